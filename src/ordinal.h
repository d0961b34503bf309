/* Generated from noweb/games/ordinal.nw by notangle: edit the .nw, not this file. */
#ifndef ORDINAL_INCLUDED
#define ORDINAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "dyadic.h"
#include "game.h"
#include "perr.h"

/* the ordinal sum g:h, with g taken in canonical form */
extern Game_T Ordinal_sum(Game_T g, Game_T h);
/* a new number: 1:x by ONAG's formula; x born by day ORDINAL_MAX_SIGNS */
extern Dyadic_T Ordinal_one_colon(Dyadic_T x);
/* a new number: (-1):x by ONAG's formula; x born by day ORDINAL_MAX_SIGNS */
extern Dyadic_T Ordinal_minus_one_colon(Dyadic_T x);
#define ORDINAL_MAX_SIGNS 100000
/* a new string of '+' and '-': the sign expansion of x; NULL when longer
   than ORDINAL_MAX_SIGNS */
extern char *Ordinal_signs(Dyadic_T x);
/* true, with *x (non-NULL) the new number of the signs s (non-NULL);
   false, with *err (NULL: none) set, on bad input */
extern bool  Ordinal_from_signs(const char *s, Dyadic_T *x, Perr_T *err);
/* as Ordinal_from_signs, by Berlekamp's rule; *binary (binary NULL: none)
   gets a new string, the binary reading */
extern bool  Ordinal_berlekamp(const char *s, Dyadic_T *x, char **binary, Perr_T *err);
/* true, with *g (non-NULL) the Hackenbush chain of the signs s (non-NULL);
   false, with *err (NULL: none) set, on bad input */
extern bool  Ordinal_chain(const char *s, Game_T *g, Perr_T *err);
#endif
