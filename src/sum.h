/* Generated from noweb/games/sum.nw by notangle: edit the .nw, not this file. */
#ifndef SUM_INCLUDED
#define SUM_INCLUDED
#include <stdint.h>
#include "dyadic.h"
#include "store.h"

extern Game_T Game_zero(void);                  /* 0  = { | } */
extern Game_T Game_star(void);                  /* *  = {0|0} */
extern Game_T Game_up(void);                    /* ^  = {0|*} */
extern Game_T Game_down(void);                  /* v  = {*|0} */
extern Game_T Game_integer(int64_t n);          /* the integer n */
extern Game_T Game_number(Dyadic_T x);          /* x borrowed */
extern Game_T Game_nimber(uint32_t n);          /* *n */
extern Game_T Game_nus(Dyadic_T x, int64_t ups, uint32_t nim); /* x + ups.^ + *nim */
extern Game_T Game_switch(Game_T x);            /* +-x = {x | -x} */
extern Game_T Game_tiny(Game_T x);              /* {0 || 0 | -x} */
extern Game_T Game_miny(Game_T x);              /* {x | 0 || 0} */
extern Game_T Game_neg(Game_T g);               /* -g */
extern Game_T Game_add(Game_T g, Game_T h);     /* g + h */
extern Game_T Game_sub(Game_T g, Game_T h);     /* g - h */
#endif
