/* Generated from noweb/games/octal.nw by notangle: edit the .nw, not this file. */
#line 1379 "noweb/games/octal.nw"
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include "interrupt.h"
#include "octal.h"
#include "mem.h"
#include "rng.h"

int test_octal_suite(void);

#line 1399 "noweb/games/octal.nw"
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
#line 1417 "noweb/games/octal.nw"
static void check_spelling(const char *code, const char *canon, int t, bool hex)
{
    Octal *g = game(code);
    char *s = Octal_str(g);
    CU_ASSERT_STRING_EQUAL(s, canon);
    CU_ASSERT_EQUAL(Octal_max_take(g), t);
    CU_ASSERT_EQUAL(Octal_is_hexadecimal(g), hex);
    free(s);
    Octal_free(&g);
    CU_ASSERT_PTR_NULL(g);
}

static void test_parse_valid(void)
{
    check_spelling("0.77", "0.77", 2, false);
    check_spelling("0.07", "0.07", 2, false);
    check_spelling("0.137", "0.137", 3, false);
    check_spelling("4.7", "4.7", 1, false);
    check_spelling("0.6", "0.6", 1, false);
    check_spelling(".77", "0.77", 2, false);
    check_spelling("0.7700", "0.77", 2, false);
    check_spelling("4.0", "4.0", 0, false);
    check_spelling("0.1a", "0.1A", 2, true);
    check_spelling("c.f", "C.F", 1, true);
    check_spelling("0.0000000000000000000000000000000000000000000000000000000000000007",
                   "0.0000000000000000000000000000000000000000000000000000000000000007",
                   64, false);
    Octal *g = game("0.77"), *h = game("0.8");
    CU_ASSERT_EQUAL(Octal_max_heaps(g), 2);
    CU_ASSERT_EQUAL(Octal_max_heaps(h), 3);
    Octal_free(&g);
    Octal_free(&h);
    g = game("0.33");
    CU_ASSERT_EQUAL(Octal_max_heaps(g), 1);
    Octal_free(&g);
}

static void check_error(const char *code, size_t where, const char *what)
{
    Octal *g = NULL;
    Perr_T e = { .column = 999 };
    CU_ASSERT_FALSE(Octal_parse(code, &g, &e));
    CU_ASSERT_EQUAL(e.column, where + 1);
    CU_ASSERT_STRING_EQUAL(e.expected, what);
    CU_ASSERT_PTR_NULL(g);
}

static void test_parse_errors(void)
{
    check_error("", 0, "a hexadecimal digit");
    check_error("x.7", 0, "a hexadecimal digit");
    check_error("077", 1, "'.'");
    check_error("0", 1, "'.'");
    check_error("0.", 2, "a digit after '.'");
    check_error("0. 7", 2, "a digit after '.'");
    check_error("0.7x", 3, "end of input");
    check_error("0.77 ", 4, "end of input");
    check_error("0.7.7", 3, "end of input");
    check_error("0.000", 0, "a code with a non-zero digit");
    check_error(".0", 0, "a code with a non-zero digit");
    check_error("2.7", 0, "0, 4, 8 or C before '.'");
    check_error("1.0", 0, "0, 4, 8 or C before '.'");
    char longcode[80] = "0.";
    for (int i = 0; i < 65; i++) strcat(longcode, "7");
    check_error(longcode, 66, "at most 64 digits after '.'");
    CU_ASSERT_FALSE(Octal_parse("0.g", &(Octal *){ NULL }, NULL));
}
#line 1492 "noweb/games/octal.nw"
static void check_rules(const char *code, const char *text)
{
    Octal *g = game(code);
    char *s = Octal_rules(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, text);
    free(s);
    Octal_free(&g);
}

static void test_rules(void)
{
    check_rules("0.77",
        "take 1 token if it is the whole heap, or from a heap of at least 2, "
        "leaving one heap or two non-empty heaps\n"
        "take 2 tokens if they are the whole heap, or from a heap of at least 3, "
        "leaving one heap or two non-empty heaps\n");
    check_rules("0.165",
        "take 1 token if it is the whole heap\n"
        "take 2 tokens from a heap of at least 3, "
        "leaving one heap or two non-empty heaps\n"
        "take 3 tokens if they are the whole heap, or from a heap of at least 5, "
        "leaving two non-empty heaps\n");
    check_rules("4.7",
        "split a heap of at least 2 into two non-empty heaps, taking no token\n"
        "take 1 token if it is the whole heap, or from a heap of at least 2, "
        "leaving one heap or two non-empty heaps\n");
    check_rules("0.0F",
        "take 2 tokens if they are the whole heap, or from a heap of at least 3, "
        "leaving one heap, two non-empty heaps or three non-empty heaps\n");
    check_rules("C.08",
        "split a heap of at least 2 into two non-empty heaps or three non-empty "
        "heaps, taking no token\n"
        "take 2 tokens from a heap of at least 5, leaving three non-empty heaps\n");
}
#line 1544 "noweb/games/octal.nw"
typedef bool Method(Octal *g, size_t n, uint16_t *out);
static bool by_sparse(Octal *g, size_t n, uint16_t *out)
{
    return Octal_grundy_sparse(g, n, out, NULL, NULL);
}
static bool by_fast(Octal *g, size_t n, uint16_t *out)
{
    return Octal_grundy_fast(g, n, out, NULL, NULL);
}
static Method *const methods[3] = { Octal_grundy_plain, by_sparse, by_fast };

static void test_hand_values(void)
{
    static const uint16_t kayles[12] = { 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6 };
    static const uint16_t g165[6] = { 0, 1, 0, 2, 1, 3 };
    uint16_t G[301];
    for (int i = 0; i < 3; i++) {
        Octal *g = game("0.77");
        CU_ASSERT_TRUE(methods[i](g, 300, G));
        CU_ASSERT_EQUAL(memcmp(G, kayles, sizeof kayles), 0);
        Octal_free(&g);
        g = game("0.165");
        CU_ASSERT_TRUE(methods[i](g, 300, G));
        CU_ASSERT_EQUAL(memcmp(G, g165, sizeof g165), 0);
        Octal_free(&g);
        g = game("0.33");
        CU_ASSERT_TRUE(methods[i](g, 300, G));
        for (int n = 0; n <= 300; n++) CU_ASSERT_EQUAL(G[n], n % 3);
        Octal_free(&g);
        g = game("4.7");
        CU_ASSERT_TRUE(methods[i](g, 300, G));
        CU_ASSERT_EQUAL(G[0], 0);
        for (int n = 1; n <= 300; n++) CU_ASSERT_EQUAL(G[n], n % 2 ? 1 : 2);
        Octal_free(&g);
    }
}
#line 1609 "noweb/games/octal.nw"
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
#line 1686 "noweb/games/octal.nw"
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
#line 1750 "noweb/games/octal.nw"
enum { EXHAUSTIVE_N = 2000 };

static void test_exhaustive_three_digit_codes(void)
{
    CU_ASSERT_EQUAL(Octal_selftest(EXHAUSTIVE_N), 0);
}
#line 1765 "noweb/games/octal.nw"
static void compare_methods(const char *code, size_t n)
{
    Octal *g = game(code);
    uint16_t *G[3];
    bool ok[3];
    for (int i = 0; i < 3; i++) {
        G[i] = Octal_values_new(n);
        CU_ASSERT_PTR_NOT_NULL_FATAL(G[i]);
        ok[i] = methods[i](g, n, G[i]);
    }
    for (int i = 1; i < 3; i++) {
        CU_ASSERT_EQUAL(ok[i], ok[0]);
        if (ok[0] && ok[i])
            CU_ASSERT_EQUAL(memcmp(G[0], G[i], (n + 1) * sizeof *G[0]), 0);
    }
    for (int i = 0; i < 3; i++) Octal_values_free(&G[i], n);
    Octal_free(&g);
}

static void test_hexadecimal_and_d0(void)
{
    static const char *codes[] = { "0.F", "0.8", "0.48", "0.2048", "0.9",
                                   "0.A7", "4.7", "8.0", "C.3", "0.1F",
                                   "4.0", "4.1", "0.6", "0.4", "0.04" };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        compare_methods(codes[i], 200);
    static const char d0[4] = { '0', '4', '8', 'C' };
    static const char hex[] = "0123456789ABCDEF";
    for (int r = 0; r < 40; r++) {
        char code[8];
        size_t len = 1 + rng() % 4, j = 0;
        code[j++] = d0[rng() % 4];
        code[j++] = '.';
        for (size_t k = 0; k < len; k++) code[j++] = hex[rng() % 16];
        code[j] = '\0';
        Octal *g;
        if (!Octal_parse(code, &g, NULL)) continue;  /* all zero */
        Octal_free(&g);
        compare_methods(code, 150);
    }
}
#line 1824 "noweb/games/octal.nw"
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
#line 1890 "noweb/games/octal.nw"
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
#line 1955 "noweb/games/octal.nw"
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
#line 1980 "noweb/games/octal.nw"
typedef struct Seen { size_t calls, last, total; bool increasing; } Seen;

static void on_progress(void *ctx, size_t done, size_t total)
{
    Seen *s = ctx;
    if (s->calls > 0 && done <= s->last) s->increasing = false;
    s->calls++;
    s->last = done;
    s->total = total;
}

static void test_memory_and_progress(void)
{
    size_t n = 3000000;
    uint16_t *G = Octal_values_new(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(G);
    G[0] = 1;
    G[n] = 2;
    CU_ASSERT_EQUAL(G[0] + G[n], 3);
    Octal_values_free(&G, n);
    n = 150000;
    G = Octal_values_new(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(G);
    Octal *g = game("0.77");
    Seen s = { 0, 0, 0, true };
    CU_ASSERT_TRUE(Octal_grundy_sparse(g, n, G, on_progress, &s));
    CU_ASSERT_TRUE(s.calls >= 3);
    CU_ASSERT_TRUE(s.increasing);
    CU_ASSERT_EQUAL(s.last, n);
    CU_ASSERT_EQUAL(s.total, n);
    CU_ASSERT_EQUAL(G[n], G[n - 12]);      /* Kayles is periodic far out */
    Octal_values_free(&G, n);
    Octal_free(&g);
}
#line 2023 "noweb/games/octal.nw"
static void test_resume(void)
{
    const char *codes[] = { "0.77", "0.16", "4.7" };
    size_t n = 5000, cut[] = { 0, 1, 63, 64, 65, 100, 128, 129, 1000, 4096, 4097, 5001 };
    uint16_t *all = Octal_values_new(n), *part = Octal_values_new(n);
    CU_ASSERT_FATAL(all && part);
    for (size_t c = 0; c < 3; c++) {
        Octal *g = game(codes[c]);
        CU_ASSERT_TRUE_FATAL(Octal_grundy_sparse(g, n, all, NULL, NULL));
        for (size_t k = 0; k < sizeof cut / sizeof *cut; k++) {
            memset(part, 0xff, (n + 1) * sizeof *part);
            memcpy(part, all, cut[k] * sizeof *part);
            size_t done = 0;
            CU_ASSERT_TRUE(Octal_grundy_resume(g, n, part, cut[k], &done, NULL, NULL));
            CU_ASSERT_EQUAL(done, n + 1);
            if (memcmp(part, all, (n + 1) * sizeof *part) != 0)
                CU_FAIL("a resumed run differs from a run from heap 0");
        }
        Interrupt_install();
        raise(SIGINT);
        size_t done = 7;
        CU_ASSERT_FALSE(Octal_grundy_resume(g, n, part, 1024, &done, NULL, NULL));
        CU_ASSERT_EQUAL(done, 1024);
        Interrupt_clear();
        Interrupt_uninstall();
        Octal_free(&g);
    }
    Octal_values_free(&all, n);
    Octal_values_free(&part, n);
}
#line 2058 "noweb/games/octal.nw"
int test_octal_suite(void)
{
    CU_pSuite s = CU_add_suite("octal", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "parse valid codes", test_parse_valid)
        || !CU_add_test(s, "parse errors with offsets", test_parse_errors)
        || !CU_add_test(s, "rules in words (0.77, 0.165)", test_rules)
        || !CU_add_test(s, "values derived by hand", test_hand_values)
        || !CU_add_test(s, "Kayles, Dawson's Kayles, Dawson's chess",
                        test_kayles_dawson)
        || !CU_add_test(s, "published periods", test_published_periods)
        || !CU_add_test(s, "0.165 (computed) and Officers", test_165_and_officers)
        || !CU_add_test(s, "EXHAUSTIVE: all 511 codes 0.d1d2d3, plain = fast",
                        test_exhaustive_three_digit_codes)
        || !CU_add_test(s, "hexadecimal codes and d0", test_hexadecimal_and_d0)
        || !CU_add_test(s, "period detection, synthetic", test_period_synthetic)
        || !CU_add_test(s, "period search: linear = quadratic", test_period_search_linear)
        || !CU_add_test(s, "arithmetic periodicity observed", test_saltus_observed)
        || !CU_add_test(s, "memory and progress", test_memory_and_progress)
        || !CU_add_test(s, "resuming from a prefix; interruption", test_resume))
        return CU_get_error();
    return 0;
}
