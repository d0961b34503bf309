/* Generated from noweb/rulesets/graph.nw by notangle: edit the .nw, not this file. */
#ifndef GRAPH_INCLUDED
#define GRAPH_INCLUDED
#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "perr.h"
#include "position.h"

#define GRAPH_MAX_VERTICES 16384
#define GRAPH_MAX_ECOLOURS 2
#define GRAPH_CONNECTED (1ULL << 37)
#define GRAPH_BIT(v) (0x8000000000000000ULL >> ((v) & 63))

/* the number of vertices of g */
static inline size_t Graph_n(const uint64_t *g)
{
    return (size_t)(g[0] & 0xffffffffu);
}

/* the number of edge colours of g, 1 or 2 */
static inline unsigned Graph_ecolours(const uint64_t *g)
{
    return (unsigned)(g[0] >> 32 & 15);
}

/* whether g's vertices have colours */
static inline bool Graph_vcoloured(const uint64_t *g)
{
    return (g[0] >> 36 & 1) != 0;
}

/* false for a header word a ruleset reserves for a key of its own */
static inline bool Graph_is_graph(const uint64_t *g)
{
    return g[0] >> 56 == 0;
}

/* whether g's header has the flag GRAPH_CONNECTED */
static inline bool Graph_known_connected(const uint64_t *g)
{
    return (g[0] & GRAPH_CONNECTED) != 0;
}
/* the words of a row of a graph of n vertices */
static inline size_t Graph_m(size_t n) { return (n + 63) / 64; }

/* the header word of a graph with these parameters */
static inline uint64_t Graph_header(size_t n, unsigned ecolours, bool vcoloured)
{
    return (uint64_t)n | (uint64_t)ecolours << 32 | (uint64_t)vcoloured << 36;
}

/* the words of a graph with these parameters */
static inline size_t Graph_size(size_t n, unsigned ecolours, bool vcoloured)
{
    return 1 + (vcoloured ? (n + 7) / 8 : 0) + (size_t)ecolours * n * Graph_m(n);
}

/* the words of g */
static inline size_t Graph_len(const uint64_t *g)
{
    return Graph_size(Graph_n(g), Graph_ecolours(g), Graph_vcoloured(g));
}

/* the row of vertex v < n for edge colour bit b < k: m words */
static inline const uint64_t *Graph_row(const uint64_t *g, unsigned b, size_t v)
{
    size_t n = Graph_n(g), colours = Graph_vcoloured(g) ? (n + 7) / 8 : 0;
    return g + 1 + colours + ((size_t)b * n + v) * Graph_m(n);
}

/* the colour of vertex v < n; 0 when g's vertices have no colours */
static inline unsigned Graph_colour(const uint64_t *g, size_t v)
{
    return Graph_vcoloured(g) ? (unsigned)(g[1 + v / 8] >> (8 * (v % 8)) & 255) : 0;
}

/* the number of vertices (set bits) of word x */
static inline int Graph_popcount(uint64_t x)
{
#ifdef __POPCNT__
    return __builtin_popcountll(x);
#else
    x = x - (x >> 1 & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

/* whether vertex v is in set */
static inline bool Graph_in(const uint64_t *set, size_t v)
{
    return (set[v / 64] & GRAPH_BIT(v)) != 0;
}

/* Graph_row, to write */
static inline uint64_t *Graph_row_w(uint64_t *g, unsigned b, size_t v)
{
    return (uint64_t *)Graph_row(g, b, v);
}

static inline int Graph_first(uint64_t x)   /* the least vertex of a word, x != 0 */
{
    return __builtin_clzll(x);
}

/* the colour mask of the pair {u, v}, u, v < n; 0: no edge */
static inline unsigned Graph_edge(const uint64_t *g, size_t u, size_t v)
{
    unsigned c = 0;
    for (unsigned b = 0; b < Graph_ecolours(g); b++)
        if (Graph_in(Graph_row(g, b, u), v))
            c |= 1u << b;
    return c;
}
/* a new graph of n vertices, no edges; n <= GRAPH_MAX_VERTICES, 1 <= k <= 2 */
extern uint64_t *Graph_new(size_t n, unsigned ecolours, bool vcoloured);
/* a new copy of g */
extern uint64_t *Graph_copy(const uint64_t *g);
/* frees *g and sets it to NULL */
extern void Graph_free(uint64_t **g);
/* adds colours to the pair {u, v}: u != v, both < n, colours < 2^k */
extern void Graph_add_edge(uint64_t *g, size_t u, size_t v, unsigned colours);
/* sets the mask of {u, v} to colours (0: no edge); u != v < n, colours < 2^k */
extern void Graph_set_edge(uint64_t *g, size_t u, size_t v, unsigned colours);
static inline void Graph_set_colour(uint64_t *g, size_t v, unsigned colour)
{                          /* inline: canonical keys set every vertex's colour */
    assert(Graph_vcoloured(g) && v < Graph_n(g) && colour <= 255);
    uint64_t *w = g + 1 + v / 8;
    unsigned s = 8 * (v % 8);
    *w = (*w & ~(255ULL << s)) | (uint64_t)colour << s;
}
/* a new path 0 - 1 - ... - (n-1) */
extern uint64_t *Graph_path(size_t n, unsigned ecolours);
/* a new cycle of n >= 3 vertices */
extern uint64_t *Graph_cycle(size_t n, unsigned ecolours);
/* a new star of centre 0 and leaves leaves */
extern uint64_t *Graph_star(size_t leaves, unsigned ecolours);
/* a new grid, vertex r cols + c; edges between rows colour 2 when k = 2 */
extern uint64_t *Graph_grid(size_t rows, size_t cols, unsigned ecolours);
/* a new complete graph of n vertices */
extern uint64_t *Graph_complete(size_t n, unsigned ecolours);
/* a new graph of n vertices and no edges */
extern uint64_t *Graph_empty(size_t n, unsigned ecolours);
/* a new tree of len + 2 vertices, Pruefer code[0..len), each <= len + 1 */
extern uint64_t *Graph_tree(const size_t *code, size_t len, unsigned ecolours);
/* the number of neighbours of v, by edges of any colour */
extern size_t Graph_degree(const uint64_t *g, size_t v);
/* a new graph: a, then b's vertices numbered on */
extern uint64_t *Graph_union(const uint64_t *a, const uint64_t *b);
/* out = g with edge colours 1 and 2 exchanged (g has two edge colours) */
extern void Graph_swap_ecolours(const uint64_t *g, uint64_t *out);
/* appends the subgraph induced on keep to out, as one record */
extern void Graph_induced(const uint64_t *g, const uint64_t *keep,
                          Position_List *out, unsigned flags);
/* appends g's components of at least min vertices; returns how many */
extern size_t Graph_components(const uint64_t *g, size_t min,
                               Position_List *out);
/* whether g has vertices and one component */
extern bool Graph_connected(const uint64_t *g);
/* -1, 0 or 1: a against b word by word, the shorter first on a tie */
extern int Graph_compare(const uint64_t *a, const uint64_t *b);
/* a new random graph: pairs joined with probability p16/16 */
extern uint64_t *Graph_random(size_t n, unsigned k, unsigned p16,
                              unsigned ncol, uint64_t *seed);
/* a new graph of n vertices: g with vertex v renamed perm[v] */
extern uint64_t *Graph_embed(const uint64_t *g, const size_t *perm, size_t n,
                             bool vcoloured);
/* appends one record: the components of at least min vertices of g on keep */
extern void Graph_sum_induced(const uint64_t *g, const uint64_t *keep, size_t min,
                              Position_List *out, unsigned flags);
/* appends the sum p's components of at least min vertices; returns how many */
extern size_t Graph_sum_split(const uint64_t *p, size_t len, size_t min,
                              Position_List *out);
/* a new graph, the union of the sum p of len >= 1 words */
extern uint64_t *Graph_sum_union(const uint64_t *p, size_t len);
/* gives back this thread's work arrays of this module */
extern void Graph_release(void);
#endif
