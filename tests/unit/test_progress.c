/* Generated from noweb/cmd/progress.nw by notangle: edit the .nw, not this file. */
#line 182 "noweb/cmd/progress.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "progress.h"

int test_progress_suite(void);

static void test_draw(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Progress p = Progress_start(1);
    Progress_draw(&p, f, "domineering", "positions", 12, 0, 3u << 20);
    fflush(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "\rcgtk domineering: 12 positions, "));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "/s, 3 MB"));
    CU_ASSERT_EQUAL(p.len, strlen(buf) - 1);
    size_t drawn = len;
    Progress_draw(&p, f, "domineering", "positions", 13, 0, 0);
    fflush(f);
    CU_ASSERT_EQUAL(len, drawn);                    /* too soon: not drawn */
    size_t shown = p.len;
    Progress_clear(&p, f);
    fflush(f);
    CU_ASSERT_EQUAL(len, drawn + shown + 2);        /* \r, blanks, \r */
    CU_ASSERT_EQUAL(p.len, 0);
    CU_ASSERT_EQUAL(buf[len - 1], '\r');
    Progress q = Progress_start(-1);
    Progress_draw(&q, f, "x", "y", 1, 2, 0);
    fflush(f);
    CU_ASSERT(len == 2 * drawn + 1 && !Progress_on(&q, f));
    fclose(f);
    free(buf);
}

static void test_quoted(void)
{
    char *argv[] = { "domineering", "--max-positions", "20", "--table", "my table",
                     "it's", "--max-games=5", "4x3", NULL };
    char *s = Progress_quoted(8, argv, false);
    CU_ASSERT_STRING_EQUAL(s, "cgtk domineering --max-positions 20 --table 'my table' "
                              "'it'\\''s' --max-games=5 4x3");
    free(s);
    s = Progress_quoted(8, argv, true);
    CU_ASSERT_STRING_EQUAL(s, "cgtk domineering --table 'my table' 'it'\\''s' 4x3");
    free(s);
    s = Progress_quoted(0, NULL, true);
    CU_ASSERT_STRING_EQUAL(s, "cgtk");
    free(s);
}

int test_progress_suite(void)
{
    CU_pSuite s = CU_add_suite("progress", NULL, NULL);
    if (!s || !CU_add_test(s, "the line: drawn, not too often, cleared", test_draw)
           || !CU_add_test(s, "the command line quoted for the shell", test_quoted))
        return CU_get_error();
    return 0;
}
