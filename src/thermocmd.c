/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#line 56 "noweb/cmd/thermocmd.nw"
#include <assert.h>
#include <getopt.h>
#include <limits.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cgtk.h"
#include "dyadic.h"
#include "game.h"
#include "notation.h"
#include "ordinal.h"
#include "thermo.h"
#include "thermocmd.h"

#line 81 "noweb/cmd/thermocmd.nw"
enum { FMT_PLAIN, FMT_LATEX, FMT_TIKZ, FMT_DATA };
static struct {
    const char *cmd;
    FILE *out;
    Cgtk_Output o;              /* out writes into it; see Cgtk_output_close */
    int fmt;
    bool sections;
    long max_games, max_mb;
    Dyadic_T t;                 /* cool */
    Game_T tg, sg;              /* heat, overheat */
    bool has_t, has_s, t_operand;   /* t_operand: T was the last operand */
    Dyadic_T *list;             /* --table values */
    size_t nlist;
    const char *title;
} S;
#line 101 "noweb/cmd/thermocmd.nw"
static void start(const char *cmd)
{
    memset(&S, 0, sizeof S);
    S.cmd = cmd;
    S.out = Cgtk_output_open(&S.o);
}

static int finish(int rc)
{
    Game_legacy_on_limit(NULL);
    Cgtk_output_close(&S.o, rc);
    Dyadic_clear(&S.t);
    for (size_t i = 0; i < S.nlist; i++)
        Dyadic_clear(&S.list[i]);
    free(S.list);
    S.out = NULL;
    S.list = NULL;
    S.nlist = 0;
    return rc;
}

static int limit_reached(void)
{
        fprintf(stderr, "cgtk %s: computation limit reached with %zu games in the store; "
            "nothing was printed\n", S.cmd, Game_store_count());
    return finish(CGTK_LIMIT);
}
#line 133 "noweb/cmd/thermocmd.nw"
#define COMMON_LONG_OPTIONS \
    { "format", required_argument, NULL, 'f' }, \
    { "max-games", required_argument, NULL, 'G' }, \
    { "max-memory", required_argument, NULL, 'M' }, \
    { "help", no_argument, NULL, 'h' }
#define COMMON_HELP \
    "  -f, --format FMT    plain (default) or latex: a booktabs tabular\n" \
    "      --max-games N   stop (exit 1) when the game store would pass N games\n" \
    "      --max-memory MB stop (exit 1) when the store would pass MB megabytes\n" \
    "  -h, --help          print this help\n\n" \
    "With no EXPR, one expression per line is read from standard input.\n" \
    "Exit status: 0 success, 1 a limit was reached, 2 bad input (nothing is\n" \
    "printed on stdout then).\n"

static bool common_option(int c, const char *arg)
{
    switch (c) {
    case 'f':
        if (strcmp(arg, "plain") == 0) S.fmt = FMT_PLAIN;
        else if (strcmp(arg, "latex") == 0) S.fmt = FMT_LATEX;
        else {
            fprintf(stderr, "cgtk %s: --format: expected plain or latex, found '%s'\n",
                    S.cmd, arg);
            return false;
        }
        return true;
    case 'G': case 'M':
        return Cgtk_parse_limit(S.cmd, c, arg, &S.max_games, &S.max_mb);
    }
    return false;
}
#line 169 "noweb/cmd/thermocmd.nw"
static bool parse_number(const char *what, const char *arg, bool nonneg, Dyadic_T *x)
{
    Perr_T e;
    if (!Dyadic_parse(arg, x, &e)) {
        fprintf(stderr, "cgtk %s: %s: expected a dyadic number such as 3/2 "
                "(%s at column %zu), found '%s'\n", S.cmd, what, e.expected, e.column, arg);
        return false;
    }
    if (nonneg && Dyadic_sign(*x) < 0) {
        fprintf(stderr, "cgtk %s: %s: expected a non-negative number, found '%s'\n",
                S.cmd, what, arg);
        Dyadic_clear(x);
        return false;
    }
    return true;
}

static bool parse_list(const char *arg)
{
    char *copy = strdup(arg), *save = NULL;
    assert(copy);
    bool ok = true;
    for (char *tok = strtok_r(copy, ",", &save); tok && ok; tok = strtok_r(NULL, ",", &save)) {
        S.list = realloc(S.list, (S.nlist + 1) * sizeof *S.list);
        assert(S.list);
        ok = parse_number("--table", tok, strcmp(S.cmd, "cool") == 0, &S.list[S.nlist]);
        if (ok) S.nlist++;
    }
    free(copy);
    if (ok && S.nlist == 0) {
        fprintf(stderr, "cgtk %s: --table: expected a comma-separated list of numbers\n", S.cmd);
        ok = false;
    }
    return ok;
}
#line 209 "noweb/cmd/thermocmd.nw"
static void put_num(Dyadic_T x)
{
    char *s = S.fmt == FMT_LATEX ? Dyadic_latex(x) : Dyadic_str(x);
    fputs(s, S.out);
    free(s);
}

static void put_game(Game_T g)
{
    char *s = S.fmt == FMT_LATEX ? Notation_latex(g) : Notation_str(g);
    fputs(s, S.out);
    free(s);
}

static void put_tt(const char *s)
{
    fputs("\\texttt{", S.out);
    for (; *s; s++)
        switch (*s) {
        case '{': case '}': case '#': case '$': case '%': case '&': case '_':
            fprintf(S.out, "\\%c", *s); break;
        case '\\': fputs("\\textbackslash{}", S.out); break;
        case '^': fputs("\\^{}", S.out); break;
        case '~': fputs("\\~{}", S.out); break;
        case '|': fputs("\\textbar{}", S.out); break;
        case '<': fputs("\\textless{}", S.out); break;
        case '>': fputs("\\textgreater{}", S.out); break;
        default: fputc(*s, S.out);
        }
    fputc('}', S.out);
}

static void put_section(Thermo_Section s)
{
    fprintf(S.out, "%c(", s.side);
    put_num(s.x);
    fputc(')', S.out);
}
#line 253 "noweb/cmd/thermocmd.nw"
typedef void Each(Game_T g, const char *text);

static int run_each(int argc, char **argv, Each *fn, const char *head, const char *tail)
{
    static Cgtk_Input in;
    static jmp_buf env;
    Cgtk_input_read(&in, argc, argv, stdin);
    Game_legacy_limits((size_t)S.max_games, (size_t)S.max_mb * 1024 * 1024);
    if (setjmp(env)) {
        Cgtk_input_free(&in);
        return limit_reached();
    }
    Game_legacy_on_limit(&env);
    if (S.fmt == FMT_LATEX && head)
        fputs(head, S.out);
    for (size_t i = 0; i < in.n; i++) {
        Game_T g;
        Perr_T e;
        if (!Notation_parse(in.text[i], &g, &e)) {
            Cgtk_report_parse_error(S.cmd, &in, i, &e);
            Cgtk_input_free(&in);
            return finish(CGTK_USAGE);
        }
        fn(g, in.text[i]);
    }
    if (S.fmt == FMT_LATEX && tail)
        fputs(tail, S.out);
    Cgtk_input_free(&in);
    return finish(CGTK_OK);
}
#line 289 "noweb/cmd/thermocmd.nw"
typedef bool Own(int c, const char *arg);

static int options(int argc, char **argv, const char *shortopts,
                   const struct option *longopts, Own *own, const char *help)
{
    int c;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        if (c == 'h') {
            fputs(help, stdout);
            return finish(CGTK_OK);
        }
        bool ok;
        if (c == 'f' || c == 'G' || c == 'M')
            ok = common_option(c, optarg);
        else if (c != '?' && own)
            ok = own(c, optarg);
        else {
            finish(CGTK_USAGE);
            return Cgtk_bad_option(S.cmd, argc, argv);
        }
        if (!ok)
            return finish(CGTK_USAGE);
    }
    return -1;
}
#line 429 "noweb/cmd/thermocmd.nw"
static bool take_last_operand(int argc, char **argv, bool number)
{
    if (S.has_t)
        return true;
    if (argc - optind < 2) {
        fprintf(stderr, "cgtk %s: expected a temperature: cgtk %s EXPR T, or -t T\n",
                S.cmd, S.cmd);
        return false;
    }
    const char *arg = argv[argc - 1];
    if (number) {
        if (!parse_number("temperature", arg, true, &S.t))
            return false;
    } else {
        Perr_T e;
        if (!Notation_parse(arg, &S.tg, &e)) {
            fprintf(stderr, "cgtk %s: temperature: column %zu: expected %s\n  %s\n",
                    S.cmd, e.column, e.expected, arg);
            return false;
        }
    }
    S.has_t = S.t_operand = true;
    return true;
}
#line 319 "noweb/cmd/thermocmd.nw"
static void each_stops(Game_T g, const char *text)
{
    Thermo_Section l = Thermo_left_section(g), r = Thermo_right_section(g);
    if (S.fmt == FMT_LATEX) {
        put_tt(text);
        fputs(" & $", S.out);
        put_game(g);
        fputs("$ & $", S.out);
        put_section(l);
        fputs("$ & $", S.out);
        put_section(r);
        fputs("$ \\\\\n", S.out);
    } else if (S.sections) {
        put_section(l);
        fputc(' ', S.out);
        put_section(r);
        fputc('\n', S.out);
    } else {
        put_num(l.x);
        fputc(' ', S.out);
        put_num(r.x);
        fputc('\n', S.out);
    }
    Thermo_section_clear(&l);
    Thermo_section_clear(&r);
}

static bool stops_option(int c, const char *arg)
{
    (void)arg;
    if (c == 's') S.sections = true;
    return c == 's';
}

int Thermocmd_stops(int argc, char **argv)
{
    static const struct option opts[] = {
        { "sections", no_argument, NULL, 's' }, COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 }
    };
    start("stops");
    int rc = options(argc, argv, "sf:h", opts, stops_option,
        "usage: cgtk stops [--sections] [OPTION]... [EXPR]...\n"
        "Print the Left and Right stop of each game, separated by a space.  With\n"
        "--sections, print the Left and Right sections (ONAG Theorem 56) instead:\n"
        "R(5) is the section just right of 5, L(4) just left of 4.\n\n"
        "  -s, --sections      print the sections L(G) and R(G)\n" COMMON_HELP);
    if (rc >= 0)
        return rc;
    return run_each(argc, argv, each_stops,
        "\\begin{tabular}{@{}llll@{}}\n\\toprule\n"
        "Game as given & Canonical form & $L(G)$ & $R(G)$ \\\\\n\\midrule\n",
        "\\bottomrule\n\\end{tabular}\n");
}
#line 377 "noweb/cmd/thermocmd.nw"
static void each_mean(Game_T g, const char *text)
{
    (void)text;
    Dyadic_T m = Thermo_mean(g);
    put_num(m);
    fputc('\n', S.out);
    Dyadic_clear(&m);
}

static void each_temperature(Game_T g, const char *text)
{
    (void)text;
    Dyadic_T t = Thermo_temperature(g);
    put_num(t);
    fputc('\n', S.out);
    Dyadic_clear(&t);
}

int Thermocmd_mean(int argc, char **argv)
{
    static const struct option opts[] = { COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 } };
    start("mean");
    int rc = options(argc, argv, "f:h", opts, NULL,
        "usage: cgtk mean [OPTION]... [EXPR]...\n"
        "Print the mean value m(G) of each game (the mast of its thermograph; a\n"
        "number is its own mean).\n\n" COMMON_HELP);
    return rc >= 0 ? rc : run_each(argc, argv, each_mean, NULL, NULL);
}

int Thermocmd_temperature(int argc, char **argv)
{
    static const struct option opts[] = { COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 } };
    start("temperature");
    int rc = options(argc, argv, "f:h", opts, NULL,
        "usage: cgtk temperature [OPTION]... [EXPR]...\n"
        "Print the temperature t(G) of each game: the highest corner of its\n"
        "thermograph.  CGSuite's conventions: an integer has temperature -1, a\n"
        "number k/2^j (k odd) has -1/2^j, a number plus a nonzero infinitesimal 0.\n\n"
        COMMON_HELP);
    return rc >= 0 ? rc : run_each(argc, argv, each_temperature, NULL, NULL);
}
#line 456 "noweb/cmd/thermocmd.nw"
static void each_cool(Game_T g, const char *text)
{
    (void)text;
    put_game(Thermo_cool(g, S.t));
    fputc('\n', S.out);
}

static Game_T unfrozen(Game_T g, Dyadic_T t)
{
    if (Game_is_number(g))
        return g;
    Game_T tg = Game_number(t);
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    Game_T *o = malloc((nl + nr + 1) * sizeof *o);
    assert(o);
    for (size_t i = 0; i < nl; i++) o[i] = Game_sub(Thermo_cool(Game_left(g, i), t), tg);
    for (size_t i = 0; i < nr; i++) o[nl + i] = Game_add(Thermo_cool(Game_right(g, i), t), tg);
    Game_T r = Game_make(o, nl, o + nl, nr);
    free(o);
    return r;
}

static void each_cool_table(Game_T g, const char *text)
{
    (void)text;
    if (S.fmt == FMT_LATEX)
        fputs("\\begin{tabular}{@{}lll@{}}\n\\toprule\n"
              "$t$ & $\\{G^L_t - t \\mid G^R_t + t\\}$ & $G_t$ \\\\\n\\midrule\n", S.out);
    for (size_t i = 0; i < S.nlist; i++) {
        const char *sep = S.fmt == FMT_LATEX ? "$ & $" : "\t";
        if (S.fmt == FMT_LATEX) fputc('$', S.out);
        put_num(S.list[i]);
        fputs(sep, S.out);
        put_game(unfrozen(g, S.list[i]));
        fputs(sep, S.out);
        put_game(Thermo_cool(g, S.list[i]));
        fputs(S.fmt == FMT_LATEX ? "$ \\\\\n" : "\n", S.out);
    }
    if (S.fmt == FMT_LATEX)
        fputs("\\bottomrule\n\\end{tabular}\n", S.out);
}

static bool cool_option(int c, const char *arg)
{
    if (c == 't') {
        Dyadic_clear(&S.t);
        return S.has_t = parse_number("-t", arg, true, &S.t);
    }
    if (c == 'T')
        return parse_list(arg);
    return false;
}

int Thermocmd_cool(int argc, char **argv)
{
    static const struct option opts[] = {
        { "temperature", required_argument, NULL, 't' },
        { "table", required_argument, NULL, 'T' }, COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 }
    };
    start("cool");
    int rc = options(argc, argv, "t:T:f:h", opts, cool_option,
        "usage: cgtk cool [OPTION]... EXPR T\n"
        "       cgtk cool -t T [OPTION]... [EXPR]...\n"
        "       cgtk cool --table T1,T2,... EXPR\n"
        "Print G cooled by T (ONAG ch. 9): {G^L_T - T | G^R_T + T}, frozen at the mean\n"
        "m(G) when T is above the temperature of G.  T is a non-negative dyadic number.\n\n"
        "  -t, --temperature T cool by T (then every operand is a game)\n"
        "  -T, --table LIST    for one game, a row per temperature in LIST: t, the\n"
        "                      formula {G^L_t - t | G^R_t + t}, and G_t\n" COMMON_HELP);
    if (rc >= 0)
        return rc;
    if (S.nlist > 0) {
        if (argc - optind != 1) {
            fprintf(stderr, "cgtk cool: --table: expected one game\n");
            finish(CGTK_USAGE);
            return Cgtk_bad_usage("cool");
        }
        return run_each(argc, argv, each_cool_table, NULL, NULL);
    }
    if (!take_last_operand(argc, argv, true)) {
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("cool");
    }
    return run_each(S.t_operand ? argc - 1 : argc, argv, each_cool, NULL, NULL);
}
#line 546 "noweb/cmd/thermocmd.nw"
static void each_heat(Game_T g, const char *text)
{
    (void)text;
    put_game(S.has_s ? Thermo_overheat(g, S.sg, S.tg) : Thermo_heat(g, S.tg));
    fputc('\n', S.out);
}

static bool parse_game_option(const char *what, const char *arg, Game_T *g)
{
    Perr_T e;
    if (Notation_parse(arg, g, &e))
        return true;
    fprintf(stderr, "cgtk %s: %s: column %zu: expected %s\n  %s\n", S.cmd, what,
            e.column, e.expected, arg);
    return false;
}

static bool heat_option(int c, const char *arg)
{
    if (c == 't')
        return S.has_t = parse_game_option("-t", arg, &S.tg);
    if (c == 'o')
        return S.has_s = parse_game_option("--overheat", arg, &S.sg);
    return false;
}

int Thermocmd_heat(int argc, char **argv)
{
    static const struct option opts[] = {
        { "temperature", required_argument, NULL, 't' },
        { "overheat", required_argument, NULL, 'o' }, COMMON_LONG_OPTIONS,
        { NULL, 0, NULL, 0 }
    };
    start("heat");
    int rc = options(argc, argv, "t:o:f:h", opts, heat_option,
        "usage: cgtk heat [OPTION]... EXPR T\n"
        "       cgtk heat -t T [OPTION]... [EXPR]...\n"
        "Print G heated by T (CGSuite's Heat): G itself when G is a number, otherwise\n"
        "{G^L heated + T | G^R heated - T}.  With --overheat S, G overheated from S\n"
        "to T (CGSuite's Overheat): an integer n becomes n copies of S.  T and S are\n"
        "games (usually numbers).\n\n"
        "  -t, --temperature T heat by T (then every operand is a game)\n"
        "  -o, --overheat S    overheat from S to T\n" COMMON_HELP);
    if (rc >= 0)
        return rc;
    if (!take_last_operand(argc, argv, false)) {
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("heat");
    }
    return run_each(S.t_operand ? argc - 1 : argc, argv, each_heat, NULL, NULL);
}
#line 607 "noweb/cmd/thermocmd.nw"
static void each_thermograph(Game_T g, const char *text)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    if (S.fmt == FMT_TIKZ)
        Thermo_print_tikz(S.out, th, S.title);
    else if (S.fmt == FMT_DATA)
        Thermo_print_data(S.out, th);
    else if (S.fmt == FMT_LATEX) {
        Dyadic_T z = Dyadic_int(0), l = Thermo_wall_at(&th->left, z),
                 r = Thermo_wall_at(&th->right, z), m = Thermo_graph_mean(th),
                 t = Thermo_graph_temperature(th);
        char *s = Thermo_str(th);
        put_tt(text);
        fputs(" & $", S.out); put_game(g);
        fputs("$ & $", S.out); put_num(l);
        fputs("$ & $", S.out); put_num(r);
        fputs("$ & $", S.out); put_num(m);
        fputs("$ & $", S.out); put_num(t);
        fputs("$ & {\\scriptsize ", S.out); put_tt(s);
        fputs("} \\\\\n", S.out);
        free(s);
        Dyadic_clear(&l); Dyadic_clear(&r); Dyadic_clear(&m); Dyadic_clear(&t);
    } else {
        char *s = Thermo_str(th);
        fprintf(S.out, "%s\n", s);
        free(s);
    }
    Thermo_graph_free(th);
}

static bool thermograph_option(int c, const char *arg)
{
    if (c == 'z') S.fmt = FMT_TIKZ;
    else if (c == 'd') S.fmt = FMT_DATA;
    else if (c == 'T') S.title = arg;
    else return false;
    return true;
}

int Thermocmd_thermograph(int argc, char **argv)
{
    static const struct option opts[] = {
        { "tikz", no_argument, NULL, 'z' }, { "data", no_argument, NULL, 'd' },
        { "title", required_argument, NULL, 'T' }, COMMON_LONG_OPTIONS,
        { NULL, 0, NULL, 0 }
    };
    start("thermograph");
    int rc = options(argc, argv, "zdT:f:h", opts, thermograph_option,
        "usage: cgtk thermograph [--tikz [--title TEXT] | --data] [OPTION]... [EXPR]...\n"
        "Print the thermograph of each game in CGSuite's form\n"
        "  Thermograph(mast,[corners],[slopes],mast,[corners],[slopes])\n"
        "(Left wall, then Right wall; corners from the highest down, slopes from the\n"
        "mast's down, in ordinary coordinates; walls are defined from t = -1 up).\n\n"
        "  -z, --tikz          a TikZ picture in ONAG's orientation (positive values\n"
        "                      to the left), corners labelled with exact values\n"
        "      --title TEXT    put TEXT (LaTeX) above the TikZ picture\n"
        "  -d, --data          the walls as a pgfplots table: t left right (one game)\n"
        "  -f latex            a table: game, stops, mean, temperature, thermograph\n"
        COMMON_HELP);
    if (rc >= 0)
        return rc;
    if (S.fmt == FMT_DATA && argc - optind > 1) {
        fprintf(stderr, "cgtk thermograph: --data: expected one game, found %d\n",
                argc - optind);
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("thermograph");
    }
    return run_each(argc, argv, each_thermograph,
        "\\begin{tabular}{@{}lllllll@{}}\n\\toprule\n"
        "Game & Canonical form & $L$ & $R$ & $m(G)$ & $t(G)$ & Thermograph (CGSuite) \\\\\n\\midrule\n",
        "\\bottomrule\n\\end{tabular}\n");
}
#line 689 "noweb/cmd/thermocmd.nw"
static size_t top_colon(const char *s)
{
    int depth = 0;
    for (size_t i = 0; s[i]; i++) {
        if (s[i] == '{' || s[i] == '(') depth++;
        else if (s[i] == '}' || s[i] == ')') depth--;
        else if (s[i] == ':' && depth == 0) return i;
    }
    return (size_t)-1;
}

static bool parse_part(const Cgtk_Input *in, size_t i, const char *s, size_t offset, Game_T *g)
{
    Perr_T e;
    if (Notation_parse(s, g, &e))
        return true;
    e.column += offset;
    Cgtk_report_parse_error(S.cmd, in, i, &e);
    return false;
}

static void ordinal_table(void)
{
    bool latex = S.fmt == FMT_LATEX;
    const char *sep = latex ? "$ & $" : "\t";
    if (latex)
        fputs("\\begin{tabular}{@{}rrrrrl@{}}\n\\toprule\n"
              "$x$ & $1{:}x$ (formula) & $1{:}x$ (construction) & $(-1){:}x$ (formula) & "
              "$(-1){:}x$ (construction) & agree \\\\\n\\midrule\n", S.out);
    else
        fputs("x\t1:x formula\t1:x construction\t(-1):x formula\t(-1):x construction\tagree\n",
              S.out);
    for (size_t i = 0; i < S.nlist; i++) {
        Dyadic_T x = S.list[i], a = Ordinal_one_colon(x), b = Ordinal_minus_one_colon(x);
        Game_T ga = Ordinal_sum(Game_integer(1), Game_number(x));
        Game_T gb = Ordinal_sum(Game_integer(-1), Game_number(x));
        bool agree = ga == Game_number(a) && gb == Game_number(b);
        if (latex) fputc('$', S.out);
        put_num(x); fputs(sep, S.out);
        put_num(a); fputs(sep, S.out);
        put_game(ga); fputs(sep, S.out);
        put_num(b); fputs(sep, S.out);
        put_game(gb);
        fprintf(S.out, "%s%s%s", latex ? "$ & " : "\t", agree ? "yes" : "no",
                latex ? " \\\\\n" : "\n");
        Dyadic_clear(&a);
        Dyadic_clear(&b);
    }
    if (latex)
        fputs("\\bottomrule\n\\end{tabular}\n", S.out);
}

static bool ordinal_option(int c, const char *arg)
{
    return c == 'T' && parse_list(arg);
}

int Thermocmd_ordinal(int argc, char **argv)
{
    static const struct option opts[] = {
        { "table", required_argument, NULL, 'T' }, COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 }
    };
    start("ordinal");
    int rc = options(argc, argv, "T:f:h", opts, ordinal_option,
        "usage: cgtk ordinal [OPTION]... G H\n"
        "       cgtk ordinal [OPTION]... [G:H]...\n"
        "       cgtk ordinal --table X1,X2,... [--format=latex]\n"
        "Print the ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (ONAG ch. 8, 15) of the\n"
        "canonical form of G with H.\n\n"
        "  -T, --table LIST    1:x and (-1):x for each number x in LIST, by seed 000's\n"
        "                      formulas and by the construction\n" COMMON_HELP);
    if (rc >= 0)
        return rc;
    static Cgtk_Input in;
    static jmp_buf env;
    static char *base;      /* G of one "G:H" operand; freed here if a limit strikes */
    if (S.nlist == 0)
        Cgtk_input_read(&in, argc, argv, stdin);
    Game_legacy_limits((size_t)S.max_games, (size_t)S.max_mb * 1024 * 1024);
    if (setjmp(env)) {
        free(base);
        base = NULL;
        Cgtk_input_free(&in);
        return limit_reached();
    }
    Game_legacy_on_limit(&env);
    if (S.nlist > 0) {
        ordinal_table();
        return finish(CGTK_OK);
    }
    bool pair = !in.from_stdin && in.n == 2 && top_colon(in.text[0]) == (size_t)-1
                && top_colon(in.text[1]) == (size_t)-1;
    for (size_t i = 0; i < in.n; i += pair ? 2 : 1) {
        Game_T g, h;
        bool ok;
        if (pair)
            ok = parse_part(&in, 0, in.text[0], 0, &g) && parse_part(&in, 1, in.text[1], 0, &h);
        else {
            size_t k = top_colon(in.text[i]);
            if (k == (size_t)-1) {
                Perr_T e = { strlen(in.text[i]) + 1, "':' between the games G and H" };
                Cgtk_report_parse_error(S.cmd, &in, i, &e);
                ok = false;
            } else {
                base = strndup(in.text[i], k);    /* the message shows the whole line */
                assert(base);
                ok = parse_part(&in, i, base, 0, &g)
                     && parse_part(&in, i, in.text[i] + k + 1, k + 1, &h);
                free(base);
                base = NULL;
            }
        }
        if (!ok) {
            Cgtk_input_free(&in);
            return finish(CGTK_USAGE);
        }
        put_game(Ordinal_sum(g, h));
        fputc('\n', S.out);
    }
    Cgtk_input_free(&in);
    return finish(CGTK_OK);
}
#line 821 "noweb/cmd/thermocmd.nw"
static bool is_signs(const char *s)
{
    return s[0] && strspn(s, "+-() ") == strlen(s) && strpbrk(s, "+-");
}

int Thermocmd_signs(int argc, char **argv)
{
    static const struct option opts[] = { COMMON_LONG_OPTIONS, { NULL, 0, NULL, 0 } };
    start("signs");
    int rc = options(argc, argv, "f:h", opts, NULL,
        "usage: cgtk signs [OPTION]... [X]...\n"
        "Convert between numbers and sign expansions (Hackenbush strings, ONAG ch. 3\n"
        "and 8): a number X is printed as its expansion (3/4 as +-+), and an\n"
        "expansion of + and - (brackets ignored, as in +++(+-)) as its value.  An\n"
        "expansion or number starting with - goes after '--'.\n\n" COMMON_HELP);
    if (rc >= 0)
        return rc;
    static Cgtk_Input in;
    static jmp_buf env;
    Cgtk_input_read(&in, argc, argv, stdin);
    if (setjmp(env)) {
        Cgtk_input_free(&in);
        return limit_reached();
    }
    Game_legacy_on_limit(&env);
    bool latex = S.fmt == FMT_LATEX;
    if (latex)
        fputs("\\begin{tabular}{@{}lrlrr@{}}\n\\toprule\n"
              "Sign expansion & Value & Berlekamp's reading & Value by the rule & "
              "Chain by ordinal sums \\\\\n\\midrule\n", S.out);
    for (size_t i = 0; i < in.n; i++) {
        const char *text = in.text[i];
        char *signs = NULL;
        Dyadic_T x;
        Perr_T e;
        if (is_signs(text)) {
            if (!Ordinal_from_signs(text, &x, &e)) {
                Cgtk_report_parse_error(S.cmd, &in, i, &e);
                Cgtk_input_free(&in);
                return finish(CGTK_USAGE);
            }
            signs = strdup(text);
        } else {
            if (!Dyadic_parse(text, &x, &e)) {
                size_t n = strlen(e.expected);
                snprintf(e.expected + n, sizeof e.expected - n, " (a number, or signs + and -)");
                Cgtk_report_parse_error(S.cmd, &in, i, &e);
                Cgtk_input_free(&in);
                return finish(CGTK_USAGE);
            }
            signs = Ordinal_signs(x);
            if (!signs) {
                fprintf(stderr, "cgtk signs: %s: the expansion is longer than %d signs\n",
                        text, ORDINAL_MAX_SIGNS);
                Dyadic_clear(&x);
                Cgtk_input_free(&in);
                return finish(CGTK_USAGE);
            }
        }
        if (latex) {
            Dyadic_T b;
            char *bin;
            Game_T chain;
            Ordinal_berlekamp(signs, &b, &bin, NULL);
            Ordinal_chain(signs, &chain, NULL);
            put_tt(signs);
            fputs(" & $", S.out); put_num(x);
            fprintf(S.out, "$ & $%s$ & $", bin); put_num(b);
            fputs("$ & $", S.out); put_game(chain);
            fputs("$ \\\\\n", S.out);
            free(bin);
            Dyadic_clear(&b);
        } else if (is_signs(text)) {
            put_num(x);
            fputc('\n', S.out);
        } else
            fprintf(S.out, "%s\n", signs);
        free(signs);
        Dyadic_clear(&x);
    }
    if (latex)
        fputs("\\bottomrule\n\\end{tabular}\n", S.out);
    Cgtk_input_free(&in);
    return finish(CGTK_OK);
}
