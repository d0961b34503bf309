/* Generated from noweb/games/protect.nw by notangle: edit the .nw, not this file. */
#line 183 "noweb/games/protect.nw"
#define STORE_REPRESENTATION
#include <assert.h>
#include <setjmp.h>
#include <stddef.h>
#include <sys/resource.h>
#include "store.h"
#include "interrupt.h"

#line 209 "noweb/games/protect.nw"
typedef struct Guard {
    jmp_buf env;
    struct Guard *outer;
    Game_Limits lim;            /* the tighter of its own bounds and the enclosing call's */
    size_t sp;                  /* scratch stack height at entry */
    size_t kept;                /* kept numbers at entry */
} Guard;
#line 247 "noweb/games/protect.nw"
static size_t tighter(size_t a, size_t b)
{
    return a - 1 < b - 1 ? a : b;           /* 0 is no bound: it wraps to the largest */
}

static void bounds_of(const Guard *g)
{
    T.max_games = g ? g->lim.max_games : 0;
    T.max_bytes = g ? g->lim.max_bytes : 0;
}

static size_t stack_limit(void)
{
    if (S.life.stack_limit == 0) {
        struct rlimit r;
        size_t cap = (size_t)256 << 20;
        S.life.stack_limit = getrlimit(RLIMIT_STACK, &r) != 0
                             || r.rlim_cur == RLIM_INFINITY || r.rlim_cur > cap
                             ? cap : (size_t)r.rlim_cur;
    }
    return S.life.stack_limit;
}

void Game_charge(size_t bytes)
{
    if (T.guard != NULL && T.max_bytes != 0
        && S.bytes + S.life.held + bytes > T.max_bytes)
        Game_raise(GAME_LIMIT_BYTES);
    if (T.guard != NULL && Interrupt_signal)
        Game_raise(GAME_LIMIT_SIGNAL);
}

void Game_stack_check(void)
{
    WATCH();
}

size_t Game_stack_size(void)
{
    return stack_limit();
}

Game_Status Game_protect(Game_Limits lim, Game_Body *body, void *closure)
{
    assert(body);
    Guard g;
    g.outer = T.guard;
    Game_Limits outer = Game_limits();
    g.lim.max_games = tighter(lim.max_games, outer.max_games);
    g.lim.max_bytes = tighter(lim.max_bytes, outer.max_bytes);
    g.lim.max_positions = tighter(lim.max_positions, outer.max_positions);
    g.sp = T.sp;
    g.kept = T.nkept;
    if (T.guard == NULL) {
        T.stack_base = (char *)__builtin_frame_address(0);
        T.stack_room = stack_limit() / 2;
    }
    T.guard = &g;
    bounds_of(&g);
    T.why = GAME_DONE;
    if (setjmp(g.env) == 0) {
        body(closure);
        T.why = GAME_DONE;
    }
    T.guard = g.outer;
    bounds_of(T.guard);
    return T.why;
}

Game_Limits Game_limits(void)
{
    return T.guard ? T.guard->lim : (Game_Limits){ 0 };
}

void Game_raise(Game_Status reason)
{
    assert(T.guard && "a limit was reached outside Game_protect");
    assert(reason != GAME_DONE && reason != GAME_BAD_INPUT);
    T.why = reason;
    T.sp = T.guard->sp;
    unkeep(T.guard->kept);
    longjmp(T.guard->env, 1);
}

bool Game_protected(void)
{
    return T.guard != NULL;
}

void Game_hold(ptrdiff_t bytes)
{
    assert(bytes >= 0 || (size_t)-bytes <= S.life.held);
    S.life.held += (size_t)bytes;
}
