/* Generated from noweb/rulesets/grid.nw by notangle: edit the .nw, not this file. */
#line 223 "noweb/rulesets/grid.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "grid.h"
#include "mem.h"

#line 254 "noweb/rulesets/grid.nw"
static bool connected(const Grid_Shape *s)
{
    int seen[GRID_MAX_CELLS] = { 1 }, grew = 1;
    while (grew) {
        grew = 0;
        for (int i = 0; i < s->cells; i++)
            for (int j = 0; j < s->cells; j++)
                if (seen[i] && !seen[j]) {
                    int d = abs(s->cell[i] - s->cell[j]);
                    if (d == 16 || (d == 1 && s->cell[i] / 16 == s->cell[j] / 16))
                        seen[j] = grew = 1;
                }
    }
    for (int i = 0; i < s->cells; i++)
        if (!seen[i])
            return false;
    return true;
}

static void test_polyominoes(void)
{
    static const size_t free_count[11] = { 0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655 };
    Grid_Shape *s;
    size_t n = Grid_polyominoes(10, &s), by_size[11] = { 0 };
    for (size_t i = 0; i < n; i++) {
        by_size[s[i].cells]++;
        CU_ASSERT(connected(&s[i]));
        for (int t = 1; t < 8; t++) {
            Grid_Shape u = Grid_transform(&s[i], t);
            CU_ASSERT(memcmp(s[i].cell, u.cell, (size_t)s[i].cells) <= 0);
        }
    }
    for (int k = 1; k <= 10; k++)
        CU_ASSERT_EQUAL(by_size[k], free_count[k]);
    size_t distinct = 0;
    for (size_t i = 0; i < n && s[i].cells <= 6; i++, distinct++)
        for (size_t j = 0; j < i; j++)
            for (int t = 0; t < 8; t++) {
                Grid_Shape u = Grid_transform(&s[j], t);
                CU_ASSERT(u.cells != s[i].cells
                          || memcmp(u.cell, s[i].cell, (size_t)u.cells) != 0);
            }
    CU_ASSERT_EQUAL(distinct, 56);
    free(s);
}

#line 232 "noweb/rulesets/grid.nw"
static void test_example_shapes(void)
{
    
#line 21 "noweb/rulesets/grid.nw"
Grid_Shape *s;  size_t n = Grid_polyominoes(6, &s);   /* 56 shapes of 1..6 cells */
assert(n == 56);
FREE(s);
#line 235 "noweb/rulesets/grid.nw"
    CU_ASSERT_PTR_NULL(s);
}

int test_grid_suite(void)
{
    CU_pSuite s = CU_add_suite("grid", NULL, NULL);
    if (!s || !CU_add_test(s, "free polyominoes", test_polyominoes)
           || !CU_add_test(s, "example: 56 shapes of up to six cells",
                              test_example_shapes))
        return CU_get_error();
    return 0;
}
