/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#line 515 "noweb/rulesets/nodekayles.nw"
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "nodekayles.h"
#include "octal.h"

int test_nodekayles_suite(void);

#line 533 "noweb/rulesets/nodekayles.nw"
static void test_paths(void)
{
    Octal_T d137, d07;
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.137", &d137, NULL));
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.07", &d07, NULL));
    uint16_t a[62], b[62];
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(d137, 60, a));
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(d07, 61, b));
    Nodekayles_T s = Nodekayles_new(0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    for (int n = 0; n <= 60; n++) {
        Nodekayles_Graph g;
        CU_ASSERT_TRUE_FATAL(Nodekayles_path(&g, n));
        uint32_t v = 999;
        CU_ASSERT_TRUE(Nodekayles_grundy(s, &g, &v));
        CU_ASSERT_EQUAL(v, a[n]);
        CU_ASSERT_EQUAL(v, b[n + 1]);
        if (n <= 20) CU_ASSERT_EQUAL(v, Nodekayles_brute(&g));
    }
    CU_ASSERT_TRUE(Nodekayles_entries(s) <= 60);   /* one entry per path length */
    Nodekayles_free(&s);
    CU_ASSERT_PTR_NULL(s);
    Octal_free(&d137);
    Octal_free(&d07);
}
#line 567 "noweb/rulesets/nodekayles.nw"
static uint64_t rng_state = 0x0DE4A715ULL;
static uint64_t rng(void)               /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint32_t solve(const Nodekayles_Graph *g)
{
    Nodekayles_T s = Nodekayles_new(0);
    uint32_t v = 999;
    CU_ASSERT_TRUE(Nodekayles_grundy(s, g, &v));
    Nodekayles_free(&s);
    return v;
}

static void test_families(void)
{
    Octal_T d137;
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.137", &d137, NULL));
    uint16_t a[30];
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(d137, 29, a));
    Nodekayles_Graph g;
    for (int n = 3; n <= 20; n++) {
        CU_ASSERT_TRUE_FATAL(Nodekayles_cycle(&g, n));
        uint32_t want = n == 3 ? 1 : a[n - 3] == 0 ? 1 : 0;
        CU_ASSERT_EQUAL(solve(&g), want);
        CU_ASSERT_EQUAL(Nodekayles_brute(&g), want);
    }
    for (int k = 0; k <= 15; k++) {
        CU_ASSERT_TRUE_FATAL(Nodekayles_star(&g, k));
        uint32_t want = k == 0 ? 1 : k % 2 == 0 ? 2 : 1;
        CU_ASSERT_EQUAL(solve(&g), want);
        CU_ASSERT_EQUAL(Nodekayles_brute(&g), want);
    }
    for (int p = 1; p <= 4; p++)
        for (int q = p; q <= 5; q++) {
            CU_ASSERT_TRUE_FATAL(Nodekayles_grid(&g, p, q));
            CU_ASSERT_EQUAL(solve(&g), Nodekayles_brute(&g));
        }
    CU_ASSERT_TRUE_FATAL(Nodekayles_grid(&g, 2, 10));
    CU_ASSERT_EQUAL(solve(&g), Nodekayles_brute(&g));
    for (int r = 0; r < 200; r++) {
        int n = 1 + (int)(rng() % 16);
        unsigned density = 1 + (unsigned)(rng() % 6);    /* edge chance density/16 */
        memset(&g, 0, sizeof g);
        g.n = n;
        for (int u = 0; u < n; u++)
            for (int v = u + 1; v < n; v++)
                if (rng() % 16 < density) {
                    g.adj[u] |= 1ULL << v;
                    g.adj[v] |= 1ULL << u;
                }
        CU_ASSERT_EQUAL(solve(&g), Nodekayles_brute(&g));
    }
    CU_ASSERT_FALSE(Nodekayles_path(&g, 65));
    CU_ASSERT_FALSE(Nodekayles_grid(&g, 9, 8));
    CU_ASSERT_TRUE(Nodekayles_grid(&g, 8, 8));
    CU_ASSERT_FALSE(Nodekayles_cycle(&g, 2));
    Octal_free(&d137);
}
#line 640 "noweb/rulesets/nodekayles.nw"
static void test_edges_and_limits(void)
{
    Nodekayles_Graph g, h;
    Perr_T e;
    CU_ASSERT_TRUE(Nodekayles_parse_edges("0-1, 1-2 2-0 2-3", 0, &g, &e));
    CU_ASSERT_EQUAL(g.n, 4);
    CU_ASSERT_EQUAL(g.adj[2], 0xBu);
    CU_ASSERT_EQUAL(solve(&g), 2);
    CU_ASSERT_EQUAL(Nodekayles_brute(&g), 2);
    CU_ASSERT_TRUE(Nodekayles_parse_edges("0-1", 5, &g, &e));
    CU_ASSERT_EQUAL(g.n, 5);
    CU_ASSERT_EQUAL(solve(&g), 0);          /* *1 + three isolated *1 = 0 */
    CU_ASSERT_TRUE(Nodekayles_parse_edges("", 0, &g, &e));
    CU_ASSERT_EQUAL(g.n, 0);
    CU_ASSERT_EQUAL(solve(&g), 0);
    CU_ASSERT_TRUE(Nodekayles_parse_edges("0-1 1-2 2-3 3-4", 0, &g, &e));
    CU_ASSERT_TRUE(Nodekayles_path(&h, 5));
    CU_ASSERT_EQUAL(memcmp(g.adj, h.adj, sizeof g.adj), 0);
    CU_ASSERT_FALSE(Nodekayles_parse_edges("0-1 1", 0, &g, &e));
    CU_ASSERT_EQUAL(e.column, 6);
    CU_ASSERT_STRING_EQUAL(e.expected, "'-'");
    CU_ASSERT_FALSE(Nodekayles_parse_edges("0-x", 0, &g, &e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_STRING_EQUAL(e.expected, "a vertex number");
    CU_ASSERT_FALSE(Nodekayles_parse_edges("0-64", 0, &g, &e));
    CU_ASSERT_EQUAL(e.column, 3);
    CU_ASSERT_STRING_EQUAL(e.expected, "a vertex number below 64");
    Nodekayles_T s = Nodekayles_new(5);
    CU_ASSERT_TRUE_FATAL(Nodekayles_grid(&g, 4, 4));
    uint32_t v;
    CU_ASSERT_FALSE(Nodekayles_grundy(s, &g, &v));
    Nodekayles_free(&s);
}
#line 676 "noweb/rulesets/nodekayles.nw"
int test_nodekayles_suite(void)
{
    CU_pSuite s = CU_add_suite("nodekayles", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "paths = Dawson's chess 0.137, n <= 60", test_paths)
        || !CU_add_test(s, "cycles, stars, grids, random graphs vs brute force",
                        test_families)
        || !CU_add_test(s, "edge lists and limits", test_edges_and_limits))
        return CU_get_error();
    return 0;
}
