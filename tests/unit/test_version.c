/* Generated from noweb/base/version.nw by notangle: edit the .nw, not this file. */
#line 52 "noweb/base/version.nw"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "version.h"

static void test_form(void)
{
    const char *s = Version_string();
    int dots = 0;
    CU_ASSERT_FATAL(s != NULL && isdigit((unsigned char)s[0]));
    for (const char *p = s; *p; p++) {
        if (*p == '.') {
            dots++;
            CU_ASSERT(isdigit((unsigned char)p[1]));
        } else
            CU_ASSERT(isdigit((unsigned char)*p));
    }
    CU_ASSERT_EQUAL(dots, 2);
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

static void test_example_caption(void)
{
    capture(1);
    
#line 16 "noweb/base/version.nw"
printf("computed with cgtk %s\n", Version_string());
#line 106 "noweb/base/version.nw"
    char *s = captured();
    size_t n = strlen(Version_string());
    CU_ASSERT(strncmp(s, "computed with cgtk ", 19) == 0
              && strncmp(s + 19, Version_string(), n) == 0
              && strcmp(s + 19 + n, "\n") == 0);
    free(s);
}

int test_version_suite(void)
{
    CU_pSuite s = CU_add_suite("version", NULL, NULL);
    if (!s || !CU_add_test(s, "MAJOR.MINOR.PATCH", test_form)
           || !CU_add_test(s, "example: the version in a caption", test_example_caption))
        return CU_get_error();
    return 0;
}
