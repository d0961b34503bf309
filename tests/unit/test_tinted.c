/* Generated from noweb/rulesets/tinted.nw by notangle: edit the .nw, not this file. */
#line 964 "noweb/rulesets/tinted.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "graph.h"
#include "graphcanon.h"
#include "graphnotation.h"
#include "mem.h"
#include "notation.h"
#include "position.h"
#include "rng.h"
#include "tinted.h"

int test_tinted_suite(void);

#line 995 "noweb/rulesets/tinted.nw"
enum { BF_MAX = 12 };
static int bf_n;
static bool bf_adj[BF_MAX][BF_MAX], bf_snort;
static Game_T *bf_memo;
static bool *bf_known;

static Game_T bf_value(unsigned char *paint, size_t code)
{
    if (bf_known[code])
        return bf_memo[code];
    Game_T side[2][BF_MAX];
    size_t count[2] = { 0, 0 };
    for (int who = 1; who <= 2; who++)
        for (int v = 0, p3 = 1; v < bf_n; v++, p3 *= 3) {
            if (paint[v])
                continue;
            bool legal = true;
            for (int u = 0; u < bf_n && legal; u++)
                if (bf_adj[u][v] && paint[u])
                    legal = bf_snort ? paint[u] == who : paint[u] != who;
            if (!legal)
                continue;
            paint[v] = (unsigned char)who;
            side[who - 1][count[who - 1]++] = bf_value(paint, code + (size_t)(who * p3));
            paint[v] = 0;
        }
    bf_known[code] = true;
    return bf_memo[code] = Game_make(side[0], count[0], side[1], count[1]);
}

/* The value of graph g (n <= 6) with tints t, by the rules of the map. */
static Game_T brute(const uint64_t *g, const unsigned char *t, bool snort)
{
    int n = (int)Graph_n(g);
    unsigned char paint[BF_MAX] = { 0 };
    size_t code = 0, p3 = 1;
    memset(bf_adj, 0, sizeof bf_adj);
    bf_snort = snort;
    bf_n = n;
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++)
            bf_adj[u][v] = Graph_edge(g, (size_t)u, (size_t)v) != 0;
    for (int v = 0; v < n; v++)
        p3 *= 3;
    for (int v = 0; v < n; v++)
        if (t[v]) {                 /* a pendant country painted to give the tint */
            int who = snort ? t[v] : 3 - t[v];
            bf_adj[v][bf_n] = bf_adj[bf_n][v] = true;
            paint[bf_n] = (unsigned char)who;
            code += (size_t)who * p3;
            p3 *= 3;
            bf_n++;
        }
    bf_memo = CALLOC(p3, sizeof *bf_memo);
    bf_known = CALLOC(p3, sizeof *bf_known);
    Game_T v = bf_value(paint, code);
    FREE(bf_memo);
    FREE(bf_known);
    return v;
}

static Game_T value_of(Position_Eval *e, const uint64_t *p, size_t len)
{
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, len, &v), GAME_DONE);
    return v;
}

static Game_T text_value(const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(rs->parse(rs->param, text, &l, &err));
    Position_Eval *e = Position_eval_new(rs);
    Game_T v = value_of(e, l.w + 1, POSITION_LEN(l.w[0]));
    Position_eval_free(&e);
    Position_list_free(&l);
    return v;
}

static Game_T game(const char *s)
{
    Game_T g;
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(s, &g, &err));
    return g;
}
#line 1090 "noweb/rulesets/tinted.nw"
static void test_brute(void)
{
    Position_List graphs = { 0 };
    Graph_census(5, 1, false, &graphs);
    size_t compared = 0;
    for (int s = 0; s < 2; s++) {
        const Position_Ruleset *rs = s ? &Tinted_snort : &Tinted_col;
        Position_Eval *e = Position_eval_new(rs);
        for (size_t o = 0; o < graphs.n; o += 1 + POSITION_LEN(graphs.w[o])) {
            const uint64_t *g = graphs.w + o + 1;
            size_t n = Graph_n(g), all = 1;
            for (size_t v = 0; v < n; v++)
                all *= 3;
            uint64_t *h = Graph_new(n, 1, true);
            for (size_t v = 0; v < n; v++)
                *(uint64_t *)Graph_row(h, 0, v) = *Graph_row(g, 0, v);
            for (size_t code = 0; code < all; code++) {
                unsigned char t[8];
                for (size_t v = 0, c = code; v < n; v++, c /= 3) {
                    t[v] = (unsigned char)(c % 3);
                    Graph_set_colour(h, v, t[v]);
                }
                Game_T want = brute(g, t, s == 1), got = value_of(e, h, Graph_len(h));
                CU_ASSERT_EQUAL(got, want);
                compared++;
            }
            Graph_free(&h);
        }
        Position_eval_free(&e);
    }
    CU_ASSERT_EQUAL(compared, 2 * (1 * 3 + 1 * 9 + 2 * 27 + 6 * 81 + 21 * 243));
    Position_list_free(&graphs);
}
#line 1140 "noweb/rulesets/tinted.nw"
static void test_book(void)
{
    CU_ASSERT_EQUAL(game("{0,-2,1/2|3,1+*}"), Game_integer(1));
    static const char *const xs[] = { "0", "1", "-3/4", "5/8", "7" };
    for (int i = 0; i < 5; i++) {
        char s[64];
        snprintf(s, sizeof s, "{%s|%s}", xs[i], xs[i]);
        CU_ASSERT_EQUAL(game(s), Game_add(game(xs[i]), Game_star()));
    }
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "."), Game_star());
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "R"), Game_integer(1));   /* tinted Left */
    CU_ASSERT_EQUAL(text_value(&Tinted_snort, "R"), Game_integer(-1));
    CU_ASSERT_EQUAL(text_value(&Tinted_snort, ".-."), game("{1|-1}"));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, ".-."), Game_zero());
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "R-."), game("1/2"));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "L-."), game("-1/2"));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "L-R"), Game_zero());   /* 1 + (-1) */
    CU_ASSERT_EQUAL(text_value(&Tinted_snort, "L-L"), Game_integer(2));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "R-R"), Game_integer(1));
    /* GameGraphTest.scala, "define Col properly" and "Snort" */
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "R-.-R-.-L-.-R-.-R-."), game("7/8"));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, "path:10 L:1,3,7,9 R:5"), game("7/8"));
    CU_ASSERT_EQUAL(text_value(&Tinted_snort, "L-.-.-.-L"), game("{4|0,+-1}"));
    CU_ASSERT_EQUAL(text_value(&Tinted_snort, ".-.-.(-.;-.)"), game("+-{3|2}"));
}
#line 1173 "noweb/rulesets/tinted.nw"
static void confirm(const char *text, const char *value)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Tinted_parse(Tinted_col.param, text, &l, &err));
    const uint64_t *g = l.w + 1;
    unsigned char t[BF_MAX];
    for (size_t v = 0; v < Graph_n(g); v++)
        t[v] = (unsigned char)Graph_colour(g, v);
    CU_ASSERT_EQUAL(brute(g, t, false), game(value));
    CU_ASSERT_EQUAL(text_value(&Tinted_col, text), game(value));
    Position_list_free(&l);
}

static void test_denominators(void)
{
    confirm(".-R[a]-.-.(-.;-.(-.;-R[a]);-R[a])", "1/16");       /* CGSuite's tags */
    confirm(".-R[a]-.-.[b](-.;-.(-.(-.;-.[b];-R[a]);-R[a]);-R[a])", "1/32");
    confirm(".-R:a-.-.(-.;-.(-.;-R:a);-R:a)", "1/16");           /* CGSuite's names */
}
#line 1199 "noweb/rulesets/tinted.nw"
static void test_theorem(void)
{
    const Position_Ruleset *rs = &Tinted_col;
    Position_List l = { 0 };
    char err[200], why[200];
    CU_ASSERT_FATAL(rs->census->enumerate_class(rs->param, 0, 6, &l, err, sizeof err));
    Position_Eval *e = Position_eval_new(rs);
    size_t checked = 0;
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]), checked++)
        CU_ASSERT(rs->theory->check(rs->param,
                                    value_of(e, l.w + o + 1, POSITION_LEN(l.w[o])),
                                    why, sizeof why));
    CU_ASSERT(checked > 10000);
    CU_ASSERT_FALSE(rs->theory->check(rs->param, game("^"), why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "Conway and Guy"));
    CU_ASSERT_FALSE(rs->theory->check(rs->param, game("{1|-1}"), why, sizeof why));
    CU_ASSERT(rs->theory->check(rs->param, game("3/4*"), why, sizeof why));
    CU_ASSERT_PTR_NULL(Tinted_snort.theory->check);
    Position_eval_free(&e);
    Position_list_free(&l);
}
#line 1232 "noweb/rulesets/tinted.nw"
static void key_of(const char *text, uint64_t *key, size_t *klen)
{
    Position_List l = { 0 }, parts = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Tinted_parse(NULL, text, &l, &err));
    Tinted_col.split(Tinted_col.param, l.w + 1, POSITION_LEN(l.w[0]), &parts);
    CU_ASSERT_FATAL(parts.count == 1);
    Tinted_col.normalise(Tinted_col.param, parts.w + 1, POSITION_LEN(parts.w[0]), key, klen);
    Position_list_free(&l);
    Position_list_free(&parts);
}

static void same_key(const char *a, const char *b)
{
    uint64_t ka[200], kb[200];
    size_t la, lb;
    key_of(a, ka, &la);
    key_of(b, kb, &lb);
    CU_ASSERT(la == lb && memcmp(ka, kb, la * sizeof *ka) == 0);
}

static void bad(const char *text, size_t column, const char *expected)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Tinted_parse(NULL, text, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(err.expected, expected));
    if (err.column != column || !strstr(err.expected, expected))
        printf("\n%s: column %zu: %s\n", text, err.column, err.expected);
    Position_list_free(&l);
}

static void test_notation(void)
{
    same_key("L-.-.-.-L", "path:5 L:1,5");
    same_key(".-.-.(-.;-.)", "e:1-2,2-3,3-4,3-5");
    same_key(".[a]-.-.-[a]", "cycle:3");
    same_key(" . [x] - L - R - [x] ", "cycle:3 L:2 R:3");
    same_key(".[x]-L-.-R-[x]", "cycle:4 L:2 R:4");
    same_key("L(-.;-.;-.)", "star:3 L:1");
    same_key(".-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-"
             ".-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.", "path:64");
    same_key("grid:3x3 R:5", ".[a]-.-.[b]-.-.[c]-.-.(-.-.[a];-R(-.[a];-.[b];-.[c]))");
    bad("", 1, "a node");
    bad("L-X", 3, "a node: '.', 'L', 'R', 'B', ':a' or '[name]'");
    bad("X", 1, "a node");
    same_key("L--R", "L-.-R");      /* CGSuite's untagged nodes */
    same_key(".:a-.-.-:a", "cycle:3");                  /* CGSuite's names */
    same_key(":{a b}-L-.-R-:{a b}", "cycle:4 L:2 R:4");
    same_key("L-.-:x;:x-R", "path:4 L:1 R:4");          /* CGSuite's ';' */
    bad("L-:", 4, "a name after ':'");
    bad("L-:{a", 6, "'}' closing the '{'");
    bad("L-:{}", 5, "a name between '{' and '}'");
    bad(".:a-.-L:a", 7, "the tag the node had");
    same_key("L-", "L-.");
    same_key("(-L;-)", ".(-L;-.)");
    for (int big = 0; big < 2; big++) {     /* past 1000 nodes: the general notation */
        Position_List l = { 0 }, back = { 0 };
        Perr_T e;
        CU_ASSERT_FATAL(Tinted_parse(NULL, big ? "grid:8x130 L:5" : "grid:8x120", &l, &e));
        char *p = Tinted_str(l.w + 1, POSITION_LEN(l.w[0]));
        const char *colon = strchr(p, ':');         /* a group, not a name */
        CU_ASSERT_EQUAL(colon && colon[1] >= '0' && colon[1] <= '9', big);
        CU_ASSERT_FATAL(Tinted_parse(NULL, p, &back, &e));
        char *q = Tinted_str(back.w + 1, POSITION_LEN(back.w[0]));
        CU_ASSERT_STRING_EQUAL(p, q);
        free(p);
        free(q);
        Position_list_free(&l);
        Position_list_free(&back);
    }
    bad(".[a]-[a]", 6, "a node other than the one before");
    bad(".-[b]", 3, "a tag before a new name");
    bad(".[a]-.-L[a]", 8, "the tag the node had");
    bad(".-.(-.;-.", 4, "a ')' closing this '('");
    bad(".-.(.)", 5, "'-' to start a branch");
    bad(".-. .", 5, "'-', '(', ',' or the end");
    bad(".[", 3, "a name of letters and digits");
    bad("path:0x", 7, "a space or the end");
    bad("path:3 L:4x", 11, "',', a space or the end");
    bad("e:1-1", 5, "a node other than the first");
    bad("path:3 Q:1", 8, "");
    uint64_t rng = 12345;
    for (int trial = 0; trial < 200; trial++) {
        size_t n = 1 + Rng_below(&rng, 12);
        uint64_t *g = Graph_new(n, 1, true);
        for (size_t u = 0; u < n; u++) {
            Graph_set_colour(g, u, (unsigned)Rng_below(&rng, 4));
            for (size_t v = u + 1; v < n; v++)
                if (Rng_below(&rng, 3) == 0)
                    Graph_add_edge(g, u, v, 1);
        }
        char *s = Tinted_str(g, Graph_len(g));
        Position_List l = { 0 };
        Perr_T err;
        CU_ASSERT_FATAL(Tinted_parse(NULL, s, &l, &err));
        char *t = Tinted_str(l.w + 1, POSITION_LEN(l.w[0]));
        CU_ASSERT_STRING_EQUAL(s, t);
        uint64_t *k = ALLOC_ARRAY(Graph_len(g), sizeof *k);
        Graph_canon(g, k, NULL, NULL);
        CU_ASSERT(memcmp(k, l.w + 1, Graph_len(g) * sizeof *k) == 0);
        FREE(k);
        free(s);
        free(t);
        Position_list_free(&l);
        Graph_free(&g);
    }
}
#line 1345 "noweb/rulesets/tinted.nw"
static void test_example(void)          /* the example of use, run */
{
    
#line 101 "noweb/rulesets/tinted.nw"
Position_Eval *e = Position_eval_new(&Tinted_col);
Position_List p = { 0 };  Perr_T err;  Game_T v;
if (Tinted_col.parse(Tinted_col.param, "R-.", &p, &err)
    && Position_value(e, p.w + 1, POSITION_LEN(p.w[0]), &v) == GAME_DONE)
        assert(v == Game_number(Dyadic_make(1, 1)));    /* v = 1/2 */
#line 1348 "noweb/rulesets/tinted.nw"
    CU_ASSERT_EQUAL(v, Game_number(Dyadic_make(1, 1)));
    Position_eval_free(&e);
    Position_list_free(&p);
}
#line 1355 "noweb/rulesets/tinted.nw"
static void test_descriptor(void)
{
    Position_List l = { 0 }, c = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Tinted_parse(NULL, "L-.-R(-.;-L), .", &l, &err));
    char *t = Tinted_col.drawing->tikz(Tinted_col.param, l.w + 1,
                                       POSITION_LEN(l.w[0]), 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "draw,fill=white"));
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "\\draw (n"));
    free(t);
    for (int s = 0; s < 2; s++) {
        const Position_Ruleset *rs = s ? &Tinted_snort : &Tinted_col;
        Position_list_clear(&c);
        rs->theory->conjugate(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &c);
        Position_Eval *e = Position_eval_new(rs);
        CU_ASSERT_EQUAL(value_of(e, c.w + 1, POSITION_LEN(c.w[0])),
                        Game_neg(value_of(e, l.w + 1, POSITION_LEN(l.w[0]))));
        Position_eval_free(&e);
    }
    char *p = Tinted_str(l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_PTR_NOT_NULL(strchr(p, ','));
    free(p);
    Position_list_free(&l);
    Position_list_free(&c);
}

int test_tinted_suite(void)
{
    CU_pSuite s = CU_add_suite("tinted", NULL, NULL);
    if (!s || !CU_add_test(s, "example: the value of a COL position", test_example)
           || !CU_add_test(s, "COL and SNORT against the games on the map", test_brute)
           || !CU_add_test(s, "ONAG's equalities and small positions", test_book)
           || !CU_add_test(s, "Conway and Guy: x or x + *", test_theorem)
           || !CU_add_test(s, "COL denominators 16 and 32, by the map", test_denominators)
           || !CU_add_test(s, "notation, errors, round trips", test_notation)
           || !CU_add_test(s, "drawing and conjugates", test_descriptor))
        return CU_get_error();
    return 0;
}
