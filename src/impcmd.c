/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#line 136 "noweb/cmd/impcmd.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cmdkit.h"
#include "emit.h"
#include "impcmd.h"
#include "hash.h"
#include "interrupt.h"
#include "savefile.h"
#include "mem.h"
#include "nim.h"
#include "octal.h"
#include "perr.h"

#line 169 "noweb/cmd/impcmd.nw"
enum {
    K_MISERE = CMD_KEY, K_MAX_NODES,
    K_MEX, K_TIMES, K_SUM_TABLE, K_TIMES_TABLE,
    K_UPTO, K_FROM, K_TO, K_PLAIN, K_MAX, K_PERIOD, K_ROWS, K_OUTCOMES, K_RULES,
    K_SURVEY, K_UNSETTLED, K_OTABLE, K_STREAM
};
#line 183 "noweb/cmd/impcmd.nw"
enum {
    M_NONE,
    M_MEX, M_TIMES, M_SUM_TABLE, M_TIMES_TABLE,                 /* nim */
    M_PERIOD, M_ROWS, M_OUTCOMES, M_RULES, M_SURVEY             /* octal */
};

typedef struct Mode {
    int mode;
    const char *option;
} Mode;

static int set_mode(Cmd *c, Mode *m, int mode, const char *option)
{
    if (m->mode != M_NONE && m->mode != mode)
        return Cmd_usage(c, "two modes given, %s and %s: expected one", m->option,
                         option);
    *m = (Mode){ mode, option };
    return CMD_OK;
}
#line 207 "noweb/cmd/impcmd.nw"
static int goes_with(Cmd *c, bool given, const char *option, const char *with)
{
    return given ? Cmd_usage(c, "%s goes with %s", option, with) : CMD_OK;
}

static int text_only(Cmd *c, const Mode *m)
{
    if (Cmd_emit_format(c) == EMIT_PLAIN)
        return CMD_OK;
    return Cmd_usage(c, "%s writes sentences, in plain text only: --format=%s is not "
                     "available", m->option, Cmd_format(c));
}
#line 229 "noweb/cmd/impcmd.nw"
typedef struct Grid {
    FILE *out;
    bool latex, labelled;
    size_t cells;               /* in the current row */
} Grid;

static Grid grid_begin(Cmd *c, size_t ncols, const char *corner, const char *prefix,
                       bool labelled)
{
    Grid g = { Cmd_out(c), Cmd_emit_format(c) == EMIT_LATEX, labelled, 0 };
    if (g.latex) {
        fprintf(g.out, "\\begin{tabular}{r|*{%zu}{r}}\n\\toprule\n%s", ncols, corner);
        for (size_t k = 0; k < ncols; k++)
            fprintf(g.out, " & %s%zu", prefix, k);
        fputs(" \\\\\n\\midrule\n", g.out);
    }
    return g;
}

static void grid_row(Grid *g, size_t label)
{
    if (g->latex)
        fprintf(g->out, "%zu", label);
    else if (g->labelled)
        fprintf(g->out, "%6zu:", label);
    g->cells = 0;
}

static void grid_cell(Grid *g, uint64_t v, bool marked)
{
    unsigned long long x = v;
    if (g->latex)
        fprintf(g->out, marked ? " & \\textbf{%llu}" : " & %llu", x);
    else
        fprintf(g->out, "%s%llu%s", g->labelled || g->cells ? " " : "", x,
                marked ? "." : "");
    g->cells++;
}

static void grid_end_row(Grid *g)
{
    fputs(g->latex ? " \\\\\n" : "\n", g->out);
}

static void grid_end(Grid *g)
{
    if (g->latex)
        fputs("\\bottomrule\n\\end{tabular}\n", g->out);
}
#line 284 "noweb/cmd/impcmd.nw"
static void emit_outcome(Emit_Table *t, bool p)
{
    Emit_cell(t, p ? "P" : "N", p ? "$\\mathcal P$" : "$\\mathcal N$");
}
#line 302 "noweb/cmd/impcmd.nw"
typedef struct Grundy_State {
    bool misere;
    long max_nodes;
} Grundy_State;

static const Cmd_Option grundy_options[] = {
    { "misere", K_MISERE, NULL, "print the misere Grundy values (the plain format)" },
    { "max-nodes", K_MAX_NODES, "N", "keep at most N positions (default 10000000;\n"
      "0: no bound); more is a limit (exit 1)" },
    { NULL, 0, NULL, NULL }
};

static void grundy_init(Cmd *c)
{
    ((Grundy_State *)Cmd_state(c))->max_nodes = 10000000;
}

static int grundy_option(Cmd *c, int key, const char *arg)
{
    Grundy_State *st = Cmd_state(c);
    if (key == K_MISERE) {
        st->misere = true;
        return CMD_OK;
    }
    bool ok = Cmd_count(c, "--max-nodes", arg, LONG_MAX, &st->max_nodes);
    return ok ? CMD_OK : CMD_USAGE;
}
#line 338 "noweb/cmd/impcmd.nw"
static char *expression_latex(const char *s)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    if (!f)
        return NULL;
    bool ok = true;
    fputc('$', f);
    for (size_t i = 0; s[i] && ok; i++) {
        char ch = s[i];
        if (ch == '*' && s[i + 1] >= '0' && s[i + 1] <= '9') {
            fputs("\\cgtnim{", f);
            while (s[i + 1] >= '0' && s[i + 1] <= '9')
                fputc(s[++i], f);
            fputc('}', f);
        } else if (ch == '*')
            fputs("\\cgtstar ", f);
        else if (ch == '{' || ch == '}')
            fprintf(f, "\\%c", ch);
        else if (ch == '|')
            fputs("\\cgtbar{1}", f);
        else if (ch == ',')
            fputs(",\\,", f);
        else if (ch == ' ' || ch == '\t')
            continue;
        else
            ok = strchr("0123456789+()", ch) != NULL && fputc(ch, f) != EOF;
    }
    fputc('$', f);
    if (fclose(f) != 0 || !ok) {
        free(buf);
        return NULL;
    }
    return buf;
}

static const Emit_Column grundy_cols[] = {
    { "expression", "Game", "l" }, { "grundy", "$\\mathcal G$", "r" },
    { "misere", "$\\mathcal G^-$", "r" }, { "outcome", "Outcome", "c" },
    { "misere_outcome", "Mis\\`ere outcome", "c" }
};

static void grundy_table(Cmd *c, Nim_Store *s, const Nim_Id *g)
{
    bool misere = ((Grundy_State *)Cmd_state(c))->misere;
    bool plain = Cmd_emit_format(c) == EMIT_PLAIN;
    Emit_Table *t = plain ? Cmd_table(c, &grundy_cols[misere ? 2 : 1], 1)
                          : Cmd_table(c, grundy_cols, 5);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        uint32_t v = Nim_grundy(s, g[i]), m = Nim_misere_grundy(s, g[i]);
        if (plain) {
            Emit_uint(t, misere ? m : v);
            continue;
        }
        char *latex = Cmd_emit_format(c) == EMIT_LATEX
                      ? expression_latex(Cmd_item(c, i)->text) : NULL;
        if (latex)
            Emit_cell(t, Cmd_item(c, i)->text, latex);
        else
            Emit_text(t, Cmd_item(c, i)->text);
        free(latex);
        Emit_uint(t, v);
        Emit_uint(t, m);
        emit_outcome(t, v == 0);
        emit_outcome(t, m == 0);
    }
    Emit_table_free(&t);
}

static int grundy_run(Cmd *c)
{
    Grundy_State *st = Cmd_state(c);
    Nim_Store *s = Nim_store_new((size_t)st->max_nodes);
    Nim_Id *g = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *g);
    int rc = CMD_OK;
    for (size_t i = 0; i < Cmd_nitems(c) && rc == CMD_OK; i++) {
        Perr_T e;
        if (Nim_parse(s, Cmd_item(c, i)->text, &g[i], &e))
            continue;
        if (Nim_store_full(s))
            rc = Cmd_limit(c, "--max-nodes %ld: the store of positions is full at "
                           "expression %zu of %zu", st->max_nodes, i + 1, Cmd_nitems(c));
        else if ((rc = Cmd_drop_item(c, i, &e)) == CMD_OK)
            i--;                        /* --keep-going: the next item is now i */
    }
    if (rc == CMD_OK)
        grundy_table(c, s, g);
    FREE(g);
    Nim_store_free(&s);
    return rc;
}

const Cmd_Command Cmd_grundy = {
    .name = "grundy", .summary = "Grundy values of impartial games, normal and misere",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 200,
    .description =
        "Print the Grundy value of each impartial game, one per line: 0, *n, {A,B}\n"
        "(the impartial shorthand for {A,B|A,B}), {A,B|A,B}, sums G + H and\n"
        "parentheses.  The misere Grundy value is 1 for the endgame 0 and otherwise\n"
        "the mex of the misere values of the options.  tsv, latex and json give the\n"
        "expression, both values and both outcomes (P: the player to move loses).",
    .see = "ONAG ch. 11 (Grundy's theorem); Winning Ways ch. 13 (misere play)",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS, .options = grundy_options,
    .init = grundy_init, .option = grundy_option, .run = grundy_run,
    .state = sizeof(Grundy_State)
};
#line 456 "noweb/cmd/impcmd.nw"
static bool read_number(const char *a, uint64_t *x, Perr_T *e)
{
    uint64_t v = 0;
    size_t i = 0;
    for (; a[i] >= '0' && a[i] <= '9'; i++) {
        unsigned d = (unsigned)(a[i] - '0');
        if (v > (UINT64_MAX - d) / 10)
            return Perr_set(e, 0, "a non-negative integer below 2^64");
        v = 10 * v + d;
    }
    if (i == 0)
        return Perr_set(e, 1, "a non-negative integer");
    if (a[i])
        return Perr_set(e, Perr_column(a, i),
                        "a decimal digit or the end of the number");
    *x = v;
    return true;
}

static int read_numbers(Cmd *c, uint64_t *v)
{
    for (int i = 0; i < Cmd_argc(c); i++) {
        Perr_T e;
        if (!read_number(Cmd_argv(c, i), &v[i], &e)) {
            char what[32];
            snprintf(what, sizeof what, "argument %d", i + 1);
            return Cmd_parse_error_in(c, what, Cmd_argv(c, i), &e);
        }
    }
    return CMD_OK;
}
#line 497 "noweb/cmd/impcmd.nw"
static void nim_position(Cmd *c, const uint64_t *v, size_t n, bool misere)
{
    Nim_Move *mv = ALLOC_ARRAY(n, sizeof *mv);
    size_t k = Nim_winning_moves(v, n, misere, mv);
    uint64_t s = Nim_heaps_sum(v, n);
    bool p = misere ? Nim_misere_is_p(v, n) : s == 0;
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        fprintf(Cmd_out(c), "nim-sum %llu\n%s\n", (unsigned long long)s, p ? "P" : "N");
        for (size_t i = 0; i < k; i++)
            fprintf(Cmd_out(c), "heap %zu: %llu -> %llu\n", mv[i].heap + 1,
                    (unsigned long long)mv[i].from, (unsigned long long)mv[i].to);
    } else {
        static const Emit_Column cols[] = {
            { "nim_sum", "Nim-sum", "r" }, { "outcome", "Outcome", "c" },
            { "heap", "Heap", "r" }, { "from", "From", "r" }, { "to", "To", "r" }
        };
        Emit_Table *t = Cmd_table(c, cols, 5);
        for (size_t i = 0; i < (k ? k : 1); i++) {
            Emit_uint(t, s);
            emit_outcome(t, p);
            if (k == 0) {
                Emit_empty(t);
                Emit_empty(t);
                Emit_empty(t);
                continue;
            }
            Emit_uint(t, mv[i].heap + 1);
            Emit_uint(t, mv[i].from);
            Emit_uint(t, mv[i].to);
        }
        Emit_table_free(&t);
    }
    FREE(mv);
}
#line 539 "noweb/cmd/impcmd.nw"
static void nim_mex(Cmd *c, const uint64_t *v, size_t n)
{
    uint32_t *w = ALLOC_ARRAY(n + 1, sizeof *w);
    for (size_t i = 0; i < n; i++)
        w[i] = v[i] > n ? (uint32_t)n + 1 : (uint32_t)v[i];
    static const Emit_Column cols[] = { { "mex", "mex", "r" } };
    Emit_Table *t = Cmd_table(c, cols, 1);
    Emit_uint(t, Nim_mex(w, n));
    Emit_table_free(&t);
    FREE(w);
}

static void nim_product(Cmd *c, uint64_t a, uint64_t b)
{
    uint64_t x = Nim_times(a, b);
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        fprintf(Cmd_out(c), "%llu\n", (unsigned long long)x);
        return;
    }
    static const Emit_Column cols[] = {
        { "a", "$a$", "r" }, { "b", "$b$", "r" }, { "product", "$a \\otimes b$", "r" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    Emit_uint(t, a);
    Emit_uint(t, b);
    Emit_uint(t, x);
    Emit_table_free(&t);
}
#line 573 "noweb/cmd/impcmd.nw"
static void nim_table(Cmd *c, long n, bool times)
{
    if (Cmd_emit_format(c) == EMIT_PLAIN || Cmd_emit_format(c) == EMIT_LATEX) {
        const char *corner = times ? "$\\otimes$" : "$\\oplus$";
        Grid g = grid_begin(c, (size_t)n, corner, "", false);
        for (long a = 0; a < n; a++) {
            grid_row(&g, (size_t)a);
            for (long b = 0; b < n; b++)
                grid_cell(&g, times ? Nim_times((uint64_t)a, (uint64_t)b)
                                    : Nim_sum((uint64_t)a, (uint64_t)b), false);
            grid_end_row(&g);
        }
        grid_end(&g);
        return;
    }
    const Emit_Column cols[] = {
        { "a", "$a$", "r" }, { "b", "$b$", "r" },
        times ? (Emit_Column){ "nim_product", "$a \\otimes b$", "r" }
              : (Emit_Column){ "nim_sum", "$a \\oplus b$", "r" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    for (long a = 0; a < n; a++)
        for (long b = 0; b < n; b++) {
            Emit_int(t, a);
            Emit_int(t, b);
            Emit_uint(t, times ? Nim_times((uint64_t)a, (uint64_t)b)
                               : Nim_sum((uint64_t)a, (uint64_t)b));
        }
    Emit_table_free(&t);
}
#line 607 "noweb/cmd/impcmd.nw"
typedef struct Nim_State {
    Mode m;
    bool misere;
    long size;                  /* of --sum-table, --times-table */
} Nim_State;

static const Cmd_Option nim_options[] = {
    { "misere", K_MISERE, NULL, "misere play: the last player to move loses" },
    { "mex", K_MEX, NULL, "the least non-negative integer not among V..." },
    { "times", K_TIMES, NULL, "Conway's nim-product of A and B" },
    { "sum-table", K_SUM_TABLE, "N", "the nim-addition table of 0..N-1 (N <= 64)" },
    { "times-table", K_TIMES_TABLE, "N",
      "the nim-multiplication table of 0..N-1 (N <= 64)" },
    { NULL, 0, NULL, NULL }
};

static int nim_option(Cmd *c, int key, const char *arg)
{
    Nim_State *st = Cmd_state(c);
    switch (key) {
    case K_MISERE: st->misere = true; return CMD_OK;
    case K_MEX: return set_mode(c, &st->m, M_MEX, "--mex");
    case K_TIMES: return set_mode(c, &st->m, M_TIMES, "--times");
    default: {
        bool sum = key == K_SUM_TABLE;
        const char *option = sum ? "--sum-table" : "--times-table";
        if (!Cmd_count(c, option, arg, 64, &st->size))
            return CMD_USAGE;
        return set_mode(c, &st->m, sum ? M_SUM_TABLE : M_TIMES_TABLE, option);
    }
    }
}

static int nim_run(Cmd *c)
{
    Nim_State *st = Cmd_state(c);
    int rc = goes_with(c, st->misere && st->m.mode != M_NONE, "--misere", "heap sizes");
    if (rc != CMD_OK)
        return rc;
    if (st->m.mode == M_SUM_TABLE || st->m.mode == M_TIMES_TABLE) {
        if (Cmd_argc(c) > 0)
            return Cmd_usage(c, "%s takes no operand, found '%s'", st->m.option,
                             Cmd_argv(c, 0));
        nim_table(c, st->size, st->m.mode == M_TIMES_TABLE);
        return CMD_OK;
    }
    size_t n = (size_t)Cmd_argc(c);
    uint64_t *v = ALLOC_ARRAY(n + 1, sizeof *v);
    if ((rc = read_numbers(c, v)) == CMD_OK) {
        if (st->m.mode == M_MEX)
            nim_mex(c, v, n);
        else if (st->m.mode == M_TIMES && n != 2)
            rc = Cmd_usage(c, "--times: expected two numbers, found %zu", n);
        else if (st->m.mode == M_TIMES)
            nim_product(c, v[0], v[1]);
        else if (n == 0)
            rc = Cmd_usage(c, "expected the heap sizes");
        else
            nim_position(c, v, n, st->misere);
    }
    FREE(v);
    return rc;
}

const Cmd_Command Cmd_nim = {
    .name = "nim", .summary = "nim positions, normal and misere; mex, nim-products",
    .synopsis = "[--misere] [OPTION]... HEAP...\n--mex V...\n--times A B\n"
                "--sum-table N | --times-table N [OPTION]...",
    .rank = 210,
    .description =
        "The nim position with the given heaps: its nim-sum, its outcome (P: the\n"
        "player to move loses, N: wins) and the winning moves 'heap I: A -> B'.\n"
        "Numbers are below 2^64.  tsv, latex and json: one row per winning move.",
    .see = "ONAG ch. 6 (nim-multiplication) and ch. 11; "
           "Winning Ways ch. 13 (misere nim)",
    .formats = "plain tsv latex json", .options = nim_options, .option = nim_option,
    .run = nim_run, .state = sizeof(Nim_State)
};
#line 700 "noweb/cmd/impcmd.nw"
typedef struct Octal_State {
    Mode m;
    long upto, from, to, max;   /* -1: not given */
    bool plain, unsettled;
    const char *table;          /* --table FILE, or NULL */
    bool stream;                /* --stream: print values as they are computed */
    const uint16_t *G;          /* while streaming: the values being computed */
    size_t next, last;          /* while streaming: the next heap to print, the last */
    Octal *g;
    char *code;
} Octal_State;

static const long octal_count_max = 4000000000L;

static const Cmd_Option octal_options[] = {
    { "upto", K_UPTO, "N", "compute G(0..N); with --period or --outcomes, exactly\n"
      "N heaps; with --rows, the last heap shown" },
    { "from", K_FROM, "A", "print G(A..) only (default 0)" },
    { "to", K_TO, "B", "print G(..B) only (default: --upto)" },
    { "plain", K_PLAIN, NULL, "compute by the quadratic reference method" },
    { "period", K_PERIOD, NULL, "period, preperiod and the bound that proves them" },
    { "rows", K_ROWS, NULL, "the values in rows of one period (Winning Ways)" },
    { "outcomes", K_OUTCOMES, NULL, "the P-positions (G(n) = 0) and their own period" },
    { "rules", K_RULES, NULL, "the moves in words" },
    { "survey", K_SURVEY, NULL, "every code 0.d1d2d3: period, preperiod, bound" },
    { "unsettled", K_UNSETTLED, NULL,
      "with --survey: the codes not settled within --max" },
    { "max", K_MAX, "N", "give up a period search past N heaps (exit 1);\n"
      "default 16777216, or 16384 for --survey" },
    { "stream", K_STREAM, NULL, "print the values as they are computed (plain format);\n"
      "an error later leaves what was printed" },
    { "table", K_OTABLE, "FILE", "load the values G(0..) from FILE if it exists, compute\n"
      "only the heaps past them, and save them there (also\nwhen interrupted)" },
    { NULL, 0, NULL, NULL }
};

static void octal_init(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    st->upto = st->from = st->to = st->max = -1;
}

static int octal_count(Cmd *c, const char *option, const char *arg, long *out)
{
    return Cmd_count(c, option, arg, octal_count_max, out) ? CMD_OK : CMD_USAGE;
}

static int octal_option(Cmd *c, int key, const char *arg)
{
    Octal_State *st = Cmd_state(c);
    switch (key) {
    case K_UPTO: return octal_count(c, "--upto", arg, &st->upto);
    case K_FROM: return octal_count(c, "--from", arg, &st->from);
    case K_TO: return octal_count(c, "--to", arg, &st->to);
    case K_MAX: return octal_count(c, "--max", arg, &st->max);
    case K_PLAIN: st->plain = true; return CMD_OK;
    case K_OTABLE: st->table = arg; return CMD_OK;
    case K_STREAM: st->stream = true; return CMD_OK;
    case K_UNSETTLED: st->unsettled = true; return CMD_OK;
    case K_PERIOD: return set_mode(c, &st->m, M_PERIOD, "--period");
    case K_ROWS: return set_mode(c, &st->m, M_ROWS, "--rows");
    case K_OUTCOMES: return set_mode(c, &st->m, M_OUTCOMES, "--outcomes");
    case K_RULES: return set_mode(c, &st->m, M_RULES, "--rules");
    default: return set_mode(c, &st->m, M_SURVEY, "--survey");
    }
}
#line 773 "noweb/cmd/impcmd.nw"
static int octal_check(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    int mode = st->m.mode, rc = CMD_OK;
    bool search = mode == M_PERIOD || mode == M_ROWS || mode == M_OUTCOMES
                  || mode == M_SURVEY;
    if (rc == CMD_OK && mode != M_NONE)
        rc = goes_with(c, st->from >= 0 || st->to >= 0 || st->plain,
                       st->from >= 0 ? "--from" : st->to >= 0 ? "--to" : "--plain",
                       "the values (--upto), not with another mode");
    if (rc == CMD_OK)
        rc = goes_with(c, st->max >= 0 && !search, "--max",
                       "--period, --rows, --outcomes or --survey");
    if (rc == CMD_OK)
        rc = goes_with(c, st->unsettled && mode != M_SURVEY, "--unsettled", "--survey");
    if (rc == CMD_OK)
        rc = goes_with(c, st->stream && (mode != M_NONE || st->plain
                                         || Cmd_emit_format(c) != EMIT_PLAIN),
                       "--stream", "the values in plain text (not --plain)");
    if (rc == CMD_OK)
        rc = goes_with(c, st->table && (mode == M_SURVEY || mode == M_RULES || st->plain),
                       "--table", "the values, --period, --rows or --outcomes (not --plain)");
    if (rc == CMD_OK && st->table)
        rc = Cmd_table_check(c, "--table", st->table);  /* before computing: the kit's */
    if (rc == CMD_OK && (mode == M_SURVEY || mode == M_RULES))
        rc = goes_with(c, st->upto >= 0, "--upto",
                       "the values, --period, --rows or --outcomes");
    if (rc == CMD_OK && (mode == M_RULES || mode == M_OUTCOMES))
        rc = text_only(c, &st->m);
    return rc;
}
#line 821 "noweb/cmd/impcmd.nw"
enum { V_MEMORY = 1, V_WIDE, V_STOPPED, V_TABLE, V_SAVE };

static void stream_values(Cmd *c, size_t upto);

static void show_progress(void *ctx, size_t done, size_t total)
{
    Cmd_progress(ctx, "heaps", done, total, 2 * (total + 1));
    Octal_State *st = Cmd_state(ctx);
    if (st->G && done < total)
        stream_values(ctx, done);       /* G(0..done-1) are final */
}

static size_t table_load(Cmd *c, const char *path, uint16_t *G, size_t n, bool *bad);
static bool table_save(Cmd *c, const char *path, const uint16_t *G, size_t count);

static uint16_t *compute(Cmd *c, Octal *g, size_t n, bool plain, const uint16_t *prev,
                         size_t prevn, int *why)
{
    Octal_State *st = Cmd_state(c);
    uint16_t *G = Octal_values_new(n);
    *why = V_MEMORY;
    if (!G)
        return NULL;
    bool bad = false, ok;
    size_t saved = st->table && !plain ? table_load(c, st->table, G, n, &bad) : 0, done = 0;
    if (bad) {
        Octal_values_free(&G, n);
        *why = V_TABLE;
        return NULL;
    }
    size_t from = saved;
    if (prev && !plain && prevn < n && prevn + 1 > from) {
        memcpy(G, prev, (prevn + 1) * sizeof *G);
        from = prevn + 1;
    }
    if (st->stream)
        st->G = G;
    if (plain)
        ok = Octal_grundy_plain(g, n, G);
    else
        ok = Octal_grundy_resume(g, n, G, from < n + 1 ? from : n + 1, &done,
                                 show_progress, c);
    Cmd_progress_clear(c);
    st->G = NULL;
    if (st->table && !plain && done > saved) {
        
#line 901 "noweb/cmd/impcmd.nw"
if (!table_save(c, st->table, G, done)) {
    if (ok) {
        Octal_values_free(&G, n);
        *why = V_SAVE;
        return NULL;
    }
} else if (!ok && Interrupt_signal) {
    char *line = Cmd_command_line(c);
    fprintf(Cmd_err(c), "cgtk %s: G(0..%zu) were saved in %s; to resume, run: %s\n",
            Cmd_name(c), done - 1, st->table, line);
    FREE(line);
}
#line 867 "noweb/cmd/impcmd.nw"
    }
    if (ok)
        return G;
    Octal_values_free(&G, n);
    *why = Interrupt_signal ? V_STOPPED : V_WIDE;
    return NULL;
}

static int values_limit(Cmd *c, const char *code, size_t n, int why, const char *where)
{
    if (why == V_TABLE)
        return CMD_USAGE;
    if (why == V_SAVE)
        return CMD_LIMIT;               /* said by table_save */
    if (why == V_MEMORY)
        return Cmd_limit(c, "%s: no memory for the %zu values G(0..%zu)%s", code,
                         n + 1, n, where);
    if (why == V_STOPPED)
        return Cmd_limit(c, "%s: the values G(0..%zu) were not all computed%s%s", code, n,
                         where, ((Octal_State *)Cmd_state(c))->table ? "" : " (with --table "
                         "FILE they are saved, and the same command resumes)");
    return Cmd_limit(c, "%s: a Grundy value passed 65535, the most 16 bits hold, below "
                     "heap %zu%s", code, n, where);
}
#line 926 "noweb/cmd/impcmd.nw"
typedef struct Vals { const char *head; const uint16_t *G; size_t count; } Vals;

static bool write_values(FILE *f, void *closure)
{
    Vals *v = closure;
    uint64_t h = Hash_fnv(HASH_FNV_BASIS, v->head, strlen(v->head));
    uint64_t count[4] = { v->count, 0, 2 * (uint64_t)v->count, 0 };
    h = Hash_fnv(h, v->G, 2 * v->count);
    count[3] = Hash_fnv(h, count, 3 * sizeof *count);
    return fputs(v->head, f) >= 0 && fwrite(count, sizeof count, 1, f) == 1
           && fwrite(v->G, 2, v->count, f) == v->count;
}

static bool table_save(Cmd *c, const char *path, const uint16_t *G, size_t count)
{
    Octal_State *st = Cmd_state(c);
    char head[300], err[600];
    snprintf(head, sizeof head, "cgtk table 2\noctal\n%s\n", st->code);
    Vals v = { head, G, count };
    if (Savefile_write(path, write_values, NULL, &v, err, sizeof err))
        return true;
    Cmd_progress_clear(c);
    fprintf(Cmd_err(c), "cgtk %s: the table was not saved: --table %s%s\n", Cmd_name(c), err,
            Interrupt_signal ? "" : "; nothing was printed");
    return false;
}
#line 955 "noweb/cmd/impcmd.nw"
static size_t table_refuse(Cmd *c, const char *path, const char *why, bool *bad, FILE *f)
{
    Cmd_error(c, "--table %s: %s", path, why);
    *bad = true;
    if (f)
        fclose(f);
    return 0;
}

static size_t table_load(Cmd *c, const char *path, uint16_t *G, size_t n, bool *bad)
{
    Octal_State *st = Cmd_state(c);
    if (access(path, F_OK) != 0)
        return 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return table_refuse(c, path, strerror(errno), bad, NULL);
    char line[3][300], want[300], msg[700];
    for (int i = 0; i < 3; i++)
        if (!fgets(line[i], sizeof line[i], f) || !strchr(line[i], '\n'))
            return table_refuse(c, path, i == 0 ? "not a cgtk table" : "damaged table "
                                "(its header is cut short)", bad, f);
    if (strncmp(line[0], "cgtk", 4) != 0)
        return table_refuse(c, path, "not a cgtk table", bad, f);
    if (strcmp(line[0], "cgtk table 2\n") != 0)
        return table_refuse(c, path, "a table in another format of cgtk", bad, f);
    snprintf(want, sizeof want, "%s\n", st->code);
    if (strcmp(line[1], "octal\n") != 0 || strcmp(line[2], want) != 0) {
        line[1][strcspn(line[1], "\n")] = line[2][strcspn(line[2], "\n")] = '\0';
        snprintf(msg, sizeof msg, "a table of %.100s %.100s, not of octal %s: use another "
                 "file", line[1], line[2], st->code);
        return table_refuse(c, path, msg, bad, f);
    }
    
#line 998 "noweb/cmd/impcmd.nw"
uint64_t count[4], h = HASH_FNV_BASIS;
for (int i = 0; i < 3; i++)
    h = Hash_fnv(h, line[i], strlen(line[i]));
long here;
struct stat sb;
if (fread(count, sizeof count, 1, f) != 1 || (here = ftell(f)) < 0
    || fstat(fileno(f), &sb) != 0 || count[2] != 2 * count[0]
    || (uint64_t)(sb.st_size - here) != count[2])
    return table_refuse(c, path, "damaged table (cut short, or longer than written); "
                        "remove it to start afresh", bad, f);
{
    unsigned char buf[1 << 16];
    uint64_t left = count[2];
    size_t k;
    while (left > 0 && (k = fread(buf, 1, left < sizeof buf ? left : sizeof buf, f)) > 0) {
        h = Hash_fnv(h, buf, k);
        left -= k;
    }
    if (left || Hash_fnv(h, count, 3 * sizeof *count) != count[3]
        || fseek(f, here, SEEK_SET) != 0)
        return table_refuse(c, path, "damaged table (its checksum does not match); "
                            "remove it to start afresh", bad, f);
}
#line 989 "noweb/cmd/impcmd.nw"
    size_t take = count[0] < n + 1 ? (size_t)count[0] : n + 1;
    if (fread(G, 2, take, f) != take)
        return table_refuse(c, path, "damaged table (cut short)", bad, f);
    fclose(f);
    return (size_t)count[0];
}
#line 1037 "noweb/cmd/impcmd.nw"
typedef struct Settled {
    uint16_t *G;                /* G(0..n), or NULL */
    size_t n;
    Octal_Period p;
    bool settled;
    int why;                    /* when G is NULL */
} Settled;

static Settled settle(Cmd *c, Octal *g, size_t m, bool exact, size_t max)
{
    Settled s = { 0 };
    uint16_t *prev = NULL;
    size_t prevn = 0;
    for (;;) {
        s.n = m;
        s.G = compute(c, g, m, false, prev, prevn, &s.why);
        if (prev)
            Octal_values_free(&prev, prevn);
        if (!s.G)
            return s;
        s.settled = Octal_find_period(g, s.G, m, &s.p);
        if (s.settled || exact || m >= max)
            return s;
        prev = s.G;
        prevn = m;
        s.G = NULL;
        m = 2 * m > max ? max : 2 * m;
    }
}

static void settled_free(Settled *s)
{
    if (s->G)
        Octal_values_free(&s->G, s->n);
    s->G = NULL;
}
#line 1083 "noweb/cmd/impcmd.nw"
static bool exceptional(const uint16_t *G, size_t n, const Octal_Period *p)
{
    size_t per = p->period;
    size_t k = n < p->preperiod ? (p->preperiod - n + per - 1) / per : 0;
    return G[n] != G[n + k * per];
}

static void values_table(Cmd *c, const uint16_t *G, size_t from, size_t last,
                         const Octal_Period *p)
{
    static const Emit_Column cols[] = {
        { "n", "$n$", "r" }, { "g", "$G(n)$", "r" },
        { "exceptional", "exceptional", "c" }
    };
    Emit_Table *t = Cmd_table(c, cols, p ? 3 : 2);
    if (Cmd_emit_format(c) == EMIT_LATEX)
        Emit_long(t);
    for (size_t n = from; n <= last; n++) {
        Emit_uint(t, n);
        Emit_uint(t, G[n]);
        if (p)
            Emit_words(t, exceptional(G, n, p) ? "yes" : "no");
    }
    Emit_table_free(&t);
}

static const Emit_Column period_cols[] = {
    { "code", "code", "l" }, { "period", "$p$", "r" }, { "preperiod", "$e$", "r" },
    { "bound", "bound", "r" }
};

static void period_row(Emit_Table *t, const char *code, const Octal_Period *p)
{
    Emit_words(t, code);
    Emit_uint(t, p->period);
    Emit_uint(t, p->preperiod);
    Emit_uint(t, p->bound);
}
#line 1132 "noweb/cmd/impcmd.nw"
static int octal_values(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    long to = st->to >= 0 ? st->to : st->upto, from = st->from >= 0 ? st->from : 0;
    if (to < 0)
        return Cmd_usage(c, "expected --upto N (or --to N), or one of --period, "
                         "--rows, --outcomes, --rules");
    if (st->upto >= 0 && to > st->upto)
        return Cmd_usage(c, "--to %ld is past --upto %ld", to, st->upto);
    if (from > to)
        return Cmd_usage(c, "--from %ld is past the last heap %ld", from, to);
    int why;
    st->next = (size_t)from;
    st->last = (size_t)to;
    uint16_t *G = compute(c, st->g, (size_t)to, st->plain, NULL, 0, &why);
    if (!G)
        return values_limit(c, st->code, (size_t)to, why, "");
    if (st->stream) {
        st->G = G;
        stream_values(c, (size_t)to + 1);
        st->G = NULL;
        fputc('\n', Cmd_out(c));
    } else if (Cmd_emit_format(c) == EMIT_PLAIN) {
        for (long n = from; n <= to; n++)
            fprintf(Cmd_out(c), n == from ? "%u" : " %u", G[n]);
        fputc('\n', Cmd_out(c));
    } else
        values_table(c, G, (size_t)from, (size_t)to, NULL);
    Octal_values_free(&G, (size_t)to);
    return CMD_OK;
}
#line 1176 "noweb/cmd/impcmd.nw"
static void stream_values(Cmd *c, size_t upto)
{
    Octal_State *st = Cmd_state(c);
    size_t first = st->next, end = upto < st->last + 1 ? upto : st->last + 1;
    for (size_t n = st->next; n < end; n++)
        fprintf(Cmd_out(c), n == first && first == (size_t)(st->from >= 0 ? st->from : 0)
                        ? "%u" : " %u", st->G[n]);
    if (end > st->next)
        st->next = end;
    Cmd_flush_partial(c);
}
#line 1198 "noweb/cmd/impcmd.nw"
static void print_period(Cmd *c, const Octal_Period *p);
static void print_rows(Cmd *c, const uint16_t *G, size_t last, const Octal_Period *p);
static void print_outcomes(Cmd *c, const uint16_t *G, const Octal_Period *p);

static int octal_period(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    int mode = st->m.mode;
    size_t max = st->max >= 0 ? (size_t)st->max : OCTAL_PERIOD_HEAPS;
    size_t start = st->upto >= 0 ? (size_t)st->upto : 1024;
    bool exact = st->upto >= 0 && mode != M_ROWS;
    if (mode == M_ROWS && start < 1024)
        start = 1024;
    if (!exact && start > max)
        start = max;                    /* --max is a bound, below 1024 too */
    Settled s = settle(c, st->g, start, exact, max);
    if (!s.G)
        return values_limit(c, st->code, s.n, s.why, "");
    if (!s.settled) {
        settled_free(&s);
        return Cmd_limit(c, "%s: no period certified with %zu heaps computed (%s %zu)",
                         st->code, s.n, exact ? "--upto" : "--max", exact ? s.n : max);
    }
    if (mode == M_PERIOD)
        print_period(c, &s.p);
    else if (mode == M_OUTCOMES)
        print_outcomes(c, s.G, &s.p);
    else {
        size_t per = s.p.period, last = st->upto >= 0 ? (size_t)st->upto
            : (s.p.preperiod + 2 * per + per - 1) / per * per - 1;
        print_rows(c, s.G, last, &s.p);
    }
    settled_free(&s);
    return CMD_OK;
}
#line 1244 "noweb/cmd/impcmd.nw"
static void print_period(Cmd *c, const Octal_Period *p)
{
    if (Cmd_emit_format(c) != EMIT_PLAIN) {
        Emit_Table *t = Cmd_table(c, period_cols, 4);
        period_row(t, ((Octal_State *)Cmd_state(c))->code, p);
        Emit_table_free(&t);
        return;
    }
    fprintf(Cmd_out(c), "period %zu preperiod %zu\n", p->period, p->preperiod);
    if (p->preperiod == 0)
        fprintf(Cmd_out(c), "last exceptional none\n");
    else
        fprintf(Cmd_out(c), "last exceptional %zu\n", p->last_exceptional);
    fprintf(Cmd_out(c), "bound %zu (G(m+%zu) = G(m) for %zu <= m <= %zu proves it)\n",
            p->bound, p->period, p->preperiod, p->bound - p->period);
}
#line 1270 "noweb/cmd/impcmd.nw"
static void print_rows(Cmd *c, const uint16_t *G, size_t last, const Octal_Period *p)
{
    if (Cmd_emit_format(c) == EMIT_TSV || Cmd_emit_format(c) == EMIT_JSON) {
        values_table(c, G, 0, last, p);
        return;
    }
    size_t per = p->period;
    Grid g = grid_begin(c, per, "$n$", "+", true);
    for (size_t row = 0; row * per <= last; row++) {
        grid_row(&g, row * per);
        for (size_t k = 0; k < per && row * per + k <= last; k++)
            grid_cell(&g, G[row * per + k], exceptional(G, row * per + k, p));
        grid_end_row(&g);
    }
    grid_end(&g);
}
#line 1301 "noweb/cmd/impcmd.nw"
static void print_outcomes(Cmd *c, const uint16_t *G, const Octal_Period *p)
{
    size_t e = p->preperiod, per = p->period, d = 1;
    for (; d < per; d++) {
        if (per % d)
            continue;
        bool ok = true;
        for (size_t m = e; m < e + per && ok; m++)
            ok = (G[m + d] == 0) == (G[m] == 0);
        if (ok)
            break;
    }
    size_t e2 = e;
    while (e2 > 0 && (G[e2 - 1 + d] == 0) == (G[e2 - 1] == 0))
        e2--;
    fprintf(Cmd_out(c), "outcome period %zu preperiod %zu\n", d, e2);
    fprintf(Cmd_out(c), "P-positions below %zu:", e + per);
    for (size_t n = 0; n < e + per; n++)
        if (G[n] == 0)
            fprintf(Cmd_out(c), " %zu", n);
    fprintf(Cmd_out(c), "\nP-positions from %zu on: n mod %zu in {", e, per);
    bool first = true;
    for (size_t r = 0; r < per; r++) {
        size_t n = e + (r + per - e % per) % per;   /* in [e, e+p), n mod p = r */
        if (G[n] == 0) {
            fprintf(Cmd_out(c), first ? "%zu" : ", %zu", r);
            first = false;
        }
    }
    fprintf(Cmd_out(c), "}\n");
}
#line 1344 "noweb/cmd/impcmd.nw"
typedef struct Surveyed {
    char *code;
    bool settled;
    Octal_Period p;
    size_t computed;
    Octal_Period saltus;
    bool has_saltus;
} Surveyed;

static bool survey_one(Cmd *c, int k, size_t max, Surveyed *r, int *why)
{
    char s[6] = { '0', '.', (char)('0' + k / 64), (char)('0' + k / 8 % 8),
                  (char)('0' + k % 8), '\0' };
    Octal *g;
    bool ok = Octal_parse(s, &g, NULL);
    assert(ok);
    r->code = Octal_str(g);
    Settled st = settle(c, g, 1024, false, max);
    r->settled = st.settled;
    r->p = st.p;
    r->computed = st.n;
    r->has_saltus = st.G && !st.settled
                    && Octal_observe_saltus(st.G, st.n, 1000, &r->saltus);
    *why = st.why;
    ok = st.G != NULL;
    settled_free(&st);
    Octal_free(&g);
    return ok;
}

static void print_survey(Cmd *c, const Surveyed *r, size_t nr, bool unsettled);

static int octal_survey(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    if (Cmd_argc(c) > 0)
        return Cmd_usage(c, "--survey takes no code, found '%s'", Cmd_argv(c, 0));
    size_t max = st->max >= 0 ? (size_t)st->max : 16384, nr = 0;
    Surveyed *r = CALLOC(511, sizeof *r);
    bool tty = isatty(fileno(Cmd_err(c))), ok = true;
    int why = 0;
    for (int k = 1; k < 512 && ok; k++) {
        ok = survey_one(c, k, max, &r[nr++], &why);
        if (tty)
            fprintf(Cmd_err(c), "\rcgtk %s: code %d of 511", Cmd_name(c), k);
    }
    if (tty)
        fprintf(Cmd_err(c), "\r%*s\r", 40, "");
    int rc = CMD_OK;
    if (ok)
        print_survey(c, r, nr, st->unsettled);
    else {
        char where[64];
        snprintf(where, sizeof where, ", at code %zu of 511", nr);
        rc = values_limit(c, r[nr - 1].code, r[nr - 1].computed, why, where);
    }
    for (size_t i = 0; i < nr; i++)
        FREE(r[i].code);
    FREE(r);
    return rc;
}
#line 1416 "noweb/cmd/impcmd.nw"
static void survey_latex(Cmd *c, const Surveyed *const *pick, size_t k, bool unsettled);

static void print_survey(Cmd *c, const Surveyed *r, size_t nr, bool unsettled)
{
    const Surveyed *pick[511];
    size_t k = 0;
    for (size_t i = 0; i < nr; i++)
        if (r[i].settled != unsettled)
            pick[k++] = &r[i];
    if (Cmd_emit_format(c) == EMIT_LATEX)
        survey_latex(c, pick, k, unsettled);
    else if (!unsettled) {
        Emit_Table *t = Cmd_table(c, period_cols, 4);
        for (size_t i = 0; i < k; i++)
            period_row(t, pick[i]->code, &pick[i]->p);
        Emit_table_free(&t);
    } else if (Cmd_emit_format(c) == EMIT_PLAIN)
        for (size_t i = 0; i < k; i++) {
            const Surveyed *x = pick[i];
            fprintf(Cmd_out(c), "%s\t%zu", x->code, x->computed);
            if (x->has_saltus)
                fprintf(Cmd_out(c), "\tobserved arithmetic period %zu saltus %u from %zu",
                        x->saltus.period, x->saltus.saltus, x->saltus.preperiod);
            fputc('\n', Cmd_out(c));
        }
    else {
        static const Emit_Column cols[] = {
            { "code", "code", "l" }, { "heaps", "heaps", "r" },
            { "saltus_period", "$p$", "r" }, { "saltus", "saltus", "r" },
            { "saltus_from", "from", "r" }
        };
        Emit_Table *t = Cmd_table(c, cols, 5);
        for (size_t i = 0; i < k; i++) {
            const Surveyed *x = pick[i];
            Emit_words(t, x->code);
            Emit_uint(t, x->computed);
            if (x->has_saltus) {
                Emit_uint(t, x->saltus.period);
                Emit_uint(t, x->saltus.saltus);
                Emit_uint(t, x->saltus.preperiod);
            } else {
                Emit_empty(t);
                Emit_empty(t);
                Emit_empty(t);
            }
        }
        Emit_table_free(&t);
    }
}
#line 1468 "noweb/cmd/impcmd.nw"
static void survey_latex(Cmd *c, const Surveyed *const *pick, size_t k, bool unsettled)
{
    size_t per_row = unsettled ? 10 : 4, rows_per_table = 40;
    size_t rows = (k + per_row - 1) / per_row;
    for (size_t t0 = 0; t0 < rows; t0 += rows_per_table) {
        size_t t1 = t0 + rows_per_table < rows ? t0 + rows_per_table : rows;
        
#line 1481 "noweb/cmd/impcmd.nw"
size_t h = t1 - t0, base = t0 * per_row;
fprintf(Cmd_out(c), "\\begin{tabular}{");
for (size_t col = 0; col < per_row; col++)
    fprintf(Cmd_out(c), "%s%s", col && !unsettled ? "@{\\qquad}" : "",
            unsettled ? "l" : "lrrr");
fprintf(Cmd_out(c), "}\n\\toprule\n");
if (!unsettled) {
    for (size_t col = 0; col < per_row; col++)
        fprintf(Cmd_out(c), "%s%s", col ? " & " : "", "code & $p$ & $e$ & bound");
    fprintf(Cmd_out(c), " \\\\\n\\midrule\n");
}
for (size_t i = 0; i < h; i++) {
    for (size_t col = 0; col < per_row; col++) {
        size_t j = base + col * h + i;
        if (col)
            fprintf(Cmd_out(c), " & ");
        if (j >= k || j >= base + per_row * h) {
            fprintf(Cmd_out(c), unsettled ? "" : "&&&");
            continue;
        }
        const Surveyed *x = pick[j];
        if (!unsettled)
            fprintf(Cmd_out(c), "%s & %zu & %zu & %zu", x->code, x->p.period,
                    x->p.preperiod, x->p.bound);
        else
            fprintf(Cmd_out(c), x->has_saltus ? "%s$^a$" : "%s", x->code);
    }
    fprintf(Cmd_out(c), " \\\\\n");
}
fprintf(Cmd_out(c), "\\bottomrule\n\\end{tabular}\n\\par\\medskip\n");
#line 1475 "noweb/cmd/impcmd.nw"
    }
}
#line 1517 "noweb/cmd/impcmd.nw"
static int octal_game(Cmd *c);

static int octal_run(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    int rc = octal_check(c);
    if (rc != CMD_OK)
        return rc;
    if (st->m.mode == M_SURVEY)
        return octal_survey(c);
    if (Cmd_argc(c) == 0)
        return Cmd_usage(c, "expected an octal code such as 0.77");
    if (Cmd_argc(c) > 1)
        return Cmd_usage(c, "expected one code, found '%s' after '%s'", Cmd_argv(c, 1),
                         Cmd_argv(c, 0));
    Perr_T e;
    if (!Octal_parse(Cmd_argv(c, 0), &st->g, &e))
        return Cmd_parse_error_in(c, "code", Cmd_argv(c, 0), &e);
    return octal_game(c);
}

static int octal_game(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    int rc = CMD_OK;
    st->code = Octal_str(st->g);
    switch (st->m.mode) {
    case M_NONE:
        rc = octal_values(c);
        break;
    case M_RULES: {
        char *s = Octal_rules(st->g);
        assert(s);      /* NULL only for an encoding error of its fixed formats */
        fputs(s, Cmd_out(c));
        FREE(s);
        break;
    }
    default:
        rc = octal_period(c);
    }
    FREE(st->code);
    Octal_free(&st->g);
    return rc;
}

const Cmd_Command Cmd_octal = {
    .name = "octal", .summary = "octal games: Grundy sequences, proven periods",
    .synopsis = "CODE --upto N [--from A] [--to B] [--plain] [OPTION]...\n"
                "CODE --period [--upto N | --max N] [OPTION]...\n"
                "CODE --rows [--upto N] [--max N] [OPTION]...\n"
                "CODE --outcomes [--upto N | --max N]\n"
                "CODE --rules\n"
                "--survey [--unsettled] [--max N] [OPTION]...",
    .rank = 220,
    .description =
        "Grundy values of the take-and-break game with the given code: 0.77 Kayles,\n"
        "0.07 Dawson's Kayles, 0.137 Dawson's chess (or by name: kayles,\n"
        "dawsons-kayles, dawsons-chess), 4.7, 0.6, ...; digit k says\n"
        "whether taking k tokens may leave no heap (1), one heap (2), two heaps (4);\n"
        "hexadecimal digits (8) for three heaps.  Periods are proven by the\n"
        "periodicity theorem, with the bound it needs.  tsv and json: n, g (and\n"
        "exceptional with --rows); code, period, preperiod, bound for --period and\n"
        "--survey; code, heaps, saltus_period, saltus, saltus_from for --unsettled.",
    .see = "Winning Ways ch. 4; Guy and Smith (1956); Siegel ch. IV",
    .formats = "plain tsv latex json", .options = octal_options, .init = octal_init,
    .option = octal_option, .run = octal_run, .state = sizeof(Octal_State),
    .kit = CMD_LONG
};
#line 1597 "noweb/cmd/impcmd.nw"
static int subtraction_run(Cmd *c)
{
    Octal_State *st = Cmd_state(c);
    int rc = octal_check(c);
    if (rc != CMD_OK)
        return rc;
    if (st->m.mode == M_SURVEY)
        return Cmd_usage(c, "--survey is a survey of octal codes: use cgtk octal "
                         "--survey");
    if (Cmd_argc(c) == 0)
        return Cmd_usage(c, "expected a subtraction set such as 1,3,4");
    if (Cmd_argc(c) > 1)
        return Cmd_usage(c, "expected one set, found '%s' after '%s' (no spaces "
                         "between members, or quote it)", Cmd_argv(c, 1),
                         Cmd_argv(c, 0));
    Perr_T e;
    char *code;
    if (!Octal_subtraction_code(Cmd_argv(c, 0), &code, &e))
        return Cmd_parse_error_in(c, "set", Cmd_argv(c, 0), &e);
    bool ok = Octal_parse(code, &st->g, &e);
    assert(ok);         /* a set has a member, so its code a non-zero digit */
    (void)ok;
    FREE(code);
    return octal_game(c);
}

const Cmd_Command Cmd_subtraction = {
    .name = "subtraction", .summary = "subtraction games: Grundy sequences, proven "
                                      "periods",
    .synopsis = "SET --upto N [--from A] [--to B] [--plain] [OPTION]...\n"
                "SET --period [--upto N | --max N] [OPTION]...\n"
                "SET --rows [--upto N] [--max N] [OPTION]...\n"
                "SET --outcomes [--upto N | --max N]\n"
                "SET --rules",
    .rank = 221,
    .description =
        "Grundy values of the subtraction game S(SET): a move takes s tokens from a\n"
        "heap, s a member of SET, written 1,3,4 or {1,3,4} (members 1 to 64).  It\n"
        "is the octal game with digit 3 at each member (1,3,4 is 0.3033), and every\n"
        "option is that of cgtk octal; the code column of --period is the code.",
    .see = "Winning Ways ch. 4 (subtraction games); Siegel ch. IV; cgtk octal",
    .formats = "plain tsv latex json", .options = octal_options, .init = octal_init,
    .option = octal_option, .run = subtraction_run, .state = sizeof(Octal_State),
    .kit = CMD_LONG
};
