/* Generated from noweb/numbers/dyadic.nw by notangle: edit the .nw, not this file. */
#ifndef DYADIC_INCLUDED
#define DYADIC_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <gmp.h>
#include "perr.h"

/* A dyadic rational num / 2^exp, held in lowest terms (num odd, or exp == 0).
   Fast path: big == NULL and the value is num / 2^exp with num an int64_t.
   Slow path: big != NULL points to an mpz_t holding the numerator (num unused, 0).
   The representation is canonical: a value is on the fast path exactly when its
   numerator fits in int64_t, so two values are equal iff exp are equal and
   (both fast and num equal) or (both big and mpz_cmp == 0).
   exp is >= 0; an operation whose result would need exp > DYADIC_MAX_EXP is a
   checked runtime error (assert) - callers stop far earlier.
   Ownership: every function returning a Dyadic_T returns a NEW value that the caller
   owns and must release with Dyadic_clear (a no-op on the fast path). Arguments are
   borrowed, never consumed. Dyadic_copy duplicates. */
typedef struct Dyadic_T {
    int64_t num;
    int32_t exp;
    mpz_ptr big;
} Dyadic_T;

#define DYADIC_MAX_EXP (1 << 24)
extern Dyadic_T Dyadic_int(int64_t n);                 /* n */
extern Dyadic_T Dyadic_make(int64_t num, int32_t exp); /* num / 2^exp, reduced */
extern Dyadic_T Dyadic_from_mpz(const mpz_t num, int32_t exp); /* num/2^exp reduced */
extern Dyadic_T Dyadic_copy(Dyadic_T x);               /* a new copy of x */
extern void     Dyadic_clear(Dyadic_T *x);             /* sets *x to 0 */
extern bool     Dyadic_is_fast(Dyadic_T x);            /* big == NULL */
extern Dyadic_T Dyadic_add(Dyadic_T a, Dyadic_T b);    /* a + b */
extern Dyadic_T Dyadic_sub(Dyadic_T a, Dyadic_T b);    /* a - b */
extern Dyadic_T Dyadic_neg(Dyadic_T a);                /* -a */
extern Dyadic_T Dyadic_half(Dyadic_T a);               /* a / 2 */
extern Dyadic_T Dyadic_double(Dyadic_T a);             /* 2a */
extern Dyadic_T Dyadic_shift(Dyadic_T a, int32_t k);   /* a * 2^k, k may be negative */
extern Dyadic_T Dyadic_mul_int(Dyadic_T a, int64_t k); /* a * k */
extern Dyadic_T Dyadic_mul(Dyadic_T a, Dyadic_T b);    /* a * b */
/* true, with *q (non-NULL) a new a / b, when b != 0 and a / b is dyadic */
extern bool     Dyadic_div(Dyadic_T a, Dyadic_T b, Dyadic_T *q);
extern int      Dyadic_cmp(Dyadic_T a, Dyadic_T b);    /* -1, 0, +1 */
extern bool     Dyadic_eq(Dyadic_T a, Dyadic_T b);     /* a == b */
extern int      Dyadic_sign(Dyadic_T a);               /* -1, 0, +1 */
extern bool     Dyadic_is_zero(Dyadic_T a);            /* a == 0 */
extern bool     Dyadic_is_integer(Dyadic_T a);         /* exp == 0 */
extern int32_t  Dyadic_exp(Dyadic_T a);                /* denominator is 2^exp */
extern Dyadic_T Dyadic_floor(Dyadic_T a);              /* the floor of a */
extern Dyadic_T Dyadic_ceil(Dyadic_T a);               /* the ceiling of a */
extern Dyadic_T Dyadic_trunc(Dyadic_T a);              /* integer part, toward zero */
extern bool     Dyadic_to_int64(Dyadic_T a, int64_t *out); /* true iff integer in range */
extern uint64_t Dyadic_hash(Dyadic_T a);               /* equal values hash equal */
#endif
