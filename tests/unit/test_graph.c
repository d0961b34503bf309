/* Generated from noweb/rulesets/graph.nw by notangle: edit the .nw, not this file. */
#line 994 "noweb/rulesets/graph.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "graph.h"
#include "mem.h"
#include "position.h"
#include "rng.h"

int test_graph_suite(void);

#line 1012 "noweb/rulesets/graph.nw"
static uint64_t seed = 0x243f6a8885a308d3ULL;
static uint64_t rnd(uint64_t n) { return Rng_below(&seed, n); }

static bool same_words(const uint64_t *a, const uint64_t *b)
{
    return Graph_compare(a, b) == 0;
}
#line 1024 "noweb/rulesets/graph.nw"
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
#line 1073 "noweb/rulesets/graph.nw"
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
        
#line 1129 "noweb/rulesets/graph.nw"
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
#line 1097 "noweb/rulesets/graph.nw"
        Position_list_free(&l);
        Position_list_free(&c);
        Graph_free(&g);
    }
    for (int t = 0; t < 30; t++) {
        size_t n = 20 + (size_t)rnd(60);
        uint64_t *a = Graph_random(n, 2, 1, 4, &seed), *u = Graph_union(a, a);
        Position_List ca = { 0 }, cu = { 0 };
        size_t na = Graph_components(a, 1, &ca), nu = Graph_components(u, 1, &cu);
        CU_ASSERT_EQUAL(nu, 2 * na);
        size_t ia = 0, iu = 0;
        for (size_t j = 0; j < nu; j++) {          /* a's components, twice */
            CU_ASSERT(same_words(ca.w + ia + 1, cu.w + iu + 1));
            ia += 1 + POSITION_LEN(ca.w[ia]);
            iu += 1 + POSITION_LEN(cu.w[iu]);
            if (j + 1 == na)
                ia = 0;
        }
        Position_list_free(&ca);
        Position_list_free(&cu);
        Graph_free(&a);
        Graph_free(&u);
    }
}
#line 1159 "noweb/rulesets/graph.nw"
static void test_random_embed(void)
{
    uint64_t s1 = 7, s2 = 7;
    uint64_t *a = Graph_random(40, 2, 5, 3, &s1), *b = Graph_random(40, 2, 5, 3, &s2);
    CU_ASSERT(same_words(a, b) && s1 == s2);
    Graph_free(&b);
    uint64_t *full = Graph_random(9, 1, 16, 0, &s1), *none = Graph_random(9, 2, 0, 0, &s1);
    for (size_t v = 0; v < 9; v++) {
        CU_ASSERT_EQUAL(Graph_degree(full, v), 8);
        CU_ASSERT_EQUAL(Graph_degree(none, v), 0);
        CU_ASSERT(Graph_colour(a, v) < 3);
        for (size_t u = 0; u < v; u++)
            CU_ASSERT(Graph_edge(a, u, v) < 4);
    }
    CU_ASSERT(!Graph_vcoloured(full) && Graph_vcoloured(a));
    size_t perm[40], inv[40];
    for (size_t v = 0; v < 40; v++)
        perm[v] = (v * 17 + 3) % 40;                /* 17 is prime to 40 */
    for (size_t v = 0; v < 40; v++)
        inv[perm[v]] = v;
    uint64_t *p = Graph_embed(a, perm, 40, true), *q = Graph_embed(p, inv, 40, true);
    CU_ASSERT(same_words(q, a));
    CU_ASSERT_EQUAL(Graph_edge(p, perm[0], perm[1]), Graph_edge(a, 0, 1));
    uint64_t *big = Graph_embed(full, NULL, 12, false);
    CU_ASSERT_EQUAL(Graph_n(big), 12);
    CU_ASSERT(Graph_degree(big, 3) == 8 && Graph_degree(big, 10) == 0);
    Graph_free(&a); Graph_free(&full); Graph_free(&none);
    Graph_free(&p); Graph_free(&q); Graph_free(&big);
}

static int cleanup(void)
{
    Graph_release();
    return 0;
}

static void test_example_rows(void)
{
    
#line 73 "noweb/rulesets/graph.nw"
uint64_t *g = Graph_grid(3, 4, 1), keep[1] = { 0 };  /* 12 vertices */
for (size_t v = 0; v < 12; v++)
    if (v / 4 != 1)
        keep[0] |= GRAPH_BIT(v);             /* all but the middle row */
Position_List parts = { 0 };
Graph_sum_induced(g, keep, 1, &parts, 0);   /* one record: two paths */
assert(Graph_n(g) == 12 && parts.n == 1 + POSITION_LEN(parts.w[0]));
Graph_free(&g);
Position_list_free(&parts);
#line 1198 "noweb/rulesets/graph.nw"
    CU_ASSERT_PTR_NULL(g);
}

int test_graph_suite(void)
{
    CU_pSuite s = CU_add_suite("graph", NULL, cleanup);
    if (!s || !CU_add_test(s, "representation and families", test_representation)
           || !CU_add_test(s, "components and induced subgraphs", test_components)
           || !CU_add_test(s, "random and relabelled graphs", test_random_embed)
           || !CU_add_test(s, "example: a grid without its middle row",
                              test_example_rows))
        return CU_get_error();
    return 0;
}
