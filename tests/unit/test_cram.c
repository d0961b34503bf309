/* Generated from noweb/rulesets/cram.nw by notangle: edit the .nw, not this file. */
#line 182 "noweb/rulesets/cram.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cram.h"
#include "game.h"
#include "hash.h"
#include "octal.h"

enum { MEMO = 1 << 20 };
static char *memo_key[MEMO];
static unsigned memo_val[MEMO];

static unsigned *memo_slot(const char *s, bool *found)
{
    size_t h = (size_t)Hash_fnv(14695981039346656037ULL, s, strlen(s)) % MEMO;
    while (memo_key[h] && strcmp(memo_key[h], s) != 0)
        h = (h + 1) % MEMO;
    *found = memo_key[h] != NULL;
    if (!*found)
        memo_key[h] = strdup(s);
    return memo_val + h;
}

static void memo_free(void)
{
    for (size_t i = 0; i < MEMO; i++) {
        free(memo_key[i]);
        memo_key[i] = NULL;
    }
}

static unsigned oracle(const char *s, int C)
{
    bool found;
    unsigned *slot = memo_slot(s, &found);
    if (found)
        return *slot;
    int n = (int)strlen(s);
    bool seen[64] = { false };
    char t[80];
    memcpy(t, s, (size_t)n + 1);
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 2; d++) {
            int j = i + (d ? C + 1 : 1);   /* the square right of i, or below */
            if (j < n && t[i] == '.' && t[j] == '.') {
                t[i] = t[j] = '#';
                unsigned g = oracle(t, C);
                t[i] = t[j] = '.';
                if (g < 64)
                    seen[g] = true;
            }
        }
    unsigned m = 0;
    while (seen[m])
        m++;
    *memo_slot(s, &found) = m;
    return m;
}

static Game_T value(Position_Eval *e, const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_EQUAL_FATAL(Position_value_text(e, s, &v, &err), GAME_DONE);
    return v;
}

/* the hints count the options of each side, and the conjugate (when there
   is one) is worth the negative */
static bool parts_agree(Position_Eval *e, const Position_Ruleset *rs, const char *s)
{
    Position_List l = { 0 }, o = { 0 }, c = { 0 };
    Perr_T err;
    bool ok = rs->parse(rs->param, s, &l, &err);
    const uint64_t *p = l.w + 1;
    size_t n = ok ? POSITION_LEN(l.w[0]) : 0;
    for (int k = 0; ok && k < 2; k++) {
        Position_list_clear(&o);
        rs->options(rs->param, p, n, "LR"[k], &o);
        ok = rs->hints->moves(rs->param, p, n, "LR"[k]) == o.count;
    }
    if (ok && rs->theory && rs->theory->conjugate) {
        rs->theory->conjugate(rs->param, p, n, &c);
        Game_T v, w;
        ok = Position_value(e, p, n, &v) == GAME_DONE
             && Position_value(e, c.w + 1, POSITION_LEN(c.w[0]), &w) == GAME_DONE
             && w == Game_neg(v);
    }
    Position_list_free(&l);
    Position_list_free(&o);
    Position_list_free(&c);
    return ok;
}

static void test_oracle(void)
{
    Position_Eval *e = Position_eval_new(&Cram_ruleset);
    char s[80];
    size_t boards = 0, bad = 0;
    for (int R = 1; R <= 14; R++)
        for (int C = 1; R * C <= 14; C++)
            for (uint64_t f = 0; f < 1ULL << (R * C); f++, boards++) {
                for (int r = 0, i = 0; r < R; r++) {
                    for (int c = 0; c < C; c++)
                        s[i++] = f >> (r * C + c) & 1 ? '#' : '.';
                    s[i++] = r + 1 < R ? '|' : '\0';
                }
                if ((value(e, s) != Game_nimber(oracle(s, C))
                     || !parts_agree(e, &Cram_ruleset, s)) && bad++ < 5)
                    CU_FAIL(s);
            }
    memo_free();
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(boards, 117898);
    Position_eval_free(&e);
}
#line 309 "noweb/rulesets/cram.nw"
static void test_strips(void)
{
    Octal *g;
    Perr_T err;
    uint16_t gv[65];
    CU_ASSERT_FATAL(Octal_parse("0.07", &g, &err));
    CU_ASSERT_FATAL(Octal_grundy_plain(g, 64, gv));
    Octal_free(&g);
    Position_Eval *e = Position_eval_new(&Cram_ruleset);
    char s[160];
    for (int n = 1; n <= 64; n++) {
        snprintf(s, sizeof s, "1x%d", n);
        CU_ASSERT_EQUAL(value(e, s), Game_nimber(gv[n]));
        snprintf(s, sizeof s, "%dx1", n);
        CU_ASSERT_EQUAL(value(e, s), Game_nimber(gv[n]));
    }
    Position_eval_free(&e);
}
#line 337 "noweb/rulesets/cram.nw"
static void test_mcgs(void)
{
    static const struct { const char *board; unsigned nim; } cases[] = {
        { "2x3", 1 }, { "2x4", 0 }, { "2x5", 1 }, { "2x6", 0 }, { "2x7", 1 },
        { "2x9", 1 }, { "3x3", 0 }, { "3x4", 1 }, { "3x5", 1 }, { "3x6", 4 },
        { "4x4", 0 }, { "1x14", 4 }, { "1x16", 5 }, { "..|..|..", 1 },
    };
    Position_Eval *e = Position_eval_new(&Cram_ruleset);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CU_ASSERT_EQUAL(value(e, cases[i].board), Game_nimber(cases[i].nim));
    char why[128];
    CU_ASSERT_FALSE(Cram_ruleset.theory->check(NULL, Game_integer(1), why, sizeof why));
    CU_ASSERT_TRUE(Cram_ruleset.theory->check(NULL, Game_nimber(3), why, sizeof why));
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 47 "noweb/rulesets/cram.nw"
Position_Eval *e = Position_eval_new(&Cram_ruleset);
Game_T v, w;  Perr_T err;
Game_Status s = Position_value_text(e, "2x3", &v, &err),
            t = Position_value_text(e, "..|..", &w, &err);
assert(s == GAME_DONE && v == Game_nimber(1) && t == GAME_DONE && w == Game_zero());
Position_eval_free(&e);
#line 356 "noweb/rulesets/cram.nw"
}

int test_cram_suite(void)
{
    CU_pSuite s = CU_add_suite("cram", NULL, NULL);
    if (!s || !CU_add_test(s, "every small board against the oracle", test_oracle)
        || !CU_add_test(s, "strips are Dawson's Kayles (octal 0.07)", test_strips)
        || !CU_add_test(s, "MCGS's values", test_mcgs)
        || !CU_add_test(s, "the example", test_example))
        return CU_get_error();
    return 0;
}
