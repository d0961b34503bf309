/* Generated from noweb/games/invariant.nw by notangle: edit the .nw, not this file. */
#ifndef INVARIANT_INCLUDED
#define INVARIANT_INCLUDED
#include <stdbool.h>
#include "game.h"

extern bool   Invariant_atomic_weight(Game_T g, Game_T *w);
extern Game_T Invariant_reduced(Game_T g);
#endif
