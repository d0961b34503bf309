/* Generated from noweb/rulesets/contorted.nw by notangle: edit the .nw, not this file. */
#line 207 "noweb/rulesets/contorted.nw"
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "contorted.h"
#include "mem.h"
#include "rational.h"
#include "scan.h"

#define NUM(w) ((int64_t)(int32_t)(uint32_t)((w) >> 32))
#define DEN(w) ((int64_t)((w) & 0xffffffffu))
#define BOX(n, d) ((uint64_t)(uint32_t)(int32_t)(n) << 32 | (uint64_t)(d))

#line 229 "noweb/rulesets/contorted.nw"
void Contorted_parents(int64_t p, int64_t q, int64_t l[2], int64_t r[2])
{
    assert(q >= 2 && q <= ((int64_t)1 << 31) && p > -((int64_t)1 << 31)
           && p < ((int64_t)1 << 31));
    int64_t n = p >= 0 ? p / q : -((-p + q - 1) / q);      /* floor(p / q) */
    int64_t f = p - n * q;
    int64_t r0 = q, r1 = f, t0 = 0, t1 = 1;
    while (r1 != 0) {
        int64_t k = r0 / r1, t = r0 - k * r1;
        r0 = r1;
        r1 = t;
        t = t0 - k * t1;
        t0 = t1;
        t1 = t;
    }
    assert(r0 == 1);                    /* p/q in lowest terms */
    int64_t b = t0 < 0 ? t0 + q : t0, a = (f * b - 1) / q;
    l[0] = n * b + a;
    l[1] = b;
    r[0] = n * (q - b) + f - a;
    r[1] = q - b;
}
#line 275 "noweb/rulesets/contorted.nw"
static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    Game_stack_check();
    if (len == 0)
        return;
    uint64_t *q = ALLOC_ARRAY(len, sizeof *q);
    memcpy(q, p, len * sizeof *q);
    for (size_t i = 0; i < len; i++) {
        int64_t n = NUM(p[i]), d = DEN(p[i]), l[2], r[2];
        if (d == 1) {
            if (side == 'L' ? n <= 0 : n >= 0)
                continue;
            q[i] = BOX(side == 'L' ? n - 1 : n + 1, 1);
        } else {
            Contorted_parents(n, d, l, r);
            q[i] = side == 'L' ? BOX(l[0], l[1]) : BOX(r[0], r[1]);
        }
        Position_list_push(out, q, len, 0);
        q[i] = p[i];
    }
    FREE(q);
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++)
        if (NUM(p[i]) != 0)
            Position_list_push(out, p + i, 1, 0);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    int64_t n = NUM(c[0]);
    *key = n < 0 ? BOX(-n, DEN(c[0])) : c[0];
    *klen = 1;
    return n < 0;
}

static bool fast_integer(const void *param, const uint64_t *key, size_t klen,
                         Game_T *v)
{
    (void)param;
    if (klen != 1 || DEN(key[0]) != 1)
        return false;
    *v = Game_integer(NUM(key[0]));
    return true;
}

static bool fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    if (klen != 1)
        return false;
    if (fast_integer(param, key, klen, v))
        return true;
    mpq_t x;
    mpq_init(x);
    mpq_set_si(x, (long)NUM(key[0]), (unsigned long)DEN(key[0]));
    Rational_Box b;
    Rational_box(x, &b);
    Dyadic_T d;
    bool fits = Rational_box_dyadic(&b, &d);
    Rational_box_clear(&b);     /* before Game_number: a limit may jump */
    mpq_clear(x);
    if (fits) {
        *v = Game_number(d);
        Dyadic_clear(&d);
    }
    return fits;
}
#line 362 "noweb/rulesets/contorted.nw"
static bool too_big(Scan *r, size_t at)
{
    return Scan_fail(r, at, "a numerator and a denominator of at most %d (2^30 - 1)",
                     CONTORTED_MAX);
}

/* The binary places of the box of |n|/d, d >= 1 (0 for an integer): the sum of
   the partial quotients after a_0, less one. */
static int64_t places(int64_t n, int64_t d)
{
    int64_t a = n < 0 ? -n : n, b = d, sum = -1;
    a %= b;
    if (a == 0)
        return 0;
    while (a != 0) {
        int64_t t = b % a;
        sum += b / a;
        b = a;
        a = t;
    }
    return sum;
}

static int64_t gcd(int64_t a, int64_t b)
{
    while (b != 0) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}
#line 404 "noweb/rulesets/contorted.nw"
static bool number(Scan *r, int64_t *num, int64_t *den)
{
    size_t start = r->at, sign = Scan_peek(r) == '-';
    if (!isdigit((unsigned char)Scan_peek_at(r, sign)))
        return Scan_fail(r, start + sign, "a number, as in 2/5, -1 1/2 or [3/7]");
    size_t at = r->at;
    mpq_t x;
    mpq_init(x);
    bool ok = Rational_scan(r->s, &at, x, r->err);
    if (ok && (mpz_cmpabs_ui(mpq_numref(x), CONTORTED_MAX) > 0
               || mpz_cmp_ui(mpq_denref(x), CONTORTED_MAX) > 0))
        ok = too_big(r, start);
    if (ok) {
        *num = mpz_get_si(mpq_numref(x));
        *den = (int64_t)mpz_get_ui(mpq_denref(x));
        r->at = at;
        if (places(*num, *den) > RATIONAL_MAX_BITS)
            ok = Scan_limit(r, start, "a box whose value has at most 2^20 binary "
                            "places (this one has %lld)", (long long)places(*num, *den));
    }
    mpq_clear(x);
    return ok;
}
#line 430 "noweb/rulesets/contorted.nw"
static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    Scan r = Scan_new(s, err);
    uint64_t *w = NULL;
    size_t n = 0, cap = 0;
    bool neg = false;
    for (;;) {
        Scan_blanks(&r);
        bool boxed = Scan_skip(&r, '[');
        Scan_blanks(&r);
        int64_t num = 0, den = 1;
        if (!number(&r, &num, &den))
            goto fail;
        Scan_blanks(&r);
        if (boxed && !Scan_skip(&r, ']')) {
            Scan_fail(&r, r.at, "']'");
            goto fail;
        }
        GROW(w, cap, n + 1);
        w[n++] = BOX(neg ? -num : num, den);
        Scan_blanks(&r);
        if (Scan_peek(&r) == '\0')
            break;
        if (Scan_peek(&r) != '+' && Scan_peek(&r) != '-') {
            Scan_fail(&r, r.at, "'+', '-' or the end");
            goto fail;
        }
        neg = Scan_peek(&r) == '-';
        r.at++;
    }
    Position_list_push(out, w, n, 0);
    FREE(w);
    return true;
fail:
    FREE(w);
    return false;
}
#line 476 "noweb/rulesets/contorted.nw"
static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(28 * len + 4);
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        long long n = NUM(p[i]), d = DEN(p[i]);
        k += (size_t)(d == 1 ? sprintf(s + k, "%s[%lld]", i ? " + " : "", n)
                             : sprintf(s + k, "%s[%lld/%lld]", i ? " + " : "", n, d));
    }
    if (len == 0)
        strcpy(s, "[0]");
    return s;
}
#line 498 "noweb/rulesets/contorted.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (int64_t q = 1; q <= size; q++)
        for (int64_t p = 0; p <= q; p++)
            if (gcd(p, q) == 1) {
                uint64_t w = BOX(p, q);
                Position_list_push(out, &w, 1, (unsigned)q);
            }
}

static void conjugate(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);     /* a copy of p, */
    uint64_t *q = out->w + out->n - len;    /* conjugated in place */
    for (size_t i = 0; i < len; i++)
        q[i] = BOX(-NUM(p[i]), DEN(p[i]));
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "denominator", .max_size = 64
};
static const Position_Theory theory = { .conjugate = conjugate };

#define CONTORTED_FIELDS \
    .name = "contorted", .summary = "ONAG's contorted fractions (boxed rationals)", \
    .syntax = "A POSITION is a sum of boxed rationals, as in '2/5 + [3/7] - [1 1/2]':\n" \
              "integers, fractions P/Q, mixed numbers such as '-1 1/2' and decimals\n" \
              "(0.4 is 2/5), with or without brackets; a term after '-' is negated.\n" \
              "Left replaces a number by a smaller one, Right by a larger one, of\n" \
              "smaller denominator (an integer by an integer of smaller absolute\n" \
              "value).  Numerators and denominators are at most 2^30 - 1.", \
    .source = "ONAG ch. 8 (contorted fractions)", .flags = POSITION_NO_TWIN, \
    .options = options, .split = split, .normalise = normalise, \
    .parse = parse, .print = print, .census = &census, .theory = &theory

const Position_Ruleset Contorted_ruleset = { CONTORTED_FIELDS, .fast = fast };
/* The same game with the closed form left out: every box is found by its moves. */
const Position_Ruleset Contorted_moves_ruleset = { CONTORTED_FIELDS, .fast = fast_integer };
