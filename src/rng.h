/* Generated from noweb/base/rng.nw by notangle: edit the .nw, not this file. */
#ifndef RNG_INCLUDED
#define RNG_INCLUDED
#include <stdint.h>

/* the next 64 random bits of the stream *state (non-NULL), advanced */
extern uint64_t Rng_next(uint64_t *state);
/* a number uniform in 0..n-1 (n >= 1) from the stream *state (non-NULL) */
extern uint64_t Rng_below(uint64_t *state, uint64_t n);
#endif
