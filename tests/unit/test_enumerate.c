/* Generated from noweb/tools/enumerate.nw by notangle: edit the .nw, not this file. */
#line 275 "noweb/tools/enumerate.nw"
#include "grid.h"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "enumerate.h"
#include "game.h"
#include "mem.h"

#line 292 "noweb/tools/enumerate.nw"
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

static Game_T value_of(const Grid_Shape *p)     /* a stand-in: the cell count */
{
    return Game_integer(p->cells);
}

static void test_example_dictionary(void)
{
    Game_T values[64];
    size_t order[64];
    
#line 22 "noweb/tools/enumerate.nw"
Grid_Shape *s;  size_t n = Grid_polyominoes(6, &s);   /* 56 shapes */
for (size_t i = 0; i < n; i++) values[i] = value_of(&s[i]);
Enumerate_Group *g;  size_t ng = Enumerate_dictionary(values, n, order, &g);
#line 330 "noweb/tools/enumerate.nw"
    size_t total = 0;
    for (size_t k = 0; k < ng; k++)
        total += g[k].count;
    CU_ASSERT(n == 56 && ng == 6 && total == 56);   /* 1, 1, 2, 5, 12, 35 */
    FREE(g);
    FREE(s);
}

int test_enumerate_suite(void)
{
    CU_pSuite s = CU_add_suite("enumerate", NULL, NULL);
    if (!s || !CU_add_test(s, "dictionary and statistics", test_dictionary)
           || !CU_add_test(s, "example: a dictionary of 56 shapes",
                              test_example_dictionary))
        return CU_get_error();
    return 0;
}
