/* Generated from noweb/rulesets/hackenbush.nw by notangle: edit the .nw, not this file. */
#line 1671 "noweb/rulesets/hackenbush.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "dyadic.h"
#include "game.h"
#include "graph.h"
#include "graphcanon.h"
#include "hackenbush.h"
#include "notation.h"
#include "ordinal.h"
#include "position.h"
#include "rng.h"

int test_hackenbush_suite(void);

#line 1695 "noweb/rulesets/hackenbush.nw"
static Game_T value_of(Position_Eval *e, const char *s)
{
    Perr_T err;
    Game_T v = Game_zero();
    bool ok = (Position_value_text(e, s, &v, &err) == GAME_DONE);
    if (!ok)
        fprintf(stderr, "hackenbush: '%s': column %zu: expected %s\n", s, err.column,
                err.expected);
    CU_ASSERT_FATAL(ok);
    return v;
}

static Game_T number(int64_t num, int32_t exp)
{
    Dyadic_T d = Dyadic_make(num, exp);
    Game_T g = Game_number(d);
    Dyadic_clear(&d);
    return g;
}

#line 1758 "noweb/rulesets/hackenbush.nw"
static bool key_of(const char *s, uint64_t *key, size_t *klen)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    bool neg = Hackenbush_ruleset.normalise(NULL, l.w + 1, POSITION_LEN(l.w[0]), key,
                                            klen);
    Position_list_free(&l);
    return neg;
}
#line 1805 "noweb/rulesets/hackenbush.nw"
static void expect_print(const char *s, const char *want)
{
    Position_List l = { 0 }, back = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    char *p = Hackenbush_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(p, want);
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, p, &back, &err));
    char *again = Hackenbush_ruleset.print(NULL, back.w + 1, POSITION_LEN(back.w[0]));
    CU_ASSERT_STRING_EQUAL(again, p);
    free(again);
    size_t len = POSITION_LEN(l.w[0]), ka, kb;
    uint64_t *a = malloc(2 * (len + POSITION_KEY_EXTRA) * sizeof *a), *b;
    b = a + len + POSITION_KEY_EXTRA;
    CU_ASSERT_FATAL(POSITION_LEN(back.w[0]) == len);
    bool na = Hackenbush_ruleset.normalise(NULL, l.w + 1, len, a, &ka);
    bool nb = Hackenbush_ruleset.normalise(NULL, back.w + 1, len, b, &kb);
    CU_ASSERT(na == nb && ka == kb && memcmp(a, b, ka * sizeof *a) == 0);
    free(a);
    free(p);
    Position_list_free(&l);
    Position_list_free(&back);
}

static void expect_error(const char *s, size_t column, const char *what, bool limit)
{
    Position_List l = { 0 };
    Perr_T err = { 0 };
    CU_ASSERT_FALSE(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(err.expected, what));
    CU_ASSERT_EQUAL(err.limit, limit);
    if (err.column != column || !strstr(err.expected, what))
        fprintf(stderr, "hackenbush: '%s': column %zu: expected %s\n", s, err.column,
                err.expected);
    CU_ASSERT_EQUAL(l.count, 0);
    Position_list_free(&l);
}
#line 1991 "noweb/rulesets/hackenbush.nw"
typedef struct Plain {
    int m, u[8], v[8];
    char c[8];
    bool childish;
    Game_T memo[256];
    bool known[256];
} Plain;

static unsigned plain_standing(const Plain *p, unsigned mask)
{
    unsigned at = 1, keep = 0;          /* at: the nodes reached, node 0 the ground */
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < p->m; i++)
            if ((mask >> i & 1) && !(keep >> i & 1)
                && ((at >> p->u[i] & 1) || (at >> p->v[i] & 1))) {
                keep |= 1u << i;
                at |= 1u << p->u[i] | 1u << p->v[i];
                grew = true;
            }
    }
    return keep;
}

static Game_T plain_value(Plain *p, unsigned mask)
{
    if (p->known[mask])
        return p->memo[mask];
    Game_T L[8], R[8];
    size_t nl = 0, nr = 0;
    for (int i = 0; i < p->m; i++) {
        if (!(mask >> i & 1))
            continue;
        unsigned after = plain_standing(p, mask & ~(1u << i));
        if (p->childish && p->c[i] != 'e'
            && __builtin_popcount(after) != __builtin_popcount(mask) - 1)
            continue;
        if (p->c[i] != 'r')
            L[nl++] = plain_value(p, after);
        if (p->c[i] != 'l')
            R[nr++] = plain_value(p, after);
    }
    p->known[mask] = true;
    return p->memo[mask] = Game_make(L, nl, R, nr);
}
#line 1728 "noweb/rulesets/hackenbush.nw"
static void test_small(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
    CU_ASSERT_EQUAL(value_of(e, "l"), Game_integer(1));
    CU_ASSERT_EQUAL(value_of(e, "R"), Game_integer(-1));
    CU_ASSERT_EQUAL(value_of(e, "e"), Game_star());
    CU_ASSERT_EQUAL(value_of(e, "0"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, "ll"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, "l + l"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, "(l;l)"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, "l:0-1,0-1"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, "lr"), number(1, 1));
    CU_ASSERT_EQUAL(value_of(e, "lrr"), number(1, 2));
    CU_ASSERT_EQUAL(value_of(e, "lrl"), number(3, 2));
    CU_ASSERT_EQUAL(value_of(e, "le"), Game_add(Game_integer(1), Game_star()));
    CU_ASSERT_EQUAL(value_of(e, "el"), Game_add(Game_up(), Game_star()));
    CU_ASSERT_EQUAL(value_of(e, "l(l;r)"), Game_integer(1));
    CU_ASSERT_EQUAL(value_of(e, "l:0-1 r:1-1"), number(1, 1));
    CU_ASSERT_EQUAL(value_of(e, "l:g-1 r:1-1"), number(1, 1));
    CU_ASSERT_EQUAL(value_of(e, "lrlrrllr + rlrllrrl"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, " L ( l ; r L ) "), value_of(e, "l(l;rl)"));
    Position_eval_free(&e);
}
#line 1771 "noweb/rulesets/hackenbush.nw"
static void test_keys(void)
{
    uint64_t a[128], b[128];
    size_t la, lb;
    bool na = key_of("lrr", a, &la), nb = key_of("rll", b, &lb);
    CU_ASSERT(na != nb && la == lb && memcmp(a, b, la * sizeof *a) == 0);
    na = key_of("l(rl;l)", a, &la);
    nb = key_of("l:0-4 r:4-2 l:2-1 l:4-3", b, &lb);
    CU_ASSERT(na == nb && la == lb && memcmp(a, b, la * sizeof *a) == 0);
    na = key_of("e(e;ee)", a, &la);
    CU_ASSERT_FALSE(na);
    Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
    Position_List l = { 0 }, c = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, "l:0-1,1-2 e:2-2 r:1-3,3-0", &l, &err));
    Hackenbush_ruleset.theory->conjugate(NULL, l.w + 1, POSITION_LEN(l.w[0]), &c);
    Game_T v, w;
    CU_ASSERT_EQUAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_value(e, c.w + 1, POSITION_LEN(c.w[0]), &w), GAME_DONE);
    CU_ASSERT_EQUAL(w, Game_neg(v));
    Position_list_free(&l);
    Position_list_free(&c);
    Position_eval_free(&e);
}
#line 1846 "noweb/rulesets/hackenbush.nw"
static void test_notation(void)
{
    expect_print("lrlrrllr", "lrlrrllr");
    expect_print("l(rl;l)", "l(l;rl)");
    expect_print("lr + e", "e + lr");
    expect_print("0", "0");
    expect_print("e:0-1,1-2,2-0", ":Aeee:A");
    expect_print("l:g-5 r:5-5", "l:Ar:A");
    expect_print("l:0-1,0-1 e:1-2", ":Al(e;l:A)");
    expect_print("r:0-1 l:0-2,2-1", ":Arll:A");
    expect_print("l:0-1,1-2 r:0-2", ":Arll:A");
    expect_print(":Gllr:G", ":Arll:A");
    expect_print("e:3-3,0-3,3-7,7-0", ":Ae:B(ee:A;e:B)");
    expect_print("l:5-1,1-0 r:1-0", ":Ar(l;l:A)");             /* found by the fuzzer */
    expect_print("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))",
                 "e:Aee(ee:A;e(e:Be(e:B;e);ee))");              /* the green girl */
    expect_error("", 1, "an edge 'l', 'r' or 'e', or '('", false);
    expect_error("l(l;r", 6, "')' to close the '(' of column 2", false);
    expect_error("l((l)", 6, "')' to close the '(' of column 2", false);
    expect_error("l)", 2, "'+' or the end", false);
    expect_error("l)r", 2, "'+' or the end (this ')' closes no '(')", false);
    expect_error("l(l))", 5, "'+' or the end (this ')' closes no '(')", false);
    expect_error("l(l;)", 5, "an edge 'l', 'r' or 'e', or '('", false);
    expect_error("l(l)r", 5, "'+' or the end", false);
    expect_error("lx", 2, "an edge 'l', 'r' or 'e', '(', ';', '+' or the end", false);
    expect_error("l + ", 5, "an edge", false);
    expect_error("l:0-1 r:2-3", 9, "an edge connected to the ground", false);
    expect_error("e:1-1", 3, "an edge connected to the ground", false);
    expect_error("l:0-1,1", 8, "'-'", false);
    expect_error("k:0-1", 1, "'l:', 'r:' or 'e:'", false);
    expect_error("l:0-x", 5, "a node", false);
    expect_error("l:0-1;", 6, "',', a blank or the end", false);
    expect_error("l:0-16384", 5, "a node number, 0 to 16383", true);
    char *big = malloc(8200);
    memset(big, 'l', 8199);
    big[8199] = '\0';
    expect_error(big, 8192, "at most 16383 nodes and edges", true);
    free(big);
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, "l:0-1,0-1 r:1-1 e:1-2,0-0", &l, &err));
    char *t = Hackenbush_ruleset.drawing->tikz(NULL, l.w + 1, POSITION_LEN(l.w[0]), 1.0);
    const char *parts[] = { "\\begin{tikzpicture}", "blue", "[bend left=25]", "red", "green",
                            ".. controls", "densely dotted", "\\end{tikzpicture}" };
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        CU_ASSERT_PTR_NOT_NULL(strstr(t, parts[i]));
    free(t);
    Position_list_free(&l);
}

#line 1914 "noweb/rulesets/hackenbush.nw"
static void test_cgsuite_strings(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
    /* GameGraphTest.scala */
    CU_ASSERT_EQUAL(value_of(e, "lrlrrllr"), number(77, 7));
    CU_ASSERT_EQUAL(value_of(e, "l(l;rl)"), number(3, 1));
    CU_ASSERT_EQUAL(value_of(e, "eeeeeee"), Game_nimber(7));
    CU_ASSERT_EQUAL(value_of(e, "e(ee(e;e);e(eee;ee);e(ee;e))"), Game_nimber(5));
    CU_ASSERT_EQUAL(value_of(e, "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"),
                    Game_nimber(2));            /* the green girl, Winning Ways ch. 7 */
    /* CGSuite's documentation of Hackenbush, and by hand */
    CU_ASSERT_EQUAL(value_of(e, "lrlrr"), number(9, 4));
    CU_ASSERT_EQUAL(value_of(e, "ee:Aeeee:A"), Game_nimber(2));
    CU_ASSERT_EQUAL(value_of(e, ":Geeee:G"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, "l:A;:Ar"), number(1, 1));
    CU_ASSERT_EQUAL(value_of(e, "l.:Ar:A"), number(1, 1));
    CU_ASSERT_EQUAL(value_of(e, " :{the ground} l:x l:{the ground}"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, "l:A(e:A)"), value_of(e, "l:0-1 e:1-1"));
    CU_ASSERT_EQUAL(value_of(e, "l:A(e:A)"), Game_add(Game_integer(1), Game_star()));
    Position_eval_free(&e);
    uint64_t a[128], b[128];
    size_t la, lb;
    bool na = key_of("ll:A(r;lr:A)", a, &la);
    bool nb = key_of("l:0-1,1-2,2-4 r:2-3,4-2", b, &lb);
    CU_ASSERT(na == nb && la == lb && memcmp(a, b, la * sizeof *a) == 0);
    expect_error("l:{waist", 9, "'}' to close the '{' of column 3", false);
    expect_error("l:{}", 4, "a vertex name between '{' and '}'", false);
    expect_error("l:", 3, "a vertex name after ':'", false);
    expect_error("l:(r)", 3, "a vertex name after ':'", false);
    expect_error("l:AA", 4, "an edge 'l', 'r' or 'e', '(', ';', '+' or the end", false);
    expect_error("lrlr;lr", 6, "an edge connected to the ground", false);
    expect_error("l;", 3, "an edge 'l', 'r' or 'e', or '('", false);
}

#line 1962 "noweb/rulesets/hackenbush.nw"
static void test_childish_cgsuite(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_childish_ruleset);
    Perr_T err;
    Game_T hot, lolli;
    CU_ASSERT_FATAL(Notation_parse("{4|-2}", &hot, &err));
    CU_ASSERT_FATAL(Notation_parse("{0|{0,{0,{0,^*|0}|0}|0}||vv}", &lolli, &err));
    /* GameGraphTest.scala, "define Childish Hackenbush properly" */
    CU_ASSERT_EQUAL(value_of(e, "l(l;rl)"), Game_integer(2));
    CU_ASSERT_EQUAL(value_of(e, ":{ground}llllllrrrr:{ground}"), hot);
    CU_ASSERT_EQUAL(value_of(e, "r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))"), number(15, 4));
    CU_ASSERT_EQUAL(value_of(e, "(e:B;e:Bllllllrrr:B)"), lolli);
    /* by hand */
    CU_ASSERT_EQUAL(value_of(e, "lrr"), Game_integer(-1));
    CU_ASSERT_EQUAL(value_of(e, "llr"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, "eee"), Game_nimber(3));   /* green: as Hackenbush */
    Position_eval_free(&e);
}
#line 2039 "noweb/rulesets/hackenbush.nw"
static void test_childish_oracle(void)
{
    Position_Eval *ec = Position_eval_new(&Hackenbush_childish_ruleset);
    Position_Eval *eh = Position_eval_new(&Hackenbush_ruleset);
    uint64_t rng = 38;
    for (int trial = 0; trial < 300; trial++) {
        Plain p = { .m = 1 + (int)Rng_below(&rng, 7) };
        int nodes = 1;
        for (int i = 0; i < p.m; i++) {
            p.u[i] = (int)Rng_below(&rng, (uint64_t)nodes);
            bool fresh = nodes < 5 && Rng_below(&rng, 2);
            p.v[i] = fresh ? nodes++ : (int)Rng_below(&rng, (uint64_t)nodes);
            p.c[i] = "lre"[Rng_below(&rng, 3)];
        }
        char text[160];
        size_t k = 0;
        for (const char *col = "lre"; *col; col++)
            for (int i = 0, first = 1; i < p.m; i++) {
                if (p.c[i] != *col)
                    continue;
                size_t room = sizeof text - k;
                if (first)
                    k += (size_t)snprintf(text + k, room, "%s%c:", k ? " " : "", *col);
                else
                    text[k++] = ',';
                room = sizeof text - k;
                k += (size_t)snprintf(text + k, room, "%d-%d", p.u[i], p.v[i]);
                first = 0;
            }
        text[k] = '\0';
        unsigned all = (1u << p.m) - 1;
        p.childish = true;
        Game_T want = plain_value(&p, plain_standing(&p, all));
        CU_ASSERT_EQUAL(value_of(ec, text), want);
        p.childish = false;
        memset(p.known, 0, sizeof p.known);
        CU_ASSERT_EQUAL(value_of(eh, text), plain_value(&p, plain_standing(&p, all)));
    }
    Position_eval_free(&ec);
    Position_eval_free(&eh);
}

/* the example of the introduction, with the number 1/4 it is compared with */
static void test_example_stalk(void)
{
    Perr_T qerr;
    Game_T quarter;
    CU_ASSERT_FATAL(Notation_parse("1/4", &quarter, &qerr));
    
#line 125 "noweb/rulesets/hackenbush.nw"
Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
Position_List p = { 0 };  Perr_T err;  Game_T v;
if (Hackenbush_ruleset.parse(NULL, "lrr", &p, &err)
    && Position_value(e, p.w + 1, POSITION_LEN(p.w[0]), &v) == GAME_DONE)
        assert(v == quarter);                       /* v = 1/4 */
else
    assert(!"lrr is a position");
#line 2088 "noweb/rulesets/hackenbush.nw"
    Position_list_free(&p);
    Position_eval_free(&e);
}

/* A limit of the game store met in the fast path of a long stalk (a number of
   GMP) stops the value with its status and leaks nothing (LeakSanitizer). */
static void test_limit_in_fast_path(void)
{
    char s[402] = "l";
    for (int i = 1; i < 400; i++)
        s[i] = i % 3 ? 'r' : 'l';
    s[400] = '\0';
    Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
    Position_eval_set_limits(e, (Game_Limits){ .max_games = Game_store_count() });
    Game_T v;
    Perr_T err;
    CU_ASSERT_EQUAL(Position_value_text(e, s, &v, &err), GAME_LIMIT_GAMES);
    Position_eval_set_limits(e, (Game_Limits){ 0 });
    CU_ASSERT_EQUAL(Position_value_text(e, s, &v, &err), GAME_DONE);
    CU_ASSERT_TRUE(Game_is_number(v));
    Position_eval_free(&e);
}

int test_hackenbush_suite(void)
{
    CU_pSuite s = CU_add_suite("hackenbush", NULL, NULL);
    if (!s || !CU_add_test(s, "a limit in the fast path of a stalk", test_limit_in_fast_path)
           || !CU_add_test(s, "small pictures by hand", test_small)
           || !CU_add_test(s, "keys and conjugates", test_keys)
           || !CU_add_test(s, "notation", test_notation)
           || !CU_add_test(s, "CGSuite's strings", test_cgsuite_strings)
           || !CU_add_test(s, "Childish Hackenbush: CGSuite's cases",
                           test_childish_cgsuite)
           || !CU_add_test(s, "Childish Hackenbush: an oracle", test_childish_oracle)
           || !CU_add_test(s, "the example: a stalk worth 1/4", test_example_stalk))
        return CU_get_error();
    return 0;
}
