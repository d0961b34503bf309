/* Generated from noweb/rulesets/clobber.nw by notangle: edit the .nw, not this file. */
#line 140 "noweb/rulesets/clobber.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "clobber.h"
#include "grid.h"
#include "mem.h"

#line 158 "noweb/rulesets/clobber.nw"
enum { EMPTY, BLACK, WHITE, BLOCKED };
enum { ORTHO, DIAG, COMPASS, KNIGHT, DIRS = 3, SLIDE = 4, ANTI = 8 };
typedef struct Board {
    int R, C;
    unsigned rule;
    uint8_t c[CLOBBER_MAX_CELLS];
} Board;
typedef struct Param { bool cannibal; } Param;
#line 287 "noweb/rulesets/clobber.nw"
typedef struct Bits {
    int R, C, n;
    uint64_t black, white, all;         /* the stones; every square of the board */
    uint64_t first, last;               /* the squares of the first and last column */
} Bits;
#line 168 "noweb/rulesets/clobber.nw"
static void from_words(const uint64_t *p, size_t len, Board *b)
{
    b->R = (int)(p[0] & 0xff);
    b->C = (int)(p[0] >> 8 & 0xff);
    b->rule = (unsigned)(p[0] >> 16 & 0xff);
    int n = b->R * b->C;
    assert(len == 1 + (size_t)(n + 31) / 32);
    (void)len;
    for (int i = 0; i < n; i++)
        b->c[i] = (uint8_t)(p[1 + i / 32] >> (2 * (i % 32)) & 3);
}

static size_t to_words(const Board *b, uint64_t *w)
{
    int n = b->R * b->C;
    size_t len = 1 + (size_t)(n + 31) / 32;
    w[0] = (uint64_t)b->R | (uint64_t)b->C << 8 | (uint64_t)b->rule << 16;
    memset(w + 1, 0, (len - 1) * sizeof *w);
    for (int i = 0; i < n; i++)
        w[1 + i / 32] |= (uint64_t)b->c[i] << (2 * (i % 32));
    return len;
}
#line 196 "noweb/rulesets/clobber.nw"
static const struct { int n; int8_t d[8][2]; } dirs[4] = {
    { 4, { { -1, 0 }, { 0, 1 }, { 1, 0 }, { 0, -1 } } },
    { 4, { { -1, 1 }, { 1, 1 }, { 1, -1 }, { -1, -1 } } },
    { 8, { { -1, 0 }, { 0, 1 }, { 1, 0 }, { 0, -1 },
           { -1, 1 }, { 1, 1 }, { 1, -1 }, { -1, -1 } } },
    { 8, { { -2, -1 }, { -2, 1 }, { -1, -2 }, { -1, 2 },
           { 1, -2 }, { 1, 2 }, { 2, -1 }, { 2, 1 } } },
};
#line 217 "noweb/rulesets/clobber.nw"
static inline bool capturable(unsigned rule, bool cannibal, int t, int opp)
{
    if (rule & ANTI)
        return t == EMPTY;
    return cannibal ? t == BLACK || t == WHITE : t == opp;
}

static inline void set_square(uint64_t *w, int i, int v)
{
    w[1 + i / 32] = (w[1 + i / 32] & ~((uint64_t)3 << (2 * (i % 32))))
                    | (uint64_t)v << (2 * (i % 32));
}

static size_t each_move(const Board *b, const uint64_t *p, size_t len, bool cannibal,
                        char side, Position_List *out)
{
    int me = side == 'L' ? BLACK : WHITE, opp = BLACK + WHITE - me;
    int nd = dirs[b->rule & DIRS].n;
    bool slide = b->rule & SLIDE;
    size_t n = 0;
    for (int r = 0; r < b->R; r++)
        for (int c = 0; c < b->C; c++) {
            if (b->c[r * b->C + c] != me)
                continue;
            for (int k = 0; k < nd; k++) {
                int dr = dirs[b->rule & DIRS].d[k][0];
                int dc = dirs[b->rule & DIRS].d[k][1];
                int y = r + dr, x = c + dc;
                while (slide && y >= 0 && y < b->R && x >= 0 && x < b->C
                       && b->c[y * b->C + x] == EMPTY)
                    y += dr, x += dc;
                if (y < 0 || y >= b->R || x < 0 || x >= b->C
                    || !capturable(b->rule, cannibal, b->c[y * b->C + x], opp))
                    continue;
                n++;
                if (out) {
                    
#line 261 "noweb/rulesets/clobber.nw"
uint64_t w[1 + CLOBBER_MAX_CELLS / 32];
memcpy(w, p, len * sizeof *w);
set_square(w, r * b->C + c, b->rule & ANTI ? opp : EMPTY);
set_square(w, y * b->C + x, me);
Position_list_push(out, w, len, 0);
#line 254 "noweb/rulesets/clobber.nw"
                }
            }
        }
    return n;
}
#line 294 "noweb/rulesets/clobber.nw"
/* bits 0, 2, 4, ... of x, packed into the low 32 */
static inline uint64_t even_bits(uint64_t x)
{
    x &= 0x5555555555555555u;
    x = (x | x >> 1) & 0x3333333333333333u;
    x = (x | x >> 2) & 0x0f0f0f0f0f0f0f0fu;
    x = (x | x >> 4) & 0x00ff00ff00ff00ffu;
    x = (x | x >> 8) & 0x0000ffff0000ffffu;
    return (x | x >> 16) & 0x00000000ffffffffu;
}

/* p as masks, when its rule is orthogonal steps and it has at most 64 squares */
static bool to_bits(const uint64_t *p, size_t len, Bits *b)
{
    b->R = (int)(p[0] & 0xff);
    b->C = (int)(p[0] >> 8 & 0xff);
    b->n = b->R * b->C;
    if ((p[0] >> 16 & 0xff) != ORTHO || b->n > 64)
        return false;
    uint64_t lo = 0, hi = 0;            /* the low and high bit of every square */
    for (size_t k = 1; k < len; k++) {
        lo |= even_bits(p[k]) << (32 * (k - 1));
        hi |= even_bits(p[k] >> 1) << (32 * (k - 1));
    }
    b->black = lo & ~hi;
    b->white = hi & ~lo;
    b->all = b->n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << b->n) - 1;
    b->first = 0;
    for (int r = 0; r < b->R; r++)
        b->first |= (uint64_t)1 << (r * b->C);
    b->last = b->first << (b->C - 1);
    return true;
}

/* the squares next to those of x (orthogonally), on the board */
static inline uint64_t neighbours(const Bits *b, uint64_t x)
{
    return ((x & ~b->last) << 1 | (x & ~b->first) >> 1 | x << b->C | x >> b->C) & b->all;
}

/* the moves of side in b (targets: the opponent's stones, or all of them) and, when
   out is not NULL, the options, made from b's words p */
static size_t bits_moves(const Bits *b, const uint64_t *p, size_t len, bool cannibal,
                         char side, Position_List *out)
{
    uint64_t me = side == 'L' ? b->black : b->white;
    uint64_t target = cannibal ? b->black | b->white : side == 'L' ? b->white : b->black;
    uint64_t north = me & target << b->C, east = me & ~b->last & target >> 1;
    uint64_t south = me & (target >> b->C), west = me & ~b->first & target << 1;
    if (!out)
        return (size_t)(__builtin_popcountll(north) + __builtin_popcountll(east)
                        + __builtin_popcountll(south) + __builtin_popcountll(west));
    int mine = side == 'L' ? BLACK : WHITE;
    size_t n = 0;
    uint64_t w[3];
    for (uint64_t m = north | east | south | west; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        const int to[4] = { i - b->C, i + 1, i + b->C, i - 1 };
        const uint64_t has[4] = { north, east, south, west };
        for (int k = 0; k < 4; k++)
            if (has[k] >> i & 1) {
                memcpy(w, p, len * sizeof *w);
                set_square(w, i, EMPTY);
                set_square(w, to[k], mine);
                Position_list_push(out, w, len, 0);
                n++;
            }
    }
    return n;
}

/* the components of b with a move, as clob_split makes them */
static void bits_split(const Bits *b, bool cannibal, Position_List *out)
{
    uint64_t left = b->black | b->white;
    while (left) {
        uint64_t comp = left & -left, grown;
        while ((grown = comp | (neighbours(b, comp) & left)) != comp)
            comp = grown;
        left &= ~comp;
        if (cannibal ? __builtin_popcountll(comp) < 2
                     : !(comp & b->black) || !(comp & b->white))
            continue;
        int r0 = __builtin_ctzll(comp) / b->C, r1 = (63 - __builtin_clzll(comp)) / b->C;
        uint64_t row = b->C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << b->C) - 1, cols = 0;
        for (int r = r0; r <= r1; r++)
            cols |= comp >> (r * b->C) & row;
        int c0 = __builtin_ctzll(cols), c1 = 63 - __builtin_clzll(cols);
        int R = r1 - r0 + 1, C = c1 - c0 + 1;
        uint64_t w[3] = { (uint64_t)R | (uint64_t)C << 8 | (uint64_t)ORTHO << 16, 0, 0 };
        for (uint64_t m = comp; m; m &= m - 1) {
            int i = __builtin_ctzll(m), j = (i / b->C - r0) * C + i % b->C - c0;
            w[1 + j / 32] |= (uint64_t)(b->black >> i & 1 ? BLACK : WHITE) << (2 * (j % 32));
        }
        Position_list_push(out, w, 1 + (size_t)(R * C + 31) / 32, 0);
    }
}
#line 394 "noweb/rulesets/clobber.nw"
static void clob_options(const void *param, const uint64_t *p, size_t len, char side,
                         Position_List *out)
{
    const Param *pm = param;
    Bits m;
    if (to_bits(p, len, &m)) {
        bits_moves(&m, p, len, pm->cannibal, side, out);
        return;
    }
    Board b;
    from_words(p, len, &b);
    each_move(&b, p, len, pm->cannibal, side, out);
}

static size_t clob_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    const Param *pm = param;
    Bits m;
    if (to_bits(p, len, &m))
        return bits_moves(&m, p, len, pm->cannibal, side, NULL);
    Board b;
    from_words(p, len, &b);
    return each_move(&b, p, len, pm->cannibal, side, NULL);
}

#line 436 "noweb/rulesets/clobber.nw"
static size_t clob_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Board b;
    from_words(p, len, &b);
    size_t n = 0;
    for (int i = 0; i < b.R * b.C; i++)
        n += b.c[i] == BLACK || b.c[i] == WHITE;
    return 2 * n;
}
#line 465 "noweb/rulesets/clobber.nw"
static inline bool in_graph(unsigned rule, int v)
{
    return rule & (SLIDE | ANTI) ? v != BLOCKED : v == BLACK || v == WHITE;
}

static void clob_split(const void *param, const uint64_t *p, size_t len,
                       Position_List *out)
{
    const Param *pm = param;
    Bits m;
    if (to_bits(p, len, &m)) {
        bits_split(&m, pm->cannibal, out);
        return;
    }
    Board b, q;
    from_words(p, len, &b);
    int n = b.R * b.C, stack[CLOBBER_MAX_CELLS], comp[CLOBBER_MAX_CELLS];
    uint8_t seen[CLOBBER_MAX_CELLS];
    memset(seen, 0, (size_t)n);
    bool stones = !(b.rule & (SLIDE | ANTI));
    int nd = dirs[b.rule & DIRS].n;
    uint8_t filler = b.rule & (SLIDE | ANTI) ? BLOCKED : EMPTY;
    for (int s = 0; s < n; s++) {
        if (seen[s] || !in_graph(b.rule, b.c[s]))
            continue;
        int top = 0, m = 0, r0 = b.R, r1 = -1, c0 = b.C, c1 = -1, colours = 0;
        stack[top++] = s;
        seen[s] = 1;
        while (top) {
            int v = stack[--top], r = v / b.C, c = v % b.C;
            comp[m++] = v;
            colours |= 1 << b.c[v];
            if (r < r0) r0 = r;
            if (r > r1) r1 = r;
            if (c < c0) c0 = c;
            if (c > c1) c1 = c;
            for (int k = 0; k < nd; k++) {
                int y = r + dirs[b.rule & DIRS].d[k][0];
                int x = c + dirs[b.rule & DIRS].d[k][1];
                if (y < 0 || y >= b.R || x < 0 || x >= b.C)
                    continue;
                int u = y * b.C + x;
                if (!seen[u] && in_graph(b.rule, b.c[u])) {
                    seen[u] = 1;
                    stack[top++] = u;
                }
            }
        }
        if (stones && (pm->cannibal ? m < 2 : colours != (1 << BLACK | 1 << WHITE)))
            continue;
        q.R = r1 - r0 + 1;
        q.C = c1 - c0 + 1;
        q.rule = b.rule;
        memset(q.c, filler, (size_t)(q.R * q.C));
        for (int i = 0; i < m; i++)
            q.c[(comp[i] / b.C - r0) * q.C + comp[i] % b.C - c0] = b.c[comp[i]];
        if (!stones && each_move(&q, NULL, 0, pm->cannibal, 'L', NULL) == 0
            && each_move(&q, NULL, 0, pm->cannibal, 'R', NULL) == 0)
            continue;
        uint64_t w[1 + CLOBBER_MAX_CELLS / 32];
        Position_list_push(out, w, to_words(&q, w), 0);
    }
}
#line 565 "noweb/rulesets/clobber.nw"
static void image(const Board *b, int s, bool swap, Board *t)
{
    static const uint8_t swapped[4] = { EMPTY, WHITE, BLACK, BLOCKED };
    t->R = s & 4 ? b->C : b->R;
    t->C = s & 4 ? b->R : b->C;
    t->rule = b->rule;
    for (int r = 0; r < b->R; r++)
        for (int c = 0; c < b->C; c++) {
            int y = s & 2 ? b->R - 1 - r : r, x = s & 1 ? b->C - 1 - c : c;
            if (s & 4) { int z = y; y = x; x = z; }
            uint8_t v = b->c[r * b->C + c];
            t->c[y * t->C + x] = swap ? swapped[v] : v;
        }
}

static bool clob_normalise(const void *param, const uint64_t *c, size_t len,
                           uint64_t *key, size_t *klen)
{
    (void)param;
    Board b;
    from_words(c, len, &b);
    uint64_t w[2][1 + CLOBBER_MAX_CELLS / 32];
    size_t n = len;                     /* every image has as many squares */
    bool neg = false;
    *klen = 0;
    for (int s = 0; s < 8; s++) {
        int R = s & 4 ? b.C : b.R, C = s & 4 ? b.R : b.C;
        uint64_t head = (uint64_t)R | (uint64_t)C << 8 | (uint64_t)b.rule << 16;
        if (*klen && memcmp(&head, key, sizeof head) > 0)
            continue;                   /* its first word loses already */
        
#line 548 "noweb/rulesets/clobber.nw"
memset(w[0], 0, n * sizeof *w[0]);
w[0][0] = head;
for (int r = 0; r < b.R; r++)
    for (int x = 0; x < b.C; x++) {
        uint64_t v = b.c[r * b.C + x];
        if (!v)
            continue;
        int y0 = s & 2 ? b.R - 1 - r : r, x0 = s & 1 ? b.C - 1 - x : x;
        int i = s & 4 ? x0 * C + y0 : y0 * C + x0;
        w[0][1 + i / 32] |= v << (2 * (i % 32));
    }
w[1][0] = head;
for (size_t k = 1; k < n; k++)
    w[1][k] = (w[0][k] & 0x5555555555555555u) << 1 | (w[0][k] >> 1 & 0x5555555555555555u);
#line 596 "noweb/rulesets/clobber.nw"
        for (int sw = 0; sw < 2; sw++) {
            int d = *klen ? memcmp(w[sw], key, n * sizeof *key) : -1;
            /* memcmp orders words by bytes: any fixed order will do */
            if (d < 0 || (d == 0 && neg && !sw)) {
                memcpy(key, w[sw], n * sizeof *key);
                *klen = n;
                neg = sw;
            }
        }
    }
    return neg;
}
#line 613 "noweb/rulesets/clobber.nw"
static const struct { const char *name; unsigned rule; } rules[] = {
    { "orthogonal", ORTHO }, { "clobber", ORTHO }, { "diagonal", DIAG },
    { "kings", COMPASS }, { "knights", KNIGHT }, { "rooks", ORTHO | SLIDE },
    { "bishops", DIAG | SLIDE }, { "queens", COMPASS | SLIDE }, { "anti", ANTI },
};
#define NRULES (sizeof rules / sizeof rules[0])

static const char *rule_name(unsigned rule)
{
    for (size_t i = 0; i < NRULES; i++)
        if (rules[i].rule == rule)
            return rules[i].name;
    return "?";
}

static bool clob_parse(const void *param, const char *text, Position_List *out,
                       Perr_T *err)
{
    const Param *pm = param;
    Board b = { 0, 0, ORTHO, { 0 } };
    const char *s = text, *colon = strchr(text, ':');
    if (colon) {
        size_t k = (size_t)(colon - text), i = 0;
        while (i < NRULES && (strlen(rules[i].name) != k
                              || strncmp(rules[i].name, text, k) != 0))
            i++;
        if (i == NRULES)
            return Perr_set(err, 1, "a rule: orthogonal, diagonal, kings, knights, "
                            "rooks, bishops, queens or anti, then ':'");
        if (pm->cannibal && rules[i].rule & ANTI)
            return Perr_set(err, 1, "a rule other than anti (an Anti-Clobber move "
                            "captures nothing, so it cannot be cannibal)");
        b.rule = rules[i].rule;
        s = colon + 1;
    }
    int c = 0, n = 0;
    for (const char *p = s;; p++) {
        size_t col = (size_t)(p - text) + 1;
        int v = *p == '.' ? EMPTY : *p == 'x' || *p == 'X' ? BLACK
              : *p == 'o' || *p == 'O' ? WHITE : *p == '#' ? BLOCKED : -1;
        if (v >= 0) {
            if (n == CLOBBER_MAX_CELLS || c == CLOBBER_MAX_SIDE)
                return Perr_limit(err, col, "at most %d squares, %d in a row",
                                  CLOBBER_MAX_CELLS, CLOBBER_MAX_SIDE);
            b.c[n++] = (uint8_t)v;
            c++;
        } else if (*p == '|' || *p == '/' || *p == '\0') {
            if (c == 0)
                return Perr_set(err, col, "a row of 'x', 'o', '.' and '#'");
            if (b.R == 0)
                b.C = c;
            else if (c != b.C)
                return Perr_set(err, col, "%d squares in row %d, as in row 1 (rows "
                                "must have equal lengths), found %d", b.C, b.R + 1, c);
            if (b.R == CLOBBER_MAX_SIDE)
                return Perr_limit(err, col, "at most %d rows", CLOBBER_MAX_SIDE);
            b.R++;
            c = 0;
            if (*p == '\0')
                break;
        } else
            return Perr_set(err, col, "'x', 'o', '.', '#', '|' or '/'");
    }
    uint64_t w[1 + CLOBBER_MAX_CELLS / 32];
    Position_list_push(out, w, to_words(&b, w), 0);
    return true;
}

static char *clob_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Board b;
    from_words(p, len, &b);
    char *s = ALLOC(16 + (size_t)(b.R * (b.C + 1))), *q = s;
    if (b.rule != ORTHO)
        q += sprintf(q, "%s:", rule_name(b.rule));
    for (int r = 0; r < b.R; r++) {
        if (r)
            *q++ = '|';
        for (int c = 0; c < b.C; c++)
            *q++ = ".xo#"[b.c[r * b.C + c]];
    }
    *q = '\0';
    return s;
}
#line 703 "noweb/rulesets/clobber.nw"
static char *clob_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    Board b;
    from_words(p, len, &b);
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    assert(f);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,"
            "baseline=(current bounding box.center)]\n", unit, unit);
    for (int r = 0; r < b.R; r++)
        for (int c = 0; c < b.C; c++) {
            int v = b.c[r * b.C + c], y = b.R - 1 - r;
            fprintf(f, "\\draw[%s] (%d,%d) rectangle +(1,1);\n",
                    v == BLOCKED ? "fill=black!45" : "fill=white", c, y);
            if (v == BLACK || v == WHITE)
                fprintf(f, "\\draw[fill=%s] (%g,%g) circle (0.35);\n",
                        v == BLACK ? "black" : "white", c + 0.5, y + 0.5);
        }
    fputs("\\end{tikzpicture}", f);
    fclose(f);
    return buf;
}
#line 738 "noweb/rulesets/clobber.nw"
static int by_key(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    if (x[0] != y[0])
        return x[0] < y[0] ? -1 : 1;
    return x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : 0;
}

static void clob_enumerate(const void *param, int size, Position_List *out)
{
    const Param *pm = param;
    static _Thread_local Grid_Shape *shapes;    /* kept across a limit's longjmp */
    static _Thread_local uint64_t *keys;
    FREE(shapes);
    FREE(keys);
    Grid_Shape *s;
    size_t n = Grid_polyominoes(size, &s);
    shapes = s;
    for (int k = 1; k <= size; k++) {
        size_t m = 0, cap = 0;
        for (size_t i = 0; i < n; i++)
            if (s[i].cells == k)
                cap += (size_t)1 << k;
        keys = ALLOC_ARRAY(2 * cap + 2, sizeof *keys);
        for (size_t i = 0; i < n; i++) {
            if (s[i].cells != k)
                continue;
            for (uint32_t col = 0; col < (1u << k); col++) {
                if (!pm->cannibal && (col == 0 || col == (1u << k) - 1))
                    continue;
                Board b = { s[i].rows, s[i].cols, ORTHO, { 0 } };
                memset(b.c, EMPTY, (size_t)(b.R * b.C));
                for (int j = 0; j < k; j++)
                    b.c[s[i].cell[j] / 16 * b.C + s[i].cell[j] % 16] =
                        (uint8_t)(col >> j & 1 ? WHITE : BLACK);
                uint64_t w[2], key[2 + POSITION_KEY_EXTRA];
                size_t kl;
                clob_normalise(param, w, to_words(&b, w), key, &kl);
                assert(kl == 2);
                keys[2 * m] = key[0];
                keys[2 * m + 1] = key[1];
                m++;
            }
        }
        qsort(keys, m, 2 * sizeof *keys, by_key);
        for (size_t i = 0; i < m; i++)
            if (i == 0 || by_key(keys + 2 * i, keys + 2 * i - 2) != 0)
                Position_list_push(out, keys + 2 * i, 2, (unsigned)k);
        FREE(keys);
    }
    FREE(shapes);
}
#line 796 "noweb/rulesets/clobber.nw"
static void clob_conjugate(const void *param, const uint64_t *p, size_t len,
                           Position_List *out)
{
    (void)param;
    Board b, t;
    from_words(p, len, &b);
    image(&b, 0, true, &t);
    uint64_t w[1 + CLOBBER_MAX_CELLS / 32];
    Position_list_push(out, w, to_words(&t, w), 0);
}
#line 810 "noweb/rulesets/clobber.nw"
static const Param plain_param = { false }, cannibal_param = { true };
static const Position_Census clob_census = {
    .enumerate = clob_enumerate, .size_unit = "stones", .max_size = 10
};
static const Position_Theory clob_theory = { .conjugate = clob_conjugate };
static const Position_Hints clob_hints = { .size = clob_size, .moves = clob_moves };
static const Position_Drawing clob_drawing = { .tikz = clob_tikz };

#define CLOBBER_SYNTAX(WHOM)                                                          \
    "A POSITION is a board: its rows separated by '|' or '/' (CGSuite, MCGS),\n"     \
    "'x' or 'X' a black stone (Left), 'o' or 'O' a white stone (Right), '.'\n"      \
    "an empty square, '#' a blocked one: 'xox|ox.'.  A stone moves onto an\n"       \
    "orthogonally adjacent square holding " WHOM ", which it\n"                      \
    "captures.  A prefix sets CGSuite's rule: 'kings:', 'knights:', 'diagonal:'\n"  \
    "(one step in those directions), 'rooks:', 'bishops:', 'queens:' (any\n"        \
    "distance over empty squares), as in 'kings:xox|ox.'"
#define CLOBBER_COMMON                                                                \
    .options = clob_options, .split = clob_split, .normalise = clob_normalise,      \
    .parse = clob_parse, .print = clob_print, .census = &clob_census,              \
    .theory = &clob_theory, .hints = &clob_hints, .drawing = &clob_drawing

const Position_Ruleset Clobber_ruleset = {
    .name = "clobber", .summary = "values of Clobber positions and CGSuite's variants",
    .syntax = CLOBBER_SYNTAX("a stone of the opponent")
              "; 'anti:' is\nAnti-Clobber (a stone steps onto an empty square and "
              "leaves an\nopponent's stone behind).",
    .source = "Albert, Grossman, Nowakowski and Wolfe, An introduction to Clobber "
              "(2005); CGSuite's game.grid.GenClobber",
    .param = &plain_param, CLOBBER_COMMON
};
const Position_Ruleset Clobber_cannibal_ruleset = {
    .name = "cannibal-clobber",
    .summary = "values of Cannibal Clobber (stones capture either colour)",
    .syntax = CLOBBER_SYNTAX("a stone of either colour") ".",
    .source = "MCGS's cannibal_clobber; CGSuite's game.grid.HotClobber",
    .param = &cannibal_param, CLOBBER_COMMON
};
