/* Generated from noweb/rulesets/kayles.nw by notangle: edit the .nw, not this file. */
#ifndef KAYLES_INCLUDED
#define KAYLES_INCLUDED
#include "position.h"

extern const Position_Ruleset Kayles_ruleset, Kayles_dawson_ruleset;
#endif
