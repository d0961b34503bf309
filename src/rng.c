/* Generated from noweb/base/rng.nw by notangle: edit the .nw, not this file. */
#line 43 "noweb/base/rng.nw"
#include <assert.h>
#include "rng.h"

uint64_t Rng_next(uint64_t *state)
{
    assert(state);
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t Rng_below(uint64_t *state, uint64_t n)
{
    assert(state && n > 0);
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;   /* a multiple of n */
    uint64_t r;
    do
        r = Rng_next(state);
    while (r >= limit);
    return r % n;
}
