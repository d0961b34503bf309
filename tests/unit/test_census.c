/* Generated from noweb/cmd/census.nw by notangle: edit the .nw, not this file. */
#line 462 "noweb/cmd/census.nw"
#include "census.h"
#include "registry.h"
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "explore.h"

int test_census_suite(void);

static char dir[32];

/* runs the lines of text; returns the status, with the listing and the
   errors (module explore) */
static int split_from;                  /* the options' census_split */

static int run_text(const char *text, long jobs, bool no_cache, char **listing,
                    char **errs)
{
    size_t nl = 0, el = 0;
    FILE *err = open_memstream(errs, &el), *out = open_memstream(listing, &nl);
    Explore_Options opt = { .jobs = jobs, .no_cache = no_cache, .cache_name = "t",
                            .census_split = split_from };
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
    strcpy(dir, "/tmp/cgtk-census-XXXXXX");
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

/* a census listed in parts (from 5 nodes: 16 parts of 5, 64 of 6) by one
   process and by three gives the same bytes as the census listed whole: the
   parts are pieces of it */
static void test_census_parts(void)
{
    setup();
    const char *text =
        "family g: p in enumerate snort nodes <= 6\ntsv l: for g: p\n";
    char *l, *e, *one, *three, *whole;
    split_from = 5;
    CU_ASSERT_EQUAL_FATAL(run_text(text, 1, true, &l, &e), 0);
    free(l), free(e);
    one = slurp("data/l.tsv");
    CU_ASSERT_EQUAL_FATAL(run_text(text, 3, true, &l, &e), 0);
    free(l), free(e);
    three = slurp("data/l.tsv");
    split_from = 0;
    CU_ASSERT_EQUAL_FATAL(run_text(text, 1, true, &l, &e), 0);
    free(l), free(e);
    whole = slurp("data/l.tsv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(one && three && whole);
    CU_ASSERT_STRING_EQUAL(one, three);
    CU_ASSERT_STRING_EQUAL(one, whole);
    size_t n = 0;
    for (const char *p = one; (p = strchr(p, '\n')); p++)
        n++;
    CU_ASSERT(n > 5000); /* many, of 6 nodes too */
    free(one), free(three), free(whole);
    cleanup();
}

static void test_example_census(void)
{
    const Position_Ruleset *rs = Registry_find("domineering");
    Census_Options opt = { .jobs = 1, .size = 1 };
    char msg[256];
    size_t n = 0;
    
#line 20 "noweb/cmd/census.nw"
Census_Set set = { 0 };
const Census *c;
if (Census_get(&set, rs, 8, &opt, &c, msg, sizeof msg) == 0)
    for (size_t o = 0; o < c->len; o += strlen(c->text + o) + 1)
        n++;                            /* a position at c->text + o */
Census_set_free(&set);
#line 571 "noweb/cmd/census.nw"
    /* the free polyominoes of 1..8 cells (OEIS A000105): 1+1+2+5+12+35+108+369 */
    CU_ASSERT_EQUAL(n, 533);
}

int test_census_suite(void)
{
    CU_pSuite s = CU_add_suite("census", NULL, NULL);
    if (!s || !CU_add_test(s, "a census in parts, on one process and three",
                           test_census_parts)
           || !CU_add_test(s, "example: the census of Domineering to 8 squares",
                              test_example_census))
        return CU_get_error();
    return 0;
}
