/* Generated from noweb/cmd/cmdkit.nw by notangle: edit the .nw, not this file. */
#line 521 "noweb/cmd/cmdkit.nw"
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
#include "interrupt.h"
#include "progress.h"
#include "mem.h"
#include "notation.h"

#line 551 "noweb/cmd/cmdkit.nw"
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
    
#line 572 "noweb/cmd/cmdkit.nw"
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
#line 2019 "noweb/cmd/cmdkit.nw"
int progress_mode;              /* -1 --quiet, 1 --progress, 0 when a terminal */
Progress progress;              /* the line (module progress) */
int typed_argc;
char **typed_argv;              /* the command line before getopt permuted it */
int late_rc;
FILE *real_out;                 /* where the results go in the end */
bool flushed;                   /* Cmd_flush_partial wrote some results */
#line 568 "noweb/cmd/cmdkit.nw"
};
#line 591 "noweb/cmd/cmdkit.nw"
enum {
    K_HELP = 'h', K_FORMAT = 'f',
    K_LATEX = 900, K_MAX_GAMES, K_MAX_MEMORY, K_MAX_POSITIONS, K_TABLE, K_VERIFY,
    K_KEEP_GOING, K_DECIMAL, K_PROGRESS, K_QUIET, K_LATEX_WIDTH
};

static const Cmd_Option shared[] = {
    { "format", K_FORMAT, "FMT", NULL },
    { "latex", K_LATEX, NULL, "the same as --format=latex" },
    { "latex-width", K_LATEX_WIDTH, "N", "in LaTeX, write a game longer than N characters\n"
      "as its birthday, options, stops, mean and temperature\n(default 1500)" },
    { "max-games", K_MAX_GAMES, "N", "stop (exit 1) when the game store would pass N games" },
    { "max-positions", K_MAX_POSITIONS, "N",
      "stop (exit 1) when the transposition table would pass N\npositions" },
    { "max-memory", K_MAX_MEMORY, "MB", NULL },
    { "table", K_TABLE, "FILE", "load the transposition table from FILE if it exists;\n"
      "save it there at the end, also when a limit or a signal\nstopped us" },
    { "verify", K_VERIFY, "FILE", "read lines ITEM<TAB>STATED VALUE<TAB>SOURCE and say\n"
      "whether each computed value agrees with the stated one;\n"
      "exit 1 if one does not (a fourth field no: it must not)" },
    { "keep-going", K_KEEP_GOING, NULL, "go on past a bad item: report it (in TSV and JSON\n"
      "also as a row with an error column) and exit 2 at the end" },
    { "decimal", K_DECIMAL, NULL, "add a decimal column beside each exact value (exact:\n"
      "a dyadic rational has a finite decimal expansion)" },
    { "progress", K_PROGRESS, NULL, "draw a progress line on standard error, even when\n"
      "it is not a terminal" },
    { "quiet", K_QUIET, NULL, "draw no progress line" },
    { "help", K_HELP, NULL, "print this help" },
    { NULL, 0, NULL, NULL }
};
#line 886 "noweb/cmd/cmdkit.nw"
typedef struct Table {
    struct option *lo;
    char *so;
    size_t n;
} Table;
#line 1442 "noweb/cmd/cmdkit.nw"
typedef struct Sink {
    char *buf;
    size_t len, cap, max;
    size_t held;                /* bytes declared with Game_hold */
    bool over;
} Sink;
#line 2031 "noweb/cmd/cmdkit.nw"
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
#line 2091 "noweb/cmd/cmdkit.nw"
char *Cmd_command_line(const Cmd *c)
{
    assert(c);
    return Progress_quoted(c->typed_argc, c->typed_argv, !Interrupt_signal);
}
#line 626 "noweb/cmd/cmdkit.nw"
static bool offered(const Cmd_Command *cmd, const Cmd_Option *o, const Position_Ruleset *rs)
{
    return !cmd->offers || cmd->offers(rs, o->key);
}

static bool has_format(const Cmd_Command *cmd, const char *name)
{
    const char *f = cmd->formats ? cmd->formats : "plain";
    size_t n = strlen(name);
    if (n == 0)                         /* strstr(p, "") is p: no progress */
        return false;
    for (const char *p = f; (p = strstr(p, name)); p += n)
        if ((p == f || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

static bool several_formats(const Cmd_Command *cmd)
{
    return cmd->formats && strchr(cmd->formats, ' ');
}

static bool takes_shared(const Cmd_Command *cmd, int key)
{
    switch (key) {
    case K_FORMAT: return several_formats(cmd);
    case K_LATEX: case K_LATEX_WIDTH: return several_formats(cmd) && has_format(cmd, "latex");
    case K_MAX_GAMES: return cmd->kit & CMD_GAMES;
    case K_MAX_POSITIONS: case K_TABLE: return cmd->kit & CMD_POSITIONS;
    case K_MAX_MEMORY: return cmd->kit & (CMD_GAMES | CMD_POSITIONS);
    case K_VERIFY: return cmd->kit & CMD_VERIFY;
    case K_KEEP_GOING: return cmd->kit & CMD_ITEMS;
    case K_DECIMAL: return cmd->kit & CMD_DECIMAL;
    case K_PROGRESS: case K_QUIET: return cmd->kit & CMD_LONG;
    default: return true;
    }
}
#line 672 "noweb/cmd/cmdkit.nw"
static void help_option(FILE *f, const Cmd_Option *o, const char *text)
{
    char left[64];
    int n = o->key < 128 && o->key > ' '
        ? snprintf(left, sizeof left, "  -%c, --%s", o->key, o->name)
        : snprintf(left, sizeof left, "      --%s", o->name);
    if (o->arg && o->arg[0] == '[')
        snprintf(left + n, sizeof left - (size_t)n, "[=%.*s]", (int)strlen(o->arg) - 2,
                 o->arg + 1);
    else if (o->arg)
        snprintf(left + n, sizeof left - (size_t)n, " %s", o->arg);
    fprintf(f, "%-26s", left);
    if (strlen(left) >= 26)
        fprintf(f, "\n%-26s", "");
    for (const char *p = text; *p; p++) {
        fputc(*p, f);
        if (*p == '\n' && p[1])
            fprintf(f, "%-26s", "");
    }
    fputc('\n', f);
}

static void list_formats(const Cmd_Command *cmd, char *text, size_t size);
static const char *memory_help(const Cmd_Command *cmd);

static void help_formats(FILE *f, const Cmd_Command *cmd)
{
    char text[256];
    list_formats(cmd, text, sizeof text);
    size_t n = strcspn(text, ", ");
    char line[300];
    snprintf(line, sizeof line, "%.*s (default)%s", (int)n, text, text + n);
    help_option(f, &shared[0], line);
}

void Cmd_help(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs, const char *name)
{
    assert(f && cmd && name);
    const char *syn = cmd->synopsis ? cmd->synopsis : "[OPTION]...";
    for (int first = 1; *syn;) {
        size_t n = strcspn(syn, "\n");
        char line[256];
        snprintf(line, sizeof line, "%.*s", (int)n, syn);
        if (!strstr(line, "FAMILY") || (rs && rs->families)) {
            fprintf(f, "%s cgtk %s %s\n", first ? "usage:" : "   or:", name, line);
            first = 0;
        }
        syn += n + (syn[n] == '\n');
    }
    const char *summary = rs ? rs->summary : cmd->summary;
    if (summary)
        fprintf(f, "%c%s.\n", toupper((unsigned char)summary[0]), summary + 1);
    if (rs && rs->syntax)
        fprintf(f, "\n%s\n", rs->syntax);
    if (cmd->description)
        fprintf(f, "\n%s\n", cmd->description);
    fputs("\nOptions:\n", f);
    for (const Cmd_Option *o = cmd->options; o && o->name; o++)
        if (offered(cmd, o, rs))
            help_option(f, o, o->help);
    for (const Cmd_Option *o = shared; o->name; o++) {
        if (!takes_shared(cmd, o->key))
            continue;
        if (o->key == K_FORMAT)
            help_formats(f, cmd);
        else if (o->key == K_MAX_MEMORY)
            help_option(f, o, memory_help(cmd));
        else
            help_option(f, o, o->help);
    }
    if (cmd->kit & CMD_ITEMS)
        fprintf(f, "\nWith no %s, one is read per line from standard input (blank lines\n"
                "are skipped; '# ', a # and a blank, at the start of a line or after a\n"
                "blank starts a comment, so a board may begin with #: '#.|..').  When\n"
                "lines were skipped, standard error says how many items were read.\n"
                "No item at all is bad input (exit status 2), also with --keep-going.\n",
                cmd->items ? cmd->items : "ITEM");
    fputs("\nExit status: 0 success, 1 a limit was reached, 2 bad input or usage\n"
          "(nothing is printed on standard output then", f);
    fputs(cmd->kit & CMD_ITEMS ? ", except with --keep-going).\n" : ").\n", f);
    if (cmd->kit & CMD_VERIFY)
        fputs("With --verify, the exit status is 1 when a stated value is wrong: the\n"
              "results are printed, and each wrong claim is named on standard error.\n", f);
    if (cmd->kit & CMD_LONG)
        fputs("Interrupted by SIGINT or SIGTERM, it stops cleanly with exit status 130\n"
              "or 143.\n", f);
    const char *see = rs ? rs->source : cmd->see;
    if (see)
        fprintf(f, "See: %s.\n", see);
}
#line 770 "noweb/cmd/cmdkit.nw"
static void roff(FILE *f, const char *s)
{
    bool bol = true;
    for (; *s; s++) {
        if (bol && (*s == '.' || *s == '\''))
            fputs("\\&", f);
        if (*s == '\\')
            fputs("\\e", f);
        else if (*s == '-')
            fputs("\\-", f);
        else
            fputc(*s, f);
        bol = *s == '\n';
    }
}

static void man_option(FILE *f, const Cmd_Option *o, const char *text)
{
    fputs(".TP\n", f);
    if (o->key < 128 && o->key > ' ')
        fprintf(f, "\\fB\\-%c\\fR, ", o->key);
    fputs("\\fB\\-\\-", f);
    roff(f, o->name);
    fputs("\\fR", f);
    if (o->arg && o->arg[0] == '[')
        fprintf(f, "[=\\fI%.*s\\fR]", (int)strlen(o->arg) - 2, o->arg + 1);
    else if (o->arg)
        fprintf(f, " \\fI%s\\fR", o->arg);
    fputc('\n', f);
    roff(f, text);
    fputc('\n', f);
}

static const char *memory_help(const Cmd_Command *cmd)
{
    return cmd->kit & CMD_POSITIONS
        ? "stop (exit 1) when the memory held (table, game store,\n"
          "search, results) would pass MB megabytes (default: 3/4\n"
          "of physical memory)"
        : "stop (exit 1) when the game store and the results would\n"
          "pass MB megabytes";
}

void Cmd_man(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs, const char *name)
{
    assert(f && cmd && name);
    fprintf(f, ".SS \"cgtk %s\"\n", name);
    const char *syn = cmd->synopsis ? cmd->synopsis : "[OPTION]...";
    while (*syn) {
        size_t n = strcspn(syn, "\n");
        char line[256];
        snprintf(line, sizeof line, "%.*s", (int)n, syn);
        if (!strstr(line, "FAMILY") || (rs && rs->families)) {
            fprintf(f, ".B cgtk %s\n", name);
            roff(f, line);
            fputs("\n.br\n", f);
        }
        syn += n + (syn[n] == '\n');
    }
    const char *summary = rs ? rs->summary : cmd->summary;
    fputs(".PP\n", f);
    if (summary) {
        fprintf(f, "%c", toupper((unsigned char)summary[0]));
        roff(f, summary + 1);
        fputs(".\n", f);
    }
    if (rs && rs->syntax) {
        fputs(".PP\n", f);
        roff(f, rs->syntax);
        fputc('\n', f);
    }
    if (cmd->description) {
        fputs(".PP\n", f);
        roff(f, cmd->description);
        fputc('\n', f);
    }
    for (const Cmd_Option *o = cmd->options; o && o->name; o++)
        if (offered(cmd, o, rs))
            man_option(f, o, o->help);
    for (const Cmd_Option *o = shared; o->name; o++) {
        if (!takes_shared(cmd, o->key) || o->key == K_HELP)
            continue;
        char formats[256];
        if (o->key == K_FORMAT)
            list_formats(cmd, formats, sizeof formats);
        man_option(f, o, o->key == K_FORMAT ? formats
                         : o->key == K_MAX_MEMORY ? memory_help(cmd) : o->help);
    }
    const char *see = rs ? rs->source : cmd->see;
    if (see) {
        fputs(".PP\nSee: ", f);
        roff(f, see);
        fputs(".\n", f);
    }
}

void Cmd_words(FILE *f, const Cmd_Command *cmd, const Position_Ruleset *rs)
{
    assert(f && cmd);
    for (const Cmd_Option *o = cmd->options; o && o->name; o++)
        if (offered(cmd, o, rs))
            fprintf(f, "--%s ", o->name);
    for (const Cmd_Option *o = shared; o->name; o++)
        if (takes_shared(cmd, o->key))
            fprintf(f, "--%s ", o->name);
}
#line 894 "noweb/cmd/cmdkit.nw"
static void add_option(Table *t, const Cmd_Option *o)
{
    RESIZE_ARRAY(t->lo, t->n + 2, sizeof *t->lo);
    int has = !o->arg ? no_argument : o->arg[0] == '[' ? optional_argument
                                                       : required_argument;
    t->lo[t->n++] = (struct option){ o->name, has, NULL, o->key };
    t->lo[t->n] = (struct option){ NULL, 0, NULL, 0 };
    if (o->key > ' ' && o->key < 128) {
        size_t k = strlen(t->so);
        t->so[k++] = (char)o->key;
        if (has == required_argument)
            t->so[k++] = ':';
        t->so[k] = '\0';
    }
}

static Table build_table(const Cmd_Command *cmd, const Position_Ruleset *rs)
{
    size_t n = 0;
    for (const Cmd_Option *o = cmd->options; o && o->name; o++)
        n++;
    Table t = { NULL, CALLOC(3 * (n + 8) + 2, 1), 0 };
    t.so[0] = ':';                      /* a missing argument is reported as ':' */
    for (const Cmd_Option *o = cmd->options; o && o->name; o++)
        if (offered(cmd, o, rs))
            add_option(&t, o);
    for (const Cmd_Option *o = shared; o->name; o++)
        if (takes_shared(cmd, o->key))
            add_option(&t, o);
    return t;
}
#line 930 "noweb/cmd/cmdkit.nw"
static void list_formats(const Cmd_Command *cmd, char *text, size_t size)
{
    const char *fmts = cmd->formats;
    size_t count = 1, k = 0;
    text[0] = '\0';
    for (const char *p = fmts; *p; p++)
        count += *p == ' ';
    for (const char *p = fmts; *p; k++) {
        size_t n = strcspn(p, " ");
        snprintf(text + strlen(text), size - strlen(text), "%s%.*s",
                 k == 0 ? "" : k + 1 == count ? " or " : ", ", (int)n, p);
        p += n + (p[n] == ' ');
    }
}

static Emit_Format emit_of(const char *name)
{
    return strcmp(name, "tsv") == 0 ? EMIT_TSV : strcmp(name, "latex") == 0 ? EMIT_LATEX
         : strcmp(name, "json") == 0 ? EMIT_JSON : EMIT_PLAIN;
}

static int set_format(Cmd *c, const char *name)
{
    char list[256];
    list_formats(c->cmd, list, sizeof list);
    if (!has_format(c->cmd, name))
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
    case K_FORMAT: return set_format(c, arg);
    case K_LATEX: return set_format(c, "latex");
    case K_MAX_GAMES:
        if (!Cmd_count(c, "--max-games", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->limits.max_games = (size_t)v;
        return CMD_OK;
    case K_MAX_POSITIONS:
        if (!Cmd_count(c, "--max-positions", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->limits.max_positions = (size_t)v;
        return CMD_OK;
    case K_MAX_MEMORY:
        if (!Cmd_count(c, "--max-memory", arg, 1L << 30, &v)) return CMD_USAGE;
        c->limits.max_bytes = (size_t)v << 20;
        return CMD_OK;
    case K_TABLE: c->table = arg; return CMD_OK;
    case K_VERIFY: c->verify = arg; return CMD_OK;
    case K_KEEP_GOING: c->keep_going = true; return CMD_OK;
    case K_DECIMAL: c->decimal = true; return CMD_OK;
    case K_LATEX_WIDTH:
        if (!Cmd_count(c, "--latex-width", arg, LONG_MAX / 2, &v)) return CMD_USAGE;
        c->latex_width = (size_t)v;
        return CMD_OK;
    case K_PROGRESS: c->progress_mode = 1; return CMD_OK;
    case K_QUIET: c->progress_mode = -1; return CMD_OK;
    }
    return CMD_USAGE;
}
#line 1014 "noweb/cmd/cmdkit.nw"
/* the long options of t that word names: exactly, or as a prefix (k of them) */
static const struct option *long_named(const Table *t, const char *name, size_t len,
                                       size_t *k)
{
    const struct option *found = NULL;
    *k = 0;
    for (size_t i = 0; i < t->n; i++)
        if (strlen(t->lo[i].name) == len && strncmp(t->lo[i].name, name, len) == 0) {
            *k = 1;
            return &t->lo[i];
        }
    for (size_t i = 0; i < t->n; i++)
        if (strncmp(t->lo[i].name, name, len) == 0) {
            found = found ? found : &t->lo[i];
            ++*k;
        }
    return found;
}

static void bad_long(Cmd *c, const Table *t, const char *word)
{
    const char *name = word + 2;
    size_t len = strcspn(name, "=");
    size_t k;
    const struct option *o = long_named(t, name, len, &k);
    if (k == 1 && name[len] == '=' && o->has_arg == no_argument) {
        fprintf(c->err, "cgtk %s: option '--%s' takes no argument\n", c->name, o->name);
        return;
    }
    if (k > 1) {
        fprintf(c->err, "cgtk %s: option '--%.*s' is ambiguous:", c->name, (int)len, name);
        for (size_t i = 0, j = 0; i < t->n; i++)
            if (strncmp(t->lo[i].name, name, len) == 0)
                fprintf(c->err, "%s --%s", j++ ? "," : "", t->lo[i].name);
        fputc('\n', c->err);
        return;
    }
    char typed[64];
    snprintf(typed, sizeof typed, "%.*s", (int)(len < 63 ? len : 63), name);
    const char *guess = NULL;
    size_t best = 3;
    for (size_t i = 0; i < t->n; i++) {
        size_t d = Perr_distance(typed, t->lo[i].name);
        if (d < best) {
            best = d;
            guess = t->lo[i].name;
        }
    }
    fprintf(c->err, "cgtk %s: unknown option '--%s'", c->name, typed);
    if (guess)
        fprintf(c->err, "; did you mean '--%s'?", guess);
    fputc('\n', c->err);
}

static int bad_option(Cmd *c, const Table *t, int key, int argc, char **argv)
{
    const char *word = optind > 0 && optind <= argc ? argv[optind - 1] : "?";
    if (key == ':' && optopt && optopt < 128)
        fprintf(c->err, "cgtk %s: option '-%c' needs an argument\n", c->name, optopt);
    else if (key == ':')
        fprintf(c->err, "cgtk %s: option '%s' needs an argument\n", c->name, word);
    else if (strncmp(word, "--", 2) == 0 && word[2])
        bad_long(c, t, word);
    else if (optopt > ' ' && optopt < 128)
        fprintf(c->err, "cgtk %s: unknown option '-%c'\n", c->name, optopt);
    else
        fprintf(c->err, "cgtk %s: unknown option '%s'\n", c->name, word);
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (argv[i][0] == '-' && argv[i][1] && strchr("0123456789{(^*v+.TM", argv[i][1])) {
            fprintf(c->err, "cgtk %s: an expression that starts with '-' goes after "
                    "'--', as in: cgtk %s -- %s\n", c->name, c->name, argv[i]);
            break;
        }
    fprintf(c->err, "Try 'cgtk %s --help'.\n", c->name);
    return CMD_USAGE;
}
#line 1105 "noweb/cmd/cmdkit.nw"
static bool negative_number(const char *w)
{
    return w[0] == '-' && isdigit((unsigned char)w[1])
           && strspn(w + 1, "0123456789./ ") == strlen(w + 1);
}

/* does the word w, an option, take the next word as its argument? */
static bool takes_next(const Table *t, const char *w)
{
    if (w[0] != '-' || !w[1])
        return false;
    if (w[1] == '-') {
        size_t k, len = strcspn(w + 2, "=");
        const struct option *o = long_named(t, w + 2, len, &k);
        return w[2 + len] != '=' && k == 1 && o->has_arg == required_argument;
    }
    for (const char *p = w + 1; *p; p++) {
        const char *s = strchr(t->so + 1, *p);
        if (!s || *p == ':')
            return false;
        if (s[1] == ':')
            return p[1] == '\0';        /* else the rest of the word is its argument */
    }
    return false;
}

static size_t hide_negatives(const Table *t, int argc, char **argv, char **hidden)
{
    size_t n = 0;
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (takes_next(t, argv[i])) {
            i++;                        /* its argument, whatever it is */
            continue;
        }
        if (negative_number(argv[i]))
            hidden[n++] = argv[i] = argv[i] + 1;
    }
    return n;
}

static void unhide_negatives(int argc, char **argv, char **hidden, size_t n)
{
    for (int i = 0; i < argc; i++)
        for (size_t k = 0; k < n; k++)
            if (argv[i] == hidden[k]) {
                argv[i]--;
                break;
            }
}

static int read_options(Cmd *c, int argc, char **argv, bool *help)
{
    Table t = build_table(c->cmd, c->ruleset);
    int rc = CMD_OK, key;
    char prog[64];
    snprintf(prog, sizeof prog, "cgtk %s", c->name);
    char *saved = argv[0];
    argv[0] = prog;                     /* getopt's own messages name the command */
    char **hidden = ALLOC_ARRAY((size_t)argc + 1, sizeof *hidden);
    size_t nhidden = hide_negatives(&t, argc, argv, hidden);
    optind = 0;
    opterr = 0;
    while (rc == CMD_OK && (key = getopt_long(argc, argv, t.so, t.lo, NULL)) != -1) {
        if (key == '?' || key == ':') {
            unhide_negatives(argc, argv, hidden, nhidden);
            nhidden = 0;
            rc = bad_option(c, &t, key, argc, argv);
        }
        else if (key == K_HELP)
            *help = true;
        else if (key >= 900 && key < CMD_KEY)
            rc = shared_option(c, key, optarg);
        else if (key == K_FORMAT)
            rc = shared_option(c, key, optarg);
        else if (c->cmd->option)
            rc = c->cmd->option(c, key, optarg);
    }
    unhide_negatives(argc, argv, hidden, nhidden);
    FREE(hidden);
    argv[0] = saved;
    c->argc = argc - optind;
    c->argv = argv + optind;
    FREE(t.lo);
    FREE(t.so);
    return rc;
}
#line 1204 "noweb/cmd/cmdkit.nw"
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

#line 1326 "noweb/cmd/cmdkit.nw"
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

#line 1231 "noweb/cmd/cmdkit.nw"
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
            
#line 1294 "noweb/cmd/cmdkit.nw"
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
#line 1254 "noweb/cmd/cmdkit.nw"
        }
    }
    if (rc == CMD_OK && ferror(f))
        rc = Cmd_error(c, "%s:%zu: %s", origin, lineno, strerror(errno ? errno : EIO));
    if (rc == CMD_OK && len > 0) {
        
#line 1294 "noweb/cmd/cmdkit.nw"
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
#line 1260 "noweb/cmd/cmdkit.nw"
    }
    FREE(line);
    if (rc == CMD_OK)
        say_skipped(c, origin);
    c->empty_input = rc == CMD_OK && c->nitems == 0;
    return rc;
}
#line 1275 "noweb/cmd/cmdkit.nw"
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
#line 1451 "noweb/cmd/cmdkit.nw"
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
#line 1482 "noweb/cmd/cmdkit.nw"
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
#line 1500 "noweb/cmd/cmdkit.nw"
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
        
#line 1604 "noweb/cmd/cmdkit.nw"
rc = Cmd_limit(&c, "before the results were written");
#line 1546 "noweb/cmd/cmdkit.nw"
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
        
#line 1608 "noweb/cmd/cmdkit.nw"
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
#line 1559 "noweb/cmd/cmdkit.nw"
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
#line 1576 "noweb/cmd/cmdkit.nw"
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
#line 1623 "noweb/cmd/cmdkit.nw"
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
#line 1749 "noweb/cmd/cmdkit.nw"
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

const char *Cmd_agree(Cmd *c, size_t i, Game_T value)
{
    assert(i < c->nitems);
    const char *s = c->item[i].stated;
    if (!s[0])
        return "-";
    Game_T g;
    Perr_T e;
    bool nim = c->ruleset && (c->ruleset->flags & POSITION_IMPARTIAL) && s[0]
               && strspn(s, "0123456789") == strlen(s) && strlen(s) < 10;
    if (nim)
        return Cmd_verdict(c, i, Game_nimber((uint32_t)strtoul(s, NULL, 10)) == value
                                 ? "yes" : "no");
    if (!Notation_parse(s, &g, &e))
        return Cmd_verdict(c, i, "unreadable");
    return Cmd_verdict(c, i, g == value ? "yes" : "no");
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
#line 1901 "noweb/cmd/cmdkit.nw"
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
#line 2121 "noweb/cmd/cmdkit.nw"
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
