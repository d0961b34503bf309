/* Generated from noweb/base/hash.nw by notangle: edit the .nw, not this file. */
#line 91 "noweb/base/hash.nw"
#include <assert.h>
#include "hash.h"

uint64_t Hash_fnv(uint64_t h, const void *p, size_t n)
{
    assert(p || n == 0);
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}
