/* Generated from noweb/games/idmemo.nw by notangle: edit the .nw, not this file. */
#ifndef IDMEMO_INCLUDED
#define IDMEMO_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"

typedef struct Idmemo_Entry Idmemo_Entry;
typedef struct Idmemo { Idmemo_Entry *e; size_t n, cap; } Idmemo;

/* whether (op, a, b) is in m (a zeroed Idmemo is empty); its value in *v */
extern bool     Idmemo_get(const Idmemo *m, unsigned op, Game_T a, Game_T b,
                           uint64_t *v);
/* records (op, a, b) -> v in m, replacing an earlier value; returns v */
extern uint64_t Idmemo_put(Idmemo *m, unsigned op, Game_T a, Game_T b, uint64_t v);
/* empties m and frees its table */
extern void     Idmemo_clear(Idmemo *m);
#endif
