/* Generated from noweb/games/store.nw by notangle: edit the .nw, not this file. */
#line 1323 "noweb/games/store.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include "game.h"
#include "mem.h"

#line 1345 "noweb/games/store.nw"
static int suite_cleanup(void)
{
    Game_store_free();
    return 0;
}

static Game_T G1(Game_T l, Game_T r)                    /* {l | r} */
{
    return Game_make(&l, 1, &r, 1);
}
#line 1363 "noweb/games/store.nw"
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
#line 1410 "noweb/games/store.nw"
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
#line 1449 "noweb/games/store.nw"
static void test_example_one_id(void)
{
    
#line 47 "noweb/games/store.nw"
Game_T one = Game_integer(1);
Game_T a = Game_make(&one, 1, &one, 1);             /* {1|1} = 1* */
size_t games = Game_store_count();
assert(Game_make(&one, 1, &one, 1) == a && Game_store_count() == games);
Game_store_free();                      /* every id is invalid */
assert(Game_store_count() == 4);        /* 0, *, ^ and v */
#line 1452 "noweb/games/store.nw"
    CU_ASSERT_EQUAL(Game_store_count(), 4);
}
#line 1458 "noweb/games/store.nw"
static void test_epoch(void)
{
    uint64_t e = Game_store_epoch();
    (void)Game_switch(Game_integer(5));
    CU_ASSERT_EQUAL(Game_store_epoch(), e);
    Game_store_free();
    CU_ASSERT_NOT_EQUAL(Game_store_epoch(), e);
    CU_ASSERT_EQUAL(Game_add(Game_star(), Game_star()), Game_zero());
}

#line 1333 "noweb/games/store.nw"
int test_store_suite(void);
int test_store_suite(void)
{
    CU_pSuite s = CU_add_suite("store", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    
#line 1470 "noweb/games/store.nw"
if (CU_add_test(s, "example: equal values share one id", test_example_one_id) == NULL
    || CU_add_test(s, "a limit while a big number is made", test_big_limits) == NULL
    || CU_add_test(s, "a limit while the store grows", test_limit_while_growing) == NULL
    || CU_add_test(s, "the store's epoch", test_epoch) == NULL)
    return CU_get_error();
#line 1340 "noweb/games/store.nw"
    return 0;
}
