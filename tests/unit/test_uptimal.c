/* Generated from noweb/games/uptimal.nw by notangle: edit the .nw, not this file. */
#line 553 "noweb/games/uptimal.nw"
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "uptimal.h"
#include "notation.h"
#include "rng.h"

int test_uptimal_suite(void);

static Game_T P(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    if (!ok)
        fprintf(stderr, "\nuptimal: cannot parse %s\n", s);
    CU_ASSERT_TRUE_FATAL(ok);
    return g;
}

static Game_T G1(Game_T l, Game_T r)         /* {l | r} */
{
    return Game_make(&l, 1, &r, 1);
}

static void check_str(Game_T g, const char *want)
{
    char *s = Notation_str(g);
    CU_ASSERT_STRING_EQUAL(s, want);
    if (strcmp(s, want))
        fprintf(stderr, "\nuptimal: printed %s, expected %s\n", s, want);
    free(s);
}

static void check_exp(Game_T g, const char *want)
{
    char *s = Uptimal_expansion_str(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, want);
    if (strcmp(s, want))
        fprintf(stderr, "\nuptimal: expansion %s, expected %s\n", s, want);
    free(s);
}

#line 616 "noweb/games/uptimal.nw"
static void test_powers_by_hand(void)
{
    Game_T up = Game_up(), star = Game_star(), g, t;
    const char *why = NULL;
    Game_T u[6];
    u[1] = up;                                            /* ^ = {0|*} */
    Game_T sum = up;
    for (int n = 2; n <= 5; n++) {                        /* {0 | v* - ^<2> ...} */
        u[n] = G1(Game_zero(), Game_add(Game_neg(sum), star));
        sum = Game_add(sum, u[n]);
    }
    sum = Game_zero();
    for (uint64_t n = 1; n <= 5; n++) {
        sum = Game_add(sum, u[n]);
        CU_ASSERT_TRUE(Uptimal_pow(up, n, &g, &why));
        CU_ASSERT_EQUAL(g, u[n]);
        CU_ASSERT_TRUE(Uptimal_pow_to(up, n, &t, &why));
        CU_ASSERT_EQUAL(t, sum);                          /* ^[n] = ^ + ... + ^<n> */
    }
    CU_ASSERT_TRUE(Uptimal_pow_to(up, 0, &t, &why));
    CU_ASSERT_EQUAL(t, Game_zero());
    /* ^:1 = {0,^|*} is ^[2] (ordinal sum, Siegel ch. II) */
    Game_T l2[2] = { Game_zero(), up };
    CU_ASSERT_EQUAL(Game_make(l2, 2, &star, 1), P("^[2]"));
    why = NULL;
    CU_ASSERT_FALSE(Uptimal_pow(Game_integer(1), 2, &g, &why));   /* 1 = {0|} */
    CU_ASSERT_PTR_NOT_NULL(why);
    CU_ASSERT_FALSE(Uptimal_pow(up, 0, &g, &why));
    CU_ASSERT_FALSE(Uptimal_pow_to(up, UPTIMAL_MAX_EXPONENT + 1, &g, &why));
}
#line 656 "noweb/games/uptimal.nw"
static void test_example(void)
{
    
#line 43 "noweb/games/uptimal.nw"
Game_T g; const char *why;
char *s = NULL;                                       /* the caller frees s */
if (Uptimal_pow(Game_up(), 2, &g, &why))              /* g = ^<2> = {0|v*} */
    s = Uptimal_expansion_str(g);                     /* "0.01" */
#line 659 "noweb/games/uptimal.nw"
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "0.01");
    CU_ASSERT_EQUAL(g, G1(Game_zero(), Game_add(Game_down(), Game_star())));
    free(s);
}
#line 676 "noweb/games/uptimal.nw"
static void test_expansions_of_sums(void)
{
    Game_T u[4], g;
    const char *why;
    for (uint64_t n = 1; n <= 3; n++)
        CU_ASSERT_TRUE_FATAL(Uptimal_pow(Game_up(), n, &u[n], &why));
    Game_T xs[3] = { Game_zero(), Game_integer(1), P("-5/4") };
    for (int xi = 0; xi < 3; xi++)
        for (uint32_t m = 0; m <= 4; m++)
            for (int a1 = -2; a1 <= 2; a1++)
                for (int a2 = -2; a2 <= 2; a2++)
                    for (int a3 = -2; a3 <= 2; a3++) {
                        int a[3] = { a1, a2, a3 };
                        g = Game_add(xs[xi], Game_nimber(m));
                        for (int i = 0; i < 3; i++)
                            for (int j = 0; j < abs(a[i]); j++)
                                g = a[i] > 0 ? Game_add(g, u[i + 1])
                                             : Game_sub(g, u[i + 1]);
                        Uptimal_Expansion e;
                        CU_ASSERT_TRUE_FATAL(Uptimal_expansion(g, &e));
                        size_t k = a3 ? 3 : a2 ? 2 : a1 ? 1 : 0;
                        CU_ASSERT_EQUAL(e.number, xs[xi]);
                        CU_ASSERT_EQUAL(e.nim, m);
                        CU_ASSERT_EQUAL(e.length, k);
                        for (size_t i = 0; i < k && i < e.length; i++)
                            CU_ASSERT_EQUAL(e.coef[i], a[i]);
                        char *s = Notation_str(g);
                        Game_T h = P(s);
                        CU_ASSERT_EQUAL(h, g);              /* round trip */
                        free(s);
                    }
    check_exp(Game_add(u[1], Game_add(u[2], Game_add(u[3], u[3]))), "0.112");
    check_exp(Game_add(Game_star(), u[2]), "*.01");
    check_exp(Game_sub(Game_nimber(8), Game_nimber(0)), "*8.0");
    check_exp(Game_integer(0), "0.0");
    g = Game_add(P("73/16*8"), Game_nus(Dyadic_int(0), -9, 0));
    check_exp(g, "73/16*8.9-");                           /* the brief's example */
    CU_ASSERT_PTR_NULL(Uptimal_expansion_str(P("{1|-1}")));
    CU_ASSERT_FALSE(Uptimal_is(P("{0||0|-1}")));          /* tiny-1 */
    CU_ASSERT_TRUE(Uptimal_is(P("^*")));
}
#line 729 "noweb/games/uptimal.nw"
static void test_print_and_read(void)
{
    Game_T g;
    const char *why;
    CU_ASSERT_TRUE(Uptimal_pow(Game_up(), 2, &g, &why));
    check_str(g, "^<2>");
    check_str(Game_neg(g), "v<2>");
    check_str(Game_add(Game_neg(g), Game_star()), "v<2>*");
    CU_ASSERT_TRUE(Uptimal_pow_to(Game_up(), 4, &g, &why));
    check_str(g, "^[4]");
    check_str(P("{3/4|3/4,{3/4|3/4,3/4v*}}"), "3/4v[3]*");
    check_str(P("{0|^<2>}"), "{0|^<2>}");
    check_str(P("^<3>*2"), "^<3>*2");
    check_str(P("-1^[3]*"), "-1^[3]*");
    check_str(P("+-(1^<2>)"), "+-(1^<2>)");
    const char *rt[] = { "^<2>", "v<2>", "^[3]", "v[3]", "^<2>*", "^[3]*3",
                         "3/4v[3]*", "1/2^<5>", "-3v<4>*7" };
    for (size_t i = 0; i < sizeof rt / sizeof *rt; i++)
        check_str(P(rt[i]), rt[i]);
    CU_ASSERT_EQUAL(P("3/4v[3]*"),
                    Game_add(P("3/4*"), Game_neg(P("^[3]"))));
    static const struct { const char *s; size_t col; } bad[] = {
        { "^<0>", 3 }, { "^<2", 4 }, { "^[3>", 4 }, { "^<>", 3 },
        { "^[4097]", 3 }, { "^^<2>", 3 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Perr_T e;
        CU_ASSERT_FALSE(Notation_parse(bad[i].s, &g, &e));
        CU_ASSERT_EQUAL(e.column, bad[i].col);
        if (e.column != bad[i].col)
            fprintf(stderr, "\nuptimal: %s: column %zu, %s\n", bad[i].s,
                    (size_t)e.column, e.expected);
    }
}
#line 773 "noweb/games/uptimal.nw"
static void test_round_trips(void)
{
    uint64_t seed = 38, *r = &seed;
    Game_T u[6];
    const char *why;
    for (uint64_t n = 1; n <= 5; n++)
        CU_ASSERT_TRUE_FATAL(Uptimal_pow(Game_up(), n, &u[n], &why));
    for (int t = 0; t < 300; t++) {
        Game_T g = Game_nus(Dyadic_make((int64_t)Rng_below(r, 9) - 4, 1), 0,
                            (uint32_t)Rng_below(r, 4));
        for (int n = 1; n <= 5; n++) {
            int c = (int)Rng_below(r, 5) - 2;
            for (int j = 0; j < abs(c); j++)
                g = c > 0 ? Game_add(g, u[n]) : Game_sub(g, u[n]);
        }
        CU_ASSERT_TRUE(Uptimal_is(g));
        char *s = Notation_str(g);
        CU_ASSERT_EQUAL(P(s), g);
        free(s);
    }
    Game_T pool[64];
    size_t np = 0;
    pool[np++] = Game_zero();
    pool[np++] = Game_star();
    pool[np++] = Game_up();
    pool[np++] = Game_integer(1);
    pool[np++] = Game_integer(-1);
    pool[np++] = u[2];
    pool[np++] = Game_add(u[3], Game_star());
    pool[np++] = Game_neg(Game_add(u[1], u[2]));
    pool[np++] = P("1/2v[3]*");
    for (int t = 0; t < 3000; t++) {
        Game_T L[3], R[3];
        size_t nl = Rng_below(r, 3), nr = Rng_below(r, 3);
        for (size_t i = 0; i < nl; i++)
            L[i] = pool[Rng_below(r, np)];
        for (size_t i = 0; i < nr; i++)
            R[i] = pool[Rng_below(r, np)];
        Game_T g = Game_make(L, nl, R, nr);
        if (Game_birthday(g) > 6)
            continue;
        char *s = Notation_str(g);
        Game_T h = P(s);
        CU_ASSERT_EQUAL(h, g);
        if (h != g)
            fprintf(stderr, "\nuptimal: %s does not read back\n", s);
        free(s);
        if (np < 64)
            pool[np++] = g;
        else
            pool[Rng_below(r, 64)] = g;
    }
}
#line 839 "noweb/games/uptimal.nw"
static void test_cgsuite_cases(void)
{
    static const char *cases[][3] = {
        { "0",
          "0",
          "0.0" },
        { "5",
          "5",
          "5.0" },
        { "-1823437481924",
          "-1823437481924",
          "-1823437481924.0" },
        { "-1/2",
          "-1/2",
          "-1/2.0" },
        { "25/16",
          "25/16",
          "25/16.0" },
        { "*8",
          "*8",
          "*8.0" },
        { "9/8+*",
          "9/8*",
          "9/8*.0" },
        { "^",
          "^",
          "0.1" },
        { "v*",
          "v*",
          "*.1-" },
        { "6+^*",
          "6^*",
          "6*.1" },
        { "^*6",
          "^*6",
          "*6.1" },
        { "73/16+v9*8",
          "73/16v9*8",
          "73/16*8.9-" },
        { "{0|*||*|||*||||*}",
          "^[4]",
          "0.1111" },
        { "{0||0|v*}",
          "{0|^<2>}",
          "*.12" },
        { "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0"
          ",v*|vv|||vv,{0,v*|vv}||||vv}}",
          "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0"
          ",v*|vv|||vv,{0,v*|vv}||||vv}}",
          "0.0202" },
        { "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*"
          "5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,"
          "*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
          "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*"
          "5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,"
          "*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
          "*4.0202" },
        { "{0||0|vvv}",
          "{0||0|v3}",
          NULL },
        { "{^^^|vv}",
          "{^3|vv}",
          NULL },
        { "{0||0|-3/2}",
          "Tiny(3/2)",
          NULL },
        { "{0|||0||-1|-3}",
          "Tiny({3|1})",
          NULL },
        { "{5||3|1|||0||||0}",
          "Miny({5||3|1})",
          NULL },
        { "{1|^^||^}",
          "{1|^^||^}",
          NULL },
        { "{1|^^^||^}",
          "{1|^3||^}",
          NULL },
        { "{3||2+*|1+*}",
          "{3||2*|1*}",
          NULL },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
          "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
          NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Game_T g = P(cases[i][0]);
        check_str(g, cases[i][1]);
        CU_ASSERT_EQUAL(Uptimal_is(g), cases[i][2] != NULL);
        if (cases[i][2])
            check_exp(g, cases[i][2]);
        CU_ASSERT_EQUAL(P(cases[i][1]), g);
    }
}

#line 600 "noweb/games/uptimal.nw"
int test_uptimal_suite(void)
{
    CU_pSuite s = CU_add_suite("uptimal", NULL, NULL);
    if (!s || 
#line 649 "noweb/games/uptimal.nw"
!CU_add_test(s, "powers of up by hand", test_powers_by_hand) ||
#line 667 "noweb/games/uptimal.nw"
!CU_add_test(s, "the example of use", test_example) ||
#line 720 "noweb/games/uptimal.nw"
!CU_add_test(s, "expansions of sums of up-nths", test_expansions_of_sums) ||
#line 766 "noweb/games/uptimal.nw"
!CU_add_test(s, "print and read uptimal forms", test_print_and_read) ||
#line 829 "noweb/games/uptimal.nw"
!CU_add_test(s, "round trips of uptimals and random games", test_round_trips) ||
#line 936 "noweb/games/uptimal.nw"
!CU_add_test(s, "CGSuite's test cases", test_cgsuite_cases) ||
#line 603 "noweb/games/uptimal.nw"
                                                 0)
        return CU_get_error();
    return 0;
}
