/* Generated from noweb/rulesets/amazons.nw by notangle: edit the .nw, not this file. */
#ifndef AMAZONS_INCLUDED
#define AMAZONS_INCLUDED
#include "position.h"

extern const Position_Ruleset Amazons_ruleset;
#endif
