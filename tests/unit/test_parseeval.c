/* Generated from noweb/games/parseeval.nw by notangle: edit the .nw, not this file. */
#line 931 "noweb/games/parseeval.nw"
#define PARSER_REPRESENTATION
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "parser.h"
#include "parseeval.h"
#include "mem.h"

int test_parseeval_suite(void);

#line 979 "noweb/games/parseeval.nw"
#define OPTS(...) \
    (Game_T[]){__VA_ARGS__}, sizeof((Game_T[]){__VA_ARGS__}) / sizeof(Game_T)
#define NO NULL, 0
#define BAD UINT32_MAX

static Game_T parse(const char *s)
{
    Game_T g = BAD;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_TRUE(ok);
    if (!ok)
        fprintf(stderr, "\nparseeval: parse of \"%s\" failed at column %zu, "
                "expected %s\n", s, e.column, e.expected);
    return ok ? g : BAD;
}

static Game_T Q(int64_t num, int32_t exp)       /* num / 2^exp */
{
    Dyadic_T x = Dyadic_make(num, exp);
    Game_T g = Game_number(x);
    Dyadic_clear(&x);
    return g;
}

static Game_T I(int64_t n)
{
    return Game_integer(n);
}

static Game_T sw(Game_T l, Game_T r)            /* {l | r} */
{
    return Game_make(OPTS(l), OPTS(r));
}

static void check_error(const char *in, size_t column, bool limit, const char *want)
{
    Game_T g = BAD;
    Perr_T e = { .column = 0 };
    bool ok = Notation_parse(in, &g, &e);
    CU_ASSERT_FALSE(ok);
    CU_ASSERT_EQUAL(g, BAD);
    CU_ASSERT_EQUAL(e.column, column);
    CU_ASSERT_EQUAL(e.limit, limit);
    CU_ASSERT_STRING_EQUAL(e.expected, want);
    if (ok || e.column != column || strcmp(e.expected, want) != 0)
        fprintf(stderr, "\nparseeval: \"%s\" gave %s, column %zu, \"%s\"\n",
                in, ok ? "success" : "error", e.column, e.expected);
}
#line 1212 "noweb/games/parseeval.nw"
static Op *op(Op_Kind kind)
{
    GROW(work.ops, work.cops, work.nops + 1);
    Op *o = &work.ops[work.nops++];
    memset(o, 0, sizeof *o);
    o->kind = kind;
    return o;
}

static size_t number(int64_t num, int32_t exp)  /* a slot holding num / 2^exp */
{
    size_t i = Parseeval_new_number();
    Dyadic_clear(&work.nums[i]);
    work.nums[i] = Dyadic_make(num, exp);
    return i;
}
#line 1042 "noweb/games/parseeval.nw"
static void test_parse_multiples(void)
{
    Dyadic_T z = Dyadic_int(0);
    Game_T star = Game_star();
    CU_ASSERT_EQUAL(parse("10 * ^"), Game_nus(z, 10, 0));
    CU_ASSERT_EQUAL(parse("10*^"), Game_nus(z, 10, 0));
    CU_ASSERT_EQUAL(parse("(^) * 10"), Game_nus(z, 10, 0));
    CU_ASSERT_EQUAL(parse("-2 * '{|-1}'"), I(4));
    CU_ASSERT_EQUAL(parse("'{|-1}'"), I(-2));
    CU_ASSERT_EQUAL(parse("(*+*)*3"), Game_zero());
    CU_ASSERT_EQUAL(parse("3 * (1+1)"), I(6));
    CU_ASSERT_EQUAL(parse("2 * *"), Game_zero());
    CU_ASSERT_EQUAL(parse("3 * *"), star);
    CU_ASSERT_EQUAL(parse("(1+1) * v"), Game_nus(z, -2, 0));
    CU_ASSERT_EQUAL(parse("+-2 * ^"), Game_switch(Game_nus(z, 2, 0)));
    CU_ASSERT_EQUAL(parse("*3*2"), Game_zero());
    CU_ASSERT_EQUAL(parse("(^*) * 3"), Game_nus(z, 3, 1));
    CU_ASSERT_EQUAL(parse("{2|1} * 3"), Game_add(I(3), sw(I(2), I(1))));
    CU_ASSERT_EQUAL(parse("^ * 3"), Game_nus(z, 3, 0));      /* G * n: n copies */
    CU_ASSERT_EQUAL(parse("^ *3"), Game_nus(z, 3, 0));
    CU_ASSERT_EQUAL(parse("^^ * 3"), Game_nus(z, 6, 0));
    CU_ASSERT_EQUAL(parse("v * 2"), Game_nus(z, -2, 0));
    CU_ASSERT_EQUAL(parse("3 * 3"), I(9));
    CU_ASSERT_EQUAL(parse("3 *3"), I(9));
    CU_ASSERT_EQUAL(parse("3*3"), Game_nus(Dyadic_int(3), 0, 3));  /* as CGSuite prints */
    CU_ASSERT_EQUAL(parse("^*3"), Game_nus(z, 1, 3));
    CU_ASSERT_EQUAL(parse("{3 *|1}"), sw(Game_nus(Dyadic_int(3), 0, 1), I(1)));
    CU_ASSERT_EQUAL(parse("^ * + 1"), Game_nus(Dyadic_int(1), 1, 1));
    CU_ASSERT_EQUAL(parse("0 * {2|1}"), Game_zero());
    CU_ASSERT_EQUAL(parse("*(3+5)"), Game_nimber(8));
    CU_ASSERT_EQUAL(parse("* ( 0 )"), Game_zero());
    CU_ASSERT_EQUAL(parse("^*(1+1)"), Game_nus(z, 1, 2));
    CU_ASSERT_EQUAL(parse("'{*|*}'"), Game_zero());
    CU_ASSERT_EQUAL(parse("{'{*|*}'|1}"), sw(I(0), I(1)));
    CU_ASSERT_EQUAL(parse("3*2"), Game_nus(Dyadic_int(3), 0, 2));
}
#line 1098 "noweb/games/parseeval.nw"
static void test_cgsuite_operators(void)
{
    Game_T up_star = Game_nus(Dyadic_int(0), 1, 1);
    CU_ASSERT_EQUAL(parse("1:1:1"), I(3));
    CU_ASSERT_EQUAL(parse("1:(1:1)"), I(3));
    CU_ASSERT_EQUAL(parse("*:1"), up_star);
    CU_ASSERT_EQUAL(parse("*:1"), Game_make(OPTS(I(0), Game_star()), OPTS(I(0))));
    CU_ASSERT_EQUAL(parse("'{*|*}':1"), Game_up());
    CU_ASSERT_EQUAL(parse("{*|*}:1"), I(1));
    CU_ASSERT_EQUAL(parse("'{*|*}'.OrdinalSum(1)"), Game_up());
    CU_ASSERT_EQUAL(parse("('{*|*}' + 0):1"), I(1));       /* a sum is canonical */
    CU_ASSERT_EQUAL(parse("'{*|*}'.ConjunctiveSum(3)"), I(2));   /* {* ^ 2|} = {1|} */
    CU_ASSERT_EQUAL(parse("{*|*}.ConjunctiveSum(3)"), I(0));     /* 0 ^ 3 ends at once */
    CU_ASSERT_EQUAL(parse("-1.Temperature"), I(1));
    CU_ASSERT_EQUAL(parse("(-1).Temperature"), I(-1));
    CU_ASSERT_EQUAL(parse("(1/2) OrdinalSum (1/4)"), Q(9, 4));
    CU_ASSERT_EQUAL(parse("1/2 * 1/2"), Q(1, 2));
    CU_ASSERT_EQUAL(parse("3/(1/4)"), I(12));
    CU_ASSERT_EQUAL(parse("(3/4)/3"), Q(1, 2));
    CU_ASSERT_EQUAL(parse("{2|-1}.Cool(1)"), sw(I(1), I(0)));
    CU_ASSERT_EQUAL(parse("{2|-1}.Stop(Left)"), I(2));
    CU_ASSERT_EQUAL(parse("{2|-1}.Stop( Right )"), I(-1));
}

#line 1125 "noweb/games/parseeval.nw"
static void test_values_not_games(void)
{
    Method_Value v;
    Perr_T e;
    Game_T g;
    CU_ASSERT_TRUE(Notation_eval("^.IsNumber", &v, &e));
    CU_ASSERT_EQUAL(v.kind, METHOD_BOOL);
    CU_ASSERT_FALSE(v.truth);
    Method_value_clear(&v);
    CU_ASSERT_TRUE(Notation_eval("1/3", &v, &e));
    CU_ASSERT_EQUAL(v.kind, METHOD_TEXT);
    CU_ASSERT_STRING_EQUAL(v.text, "1/3");
    Method_value_clear(&v);
    CU_ASSERT_TRUE(Notation_eval("6/4", &v, &e) && v.kind == METHOD_GAME);
    CU_ASSERT_EQUAL(v.game, Q(3, 1));
    CU_ASSERT_FALSE(Notation_parse("^.IsNumber", &g, &e));
    CU_ASSERT_EQUAL(e.column, 1);
    CU_ASSERT_FALSE(Notation_parse("(^.IsNumber)", &g, &e));
    static const struct { const char *s; bool t; } rel[] = {   /* by hand */
        { "^ > 0", true }, { "* <> 0", true }, { "* > 0", false },
        { "{1|-1} <> 0", true }, { "^ + ^ == ^^", true }, { "1/2 <= {0|1}", true },
        { "v < 0", true }, { "v >= 0", false }, { "* != 0", true },
        { "Tiny(2) < ^", true }
    };
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        CU_ASSERT_TRUE(Notation_eval(rel[i].s, &v, &e) && v.kind == METHOD_BOOL);
        CU_ASSERT_EQUAL(v.truth, rel[i].t);
        Method_value_clear(&v);
    }
    CU_ASSERT_FALSE(Notation_eval("{^ > 0|0}", &v, &e));
    CU_ASSERT_FALSE(Notation_eval("0 < 1 < 2", &v, &e));
    CU_ASSERT_FALSE(Notation_eval("{^.IsNumber|0}", &v, &e));
    CU_ASSERT_EQUAL(e.column, 4);
}

#line 1178 "noweb/games/parseeval.nw"
static void test_value_errors(void)
{
    check_error("*(1/2)", 3, false, "a nonnegative integer below 2^32 (the heap of *( ))");
    check_error("*( -1)", 4, false, "a nonnegative integer below 2^32 (the heap of *( ))");
    check_error("1/2 * ^", 5, false, "an integer on one side of '*' (a multiple n * G)");
    check_error("1/0", 2, false, "a divisor other than 0");
    check_error("^/2", 2, false, "numbers on both sides of '/'");
    check_error("{1/3|0}", 3, false, "a dyadic quotient (1/3 is a number but not a game)");
    check_error("^.LeftOptions + 1", 3, false, "a game (LeftOptions gives a list of games)");
    check_error("^.Size", 3, false, "a list as the receiver of Size (a game has no Size)");
    check_error("2147483648 * ^", 12, true, "a multiple with fewer than 2^31 ups");
    check_error("4294967296 * {2|1}", 12, true,
                "a multiplier below 2^32 (for a game that is not a number-up-star)");
    check_error("9223372036854775808 * ^", 21, true, "a multiplier below 2^63");
    CU_ASSERT_EQUAL(parse("^ * 2147483647"), Game_nus(Dyadic_int(0), INT32_MAX, 0));
}
#line 1231 "noweb/games/parseeval.nw"
static void test_program_by_hand(void)
{
    Perr_T e = { .column = 0 };
    Scan sc = Scan_new("3 + ^  *(1/2)", &e);
    Parseeval_begin();
    op(OP_NUMBER)->a = number(3, 0);
    Op *u = op(OP_NUS);
    u->a = NONE;
    u->ups = 1;
    op(OP_ADD);
    CU_ASSERT_TRUE(Parseeval_run(&sc, 0, work.nops, false));
    CU_ASSERT_EQUAL_FATAL(work.ngames, 1);
    CU_ASSERT_EQUAL(Parseeval_pop(), Game_add(I(3), Game_up()));
    CU_ASSERT_EQUAL(work.ngames, 0);
    CU_ASSERT_TRUE(Parseeval_run(&sc, 1, 2, false));       /* the ^ alone */
    CU_ASSERT_EQUAL_FATAL(work.ngames, 1);
    CU_ASSERT_EQUAL(Parseeval_pop(), Game_up());
    size_t from = work.nops;
    op(OP_NUMBER)->a = number(1, 1);
    op(OP_NIMBER_OF)->at = 9;
    CU_ASSERT_FALSE(Parseeval_run(&sc, from, work.nops, false));
    CU_ASSERT_EQUAL(e.column, 10);
    CU_ASSERT_STRING_EQUAL(e.expected,
                           "a nonnegative integer below 2^32 (the heap of *( ))");
    Parseeval_begin();                                      /* the last call left */
    CU_ASSERT_TRUE(work.busy);
    CU_ASSERT(work.nops == 0 && work.ngames == 0 && work.nnums == 0);
    op(OP_NUMBER)->a = number(1, 0);
    op(OP_NUMBER)->a = number(3, 0);
    op(OP_DIV);
    CU_ASSERT_FALSE(Parseeval_run(&sc, 0, work.nops, false));
    CU_ASSERT_TRUE(Parseeval_run(&sc, 0, work.nops, true));
    CU_ASSERT_TRUE_FATAL(work.has_last);
    CU_ASSERT_EQUAL(work.last.kind, METHOD_TEXT);
    CU_ASSERT_STRING_EQUAL(work.last.text, "1/3");
    CU_ASSERT_EQUAL(work.ngames, 0);
    Parseeval_end();
    CU_ASSERT(!work.busy && work.ops == NULL && !work.has_last);
}
#line 1279 "noweb/games/parseeval.nw"
static void test_split_by_hand(void)
{
    Parseeval_begin();
    GROW(work.games, work.cgames, 3);
    work.games[0] = I(1), work.games[1] = I(2), work.games[2] = I(3);
    work.ngames = 3;
    Bar bars[] = { { 1, 1, 1 }, { 2, 3, 2 } };
    Split s = { bars, 2, 0, 3 };
    CU_ASSERT_EQUAL(longest_bar(&s, 0, 2), 2);
    CU_ASSERT_EQUAL(longest_bar(&s, 0, 1), 1);
    CU_ASSERT_EQUAL(split_bar(&s, 2)->k, 2);
    Game_T hold[2];
    const Game_T *L, *R;
    size_t nl, nr;
    Parseeval_split_sides(&s, 0, 2, hold, &L, &nl, &R, &nr);
    CU_ASSERT_EQUAL_FATAL(nl, 1);
    CU_ASSERT_EQUAL_FATAL(nr, 1);
    CU_ASSERT(L == &hold[0] && L[0] == sw(I(1), I(2)));
    CU_ASSERT(R == &work.games[2] && R[0] == I(3));
    Parseeval_split_sides(&s, 0, 1, hold, &L, &nl, &R, &nr);
    CU_ASSERT(nl == 1 && L == &work.games[0] && nr == 1 && R == &work.games[1]);
    Parseeval_end();
}

#line 946 "noweb/games/parseeval.nw"
static const struct {
    const char *name;
    CU_TestFunc fn;
} parseeval_tests[] = {
    
#line 1081 "noweb/games/parseeval.nw"
{ "multiples, *(expr), quoted games", test_parse_multiples },
#line 1161 "noweb/games/parseeval.nw"
{ "CGSuite's operators: ordinal sums, methods, products", test_cgsuite_operators },
{ "values that are not games", test_values_not_games },
#line 1197 "noweb/games/parseeval.nw"
{ "errors that depend on values", test_value_errors },
#line 1305 "noweb/games/parseeval.nw"
{ "a program written by hand", test_program_by_hand },
{ "a split by hand", test_split_by_hand },
#line 951 "noweb/games/parseeval.nw"
};

static int parseeval_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_parseeval_suite(void)
{
    CU_pSuite s = CU_add_suite("parseeval", NULL, parseeval_cleanup);
    if (s == NULL)
        return CU_get_error();
    size_t n = sizeof parseeval_tests / sizeof parseeval_tests[0];
    for (size_t i = 0; i < n; i++)
        if (CU_add_test(s, parseeval_tests[i].name,
                        parseeval_tests[i].fn) == NULL)
            return CU_get_error();
    return 0;
}
