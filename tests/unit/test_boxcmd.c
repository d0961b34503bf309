/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 1240 "noweb/cmd/boxcmd.nw"
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <mpfr.h>
#include "boxcmd.h"
#include "mem.h"
#include "real.h"

int test_boxcmd_suite(void);

#line 1320 "noweb/cmd/boxcmd.nw"
/* Run cgtk box with the arguments (NULL-terminated); out and err are the caller's. */
static int run(char **out, char **err, ...)
{
    char *argv[16] = { "box" };
    int argc = 1;
    va_list ap;
    va_start(ap, err);
    for (char *a; argc < 15 && (a = va_arg(ap, char *)) != NULL;)
        argv[argc++] = a;
    va_end(ap);
    argv[argc] = NULL;
    return Cmd_capture(&Cmd_box, NULL, argc, argv, NULL, out, err);
}

/* The line the command prints for v: %Rg, floor((prec - 1) log10 2) digits. */
static char *expect(mpfr_t v, long prec)
{
    int d = (int)((prec - 1) * 30102999566LL / 100000000000LL);
    char *s = NULL, *r;
    mpfr_asprintf(&s, "%.*Rg\n", d > 1 ? d : 1, v);
    r = STRDUP(s);
    mpfr_free_str(s);
    return r;
}
#line 1483 "noweb/cmd/boxcmd.nw"
static long check_plot(const char *out, const char *header, bool inverse, long prec,
                       const char *lo, const char *hi)
{
    size_t hl = strlen(header);
    if (strncmp(out, header, hl) != 0 || out[hl] != '\n')
        return -1;
    mpfr_t x, y, px, py, b, l, h;
    mpfr_inits2(4 * prec + 64, x, y, px, py, l, h, NULL);
    mpfr_init2(b, prec);
    mpfr_set_str(l, lo, 10, MPFR_RNDD);
    mpfr_set_str(h, hi, 10, MPFR_RNDU);
    long n = 0, bad = 0;
    mpq_t xq;
    mpq_init(xq);
    Perr_T e;
    for (const char *p = out + hl + 1; *p; n++) {
        char *end;
        mpfr_strtofr(inverse ? y : x, p, &end, 10, MPFR_RNDN);
        bad += *end != '\t';
        mpfr_strtofr(inverse ? x : y, end + 1, &end, 10, MPFR_RNDN);
        bad += *end != '\n';
        p = end + 1;
        if (n > 0)
            bad += !mpfr_greater_p(inverse ? y : x, px) && !mpfr_equal_p(inverse ? y : x, px);
        if (n > 0)
            bad += mpfr_less_p(inverse ? x : y, py);
        bad += mpfr_less_p(inverse ? y : x, l) || mpfr_greater_p(inverse ? y : x, h);
        mpfr_get_q(xq, x);
        bad += !Real_box_q(xq, prec, b, &e);
        mpfr_sub(px, b, y, MPFR_RNDN);
        mpfr_abs(px, px, MPFR_RNDN);
        bad += mpfr_cmp_ui_2exp(px, 1, -prec / 2) > 0;
        mpfr_set(px, inverse ? y : x, MPFR_RNDN);
        mpfr_set(py, inverse ? x : y, MPFR_RNDN);
    }
    mpq_clear(xq);
    mpfr_clears(x, y, px, py, b, l, h, NULL);
    return bad ? -1 : n;
}
#line 1347 "noweb/cmd/boxcmd.nw"
static void test_boxcmd(void)
{
    char *out = NULL, *err = NULL;
    char *tsv[] = { "box", "--format=tsv", "--cf", "2 13/35", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, tsv, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "x\tbox\tcf\tcf_other\n"
                                "2 13/35\t591/256\t[2; 2, 1, 2, 4]\t[2; 2, 1, 2, 3, 1]\n");
    FREE(out);
    FREE(err);
    char *inv[] = { "box", "--inverse", "1/5", "591/256", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, inv, NULL, &out, &err), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "(2 - sqrt 2)/2\n83/35\n");
    FREE(out);
    FREE(err);
    char *bad[] = { "box", "1/3", "1/0", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 3, bad, NULL, &out, &err), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT(strstr(err, "column 3: expected a nonnegative") == NULL
              && strstr(err, "column 3: expected a nonzero denominator") != NULL);
    FREE(out);
    FREE(err);
}
#line 1378 "noweb/cmd/boxcmd.nw"
static void test_real(void)
{
    mpq_t y, t;
    mpq_inits(y, t, NULL);
    mpq_set_ui(y, 3, 1);
    for (unsigned long j = 7; j <= 314; j++)
        if (j != 22) {
            mpq_set_ui(t, 1, 1);
            mpq_div_2exp(t, t, j);
            mpq_add(y, y, t);
        }
    mpfr_t v;
    mpfr_init2(v, 53);
    mpfr_set_q(v, y, MPFR_RNDN);
    char *out = NULL, *err = NULL, *want = expect(v, 53);
    CU_ASSERT_EQUAL(run(&out, &err, "pi", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, want);
    CU_ASSERT_STRING_EQUAL(want, "3.01562476158142\n");
    FREE(out), FREE(err), FREE(want);
    mpfr_set_prec(v, 100);
    mpq_set_ui(y, 5, 3);
    mpfr_set_q(v, y, MPFR_RNDN);
    want = expect(v, 100);
    CU_ASSERT_EQUAL(run(&out, &err, "--prec", "100", "(1+sqrt(5))/2", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, want);
    FREE(out), FREE(err), FREE(want);
    CU_ASSERT_EQUAL(run(&out, &err, "2/5", "sqrt(2)", "--", "-sqrt(2)", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "3/8\n1.4\n-1.4\n");   /* [1; 2, 2, ...]: 1.0110011... */
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--prec", "4", "2/5", "1/3", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "0.4\n0.2\n");     /* 3/8, 1/4 to 1 digit */
    FREE(out), FREE(err);
    mpfr_clear(v);
    mpq_clears(y, t, NULL);
}
#line 1422 "noweb/cmd/boxcmd.nw"
static void test_real_inverse(void)
{
    mpfr_t v;
    mpfr_init2(v, 60);
    Perr_T e;
    CU_ASSERT_FATAL(Real_eval("1/(2+sqrt(2))", 60, v, &e));
    char *out = NULL, *err = NULL, *want = expect(v, 60);
    CU_ASSERT_EQUAL(run(&out, &err, "--inverse", "--prec", "60", "1/5+0*pi", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, want);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--inverse", "--prec", "60", "0.2", NULL), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, want);
    FREE(out), FREE(err), FREE(want);
    CU_ASSERT_EQUAL(run(&out, &err, "--cf", "pi", NULL), CMD_OK);
    const char *pi = "3.01562476158142\t[3; 7, 15, 1, 292, 1, 1, 1, 2, 1, 3, 1, 14";
    CU_ASSERT(strncmp(out, pi, strlen(pi)) == 0 && strstr(out, ", ...]\n") != NULL);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--inverse", "--cf", "1/5+0*e", NULL), CMD_OK);
    CU_ASSERT(strstr(out, "\t[0; 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,") != NULL);
    FREE(out), FREE(err);
    mpfr_clear(v);
}
#line 1450 "noweb/cmd/boxcmd.nw"
static void test_bad(void)
{
    char *out = NULL, *err = NULL;
    static const char *precs[] = { "0", "10000001", "12x", "-3", "" };
    for (size_t i = 0; i < sizeof precs / sizeof precs[0]; i++) {
        CU_ASSERT_EQUAL(run(&out, &err, "--prec", precs[i], "pi", NULL), CMD_USAGE);
        CU_ASSERT_STRING_EQUAL(out, "");
        CU_ASSERT_PTR_NOT_NULL(strstr(err, "expected a precision of 1 to 10000000 bits"));
        FREE(out), FREE(err);
    }
    CU_ASSERT_EQUAL(run(&out, &err, "--prec", "10000000", "1", NULL), CMD_OK);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "1", NULL), CMD_USAGE);
    CU_ASSERT(strcmp(out, "") == 0 && strstr(err, "from 2 to 1000000") != NULL);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "1000001", NULL), CMD_USAGE);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "sqrt(2", NULL), CMD_USAGE);
    CU_ASSERT(strcmp(out, "") == 0 && strstr(err, "column 7: expected ')'") != NULL);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "10", "--range", "1/2,1/3", NULL), CMD_USAGE);
    CU_ASSERT(strcmp(out, "") == 0 && strstr(err, "column 5: expected an upper end") != NULL);
    FREE(out), FREE(err);
}
#line 1529 "noweb/cmd/boxcmd.nw"
static void test_plot(void)
{
    char *out = NULL, *err = NULL;
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "100", NULL), CMD_OK);
    long n = check_plot(out, "x box", false, 53, "0", "1");
    CU_ASSERT(n >= 50 && n <= 100);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\n4.0000000000000000e-01\t3.7500000000000000e-01\n"));
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "11", "--uniform", "--prec", "20", NULL),
                    CMD_OK);
    CU_ASSERT_EQUAL(check_plot(out, "x box", false, 20, "0", "1"), 11);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\n1.0000000e-01\t"));
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "5", NULL), CMD_OK);
    CU_ASSERT_EQUAL(check_plot(out, "x box", false, 53, "0", "1"), 5);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\n3.3333333333333333e-01\t2.5000000000000000e-01\n"));
    FREE(out), FREE(err);
    for (long k = 2; k <= 40; k++) {            /* never more than N lines */
        char nb[24];
        snprintf(nb, sizeof nb, "%ld", k);
        CU_ASSERT_EQUAL(run(&out, &err, "--plot", nb, "--range", "1/7,0.3", NULL), CMD_OK);
        n = check_plot(out, "x box", false, 53, "0.142857", "0.3");
        CU_ASSERT(n >= 2 && n <= k);
        FREE(out), FREE(err);
        CU_ASSERT_EQUAL(run(&out, &err, "--plot", nb, "--inverse", NULL), CMD_OK);
        n = check_plot(out, "box x", true, 53, "0", "1");
        CU_ASSERT(n >= 2 && n <= k);
        FREE(out), FREE(err);
    }
}
#line 1567 "noweb/cmd/boxcmd.nw"
static void test_plot_range(void)
{
    char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "200", "--range", "1/3,1/2", NULL), CMD_OK);
    long n = check_plot(out, "x box", false, 53, "0.3333333333333333", "0.5");
    CU_ASSERT(n >= 100 && n <= 200);
    CU_ASSERT(strncmp(out, "x box\n3.3333333333333333e-01\t2.5000000000000000e-01\n", 52)
              == 0);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "300", "--inverse", "--prec", "30", NULL),
                    CMD_OK);
    n = check_plot(out, "box x", true, 30, "0", "1");
    CU_ASSERT(n >= 150 && n <= 300);
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--plot", "9", "--inverse", "--uniform", NULL), CMD_OK);
    CU_ASSERT_EQUAL(run(&out2, &err2, "--plot", "9", "--inverse", "--uniform", "--range",
                        "2,3", NULL), CMD_OK);
    CU_ASSERT_EQUAL(check_plot(out, "box x", true, 53, "0", "1"), 9);
    CU_ASSERT_EQUAL(check_plot(out2, "box x", true, 53, "2", "3"), 9);
    const char *p = out + 6, *q = out2 + 6;     /* the x of each line, plus 2 */
    int bad = 0;
    mpfr_t a, b;
    mpfr_inits2(80, a, b, NULL);
    for (int i = 0; i < 9; i++) {
        char *end;
        mpfr_strtofr(a, strchr(p, '\t') + 1, &end, 10, MPFR_RNDN);
        p = end + 1;
        mpfr_strtofr(b, strchr(q, '\t') + 1, &end, 10, MPFR_RNDN);
        q = end + 1;
        mpfr_add_ui(a, a, 2, MPFR_RNDN);
        mpfr_sub(a, a, b, MPFR_RNDN);
        bad += mpfr_cmp_d(a, 1e-15) > 0 || mpfr_cmp_d(a, -1e-15) < 0;
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(a, b, NULL);
    FREE(out), FREE(err), FREE(out2), FREE(err2);
}
#line 1611 "noweb/cmd/boxcmd.nw"
static void test_tree(void)
{
    char *out = NULL, *err = NULL;
    CU_ASSERT_EQUAL(run(&out, &err, "--tree", "4", NULL), CMD_OK);
    int s = 0, d = 0, bad = 0;
    for (const char *p = out; (p = strstr(p, "\\node (")) != NULL; p++) {
        char t;
        long lev, k;
        unsigned long num, den;
        if (sscanf(p, "\\node (%c%ld_%ld)", &t, &lev, &k) != 3)
            bad++;
        const char *f = strstr(p, "{$\\frac{");
        if (!f || sscanf(f, "{$\\frac{%lu}{%lu}$}", &num, &den) != 2)
            bad++;
        else if (t == 'd')
            bad += num * (1UL << lev) != (2UL * (unsigned long)k + 1) * den;
        s += t == 's';
        d += t == 'd';
    }
    CU_ASSERT(s == 15 && d == 15 && bad == 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\\node (s3_1) at (2.5875000,-2) {$\\frac{2}{5}$};"));
    FREE(out), FREE(err);
    CU_ASSERT_EQUAL(run(&out, &err, "--tree", "7", NULL), CMD_USAGE);
    FREE(out), FREE(err);
}

#line 1265 "noweb/cmd/boxcmd.nw"
static void test_upto(void)
{
    char *out = NULL, *err = NULL;
    char *sum[] = { "box", "--upto=12", "--range=-1,1", "--game", "--summary",
                    "--format=tsv", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 6, sum, NULL, &out, &err), CMD_OK);
    char *line = strchr(out, '\n');
    CU_ASSERT_FATAL(line != NULL);
    for (long q = 1; q <= 12; q++) {
        long phi = 0;
        for (long p = 1; p <= q; p++) {
            long a = p, b = q;
            while (b) { long t = a % b; a = b; b = t; }
            phi += a == 1;
        }
        long want = q == 1 ? 3 : 2 * phi, n = 0, agree = 0, qq = 0;
        CU_ASSERT_EQUAL(sscanf(line + 1, "%ld\t%ld\t%ld", &qq, &n, &agree), 3);
        CU_ASSERT(qq == q && n == want && agree == want);
        line = strchr(line + 1, '\n');
        CU_ASSERT_FATAL(line != NULL);
    }
    CU_ASSERT_EQUAL(line[1], '\0');
    FREE(out);
    FREE(err);
    char *tex[] = { "box", "--game", "--format=latex", "2 13/35", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, tex, NULL, &out, &err), CMD_OK);
    CU_ASSERT(strstr(out, "$2\\frac{13}{35}$ & $2\\frac{79}{256}$ & $2\\frac{79}{256}$ & yes")
              != NULL);
    FREE(out);
    FREE(err);
    char *inv[] = { "box", "--inverse", "--format=latex", "1/5", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_box, NULL, 4, inv, NULL, &out, &err), CMD_OK);
    CU_ASSERT(strstr(out, "$\\frac{1}{5}$ & $\\frac{2 - \\sqrt{2}}{2}$") != NULL);
    FREE(out);
    FREE(err);
}

int test_boxcmd_suite(void)
{
    CU_pSuite s = CU_add_suite("boxcmd", NULL, NULL);
    if (!s || !CU_add_test(s, "formats, the inverse, a bad item prints nothing",
                           test_boxcmd)
        || !CU_add_test(s, "real items: pi, the golden section, --prec", test_real)
        || !CU_add_test(s, "real items: the inverse and --cf", test_real_inverse)
        || !CU_add_test(s, "bad precisions and plots", test_bad)
        || !CU_add_test(s, "plot data: counts, order, values", test_plot)
        || !CU_add_test(s, "plot data: a range, the inverse", test_plot_range)
        || !CU_add_test(s, "the two trees", test_tree)
        || !CU_add_test(s, "--upto, --game, --summary; LaTeX", test_upto))
        return CU_get_error();
    return 0;
}
