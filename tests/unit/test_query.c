/* Generated from noweb/games/query.nw by notangle: edit the .nw, not this file. */
#line 476 "noweb/games/query.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include "game.h"

#line 500 "noweb/games/query.nw"
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

static Game_T nus(int64_t a, int32_t e, int64_t ups, uint32_t nim)
{
    Dyadic_T x = Dyadic_make(a, e);
    Game_T g = Game_nus(x, ups, nim);
    Dyadic_clear(&x);
    return g;
}
#line 539 "noweb/games/query.nw"
static void test_tiny(void)
{
    Game_T t2 = Game_tiny(Game_integer(2)), t3 = Game_tiny(Game_integer(3));
    CU_ASSERT_EQUAL(Game_outcome(t2), GAME_OUTCOME_L);
    CU_ASSERT(Game_is_infinitesimal(t2));
    CU_ASSERT(!Game_is_all_small(t2));
    CU_ASSERT_EQUAL(Game_compare(t2, Game_up()), GAME_LESS);
    CU_ASSERT_EQUAL(Game_compare(t2, num(1, 20)), GAME_LESS);
    CU_ASSERT_EQUAL(Game_compare(t3, t2), GAME_LESS);
    CU_ASSERT_EQUAL(Game_miny(Game_integer(2)), Game_neg(t2));
    CU_ASSERT(Game_num_left(t2) == 1 && Game_left(t2, 0) == Game_zero());
    CU_ASSERT_EQUAL(Game_right(t2, 0), G1(Game_zero(), Game_integer(-2)));
    CU_ASSERT_EQUAL(Game_birthday(t2), 4);
    CU_ASSERT(Game_is_all_small(Game_up()) && Game_is_all_small(nus(0, 0, -3, 5)));
    CU_ASSERT(!Game_is_all_small(nus(1, 0, 1, 0)));
    CU_ASSERT(!Game_is_infinitesimal(Game_switch(Game_integer(1))));
    CU_ASSERT(Game_is_infinitesimal(Game_star()) && !Game_is_infinitesimal(num(1, 9)));
    CU_ASSERT_EQUAL(Game_compare(Game_star(), Game_zero()), GAME_CONFUSED);
    CU_ASSERT_EQUAL(Game_compare(Game_up(), Game_star()), GAME_CONFUSED);
    CU_ASSERT_EQUAL(Game_compare(nus(0, 0, 2, 1), Game_zero()), GAME_GREATER);
    /* stops too fine to pack (2^-70) take the recursive path of le */
    Game_T e = num(1, 70), pm1 = Game_switch(Game_integer(1));
    Game_T pe = Game_add(e, pm1);
    CU_ASSERT_EQUAL(Game_compare(t2, e), GAME_LESS);
    CU_ASSERT_EQUAL(Game_compare(pe, pm1), GAME_GREATER);          /* differ by e > 0 */
    CU_ASSERT_EQUAL(Game_compare(Game_add(Game_switch(e), Game_up()), Game_up()),
                    GAME_CONFUSED);                                 /* differ by +-e */
    CU_ASSERT_EQUAL(Game_sub(pe, pm1), e);
}
#line 573 "noweb/games/query.nw"
static void test_example_tiny(void)
{
    
#line 29 "noweb/games/query.nw"
Game_T g = Game_tiny(Game_integer(2));      /* {0 || 0 | -2} */
Dyadic_T l = Game_left_stop(g);             /* 0: g is infinitesimal */
assert(Game_is_infinitesimal(g) && Game_birthday(g) == 4);
assert(Dyadic_is_zero(l));
#line 576 "noweb/games/query.nw"
    Dyadic_clear(&l);
}

#line 485 "noweb/games/query.nw"
int test_query_suite(void);
int test_query_suite(void)
{
    CU_pSuite s = CU_add_suite("query", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    if (CU_add_test(s, "tiny and miny", test_tiny) == NULL
        || CU_add_test(s, "example: the stops and birthday of tiny-two",
                       test_example_tiny) == NULL)
        return CU_get_error();
    return 0;
}
