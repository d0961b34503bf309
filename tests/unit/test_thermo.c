/* Generated from noweb/games/thermo.nw by notangle: edit the .nw, not this file. */
#line 1337 "noweb/games/thermo.nw"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "dyadictext.h"
#include "rng.h"
#include "dyadic.h"
#include "game.h"
#include "notation.h"
#include "thermo.h"
#include "mem.h"

#line 1356 "noweb/games/thermo.nw"
static Game_T G(const char *s)
{
    Game_T g;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_FATAL(ok);
    return g;
}

static Dyadic_T D(const char *s)
{
    Dyadic_T x;
    bool ok = Dyadic_parse(s, &x, NULL);
    CU_ASSERT_FATAL(ok);
    return x;
}

static bool dy_is(Dyadic_T x, const char *s)
{
    Dyadic_T y = D(s);
    bool eq = Dyadic_eq(x, y);
    Dyadic_clear(&y);
    return eq;
}

static void check_str(const char *game, const char *want)
{
    Thermo_Graph *th = Thermo_thermograph(G(game));
    char *s = Thermo_str(th);
    if (strcmp(s, want) != 0)
        fprintf(stderr, "\n%s: %s, expected %s\n", game, s, want);
    CU_ASSERT_STRING_EQUAL(s, want);
    free(s);
    Thermo_graph_free(&th);
}

static uint64_t rng_state;
static uint64_t rng(void)
{
    return Rng_next(&rng_state);
}

/* Random games by day, as in the benchmark: pools of earlier days' games. */
static Game_T pool[5 * 48];
static size_t npool;
static void make_pools(uint64_t seed)
{
    rng_state = seed;
    npool = 0;
    pool[npool++] = Game_zero();
    pool[npool++] = Game_integer(1);
    pool[npool++] = Game_integer(-1);
    pool[npool++] = Game_number(Dyadic_make(1, 1));
    for (int d = 1; d <= 4; d++) {
        size_t had = npool;
        for (int i = 0; i < 44 && npool < sizeof pool / sizeof pool[0]; i++) {
            Game_T L[3], R[3];
            size_t nl = rng() % 4, nr = rng() % 4;
            for (size_t k = 0; k < nl; k++) L[k] = pool[rng() % had];
            for (size_t k = 0; k < nr; k++) R[k] = pool[rng() % had];
            pool[npool++] = Game_make(L, nl, R, nr);
        }
    }
}

static Game_T random_game(void)
{
    Game_T L[3], R[3];
    size_t nl = rng() % 4, nr = rng() % 4;
    for (size_t k = 0; k < nl; k++) L[k] = pool[rng() % npool];
    for (size_t k = 0; k < nr; k++) R[k] = pool[rng() % npool];
    return Game_make(L, nl, R, nr);
}
#line 1443 "noweb/games/thermo.nw"
static void check_sections(const char *game, const char *lx, char lside,
                           const char *rx, char rside)
{
    Thermo_Section l = Thermo_left_section(G(game)), r = Thermo_right_section(G(game));
    CU_ASSERT(dy_is(l.x, lx) && l.side == lside);
    CU_ASSERT(dy_is(r.x, rx) && r.side == rside);
    Thermo_section_clear(&l);
    Thermo_section_clear(&r);
}

static void test_sections_onag(void)
{
    check_sections("{5|4,7}", "5", 'R', "4", 'L');
    check_sections("{9|{7|2}}", "9", 'R', "7", 'R');
    check_sections("*", "0", 'R', "0", 'L');
    check_sections("^", "0", 'R', "0", 'R');
    check_sections("{{3|1}|{1/2|9}}", "1", 'L', "1", 'L');      /* as printed */
    check_sections("{{3|1}|{1/2|-9}}", "1", 'L', "1/2", 'R');   /* ONAG's claim */
    CU_ASSERT_EQUAL(G("{{3|0}|{1/2|-9}}"), Game_zero());
    CU_ASSERT_EQUAL(G("{{3|1/4}|{1/2|-9}}"), G("1/2"));
    CU_ASSERT_EQUAL(G("{{3|-1}|{1/2|-9}}"), Game_zero());
    check_sections("{{3|0}|{1/2|9}}", "0", 'L', "0", 'R');      /* = 0 */
    check_sections("{{3|1/4}|{1/2|9}}", "1/2", 'L', "1/2", 'R'); /* = 1/2 */
    check_sections("{{3|-1}|{1/2|9}}", "0", 'L', "0", 'R');     /* = 0 */
    check_sections("{0|{0|-2}}", "0", 'R', "0", 'R');           /* positive, small */
}
#line 1476 "noweb/games/thermo.nw"
static void test_sections_order(void)
{
    make_pools(11);
    for (int i = 0; i < 3000; i++) {
        Game_T g = random_game();
        Thermo_Section l = Thermo_left_section(g), r = Thermo_right_section(g);
        Dyadic_T ls = Game_left_stop(g), rs = Game_right_stop(g);
        CU_ASSERT(Dyadic_eq(l.x, ls) && Dyadic_eq(r.x, rs));
        for (int k = -24; k <= 24; k++) {
            Dyadic_T x = Dyadic_make(k, 3);
            CU_ASSERT_EQUAL(Thermo_compare_number(g, x), Game_compare(g, Game_number(x)));
            Dyadic_clear(&x);
        }
        Dyadic_clear(&ls); Dyadic_clear(&rs);
        Thermo_section_clear(&l); Thermo_section_clear(&r);
    }
}
#line 1534 "noweb/games/thermo.nw"
static void test_thermograph_hand(void)
{
    check_str("{4|1}", "Thermograph(5/2,[3/2],[0,-1],5/2,[3/2],[0,1])");
    check_str("{{7|5}|{4|1}}", "Thermograph(17/4,[7/4,1],[0,-1,0],17/4,[7/4,3/2],[0,1,0])");
    check_str("1/2", "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])");
    check_str("3/4", "Thermograph(3/4,[-1/4,-1/2],[0,-1,0],3/4,[-1/4],[0,1])");
    check_str("*", "Thermograph(0,[0],[0,-1],0,[0],[0,1])");
    check_str("^", "Thermograph(0,[0],[0,-1],0,[],[0])");
    check_str("7", "Thermograph(7,[],[0],7,[],[0])");
    check_str("-3", "Thermograph(-3,[],[0],-3,[],[0])");
    Dyadic_T m = Thermo_mean(G("{{7|5}|{4|1}}")), t = Thermo_temperature(G("{{7|5}|{4|1}}"));
    CU_ASSERT(dy_is(m, "17/4") && dy_is(t, "7/4"));
    Dyadic_clear(&m); Dyadic_clear(&t);
}
#line 1556 "noweb/games/thermo.nw"
static void test_number_conventions(void)
{
    for (int j = 0; j <= 10; j++)
        for (int k = -9; k <= 9; k += 2) {
            Dyadic_T x = Dyadic_make(j == 0 ? k - 1 : k, j);
            Dyadic_T t = Thermo_temperature(Game_number(x)), m = Thermo_mean(Game_number(x));
            Dyadic_T want = j == 0 ? Dyadic_int(-1) : Dyadic_make(-1, j);
            CU_ASSERT(Dyadic_eq(t, want) && Dyadic_eq(m, x));
            for (int64_t ups = -2; ups <= 2; ups++)
                for (uint32_t nim = 0; nim <= 3; nim++) {
                    if (ups == 0 && nim == 0) continue;
                    Game_T g = Game_nus(x, ups, nim);
                    Dyadic_T tg = Thermo_temperature(g), mg = Thermo_mean(g);
                    CU_ASSERT(Dyadic_is_zero(tg) && Dyadic_eq(mg, x));
                    Dyadic_clear(&tg); Dyadic_clear(&mg);
                }
            Dyadic_clear(&x); Dyadic_clear(&t); Dyadic_clear(&m); Dyadic_clear(&want);
        }
}
#line 1588 "noweb/games/thermo.nw"
static void test_properties(void)
{
    make_pools(7);
    static const char *const temps[] = { "0", "1/4", "1/2", "1", "3/2", "2", "5/2" };
    for (int i = 0; i < 2500; i++) {
        Game_T g = random_game(), h = random_game(), s = Game_add(g, h);
        Dyadic_T mg = Thermo_mean(g), mh = Thermo_mean(h), ms = Thermo_mean(s);
        Dyadic_T sum = Dyadic_add(mg, mh);
        CU_ASSERT(Dyadic_eq(sum, ms));
        Dyadic_T tg = Thermo_temperature(g), th = Thermo_temperature(h),
                 ts = Thermo_temperature(s);
        CU_ASSERT(Dyadic_cmp(ts, Dyadic_cmp(tg, th) > 0 ? tg : th) <= 0);
        Dyadic_T mn = Thermo_mean(Game_neg(g)), tn = Thermo_temperature(Game_neg(g));
        Dyadic_T negm = Dyadic_neg(mg);
        CU_ASSERT(Dyadic_eq(mn, negm) && Dyadic_eq(tn, tg));
        Thermo_Graph *gr = Thermo_thermograph(g);
        for (size_t k = 0; k < sizeof temps / sizeof temps[0]; k++) {
            Dyadic_T t = D(temps[k]);
            Game_T c = Thermo_cool(g, t);
            Dyadic_T lw = Thermo_wall_at(&gr->left, t), rw = Thermo_wall_at(&gr->right, t);
            Dyadic_T lc = Game_left_stop(c), rc = Game_right_stop(c);
            CU_ASSERT(Dyadic_eq(lw, lc) && Dyadic_eq(rw, rc));
            if (k + 2 < sizeof temps / sizeof temps[0]) {
                Dyadic_T u = D(temps[2]), tu = Dyadic_add(t, u);
                Game_T cc = Thermo_cool(c, u), direct = Thermo_cool(g, tu);
                CU_ASSERT_EQUAL(cc, direct);
                Game_T cs = Thermo_cool(s, t);
                CU_ASSERT_EQUAL(cs, Game_add(Thermo_cool(g, t), Thermo_cool(h, t)));
                Dyadic_clear(&u); Dyadic_clear(&tu);
            }
            Dyadic_clear(&t); Dyadic_clear(&lw); Dyadic_clear(&rw);
            Dyadic_clear(&lc); Dyadic_clear(&rc);
        }
        Thermo_graph_free(&gr);
        Dyadic_clear(&mg); Dyadic_clear(&mh); Dyadic_clear(&ms); Dyadic_clear(&sum);
        Dyadic_clear(&tg); Dyadic_clear(&th); Dyadic_clear(&ts);
        Dyadic_clear(&mn); Dyadic_clear(&tn); Dyadic_clear(&negm);
    }
    for (int k = -20; k <= 20; k++) {
        Dyadic_T x = Dyadic_make(k, 2), t = Dyadic_make(5, 1);
        CU_ASSERT_EQUAL(Thermo_cool(Game_number(x), t), Game_number(x));
        Dyadic_clear(&x); Dyadic_clear(&t);
    }
}
#line 1638 "noweb/games/thermo.nw"
static void test_cool_onag(void)
{
    Game_T g = G("{4|1}");
    Dyadic_T t;
    t = D("1");   CU_ASSERT_EQUAL(Thermo_cool(g, t), G("{3|2}")); Dyadic_clear(&t);
    t = D("3/2"); CU_ASSERT_EQUAL(Thermo_cool(g, t), G("5/2*")); Dyadic_clear(&t);
    t = D("7/4"); CU_ASSERT_EQUAL(Thermo_cool(g, t), G("5/2")); Dyadic_clear(&t);
    t = D("10");  CU_ASSERT_EQUAL(Thermo_cool(g, t), G("5/2")); Dyadic_clear(&t);
    t = D("0");   CU_ASSERT_EQUAL(Thermo_cool(g, t), g); Dyadic_clear(&t);
    t = D("1");   CU_ASSERT_EQUAL(Thermo_cool(G("{{7|5}|{4|1}}"), t), G("{5*|{4|3}}"));
                  Dyadic_clear(&t);
}
#line 1665 "noweb/games/thermo.nw"
static void test_heat_cool(void)
{
    Dyadic_T one = Dyadic_int(1), half = Dyadic_make(1, 1);
    Game_T g1 = Game_integer(1);
    for (int a = -4; a <= 4; a++)
        for (int b = -4; b <= 4; b++)
            if (a - b > 2) {
                Game_T g = Game_make((Game_T[]){ Game_integer(a) }, 1,
                                     (Game_T[]){ Game_integer(b) }, 1);
                CU_ASSERT_EQUAL(Thermo_heat(Thermo_cool(g, one), g1), g);
            }
    CU_ASSERT_EQUAL(Thermo_cool(Game_star(), one), Game_zero());
    CU_ASSERT_EQUAL(Thermo_heat(Game_zero(), g1), Game_zero());
    CU_ASSERT_EQUAL(Thermo_heat(Thermo_cool(G("{1,+-1|-3}"), half), Game_number(half)),
                    G("{1|-3}"));
    CU_ASSERT_EQUAL(Thermo_heat(Game_star(), g1), G("+-1"));
    CU_ASSERT_EQUAL(Thermo_heat(Game_up(), g1), G("{1||0|-2}"));
    CU_ASSERT_EQUAL(Thermo_heat(G("7/8"), g1), G("7/8"));
    CU_ASSERT_EQUAL(Thermo_overheat(G("3"), g1, g1), G("3"));
    CU_ASSERT_EQUAL(Thermo_overheat(G("1"), Game_star(), g1), Game_star());
    CU_ASSERT_EQUAL(Thermo_overheat(G("-2"), G("1/2"), g1), G("-1"));
    CU_ASSERT_EQUAL(Thermo_overheat(G("18446744073709551616"), g1, g1),
                    G("18446744073709551616"));
    CU_ASSERT_EQUAL(Thermo_overheat(G("18446744073709551617"), Game_star(), g1), Game_star());
    CU_ASSERT_EQUAL(Thermo_overheat(G("1073741824"), Game_up(), g1), G("^1073741824"));
    CU_ASSERT_EQUAL(Thermo_overheat(G("-18446744073709551616"), G("1/2"), g1),
                    G("-9223372036854775808"));
    static const char *const temps[] = { "0", "1/4", "1/2", "1", "2" };
    make_pools(9);
    for (size_t k = 0; k < sizeof temps / sizeof temps[0]; k++) {
        Dyadic_T t = D(temps[k]);
        for (int i = 0; i < 1000; i++) {
            Game_T g = random_game();
            CU_ASSERT_EQUAL(Thermo_cool(Thermo_heat(g, Game_number(t)), t), g);
        }
        Dyadic_clear(&t);
    }
    Dyadic_clear(&one);
    Dyadic_clear(&half);
}
#line 1711 "noweb/games/thermo.nw"
static void test_printing(void)
{
    Thermo_Graph *th = Thermo_thermograph(G("{4|1}"));
    char *d = Thermo_data(th), *z = Thermo_tikz(th, NULL);
    CU_ASSERT_STRING_EQUAL(d, "t left right\n-1 5 0\n3/2 5/2 5/2\n5/2 5/2 5/2\n");
    CU_ASSERT(strstr(z, "\\begin{tikzpicture}") && strstr(z, "\\end{tikzpicture}"));
    CU_ASSERT(strstr(z, "m=2\\frac{1}{2},\\ t=1\\frac{1}{2}") != NULL);
    free(d);
    free(z);
    Thermo_graph_free(&th);
}
#line 1730 "noweb/games/thermo.nw"
static void test_store_rebuilt(void)
{
    Game_store_free();
    Game_T g = Game_switch(Game_integer(3));
    Dyadic_T t = Thermo_temperature(g);
    CU_ASSERT(dy_is(t, "3"));
    Dyadic_clear(&t);
    size_t n = Game_store_count();
    Game_store_free();
    Game_T h = Game_switch(Game_integer(10));
    CU_ASSERT_EQUAL(h, g);                      /* the same id ... */
    CU_ASSERT_EQUAL(Game_store_count(), n);     /* ... in a store of the same size */
    t = Thermo_temperature(h);
    CU_ASSERT(dy_is(t, "10"));
    Dyadic_clear(&t);
    Thermo_Graph *th = Thermo_thermograph(h);
    char *s = Thermo_str(th);
    CU_ASSERT_STRING_EQUAL(s, "Thermograph(0,[10],[0,-1],0,[10],[0,1])");
    FREE(s);
    Thermo_graph_free(&th);
}
#line 1768 "noweb/games/thermo.nw"
static void check_graph(Game_T g, const char *want)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    char *s = Thermo_str(th);
    CU_ASSERT_STRING_EQUAL(s, want);
    FREE(s);
    Thermo_graph_free(&th);
}

static void test_compact_thermographs(void)
{
    const char *star = "Thermograph(0,[0],[0,-1],0,[0],[0,1])";
    const char *up = "Thermograph(0,[0],[0,-1],0,[],[0])";
    Dyadic_T z = Dyadic_int(0), h = Dyadic_make(1, 1);
    for (uint32_t m = 1; m <= 40; m++)
        check_graph(Game_nimber(m), star);
    check_graph(Game_nimber(30000), star);
    for (int64_t n = 1; n <= 40; n++) {
        check_graph(Game_nus(z, n, 0), up);
        check_graph(Game_nus(z, n, 1), n == 1 ? star : up);
    }
    check_graph(Game_nus(z, 100000, 0), up);
    Thermo_Graph *th = Thermo_thermograph(Game_nus(h, 0, 1));
    char *want = Thermo_str(th);
    for (uint32_t m = 2; m <= 20; m++)
        check_graph(Game_nus(h, 0, m), want);
    FREE(want);
    Thermo_graph_free(&th);
    Dyadic_clear(&z);
    Dyadic_clear(&h);
}
#line 1811 "noweb/games/thermo.nw"
static void mean_of(void *closure)
{
    Dyadic_T m = Thermo_mean(*(const Game_T *)closure);
    Dyadic_clear(&m);
}

static void test_limit_in_thermograph(void)
{
    Game_store_free();
    Dyadic_T x = Dyadic_int(-5), want = Dyadic_make(-5, 1);
    Game_T l = Game_zero(), r = Game_nus(x, 7, 0);
    Game_T g = Game_make(&l, 1, &r, 1);
    CU_ASSERT(Game_num_left(g) == 1 && Game_num_right(g) == 1);
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ Game_store_count(), 0 }, mean_of, &g),
                    GAME_LIMIT_GAMES);
    Dyadic_T m = Thermo_mean(g);
    CU_ASSERT_EQUAL(Dyadic_cmp(m, want), 0);
    Dyadic_clear(&m);
    Dyadic_clear(&x);
    Dyadic_clear(&want);
}
#line 1835 "noweb/games/thermo.nw"
static void test_example_four_one(void)
{
    Game_T g;
    Perr_T e;
    CU_ASSERT_FATAL(Notation_parse("{4|1}", &g, &e));
    
#line 103 "noweb/games/thermo.nw"
Thermo_Graph *th = Thermo_thermograph(g);
char *s = Thermo_str(th);          /* CGSuite's form */
Dyadic_T m = Thermo_mean(g), t = Thermo_temperature(g);
#line 1841 "noweb/games/thermo.nw"
    CU_ASSERT_STRING_EQUAL(s, "Thermograph(5/2,[3/2],[0,-1],5/2,[3/2],[0,1])");
    CU_ASSERT(Dyadic_eq(m, Dyadic_make(5, 1)) && Dyadic_eq(t, Dyadic_make(3, 1)));
    free(s);
    Thermo_graph_free(&th);
    Dyadic_clear(&m);
    Dyadic_clear(&t);
}

int test_thermo_suite(void)
{
    CU_pSuite s = CU_add_suite("thermo", NULL, NULL);
    if (!s || !CU_add_test(s, "sections of ONAG's examples", test_sections_onag)
           || !CU_add_test(s, "sections give the order with numbers", test_sections_order)
           || !CU_add_test(s, "thermographs derived by hand", test_thermograph_hand)
           || !CU_add_test(s, "a limit in a thermograph", test_limit_in_thermograph)
           || !CU_add_test(s, "conventions for numbers", test_number_conventions)
           || !CU_add_test(s, "mean, temperature, cooling properties", test_properties)
           || !CU_add_test(s, "cooling {4|1}", test_cool_onag)
           || !CU_add_test(s, "heating and cooling", test_heat_cool)
           || !CU_add_test(s, "printing", test_printing)
           || !CU_add_test(s, "a store freed and rebuilt", test_store_rebuilt)
           || !CU_add_test(s, "thermographs of compact values", test_compact_thermographs)
           || !CU_add_test(s, "example: the thermograph of {4|1}", test_example_four_one))
        return CU_get_error();
    return 0;
}
