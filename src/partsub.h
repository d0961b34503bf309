/* Generated from noweb/rulesets/partsub.nw by notangle: edit the .nw, not this file. */
#ifndef PARTSUB_INCLUDED
#define PARTSUB_INCLUDED
#include "position.h"

extern const Position_Ruleset Partsub_ruleset;
#endif
