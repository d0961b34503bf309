/* Generated from noweb/rulesets/fission.nw by notangle: edit the .nw, not this file. */
#ifndef FISSION_INCLUDED
#define FISSION_INCLUDED
#include "position.h"

extern const Position_Ruleset Fission_ruleset;
#endif
