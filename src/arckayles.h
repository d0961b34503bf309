/* Generated from noweb/rulesets/arckayles.nw by notangle: edit the .nw, not this file. */
#ifndef ARCKAYLES_INCLUDED
#define ARCKAYLES_INCLUDED
#include <stdbool.h>
#include "graph.h"
#include "graphnotation.h"
#include "position.h"

typedef struct Arckayles_Param { bool partizan; } Arckayles_Param;
extern const Position_Ruleset Arckayles_ruleset;
extern const Position_Ruleset Arckayles_partizan_ruleset;
extern const Graph_Syntax Arckayles_syntax;
#endif
