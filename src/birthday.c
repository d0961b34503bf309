/* Generated from noweb/numbers/birthday.nw by notangle: edit the .nw, not this file. */
#line 38 "noweb/numbers/birthday.nw"
#include <assert.h>
#include "birthday.h"
#include "mem.h"

#define T Dyadic_T

#line 79 "noweb/numbers/birthday.nw"
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
#line 149 "noweb/numbers/birthday.nw"
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
            
#line 189 "noweb/numbers/birthday.nw"
T x = Dyadic_simplest(lo >= 0 ? &a[lo].value : NULL, hi >= 0 ? &a[hi].value : NULL);
long parent = lo >= 0 && a[lo].day == d - 1 ? lo : hi;
a[count] = (Dyadic_Born){ x, d, lo, hi, parent };
#line 163 "noweb/numbers/birthday.nw"
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
