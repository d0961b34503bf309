/* Generated from noweb/tools/enumerate.nw by notangle: edit the .nw, not this file. */
#line 275 "noweb/tools/enumerate.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "enumerate.h"
#include "game.h"
#include "mem.h"

#line 291 "noweb/tools/enumerate.nw"
static void test_dictionary(void)
{
    Game_T v[6] = { Game_integer(1), Game_star(), Game_integer(1), Game_integer(-1),
                    Game_star(), Game_zero() };
    size_t order[6];
    Enumerate_Group *g;
    size_t ng = Enumerate_dictionary(v, 6, order, &g);
    CU_ASSERT_EQUAL_FATAL(ng, 4);
    CU_ASSERT_EQUAL(g[0].value, Game_integer(-1));
    CU_ASSERT_EQUAL(g[1].value, Game_zero());
    CU_ASSERT_EQUAL(g[2].value, Game_star());
    CU_ASSERT_EQUAL(g[3].value, Game_integer(1));
    CU_ASSERT(g[2].count == 2 && order[g[2].first] == 1 && order[g[2].first + 1] == 4);
    CU_ASSERT(g[3].count == 2 && order[g[3].first] == 0 && order[g[3].first + 1] == 2);
    free(g);
    Enumerate_Stats st = Enumerate_stats(v, 6);
    CU_ASSERT(st.positions == 6 && st.distinct == 4 && st.numbers == 3);
    CU_ASSERT(st.nimbers == 1 && st.infinitesimals == 1 && st.tinies == 0);
    Game_T tiny2 = Game_tiny(Game_integer(2));
    CU_ASSERT_TRUE(Enumerate_is_tiny(tiny2));
    CU_ASSERT_TRUE(Enumerate_is_tiny(Game_neg(tiny2)));
    CU_ASSERT_FALSE(Enumerate_is_tiny(Game_up()));
    CU_ASSERT_FALSE(Enumerate_is_tiny(Game_switch(Game_integer(1))));
    CU_ASSERT_TRUE(Enumerate_prefer_negative(Game_integer(-1)));
    CU_ASSERT_FALSE(Enumerate_prefer_negative(Game_switch(Game_integer(1))));
    CU_ASSERT_TRUE(Enumerate_prefer_negative(Game_down()));
}

int test_enumerate_suite(void)
{
    CU_pSuite s = CU_add_suite("enumerate", NULL, NULL);
    if (!s || !CU_add_test(s, "dictionary and statistics", test_dictionary))
        return CU_get_error();
    return 0;
}
