/* Generated from noweb/rulesets/toppling.nw by notangle: edit the .nw, not this file. */
#line 89 "noweb/rulesets/toppling.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "toppling.h"
#include "mem.h"

#line 110 "noweb/rulesets/toppling.nw"
static uint64_t *scratch(size_t n)
{
    static _Thread_local uint64_t *buf;
    static _Thread_local size_t cap;
    GROW(buf, cap, n);
    return buf;
}

char Toppling_letter(uint64_t d)
{
    assert(d >= TOPPLING_BLUE && d <= TOPPLING_GREY);
    return "?lre"[d];
}

static bool pushes(char side, uint64_t d)
{
    return d == TOPPLING_GREY || d == (side == 'L' ? TOPPLING_BLUE : TOPPLING_RED);
}

static void put_row(uint64_t *q, size_t *k, const uint64_t *r, size_t n)
{
    if (n == 0)
        return;
    if (*k > 0)
        q[(*k)++] = 0;
    memcpy(q + *k, r, n * sizeof *r);
    *k += n;
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    uint64_t *q = scratch(len + 1);
    for (size_t a = 0; a < len; ) {             /* the row p[a..b) */
        size_t b = a;
        while (b < len && p[b] != 0)
            b++;
        for (size_t i = a; i < b; i++) {
            if (!pushes(side, p[i]))
                continue;
            for (int dir = 0; dir < 2; dir++) {  /* 0: to the left, 1: right */
                size_t k = 0;
                put_row(q, &k, p, a > 0 ? a - 1 : 0);
                if (dir == 0)
                    put_row(q, &k, p + i + 1, b - i - 1);
                else
                    put_row(q, &k, p + a, i - a);
                put_row(q, &k, p + b + 1, b < len ? len - b - 1 : 0);
                Position_list_push(out, q, k, 0);
            }
        }
        a = b + 1;
    }
}
#line 173 "noweb/rulesets/toppling.nw"
static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t a = 0; a < len; ) {
        size_t b = a;
        while (b < len && p[b] != 0)
            b++;
        if (b > a)
            Position_list_push(out, p + a, b - a, 0);
        a = b + 1;
    }
}
#line 197 "noweb/rulesets/toppling.nw"
static uint64_t swap(uint64_t d)
{
    return d == TOPPLING_GREY ? d : 3 - d;
}

static uint64_t form(const uint64_t *c, size_t n, int f, size_t i)
{
    uint64_t d = f & 1 ? c[n - 1 - i] : c[i];
    return f & 2 ? swap(d) : d;
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    int best = 0;
    for (int f = 1; f < 4; f++) {               /* reversed, swapped, both */
        size_t i = 0;
        while (i < len && form(c, len, f, i) == form(c, len, best, i))
            i++;
        if (i < len && form(c, len, f, i) < form(c, len, best, i))
            best = f;
    }
    for (size_t i = 0; i < len; i++)
        key[i] = form(c, len, best, i);
    *klen = len;
    return (best & 2) != 0;
}
#line 231 "noweb/rulesets/toppling.nw"
static bool fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    if (klen == 0)
        return false;
    for (size_t i = 1; i < klen; i++)
        if (key[i] != key[0])
            return false;
    if (key[0] == TOPPLING_GREY && klen <= UINT32_MAX) {
        *v = Game_nimber((uint32_t)klen);
        return true;
    }
    if (key[0] == TOPPLING_BLUE && klen <= INT64_MAX) {
        *v = Game_integer((int64_t)klen);
        return true;
    }
    return false;
}
#line 257 "noweb/rulesets/toppling.nw"
static uint64_t domino(char ch)
{
    switch (ch) {
    case 'l': case 'L': case 'x': case 'X': return TOPPLING_BLUE;
    case 'r': case 'R': case 'o': case 'O': return TOPPLING_RED;
    case 'e': case 'E': case '#': return TOPPLING_GREY;
    default: return 0;
    }
}

static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = strlen(s), k = 0;
    uint64_t *w = scratch(n + 1);
    bool any = false;
    for (size_t i = 0; i < n; i++) {
        uint64_t d = domino(s[i]);
        if (d) {
            w[k++] = d;
            any = true;
        } else if (s[i] == '.') {
            any = true;
        } else if (s[i] == '|' || s[i] == '/' || s[i] == ' ' || s[i] == '\t') {
            if (k > 0 && w[k - 1] != 0)
                w[k++] = 0;
        } else {
            return Perr_set(err, Perr_column(s, i), "a domino 'l', 'x', 'r', 'o', 'e' "
                            "or '#', '.', or '|', '/' or a space between rows");
        }
    }
    if (!any)
        return Perr_set(err, Perr_column(s, n), "a row of dominoes ('.' is none)");
    if (k > 0 && w[k - 1] == 0)
        k--;
    Position_list_push(out, w, k, 0);
    return true;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(len + 2);
    for (size_t i = 0; i < len; i++)
        s[i] = p[i] ? Toppling_letter(p[i]) : '|';
    if (len == 0)
        s[len++] = '.';
    s[len] = '\0';
    return s;
}
#line 319 "noweb/rulesets/toppling.nw"
static bool least(const uint64_t *c, size_t n)
{
    for (int f = 1; f < 4; f++) {
        size_t i = 0;
        while (i < n && form(c, n, f, i) == c[i])
            i++;
        if (i < n && form(c, n, f, i) < c[i])
            return false;
    }
    return true;
}

static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    uint64_t c[16];
    assert(size >= 1 && size <= 12);
    for (int n = 1; n <= size; n++) {
        uint64_t count = 1;
        for (int i = 0; i < n; i++)
            count *= 3;
        for (uint64_t x = 0; x < count; x++) {
            uint64_t y = x;
            for (int i = 0; i < n; i++, y /= 3)
                c[n - 1 - i] = 1 + y % 3;
            if (least(c, (size_t)n))
                Position_list_push(out, c, (size_t)n, (unsigned)n);
        }
    }
}

static void conjugate(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
    uint64_t *q = out->w + out->n - len;
    for (size_t i = 0; i < len; i++)
        q[i] = q[i] ? swap(q[i]) : 0;
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += p[i] != 0;
    return n;
}

static size_t moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += p[i] != 0 && pushes(side, p[i]) ? 2 : 0;
    return n;
}

static char *tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    assert(f);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,"
               "baseline=(current bounding box.center)]\n", unit, unit);
    static const char *const fill[] = { "", "blue!60", "red!60", "black!25" };
    double x = 0, y = 0;                        /* a domino is 0.4 by 1 */
    for (size_t i = 0; i < len; i++) {
        if (p[i] == 0) {
            x = 0;
            y -= 1.5;
            continue;
        }
        fprintf(f, "\\filldraw[fill=%s] (%g,%g) rectangle (%g,%g);\n",
                fill[p[i]], x + 0.3, y, x + 0.7, y + 1);
        x += 1;
    }
    if (len == 0)
        fprintf(f, "\\path (0,0) rectangle (1,-1);\n");
    fprintf(f, "\\end{tikzpicture}\n");
    fclose(f);
    char *s = STRDUP(buf);
    free(buf);
    return s;
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "dominoes", .max_size = 12
};
static const Position_Theory theory = { .conjugate = conjugate };
static const Position_Hints hints = { .size = size, .moves = moves };
static const Position_Drawing drawing = { .tikz = tikz };

const Position_Ruleset Toppling_ruleset = {
    .name = "toppling", .summary = "values of Toppling Dominoes rows",
    .syntax = "A POSITION is a row of dominoes: 'l' or 'x' blue (Left's), 'r' or 'o'\n"
              "red (Right's), 'e' or '#' grey (either player's), upper or lower\n"
              "case, as CGSuite 2 ('lre') and CGSuite 1.x, cgt-tools and MCGS\n"
              "('xo#') write them; '.' is no domino.  Rows separated by '|', '/'\n"
              "or spaces are a sum.  A player topples one of her dominoes or a\n"
              "grey one to the left or right: it and every domino on that side go.",
    .source = "Lessons in Play; Fink, Nowakowski, Siegel and Wolfe, Toppling "
              "conjectures (Games of No Chance 4)",
    .options = options, .split = split, .normalise = normalise, .fast = fast,
    .parse = parse, .print = print, .census = &census, .theory = &theory,
    .hints = &hints, .drawing = &drawing
};
