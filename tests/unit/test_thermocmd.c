/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#line 915 "noweb/cmd/thermocmd.nw"
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "cgtk.h"
#include "thermocmd.h"

static void test_bad_temperature(void)
{
    fflush(stderr);
    int saved = dup(2), null = open("/dev/null", O_WRONLY);
    CU_ASSERT_FATAL(saved >= 0 && null >= 0);
    dup2(null, 2);
    close(null);
    char *neg[] = { "cool", "{4|1}", "-1", NULL };
    CU_ASSERT_EQUAL(Thermocmd_cool(3, neg), CGTK_USAGE);
    char *third[] = { "cool", "{4|1}", "1/3", NULL };
    CU_ASSERT_EQUAL(Thermocmd_cool(3, third), CGTK_USAGE);
    char *none[] = { "cool", "{4|1}", NULL };
    CU_ASSERT_EQUAL(Thermocmd_cool(2, none), CGTK_USAGE);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
}

int test_thermocmd_suite(void)
{
    CU_pSuite s = CU_add_suite("thermocmd", NULL, NULL);
    if (!s || !CU_add_test(s, "bad temperatures", test_bad_temperature))
        return CU_get_error();
    return 0;
}
