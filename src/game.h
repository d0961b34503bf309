/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#ifndef GAME_INCLUDED
#define GAME_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"
#include "store.h"
#include "query.h"

typedef enum {
    GAME_STEP_DOMINATED,   /* side, option was dominated by other */
    GAME_STEP_REVERSIBLE,  /* side, option reverses through other; replaced by its
                              options on the same side (listed in a following
                              GAME_STEP_REPLACED with count/opts) */
    GAME_STEP_REPLACED,    /* side, option (the reversed one) replaced by opts[0..n) */
    GAME_STEP_NUMBER,      /* the options make a number: result */
    GAME_STEP_RESULT       /* final canonical form: result */
} Game_Step_Kind;
typedef struct {
    Game_Step_Kind kind;
    char side;             /* 'L' or 'R' (0 for NUMBER/RESULT) */
    Game_T option;         /* the option acted on */
    Game_T other;          /* dominating option, or reversing option (G^LR / G^RL) */
    const Game_T *opts;    /* replacement options (REPLACED) */
    size_t nopts;
    Game_T result;         /* NUMBER/RESULT */
} Game_Step;
typedef void Game_Trace(void *ctx, const Game_Step *step);
typedef enum { GAME_LESS, GAME_EQUAL, GAME_GREATER, GAME_CONFUSED } Game_Order;
typedef enum { GAME_OUTCOME_L, GAME_OUTCOME_R, GAME_OUTCOME_N, GAME_OUTCOME_P } Game_Outcome;
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
/* The canonical form of {L | R}; the lists are borrowed, any order. */
extern Game_T Game_make(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
/* The same, reporting each simplification step to fn(ctx, step). */
extern Game_T Game_make_explain(const Game_T *L, size_t nl, const Game_T *R,
                                size_t nr, Game_Trace *fn, void *ctx);
extern Game_T Game_neg(Game_T g);               /* -g */
extern Game_T Game_add(Game_T g, Game_T h);     /* g + h */
extern Game_T Game_sub(Game_T g, Game_T h);     /* g - h */
extern bool   Game_le(Game_T g, Game_T h);      /* g <= h */
extern Game_Order Game_compare(Game_T g, Game_T h); /* the order of g and h */
extern Game_Outcome Game_outcome(Game_T g);     /* L: g>0, R: g<0, N: g||0, P: g=0 */
extern const char *Game_outcome_name(Game_Outcome o);   /* "L", "R", "N" or "P" */
/* Simplifies {L | R} in place without making a game; false: unchanged. */
extern bool        Game_reduce(Game_T *L, size_t *nl, size_t capl,
                               Game_T *R, size_t *nr, size_t capr);
#endif
