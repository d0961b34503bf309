/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#line 1381 "noweb/cmd/rulecmd.nw"
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "cgtk.h"
#include "rulecmd.h"

static void test_resume(void)
{
    char path[] = "/tmp/cgtk-rulecmd-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    remove(path);
    fflush(stdout);
    fflush(stderr);
    int out = dup(1), err = dup(2), null = open("/dev/null", O_WRONLY);
    CU_ASSERT_FATAL(out >= 0 && err >= 0 && null >= 0);
    dup2(null, 1);
    dup2(null, 2);
    char *a1[] = { "cgtk domineering", "--max-positions", "50", "--table", path,
                   "4x4", NULL };
    optind = 0;
    int rc1 = Rulecmd_domineering(6, a1);
    FILE *f = fopen(path, "rb");
    bool saved = f != NULL;
    if (f) fclose(f);
    char *a2[] = { "cgtk domineering", "--table", path, "4x4", NULL };
    optind = 0;
    int rc2 = Rulecmd_domineering(4, a2);
    char *a3[] = { "cgtk domineering", "0x3", NULL };
    optind = 0;
    int rc3 = Rulecmd_domineering(2, a3);
    fflush(stdout);
    fflush(stderr);
    dup2(out, 1);
    dup2(err, 2);
    close(out);
    close(err);
    close(null);
    CU_ASSERT_EQUAL(rc1, CGTK_LIMIT);
    CU_ASSERT_TRUE(saved);
    CU_ASSERT_EQUAL(rc2, CGTK_OK);
    CU_ASSERT_EQUAL(rc3, CGTK_USAGE);
    remove(path);
}

int test_rulecmd_suite(void)
{
    CU_pSuite s = CU_add_suite("rulecmd", NULL, NULL);
    if (!s || !CU_add_test(s, "a limit saves the table; the next run resumes", test_resume))
        return CU_get_error();
    return 0;
}
