/* Generated from noweb/rulesets/fission.nw by notangle: edit the .nw, not this file. */
#line 73 "noweb/rulesets/fission.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "cells.h"
#include "fission.h"
#include "mem.h"

#define MAP ".x#"
enum { STONE, BLOCKED };

#line 91 "noweb/rulesets/fission.nw"
static uint64_t movers(const Cells_Board *b, char side, int *step)
{
    uint64_t all = Cells_all(b), empty = all & ~b->layer[STONE] & ~b->layer[BLOCKED];
    int C = b->cols;
    if (side == 'L') {
        *step = C;
        if (b->rows == 1)
            return 0;
        return b->layer[STONE] & (empty >> C) & (empty << C);
    }
    uint64_t notfirst = 0, notlast = 0;         /* squares not in column 0, C-1 */
    uint64_t row = C == 64 ? ~0ULL : (1ULL << C) - 1;
    for (int r = 0; r < b->rows; r++) {
        notfirst |= (row & ~1ULL) << (r * C);
        notlast |= (row >> 1) << (r * C);
    }
    *step = 1;
    return b->layer[STONE] & notfirst & notlast & (empty >> 1) & (empty << 1);
}

static void fi_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    int step;
    for (uint64_t m = movers(&b, side, &step); m; m &= m - 1) {
        uint64_t s = m & -m, w[3];
        Cells_Board o = b;
        o.layer[STONE] = (o.layer[STONE] & ~s) | s << step | s >> step;
        Position_list_push(out, w, Cells_words(&o, w), 0);
    }
}

static size_t fi_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    int step;
    return (size_t)__builtin_popcountll(movers(&b, side, &step));
}

static size_t fi_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return (size_t)__builtin_popcountll(Cells_all(&b) & ~b.layer[BLOCKED]);
}
#line 147 "noweb/rulesets/fission.nw"
static void fi_split(const void *param, const uint64_t *p, size_t len,
                     Position_List *out)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    uint64_t open = Cells_all(&b) & ~b.layer[BLOCKED], empty = open & ~b.layer[STONE];
    while (open) {
        uint64_t part = Cells_part(&b, open, __builtin_ctzll(open), false);
        open &= ~part;
        if ((part & b.layer[STONE]) && (part & empty)) {
            Cells_Board c = Cells_restrict(&b, part, BLOCKED);
            uint64_t w[3];
            Position_list_push(out, w, Cells_words(&c, w), 0);
        }
    }
}

static bool least_image(const Cells_Board *b, uint64_t *key)
{
    bool neg = false;
    for (int s = 0; s < 8; s++) {
        Cells_Board t = Cells_transform(b, s);
        uint64_t w[3];
        Cells_words(&t, w);
        bool less = s == 0;
        for (int k = 0; k < 3 && !less; k++)
            if (w[k] != key[k]) {
                less = w[k] < key[k];
                break;
            }
        if (less) {
            memcpy(key, w, sizeof w);
            neg = (s & 4) != 0;
        }
    }
    return neg;
}

static bool fi_normalise(const void *param, const uint64_t *c, size_t len,
                         uint64_t *key, size_t *klen)
{
    (void)param;
    Cells_Board b = Cells_from_words(c, len);
    *klen = 3;
    return least_image(&b, key);
}
#line 197 "noweb/rulesets/fission.nw"
static bool fi_parse(const void *param, const char *text, Position_List *out,
                     Perr_T *err)
{
    (void)param;
    Cells_Board b;
    if (!Cells_parse(text, MAP, &b, err))
        return false;
    uint64_t w[3];
    Position_list_push(out, w, Cells_words(&b, w), 0);
    return true;
}

static char *fi_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return Cells_str(&b, MAP);
}

static char *fi_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return Cells_tikz(&b, "B#", unit);
}

static void fi_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (int n = 1; n <= size; n++)
        for (int R = 1; R <= n; R++) {
            if (n % R)
                continue;
            for (uint64_t f = 0; f < 1ULL << n; f++) {
                Cells_Board b = { R, n / R, 2, { f, 0 } };
                uint64_t w[3], key[3];
                Cells_words(&b, w);
                least_image(&b, key);
                if (memcmp(w, key, sizeof w) == 0)
                    Position_list_push(out, w, 3, (unsigned)n);
            }
        }
}

static void fi_conjugate(const void *param, const uint64_t *p, size_t len,
                         Position_List *out)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len), t = Cells_transform(&b, 4);
    uint64_t w[3];
    Position_list_push(out, w, Cells_words(&t, w), 0);
}

static const Position_Census fi_census = {
    .enumerate = fi_enumerate, .size_unit = "squares", .max_size = 12
};
static const Position_Theory fi_theory = { .conjugate = fi_conjugate };
static const Position_Hints fi_hints = { .size = fi_size, .moves = fi_moves };
static const Position_Drawing fi_drawing = { .tikz = fi_tikz };

const Position_Ruleset Fission_ruleset = {
    .name = "fission", .summary = "values of Fission positions",
    .syntax = "A BOARD is its rows separated by '|' or '/' (at most 64 squares):\n"
              "'x' a stone (MCGS's X), '#' a blocked square, '.' an empty one, as\n"
              "CGSuite and MCGS write them: '....|..x.|....'.  Left splits a stone\n"
              "into the two empty squares above and below it, Right into the two\n"
              "beside it; transposing a board negates its value.",
    .source = "CGSuite game.grid.Fission; MCGS fission",
    .options = fi_options, .split = fi_split, .normalise = fi_normalise,
    .parse = fi_parse, .print = fi_print, .census = &fi_census, .theory = &fi_theory,
    .hints = &fi_hints, .drawing = &fi_drawing
};
