/* Generated from noweb/numbers/realexpr.nw by notangle: edit the .nw, not this file. */
#ifndef REALEXPR_INCLUDED
#define REALEXPR_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <gmp.h>
#include <mpfr.h>
#include "perr.h"

#define REAL_MAX_POWER 65536L       /* the largest |n| in x^n */
#define REAL_MAX_NODES 4096         /* the most numbers and operations */
typedef struct Realexpr Realexpr;   /* a parsed expression */
typedef struct Realexpr_Val {
    bool exact;
    mpq_t q;            /* the value, when exact */
    mpfr_t lo, hi;      /* an interval holding the value, when not */
} Realexpr_Val;
enum { REALEXPR_OK, REALEXPR_UNDECIDED, REALEXPR_ERROR };
/* *out = the tree of text; false (and *out NULL) with *err filled on bad input */
extern bool Realexpr_parse(const char *text, Realexpr **out, Perr_T *err);
/* frees the tree *e (e non-NULL; *e NULL: none) */
extern void Realexpr_free(Realexpr **e);
/* v (initialised) = the value of e at q bits; REALEXPR_OK, _UNDECIDED or _ERROR */
extern int  Realexpr_eval(const Realexpr *e, mpfr_prec_t q, Realexpr_Val *v, Perr_T *err);
/* v, an interval of two numbers of precision q, for Realexpr_eval */
extern void Realexpr_val_init(Realexpr_Val *v, mpfr_prec_t q);
extern void Realexpr_val_clear(Realexpr_Val *v);   /* clears v */
extern void Realexpr_widen(Realexpr_Val *v);       /* exact v: its two roundings */
#endif
