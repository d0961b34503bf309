/* Generated from noweb/numbers/simplest.nw by notangle: edit the .nw, not this file. */
#ifndef SIMPLEST_INCLUDED
#define SIMPLEST_INCLUDED
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"

typedef struct Dyadic_Born {
    Dyadic_T value;
    int day;              /* the day it is born */
    long left, right;     /* indexes of its canonical options, or -1 */
    long parent;          /* the option born the day before, or -1 for 0 */
} Dyadic_Born;
/* The simplicity rule (ONAG ch. 2 thm 11, and ch. 8): the simplest number x with
   lo < x < hi. lo or hi may be NULL for "absent" (-inf / +inf). It is a checked
   runtime error for both to be present with *lo >= *hi.
   Simplest: if some integer lies strictly between, the one of least absolute value;
   otherwise the unique dyadic in the interval with the least denominator. */
extern Dyadic_T Dyadic_simplest(const Dyadic_T *lo, const Dyadic_T *hi);
/* Birthday (day on which the number is born, ONAG ch.0): integer n has |n|,
   a non-integer m/2^k (k>=1) has floor(|x|)+1+k ... i.e. the length of its sign
   expansion. Returns -1 when it does not fit in int64. */
extern int64_t  Dyadic_birthday(Dyadic_T a);
#define DYADIC_MAX_DAY 22
/* a new array of the numbers born by day (0..DYADIC_MAX_DAY), in order of
   birth; *n (non-NULL) gets their count */
extern Dyadic_Born *Dyadic_born(int day, size_t *n);
/* frees the n numbers of the array *a (a non-NULL; *a NULL: none), *a = NULL */
extern void Dyadic_born_free(Dyadic_Born **a, size_t n);
#endif
