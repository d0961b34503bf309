/* Generated from noweb/numbers/simplest.nw by notangle: edit the .nw, not this file. */
#line 407 "noweb/numbers/simplest.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "simplest.h"

int test_simplest_suite(void);

#line 431 "noweb/numbers/simplest.nw"
static void to_mpq(mpq_t q, Dyadic_T x)
{
    if (x.big)
        mpz_set(mpq_numref(q), x.big);
    else
        mpz_set_si(mpq_numref(q), x.num);
    mpz_set_ui(mpq_denref(q), 1);
    mpq_div_2exp(q, q, (mp_bitcnt_t)x.exp);
}

static int canonical(Dyadic_T x)
{
    if (x.exp < 0 || x.exp > DYADIC_MAX_EXP)
        return 0;
    if (x.big == NULL)
        return x.num == 0 ? x.exp == 0 : (x.exp == 0 || (x.num & 1) != 0);
    return x.num == 0 && !mpz_fits_slong_p(x.big)
        && (x.exp == 0 || mpz_odd_p(x.big));
}

/* Is x equal to the rational written q (read by GMP, e.g. "-3/4")? */
static int equals_q(Dyadic_T x, const char *q)
{
    mpq_t a, b;
    mpq_inits(a, b, NULL);
    int rc = mpq_set_str(a, q, 10);
    mpq_canonicalize(a);
    to_mpq(b, x);
    int eq = rc == 0 && mpq_equal(a, b);
    mpq_clears(a, b, NULL);
    return eq;
}

static Dyadic_T from_q(const char *q)   /* via mpz, not via Dyadic_parse */
{
    mpq_t a;
    mpq_init(a);
    int rc = mpq_set_str(a, q, 10);
    CU_ASSERT_FATAL(rc == 0);
    mpq_canonicalize(a);
    size_t k = mpz_scan1(mpq_denref(a), 0);
    CU_ASSERT_FATAL(mpz_popcount(mpq_denref(a)) == 1);
    Dyadic_T x = Dyadic_from_mpz(mpq_numref(a), (int32_t)k);
    mpq_clear(a);
    return x;
}
#line 480 "noweb/numbers/simplest.nw"
static uint64_t rng_state;

static uint64_t rnd(void)
{
    return Rng_next(&rng_state);
}

static Dyadic_T random_dyadic(void)
{
    mpz_t z;
    mpz_init(z);
    int32_t e = 0;
    switch (rnd() % 4) {
    case 0:
        mpz_set_si(z, (long)(rnd() % 2001) - 1000);
        e = (int32_t)(rnd() % 8);
        break;
    case 1:
        mpz_set_ui(z, rnd() >> (rnd() % 3));
        mpz_sub_ui(z, z, rnd() % 4);
        e = (int32_t)(rnd() % 70);
        break;
    case 2:
        for (int w = 1 + (int)(rnd() % 4); w > 0; w--) {
            mpz_mul_2exp(z, z, 64);
            mpz_add_ui(z, z, rnd());
        }
        e = (int32_t)(rnd() % 140);
        break;
    default:
        mpz_set_ui(z, 2 * (rnd() % 1000) + 1);
        e = 60 + (int32_t)(rnd() % 80);
        break;
    }
    if (rnd() & 1)
        mpz_neg(z, z);
    Dyadic_T x = Dyadic_from_mpz(z, e);
    mpz_clear(z);
    return x;
}
#line 528 "noweb/numbers/simplest.nw"
static int simplest_is(const char *lo, const char *hi, const char *want)
{
    Dyadic_T l = lo ? from_q(lo) : Dyadic_int(0);
    Dyadic_T h = hi ? from_q(hi) : Dyadic_int(0);
    Dyadic_T x = Dyadic_simplest(lo ? &l : NULL, hi ? &h : NULL);
    int ok = canonical(x) && equals_q(x, want);
    Dyadic_clear(&l);
    Dyadic_clear(&h);
    Dyadic_clear(&x);
    return ok;
}
#line 648 "noweb/numbers/simplest.nw"
/* q < lo?  (lo absent = -infinity) and q > hi? */
static int above_lo(const mpq_t q, const Dyadic_T *lo, mpq_t t)
{
    if (lo == NULL)
        return 1;
    to_mpq(t, *lo);
    return mpq_cmp(q, t) > 0;
}

static int below_hi(const mpq_t q, const Dyadic_T *hi, mpq_t t)
{
    if (hi == NULL)
        return 1;
    to_mpq(t, *hi);
    return mpq_cmp(q, t) < 0;
}

static int inside(const mpq_t q, const Dyadic_T *lo, const Dyadic_T *hi, mpq_t t)
{
    return above_lo(q, lo, t) && below_hi(q, hi, t);
}

/* Does x satisfy the defining conditions of simplest(lo, hi)? */
static int is_simplest(Dyadic_T x, const Dyadic_T *lo, const Dyadic_T *hi)
{
    mpq_t q, n, t;
    mpq_inits(q, n, t, NULL);
    to_mpq(q, x);
    int ok = inside(q, lo, hi, t);
    if (x.exp == 0) {
        int sg = mpq_sgn(q);
        if (sg != 0) {
            mpq_set_si(n, -sg, 1);
            mpq_add(n, n, q);                   /* next integer towards 0 */
            ok = ok && !inside(n, lo, hi, t);
        }
    } else {
        mpq_set_ui(t, 1, 1);
        mpq_div_2exp(t, t, (mp_bitcnt_t)x.exp);
        mpq_sub(n, q, t);
        ok = ok && !above_lo(n, lo, t);
        mpq_set_ui(t, 1, 1);
        mpq_div_2exp(t, t, (mp_bitcnt_t)x.exp);
        mpq_add(n, q, t);
        ok = ok && !below_hi(n, hi, t);
        mpz_fdiv_q(mpq_numref(n), mpq_numref(q), mpq_denref(q));
        mpz_set_ui(mpq_denref(n), 1);
        mpq_t c;
        mpq_init(c);
        mpq_set(c, n);                            /* floor(x) */
        ok = ok && !inside(c, lo, hi, t);
        mpz_add_ui(mpq_numref(c), mpq_numref(c), 1);  /* floor(x) + 1 */
        ok = ok && !inside(c, lo, hi, t);
        mpq_clear(c);
    }
    mpq_clears(q, n, t, NULL);
    return ok;
}
#line 542 "noweb/numbers/simplest.nw"
static void test_simplest_no_ends(void)
{
    CU_ASSERT(simplest_is(NULL, NULL, "0"));          /* { | } = 0 */
}

static void test_simplest_only_lo(void)
{
    CU_ASSERT(simplest_is("5/2", NULL, "3"));
    CU_ASSERT(simplest_is("3", NULL, "4"));           /* { 3 | } = 4 */
    CU_ASSERT(simplest_is("0", NULL, "1"));
    CU_ASSERT(simplest_is("-3/2", NULL, "0"));
    CU_ASSERT(simplest_is("-7", NULL, "0"));
}

static void test_simplest_only_hi(void)
{
    CU_ASSERT(simplest_is(NULL, "-5/2", "-3"));
    CU_ASSERT(simplest_is(NULL, "-3", "-4"));
    CU_ASSERT(simplest_is(NULL, "0", "-1"));
    CU_ASSERT(simplest_is(NULL, "1/2", "0"));
}

static void test_simplest_around_zero(void)
{
    CU_ASSERT(simplest_is("-1/2", "1/4", "0"));
    CU_ASSERT(simplest_is("-3", "5", "0"));
    CU_ASSERT(simplest_is("-1", "1", "0"));            /* { -1 | 1 } = 0 */
}

static void test_simplest_integers(void)
{
    CU_ASSERT(simplest_is("3/2", "7", "2"));
    CU_ASSERT(simplest_is("2", "5", "3"));
    CU_ASSERT(simplest_is("5/4", "9/4", "2"));
    CU_ASSERT(simplest_is("1", "3", "2"));
    CU_ASSERT(simplest_is("-7", "-3/2", "-2"));
    CU_ASSERT(simplest_is("-5", "-2", "-3"));
    CU_ASSERT(simplest_is("-9/4", "-5/4", "-2"));
}

static void test_simplest_fractions(void)
{
    CU_ASSERT(simplest_is("1/2", "1", "3/4"));
    CU_ASSERT(simplest_is("5/8", "3/4", "11/16"));
    CU_ASSERT(simplest_is("-1", "-1/2", "-3/4"));
    CU_ASSERT(simplest_is("0", "1", "1/2"));           /* { 0 | 1 } = 1/2 */
    CU_ASSERT(simplest_is("1/4", "1/2", "3/8"));
    CU_ASSERT(simplest_is("2", "3", "5/2"));
    CU_ASSERT(simplest_is("0", "7/8", "1/2"));
    CU_ASSERT(simplest_is("1/8", "7/8", "1/2"));
    CU_ASSERT(simplest_is("-1/2", "0", "-1/4"));
    CU_ASSERT(simplest_is("3/8", "1/2", "7/16"));
    CU_ASSERT(simplest_is("-7/2", "-13/4", "-27/8"));
}
#line 604 "noweb/numbers/simplest.nw"
static void test_simplest_gmp(void)
{
    /* (2^70 + 1/4, 2^70 + 1/2) -> 2^70 + 3/8 */
    CU_ASSERT(simplest_is("4722366482869645213697/4", "2361183241434822606849/2",
                          "9444732965739290427395/8"));
    /* (2^70, 2^70 + 1) -> 2^70 + 1/2 */
    CU_ASSERT(simplest_is("1180591620717411303424", "1180591620717411303425",
                          "2361183241434822606849/2"));
    /* (2^80, +inf) -> 2^80 + 1 ;  (-inf, -2^80) -> -2^80 - 1 */
    CU_ASSERT(simplest_is("1208925819614629174706176", NULL,
                          "1208925819614629174706177"));
    CU_ASSERT(simplest_is(NULL, "-1208925819614629174706176",
                          "-1208925819614629174706177"));
    /* (-2^80, 2^70) -> 0 ; (2^70 - 1/2, 2^80) -> 2^70 */
    CU_ASSERT(simplest_is("-1208925819614629174706176", "1180591620717411303424", "0"));
    CU_ASSERT(simplest_is("2361183241434822606847/2", "1208925819614629174706176",
                          "1180591620717411303424"));
    /* (0, 2^-100) -> 2^-101 ; (-2^-100, 0) -> -2^-101 */
    CU_ASSERT(simplest_is("0", "1/1267650600228229401496703205376",
                          "1/2535301200456458802993406410752"));
    CU_ASSERT(simplest_is("-1/1267650600228229401496703205376", "0",
                          "-1/2535301200456458802993406410752"));
    /* (1/2 - 2^-70, 1/2 + 2^-70) -> 1/2, with fast ends of exponent 70 */
    CU_ASSERT(simplest_is("590295810358705651711/1180591620717411303424",
                          "590295810358705651713/1180591620717411303424", "1/2"));
    /* integer ends at the int64 limits */
    CU_ASSERT(simplest_is("9223372036854775807", NULL, "9223372036854775808"));
    CU_ASSERT(simplest_is(NULL, "-9223372036854775808", "-9223372036854775809"));
    CU_ASSERT(simplest_is("9223372036854775806", "9223372036854775807",
                          "18446744073709551613/2"));
}
#line 713 "noweb/numbers/simplest.nw"
static void test_simplest_random(void)
{
    rng_state = 0x5eed0001;
    int failures = 0;
    for (int i = 0; i < 3000; i++) {
        Dyadic_T a = random_dyadic(), b = random_dyadic();
        if (i % 4 == 0) {                    /* make a narrow interval */
            Dyadic_T d = Dyadic_make((int64_t)(rnd() % 7) + 1,
                                     (int32_t)(rnd() % 80));
            Dyadic_clear(&b);
            b = Dyadic_add(a, d);
        }
        int c = Dyadic_cmp(a, b);
        if (c == 0) {
            Dyadic_clear(&a);
            Dyadic_clear(&b);
            continue;
        }
        Dyadic_T *lo = c < 0 ? &a : &b, *hi = c < 0 ? &b : &a;
        if (i % 10 == 1)
            lo = NULL;
        else if (i % 10 == 2)
            hi = NULL;
        Dyadic_T x = Dyadic_simplest(lo, hi);
        if (!canonical(x) || !is_simplest(x, lo, hi))
            failures++;
        Dyadic_clear(&x);
        Dyadic_clear(&a);
        Dyadic_clear(&b);
    }
    CU_ASSERT_EQUAL(failures, 0);
}

static void test_simplest_translation(void)
{
    rng_state = 0x5eed0002;
    Dyadic_T p = Dyadic_shift(Dyadic_int(1), 70);
    int failures = 0;
    for (int i = 0; i < 2000; i++) {
        int32_t e = 1 + (int32_t)(rnd() % 40);
        int64_t m = (int64_t)(rnd() % ((uint64_t)1 << e));
        int64_t w = 1 + (int64_t)(rnd() % 5);
        if (m + w > ((int64_t)1 << e))
            w = ((int64_t)1 << e) - m;
        Dyadic_T lo = Dyadic_make(m, e), hi = Dyadic_make(m + w, e);
        Dyadic_T lo2 = Dyadic_add(lo, p), hi2 = Dyadic_add(hi, p);
        Dyadic_T x = Dyadic_simplest(&lo, &hi);     /* inside [0, 1] */
        Dyadic_T y = Dyadic_simplest(&lo2, &hi2);
        Dyadic_T x2 = Dyadic_add(x, p);
        if (!Dyadic_eq(x2, y) || !Dyadic_is_fast(x) || Dyadic_is_fast(y))
            failures++;
        Dyadic_clear(&lo2);
        Dyadic_clear(&hi2);
        Dyadic_clear(&x);
        Dyadic_clear(&y);
        Dyadic_clear(&x2);
    }
    CU_ASSERT_EQUAL(failures, 0);
    Dyadic_clear(&p);
}
#line 793 "noweb/numbers/simplest.nw"
static void test_simplest(void)
{
    struct { const char *x; int64_t day; } t[] = {
        { "0", 0 }, { "5", 5 }, { "-3", 3 }, { "1/2", 2 }, { "3/4", 3 },
        { "5/2", 4 }, { "-1/4", 3 }, { "11/8", 5 }, { "-7/8", 4 },
        { "1/1267650600228229401496703205376", 101 },
        { "9223372036854775807", INT64_MAX },
        { "-9223372036854775808", -1 },
        { "1180591620717411303424", -1 },
        { "1180591620717411303425/1180591620717411303424", 72 },
        { "9223372036854775807/2", 4611686018427387903 + 1 + 1 },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        Dyadic_T x = from_q(t[i].x);
        CU_ASSERT_EQUAL(Dyadic_birthday(x), t[i].day);
        Dyadic_clear(&x);
    }
}
#line 822 "noweb/numbers/simplest.nw"
static void test_numbers_born(void)
{
    for (int day = 0; day <= 8; day++) {
        size_t n;
        Dyadic_Born *a = Dyadic_born(day, &n);
        CU_ASSERT_EQUAL(n, ((size_t)2 << day) - 1);
        for (size_t i = 0; i < n; i++) {
            CU_ASSERT_EQUAL(Dyadic_birthday(a[i].value), a[i].day);
            if (i > 0)
                CU_ASSERT(a[i - 1].day < a[i].day
                          || Dyadic_cmp(a[i - 1].value, a[i].value) < 0);
            long l = a[i].left, r = a[i].right;
            if (l >= 0) CU_ASSERT(Dyadic_cmp(a[l].value, a[i].value) < 0);
            if (r >= 0) CU_ASSERT(Dyadic_cmp(a[i].value, a[r].value) < 0);
            if (l >= 0 && r >= 0) {
                Dyadic_T s = Dyadic_add(a[l].value, a[r].value), m = Dyadic_half(s);
                CU_ASSERT(Dyadic_eq(m, a[i].value));
                Dyadic_clear(&s);
                Dyadic_clear(&m);
            } else if (l >= 0 || r >= 0) {
                Dyadic_T one = Dyadic_int(l >= 0 ? 1 : -1);
                Dyadic_T e = Dyadic_add(a[l >= 0 ? l : r].value, one);
                CU_ASSERT(Dyadic_eq(e, a[i].value));
                Dyadic_clear(&e);
            }
            if (a[i].day > 0)
                CU_ASSERT(a[i].parent >= 0 && a[a[i].parent].day == a[i].day - 1);
        }
        Dyadic_born_free(&a, n);
        CU_ASSERT_PTR_NULL(a);
    }
}
#line 861 "noweb/numbers/simplest.nw"
static void test_example_birthday(void)
{
    
#line 17 "noweb/numbers/simplest.nw"
Dyadic_T x = Dyadic_make(3, 2);                     /* 3/4 = {1/2 | 1} */
assert(Dyadic_birthday(x) == 3);                    /* + - +: day 3 */
size_t n;
Dyadic_Born *a = Dyadic_born(2, &n);                /* 0; -1, 1; -2, -1/2, 1/2, 2 */
assert(n == 7 && a[0].day == 0 && a[6].day == 2);
Dyadic_born_free(&a, n);
#line 864 "noweb/numbers/simplest.nw"
}

#line 420 "noweb/numbers/simplest.nw"
int test_simplest_suite(void)
{
    CU_pSuite s = CU_add_suite("simplest", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 776 "noweb/numbers/simplest.nw"
CU_add_test(s, "simplest, no ends", test_simplest_no_ends);
CU_add_test(s, "simplest, only lo", test_simplest_only_lo);
CU_add_test(s, "simplest, only hi", test_simplest_only_hi);
CU_add_test(s, "simplest, interval around 0", test_simplest_around_zero);
CU_add_test(s, "simplest, integers", test_simplest_integers);
CU_add_test(s, "simplest, fractions", test_simplest_fractions);
CU_add_test(s, "simplest on the GMP path", test_simplest_gmp);
CU_add_test(s, "simplest satisfies its definition", test_simplest_random);
CU_add_test(s, "simplest commutes with adding 2^70", test_simplest_translation);
#line 814 "noweb/numbers/simplest.nw"
CU_add_test(s, "birthdays", test_simplest);
#line 857 "noweb/numbers/simplest.nw"
CU_add_test(s, "numbers born by day d", test_numbers_born);
#line 868 "noweb/numbers/simplest.nw"
CU_add_test(s, "the example: 3/4 and day 2", test_example_birthday);
#line 426 "noweb/numbers/simplest.nw"
    return CU_get_error();
}
