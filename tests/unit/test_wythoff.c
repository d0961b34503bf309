/* Generated from noweb/rulesets/wythoff.nw by notangle: edit the .nw, not this file. */
#line 296 "noweb/rulesets/wythoff.nw"
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "wythoff.h"
#include "game.h"

int test_wythoff_suite(void);

enum { ORACLE = 11, MEX = 61 };

static Game_T oracle(Game_T memo[ORACLE][ORACLE], bool known[ORACLE][ORACLE], int a,
                     int b)
{
    if (known[a][b])
        return memo[a][b];
    Game_T o[3 * ORACLE];
    size_t n = 0;
    for (int k = 1; k <= a; k++)
        o[n++] = oracle(memo, known, a - k, b);
    for (int k = 1; k <= b; k++)
        o[n++] = oracle(memo, known, a, b - k);
    for (int k = 1; k <= a && k <= b; k++)
        o[n++] = oracle(memo, known, a - k, b - k);
    known[a][b] = true;
    return memo[a][b] = Game_make(o, n, o, n);
}

static Game_T value(Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(Wythoff_ruleset.parse(NULL, s, &l, &err));
    Game_Status st = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v);
    CU_ASSERT_EQUAL_FATAL(st, GAME_DONE);
    Position_list_free(&l);
    return v;
}

static void test_oracle(void)
{
    static Game_T memo[ORACLE][ORACLE];
    static bool known[ORACLE][ORACLE];
    static uint32_t g[MEX][MEX];
    Position_Eval *e = Position_eval_new(&Wythoff_ruleset);
    char s[64];
    for (int a = 0; a < ORACLE; a++)
        for (int b = 0; b < ORACLE; b++) {
            snprintf(s, sizeof s, "(%d,%d)", a, b);
            CU_ASSERT_EQUAL(value(e, s), oracle(memo, known, a, b));
        }
    for (int a = 0; a < 6; a++)
        for (int b = 0; b < 6; b++) {
            snprintf(s, sizeof s, "(%d,%d) + %d,%d", a, b, b, 5 - a);
            CU_ASSERT_EQUAL(value(e, s), Game_add(oracle(memo, known, a, b),
                                                  oracle(memo, known, b, 5 - a)));
        }
    for (int a = 0; a < MEX; a++)
        for (int b = 0; b < MEX; b++) {
            bool seen[3 * MEX + 1] = { false };
            for (int k = 1; k <= a; k++)
                seen[g[a - k][b]] = true;
            for (int k = 1; k <= b; k++)
                seen[g[a][b - k]] = true;
            for (int k = 1; k <= a && k <= b; k++)
                seen[g[a - k][b - k]] = true;
            g[a][b] = 0;
            while (seen[g[a][b]])
                g[a][b]++;
            snprintf(s, sizeof s, "%d,%d", a, b);
            CU_ASSERT_EQUAL(value(e, s), Game_nimber(g[a][b]));
        }
    static const uint32_t rows[3][7] = {        /* derived by hand, in the prose */
        { 0, 1, 2, 3, 4, 5, 6 }, { 1, 2, 0, 4, 5, 3, 7 }, { 2, 0, 1, 5, 3, 4, 8 }
    };
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 7; b++)
            CU_ASSERT_EQUAL(g[a][b], rows[a][b]);
    Position_eval_free(&e);
}
#line 387 "noweb/rulesets/wythoff.nw"
static uint64_t floor_n_phi(uint64_t n)         /* (n + isqrt(5 n^2)) / 2 */
{
    mpz_t x;
    mpz_init_set_ui(x, n);
    mpz_mul_ui(x, x, n);
    mpz_mul_ui(x, x, 5);
    mpz_sqrt(x, x);
    mpz_add_ui(x, x, n);
    mpz_fdiv_q_2exp(x, x, 1);
    uint64_t r = mpz_get_ui(x);
    mpz_clear(x);
    return r;
}

static void test_golden_ratio(void)
{
    enum { N = 20000, SIDE = 101 };
    bool *used = calloc(3 * N, sizeof *used);
    uint64_t first[5][2] = { { 1, 2 }, { 3, 5 }, { 4, 7 }, { 6, 10 }, { 8, 13 } };
    bool zero[SIDE][SIDE] = { { false } };
    zero[0][0] = true;
    uint64_t a = 0;
    for (uint64_t n = 1; n < N; n++) {
        while (used[a] || a == 0)               /* the mex of the earlier a_i, b_i */
            a++;
        uint64_t b = a + n;
        used[a] = used[b] = true;
        CU_ASSERT_EQUAL(floor_n_phi(n), a);
        CU_ASSERT_EQUAL(floor_n_phi(n) + n, b); /* n phi^2 = n phi + n */
        if (n <= 5)
            CU_ASSERT(first[n - 1][0] == a && first[n - 1][1] == b);
        if (b < SIDE)
            zero[a][b] = zero[b][a] = true;
    }
    free(used);
    Position_Eval *e = Position_eval_new(&Wythoff_ruleset);
    char s[64];
    for (int x = 0; x < SIDE; x++)
        for (int y = 0; y < SIDE; y++) {
            snprintf(s, sizeof s, "(%d,%d)", x, y);
            CU_ASSERT_EQUAL(value(e, s) == Game_zero(), zero[x][y]);
        }
    Position_eval_free(&e);
}
#line 436 "noweb/rulesets/wythoff.nw"
static void check_error(const char *s, size_t column)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Wythoff_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_EQUAL(l.count, 0);
    Position_list_free(&l);
}

static void test_notation(void)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Wythoff_ruleset.parse(NULL, " 3 , 5+(1,3) ", &l, &err));
    char *s = Wythoff_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "(3,5) + (1,3)");
    free(s);
    Position_list_free(&l);
    check_error("", 1);
    check_error("(3 5)", 4);
    check_error("(3,5", 5);
    check_error("3,5 - 1,1", 5);
    check_error("3,x", 3);
    check_error("3,1000001", 9);
    check_error("(3,5) +", 8);
}

int test_wythoff_suite(void)
{
    CU_pSuite s = CU_add_suite("wythoff", NULL, NULL);
    if (!s || !CU_add_test(s, "the evaluator against plain oracles", test_oracle)
        || !CU_add_test(s, "P-positions and the golden ratio", test_golden_ratio)
        || !CU_add_test(s, "reading and printing", test_notation))
        return CU_get_error();
    return 0;
}
