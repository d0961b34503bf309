/* Generated from noweb/rulesets/graphcanon.nw by notangle: edit the .nw, not this file. */
#line 851 "noweb/rulesets/graphcanon.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "graphcanon.h"
#include "mem.h"
#include "position.h"
#include "rng.h"

int test_graphcanon_suite(void);

#line 869 "noweb/rulesets/graphcanon.nw"
static uint64_t seed = 0x243f6a8885a308d3ULL;
static uint64_t rnd(uint64_t n) { return Rng_below(&seed, n); }

static uint64_t *random_graph(size_t n, unsigned k, unsigned p16, bool vc,
                              unsigned ncol)
{
    return Graph_random(n, k, p16, vc ? ncol : 0, &seed);
}

static uint64_t *relabel(const uint64_t *g, const size_t *perm)   /* v -> perm[v] */
{
    return Graph_embed(g, perm, Graph_n(g), Graph_vcoloured(g));
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
    return Graph_compare(a, b) == 0;
}
#line 910 "noweb/rulesets/graphcanon.nw"
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

#line 1076 "noweb/rulesets/graphcanon.nw"
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

#line 1155 "noweb/rulesets/graphcanon.nw"
static uint64_t *padded(const uint64_t *g)
{
    size_t n = Graph_n(g);
    uint64_t *h = Graph_embed(g, NULL, n + 20, Graph_vcoloured(g));
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
#line 950 "noweb/rulesets/graphcanon.nw"
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
#line 997 "noweb/rulesets/graphcanon.nw"
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
#line 1030 "noweb/rulesets/graphcanon.nw"
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
#line 1107 "noweb/rulesets/graphcanon.nw"
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
#line 1185 "noweb/rulesets/graphcanon.nw"
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
#line 1249 "noweb/rulesets/graphcanon.nw"
static uint64_t *marked(const uint64_t *g, size_t v)
{
    uint64_t *h = Graph_embed(g, NULL, Graph_n(g), true);
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
#line 1302 "noweb/rulesets/graphcanon.nw"
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
#line 1369 "noweb/rulesets/graphcanon.nw"
static void test_conjugate(void)
{
    for (int t = 0; t < 100; t++) {
        uint64_t *g = random_graph(2 + (size_t)rnd(30), 2, 1 + (unsigned)rnd(8),
                                   false, 0);
        size_t len = Graph_len(g);
        uint64_t *h = malloc(len * sizeof *h), *kg = malloc(len * sizeof *kg),
                 *kh = malloc(len * sizeof *kh);
        Graph_swap_ecolours(g, h);
        bool ng = Graph_canon_conjugate(g, Graph_swap_ecolours, kg);
        bool nh = Graph_canon_conjugate(h, Graph_swap_ecolours, kh);
        CU_ASSERT(same_words(kg, kh));
        uint64_t *cg = canon(g), *ch = canon(h);
        CU_ASSERT(same_words(kg, ng ? ch : cg));
        CU_ASSERT(Graph_compare(kg, cg) <= 0 && Graph_compare(kg, ch) <= 0);
        if (!same_words(cg, ch))
            CU_ASSERT(ng != nh);
        free(cg); free(ch); free(h); free(kg); free(kh);
        Graph_free(&g);
    }
    uint64_t *p = Graph_new(5, 2, false), key[1 + 2 * 5];
    for (size_t v = 0; v + 1 < 5; v++)
        Graph_set_edge(p, v, v + 1, 3);           /* both colours: self-conjugate */
    CU_ASSERT(!Graph_canon_conjugate(p, Graph_swap_ecolours, key));
    uint64_t *cp = canon(p);
    CU_ASSERT(same_words(key, cp));
    free(cp);
    Graph_free(&p);
}

static int cleanup(void)
{
    Graph_canon_release();
    return 0;
}

int test_graphcanon_suite(void)
{
    CU_pSuite s = CU_add_suite("graphcanon", NULL, cleanup);
    if (!s || !CU_add_test(s, "canonical keys of relabelled graphs, up to 150 vertices",
                           test_canon_relabel)
           || !CU_add_test(s, "canonical keys against brute-force isomorphism",
                           test_canon_brute)
           || !CU_add_test(s, "orbits of paths, cycles, stars, grids, coloured edges",
                           test_orbits)
           || !CU_add_test(s, "twins: keys of relabelled graphs", test_twin_relabel)
           || !CU_add_test(s, "twins: keys against brute force", test_twin_brute)
           || !CU_add_test(s, "twins: orbits against marked keys", test_twin_orbits)
           || !CU_add_test(s, "conjugates: one key for a graph and its swap",
                           test_conjugate)
           || !CU_add_test(s, "census of connected graphs (OEIS A001349)", test_census))
        return CU_get_error();
    return 0;
}
