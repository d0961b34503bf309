/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#line 1916 "noweb/cmd/rulecmd.nw"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "domineering.h"
#include "mem.h"
#include "rulecmd.h"

static char *out;

static int run(int argc, char **argv)
{
    FREE(out);
    return Cmd_capture(&Rulecmd_command, &Domineering_ruleset, argc, argv, NULL, &out,
                       NULL);
}

static int release_output(void)
{
    FREE(out);
    return 0;
}

static void test_resume(void)
{
    char path[] = "/tmp/cgtk-rulecmd-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    remove(path);
    char *a1[] = { "domineering", "--max-positions", "20", "--table", path, "4x3", NULL };
    CU_ASSERT_EQUAL(run(6, a1), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_EQUAL(access(path, R_OK), 0);
    char *a2[] = { "domineering", "--table", path, "4x3", NULL };
    CU_ASSERT_EQUAL(run(4, a2), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "3/2\n");       /* ONAG ch. 10: 1 1/2 */
    char *a3[] = { "domineering", "0x3", NULL };
    CU_ASSERT_EQUAL(run(2, a3), CMD_USAGE);
    remove(path);
}

/* a sum of positions is the sum of the values: 2x2 + 1x2 = +-1 + (-1) = {0|-2} (ONAG
   ch. 10: 2x2 = +-1); --moves: Left's one move leaves 1 - 1 = 0, a win */
static void test_sum_moves(void)
{
    char *a1[] = { "domineering", "2x2 + 1x2", NULL };
    CU_ASSERT_EQUAL(run(2, a1), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{0|-2}\n");
    char *a2[] = { "domineering", "--moves", "-f", "json", "2x2 + 1x2", NULL };
    CU_ASSERT_EQUAL(run(5, a2), CMD_OK);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"position\": \"2x2 + 1x2\", \"side\": \"L\", "
                                  "\"component\": 1, \"option\": \".|. + ..\", "
                                  "\"value\": \"0\", \"outcome\": \"P\", "
                                  "\"winning\": \"yes\"}"));
    char *a3[] = { "domineering", "2x2 + 3x", NULL };     /* a bad part: nothing out */
    CU_ASSERT_EQUAL(run(2, a3), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
}

int test_rulecmd_suite(void)
{
    CU_pSuite s = CU_add_suite("rulecmd", NULL, release_output);
    if (!s || !CU_add_test(s, "a limit saves the table; the next run resumes", test_resume)
        || !CU_add_test(s, "sums of positions and their moves", test_sum_moves))
        return CU_get_error();
    return 0;
}
