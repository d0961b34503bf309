/* Generated from noweb/rulesets/threaded.nw by notangle: edit the .nw, not this file. */
#ifndef THREADED_INCLUDED
#define THREADED_INCLUDED
#include "position.h"

/* Sets the threads of e's searches (1 to 64) and returns the number set. */
extern int Position_eval_set_threads(Position_Eval *e, int n);
#endif
