/* Generated from noweb/rulesets/graph.nw by notangle: edit the .nw, not this file. */
#line 2221 "noweb/rulesets/graph.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "graph.h"
#include "mem.h"
#include "position.h"
#include "rng.h"

int test_graph_suite(void);

#line 2243 "noweb/rulesets/graph.nw"
static uint64_t seed = 0x243f6a8885a308d3ULL;
static uint64_t rnd(uint64_t n) { return Rng_below(&seed, n); }

static uint64_t *random_graph(size_t n, unsigned k, unsigned p16, bool vc, unsigned ncol)
{
    uint64_t *g = Graph_new(n, k, vc);
    for (size_t u = 0; u < n; u++) {
        if (vc)
            Graph_set_colour(g, u, (unsigned)rnd(ncol));
        for (size_t v = u + 1; v < n; v++)
            if (rnd(16) < p16)
                Graph_set_edge(g, u, v, 1 + (unsigned)rnd((1u << k) - 1));
    }
    return g;
}

/* g's edges and colours in a new graph of n >= Graph_n(g) vertices, with vertex
   colours when vc, vertex v becoming perm[v] (v itself when perm is NULL) */
static uint64_t *embed(const uint64_t *g, const size_t *perm, size_t n, bool vc)
{
    size_t ng = Graph_n(g);
    uint64_t *h = Graph_new(n, Graph_ecolours(g), vc);
    for (size_t u = 0; u < ng; u++) {
        size_t pu = perm ? perm[u] : u;
        if (vc)
            Graph_set_colour(h, pu, Graph_colour(g, u));
        for (size_t v = u + 1; v < ng; v++)
            if (Graph_edge(g, u, v))
                Graph_set_edge(h, pu, perm ? perm[v] : v, Graph_edge(g, u, v));
    }
    return h;
}

static uint64_t *relabel(const uint64_t *g, const size_t *perm)   /* v -> perm[v] */
{
    return embed(g, perm, Graph_n(g), Graph_vcoloured(g));
}

static void random_perm(size_t *perm, size_t n)
{
    for (size_t i = 0; i < n; i++)
        perm[i] = i;
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)rnd(i), t = perm[i - 1];
        perm[i - 1] = perm[j];
        perm[j] = t;
    }
}

static uint64_t *canon(const uint64_t *g)
{
    uint64_t *k = malloc(Graph_len(g) * sizeof *k);
    Graph_canon(g, k, NULL, NULL);
    return k;
}

static bool same_words(const uint64_t *a, const uint64_t *b)
{
    return Graph_len(a) == Graph_len(b) && memcmp(a, b, Graph_len(a) * sizeof *a) == 0;
}

#line 2309 "noweb/rulesets/graph.nw"
static bool iso_rec(const uint64_t *a, const uint64_t *b, size_t *perm, bool *used,
                    size_t i, size_t n)
{
    if (i == n)
        return true;
    for (size_t x = 0; x < n; x++) {
        if (used[x] || Graph_colour(a, i) != Graph_colour(b, x))
            continue;
        bool ok = true;
        for (size_t j = 0; j < i && ok; j++)
            ok = Graph_edge(a, i, j) == Graph_edge(b, x, perm[j]);
        if (!ok)
            continue;
        perm[i] = x;
        used[x] = true;
        if (iso_rec(a, b, perm, used, i + 1, n))
            return true;
        used[x] = false;
    }
    return false;
}

static bool brute_iso(const uint64_t *a, const uint64_t *b)
{
    size_t n = Graph_n(a), perm[8];
    bool used[8] = { false };
    if (n != Graph_n(b) || n > 8)
        return false;
    return iso_rec(a, b, perm, used, 0, n);
}

#line 2521 "noweb/rulesets/graph.nw"
static uint64_t *twin_graph(size_t nb, size_t maxc, unsigned k, bool vc, unsigned ncol)
{
    uint64_t *b = random_graph(nb, k, 6, vc, ncol);
    size_t *start = calloc(nb + 1, sizeof *start);
    unsigned *mask = calloc(nb, sizeof *mask);
    for (size_t i = 0; i < nb; i++) {
        start[i + 1] = start[i] + 1 + (size_t)rnd(maxc);
        mask[i] = (unsigned)rnd(1u << k);
    }
    size_t n = start[nb], *perm = calloc(n, sizeof *perm);
    uint64_t *g = Graph_new(n, k, vc);
    for (size_t i = 0; i < nb; i++)
        for (size_t x = start[i]; x < start[i + 1]; x++) {
            if (vc)
                Graph_set_colour(g, x, Graph_colour(b, i));
            for (size_t y = x + 1; y < start[i + 1]; y++)
                Graph_set_edge(g, x, y, mask[i]);
            for (size_t j = i + 1; j < nb; j++)
                for (size_t y = start[j]; y < start[j + 1]; y++)
                    Graph_set_edge(g, x, y, Graph_edge(b, i, j));
        }
    random_perm(perm, n);
    uint64_t *h = relabel(g, perm);
    Graph_free(&g);
    Graph_free(&b);
    free(start); free(mask); free(perm);
    return h;
}

#line 2600 "noweb/rulesets/graph.nw"
static uint64_t *padded(const uint64_t *g)
{
    size_t n = Graph_n(g);
    uint64_t *h = embed(g, NULL, n + 20, Graph_vcoloured(g));
    for (size_t v = n; v + 1 < n + 20; v++)
        Graph_set_edge(h, v, v + 1, 1);
    return h;
}

static uint64_t invariant_of(const uint64_t *g)  /* the header, edges, sorted degrees */
{
    size_t n = Graph_n(g), deg[8] = { 0 }, e[4] = { 0 };
    for (size_t u = 0; u < n; u++)
        for (size_t v = 0; v < n; v++)
            if (u != v && Graph_edge(g, u, v)) {
                deg[u]++;
                e[Graph_edge(g, u, v)]++;
            }
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && deg[j - 1] > deg[j]; j--) {
            size_t t = deg[j]; deg[j] = deg[j - 1]; deg[j - 1] = t;
        }
    uint64_t h = n * 4 + (Graph_ecolours(g) - 1) * 2 + Graph_vcoloured(g);
    for (size_t i = 0; i < n; i++)
        h = h * 8 + deg[i];
    return (h * 64 + e[1]) * 64 * 64 + e[2] * 64 + e[3];
}
#line 2344 "noweb/rulesets/graph.nw"
static void test_representation(void)
{
    uint64_t *g = Graph_new(3, 2, true);
    CU_ASSERT_EQUAL(Graph_len(g), 1 + 1 + 2 * 3);
    CU_ASSERT_EQUAL(Graph_n(g), 3);
    CU_ASSERT_EQUAL(Graph_ecolours(g), 2);
    CU_ASSERT(Graph_vcoloured(g) && Graph_is_graph(g));
    Graph_add_edge(g, 0, 2, 1);
    Graph_add_edge(g, 0, 2, 2);
    Graph_add_edge(g, 1, 2, 2);
    Graph_set_colour(g, 1, 7);
    CU_ASSERT_EQUAL(Graph_edge(g, 2, 0), 3);
    CU_ASSERT_EQUAL(Graph_edge(g, 1, 2), 2);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 1), 0);
    CU_ASSERT_EQUAL(*Graph_row(g, 0, 0), 0x2000000000000000ULL);   /* vertex 2 */
    CU_ASSERT_EQUAL(*Graph_row(g, 1, 2), 0xC000000000000000ULL);   /* 0 and 1 */
    CU_ASSERT_EQUAL(Graph_colour(g, 1), 7);
    CU_ASSERT_EQUAL(Graph_colour(g, 0), 0);
    CU_ASSERT_EQUAL(Graph_degree(g, 2), 2);
    Graph_set_edge(g, 0, 2, 2);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 2), 2);
    Graph_free(&g);
    CU_ASSERT_PTR_NULL(g);
    g = Graph_new(200, 1, false);
    CU_ASSERT_EQUAL(Graph_len(g), 1 + 200 * 4);
    Graph_add_edge(g, 3, 199, 1);
    CU_ASSERT_EQUAL(Graph_row(g, 0, 3)[3], 1ULL << 56);     /* 199 = 3*64 + 7 */
    Graph_free(&g);
    g = Graph_grid(2, 3, 2);       /* the 2x3 Domineering board */
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 1), 1);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 3), 2);
    CU_ASSERT_EQUAL(Graph_edge(g, 2, 3), 0);
    Graph_free(&g);
    size_t code[] = { 3, 3, 3, 4 };            /* Prufer: leaves 0,1,2 on 3; 3-4; 4-5 */
    g = Graph_tree(code, 4, 1);
    CU_ASSERT_EQUAL(Graph_n(g), 6);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 3) + Graph_edge(g, 1, 3) + Graph_edge(g, 2, 3), 3);
    CU_ASSERT_EQUAL(Graph_edge(g, 3, 4) + Graph_edge(g, 4, 5), 2);
    CU_ASSERT(Graph_connected(g));
    Graph_free(&g);
}
#line 2395 "noweb/rulesets/graph.nw"
static void check_relabel(size_t n, unsigned k, bool vc)
{
    uint64_t *g = random_graph(n, k, 1 + (unsigned)rnd(8), vc, 3);
    size_t *perm = calloc(n, sizeof *perm);
    random_perm(perm, n);
    uint64_t *h = relabel(g, perm), *kg = canon(g), *kh = canon(h);
    CU_ASSERT(same_words(kg, kh));
    int *lab = malloc(n * sizeof *lab);
    Graph_canon(g, kh, lab, NULL);
    size_t *inv = calloc(n, sizeof *inv);
    for (size_t i = 0; i < n; i++)
        inv[lab[i]] = i;
    uint64_t *r = relabel(g, inv);
    CU_ASSERT(same_words(r, kg));
    if (n >= 2) {
        size_t u = (size_t)rnd(n), v = (size_t)rnd(n - 1);
        if (v >= u) v++;
        Graph_set_edge(h, u, v, Graph_edge(h, u, v) ? 0 : 1);
        uint64_t *k2 = canon(h);
        CU_ASSERT(!same_words(k2, kg));
        free(k2);
    }
    if (vc) {
        Graph_set_colour(h, (size_t)rnd(n), 9);
        uint64_t *k3 = canon(h);
        CU_ASSERT(!same_words(k3, kg));
        free(k3);
    }
    Graph_free(&g);
    Graph_free(&h);
    free(perm); free(kg); free(kh); free(lab); free(inv); free(r);
}

static void test_canon_relabel(void)
{
    for (int t = 0; t < 300; t++)
        check_relabel(1 + (size_t)rnd(20), 1 + (unsigned)rnd(2), rnd(2));
    for (int t = 0; t < 40; t++)
        check_relabel(60 + (size_t)rnd(91), 1 + (unsigned)rnd(2), rnd(2));
}
#line 2442 "noweb/rulesets/graph.nw"
static void test_canon_brute(void)
{
    int iso = 0, non = 0;
    for (int t = 0; t < 4000; t++) {
        size_t n = 2 + (size_t)rnd(4);
        unsigned k = 1 + (unsigned)rnd(2);
        bool vc = rnd(3) == 0;
        uint64_t *a = random_graph(n, k, 8, vc, 2), *b = random_graph(n, k, 8, vc, 2);
        uint64_t *ka = canon(a), *kb = canon(b);
        bool bi = brute_iso(a, b);
        CU_ASSERT_EQUAL(same_words(ka, kb), bi);
        if (bi) iso++; else non++;
        Graph_free(&a); Graph_free(&b);
        free(ka); free(kb);
    }
    for (int t = 0; t < 300; t++) {
        size_t n = 6 + (size_t)rnd(2);
        uint64_t *a = random_graph(n, 1, 8, false, 1);
        uint64_t *b = random_graph(n, 1, 8, false, 1);
        uint64_t *ka = canon(a), *kb = canon(b);
        CU_ASSERT_EQUAL(same_words(ka, kb), brute_iso(a, b));
        Graph_free(&a); Graph_free(&b);
        free(ka); free(kb);
    }
    CU_ASSERT(iso > 100 && non > 100);
}
#line 2475 "noweb/rulesets/graph.nw"
static void test_orbits(void)
{
    int o[100];
    uint64_t *g = Graph_path(7, 1);
    Graph_orbits(g, o);
    int path[] = { 0, 1, 2, 3, 2, 1, 0 };
    for (int v = 0; v < 7; v++) CU_ASSERT_EQUAL(o[v], path[v]);
    Graph_free(&g);
    g = Graph_cycle(100, 1);
    Graph_orbits(g, o);
    for (int v = 0; v < 100; v++) CU_ASSERT_EQUAL(o[v], 0);
    Graph_free(&g);
    g = Graph_star(5, 1);
    Graph_orbits(g, o);
    CU_ASSERT_EQUAL(o[0], 0);
    for (int v = 1; v <= 5; v++) CU_ASSERT_EQUAL(o[v], 1);
    Graph_free(&g);
    g = Graph_grid(3, 4, 1);
    uint64_t key[13];
    Graph_canon(g, key, NULL, o);
    int grid[] = { 0, 1, 1, 0, 4, 5, 5, 4, 0, 1, 1, 0 };
    for (int v = 0; v < 12; v++) CU_ASSERT_EQUAL(o[v], grid[v]);
    Graph_free(&g);
    g = Graph_new(3, 2, false);
    Graph_add_edge(g, 0, 1, 1);
    Graph_add_edge(g, 1, 2, 2);
    Graph_orbits(g, o);
    CU_ASSERT(o[0] == 0 && o[1] == 1 && o[2] == 2);
    Graph_add_edge(g, 1, 2, 1);
    Graph_add_edge(g, 0, 1, 2);
    Graph_orbits(g, o);
    CU_ASSERT(o[0] == 0 && o[1] == 1 && o[2] == 0);
    Graph_free(&g);
}
#line 2552 "noweb/rulesets/graph.nw"
static void check_twin_relabel(uint64_t *g)
{
    size_t n = Graph_n(g), *perm = calloc(n, sizeof *perm), *inv = calloc(n, sizeof *inv);
    random_perm(perm, n);
    uint64_t *h = relabel(g, perm), *kg = canon(g), *kh = canon(h);
    CU_ASSERT(same_words(kg, kh));
    int *lab = malloc(n * sizeof *lab);
    Graph_canon(h, kh, lab, NULL);
    for (size_t i = 0; i < n; i++)
        inv[lab[i]] = i;
    uint64_t *r = relabel(h, inv);
    CU_ASSERT(same_words(r, kg));
    size_t u = (size_t)rnd(n), v = (size_t)rnd(n - 1);
    if (v >= u) v++;
    Graph_set_edge(h, u, v, Graph_edge(h, u, v) ? 0 : 1);
    uint64_t *k2 = canon(h);
    CU_ASSERT(!same_words(k2, kg));
    Graph_free(&h);
    free(perm); free(inv); free(kg); free(kh); free(lab); free(r); free(k2);
}

static void test_twin_relabel(void)
{
    for (int t = 0; t < 300; t++) {
        uint64_t *g = twin_graph(4 + (size_t)rnd(30), 1 + (size_t)rnd(6),
                                 1 + (unsigned)rnd(2), rnd(2), 3);
        if (Graph_n(g) >= 20)
            check_twin_relabel(g);
        Graph_free(&g);
    }
    uint64_t *g = Graph_star(500, 1);         /* rows of eight words */
    check_twin_relabel(g);
    Graph_free(&g);
}
#line 2630 "noweb/rulesets/graph.nw"
typedef struct { uint64_t *g, *key, inv; } TwinClass;

static int sort_twin_class(TwinClass *cl, int *ncl, uint64_t *g)
{
    uint64_t *p = padded(g), *key = canon(p), inv = invariant_of(g);
    Graph_free(&p);
    int found = -1;
    for (int c = 0; c < *ncl; c++) {
        bool iso = cl[c].inv == inv && brute_iso(g, cl[c].g);
        CU_ASSERT_EQUAL(same_words(key, cl[c].key), iso);
        if (iso)
            found = c;
    }
    if (found >= 0) {
        Graph_free(&g);
        free(key);
        return found;
    }
    cl[*ncl] = (TwinClass){ g, key, inv };
    return (*ncl)++;
}

static void test_twin_brute(void)
{
    TwinClass *cl = calloc(4000, sizeof *cl);
    int ncl = 0;
    for (int t = 0; t < 3000; t++) {
        size_t code[6];
        for (int i = 0; i < 6; i++)
            code[i] = (size_t)rnd(8);
        sort_twin_class(cl, &ncl, Graph_tree(code, 6, 1));
    }
    CU_ASSERT(ncl <= 23 && ncl >= 15);      /* the rarest trees may be missed */
    for (int c = 0; c < ncl; c++) {
        Graph_free(&cl[c].g);
        free(cl[c].key);
    }
    ncl = 0;
    int big = 0;
    for (int t = 0; t < 3000; t++) {
        uint64_t *g = twin_graph(2 + (size_t)rnd(3), 3, 1 + (unsigned)rnd(2), rnd(2), 2);
        if (Graph_n(g) > 8) {
            Graph_free(&g);
            continue;
        }
        int before = ncl;
        sort_twin_class(cl, &ncl, g);
        big += ncl == before;
    }
    CU_ASSERT(ncl > 500 && big > 500);      /* many classes, many repeats */
    for (int c = 0; c < ncl; c++) {
        Graph_free(&cl[c].g);
        free(cl[c].key);
    }
    free(cl);
}
#line 2694 "noweb/rulesets/graph.nw"
static uint64_t *marked(const uint64_t *g, size_t v)
{
    uint64_t *h = embed(g, NULL, Graph_n(g), true);
    Graph_set_colour(h, v, 200);
    return h;
}

static void test_twin_orbits(void)
{
    int checked = 0;
    for (int t = 0; t < 40; t++) {
        uint64_t *g = twin_graph(4 + (size_t)rnd(8), 4, 1 + (unsigned)rnd(2), rnd(2), 2);
        size_t n = Graph_n(g);
        if (n < 20 || n > 40) {
            Graph_free(&g);
            continue;
        }
        int o[40];
        Graph_orbits(g, o);
        uint64_t *key[40];
        for (size_t v = 0; v < n; v++) {
            uint64_t *h = marked(g, v);
            key[v] = canon(h);
            Graph_free(&h);
        }
        for (size_t u = 0; u < n; u++) {
            CU_ASSERT(o[u] <= (int)u && o[o[u]] == o[u]);
            for (size_t v = 0; v < n; v++)
                CU_ASSERT_EQUAL(o[u] == o[v], same_words(key[u], key[v]));
        }
        for (size_t v = 0; v < n; v++)
            free(key[v]);
        Graph_free(&g);
        checked++;
    }
    CU_ASSERT(checked >= 10);
    int o[61];
    uint64_t *g = Graph_star(60, 1);
    Graph_orbits(g, o);
    CU_ASSERT_EQUAL(o[0], 0);
    for (int v = 1; v <= 60; v++)
        CU_ASSERT_EQUAL(o[v], 1);
    Graph_free(&g);
}
#line 2746 "noweb/rulesets/graph.nw"
static void test_components(void)
{
    for (size_t n = 60; n <= 150; n += 90) {
        uint64_t *g = Graph_path(n, 1), keep[3] = { 0, 0, 0 };
        for (size_t v = 0; v < n; v++)
            if (v % 3 != 2)
                keep[v / 64] |= GRAPH_BIT(v);
        Position_List l = { 0 }, c = { 0 };
        Graph_induced(g, keep, &l, 5);
        CU_ASSERT_EQUAL(POSITION_FLAGS(l.w[0]), 5);
        const uint64_t *h = l.w + 1;
        CU_ASSERT_EQUAL(Graph_n(h), 2 * n / 3);
        CU_ASSERT_EQUAL(Graph_components(h, 1, &c), n / 3);
        for (size_t i = 0; i < c.n; i += 1 + POSITION_LEN(c.w[i])) {
            CU_ASSERT_EQUAL(Graph_n(c.w + i + 1), 2);
            CU_ASSERT_EQUAL(Graph_edge(c.w + i + 1, 0, 1), 1);
        }
        Position_list_clear(&c);
        CU_ASSERT_EQUAL(Graph_components(h, 3, &c), 0);
        CU_ASSERT_EQUAL(Graph_components(g, 1, &c), 1);
        CU_ASSERT(Graph_known_connected(c.w + 1) && !Graph_known_connected(g));
        c.w[1] &= ~GRAPH_CONNECTED;
        CU_ASSERT(same_words(c.w + 1, g));
        
#line 2802 "noweb/rulesets/graph.nw"
Position_List sum = { 0 }, parts = { 0 };
Graph_sum_induced(g, keep, 1, &sum, 7);
CU_ASSERT_EQUAL(sum.count, 1);
CU_ASSERT_EQUAL(POSITION_FLAGS(sum.w[0]), 7);
CU_ASSERT_EQUAL(POSITION_LEN(sum.w[0]), (n / 3) * (1 + 2));
CU_ASSERT_EQUAL(Graph_sum_split(sum.w + 1, POSITION_LEN(sum.w[0]), 1, &parts), n / 3);
CU_ASSERT_EQUAL(parts.count, n / 3);
CU_ASSERT_EQUAL(memcmp(parts.w + 1, sum.w + 1, 3 * sizeof *sum.w), 0);
CU_ASSERT_EQUAL(Graph_sum_split(sum.w + 1, POSITION_LEN(sum.w[0]), 3, &parts), 0);
uint64_t *u = Graph_sum_union(sum.w + 1, POSITION_LEN(sum.w[0]));
CU_ASSERT(same_words(u, h));
Graph_free(&u);
Position_list_clear(&parts);
CU_ASSERT_EQUAL(Graph_sum_split(g, Graph_len(g), 1, &parts), 1);
CU_ASSERT(Graph_known_connected(parts.w + 1));
Position_list_clear(&sum);
uint64_t none[3] = { 0, 0, 0 };
Graph_sum_induced(g, none, 1, &sum, 0);
CU_ASSERT(sum.count == 1 && POSITION_LEN(sum.w[0]) == 0);
Position_list_free(&sum);
Position_list_free(&parts);
#line 2770 "noweb/rulesets/graph.nw"
        Position_list_free(&l);
        Position_list_free(&c);
        Graph_free(&g);
    }
    for (int t = 0; t < 30; t++) {
        size_t n = 20 + (size_t)rnd(60);
        uint64_t *a = random_graph(n, 2, 1, true, 4), *u = Graph_union(a, a);
        Position_List ca = { 0 }, cu = { 0 };
        size_t na = Graph_components(a, 1, &ca), nu = Graph_components(u, 1, &cu);
        CU_ASSERT_EQUAL(nu, 2 * na);
        size_t ia = 0, iu = 0;
        for (size_t j = 0; j < na; j++) {
            uint64_t *k1 = canon(ca.w + ia + 1), *k2 = canon(cu.w + iu + 1);
            CU_ASSERT(same_words(k1, k2));
            free(k1); free(k2);
            ia += 1 + POSITION_LEN(ca.w[ia]);
            iu += 1 + POSITION_LEN(cu.w[iu]);
        }
        Position_list_free(&ca);
        Position_list_free(&cu);
        Graph_free(&a);
        Graph_free(&u);
    }
}
#line 2851 "noweb/rulesets/graph.nw"
static const char *const tints[] = { "L", "R", "B", NULL };
static const Graph_Syntax plain = { 1, { "e", NULL }, NULL };
static const Graph_Syntax domino = { 2, { "h", "v" }, NULL };
static const Graph_Syntax tinted = { 1, { "e", NULL }, tints };

static uint64_t *parsed(const Graph_Syntax *s, const char *text)
{
    Position_List l = { 0 };
    Perr_T err;
    bool ok = Graph_parse(s, text, &l, &err);
    CU_ASSERT(ok);
    if (!ok) {
        printf("\n%s: column %zu: %s\n", text, err.column, err.expected);
        return Graph_new(0, s->ecolours, false);
    }
    CU_ASSERT_EQUAL(l.count, 1);
    uint64_t *g = Graph_copy(l.w + 1);
    Position_list_free(&l);
    return g;
}

static void expect_same(const Graph_Syntax *s, const char *text, uint64_t *want)
{
    uint64_t *g = parsed(s, text);
    CU_ASSERT(same_words(g, want));
    Graph_free(&g);
    Graph_free(&want);
}

static void expect_error(const Graph_Syntax *s, const char *text, size_t column,
                         const char *what)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Graph_parse(s, text, &l, &err));
    CU_ASSERT_EQUAL(l.count, 0);
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(err.expected, what));
    if (err.column != column || !strstr(err.expected, what))
        printf("\n%s: column %zu: %s\n", text, err.column, err.expected);
    Position_list_free(&l);
}

static void test_parse(void)
{
    expect_same(&plain, "path:13", Graph_path(13, 1));
    expect_same(&plain, " cycle:100 ", Graph_cycle(100, 1));
    expect_same(&plain, "star:4", Graph_star(4, 1));
    expect_same(&plain, "grid:2x40", Graph_grid(2, 40, 1));
    expect_same(&domino, "grid:2x3", Graph_grid(2, 3, 2));
    expect_same(&plain, "complete:5", Graph_complete(5, 1));
    expect_same(&plain, "empty:3", Graph_empty(3, 1));
    expect_same(&plain, "path:0", Graph_empty(0, 1));
    expect_same(&plain, "tree:", Graph_path(2, 1));
    size_t code[] = { 3, 3, 3, 4 };
    expect_same(&plain, "tree:4,4,4,5", Graph_tree(code, 4, 1));
    expect_same(&plain, "e:1-2,2-3,3-4", Graph_path(4, 1));
    expect_same(&plain, "edges:0-1, 1-2 2-3", Graph_path(4, 1));
    expect_same(&plain, "edges:0-1 1-1", Graph_path(2, 1));
    uint64_t *p3 = Graph_path(3, 1), *e2 = Graph_empty(2, 1);
    expect_same(&plain, "path:3 n:5", Graph_union(p3, e2));
    Graph_free(&p3);
    Graph_free(&e2);
    uint64_t *g = Graph_new(5, 1, true);
    Graph_add_edge(g, 0, 1, 1);
    Graph_add_edge(g, 1, 2, 1);
    Graph_set_colour(g, 0, 1);
    Graph_set_colour(g, 2, 3);
    Graph_set_colour(g, 4, 2);
    expect_same(&tinted, "path:3 L:1 B:3 R:5", g);
    g = Graph_new(2, 2, false);
    Graph_add_edge(g, 0, 1, 3);
    expect_same(&domino, "h:1-2 v:2-1", g);
    uint64_t *p = parsed(&domino, "h:1-2,3-4 v:1-3 n:6");
    char *s = Graph_str(&domino, p);
    CU_ASSERT_STRING_EQUAL(s, "h:1-2,3-4 v:1-3 n:5,6");
    free(s);
    Graph_free(&p);
    p = parsed(&tinted, "path:3 L:1 B:3 R:5");
    s = Graph_str(&tinted, p);
    CU_ASSERT_STRING_EQUAL(s, "e:1-2,2-3 n:4,5 L:1 R:5 B:3");
    free(s);
    Graph_free(&p);
    p = Graph_empty(0, 1);
    s = Graph_str(&plain, p);
    CU_ASSERT_STRING_EQUAL(s, "empty:0");
    free(s);
    expect_same(&plain, "empty:0", p);
    
#line 2828 "noweb/rulesets/graph.nw"
uint64_t *q3 = Graph_path(3, 1), *q2 = Graph_path(2, 1);
size_t n3 = Graph_len(q3), n2 = Graph_len(q2);
uint64_t *both = ALLOC_ARRAY(n3 + n2, sizeof *both);
memcpy(both, q3, n3 * sizeof *both);
memcpy(both + n3, q2, n2 * sizeof *both);
s = Graph_sum_str(&plain, both, n3 + n2);
CU_ASSERT_STRING_EQUAL(s, "e:1-2,2-3,4-5");
free(s);
s = Graph_sum_str(&plain, NULL, 0);
CU_ASSERT_STRING_EQUAL(s, "empty:0");
free(s);
s = Graph_sum_tikz(&plain, both, n3 + n2, 1.0);
CU_ASSERT_PTR_NOT_NULL(strstr(s, "\\end{tikzpicture}"));
free(s);
FREE(both);
Graph_free(&q3);
Graph_free(&q2);
#line 2940 "noweb/rulesets/graph.nw"
}

static void test_round_trip(void)
{
    for (int t = 0; t < 200; t++) {
        const Graph_Syntax *syn = t % 3 == 0 ? &plain : t % 3 == 1 ? &domino : &tinted;
        uint64_t *g = random_graph((size_t)rnd(90), syn->ecolours, (unsigned)rnd(4),
                                   syn->vertex != NULL, 4);
        char *s = Graph_str(syn, g);
        uint64_t *h = parsed(syn, s);
        CU_ASSERT(same_words(g, h));
        free(s);
        Graph_free(&g);
        Graph_free(&h);
    }
}

static void test_parse_errors(void)
{
    expect_error(&domino, "", 1, "a graph");
    expect_error(&domino, "   ", 4, "a graph");
    expect_error(&domino, "x:1-2", 1, "'h:', 'v:' or 'n:', or a family");
    expect_error(&domino, "h:1-2 k:3", 7, "'h:', 'v:' or 'n:'");
    expect_error(&domino, "h:1-2 path:3", 7, "'h:', 'v:' or 'n:'");
    expect_error(&domino, "h:1-16385", 5, "a node number, 1 to 16384");
    expect_error(&domino, "n:0", 3, "a node number, 1 to 16384");
    expect_error(&domino, "v:99999999999999999999-1", 3, "a node number");
    expect_error(&domino, "h:", 3, "a node number");
    expect_error(&domino, "h:1", 4, "'-' between the two nodes of an edge");
    expect_error(&domino, "v:2-2", 5, "a node other than the first");
    expect_error(&domino, "h:1-2;", 6, "',', a space or the end after an edge");
    expect_error(&domino, "n:1;", 4, "',', a space or the end");
    expect_error(&plain, "h:1-2", 1, "'e:' or 'n:', or a family");
    expect_error(&tinted, "q:1", 1, "'e:', 'n:', 'L:', 'R:' or 'B:'");
    expect_error(&tinted, "L:1 R:2,1", 9, "a node without a colour");
    expect_error(&plain, "path:x", 6, "a number of nodes, 0 to 16384");
    expect_error(&plain, "path:16385", 6, "a number of nodes");
    expect_error(&plain, "cycle:2", 7, "a number of nodes, 3 to");
    expect_error(&plain, "grid:3y4", 7, "'x' between the rows and the columns");
    expect_error(&plain, "grid:3x", 8, "a number of columns");
    expect_error(&plain, "grid:200x200", 6, "a grid of at most 16384 nodes");
    expect_error(&plain, "path:3x", 7, "a space or the end after the family");
    expect_error(&plain, "tree:1,5", 8, "a Prufer code entry from 1 to 4");
    expect_error(&plain, "tree:1,,2", 8, "a Prufer code entry");
    expect_error(&plain, "edges:0-1 1", 12, "'-' between the two vertices");
    expect_error(&plain, "edges:0-x", 9, "a vertex number, 0 to 16383");
    expect_error(&plain, "edges:0 -1", 8, "'-'");
}
#line 2997 "noweb/rulesets/graph.nw"
static size_t classes(int s, bool swap)
{
    size_t pairs = (size_t)s * (size_t)(s - 1) / 2, count = 0, nreps = 0;
    uint64_t **reps = malloc(70000 * sizeof *reps);
    for (uint64_t a = 0; a < (1ULL << (2 * pairs)); a++) {
        uint64_t *g = Graph_new((size_t)s, 2, false);
        size_t p = 0;
        for (int u = 0; u < s; u++)
            for (int v = u + 1; v < s; v++, p++)
                if (a >> (2 * p) & 3)
                    Graph_set_edge(g, (size_t)u, (size_t)v, (unsigned)(a >> (2 * p) & 3));
        bool is_new = Graph_connected(g);
        uint64_t *sw = Graph_copy(g);
        Graph_swap_ecolours(g, sw);
        for (size_t r = 0; r < nreps && is_new; r++)
            if (brute_iso(g, reps[r]) || (swap && brute_iso(sw, reps[r])))
                is_new = false;
        Graph_free(&sw);
        if (is_new) {
            reps[nreps++] = g;
            count++;
        } else
            Graph_free(&g);
    }
    for (size_t r = 0; r < nreps; r++)
        Graph_free(&reps[r]);
    free(reps);
    return count;
}

static void test_census(void)
{
    Position_List l = { 0 };
    Graph_census(7, 1, false, &l);
    size_t count[9] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
        const uint64_t *g = l.w + i + 1;
        unsigned s = POSITION_FLAGS(l.w[i]);
        CU_ASSERT_EQUAL(Graph_n(g), s);
        CU_ASSERT(Graph_connected(g));
        uint64_t *k = canon(g);
        CU_ASSERT(same_words(k, g));
        free(k);
        count[s]++;
    }
    size_t a001349[] = { 0, 1, 1, 2, 6, 21, 112, 853 };
    for (int s = 1; s <= 7; s++)
        CU_ASSERT_EQUAL(count[s], a001349[s]);
    for (int swap = 0; swap <= 1; swap++) {
        Position_list_clear(&l);
        Graph_census(4, 2, swap, &l);
        size_t c2[5] = { 0 };
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
            c2[POSITION_FLAGS(l.w[i])]++;
        for (int s = 1; s <= 4; s++)
            CU_ASSERT_EQUAL(c2[s], classes(s, swap));
    }
    Position_list_free(&l);
}
#line 3060 "noweb/rulesets/graph.nw"
static void test_tikz(void)
{
    uint64_t *g = Graph_new(3, 2, false);
    Graph_add_edge(g, 0, 1, 1);
    Graph_add_edge(g, 1, 2, 2);
    char *s = Graph_tikz(&domino, g, 1.0);
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "(v3) at"));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\\draw (v1) -- (v2);"));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\\draw[dashed] (v2) -- (v3);"));
    free(s);
    Graph_free(&g);
}

static int cleanup(void)
{
    Graph_release();
    return 0;
}

int test_graph_suite(void)
{
    CU_pSuite s = CU_add_suite("graph", NULL, cleanup);
    if (!s || !CU_add_test(s, "representation and families", test_representation)
           || !CU_add_test(s, "canonical keys of relabelled graphs, up to 150 vertices",
                           test_canon_relabel)
           || !CU_add_test(s, "canonical keys against brute-force isomorphism",
                           test_canon_brute)
           || !CU_add_test(s, "orbits of paths, cycles, stars, grids, coloured edges",
                           test_orbits)
           || !CU_add_test(s, "twins: keys of relabelled graphs", test_twin_relabel)
           || !CU_add_test(s, "twins: keys against brute force", test_twin_brute)
           || !CU_add_test(s, "twins: orbits against marked keys", test_twin_orbits)
           || !CU_add_test(s, "components and induced subgraphs", test_components)
           || !CU_add_test(s, "notation: families, groups, colours", test_parse)
           || !CU_add_test(s, "notation: printed graphs read back", test_round_trip)
           || !CU_add_test(s, "notation: errors with columns", test_parse_errors)
           || !CU_add_test(s, "census of connected graphs (OEIS A001349)", test_census)
           || !CU_add_test(s, "TikZ", test_tikz))
        return CU_get_error();
    return 0;
}
