/* Generated from noweb/rulesets/twin.nw by notangle: edit the .nw, not this file. */
#line 291 "noweb/rulesets/twin.nw"
#include <stdio.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "domineering.h"
#include "hackenbush.h"
#include "octal.h"
#include "twin.h"

static Game_T value_of(Position_Eval *e, const Position_Ruleset *rs, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(rs->parse(rs->param, s, &l, &err));
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v), GAME_DONE);
    Position_list_free(&l);
    return v;
}

/* the Grundy value of the Cram board of rows x cols cells whose empty cells
   are the bits of m (cell r*cols+c), by the mex of its options */
static unsigned cram(unsigned m, int rows, int cols, unsigned char *memo)
{
    if (memo[m] != 0xff)
        return memo[m];
    unsigned seen = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            unsigned a = 1u << (r * cols + c);
            unsigned right = c + 1 < cols ? a << 1 : 0, down = r + 1 < rows ? a << cols : 0;
            if (right && (m & a) && (m & right))
                seen |= 1u << cram(m & ~a & ~right, rows, cols, memo);
            if (down && (m & a) && (m & down))
                seen |= 1u << cram(m & ~a & ~down, rows, cols, memo);
        }
    unsigned g = 0;
    while (seen >> g & 1)
        g++;
    return memo[m] = (unsigned char)g;
}

static void test_cram(void)
{
    const Position_Ruleset *tw = Twin_of(&Domineering_ruleset);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tw);
    CU_ASSERT(tw->flags & POSITION_IMPARTIAL);
    CU_ASSERT_PTR_EQUAL(Twin_of(&Domineering_ruleset), tw);     /* made once */
    CU_ASSERT_STRING_EQUAL(tw->name, "domineering");
    Position_Eval *e = Position_eval_new(tw);
    Octal *dawson;
    Perr_T err;
    CU_ASSERT_FATAL(Octal_parse("0.07", &dawson, &err));
    uint16_t g[41];
    CU_ASSERT_FATAL(Octal_grundy_plain(dawson, 40, g));
    char s[32];
    for (int n = 1; n <= 40; n++) {                  /* strips both ways */
        snprintf(s, sizeof s, "1x%d", n);
        CU_ASSERT_EQUAL(value_of(e, tw, s), Game_nimber(g[n]));
        snprintf(s, sizeof s, "%dx1", n);
        CU_ASSERT_EQUAL(value_of(e, tw, s), Game_nimber(g[n]));
    }
    Octal_free(&dawson);
    static unsigned char memo[1u << 16];
    for (int rows = 2; rows <= 4; rows++)
        for (int cols = 2; cols * rows <= 16; cols++) {
            memset(memo, 0xff, sizeof memo);
            snprintf(s, sizeof s, "%dx%d", rows, cols);
            unsigned all = (1u << (rows * cols)) - 1;
            unsigned want = cram(all, rows, cols, memo);
            CU_ASSERT_EQUAL(value_of(e, tw, s), Game_nimber(want));
            if (rows % 2 == 0 && cols % 2 == 0)      /* symmetry strategy: P */
                CU_ASSERT_EQUAL(want, 0);
        }
    Position_eval_free(&e);
}

static void test_hackenbush(void)
{
    const Position_Ruleset *tw = Twin_of(&Hackenbush_ruleset);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tw);
    CU_ASSERT_STRING_EQUAL(tw->variant, "impartial");
    Position_Eval *e = Position_eval_new(tw);
    const char *stalk[] = { "l", "lr", "lrl", "rrrr", "lrlrl", "llrrlr", "lllllll" };
    for (size_t i = 0; i < sizeof stalk / sizeof *stalk; i++)
        CU_ASSERT_EQUAL(value_of(e, tw, stalk[i]), Game_nimber((unsigned)strlen(stalk[i])));
    Position_eval_free(&e);
    if (Hackenbush_ruleset.census) {                 /* the same positions */
        Position_List a = { 0 }, b = { 0 };
        Hackenbush_ruleset.census->enumerate(Hackenbush_ruleset.param, 3, &a);
        tw->census->enumerate(tw->param, 3, &b);
        CU_ASSERT_EQUAL(a.n, b.n);
        CU_ASSERT(a.n == b.n && memcmp(a.w, b.w, a.n * sizeof *a.w) == 0);
        Position_list_free(&a);
        Position_list_free(&b);
    }
}

static void test_offered(void)
{
    CU_ASSERT(Twin_offered(&Domineering_ruleset));
    const Position_Ruleset *tw = Twin_of(&Domineering_ruleset);
    CU_ASSERT_FALSE(Twin_offered(tw));
    CU_ASSERT_PTR_EQUAL(Twin_of(tw), tw);            /* impartial: its own twin */
}

int test_twin_suite(void)
{
    CU_pSuite s = CU_add_suite("twin", NULL, NULL);
    if (!s || !CU_add_test(s, "Cram, the twin of Domineering", test_cram)
        || !CU_add_test(s, "green Hackenbush, the twin of blue-red", test_hackenbush)
        || !CU_add_test(s, "which rulesets have a twin", test_offered))
        return CU_get_error();
    return 0;
}
