/* Generated from noweb/rulesets/domineering.nw by notangle: edit the .nw, not this file. */
#line 112 "noweb/rulesets/domineering.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "domineering.h"
#include "grid.h"
#include "mem.h"

#line 219 "noweb/rulesets/domineering.nw"
typedef struct Grid {
    int R, C;
    uint64_t row[DOMINEERING_MAX];
} Grid;
#line 127 "noweb/rulesets/domineering.nw"
#define COL0    0x0101010101010101ULL
#define NOTCOL0 0xfefefefefefefefeULL
#define NOTCOL7 0x7f7f7f7f7f7f7f7fULL

#define GENERAL(param) (((const Domineering_Param *)(param))->general)

static inline uint64_t vmoves(uint64_t b) { return b & (b >> 8); }
static inline uint64_t hmoves(uint64_t b) { return b & (b >> 1) & NOTCOL7; }
static inline uint64_t neighbours(uint64_t x)
{
    return (x << 8) | (x >> 8) | ((x << 1) & NOTCOL0) | ((x >> 1) & NOTCOL7);
}

static inline uint64_t flood(uint64_t b, uint64_t c)  /* the squares of b joined to c */
{
    uint64_t n;
    while ((n = (c | neighbours(c)) & b) != c)
        c = n;
    return c;
}
#line 152 "noweb/rulesets/domineering.nw"
static inline uint64_t align(uint64_t b)
{
    if (b == 0)
        return 0;
    b >>= __builtin_ctzll(b) & ~7;
    uint64_t m = b | (b >> 32);
    m |= m >> 16;
    m |= m >> 8;
    return b >> __builtin_ctzll(m & 0xff);
}
#line 170 "noweb/rulesets/domineering.nw"
static inline uint64_t flip(uint64_t b) { return __builtin_bswap64(b); }

static inline uint64_t mirror(uint64_t b)
{
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    return ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
}

static inline uint64_t transpose(uint64_t b)
{
    uint64_t t;
    t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    return b;
}
#line 198 "noweb/rulesets/domineering.nw"
static inline uint64_t min64(uint64_t a, uint64_t b) { return a < b ? a : b; }

static bool small_key(uint64_t b, uint64_t *key)
{
    uint64_t a0 = align(b), m = mirror(a0);
    uint64_t a1 = align(m), a2 = align(flip(a0)), a3 = align(flip(m));
    uint64_t k = min64(min64(a0, a1), min64(a2, a3));
    uint64_t t = min64(min64(transpose(a0), transpose(a1)),
                       min64(transpose(a2), transpose(a3)));
    *key = min64(k, t);
    return t < k;
}
#line 226 "noweb/rulesets/domineering.nw"
static void from_words(const uint64_t *p, size_t len, Grid *g)
{
    if (len == 1) {
        g->R = g->C = 8;
        for (int r = 0; r < 8; r++)
            g->row[r] = (p[0] >> (8 * r)) & 0xff;
        return;
    }
    g->R = (int)(p[0] & 0xff);
    g->C = (int)((p[0] >> 8) & 0xff);
    assert(len == (size_t)g->R + 1 && g->R <= DOMINEERING_MAX && g->C <= DOMINEERING_MAX);
    memcpy(g->row, p + 1, (size_t)g->R * sizeof *p);
}

static bool fits_small(const Grid *g, bool general)
{
    if (general)
        return false;
    for (int r = 0; r < g->R; r++)
        if (r >= 8 ? g->row[r] != 0 : (g->row[r] >> 8) != 0)
            return false;
    return true;
}

static size_t to_words(const Grid *g, uint64_t *w, bool general)
{
    if (fits_small(g, general)) {
        uint64_t b = 0;
        for (int r = 0; r < g->R && r < 8; r++)
            b |= g->row[r] << (8 * r);
        w[0] = b;
        return 1;
    }
    w[0] = (uint64_t)g->R | (uint64_t)g->C << 8;
    memcpy(w + 1, g->row, (size_t)g->R * sizeof *w);
    return (size_t)g->R + 1;
}
#line 268 "noweb/rulesets/domineering.nw"
static void trim(Grid *g)
{
    int r0 = 0, r1 = g->R - 1;
    while (r0 <= r1 && g->row[r0] == 0) r0++;
    while (r1 >= r0 && g->row[r1] == 0) r1--;
    if (r0 > r1) {
        g->R = g->C = 1;
        g->row[0] = 0;
        return;
    }
    uint64_t any = 0;
    for (int r = r0; r <= r1; r++)
        any |= g->row[r];
    int c0 = __builtin_ctzll(any), c1 = 63 - __builtin_clzll(any);
    for (int r = r0; r <= r1; r++)
        g->row[r - r0] = g->row[r] >> c0;
    g->R = r1 - r0 + 1;
    g->C = c1 - c0 + 1;
}

static void grid_flip(Grid *g)
{
    for (int i = 0, j = g->R - 1; i < j; i++, j--) {
        uint64_t t = g->row[i]; g->row[i] = g->row[j]; g->row[j] = t;
    }
}

static uint64_t reverse64(uint64_t x)
{
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((x & 0x0f0f0f0f0f0f0f0fULL) << 4);
    return __builtin_bswap64(x);
}

static void grid_mirror(Grid *g)
{
    for (int r = 0; r < g->R; r++)
        g->row[r] = reverse64(g->row[r]) >> (64 - g->C);
}

static void grid_transpose(const Grid *g, Grid *t)
{
    t->R = g->C;
    t->C = g->R;
    memset(t->row, 0, sizeof t->row);
    for (int r = 0; r < g->R; r++)
        for (uint64_t m = g->row[r]; m; m &= m - 1)
            t->row[__builtin_ctzll(m)] |= 1ULL << r;
}
#line 323 "noweb/rulesets/domineering.nw"
static int cmp_words(const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
    if (na != nb)
        return na < nb ? -1 : 1;
    for (size_t i = 0; i < na; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static bool grid_key(Grid *g, uint64_t *key, size_t *klen, bool general)
{
    uint64_t w[DOMINEERING_MAX + 1];
    bool neg = false;
    *klen = 0;
    for (int k = 0; k < 8; k++) {
        Grid h = *g, t;
        if (k & 1) grid_mirror(&h);
        if (k & 2) grid_flip(&h);
        if (k & 4) { grid_transpose(&h, &t); h = t; }
        size_t n = to_words(&h, w, general);
        if (*klen == 0 || cmp_words(w, n, key, *klen) < 0) {
            memcpy(key, w, n * sizeof *w);
            *klen = n;
            neg = (k & 4) != 0;
        }
    }
    return neg;
}
#line 362 "noweb/rulesets/domineering.nw"
static void small_options(uint64_t b, char side, uint64_t skip, Position_List *out)
{
    int other = side == 'L' ? 8 : 1;            /* the domino's second square */
    for (uint64_t m = (side == 'L' ? vmoves(b) : hmoves(b)) & ~skip; m; m &= m - 1) {
        uint64_t o = b & ~(((m & -m) << other) | (m & -m));
        Position_list_push(out, &o, 1, 0);
    }
}

static void grid_options(const uint64_t *p, size_t len, char side, const uint64_t *skip,
                         Position_List *out)
{
    uint64_t w[DOMINEERING_MAX + 1];
    memcpy(w, p, len * sizeof *w);
    int R = (int)(p[0] & 0xff);
    for (int r = 0; r < R; r++) {
        uint64_t *row = w + 1 + r, sk = skip ? skip[r] : 0;
        if (side == 'L' && r + 1 < R)
            for (uint64_t m = row[0] & row[1] & ~sk; m; m &= m - 1) {
                row[0] &= ~(m & -m); row[1] &= ~(m & -m);
                Position_list_push(out, w, len, 0);
                row[0] |= m & -m; row[1] |= m & -m;
            }
        if (side == 'R')
            for (uint64_t m = row[0] & (row[0] >> 1) & ~sk; m; m &= m - 1) {
                uint64_t two = (m & -m) | ((m & -m) << 1);
                row[0] &= ~two;
                Position_list_push(out, w, len, 0);
                row[0] |= two;
            }
    }
}

static void dom_options(const void *param, const uint64_t *p, size_t len, char side,
                        Position_List *out)
{
    (void)param;
    if (len == 1) {
        small_options(p[0], side, 0, out);
        return;
    }
    grid_options(p, len, side, NULL, out);
}
#line 412 "noweb/rulesets/domineering.nw"
static inline uint64_t fill_row(uint64_t seed, uint64_t row)
{
    uint64_t x = seed & row, y;
    do {
        y = x;
        x = (x | (x << 1) | (x >> 1)) & row;
    } while (x != y);
    return x;
}

static void grid_flood(const Grid *g, Grid *c);

static void dom_split(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    if (len == 1) {
        uint64_t b = p[0];
        while (b) {
            uint64_t c = flood(b, b & -b);
            b &= ~c;
            if (c & (c - 1))
                Position_list_push(out, &c, 1, 0);
        }
        return;
    }
    Grid g, c;
    uint64_t w[DOMINEERING_MAX + 1];
    from_words(p, len, &g);
    for (int r0 = 0; r0 < g.R; r0++)
        while (g.row[r0]) {
            
#line 457 "noweb/rulesets/domineering.nw"
c.R = g.R;
c.C = g.C;
memset(c.row, 0, sizeof c.row);
c.row[r0] = g.row[r0] & -g.row[r0];
grid_flood(&g, &c);
#line 443 "noweb/rulesets/domineering.nw"
            int cells = 0;
            for (int r = 0; r < g.R; r++) {
                g.row[r] &= ~c.row[r];
                cells += __builtin_popcountll(c.row[r]);
            }
            if (cells > 1) {
                trim(&c);
                Position_list_push(out, w, to_words(&c, w, GENERAL(param)), 0);
            }
        }
}
#line 467 "noweb/rulesets/domineering.nw"
static void grid_flood(const Grid *g, Grid *c)
{
    for (bool grew = true; grew;) {
        grew = false;
        for (int r = 0; r < g->R; r++) {
            uint64_t s = c->row[r];
            if (r > 0) s |= c->row[r - 1];
            if (r + 1 < g->R) s |= c->row[r + 1];
            uint64_t x = fill_row(s, g->row[r]);
            if (x != c->row[r]) {
                c->row[r] = x;
                grew = true;
            }
        }
    }
}
#line 489 "noweb/rulesets/domineering.nw"
static bool grid_normalise(const uint64_t *c, size_t len, uint64_t *key, size_t *klen,
                           bool general);

static bool dom_normalise(const void *param, const uint64_t *c, size_t len,
                          uint64_t *key, size_t *klen)
{
    (void)param;
    if (len == 1) {
        *klen = 1;
        return small_key(c[0], key);
    }
    return grid_normalise(c, len, key, klen, false);
}

static bool dom_normalise_general(const void *param, const uint64_t *c, size_t len,
                                  uint64_t *key, size_t *klen)
{
    (void)param;
    return grid_normalise(c, len, key, klen, true);
}

static bool grid_normalise(const uint64_t *c, size_t len, uint64_t *key, size_t *klen,
                           bool general)
{
    Grid g;
    from_words(c, len, &g);
    trim(&g);
    if (fits_small(&g, general)) {
        uint64_t w[DOMINEERING_MAX + 1];
        to_words(&g, w, general);
        *klen = 1;
        return small_key(w[0], key);
    }
    return grid_key(&g, key, klen, general);
}

static bool dom_fast(const void *param, const uint64_t *k, size_t klen, Game_T *v)
{
    (void)param;
    uint64_t h = 0, vert = 0;
    int n = 0;
    if (klen == 1) {
        h = hmoves(k[0]);
        vert = vmoves(k[0]);
        n = __builtin_popcountll(k[0]);
    } else {
        int R = (int)(k[0] & 0xff);
        for (int r = 0; r < R; r++) {
            h |= k[1 + r] & (k[1 + r] >> 1);
            if (r + 1 < R) vert |= k[1 + r] & k[2 + r];
            n += __builtin_popcountll(k[1 + r]);
        }
    }
    if (h && vert)
        return false;
    *v = Game_integer(h ? -(n / 2) : n / 2);
    return true;
}

#line 630 "noweb/rulesets/domineering.nw"
static void grid_bridges(const uint64_t *p, size_t len, bool general, Position_List *out);

static void dom_bridges(const void *param, const uint64_t *p, size_t len,
                        Position_List *out)
{
    if (len != 1) {
        grid_bridges(p, len, GENERAL(param), out);
        return;
    }
    uint64_t b = p[0];
    uint64_t h = ((b << 1) & NOTCOL0) | ((b >> 1) & NOTCOL7), v = (b << 8) | (b >> 8);
    uint64_t both_h = ((b << 1) & NOTCOL0) & ((b >> 1) & NOTCOL7);
    uint64_t both_v = (b << 8) & (b >> 8);
    for (uint64_t m = b & ((both_v & ~h) | (both_h & ~v)); m; m &= m - 1) {
        uint64_t x = m & -m;
        bool vertical = (both_v & x) != 0;
        uint64_t a = vertical ? x >> 8 : (x >> 1) & NOTCOL7;
        uint64_t y = vertical ? x << 8 : (x << 1) & NOTCOL0;
        bool via_a = (b & (vertical ? a >> 8 : (a >> 1) & NOTCOL7)) != 0;
        bool via_y = (b & (vertical ? y << 8 : (y << 1) & NOTCOL0)) != 0;
        if (!via_a && !via_y)
            continue;                       /* neither way can hold (the lemma) */
        uint64_t A = flood(b & ~x, a);
        if (A & y)
            continue;                       /* x does not cut the region */
        uint64_t C = b & ~A & ~x, w[6] = { A | x, A, C | x, C | x, C, A | x };
        for (int i = via_a ? 0 : 3; i < (via_y ? 6 : 3); i++)
            Position_list_push(out, &w[i], 1, 0);
    }
}
#line 665 "noweb/rulesets/domineering.nw"
static void push_grid(const Grid *g, bool general, Position_List *out)
{
    uint64_t w[DOMINEERING_MAX + 1];
    Position_list_push(out, w, to_words(g, w, general), 0);
}

static void grid_bridges(const uint64_t *p, size_t len, bool general, Position_List *out)
{
    Grid g;
    from_words(p, len, &g);
    for (int r = 0; r < g.R; r++) {
        uint64_t row = g.row[r], up = r > 0 ? g.row[r - 1] : 0;
        uint64_t down = r + 1 < g.R ? g.row[r + 1] : 0, h = (row << 1) | (row >> 1);
        uint64_t hx = row & (row << 1) & (row >> 1) & ~up & ~down;
        uint64_t vx = row & up & down & ~h;
        for (uint64_t m = hx | vx; m; m &= m - 1) {
            uint64_t x = m & -m;
            bool vertical = (vx & x) != 0;
            uint64_t far_a = vertical ? (r >= 2 ? g.row[r - 2] : 0) : row << 2;
            uint64_t far_y = vertical ? (r + 2 < g.R ? g.row[r + 2] : 0) : row >> 2;
            bool via_a = (far_a & x) != 0, via_y = (far_y & x) != 0;
            if (!via_a && !via_y)
                continue;                   /* neither way can hold (the lemma) */
            Grid rest = g, A = { g.R, g.C, { 0 } };
            rest.row[r] &= ~x;
            A.row[vertical ? r - 1 : r] = vertical ? x : x >> 1;
            grid_flood(&rest, &A);
            if (A.row[vertical ? r + 1 : r] & (vertical ? x : x << 1))
                continue;                   /* x does not cut the region */
            Grid C = rest;
            for (int i = 0; i < g.R; i++)
                C.row[i] &= ~A.row[i];
            Grid Ax = A, Cx = C;
            Ax.row[r] |= x;
            Cx.row[r] |= x;
            const Grid *way[6] = { &Ax, &A, &Cx, &Cx, &C, &Ax };
            for (int i = via_a ? 0 : 3; i < (via_y ? 6 : 3); i++)
                push_grid(way[i], general, out);
        }
    }
}
#line 799 "noweb/rulesets/domineering.nw"
static void grid_left_out(const uint64_t *b, int R, uint64_t *out)
{
    uint64_t mv[DOMINEERING_MAX], live[DOMINEERING_MAX], alone[DOMINEERING_MAX],
        hn[DOMINEERING_MAX];
#define ROW(q) ((q) >= 0 && (q) < R ? b[(q)] : 0)
#define LIVE(q, m) ((q) >= 0 && (q) < R && (live[(q)] & (m)) != 0)
#define ALONE(q, m) LIVE(q, alone[(q)] & (m))
    size_t nfree = 0;
    for (int r = 0; r < R; r++) {
        mv[r] = live[r] = b[r] & ROW(r + 1);
        hn[r] = b[r] & ((b[r] << 1) | (b[r] >> 1));
        alone[r] = mv[r] & ~ROW(r - 1) & ~ROW(r + 2);
        nfree += (size_t)__builtin_popcountll(alone[r]);
        out[r] = 0;
    }
    for (int r = 0; r + 1 < R; r++)
        for (uint64_t m = mv[r]; m; m &= m - 1) {
            uint64_t t = m & -m, side = (t << 1) | (t >> 1);
            bool h0 = hn[r] & t, h1 = hn[r + 1] & t, found = false;
            if (!h0 && !h1) {
                size_t near = 0;            /* live free moves touching d1 */
                for (int q = r - 1; q <= r + 1; q++)
                    near += ALONE(q, t);
                found = nfree > near                        /* disjoint */
                        || LIVE(r + 2, t & ~ROW(r + 4))     /* below, nothing beyond */
                        || LIVE(r - 2, t & ~ROW(r - 3))     /* above, nothing beyond */
                        || LIVE(r + 3, t & ~ROW(r + 5))     /* a square between */
                        || LIVE(r - 3, t & ~ROW(r - 4));
            } else {
                uint64_t x0 = b[r] & side, x1 = b[r + 1] & side;
                int lr = x0 ? r : r + 1;    /* the first neighbour, lo */
                uint64_t lo = x0 ? x0 & -x0 : x1 & -x1;
                bool only = lr == r ? x0 == lo && x1 == 0 : x1 == lo;
                bool below = lr == r ? x0 == lo && (x1 & ~lo) == 0 : x1 == lo;
                found = (below && ALONE(lr, lo)) || (only && ALONE(lr - 1, lo));
            }
            found = found || (!h0 && LIVE(r + 1, t & ~ROW(r + 3)))  /* sharing */
                    || (!h1 && LIVE(r - 1, t & ~ROW(r - 2)));
            uint64_t l0 = b[r] & t >> 1, l1 = b[r + 1] & t >> 1;
            uint64_t r0 = b[r] & t << 1, r1 = b[r + 1] & t << 1;
            found = found || (!(l0 | l1) && ALONE(r, t << 2))   /* two columns over */
                    || (!(r0 | r1) && ALONE(r, t >> 2))
                    || (!(l0 | l1 | r0) && ALONE(r + 1, t << 2))    /* and a row off */
                    || (!(l0 | l1 | r1) && ALONE(r - 1, t << 2))
                    || (!(r0 | r1 | l0) && ALONE(r + 1, t >> 2))
                    || (!(r0 | r1 | l1) && ALONE(r - 1, t >> 2));
            if (found) {
                out[r] |= t;
                live[r] &= ~t;
                nfree -= (alone[r] & t) != 0;
            }
        }
#undef ROW
#undef LIVE
#undef ALONE
}

static uint64_t left_out(uint64_t b)          /* the same on one word */
{
    uint64_t row[8], out[8], o = 0;
    for (int r = 0; r < 8; r++)
        row[r] = b >> (8 * r) & 0xff;
    grid_left_out(row, 8, out);
    for (int r = 0; r < 8; r++)
        o |= out[r] << (8 * r);
    return o;
}

static void dom_value_options(const void *param, const uint64_t *p, size_t len, char side,
                              Position_List *out)
{
    (void)param;
    if (len == 1) {
        uint64_t b = p[0];
        small_options(b, side, side == 'L' ? left_out(b) : transpose(left_out(transpose(b))),
                      out);
        return;
    }
    Grid g, t, gone, skip;
    from_words(p, len, &g);
    if (side == 'L')
        grid_left_out(g.row, g.R, skip.row);
    else {                                      /* Left's moves on the transpose */
        grid_transpose(&g, &t);
        gone = (Grid){ t.R, t.C, { 0 } };
        grid_left_out(t.row, t.R, gone.row);
        grid_transpose(&gone, &skip);
    }
    grid_options(p, len, side, skip.row, out);
}
#line 894 "noweb/rulesets/domineering.nw"
size_t Domineering_position(const Domineering_Board *b, uint64_t *w)
{
    assert(b && b->rows >= 1 && b->rows <= DOMINEERING_MAX && b->cols >= 1
           && b->cols <= DOMINEERING_MAX);
    Grid g;
    g.R = b->rows;
    g.C = b->cols;
    memcpy(g.row, b->row, sizeof g.row);
    return to_words(&g, w, false);
}

Domineering_Board Domineering_board(const uint64_t *w, size_t len)
{
    assert(w && len >= 1);
    Grid g;
    from_words(w, len, &g);
    trim(&g);
    Domineering_Board b = { g.R, g.C, { 0 } };
    memcpy(b.row, g.row, (size_t)g.R * sizeof *g.row);
    return b;
}
#line 967 "noweb/rulesets/domineering.nw"
static bool dom_parse(const void *param, const char *text, Position_List *out,
                      Perr_T *err)
{
    (void)param;
    Domineering_Board b;
    if (!Domineering_parse(text, &b, err))
        return false;
    uint64_t w[DOMINEERING_MAX + 1];
    Position_list_push(out, w, Domineering_position(&b, w), 0);
    return true;
}

static char *dom_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Domineering_Board b = Domineering_board(p, len);
    return Domineering_str(&b);
}

static char *dom_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    Domineering_Board b = Domineering_board(p, len);
    return Domineering_tikz(&b, unit);
}

static void dom_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    static _Thread_local Grid_Shape *shapes;    /* kept across a limit's longjmp */
    FREE(shapes);
    Grid_Shape *s;
    size_t n = Grid_polyominoes(size, &s);
    shapes = s;
    for (size_t i = 0; i < n; i++) {
        Domineering_Board b = { s[i].rows, s[i].cols, { 0 } };
        for (int k = 0; k < s[i].cells; k++)
            b.row[s[i].cell[k] / 16] |= 1ULL << (s[i].cell[k] % 16);
        uint64_t w[DOMINEERING_MAX + 1];
        Position_list_push(out, w, Domineering_position(&b, w), (unsigned)s[i].cells);
    }
    FREE(shapes);
}

static size_t dom_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    if (len == 1)
        return (size_t)__builtin_popcountll(side == 'L' ? vmoves(p[0]) : hmoves(p[0]));
    size_t n = 0;
    int R = (int)(p[0] & 0xff);
    for (int r = 0; r < R; r++)
        n += (size_t)__builtin_popcountll(side == 'L' ? (r + 1 < R ? p[1 + r] & p[2 + r] : 0)
                                                      : p[1 + r] & (p[1 + r] >> 1));
    return n;
}

static size_t dom_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Domineering_Board b = Domineering_board(p, len);
    size_t n = 0;
    for (int r = 0; r < b.rows; r++)
        n += (size_t)__builtin_popcountll(b.row[r]);
    return n;
}

static void dom_conjugate(const void *param, const uint64_t *p, size_t len,
                          Position_List *out)
{
    (void)param;
    Domineering_Board b = Domineering_board(p, len), t = Domineering_turn(&b);
    uint64_t w[DOMINEERING_MAX + 1];
    Position_list_push(out, w, Domineering_position(&t, w), 0);
}

static const Domineering_Param plain_param = { false }, general_param = { true };

static const Position_Census dom_census = {
    .enumerate = dom_enumerate, .size_unit = "squares", .max_size = GRID_MAX_CELLS
};
static const Position_Theory dom_theory = { .conjugate = dom_conjugate };
static const Position_Hints dom_hints = { .size = dom_size, .moves = dom_moves };
static const Position_Drawing dom_drawing = { .tikz = dom_tikz };

#define DOMINEERING_DESCRIPTOR(P, NORMALISE)                                         \
    .name = "domineering", .summary = "values of Domineering boards",              \
    .syntax = "A BOARD is RxC (an empty board of R rows and C columns, up to 64x64)\n" \
              "or its rows separated by '|' or '/', '.' an empty square, '#' a\n"  \
              "blocked one: '..#|...' is two rows of three squares with the top\n"  \
              "right one blocked.  Left plays vertically, Right horizontally;\n"    \
              "turning a board a quarter negates its value.",                      \
    .source = "ONAG ch. 7 and 10; Winning Ways ch. 5",                              \
    .param = (P), .options = dom_options, .split = dom_split,                       \
    .normalise = NORMALISE, .fast = dom_fast, .bridges = dom_bridges,               \
    .value_options = dom_value_options, .parse = dom_parse, .print = dom_print,     \
    .census = &dom_census, .theory = &dom_theory, .hints = &dom_hints,              \
    .drawing = &dom_drawing

const Position_Ruleset Domineering_ruleset = {
    DOMINEERING_DESCRIPTOR(&plain_param, dom_normalise)
};
const Position_Ruleset Domineering_general_ruleset = {
    DOMINEERING_DESCRIPTOR(&general_param, dom_normalise_general), .variant = "general"
};
