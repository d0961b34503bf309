/* Generated from noweb/cmd/explore.nw by notangle: edit the .nw, not this file. */
#line 830 "noweb/cmd/explore.nw"
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "explore.h"

int test_explore_suite(void);

static char dir[32];

/* runs the lines of text; returns the status, with the listing and the
   errors (module explore) */

static int run_text(const char *text, long jobs, bool no_cache, char **listing,
                    char **errs)
{
    size_t nl = 0, el = 0;
    FILE *err = open_memstream(errs, &el), *out = open_memstream(listing, &nl);
    Explore_Options opt = { .jobs = jobs, .no_cache = no_cache, .cache_name = "t" };
    int rc = Explore_run_text(text, "t.params", dir, &opt, out, err);
    fclose(err);
    fclose(out);
    return rc;
}

static char *slurp(const char *name)
{
    char path[300];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *s = calloc(1, 1 << 20);
    size_t n = fread(s, 1, (1 << 20) - 1, f);
    s[n] = '\0';
    fclose(f);
    return s;
}

static void setup(void)
{
    strcpy(dir, "/tmp/cgtk-explore-XXXXXX");
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    char p[300];
    snprintf(p, sizeof p, "%s/tables", dir);
    mkdir(p, 0777);
    snprintf(p, sizeof p, "%s/data", dir);
    mkdir(p, 0777);
}

static int remove_one(const char *path, const struct stat *st, int flag,
                      struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

/* the whole scratch folder, whatever the tests wrote in it (a list of the files
   left some behind when a test wrote a new one) */
static void cleanup(void)
{
    CU_ASSERT(nftw(dir, remove_one, 8, FTW_DEPTH | FTW_PHYS) == 0);
}

static void test_errors(void)
{
    static const struct { const char *text, *message;
    } bad[] = {
        { "family a: n in 1..4\ntable x: for a: frob(n)\n",
          "t.params:2:17: expected a function" },
        { "family a: n in 1..4\ntable x: for a: n +\n",
          "t.params:2:20: expected a number" },
        { "family a: n in 5..4\ntable x: for a: n\n",
          "t.params:1:11: an empty range 5..4" },
        { "family a: n in 1..4\ntable x: for a: domineering(\"2y$n\")\n",
          "t.params:2:17: item n=1: domineering('2y1'): column 2: expected" },
        { "family a: n in 1..2\ntable x: for a: n + 'a'\n",
          "t.params:2:19: item n=1: '+' of a number and a string" },
        { "family a: n in 1..4 where m > 2\n",
          "t.params:1:27: expected a variable" },
        { "family a: n in 1..4\nconjecture c: for a: n\n",
          "t.params:2:22: item n=1: expected a truth value" },
        { "table x: for b: n\n",
          "t.params:1:14: expected a family declared above" },
        { "family a: n in 1..3, n in 1..2\n",
          "t.params:1:11: expected variables of different" },
        { "family a: n in 1..3\ntable x: for a: \"a${n\n",
          "t.params:2:22: expected '}' closing" },
    };
    setup();
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char *listing, *errs;
        CU_ASSERT_EQUAL(run_text(bad[i].text, 1, false, &listing, &errs), 2);
        if (!strstr(errs, bad[i].message))
            fprintf(stderr, "\n%zu: %s", i, errs);
        CU_ASSERT_PTR_NOT_NULL(strstr(errs, bad[i].message));
        CU_ASSERT_PTR_NULL(slurp("tables/x.tex")); /* nothing written */
        free(listing);
        free(errs);
    }
    cleanup();
}

int test_explore_suite(void)
{
    CU_pSuite s = CU_add_suite("explore", NULL, NULL);
    if (!s
           || !CU_add_test(s, "errors name the file, line, column and item",
                           test_errors))
        return CU_get_error();
    return 0;
}
