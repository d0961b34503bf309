/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#line 113 "noweb/rulesets/dominograph.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dominograph.h"
#include "mem.h"

#line 131 "noweb/rulesets/dominograph.nw"
static void dg_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param;
    if (len == 0)
        return;
    assert(Graph_is_graph(p) && Graph_ecolours(p) == 2);
    if (len != Graph_len(p)) {
        uint64_t *u = Graph_sum_union(p, len);
        dg_options(param, u, Graph_len(u), side, out);
        Graph_free(&u);
        return;
    }
    size_t n = Graph_n(p), m = Graph_m(n);
    uint64_t one, *keep = m == 1 ? &one : ALLOC_ARRAY(m, sizeof *keep);
    unsigned b = side == 'L' ? 1 : 0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t *r = Graph_row(p, b, i);
        for (size_t w = i / 64; w < m; w++)
            for (uint64_t y = r[w]; y; y &= y - 1) {
                size_t j = 64 * w + (size_t)__builtin_clzll(y & -y);
                if (j <= i)
                    continue;
                for (size_t x = 0; x < m; x++)
                    keep[x] = x + 1 < m || n % 64 == 0 ? ~0ULL : ~(~0ULL >> (n % 64));
                keep[i / 64] &= ~GRAPH_BIT(i);
                keep[j / 64] &= ~GRAPH_BIT(j);
                Graph_sum_induced(p, keep, 2, out, 0);
            }
    }
    if (keep != &one)
        FREE(keep);
}

static void dg_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Graph_sum_split(p, len, 2, out);
}
#line 181 "noweb/rulesets/dominograph.nw"
static bool matching(const uint64_t *c, unsigned b, size_t *nu)
{
    size_t n = Graph_n(c), m = Graph_m(n), e2 = 0, dmin = n, dmax = 0;
    size_t small_deg[64], small_queue[64];
    uint64_t small_alive[1];
    size_t *deg = n <= 64 ? small_deg : ALLOC_ARRAY(n, sizeof *deg);
    for (size_t u = 0; u < n; u++) {
        const uint64_t *r = Graph_row(c, b, u);
        size_t d = 0;
        for (size_t w = 0; w < m; w++)
            d += (size_t)Graph_popcount(r[w]);
        deg[u] = d;
        e2 += d;
        if (d < dmin) dmin = d;
        if (d > dmax) dmax = d;
    }
    bool known = true;
    if (dmin == 2 && dmax == 2)
        *nu = n / 2;
    else if (e2 / 2 != n - 1)
        known = false;
    else {
        
#line 212 "noweb/rulesets/dominograph.nw"
size_t *queue = n <= 64 ? small_queue : ALLOC_ARRAY(n, sizeof *queue), q = 0;
uint64_t *alive = n <= 64 ? small_alive : ALLOC_ARRAY(m, sizeof *alive);
for (size_t w = 0; w < m; w++)
    alive[w] = w + 1 < m || n % 64 == 0 ? ~0ULL : ~(~0ULL >> (n % 64));
for (size_t u = 0; u < n; u++)
    if (deg[u] == 1)
        queue[q++] = u;
*nu = 0;
while (q > 0) {
    size_t u = queue[--q];
    if (!Graph_in(alive, u) || deg[u] != 1)
        continue;
    const uint64_t *r = Graph_row(c, b, u);
    size_t w = 0;
    while (!(r[w] & alive[w]))
        w++;
    size_t v = 64 * w + (size_t)__builtin_clzll(r[w] & alive[w]);
    alive[u / 64] &= ~GRAPH_BIT(u);
    alive[v / 64] &= ~GRAPH_BIT(v);
    ++*nu;
    const uint64_t *rv = Graph_row(c, b, v);
    for (w = 0; w < m; w++)
        for (uint64_t y = rv[w] & alive[w]; y; y &= y - 1) {
            size_t x = 64 * w + (size_t)(63 - __builtin_ctzll(y));
            if (--deg[x] == 1)
                queue[q++] = x;
        }
}
if (queue != small_queue)
    FREE(queue);
if (alive != small_alive)
    FREE(alive);
#line 204 "noweb/rulesets/dominograph.nw"
    }
    if (deg != small_deg)
        FREE(deg);
    return known;
}
#line 249 "noweb/rulesets/dominograph.nw"
#define INTEGER_KEY (0x80ULL << 56)
#define STAR_KEY (0x81ULL << 56)

static bool dg_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    (void)param;
    assert(Graph_is_graph(c) && len == Graph_len(c) && Graph_ecolours(c) == 2);
    size_t n = Graph_n(c), rows = n * Graph_m(n), nu;
    const uint64_t *h = Graph_row(c, 0, 0), *v = Graph_row(c, 1, 0);
    bool any_h = false, any_v = false;
    for (size_t i = 0; i < rows; i++) {
        any_h |= h[i] != 0;
        any_v |= v[i] != 0;
    }
    
#line 271 "noweb/rulesets/dominograph.nw"
if (!(any_h && any_v) && matching(c, any_v ? 1 : 0, &nu)) {
    key[0] = INTEGER_KEY | nu;
    *klen = 1;
    return any_h;
}
if (n == 2 && any_h && any_v) {
    key[0] = STAR_KEY;
    *klen = 1;
    return false;
}
#line 265 "noweb/rulesets/dominograph.nw"
    *klen = len;
    return Graph_canon_conjugate(c, Graph_swap_ecolours, key);
}
#line 285 "noweb/rulesets/dominograph.nw"
static bool dg_fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    if (Graph_is_graph(key))
        return false;
    assert(klen == 1);
    if (key[0] == STAR_KEY)
        *v = Game_star();
    else
        *v = Game_integer((int64_t)(uint32_t)key[0]);
    return true;
}
#line 302 "noweb/rulesets/dominograph.nw"
uint64_t *Dominograph_from_board(const Domineering_Board *b)
{
    assert(b);
    int id[DOMINEERING_MAX][DOMINEERING_MAX];
    size_t n = 0;
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++)
            id[r][c] = b->row[r] >> c & 1 ? (int)n++ : -1;
    uint64_t *g = Graph_new(n, 2, false);
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++) {
            if (id[r][c] < 0)
                continue;
            if (c > 0 && id[r][c - 1] >= 0)
                Graph_add_edge(g, (size_t)id[r][c - 1], (size_t)id[r][c], DOMINOGRAPH_H);
            if (r > 0 && id[r - 1][c] >= 0)
                Graph_add_edge(g, (size_t)id[r - 1][c], (size_t)id[r][c], DOMINOGRAPH_V);
        }
    return g;
}
#line 334 "noweb/rulesets/dominograph.nw"
const Graph_Syntax Dominograph_syntax = { 2, { "h", "v" }, NULL };

static bool dg_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    return Graph_parse(&Dominograph_syntax, text, out, err);
}

static char *dg_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    return Graph_sum_str(&Dominograph_syntax, p, len);
}

static char *dg_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    return Graph_sum_tikz(&Dominograph_syntax, p, len, unit);
}

static void dg_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    Graph_census(size, 2, true, out);
}

static void dg_conjugate(const void *param, const uint64_t *p, size_t len,
                         Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);     /* a copy of p, */
    uint64_t *w = out->w + out->n - len;    /* rewritten from p */
    for (size_t i = 0; i < len; i += Graph_len(p + i))
        Graph_swap_ecolours(p + i, w + i);
}

#line 380 "noweb/rulesets/dominograph.nw"
static const Position_Property dg_properties[] = {
    { "deleting a horizontal edge never decreases the value", "ONAG ch. 10" },
    { "adding a vertical edge never decreases the value", "ONAG ch. 10" },
    { NULL, NULL }
};

static bool dg_test(const void *param, struct Position_Eval *e, const uint64_t *p,
                    size_t len, size_t *tried, size_t *held, char *why, size_t size)
{
    (void)param;
    Game_T v, w;
    if (len == 0)
        return true;
    uint64_t *g = len == Graph_len(p) ? Graph_copy(p) : Graph_sum_union(p, len);
    g[0] &= ~GRAPH_CONNECTED;           /* a deleted edge may disconnect it */
    bool ok = (Position_value(e, g, Graph_len(g), &v) == GAME_DONE);
    size_t n = Graph_n(g);
    for (size_t a = 0; a < n && ok; a++)
        for (size_t b = a + 1; b < n && ok; b++) {
            unsigned c = Graph_edge(g, a, b);
            for (int which = 0; which < 2 && ok; which++) {
                unsigned to = which == 0 ? c & ~DOMINOGRAPH_H : c | DOMINOGRAPH_V;
                if (to == c)
                    continue;
                Graph_set_edge(g, a, b, to);
                ok = (Position_value(e, g, Graph_len(g), &w) == GAME_DONE);
                Graph_set_edge(g, a, b, c);
                if (!ok)
                    break;
                tried[which]++;
                if (Game_le(v, w))
                    held[which]++;
                else if (why[0] == 0)
                    snprintf(why, size, "%s the edge %zu-%zu lowers the value",
                             which == 0 ? "deleting the horizontal colour of" :
                             "adding a vertical colour to", a + 1, b + 1);
            }
        }
    Graph_free(&g);
    return ok;
}
#line 424 "noweb/rulesets/dominograph.nw"
static const char *const dg_families[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", NULL
};

static const Position_Census dg_census = {
    .enumerate = dg_enumerate, .size_unit = "vertices", .max_size = 5
};
static const Position_Theory dg_theory = {
    .conjugate = dg_conjugate, .properties = dg_properties, .test = dg_test
};
static const Position_Drawing dg_drawing = { .tikz = dg_tikz };

const Position_Ruleset Dominograph_ruleset = {
    .name = "dominograph", .summary = "values of ONAG's domino graphs",
    .syntax = "A GRAPH is groups separated by spaces, nodes numbered from 1:\n"
              "  h:A-B,C-D   horizontal edges      v:A-B,...   vertical edges\n"
              "  n:A,B       nodes (the graph has as many nodes as the largest number)\n"
              "or a family first (edges horizontal; grid:RxC is the RxC board):\n"
              GRAPH_FAMILIES_HELP
              "so 'h:1-2,3-4 v:1-3,2-4' is the 2x2 board, worth +-1.  Left removes two\n"
              "nodes joined by a vertical edge, Right two joined by a horizontal one.",
    .source = "ONAG ch. 10", .param = NULL, .options = dg_options, .split = dg_split,
    .normalise = dg_normalise, .fast = dg_fast, .parse = dg_parse, .print = dg_print,
    .families = dg_families, .census = &dg_census, .theory = &dg_theory,
    .drawing = &dg_drawing
};
