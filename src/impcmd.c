/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#line 48 "noweb/cmd/impcmd.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cgtk.h"
#include "impcmd.h"
#include "nim.h"
#include "graph.h"
#include "nodekayles.h"
#include "notation.h"
#include "octal.h"
#include "position.h"

#line 78 "noweb/cmd/impcmd.nw"
enum { FMT_PLAIN, FMT_TSV, FMT_LATEX };
static struct {
    const char *cmd;
    FILE *out;
    Cgtk_Output o;              /* out writes into it; see Cgtk_output_close */
    int fmt;
} S;
#line 88 "noweb/cmd/impcmd.nw"
static void start(const char *cmd)
{
    memset(&S, 0, sizeof S);
    S.cmd = cmd;
    S.out = Cgtk_output_open(&S.o);
}

static int finish(int rc)
{
    S.out = NULL;
    return Cgtk_output_close(&S.o, rc);
}

static bool set_format(const char *arg, bool latex_ok)
{
    if (strcmp(arg, "plain") == 0) S.fmt = FMT_PLAIN;
    else if (strcmp(arg, "tsv") == 0) S.fmt = FMT_TSV;
    else if (latex_ok && strcmp(arg, "latex") == 0) S.fmt = FMT_LATEX;
    else {
        fprintf(stderr, "cgtk %s: --format: expected plain, tsv%s, found '%s'\n",
                S.cmd, latex_ok ? " or latex" : "", arg);
        return false;
    }
    return true;
}
#line 119 "noweb/cmd/impcmd.nw"
static bool count_arg(const char *opt, const char *arg, long max, long *out)
{
    return Cgtk_parse_count(S.cmd, opt, arg, max, out);
}
#line 476 "noweb/cmd/impcmd.nw"
static int octal_rules(Octal_T g);
static int octal_period(Octal_T g, int mode, long upto, long max);
static int octal_values(Octal_T g, long upto, long from, long to, bool plain);
static int octal_survey(int argc, long max, bool unsettled);
static void print_outcomes(const uint16_t *G, const Octal_Period *p);
#line 152 "noweb/cmd/impcmd.nw"
enum { OCT_VALUES, OCT_PERIOD, OCT_RULES, OCT_ROWS, OCT_SURVEY, OCT_OUTCOMES };

static void show_progress(void *ctx, size_t done, size_t total)
{
    (void)ctx;
    fprintf(stderr, "\rcgtk octal: heap %zu of %zu", done, total);
    if (done == total) fprintf(stderr, "\r%*s\r", 60, "");
}

static Octal_Progress *progress_for(size_t n)
{
    return n >= ((size_t)1 << 20) && isatty(STDERR_FILENO) ? show_progress : NULL;
}

static int octal_code_error(const char *code, size_t at, const char *why)
{
    fprintf(stderr, "cgtk octal: code '%s': column %zu: expected %s\n  %s\n  %*s^\n",
            code, at + 1, why, code, (int)at, "");
    return CGTK_USAGE;
}

static int values_limit(size_t n, bool memory)
{
    if (memory)
        fprintf(stderr, "cgtk octal: out of memory for %zu values; nothing was "
                "printed\n", n + 1);
    else
        fprintf(stderr, "cgtk octal: a Grundy value reached 65536, past the "
                "16-bit limit, before heap %zu; nothing was printed\n", n);
    return finish(CGTK_LIMIT);
}
#line 188 "noweb/cmd/impcmd.nw"
static uint16_t *compute(Octal_T g, size_t n, bool plain, bool *memory)
{
    uint16_t *G = Octal_values_new(n);
    *memory = G == NULL;
    if (!G) return NULL;
    bool ok = plain ? Octal_grundy_plain(g, n, G)
                    : Octal_grundy_fast(g, n, G, progress_for(n), NULL);
    if (!ok) { Octal_values_free(G, n); return NULL; }
    return G;
}

static bool settle(Octal_T g, long upto, long max, uint16_t **G, size_t *n,
                   Octal_Period *p, bool *memory)
{
    size_t m = upto >= 0 ? (size_t)upto : 1024;
    for (;;) {
        *G = compute(g, m, false, memory);
        *n = m;
        if (!*G) return false;
        if (Octal_find_period(g, *G, m, p)) return true;
        if (upto >= 0 || m >= (size_t)max) return false;
        Octal_values_free(*G, m);
        *G = NULL;
        m = 2 * m > (size_t)max ? (size_t)max : 2 * m;
    }
}

static void print_period(Octal_T g, const Octal_Period *p)
{
    (void)g;
    fprintf(S.out, "period %zu preperiod %zu\n", p->period, p->preperiod);
    if (p->preperiod == 0) fprintf(S.out, "last exceptional none\n");
    else fprintf(S.out, "last exceptional %zu\n", p->last_exceptional);
    fprintf(S.out, "bound %zu (G(m+%zu) = G(m) for %zu <= m <= %zu proves it)\n",
            p->bound, p->period, p->preperiod, p->bound - p->period);
}
#line 236 "noweb/cmd/impcmd.nw"
static void print_rows(const uint16_t *G, size_t last, const Octal_Period *p)
{
    size_t per = p->period;
    bool latex = S.fmt == FMT_LATEX;
    if (latex) {
        fprintf(S.out, "\\begin{tabular}{r|*{%zu}{r}}\n\\toprule\n$n$", per);
        for (size_t c = 0; c < per; c++) fprintf(S.out, " & +%zu", c);
        fprintf(S.out, " \\\\\n\\midrule\n");
    }
    for (size_t row = 0; row * per <= last; row++) {
        fprintf(S.out, latex ? "%zu" : "%6zu:", row * per);
        for (size_t c = 0; c < per && row * per + c <= last; c++) {
            size_t n = row * per + c;
            size_t k = n < p->preperiod ? (p->preperiod - n + per - 1) / per : 0;
            bool odd = G[n] != G[n + k * per];
            if (latex) fprintf(S.out, odd ? " & \\textbf{%u}" : " & %u", G[n]);
            else fprintf(S.out, odd ? " %u." : " %u", G[n]);
        }
        fprintf(S.out, latex ? " \\\\\n" : "\n");
    }
    if (latex) fprintf(S.out, "\\bottomrule\n\\end{tabular}\n");
}
#line 277 "noweb/cmd/impcmd.nw"
typedef struct Surveyed {
    char *code;
    bool settled;
    Octal_Period p;
    size_t computed;
    Octal_Period saltus;
    bool has_saltus;
} Surveyed;

static bool survey_one(int c, long max, Surveyed *r)
{
    char s[6] = { '0', '.', (char)('0' + c / 64), (char)('0' + c / 8 % 8),
                  (char)('0' + c % 8), '\0' };
    Octal_T g;
    if (!Octal_parse(s, &g, NULL)) return false;
    r->code = Octal_str(g);
    uint16_t *G = NULL;
    size_t n = 0;
    bool memory = false;
    r->settled = settle(g, -1, max, &G, &n, &r->p, &memory);
    r->computed = n;
    r->has_saltus = G && !r->settled && Octal_observe_saltus(G, n, 1000, &r->saltus);
    if (G) Octal_values_free(G, n);
    Octal_free(&g);
    return G != NULL || r->settled;
}
#line 306 "noweb/cmd/impcmd.nw"
static void print_survey(const Surveyed *r, size_t nr, bool unsettled)
{
    bool latex = S.fmt == FMT_LATEX;
    size_t per_row = unsettled ? 10 : 4, rows_per_table = 40, k = 0;
    const Surveyed *pick[512];
    for (size_t i = 0; i < nr; i++)
        if (r[i].settled != unsettled) pick[k++] = &r[i];
    if (!latex) {
        for (size_t i = 0; i < k; i++) {
            const Surveyed *x = pick[i];
            if (!unsettled)
                fprintf(S.out, "%s\t%zu\t%zu\t%zu\n", x->code, x->p.period,
                        x->p.preperiod, x->p.bound);
            else if (x->has_saltus)
                fprintf(S.out, "%s\t%zu\tobserved arithmetic period %zu saltus %u "
                        "from %zu\n", x->code, x->computed, x->saltus.period,
                        x->saltus.saltus, x->saltus.preperiod);
            else
                fprintf(S.out, "%s\t%zu\n", x->code, x->computed);
        }
        return;
    }
    size_t rows = (k + per_row - 1) / per_row;
    for (size_t t0 = 0; t0 < rows; t0 += rows_per_table) {
        size_t t1 = t0 + rows_per_table < rows ? t0 + rows_per_table : rows;
        
#line 339 "noweb/cmd/impcmd.nw"
size_t h = t1 - t0, base = t0 * per_row;
fprintf(S.out, "\\begin{tabular}{");
for (size_t c = 0; c < per_row; c++)
    fprintf(S.out, "%s%s", c && !unsettled ? "@{\\qquad}" : "", unsettled ? "l" : "lrrr");
fprintf(S.out, "}\n\\toprule\n");
if (!unsettled) {
    for (size_t c = 0; c < per_row; c++)
        fprintf(S.out, "%s%s", c ? " & " : "", "code & $p$ & $e$ & bound");
    fprintf(S.out, " \\\\\n\\midrule\n");
}
for (size_t i = 0; i < h; i++) {
    for (size_t c = 0; c < per_row; c++) {
        size_t j = base + c * h + i;
        if (c) fprintf(S.out, " & ");
        if (j >= k || j >= base + per_row * h) {
            fprintf(S.out, unsettled ? "" : "&&&");
            continue;
        }
        const Surveyed *x = pick[j];
        if (!unsettled)
            fprintf(S.out, "%s & %zu & %zu & %zu", x->code, x->p.period,
                    x->p.preperiod, x->p.bound);
        else
            fprintf(S.out, x->has_saltus ? "%s$^a$" : "%s", x->code);
    }
    fprintf(S.out, " \\\\\n");
}
fprintf(S.out, "\\bottomrule\n\\end{tabular}\n\\par\\medskip\n");
#line 332 "noweb/cmd/impcmd.nw"
    }
}
#line 372 "noweb/cmd/impcmd.nw"
static void octal_usage(void)
{
    printf("usage: cgtk octal CODE --upto N [--from A] [--to B] [--format=FMT]\n"
           "       cgtk octal CODE --period [--upto N | --max N]\n"
           "       cgtk octal CODE --rules\n"
           "       cgtk octal CODE --rows [--upto N] [--format=latex]\n"
           "       cgtk octal --survey [--unsettled] [--max N] [--format=FMT]\n"
           "Grundy values of the take-and-break game with the given code\n"
           "(0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.7, 0.6, ...;\n"
           "hexadecimal digits for games that leave three heaps).\n\n"
           "  --upto N        compute G(0..N)\n"
           "  --from A, --to B  print only G(A..B)\n"
           "  --format FMT    plain (space-separated, default), tsv (n<TAB>G(n)),\n"
           "                  latex (--rows, --survey)\n"
           "  --plain         use the quadratic reference method\n"
           "  --period        period, preperiod and the bound that proves them\n"
           "  --max N         give up a period search past N heaps (exit 1);\n"
           "                  default 16777216, or 16384 for --survey\n"
           "  --outcomes      the P-positions (G(n) = 0) and their own period\n"
           "  --rules         the moves in words\n"
           "  --rows          the sequence in rows of one period (Winning Ways)\n"
           "  --survey        every code 0.d1d2d3: period, preperiod, bound\n"
           "  --unsettled     with --survey: the codes not settled within --max\n"
           "  -h, --help      print this help\n");
}
#line 400 "noweb/cmd/impcmd.nw"
int Impcmd_octal(int argc, char **argv)
{
    static const struct option opts[] = {
        { "upto", required_argument, NULL, 'n' }, { "from", required_argument, NULL, 'a' },
        { "to", required_argument, NULL, 'b' }, { "format", required_argument, NULL, 'f' },
        { "period", no_argument, NULL, 'p' }, { "rules", no_argument, NULL, 'r' },
        { "rows", no_argument, NULL, 'w' }, { "survey", no_argument, NULL, 's' },
        { "unsettled", no_argument, NULL, 'u' }, { "max", required_argument, NULL, 'm' },
        { "plain", no_argument, NULL, 'P' }, { "help", no_argument, NULL, 'h' },
        { "outcomes", no_argument, NULL, 'o' },
        { NULL, 0, NULL, 0 } };
    start("octal");
    long upto = -1, from = 0, to = -1, max = -1;
    int mode = OCT_VALUES;
    bool unsettled = false, plain = false;
    const long LIMIT = 4000000000L;
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        bool ok = true;
        switch (c) {
        case 'n': ok = count_arg("--upto", optarg, LIMIT, &upto); break;
        case 'a': ok = count_arg("--from", optarg, LIMIT, &from); break;
        case 'b': ok = count_arg("--to", optarg, LIMIT, &to); break;
        case 'm': ok = count_arg("--max", optarg, LIMIT, &max); break;
        case 'f': ok = set_format(optarg, true); break;
        case 'p': mode = OCT_PERIOD; break;
        case 'r': mode = OCT_RULES; break;
        case 'w': mode = OCT_ROWS; break;
        case 's': mode = OCT_SURVEY; break;
        case 'o': mode = OCT_OUTCOMES; break;
        case 'u': unsettled = true; break;
        case 'P': plain = true; break;
        case 'h': octal_usage(); return finish(CGTK_OK);
        default: finish(CGTK_USAGE); return Cgtk_bad_usage("octal");
        }
        if (!ok) { finish(CGTK_USAGE); return Cgtk_bad_usage("octal"); }
    }
    if (mode == OCT_SURVEY) return octal_survey(argc, max < 0 ? 16384 : max, unsettled);
    
#line 453 "noweb/cmd/impcmd.nw"
if (optind >= argc) {
    fprintf(stderr, "cgtk octal: expected an octal code such as 0.77\n");
    finish(CGTK_USAGE);
    return Cgtk_bad_usage("octal");
}
if (optind + 1 < argc) {
    fprintf(stderr, "cgtk octal: expected one code, found '%s' after '%s'\n",
            argv[optind + 1], argv[optind]);
    finish(CGTK_USAGE);
    return Cgtk_bad_usage("octal");
}
Octal_T g;
Perr_T e;
if (!Octal_parse(argv[optind], &g, &e)) {
    finish(CGTK_USAGE);
    return octal_code_error(argv[optind], e.column - 1, e.expected);
}
#line 439 "noweb/cmd/impcmd.nw"
    int rc;
    switch (mode) {
    case OCT_RULES: rc = octal_rules(g); break;
    case OCT_PERIOD:
    case OCT_OUTCOMES:
    case OCT_ROWS:  rc = octal_period(g, mode, upto, max < 0 ? 1L << 24 : max); break;
    default:        rc = octal_values(g, upto, from, to, plain); break;
    }
    Octal_free(&g);
    return rc;
}
#line 484 "noweb/cmd/impcmd.nw"
static int octal_rules(Octal_T g)
{
    char *s = Octal_rules(g);
    if (!s) return values_limit(0, true);
    fputs(s, S.out);
    free(s);
    return finish(CGTK_OK);
}

static int octal_period(Octal_T g, int mode, long upto, long max)
{
    uint16_t *G = NULL;
    size_t n = 0;
    bool memory = false;
    Octal_Period p;
    if (!settle(g, upto, max, &G, &n, &p, &memory)) {
        if (!G) return values_limit(n, memory);
        Octal_values_free(G, n);
        char *code = Octal_str(g);
        fprintf(stderr, "cgtk octal: %s: no period certified with %zu heaps "
                "computed; nothing was printed\n", code ? code : "?", n);
        free(code);
        return finish(CGTK_LIMIT);
    }
    if (mode == OCT_PERIOD) print_period(g, &p);
    else if (mode == OCT_OUTCOMES) print_outcomes(G, &p);
    else {
        size_t last = upto >= 0 ? (size_t)upto
                      : (p.preperiod + 2 * p.period + p.period - 1) / p.period * p.period - 1;
        if (last > n) last = n;
        print_rows(G, last, &p);
    }
    Octal_values_free(G, n);
    return finish(CGTK_OK);
}
#line 534 "noweb/cmd/impcmd.nw"
static void print_outcomes(const uint16_t *G, const Octal_Period *p)
{
    size_t e = p->preperiod, per = p->period, d = 1;
    for (; d < per; d++) {
        if (per % d) continue;
        bool ok = true;
        for (size_t m = e; m < e + per && ok; m++) ok = (G[m + d] == 0) == (G[m] == 0);
        if (ok) break;
    }
    size_t e2 = e;
    while (e2 > 0 && (G[e2 - 1 + d] == 0) == (G[e2 - 1] == 0)) e2--;
    fprintf(S.out, "outcome period %zu preperiod %zu\n", d, e2);
    fprintf(S.out, "P-positions below %zu:", e + per);
    for (size_t n = 0; n < e + per; n++)
        if (G[n] == 0) fprintf(S.out, " %zu", n);
    fprintf(S.out, "\nP-positions from %zu on: n mod %zu in {", e, per);
    bool first = true;
    for (size_t r = 0; r < per; r++) {
        size_t n = e + (r + per - e % per) % per;     /* the n in [e, e+p) with n mod p = r */
        if (G[n] == 0) { fprintf(S.out, first ? "%zu" : ", %zu", r); first = false; }
    }
    fprintf(S.out, "}\n");
}
#line 566 "noweb/cmd/impcmd.nw"
static int octal_values(Octal_T g, long upto, long from, long to, bool plain)
{
    if (to < 0) to = upto;
    if (to < 0) {
        fprintf(stderr, "cgtk octal: expected --upto N (or --to N), or one of "
                "--period, --rules, --rows\n");
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("octal");
    }
    if (upto >= 0 && to > upto) {
        fprintf(stderr, "cgtk octal: --to %ld is past --upto %ld\n", to, upto);
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("octal");
    }
    if (from > to) {
        fprintf(stderr, "cgtk octal: --from %ld is past the last heap %ld\n", from, to);
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("octal");
    }
    bool memory = false;
    uint16_t *G = compute(g, (size_t)to, plain, &memory);
    if (!G) return values_limit((size_t)to, memory);
    for (long n = from; n <= to; n++) {
        if (S.fmt == FMT_TSV) fprintf(S.out, "%ld\t%u\n", n, G[n]);
        else fprintf(S.out, n == from ? "%u" : " %u", G[n]);
    }
    if (S.fmt != FMT_TSV) fputc('\n', S.out);
    Octal_values_free(G, (size_t)to);
    return finish(CGTK_OK);
}

static int octal_survey(int argc, long max, bool unsettled)
{
    if (optind < argc) {
        fprintf(stderr, "cgtk octal: --survey takes no code\n");
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("octal");
    }
    Surveyed *r = calloc(511, sizeof *r);
    assert(r);
    size_t nr = 0;
    bool ok = true;
    for (int c = 1; c < 512 && ok; c++) {
        ok = survey_one(c, max, &r[nr]);
        nr++;
        if (isatty(STDERR_FILENO)) fprintf(stderr, "\rcgtk octal: code %d of 511", c);
    }
    if (isatty(STDERR_FILENO)) fprintf(stderr, "\r%*s\r", 40, "");
    if (ok) print_survey(r, nr, unsettled);
    for (size_t i = 0; i < nr; i++) free(r[i].code);
    free(r);
    if (!ok) return values_limit((size_t)max, true);
    return finish(CGTK_OK);
}
#line 634 "noweb/cmd/impcmd.nw"
static void grundy_usage(void)
{
    printf("usage: cgtk grundy [--misere] [--format=tsv] [--max-nodes N] [EXPR]...\n"
           "Grundy values of impartial games: 0, *n, {A,B} (the impartial shorthand),\n"
           "{A,B|A,B}, sums G + H and parentheses.  With no EXPR, one per line on\n"
           "standard input.\n\n"
           "  --misere        the misere Grundy value: 1 for the endgame, else the mex\n"
           "  --format=tsv    expression, Grundy value, misere value, outcomes\n"
           "  --max-nodes N   limit the positions kept (default 10000000; exit 1)\n"
           "  -h, --help      print this help\n");
}

int Impcmd_grundy(int argc, char **argv)
{
    static const struct option opts[] = {
        { "misere", no_argument, NULL, 'm' }, { "format", required_argument, NULL, 'f' },
        { "max-nodes", required_argument, NULL, 'x' }, { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 } };
    start("grundy");
    bool misere = false;
    long max = 10000000;
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        bool ok = true;
        switch (c) {
        case 'm': misere = true; break;
        case 'f': ok = set_format(optarg, false); break;
        case 'x': ok = count_arg("--max-nodes", optarg, LONG_MAX, &max); break;
        case 'h': grundy_usage(); return finish(CGTK_OK);
        default: finish(CGTK_USAGE); return Cgtk_bad_usage("grundy");
        }
        if (!ok) { finish(CGTK_USAGE); return Cgtk_bad_usage("grundy"); }
    }
    Cgtk_Input in;
    Cgtk_input_read(&in, argc, argv, stdin);
    Nim_Store s = Nim_store_new((size_t)(max ? max : 1));
    assert(s);
    int rc = CGTK_OK;
    for (size_t i = 0; i < in.n && rc == CGTK_OK; i++) {
        Nim_Id g;
        Perr_T e;
        if (!Nim_parse(s, in.text[i], &g, &e)) {
            
#line 693 "noweb/cmd/impcmd.nw"
if (Nim_store_full(s)) {
    fprintf(stderr, "cgtk grundy: computation limit reached with %ld positions "
            "(--max-nodes); nothing was printed\n", max);
    rc = CGTK_LIMIT;
} else {
    Cgtk_report_parse_error("grundy", &in, i, &e);
    rc = CGTK_USAGE;
}
#line 677 "noweb/cmd/impcmd.nw"
            break;
        }
        uint32_t v = Nim_grundy(s, g), m = Nim_misere_grundy(s, g);
        if (S.fmt == FMT_TSV)
            fprintf(S.out, "%s\t%u\t%u\t%s\t%s\n", in.text[i], v, m, v ? "N" : "P",
                    m ? "N" : "P");
        else
            fprintf(S.out, "%u\n", misere ? m : v);
    }
    Nim_store_free(&s);
    Cgtk_input_free(&in);
    return finish(rc);
}
#line 714 "noweb/cmd/impcmd.nw"
static void nim_usage(void)
{
    printf("usage: cgtk nim [--misere] HEAP...\n"
           "       cgtk nim --mex V...  |  --times A B\n"
           "       cgtk nim --sum-table N | --times-table N [--format=latex]\n"
           "The nim position with the given heaps: its nim-sum, its outcome (P: the\n"
           "player to move loses, N: wins) and the winning moves 'heap I: A -> B'.\n\n"
           "  --misere          misere play: the last player to move loses\n"
           "  --mex             the least non-negative integer not among V...\n"
           "  --times           Conway's nim-product of A and B (64 bits)\n"
           "  --sum-table N     the nim-addition table of 0..N-1 (N <= 64)\n"
           "  --times-table N   the nim-multiplication table of 0..N-1 (N <= 64)\n"
           "  --format=latex    the tables as booktabs tabulars\n"
           "  -h, --help        print this help\n");
}

static bool read_numbers(int argc, char **argv, uint64_t **v, size_t *n)
{
    *n = (size_t)(argc - optind);
    *v = calloc(*n ? *n : 1, sizeof **v);
    assert(*v);
    for (size_t i = 0; i < *n; i++) {
        const char *a = argv[optind + (int)i];
        char *end;
        errno = 0;
        unsigned long long x = strtoull(a, &end, 10);
        if (errno || end == a || *end || a[0] == '-' || a[0] == '+') {
            fprintf(stderr, "cgtk nim: argument %zu: expected a non-negative integer "
                    "below 2^64, found '%s'\n", i + 1, a);
            return false;
        }
        (*v)[i] = x;
    }
    return true;
}
#line 752 "noweb/cmd/impcmd.nw"
static void nim_table(long n, bool times)
{
    bool latex = S.fmt == FMT_LATEX;
    if (latex) {
        fprintf(S.out, "\\begin{tabular}{r|*{%ld}{r}}\n\\toprule\n$%s$", n,
                times ? "\\otimes" : "\\oplus");
        for (long b = 0; b < n; b++) fprintf(S.out, " & %ld", b);
        fprintf(S.out, " \\\\\n\\midrule\n");
    }
    for (long a = 0; a < n; a++) {
        if (latex) fprintf(S.out, "%ld", a);
        for (long b = 0; b < n; b++) {
            uint64_t x = times ? Nim_times((uint64_t)a, (uint64_t)b)
                               : Nim_sum((uint64_t)a, (uint64_t)b);
            fprintf(S.out, latex ? " & %llu" : b ? " %llu" : "%llu",
                    (unsigned long long)x);
        }
        fprintf(S.out, latex ? " \\\\\n" : "\n");
    }
    if (latex) fprintf(S.out, "\\bottomrule\n\\end{tabular}\n");
}

int Impcmd_nim(int argc, char **argv)
{
    static const struct option opts[] = {
        { "misere", no_argument, NULL, 'm' }, { "mex", no_argument, NULL, 'x' },
        { "times", no_argument, NULL, 't' }, { "sum-table", required_argument, NULL, 'S' },
        { "times-table", required_argument, NULL, 'T' },
        { "format", required_argument, NULL, 'f' }, { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 } };
    start("nim");
    bool misere = false, mex = false, times = false;
    long table = -1;
    bool times_table = false;
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        bool ok = true;
        switch (c) {
        case 'm': misere = true; break;
        case 'x': mex = true; break;
        case 't': times = true; break;
        case 'S': ok = count_arg("--sum-table", optarg, 64, &table); break;
        case 'T': ok = count_arg("--times-table", optarg, 64, &table);
                  times_table = true; break;
        case 'f': ok = set_format(optarg, true); break;
        case 'h': nim_usage(); return finish(CGTK_OK);
        default: finish(CGTK_USAGE); return Cgtk_bad_usage("nim");
        }
        if (!ok) { finish(CGTK_USAGE); return Cgtk_bad_usage("nim"); }
    }
    if (table >= 0) {
        nim_table(table, times_table);
        return finish(CGTK_OK);
    }
    uint64_t *v;
    size_t n;
    if (!read_numbers(argc, argv, &v, &n)) {
        free(v);
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("nim");
    }
    int rc = CGTK_OK;
    
#line 822 "noweb/cmd/impcmd.nw"
if (mex) {
    uint32_t *w = malloc((n ? n : 1) * sizeof *w);
    assert(w);
    for (size_t i = 0; i < n; i++) w[i] = v[i] > n ? (uint32_t)n + 1 : (uint32_t)v[i];
    fprintf(S.out, "%u\n", Nim_mex(w, n));
    free(w);
} else if (times) {
    if (n != 2) {
        fprintf(stderr, "cgtk nim: --times: expected two numbers, found %zu\n", n);
        rc = CGTK_USAGE;
    } else
        fprintf(S.out, "%llu\n", (unsigned long long)Nim_times(v[0], v[1]));
} else if (n == 0) {
    fprintf(stderr, "cgtk nim: expected the heap sizes\n");
    rc = CGTK_USAGE;
} else {
    Nim_Move *mv = malloc(n * sizeof *mv);
    assert(mv);
    size_t k = Nim_winning_moves(v, n, misere, mv);
    bool p = misere ? Nim_misere_is_p(v, n) : Nim_heaps_sum(v, n) == 0;
    fprintf(S.out, "nim-sum %llu\n%s\n", (unsigned long long)Nim_heaps_sum(v, n),
            p ? "P" : "N");
    for (size_t i = 0; i < k; i++)
        fprintf(S.out, "heap %zu: %llu -> %llu\n", mv[i].heap + 1,
                (unsigned long long)mv[i].from, (unsigned long long)mv[i].to);
    free(mv);
}
#line 815 "noweb/cmd/impcmd.nw"
    free(v);
    if (rc == CGTK_USAGE) { finish(rc); return Cgtk_bad_usage("nim"); }
    return finish(rc);
}
#line 872 "noweb/cmd/impcmd.nw"
static void nodekayles_usage(void)
{
    printf("usage: cgtk nodekayles [OPTION]... path N | cycle N | star K | grid PxQ\n"
           "       cgtk nodekayles [--vertices N] edges ['u-v u-v ...']\n"
           "       cgtk nodekayles --upto M [--format=FMT] path|cycle|star\n"
           "Node-Kayles: a move deletes a vertex and its neighbours; the Grundy value\n"
           "of the graph.\n\n"
           "  --upto M          the values for sizes 0..M of a family\n"
           "  --format FMT      plain, tsv or latex (with --upto; paths add 0.137, 0.07)\n"
           "  --vertices N      with edges: at least N vertices (isolated ones)\n"
           "  --max-entries N   limit the transposition table (exit 1)\n"
           "  -h, --help        print this help\n");
}

static bool family_graph(const char *fam, long size, long q, uint64_t **g)
{
    long max = GRAPH_MAX_VERTICES;
    if (size > max || (strcmp(fam, "star") == 0 && size + 1 > max)
        || (strcmp(fam, "grid") == 0 && q > 0 && size > max / q))
        return false;
    if (strcmp(fam, "path") == 0) *g = Graph_path((size_t)size, 1);
    else if (strcmp(fam, "cycle") == 0) *g = Graph_cycle((size_t)size, 1);
    else if (strcmp(fam, "star") == 0) *g = Graph_star((size_t)size, 1);
    else *g = Graph_grid((size_t)size, (size_t)q, 1);
    return true;
}
#line 901 "noweb/cmd/impcmd.nw"
static int nk_bad(const char *msg, const char *arg)
{
    fprintf(stderr, "cgtk nodekayles: %s%s%s%s\n", msg, arg ? ", found '" : "",
            arg ? arg : "", arg ? "'" : "");
    finish(CGTK_USAGE);
    return Cgtk_bad_usage("nodekayles");
}

static bool parse_size(const char *a, long max, long *out)
{
    char *end;
    errno = 0;
    long x = strtol(a, &end, 10);
    if (errno || end == a || *end || x < 0 || x > max) return false;
    *out = x;
    return true;
}

static int nk_limit(Position_Eval e, const char *why)
{
    fprintf(stderr, "cgtk nodekayles: computation limit reached (%s) with %zu "
            "components in the table; nothing was printed\n", why,
            e ? Position_eval_count(e) : (size_t)0);
    Position_eval_free(&e);
    return finish(CGTK_LIMIT);
}

static int nk_too_big(Position_Eval e)
{
    char why[80];
    snprintf(why, sizeof why, "a graph has at most %d vertices", GRAPH_MAX_VERTICES);
    return nk_limit(e, why);
}
#line 937 "noweb/cmd/impcmd.nw"
static int nk_upto(Position_Eval e, const char *fam, long upto)
{
    bool path = strcmp(fam, "path") == 0;
    uint16_t *a = NULL, *b = NULL;
    if (path && S.fmt != FMT_PLAIN) {
        
#line 977 "noweb/cmd/impcmd.nw"
Octal_T d137, d07;
bool ok = Octal_parse("0.137", &d137, NULL) && Octal_parse("0.07", &d07, NULL);
assert(ok);
a = malloc(((size_t)upto + 1) * sizeof *a);
b = malloc(((size_t)upto + 2) * sizeof *b);
assert(a && b);
ok = Octal_grundy_fast(d137, (size_t)upto, a, NULL, NULL)
     && Octal_grundy_fast(d07, (size_t)upto + 1, b, NULL, NULL);
assert(ok);
Octal_free(&d137);
Octal_free(&d07);
#line 943 "noweb/cmd/impcmd.nw"
    }
    if (S.fmt == FMT_LATEX)
        fprintf(S.out, "\\begin{tabular}{r%s}\n\\toprule\n$n$ & Node-Kayles%s \\\\\n"
                "\\midrule\n", path ? "rrrl" : "r",
                path ? " $P_n$ & $G_{0.137}(n)$ & $G_{0.07}(n+1)$ & agree" : "");
    long first = strcmp(fam, "cycle") == 0 ? 3 : 0;
    int rc = CGTK_OK;
    for (long n = first; n <= upto; n++) {
        uint64_t *g = NULL;
        uint32_t v;
        if (!family_graph(fam, n, 0, &g)) { rc = nk_too_big(e); e = NULL; break; }
        bool ok = Nodekayles_grundy(e, g, &v);
        Graph_free(&g);
        if (!ok) { rc = nk_limit(e, "--max-entries"); e = NULL; break; }
        if (S.fmt == FMT_PLAIN) fprintf(S.out, n == first ? "%u" : " %u", v);
        else if (!path) fprintf(S.out, S.fmt == FMT_TSV ? "%ld\t%u\n" : "%ld & %u \\\\\n", n, v);
        else {
            bool agree = v == a[n] && v == b[n + 1];
            fprintf(S.out, S.fmt == FMT_TSV ? "%ld\t%u\t%u\t%u\t%s\n"
                                            : "%ld & %u & %u & %u & %s \\\\\n",
                    n, v, a[n], b[n + 1], agree ? "yes" : "NO");
        }
    }
    free(a);
    free(b);
    if (rc != CGTK_OK) return rc;
    if (S.fmt == FMT_PLAIN) fputc('\n', S.out);
    if (S.fmt == FMT_LATEX) fprintf(S.out, "\\bottomrule\n\\end{tabular}\n");
    Position_eval_free(&e);
    return finish(CGTK_OK);
}
#line 991 "noweb/cmd/impcmd.nw"
int Impcmd_nodekayles(int argc, char **argv)
{
    static const struct option opts[] = {
        { "upto", required_argument, NULL, 'n' }, { "format", required_argument, NULL, 'f' },
        { "vertices", required_argument, NULL, 'v' },
        { "max-entries", required_argument, NULL, 'x' }, { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 } };
    start("nodekayles");
    long upto = -1, vertices = 0, max = 0;
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        bool ok = true;
        switch (c) {
        case 'n': ok = count_arg("--upto", optarg, GRAPH_MAX_VERTICES - 1, &upto); break;
        case 'f': ok = set_format(optarg, true); break;
        case 'v': ok = count_arg("--vertices", optarg, GRAPH_MAX_VERTICES, &vertices); break;
        case 'x': ok = count_arg("--max-entries", optarg, LONG_MAX, &max); break;
        case 'h': nodekayles_usage(); return finish(CGTK_OK);
        default: finish(CGTK_USAGE); return Cgtk_bad_usage("nodekayles");
        }
        if (!ok) { finish(CGTK_USAGE); return Cgtk_bad_usage("nodekayles"); }
    }
    if (optind >= argc)
        return nk_bad("expected a graph: path N, cycle N, star K, grid PxQ or edges", NULL);
    const char *fam = argv[optind];
    bool family = strcmp(fam, "path") == 0 || strcmp(fam, "cycle") == 0
                  || strcmp(fam, "star") == 0;
    if (!family && strcmp(fam, "grid") != 0 && strcmp(fam, "edges") != 0)
        return nk_bad("expected path, cycle, star, grid or edges", fam);
    Position_Eval e = Position_eval_new(&Nodekayles_ruleset);
    Position_eval_set_limits(e, (size_t)max, 0, 0);
    if (upto >= 0) {
        if (!family || optind + 1 != argc) {
            Position_eval_free(&e);
            return nk_bad("--upto: expected one family, path, cycle or star", NULL);
        }
        return nk_upto(e, fam, upto);
    }
    uint64_t *g = NULL;
    
#line 1047 "noweb/cmd/impcmd.nw"
int rest = argc - optind - 1;
const char *arg = rest >= 1 ? argv[optind + 1] : NULL;
if (strcmp(fam, "edges") == 0) {
    char *text = NULL;
    if (rest > 1) { Position_eval_free(&e); return nk_bad("edges: expected one edge list", argv[optind + 2]); }
    size_t cap = 0;
    FILE *m = open_memstream(&text, &cap);
    fputs("edges:", m);
    if (arg)
        fputs(arg, m);
    else
        for (int ch; (ch = getchar()) != EOF;) fputc(ch, m);
    fclose(m);
    Perr_T err;
    Position_List l = { 0 };
    if (!Graph_parse(&Nodekayles_syntax, text, &l, &err)) {
        fprintf(stderr, "cgtk nodekayles: edges: column %zu: expected %s\n",
                err.column > 6 ? err.column - 6 : err.column, err.expected);
        free(text);
        Position_eval_free(&e);
        finish(CGTK_USAGE);
        return Cgtk_bad_usage("nodekayles");
    }
    free(text);
    g = Graph_copy(l.w + 1);
    Position_list_free(&l);
    if ((size_t)vertices > Graph_n(g)) {
        uint64_t *iso = Graph_empty((size_t)vertices - Graph_n(g), 1), *u = Graph_union(g, iso);
        Graph_free(&iso);
        Graph_free(&g);
        g = u;
    }
} else {
    long a = 0, q = 0;
    if (rest != 1) { Position_eval_free(&e); return nk_bad("expected one size after the family name", NULL); }
    if (strcmp(fam, "grid") == 0) {
        char *x = strchr(arg, 'x');
        char pbuf[32];
        size_t len = x ? (size_t)(x - arg) : 0;
        if (!x || len == 0 || len >= sizeof pbuf) { Position_eval_free(&e); return nk_bad("grid: expected PxQ such as 4x5", arg); }
        memcpy(pbuf, arg, len);
        pbuf[len] = '\0';
        if (!parse_size(pbuf, 1000000, &a) || !parse_size(x + 1, 1000000, &q)) {
            Position_eval_free(&e);
            return nk_bad("grid: expected PxQ such as 4x5", arg);
        }
    } else if (!parse_size(arg, 1000000, &a)) {
        Position_eval_free(&e);
        return nk_bad("expected a non-negative size", arg);
    }
    if (strcmp(fam, "cycle") == 0 && a < 3) { Position_eval_free(&e); return nk_bad("cycle: expected at least 3 vertices", arg); }
    if (!family_graph(fam, a, q, &g)) return nk_too_big(e);
}
#line 1031 "noweb/cmd/impcmd.nw"
    uint32_t v;
    bool ok = Nodekayles_grundy(e, g, &v);
    Graph_free(&g);
    if (!ok) return nk_limit(e, "--max-entries");
    fprintf(S.out, "%u\n", v);
    Position_eval_free(&e);
    return finish(CGTK_OK);
}
