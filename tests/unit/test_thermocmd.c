/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#line 1315 "noweb/cmd/thermocmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "mem.h"
#include "ordinal.h"
#include "thermocmd.h"

#line 1330 "noweb/cmd/thermocmd.nw"
static char *out, *err;

static int run(const Cmd_Command *cmd, const char *input, char **argv)
{
    int argc = 0;
    while (argv[argc])
        argc++;
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

#define RUN(cmd, input, ...) run(&(cmd), (input), (char *[]){ __VA_ARGS__, NULL })

static void test_cool(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "{4|1}", "1"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{3|2}\n");                 /* ONAG ch. 9 */
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "{4|1}\n", "cool", "-t", "3/2"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "5/2*\n");
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "{4|1}", "--", "-1"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "temperature: expected a number > -1, "
                                       "found '-1'"));
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "{3||2+*|1+*}", "--", "-1/2"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{7/2|||5/2|3/2||+-1/2}\n");   /* CGSuite */
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "{4|1}", "1/3"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_STRING_EQUAL(err, "cgtk cool: temperature: column 3: expected a power of "
                                "two as denominator\n  1/3\n    ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "{4|1}"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "expected a temperature"));
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "{4|1}\n", "cool", "{4|1}", "1"), CMD_OK);
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "--temperatures", "0,1/2,-1", "{4|1}"),
                    CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(err, "cgtk cool: --temperatures: column 7: expected a "
                                "non-negative number\n  0,1/2,-1\n        ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "--temperatures", "1,2x", "{4|1}"),
                    CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "column 4: expected ',' or the end of the list"));
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "-f", "tsv", "--temperatures", "1,2",
                        "{4|1}"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "temperature\tformula\tcooled\n1\t{3|2}\t{3|2}\n"
                                "2\t5/2\t5/2\n");
}

static void test_limits(void)
{
    Game_store_free();
    CU_ASSERT_EQUAL(RUN(Cmd_cool, "", "cool", "--max-games", "200", "{4|1}",
                        "+-1 + +-2 + +-3 + +-4 + +-5", "1/2"), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk cool: computation limit reached: "
                                       "--max-games"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "1 of 2 expressions were done"));
    Game_store_free();
    CU_ASSERT_EQUAL(RUN(Cmd_thermograph, "", "thermograph", "--max-games", "100",
                        "+-1 + +-2 + +-3 + +-4 + +-5 + +-6"), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    Game_store_free();
}

static void test_formats(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_stops, "", "stops", "-f", "tsv", "{5|4,7}"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "game\tvalue\tleft_stop\tright_stop\n"
                                "{5|4,7}\t{5|4}\t5\t4\n");
    CU_ASSERT_EQUAL(RUN(Cmd_stops, "", "stops", "--sections", "{5|4,7}"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "R(5) L(4)\n");             /* ONAG ch. 9 */
    CU_ASSERT_EQUAL(RUN(Cmd_mean, "", "mean", "--format=json", "{{7|5}|{4|1}}"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{\"game\": \"{{7|5}|{4|1}}\", "
                                "\"value\": \"{7|5||4|1}\", "
                                "\"mean\": \"17/4\"}\n");   /* ONAG Fig. 15 */
    CU_ASSERT_EQUAL(RUN(Cmd_thermograph, "", "thermograph", "--data", "--latex", "*"),
                    CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
}

static void test_ordinal_and_signs(void)
{
    CU_ASSERT_EQUAL(RUN(Cmd_ordinal, "", "ordinal", "1", "1/2"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "3/2\n");
    CU_ASSERT_EQUAL(RUN(Cmd_ordinal, "*:1\n\n1:-1/2\n", "ordinal"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "^*\n3/4\n");
    CU_ASSERT_EQUAL(RUN(Cmd_ordinal, "", "ordinal", "0:1", "1:{1"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(err, "cgtk ordinal: argument 2: column 5: expected ',', "
                                "'|' or '}'\n  1:{1\n      ^\n");
    CU_ASSERT_EQUAL(RUN(Cmd_ordinal, "", "ordinal", "--numbers", "1", "*"), CMD_USAGE);
    CU_ASSERT_EQUAL(RUN(Cmd_signs, "", "signs", "--", "3/4", "-(-+)-"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "+-+\n-7/4\n");
    CU_ASSERT_EQUAL(RUN(Cmd_signs, "", "signs", "100001"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "at most 100000 signs"));
    char *many = ALLOC(ORDINAL_MAX_SIGNS + 2);
    memset(many, '+', ORDINAL_MAX_SIGNS + 1);
    many[ORDINAL_MAX_SIGNS + 1] = '\0';
    CU_ASSERT_EQUAL(RUN(Cmd_signs, "", "signs", many), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "column 100001: expected at most 100000 signs"));
    FREE(many);
}

int test_thermocmd_suite(void)
{
    CU_pSuite s = CU_add_suite("thermocmd", NULL, release_output);
    if (!s || !CU_add_test(s, "cool: temperatures, lists, bad input", test_cool)
           || !CU_add_test(s, "a limit leaves stdout empty", test_limits)
           || !CU_add_test(s, "formats: tsv, json, plain", test_formats)
           || !CU_add_test(s, "ordinal sums and sign expansions", test_ordinal_and_signs))
        return CU_get_error();
    return 0;
}
