/* Generated from noweb/rulesets/conjoinedtheory.nw by notangle: edit the .nw, not this file. */
#ifndef CONJOINEDTHEORY_INCLUDED
#define CONJOINEDTHEORY_INCLUDED
#include <stddef.h>
#include "position.h"

/* components checked of Lemma 3, i, j <= max, *mismatch failed; 0: a limit */
extern size_t Conjoined_lemma3(int max, size_t *mismatch);
extern const Position_Theory Conjoined_gocut_theory;  /* Lemma 3, footnote 2 */
extern const Position_Theory Conjoined_snogo_theory;  /* Lemmas 6 to 11, Thm. 12 */
extern const Position_Theory Conjoined_cutthroat_theory; /* every value all-small */
extern const Position_Census Conjoined_path_census;   /* the boards on paths */
extern const Position_Census Conjoined_gocut_census;  /* and the (i, j)-components */
#endif
