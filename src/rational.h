/* Generated from noweb/numbers/rational.nw by notangle: edit the .nw, not this file. */
#ifndef RATIONAL_INCLUDED
#define RATIONAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <gmp.h>
#include "dyadic.h"
#include "perr.h"

#define RATIONAL_MAX_BITS (1L << 20)
typedef struct Rational_Box {
    int sign;           /* of x: -1, 0 or +1 */
    mpz_t whole;        /* floor(|x|) */
    mpz_t *q;           /* the partial quotients of |x| - whole, m of them, m even */
    size_t m;
} Rational_Box;
typedef struct Rational_Quadratic {
    mpz_t a, b, c, d;   /* (a + b sqrt d) / c */
    char *cf;           /* its continued fraction, the period in parentheses */
} Rational_Quadratic;
/* true, with x (initialised) set, when all of s (non-NULL) is a rational;
   false, with *err (NULL: none) set, when it is not */
extern bool Rational_parse(const char *s, mpq_t x, Perr_T *err);
/* reads a rational from s + *at (both non-NULL) into x, *at past it;
   false, with *err (NULL: none) set, when there is none */
extern bool Rational_scan(const char *s, size_t *at, mpq_t x, Perr_T *err);
/* a new array (Rational_cf_free it) of the partial quotients of x;
   *n (non-NULL) gets their count */
extern mpz_t *Rational_cf(const mpq_t x, size_t *n);
/* frees the n quotients of the array *a (a non-NULL) and sets *a to NULL */
extern void   Rational_cf_free(mpz_t **a, size_t n);
/* a new string: "[a0; a1, ...]" for x; with other, the expansion ending in 1 */
extern char  *Rational_cf_str(const mpq_t x, bool other);
/* fills *b (non-NULL) with the box of x; Rational_box_clear releases it */
extern void  Rational_box(const mpq_t x, Rational_Box *b);
/* releases what Rational_box put in *b (non-NULL) */
extern void  Rational_box_clear(Rational_Box *b);
/* e (initialised) = the binary places of the box *b (non-NULL) */
extern void  Rational_box_places(const Rational_Box *b, mpz_t e);
/* true, with *d (non-NULL) a new Dyadic_T, when the box *b (non-NULL)
   has at most RATIONAL_MAX_BITS places; false else */
extern bool  Rational_box_dyadic(const Rational_Box *b, Dyadic_T *d);
/* a new string: the box *b (non-NULL), in a compact sum when it is long */
extern char *Rational_box_str(const Rational_Box *b);
/* initialises *x (non-NULL); Rational_quadratic_clear releases it */
extern void  Rational_quadratic_init(Rational_Quadratic *x);
/* releases *x (non-NULL), initialised by Rational_quadratic_init */
extern void  Rational_quadratic_clear(Rational_Quadratic *x);
/* sets *x (non-NULL, initialised) to the x whose box is y; false, with
   *err (NULL: none) set, a limit, when y's expansion is too long */
extern bool  Rational_unbox(const mpq_t y, Rational_Quadratic *x, Perr_T *err);
/* a new string: *x (non-NULL) as 13/35 or (1 + sqrt 5)/2 */
extern char *Rational_quadratic_str(const Rational_Quadratic *x);
#endif
