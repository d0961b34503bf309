/* Generated from noweb/rulesets/partsub.nw by notangle: edit the .nw, not this file. */
#line 344 "noweb/rulesets/partsub.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "partsub.h"
#include "game.h"
#include "notation.h"

int test_partsub_suite(void);

enum { HEAPS = 15 };

static void oracle(unsigned l, unsigned r, Game_T v[HEAPS])
{
    for (int n = 0; n < HEAPS; n++) {
        Game_T L[4], R[4];
        size_t nl = 0, nr = 0;
        for (int k = 1; k <= 4 && k <= n; k++) {
            if (l >> (k - 1) & 1)
                L[nl++] = v[n - k];
            if (r >> (k - 1) & 1)
                R[nr++] = v[n - k];
        }
        v[n] = Game_make(L, nl, R, nr);
    }
}

static void set_text(char *s, unsigned m)
{
    s += sprintf(s, "{");
    for (int k = 1; k <= 4; k++)
        if (m >> (k - 1) & 1)
            s += sprintf(s, "%s%d", s[-1] == '{' ? "" : ",", k);
    sprintf(s, "}");
}

static Game_T value(Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(Partsub_ruleset.parse(NULL, s, &l, &err));
    Game_Status st = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v);
    CU_ASSERT_EQUAL_FATAL(st, GAME_DONE);
    Position_list_free(&l);
    return v;
}

static void test_oracle(void)
{
    static Game_T all[16][16][HEAPS];
    Position_Eval *e = Position_eval_new(&Partsub_ruleset);
    char ls[16], rs[16], s[128];
    for (unsigned l = 0; l < 16; l++)
        for (unsigned r = 0; r < 16; r++) {
            oracle(l, r, all[l][r]);
            set_text(ls, l);
            set_text(rs, r);
            for (int n = 0; n < HEAPS; n++) {
                snprintf(s, sizeof s, "L=%s R=%s: %d", ls, rs, n);
                CU_ASSERT_EQUAL(value(e, s), all[l][r][n]);
            }
        }
    for (unsigned l = 0; l < 16; l++)
        for (unsigned r = 0; r < 16; r++) {
            CU_ASSERT_EQUAL(all[r][l][9], Game_neg(all[l][r][9]));
            set_text(ls, l);
            set_text(rs, r);
            snprintf(s, sizeof s, "L=%s R=%s: 7 + R=%s L=%s: 5", ls, rs, ls, rs);
            CU_ASSERT_EQUAL(value(e, s), Game_add(all[l][r][7], all[r][l][5]));
        }
    Position_eval_free(&e);
}
#line 426 "noweb/rulesets/partsub.nw"
static void check_str(Position_Eval *e, const char *pos, const char *want)
{
    char *s = Notation_str(value(e, pos));
    CU_ASSERT_STRING_EQUAL(s, want);
    free(s);
}

static void test_values(void)
{
    Position_Eval *e = Position_eval_new(&Partsub_ruleset);
    check_str(e, "L={1,3} R={2,3}: 6", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}");
    CU_ASSERT_EQUAL(value(e, "L={1,2} R={1,3}: 1"), Game_star());
    CU_ASSERT_EQUAL(value(e, "L={1,2} R={1,3}: 2"), Game_up());
    CU_ASSERT_EQUAL(value(e, "L={1,2} R={1,3}: 3"), Game_add(Game_up(), Game_star()));
    CU_ASSERT_EQUAL(value(e, "L={1} R={}: 200"), Game_integer(200));
    CU_ASSERT_EQUAL(value(e, "R={} L={1,2}: 9"), Game_integer(9));
    CU_ASSERT_EQUAL(value(e, "L={1} R={1}: 9 + 4"), Game_star());
    Position_eval_free(&e);
}
#line 450 "noweb/rulesets/partsub.nw"
static void check_error(const char *s, size_t column)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Partsub_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_EQUAL(l.count, 0);
    Position_list_free(&l);
}

static void test_notation(void)
{
    Position_List l = { 0 }, back = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Partsub_ruleset.parse(NULL, " R = { 3 ,2 } L={1,3}:10+7 + L={} "
                                          "R={64}: 5", &l, &err));
    char *s = Partsub_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "L={1,3} R={2,3}: 10 + 7 + L={} R={64}: 5");
    CU_ASSERT_FATAL(Partsub_ruleset.parse(NULL, s, &back, &err));
    CU_ASSERT(back.n == l.n && memcmp(back.w, l.w, l.n * sizeof *l.w) == 0);
    free(s);
    Position_list_free(&l);
    Position_list_free(&back);
    check_error("10", 1);
    check_error("L={1} 10", 7);
    check_error("L={1} L={2}: 3", 7);
    check_error("L={1 R={2}: 3", 6);
    check_error("L={0} R={2}: 3", 4);
    check_error("L={65} R={2}: 3", 5);
    check_error("L={1} R={2} 3", 13);
    check_error("L={1} R={2}: 3 - 4", 16);
    check_error("L={1} R={2}: 3 +", 17);
    check_error("L=1 R={2}: 3", 3);
}

int test_partsub_suite(void)
{
    CU_pSuite s = CU_add_suite("partsub", NULL, NULL);
    if (!s || !CU_add_test(s, "the evaluator against a plain oracle", test_oracle)
        || !CU_add_test(s, "values from CGSuite and by hand", test_values)
        || !CU_add_test(s, "reading and printing", test_notation))
        return CU_get_error();
    return 0;
}
