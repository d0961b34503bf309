/* Generated from noweb/games/products.nw by notangle: edit the .nw, not this file. */
#line 481 "noweb/games/products.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include "products.h"
#include "notation.h"
#include "parser.h"
#include "rng.h"

int test_products_suite(void);

static Game_T P(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_TRUE_FATAL(ok);
    return g;
}

static void same(const char *what, Game_T got, const char *want)
{
    CU_ASSERT_EQUAL(got, P(want));
    if (got != P(want)) {
        char *s = Notation_str(got);
        fprintf(stderr, "\nproducts: %s = %s, expected %s\n", what, s, want);
        free(s);
    }
}

#line 527 "noweb/games/products.nw"
static void check_row(const char *g, const char *h, const char *conj,
                      const char *conway, const char *ord, const char *sel)
{
    Game_T a = P(g), b = P(h), p;
    const char *why = NULL;
    same("conjunctive", Gameops_conjunctive_sum(a, b), conj);
    CU_ASSERT_TRUE(Gameops_conway_product(a, b, &p, &why));
    same("conway", p, conway);
    CU_ASSERT_TRUE(Gameops_ordinal_product(a, b, &p, &why));
    same("ordinal", p, ord);
    same("selective", Gameops_selective_sum(a, b), sel);
}

static void test_cgsuite_compounds(void)
{
    check_row("1/2", "1/4", "1/2", "1/8", "11/32", "3/4");
    check_row("*5", "*6", "*5", "*8", "*30", "*8");
    check_row("+-1", "^^", "{0|-1}", "+-^^", "+-1", "{1^^|-1}");
    check_row("{1|0}", "0", "0", "0", "0", "{1|0}");
}
#line 569 "noweb/games/products.nw"
static Game_T norton_of(const char *g, const char *u)
{
    Game_T p = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE(Gameops_norton_product(P(g), P(u), &p, &why));
    return p;
}

static void test_norton_conway_ordinal(void)
{
    same("0.^", norton_of("0", "^"), "0");
    same("2.^", norton_of("2", "^"), "^^");
    same("3.*", norton_of("3", "*"), "*");
    same("-2.^", norton_of("-2", "^"), "vv");
    same("1/2.^", norton_of("1/2", "^"), "{^^*|v*}");
    {                                   /* 2^70 copies cannot be counted */
        Game_T big = P("1180591620717411303424"), o = 5;
        const char *why = NULL;
        CU_ASSERT_FALSE(Gameops_norton_product(big, Game_up(), &o, &why));
        CU_ASSERT_EQUAL(o, 5);
        CU_ASSERT_PTR_NOT_NULL(why);
    }
    Game_T h = norton_of("1/2", "^");
    same("1/2.^ + 1/2.^", Game_add(h, h), "^");
    same("1/2.{2|1}+1/2.{2|1}",
         Game_add(norton_of("1/2", "{2|1}"), norton_of("1/2", "{2|1}")), "{2|1}");
    CU_ASSERT_EQUAL(norton_of("3/4", "^"),
                    Game_add(norton_of("1/2", "^"), norton_of("1/4", "^")));
    {
        
#line 55 "noweb/games/products.nw"
Game_T p;
const char *why;
bool ok = Gameops_conway_product(Game_nimber(4), Game_nimber(4), &p, &why);
assert(ok && p == Game_nimber(6));            /* *4.ConwayProduct(*4) = *6 */
#line 599 "noweb/games/products.nw"
    }
    Game_T p = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE(Gameops_conway_product(P("*2"), P("*2"), &p, &why));
    same("*2.*2", p, "*3");
    CU_ASSERT_TRUE(Gameops_conway_product(P("1/2"), P("1/2"), &p, &why));
    same("1/2.1/2", p, "1/4");
    CU_ASSERT_TRUE(Gameops_conway_product(P("3"), P("-1/4"), &p, &why));
    same("3.-1/4", p, "-3/4");
    CU_ASSERT_TRUE(Gameops_ordinal_product(P("*2"), P("*3"), &p, &why));
    same("*2 (x) *3", p, "*6");
    CU_ASSERT_TRUE(Gameops_ordinal_product(P("1"), P("1/2"), &p, &why));
    same("1 (x) 1/2", p, "1/2");
}
#line 634 "noweb/games/products.nw"
static uint64_t rng = 0x5eed38;

static Game_T random_game(Game_T *pool, size_t n)
{
    Game_T L[3], R[3];
    size_t nl = Rng_below(&rng, 3), nr = Rng_below(&rng, 3);
    for (size_t i = 0; i < nl; i++)
        L[i] = pool[Rng_below(&rng, n)];
    for (size_t i = 0; i < nr; i++)
        R[i] = pool[Rng_below(&rng, n)];
    Game_T g = Game_make(L, nl, R, nr);
    if (Game_birthday(g) <= 4)
        pool[Rng_below(&rng, n)] = g;
    return g;
}

static void test_properties(void)
{
    Game_T pool[16];
    Game_T seed[] = { Game_zero(), Game_integer(1), Game_integer(-1), Game_star(),
                      Game_up(), Game_switch(Game_integer(1)), P("{1|0}"), P("1/2") };
    for (size_t i = 0; i < 16; i++)
        pool[i] = seed[i % 8];
    Game_T zero = Game_zero(), one = Game_integer(1), p, q;
    const char *why = NULL;
    for (int r = 0; r < 150; r++) {
        Game_T g = random_game(pool, 16), h = random_game(pool, 16);
        CU_ASSERT_EQUAL(Gameops_conjunctive_sum(g, h), Gameops_conjunctive_sum(h, g));
        CU_ASSERT_EQUAL(Gameops_selective_sum(g, h), Gameops_selective_sum(h, g));
        CU_ASSERT_EQUAL(Game_neg(Gameops_conjunctive_sum(g, h)),
                        Gameops_conjunctive_sum(Game_neg(g), Game_neg(h)));
        CU_ASSERT_EQUAL(Game_neg(Gameops_selective_sum(g, h)),
                        Gameops_selective_sum(Game_neg(g), Game_neg(h)));
        CU_ASSERT_TRUE(Gameops_ordinal_product(g, h, &p, &why));
        CU_ASSERT_TRUE(Gameops_ordinal_product(g, Game_neg(h), &q, &why));
        CU_ASSERT_EQUAL(Game_neg(p), q);
        CU_ASSERT_TRUE(Gameops_ordinal_product(g, one, &p, &why));
        CU_ASSERT_EQUAL(p, g);
        CU_ASSERT_TRUE(Gameops_ordinal_product(g, zero, &p, &why));
        CU_ASSERT_EQUAL(p, zero);
        CU_ASSERT_TRUE(Gameops_ordinal_product(zero, h, &p, &why));
        CU_ASSERT_EQUAL(p, zero);
        CU_ASSERT_TRUE(Gameops_conway_product(g, h, &p, &why));
        CU_ASSERT_TRUE(Gameops_conway_product(h, g, &q, &why));
        CU_ASSERT_EQUAL(p, q);
        CU_ASSERT_TRUE(Gameops_conway_product(g, one, &p, &why));
        CU_ASSERT_EQUAL(p, g);
        CU_ASSERT_TRUE(Gameops_conway_product(g, zero, &p, &why));
        CU_ASSERT_EQUAL(p, zero);
        CU_ASSERT_TRUE(Gameops_conway_product(g, Game_integer(-1), &p, &why));
        CU_ASSERT_EQUAL(p, Game_neg(g));
    }
    const char *nums[] = { "1/2", "3/4", "-5/8", "3/2", "7/4", "-1/4", "2", "0" };
    const char *units[] = { "^", "{2|1}" };
    for (size_t u = 0; u < 2; u++)
        for (size_t i = 0; i < 8; i++)
            for (size_t j = 0; j < 8; j++) {
                Game_T x = P(nums[i]), y = P(nums[j]), uu = P(units[u]), a, b, c;
                CU_ASSERT_TRUE(Gameops_norton_product(x, uu, &a, &why));
                CU_ASSERT_TRUE(Gameops_norton_product(y, uu, &b, &why));
                CU_ASSERT_TRUE(Gameops_norton_product(Game_add(x, y), uu, &c, &why));
                CU_ASSERT_EQUAL(c, Game_add(a, b));
            }
    for (size_t i = 0; i < 8; i++) {
        CU_ASSERT_TRUE(Gameops_norton_product(P(nums[i]), one, &p, &why));
        CU_ASSERT_EQUAL(p, P(nums[i]));
    }
}
#line 712 "noweb/games/products.nw"
static void test_cgsuite_gametest(void)
{
    static const struct { const char *g, *h, *want; } conway[] = {
        { "*4", "*4", "*6" },
        { "*19", "*23", "*86" },
        { "15", "^^*2", "^30*2" },
        { "{3|1}", "^^", "{^6|^^}" },
        { "^^", "^^", "{0||0,*|0,{0,*|0,*2}}" },
    }, norton[] = {
        { "0", "^", "0" },
        { "6", "^", "^6" },
        { "-4", "^", "v4" },
        { "1/2", "^", "{^^*|v*}" },
        { "^", "^", "{^^*||0|v4}" },
        { "Tiny(2)", "^", "{^^*||0|v6}" },
    };
    Game_T p;
    const char *why = NULL;
    for (size_t i = 0; i < sizeof conway / sizeof conway[0]; i++) {
        Game_T g = P(conway[i].g), h = P(conway[i].h);
        CU_ASSERT_TRUE(Gameops_conway_product(g, h, &p, &why));
        same(conway[i].g, p, conway[i].want);
    }
    for (size_t i = 0; i < sizeof norton / sizeof norton[0]; i++) {
        Game_T g = P(norton[i].g), u = P(norton[i].h);
        CU_ASSERT_TRUE(Gameops_norton_product(g, u, &p, &why));
        same(norton[i].g, p, norton[i].want);
    }
}

#line 513 "noweb/games/products.nw"
int test_products_suite(void)
{
    CU_pSuite s = CU_add_suite("products", NULL, NULL);
    if (!s || 
#line 550 "noweb/games/products.nw"
!CU_add_test(s, "CGSuite's table of compounds", test_cgsuite_compounds) ||
#line 616 "noweb/games/products.nw"
!CU_add_test(s, "Norton, Conway and ordinal products", test_norton_conway_ordinal) ||
#line 705 "noweb/games/products.nw"
!CU_add_test(s, "properties on random games", test_properties) ||
#line 744 "noweb/games/products.nw"
!CU_add_test(s, "CGSuite's GameTest: Conway and Norton products",
             test_cgsuite_gametest) ||
#line 516 "noweb/games/products.nw"
                                                  0)
        return CU_get_error();
    return 0;
}
