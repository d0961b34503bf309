/* Generated from noweb/base/rng.nw by notangle: edit the .nw, not this file. */
#ifndef RNG_INCLUDED
#define RNG_INCLUDED
#include <stdint.h>

extern uint64_t Rng_next(uint64_t *state);
extern uint64_t Rng_below(uint64_t *state, uint64_t n);
#endif
