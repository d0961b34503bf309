/* Generated from noweb/numbers/real.nw by notangle: edit the .nw, not this file. */
#line 810 "noweb/numbers/real.nw"
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "real.h"
#include "rng.h"

int test_real_suite(void);

#line 841 "noweb/numbers/real.nw"
/* r = ?(x), x rational in [0, 1], by the Stern--Brocot walk (exact) */
static void ref_box(mpq_t r, const mpq_t x)
{
    mpz_t a, b, c, d;
    mpq_t ylo, yhi, m;
    mpz_inits(a, b, c, d, NULL);
    mpq_inits(ylo, yhi, m, NULL);
    mpz_set_ui(a, 0), mpz_set_ui(b, 1), mpz_set_ui(c, 1), mpz_set_ui(d, 1);
    mpq_set_ui(yhi, 1, 1);
    if (mpq_cmp_ui(x, 0, 1) == 0 || mpq_cmp_ui(x, 1, 1) == 0)
        mpq_set(r, x);
    else
        for (;;) {
            mpz_add(mpq_numref(m), a, c);
            mpz_add(mpq_denref(m), b, d);
            mpq_add(r, ylo, yhi);
            mpq_div_2exp(r, r, 1);
            int s = mpq_cmp(x, m);
            if (s == 0)
                break;
            if (s < 0)
                mpz_add(c, a, c), mpz_add(d, b, d), mpq_set(yhi, r);
            else
                mpz_add(a, a, c), mpz_add(b, b, d), mpq_set(ylo, r);
        }
    mpz_clears(a, b, c, d, NULL);
    mpq_clears(ylo, yhi, m, NULL);
}

/* Is v the rational q rounded to v's precision? */
static int is_rounded_q(mpfr_t v, const char *q)
{
    mpq_t x;
    mpq_init(x);
    mpq_set_str(x, q, 10);
    mpq_canonicalize(x);
    mpfr_t w;
    mpfr_init2(w, mpfr_get_prec(v));
    mpfr_set_q(w, x, MPFR_RNDN);
    int ok = mpfr_equal_p(v, w);
    mpfr_clear(w);
    mpq_clear(x);
    return ok;
}

static int box_is(const char *expr, long prec, const char *q)
{
    mpfr_t v;
    mpfr_init2(v, 2);
    Perr_T err;
    int ok = Real_box(expr, prec, v, &err) && mpfr_get_prec(v) == prec
             && is_rounded_q(v, q);
    mpfr_clear(v);
    return ok;
}
#line 1167 "noweb/numbers/real.nw"
static int inverse_is(const char *y, long prec, const char *x)
{
    mpfr_t a, b;
    mpfr_inits2(2, a, b, NULL);
    Perr_T err;
    int ok = Real_box_inverse(y, prec, a, &err) && Real_eval(x, prec, b, &err)
             && mpfr_equal_p(a, b);
    mpfr_clears(a, b, NULL);
    return ok;
}
#line 1343 "noweb/numbers/real.nw"
static int fails_at(const char *expr, long prec, size_t col, const char *expected)
{
    mpfr_t v;
    mpfr_init2(v, 2);
    Perr_T err;
    int ok = !Real_box(expr, prec, v, &err) && err.column == col
             && strstr(err.expected, expected) != NULL;
    if (!ok)
        fprintf(stderr, "\n%s: column %zu, expected %s\n", expr, err.column, err.expected);
    mpfr_clear(v);
    return ok;
}
#line 903 "noweb/numbers/real.nw"
static void test_example_pi(void)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    CU_ASSERT_FATAL(out != NULL);
    
#line 35 "noweb/numbers/real.nw"
mpfr_t v; mpfr_init2(v, 100); Perr_T err;
if (Real_box("pi", 100, v, &err))       /* v = 3.015624761...  */
    mpfr_fprintf(out, "%.30Rf\n", v);
mpfr_clear(v);
#line 910 "noweb/numbers/real.nw"
    fclose(out);
    CU_ASSERT(strncmp(text, "3.015624761", 11) == 0);
    free(text);
}
#line 922 "noweb/numbers/real.nw"
static void test_rationals(void)
{
    CU_ASSERT(box_is("1/2", 64, "1/2"));
    CU_ASSERT(box_is("1/3", 64, "1/4"));
    CU_ASSERT(box_is("2/5", 64, "3/8"));
    CU_ASSERT(box_is("4/7", 64, "9/16"));
    CU_ASSERT(box_is("2 + 13/35", 64, "591/256"));      /* 2 79/256 */
    CU_ASSERT(box_is("0", 64, "0"));
    CU_ASSERT(box_is("-7", 64, "-7"));
    CU_ASSERT(box_is("-1/2", 64, "-1/2"));
    CU_ASSERT(box_is("-2/5", 64, "-3/8"));              /* -1 + [3/5]: odd */
    CU_ASSERT(box_is("0.4", 64, "3/8"));
    mpq_t x, r, s;
    mpq_inits(x, r, s, NULL);
    mpfr_t v, w;
    mpfr_inits2(200, v, w, NULL);
    Perr_T err;
    int bad = 0;
    for (unsigned long q = 1; q <= 40; q++)
        for (unsigned long p = 0; p <= q; p++) {
            mpq_set_ui(x, p, q);
            mpq_canonicalize(x);
            ref_box(r, x);
            char text[64];
            snprintf(text, sizeof text, "%lu/%lu + %d", p, q, (int)(p % 5) - 2);
            mpq_set_si(s, (int)(p % 5) - 2, 1);
            mpq_add(s, s, r);
            if (!Real_box_q(x, 200, v, &err) || mpfr_cmp_q(v, r) != 0)
                bad++;
            if (!Real_box(text, 200, w, &err) || mpfr_cmp_q(w, s) != 0)
                bad++;
        }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(v, w, NULL);
    mpq_clears(x, r, s, NULL);
}
#line 965 "noweb/numbers/real.nw"
static void test_tiny(void)
{
    mpfr_t v;
    mpfr_init2(v, 2);
    Perr_T err;
    CU_ASSERT(Real_box("1/1000", 10, v, &err));
    CU_ASSERT(mpfr_cmp_ui_2exp(v, 1, -999) == 0);
    CU_ASSERT(Real_box("1/10^9", 10, v, &err));
    CU_ASSERT(mpfr_cmp_ui_2exp(v, 1, 1 - 1000000000L) == 0);
    CU_ASSERT(!Real_box("1/10^10", 10, v, &err) && err.limit);
    mpfr_clear(v);
}
#line 985 "noweb/numbers/real.nw"
static void test_quadratic(void)
{
    int bad = 0;
    for (long p = 1; p <= 300; p++) {
        bad += !box_is("(1+sqrt(5))/2", p, "5/3");
        bad += !box_is("sqrt(2) - 1", p, "2/5");
        bad += !box_is("sqrt(2)", p, "7/5");
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(box_is("1/(2+sqrt(2))", 100, "1/5"));     /* ONAG: [x] = 1/5 */
}
#line 1004 "noweb/numbers/real.nw"
static void test_pi(void)
{
    mpfr_t a, b, c;
    mpfr_inits2(2, a, b, NULL);
    mpfr_init2(c, 1000);
    Perr_T err;
    CU_ASSERT_FATAL(Real_box("pi", 1000, a, &err));
    CU_ASSERT_FATAL(Real_box("pi", 2000, b, &err));
    mpfr_set(c, b, MPFR_RNDN);
    CU_ASSERT(mpfr_equal_p(a, c));
    CU_ASSERT_EQUAL(mpfr_get_prec(a), 1000);
    static const int runs[] = { 6, 15, 1, 292, 1, 1, 1, 2 };
    mpz_t z;
    mpz_init(z);
    mpfr_sub_ui(b, b, 3, MPFR_RNDN);                    /* exact */
    mpfr_mul_2ui(b, b, 400, MPFR_RNDN);
    mpfr_get_z(z, b, MPFR_RNDZ);
    long place = 1, bad = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < runs[i]; j++, place++)
            bad += mpz_tstbit(z, (mp_bitcnt_t)(400 - place)) != (i % 2);
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(place, 320);
    mpz_clear(z);
    mpfr_clears(a, b, c, NULL);
}
#line 1043 "noweb/numbers/real.nw"
static void test_pi_problem(void)
{
    mpfr_t b, x;
    mpfr_inits2(2, b, x, NULL);
    Perr_T err;
    CU_ASSERT_FATAL(Real_box("pi", 2000, b, &err));
    mpfr_t t;
    mpfr_init2(t, 2);
    mpfr_set_ui_2exp(t, 1, -99, MPFR_RNDN);
    CU_ASSERT(mpfr_sub(b, b, t, MPFR_RNDN) == 0);       /* exact */
    mpz_t z, n, d, a;
    mpz_inits(z, n, d, a, NULL);
    mpfr_exp_t e = mpfr_get_z_2exp(z, b);
    char *digits = mpz_get_str(NULL, 10, z), *text = malloc(strlen(digits) + 32);
    sprintf(text, "%s * 2^%ld", digits, (long)e);
    CU_ASSERT_FATAL(Real_box_inverse(text, 1000, x, &err));
    mpq_t q;
    mpq_init(q);
    mpfr_get_q(q, x);
    mpz_set(n, mpq_numref(q));
    mpz_set(d, mpq_denref(q));
    static const unsigned long E[] = { 3, 7, 15, 1, 76, 1, 215, 1, 1, 1, 2, 1, 3 };
    int bad = 0;
    for (size_t i = 0; i < sizeof E / sizeof E[0]; i++) {
        mpz_fdiv_qr(a, n, n, d);                        /* a = floor(n/d) */
        mpz_swap(n, d);
        bad += mpz_cmp_ui(a, E[i]) != 0;
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpq_clear(q);
    free(digits);
    free(text);
    mpz_clears(z, n, d, a, NULL);
    mpfr_clears(b, x, t, NULL);
}
#line 1086 "noweb/numbers/real.nw"
static void test_symmetry(void)
{
    uint64_t st = 12345;
    mpfr_t u, v, d;
    mpfr_inits2(200, u, v, NULL);
    mpfr_init2(d, 8192);
    Perr_T err;
    int bad = 0;
    for (int i = 0; i < 200; i++) {
        unsigned long n = 2 + Rng_below(&st, 60), m = 1 + Rng_below(&st, n - 1);
        char a[64], b[64];
        snprintf(a, sizeof a, "%lu/%lu", m, n);
        snprintf(b, sizeof b, "1 - %lu/%lu", m, n);
        bad += !Real_box(a, 200, u, &err) || !Real_box(b, 200, v, &err);
        mpfr_add(d, u, v, MPFR_RNDN);
        bad += mpfr_cmp_ui(d, 1) != 0;
    }
    for (int i = 0; i < 40; i++) {
        unsigned long k = 2 + Rng_below(&st, 1000000), f = 0;
        while ((f + 1) * (f + 1) <= k)
            f++;
        if (f * f == k)
            continue;
        char a[64], b[64];
        snprintf(a, sizeof a, "sqrt(%lu) - %lu", k, f);
        snprintf(b, sizeof b, "%lu - sqrt(%lu)", f + 1, k);
        bad += !Real_box(a, 100, u, &err) || !Real_box(b, 100, v, &err);
        mpfr_add(d, u, v, MPFR_RNDN);
        mpfr_sub_ui(d, d, 1, MPFR_RNDN);
        mpfr_abs(d, d, MPFR_RNDN);
        bad += mpfr_cmp_ui_2exp(d, 1, -99) > 0;
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(u, v, d, NULL);
}

static void test_monotone(void)
{
    mpfr_t prev, v;
    mpfr_inits2(64, prev, v, NULL);
    Perr_T err;
    mpq_t x;
    mpq_init(x);
    int bad = 0;
    for (unsigned long i = 0; i <= 1009; i++) {
        mpq_set_ui(x, i, 1009);
        mpq_canonicalize(x);
        bad += !Real_box_q(x, 2048, v, &err);    /* exact: at most 1009 places */
        if (i > 0)
            bad += !mpfr_less_p(prev, v);
        mpfr_set_prec(prev, 2048);
        mpfr_set(prev, v, MPFR_RNDN);
    }
    mpfr_set_prec(prev, 64);
    for (int i = 0; i <= 200; i++) {
        char a[64];
        snprintf(a, sizeof a, "%d/200 + sqrt(2)/1000 - 1/1000", i);
        bad += !Real_box(a, 64, v, &err);
        if (i > 0)
            bad += !mpfr_lessequal_p(prev, v);
        mpfr_set(prev, v, MPFR_RNDN);
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpq_clear(x);
    mpfr_clears(prev, v, NULL);
}
#line 1180 "noweb/numbers/real.nw"
static void test_inverse(void)
{
    CU_ASSERT(inverse_is("1/5", 200, "1/(2+sqrt(2))"));
    CU_ASSERT(inverse_is("3/8", 64, "2/5"));
    CU_ASSERT(inverse_is("5/3", 300, "(1+sqrt(5))/2"));
    CU_ASSERT(inverse_is("2 + 79/256", 64, "2 + 13/35"));
    CU_ASSERT(inverse_is("-3/8", 64, "-2/5"));
    CU_ASSERT(inverse_is("-5/8", 64, "-3/5"));
    CU_ASSERT(inverse_is("5/16", 64, "3/8"));
    CU_ASSERT(inverse_is("7", 64, "7"));
    CU_ASSERT(inverse_is("2/5", 100, "sqrt(2) - 1"));
    uint64_t st = 777;
    mpq_t x;
    mpq_init(x);
    mpfr_t v;
    mpfr_init2(v, 200);
    Perr_T err;
    int bad = 0;
    for (int i = 0; i < 100; i++) {
        unsigned long n = 1 + Rng_below(&st, 50), m = Rng_below(&st, 3 * n);
        mpq_set_ui(x, m, n);
        mpq_canonicalize(x);
        bad += !Real_box_q(x, 200, v, &err);
        char *y = NULL, text[64];
        mpfr_exp_t e;
        mpz_t z;
        mpz_init(z);
        e = mpfr_zero_p(v) ? 0 : mpfr_get_z_2exp(z, v);    /* v = z 2^e exactly */
        y = mpz_get_str(NULL, 10, z);
        char *buf = malloc(strlen(y) + 32);
        sprintf(buf, "%s * 2^%ld", y, (long)e);
        snprintf(text, sizeof text, "%lu/%lu", m, n);
        bad += !inverse_is(buf, 100, text);
        free(buf);
        free(y);
        mpz_clear(z);
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clear(v);
    mpq_clear(x);
}
#line 1228 "noweb/numbers/real.nw"
static void test_eval(void)
{
    const long p = 200, P = 800;
    mpfr_t v, r, t;
    mpfr_init2(v, 2);
    mpfr_inits2(P, r, t, NULL);
    Perr_T err;
    CU_ASSERT(Real_eval("pi^2/6", p, v, &err));         /* zeta(2) */
    mpfr_const_pi(r, MPFR_RNDN);
    mpfr_sqr(r, r, MPFR_RNDN);
    mpfr_div_ui(r, r, 6, MPFR_RNDN);
    mpfr_prec_round(r, p, MPFR_RNDN);
    CU_ASSERT(mpfr_equal_p(v, r));
    mpfr_set_prec(r, P);
    CU_ASSERT(Real_eval("e^-3 + 1/pi - sqrt(7)/(2.5 - e)", p, v, &err));
    mpfr_set_ui(r, 1, MPFR_RNDN);
    mpfr_exp(r, r, MPFR_RNDN);                          /* r = e */
    mpfr_mul_2ui(t, r, 1, MPFR_RNDN);
    mpfr_ui_sub(t, 5, t, MPFR_RNDN);
    mpfr_div_2ui(t, t, 1, MPFR_RNDN);                   /* t = (5 - 2e)/2 */
    mpfr_pow_si(r, r, -3, MPFR_RNDN);                   /* r = e^-3 */
    mpfr_t s;
    mpfr_init2(s, P);
    mpfr_sqrt_ui(s, 7, MPFR_RNDN);
    mpfr_div(s, s, t, MPFR_RNDN);
    mpfr_sub(r, r, s, MPFR_RNDN);
    mpfr_const_pi(s, MPFR_RNDN);
    mpfr_ui_div(s, 1, s, MPFR_RNDN);
    mpfr_add(r, r, s, MPFR_RNDN);
    mpfr_prec_round(r, p, MPFR_RNDN);
    CU_ASSERT(mpfr_equal_p(v, r));
    mpfr_clears(v, r, t, s, NULL);
}
#line 1272 "noweb/numbers/real.nw"
static void test_enclose(void)
{
    static const char *const expr[] = {
        "pi - e", "e - pi", "(pi - e)*(e - pi)", "sqrt(e) - sqrt(pi)", "1/(pi - e)",
        "1/(e - pi)", "(e - pi)^3", "(e - pi)^-3", "(pi - e)^2", "-pi*e", "pi/e - e/pi",
        "pi + e",
    };
    mpfr_t lo, hi, pi, e, r, s;
    mpfr_inits2(2, lo, hi, NULL);
    mpfr_inits2(2000, pi, e, r, s, NULL);
    mpfr_const_pi(pi, MPFR_RNDN);
    mpfr_set_ui(e, 1, MPFR_RNDN);
    mpfr_exp(e, e, MPFR_RNDN);
    Perr_T err;
    int bad = 0;
    for (size_t i = 0; i < sizeof expr / sizeof expr[0]; i++) {
        
#line 1310 "noweb/numbers/real.nw"
mpfr_sub(s, pi, e, MPFR_RNDN);                          /* s = pi - e */
switch (i) {
case 0: mpfr_set(r, s, MPFR_RNDN); break;
case 1: mpfr_neg(r, s, MPFR_RNDN); break;
case 2: mpfr_sqr(r, s, MPFR_RNDN); mpfr_neg(r, r, MPFR_RNDN); break;
case 3:
    mpfr_sqrt(r, e, MPFR_RNDN);
    mpfr_sqrt(s, pi, MPFR_RNDN);
    mpfr_sub(r, r, s, MPFR_RNDN);
    break;
case 4: mpfr_ui_div(r, 1, s, MPFR_RNDN); break;
case 5: mpfr_si_div(r, -1, s, MPFR_RNDN); break;
case 6: mpfr_pow_ui(r, s, 3, MPFR_RNDN); mpfr_neg(r, r, MPFR_RNDN); break;
case 7: mpfr_pow_si(r, s, -3, MPFR_RNDN); mpfr_neg(r, r, MPFR_RNDN); break;
case 8: mpfr_sqr(r, s, MPFR_RNDN); break;
case 9: mpfr_mul(r, pi, e, MPFR_RNDN); mpfr_neg(r, r, MPFR_RNDN); break;
case 10:
    mpfr_div(r, pi, e, MPFR_RNDN);
    mpfr_div(s, e, pi, MPFR_RNDN);
    mpfr_sub(r, r, s, MPFR_RNDN);
    break;
default: mpfr_add(r, pi, e, MPFR_RNDN); break;
}
#line 1289 "noweb/numbers/real.nw"
        for (long q = 20; q <= 300; q++) {
            if (!Real_enclose(expr[i], q, lo, hi, &err)) {
                bad++;
                continue;
            }
            bad += mpfr_cmp(lo, r) > 0 || mpfr_cmp(r, hi) > 0;
            mpfr_sub(s, hi, lo, MPFR_RNDU);
            mpfr_div(s, s, r, MPFR_RNDU);
            mpfr_abs(s, s, MPFR_RNDU);
            bad += mpfr_cmp_ui_2exp(s, 1, 10 - q) > 0;  /* at most 2^10 ulps */
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(Real_enclose("1/3", 64, lo, hi, &err) && mpfr_less_p(lo, hi));
    CU_ASSERT(Real_enclose("3/8", 64, lo, hi, &err) && mpfr_equal_p(lo, hi));
    CU_ASSERT(!Real_enclose("1/(pi - pi)", 64, lo, hi, &err) && err.limit);
    mpfr_clears(lo, hi, pi, e, r, s, NULL);
}
#line 1358 "noweb/numbers/real.nw"
static void test_errors(void)
{
    CU_ASSERT(fails_at("sqrt(-1)", 64, 1, "not negative"));
    CU_ASSERT(fails_at("sqrt(1 - pi)", 64, 1, "not negative"));
    CU_ASSERT(fails_at("1/0", 64, 2, "not 0"));
    CU_ASSERT(fails_at("1/(2-2)", 64, 2, "not 0"));
    CU_ASSERT(fails_at("pi +", 64, 5, "a number"));
    CU_ASSERT(fails_at("", 64, 1, "a number"));
    CU_ASSERT(fails_at("2 3", 64, 3, "an operator"));
    CU_ASSERT(fails_at("(1", 64, 3, "')'"));
    CU_ASSERT(fails_at("2^x", 64, 3, "an integer exponent"));
    CU_ASSERT(fails_at("2^99999", 64, 3, "at most 65536"));
    CU_ASSERT(fails_at("sqrt 2", 64, 6, "'('"));
    CU_ASSERT(fails_at(".", 64, 2, "a digit"));
    CU_ASSERT(fails_at("pix", 64, 1, "a number"));
    CU_ASSERT(fails_at("1/2", 0, 0, "a precision"));
    CU_ASSERT(fails_at("1/2", 10000001, 0, "a precision"));
    CU_ASSERT(fails_at("1/2", -5, 0, "a precision"));
    mpfr_t v;
    mpfr_init2(v, 2);
    Perr_T err;
    CU_ASSERT(!Real_box("1/(sqrt(2)^2 - 2)", 64, v, &err) && err.limit);
    CU_ASSERT(!Real_box("((10+pi)^65536)^65536", 64, v, &err) && err.limit
              && err.column == 16);
    CU_ASSERT(!Real_box("(10^65536)^65536", 64, v, &err) && err.limit);
    char *sum = malloc(2 * 5000 + 1);
    for (int i = 0; i < 5000; i++)
        memcpy(sum + 2 * i, "1+", 2);
    sum[2 * 5000 - 1] = '\0';                          /* 1+1+...+1 */
    CU_ASSERT(!Real_box(sum, 64, v, &err) && err.limit);
    sum[2 * 2000 - 1] = '\0';
    CU_ASSERT(Real_box(sum, 64, v, &err) && mpfr_cmp_ui(v, 2000) == 0);
    free(sum);
    CU_ASSERT(!Real_eval("sqrt(-2)", 64, v, &err));
    CU_ASSERT(!Real_box_inverse("1/0", 64, v, &err) && err.column == 2);
    CU_ASSERT(Real_eval("-2^2 + 2/3/4*6", 64, v, &err) && mpfr_cmp_si(v, -3) == 0);
    CU_ASSERT(Real_box("3 + pi - pi", 64, v, &err) && mpfr_cmp_ui(v, 3) == 0);
    CU_ASSERT(!Real_box_inverse("2 + e - e", 64, v, &err) && err.limit);
    mpfr_clear(v);
}
#line 1406 "noweb/numbers/real.nw"
static void test_fast(void)
{
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    mpfr_t v, w;
    mpfr_inits2(64, v, w, NULL);
    Perr_T err;
    int bad = 0;
    static const long precs[] = { 1, 2, 3, 7, 24, 53, 61, 62 };
    for (unsigned long q = 1; q <= 150; q++)
        for (unsigned long p = 0; p < q; p++) {
            mpq_set_ui(x, p, q);
            mpq_canonicalize(x);
            if (mpz_cmp_ui(mpq_denref(x), q) != 0)
                continue;
            char text[64];
            snprintf(text, sizeof text, "%lu/%lu", p, q);
            for (size_t k = 0; k < sizeof precs / sizeof precs[0]; k++)
                bad += !Real_box_q(x, precs[k], v, &err) || !Real_box(text, precs[k], w, &err)
                       || !mpfr_equal_p(v, w) || mpfr_get_prec(v) != precs[k];
            ref_box(y, x);
            mpq_t back;
            mpq_init(back);
            Real_unbox_dyadic(back, y);
            bad += !mpq_equal(back, x);
            mpq_clear(back);
        }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(v, w, NULL);
    mpq_clears(x, y, NULL);
}

#line 824 "noweb/numbers/real.nw"
int test_real_suite(void)
{
    CU_pSuite s = CU_add_suite("real", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 1440 "noweb/numbers/real.nw"
if (!CU_add_test(s, "example: the box of pi to 100 bits", test_example_pi)
    || !CU_add_test(s, "box of rationals against the Stern-Brocot walk", test_rationals)
    || !CU_add_test(s, "box near the ends of MPFR's range", test_tiny)
    || !CU_add_test(s, "box of quadratic irrationals to every precision", test_quadratic)
    || !CU_add_test(s, "box of pi: 1000 bits, and Conway's digits", test_pi)
    || !CU_add_test(s, "ONAG's problem [E] = [pi] - [1/100]", test_pi_problem)
    || !CU_add_test(s, "symmetry [1-x] = 1-[x]", test_symmetry)
    || !CU_add_test(s, "monotone on grids", test_monotone)
    || !CU_add_test(s, "the inverse", test_inverse)
    || !CU_add_test(s, "values against MPFR", test_eval)
    || !CU_add_test(s, "intervals hold the value", test_enclose)
    || !CU_add_test(s, "bad input", test_errors)
    || !CU_add_test(s, "the fast path of Real_box_q", test_fast))
    return CU_get_error();
#line 830 "noweb/numbers/real.nw"
    return CU_get_error();
}
