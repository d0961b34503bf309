/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 502 "noweb/cmd/boxcmd.nw"
#include <stdio.h>
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

#line 541 "noweb/cmd/boxcmd.nw"
static void test_upto(void)
{
    char *out = NULL, *err = NULL;
    char *sum[] = { "box", "--upto=12", "--range=-1,1", "--game", "--summary",
                    "--format=tsv", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 6, sum, NULL, &out, &err), CMD_OK);
    char *line = strchr(out, '\n');
    CU_ASSERT_FATAL(line != NULL);
    for (long q = 1; q <= 12; q++) {
        long phi = 0;
        for (long p = 1; p <= q; p++) {
            long a = p, b = q;
            while (b) { long t = a % b; a = b; b = t; }
            phi += a == 1;
        }
        long want = q == 1 ? 3 : 2 * phi, n = 0, agree = 0, qq = 0;
        CU_ASSERT_EQUAL(sscanf(line + 1, "%ld\t%ld\t%ld", &qq, &n, &agree), 3);
        CU_ASSERT(qq == q && n == want && agree == want);
        line = strchr(line + 1, '\n');
        CU_ASSERT_FATAL(line != NULL);
    }
    CU_ASSERT_EQUAL(line[1], '\0');
    FREE(out);
    FREE(err);
    char *tex[] = { "box", "--game", "--format=latex", "2 13/35", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, tex, NULL, &out, &err), CMD_OK);
    CU_ASSERT(strstr(out, "$2\\frac{13}{35}$ & $2\\frac{79}{256}$ & $2\\frac{79}{256}$ & yes")
              != NULL);
    FREE(out);
    FREE(err);
    char *inv[] = { "box", "--inverse", "--format=latex", "1/5", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, inv, NULL, &out, &err), CMD_OK);
    CU_ASSERT(strstr(out, "$\\frac{1}{5}$ & $\\frac{2 - \\sqrt{2}}{2}$") != NULL);
    FREE(out);
    FREE(err);
}

int test_boxcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("boxcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "formats, the inverse, a bad item prints nothing",
                           test_boxcmd)
           || !CU_add_test(s, "--upto, --game, --summary; LaTeX", test_upto))
        return CU_get_error();
    return 0;
}
