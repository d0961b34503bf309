/* Generated from noweb/rulesets/conjoined.nw by notangle: edit the .nw, not this file. */
#line 135 "noweb/rulesets/conjoined.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conjoined.h"
#include "game.h"
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "mem.h"

#line 156 "noweb/rulesets/conjoined.nw"
__extension__ typedef unsigned __int128 Set;
#define BIT(v) ((Set)1 << (v))

static inline int low(Set s)
{
    uint64_t lo = (uint64_t)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

static inline Set lowbit(Set s) { return s & (~s + 1); }

static inline Set first(unsigned n) { return n >= 128 ? ~(Set)0 : BIT(n) - 1; }

static inline int count(Set s)
{
    return Graph_popcount((uint64_t)s) + Graph_popcount((uint64_t)(s >> 64));
}

static inline Set get(const uint64_t *w) { return (Set)w[0] | (Set)w[1] << 64; }

static inline void put(uint64_t *w, Set s)
{
    w[0] = (uint64_t)s;
    w[1] = (uint64_t)(s >> 64);
}
#line 194 "noweb/rulesets/conjoined.nw"
#define TAG ((uint64_t)0xC7 << 56)
#define PHASE2 (1ULL << 16)
#define IMP1 (1ULL << 17)
#define IMP2 (1ULL << 18)
#define GAME_BITS (IMP1 | IMP2 | 0xffULL << 20)

static inline unsigned hdr_n(uint64_t h) { return (unsigned)(h & 255); }
static inline unsigned hdr_cols(uint64_t h) { return (unsigned)(h >> 8 & 255); }
static inline unsigned hdr_f(uint64_t h) { return (unsigned)(h >> 20 & 15); }
static inline unsigned hdr_h(uint64_t h) { return (unsigned)(h >> 24 & 15); }

static inline uint64_t header(unsigned n, unsigned cols, uint64_t game)
{
    return TAG | game | (uint64_t)cols << 8 | n;
}

static inline size_t words(unsigned n, unsigned cols)
{
    return 7 + (cols ? 0 : 2 * (size_t)n);
}
#line 232 "noweb/rulesets/conjoined.nw"
typedef struct Board {
    unsigned n, cols;
    Set P, L, R, notfirst, notlast;
    const Set *adj;
} Board;

static inline bool is_path(const Board *b) { return b->cols && b->cols == b->n; }

static void grid_edges(Board *b)
{
    b->notfirst = b->notlast = 0;
    if (is_path(b)) {                                  /* a path: one row */
        Set all = first(b->n);
        b->notfirst = all & ~(Set)1;
        b->notlast = all & ~BIT(b->n - 1);
        return;
    }
    for (unsigned v = 0; b->cols && v < b->n; v++) {
        if (v % b->cols != 0)
            b->notfirst |= BIT(v);
        if (v % b->cols != b->cols - 1)
            b->notlast |= BIT(v);
    }
}

static void read_board(const uint64_t *p, Board *b, Set *adj)
{
    b->n = hdr_n(p[0]);
    b->cols = hdr_cols(p[0]);
    b->P = get(p + 1);
    b->L = get(p + 3);
    b->R = get(p + 5);
    b->adj = adj;
    grid_edges(b);
    for (unsigned v = 0; !b->cols && v < b->n; v++)
        adj[v] = get(p + 7 + 2 * v);
}

static Set nb(const Board *b, Set s)
{
    Set r = 0;
    if (b->cols) {
        r = (s & b->notlast) << 1 | (s & b->notfirst) >> 1;
        if (b->cols < b->n)
            r |= s << b->cols | s >> b->cols;
    } else
        for (Set t = s; t; t &= t - 1)
            r |= b->adj[low(t)];
    return r & b->P;
}

static inline Set high(Set s)                    /* the greatest vertex's bit */
{
    uint64_t hi = (uint64_t)(s >> 64);
    return hi ? BIT(127 - __builtin_clzll(hi)) : BIT(63 - __builtin_clzll((uint64_t)s));
}

static Set run(Set bit, Set within)
{
    Set up = within & ~(within + bit), below = bit - 1, gaps = ~within & below;
    return up | (gaps ? below & ~((high(gaps) << 1) - 1) : below);
}

static Set flood(const Board *b, Set seed, Set within)
{
    if (is_path(b)) {                                  /* a path: runs, by carries */
        Set g = 0;
        for (Set t = seed & within; t; t &= ~g)
            g |= run(lowbit(t), within & b->P);
        return g;
    }
    Set g = seed & within, front = g;
    while (front) {
        front = nb(b, front) & within & ~g;
        g |= front;
    }
    return g;
}

static inline Set empty_of(const Board *b) { return b->P & ~b->L & ~b->R; }

/* flood, but an edge between a stone of Left and one of Right joins nothing */
static Set flood_cut(const Board *b, Set seed, Set within)
{
    Set g = seed & within, front = g;
    while (front) {
        Set next = (nb(b, front & b->L) & ~b->R) | (nb(b, front & b->R) & ~b->L)
                   | nb(b, front & ~b->L & ~b->R);
        front = next & within & ~g;
        g |= front;
    }
    return g;
}
#line 336 "noweb/rulesets/conjoined.nw"
typedef struct Rule {
    const char *name, *title;
    bool placement;
    Set (*moves)(const Board *b, int c);
    void (*play)(Board *b, int v, int c);
    void (*enter)(Board *b);
    const char *(*valid)(const Board *b, int *at);
} Rule;

static inline Set own(const Board *b, int c) { return c == 1 ? b->L : b->R; }
static inline Set other(const Board *b, int c) { return c == 1 ? b->R : b->L; }

static void place(Board *b, int v, int c)
{
    if (c == 1)
        b->L |= BIT(v);
    else
        b->R |= BIT(v);
}
#line 362 "noweb/rulesets/conjoined.nw"
static bool has_liberty(const Board *b, Set group, Set empty)
{
    return (nb(b, group) & empty) != 0;
}

static Set nogo_path_moves(const Board *b, int c);

static Set nogo_moves(const Board *b, int c)
{
    if (is_path(b))
        return nogo_path_moves(b, c);
    Set mine = own(b, c), theirs = other(b, c), empty = empty_of(b), out = 0;
    for (Set t = empty; t; t &= t - 1) {
        Set v = lowbit(t), e = empty & ~v;
        if (!has_liberty(b, flood(b, v, mine | v), e))
            continue;
        bool ok = true;
        for (Set around = nb(b, v) & theirs; ok && around;) {
            Set g = flood(b, lowbit(around), theirs);
            ok = has_liberty(b, g, e);
            around &= ~g;
        }
        if (ok)
            out |= v;
    }
    return out;
}

static const char *nogo_valid(const Board *b, int *at)
{
    Set stones = b->L | b->R, empty = empty_of(b);
    while (stones) {
        Set g = flood(b, lowbit(stones), (lowbit(stones) & b->L) ? b->L : b->R);
        if (!has_liberty(b, g, empty)) {
            *at = low(g);
            return "every group to have a liberty (NOGO): this one has none";
        }
        stones &= ~g;
    }
    return NULL;
}
#line 417 "noweb/rulesets/conjoined.nw"
static Set reverse(Set s, unsigned n);

static inline Set lower(Set s, Set e) { return s & ~(s + (s & e << 1)); }

static Set upper(Set s, Set e, unsigned n)
{
    return reverse(lower(reverse(s, n), reverse(e, n)), n);
}

static Set nogo_path_moves(const Board *b, int c)
{
    unsigned n = b->n;
    Set O = own(b, c), X = other(b, c), E = empty_of(b);
    Set ok = (E | lower(O, E)) << 1 | (E | upper(O, E, n)) >> 1;
    Set bad = (X & ~lower(X, E)) << 1 | (X & ~upper(X, E, n)) >> 1;
    return E & ok & ~bad;
}
#line 445 "noweb/rulesets/conjoined.nw"
static Set nosuicide_moves(const Board *b, int c)
{
    Set mine = own(b, c), empty = empty_of(b), out = 0;
    if (is_path(b))
        return empty & ((empty | lower(mine, empty)) << 1
                        | (empty | upper(mine, empty, b->n)) >> 1);
    for (Set t = empty; t; t &= t - 1) {
        Set v = lowbit(t);
        if (has_liberty(b, flood(b, v, mine | v), empty & ~v))
            out |= v;
    }
    return out;
}

static const char *any_valid(const Board *b, int *at)
{
    (void)b;
    (void)at;
    return NULL;
}
#line 472 "noweb/rulesets/conjoined.nw"
static Set snort_moves(const Board *b, int c)
{
    return empty_of(b) & ~nb(b, other(b, c));
}

static Set col_moves(const Board *b, int c)
{
    return empty_of(b) & ~nb(b, own(b, c));
}

static const char *snort_valid(const Board *b, int *at)
{
    Set bad = nb(b, b->L) & b->R;
    if (bad)
        *at = low(bad);
    return bad ? "no stones of both colours side by side (SNORT)" : NULL;
}

static const char *col_valid(const Board *b, int *at)
{
    Set bad = (nb(b, b->L) & b->L) | (nb(b, b->R) & b->R);
    if (bad)
        *at = low(bad);
    return bad ? "no two stones of one colour side by side (COL)" : NULL;
}
#line 506 "noweb/rulesets/conjoined.nw"
static void drop_monochromatic(Board *b)
{
    for (Set rest = b->P; rest;) {
        Set comp = flood(b, lowbit(rest), b->P);
        rest &= ~comp;
        if (!(comp & b->L) || !(comp & b->R)) {
            b->P &= ~comp;
            b->L &= ~comp;
            b->R &= ~comp;
        }
    }
}

static Set cut_moves(const Board *b, int c) { return own(b, c); }

static void cut_play(Board *b, int v, int c)
{
    (void)c;
    b->P &= ~BIT(v);
    b->L &= ~BIT(v);
    b->R &= ~BIT(v);
    drop_monochromatic(b);
}

static void cut_enter(Board *b)
{
    b->P &= b->L | b->R;
    drop_monochromatic(b);
}

static const char *cut_valid(const Board *b, int *at)
{
    Set e = empty_of(b);
    if (e)
        *at = low(e);
    return e ? "x or o: CUTTHROAT colours every vertex" : NULL;
}
#line 547 "noweb/rulesets/conjoined.nw"
enum { NOGO = 1, SNORT, COL, CUTTHROAT, NOSUICIDE, RULES };
static const Rule rules[RULES] = {
    [NOGO] = { "nogo", "NOGO", true, nogo_moves, place, NULL, nogo_valid },
    [SNORT] = { "snort", "SNORT", true, snort_moves, place, NULL, snort_valid },
    [COL] = { "col", "COL", true, col_moves, place, NULL, col_valid },
    [CUTTHROAT] = { "cutthroat", "CUTTHROAT", false, cut_moves, cut_play, cut_enter,
                    cut_valid },
    [NOSUICIDE] = { "nosuicide", "NOGO without capture rule", true, nosuicide_moves, place,
                    NULL, any_valid },
};
#line 562 "noweb/rulesets/conjoined.nw"
#define GAME(f, h, flags) ((uint64_t)(f) << 20 | (uint64_t)(h) << 24 | (flags))
#define GOCUT GAME(NOGO, CUTTHROAT, IMP1 | IMP2)
#line 576 "noweb/rulesets/conjoined.nw"
static const Rule *rule_of(uint64_t h, bool *imp)
{
    bool two = (h & PHASE2) != 0;
    *imp = (h & (two ? IMP2 : IMP1)) != 0;
    return &rules[two ? hdr_h(h) : hdr_f(h)];
}

static bool any_move(const Rule *r, const Board *b)
{
    return r->moves(b, 1) || r->moves(b, 2);
}

static void write(const uint64_t *p, size_t len, const Board *b, uint64_t h, uint64_t *w)
{
    memcpy(w, p, len * sizeof *w);
    w[0] = h;
    put(w + 1, b->P);
    put(w + 3, b->L);
    put(w + 5, b->R);
}
static bool in_phase1(Board *b, uint64_t *h)
{
    bool imp;
    if ((*h & PHASE2) || !hdr_h(*h))
        return false;
    if (any_move(rule_of(*h, &imp), b))
        return true;
    *h |= PHASE2;
    if (rules[hdr_h(*h)].enter)
        rules[hdr_h(*h)].enter(b);
    return false;
}
#line 616 "noweb/rulesets/conjoined.nw"
static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    uint64_t h = p[0], w[7 + 2 * CONJOINED_MAX_VERTICES];
    read_board(p, &b, adj);
    in_phase1(&b, &h);
    bool imp;
    const Rule *r = rule_of(h, &imp);
    if (!r->moves)
        return;
    for (int c = 1; c <= 2; c++) {
        if (!imp && c != (side == 'L' ? 1 : 2))
            continue;
        for (Set m = r->moves(&b, c); m; m &= m - 1) {
            Board t = b;
            r->play(&t, low(m), c);
            write(p, len, &t, h, w);
            Position_list_push(out, w, len, 0);
        }
    }
}
#line 649 "noweb/rulesets/conjoined.nw"
static void push_grid(const Board *b, Set comp, uint64_t game, Position_List *out)
{
    unsigned r0 = 255, r1 = 0, c0 = 255, c1 = 0;
    for (Set t = comp; t; t &= t - 1) {
        unsigned v = (unsigned)low(t), r = v / b->cols, c = v % b->cols;
        r0 = r < r0 ? r : r0;
        r1 = r > r1 ? r : r1;
        c0 = c < c0 ? c : c0;
        c1 = c > c1 ? c : c1;
    }
    unsigned cols = c1 - c0 + 1, n = (r1 - r0 + 1) * cols;
    Set P = 0, L = 0, R = 0;
    for (Set t = comp; t; t &= t - 1) {
        unsigned v = (unsigned)low(t), u = (v / b->cols - r0) * cols + v % b->cols - c0;
        P |= BIT(u);
        L |= (b->L & BIT(v)) ? BIT(u) : 0;
        R |= (b->R & BIT(v)) ? BIT(u) : 0;
    }
    uint64_t w[7] = { header(n, cols, game) };
    put(w + 1, P);
    put(w + 3, L);
    put(w + 5, R);
    Position_list_push(out, w, 7, 0);
}

static void push_graph(const Board *b, Set comp, uint64_t game, Position_List *out)
{
    int num[CONJOINED_MAX_VERTICES], order[CONJOINED_MAX_VERTICES];
    unsigned n = 0, ends = 0, degrees = 0;
    int start = low(comp);
    bool path = true;
    for (Set t = comp; t; t &= t - 1) {
        int v = low(t), d = count(b->adj[v] & comp);
        order[n] = v;
        num[v] = (int)n++;
        degrees += (unsigned)d;
        path = path && d <= 2;
        if (d <= 1 && !ends++)
            start = v;
    }
    path = path && degrees == 2 * (n - 1);
    if (path) {                    /* renumber along the path, from an end */
        Set seen = BIT(start);
        for (unsigned i = 0, v = (unsigned)start; i < n; i++) {
            order[i] = (int)v;
            num[v] = (int)i;
            Set next = b->adj[v] & comp & ~seen;
            if (next) {
                v = (unsigned)low(next);
                seen |= next;
            }
        }
    }
    uint64_t w[7 + 2 * CONJOINED_MAX_VERTICES];
    Set P = 0, L = 0, R = 0;
    for (unsigned i = 0; i < n; i++) {
        P |= BIT(i);
        L |= (b->L & BIT(order[i])) ? BIT(i) : 0;
        R |= (b->R & BIT(order[i])) ? BIT(i) : 0;
        if (!path) {
            Set a = 0;
            for (Set t = b->adj[order[i]] & comp; t; t &= t - 1)
                a |= BIT(num[low(t)]);
            put(w + 7 + 2 * i, a);
        }
    }
    w[0] = header(n, path ? n : 0, game);
    put(w + 1, P);
    put(w + 3, L);
    put(w + 5, R);
    Position_list_push(out, w, words(n, path ? n : 0), 0);
}
#line 738 "noweb/rulesets/conjoined.nw"
static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    uint64_t h = p[0];
    read_board(p, &b, adj);
    if (in_phase1(&b, &h)) {
        Position_list_push(out, p, len, 0);
        return;
    }
    bool imp;
    const Rule *r = rule_of(h, &imp);
    for (Set rest = b.P; rest;) {
        Set comp = r->placement ? flood_cut(&b, lowbit(rest), b.P)
                                : flood(&b, lowbit(rest), b.P);
        rest &= ~comp;
        if (r->placement && !(comp & empty_of(&b)))
            continue;
        if (b.cols)
            push_grid(&b, comp, h & (PHASE2 | GAME_BITS), out);
        else
            push_graph(&b, comp, h & (PHASE2 | GAME_BITS), out);
    }
}
#line 782 "noweb/rulesets/conjoined.nw"
static unsigned variant(const Board *b, int t, Set *P, Set *L, Set *R)
{
    unsigned rows = b->n / b->cols, cols = b->cols, out = t < 4 ? cols : rows;
    *P = *L = *R = 0;
    for (Set s = b->P; s; s &= s - 1) {
        unsigned v = (unsigned)low(s), i = v / cols, j = v % cols, a, c;
        if (t & 1)
            j = cols - 1 - j;
        if (t & 2)
            i = rows - 1 - i;
        a = t < 4 ? i : j;
        c = t < 4 ? j : i;
        unsigned u = a * out + c;
        *P |= BIT(u);
        *L |= (b->L & BIT(v)) ? BIT(u) : 0;
        *R |= (b->R & BIT(v)) ? BIT(u) : 0;
    }
    return out;
}

static bool less(unsigned c1, Set P1, Set L1, Set R1, unsigned c2, Set P2, Set L2, Set R2)
{
    if (c1 != c2)
        return c1 < c2;
    if (P1 != P2)
        return P1 < P2;
    if (L1 != L2)
        return L1 < L2;
    return R1 < R2;
}

static uint64_t rev64(uint64_t x)
{
    x = __builtin_bswap64(x);
    x = (x & 0x0f0f0f0f0f0f0f0fULL) << 4 | (x >> 4 & 0x0f0f0f0f0f0f0f0fULL);
    x = (x & 0x3333333333333333ULL) << 2 | (x >> 2 & 0x3333333333333333ULL);
    return (x & 0x5555555555555555ULL) << 1 | (x >> 1 & 0x5555555555555555ULL);
}

static Set reverse(Set s, unsigned n)                /* vertex v to n - 1 - v */
{
    if (n == 0)
        return 0;
    Set r = (Set)rev64((uint64_t)s) << 64 | rev64((uint64_t)(s >> 64));
    return r >> (128 - n);
}

static void write_key(uint64_t *key, uint64_t h, Set P, Set L, Set R)
{
    key[0] = h;
    put(key + 1, P);
    put(key + 3, L);
    put(key + 5, R);
}

static bool path_key(const Board *b, uint64_t game, uint64_t *key)
{
    unsigned n = b->n;
    Set P[2] = { b->P, reverse(b->P, n) }, L[2] = { b->L, reverse(b->L, n) },
        R[2] = { b->R, reverse(b->R, n) };
    int bt = 0, bs = 0;
    for (int t = 0; t < 2; t++)
        for (int sw = 0; sw < 2; sw++) {
            Set l = sw ? R[t] : L[t], r = sw ? L[t] : R[t];
            Set bl = bs ? R[bt] : L[bt], br = bs ? L[bt] : R[bt];
            if (less(n, P[t], l, r, n, P[bt], bl, br)) {
                bt = t;
                bs = sw;
            }
        }
    write_key(key, header(n, n, game), P[bt], bs ? R[bt] : L[bt], bs ? L[bt] : R[bt]);
    return bs;
}

/* A grid of at least two rows and columns has at most 64 columns and rows:
   its sets as rows of bits, for the symmetries without a vertex loop. */
typedef struct Rows { unsigned rows, cols; uint64_t p[64], l[64], r[64]; } Rows;

static void to_rows(const Board *b, Rows *g)
{
    g->cols = b->cols;
    g->rows = b->n / b->cols;
    uint64_t mask = g->cols == 64 ? ~0ULL : (1ULL << g->cols) - 1;
    for (unsigned i = 0; i < g->rows; i++) {
        g->p[i] = (uint64_t)(b->P >> (i * g->cols)) & mask;
        g->l[i] = (uint64_t)(b->L >> (i * g->cols)) & mask;
        g->r[i] = (uint64_t)(b->R >> (i * g->cols)) & mask;
    }
}

static void transposed(const Rows *g, Rows *t)
{
    t->rows = g->cols;
    t->cols = g->rows;
    memset(t->p, 0, sizeof t->p);
    memset(t->l, 0, sizeof t->l);
    memset(t->r, 0, sizeof t->r);
    for (unsigned i = 0; i < g->rows; i++)
        for (uint64_t m = g->p[i]; m; m &= m - 1) {
            unsigned j = (unsigned)__builtin_ctzll(m);
            t->p[j] |= 1ULL << i;
            t->l[j] |= (g->l[i] >> j & 1) << i;
            t->r[j] |= (g->r[i] >> j & 1) << i;
        }
}

/* the sets of g with its rows in reverse order (flip_rows) and each row's
   bits reversed (flip_cols) */
static void rows_variant(const Rows *g, bool flip_rows, bool flip_cols, Set *P, Set *L,
                         Set *R)
{
    *P = *L = *R = 0;
    unsigned sh = 64 - g->cols;
    for (unsigned i = 0; i < g->rows; i++) {
        unsigned k = flip_rows ? g->rows - 1 - i : i, at = i * g->cols;
        uint64_t p = g->p[k], l = g->l[k], r = g->r[k];
        if (flip_cols) {
            p = rev64(p) >> sh;
            l = rev64(l) >> sh;
            r = rev64(r) >> sh;
        }
        *P |= (Set)p << at;
        *L |= (Set)l << at;
        *R |= (Set)r << at;
    }
}

static bool grid_key(const Board *b, uint64_t game, uint64_t *key)
{
    if (is_path(b))
        return path_key(b, game, key);
    unsigned rows = b->n / b->cols, best_c = 0;
    int nt = rows == 1 || b->cols == 1 ? 2 : 8;
    Set bp = 0, bl = 0, br = 0;
    bool neg = false;
    Rows g, tr;
    bool fast = rows > 1 && b->cols > 1;
    if (fast) {
        to_rows(b, &g);
        transposed(&g, &tr);
    }
    for (int t = 0; t < nt; t++) {
        Set P, L, R;
        unsigned c;
        if (fast && t < 4) {            /* variant t: bit 0 mirrors j, bit 1 mirrors i */
            rows_variant(&g, t & 2, t & 1, &P, &L, &R);
            c = b->cols;
        } else if (fast) {              /* then transposed: j is the row, i the column */
            rows_variant(&tr, t & 1, t & 2, &P, &L, &R);
            c = rows;
        } else
            c = variant(b, rows == 1 ? t : b->cols == 1 ? 4 + 2 * t : t, &P, &L, &R);
        for (int swap = 0; swap < 2; swap++) {
            Set l = swap ? R : L, r = swap ? L : R;
            if (t + swap == 0 || less(c, P, l, r, best_c, bp, bl, br)) {
                best_c = c;
                bp = P;
                bl = l;
                br = r;
                neg = swap;
            }
        }
    }
    key[0] = header(b->n, best_c, game);
    put(key + 1, bp);
    put(key + 3, bl);
    put(key + 5, br);
    return neg;
}
#line 962 "noweb/rulesets/conjoined.nw"
static void swap_colours(const uint64_t *g, uint64_t *out)
{
    memcpy(out, g, Graph_len(g) * sizeof *g);
    for (size_t v = 0; v < Graph_n(g); v++) {
        unsigned c = Graph_colour(g, v);
        if (c == 1 || c == 2)
            Graph_set_colour(out, v, 3 - c);
    }
}

static uint64_t *to_graph(const Board *b)
{
    int num[CONJOINED_MAX_VERTICES];
    unsigned n = 0;
    for (Set t = b->P; t; t &= t - 1)
        num[low(t)] = (int)n++;
    uint64_t *g = Graph_new(n, 1, true);
    for (Set t = b->P; t; t &= t - 1) {
        int v = low(t);
        Graph_set_colour(g, (size_t)num[v], (b->L & BIT(v)) ? 1 : (b->R & BIT(v)) ? 2 : 0);
        for (Set a = nb(b, BIT(v)); a; a &= a - 1)
            if (low(a) > v)
                Graph_add_edge(g, (size_t)num[v], (size_t)num[low(a)], 1);
    }
    return g;
}

static bool graph_key(const Board *b, uint64_t game, uint64_t *key, size_t *klen)
{
    int orig[CONJOINED_MAX_VERTICES], lab[2][CONJOINED_MAX_VERTICES],
        canon[CONJOINED_MAX_VERTICES];
    unsigned n = 0;
    for (Set t = b->P; t; t &= t - 1)
        orig[n++] = low(t);
    uint64_t *g = to_graph(b), *sw = Graph_copy(g);
    size_t len = Graph_len(g);
    uint64_t *k = ALLOC_ARRAY(2 * len, sizeof *k);
    swap_colours(g, sw);
    Graph_canon(g, k, lab[0], NULL);
    Graph_canon(sw, k + len, lab[1], NULL);
    bool neg = Graph_compare(k + len, k) < 0;
    for (unsigned i = 0; i < n; i++)
        canon[orig[lab[neg][i]]] = (int)i;
    Set P = first(n), L = 0, R = 0;
    for (unsigned i = 0; i < n; i++) {
        int v = orig[lab[neg][i]];
        L |= (b->L & BIT(v)) ? BIT(i) : 0;
        R |= (b->R & BIT(v)) ? BIT(i) : 0;
        Set a = 0;
        for (Set t = nb(b, BIT(v)); t; t &= t - 1)
            a |= BIT(canon[low(t)]);
        put(key + 7 + 2 * i, a);
    }
    key[0] = header(n, 0, game);
    put(key + 1, P);
    put(key + 3, neg ? R : L);
    put(key + 5, neg ? L : R);
    *klen = words(n, 0);
    FREE(k);
    Graph_free(&g);
    Graph_free(&sw);
    return neg;
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    read_board(c, &b, adj);
    uint64_t game = c[0] & (PHASE2 | GAME_BITS);
    if (b.cols) {
        *klen = 7;
        return grid_key(&b, game, key);
    }
    return graph_key(&b, game, key, klen);
}
#line 1058 "noweb/rulesets/conjoined.nw"
static const Graph_Syntax board_syntax = { 1, { "e", NULL }, (const char *const[]){
                                              "x", "o", NULL } };

static void cat(char **s, size_t *len, size_t *cap, const char *t)
{
    size_t k = strlen(t);
    if (*len + k + 1 > *cap) {
        *cap = 2 * (*len + k + 1);
        RESIZE(*s, *cap);
    }
    memcpy(*s + *len, t, k + 1);
    *len += k;
}

static void game_name(uint64_t h, char *out, size_t size)
{
    snprintf(out, size, "%s%s", rules[hdr_f(h)].name, (h & IMP1) ? "_i" : "");
    if (hdr_h(h))
        snprintf(out + strlen(out), size - strlen(out), ">%s%s", rules[hdr_h(h)].name,
                 (h & IMP2) ? "_i" : "");
}
#line 1087 "noweb/rulesets/conjoined.nw"
typedef struct Config { uint64_t game; bool any; } Config;

static char cell(const Board *b, unsigned v)
{
    return !(b->P & BIT(v)) ? '#' : (b->L & BIT(v)) ? 'x' : (b->R & BIT(v)) ? 'o' : '.';
}

static bool numbered_path(const Board *b)
{
    int prev = -1, edges = 0;
    for (Set t = b->P; t; t &= t - 1) {
        int v = low(t);
        edges += count(nb(b, BIT(v)));
        if (prev >= 0 && !(nb(b, BIT(prev)) & BIT(v)))
            return false;
        prev = v;
    }
    return prev >= 0 && edges == 2 * (count(b->P) - 1);
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)len;
    const Config *cf = param;
    size_t n = 0, cap = 64;
    char *s = ALLOC(cap), name[64];
    s[0] = '\0';
    if (cf->any) {
        game_name(p[0], name, sizeof name);
        cat(&s, &n, &cap, name);
        cat(&s, &n, &cap, " ");
    }
    if (p[0] & PHASE2)
        cat(&s, &n, &cap, "[2] ");
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    read_board(p, &b, adj);
    if (b.cols) {
        for (unsigned v = 0; v < b.n; v++) {
            char c[3] = { cell(&b, v), '\0', '\0' };
            if (v % b.cols == b.cols - 1 && v + 1 < b.n)
                c[1] = '|';
            cat(&s, &n, &cap, c);
        }
    } else if (numbered_path(&b)) {
        for (Set t = b.P; t; t &= t - 1)
            cat(&s, &n, &cap, (char[2]){ cell(&b, (unsigned)low(t)), '\0' });
    } else {
        uint64_t *g = to_graph(&b);
        char *t = Graph_str(&board_syntax, g);
        cat(&s, &n, &cap, t);
        free(t);
        Graph_free(&g);
    }
    return s;
}
#line 1150 "noweb/rulesets/conjoined.nw"
static bool read_rule(const char *s, size_t k, unsigned *rule, bool *imp)
{
    *imp = k > 2 && strncmp(s + k - 2, "_i", 2) == 0;
    if (*imp)
        k -= 2;
    for (unsigned r = 1; r < RULES; r++)
        if (strlen(rules[r].name) == k && strncmp(s, rules[r].name, k) == 0) {
            *rule = r;
            return true;
        }
    return false;
}

static bool read_game(const char *text, size_t *at, uint64_t *game, Perr_T *err)
{
    size_t i = *at;
    while (text[i] == ' ' || text[i] == '\t')
        i++;
    for (int phase = 0; phase < 2; phase++) {
        size_t k = strcspn(text + i, " \t>");
        unsigned r = 0;
        bool imp;
        if (!read_rule(text + i, k, &r, &imp))
            return Perr_set(err, Perr_column(text, i),
                            "a rule: nogo, snort, col, cutthroat or nosuicide, with _i "
                            "for its impartial version (a game is F or F>H)");
        *game |= (uint64_t)r << (phase ? 24 : 20) | (imp ? (phase ? IMP2 : IMP1) : 0);
        i += k;
        if (text[i] != '>' || phase == 1)
            break;
        i++;
    }
    if (text[i] == '>')
        return Perr_set(err, Perr_column(text, i),
                        "a blank after the game (two phases at most)");
    *at = i;
    return true;
}

static bool read_rows(const char *text, size_t at, Board *b, size_t *where, Perr_T *err)
{
    unsigned n = 0, cols = 0, rows = 1;
    b->P = b->L = b->R = 0;
    for (size_t i = at;; i++) {
        char c = text[i] == 'X' ? 'x' : text[i] == 'O' ? 'o' : text[i];  /* MCGS's */
        if (c == ' ' || c == '\t' || c == '\n')
            continue;
        if (c == '/' || c == '|' || c == '\0') {
            if (rows == 1)
                cols = n;
            if (n != rows * cols || n == 0)
                return Perr_set(err, Perr_column(text, i),
                                n == 0 ? "a board: x, o, . or # (or a graph: path:5)"
                                       : "row %u to have %u vertices, as the first has", rows,
                                cols);
            if (c == '\0')
                break;
            rows++;
            continue;
        }
        if (!strchr("xo.#", c))
            return Perr_set(err, Perr_column(text, i), "x (Left), o (Right), . (empty), "
                            "# (no vertex), or / between rows");
        if (n == CONJOINED_MAX_VERTICES)
            return Perr_limit(err, Perr_column(text, i), "a board of at most %d vertices",
                              CONJOINED_MAX_VERTICES);
        where[n] = i;
        if (c != '#')
            b->P |= BIT(n);
        if (c == 'x')
            b->L |= BIT(n);
        if (c == 'o')
            b->R |= BIT(n);
        n++;
    }
    b->n = n;
    b->cols = cols;
    return true;
}

static bool from_graph(const char *text, size_t at, Board *b, Set *adj, Perr_T *err)
{
    Position_List l = { 0 };
    if (!Graph_parse(&board_syntax, text + at, &l, err)) {
        if (err->column)
            err->column += Perr_column(text, at) - 1;
        Position_list_free(&l);
        return false;
    }
    const uint64_t *g = l.w + 1;
    size_t n = Graph_n(g), edges = 0;
    if (n > CONJOINED_MAX_VERTICES) {
        Position_list_free(&l);
        return Perr_limit(err, 0, "a board of at most %d vertices (this graph has %zu)",
                          CONJOINED_MAX_VERTICES, n);
    }
    b->n = (unsigned)n;
    b->P = first((unsigned)n);
    b->L = b->R = 0;
    bool grid = false;
    unsigned r = 0, c = 0;
    if (sscanf(text + at, " grid:%ux%u", &r, &c) == 2 && r * c == n && c > 0)
        grid = true;
    for (size_t v = 0; v < n; v++) {
        adj[v] = 0;
        b->L |= Graph_colour(g, v) == 1 ? BIT(v) : 0;
        b->R |= Graph_colour(g, v) == 2 ? BIT(v) : 0;
        for (size_t u = 0; u < n; u++)
            if (u != v && Graph_edge(g, u, v)) {
                adj[v] |= BIT(u);
                edges++;
                bool step = u + 1 == v || v + 1 == u;
                grid = grid && ((step && u / c == v / c) || u + c == v || v + c == u);
            }
    }
    grid = grid && edges == 2 * (r * (c - 1) + c * (r - 1));
    b->cols = 0;                                       /* a graph, for numbered_path */
    b->adj = adj;
    b->cols = numbered_path(b) ? (unsigned)n : grid ? c : 0;
    Position_list_free(&l);
    return true;
}
#line 1281 "noweb/rulesets/conjoined.nw"
static bool parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    const Config *cf = param;
    uint64_t game = cf->game;
    size_t at = 0, where[CONJOINED_MAX_VERTICES];
    if (cf->any && !read_game(text, &at, &game, err))
        return false;
    at += strspn(text + at, " \t\n");
    if (strncmp(text + at, "[2]", 3) == 0) {
        if (!hdr_h(game))
            return Perr_set(err, Perr_column(text, at),
                            "a board ([2], the second phase, is for a conjoined game)");
        game |= PHASE2;
        at += 3 + strspn(text + at + 3, " \t\n");
    }
    Set adj[CONJOINED_MAX_VERTICES];
    Board b = { 0 };
    b.adj = adj;
    bool rows = !strchr(text + at, ':');
    if (rows ? !read_rows(text, at, &b, where, err) : !from_graph(text, at, &b, adj, err))
        return false;
    grid_edges(&b);
    bool imp;
    const Rule *r = rule_of(game, &imp);
    int bad = -1;
    const char *why = r->valid(&b, &bad);
    if (why) {
        if (rows)
            return Perr_set(err, Perr_column(text, where[bad]), "%s", why);
        return Perr_set(err, 0, "%s (at node %d)", why, bad + 1);
    }
    if (r == &rules[CUTTHROAT])
        drop_monochromatic(&b);
    uint64_t w[7 + 2 * CONJOINED_MAX_VERTICES] = { header(b.n, b.cols, game) };
    put(w + 1, b.P);
    put(w + 3, b.L);
    put(w + 5, b.R);
    for (unsigned v = 0; !b.cols && v < b.n; v++)
        put(w + 7 + 2 * v, adj[v]);
    Position_list_push(out, w, words(b.n, b.cols), 0);
    return true;
}
#line 1334 "noweb/rulesets/conjoined.nw"
size_t Conjoined_len(const uint64_t *p)
{
    assert(p && (p[0] & TAG) == TAG);
    return words(hdr_n(p[0]), hdr_cols(p[0]));
}

unsigned Conjoined_vertices(const uint64_t *p) { assert(p); return hdr_n(p[0]); }
bool Conjoined_is_path(const uint64_t *p) { assert(p); return hdr_cols(*p) == hdr_n(*p); }
bool Conjoined_phase2(const uint64_t *p) { assert(p); return (p[0] & PHASE2) != 0; }
uint64_t Conjoined_game_of(const uint64_t *p) { assert(p); return p[0] & GAME_BITS; }

uint64_t Conjoined_game(const void *param)
{
    const Config *cf = param;
    assert(cf && !cf->any);
    return cf->game;
}

void Conjoined_cells(const uint64_t *p, char *s)
{
    assert(p && s);
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    read_board(p, &b, adj);
    for (unsigned v = 0; v < b.n; v++)
        s[v] = cell(&b, v);
    s[b.n] = '\0';
}

bool Conjoined_terminal(const uint64_t *p)
{
    assert(p);
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    read_board(p, &b, adj);
    return !(p[0] & PHASE2) && !any_move(&rules[hdr_f(p[0])], &b);
}

void Conjoined_path(const char *s, uint64_t game, uint64_t *w)
{
    assert(s && w && strlen(s) <= CONJOINED_MAX_VERTICES);
    unsigned n = (unsigned)strlen(s);
    Set L = 0, R = 0;
    for (unsigned v = 0; v < n; v++) {
        L |= s[v] == 'x' ? BIT(v) : 0;
        R |= s[v] == 'o' ? BIT(v) : 0;
    }
    w[0] = header(n, n, game & GAME_BITS);
    put(w + 1, first(n));
    put(w + 3, L);
    put(w + 5, R);
}

void Conjoined_component(int i, int j, uint64_t game, uint64_t *w)
{
    assert(w && i > 0 && j > 0 && i + j <= CONJOINED_MAX_VERTICES);
    unsigned n = (unsigned)(i + j);
    w[0] = header(n, n, (game & GAME_BITS) | PHASE2);  /* x^i o^j, a path */
    put(w + 1, first(n));
    put(w + 3, first((unsigned)i));
    put(w + 5, first(n) & ~first((unsigned)i));
}

bool Conjoined_listed(const uint64_t *w)
{
    assert(w && !(w[0] & PHASE2));
    const Rule *r = &rules[hdr_f(w[0])];
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    int at;
    uint64_t key[7];
    read_board(w, &b, adj);
    bool neg = grid_key(&b, 0, key);
    if (r->valid(&b, &at) || (neg && !(w[0] & IMP1)) || get(key + 1) != b.P
        || get(key + 3) != (neg ? b.R : b.L) || get(key + 5) != (neg ? b.L : b.R))
        return false;
    if (r == &rules[CUTTHROAT]) {
        Set P = b.P;
        drop_monochromatic(&b);
        if (b.P != P)
            return false;
    }
    return true;
}
#line 1423 "noweb/rulesets/conjoined.nw"
static const char *const families[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", NULL
};

#define BOARD_SYNTAX                                                                   \
    "A POSITION is a board in CGSuite's grid notation (NOGO's):\n"                     \
    "  x  a stone of Left (black; Huggan and Nowakowski's blue)   o  of Right\n"       \
    "  (white; red)   .  empty   #  no vertex   / or |  between rows\n"                \
    "(X and O as MCGS writes them), so 'x..o.' is a path of five vertices and\n"      \
    "'..|..' a 2x2 grid; or a graph,\n"                                                 \
    "nodes numbered from 1:\n" GRAPH_FAMILIES_HELP                                      \
    "  e:A-B,C-D  edges   n:A,B  nodes   x:A,B  o:A,B  stones  ('cycle:6 x:1').\n"    \
    "At most 128 vertices.\n"
#define PHASES                                                                         \
    "Phase 1 lasts while anyone may move by the first rule; then the board\n"          \
    "enters the second (CUTTHROAT deletes the empty vertices, then the\n"              \
    "monochromatic components).  '[2] BOARD' is a position of Phase 2.\n"
static const Config nogo_cf = { GAME(NOGO, 0, 0), false },
                    cut_cf = { GAME(CUTTHROAT, 0, 0), false },
                    gocut_cf = { GOCUT, false },
                    snogo_cf = { GAME(SNORT, NOGO, IMP1 | IMP2), false },
                    any_cf = { 0, true };


/* three units an empty vertex: what the solver measures a NoGo component by when it
   is part of a sum with other rulesets (alone, NoGo's components are all searched);
   three to one against a Domineering or Amazons square, the weight that measured
   best on the sums timed in mixed.nw */
static size_t nogo_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    (void)len;
    Set adj[CONJOINED_MAX_VERTICES];
    Board b;
    read_board(p, &b, adj);
    return (size_t)3 * (size_t)count(b.P & ~(b.L | b.R));
}

static const Position_Hints nogo_hints = { .size = nogo_size, .search = true };

#define COMMON                                                                         \
    .options = options, .split = split, .normalise = normalise, .parse = parse,        \
    .print = print, .families = families

const Position_Ruleset Conjoined_nogo = {
    .name = "nogo", .summary = "NOGO: place a stone, every group keeps a liberty",
    .syntax = BOARD_SYNTAX
              "A player places a stone of his colour on an empty vertex; afterwards\n"
              "every group (stones of one colour, connected) must have an empty\n"
              "neighbour.  No capture, no suicide.",
    .source = "Huggan and Nowakowski, Conjoined games (GNC 5); Chou, Teytaud and Yen 2011",
    .param = &nogo_cf, COMMON, .census = &Conjoined_path_census, .hints = &nogo_hints
};

const Position_Ruleset Conjoined_cutthroat = {
    .name = "cutthroat", .summary = "CUTTHROAT: delete your vertex, one-colour parts go",
    .syntax = BOARD_SYNTAX
              "Every vertex is coloured.  A player deletes a vertex of his colour;\n"
              "then every component of one colour disappears (also when the board\n"
              "is read).",
    .source = "McCurdy and Nowakowski, INTEGERS 5 (2005) #A13; Lessons in Play ch. 2",
    .param = &cut_cf, COMMON, .census = &Conjoined_path_census,
    .theory = &Conjoined_cutthroat_theory
};

const Position_Ruleset Conjoined_gocut = {
    .name = "gocut", .summary = "GO-CUT: impartial NOGO, then impartial CUTTHROAT",
    .syntax = BOARD_SYNTAX
              "GO-CUT = NOGO_I > CUTTHROAT_I: either player places a stone of either\n"
              "colour by the rule of NOGO; then either deletes a vertex of either\n"
              "colour by the rule of CUTTHROAT.\n" PHASES,
    .source = "Huggan and Nowakowski, Conjoined games: GO-CUT and SNO-GO, GNC 5, sec. 2",
    .param = &gocut_cf, .flags = POSITION_IMPARTIAL, COMMON,
    .census = &Conjoined_gocut_census, .theory = &Conjoined_gocut_theory
};

const Position_Ruleset Conjoined_snogo = {
    .name = "snogo", .summary = "SNO-GO: impartial SNORT, then impartial NOGO",
    .syntax = BOARD_SYNTAX
              "SNO-GO = SNORT_I > NOGO_I: either player places a stone of either\n"
              "colour next to no stone of the other; then either places a stone by\n"
              "the rule of NOGO.\n" PHASES,
    .source = "Huggan and Nowakowski, Conjoined games: GO-CUT and SNO-GO, GNC 5, sec. 3",
    .param = &snogo_cf, .flags = POSITION_IMPARTIAL, COMMON,
    .census = &Conjoined_path_census,
    .theory = &Conjoined_snogo_theory
};

const Position_Ruleset Conjoined_any = {
    .name = "conjoined", .summary = "conjoined games F>H of the rules of the four above",
    .syntax = "A POSITION is a game, then a board: 'nogo_i>cutthroat_i path:15' (GO-CUT);\n"
              "with --upto, the game and a family: --upto 15 'nogo_i>cutthroat_i path'.\n"
              "The game is a rule F or two, F>H, each nogo, snort, col, cutthroat or\n"
              "nosuicide, with _i for its impartial version (either player moves\n"
              "either colour).  COL: no stone next to one of its own colour;\n"
              "nosuicide: NOGO's rule without its second half (a stone may take the\n"
              "last liberty of the other colour's group).\n" BOARD_SYNTAX PHASES,
    .source = "Huggan and Nowakowski, Conjoined games: GO-CUT and SNO-GO, GNC 5, def. 1",
    .param = &any_cf, .options = options, .split = split, .normalise = normalise,
    .parse = parse, .print = print, .families = families
};
