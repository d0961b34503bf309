/* Generated from noweb/rulesets/konane.nw by notangle: edit the .nw, not this file. */
#ifndef KONANE_INCLUDED
#define KONANE_INCLUDED
#include "position.h"

enum { KONANE_EMPTY = 0, KONANE_BLACK = 1, KONANE_WHITE = 2, KONANE_OFF = 3 };
#define KONANE_MAX 32
extern const Position_Ruleset Konane_ruleset;
#endif
