/* Generated from noweb/games/ordinal.nw by notangle: edit the .nw, not this file. */
#line 401 "noweb/games/ordinal.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "simplest.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "game.h"
#include "notation.h"
#include "ordinal.h"
#include "mem.h"

#line 420 "noweb/games/ordinal.nw"
static void test_table(void)
{
    static const char *const want[] = { "1/32", "1/16", "1/8", "1/4", "1/2",
                                        "1", "2", "3", "4", "5" };
    for (int x = -5; x <= 4; x++) {
        Dyadic_T xx = Dyadic_int(x), f = Ordinal_one_colon(xx), w, e;
        CU_ASSERT_FATAL(Dyadic_parse(want[x + 5], &w, NULL));
        CU_ASSERT(Dyadic_eq(f, w));
        CU_ASSERT_EQUAL(Ordinal_sum(Game_integer(1), Game_integer(x)), Game_number(w));
        Dyadic_T mx = Dyadic_neg(xx), g = Ordinal_minus_one_colon(mx);
        e = Dyadic_neg(w);
        CU_ASSERT(Dyadic_eq(g, e));
        Dyadic_clear(&xx); Dyadic_clear(&f); Dyadic_clear(&w); Dyadic_clear(&e);
        Dyadic_clear(&mx); Dyadic_clear(&g);
    }
}
#line 443 "noweb/games/ordinal.nw"
static void test_formula(void)
{
    for (int k = -6 * 64; k <= 6 * 64; k++) {
        Dyadic_T x = Dyadic_make(k, 6), a = Ordinal_one_colon(x),
                 b = Ordinal_minus_one_colon(x);
        CU_ASSERT_EQUAL(Ordinal_sum(Game_integer(1), Game_number(x)), Game_number(a));
        CU_ASSERT_EQUAL(Ordinal_sum(Game_integer(-1), Game_number(x)), Game_number(b));
        CU_ASSERT(Dyadic_sign(a) > 0 && Dyadic_sign(b) < 0);
        Dyadic_clear(&x); Dyadic_clear(&a); Dyadic_clear(&b);
    }
    Game_T h = Game_switch(Game_integer(2));
    CU_ASSERT_EQUAL(Ordinal_sum(Game_zero(), h), h);
    CU_ASSERT_EQUAL(Ordinal_sum(h, Game_zero()), h);
    Game_T pm = Game_make((Game_T[]){ Game_integer(-1) }, 1,
                          (Game_T[]){ Game_integer(1) }, 1);
    CU_ASSERT_EQUAL(pm, Game_zero());     /* the form is lost: canonical 0 */
    Dyadic_T zero = Dyadic_int(0);
    CU_ASSERT_EQUAL(Ordinal_sum(Game_star(), Game_integer(1)), Game_nus(zero, 1, 1));
}
#line 470 "noweb/games/ordinal.nw"
static void check_rule(const char *signs, const char *bin, int64_t num, int32_t exp)
{
    Dyadic_T x, y, want = Dyadic_make(num, exp);
    char *b;
    CU_ASSERT_FATAL(Ordinal_berlekamp(signs, &x, &b, NULL));
    CU_ASSERT_STRING_EQUAL(b, bin);
    CU_ASSERT(Dyadic_eq(x, want));
    CU_ASSERT_FATAL(Ordinal_from_signs(signs, &y, NULL));
    CU_ASSERT(Dyadic_eq(y, want));
    free(b);
    Dyadic_clear(&x); Dyadic_clear(&y); Dyadic_clear(&want);
}

static void test_signs(void)
{
    check_rule("+++(+-)", "3.1", 7, 1);
    check_rule("-(-+)-", "-1.11", -7, 2);
    check_rule("+++(+-)+", "3.11", 15, 2);
    check_rule("-(-+)-+", "-1.101", -13, 3);
    check_rule("", "0", 0, 0);
    check_rule("+++", "3", 3, 0);
    Dyadic_T x;
    Perr_T e;
    CU_ASSERT(!Ordinal_from_signs("++x", &x, &e) && e.column == 3);
    for (int k = -5 * 32; k <= 5 * 32; k++) {
        Dyadic_T v = Dyadic_make(k, 5), a, b;
        char *s = Ordinal_signs(v);
        CU_ASSERT_FATAL(s != NULL);
        CU_ASSERT_EQUAL((int64_t)strlen(s), Dyadic_birthday(v));
        CU_ASSERT(Ordinal_from_signs(s, &a, NULL) && Dyadic_eq(a, v));
        CU_ASSERT(Ordinal_berlekamp(s, &b, NULL, NULL) && Dyadic_eq(b, v));
        Game_T g;
        CU_ASSERT(Ordinal_chain(s, &g, NULL) && g == Game_number(v));
        free(s);
        Dyadic_clear(&v); Dyadic_clear(&a); Dyadic_clear(&b);
    }
}

static void test_example_one_colon(void)
{
    Dyadic_T x = Dyadic_make(3, 2);     /* 3/4: 1:x = {3/2|2} = 7/4 */
    
#line 41 "noweb/games/ordinal.nw"
Game_T g = Ordinal_sum(Game_integer(1), Game_number(x));   /* 1:x */
Dyadic_T y = Ordinal_one_colon(x);                          /* the formula */
char *s = Ordinal_signs(y);                                 /* "++-+" for x = 3/4 */
assert(g == Game_number(y) && strcmp(s, "++-+") == 0);
#line 512 "noweb/games/ordinal.nw"
    free(s);
    Dyadic_clear(&y);
    Dyadic_clear(&x);
}

int test_ordinal_suite(void)
{
    CU_pSuite s = CU_add_suite("ordinal", NULL, NULL);
    if (!s || !CU_add_test(s, "ONAG's table of 1:x", test_table)
           || !CU_add_test(s, "formulas against the construction", test_formula)
           || !CU_add_test(s, "sign expansions and Berlekamp's rule", test_signs)
           || !CU_add_test(s, "example: 1:(3/4) three ways", test_example_one_colon))
        return CU_get_error();
    return 0;
}
