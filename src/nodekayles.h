/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#ifndef NODEKAYLES_INCLUDED
#define NODEKAYLES_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "position.h"

typedef struct Nodekayles_Param { bool shapes; } Nodekayles_Param;
extern const Position_Ruleset Nodekayles_ruleset;
extern const Position_Ruleset Nodekayles_plain_ruleset;
extern const Graph_Syntax Nodekayles_syntax;
/* *value: g's Grundy value by e; false when a limit of e stopped it */
extern bool Nodekayles_grundy(Position_Eval *e, const uint64_t *g, uint32_t *value);
/* the Grundy value of the path of n vertices, G_0.137(n) */
extern uint32_t Nodekayles_path_value(size_t n);
/* g's Grundy value by the definition, g of at most 24 vertices, one colour */
extern uint32_t Nodekayles_brute(const uint64_t *g);
#endif
