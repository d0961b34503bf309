/* Generated from noweb/rulesets/skijumps.nw by notangle: edit the .nw, not this file. */
#ifndef SKIJUMPS_INCLUDED
#define SKIJUMPS_INCLUDED
#include "position.h"

enum { SKI_EMPTY = 0, SKI_LJ = 1, SKI_LS = 2, SKI_RJ = 3, SKI_RS = 4 };
#define SKI_MAX 32
extern const Position_Ruleset Skijumps_ruleset;
#endif
