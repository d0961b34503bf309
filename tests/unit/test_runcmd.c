/* Generated from noweb/cmd/runcmd.nw by notangle: edit the .nw, not this file. */
#line 1102 "noweb/cmd/runcmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "cgtk.h"
#include "runcmd.h"

int test_runcmd_suite(void);

static int find_as_cgtk(void)      /* the lines run find their commands as cgtk's */
{
    Cmd_on_find(Cgtk_find);
    return 0;
}

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

/* -j 1 and -j 3 write the same files, byte for byte */
static char *read_all(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *s = calloc(1, 1 << 16);
    size_t n = fread(s, 1, (1 << 16) - 1, f);
    s[n] = '\0';
    fclose(f);
    return s;
}

static void test_jobs(void)
{
    char dir[] = "/tmp/cgtk-run-XXXXXX", file[600], d1[600], d3[600];
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    snprintf(file, sizeof file, "%s/p.params", dir);
    snprintf(d1, sizeof d1, "%s/one", dir);
    snprintf(d3, sizeof d3, "%s/three", dir);
    FILE *f = fopen(file, "w");
    CU_ASSERT_FATAL(f != NULL);
    fputs("table a: value --format=latex -- '+-1 + +-2' '{3|-1}'\n"
          "text b: mean '{3|-1}'\n"
          "data c: gocut --upto 8 --format=tsv path\n"
          "table d: nogo --format=latex 'x..' '..|..'\n"
          "text e: octal 0.137 --period\n", f);
    fclose(f);
    char *argv1[] = { "run", "-o", d1, file, NULL }, *argv3[] = { "run", "-j", "3", "-o", d3,
                                                                   file, NULL };
    char *out1 = NULL, *out3 = NULL;
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_run_params, NULL, 4, argv1, NULL, &out1, NULL), 0);
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_run_params, NULL, 6, argv3, NULL, &out3, NULL), 0);
    const char *names[] = { "tables/a.tex", "tables/b.txt", "data/c.dat", "tables/d.tex",
                            "tables/e.txt" };
    for (size_t i = 0; i < 5; i++) {
        char *x = read_all(d1, names[i]), *y = read_all(d3, names[i]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(x);
        CU_ASSERT_PTR_NOT_NULL_FATAL(y);
        CU_ASSERT_STRING_EQUAL(x, y);
        CU_ASSERT(strstr(x, "% made by: cgtk") == x || strstr(x, "# made by: cgtk") == x);
        free(x);
        free(y);
        char path[700];
        snprintf(path, sizeof path, "%s/%s", d1, names[i]);
        remove(path);
        snprintf(path, sizeof path, "%s/%s", d3, names[i]);
        remove(path);
    }
    CU_ASSERT_PTR_NOT_NULL(out3 && strstr(out3, "/three/tables/e.txt"));
    free(out1);
    free(out3);
    const char *subs[] = { "one/tables", "one/data", "one/cache", "three/tables",
                           "three/data", "three/cache", "one", "three", "p.params" };
    for (size_t i = 0; i < 9; i++) {
        char path[700];
        snprintf(path, sizeof path, "%s/%s", dir, subs[i]);
        remove(path);
    }
    CU_ASSERT_EQUAL(rmdir(dir), 0);
}

int test_runcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("runcmd", find_as_cgtk, NULL);
    if (!s || !CU_add_test(s, "the grammar of parameter files", test_parse)
           || !CU_add_test(s, "-j 3 writes what -j 1 writes", test_jobs))
        return CU_get_error();
    return 0;
}
