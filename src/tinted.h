/* Generated from noweb/rulesets/tinted.nw by notangle: edit the .nw, not this file. */
#ifndef TINTED_INCLUDED
#define TINTED_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "position.h"
#include "tintedtheory.h"

#define TINTED_LEFT 1u
#define TINTED_RIGHT 2u
#define TINTED_BOTH 3u
typedef struct Tinted_Param { bool snort; } Tinted_Param;
extern const Position_Ruleset Tinted_col, Tinted_snort;
extern const Graph_Syntax Tinted_syntax;
/* appends position text to out, either notation (COL's param: CGSuite's COL tags);
   false, with *err, if none */
extern bool Tinted_parse(const void *param, const char *text, Position_List *out,
                         Perr_T *err);
/* sum p of len words in CGSuite's notation, canonical; a new string */
extern char *Tinted_str(const uint64_t *p, size_t len);
/* the edge between tints a and b is idle (removed): COL L-R, SNORT equal tints */
static inline bool Tinted_idle_edge(bool snort, unsigned a, unsigned b)
{
    return snort ? a == b && a != 0 : (a | b) == TINTED_BOTH && a != b && a && b;
}
#endif
