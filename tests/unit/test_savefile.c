/* Generated from noweb/base/savefile.nw by notangle: edit the .nw, not this file. */
#line 151 "noweb/base/savefile.nw"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "savefile.h"

typedef struct Writer { const char *text; int locked; bool fail; } Writer;

static bool write_text(FILE *f, void *closure)
{
    Writer *w = closure;
    CU_ASSERT_EQUAL(w->locked, 1);              /* locked ran first */
    fputs(w->text, f);
    return !w->fail;
}

static void count_locked(void *closure)
{
    ((Writer *)closure)->locked++;
}

static void read_back(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "rb");
    CU_ASSERT_FATAL(f != NULL);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    fclose(f);
}

static int entries(const char *dir)            /* names in dir, but . and .. */
{
    DIR *d = opendir(dir);
    int n = 0;
    CU_ASSERT_FATAL(d != NULL);
    for (struct dirent *e; (e = readdir(d));)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static void test_write(void)
{
    char dir[] = "/tmp/cgtk-savefile-XXXXXX", path[600], link[600], victim[600];
    char err[512], buf[64];
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/f.txt", dir);
    Writer w = { "first\n", 0, false };
    CU_ASSERT_TRUE(Savefile_write(path, write_text, count_locked, &w, err, sizeof err));
    read_back(path, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "first\n");
    CU_ASSERT_EQUAL(entries(dir), 1);
    mode_t mask = umask(022);
    struct stat sb;
    w = (Writer){ "second\n", 0, false };
    CU_ASSERT_TRUE(Savefile_write(path, write_text, count_locked, &w, err, sizeof err));
    CU_ASSERT(stat(path, &sb) == 0 && (sb.st_mode & 0777) == 0644);
    umask(mask);
    read_back(path, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "second\n");
    w = (Writer){ "third\n", 0, true };
    CU_ASSERT_FALSE(Savefile_write(path, write_text, count_locked, &w, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, path));
    read_back(path, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "second\n");    /* the old file, whole */
    CU_ASSERT_EQUAL(entries(dir), 1);           /* no temporary left */
    snprintf(link, sizeof link, "%s/f.txt.tmp", dir);
    snprintf(victim, sizeof victim, "%s/victim", dir);
    FILE *v = fopen(victim, "w");
    CU_ASSERT_FATAL(v != NULL);
    fputs("keep", v);
    fclose(v);
    CU_ASSERT_FATAL(symlink(victim, link) == 0);
    w = (Writer){ "fourth\n", 1, false };
    CU_ASSERT_TRUE(Savefile_write(path, write_text, NULL, &w, err, sizeof err));
    read_back(victim, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "keep");
    CU_ASSERT_EQUAL(entries(dir), 3);
    snprintf(buf, sizeof buf, "%s/no/such/f", dir);
    CU_ASSERT_FALSE(Savefile_write(buf, write_text, NULL, &w, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "No such file"));
    remove(link);
    remove(victim);
    remove(path);
    CU_ASSERT_EQUAL(rmdir(dir), 0);
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

static bool write_body(FILE *f, void *closure)
{
    return fputs(closure, f) >= 0;
}

static void test_example_save(void)
{
    char path[] = "/tmp/cgtk-savefile-no-such-dir/f.txt", data[] = "body\n";
    capture(2);
    
#line 21 "noweb/base/savefile.nw"
char err[512];
if (!Savefile_write(path, write_body, NULL, &data, err, sizeof err))
    fprintf(stderr, "cgtk: %s\n", err);    /* "path: reason" */
#line 278 "noweb/base/savefile.nw"
    char *s = captured();
    CU_ASSERT(strncmp(s, "cgtk: /tmp/cgtk-savefile-no-such-dir/f.txt: ", 44) == 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "No such file"));
    free(s);
}

int test_savefile_suite(void)
{
    CU_pSuite s = CU_add_suite("savefile", NULL, NULL);
    if (!s || !CU_add_test(s, "saved whole, or the old file kept", test_write)
           || !CU_add_test(s, "example: a save that fails with its reason",
                              test_example_save))
        return CU_get_error();
    return 0;
}
