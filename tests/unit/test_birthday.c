/* Generated from noweb/numbers/birthday.nw by notangle: edit the .nw, not this file. */
#line 199 "noweb/numbers/birthday.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>
#include "birthday.h"

int test_birthday_suite(void);

#line 222 "noweb/numbers/birthday.nw"
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
#line 243 "noweb/numbers/birthday.nw"
static void test_birthday(void)
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
#line 272 "noweb/numbers/birthday.nw"
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
#line 311 "noweb/numbers/birthday.nw"
static void test_example_birthday(void)
{
    
#line 15 "noweb/numbers/birthday.nw"
Dyadic_T x = Dyadic_make(3, 2);                     /* 3/4 = {1/2 | 1} */
assert(Dyadic_birthday(x) == 3);                    /* + - +: day 3 */
size_t n;
Dyadic_Born *a = Dyadic_born(2, &n);                /* 0; -1, 1; -2, -1/2, 1/2, 2 */
assert(n == 7 && a[0].day == 0 && a[6].day == 2);
Dyadic_born_free(&a, n);
#line 314 "noweb/numbers/birthday.nw"
}

#line 211 "noweb/numbers/birthday.nw"
int test_birthday_suite(void)
{
    CU_pSuite s = CU_add_suite("birthday", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    
#line 264 "noweb/numbers/birthday.nw"
CU_add_test(s, "birthdays", test_birthday);
#line 307 "noweb/numbers/birthday.nw"
CU_add_test(s, "numbers born by day d", test_numbers_born);
#line 318 "noweb/numbers/birthday.nw"
CU_add_test(s, "the example: 3/4 and day 2", test_example_birthday);
#line 217 "noweb/numbers/birthday.nw"
    return CU_get_error();
}
