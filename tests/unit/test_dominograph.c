/* Generated from noweb/rulesets/dominograph.nw by notangle: edit the .nw, not this file. */
#line 455 "noweb/rulesets/dominograph.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "rng.h"
#include "dominograph.h"
#include "domineering.h"
#include "game.h"
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "position.h"

int test_dominograph_suite(void);

#line 478 "noweb/rulesets/dominograph.nw"
static Game_T graph_value(Position_Eval *e, const uint64_t *g)
{
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL(Position_value(e, g, Graph_len(g), &v), GAME_DONE);
    return v;
}

static uint64_t *parsed(const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Dominograph_ruleset.parse(NULL, s, &l, &err));
    uint64_t *g = Graph_copy(l.w + 1);
    Position_list_free(&l);
    return g;
}

static Game_T text_value(Position_Eval *e, const char *s)
{
    uint64_t *g = parsed(s);
    Game_T v = graph_value(e, g);
    Graph_free(&g);
    return v;
}

static bool same(Game_T a, Game_T b) { return Game_le(a, b) && Game_le(b, a); }

static uint64_t rng = 0x6a09e667f3bcc909ULL;
static uint64_t next(void)
{
    return Rng_next(&rng);
}
#line 517 "noweb/rulesets/dominograph.nw"
static Game_T memo[1 << 10];
static bool known[1 << 10];

static Game_T explicit_rec(const uint64_t *g, uint64_t m)
{
    if (known[m])
        return memo[m];
    Game_T L[64], R[64];
    size_t nl = 0, nr = 0, n = Graph_n(g);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            uint64_t two = (1ULL << i) | (1ULL << j);
            if ((m & two) != two)
                continue;
            if (Graph_edge(g, i, j) & DOMINOGRAPH_V)
                L[nl++] = explicit_rec(g, m & ~two);
            if (Graph_edge(g, i, j) & DOMINOGRAPH_H)
                R[nr++] = explicit_rec(g, m & ~two);
        }
    known[m] = true;
    return memo[m] = Game_make(L, nl, R, nr);
}

static Game_T explicit_value(const uint64_t *g)
{
    CU_ASSERT_FATAL(Graph_n(g) <= 10);
    memset(known, 0, sizeof known);
    return explicit_rec(g, (1ULL << Graph_n(g)) - 1);
}

static uint64_t *random_graph(size_t n)
{
    uint64_t *g = Graph_new(n, 2, false);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            uint64_t r = next() % 8;        /* each kind with probability 3/8 */
            unsigned c = (r < 3 ? DOMINOGRAPH_H : 0)
                         | (r >= 2 && r < 5 ? DOMINOGRAPH_V : 0);
            if (c)
                Graph_set_edge(g, i, j, c);
        }
    return g;
}
#line 575 "noweb/rulesets/dominograph.nw"
static void test_small(void)
{
    Position_Eval *e = Position_eval_new(&Dominograph_ruleset);
    Game_T one = Game_integer(1);
    CU_ASSERT(same(text_value(e, "v:1-2"), one));
    CU_ASSERT(same(text_value(e, "h:1-2"), Game_integer(-1)));
    CU_ASSERT(same(text_value(e, "h:1-2 v:2-1"), Game_star()));
    CU_ASSERT(same(text_value(e, "n:1"), Game_zero()));
    CU_ASSERT(same(text_value(e, "n:7"), Game_zero()));
    CU_ASSERT(same(text_value(e, "h:1-2 v:2-3"), Game_star()));
    CU_ASSERT(same(text_value(e, "v:1-2,2-3,3-4"), Game_integer(2)));
    CU_ASSERT(same(text_value(e, "h:1-2,3-4 v:1-3,2-4"), Game_switch(one)));
    CU_ASSERT(same(text_value(e, "grid:2x2"), Game_switch(one)));
    CU_ASSERT(same(text_value(e, "v:1-2 v:3-4  h:5-6"), one));  /* 1 + 1 - 1 */
    CU_ASSERT(same(text_value(e, "v:1-2,2-3,3-4,4-5,5-1"), Game_integer(2)));
    CU_ASSERT(same(text_value(e, "v:1-2,1-3,1-4,1-5"), one));
    CU_ASSERT(same(text_value(e, "path:101"), Game_integer(-50)));
    CU_ASSERT_EQUAL(Position_eval_count(e), 2);  /* h:1-2 v:2-3 and the 2x2 square */
    Position_eval_free(&e);
}
#line 605 "noweb/rulesets/dominograph.nw"
static void check_board(Position_Eval *ed, Position_Eval *eg, const Domineering_Board *b)
{
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T vb = Game_zero();
    CU_ASSERT_EQUAL(Position_value(ed, w, Domineering_position(b, w), &vb), GAME_DONE);
    uint64_t *g = Dominograph_from_board(b);
    int squares = 0;
    for (int r = 0; r < b->rows; r++)
        squares += __builtin_popcountll(b->row[r]);
    CU_ASSERT(Graph_n(g) == (size_t)squares);
    CU_ASSERT(same(graph_value(eg, g), vb));
    Graph_free(&g);
}

static void check_bits(Position_Eval *ed, Position_Eval *eg, int R, int C, uint64_t bits)
{
    Domineering_Board b = { R, C, { 0 } };
    for (int r = 0; r < R; r++)
        b.row[r] = (bits >> (C * r)) & ((1ULL << C) - 1);
    check_board(ed, eg, &b);
}

static void test_boards(void)
{
    Position_Eval *ed = Position_eval_new(&Domineering_ruleset);
    Position_Eval *eg = Position_eval_new(&Dominograph_ruleset);
    for (uint64_t m = 0; m < 512; m++)
        check_bits(ed, eg, 3, 3, m);
    for (uint64_t m = 0; m < 256; m++) {
        check_bits(ed, eg, 2, 4, m);
        check_bits(ed, eg, 4, 2, m);
    }
    for (int k = 0; k < 400; k++)
        check_bits(ed, eg, 4, 4, next() & 0xffff);
    check_bits(ed, eg, 4, 4, 0xffff);
    Domineering_Board b;
    Perr_T derr;
    CU_ASSERT_FATAL(Domineering_parse("9x8", &b, &derr));
    uint64_t *g = Dominograph_from_board(&b);
    CU_ASSERT_EQUAL(Graph_n(g), 72);
    Graph_free(&g);
    Domineering_Board cross = { 10, 10, { 0 } };
    for (int r = 0; r < 10; r++)
        cross.row[r] = 1ULL << 4;
    cross.row[5] = 0x3ff;
    cross.row[6] |= 0x3;
    check_board(ed, eg, &cross);
    Position_eval_free(&ed);
    Position_eval_free(&eg);
}
#line 661 "noweb/rulesets/dominograph.nw"
static void test_explicit(void)
{
    Position_Eval *e = Position_eval_new(&Dominograph_ruleset);
    for (int k = 0; k < 300; k++) {
        uint64_t *g = random_graph(2 + (size_t)(next() % 8));
        Game_T v = graph_value(e, g);
        CU_ASSERT(same(v, explicit_value(g)));
        char *s = Graph_str(&Dominograph_syntax, g);
        uint64_t *g2 = parsed(s);
        CU_ASSERT(Graph_compare(g, g2) == 0);
        free(s);
        Position_List c = { 0 };
        Dominograph_ruleset.theory->conjugate(NULL, g, Graph_len(g), &c);
        Game_T w = Game_zero();
        CU_ASSERT_EQUAL(Position_value(e, c.w + 1, POSITION_LEN(c.w[0]), &w), GAME_DONE);
        CU_ASSERT(same(w, Game_neg(v)));
        CU_ASSERT(same(explicit_value(c.w + 1), Game_neg(v)));
        Position_list_free(&c);
        Graph_free(&g);
        Graph_free(&g2);
    }
    Position_eval_free(&e);
}
#line 691 "noweb/rulesets/dominograph.nw"
static void test_trees(void)
{
    Position_Eval *e = Position_eval_new(&Dominograph_ruleset);
    for (int k = 0; k < 200; k++) {
        size_t len = (size_t)(next() % 9), code[8];
        for (size_t i = 0; i < len; i++)
            code[i] = (size_t)(next() % (len + 2));
        uint64_t *g = Graph_tree(code, len, 2), *sw = Graph_copy(g);
        Graph_swap_ecolours(g, sw);
        CU_ASSERT(same(graph_value(e, g), explicit_value(g)));
        CU_ASSERT(same(graph_value(e, sw), explicit_value(sw)));
        Graph_free(&g);
        Graph_free(&sw);
    }
    uint64_t *p = Graph_path(200, 2), *sw = Graph_copy(p);
    Graph_swap_ecolours(p, sw);
    CU_ASSERT(same(graph_value(e, sw), Game_integer(100)));
    CU_ASSERT_EQUAL(Position_eval_count(e), 0);
    Graph_free(&p);
    Graph_free(&sw);
    Position_eval_free(&e);
}
#line 720 "noweb/rulesets/dominograph.nw"
static bool key_of(const uint64_t *g, uint64_t *key, size_t *klen)
{
    return Dominograph_ruleset.normalise(NULL, g, Graph_len(g), key, klen);
}

static void check_keys(const uint64_t *g, bool symmetric)
{
    size_t len = Graph_len(g), k1, k2;
    uint64_t *sw = malloc(len * sizeof *sw), *a = malloc((len + 64) * sizeof *a);
    uint64_t *b = malloc((len + 64) * sizeof *b);
    Graph_swap_ecolours(g, sw);
    bool f1 = key_of(g, a, &k1), f2 = key_of(sw, b, &k2);
    CU_ASSERT(k1 == k2 && memcmp(a, b, k1 * sizeof *a) == 0);
    CU_ASSERT(symmetric ? !f1 && !f2 : f1 != f2);
    free(sw); free(a); free(b);
}

static void test_keys(void)
{
    uint64_t *g = parsed("h:1-2 v:2-3");
    check_keys(g, true);
    Graph_free(&g);
    g = parsed("h:1-2,2-3 v:3-4");
    check_keys(g, false);
    Graph_free(&g);
    g = parsed("h:1-2,3-4 v:1-3,2-4");
    check_keys(g, true);
    Graph_free(&g);
    for (int k = 0; k < 100; k++) {
        g = random_graph(3 + (size_t)(next() % 12));
        Position_List c = { 0 };
        Graph_components(g, 2, &c);
        for (size_t i = 0; i < c.n; i += 1 + POSITION_LEN(c.w[i])) {
            const uint64_t *comp = c.w + i + 1;
            uint64_t *sw = Graph_copy(comp);
            Graph_swap_ecolours(comp, sw);
            size_t len = Graph_len(comp), k1;
            uint64_t *ka = malloc(len * sizeof *ka), *kb = malloc(len * sizeof *kb);
            Graph_canon(comp, ka, NULL, NULL);
            Graph_canon(sw, kb, NULL, NULL);
            uint64_t *key = malloc((len + 64) * sizeof *key);
            bool f = key_of(comp, key, &k1);
            if (Graph_is_graph(key))
                CU_ASSERT(f == (Graph_compare(kb, ka) < 0));
            free(ka); free(kb); free(key);
            Graph_free(&sw);
        }
        Position_list_free(&c);
        Graph_free(&g);
    }
}
#line 777 "noweb/rulesets/dominograph.nw"
static void test_explosive(void)
{
    Position_Eval *e = Position_eval_new(&Dominograph_ruleset);
    int checked = 0;
    for (int k = 0; k < 300; k++) {
        size_t n = 3 + (size_t)(next() % 7);
        uint64_t *g = random_graph(n), *g2 = Graph_copy(g);
        size_t i = (size_t)(next() % n), j = (size_t)(next() % (n - 1));
        if (j >= i) j++;
        unsigned bit = next() & 1 ? DOMINOGRAPH_V : DOMINOGRAPH_H;
        Graph_set_edge(g2, i, j, Graph_edge(g2, i, j) ^ bit);
        /* better: g2 has one vertical edge more or one horizontal edge less */
        bool better = bit == DOMINOGRAPH_V ? (Graph_edge(g2, i, j) & bit) != 0
                                           : (Graph_edge(g2, i, j) & bit) == 0;
        Game_T a = graph_value(e, g), b = graph_value(e, g2);
        CU_ASSERT(better ? Game_le(a, b) : Game_le(b, a));
        checked++;
        Graph_free(&g);
        Graph_free(&g2);
    }
    CU_ASSERT_EQUAL(checked, 300);
    Position_eval_free(&e);
}
#line 807 "noweb/rulesets/dominograph.nw"
static void expect_error(const char *s, size_t column, const char *what)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Dominograph_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(err.expected, what));
    Position_list_free(&l);
}

static void test_parse(void)
{
    uint64_t *g = parsed("h:1-2,3-4 v:1-3 n:6");
    CU_ASSERT_EQUAL(Graph_n(g), 6);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 1), DOMINOGRAPH_H);
    CU_ASSERT_EQUAL(Graph_edge(g, 2, 3), DOMINOGRAPH_H);
    CU_ASSERT_EQUAL(Graph_edge(g, 0, 2), DOMINOGRAPH_V);
    CU_ASSERT_EQUAL(Graph_degree(g, 4) + Graph_degree(g, 5), 0);
    char *s = Dominograph_ruleset.print(NULL, g, Graph_len(g));
    CU_ASSERT_STRING_EQUAL(s, "h:1-2,3-4 v:1-3 n:5,6");
    free(s);
    Graph_free(&g);
    g = parsed("v:64-1");
    CU_ASSERT_EQUAL(Graph_n(g), 64);
    CU_ASSERT_EQUAL(Graph_edge(g, 63, 0), DOMINOGRAPH_V);
    Graph_free(&g);
    g = parsed("v:100-1");
    CU_ASSERT_EQUAL(Graph_n(g), 100);
    Graph_free(&g);
    Domineering_Board b;
    Perr_T derr;
    CU_ASSERT_FATAL(Domineering_parse("2x2", &b, &derr));
    g = Dominograph_from_board(&b);
    s = Graph_str(&Dominograph_syntax, g);
    CU_ASSERT_STRING_EQUAL(s, "h:1-2,3-4 v:1-3,2-4");
    free(s);
    Graph_free(&g);
    expect_error("", 1, "a graph");
    expect_error("   ", 4, "a graph");
    expect_error("x:1-2", 1, "'h:', 'v:' or 'n:'");
    expect_error("h:1-2 k", 7, "'h:', 'v:' or 'n:'");
    expect_error("h:1-16385", 5, "a node number, 1 to 16384");
    expect_error("n:0", 3, "a node number, 1 to 16384");
    expect_error("v:99999999999999999999-1", 3, "a node number");
    expect_error("h:", 3, "a node number");
    expect_error("h:1", 4, "'-'");
    expect_error("v:2-2", 5, "a node other than the first");
    expect_error("h:1-2;", 6, "','");
    const Position_Ruleset *rs = &Dominograph_ruleset;
    Position_List l = { 0 };
    rs->census->enumerate(NULL, 4, &l);
    size_t count[5] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
        count[POSITION_FLAGS(l.w[i])]++;
        CU_ASSERT(Graph_connected(l.w + i + 1));
    }
    CU_ASSERT(count[1] == 1 && count[2] == 2 && count[3] == 10 && count[4] == 137);
    char *t = rs->drawing->tikz(NULL, l.w + 1, POSITION_LEN(l.w[0]), 1.0);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "tikzpicture"));
    free(t);
    Position_list_free(&l);
}

static void test_example_edge(void)
{
    
#line 67 "noweb/rulesets/dominograph.nw"
Position_Eval *e = Position_eval_new(&Dominograph_ruleset);
Position_List p = { 0 };  Perr_T err;  Game_T v;
if (Dominograph_ruleset.parse(NULL, "v:1-2", &p, &err)
    && Position_value(e, p.w + 1, POSITION_LEN(p.w[0]), &v) == GAME_DONE)
        assert(v == Game_integer(1));   /* v = 1: one move, Left's */
#line 873 "noweb/rulesets/dominograph.nw"
    Position_list_free(&p);
    Position_eval_free(&e);
}

int test_dominograph_suite(void)
{
    CU_pSuite s = CU_add_suite("dominograph", NULL, NULL);
    if (!s || !CU_add_test(s, "small graphs by hand", test_small)
           || !CU_add_test(s, "boards as graphs have the boards' values", test_boards)
           || !CU_add_test(s, "random graphs vs explicit trees, conjugates",
                              test_explicit)
           || !CU_add_test(s, "one-colour trees: largest matchings", test_trees)
           || !CU_add_test(s, "keys under recolouring", test_keys)
           || !CU_add_test(s, "explosive edges (ONAG ch. 10)", test_explosive)
           || !CU_add_test(s, "notation, census, descriptor", test_parse)
           || !CU_add_test(s, "example: one vertical edge is 1", test_example_edge))
        return CU_get_error();
    return 0;
}
