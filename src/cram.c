/* Generated from noweb/rulesets/cram.nw by notangle: edit the .nw, not this file. */
#line 71 "noweb/rulesets/cram.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include "cram.h"
#include "domineering.h"
#include "query.h"

#define D Domineering_ruleset

static void cr_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param;
    (void)side;
    D.options(D.param, p, len, 'L', out);
    D.options(D.param, p, len, 'R', out);
}

static void cr_split(const void *param, const uint64_t *p, size_t len,
                     Position_List *out)
{
    (void)param;
    D.split(D.param, p, len, out);
}

static bool cr_normalise(const void *param, const uint64_t *c, size_t len,
                         uint64_t *key, size_t *klen)
{
    (void)param;
    D.normalise(D.param, c, len, key, klen);
    return false;
}

static bool cr_parse(const void *param, const char *text, Position_List *out,
                     Perr_T *err)
{
    (void)param;
    return D.parse(D.param, text, out, err);
}

static char *cr_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    return D.print(D.param, p, len);
}

static char *cr_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    return D.drawing->tikz(D.param, p, len, unit);
}

static void cr_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    D.census->enumerate(D.param, size, out);
}

static size_t cr_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    return D.hints->size(D.param, p, len);
}

static size_t cr_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    (void)side;
    return D.hints->moves(D.param, p, len, 'L') + D.hints->moves(D.param, p, len, 'R');
}

static bool cr_check(const void *param, Game_T v, char *why, size_t size)
{
    (void)param;
    if (Game_is_nimber(v))
        return true;
    snprintf(why, size, "a Cram value is a nimber (Sprague-Grundy)");
    return false;
}

static const Position_Census cr_census = {
    .enumerate = cr_enumerate, .size_unit = "squares", .max_size = 15
};
static const Position_Theory cr_theory = { .check = cr_check };
static const Position_Hints cr_hints = { .size = cr_size, .moves = cr_moves };
static const Position_Drawing cr_drawing = { .tikz = cr_tikz };

const Position_Ruleset Cram_ruleset = {
    .name = "cram", .summary = "nim-values of Cram boards (impartial Domineering)",
    .syntax = "A BOARD is RxC (an empty board of R rows and C columns, up to 64x64)\n"
              "or its rows separated by '|' or '/', '.' an empty square, '#' a\n"
              "blocked one, as for domineering (MCGS's 'impartial domineering').\n"
              "Either player places a domino either way; values are nimbers.",
    .source = "Winning Ways, Cram; Gardner; MCGS impartial domineering",
    .flags = POSITION_IMPARTIAL,
    .options = cr_options, .split = cr_split, .normalise = cr_normalise,
    .parse = cr_parse, .print = cr_print, .census = &cr_census, .theory = &cr_theory,
    .hints = &cr_hints, .drawing = &cr_drawing
};
