/* Generated from noweb/games/born.nw by notangle: edit the .nw, not this file. */
#line 345 "noweb/games/born.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "born.h"
#include "notation.h"

int test_born_suite(void);

static Game_T P(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_TRUE_FATAL(ok);
    return g;
}

#line 376 "noweb/games/born.nw"
static void test_born_counts(void)
{
    static const size_t want[] = { 1, 4, 22, 1474 };  /* Siegel ch. III.1 */
    for (unsigned d = 0; d <= BORN_MAX_DAY; d++) {
        size_t n = 0;
        const char *why = NULL;
        CU_ASSERT_TRUE(Born_by_day(d, 0, NULL, &n, &why));
        CU_ASSERT_EQUAL(n, want[d]);
    }
    size_t n = 7;
    const char *why = NULL;
    Game_T *g = NULL;
    CU_ASSERT_FALSE(Born_by_day(4, 0, &g, &n, &why));   /* refused, with bounds */
    CU_ASSERT_PTR_NOT_NULL_FATAL(why);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "10^28.2"));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "4.0*10^184"));
    CU_ASSERT_EQUAL(n, 7);
    CU_ASSERT_PTR_NULL(g);
    CU_ASSERT_FALSE(Born_by_day(2, 21, &g, &n, &why));  /* 22 > 21 */
    CU_ASSERT_TRUE(Born_by_day(2, 22, NULL, &n, &why));
}

static void test_born_day2(void)
{
    static const char *const want[] = {     /* by hand; Born_cmp's order */
        "0",                                 /* day 0 */
        "-1", "1", "*",                      /* day 1: numbers, then nimbers */
        "-2", "-1/2", "1/2", "2", "*2",      /* day 2: numbers by value, *2 */
        "-1*", "v", "v*", "^", "^*", "1*",   /* x + n.^ + *m by (x, n, m) */
        "{0|-1}", "{0,*|-1}", "{1|0}", "{1|0,*}", "{1|-1}", "{1|*}",
        "{*|-1}"                             /* by Left, then Right, options */
    };
    Game_T *g = NULL;
    size_t n = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE_FATAL(Born_by_day(2, 0, &g, &n, &why));
    CU_ASSERT_EQUAL_FATAL(n, 22);
    CU_ASSERT_EQUAL_FATAL(sizeof want / sizeof *want, 22);
    for (size_t i = 0; i < n; i++) {         /* the games, and their order */
        CU_ASSERT_EQUAL(g[i], P(want[i]));
        if (g[i] != P(want[i])) {
            char *t = Notation_str(g[i]);
            fprintf(stderr, "\nborn: game %zu is %s, expected %s\n", i, t, want[i]);
            free(t);
        }
    }
    free(g);
}
#line 437 "noweb/games/born.nw"
static void test_born_day3(void)
{
    Game_T *g = NULL, *h = NULL;
    size_t n = 0, m = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE_FATAL(Born_by_day(3, 0, &g, &n, &why));
    CU_ASSERT_TRUE_FATAL(Born_by_day(2, 0, &h, &m, &why));
    for (size_t i = 0; i < n; i++) {
        CU_ASSERT(Game_birthday(g[i]) <= 3);
        if (i > 0)
            CU_ASSERT(Born_cmp(g[i - 1], g[i]) < 0);
        bool neg = false;
        for (size_t j = 0; j < n && !neg; j++)
            neg = g[j] == Game_neg(g[i]);
        CU_ASSERT_TRUE(neg);
    }
    for (size_t i = 0; i < m; i++) {
        bool found = false;
        for (size_t j = 0; j < n && !found; j++)
            found = g[j] == h[i];
        CU_ASSERT_TRUE(found);
    }
    free(g);
    free(h);
}

static void test_example_born(void)
{
    
#line 35 "noweb/games/born.nw"
Game_T *g;
size_t n, n3;
const char *why;
bool ok = Born_by_day(2, 0, &g, &n, &why);          /* n == 22, g[0] == 0 */
bool ok3 = Born_by_day(3, 0, NULL, &n3, &why);      /* n3 == 1474 */
assert(ok && ok3 && n == 22 && n3 == 1474 && g[0] == Game_zero());
free(g);
#line 466 "noweb/games/born.nw"
}

#line 366 "noweb/games/born.nw"
int test_born_suite(void)
{
    CU_pSuite s = CU_add_suite("born", NULL, NULL);
    if (!s || 
#line 427 "noweb/games/born.nw"
!CU_add_test(s, "counts of days 0 to 3; day 4 refused", test_born_counts) ||
!CU_add_test(s, "the games born by day 2, by hand", test_born_day2) ||
#line 470 "noweb/games/born.nw"
!CU_add_test(s, "day 3: born by day 3, distinct, sorted, closed under -",
             test_born_day3) ||
!CU_add_test(s, "the example of use", test_example_born) ||
#line 369 "noweb/games/born.nw"
                                              0)
        return CU_get_error();
    return 0;
}
