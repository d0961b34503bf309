/* Generated from noweb/games/nim.nw by notangle: edit the .nw, not this file. */
#line 75 "noweb/games/nim.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nim.h"
#include "mem.h"
#include "rng.h"
#include "scan.h"

#line 343 "noweb/games/nim.nw"
typedef struct Node {
    uint32_t first, n;          /* options: kids[first .. first + n) */
    uint32_t grundy, misere;    /* UINT32_MAX until computed */
} Node;

struct Nim_Store {
    Node *node;
    size_t nnodes, capnodes, max_nodes;
    Nim_Id *kids;
    size_t nkids, capkids;
    uint32_t *table;            /* open addressing: node index + 1, 0 empty */
    size_t tabsize;
    uint64_t *sumkey;           /* memo of Nim_add: (a << 32 | b) + 1, 0 empty */
    Nim_Id *sumval;
    size_t sumsize, nsums;
    Nim_Id *nimber;             /* *0 .. *(nnimbers - 1) */
    size_t nnimbers;
};
#line 645 "noweb/games/nim.nw"
typedef struct Parser {
    Nim_Store *s;
    Scan sc;                        /* the text, where we are, the error */
    bool failed;
} Parser;
#line 110 "noweb/games/nim.nw"
uint64_t Nim_sum(uint64_t a, uint64_t b)
{
    return a ^ b;
}

size_t Nim_mex_bits(const uint64_t *words, size_t nwords)
{
    assert(words || nwords == 0);
    for (size_t i = 0; i < nwords; i++)
        if (~words[i] != 0)
            return 64 * i + (size_t)__builtin_ctzll(~words[i]);
    return 64 * nwords;
}

uint32_t Nim_mex(const uint32_t *values, size_t n)
{
    assert(values || n == 0);
    enum { STACK_WORDS = 64 };
    uint64_t local[STACK_WORDS];
    size_t nwords = n / 64 + 1;
    uint64_t *w = local;
    if (nwords > STACK_WORDS) w = CALLOC(nwords, sizeof *w);
    else memset(local, 0, sizeof local);
    for (size_t i = 0; i < n; i++)
        if (values[i] <= n) w[values[i] / 64] |= 1ULL << (values[i] % 64);
    size_t m = Nim_mex_bits(w, nwords);
    if (w != local) FREE(w);
    return (uint32_t)m;
}
#line 172 "noweb/games/nim.nw"
static uint64_t times_half(uint64_t a, uint64_t b, unsigned h)
{                                           /* a, b < 2^(2h); h a power of two or 0 */
    if (h == 0) return a & b;               /* F_0: bits */
    unsigned q = h / 2;
    uint64_t lo = (h == 64) ? ~0ULL : (1ULL << h) - 1;
    uint64_t a1 = a >> h, a0 = a & lo, b1 = b >> h, b0 = b & lo;
    uint64_t c = times_half(a1, b1, q);
    uint64_t low = times_half(a0, b0, q);
    uint64_t high = times_half(a1 ^ a0, b1 ^ b0, q) ^ low;
    uint64_t low2 = low ^ times_half(c, 1ULL << (h - 1), q);
    return (high << h) | low2;
}

uint64_t Nim_times(uint64_t a, uint64_t b)
{
    return times_half(a, b, 32);
}

uint64_t Nim_inverse(uint64_t a)
{
    assert(a != 0);
    uint64_t r = 1, x = a;
    for (int i = 1; i < 64; i++) {          /* 2^64 - 2 = bits 1..63 */
        x = Nim_times(x, x);
        r = Nim_times(r, x);
    }
    return r;
}
#line 251 "noweb/games/nim.nw"
uint64_t Nim_heaps_sum(const uint64_t *heaps, size_t n)
{
    assert(heaps || n == 0);
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++) s ^= heaps[i];
    return s;
}

bool Nim_misere_is_p(const uint64_t *heaps, size_t n)
{
    assert(heaps || n == 0);
    size_t big = 0;
    for (size_t i = 0; i < n; i++) big += heaps[i] >= 2;
    return Nim_heaps_sum(heaps, n) == (big ? 0 : 1);
}

size_t Nim_winning_moves(const uint64_t *heaps, size_t n, bool misere,
                         Nim_Move *out)
{
    assert((heaps && out) || n == 0);
    uint64_t s = Nim_heaps_sum(heaps, n);
    size_t big = 0, ones = 0, k = 0;
    for (size_t i = 0; i < n; i++) {
        big += heaps[i] >= 2;
        ones += heaps[i] == 1;
    }
    if (misere && big == 0) {
        if (ones % 2 == 1) return 0;
        for (size_t i = 0; i < n; i++)      /* take any one: leaves an odd number */
            if (heaps[i] == 1) out[k++] = (Nim_Move){ i, 1, 0 };
        return k;
    }
    if (misere && big == 1) {
        for (size_t i = 0; i < n; i++)
            if (heaps[i] >= 2)
                out[k++] = (Nim_Move){ i, heaps[i], ones % 2 == 1 ? 0 : 1 };
        return k;
    }
    for (size_t i = 0; i < n; i++)
        if ((heaps[i] ^ s) < heaps[i])
            out[k++] = (Nim_Move){ i, heaps[i], heaps[i] ^ s };
    return k;
}
#line 364 "noweb/games/nim.nw"
static uint64_t hash_opts(const Nim_Id *o, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ n;
    for (size_t i = 0; i < n; i++) {
        h ^= o[i];
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 29;
    }
    return h;
}

Nim_Store *Nim_store_new(size_t max_nodes)
{
    Nim_Store *s;
    NEW0(s);
    s->max_nodes = max_nodes ? max_nodes : SIZE_MAX;
    s->tabsize = 1024;
    s->table = CALLOC(s->tabsize, sizeof *s->table);
    s->sumsize = 1024;
    s->sumkey = CALLOC(s->sumsize, sizeof *s->sumkey);
    s->sumval = CALLOC(s->sumsize, sizeof *s->sumval);
    return s;
}

void Nim_store_free(Nim_Store **s)
{
    assert(s);
    if (!*s) return;
    FREE((*s)->node);
    FREE((*s)->kids);
    FREE((*s)->table);
    FREE((*s)->sumkey);
    FREE((*s)->sumval);
    FREE((*s)->nimber);
    FREE(*s);
}

size_t Nim_store_count(Nim_Store *s)
{
    assert(s);
    return s->nnodes;
}

bool Nim_store_full(Nim_Store *s)
{
    assert(s);
    return s->nnodes >= s->max_nodes || s->nnodes >= NIM_NONE - 1;
}

size_t Nim_num_options(Nim_Store *s, Nim_Id g)
{
    assert(s && g < s->nnodes);
    return s->node[g].n;
}

Nim_Id Nim_option(Nim_Store *s, Nim_Id g, size_t i)
{
    assert(s && g < s->nnodes && i < s->node[g].n);
    return s->kids[s->node[g].first + i];
}
#line 430 "noweb/games/nim.nw"
static int cmp_id(const void *a, const void *b)
{
    Nim_Id x = *(const Nim_Id *)a, y = *(const Nim_Id *)b;
    return (x > y) - (x < y);
}

static bool same_opts(const Nim_Store *s, const Node *nd, const Nim_Id *o, size_t n)
{
    return nd->n == n && (n == 0 || memcmp(s->kids + nd->first, o, n * sizeof *o) == 0);
}

static void grow_table(Nim_Store *s)
{
    size_t size = 2 * s->tabsize;
    uint32_t *t = CALLOC(size, sizeof *t);
    for (size_t i = 0; i < s->nnodes; i++) {
        const Node *nd = &s->node[i];
        size_t j = hash_opts(nd->n ? s->kids + nd->first : NULL, nd->n) & (size - 1);
        while (t[j]) j = (j + 1) & (size - 1);
        t[j] = (uint32_t)i + 1;
    }
    FREE(s->table);
    s->table = t;
    s->tabsize = size;
}

Nim_Id Nim_node(Nim_Store *s, const Nim_Id *opts, size_t n)
{
    assert(s && (opts || n == 0));
    Nim_Id *o = ALLOC_ARRAY(n, sizeof *o);
    if (n) memcpy(o, opts, n * sizeof *o);
    qsort(o, n, sizeof *o, cmp_id);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || o[i] != o[m - 1]) o[m++] = o[i];
    Nim_Id id = NIM_NONE;
    
#line 473 "noweb/games/nim.nw"
size_t j = hash_opts(o, m) & (s->tabsize - 1);
for (; s->table[j]; j = (j + 1) & (s->tabsize - 1))
    if (same_opts(s, &s->node[s->table[j] - 1], o, m)) {
        id = s->table[j] - 1;
        break;
    }
if (id == NIM_NONE && s->nnodes < s->max_nodes && s->nnodes < NIM_NONE - 1) {
    GROW(s->node, s->capnodes, s->nnodes + 1);
    if (s->nkids + m > s->capkids) {
        s->capkids = 2 * (s->capkids + m) + 256;
        RESIZE_ARRAY(s->kids, s->capkids, sizeof *s->kids);
    }
    if (m) memcpy(s->kids + s->nkids, o, m * sizeof *o);
    s->node[s->nnodes] = (Node){ (uint32_t)s->nkids, (uint32_t)m, UINT32_MAX, UINT32_MAX };
    s->nkids += m;
    id = (Nim_Id)s->nnodes++;
    s->table[j] = id + 1;
    if (2 * s->nnodes > s->tabsize)
        grow_table(s);
}
#line 467 "noweb/games/nim.nw"
    FREE(o);
    return id;
}
#line 502 "noweb/games/nim.nw"
Nim_Id Nim_nimber(Nim_Store *s, uint32_t n)
{
    assert(s);
    if (n < s->nnimbers) return s->nimber[n];
    RESIZE_ARRAY(s->nimber, (size_t)n + 1, sizeof *s->nimber);
    while (s->nnimbers <= n) {
        Nim_Id id = Nim_node(s, s->nimber, s->nnimbers);
        if (id == NIM_NONE) return NIM_NONE;
        s->nimber[s->nnimbers++] = id;
    }
    return s->nimber[n];
}

static void grow_sums(Nim_Store *s)
{
    size_t size = 2 * s->sumsize;
    uint64_t *k = CALLOC(size, sizeof *k);
    Nim_Id *v = CALLOC(size, sizeof *v);
    for (size_t i = 0; i < s->sumsize; i++)
        if (s->sumkey[i]) {
            size_t j = (size_t)(s->sumkey[i] * 0x9E3779B97F4A7C15ULL >> 20) & (size - 1);
            while (k[j]) j = (j + 1) & (size - 1);
            k[j] = s->sumkey[i];
            v[j] = s->sumval[i];
        }
    FREE(s->sumkey);
    FREE(s->sumval);
    s->sumkey = k;
    s->sumval = v;
    s->sumsize = size;
}

Nim_Id Nim_add(Nim_Store *s, Nim_Id a, Nim_Id b)
{
    assert(s && a < s->nnodes && b < s->nnodes);
    if (a == 0) return b;
    if (b == 0) return a;
    if (a > b) { Nim_Id t = a; a = b; b = t; }
    uint64_t key = ((uint64_t)a << 32 | b) + 1;
    size_t j = (size_t)(key * 0x9E3779B97F4A7C15ULL >> 20) & (s->sumsize - 1);
    for (; s->sumkey[j]; j = (j + 1) & (s->sumsize - 1))
        if (s->sumkey[j] == key) return s->sumval[j];
    size_t na = s->node[a].n, nb = s->node[b].n;
    Nim_Id *o = ALLOC_ARRAY(na + nb, sizeof *o);
    Nim_Id id = NIM_NONE;
    size_t k = 0;
    for (size_t i = 0; i < na; i++) {          /* s->kids may move: index anew */
        Nim_Id x = Nim_add(s, s->kids[s->node[a].first + i], b);
        if (x == NIM_NONE) goto done;
        o[k++] = x;
    }
    for (size_t i = 0; i < nb; i++) {
        Nim_Id x = Nim_add(s, a, s->kids[s->node[b].first + i]);
        if (x == NIM_NONE) goto done;
        o[k++] = x;
    }
    id = Nim_node(s, o, k);
    if (id != NIM_NONE) {
        
#line 572 "noweb/games/nim.nw"
if (2 * (s->nsums + 1) > s->sumsize)
    grow_sums(s);
j = (size_t)(key * 0x9E3779B97F4A7C15ULL >> 20) & (s->sumsize - 1);
while (s->sumkey[j]) j = (j + 1) & (s->sumsize - 1);
s->sumkey[j] = key;
s->sumval[j] = id;
s->nsums++;
#line 561 "noweb/games/nim.nw"
    }
done:
    FREE(o);
    return id;
}
#line 589 "noweb/games/nim.nw"
static uint32_t grundy_of(Nim_Store *s, Nim_Id g, bool misere)
{
    Node *nd = &s->node[g];
    uint32_t *slot = misere ? &nd->misere : &nd->grundy;
    if (*slot != UINT32_MAX) return *slot;
    if (nd->n == 0) return *slot = misere ? 1 : 0;
    size_t n = nd->n;
    uint32_t *v = ALLOC_ARRAY(n, sizeof *v);
    for (size_t i = 0; i < n; i++)
        v[i] = grundy_of(s, s->kids[s->node[g].first + i], misere);
    uint32_t m = Nim_mex(v, n);
    free(v);
    assert(m != UINT32_MAX);
    uint32_t *again = misere ? &s->node[g].misere : &s->node[g].grundy;
    return *again = m;
}

uint32_t Nim_grundy(Nim_Store *s, Nim_Id g)
{
    assert(s && g < s->nnodes);
    return grundy_of(s, g, false);
}

uint32_t Nim_misere_grundy(Nim_Store *s, Nim_Id g)
{
    assert(s && g < s->nnodes);
    return grundy_of(s, g, true);
}
#line 653 "noweb/games/nim.nw"
static Nim_Id fail_at(Parser *p, size_t at, const char *what)
{
    if (!p->failed) {
        p->failed = true;
        Scan_fail(&p->sc, at, "%s", what);
    }
    return NIM_NONE;
}

static Nim_Id limit_hit(Parser *p)
{
    if (!p->failed) {
        p->failed = true;
        Perr_set(p->sc.err, 0, "%s", "room in the store (node limit reached)");
    }
    return NIM_NONE;
}

static void skip_blanks(Parser *p)
{
    Scan_blanks(&p->sc);
}

static Nim_Id parse_expr(Parser *p);

static bool parse_list(Parser *p, Nim_Id **v, size_t *n, size_t *cap)
{
    for (;;) {
        Nim_Id x = parse_expr(p);
        if (x == NIM_NONE) return false;
        GROW(*v, *cap, *n + 1);
        (*v)[(*n)++] = x;
        skip_blanks(p);
        if (p->sc.s[p->sc.at] != ',') return true;
        p->sc.at++;
    }
}
#line 696 "noweb/games/nim.nw"
static Nim_Id parse_brace(Parser *p)
{
    size_t start = p->sc.at++;
    Nim_Id *v[2] = { NULL, NULL };
    size_t n[2] = { 0, 0 }, cap[2] = { 0, 0 };
    Nim_Id side[2] = { NIM_NONE, NIM_NONE }, id = NIM_NONE;
    bool bar = false;
    for (int k = 0; k < 2; k++) {
        skip_blanks(p);
        char c = p->sc.s[p->sc.at];
        if (c != '|' && c != '}' && !parse_list(p, &v[k], &n[k], &cap[k])) goto out;
        skip_blanks(p);
        c = p->sc.s[p->sc.at];
        if (c == '|' && k == 0) { p->sc.at++; bar = true; continue; }
        if (c != '}') {
            fail_at(p, p->sc.at, k == 0 ? "',', '|' or '}'" : "',' or '}'");
            goto out;
        }
        p->sc.at++;
        break;
    }
    for (int k = 0; k < (bar ? 2 : 1); k++) {
        side[k] = Nim_node(p->s, v[k], n[k]);
        if (side[k] == NIM_NONE) { limit_hit(p); goto out; }
    }
    if (bar && side[0] != side[1])
        fail_at(p, start, "an impartial game (the same options left and right of '|')");
    else
        id = side[0];
out:
    free(v[0]);
    free(v[1]);
    return id;
}

static Nim_Id parse_term(Parser *p)
{
    skip_blanks(p);
    const char *t = p->sc.s;
    char c = t[p->sc.at];
    if (c == '{') return parse_brace(p);
    if (c == '(') {
        p->sc.at++;
        Nim_Id x = parse_expr(p);
        if (x == NIM_NONE) return x;
        skip_blanks(p);
        if (t[p->sc.at] != ')') return fail_at(p, p->sc.at, "'+' or ')'");
        p->sc.at++;
        return x;
    }
    if (c == '0' && !(t[p->sc.at + 1] >= '0' && t[p->sc.at + 1] <= '9')) {
        p->sc.at++;
        return Nim_nimber(p->s, 0) == NIM_NONE ? limit_hit(p) : Nim_nimber(p->s, 0);
    }
    if (c == '*') {
        size_t start = ++p->sc.at;
        uint32_t n = 1;
        if (t[p->sc.at] >= '0' && t[p->sc.at] <= '9') {
            n = 0;
            while (t[p->sc.at] >= '0' && t[p->sc.at] <= '9') {
                n = 10 * n + (uint32_t)(t[p->sc.at++] - '0');
                if (n >= 65536) return fail_at(p, start, "a nimber below *65536");
            }
        }
        Nim_Id x = Nim_nimber(p->s, n);
        return x == NIM_NONE ? limit_hit(p) : x;
    }
    return fail_at(p, p->sc.at, c ? "an impartial game: 0, *n, {...} or (...)"
                              : "an impartial game: 0, *n, {...} or (...), not the end");
}

static Nim_Id parse_expr(Parser *p)
{
    Nim_Id x = parse_term(p);
    for (;;) {
        if (x == NIM_NONE) return x;
        skip_blanks(p);
        if (p->sc.s[p->sc.at] != '+') return x;
        p->sc.at++;
        Nim_Id y = parse_term(p);
        if (y == NIM_NONE) return y;
        x = Nim_add(p->s, x, y);
        if (x == NIM_NONE) return limit_hit(p);
    }
}

bool Nim_parse(Nim_Store *s, const char *text, Nim_Id *out, Perr_T *err)
{
    assert(s && text && out && err);
    Parser p = { s, Scan_new(text, err), false };
    Nim_Id x = parse_expr(&p);
    if (x != NIM_NONE) {
        skip_blanks(&p);
        if (text[p.sc.at] != '\0')
            x = fail_at(&p, p.sc.at, text[p.sc.at] == '|' ? "an impartial game in braces"
                                                    : "'+' or end of input");
    }
    if (x == NIM_NONE) return false;
    *out = x;
    return true;
}
