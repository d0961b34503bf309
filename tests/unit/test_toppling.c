/* Generated from noweb/rulesets/toppling.nw by notangle: edit the .nw, not this file. */
#line 442 "noweb/rulesets/toppling.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "toppling.h"
#include "notation.h"
#include "parser.h"

#define ORACLE_MAX 9
static Game_T memo[ORACLE_MAX + 1][19683];      /* 3^9 */
static bool known[ORACLE_MAX + 1][19683];

static size_t index_of(const char *s, size_t n)
{
    size_t x = 0;
    for (size_t i = 0; i < n; i++)
        x = 3 * x + (size_t)(strchr("lre", s[i]) - "lre");
    return x;
}

static Game_T oracle(const char *s, size_t n)
{
    size_t x = index_of(s, n);
    if (known[n][x])
        return memo[n][x];
    Game_T L[2 * ORACLE_MAX], R[2 * ORACLE_MAX];
    size_t nl = 0, nr = 0;
    for (size_t i = 0; i < n; i++) {
        Game_T left = oracle(s + i + 1, n - i - 1), right = oracle(s, i);
        if (s[i] != 'r') {
            L[nl++] = left;
            L[nl++] = right;
        }
        if (s[i] != 'l') {
            R[nr++] = left;
            R[nr++] = right;
        }
    }
    known[n][x] = true;
    return memo[n][x] = Game_make(L, nl, R, nr);
}

static Game_T value(Position_Eval *e, const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_EQUAL_FATAL(Position_value_text(e, s, &v, &err), GAME_DONE);
    return v;
}

static Game_T expr(const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(s, &v, &err));
    return v;
}

static void test_oracle(void)
{
    memset(known, 0, sizeof known);
    Position_Eval *e = Position_eval_new(&Toppling_ruleset);
    char s[ORACLE_MAX + 1], t[2 * ORACLE_MAX + 2];
    size_t bad = 0, rows = 0;
    for (size_t n = 1; n <= ORACLE_MAX; n++) {
        size_t count = 1;
        for (size_t i = 0; i < n; i++)
            count *= 3;
        for (size_t x = 0; x < count; x++) {
            for (size_t i = 0, y = x; i < n; i++, y /= 3)
                s[n - 1 - i] = "lre"[y % 3];
            s[n] = '\0';
            rows++;
            if (value(e, s) != oracle(s, n) && bad++ < 5)
                printf("\n  %s differs from the oracle", s);
        }
    }
    CU_ASSERT_EQUAL(rows, 29523);
    CU_ASSERT_EQUAL(bad, 0);
    /* sums: a row of 5 and one of 4, in CGSuite's and MCGS's letters */
    const char *a[] = { "lrlre", "eerll", "relre", "lllrr" };
    const char *b[] = { "lrre", "eele", "rrlr", "ellr" };
    for (size_t i = 0; i < 4; i++)
        for (size_t j = 0; j < 4; j++) {
            Game_T want = Game_add(oracle(a[i], 5), oracle(b[j], 4));
            snprintf(t, sizeof t, "%s|%s", a[i], b[j]);
            CU_ASSERT_EQUAL(value(e, t), want);
            for (char *c = t; *c; c++)
                *c = *c == 'l' ? 'X' : *c == 'r' ? 'O' : *c == 'e' ? '#' : ' ';
            CU_ASSERT_EQUAL(value(e, t), want);
        }
    Position_eval_free(&e);
}
#line 543 "noweb/rulesets/toppling.nw"
static void test_values(void)
{
    Position_Eval *e = Position_eval_new(&Toppling_ruleset);
    CU_ASSERT_EQUAL(value(e, "lr"), Game_star());           /* {0,-1|0,1} */
    CU_ASSERT_EQUAL(value(e, "llrr"), expr("+-1"));
    CU_ASSERT_EQUAL(value(e, "lrl"), expr("1/2"));
    CU_ASSERT_EQUAL(value(e, "le"), expr("{1|0}"));
    CU_ASSERT_EQUAL(value(e, "XX.X"), Game_integer(3));    /* '.' is no domino */
    CU_ASSERT_EQUAL(value(e, "rrrrr"), Game_integer(-5));
    CU_ASSERT_EQUAL(value(e, "eeee"), Game_nimber(4));
    CU_ASSERT_EQUAL(value(e, "lr lr"), Game_zero());
    CU_ASSERT_EQUAL(value(e, "."), Game_zero());
    char s[64];
    for (int n = 1; n <= 40; n++) {
        memset(s, 'l', (size_t)n);
        s[n] = '\0';
        CU_ASSERT_EQUAL(value(e, s), Game_integer(n));
        memset(s, 'e', (size_t)n);
        CU_ASSERT_EQUAL(value(e, s), Game_nimber((uint32_t)n));
    }
    /* l^39 r against its reversed colour swap l r^39, worth its negative */
    memset(s, 'l', 39);
    s[39] = 'r';
    s[40] = '\0';
    Game_T v = value(e, s);
    memset(s, 'r', 39);
    s[0] = 'l';
    CU_ASSERT_EQUAL(Game_add(v, value(e, s)), Game_zero());
    Position_eval_free(&e);
}

/* the example of the introduction */
static void test_example(void)
{
    
#line 57 "noweb/rulesets/toppling.nw"
Position_Eval *e = Position_eval_new(&Toppling_ruleset);
Game_T v = Game_zero();  Perr_T err;
Game_Status st = Position_value_text(e, "lrl", &v, &err);   /* GAME_DONE, v = 1/2 */
Position_eval_free(&e);
#line 578 "noweb/rulesets/toppling.nw"
    CU_ASSERT_EQUAL(st, GAME_DONE);
    CU_ASSERT_EQUAL(v, expr("1/2"));
}

static void test_parse(void)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Toppling_ruleset.parse(NULL, "lrq", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Toppling_ruleset.parse(NULL, "", &l, &err));
    CU_ASSERT_EQUAL(err.column, 1);
    CU_ASSERT_FALSE(Toppling_ruleset.parse(NULL, "lr + rl", &l, &err));
    CU_ASSERT_EQUAL(err.column, 4);
    CU_ASSERT_EQUAL(l.count, 0);
    CU_ASSERT(Toppling_ruleset.parse(NULL, "XO# | lre//.", &l, &err));
    char *s = Toppling_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "lre|lre");
    free(s);
    Position_list_free(&l);
}
#line 609 "noweb/rulesets/toppling.nw"
static void test_parts(void)
{
    Position_List l = { 0 };
    Toppling_ruleset.census->enumerate(NULL, 4, &l);
    size_t by[5] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
        by[POSITION_FLAGS(l.w[i])]++;
    /* Burnside over {id, reverse, swap, reverse+swap}: n = 1: (3+3+1+1)/4;
       n = 2: (9+3+1+3)/4; n = 3: (27+9+1+3)/4; n = 4: (81+9+1+9)/4 */
    CU_ASSERT_EQUAL(by[1], 2);
    CU_ASSERT_EQUAL(by[2], 4);
    CU_ASSERT_EQUAL(by[3], 10);
    CU_ASSERT_EQUAL(by[4], 25);
    Position_Eval *e = Position_eval_new(&Toppling_ruleset);
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
        Position_List c = { 0 };
        size_t n = POSITION_LEN(l.w[i]);
        Toppling_ruleset.theory->conjugate(NULL, l.w + i + 1, n, &c);
        Game_T v, w;
        CU_ASSERT_EQUAL(Position_value(e, l.w + i + 1, n, &v), GAME_DONE);
        CU_ASSERT_EQUAL(Position_value(e, c.w + 1, n, &w), GAME_DONE);
        CU_ASSERT_EQUAL(w, Game_neg(v));
        Position_list_free(&c);
    }
    Position_list_clear(&l);
    Perr_T err;
    CU_ASSERT_FATAL(Toppling_ruleset.parse(NULL, "lre|rr", &l, &err));
    const uint64_t *p = l.w + 1;
    size_t n = POSITION_LEN(l.w[0]);
    CU_ASSERT_EQUAL(Toppling_ruleset.hints->size(NULL, p, n), 5);
    CU_ASSERT_EQUAL(Toppling_ruleset.hints->moves(NULL, p, n, 'L'), 4);
    CU_ASSERT_EQUAL(Toppling_ruleset.hints->moves(NULL, p, n, 'R'), 8);
    Position_List o = { 0 };
    Toppling_ruleset.options(NULL, p, n, 'R', &o);
    CU_ASSERT_EQUAL(o.count, 8);
    char *t = Toppling_ruleset.drawing->tikz(NULL, p, n, 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "fill=blue!60"));
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "fill=black!25"));
    free(t);
    Position_list_free(&o);
    Position_list_free(&l);
    Position_eval_free(&e);
}

int test_toppling_suite(void)
{
    CU_pSuite s = CU_add_suite("toppling", NULL, NULL);
    if (!s || !CU_add_test(s, "every row up to 9 against the oracle", test_oracle)
        || !CU_add_test(s, "values from the rules", test_values)
        || !CU_add_test(s, "the example", test_example)
        || !CU_add_test(s, "the reader", test_parse)
        || !CU_add_test(s, "census, conjugate, hints, picture", test_parts))
        return CU_get_error();
    return 0;
}
