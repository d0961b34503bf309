/* Generated from noweb/cmd/runcmd.nw by notangle: edit the .nw, not this file. */
#line 485 "noweb/cmd/runcmd.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "runcmd.h"

int test_runcmd_suite(void);

static void test_parse(void)
{
    const char *text =
        "# a comment\n"
        "order = a b\n"
        "\n"
        "table t-1:  value --format=latex -- '+-1 + +-2' \"a \\\"b\\\"\" c\\ d  # done\n"
        "  data d_2: nogo 'x#o' x#o\n"
        "text t3: octal 0.137 --period\n";
    Run_Line *l;
    size_t n, at = 0;
    Perr_T e;
    CU_ASSERT_FATAL(Run_parse(text, &l, &n, &e, &at));
    CU_ASSERT_EQUAL_FATAL(n, 3);
    CU_ASSERT_EQUAL(l[0].kind, 't');
    CU_ASSERT_STRING_EQUAL(l[0].name, "t-1");
    CU_ASSERT_EQUAL(l[0].line, 4);
    CU_ASSERT_EQUAL_FATAL(l[0].nwords, 6);
    CU_ASSERT_STRING_EQUAL(l[0].words[3], "+-1 + +-2");
    CU_ASSERT_STRING_EQUAL(l[0].words[4], "a \"b\"");
    CU_ASSERT_STRING_EQUAL(l[0].words[5], "c d");
    CU_ASSERT_PTR_NULL(l[0].words[6]);
    CU_ASSERT_EQUAL(l[1].kind, 'd');
    CU_ASSERT_EQUAL_FATAL(l[1].nwords, 3);
    CU_ASSERT_STRING_EQUAL(l[1].words[1], "x#o");     /* in quotes, and inside a word */
    CU_ASSERT_STRING_EQUAL(l[1].words[2], "x#o");
    CU_ASSERT_STRING_EQUAL(l[1].command, "nogo 'x#o' x#o");
    CU_ASSERT_EQUAL(l[2].kind, 'x');
    Run_lines_free(&l, n);
    CU_ASSERT_PTR_NULL(l);
    static const struct {
        const char *text;
        size_t line, column;
        const char *words;
    } bad[] = {
        { "tabel x: value 1\n", 1, 1, "table, text or data" },
        { "\ntable : value 1\n", 2, 7, "a name" },
        { "table x value 1\n", 1, 8, "':' after the name" },
        { "table x: value '1\n", 1, 16, "a ' closing" },
        { "table x:   \n", 1, 12, "a cgtk command" },
        { "text ok: value 1\ndata y: \"a\n", 2, 9, "a \" closing" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CU_ASSERT(!Run_parse(bad[i].text, &l, &n, &e, &at));
        CU_ASSERT_EQUAL(at, bad[i].line);
        CU_ASSERT_EQUAL(e.column, bad[i].column);
        CU_ASSERT_PTR_NOT_NULL(strstr(e.expected, bad[i].words));
        CU_ASSERT_PTR_NULL(l);
    }
}

int test_runcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("runcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "the grammar of parameter files", test_parse))
        return CU_get_error();
    return 0;
}
