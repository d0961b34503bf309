/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#line 120 "noweb/rulesets/dominograph.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dominograph.h"

#line 134 "noweb/rulesets/dominograph.nw"
#define NODES(p) ((int)(p)[1])
#define H(p) ((p) + 2)
#define V(p) ((p) + 2 + NODES(p))

static inline uint64_t bit(int i) { return 1ULL << i; }
static inline uint64_t all(int n) { return n == 64 ? ~0ULL : bit(n) - 1; }
#line 145 "noweb/rulesets/dominograph.nw"
static void dg_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param;
    assert(len >= 2 && len == 2 + 2 * (size_t)NODES(p));
    const uint64_t *adj = side == 'L' ? V(p) : H(p);
    uint64_t w[DOMINOGRAPH_WORDS];
    memcpy(w, p, len * sizeof *w);
    for (uint64_t m = p[0]; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        for (uint64_t e = adj[i] & p[0] & ~all(i + 1); e; e &= e - 1) {
            w[0] = p[0] & ~bit(i) & ~(e & -e);
            Position_list_push(out, w, len, 0);
        }
    }
}
#line 167 "noweb/rulesets/dominograph.nw"
static uint64_t squeeze(uint64_t x, uint64_t s)
{
    uint64_t r = 0;
    for (int k = 0; s; s &= s - 1, k++)
        if (x & s & -s)
            r |= bit(k);
    return r;
}
#line 180 "noweb/rulesets/dominograph.nw"
static void dg_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    assert(len >= 2 && len == 2 + 2 * (size_t)NODES(p));
    uint64_t left = p[0];
    while (left) {
        uint64_t c = left & -left, todo = c;
        while (todo) {
            int i = __builtin_ctzll(todo);
            uint64_t nb = (H(p)[i] | V(p)[i]) & left & ~c;
            c |= nb;
            todo = (todo & ~bit(i)) | nb;
        }
        left &= ~c;
        int k = __builtin_popcountll(c);
        if (k < 2)
            continue;
        uint64_t w[DOMINOGRAPH_WORDS];
        w[0] = all(k);
        w[1] = (uint64_t)k;
        int j = 0;
        for (uint64_t m = c; m; m &= m - 1, j++) {
            int i = __builtin_ctzll(m);
            w[2 + j] = squeeze(H(p)[i], c);
            w[2 + k + j] = squeeze(V(p)[i], c);
        }
        Position_list_push(out, w, 2 + 2 * (size_t)k, 0);
    }
}
#line 213 "noweb/rulesets/dominograph.nw"
static bool dg_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    (void)param;
    memcpy(key, c, len * sizeof *key);
    *klen = len;
    return false;
}
#line 226 "noweb/rulesets/dominograph.nw"
static bool dg_fast(const void *param, const uint64_t *k, size_t klen, Game_T *v)
{
    (void)param;
    int n = NODES(k);
    assert(klen == 2 + 2 * (size_t)n);
    if (n > 3)
        return false;
    uint64_t h = 0, vert = 0;
    for (int i = 0; i < n; i++) {
        h |= H(k)[i];
        vert |= V(k)[i];
    }
    if (h && vert) {
        if (n != 2)
            return false;
        *v = Game_star();
    } else
        *v = Game_integer(h ? -1 : 1);
    return true;
}

static bool dg_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    Dominograph_Graph g;
    if (!Dominograph_parse(text, &g, err))
        return false;
    uint64_t w[DOMINOGRAPH_WORDS];
    Position_list_push(out, w, Dominograph_position(&g, w), 0);
    return true;
}

static char *dg_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    Dominograph_Graph g = { NODES(p), { 0 }, { 0 } };
    assert(len == 2 + 2 * (size_t)g.n);
    for (int i = 0; i < g.n; i++)
        if (p[0] & bit(i)) {
            g.h[i] = H(p)[i] & p[0];
            g.v[i] = V(p)[i] & p[0];
        }
    return Dominograph_str(&g);
}

const Position_Ruleset Dominograph_ruleset = {
    .name = "dominograph", .summary = "values of ONAG's domino graphs",
    .syntax = "A GRAPH is groups separated by spaces, nodes numbered 1 to 64:\n"
              "  h:A-B,C-D   horizontal edges      v:A-B,...   vertical edges\n"
              "  n:A,B       nodes (the graph has as many nodes as the largest number)\n"
              "so 'h:1-2,3-4 v:1-3,2-4' is the 2x2 board, worth +-1.  Left removes two\n"
              "nodes joined by a vertical edge, Right two joined by a horizontal one.",
    .source = "ONAG ch. 10", .param = NULL, .options = dg_options, .split = dg_split,
    .normalise = dg_normalise, .fast = dg_fast, .parse = dg_parse, .print = dg_print
};
#line 286 "noweb/rulesets/dominograph.nw"
size_t Dominograph_position(const Dominograph_Graph *g, uint64_t *w)
{
    assert(g && g->n >= 0 && g->n <= DOMINOGRAPH_MAX && w);
    w[0] = all(g->n);
    w[1] = (uint64_t)g->n;
    for (int i = 0; i < g->n; i++) {
        assert(!((g->h[i] | g->v[i]) & (bit(i) | ~all(g->n))));
        w[2 + i] = g->h[i];
        w[2 + g->n + i] = g->v[i];
    }
    return 2 + 2 * (size_t)g->n;
}

bool Dominograph_from_board(const Domineering_Board *b, Dominograph_Graph *g)
{
    assert(b && g);
    int id[DOMINEERING_MAX][DOMINEERING_MAX];
    memset(g, 0, sizeof *g);
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++) {
            id[r][c] = -1;
            if (!(b->row[r] >> c & 1))
                continue;
            if (g->n == DOMINOGRAPH_MAX)
                return false;
            int i = id[r][c] = g->n++;
            if (c > 0 && id[r][c - 1] >= 0) {
                g->h[i] |= bit(id[r][c - 1]);
                g->h[id[r][c - 1]] |= bit(i);
            }
            if (r > 0 && id[r - 1][c] >= 0) {
                g->v[i] |= bit(id[r - 1][c]);
                g->v[id[r - 1][c]] |= bit(i);
            }
        }
    return true;
}
#line 328 "noweb/rulesets/dominograph.nw"
static void put_edges(FILE *f, const Dominograph_Graph *g, const uint64_t *adj,
                      char kind, bool *first)
{
    bool any = false;
    for (int i = 0; i < g->n; i++)
        for (uint64_t e = adj[i] & ~all(i + 1); e; e &= e - 1) {
            fprintf(f, "%s%d-%d", any ? "," : *first ? (kind == 'h' ? "h:" : "v:")
                    : (kind == 'h' ? " h:" : " v:"), i + 1, __builtin_ctzll(e) + 1);
            any = true;
        }
    if (any)
        *first = false;
}

char *Dominograph_str(const Dominograph_Graph *g)
{
    assert(g);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert(f);
    bool first = true, any = false;
    put_edges(f, g, g->h, 'h', &first);
    put_edges(f, g, g->v, 'v', &first);
    for (int i = 0; i < g->n; i++)
        if (!(g->h[i] | g->v[i])) {
            fprintf(f, "%s%d", any ? "," : first ? "n:" : " n:", i + 1);
            any = true;
        }
    fclose(f);
    return buf;
}
#line 365 "noweb/rulesets/dominograph.nw"
static bool fail(Perr_T *err, const char *s, const char *p, const char *msg)
{
    err->column = (size_t)(p - s) + 1;
    snprintf(err->expected, sizeof err->expected, "%s", msg);
    return false;
}

static bool number(const char *s, const char **p, int *x, Perr_T *err)
{
    const char *q = *p;
    if (*q < '0' || *q > '9')
        return fail(err, s, q, "a node number, 1 to 64");
    long v = 0;
    while (*q >= '0' && *q <= '9' && v <= DOMINOGRAPH_MAX)
        v = 10 * v + (*q++ - '0');
    if (v < 1 || v > DOMINOGRAPH_MAX)
        return fail(err, s, *p, "a node number, 1 to 64");
    *x = (int)v - 1;
    *p = q;
    return true;
}

bool Dominograph_parse(const char *s, Dominograph_Graph *g, Perr_T *err)
{
    assert(s && g && err);
    memset(g, 0, sizeof *g);
    const char *p = s;
    while (*p == ' ')
        p++;
    if (*p == '\0')
        return fail(err, s, p, "a graph: groups h:A-B,... (horizontal edges), "
                    "v:A-B,... (vertical edges), n:A,... (nodes), nodes 1 to 64");
    while (*p) {
        char kind = *p;
        if ((kind != 'h' && kind != 'v' && kind != 'n') || p[1] != ':')
            return fail(err, s, p, "'h:', 'v:' or 'n:'");
        p += 2;
        for (;;) {
            int a, b;
            if (!number(s, &p, &a, err))
                return false;
            if (a >= g->n)
                g->n = a + 1;
            if (kind != 'n') {
                if (*p != '-')
                    return fail(err, s, p, "'-' between the two nodes of an edge");
                const char *at = ++p;
                if (!number(s, &p, &b, err))
                    return false;
                if (a == b)
                    return fail(err, s, at, "a node other than the first "
                                "(an edge joins two nodes)");
                if (b >= g->n)
                    g->n = b + 1;
                uint64_t *adj = kind == 'h' ? g->h : g->v;
                adj[a] |= bit(b);
                adj[b] |= bit(a);
            }
            if (*p != ',')
                break;
            p++;
        }
        if (*p != ' ' && *p != '\0')
            return fail(err, s, p, kind == 'n' ? "',', a space or the end"
                        : "',', a space or the end after an edge");
        while (*p == ' ')
            p++;
    }
    return true;
}
