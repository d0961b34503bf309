/* Generated from noweb/rulesets/graph.nw by notangle: edit the .nw, not this file. */
#line 389 "noweb/rulesets/graph.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "graph.h"
#include "mem.h"
#include "rng.h"

#line 652 "noweb/rulesets/graph.nw"
typedef struct Scratch {
    size_t *pre;                    /* prefix counts of a vertex set */
    size_t pcap;
    uint64_t *set;                  /* sets for the components */
    size_t scap;
    size_t *stack;                  /* the flood fill's vertices to visit */
    size_t stcap;
} Scratch;

static _Thread_local Scratch S;
#line 404 "noweb/rulesets/graph.nw"
uint64_t *Graph_new(size_t n, unsigned ecolours, bool vcoloured)
{
    assert(n <= GRAPH_MAX_VERTICES && ecolours >= 1 && ecolours <= GRAPH_MAX_ECOLOURS);
    uint64_t *g = CALLOC(Graph_size(n, ecolours, vcoloured), sizeof *g);
    g[0] = Graph_header(n, ecolours, vcoloured);
    return g;
}

uint64_t *Graph_copy(const uint64_t *g)
{
    assert(g);
    size_t len = Graph_len(g);
    uint64_t *h = ALLOC(len * sizeof *h);
    memcpy(h, g, len * sizeof *h);
    return h;
}

void Graph_free(uint64_t **g)
{
    assert(g);
    FREE(*g);
}

void Graph_set_edge(uint64_t *g, size_t u, size_t v, unsigned colours)
{
    size_t n = Graph_n(g);
    unsigned k = Graph_ecolours(g);
    assert(u < n && v < n && u != v && colours < (1u << k));
    for (unsigned b = 0; b < k; b++) {
        uint64_t *ru = Graph_row_w(g, b, u), *rv = Graph_row_w(g, b, v);
        if (colours >> b & 1) {
            ru[v / 64] |= GRAPH_BIT(v);
            rv[u / 64] |= GRAPH_BIT(u);
        } else {
            ru[v / 64] &= ~GRAPH_BIT(v);
            rv[u / 64] &= ~GRAPH_BIT(u);
        }
    }
}

void Graph_add_edge(uint64_t *g, size_t u, size_t v, unsigned colours)
{
    Graph_set_edge(g, u, v, Graph_edge(g, u, v) | colours);
}

#line 454 "noweb/rulesets/graph.nw"
uint64_t *Graph_path(size_t n, unsigned ecolours)
{
    uint64_t *g = Graph_new(n, ecolours, false);
    for (size_t v = 0; v + 1 < n; v++)
        Graph_add_edge(g, v, v + 1, 1);
    return g;
}

uint64_t *Graph_cycle(size_t n, unsigned ecolours)
{
    assert(n >= 3);
    uint64_t *g = Graph_path(n, ecolours);
    Graph_add_edge(g, n - 1, 0, 1);
    return g;
}

uint64_t *Graph_star(size_t leaves, unsigned ecolours)
{
    uint64_t *g = Graph_new(leaves + 1, ecolours, false);
    for (size_t v = 1; v <= leaves; v++)
        Graph_add_edge(g, 0, v, 1);
    return g;
}

uint64_t *Graph_grid(size_t rows, size_t cols, unsigned ecolours)
{
    assert(cols == 0 || rows <= GRAPH_MAX_VERTICES / cols);
    uint64_t *g = Graph_new(rows * cols, ecolours, false);
    unsigned down = ecolours >= 2 ? 2 : 1;
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++) {
            if (c + 1 < cols) Graph_add_edge(g, r * cols + c, r * cols + c + 1, 1);
            if (r + 1 < rows) Graph_add_edge(g, r * cols + c, (r + 1) * cols + c, down);
        }
    return g;
}

uint64_t *Graph_complete(size_t n, unsigned ecolours)
{
    uint64_t *g = Graph_new(n, ecolours, false);
    for (size_t u = 0; u < n; u++)
        for (size_t v = u + 1; v < n; v++)
            Graph_add_edge(g, u, v, 1);
    return g;
}

uint64_t *Graph_empty(size_t n, unsigned ecolours)
{
    return Graph_new(n, ecolours, false);
}
#line 510 "noweb/rulesets/graph.nw"
uint64_t *Graph_tree(const size_t *code, size_t len, unsigned ecolours)
{
    assert(code || len == 0);
    size_t n = len + 2;
    uint64_t *g = Graph_new(n, ecolours, false);
    size_t *degree = ALLOC_ARRAY(n, sizeof *degree);
    for (size_t v = 0; v < n; v++)
        degree[v] = 1;
    for (size_t i = 0; i < len; i++) {
        assert(code[i] < n);
        degree[code[i]]++;
    }
    size_t ptr = 0;
    while (degree[ptr] != 1)
        ptr++;
    size_t leaf = ptr;
    for (size_t i = 0; i < len; i++) {
        size_t v = code[i];
        Graph_add_edge(g, leaf, v, 1);
        if (--degree[v] == 1 && v < ptr)
            leaf = v;
        else {
            ptr++;
            while (degree[ptr] != 1)
                ptr++;
            leaf = ptr;
        }
    }
    Graph_add_edge(g, leaf, n - 1, 1);
    FREE(degree);
    return g;
}
#line 547 "noweb/rulesets/graph.nw"
size_t Graph_degree(const uint64_t *g, size_t v)
{
    size_t n = Graph_n(g), m = Graph_m(n), d = 0;
    unsigned k = Graph_ecolours(g);
    for (size_t w = 0; w < m; w++) {
        uint64_t x = 0;
        for (unsigned b = 0; b < k; b++)
            x |= Graph_row(g, b, v)[w];
        d += (size_t)Graph_popcount(x);
    }
    return d;
}

uint64_t *Graph_union(const uint64_t *a, const uint64_t *b)
{
    assert(Graph_ecolours(a) == Graph_ecolours(b));
    size_t na = Graph_n(a), nb = Graph_n(b);
    unsigned k = Graph_ecolours(a);
    bool vc = Graph_vcoloured(a) || Graph_vcoloured(b);
    uint64_t *g = Graph_new(na + nb, k, vc);
    for (size_t v = 0; v < na + nb; v++) {
        const uint64_t *h = v < na ? a : b;
        size_t x = v < na ? v : v - na, off = v < na ? 0 : na;
        if (vc)
            Graph_set_colour(g, v, Graph_colour(h, x));
        for (unsigned c = 0; c < k; c++) {
            const uint64_t *r = Graph_row(h, c, x);
            for (size_t w = 0; w < Graph_m(Graph_n(h)); w++)
                for (uint64_t y = r[w]; y; y &= y - 1) {
                    size_t u = 64 * w + (size_t)Graph_first(y & -y) + off;
                    Graph_row_w(g, c, v)[u / 64] |= GRAPH_BIT(u);
                }
        }
    }
    return g;
}

void Graph_swap_ecolours(const uint64_t *g, uint64_t *out)
{
    assert(Graph_ecolours(g) == 2 && out != g);
    size_t n = Graph_n(g), rows = n * Graph_m(n);
    size_t head = (size_t)(Graph_row(g, 0, 0) - g);
    memcpy(out, g, head * sizeof *g);
    memcpy(out + head, g + head + rows, rows * sizeof *g);
    memcpy(out + head + rows, g + head, rows * sizeof *g);
}

int Graph_compare(const uint64_t *a, const uint64_t *b)
{
    size_t la = Graph_len(a), lb = Graph_len(b);
    for (size_t i = 0; i < la && i < lb; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return (la > lb) - (la < lb);
}
#line 608 "noweb/rulesets/graph.nw"
uint64_t *Graph_random(size_t n, unsigned k, unsigned p16, unsigned ncol,
                       uint64_t *seed)
{
    assert(seed && k >= 1 && k <= GRAPH_MAX_ECOLOURS && p16 <= 16);
    uint64_t *g = Graph_new(n, k, ncol > 0);
    for (size_t u = 0; u < n; u++) {
        if (ncol > 0)
            Graph_set_colour(g, u, (unsigned)Rng_below(seed, ncol));
        for (size_t v = u + 1; v < n; v++)
            if (Rng_below(seed, 16) < p16)
                Graph_set_edge(g, u, v,
                               1 + (unsigned)Rng_below(seed, (1u << k) - 1));
    }
    return g;
}

uint64_t *Graph_embed(const uint64_t *g, const size_t *perm, size_t n, bool vc)
{
    size_t ng = Graph_n(g);
    assert(n >= ng);
    uint64_t *h = Graph_new(n, Graph_ecolours(g), vc);
    for (size_t u = 0; u < ng; u++) {
        size_t pu = perm ? perm[u] : u;
        assert(pu < n);
        if (vc)
            Graph_set_colour(h, pu, Graph_colour(g, u));
        for (size_t v = u + 1; v < ng; v++)
            if (Graph_edge(g, u, v))
                Graph_set_edge(h, pu, perm ? perm[v] : v, Graph_edge(g, u, v));
    }
    return h;
}

#line 665 "noweb/rulesets/graph.nw"
static void scratch_watch(void)            /* once per thread: release at its end */
{
    static _Thread_local bool watched;
    if (!watched) {
        watched = true;
        Mem_release_at_thread_end(Graph_release);
    }
}

#define SGROW(p, cap, n) do { scratch_watch(); GROW(p, cap, n); } while (0)

void Graph_release(void)
{
    FREE(S.pre);
    FREE(S.set);
    FREE(S.stack);
    S = (Scratch){ 0 };
}
#line 692 "noweb/rulesets/graph.nw"
static uint64_t *words(Position_List *l, size_t len)
{
    GROW(l->w, l->cap, l->n + len);
    uint64_t *r = l->w + l->n;
    l->n += len;
    return r;
}

static size_t open_record(Position_List *l, unsigned flags)
{
    size_t at = l->n;
    *words(l, 1) = (uint64_t)flags << 32;
    return at;
}

static void close_record(Position_List *l, size_t at)
{
    size_t len = l->n - at - 1;
    assert(len <= 0xffffffffu);
    l->w[at] |= (uint64_t)len;
    l->count++;
}
#line 731 "noweb/rulesets/graph.nw"
static void induced_into(const uint64_t *g, const uint64_t *keep, size_t n2,
                         bool connected, uint64_t *h)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    bool vc = Graph_vcoloured(g);
    size_t len = Graph_size(n2, k, vc);
    h[0] = Graph_header(n2, k, vc) | (connected ? GRAPH_CONNECTED : 0);
    if (m == 1) {
        
#line 769 "noweb/rulesets/graph.nw"
uint64_t kp = keep[0], to[64];
int list[64];
size_t i = n2;
for (uint64_t x = kp; x; x &= x - 1) {
    int p = __builtin_ctzll(x);
    list[--i] = 63 - p;
    to[p] = GRAPH_BIT(i);
}
if (vc) {
    memset(h + 1, 0, (n2 + 7) / 8 * sizeof *h);
    for (i = 0; i < n2; i++)
        Graph_set_colour(h, i, Graph_colour(g, (size_t)list[i]));
}
for (unsigned b = 0; b < k; b++) {
    const uint64_t *in = Graph_row(g, b, 0);
    uint64_t *o = Graph_row_w(h, b, 0);
    for (i = 0; i < n2; i++) {
        uint64_t r = 0;
        for (uint64_t y = in[list[i]] & kp; y; y &= y - 1)
            r |= to[__builtin_ctzll(y)];
        o[i] = r;
    }
}
#line 741 "noweb/rulesets/graph.nw"
    } else {
        memset(h + 1, 0, (len - 1) * sizeof *h);
        
#line 795 "noweb/rulesets/graph.nw"
SGROW(S.pre, S.pcap, m + 1);
S.pre[0] = 0;
for (size_t w = 0; w < m; w++)
    S.pre[w + 1] = S.pre[w] + (size_t)Graph_popcount(keep[w]);
size_t i = 0;
for (size_t wv = 0; wv < m; wv++)
    for (uint64_t x = keep[wv]; x; i++) {
        size_t v = 64 * wv + (size_t)Graph_first(x);
        x ^= GRAPH_BIT(v);
        if (vc)
            Graph_set_colour(h, i, Graph_colour(g, v));
        for (unsigned b = 0; b < k; b++) {
            const uint64_t *r = Graph_row(g, b, v);
            uint64_t *o = Graph_row_w(h, b, i);
            for (size_t w = 0; w < m; w++)
                for (uint64_t y = r[w] & keep[w]; y;) {
                    int j = Graph_first(y);
                    y ^= GRAPH_BIT(j);
                    size_t t = S.pre[w] + (size_t)Graph_popcount(keep[w] & ~(~0ULL >> j));
                    o[t / 64] |= GRAPH_BIT(t);
                }
        }
    }
#line 744 "noweb/rulesets/graph.nw"
    }
}

static size_t count_set(const uint64_t *set, size_t m)
{
    size_t c = 0;
    for (size_t w = 0; w < m; w++)
        c += (size_t)Graph_popcount(set[w]);
    return c;
}

void Graph_induced(const uint64_t *g, const uint64_t *keep, Position_List *out,
                   unsigned flags)
{
    size_t n2 = count_set(keep, Graph_m(Graph_n(g)));
    size_t at = open_record(out, flags);
    uint64_t *h = words(out, Graph_size(n2, Graph_ecolours(g), Graph_vcoloured(g)));
    induced_into(g, keep, n2, false, h);
    close_record(out, at);
}
#line 829 "noweb/rulesets/graph.nw"
static inline uint64_t all_word(size_t n)     /* the set of vertices 0..n-1, n <= 64 */
{
    return n >= 64 ? ~0ULL : ~(~0ULL >> n);
}

static void put_component(const uint64_t *g, const uint64_t *comp, size_t size,
                          Position_List *out, bool records)
{
    size_t at = records ? open_record(out, 0) : 0;
    unsigned k = Graph_ecolours(g);
    bool vc = Graph_vcoloured(g);
    uint64_t *h = words(out, Graph_size(size, k, vc));
    if (size == Graph_n(g)) {
        memcpy(h, g, Graph_len(g) * sizeof *h);
        h[0] |= GRAPH_CONNECTED;
    } else
        induced_into(g, comp, size, true, h);
    if (records)
        close_record(out, at);
}

static size_t components(const uint64_t *g, const uint64_t *within, size_t min,
                         Position_List *out, bool records)
{
    size_t n = Graph_n(g), m = Graph_m(n), count = 0;
    unsigned k = Graph_ecolours(g);
    if (n == 0)
        return 0;
    if (m == 1) {
        
#line 872 "noweb/rulesets/graph.nw"
uint64_t left = within ? within[0] : all_word(n);
const uint64_t *rows = Graph_row(g, 0, 0);
while (left) {
    uint64_t comp = GRAPH_BIT(Graph_first(left)), todo = comp;
    while (todo) {
        int v = Graph_first(todo);
        todo ^= GRAPH_BIT(v);
        uint64_t nb = rows[v];
        for (unsigned b = 1; b < k; b++)
            nb |= rows[(size_t)b * n + (size_t)v];
        nb &= left & ~comp;
        comp |= nb;
        todo |= nb;
    }
    left &= ~comp;
    size_t size = (size_t)Graph_popcount(comp);
    if (size < min)
        continue;
    count++;
    put_component(g, &comp, size, out, records);
}
#line 859 "noweb/rulesets/graph.nw"
    } else {
        
#line 898 "noweb/rulesets/graph.nw"
SGROW(S.set, S.scap, 2 * m);
SGROW(S.stack, S.stcap, n);
uint64_t *left = S.set, *comp = S.set + m;
for (size_t w = 0; w < m; w++)
    left[w] = within ? within[w] : w + 1 < m ? ~0ULL : all_word(n - 64 * w);
size_t remaining = count_set(left, m);
for (size_t w0 = 0; remaining > 0;) {
    while (!left[w0])
        w0++;
    size_t s = 64 * w0 + (size_t)Graph_first(left[w0]), sp = 0, size = 0;
    memset(comp, 0, m * sizeof *comp);
    comp[s / 64] |= GRAPH_BIT(s);
    left[s / 64] &= ~GRAPH_BIT(s);
    S.stack[sp++] = s;
    while (sp > 0) {
        size_t v = S.stack[--sp];
        size++;
        for (size_t w = 0; w < m; w++) {
            uint64_t nb = 0;
            for (unsigned b = 0; b < k; b++)
                nb |= Graph_row(g, b, v)[w];
            nb &= left[w];
            left[w] &= ~nb;
            comp[w] |= nb;
            for (; nb; nb &= nb - 1)
                S.stack[sp++] = 64 * w + (size_t)Graph_first(nb & -nb);
        }
    }
    remaining -= size;
    if (size < min)
        continue;
    count++;
    put_component(g, comp, size, out, records);
}
#line 861 "noweb/rulesets/graph.nw"
    }
    return count;
}

size_t Graph_components(const uint64_t *g, size_t min, Position_List *out)
{
    return components(g, NULL, min, out, true);
}
#line 935 "noweb/rulesets/graph.nw"
bool Graph_connected(const uint64_t *g)
{
    if (Graph_known_connected(g))
        return true;
    Position_List l = { 0 };
    size_t c = Graph_components(g, 1, &l);
    Position_list_free(&l);
    return c == 1;
}
#line 953 "noweb/rulesets/graph.nw"
void Graph_sum_induced(const uint64_t *g, const uint64_t *keep, size_t min,
                       Position_List *out, unsigned flags)
{
    size_t at = open_record(out, flags);
    components(g, keep, min, out, false);
    close_record(out, at);
}

size_t Graph_sum_split(const uint64_t *p, size_t len, size_t min, Position_List *out)
{
    size_t count = 0;
    for (size_t i = 0; i < len; i += Graph_len(p + i)) {
        const uint64_t *g = p + i;
        assert(Graph_is_graph(g) && i + Graph_len(g) <= len);
        if (!Graph_known_connected(g))
            count += components(g, NULL, min, out, true);
        else if (Graph_n(g) >= min) {
            Position_list_push(out, g, Graph_len(g), 0);
            count++;
        }
    }
    return count;
}

uint64_t *Graph_sum_union(const uint64_t *p, size_t len)
{
    assert(len >= 1 && Graph_is_graph(p));
    uint64_t *u = Graph_copy(p);
    u[0] &= ~GRAPH_CONNECTED;
    for (size_t i = Graph_len(p); i < len; i += Graph_len(p + i)) {
        uint64_t *v = Graph_union(u, p + i);
        Graph_free(&u);
        u = v;
    }
    return u;
}
