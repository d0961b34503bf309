/* Generated from noweb/rulesets/skijumps.nw by notangle: edit the .nw, not this file. */
#line 59 "noweb/rulesets/skijumps.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "skijumps.h"
#include "mem.h"

#define ROWS(h) ((int)((h) & 0xff))
#define COLS(h) ((int)((h) >> 8 & 0xff))
#define HEAD(r, c) ((uint64_t)(r) | (uint64_t)(c) << 8)

#line 80 "noweb/rulesets/skijumps.nw"
static uint64_t *scratch(size_t n)
{
    static _Thread_local uint64_t *buf;
    static _Thread_local size_t cap;
    GROW(buf, cap, n);
    return buf;
}

static bool lefts(uint64_t s)
{
    return s == SKI_LJ || s == SKI_LS;
}

static bool rights(uint64_t s)
{
    return s == SKI_RJ || s == SKI_RS;
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    int R = ROWS(p[0]), C = COLS(p[0]), dx = side == 'L' ? 1 : -1;
    uint64_t *q = scratch(len);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            uint64_t s = p[1 + r * C + c];
            if (side == 'L' ? !lefts(s) : !rights(s))
                continue;
            for (int x = c + dx; ; x += dx) {
                bool off = x < 0 || x >= C;
                if (!off && p[1 + r * C + x] != SKI_EMPTY)
                    break;
                memcpy(q, p, len * sizeof *q);
                q[1 + r * C + c] = SKI_EMPTY;
                if (!off)
                    q[1 + r * C + x] = s;
                Position_list_push(out, q, len, 0);
                if (off)
                    break;
            }
            if ((s == SKI_LJ || s == SKI_RJ) && r + 2 < R) {
                uint64_t below = p[1 + (r + 1) * C + c];
                if ((s == SKI_LJ ? rights(below) : lefts(below))
                    && p[1 + (r + 2) * C + c] == SKI_EMPTY) {
                    memcpy(q, p, len * sizeof *q);
                    q[1 + r * C + c] = SKI_EMPTY;
                    q[1 + (r + 1) * C + c] = s == SKI_LJ ? SKI_RS : SKI_LS;
                    q[1 + (r + 2) * C + c] = s;
                    Position_list_push(out, q, len, 0);
                }
            }
        }
}
#line 142 "noweb/rulesets/skijumps.nw"
static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t i = 1; i < len; i++)
        if (p[i] != SKI_EMPTY) {
            Position_list_push(out, p, len, 0);
            return;
        }
}

static uint64_t swap(uint64_t s)
{
    static const uint64_t to[5] = { SKI_EMPTY, SKI_RJ, SKI_RS, SKI_LJ, SKI_LS };
    return to[s];
}

static void mirror(const uint64_t *p, uint64_t *q)
{
    int R = ROWS(p[0]), C = COLS(p[0]);
    q[0] = p[0];
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            q[1 + r * C + c] = swap(p[1 + r * C + C - 1 - c]);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    mirror(c, key);
    size_t i = 0;
    while (i < len && key[i] == c[i])
        i++;
    *klen = len;
    if (i < len && key[i] < c[i])
        return true;
    memcpy(key, c, len * sizeof *key);
    return false;
}
#line 185 "noweb/rulesets/skijumps.nw"
static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = strlen(s);
    uint64_t *w = scratch(n + 2);
    int rows = 0, cols = -1, c = 0;
    size_t k = 1;
    for (size_t i = 0; i <= n; i++) {
        char ch = s[i];
        if (ch == '\0' || ch == '|' || ch == '/') {
            size_t col = Perr_column(s, i);
            if (c == 0)
                return Perr_set(err, col, "a square 'L', 'l', 'R', 'r' or '.'");
            if (cols >= 0 && c != cols)
                return Perr_set(err, col, "%d squares in row %d", cols, rows + 1);
            if (rows == SKI_MAX)
                return Perr_set(err, col, "at most %d rows", SKI_MAX);
            cols = c;
            rows++;
            c = 0;
            continue;
        }
        const char *at = strchr(".LlRr", ch);
        if (at == NULL)
            return Perr_set(err, Perr_column(s, i),
                            "'L', 'l', 'R', 'r', '.', '|' or '/'");
        if (c == SKI_MAX)
            return Perr_set(err, Perr_column(s, i), "at most %d squares in a row",
                            SKI_MAX);
        w[k++] = (uint64_t)(at - ".LlRr");
        c++;
    }
    w[0] = HEAD(rows, cols);
    Position_list_push(out, w, k, 0);
    return true;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    (void)len;
    int R = ROWS(p[0]), C = COLS(p[0]);
    char *s = ALLOC((size_t)(R * (C + 1)) + 1);
    size_t k = 0;
    for (int r = 0; r < R; r++) {
        if (r > 0)
            s[k++] = '|';
        for (int c = 0; c < C; c++)
            s[k++] = ".LlRr"[p[1 + r * C + c]];
    }
    s[k] = '\0';
    return s;
}
#line 248 "noweb/rulesets/skijumps.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    assert(size >= 1 && size <= 6);
    uint64_t w[7], m[7];
    for (int k = 1; k <= size; k++)
        for (int R = 1; R <= k; R++) {
            if (k % R)
                continue;
            uint64_t count = 1;
            for (int i = 0; i < k; i++)
                count *= 5;
            for (uint64_t x = 0; x < count; x++) {
                w[0] = HEAD(R, k / R);
                for (int i = 0, y = (int)x; i < k; i++, y /= 5)
                    w[1 + i] = (uint64_t)(y % 5);
                mirror(w, m);
                int i = 1;
                while (i <= k && m[i] == w[i])
                    i++;
                if (i > k || w[i] < m[i])
                    Position_list_push(out, w, 1 + (size_t)k, (unsigned)k);
            }
        }
}

static void conjugate(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
    mirror(p, out->w + out->n - len);
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 1; i < len; i++)
        n += p[i] != SKI_EMPTY;
    return n;
}

static size_t moves(const void *param, const uint64_t *p, size_t len, char side)
{
    static _Thread_local Position_List l;     /* kept across a limit's longjmp */
    Position_list_clear(&l);
    options(param, p, len, side, &l);
    return l.count;
}

static char *tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    (void)len;
    int R = ROWS(p[0]), C = COLS(p[0]);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    assert(f);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,"
               "baseline=(current bounding box.center)]\n", unit, unit);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            uint64_t s = p[1 + r * C + c];
            fprintf(f, "\\draw (%d,%d) rectangle +(1,1);\n", c, R - 1 - r);
            if (s != SKI_EMPTY)
                fprintf(f, "\\node[text=%s] at (%d.5,%d.5) {\\texttt{%c}};\n",
                        lefts(s) ? "blue" : "red", c, R - 1 - r, ".LlRr"[s]);
        }
    fputs("\\end{tikzpicture}\n", f);
    fclose(f);
    char *s = STRDUP(buf);
    free(buf);
    return s;
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "squares", .max_size = 6
};
static const Position_Theory theory = { .conjugate = conjugate };
static const Position_Hints hints = { .size = size, .moves = moves };
static const Position_Drawing drawing = { .tikz = tikz };

const Position_Ruleset Skijumps_ruleset = {
    .name = "skijumps", .summary = "values of Ski-Jumps slopes",
    .syntax = "A SLOPE is its rows from the top, separated by '|' or '/': 'L' a\n"
              "Left jumper, 'l' a Left slipper, 'R' and 'r' Right's, '.' empty, as\n"
              "cgt-tools writes them.  Left slides east, Right west, any number of\n"
              "empty squares or off the slope; a jumper jumps down over an opposing\n"
              "skier just below into the empty square below it, which makes the\n"
              "jumped skier a slipper.",
    .source = "Winning Ways; cgt-tools",
    .options = options, .split = split, .normalise = normalise, .parse = parse,
    .print = print, .census = &census, .theory = &theory, .hints = &hints,
    .drawing = &drawing
};
