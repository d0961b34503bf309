/* Generated from noweb/rulesets/toads.nw by notangle: edit the .nw, not this file. */
#ifndef TOADS_INCLUDED
#define TOADS_INCLUDED
#include <stdbool.h>
#include "position.h"

typedef struct Toads_Rule {
    int min_slide, max_slide;       /* 1 <= min_slide <= max_slide <= 255 */
    int max_jump;                   /* 0 (no jumps) to 255 */
    bool friendly;                  /* jumps may pass one's own stones */
} Toads_Rule;
#define TOADS_MAX_CELLS 1024
extern const Position_Ruleset Toads_ruleset, Toads_elephants;
/* the rule of the position record p (len words) */
extern Toads_Rule Toads_rule(const uint64_t *p, size_t len);
#endif
