/* Generated from noweb/cmd/cmdopts.nw by notangle: edit the .nw, not this file. */
#ifndef CMDOPTS_INCLUDED
#define CMDOPTS_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "position.h"

enum { CMD_OK = 0, CMD_LIMIT = 1, CMD_USAGE = 2 };
enum { CMD_KEY = 1000 };
typedef struct Cmd_Option {
    const char *name;
    int key;
    const char *arg;
    const char *help;
} Cmd_Option;
enum {
    CMD_ITEMS = 1u << 0,
    CMD_GAMES = 1u << 1,
    CMD_POSITIONS = 1u << 2,
    CMD_VERIFY = 1u << 3,
    CMD_LONG = 1u << 4,
    CMD_DECIMAL = 1u << 5
};
typedef struct Cmd Cmd;        /* the context of a run: module cmdkit's */
typedef struct Cmd_Command {
    const char *name, *summary, *synopsis, *description, *see, *items;
    const char *formats;
    unsigned kit;
    const Cmd_Option *options;
    void (*init)(Cmd *c);
    int (*option)(Cmd *c, int key, const char *arg);
    int (*run)(Cmd *c);
    bool (*offers)(const Position_Ruleset *rs, int key);
    size_t state;
    int rank;
} Cmd_Command;
enum {
    CMD_OPT_HELP = 'h', CMD_OPT_FORMAT = 'f',
    CMD_OPT_LATEX = 900, CMD_OPT_MAX_GAMES, CMD_OPT_MAX_MEMORY, CMD_OPT_MAX_POSITIONS,
    CMD_OPT_TABLE, CMD_OPT_VERIFY, CMD_OPT_KEEP_GOING, CMD_OPT_DECIMAL, CMD_OPT_PROGRESS,
    CMD_OPT_QUIET, CMD_OPT_LATEX_WIDTH
};
typedef int Cmd_Take(void *closure, int key, const char *arg);
/* whether name is one of cmd's formats */
extern bool Cmd_has_format(const Cmd_Command *cmd, const char *name);
/* writes cmd's formats to text[0..size) as "a, b or c" (size > 0) */
extern void Cmd_list_formats(const Cmd_Command *cmd, char *text, size_t size);
/* writes to f the help page of cmd (for ruleset rs or NULL), called name */
extern void Cmd_help(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs,
                     const char *name);
/* writes to f cmd's section of the manual page, in roff, called name */
extern void Cmd_man(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs,
                    const char *name);
/* writes to f the long options cmd takes, each followed by a space */
extern void Cmd_words(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs);
/* reads argv[0..argc)'s options for cmd (ruleset rs or NULL), calling take for
   each; messages to err; *first the first operand; CMD_OK or the exit code */
extern int Cmd_read_options(const Cmd_Command *cmd, const Position_Ruleset *rs,
                            const char *name, int argc, char **argv, FILE *err,
                            Cmd_Take *take, void *closure, int *first);
#endif
