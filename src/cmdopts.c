/* Generated from noweb/cmd/cmdopts.nw by notangle: edit the .nw, not this file. */
#line 186 "noweb/cmd/cmdopts.nw"
#include <assert.h>
#include <ctype.h>
#include <getopt.h>
#include <string.h>
#include "cmdopts.h"
#include "mem.h"
#include "perr.h"

#line 203 "noweb/cmd/cmdopts.nw"
static const Cmd_Option shared[] = {
    { "format", CMD_OPT_FORMAT, "FMT", NULL },
    { "latex", CMD_OPT_LATEX, NULL, "the same as --format=latex" },
    { "latex-width", CMD_OPT_LATEX_WIDTH, "N",
      "in LaTeX, write a game longer than N characters\n"
      "as its birthday, options, stops, mean and temperature\n(default 1500)" },
    { "max-games", CMD_OPT_MAX_GAMES, "N",
      "stop (exit 1) when the game store would pass N games" },
    { "max-positions", CMD_OPT_MAX_POSITIONS, "N",
      "stop (exit 1) when the transposition table would pass N\npositions" },
    { "max-memory", CMD_OPT_MAX_MEMORY, "MB", NULL },
    { "table", CMD_OPT_TABLE, "FILE",
      "load the transposition table from FILE if it exists;\n"
      "save it there at the end, also when a limit or a signal\nstopped us" },
    { "verify", CMD_OPT_VERIFY, "FILE",
      "read lines ITEM<TAB>STATED VALUE<TAB>SOURCE and say\n"
      "whether each computed value agrees with the stated one;\n"
      "exit 1 if one does not (a fourth field no: it must not)" },
    { "keep-going", CMD_OPT_KEEP_GOING, NULL,
      "go on past a bad item: report it (in TSV and JSON\n"
      "also as a row with an error column) and exit 2 at the end" },
    { "decimal", CMD_OPT_DECIMAL, NULL,
      "add a decimal column beside each exact value (exact:\n"
      "a dyadic rational has a finite decimal expansion)" },
    { "progress", CMD_OPT_PROGRESS, NULL,
      "draw a progress line on standard error, even when\n"
      "it is not a terminal" },
    { "quiet", CMD_OPT_QUIET, NULL, "draw no progress line" },
    { "help", CMD_OPT_HELP, NULL, "print this help" },
    { NULL, 0, NULL, NULL }
};
#line 500 "noweb/cmd/cmdopts.nw"
typedef struct Table {
    struct option *lo;
    char *so;
    size_t n;
} Table;
#line 239 "noweb/cmd/cmdopts.nw"
static bool offered(const Cmd_Command *cmd, const Cmd_Option *o, const Position_Ruleset *rs)
{
    return !cmd->offers || cmd->offers(rs, o->key);
}

bool Cmd_has_format(const Cmd_Command *cmd, const char *name)
{
    assert(cmd && name);
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
    case CMD_OPT_FORMAT: return several_formats(cmd);
    case CMD_OPT_LATEX: case CMD_OPT_LATEX_WIDTH:
        return several_formats(cmd) && Cmd_has_format(cmd, "latex");
    case CMD_OPT_MAX_GAMES: return cmd->kit & CMD_GAMES;
    case CMD_OPT_MAX_POSITIONS: case CMD_OPT_TABLE: return cmd->kit & CMD_POSITIONS;
    case CMD_OPT_MAX_MEMORY: return cmd->kit & (CMD_GAMES | CMD_POSITIONS);
    case CMD_OPT_VERIFY: return cmd->kit & CMD_VERIFY;
    case CMD_OPT_KEEP_GOING: return cmd->kit & CMD_ITEMS;
    case CMD_OPT_DECIMAL: return cmd->kit & CMD_DECIMAL;
    case CMD_OPT_PROGRESS: case CMD_OPT_QUIET: return cmd->kit & CMD_LONG;
    default: return true;
    }
}
#line 287 "noweb/cmd/cmdopts.nw"
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

static const char *memory_help(const Cmd_Command *cmd);

static void help_formats(FILE *f, const Cmd_Command *cmd)
{
    char text[256];
    Cmd_list_formats(cmd, text, sizeof text);
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
        if (o->key == CMD_OPT_FORMAT)
            help_formats(f, cmd);
        else if (o->key == CMD_OPT_MAX_MEMORY)
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
#line 384 "noweb/cmd/cmdopts.nw"
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
        if (!takes_shared(cmd, o->key) || o->key == CMD_OPT_HELP)
            continue;
        char formats[256];
        if (o->key == CMD_OPT_FORMAT)
            Cmd_list_formats(cmd, formats, sizeof formats);
        man_option(f, o, o->key == CMD_OPT_FORMAT ? formats
                         : o->key == CMD_OPT_MAX_MEMORY ? memory_help(cmd) : o->help);
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
#line 508 "noweb/cmd/cmdopts.nw"
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
#line 543 "noweb/cmd/cmdopts.nw"
void Cmd_list_formats(const Cmd_Command *cmd, char *text, size_t size)
{
    assert(cmd && text && size > 0);
    const char *fmts = cmd->formats ? cmd->formats : "plain";
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
#line 576 "noweb/cmd/cmdopts.nw"
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

static void bad_long(FILE *err, const char *who, const Table *t, const char *word)
{
    const char *name = word + 2;
    size_t len = strcspn(name, "=");
    size_t k;
    const struct option *o = long_named(t, name, len, &k);
    if (k == 1 && name[len] == '=' && o->has_arg == no_argument) {
        fprintf(err, "cgtk %s: option '--%s' takes no argument\n", who, o->name);
        return;
    }
    if (k > 1) {
        fprintf(err, "cgtk %s: option '--%.*s' is ambiguous:", who, (int)len, name);
        for (size_t i = 0, j = 0; i < t->n; i++)
            if (strncmp(t->lo[i].name, name, len) == 0)
                fprintf(err, "%s --%s", j++ ? "," : "", t->lo[i].name);
        fputc('\n', err);
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
    fprintf(err, "cgtk %s: unknown option '--%s'", who, typed);
    if (guess)
        fprintf(err, "; did you mean '--%s'?", guess);
    fputc('\n', err);
}

static int bad_option(FILE *err, const char *name, const Table *t, int key, int argc,
                      char **argv)
{
    const char *word = optind > 0 && optind <= argc ? argv[optind - 1] : "?";
    if (key == ':' && optopt && optopt < 128)
        fprintf(err, "cgtk %s: option '-%c' needs an argument\n", name, optopt);
    else if (key == ':')
        fprintf(err, "cgtk %s: option '%s' needs an argument\n", name, word);
    else if (strncmp(word, "--", 2) == 0 && word[2])
        bad_long(err, name, t, word);
    else if (optopt > ' ' && optopt < 128)
        fprintf(err, "cgtk %s: unknown option '-%c'\n", name, optopt);
    else
        fprintf(err, "cgtk %s: unknown option '%s'\n", name, word);
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (argv[i][0] == '-' && argv[i][1] && strchr("0123456789{(^*v+.TM", argv[i][1])) {
            fprintf(err, "cgtk %s: an expression that starts with '-' goes after "
                    "'--', as in: cgtk %s -- %s\n", name, name, argv[i]);
            break;
        }
    fprintf(err, "Try 'cgtk %s --help'.\n", name);
    return CMD_USAGE;
}
#line 668 "noweb/cmd/cmdopts.nw"
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

int Cmd_read_options(const Cmd_Command *cmd, const Position_Ruleset *rs, const char *name,
                     int argc, char **argv, FILE *err, Cmd_Take *take, void *closure,
                     int *first)
{
    assert(cmd && name && argc >= 1 && argv && err && take && first);
    Table t = build_table(cmd, rs);
    int rc = CMD_OK, key;
    char prog[64];
    snprintf(prog, sizeof prog, "cgtk %s", name);
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
            rc = bad_option(err, name, &t, key, argc, argv);
        }
        else
            rc = take(closure, key, optarg);
    }
    unhide_negatives(argc, argv, hidden, nhidden);
    FREE(hidden);
    argv[0] = saved;
    *first = optind;
    FREE(t.lo);
    FREE(t.so);
    return rc;
}
