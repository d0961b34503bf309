/* Generated from noweb/rulesets/conjoined.nw by notangle: edit the .nw, not this file. */
#ifndef CONJOINED_INCLUDED
#define CONJOINED_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "position.h"

#define CONJOINED_MAX_VERTICES 128
extern const Position_Ruleset Conjoined_nogo, Conjoined_cutthroat, Conjoined_gocut,
    Conjoined_snogo, Conjoined_any;
/* components checked of Lemma 3, i, j <= max, *mismatch failed; 0: a limit */
extern size_t Conjoined_lemma3(int max, size_t *mismatch);
#endif
