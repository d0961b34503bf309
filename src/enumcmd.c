/* Generated from noweb/cmd/enumcmd.nw by notangle: edit the .nw, not this file. */
#line 72 "noweb/cmd/enumcmd.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cmdkit.h"
#include "dyadic.h"
#include "emit.h"
#include "enumcmd.h"
#include "enumerate.h"
#include "game.h"
#include "mem.h"
#include "notation.h"
#include "position.h"
#include "registry.h"
#include "rulecmd.h"
#include "thermo.h"
#include "twin.h"

#line 94 "noweb/cmd/enumcmd.nw"
typedef struct Enum_State {
    long size;
    int cls;                    /* the class of positions (module position) */
    const char *class_name;
    bool impartial;             /* enumerate the ruleset's impartial twin */
    char mode;                  /* 'd'ictionary, 'l'ist, 's'tats, 'c'ensus, 'h'ottest,
                                   'D'istribution, 'p'roperties */
    char quantity;              /* of the distribution: 'd'enominator, 't'emperature */
} Enum_State;

enum { K_SIZE = 'k', K_LIST = CMD_KEY + 10, K_STATS, K_CLASS, K_CENSUS, K_HOTTEST,
       K_DISTRIBUTION, K_PROPERTIES, K_IMPARTIAL };

static const Cmd_Option enum_options[] = {
    { "size", K_SIZE, "K", "the largest size (squares, vertices: the ruleset's unit)" },
    { "cells", K_SIZE, "K", "the same as --size" },
    { "nodes", K_SIZE, "K", "the same as --size" },
    { "class", K_CLASS, "NAME", "a class of positions of the ruleset (COL and SNORT:\n"
      "graphs, the default; untinted, trees, tinted-trees,\nrandom)" },
    { "list", K_LIST, NULL, "one line per position: size, position, value (each\n"
      "position as itself, with its own value)" },
    { "stats", K_STATS, NULL, "one row per size: positions, distinct values, numbers,\n"
      "nimbers, infinitesimals, tinies, and the hottest temperature\nwith its value" },
    { "census", K_CENSUS, NULL, "one row per size: positions, distinct values, how many\n"
      "positions are worth a number x, x + *, or neither, and\nthe largest denominator "
      "of x with the first position\nthat has it" },
    { "hottest", K_HOTTEST, NULL, "one row per size: positions, the greatest temperature,\n"
      "how many positions have it, and the first of them" },
    { "distribution", K_DISTRIBUTION, "Q", "how many positions of each size have each\n"
      "denominator (Q = denominator: of x, for values x and\nx + *) or temperature "
      "(Q = temperature)" },
    { "properties", K_PROPERTIES, NULL, "put every position to the ruleset's stated\n"
      "properties (COL: ONAG's dictionary): how many cases\neach met and how many held" },
    { "impartial", K_IMPARTIAL, NULL, "enumerate the impartial twin: either player may\n"
      "make any move of either player (Domineering's twin is\nCram); nim-values" },
    { NULL, 0, NULL, NULL }
};

static void enum_init(Cmd *c)
{
    Enum_State *st = Cmd_state(c);
    st->size = -1;
    st->mode = 'd';
}

static int enum_option(Cmd *c, int key, const char *arg)
{
    Enum_State *st = Cmd_state(c);
    if (key == K_SIZE)
        return Cmd_count(c, "--size", arg, 1000, &st->size) ? CMD_OK : CMD_USAGE;
    if (key == K_CLASS) st->class_name = arg;
    if (key == K_LIST) st->mode = 'l';
    if (key == K_STATS) st->mode = 's';
    if (key == K_CENSUS) st->mode = 'c';
    if (key == K_HOTTEST) st->mode = 'h';
    if (key == K_PROPERTIES) st->mode = 'p';
    if (key == K_IMPARTIAL) st->impartial = true;
    if (key == K_DISTRIBUTION) {
        st->mode = 'D';
        if (strcmp(arg, "denominator") == 0) st->quantity = 'd';
        else if (strcmp(arg, "temperature") == 0) st->quantity = 't';
        else
            return Cmd_usage(c, "--distribution: expected denominator or temperature, "
                             "found '%s'", arg);
    }
    return CMD_OK;
}
#line 166 "noweb/cmd/enumcmd.nw"
typedef struct Shape {
    uint64_t *p; size_t len; int size; Game_T value;
    bool conjugated;            /* p is the conjugate of the position listed */
} Shape;

static size_t drop_twins(Shape *s, size_t n, const uint64_t *w, size_t nw);
static void print_dictionary(Cmd *c, const Shape *s, size_t n);
static void print_list(Cmd *c, const Shape *s, size_t n);
static void print_stats(Cmd *c, const Shape *s, size_t n, int k);
static void print_census(Cmd *c, const Shape *s, size_t n, int k);
static void print_hottest(Cmd *c, const Shape *s, size_t n, int k);
static void print_distribution(Cmd *c, const Shape *s, size_t n, char quantity);
static void print_properties(Cmd *c, const size_t *tried, const size_t *held);

static int enum_ruleset(Cmd *c)
{
    char names[512] = "";
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++)
        if ((*r)->census)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                     names[0] ? ", " : "", (*r)->name);
    const Position_Ruleset *rs = Cmd_argc(c) == 1 ? Registry_find(Cmd_argv(c, 0)) : NULL;
    if (!rs || !rs->census)
        return Cmd_usage(c, "expected one RULESET with an enumerator (%s)%s%s%s", names,
                         Cmd_argc(c) ? ", found '" : "", Cmd_argc(c) ? Cmd_argv(c, 0) : "",
                         Cmd_argc(c) ? "'" : "");
    Enum_State *st = Cmd_state(c);
    if (st->impartial && !Twin_offered(rs))
        return Cmd_usage(c, "--impartial: %s %s", rs->name,
                         rs->flags & POSITION_IMPARTIAL ? "is impartial already"
                                                        : "has no impartial twin");
    if (st->impartial)
        rs = Twin_of(rs);
    Cmd_set_ruleset(c, rs);
    int max = rs->census->max_size;
    if (st->mode == 'p' && !Position_theory(rs)->test)
        return Cmd_usage(c, "--properties: %s states no properties", rs->name);
    if (st->class_name || rs->census->classes) {
        
#line 310 "noweb/cmd/enumcmd.nw"
char known[512] = "";
const Position_Class *k = rs->census->classes;
for (int i = 0; k && k[i].name; i++)
    snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s",
             i ? ", " : "", k[i].name);
if (!k)
    return Cmd_usage(c, "--class: %s has no classes of positions", rs->name);
st->cls = 0;
if (st->class_name) {
    while (k[st->cls].name && strcmp(k[st->cls].name, st->class_name) != 0)
        st->cls++;
    if (!k[st->cls].name)
        return Cmd_usage(c, "--class: expected one of %s, found '%s'", known,
                         st->class_name);
}
max = k[st->cls].max_size;
#line 205 "noweb/cmd/enumcmd.nw"
    }
    if (st->size < 1 || st->size > max)
        return Cmd_usage(c, "expected --size K with 1 <= K <= %d", max);
    return CMD_OK;
}

/* The list of positions is made inside a protected call, so that it counts
   against --max-memory and stops at Ctrl-C like the search that follows. */
typedef struct Enumerating {
    const Position_Ruleset *rs;
    int cls, size;
    Position_List *l;
    bool ok;
    char err[400];
} Enumerating;

static void enumerate_positions(void *closure)
{
    Enumerating *en = closure;
    const Position_Census *cen = en->rs->census;
    if (cen->classes)
        en->ok = cen->enumerate_class(en->rs->param, en->cls, en->size, en->l, en->err,
                                      sizeof en->err);
    else
        cen->enumerate(en->rs->param, en->size, en->l);
}

static int enum_run(Cmd *c)
{
    int rc = enum_ruleset(c);
    if (rc != CMD_OK)
        return rc;
    const Position_Ruleset *rs = Cmd_ruleset(c);
    const Position_Theory *th = Position_theory(rs);
    Enum_State *st = Cmd_state(c);
    Position_List l = { 0 }, conj = { 0 };
    Enumerating en = { rs, st->cls, (int)st->size, &l, true, "" };
    Game_Status gs = Cmd_protect(c, enumerate_positions, &en);
    if (gs == GAME_DONE && !en.ok) {
        Position_list_free(&l);
        return Cmd_error(c, "%s", en.err);
    }
    if (gs != GAME_DONE) {
        size_t listed = l.count;
        Position_list_free(&l);
        return Cmd_limit(c, "%s, while listing the positions of up to %ld %s: %zu listed",
                         Cmd_limit_name(gs), st->size,
                         rs->census->size_unit ? rs->census->size_unit : "",
                         listed);
    }
    Shape *s = ALLOC_ARRAY(l.count + 1, sizeof *s);
    size_t n = 0;
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]))
        s[n++] = (Shape){ l.w + o + 1, POSITION_LEN(l.w[o]), (int)POSITION_FLAGS(l.w[o]), 0 };
    Rulecmd_Eval ev = { c, NULL };
    size_t np = 0;
    while (th->properties && th->properties[np].name)
        np++;
    size_t *tried = CALLOC(2 * np + 1, sizeof *tried), *held = tried + np;
    if ((rc = Rulecmd_eval_open(c, &ev)) == CMD_OK)
        for (size_t i = 0; i < n && rc == CMD_OK; i++) {
            if (st->mode == 'p')
                
#line 333 "noweb/cmd/enumcmd.nw"
{
    size_t before = 0, after = 0;
    for (size_t j = 0; j < np; j++)
        before += tried[j] - held[j];
    char why[400] = "";
    if (!th->test(rs->param, ev.e, s[i].p, s[i].len, tried, held, why, sizeof why)) {
        char what[100];
        snprintf(what, sizeof what, "testing position %zu of %zu", i + 1, n);
        rc = Rulecmd_eval_limit(&ev, what);
    }
    for (size_t j = 0; j < np; j++)
        after += tried[j] - held[j];
    if (after > before) {
        char *text = rs->print(rs->param, s[i].p, s[i].len);
        Cmd_progress_clear(c);
        fprintf(Cmd_err(c), "cgtk %s: A STATED PROPERTY FAILS at %.300s: %s\n", Cmd_name(c),
                text, why);
        FREE(text);
        Cmd_fail_after_output(c, CMD_LIMIT);
    }
}
#line 268 "noweb/cmd/enumcmd.nw"
            if (rc != CMD_OK)
                break;
            if (Position_value(ev.e, s[i].p, s[i].len, &s[i].value) != GAME_DONE) {
                char what[100];
                snprintf(what, sizeof what, "at position %zu of %zu", i + 1, n);
                rc = Rulecmd_eval_limit(&ev, what);
            } else {
                if (th->check)
                    
#line 380 "noweb/cmd/enumcmd.nw"
{
    char *text = rs->print(rs->param, s[i].p, s[i].len);
    Rulecmd_check_value(c, s[i].value, text);
    FREE(text);
}
#line 277 "noweb/cmd/enumcmd.nw"
                if (th->conjugate && st->mode != 'l'
                    && Enumerate_prefer_negative(s[i].value)) {
                    
#line 390 "noweb/cmd/enumcmd.nw"
Position_list_clear(&conj);
th->conjugate(rs->param, s[i].p, s[i].len, &conj);
s[i].len = POSITION_LEN(conj.w[0]);
s[i].p = ALLOC_ARRAY(s[i].len + 1, sizeof *s[i].p);
memcpy(s[i].p, conj.w + 1, s[i].len * sizeof *s[i].p);
s[i].value = Game_neg(s[i].value);
s[i].conjugated = true;
#line 280 "noweb/cmd/enumcmd.nw"
                }
            }
        }
    if (ev.e)
        rc = Rulecmd_eval_close(&ev, rc);
    if (rc == CMD_OK && th->conjugate && st->mode == 'd')
        n = drop_twins(s, n, l.w, l.n);              /* the dictionary */
    if (rc == CMD_OK) {
        if (st->mode == 's') print_stats(c, s, n, (int)st->size);
        else if (st->mode == 'l') print_list(c, s, n);
        else if (st->mode == 'c') print_census(c, s, n, (int)st->size);
        else if (st->mode == 'h') print_hottest(c, s, n, (int)st->size);
        else if (st->mode == 'D') print_distribution(c, s, n, st->quantity);
        else if (st->mode == 'p') print_properties(c, tried, held);
        else print_dictionary(c, s, n);
    }
    FREE(tried);
    for (size_t i = 0; i < n; i++)
        if (s[i].p < l.w || s[i].p >= l.w + l.n)
            FREE(s[i].p);
    FREE(s);
    Position_list_free(&l);
    Position_list_free(&conj);
    return rc;
}
#line 359 "noweb/cmd/enumcmd.nw"
static void print_properties(Cmd *c, const size_t *tried, const size_t *held)
{
    static const Emit_Column cols[] = {
        { "property", "Statement", ">{\\raggedright\\arraybackslash}p{0.5\\linewidth}" },
        { "source", "Source", "l" }, { "cases", "Cases", "r" }, { "held", "Held", "r" }
    };
    Emit_Table *t = Cmd_table(c, cols, 4);
    const Position_Property *pr = Cmd_ruleset(c)->theory->properties;
    for (size_t j = 0; pr[j].name; j++) {
        Emit_words(t, pr[j].name);
        Emit_words(t, pr[j].source);
        Emit_uint(t, tried[j]);
        Emit_uint(t, held[j]);
    }
    Emit_table_free(&t);
}
#line 409 "noweb/cmd/enumcmd.nw"
static int by_words(const void *a, const void *b, void *closure)
{
    const Shape *s = closure, *x = s + *(const size_t *)a, *y = s + *(const size_t *)b;
    if (x->len != y->len)
        return x->len < y->len ? -1 : 1;
    int d = memcmp(x->p, y->p, x->len * sizeof *x->p);
    if (d)
        return d;
    return (int)x->conjugated - (int)y->conjugated;   /* the one listed first */
}

static size_t drop_twins(Shape *s, size_t n, const uint64_t *w, size_t nw)
{
    size_t *ix = ALLOC_ARRAY(n + 1, sizeof *ix);
    for (size_t i = 0; i < n; i++)
        ix[i] = i;
    qsort_r(ix, n, sizeof *ix, by_words, s);
    bool *drop = CALLOC(n + 1, sizeof *drop);
    for (size_t k = 1; k < n; k++) {
        const Shape *x = s + ix[k - 1], *y = s + ix[k];
        if (y->conjugated && !x->conjugated && x->len == y->len
            && memcmp(x->p, y->p, x->len * sizeof *x->p) == 0)
            drop[ix[k]] = true;
    }
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (!drop[i])
            s[m++] = s[i];
        else if (s[i].p < w || s[i].p >= w + nw)
            FREE(s[i].p);
    }
    FREE(drop);
    FREE(ix);
    return m;
}
#line 449 "noweb/cmd/enumcmd.nw"
static char *shown(Cmd *c, const Shape *s, double unit)
{
    const Position_Ruleset *rs = Cmd_ruleset(c);
    if (Cmd_emit_format(c) == EMIT_LATEX && rs->drawing)
        return rs->drawing->tikz(rs->param, s->p, s->len, unit);
    return rs->print(rs->param, s->p, s->len);
}

static void print_list(Cmd *c, const Shape *s, size_t n)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "position", "Position", "c" }, { "value", "Value", "l" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    Emit_long(t);
    for (size_t i = 0; i < n; i++) {
        Emit_int(t, s[i].size);
        char *p = shown(c, &s[i], 0.2);
        if (Cmd_emit_format(c) == EMIT_LATEX && Cmd_ruleset(c)->drawing)
            Emit_cell(t, "", p);
        else
            Emit_text(t, p);
        FREE(p);
        Emit_game(t, s[i].value);
    }
    Emit_table_free(&t);
}

static void print_dictionary(Cmd *c, const Shape *s, size_t n)
{
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    size_t *order = ALLOC_ARRAY(n + 1, sizeof *order);
    for (size_t i = 0; i < n; i++)
        v[i] = s[i].value;
    Enumerate_Group *g;
    size_t ng = Enumerate_dictionary(v, n, order, &g);
    const Emit_Column cols[] = {        /* with a conjugate, a line holds G and -G */
        { "value", Position_theory(Cmd_ruleset(c))->conjugate
                   ? "Value $G$ (conjugates: $-G$)" : "Value $G$",
          ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}", true },
        { "count", "Positions", "r" },
        { "positions", "", ">{\\raggedright\\arraybackslash}p{0.56\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    Emit_long(t);
    for (size_t j = 0; j < ng; j++) {
        Emit_game(t, g[j].value);
        Emit_uint(t, g[j].count);
        char *all = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&all, &len);
        for (size_t m = 0; m < g[j].count; m++) {
            char *p = shown(c, &s[order[g[j].first + m]], 0.2);
            const char *sep = Cmd_emit_format(c) == EMIT_LATEX ? "\\enspace " : " ";
            fprintf(f, "%s%s", m ? sep : "", p);
            FREE(p);
        }
        fclose(f);
        if (Cmd_emit_format(c) == EMIT_LATEX)
            Emit_cell(t, "", Cmd_ruleset(c)->drawing ? all : NULL);
        else
            Emit_text(t, all);
        free(all);
    }
    Emit_table_free(&t);
    FREE(g);
    FREE(order);
    FREE(v);
}
#line 524 "noweb/cmd/enumcmd.nw"
static void print_stats(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "values", "Values", "r" }, { "values_up_to", "Values ($\\le$)", "r" },
        { "numbers", "Numbers", "r" }, { "nimbers", "Nimbers", "r" },
        { "infinitesimals", "Infinitesimals", "r" }, { "tinies", "Tinies", "r" },
        { "hottest_temperature", "$t(G)$", "r" },
        { "hottest_value", "Hottest $G$",
          ">{\\raggedright\\arraybackslash}p{0.18\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 10);
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, all = 0;
        for (size_t i = 0; i < n; i++)
            if (s[i].size == size)
                v[m++] = s[i].value;
        Enumerate_Stats st = Enumerate_stats(v, m);
        
#line 578 "noweb/cmd/enumcmd.nw"
Game_T hot = Game_zero();
Dyadic_T tmax = Dyadic_int(-2);
for (size_t i = 0; i < m; i++) {
    Dyadic_T ti = Thermo_temperature(v[i]);
    if (Dyadic_cmp(ti, tmax) > 0) {
        Dyadic_clear(&tmax);
        tmax = ti;
        hot = v[i];
    } else
        Dyadic_clear(&ti);
}
#line 544 "noweb/cmd/enumcmd.nw"
        for (size_t i = 0; i < n; i++)
            if (s[i].size <= size)
                v[all++] = s[i].value;
        Enumerate_Stats cum = Enumerate_stats(v, all);
        Emit_int(t, size);
        Emit_uint(t, st.positions);
        Emit_uint(t, st.distinct);
        Emit_uint(t, cum.distinct);
        Emit_uint(t, st.numbers);
        Emit_uint(t, st.nimbers);
        Emit_uint(t, st.infinitesimals);
        Emit_uint(t, st.tinies);
        if (m) {
            Emit_dyadic(t, tmax);
            Emit_game(t, hot);
        } else {                        /* no positions of this size: no hottest */
            Emit_empty(t);
            Emit_empty(t);
        }
        Dyadic_clear(&tmax);
    }
    Emit_table_free(&t);
    FREE(v);
}
#line 607 "noweb/cmd/enumcmd.nw"
static bool number_part(Game_T v, Dyadic_T *x)     /* v = x or x + *: true, x */
{
    if (Game_is_number(v)) {
        *x = Game_number_value(v);
        return true;
    }
    Game_T w = Game_add(v, Game_star());
    if (!Game_is_number(w))
        return false;
    *x = Game_number_value(w);
    return true;
}

static void emit_denominator(Emit_Table *t, int32_t e)
{
    char plain[32], latex[32];
    if (e < 63) {
        Emit_uint(t, 1ULL << e);
        return;
    }
    snprintf(plain, sizeof plain, "2^%d", (int)e);
    snprintf(latex, sizeof latex, "$2^{%d}$", (int)e);
    Emit_cell(t, plain, latex);
}

static void emit_position(Cmd *c, Emit_Table *t, const Shape *s)
{
    char *p = shown(c, s, 0.2);
    if (Cmd_emit_format(c) == EMIT_LATEX && Cmd_ruleset(c)->drawing)
        Emit_cell(t, "", p);
    else
        Emit_text(t, p);
    FREE(p);
}

static void print_census(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "values", "Values", "r" }, { "numbers", "$x$", "r" },
        { "number_plus_star", "$x + \\ast$", "r" }, { "other", "Other", "r" },
        { "max_denominator", "Denominator", "r" },
        { "witness", "First with it", ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 8);
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, kind[3] = { 0, 0, 0 }, first = n;
        int32_t emax = -1;
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            v[m++] = s[i].value;
            Dyadic_T x;
            if (!number_part(s[i].value, &x)) {
                kind[2]++;
                continue;
            }
            kind[Game_is_number(s[i].value) ? 0 : 1]++;
            if (Dyadic_exp(x) > emax) {
                emax = Dyadic_exp(x);
                first = i;
            }
            Dyadic_clear(&x);
        }
        if (m == 0)
            continue;
        Enumerate_Stats st = Enumerate_stats(v, m);
        Emit_int(t, size);
        Emit_uint(t, m);
        Emit_uint(t, st.distinct);
        for (int j = 0; j < 3; j++)
            Emit_uint(t, kind[j]);
        if (first < n) {
            emit_denominator(t, emax);
            emit_position(c, t, &s[first]);
        } else {
            Emit_empty(t);
            Emit_empty(t);
        }
    }
    Emit_table_free(&t);
    FREE(v);
}

static void print_hottest(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "temperature", "$t(G)$", "r" }, { "count", "Reaching it", "r" },
        { "value", "Value", ">{\\raggedright\\arraybackslash}p{0.22\\linewidth}", true },
        { "position", "First position", ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 6);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, count = 0, first = n;
        Dyadic_T tmax = Dyadic_int(-2);
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            m++;
            Dyadic_T ti = Thermo_temperature(s[i].value);
            int cmp = Dyadic_cmp(ti, tmax);
            if (cmp > 0) {
                Dyadic_clear(&tmax);
                tmax = Dyadic_copy(ti);
                count = 0;
                first = i;
            }
            count += cmp >= 0;
            Dyadic_clear(&ti);
        }
        if (m > 0) {
            Emit_int(t, size);
            Emit_uint(t, m);
            Emit_dyadic(t, tmax);
            Emit_uint(t, count);
            Emit_game(t, s[first].value);
            emit_position(c, t, &s[first]);
        }
        Dyadic_clear(&tmax);
    }
    Emit_table_free(&t);
}
#line 737 "noweb/cmd/enumcmd.nw"
typedef struct Bucket { Dyadic_T q; size_t count, first; } Bucket;

static void print_distribution(Cmd *c, const Shape *s, size_t n, char quantity)
{
    const Emit_Column cols[] = {
        { "size", "Size", "r" },
        { quantity == 'd' ? "denominator" : "temperature",
          quantity == 'd' ? "Denominator" : "$t(G)$", "r" },
        { "count", "Positions", "r" },
        { "position", "First position", ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 4);
    int kmax = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i].size > kmax)
            kmax = s[i].size;
    Bucket *b = NULL;
    size_t nb = 0, cap = 0;
    for (int size = 1; size <= kmax; size++) {
        nb = 0;
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            Dyadic_T q;
            if (quantity == 't')
                q = Thermo_temperature(s[i].value);
            else if (number_part(s[i].value, &q)) {
                int32_t e = Dyadic_exp(q);
                Dyadic_clear(&q);
                q = Dyadic_int(e);
            } else
                continue;
            
#line 790 "noweb/cmd/enumcmd.nw"
size_t j = 0;
while (j < nb && Dyadic_cmp(b[j].q, q) < 0)
    j++;
if (j < nb && Dyadic_eq(b[j].q, q)) {
    b[j].count++;
    Dyadic_clear(&q);
} else {
    GROW(b, cap, nb + 1);
    memmove(b + j + 1, b + j, (nb - j) * sizeof *b);
    b[j] = (Bucket){ q, 1, i };
    nb++;
}
#line 770 "noweb/cmd/enumcmd.nw"
        }
        for (size_t j = 0; j < nb; j++) {
            Emit_int(t, size);
            if (quantity == 'd') {
                int64_t e;
                Dyadic_to_int64(b[j].q, &e);
                emit_denominator(t, (int32_t)e);
            } else
                Emit_dyadic(t, b[j].q);
            Emit_uint(t, b[j].count);
            emit_position(c, t, &s[b[j].first]);
            Dyadic_clear(&b[j].q);
        }
    }
    FREE(b);
    Emit_table_free(&t);
}
#line 805 "noweb/cmd/enumcmd.nw"
const Cmd_Command Cmd_enumerate = {
    .name = "enumerate", .summary = "all small positions of a ruleset, as a dictionary",
    .synopsis = "RULESET --size K [OPTION]...", .rank = 400,
    .description =
        "Evaluate every position of RULESET of at most K squares (or vertices: the\n"
        "ruleset's unit), each once up to the ruleset's symmetries, and print them as\n"
        "a dictionary: each value, how many positions have it, and the positions.  When\n"
        "the ruleset has a conjugate (Domineering: a board turned a quarter), each\n"
        "value is shown once up to sign.  With --impartial, the same positions of the\n"
        "ruleset's impartial twin and their nim-values.",
    .see = "ONAG Fig. 22 (the dictionary of Domineering)",
    .formats = "plain tsv latex json",
    .kit = CMD_GAMES | CMD_POSITIONS | CMD_LONG | CMD_DECIMAL,
    .options = enum_options, .init = enum_init, .option = enum_option, .run = enum_run,
    .state = sizeof(Enum_State)
};
