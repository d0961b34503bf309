/* Generated from noweb/cmd/cmdkit.nw by notangle: edit the .nw, not this file. */
#ifndef CMDKIT_INCLUDED
#define CMDKIT_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "dyadic.h"
#include "emit.h"
#include "game.h"
#include "perr.h"
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
    CMD_DECIMAL = 1u << 5       /* 1u << 4 is CMD_LONG, below */
};
typedef struct Cmd Cmd;
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
typedef struct Cmd_Item {
    char *text;
    size_t where;
    char *stated, *source;      /* --verify: may be empty, never NULL */
    bool expect_no;             /* --verify: the claim is marked to disagree */
    char verdict;               /* --verify: 0 not compared, or 'y', 'n', 'u' */
} Cmd_Item;

struct Cmd {
    const Cmd_Command *cmd;
    const Position_Ruleset *ruleset;
    const char *name;
    FILE *out, *err, *in;
    const char *format;
    Emit_Format emit;
    Game_Limits limits;         /* --max-positions, --max-games, --max-memory */
    const char *table, *verify;
    int argc;
    char **argv;
    Cmd_Item *item;
    size_t nitems, item_cap;    /* item[0 .. nitems-1] of item_cap allocated */
    const char *origin;         /* NULL: operands; "<stdin>", or the --verify file */
    void *state;
    struct Sink *sink;
    bool format_given;
    bool keep_going, decimal;
    size_t latex_width;             /* --latex-width N */
    size_t failed;                  /* --keep-going: items that failed */
    size_t nitems_given;            /* items dropped (Cmd_drop_item) */
    char **dropped;                 /* their texts and messages, for the first table */
    size_t ndropped, capdropped;
    int worst;                      /* and the worst exit code among them */
    bool claims;                    /* reading a --verify file: a tab separates fields */
    size_t skipped_blanks, skipped_comments;        /* lines of the last stream read */
    bool empty_input;               /* the last stream read held no item */
    int progress;                   /* -1 --quiet, 1 --progress, 0 when a terminal */
    double progress_t0, progress_last;
    size_t progress_len;            /* characters of the line drawn, 0: none */
    int typed_argc;
    char **typed_argv;              /* the command line before getopt permuted it */
    int late_rc;
    FILE *real_out;                 /* where the results go in the end */
    bool flushed;                   /* Cmd_flush_partial wrote some results */
};
typedef const Cmd_Command *Cmd_Finder(const char *name, const Position_Ruleset **rs);
enum { CMD_LONG = 1u << 4 };   /* a bit of its own among the CMD_ITEMS... flags */
extern int Cmd_run(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc,
                   char **argv, FILE *in, FILE *out, FILE *err);
extern int Cmd_capture(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc,
                       char **argv, const char *input, char **out, char **err);
/* installs the program's finder of commands; returns the previous one */
extern Cmd_Finder *Cmd_on_find(Cmd_Finder *finder);
/* the command called name, as the program's finder finds it, or NULL */
extern const Cmd_Command *Cmd_find(const char *name, const Position_Ruleset **rs);
extern int Cmd_usage(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
extern int Cmd_error(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
extern int Cmd_parse_error(Cmd *c, size_t i, const Perr_T *e);
extern int Cmd_parse_error_in(Cmd *c, const char *what, const char *text, const Perr_T *e);
extern int Cmd_limit(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
extern int Cmd_bad_item(Cmd *c, Emit_Table *t, size_t i, const Perr_T *e);
extern bool Cmd_keep_going(const Cmd *c);
extern int  Cmd_drop_item(Cmd *c, size_t i, const Perr_T *e);
extern bool Cmd_decimal(const Cmd *c);
extern bool Cmd_count(Cmd *c, const char *opt, const char *arg, long max, long *out);
extern bool Cmd_dyadic(Cmd *c, const char *what, const char *arg, bool nonneg, Dyadic_T *x);
extern bool Cmd_game(Cmd *c, const char *what, const char *arg, Game_T *g);
extern int  Cmd_read_items(Cmd *c, FILE *f, const char *origin);
extern int  Cmd_read_claims(Cmd *c, const char *path);
extern void Cmd_add_item(Cmd *c, const char *text, size_t where);
extern void Cmd_clear_items(Cmd *c);
extern int  Cmd_require_items(Cmd *c);
extern Game_Status Cmd_protect(Cmd *c, Game_Body *body, void *closure);
extern const char *Cmd_limit_name(Game_Status st);
extern size_t Cmd_default_bytes(void);
extern size_t Cmd_distance(const char *a, const char *b);
extern Emit_Table *Cmd_table(Cmd *c, const Emit_Column *cols, size_t n);
extern bool Cmd_format_is(const Cmd *c, const char *name);
extern const char *Cmd_agree(Cmd *c, size_t i, Game_T value);
extern const char *Cmd_verdict(Cmd *c, size_t i, const char *answer);
extern void Cmd_help(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs,
                     const char *name);
extern void Cmd_man(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs,
                    const char *name);
extern void Cmd_words(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs);
extern void Cmd_progress(Cmd *c, const char *unit, size_t done, size_t total,
                         size_t bytes);
extern void Cmd_progress_clear(Cmd *c);
extern int Cmd_interrupted(const Cmd *c);
extern char *Cmd_command_line(const Cmd *c);
extern void Cmd_fail_after_output(Cmd *c, int rc);
extern bool Cmd_flush_partial(Cmd *c);
extern int Cmd_table_check(Cmd *c, const char *option, const char *path);
#endif
