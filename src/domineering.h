/* Generated from noweb/rulesets/domineering.nw by notangle: edit the .nw, not this file. */
#ifndef DOMINEERING_INCLUDED
#define DOMINEERING_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "position.h"
#include "perr.h"

#define DOMINEERING_MAX 64
typedef struct Domineering_Board {
    int rows, cols;
    uint64_t row[DOMINEERING_MAX];
} Domineering_Board;
typedef struct Domineering_Param { bool general; } Domineering_Param;
extern const Position_Ruleset Domineering_ruleset;
extern bool Domineering_parse(const char *s, Domineering_Board *b, Perr_T *err);
extern size_t Domineering_position(const Domineering_Board *b, uint64_t *w);
extern Domineering_Board Domineering_board(const uint64_t *w, size_t len);
extern Domineering_Board Domineering_turn(const Domineering_Board *b);
extern char *Domineering_str(const Domineering_Board *b);
extern char *Domineering_tikz(const Domineering_Board *b, double unit);
extern Domineering_Board Domineering_zigzag_board(int n);
extern Game_T Domineering_zigzag_next(const Game_T *zz, size_t n);
extern const Position_Ruleset Domineering_general_ruleset;
#endif
