/* Generated from noweb/rulesets/nodekayles.nw by notangle: edit the .nw, not this file. */
#line 552 "noweb/rulesets/nodekayles.nw"
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "nodekayles.h"
#include "octal.h"
#include "position.h"
#include "rng.h"

int test_nodekayles_suite(void);

#line 573 "noweb/rulesets/nodekayles.nw"
static uint64_t seed = 0x0DE4A715ULL;

static uint32_t solve_with(const Position_Ruleset *rs, const uint64_t *g)
{
    Position_Eval *e = Position_eval_new(rs);
    uint32_t v = 999;
    CU_ASSERT_TRUE(Nodekayles_grundy(e, g, &v));
    Position_eval_free(&e);
    return v;
}

/* the value by both rulesets, which must agree; the graph is freed */
static uint32_t solve(uint64_t *g)
{
    uint32_t a = solve_with(&Nodekayles_ruleset, g);
    uint32_t b = solve_with(&Nodekayles_plain_ruleset, g);
    CU_ASSERT_EQUAL(a, b);
    Graph_free(&g);
    return a;
}

static uint32_t brute(uint64_t *g)
{
    uint32_t v = Nodekayles_brute(g);
    Graph_free(&g);
    return v;
}
#line 609 "noweb/rulesets/nodekayles.nw"
static void test_paths(void)
{
    Octal *d137, *d07;
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.137", &d137, NULL));
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.07", &d07, NULL));
    uint16_t a[302], b[62];
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(d137, 300, a));
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(d07, 61, b));
    for (size_t n = 0; n <= 300; n++)
        CU_ASSERT_EQUAL(Nodekayles_path_value(n), a[n]);
    Position_Eval *e = Position_eval_new(&Nodekayles_plain_ruleset);
    for (size_t n = 0; n <= 60; n++) {
        uint64_t *g = Graph_path(n, 1);
        uint32_t v = 999;
        CU_ASSERT_TRUE(Nodekayles_grundy(e, g, &v));
        CU_ASSERT_EQUAL(v, a[n]);
        CU_ASSERT_EQUAL(v, b[n + 1]);
        if (n <= 20) CU_ASSERT_EQUAL(v, Nodekayles_brute(g));
        Graph_free(&g);
    }
    CU_ASSERT_EQUAL(Position_eval_count(e), 58);
    Position_eval_free(&e);
    CU_ASSERT_PTR_NULL(e);
    Octal_free(&d137);
    Octal_free(&d07);
}
#line 644 "noweb/rulesets/nodekayles.nw"
static uint64_t *bipartite(size_t a, size_t b)
{
    uint64_t *g = Graph_new(a + b, 1, false);
    for (size_t u = 0; u < a; u++)
        for (size_t v = 0; v < b; v++)
            Graph_add_edge(g, u, a + v, 1);
    return g;
}

static void test_families(void)
{
    for (size_t n = 3; n <= 20; n++) {
        uint32_t want = Nodekayles_path_value(n - 3) == 0 ? 1 : 0;
        CU_ASSERT_EQUAL(solve(Graph_cycle(n, 1)), want);
        CU_ASSERT_EQUAL(brute(Graph_cycle(n, 1)), want);
    }
    for (size_t k = 0; k <= 15; k++) {
        uint32_t want = k == 0 ? 1 : k % 2 == 0 ? 2 : 1;
        CU_ASSERT_EQUAL(solve(Graph_star(k, 1)), want);
        CU_ASSERT_EQUAL(brute(Graph_star(k, 1)), want);
    }
    for (size_t n = 1; n <= 8; n++)
        CU_ASSERT_EQUAL(solve(Graph_complete(n, 1)), 1);
    for (size_t a = 1; a <= 6; a++)
        for (size_t b = 1; b <= 6; b++) {
            uint32_t x = (uint32_t)(a - 1) % 2, y = (uint32_t)(b - 1) % 2;
            uint32_t want = x && y ? 0 : (x == 1 || y == 1) ? 2 : 1;
            CU_ASSERT_EQUAL(solve(bipartite(a, b)), want);
            CU_ASSERT_EQUAL(brute(bipartite(a, b)), want);
        }
    for (size_t p = 1; p <= 4; p++)
        for (size_t q = p; q <= 5; q++)
            CU_ASSERT_EQUAL(solve(Graph_grid(p, q, 1)), brute(Graph_grid(p, q, 1)));
    CU_ASSERT_EQUAL(solve(Graph_grid(2, 10, 1)), brute(Graph_grid(2, 10, 1)));
    CU_ASSERT_EQUAL(solve(Graph_grid(3, 8, 1)), brute(Graph_grid(3, 8, 1)));
    for (int r = 0; r < 300; r++) {
        size_t n = 1 + (size_t)Rng_below(&seed, 18);
        uint64_t density = 1 + Rng_below(&seed, 6);      /* edge chance density/16 */
        uint64_t *g = Graph_new(n, 1, false);
        for (size_t u = 0; u < n; u++)
            for (size_t v = u + 1; v < n; v++)
                if (Rng_below(&seed, 16) < density)
                    Graph_add_edge(g, u, v, 1);
        uint32_t want = Nodekayles_brute(g);
        CU_ASSERT_EQUAL(solve(g), want);
    }
}
#line 705 "noweb/rulesets/nodekayles.nw"
static void test_large(void)
{
    uint32_t g100 = Nodekayles_path_value(100), g97 = Nodekayles_path_value(97);
    CU_ASSERT_EQUAL(solve(Graph_path(100, 1)), g100);
    CU_ASSERT_EQUAL(solve(Graph_cycle(100, 1)), g97 == 0 ? 1u : 0u);
    CU_ASSERT_EQUAL(solve(Graph_grid(2, 40, 1)), 0);
    uint64_t *g = Graph_new(143, 1, false);
    for (size_t u = 0; u + 1 < 130; u++)
        Graph_add_edge(g, u, u + 1, 1);
    for (size_t j = 0; j < 13; j++)
        Graph_add_edge(g, 10 * j, 130 + j, 1);
    (void)solve(g);                     /* the two rulesets agree */
}
#line 730 "noweb/rulesets/nodekayles.nw"
static uint32_t text_value(const char *text)
{
    Position_List l = { 0 };
    Perr_T err;
    uint32_t v = 999;
    const Position_Ruleset *rs = &Nodekayles_ruleset;
    CU_ASSERT_TRUE_FATAL(rs->parse(rs->param, text, &l, &err));
    Position_Eval *e = Position_eval_new(&Nodekayles_ruleset);
    CU_ASSERT_TRUE(Nodekayles_grundy(e, l.w + 1, &v));
    Position_eval_free(&e);
    char *s = rs->print(rs->param, l.w + 1, POSITION_LEN(l.w[0]));
    Position_List l2 = { 0 };
    CU_ASSERT_TRUE(rs->parse(rs->param, s, &l2, &err));
    CU_ASSERT(l2.n == l.n && memcmp(l2.w, l.w, l.n * sizeof *l.w) == 0);
    free(s);
    Position_list_free(&l);
    Position_list_free(&l2);
    return v;
}

static void test_notation_and_limits(void)
{
    CU_ASSERT_EQUAL(text_value("e:1-2,2-3,3-1,3-4"), 2);
    CU_ASSERT_EQUAL(text_value("edges:0-1, 1-2 2-0 2-3"), 2);
    CU_ASSERT_EQUAL(text_value("e:1-2 n:5"), 0);
    CU_ASSERT_EQUAL(text_value("path:13"), 4);
    CU_ASSERT_EQUAL(text_value("empty:0"), 0);
    CU_ASSERT_EQUAL(text_value("tree:3,3,3"), 2);      /* the star K_{1,4} */
    Position_Eval *e = Position_eval_new(&Nodekayles_ruleset);
    Position_eval_set_limits(e, (Game_Limits){ .max_positions = 5 });
    uint64_t *g = Graph_grid(4, 4, 1);
    uint32_t v = 999;
    CU_ASSERT_FALSE(Nodekayles_grundy(e, g, &v));
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_POSITIONS);
    CU_ASSERT_EQUAL(Position_eval_count(e), 5);
    Position_eval_set_limits(e, (Game_Limits){ 0 });
    CU_ASSERT_TRUE(Nodekayles_grundy(e, g, &v));
    CU_ASSERT_EQUAL(v, 0);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_DONE);
    Position_eval_free(&e);
    Graph_free(&g);
    const Position_Ruleset *rs = &Nodekayles_ruleset;
    CU_ASSERT_STRING_EQUAL(rs->families[0], "path");
    CU_ASSERT(rs->flags & POSITION_IMPARTIAL);
    Position_List l = { 0 };
    rs->census->enumerate(rs->param, 6, &l);
    size_t count[7] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
        count[POSITION_FLAGS(l.w[i])]++;
    CU_ASSERT(count[1] == 1 && count[2] == 1 && count[3] == 2 && count[4] == 6
              && count[5] == 21 && count[6] == 112);
    char *t = rs->drawing->tikz(rs->param, l.w + 1, POSITION_LEN(l.w[0]), 1.0);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "tikzpicture"));
    free(t);
    Position_list_free(&l);
}

static int cleanup(void)
{
    Graph_release();
    Graph_canon_release();
    return 0;
}

/* The example writes on a standard stream; the test reads back what it wrote. */
static int capture_fd = -1, capture_saved = -1;
static FILE *capture_tmp;

static void capture(int fd)
{
    fflush(NULL);
    capture_tmp = tmpfile();
    capture_saved = dup(fd);
    capture_fd = fd;
    dup2(fileno(capture_tmp), fd);
}

static char *captured(void)
{
    fflush(NULL);
    dup2(capture_saved, capture_fd);
    close(capture_saved);
    int fd = fileno(capture_tmp);
    off_t n = lseek(fd, 0, SEEK_END);
    char *s = calloc((size_t)n + 1, 1);
    if (n > 0 && pread(fd, s, (size_t)n, 0) != n)
        s[0] = '\0';
    fclose(capture_tmp);
    return s;
}

static void test_example_grid(void)
{
    capture(1);
    
#line 82 "noweb/rulesets/nodekayles.nw"
Position_Eval *e = Position_eval_new(&Nodekayles_ruleset);
uint64_t *g = Graph_grid(4, 4, 1);  uint32_t v;
if (Nodekayles_grundy(e, g, &v)) printf("%u\n", v);     /* 0 */
#line 825 "noweb/rulesets/nodekayles.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "0\n");         /* the half-turn answers every move */
    free(out);
    Graph_free(&g);
    Position_eval_free(&e);
}

int test_nodekayles_suite(void)
{
    CU_pSuite s = CU_add_suite("nodekayles", NULL, cleanup);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "paths = Dawson's chess 0.137, n <= 60, table to 300", test_paths)
        || !CU_add_test(s, "cycles, stars, complete (bipartite), grids, random graphs "
                        "vs formulas and brute force", test_families)
        || !CU_add_test(s, "P_100, C_100, the 2x40 grid: no bound on vertices",
                           test_large)
        || !CU_add_test(s, "notation, limits, descriptor", test_notation_and_limits)
           || !CU_add_test(s, "example: the 4x4 grid is a P-position", test_example_grid))
        return CU_get_error();
    return 0;
}
