/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#ifndef DOMINOGRAPH_INCLUDED
#define DOMINOGRAPH_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "domineering.h"
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "position.h"

#define DOMINOGRAPH_H 1u
#define DOMINOGRAPH_V 2u
extern const Position_Ruleset Dominograph_ruleset;
extern const Graph_Syntax Dominograph_syntax;
/* the graph of board b, its squares in reading order; a new graph */
extern uint64_t *Dominograph_from_board(const Domineering_Board *b);
#endif
