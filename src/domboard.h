/* Generated from noweb/rulesets/domboard.nw by notangle: edit the .nw, not this file. */
#ifndef DOMBOARD_INCLUDED
#define DOMBOARD_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "perr.h"

#define DOMINEERING_MAX 64
typedef struct Domineering_Board {
    int rows, cols;
    uint64_t row[DOMINEERING_MAX];
} Domineering_Board;
/* reads board s into *b; false, with *err filled, when s is not a board */
extern bool Domineering_parse(const char *s, Domineering_Board *b, Perr_T *err);
/* b turned a quarter clockwise: the negative of b's value */
extern Domineering_Board Domineering_turn(const Domineering_Board *b);
/* b in the board notation, a new string the caller frees */
extern char *Domineering_str(const Domineering_Board *b);
/* b as a TikZ picture, squares of unit cm; a new string the caller frees */
extern char *Domineering_tikz(const Domineering_Board *b, double unit);
/* the board of ONAG's zig-zag ZZ_n, 1 <= n <= 127 */
extern Domineering_Board Domineering_zigzag_board(int n);
/* ZZ_n from zz[0..n) = ZZ_0..ZZ_{n-1}; a store limit jumps out */
extern Game_T Domineering_zigzag_next(const Game_T *zz, size_t n);
#endif
