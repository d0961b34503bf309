/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#line 60 "noweb/cmd/cgtk.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cgtk.h"
#include "game.h"
#include "notation.h"
#include "thermocmd.h"
#include "impcmd.h"
#include "rulecmd.h"
#include "version.h"

#line 89 "noweb/cmd/cgtk.nw"
typedef int Command(int argc, char **argv);
typedef struct { const char *name; Command *run; const char *summary; } Subcommand;
#line 94 "noweb/cmd/cgtk.nw"
static Command cmd_numbers;
#line 333 "noweb/cmd/cgtk.nw"
static void print_numbers_plain(const Dyadic_Born *a, size_t n);
static void print_numbers_tsv(const Dyadic_Born *a, size_t n);
static void print_numbers_latex(const Dyadic_Born *a, size_t n, int days);
static void print_numbers_tree(const Dyadic_Born *a, size_t n);
#line 617 "noweb/cmd/cgtk.nw"
static Command cmd_value, cmd_compare, cmd_verify;
static int value_all(const Cgtk_Input *in, int fmt, long max_games, long max_mb);
static int explain_all(const char *cmd, const Cgtk_Input *in);
typedef struct Claim Claim;
static void print_claims(const Claim *cl, size_t n, bool latex);
#line 98 "noweb/cmd/cgtk.nw"
static const Subcommand subcommands[] = {
    
#line 603 "noweb/cmd/cgtk.nw"
{ "value", cmd_value, "canonical forms of game expressions" },
{ "compare", cmd_compare, "compare two games: <, >, = or ||" },
{ "verify", cmd_verify, "check a table of games against stated values" },
#line 100 "noweb/cmd/cgtk.nw"
    
#line 106 "noweb/cmd/cgtk.nw"
{ "numbers", cmd_numbers, "the numbers born by a given day, in order of birth" },
#line 112 "noweb/cmd/cgtk.nw"
{ "stops", Thermocmd_stops, "Left and Right stops, or sections, of games" },
{ "mean", Thermocmd_mean, "mean values of games" },
{ "temperature", Thermocmd_temperature, "temperatures of games" },
{ "cool", Thermocmd_cool, "a game cooled by a temperature" },
{ "heat", Thermocmd_heat, "a game heated (or overheated) by a temperature" },
{ "thermograph", Thermocmd_thermograph, "thermographs: CGSuite's form, TikZ, pgfplots" },
{ "ordinal", Thermocmd_ordinal, "ordinal sums G:H; tables of 1:x and (-1):x" },
{ "signs", Thermocmd_signs, "sign expansions of numbers, and back" },
#line 124 "noweb/cmd/cgtk.nw"
{ "grundy", Impcmd_grundy, "Grundy values of impartial games, normal and misere" },
{ "nim", Impcmd_nim, "nim positions, normal and misere; mex, nim-products" },
{ "octal", Impcmd_octal, "octal games: Grundy sequences, proven periods" },
{ "nodekayles", Impcmd_nodekayles, "Node-Kayles on paths, cycles, stars, grids, graphs" },
#line 610 "noweb/cmd/cgtk.nw"
{ "domineering", Rulecmd_domineering, "values of Domineering boards" },
{ "dominograph", Rulecmd_dominograph, "values of ONAG's domino graphs" },
{ "zigzag", Rulecmd_zigzag, "ONAG's Domineering zig-zags ZZ_n" },
{ "enumerate", Rulecmd_enumerate, "all small positions of a ruleset, as a dictionary" },
#line 101 "noweb/cmd/cgtk.nw"
    { NULL, NULL, NULL }
};
#line 133 "noweb/cmd/cgtk.nw"
static void usage(FILE *out)
{
    fputs("usage: cgtk COMMAND [OPTION]... [ARG]...\n"
          "Exact combinatorial game theory: canonical forms, numbers, nimbers.\n\n"
          "Commands:\n", out);
    for (const Subcommand *s = subcommands; s->name; s++)
        fprintf(out, "  %-12s %s\n", s->name, s->summary);
    fputs("\nRun 'cgtk COMMAND --help' for the options of a command.\n"
          "Exit status: 0 success, 1 a computation limit was reached, "
          "2 bad input or usage.\n", out);
}

int Cgtk_main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CGTK_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
        if (strcmp(name, "help") == 0 && argc > 2) {
            char help[] = "--help";
            char *sub[] = { argv[0], argv[2], help, NULL };
            return Cgtk_main(3, sub);
        }
        usage(stdout);
        return CGTK_OK;
    }
    if (strcmp(name, "--version") == 0) {
        printf("cgtk %s\n", Version_string());
        return CGTK_OK;
    }
    for (const Subcommand *s = subcommands; s->name; s++)
        if (strcmp(name, s->name) == 0) {
            
#line 178 "noweb/cmd/cgtk.nw"
char prog[64], *saved = argv[1];
snprintf(prog, sizeof prog, "cgtk %s", s->name);
argv[1] = prog;
optind = 0;
int rc = s->run(argc - 1, argv + 1);
argv[1] = saved;
return rc;
#line 168 "noweb/cmd/cgtk.nw"
        }
    fprintf(stderr, "cgtk: unknown command '%s' (try 'cgtk --help')\n", name);
    return CGTK_USAGE;
}
#line 204 "noweb/cmd/cgtk.nw"
int Cgtk_bad_usage(const char *cmd)
{
    fprintf(stderr, "Try 'cgtk %s --help'.\n", cmd);
    return CGTK_USAGE;
}

int Cgtk_bad_option(const char *cmd, int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (argv[i][0] == '-' && argv[i][1] && strchr("0123456789{(^*v+.TM", argv[i][1])) {
            fprintf(stderr, "cgtk %s: an expression that starts with '-' goes after "
                    "'--', as in: cgtk %s -- %s\n", cmd, cmd, argv[i]);
            break;
        }
    return Cgtk_bad_usage(cmd);
}

bool Cgtk_parse_count(const char *cmd, const char *opt, const char *arg, long max,
                        long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno || end == arg || *end != '\0' || v < 0) {
        fprintf(stderr, "cgtk %s: %s: expected a non-negative integer, found '%s'\n",
                cmd, opt, arg);
        return false;
    }
    if (v > max) {
        fprintf(stderr, "cgtk %s: %s: %ld is past the limit %ld\n", cmd, opt, v, max);
        return false;
    }
    *out = v;
    return true;
}
#line 253 "noweb/cmd/cgtk.nw"
enum { FMT_PLAIN, FMT_TSV, FMT_LATEX, FMT_TREE };

static int cmd_numbers(int argc, char **argv)
{
    static const struct option opts[] = {
        { "day", required_argument, NULL, 'd' },
        { "format", required_argument, NULL, 'f' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    long day = 4;
    int fmt = FMT_PLAIN, c;
    while ((c = getopt_long(argc, argv, "d:f:h", opts, NULL)) != -1)
        switch (c) {
        case 'd':
            if (!Cgtk_parse_count("numbers", "--day", optarg, DYADIC_MAX_DAY, &day))
                return CGTK_USAGE;
            break;
        case 'f':
            
#line 298 "noweb/cmd/cgtk.nw"
if (strcmp(optarg, "plain") == 0) fmt = FMT_PLAIN;
else if (strcmp(optarg, "tsv") == 0) fmt = FMT_TSV;
else if (strcmp(optarg, "latex") == 0) fmt = FMT_LATEX;
else if (strcmp(optarg, "tree") == 0) fmt = FMT_TREE;
else {
    fprintf(stderr, "cgtk numbers: --format: expected plain, tsv, latex or tree, "
            "found '%s'\n", optarg);
    return CGTK_USAGE;
}
#line 273 "noweb/cmd/cgtk.nw"
            break;
        case 'h':
            
#line 310 "noweb/cmd/cgtk.nw"
printf("usage: cgtk numbers [--day N] [--format=plain|tsv|latex|tree]\n"
       "Print the numbers born by day N (default 4; at most %d), in order of birth:\n"
       "by day, and by value within a day.\n\n"
       "  -d, --day N        the last day\n"
       "  -f, --format FMT   plain: one line of values per day (default)\n"
       "                     tsv: day, value, canonical form {L|R}, one per line\n"
       "                     latex: a booktabs tabular, one row per day\n"
       "                     tree: a pgfplots table of the tree of numbers\n"
       "  -h, --help         print this help\n", DYADIC_MAX_DAY);
#line 276 "noweb/cmd/cgtk.nw"
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("numbers");
        }
    if (optind < argc) {
        fprintf(stderr, "cgtk numbers: unexpected argument '%s'\n", argv[optind]);
        return Cgtk_bad_usage("numbers");
    }
    size_t n;
    Dyadic_Born *a = Dyadic_born((int)day, &n);
    switch (fmt) {
    case FMT_PLAIN: print_numbers_plain(a, n); break;
    case FMT_TSV:   print_numbers_tsv(a, n); break;
    case FMT_LATEX: print_numbers_latex(a, n, (int)day); break;
    case FMT_TREE:  print_numbers_tree(a, n); break;
    }
    Dyadic_born_free(&a, n);
    return CGTK_OK;
}
#line 324 "noweb/cmd/cgtk.nw"
static void put_value(Dyadic_T x, bool latex)
{
    char *s = latex ? Dyadic_latex(x) : Dyadic_str(x);
    fputs(s, stdout);
    free(s);
}
#line 340 "noweb/cmd/cgtk.nw"
static void print_numbers_plain(const Dyadic_Born *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        put_value(a[i].value, false);
        putchar(i + 1 == n || a[i + 1].day != a[i].day ? '\n' : ' ');
    }
}

static void print_numbers_tsv(const Dyadic_Born *a, size_t n)
{
    puts("day\tvalue\tform");
    for (size_t i = 0; i < n; i++) {
        printf("%d\t", a[i].day);
        put_value(a[i].value, false);
        fputs("\t{", stdout);
        if (a[i].left >= 0) put_value(a[a[i].left].value, false);
        putchar('|');
        if (a[i].right >= 0) put_value(a[a[i].right].value, false);
        puts("}");
    }
}
#line 366 "noweb/cmd/cgtk.nw"
static void print_numbers_latex(const Dyadic_Born *a, size_t n, int days)
{
    puts("\\begin{tabular}{@{}rrp{0.72\\linewidth}@{}}\n\\toprule\n"
         "Day & New & Numbers born that day \\\\\n\\midrule");
    size_t i = 0;
    for (int d = 0; d <= days; d++) {
        printf("%d & %zu & \\raggedright $", d, (size_t)1 << d);
        for (bool first = true; i < n && a[i].day == d; i++, first = false) {
            if (!first) fputs(",\\allowbreak\\ ", stdout);
            put_value(a[i].value, true);
        }
        puts("$ \\tabularnewline");
    }
    puts("\\bottomrule\n\\end{tabular}");
}
#line 386 "noweb/cmd/cgtk.nw"
static const Dyadic_Born *sort_base;
static int by_value(const void *x, const void *y)
{
    return Dyadic_cmp(sort_base[*(const long *)x].value,
                      sort_base[*(const long *)y].value);
}

static void print_numbers_tree(const Dyadic_Born *a, size_t n)
{
    long *order = malloc(n * sizeof *order), *rank = malloc(n * sizeof *rank);
    assert(order && rank);
    for (size_t i = 0; i < n; i++)
        order[i] = (long)i;
    sort_base = a;
    qsort(order, n, sizeof *order, by_value);
    for (size_t r = 0; r < n; r++)
        rank[order[r]] = (long)r - (long)(n / 2);
    puts("x day dx dday label");
    for (size_t i = 0; i < n; i++) {
        long p = a[i].parent;
        printf("%ld %d %ld %d $", rank[i], a[i].day,
               p >= 0 ? rank[p] - rank[i] : 0, p >= 0 ? a[p].day - a[i].day : 0);
        put_value(a[i].value, true);
        puts("$");
    }
    free(order);
    free(rank);
}
#line 445 "noweb/cmd/cgtk.nw"
static void input_add(Cgtk_Input *in, const char *s, size_t where)
{
    if (in->n == in->cap) {
        in->cap = in->cap ? 2 * in->cap : 64;
        in->text = realloc(in->text, in->cap * sizeof *in->text);
        in->where = realloc(in->where, in->cap * sizeof *in->where);
        assert(in->text && in->where);
    }
    in->text[in->n] = strdup(s);
    assert(in->text[in->n]);
    in->where[in->n++] = where;
}

void Cgtk_input_read(Cgtk_Input *in, int argc, char **argv, FILE *f)
{
    *in = (Cgtk_Input){ 0 };
    if (optind < argc) {
        for (int i = optind; i < argc; i++)
            input_add(in, argv[i], (size_t)(i - optind + 1));
        return;
    }
    in->from_stdin = true;
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        const char *p = line + strspn(line, " \t");
        if (*p == '\0' || *p == '#')
            continue;
        input_add(in, line, lineno);
    }
    free(line);
}

void Cgtk_input_free(Cgtk_Input *in)
{
    for (size_t i = 0; i < in->n; i++)
        free(in->text[i]);
    free(in->text);
    free(in->where);
}
#line 499 "noweb/cmd/cgtk.nw"
void Cgtk_report_parse_error(const char *cmd, const Cgtk_Input *in, size_t i,
                               const Perr_T *e)
{
    if (in->from_stdin)
        fprintf(stderr, "cgtk %s: <stdin>:%zu: column %zu: expected %s\n", cmd,
                in->where[i], e->column, e->expected);
    else
        fprintf(stderr, "cgtk %s: argument %zu: column %zu: expected %s\n", cmd,
                in->where[i], e->column, e->expected);
    fprintf(stderr, "  %s\n  %*s^\n", in->text[i], (int)(e->column - 1), "");
}
#line 528 "noweb/cmd/cgtk.nw"
FILE *Cgtk_output_open(Cgtk_Output *o)
{
    *o = (Cgtk_Output){ NULL, NULL, 0 };
    o->out = open_memstream(&o->buf, &o->len);
    assert(o->out);
    return o->out;
}

int Cgtk_output_close(Cgtk_Output *o, int rc)
{
    if (o->out)
        fclose(o->out);
    if (rc == CGTK_OK)
        fwrite(o->buf, 1, o->len, stdout);
    free(o->buf);
    *o = (Cgtk_Output){ NULL, NULL, 0 };
    return rc;
}
#line 565 "noweb/cmd/cgtk.nw"
bool Cgtk_parse_limit(const char *cmd, int c, const char *arg, long *max_games,
                      long *max_mb)
{
    assert((c == 'G' && max_games) || (c == 'M' && max_mb));
    if (c == 'G')
        return Cgtk_parse_count(cmd, "--max-games", arg, LONG_MAX / 2, max_games);
    return Cgtk_parse_count(cmd, "--max-memory", arg, 1L << 30, max_mb);
}

static void apply_limits(long max_games, long max_mb)
{
    Game_legacy_limits((size_t)max_games, (size_t)max_mb * 1024 * 1024);
}

static int limit_reached(const char *cmd, size_t done, size_t total)
{
    Game_legacy_on_limit(NULL);
    fprintf(stderr, "cgtk %s: computation limit reached with %zu games in the store "
            "(%zu MB); %zu of %zu expressions were done; nothing was printed\n",
            cmd, Game_store_count(), Game_store_bytes() >> 20, done, total);
    return CGTK_LIMIT;
}
#line 625 "noweb/cmd/cgtk.nw"
enum { VAL_PLAIN, VAL_LATEX, VAL_TSV };

static int cmd_value(int argc, char **argv)
{
    static const struct option opts[] = {
        { "latex", no_argument, NULL, 'l' },
        { "format", required_argument, NULL, 'f' },
        { "explain", no_argument, NULL, 'e' },
        { "max-games", required_argument, NULL, 'G' },
        { "max-memory", required_argument, NULL, 'M' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    int fmt = VAL_PLAIN, c;
    bool explain = false;
    long max_games = 0, max_mb = 0;
    while ((c = getopt_long(argc, argv, "lf:ehG:M:", opts, NULL)) != -1)
        switch (c) {
        case 'l': fmt = VAL_LATEX; break;
        case 'e': explain = true; break;
        case 'f':
            if (strcmp(optarg, "plain") == 0) fmt = VAL_PLAIN;
            else if (strcmp(optarg, "latex") == 0) fmt = VAL_LATEX;
            else if (strcmp(optarg, "tsv") == 0) fmt = VAL_TSV;
            else {
                fprintf(stderr, "cgtk value: --format: expected plain, latex or tsv, "
                        "found '%s'\n", optarg);
                return CGTK_USAGE;
            }
            break;
        case 'G': case 'M':
            if (!Cgtk_parse_limit("value", c, optarg, &max_games, &max_mb))
                return CGTK_USAGE;
            break;
        case 'h':
            
#line 674 "noweb/cmd/cgtk.nw"
printf("usage: cgtk value [OPTION]... [EXPR]...\n"
       "Print the canonical form of each game expression, one per line; with no\n"
       "EXPR, read one expression per line from standard input (blank lines and\n"
       "lines starting with # are skipped).\n\n"
       "Expressions use CGSuite's notation: {a,b|c}, 3, -7/8, *, *3, ^, v, ^3, ^*,\n"
       "+-1, +-(1*), 2|1||0, Tiny(2), Miny(2), G + H - K, parentheses.\n\n"
       "  -l, --latex         print LaTeX (macros of templates/cgt.sty)\n"
       "  -f, --format FMT    plain (default), latex, or tsv: input, value, outcome\n"
       "  -e, --explain       show the simplification of a {...|...} expression\n"
       
#line 590 "noweb/cmd/cgtk.nw"
"      --max-games N   stop (exit 1) when the game store would pass N games\n"
"      --max-memory MB stop (exit 1) when the store and caches would pass MB\n"
#line 684 "noweb/cmd/cgtk.nw"
       "  -h, --help          print this help\n\n"
       "Exit status: 0 success, 1 a limit was reached, 2 bad input (nothing is\n"
       "printed on stdout then).\n");
#line 661 "noweb/cmd/cgtk.nw"
            return CGTK_OK;
        default:
            return Cgtk_bad_option("value", argc, argv);
        }
    Cgtk_Input in;
    Cgtk_input_read(&in, argc, argv, stdin);
    int rc = explain ? explain_all("value", &in) : value_all(&in, fmt, max_games, max_mb);
    Cgtk_input_free(&in);
    return rc;
}
#line 692 "noweb/cmd/cgtk.nw"
static const char *outcome_name(Game_Outcome o)
{
    switch (o) {
    case GAME_OUTCOME_L: return "L";
    case GAME_OUTCOME_R: return "R";
    case GAME_OUTCOME_N: return "N";
    default:             return "P";
    }
}

static int value_all(const Cgtk_Input *in, int fmt, long max_games, long max_mb)
{
    Game_T *g = malloc((in->n + 1) * sizeof *g);
    assert(g);
    jmp_buf env;
    volatile size_t i = 0;
    apply_limits(max_games, max_mb);
    if (setjmp(env)) {
        free(g);
        return limit_reached("value", i, in->n);
    }
    Game_legacy_on_limit(&env);
    for (i = 0; i < in->n; i++) {
        Perr_T e;
        if (!Notation_parse(in->text[i], &g[i], &e)) {
            Game_legacy_on_limit(NULL);
            Cgtk_report_parse_error("value", in, i, &e);
            free(g);
            return CGTK_USAGE;
        }
    }
    Game_legacy_on_limit(NULL);
    for (size_t k = 0; k < in->n; k++) {
        char *s = fmt == VAL_LATEX ? Notation_latex(g[k]) : Notation_str(g[k]);
        if (fmt == VAL_TSV)
            printf("%s\t%s\t%s\n", in->text[k], s, outcome_name(Game_outcome(g[k])));
        else
            puts(s);
        free(s);
    }
    free(g);
    return CGTK_OK;
}
#line 755 "noweb/cmd/cgtk.nw"
static void list_games(FILE *out, const Game_T *g, size_t n)
{
    if (n == 0)
        fputs("none", out);
    for (size_t i = 0; i < n; i++) {
        char *s = Notation_str(g[i]);
        fprintf(out, "%s%s", i ? ", " : "", s);
        free(s);
    }
}

static void trace_step(void *ctx, const Game_Step *st)
{
    FILE *out = ctx;
    const char *side = st->side == 'L' ? "Left" : "Right";
    char *opt = st->kind <= GAME_STEP_REPLACED ? Notation_str(st->option) : NULL;
    char *oth = st->kind <= GAME_STEP_REVERSIBLE ? Notation_str(st->other) : NULL;
    switch (st->kind) {
    case GAME_STEP_DOMINATED:
        fprintf(out, "%s option %s is dominated by %s (%s %s %s): removed\n", side,
                opt, oth, opt, st->side == 'L' ? "<=" : ">=", oth);
        break;
    case GAME_STEP_REVERSIBLE:
        fprintf(out, "%s option %s reverses through %s, since %s %s G\n", side, opt,
                oth, oth, st->side == 'L' ? "<=" : ">=");
        break;
    case GAME_STEP_REPLACED:
        fprintf(out, "  %s is replaced by the %s options of the reversing option: ",
                opt, side);
        list_games(out, st->opts, st->nopts);
        fputc('\n', out);
        break;
    case GAME_STEP_NUMBER: {
        char *r = Notation_str(st->result);
        fprintf(out, "the options make a number: by the simplicity rule G = %s\n", r);
        free(r);
        break;
    }
    case GAME_STEP_RESULT: {
        char *r = Notation_str(st->result);
        fprintf(out, "canonical form: G = %s\n", r);
        free(r);
        break;
    }
    }
    free(opt);
    free(oth);
}

static int explain_all(const char *cmd, const Cgtk_Input *in)
{
    Cgtk_Output o;
    FILE *out = Cgtk_output_open(&o);
    int rc = CGTK_OK;
    for (size_t i = 0; i < in->n && rc == CGTK_OK; i++) {
        Game_T *L, *R;
        size_t nl, nr;
        Perr_T e;
        if (!Notation_parse_options(in->text[i], &L, &nl, &R, &nr, &e)) {
            Cgtk_report_parse_error(cmd, in, i, &e);
            rc = CGTK_USAGE;
            break;
        }
        fprintf(out, "%sG = %s\nLeft options: ", i ? "\n" : "", in->text[i]);
        list_games(out, L, nl);
        fputs("\nRight options: ", out);
        list_games(out, R, nr);
        fputc('\n', out);
        Game_make_explain(L, nl, R, nr, trace_step, out);
        free(L);
        free(R);
    }
    return Cgtk_output_close(&o, rc);
}
#line 836 "noweb/cmd/cgtk.nw"
static int cmd_compare(int argc, char **argv)
{
    static const struct option opts[] = {
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        if (c == 'h') {
            printf("usage: cgtk compare A B\n"
                   "Print how game A compares with game B: <, >, = or || (confused).\n");
            return CGTK_OK;
        }
        return Cgtk_bad_option("compare", argc, argv);
    }
    if (argc - optind != 2) {
        fprintf(stderr, "cgtk compare: expected two games, found %d\n", argc - optind);
        return Cgtk_bad_usage("compare");
    }
    Cgtk_Input in;
    Cgtk_input_read(&in, argc, argv, stdin);
    Game_T g[2];
    for (size_t i = 0; i < 2; i++) {
        Perr_T e;
        if (!Notation_parse(in.text[i], &g[i], &e)) {
            Cgtk_report_parse_error("compare", &in, i, &e);
            Cgtk_input_free(&in);
            return CGTK_USAGE;
        }
    }
    static const char *const rel[] = { "<", "=", ">", "||" };
    Game_Order o = Game_compare(g[0], g[1]);
    puts(rel[o == GAME_LESS ? 0 : o == GAME_EQUAL ? 1 : o == GAME_GREATER ? 2 : 3]);
    Cgtk_input_free(&in);
    return CGTK_OK;
}
#line 888 "noweb/cmd/cgtk.nw"
static void latex_text(FILE *out, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '{': case '}': case '#': case '$': case '%': case '&': case '_':
            fprintf(out, "\\%c", *s); break;
        case '\\': fputs("\\textbackslash{}", out); break;
        case '^': fputs("\\^{}", out); break;
        case '~': fputs("\\~{}", out); break;
        case '|': fputs("\\textbar{}", out); break;
        case '<': fputs("\\textless{}", out); break;
        case '>': fputs("\\textgreater{}", out); break;
        default: fputc(*s, out);
        }
}

static void latex_verbatim(FILE *out, const char *s)
{
    fputs("\\texttt{", out);
    latex_text(out, s);
    fputc('}', out);
}

struct Claim { char *game, *stated, *source; Game_T value; int agree; };

static bool split_claim(char *line, Claim *c)
{
    c->game = line;
    char *t = strchr(line, '\t');
    c->stated = c->source = "";
    if (!t)
        return true;
    *t = '\0';
    c->stated = t + 1;
    t = strchr(c->stated, '\t');
    if (t) {
        *t = '\0';
        c->source = t + 1;
    }
    return true;
}

static int cmd_verify(int argc, char **argv)
{
    static const struct option opts[] = {
        { "format", required_argument, NULL, 'f' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    bool latex = true;
    int c;
    while ((c = getopt_long(argc, argv, "f:h", opts, NULL)) != -1)
        switch (c) {
        case 'f':
            if (strcmp(optarg, "latex") == 0) latex = true;
            else if (strcmp(optarg, "tsv") == 0) latex = false;
            else {
                fprintf(stderr, "cgtk verify: --format: expected latex or tsv, found '%s'\n",
                        optarg);
                return CGTK_USAGE;
            }
            break;
        case 'h':
            printf("usage: cgtk verify [--format=latex|tsv] FILE\n"
                   "Read lines GAME<TAB>STATED<TAB>SOURCE (STATED may be empty; # starts a\n"
                   "comment line), compute each canonical form, compare it with the stated\n"
                   "value, and print a table: LaTeX (default) or TSV with the columns\n"
                   "source, game, value, stated, agree (yes, no, or - when none is stated).\n");
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("verify");
        }
    if (argc - optind != 1) {
        fprintf(stderr, "cgtk verify: expected one FILE\n");
        return Cgtk_bad_usage("verify");
    }
    const char *path = argv[optind];
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cgtk verify: %s: %s\n", path, strerror(errno));
        return CGTK_USAGE;
    }
    Cgtk_Input in = { 0 };
    in.from_stdin = true;
    optind = argc;
    Cgtk_input_read(&in, argc, argv, f);
    fclose(f);
    Claim *cl = calloc(in.n + 1, sizeof *cl);
    assert(cl);
    int rc = CGTK_OK;
    for (size_t i = 0; i < in.n && rc == CGTK_OK; i++) {
        
#line 990 "noweb/cmd/cgtk.nw"
split_claim(in.text[i], &cl[i]);
Perr_T e;
Game_T stated;
if (!Notation_parse(cl[i].game, &cl[i].value, &e)) {
    fprintf(stderr, "cgtk verify: %s:%zu: game: column %zu: expected %s\n", path,
            in.where[i], e.column, e.expected);
    rc = CGTK_USAGE;
} else if (cl[i].stated[0] == '\0') {
    cl[i].agree = -1;
} else if (!Notation_parse(cl[i].stated, &stated, &e)) {
    fprintf(stderr, "cgtk verify: %s:%zu: stated value: column %zu: expected %s\n",
            path, in.where[i], e.column, e.expected);
    rc = CGTK_USAGE;
} else {
    cl[i].agree = stated == cl[i].value;
}
#line 980 "noweb/cmd/cgtk.nw"
    }
    if (rc == CGTK_OK)
        print_claims(cl, in.n, latex);
    free(cl);
    Cgtk_input_free(&in);
    return rc;
}
#line 1009 "noweb/cmd/cgtk.nw"
static void print_claims(const Claim *cl, size_t n, bool latex)
{
    static const char *const verdict[] = { "no", "yes", "-" };
    if (!latex) {
        puts("source\tgame\tvalue\tstated\tagree");
        for (size_t i = 0; i < n; i++) {
            char *v = Notation_str(cl[i].value);
            printf("%s\t%s\t%s\t%s\t%s\n", cl[i].source, cl[i].game, v, cl[i].stated,
                   verdict[cl[i].agree < 0 ? 2 : cl[i].agree]);
            free(v);
        }
        return;
    }
    puts("\\begin{tabular}{@{}p{0.2\\linewidth}llll@{}}\n\\toprule\n"
         "Source & Game as given & Canonical form (cgtk) & Stated & Agree \\\\\n\\midrule");
    for (size_t i = 0; i < n; i++) {
        char *v = Notation_latex(cl[i].value);
        fputs("\\raggedright ", stdout);
        latex_text(stdout, cl[i].source);
        fputs(" & ", stdout);
        latex_verbatim(stdout, cl[i].game);
        printf(" & $%s$ & ", v);
        if (cl[i].stated[0])
            latex_verbatim(stdout, cl[i].stated);
        printf(" & %s \\tabularnewline\n", verdict[cl[i].agree < 0 ? 2 : cl[i].agree]);
        free(v);
    }
    puts("\\bottomrule\n\\end{tabular}");
}
