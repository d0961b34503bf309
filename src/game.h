/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#ifndef GAME_INCLUDED
#define GAME_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"

/* A short partizan game in canonical form: an id in one global, hash-consed store.
   Two games are equal exactly when their ids are equal. */
typedef uint32_t Game_T;
typedef struct Game_Limits {
    size_t max_games;           /* games in the store; 0: no bound */
    size_t max_bytes;           /* bytes of store, caches and Game_hold; 0: no bound */
    size_t max_positions;       /* entries of the tables above the store; 0: no bound */
} Game_Limits;
typedef enum {
    GAME_DONE = 0,              /* the computation finished */
    GAME_LIMIT_GAMES,           /* the store would pass max_games */
    GAME_LIMIT_BYTES,           /* the memory held would pass max_bytes */
    GAME_LIMIT_MEMORY,          /* the machine's memory: an allocation failed */
    GAME_LIMIT_RAISED,          /* the store's own: Game_reduce would have to make a game */
    GAME_LIMIT_DEPTH,           /* the recursion would pass the C stack's bound */
    GAME_LIMIT_SIGNAL,          /* interrupted: SIGINT or SIGTERM came (module interrupt) */
    GAME_LIMIT_POSITIONS,       /* a table would pass max_positions */
    GAME_LIMIT_KEYS,            /* a table's keys would pass its 32 GB of offsets */
    GAME_BAD_INPUT              /* the input did not read (functions that read it) */
} Game_Status;
typedef void Game_Body(void *closure);
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
extern void     Game_store_free(void);
extern uint64_t Game_store_epoch(void);
extern size_t   Game_store_count(void);   /* games in the store */
extern size_t   Game_store_bytes(void);   /* bytes held by store and caches */
extern Game_Status Game_protect(Game_Limits lim, Game_Body *body, void *closure);
extern Game_Limits Game_limits(void);
extern void        Game_raise(Game_Status why);
extern bool        Game_protected(void);
extern void        Game_hold(ptrdiff_t bytes);
extern void        Game_stack_check(void);
extern size_t      Game_stack_size(void);
extern void        Game_thread_start(void);
extern void        Game_thread_end(void);
extern bool        Game_fix_store(void);
extern bool        Game_reduce(Game_T *L, size_t *nl, size_t capl,
                               Game_T *R, size_t *nr, size_t capr);
extern void        Game_charge(size_t bytes);
extern Game_T Game_zero(void);
extern Game_T Game_star(void);                  /* *  = {0|0} */
extern Game_T Game_up(void);                    /* ^  = {0|*} */
extern Game_T Game_down(void);                  /* v  = {*|0} */
extern Game_T Game_integer(int64_t n);
extern Game_T Game_number(Dyadic_T x);          /* x borrowed */
extern Game_T Game_nimber(uint32_t n);          /* *n */
extern Game_T Game_nus(Dyadic_T x, int64_t ups, uint32_t nim); /* x + ups.^ + *nim */
extern Game_T Game_switch(Game_T x);            /* +-x = {x | -x} */
extern Game_T Game_tiny(Game_T x);              /* {0 || 0 | -x} */
extern Game_T Game_miny(Game_T x);              /* {x | 0 || 0} */
extern Game_T Game_make(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
extern Game_T Game_make_explain(const Game_T *L, size_t nl, const Game_T *R,
                                size_t nr, Game_Trace *fn, void *ctx);
extern Game_T Game_neg(Game_T g);
extern Game_T Game_add(Game_T g, Game_T h);
extern Game_T Game_sub(Game_T g, Game_T h);
extern bool   Game_le(Game_T g, Game_T h);      /* g <= h */
extern Game_Order Game_compare(Game_T g, Game_T h);
extern Game_Outcome Game_outcome(Game_T g);     /* L: g>0, R: g<0, N: g||0, P: g=0 */
extern const char *Game_outcome_name(Game_Outcome o);   /* "L", "R", "N" or "P" */
extern bool     Game_is_number(Game_T g);
extern bool     Game_is_integer(Game_T g);
extern bool     Game_is_nimber(Game_T g);
extern bool     Game_is_nus(Game_T g);          /* number + n.up + *m (includes both above) */
extern Dyadic_T Game_number_value(Game_T g);    /* new value; checked error unless number */
extern uint32_t Game_nimber_value(Game_T g);    /* checked error unless nimber */
extern void     Game_nus_parts(Game_T g, Dyadic_T *x, int64_t *ups, uint32_t *nim);
                                                /* checked error unless nus; *x is new */
extern bool     Game_is_infinitesimal(Game_T g);/* -x < g < x for every positive number x */
extern bool     Game_is_all_small(Game_T g);    /* every subposition with options on one
                                                   side has options on both (ONAG ch.9) */
extern uint64_t Game_birthday(Game_T g);
extern size_t   Game_num_left(Game_T g);
extern size_t   Game_num_right(Game_T g);
extern Game_T   Game_left(Game_T g, size_t i);  /* canonical options, in a fixed order */
extern Game_T   Game_right(Game_T g, size_t i);
/* Additions: the stops (ONAG ch. 9), new values. */
extern Dyadic_T Game_left_stop(Game_T g);
extern Dyadic_T Game_right_stop(Game_T g);
#endif
