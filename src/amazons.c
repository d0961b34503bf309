/* Generated from noweb/rulesets/amazons.nw by notangle: edit the .nw, not this file. */
#line 90 "noweb/rulesets/amazons.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "amazons.h"
#include "cells.h"
#include "mem.h"

#define MAP ".xo#"
enum { X, O, BURNT };
static const int dr[8] = { -1, -1, -1, 0, 0, 1, 1, 1 },
                 dc[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };

#line 110 "noweb/rulesets/amazons.nw"
static uint64_t ray(const Cells_Board *b, int i, int d, uint64_t full)
{
    uint64_t m = 0;
    int r = i / b->cols + dr[d], c = i % b->cols + dc[d];
    while (r >= 0 && r < b->rows && c >= 0 && c < b->cols) {
        uint64_t s = 1ULL << (r * b->cols + c);
        if (full & s)
            break;
        m |= s;
        r += dr[d];
        c += dc[d];
    }
    return m;
}

typedef void Visit(void *cl, const Cells_Board *b, int from, int to, int arrow);

static size_t each_move(const Cells_Board *b, char side, Visit *visit, void *cl)
{
    size_t n = 0;
    uint64_t full = b->layer[X] | b->layer[O] | b->layer[BURNT];
    for (uint64_t q = b->layer[side == 'L' ? X : O]; q; q &= q - 1) {
        int from = __builtin_ctzll(q);
        uint64_t left = full & ~(1ULL << from);     /* the board once she has left */
        for (int d = 0; d < 8; d++)
            for (uint64_t t = ray(b, from, d, full); t; t &= t - 1) {
                int to = __builtin_ctzll(t);
                uint64_t after = left | 1ULL << to, arrows = 0;
                for (int e = 0; e < 8; e++)
                    arrows |= ray(b, to, e, after);
                if (!visit)
                    n += (size_t)__builtin_popcountll(arrows);
                else
                    for (; arrows; arrows &= arrows - 1, n++)
                        visit(cl, b, from, to, __builtin_ctzll(arrows));
            }
    }
    return n;
}

static void push_move(void *cl, const Cells_Board *b, int from, int to, int arrow)
{
    Cells_Board o = *b;
    int k = o.layer[X] >> from & 1 ? X : O;
    o.layer[k] = (o.layer[k] & ~(1ULL << from)) | 1ULL << to;
    o.layer[BURNT] |= 1ULL << arrow;
    uint64_t w[4];
    Position_list_push(cl, w, Cells_words(&o, w), 0);
}

static void am_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    each_move(&b, side, push_move, out);
}

static size_t am_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return each_move(&b, side, NULL, NULL);
}

static size_t am_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return (size_t)__builtin_popcountll(Cells_all(&b) & ~b.layer[BURNT]);
}
#line 186 "noweb/rulesets/amazons.nw"
static void am_split(const void *param, const uint64_t *p, size_t len,
                     Position_List *out)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    uint64_t queens = b.layer[X] | b.layer[O];
    uint64_t open = Cells_all(&b) & ~b.layer[BURNT], empty = open & ~queens;
    while (open) {
        uint64_t part = Cells_part(&b, open, __builtin_ctzll(open), true);
        open &= ~part;
        if ((part & queens) && (part & empty)) {
            Cells_Board c = Cells_restrict(&b, part, BURNT);
            uint64_t w[4];
            Position_list_push(out, w, Cells_words(&c, w), 0);
        }
    }
}
#line 209 "noweb/rulesets/amazons.nw"
static bool words_less(const uint64_t *a, const uint64_t *b)
{
    for (int k = 0; k < 4; k++)
        if (a[k] != b[k])
            return a[k] < b[k];
    return false;
}

static bool least_image(const Cells_Board *b, int swaps, uint64_t *key)
{
    bool neg = false, first = true;
    for (int s = 0; s < 8; s++) {
        Cells_Board t = Cells_transform(b, s);
        for (int x = 0; x < swaps; x++) {
            if (x) {
                uint64_t q = t.layer[X];
                t.layer[X] = t.layer[O];
                t.layer[O] = q;
            }
            uint64_t w[4];
            Cells_words(&t, w);
            if (first || words_less(w, key)) {
                memcpy(key, w, sizeof w);
                neg = x;
                first = false;
            }
        }
    }
    return neg;
}

static bool am_normalise(const void *param, const uint64_t *c, size_t len,
                         uint64_t *key, size_t *klen)
{
    (void)param;
    Cells_Board b = Cells_from_words(c, len);
    *klen = 4;
    return least_image(&b, 2, key);
}
#line 252 "noweb/rulesets/amazons.nw"
static bool am_parse(const void *param, const char *text, Position_List *out,
                     Perr_T *err)
{
    (void)param;
    Cells_Board b;
    if (!Cells_parse(text, MAP, &b, err))
        return false;
    uint64_t w[4];
    Position_list_push(out, w, Cells_words(&b, w), 0);
    return true;
}

static char *am_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return Cells_str(&b, MAP);
}

static char *am_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    Cells_Board b = Cells_from_words(p, len);
    return Cells_tikz(&b, "BW#", unit);
}

static void am_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (int n = 1; n <= size; n++)
        for (int R = 1; R <= n; R++) {
            if (n % R)
                continue;
            uint64_t count = 1;
            for (int i = 0; i < n; i++)
                count *= 3;
            for (uint64_t f = 0; f < count; f++) {
                Cells_Board b = { R, n / R, 3, { 0 } };
                uint64_t g = f, w[4], key[4];
                for (int i = 0; i < n; i++, g /= 3)
                    if (g % 3)
                        b.layer[g % 3 - 1] |= 1ULL << i;
                Cells_words(&b, w);
                least_image(&b, 1, key);
                if (memcmp(w, key, sizeof w) == 0)
                    Position_list_push(out, w, 4, (unsigned)n);
            }
        }
}

static void am_conjugate(const void *param, const uint64_t *p, size_t len,
                         Position_List *out)
{
    (void)param;
    assert(len == 4);
    uint64_t w[4] = { p[0], p[2], p[1], p[3] };
    Position_list_push(out, w, 4, 0);
}

static const Position_Census am_census = {
    .enumerate = am_enumerate, .size_unit = "squares", .max_size = 8
};
static const Position_Theory am_theory = { .conjugate = am_conjugate };
static const Position_Hints am_hints = { .size = am_size, .moves = am_moves,
                                         .search = true };
static const Position_Drawing am_drawing = { .tikz = am_tikz };

const Position_Ruleset Amazons_ruleset = {
    .name = "amazons", .summary = "values of Amazons positions on small boards",
    .syntax = "A BOARD is its rows separated by '|' or '/' (at most 64 squares):\n"
              "'x' a queen of Left (black; MCGS's X), 'o' a queen of Right (white;\n"
              "MCGS's O), '#' a burnt or blocked square, '.' an empty one, in\n"
              "either case, as CGSuite and MCGS write them: 'x..#|....|.#.o'.  A\n"
              "move: a queen moves like a chess queen, then shoots an arrow the same\n"
              "way from where she landed, which burns the square it lands on.",
    .source = "Berlekamp, Sums of N x 2 Amazons; CGSuite game.grid.Amazons; "
              "MCGS amazons",
    .options = am_options, .split = am_split, .normalise = am_normalise,
    .parse = am_parse, .print = am_print, .census = &am_census, .theory = &am_theory,
    .hints = &am_hints, .drawing = &am_drawing
};
