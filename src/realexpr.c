/* Generated from noweb/numbers/realexpr.nw by notangle: edit the .nw, not this file. */
#line 94 "noweb/numbers/realexpr.nw"
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "realexpr.h"
#include "mem.h"
#include "scan.h"

#line 131 "noweb/numbers/realexpr.nw"
enum { N_NUM, N_PI, N_E, N_NEG, N_ADD, N_SUB, N_MUL, N_DIV, N_SQRT, N_POW };
typedef struct Node {
    int op;
    int a, b;           /* operands (indices of nodes), -1 when none */
    long n;             /* the exponent of N_POW */
    size_t col;         /* column of the operator, for errors */
    mpq_t q;            /* the value of N_NUM */
} Node;

struct Realexpr {
    Node *nodes;
    size_t len, cap;
    Scan sc;            /* the parser's text, position and error */
    int depth;
};
typedef struct Realexpr Tree;
#line 106 "noweb/numbers/realexpr.nw"
static int apply(const Node *n, mpfr_prec_t q, Realexpr_Val *r, Realexpr_Val *x,
                 Realexpr_Val *y, Perr_T *err);
#line 168 "noweb/numbers/realexpr.nw"
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
#line 375 "noweb/numbers/realexpr.nw"
void Realexpr_val_init(Realexpr_Val *v, mpfr_prec_t q)
{
    v->exact = false;
    mpq_init(v->q);
    mpfr_init2(v->lo, q);
    mpfr_init2(v->hi, q);
}

void Realexpr_val_clear(Realexpr_Val *v)
{
    mpq_clear(v->q);
    mpfr_clear(v->lo);
    mpfr_clear(v->hi);
}

void Realexpr_widen(Realexpr_Val *v)
{
    if (v->exact) {
        mpfr_set_q(v->lo, v->q, MPFR_RNDD);
        mpfr_set_q(v->hi, v->q, MPFR_RNDU);
        v->exact = false;
    }
}
#line 408 "noweb/numbers/realexpr.nw"
static void imul(Realexpr_Val *r, const Realexpr_Val *x, const Realexpr_Val *y)
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
static bool irecip(Realexpr_Val *r, const Realexpr_Val *x)
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
#line 454 "noweb/numbers/realexpr.nw"
static int eval(const Tree *t, int i, mpfr_prec_t q, Realexpr_Val *r, Perr_T *err)
{
    const Node *n = &t->nodes[i];
    switch (n->op) {
    case N_NUM:
        r->exact = true;
        mpq_set(r->q, n->q);
        return REALEXPR_OK;
    case N_PI:
        r->exact = false;
        mpfr_const_pi(r->lo, MPFR_RNDD);
        mpfr_const_pi(r->hi, MPFR_RNDU);
        return REALEXPR_OK;
    case N_E:
        r->exact = false;
        mpfr_set_ui(r->lo, 1, MPFR_RNDN);
        mpfr_exp(r->lo, r->lo, MPFR_RNDD);
        mpfr_set_ui(r->hi, 1, MPFR_RNDN);
        mpfr_exp(r->hi, r->hi, MPFR_RNDU);
        return REALEXPR_OK;
    default:
        break;
    }
    Realexpr_Val x, y;
    Realexpr_val_init(&x, q);
    Realexpr_val_init(&y, q);
    int rc = eval(t, n->a, q, &x, err);
    if (rc == REALEXPR_OK && n->b >= 0)
        rc = eval(t, n->b, q, &y, err);
    if (rc == REALEXPR_OK)
        rc = apply(n, q, r, &x, &y, err);
    if (rc == REALEXPR_OK && !r->exact && !(mpfr_number_p(r->lo) && mpfr_number_p(r->hi))) {
        Perr_limit(err, n->col, "a value within MPFR's exponent range (2^%ld)",
                   (long)mpfr_get_emax());
        rc = REALEXPR_ERROR;
    }
    Realexpr_val_clear(&x);
    Realexpr_val_clear(&y);
    return rc;
}
#line 497 "noweb/numbers/realexpr.nw"
static int apply(const Node *n, mpfr_prec_t q, Realexpr_Val *r, Realexpr_Val *x,
                 Realexpr_Val *y, Perr_T *err)
{
    bool exact = x->exact && (n->b < 0 || y->exact);
    switch (n->op) {
    case N_NEG:
        
#line 530 "noweb/numbers/realexpr.nw"
r->exact = x->exact;
if (exact)
    mpq_neg(r->q, x->q);
else {
    mpfr_neg(r->lo, x->hi, MPFR_RNDD);
    mpfr_neg(r->hi, x->lo, MPFR_RNDU);
}
return REALEXPR_OK;

#line 504 "noweb/numbers/realexpr.nw"
    case N_ADD: case N_SUB:
        
#line 540 "noweb/numbers/realexpr.nw"
r->exact = exact;
if (exact) {
    (n->op == N_ADD ? mpq_add : mpq_sub)(r->q, x->q, y->q);
    return REALEXPR_OK;
}
Realexpr_widen(x);
Realexpr_widen(y);
if (n->op == N_ADD) {
    mpfr_add(r->lo, x->lo, y->lo, MPFR_RNDD);
    mpfr_add(r->hi, x->hi, y->hi, MPFR_RNDU);
} else {
    mpfr_sub(r->lo, x->lo, y->hi, MPFR_RNDD);
    mpfr_sub(r->hi, x->hi, y->lo, MPFR_RNDU);
}
return REALEXPR_OK;

#line 506 "noweb/numbers/realexpr.nw"
    case N_MUL:
        if (exact) {
            r->exact = true;
            mpq_mul(r->q, x->q, y->q);
        } else {
            Realexpr_widen(x);
            Realexpr_widen(y);
            r->exact = false;
            imul(r, x, y);
        }
        return REALEXPR_OK;
    case N_DIV:
        
#line 557 "noweb/numbers/realexpr.nw"
if (y->exact && mpq_sgn(y->q) == 0)
    return Perr_set(err, n->col, "a divisor that is not 0"), REALEXPR_ERROR;
if (exact) {
    r->exact = true;
    mpq_div(r->q, x->q, y->q);
    return REALEXPR_OK;
}
Realexpr_widen(x);
Realexpr_widen(y);
{
    Realexpr_Val inv;
    Realexpr_val_init(&inv, q);
    bool ok = irecip(&inv, y);
    if (ok) {
        r->exact = false;
        imul(r, x, &inv);
    }
    Realexpr_val_clear(&inv);
    return ok ? REALEXPR_OK : REALEXPR_UNDECIDED;
}
#line 519 "noweb/numbers/realexpr.nw"
    case N_SQRT:
        
#line 583 "noweb/numbers/realexpr.nw"
if (x->exact) {
    if (mpq_sgn(x->q) < 0)
        return Perr_set(err, n->col, "a number that is not negative under sqrt"),
               REALEXPR_ERROR;
    if (mpz_perfect_square_p(mpq_numref(x->q)) && mpz_perfect_square_p(mpq_denref(x->q))) {
        r->exact = true;
        mpz_sqrt(mpq_numref(r->q), mpq_numref(x->q));
        mpz_sqrt(mpq_denref(r->q), mpq_denref(x->q));
        return REALEXPR_OK;
    }
    Realexpr_widen(x);
}
if (mpfr_sgn(x->hi) < 0)
    return Perr_set(err, n->col, "a number that is not negative under sqrt"), REALEXPR_ERROR;
if (mpfr_sgn(x->lo) < 0)
    return REALEXPR_UNDECIDED;
r->exact = false;
mpfr_sqrt(r->lo, x->lo, MPFR_RNDD);
mpfr_sqrt(r->hi, x->hi, MPFR_RNDU);
return REALEXPR_OK;
#line 521 "noweb/numbers/realexpr.nw"
    case N_POW:
        
#line 606 "noweb/numbers/realexpr.nw"
{
    unsigned long e = (unsigned long)(n->n < 0 ? -n->n : n->n);
    if (exact) {
        if (n->n < 0 && mpq_sgn(x->q) == 0)
            return Perr_set(err, n->col, "a negative power of a number that is not 0"),
                   REALEXPR_ERROR;
        size_t bits = mpz_sizeinbase(mpq_numref(x->q), 2)
                    + mpz_sizeinbase(mpq_denref(x->q), 2);
        if ((double)bits * (double)e > (double)(1L << 24))
            return Perr_limit(err, n->col, "a power of at most 2^24 bits"), REALEXPR_ERROR;
        r->exact = true;
        mpz_pow_ui(mpq_numref(r->q), mpq_numref(x->q), e);
        mpz_pow_ui(mpq_denref(r->q), mpq_denref(x->q), e);
        if (n->n < 0)
            mpq_inv(r->q, r->q);
        return REALEXPR_OK;
    }
    Realexpr_Val b, acc;
    Realexpr_val_init(&b, q);
    Realexpr_val_init(&acc, q);
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
    Realexpr_val_clear(&b);
    Realexpr_val_clear(&acc);
    return ok ? REALEXPR_OK : REALEXPR_UNDECIDED;
}
#line 523 "noweb/numbers/realexpr.nw"
    }
    assert(0);
    return REALEXPR_ERROR;
}
#line 655 "noweb/numbers/realexpr.nw"
bool Realexpr_parse(const char *text, Realexpr **out, Perr_T *err)
{
    assert(text && out && err);
    Tree *t = ALLOC(sizeof *t);
    if (!parse(t, text, err)) {
        tree_free(t);
        FREE(t);
        *out = NULL;
        return false;
    }
    *out = t;
    return true;
}

void Realexpr_free(Realexpr **e)
{
    assert(e);
    if (*e != NULL) {
        tree_free(*e);
        FREE(*e);
    }
}

int Realexpr_eval(const Realexpr *e, mpfr_prec_t q, Realexpr_Val *v, Perr_T *err)
{
    assert(e && e->len > 0 && v && err);
    return eval(e, (int)e->len - 1, q, v, err);
}
