/* Generated from noweb/tools/cache.nw by notangle: edit the .nw, not this file. */
#line 507 "noweb/tools/cache.nw"
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "cache.h"
#include "mem.h"

int test_cache_suite(void);

static char dir[32], path[64];

static void setup(void)
{
    strcpy(dir, "/tmp/cgtk-cache-XXXXXX");
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/t.cache", dir);
}

static int remove_one(const char *p, const struct stat *st, int flag,
                      struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(p);
}

static void cleanup(void)
{
    CU_ASSERT(nftw(dir, remove_one, 8, FTW_DEPTH | FTW_PHYS) == 0);
}

/* opens the cache of path, its messages in *errs (a new string) */
static int open_cache(Cache *c, bool fresh, char **errs)
{
    size_t n;
    FILE *err = open_memstream(errs, &n);
    int rc = Cache_open(c, path, fresh, err);
    fclose(err);
    return rc;
}

static char *slurp(void)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *s = calloc(1, 1 << 16);
    s[fread(s, 1, (1 << 16) - 1, f)] = '\0';
    fclose(f);
    return s;
}

/* the table grows past its first size; a key added again is replaced */
static void test_table(void)
{
    Cache c = { 0 };
    char key[32], val[32];
    for (int i = 0; i < 3000; i++) {
        snprintf(key, sizeof key, "k%d", i);
        snprintf(val, sizeof val, "n%d", i);
        CU_ASSERT(Cache_add(&c, key, val));
    }
    CU_ASSERT(!Cache_add(&c, "k7", "btrue"));
    CU_ASSERT_EQUAL(c.n, 3000);
    for (int i = 0; i < 3000; i++) {
        snprintf(key, sizeof key, "k%d", i);
        snprintf(val, sizeof val, "n%d", i);
        Cache_Entry *e = Cache_find(&c, key);
        CU_ASSERT_PTR_NOT_NULL_FATAL(e);
        CU_ASSERT_STRING_EQUAL(e->val, i == 7 ? "btrue" : val);
    }
    CU_ASSERT_PTR_NULL(Cache_find(&c, "k3000"));
    Cache_free(&c);
}

/* what one run puts the next reads; a corrupt entry is named, dropped and
   the file rewritten without it; tabs and newlines in keys survive */
static void test_file(void)
{
    setup();
    Cache c = { 0 };
    char *errs;
    CU_ASSERT_EQUAL_FATAL(open_cache(&c, false, &errs), 0);
    CU_ASSERT_STRING_EQUAL(errs, "");
    free(errs);
    Val a = Val_integer(3), b = Val_string(STRDUP("x\ty\nz"));
    Cache_put(&c, "a @ n=1", &a);
    Cache_put(&c, "b\t@ n=1", &b);
    Cache_free(&c);
    char *text = slurp();
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_EQUAL(strncmp(text, "cgtk-cache 1 ", 13), 0);
    CU_ASSERT_EQUAL_FATAL(open_cache(&c, false, &errs), 0);
    CU_ASSERT_STRING_EQUAL(errs, "");
    free(errs);
    Cache_Entry *e = Cache_find(&c, "b\t@ n=1");
    CU_ASSERT(e && strcmp(e->val, "sx\ty\nz") == 0);
    Cache_free(&c);
    char *third = strchr(strchr(text, '\n') + 1, '\n') + 1;   /* entry 2 */
    char *tab = strchr(strchr(third, '\t') + 2, '\t');
    CU_ASSERT_PTR_NOT_NULL_FATAL(tab);
    tab[-1] = tab[-1] == 'z' ? 'w' : 'z';       /* the value: its sum fails */
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    CU_ASSERT_EQUAL_FATAL(open_cache(&c, false, &errs), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "t.cache:3: a corrupt cache entry"));
    free(errs);
    CU_ASSERT_PTR_NOT_NULL(Cache_find(&c, "a @ n=1"));
    CU_ASSERT_PTR_NULL(Cache_find(&c, "b\t@ n=1"));
    Cache_free(&c);
    char *again = slurp();                      /* rewritten: one entry */
    CU_ASSERT(again && strchr(strchr(again, '\n') + 1, '\n')
              && !strchr(strchr(strchr(again, '\n') + 1, '\n') + 1, '\n'));
    CU_ASSERT_EQUAL_FATAL(open_cache(&c, true, &errs), 0);    /* fresh */
    CU_ASSERT_PTR_NULL(Cache_find(&c, "a @ n=1"));
    free(errs);
    Cache_free(&c);
    Val_clear(&a), Val_clear(&b);
    free(text), free(again);
    cleanup();
}

/* another program's cache is started afresh; a symbolic link is refused */
static void test_identity_and_links(void)
{
    setup();
    Cache c = { 0 };
    char *errs, line[] = "k\tbtrue\t0000000000000000";
    CU_ASSERT(!Cache_read_line(&c, line, NULL));           /* its sum */
    FILE *f = fopen(path, "w");
    fputs("cgtk-cache 1 another-build 0\nk\tbtrue\t0123456789abcdef\n", f);
    fclose(f);
    CU_ASSERT_EQUAL_FATAL(open_cache(&c, false, &errs), 0);
    CU_ASSERT_STRING_EQUAL(errs, "");
    CU_ASSERT_PTR_NULL(Cache_find(&c, "k"));
    Cache_free(&c);
    free(errs);
    char *text = slurp();
    CU_ASSERT(text && strstr(text, "another-build") == NULL);
    free(text);
    CU_ASSERT_EQUAL(remove(path), 0);
    CU_ASSERT_EQUAL(symlink("/tmp/elsewhere", path), 0);
    CU_ASSERT_EQUAL(open_cache(&c, false, &errs), 2);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "a symbolic link: refused"));
    Cache_free(&c);
    free(errs);
    cleanup();
}

static void test_example_put(void)
{
    char dir[] = "/tmp/cgtk-cache-example-XXXXXX", here[4096], name[600];
    CU_ASSERT_FATAL(getcwd(here, sizeof here) && mkdtemp(dir) && chdir(dir) == 0);
    CU_ASSERT_FATAL(mkdir("out", 0777) == 0 && mkdir("out/cache", 0777) == 0);
    Val v = Val_integer(3);
    
#line 28 "noweb/tools/cache.nw"
Cache c = { 0 };
if (Cache_open(&c, "out/cache/f.cache", false, stderr) == 0)
    Cache_put(&c, "temperature(g) @ n=3", &v);   /* table and file */
#line 667 "noweb/tools/cache.nw"
    CU_ASSERT_PTR_NOT_NULL(Cache_find(&c, "temperature(g) @ n=3"));
    Cache_free(&c);
    Cache again = { 0 };                        /* the file has it too */
    CU_ASSERT_EQUAL_FATAL(Cache_open(&again, "out/cache/f.cache", false, stderr), 0);
    Cache_Entry *e = Cache_find(&again, "temperature(g) @ n=3");
    CU_ASSERT_PTR_NOT_NULL(e);
    Cache_free(&again);
    Val_clear(&v);
    DIR *d = opendir("out/cache");
    for (struct dirent *x; d && (x = readdir(d));)
        if (x->d_name[0] != '.') {
            snprintf(name, sizeof name, "out/cache/%s", x->d_name);
            remove(name);
        }
    if (d)
        closedir(d);
    CU_ASSERT(rmdir("out/cache") == 0 && rmdir("out") == 0);
    CU_ASSERT(chdir(here) == 0 && rmdir(dir) == 0);
}

int test_cache_suite(void)
{
    CU_pSuite s = CU_add_suite("cache", NULL, NULL);
    if (!s || !CU_add_test(s, "the table grows; a key added again is replaced",
                           test_table)
           || !CU_add_test(s, "the file: reopened, a corrupt entry dropped",
                           test_file)
           || !CU_add_test(s, "another build's cache; a link refused",
                           test_identity_and_links)
           || !CU_add_test(s, "example: a value put in table and file", test_example_put))
        return CU_get_error();
    return 0;
}
