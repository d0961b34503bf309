/* Generated from noweb/games/query.nw by notangle: edit the .nw, not this file. */
#ifndef QUERY_INCLUDED
#define QUERY_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"
#include "store.h"

extern bool     Game_is_number(Game_T g);       /* g (valid) is a number */
extern bool     Game_is_integer(Game_T g);      /* g (valid) is an integer */
extern bool     Game_is_nimber(Game_T g);       /* g (valid) is a nimber *m */
extern bool     Game_is_nus(Game_T g);          /* number + n.up + *m (includes both above) */
extern Dyadic_T Game_number_value(Game_T g);    /* new value; checked error unless number */
extern uint32_t Game_nimber_value(Game_T g);    /* checked error unless nimber */
/* g = *x + ups.^ + *nim (*x new); a checked error unless g is a nus */
extern void     Game_nus_parts(Game_T g, Dyadic_T *x, int64_t *ups, uint32_t *nim);
extern bool     Game_is_infinitesimal(Game_T g);/* -x < g < x for every positive number x */
extern bool     Game_is_all_small(Game_T g);    /* every subposition with options on one
                                                   side has options on both (ONAG ch.9) */
extern uint64_t Game_birthday(Game_T g);       /* saturates at UINT64_MAX */
extern size_t   Game_num_left(Game_T g);      /* Left options of g */
extern size_t   Game_num_right(Game_T g);     /* Right options of g */
extern Game_T   Game_left(Game_T g, size_t i);  /* canonical options, in a fixed order */
extern Game_T   Game_right(Game_T g, size_t i); /* Right option i < num_right */
/* Additions: the stops (ONAG ch. 9), new values. */
extern Dyadic_T Game_left_stop(Game_T g);       /* g's Left stop, new */
extern Dyadic_T Game_right_stop(Game_T g);      /* g's Right stop, new */
#endif
