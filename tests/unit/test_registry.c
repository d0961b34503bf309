/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#line 91 "noweb/rulesets/registry.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "registry.h"

static void test_complete(void)
{
    size_t n = 0;
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++, n++) {
        const Position_Ruleset *rs = *r;
        CU_ASSERT_PTR_EQUAL(Registry_find(rs->name), rs);
        CU_ASSERT(rs->summary && rs->syntax && rs->source);
        CU_ASSERT(rs->options && rs->split && rs->normalise && rs->parse && rs->print);
        if (rs->classes) {
            CU_ASSERT(rs->enumerate_class && rs->enumerate);
            for (const Position_Class *k = rs->classes; k->name; k++)
                CU_ASSERT(k->summary && k->max_size >= 1);
        }
        if (!rs->enumerate)
            continue;
        CU_ASSERT(rs->size_unit && rs->max_size >= 2);
        Position_List l = { 0 }, back = { 0 };
        rs->enumerate(rs->param, 2, &l);
        CU_ASSERT(l.count >= 1);
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
            size_t len = POSITION_LEN(l.w[i]);
            CU_ASSERT(POSITION_FLAGS(l.w[i]) >= 1 && POSITION_FLAGS(l.w[i]) <= 2);
            char *s = rs->print(rs->param, l.w + i + 1, len);
            Perr_T e;
            Position_list_clear(&back);
            CU_ASSERT_FATAL(rs->parse(rs->param, s, &back, &e));
            CU_ASSERT(POSITION_LEN(back.w[0]) == len
                      && memcmp(back.w + 1, l.w + i + 1, len * sizeof *l.w) == 0);
            free(s);
        }
        Position_list_free(&l);
        Position_list_free(&back);
    }
    CU_ASSERT(n >= 2);
    CU_ASSERT_PTR_NULL(Registry_find("chess"));
}

int test_registry_suite(void)
{
    CU_pSuite s = CU_add_suite("registry", NULL, NULL);
    if (!s || !CU_add_test(s, "every ruleset is complete", test_complete))
        return CU_get_error();
    return 0;
}
