/* Generated from noweb/numbers/real.nw by notangle: edit the .nw, not this file. */
#line 1334 "noweb/numbers/real.nw"
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

#line 143 "noweb/numbers/real.nw"
enum { N_NUM, N_PI, N_E, N_NEG, N_ADD, N_SUB, N_MUL, N_DIV, N_SQRT, N_POW };
typedef struct Node {
    int op;
    int a, b;           /* operands (indices of nodes), -1 when none */
    long n;             /* the exponent of N_POW */
    size_t col;         /* column of the operator, for errors */
    mpq_t q;            /* the value of N_NUM */
} Node;

typedef struct Tree {
    Node *nodes;
    size_t len, cap;
    Scan sc;            /* the parser's text, position and error */
    int depth;
} Tree;

typedef struct Val {
    bool exact;
    mpq_t q;            /* the value, when exact */
    mpfr_t lo, hi;      /* an interval holding the value, when not */
} Val;

enum { EV_OK, EV_UNDECIDED, EV_ERROR };
#line 693 "noweb/numbers/real.nw"
typedef int Step(const Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
                 Perr_T *err);
#line 856 "noweb/numbers/real.nw"
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
#line 1346 "noweb/numbers/real.nw"
static int apply(const Node *n, mpfr_prec_t q, Val *r, Val *x, Val *y, Perr_T *err);
#line 187 "noweb/numbers/real.nw"
static int node_new(Tree *t, int op, int a, int b, size_t at)
{
    GROW(t->nodes, t->cap, t->len + 1);
    Node *n = &t->nodes[t->len];
    n->op = op;
    n->a = a;
    n->b = b;
    n->n = 0;
    n->col = Perr_column(t->sc.s, at);
    mpq_init(n->q);
    return (int)t->len++;
}

static void tree_free(Tree *t)
{
    for (size_t i = 0; i < t->len; i++)
        mpq_clear(t->nodes[i].q);
    FREE(t->nodes);
    t->len = t->cap = 0;
}

static void skip(Tree *t)
{
    Scan_blanks(&t->sc);
}

static int fail(Tree *t, size_t at, const char *what)
{
    Scan_fail(&t->sc, at, "%s", what);
    return -1;
}

static int parse_expr(Tree *t);

static int parse_number(Tree *t)
{
    const char *s = t->sc.s;
    size_t start = t->sc.at, i = start;
    while (isdigit((unsigned char)s[i]))
        i++;
    size_t int_end = i, frac = 0;
    if (s[i] == '.') {
        i++;
        while (isdigit((unsigned char)s[i + frac]))
            frac++;
        if (frac == 0 && int_end == start)
            return fail(t, i, "a digit");
    }
    if (i + frac - start > 100000)
        return fail(t, start, "a number of at most 100000 digits");
    char *digits = ALLOC(i + frac - start + 1);
    size_t k = 0;
    for (size_t j = start; j < i + frac; j++)
        if (s[j] != '.')
            digits[k++] = s[j];
    digits[k] = '\0';
    int id = node_new(t, N_NUM, -1, -1, start);
    mpz_set_str(mpq_numref(t->nodes[id].q), digits, 10);
    mpz_ui_pow_ui(mpq_denref(t->nodes[id].q), 10, frac);
    mpq_canonicalize(t->nodes[id].q);
    FREE(digits);
    t->sc.at = i + frac;
    return id;
}

static int parse_primary(Tree *t)
{
    skip(t);
    const char *s = t->sc.s + t->sc.at;
    size_t at = t->sc.at;
    if (isdigit((unsigned char)*s) || *s == '.')
        return parse_number(t);
    if (*s == '(' || strncmp(s, "sqrt", 4) == 0) {
        bool root = *s != '(';
        if (root) {
            t->sc.at += 4;
            skip(t);
            if (t->sc.s[t->sc.at] != '(')
                return fail(t, t->sc.at, "'(' after sqrt");
        }
        if (++t->depth > 1000)
            return fail(t, t->sc.at, "at most 1000 nested parentheses");
        t->sc.at++;
        int a = parse_expr(t);
        if (a < 0)
            return -1;
        skip(t);
        if (t->sc.s[t->sc.at] != ')')
            return fail(t, t->sc.at, "')'");
        t->sc.at++;
        t->depth--;
        return root ? node_new(t, N_SQRT, a, -1, at) : a;
    }
    if (strncmp(s, "pi", 2) == 0 && !isalnum((unsigned char)s[2])) {
        t->sc.at += 2;
        return node_new(t, N_PI, -1, -1, at);
    }
    if (s[0] == 'e' && !isalnum((unsigned char)s[1])) {
        t->sc.at += 1;
        return node_new(t, N_E, -1, -1, at);
    }
    return fail(t, at, "a number, '(', sqrt, pi or e");
}

static int parse_power(Tree *t)
{
    int a = parse_primary(t);
    if (a < 0)
        return -1;
    skip(t);
    if (t->sc.s[t->sc.at] != '^')
        return a;
    size_t at = t->sc.at++;
    skip(t);
    bool neg = t->sc.s[t->sc.at] == '-';
    if (neg || t->sc.s[t->sc.at] == '+')
        t->sc.at++;
    size_t start = t->sc.at;
    long n = 0;
    while (isdigit((unsigned char)t->sc.s[t->sc.at])) {
        n = n * 10 + (t->sc.s[t->sc.at++] - '0');
        if (n > REAL_MAX_POWER)
            return fail(t, start, "an exponent of at most 65536");
    }
    if (t->sc.at == start)
        return fail(t, start, "an integer exponent");
    int id = node_new(t, N_POW, a, -1, at);
    t->nodes[id].n = neg ? -n : n;
    return id;
}

static int parse_unary(Tree *t)
{
    skip(t);
    char c = t->sc.s[t->sc.at];
    if (c == '-' || c == '+') {
        size_t at = t->sc.at++;
        if (++t->depth > 1000)
            return fail(t, at, "at most 1000 nested signs");
        int a = parse_unary(t);
        t->depth--;
        return a < 0 || c == '+' ? a : node_new(t, N_NEG, a, -1, at);
    }
    return parse_power(t);
}

static int parse_term(Tree *t)
{
    int a = parse_unary(t);
    for (;;) {
        if (a < 0)
            return -1;
        skip(t);
        char c = t->sc.s[t->sc.at];
        if (c != '*' && c != '/')
            return a;
        size_t at = t->sc.at++;
        int b = parse_unary(t);
        if (b < 0)
            return -1;
        a = node_new(t, c == '*' ? N_MUL : N_DIV, a, b, at);
    }
}

static int parse_expr(Tree *t)
{
    int a = parse_term(t);
    for (;;) {
        if (a < 0)
            return -1;
        skip(t);
        char c = t->sc.s[t->sc.at];
        if (c != '+' && c != '-')
            return a;
        size_t at = t->sc.at++;
        int b = parse_term(t);
        if (b < 0)
            return -1;
        a = node_new(t, c == '+' ? N_ADD : N_SUB, a, b, at);
    }
}

/* Parse s into t; the root is the last node.  False with t->sc.err set on bad input. */
static bool parse(Tree *t, const char *s, Perr_T *err)
{
    *t = (Tree){ .sc = Scan_new(s, err) };
    int root = parse_expr(t);
    if (root < 0)
        return false;
    skip(t);
    if (t->sc.s[t->sc.at] != '\0') {
        fail(t, t->sc.at, "an operator, ')' or the end");
        return false;
    }
    if (t->len > REAL_MAX_NODES)
        return Perr_limit(err, t->nodes[REAL_MAX_NODES].col,
                          "an expression of at most %d numbers and operations",
                          REAL_MAX_NODES);
    return true;
}
#line 394 "noweb/numbers/real.nw"
static void val_init(Val *v, mpfr_prec_t q)
{
    v->exact = false;
    mpq_init(v->q);
    mpfr_init2(v->lo, q);
    mpfr_init2(v->hi, q);
}

static void val_clear(Val *v)
{
    mpq_clear(v->q);
    mpfr_clear(v->lo);
    mpfr_clear(v->hi);
}

static void widen(Val *v)
{
    if (v->exact) {
        mpfr_set_q(v->lo, v->q, MPFR_RNDD);
        mpfr_set_q(v->hi, v->q, MPFR_RNDU);
        v->exact = false;
    }
}
#line 427 "noweb/numbers/real.nw"
static void imul(Val *r, const Val *x, const Val *y)
{
    mpfr_prec_t q = mpfr_get_prec(r->lo);
    mpfr_t p[4];
    const mpfr_ptr xs[2] = { (mpfr_ptr)x->lo, (mpfr_ptr)x->hi };
    const mpfr_ptr ys[2] = { (mpfr_ptr)y->lo, (mpfr_ptr)y->hi };
    mpfr_t lo, hi;
    mpfr_inits2(q, lo, hi, NULL);
    for (int i = 0; i < 4; i++) {
        mpfr_init2(p[i], q);
        mpfr_mul(p[i], xs[i / 2], ys[i % 2], MPFR_RNDD);
        if (i == 0 || mpfr_less_p(p[i], lo))
            mpfr_set(lo, p[i], MPFR_RNDD);
        mpfr_mul(p[i], xs[i / 2], ys[i % 2], MPFR_RNDU);
        if (i == 0 || mpfr_greater_p(p[i], hi))
            mpfr_set(hi, p[i], MPFR_RNDU);
        mpfr_clear(p[i]);
    }
    mpfr_set(r->lo, lo, MPFR_RNDD);
    mpfr_set(r->hi, hi, MPFR_RNDU);
    mpfr_clears(lo, hi, NULL);
}

/* r = 1/x; false when x holds 0 */
static bool irecip(Val *r, const Val *x)
{
    if (mpfr_sgn(x->lo) <= 0 && mpfr_sgn(x->hi) >= 0)
        return false;
    mpfr_t lo;
    mpfr_init2(lo, mpfr_get_prec(r->lo));
    mpfr_ui_div(lo, 1, x->hi, MPFR_RNDD);
    mpfr_ui_div(r->hi, 1, x->lo, MPFR_RNDU);
    mpfr_set(r->lo, lo, MPFR_RNDD);
    mpfr_clear(lo);
    return true;
}
#line 473 "noweb/numbers/real.nw"
static int eval(const Tree *t, int i, mpfr_prec_t q, Val *r, Perr_T *err)
{
    const Node *n = &t->nodes[i];
    switch (n->op) {
    case N_NUM:
        r->exact = true;
        mpq_set(r->q, n->q);
        return EV_OK;
    case N_PI:
        r->exact = false;
        mpfr_const_pi(r->lo, MPFR_RNDD);
        mpfr_const_pi(r->hi, MPFR_RNDU);
        return EV_OK;
    case N_E:
        r->exact = false;
        mpfr_set_ui(r->lo, 1, MPFR_RNDN);
        mpfr_exp(r->lo, r->lo, MPFR_RNDD);
        mpfr_set_ui(r->hi, 1, MPFR_RNDN);
        mpfr_exp(r->hi, r->hi, MPFR_RNDU);
        return EV_OK;
    default:
        break;
    }
    Val x, y;
    val_init(&x, q);
    val_init(&y, q);
    int rc = eval(t, n->a, q, &x, err);
    if (rc == EV_OK && n->b >= 0)
        rc = eval(t, n->b, q, &y, err);
    if (rc == EV_OK)
        rc = apply(n, q, r, &x, &y, err);
    if (rc == EV_OK && !r->exact && !(mpfr_number_p(r->lo) && mpfr_number_p(r->hi))) {
        Perr_limit(err, n->col, "a value within MPFR's exponent range (2^%ld)",
                   (long)mpfr_get_emax());
        rc = EV_ERROR;
    }
    val_clear(&x);
    val_clear(&y);
    return rc;
}
#line 516 "noweb/numbers/real.nw"
static int apply(const Node *n, mpfr_prec_t q, Val *r, Val *x, Val *y, Perr_T *err)
{
    bool exact = x->exact && (n->b < 0 || y->exact);
    switch (n->op) {
    case N_NEG:
        
#line 548 "noweb/numbers/real.nw"
r->exact = x->exact;
if (exact)
    mpq_neg(r->q, x->q);
else {
    mpfr_neg(r->lo, x->hi, MPFR_RNDD);
    mpfr_neg(r->hi, x->lo, MPFR_RNDU);
}
return EV_OK;

#line 522 "noweb/numbers/real.nw"
    case N_ADD: case N_SUB:
        
#line 558 "noweb/numbers/real.nw"
r->exact = exact;
if (exact) {
    (n->op == N_ADD ? mpq_add : mpq_sub)(r->q, x->q, y->q);
    return EV_OK;
}
widen(x);
widen(y);
if (n->op == N_ADD) {
    mpfr_add(r->lo, x->lo, y->lo, MPFR_RNDD);
    mpfr_add(r->hi, x->hi, y->hi, MPFR_RNDU);
} else {
    mpfr_sub(r->lo, x->lo, y->hi, MPFR_RNDD);
    mpfr_sub(r->hi, x->hi, y->lo, MPFR_RNDU);
}
return EV_OK;

#line 524 "noweb/numbers/real.nw"
    case N_MUL:
        if (exact) {
            r->exact = true;
            mpq_mul(r->q, x->q, y->q);
        } else {
            widen(x);
            widen(y);
            r->exact = false;
            imul(r, x, y);
        }
        return EV_OK;
    case N_DIV:
        
#line 575 "noweb/numbers/real.nw"
if (y->exact && mpq_sgn(y->q) == 0)
    return Perr_set(err, n->col, "a divisor that is not 0"), EV_ERROR;
if (exact) {
    r->exact = true;
    mpq_div(r->q, x->q, y->q);
    return EV_OK;
}
widen(x);
widen(y);
{
    Val inv;
    val_init(&inv, q);
    bool ok = irecip(&inv, y);
    if (ok) {
        r->exact = false;
        imul(r, x, &inv);
    }
    val_clear(&inv);
    return ok ? EV_OK : EV_UNDECIDED;
}
#line 537 "noweb/numbers/real.nw"
    case N_SQRT:
        
#line 601 "noweb/numbers/real.nw"
if (x->exact) {
    if (mpq_sgn(x->q) < 0)
        return Perr_set(err, n->col, "a number that is not negative under sqrt"), EV_ERROR;
    if (mpz_perfect_square_p(mpq_numref(x->q)) && mpz_perfect_square_p(mpq_denref(x->q))) {
        r->exact = true;
        mpz_sqrt(mpq_numref(r->q), mpq_numref(x->q));
        mpz_sqrt(mpq_denref(r->q), mpq_denref(x->q));
        return EV_OK;
    }
    widen(x);
}
if (mpfr_sgn(x->hi) < 0)
    return Perr_set(err, n->col, "a number that is not negative under sqrt"), EV_ERROR;
if (mpfr_sgn(x->lo) < 0)
    return EV_UNDECIDED;
r->exact = false;
mpfr_sqrt(r->lo, x->lo, MPFR_RNDD);
mpfr_sqrt(r->hi, x->hi, MPFR_RNDU);
return EV_OK;
#line 539 "noweb/numbers/real.nw"
    case N_POW:
        
#line 623 "noweb/numbers/real.nw"
{
    unsigned long e = (unsigned long)(n->n < 0 ? -n->n : n->n);
    if (exact) {
        if (n->n < 0 && mpq_sgn(x->q) == 0)
            return Perr_set(err, n->col, "a negative power of a number that is not 0"),
                   EV_ERROR;
        size_t bits = mpz_sizeinbase(mpq_numref(x->q), 2)
                    + mpz_sizeinbase(mpq_denref(x->q), 2);
        if ((double)bits * (double)e > (double)(1L << 24))
            return Perr_limit(err, n->col, "a power of at most 2^24 bits"), EV_ERROR;
        r->exact = true;
        mpz_pow_ui(mpq_numref(r->q), mpq_numref(x->q), e);
        mpz_pow_ui(mpq_denref(r->q), mpq_denref(x->q), e);
        if (n->n < 0)
            mpq_inv(r->q, r->q);
        return EV_OK;
    }
    Val b, acc;
    val_init(&b, q);
    val_init(&acc, q);
    mpfr_set(b.lo, x->lo, MPFR_RNDD);
    mpfr_set(b.hi, x->hi, MPFR_RNDU);
    mpfr_set_ui(acc.lo, 1, MPFR_RNDN);
    mpfr_set_ui(acc.hi, 1, MPFR_RNDN);
    for (; e > 0; e >>= 1) {
        if (e & 1)
            imul(&acc, &acc, &b);
        if (e > 1)
            imul(&b, &b, &b);
    }
    bool ok = n->n >= 0 ? true : irecip(&acc, &acc);
    r->exact = false;
    mpfr_set(r->lo, acc.lo, MPFR_RNDD);
    mpfr_set(r->hi, acc.hi, MPFR_RNDU);
    val_clear(&b);
    val_clear(&acc);
    return ok ? EV_OK : EV_UNDECIDED;
}
#line 541 "noweb/numbers/real.nw"
    }
    assert(0);
    return EV_ERROR;
}
#line 698 "noweb/numbers/real.nw"
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
    Tree t;
    if (!parse(&t, expr, err)) {
        tree_free(&t);
        return false;
    }
    int root = (int)t.len - 1, rc = EV_UNDECIDED;
    mpfr_t lo, hi;
    mpfr_inits2(prec, lo, hi, NULL);
    mpfr_prec_t q = prec + 64, qmax = 8 * (mpfr_prec_t)prec + 65536;
    for (; rc == EV_UNDECIDED && q <= qmax; q *= 2) {
        Val x;
        val_init(&x, q);
        rc = eval(&t, root, q, &x, err);
        if (rc == EV_OK)
            rc = step(&x, q, prec, lo, hi, err);
        if (rc == EV_OK && !mpfr_equal_p(lo, hi))
            rc = EV_UNDECIDED;
        val_clear(&x);
    }
    if (rc == EV_UNDECIDED)
        Perr_limit(err, 0, "a value that %ld bits of working precision decide "
                   "(is it exactly a rational written with sqrt?)", (long)(q / 2));
    else if (rc == EV_OK) {
        mpfr_set_prec(out, prec);
        mpfr_set(out, lo, MPFR_RNDN);
    }
    mpfr_clears(lo, hi, NULL);
    tree_free(&t);
    return rc == EV_OK;
}
#line 753 "noweb/numbers/real.nw"
bool Real_enclose(const char *expr, long q, mpfr_t lo, mpfr_t hi, Perr_T *err)
{
    assert(expr && lo && hi && err);
    if (!prec_ok(q, err))
        return false;
    Tree t;
    bool ok = parse(&t, expr, err);
    if (ok) {
        Val x;
        val_init(&x, q);
        int rc = eval(&t, (int)t.len - 1, q, &x, err);
        if (rc == EV_UNDECIDED)
            Perr_limit(err, 0, "a value that %ld bits of working precision decide", q);
        if ((ok = rc == EV_OK)) {
            widen(&x);
            mpfr_set_prec(lo, q);
            mpfr_set_prec(hi, q);
            mpfr_set(lo, x.lo, MPFR_RNDD);
            mpfr_set(hi, x.hi, MPFR_RNDU);
        }
        val_clear(&x);
    }
    tree_free(&t);
    return ok;
}
#line 783 "noweb/numbers/real.nw"
static int step_value(const Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
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
    return EV_OK;
}

bool Real_eval(const char *expr, long prec, mpfr_t out, Perr_T *err)
{
    return refine(expr, prec, out, err, step_value);
}
#line 869 "noweb/numbers/real.nw"
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
        
#line 934 "noweb/numbers/real.nw"
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
#line 901 "noweb/numbers/real.nw"
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
#line 960 "noweb/numbers/real.nw"
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
        return EV_UNDECIDED;
    unsigned long A = pf->stop ? 0 : pf->A, k = pf->k;
    if (pf->S + A + 2 >= (unsigned long)-(mpfr_get_emin() + 2))
        return Perr_limit(err, 0, "a number whose box needs no binary place below 2^%ld",
                          (long)mpfr_get_emin()), EV_ERROR;
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
    
#line 1008 "noweb/numbers/real.nw"
if (k % 2 == 0) {
    if (A > 0)
        add_pow2(H, 1 - (long)S - (long)A, 1, MPFR_RNDU);
} else {
    add_pow2(L, 1 - (long)S, 1, MPFR_RNDD);
    add_pow2(H, 1 - (long)S, 1, MPFR_RNDU);
    if (A > 0)
        add_pow2(L, 1 - (long)S - (long)A, -1, MPFR_RNDD);
}
#line 994 "noweb/numbers/real.nw"
    mpfr_set(lo, L, MPFR_RNDN);
    mpfr_set(hi, H, MPFR_RNDN);
    (void)prec;
    mpfr_clears(L, H, NULL);
    return EV_OK;
}
#line 1027 "noweb/numbers/real.nw"
static int step_box(const Val *x, mpfr_prec_t q, long prec, mpfr_t lo, mpfr_t hi,
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
    if (rc == EV_UNDECIDED && !pf.have_a0) {
        
#line 1066 "noweb/numbers/real.nw"
mpfr_t t;
mpfr_init2(t, prec);
cf_prefix(&pf, l, l, (unsigned long)q + 8);
rc = box_bounds(&pf, q, prec, lo, t, err);
if (rc == EV_OK) {
    cf_prefix(&pf, h, h, (unsigned long)q + 8);
    rc = box_bounds(&pf, q, prec, t, hi, err);
}
mpfr_clear(t);
#line 1045 "noweb/numbers/real.nw"
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
#line 1105 "noweb/numbers/real.nw"
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
#line 1165 "noweb/numbers/real.nw"
bool Real_box_q(const mpq_t x, long prec, mpfr_t out, Perr_T *err)
{
    assert(x && out && err);
    if (!prec_ok(prec, err))
        return false;
    if (box_fast(x, prec, out))
        return true;
    mpfr_t lo, hi;
    mpfr_inits2(prec, lo, hi, NULL);
    int rc = EV_UNDECIDED;
    mpfr_prec_t q = prec + 64, qmax = 8 * (mpfr_prec_t)prec + 65536;
    for (; rc == EV_UNDECIDED && q <= qmax; q *= 2) {
        Val v;
        val_init(&v, 2);
        v.exact = true;
        mpq_set(v.q, x);
        rc = step_box(&v, q, prec, lo, hi, err);
        if (rc == EV_OK && !mpfr_equal_p(lo, hi))
            rc = EV_UNDECIDED;
        val_clear(&v);
    }
    if (rc == EV_UNDECIDED)
        Perr_limit(err, 0, "a box that %ld bits decide", (long)(q / 2));
    else if (rc == EV_OK) {
        mpfr_set_prec(out, prec);
        mpfr_set(out, lo, MPFR_RNDN);
    }
    mpfr_clears(lo, hi, NULL);
    return rc == EV_OK;
}
#line 1218 "noweb/numbers/real.nw"
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
#line 1248 "noweb/numbers/real.nw"
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
#line 1286 "noweb/numbers/real.nw"
static int step_inverse(const Val *y, mpfr_prec_t Q, long prec, mpfr_t lo, mpfr_t hi,
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
    return EV_OK;
}

bool Real_box_inverse(const char *expr, long prec, mpfr_t out, Perr_T *err)
{
    return refine(expr, prec, out, err, step_inverse);
}
#line 1323 "noweb/numbers/real.nw"
void Real_unbox_dyadic(mpq_t r, const mpq_t y)
{
    assert(r && y);
    assert(mpz_scan1(mpq_denref(y), 0) + 1 == mpz_sizeinbase(mpq_denref(y), 2));
    inverse_dyadic(r, y);
}
