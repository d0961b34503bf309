/* Generated from noweb/rulesets/graphnotation.nw by notangle: edit the .nw, not this file. */
#line 637 "noweb/rulesets/graphnotation.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "graphnotation.h"
#include "mem.h"
#include "position.h"
#include "rng.h"

int test_graphnotation_suite(void);

#line 654 "noweb/rulesets/graphnotation.nw"
static uint64_t seed = 0x243f6a8885a308d3ULL;
static uint64_t rnd(uint64_t n) { return Rng_below(&seed, n); }

static uint64_t *random_graph(size_t n, unsigned k, unsigned p16, bool vc,
                              unsigned ncol)
{
    return Graph_random(n, k, p16, vc ? ncol : 0, &seed);
}

static bool same_words(const uint64_t *a, const uint64_t *b)
{
    return Graph_compare(a, b) == 0;
}
#line 693 "noweb/rulesets/graphnotation.nw"
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
    
#line 670 "noweb/rulesets/graphnotation.nw"
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
#line 782 "noweb/rulesets/graphnotation.nw"
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
#line 834 "noweb/rulesets/graphnotation.nw"
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

int test_graphnotation_suite(void)
{
    CU_pSuite s = CU_add_suite("graphnotation", NULL, NULL);
    if (!s || !CU_add_test(s, "notation: families, groups, colours", test_parse)
           || !CU_add_test(s, "notation: printed graphs read back", test_round_trip)
           || !CU_add_test(s, "notation: errors with columns", test_parse_errors)
           || !CU_add_test(s, "TikZ", test_tikz))
        return CU_get_error();
    return 0;
}
