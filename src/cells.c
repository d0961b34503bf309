/* Generated from noweb/rulesets/cells.nw by notangle: edit the .nw, not this file. */
#line 115 "noweb/rulesets/cells.nw"
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cells.h"
#include "mem.h"

#define BIT(b, r, c) (1ULL << ((r) * (b)->cols + (c)))

#line 130 "noweb/rulesets/cells.nw"
bool Cells_parse(const char *s, const char *map, Cells_Board *b, Perr_T *err)
{
    assert(s && map && b && err && strlen(map) >= 2 && strlen(map) <= 4);
    memset(b, 0, sizeof *b);
    b->layers = (int)strlen(map) - 1;
    int r = 0, c = 0, n = 0;
    for (const char *p = s;; p++) {
        size_t col = (size_t)(p - s) + 1;
        const char *k = *p ? strchr(map, tolower((unsigned char)*p)) : NULL;
        if (k) {
            if (n == CELLS_MAX)
                return Perr_set(err, col, "at most %d squares", CELLS_MAX);
            if (k > map)
                b->layer[k - map - 1] |= 1ULL << n;
            c++;
            n++;
        } else if (*p == '|' || *p == '/' || *p == '\0') {
            if (c == 0)
                return Perr_set(err, col, "a row of the characters '%s'", map);
            if (r == 0)
                b->cols = c;
            else if (c != b->cols)
                return Perr_set(err, col, "%d squares in row %d, as in row 1 (rows "
                                "must have equal lengths), found %d", b->cols, r + 1,
                                c);
            r++;
            c = 0;
            if (*p == '\0')
                break;
        } else
            return Perr_set(err, col, "one of the characters '%s', or '|' or '/' "
                            "between rows", map);
    }
    b->rows = r;
    return true;
}

char *Cells_str(const Cells_Board *b, const char *map)
{
    assert(b && map);
    char *s = ALLOC((size_t)b->rows * ((size_t)b->cols + 1) + 1), *p = s;
    for (int r = 0; r < b->rows; r++) {
        if (r) *p++ = '|';
        for (int c = 0; c < b->cols; c++) {
            char ch = map[0];
            for (int k = 0; k < b->layers; k++)
                if (b->layer[k] & BIT(b, r, c))
                    ch = map[k + 1];
            *p++ = ch;
        }
    }
    *p = '\0';
    return s;
}
#line 188 "noweb/rulesets/cells.nw"
size_t Cells_words(const Cells_Board *b, uint64_t *w)
{
    assert(b && w && b->rows * b->cols <= CELLS_MAX);
    w[0] = (uint64_t)b->rows | (uint64_t)b->cols << 8;
    for (int k = 0; k < b->layers; k++)
        w[1 + k] = b->layer[k];
    return 1 + (size_t)b->layers;
}

Cells_Board Cells_from_words(const uint64_t *w, size_t len)
{
    assert(w && len >= 2 && len <= 1 + CELLS_LAYERS);
    Cells_Board b = { (int)(w[0] & 0xff), (int)(w[0] >> 8 & 0xff), (int)len - 1,
                      { 0 } };
    for (size_t k = 1; k < len; k++)
        b.layer[k - 1] = w[k];
    return b;
}

uint64_t Cells_all(const Cells_Board *b)
{
    int n = b->rows * b->cols;
    return n == 64 ? ~0ULL : (1ULL << n) - 1;
}
#line 219 "noweb/rulesets/cells.nw"
Cells_Board Cells_transform(const Cells_Board *b, int s)
{
    assert(b && s >= 0 && s < 8);
    Cells_Board t = { s & 4 ? b->cols : b->rows, s & 4 ? b->rows : b->cols, b->layers,
                      { 0 } };
    if (s == 0)
        return *b;
    for (int k = 0; k < b->layers; k++)
        for (uint64_t m = b->layer[k]; m; m &= m - 1) {
            int i = __builtin_ctzll(m), r = i / b->cols, c = i % b->cols;
            int r1 = s & 2 ? b->rows - 1 - r : r, c1 = s & 1 ? b->cols - 1 - c : c;
            t.layer[k] |= s & 4 ? BIT(&t, c1, r1) : BIT(&t, r1, c1);
        }
    return t;
}
#line 244 "noweb/rulesets/cells.nw"
typedef struct Steps { uint64_t all, notfirst, notlast; int cols; bool rows; } Steps;

static Steps steps_of(const Cells_Board *b)
{
    Steps st = { Cells_all(b), 0, 0, b->cols, b->rows > 1 };
    uint64_t row = b->cols == 64 ? ~0ULL : (1ULL << b->cols) - 1;
    for (int r = 0; r < b->rows; r++) {
        st.notfirst |= (row & ~1ULL) << (r * b->cols);
        st.notlast |= (row >> 1) << (r * b->cols);
    }
    return st;
}

static uint64_t neighbours(const Steps *st, uint64_t m, bool king)
{
    uint64_t h = ((m & st->notlast) << 1) | ((m & st->notfirst) >> 1);
    uint64_t x = king ? m | h : m;
    if (st->rows)
        h |= x << st->cols | x >> st->cols;
    return h & st->all;
}

uint64_t Cells_part(const Cells_Board *b, uint64_t open, int seed, bool king)
{
    assert(b && seed >= 0 && seed < 64 && (open >> seed & 1));
    Steps st = steps_of(b);
    uint64_t part = 1ULL << seed, front = part;
    while (front) {
        uint64_t grown = neighbours(&st, front, king) & open & ~part;
        part |= grown;
        front = grown;
    }
    return part;
}
#line 283 "noweb/rulesets/cells.nw"
Cells_Board Cells_restrict(const Cells_Board *b, uint64_t part, int blocked)
{
    assert(b && part && blocked >= 0 && blocked < b->layers);
    int r0 = b->rows, r1 = -1, c0 = b->cols, c1 = -1;
    for (uint64_t x = part; x; x &= x - 1) {
        int i = __builtin_ctzll(x), r = i / b->cols, c = i % b->cols;
        if (r < r0) r0 = r;
        if (r > r1) r1 = r;
        if (c < c0) c0 = c;
        if (c > c1) c1 = c;
    }
    Cells_Board t = { r1 - r0 + 1, c1 - c0 + 1, b->layers, { 0 } };
    uint64_t box = 0, row = (t.cols == 64 ? ~0ULL : (1ULL << t.cols) - 1) << c0;
    for (int r = r0; r <= r1; r++)
        box |= row << (r * b->cols);
    for (int k = 0; k <= b->layers; k++) {
        uint64_t m = k == b->layers ? box & ~part : b->layer[k] & part;
        for (; m; m &= m - 1) {
            int i = __builtin_ctzll(m), r = i / b->cols - r0, c = i % b->cols - c0;
            t.layer[k == b->layers ? blocked : k] |= BIT(&t, r, c);
        }
    }
    return t;
}
#line 311 "noweb/rulesets/cells.nw"
char *Cells_tikz(const Cells_Board *b, const char *style, double unit)
{
    assert(b && style);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert(f);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,"
            "baseline=(current bounding box.center)]\n", unit, unit);
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++) {
            char st = ' ';
            for (int k = 0; k < b->layers; k++)
                if (b->layer[k] & BIT(b, r, c))
                    st = style[k];
            int y = b->rows - 1 - r;
            fprintf(f, "\\draw[%s] (%d,%d) rectangle +(1,1);\n",
                    st == '#' ? "fill=black!45" : "fill=white", c, y);
            if (st == 'B' || st == 'W')
                fprintf(f, "\\draw[fill=%s] (%g,%g) circle (0.35);\n",
                        st == 'B' ? "black" : "white", c + 0.5, y + 0.5);
        }
    fputs("\\end{tikzpicture}", f);
    fclose(f);
    return buf;
}
