/* Generated from noweb/cmd/cmdkit.nw by notangle: edit the .nw, not this file. */
#line 447 "noweb/cmd/cmdkit.nw"
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cmdkit.h"
#include "dyadictext.h"
#include "interrupt.h"
#include "progress.h"
#include "mem.h"
#include "notation.h"

#line 478 "noweb/cmd/cmdkit.nw"
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
    bool no_items;              /* Cmd_take_no_items: the kit reads none */
    
#line 499 "noweb/cmd/cmdkit.nw"
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
#line 1460 "noweb/cmd/cmdkit.nw"
int progress_mode;              /* -1 --quiet, 1 --progress, 0 when a terminal */
Progress progress;              /* the line (module progress) */
int typed_argc;
char **typed_argv;              /* the command line before getopt permuted it */
int late_rc;
FILE *real_out;                 /* where the results go in the end */
bool flushed;                   /* Cmd_flush_partial wrote some results */
#line 495 "noweb/cmd/cmdkit.nw"
};
#line 855 "noweb/cmd/cmdkit.nw"
typedef struct Sink {
    char *buf;
    size_t len, cap, max;
    size_t held;                /* bytes declared with Game_hold */
    bool over;
} Sink;
#line 1472 "noweb/cmd/cmdkit.nw"
static void progress_start(Cmd *c, int argc, char **argv, FILE *out)
{
    c->real_out = out;
    c->progress = Progress_start(0);
    c->typed_argc = argc;
    c->typed_argv = ALLOC_ARRAY((size_t)argc + 1, sizeof *c->typed_argv);
    memcpy(c->typed_argv, argv, (size_t)argc * sizeof *argv);
    c->typed_argv[argc] = NULL;
    Interrupt_install();
}

static int progress_end(Cmd *c, int rc)
{
    Cmd_progress_clear(c);
    if (rc != CMD_OK && Interrupt_signal)
        rc = 128 + Interrupt_signal;
    Interrupt_uninstall();
    FREE(c->typed_argv);
    return rc;
}

void Cmd_progress(Cmd *c, const char *unit, size_t done, size_t total, size_t bytes)
{
    assert(c && unit);
    c->progress.mode = c->progress_mode;
    Progress_draw(&c->progress, c->err, c->name, unit, done, total, bytes);
}

void Cmd_progress_clear(Cmd *c)
{
    Progress_clear(&c->progress, c->err);
}

int Cmd_interrupted(const Cmd *c)
{
    (void)c;
    return Interrupt_signal ? 128 + Interrupt_signal : 0;
}

void Cmd_fail_after_output(Cmd *c, int rc)
{
    c->late_rc = rc;
}

bool Cmd_flush_partial(Cmd *c)
{
    if (fflush(c->out) != 0)
        return false;
    Sink *s = c->sink;
    bool ok = fwrite(s->buf ? s->buf : "", 1, s->len, c->real_out) == s->len
              && fflush(c->real_out) == 0;
    s->len = 0;                         /* what was written is the stream's, not ours */
    c->flushed = true;
    return ok;
}
#line 1532 "noweb/cmd/cmdkit.nw"
char *Cmd_command_line(const Cmd *c)
{
    assert(c);
    return Progress_quoted(c->typed_argc, c->typed_argv, !Interrupt_signal);
}
#line 519 "noweb/cmd/cmdkit.nw"
static int shared_option(Cmd *c, int key, const char *arg);

typedef struct Reading { Cmd *c; bool help; } Reading;

static int take_option(void *closure, int key, const char *arg)
{
    Reading *r = closure;
    if (key == CMD_OPT_HELP) {
        r->help = true;
        return CMD_OK;
    }
    if (key == CMD_OPT_FORMAT || (key >= CMD_OPT_LATEX && key < CMD_KEY))
        return shared_option(r->c, key, arg);
    return r->c->cmd->option ? r->c->cmd->option(r->c, key, arg) : CMD_OK;
}

static int read_options(Cmd *c, int argc, char **argv, bool *help)
{
    Reading r = { c, false };
    int first;
    int rc = Cmd_read_options(c->cmd, c->ruleset, c->name, argc, argv, c->err,
                              take_option, &r, &first);
    *help = r.help;
    c->argc = argc - first;
    c->argv = argv + first;
    return rc;
}
#line 551 "noweb/cmd/cmdkit.nw"
static Emit_Format emit_of(const char *name)
{
    return strcmp(name, "tsv") == 0 ? EMIT_TSV : strcmp(name, "latex") == 0 ? EMIT_LATEX
         : strcmp(name, "json") == 0 ? EMIT_JSON : EMIT_PLAIN;
}

static int set_format(Cmd *c, const char *name)
{
    char list[256];
    Cmd_list_formats(c->cmd, list, sizeof list);
    if (!Cmd_has_format(c->cmd, name))
        return Cmd_usage(c, "--format: expected %s, found '%s'", list, name);
    if (c->format_given && strcmp(c->format, name) != 0)
        return Cmd_usage(c, "two formats given, %s and %s: expected one", c->format, name);
    c->format_given = true;
    c->format = name;
    c->emit = emit_of(name);
    return CMD_OK;
}

static int shared_option(Cmd *c, int key, const char *arg)
{
    long v;
    switch (key) {
    case CMD_OPT_FORMAT: return set_format(c, arg);
    case CMD_OPT_LATEX: return set_format(c, "latex");
    case CMD_OPT_MAX_GAMES:
        if (!Cmd_count(c, "--max-games", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->limits.max_games = (size_t)v;
        return CMD_OK;
    case CMD_OPT_MAX_POSITIONS:
        if (!Cmd_count(c, "--max-positions", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->limits.max_positions = (size_t)v;
        return CMD_OK;
    case CMD_OPT_MAX_MEMORY:
        if (!Cmd_count(c, "--max-memory", arg, 1L << 30, &v)) return CMD_USAGE;
        c->limits.max_bytes = (size_t)v << 20;
        return CMD_OK;
    case CMD_OPT_TABLE: c->table = arg; return CMD_OK;
    case CMD_OPT_VERIFY: c->verify = arg; return CMD_OK;
    case CMD_OPT_KEEP_GOING: c->keep_going = true; return CMD_OK;
    case CMD_OPT_DECIMAL: c->decimal = true; return CMD_OK;
    case CMD_OPT_LATEX_WIDTH:
        if (!Cmd_count(c, "--latex-width", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->latex_width = (size_t)v;
        return CMD_OK;
    case CMD_OPT_PROGRESS: c->progress_mode = 1; return CMD_OK;
    case CMD_OPT_QUIET: c->progress_mode = -1; return CMD_OK;
    }
    return CMD_USAGE;
}
#line 617 "noweb/cmd/cmdkit.nw"
void Cmd_add_item(Cmd *c, const char *text, size_t where)
{
    assert(c && text);
    GROW(c->item, c->item_cap, c->nitems + 1);     /* doubling: n items, O(n) copies */
    c->item[c->nitems++] = (Cmd_Item){ STRDUP(text), where, STRDUP(""), STRDUP("") };
}

void Cmd_clear_items(Cmd *c)
{
    for (size_t i = 0; i < c->nitems; i++) {
        FREE(c->item[i].text);
        FREE(c->item[i].stated);
        FREE(c->item[i].source);
    }
    FREE(c->item);
    c->nitems = c->item_cap = 0;
}

enum { MAX_LINE = 1 << 24 };

static bool blank(int ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f';
}

#line 739 "noweb/cmd/cmdkit.nw"
static bool starts_comment(const char *q, bool claims)
{
    return q[0] == '#' && (q[1] == ' ' || (q[1] == '\t' && !claims));
}

static char *strip(char *line, bool claims, bool *comment)
{
    char *p = line;
    while (blank(*p))
        p++;
    for (char *q = p; *q; q++)
        if (starts_comment(q, claims) && (q == p || blank(q[-1]))) {
            *q = '\0';
            *comment = true;
            break;
        }
    size_t n = strlen(p);
    while (n > 0 && blank(p[n - 1]))
        p[--n] = '\0';
    return p;
}

static int split_claims(Cmd *c)
{
    for (size_t i = 0; i < c->nitems; i++) {
        Cmd_Item *it = &c->item[i];
        char *t1 = strchr(it->text, '\t');
        if (!t1)
            continue;
        *t1 = '\0';
        char *t2 = strchr(t1 + 1, '\t');
        if (t2)
            *t2 = '\0';
        char *t3 = t2 ? strchr(t2 + 1, '\t') : NULL;
        if (t3)
            *t3 = '\0';
        FREE(it->stated);
        FREE(it->source);
        it->stated = STRDUP(t1 + 1);
        it->source = STRDUP(t2 ? t2 + 1 : "");
        if (t3 && strcmp(t3 + 1, "no") != 0 && strcmp(t3 + 1, "yes") != 0)
            return Cmd_error(c, "%s:%zu: the fourth field: expected yes or no (the "
                             "agreement expected), found '%s'", c->verify, it->where, t3 + 1);
        it->expect_no = t3 && strcmp(t3 + 1, "no") == 0;
    }
    return CMD_OK;
}

int Cmd_read_claims(Cmd *c, const char *path)
{
    assert(c && path);
    FILE *f = fopen(path, "r");
    if (!f)
        return Cmd_error(c, "%s: %s", path, strerror(errno));
    c->verify = path;
    c->claims = true;
    int rc = Cmd_read_items(c, f, path);
    c->claims = false;
    fclose(f);
    return rc == CMD_OK ? split_claims(c) : rc;
}

int Cmd_require_items(Cmd *c)
{
    if (c->nitems > 0 || c->nitems_given > 0 || c->failed > 0)
        return CMD_OK;
    const char *what = c->cmd->items ? c->cmd->items : "ITEM";
    if (c->origin && c->verify && strcmp(c->origin, c->verify) == 0)
        return Cmd_usage(c, "no items: %s holds no claim %s<TAB>STATED<TAB>SOURCE",
                         c->origin, what);
    return Cmd_usage(c, "no items: expected a%s %s as an argument or one per line of "
                     "standard input",
                     strchr("AEIOU", toupper((unsigned char)what[0])) ? "n" : "", what);
}

static int read_items(Cmd *c)
{
    if (c->no_items)
        return CMD_OK;
    if (c->verify && (c->cmd->kit & CMD_VERIFY)) {
        if (c->argc > 0)
            return Cmd_usage(c, "--verify takes its items from the file, found also '%s'",
                             c->argv[0]);
        return Cmd_read_claims(c, c->verify);
    }
    if (!(c->cmd->kit & CMD_ITEMS))
        return CMD_OK;
    if (c->argc > 0) {
        for (int i = 0; i < c->argc; i++)
            Cmd_add_item(c, c->argv[i], (size_t)i + 1);
        return CMD_OK;
    }
    return Cmd_read_items(c, c->in, "<stdin>");
}

#line 644 "noweb/cmd/cmdkit.nw"
static void say_skipped(Cmd *c, const char *origin);

int Cmd_read_items(Cmd *c, FILE *f, const char *origin)
{
    assert(c && f && origin);
    Cmd_clear_items(c);
    c->origin = origin;
    c->skipped_blanks = c->skipped_comments = 0;
    char *line = NULL;
    size_t cap = 0, len = 0, lineno = 1;
    int ch, rc = CMD_OK;
    while (rc == CMD_OK && (ch = getc(f)) != EOF) {
        if (ch == '\0')
            rc = Cmd_error(c, "%s:%zu: column %zu: expected text, found a NUL byte", origin,
                           lineno, len + 1);
        else if (len >= MAX_LINE)
            rc = Cmd_error(c, "%s:%zu: a line longer than %d MB", origin, lineno,
                           MAX_LINE >> 20);
        else if (ch != '\n') {
            GROW(line, cap, len + 2);
            line[len++] = (char)ch;
        } else {
            
#line 707 "noweb/cmd/cmdkit.nw"
GROW(line, cap, len + 1);
line[len] = '\0';
bool comment = false;
const char *item = strip(line, c->claims, &comment);
if (*item)
    Cmd_add_item(c, item, lineno);
else if (comment)
    c->skipped_comments++;
else
    c->skipped_blanks++;
lineno++;
len = 0;
#line 667 "noweb/cmd/cmdkit.nw"
        }
    }
    if (rc == CMD_OK && ferror(f))
        rc = Cmd_error(c, "%s:%zu: %s", origin, lineno, strerror(errno ? errno : EIO));
    if (rc == CMD_OK && len > 0) {
        
#line 707 "noweb/cmd/cmdkit.nw"
GROW(line, cap, len + 1);
line[len] = '\0';
bool comment = false;
const char *item = strip(line, c->claims, &comment);
if (*item)
    Cmd_add_item(c, item, lineno);
else if (comment)
    c->skipped_comments++;
else
    c->skipped_blanks++;
lineno++;
len = 0;
#line 673 "noweb/cmd/cmdkit.nw"
    }
    FREE(line);
    if (rc == CMD_OK)
        say_skipped(c, origin);
    c->empty_input = rc == CMD_OK && c->nitems == 0;
    return rc;
}
#line 688 "noweb/cmd/cmdkit.nw"
static void say_skipped(Cmd *c, const char *origin)
{
    size_t b = c->skipped_blanks, k = c->skipped_comments;
    if (b == 0 && k == 0)
        return;
    char what[128];
    if (b && k)
        snprintf(what, sizeof what, "%zu blank line%s and %zu comment line%s", b,
                 b == 1 ? "" : "s", k, k == 1 ? "" : "s");
    else
        snprintf(what, sizeof what, "%zu %s line%s", b ? b : k, b ? "blank" : "comment",
                 (b ? b : k) == 1 ? "" : "s");
    Cmd_progress_clear(c);
    fprintf(c->err, "cgtk %s: read %zu item%s from %s, skipped %s\n", c->name, c->nitems,
            c->nitems == 1 ? "" : "s", origin, what);
}
#line 864 "noweb/cmd/cmdkit.nw"
static ssize_t sink_write(void *cookie, const char *data, size_t n)
{
    Sink *s = cookie;
    if (s->over || n > s->max - s->len) {
        s->over = true;
        errno = EFBIG;
        return -1;
    }
    GROW(s->buf, s->cap, s->len + n + 1);
    Game_hold((ptrdiff_t)s->cap - (ptrdiff_t)s->held);     /* never jumps: stdio's lock */
    s->held = s->cap;
    memcpy(s->buf + s->len, data, n);
    s->len += n;
    return (ssize_t)n;
}

static FILE *sink_open(Sink *s, size_t max)
{
    *s = (Sink){ .max = max ? max : SIZE_MAX };
    FILE *f = fopencookie(s, "w", (cookie_io_functions_t){ .write = sink_write });
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);              /* reports and exits */
    return f;
}
#line 895 "noweb/cmd/cmdkit.nw"
static Cmd_Finder *finder;         /* the program's, installed once at its start */

Cmd_Finder *Cmd_on_find(Cmd_Finder *f)
{
    Cmd_Finder *old = finder;
    finder = f;
    return old;
}

const Cmd_Command *Cmd_find(const char *name, const Position_Ruleset **rs)
{
    assert(name && rs);
    *rs = NULL;
    return finder ? finder(name, rs) : NULL;
}
#line 913 "noweb/cmd/cmdkit.nw"
static int verify_status(Cmd *c);

int Cmd_run(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc, char **argv,
            FILE *in, FILE *out, FILE *err)
{
    assert(cmd && cmd->run && argc >= 1 && argv && in && out && err);
    Cmd c = { 0 };
    c.cmd = cmd;
    c.ruleset = rs;
    c.name = argv[0];
    c.in = in;
    c.err = err;
    c.latex_width = EMIT_LATEX_WIDTH;
    c.format = cmd->formats ? cmd->formats : "plain";
    char *first = STRNDUP(c.format, strcspn(c.format, " "));
    c.format = first;
    c.emit = emit_of(first);
    c.state = cmd->state ? CALLOC(1, cmd->state) : NULL;
    Sink sink = { 0 };
    c.sink = &sink;
    c.out = sink_open(&sink, 0);
    if (cmd->init)
        cmd->init(&c);
    progress_start(&c, argc, argv, out);
    bool help = false;
    int rc = read_options(&c, argc, argv, &help);
    sink.max = c.limits.max_bytes ? c.limits.max_bytes : Cmd_default_bytes();
    sink.max = sink.max ? sink.max : SIZE_MAX;
    if (rc == CMD_OK && help) {
        Cmd_help(out, cmd, rs, c.name);
        if (fflush(out) != 0 || ferror(out)) {          /* help into a full disk */
            fprintf(err, "cgtk %s: writing the help: %s\n", c.name, strerror(errno));
            clearerr(out);
            rc = CMD_LIMIT;
        }
    }
    else if (rc == CMD_OK && (!c.table || (rc = Cmd_table_check(&c, "--table", c.table))
                                             == CMD_OK)
             && (rc = read_items(&c)) == CMD_OK) {
        rc = cmd->run(&c);
        if (rc == CMD_OK && c.empty_input)
            rc = Cmd_require_items(&c);
    }
    fclose(c.out);
    if (rc == CMD_OK && Interrupt_signal && !help)
        
#line 1017 "noweb/cmd/cmdkit.nw"
rc = Cmd_limit(&c, "before the results were written");
#line 959 "noweb/cmd/cmdkit.nw"
    rc = progress_end(&c, rc);
    if (sink.over && rc == CMD_OK)
        rc = Cmd_limit(&c, "the results would pass %s (%zu MB)", c.limits.max_bytes
                       ? "--max-memory" : "the memory bound", sink.max >> 20);
    bool results = rc == CMD_OK && !help;
    if (rc == CMD_OK && c.failed > 0) {
        fprintf(err, "cgtk %s: %zu of %zu items failed (--keep-going)\n", c.name,
                c.failed, c.nitems + c.nitems_given);
        rc = c.worst;                   /* the others' results are printed all the same */
    }
    int verified = results && rc == CMD_OK ? verify_status(&c) : CMD_OK;
    if (results)
        
#line 1021 "noweb/cmd/cmdkit.nw"
{
    errno = 0;
    if (fwrite(sink.buf ? sink.buf : "", 1, sink.len, out) != sink.len || fflush(out) != 0
        || ferror(out)) {
        fprintf(err, "cgtk %s: writing the results: %s\n", c.name,
                errno ? strerror(errno) : "write error");
        clearerr(out);
        rc = CMD_LIMIT;
    }
}
#line 972 "noweb/cmd/cmdkit.nw"
    if (rc == CMD_OK && c.late_rc)
        rc = c.late_rc;
    if (rc == CMD_OK)
        rc = verified;
    Cmd_clear_items(&c);
    for (size_t k = 0; k < c.ndropped; k++)
        FREE(c.dropped[k]);
    FREE(c.dropped);
    Game_hold(-(ptrdiff_t)sink.held);
    FREE(sink.buf);
    FREE(c.state);
    FREE(first);
    return rc;
}
#line 989 "noweb/cmd/cmdkit.nw"
int Cmd_capture(const Cmd_Command *cmd, const Position_Ruleset *rs, int argc,
                char **argv, const char *input, char **out, char **err)
{
    assert(cmd && argc >= 1 && argv);
    char *obuf = NULL, *ebuf = NULL;
    size_t olen = 0, elen = 0;
    FILE *in = input && *input ? fmemopen((void *)input, strlen(input), "r")
                               : fopen("/dev/null", "r");
    FILE *o = open_memstream(&obuf, &olen), *e = open_memstream(&ebuf, &elen);
    if (!in || !o || !e)
        Mem_failed(0, __FILE__, __LINE__);              /* reports and exits */
    int rc = Cmd_run(cmd, rs, argc, argv, in, o, e);
    fclose(in);
    fclose(o);
    fclose(e);
    if (out) *out = obuf; else free(obuf);
    if (err) *err = ebuf; else free(ebuf);
    return rc;
}
#line 1036 "noweb/cmd/cmdkit.nw"
int Cmd_usage(Cmd *c, const char *fmt, ...)
{
    assert(c && fmt);
    va_list ap;
    va_start(ap, fmt);
    fprintf(c->err, "cgtk %s: ", c->name);
    vfprintf(c->err, fmt, ap);
    va_end(ap);
    fprintf(c->err, "\nTry 'cgtk %s --help'.\n", c->name);
    return CMD_USAGE;
}

int Cmd_error(Cmd *c, const char *fmt, ...)
{
    assert(c && fmt);
    va_list ap;
    va_start(ap, fmt);
    Cmd_progress_clear(c);
    fprintf(c->err, "cgtk %s: ", c->name);
    vfprintf(c->err, fmt, ap);
    va_end(ap);
    fputc('\n', c->err);
    return CMD_USAGE;
}

int Cmd_limit(Cmd *c, const char *fmt, ...)
{
    assert(c && fmt);
    va_list ap;
    va_start(ap, fmt);
    Cmd_progress_clear(c);
    if (Interrupt_signal)
        fprintf(c->err, "cgtk %s: interrupted by %s: ", c->name,
                Interrupt_signal == SIGINT ? "SIGINT" : "SIGTERM");
    else
        fprintf(c->err, "cgtk %s: computation limit reached: ", c->name);
    vfprintf(c->err, fmt, ap);
    va_end(ap);
    fputs(c->flushed ? "; what was streamed stays printed, the rest was not\n"
                     : "; nothing was printed\n", c->err);
    return CMD_LIMIT;
}

int Cmd_parse_error(Cmd *c, size_t i, const Perr_T *e)
{
    assert(c && i < c->nitems && e);
    char who[512];
    const char *lim = e->limit ? "computation limit reached: " : "";
    if (c->origin)
        snprintf(who, sizeof who, "cgtk %s: %s%s:%zu", c->name, lim, c->origin,
                 c->item[i].where);
    else
        snprintf(who, sizeof who, "cgtk %s: %sargument %zu", c->name, lim, c->item[i].where);
    Perr_print(c->err, who, c->item[i].text, e);
    return e->limit ? CMD_LIMIT : CMD_USAGE;
}

bool Cmd_keep_going(const Cmd *c)
{
    return c->keep_going;
}

static void error_message(const Perr_T *e, char *msg, size_t size);

int Cmd_drop_item(Cmd *c, size_t i, const Perr_T *e)
{
    int rc = Cmd_bad_item(c, NULL, i, e);
    if (rc != CMD_OK)
        return rc;
    char msg[256];
    error_message(e, msg, sizeof msg);
    GROW(c->dropped, c->capdropped, c->ndropped + 2);
    c->dropped[c->ndropped++] = STRDUP(c->item[i].text);
    c->dropped[c->ndropped++] = STRDUP(msg);
    Cmd_Item it = c->item[i];
    memmove(c->item + i, c->item + i + 1, (c->nitems - i - 1) * sizeof *c->item);
    c->nitems--;
    c->nitems_given++;
    FREE(it.text);
    FREE(it.stated);
    FREE(it.source);
    return CMD_OK;
}

bool Cmd_decimal(const Cmd *c)
{
    return c->decimal;
}

static void error_message(const Perr_T *e, char *msg, size_t size)
{
    const char *lim = e->limit ? "computation limit reached: " : "";
    if (e->column > 0)
        snprintf(msg, size, "%scolumn %zu: expected %s", lim, e->column, e->expected);
    else
        snprintf(msg, size, "%sexpected %s", lim, e->expected);
}

int Cmd_bad_item(Cmd *c, Emit_Table *t, size_t i, const Perr_T *e)
{
    int rc = Cmd_parse_error(c, i, e);
    if (!c->keep_going)
        return rc;
    c->failed++;
    c->worst = rc > c->worst ? rc : c->worst;
    if (t && (c->emit == EMIT_TSV || c->emit == EMIT_JSON)) {
        char msg[256];
        error_message(e, msg, sizeof msg);
        Emit_error_row(t, c->item[i].text, msg);
    }
    return CMD_OK;
}

int Cmd_parse_error_in(Cmd *c, const char *what, const char *text, const Perr_T *e)
{
    assert(c && what && text && e);
    char who[512];
    snprintf(who, sizeof who, "cgtk %s: %s", c->name, what);
    Perr_print(c->err, who, text, e);
    return CMD_USAGE;
}
#line 1162 "noweb/cmd/cmdkit.nw"
bool Cmd_count(Cmd *c, const char *opt, const char *arg, long max, long *out)
{
    assert(c && opt && arg && out);
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno == ERANGE || (errno == 0 && v > max && end != arg && *end == '\0')) {
        Cmd_usage(c, "%s: %s is past the limit %ld", opt, arg, max);
        return false;
    }
    if (errno || end == arg || *end != '\0' || v < 0) {
        Cmd_usage(c, "%s: expected a non-negative integer, found '%s'", opt, arg);
        return false;
    }
    *out = v;
    return true;
}

bool Cmd_dyadic(Cmd *c, const char *what, const char *arg, bool nonneg, Dyadic_T *x)
{
    assert(c && what && arg && x);
    Perr_T e;
    if (!Dyadic_parse(arg, x, &e)) {
        Cmd_parse_error_in(c, what, arg, &e);
        return false;
    }
    if (nonneg && Dyadic_sign(*x) < 0) {
        Cmd_error(c, "%s: expected a non-negative number, found '%s'", what, arg);
        Dyadic_clear(x);
        return false;
    }
    return true;
}

bool Cmd_game(Cmd *c, const char *what, const char *arg, Game_T *g)
{
    assert(c && what && arg && g);
    Perr_T e;
    if (Notation_parse(arg, g, &e))
        return true;
    Cmd_parse_error_in(c, what, arg, &e);
    return false;
}

Game_Status Cmd_protect(Cmd *c, Game_Body *body, void *closure)
{
    assert(c && body);
    return Game_protect(c->limits, body, closure);
}

const char *Cmd_limit_name(Game_Status st)
{
    switch (st) {
    case GAME_LIMIT_POSITIONS: return "--max-positions";
    case GAME_LIMIT_GAMES: return "--max-games";
    case GAME_LIMIT_BYTES: return "--max-memory";
    case GAME_LIMIT_MEMORY: return "the memory of the machine";
    case GAME_LIMIT_DEPTH: return "the depth of recursion";
    case GAME_LIMIT_KEYS: return "the table's 32 GB of keys";
    case GAME_LIMIT_SIGNAL: return "the search stopped";
    case GAME_BAD_INPUT: return "bad input";
    default: return "a limit";
    }
}

size_t Cmd_default_bytes(void)
{
    return Mem_physical() / 4 * 3;
}

Emit_Table *Cmd_table(Cmd *c, const Emit_Column *cols, size_t n)
{
    Emit_Table *t = Emit_table_new(c->out, c->emit, cols, n);
    if (c->decimal)
        Emit_decimal(t);
    Emit_latex_width(t, c->latex_width);
    if (c->keep_going && (c->emit == EMIT_TSV || c->emit == EMIT_JSON)) {
        Emit_errors(t);
        for (size_t k = 0; k + 1 < c->ndropped; k += 2)   /* the dropped items */
            Emit_error_row(t, c->dropped[k], c->dropped[k + 1]);
    }
    for (size_t k = 0; k < c->ndropped; k++)
        FREE(c->dropped[k]);
    c->ndropped = 0;
    return t;
}

bool Cmd_format_is(const Cmd *c, const char *name)
{
    assert(c && name);
    return strcmp(c->format, name) == 0;
}

/* whether the one stated value s is value: 1, 0, or -1 when s does not parse
   (a plain number is a nim-value for an impartial ruleset) */
static int stated_is(const char *s, bool impartial, Game_T value)
{
    if (impartial && s[0] && strspn(s, "0123456789") == strlen(s) && strlen(s) < 10)
        return Game_nimber((uint32_t)strtoul(s, NULL, 10)) == value;
    Game_T g;
    Perr_T e;
    if (!Notation_parse(s, &g, &e))
        return -1;
    return g == value;
}

const char *Cmd_agree(Cmd *c, size_t i, Game_T value)
{
    assert(i < c->nitems);
    const char *s = c->item[i].stated;
    if (!s[0])
        return "-";
    bool impartial = c->ruleset && (c->ruleset->flags & POSITION_IMPARTIAL);
    bool found = false;
    const char *one;
    size_t n;
    for (const char *p = s; Cmd_choice(&p, &one, &n);) {
        char *text = ALLOC_ARRAY(n + 1, 1);
        memcpy(text, one, n);
        text[n] = '\0';
        int k = stated_is(text, impartial, value);
        FREE(text);
        if (k < 0)
            return Cmd_verdict(c, i, "unreadable");
        found = found || k;
    }
    return Cmd_verdict(c, i, found ? "yes" : "no");
}

bool Cmd_choice(const char **p, const char **one, size_t *n)
{
    assert(p && one && n);
    if (!*p)
        return false;
    const char *sep = strstr(*p, " or ");
    *one = *p;
    *n = sep ? (size_t)(sep - *p) : strlen(*p);
    *p = sep ? sep + 4 : NULL;
    return true;
}

const char *Cmd_verdict(Cmd *c, size_t i, const char *answer)
{
    assert(i < c->nitems && answer);
    if (strcmp(answer, "-") != 0)
        c->item[i].verdict = answer[0];
    return answer;
}

/* after a --verify run: name each claim that failed; the exit code */
static int verify_status(Cmd *c)
{
    size_t bad = 0, checked = 0;
    for (size_t i = 0; i < c->nitems; i++) {
        const Cmd_Item *it = &c->item[i];
        if (!it->verdict)
            continue;
        checked++;
        const char *why = it->verdict == 'u' ? "does not parse"
                        : it->verdict == 'n' && !it->expect_no ? "disagrees"
                        : it->verdict == 'y' && it->expect_no
                          ? "agrees, but the claim is marked to disagree" : NULL;
        if (!why)
            continue;
        if (bad++ < 10)
            fprintf(c->err, "cgtk %s: %s:%zu: %s: the stated value %s %s%s%s%s\n", c->name,
                    c->origin ? c->origin : "?", it->where, it->text, it->stated, why,
                    it->source[0] ? " (" : "", it->source, it->source[0] ? ")" : "");
    }
    if (bad == 0)
        return CMD_OK;
    fprintf(c->err, "cgtk %s: verification failed: %zu of %zu stated values %s\n", c->name,
            bad, checked, bad == 1 ? "is wrong" : "are wrong");
    return CMD_LIMIT;
}
#line 1344 "noweb/cmd/cmdkit.nw"
FILE *Cmd_out(const Cmd *c) { return c->out; }
FILE *Cmd_err(const Cmd *c) { return c->err; }
FILE *Cmd_in(const Cmd *c) { return c->in; }
const char *Cmd_name(const Cmd *c) { return c->name; }
const Cmd_Command *Cmd_command(const Cmd *c) { return c->cmd; }
const Position_Ruleset *Cmd_ruleset(const Cmd *c) { return c->ruleset; }
void *Cmd_state(const Cmd *c) { return c->state; }
int Cmd_argc(const Cmd *c) { return c->argc; }
size_t Cmd_nitems(const Cmd *c) { return c->nitems; }
const char *Cmd_origin(const Cmd *c) { return c->origin; }
const char *Cmd_format(const Cmd *c) { return c->format; }
Emit_Format Cmd_emit_format(const Cmd *c) { return c->emit; }
Game_Limits Cmd_limits(const Cmd *c) { return c->limits; }
const char *Cmd_table_path(const Cmd *c) { return c->table; }
const char *Cmd_verify_path(const Cmd *c) { return c->verify; }
void Cmd_take_no_items(Cmd *c) { c->no_items = true; }

void Cmd_set_ruleset(Cmd *c, const Position_Ruleset *rs)
{
    assert(c && rs);
    c->ruleset = rs;
}

const char *Cmd_argv(const Cmd *c, int i)
{
    assert(i >= 0 && i < c->argc);
    return c->argv[i];
}

char *const *Cmd_typed_argv(const Cmd *c, int *argc)
{
    assert(c && argc);
    *argc = c->typed_argc;
    return c->typed_argv;
}

const Cmd_Item *Cmd_item(const Cmd *c, size_t i)
{
    assert(i < c->nitems);
    return &c->item[i];
}

void Cmd_set_item_text(Cmd *c, size_t i, const char *text)
{
    assert(i < c->nitems && text);
    char *t = STRDUP(text);
    FREE(c->item[i].text);
    c->item[i].text = t;
}

void Cmd_bound_memory(Cmd *c)
{
    if (!c->limits.max_bytes)
        c->limits.max_bytes = Cmd_default_bytes();
}
#line 1562 "noweb/cmd/cmdkit.nw"
int Cmd_table_check(Cmd *c, const char *option, const char *path)
{
    assert(c && option && path);
    struct stat sb;
    if (lstat(path, &sb) == 0) {
        if (S_ISLNK(sb.st_mode))
            return Cmd_error(c, "%s %s: a symbolic link: the table is saved by renaming a "
                             "new file over it, which would replace the link; give the file "
                             "it points to", option, path);
        if (!S_ISREG(sb.st_mode))
            return Cmd_error(c, "%s %s: not a regular file", option, path);
        if (access(path, R_OK | W_OK) != 0)
            return Cmd_error(c, "%s %s: %s", option, path, strerror(errno));
    } else if (errno != ENOENT)
        return Cmd_error(c, "%s %s: %s", option, path, strerror(errno));
    const char *slash = strrchr(path, '/');
    size_t dlen = !slash ? 0 : slash == path ? 1 : (size_t)(slash - path);
    char *tmp = ALLOC(dlen + 32);
    snprintf(tmp, dlen + 32, "%.*s%s.cgtk-table-XXXXXX", (int)dlen, path,
             dlen == 0 || (dlen == 1 && slash == path) ? "" : "/");
    int fd = mkstemp(tmp), rc = CMD_OK;
    if (fd < 0)
        rc = Cmd_error(c, "%s %s: cannot save there: %s", option, path, strerror(errno));
    else {
        close(fd);
        unlink(tmp);
    }
    FREE(tmp);
    return rc;
}
