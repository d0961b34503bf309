/* Generated from noweb/numbers/dyadictext.nw by notangle: edit the .nw, not this file. */
#ifndef DYADICTEXT_INCLUDED
#define DYADICTEXT_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "dyadic.h"
#include "perr.h"

/* Parsing. Accepts an optional '-', then digits, then optionally '/' and digits
   whose value is a power of two (2/4 is accepted and reduced; 1/3 is an error);
   any number of digits (GMP beyond 64 bits). Dyadic_scan reads the longest prefix
   of s that is a number: returns the number of characters consumed (0 on error,
   filling *err, which may be NULL). */
extern size_t   Dyadic_scan(const char *s, Dyadic_T *out, Perr_T *err);
/* Whole string must be a number; returns false on error, filling *err. */
extern bool     Dyadic_parse(const char *s, Dyadic_T *out, Perr_T *err);
/* Printing, malloc'ed strings the caller frees. Plain: "3", "-7/8", "11/4"
   (CGSuite's improper fractions). LaTeX: ONAG's mixed fractions: "3",
   "-\\frac{7}{8}", "2\\frac{3}{4}", "-2\\frac{3}{4}". */
extern char    *Dyadic_str(Dyadic_T a);
extern char    *Dyadic_latex(Dyadic_T a);              /* new: a in LaTeX */
/* Append to a caller buffer; returns chars that would be written (snprintf style). */
extern size_t   Dyadic_format(Dyadic_T a, char *buf, size_t size);
#endif
