/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#line 1000 "noweb/games/game.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "mem.h"
#include "rng.h"

#line 1025 "noweb/games/game.nw"
static int suite_cleanup(void)
{
    Game_store_free();
    return 0;
}

static Game_T G1(Game_T l, Game_T r)                    /* {l | r} */
{
    return Game_make(&l, 1, &r, 1);
}

static Game_T num(int64_t a, int32_t e)                 /* a / 2^e */
{
    Dyadic_T x = Dyadic_make(a, e);
    Game_T g = Game_number(x);
    Dyadic_clear(&x);
    return g;
}

static Game_T nus(int64_t a, int32_t e, int64_t ups, uint32_t nim)
{
    Dyadic_T x = Dyadic_make(a, e);
    Game_T g = Game_nus(x, ups, nim);
    Dyadic_clear(&x);
    return g;
}

static bool has_option(Game_T g, char side, Game_T o)
{
    size_t n = side == 'L' ? Game_num_left(g) : Game_num_right(g);
    for (size_t i = 0; i < n; i++)
        if ((side == 'L' ? Game_left(g, i) : Game_right(g, i)) == o)
            return true;
    return false;
}

static uint64_t rng_state = 0x1234567887654321ull;
static uint64_t rnd(void)                               /* splitmix64 */
{
    return Rng_next(&rng_state);
}

static Game_T options_make(Game_T g)  /* Game_make of g's own options */
{
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    Game_T *L = ALLOC((nl + 1) * sizeof *L), *R = ALLOC((nr + 1) * sizeof *R);
    for (size_t i = 0; i < nl; i++) L[i] = Game_left(g, i);
    for (size_t i = 0; i < nr; i++) R[i] = Game_right(g, i);
    Game_T r = Game_make(L, nl, R, nr);
    free(L);
    free(R);
    return r;
}

static uint64_t naive_birthday(Game_T g)  /* 1 + max over options, by recursion */
{
    uint64_t b = 0;
    for (size_t i = 0; i < Game_num_left(g); i++) {
        uint64_t c = naive_birthday(Game_left(g, i)) + 1;
        if (c > b) b = c;
    }
    for (size_t i = 0; i < Game_num_right(g); i++) {
        uint64_t c = naive_birthday(Game_right(g, i)) + 1;
        if (c > b) b = c;
    }
    return b;
}
#line 1153 "noweb/games/game.nw"
typedef struct { int n; Game_Step s[16]; Game_T opts[16][4]; } Log;
static void log_step(void *ctx, const Game_Step *step)
{
    Log *l = ctx;
    if (l->n < 16) {
        l->s[l->n] = *step;
        for (size_t i = 0; i < step->nopts && i < 4; i++)
            l->opts[l->n][i] = step->opts[i];
        l->n++;
    }
}
#line 1216 "noweb/games/game.nw"
enum { NRAW = 2000 };
typedef struct { int nl, nr, l[3], r[3], day; Game_T id; } Raw;
static Raw raw[NRAW];
static int nraw;
static unsigned char *naive_memo;       /* 0 unknown, 1 false, 2 true */

static bool naive_le(int a, int b)
{
    unsigned char *m = &naive_memo[a * NRAW + b];
    if (*m)
        return *m == 2;
    bool r = true;
    for (int i = 0; r && i < raw[a].nl; i++)
        r = !naive_le(b, raw[a].l[i]);
    for (int i = 0; r && i < raw[b].nr; i++)
        r = !naive_le(raw[b].r[i], a);
    *m = r ? 2 : 1;
    return r;
}

static int pick(const int *from, int n)     /* a random element of from[0..n) */
{
    return from[rnd() % (uint64_t)n];
}

static void make_raw_pool(void)
{
    static const int per_day[6] = { 1, 10, 80, 400, 700, 809 };
    static int distinct[NRAW], fresh[NRAW];    /* one raw game per value */
    int nd = 0;
    nraw = 0;
    raw[nraw++] = (Raw){ 0, 0, { 0 }, { 0 }, 0, Game_zero() };
    distinct[nd++] = 0;
    for (int d = 1; d <= 5; d++) {
        int avail = nd, nf = 0;
        for (int i = 0; i < avail; i++)         /* values new on day d - 1 */
            if (raw[distinct[i]].day == d - 1)
                fresh[nf++] = distinct[i];
        for (int t = 0; t < per_day[d]; t++) {
            Raw g = { 0, 0, { 0 }, { 0 }, d, 0 };
            g.nl = rnd() % 8 == 0 ? 0 : 1 + (int)(rnd() % 3);
            g.nr = rnd() % 8 == 0 ? 0 : 1 + (int)(rnd() % 3);
            if (g.nl + g.nr == 0)
                g.nl = 1;
            Game_T L[3], R[3];
            for (int i = 0; i < g.nl; i++) {
                g.l[i] = i == 0 ? pick(fresh, nf) : pick(distinct, avail);
                L[i] = raw[g.l[i]].id;
            }
            for (int i = 0; i < g.nr; i++) {
                g.r[i] = i == 0 && g.nl == 0 ? pick(fresh, nf) : pick(distinct, avail);
                R[i] = raw[g.r[i]].id;
            }
            g.id = Game_make(L, (size_t)g.nl, R, (size_t)g.nr);
            bool seen = false;
            for (int i = 0; !seen && i < nd; i++)
                seen = raw[distinct[i]].id == g.id;
            if (!seen)
                distinct[nd++] = nraw;
            raw[nraw++] = g;
        }
    }
    naive_memo = CALLOC((size_t)NRAW * NRAW, 1);
}
#line 1348 "noweb/games/game.nw"
static void check_canonical(Game_T g)
{
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    for (size_t i = 0; i < nl; i++) {
        Game_T a = Game_left(g, i);
        for (size_t j = 0; j < nl; j++)
            CU_ASSERT(i == j || !Game_le(a, Game_left(g, j)));
        for (size_t k = 0; k < Game_num_right(a); k++)
            CU_ASSERT(!Game_le(Game_right(a, k), g));
    }
    for (size_t i = 0; i < nr; i++) {
        Game_T b = Game_right(g, i);
        for (size_t j = 0; j < nr; j++)
            CU_ASSERT(i == j || !Game_le(Game_right(g, j), b));
        for (size_t k = 0; k < Game_num_left(b); k++)
            CU_ASSERT(!Game_le(g, Game_left(b, k)));
    }
}
#line 1095 "noweb/games/game.nw"
static void test_example_switch(void)       /* the example of use, run */
{
    
#line 68 "noweb/games/game.nw"
Game_T pm1 = Game_switch(Game_integer(1));          /* +-1 = {1|-1} */
Game_T g   = Game_make((Game_T[]){Game_up()}, 1, (Game_T[]){Game_integer(1)}, 1);
assert(Game_add(pm1, pm1) == Game_zero() && g == Game_number(Dyadic_make(1, 1)));
#line 1098 "noweb/games/game.nw"
    CU_ASSERT(Game_num_left(g) == 1 && Game_left(g, 0) == Game_zero());  /* {0 | 1} */
    CU_ASSERT(Game_num_right(g) == 1 && Game_right(g, 0) == Game_integer(1));
}
#line 1112 "noweb/games/game.nw"
static void test_book_examples(void)
{
    Game_T z = Game_zero(), s = Game_star(), up = Game_up(), dn = Game_down();
    Game_T one = Game_integer(1), half = num(1, 1);
    CU_ASSERT_EQUAL(G1(s, one), z);
    CU_ASSERT_EQUAL(G1(up, one), half);
    CU_ASSERT_EQUAL(G1(up, dn), s);
    Game_T L[2] = { z, s };
    CU_ASSERT_EQUAL(Game_make(L, 2, &one, 1), half);
    CU_ASSERT_EQUAL(G1(G1(Game_integer(2), num(1, 2)), G1(Game_integer(3), one)), one);
    Game_T R[2] = { s, dn };
    Game_T g = Game_make(&z, 1, R, 2);
    CU_ASSERT_EQUAL(Game_num_left(g), 1);
    CU_ASSERT_EQUAL(Game_left(g, 0), z);
    CU_ASSERT_EQUAL(Game_num_right(g), 2);
    CU_ASSERT(has_option(g, 'R', s) && has_option(g, 'R', z));
    CU_ASSERT_EQUAL(g, nus(0, 0, -1, 1));
    Game_T uu = G1(up, up);
    CU_ASSERT_EQUAL(uu, G1(z, up));
    CU_ASSERT_EQUAL(Game_num_left(uu), 1);
    CU_ASSERT_EQUAL(Game_left(uu, 0), z);
    CU_ASSERT_EQUAL(Game_num_right(uu), 1);
    CU_ASSERT_EQUAL(Game_right(uu, 0), up);
    CU_ASSERT_EQUAL(uu, Game_add(Game_add(up, up), s));
    /* exercises of lesson 10 of the lecture notes: {*|1/4} = 0 (* reverses
       through 0), {0,*|1} = 1/2 */
    CU_ASSERT_EQUAL(G1(s, num(1, 2)), z);
    /* repeated and unordered options */
    Game_T L3[3] = { one, z, one };
    CU_ASSERT_EQUAL(Game_make(L3, 3, NULL, 0), Game_integer(2));
    CU_ASSERT_EQUAL(Game_make(NULL, 0, NULL, 0), z);
}
#line 1167 "noweb/games/game.nw"
static void test_explain(void)
{
    Game_T z = Game_zero(), s = Game_star(), one = Game_integer(1);
    Log lg = { 0 };
    Game_T L[2] = { z, s };
    Game_T r = Game_make_explain(L, 2, &one, 1, log_step, &lg);
    CU_ASSERT_EQUAL(r, num(1, 1));
    CU_ASSERT_EQUAL_FATAL(lg.n, 4);
    CU_ASSERT(lg.s[0].kind == GAME_STEP_REVERSIBLE && lg.s[0].side == 'L'
              && lg.s[0].option == s && lg.s[0].other == z);
    CU_ASSERT(lg.s[1].kind == GAME_STEP_REPLACED && lg.s[1].option == s
              && lg.s[1].nopts == 0);
    CU_ASSERT(lg.s[2].kind == GAME_STEP_NUMBER && lg.s[2].result == r);
    CU_ASSERT(lg.s[3].kind == GAME_STEP_RESULT && lg.s[3].result == r);

    Log l2 = { 0 };
    Game_T L2[2] = { z, num(1, 1) }, two = Game_integer(2);
    CU_ASSERT_EQUAL(Game_make_explain(L2, 2, &two, 1, log_step, &l2), one);
    CU_ASSERT_EQUAL_FATAL(l2.n, 3);
    CU_ASSERT(l2.s[0].kind == GAME_STEP_DOMINATED && l2.s[0].side == 'L'
              && l2.s[0].option == z && l2.s[0].other == num(1, 1));
    CU_ASSERT(l2.s[1].kind == GAME_STEP_NUMBER && l2.s[1].result == one);
    CU_ASSERT(l2.s[2].kind == GAME_STEP_RESULT);

    Log l3 = { 0 };
    Game_T R[2] = { s, Game_down() };
    r = Game_make_explain(&z, 1, R, 2, log_step, &l3);
    CU_ASSERT_EQUAL_FATAL(l3.n, 3);
    CU_ASSERT(l3.s[0].kind == GAME_STEP_REVERSIBLE && l3.s[0].side == 'R'
              && l3.s[0].option == Game_down() && l3.s[0].other == s);
    CU_ASSERT(l3.s[1].kind == GAME_STEP_REPLACED && l3.s[1].nopts == 1
              && l3.opts[1][0] == z);
    CU_ASSERT(l3.s[2].kind == GAME_STEP_RESULT && l3.s[2].result == r);
}
#line 1283 "noweb/games/game.nw"
static void test_random_order(void)
{
    make_raw_pool();
    CU_ASSERT_EQUAL_FATAL(nraw, NRAW);
    int bad_le = 0, bad_eq = 0;
    for (int a = 0; a < nraw; a++)
        for (int b = 0; b < nraw; b++) {
            bool nl = naive_le(a, b), gl = Game_le(raw[a].id, raw[b].id);
            if (nl != gl)
                bad_le++;
            if ((nl && naive_le(b, a)) != (raw[a].id == raw[b].id))
                bad_eq++;
        }
    CU_ASSERT_EQUAL(bad_le, 0);
    CU_ASSERT_EQUAL(bad_eq, 0);
    for (int a = 0; a < nraw; a++) {
        Game_T g = raw[a].id;
        CU_ASSERT(Game_birthday(g) <= (uint64_t)raw[a].day);
        CU_ASSERT_EQUAL(Game_birthday(g), naive_birthday(g));
        CU_ASSERT_EQUAL(options_make(g), g);            /* idempotence */
        CU_ASSERT_EQUAL(Game_neg(Game_neg(g)), g);
        check_canonical(g);
    }
    free(naive_memo);
}
#line 1318 "noweb/games/game.nw"
static void test_adorned_stops(void)
{
    Game_store_free();
    make_raw_pool();
    int ties = 0, bad = 0;
    for (int a = 0; a < nraw; a++)
        for (int b = 0; b < nraw; b++) {
            Game_T g = raw[a].id, h = raw[b].id;
            Dyadic_T lg = Game_left_stop(g), rg = Game_right_stop(g);
            Dyadic_T lh = Game_left_stop(h), rh = Game_right_stop(h);
            if (g != h
                && (Dyadic_eq(lg, rh) || Dyadic_eq(lg, lh) || Dyadic_eq(rg, rh))) {
                ties++;
                bad += naive_le(a, b) != Game_le(g, h);
            }
            Dyadic_clear(&lg);
            Dyadic_clear(&rg);
            Dyadic_clear(&lh);
            Dyadic_clear(&rh);
        }
    CU_ASSERT(ties > 10000);
    CU_ASSERT_EQUAL(bad, 0);
    free(naive_memo);
}
#line 1378 "noweb/games/game.nw"
static void test_dominated_readings(void)
{
    make_raw_pool();
    Dyadic_T e = Dyadic_make(1, 70);
    Game_T x = Game_number(e);
    Dyadic_clear(&e);
    for (int t = 0; t < 300; t++) {
        Game_T L[48], R[48], Lx[48], Rx[48];
        size_t nl = 1 + rnd() % 48, nr = 1 + rnd() % 48;
        for (size_t i = 0; i < nl; i++)
            Lx[i] = Game_add(L[i] = raw[rnd() % (uint64_t)nraw].id, x);
        for (size_t i = 0; i < nr; i++)
            Rx[i] = Game_add(R[i] = raw[rnd() % (uint64_t)nraw].id, x);
        Game_T made = Game_make(L, nl, R, nr), madex = Game_make(Lx, nl, Rx, nr);
        CU_ASSERT(Game_is_number(made) || madex == Game_add(made, x));
        check_canonical(made);
        check_canonical(madex);
    }
    free(naive_memo);
}
#line 1412 "noweb/games/game.nw"
static bool undominated(const Game_T *a, size_t n, bool left)
{
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (i != j && (left ? Game_le(a[i], a[j]) : Game_le(a[j], a[i])))
                return false;
    return true;
}

static bool same_options(Game_T m, const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    bool same = Game_num_left(m) == nl && Game_num_right(m) == nr;
    for (size_t i = 0; same && i < nl; i++) {
        bool found = false;
        for (size_t j = 0; j < nl; j++)
            found |= Game_left(m, j) == L[i];
        same = found;
    }
    for (size_t i = 0; same && i < nr; i++) {
        bool found = false;
        for (size_t j = 0; j < nr; j++)
            found |= Game_right(m, j) == R[i];
        same = found;
    }
    return same;
}

static void test_reduce(void)
{
    Game_store_free();
    Game_T L[64], R[64], L2[64], R2[64];
    size_t nl = 2, nr = 0;
    L[0] = Game_zero();
    L[1] = Game_star();
    CU_ASSERT(!Game_reduce(L, &nl, 64, R, &nr, 64) && nl == 2);   /* not fixed */
    CU_ASSERT(Game_fix_store() && Game_fix_store());
    Dyadic_T x = Dyadic_make(5, 3);
    Game_T g = Game_nus(x, 1, 0), h = Game_add(Game_number(x), Game_tiny(Game_integer(1)));
    Dyadic_clear(&x);
    L[0] = g;
    L[1] = h;
    CU_ASSERT(!Game_reduce(L, &nl, 64, R, &nr, 64) && nl == 2 && L[0] == g && L[1] == h);
    Game_T made = Game_make(L, 2, R, 0);            /* produces the options of g */
    CU_ASSERT(Game_reduce(L, &nl, 64, R, &nr, 64) && Game_make(L, nl, R, nr) == made);
    make_raw_pool();
    int reduced = 0;
    for (int t = 0; t < 300; t++) {
        nl = 1 + rnd() % 24;
        nr = 1 + rnd() % 24;
        for (size_t i = 0; i < nl; i++)
            L2[i] = L[i] = raw[rnd() % (uint64_t)nraw].id;
        for (size_t i = 0; i < nr; i++)
            R2[i] = R[i] = raw[rnd() % (uint64_t)nraw].id;
        size_t nl2 = nl, nr2 = nr;
        bool ok = Game_reduce(L2, &nl2, 64, R2, &nr2, 64);
        if (ok) {
            reduced++;
            CU_ASSERT(undominated(L2, nl2, true) && undominated(R2, nr2, false));
        } else {
            CU_ASSERT(nl2 == nl && nr2 == nr && !memcmp(L2, L, nl * sizeof *L));
        }
        Game_T m = Game_make(L2, nl2, R2, nr2);
        CU_ASSERT(m == Game_make(L, nl, R, nr));
        if (ok && !Game_is_nus(m))              /* then exactly m's options */
            CU_ASSERT(same_options(m, L2, nl2, R2, nr2));
        if (ok && nl2 > 0) {                    /* one less room: declines */
            Game_T L3[64];
            size_t a = nl, b = nr;
            memcpy(L3, L, nl * sizeof *L);
            CU_ASSERT(!Game_reduce(L3, &a, nl2 - 1, R, &b, 64) && a == nl && b == nr
                      && !memcmp(L3, L, nl * sizeof *L));
        }
    }
    CU_ASSERT(reduced >= 250);
    free(naive_memo);
    Game_store_free();
}

#line 1013 "noweb/games/game.nw"
int test_game_suite(void);
int test_game_suite(void)
{
    CU_pSuite s = CU_add_suite("game", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    
#line 1492 "noweb/games/game.nw"
if (CU_add_test(s, "example: a switch and a canonical form", test_example_switch) == NULL
    || CU_add_test(s, "lesson 10 and ONAG examples", test_book_examples) == NULL
    || CU_add_test(s, "explain trace", test_explain) == NULL
    || CU_add_test(s, "random games vs naive order", test_random_order) == NULL
    || CU_add_test(s, "tied stops vs naive order", test_adorned_stops) == NULL
    || CU_add_test(s, "dominated options read in two orders", test_dominated_readings) == NULL
    || CU_add_test(s, "simplification without the lock", test_reduce) == NULL)
    return CU_get_error();
#line 1020 "noweb/games/game.nw"
    return 0;
}
