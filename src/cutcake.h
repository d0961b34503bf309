/* Generated from noweb/rulesets/cutcake.nw by notangle: edit the .nw, not this file. */
#ifndef CUTCAKE_INCLUDED
#define CUTCAKE_INCLUDED
#include "position.h"

extern const Position_Ruleset Cutcake_ruleset;
#endif
