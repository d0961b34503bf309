/* Generated from noweb/rulesets/graph.nw by notangle: edit the .nw, not this file. */
#line 452 "noweb/rulesets/graph.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <nauty/nauty.h>
#include "graph.h"
#include "hash.h"
#include "mem.h"

#line 711 "noweb/rulesets/graph.nw"
typedef struct TwinSig { uint64_t sig; uint32_t v, gen; } TwinSig;

typedef struct Scratch {
    setword *ng, *cg;               /* nauty's graph and canonical graph */
    size_t gcap;
    int *lab, *ptn, *orb, *inv;     /* nauty's arrays, the inverse labelling */
    size_t icap;
    size_t *pre;                    /* prefix counts of a vertex set */
    size_t pcap;
    uint64_t *set;                  /* sets for the components */
    size_t scap;
    size_t *stack;
    size_t stcap;
    uint64_t *ckey;                 /* the last key written, and its orbits */
    size_t ckcap, cklen;
    int *corb;
    size_t cocap;
    int *tw;                        /* twins: classes, sizes, labels, orbits */
    size_t twcap;
    struct TwinSig *tsig;           /* twins: the leaders' signatures */
    size_t tscap;
    uint32_t tgen;                  /* entries of other generations are empty */
    uint64_t *q;                    /* twins: the quotient graph and its key */
    size_t qcap;
} Scratch;

static _Thread_local Scratch S;
#line 1649 "noweb/rulesets/graph.nw"
typedef struct Pedge { size_t u, v; unsigned colours; } Pedge;
typedef struct Pcolour { size_t v, at; unsigned colour; } Pcolour;

typedef struct Parser {
    const Graph_Syntax *syn;
    const char *s;
    size_t i;
    Perr_T *err;
    Pedge *e;
    size_t ne, cape;
    Pcolour *c;
    size_t nc, capc;
    size_t n;                       /* nodes: the largest number seen */
    uint64_t *base;                 /* the family's graph, or NULL */
    bool too_big;                   /* the last number passed its bound */
} Parser;

enum { PATH, CYCLE, STAR, GRID, COMPLETE, EMPTY, TREE };
static const char *const family_names[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", NULL
};
#line 2081 "noweb/rulesets/graph.nw"
typedef struct Keyset {
    size_t *slot;                   /* offsets of records in the list, +1; 0 empty */
    size_t mask, count;
} Keyset;
#line 471 "noweb/rulesets/graph.nw"
static inline uint64_t *row_w(uint64_t *g, unsigned b, size_t v)
{
    return (uint64_t *)Graph_row(g, b, v);
}

static inline int first(uint64_t x)     /* the least vertex of a non-empty word */
{
    return __builtin_clzll(x);
}

uint64_t *Graph_new(size_t n, unsigned ecolours, bool vcoloured)
{
    assert(n <= GRAPH_MAX_VERTICES && ecolours >= 1 && ecolours <= GRAPH_MAX_ECOLOURS);
    uint64_t *g = CALLOC(Graph_size(n, ecolours, vcoloured), sizeof *g);
    g[0] = Graph_header(n, ecolours, vcoloured);
    return g;
}

uint64_t *Graph_copy(const uint64_t *g)
{
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
        uint64_t *ru = row_w(g, b, u), *rv = row_w(g, b, v);
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

void Graph_set_colour(uint64_t *g, size_t v, unsigned colour)
{
    assert(Graph_vcoloured(g) && v < Graph_n(g) && colour <= 255);
    uint64_t *w = g + 1 + v / 8;
    unsigned s = 8 * (v % 8);
    *w = (*w & ~(255ULL << s)) | (uint64_t)colour << s;
}
#line 537 "noweb/rulesets/graph.nw"
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
#line 593 "noweb/rulesets/graph.nw"
uint64_t *Graph_tree(const size_t *code, size_t len, unsigned ecolours)
{
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
#line 629 "noweb/rulesets/graph.nw"
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
                    size_t u = 64 * w + (size_t)first(y & -y) + off;
                    row_w(g, c, v)[u / 64] |= GRAPH_BIT(u);
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

#line 688 "noweb/rulesets/graph.nw"
bool Graph_canon_conjugate(const uint64_t *g, Graph_Conjugate *conj, uint64_t *key)
{
    size_t len = Graph_len(g);
    uint64_t small[2 * (1 + 2 * 64)];
    uint64_t *h = 2 * len <= sizeof small / sizeof *small ? small
                  : ALLOC_ARRAY(2 * len, sizeof *h), *alt = h + len;
    conj(g, h);
    Graph_canon(h, alt, NULL, NULL);
    Graph_canon(g, key, NULL, NULL);
    bool neg = Graph_compare(alt, key) < 0;
    if (neg)
        memcpy(key, alt, len * sizeof *key);
    if (h != small)
        FREE(h);
    return neg;
}
#line 749 "noweb/rulesets/graph.nw"
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;
static pthread_key_t scratch_key;
static bool scratch_keyed;

static void scratch_end(void *unused)
{
    (void)unused;
    Graph_release();
}

static void scratch_key_make(void)
{
    scratch_keyed = pthread_key_create(&scratch_key, scratch_end) == 0;
}

static void scratch_watch(void)            /* once per thread: release at its end */
{
    static _Thread_local bool watched;
    if (!watched) {
        watched = true;
        pthread_once(&scratch_once, scratch_key_make);
        if (scratch_keyed)
            (void)pthread_setspecific(scratch_key, &S);
    }
}

#define SGROW(p, cap, n) do { scratch_watch(); GROW(p, cap, n); } while (0)
#line 779 "noweb/rulesets/graph.nw"
void Graph_release(void)
{
    FREE(S.ng);
    FREE(S.cg);
    FREE(S.lab);
    FREE(S.ptn);
    FREE(S.orb);
    FREE(S.inv);
    FREE(S.pre);
    FREE(S.set);
    FREE(S.stack);
    FREE(S.ckey);
    FREE(S.corb);
    FREE(S.tw);
    FREE(S.tsig);
    FREE(S.q);
    S = (Scratch){ 0 };
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
}
#line 809 "noweb/rulesets/graph.nw"
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
#line 848 "noweb/rulesets/graph.nw"
static void induced_into(const uint64_t *g, const uint64_t *keep, size_t n2,
                         bool connected, uint64_t *h)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    bool vc = Graph_vcoloured(g);
    size_t len = Graph_size(n2, k, vc);
    h[0] = Graph_header(n2, k, vc) | (connected ? GRAPH_CONNECTED : 0);
    if (m == 1) {
        
#line 886 "noweb/rulesets/graph.nw"
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
    uint64_t *o = row_w(h, b, 0);
    for (i = 0; i < n2; i++) {
        uint64_t r = 0;
        for (uint64_t y = in[list[i]] & kp; y; y &= y - 1)
            r |= to[__builtin_ctzll(y)];
        o[i] = r;
    }
}
#line 858 "noweb/rulesets/graph.nw"
    } else {
        memset(h + 1, 0, (len - 1) * sizeof *h);
        
#line 912 "noweb/rulesets/graph.nw"
SGROW(S.pre, S.pcap, m + 1);
S.pre[0] = 0;
for (size_t w = 0; w < m; w++)
    S.pre[w + 1] = S.pre[w] + (size_t)Graph_popcount(keep[w]);
size_t i = 0;
for (size_t wv = 0; wv < m; wv++)
    for (uint64_t x = keep[wv]; x; i++) {
        size_t v = 64 * wv + (size_t)first(x);
        x ^= GRAPH_BIT(v);
        if (vc)
            Graph_set_colour(h, i, Graph_colour(g, v));
        for (unsigned b = 0; b < k; b++) {
            const uint64_t *r = Graph_row(g, b, v);
            uint64_t *o = row_w(h, b, i);
            for (size_t w = 0; w < m; w++)
                for (uint64_t y = r[w] & keep[w]; y;) {
                    int j = first(y);
                    y ^= GRAPH_BIT(j);
                    size_t t = S.pre[w] + (size_t)Graph_popcount(keep[w] & ~(~0ULL >> j));
                    o[t / 64] |= GRAPH_BIT(t);
                }
        }
    }
#line 861 "noweb/rulesets/graph.nw"
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
#line 946 "noweb/rulesets/graph.nw"
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
        
#line 989 "noweb/rulesets/graph.nw"
uint64_t left = within ? within[0] : all_word(n);
const uint64_t *rows = Graph_row(g, 0, 0);
while (left) {
    uint64_t comp = GRAPH_BIT(first(left)), todo = comp;
    while (todo) {
        int v = first(todo);
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
#line 976 "noweb/rulesets/graph.nw"
    } else {
        
#line 1015 "noweb/rulesets/graph.nw"
SGROW(S.set, S.scap, 2 * m);
SGROW(S.stack, S.stcap, n);
uint64_t *left = S.set, *comp = S.set + m;
for (size_t w = 0; w < m; w++)
    left[w] = within ? within[w] : w + 1 < m ? ~0ULL : all_word(n - 64 * w);
size_t remaining = count_set(left, m);
for (size_t w0 = 0; remaining > 0;) {
    while (!left[w0])
        w0++;
    size_t s = 64 * w0 + (size_t)first(left[w0]), sp = 0, size = 0;
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
                S.stack[sp++] = 64 * w + (size_t)first(nb & -nb);
        }
    }
    remaining -= size;
    if (size < min)
        continue;
    count++;
    put_component(g, comp, size, out, records);
}
#line 978 "noweb/rulesets/graph.nw"
    }
    return count;
}

size_t Graph_components(const uint64_t *g, size_t min, Position_List *out)
{
    return components(g, NULL, min, out, true);
}
#line 1052 "noweb/rulesets/graph.nw"
bool Graph_connected(const uint64_t *g)
{
    if (Graph_known_connected(g))
        return true;
    Position_List l = { 0 };
    size_t c = Graph_components(g, 1, &l);
    Position_list_free(&l);
    return c == 1;
}
#line 1070 "noweb/rulesets/graph.nw"
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

char *Graph_sum_str(const Graph_Syntax *syn, const uint64_t *p, size_t len)
{
    assert(syn);
    uint64_t *g = len == 0 ? Graph_empty(0, syn->ecolours) : Graph_sum_union(p, len);
    char *s = Graph_str(syn, g);
    Graph_free(&g);
    return s;
}

char *Graph_sum_tikz(const Graph_Syntax *syn, const uint64_t *p, size_t len, double unit)
{
    assert(syn);
    uint64_t *g = len == 0 ? Graph_empty(0, syn->ecolours) : Graph_sum_union(p, len);
    char *s = Graph_tikz(syn, g, unit);
    Graph_free(&g);
    return s;
}
#line 1156 "noweb/rulesets/graph.nw"
static void nauty_room(size_t N)
{
    if (N > S.icap) {
        SGROW(S.lab, S.icap, N);
        S.ptn = Mem_resize_array(S.ptn, S.icap, sizeof *S.ptn, __FILE__, __LINE__);
        S.orb = Mem_resize_array(S.orb, S.icap, sizeof *S.orb, __FILE__, __LINE__);
        S.inv = Mem_resize_array(S.inv, S.icap, sizeof *S.inv, __FILE__, __LINE__);
    }
}

static void key_header(const uint64_t *g, const int *lab, uint64_t *key)
{                                       /* the header and colours; no edges yet */
    memset(key, 0, Graph_len(g) * sizeof *key);
    key[0] = g[0];
    if (Graph_vcoloured(g))
        for (size_t i = 0; i < Graph_n(g); i++)
            Graph_set_colour(key, i, Graph_colour(g, (size_t)lab[i]));
}

static void key_from_lab(const uint64_t *g, const int *lab, uint64_t *key)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    key_header(g, lab, key);
    for (size_t i = 0; i < n; i++)
        S.inv[lab[i]] = (int)i;
    for (unsigned b = 0; b < Graph_ecolours(g); b++)
        for (size_t i = 0; i < n; i++) {
            const uint64_t *row = Graph_row(g, b, (size_t)lab[i]);
            uint64_t *o = row_w(key, b, i);
            for (size_t w = 0; w < m; w++)
                for (uint64_t y = row[w]; y; y &= y - 1) {
                    size_t u = (size_t)S.inv[64 * w + (size_t)first(y & -y)];
                    o[u / 64] |= GRAPH_BIT(u);
                }
        }
}

static void keep_key(const uint64_t *key, size_t n, const int *lab, const int *orb)
{
    size_t len = Graph_len(key);
    SGROW(S.ckey, S.ckcap, len);
    SGROW(S.corb, S.cocap, n);
    memcpy(S.ckey, key, len * sizeof *key);
    S.cklen = len;
    for (size_t v = 0; v < n; v++)
        S.inv[v] = -1;
    for (size_t i = 0; i < n; i++) {
        int o = orb[lab[i]];
        if (S.inv[o] < 0)
            S.inv[o] = (int)i;
        S.corb[i] = S.inv[o];
    }
}
#line 1212 "noweb/rulesets/graph.nw"
_Static_assert(sizeof(setword) == sizeof(uint64_t), "nauty must use 64-bit set words");

static void run_nauty(const uint64_t *g, bool canon, uint64_t *key, int *lab, int *orbits)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    bool vc = Graph_vcoloured(g);
    size_t N = k * n, M = Graph_m(N);
    static _Thread_local bool checked = false;
    if (!checked) {
        nauty_check(WORDSIZE, 1, 1, NAUTYVERSIONID);
        checked = true;
    }
    nauty_room(N);
    setword *ng = (setword *)Graph_row(g, 0, 0);
    if ((k > 1 || canon) && N * M > S.gcap) {
        SGROW(S.ng, S.gcap, N * M);
        S.cg = Mem_resize_array(S.cg, S.gcap, sizeof *S.cg, __FILE__, __LINE__);
    }
    if (k > 1) {
        
#line 1260 "noweb/rulesets/graph.nw"
memset(S.ng, 0, N * M * sizeof *S.ng);
for (unsigned b = 0; b < k; b++)
    for (size_t v = 0; v < n; v++) {
        size_t x = b * n + v;
        setword *r = S.ng + x * M;
        if (b + 1 < k) {
            r[(x + n) / 64] |= GRAPH_BIT(x + n);
            S.ng[(x + n) * M + x / 64] |= GRAPH_BIT(x);
        }
        const uint64_t *row = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = row[w]; y; y &= y - 1) {
                size_t u = b * n + 64 * w + (size_t)first(y & -y);
                r[u / 64] |= GRAPH_BIT(u);
            }
    }
#line 1233 "noweb/rulesets/graph.nw"
        ng = S.ng;
    }
    
#line 1283 "noweb/rulesets/graph.nw"
if (k > 1 || vc) {
    size_t start[257] = { 0 };
    for (size_t v = 0; v < n; v++)
        start[Graph_colour(g, v) + 1]++;
    for (int c = 0; c < 256; c++)
        start[c + 1] += start[c];
    for (size_t v = 0; v < n; v++)
        S.lab[start[Graph_colour(g, v)]++] = (int)v;
    for (size_t i = 0; i < n; i++)
        S.ptn[i] = i + 1 < n && Graph_colour(g, (size_t)S.lab[i])
                                == Graph_colour(g, (size_t)S.lab[i + 1]);
    for (unsigned b = 1; b < k; b++)
        for (size_t i = 0; i < n; i++) {
            S.lab[b * n + i] = S.lab[i] + (int)(b * n);
            S.ptn[b * n + i] = S.ptn[i];
        }
}
#line 1236 "noweb/rulesets/graph.nw"
    DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = canon;
    options.defaultptn = k == 1 && !vc;
    options.tc_level = 0;
    statsblk stats;
    densenauty(ng, S.lab, S.ptn, S.orb, &options, &stats, (int)M, (int)N,
               canon ? S.cg : NULL);
    if (orbits)
        for (size_t v = 0; v < n; v++)
            orbits[v] = S.orb[v];
    if (lab)
        for (size_t i = 0; i < n; i++)
            lab[i] = S.lab[i];
    if (canon) {
        
#line 1306 "noweb/rulesets/graph.nw"
if (k == 1) {
    key_header(g, S.lab, key);
    memcpy(row_w(key, 0, 0), S.cg, n * m * sizeof *key);
} else
    key_from_lab(g, S.lab, key);
#line 1251 "noweb/rulesets/graph.nw"
        keep_key(key, n, S.lab, S.orb);
    }
}
#line 1371 "noweb/rulesets/graph.nw"
static bool twins_equal(const uint64_t *g, size_t u, size_t v, bool closed)
{
    if (Graph_colour(g, u) != Graph_colour(g, v))
        return false;
    size_t m = Graph_m(Graph_n(g));
    for (unsigned b = 0; b < Graph_ecolours(g); b++) {
        const uint64_t *ru = Graph_row(g, b, u), *rv = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++) {
            uint64_t x = ru[w], y = rv[w];
            if (closed) {
                x |= w == u / 64 ? GRAPH_BIT(u) : 0;
                y |= w == v / 64 ? GRAPH_BIT(v) : 0;
            }
            if (x != y)
                return false;
        }
    }
    return true;
}

enum { TWIN_MIN_N = 20 };
#define TWIN_MUL 0x9e3779b97f4a7c15ULL

static bool twin_found(const uint64_t *g, size_t v, uint64_t h, size_t lg, int *leader,
                       int *size, int *kind)
{
    size_t mask = ((size_t)1 << lg) - 1;
    for (size_t i = (size_t)((h * TWIN_MUL) >> (64 - lg)); S.tsig[i].gen == S.tgen;
         i = (i + 1) & mask) {
        size_t u = S.tsig[i].v;
        if (S.tsig[i].sig == h && twins_equal(g, u, v, h & 1)) {
            leader[v] = (int)u;
            size[u]++;
            kind[u] = (h & 1) ? 2 : 1;
            return true;
        }
    }
    return false;
}

static void twin_insert(uint64_t h, size_t v, size_t lg)
{
    size_t mask = ((size_t)1 << lg) - 1, i = (size_t)((h * TWIN_MUL) >> (64 - lg));
    while (S.tsig[i].gen == S.tgen)
        i = (i + 1) & mask;
    S.tsig[i] = (TwinSig){ h, (uint32_t)v, S.tgen };
}

static void twin_sigs(const uint64_t *g, size_t v, uint64_t *ho, uint64_t *hc)
{
    size_t m = Graph_m(Graph_n(g));
    uint64_t o = Graph_colour(g, v) + 1, c = o;
    for (unsigned b = 0; b < Graph_ecolours(g); b++) {
        const uint64_t *r = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++) {
            o = (o + r[w]) * TWIN_MUL;
            c = (c + (r[w] | (w == v / 64 ? GRAPH_BIT(v) : 0))) * TWIN_MUL;
        }
    }
    *ho = ((o ^ o >> 31) & ~3ULL) | 2;      /* open rows: ...10, closed: ...11 */
    *hc = ((c ^ c >> 31) & ~3ULL) | 3;
}

static bool join_twins(const uint64_t *g, int *leader, int *size, int *kind)
{
    bool joined = false;
    size_t n = Graph_n(g), lg = 3;
    while (((size_t)1 << lg) < 4 * n)
        lg++;
    if (((size_t)1 << lg) > S.tscap || ++S.tgen == 0) {
        SGROW(S.tsig, S.tscap, (size_t)1 << lg);
        memset(S.tsig, 0, S.tscap * sizeof *S.tsig);
        S.tgen = 1;
    }
    for (size_t v = 0; v < n; v++) {
        uint64_t ho, hc;
        twin_sigs(g, v, &ho, &hc);
        if (twin_found(g, v, ho, lg, leader, size, kind)
            || twin_found(g, v, hc, lg, leader, size, kind))
            joined = true;
        else {
            twin_insert(ho, v, lg);
            twin_insert(hc, v, lg);
        }
    }
    return joined;
}
#line 1465 "noweb/rulesets/graph.nw"
static size_t rank_of(const uint64_t *t, size_t nc, uint64_t x)  /* first >= x */
{
    size_t lo = 0, hi = nc;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t[mid] < x) lo = mid + 1; else hi = mid;
    }
    return lo;
}

static uint64_t class_triple(const uint64_t *g, size_t v, const int *kind,
                             const int *size)
{
    return (uint64_t)Graph_colour(g, v) << 40 | (uint64_t)kind[v] << 32
           | (uint64_t)size[v];
}
#line 1491 "noweb/rulesets/graph.nw"
static bool twin_canon(const uint64_t *g, bool canon, uint64_t *key, int *lab,
                       int *orbits)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    if (n < TWIN_MIN_N)
        return false;
    SGROW(S.tw, S.twcap, 11 * (n + 1));
    int *leader = S.tw, *cls = leader + n, *size = cls + n, *kind = size + n;
    int *tlab = kind + n, *torb = tlab + n, *qlab = torb + n, *qorb = qlab + n;
    int *least = qorb + n, *start = least + n, *mem = start + n + 1;
    for (size_t v = 0; v < n; v++) {
        leader[v] = (int)v;
        size[v] = 1;
        kind[v] = 0;
    }
    if (!join_twins(g, leader, size, kind))
        return false;
    size_t nq = 0;
    for (size_t v = 0; v < n; v++)
        if (leader[v] == (int)v)
            cls[v] = (int)nq++;
    
#line 1530 "noweb/rulesets/graph.nw"
for (size_t v = 0; v < n; v++)
    if (leader[v] != (int)v)
        cls[v] = cls[leader[v]];
size_t len = Graph_size(nq, k, true);
SGROW(S.q, S.qcap, 2 * len + 257);
uint64_t *q = S.q, *qkey = S.q + len, *t = S.q + 2 * len;
size_t nc = 0;
for (size_t v = 0; v < n; v++) {
    if (leader[v] != (int)v)
        continue;
    uint64_t x = class_triple(g, v, kind, size);
    size_t r = rank_of(t, nc, x);
    if (r < nc && t[r] == x)
        continue;
    if (nc == 256)
        return false;
    memmove(t + r + 1, t + r, (nc - r) * sizeof *t);
    t[r] = x;
    nc++;
}
#line 1514 "noweb/rulesets/graph.nw"
    
#line 1553 "noweb/rulesets/graph.nw"
memset(q, 0, len * sizeof *q);
q[0] = Graph_header(nq, k, true);
for (size_t v = 0; v < n; v++) {
    if (leader[v] != (int)v)
        continue;
    size_t c = (size_t)cls[v];
    Graph_set_colour(q, c, (unsigned)rank_of(t, nc, class_triple(g, v, kind, size)));
    for (unsigned b = 0; b < k; b++) {
        const uint64_t *row = Graph_row(g, b, v);
        uint64_t *o = row_w(q, b, c);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = row[w]; y; y &= y - 1) {
                size_t d = (size_t)cls[64 * w + (size_t)first(y & -y)];
                if (d != c)
                    o[d / 64] |= GRAPH_BIT(d);
            }
    }
}
if (nq == 1) {
    qlab[0] = 0;
    qorb[0] = 0;
} else
    run_nauty(q, canon, qkey, qlab, qorb);
#line 1515 "noweb/rulesets/graph.nw"
    
#line 1579 "noweb/rulesets/graph.nw"
memset(start, 0, (nq + 1) * sizeof *start);
for (size_t v = 0; v < n; v++)
    start[cls[v] + 1]++;
for (size_t c = 0; c < nq; c++)
    start[c + 1] += start[c];
for (size_t v = 0; v < n; v++)
    mem[start[cls[v]]++] = (int)v;
for (size_t c = nq; c > 0; c--)
    start[c] = start[c - 1];
start[0] = 0;
size_t at = 0;
for (size_t i = 0; i < nq; i++) {
    int c = canon ? qlab[i] : (int)i;
    for (int j = start[c]; j < start[c + 1]; j++)
        tlab[at++] = mem[j];
}
for (size_t c = 0; c < nq; c++)
    least[c] = -1;
for (size_t v = 0; v < n; v++) {
    int o = qorb[cls[v]];
    if (least[o] < 0)
        least[o] = (int)v;
    torb[v] = least[o];
}
#line 1516 "noweb/rulesets/graph.nw"
    nauty_room(n);
    if (canon) {
        key_from_lab(g, tlab, key);
        keep_key(key, n, tlab, torb);
    }
    if (lab)
        memcpy(lab, tlab, n * sizeof *lab);
    if (orbits)
        memcpy(orbits, torb, n * sizeof *orbits);
    return true;
}
#line 1608 "noweb/rulesets/graph.nw"
void Graph_canon(const uint64_t *g, uint64_t *key, int *lab, int *orbits)
{
    assert(g && key && key != g);
    if (Graph_n(g) <= 1) {
        memcpy(key, g, Graph_len(g) * sizeof *key);
        if (Graph_n(g) == 1) {
            if (lab) lab[0] = 0;
            if (orbits) orbits[0] = 0;
        }
        return;
    }
    if (!twin_canon(g, true, key, lab, orbits))
        run_nauty(g, true, key, lab, orbits);
}

void Graph_orbits(const uint64_t *g, int *orbits)
{
    assert(g && orbits);
    size_t n = Graph_n(g), len = Graph_len(g);
    if (n <= 1) {
        if (n == 1) orbits[0] = 0;
        return;
    }
    if (len == S.cklen && memcmp(g, S.ckey, len * sizeof *g) == 0) {
        memcpy(orbits, S.corb, n * sizeof *orbits);
        return;
    }
    if (!twin_canon(g, false, NULL, NULL, orbits))
        run_nauty(g, false, NULL, NULL, orbits);
}
#line 1673 "noweb/rulesets/graph.nw"
static bool fail(Parser *p, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(Parser *p, size_t at, const char *fmt, ...)
{
    char buf[sizeof p->err->expected];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (p->too_big)
        return Perr_limit(p->err, Perr_column(p->s, at), "%s (the adjacency of n nodes "
                          "takes n^2/8 bytes per colour of edges)", buf);
    return Perr_set(p->err, Perr_column(p->s, at), "%s", buf);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static void add_pedge(Parser *p, size_t u, size_t v, unsigned colours)
{
    GROW(p->e, p->cape, p->ne + 1);
    p->e[p->ne++] = (Pedge){ u, v, colours };
}
#line 1707 "noweb/rulesets/graph.nw"
static bool digits(Parser *p, size_t max, size_t *x)
{
    if (!is_digit(p->s[p->i]))
        return false;
    size_t v = 0;
    while (is_digit(p->s[p->i])) {
        v = 10 * v + (size_t)(p->s[p->i++] - '0');
        if (v > max)
            v = max + 1;
    }
    *x = v;
    p->too_big = v > max;
    return v <= max;
}

static bool node(Parser *p, size_t *v)
{
    size_t at = p->i, x;
    if (!digits(p, GRAPH_MAX_VERTICES, &x) || x < 1)
        return fail(p, at, "a node number, 1 to %d", GRAPH_MAX_VERTICES);
    *v = x - 1;
    if (x > p->n)
        p->n = x;
    return true;
}
#line 1737 "noweb/rulesets/graph.nw"
static void expected_groups(const Graph_Syntax *syn, bool first_part, char *buf,
                            size_t size)
{
    const char *names[GRAPH_MAX_ECOLOURS + 1 + 32];
    size_t k = 0;
    for (unsigned b = 0; b < syn->ecolours; b++)
        names[k++] = syn->edge[b];
    names[k++] = "n";
    size_t room_left = sizeof names / sizeof *names;
    for (size_t c = 0; syn->vertex && syn->vertex[c] && k < room_left; c++)
        names[k++] = syn->vertex[c];
    size_t at = 0;
    for (size_t j = 0; j < k && at < size; j++)
        at += (size_t)snprintf(buf + at, size - at, "%s'%s:'",
                               j == 0 ? "" : j + 1 == k ? " or " : ", ", names[j]);
    if (first_part && at < size)
        snprintf(buf + at, size - at, ", or a family such as path:N");
}
#line 1761 "noweb/rulesets/graph.nw"
static bool edge_group(Parser *p, unsigned colours)
{
    for (;;) {
        size_t a, b;
        if (!node(p, &a))
            return false;
        if (p->s[p->i] != '-')
            return fail(p, p->i, "'-' between the two nodes of an edge");
        size_t at = ++p->i;
        if (!node(p, &b))
            return false;
        if (a == b)
            return fail(p, at, "a node other than the first (an edge joins two nodes)");
        add_pedge(p, a, b, colours);
        if (p->s[p->i] != ',')
            break;
        p->i++;
    }
    if (p->s[p->i] && !is_space(p->s[p->i]))
        return fail(p, p->i, "',', a space or the end after an edge");
    return true;
}

static bool node_group(Parser *p, unsigned colour)
{
    for (;;) {
        size_t v, at = p->i;
        if (!node(p, &v))
            return false;
        if (colour) {
            GROW(p->c, p->capc, p->nc + 1);
            p->c[p->nc++] = (Pcolour){ v, at, colour };
        }
        if (p->s[p->i] != ',')
            break;
        p->i++;
    }
    if (p->s[p->i] && !is_space(p->s[p->i]))
        return fail(p, p->i, "',', a space or the end");
    return true;
}
#line 1806 "noweb/rulesets/graph.nw"
static bool tree_code(Parser *p, unsigned k);

static bool family(Parser *p, int f)
{
    size_t at = p->i, a = 0, b = 0, max = GRAPH_MAX_VERTICES;
    unsigned k = p->syn->ecolours;
    switch (f) {
    case PATH: case COMPLETE: case EMPTY:
        if (!digits(p, max, &a))
            return fail(p, at, "a number of nodes, 0 to %zu", max);
        p->base = f == PATH ? Graph_path(a, k) : f == COMPLETE ? Graph_complete(a, k)
                                                               : Graph_empty(a, k);
        break;
    case CYCLE:
        if (!digits(p, max, &a) || a < 3)
            return fail(p, at, "a number of nodes, 3 to %zu", max);
        p->base = Graph_cycle(a, k);
        break;
    case STAR:
        if (!digits(p, max - 1, &a))
            return fail(p, at, "a number of leaves, 0 to %zu", max - 1);
        p->base = Graph_star(a, k);
        break;
    case GRID:
        if (!digits(p, max, &a))
            return fail(p, at, "a number of rows (grid:RxC)");
        if (p->s[p->i] != 'x')
            return fail(p, p->i, "'x' between the rows and the columns (grid:RxC)");
        p->i++;
        if (!digits(p, max, &b))
            return fail(p, p->i, "a number of columns (grid:RxC)");
        if (b > 0 && a > max / b)
            return fail(p, at, "a grid of at most %zu nodes", max);
        p->base = Graph_grid(a, b, k);
        break;
    default:
        if (!tree_code(p, k))
            return false;
    }
    p->n = Graph_n(p->base);
    if (p->s[p->i] && !is_space(p->s[p->i]))
        return fail(p, p->i, "a space or the end after the family");
    return true;
}
#line 1856 "noweb/rulesets/graph.nw"
static bool tree_code(Parser *p, unsigned k)
{
    size_t *code = NULL, *where = NULL, len = 0, cap = 0;
    bool ok = true;
    if (p->s[p->i] && !is_space(p->s[p->i]))
        for (;;) {
            size_t at = p->i, x;
            if (!digits(p, GRAPH_MAX_VERTICES, &x) || x < 1) {
                ok = fail(p, at, "a Prufer code entry, a node number from 1");
                break;
            }
            if (len == cap) {
                cap = cap ? 2 * cap : 16;
                RESIZE_ARRAY(code, cap, sizeof *code);
                RESIZE_ARRAY(where, cap, sizeof *where);
            }
            code[len] = x - 1;
            where[len++] = at;
            if (p->s[p->i] != ',')
                break;
            p->i++;
        }
    if (ok && len + 2 > GRAPH_MAX_VERTICES)
        ok = fail(p, where[GRAPH_MAX_VERTICES - 2], "at most %d entries (a tree of at "
                  "most %d nodes)", GRAPH_MAX_VERTICES - 2, GRAPH_MAX_VERTICES);
    for (size_t j = 0; ok && j < len; j++)
        if (code[j] >= len + 2)
            ok = fail(p, where[j], "a Prufer code entry from 1 to %zu (a code of %zu "
                      "entries names a tree of %zu nodes)", len + 2, len, len + 2);
    if (ok)
        p->base = Graph_tree(code, len, k);
    FREE(code);
    FREE(where);
    return ok;
}
#line 1895 "noweb/rulesets/graph.nw"
static bool legacy_edges(Parser *p)
{
    size_t max = GRAPH_MAX_VERTICES - 1;
    for (;;) {
        while (is_space(p->s[p->i]) || p->s[p->i] == ',')
            p->i++;
        if (!p->s[p->i])
            return true;
        size_t a, b, at = p->i;
        if (!digits(p, max, &a))
            return fail(p, at, "a vertex number, 0 to %zu", max);
        if (p->s[p->i] != '-')
            return fail(p, p->i, "'-' between the two vertices of an edge");
        at = ++p->i;
        if (!digits(p, max, &b))
            return fail(p, at, "a vertex number, 0 to %zu", max);
        if (a != b)
            add_pedge(p, a, b, 1);
        if (a + 1 > p->n) p->n = a + 1;
        if (b + 1 > p->n) p->n = b + 1;
    }
}
#line 1923 "noweb/rulesets/graph.nw"
static bool name_is(const char *s, size_t len, const char *name)
{
    return name && strlen(name) == len && strncmp(s, name, len) == 0;
}

static bool parts(Parser *p)
{
    const Graph_Syntax *syn = p->syn;
    while (is_space(p->s[p->i]))
        p->i++;
    if (!p->s[p->i]) {
        char g[120];
        expected_groups(syn, false, g, sizeof g);
        return fail(p, p->i, "a graph: a family (path:N, cycle:N, star:K, grid:RxC, "
                    "complete:N, empty:N, tree:CODE) or groups %s", g);
    }
    if (strncmp(p->s + p->i, "edges:", 6) == 0) {
        p->i += 6;
        return legacy_edges(p);
    }
    for (bool first_part = true; p->s[p->i]; first_part = false) {
        size_t at = p->i, len = 0;
        while (is_letter(p->s[at + len]))
            len++;
        int f = -1;
        for (int j = 0; first_part && family_names[j]; j++)
            if (name_is(p->s + at, len, family_names[j]))
                f = j;
        unsigned edge = 0, colour = 0;
        for (unsigned b = 0; b < syn->ecolours; b++)
            if (name_is(p->s + at, len, syn->edge[b]))
                edge = 1u << b;
        for (size_t c = 0; syn->vertex && syn->vertex[c]; c++)
            if (name_is(p->s + at, len, syn->vertex[c]))
                colour = (unsigned)c + 1;
        bool nodes = name_is(p->s + at, len, "n");
        if (len == 0 || p->s[at + len] != ':' || (f < 0 && !edge && !colour && !nodes)) {
            char g[160];
            expected_groups(syn, first_part, g, sizeof g);
            return fail(p, at, "%s", g);
        }
        p->i = at + len + 1;
        bool ok = f >= 0 ? family(p, f)
                  : edge ? edge_group(p, edge) : node_group(p, colour);
        if (!ok)
            return false;
        while (is_space(p->s[p->i]))
            p->i++;
    }
    return true;
}
#line 1981 "noweb/rulesets/graph.nw"
bool Graph_parse(const Graph_Syntax *syn, const char *text, Position_List *out,
                 Perr_T *err)
{
    assert(syn && syn->ecolours >= 1 && syn->ecolours <= GRAPH_MAX_ECOLOURS);
    assert(text && out);
    Parser p = { .syn = syn, .s = text, .err = err };
    bool ok = parts(&p);
    uint64_t *g = NULL;
    if (ok) {
        g = Graph_new(p.n, syn->ecolours, syn->vertex != NULL);
        if (p.base) {
            size_t nb = Graph_n(p.base), mb = Graph_m(nb);
            for (unsigned b = 0; b < syn->ecolours; b++)
                for (size_t v = 0; v < nb; v++)
                    memcpy(row_w(g, b, v), Graph_row(p.base, b, v), mb * sizeof *g);
        }
        for (size_t j = 0; j < p.ne; j++)
            Graph_add_edge(g, p.e[j].u, p.e[j].v, p.e[j].colours);
        for (size_t j = 0; ok && j < p.nc; j++) {
            if (Graph_colour(g, p.c[j].v))
                ok = fail(&p, p.c[j].at, "a node without a colour (node %zu has one "
                          "already)", p.c[j].v + 1);
            else
                Graph_set_colour(g, p.c[j].v, p.c[j].colour);
        }
    }
    if (ok)
        Position_list_push(out, g, Graph_len(g), 0);
    Graph_free(&g);
    Graph_free(&p.base);
    FREE(p.e);
    FREE(p.c);
    return ok;
}
#line 2020 "noweb/rulesets/graph.nw"
char *Graph_str(const Graph_Syntax *syn, const uint64_t *g)
{
    assert(syn && g && Graph_ecolours(g) == syn->ecolours);
    size_t n = Graph_n(g);
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    if (n == 0)
        fputs("empty:0", f);
    bool any = false;
    for (unsigned b = 0; b < syn->ecolours; b++) {
        bool in = false;
        for (size_t u = 0; u < n; u++)
            for (size_t v = u + 1; v < n; v++)
                if (Graph_in(Graph_row(g, b, u), v)) {
                    if (in) fputc(',', f);
                    else fprintf(f, "%s%s:", any ? " " : "", syn->edge[b]);
                    fprintf(f, "%zu-%zu", u + 1, v + 1);
                    in = any = true;
                }
    }
    bool in = false;
    for (size_t v = 0; v < n; v++)
        if (Graph_degree(g, v) == 0) {
            if (in) fputc(',', f);
            else fprintf(f, "%sn:", any ? " " : "");
            fprintf(f, "%zu", v + 1);
            in = any = true;
        }
    for (unsigned c = 1; Graph_vcoloured(g) && c <= 255; c++) {
        in = false;
        for (size_t v = 0; v < n; v++)
            if (Graph_colour(g, v) == c) {
                assert(syn->vertex);
                for (unsigned j = 1; j < c; j++)
                    assert(syn->vertex[j - 1]);
                if (in) fputc(',', f);
                else fprintf(f, "%s%s:", any ? " " : "", syn->vertex[c - 1]);
                fprintf(f, "%zu", v + 1);
                in = any = true;
            }
    }
    fclose(f);
    return buf;
}
#line 2088 "noweb/rulesets/graph.nw"
static bool keyset_add(Keyset *s, Position_List *l, const uint64_t *key, size_t len,
                       unsigned flags)
{
    if (2 * (s->count + 1) > s->mask + 1) {
        size_t n = s->mask ? 2 * (s->mask + 1) : 1024;
        size_t *t = CALLOC(n, sizeof *t);
        for (size_t i = 0; i <= s->mask && s->mask; i++)
            if (s->slot[i]) {
                const uint64_t *k = l->w + s->slot[i];
                size_t j = (size_t)Hash_words(k, POSITION_LEN(k[-1])) & (n - 1);
                while (t[j])
                    j = (j + 1) & (n - 1);
                t[j] = s->slot[i];
            }
        FREE(s->slot);
        s->slot = t;
        s->mask = n - 1;
    }
    size_t j = (size_t)Hash_words(key, len) & s->mask;
    for (; s->slot[j]; j = (j + 1) & s->mask) {
        const uint64_t *k = l->w + s->slot[j];
        if (POSITION_LEN(k[-1]) == len && memcmp(k, key, len * sizeof *key) == 0)
            return false;
    }
    s->slot[j] = l->n + 1;
    s->count++;
    Position_list_push(l, key, len, flags);
    return true;
}

void Graph_census(int k, unsigned ecolours, bool swap, Position_List *out)
{
    assert(k >= 1 && ecolours >= 1 && ecolours <= GRAPH_MAX_ECOLOURS);
    assert(!swap || ecolours == 2);
    assert((size_t)k * ecolours < 64);
    Position_List level = { 0 }, next = { 0 };
    uint64_t *one = Graph_new(1, ecolours, false);
    Position_list_push(&level, one, Graph_len(one), 1);
    Graph_free(&one);
    for (int s = 2; s <= k + 1; s++) {
        Position_list_clear(&next);
        Keyset set = { 0 };
        
#line 2142 "noweb/rulesets/graph.nw"
size_t len = Graph_size((size_t)s, ecolours, false);
uint64_t *h = ALLOC_ARRAY(4 * len, sizeof *h), *key = h + len, *alt = h + 2 * len;
uint64_t *altkey = h + 3 * len;
unsigned cmask = (1u << ecolours) - 1;
for (size_t i = 0; i < level.n; i += 1 + POSITION_LEN(level.w[i])) {
    const uint64_t *g = level.w + i + 1;
    Position_list_push(out, g, POSITION_LEN(level.w[i]), (unsigned)s - 1);
    if (s > k)
        continue;
    for (uint64_t a = 1; a < (1ULL << (ecolours * (unsigned)(s - 1))); a++) {
        memset(h, 0, len * sizeof *h);
        h[0] = Graph_header((size_t)s, ecolours, false);
        for (unsigned b = 0; b < ecolours; b++)
            for (int v = 0; v < s - 1; v++)
                *row_w(h, b, (size_t)v) = *Graph_row(g, b, (size_t)v);
        for (int v = 0; v < s - 1; v++)
            if (a >> (ecolours * (unsigned)v) & cmask)
                Graph_add_edge(h, (size_t)v, (size_t)s - 1,
                               (unsigned)(a >> (ecolours * (unsigned)v)) & cmask);
        Graph_canon(h, key, NULL, NULL);
        if (swap) {
            Graph_swap_ecolours(h, alt);
            Graph_canon(alt, altkey, NULL, NULL);
            if (Graph_compare(altkey, key) < 0)
                memcpy(key, altkey, len * sizeof *key);
        }
        keyset_add(&set, &next, key, len, (unsigned)s);
    }
}
FREE(h);
#line 2131 "noweb/rulesets/graph.nw"
        FREE(set.slot);
        Position_List t = level;
        level = next;
        next = t;
    }
    Position_list_free(&level);
    Position_list_free(&next);
}
#line 2184 "noweb/rulesets/graph.nw"
char *Graph_tikz(const Graph_Syntax *syn, const uint64_t *g, double unit)
{
    assert(syn && g && unit > 0);
    static const char *const fill[] = { "white", "black!60", "black!20", "black!40" };
    size_t n = Graph_n(g);
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    double r = n > 6 ? (double)n / 6.2832 : 1.0;
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm]\n", unit, unit);
    const char *font = unit >= 0.8 ? "\\small" : unit >= 0.4 ? "\\tiny" : NULL;
    for (size_t v = 0; v < n; v++) {
        unsigned c = Graph_colour(g, v);
        fprintf(f, "\\node[draw,circle,inner sep=0pt,minimum size=%.3fcm,fill=%s] (v%zu) "
                "at (%.3f:%.3f) {", 0.6 * unit, c < 4 ? fill[c] : "black!80", v + 1,
                90 - 360.0 * (double)v / (double)n, r);
        if (font)
            fprintf(f, "%s %zu", font, v + 1);
        fprintf(f, "};\n");
    }
    for (size_t u = 0; u < n; u++)
        for (size_t v = u + 1; v < n; v++) {
            unsigned c = Graph_edge(g, u, v);
            if (c)
                fprintf(f, "\\draw%s (v%zu) -- (v%zu);\n",
                        c == 1 ? "" : c == 2 ? "[dashed]" : "[double]", u + 1, v + 1);
        }
    fprintf(f, "\\end{tikzpicture}\n");
    fclose(f);
    return buf;
}
