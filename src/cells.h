/* Generated from noweb/rulesets/cells.nw by notangle: edit the .nw, not this file. */
#ifndef CELLS_INCLUDED
#define CELLS_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "perr.h"

#define CELLS_MAX 64            /* squares of a board */
#define CELLS_LAYERS 3          /* kinds of stone at most */
typedef struct Cells_Board {
    int rows, cols, layers;
    uint64_t layer[CELLS_LAYERS];
} Cells_Board;
/* reads s with map (empty square first, then the kinds); false with *err */
extern bool Cells_parse(const char *s, const char *map, Cells_Board *b, Perr_T *err);
/* b in the notation of map, a new string the caller frees */
extern char *Cells_str(const Cells_Board *b, const char *map);
/* b as 1 + b->layers words into w; the length */
extern size_t Cells_words(const Cells_Board *b, uint64_t *w);
/* the board of words w[0..len) */
extern Cells_Board Cells_from_words(const uint64_t *w, size_t len);
/* the mask of every square of b */
extern uint64_t Cells_all(const Cells_Board *b);
/* b's image under symmetry s, 0 <= s < 8 (bit 2: rows and columns exchanged) */
extern Cells_Board Cells_transform(const Cells_Board *b, int s);
/* the squares of open joined to square seed through open */
extern uint64_t Cells_part(const Cells_Board *b, uint64_t open, int seed, bool king);
/* b cut to the box of part, the box's other squares of kind blocked */
extern Cells_Board Cells_restrict(const Cells_Board *b, uint64_t part, int blocked);
/* b as a TikZ picture, kind k drawn as style[k] ('B', 'W' or '#') */
extern char *Cells_tikz(const Cells_Board *b, const char *style, double unit);
#endif
