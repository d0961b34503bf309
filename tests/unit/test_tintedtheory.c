/* Generated from noweb/rulesets/tintedtheory.nw by notangle: edit the .nw, not this file. */
#line 727 "noweb/rulesets/tintedtheory.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "mem.h"
#include "position.h"
#include "tinted.h"

int test_tintedtheory_suite(void);

#line 744 "noweb/rulesets/tintedtheory.nw"
static Game_T text_value(const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v;
    CU_ASSERT_FATAL(rs->parse(rs->param, text, &l, &err));
    Position_Eval *e = Position_eval_new(rs);
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v), GAME_DONE);
    Position_eval_free(&e);
    Position_list_free(&l);
    return v;
}
#line 759 "noweb/rulesets/tintedtheory.nw"
static void test_example(void)          /* the example of use, run */
{
    
#line 21 "noweb/rulesets/tintedtheory.nw"
Position_List l = { 0 };
char err[200];
assert(Tinted_census.enumerate_class(Tinted_col.param, 1, 4, &l, err, sizeof err));
assert(l.count == 1 + 1 + 2 + 6);       /* of 1, 2, 3 and 4 nodes */
Position_list_free(&l);
#line 762 "noweb/rulesets/tintedtheory.nw"
}
#line 766 "noweb/rulesets/tintedtheory.nw"
static void put_to(const Position_Ruleset *rs, Position_Eval *e, const Position_List *l,
                   size_t *tried, size_t *held)
{
    char why[400] = "";
    for (size_t o = 0; o < l->n; o += 1 + POSITION_LEN(l->w[o]))
        CU_ASSERT(rs->theory->test(rs->param, e, l->w + o + 1, POSITION_LEN(l->w[o]),
                                   tried, held, why, sizeof why));
    CU_ASSERT_STRING_EQUAL(why, "");
}

static void test_properties(void)
{
    char err[200];
    for (int s = 0; s < 2; s++) {
        const Position_Ruleset *rs = s ? &Tinted_snort : &Tinted_col;
        size_t tried[8] = { 0 }, held[8] = { 0 }, np = 0;
        Position_List l = { 0 };
        Perr_T perr;
        CU_ASSERT_FATAL(rs->census->enumerate_class(rs->param, 0, 5, &l, err, sizeof err));
        CU_ASSERT_FATAL(rs->parse(rs->param, "path:7", &l, &perr));
        CU_ASSERT_FATAL(rs->parse(rs->param, "L-.-.-.-.-.-.-.-R", &l, &perr));
        Position_Eval *e = Position_eval_new(rs);
        put_to(rs, e, &l, tried, held);
        while (rs->theory->properties[np].name)
            np++;
        CU_ASSERT_EQUAL(np, s ? 2 : 6);
        for (size_t k = 0; k < np; k++) {
            CU_ASSERT(tried[k] > 0);
            CU_ASSERT_EQUAL(tried[k], held[k]);
        }
        Position_eval_free(&e);
        Position_list_free(&l);
    }
    CU_ASSERT_EQUAL(text_value(&Tinted_col, ".[a]-.[b]-.-.(-.[a];-.-.[b])"), Game_star());
}
#line 810 "noweb/rulesets/tintedtheory.nw"
static size_t count_size(const Position_List *l, unsigned n)
{
    size_t c = 0;
    for (size_t o = 0; o < l->n; o += 1 + POSITION_LEN(l->w[o]))
        c += POSITION_FLAGS(l->w[o]) == n;
    return c;
}

static void test_census(void)
{
    static const size_t untinted[] = { 0, 1, 1, 2, 6, 21, 112 };
    static const size_t trees[] = { 0, 1, 1, 1, 2, 3, 6, 11, 23, 47, 106 };
    char err[200];
    for (int s = 0; s < 2; s++) {
        const Position_Ruleset *rs = s ? &Tinted_snort : &Tinted_col;
        Position_List l = { 0 };
        CU_ASSERT_FATAL(rs->census->enumerate_class(rs->param, 1, 6, &l, err, sizeof err));
        for (unsigned n = 1; n <= 6; n++)
            CU_ASSERT_EQUAL(count_size(&l, n), untinted[n]);
        Position_list_clear(&l);
        CU_ASSERT_FATAL(rs->census->enumerate_class(rs->param, 2, 10, &l, err, sizeof err));
        for (unsigned n = 1; n <= 10; n++)
            CU_ASSERT_EQUAL(count_size(&l, n), trees[n]);
        Position_list_clear(&l);
        CU_ASSERT_FATAL(rs->census->enumerate_class(rs->param, 0, 3, &l, err, sizeof err));
        CU_ASSERT_EQUAL(count_size(&l, 1), 3);
        CU_ASSERT_EQUAL(count_size(&l, 2), s ? 4 : 5);
        
#line 854 "noweb/rulesets/tintedtheory.nw"
CU_ASSERT_EQUAL(count_size(&l, 3), s ? 16 : 19);
#line 838 "noweb/rulesets/tintedtheory.nw"
        Position_list_free(&l);
    }
}
#line 858 "noweb/rulesets/tintedtheory.nw"
int test_tintedtheory_suite(void)
{
    CU_pSuite s = CU_add_suite("tintedtheory", NULL, NULL);
    if (!s || !CU_add_test(s, "example: the untinted graphs of four nodes", test_example)
           || !CU_add_test(s, "the census: counts", test_census)
           || !CU_add_test(s, "ONAG's dictionaries as properties", test_properties))
        return CU_get_error();
    return 0;
}
