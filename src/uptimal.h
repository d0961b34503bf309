/* Generated from noweb/games/uptimal.nw by notangle: edit the .nw, not this file. */
#ifndef UPTIMAL_INCLUDED
#define UPTIMAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"

typedef struct Uptimal_Expansion {
    Game_T number;          /* x, a number */
    uint32_t nim;           /* m */
    size_t length;          /* k */
    const int64_t *coef;    /* coef[i] = a_{i+1}, 0 <= i < k */
} Uptimal_Expansion;
#define UPTIMAL_MAX_EXPONENT 4096
/* CGSuite's G.Pow(n): {0 | H - G.PowTo(n-1)} for g = {0|H}, 1 <= n <= MAX */
extern bool Uptimal_pow(Game_T g, uint64_t n, Game_T *out, const char **why);
/* CGSuite's G.PowTo(n): the ordinal sum g:(n-1), 0 for n = 0; n <= MAX */
extern bool Uptimal_pow_to(Game_T g, uint64_t n, Game_T *out, const char **why);
/* CGSuite's IsUptimal */
extern bool Uptimal_is(Game_T g);
/* g's uptimal expansion in *e (e may be NULL); false if g is no uptimal */
extern bool Uptimal_expansion(Game_T g, Uptimal_Expansion *e);
/* CGSuite's UptimalExpansion printed (0.1111, *.12, 73/16*8.9-): malloc'ed,
   NULL if g is no uptimal */
extern char *Uptimal_expansion_str(Game_T g);
#endif
