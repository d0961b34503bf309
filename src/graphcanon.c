/* Generated from noweb/rulesets/graphcanon.nw by notangle: edit the .nw, not this file. */
#line 124 "noweb/rulesets/graphcanon.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <nauty/nauty.h>
#include "graphcanon.h"
#include "hash.h"
#include "mem.h"

#line 141 "noweb/rulesets/graphcanon.nw"
typedef struct TwinSig { uint64_t sig; uint32_t v, gen; } TwinSig;

typedef struct Scratch {
    setword *ng, *cg;               /* nauty's graph and canonical graph */
    size_t gcap;
    int *lab, *ptn, *orb, *inv;     /* nauty's arrays, the inverse labelling */
    size_t icap;
    uint64_t *ckey;                 /* the last key written, and its orbits */
    size_t ckcap, cklen;
    int *corb;
    size_t cocap;
    int *tw;                        /* twins: classes, sizes, labels, orbits */
    size_t twcap;
    struct TwinSig *tsig;           /* twins: the leaders' signatures */
    size_t tscap;
    uint32_t tgen;                  /* entries of other generations are empty */
    uint64_t *q;                    /* twins: the quotient graph and its key */
    size_t qcap;
} Scratch;

static _Thread_local Scratch S;
#line 755 "noweb/rulesets/graphcanon.nw"
typedef struct Keyset {
    size_t *slot;                   /* offsets of records in the list, +1; 0 empty */
    size_t mask, count;
} Keyset;
#line 172 "noweb/rulesets/graphcanon.nw"
static void scratch_watch(void)            /* once per thread: release at its end */
{
    static _Thread_local bool watched;
    if (!watched) {
        watched = true;
        Mem_release_at_thread_end(Graph_canon_release);
    }
}

#define SGROW(p, cap, n) do { scratch_watch(); GROW(p, cap, n); } while (0)
#line 185 "noweb/rulesets/graphcanon.nw"
void Graph_canon_release(void)
{
    FREE(S.ng);
    FREE(S.cg);
    FREE(S.lab);
    FREE(S.ptn);
    FREE(S.orb);
    FREE(S.inv);
    FREE(S.ckey);
    FREE(S.corb);
    FREE(S.tw);
    FREE(S.tsig);
    FREE(S.q);
    S = (Scratch){ 0 };
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
}
#line 236 "noweb/rulesets/graphcanon.nw"
static void nauty_room(size_t N)
{
    if (N > S.icap) {
        SGROW(S.lab, S.icap, N);
        S.ptn = Mem_resize_array(S.ptn, S.icap, sizeof *S.ptn, __FILE__, __LINE__);
        S.orb = Mem_resize_array(S.orb, S.icap, sizeof *S.orb, __FILE__, __LINE__);
        S.inv = Mem_resize_array(S.inv, S.icap, sizeof *S.inv, __FILE__, __LINE__);
    }
}

static void key_header(const uint64_t *g, const int *lab, uint64_t *key)
{                                       /* the header and colours; no edges yet */
    memset(key, 0, Graph_len(g) * sizeof *key);
    key[0] = g[0];
    if (Graph_vcoloured(g))
        for (size_t i = 0; i < Graph_n(g); i++)
            Graph_set_colour(key, i, Graph_colour(g, (size_t)lab[i]));
}

static void key_from_lab(const uint64_t *g, const int *lab, uint64_t *key)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    key_header(g, lab, key);
    for (size_t i = 0; i < n; i++)
        S.inv[lab[i]] = (int)i;
    for (unsigned b = 0; b < Graph_ecolours(g); b++)
        for (size_t i = 0; i < n; i++) {
            const uint64_t *row = Graph_row(g, b, (size_t)lab[i]);
            uint64_t *o = Graph_row_w(key, b, i);
            for (size_t w = 0; w < m; w++)
                for (uint64_t y = row[w]; y; y &= y - 1) {
                    size_t u = (size_t)S.inv[64 * w + (size_t)Graph_first(y & -y)];
                    o[u / 64] |= GRAPH_BIT(u);
                }
        }
}

static void keep_key(const uint64_t *key, size_t n, const int *lab, const int *orb)
{
    size_t len = Graph_len(key);
    SGROW(S.ckey, S.ckcap, len);
    SGROW(S.corb, S.cocap, n);
    memcpy(S.ckey, key, len * sizeof *key);
    S.cklen = len;
    for (size_t v = 0; v < n; v++)
        S.inv[v] = -1;
    for (size_t i = 0; i < n; i++) {
        int o = orb[lab[i]];
        if (S.inv[o] < 0)
            S.inv[o] = (int)i;
        S.corb[i] = S.inv[o];
    }
}
#line 292 "noweb/rulesets/graphcanon.nw"
_Static_assert(sizeof(setword) == sizeof(uint64_t), "nauty must use 64-bit set words");

static void run_nauty(const uint64_t *g, bool canon, uint64_t *key, int *lab, int *orbits)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    bool vc = Graph_vcoloured(g);
    size_t N = k * n, M = Graph_m(N);
    static _Thread_local bool checked = false;
    if (!checked) {
        nauty_check(WORDSIZE, 1, 1, NAUTYVERSIONID);
        checked = true;
    }
    nauty_room(N);
    setword *ng = (setword *)Graph_row(g, 0, 0);
    if ((k > 1 || canon) && N * M > S.gcap) {
        SGROW(S.ng, S.gcap, N * M);
        S.cg = Mem_resize_array(S.cg, S.gcap, sizeof *S.cg, __FILE__, __LINE__);
    }
    if (k > 1) {
        
#line 340 "noweb/rulesets/graphcanon.nw"
memset(S.ng, 0, N * M * sizeof *S.ng);
for (unsigned b = 0; b < k; b++)
    for (size_t v = 0; v < n; v++) {
        size_t x = b * n + v;
        setword *r = S.ng + x * M;
        if (b + 1 < k) {
            r[(x + n) / 64] |= GRAPH_BIT(x + n);
            S.ng[(x + n) * M + x / 64] |= GRAPH_BIT(x);
        }
        const uint64_t *row = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = row[w]; y; y &= y - 1) {
                size_t u = b * n + 64 * w + (size_t)Graph_first(y & -y);
                r[u / 64] |= GRAPH_BIT(u);
            }
    }
#line 313 "noweb/rulesets/graphcanon.nw"
        ng = S.ng;
    }
    
#line 363 "noweb/rulesets/graphcanon.nw"
if (k > 1 || vc) {
    size_t start[257] = { 0 };
    for (size_t v = 0; v < n; v++)
        start[Graph_colour(g, v) + 1]++;
    for (int c = 0; c < 256; c++)
        start[c + 1] += start[c];
    for (size_t v = 0; v < n; v++)
        S.lab[start[Graph_colour(g, v)]++] = (int)v;
    for (size_t i = 0; i < n; i++)
        S.ptn[i] = i + 1 < n && Graph_colour(g, (size_t)S.lab[i])
                                == Graph_colour(g, (size_t)S.lab[i + 1]);
    for (unsigned b = 1; b < k; b++)
        for (size_t i = 0; i < n; i++) {
            S.lab[b * n + i] = S.lab[i] + (int)(b * n);
            S.ptn[b * n + i] = S.ptn[i];
        }
}
#line 316 "noweb/rulesets/graphcanon.nw"
    DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = canon;
    options.defaultptn = k == 1 && !vc;
    options.tc_level = 0;
    statsblk stats;
    densenauty(ng, S.lab, S.ptn, S.orb, &options, &stats, (int)M, (int)N,
               canon ? S.cg : NULL);
    if (orbits)
        for (size_t v = 0; v < n; v++)
            orbits[v] = S.orb[v];
    if (lab)
        for (size_t i = 0; i < n; i++)
            lab[i] = S.lab[i];
    if (canon) {
        
#line 386 "noweb/rulesets/graphcanon.nw"
if (k == 1) {
    key_header(g, S.lab, key);
    memcpy(Graph_row_w(key, 0, 0), S.cg, n * m * sizeof *key);
} else
    key_from_lab(g, S.lab, key);
#line 331 "noweb/rulesets/graphcanon.nw"
        keep_key(key, n, S.lab, S.orb);
    }
}
#line 451 "noweb/rulesets/graphcanon.nw"
static bool twins_equal(const uint64_t *g, size_t u, size_t v, bool closed)
{
    if (Graph_colour(g, u) != Graph_colour(g, v))
        return false;
    size_t m = Graph_m(Graph_n(g));
    for (unsigned b = 0; b < Graph_ecolours(g); b++) {
        const uint64_t *ru = Graph_row(g, b, u), *rv = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++) {
            uint64_t x = ru[w], y = rv[w];
            if (closed) {
                x |= w == u / 64 ? GRAPH_BIT(u) : 0;
                y |= w == v / 64 ? GRAPH_BIT(v) : 0;
            }
            if (x != y)
                return false;
        }
    }
    return true;
}

enum { TWIN_MIN_N = 20 };
#define TWIN_MUL 0x9e3779b97f4a7c15ULL

static bool twin_found(const uint64_t *g, size_t v, uint64_t h, size_t lg, int *leader,
                       int *size, int *kind)
{
    size_t mask = ((size_t)1 << lg) - 1;
    for (size_t i = (size_t)((h * TWIN_MUL) >> (64 - lg)); S.tsig[i].gen == S.tgen;
         i = (i + 1) & mask) {
        size_t u = S.tsig[i].v;
        if (S.tsig[i].sig == h && twins_equal(g, u, v, h & 1)) {
            leader[v] = (int)u;
            size[u]++;
            kind[u] = (h & 1) ? 2 : 1;
            return true;
        }
    }
    return false;
}

static void twin_insert(uint64_t h, size_t v, size_t lg)
{
    size_t mask = ((size_t)1 << lg) - 1, i = (size_t)((h * TWIN_MUL) >> (64 - lg));
    while (S.tsig[i].gen == S.tgen)
        i = (i + 1) & mask;
    S.tsig[i] = (TwinSig){ h, (uint32_t)v, S.tgen };
}

static void twin_sigs(const uint64_t *g, size_t v, uint64_t *ho, uint64_t *hc)
{
    size_t m = Graph_m(Graph_n(g));
    uint64_t o = Graph_colour(g, v) + 1, c = o;
    for (unsigned b = 0; b < Graph_ecolours(g); b++) {
        const uint64_t *r = Graph_row(g, b, v);
        for (size_t w = 0; w < m; w++) {
            o = (o + r[w]) * TWIN_MUL;
            c = (c + (r[w] | (w == v / 64 ? GRAPH_BIT(v) : 0))) * TWIN_MUL;
        }
    }
    *ho = ((o ^ o >> 31) & ~3ULL) | 2;      /* open rows: ...10, closed: ...11 */
    *hc = ((c ^ c >> 31) & ~3ULL) | 3;
}

static bool join_twins(const uint64_t *g, int *leader, int *size, int *kind)
{
    bool joined = false;
    size_t n = Graph_n(g), lg = 3;
    while (((size_t)1 << lg) < 4 * n)
        lg++;
    if (((size_t)1 << lg) > S.tscap || ++S.tgen == 0) {
        SGROW(S.tsig, S.tscap, (size_t)1 << lg);
        memset(S.tsig, 0, S.tscap * sizeof *S.tsig);
        S.tgen = 1;
    }
    for (size_t v = 0; v < n; v++) {
        uint64_t ho, hc;
        twin_sigs(g, v, &ho, &hc);
        if (twin_found(g, v, ho, lg, leader, size, kind)
            || twin_found(g, v, hc, lg, leader, size, kind))
            joined = true;
        else {
            twin_insert(ho, v, lg);
            twin_insert(hc, v, lg);
        }
    }
    return joined;
}
#line 545 "noweb/rulesets/graphcanon.nw"
static size_t rank_of(const uint64_t *t, size_t nc, uint64_t x)  /* first >= x */
{
    size_t lo = 0, hi = nc;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t[mid] < x) lo = mid + 1; else hi = mid;
    }
    return lo;
}

static uint64_t class_triple(const uint64_t *g, size_t v, const int *kind,
                             const int *size)
{
    return (uint64_t)Graph_colour(g, v) << 40 | (uint64_t)kind[v] << 32
           | (uint64_t)size[v];
}
#line 571 "noweb/rulesets/graphcanon.nw"
static bool twin_canon(const uint64_t *g, bool canon, uint64_t *key, int *lab,
                       int *orbits)
{
    size_t n = Graph_n(g), m = Graph_m(n);
    unsigned k = Graph_ecolours(g);
    if (n < TWIN_MIN_N)
        return false;
    SGROW(S.tw, S.twcap, 11 * (n + 1));
    int *leader = S.tw, *cls = leader + n, *size = cls + n, *kind = size + n;
    int *tlab = kind + n, *torb = tlab + n, *qlab = torb + n, *qorb = qlab + n;
    int *least = qorb + n, *start = least + n, *mem = start + n + 1;
    for (size_t v = 0; v < n; v++) {
        leader[v] = (int)v;
        size[v] = 1;
        kind[v] = 0;
    }
    if (!join_twins(g, leader, size, kind))
        return false;
    size_t nq = 0;
    for (size_t v = 0; v < n; v++)
        if (leader[v] == (int)v)
            cls[v] = (int)nq++;
    
#line 610 "noweb/rulesets/graphcanon.nw"
for (size_t v = 0; v < n; v++)
    if (leader[v] != (int)v)
        cls[v] = cls[leader[v]];
size_t len = Graph_size(nq, k, true);
SGROW(S.q, S.qcap, 2 * len + 257);
uint64_t *q = S.q, *qkey = S.q + len, *t = S.q + 2 * len;
size_t nc = 0;
for (size_t v = 0; v < n; v++) {
    if (leader[v] != (int)v)
        continue;
    uint64_t x = class_triple(g, v, kind, size);
    size_t r = rank_of(t, nc, x);
    if (r < nc && t[r] == x)
        continue;
    if (nc == 256)
        return false;
    memmove(t + r + 1, t + r, (nc - r) * sizeof *t);
    t[r] = x;
    nc++;
}
#line 594 "noweb/rulesets/graphcanon.nw"
    
#line 633 "noweb/rulesets/graphcanon.nw"
memset(q, 0, len * sizeof *q);
q[0] = Graph_header(nq, k, true);
for (size_t v = 0; v < n; v++) {
    if (leader[v] != (int)v)
        continue;
    size_t c = (size_t)cls[v];
    Graph_set_colour(q, c, (unsigned)rank_of(t, nc, class_triple(g, v, kind, size)));
    for (unsigned b = 0; b < k; b++) {
        const uint64_t *row = Graph_row(g, b, v);
        uint64_t *o = Graph_row_w(q, b, c);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = row[w]; y; y &= y - 1) {
                size_t d = (size_t)cls[64 * w + (size_t)Graph_first(y & -y)];
                if (d != c)
                    o[d / 64] |= GRAPH_BIT(d);
            }
    }
}
if (nq == 1) {
    qlab[0] = 0;
    qorb[0] = 0;
} else
    run_nauty(q, canon, qkey, qlab, qorb);
#line 595 "noweb/rulesets/graphcanon.nw"
    
#line 659 "noweb/rulesets/graphcanon.nw"
memset(start, 0, (nq + 1) * sizeof *start);
for (size_t v = 0; v < n; v++)
    start[cls[v] + 1]++;
for (size_t c = 0; c < nq; c++)
    start[c + 1] += start[c];
for (size_t v = 0; v < n; v++)
    mem[start[cls[v]]++] = (int)v;
for (size_t c = nq; c > 0; c--)
    start[c] = start[c - 1];
start[0] = 0;
size_t at = 0;
for (size_t i = 0; i < nq; i++) {
    int c = canon ? qlab[i] : (int)i;
    for (int j = start[c]; j < start[c + 1]; j++)
        tlab[at++] = mem[j];
}
for (size_t c = 0; c < nq; c++)
    least[c] = -1;
for (size_t v = 0; v < n; v++) {
    int o = qorb[cls[v]];
    if (least[o] < 0)
        least[o] = (int)v;
    torb[v] = least[o];
}
#line 596 "noweb/rulesets/graphcanon.nw"
    nauty_room(n);
    if (canon) {
        key_from_lab(g, tlab, key);
        keep_key(key, n, tlab, torb);
    }
    if (lab)
        memcpy(lab, tlab, n * sizeof *lab);
    if (orbits)
        memcpy(orbits, torb, n * sizeof *orbits);
    return true;
}
#line 688 "noweb/rulesets/graphcanon.nw"
void Graph_canon(const uint64_t *g, uint64_t *key, int *lab, int *orbits)
{
    assert(g && key && key != g);
    if (Graph_n(g) <= 1) {
        memcpy(key, g, Graph_len(g) * sizeof *key);
        if (Graph_n(g) == 1) {
            if (lab) lab[0] = 0;
            if (orbits) orbits[0] = 0;
        }
        return;
    }
    if (!twin_canon(g, true, key, lab, orbits))
        run_nauty(g, true, key, lab, orbits);
}

void Graph_orbits(const uint64_t *g, int *orbits)
{
    assert(g && orbits);
    size_t n = Graph_n(g), len = Graph_len(g);
    if (n <= 1) {
        if (n == 1) orbits[0] = 0;
        return;
    }
    if (len == S.cklen && memcmp(g, S.ckey, len * sizeof *g) == 0) {
        memcpy(orbits, S.corb, n * sizeof *orbits);
        return;
    }
    if (!twin_canon(g, false, NULL, NULL, orbits))
        run_nauty(g, false, NULL, NULL, orbits);
}
#line 724 "noweb/rulesets/graphcanon.nw"
bool Graph_canon_conjugate(const uint64_t *g, Graph_Conjugate *conj, uint64_t *key)
{
    size_t len = Graph_len(g);
    uint64_t small[2 * (1 + 2 * 64)];
    uint64_t *h = 2 * len <= sizeof small / sizeof *small ? small
                  : ALLOC_ARRAY(2 * len, sizeof *h), *alt = h + len;
    conj(g, h);
    Graph_canon(h, alt, NULL, NULL);
    Graph_canon(g, key, NULL, NULL);
    bool neg = Graph_compare(alt, key) < 0;
    if (neg)
        memcpy(key, alt, len * sizeof *key);
    if (h != small)
        FREE(h);
    return neg;
}
#line 762 "noweb/rulesets/graphcanon.nw"
static bool keyset_add(Keyset *s, Position_List *l, const uint64_t *key, size_t len,
                       unsigned flags)
{
    if (2 * (s->count + 1) > s->mask + 1) {
        size_t n = s->mask ? 2 * (s->mask + 1) : 1024;
        size_t *t = CALLOC(n, sizeof *t);
        for (size_t i = 0; i <= s->mask && s->mask; i++)
            if (s->slot[i]) {
                const uint64_t *k = l->w + s->slot[i];
                size_t j = (size_t)Hash_words(k, POSITION_LEN(k[-1])) & (n - 1);
                while (t[j])
                    j = (j + 1) & (n - 1);
                t[j] = s->slot[i];
            }
        FREE(s->slot);
        s->slot = t;
        s->mask = n - 1;
    }
    size_t j = (size_t)Hash_words(key, len) & s->mask;
    for (; s->slot[j]; j = (j + 1) & s->mask) {
        const uint64_t *k = l->w + s->slot[j];
        if (POSITION_LEN(k[-1]) == len && memcmp(k, key, len * sizeof *key) == 0)
            return false;
    }
    s->slot[j] = l->n + 1;
    s->count++;
    Position_list_push(l, key, len, flags);
    return true;
}

void Graph_census(int k, unsigned ecolours, bool swap, Position_List *out)
{
    assert(k >= 1 && ecolours >= 1 && ecolours <= GRAPH_MAX_ECOLOURS);
    assert(!swap || ecolours == 2);
    assert((size_t)k * ecolours < 64);
    Position_List level = { 0 }, next = { 0 };
    uint64_t *one = Graph_new(1, ecolours, false);
    Position_list_push(&level, one, Graph_len(one), 1);
    Graph_free(&one);
    for (int s = 2; s <= k + 1; s++) {
        Position_list_clear(&next);
        Keyset set = { 0 };
        
#line 816 "noweb/rulesets/graphcanon.nw"
size_t len = Graph_size((size_t)s, ecolours, false);
uint64_t *h = ALLOC_ARRAY(4 * len, sizeof *h), *key = h + len, *alt = h + 2 * len;
uint64_t *altkey = h + 3 * len;
unsigned cmask = (1u << ecolours) - 1;
for (size_t i = 0; i < level.n; i += 1 + POSITION_LEN(level.w[i])) {
    const uint64_t *g = level.w + i + 1;
    Position_list_push(out, g, POSITION_LEN(level.w[i]), (unsigned)s - 1);
    if (s > k)
        continue;
    for (uint64_t a = 1; a < (1ULL << (ecolours * (unsigned)(s - 1))); a++) {
        memset(h, 0, len * sizeof *h);
        h[0] = Graph_header((size_t)s, ecolours, false);
        for (unsigned b = 0; b < ecolours; b++)
            for (int v = 0; v < s - 1; v++)
                *Graph_row_w(h, b, (size_t)v) = *Graph_row(g, b, (size_t)v);
        for (int v = 0; v < s - 1; v++)
            if (a >> (ecolours * (unsigned)v) & cmask)
                Graph_add_edge(h, (size_t)v, (size_t)s - 1,
                               (unsigned)(a >> (ecolours * (unsigned)v)) & cmask);
        Graph_canon(h, key, NULL, NULL);
        if (swap) {
            Graph_swap_ecolours(h, alt);
            Graph_canon(alt, altkey, NULL, NULL);
            if (Graph_compare(altkey, key) < 0)
                memcpy(key, altkey, len * sizeof *key);
        }
        keyset_add(&set, &next, key, len, (unsigned)s);
    }
}
FREE(h);
#line 805 "noweb/rulesets/graphcanon.nw"
        FREE(set.slot);
        Position_List t = level;
        level = next;
        next = t;
    }
    Position_list_free(&level);
    Position_list_free(&next);
}
