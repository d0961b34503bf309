/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#line 145 "noweb/rulesets/nodekayles.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "mem.h"
#include "nim.h"
#include "nodekayles.h"

#line 161 "noweb/rulesets/nodekayles.nw"
static const uint8_t dawson[86] = {
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
    0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3,
    1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2,
    2, 4, 4, 5, 5, 9
};

uint32_t Nodekayles_path_value(size_t n)
{
    return dawson[n < 86 ? n : 52 + (n - 52) % 34];
}
#line 177 "noweb/rulesets/nodekayles.nw"
#define VALUE_KEY (0x80ULL << 56)

static bool value_key(uint32_t v, uint64_t *key, size_t *klen)
{
    key[0] = VALUE_KEY | v;
    *klen = 1;
    return false;
}

static inline uint32_t mex2(uint32_t x, uint32_t y)
{
    uint32_t m = 0;
    while (m == x || m == y)
        m++;
    return m;
}
#line 201 "noweb/rulesets/nodekayles.nw"
static bool shape_value(const uint64_t *c, uint32_t *v)
{
    size_t n = Graph_n(c), m = Graph_m(n), e2 = 0, dmin = n, dmax = 0;
    const uint64_t *rows = Graph_row(c, 0, 0);
    for (size_t u = 0; u < n; u++) {
        size_t d = 0;
        for (size_t w = 0; w < m; w++)
            d += (size_t)Graph_popcount(rows[u * m + w]);
        e2 += d;
        if (d < dmin) dmin = d;
        if (d > dmax) dmax = d;
    }
    if (dmax <= 2 && e2 / 2 == n - 1)
        return *v = Nodekayles_path_value(n), true;
    if (dmin == 2 && dmax == 2)
        return *v = Nodekayles_path_value(n - 3) == 0, true;
    if (dmin == n - 1)
        return *v = 1, true;
    size_t b = Graph_degree(c, 0), a = n - b;
    if (a * b != e2 / 2)
        return false;
    for (size_t u = 0; u < n; u++) {
        bool in_b = Graph_in(rows, u);          /* row 0 is the side of b */
        for (size_t w = 0; w < m; w++) {
            uint64_t all = w + 1 < m || n % 64 == 0 ? ~0ULL : ~(~0ULL >> (n % 64));
            uint64_t want = in_b ? all & ~rows[w] : rows[w];
            if (rows[u * m + w] != want)
                return false;
        }
    }
    return *v = mex2((uint32_t)(a - 1) % 2, (uint32_t)(b - 1) % 2), true;
}
#line 248 "noweb/rulesets/nodekayles.nw"
#define SMALL 8

static uint8_t small_rec(const uint8_t *adj, uint8_t *memo, unsigned set)
{
    if (memo[set] != 0xFF)
        return memo[set];
    unsigned seen = 0;
    for (unsigned r = set; r; r &= r - 1) {
        int b = __builtin_ctz(r);
        seen |= 1u << small_rec(adj, memo, set & ~(adj[7 - b] | 1u << b));
    }
    return memo[set] = (uint8_t)__builtin_ctz(~seen);
}

typedef struct Small { uint64_t key; uint32_t value; } Small;
static _Thread_local Small small_memo[4096];

static uint32_t small_value(const uint64_t *c)
{
    size_t n = Graph_n(c);
    uint8_t adj[8] = { 0 };
    uint64_t key = 0;
    for (size_t v = 0; v < n; v++) {
        adj[v] = (uint8_t)(*Graph_row(c, 0, v) >> 56);
        key |= (uint64_t)adj[v] << (8 * v);
    }
    Small *s = &small_memo[(key * 0x9E3779B97F4A7C15ULL) >> 52];
    if (s->key != key) {
        uint8_t memo[256];
        memset(memo, 0xFF, sizeof memo);
        s->key = key;
        s->value = small_rec(adj, memo, (0xFFu << (8 - n)) & 0xFF);
    }
    return s->value;
}
#line 297 "noweb/rulesets/nodekayles.nw"
static void nk_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)side;
    if (len == 0)
        return;
    assert(Graph_is_graph(p) && Graph_ecolours(p) == 1);
    if (len != Graph_len(p)) {
        uint64_t *u = Graph_sum_union(p, len);
        nk_options(param, u, Graph_len(u), side, out);
        Graph_free(&u);
        return;
    }
    size_t n = Graph_n(p), m = Graph_m(n);
    if (n == 0)
        return;
    int small[64], *orbits = n <= 64 ? small : ALLOC_ARRAY(n, sizeof *orbits);
    uint64_t one, *keep = m == 1 ? &one : ALLOC_ARRAY(m, sizeof *keep);
    Graph_orbits(p, orbits);
    for (size_t v = 0; v < n; v++) {
        if ((size_t)orbits[v] != v)
            continue;
        const uint64_t *r = Graph_row(p, 0, v);
        for (size_t w = 0; w < m; w++) {
            uint64_t all = w + 1 < m || n % 64 == 0 ? ~0ULL : ~(~0ULL >> (n % 64));
            keep[w] = all & ~r[w];
        }
        keep[v / 64] &= ~GRAPH_BIT(v);
        Graph_sum_induced(p, keep, 1, out, 0);
    }
    if (orbits != small) FREE(orbits);
    if (keep != &one) FREE(keep);
}

static void nk_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Graph_sum_split(p, len, 1, out);
}
#line 346 "noweb/rulesets/nodekayles.nw"
static bool nk_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    const Nodekayles_Param *np = param;
    assert(Graph_is_graph(c) && len == Graph_len(c));
    uint32_t v;
    if (Graph_n(c) <= 2)
        return value_key(1, key, klen);
    if (np->shapes && Graph_n(c) <= SMALL)
        return value_key(small_value(c), key, klen);
    if (np->shapes && shape_value(c, &v))
        return value_key(v, key, klen);
    Graph_canon(c, key, NULL, NULL);
    *klen = len;
    return false;
}

static _Thread_local struct { uint64_t epoch; Game_T nimber[64]; } nimbers;

static bool nk_fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    if (Graph_is_graph(key))
        return false;
    assert(klen == 1 && (key[0] & ~0xffffffffULL) == VALUE_KEY);
    uint32_t x = (uint32_t)key[0];
    if (x >= 64) {
        *v = Game_nimber(x);
        return true;
    }
    if (nimbers.epoch != Game_store_epoch()) {
        for (int i = 0; i < 64; i++)
            nimbers.nimber[i] = Game_nimber((uint32_t)i);
        nimbers.epoch = Game_store_epoch();
    }
    *v = nimbers.nimber[x];
    return true;
}
#line 387 "noweb/rulesets/nodekayles.nw"
bool Nodekayles_grundy(Position_Eval *e, const uint64_t *g, uint32_t *value)
{
    assert(e && g && value && Graph_is_graph(g));
    Game_T v;
    if (Position_value(e, g, Graph_len(g), &v) != GAME_DONE)
        return false;
    *value = Game_nimber_value(v);
    return true;
}
#line 406 "noweb/rulesets/nodekayles.nw"
const Graph_Syntax Nodekayles_syntax = { 1, { "e", NULL }, NULL };

static bool nk_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    return Graph_parse(&Nodekayles_syntax, text, out, err);
}

static char *nk_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    return Graph_sum_str(&Nodekayles_syntax, p, len);
}

static char *nk_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    return Graph_sum_tikz(&Nodekayles_syntax, p, len, unit);
}

static void nk_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    Graph_census(size, 1, false, out);
}

static const char *const nk_families[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", "edges", NULL
};

static const Nodekayles_Param shapes_param = { true }, plain_param = { false };
static const Position_Census nk_census = {
    .enumerate = nk_enumerate, .size_unit = "vertices", .max_size = 8
};
static const Position_Drawing nk_drawing = { .tikz = nk_tikz };

#define NODEKAYLES_DESCRIPTOR(P)                                                      \
    .name = "nodekayles", .summary = "Node-Kayles on graphs",                         \
    .syntax = "A GRAPH is a family, groups, or both, nodes numbered from 1:\n"        \
              GRAPH_FAMILIES_HELP                                                     \
              "  e:A-B,C-D   edges        n:A,B   nodes (isolated ones)\n"             \
              "or edges:0-1,1-2 (pairs of vertices numbered from 0).  A move deletes\n" \
              "a node and its neighbours; the value is a nimber.",                    \
    .source = "Winning Ways ch. 4 (Dawson's chess is Node-Kayles on paths)",          \
    .param = (P), .flags = POSITION_IMPARTIAL, .options = nk_options,                 \
    .split = nk_split, .normalise = nk_normalise, .fast = nk_fast,                    \
    .parse = nk_parse, .print = nk_print, .families = nk_families,                   \
    .census = &nk_census, .drawing = &nk_drawing

const Position_Ruleset Nodekayles_ruleset = { NODEKAYLES_DESCRIPTOR(&shapes_param) };
const Position_Ruleset Nodekayles_plain_ruleset = {
    NODEKAYLES_DESCRIPTOR(&plain_param), .variant = "plain"
};
#line 467 "noweb/rulesets/nodekayles.nw"
static uint8_t brute(const uint32_t *adj, uint8_t *memo, uint32_t set)
{
    if (memo[set] != 0xFF)
        return memo[set];
    uint64_t seen = 0;                   /* values are at most 24 < 64 */
    for (uint32_t r = set; r; r &= r - 1) {
        int v = __builtin_ctz(r);
        seen |= 1ULL << brute(adj, memo, set & ~(adj[v] | 1u << v));
    }
    return memo[set] = (uint8_t)Nim_mex_bits(&seen, 1);
}

uint32_t Nodekayles_brute(const uint64_t *g)
{
    assert(g);
    size_t n = Graph_n(g);
    assert(n <= 24 && Graph_ecolours(g) == 1);
    uint32_t adj[24] = { 0 };
    for (size_t u = 0; u < n; u++)
        for (size_t v = 0; v < n; v++)
            if (Graph_edge(g, u, v))
                adj[u] |= 1u << v;
    size_t size = (size_t)1 << n;
    uint8_t *memo = ALLOC(size);
    memset(memo, 0xFF, size);
    uint32_t v = brute(adj, memo, (uint32_t)(size - 1));
    FREE(memo);
    return v;
}
