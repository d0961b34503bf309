/* Generated from noweb/games/invariant.nw by notangle: edit the .nw, not this file. */
#ifndef INVARIANT_INCLUDED
#define INVARIANT_INCLUDED
#include <stdbool.h>
#include "game.h"

/* true, with *w (non-NULL) g's atomic weight, when g is atomic (all-small,
   or infinitesimal and atomic by CGSuite's test); false, *w unchanged, else */
extern bool   Invariant_atomic_weight(Game_T g, Game_T *w);
/* the same; when false, *why (why may be NULL) is "not infinitesimal" or
   "not atomic", a static string */
extern bool   Invariant_atomic_weight_why(Game_T g, Game_T *w, const char **why);
/* the reduced canonical form of g */
extern Game_T Invariant_reduced(Game_T g);
#endif
