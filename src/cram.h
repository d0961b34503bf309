/* Generated from noweb/rulesets/cram.nw by notangle: edit the .nw, not this file. */
#ifndef CRAM_INCLUDED
#define CRAM_INCLUDED
#include "position.h"

extern const Position_Ruleset Cram_ruleset;
#endif
