/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#ifndef NODEKAYLES_INCLUDED
#define NODEKAYLES_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "perr.h"

#define NODEKAYLES_MAX_VERTICES 64
typedef struct Nodekayles_Graph {
    int n;                      /* vertices 0 .. n-1 */
    uint64_t adj[NODEKAYLES_MAX_VERTICES];   /* bit w of adj[v]: edge vw */
} Nodekayles_Graph;
typedef struct Nodekayles_T *Nodekayles_T;
extern bool Nodekayles_path(Nodekayles_Graph *g, int n);
extern bool Nodekayles_cycle(Nodekayles_Graph *g, int n);   /* n >= 3 */
extern bool Nodekayles_star(Nodekayles_Graph *g, int leaves);
extern bool Nodekayles_grid(Nodekayles_Graph *g, int p, int q);
extern bool Nodekayles_parse_edges(const char *text, int min_vertices,
                                   Nodekayles_Graph *g, Perr_T *err);
extern Nodekayles_T Nodekayles_new(size_t max_entries);
extern void     Nodekayles_free(Nodekayles_T *s);
extern bool     Nodekayles_grundy(Nodekayles_T s, const Nodekayles_Graph *g,
                                  uint32_t *value);
extern size_t   Nodekayles_entries(Nodekayles_T s);   /* components in the table */
extern uint32_t Nodekayles_brute(const Nodekayles_Graph *g);   /* g->n <= 24 */
#endif
