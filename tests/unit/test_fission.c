/* Generated from noweb/rulesets/fission.nw by notangle: edit the .nw, not this file. */
#line 279 "noweb/rulesets/fission.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "fission.h"
#include "game.h"
#include "hash.h"

enum { MEMO = 1 << 20 };
static char *memo_key[MEMO];
static Game_T memo_val[MEMO];

static Game_T *memo_slot(const char *s, bool *found)
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

/* board s (C columns, rows by '|'): Left splits to the squares above and
   below, Right to those beside, both empty and on the board */
static Game_T oracle(const char *s, int C)
{
    bool found;
    Game_T *slot = memo_slot(s, &found);
    if (found)
        return *slot;
    int n = (int)strlen(s), R = (n + 1) / (C + 1);
    Game_T opt[2][64];
    size_t k[2] = { 0, 0 };
    char t[80];
    for (int i = 0; i < n; i++) {
        if (s[i] != 'x')
            continue;
        int r = i / (C + 1), c = i % (C + 1);
        for (int side = 0; side < 2; side++) {
            int r1 = side ? r : r - 1, c1 = side ? c - 1 : c;
            int r2 = side ? r : r + 1, c2 = side ? c + 1 : c;
            if (r1 < 0 || c1 < 0 || r2 >= R || c2 >= C || s[r1 * (C + 1) + c1] != '.'
                || s[r2 * (C + 1) + c2] != '.')
                continue;
            memcpy(t, s, (size_t)n + 1);
            t[i] = '.';
            t[r1 * (C + 1) + c1] = t[r2 * (C + 1) + c2] = 'x';
            opt[side][k[side]++] = oracle(t, C);
        }
    }
    Game_T v = Game_make(opt[0], k[0], opt[1], k[1]);
    *memo_slot(s, &found) = v;
    return v;
}

static Game_T value(Position_Eval *e, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(Fission_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v),
                          GAME_DONE);
    Position_list_free(&l);
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
    Position_Eval *e = Position_eval_new(&Fission_ruleset);
    char s[80];
    size_t boards = 0, bad = 0;
    for (int R = 1; R <= 9; R++)
        for (int C = 1; R * C <= 9; C++) {
            uint64_t count = 1;
            for (int i = 0; i < R * C; i++)
                count *= 3;
            for (uint64_t f = 0; f < count; f++, boards++) {
                uint64_t g = f;
                for (int r = 0, i = 0; r < R; r++) {
                    for (int c = 0; c < C; c++, g /= 3)
                        s[i++] = ".x#"[g % 3];
                    s[i++] = r + 1 < R ? '|' : '\0';
                }
                bool same = value(e, s) == oracle(s, C);
                if ((!same || !parts_agree(e, &Fission_ruleset, s)) && bad++ < 5)
                    CU_FAIL(s);
            }
        }
    memo_free();
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(boards, 93387);
    Position_eval_free(&e);
}
#line 417 "noweb/rulesets/fission.nw"
static void test_mcgs(void)
{
    static const struct { const char *board, *outcome; } cases[] = {
        { "...|..X|...", "L" }, { ".X.|...|...", "R" },        /* fission_3x3.test */
        { "..#..|.....|...#.|..X#.|.....", "P" },
        { ".....|.X...|.X...|..X##|...#.", "L" },
        { ".X...|.#.#.|.XX..|#X#..|#.X..", "R" },
        { "....X|.X...|...X.|.....|.....", "P" },
        { ".....|X..X#|X..#X|...X.|#....", "R" },
        { "..#.X|X...#|.#.X.|.#...|.XX..", "L" },
        { ".....|.....|.....|.....|.....", "P" },
        { "#X...|#X...|.....|..#X.|.....", "P" },
        { ".....|X#...|..#X.|.....|..XX.", "L" },            /* fission_5x5_easy.test */
    };
    Position_Eval *e = Position_eval_new(&Fission_ruleset);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game_T v = value(e, cases[i].board);
        CU_ASSERT_STRING_EQUAL(Game_outcome_name(Game_outcome(v)), cases[i].outcome);
    }
    Position_eval_free(&e);
}
#line 454 "noweb/rulesets/fission.nw"
static void test_hand(void)
{
    Position_Eval *e = Position_eval_new(&Fission_ruleset);
    CU_ASSERT_EQUAL(value(e, ".|x|."), Game_integer(1));
    CU_ASSERT_EQUAL(value(e, ".x."), Game_integer(-1));
    CU_ASSERT_EQUAL(value(e, "...|.x.|..."), Game_zero());
    CU_ASSERT_EQUAL(value(e, ".|x|.|x|."), Game_integer(1));
    CU_ASSERT_EQUAL(value(e, ".x.|###|.x."), Game_integer(-2));
    char col[200] = ".|x|.";                    /* 64 rows of one square */
    for (int r = 3; r < 64; r++)
        strcat(col, "|#");
    CU_ASSERT_EQUAL(value(e, col), Game_integer(1));
    Position_List l = { 0 };
    Perr_T err;
    Fission_ruleset.census->enumerate(NULL, 3, &l);   /* 2 + 3 + 6 boards */
    CU_ASSERT_EQUAL(l.count, 11);
    Position_list_clear(&l);
    CU_ASSERT_FALSE(Fission_ruleset.parse(NULL, "x.o", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Fission_ruleset.parse(NULL, "...|..", &l, &err));
    CU_ASSERT_EQUAL(err.column, 7);
    Position_list_free(&l);
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 49 "noweb/rulesets/fission.nw"
Position_List l = { 0 };  Perr_T err;  Game_T v;
Position_Eval *e = Position_eval_new(&Fission_ruleset);
if (Fission_ruleset.parse(NULL, ".|x|.", &l, &err)
    && Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE)
        assert(v == Game_integer(1));
Position_list_free(&l);  Position_eval_free(&e);
#line 482 "noweb/rulesets/fission.nw"
}

int test_fission_suite(void)
{
    CU_pSuite s = CU_add_suite("fission", NULL, NULL);
    if (!s || !CU_add_test(s, "every small board against the oracle", test_oracle)
        || !CU_add_test(s, "MCGS's outcomes (from CGSuite)", test_mcgs)
        || !CU_add_test(s, "values by hand", test_hand)
        || !CU_add_test(s, "the example", test_example))
        return CU_get_error();
    return 0;
}
