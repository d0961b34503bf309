/* Generated from noweb/cgtk.nw by notangle: edit the .nw, not this file. */
#ifndef CGTK_INCLUDED
#define CGTK_INCLUDED
#include <stddef.h>
#include "dyadic.h"

enum { CGTK_OK = 0, CGTK_LIMIT = 1, CGTK_USAGE = 2 };
typedef struct Cgtk_Number {
    Dyadic_T value;
    int day;              /* the day it is born */
    long left, right;     /* indexes of its canonical options, or -1 */
    long parent;          /* the option born the day before, or -1 for 0 */
} Cgtk_Number;
extern int Cgtk_main(int argc, char **argv);
#define CGTK_MAX_DAY 22
extern Cgtk_Number *Cgtk_numbers_born(int day, size_t *n);
extern void Cgtk_numbers_free(Cgtk_Number *a, size_t n);
#endif
