/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#line 1047 "noweb/cmd/cgtk.nw"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include <unistd.h>
#include <CUnit/Basic.h>
#include "game.h"
#include "cgtk.h"

#line 1062 "noweb/cmd/cgtk.nw"
static void test_command_usage(void)
{
    
#line 1082 "noweb/cmd/cgtk.nw"
fflush(stderr);
int saved = dup(2), null = open("/dev/null", O_WRONLY);
CU_ASSERT_FATAL(saved >= 0 && null >= 0);
dup2(null, 2);
close(null);
#line 1065 "noweb/cmd/cgtk.nw"
    char *bad[] = { "cgtk", "no-such-command", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(2, bad), CGTK_USAGE);
    char *none[] = { "cgtk", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(1, none), CGTK_USAGE);
    char *day[] = { "cgtk", "numbers", "--day", "x", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(4, day), CGTK_USAGE);
    char *far[] = { "cgtk", "numbers", "--day", "99", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(4, far), CGTK_USAGE);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
}
#line 1093 "noweb/cmd/cgtk.nw"
static void test_output_on_success_only(void)
{
    fflush(stdout);
    FILE *tmp = tmpfile();
    CU_ASSERT_FATAL(tmp != NULL);
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    Cgtk_Output o;
    fputs("partial table\n", Cgtk_output_open(&o));
    CU_ASSERT_EQUAL(Cgtk_output_close(&o, CGTK_USAGE), CGTK_USAGE);
    fputs("whole table\n", Cgtk_output_open(&o));
    CU_ASSERT_EQUAL(Cgtk_output_close(&o, CGTK_OK), CGTK_OK);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    char line[64] = "";
    rewind(tmp);
    CU_ASSERT_PTR_NOT_NULL(fgets(line, sizeof line, tmp));
    CU_ASSERT_STRING_EQUAL(line, "whole table\n");
    CU_ASSERT_PTR_NULL(fgets(line, sizeof line, tmp));
    fclose(tmp);
}
#line 1126 "noweb/cmd/cgtk.nw"
#define CGTK_SUITE(m) int test_##m##_suite(void);
#include "suites.def"
#undef CGTK_SUITE

int test_cgtk_suite(void)
{
    CU_pSuite s = CU_add_suite("cgtk", NULL, NULL);
    if (!s || !CU_add_test(s, "usage errors", test_command_usage)
           || !CU_add_test(s, "output on success only", test_output_on_success_only))
        return CU_get_error();
    return 0;
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
#define CGTK_SUITE(m)                                                     \
    if (test_##m##_suite() != 0) {                                        \
        fprintf(stderr, "test runner: suite %s: %s\n", #m, CU_get_error_msg()); \
        CU_cleanup_registry();                                            \
        return 2;                                                         \
    }
#include "suites.def"
#undef CGTK_SUITE
    CU_basic_set_mode(CU_BRM_NORMAL);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    unsigned ran = CU_get_number_of_tests_run();
    CU_cleanup_registry();
    return failures == 0 && ran > 0 ? 0 : 1;
}
