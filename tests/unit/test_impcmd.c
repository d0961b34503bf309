/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#line 1110 "noweb/cmd/impcmd.nw"
#include <CUnit/CUnit.h>
#include <stdio.h>
#include "cgtk.h"
#include "impcmd.h"

int test_impcmd_suite(void);

static void test_help(void)
{
    char a0[] = "cgtk octal", h[] = "--help";
    char *argv[] = { a0, h, NULL };
    FILE *saved = stdout;
    stdout = fopen("/dev/null", "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(stdout);
    extern int optind;
    optind = 0;
    CU_ASSERT_EQUAL(Impcmd_octal(2, argv), CGTK_OK);
    optind = 0;
    CU_ASSERT_EQUAL(Impcmd_grundy(2, argv), CGTK_OK);
    optind = 0;
    CU_ASSERT_EQUAL(Impcmd_nim(2, argv), CGTK_OK);
    optind = 0;
    CU_ASSERT_EQUAL(Impcmd_nodekayles(2, argv), CGTK_OK);
    fclose(stdout);
    stdout = saved;
}

int test_impcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("impcmd", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "--help of every command", test_help))
        return CU_get_error();
    return 0;
}
