/* Generated from noweb/numbers/real.nw by notangle: edit the .nw, not this file. */
#line 792 "noweb/numbers/real.nw"
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "real.h"
#include "mem.h"
#include "scan.h"

#line 153 "noweb/numbers/real.nw"
typedef int Step(const Realexpr_Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
                 Perr_T *err);
#line 314 "noweb/numbers/real.nw"
typedef struct Prefix {
    mpz_t a0;           /* the integer part, when known */
    bool have_a0;       /* false: the ends have different integer parts */
    unsigned long *a;   /* a[1..k]; a[0] unused */
    size_t k, cap;
    unsigned long A;    /* a lower bound for a[k+1] (>= 1), when !stop */
    bool stop;          /* x = [a0; a1, ..., ak] exactly (A infinite) */
    unsigned long S;    /* a[1] + ... + a[k] */
    unsigned long limit;
} Prefix;
#line 158 "noweb/numbers/real.nw"
static bool prec_ok(long prec, Perr_T *err)
{
    if (prec < 1 || prec < MPFR_PREC_MIN || prec > REAL_MAX_PREC)
        return Perr_set(err, 0, "a precision from %ld to %ld bits",
                        (long)(MPFR_PREC_MIN > 1 ? MPFR_PREC_MIN : 1), REAL_MAX_PREC);
    return true;
}

static bool refine(const char *expr, long prec, mpfr_t out, Perr_T *err, Step *step)
{
    assert(expr && out && err);
    if (!prec_ok(prec, err))
        return false;
    Realexpr *t;
    if (!Realexpr_parse(expr, &t, err))
        return false;
    int rc = REALEXPR_UNDECIDED;
    mpfr_t lo, hi;
    mpfr_inits2(prec, lo, hi, NULL);
    mpfr_prec_t q = prec + 64, qmax = 8 * (mpfr_prec_t)prec + 65536;
    for (; rc == REALEXPR_UNDECIDED && q <= qmax; q *= 2) {
        Realexpr_Val x;
        Realexpr_val_init(&x, q);
        rc = Realexpr_eval(t, q, &x, err);
        if (rc == REALEXPR_OK)
            rc = step(&x, q, prec, lo, hi, err);
        if (rc == REALEXPR_OK && !mpfr_equal_p(lo, hi))
            rc = REALEXPR_UNDECIDED;
        Realexpr_val_clear(&x);
    }
    if (rc == REALEXPR_UNDECIDED)
        Perr_limit(err, 0, "a value that %ld bits of working precision decide "
                   "(is it exactly a rational written with sqrt?)", (long)(q / 2));
    else if (rc == REALEXPR_OK) {
        mpfr_set_prec(out, prec);
        mpfr_set(out, lo, MPFR_RNDN);
    }
    mpfr_clears(lo, hi, NULL);
    Realexpr_free(&t);
    return rc == REALEXPR_OK;
}
#line 211 "noweb/numbers/real.nw"
bool Real_enclose(const char *expr, long q, mpfr_t lo, mpfr_t hi, Perr_T *err)
{
    assert(expr && lo && hi && err);
    if (!prec_ok(q, err))
        return false;
    Realexpr *t;
    bool ok = Realexpr_parse(expr, &t, err);
    if (ok) {
        Realexpr_Val x;
        Realexpr_val_init(&x, q);
        int rc = Realexpr_eval(t, q, &x, err);
        if (rc == REALEXPR_UNDECIDED)
            Perr_limit(err, 0, "a value that %ld bits of working precision decide", q);
        if ((ok = rc == REALEXPR_OK)) {
            Realexpr_widen(&x);
            mpfr_set_prec(lo, q);
            mpfr_set_prec(hi, q);
            mpfr_set(lo, x.lo, MPFR_RNDD);
            mpfr_set(hi, x.hi, MPFR_RNDU);
        }
        Realexpr_val_clear(&x);
    }
    Realexpr_free(&t);
    return ok;
}
#line 241 "noweb/numbers/real.nw"
static int step_value(const Realexpr_Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
                      Perr_T *err)
{
    (void)q;
    (void)prec;
    (void)err;
    if (x->exact) {
        mpfr_set_q(lo, x->q, MPFR_RNDN);
        mpfr_set(hi, lo, MPFR_RNDN);
    } else {
        mpfr_set(lo, x->lo, MPFR_RNDN);
        mpfr_set(hi, x->hi, MPFR_RNDN);
    }
    return REALEXPR_OK;
}

bool Real_eval(const char *expr, long prec, mpfr_t out, Perr_T *err)
{
    return refine(expr, prec, out, err, step_value);
}
#line 327 "noweb/numbers/real.nw"
/* One step of the expansion of n/d: a = floor(n/d), (n, d) = (d, n - a d). */
static void cf_step(mpz_t a, mpz_t n, mpz_t d)
{
    mpz_fdiv_qr(a, n, n, d);
    mpz_swap(n, d);
}

static unsigned long clamp_ul(const mpz_t a, unsigned long cap)
{
    return mpz_cmp_ui(a, cap) > 0 ? cap : mpz_get_ui(a);
}

static void cf_prefix(Prefix *pf, const mpq_t lo, const mpq_t hi, unsigned long p)
{
    mpz_t nl, dl, nh, dh, ql, qh;
    mpz_inits(nl, dl, nh, dh, ql, qh, NULL);
    mpz_set(nl, mpq_numref(lo));
    mpz_set(dl, mpq_denref(lo));
    mpz_set(nh, mpq_numref(hi));
    mpz_set(dh, mpq_denref(hi));
    pf->k = 0;
    pf->S = 0;
    pf->stop = false;
    pf->A = 1;
    pf->limit = ULONG_MAX / 4;
    cf_step(pf->a0, nl, dl);
    cf_step(qh, nh, dh);
    pf->have_a0 = mpz_cmp(pf->a0, qh) == 0;
    if (!pf->have_a0)
        goto done;
    for (;;) {
        
#line 392 "noweb/numbers/real.nw"
if (pf->limit == ULONG_MAX / 4) {
    long a0 = mpz_fits_slong_p(pf->a0) ? mpz_get_si(pf->a0) : 2;
    if (a0 != 0 && a0 != -1)
        pf->limit = p;
    else if (a0 == 0 && pf->k >= 1)
        pf->limit = pf->S + p;
    else if (a0 == -1 && pf->k >= 1 && pf->a[1] > 1)
        pf->limit = p;
    else if (a0 == -1 && pf->k >= 2)
        pf->limit = pf->S + p;
    if (pf->limit < pf->S)
        pf->limit = pf->S;
}
#line 359 "noweb/numbers/real.nw"
        bool endl = mpz_sgn(dl) == 0, endh = mpz_sgn(dh) == 0;
        if (endl && endh) {            /* both ends stop here: equal */
            pf->stop = true;
            break;
        }
        unsigned long room = pf->limit - pf->S;
        if (endl || endh) {            /* one end is the convergent */
            cf_step(qh, endl ? nh : nl, endl ? dh : dl);
            pf->A = clamp_ul(qh, room + 1);
            break;
        }
        cf_step(ql, nl, dl);
        cf_step(qh, nh, dh);
        if (mpz_cmp(ql, qh) != 0 || mpz_cmp_ui(ql, room) > 0) {
            pf->A = clamp_ul(mpz_cmp(ql, qh) < 0 ? ql : qh, room + 1);
            break;
        }
        GROW(pf->a, pf->cap, pf->k + 2);
        pf->a[++pf->k] = mpz_get_ui(ql);
        pf->S += pf->a[pf->k];
    }
done:
    mpz_clears(nl, dl, nh, dh, ql, qh, NULL);
}
#line 418 "noweb/numbers/real.nw"
static void add_pow2(mpfr_t r, long e, int sign, mpfr_rnd_t rnd)
{
    mpfr_t t;
    mpfr_init2(t, 2);
    mpfr_set_si_2exp(t, sign, e, MPFR_RNDN);
    mpfr_add(r, r, t, rnd);
    mpfr_clear(t);
}

static int box_bounds(const Prefix *pf, mpfr_prec_t P, long prec, mpfr_t lo, mpfr_t hi,
                      Perr_T *err)
{
    if (!pf->have_a0)
        return REALEXPR_UNDECIDED;
    unsigned long A = pf->stop ? 0 : pf->A, k = pf->k;
    if (pf->S + A + 2 >= (unsigned long)-(mpfr_get_emin() + 2))
        return Perr_limit(err, 0, "a number whose box needs no binary place below 2^%ld",
                          (long)mpfr_get_emin()), REALEXPR_ERROR;
    mpfr_t L, H;
    mpfr_inits2(P, L, H, NULL);
    mpfr_set_z(L, pf->a0, MPFR_RNDD);
    mpfr_set_z(H, pf->a0, MPFR_RNDU);
    unsigned long S = 0;
    for (unsigned long i = 1; i <= k; i++) {
        unsigned long prev = S;
        S += pf->a[i];
        if (i % 2 == 0) {           /* block i is ones: 2^(1-S_{i-1}) - 2^(1-S_i) */
            add_pow2(L, 1 - (long)prev, 1, MPFR_RNDD);
            add_pow2(L, 1 - (long)S, -1, MPFR_RNDD);
            add_pow2(H, 1 - (long)prev, 1, MPFR_RNDU);
            add_pow2(H, 1 - (long)S, -1, MPFR_RNDU);
        }
    }
    
#line 466 "noweb/numbers/real.nw"
if (k % 2 == 0) {
    if (A > 0)
        add_pow2(H, 1 - (long)S - (long)A, 1, MPFR_RNDU);
} else {
    add_pow2(L, 1 - (long)S, 1, MPFR_RNDD);
    add_pow2(H, 1 - (long)S, 1, MPFR_RNDU);
    if (A > 0)
        add_pow2(L, 1 - (long)S - (long)A, -1, MPFR_RNDD);
}
#line 452 "noweb/numbers/real.nw"
    mpfr_set(lo, L, MPFR_RNDN);
    mpfr_set(hi, H, MPFR_RNDN);
    (void)prec;
    mpfr_clears(L, H, NULL);
    return REALEXPR_OK;
}
#line 485 "noweb/numbers/real.nw"
static int step_box(const Realexpr_Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
                    Perr_T *err)
{
    mpq_t l, h;
    mpq_inits(l, h, NULL);
    if (x->exact) {
        mpq_set(l, x->q);
        mpq_set(h, x->q);
    } else {
        mpfr_get_q(l, x->lo);
        mpfr_get_q(h, x->hi);
    }
    Prefix pf = { 0 };
    mpz_init(pf.a0);
    cf_prefix(&pf, l, h, (unsigned long)q + 8);
    int rc = box_bounds(&pf, q, prec, lo, hi, err);
    if (rc == REALEXPR_UNDECIDED && !pf.have_a0) {
        
#line 524 "noweb/numbers/real.nw"
mpfr_t t;
mpfr_init2(t, prec);
cf_prefix(&pf, l, l, (unsigned long)q + 8);
rc = box_bounds(&pf, q, prec, lo, t, err);
if (rc == REALEXPR_OK) {
    cf_prefix(&pf, h, h, (unsigned long)q + 8);
    rc = box_bounds(&pf, q, prec, t, hi, err);
}
mpfr_clear(t);
#line 503 "noweb/numbers/real.nw"
    }
    mpz_clear(pf.a0);
    FREE(pf.a);
    mpq_clears(l, h, NULL);
    return rc;
}

bool Real_box(const char *expr, long prec, mpfr_t out, Perr_T *err)
{
    return refine(expr, prec, out, err, step_box);
}
#line 563 "noweb/numbers/real.nw"
/* Set the digits at places [s, s + len) to one in the window [t, t + p] of m. */
static void ones_run(unsigned long s, unsigned long len, long p, unsigned long *t,
                     uint64_t *m, bool *sticky)
{
    if (*t == ULONG_MAX)
        *t = s;
    unsigned long last = s + len - 1, end = *t + (unsigned long)p;
    if (s > end) {
        *sticky = true;
        return;
    }
    if (last > end) {
        *sticky = true;
        last = end;
    }
    unsigned long b1 = s - *t, b2 = last - *t, w = b2 - b1 + 1;
    uint64_t run = w >= 64 ? UINT64_MAX : ((uint64_t)1 << w) - 1;
    *m |= run << ((unsigned long)p - b2);
}

static bool box_fast(const mpq_t x, long prec, mpfr_t out)
{
    const unsigned long cap = 1UL << 62;
    if (prec > 62 || mpz_sgn(mpq_numref(x)) < 0 || mpz_cmpabs_ui(mpq_denref(x), cap) >= 0
        || mpz_cmpabs(mpq_numref(x), mpq_denref(x)) >= 0)
        return false;
    unsigned long n = mpz_get_ui(mpq_numref(x)), d = mpz_get_ui(mpq_denref(x));
    unsigned long t = ULONG_MAX, S = 0, i = 1;
    uint64_t m = 0;
    bool sticky = false;
    while (n != 0) {                    /* n/d = [0; a_i, ...]: a_i = d / n */
        unsigned long a = d / n, r = d % n;
        d = n;
        n = r;
        if (n == 0 && i % 2 == 1)       /* the other expansion ends in one one */
            ones_run(S + a - 1, 1, prec, &t, &m, &sticky);
        else if (i % 2 == 0)
            ones_run(S, a, prec, &t, &m, &sticky);
        S += a;
        i++;
    }
    mpfr_set_prec(out, prec);
    if (t == ULONG_MAX) {               /* x = 0 */
        mpfr_set_ui(out, 0, MPFR_RNDN);
        return true;
    }
    if (t + (unsigned long)prec + 2 >= (unsigned long)-(mpfr_get_emin() + 2))
        return false;
    uint64_t half = m >> 1;
    if ((m & 1) && (sticky || (half & 1)))
        half++;
    mpfr_set_ui_2exp(out, half, 1 - (long)t - prec, MPFR_RNDN);
    return true;
}
#line 623 "noweb/numbers/real.nw"
bool Real_box_q(const mpq_t x, long prec, mpfr_t out, Perr_T *err)
{
    assert(x && out && err);
    if (!prec_ok(prec, err))
        return false;
    if (box_fast(x, prec, out))
        return true;
    mpfr_t lo, hi;
    mpfr_inits2(prec, lo, hi, NULL);
    int rc = REALEXPR_UNDECIDED;
    mpfr_prec_t q = prec + 64, qmax = 8 * (mpfr_prec_t)prec + 65536;
    for (; rc == REALEXPR_UNDECIDED && q <= qmax; q *= 2) {
        Realexpr_Val v;
        Realexpr_val_init(&v, 2);
        v.exact = true;
        mpq_set(v.q, x);
        rc = step_box(&v, q, prec, lo, hi, err);
        if (rc == REALEXPR_OK && !mpfr_equal_p(lo, hi))
            rc = REALEXPR_UNDECIDED;
        Realexpr_val_clear(&v);
    }
    if (rc == REALEXPR_UNDECIDED)
        Perr_limit(err, 0, "a box that %ld bits decide", (long)(q / 2));
    else if (rc == REALEXPR_OK) {
        mpfr_set_prec(out, prec);
        mpfr_set(out, lo, MPFR_RNDN);
    }
    mpfr_clears(lo, hi, NULL);
    return rc == REALEXPR_OK;
}
#line 676 "noweb/numbers/real.nw"
/* p/q = [a0; a1, ..., ak] */
static void convergent(mpq_t r, const mpz_t a0, const unsigned long *a, size_t k)
{
    mpz_t p, q, t;
    mpz_inits(p, q, t, NULL);
    mpz_set_ui(p, 1);                   /* the value of the tail, as p/q */
    mpz_set_ui(q, 0);
    for (size_t i = k; i >= 1; i--) {   /* tail = a_i + 1/tail */
        mpz_mul_ui(t, p, a[i]);
        mpz_add(t, t, q);
        mpz_set(q, p);
        mpz_set(p, t);
    }
    if (k == 0) {
        mpq_set_z(r, a0);
    } else {
        mpz_set(mpq_numref(r), q);      /* 1/tail = q/p */
        mpz_set(mpq_denref(r), p);
        mpq_canonicalize(r);
        mpq_t z;
        mpq_init(z);
        mpq_set_z(z, a0);
        mpq_add(r, r, z);
        mpq_clear(z);
    }
    mpz_clears(p, q, t, NULL);
}
#line 706 "noweb/numbers/real.nw"
/* r = the x with [x] = y, for a dyadic y (its denominator a power of 2) */
static void inverse_dyadic(mpq_t r, const mpq_t y)
{
    mpz_t a0, f;
    mpz_inits(a0, f, NULL);
    mpz_fdiv_q(a0, mpq_numref(y), mpq_denref(y));
    mp_bitcnt_t m = mpz_scan1(mpq_denref(y), 0);        /* y = n / 2^m */
    mpz_mul_2exp(f, a0, m);
    mpz_sub(f, mpq_numref(y), f);                       /* y - a0 = f / 2^m */
    unsigned long *a = NULL, run = 1;                   /* D_0 = 0 starts run 1 */
    size_t k = 0, cap = 0;
    int digit = 0;
    if (mpz_sgn(f) != 0) {
        mp_bitcnt_t last = mpz_scan1(f, 0);
        for (mp_bitcnt_t place = m; place-- > last;) {
            int d = mpz_tstbit(f, place);
            if (d == digit)
                run++;
            else {
                GROW(a, cap, k + 2);
                a[++k] = run;
                run = 1;
                digit = d;
            }
        }
        GROW(a, cap, k + 2);                            /* the last run, of ones */
        a[++k] = run;
    }
    convergent(r, a0, a, k);
    FREE(a);
    mpz_clears(a0, f, NULL);
}
#line 744 "noweb/numbers/real.nw"
static int step_inverse(const Realexpr_Val *y, mpfr_prec_t Q, long prec, mpfr_t lo, mpfr_t hi,
                        Perr_T *err)
{
    (void)err;
    (void)prec;
    mpq_t l, h, x;
    mpq_inits(l, h, x, NULL);
    if (!y->exact) {
        mpfr_get_q(l, y->lo);
        mpfr_get_q(h, y->hi);
    } else if (mpz_scan1(mpq_denref(y->q), 0) + 1 == mpz_sizeinbase(mpq_denref(y->q), 2)) {
        mpq_set(l, y->q);                               /* a power of 2: dyadic */
        mpq_set(h, y->q);
    } else {
        mpz_mul_2exp(mpq_numref(l), mpq_numref(y->q), Q);
        mpz_fdiv_q(mpq_numref(l), mpq_numref(l), mpq_denref(y->q));
        mpz_set_ui(mpq_denref(l), 1);
        mpq_div_2exp(l, l, Q);                          /* floor(2^Q y) / 2^Q */
        mpz_add_ui(mpq_numref(h), mpq_numref(l), 1);
        mpz_set(mpq_denref(h), mpq_denref(l));
        mpq_canonicalize(h);                            /* and 2^-Q more */
    }
    inverse_dyadic(x, l);
    mpfr_set_q(lo, x, MPFR_RNDN);
    inverse_dyadic(x, h);
    mpfr_set_q(hi, x, MPFR_RNDN);
    mpq_clears(l, h, x, NULL);
    return REALEXPR_OK;
}

bool Real_box_inverse(const char *expr, long prec, mpfr_t out, Perr_T *err)
{
    return refine(expr, prec, out, err, step_inverse);
}
#line 781 "noweb/numbers/real.nw"
void Real_unbox_dyadic(mpq_t r, const mpq_t y)
{
    assert(r && y);
    assert(mpz_scan1(mpq_denref(y), 0) + 1 == mpz_sizeinbase(mpq_denref(y), 2));
    inverse_dyadic(r, y);
}
