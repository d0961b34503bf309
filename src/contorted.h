/* Generated from noweb/rulesets/contorted.nw by notangle: edit the .nw, not this file. */
#ifndef CONTORTED_INCLUDED
#define CONTORTED_INCLUDED
#include <stdint.h>
#include "position.h"

#define CONTORTED_MAX 1073741823
extern const Position_Ruleset Contorted_ruleset, Contorted_moves_ruleset;
/* l, r: the parents of p/q in lowest terms, 2 <= q <= 2^31, |p| < 2^31 */
extern void Contorted_parents(int64_t p, int64_t q, int64_t l[2], int64_t r[2]);
#endif
