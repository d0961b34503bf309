/* Generated from noweb/numbers/real.nw by notangle: edit the .nw, not this file. */
#ifndef REAL_INCLUDED
#define REAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <gmp.h>
#include <mpfr.h>
#include "perr.h"
#include "realexpr.h"

#define REAL_MAX_PREC 10000000L     /* the largest precision, in bits */
/* expr: integers, decimals, + - * / ^n (|n| <= 65536), sqrt(...), pi, e, parentheses.
   out: initialised by the caller; on success it gets precision prec (1..REAL_MAX_PREC)
   and the result rounded to nearest.  False on bad input, with *err filled (column,
   expected; err->limit when refused for size, range or an undecidable value). */
/* The value of the expression, correctly rounded to prec bits (nearest). */
extern bool Real_eval(const char *expr, long prec, mpfr_t out, Perr_T *err);
/* [x] (ONAG ch. 8): x on the integers, ?(x) on [0,1]; correctly rounded. */
extern bool Real_box(const char *expr, long prec, mpfr_t out, Perr_T *err);
/* The x with [x] = y, y the value of the expression, correctly rounded. */
extern bool Real_box_inverse(const char *expr, long prec, mpfr_t out, Perr_T *err);
/* [x] of an exact rational x, correctly rounded. */
extern bool Real_box_q(const mpq_t x, long prec, mpfr_t out, Perr_T *err);
/* lo <= the value <= hi, both of precision q; false when q bits do not decide it. */
extern bool Real_enclose(const char *expr, long q, mpfr_t lo, mpfr_t hi, Perr_T *err);
/* r = the rational x with [x] = y, exactly; y dyadic. */
extern void Real_unbox_dyadic(mpq_t r, const mpq_t y);
#endif
