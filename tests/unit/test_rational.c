/* Generated from noweb/numbers/rational.nw by notangle: edit the .nw, not this file. */
#line 934 "noweb/numbers/rational.nw"
#include <assert.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "dyadictext.h"
#include "mem.h"
#include "rational.h"
#include "simplest.h"

int test_rational_suite(void);

#line 959 "noweb/numbers/rational.nw"
static char *box_of(const char *s)
{
    mpq_t x;
    mpq_init(x);
    Perr_T e;
    CU_ASSERT_FATAL(Rational_parse(s, x, &e));
    Rational_Box b;
    Rational_box(x, &b);
    char *r = Rational_box_str(&b);
    Rational_box_clear(&b);
    mpq_clear(x);
    return r;
}

static void check_box(const char *x, const char *want)
{
    char *got = box_of(x);
    CU_ASSERT_STRING_EQUAL(got, want);
    if (strcmp(got, want) != 0)
        fprintf(stderr, "\n[%s] = %s, expected %s\n", x, got, want);
    FREE(got);
}
#line 989 "noweb/numbers/rational.nw"
static void test_onag(void)
{
    static const char *const table[][2] = {
        { "-1", "-1" }, { "-1/2", "-1/2" }, { "0", "0" }, { "1/4", "1/8" },
        { "1/3", "1/4" }, { "2/5", "3/8" }, { "1/2", "1/2" }, { "3/5", "5/8" },
        { "2/3", "3/4" }, { "3/4", "7/8" }, { "1", "1" }, { "1 1/2", "3/2" },
        { "2", "2" }, { "4/7", "9/16" }, { "2 13/35", "591/256" },
        { "-2 13/35", "-591/256" }, { "0.4", "3/8" }, { "-0.25", "-1/8" }
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        check_box(table[i][0], table[i][1]);
    Dyadic_T lo = Dyadic_make(1, 2), hi = Dyadic_make(1, 1);
    Dyadic_T mid = Dyadic_simplest(&lo, &hi);
    char *s = Dyadic_str(mid), *t = box_of("2/5");
    CU_ASSERT_STRING_EQUAL(s, t);
    FREE(s);
    FREE(t);
    mpq_t x;
    mpq_init(x);
    CU_ASSERT(Rational_parse("2 13/35", x, NULL));
    s = Rational_cf_str(x, false);
    t = Rational_cf_str(x, true);
    CU_ASSERT_STRING_EQUAL(s, "[2; 2, 1, 2, 4]");
    CU_ASSERT_STRING_EQUAL(t, "[2; 2, 1, 2, 3, 1]");
    FREE(s);
    FREE(t);
    CU_ASSERT(Rational_parse("-3", x, NULL));
    s = Rational_cf_str(x, true);
    CU_ASSERT_STRING_EQUAL(s, "[-4; 1]");
    FREE(s);
    mpq_clear(x);
}
#line 1029 "noweb/numbers/rational.nw"
static unsigned long farey_count;

static void farey(unsigned long a, unsigned long b, Dyadic_T ba, unsigned long c,
                  unsigned long d, Dyadic_T bc)
{
    if (b + d > 200)
        return;
    unsigned long p = a + c, q = b + d;
    Dyadic_T sum = Dyadic_add(ba, bc), mid = Dyadic_half(sum);
    mpq_t x;
    mpq_init(x);
    mpq_set_ui(x, p, q);
    Rational_Box box;
    Rational_box(x, &box);
    Dyadic_T got;
    CU_ASSERT_FATAL(Rational_box_dyadic(&box, &got));
    CU_ASSERT(Dyadic_eq(got, mid));
    farey_count++;
    Dyadic_clear(&got);
    Rational_box_clear(&box);
    mpq_clear(x);
    farey(a, b, ba, p, q, mid);
    farey(p, q, mid, c, d, bc);
    Dyadic_clear(&sum);
    Dyadic_clear(&mid);
}

static void test_farey(void)
{
    farey_count = 0;
    for (long n = 0; n < 3; n++) {
        Dyadic_T lo = Dyadic_int(n), hi = Dyadic_int(n + 1);
        farey((unsigned long)n, 1, lo, (unsigned long)n + 1, 1, hi);
    }
    unsigned long phi = 0;        /* 3 times the number of p/q in (0,1), q <= 200 */
    for (unsigned long q = 2; q <= 200; q++)
        for (unsigned long p = 1; p < q; p++) {
            unsigned long u = p, v = q;
            while (v) {
                unsigned long w = u % v;
                u = v;
                v = w;
            }
            phi += u == 1;
        }
    CU_ASSERT_EQUAL(farey_count, 3 * phi);
}
#line 1087 "noweb/numbers/rational.nw"
static void test_huge(void)
{
    check_box("1/100000000000000000000", "2^-99999999999999999999");
    check_box("-1/100000000000000000000", "-2^-99999999999999999999");
    check_box("3/100000000000000000000", "2^-33333333333333333332 - 2^-33333333333333333335");
    check_box("-7 3/100000000000000000000",
              "-(7 + 2^-33333333333333333332 - 2^-33333333333333333335)");
    check_box("100000000000000000000/100000000000000000001",
              "1 - 2^-100000000000000000000");
    mpz_t f0, f1;
    mpz_init_set_ui(f0, 1);                             /* F2 */
    mpz_init_set_ui(f1, 2);                             /* F3 */
    Dyadic_T v0 = Dyadic_int(1), v1 = Dyadic_int(2);    /* [F2/F1], [F3/F2] */
    while (mpz_sizeinbase(f0, 10) < 10000) {
        mpz_add(f0, f0, f1);
        mpz_swap(f0, f1);                               /* the next ratio f1/f0 */
        Dyadic_T sum = Dyadic_add(v0, v1);
        Dyadic_clear(&v0);
        v0 = v1;
        v1 = Dyadic_half(sum);                          /* its box, by the Farey rule */
        Dyadic_clear(&sum);
    }
    mpq_t x;
    mpq_init(x);
    mpq_set_num(x, f1);
    mpq_set_den(x, f0);
    Rational_Box b;
    Rational_box(x, &b);
    Dyadic_T d;
    CU_ASSERT_FATAL(Rational_box_dyadic(&b, &d));
    CU_ASSERT(Dyadic_eq(d, v1));
    CU_ASSERT(mpz_sizeinbase(f0, 10) >= 10000 && Dyadic_exp(d) > 30000);
    Dyadic_clear(&d);
    Dyadic_clear(&v0);
    Dyadic_clear(&v1);
    Rational_box_clear(&b);
    mpz_clears(f0, f1, NULL);
    mpq_clear(x);
}
#line 1133 "noweb/numbers/rational.nw"
static void check_unbox_cf(const char *y, const char *want, const char *cf)
{
    mpq_t q;
    mpq_init(q);
    CU_ASSERT_FATAL(Rational_parse(y, q, NULL));
    Rational_Quadratic x;
    Rational_quadratic_init(&x);
    CU_ASSERT_FATAL(Rational_unbox(q, &x, NULL));
    char *s = Rational_quadratic_str(&x);
    CU_ASSERT_STRING_EQUAL(s, want);
    if (strcmp(s, want) != 0)
        fprintf(stderr, "\n[x] = %s at x = %s, expected %s\n", y, s, want);
    if (cf)
        CU_ASSERT_STRING_EQUAL(x.cf, cf);
    FREE(s);
    Rational_quadratic_clear(&x);
    mpq_clear(q);
}

static void check_unbox(const char *y, const char *want)
{
    check_unbox_cf(y, want, NULL);
}

static void test_unbox(void)
{
    check_unbox_cf("1/5", "(2 - sqrt 2)/2", "[0; 3, (2)]");
    check_unbox_cf("5/3", "(1 + sqrt 5)/2", "[1; (1)]");
    check_unbox_cf("2/3", "(-1 + sqrt 5)/2", "[0; (1)]");
    check_unbox_cf("3/7", "(3 - sqrt 3)/3", "[0; 2, (2, 1)]");
    check_unbox_cf("-1/5", "(-2 + sqrt 2)/2", "[-1; 1, (2)]");
    check_unbox_cf("2 79/256", "83/35", "[2; 2, 1, 2, 4]");
    check_unbox("1/5", "(2 - sqrt 2)/2");
    check_unbox("-1/5", "(-2 + sqrt 2)/2");
    check_unbox("-4/5", "(-sqrt 2)/2");
    check_unbox("5/3", "(1 + sqrt 5)/2");
    check_unbox("2 79/256", "83/35");
    check_unbox("-1/2", "-1/2");
    check_unbox("7", "7");
    for (long p = -59; p < 60; p++)
        for (unsigned long q = 1; q < 40; q++) {
            mpq_t x, y;
            mpq_inits(x, y, NULL);
            mpq_set_si(x, p, q);
            mpq_canonicalize(x);
            Rational_Box b;
            Rational_box(x, &b);
            Dyadic_T d;
            CU_ASSERT_FATAL(Rational_box_dyadic(&b, &d));
            char *s = Dyadic_str(d);
            CU_ASSERT_FATAL(Rational_parse(s, y, NULL));
            Rational_Quadratic r;
            Rational_quadratic_init(&r);
            CU_ASSERT_FATAL(Rational_unbox(y, &r, NULL));
            CU_ASSERT(mpz_sgn(r.b) == 0 && mpz_cmp(r.a, mpq_numref(x)) == 0
                      && mpz_cmp(r.c, mpq_denref(x)) == 0);
            Rational_quadratic_clear(&r);
            FREE(s);
            Dyadic_clear(&d);
            Rational_box_clear(&b);
            mpq_clears(x, y, NULL);
        }
}
#line 1200 "noweb/numbers/rational.nw"
static void test_parse(void)
{
    static const struct { const char *s; size_t col; } bad[] = {
        { "", 1 }, { "1/0", 3 }, { "2 5/3", 5 }, { "1.", 3 }, { "1/2x", 4 }, { "--1", 2 }
    };
    mpq_t x;
    mpq_init(x);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Perr_T e;
        CU_ASSERT(!Rational_parse(bad[i].s, x, &e));
        CU_ASSERT_EQUAL(e.column, bad[i].col);
    }
    CU_ASSERT(Rational_parse("-1.125", x, NULL));
    CU_ASSERT(mpq_cmp_si(x, -9, 8) == 0);
    mpq_clear(x);
}
#line 1221 "noweb/numbers/rational.nw"
static void test_scan(void)
{
    static const struct { const char *s; size_t at; long num, den; } ok[] = {
        { "1 1/2 + 3", 5, 3, 2 }, { "2 + 1", 1, 2, 1 }, { "-3/6]", 4, -1, 2 },
        { "0.40+", 4, 2, 5 }, { "7", 1, 7, 1 }, { "2  13/35x", 8, 83, 35 }
    };
    mpq_t x;
    mpq_init(x);
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        size_t at = 0;
        CU_ASSERT(Rational_scan(ok[i].s, &at, x, NULL));
        CU_ASSERT_EQUAL(at, ok[i].at);
        CU_ASSERT(mpq_cmp_si(x, ok[i].num, (unsigned long)ok[i].den) == 0);
    }
    size_t at = 4;
    Perr_T e;
    CU_ASSERT(!Rational_scan("1 + 2 3/2", &at, x, &e) && e.column == 9);
    mpq_clear(x);
}
#line 1255 "noweb/numbers/rational.nw"
static void test_example_box(void)
{
    
#line 50 "noweb/numbers/rational.nw"
mpq_t x; mpq_init(x); Rational_parse("2 13/35", x, NULL);
Rational_Box b; Rational_box(x, &b);
char *s = Rational_box_str(&b);   /* "591/256", that is 2 79/256 */
assert(strcmp(s, "591/256") == 0);
#line 1258 "noweb/numbers/rational.nw"
    free(s);
    Rational_box_clear(&b);
    mpq_clear(x);
}

#line 946 "noweb/numbers/rational.nw"
int test_rational_suite(void)
{
    CU_pSuite s = CU_add_suite("rational", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 1244 "noweb/numbers/rational.nw"
CU_add_test(s, "ONAG's table and worked values", test_onag);
CU_add_test(s, "the Farey rule for denominators up to 200", test_farey);
CU_add_test(s, "huge quotients and 10000-digit rationals", test_huge);
CU_add_test(s, "the inverse, rational and quadratic", test_unbox);
CU_add_test(s, "bad input", test_parse);
CU_add_test(s, "reading a number from longer input", test_scan);
#line 1264 "noweb/numbers/rational.nw"
CU_add_test(s, "example: the box of a mixed number", test_example_box);
#line 952 "noweb/numbers/rational.nw"
    return CU_get_error();
}
