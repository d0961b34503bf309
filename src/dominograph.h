/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#ifndef DOMINOGRAPH_INCLUDED
#define DOMINOGRAPH_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "domineering.h"
#include "position.h"
#include "perr.h"

#define DOMINOGRAPH_MAX 64
#define DOMINOGRAPH_WORDS (2 + 2 * DOMINOGRAPH_MAX)
typedef struct Dominograph_Graph {
    int n;
    uint64_t h[DOMINOGRAPH_MAX], v[DOMINOGRAPH_MAX];
} Dominograph_Graph;
extern const Position_Ruleset Dominograph_ruleset;
extern bool Dominograph_parse(const char *s, Dominograph_Graph *g, Perr_T *err);
extern size_t Dominograph_position(const Dominograph_Graph *g, uint64_t *w);
extern char *Dominograph_str(const Dominograph_Graph *g);
extern bool Dominograph_from_board(const Domineering_Board *b, Dominograph_Graph *g);
#endif
