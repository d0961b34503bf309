/* Generated from noweb/rulesets/arckayles.nw by notangle: edit the .nw, not this file. */
#line 152 "noweb/rulesets/arckayles.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arckayles.h"
#include "graphcanon.h"
#include "hackenbush.h"
#include "mem.h"

#line 174 "noweb/rulesets/arckayles.nw"
static void keep_all_but(uint64_t *keep, size_t n, size_t u, size_t v)
{
    size_t m = Graph_m(n);
    for (size_t w = 0; w < m; w++)
        keep[w] = w + 1 < m || n % 64 == 0 ? ~0ULL : ~(~0ULL >> (n % 64));
    keep[u / 64] &= ~GRAPH_BIT(u);
    keep[v / 64] &= ~GRAPH_BIT(v);
}

static void ak_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    const Arckayles_Param *ap = param;
    if (len == 0)
        return;
    assert(Graph_is_graph(p));
    if (len != Graph_len(p)) {
        uint64_t *g = Graph_sum_union(p, len);
        ak_options(param, g, Graph_len(g), side, out);
        Graph_free(&g);
        return;
    }
    size_t n = Graph_n(p), m = Graph_m(n);
    if (n == 0)
        return;
    unsigned b = ap->partizan && side != 'L' ? 1u : 0u;
    assert(b < Graph_ecolours(p));
    int *orbits = ALLOC_ARRAY(n, sizeof *orbits);
    uint64_t *keep = ALLOC_ARRAY(m, sizeof *keep);
    Graph_orbits(p, orbits);
    for (size_t u = 0; u < n; u++) {
        bool least = (size_t)orbits[u] == u;
        if (least && (Graph_colour(p, u) >> b & 1)) {
            keep_all_but(keep, n, u, u);
            Graph_sum_induced(p, keep, 1, out, 0);
        }
        if (!least)
            continue;
        const uint64_t *r = Graph_row(p, b, u);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = r[w]; y; y &= y - 1) {
                size_t v = 64 * w + (size_t)Graph_first(y & -y);
                if (v > u) {
                    keep_all_but(keep, n, u, v);
                    Graph_sum_induced(p, keep, 1, out, 0);
                }
            }
    }
    FREE(orbits);
    FREE(keep);
}
#line 231 "noweb/rulesets/arckayles.nw"
static void ak_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    size_t start = out->n, to = start;
    Graph_sum_split(p, len, 1, out);
    for (size_t i = start; i < out->n;) {
        size_t k = 1 + POSITION_LEN(out->w[i]);
        const uint64_t *g = out->w + i + 1;
        if (Graph_n(g) == 1 && Graph_colour(g, 0) == 0)
            out->count--;
        else {
            memmove(out->w + to, out->w + i, k * sizeof *out->w);
            to += k;
        }
        i += k;
    }
    out->n = to;
}

static bool ak_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    (void)param;
    assert(Graph_is_graph(c) && len == Graph_len(c));
    Graph_canon(c, key, NULL, NULL);
    *klen = len;
    return false;
}
#line 266 "noweb/rulesets/arckayles.nw"
static const char *const loop_names[] = { "loop", NULL };
const Graph_Syntax Arckayles_syntax = { 1, { "e", NULL }, loop_names };

static bool ak_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    return Graph_parse(&Arckayles_syntax, text, out, err);
}

static char *ak_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    return Graph_sum_str(&Arckayles_syntax, p, len);
}

static char *ak_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    return Graph_sum_tikz(&Arckayles_syntax, p, len, unit);
}
#line 299 "noweb/rulesets/arckayles.nw"
static uint64_t *from_picture(const uint64_t *h, size_t len)
{
    size_t n = len == 0 ? 0 : Graph_n(h), nn = 0;
    size_t *id = ALLOC_ARRAY(n + 1, sizeof *id);
    for (size_t v = 0; v < n; v++) {
        unsigned c = Graph_colour(h, v);
        id[v] = c == HACKENBUSH_POINT || c == HACKENBUSH_GROUND ? nn++ : n;
    }
    uint64_t *g = Graph_new(nn, 2, true);
    for (size_t x = 0; x < n; x++) {
        if (id[x] != n)
            continue;
        unsigned c = Graph_colour(h, x);
        size_t end[2], k = 0;
        for (size_t u = 0; u < n && k < 2; u++)
            if (u != x && Graph_in(Graph_row(h, 0, x), u))
                end[k++] = id[u];
        assert(k >= 1 && c >= 1 && c <= 3);
        if (k == 1)
            Graph_set_colour(g, end[0], Graph_colour(g, end[0]) | c);
        else
            Graph_add_edge(g, end[0], end[1], c);
    }
    FREE(id);
    return g;
}
#line 332 "noweb/rulesets/arckayles.nw"
static bool pa_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    assert(text && out);
    uint64_t *g = Graph_new(0, 2, true);
    size_t start = 0;
    bool ok = true;
    for (size_t i = 0, depth = 0; ok; i++) {
        char c = text[i];
        if (c == '(' || c == '{')
            depth++;
        else if ((c == ')' || c == '}') && depth > 0)
            depth--;
        if (c != '\0' && (c != '+' || depth > 0))
            continue;
        char *piece = STRNDUP(text + start, i - start);
        Position_List one = { 0 };
        ok = Hackenbush_ruleset.parse(NULL, piece, &one, err);
        if (!ok && err && err->column > 0)
            err->column += Perr_column(text, start) - 1;
        if (ok) {
            uint64_t *a = from_picture(one.w + 1, POSITION_LEN(one.w[0]));
            uint64_t *u = Graph_union(g, a);
            Graph_free(&a);
            Graph_free(&g);
            g = u;
        }
        Position_list_free(&one);
        free(piece);
        if (c == '\0')
            break;
        start = i + 1;
    }
    if (ok)
        Position_list_push(out, g, Graph_len(g), 0);
    Graph_free(&g);
    return ok;
}
#line 378 "noweb/rulesets/arckayles.nw"
static void put(char **s, size_t *n, size_t *cap, const char *fmt, size_t a, size_t b)
{
    char buf[64];
    int k = snprintf(buf, sizeof buf, fmt, a, b);
    assert(k > 0 && (size_t)k < sizeof buf);
    GROW(*s, *cap, *n + (size_t)k + 1);
    memcpy(*s + *n, buf, (size_t)k + 1);
    *n += (size_t)k;
}

static void print_component(const uint64_t *c, char **s, size_t *n, size_t *cap)
{
    static const char group[4] = { 0, 'l', 'r', 'e' };
    size_t k = Graph_n(c);
    bool any = false;
    for (unsigned col = 1; col <= 3; col++) {
        bool first = true;
        for (size_t u = 0; u < k; u++)
            for (size_t v = u; v < k; v++) {
                unsigned mask = u == v ? Graph_colour(c, u) : Graph_edge(c, u, v);
                if (mask != col)
                    continue;
                if (first) {
                    char head[8] = { ' ', group[col], ':', '\0' };
                    put(s, n, cap, any ? head : head + 1, 0, 0);
                    any = true;
                } else
                    put(s, n, cap, ",", 0, 0);
                put(s, n, cap, "%zu-%zu", u, v);
                first = false;
            }
    }
}

static char *pa_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = NULL;
    size_t n = 0, cap = 0, parts = 0;
    if (len > 0) {
        uint64_t *g = Graph_sum_union(p, len);
        Position_List l = { 0 };
        Graph_components(g, 1, &l);
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
            const uint64_t *c = l.w + i + 1;
            if (Graph_n(c) == 1 && Graph_colour(c, 0) == 0)
                continue;
            if (parts++ > 0)
                put(&s, &n, &cap, " + ", 0, 0);
            print_component(c, &s, &n, &cap);
        }
        Position_list_free(&l);
        Graph_free(&g);
    }
    if (parts == 0)
        put(&s, &n, &cap, "0", 0, 0);
    return s;
}

static const char *const loop_colours[] = { "lloop", "rloop", "eloop", NULL };
static const Graph_Syntax partizan_syntax = { 2, { "l", "r" }, loop_colours };

static char *pa_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    return Graph_sum_tikz(&partizan_syntax, p, len, unit);
}
#line 450 "noweb/rulesets/arckayles.nw"
static const Arckayles_Param impartial_param = { false }, partizan_param = { true };
static const char *const ak_families[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", "edges", NULL
};
static const Position_Drawing ak_drawing = { .tikz = ak_tikz };
static const Position_Drawing pa_drawing = { .tikz = pa_tikz };

const Position_Ruleset Arckayles_ruleset = {
    .name = "arc-kayles", .summary = "Arc Kayles: take an edge and both its ends",
    .syntax = "A GRAPH is a family, groups, or both, nodes numbered from 1:\n"
              GRAPH_FAMILIES_HELP
              "  e:A-B,C-D   edges        n:A,B   nodes (isolated ones)\n"
              "  loop:A,B    nodes with a loop\n"
              "or edges:0-1,1-2 (pairs of vertices numbered from 0).  A move deletes\n"
              "the two ends of an edge (or a looped node alone) and every edge at\n"
              "them; the value is a nimber.  'path:N' is Dawson's Kayles (0.07) N,\n"
              "'path:N loop:1,...,N' Kayles (0.77) N.",
    .source = "Schaefer 1978; CGSuite 2, game.graph.ArcKayles",
    .param = &impartial_param, .flags = POSITION_IMPARTIAL, .options = ak_options,
    .split = ak_split, .normalise = ak_normalise, .parse = ak_parse, .print = ak_print,
    .families = ak_families, .drawing = &ak_drawing
};

const Position_Ruleset Arckayles_partizan_ruleset = {
    .name = "partizan-arc-kayles",
    .summary = "Arc Kayles with blue, red and green edges",
    .syntax = "A GRAPH is a Hackenbush picture as CGSuite writes it, read as a\n"
              "graph (the ground is a node): 'l' a blue edge (Left's), 'r' red\n"
              "(Right's), 'e' green (either's), from one end: 'llr' is a path of\n"
              "four nodes; 'l(l;rl)' branches; ':A' names a node ('ee:Aeeee:A' a\n"
              "cycle; 'l:Ar:A' a blue edge, a red loop at its end).  Or edge lists\n"
              "'l:0-1,1-2 r:2-3 e:3-3', nodes from 0, every edge connected to 0.\n"
              "'+' separates the graphs of a sum.  A move deletes the two ends of an\n"
              "edge of the mover's colour (a loop: its node alone) and every edge\n"
              "at them.",
    .source = "CGSuite 2, game.graph.PartizanArcKayles",
    .param = &partizan_param, .options = ak_options, .split = ak_split,
    .normalise = ak_normalise, .parse = pa_parse, .print = pa_print,
    .drawing = &pa_drawing
};
