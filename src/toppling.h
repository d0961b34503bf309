/* Generated from noweb/rulesets/toppling.nw by notangle: edit the .nw, not this file. */
#ifndef TOPPLING_INCLUDED
#define TOPPLING_INCLUDED
#include "position.h"

enum { TOPPLING_BLUE = 1, TOPPLING_RED = 2, TOPPLING_GREY = 3 };
extern const Position_Ruleset Toppling_ruleset;
/* 'l', 'r' or 'e', CGSuite 2's letter of domino d (1, 2 or 3) */
extern char Toppling_letter(uint64_t d);
#endif
