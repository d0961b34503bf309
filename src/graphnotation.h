/* Generated from noweb/rulesets/graphnotation.nw by notangle: edit the .nw, not this file. */
#ifndef GRAPHNOTATION_INCLUDED
#define GRAPHNOTATION_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "perr.h"
#include "position.h"

typedef struct Graph_Syntax {
    unsigned ecolours;                          /* 1 or 2 */
    const char *edge[GRAPH_MAX_ECOLOURS];       /* group names of edge colours 1, 2 */
    const char *const *vertex;                  /* names of vertex colours 1, 2, ... */
} Graph_Syntax;

#define GRAPH_FAMILIES_HELP                                                        \
    "  path:N  cycle:N  star:K (K leaves)  grid:RxC  complete:N  empty:N\n"          \
    "  tree:A,B,... (a Prufer code: for N nodes, N-2 entries from 1 to N)\n"
/* appends the graph of text to out; false with *err when not a graph */
extern bool Graph_parse(const Graph_Syntax *syntax, const char *text,
                        Position_List *out, Perr_T *err);
/* g in the notation (a new string), which Graph_parse reads back */
extern char *Graph_str(const Graph_Syntax *syntax, const uint64_t *g);
/* a tikzpicture of g (a new string), neighbours about unit cm apart */
extern char *Graph_tikz(const Graph_Syntax *syntax, const uint64_t *g,
                        double unit);
/* the sum p of len words, as one graph in the notation (a new string) */
extern char *Graph_sum_str(const Graph_Syntax *syntax, const uint64_t *p,
                           size_t len);
/* the sum p of len words, drawn as one graph (a new string) */
extern char *Graph_sum_tikz(const Graph_Syntax *syntax, const uint64_t *p,
                            size_t len, double unit);
#endif
