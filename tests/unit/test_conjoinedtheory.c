/* Generated from noweb/rulesets/conjoinedtheory.nw by notangle: edit the .nw, not this file. */
#line 457 "noweb/rulesets/conjoinedtheory.nw"
#include <assert.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "conjoined.h"
#include "conjoinedtheory.h"
#include "game.h"
#include "notation.h"
#include "position.h"
#include "registry.h"

int test_conjoinedtheory_suite(void);

#line 487 "noweb/rulesets/conjoinedtheory.nw"
enum { BRUTE_MAX = 9 };

static int run_ok(const char *s, int n)          /* every run of stones has a '.' beside it */
{
    for (int i = 0; i < n;) {
        if (s[i] != 'x' && s[i] != 'o') {
            i++;
            continue;
        }
        int j = i;
        while (j < n && s[j] == s[i])
            j++;
        if (!((i > 0 && s[i - 1] == '.') || (j < n && s[j] == '.')))
            return 0;
        i = j;
    }
    return 1;
}

static void drop_runs(char *s, int n)     /* pieces between '#' of one colour go */
{
    for (int i = 0; i < n;) {
        if (s[i] == '#') {
            i++;
            continue;
        }
        int j = i, x = 0, o = 0;
        while (j < n && s[j] != '#') {
            x |= s[j] == 'x';
            o |= s[j] == 'o';
            j++;
        }
        if (!(x && o))
            memset(s + i, '#', (size_t)(j - i));
        i = j;
    }
}

static unsigned long code_of(const char *s, int n)
{
    unsigned long c = (unsigned long)n;
    for (int i = 0; i < n; i++)
        c = c * 4 + (unsigned long)(strchr(".xo#", s[i]) - ".xo#");
    return c;
}

static signed char memo[2][2][1 << 22];

static int brute(int game, int phase, const char *s, int n);

static int mex_of(unsigned long seen)
{
    int v = 0;
    while (seen >> v & 1)
        v++;
    return v;
}

/* game 0: GO-CUT, 1: SNO-GO.  The options of phase 1, or -1 when there is none. */
static int phase1(int game, const char *s, int n, unsigned long *seen)
{
    char t[BRUTE_MAX + 1];
    int any = 0;
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 2 && s[i] == '.'; c++) {
            memcpy(t, s, (size_t)n);
            t[i] = "xo"[c];
            int legal = game == 0 ? run_ok(t, n)
                                  : !((i > 0 && t[i - 1] == "ox"[c])
                                      || (i + 1 < n && t[i + 1] == "ox"[c]));
            if (legal) {
                any = 1;
                *seen |= 1UL << brute(game, 0, t, n);
            }
        }
    return any;
}

static int brute(int game, int phase, const char *s, int n)
{
    unsigned long code = code_of(s, n), seen = 0;
    signed char *m = &memo[game][phase][code];   /* code < 10 * 4^9 < 2^22 */
    if (*m)
        return *m - 1;
    char t[BRUTE_MAX + 1];
    if (phase == 0 && !phase1(game, s, n, &seen)) {
        memcpy(t, s, (size_t)n);
        if (game == 0) {
            for (int i = 0; i < n; i++)
                t[i] = t[i] == '.' ? '#' : t[i];
            drop_runs(t, n);
        }
        int v = brute(game, 1, t, n);      /* the position is the one it enters */
        *m = (signed char)(v + 1);
        return v;
    }
    if (phase == 1)
        for (int i = 0; i < n; i++) {
            if (game == 0 && (s[i] == 'x' || s[i] == 'o')) {
                memcpy(t, s, (size_t)n);
                t[i] = '#';
                drop_runs(t, n);
                seen |= 1UL << brute(game, 1, t, n);
            }
            for (int c = 0; game == 1 && c < 2 && s[i] == '.'; c++) {
                memcpy(t, s, (size_t)n);
                t[i] = "xo"[c];
                if (run_ok(t, n))
                    seen |= 1UL << brute(game, 1, t, n);
            }
        }
    int v = mex_of(seen);
    *m = (signed char)(v + 1);
    return v;
}
#line 664 "noweb/rulesets/conjoinedtheory.nw"
static signed char *p1memo, cmemo[16][1 << 15];

static int cut_component(const char *s, int k)   /* CUTTHROAT_I on a run of stones */
{
    int x = 0, o = 0, code = 0;
    for (int i = 0; i < k; i++) {
        x |= s[i] == 'x';
        o |= s[i] == 'o';
        code = code * 2 + (s[i] == 'o');
    }
    if (!(x && o))
        return 0;
    if (cmemo[k][code])
        return cmemo[k][code] - 1;
    unsigned long seen = 0;
    for (int i = 0; i < k; i++)
        seen |= 1UL << (cut_component(s, i) ^ cut_component(s + i + 1, k - i - 1));
    int v = mex_of(seen);
    cmemo[k][code] = (signed char)(v + 1);
    return v;
}

static int gocut_path(char *s, int n)
{
    long code = 0;
    for (int i = 0; i < n; i++)
        code = code * 3 + (s[i] == '.' ? 0 : s[i] == 'x' ? 1 : 2);
    if (p1memo[code])
        return p1memo[code] - 1;
    unsigned long seen = 0;
    int any = 0, v = 0;
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 2 && s[i] == '.'; c++) {
            s[i] = "xo"[c];
            if (run_ok(s, n)) {
                any = 1;
                seen |= 1UL << gocut_path(s, n);
            }
            s[i] = '.';
        }
    if (any)
        v = mex_of(seen);
    else
        for (int i = 0; i < n;) {            /* the stones between holes, nim-added */
            int j = i;
            while (j < n && s[j] != '.')
                j++;
            v ^= cut_component(s + i, j - i);
            i = j + 1;
        }
    p1memo[code] = (signed char)(v + 1);
    return v;
}
#line 607 "noweb/rulesets/conjoinedtheory.nw"
static long nim_text(Position_Eval *e, const char *text)
{
    Game_T v;
    Perr_T err;
    if (Position_value_text(e, text, &v, &err) != GAME_DONE)
        return -1;
    return Game_is_nimber(v) ? (long)Game_nimber_value(v) : -2;
}

static void test_brute(void)
{
    const Position_Ruleset *games[2] = { &Conjoined_gocut, &Conjoined_snogo };
    for (int game = 0; game < 2; game++) {
        Position_Eval *e = Position_eval_new(games[game]);
        size_t checked = 0;
        for (int n = 1; n <= 8; n++) {
            unsigned long total = 1;
            for (int k = 0; k < n; k++)
                total *= 3;
            for (unsigned long c = 0; c < total; c++) {
                char s[BRUTE_MAX + 1];
                unsigned long d = c;
                for (int k = 0; k < n; k++, d /= 3)
                    s[k] = ".xo"[d % 3];
                s[n] = '\0';
                int ok = game == 0 ? run_ok(s, n) : !strstr(s, "xo") && !strstr(s, "ox");
                if (!ok)
                    continue;
                long got = nim_text(e, s);
                CU_ASSERT_EQUAL(got, brute(game, 0, s, n));
                if (got != brute(game, 0, s, n))
                    printf("\n%s %s: %ld, by strings %d\n", games[game]->name, s, got,
                           brute(game, 0, s, n));
                checked++;
            }
        }
        CU_ASSERT(checked > 2000);
        for (int n = 9; n <= BRUTE_MAX; n++) {
            char s[BRUTE_MAX + 1];
            memset(s, '.', (size_t)n);
            s[n] = '\0';
            CU_ASSERT_EQUAL(nim_text(e, s), brute(game, 0, s, n));
        }
        Position_eval_free(&e);
    }
}
#line 727 "noweb/rulesets/conjoinedtheory.nw"
static void tinted_text(const char *s, int n, bool cycle, bool snort, char *out)
{
    int num[16], k = 0;
    for (int i = 0; i < n; i++)
        num[i] = s[i] == '.' ? ++k : 0;
    out += sprintf(out, "empty:%d", k);
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        if ((j > i || (cycle && n > 2)) && num[i] && num[j])
            out += sprintf(out, " e:%d-%d", num[i], num[j]);
    }
    for (int i = 0; i < n; i++) {
        if (!num[i])
            continue;
        int l = 0, r = 0;
        for (int d = -1; d <= 1; d += 2) {
            int j = i + d;
            if (cycle)
                j = (j + n) % n;
            else if (j < 0 || j >= n)
                continue;
            l |= s[j] == 'x';
            r |= s[j] == 'o';
        }
        if (!snort) {
            int t = l;
            l = r;
            r = t;
        }
        if (l || r)
            out += sprintf(out, " %s:%d", l && r ? "B" : l ? "L" : "R", num[i]);
    }
}

static void test_tinted(void)
{
    Position_Eval *board = Position_eval_new(&Conjoined_any);
    size_t checked = 0;
    for (int snort = 0; snort < 2; snort++) {
        Position_Eval *tint = Position_eval_new(Registry_find(snort ? "snort" : "col"));
        for (int n = 1; n <= 6; n++) {
            for (int cycle = 0; cycle < 2; cycle++) {
                if (cycle && n != 5)
                    continue;
                unsigned long total = 1;
                for (int k = 0; k < n; k++)
                    total *= 3;
                for (unsigned long c = 0; c < total; c++) {
                    char s[8], text[200], tt[400];
                    unsigned long d = c;
                    for (int k = 0; k < n; k++, d /= 3)
                        s[k] = ".xo"[d % 3];
                    s[n] = '\0';
                    if (cycle) {
                        int at = sprintf(text, "%s cycle:5", snort ? "snort" : "col");
                        for (int k = 0; k < n; k++)
                            if (s[k] != '.')
                                at += sprintf(text + at, " %c:%d", s[k], k + 1);
                    } else
                        sprintf(text, "%s %s", snort ? "snort" : "col", s);
                    Game_T a, b;
                    Perr_T e;
                    if (Position_value_text(board, text, &a, &e) != GAME_DONE)
                        continue;    /* the board breaks the rule */
                    tinted_text(s, n, cycle, snort, tt);
                    CU_ASSERT_EQUAL_FATAL(Position_value_text(tint, tt, &b, &e), GAME_DONE);
                    CU_ASSERT_EQUAL(a, b);
                    if (a != b)
                        printf("\n%s: %s, tinted %s: %s\n", text, Notation_str(a), tt,
                               Notation_str(b));
                    checked++;
                }
            }
        }
        Position_eval_free(&tint);
    }
    CU_ASSERT(checked > 400);
    Position_eval_free(&board);
}
#line 815 "noweb/rulesets/conjoinedtheory.nw"
static void test_paper(void)
{
    size_t bad = 99, n = Conjoined_lemma3(12, &bad);
    CU_ASSERT_EQUAL(n, 144);
    CU_ASSERT_EQUAL(bad, 0);
    static const long stated[13] = { 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0 };
    Position_Eval *go = Position_eval_new(&Conjoined_gocut),
                 *sno = Position_eval_new(&Conjoined_snogo),
                 *any = Position_eval_new(&Conjoined_any);
    for (int k = 1; k <= 12; k++) {
        char t[64];
        sprintf(t, "path:%d", k);
        long g = nim_text(go, t), h = nim_text(sno, t);
        CU_ASSERT_EQUAL(g, stated[k]);
        CU_ASSERT((h == 0) == (k % 2 == 0));
        if (k <= 8) {
            sprintf(t, "nogo_i>cutthroat_i path:%d", k);
            CU_ASSERT_EQUAL(nim_text(any, t), g);
            sprintf(t, "snort_i>nogo_i path:%d", k);
            CU_ASSERT_EQUAL(nim_text(any, t), h);
        }
    }
    const Position_Ruleset *rs[2] = { &Conjoined_gocut, &Conjoined_snogo };
    for (int r = 0; r < 2; r++)
        for (int cls = 0; cls < (r == 0 ? 2 : 1); cls++) {
            Position_List l = { 0 };
            char err[100];
            CU_ASSERT_FATAL(rs[r]->census->enumerate_class(rs[r]->param, cls,
                                                           cls ? 30 : 7, &l, err,
                                                           sizeof err));
            size_t tried[8] = { 0 }, held[8] = { 0 }, props = 0;
            char why[200] = "";
            Position_Eval *e = r ? sno : go;
            for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
                CU_ASSERT(rs[r]->theory->test(rs[r]->param, e, l.w + i + 1,
                                              POSITION_LEN(l.w[i]), tried, held, why,
                                              sizeof why));
            for (; rs[r]->theory->properties[props].name; props++)
                if (tried[props] != held[props])
                    printf("\n%s: %s\n", rs[r]->name, why);
            for (size_t p = 0; p < props; p++)
                CU_ASSERT(tried[p] == held[p]);
            CU_ASSERT(tried[0] > 0);
            Position_list_free(&l);
        }
    Position_eval_free(&go);
    Position_eval_free(&sno);
    Position_eval_free(&any);
}
#line 868 "noweb/rulesets/conjoinedtheory.nw"
static void test_footnote(void)
{
    static const int stated[15] = { 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 2 };
    Position_Eval *e = Position_eval_new(&Conjoined_gocut);
    for (int n = 1; n <= 15; n++) {
        long total = 1;
        for (int k = 0; k < n; k++)
            total *= 3;
        p1memo = calloc((size_t)total, 1);
        CU_ASSERT_FATAL(p1memo != NULL);
        char s[16], t[32];
        memset(s, '.', (size_t)n);
        s[n] = '\0';
        int g = gocut_path(s, n);
        free(p1memo);
        if (n < 15)
            CU_ASSERT_EQUAL(g, stated[n - 1]);          /* the paper, where it holds */
        sprintf(t, "path:%d", n);
        CU_ASSERT_EQUAL(nim_text(e, t), g);             /* the module, by the strings */
    }
    Position_eval_free(&e);
}
#line 903 "noweb/rulesets/conjoinedtheory.nw"
static Game_T val(Position_Eval *e, const char *text)
{
    Game_T v = 0;
    Perr_T err;
    CU_ASSERT_EQUAL_FATAL(Position_value_text(e, text, &v, &err), GAME_DONE);
    return v;
}

static void test_partizan(void)
{
    Position_Eval *no = Position_eval_new(&Conjoined_nogo),
                 *cut = Position_eval_new(&Conjoined_cutthroat);
    CU_ASSERT_EQUAL(val(no, "."), Game_zero());
    CU_ASSERT_EQUAL(val(no, "empty:0"), Game_zero());    /* a graph, not a path */
    CU_ASSERT_EQUAL(val(no, "path:0"), Game_zero());
    CU_ASSERT_EQUAL(val(no, "#"), Game_zero());
    CU_ASSERT_EQUAL(val(no, ".."), Game_star());
    CU_ASSERT_EQUAL(val(cut, "xo"), Game_star());
    Game_T zero = Game_zero(), star = Game_star();
    Game_T upstar = Game_make((Game_T[]){ zero, star }, 2, (Game_T[]){ zero }, 1);
    CU_ASSERT_EQUAL(upstar, Game_add(Game_up(), star));
    CU_ASSERT_EQUAL(val(cut, "xxo"), upstar);
    CU_ASSERT_EQUAL(val(cut, "oox"), Game_neg(upstar));
    CU_ASSERT_EQUAL(val(cut, "xxx"), zero);          /* one colour: gone when read */
    /* symmetric boards: equal keys, equal values; a 2x3 grid is a 3x2 grid */
    CU_ASSERT_EQUAL(val(no, "x..|..."), val(no, "..|..|.x"));
    CU_ASSERT_EQUAL(val(no, "grid:2x3 x:1"), val(no, "x..|..."));
    CU_ASSERT_EQUAL(val(no, "cycle:5 x:1"), val(no, "cycle:5 x:3"));
    CU_ASSERT_EQUAL(val(no, "path:4 o:2"), Game_neg(val(no, ".x..")));
    CU_ASSERT_EQUAL(val(cut, "star:3 x:1 o:2,3,4"), val(cut, "star:3 x:1 o:2,4,3"));
    /* a star's leaves of one colour, and a path read as a graph, meet the path's entry */
    CU_ASSERT_EQUAL(val(cut, "e:1-2,2-3 x:2 o:1,3"), val(cut, "oxo"));
    CU_ASSERT(Game_is_all_small(val(cut, "star:4 x:1 o:2,3 x:4,5")));
    Position_eval_free(&no);
    Position_eval_free(&cut);
}
#line 942 "noweb/rulesets/conjoinedtheory.nw"
static void test_example_lemma3(void)
{
    
#line 24 "noweb/rulesets/conjoinedtheory.nw"
size_t bad = 99;
size_t n = Conjoined_lemma3(4, &bad);  /* x^i o^j, i, j <= 4 */
assert(n == 16);                        /* 4 times 4 components valued */
assert(bad == 0);                       /* each ((i - 1) xor (j - 1)) + 1 */
#line 945 "noweb/rulesets/conjoinedtheory.nw"
}

int test_conjoinedtheory_suite(void)
{
    CU_pSuite s = CU_add_suite("conjoinedtheory", NULL, NULL);
    if (!s || !CU_add_test(s, "GO-CUT and SNO-GO against strings", test_brute)
           || !CU_add_test(s, "GO-CUT on paths to 15 by strings", test_footnote)
           || !CU_add_test(s, "SNORT and COL against module tinted", test_tinted)
           || !CU_add_test(s, "the paper's lemmas and theorem", test_paper)
           || !CU_add_test(s, "NOGO and CUTTHROAT values", test_partizan)
           || !CU_add_test(s, "example: Lemma 3 on the components up to 4",
                           test_example_lemma3))
        return CU_get_error();
    return 0;
}
