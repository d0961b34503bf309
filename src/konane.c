/* Generated from noweb/rulesets/konane.nw by notangle: edit the .nw, not this file. */
#line 84 "noweb/rulesets/konane.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "konane.h"
#include "mem.h"

#define ROWS(h) ((int)((h) & 0xff))
#define COLS(h) ((int)((h) >> 8 & 0xff))
#define HEAD(r, c) ((uint64_t)(r) | (uint64_t)(c) << 8)

#line 106 "noweb/rulesets/konane.nw"
static const int DR[4] = { -1, 1, 0, 0 }, DC[4] = { 0, 0, -1, 1 };
enum { S_OPTION, S_STONES, S_UP, S_SIZE, S_REACH, S_PART, S_READ, S_FORM, S_INDEX,
       S_SLOTS };

static void *scratch(int slot, size_t bytes)
{
    static _Thread_local char *buf[S_SLOTS];
    static _Thread_local size_t cap[S_SLOTS];
    GROW(buf[slot], cap[slot], bytes);
    return buf[slot];
}

static uint64_t at(const uint64_t *p, int r, int c)
{
    int R = ROWS(p[0]), C = COLS(p[0]);
    return r < 0 || c < 0 || r >= R || c >= C ? KONANE_OFF : p[1 + r * C + c];
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    int R = ROWS(p[0]), C = COLS(p[0]);
    uint64_t me = side == 'L' ? KONANE_BLACK : KONANE_WHITE, them = 3 - me;
    uint64_t *q = scratch(S_OPTION, len * sizeof *q);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (at(p, r, c) != me)
                continue;
            for (int d = 0; d < 4; d++) {
                memcpy(q, p, len * sizeof *q);
                int y = r, x = c;
                while (at(p, y + DR[d], x + DC[d]) == them
                       && at(p, y + 2 * DR[d], x + 2 * DC[d]) == KONANE_EMPTY) {
                    q[1 + y * C + x] = KONANE_EMPTY;
                    q[1 + (y + DR[d]) * C + x + DC[d]] = KONANE_EMPTY;
                    y += 2 * DR[d];
                    x += 2 * DC[d];
                    q[1 + y * C + x] = me;
                    Position_list_push(out, q, len, 0);
                }
            }
        }
}
#line 159 "noweb/rulesets/konane.nw"
typedef struct { int r, c; uint64_t s; } Stone;

static int find(int *up, int i)
{
    while (up[i] != i)
        i = up[i] = up[up[i]];
    return i;
}

static bool has_move(const uint64_t *p, const Stone *st, int *up, const int *idx,
                     int n, int g)
{
    int C = COLS(p[0]);
    for (int i = 0; i < n; i++) {
        if (find(up, i) != g)
            continue;
        for (int d = 0; d < 4; d++) {
            int y = st[i].r + DR[d], x = st[i].c + DC[d];
            uint64_t s = at(p, y, x);
            if (s != 3 - st[i].s || find(up, idx[y * C + x]) != g)
                continue;
            if (at(p, y + DR[d], x + DC[d]) == KONANE_EMPTY)
                return true;
        }
    }
    return false;
}

/* the groups of p's stones: up[] their forest, reach[] of each root */
static int groups(const uint64_t *p, Stone **stones, int **upp, int **reachp)
{
    int R = ROWS(p[0]), C = COLS(p[0]), n = 0;
    Stone *st = scratch(S_STONES, ((size_t)(R * C) + 1) * sizeof *st);
    int *idx = scratch(S_INDEX, ((size_t)(R * C) + 1) * sizeof *idx);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            idx[r * C + c] = -1;
            if (at(p, r, c) == KONANE_BLACK || at(p, r, c) == KONANE_WHITE) {
                idx[r * C + c] = n;
                st[n++] = (Stone){ r, c, at(p, r, c) };
            }
        }
    int *up = scratch(S_UP, ((size_t)n + 1) * sizeof *up);
    int *size = scratch(S_SIZE, ((size_t)n + 1) * sizeof *size);
    int *reach = scratch(S_REACH, ((size_t)n + 1) * sizeof *reach);
    for (int i = 0; i < n; i++)
        up[i] = i, size[i] = 1, reach[i] = 0;
    for (bool merged = true; merged; ) {
        merged = false;
        for (int i = 0; i < n; i++) {
            int g = find(up, i);
            if (g == i)
                reach[g] = has_move(p, st, up, idx, n, g) ? size[g] - 1 : 0;
        }
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                int a = find(up, i), b = find(up, j);
                if (a == b)
                    continue;
                int dist = abs(st[i].r - st[j].r) + abs(st[i].c - st[j].c);
                if (dist <= reach[a] + reach[b] + 1) {
                    up[b] = a;
                    size[a] += size[b];
                    merged = true;
                }
            }
    }
    for (int i = 0; i < n; i++) {
        int g = find(up, i);
        if (g == i)
            reach[g] = has_move(p, st, up, idx, n, g) ? size[g] - 1 : 0;
    }
    *stones = st;
    *upp = up;
    *reachp = reach;
    return n;
}
#line 243 "noweb/rulesets/konane.nw"
static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    (void)len;
    Stone *st;
    int *up, *reach;
    int n = groups(p, &st, &up, &reach), R = ROWS(p[0]), C = COLS(p[0]);
    uint64_t *q = scratch(S_PART, ((size_t)(R * C) + 1) * sizeof *q);
    for (int g = 0; g < n; g++) {
        if (find(up, g) != g || reach[g] == 0)
            continue;
        int r0 = R, r1 = -1, c0 = C, c1 = -1, k = reach[g];
        for (int i = 0; i < n; i++)
            if (find(up, i) == g) {
                r0 = st[i].r < r0 ? st[i].r : r0;
                r1 = st[i].r > r1 ? st[i].r : r1;
                c0 = st[i].c < c0 ? st[i].c : c0;
                c1 = st[i].c > c1 ? st[i].c : c1;
            }
        r0 = r0 - k < 0 ? 0 : r0 - k;
        c0 = c0 - k < 0 ? 0 : c0 - k;
        r1 = r1 + k >= R ? R - 1 : r1 + k;
        c1 = c1 + k >= C ? C - 1 : c1 + k;
        int h = r1 - r0 + 1, w = c1 - c0 + 1;
        q[0] = HEAD(h, w);
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                uint64_t s = at(p, r0 + r, c0 + c);
                q[1 + r * w + c] = s == KONANE_OFF ? s : KONANE_EMPTY;
            }
        for (int i = 0; i < n; i++)
            if (find(up, i) == g)
                q[1 + (st[i].r - r0) * w + st[i].c - c0] = st[i].s;
        Position_list_push(out, q, 1 + (size_t)(h * w), 0);
    }
}
#line 290 "noweb/rulesets/konane.nw"
static void transform(const uint64_t *p, int f, uint64_t *q)
{
    int R = ROWS(p[0]), C = COLS(p[0]);
    int h = f & 1 ? C : R, w = f & 1 ? R : C;
    q[0] = HEAD(h, w);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            int y = f & 2 ? h - 1 - r : r, x = f & 4 ? w - 1 - c : c;
            uint64_t s = f & 1 ? p[1 + x * C + y] : p[1 + y * C + x];
            if (f & 8 && (s == KONANE_BLACK || s == KONANE_WHITE))
                s = 3 - s;
            q[1 + r * w + c] = s;
        }
}

static int least_form(const uint64_t *p, size_t len, uint64_t *best)
{
    uint64_t *q = scratch(S_FORM, len * sizeof *q);
    int b = 0;
    memcpy(best, p, len * sizeof *best);
    for (int f = 1; f < 16; f++) {
        transform(p, f, q);
        size_t i = 0;
        while (i < len && q[i] == best[i])
            i++;
        if (i < len && q[i] < best[i]) {
            memcpy(best, q, len * sizeof *best);
            b = f;
        }
    }
    return b;
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    int f = least_form(c, len, key);
    *klen = len;
    return (f & 8) != 0;
}
#line 335 "noweb/rulesets/konane.nw"
static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = strlen(s);
    uint64_t *w = scratch(S_READ, (n + 2) * sizeof *w);
    int rows = 0, cols = -1, c = 0;
    size_t k = 1;
    for (size_t i = 0; i <= n; i++) {
        char ch = s[i];
        if (ch == '\0' || ch == '|' || ch == '/') {
            if (c == 0 || (cols >= 0 && c != cols) || rows == KONANE_MAX) {
                size_t col = Perr_column(s, i);
                if (rows == KONANE_MAX)
                    return Perr_set(err, col, "at most %d rows", KONANE_MAX);
                if (c == 0)
                    return Perr_set(err, col, "a square 'x', 'o', '.' or '#'");
                return Perr_set(err, col, "%d squares in row %d", cols, rows + 1);
            }
            cols = c;
            rows++;
            c = 0;
            continue;
        }
        uint64_t q;
        switch (ch) {
        case 'x': case 'X': case 'b': case 'B': q = KONANE_BLACK; break;
        case 'o': case 'O': case 'w': case 'W': q = KONANE_WHITE; break;
        case '.': q = KONANE_EMPTY; break;
        case '#': q = KONANE_OFF; break;
        default:
            return Perr_set(err, Perr_column(s, i), "'x', 'o', '.', '#', '|' or '/'");
        }
        if (c == KONANE_MAX)
            return Perr_set(err, Perr_column(s, i), "at most %d squares in a row",
                            KONANE_MAX);
        w[k++] = q;
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
            s[k++] = ".xo#"[at(p, r, c)];
    }
    s[k] = '\0';
    return s;
}
#line 402 "noweb/rulesets/konane.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    assert(size >= 1 && size <= 9);
    uint64_t w[10], best[10];
    for (int k = 1; k <= size; k++)
        for (int R = 1; R <= k; R++) {
            if (k % R)
                continue;
            int C = k / R;
            uint64_t count = 1;
            for (int i = 0; i < k; i++)
                count *= 3;
            for (uint64_t x = 0; x < count; x++) {
                w[0] = HEAD(R, C);
                for (int i = 0, y = (int)x; i < k; i++, y /= 3)
                    w[1 + i] = (uint64_t)(y % 3);
                if (least_form(w, 1 + (size_t)k, best) == 0
                    && memcmp(best, w, (1 + (size_t)k) * sizeof *w) == 0)
                    Position_list_push(out, w, 1 + (size_t)k, (unsigned)k);
            }
        }
}

static void conjugate(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
    uint64_t *q = out->w + out->n - len;
    for (size_t i = 1; i < len; i++)
        q[i] = q[i] == KONANE_BLACK || q[i] == KONANE_WHITE ? 3 - q[i] : q[i];
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 1; i < len; i++)
        n += p[i] == KONANE_BLACK || p[i] == KONANE_WHITE;
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
            uint64_t s = at(p, r, c);
            int y = R - 1 - r;
            fprintf(f, "\\draw[%s] (%d,%d) rectangle +(1,1);\n",
                    s == KONANE_OFF ? "fill=black!45" : "fill=white", c, y);
            if (s == KONANE_BLACK || s == KONANE_WHITE)
                fprintf(f, "\\filldraw[fill=%s] (%d.5,%d.5) circle (0.35);\n",
                        s == KONANE_BLACK ? "black" : "white", c, y);
        }
    fputs("\\end{tikzpicture}\n", f);
    fclose(f);
    char *s = STRDUP(buf);
    free(buf);
    return s;
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "squares", .max_size = 9
};
static const Position_Theory theory = { .conjugate = conjugate };
static const Position_Hints hints = { .size = size, .moves = moves };
static const Position_Drawing drawing = { .tikz = tikz };

const Position_Ruleset Konane_ruleset = {
    .name = "konane", .summary = "values of Konane (Hawaiian checkers) boards",
    .syntax = "A BOARD is its rows separated by '|' or '/': 'x' (or 'b') a black\n"
              "stone, Left's; 'o' (or 'w') a white one, Right's; '.' an empty\n"
              "square; '#' no square; up to 32x32.  A stone jumps an adjacent\n"
              "opponent's stone into the empty square beyond, capturing it, and\n"
              "may go on jumping in the same direction.",
    .source = "Ernst, Playing Konane mathematically (UMAP Journal, 1995)",
    .options = options, .split = split, .normalise = normalise, .parse = parse,
    .print = print, .census = &census, .theory = &theory, .hints = &hints,
    .drawing = &drawing
};
