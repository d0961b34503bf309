/* Generated from noweb/rulesets/clobber.nw by notangle: edit the .nw, not this file. */
#ifndef CLOBBER_INCLUDED
#define CLOBBER_INCLUDED
#include "position.h"

#define CLOBBER_MAX_SIDE 255
#define CLOBBER_MAX_CELLS 1024
extern const Position_Ruleset Clobber_ruleset;
extern const Position_Ruleset Clobber_cannibal_ruleset;
#endif
