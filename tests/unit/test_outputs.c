/* Generated from noweb/cmd/outputs.nw by notangle: edit the .nw, not this file. */
#line 536 "noweb/cmd/outputs.nw"
#include "runner.h"
#include "outputs.h"
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "explore.h"

int test_outputs_suite(void);

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
    strcpy(dir, "/tmp/cgtk-outputs-XXXXXX");
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

static void test_verdicts(void)
{
    setup();
    char *listing, *errs;
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &listing, &errs), 0);
    CU_ASSERT_STRING_EQUAL(errs, "");
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "conjecture sw: holds for all 12 items checked"));
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "conjecture dk: holds for all 41 items checked"));
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "conjecture m3: refuted: 3 of 10 items fail"));
    char *m3 = strstr(listing, "conjecture m3");
    CU_ASSERT_PTR_NOT_NULL_FATAL(m3);
    char *two = strstr(m3, "n=2: n mod 3 = 2"), *five = strstr(m3, "n=5"),
         *eight = strstr(m3, "n=8");
    CU_ASSERT(two && five && eight && two < five
              && five < eight); /* the family's order */
    char *q = slurp("data/q.tsv"), *d = slurp("data/q.dat"),
         *v = slurp("tables/all.tex");
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    CU_ASSERT_PTR_NOT_NULL(
        strstr(q, "# made by: cgtk run (t.params:6)\n"
                  "n\tq\tc3\toutcome_game_n_0\n"
                  "1\t1/4\t1/2\tN\n2\t1\t3/4\tN\n3\t9/4\t7/8\tN\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(d, "q\tq_decimal\n9/4\t2.25\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(v, "\\item[\\texttt{m3}]"));
    CU_ASSERT_PTR_NOT_NULL(strstr(v, "\\textbf{Refuted}: 3 of the 10 items"));
    free(q);
    free(d);
    free(v);
    free(listing);
    free(errs);
    cleanup();
}

/* undefined values are values: an undecided conjecture, an item left out by an
   undefined filter (said on stderr), "undefined" in a TSV; {n|0} is hot for n
   >= 1, so its atomic weight is undefined (Siegel, ch. II.7: all-small games
   only) */
static void test_undefined(void)
{
    setup();
    const char *text =
        "family a: n in 1..4\n"
        "conjecture c: for a: atomicweight(game(\"{$n|0}\")) == 0\n"
        "conjecture d: for a where n <= 2 or atomicweight(game('{1|0}')) == 0: "
        "n <= 2\n"
        "tsv u: for a where n != 3: n, atomicweight(game(\"{$n|0}\")) as w\n"
        "tsv v: for a where n == 1 or atomicweight(game('{1|0}')) == 0: n\n";
    char *listing, *errs;
    CU_ASSERT_EQUAL_FATAL(run_text(text, 1, false, &listing, &errs), 0);
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "conjecture c: undecided: undefined for all 4 "
                        "items (n in 1..4); the first undefined: n=1: "
                        "the atomic weight"));
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "conjecture d: holds for all 2 items checked"));
    CU_ASSERT_PTR_NOT_NULL(
        strstr(listing, "; undefined for 2 items; the first undefined: "
                        "n=3: "));
    CU_ASSERT_PTR_NOT_NULL(
        strstr(errs, "t.params:5: tsv v: 3 items left out, the filter "
                     "undefined (the first: n=2: "));
    char *u = slurp("data/u.tsv"), *v = slurp("data/v.tsv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    CU_ASSERT_PTR_NOT_NULL(
        strstr(u, "n\tw\n1\tundefined\n2\tundefined\n4\tundefined\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(v, "n\n1\n"));
    CU_ASSERT_PTR_NULL(strstr(v, "n\n1\n2"));
    free(u), free(v), free(listing), free(errs);
    cleanup();
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

static void test_example_write(void)
{
    setup();
    Runner *x = Explore_new();
    Perr_T pe;
    CU_ASSERT_FATAL(Explore_line(x, "t.params", "family a: n in 1..4", 1, &pe) == 1);
    CU_ASSERT_FATAL(Explore_line(x, "t.params", "tsv t: for a: n, n * n", 2, &pe) == 1);
    Runner_Options ro = { .jobs = 1 };
    FILE *err = stderr;
    bool worker;
    x->opt = &ro;
    int rc = Runner_compute(x, Runner_expand(x, err), err, &worker);
    CU_ASSERT_FATAL(rc == 0 && !worker);
    capture(1);
    
#line 32 "noweb/cmd/outputs.nw"
if ((rc = Outputs_make(x, err)) == 0)       /* all in memory */
    rc = Outputs_write(x, dir, err);        /* then every file */
Outputs_list(x, "out", stdout);
#line 736 "noweb/cmd/outputs.nw"
    char *listing = captured(), *t = slurp("data/t.tsv");
    CU_ASSERT(rc == 0 && strstr(listing, "out/data/t.tsv") != NULL);
    CU_ASSERT(t && strstr(t, "1\t1\n2\t4\n3\t9\n4\t16\n") != NULL);
    free(listing);
    free(t);
    x->opt = NULL;
    Explore_free(&x);
    cleanup();
}

int test_outputs_suite(void)
{
    CU_pSuite s = CU_add_suite("outputs", NULL, NULL);
    if (!s
           || !CU_add_test(s, "verdicts, exact columns and counterexamples",
                           test_verdicts)
           || !CU_add_test(s, "undefined values: verdicts, filters, cells",
                           test_undefined)
           || !CU_add_test(s, "example: the outputs made, then written",
                              test_example_write))
        return CU_get_error();
    return 0;
}
