/* Generated from noweb/cmd/census.nw by notangle: edit the .nw, not this file. */
#ifndef CENSUS_INCLUDED
#define CENSUS_INCLUDED
#include <stddef.h>
#include "position.h"

typedef struct Census {
    const Position_Ruleset *rs;
    int hi;
    char *text;
    size_t len;
} Census;
typedef struct Census_Set { Census *c; size_t n, cap; } Census_Set;
typedef struct Census_Options {
    long jobs;
    int rank, size, split;
} Census_Options;
/* the census of rs up to size hi, in *out (it is set's): 0, or the exit
   status with msg (2: a part failed; 128+s: a signal); opt may be NULL */
extern int  Census_get(Census_Set *set, const Position_Ruleset *rs, int hi,
                       const Census_Options *opt, const Census **out,
                       char *msg, size_t msize);
/* releases the censuses of set; set is then all zeros */
extern void Census_set_free(Census_Set *set);
#endif
