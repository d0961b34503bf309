/* Generated from noweb/games/sum.nw by notangle: edit the .nw, not this file. */
#line 477 "noweb/games/sum.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "mem.h"
#include "rng.h"

#line 501 "noweb/games/sum.nw"
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
#line 549 "noweb/games/sum.nw"
enum { MEMO = 1 << 16 };
static Game_T memo_a[MEMO], memo_b[MEMO], memo_r[MEMO];
static bool memo_used[MEMO];

static Game_T gsum(Game_T a, Game_T b)
{
    if (a == Game_zero())
        return b;
    if (b == Game_zero())
        return a;
    size_t h = (a * 2654435761u ^ b * 40503u) & (MEMO - 1);
    if (memo_used[h] && memo_a[h] == a && memo_b[h] == b)
        return memo_r[h];
    size_t al = Game_num_left(a), ar = Game_num_right(a);
    size_t bl = Game_num_left(b), br = Game_num_right(b);
    Game_T *L = ALLOC((al + bl + 1) * sizeof *L), *R = ALLOC((ar + br + 1) * sizeof *R);
    for (size_t i = 0; i < al; i++) L[i] = gsum(Game_left(a, i), b);
    for (size_t i = 0; i < bl; i++) L[al + i] = gsum(a, Game_left(b, i));
    for (size_t i = 0; i < ar; i++) R[i] = gsum(Game_right(a, i), b);
    for (size_t i = 0; i < br; i++) R[ar + i] = gsum(a, Game_right(b, i));
    Game_T r = Game_make(L, al + bl, R, ar + br);
    free(L);
    free(R);
    memo_used[h] = true; memo_a[h] = a; memo_b[h] = b; memo_r[h] = r;
    return r;
}

static void gsum_reset(void)        /* ids die with the store: forget them */
{
    memset(memo_used, 0, sizeof memo_used);
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
#line 616 "noweb/games/sum.nw"
enum { NPOOL = 2000 };
static Game_T pool[NPOOL];

static void make_pool(void)
{
    static const int per_day[6] = { 1, 10, 80, 400, 700, 809 };
    static Game_T distinct[NPOOL];      /* one entry per value, in day order */
    static int born[NPOOL];
    int np = 0, nd = 0;
    pool[np++] = distinct[nd] = Game_zero();
    born[nd++] = 0;
    for (int d = 1; d <= 5; d++) {
        int avail = nd, first = 0;      /* distinct[first..avail): new on day d - 1 */
        while (born[first] < d - 1)
            first++;
        for (int t = 0; t < per_day[d]; t++) {
            size_t nl = rnd() % 8 == 0 ? 0 : 1 + rnd() % 3;
            size_t nr = rnd() % 8 == 0 ? 0 : 1 + rnd() % 3;
            if (nl + nr == 0)
                nl = 1;
            Game_T L[3], R[3];
            for (size_t i = 0; i < nl; i++)
                L[i] = distinct[i == 0 ? first + (int)(rnd() % (uint64_t)(avail - first))
                                       : (int)(rnd() % (uint64_t)avail)];
            for (size_t i = 0; i < nr; i++)
                R[i] = distinct[i == 0 && nl == 0
                                ? first + (int)(rnd() % (uint64_t)(avail - first))
                                : (int)(rnd() % (uint64_t)avail)];
            Game_T g = Game_make(L, nl, R, nr);
            bool seen = false;
            for (int i = 0; !seen && i < nd; i++)
                seen = distinct[i] == g;
            if (!seen) {
                distinct[nd] = g;
                born[nd++] = d;
            }
            pool[np++] = g;
        }
    }
    assert(np == NPOOL);
}
#line 662 "noweb/games/sum.nw"
static void test_example_nimbers(void)
{
    
#line 29 "noweb/games/sum.nw"
Game_T s = Game_add(Game_nimber(2), Game_nimber(3));        /* *2 + *3 = * */
Game_T h = Game_switch(Game_integer(3));                    /* +-3 = {3|-3} */
assert(s == Game_star() && Game_sub(Game_add(h, s), h) == s);
#line 665 "noweb/games/sum.nw"
    CU_ASSERT_EQUAL(Game_neg(h), h);                /* +-3 is its own negative */
}
#line 675 "noweb/games/sum.nw"
static void test_small_sums(void)
{
    Game_T z = Game_zero(), s = Game_star();
    Game_T pm1 = G1(Game_integer(1), Game_integer(-1));
    CU_ASSERT_EQUAL(pm1, Game_switch(Game_integer(1)));
    CU_ASSERT(!Game_is_number(pm1));
    CU_ASSERT_EQUAL(Game_add(pm1, pm1), z);
    CU_ASSERT_EQUAL(Game_add(s, s), z);
    CU_ASSERT_EQUAL(Game_add(Game_nimber(2), Game_nimber(3)), s);
    CU_ASSERT_EQUAL(Game_add(Game_up(), Game_down()), z);
    Game_T star = G1(z, z), up = G1(z, star);
    CU_ASSERT_EQUAL(star, s);
    CU_ASSERT_EQUAL(up, Game_up());
    Game_T uus = gsum(gsum(up, up), star);
    CU_ASSERT_EQUAL(uus, Game_add(Game_add(Game_up(), Game_up()), s));
    CU_ASSERT_EQUAL(uus, nus(0, 0, 2, 1));
    CU_ASSERT_EQUAL(Game_sub(pm1, pm1), z);
    /* +-t is 0 for t < 0 and * for t = 0 (ONAG ch. 10) */
    CU_ASSERT_EQUAL(Game_switch(Game_integer(-1)), z);
    CU_ASSERT_EQUAL(Game_switch(z), s);
    /* {x|x} = x + * ; {2|1} is hot and stays general */
    CU_ASSERT_EQUAL(G1(num(3, 2), num(3, 2)), nus(3, 2, 0, 1));
    Game_T hot = G1(Game_integer(2), Game_integer(1));
    CU_ASSERT(!Game_is_nus(hot));
    CU_ASSERT_EQUAL(Game_outcome(hot), GAME_OUTCOME_L);
    CU_ASSERT_EQUAL(Game_outcome(pm1), GAME_OUTCOME_N);
    CU_ASSERT_EQUAL(Game_outcome(z), GAME_OUTCOME_P);
    CU_ASSERT_STRING_EQUAL(Game_outcome_name(Game_outcome(hot)), "L");
    CU_ASSERT_STRING_EQUAL(Game_outcome_name(Game_outcome(pm1)), "N");
    CU_ASSERT_STRING_EQUAL(Game_outcome_name(GAME_OUTCOME_R), "R");
    CU_ASSERT_STRING_EQUAL(Game_outcome_name(Game_outcome(z)), "P");
    CU_ASSERT_EQUAL(Game_outcome(Game_down()), GAME_OUTCOME_R);
    /* {1* | 2} = 1: 1* reverses through 1 <= G to 1's Left option 0, {0|2} = 1 */
    CU_ASSERT_EQUAL(G1(nus(1, 0, 0, 1), Game_integer(2)), Game_integer(1));
}
#line 725 "noweb/games/sum.nw"
static void test_compact_forms(void)
{
    Game_T z = Game_zero(), s = Game_star();
    Game_T up = Game_up(), ups = nus(0, 0, 1, 1), dup = nus(0, 0, 2, 0);
    Game_T dups = nus(0, 0, 2, 1);
    CU_ASSERT(Game_num_left(up) == 1 && Game_left(up, 0) == z);
    CU_ASSERT(Game_num_right(up) == 1 && Game_right(up, 0) == s);
    CU_ASSERT(Game_num_left(ups) == 2 && has_option(ups, 'L', z) && has_option(ups, 'L', s));
    CU_ASSERT(Game_num_right(ups) == 1 && Game_right(ups, 0) == z);
    CU_ASSERT(Game_num_left(dup) == 1 && Game_left(dup, 0) == z);
    CU_ASSERT(Game_num_right(dup) == 1 && Game_right(dup, 0) == ups);
    CU_ASSERT(Game_num_left(dups) == 1 && Game_right(dups, 0) == up);
    CU_ASSERT_EQUAL(Game_right(nus(0, 0, 1, 2), 0), Game_nimber(3));
    CU_ASSERT_EQUAL(Game_down(), Game_neg(up));
    CU_ASSERT_EQUAL(Game_right(Game_down(), 0), z);
    /* numbers: 3 = {2|}, -2 = {|-1}, 3/4 = {1/2|1}, 0 = {|} */
    Game_T three = Game_integer(3), m2 = Game_integer(-2), q = num(3, 2);
    CU_ASSERT(Game_num_left(three) == 1 && Game_num_right(three) == 0
              && Game_left(three, 0) == Game_integer(2));
    CU_ASSERT(Game_num_left(m2) == 0 && Game_num_right(m2) == 1
              && Game_right(m2, 0) == Game_integer(-1));
    CU_ASSERT(Game_left(q, 0) == num(1, 1) && Game_right(q, 0) == Game_integer(1));
    CU_ASSERT(Game_num_left(z) == 0 && Game_num_right(z) == 0);
    /* general reconstruction of x + n.up + *m */
    Game_T eup = G1(z, G1(z, z)), edown = G1(G1(z, z), z);
    int64_t xa[4] = { 0, 1, -3, 5 };
    int32_t xe[4] = { 0, 0, 1, 3 };
    for (int xi = 0; xi < 4; xi++)
        for (int n = -4; n <= 4; n++)
            for (uint32_t m = 0; m <= 4; m++) {
                Game_T nims[5];
                for (uint32_t j = 0; j < m; j++)
                    nims[j] = j == 0 ? z : Game_make(nims, j, nims, j);
                Game_T g = num(xa[xi], xe[xi]);
                g = gsum(g, m == 0 ? z : Game_make(nims, m, nims, m));
                for (int k = 0; k < (n < 0 ? -n : n); k++)
                    g = gsum(g, n > 0 ? eup : edown);
                Game_T c = nus(xa[xi], xe[xi], n, m);
                CU_ASSERT_EQUAL(g, c);
                CU_ASSERT_EQUAL(Game_birthday(c), naive_birthday(c));
                CU_ASSERT_EQUAL(options_make(c), c);
            }
    /* numbers {x - 2^-k | x + 2^-k} */
    for (int t = 0; t < 200; t++) {
        int32_t k = 1 + (int32_t)(rnd() % 8);
        int64_t a = (int64_t)(rnd() % 2001) - 1000;           /* x = a / 2^(k-1) */
        Game_T g = G1(num(2 * a - 1, k), num(2 * a + 1, k));
        CU_ASSERT_EQUAL(g, num(a, k - 1));
    }
    Game_T nim02[2] = { z, Game_nimber(2) };
    CU_ASSERT_EQUAL(Game_make(nim02, 2, nim02, 2), s);
    CU_ASSERT(Game_is_nimber(Game_nimber(7)) && Game_nimber_value(Game_nimber(7)) == 7);
    CU_ASSERT(!Game_is_nimber(up) && Game_is_nus(up) && !Game_is_number(up));
    CU_ASSERT(Game_is_integer(m2) && !Game_is_integer(q) && Game_is_number(q));
    CU_ASSERT_EQUAL(Game_birthday(q), 3);
    CU_ASSERT_EQUAL(Game_birthday(m2), 2);
    CU_ASSERT_EQUAL(Game_birthday(nus(0, 0, 0, 9)), 9);
    CU_ASSERT_EQUAL(Game_birthday(z), 0);
}
#line 797 "noweb/games/sum.nw"
static void test_switch_sums(void)
{
    Game_T s = Game_zero();
    for (int64_t k = 1; k <= 18; k++) {
        Game_T t = Game_add(s, Game_switch(Game_integer(k)));
        CU_ASSERT_EQUAL(Game_num_left(t), 1);
        CU_ASSERT_EQUAL(Game_num_right(t), 1);
        CU_ASSERT_EQUAL(Game_left(t, 0), Game_add(Game_integer(k), s));
        CU_ASSERT_EQUAL(Game_right(t, 0), Game_add(Game_integer(-k), s));
        Dyadic_T l = Game_left_stop(t), r = Game_right_stop(t);
        int64_t lv = 0, rv = 0;
        CU_ASSERT(Dyadic_to_int64(l, &lv) && lv == (k + 1) / 2);
        CU_ASSERT(Dyadic_to_int64(r, &rv) && rv == -(k + 1) / 2);
        Dyadic_clear(&l);
        Dyadic_clear(&r);
        CU_ASSERT_EQUAL(Game_neg(t), t);                  /* symmetric */
        if (k <= 5)                                      /* S + S = S - S = 0 */
            CU_ASSERT_EQUAL(gsum(t, t), Game_zero());
        s = t;
    }
}
#line 828 "noweb/games/sum.nw"
static void test_random_algebra(void)
{
    make_pool();
    int small = 1 + 10 + 80;                            /* days <= 2 */
    int mid = small + 400;                              /* days <= 3 */
    for (int t = 0; t < 3000; t++) {
        Game_T g = pool[rnd() % NPOOL], h = pool[rnd() % NPOOL];
        Game_T k = pool[rnd() % NPOOL];
        CU_ASSERT_EQUAL(Game_sub(g, g), Game_zero());
        Game_T gh = Game_add(g, h);
        CU_ASSERT_EQUAL(gh, Game_add(h, g));
        CU_ASSERT_EQUAL(Game_le(gh, Game_add(g, k)), Game_le(h, k));
        CU_ASSERT_EQUAL(Game_le(g, h), Game_le(Game_neg(h), Game_neg(g)));
        CU_ASSERT_EQUAL(Game_sub(gh, h), g);
    }
    for (int t = 0; t < 1000; t++) {
        Game_T g = pool[rnd() % (uint64_t)mid], h = pool[rnd() % (uint64_t)mid];
        Game_T k = pool[rnd() % (uint64_t)mid];
        CU_ASSERT_EQUAL(Game_add(Game_add(g, h), k), Game_add(g, Game_add(h, k)));
    }
    gsum_reset();
    for (int t = 0; t < 300; t++) {
        Game_T g = pool[rnd() % (uint64_t)small], h = pool[rnd() % (uint64_t)small];
        CU_ASSERT_EQUAL(Game_add(g, h), gsum(g, h));
    }
    for (int t = 0; t < 500; t++) {
        Game_T g = pool[rnd() % NPOOL];
        Game_T x = num((int64_t)(rnd() % 41) - 20, (int32_t)(rnd() % 4));
        size_t xl = Game_num_left(x), xr = Game_num_right(x);
        size_t gl = Game_num_left(g), gr = Game_num_right(g);
        Game_T L[16], R[16];
        size_t nl = 0, nr = 0;
        if (gl + xl > 16 || gr + xr > 16)
            continue;
        for (size_t i = 0; i < xl; i++) L[nl++] = Game_add(Game_left(x, i), g);
        for (size_t i = 0; i < gl; i++) L[nl++] = Game_add(x, Game_left(g, i));
        for (size_t i = 0; i < xr; i++) R[nr++] = Game_add(Game_right(x, i), g);
        for (size_t i = 0; i < gr; i++) R[nr++] = Game_add(x, Game_right(g, i));
        CU_ASSERT_EQUAL(Game_make(L, nl, R, nr), Game_add(x, g));
    }
}
#line 876 "noweb/games/sum.nw"
static void test_big_numbers(void)
{
    Dyadic_T one = Dyadic_int(1), x = Dyadic_shift(one, 70);
    Dyadic_T xp = Dyadic_add(x, one), xm = Dyadic_sub(x, one);
    Game_T gx = Game_number(x);
    CU_ASSERT_EQUAL(Game_sub(Game_add(gx, Game_up()), gx), Game_up());
    Game_T s = Game_add(gx, Game_switch(Game_integer(1)));
    CU_ASSERT_EQUAL(s, G1(Game_number(xp), Game_number(xm)));
    CU_ASSERT_EQUAL(Game_left(gx, 0), Game_number(xm));
    CU_ASSERT_EQUAL(Game_birthday(gx), UINT64_MAX);     /* 2^70 saturates */
    Dyadic_T y = Dyadic_shift(one, 40);
    CU_ASSERT_EQUAL(Game_birthday(Game_nus(y, 3, 0)), (UINT64_C(1) << 40) + 4);
    Dyadic_clear(&y);
    Dyadic_clear(&x); Dyadic_clear(&xp); Dyadic_clear(&xm); Dyadic_clear(&one);
}
#line 904 "noweb/games/sum.nw"
static void test_compact_sums(void)
{
    gsum_reset();
    Game_T opts[] = { Game_integer(2), Game_integer(1), Game_zero(), Game_star(),
                      Game_up(), nus(1, 1, 0, 1), nus(1, 0, -1, 2), nus(-1, 0, 2, 0),
                      Game_switch(Game_integer(1)) };
    size_t no = sizeof opts / sizeof opts[0];
    for (size_t i = 0; i < no; i++)
        for (size_t j = 0; j < no; j++) {
            Game_T g = G1(opts[i], opts[j]);
            for (int64_t n = -3; n <= 3; n++)
                for (uint32_t m = 0; m <= 3; m++)
                    for (int32_t e = 0; e <= 1; e++) {
                        Game_T c = nus(e ? 1 : 0, e, n, m);
                        CU_ASSERT_EQUAL(Game_add(g, c), gsum(g, c));
                        CU_ASSERT_EQUAL(Game_add(c, g), gsum(g, c));
                    }
        }
    Dyadic_T z = Dyadic_int(0);
    size_t before = Game_store_count();
    Game_T big = Game_nus(z, 100000, 0);
    Game_T s = Game_add(G1(Game_integer(1), Game_star()), big);
    CU_ASSERT_EQUAL(Game_left(s, 0), nus(1, 0, 100000, 0));
    CU_ASSERT_EQUAL(Game_right(s, 0), Game_nus(z, 100000, 1));
    Game_T pm = Game_add(Game_switch(Game_integer(1)), Game_nimber(21474));
    CU_ASSERT_EQUAL(Game_left(pm, 0), nus(1, 0, 0, 21474));
    CU_ASSERT_EQUAL(Game_right(pm, 0), nus(-1, 0, 0, 21474));
    CU_ASSERT(Game_store_count() < before + 20);
    Dyadic_clear(&z);
}

#line 489 "noweb/games/sum.nw"
int test_sum_suite(void);
int test_sum_suite(void)
{
    CU_pSuite s = CU_add_suite("sum", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    
#line 937 "noweb/games/sum.nw"
if (CU_add_test(s, "example: nimbers and a sum less a game", test_example_nimbers) == NULL
    || CU_add_test(s, "small sums", test_small_sums) == NULL
    || CU_add_test(s, "compact forms vs general construction", test_compact_forms) == NULL
    || CU_add_test(s, "sums of switches +-1..+-18", test_switch_sums) == NULL
    || CU_add_test(s, "random algebra", test_random_algebra) == NULL
    || CU_add_test(s, "big numbers", test_big_numbers) == NULL
    || CU_add_test(s, "sums with a compact value", test_compact_sums) == NULL)
    return CU_get_error();
#line 496 "noweb/games/sum.nw"
    return 0;
}
