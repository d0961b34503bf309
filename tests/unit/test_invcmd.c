/* Generated from noweb/cmd/invcmd.nw by notangle: edit the .nw, not this file. */
#line 267 "noweb/cmd/invcmd.nw"
#include <string.h>
#include <CUnit/CUnit.h>
#include "invcmd.h"
#include "mem.h"

int test_invcmd_suite(void);

static void test_invcmd(void)
{
    char *out = NULL, *err = NULL;
    char *aw[] = { "atomic-weight", "--format=tsv", "^^*", "{1|-1}", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_atomic_weight, NULL, 4, aw, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "game\tatomic_weight\tnote\n"
                                "^^*\t2\t\n{1|-1}\t\tnot infinitesimal\n");
    FREE(out);
    FREE(err);
    char *big[] = { "reduced", "--max-games", "40", "^",
                    "+-1 + +-2 + +-3 + +-4 + +-5 + +-6 + ^", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_reduced, NULL, 5, big, NULL, &out, &err), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    FREE(out);
    FREE(err);
}

int test_invcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("invcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "atomic weight table; a limit prints nothing", test_invcmd))
        return CU_get_error();
    return 0;
}
