/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#line 46 "noweb/cmd/rulecmd.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cgtk.h"
#include "domineering.h"
#include "dominograph.h"
#include "dyadic.h"
#include "enumerate.h"
#include "grid.h"
#include "game.h"
#include "notation.h"
#include "position.h"
#include "rulecmd.h"
#include "thermo.h"

#line 76 "noweb/cmd/rulecmd.nw"
typedef struct Limits {
    long max_positions, max_mb;
    const char *table;          /* --table FILE, or NULL */
} Limits;
#line 167 "noweb/cmd/rulecmd.nw"
enum { FMT_PLAIN, FMT_TSV, FMT_LATEX };
#line 248 "noweb/cmd/rulecmd.nw"
typedef struct Board_Item {
    char *text;                 /* the board as given */
    char *stated, *source;      /* --verify only */
    Domineering_Board board;
    Game_T value;
    size_t searched;            /* positions searched for this board */
} Board_Item;
#line 1113 "noweb/cmd/rulecmd.nw"
typedef struct Shape_Item {
    Domineering_Board board;
    int cells;
    Game_T value;
} Shape_Item;
#line 205 "noweb/cmd/rulecmd.nw"
static void latex_escape(FILE *out, const char *s);
#line 340 "noweb/cmd/rulecmd.nw"
static int evaluate_boards(Board_Item *items, size_t n, const Limits *lim);
static void print_boards(const Board_Item *items, size_t n, int fmt, bool stops,
                         bool tikz, bool verify);
#line 514 "noweb/cmd/rulecmd.nw"
enum { TH_NONE, TH_CGSUITE, TH_TIKZ, TH_DATA };
static int thermo_how;          /* --thermograph=FMT */
static bool thermo_cols;        /* --thermo */
static bool parse_thermograph(const char *cmd, const char *arg);
static void put_thermo(FILE *out, Game_T g, bool latex, const char *sep);
static void put_thermograph(FILE *out, Game_T g, const char *title);
#line 985 "noweb/cmd/rulecmd.nw"
static bool residues;
static int zigzag_table(long from, long to, bool table, int fmt, size_t max_games,
                        size_t max_bytes);
static void print_zigzags(const Game_T *zz, long from, long to, bool table, int fmt);
#line 1149 "noweb/cmd/rulecmd.nw"
static int evaluate_shapes(Shape_Item *items, size_t n, const Limits *lim);
static void print_dictionary(const Shape_Item *items, size_t n, int fmt);
static void print_shape_list(const Shape_Item *items, size_t n, int fmt);
static void print_shape_stats(const Shape_Item *items, size_t n, int k, int fmt);
#line 83 "noweb/cmd/rulecmd.nw"
static size_t default_bytes(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 0;
    return (size_t)pages / 4 * 3 * (size_t)size;
}

static size_t limit_bytes(const Limits *l)
{
    return l->max_mb ? (size_t)l->max_mb << 20 : default_bytes();
}

static bool limit_option(const char *cmd, int c, const char *arg, Limits *l)
{
    switch (c) {
    case 'P':
        return Cgtk_parse_count(cmd, "--max-positions", arg, LONG_MAX / 2,
                                &l->max_positions);
    case 'M':
        return Cgtk_parse_limit(cmd, 'M', arg, NULL, &l->max_mb);
    default:
        l->table = arg;
        return true;
    }
}

#define LIMIT_OPTIONS \
    { "max-positions", required_argument, NULL, 'P' }, \
    { "max-memory", required_argument, NULL, 'M' }, \
    { "table", required_argument, NULL, 'T' }
#define LIMIT_HELP \
    "      --max-positions N  stop (exit 1) when the table would pass N positions\n" \
    "      --max-memory MB    stop (exit 1) when the table and the game store would\n" \
    "                         pass MB megabytes (default: 3/4 of physical memory)\n" \
    "      --table FILE       load the transposition table from FILE if it exists;\n" \
    "                         save it there at the end, also when a limit stopped us\n"
#line 126 "noweb/cmd/rulecmd.nw"
static Position_Eval open_eval(const char *cmd, const Position_Ruleset *rs,
                               const Limits *l, bool *ok)
{
    Position_Eval e = Position_eval_new(rs);
    Position_eval_set_limits(e, (size_t)l->max_positions, 0, limit_bytes(l));
    *ok = true;
    if (l->table && access(l->table, F_OK) == 0) {
        char err[512];
        if (!Position_eval_load(e, l->table, err, sizeof err)) {
            fprintf(stderr, "cgtk %s: --table %s\n", cmd, err);
            *ok = false;
        }
    }
    return e;
}

static int close_eval(const char *cmd, Position_Eval e, const Limits *l, int rc)
{
    if (l->table && rc != CGTK_USAGE) {
        char err[512];
        if (!Position_eval_save(e, l->table, err, sizeof err)) {
            fprintf(stderr, "cgtk %s: --table %s\n", cmd, err);
            rc = rc == CGTK_OK ? CGTK_LIMIT : rc;
        }
    }
    Position_eval_free(&e);
    return rc;
}

static void report_limit(const char *cmd, Position_Eval e, const char *what)
{
    fprintf(stderr, "cgtk %s: computation limit reached %s: %zu positions in the "
            "table (%zu MB), %zu games in the store (%zu MB); nothing was printed\n",
            cmd, what, Position_eval_count(e), Position_eval_bytes(e) >> 20,
            Game_store_count(), Game_store_bytes() >> 20);
}
#line 171 "noweb/cmd/rulecmd.nw"
static bool parse_format(const char *cmd, const char *arg, int *fmt)
{
    if (strcmp(arg, "plain") == 0) *fmt = FMT_PLAIN;
    else if (strcmp(arg, "tsv") == 0) *fmt = FMT_TSV;
    else if (strcmp(arg, "latex") == 0) *fmt = FMT_LATEX;
    else {
        fprintf(stderr, "cgtk %s: --format: expected plain, tsv or latex, found '%s'\n",
                cmd, arg);
        return false;
    }
    return true;
}

static void put_dyadic(FILE *out, Dyadic_T x, bool latex)
{
    char *s = latex ? Dyadic_latex(x) : Dyadic_str(x);
    fputs(s, out);
    free(s);
}

static void put_game(FILE *out, Game_T g, bool latex)
{
    char *s = latex ? Notation_latex(g) : Notation_str(g);
    fputs(s, out);
    free(s);
}
#line 209 "noweb/cmd/rulecmd.nw"
enum { SHORT_VALUE = 120, LONG_VALUE = 1500 };

static void put_value_cell(FILE *out, Game_T g)
{
    char *s = Notation_str(g);
    size_t n = strlen(s);
    if (n <= SHORT_VALUE) {
        fputc('$', out);
        put_game(out, g, true);
        fputc('$', out);
    } else if (n <= LONG_VALUE) {
        fputs("{\\scriptsize\\ttfamily ", out);
        for (char *p = s; *p; p++) {
            char c[2] = { *p, 0 };
            latex_escape(out, c);
            if (*p == ',' || *p == '|')
                fputs("\\allowbreak{}", out);
        }
        fputc('}', out);
    } else
        fprintf(out, "\\emph{%zu characters, birthday %llu}", n,
                (unsigned long long)Game_birthday(g));
    free(s);
}
#line 258 "noweb/cmd/rulecmd.nw"
static void dom_usage(void)
{
    printf("usage: cgtk domineering [OPTION]... BOARD...\n"
           "Print the value of each Domineering board (Left plays vertically, Right\n"
           "horizontally; turning a board a quarter negates its value).\n\n"
           "A BOARD is RxC (an empty board of R rows and C columns, up to 64x64) or\n"
           "its rows separated by '|' or '/', '.' an empty square, '#' a blocked one:\n"
           "'..#|...' is two rows of three squares with the top right one blocked.\n\n"
           "  -s, --stops          add the Left and Right stops\n"
           "  -t, --thermo         add the mean and the temperature\n"
           "      --thermograph[=FMT]  print each thermograph instead: cgsuite (default),\n"
           "                       tikz (ONAG's orientation) or data (pgfplots)\n"
           "      --tikz           print each board as a TikZ picture\n"
           "  -f, --format FMT     plain (default), tsv, or latex (a table for reports)\n"
           "      --verify FILE    read lines BOARD<TAB>STATED VALUE<TAB>SOURCE and\n"
           "                       print a table saying whether each value agrees\n"
           LIMIT_HELP
           "  -h, --help           print this help\n\n"
           "Exit status: 0 success, 1 a limit was reached, 2 bad input (nothing is\n"
           "printed on stdout then).\n");
}
#line 285 "noweb/cmd/rulecmd.nw"
static bool read_verify(const char *path, Board_Item **items, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cgtk domineering: --verify %s: %s\n", path, strerror(errno));
        return false;
    }
    char *line = NULL;
    size_t cap = 0, lineno = 0, icap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        if (*n == icap) {
            icap = icap ? 2 * icap : 16;
            *items = realloc(*items, icap * sizeof **items);
            assert(*items);
        }
        Board_Item *it = &(*items)[(*n)++];
        memset(it, 0, sizeof *it);
        char *t1 = strchr(line, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (t1) *t1 = '\0';
        if (t2) *t2 = '\0';
        it->text = strdup(line);
        it->stated = strdup(t1 ? t1 + 1 : "");
        it->source = strdup(t2 ? t2 + 1 : "");
        Perr_T err;
        if (!Domineering_parse(it->text, &it->board, &err)) {
            fprintf(stderr, "cgtk domineering: %s:%zu: board: column %zu: expected %s\n", path,
                    lineno, err.column, err.expected);
            free(line);
            fclose(f);
            return false;
        }
    }
    free(line);
    fclose(f);
    return true;
}

static void free_items(Board_Item *items, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(items[i].text);
        free(items[i].stated);
        free(items[i].source);
    }
    free(items);
}
#line 346 "noweb/cmd/rulecmd.nw"
int Rulecmd_domineering(int argc, char **argv)
{
    static const struct option opts[] = {
        { "stops", no_argument, NULL, 's' },
        { "tikz", no_argument, NULL, 'k' },
        { "format", required_argument, NULL, 'f' },
        { "verify", required_argument, NULL, 'v' },
        { "thermo", no_argument, NULL, 't' },
        { "thermograph", optional_argument, NULL, 'g' },
        LIMIT_OPTIONS,
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    Limits lim = { 0, 0, NULL };
    bool stops = false, tikz = false;
    const char *verify = NULL;
    int fmt = FMT_PLAIN, c;
    thermo_how = TH_NONE;
    thermo_cols = false;
    while ((c = getopt_long(argc, argv, "sf:ht", opts, NULL)) != -1)
        switch (c) {
        case 's': stops = true; break;
        case 't': thermo_cols = true; break;
        case 'g':
            if (!parse_thermograph("domineering", optarg))
                return CGTK_USAGE;
            break;
        case 'k': tikz = true; break;
        case 'v': verify = optarg; break;
        case 'f':
            if (!parse_format("domineering", optarg, &fmt))
                return CGTK_USAGE;
            break;
        case 'P': case 'M': case 'T':
            if (!limit_option("domineering", c, optarg, &lim))
                return CGTK_USAGE;
            break;
        case 'h':
            dom_usage();
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("domineering");
        }
    Board_Item *items = NULL;
    size_t n = 0;
    
#line 401 "noweb/cmd/rulecmd.nw"
if (verify) {
    if (optind < argc) {
        fprintf(stderr, "cgtk domineering: --verify takes its boards from the file, "
                "found also '%s'\n", argv[optind]);
        return Cgtk_bad_usage("domineering");
    }
    if (!read_verify(verify, &items, &n)) {
        free_items(items, n);
        return CGTK_USAGE;
    }
} else {
    if (optind == argc) {
        fprintf(stderr, "cgtk domineering: expected a board (RxC or rows like '..#|...')\n");
        return Cgtk_bad_usage("domineering");
    }
    n = (size_t)(argc - optind);
    items = calloc(n, sizeof *items);
    assert(items);
    for (size_t i = 0; i < n; i++) {
        Perr_T err;
        items[i].text = strdup(argv[optind + (int)i]);
        if (!Domineering_parse(items[i].text, &items[i].board, &err)) {
            fprintf(stderr, "cgtk domineering: argument %zu: column %zu: expected %s\n  %s\n  %*s^\n",
                    i + 1, err.column, err.expected, items[i].text, (int)err.column - 1, "");
            free_items(items, n);
            return CGTK_USAGE;
        }
    }
}
#line 392 "noweb/cmd/rulecmd.nw"
    int rc = tikz ? CGTK_OK : evaluate_boards(items, n, &lim);
    if (rc == CGTK_OK)
        print_boards(items, n, fmt, stops, tikz, verify != NULL);
    free_items(items, n);
    return rc;
}
#line 435 "noweb/cmd/rulecmd.nw"
static int evaluate_boards(Board_Item *items, size_t n, const Limits *lim)
{
    bool ok;
    Position_Eval e = open_eval("domineering", &Domineering_ruleset, lim, &ok);
    if (!ok)
        return close_eval("domineering", e, lim, CGTK_USAGE);
    for (size_t i = 0; i < n; i++) {
        uint64_t w[DOMINEERING_MAX + 1];
        size_t before = Position_eval_searched(e);
        if (!Position_value(e, w, Domineering_position(&items[i].board, w),
                            &items[i].value)) {
            char what[200];
            snprintf(what, sizeof what, "on board %zu of %zu (%.60s)", i + 1, n,
                     items[i].text);
            report_limit("domineering", e, what);
            return close_eval("domineering", e, lim, CGTK_LIMIT);
        }
        items[i].searched = Position_eval_searched(e) - before;
    }
    return close_eval("domineering", e, lim, CGTK_OK);
}
#line 461 "noweb/cmd/rulecmd.nw"
static const char *agreement(const Board_Item *it)
{
    if (!it->stated || !it->stated[0])
        return "-";
    Game_T g;
    Perr_T e;
    if (!Notation_parse(it->stated, &g, &e))
        return "unreadable";
    return g == it->value ? "yes" : "no";
}

static void latex_escape(FILE *out, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '#': fputs("\\#", out); break;
        case '|': fputs("\\textbar{}", out); break;
        case '{': fputs("\\{", out); break;
        case '}': fputs("\\}", out); break;
        case '&': fputs("\\&", out); break;
        case '%': fputs("\\%", out); break;
        case '_': fputs("\\_", out); break;
        case '^': fputs("\\^{}", out); break;
        case '~': fputs("\\~{}", out); break;
        case '$': fputs("\\$", out); break;
        case '\\': fputs("\\textbackslash{}", out); break;
        default: fputc(*s, out);
        }
}

static void put_stops(FILE *out, Game_T g, bool latex, const char *sep)
{
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    if (latex) fputc('$', out);
    put_dyadic(out, l, latex);
    if (latex) fputc('$', out);
    fputs(sep, out);
    if (latex) fputc('$', out);
    put_dyadic(out, r, latex);
    if (latex) fputc('$', out);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
}
#line 523 "noweb/cmd/rulecmd.nw"
static bool parse_thermograph(const char *cmd, const char *arg)
{
    if (!arg || strcmp(arg, "cgsuite") == 0) thermo_how = TH_CGSUITE;
    else if (strcmp(arg, "tikz") == 0) thermo_how = TH_TIKZ;
    else if (strcmp(arg, "data") == 0) thermo_how = TH_DATA;
    else {
        fprintf(stderr, "cgtk %s: --thermograph: expected cgsuite, tikz or data, "
                "found '%s'\n", cmd, arg);
        return false;
    }
    return true;
}

static void put_thermo(FILE *out, Game_T g, bool latex, const char *sep)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    Dyadic_T m = Thermo_graph_mean(th), t = Thermo_graph_temperature(th);
    if (latex) fputc('$', out);
    put_dyadic(out, m, latex);
    if (latex) fputc('$', out);
    fputs(sep, out);
    if (latex) fputc('$', out);
    put_dyadic(out, t, latex);
    if (latex) fputc('$', out);
    Dyadic_clear(&m);
    Dyadic_clear(&t);
    Thermo_graph_free(th);
}

static void put_thermograph(FILE *out, Game_T g, const char *title)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    if (thermo_how == TH_TIKZ)
        Thermo_print_tikz(out, th, title);
    else if (thermo_how == TH_DATA)
        Thermo_print_data(out, th);
    else {
        char *s = Thermo_str(th);
        fprintf(out, "%s\n", s);
        free(s);
    }
    Thermo_graph_free(th);
}
#line 569 "noweb/cmd/rulecmd.nw"
static void print_boards(const Board_Item *items, size_t n, int fmt, bool stops,
                         bool tikz, bool verify)
{
    if (tikz) {
        for (size_t i = 0; i < n; i++) {
            char *t = Domineering_tikz(&items[i].board, 0.4);
            puts(t);
            free(t);
        }
        return;
    }
    if (thermo_how != TH_NONE) {
        for (size_t i = 0; i < n; i++)
            put_thermograph(stdout, items[i].value, items[i].text);
        return;
    }
    if (fmt == FMT_PLAIN) {
        for (size_t i = 0; i < n; i++) {
            put_game(stdout, items[i].value, false);
            if (stops) {
                fputs("\tstops ", stdout);
                put_stops(stdout, items[i].value, false, " ");
            }
            if (thermo_cols) {
                fputs("\tmean ", stdout);
                put_thermo(stdout, items[i].value, false, " temperature ");
            }
            if (verify)
                printf("\t%s", agreement(&items[i]));
            putchar('\n');
        }
        return;
    }
    if (fmt == FMT_TSV) {
        printf("board\tvalue%s%s%s\tsearched\n", stops ? "\tleft stop\tright stop" : "",
               thermo_cols ? "\tmean\ttemperature" : "",
               verify ? "\tstated\tagree\tsource" : "");
        for (size_t i = 0; i < n; i++) {
            printf("%s\t", items[i].text);
            put_game(stdout, items[i].value, false);
            if (stops) {
                putchar('\t');
                put_stops(stdout, items[i].value, false, "\t");
            }
            if (thermo_cols) {
                putchar('\t');
                put_thermo(stdout, items[i].value, false, "\t");
            }
            if (verify)
                printf("\t%s\t%s\t%s", items[i].stated, agreement(&items[i]),
                       items[i].source);
            printf("\t%zu\n", items[i].searched);
        }
        return;
    }
    
#line 632 "noweb/cmd/rulecmd.nw"
const char *env = n > 12 ? "longtable" : "tabular";
printf("\\begin{%s}{@{}cl>{\\raggedright\\arraybackslash}p{%s}%s%s%s@{}}\n\\toprule\n",
       env, verify ? "0.16\\linewidth" : thermo_cols ? "0.32\\linewidth" : "0.45\\linewidth",
       stops ? "cc" : "", thermo_cols ? "cc" : "",
       verify ? ">{\\raggedright\\arraybackslash}p{0.14\\linewidth}c"
                ">{\\raggedright\\arraybackslash}p{0.25\\linewidth}" : "");
printf("Board & Written & Value (cgtk)%s%s%s \\\\\n\\midrule\n%s",
       stops ? " & $L(G)$ & $R(G)$" : "", thermo_cols ? " & $m(G)$ & $t(G)$" : "",
       verify ? " & Stated & Agree & Source" : "",
       n > 12 ? "\\endhead\n" : "");
for (size_t i = 0; i < n; i++) {
    char *t = Domineering_tikz(&items[i].board, n > 12 ? 0.15 : 0.22);
    printf("%s & \\texttt{", t);
    latex_escape(stdout, items[i].text);
    fputs("} & ", stdout);
    put_value_cell(stdout, items[i].value);
    if (stops) {
        fputs(" & ", stdout);
        put_stops(stdout, items[i].value, true, " & ");
    }
    if (thermo_cols) {
        fputs(" & ", stdout);
        put_thermo(stdout, items[i].value, true, " & ");
    }
    if (verify) {
        fputs(" & \\texttt{", stdout);
        latex_escape(stdout, items[i].stated);
        printf("} & %s & ", agreement(&items[i]));
        latex_escape(stdout, items[i].source);
    }
    puts(" \\\\[2pt]");
    free(t);
}
printf("\\bottomrule\n\\end{%s}\n", env);
#line 625 "noweb/cmd/rulecmd.nw"
}
#line 676 "noweb/cmd/rulecmd.nw"
static void graph_usage(void)
{
    printf("usage: cgtk dominograph [OPTION]... GRAPH...\n"
           "Print the value of each domino graph (ONAG ch. 10): Left removes two nodes\n"
           "joined by a vertical edge, Right two joined by a horizontal edge.\n\n"
           "A GRAPH is groups separated by spaces, nodes numbered from 1:\n"
           "  h:A-B,C-D   horizontal edges      v:A-B,...   vertical edges\n"
           "  n:A,B       nodes (the graph has as many nodes as the largest number)\n"
           "so 'h:1-2,3-4 v:1-3,2-4' is the 2x2 board, worth +-1.\n\n"
           "Options:\n"
           LIMIT_HELP
           "  -h, --help             print this help\n");
}

int Rulecmd_dominograph(int argc, char **argv)
{
    static const struct option opts[] = {
        LIMIT_OPTIONS,
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    Limits lim = { 0, 0, NULL };
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1)
        switch (c) {
        case 'P': case 'M': case 'T':
            if (!limit_option("dominograph", c, optarg, &lim))
                return CGTK_USAGE;
            break;
        case 'h':
            graph_usage();
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("dominograph");
        }
    if (optind == argc) {
        fprintf(stderr, "cgtk dominograph: expected a graph (as in 'h:1-2 v:2-3')\n");
        return Cgtk_bad_usage("dominograph");
    }
    size_t n = (size_t)(argc - optind);
    Position_List g = { 0 };
    Game_T *v = malloc(n * sizeof *v);
    assert(v);
    int rc = CGTK_OK;
    
#line 735 "noweb/cmd/rulecmd.nw"
for (size_t i = 0; rc == CGTK_OK && i < n; i++) {
    Perr_T err;
    const char *text = argv[optind + (int)i];
    if (!Dominograph_ruleset.parse(NULL, text, &g, &err)) {
        fprintf(stderr, "cgtk dominograph: argument %zu: column %zu: expected %s\n  %s\n  %*s^\n",
                i + 1, err.column, err.expected, text, (int)err.column - 1, "");
        rc = CGTK_USAGE;
    }
}
#line 721 "noweb/cmd/rulecmd.nw"
    
#line 747 "noweb/cmd/rulecmd.nw"
if (rc == CGTK_OK) {
    bool ok;
    Position_Eval e = open_eval("dominograph", &Dominograph_ruleset, &lim, &ok);
    rc = ok ? CGTK_OK : CGTK_USAGE;
    size_t at = 0;
    for (size_t i = 0; rc == CGTK_OK && i < n; i++) {
        size_t len = POSITION_LEN(g.w[at]);
        if (!Position_value(e, g.w + at + 1, len, &v[i])) {
            char what[200];
            snprintf(what, sizeof what, "on graph %zu of %zu (%.60s)", i + 1, n,
                     argv[optind + (int)i]);
            report_limit("dominograph", e, what);
            rc = CGTK_LIMIT;
        }
        at += 1 + len;
    }
    rc = close_eval("dominograph", e, &lim, rc);
}
#line 722 "noweb/cmd/rulecmd.nw"
    for (size_t i = 0; rc == CGTK_OK && i < n; i++) {
        put_game(stdout, v[i], false);
        putchar('\n');
    }
    Position_list_free(&g);
    free(v);
    return rc;
}
#line 793 "noweb/cmd/rulecmd.nw"
static Game_T pattern_4k(long k)
{
    Game_T g = Game_integer(k);
    for (long j = k - 1; j >= 0; j--)
        g = Game_make(&g, 1, (Game_T[]){ Game_integer(j) }, 1);
    return g;
}

static const char *ish(Game_T zz, long n, char *buf, size_t size)
{
    Game_T cand[4] = { Game_zero(), Game_switch(Game_integer(1)), Game_integer(1),
                       Game_make((Game_T[]){ Game_integer(2) }, 1,
                                 (Game_T[]){ Game_zero() }, 1) };
    static const char *const name[4] = { "0", "+-1", "1", "2|0" };
    for (int i = 0; i < 4; i++)
        if (Game_is_infinitesimal(Game_sub(zz, cand[i])))
            return name[i];
    if (n % 4 == 0 && n > 0 && Game_is_infinitesimal(Game_sub(zz, pattern_4k(n / 4)))) {
        snprintf(buf, size, "P_%ld", n / 4);
        return buf;
    }
    return "none";
}
#line 821 "noweb/cmd/rulecmd.nw"
static const char *const onag_zz[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-(1*)", "2|1||0",
    "{{2|0},{2|*}|{0|-2},{*|-2}}", "1*", "{{2|0},{2|*}|{0|-2},{*|-2}}+*"
};
static const char *const onag_zz_written[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-1*", "2|1||0",
    "+-(2|0, 2|*)", "1*", "ZZ_9*"
};

static void zz_usage(void)
{
    printf("usage: cgtk zigzag [OPTION]... N\n"
           "   or: cgtk zigzag [OPTION]... --from A --to B\n"
           "Print the value of ONAG's zig-zag ZZ_N (the path of N squares going down,\n"
           "left, down, left, ...; Left plays vertically), or a table of ZZ_A..ZZ_B.\n\n"
           "      --from A, --to B  the range of the table (1 <= A <= B)\n"
           "  -f, --format FMT      plain (default), tsv, or latex; tsv and latex add\n"
           "                        n mod 8, the stops, and ONAG's pattern P with\n"
           "                        ZZ_n - P infinitesimal (0, +-1, 1, 2|0, or P_k =\n"
           "                        k|k-1||...|0 for n = 4k), and ONAG's value\n"
           "  -t, --thermo          add the mean and the temperature to tsv and latex\n"
           "      --thermograph[=FMT]  print the thermograph of ZZ_N (or of each ZZ_n):\n"
           "                        cgsuite (default), tikz or data\n"
           "      --residues        summarise the patterns found, by n mod 8\n"
           "      --max-games N     stop (exit 1) when the game store would pass N games\n"
           "      --max-memory MB   stop (exit 1) when it would pass MB megabytes\n"
           "                        (default: 3/4 of physical memory)\n"
           "  -h, --help            print this help\n");
}
#line 853 "noweb/cmd/rulecmd.nw"
int Rulecmd_zigzag(int argc, char **argv)
{
    static const struct option opts[] = {
        { "from", required_argument, NULL, 'a' },
        { "to", required_argument, NULL, 'b' },
        { "format", required_argument, NULL, 'f' },
        { "residues", no_argument, NULL, 'r' },
        { "thermo", no_argument, NULL, 't' },
        { "thermograph", optional_argument, NULL, 'g' },
        { "max-games", required_argument, NULL, 'G' },
        { "max-memory", required_argument, NULL, 'M' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    long from = 0, to = 0, max_games = 0, max_mb = 0;
    int fmt = FMT_PLAIN, c;
    bool table = false;
    residues = false;
    thermo_how = TH_NONE;
    thermo_cols = false;
    while ((c = getopt_long(argc, argv, "f:ht", opts, NULL)) != -1)
        switch (c) {
        case 'r': residues = true; table = true; break;
        case 't': thermo_cols = true; break;
        case 'g':
            if (!parse_thermograph("zigzag", optarg))
                return CGTK_USAGE;
            break;
        case 'a': case 'b':
            if (!Cgtk_parse_count("zigzag", c == 'a' ? "--from" : "--to", optarg,
                                  1000000, c == 'a' ? &from : &to))
                return CGTK_USAGE;
            table = true;
            break;
        case 'f':
            if (!parse_format("zigzag", optarg, &fmt))
                return CGTK_USAGE;
            break;
        case 'G': case 'M':
            if (!Cgtk_parse_limit("zigzag", c, optarg, &max_games, &max_mb))
                return CGTK_USAGE;
            break;
        case 'h':
            zz_usage();
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("zigzag");
        }
    
#line 908 "noweb/cmd/rulecmd.nw"
if (table) {
    if (optind < argc || from < 1 || to < from) {
        fprintf(stderr, "cgtk zigzag: expected --from A --to B with 1 <= A <= B, and no N\n");
        return Cgtk_bad_usage("zigzag");
    }
} else {
    if (argc - optind != 1) {
        fprintf(stderr, "cgtk zigzag: expected one N (or --from A --to B)\n");
        return Cgtk_bad_usage("zigzag");
    }
    if (!Cgtk_parse_count("zigzag", "N", argv[optind], 1000000, &to))
        return CGTK_USAGE;
    if (to < 1) {
        fprintf(stderr, "cgtk zigzag: N: expected a positive integer, found '%s'\n",
                argv[optind]);
        return CGTK_USAGE;
    }
    from = to;
}
#line 902 "noweb/cmd/rulecmd.nw"
    return zigzag_table(from, to, table, fmt, (size_t)max_games,
                        max_mb ? (size_t)max_mb << 20 : default_bytes());
}
#line 937 "noweb/cmd/rulecmd.nw"
static void print_residues(const Game_T *zz, long from, long to, int fmt)
{
    bool latex = fmt == FMT_LATEX;
    if (latex)
        puts("\\begin{tabular}{@{}rll@{}}\n\\toprule\n$n \\bmod 8$ & $n$ computed & "
             "$ZZ_n$ is $P$-ish for $P = {}$ \\\\\n\\midrule");
    else
        puts("n mod 8\tn\tpatterns");
    for (long r = 0; r < 8; r++) {
        const char *name[64];
        long count[64], first = -1, last = -1, total = 0;
        int k = 0;
        char buf[64];
        for (long n = from; n <= to; n++) {
            if (n % 8 != r)
                continue;
            const char *p = ish(zz[n], n, buf, sizeof buf);
            if (strncmp(p, "P_", 2) == 0)
                p = "P_{n/4}";
            int j = 0;
            while (j < k && strcmp(name[j], p) != 0)
                j++;
            if (j == k && k < 64) { name[k] = p; count[k++] = 0; }
            if (j < 64) count[j]++;
            if (first < 0) first = n;
            last = n;
            total++;
        }
        if (first < 0)
            continue;
        printf(latex ? "%ld & %ld, %ld, \\dots, %ld (%ld values) & " : "%ld\t%ld,%ld..%ld (%ld)\t",
               r, first, first + 8, last, total);
        for (int j = 0; j < k; j++) {
            if (latex)
                printf("%s\\texttt{%s}: %ld of %ld", j ? "; " : "",
                       strcmp(name[j], "P_{n/4}") == 0 ? "P\\_\\{n/4\\}" : name[j],
                       count[j], total);
            else
                printf("%s%s: %ld of %ld", j ? "; " : "", name[j], count[j], total);
        }
        puts(latex ? " \\\\" : "");
    }
    if (latex)
        puts("\\bottomrule\n\\end{tabular}");
}
#line 992 "noweb/cmd/rulecmd.nw"
static int zigzag_table(long from, long to, bool table, int fmt, size_t max_games,
                        size_t max_bytes)
{
    Game_T *zz = malloc(((size_t)to + 1) * sizeof *zz);
    assert(zz);
    volatile long done = 0;
    jmp_buf env;
    Game_legacy_limits(max_games, max_bytes);
    if (setjmp(env)) {
        Game_legacy_on_limit(NULL);
        Game_legacy_limits(0, 0);
        fprintf(stderr, "cgtk zigzag: computation limit reached: ZZ_1..ZZ_%ld were done, "
                "ZZ_%ld was not (%zu games in the store, %zu MB); nothing was printed\n",
                done, done + 1, Game_store_count(), Game_store_bytes() >> 20);
        free(zz);
        return CGTK_LIMIT;
    }
    Game_legacy_on_limit(&env);
    zz[0] = Game_zero();
    for (long n = 1; n <= to; n++) {
        zz[n] = Domineering_zigzag_next(zz, (size_t)n);
        done = n;
    }
    Game_legacy_on_limit(NULL);
    Game_legacy_limits(0, 0);
    print_zigzags(zz, from, to, table, fmt);
    free(zz);
    return CGTK_OK;
}
#line 1024 "noweb/cmd/rulecmd.nw"
static void print_zigzags(const Game_T *zz, long from, long to, bool table, int fmt)
{
    char buf[64];
    if (residues) {
        print_residues(zz, from, to, fmt);
        return;
    }
    if (thermo_how != TH_NONE) {
        for (long n = from; n <= to; n++) {
            snprintf(buf, sizeof buf, "$ZZ_{%ld}$", n);
            put_thermograph(stdout, zz[n], buf);
        }
        return;
    }
    if (!table) {
        put_game(stdout, zz[to], fmt == FMT_LATEX);
        putchar('\n');
        return;
    }
    if (fmt == FMT_PLAIN) {
        for (long n = from; n <= to; n++) {
            printf("%ld\t", n);
            put_game(stdout, zz[n], false);
            putchar('\n');
        }
        return;
    }
    if (fmt == FMT_TSV)
        printf("n\tn mod 8\tvalue\tleft stop\tright stop%s\tish\tONAG\tagree\n",
               thermo_cols ? "\tmean\ttemperature" : "");
    else
        printf("\\begin{tabular}{@{}rr>{\\raggedright\\arraybackslash}p{%s}"
               "rr%slll@{}}\n\\toprule\n$n$ & $n \\bmod 8$ & $ZZ_n$ (cgtk) & $L$ & $R$ & "
               "%s$P$-ish & ONAG & Agree \\\\\n\\midrule\n",
               thermo_cols ? "0.3\\linewidth" : "0.42\\linewidth", thermo_cols ? "rr" : "",
               thermo_cols ? "$m$ & $t$ & " : "");
    for (long n = from; n <= to; n++) {
        bool latex = fmt == FMT_LATEX;
        const char *sep = latex ? " & " : "\t";
        printf("%ld%s%ld%s", n, sep, n % 8, sep);
        if (latex)
            put_value_cell(stdout, zz[n]);
        else
            put_game(stdout, zz[n], false);
        fputs(sep, stdout);
        put_stops(stdout, zz[n], latex, sep);
        if (thermo_cols) {
            fputs(sep, stdout);
            put_thermo(stdout, zz[n], latex, sep);
        }
        const char *p = ish(zz[n], n, buf, sizeof buf);
        if (latex) {
            fputs(" & \\texttt{", stdout);
            latex_escape(stdout, p);
            fputc('}', stdout);
        } else
            printf("\t%s", p);
        if (n <= 11) {
            Game_T g;
            Perr_T e;
            bool ok = Notation_parse(onag_zz[n], &g, &e);
            assert(ok);
            if (latex) {
                fputs(" & \\texttt{", stdout);
                latex_escape(stdout, onag_zz_written[n]);
                printf("} & %s \\\\\n", g == zz[n] ? "yes" : "no");
            } else
                printf("\t%s\t%s\n", onag_zz_written[n], g == zz[n] ? "yes" : "no");
        } else
            fputs(latex ? " & & \\\\\n" : "\t\t\n", stdout);
    }
    if (fmt == FMT_LATEX)
        puts("\\bottomrule\n\\end{tabular}");
}
#line 1121 "noweb/cmd/rulecmd.nw"
static void enum_usage(void)
{
    printf("usage: cgtk enumerate RULESET --cells K [OPTION]...\n"
           "Evaluate every connected position of RULESET (domineering) with at most K\n"
           "squares (K <= %d), each shape once up to turns and reflections, and print\n"
           "them as a dictionary: each value, how many shapes have it, and the shapes.\n"
           "A shape turned a quarter has the opposite value; each value is shown once\n"
           "up to sign.\n\n"
           "  -k, --cells K        the largest number of squares\n"
           "      --list           one line per shape: squares, board, value\n"
           "      --stats          one row per number of squares: shapes, distinct\n"
           "                       values, numbers, nimbers, infinitesimals, tinies,\n"
           "                       and the hottest temperature with its value\n"
           "  -f, --format FMT     plain (default), tsv, or latex\n"
           LIMIT_HELP
           "  -h, --help           print this help\n", GRID_MAX_CELLS);
}

static Domineering_Board shape_board(const Grid_Shape *s)
{
    Domineering_Board b = { s->rows, s->cols, { 0 } };
    for (int i = 0; i < s->cells; i++)
        b.row[s->cell[i] / 16] |= 1ULL << (s->cell[i] % 16);
    return b;
}
#line 1156 "noweb/cmd/rulecmd.nw"
int Rulecmd_enumerate(int argc, char **argv)
{
    static const struct option opts[] = {
        { "cells", required_argument, NULL, 'k' },
        { "list", no_argument, NULL, 'l' },
        { "stats", no_argument, NULL, 's' },
        { "format", required_argument, NULL, 'f' },
        LIMIT_OPTIONS,
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    Limits lim = { 0, 0, NULL };
    long k = -1;
    bool list = false, stats = false;
    int fmt = FMT_PLAIN, c;
    while ((c = getopt_long(argc, argv, "k:f:h", opts, NULL)) != -1)
        switch (c) {
        case 'k':
            if (!Cgtk_parse_count("enumerate", "--cells", optarg, GRID_MAX_CELLS, &k))
                return CGTK_USAGE;
            break;
        case 'l': list = true; break;
        case 's': stats = true; break;
        case 'f':
            if (!parse_format("enumerate", optarg, &fmt))
                return CGTK_USAGE;
            break;
        case 'P': case 'M': case 'T':
            if (!limit_option("enumerate", c, optarg, &lim))
                return CGTK_USAGE;
            break;
        case 'h':
            enum_usage();
            return CGTK_OK;
        default:
            return Cgtk_bad_usage("enumerate");
        }
    if (argc - optind != 1 || strcmp(argv[optind], "domineering") != 0) {
        fprintf(stderr, "cgtk enumerate: expected one RULESET, domineering%s%s%s\n",
                optind < argc ? ", found '" : "", optind < argc ? argv[optind] : "",
                optind < argc ? "'" : "");
        return Cgtk_bad_usage("enumerate");
    }
    if (k < 1) {
        fprintf(stderr, "cgtk enumerate: expected --cells K with 1 <= K <= %d\n",
                GRID_MAX_CELLS);
        return Cgtk_bad_usage("enumerate");
    }
    Grid_Shape *shapes;
    size_t n = Grid_polyominoes((int)k, &shapes);
    Shape_Item *items = calloc(n + 1, sizeof *items);
    assert(items);
    for (size_t i = 0; i < n; i++) {
        items[i].board = shape_board(&shapes[i]);
        items[i].cells = shapes[i].cells;
    }
    free(shapes);
    int rc = evaluate_shapes(items, n, &lim);
    if (rc == CGTK_OK) {
        if (stats) print_shape_stats(items, n, (int)k, fmt);
        else if (list) print_shape_list(items, n, fmt);
        else print_dictionary(items, n, fmt);
    }
    free(items);
    return rc;
}
#line 1227 "noweb/cmd/rulecmd.nw"
static int evaluate_shapes(Shape_Item *items, size_t n, const Limits *lim)
{
    bool ok;
    Position_Eval e = open_eval("enumerate", &Domineering_ruleset, lim, &ok);
    if (!ok)
        return close_eval("enumerate", e, lim, CGTK_USAGE);
    for (size_t i = 0; i < n; i++) {
        uint64_t w[DOMINEERING_MAX + 1];
        if (!Position_value(e, w, Domineering_position(&items[i].board, w),
                            &items[i].value)) {
            char what[100];
            snprintf(what, sizeof what, "at shape %zu of %zu", i + 1, n);
            report_limit("enumerate", e, what);
            return close_eval("enumerate", e, lim, CGTK_LIMIT);
        }
        if (Enumerate_prefer_negative(items[i].value)) {
            items[i].board = Domineering_turn(&items[i].board);
            items[i].value = Game_neg(items[i].value);
        }
    }
    return close_eval("enumerate", e, lim, CGTK_OK);
}

static void print_shape_list(const Shape_Item *items, size_t n, int fmt)
{
    bool latex = fmt == FMT_LATEX;
    if (fmt == FMT_TSV)
        puts("squares\tboard\tvalue");
    if (latex)
        puts("\\begin{longtable}{@{}rcl@{}}\n\\toprule\nSquares & Shape & Value \\\\\n"
             "\\midrule\n\\endhead");
    for (size_t i = 0; i < n; i++) {
        char *s = latex ? Domineering_tikz(&items[i].board, 0.2)
                        : Domineering_str(&items[i].board);
        printf(latex ? "%d & %s & $" : "%d\t%s\t", items[i].cells, s);
        put_game(stdout, items[i].value, latex);
        puts(latex ? "$ \\\\" : "");
        free(s);
    }
    if (latex)
        puts("\\bottomrule\n\\end{longtable}");
}
#line 1273 "noweb/cmd/rulecmd.nw"
static void print_dictionary(const Shape_Item *items, size_t n, int fmt)
{
    bool latex = fmt == FMT_LATEX;
    Game_T *v = malloc((n + 1) * sizeof *v);
    size_t *order = malloc((n + 1) * sizeof *order);
    assert(v && order);
    for (size_t i = 0; i < n; i++)
        v[i] = items[i].value;
    Enumerate_Group *g;
    size_t ng = Enumerate_dictionary(v, n, order, &g);
    if (fmt == FMT_TSV)
        puts("value\tcount\tboards");
    if (latex)
        puts("\\begin{longtable}{@{}>{\\raggedright\\arraybackslash}p{0.3\\linewidth}r"
             ">{\\raggedright\\arraybackslash}p{0.56\\linewidth}@{}}\n\\toprule\n"
             "Value $G$ (turned: $-G$) & Shapes & \\\\\n\\midrule\n\\endhead");
    for (size_t j = 0; j < ng; j++) {
        if (latex) fputc('$', stdout);
        put_game(stdout, g[j].value, latex);
        printf(latex ? "$ & %zu & " : "\t%zu\t", g[j].count);
        for (size_t m = 0; m < g[j].count; m++) {
            const Shape_Item *it = &items[order[g[j].first + m]];
            char *s = latex ? Domineering_tikz(&it->board, 0.2) : Domineering_str(&it->board);
            printf("%s%s", m ? (latex ? "\\enspace " : " ") : "", s);
            free(s);
        }
        puts(latex ? " \\\\[3pt]" : "");
    }
    if (latex)
        puts("\\bottomrule\n\\end{longtable}");
    free(g);
    free(order);
    free(v);
}
#line 1311 "noweb/cmd/rulecmd.nw"
static void print_shape_stats(const Shape_Item *items, size_t n, int k, int fmt)
{
    bool latex = fmt == FMT_LATEX;
    const char *sep = latex ? " & " : "\t";
    Game_T *v = malloc((n + 1) * sizeof *v);
    assert(v);
    if (latex)
        puts("\\begin{tabular}{@{}rrrrrrrr>{\\raggedright\\arraybackslash}p{0.22\\linewidth}@{}}\n\\toprule\nSquares & Shapes & Values & "
             "Values ($\\le$) & Numbers & Nimbers & Infinitesimals & Tinies & "
             "Hottest: $t(G)$, $G$ \\\\\n\\midrule");
    else
        puts("squares\tshapes\tvalues\tvalues up to\tnumbers\tnimbers\tinfinitesimals"
             "\ttinies\thottest temperature\thottest value");
    size_t upto = 0;
    for (int cells = 1; cells <= k; cells++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (items[i].cells == cells)
                v[m++] = items[i].value;
        Enumerate_Stats st = Enumerate_stats(v, m);
        
#line 1360 "noweb/cmd/rulecmd.nw"
Game_T hot = Game_zero();
Dyadic_T t = Dyadic_int(-2);
for (size_t i = 0; i < m; i++) {
    Dyadic_T ti = Thermo_temperature(v[i]);
    if (Dyadic_cmp(ti, t) > 0) {
        Dyadic_clear(&t);
        t = ti;
        hot = v[i];
    } else
        Dyadic_clear(&ti);
}
#line 1332 "noweb/cmd/rulecmd.nw"
        upto += m;
        size_t all = 0;
        for (size_t i = 0; i < n; i++)
            if (items[i].cells <= cells)
                v[all++] = items[i].value;
        Enumerate_Stats cum = Enumerate_stats(v, all);
        (void)upto;
        printf("%d%s%zu%s%zu%s%zu%s%zu%s%zu%s%zu%s%zu%s", cells, sep, st.positions, sep,
               st.distinct, sep, cum.distinct, sep, st.numbers, sep, st.nimbers, sep,
               st.infinitesimals, sep, st.tinies, sep);
        if (latex) fputc('$', stdout);
        put_dyadic(stdout, t, latex);
        fputs(latex ? "$, $" : "\t", stdout);
        put_game(stdout, hot, latex);
        if (latex) fputc('$', stdout);
        puts(latex ? " \\\\" : "");
        Dyadic_clear(&t);
    }
    if (latex)
        puts("\\bottomrule\n\\end{tabular}");
    free(v);
}
