/* Generated from noweb/games/octal.nw by notangle: edit the .nw, not this file. */
#line 1202 "noweb/games/octal.nw"
#include <assert.h>
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

#line 1223 "noweb/games/octal.nw"
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
    
#line 88 "noweb/games/octal.nw"
Octal *g; Perr_T e; uint16_t G[201]; Octal_Period per;
bool ok = Octal_parse("0.77", &g, &e) && Octal_grundy_fast(g, 200, G, NULL, NULL)
          && Octal_find_period(g, G, 200, &per);
assert(ok && per.period == 12 && per.preperiod == 71);
Octal_free(&g);
#line 1239 "noweb/games/octal.nw"
    CU_ASSERT(G[11] == 6 && G[70] != G[82]);    /* the last exceptional value */
}
#line 1247 "noweb/games/octal.nw"
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
#line 1326 "noweb/games/octal.nw"
static void test_names_and_subtraction(void)
{
    Octal *g = game("kayles");
    char *s = Octal_str(g), *code;
    CU_ASSERT_STRING_EQUAL(s, "0.77");
    free(s);
    Octal_free(&g);
    g = game("dawsons-kayles");
    s = Octal_str(g);
    CU_ASSERT_STRING_EQUAL(s, "0.07");
    free(s);
    Octal_free(&g);
    CU_ASSERT_FATAL(Octal_subtraction_code("1,3,4", &code, NULL));
    CU_ASSERT_STRING_EQUAL(code, "0.3033");
    free(code);
    CU_ASSERT_FATAL(Octal_subtraction_code(" { 2, 5 ,6,2 } ", &code, NULL));
    CU_ASSERT_STRING_EQUAL(code, "0.030033");
    free(code);
    Perr_T e;
    CU_ASSERT_FALSE(Octal_subtraction_code("1,,3", &code, &e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_FALSE(Octal_subtraction_code("1,65", &code, &e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_FALSE(Octal_subtraction_code("{1,2", &code, &e));
    CU_ASSERT_EQUAL(e.column, 5);
    CU_ASSERT_FALSE(Octal_subtraction_code("1 2", &code, &e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_STRING_EQUAL(e.expected, "',' or the end of the set");
    CU_ASSERT_FALSE(Octal_subtraction_code("0", &code, &e));
    CU_ASSERT_EQUAL(e.column, 1);
    enum { N = 300 };
    uint16_t plain[N + 1], fast[N + 1], want[N + 1];
    for (unsigned set = 1; set < 64; set++) {
        char text[32] = "", *t = text;
        for (int k = 1; k <= 6; k++)
            if (set >> (k - 1) & 1)
                t += sprintf(t, "%s%d", t == text ? "" : ",", k);
        CU_ASSERT_FATAL(Octal_subtraction_code(text, &code, NULL));
        g = game(code);
        free(code);
        for (int n = 0; n <= N; n++) {          /* the plain subtraction game */
            bool seen[8] = { false };
            for (int k = 1; k <= 6 && k <= n; k++)
                if (set >> (k - 1) & 1)
                    seen[want[n - k]] = true;
            want[n] = 0;
            while (seen[want[n]])
                want[n]++;
        }
        CU_ASSERT(Octal_grundy_plain(g, N, plain));
        CU_ASSERT(Octal_grundy_fast(g, N, fast, NULL, NULL));
        CU_ASSERT(memcmp(plain, want, sizeof want) == 0);
        CU_ASSERT(memcmp(fast, want, sizeof want) == 0);
        if (set == 7)                           /* S(1,2,3): n mod 4 */
            for (int n = 0; n <= N; n++)
                CU_ASSERT_EQUAL(want[n], n % 4);
        if (set == 13) {                        /* S(1,3,4) */
            static const uint16_t row[7] = { 0, 1, 0, 1, 2, 3, 2 };
            for (int n = 0; n <= N; n++)
                CU_ASSERT_EQUAL(want[n], row[n % 7]);
        }
        Octal_free(&g);
    }
}
#line 1398 "noweb/games/octal.nw"
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
#line 1450 "noweb/games/octal.nw"
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
#line 1496 "noweb/games/octal.nw"
enum { EXHAUSTIVE_N = 2000 };

static void test_exhaustive_three_digit_codes(void)
{
    CU_ASSERT_EQUAL(Octal_selftest(EXHAUSTIVE_N), 0);
}
#line 1511 "noweb/games/octal.nw"
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
#line 1559 "noweb/games/octal.nw"
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
#line 1602 "noweb/games/octal.nw"
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
#line 1637 "noweb/games/octal.nw"
int test_octal_suite(void)
{
    CU_pSuite s = CU_add_suite("octal", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "example: Kayles", test_example)
        || !CU_add_test(s, "parse valid codes", test_parse_valid)
        || !CU_add_test(s, "parse errors with offsets", test_parse_errors)
        || !CU_add_test(s, "names; subtraction sets against a plain game",
                        test_names_and_subtraction)
        || !CU_add_test(s, "rules in words (0.77, 0.165)", test_rules)
        || !CU_add_test(s, "values derived by hand", test_hand_values)
        || !CU_add_test(s, "EXHAUSTIVE: all 511 codes 0.d1d2d3, plain = fast",
                        test_exhaustive_three_digit_codes)
        || !CU_add_test(s, "hexadecimal codes and d0", test_hexadecimal_and_d0)
        || !CU_add_test(s, "memory and progress", test_memory_and_progress)
        || !CU_add_test(s, "resuming from a prefix; interruption", test_resume))
        return CU_get_error();
    return 0;
}
