/* Generated from noweb/base/version.nw by notangle: edit the .nw, not this file. */
#line 52 "noweb/base/version.nw"
#include <ctype.h>
#include <CUnit/CUnit.h>
#include "version.h"

static void test_form(void)
{
    const char *s = Version_string();
    int dots = 0;
    CU_ASSERT_FATAL(s != NULL && isdigit((unsigned char)s[0]));
    for (const char *p = s; *p; p++) {
        if (*p == '.') {
            dots++;
            CU_ASSERT(isdigit((unsigned char)p[1]));
        } else
            CU_ASSERT(isdigit((unsigned char)*p));
    }
    CU_ASSERT_EQUAL(dots, 2);
}

int test_version_suite(void)
{
    CU_pSuite s = CU_add_suite("version", NULL, NULL);
    if (!s || !CU_add_test(s, "MAJOR.MINOR.PATCH", test_form))
        return CU_get_error();
    return 0;
}
