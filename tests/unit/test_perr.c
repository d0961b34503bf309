/* Generated from noweb/base/perr.nw by notangle: edit the .nw, not this file. */
#line 235 "noweb/base/perr.nw"
#include <stdbool.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "perr.h"

static char *printed(const char *who, const char *input, const Perr_T *e)
{
    FILE *f = tmpfile();
    CU_ASSERT_FATAL(f != NULL);
    Perr_print(f, who, input, e);
    long n = ftell(f);
    char *s = calloc((size_t)n + 1, 1);
    rewind(f);
    CU_ASSERT_FATAL(s && fread(s, 1, (size_t)n, f) == (size_t)n);
    fclose(f);
    return s;
}

static void test_short(void)
{
    Perr_T e;
    CU_ASSERT_FALSE(Perr_set(&e, 4, "a game or '%c'", '}'));
    char *s = printed("cgtk value: argument 1", "{1|", &e);
    CU_ASSERT_STRING_EQUAL(s, "cgtk value: argument 1: column 4: expected a game or '}'\n"
                              "  {1|\n"
                              "     ^\n");
    free(s);
    CU_ASSERT_FALSE(Perr_set(NULL, 1, "nothing"));
    CU_ASSERT_FALSE(e.limit);
    CU_ASSERT_FALSE(Perr_limit(&e, 2, "at most %d nodes", 9));
    CU_ASSERT_TRUE(e.limit);
    CU_ASSERT_STRING_EQUAL(e.expected, "at most 9 nodes");
}

static void test_window(void)
{
    char input[301];
    memset(input, '.', 300);
    input[300] = '\0';
    input[199] = 'x';
    Perr_T e;
    Perr_set(&e, 200, "'.'");
    char *s = printed("who", input, &e);
    char *echo = strchr(s, '\n') + 1, *caret = strchr(echo, '\n') + 1;
    CU_ASSERT(strncmp(echo, "  ...", 5) == 0);
    CU_ASSERT(strstr(echo, "...\n") != NULL);
    size_t x = (size_t)(strchr(echo, 'x') - echo);
    CU_ASSERT_EQUAL((size_t)(strchr(caret, '^') - caret), x);
    free(s);
}

static void test_characters(void)
{
    const char *s = "{\u2191|\u2193}x";   /* {up|down}x: the arrows are 3 bytes each */
    CU_ASSERT_EQUAL(Perr_column(s, 0), 1);
    CU_ASSERT_EQUAL(Perr_column(s, 1), 2);
    CU_ASSERT_EQUAL(Perr_column(s, 4), 3);
    CU_ASSERT_EQUAL(Perr_column(s, 9), 6);
    Perr_T e;
    Perr_set(&e, 6, "end of input");
    char *p = printed("who", s, &e);
    char *caret = strchr(strchr(p, '\n') + 1, '\n') + 1;
    CU_ASSERT_STRING_EQUAL(caret, "       ^\n");
    free(p);
}

static void test_no_column(void)
{
    Perr_T e;
    Perr_set(&e, 0, "at most %d rows", 64);
    char *s = printed("board", "65x2", &e);
    CU_ASSERT_STRING_EQUAL(s, "board: expected at most 64 rows\n  65x2\n");
    free(s);
}

static void test_distance(void)   /* a swap is one edit; 99 past 32 characters */
{
    CU_ASSERT_EQUAL(Perr_distance("stosp", "stops"), 1);
    CU_ASSERT_EQUAL(Perr_distance("value", "value"), 0);
    CU_ASSERT_EQUAL(Perr_distance("", "abc"), 3);
    CU_ASSERT_EQUAL(Perr_distance("kitten", "sitting"), 3);
    CU_ASSERT_EQUAL(Perr_distance("ca", "abc"), 3);        /* no edit twice */
    CU_ASSERT_EQUAL(Perr_distance("abcdefghijklmnopqrstuvwxyzabcdefg", "a"), 99);
}

/* The example writes on a standard stream; the test reads back what it wrote. */
static int capture_fd = -1, capture_saved = -1;
static FILE *capture_tmp;

static void capture(int fd)
{
    fflush(NULL);
    capture_tmp = tmpfile();
    capture_saved = dup(fd);
    capture_fd = fd;
    dup2(fileno(capture_tmp), fd);
}

static char *captured(void)
{
    fflush(NULL);
    dup2(capture_saved, capture_fd);
    close(capture_saved);
    int fd = fileno(capture_tmp);
    off_t n = lseek(fd, 0, SEEK_END);
    char *s = calloc((size_t)n + 1, 1);
    if (n > 0 && pread(fd, s, (size_t)n, 0) != n)
        s[0] = '\0';
    fclose(capture_tmp);
    return s;
}

typedef struct Octal Octal;

/* A stand-in for the parser of module octal, which perr (below it) does not
   see: it refuses a code that is not octal digits and dots, as that one does. */
static bool Octal_parse(const char *code, Octal **out, Perr_T *err)
{
    *out = NULL;
    size_t bad = strspn(code, "01234567.");
    if (code[bad] != '\0')
        return Perr_set(err, Perr_column(code, bad), "an octal digit");
    return true;
}

static void test_example_print(void)
{
    const char *code = "0.1x";
    Octal *g;
    capture(2);
    
#line 23 "noweb/base/perr.nw"
Perr_T e;
if (!Octal_parse(code, &g, &e)) Perr_print(stderr, "cgtk octal: code", code, &e);
#line 369 "noweb/base/perr.nw"
    char *s = captured();
    CU_ASSERT_STRING_EQUAL(s, "cgtk octal: code: column 4: expected an octal digit\n"
                              "  0.1x\n"
                              "     ^\n");
    free(s);
}

int test_perr_suite(void)
{
    CU_pSuite s = CU_add_suite("perr", NULL, NULL);
    if (!s || !CU_add_test(s, "a short input and its caret", test_short)
           || !CU_add_test(s, "a window on a long input", test_window)
           || !CU_add_test(s, "columns count characters", test_characters)
           || !CU_add_test(s, "no column", test_no_column)
           || !CU_add_test(s, "the distance of two names", test_distance)
           || !CU_add_test(s, "example: a parse error printed", test_example_print))
        return CU_get_error();
    return 0;
}
