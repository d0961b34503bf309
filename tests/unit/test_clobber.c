/* Generated from noweb/rulesets/clobber.nw by notangle: edit the .nw, not this file. */
#line 852 "noweb/rulesets/clobber.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "clobber.h"
#include "game.h"
#include "notation.h"
#include "parser.h"
#include "rng.h"

#line 886 "noweb/rulesets/clobber.nw"
typedef struct Oracle {
    const char *rule;   /* "", "kings", "rooks", "anti", ... */
    bool cannibal;
    size_t n, cap;
    char **key;
    Game_T *val;
} Oracle;

static bool on(const char *s, int w, int h, int r, int c)
{
    (void)s;
    return r >= 0 && r < h && c >= 0 && c < w;
}

static Game_T oracle(Oracle *o, const char *s);

static void oracle_side(Oracle *o, const char *s, char me, Game_T *v, size_t *nv)
{
    char opp = me == 'x' ? 'o' : 'x';
    int w = (int)strcspn(s, "|"), h = ((int)strlen(s) + 1) / (w + 1);
    bool king = !strcmp(o->rule, "kings") || !strcmp(o->rule, "queens");
    bool diag = !strcmp(o->rule, "diagonal") || !strcmp(o->rule, "bishops");
    bool knight = !strcmp(o->rule, "knights"), anti = !strcmp(o->rule, "anti");
    bool slide = !strcmp(o->rule, "rooks") || !strcmp(o->rule, "bishops")
                 || !strcmp(o->rule, "queens");
    static const int step[16][2] = {
        { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 }, { 1, 1 }, { 1, -1 }, { -1, 1 },
        { -1, -1 }, { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 },
        { -1, -2 }, { -2, -1 }
    };
    int lo = knight ? 8 : diag ? 4 : 0, hi = knight ? 16 : diag || king ? 8 : 4;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            if (s[r * (w + 1) + c] != me)
                continue;
            for (int d = lo; d < hi; d++) {
                int y = r + step[d][0], x = c + step[d][1];
                while (slide && on(s, w, h, y, x) && s[y * (w + 1) + x] == '.')
                    y += step[d][0], x += step[d][1];
                if (!on(s, w, h, y, x))
                    continue;
                char t = s[y * (w + 1) + x];
                bool ok = anti ? t == '.'
                          : o->cannibal ? t == 'x' || t == 'o' : t == opp;
                if (!ok)
                    continue;
                char *q = strdup(s);
                q[r * (w + 1) + c] = anti ? opp : '.';
                q[y * (w + 1) + x] = me;
                v[(*nv)++] = oracle(o, q);
                free(q);
            }
        }
}

static size_t oracle_slot(const Oracle *o, const char *s)
{
    size_t h = 14695981039346656037u;
    for (const char *c = s; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211u;
    size_t i = h & (o->cap - 1);
    while (o->key[i] && strcmp(o->key[i], s) != 0)
        i = (i + 1) & (o->cap - 1);
    return i;
}

static Game_T oracle(Oracle *o, const char *s)
{
    if (o->cap == 0) {
        o->cap = 1 << 16;
        o->key = calloc(o->cap, sizeof *o->key);
        o->val = calloc(o->cap, sizeof *o->val);
    }
    size_t i = oracle_slot(o, s);
    if (o->key[i])
        return o->val[i];
    Game_T L[256], R[256];
    size_t nl = 0, nr = 0;
    oracle_side(o, s, 'x', L, &nl);
    oracle_side(o, s, 'o', R, &nr);
    Game_T g = Game_make(L, nl, R, nr);
    if (2 * (o->n + 1) > o->cap) {                  /* grow: rehash every key */
        Oracle big = { o->rule, o->cannibal, o->n, 2 * o->cap, NULL, NULL };
        big.key = calloc(big.cap, sizeof *big.key);
        big.val = calloc(big.cap, sizeof *big.val);
        for (size_t j = 0; j < o->cap; j++)
            if (o->key[j]) {
                size_t k = oracle_slot(&big, o->key[j]);
                big.key[k] = o->key[j];
                big.val[k] = o->val[j];
            }
        free(o->key);
        free(o->val);
        *o = big;
    }
    i = oracle_slot(o, s);
    o->key[i] = strdup(s);
    o->val[i] = g;
    o->n++;
    return g;
}

static void oracle_free(Oracle *o)
{
    for (size_t i = 0; i < o->cap; i++)
        free(o->key[i]);
    free(o->key);
    free(o->val);
}

static Game_T value_in(Position_Eval *e, const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    Game_Status st = Position_value_text(e, s, &v, &err);
    CU_ASSERT_EQUAL_FATAL(st, GAME_DONE);
    return v;
}

static Game_T expr(const char *s)
{
    Game_T g = Game_zero();
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(s, &g, &err));
    return g;
}
#line 1028 "noweb/rulesets/clobber.nw"
static void test_literature(void)
{
    static const struct { const Position_Ruleset *rs; const char *pos, *value; } t[] = {
        { &Clobber_ruleset, "xo", "*" },
        { &Clobber_ruleset, "xxo", "^" },
        { &Clobber_ruleset, "XOX", "*" },
        { &Clobber_ruleset, "xox|ox.", "{^^*|*,v}" },
        { &Clobber_ruleset, "XOX/OX.", "{^^*|*,v}" },
        { &Clobber_ruleset, "diagonal:xoxo|oox.|xxx.", "{0,v*|vv}" },
        { &Clobber_ruleset, "kings:xox|ox.", "{^^*|*,v[2]}" },
        { &Clobber_ruleset, "rooks:xox|ox.", "{^^*|0,*}" },
        { &Clobber_ruleset, "queens:xox|ox.", "^" },
        { &Clobber_ruleset, "anti:xoxo|oo..", "{*|-1}" },
        { &Clobber_cannibal_ruleset, "xxxx", "3" },
        { &Clobber_cannibal_ruleset, "oo|oo", "-3" },
        { &Clobber_cannibal_ruleset, "xo", "*" },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        Position_Eval *e = Position_eval_new(t[i].rs);
        Game_T v = value_in(e, t[i].pos);
        if (v != expr(t[i].value)) {
            char *s = Notation_str(v);
            fprintf(stderr, "%s: %s, expected %s\n", t[i].pos, s, t[i].value);
            free(s);
        }
        CU_ASSERT_EQUAL(v, expr(t[i].value));
        Position_eval_free(&e);
    }
}
#line 1066 "noweb/rulesets/clobber.nw"
static void check_shape(const Position_Ruleset *rs, const char *rule, int h, int w,
                        const char *alpha, size_t *count)
{
    Oracle o = { rule, rs == &Clobber_cannibal_ruleset, 0, 0, NULL, NULL };
    Position_Eval *e = Position_eval_new(rs);
    int n = h * w, a = (int)strlen(alpha);
    long total = 1;
    for (int i = 0; i < n; i++)
        total *= a;
    char s[64], t[80];
    for (long k = 0; k < total; k++) {
        long z = k;
        for (int r = 0, j = 0; r < h; r++) {
            for (int c = 0; c < w; c++, z /= a)
                s[j++] = alpha[z % a];
            s[j++] = r + 1 < h ? '|' : '\0';
        }
        snprintf(t, sizeof t, "%s%s%s", rule, *rule ? ":" : "", s);
        Game_T want = oracle(&o, s), got = value_in(e, t);
        if (want != got) {
            char *x = Notation_str(got), *y = Notation_str(want);
            fprintf(stderr, "%s %s: %s, oracle %s\n", rs->name, t, x, y);
            free(x);
            free(y);
        }
        CU_ASSERT_EQUAL(got, want);
        (*count)++;
    }
    Position_eval_free(&e);
    oracle_free(&o);
}

static void test_oracle(void)
{
    static const char *rule[] = { "", "diagonal", "kings", "knights", "rooks",
                                  "bishops", "queens", "anti" };
    size_t count = 0;
    for (int cann = 0; cann < 2; cann++) {
        const Position_Ruleset *rs = cann ? &Clobber_cannibal_ruleset
                                          : &Clobber_ruleset;
        for (size_t i = 0; i < sizeof rule / sizeof rule[0]; i++) {
            if (cann && !strcmp(rule[i], "anti"))
                continue;
            bool hash = !strcmp(rule[i], "rooks") || !strcmp(rule[i], "bishops")
                        || !strcmp(rule[i], "queens") || !strcmp(rule[i], "anti");
            const char *alpha = hash ? "xo.#" : "xo.";
            for (int n = 1; n <= (hash ? 6 : 8); n++)
                check_shape(rs, rule[i], 1, n, alpha, &count);
            check_shape(rs, rule[i], 2, 2, alpha, &count);
            check_shape(rs, rule[i], 2, 3, alpha, &count);
            check_shape(rs, rule[i], 3, 2, alpha, &count);
            if (i == 0) {
                check_shape(rs, rule[i], 2, 4, alpha, &count);
                check_shape(rs, rule[i], 3, 3, alpha, &count);
            }
        }
    }
    CU_ASSERT(count > 50000);
}
#line 1131 "noweb/rulesets/clobber.nw"
static void test_notation(void)
{
    const Position_Ruleset *C = &Clobber_ruleset, *K = &Clobber_cannibal_ruleset;
    Position_List a = { 0 }, b = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(C->parse(C->param, "XOXO|OX..", &a, &err));
    CU_ASSERT_FATAL(C->parse(C->param, "xoxo/ox..", &b, &err));
    CU_ASSERT(a.n == b.n && memcmp(a.w, b.w, a.n * sizeof *a.w) == 0);
    char *s = C->print(C->param, a.w + 1, POSITION_LEN(a.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "xoxo|ox..");
    free(s);
    Position_list_clear(&a);
    CU_ASSERT_FATAL(C->parse(C->param, "queens:x#o", &a, &err));
    s = C->print(C->param, a.w + 1, POSITION_LEN(a.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "queens:x#o");
    free(s);
    static const struct {
        bool cannibal;
        const char *in;
        size_t column;
    } bad[] = {
        { false, "", 1 }, { false, "xo|x", 5 }, { false, "xoy", 3 },
        { false, "xo||ox", 4 }, { false, "bogus:xo", 1 }, { true, "anti:xo.", 1 },
        { false, "kings:", 7 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Position_list_clear(&a);
        const Position_Ruleset *rs = bad[i].cannibal ? K : C;
        CU_ASSERT_FALSE(rs->parse(rs->param, bad[i].in, &a, &err));
        CU_ASSERT_EQUAL(err.column, bad[i].column);
    }
    Position_list_free(&a);
    Position_list_free(&b);
}
#line 1176 "noweb/rulesets/clobber.nw"
static void test_parts(void)
{
    const Position_Ruleset *C = &Clobber_ruleset, *K = &Clobber_cannibal_ruleset;
    Position_List l = { 0 };
    C->census->enumerate(C->param, 3, &l);
    size_t by[4] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
        by[POSITION_FLAGS(l.w[i])]++;
    CU_ASSERT(by[1] == 0 && by[2] == 1 && by[3] == 4);
    Position_list_clear(&l);
    K->census->enumerate(K->param, 2, &l);
    CU_ASSERT_EQUAL(l.count, 3);        /* x; xx, xo */
    Position_list_clear(&l);
    Position_Eval *e = Position_eval_new(C);
    Perr_T err;
    CU_ASSERT_FATAL(C->parse(C->param, "xxo|ox.", &l, &err));
    Position_List c = { 0 };
    const uint64_t *p = l.w + 1;
    size_t len = POSITION_LEN(l.w[0]);
    C->theory->conjugate(C->param, p, len, &c);
    Game_T v, w;
    CU_ASSERT(Position_value(e, p, len, &v) == GAME_DONE);
    CU_ASSERT(Position_value(e, c.w + 1, POSITION_LEN(c.w[0]), &w) == GAME_DONE);
    CU_ASSERT_EQUAL(w, Game_neg(v));
    CU_ASSERT_EQUAL(C->hints->size(C->param, p, len), 10);    /* 5 stones, twice */
    /* Left: (0,0) takes (1,0), (0,1) takes (0,2), (1,1) takes (1,0);
       Right: (0,2) takes (0,1), (1,0) takes (0,0) or (1,1) */
    CU_ASSERT_EQUAL(C->hints->moves(C->param, p, len, 'L'), 3);
    CU_ASSERT_EQUAL(C->hints->moves(C->param, p, len, 'R'), 3);
    char *t = C->drawing->tikz(C->param, p, len, 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "circle"));
    free(t);
    Position_list_free(&l);
    Position_list_free(&c);
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 105 "noweb/rulesets/clobber.nw"
Position_Eval *e = Position_eval_new(&Clobber_ruleset);
Game_T v;  Perr_T err;
if (Position_value_text(e, "xox|ox.", &v, &err) == GAME_DONE)
    { char *s = Notation_str(v); puts(s); free(s); }   /* {^^*|*,v} */
Position_eval_free(&e);
#line 1216 "noweb/rulesets/clobber.nw"
}
#line 1228 "noweb/rulesets/clobber.nw"
static void split_of(const Position_Ruleset *rs, const uint64_t *p, size_t len,
                     Position_List *out)
{
    Position_list_clear(out);
    rs->split(rs->param, p, len, out);
}

static void test_bits(void)
{
    uint64_t rng = 39;
    char small[64], big[128];
    Position_List a = { 0 }, b = { 0 }, oa = { 0 }, ob = { 0 }, sa = { 0 }, sb = { 0 };
    size_t compared = 0;
    for (int k = 0; k < 400; k++) {
        const Position_Ruleset *rs = k % 2 ? &Clobber_cannibal_ruleset
                                           : &Clobber_ruleset;
        char *q = small;
        for (int r = 0; r < 3; r++, *q++ = '|')
            for (int c = 0; c < 7; c++)
                *q++ = "xxoo.#"[Rng_below(&rng, 6)];
        q[-1] = '\0';
        snprintf(big, sizeof big, "%s%s", small,
                 "|.......|.......|.......|.......|.......|.......|.......");
        Perr_T err;
        Position_list_clear(&a);
        Position_list_clear(&b);
        CU_ASSERT_FATAL(rs->parse(rs->param, small, &a, &err));
        CU_ASSERT_FATAL(rs->parse(rs->param, big, &b, &err));
        const uint64_t *pa = a.w + 1, *pb = b.w + 1;
        size_t la = POSITION_LEN(a.w[0]), lb = POSITION_LEN(b.w[0]);
        for (int side = 0; side < 2; side++)
            CU_ASSERT_EQUAL(rs->hints->moves(rs->param, pa, la, "LR"[side]),
                            rs->hints->moves(rs->param, pb, lb, "LR"[side]));
        split_of(rs, pa, la, &sa);
        split_of(rs, pb, lb, &sb);
        CU_ASSERT(sa.n == sb.n && memcmp(sa.w, sb.w, sa.n * sizeof *sa.w) == 0);
        for (int side = 0; side < 2; side++) {
            Position_list_clear(&oa);
            Position_list_clear(&ob);
            rs->options(rs->param, pa, la, "LR"[side], &oa);
            rs->options(rs->param, pb, lb, "LR"[side], &ob);
            CU_ASSERT_EQUAL_FATAL(oa.count, ob.count);
            for (size_t i = 0, j = 0; i < oa.n; i += 1 + POSITION_LEN(oa.w[i]),
                 j += 1 + POSITION_LEN(ob.w[j])) {
                split_of(rs, oa.w + i + 1, POSITION_LEN(oa.w[i]), &sa);
                split_of(rs, ob.w + j + 1, POSITION_LEN(ob.w[j]), &sb);
                CU_ASSERT(sa.n == sb.n && memcmp(sa.w, sb.w, sa.n * sizeof *sa.w) == 0);
                compared++;
            }
        }
    }
    CU_ASSERT(compared > 4000);
    Position_list_free(&a);
    Position_list_free(&b);
    Position_list_free(&oa);
    Position_list_free(&ob);
    Position_list_free(&sa);
    Position_list_free(&sb);
}

#line 865 "noweb/rulesets/clobber.nw"
int test_clobber_suite(void)
{
    CU_pSuite s = CU_add_suite("clobber", NULL, NULL);
    if (!s || !CU_add_test(s, "values from the papers and CGSuite", test_literature)
        || !CU_add_test(s, "every small board against the oracle", test_oracle)
        || !CU_add_test(s, "notation and bad input", test_notation)
        || !CU_add_test(s, "census, conjugate and hints", test_parts)
        || !CU_add_test(s, "bit masks as the square-by-square code", test_bits)
        || !CU_add_test(s, "the example", test_example))
        return CU_get_error();
    return 0;
}
