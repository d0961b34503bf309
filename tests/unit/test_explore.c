/* Generated from noweb/cmd/explore.nw by notangle: edit the .nw, not this file. */
#line 740 "noweb/cmd/explore.nw"
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

/* runs the lines of text; returns the status, with the listing and the errors */
static int split_from;                  /* the options' census_split */

static int run_text(const char *text, long jobs, bool no_cache, char **listing, char **errs)
{
    Explore *x = Explore_new();
    size_t line = 0, nl = 0, el = 0;
    int rc = 0;
    FILE *err = open_memstream(errs, &el), *out = open_memstream(listing, &nl);
    for (const char *p = text; *p && rc == 0;) {
        size_t len = strcspn(p, "\n");
        char *s = strndup(p, len);
        Perr_T e;
        line++;
        int got = Explore_line(x, "t.params", s, line, &e);
        if (got < 0) {
            fprintf(err, "t.params:%zu:%zu: expected %s\n", line, e.column, e.expected);
            rc = 2;
        }
        free(s);
        p += len + (p[len] == '\n');
    }
    Explore_Options opt = { .jobs = jobs, .no_cache = no_cache, .cache_name = "t",
                            .census_split = split_from };
    if (rc == 0)
        rc = Explore_run(x, dir, &opt, err);
    if (rc == 0)
        Explore_list(x, ".", out);
    Explore_free(&x);
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

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
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
    "conjecture dk: for b: grundy(nodekayles(\"path:$n\")) == grundy('0.137', n)\n"
    "conjecture m3: for a where n <= 10: n mod 3 != 2  # refuted at 2, 5, 8\n"
    "tsv q: for a where n <= 3: n, n*n/4 as q, 1 - 1/2^n, outcome(game(\"{$n|0}\"))\n"
    "data q: for a where n == 3: n*n/4 as q\n"
    "verdicts all\n";

static void test_verdicts(void)
{
    setup();
    char *listing, *errs;
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &listing, &errs), 0);
    CU_ASSERT_STRING_EQUAL(errs, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "conjecture sw: holds for all 12 items checked"));
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "conjecture dk: holds for all 41 items checked"));
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "conjecture m3: refuted: 3 of 10 items fail"));
    char *m3 = strstr(listing, "conjecture m3");
    CU_ASSERT_PTR_NOT_NULL_FATAL(m3);
    char *two = strstr(m3, "n=2: n mod 3 = 2"), *five = strstr(m3, "n=5"),
         *eight = strstr(m3, "n=8");
    CU_ASSERT(two && five && eight && two < five && five < eight);    /* the family's order */
    char *q = slurp("data/q.tsv"), *d = slurp("data/q.dat"), *v = slurp("tables/all.tex");
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    CU_ASSERT_PTR_NOT_NULL(strstr(q, "# made by: cgtk run (t.params:6)\n"
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

/* a second run computes nothing; a corrupt entry is named and recomputed; -j 3 is -j 1 */
static void test_cache_and_jobs(void)
{
    setup();
    char *l1, *e1, *l2, *e2, *l3, *e3, *l4, *e4;
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &l1, &e1), 0);
    char *c1 = slurp("cache/t.cache"), *t1 = slurp("data/q.tsv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(c1);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 1, false, &l2, &e2), 0);
    char *c2 = slurp("cache/t.cache");
    CU_ASSERT_STRING_EQUAL(c1, c2);                     /* nothing new was computed */
    CU_ASSERT_STRING_EQUAL(l1, l2);
    char *third = strchr(strchr(strchr(c2, '\n') + 1, '\n') + 1, '\t');  /* entry 2 */
    CU_ASSERT_PTR_NOT_NULL_FATAL(third);
    third[1] = third[1] == 'n' ? 'b' : 'n';             /* a value changed: its sum fails */
    char path[300];
    snprintf(path, sizeof path, "%s/cache/t.cache", dir);
    FILE *f = fopen(path, "w");
    fputs(c2, f);
    fclose(f);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 3, false, &l3, &e3), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(e3, "cache/t.cache:3: a corrupt cache entry"));
    CU_ASSERT_STRING_EQUAL(l1, l3);
    char *t3 = slurp("data/q.tsv");
    CU_ASSERT_STRING_EQUAL(t1, t3);
    CU_ASSERT_EQUAL_FATAL(run_text(program, 3, true, &l4, &e4), 0);   /* --no-cache, -j 3 */
    char *c4 = slurp("cache/t.cache"), *t4 = slurp("data/q.tsv");
    CU_ASSERT_STRING_EQUAL(e4, "");
    CU_ASSERT_STRING_EQUAL(l1, l4);
    CU_ASSERT_STRING_EQUAL(t1, t4);
    CU_ASSERT_EQUAL(strlen(c4), strlen(c1));            /* the same entries, made anew */
    free(c1), free(c2), free(c4), free(t1), free(t3), free(t4);
    free(l1), free(e1), free(l2), free(e2), free(l3), free(e3), free(l4), free(e4);
    cleanup();
}

/* a census listed in parts (from 5 nodes: 16 parts of 5, 64 of 6) by one process and by
   three gives the same bytes as the census listed whole: the parts are pieces of it */
static void test_census_parts(void)
{
    setup();
    const char *text = "family g: p in enumerate snort nodes <= 6\ntsv l: for g: p\n";
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
    CU_ASSERT(n > 5000);                                /* many, of 6 nodes too */
    free(one), free(three), free(whole);
    cleanup();
}

/* undefined values are values: an undecided conjecture, an item left out by an
   undefined filter (said on stderr), "undefined" in a TSV; {n|0} is hot for n >= 1,
   so its atomic weight is undefined (Siegel, ch. II.7: all-small games only) */
static void test_undefined(void)
{
    setup();
    const char *text =
        "family a: n in 1..4\n"
        "conjecture c: for a: atomicweight(game(\"{$n|0}\")) == 0\n"
        "conjecture d: for a where n <= 2 or atomicweight(game('{1|0}')) == 0: n <= 2\n"
        "tsv u: for a where n != 3: n, atomicweight(game(\"{$n|0}\")) as w\n"
        "tsv v: for a where n == 1 or atomicweight(game('{1|0}')) == 0: n\n";
    char *listing, *errs;
    CU_ASSERT_EQUAL_FATAL(run_text(text, 1, false, &listing, &errs), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "conjecture c: undecided: undefined for all 4 "
                                           "items (n in 1..4); the first undefined: n=1: "
                                           "the atomic weight"));
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "conjecture d: holds for all 2 items checked"));
    CU_ASSERT_PTR_NOT_NULL(strstr(listing, "; undefined for 2 items; the first undefined: "
                                           "n=3: "));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "t.params:5: tsv v: 3 items left out, the filter "
                                        "undefined (the first: n=2: "));
    char *u = slurp("data/u.tsv"), *v = slurp("data/v.tsv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    CU_ASSERT_PTR_NOT_NULL(strstr(u, "n\tw\n1\tundefined\n2\tundefined\n4\tundefined\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(v, "n\n1\n"));
    CU_ASSERT_PTR_NULL(strstr(v, "n\n1\n2"));
    free(u), free(v), free(listing), free(errs);
    cleanup();
}

static void test_errors(void)
{
    static const struct { const char *text, *message; } bad[] = {
        { "family a: n in 1..4\ntable x: for a: frob(n)\n",
          "t.params:2:17: expected a function" },
        { "family a: n in 1..4\ntable x: for a: n +\n", "t.params:2:20: expected a number" },
        { "family a: n in 5..4\ntable x: for a: n\n", "t.params:1:11: an empty range 5..4" },
        { "family a: n in 1..4\ntable x: for a: domineering(\"2y$n\")\n",
          "t.params:2:17: item n=1: domineering('2y1'): column 2: expected" },
        { "family a: n in 1..2\ntable x: for a: n + 'a'\n",
          "t.params:2:19: item n=1: '+' of a number and a string" },
        { "family a: n in 1..4 where m > 2\n", "t.params:1:27: expected a variable" },
        { "family a: n in 1..4\nconjecture c: for a: n\n",
          "t.params:2:22: item n=1: expected a truth value" },
        { "table x: for b: n\n", "t.params:1:14: expected a family declared above" },
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
        CU_ASSERT_PTR_NULL(slurp("tables/x.tex"));                 /* nothing written */
        free(listing);
        free(errs);
    }
    cleanup();
}

int test_explore_suite(void)
{
    CU_pSuite s = CU_add_suite("explore", NULL, NULL);
    if (!s || !CU_add_test(s, "verdicts, exact columns and counterexamples", test_verdicts)
           || !CU_add_test(s, "the cache, its checksums and -j 3", test_cache_and_jobs)
           || !CU_add_test(s, "a census in parts, on one process and three",
                           test_census_parts)
           || !CU_add_test(s, "undefined values: verdicts, filters, cells", test_undefined)
           || !CU_add_test(s, "errors name the file, line, column and item", test_errors))
        return CU_get_error();
    return 0;
}
