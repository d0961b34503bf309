/* Generated from noweb/games/protect.nw by notangle: edit the .nw, not this file. */
#ifndef PROTECT_INCLUDED
#define PROTECT_INCLUDED
#include <stdbool.h>
#include <stddef.h>

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
/* Runs body(closure) within lim (tightened by the enclosing call's); returns
   GAME_DONE, or the limit that abandoned it. */
extern Game_Status Game_protect(Game_Limits lim, Game_Body *body, void *closure);
extern Game_Limits Game_limits(void);           /* bounds in force, or zeros */
extern void        Game_raise(Game_Status why); /* stops the innermost call */
extern bool        Game_protected(void);        /* inside a protected call? */
extern void        Game_hold(ptrdiff_t bytes);  /* bytes held outside */
extern void        Game_stack_check(void);   /* stops a too deep recursion */
extern size_t      Game_stack_size(void);    /* the stack a thread should get */
extern void        Game_charge(size_t bytes); /* would bytes more pass? stop */
#ifdef STORE_REPRESENTATION
#include "interrupt.h"
#define DEEP()                                                              \
    ((size_t)(T.stack_base - (char *)__builtin_frame_address(0)) > T.stack_room)
#define WATCH()                                                             \
    do {                                                                    \
        if (T.guard != NULL && (Interrupt_signal || DEEP()))                \
            Game_raise(Interrupt_signal ? GAME_LIMIT_SIGNAL                 \
                                        : GAME_LIMIT_DEPTH);               \
    } while (0)
#endif
#endif
