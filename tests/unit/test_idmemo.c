/* Generated from noweb/games/idmemo.nw by notangle: edit the .nw, not this file. */
#line 131 "noweb/games/idmemo.nw"
#include <CUnit/CUnit.h>
#include "idmemo.h"

int test_idmemo_suite(void);

static void test_example(void)
{
    Game_T g = Game_up(), h = Game_up();
    
#line 22 "noweb/games/idmemo.nw"
Idmemo m = { 0 };
uint64_t v;
if (!Idmemo_get(&m, 1, g, h, &v))
    v = Idmemo_put(&m, 1, g, h, Game_add(g, h));   /* computed once */
Idmemo_clear(&m);
#line 140 "noweb/games/idmemo.nw"
    CU_ASSERT_EQUAL(v, Game_add(Game_up(), Game_up()));
    CU_ASSERT_EQUAL(m.n, 0);
}

static void test_keys(void)
{
    Idmemo m = { 0 };
    uint64_t v = 0;
    Idmemo_put(&m, 4, 1, 2, 40);
    Idmemo_put(&m, 0, 1, 2, 7);
    Idmemo_put(&m, 1, 0x80000001u, 2, 11);
    Idmemo_put(&m, 1, 1, 0x80000002u, 13);
    CU_ASSERT_TRUE(Idmemo_get(&m, 4, 1, 2, &v) && v == 40);
    CU_ASSERT_TRUE(Idmemo_get(&m, 0, 1, 2, &v) && v == 7);
    CU_ASSERT_TRUE(Idmemo_get(&m, 1, 0x80000001u, 2, &v) && v == 11);
    CU_ASSERT_TRUE(Idmemo_get(&m, 1, 1, 0x80000002u, &v) && v == 13);
    CU_ASSERT_FALSE(Idmemo_get(&m, 1, 1, 2, &v));
    for (uint32_t i = 0; i < 10000; i++)
        Idmemo_put(&m, 2, i, i + 1, i);
    CU_ASSERT_EQUAL(m.n, 10004);
    bool all = true;
    for (uint32_t i = 0; i < 10000; i++)
        all = all && Idmemo_get(&m, 2, i, i + 1, &v) && v == i;
    CU_ASSERT_TRUE(all);
    Idmemo_put(&m, 2, 5, 6, 99);                   /* replaces */
    CU_ASSERT_TRUE(Idmemo_get(&m, 2, 5, 6, &v) && v == 99);
    CU_ASSERT_EQUAL(m.n, 10004);
    Idmemo_clear(&m);
    CU_ASSERT_FALSE(Idmemo_get(&m, 2, 5, 6, &v));
}

static int idmemo_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_idmemo_suite(void)
{
    CU_pSuite s = CU_add_suite("idmemo", NULL, idmemo_cleanup);
    if (s == NULL || !CU_add_test(s, "example of use", test_example)
        || !CU_add_test(s, "whole keys, growth", test_keys))
        return CU_get_error();
    return 0;
}
