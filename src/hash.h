/* Generated from noweb/base/hash.nw by notangle: edit the .nw, not this file. */
#ifndef HASH_INCLUDED
#define HASH_INCLUDED
#include <stddef.h>
#include <stdint.h>

/* a bijective mix of the 64 bits of z (SplitMix64's finalizer) */
static inline uint64_t Hash_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* the hash of the n words at w (non-NULL when n > 0), length included */
static inline uint64_t Hash_words(const uint64_t *w, size_t n)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL * (n + 1);
    for (size_t i = 0; i < n; i++) {
        h ^= w[i];
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
    }
    return Hash_mix(h);
}
#define HASH_FNV_BASIS 0xcbf29ce484222325ULL
/* The FNV-1a hash h continued over the n bytes at p. */
extern uint64_t Hash_fnv(uint64_t h, const void *p, size_t n);
#endif
