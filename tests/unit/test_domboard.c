/* Generated from noweb/rulesets/domboard.nw by notangle: edit the .nw, not this file. */
#line 282 "noweb/rulesets/domboard.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "domboard.h"
#include "dyadic.h"
#include "game.h"
#include "thermo.h"

#line 308 "noweb/rulesets/domboard.nw"
static void test_zigzag_means(void)
{
    Game_T zz[41];
    zz[0] = Game_zero();
    for (size_t n = 1; n <= 40; n++)
        zz[n] = Domineering_zigzag_next(zz, n);
    for (int k = 1; k <= 10; k++) {
        Game_T g = zz[4 * k];
        Dyadic_T m = Thermo_mean(g), one = Dyadic_int(1), eps = Dyadic_make(1, k);
        Dyadic_T want = Dyadic_sub(one, eps);
        CU_ASSERT(Dyadic_eq(m, want));
        Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
        CU_ASSERT(Dyadic_eq(l, one));
        CU_ASSERT(Dyadic_is_zero(r));
        Game_Order o = Game_compare(g, Game_integer(1));
        CU_ASSERT(o == (k == 2 || k == 3 ? GAME_LESS : GAME_CONFUSED));
        CU_ASSERT_EQUAL(Game_compare(g, Game_zero()), GAME_CONFUSED);
        CU_ASSERT_EQUAL(Game_compare(g, Game_number(Dyadic_make(-1, 10))), GAME_GREATER);
        Dyadic_clear(&m); Dyadic_clear(&one); Dyadic_clear(&eps); Dyadic_clear(&want);
        Dyadic_clear(&l); Dyadic_clear(&r);
    }
    Thermo_cache_free();
}
#line 336 "noweb/rulesets/domboard.nw"
static void test_parse(void)
{
    Domineering_Board a, b;
    Perr_T err;
    CU_ASSERT_TRUE(Domineering_parse("2x3", &a, &err));
    CU_ASSERT_TRUE(Domineering_parse(".../...", &b, &err));
    CU_ASSERT(a.rows == 2 && a.cols == 3 && a.row[0] == 7 && a.row[1] == 7);
    CU_ASSERT(memcmp(&a, &b, sizeof a) == 0);
    CU_ASSERT_TRUE(Domineering_parse("..#|...", &a, &err));
    CU_ASSERT(a.row[0] == 3 && a.row[1] == 7);
    char *s = Domineering_str(&a);
    CU_ASSERT_STRING_EQUAL(s, "..#|...");
    free(s);
    static const struct { const char *in; size_t column; } bad[] = {
        { "", 1 }, { "..|.", 5 }, { "..x", 3 }, { "0x3", 1 }, { "65x1", 1 },
        { "3x", 3 }, { "..||..", 4 }, { "3y4", 2 }
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CU_ASSERT_FALSE(Domineering_parse(bad[i].in, &a, &err));
        CU_ASSERT_EQUAL(err.column, bad[i].column);
    }
    Domineering_Board z = Domineering_zigzag_board(4);
    s = Domineering_str(&z);
    CU_ASSERT_STRING_EQUAL(s, "#.|..|.#");
    free(s);
}


/* the example of the introduction */
static void test_example_board(void)
{
    
#line 22 "noweb/rulesets/domboard.nw"
Domineering_Board b;  Perr_T err;
if (Domineering_parse("..#|...", &b, &err)) {
    char *s = Domineering_str(&b);
    assert(strcmp(s, "..#|...") == 0);
    free(s);
    Domineering_Board t = Domineering_turn(&b);    /* 3 rows of 2 */
    s = Domineering_str(&t);
    assert(strcmp(s, "..|..|.#") == 0);
    free(s);
} else
    assert(!"..#|... is a board");
#line 368 "noweb/rulesets/domboard.nw"
}

int test_domboard_suite(void)
{
    CU_pSuite s = CU_add_suite("domboard", NULL, NULL);
    if (!s || !CU_add_test(s, "zig-zags: the mean of ZZ_4n is 1 - 1/2^n", test_zigzag_means)
           || !CU_add_test(s, "board notation", test_parse)
           || !CU_add_test(s, "the example: a board read, written, turned",
                           test_example_board))
        return CU_get_error();
    return 0;
}
