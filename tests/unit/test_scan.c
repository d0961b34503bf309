/* Generated from noweb/base/scan.nw by notangle: edit the .nw, not this file. */
#line 166 "noweb/base/scan.nw"
#include <assert.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "scan.h"

int test_scan_suite(void);

static void test_scan(void)
{
    Perr_T e;
    Scan sc = Scan_new(" \t{\n\r x", &e);
    Scan_blanks(&sc);
    CU_ASSERT(sc.at == 2 && Scan_peek(&sc) == '{' && Scan_peek_at(&sc, 1) == '\n');
    CU_ASSERT(!Scan_skip(&sc, '}') && sc.at == 2);
    CU_ASSERT(Scan_skip(&sc, '{') && sc.at == 3);
    Scan_blanks(&sc);
    CU_ASSERT_EQUAL(sc.at, 3);                      /* a newline is no blank */
    Scan_spaces(&sc);
    CU_ASSERT(sc.at == 6 && Scan_peek(&sc) == 'x');
    sc.at++;
    Scan_spaces(&sc);
    CU_ASSERT(sc.at == 7 && Scan_peek(&sc) == '\0');
    Scan u = Scan_new("\xc2\xbd|x", &e);           /* one character, two bytes */
    CU_ASSERT(!Scan_fail(&u, 3, "a %s", "digit"));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_STRING_EQUAL(e.expected, "a digit");
    CU_ASSERT(!e.limit);
    CU_ASSERT(!Scan_limit(&u, 0, "at most %d", 7));
    CU_ASSERT(e.column == 1 && e.limit);
    CU_ASSERT_STRING_EQUAL(e.expected, "at most 7");
    Scan quiet = Scan_new("1", NULL);
    CU_ASSERT(!Scan_fail(&quiet, 0, "%s", "nothing said"));
}

static bool expect_brace(Perr_T *err)
{
    
#line 18 "noweb/base/scan.nw"
Scan sc = Scan_new("  3 | 1", err);
Scan_blanks(&sc);                 /* at 2: '3' */
assert(sc.at == 2 && Scan_peek(&sc) == '3');
if (!Scan_skip(&sc, '{'))
    return Scan_fail(&sc, sc.at, "'{'");   /* column 3: expected '{' */
#line 203 "noweb/base/scan.nw"
    return true;
}

static void test_example_brace(void)
{
    Perr_T e;
    CU_ASSERT_FALSE(expect_brace(&e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_STRING_EQUAL(e.expected, "'{'");
}

int test_scan_suite(void)
{
    CU_pSuite s = CU_add_suite("scan", NULL, NULL);
    if (!s || !CU_add_test(s, "blanks, skips and errors at columns", test_scan)
           || !CU_add_test(s, "example: a scan that expects a brace", test_example_brace))
        return CU_get_error();
    return 0;
}
