/* Generated from noweb/numbers/dyadic.nw by notangle: edit the .nw, not this file. */
#line 114 "noweb/numbers/dyadic.nw"
#include <assert.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadic.h"
#include "mem.h"

#define T Dyadic_T
#define ZERO ((T){ .num = 0, .exp = 0, .big = NULL })

_Static_assert(LONG_MAX == INT64_MAX && LONG_MIN == INT64_MIN,
               "dyadic assumes a 64-bit long for GMP's _si functions");

#line 177 "noweb/numbers/dyadic.nw"
static T normalise_mpz(mpz_t z, int64_t e);

static T make_fast(int64_t num, int64_t e)
{
    if (num == 0)
        return ZERO;
    if (e < 0) {
        int64_t r;
        if (e > -63 && !__builtin_mul_overflow(num, (int64_t)1 << -e, &r))
            return (T){ .num = r, .exp = 0, .big = NULL };
        mpz_t z;
        mpz_init_set_si(z, num);
        return normalise_mpz(z, e);
    }
    int64_t s = __builtin_ctzll((uint64_t)num);
    if (s > e)
        s = e;
    assert(e - s <= DYADIC_MAX_EXP);
    return (T){ .num = num >> s, .exp = (int32_t)(e - s), .big = NULL };
}
#line 210 "noweb/numbers/dyadic.nw"
static T normalise_mpz(mpz_t z, int64_t e)
{
    if (mpz_sgn(z) == 0) {
        mpz_clear(z);
        return ZERO;
    }
    if (e < 0) {
        mpz_mul_2exp(z, z, (mp_bitcnt_t)-e);
        e = 0;
    } else {
        int64_t s = (int64_t)mpz_scan1(z, 0);
        if (s > e)
            s = e;
        mpz_tdiv_q_2exp(z, z, (mp_bitcnt_t)s);
        e -= s;
    }
    assert(e <= DYADIC_MAX_EXP);
    if (mpz_fits_slong_p(z)) {
        T r = { .num = mpz_get_si(z), .exp = (int32_t)e, .big = NULL };
        mpz_clear(z);
        return r;
    }
    T r = { .num = 0, .exp = (int32_t)e, .big = ALLOC(sizeof *r.big) };
    mpz_init(r.big);
    mpz_swap(r.big, z);
    mpz_clear(z);
    return r;
}
#line 244 "noweb/numbers/dyadic.nw"
static void numerator_mpz(mpz_t z, T x)
{
    if (x.big)
        mpz_init_set(z, x.big);
    else
        mpz_init_set_si(z, x.num);
}
#line 327 "noweb/numbers/dyadic.nw"
static bool scale64(int64_t num, int64_t d, int64_t *out)
{
    if (d == 0 || num == 0) {
        *out = num;
        return true;
    }
    if (d >= 63)
        return false;
    return !__builtin_mul_overflow(num, (int64_t)1 << d, out);
}

static T add_or_sub(T a, T b, bool subtract)
{
    int64_t e = a.exp > b.exp ? a.exp : b.exp;
    if (a.big == NULL && b.big == NULL) {
        int64_t x, y, r;
        if (scale64(a.num, e - a.exp, &x) && scale64(b.num, e - b.exp, &y)
            && !(subtract ? __builtin_sub_overflow(x, y, &r)
                          : __builtin_add_overflow(x, y, &r)))
            return make_fast(r, e);
    }
    mpz_t x, y;
    numerator_mpz(x, a);
    numerator_mpz(y, b);
    mpz_mul_2exp(x, x, (mp_bitcnt_t)(e - a.exp));
    mpz_mul_2exp(y, y, (mp_bitcnt_t)(e - b.exp));
    if (subtract)
        mpz_sub(x, x, y);
    else
        mpz_add(x, x, y);
    mpz_clear(y);
    return normalise_mpz(x, e);
}
#line 576 "noweb/numbers/dyadic.nw"
static int64_t floor64(int64_t num, int32_t exp)
{
    if (exp > 63)
        return num < 0 ? -1 : 0;
    return num >> exp;
}
#line 640 "noweb/numbers/dyadic.nw"
static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
#line 140 "noweb/numbers/dyadic.nw"
static void *gmp_alloc(size_t n)
{
    return Mem_alloc(n, __FILE__, __LINE__);
}

static void *gmp_realloc(void *p, size_t old, size_t n)
{
    (void)old;
    return Mem_resize(p, n, __FILE__, __LINE__);
}

static void gmp_free(void *p, size_t n)
{
    (void)n;
    free(p);
}

__attribute__((constructor)) static void gmp_memory(void)
{
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
}
#line 269 "noweb/numbers/dyadic.nw"
T Dyadic_int(int64_t n)
{
    return (T){ .num = n, .exp = 0, .big = NULL };
}

T Dyadic_make(int64_t num, int32_t exp)
{
    return make_fast(num, exp);
}

T Dyadic_from_mpz(const mpz_t num, int32_t exp)
{
    mpz_t z;
    mpz_init_set(z, num);
    return normalise_mpz(z, exp);
}

T Dyadic_copy(T x)
{
    if (x.big == NULL)
        return x;
    T r = { .num = 0, .exp = x.exp, .big = ALLOC(sizeof *r.big) };
    mpz_init_set(r.big, x.big);
    return r;
}

void Dyadic_clear(T *x)
{
    assert(x);
    if (x->big) {
        mpz_clear(x->big);
        free(x->big);
    }
    *x = ZERO;
}

bool Dyadic_is_fast(T x)
{
    return x.big == NULL;
}
#line 391 "noweb/numbers/dyadic.nw"
T Dyadic_add(T a, T b)
{
    return add_or_sub(a, b, false);
}

T Dyadic_sub(T a, T b)
{
    return add_or_sub(a, b, true);
}

T Dyadic_neg(T a)
{
    if (a.big == NULL && a.num != INT64_MIN)
        return (T){ .num = -a.num, .exp = a.exp, .big = NULL };
    mpz_t z;
    numerator_mpz(z, a);
    mpz_neg(z, z);
    return normalise_mpz(z, a.exp);
}

T Dyadic_shift(T a, int32_t k)
{
    if (a.big == NULL)
        return make_fast(a.num, (int64_t)a.exp - k);
    mpz_t z;
    numerator_mpz(z, a);
    return normalise_mpz(z, (int64_t)a.exp - k);
}

T Dyadic_half(T a)
{
    return Dyadic_shift(a, -1);
}

T Dyadic_double(T a)
{
    return Dyadic_shift(a, 1);
}

T Dyadic_mul_int(T a, int64_t k)
{
    int64_t r;
    if (a.big == NULL && !__builtin_mul_overflow(a.num, k, &r))
        return make_fast(r, a.exp);
    mpz_t z;
    numerator_mpz(z, a);
    mpz_mul_si(z, z, k);
    return normalise_mpz(z, a.exp);
}

T Dyadic_mul(T a, T b)
{
    int64_t r;
    if (a.big == NULL && b.big == NULL && !__builtin_mul_overflow(a.num, b.num, &r))
        return make_fast(r, (int64_t)a.exp + b.exp);
    mpz_t z, w;
    numerator_mpz(z, a);
    numerator_mpz(w, b);
    mpz_mul(z, z, w);
    mpz_clear(w);
    return normalise_mpz(z, (int64_t)a.exp + b.exp);
}

bool Dyadic_div(T a, T b, T *q)
{
    assert(q);
    if (Dyadic_is_zero(b))
        return false;
    mpz_t m, d, g;
    numerator_mpz(m, a);
    numerator_mpz(d, b);
    mpz_init(g);
    mpz_gcd(g, m, d);
    mpz_divexact(m, m, g);
    mpz_divexact(d, d, g);
    mp_bitcnt_t k = mpz_scan1(d, 0);            /* d = odd * 2^k */
    mpz_tdiv_q_2exp(d, d, k);
    bool ok = mpz_cmpabs_ui(d, 1) == 0;
    if (ok) {
        if (mpz_sgn(d) < 0)
            mpz_neg(m, m);
        *q = normalise_mpz(m, (int64_t)a.exp - b.exp + (int64_t)k);
    } else
        mpz_clear(m);
    mpz_clears(d, g, NULL);
    return ok;
}
#line 499 "noweb/numbers/dyadic.nw"
int Dyadic_sign(T a)
{
    if (a.big)
        return mpz_sgn(a.big) < 0 ? -1 : 1;
    return (a.num > 0) - (a.num < 0);
}

int Dyadic_cmp(T a, T b)
{
    int sa = Dyadic_sign(a), sb = Dyadic_sign(b);
    if (sa != sb)
        return sa < sb ? -1 : 1;
    int64_t e = a.exp > b.exp ? a.exp : b.exp;
    if (a.big == NULL && b.big == NULL) {
        int64_t x, y;
        if (scale64(a.num, e - a.exp, &x) && scale64(b.num, e - b.exp, &y))
            return (x > y) - (x < y);
    }
    mpz_t x, y;
    numerator_mpz(x, a);
    numerator_mpz(y, b);
    mpz_mul_2exp(x, x, (mp_bitcnt_t)(e - a.exp));
    mpz_mul_2exp(y, y, (mp_bitcnt_t)(e - b.exp));
    int c = mpz_cmp(x, y);
    mpz_clear(x);
    mpz_clear(y);
    return (c > 0) - (c < 0);
}

bool Dyadic_eq(T a, T b)
{
    if (a.exp != b.exp)
        return false;
    if (a.big == NULL && b.big == NULL)
        return a.num == b.num;
    if (a.big && b.big)
        return mpz_cmp(a.big, b.big) == 0;
    return false;
}

bool Dyadic_is_zero(T a)
{
    return a.big == NULL && a.num == 0;
}

bool Dyadic_is_integer(T a)
{
    return a.exp == 0;
}

int32_t Dyadic_exp(T a)
{
    return a.exp;
}
#line 585 "noweb/numbers/dyadic.nw"
T Dyadic_floor(T a)
{
    if (a.exp == 0)
        return Dyadic_copy(a);
    if (a.big == NULL)
        return Dyadic_int(floor64(a.num, a.exp));
    mpz_t z;
    numerator_mpz(z, a);
    mpz_fdiv_q_2exp(z, z, (mp_bitcnt_t)a.exp);
    return normalise_mpz(z, 0);
}

T Dyadic_ceil(T a)
{
    if (a.exp == 0)
        return Dyadic_copy(a);
    if (a.big == NULL)
        return Dyadic_int(-floor64(-a.num, a.exp));
    mpz_t z;
    numerator_mpz(z, a);
    mpz_cdiv_q_2exp(z, z, (mp_bitcnt_t)a.exp);
    return normalise_mpz(z, 0);
}

T Dyadic_trunc(T a)
{
    return Dyadic_sign(a) < 0 ? Dyadic_ceil(a) : Dyadic_floor(a);
}

bool Dyadic_to_int64(T a, int64_t *out)
{
    assert(out);
    if (a.big || a.exp != 0)
        return false;
    *out = a.num;
    return true;
}
#line 649 "noweb/numbers/dyadic.nw"
uint64_t Dyadic_hash(T a)
{
    const uint64_t golden = 0x9e3779b97f4a7c15ULL;
    uint64_t h = mix64((uint64_t)a.exp + golden);
    if (a.big == NULL)
        return mix64(h ^ (uint64_t)a.num);
    h = mix64(h + (mpz_sgn(a.big) < 0 ? 2 : 1) * golden);
    size_t n = mpz_size(a.big);
    for (size_t i = 0; i < n; i++)
        h = mix64(h + golden + (uint64_t)mpz_getlimbn(a.big, (mp_size_t)i));
    return h;
}
