/* Generated from noweb/rulesets/mixed.nw by notangle: edit the .nw, not this file. */
#ifndef MIXED_INCLUDED
#define MIXED_INCLUDED
#include "position.h"

typedef struct Mixed Mixed;
#define MIXED_CHUNK(base, len) ((uint64_t)(base) << 32 | (uint64_t)(len))
#define MIXED_MAX_BASES 16

/* a mixed ruleset of the n bases rs[0..n), 1 <= n <= MIXED_MAX_BASES, none
   impartial unless all are */
extern Mixed *Mixed_new(const Position_Ruleset *const *rs, size_t n);
/* releases *m and sets it to NULL */
extern void Mixed_free(Mixed **m);
/* its descriptor, valid until Mixed_free */
extern const Position_Ruleset *Mixed_ruleset(const Mixed *m);
/* appends to *out a chunk: position p[0..len) of base number base < n */
extern void Mixed_append(const Mixed *m, unsigned base, const uint64_t *p, size_t len,
                         uint64_t **out, size_t *n, size_t *cap);
#endif
