/* Generated from noweb/rulesets/hackenbush.nw by notangle: edit the .nw, not this file. */
#ifndef HACKENBUSH_INCLUDED
#define HACKENBUSH_INCLUDED
#include "graph.h"
#include "position.h"

#define HACKENBUSH_POINT 0u
#define HACKENBUSH_BLUE 1u
#define HACKENBUSH_RED 2u
#define HACKENBUSH_GREEN 3u
#define HACKENBUSH_GROUND 4u
extern const Position_Ruleset Hackenbush_ruleset;
extern const Position_Ruleset Hackenbush_search_ruleset;
#endif
