/* Generated from noweb/games/ordinal.nw by notangle: edit the .nw, not this file. */
#ifndef ORDINAL_INCLUDED
#define ORDINAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "dyadic.h"
#include "game.h"
#include "perr.h"

extern Game_T Ordinal_sum(Game_T g, Game_T h);
extern Dyadic_T Ordinal_one_colon(Dyadic_T x);
extern Dyadic_T Ordinal_minus_one_colon(Dyadic_T x);
#define ORDINAL_MAX_SIGNS 100000
extern char *Ordinal_signs(Dyadic_T x);
extern bool  Ordinal_from_signs(const char *s, Dyadic_T *x, Perr_T *err);
extern bool  Ordinal_berlekamp(const char *s, Dyadic_T *x, char **binary, Perr_T *err);
extern bool  Ordinal_chain(const char *s, Game_T *g, Perr_T *err);
#endif
