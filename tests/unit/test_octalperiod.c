/* Generated from noweb/games/octalperiod.nw by notangle: edit the .nw, not this file. */
#line 332 "noweb/games/octalperiod.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <string.h>
#include "octal.h"
#include "rng.h"

int test_octalperiod_suite(void);

#line 348 "noweb/games/octalperiod.nw"
static uint64_t rng_state = 0x0C7A1ULL;
static uint64_t rng(void)               /* splitmix64 */
{
    return Rng_next(&rng_state);
}

static Octal *game(const char *code)
{
    Octal *g = NULL;
    CU_ASSERT_FATAL(Octal_parse(code, &g, NULL));
    return g;
}

static void test_example(void)          /* the example of use, run */
{
    
#line 22 "noweb/games/octalperiod.nw"
Octal *g;
uint16_t G[175];
Octal_Period p;
assert(Octal_parse("0.137", &g, NULL) && Octal_grundy_fast(g, 174, G, NULL, NULL));
assert(Octal_find_period(g, G, 174, &p) && p.period == 34 && p.preperiod == 52);
Octal_free(&g);
#line 364 "noweb/games/octalperiod.nw"
    CU_ASSERT_EQUAL(p.bound, 174);      /* 2*52 + 68 + 3 - 1, below */
}
#line 395 "noweb/games/octalperiod.nw"
static void check_period(const char *code, size_t n, size_t per, size_t pre,
                         size_t bound)
{
    Octal *g = game(code);
    uint16_t *G = Octal_values_new(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(G);
    CU_ASSERT_TRUE_FATAL(Octal_grundy_fast(g, n, G, NULL, NULL));
    Octal_Period p;
    CU_ASSERT_TRUE(Octal_find_period(g, G, n, &p));
    CU_ASSERT_EQUAL(p.period, per);
    CU_ASSERT_EQUAL(p.preperiod, pre);
    CU_ASSERT_EQUAL(p.last_exceptional, pre == 0 ? SIZE_MAX : pre - 1);
    CU_ASSERT_EQUAL(p.saltus, 0);
    CU_ASSERT_EQUAL(p.checked, n);
    if (bound) {
        CU_ASSERT_EQUAL(p.bound, bound);
        CU_ASSERT_FALSE(Octal_find_period(g, G, bound - 1, &p));
        CU_ASSERT_EQUAL(p.period, 0);
        CU_ASSERT_TRUE(Octal_find_period(g, G, bound, &p));
        CU_ASSERT_EQUAL(p.period, per);
    }
    Octal_values_free(&G, n);
    Octal_free(&g);
}

static void test_kayles_dawson(void)
{
    check_period("0.77", 1000, 12, 71, 167);
    check_period("0.137", 1000, 34, 52, 174);
    check_period("0.07", 1000, 34, 53, 175);
    enum { N = 5000 };
    Octal *a = game("0.07"), *b = game("0.137");
    uint16_t *A = Octal_values_new(N + 1), *B = Octal_values_new(N);
    CU_ASSERT_TRUE_FATAL(Octal_grundy_sparse(a, N + 1, A, NULL, NULL));
    CU_ASSERT_TRUE_FATAL(Octal_grundy_sparse(b, N, B, NULL, NULL));
    for (size_t n = 0; n <= N; n++) CU_ASSERT_EQUAL(B[n], A[n + 1]);
    Octal_values_free(&A, N + 1);
    Octal_values_free(&B, N);
    Octal_free(&a);
    Octal_free(&b);
}
#line 472 "noweb/games/octalperiod.nw"
static void test_published_periods(void)
{
    static const struct { const char *code; size_t period, last; } row[] = {
        { "0.77", 12, 70 },     { "0.07", 34, 52 },    { "0.137", 34, 51 },
        { "0.117", 48, 46 },    { "0.051", 48, 47 },   { "0.1377", 24, 140 },
        { "0.177", 20, 496 },   { "0.115", 14, 0 },    { "0.141", 11, 13 },
        { "0.176", 8, 23 },     { "0.11377", 32, 186 }, { "4.7", 2, 0 },
        { "0.33", 3, SIZE_MAX },
    };
    enum { N = 1100 };
    uint16_t *P = Octal_values_new(N), *F = Octal_values_new(N);
    CU_ASSERT_PTR_NOT_NULL_FATAL(P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(F);
    for (size_t i = 0; i < sizeof row / sizeof row[0]; i++) {
        Octal *g = game(row[i].code);
        CU_ASSERT_TRUE(Octal_grundy_plain(g, N, P));
        CU_ASSERT_TRUE(Octal_grundy_fast(g, N, F, NULL, NULL));
        CU_ASSERT_EQUAL(memcmp(P, F, (N + 1) * sizeof *P), 0);
        Octal_Period p;
        CU_ASSERT_TRUE(Octal_find_period(g, P, N, &p));
        CU_ASSERT_EQUAL(p.period, row[i].period);
        CU_ASSERT_EQUAL(p.last_exceptional, row[i].last);
        CU_ASSERT_TRUE(p.bound <= N);
        Octal_free(&g);
    }
    Octal_values_free(&P, N);
    Octal_values_free(&F, N);
}

static void test_165_and_officers(void)
{
    enum { N = 16384 };
    uint16_t *S = Octal_values_new(N), *F = Octal_values_new(N);
    CU_ASSERT_PTR_NOT_NULL_FATAL(S);
    CU_ASSERT_PTR_NOT_NULL_FATAL(F);
    Octal *g = game("0.165");
    CU_ASSERT_TRUE(Octal_grundy_sparse(g, N, S, NULL, NULL));
    CU_ASSERT_TRUE(Octal_grundy_fast(g, N, F, NULL, NULL));
    CU_ASSERT_EQUAL(memcmp(S, F, (N + 1) * sizeof *S), 0);
    Octal_Period p;
    CU_ASSERT_TRUE(Octal_find_period(g, S, N, &p));
    CU_ASSERT_EQUAL(p.period, 1550);
    CU_ASSERT_EQUAL(p.last_exceptional, 5180);
    CU_ASSERT_EQUAL(p.bound, 13464);
    Octal_free(&g);
    g = game("0.6");
    CU_ASSERT_TRUE(Octal_grundy_fast(g, 4000, F, NULL, NULL));
    CU_ASSERT_TRUE(Octal_grundy_plain(g, 4000, S));
    CU_ASSERT_EQUAL(memcmp(S, F, 4001 * sizeof *S), 0);
    CU_ASSERT_FALSE(Octal_find_period(g, F, 4000, &p));
    Octal_free(&g);
    Octal_values_free(&S, N);
    Octal_values_free(&F, N);
}
#line 544 "noweb/games/octalperiod.nw"
static void synthetic(uint16_t *v, size_t n, size_t e, size_t p)
{
    for (size_t m = 0; m <= n; m++)
        v[m] = m < e ? (uint16_t)(100 + m) : (uint16_t)(7 + (m - e) % p);
}

static void expect(const char *code, size_t e, size_t p, size_t bound)
{
    uint16_t v[200];
    Octal *g = game(code);
    Octal_Period r;
    synthetic(v, 199, e, p);
    CU_ASSERT_FALSE(Octal_find_period(g, v, bound - 1, &r));
    CU_ASSERT_EQUAL(r.bound, SIZE_MAX);
    CU_ASSERT_EQUAL(r.checked, bound - 1);
    CU_ASSERT_TRUE(Octal_find_period(g, v, bound, &r));
    CU_ASSERT_EQUAL(r.period, p);
    CU_ASSERT_EQUAL(r.preperiod, e);
    CU_ASSERT_EQUAL(r.bound, bound);
    CU_ASSERT_TRUE(Octal_find_period(g, v, 199, &r));
    CU_ASSERT_EQUAL(r.period, p);
    CU_ASSERT_EQUAL(r.preperiod, e);
    CU_ASSERT_EQUAL(r.checked, 199);
    v[199] = 1000;                         /* a late exception: not periodic */
    CU_ASSERT_FALSE(Octal_find_period(g, v, 199, &r));
    Octal_free(&g);
}

static void test_period_synthetic(void)
{
    expect("0.07", 5, 3, 17);
    expect("0.07", 0, 3, 8);
    expect("0.33", 0, 3, 5);
    expect("0.8", 2, 2, 12);
    uint16_t v[200];
    Octal *g4 = game("0.4");
    Octal_Period r4;
    CU_ASSERT_TRUE(Octal_grundy_plain(g4, 3, v));
    CU_ASSERT_TRUE(v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 1);
    CU_ASSERT_FALSE(Octal_find_period(g4, v, 2, &r4));  /* 2e + p + t = 2 */
    Octal_free(&g4);
    for (size_t m = 0; m < 200; m++) v[m] = (uint16_t)m;   /* no pattern */
    Octal *g = game("0.77");
    Octal_Period r;
    CU_ASSERT_FALSE(Octal_find_period(g, v, 199, &r));
    CU_ASSERT_TRUE(Octal_observe_saltus(v, 199, 50, &r));   /* G(m+1) = G(m)+1 */
    CU_ASSERT_EQUAL(r.period, 1);
    CU_ASSERT_EQUAL(r.saltus, 1);
    CU_ASSERT_EQUAL(r.preperiod, 0);
    CU_ASSERT_EQUAL(r.bound, SIZE_MAX);
    Octal_free(&g);
}
#line 610 "noweb/games/octalperiod.nw"
static bool quadratic_period(Octal *g, const uint16_t *v, size_t n, Octal_Period *p)
{
    size_t K = (size_t)Octal_max_heaps(g), t = (size_t)Octal_max_take(g);
    for (size_t per = 1; per <= n && per + t <= n; per++) {
        size_t m = n - per + 1;
        while (m > 0 && v[m - 1 + per] == v[m - 1]) m--;
        size_t bound = m == 0 ? (K - 1) * per + t + 1 + per - 1
                              : K * m + (K - 1) * per + t + per - 1;
        if (bound <= n) {
            p->period = per;
            p->preperiod = m;
            p->bound = bound;
            return true;
        }
    }
    return false;
}

static void test_period_search_linear(void)
{
    enum { N = 600 };
    uint16_t v[N + 1];
    const char *codes[] = { "0.07", "0.8", "0.33" };
    for (int trial = 0; trial < 60; trial++) {
        size_t p0 = 1 + rng() % 12, e = rng() % 300;
        for (size_t m = 0; m <= N; m++) {
            v[m] = (uint16_t)(16 + (m % p0) * 3 % 7);
            if (m < e && rng() % 40 == 0) v[m] = (uint16_t)(rng() % 20);
        }
        Octal *g = game(codes[trial % 3]);
        for (size_t n = 1; n <= N; n++) {
            Octal_Period a, b;
            bool fa = Octal_find_period(g, v, n, &a), fb = quadratic_period(g, v, n, &b);
            CU_ASSERT_EQUAL(fa, fb);
            if (fa && fb && (a.period != b.period || a.preperiod != b.preperiod
                             || a.bound != b.bound))
                CU_FAIL("the linear search differs from the quadratic one");
        }
        Octal_free(&g);
    }
    enum { M = 20000 };
    uint16_t *P = Octal_values_new(M), *S = Octal_values_new(M), *F = Octal_values_new(M);
    CU_ASSERT_FATAL(P && S && F);
    Octal *g = game("0.376");
    CU_ASSERT_TRUE(Octal_grundy_plain(g, M, P));
    CU_ASSERT_TRUE(Octal_grundy_sparse(g, M, S, NULL, NULL));
    CU_ASSERT_TRUE(Octal_grundy_fast(g, M, F, NULL, NULL));
    CU_ASSERT_EQUAL(memcmp(P, S, (M + 1) * sizeof *P), 0);
    CU_ASSERT_EQUAL(memcmp(P, F, (M + 1) * sizeof *P), 0);
    Octal_Period a, b;
    CU_ASSERT_FALSE(Octal_find_period(g, P, M, &a));
    CU_ASSERT_FALSE(quadratic_period(g, P, M, &b));
    Octal_free(&g);
    Octal_values_free(&P, M);
    Octal_values_free(&S, M);
    Octal_values_free(&F, M);
}
#line 675 "noweb/games/octalperiod.nw"
static void test_saltus_observed(void)
{
    enum { N = 200 };
    uint16_t G[N + 1];
    Octal *g = game("8.0");
    CU_ASSERT_TRUE_FATAL(Octal_grundy_fast(g, N, G, NULL, NULL));
    for (size_t n = 1; n <= N; n++) CU_ASSERT_EQUAL(G[n], (n - 1) / 2);
    Octal_Period r;
    CU_ASSERT_FALSE(Octal_find_period(g, G, N, &r));
    CU_ASSERT_TRUE(Octal_observe_saltus(G, N, 20, &r));
    CU_ASSERT_EQUAL(r.period, 2);
    CU_ASSERT_EQUAL(r.saltus, 1);
    CU_ASSERT_EQUAL(r.preperiod, 1);
    CU_ASSERT_EQUAL(r.bound, SIZE_MAX);
    Octal_free(&g);
    uint16_t k[13] = { 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4 };
    CU_ASSERT_FALSE(Octal_observe_saltus(k, 12, 4, &r));
}
#line 698 "noweb/games/octalperiod.nw"
int test_octalperiod_suite(void)
{
    CU_pSuite s = CU_add_suite("octalperiod", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "example: the period of Dawson's chess", test_example)
        || !CU_add_test(s, "Kayles, Dawson's Kayles, Dawson's chess",
                        test_kayles_dawson)
        || !CU_add_test(s, "published periods", test_published_periods)
        || !CU_add_test(s, "0.165 (computed) and Officers", test_165_and_officers)
        || !CU_add_test(s, "period detection, synthetic", test_period_synthetic)
        || !CU_add_test(s, "period search: linear = quadratic", test_period_search_linear)
        || !CU_add_test(s, "arithmetic periodicity observed", test_saltus_observed))
        return CU_get_error();
    return 0;
}
