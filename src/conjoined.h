/* Generated from noweb/rulesets/conjoined.nw by notangle: edit the .nw, not this file. */
#ifndef CONJOINED_INCLUDED
#define CONJOINED_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "position.h"
#include "conjoinedtheory.h"

#define CONJOINED_MAX_VERTICES 128
extern const Position_Ruleset Conjoined_nogo, Conjoined_cutthroat, Conjoined_gocut,
    Conjoined_snogo, Conjoined_any;
extern size_t Conjoined_len(const uint64_t *p);        /* the words of the position p */
extern unsigned Conjoined_vertices(const uint64_t *p); /* its number of vertices */
extern bool Conjoined_is_path(const uint64_t *p);      /* it is a grid of one row */
extern bool Conjoined_phase2(const uint64_t *p);       /* it is a position of Phase 2 */
extern uint64_t Conjoined_game_of(const uint64_t *p);  /* its game: rules, impartiality */
extern uint64_t Conjoined_game(const void *param);    /* a param's, not any's */
extern void Conjoined_cells(const uint64_t *p, char *s);  /* s[n + 1]: x o . # */
extern bool Conjoined_terminal(const uint64_t *p);    /* Phase 1, no F move left */
extern void Conjoined_path(const char *s, uint64_t game, uint64_t *w);  /* w[7] */
extern void Conjoined_component(int i, int j, uint64_t game, uint64_t *w); /* x^i o^j */
extern bool Conjoined_listed(const uint64_t *w);  /* path w[7] is in the census */
#endif
