/* Generated from noweb/games/notation.nw by notangle: edit the .nw, not this file. */
#line 876 "noweb/games/notation.nw"
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "notation.h"
#include "mem.h"
#include "rng.h"

int test_notation_suite(void);

#line 921 "noweb/games/notation.nw"
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
#line 1127 "noweb/games/notation.nw"
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
#line 1161 "noweb/games/notation.nw"
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
#line 1185 "noweb/games/notation.nw"
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
#line 1397 "noweb/games/notation.nw"
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
#line 988 "noweb/games/notation.nw"
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
#line 1057 "noweb/games/notation.nw"
static void test_print_cgsuite(void)
{
    static const char *pairs[][2] = {
        { "-1823437481924", "-1823437481924" }, { "25/16", "25/16" },
        { "*8", "*8" }, { "v*", "v*" }, { "^*6", "^*6" },
        { "6+^*", "6^*" }, { "9/8+*", "9/8*" }, { "73/16+v9*8", "73/16v9*8" },
        { "{0||0|vvv}", "{0||0|v3}" }, { "{^^^|vv}", "{^3|vv}" },
        { "{0||0|v*}", "{0|^<2>}" }, { "{0|*||*|||*||||*}", "^[4]" },
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
#line 1216 "noweb/games/notation.nw"
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
#line 1250 "noweb/games/notation.nw"
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
#line 1292 "noweb/games/notation.nw"
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
#line 1347 "noweb/games/notation.nw"
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
#line 1377 "noweb/games/notation.nw"
static void test_example_read_write(void)
{
    capture(1);
    
#line 24 "noweb/games/notation.nw"
Game_T g;  Perr_T e;
if (Notation_parse("{2|1||0} + ^", &g, &e))       /* g = {2|1||0} + up */
    { char *s = Notation_str(g); puts(s); free(s); }
#line 1381 "noweb/games/notation.nw"
    char *out = captured();
    Perr_T e2;
    Game_T sum = parse("{2|1||0}"), back;
    CU_ASSERT(g == Game_add(sum, Game_up()));
    size_t n = strlen(out);
    CU_ASSERT_FATAL(n > 0 && out[n - 1] == '\n');
    out[n - 1] = '\0';                          /* what puts wrote reads back as g */
    CU_ASSERT(Notation_parse(out, &back, &e2) && back == g);
    free(out);
}

#line 892 "noweb/games/notation.nw"
static const struct { const char *name; CU_TestFunc fn; } notation_tests[] = {
    
#line 1031 "noweb/games/notation.nw"
{ "print known games", test_print_known },
#line 1106 "noweb/games/notation.nw"
{ "print as CGSuite does", test_print_cgsuite },
#line 1239 "noweb/games/notation.nw"
{ "round trip on random games", test_round_trip_random },
#line 1278 "noweb/games/notation.nw"
{ "multiples agree with repeated sums", test_multiples_random },
#line 1341 "noweb/games/notation.nw"
{ "a store limit abandons calls cleanly", test_abandoned_calls },
#line 1371 "noweb/games/notation.nw"
{ "LaTeX spelling", test_latex },
#line 1393 "noweb/games/notation.nw"
{ "example: a game read and written", test_example_read_write },
#line 894 "noweb/games/notation.nw"
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
