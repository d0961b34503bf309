/* Generated from noweb/games/gamevec.nw by notangle: edit the .nw, not this file. */
#line 149 "noweb/games/gamevec.nw"
#include <CUnit/CUnit.h>
#include <stdlib.h>
#include "gamevec.h"

int test_gamevec_suite(void);

static void test_example(void)
{
    
#line 22 "noweb/games/gamevec.nw"
Gamevec_Pool pool = { 0 };
Gamevec l = { 0 }, r = { 0 };
Gamevec_push(&pool, &l, Game_zero());
Game_T one = Gamevec_make(&pool, &l, &r);             /* {0|} = 1 */
Gamevec_pool_release(&pool);
#line 158 "noweb/games/gamevec.nw"
    CU_ASSERT_EQUAL(one, Game_integer(1));
}

static void test_pool(void)
{
    Gamevec_Pool pool = { 0 };
    Gamevec a = { 0 }, b = { 0 }, c = { 0 };
    for (int i = 0; i < 100; i++) {
        Gamevec_push(&pool, &a, Game_integer(i));
        Gamevec_push(&pool, &b, Game_nimber((uint32_t)i));
    }
    Gamevec_push(&pool, &c, Game_star());
    CU_ASSERT_EQUAL(pool.n, 3);
    CU_ASSERT_EQUAL(a.n, 100);
    CU_ASSERT_EQUAL(b.a[99], Game_nimber(99));
    Game_T *mine = Gamevec_detach(&pool, &c);
    CU_ASSERT_EQUAL(pool.n, 2);
    CU_ASSERT_EQUAL(mine[0], Game_star());
    free(mine);
    Gamevec_free(&pool, &a);
    CU_ASSERT_EQUAL(pool.n, 1);
    Gamevec_pool_release(&pool);            /* b, as an abandoned call leaves it */
    CU_ASSERT_EQUAL(pool.n, 0);
    CU_ASSERT_PTR_NULL(pool.live);
}

static int gamevec_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_gamevec_suite(void)
{
    CU_pSuite s = CU_add_suite("gamevec", NULL, gamevec_cleanup);
    if (s == NULL || !CU_add_test(s, "example of use", test_example)
        || !CU_add_test(s, "the pool", test_pool))
        return CU_get_error();
    return 0;
}
