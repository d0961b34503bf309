/* Generated from noweb/rulesets/contorted.nw by notangle: edit the .nw, not this file. */
#line 548 "noweb/rulesets/contorted.nw"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <CUnit/CUnit.h>
#include "contorted.h"
#include "dyadic.h"
#include "game.h"

int test_contorted_suite(void);

static Position_Eval *ev, *ev_moves;

static Game_T value(const char *s)
{
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL_FATAL(Position_value_text(ev, s, &v, &err), GAME_DONE);
    return v;
}

static Game_T searched(const char *s)
{
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL_FATAL(Position_value_text(ev_moves, s, &v, &err), GAME_DONE);
    return v;
}

static Game_T dyadic(int64_t n, int32_t e)
{
    Dyadic_T d = Dyadic_make(n, e);
    Game_T g = Game_number(d);
    Dyadic_clear(&d);
    return g;
}
#line 590 "noweb/rulesets/contorted.nw"
static Game_T walk(int64_t p, int64_t q)
{
    int64_t a = p / q, b = 1, c = a + 1, d = 1;
    Dyadic_T u = Dyadic_int(a), v = Dyadic_int(c);
    for (;;) {
        Dyadic_T s = Dyadic_add(u, v), m = Dyadic_half(s);
        Dyadic_clear(&s);
        int64_t x = a + c, y = b + d;
        if (x == p && y == q) {
            Game_T g = Game_number(m);
            Dyadic_clear(&m);
            Dyadic_clear(&u);
            Dyadic_clear(&v);
            return g;
        }
        Dyadic_T *end = p * y < x * q ? &v : &u;
        Dyadic_clear(end);
        *end = m;
        if (p * y < x * q)
            c = x, d = y;
        else
            a = x, b = y;
    }
}
#line 619 "noweb/rulesets/contorted.nw"
static void test_onag(void)
{
    static const struct { const char *x; int64_t n; int32_t e; } t[] = {
        { "-1", -1, 0 }, { "-1/2", -1, 1 }, { "0", 0, 0 }, { "1/4", 1, 3 },
        { "1/3", 1, 2 }, { "2/5", 3, 3 }, { "1/2", 1, 1 }, { "3/5", 5, 3 },
        { "2/3", 3, 2 }, { "3/4", 7, 3 }, { "1", 1, 0 }, { "1 1/2", 3, 1 },
        { "2", 2, 0 }, { "4/7", 9, 4 }, { "2 13/35", 2 * 256 + 79, 8 },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        CU_ASSERT_EQUAL(value(t[i].x), dyadic(t[i].n, t[i].e));
}
#line 637 "noweb/rulesets/contorted.nw"
static char *moves(const char *s, char side)
{
    Position_List l = { 0 }, o = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Contorted_ruleset.parse(NULL, s, &l, &err));
    Contorted_ruleset.options(NULL, l.w + 1, POSITION_LEN(l.w[0]), side, &o);
    char *t = calloc(1, 1);
    for (size_t i = 0; i < o.n; i += 1 + POSITION_LEN(o.w[i])) {
        char *p = Contorted_ruleset.print(NULL, o.w + i + 1, POSITION_LEN(o.w[i]));
        size_t k = strlen(t);
        t = realloc(t, k + strlen(p) + 3);
        sprintf(t + k, "%s%s", k ? "; " : "", p);
        free(p);
    }
    Position_list_free(&l);
    Position_list_free(&o);
    return t;
}

static void check_moves(const char *s, char side, const char *want)
{
    char *got = moves(s, side);
    CU_ASSERT_STRING_EQUAL(got, want);
    free(got);
}

static void test_moves(void)
{
    check_moves("2/5", 'L', "[1/3]");
    check_moves("2/5", 'R', "[1/2]");
    check_moves("2", 'L', "[1]");
    check_moves("2", 'R', "");
    check_moves("-2", 'L', "");
    check_moves("-2", 'R', "[-1]");
    check_moves("0", 'L', "");
    check_moves("-7/3", 'L', "[-5/2]");
    check_moves("-7/3", 'R', "[-2]");
    check_moves("2/5 + 3", 'L', "[1/3] + [3]; [2/5] + [2]");
}
#line 686 "noweb/rulesets/contorted.nw"
enum { FAREY_MAX = 30 };

static size_t farey(int64_t a, int64_t b, Dyadic_T u, int64_t c, int64_t d, Dyadic_T v)
{
    if (b + d > FAREY_MAX)
        return 0;
    CU_ASSERT_EQUAL(b * c - a * d, 1);
    Dyadic_T s = Dyadic_add(u, v), m = Dyadic_half(s);
    char text[48];
    snprintf(text, sizeof text, "%lld/%lld", (long long)(a + c), (long long)(b + d));
    Game_T want = Game_number(m);
    if (value(text) != want)
        CU_FAIL("a box's closed form differs from its Farey value");
    if (searched(text) != want)
        CU_FAIL("a box searched by its moves differs from its Farey value");
    size_t n = 1 + farey(a, b, u, a + c, b + d, m) + farey(a + c, b + d, m, c, d, v);
    Dyadic_clear(&s);
    Dyadic_clear(&m);
    return n;
}

static void test_farey(void)
{
    size_t n = 0, count = 0;
    for (int64_t k = -3; k <= 3; k++) {
        char text[24];
        snprintf(text, sizeof text, "%lld", (long long)k);
        CU_ASSERT_EQUAL(value(text), Game_integer(k));
        CU_ASSERT_EQUAL(searched(text), Game_integer(k));
        n++;
        if (k == 3)
            break;
        Dyadic_T u = Dyadic_int(k), v = Dyadic_int(k + 1);
        n += farey(k, 1, u, k + 1, 1, v);
        Dyadic_clear(&u);
        Dyadic_clear(&v);
    }
    for (int64_t q = 1; q <= FAREY_MAX; q++)
        for (int64_t p = -3 * q; p <= 3 * q; p++) {
            int64_t a = p < 0 ? -p : p, b = q;
            while (b) { int64_t t = a % b; a = b; b = t; }
            count += a == 1;
        }
    CU_ASSERT_EQUAL(n, count);
}
#line 741 "noweb/rulesets/contorted.nw"
static bool legal(int64_t xp, int64_t xq, int64_t yp, int64_t yq, char side)
{
    if (xq == 1 && (yq != 1 || llabs(yp) >= llabs(xp)))
        return false;
    if (xq > 1 && yq >= xq)
        return false;
    return side == 'L' ? yp * xq < xp * yq : yp * xq > xp * yq;
}

static void check_all_moves(int64_t xp, int64_t xq)
{
    Game_T opt[2][512];
    size_t n[2] = { 0, 0 };
    int64_t best[2][2] = { { 0, 0 }, { 0, 0 } };
    int64_t lo = (xp >= 0 ? xp / xq : -((-xp + xq - 1) / xq)) - 2, hi = lo + 5;
    for (int64_t q = 1; q <= 10; q++)
        for (int64_t p = lo * q; p <= hi * q; p++) {
            int64_t a = llabs(p), b = q;
            while (b) { int64_t t = a % b; a = b; b = t; }
            if (a != 1)
                continue;
            char text[32];
            snprintf(text, sizeof text, "%lld/%lld", (long long)p, (long long)q);
            for (int s = 0; s < 2; s++)
                if (legal(xp, xq, p, q, "LR"[s])) {
                    CU_ASSERT_FATAL(n[s] < 512);
                    opt[s][n[s]++] = value(text);
                    if (best[s][1] == 0 || (s == 0 ? p * best[s][1] > best[s][0] * q
                                                   : p * best[s][1] < best[s][0] * q)) {
                        best[s][0] = p;
                        best[s][1] = q;
                    }
                }
        }
    char text[32];
    snprintf(text, sizeof text, "%lld/%lld", (long long)xp, (long long)xq);
    CU_ASSERT_EQUAL(Game_make(opt[0], n[0], opt[1], n[1]), value(text));
    if (xq > 1) {
        int64_t l[2], r[2];
        Contorted_parents(xp, xq, l, r);
        CU_ASSERT(l[0] == best[0][0] && l[1] == best[0][1]);
        CU_ASSERT(r[0] == best[1][0] && r[1] == best[1][1]);
    }
}

static void test_domination(void)
{
    for (int64_t q = 1; q <= 10; q++)
        for (int64_t p = -2 * q; p <= 2 * q; p++) {
            int64_t a = llabs(p), b = q;
            while (b) { int64_t t = a % b; a = b; b = t; }
            if (a == 1)
                check_all_moves(p, q);
        }
}
#line 804 "noweb/rulesets/contorted.nw"
static void expect_error(const char *s, size_t column, bool limit)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Contorted_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_EQUAL(err.limit, limit);
    CU_ASSERT_EQUAL(l.count, 0);
    Position_list_free(&l);
}

static void test_reading(void)
{
    CU_ASSERT_EQUAL(value("2/5 + [3/7] + -1 1/2"),
                    Game_add(Game_add(value("2/5"), value("3/7")), value("-3/2")));
    CU_ASSERT_EQUAL(value("[1/2] - [1/3]"), Game_add(value("1/2"), Game_neg(value("1/3"))));
    CU_ASSERT_EQUAL(value("4/8"), value("1/2"));
    CU_ASSERT_EQUAL(value("-1 1/2"), Game_neg(value("3/2")));
    CU_ASSERT_EQUAL(value("1073741823"), Game_integer(CONTORTED_MAX));
    CU_ASSERT_EQUAL(value("433494437/701408733"), walk(433494437, 701408733));
    CU_ASSERT_EQUAL(value("-1 267914296/433494437"), Game_neg(walk(701408733, 433494437)));
    Position_List l = { 0 }, c = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Contorted_ruleset.parse(NULL, "  [ 2/4 ]+-1 1/2 - 7/3 ", &l, &err));
    char *s = Contorted_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "[1/2] + [-3/2] + [-7/3]");
    CU_ASSERT_EQUAL(value(s), value("1/2 - 3/2 - 7/3"));
    Contorted_ruleset.theory->conjugate(NULL, l.w + 1, POSITION_LEN(l.w[0]), &c);
    Game_T g = Game_zero();
    CU_ASSERT_EQUAL_FATAL(Position_value(ev, c.w + 1, POSITION_LEN(c.w[0]), &g), GAME_DONE);
    CU_ASSERT_EQUAL(g, Game_neg(value(s)));
    CU_ASSERT_EQUAL(g, value("-1/2 + 3/2 + 7/3"));
    free(s);
    expect_error("", 1, false);
    expect_error("1/0", 3, false);
    expect_error("1 3/2", 5, false);
    expect_error("1 3", 4, false);
    expect_error("[1/2", 5, false);
    expect_error("1/2 * 3", 5, false);
    expect_error("1/2 +", 6, false);
    expect_error("- 1/2", 2, false);
    expect_error("1000000000000000000000000000000", 1, false);
    expect_error("1/2 + 3/1073741824", 7, false);
    expect_error("1073741823 1/2", 1, false);
    expect_error("1/2 + 1/1048578", 7, true);      /* 2^20 + 1 places */
    Position_list_free(&l);
    Position_list_free(&c);
}
#line 861 "noweb/rulesets/contorted.nw"
static void test_long_chains(void)
{
    CU_ASSERT_EQUAL(value("1/50000"), dyadic(1, 49999));
    CU_ASSERT_EQUAL(value("1/50000"), walk(1, 50000));
    CU_ASSERT_EQUAL(value("49999/50000"), walk(49999, 50000));
    CU_ASSERT_EQUAL(value("1/1000001"), dyadic(1, 1000000));
    CU_ASSERT_EQUAL(value("1/1048577"), dyadic(1, 1048576));
    CU_ASSERT_EQUAL(value("-1/1048577"), Game_neg(dyadic(1, 1048576)));
    CU_ASSERT_EQUAL(value("12344/54321 + 1/50000 - 3 7/49991"),
                    Game_add(Game_add(walk(12344, 54321), walk(1, 50000)),
                             Game_neg(walk(3 * 49991 + 7, 49991))));
}
#line 876 "noweb/rulesets/contorted.nw"
static void with_evaluator(void (*test)(void))
{
    ev = Position_eval_new(&Contorted_ruleset);
    ev_moves = Position_eval_new(&Contorted_moves_ruleset);
    test();
    Position_eval_free(&ev);
    Position_eval_free(&ev_moves);
}

static void run_onag(void) { with_evaluator(test_onag); }
static void run_moves(void) { with_evaluator(test_moves); }
static void run_farey(void) { with_evaluator(test_farey); }
static void run_domination(void) { with_evaluator(test_domination); }
static void run_reading(void) { with_evaluator(test_reading); }
static void run_long_chains(void) { with_evaluator(test_long_chains); }

int test_contorted_suite(void)
{
    CU_pSuite s = CU_add_suite("contorted", NULL, NULL);
    if (!s || !CU_add_test(s, "ONAG's table of boxes", run_onag)
        || !CU_add_test(s, "the best moves", run_moves)
        || !CU_add_test(s, "the Farey values up to denominator 30", run_farey)
        || !CU_add_test(s, "dominated moves do not change the value", run_domination)
        || !CU_add_test(s, "sums, negation, reading, printing", run_reading)
        || !CU_add_test(s, "long chains by the closed form", run_long_chains))
        return CU_get_error();
    return 0;
}
