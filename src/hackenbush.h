/* Generated from noweb/rulesets/hackenbush.nw by notangle: edit the .nw, not this file. */
#ifndef HACKENBUSH_INCLUDED
#define HACKENBUSH_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "dyadic.h"
#include "graph.h"
#include "graphcanon.h"
#include "position.h"

#define HACKENBUSH_POINT 0u
#define HACKENBUSH_BLUE 1u
#define HACKENBUSH_RED 2u
#define HACKENBUSH_GREEN 3u
#define HACKENBUSH_GROUND 4u
#define HACKENBUSH_MAX_TREE 10
extern const Position_Ruleset Hackenbush_ruleset;
extern const Position_Ruleset Hackenbush_search_ruleset;
extern const Position_Ruleset Hackenbush_childish_ruleset;
/* the ground vertex of subdivided picture g; Graph_n(g) when it has none */
static inline size_t Hackenbush_ground(const uint64_t *g)
{
    size_t n = Graph_n(g);
    for (size_t v = 0; v < n; v++)
        if (Graph_colour(g, v) == HACKENBUSH_GROUND)
            return v;
    return n;
}

/* true if picture c is a loopless tree with edge colours in the bit set edges;
   order/parent (room for Graph_n(c)), if given: breadth-first from the ground */
static inline bool Hackenbush_tree_walk(const uint64_t *c, unsigned edges, size_t *order,
                                        size_t *parent)
{
    size_t n = Graph_n(c), gnd = Hackenbush_ground(c), m = Graph_m(n), deg2 = 0, q = 0;
    if (gnd == n)
        return false;
    for (size_t v = 0; v < n; v++) {
        size_t d = Graph_degree(c, v);
        unsigned col = Graph_colour(c, v);
        deg2 += d;
        if (col != HACKENBUSH_POINT && col != HACKENBUSH_GROUND
            && (!(edges >> col & 1) || d != 2))
            return false;
    }
    if (deg2 / 2 != n - 1 || order == NULL)
        return deg2 / 2 == n - 1;
    order[q++] = gnd;
    parent[gnd] = n;
    for (size_t h = 0; h < q; h++) {
        const uint64_t *r = Graph_row(c, 0, order[h]);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = r[w]; y; y &= y - 1) {
                size_t u = 64 * w + (size_t)(63 - __builtin_ctzll(y));
                if (u != parent[order[h]]) {
                    parent[u] = order[h];
                    order[q++] = u;
                }
            }
    }
    return true;
}
#endif
