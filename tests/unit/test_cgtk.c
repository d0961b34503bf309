/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#line 365 "noweb/cmd/cgtk.nw"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <CUnit/Basic.h>
#include "cgtk.h"
#include "cmdkit.h"

#line 380 "noweb/cmd/cgtk.nw"
static void test_command_usage(void)
{
    fflush(stderr);
    FILE *tmp = tmpfile();
    int saved = dup(2);
    CU_ASSERT_FATAL(tmp && saved >= 0);
    dup2(fileno(tmp), 2);
    char *bad[] = { "cgtk", "no-such-command", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(2, bad), CMD_USAGE);
    char *none[] = { "cgtk", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(1, none), CMD_USAGE);
    char *day[] = { "cgtk", "numbers", "--day", "x", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(4, day), CMD_USAGE);
    char *far[] = { "cgtk", "numbers", "--day", "99", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(4, far), CMD_USAGE);
    char *typo[] = { "cgtk", "vaule", NULL };
    CU_ASSERT_EQUAL(Cgtk_main(2, typo), CMD_USAGE);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    char text[4096];
    rewind(tmp);
    text[fread(text, 1, sizeof text - 1, tmp)] = '\0';
    fclose(tmp);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "unknown command 'vaule'; did you mean 'value'?"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "--day: 99 is past the limit 22"));
}
#line 422 "noweb/cmd/cgtk.nw"
#define CGTK_SUITE(m) int test_##m##_suite(void);
#include "suites.def"
#undef CGTK_SUITE

int test_cgtk_suite(void)
{
    CU_pSuite s = CU_add_suite("cgtk", NULL, NULL);
    if (!s || !CU_add_test(s, "usage errors", test_command_usage))
        return CU_get_error();
    return 0;
}

/* CUnit's counts are those of the last run, so each suite's are added up here. */
static int run_named_suites(int argc, char **argv)
{
    unsigned failures = 0, ran = 0;
    for (int i = 1; i < argc; i++) {
        CU_pSuite s = CU_get_suite(argv[i]);
        if (!s) {
            fprintf(stderr, "test runner: no suite '%s'\n", argv[i]);
            return 2;
        }
        CU_basic_run_suite(s);
        failures += CU_get_number_of_failures() + CU_get_number_of_tests_failed();
        ran += CU_get_number_of_tests_run();
    }
    fprintf(stderr, "test runner: %d suites, %u tests, %u failures\n", argc - 1, ran,
            failures);
    return failures == 0 && ran > 0 ? 0 : 1;
}

int main(int argc, char **argv)
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
    if (argc > 1) {
        int rc = run_named_suites(argc, argv);
        CU_cleanup_registry();
        return rc;
    }
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    unsigned ran = CU_get_number_of_tests_run();
    CU_cleanup_registry();
    return failures == 0 && ran > 0 ? 0 : 1;
}
