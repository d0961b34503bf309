/* Generated from noweb/cmd/borncmd.nw by notangle: edit the .nw, not this file. */
#line 187 "noweb/cmd/borncmd.nw"
#include <string.h>
#include <CUnit/CUnit.h>
#include "borncmd.h"
#include "mem.h"

int test_borncmd_suite(void);

static void test_borncmd(void)
{
    char *out = NULL, *err = NULL;
    char *d1[] = { "games", "--day", "1", "--format=tsv", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_games, NULL, 4, d1, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "birthday\tgame\n0\t0\n1\t-1\n1\t1\n1\t*\n");
    FREE(out);
    FREE(err);
    char *n2[] = { "games", "--day=2", "--count", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_games, NULL, 3, n2, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "22\n");                /* Siegel ch. III.1 */
    FREE(out);
    FREE(err);
    char *d4[] = { "games", "--day", "4", "--count", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_games, NULL, 4, d4, NULL, &out, &err), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "4.0*10^184"));
    FREE(out);
    FREE(err);
}

int test_borncmd_suite(void)
{
    CU_pSuite s = CU_add_suite("borncmd", NULL, NULL);
    if (!s || !CU_add_test(s, "games: tsv, count, day 4 refused", test_borncmd))
        return CU_get_error();
    return 0;
}
