/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 222 "noweb/cmd/boxcmd.nw"
#include <string.h>
#include <CUnit/CUnit.h>
#include "boxcmd.h"
#include "mem.h"

int test_boxcmd_suite(void);

static void test_boxcmd(void)
{
    char *out = NULL, *err = NULL;
    char *tsv[] = { "box", "--format=tsv", "--cf", "2 13/35", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, tsv, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "x\tbox\tcf\tcf_other\n"
                                "2 13/35\t591/256\t[2; 2, 1, 2, 4]\t[2; 2, 1, 2, 3, 1]\n");
    FREE(out);
    FREE(err);
    char *inv[] = { "box", "--inverse", "1/5", "591/256", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, inv, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "(2 - sqrt 2)/2\n83/35\n");
    FREE(out);
    FREE(err);
    char *bad[] = { "box", "1/3", "1/0", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 3, bad, NULL, &out, &err), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT(strstr(err, "column 3: expected a nonnegative") == NULL
              && strstr(err, "column 3: expected a nonzero denominator") != NULL);
    FREE(out);
    FREE(err);
}

int test_boxcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("boxcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "formats, the inverse, a bad item prints nothing",
                           test_boxcmd))
        return CU_get_error();
    return 0;
}
