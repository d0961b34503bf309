/* Generated from noweb/tools/enumerate.nw by notangle: edit the .nw, not this file. */
#line 433 "noweb/tools/enumerate.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "enumerate.h"
#include "game.h"
#include "mem.h"

#line 448 "noweb/tools/enumerate.nw"
static bool connected(const Enumerate_Shape *s)
{
    int seen[ENUMERATE_MAX_CELLS] = { 1 }, grew = 1;
    while (grew) {
        grew = 0;
        for (int i = 0; i < s->cells; i++)
            for (int j = 0; j < s->cells; j++)
                if (seen[i] && !seen[j]) {
                    int d = abs(s->cell[i] - s->cell[j]);
                    if (d == 16 || (d == 1 && s->cell[i] / 16 == s->cell[j] / 16))
                        seen[j] = grew = 1;
                }
    }
    for (int i = 0; i < s->cells; i++)
        if (!seen[i])
            return false;
    return true;
}

static void test_polyominoes(void)
{
    static const size_t free_count[11] = { 0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655 };
    Enumerate_Shape *s;
    size_t n = Enumerate_polyominoes(10, &s), by_size[11] = { 0 };
    for (size_t i = 0; i < n; i++) {
        by_size[s[i].cells]++;
        CU_ASSERT(connected(&s[i]));
        for (int t = 1; t < 8; t++) {
            Enumerate_Shape u = Enumerate_transform(&s[i], t);
            CU_ASSERT(memcmp(s[i].cell, u.cell, (size_t)s[i].cells) <= 0);
        }
    }
    for (int k = 1; k <= 10; k++)
        CU_ASSERT_EQUAL(by_size[k], free_count[k]);
    size_t distinct = 0;
    for (size_t i = 0; i < n && s[i].cells <= 6; i++, distinct++)
        for (size_t j = 0; j < i; j++)
            for (int t = 0; t < 8; t++) {
                Enumerate_Shape u = Enumerate_transform(&s[j], t);
                CU_ASSERT(u.cells != s[i].cells || memcmp(u.cell, s[i].cell, (size_t)u.cells) != 0);
            }
    CU_ASSERT_EQUAL(distinct, 56);
    free(s);
}
#line 500 "noweb/tools/enumerate.nw"
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
    if (!s || !CU_add_test(s, "free polyominoes", test_polyominoes)
           || !CU_add_test(s, "dictionary and statistics", test_dictionary))
        return CU_get_error();
    return 0;
}
