/* Generated from noweb/numbers/dyadictext.nw by notangle: edit the .nw, not this file. */
#line 42 "noweb/numbers/dyadictext.nw"
#include <assert.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "mem.h"

#define T Dyadic_T

#line 58 "noweb/numbers/dyadictext.nw"
static void numerator_mpz(mpz_t z, T x)
{
    if (x.big)
        mpz_init_set(z, x.big);
    else
        mpz_init_set_si(z, x.num);
}
#line 104 "noweb/numbers/dyadictext.nw"
static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static void digits_mpz(mpz_t z, const char *s, size_t n)
{
    char *buf = ALLOC(n + 1);
    memcpy(buf, s, n);
    buf[n] = '\0';
    int rc = mpz_init_set_str(z, buf, 10);
    assert(rc == 0);
    (void)rc;
    FREE(buf);
}

static uint64_t digits_u64(const char *s, size_t n)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++)
        v = 10 * v + (uint64_t)(s[i] - '0');
    return v;
}

/* Is the denominator s[0..n) a power of two 2^k?  Then set *k. */
static bool power_of_two(const char *s, size_t n, int64_t *k)
{
    if (n <= 19) {
        uint64_t v = digits_u64(s, n);
        if (v == 0 || (v & (v - 1)) != 0)
            return false;
        *k = __builtin_ctzll(v);
        return true;
    }
    mpz_t z;
    digits_mpz(z, s, n);
    bool ok = mpz_sgn(z) > 0 && mpz_popcount(z) == 1;
    if (ok)
        *k = (int64_t)mpz_scan1(z, 0);
    mpz_clear(z);
    return ok;
}
#line 149 "noweb/numbers/dyadictext.nw"
static size_t scan_error(size_t pos, const char *what, Perr_T *err)
{
    Perr_set(err, pos + 1, "%s", what);
    return 0;
}
#line 157 "noweb/numbers/dyadictext.nw"
size_t Dyadic_scan(const char *s, T *out, Perr_T *err)
{
    assert(s && out);
    size_t i = 0;
    bool negative = s[i] == '-';
    if (negative)
        i++;
    size_t n0 = i;
    while (is_digit(s[i]))
        i++;
    if (i == n0)
        return scan_error(i, "a digit", err);
    size_t n1 = i;
    int64_t k = 0;
    if (s[i] == '/') {
        size_t d0 = ++i;
        while (is_digit(s[i]))
            i++;
        if (i == d0)
            return scan_error(i, "a digit after '/'", err);
        if (!power_of_two(s + d0, i - d0, &k))
            return scan_error(d0, "a power of two as denominator", err);
        if (k > DYADIC_MAX_EXP)
            return scan_error(d0, "a denominator of at most 2^16777216", err);
    }
    
#line 188 "noweb/numbers/dyadictext.nw"
if (n1 - n0 <= 18) {
    int64_t v = (int64_t)digits_u64(s + n0, n1 - n0);
    *out = Dyadic_make(negative ? -v : v, (int32_t)k);
} else {
    mpz_t z;
    digits_mpz(z, s + n0, n1 - n0);
    if (negative)
        mpz_neg(z, z);
    *out = Dyadic_from_mpz(z, (int32_t)k);
    mpz_clear(z);
}
#line 183 "noweb/numbers/dyadictext.nw"
    return i;
}
#line 202 "noweb/numbers/dyadictext.nw"
bool Dyadic_parse(const char *s, T *out, Perr_T *err)
{
    assert(s && out);
    T x;
    size_t n = Dyadic_scan(s, &x, err);
    if (n == 0)
        return false;
    if (s[n] != '\0') {
        Dyadic_clear(&x);
        scan_error(n, "end of input", err);
        return false;
    }
    *out = x;
    return true;
}
#line 255 "noweb/numbers/dyadictext.nw"
size_t Dyadic_format(T a, char *buf, size_t size)
{
    assert(buf || size == 0);
    int n;
    if (a.big == NULL && a.exp == 0) {
        char digits[24], *d = digits + sizeof digits;
        uint64_t m = a.num < 0 ? 0 - (uint64_t)a.num : (uint64_t)a.num;
        do
            *--d = (char)('0' + m % 10);
        while (m /= 10);
        if (a.num < 0)
            *--d = '-';
        n = (int)(digits + sizeof digits - d);
        if (size) {
            size_t k = (size_t)n < size ? (size_t)n : size - 1;
            memcpy(buf, d, k);
            buf[k] = '\0';
        }
    } else if (a.big == NULL && a.exp <= 63)
        n = snprintf(buf, size, "%" PRId64 "/%" PRIu64, a.num,
                     (uint64_t)1 << a.exp);
    else {
        char scratch[1];
        char *b = size ? buf : scratch;
        size_t sz = size ? size : 1;
        mpz_t num, den;
        numerator_mpz(num, a);
        mpz_init(den);
        mpz_setbit(den, (mp_bitcnt_t)a.exp);
        n = a.exp == 0 ? gmp_snprintf(b, sz, "%Zd", num)
                       : gmp_snprintf(b, sz, "%Zd/%Zd", num, den);
        mpz_clear(num);
        mpz_clear(den);
    }
    assert(n >= 0);
    return (size_t)n;
}

char *Dyadic_str(T a)
{
    size_t n = Dyadic_format(a, NULL, 0);
    char *s = ALLOC(n + 1);
    Dyadic_format(a, s, n + 1);
    return s;
}
#line 308 "noweb/numbers/dyadictext.nw"
char *Dyadic_latex(T a)
{
    if (a.exp == 0)
        return Dyadic_str(a);
    mpz_t m, w, f, den;
    numerator_mpz(m, a);
    const char *sign = mpz_sgn(m) < 0 ? "-" : "";
    mpz_abs(m, m);
    mpz_inits(w, f, den, NULL);
    mpz_tdiv_q_2exp(w, m, (mp_bitcnt_t)a.exp);
    mpz_tdiv_r_2exp(f, m, (mp_bitcnt_t)a.exp);
    mpz_setbit(den, (mp_bitcnt_t)a.exp);
    char scratch[1];
    char *s = NULL;
    size_t len = 0;
    for (int pass = 0; pass < 2; pass++) {
        char *b = pass ? s : scratch;
        size_t sz = pass ? len + 1 : 1;
        int n = mpz_sgn(w) == 0
            ? gmp_snprintf(b, sz, "%s\\frac{%Zd}{%Zd}", sign, f, den)
            : gmp_snprintf(b, sz, "%s%Zd\\frac{%Zd}{%Zd}", sign, w, f, den);
        assert(n >= 0);
        if (pass == 0) {
            len = (size_t)n;
            s = ALLOC(len + 1);
        }
    }
    mpz_clears(m, w, f, den, NULL);
    return s;
}
