/* Generated from noweb/rulesets/kayles.nw by notangle: edit the .nw, not this file. */
#line 259 "noweb/rulesets/kayles.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "kayles.h"
#include "game.h"
#include "octal.h"

int test_kayles_suite(void);

enum { PLACES = 12 };

static Game_T pins(Game_T *memo, bool *known, unsigned mask, bool single)
{
    if (known[mask])
        return memo[mask];
    Game_T o[2 * PLACES];
    size_t n = 0;
    for (int i = 0; i < PLACES; i++) {
        if (single && (mask >> i & 1))
            o[n++] = pins(memo, known, mask & ~(1u << i), single);
        if (i + 1 < PLACES && (mask >> i & 3) == 3)
            o[n++] = pins(memo, known, mask & ~(3u << i), single);
    }
    known[mask] = true;
    return memo[mask] = Game_make(o, n, o, n);
}

static Game_T value(const Position_Ruleset *rs, Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(rs->parse(rs->param, s, &l, &err));
    Game_Status st = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v);
    CU_ASSERT_EQUAL_FATAL(st, GAME_DONE);
    Position_list_free(&l);
    return v;
}

static void rows_of(unsigned mask, char *s)     /* "2 + 3" for the runs of set bits */
{
    int run = 0;
    char *t = s;
    for (int i = 0; i <= PLACES; i++)
        if (i < PLACES && (mask >> i & 1))
            run++;
        else if (run) {
            t += sprintf(t, "%s%d", t == s ? "" : " + ", run);
            run = 0;
        }
    if (t == s)
        sprintf(s, "0");
}

static void check_oracle(const Position_Ruleset *rs, bool single)
{
    static Game_T memo[1u << PLACES];
    static bool known[1u << PLACES];
    memset(known, 0, sizeof known);
    Position_Eval *e = Position_eval_new(rs);
    char s[128];
    for (unsigned mask = 0; mask < 1u << PLACES; mask++) {
        rows_of(mask, s);
        CU_ASSERT_EQUAL(value(rs, e, s), pins(memo, known, mask, single));
    }
    Position_eval_free(&e);
}

static void test_oracle(void)
{
    check_oracle(&Kayles_ruleset, true);
    check_oracle(&Kayles_dawson_ruleset, false);
}

static void test_winning_ways(void)
{
    static const uint32_t first[12] = { 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6 };
    static const uint32_t period[12] = { 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7 };
    enum { N = 84 };
    uint16_t g77[N + 1], g07[N + 1];
    Octal *k = NULL, *d = NULL;
    CU_ASSERT_FATAL(Octal_parse("0.77", &k, NULL) && Octal_parse("0.07", &d, NULL));
    CU_ASSERT_FATAL(Octal_grundy_plain(k, N, g77) && Octal_grundy_plain(d, N, g07));
    Position_Eval *e = Position_eval_new(&Kayles_ruleset);
    Position_Eval *f = Position_eval_new(&Kayles_dawson_ruleset);
    char s[32];
    for (int n = 0; n <= N; n++) {
        snprintf(s, sizeof s, "%d", n);
        Game_T v = value(&Kayles_ruleset, e, s);
        CU_ASSERT_EQUAL(v, Game_nimber(g77[n]));
        CU_ASSERT_EQUAL(value(&Kayles_dawson_ruleset, f, s), Game_nimber(g07[n]));
        if (n < 12)
            CU_ASSERT_EQUAL(v, Game_nimber(first[n]));
        if (n >= 72)
            CU_ASSERT_EQUAL(v, Game_nimber(period[n % 12]));
    }
    CU_ASSERT_EQUAL(value(&Kayles_ruleset, e, "5 + 4"), Game_nimber(4 ^ 1));
    Position_eval_free(&e);
    Position_eval_free(&f);
    Octal_free(&k);
    Octal_free(&d);
}

static void test_notation(void)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Kayles_ruleset.parse(Kayles_ruleset.param, " 5+ 3 ", &l, &err));
    char *s = Kayles_ruleset.print(Kayles_ruleset.param, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "5 + 3");
    free(s);
    CU_ASSERT_FALSE(Kayles_ruleset.parse(Kayles_ruleset.param, "5 - 3", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Kayles_ruleset.parse(Kayles_ruleset.param, "5 + x", &l, &err));
    CU_ASSERT_EQUAL(err.column, 5);
    CU_ASSERT_FALSE(Kayles_ruleset.parse(Kayles_ruleset.param, "100001", &l, &err));
    CU_ASSERT_EQUAL(err.column, 6);
    CU_ASSERT_EQUAL(l.count, 1);
    Position_list_free(&l);
}

int test_kayles_suite(void)
{
    CU_pSuite s = CU_add_suite("kayles", NULL, NULL);
    if (!s || !CU_add_test(s, "the evaluator against the pins themselves", test_oracle)
        || !CU_add_test(s, "Winning Ways' table and the octal module",
                        test_winning_ways)
        || !CU_add_test(s, "reading and printing", test_notation))
        return CU_get_error();
    return 0;
}
