/* Generated from noweb/numbers/simplest.nw by notangle: edit the .nw, not this file. */
#line 40 "noweb/numbers/simplest.nw"
#include <assert.h>
#include <stdbool.h>
#include "simplest.h"
#include "mem.h"

#define T Dyadic_T

#line 53 "noweb/numbers/simplest.nw"
static void numerator_mpz(mpz_t z, T x)
{
    if (x.big)
        mpz_init_set(z, x.big);
    else
        mpz_init_set_si(z, x.num);
}
#line 158 "noweb/numbers/simplest.nw"
static bool simplest_fast(const T *lo, const T *hi, T *out)
{
    if ((lo && (lo->big || lo->exp > 61)) || (hi && (hi->big || hi->exp > 61)))
        return false;
    int64_t L = 0, H = 0;
    if (lo) {
        int64_t f = lo->num >> lo->exp;
        if (f == INT64_MAX)
            return false;
        L = f + 1;
    }
    if (hi) {
        int64_t c = hi->exp ? -((-hi->num) >> hi->exp) : hi->num;
        if (c == INT64_MIN)
            return false;
        H = c - 1;
    }
    if (!lo || !hi || L <= H) {
        *out = (T){ .num = lo && L > 0 ? L : hi && H < 0 ? H : 0 };    /* an integer */
        return true;
    }
    
#line 184 "noweb/numbers/simplest.nw"
int32_t e = (lo->exp > hi->exp ? lo->exp : hi->exp) + 1;
int64_t A, B;
if (__builtin_mul_overflow(lo->num, (int64_t)1 << (e - lo->exp), &A)
    || __builtin_mul_overflow(hi->num, (int64_t)1 << (e - hi->exp), &B))
    return false;
int64_t b = B - 1;
int d = 63 - __builtin_clzll((uint64_t)(A ^ b));
*out = Dyadic_make(b >> d, (int32_t)(e - d));
return true;
#line 180 "noweb/numbers/simplest.nw"
}
#line 201 "noweb/numbers/simplest.nw"
static T simplest_big(const T *lo, const T *hi)
{
    mpz_t L, H;
    if (lo) {
        numerator_mpz(L, *lo);
        mpz_fdiv_q_2exp(L, L, (mp_bitcnt_t)lo->exp);
        mpz_add_ui(L, L, 1);
    }
    if (hi) {
        numerator_mpz(H, *hi);
        mpz_cdiv_q_2exp(H, H, (mp_bitcnt_t)hi->exp);
        mpz_sub_ui(H, H, 1);
    }
    T r;
    if (!lo || !hi || mpz_cmp(L, H) <= 0) {
        mpz_t n;
        mpz_init(n);
        if (lo && mpz_sgn(L) > 0)
            mpz_set(n, L);
        else if (hi && mpz_sgn(H) < 0)
            mpz_set(n, H);
        r = Dyadic_from_mpz(n, 0);
        mpz_clear(n);
    } else {
        
#line 236 "noweb/numbers/simplest.nw"
int64_t e = (int64_t)(lo->exp > hi->exp ? lo->exp : hi->exp) + 1;
mpz_t A, b, x;
numerator_mpz(A, *lo);
numerator_mpz(b, *hi);
mpz_mul_2exp(A, A, (mp_bitcnt_t)(e - lo->exp));
mpz_mul_2exp(b, b, (mp_bitcnt_t)(e - hi->exp));
mpz_sub_ui(b, b, 1);
mpz_init(x);
mpz_xor(x, A, b);
int64_t d = (int64_t)mpz_sizeinbase(x, 2) - 1;
mpz_fdiv_q_2exp(b, b, (mp_bitcnt_t)d);
r = Dyadic_from_mpz(b, (int32_t)(e - d));
mpz_clear(b);
mpz_clear(A);
mpz_clear(x);
#line 226 "noweb/numbers/simplest.nw"
    }
    if (lo)
        mpz_clear(L);
    if (hi)
        mpz_clear(H);
    return r;
}
#line 138 "noweb/numbers/simplest.nw"
T Dyadic_simplest(const T *lo, const T *hi)
{
    assert(lo == NULL || hi == NULL || Dyadic_cmp(*lo, *hi) < 0);
    T r;
    if (simplest_fast(lo, hi, &r))
        return r;
    return simplest_big(lo, hi);
}
#line 286 "noweb/numbers/simplest.nw"
int64_t Dyadic_birthday(T a)
{
    if (a.big == NULL) {
        if (a.num == INT64_MIN)
            return -1;
        int64_t m = a.num < 0 ? -a.num : a.num;
        if (a.exp == 0)
            return m;
        return (a.exp > 63 ? 0 : m >> a.exp) + 1 + a.exp;
    }
    if (a.exp == 0)
        return -1;
    mpz_t w;
    mpz_init_set(w, a.big);
    mpz_abs(w, w);
    mpz_fdiv_q_2exp(w, w, (mp_bitcnt_t)a.exp);
    int64_t r = -1;
    if (mpz_fits_slong_p(w) && mpz_get_si(w) <= INT64_MAX - 1 - a.exp)
        r = mpz_get_si(w) + 1 + a.exp;
    mpz_clear(w);
    return r;
}
#line 356 "noweb/numbers/simplest.nw"
Dyadic_Born *Dyadic_born(int day, size_t *n)
{
    assert(day >= 0 && day <= DYADIC_MAX_DAY && n);
    size_t total = ((size_t)2 << day) - 1;
    Dyadic_Born *a = ALLOC(total * sizeof *a);
    long *line = ALLOC(total * sizeof *line), *next = ALLOC(total * sizeof *next);
    a[0] = (Dyadic_Born){ Dyadic_int(0), 0, -1, -1, -1 };
    line[0] = 0;
    size_t count = 1, width = 1;
    for (int d = 1; d <= day; d++) {
        size_t w = 0;
        for (size_t i = 0; i <= width; i++) {
            long lo = i > 0 ? line[i - 1] : -1, hi = i < width ? line[i] : -1;
            
#line 396 "noweb/numbers/simplest.nw"
T x = Dyadic_simplest(lo >= 0 ? &a[lo].value : NULL, hi >= 0 ? &a[hi].value : NULL);
long parent = lo >= 0 && a[lo].day == d - 1 ? lo : hi;
a[count] = (Dyadic_Born){ x, d, lo, hi, parent };
#line 370 "noweb/numbers/simplest.nw"
            next[w++] = (long)count++;
            if (i < width)
                next[w++] = line[i];
        }
        long *t = line; line = next; next = t;
        width = w;
    }
    FREE(line);
    FREE(next);
    *n = count;
    return a;
}

void Dyadic_born_free(Dyadic_Born **a, size_t n)
{
    assert(a);
    if (!*a)
        return;
    for (size_t i = 0; i < n; i++)
        Dyadic_clear(&(*a)[i].value);
    FREE(*a);
}
