/* Generated from noweb/numbers/rational.nw by notangle: edit the .nw, not this file. */
#line 117 "noweb/numbers/rational.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "mem.h"
#include "rational.h"

#line 131 "noweb/numbers/rational.nw"
static bool digits(const char *s, size_t *at, mpz_t z)
{
    size_t n = strspn(s + *at, "0123456789");
    if (n == 0)
        return false;
    char *t = STRNDUP(s + *at, n);
    mpz_set_str(z, t, 10);
    FREE(t);
    *at += n;
    return true;
}

bool Rational_scan(const char *s, size_t *pos, mpq_t x, Perr_T *err)
{
    assert(s && pos);
    Perr_T dummy;
    if (err == NULL)
        err = &dummy;
    size_t at = *pos;
    bool neg = s[at] == '-';
    at += neg;
    mpz_t w, p, q;
    mpz_inits(w, p, q, NULL);
    bool ok = false;
    if (!digits(s, &at, w)) {
        Perr_set(err, Perr_column(s, at), "a digit");
        goto done;
    }
    mpz_set_ui(q, 1);
    
#line 193 "noweb/numbers/rational.nw"
if (s[at] == '/') {
    size_t col = ++at;
    mpz_set(p, w);
    if (!digits(s, &at, q) || mpz_sgn(q) == 0) {
        Perr_set(err, Perr_column(s, col), "a nonzero denominator");
        goto done;
    }
} else if (s[at] == '.') {
    at++;
    size_t start = at;
    if (!digits(s, &at, p)) {
        Perr_set(err, Perr_column(s, at), "a digit after the decimal point");
        goto done;
    }
    mpz_ui_pow_ui(q, 10, at - start);
    mpz_addmul(p, w, q);
} else if ((s[at] == ' ' || s[at] == '\t')
           && strchr("0123456789", s[at + strspn(s + at, " \t")]) != NULL
           && s[at + strspn(s + at, " \t")] != '\0') {
    at += strspn(s + at, " \t");
    mpz_t n;
    mpz_init(n);
    if (!digits(s, &at, n) || s[at] != '/') {
        mpz_clear(n);
        Perr_set(err, Perr_column(s, at), "a proper fraction b/c after the whole part");
        goto done;
    }
    at++;
    size_t col = at;
    if (!digits(s, &at, q) || mpz_cmp(n, q) >= 0) {
        mpz_clear(n);
        Perr_set(err, Perr_column(s, col), "a denominator greater than the numerator");
        goto done;
    }
    mpz_set(p, n);
    mpz_addmul(p, w, q);
    mpz_clear(n);
} else
    mpz_set(p, w);
#line 161 "noweb/numbers/rational.nw"
    mpq_set_num(x, p);
    mpq_set_den(x, q);
    mpq_canonicalize(x);
    if (neg)
        mpq_neg(x, x);
    *pos = at;
    ok = true;
done:
    mpz_clears(w, p, q, NULL);
    return ok;
}

bool Rational_parse(const char *s, mpq_t x, Perr_T *err)
{
    assert(s);
    Perr_T dummy;
    if (err == NULL)
        err = &dummy;
    size_t at = 0;
    if (!Rational_scan(s, &at, x, err))
        return false;
    if (s[at] != '\0')
        return Perr_set(err, Perr_column(s, at),
                        "end of input (a number a, a/b, a b/c or a.d)");
    return true;
}
#line 258 "noweb/numbers/rational.nw"
mpz_t *Rational_cf(const mpq_t x, size_t *n)
{
    assert(n);
    size_t cap = 8;
    mpz_t *a = ALLOC_ARRAY(cap, sizeof *a);
    mpz_t p, q, r;
    mpz_init_set(p, mpq_numref(x));
    mpz_init_set(q, mpq_denref(x));
    mpz_init(r);
    *n = 0;
    do {
        if (*n == cap)
            a = Mem_grow(a, &cap, *n + 1, sizeof *a, __FILE__, __LINE__);
        mpz_init(a[*n]);
        mpz_fdiv_qr(a[*n], r, p, q);
        (*n)++;
        mpz_swap(p, q);
        mpz_swap(q, r);
    } while (mpz_sgn(q) != 0);
    mpz_clears(p, q, r, NULL);
    return a;
}

void Rational_cf_free(mpz_t **a, size_t n)
{
    assert(a);
    for (size_t i = 0; i < n; i++)
        mpz_clear((*a)[i]);
    FREE(*a);
}
#line 295 "noweb/numbers/rational.nw"
typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void put(Buf *b, const char *t)
{
    size_t n = strlen(t);
    if (b->len + n + 1 > b->cap)
        b->s = Mem_grow(b->s, &b->cap, b->len + n + 1, 1, __FILE__, __LINE__);
    memcpy(b->s + b->len, t, n + 1);
    b->len += n;
}

static void put_mpz(Buf *b, const mpz_t z)
{
    char *t = mpz_get_str(NULL, 10, z);
    put(b, t);
    void (*release)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &release);
    release(t, strlen(t) + 1);
}

char *Rational_cf_str(const mpq_t x, bool other)
{
    size_t n;
    mpz_t *a = Rational_cf(x, &n);
    if (other)
        mpz_sub_ui(a[n - 1], a[n - 1], 1);
    Buf b = { NULL, 0, 0 };
    put(&b, "[");
    for (size_t i = 0; i < n; i++) {
        if (i > 0)
            put(&b, i == 1 ? "; " : ", ");
        put_mpz(&b, a[i]);
    }
    if (other)
        put(&b, n == 1 ? "; 1" : ", 1");
    put(&b, "]");
    Rational_cf_free(&a, n);
    return b.s;
}
#line 390 "noweb/numbers/rational.nw"
void Rational_box(const mpq_t x, Rational_Box *b)
{
    assert(b);
    mpq_t ax;
    mpq_init(ax);
    mpq_abs(ax, x);
    b->sign = mpq_sgn(x);
    size_t n;
    mpz_t *a = Rational_cf(ax, &n);       /* the quotients move into b, not copied */
    size_t k = n - 1;                     /* quotients after a_0 */
    memcpy(b->whole, a[0], sizeof(mpz_t));
    memmove(a, a + 1, k * sizeof *a);
    b->m = k % 2 == 0 ? k : k + 1;
    b->q = a;
    if (k % 2 == 1) {                     /* room for k + 1: Rational_cf left n >= k + 1 */
        mpz_sub_ui(b->q[k - 1], b->q[k - 1], 1);
        mpz_init_set_ui(b->q[k], 1);
    }
    mpq_clear(ax);
}

void Rational_box_clear(Rational_Box *b)
{
    assert(b);
    mpz_clear(b->whole);
    for (size_t i = 0; i < b->m; i++)
        mpz_clear(b->q[i]);
    FREE(b->q);
    b->m = 0;
}

void Rational_box_places(const Rational_Box *b, mpz_t e)
{
    assert(b);
    mpz_set_ui(e, 0);
    for (size_t i = 0; i < b->m; i++)
        mpz_add(e, e, b->q[i]);
    if (b->m > 0)
        mpz_sub_ui(e, e, 1);
}
#line 439 "noweb/numbers/rational.nw"
bool Rational_box_dyadic(const Rational_Box *b, Dyadic_T *d)
{
    assert(b && d);
    mpz_t e, num;
    mpz_inits(e, num, NULL);
    Rational_box_places(b, e);
    bool fits = mpz_cmp_ui(e, RATIONAL_MAX_BITS) <= 0;
    if (fits) {
        long E = mpz_get_si(e), pos = 0;    /* places written so far */
        mpz_t run;
        mpz_init2(run, (mp_bitcnt_t)E + 1);
        mpz_realloc2(num, (mp_bitcnt_t)E + mpz_sizeinbase(b->whole, 2) + 1);
        mpz_mul_2exp(num, b->whole, (mp_bitcnt_t)E);
        for (size_t i = 0; i < b->m; i++) {
            long len = mpz_get_si(b->q[i]) - (i == 0);
            if (i % 2 == 1) {               /* places pos+1 .. pos+len: ones */
                mpz_set_ui(run, 0);
                mpz_setbit(run, (mp_bitcnt_t)len);
                mpz_sub_ui(run, run, 1);
                mpz_mul_2exp(run, run, (mp_bitcnt_t)(E - pos - len));
                mpz_ior(num, num, run);
            }
            pos += len;
        }
        mpz_clear(run);
        if (b->sign < 0)
            mpz_neg(num, num);
        *d = Dyadic_from_mpz(num, (int32_t)E);
    }
    mpz_clears(e, num, NULL);
    return fits;
}
#line 480 "noweb/numbers/rational.nw"
static void put_term(Buf *out, bool *first, bool minus, const mpz_t p)
{
    put(out, *first ? (minus ? "-" : "") : (minus ? " - " : " + "));
    put(out, "2^-");
    put_mpz(out, p);
    *first = false;
}

static char *compact(const Rational_Box *b)
{
    Buf body = { NULL, 0, 0 };
    mpz_t w, p, t;
    mpz_init_set(w, b->whole);
    mpz_inits(p, t, NULL);
    put(&body, "");
    size_t terms = 0;
    bool first = true;
    for (size_t i = 0; i < b->m; i++) {
        if (i % 2 == 0) {
            mpz_add(p, p, b->q[i]);
            if (i == 0)
                mpz_sub_ui(p, p, 1);
            continue;
        }
        if (mpz_cmp_ui(b->q[i], 1) == 0) {
            mpz_add_ui(t, p, 1);
            put_term(&body, &first, false, t);
            terms++;
        } else {
            if (mpz_sgn(p) == 0)
                mpz_add_ui(w, w, 1);
            else {
                put_term(&body, &first, false, p);
                terms++;
            }
            mpz_add(t, p, b->q[i]);
            put_term(&body, &first, true, t);
            terms++;
        }
        mpz_add(p, p, b->q[i]);
    }
    Buf out = { NULL, 0, 0 };
    bool many = terms + (mpz_sgn(w) != 0) > 1;
    put(&out, b->sign < 0 ? (many ? "-(" : "-") : "");
    if (mpz_sgn(w) != 0) {
        put_mpz(&out, w);
        if (terms > 0)
            put(&out, body.s[0] == '-' ? " - " : " + ");
    }
    put(&out, mpz_sgn(w) != 0 && body.s[0] == '-' ? body.s + 1 : body.s);
    if (b->sign < 0 && many)
        put(&out, ")");
    FREE(body.s);
    mpz_clears(w, p, t, NULL);
    return out.s;
}

char *Rational_box_str(const Rational_Box *b)
{
    assert(b);
    Dyadic_T d;
    if (!Rational_box_dyadic(b, &d))
        return compact(b);
    char *s = Dyadic_str(d);
    Dyadic_clear(&d);
    return s;
}
#line 598 "noweb/numbers/rational.nw"
void Rational_quadratic_init(Rational_Quadratic *x)
{
    assert(x);
    mpz_inits(x->a, x->b, x->c, x->d, NULL);
    x->cf = NULL;
}

void Rational_quadratic_clear(Rational_Quadratic *x)
{
    assert(x);
    mpz_clears(x->a, x->b, x->c, x->d, NULL);
    FREE(x->cf);
}
#line 621 "noweb/numbers/rational.nw"
static bool expand(const mpq_t f, unsigned char **bits, size_t *s, size_t *L, Perr_T *err)
{
    mpz_t r, q, r0;
    mpz_init_set(r, mpq_numref(f));
    mpz_init_set(q, mpq_denref(f));
    mpz_init(r0);
    *s = mpz_scan1(q, 0);
    *L = 0;
    bool ok = *s <= (size_t)RATIONAL_MAX_BITS;
    size_t cap = *s + 2, n = 0;
    unsigned char *b = ALLOC(cap);
    while (ok) {
        if (n == *s) {
            if (mpz_sgn(r) == 0)
                break;                          /* dyadic: no period */
            mpz_set(r0, r);
        } else if (n > *s && mpz_cmp(r, r0) == 0) {
            *L = n - *s;
            break;
        }
        if (n > *s && n - *s > (size_t)RATIONAL_MAX_BITS) {
            ok = false;
            break;
        }
        if (n + 1 > cap)
            b = Mem_grow(b, &cap, n + 1, 1, __FILE__, __LINE__);
        mpz_mul_2exp(r, r, 1);
        b[n] = mpz_cmp(r, q) >= 0;
        if (b[n])
            mpz_sub(r, r, q);
        n++;
    }
    if (ok) {
        if (*s + 2 * *L + 1 > cap)
            b = Mem_grow(b, &cap, *s + 2 * *L + 1, 1, __FILE__, __LINE__);
        for (size_t j = *s + *L; j < *s + 2 * *L; j++)
            b[j] = b[j - *L];
    } else
        Perr_limit(err, 0, "a number whose binary expansion has a preperiod and a "
                   "period of at most %ld places", RATIONAL_MAX_BITS);
    mpz_clears(r, q, r0, NULL);
    *bits = b;
    return ok;
}
#line 671 "noweb/numbers/rational.nw"
typedef struct Runs {
    unsigned long *len;
    size_t n, cap;
} Runs;

static void push_run(Runs *out, unsigned long len)
{
    if (out->n == out->cap)
        out->len = Mem_grow(out->len, &out->cap, out->n + 1, sizeof *out->len, __FILE__,
                            __LINE__);
    out->len[out->n++] = len;
}

static void runs(const unsigned char *bits, size_t i, size_t j, bool first, Runs *out)
{
    if (first) {
        size_t z = 0;
        while (i + z < j && bits[i + z] == 0)
            z++;
        push_run(out, z + 1);
        i += z;
    }
    while (i < j) {
        size_t k = i;
        while (k < j && bits[k] == bits[i])
            k++;
        push_run(out, k - i);
        i = k;
    }
}
#line 710 "noweb/numbers/rational.nw"
static void mobius(mpz_t m[4], const unsigned long *a, size_t n)
{
    mpz_t t;
    mpz_init(t);
    for (size_t i = 0; i < n; i++)
        for (int row = 0; row < 2; row++) {
            mpz_set(t, m[2 * row]);
            mpz_mul_ui(m[2 * row], m[2 * row], a[i]);
            mpz_add(m[2 * row], m[2 * row], m[2 * row + 1]);
            mpz_set(m[2 * row + 1], t);
        }
    mpz_clear(t);
}
#line 744 "noweb/numbers/rational.nw"
bool Rational_unbox(const mpq_t y, Rational_Quadratic *x, Perr_T *err)
{
    assert(x);
    Perr_T dummy;
    if (err == NULL)
        err = &dummy;
    mpz_t m[4], n[4], a;
    mpq_t f;
    for (int i = 0; i < 4; i++)
        mpz_init_set_ui(m[i], i == 1 || i == 2), mpz_init_set_ui(n[i], i == 0 || i == 3);
    mpz_init(a);
    mpq_init(f);
    mpz_fdiv_q(a, mpq_numref(y), mpq_denref(y));
    mpq_set_z(f, a);
    mpq_sub(f, y, f);
    unsigned char *bits;
    size_t s, L;
    Runs pre = { NULL, 0, 0 }, per = { NULL, 0, 0 };
    bool ok = expand(f, &bits, &s, &L, err);
    if (ok) {
        mpz_set(m[0], a);                       /* the matrix of a_0 */
        mpz_set_ui(m[1], 1);
        mpz_set_ui(m[2], 1);
        mpz_set_ui(m[3], 0);
        if (L == 0) {
            if (mpq_sgn(f) != 0)
                runs(bits, 0, s, true, &pre);
            mobius(m, pre.len, pre.n);
            mpz_set(x->a, m[0]);
            mpz_set(x->c, m[2]);
            mpz_set_ui(x->b, 0);
            mpz_set_ui(x->d, 0);
        } else {
            size_t t = s + 1;
            while (bits[t] == bits[t - 1])
                t++;
            runs(bits, 0, t, true, &pre);
            runs(bits, t, t + L, false, &per);
            mobius(m, pre.len, pre.n);
            mobius(n, per.len, per.n);
            
#line 801 "noweb/numbers/rational.nw"
mpz_t g, h, D, al, be, t1;
mpz_inits(g, h, D, al, be, t1, NULL);
mpz_sub(g, n[0], n[3]);
mpz_mul_2exp(h, n[2], 1);
mpz_mul(D, g, g);
mpz_mul(t1, n[1], n[2]);
mpz_addmul_ui(D, t1, 4);
mpz_mul(al, m[0], g);
mpz_addmul(al, m[1], h);
mpz_mul(be, m[2], g);
mpz_addmul(be, m[3], h);
mpz_mul(x->a, al, be);                          /* a = al be - M11 M21 D */
mpz_mul(t1, m[0], m[2]);
mpz_submul(x->a, t1, D);
mpz_mul(x->b, m[0], be);                        /* b = M11 be - M21 al */
mpz_submul(x->b, m[2], al);
mpz_mul(x->c, be, be);                          /* c = be^2 - M21^2 D */
mpz_mul(t1, m[2], m[2]);
mpz_submul(x->c, t1, D);
mpz_set(x->d, D);
#line 826 "noweb/numbers/rational.nw"
for (unsigned long p = 2; p < 10000 && mpz_cmp_ui(x->d, p * p) >= 0; p++)
    while (mpz_divisible_ui_p(x->d, p * p)) {
        mpz_divexact_ui(x->d, x->d, p * p);
        mpz_mul_ui(x->b, x->b, p);
    }
#line 822 "noweb/numbers/rational.nw"
mpz_clears(g, h, D, al, be, t1, NULL);
#line 785 "noweb/numbers/rational.nw"
        }
        
#line 834 "noweb/numbers/rational.nw"
{
    mpz_t gg;
    mpz_init(gg);
    mpz_gcd(gg, x->a, x->b);
    mpz_gcd(gg, gg, x->c);
    mpz_divexact(x->a, x->a, gg);
    mpz_divexact(x->b, x->b, gg);
    mpz_divexact(x->c, x->c, gg);
    if (mpz_sgn(x->c) < 0) {
        mpz_neg(x->a, x->a);
        mpz_neg(x->b, x->b);
        mpz_neg(x->c, x->c);
    }
    mpz_clear(gg);
}
#line 787 "noweb/numbers/rational.nw"
        
#line 859 "noweb/numbers/rational.nw"
for (size_t p = 1; p < per.n; p++) {
    bool repeats = per.n % p == 0;
    for (size_t i = p; repeats && i < per.n; i++)
        repeats = per.len[i] == per.len[i - p];
    if (repeats) {
        per.n = p;
        break;
    }
}
while (per.n > 0 && pre.n > 0 && pre.len[pre.n - 1] == per.len[per.n - 1]) {
    unsigned long last = per.len[per.n - 1];
    memmove(per.len + 1, per.len, (per.n - 1) * sizeof *per.len);
    per.len[0] = last;
    pre.n--;
}
{
    Buf out = { NULL, 0, 0 };
    char num[32];
    put(&out, "[");
    put_mpz(&out, a);
    for (size_t i = 0; i < pre.n + per.n; i++) {
        put(&out, i == 0 ? "; " : ", ");
        put(&out, i == pre.n ? "(" : "");
        snprintf(num, sizeof num, "%lu", i < pre.n ? pre.len[i] : per.len[i - pre.n]);
        put(&out, num);
    }
    put(&out, per.n > 0 ? ")]" : "]");
    FREE(x->cf);
    x->cf = out.s;
}
#line 788 "noweb/numbers/rational.nw"
    }
    FREE(bits);
    FREE(pre.len);
    FREE(per.len);
    for (int i = 0; i < 4; i++)
        mpz_clear(m[i]), mpz_clear(n[i]);
    mpz_clear(a);
    mpq_clear(f);
    return ok;
}
#line 892 "noweb/numbers/rational.nw"
char *Rational_quadratic_str(const Rational_Quadratic *x)
{
    assert(x);
    Buf out = { NULL, 0, 0 };
    put(&out, "");
    bool den = mpz_cmp_ui(x->c, 1) != 0;
    if (mpz_sgn(x->b) == 0) {
        put_mpz(&out, x->a);
        if (den) {
            put(&out, "/");
            put_mpz(&out, x->c);
        }
        return out.s;
    }
    if (den)
        put(&out, "(");
    if (mpz_sgn(x->a) != 0) {
        put_mpz(&out, x->a);
        put(&out, mpz_sgn(x->b) < 0 ? " - " : " + ");
    } else if (mpz_sgn(x->b) < 0)
        put(&out, "-");
    mpz_t ab;
    mpz_init(ab);
    mpz_abs(ab, x->b);
    if (mpz_cmp_ui(ab, 1) != 0) {
        put_mpz(&out, ab);
        put(&out, " ");
    }
    mpz_clear(ab);
    put(&out, "sqrt ");
    put_mpz(&out, x->d);
    if (den) {
        put(&out, ")/");
        put_mpz(&out, x->c);
    }
    return out.s;
}
