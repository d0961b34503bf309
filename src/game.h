/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#ifndef GAME_INCLUDED
#define GAME_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"
#include "store.h"
#include "query.h"
#include "sum.h"

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
/* The canonical form of {L | R}; the lists are borrowed, any order. */
extern Game_T Game_make(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
/* The same, reporting each simplification step to fn(ctx, step). */
extern Game_T Game_make_explain(const Game_T *L, size_t nl, const Game_T *R,
                                size_t nr, Game_Trace *fn, void *ctx);
extern bool   Game_le(Game_T g, Game_T h);      /* g <= h */
extern Game_Order Game_compare(Game_T g, Game_T h); /* the order of g and h */
extern Game_Outcome Game_outcome(Game_T g);     /* L: g>0, R: g<0, N: g||0, P: g=0 */
extern const char *Game_outcome_name(Game_Outcome o);   /* "L", "R", "N" or "P" */
/* Simplifies {L | R} in place without making a game; false: unchanged. */
extern bool        Game_reduce(Game_T *L, size_t *nl, size_t capl,
                               Game_T *R, size_t *nr, size_t capr);
#ifdef STORE_REPRESENTATION
/* The canonical form of the nl + nr options pushed at base (T.sp == base + nl + nr). */
extern Game_T Game_canon_pushed(size_t base, size_t nl, size_t nr);
#endif
#endif
