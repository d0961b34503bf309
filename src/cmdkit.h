/* Generated from noweb/cmd/cmdkit.nw by notangle: edit the .nw, not this file. */
#ifndef CMDKIT_INCLUDED
#define CMDKIT_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "cmdopts.h"
#include "dyadic.h"
#include "emit.h"
#include "game.h"
#include "perr.h"
#include "position.h"

typedef struct Cmd_Item {
    char *text;
    size_t where;
    char *stated, *source;      /* --verify: may be empty, never NULL */
    bool expect_no;             /* --verify: the claim is marked to disagree */
    char verdict;               /* --verify: 0 not compared, or 'y', 'n', 'u' */
} Cmd_Item;
typedef const Cmd_Command *Cmd_Finder(const char *name, const Position_Ruleset **rs);
/* the stream of the results: in memory until the run succeeds */
extern FILE *Cmd_out(const Cmd *c);
/* the stream of messages */
extern FILE *Cmd_err(const Cmd *c);
/* standard input, where the items come from when there are no operands */
extern FILE *Cmd_in(const Cmd *c);
/* the command's name as the user typed it (valid during the run) */
extern const char *Cmd_name(const Cmd *c);
/* the descriptor being run */
extern const Cmd_Command *Cmd_command(const Cmd *c);
/* the ruleset the command serves, or NULL */
extern const Position_Ruleset *Cmd_ruleset(const Cmd *c);
/* makes rs (not NULL) the ruleset the command serves, for the rest of the run */
extern void Cmd_set_ruleset(Cmd *c, const Position_Ruleset *rs);
/* the command's own state, zeroed at the start of the run (the kit frees it);
   NULL when its descriptor's state is 0 */
extern void *Cmd_state(const Cmd *c);
/* the number of operands after the options */
extern int Cmd_argc(const Cmd *c);
/* operand i, 0 <= i < Cmd_argc(c) (valid during the run) */
extern const char *Cmd_argv(const Cmd *c, int i);
/* the command line as typed, argv[0] the command's name, NULL-terminated;
   *argc its words (not NULL); valid during the run */
extern char *const *Cmd_typed_argv(const Cmd *c, int *argc);
/* the number of items */
extern size_t Cmd_nitems(const Cmd *c);
/* item i, i < Cmd_nitems(c): the kit's, valid until the items change */
extern const Cmd_Item *Cmd_item(const Cmd *c, size_t i);
/* replaces the text of item i (i < Cmd_nitems(c)) by a copy of text */
extern void Cmd_set_item_text(Cmd *c, size_t i, const char *text);
/* where the items came from: NULL the operands, "<stdin>", or a file */
extern const char *Cmd_origin(const Cmd *c);
/* the kit reads no items for this run (called by an option) */
extern void Cmd_take_no_items(Cmd *c);
/* the name of the chosen format */
extern const char *Cmd_format(const Cmd *c);
/* the chosen format as module emit's; EMIT_PLAIN for a command's own */
extern Emit_Format Cmd_emit_format(const Cmd *c);
/* the bounds of --max-positions, --max-games, --max-memory (0: none) */
extern Game_Limits Cmd_limits(const Cmd *c);
/* bounds the memory by Cmd_default_bytes() when --max-memory was not given */
extern void Cmd_bound_memory(Cmd *c);
/* the file of --table, or NULL */
extern const char *Cmd_table_path(const Cmd *c);
/* the claims file of --verify or of Cmd_read_claims, or NULL */
extern const char *Cmd_verify_path(const Cmd *c);
/* runs cmd (for ruleset rs or NULL) on argv[0..argc), argv[0] its name,
   argc >= 1, reading in; results to out, messages to err; the exit code */
extern int Cmd_run(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc,
                   char **argv, FILE *in, FILE *out, FILE *err);
/* Cmd_run with input (NULL: none) as stdin; *out, *err new strings the
   caller frees (out or err NULL: not wanted); the exit code */
extern int Cmd_capture(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc,
                       char **argv, const char *input, char **out, char **err);
/* installs the program's finder of commands; returns the previous one */
extern Cmd_Finder *Cmd_on_find(Cmd_Finder *finder);
/* the command called name, as the program's finder finds it, or NULL */
extern const Cmd_Command *Cmd_find(const char *name, const Position_Ruleset **rs);
/* says "cgtk NAME: message" and where --help is on stderr; CMD_USAGE */
extern int Cmd_usage(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* says "cgtk NAME: message" on stderr (bad input); CMD_USAGE */
extern int Cmd_error(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* says item i (i < the items) did not parse, e with a caret; CMD_USAGE,
   or CMD_LIMIT when e->limit (the item was refused for its size) */
extern int Cmd_parse_error(Cmd *c, size_t i, const Perr_T *e);
/* says text, named what (an option's argument), did not parse; CMD_USAGE */
extern int Cmd_parse_error_in(Cmd *c, const char *what, const char *text, const Perr_T *e);
/* says a computation limit (or a signal) stopped the run; CMD_LIMIT */
extern int Cmd_limit(Cmd *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* item i is bad: its exit code, or with --keep-going CMD_OK after counting
   it and, in TSV or JSON, an error row of t (t may be NULL) */
extern int Cmd_bad_item(Cmd *c, Emit_Table *t, size_t i, const Perr_T *e);
/* whether --keep-going was given */
extern bool Cmd_keep_going(const Cmd *c);
/* Cmd_bad_item, and on CMD_OK item i is removed (the later ones move down)
   and its error row waits for the first Cmd_table */
extern int  Cmd_drop_item(Cmd *c, size_t i, const Perr_T *e);
/* whether --decimal was given */
extern bool Cmd_decimal(const Cmd *c);
/* *out = arg read as an integer in [0, max] for option opt; false after a
   usage message */
extern bool Cmd_count(Cmd *c, const char *opt, const char *arg, long max, long *out);
/* *x = the dyadic arg (>= 0 when nonneg), which the caller clears; false
   after a message (then *x holds nothing) */
extern bool Cmd_dyadic(Cmd *c, const char *what, const char *arg, bool nonneg, Dyadic_T *x);
/* *g = the game arg, for what; false after a message */
extern bool Cmd_game(Cmd *c, const char *what, const char *arg, Game_T *g);
/* replaces the items by the lines of f, named origin; CMD_OK or, after a
   message, CMD_USAGE */
extern int  Cmd_read_items(Cmd *c, FILE *f, const char *origin);
/* replaces the items by the claims of the --verify file path; CMD_OK or,
   after a message, CMD_USAGE */
extern int  Cmd_read_claims(Cmd *c, const char *path);
/* appends a copy of text as an item, from where (operand or line number) */
extern void Cmd_add_item(Cmd *c, const char *text, size_t where);
/* empties and frees the items */
extern void Cmd_clear_items(Cmd *c);
/* CMD_OK when there are (or were) items, else CMD_USAGE after "no items" */
extern int  Cmd_require_items(Cmd *c);
/* runs body(closure) as a protected call within c's limits; its status */
extern Game_Status Cmd_protect(Cmd *c, Game_Body *body, void *closure);
/* what stopped a search of status st, in words (a static string) */
extern const char *Cmd_limit_name(Game_Status st);
/* the default memory bound in bytes: 3/4 of the physical memory */
extern size_t Cmd_default_bytes(void);
/* a new table of columns cols[0..n) on c's results in its format, with the
   dropped items' rows; the caller frees it (Emit_table_free) */
extern Emit_Table *Cmd_table(Cmd *c, const Emit_Column *cols, size_t n);
/* whether the chosen format is called name */
extern bool Cmd_format_is(const Cmd *c, const char *name);
/* "yes", "no", "-" (none stated) or "unreadable": item i's stated value
   against value, recorded (i < the items; a static string) */
extern const char *Cmd_agree(Cmd *c, size_t i, Game_T value);
/* records answer as item i's verdict for --verify (i < the items; "-":
   none); returns answer */
extern const char *Cmd_verdict(Cmd *c, size_t i, const char *answer);
/* the next of the choices 'A or B or ...' of a statement: *one and *n are the
   one that starts at *p, and *p moves past it and its " or " (NULL after the
   last); false when *p is NULL (p, one and n not null) */
extern bool Cmd_choice(const char **p, const char **one, size_t *n);
/* redraws the progress line, if on: done of total (0: unknown) units,
   bytes in use; at most four times a second */
extern void Cmd_progress(Cmd *c, const char *unit, size_t done, size_t total,
                         size_t bytes);
/* erases the progress line, if one is drawn */
extern void Cmd_progress_clear(Cmd *c);
/* 128 + the signal when SIGINT or SIGTERM came, else 0 */
extern int Cmd_interrupted(const Cmd *c);
/* the command line as typed, quoted for the shell (without the bounds after
   a limit): a new string, the caller frees it */
extern char *Cmd_command_line(const Cmd *c);
/* print the results as on success, then return rc (not CMD_OK) */
extern void Cmd_fail_after_output(Cmd *c, int rc);
/* writes the results so far to the real output and drops them; false when
   the write failed */
extern bool Cmd_flush_partial(Cmd *c);
/* CMD_OK when a table can be saved at path (given to option), else
   CMD_USAGE after "OPTION PATH: REASON" */
extern int Cmd_table_check(Cmd *c, const char *option, const char *path);
#endif
