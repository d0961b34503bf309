/* Generated from noweb/rulesets/graphcanon.nw by notangle: edit the .nw, not this file. */
#ifndef GRAPHCANON_INCLUDED
#define GRAPHCANON_INCLUDED
#include <stdbool.h>
#include <stdint.h>
#include "graph.h"

/* key = the canonical form of g; lab, orbits (may be NULL): its labelling */
extern void Graph_canon(const uint64_t *g, uint64_t *key, int *lab, int *orbits);
/* orbits[v] = the least vertex of v's orbit under g's automorphisms */
extern void Graph_orbits(const uint64_t *g, int *orbits);
/* gives back this thread's work space of this module and of nauty */
extern void Graph_canon_release(void);
typedef void Graph_Conjugate(const uint64_t *g, uint64_t *out);  /* out = conj(g) */
/* key = the lesser canonical form of g and conj(g); true if conj(g)'s */
extern bool Graph_canon_conjugate(const uint64_t *g, Graph_Conjugate *conj,
                                  uint64_t *key);
/* appends the connected graphs of 1..k vertices, canonical, once each */
extern void Graph_census(int k, unsigned ecolours, bool swap, Position_List *out);
#endif
