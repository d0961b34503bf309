/* Generated from noweb/games/protect.nw by notangle: edit the .nw, not this file. */
#line 353 "noweb/games/protect.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include "game.h"

#line 374 "noweb/games/protect.nw"
static int suite_cleanup(void)
{
    Game_store_free();
    return 0;
}

static Game_T G1(Game_T l, Game_T r)                    /* {l | r} */
{
    return Game_make(&l, 1, &r, 1);
}

static Game_T num(int64_t a, int32_t e)                 /* a / 2^e */
{
    Dyadic_T x = Dyadic_make(a, e);
    Game_T g = Game_number(x);
    Dyadic_clear(&x);
    return g;
}
#line 402 "noweb/games/protect.nw"
struct Work { int64_t from; Game_T sum; };

static void compute(void *closure)
{
    struct Work *w = closure;
    w->sum = Game_zero();
    for (int64_t k = w->from; k <= w->from + 18; k++)
        w->sum = Game_add(w->sum, Game_switch(Game_integer(k)));
}
#line 440 "noweb/games/protect.nw"
static void sum_switches(void *from)
{
    Game_T s = Game_zero();
    for (int64_t k = *(int64_t *)from; k <= *(int64_t *)from + 18; k++)
        s = Game_add(s, Game_switch(Game_integer(k)));
}
#line 414 "noweb/games/protect.nw"
static void test_example_bounded(void)
{
    uint64_t epoch = Game_store_epoch();
    
#line 26 "noweb/games/protect.nw"
struct Work w = { .from = 100 };
Game_Limits lim = { .max_games = 1000000 };
if (Game_protect(lim, compute, &w) != GAME_DONE)
    w.sum = Game_zero();    /* a bound stopped compute; ids made stay valid */
Game_store_free();          /* every id is invalid; the epoch moves on */
#line 418 "noweb/games/protect.nw"
    CU_ASSERT_NOT_EQUAL(Game_store_epoch(), epoch);
    CU_ASSERT_NOT_EQUAL(w.sum, Game_zero());        /* it completed */
}

static void test_example_outcome(void)
{
    
#line 92 "noweb/games/protect.nw"
struct Work w = { .from = 100 };
switch (Game_protect((Game_Limits){ .max_games = 1000000 }, compute, &w)) {
case GAME_DONE:         break;                      /* w.sum is the sum */
case GAME_LIMIT_GAMES:  w.sum = Game_zero(); break; /* more games than that */
default:                w.sum = Game_star(); break; /* another bound */
}
#line 425 "noweb/games/protect.nw"
    CU_ASSERT_EQUAL(Game_num_left(w.sum), 1);
    Game_T others = Game_zero();
    for (int64_t k = 100; k <= 117; k++)
        others = Game_add(others, Game_switch(Game_integer(k)));
    CU_ASSERT_EQUAL(Game_left(w.sum, 0), Game_add(Game_integer(118), others));
}
#line 449 "noweb/games/protect.nw"
static void test_limits(void)
{
    Game_T pm3 = Game_switch(Game_integer(3));
    Game_T half = num(1, 1);
    size_t before = Game_store_count();
    int64_t from = 100;
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ before + 50, 0 }, sum_switches, &from),
                    GAME_LIMIT_GAMES);
    CU_ASSERT(Game_store_count() <= before + 50);
    CU_ASSERT_FALSE(Game_protected());
    from = 200;
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0, Game_store_bytes() + 1000 },
                                 sum_switches, &from), GAME_LIMIT_BYTES);
    Game_hold(1 << 30);
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0, Game_store_bytes() + (1 << 29) },
                                 sum_switches, &from), GAME_LIMIT_BYTES);
    Game_hold(-(1 << 30));
    CU_ASSERT_EQUAL(Game_add(pm3, pm3), Game_zero());
    CU_ASSERT_EQUAL(Game_add(half, half), Game_integer(1));
    from = 100;
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0, 0 }, sum_switches, &from), GAME_DONE);
    Game_T s = Game_zero();
    for (int64_t k = 100; k <= 118; k++)
        s = Game_add(s, Game_switch(Game_integer(k)));
    CU_ASSERT_EQUAL(Game_num_left(s), 1);
    CU_ASSERT_EQUAL(Game_sub(s, s), Game_zero());
    CU_ASSERT(Game_store_bytes() > Game_store_count() * 16);
}
#line 486 "noweb/games/protect.nw"
static void deep_sum(void *closure)
{
    Game_T *g = closure;
    Dyadic_T z = Dyadic_int(0);
    Game_T up = Game_nus(z, 1000000, 0);
    Dyadic_clear(&z);
    Game_T L[] = { G1(Game_integer(3), Game_integer(1)), Game_integer(2) };
    Game_T R[] = { Game_integer(-1) };
    *g = Game_add(Game_make(L, 2, R, 1), up);
}

static void test_stack_watch(void)
{
    Game_T g = Game_zero();
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0, 0 }, deep_sum, &g), GAME_LIMIT_DEPTH);
    CU_ASSERT_FALSE(Game_protected());
    Game_stack_check();                          /* outside a protected call: nothing */
    CU_ASSERT_EQUAL(Game_add(Game_up(), Game_down()), Game_zero());
    CU_ASSERT_EQUAL(Game_sub(Game_switch(Game_integer(2)), Game_switch(Game_integer(2))),
                    Game_zero());
}
#line 517 "noweb/games/protect.nw"
typedef struct Nest {
    Game_Status inner1, inner2;
    bool outer_went_on;
    size_t inner_bound;
} Nest;

static void nest_inner(void *c)
{
    (void)c;
    Game_T s = Game_zero();
    for (int64_t k = 300; k <= 330; k++)
        s = Game_add(s, Game_switch(Game_integer(k)));
}

static void nest_outer(void *c)
{
    Nest *n = c;
    n->inner1 = Game_protect((Game_Limits){ Game_store_count() + 20, 0 }, nest_inner, NULL);
    int64_t from = 400;
    sum_switches(&from);                        /* no bound here: completes */
    n->outer_went_on = true;
    n->inner2 = Game_protect((Game_Limits){ 0, 0 }, nest_inner, NULL);
    Game_raise(GAME_LIMIT_RAISED);
    n->outer_went_on = false;                   /* not reached */
}

static void test_nested(void)
{
    Nest n = { GAME_DONE, GAME_DONE, false, 0 };
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0, 0 }, nest_outer, &n), GAME_LIMIT_RAISED);
    CU_ASSERT_EQUAL(n.inner1, GAME_LIMIT_GAMES);
    CU_ASSERT_TRUE(n.outer_went_on);
    CU_ASSERT_EQUAL(n.inner2, GAME_DONE);
    CU_ASSERT_FALSE(Game_protected());
    /* the tighter bound of an enclosing call holds inside an inner call
       (in a fresh store, so that every sum makes new games) */
    Game_store_free();
    Game_Status st = Game_protect((Game_Limits){ Game_store_count() + 10, 0 },
                                  nest_outer, &n);
    CU_ASSERT_EQUAL(st, GAME_LIMIT_GAMES);      /* the outer body's own sum stops it */
    CU_ASSERT_EQUAL(n.inner1, GAME_LIMIT_GAMES);
}
#line 566 "noweb/games/protect.nw"
typedef struct Bounds { Game_Limits outer, inner, after; } Bounds;

static void bounds_inner(void *c)
{
    ((Bounds *)c)->inner = Game_limits();
}

static void bounds_outer(void *c)
{
    Bounds *b = c;
    b->outer = Game_limits();
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ .max_games = 50, .max_bytes = 1 << 30,
                                                .max_positions = 7 }, bounds_inner, b),
                    GAME_DONE);
    b->after = Game_limits();
}

static void test_bounds_in_force(void)
{
    Game_Limits none = Game_limits();
    CU_ASSERT(none.max_games == 0 && none.max_bytes == 0 && none.max_positions == 0);
    Bounds b;
    Game_Limits lim = { .max_games = 100, .max_positions = 5 };
    CU_ASSERT_EQUAL(Game_protect(lim, bounds_outer, &b), GAME_DONE);
    CU_ASSERT(b.outer.max_games == 100 && b.outer.max_bytes == 0
              && b.outer.max_positions == 5);
    CU_ASSERT(b.inner.max_games == 50 && b.inner.max_bytes == (size_t)1 << 30
              && b.inner.max_positions == 5);
    CU_ASSERT(b.after.max_games == 100 && b.after.max_bytes == 0
              && b.after.max_positions == 5);
    CU_ASSERT_EQUAL(Game_limits().max_games, 0);
}

#line 362 "noweb/games/protect.nw"
int test_protect_suite(void);
int test_protect_suite(void)
{
    CU_pSuite s = CU_add_suite("protect", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    
#line 601 "noweb/games/protect.nw"
if (CU_add_test(s, "limits", test_limits) == NULL
    || CU_add_test(s, "the bounds in force", test_bounds_in_force) == NULL
    || CU_add_test(s, "nested protected calls", test_nested) == NULL
    || CU_add_test(s, "the stack watch", test_stack_watch) == NULL
    || CU_add_test(s, "example: a bounded computation", test_example_bounded) == NULL
    || CU_add_test(s, "example: the outcome of a bounded computation",
                   test_example_outcome) == NULL)
    return CU_get_error();
#line 369 "noweb/games/protect.nw"
    return 0;
}
