/* Generated from noweb/rulesets/tintedtheory.nw by notangle: edit the .nw, not this file. */
#ifndef TINTEDTHEORY_INCLUDED
#define TINTEDTHEORY_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "position.h"

/* appends the graphs nauty's geng lists for args; false, err[errsize] said */
extern bool Tinted_geng(const char *args, Position_List *out, char *err, size_t errsize);
extern const Position_Census Tinted_census;    /* the census of COL and SNORT */
extern const Position_Property Tinted_col_properties[];   /* ONAG's, NULL-ended */
extern const Position_Property Tinted_snort_properties[]; /* likewise */
/* puts the properties of param's game to the position p of len words (theory.test) */
extern bool Tinted_test(const void *param, struct Position_Eval *e, const uint64_t *p,
                        size_t len, size_t *tried, size_t *held, char *why, size_t size);
#endif
