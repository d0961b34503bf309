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
extern bool Rational_parse(const char *s, mpq_t x, Perr_T *err);
extern bool Rational_scan(const char *s, size_t *at, mpq_t x, Perr_T *err);
extern mpz_t *Rational_cf(const mpq_t x, size_t *n);
extern void   Rational_cf_free(mpz_t **a, size_t n);
extern char  *Rational_cf_str(const mpq_t x, bool other);
extern void  Rational_box(const mpq_t x, Rational_Box *b);
extern void  Rational_box_clear(Rational_Box *b);
extern void  Rational_box_places(const Rational_Box *b, mpz_t e);
extern bool  Rational_box_dyadic(const Rational_Box *b, Dyadic_T *d);
extern char *Rational_box_str(const Rational_Box *b);
extern void  Rational_quadratic_init(Rational_Quadratic *x);
extern void  Rational_quadratic_clear(Rational_Quadratic *x);
extern bool  Rational_unbox(const mpq_t y, Rational_Quadratic *x, Perr_T *err);
extern char *Rational_quadratic_str(const Rational_Quadratic *x);
#endif
