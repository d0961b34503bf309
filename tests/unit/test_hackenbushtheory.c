/* Generated from noweb/rulesets/hackenbushtheory.nw by notangle: edit the .nw, not this file. */
#line 260 "noweb/rulesets/hackenbushtheory.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "dyadic.h"
#include "game.h"
#include "graph.h"
#include "hackenbush.h"
#include "hackenbushtheory.h"
#include "ordinal.h"
#include "position.h"
#include "rng.h"

int test_hackenbushtheory_suite(void);

#line 284 "noweb/rulesets/hackenbushtheory.nw"
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

static uint64_t rng = 0x3c6ef372fe94f82bULL;
#line 310 "noweb/rulesets/hackenbushtheory.nw"
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
#line 329 "noweb/rulesets/hackenbushtheory.nw"
static bool keys_agree(const char *s, Game_T v)
{
    uint64_t a[256], b[256], c[256];
    size_t la, lb, lc;
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    char *p = Hackenbush_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    char *t = strdup(s);
    for (char *x = t; *x; x++)
        *x = *x == 'l' ? 'r' : *x == 'r' ? 'l' : *x;
    CU_ASSERT_FATAL(POSITION_LEN(l.w[0]) + POSITION_KEY_EXTRA < 256);
    bool na = key_of(s, a, &la), nb = key_of(p, b, &lb), nc = key_of(t, c, &lc);
    bool ok = na == nb && la == lb && memcmp(a, b, la * sizeof *a) == 0 && la == lc
              && memcmp(a, c, la * sizeof *a) == 0 && (na != nc || v == Game_zero());
    free(p);
    free(t);
    Position_list_free(&l);
    return ok;
}
#line 417 "noweb/rulesets/hackenbushtheory.nw"
#define MAXE 12

typedef struct Tree {
    int e, parent[MAXE + 1];
    char colour[MAXE + 1];
} Tree;

static void random_tree(Tree *t, int e, const char *colours)
{
    t->e = e;
    for (int k = 1; k <= e; k++) {
        t->parent[k] = (int)Rng_below(&rng, (uint64_t)k);
        t->colour[k] = colours[Rng_below(&rng, strlen(colours))];
    }
}

static void tree_text(const Tree *t, char *buf, size_t size)
{
    size_t at = 0;
    for (int k = 1; k <= t->e; k++)
        at += (size_t)snprintf(buf + at, size - at, "%s%c:%d-%d", k > 1 ? " " : "",
                               t->colour[k], t->parent[k], k);
}

static Dyadic_T colon(int sign, Dyadic_T x)
{
    for (int64_t n = 1;; n++) {
        Dyadic_T xn = Dyadic_add(x, Dyadic_int(sign * n));
        int c = Dyadic_cmp(xn, Dyadic_int(sign));
        if (sign > 0 ? c > 0 : c < 0) {
            Dyadic_T v = Dyadic_shift(xn, -(int32_t)(n - 1));
            Dyadic_clear(&xn);
            return v;
        }
        Dyadic_clear(&xn);
    }
}

static Dyadic_T tree_number(const Tree *t, int v)
{
    Dyadic_T sum = Dyadic_int(0);
    for (int k = v + 1; k <= t->e; k++)
        if (t->parent[k] == v) {
            Dyadic_T above = tree_number(t, k);
            Dyadic_T c = colon(t->colour[k] == 'l' ? 1 : -1, above);
            Dyadic_T s = Dyadic_add(sum, c);
            Dyadic_clear(&sum);
            Dyadic_clear(&above);
            Dyadic_clear(&c);
            sum = s;
        }
    return sum;
}

static unsigned tree_nim(const Tree *t, int v)
{
    unsigned x = 0;
    for (int k = v + 1; k <= t->e; k++)
        if (t->parent[k] == v)
            x ^= tree_nim(t, k) + 1;
    return x;
}

static bool tree_rule_agrees(const char *s, Dyadic_T want)
{
    Position_List l = { 0 };
    Perr_T err;
    Dyadic_T x;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    bool ok = Hackenbush_tree_number(l.w + 1, POSITION_LEN(l.w[0]), &x);
    ok = ok && Dyadic_eq(x, want);
    if (ok)
        Dyadic_clear(&x);
    Position_list_free(&l);
    return ok;
}

static Game_T printed_value(Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &l, &err));
    char *p = Hackenbush_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT(strchr(p, ':') == NULL);
    Game_T v = value_of(e, p);
    free(p);
    Position_list_free(&l);
    return v;
}
#line 554 "noweb/rulesets/hackenbushtheory.nw"
static void circuit_text(const char *c, size_t n, char *buf, size_t size)
{
    size_t at = 0;
    for (size_t k = 1; k <= n; k++)
        at += (size_t)snprintf(buf + at, size - at, "%s%c:%zu-%zu", k > 1 ? " " : "",
                               c[k - 1], k - 1, k % n);
}

static Game_T circuit_rule(const char *c)
{
    Dyadic_T x = Hackenbush_circuit_value(c, strlen(c));
    Game_T g = Game_number(x);
    Dyadic_clear(&x);
    return g;
}
#line 664 "noweb/rulesets/hackenbushtheory.nw"
static int by_key(const void *a, const void *b)
{
    return memcmp(a, b, 100 * sizeof(uint64_t));
}
#line 684 "noweb/rulesets/hackenbushtheory.nw"
typedef struct Pic {
    int nodes, e, u[8], v[8];
} Pic;

static int find(int *up, int a)
{
    while (up[a] != a)
        a = up[a];
    return a;
}

static bool joined_without(const Pic *p, int skip, int a, int b)
{
    int up[5];
    for (int i = 0; i <= p->nodes; i++)
        up[i] = i;
    for (int k = 0; k < p->e; k++)
        if (k != skip)
            up[find(up, p->u[k])] = find(up, p->v[k]);
    return find(up, a) == find(up, b);
}

static unsigned fused_nim(const Pic *p, const bool *bridge, const int *comp, int c,
                          int from)
{
    unsigned x = 0;
    for (int k = 0; k < p->e; k++) {
        int a = comp[p->u[k]], b = comp[p->v[k]];
        if (!bridge[k] && a == c)
            x ^= 1;
        else if (bridge[k] && k != from && (a == c || b == c))
            x ^= fused_nim(p, bridge, comp, a == c ? b : a, k) + 1;
    }
    return x;
}

static unsigned fusion(const Pic *p)
{
    bool bridge[8];
    int up[5], comp[5];
    for (int i = 0; i <= p->nodes; i++)
        up[i] = i;
    for (int k = 0; k < p->e; k++) {
        bridge[k] = p->u[k] != p->v[k] && !joined_without(p, k, p->u[k], p->v[k]);
        if (!bridge[k])
            up[find(up, p->u[k])] = find(up, p->v[k]);
    }
    for (int i = 0; i <= p->nodes; i++)
        comp[i] = find(up, i);
    return fused_nim(p, bridge, comp, comp[0], -1);
}
#line 740 "noweb/rulesets/hackenbushtheory.nw"
static bool reprints(const char *s)
{
    Position_List a = { 0 }, b = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Hackenbush_ruleset.parse(NULL, s, &a, &err));
    char *p = Hackenbush_ruleset.print(NULL, a.w + 1, POSITION_LEN(a.w[0])), *q = NULL;
    bool ok = Hackenbush_ruleset.parse(NULL, p, &b, &err)
              && strcmp(p, q = Hackenbush_ruleset.print(NULL, b.w + 1,
                                                        POSITION_LEN(b.w[0]))) == 0;
    free(p);
    free(q);
    Position_list_free(&a);
    Position_list_free(&b);
    return ok;
}
#line 359 "noweb/rulesets/hackenbushtheory.nw"
static void test_stalks(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    Position_Eval *fast = Position_eval_new(&Hackenbush_ruleset);
    for (int n = 1; n <= 10; n++)
        for (unsigned mask = 0; mask < 1u << n; mask++) {
            char s[11], signs[11];
            for (int i = 0; i < n; i++) {
                s[i] = mask >> i & 1 ? 'r' : 'l';
                signs[i] = mask >> i & 1 ? '-' : '+';
            }
            s[n] = signs[n] = '\0';
            int k = 1;
            while (k < n && s[k] == s[0])
                k++;
            int64_t sign = s[0] == 'l' ? 1 : -1, num = sign * k * (1LL << (n - k));
            for (int j = 1; j <= n - k; j++)
                num += (s[k + j - 1] == 'l' ? 1 : -1) * (1LL << (n - k - j));
            Game_T want = number(num, n - k), got = value_of(e, s);
            CU_ASSERT_EQUAL(got, want);
            CU_ASSERT_EQUAL(value_of(fast, s), want);
            Dyadic_T x;
            Perr_T err;
            CU_ASSERT_FATAL(Ordinal_from_signs(signs, &x, &err));
            CU_ASSERT_EQUAL(Game_number(x), got);
            Dyadic_clear(&x);
            if (got != want)
                fprintf(stderr, "hackenbush: stalk %s\n", s);
        }
    char *long_stalk = malloc(2001);
    memset(long_stalk, 'r', 2000);
    long_stalk[0] = 'l';
    long_stalk[2000] = '\0';
    Dyadic_T one = Dyadic_int(1), tiny = Dyadic_shift(one, -1999);
    CU_ASSERT_EQUAL(value_of(fast, long_stalk), Game_number(tiny));
    memset(long_stalk, 'e', 2000);
    CU_ASSERT_EQUAL(value_of(fast, long_stalk), Game_nimber(2000));
    Dyadic_clear(&tiny);
    free(long_stalk);
    Position_eval_free(&e);
    Position_eval_free(&fast);
}
#line 509 "noweb/rulesets/hackenbushtheory.nw"
static void test_trees(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    Position_Eval *fast = Position_eval_new(&Hackenbush_ruleset);
    char text[256];
    for (int round = 0; round < 300; round++) {
        Tree t;
        random_tree(&t, 1 + round % MAXE, "lr");
        tree_text(&t, text, sizeof text);
        Dyadic_T x = tree_number(&t, 0);
        Game_T want = Game_number(x), got = value_of(e, text);
        CU_ASSERT_EQUAL(got, want);
        CU_ASSERT(tree_rule_agrees(text, x));
        CU_ASSERT(keys_agree(text, got));
        CU_ASSERT_EQUAL(value_of(fast, text), want);
        CU_ASSERT_EQUAL(printed_value(e, text), want);
        if (got != want)
            fprintf(stderr, "hackenbush: tree %s\n", text);
        Dyadic_clear(&x);
        random_tree(&t, 1 + round % MAXE, "e");
        tree_text(&t, text, sizeof text);
        want = Game_nimber(tree_nim(&t, 0));
        CU_ASSERT_EQUAL(value_of(e, text), want);
        CU_ASSERT_EQUAL(value_of(fast, text), want);
        CU_ASSERT_EQUAL(printed_value(e, text), want);
    }
    Position_eval_free(&e);
    Position_eval_free(&fast);
}
#line 572 "noweb/rulesets/hackenbushtheory.nw"
static void test_circuits(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    char text[256], c[16];
    CU_ASSERT_EQUAL(circuit_rule("llllrlrlrr"), Game_integer(2));
    CU_ASSERT_EQUAL(circuit_rule("llllrlllrlrr"), number(9, 2));
    CU_ASSERT_EQUAL(circuit_rule("l"), Game_integer(1));
    CU_ASSERT_EQUAL(circuit_rule("rrr"), Game_integer(-3));
    size_t count = 0, wrong = 0;
    for (size_t n = 1; n <= 12; n++)
        for (unsigned mask = 0; mask < 1u << n; mask++) {
            for (size_t k = 0; k < n; k++)
                c[k] = mask >> k & 1 ? 'r' : 'l';
            c[n] = '\0';
            circuit_text(c, n, text, sizeof text);
            Game_T want = circuit_rule(c), got = value_of(e, text);
            count++;
            if (got != want && wrong++ < 10)
                fprintf(stderr, "hackenbush: circuit %s\n", c);
        }
    CU_ASSERT_EQUAL(count, 8190);
    CU_ASSERT_EQUAL(wrong, 0);
    Position_eval_free(&e);
}
#line 611 "noweb/rulesets/hackenbushtheory.nw"
static void test_enumerate(void)
{
    uint64_t a[9] = { 0, 1 };
    for (int k = 2; k <= 8; k++) {
        uint64_t sum = 0;
        for (int i = 1; i < k; i++) {
            uint64_t ci = 0;
            for (int d = 1; d <= i; d++)
                if (i % d == 0)
                    ci += 2 * (uint64_t)d * a[d];
            sum += ci * a[k - i];
        }
        a[k] = sum / (uint64_t)(k - 1);
    }
    CU_ASSERT_EQUAL(a[8], 9498);
    Position_List l = { 0 };
    Hackenbush_ruleset.census->enumerate(Hackenbush_ruleset.param, 7, &l);
    size_t per[8] = { 0 }, n = 0, klen;
    uint64_t (*keys)[100] = calloc(l.count, sizeof *keys);
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]), n++) {
        unsigned k = POSITION_FLAGS(l.w[o]);
        const uint64_t *p = l.w + o + 1;
        size_t len = POSITION_LEN(l.w[o]);
        CU_ASSERT_FATAL(k >= 1 && k <= 7 && len + POSITION_KEY_EXTRA < 98);
        per[k]++;
        keys[n][0] = Hackenbush_search_ruleset.normalise(Hackenbush_search_ruleset.param, p,
                                                         len, keys[n] + 2, &klen);
        keys[n][1] = klen;
        memset(keys[n] + 2 + klen, 0, (98 - klen) * sizeof **keys);
        Dyadic_T x;
        CU_ASSERT_FATAL(Hackenbush_tree_number(p, len, &x));
        CU_ASSERT(Dyadic_sign(x) > 0);
        if (k <= 6) {
            Game_T got;
            CU_ASSERT_EQUAL(Position_value(e, p, len, &got), GAME_DONE);
            CU_ASSERT_EQUAL(got, Game_number(x));
        }
        Dyadic_clear(&x);
    }
    CU_ASSERT_EQUAL(n, 2659);
    for (int k = 1; k <= 7; k++)
        CU_ASSERT_EQUAL(per[k], a[k]);
    qsort(keys, n, sizeof *keys, by_key);
    for (size_t i = 1; i < n; i++)
        CU_ASSERT(memcmp(keys[i - 1], keys[i], sizeof *keys) != 0);
    free(keys);
    Position_list_free(&l);
    Position_eval_free(&e);
}
#line 758 "noweb/rulesets/hackenbushtheory.nw"
static void test_fusion(void)
{
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    Position_Eval *fast = Position_eval_new(&Hackenbush_ruleset);
    CU_ASSERT_EQUAL(value_of(e, "e:0-1,1-2,2-0"), Game_star());
    CU_ASSERT_EQUAL(value_of(e, "e:0-1,1-2,2-3,3-0"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, "e:0-1,1-2,2-3,3-1"), Game_nimber(2));
    CU_ASSERT_EQUAL(value_of(e, "e:0-1,0-1"), Game_zero());
    CU_ASSERT_EQUAL(value_of(e, "e:0-0,0-0,0-0"), Game_star());
    char text[256];
    for (int round = 0; round < 300; round++) {
        Pic p = { .nodes = 1 + (int)Rng_below(&rng, 4) };
        p.e = p.nodes + (int)Rng_below(&rng, (uint64_t)(9 - p.nodes));
        size_t at = 0;
        for (int k = 0; k < p.e; k++) {
            p.u[k] = k < p.nodes ? k + 1 : (int)Rng_below(&rng, (uint64_t)p.nodes + 1);
            p.v[k] = k < p.nodes ? (int)Rng_below(&rng, (uint64_t)k + 1)
                     : (int)Rng_below(&rng, (uint64_t)p.nodes + 1);
            at += (size_t)snprintf(text + at, sizeof text - at, "%s%d-%d",
                                   k ? "," : "e:", p.u[k], p.v[k]);
        }
        Game_T want = Game_nimber(fusion(&p)), got = value_of(e, text);
        CU_ASSERT_EQUAL(got, want);
        CU_ASSERT_EQUAL(value_of(fast, text), want);
        CU_ASSERT(reprints(text));
        if (got != want)
            fprintf(stderr, "hackenbush: fusion %s\n", text);
    }
    Position_eval_free(&e);
    Position_eval_free(&fast);
}
#line 793 "noweb/rulesets/hackenbushtheory.nw"
/* the example of the introduction, with the number 2 it is compared with */
static void test_example_circuit(void)
{
    Dyadic_T two = Dyadic_int(2);
    
#line 22 "noweb/rulesets/hackenbushtheory.nw"
Dyadic_T x = Hackenbush_circuit_value("llllrlrlrr", 10);
assert(Dyadic_eq(x, two));                          /* x = 2 */
Dyadic_clear(&x);
#line 798 "noweb/rulesets/hackenbushtheory.nw"
    Dyadic_clear(&two);
}

int test_hackenbushtheory_suite(void)
{
    CU_pSuite s = CU_add_suite("hackenbushtheory", NULL, NULL);
    if (!s || !CU_add_test(s, "stalks: Berlekamp's rule, sign expansions", test_stalks)
           || !CU_add_test(s, "trees: 1:x, (-1):x and the colon principle", test_trees)
           || !CU_add_test(s, "green pictures: the fusion principle", test_fusion)
           || !CU_add_test(s, "circuits: Berlekamp's loop rule", test_circuits)
           || !CU_add_test(s, "the enumeration of blue-red trees", test_enumerate)
           || !CU_add_test(s, "the example: a circuit worth 2", test_example_circuit))
        return CU_get_error();
    return 0;
}
