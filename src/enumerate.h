/* Generated from noweb/tools/enumerate.nw by notangle: edit the .nw, not this file. */
#ifndef ENUMERATE_INCLUDED
#define ENUMERATE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"

typedef struct Enumerate_Group {
    Game_T value;
    size_t first, count;
} Enumerate_Group;
typedef struct Enumerate_Stats {
    size_t positions, distinct, numbers, nimbers, infinitesimals, tinies;
    Game_T widest;              /* a value with the largest L(G) - R(G) */
} Enumerate_Stats;
/* groups 0..n-1 by value into order[n]; *groups new (caller frees); groups */
extern size_t Enumerate_dictionary(const Game_T *values, size_t n, size_t *order,
                                   Enumerate_Group **groups);
/* whether -g rather than g stands for the pair {g, -g}; false if g = -g */
extern bool Enumerate_prefer_negative(Game_T g);
/* whether g is tiny_x or miny_x for a positive number x */
extern bool Enumerate_is_tiny(Game_T g);
/* the statistics of values[0..n) */
extern Enumerate_Stats Enumerate_stats(const Game_T *values, size_t n);
#endif
