/* Generated from noweb/numbers/dyadictext.nw by notangle: edit the .nw, not this file. */
#line 348 "noweb/numbers/dyadictext.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "dyadictext.h"

int test_dyadictext_suite(void);

#line 375 "noweb/numbers/dyadictext.nw"
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
#line 424 "noweb/numbers/dyadictext.nw"
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
#line 469 "noweb/numbers/dyadictext.nw"
static int parses_to(const char *s, const char *q)
{
    Dyadic_T x;
    if (!Dyadic_parse(s, &x, NULL))
        return 0;
    int ok = canonical(x) && equals_q(x, q);
    Dyadic_clear(&x);
    return ok;
}

static void test_parse_ok(void)
{
    CU_ASSERT(parses_to("3", "3"));
    CU_ASSERT(parses_to("-7/8", "-7/8"));
    CU_ASSERT(parses_to("5/2", "5/2"));
    CU_ASSERT(parses_to("2/4", "1/2"));
    CU_ASSERT(parses_to("-0", "0"));
    CU_ASSERT(parses_to("007/0008", "7/8"));
    CU_ASSERT(parses_to("123456789012345678901234567890",
                        "123456789012345678901234567890"));
    CU_ASSERT(parses_to("-9223372036854775808", "-9223372036854775808"));
    CU_ASSERT(parses_to("1/1267650600228229401496703205376",
                        "1/1267650600228229401496703205376"));
    CU_ASSERT(parses_to("1180591620717411303424/1267650600228229401496703205376",
                        "1/1073741824"));
    CU_ASSERT(parses_to("6/9223372036854775808", "3/4611686018427387904"));
}

static int parse_fails(const char *s, size_t pos, const char *phrase)
{
    Dyadic_T x = Dyadic_int(17);
    Perr_T e = { .column = 99 };
    int ok = !Dyadic_parse(s, &x, &e) && e.column == pos + 1
        && strstr(e.expected, phrase) != NULL;
    ok = ok && Dyadic_is_fast(x) && x.num == 17;    /* untouched */
    return ok;
}

static void test_parse_errors(void)
{
    CU_ASSERT(parse_fails("1/3", 2, "power of two"));
    CU_ASSERT(parse_fails("1/0", 2, "power of two"));
    CU_ASSERT(parse_fails("-3/12", 3, "power of two"));
    CU_ASSERT(parse_fails("1/123456789012345678901234567890", 2, "power of two"));
    CU_ASSERT(parse_fails("-", 1, "digit"));
    CU_ASSERT(parse_fails("", 0, "digit"));
    CU_ASSERT(parse_fails("1/", 2, "digit"));
    CU_ASSERT(parse_fails("+3", 0, "digit"));
    CU_ASSERT(parse_fails("3x", 1, "end of input"));
    CU_ASSERT(parse_fails("1/2/4", 3, "end of input"));
    CU_ASSERT(parse_fails(" 3", 0, "digit"));
}

static void test_scan_prefix(void)
{
    Dyadic_T x;
    Perr_T e;
    CU_ASSERT(Dyadic_scan("3+x", &x, &e) == 1);
    CU_ASSERT(equals_q(x, "3"));
    CU_ASSERT(Dyadic_scan("-7/8|1", &x, &e) == 4);
    CU_ASSERT(equals_q(x, "-7/8"));
    CU_ASSERT(Dyadic_scan("12}", &x, NULL) == 2);
    CU_ASSERT(equals_q(x, "12"));
    CU_ASSERT(Dyadic_scan("1/3|", &x, &e) == 0 && e.column == 3);
    CU_ASSERT(Dyadic_scan("|", &x, NULL) == 0);
}
#line 542 "noweb/numbers/dyadictext.nw"
static int prints_as(const char *q, const char *plain, const char *latex)
{
    Dyadic_T x = from_q(q);
    char *s = Dyadic_str(x), *l = Dyadic_latex(x);
    int ok = strcmp(s, plain) == 0 && strcmp(l, latex) == 0;
    free(s);
    free(l);
    Dyadic_clear(&x);
    return ok;
}

static void test_print(void)
{
    CU_ASSERT(prints_as("0", "0", "0"));
    CU_ASSERT(prints_as("3", "3", "3"));
    CU_ASSERT(prints_as("-5", "-5", "-5"));
    CU_ASSERT(prints_as("11/4", "11/4", "2\\frac{3}{4}"));
    CU_ASSERT(prints_as("-11/4", "-11/4", "-2\\frac{3}{4}"));
    CU_ASSERT(prints_as("-7/8", "-7/8", "-\\frac{7}{8}"));
    CU_ASSERT(prints_as("1/2", "1/2", "\\frac{1}{2}"));
    CU_ASSERT(prints_as("1180591620717411303424", "1180591620717411303424",
                        "1180591620717411303424"));
    CU_ASSERT(prints_as("1/1267650600228229401496703205376",
                        "1/1267650600228229401496703205376",
                        "\\frac{1}{1267650600228229401496703205376}"));
    CU_ASSERT(prints_as("-9223372036854775807/9223372036854775808",
                        "-9223372036854775807/9223372036854775808",
                        "-\\frac{9223372036854775807}{9223372036854775808}"));
    CU_ASSERT(prints_as("2361183241434822606849/2", "2361183241434822606849/2",
                        "1180591620717411303424\\frac{1}{2}"));
}

static void test_format_truncates(void)
{
    char buf[4];
    Dyadic_T x = Dyadic_make(-11, 2);
    CU_ASSERT(Dyadic_format(x, NULL, 0) == 5);
    CU_ASSERT(Dyadic_format(x, buf, sizeof buf) == 5);
    CU_ASSERT(strcmp(buf, "-11") == 0);
    Dyadic_T t = Dyadic_make(1, 100);
    CU_ASSERT(Dyadic_format(t, NULL, 0) == 33);
    CU_ASSERT(Dyadic_format(t, buf, sizeof buf) == 33);
    CU_ASSERT(strcmp(buf, "1/1") == 0);
    Dyadic_T i = Dyadic_int(-12345);                    /* integers: written by hand */
    CU_ASSERT(Dyadic_format(i, NULL, 0) == 6);
    CU_ASSERT(Dyadic_format(i, buf, sizeof buf) == 6);
    CU_ASSERT(strcmp(buf, "-12") == 0);
    char big[32];
    CU_ASSERT(Dyadic_format(Dyadic_int(INT64_MIN), big, sizeof big) == 20);
    CU_ASSERT(strcmp(big, "-9223372036854775808") == 0);
    CU_ASSERT(Dyadic_format(Dyadic_int(0), big, sizeof big) == 1 && strcmp(big, "0") == 0);
}
#line 607 "noweb/numbers/dyadictext.nw"
static void test_random_round_trip(void)
{
    rng_state = 0x5eed0005;
    int failures = 0;
    mpq_t a;
    mpq_init(a);
    for (int i = 0; i < 3000; i++) {
        Dyadic_T x = random_dyadic(), y;
        to_mpq(a, x);
        char *s = Dyadic_str(x);
        char *want = mpq_get_str(NULL, 10, a);
        failures += strcmp(s, want) != 0;
        failures += Dyadic_format(x, NULL, 0) != strlen(want);
        if (Dyadic_parse(s, &y, NULL)) {
            failures += !canonical(y) || !Dyadic_eq(x, y)
                || Dyadic_hash(x) != Dyadic_hash(y);
            Dyadic_clear(&y);
        } else
            failures++;
        void (*freefunc)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &freefunc);
        freefunc(want, strlen(want) + 1);
        free(s);
        Dyadic_clear(&x);
    }
    mpq_clear(a);
    CU_ASSERT_EQUAL(failures, 0);
}
#line 638 "noweb/numbers/dyadictext.nw"
static void test_example_text(void)
{
    
#line 17 "noweb/numbers/dyadictext.nw"
Dyadic_T x;
bool ok = Dyadic_parse("11/4", &x, NULL);
char *plain = Dyadic_str(x), *latex = Dyadic_latex(x);
assert(ok && strcmp(plain, "11/4") == 0);           /* CGSuite's form */
assert(strcmp(latex, "2\\frac{3}{4}") == 0);        /* ONAG's: 2 3/4 */
free(plain);
free(latex);
Dyadic_clear(&x);
#line 641 "noweb/numbers/dyadictext.nw"
}

#line 361 "noweb/numbers/dyadictext.nw"
int test_dyadictext_suite(void)
{
    CU_pSuite s = CU_add_suite("dyadictext", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 597 "noweb/numbers/dyadictext.nw"
CU_add_test(s, "parse good input", test_parse_ok);
CU_add_test(s, "parse errors and positions", test_parse_errors);
CU_add_test(s, "scan reads a prefix", test_scan_prefix);
CU_add_test(s, "plain and LaTeX printing", test_print);
CU_add_test(s, "format is snprintf-like", test_format_truncates);
#line 645 "noweb/numbers/dyadictext.nw"
CU_add_test(s, "random print and parse round trips", test_random_round_trip);
CU_add_test(s, "the example: 11/4 as text", test_example_text);
#line 367 "noweb/numbers/dyadictext.nw"
    return CU_get_error();
}
