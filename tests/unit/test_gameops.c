/* Generated from noweb/games/gameops.nw by notangle: edit the .nw, not this file. */
#line 907 "noweb/games/gameops.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gameops.h"
#include "invariant.h"
#include "notation.h"
#include "parser.h"
#include "rng.h"

int test_gameops_suite(void);

static Game_T P(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    bool ok = Notation_parse(s, &g, &e);
    CU_ASSERT_TRUE_FATAL(ok);
    return g;
}

#line 962 "noweb/games/gameops.nw"
typedef struct Row {
    const char *g, *companion, *left, *right, *both, *followers;
    uint64_t follower_count, stop_count;
    char misere;
    const char *flags;
} Row;

static const Row rows[] = {
    { "0",
      "*",
      "",
      "",
      "",
      "0",
      1u, 1u, 'N', "ttftfttt" },
    { "5",
      "5",
      "-1",
      "",
      "-1",
      "0;1;2;3;4;5",
      6u, 1u, 'R', "ffttfttt" },
    { "-1823437481924",
      "-1823437481924",
      "",
      "-1",
      "-1",
      NULL,
      1823437481925u, 1u, 'L', "ftftfttf" },
    { "-1/2",
      "-1/2",
      "-1/2",
      "-1/2",
      "-1/2",
      "-1;-1/2;0",
      3u, 1u, 'L', "ffftfttf" },
    { "25/16",
      "25/16",
      "-1/16",
      "-1/16",
      "-1/16",
      "0;1;3/2;25/16;13/8;7/4;2",
      7u, 1u, 'R', "ffftfttf" },
    { "*8",
      "*8",
      "*8;*9;*10;*11;*12;*13;*14;*15",
      "*8;*9;*10;*11;*12;*13;*14;*15",
      "*8;*9;*10;*11;*12;*13;*14;*15",
      "0;*;*2;*3;*4;*5;*6;*7;*8",
      9u, 4374u, 'N', "tfffftff" },
    { "9/8+*",
      "9/8*",
      "*",
      "*",
      "*",
      "0;1;9/8;5/4;3/2;2;9/8*",
      7u, 2u, 'R', "ffffttff" },
    { "^",
      "^*",
      "v",
      "^*",
      "^*",
      "0;*;^",
      3u, 3u, 'R', "tfffftff" },
    { "v*",
      "v",
      "^*",
      "v;v*",
      "^*",
      "0;*;v*",
      3u, 4u, 'R', "tfffftff" },
    { "6+^*",
      "6^*",
      "v;v*",
      "^*",
      "^*",
      "0;1;2;3;4;5;6;6*;6^*",
      9u, 4u, 'R', "ffffftff" },
    { "^*6",
      "^*6",
      "v*6",
      "^*",
      "^*",
      "0;*;*2;*3;*4;*5;*6;*7;^*6",
      9u, 1459u, 'P', "tfffftff" },
    { "73/16+v9*8",
      "73/16v9*8",
      "^*",
      "v9*8",
      "^*",
      NULL,
      28u, 13131u, 'R', "ffffftff" },
    { "{0|*||*|||*||||*}",
      "({{{^|*}|*}|*}+*)",
      "({{{^|*}|*}+*|0})",
      "({{{^|*}|*}|*}+*)",
      "({{{^|*}|*}|*}+*)",
      "0;*;^;({^|*});({{^|*}|*});({{{^|*}|*}|*})",
      6u, 9u, 'R', "tfffftff" },
    { "{0||0|v*}",
      "{0|({0|v+*}+*)}",
      "{({^+*|0})|0}",
      "({^|*}+*)",
      "({^|*}+*)",
      "0;*;v*;({0|v+*});{0|({0|v+*})}",
      5u, 6u, 'R', "tfffftff" },
    { "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,"
      "{0,v*|vv}||||vv}}",
      "{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*"
      ",v|vv*|||vv*,{*,v|vv*}||||vv*}}",
      "{0|({{^|*}|*}+*)||0,({{^|*}|*}+*)|||0}",
      "({{{^|*}|*}|*}+*)",
      "({{{^|*}|*}|*}+*)",
      NULL,
      10u, 79u, 'R', "tfffftff" },
    { "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*"
      "4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|"
      "||vv*4,{*4,v*5|vv*4}||||vv*4}}",
      "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*"
      "4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|"
      "||vv*4,{*4,v*5|vv*4}||||vv*4}}",
      "{{^^*4||||{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}|{^^*4|*4,^*5||"
      "0,*,*2,*3,*4},{{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}||0,*,*2,*"
      "3,{^^*4|*4,^*5||0,*,*2,*3,*4}};{{^^*5||||{^^*5|*5,^*4},^^*5|||^^*5|*5,^*"
      "4||0,*,*2,*3,*4,*5}|{^^*5|*5,^*4||0,*,*2,*3,*4,*5},{{^^*5|*5,^*4},^^*5||"
      "|^^*5|*5,^*4||0,*,*2,*3,*4,*5}||0,*,*2,*3,*4,{^^*5|*5,^*4||0,*,*2,*3,*4,"
      "*5}};{{^^*6||||{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}|{^^"
      "*6|*6,^*7||0,*,*2,*3,*4,*5,*6},{{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2"
      ",*3,*4,*5,*6}||0,*,*2,*3,*4,*5,{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}};{{^^*7"
      "||||{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}|{^^*7|*7,^*"
      "6||0,*,*2,*3,*4,*5,*6,*7},{{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*"
      "4,*5,*6,*7}||0,*,*2,*3,*4,*5,*6,{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}};{0"
      "|({{^|*}|*}+*)||0,({{^|*}|*}+*)|||0}",
      "({{{^|*}|*}|*}+*)",
      "({{{^|*}|*}|*}+*)",
      NULL,
      13u, 1509u, 'L', "tfffftff" },
    { "{0||0|vvv}",
      "{0,*||*|v3*}",
      "{^3|0||0}",
      "{^3,{^3|0}|0}",
      "{^3,{^3|0}|0}",
      "0;*;v3;vv*;v;{0|v3};{0||0|v3}",
      7u, 7u, 'R', "tfffftff" },
    { "{^^^|vv}",
      "{^3*|vv*}",
      "{^5|0}",
      "{^5|0}",
      "{^5|0}",
      "0;*;vv;v*;^;^^*;^3;{^3|vv}",
      8u, 10u, 'R', "tfffftff" },
    { "{0||0|-3/2}",
      "{0,*||*|-3/2}",
      "Miny(3/2)",
      "{3/2,{3/2|0}|0}",
      "{3/2,{3/2|0}|0}",
      "-2;-3/2;-1;0;{0|-3/2};Tiny(3/2)",
      6u, 3u, 'R', "tffffttf" },
    { "{0|||0||-1|-3}",
      "{0,*|||*||-1|-3}",
      "Miny({3|1})",
      "{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}",
      "{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}",
      "-3;-2;-1;0;{-1|-3};{0||-1|-3};Tiny({3|1})",
      7u, 4u, 'R', "tffffttf" },
    { "{5||3|1|||0||||0}",
      "{5||3|1|||*||||0,*}",
      "{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}",
      "Miny({5||3|1})",
      "{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}",
      NULL,
      10u, 5u, 'L', "tffffttf" },
    { "{1|^^||^}",
      "{1|^^*||^*}",
      "{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}",
      "{1v|^||0}",
      "{1v|^||0};{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}",
      "0;1;*;^;^*;^^;{1|^^};{1|^^||^}",
      8u, 9u, 'R', "tfffftff" },
    { "{1|^^^||^}",
      "{1|^3*||^*}",
      "{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}",
      "{1v|^^||0}",
      "{1v|^^||0};{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}",
      "0;1;*;^;^^*;^3;{1|^3};{1|^3||^}",
      8u, 9u, 'R', "ffffftff" },
    { "{3||2+*|1+*}",
      "{3||2*|1*}",
      "{2*|1*||0}",
      "{2*|1*||0}",
      "{2*|1*||0}",
      "0;1;2;3;1*;2*;{3||2*|1*};{2*|1*}",
      8u, 5u, 'R', "fffftfff" },
    { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
      "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}",
      "{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}",
      "{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,{-2*|-"
      "5/2}}};{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*"
      "|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}",
      "{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0};{{9/2*|7/2|"
      "|{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,"
      "{-1/2|-1*}|-5/2}}}",
      NULL,
      17u, 11u, 'R', "ffffffff" },
};

static size_t parse_list(const char *s, Game_T *out, size_t cap)
{
    size_t n = 0;
    char buf[512];
    while (*s) {
        size_t k = strcspn(s, ";");
        CU_ASSERT_FATAL(k < sizeof buf && n < cap);
        memcpy(buf, s, k);
        buf[k] = 0;
        out[n++] = P(buf);
        s += k + (s[k] == ';');
    }
    return n;
}

static void check_list(const char *name, const char *g, size_t n, Game_T *got,
                       const char *want)
{
    Game_T w[64];
    size_t m = parse_list(want, w, 64);
    bool same_set = n == m, same_order = n == m;
    for (size_t i = 0; same_set && i < m; i++) {
        bool found = false;
        for (size_t j = 0; j < n && !found; j++)
            found = got[j] == w[i];
        same_set = found;
        same_order = same_order && got[i] == w[i];
    }
    CU_ASSERT_TRUE(same_set);
    if (!strchr(want, '('))                  /* no uptimal of length >= 2 */
        CU_ASSERT_TRUE(same_order);
    if (!same_set)
        fprintf(stderr, "\ngameops: %s of %s: %zu games, expected {%s}\n", name, g,
                n, want);
    free(got);
}

static void test_cgsuite_table(void)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const Row *r = &rows[i];
        Game_T g = P(r->g), c = 0, *list;
        const char *why = NULL;
        size_t n;
        if (r->companion) {
            CU_ASSERT_TRUE(Gameops_companion(g, &c, &why));
            CU_ASSERT_EQUAL(c, P(r->companion));
        }
        if (r->left) {
            n = Gameops_left_incentives(g, &list);
            check_list("left incentives", r->g, n, list, r->left);
        }
        if (r->right) {
            n = Gameops_right_incentives(g, &list);
            check_list("right incentives", r->g, n, list, r->right);
        }
        if (r->both) {
            n = Gameops_incentives(g, &list);
            check_list("incentives", r->g, n, list, r->both);
        }
        if (r->followers) {
            n = Gameops_followers(g, &list);
            check_list("followers", r->g, n, list, r->followers);
        }
        if (r->follower_count)
            CU_ASSERT_EQUAL(Gameops_follower_count(g), r->follower_count);
        CU_ASSERT_EQUAL(Gameops_stop_count(g), r->stop_count);
        CU_ASSERT_EQUAL(Gameops_misere_outcome(g), r->misere);
        bool (*const pred[8])(Game_T) = {
            Gameops_is_atomic, Gameops_is_even, Gameops_is_odd,
            Gameops_is_even_tempered, Gameops_is_odd_tempered,
            Gameops_is_numberish, Gameops_is_number_tiny, Gameops_is_ordinal
        };
        for (int k = 0; k < 8; k++) {
            bool want = r->flags[k] == 't';
            CU_ASSERT_EQUAL(pred[k](g), want);
            if (pred[k](g) != want)
                fprintf(stderr, "\ngameops: predicate %d of %s, expected %c\n", k,
                        r->g, r->flags[k]);
        }
    }
}
#line 1267 "noweb/games/gameops.nw"
static void test_by_hand(void)
{
    Game_T s = 0;
    const char *why = NULL;
    CU_ASSERT_TRUE(Gameops_subordinate(P("1/2"), P("1"), &s, &why));
    CU_ASSERT_EQUAL(s, P("-1"));
    CU_ASSERT_TRUE(Gameops_subordinate(P("3"), P("1"), &s, &why));
    CU_ASSERT_EQUAL(s, P("2"));
    s = 7;
    CU_ASSERT_FALSE(Gameops_subordinate(P("0"), P("1"), &s, &why));
    CU_ASSERT_EQUAL(s, 7);
    CU_ASSERT_PTR_NOT_NULL(why);
    {
        
#line 22 "noweb/games/gameops.nw"
Game_T c;
const char *why;
bool ok = Gameops_companion(Game_zero(), &c, &why);
assert(ok && c == Game_star());                  /* 0.Companion = * */
assert(Gameops_stop_count(Game_nimber(2)) == 6); /* 2 * 3^(2-1) */
#line 1281 "noweb/games/gameops.nw"
    }
    Game_T c = 0;
    CU_ASSERT_TRUE(Gameops_companion(P("*"), &c, &why));
    CU_ASSERT_EQUAL(c, P("0"));
    CU_ASSERT_TRUE(Gameops_companion(P("^"), &c, &why));
    CU_ASSERT_EQUAL(c, P("^*"));
    CU_ASSERT_TRUE(Gameops_is_odd(P("-1")));
    CU_ASSERT_TRUE(Gameops_is_even(P("1*")));
    CU_ASSERT_TRUE(Gameops_is_odd_tempered(P("{1|0}")));
    CU_ASSERT_FALSE(Gameops_is_even_tempered(P("{1|0}")));
    CU_ASSERT_EQUAL(Gameops_misere_outcome(P("*")), 'P');
    CU_ASSERT_TRUE(Gameops_order(P("1"), P("*")) < 0);
    CU_ASSERT_TRUE(Gameops_order(P("*"), P("^")) < 0);
    CU_ASSERT_TRUE(Gameops_order(P("^"), P("{1|0}")) < 0);
    /* by the expansions (CGSuite's UptimalExpansion.compareTo): 1* has no
       coefficient and comes before 1v; ^[3]* is an uptimal, before {1|0} */
    CU_ASSERT_TRUE(Gameops_order(P("1*"), P("1v")) < 0);
    CU_ASSERT_TRUE(Gameops_order(P("v"), P("^")) < 0);
    CU_ASSERT_TRUE(Gameops_order(P("^[3]*"), P("{1|0}")) < 0);
    CU_ASSERT_TRUE(Gameops_order(P("^<2>"), P("^")) < 0);
}
#line 1312 "noweb/games/gameops.nw"
static void test_atomic_weight(void)
{
    static const struct { const char *g, *w; } aw[] = {
        { "0", "0" },
        { "5", NULL },
        { "-1823437481924", NULL },
        { "-1/2", NULL },
        { "25/16", NULL },
        { "*8", "0" },
        { "9/8+*", NULL },
        { "^", "1" },
        { "v*", "-1" },
        { "6+^*", NULL },
        { "^*6", "1" },
        { "73/16+v9*8", NULL },
        { "{0|*||*|||*||||*}", "1" },
        { "{0||0|v*}", "1" },
        { "{0||0|vvv}", "0" },
        { "{^^^|vv}", "{1|0}" },
        { "{0||0|-3/2}", "0" },
        { "{0|||0||-1|-3}", "0" },
        { "{5||3|1|||0||||0}", "0" },
        { "{1|^^||^}", "2" },
        { "{1|^^^||^}", NULL },
        { "{3||2+*|1+*}", NULL },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", NULL },
    };
    for (size_t i = 0; i < sizeof aw / sizeof aw[0]; i++) {
        Game_T g = P(aw[i].g), w = 0;
        bool ok = Invariant_atomic_weight(g, &w);
        CU_ASSERT_EQUAL(ok, aw[i].w != NULL);
        CU_ASSERT_EQUAL(Gameops_is_atomic(g), aw[i].w != NULL);
        if (ok && aw[i].w)
            CU_ASSERT_EQUAL(w, P(aw[i].w));
        if (ok != (aw[i].w != NULL))
            fprintf(stderr, "\ngameops: atomic weight of %s\n", aw[i].g);
    }
}
#line 1364 "noweb/games/gameops.nw"
static uint64_t rng = 0x38a;

static Game_T random_game(Game_T *pool, size_t n)
{
    Game_T L[3], R[3];
    size_t nl = Rng_below(&rng, 3), nr = Rng_below(&rng, 3);
    for (size_t i = 0; i < nl; i++)
        L[i] = pool[Rng_below(&rng, n)];
    for (size_t i = 0; i < nr; i++)
        R[i] = pool[Rng_below(&rng, n)];
    Game_T g = Game_make(L, nl, R, nr);
    if (Game_birthday(g) <= 5)
        pool[Rng_below(&rng, n)] = g;
    return g;
}

static bool same_sets(Game_T *a, size_t n, Game_T *b, size_t m, bool neg)
{
    bool ok = n == m;
    for (size_t i = 0; ok && i < n; i++) {
        bool found = false;
        for (size_t j = 0; j < m && !found; j++)
            found = (neg ? Game_neg(a[i]) : a[i]) == b[j];
        ok = found;
    }
    free(a);
    free(b);
    return ok;
}

static void test_negation(void)
{
    Game_T pool[16];
    Game_T seed[] = { Game_zero(), Game_integer(1), Game_integer(-1), Game_star(),
                      Game_up(), Game_switch(Game_integer(1)), P("{1|0}"), P("1/2") };
    for (size_t i = 0; i < 16; i++)
        pool[i] = seed[i % 8];
    for (int r = 0; r < 300; r++) {
        Game_T g = random_game(pool, 16), ng = Game_neg(g), *a, *b, c, d;
        const char *why;
        size_t n = Gameops_left_incentives(ng, &a), m = Gameops_right_incentives(g, &b);
        CU_ASSERT_TRUE(same_sets(a, n, b, m, false));
        n = Gameops_followers(g, &a);
        m = Gameops_followers(ng, &b);
        CU_ASSERT_TRUE(same_sets(a, n, b, m, true));
        CU_ASSERT_EQUAL(Gameops_stop_count(g), Gameops_stop_count(ng));
        CU_ASSERT_EQUAL(Gameops_is_even(g), Gameops_is_even(ng));
        CU_ASSERT_EQUAL(Gameops_is_odd(g), Gameops_is_odd(ng));
        CU_ASSERT_EQUAL(Gameops_is_even_tempered(g), Gameops_is_even_tempered(ng));
        CU_ASSERT_EQUAL(Gameops_is_odd_tempered(g), Gameops_is_odd_tempered(ng));
        CU_ASSERT_EQUAL(Gameops_is_numberish(g), Gameops_is_numberish(ng));
        CU_ASSERT_EQUAL(Gameops_is_atomic(g), Gameops_is_atomic(ng));
        char o = Gameops_misere_outcome(g), no = Gameops_misere_outcome(ng);
        CU_ASSERT_EQUAL(no, o == 'L' ? 'R' : o == 'R' ? 'L' : o);
        CU_ASSERT_TRUE(Gameops_companion(g, &c, &why));
        CU_ASSERT_TRUE(Gameops_companion(ng, &d, &why));
        CU_ASSERT_EQUAL(Game_neg(c), d);
    }
}
#line 1441 "noweb/games/gameops.nw"
static void test_powers(void)
{
    Game_T p = 0, up = Game_up();
    const char *why = NULL;
    CU_ASSERT_TRUE(Gameops_pow_to(up, P("3"), &p, &why));
    CU_ASSERT_EQUAL(p, P("{{^|*}|*}"));
    CU_ASSERT_TRUE(Gameops_pow_to(up, P("4"), &p, &why));
    CU_ASSERT_EQUAL(p, P("{0|*||*|||*||||*}"));
    CU_ASSERT_TRUE(Gameops_pow_to(up, P("1"), &p, &why));
    CU_ASSERT_EQUAL(p, up);
    CU_ASSERT_TRUE(Gameops_pow_to(up, P("0"), &p, &why));
    CU_ASSERT_EQUAL(p, P("0"));
    CU_ASSERT_TRUE(Gameops_pow(up, P("2"), &p, &why));
    CU_ASSERT_EQUAL(p, P("{0|v*}"));
    CU_ASSERT_EQUAL(P("{0|{0|v*}}"), P("{0||0|v*}"));
    CU_ASSERT_TRUE(Gameops_pow(up, P("1"), &p, &why));
    CU_ASSERT_EQUAL(p, up);
    p = 9;
    why = NULL;
    CU_ASSERT_FALSE(Gameops_pow_to(up, P("-1"), &p, &why));
    CU_ASSERT_PTR_NOT_NULL(why);
    CU_ASSERT_FALSE(Gameops_pow(P("*2"), P("2"), &p, &why));
    CU_ASSERT_FALSE(Gameops_pow(up, P("*"), &p, &why));
    CU_ASSERT_FALSE(Gameops_pow_to(up, P("*"), &p, &why));
    CU_ASSERT_EQUAL(p, 9);
}
#line 1482 "noweb/games/gameops.nw"
static void test_cgsuite_gametest(void)
{
    static const struct { char op; const char *g, *x, *want; } rows[] = {
        { 'p', "^", "7/4", "{0||0,v*|0,{0,v*|0,*}}" },
        { 'p', "^", "3", "{0|({*|v}+*)}" },
        { 'p', "{0||0|-2}", "3", "{0||0|-2,{0|-2,{0|-2}}}" },
        { 'p', "{0||0|-2}", "7/4",
          "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}" },
        { 'p', "+-1", "3", NULL },
        { 't', "^", "7/4", "{^|*,{^|*}||*,{^|*}}" },
        { 't', "^", "3", "{{^|*}|*}" },
        { 't', "{0||0|-2}", "3", "{Tiny(2)||0|-2|||0|-2}" },
        { 't', "{0||0|-2}", "7/4",
          "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}" },
        { 't', "+-1", "3", "{1,{1,+-1|-1}|-1}" },
        { 's', "1/8", "1", "-3" },
        { 's', "{{{{^|*}|*}|*}|*}+*", "*", "5" },
        { 's', "*", "1", NULL },
        { 's', "+-1", "0", "+-1" },
        { 's', "+-1", "+-1", "0" },
        { 's', "-13/16", "-1", "3/8" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        Game_T g = P(rows[i].g), x = P(rows[i].x), p = 0;
        const char *why = NULL;
        bool ok = rows[i].op == 'p' ? Gameops_pow(g, x, &p, &why)
                : rows[i].op == 't' ? Gameops_pow_to(g, x, &p, &why)
                : Gameops_subordinate(g, x, &p, &why);
        CU_ASSERT_EQUAL(ok, rows[i].want != NULL);
        if (ok && rows[i].want)
            CU_ASSERT_EQUAL(p, P(rows[i].want));
        if (!ok)
            CU_ASSERT_PTR_NOT_NULL(why);
        if (ok != (rows[i].want != NULL) || (ok && p != P(rows[i].want))) {
            char *s = Notation_str(p);
            fprintf(stderr, "\ngameops: %c %s %s = %s\n", rows[i].op, rows[i].g,
                    rows[i].x, ok ? s : "refused");
            free(s);
        }
    }
}
#line 1534 "noweb/games/gameops.nw"
static void test_freeze(void)
{
    static const char *fr[][2] = {
        { "{3||2+*|1+*}", "9/4*" },
        { "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "-5/16*" },
        { "25/16", "25/16" }, { "*8", "*8" }, { "9/8+*", "9/8*" },
        { "^", "^" }, { "73/16+v9*8", "73/16v9*8" }, { "{0||0|-3/2}", "{0||0|-3/2}" },
        { "{5||3|1|||0||||0}", "{5||3|1|||0||||0}" }, { "{1|^^||^}", "{1|^^||^}" },
        { "{0|*||*|||*||||*}", "{0|*||*|||*||||*}" },
    };
    for (size_t i = 0; i < sizeof fr / sizeof fr[0]; i++)
        CU_ASSERT_EQUAL(Gameops_freeze(P(fr[i][0])), P(fr[i][1]));
}

#line 931 "noweb/games/gameops.nw"
int test_gameops_suite(void)
{
    CU_pSuite s = CU_add_suite("gameops", NULL, NULL);
    if (!s || 
#line 1253 "noweb/games/gameops.nw"
!CU_add_test(s, "CGSuite's table of canonical short games", test_cgsuite_table) ||
#line 1305 "noweb/games/gameops.nw"
!CU_add_test(s, "subordinates, companions and predicates by hand", test_by_hand) ||
#line 1353 "noweb/games/gameops.nw"
!CU_add_test(s, "CGSuite's atomic weights", test_atomic_weight) ||
#line 1426 "noweb/games/gameops.nw"
!CU_add_test(s, "negation", test_negation) ||
#line 1470 "noweb/games/gameops.nw"
!CU_add_test(s, "PowTo and Pow", test_powers) ||
#line 1526 "noweb/games/gameops.nw"
!CU_add_test(s, "CGSuite's GameTest: Pow, PowTo, Subordinate", test_cgsuite_gametest) ||
#line 1550 "noweb/games/gameops.nw"
!CU_add_test(s, "Freeze", test_freeze) ||
#line 934 "noweb/games/gameops.nw"
                                                 0)
        return CU_get_error();
    return 0;
}
