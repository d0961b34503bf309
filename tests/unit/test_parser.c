/* Generated from noweb/games/parser.nw by notangle: edit the .nw, not this file. */
#line 1749 "noweb/games/parser.nw"
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "parser.h"
#include "mem.h"

int test_parser_suite(void);

#line 1797 "noweb/games/parser.nw"
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
        fprintf(stderr, "\nnotation: parse of \"%s\" failed at column %zu, "
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

#line 2066 "noweb/games/parser.nw"
static void check_error(const char *in, size_t column, const char *want)
{
    Game_T g = BAD;
    Perr_T e = { .column = 0 };
    bool ok = Notation_parse(in, &g, &e);
    CU_ASSERT_FALSE(ok);
    CU_ASSERT_EQUAL(g, BAD);
    CU_ASSERT_EQUAL(e.column, column);
    CU_ASSERT_STRING_EQUAL(e.expected, want);
    if (ok || e.column != column || strcmp(e.expected, want) != 0)
        fprintf(stderr, "\nnotation: \"%s\" gave %s, column %zu, \"%s\"\n",
                in, ok ? "success" : "error", e.column, e.expected);
}
#line 2269 "noweb/games/parser.nw"
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
#line 1840 "noweb/games/parser.nw"
static void test_parse_numbers_nimbers(void)
{
    Game_T star = sw(I(0), I(0));
    CU_ASSERT_EQUAL(parse("0"), Game_zero());
    CU_ASSERT_EQUAL(parse("3"), I(3));
    CU_ASSERT_EQUAL(parse("  12  "), I(12));
    CU_ASSERT_EQUAL(parse("-1"), Game_make(NO, OPTS(I(0))));
    CU_ASSERT_EQUAL(parse("2/4"), sw(I(0), I(1)));
    CU_ASSERT_EQUAL(parse("-7/8"), Q(-7, 3));
    CU_ASSERT_EQUAL(parse("*"), star);
    CU_ASSERT_EQUAL(parse("*2"), Game_make(OPTS(I(0), star), OPTS(I(0), star)));
    CU_ASSERT_EQUAL(parse("*3"), Game_nimber(3));
    CU_ASSERT_EQUAL(parse("*1"), star);
    CU_ASSERT_EQUAL(parse("*0"), Game_zero());
}
#line 1869 "noweb/games/parser.nw"
static void test_parse_ups(void)
{
    Game_T star = sw(I(0), I(0));
    Game_T up = sw(I(0), star), down = sw(star, I(0));
    Game_T upstar = Game_make(OPTS(I(0), star), OPTS(I(0)));
    Game_T dup = sw(I(0), upstar), dupstar = sw(I(0), up);
    Game_T tup = sw(I(0), Game_add(dup, star));
    CU_ASSERT_EQUAL(parse("^"), up);
    CU_ASSERT_EQUAL(parse("v"), down);
    CU_ASSERT_EQUAL(parse("^*"), upstar);
    CU_ASSERT_EQUAL(parse("^^"), dup);
    CU_ASSERT_EQUAL(parse("^^*"), dupstar);
    CU_ASSERT_EQUAL(parse("^^*"), Game_nus(Dyadic_int(0), 2, 1));
    CU_ASSERT_EQUAL(parse("^3"), tup);
    CU_ASSERT_EQUAL(parse("^^^"), tup);
    CU_ASSERT_EQUAL(parse("vv"), Game_neg(dup));
    CU_ASSERT_EQUAL(parse("v3"), Game_neg(tup));
    CU_ASSERT_EQUAL(parse("vvv*"), Game_add(Game_neg(tup), star));
    CU_ASSERT_EQUAL(parse("v*"), Game_neg(upstar));
    CU_ASSERT_EQUAL(parse("^3*2"), Game_nus(Dyadic_int(0), 3, 2));
    CU_ASSERT_EQUAL(parse("^ 3 * 2"), Game_nus(Dyadic_int(0), 6, 0));
}
#line 1902 "noweb/games/parser.nw"
static void test_parse_number_prefixed(void)
{
    Dyadic_T half = Dyadic_make(1, 1), m1 = Dyadic_int(-1), three = Dyadic_int(3);
    Game_T upstar = Game_nus(Dyadic_int(0), 1, 1);
    CU_ASSERT_EQUAL(parse("1/2^*"), Game_add(Q(1, 1), upstar));
    CU_ASSERT_EQUAL(parse("1/2^*"), Game_nus(half, 1, 1));
    CU_ASSERT_EQUAL(parse("3*"), sw(I(3), I(3)));
    CU_ASSERT_EQUAL(parse("3*2"), Game_nus(three, 0, 2));
    CU_ASSERT_EQUAL(parse("2+-1"), sw(I(3), I(1)));
    CU_ASSERT_EQUAL(parse("2 +- 1"), sw(I(3), I(1)));
    CU_ASSERT_EQUAL(parse("2+ -1"), I(1));
    CU_ASSERT_EQUAL(parse("-1v*2"), Game_nus(m1, -1, 2));
    CU_ASSERT_EQUAL(parse("- 1v*2"), Game_nus(m1, -1, 2));
    CU_ASSERT_EQUAL(parse("-(1v*2)"), Game_neg(Game_nus(Dyadic_int(1), -1, 2)));
    CU_ASSERT_EQUAL(parse("73/16+v9*8"), parse("73/16v9*8"));
    CU_ASSERT_EQUAL(parse("6+^*"), parse("6^*"));
    Dyadic_clear(&half);
    Dyadic_clear(&m1);
    Dyadic_clear(&three);
}
#line 1933 "noweb/games/parser.nw"
static void test_parse_switches(void)
{
    Game_T onestar = sw(I(1), I(1)), up = Game_up();
    CU_ASSERT_EQUAL(parse("+-1"), sw(I(1), I(-1)));
    CU_ASSERT_EQUAL(parse("+-(1*)"), sw(onestar, Game_neg(onestar)));
    CU_ASSERT_EQUAL(parse("+-1*"), sw(onestar, Game_neg(onestar)));
    CU_ASSERT_EQUAL(parse("+-{1,2}"), sw(I(2), I(-2)));
    CU_ASSERT_EQUAL(parse("+-(1, 2)"), sw(I(2), I(-2)));
    CU_ASSERT_EQUAL(parse("+-{2|1}"), sw(sw(I(2), I(1)), sw(I(-1), I(-2))));
    CU_ASSERT_EQUAL(parse("+-^"), sw(up, Game_neg(up)));
    CU_ASSERT_EQUAL(parse("+-1+1"), sw(I(2), I(0)));
    CU_ASSERT_EQUAL(parse("+-+-1"), Game_switch(Game_switch(I(1))));
}
#line 1958 "noweb/games/parser.nw"
static void test_parse_slashes(void)
{
    Game_T a = sw(sw(I(2), I(1)), I(0));
    Game_T b = sw(sw(sw(I(3), I(2)), I(1)), I(0));
    Game_T downstar = Game_neg(Game_make(OPTS(I(0), Game_star()), OPTS(I(0))));
    CU_ASSERT_EQUAL(parse("2|1||0"), a);
    CU_ASSERT_EQUAL(parse("{2|1||0}"), a);
    CU_ASSERT_EQUAL(parse(" { 2 | 1 || 0 } "), a);
    CU_ASSERT_EQUAL(parse("3|2||1|||0"), b);
    CU_ASSERT_EQUAL(parse("{3|2||1|||0}"), b);
    CU_ASSERT_EQUAL(parse("{0||0|v*}"), sw(I(0), sw(I(0), downstar)));
    CU_ASSERT_EQUAL(parse("{2||1|0}"), sw(I(2), sw(I(1), I(0))));
    CU_ASSERT_EQUAL(parse("{|}"), Game_zero());
    CU_ASSERT_EQUAL(parse("|"), Game_zero());
    CU_ASSERT_EQUAL(parse("{1|}"), I(2));
    CU_ASSERT_EQUAL(parse("1|"), I(2));
    CU_ASSERT_EQUAL(parse("{1|| |2}"), sw(I(1), Game_make(NO, OPTS(I(2)))));
    CU_ASSERT_EQUAL(parse("{ 1 , 2 |  - 1 }"),
                    Game_make(OPTS(I(1), I(2)), OPTS(I(-1))));
    CU_ASSERT_EQUAL(parse("{1+1|0}"), sw(I(2), I(0)));
    CU_ASSERT_EQUAL(parse("{{2|1}|0}"), a);
}
#line 1991 "noweb/games/parser.nw"
static void test_parse_tiny(void)
{
    Game_T tiny2 = sw(I(0), sw(I(0), I(-2))), miny2 = sw(sw(I(2), I(0)), I(0));
    CU_ASSERT_EQUAL(parse("Tiny(2)"), tiny2);
    CU_ASSERT_EQUAL(parse("Miny(2)"), miny2);
    CU_ASSERT_EQUAL(parse("Tiny ( 2 )"), tiny2);
    CU_ASSERT_EQUAL(parse("Tiny(2) + Miny(2)"), Game_zero());
    CU_ASSERT_EQUAL(parse("-Tiny(2)"), miny2);
    CU_ASSERT_EQUAL(parse("3Tiny(2)"), sw(I(3), sw(I(3), I(1))));
    CU_ASSERT_EQUAL(parse("Tiny({3|1})"), sw(I(0), sw(I(0), sw(I(-1), I(-3)))));
}
#line 2011 "noweb/games/parser.nw"
static void test_parse_sums(void)
{
    Dyadic_T half = Dyadic_make(1, 1);
    CU_ASSERT_EQUAL(parse("^ + ^"), Game_nus(Dyadic_int(0), 2, 0));
    CU_ASSERT_EQUAL(parse("1 + * - 1/2"), Game_nus(half, 0, 1));
    CU_ASSERT_EQUAL(parse("+-1 - +-1"), Game_zero());
    CU_ASSERT_EQUAL(parse("{1|-1} - {1|-1}"), Game_zero());
    CU_ASSERT_EQUAL(parse("-^"), Game_down());
    CU_ASSERT_EQUAL(parse("-{1|0}"), sw(I(0), I(-1)));
    CU_ASSERT_EQUAL(parse("(^ + *)"), Game_nus(Dyadic_int(0), 1, 1));
    CU_ASSERT_EQUAL(parse("--1"), I(1));
    CU_ASSERT_EQUAL(parse("2 - -1"), I(3));
    CU_ASSERT_EQUAL(parse("2 - 1v"), Game_nus(Dyadic_int(1), 1, 0));
    CU_ASSERT_EQUAL(parse("+1"), I(1));
    CU_ASSERT_EQUAL(parse("\t{2|1||0}\n+\n^"),
                    Game_add(sw(sw(I(2), I(1)), I(0)), Game_up()));
    Dyadic_clear(&half);
}
#line 2041 "noweb/games/parser.nw"
static void test_syntax_before_work(void)
{
    size_t before = Game_store_count();
    Game_T g = BAD;
    Perr_T e;
    CU_ASSERT_FALSE(Notation_parse("{987654|{98765|9876}} + *4321 + 5 * ^ )", &g, &e));
    CU_ASSERT_EQUAL(e.column, 39);
    CU_ASSERT_EQUAL(Game_store_count(), before);
    CU_ASSERT_FALSE(Notation_parse("{987654|{98765|9876}||1|2|3}", &g, &e));
    CU_ASSERT_EQUAL(Game_store_count(), before);
}
#line 2082 "noweb/games/parser.nw"
static void test_errors(void)
{
    check_error("{1|", 4, "a game, '|' or '}'");
    check_error("{1||2}", 3, "'|' (one bar more than the longest beside it)");
    check_error("{1|2|||3}", 5, "'||' (one bar more than the longest beside it)");
    check_error("{1|2|3}", 5,
                "a bar other than '|' (two '|' at one level are ambiguous)");
    check_error("*x", 2, "a number after '*'");
    check_error("1/3", 1, "a game (1/3 is not a game)");
    check_error("1/", 3, "a number after '/'");
    check_error("{1|2", 5, "',', '|' or '}'");
    check_error(")", 1, "a game");
    check_error("", 1, "a game");
    check_error("   ", 4, "a game");
    check_error("(1", 3, "')'");
    check_error("1 2", 3, "end of input");
    check_error("{1|2}x", 6, "end of input");
    check_error("1,2", 2, "'|' or end of input");
    check_error("{1}", 3, "',' or '|'");
    check_error("{}", 2, "a game or '|'");
    check_error("{1,}", 4, "a game");
    check_error("{1|)}", 4, "a game, '|' or '}'");
    check_error("1+", 3, "a game");
    check_error("Foo", 1, "a game (no function or ruleset is named Foo)");
    check_error("Temprature", 1, "a game (no function or ruleset is named "
                "Temprature; Temperature is a method: G.Temperature)");
    check_error("foo(2)", 1, "a game (no function or ruleset is named foo)");
    check_error("Tiny 2", 6, "'(' after Tiny");
    check_error("Miny(2", 7, "')'");
    check_error("^^3", 3, "'*' or an operator (write ^n or vn, not ^^n)");
    check_error("*4294967296", 2, "a nimber below 2^32");
    check_error("^2147483648", 2, "an up-multiple below 2^31");
    check_error("+-(1,2", 7, "',' or ')'");
    check_error("+-{}", 4, "a game or '|'");
    check_error("\xc2\xb1" "1", 1, "a game");
    check_error("{1|\xc2\xb1}", 4, "a game, '|' or '}'");
    check_error("'{", 3, "a game, '|' or '}'");
    check_error("'{1|2}", 7, "a closing quote");
    check_error("'1", 2, "'{' after a quote");
    check_error("*3*", 4, "a game after '*' (a multiple n * G)");
    check_error("3*x", 3, "a game (no function or ruleset is named x)");
}
#line 2134 "noweb/games/parser.nw"
static void test_deep_input(void)
{
    size_t n = 100000;
    char *s = ALLOC(n + 1);
    memset(s, '{', n);
    s[n] = '\0';
    Game_T g = BAD;
    Perr_T e;
    CU_ASSERT_FALSE(Notation_parse(s, &g, &e));
    CU_ASSERT_STRING_EQUAL(e.expected,
                           "less deeply nested input (at most 2000 levels)");
    memset(s, '-', n);
    CU_ASSERT_FALSE(Notation_parse(s, &g, &e));
    free(s);
}
#line 2161 "noweb/games/parser.nw"
static void test_parse_options(void)
{
    Game_T *L = NULL, *R = NULL;
    size_t nl = 9, nr = 9;
    Perr_T e;
    CU_ASSERT_TRUE(Notation_parse_options("{0,1|*}", &L, &nl, &R, &nr, &e));
    CU_ASSERT(nl == 2 && nr == 1);
    if (nl == 2 && nr == 1)
        CU_ASSERT(L[0] == I(0) && L[1] == I(1) && R[0] == Game_star());
    free(L);
    free(R);
    const char *forms[] = { "{2|1||0}", "2|1||0", "  {2|1||0}  " };
    for (size_t i = 0; i < 3; i++) {
        CU_ASSERT_TRUE(Notation_parse_options(forms[i], &L, &nl, &R, &nr, &e));
        CU_ASSERT(nl == 1 && nr == 1);
        if (nl == 1 && nr == 1)
            CU_ASSERT(L[0] == sw(I(2), I(1)) && R[0] == I(0));
        free(L);
        free(R);
    }
    CU_ASSERT_TRUE(Notation_parse_options(" '{0,1|*}' ", &L, &nl, &R, &nr, &e));
    CU_ASSERT(nl == 2 && nr == 1);
    free(L);
    free(R);
    CU_ASSERT_FALSE(Notation_parse_options("'{0,1|*}", &L, &nl, &R, &nr, &e));
    CU_ASSERT(e.column == 9 && strcmp(e.expected, "a closing quote") == 0);
    CU_ASSERT_TRUE(Notation_parse_options("{1,1|}", &L, &nl, &R, &nr, &e));
    CU_ASSERT(nl == 2 && nr == 0 && L[0] == I(1) && L[1] == I(1));
    free(L);
    free(R);
    CU_ASSERT_TRUE(Notation_parse_options("{ | }", &L, &nl, &R, &nr, &e));
    CU_ASSERT(nl == 0 && nr == 0);
    free(L);
    free(R);
    CU_ASSERT_FALSE(Notation_parse_options("3", &L, &nl, &R, &nr, &e));
    CU_ASSERT(e.column == 1 && strcmp(e.expected, "'{'") == 0);
    CU_ASSERT(L == NULL && R == NULL && nl == 0 && nr == 0);
    CU_ASSERT_FALSE(Notation_parse_options("{1|2}+1", &L, &nl, &R, &nr, &e));
    CU_ASSERT(e.column == 6 && strcmp(e.expected, "end of input") == 0);
    CU_ASSERT_FALSE(Notation_parse_options("{1}", &L, &nl, &R, &nr, &e));
    CU_ASSERT(e.column == 3 && strcmp(e.expected, "',' or '|'") == 0);
    CU_ASSERT_FALSE(Notation_parse_options("{1||2}", &L, &nl, &R, &nr, &e));
    CU_ASSERT(e.column == 3);
}
#line 2214 "noweb/games/parser.nw"
static void test_example_left_options(void)
{
    capture(1);
    
#line 43 "noweb/games/parser.nw"
Game_T g;  Perr_T e;
if (Notation_parse("{2|1||0} + ^", &g, &e))       /* g = {2|1||0} + up */
    printf("%zu\n", Game_num_left(g));            /* 1: {2^|1^||^} */
#line 2218 "noweb/games/parser.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "1\n");
    free(out);
}
#line 2232 "noweb/games/parser.nw"
static void check_sum(const char *s, size_t n, const Game_T *want)
{
    Game_T *g;
    size_t k;
    Perr_T e;
    CU_ASSERT_TRUE_FATAL(Notation_parse_sum(s, &g, &k, &e));
    CU_ASSERT_EQUAL(k, n);
    for (size_t i = 0; i < k && i < n; i++)
        CU_ASSERT_EQUAL(g[i], want[i]);
    free(g);
}

static void test_summands(void)
{
    Game_T a[] = { sw(I(2), I(-1)), Game_up(), Game_star() };
    check_sum("{2|-1} + ^ - *", 3, a);
    Game_T b[] = { sw(I(2), I(-1)), Game_down() };
    check_sum("{2|-1} - ^", 2, b);
    Game_T c[] = { I(2) };
    check_sum("(1 + 1)", 1, c);
    Game_T d[] = { sw(sw(I(2), I(1)), I(0)) };
    check_sum("2|1||0", 1, d);
    Game_T f[] = { Game_up(), Game_switch(I(1)), Game_up() };
    check_sum("^ +-1 + ^", 3, f);
    Game_T h[] = { I(2) };                      /* (1 + 1) heated: a number */
    check_sum("1 + 1 Heat 1", 1, h);
    Game_T *g;
    size_t k;
    Perr_T e;
    CU_ASSERT_FALSE(Notation_parse_sum("1 + {", &g, &k, &e));
}


#line 1763 "noweb/games/parser.nw"
static const struct {
    const char *name;
    CU_TestFunc fn;
} parser_tests[] = {
    
#line 1858 "noweb/games/parser.nw"
{ "parse numbers and nimbers", test_parse_numbers_nimbers },
#line 1894 "noweb/games/parser.nw"
{ "parse ups", test_parse_ups },
#line 1925 "noweb/games/parser.nw"
{ "parse number-prefixed forms", test_parse_number_prefixed },
#line 1949 "noweb/games/parser.nw"
{ "parse switches", test_parse_switches },
#line 1983 "noweb/games/parser.nw"
{ "parse slash forms", test_parse_slashes },
#line 2005 "noweb/games/parser.nw"
{ "parse Tiny and Miny", test_parse_tiny },
#line 2032 "noweb/games/parser.nw"
{ "parse sums and signs", test_parse_sums },
#line 2055 "noweb/games/parser.nw"
{ "syntax errors come before any game is made", test_syntax_before_work },
#line 2127 "noweb/games/parser.nw"
{ "parse errors: column and phrase", test_errors },
#line 2152 "noweb/games/parser.nw"
{ "deep input is refused", test_deep_input },
#line 2208 "noweb/games/parser.nw"
{ "option lists as written", test_parse_options },
#line 2224 "noweb/games/parser.nw"
{ "example: the Left options of a parsed game", test_example_left_options },
#line 2265 "noweb/games/parser.nw"
{ "the summands of a sum", test_summands },
#line 1768 "noweb/games/parser.nw"
};

static int parser_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_parser_suite(void)
{
    CU_pSuite s = CU_add_suite("parser", NULL, parser_cleanup);
    if (s == NULL)
        return CU_get_error();
    size_t n = sizeof parser_tests / sizeof parser_tests[0];
    for (size_t i = 0; i < n; i++)
        if (CU_add_test(s, parser_tests[i].name,
                        parser_tests[i].fn) == NULL)
            return CU_get_error();
    return 0;
}
