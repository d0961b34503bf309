/* Generated from noweb/games/notation.nw by notangle: edit the .nw, not this file. */
#line 2126 "noweb/games/notation.nw"
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation.h"
#include "mem.h"
#include "rng.h"

int test_notation_suite(void);

#line 2169 "noweb/games/notation.nw"
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

static void check_str(Game_T g, const char *want)
{
    char *s = Notation_str(g);
    CU_ASSERT_STRING_EQUAL(s, want);
    if (strcmp(s, want) != 0)
        fprintf(stderr, "\nnotation: printed \"%s\", expected \"%s\"\n", s, want);
    free(s);
}

static void check_latex(Game_T g, const char *want)
{
    char *s = Notation_latex(g);
    CU_ASSERT_STRING_EQUAL(s, want);
    if (strcmp(s, want) != 0)
        fprintf(stderr, "\nnotation: LaTeX \"%s\", expected \"%s\"\n", s, want);
    free(s);
}
#line 2546 "noweb/games/notation.nw"
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
#line 2785 "noweb/games/notation.nw"
static uint64_t rng;

static uint64_t splitmix64(void)
{
    return Rng_next(&rng);
}

static size_t rnd(size_t n)
{
    return (size_t)(splitmix64() % n);
}

static bool balanced_braces(const char *s)
{
    long depth = 0;
    for (; *s; s++) {
        if (s[0] == '\\' && (s[1] == '{' || s[1] == '}')) {
            s++;
            continue;
        }
        depth += *s == '{' ? 1 : *s == '}' ? -1 : 0;
        if (depth < 0)
            return false;
    }
    return depth == 0;
}
#line 2819 "noweb/games/notation.nw"
static Game_T random_game(Game_T *pool, size_t npool, uint64_t sum, uint64_t keep)
{
    Game_T g, a = pool[rnd(npool)], b = pool[rnd(npool)];
    size_t kind = rnd(10);
    if (kind == 0 && Game_birthday(a) + Game_birthday(b) <= sum)
        g = Game_add(a, b);
    else if (kind == 1)
        g = Game_neg(a);
    else {
        Game_T L[3], R[3];
        size_t nl = rnd(4), nr = rnd(4);
        for (size_t i = 0; i < nl; i++)
            L[i] = pool[rnd(npool)];
        for (size_t i = 0; i < nr; i++)
            R[i] = pool[rnd(npool)];
        g = Game_make(L, nl, R, nr);
    }
    if (Game_birthday(g) <= keep)
        pool[rnd(npool)] = g;
    return g;
}
#line 2843 "noweb/games/notation.nw"
/* Round trip of one game; returns true when all checks pass. */
static bool round_trip(Game_T g)
{
    bool good = true;
    char *s = Notation_str(g), *t = Notation_str(g), *x = Notation_latex(g);
    Game_T h = BAD;
    Perr_T e;
    if (!Notation_parse(s, &h, &e) || h != g || strcmp(s, t) != 0
        || !balanced_braces(x)) {
        fprintf(stderr, "\nnotation: round trip of \"%s\" failed\n", s);
        good = false;
    }
    if (good && s[0] == '{') {
        Game_T *L, *R;
        size_t nl, nr;
        if (!Notation_parse_options(s, &L, &nl, &R, &nr, &e)
            || Game_make(L, nl, R, nr) != g) {
            fprintf(stderr, "\nnotation: options of \"%s\" failed\n", s);
            good = false;
        }
        free(L);
        free(R);
    }
    free(s);
    free(t);
    free(x);
    return good;
}
#line 2229 "noweb/games/notation.nw"
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
#line 2258 "noweb/games/notation.nw"
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
#line 2291 "noweb/games/notation.nw"
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
#line 2322 "noweb/games/notation.nw"
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
#line 2347 "noweb/games/notation.nw"
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
#line 2380 "noweb/games/notation.nw"
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
#line 2400 "noweb/games/notation.nw"
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
#line 2434 "noweb/games/notation.nw"
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
#line 2484 "noweb/games/notation.nw"
static void test_multiples_random(void)
{
    Game_T pool[32];
    for (size_t i = 0; i < 32; i++)
        pool[i] = i % 4 == 0 ? Game_star() : i % 4 == 1 ? Game_up()
                : i % 4 == 2 ? Game_switch(I(1)) : I(1);
    rng = 4242;
    size_t failures = 0;
    for (size_t r = 0; r < 300; r++) {
        Game_T g = random_game(pool, 32, 8, 12);
        char *s = Notation_str(g), buf[4096];
        int n = (int)rnd(15) - 5;
        Game_T want = Game_zero(), unit = n < 0 ? Game_neg(g) : g;
        for (int k = 0; k < abs(n); k++)
            want = Game_add(want, unit);
        if (strlen(s) < 2000) {
            snprintf(buf, sizeof buf, "(%s) * (%d)", s, n);
            failures += parse(buf) != want;
            snprintf(buf, sizeof buf, "%d * (%s)", n, s);
            failures += parse(buf) != want;
        }
        free(s);
    }
    CU_ASSERT_EQUAL(failures, 0);
}
#line 2521 "noweb/games/notation.nw"
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
#line 2562 "noweb/games/notation.nw"
static void test_errors(void)
{
    check_error("{1|", 4, "a game, '|' or '}'");
    check_error("{1||2}", 3, "'|' (one bar more than the longest beside it)");
    check_error("{1|2|||3}", 5, "'||' (one bar more than the longest beside it)");
    check_error("{1|2|3}", 5,
                "a bar other than '|' (two '|' at one level are ambiguous)");
    check_error("*x", 2, "a number after '*'");
    check_error("1/3", 3, "a power of two as denominator");
    check_error("1/", 3, "a digit after '/'");
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
    check_error("Foo", 1, "a game (the only names are Tiny and Miny)");
    check_error("Tiny 2", 6, "'(' after Tiny");
    check_error("Miny(2", 7, "')'");
    check_error("^^3", 3, "'*' or an operator (write ^n or vn, not ^^n)");
    check_error("*4294967296", 2, "a nimber below 2^32");
    check_error("^2147483648", 2, "an up-multiple below 2^31");
    check_error("+-(1,2", 7, "',' or ')'");
    check_error("+-{}", 4, "a game or '|'");
    check_error("\xc2\xb1" "1", 1, "a game");
    check_error("{1|\xc2\xb1}", 4, "a game, '|' or '}'");
    check_error("*(1/2)", 3, "a nonnegative integer below 2^32 (the heap of *( ))");
    check_error("*( -1)", 4, "a nonnegative integer below 2^32 (the heap of *( ))");
    check_error("'{", 3, "a game, '|' or '}'");
    check_error("'{1|2}", 7, "a closing quote");
    check_error("'1", 2, "'{' after a quote");
    check_error("1/2 * ^", 5, "an integer on one side of '*' (a multiple n * G)");
    check_error("*3*", 4, "a game after '*' (a multiple n * G)");
    check_error("3*x", 3, "a game (the only names are Tiny and Miny)");
}
#line 2614 "noweb/games/notation.nw"
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
#line 2648 "noweb/games/notation.nw"
static void test_print_known(void)
{
    Dyadic_T half = Dyadic_make(1, 1), m1 = Dyadic_int(-1), z = Dyadic_int(0);
    Dyadic_T three = Dyadic_int(3);
    Game_T star = Game_star(), onestar = sw(I(1), I(1));
    check_str(Game_zero(), "0");
    check_str(I(-12), "-12");
    check_str(Q(-7, 3), "-7/8");
    check_str(Q(25, 4), "25/16");
    check_str(star, "*");
    check_str(Game_nimber(2), "*2");
    check_str(sw(I(0), star), "^");
    check_str(sw(star, I(0)), "v");
    check_str(Game_make(OPTS(I(0), star), OPTS(I(0))), "^*");
    check_str(Game_nus(z, 2, 0), "^^");
    check_str(Game_nus(z, 3, 0), "^3");
    check_str(Game_nus(z, -2, 0), "vv");
    check_str(Game_nus(z, -3, 0), "v3");
    check_str(Game_nus(z, 2, 1), "^^*");
    check_str(Game_nus(z, -2, 1), "vv*");
    check_str(Game_nus(half, 1, 1), "1/2^*");
    check_str(Game_nus(three, 0, 2), "3*2");
    check_str(Game_nus(m1, -1, 0), "-1v");
    check_str(Game_nus(m1, -1, 2), "-1v*2");
    check_str(sw(I(1), I(-1)), "+-1");
    check_str(sw(onestar, Game_neg(onestar)), "+-(1*)");
    check_str(Game_make(OPTS(I(2), sw(I(4), I(0))), OPTS(I(-2), sw(I(0), I(-4)))),
              "+-{2,{4|0}}");
    check_str(sw(I(3), I(1)), "{3|1}");
    check_str(sw(sw(I(2), I(1)), I(0)), "{2|1||0}");
    check_str(sw(sw(sw(I(3), I(2)), I(1)), I(0)), "{3|2||1|||0}");
    check_str(Game_tiny(I(2)), "Tiny(2)");
    check_str(Game_miny(I(2)), "Miny(2)");
    check_str(sw(I(3), sw(I(3), I(1))), "3Tiny(2)");
    check_str(Game_add(Q(-1, 1), Game_miny(I(2))), "-1/2Miny(2)");
    check_str(parse("Tiny({2|0})"), "{0|Tiny(2)}");      /* CGSuite: Tiny({2|0}) */
    Dyadic_clear(&half);
    Dyadic_clear(&m1);
    Dyadic_clear(&three);
}
#line 2715 "noweb/games/notation.nw"
static void test_print_cgsuite(void)
{
    static const char *pairs[][2] = {
        { "-1823437481924", "-1823437481924" }, { "25/16", "25/16" },
        { "*8", "*8" }, { "v*", "v*" }, { "^*6", "^*6" },
        { "6+^*", "6^*" }, { "9/8+*", "9/8*" }, { "73/16+v9*8", "73/16v9*8" },
        { "{0||0|vvv}", "{0||0|v3}" }, { "{^^^|vv}", "{^3|vv}" },
        { "{0||0|v*}", "{0||0|v*}" }, { "{0|*||*|||*||||*}", "{^|*||*|||*}" },
        { "{0||0|-3/2}", "Tiny(3/2)" }, { "{0|||0||-1|-3}", "Tiny({3|1})" },
        { "{5||3|1|||0||||0}", "Miny({5||3|1})" },
        { "{1|^^||^}", "{1|^^||^}" }, { "{1|^^^||^}", "{1|^3||^}" },
        { "{3||2+*|1+*}", "{3||2*|1*}" },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
          "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}" },
        { "{0,*|||*||-1|-3}", "{0,*|||*||-1|-3}" },
        { "{5||3|1|||*||||0,*}", "{5||3|1|||*||||0,*}" },
        { "{0,*||*|v3*}", "{0,*||*|v3*}" }, { "{^3*|vv*}", "{^3*|vv*}" },
        { "{{^3|0}|0}", "{^3|0||0}" }, { "{^3,{^3|0}|0}", "{^3,{^3|0}|0}" },
        { "{1|^3*||^*}", "{1|^3*||^*}" },
        { "{3*||2|1}", "{3*||2|1}" },
        { "{7/2|||5/2|3/2||+-1/2}", "{7/2|||5/2|3/2||+-1/2}" },
        { "{4|||3|1||0|-2}", "{4|||3|1||0|-2}" }, { "{11/4||2|3/2}", "{11/4||2|3/2}" },
        { "{5/2|2*}", "{5/2|2*}" }, { "{19/8|17/8}", "{19/8|17/8}" },
        { "{3/8|1/8}", "{3/8|1/8}" }, { "{^6|^^}", "{^6|^^}" },
        { "{1||+-(1*)|-1,{-1|-3}}", "{1||+-(1*)|-1,{-1|-3}}" },
        { "{1,{1,+-1|-1}|-1}", "{1,{1,+-1|-1}|-1}" },
        { "{^^*|v*}", "{^^*|v*}" }, { "{^^*||0|v4}", "{^^*||0|v4}" },
        { "{0||0,*|0,{0,*|0,*2}}", "{0||0,*|0,{0,*|0,*2}}" },
        { "{0||0|-2,{0|-2,{0|-2}}}", "{0||0|-2,{0|-2,{0|-2}}}" },
        { "{Tiny(2)||0|-2|||0|-2}", "{Tiny(2)||0|-2|||0|-2}" },
        { "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}",
          "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}" },
        { "{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}",
          "{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}" },
        { "{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}",
          "{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}" },
        { "{1v|^||0}", "{1v|^||0}" }, { "{2*|1*||0}", "{2*|1*||0}" },
        { "{5||||4|||3|1||0|-2}", "{5||||4|||3|1||0|-2}" },
        { "{{5||||4|||3|1||0|-2}|-10}", "{{5||||4|||3|1||0|-2}|-10}" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        Game_T g = parse(pairs[i][0]);
        if (g != BAD)
            check_str(g, pairs[i][1]);
    }
}
#line 2874 "noweb/games/notation.nw"
static void test_round_trip_random(void)
{
    enum { POOL = 64, ROUNDS = 10000 };
    Dyadic_T z = Dyadic_int(0);
    Game_T pool[POOL];
    Game_T seed[] = { Game_zero(), I(1), I(-1), Q(1, 1), Q(-3, 2), I(2), Game_star(),
                      Game_nimber(2), Game_up(), Game_down(), Game_nus(z, 1, 1),
                      Game_switch(I(1)), Game_tiny(I(1)) };
    size_t nseed = sizeof seed / sizeof seed[0];
    for (size_t i = 0; i < POOL; i++)
        pool[i] = seed[i % nseed];
    rng = 20260101;
    size_t failures = 0;
    for (size_t r = 0; r < ROUNDS; r++) {
        Game_T g = random_game(pool, POOL, 10, 16);
        if (!round_trip(g))
            failures++;
    }
    CU_ASSERT_EQUAL(failures, 0);
}
#line 2912 "noweb/games/notation.nw"
/* Run Notation_parse (or Notation_str when s is NULL) with the store limited
   to [[extra]] more games; return whether the limit was reached. */
typedef struct Abandon { const char *s; Game_T g; } Abandon;

static void abandon_body(void *c)
{
    Abandon *a = c;
    if (a->s) {
        Perr_T e;
        Notation_parse(a->s, &a->g, &e);
    } else
        free(Notation_str(a->g));
}

static int abandoned(const char *s, Game_T g, size_t extra)
{
    Abandon a = { s, g };
    return Game_protect((Game_Limits){ Game_store_count() + extra, 0 }, abandon_body, &a)
           != GAME_DONE;
}

static void test_abandoned_calls(void)
{
    size_t n = 4000, len = 0;
    char *s = ALLOC(n * 40);
    len += (size_t)sprintf(s, "1");
    for (size_t k = 0; k < n; k++)
        len += (size_t)sprintf(s + len, " + {%zu|{%zu|%zu}}", k + 3, k + 2, k);
    CU_ASSERT_EQUAL(abandoned("123456789012345678901234567890123/4", 0, 0), 1);
    CU_ASSERT_EQUAL(abandoned(s, 0, 200), 1);
    CU_ASSERT_EQUAL(parse("{2|1||0}"), sw(sw(I(2), I(1)), I(0)));
    Game_T big = parse("{5||||4|||3|1||0|-2} + {7|{6|{5|2}}} + ^*");
    CU_ASSERT_EQUAL(abandoned(NULL, big, 0), 1);
    check_str(Game_switch(I(1)), "+-1");
    free(s);
    Dyadic_T one = Dyadic_int(1), tiny = Dyadic_shift(one, -60000);
    Dyadic_T x = Dyadic_add(one, tiny);         /* (2^60000 + 1) / 2^60000 */
    Abandon a = { NULL, Game_nus(x, 1, 1) };
    Game_Limits lim = { 0, Game_store_bytes() + 8 };
    CU_ASSERT_EQUAL(Game_protect(lim, abandon_body, &a), GAME_LIMIT_BYTES);
    char *t = Notation_str(a.g), *d = Dyadic_str(x);
    CU_ASSERT(strlen(t) == strlen(d) + 2 && strncmp(t, d, strlen(d)) == 0
              && strcmp(t + strlen(d), "^*") == 0);
    free(t); free(d);
    Dyadic_clear(&one); Dyadic_clear(&tiny); Dyadic_clear(&x);
}
#line 2967 "noweb/games/notation.nw"
static void test_latex(void)
{
    Dyadic_T z = Dyadic_int(0);
    Game_T onestar = sw(I(1), I(1));
    check_latex(Game_nus(z, 1, 1), "\\cgtup\\cgtstar");
    check_latex(Game_down(), "\\cgtdown");
    check_latex(Game_nus(z, 2, 0), "\\cgtups{2}");
    check_latex(Game_nus(z, -3, 0), "\\cgtdowns{3}");
    check_latex(Game_nimber(2), "\\cgtnim{2}");
    check_latex(Q(-7, 3), "-\\frac{7}{8}");
    check_latex(Q(11, 2), "2\\frac{3}{4}");
    check_latex(sw(I(1), I(-1)), "\\cgtpm{1}");
    check_latex(sw(onestar, Game_neg(onestar)), "\\cgtpm{(1\\cgtstar)}");
    check_latex(sw(I(3), I(1)), "\\cgtgame{3}{1}");
    check_latex(sw(sw(I(2), I(1)), I(0)), "\\{2 \\cgtbar{1} 1 \\cgtbar{2} 0\\}");
    check_latex(Game_tiny(I(2)), "\\cgttiny{2}");
    check_latex(Game_miny(Q(1, 1)), "\\cgtminy{\\frac{1}{2}}");
    check_latex(sw(I(3), sw(I(3), I(1))), "3\\cgttiny{2}");
    check_latex(Game_make(OPTS(I(2), sw(I(4), I(0))), OPTS(I(-2), sw(I(0), I(-4)))),
                "\\cgtpm{\\{2,\\cgtgame{4}{0}\\}}");
}
#line 3000 "noweb/games/notation.nw"
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

#line 2140 "noweb/games/notation.nw"
static const struct { const char *name; CU_TestFunc fn; } notation_tests[] = {
    
#line 2247 "noweb/games/notation.nw"
{ "parse numbers and nimbers", test_parse_numbers_nimbers },
#line 2283 "noweb/games/notation.nw"
{ "parse ups", test_parse_ups },
#line 2314 "noweb/games/notation.nw"
{ "parse number-prefixed forms", test_parse_number_prefixed },
#line 2338 "noweb/games/notation.nw"
{ "parse switches", test_parse_switches },
#line 2372 "noweb/games/notation.nw"
{ "parse slash forms", test_parse_slashes },
#line 2394 "noweb/games/notation.nw"
{ "parse Tiny and Miny", test_parse_tiny },
#line 2421 "noweb/games/notation.nw"
{ "parse sums and signs", test_parse_sums },
#line 2473 "noweb/games/notation.nw"
{ "multiples, *(expr), quoted games", test_parse_multiples },
#line 2512 "noweb/games/notation.nw"
{ "multiples agree with repeated sums", test_multiples_random },
#line 2535 "noweb/games/notation.nw"
{ "syntax errors come before any game is made", test_syntax_before_work },
#line 2607 "noweb/games/notation.nw"
{ "parse errors: column and phrase", test_errors },
#line 2632 "noweb/games/notation.nw"
{ "deep input is refused", test_deep_input },
#line 2691 "noweb/games/notation.nw"
{ "print known games", test_print_known },
#line 2764 "noweb/games/notation.nw"
{ "print as CGSuite does", test_print_cgsuite },
#line 2897 "noweb/games/notation.nw"
{ "round trip on random games", test_round_trip_random },
#line 2961 "noweb/games/notation.nw"
{ "a store limit abandons calls cleanly", test_abandoned_calls },
#line 2991 "noweb/games/notation.nw"
{ "LaTeX spelling", test_latex },
#line 3047 "noweb/games/notation.nw"
{ "option lists as written", test_parse_options },
#line 2142 "noweb/games/notation.nw"
};

static int notation_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_notation_suite(void)
{
    CU_pSuite s = CU_add_suite("notation", NULL, notation_cleanup);
    if (s == NULL)
        return CU_get_error();
    for (size_t i = 0; i < sizeof notation_tests / sizeof notation_tests[0]; i++)
        if (CU_add_test(s, notation_tests[i].name, notation_tests[i].fn) == NULL)
            return CU_get_error();
    return 0;
}
