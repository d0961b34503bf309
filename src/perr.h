/* Generated from noweb/base/perr.nw by notangle: edit the .nw, not this file. */
#ifndef PERR_INCLUDED
#define PERR_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Perr_T {
    size_t column;              /* 1-based, in characters; 0: not at one place */
    char expected[160];         /* what was expected there */
    bool limit;                 /* refused for its size, not its form */
} Perr_T;
/* false, with *e (NULL: none) set to column and the phrase of fmt (non-NULL) */
extern bool Perr_set(Perr_T *e, size_t column, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* as Perr_set, for an input refused for its size (e->limit set) */
extern bool Perr_limit(Perr_T *e, size_t column, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* writes e (non-NULL) as who's error on f, with input (NULL: none) and caret */
extern void Perr_print(FILE *f, const char *who, const char *input, const Perr_T *e);
/* the column, from 1, in characters, of byte offset at of s (non-NULL) */
extern size_t Perr_column(const char *s, size_t at);
/* the edit distance of a and b, swaps counting one; 99 past 32 characters */
extern size_t Perr_distance(const char *a, const char *b);
#endif
