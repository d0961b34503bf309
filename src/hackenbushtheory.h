/* Generated from noweb/rulesets/hackenbushtheory.nw by notangle: edit the .nw, not this file. */
#ifndef HACKENBUSHTHEORY_INCLUDED
#define HACKENBUSHTHEORY_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"

/* a circuit's value, edges c[0..n) 'l' or 'r', n >= 1; new, the caller's */
extern Dyadic_T Hackenbush_circuit_value(const char *c, size_t n);
/* *x: the value of picture p, a blue-red tree; false, *x untouched, if not */
extern bool Hackenbush_tree_number(const uint64_t *p, size_t len, Dyadic_T *x);
#endif
