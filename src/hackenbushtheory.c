/* Generated from noweb/rulesets/hackenbushtheory.nw by notangle: edit the .nw, not this file. */
#line 44 "noweb/rulesets/hackenbushtheory.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include "hackenbush.h"
#include "hackenbushtheory.h"
#include "mem.h"

#line 69 "noweb/rulesets/hackenbushtheory.nw"
static Dyadic_T stalk_number(const char *c, size_t L, int step)
{
    if (L == 0)
        return Dyadic_int(0);
    #define AT(j) c[step > 0 ? (ptrdiff_t)(j) : -(ptrdiff_t)(j)]
    size_t k = 1;
    while (k < L && AT(k) == AT(0))
        k++;
    mpz_t num;
    mpz_init_set_ui(num, k);
    if (AT(0) == 'r')
        mpz_neg(num, num);
    mpz_mul_2exp(num, num, L - k);
    for (size_t j = 1; j <= L - k; j++) {
        mpz_t bit;
        mpz_init(bit);
        mpz_setbit(bit, L - k - j);
        if (AT(k + j - 1) == 'r')
            mpz_sub(num, num, bit);
        else
            mpz_add(num, num, bit);
        mpz_clear(bit);
    }
    #undef AT
    Dyadic_T x = Dyadic_from_mpz(num, (int32_t)(L - k));
    mpz_clear(num);
    return x;
}
#line 147 "noweb/rulesets/hackenbushtheory.nw"
Dyadic_T Hackenbush_circuit_value(const char *c, size_t n)
{
    assert(c && n >= 1);
    for (size_t k = 0; k < n; k++)
        assert(c[k] == 'l' || c[k] == 'r');
    size_t i = 1, j = n - 1;
    while (i < n && c[i] == c[i - 1])
        i++;
    if (i == n)                                 /* monochrome: one stalk */
        return stalk_number(c, n, 1);
    while (c[j - 1] == c[j])
        j--;
    size_t a = (i + j) / 2, b = (i + j) % 2 ? (i + j + 1) / 2 : a;
    Dyadic_T x = stalk_number(c, a + (b > a), 1);       /* edges 1..h, or 1..k */
    Dyadic_T y = stalk_number(c + n - 1, n - b + (b > a), -1); /* n..h+1, or n..k */
    Dyadic_T s = Dyadic_add(x, y);
    Dyadic_clear(&x);
    Dyadic_clear(&y);
    return s;
}
#line 178 "noweb/rulesets/hackenbushtheory.nw"
static Dyadic_T colon_number(bool blue, Dyadic_T x)
{
    Dyadic_T one = Dyadic_int(1), t = blue ? Dyadic_sub(one, x) : Dyadic_add(one, x);
    Dyadic_T f = Dyadic_floor(t);
    int64_t m;
    bool ok = Dyadic_to_int64(f, &m);
    assert(ok && m < INT32_MAX);            /* |x| is at most the number of edges */
    (void)ok;
    m = m + 1 < 1 ? 1 : m + 1;
    Dyadic_T dm = Dyadic_int(blue ? m : -m), xm = Dyadic_add(x, dm);
    Dyadic_T v = Dyadic_shift(xm, -(int32_t)(m - 1));
    Dyadic_clear(&t);
    Dyadic_clear(&f);
    Dyadic_clear(&xm);
    return v;
}
#line 210 "noweb/rulesets/hackenbushtheory.nw"
bool Hackenbush_tree_number(const uint64_t *p, size_t len, Dyadic_T *x)
{
    assert(x);
    if (len == 0) {
        *x = Dyadic_int(0);
        return true;
    }
    assert(Graph_is_graph(p) && len == Graph_len(p));
    size_t n = Graph_n(p), gnd = Hackenbush_ground(p), q = n;
    size_t *order = ALLOC_ARRAY(n, sizeof *order), *parent = ALLOC_ARRAY(n, sizeof *parent);
    unsigned blue_red = 1u << HACKENBUSH_BLUE | 1u << HACKENBUSH_RED;
    if (!Hackenbush_tree_walk(p, blue_red, order, parent)) {
        FREE(order);
        FREE(parent);
        return false;
    }
    Dyadic_T *val = ALLOC_ARRAY(n, sizeof *val);
    for (size_t v = 0; v < n; v++)
        val[v] = Dyadic_int(0);
    for (size_t h = q; h-- > 1;) {
        size_t v = order[h];
        unsigned col = Graph_colour(p, v);
        Dyadic_T add = col == HACKENBUSH_POINT ? Dyadic_copy(val[v])
                       : colon_number(col == HACKENBUSH_BLUE, val[v]);
        Dyadic_T s = Dyadic_add(val[parent[v]], add);
        Dyadic_clear(&val[parent[v]]);
        Dyadic_clear(&add);
        val[parent[v]] = s;
    }
    *x = val[gnd];
    for (size_t h = 1; h < q; h++)
        Dyadic_clear(&val[order[h]]);
    FREE(order);
    FREE(parent);
    FREE(val);
    return true;
}
