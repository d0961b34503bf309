/* Generated from noweb/games/born.nw by notangle: edit the .nw, not this file. */
#ifndef BORN_INCLUDED
#define BORN_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"

#define BORN_MAX_DAY 3
/* true: *count (non-NULL) the canonical games born by day n and, out non-NULL,
   *out a new array of them in Born_cmp order; false, *why (non-NULL) a static
   sentence, when n > BORN_MAX_DAY or max > 0 and there are more than max */
extern bool Born_by_day(unsigned n, size_t max, Game_T **out, size_t *count,
                        const char **why);
/* the order of Born_by_day: <0, 0, >0 as g comes before, is, or comes after h */
extern int  Born_cmp(Game_T g, Game_T h);
#endif
