/* Generated from noweb/rulesets/cutcake.nw by notangle: edit the .nw, not this file. */
#line 175 "noweb/rulesets/cutcake.nw"
#include <stdio.h>
#include <CUnit/CUnit.h>
#include "cutcake.h"
#include "game.h"

static int64_t rule(int64_t w, int64_t h)
{
    int64_t a = w >= h ? w : h, b = w >= h ? h : w, p = 1;
    while (2 * p <= b)
        p *= 2;
    return (w >= h ? 1 : -1) * (a / p - 1);
}

static Game_T value(Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(Cutcake_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v), GAME_DONE);
    Position_list_free(&l);
    return v;
}

static void test_winning_ways(void)
{
    Position_Eval *e = Position_eval_new(&Cutcake_ruleset);
    char s[32];
    for (int w = 1; w <= 12; w++)
        for (int h = 1; h <= 12; h++) {
            snprintf(s, sizeof s, "%dx%d", w, h);
            CU_ASSERT_EQUAL(value(e, s), Game_integer(rule(w, h)));
        }
    CU_ASSERT_EQUAL(value(e, "4x1 + 2x3 + 3x5"),
                    Game_integer(rule(4, 1) + rule(2, 3) + rule(3, 5)));
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Cutcake_ruleset.parse(NULL, "4x", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Cutcake_ruleset.parse(NULL, "4x1 - 2x3", &l, &err));
    CU_ASSERT_EQUAL(err.column, 5);
    Position_list_free(&l);
    Position_eval_free(&e);
}

/* The scratch of a deep search counts against the byte bound: a strip
   3000 wide is searched 3000 levels deep with up to 3000 options at each
   (hundreds of megabytes of lists, which no bound saw before they were
   counted), and a bound of 8 MB stops it with the status of the bytes. */
static void test_deep_search_bounded(void)
{
    Position_Eval *e = Position_eval_new(&Cutcake_ruleset);
    Position_eval_set_limits(e, (Game_Limits){ .max_bytes = Game_store_bytes() + (8 << 20) });
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Cutcake_ruleset.parse(NULL, "3000x3", &l, &err));
    Game_T v;
    CU_ASSERT_EQUAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v), GAME_LIMIT_BYTES);
    Position_list_free(&l);
    Position_eval_free(&e);
}

int test_cutcake_suite(void)
{
    CU_pSuite s = CU_add_suite("cutcake", NULL, NULL);
    if (!s || !CU_add_test(s, "Winning Ways' values", test_winning_ways)
        || !CU_add_test(s, "a deep search within the byte bound", test_deep_search_bounded))
        return CU_get_error();
    return 0;
}
