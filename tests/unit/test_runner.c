/* Generated from noweb/cmd/runner.nw by notangle: edit the .nw, not this file. */
#line 1191 "noweb/cmd/runner.nw"
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "explore.h"
#include "outputs.h"
#include "runner.h"

int test_runner_suite(void);

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
    strcpy(dir, "/tmp/cgtk-runner-XXXXXX");
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

static const char *const program =
    "family a: n in 1..12\n"
    "conjecture sw: for a: temperature(game(\"{$n|-$n}\")) == n\n"
    "family b: n in 0..40\n"
    "conjecture dk: for b: grundy(nodekayles(\"path:$n\")) == grundy('0.137', "
    "n)\n"
    "conjecture m3: for a where n <= 10: n mod 3 != 2  # refuted at 2, 5, 8\n"
    "tsv q: for a where n <= 3: n, n*n/4 as q, 1 - 1/2^n, "
    "outcome(game(\"{$n|0}\"))\n"
    "data q: for a where n == 3: n*n/4 as q\n"
    "verdicts all\n";

/* a second run computes nothing; a corrupt entry is named and recomputed; -j
   3 is -j 1 */
static void test_cache_and_jobs(void)
{
    setup();
    char *l1, *e1, *l2, *e2, *l3, *e3, *l4, *e4;
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &l1, &e1), 0);
    char *c1 = slurp("cache/t.cache"), *t1 = slurp("data/q.tsv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(c1);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &l2, &e2), 0);
    char *c2 = slurp("cache/t.cache");
    CU_ASSERT_STRING_EQUAL(c1, c2); /* nothing new was computed */
    CU_ASSERT_STRING_EQUAL(l1, l2);
    char *third =
        strchr(strchr(strchr(c2, '\n') + 1, '\n') + 1, '\t'); /* entry 2 */
    CU_ASSERT_PTR_NOT_NULL_FATAL(third);
    third[1] = third[1] == 'n' ? 'b' : 'n'; /* a value changed: its sum fails */
    char path[300];
    snprintf(path, sizeof path, "%s/cache/t.cache", dir);
    FILE *f = fopen(path, "w");
    fputs(c2, f);
    fclose(f);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 3, false, &l3, &e3), 0);
    CU_ASSERT_PTR_NOT_NULL(
        strstr(e3, "cache/t.cache:3: a corrupt cache entry"));
    CU_ASSERT_STRING_EQUAL(l1, l3);
    char *t3 = slurp("data/q.tsv");
    CU_ASSERT_STRING_EQUAL(t1, t3);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 3, true, &l4, &e4),
                          0); /* --no-cache, -j 3 */
    char *c4 = slurp("cache/t.cache"), *t4 = slurp("data/q.tsv");
    CU_ASSERT_STRING_EQUAL(e4, "");
    CU_ASSERT_STRING_EQUAL(l1, l4);
    CU_ASSERT_STRING_EQUAL(t1, t4);
    CU_ASSERT_EQUAL(strlen(c4), strlen(c1)); /* the same entries, made anew */
    free(c1), free(c2), free(c4), free(t1), free(t3), free(t4);
    free(l1), free(e1), free(l2), free(e2), free(l3), free(e3), free(l4),
        free(e4);
    cleanup();
}

/* a run of the lines of text, read into a new Runner by module explore */
static Runner *read_run(const char *text)
{
    Runner *x = Explore_new();
    char line[200];
    size_t n = 0;
    Perr_T pe;
    for (const char *s = text; *s; s += strcspn(s, "\n") + 1) {
        snprintf(line, sizeof line, "%.*s", (int)strcspn(s, "\n"), s);
        CU_ASSERT_EQUAL(Explore_line(x, "t.params", line, ++n, &pe), 1);
    }
    return x;
}

static void test_example_steps(void)
{
    Runner *x = read_run("family a: n in 1..4\n"
                         "tsv t: for a: n, temperature(game(\"{$n|-$n}\"))\n");
    Runner_Options ro = { .jobs = 1 };
    FILE *err = stderr;
    bool worker = true;
    int rc;
    x->opt = &ro;
    
#line 32 "noweb/cmd/runner.nw"
rc = Runner_expand(x, err);                 /* the families' items */
rc = Runner_compute(x, rc, err, &worker);   /* the values, into the cache */
if (rc == 0 && !worker) rc = Outputs_make(x, err);
#line 1336 "noweb/cmd/runner.nw"
    CU_ASSERT(rc == 0 && !worker);
    CU_ASSERT_EQUAL(x->cache.n, 4);             /* four temperatures, cached */
    x->opt = NULL;
    Explore_free(&x);
}

int test_runner_suite(void)
{
    CU_pSuite s = CU_add_suite("runner", NULL, NULL);
    if (!s
           || !CU_add_test(s, "the cache, its checksums and -j 3",
                           test_cache_and_jobs)
           || !CU_add_test(s, "example: the steps of a run, one by one",
                           test_example_steps))
        return CU_get_error();
    return 0;
}
