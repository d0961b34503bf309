/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#line 1655 "noweb/cmd/impcmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cmdkit.h"
#include "impcmd.h"
#include "mem.h"

int test_impcmd_suite(void);

#line 1670 "noweb/cmd/impcmd.nw"
static char *out, *err;

static int run(const Cmd_Command *cmd, const char *input, int argc, char **argv)
{
    FREE(out);
    FREE(err);
    return Cmd_capture(cmd, NULL, argc, argv, input, &out, &err);
}

static int release_output(void)
{
    FREE(out);
    FREE(err);
    return 0;
}

#define WORDS(...) ((char *[]){ __VA_ARGS__, NULL })
#define RUN(cmd, input, ...) \
    run(&(cmd), (input), (int)(sizeof WORDS(__VA_ARGS__) / sizeof(char *)) - 1, \
        WORDS(__VA_ARGS__))
#line 1697 "noweb/cmd/impcmd.nw"
static void test_octal(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.8x", "--upto", "5"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_STRING_EQUAL(err, "cgtk octal: code: column 4: expected end of input\n"
                                "  0.8x\n     ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.77", "--upto", "11"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "0 1 2 3 1 4 3 2 1 4 2 6\n");     /* Kayles, WW ch. 4 */
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "-f", "tsv", ".77", "--from", "10",
                        "--to", "11"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "n\tg\n10\t2\n11\t6\n");
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.77", "--period", "--rules"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "two modes given, --period and --rules"));
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.77", "--rules", "--latex"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.6", "--period", "--max", "2000"),
                    CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "computation limit reached: 0.6: no period "
                                       "certified with 2000 heaps computed (--max 2000)"));
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.77", "--period", "--format=json"),
                    CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{\"code\": \"0.77\", \"period\": 12, \"preperiod\": 71, "
                                "\"bound\": 167}\n");
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "0.165", "--period", "--format=json"),
                    CMD_OK);                /* five doublings, each going on from the last */
    CU_ASSERT_STRING_EQUAL(out, "{\"code\": \"0.165\", \"period\": 1550, \"preperiod\": "
                                "5181, \"bound\": 13464}\n");
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "--survey", "--max", "64", "-f", "tsv"),
                    CMD_OK);
    const char *head = "code\tperiod\tpreperiod\tbound\n0.001\t1\t4\t7\n";
    CU_ASSERT_EQUAL(strncmp(out, head, strlen(head)), 0);
    CU_ASSERT_PTR_NULL(strstr(out + 1, "\ncode"));
}
#line 1738 "noweb/cmd/impcmd.nw"
static void test_subtraction(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_subtraction, NULL, "subtraction", "1,3,4", "--upto", "7"),
                    CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "0 1 0 1 2 3 2 0\n");
    CU_ASSERT_EQUAL(RUN(Cmd_subtraction, NULL, "subtraction", "{1,3,4}", "--period",
                        "-f", "json"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{\"code\": \"0.3033\", \"period\": 7, \"preperiod\": "
                                "0, \"bound\": 11}\n");
    CU_ASSERT_EQUAL(RUN(Cmd_subtraction, NULL, "subtraction", "1;3", "--upto", "5"),
                    CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_STRING_EQUAL(err, "cgtk subtraction: set: column 2: expected ',' or the "
                                "end of the set\n  1;3\n   ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_subtraction, NULL, "subtraction", "--survey"), CMD_USAGE);
    CU_ASSERT_EQUAL(RUN(Cmd_octal, NULL, "octal", "kayles", "--upto", "11"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "0 1 2 3 1 4 3 2 1 4 2 6\n");     /* WW p. 91 */
}
#line 1763 "noweb/cmd/impcmd.nw"
static void test_grundy(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, NULL, "grundy", "--max-nodes", "50", "*20 + *30"),
                    CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "computation limit reached: --max-nodes 50"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "at expression 1 of 1; nothing was printed"));
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, NULL, "grundy", "0", "{0|*}"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk grundy: argument 2: column 1: expected an "
                                       "impartial game"));
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, NULL, "grundy", "-f", "tsv", "0", "{*2}"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "expression\tgrundy\tmisere\toutcome\tmisere_outcome\n"
                                "0\t0\t1\tP\tN\n{*2}\t0\t0\tP\tP\n");
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, "{*2,0,*3}\n# a comment\n*3 + *5\n", "grundy"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "1\n6\n");
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, NULL, "grundy", "--misere", "0", "*"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "1\n0\n");
    CU_ASSERT_EQUAL(RUN(Cmd_grundy, NULL, "grundy", "--latex", "{*2,0|*2,0} + *"), CMD_OK);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\n$\\{\\cgtnim{2},\\,0\\cgtbar{1}\\cgtnim{2},\\,0\\}"
                                       "+\\cgtstar $ & 0 & "));
}
#line 1790 "noweb/cmd/impcmd.nw"
static void test_nim(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "3", "4x"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_STRING_EQUAL(err, "cgtk nim: argument 2: column 2: expected a decimal digit "
                                "or the end of the number\n  4x\n   ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "18446744073709551616"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "argument 1: expected a non-negative integer below "
                                       "2^64"));
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "--format=json", "3", "4", "5"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{\"nim_sum\": 2, \"outcome\": \"N\", \"heap\": 1, "
                                "\"from\": 3, \"to\": 1}\n");
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "-f", "tsv", "1", "2", "3"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "nim_sum\toutcome\theap\tfrom\tto\n0\tP\t\t\t\n");
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "--times-table", "2", "-f", "tsv"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "a\tb\tnim_product\n0\t0\t0\n0\t1\t0\n1\t0\t0\n1\t1\t1\n");
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "--times", "16", "16"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "24\n");                /* ONAG ch. 6 */
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "--mex", "--times", "1", "2"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "two modes given, --mex and --times"));
    CU_ASSERT_EQUAL(RUN(Cmd_nim, NULL, "nim", "--misere", "--mex", "1"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "--misere goes with heap sizes"));
}
#line 1816 "noweb/cmd/impcmd.nw"
int test_impcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("impcmd", NULL, release_output);
    if (!s || !CU_add_test(s, "octal: codes, modes, limits, tables", test_octal)
           || !CU_add_test(s, "subtraction: sets as octal codes", test_subtraction)
           || !CU_add_test(s, "grundy: limits, bad input, tables", test_grundy)
           || !CU_add_test(s, "nim: numbers, tables, modes", test_nim))
        return CU_get_error();
    return 0;
}
