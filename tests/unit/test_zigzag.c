/* Generated from noweb/rulesets/zigzag.nw by notangle: edit the .nw, not this file. */
#line 233 "noweb/rulesets/zigzag.nw"
#include <string.h>
#include <CUnit/CUnit.h>
#include "notation.h"
#include "zigzag.h"

int test_zigzag_suite(void);

typedef struct Run { Game_T zz[25]; long to, done, computed; Position_Eval *e; } Run;

static void count(void *closure, long n)
{
    (void)n;
    ((Run *)closure)->computed++;
}

static void body(void *closure)
{
    Run *r = closure;
    Zigzag_values(r->zz, r->to, r->e, &r->done, count, r);
}

static void test_onag_and_patterns(void)
{
    Run r = { .to = 24 };
    CU_ASSERT_EQUAL_FATAL(Game_protect((Game_Limits){ 0 }, body, &r), GAME_DONE);
    CU_ASSERT(r.done == 24 && r.computed == 24);
    for (long n = 1; n <= 11; n++) {
        Game_T g;
        Perr_T err;
        CU_ASSERT_FATAL(Notation_parse(Zigzag_onag(n), &g, &err));
        CU_ASSERT(g == r.zz[n]);
        CU_ASSERT_PTR_NOT_NULL(Zigzag_onag_written(n));
        CU_ASSERT_PTR_NOT_NULL(Zigzag_onag_latex(n));
    }
    CU_ASSERT_PTR_NULL(Zigzag_onag(12));
    static const char *const by_residue[8] = { "P", "0", "1", "0", "P", "+-1", "2|0", "+-1" };
    for (long n = 1; n <= 24; n++) {
        char buf[32], want[32];
        if (n % 4 == 0)
            snprintf(want, sizeof want, "P_%ld", n / 4);
        else
            snprintf(want, sizeof want, "%s", by_residue[n % 8]);
        CU_ASSERT_STRING_EQUAL(Zigzag_pattern(r.zz[n], n, buf, sizeof buf), want);
    }
    char buf[32];
    CU_ASSERT_STRING_EQUAL(Zigzag_pattern(Game_integer(5), 3, buf, sizeof buf), "none");
}

static void test_table(void)
{
    Run r = { .to = 12, .e = Position_eval_new(&Zigzag_table) };
    CU_ASSERT_EQUAL_FATAL(Game_protect((Game_Limits){ 0 }, body, &r), GAME_DONE);
    CU_ASSERT_EQUAL(r.computed, 12);
    CU_ASSERT(Zigzag_put(r.e, r.zz, 8));
    Run again = { .to = 12, .e = r.e };
    CU_ASSERT_EQUAL_FATAL(Game_protect((Game_Limits){ 0 }, body, &again), GAME_DONE);
    CU_ASSERT_EQUAL(again.computed, 4);         /* ZZ_9..ZZ_12: the rest came back */
    CU_ASSERT_EQUAL(memcmp(again.zz, r.zz, sizeof r.zz), 0);
    Position_eval_free(&r.e);
}

int test_zigzag_suite(void)
{
    CU_pSuite s = CU_add_suite("zigzag", NULL, NULL);
    if (!s || !CU_add_test(s, "ONAG's values and the patterns by residue",
                           test_onag_and_patterns)
           || !CU_add_test(s, "values put in a table are not computed again", test_table))
        return CU_get_error();
    return 0;
}
