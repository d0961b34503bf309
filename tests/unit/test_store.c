/* Generated from noweb/games/store.nw by notangle: edit the .nw, not this file. */
#line 1752 "noweb/games/store.nw"
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include "game.h"
#include "mem.h"

#line 1773 "noweb/games/store.nw"
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
#line 1801 "noweb/games/store.nw"
/* the bytes the store grew by while n tinies (*games games) were compared
   in every order, which made no game */
static size_t tinies_compared(int n, size_t *games)
{
    Game_store_free();
    Game_T *t = ALLOC((size_t)n * sizeof *t);
    for (int k = 0; k < n; k++)
        t[k] = Game_tiny(Game_integer(k + 1));
    size_t bytes = Game_store_bytes();
    *games = Game_store_count();
    bool all = true;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            all = all && Game_le(t[a], t[b]) == (a >= b);
    CU_ASSERT(all);
    CU_ASSERT_EQUAL(Game_store_count(), *games);
    FREE(t);
    return Game_store_bytes() - bytes;
}

static void test_le_grows(void)
{
    size_t games, grown = tinies_compared(300, &games);
    CU_ASSERT(games * 8 < ((size_t)1 << 14));
    CU_ASSERT(grown >= ((size_t)1 << 14) * 8);
}
#line 1834 "noweb/games/store.nw"
static void test_le_heavy(void)
{
    size_t games;
    CU_ASSERT(tinies_compared(2000, &games) >= ((size_t)1 << 19) * 8);
}
#line 1847 "noweb/games/store.nw"
typedef struct { Game_T a, b; int op; } Big_op;

static void big_op(void *closure)
{
    Big_op *o = closure;
    if (o->op == 0)
        Game_make(&o->a, 1, &o->b, 1);
    else if (o->op == 1)
        Game_neg(o->a);
    else
        Game_add(o->a, o->b);
}

static void test_big_limits(void)
{
    Dyadic_T one = Dyadic_int(1), big = Dyadic_shift(one, 70), e70 = Dyadic_make(1, 70);
    Dyadic_T q1 = Dyadic_make(1, 2), q2 = Dyadic_make(1, 1), q5 = Dyadic_make(5, 3);
    Dyadic_T a = Dyadic_add(big, q1), b = Dyadic_add(big, q2), t = Dyadic_add(big, q5);
    Big_op o[3] = { { Game_number(a), Game_number(b), 0 },
                    { Game_number(t), 0, 1 }, { Game_number(big), Game_number(e70), 2 } };
    for (int i = 0; i < 3; i++)
        CU_ASSERT_EQUAL(Game_protect((Game_Limits){ Game_store_count(), 0 }, big_op, &o[i]),
                        GAME_LIMIT_GAMES);
    Game_T m = Game_make(&o[0].a, 1, &o[0].b, 1);
    CU_ASSERT(Game_is_number(m) && Game_compare(o[0].a, m) == GAME_LESS
              && Game_compare(m, o[0].b) == GAME_LESS);
    Dyadic_T *all[] = { &one, &big, &e70, &q1, &q2, &q5, &a, &b, &t };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        Dyadic_clear(all[i]);
}
#line 1886 "noweb/games/store.nw"
static void sum_switches(void *from)
{
    Game_T s = Game_zero();
    for (int64_t k = *(int64_t *)from; k <= *(int64_t *)from + 18; k++)
        s = Game_add(s, Game_switch(Game_integer(k)));
}

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
#line 1938 "noweb/games/store.nw"
enum { GROW_UPTO = 600 };

static void make_and_negate(void *closure)
{
    int64_t *k = closure;
    for (*k = 1; *k <= GROW_UPTO; (*k)++) {
        Game_T g = G1(Game_integer(*k), Game_zero());
        CU_ASSERT_EQUAL(Game_neg(Game_integer(*k)), Game_integer(-*k));
        CU_ASSERT_EQUAL(Game_neg(g), G1(Game_zero(), Game_integer(-*k)));
    }
}

static void test_limit_while_growing(void)
{
    Game_Status st = GAME_LIMIT_BYTES;
    size_t rounds = 0;
    for (size_t d = 0; st != GAME_DONE && d < ((size_t)64 << 20); d += 1024, rounds++) {
        Game_store_free();
        int64_t reached = 0;
        st = Game_protect((Game_Limits){ 0, Game_store_bytes() + d }, make_and_negate,
                          &reached);
        CU_ASSERT(st == GAME_DONE || st == GAME_LIMIT_BYTES);
        CU_ASSERT_FALSE(Game_protected());
        int64_t k;
        make_and_negate(&k);
        for (k = 1; k <= GROW_UPTO; k += 7) {
            Game_T g = G1(Game_integer(k), Game_zero());
            CU_ASSERT_EQUAL(Game_neg(Game_neg(g)), g);
            CU_ASSERT_EQUAL(Game_sub(g, g), Game_zero());
            CU_ASSERT_EQUAL(Game_add(g, Game_neg(g)), Game_zero());
        }
    }
    CU_ASSERT_EQUAL(st, GAME_DONE);
    CU_ASSERT(rounds > 40);             /* the bounds did pass through the growth */
}
#line 1981 "noweb/games/store.nw"
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
#line 2012 "noweb/games/store.nw"
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
#line 2061 "noweb/games/store.nw"
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
#line 2097 "noweb/games/store.nw"
static void test_epoch(void)
{
    uint64_t e = Game_store_epoch();
    (void)Game_switch(Game_integer(5));
    CU_ASSERT_EQUAL(Game_store_epoch(), e);
    Game_store_free();
    CU_ASSERT_NOT_EQUAL(Game_store_epoch(), e);
    CU_ASSERT_EQUAL(Game_add(Game_star(), Game_star()), Game_zero());
}

#line 1761 "noweb/games/store.nw"
int test_store_suite(void);
int test_store_suite(void)
{
    CU_pSuite s = CU_add_suite("store", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    
#line 2109 "noweb/games/store.nw"
if (CU_add_test(s, "a limit while a big number is made",
                test_big_limits) == NULL
    || CU_add_test(s, "limits", test_limits) == NULL
    || CU_add_test(s, "a limit while the store grows", test_limit_while_growing) == NULL
    || CU_add_test(s, "the bounds in force", test_bounds_in_force) == NULL
    || CU_add_test(s, "nested protected calls", test_nested) == NULL
    || CU_add_test(s, "the stack watch", test_stack_watch) == NULL
    || CU_add_test(s, "the store's epoch", test_epoch) == NULL
    || CU_add_test(s, "the comparison cache grows on its misses", test_le_grows) == NULL
    || CU_add_test(s, "heavy comparisons grow it past its light cap", test_le_heavy) == NULL)
    return CU_get_error();
#line 1768 "noweb/games/store.nw"
    return 0;
}
