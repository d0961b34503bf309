/* Generated from noweb/games/invariant.nw by notangle: edit the .nw, not this file. */
#line 664 "noweb/games/invariant.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include "born.h"
#include "invariant.h"
#include "notation.h"
#include "rng.h"

/* The far star of the implementation, for the test that *m and *2m agree. */
static Game_Outcome far_star_outcome(Game_T g, uint32_t scale);

int test_invariant_suite(void);

static Game_T P(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_TRUE_FATAL(ok);
    return g;
}

static void check_aw(const char *g, const char *want)
{
    Game_T w = 0;
    bool ok = Invariant_atomic_weight(P(g), &w);
    CU_ASSERT_TRUE(ok);
    CU_ASSERT_EQUAL(w, P(want));
    if (!ok || w != P(want)) {
        char *s = Notation_str(w);
        fprintf(stderr, "\ninvariant: aw(%s) = %s, expected %s\n", g, s, want);
        free(s);
    }
}

#line 729 "noweb/games/invariant.nw"
static void test_atomic_weight_books(void)
{
    check_aw("^", "1");
    check_aw("*", "0");
    check_aw("0", "0");
    check_aw("^*", "1");
    check_aw("^^*", "2");
    check_aw("^^", "2");
    check_aw("^7", "7");
    check_aw("v", "-1");
    check_aw("v3*", "-3");
    check_aw("*5", "0");
    check_aw("^^ + ^", "3");
    check_aw("{^|v}", "0");
}
#line 766 "noweb/games/invariant.nw"
static void check_why(const char *g, const char *want)
{
    Game_T w = 0;
    const char *why = "";
    CU_ASSERT_FALSE(Invariant_atomic_weight_why(P(g), &w, &why));
    CU_ASSERT_STRING_EQUAL(why, want);
    CU_ASSERT_EQUAL(w, 0);                      /* unchanged */
}

static void test_atomic_weight_cgsuite(void)
{
    check_aw("{0||0|-3/2}", "0");               /* CGSuite: Tiny(3/2) */
    check_aw("{0|||0||-1|-3}", "0");            /* CGSuite: Tiny({3|1}) */
    check_aw("{5||3|1|||0||||0}", "0");         /* CGSuite: Miny({5||3|1}) */
    check_aw("{^^^|vv}", "{1|0}");              /* CGSuite */
    check_aw("{1|^^||^}", "2");                 /* CGSuite */
    check_aw("{1|^||0}", "1");                  /* issue 38, CGSuite */
    check_aw("{0|{0|-2}}", "0");                /* issue 38, CGSuite */
    check_aw("*8", "0");                        /* CGSuite; all-small too */
    check_aw("{0||0|v*}", "1");                 /* CGSuite: {0|^<2>} */
    check_why("{1|^^^||^}", "not atomic");      /* CGSuite: not atomic */
    check_why("{3||2*|1*}", "not infinitesimal"); /* left stop 3 */
    check_why("9/8*", "not infinitesimal");     /* CGSuite: not atomic */
    check_why("{1|-1}", "not infinitesimal");
}
#line 807 "noweb/games/invariant.nw"
static void test_atomic_weight_day3(void)
{
    Game_T *g = NULL;
    size_t n = 0, inf = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE_FATAL(Born_by_day(3, 0, &g, &n, &why));
    for (size_t i = 0; i < n; i++) {
        if (!Game_is_infinitesimal(g[i]))
            continue;
        inf++;
        Game_T a = 0, b = 0;
        CU_ASSERT_TRUE(Invariant_atomic_weight_why(g[i], &a, &why));
        CU_ASSERT_TRUE(Invariant_atomic_weight_why(Game_neg(g[i]), &b, &why));
        CU_ASSERT_EQUAL(b, Game_neg(a));
    }
    CU_ASSERT_EQUAL(inf, 292);
    free(g);
}
#line 839 "noweb/games/invariant.nw"
static uint64_t rng = 99;

static Game_T random_small(Game_T *pool, size_t n)
{
    Game_T L[3], R[3];
    size_t nl = 1 + Rng_next(&rng) % 2, nr = 1 + Rng_next(&rng) % 2;
    for (size_t i = 0; i < nl; i++)
        L[i] = pool[Rng_next(&rng) % n];
    for (size_t i = 0; i < nr; i++)
        R[i] = pool[Rng_next(&rng) % n];
    Game_T g = Game_make(L, nl, R, nr);
    if (Game_birthday(g) <= 6)
        pool[Rng_next(&rng) % n] = g;
    return g;
}

static void test_atomic_weight_additive(void)
{
    Game_T pool[16];
    for (size_t i = 0; i < 16; i++)
        pool[i] = i % 4 == 0 ? Game_zero() : i % 4 == 1 ? Game_star()
                : i % 4 == 2 ? Game_up() : Game_down();
    size_t bad = 0;
    for (int r = 0; r < 200; r++) {
        Game_T g = random_small(pool, 16), h = random_small(pool, 16);
        Game_T ag, ah, as, an;
        if (!Invariant_atomic_weight(g, &ag) || !Invariant_atomic_weight(h, &ah)
            || !Invariant_atomic_weight(Game_add(g, h), &as)
            || !Invariant_atomic_weight(Game_neg(g), &an)) {
            bad++;
            continue;
        }
        bad += as != Game_add(ag, ah);
        bad += an != Game_neg(ag);
        bad += far_star_outcome(g, 1) != far_star_outcome(g, 2);
    }
    CU_ASSERT_EQUAL(bad, 0);
    Game_T w = 7;
    CU_ASSERT_FALSE(Invariant_atomic_weight(P("{1|-1}"), &w));
    CU_ASSERT_FALSE(Invariant_atomic_weight(P("1"), &w));
    CU_ASSERT_EQUAL(w, 7);
}
#line 892 "noweb/games/invariant.nw"
static void test_reduced_known(void)
{
    CU_ASSERT_EQUAL(Invariant_reduced(P("^")), Game_zero());
    CU_ASSERT_EQUAL(Invariant_reduced(P("Tiny(2)")), Game_zero());
    CU_ASSERT_EQUAL(Invariant_reduced(P("+-1 + ^")), P("+-1"));
    CU_ASSERT_EQUAL(Invariant_reduced(P("{1|^}")), P("{1|0}"));
    CU_ASSERT_EQUAL(Invariant_reduced(P("-7/8")), P("-7/8"));
    CU_ASSERT_EQUAL(Invariant_reduced(P("3*")), P("3"));
    CU_ASSERT_EQUAL(Invariant_reduced(P("{2|1} + ^*")), P("{2|1}"));
}
#line 912 "noweb/games/invariant.nw"
static void test_reduced_random(void)
{
    Game_T pool[24];
    Game_T seed[] = { Game_zero(), Game_integer(1), Game_integer(-1), Game_star(),
                      Game_up(), Game_switch(Game_integer(1)), Game_tiny(Game_integer(1)),
                      Game_integer(2) };
    for (size_t i = 0; i < 24; i++)
        pool[i] = seed[i % 8];
    size_t bad = 0;
    Game_T upstar = P("^*");
    for (int r = 0; r < 300; r++) {
        Game_T L[3], R[3];
        size_t nl = Rng_next(&rng) % 4, nr = Rng_next(&rng) % 4;
        for (size_t i = 0; i < nl; i++)
            L[i] = pool[Rng_next(&rng) % 24];
        for (size_t i = 0; i < nr; i++)
            R[i] = pool[Rng_next(&rng) % 24];
        Game_T g = Game_make(L, nl, R, nr);
        if (Game_birthday(g) <= 7)
            pool[Rng_next(&rng) % 24] = g;
        Game_T k = Invariant_reduced(g);
        bad += !Game_is_infinitesimal(Game_sub(g, k));
        bad += Invariant_reduced(k) != k;
        bad += Invariant_reduced(Game_add(g, upstar)) != k;
    }
    CU_ASSERT_EQUAL(bad, 0);
}
#line 952 "noweb/games/invariant.nw"
static void reduce_body(void *closure)
{
    (void)Invariant_reduced(*(const Game_T *)closure);
}

static void test_reduced_limit(void)
{
    Game_store_free();
    Game_T g = P("{3|{1|^}}");
    CU_ASSERT_EQUAL(Game_num_left(g) + Game_num_right(g), 2);
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ Game_store_count(), 0 }, reduce_body, &g),
                    GAME_LIMIT_GAMES);
    Game_T k = Invariant_reduced(g);
    CU_ASSERT_EQUAL(k, P("{3||1|0}"));
    CU_ASSERT(Game_is_infinitesimal(Game_sub(g, k)));
}
#line 977 "noweb/games/invariant.nw"
static void test_example_invariants(void)
{
    Game_T g = Game_add(Game_integer(1), Game_up());     /* not all-small */
    
#line 20 "noweb/games/invariant.nw"
Game_T w;
bool all_small = Invariant_atomic_weight(g, &w);   /* false: g is not all-small */
Game_T k = Invariant_reduced(g);
assert(!all_small && k == Game_integer(1));         /* 1 + ^ modulo infinitesimals */
#line 981 "noweb/games/invariant.nw"
}

#line 702 "noweb/games/invariant.nw"
static Game_Outcome far_star_outcome(Game_T g, uint32_t scale)
{
    uint64_t b = Game_birthday(g), m = 2;
    while (m <= b)
        m *= 2;
    return Game_outcome(Game_add(g, Game_nimber((uint32_t)m * scale)));
}

int test_invariant_suite(void)
{
    CU_pSuite s = CU_add_suite("invariant", NULL, NULL);
    if (!s || 
#line 747 "noweb/games/invariant.nw"
!CU_add_test(s, "atomic weights from the books", test_atomic_weight_books) ||
#line 794 "noweb/games/invariant.nw"
!CU_add_test(s, "atomic weights of other infinitesimals (CGSuite)",
             test_atomic_weight_cgsuite) ||
#line 828 "noweb/games/invariant.nw"
!CU_add_test(s, "atomic weight of the infinitesimals born by day 3: aw(-G) = -aw(G)",
             test_atomic_weight_day3) ||
#line 884 "noweb/games/invariant.nw"
!CU_add_test(s, "atomic weight is additive", test_atomic_weight_additive) ||
#line 905 "noweb/games/invariant.nw"
!CU_add_test(s, "reduced canonical forms from the definition", test_reduced_known) ||
#line 942 "noweb/games/invariant.nw"
!CU_add_test(s, "reduced forms: infinitesimally close, idempotent", test_reduced_random) ||
#line 971 "noweb/games/invariant.nw"
!CU_add_test(s, "a limit in a reduction leaks nothing", test_reduced_limit) ||
#line 984 "noweb/games/invariant.nw"
!CU_add_test(s, "example: the invariants of 1 + up", test_example_invariants) ||
#line 713 "noweb/games/invariant.nw"
                                                   0)
        return CU_get_error();
    return 0;
}
