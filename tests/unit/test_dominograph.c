/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#line 440 "noweb/rulesets/dominograph.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "rng.h"
#include "dominograph.h"
#include "domineering.h"
#include "game.h"
#include "position.h"

#line 457 "noweb/rulesets/dominograph.nw"
static Game_T graph_value(Position_Eval e, const Dominograph_Graph *g)
{
    uint64_t w[DOMINOGRAPH_WORDS];
    Game_T v = Game_zero();
    CU_ASSERT(Position_value(e, w, Dominograph_position(g, w), &v));
    return v;
}

static Game_T text_value(Position_Eval e, const char *s)
{
    Dominograph_Graph g;
    Perr_T err;
    CU_ASSERT_FATAL(Dominograph_parse(s, &g, &err));
    return graph_value(e, &g);
}

static bool same(Game_T a, Game_T b) { return Game_le(a, b) && Game_le(b, a); }

static uint64_t rng = 0x6a09e667f3bcc909ULL;
static uint64_t next(void)
{
    return Rng_next(&rng);
}
#line 487 "noweb/rulesets/dominograph.nw"
static Game_T memo[1 << 10];
static bool known[1 << 10];

static Game_T explicit_rec(const Dominograph_Graph *g, uint64_t m)
{
    if (known[m])
        return memo[m];
    Game_T L[64], R[64];
    size_t nl = 0, nr = 0;
    for (int i = 0; i < g->n; i++)
        for (int j = i + 1; j < g->n; j++) {
            uint64_t two = (1ULL << i) | (1ULL << j);
            if ((m & two) != two)
                continue;
            if (g->v[i] >> j & 1)
                L[nl++] = explicit_rec(g, m & ~two);
            if (g->h[i] >> j & 1)
                R[nr++] = explicit_rec(g, m & ~two);
        }
    known[m] = true;
    return memo[m] = Game_make(L, nl, R, nr);
}

static Game_T explicit_value(const Dominograph_Graph *g)
{
    CU_ASSERT_FATAL(g->n <= 10);
    memset(known, 0, sizeof known);
    return explicit_rec(g, (1ULL << g->n) - 1);
}

static Dominograph_Graph random_graph(int n)
{
    Dominograph_Graph g;
    memset(&g, 0, sizeof g);
    g.n = n;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            uint64_t r = next() % 8;        /* each kind with probability 3/8 */
            if (r < 3) { g.h[i] |= 1ULL << j; g.h[j] |= 1ULL << i; }
            if (r >= 2 && r < 5) { g.v[i] |= 1ULL << j; g.v[j] |= 1ULL << i; }
        }
    return g;
}
#line 542 "noweb/rulesets/dominograph.nw"
static void test_small(void)
{
    Position_Eval e = Position_eval_new(&Dominograph_ruleset);
    Game_T one = Game_integer(1);
    CU_ASSERT(same(text_value(e, "v:1-2"), one));
    CU_ASSERT(same(text_value(e, "h:1-2"), Game_integer(-1)));
    CU_ASSERT(same(text_value(e, "h:1-2 v:2-1"), Game_star()));
    CU_ASSERT(same(text_value(e, "n:1"), Game_zero()));
    CU_ASSERT(same(text_value(e, "n:7"), Game_zero()));
    CU_ASSERT(same(text_value(e, "h:1-2 v:2-3"), Game_star()));
    CU_ASSERT(same(text_value(e, "v:1-2,2-3,3-4"), Game_integer(2)));
    CU_ASSERT(same(text_value(e, "h:1-2,3-4 v:1-3,2-4"), Game_switch(one)));
    CU_ASSERT(same(text_value(e, "v:1-2 v:3-4  h:5-6"), one));  /* 1 + 1 - 1 */
    Position_eval_free(&e);
}
#line 564 "noweb/rulesets/dominograph.nw"
static void check_board(Position_Eval ed, Position_Eval eg, int R, int C, uint64_t bits)
{
    Domineering_Board b = { R, C, { 0 } };
    for (int r = 0; r < R; r++)
        b.row[r] = (bits >> (C * r)) & ((1ULL << C) - 1);
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T vb = Game_zero();
    CU_ASSERT(Position_value(ed, w, Domineering_position(&b, w), &vb));
    Dominograph_Graph g;
    CU_ASSERT_FATAL(Dominograph_from_board(&b, &g));
    CU_ASSERT(g.n == __builtin_popcountll(bits));
    CU_ASSERT(same(graph_value(eg, &g), vb));
}

static void test_boards(void)
{
    Position_Eval ed = Position_eval_new(&Domineering_ruleset);
    Position_Eval eg = Position_eval_new(&Dominograph_ruleset);
    for (uint64_t m = 0; m < 512; m++)
        check_board(ed, eg, 3, 3, m);
    for (uint64_t m = 0; m < 256; m++) {
        check_board(ed, eg, 2, 4, m);
        check_board(ed, eg, 4, 2, m);
    }
    for (int k = 0; k < 400; k++)
        check_board(ed, eg, 4, 4, next() & 0xffff);
    check_board(ed, eg, 4, 4, 0xffff);
    Position_eval_free(&ed);
    Position_eval_free(&eg);
}
#line 599 "noweb/rulesets/dominograph.nw"
static void test_explicit(void)
{
    Position_Eval e = Position_eval_new(&Dominograph_ruleset);
    for (int k = 0; k < 300; k++) {
        Dominograph_Graph g = random_graph(2 + (int)(next() % 8)), g2;
        CU_ASSERT(same(graph_value(e, &g), explicit_value(&g)));
        char *s = Dominograph_str(&g);
        Perr_T err;
        CU_ASSERT_FATAL(Dominograph_parse(s, &g2, &err));
        CU_ASSERT(g2.n == g.n);
        CU_ASSERT(memcmp(g2.h, g.h, sizeof g.h) == 0 && memcmp(g2.v, g.v, sizeof g.v) == 0);
        free(s);
    }
    Position_eval_free(&e);
}
#line 620 "noweb/rulesets/dominograph.nw"
static void toggle(uint64_t *adj, int i, int j)
{
    adj[i] ^= 1ULL << j;
    adj[j] ^= 1ULL << i;
}

static void test_explosive(void)
{
    Position_Eval e = Position_eval_new(&Dominograph_ruleset);
    int checked = 0;
    for (int k = 0; k < 300; k++) {
        int n = 3 + (int)(next() % 7);
        Dominograph_Graph g = random_graph(n), g2 = g;
        int i = (int)(next() % (uint64_t)n), j = (int)(next() % (uint64_t)(n - 1));
        if (j >= i) j++;
        bool vert = next() & 1;
        toggle(vert ? g2.v : g2.h, i, j);
        /* better: g2 has one vertical edge more or one horizontal edge less */
        bool better = vert ? (g2.v[i] >> j & 1) : !(g2.h[i] >> j & 1);
        Game_T a = graph_value(e, &g), b = graph_value(e, &g2);
        CU_ASSERT(better ? Game_le(a, b) : Game_le(b, a));
        checked++;
    }
    CU_ASSERT_EQUAL(checked, 300);
    Position_eval_free(&e);
}
#line 650 "noweb/rulesets/dominograph.nw"
static void expect_error(const char *s, size_t column, const char *what)
{
    Dominograph_Graph g;
    Perr_T err;
    CU_ASSERT_FALSE(Dominograph_parse(s, &g, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(err.expected, what));
}

static void test_parse(void)
{
    Dominograph_Graph g;
    Perr_T err;
    CU_ASSERT_FATAL(Dominograph_parse("h:1-2,3-4 v:1-3 n:6", &g, &err));
    CU_ASSERT_EQUAL(g.n, 6);
    CU_ASSERT_EQUAL(g.h[0], 2);
    CU_ASSERT_EQUAL(g.h[3], 4);
    CU_ASSERT_EQUAL(g.v[2], 1);
    CU_ASSERT_EQUAL(g.h[4] | g.v[4] | g.h[5] | g.v[5], 0);
    char *s = Dominograph_str(&g);
    CU_ASSERT_STRING_EQUAL(s, "h:1-2,3-4 v:1-3 n:5,6");
    free(s);
    CU_ASSERT_FATAL(Dominograph_parse("v:64-1", &g, &err));
    CU_ASSERT_EQUAL(g.n, 64);
    CU_ASSERT_EQUAL(g.v[63], 1);
    Domineering_Board b;
    Perr_T derr;
    CU_ASSERT_FATAL(Domineering_parse("2x2", &b, &derr));
    CU_ASSERT_FATAL(Dominograph_from_board(&b, &g));
    s = Dominograph_str(&g);
    CU_ASSERT_STRING_EQUAL(s, "h:1-2,3-4 v:1-3,2-4");
    free(s);
    CU_ASSERT_FATAL(Domineering_parse("9x8", &b, &derr));
    CU_ASSERT_FALSE(Dominograph_from_board(&b, &g));
    expect_error("", 1, "a graph");
    expect_error("   ", 4, "a graph");
    expect_error("x:1-2", 1, "'h:', 'v:' or 'n:'");
    expect_error("h:1-2 k", 7, "'h:', 'v:' or 'n:'");
    expect_error("h:1-65", 5, "1 to 64");
    expect_error("n:0", 3, "1 to 64");
    expect_error("v:99999999999999999999-1", 3, "1 to 64");
    expect_error("h:", 3, "a node number");
    expect_error("h:1", 4, "'-'");
    expect_error("v:2-2", 5, "a node other than the first");
    expect_error("h:1-2;", 6, "','");
}

int test_dominograph_suite(void)
{
    CU_pSuite s = CU_add_suite("dominograph", NULL, NULL);
    if (!s || !CU_add_test(s, "small graphs by hand", test_small)
           || !CU_add_test(s, "boards as graphs have the boards' values", test_boards)
           || !CU_add_test(s, "random graphs vs explicit trees", test_explicit)
           || !CU_add_test(s, "explosive edges (ONAG ch. 10)", test_explosive)
           || !CU_add_test(s, "notation", test_parse))
        return CU_get_error();
    return 0;
}
