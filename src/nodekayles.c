/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#line 134 "noweb/rulesets/nodekayles.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <nauty/nauty.h>
#include "nim.h"
#include "nodekayles.h"

#line 258 "noweb/rulesets/nodekayles.nw"
typedef struct Entry {
    uint64_t hash;
    uint32_t key;               /* offset of the key in keys[] */
    uint32_t value;
} Entry;

struct Nodekayles_T {
    const Nodekayles_Graph *g;  /* the graph being searched */
    Entry *table;               /* open addressing; key == UINT32_MAX: empty */
    size_t size, count, max_entries;
    uint64_t *keys;             /* per entry: n, then n canonical rows */
    size_t nkeys, capkeys;
    bool failed;
};
#line 146 "noweb/rulesets/nodekayles.nw"
static void add_edge(Nodekayles_Graph *g, int u, int v)
{
    if (u == v) return;
    g->adj[u] |= 1ULL << v;
    g->adj[v] |= 1ULL << u;
}

static bool empty_graph(Nodekayles_Graph *g, int n)
{
    assert(g);
    memset(g, 0, sizeof *g);
    if (n < 0 || n > NODEKAYLES_MAX_VERTICES) return false;
    g->n = n;
    return true;
}

bool Nodekayles_path(Nodekayles_Graph *g, int n)
{
    if (!empty_graph(g, n)) return false;
    for (int v = 0; v + 1 < n; v++) add_edge(g, v, v + 1);
    return true;
}

bool Nodekayles_cycle(Nodekayles_Graph *g, int n)
{
    if (n < 3 || !Nodekayles_path(g, n)) return false;
    add_edge(g, n - 1, 0);
    return true;
}

bool Nodekayles_star(Nodekayles_Graph *g, int leaves)
{
    if (leaves < 0 || !empty_graph(g, leaves + 1)) return false;
    for (int v = 1; v <= leaves; v++) add_edge(g, 0, v);
    return true;
}

bool Nodekayles_grid(Nodekayles_Graph *g, int p, int q)
{
    if (p < 0 || q < 0 || (q > 0 && p > NODEKAYLES_MAX_VERTICES / q)
        || !empty_graph(g, p * q)) return false;
    for (int i = 0; i < p; i++)
        for (int j = 0; j < q; j++) {
            if (i + 1 < p) add_edge(g, i * q + j, (i + 1) * q + j);
            if (j + 1 < q) add_edge(g, i * q + j, i * q + j + 1);
        }
    return true;
}
#line 200 "noweb/rulesets/nodekayles.nw"
static bool edge_fail(Perr_T *err, size_t at, const char *what)
{
    return Perr_set(err, at + 1, "%s", what);
}

static bool read_vertex(const char *t, size_t *i, int *v, Perr_T *err)
{
    if (t[*i] < '0' || t[*i] > '9')
        return edge_fail(err, *i, "a vertex number");
    size_t start = *i;
    long x = 0;
    while (t[*i] >= '0' && t[*i] <= '9') {
        x = 10 * x + (t[(*i)++] - '0');
        if (x >= NODEKAYLES_MAX_VERTICES)
            return edge_fail(err, start, "a vertex number below 64");
    }
    *v = (int)x;
    return true;
}

bool Nodekayles_parse_edges(const char *text, int min_vertices,
                            Nodekayles_Graph *g, Perr_T *err)
{
    assert(text && g);
    if (min_vertices < 0 || min_vertices > NODEKAYLES_MAX_VERTICES)
        return edge_fail(err, 0, "at most 64 vertices");
    empty_graph(g, NODEKAYLES_MAX_VERTICES);
    int n = min_vertices;
    size_t i = 0;
    for (;;) {
        while (text[i] == ' ' || text[i] == ',' || text[i] == '\t' || text[i] == '\n')
            i++;
        if (text[i] == '\0') break;
        int u, v;
        if (!read_vertex(text, &i, &u, err)) return false;
        if (text[i] != '-') return edge_fail(err, i, "'-'");
        i++;
        if (!read_vertex(text, &i, &v, err)) return false;
        add_edge(g, u, v);
        if (u + 1 > n) n = u + 1;
        if (v + 1 > n) n = v + 1;
    }
    g->n = n;
    return true;
}
#line 275 "noweb/rulesets/nodekayles.nw"
Nodekayles_T Nodekayles_new(size_t max_entries)
{
    Nodekayles_T s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->size = 1024;
    s->table = malloc(s->size * sizeof *s->table);
    if (!s->table) { free(s); return NULL; }
    for (size_t i = 0; i < s->size; i++) s->table[i].key = UINT32_MAX;
    s->max_entries = max_entries ? max_entries : SIZE_MAX;
    return s;
}

void Nodekayles_free(Nodekayles_T *s)
{
    assert(s);
    if (!*s) return;
    free((*s)->table);
    free((*s)->keys);
    free(*s);
    *s = NULL;
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
}

size_t Nodekayles_entries(Nodekayles_T s)
{
    assert(s);
    return s->count;
}

static uint64_t component_of(const Nodekayles_Graph *g, uint64_t set)
{
    uint64_t comp = set & -set, frontier = comp;
    while (frontier) {
        int v = __builtin_ctzll(frontier);
        frontier &= frontier - 1;
        uint64_t nb = g->adj[v] & set & ~comp;
        comp |= nb;
        frontier |= nb;
    }
    return comp;
}

static uint32_t value_of_component(Nodekayles_T s, uint64_t comp);

static uint32_t value_of_set(Nodekayles_T s, uint64_t set)
{
    uint32_t x = 0;
    while (set && !s->failed) {
        uint64_t comp = component_of(s->g, set);
        set &= ~comp;
        x ^= value_of_component(s, comp);
    }
    return x;
}
#line 345 "noweb/rulesets/nodekayles.nw"
static uint64_t hash_key(const uint64_t *k, size_t n)
{
    uint64_t h = 0xC0FFEE ^ n;
    for (size_t i = 0; i < n; i++) {
        h ^= k[i];
        h *= 0x9E3779B97F4A7C15ULL;
        h ^= h >> 31;
    }
    return h;
}

static bool grow_table(Nodekayles_T s)
{
    size_t size = 2 * s->size;
    Entry *t = malloc(size * sizeof *t);
    if (!t) return false;
    for (size_t i = 0; i < size; i++) t[i].key = UINT32_MAX;
    for (size_t i = 0; i < s->size; i++)
        if (s->table[i].key != UINT32_MAX) {
            size_t j = s->table[i].hash & (size - 1);
            while (t[j].key != UINT32_MAX) j = (j + 1) & (size - 1);
            t[j] = s->table[i];
        }
    free(s->table);
    s->table = t;
    s->size = size;
    return true;
}

static uint32_t value_of_component(Nodekayles_T s, uint64_t comp)
{
    int k = __builtin_popcountll(comp);
    if (k <= 2) return 1;
    int vert[64];
    
#line 399 "noweb/rulesets/nodekayles.nw"
{
    uint64_t c = comp;
    for (int i = 0; c; i++, c &= c - 1) vert[i] = __builtin_ctzll(c);
}
#line 380 "noweb/rulesets/nodekayles.nw"
    graph ng[64], cg[64];
    int lab[64], ptn[64], orbits[64];
    
#line 406 "noweb/rulesets/nodekayles.nw"
{
    int index[64];
    for (int i = 0; i < k; i++) index[vert[i]] = i;
    EMPTYGRAPH(ng, 1, k);
    for (int i = 0; i < k; i++) {
        uint64_t nb = s->g->adj[vert[i]] & comp;
        while (nb) {
            int w = __builtin_ctzll(nb);
            nb &= nb - 1;
            ADDELEMENT(GRAPHROW(ng, i, 1), index[w]);
        }
    }
    static DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = TRUE;
    statsblk stats;
    densenauty(ng, lab, ptn, orbits, &options, &stats, 1, k, cg);
}
#line 383 "noweb/rulesets/nodekayles.nw"
    uint64_t key[65];
    key[0] = (uint64_t)k;
    for (int i = 0; i < k; i++) key[i + 1] = (uint64_t)cg[i];
    uint64_t h = hash_key(key, (size_t)k + 1);
    size_t j = h & (s->size - 1);
    for (; s->table[j].key != UINT32_MAX; j = (j + 1) & (s->size - 1))
        if (s->table[j].hash == h
            && memcmp(s->keys + s->table[j].key, key, ((size_t)k + 1) * sizeof *key) == 0)
            return s->table[j].value;
    
#line 430 "noweb/rulesets/nodekayles.nw"
uint32_t opt[64];
size_t nopt = 0;
for (int i = 0; i < k && !s->failed; i++) {
    if (orbits[i] != i) continue;
    int v0 = vert[i];
    uint64_t rest = comp & ~(s->g->adj[v0] | 1ULL << v0);
    opt[nopt++] = value_of_set(s, rest);
}
if (s->failed) return 0;
uint32_t v = Nim_mex(opt, nopt);
#line 393 "noweb/rulesets/nodekayles.nw"
    
#line 443 "noweb/rulesets/nodekayles.nw"
if (s->count >= s->max_entries) { s->failed = true; return 0; }
if (s->nkeys + (size_t)k + 1 > s->capkeys) {
    size_t cap = 2 * s->capkeys + (size_t)k + 1024;
    uint64_t *p = realloc(s->keys, cap * sizeof *p);
    if (!p) { s->failed = true; return 0; }
    s->keys = p;
    s->capkeys = cap;
}
if (s->nkeys + (size_t)k + 1 > UINT32_MAX) { s->failed = true; return 0; }
memcpy(s->keys + s->nkeys, key, ((size_t)k + 1) * sizeof *key);
j = h & (s->size - 1);                  /* the recursion may have grown the table */
while (s->table[j].key != UINT32_MAX) j = (j + 1) & (s->size - 1);
s->table[j] = (Entry){ h, (uint32_t)s->nkeys, v };
s->nkeys += (size_t)k + 1;
s->count++;
if (2 * s->count > s->size && !grow_table(s)) { s->failed = true; return 0; }
#line 394 "noweb/rulesets/nodekayles.nw"
    return v;
}
#line 465 "noweb/rulesets/nodekayles.nw"
bool Nodekayles_grundy(Nodekayles_T s, const Nodekayles_Graph *g, uint32_t *value)
{
    assert(s && g && value && g->n >= 0 && g->n <= NODEKAYLES_MAX_VERTICES);
    static bool checked = false;
    if (!checked) {
        nauty_check(WORDSIZE, 1, NODEKAYLES_MAX_VERTICES, NAUTYVERSIONID);
        checked = true;
    }
    s->g = g;
    s->failed = false;
    uint64_t all = g->n == 64 ? ~0ULL : (1ULL << g->n) - 1;
    uint32_t v = value_of_set(s, all);
    s->g = NULL;
    if (s->failed) return false;
    *value = v;
    return true;
}
#line 488 "noweb/rulesets/nodekayles.nw"
static uint8_t brute(const Nodekayles_Graph *g, uint8_t *memo, uint64_t set)
{
    if (memo[set] != 0xFF) return memo[set];
    uint64_t seen = 0;                   /* values are at most 24 < 64 */
    for (uint64_t r = set; r; r &= r - 1) {
        int v = __builtin_ctzll(r);
        seen |= 1ULL << brute(g, memo, set & ~(g->adj[v] | 1ULL << v));
    }
    return memo[set] = (uint8_t)Nim_mex_bits(&seen, 1);
}

uint32_t Nodekayles_brute(const Nodekayles_Graph *g)
{
    assert(g && g->n >= 0 && g->n <= 24);
    size_t size = (size_t)1 << g->n;
    uint8_t *memo = malloc(size);
    assert(memo);
    memset(memo, 0xFF, size);
    uint32_t v = brute(g, memo, size - 1);
    free(memo);
    return v;
}
