/* Generated from noweb/rulesets/grid.nw by notangle: edit the .nw, not this file. */
#ifndef GRID_INCLUDED
#define GRID_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GRID_MAX_CELLS 15
typedef struct Grid_Shape {
    int cells, rows, cols;
    uint8_t cell[GRID_MAX_CELLS];
} Grid_Shape;
/* the free polyominoes of 1..k cells, 1 <= k <= 15, into *out (caller frees) */
extern size_t Grid_polyominoes(int k, Grid_Shape **out);
/* p's image under symmetry s, 0 <= s < 8 */
extern Grid_Shape Grid_transform(const Grid_Shape *p, int s);
#endif
