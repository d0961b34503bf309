/* Generated from noweb/rulesets/twin.nw by notangle: edit the .nw, not this file. */
#ifndef TWIN_INCLUDED
#define TWIN_INCLUDED
#include "position.h"

/* the impartial twin of rs: rs itself when rs is impartial, NULL when rs has
   the flag POSITION_NO_TWIN; the twin lives as long as the program */
extern const Position_Ruleset *Twin_of(const Position_Ruleset *rs);
/* whether rs has a twin other than itself */
extern bool Twin_offered(const Position_Ruleset *rs);
#endif
