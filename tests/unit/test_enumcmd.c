/* Generated from noweb/cmd/enumcmd.nw by notangle: edit the .nw, not this file. */
#line 838 "noweb/cmd/enumcmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cram.h"
#include "domineering.h"
#include "enumcmd.h"
#include "mem.h"
#include "rulecmd.h"

int test_enumcmd_suite(void);

static void test_list_against_values(void)
{
    char *list = NULL, *dict = NULL;
    char *a1[] = { "enumerate", "domineering", "--size", "5", "--list", NULL };
    char *a2[] = { "enumerate", "domineering", "--size", "5", NULL };
    CU_ASSERT_EQUAL_FATAL(Cmd_capture(&Cmd_enumerate, NULL, 5, a1, NULL, &list, NULL), 0);
    CU_ASSERT_EQUAL_FATAL(Cmd_capture(&Cmd_enumerate, NULL, 4, a2, NULL, &dict, NULL), 0);
    size_t lines = 0, counted = 0;
    for (char *line = strtok(list, "\n"); line; line = strtok(NULL, "\n")) {
        char board[64], value[64];
        CU_ASSERT_FATAL(sscanf(line, "%*d\t%63s\t%63s", board, value) == 2);
        char *a3[] = { "domineering", board, NULL }, *out = NULL;
        CU_ASSERT_EQUAL(Cmd_capture(&Rulecmd_command, &Domineering_ruleset, 2, a3, NULL,
                                    &out, NULL), 0);
        char want[80];
        snprintf(want, sizeof want, "%s\n", value);
        CU_ASSERT_STRING_EQUAL(out, want);
        FREE(out);
        lines++;
    }
    for (char *line = strtok(dict, "\n"); line; line = strtok(NULL, "\n")) {
        size_t k;
        CU_ASSERT_FATAL(sscanf(line, "%*s\t%zu", &k) == 1);
        counted += k;
    }
    CU_ASSERT(lines > 20);
    CU_ASSERT_EQUAL(counted, lines);
    FREE(list);
    FREE(dict);
}

static void test_impartial_against_cram(void)
{
    char *list = NULL;
    char *a1[] = { "enumerate", "domineering", "--size", "6", "--impartial", "--list",
                   NULL };
    CU_ASSERT_EQUAL_FATAL(Cmd_capture(&Cmd_enumerate, NULL, 6, a1, NULL, &list, NULL), 0);
    size_t lines = 0, high = 0;
    for (char *line = strtok(list, "\n"); line; line = strtok(NULL, "\n")) {
        char board[64], value[64];
        CU_ASSERT_FATAL(sscanf(line, "%*d\t%63s\t%63s", board, value) == 2);
        /* the dictionary writes a nimber *n, the ruleset command its nim-value n */
        const char *n = strcmp(value, "0") == 0 ? "0"
                        : strcmp(value, "*") == 0 ? "1" : value + 1;
        CU_ASSERT(value[0] == '*' || strcmp(value, "0") == 0);
        char *a2[] = { "cram", board, NULL }, *out = NULL;
        CU_ASSERT_EQUAL(Cmd_capture(&Rulecmd_command, &Cram_ruleset, 2, a2, NULL, &out,
                                    NULL), 0);
        char want[80];
        snprintf(want, sizeof want, "%s\n", n);
        CU_ASSERT_STRING_EQUAL(out, want);
        FREE(out);
        lines++;
        high += atoi(n) >= 2;
    }
    CU_ASSERT(lines > 50);
    CU_ASSERT(high > 0);
    FREE(list);
    char *err = NULL;
    char *a3[] = { "enumerate", "cram", "--size", "3", "--impartial", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_enumerate, NULL, 5, a3, NULL, NULL, &err), 2);
    CU_ASSERT_PTR_NOT_NULL(err && strstr(err, "cram is impartial already"));
    FREE(err);
    char *a4[] = { "enumerate", "contorted", "--size", "3", "--impartial", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_enumerate, NULL, 5, a4, NULL, NULL, &err), 2);
    CU_ASSERT_PTR_NOT_NULL(err && strstr(err, "contorted has no impartial twin"));
    FREE(err);
}

int test_enumcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("enumcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "--list agrees with the dictionary and the ruleset command",
                           test_list_against_values)
        || !CU_add_test(s, "--impartial: the twin of Domineering is Cram",
                        test_impartial_against_cram))
        return CU_get_error();
    return 0;
}
