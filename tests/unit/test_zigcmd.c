/* Generated from noweb/cmd/zigcmd.nw by notangle: edit the .nw, not this file. */
#line 436 "noweb/cmd/zigcmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "mem.h"
#include "zigcmd.h"

int test_zigcmd_suite(void);

static void test_onag_rows(void)
{
    char *out = NULL;
    char *a1[] = { "zigzag", "--from", "1", "--to", "11", "-f", "tsv", NULL };
    CU_ASSERT_EQUAL_FATAL(Cmd_capture(&Cmd_zigzag, NULL, 7, a1, NULL, &out, NULL), 0);
    size_t rows = 0;
    for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n")) {
        if (rows++ == 0)
            continue;                               /* the header */
        size_t len = strlen(line);
        CU_ASSERT(len > 4 && strcmp(line + len - 4, "\tyes") == 0);
    }
    CU_ASSERT_EQUAL(rows, 12);
    FREE(out);
    char *a2[] = { "zigzag", "5", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_zigzag, NULL, 2, a2, NULL, &out, NULL), 0);
    CU_ASSERT_STRING_EQUAL(out, "+-1\n");          /* ONAG ch. 10 */
    FREE(out);
}

static void test_resume(void)
{
    char path[] = "/tmp/cgtk-zigcmd-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    remove(path);
    char *out = NULL, *err = NULL;
    char *a1[] = { "zigzag", "--max-games", "200", "--table", path, "30", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_zigzag, NULL, 6, a1, NULL, &out, &err), 1);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "to resume, run"));
    FREE(out);
    FREE(err);
    char *a2[] = { "zigzag", "--table", path, "8", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_zigzag, NULL, 4, a2, NULL, &out, NULL), 0);
    CU_ASSERT_STRING_EQUAL(out, "{2|1||0}\n");     /* ONAG ch. 10: 2|1||0 */
    FREE(out);
    remove(path);
}

int test_zigcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("zigcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "a table of ZZ_1..ZZ_11 agrees with ONAG", test_onag_rows)
           || !CU_add_test(s, "a limit saves the table; the next run resumes", test_resume))
        return CU_get_error();
    return 0;
}
