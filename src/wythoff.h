/* Generated from noweb/rulesets/wythoff.nw by notangle: edit the .nw, not this file. */
#ifndef WYTHOFF_INCLUDED
#define WYTHOFF_INCLUDED
#include "position.h"

extern const Position_Ruleset Wythoff_ruleset;
#endif
