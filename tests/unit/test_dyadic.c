/* Generated from noweb/numbers/dyadic.nw by notangle: edit the .nw, not this file. */
#line 673 "noweb/numbers/dyadic.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include "rng.h"
#include <gmp.h>
#include <stdlib.h>
#include <string.h>
#include "dyadic.h"
#include "dyadictext.h"
#include "mem.h"
#include "simplest.h"

int test_dyadic_suite(void);

#line 700 "noweb/numbers/dyadic.nw"
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

/* Evaluate e, check it is canonical and equals q, release it. */
#define EXPECT_Q(e, q) do { Dyadic_T t_ = (e); CU_ASSERT(canonical(t_)); \
        CU_ASSERT(equals_q(t_, (q))); Dyadic_clear(&t_); } while (0)

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
#line 758 "noweb/numbers/dyadic.nw"
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
#line 1067 "noweb/numbers/dyadic.nw"
static int agrees(Dyadic_T x, const mpq_t want)
{
    mpq_t got;
    mpq_init(got);
    to_mpq(got, x);
    int ok = canonical(x) && mpq_equal(got, want);
    mpq_clear(got);
    return ok;
}
#line 803 "noweb/numbers/dyadic.nw"
static void test_make_reduces(void)
{
    Dyadic_T x = Dyadic_make(6, 2);          /* 6/4 = 3/2 */
    CU_ASSERT(x.num == 3 && x.exp == 1 && Dyadic_is_fast(x));
    EXPECT_Q(Dyadic_make(0, 5), "0");
    x = Dyadic_make(0, 5);
    CU_ASSERT(x.num == 0 && x.exp == 0);
    EXPECT_Q(Dyadic_make(-8, 3), "-1");
    EXPECT_Q(Dyadic_make(3, -2), "12");
    EXPECT_Q(Dyadic_make(INT64_MIN, 70), "-1/128");   /* -2^63 / 2^70 */
    x = Dyadic_make(1, 100);
    CU_ASSERT(Dyadic_is_fast(x) && x.exp == 100 && Dyadic_exp(x) == 100);
    EXPECT_Q(Dyadic_make(1, 100), "1/1267650600228229401496703205376");
}

static void test_copy_clear(void)
{
    Dyadic_T x = from_q("1180591620717411303425/1024");  /* (2^70+1)/2^10 */
    CU_ASSERT(!Dyadic_is_fast(x) && canonical(x));
    Dyadic_T y = Dyadic_copy(x);
    CU_ASSERT(y.big != x.big && Dyadic_eq(x, y));
    Dyadic_clear(&x);
    CU_ASSERT(Dyadic_is_zero(x) && Dyadic_is_fast(x));
    CU_ASSERT(equals_q(y, "1180591620717411303425/1024"));
    Dyadic_clear(&y);
    Dyadic_clear(&y);                    /* clearing twice is harmless */
    CU_ASSERT(Dyadic_is_zero(y));
}

static void test_from_mpz_demotes(void)
{
    mpz_t z;
    mpz_init_set_str(z, "18446744073709551616", 10);      /* 2^64 */
    Dyadic_T x = Dyadic_from_mpz(z, 64);
    CU_ASSERT(Dyadic_is_fast(x) && x.num == 1 && x.exp == 0);
    x = Dyadic_from_mpz(z, 66);
    CU_ASSERT(Dyadic_is_fast(x) && x.num == 1 && x.exp == 2);
    EXPECT_Q(Dyadic_from_mpz(z, 0), "18446744073709551616");
    mpz_set_str(z, "-9223372036854775808", 10);           /* INT64_MIN */
    x = Dyadic_from_mpz(z, 0);
    CU_ASSERT(Dyadic_is_fast(x) && x.num == INT64_MIN);
    mpz_clear(z);
}
#line 858 "noweb/numbers/dyadic.nw"
static void test_add_small(void)
{
    Dyadic_T h = Dyadic_make(1, 1), q = Dyadic_make(1, 2), tq = Dyadic_make(3, 2);
    EXPECT_Q(Dyadic_add(h, q), "3/4");
    EXPECT_Q(Dyadic_add(tq, q), "1");
    EXPECT_Q(Dyadic_add(q, q), "1/2");
    EXPECT_Q(Dyadic_sub(h, h), "0");
    EXPECT_Q(Dyadic_sub(q, tq), "-1/2");
    EXPECT_Q(Dyadic_add(Dyadic_int(-3), tq), "-9/4");
}

static void test_tiny_denominators(void)
{
    Dyadic_T t = Dyadic_make(1, 100);
    EXPECT_Q(Dyadic_add(t, t), "1/633825300114114700748351602688");  /* 2^-99 */
    Dyadic_T u = Dyadic_make(-3, 200);
    EXPECT_Q(Dyadic_half(u),
             "-3/3213876088517980551083924184682325205044405987565585670602752");
    Dyadic_T s = Dyadic_add(t, u);      /* (2^100 - 3) / 2^200: big numerator */
    CU_ASSERT(!Dyadic_is_fast(s) && canonical(s));
    Dyadic_T back = Dyadic_sub(s, u);
    CU_ASSERT(Dyadic_is_fast(back) && Dyadic_eq(back, t));
    Dyadic_clear(&s);
    Dyadic_clear(&back);
}

static void test_big_numerator_round_trip(void)
{
    Dyadic_T p = Dyadic_shift(Dyadic_int(1), 70);      /* 2^70 */
    CU_ASSERT(!Dyadic_is_fast(p));
    Dyadic_T e = Dyadic_make(1, 70);                   /* 2^-70 */
    Dyadic_T s = Dyadic_add(p, e);                     /* (2^140 + 1) / 2^70 */
    CU_ASSERT(!Dyadic_is_fast(s) && canonical(s) && Dyadic_exp(s) == 70);
    CU_ASSERT(equals_q(s, "1393796574908163946345982392040522594123777/"
                          "1180591620717411303424"));
    Dyadic_T d = Dyadic_sub(s, p);                     /* back to 2^-70 */
    CU_ASSERT(Dyadic_is_fast(d) && Dyadic_eq(d, e));
    Dyadic_clear(&p);
    Dyadic_clear(&s);
    Dyadic_clear(&d);
}

static void test_overflow_add(void)
{
    Dyadic_T m = Dyadic_int(INT64_MAX), one = Dyadic_int(1);
    Dyadic_T s = Dyadic_add(m, one);
    CU_ASSERT(!Dyadic_is_fast(s));
    CU_ASSERT(equals_q(s, "9223372036854775808"));
    Dyadic_T b = Dyadic_sub(s, one);
    CU_ASSERT(Dyadic_is_fast(b) && b.num == INT64_MAX);
    Dyadic_T lo = Dyadic_int(INT64_MIN);
    EXPECT_Q(Dyadic_sub(lo, one), "-9223372036854775809");
    EXPECT_Q(Dyadic_add(lo, lo), "-18446744073709551616");
    EXPECT_Q(Dyadic_add(m, Dyadic_make(1, 1)), "18446744073709551615/2");
    Dyadic_clear(&s);
    Dyadic_clear(&b);
}

static void test_neg_extremes(void)
{
    Dyadic_T x = Dyadic_neg(Dyadic_int(INT64_MIN));
    CU_ASSERT(!Dyadic_is_fast(x) && equals_q(x, "9223372036854775808"));
    Dyadic_T y = Dyadic_neg(x);
    CU_ASSERT(Dyadic_is_fast(y) && y.num == INT64_MIN);
    EXPECT_Q(Dyadic_neg(Dyadic_make(7, 3)), "-7/8");
    EXPECT_Q(Dyadic_neg(Dyadic_int(0)), "0");
    Dyadic_clear(&x);
}

static void test_shift_and_mul(void)
{
    Dyadic_T a = Dyadic_make(3, 3);
    EXPECT_Q(Dyadic_shift(a, 3), "3");
    EXPECT_Q(Dyadic_shift(a, 5), "12");
    EXPECT_Q(Dyadic_shift(a, -2), "3/32");
    EXPECT_Q(Dyadic_double(a), "3/4");
    EXPECT_Q(Dyadic_half(Dyadic_int(4)), "2");
    Dyadic_T b = Dyadic_shift(Dyadic_int(3), 62);      /* 3 * 2^62 > 2^63 */
    CU_ASSERT(!Dyadic_is_fast(b) && equals_q(b, "13835058055282163712"));
    Dyadic_T c = Dyadic_shift(b, -62);
    CU_ASSERT(Dyadic_is_fast(c) && c.num == 3 && c.exp == 0);
    Dyadic_T m = Dyadic_mul_int(Dyadic_int(INT64_MAX), 3);
    CU_ASSERT(!Dyadic_is_fast(m) && equals_q(m, "27670116110564327421"));
    EXPECT_Q(Dyadic_mul_int(m, 0), "0");
    EXPECT_Q(Dyadic_mul_int(Dyadic_make(3, 2), 4), "3");
    EXPECT_Q(Dyadic_mul_int(Dyadic_make(-5, 3), -6), "15/4");
    EXPECT_Q(Dyadic_mul(Dyadic_make(3, 2), Dyadic_make(-5, 3)), "-15/32");
    EXPECT_Q(Dyadic_mul(Dyadic_make(3, 1), Dyadic_int(2)), "3");
    Dyadic_T big = Dyadic_mul(Dyadic_int(INT64_MAX), Dyadic_make(INT64_MAX, 1));
    CU_ASSERT(!Dyadic_is_fast(big)
              && equals_q(big, "85070591730234615847396907784232501249/2"));
    Dyadic_T q;
    CU_ASSERT(Dyadic_div(Dyadic_make(3, 2), Dyadic_make(3, 1), &q) && equals_q(q, "1/2"));
    CU_ASSERT(Dyadic_div(Dyadic_int(1), Dyadic_int(-4), &q) && equals_q(q, "-1/4"));
    CU_ASSERT(Dyadic_div(Dyadic_int(6), Dyadic_int(3), &q) && equals_q(q, "2"));
    CU_ASSERT(Dyadic_div(big, Dyadic_int(INT64_MAX), &q)
              && equals_q(q, "9223372036854775807/2"));
    Dyadic_clear(&q);
    CU_ASSERT(!Dyadic_div(Dyadic_int(1), Dyadic_int(3), &q));
    CU_ASSERT(!Dyadic_div(Dyadic_int(1), Dyadic_int(0), &q));
    Dyadic_clear(&big);
    Dyadic_clear(&b);
    Dyadic_clear(&c);
    Dyadic_clear(&m);
}
#line 977 "noweb/numbers/dyadic.nw"
static void test_cmp(void)
{
    const char *sorted[] = {
        "-1180591620717411303424", "-9223372036854775809", "-3", "-5/2",
        "-1/2", "-1/1267650600228229401496703205376", "0",
        "1/1267650600228229401496703205376", "3/1267650600228229401496703205376",
        "1/4", "1/2", "9223372036854775807", "18446744073709551615/2",
        "9223372036854775808", "1180591620717411303425/16",
    };
    enum { N = sizeof sorted / sizeof sorted[0] };
    Dyadic_T v[N];
    for (int i = 0; i < N; i++)
        v[i] = from_q(sorted[i]);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            CU_ASSERT(Dyadic_cmp(v[i], v[j]) == (i > j) - (i < j));
            CU_ASSERT(Dyadic_eq(v[i], v[j]) == (i == j));
        }
    CU_ASSERT(Dyadic_sign(v[0]) == -1 && Dyadic_sign(v[6]) == 0
              && Dyadic_sign(v[N - 1]) == 1);
    CU_ASSERT(Dyadic_is_zero(v[6]) && !Dyadic_is_zero(v[7]));
    CU_ASSERT(Dyadic_is_integer(v[2]) && !Dyadic_is_integer(v[3]));
    for (int i = 0; i < N; i++)
        Dyadic_clear(&v[i]);
}

static void test_floor_ceil_trunc(void)
{
    struct { const char *x, *fl, *ce, *tr; } t[] = {
        { "-7/4", "-2", "-1", "-1" },
        { "7/4", "1", "2", "1" },
        { "-1/2", "-1", "0", "0" },
        { "-5", "-5", "-5", "-5" },
        { "-1/1267650600228229401496703205376", "-1", "0", "0" },
        { "1/1267650600228229401496703205376", "0", "1", "0" },
        { "-9223372036854775807/2", "-4611686018427387904",
          "-4611686018427387903", "-4611686018427387903" },
        { "-1180591620717411303425/1024", "-1152921504606846977",
          "-1152921504606846976", "-1152921504606846976" },
        { "-1180591620717411303425/2", "-590295810358705651713",
          "-590295810358705651712", "-590295810358705651712" },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        Dyadic_T x = from_q(t[i].x);
        EXPECT_Q(Dyadic_floor(x), t[i].fl);
        EXPECT_Q(Dyadic_ceil(x), t[i].ce);
        EXPECT_Q(Dyadic_trunc(x), t[i].tr);
        Dyadic_clear(&x);
    }
}

static void test_to_int64(void)
{
    int64_t n = 0;
    CU_ASSERT(Dyadic_to_int64(Dyadic_int(-42), &n) && n == -42);
    CU_ASSERT(Dyadic_to_int64(Dyadic_make(-84, 1), &n) && n == -42);
    CU_ASSERT(!Dyadic_to_int64(Dyadic_make(1, 1), &n));
    Dyadic_T b = from_q("9223372036854775808");
    CU_ASSERT(!Dyadic_to_int64(b, &n));
    Dyadic_clear(&b);
}

static void test_hash_equal_values(void)
{
    Dyadic_T a = Dyadic_make(2, 2), b = Dyadic_make(1, 1);
    CU_ASSERT(Dyadic_hash(a) == Dyadic_hash(b));
    CU_ASSERT(Dyadic_hash(a) != Dyadic_hash(Dyadic_make(3, 1)));
    Dyadic_T p = Dyadic_shift(Dyadic_int(1), 70), q = from_q("1180591620717411303424");
    CU_ASSERT(p.big != q.big && Dyadic_hash(p) == Dyadic_hash(q));
    Dyadic_T r = Dyadic_neg(p);
    CU_ASSERT(Dyadic_hash(r) != Dyadic_hash(p));
    Dyadic_clear(&p);
    Dyadic_clear(&q);
    Dyadic_clear(&r);
}
#line 1079 "noweb/numbers/dyadic.nw"
static void test_random_arithmetic(void)
{
    rng_state = 0x5eed0003;
    int failures = 0;
    mpq_t a, b, w;
    mpq_inits(a, b, w, NULL);
    for (int i = 0; i < 3000; i++) {
        Dyadic_T x = random_dyadic(), y = random_dyadic(), r;
        int64_t k = (int64_t)rnd() >> (rnd() % 64);
        int32_t sh = (int32_t)(rnd() % 141) - 70;
        to_mpq(a, x);
        to_mpq(b, y);
        failures += !canonical(x) || !canonical(y);
        r = Dyadic_add(x, y); mpq_add(w, a, b); failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_sub(x, y); mpq_sub(w, a, b); failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_neg(x); mpq_neg(w, a); failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_half(x); mpq_div_2exp(w, a, 1);
        failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_double(x); mpq_mul_2exp(w, a, 1);
        failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_shift(x, sh);
        if (sh >= 0) mpq_mul_2exp(w, a, (mp_bitcnt_t)sh);
        else mpq_div_2exp(w, a, (mp_bitcnt_t)-sh);
        failures += !agrees(r, w); Dyadic_clear(&r);
        r = Dyadic_mul_int(x, k);
        mpq_set_si(w, k, 1); mpq_mul(w, w, a); failures += !agrees(r, w); Dyadic_clear(&r);
        Dyadic_clear(&x);
        Dyadic_clear(&y);
    }
    mpq_clears(a, b, w, NULL);
    CU_ASSERT_EQUAL(failures, 0);
}

static void test_random_order(void)
{
    rng_state = 0x5eed0004;
    int failures = 0;
    mpq_t a, b;
    mpq_inits(a, b, NULL);
    mpz_t z;
    mpz_init(z);
    for (int i = 0; i < 3000; i++) {
        Dyadic_T x = random_dyadic();
        Dyadic_T y = i % 3 == 0 ? Dyadic_copy(x) : random_dyadic();
        to_mpq(a, x);
        to_mpq(b, y);
        int c = mpq_cmp(a, b);
        failures += Dyadic_cmp(x, y) != (c > 0) - (c < 0);
        failures += Dyadic_eq(x, y) != (c == 0);
        failures += c == 0 && Dyadic_hash(x) != Dyadic_hash(y);
        failures += Dyadic_sign(x) != mpq_sgn(a);
        Dyadic_T r = Dyadic_floor(x);
        mpz_fdiv_q(z, mpq_numref(a), mpq_denref(a));
        mpq_set_z(b, z); failures += !agrees(r, b); Dyadic_clear(&r);
        r = Dyadic_ceil(x);
        mpz_cdiv_q(z, mpq_numref(a), mpq_denref(a));
        mpq_set_z(b, z); failures += !agrees(r, b); Dyadic_clear(&r);
        r = Dyadic_trunc(x);
        mpz_tdiv_q(z, mpq_numref(a), mpq_denref(a));
        mpq_set_z(b, z); failures += !agrees(r, b); Dyadic_clear(&r);
        Dyadic_clear(&x);
        Dyadic_clear(&y);
    }
    mpz_clear(z);
    mpq_clears(a, b, NULL);
    CU_ASSERT_EQUAL(failures, 0);
}
#line 1149 "noweb/numbers/dyadic.nw"
static void test_example_simplest(void)
{
    
#line 30 "noweb/numbers/dyadic.nw"
Dyadic_T lo = Dyadic_make(1, 1), hi = Dyadic_int(1);  /* 1/2, 1 */
Dyadic_T x = Dyadic_simplest(&lo, &hi);               /* 3/4    */
char *s = Dyadic_str(x);
assert(strcmp(s, "3/4") == 0);
free(s);
Dyadic_clear(&x);
#line 1152 "noweb/numbers/dyadic.nw"
}

#line 689 "noweb/numbers/dyadic.nw"
int test_dyadic_suite(void)
{
    CU_pSuite s = CU_add_suite("dyadic", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 849 "noweb/numbers/dyadic.nw"
CU_add_test(s, "make reduces to lowest terms", test_make_reduces);
CU_add_test(s, "copy and clear", test_copy_clear);
CU_add_test(s, "from_mpz demotes to the fast path", test_from_mpz_demotes);
#line 966 "noweb/numbers/dyadic.nw"
CU_add_test(s, "small sums", test_add_small);
CU_add_test(s, "denominators beyond 2^64", test_tiny_denominators);
CU_add_test(s, "2^70 + 2^-70 and back", test_big_numerator_round_trip);
CU_add_test(s, "addition overflows into GMP", test_overflow_add);
CU_add_test(s, "negating -2^63", test_neg_extremes);
CU_add_test(s, "shifts and integer multiples", test_shift_and_mul);
#line 1055 "noweb/numbers/dyadic.nw"
CU_add_test(s, "comparison of a sorted list", test_cmp);
CU_add_test(s, "floor, ceil, trunc, negatives too", test_floor_ceil_trunc);
CU_add_test(s, "to_int64", test_to_int64);
CU_add_test(s, "equal values hash equal", test_hash_equal_values);
#line 1156 "noweb/numbers/dyadic.nw"
CU_add_test(s, "the example: {1/2 | 1} is 3/4", test_example_simplest);
CU_add_test(s, "random arithmetic against mpq", test_random_arithmetic);
CU_add_test(s, "random order and integer parts against mpq", test_random_order);
#line 695 "noweb/numbers/dyadic.nw"
    return CU_get_error();
}
