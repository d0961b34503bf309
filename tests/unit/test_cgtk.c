/* Generated from noweb/cgtk.nw by notangle: edit the .nw, not this file. */
#line 1131 "noweb/cgtk.nw"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include <unistd.h>
#include <CUnit/Basic.h>
#include "game.h"
#include "cgtk.h"

#line 1150 "noweb/cgtk.nw"
static void test_numbers_born(void)
{
    for (int day = 0; day <= 8; day++) {
        size_t n;
        Cgtk_Number *a = Cgtk_numbers_born(day, &n);
        CU_ASSERT_EQUAL(n, ((size_t)2 << day) - 1);
        for (size_t i = 0; i < n; i++) {
            CU_ASSERT_EQUAL(Dyadic_birthday(a[i].value), a[i].day);
            if (i > 0)
                CU_ASSERT(a[i - 1].day < a[i].day
                          || Dyadic_cmp(a[i - 1].value, a[i].value) < 0);
            long l = a[i].left, r = a[i].right;
            if (l >= 0) CU_ASSERT(Dyadic_cmp(a[l].value, a[i].value) < 0);
            if (r >= 0) CU_ASSERT(Dyadic_cmp(a[i].value, a[r].value) < 0);
            if (l >= 0 && r >= 0) {
                Dyadic_T s = Dyadic_add(a[l].value, a[r].value), m = Dyadic_half(s);
                CU_ASSERT(Dyadic_eq(m, a[i].value));
                Dyadic_clear(&s);
                Dyadic_clear(&m);
            } else if (l >= 0 || r >= 0) {
                Dyadic_T one = Dyadic_int(l >= 0 ? 1 : -1);
                Dyadic_T e = Dyadic_add(a[l >= 0 ? l : r].value, one);
                CU_ASSERT(Dyadic_eq(e, a[i].value));
                Dyadic_clear(&e);
            }
            if (a[i].day > 0)
                CU_ASSERT(a[i].parent >= 0 && a[a[i].parent].day == a[i].day - 1);
        }
        Cgtk_numbers_free(a, n);
    }
}

static void test_command_usage(void)
{
    
#line 1202 "noweb/cgtk.nw"
fflush(stderr);
int saved = dup(2), null = open("/dev/null", O_WRONLY);
CU_ASSERT_FATAL(saved >= 0 && null >= 0);
dup2(null, 2);
close(null);
#line 1185 "noweb/cgtk.nw"
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
#line 1213 "noweb/cgtk.nw"
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
#line 1246 "noweb/cgtk.nw"
#define CGTK_SUITE(m) int test_##m##_suite(void);
#include "suites.def"
#undef CGTK_SUITE

int test_cgtk_suite(void)
{
    CU_pSuite s = CU_add_suite("cgtk", NULL, NULL);
    if (!s || !CU_add_test(s, "numbers born by day d", test_numbers_born)
           || !CU_add_test(s, "usage errors", test_command_usage)
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
