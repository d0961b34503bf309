/* Generated from noweb/rulesets/amazons.nw by notangle: edit the .nw, not this file. */
#line 345 "noweb/rulesets/amazons.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "amazons.h"
#include "game.h"
#include "hash.h"
#include "rng.h"

/* the oracle's memo: boards as strings to values, open addressing */
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

static Game_T oracle(const char *s, int C)
{
    bool found;
    Game_T *slot = memo_slot(s, &found);
    if (found)
        return *slot;
    size_t n = strlen(s);
    Game_T opt[2][512];
    size_t k[2] = { 0, 0 };
    char t[80];
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < n; i++) {
            if (s[i] != "xo"[side])
                continue;
            int r = (int)i / (C + 1), c = (int)i % (C + 1), R = (int)(n + 1) / (C + 1);
            for (int d = 0; d < 9; d++)
                for (int j = 1; d != 4; j++) {
                    int r1 = r + j * (d / 3 - 1), c1 = c + j * (d % 3 - 1);
                    if (r1 < 0 || r1 >= R || c1 < 0 || c1 >= C
                        || s[r1 * (C + 1) + c1] != '.')
                        break;
                    memcpy(t, s, n + 1);
                    t[i] = '.';
                    t[r1 * (C + 1) + c1] = s[i];
                    for (int e = 0; e < 9; e++)
                        for (int l = 1; e != 4; l++) {
                            int r2 = r1 + l * (e / 3 - 1), c2 = c1 + l * (e % 3 - 1);
                            if (r2 < 0 || r2 >= R || c2 < 0 || c2 >= C
                                || t[r2 * (C + 1) + c2] != '.')
                                break;
                            t[r2 * (C + 1) + c2] = '#';
                            assert(k[side] < 512);
                            opt[side][k[side]++] = oracle(t, C);
                            t[r2 * (C + 1) + c2] = '.';
                        }
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
    CU_ASSERT_FATAL(Amazons_ruleset.parse(NULL, s, &l, &err));
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v),
                          GAME_DONE);
    Position_list_free(&l);
    return v;
}

/* the board f (base 4, digits . x o #) of R rows and C columns into s */
static void board(char *s, int R, int C, uint64_t f)
{
    for (int r = 0, i = 0; r < R; r++) {
        for (int c = 0; c < C; c++, f /= 4)
            s[i++] = ".xo#"[f % 4];
        s[i++] = r + 1 < R ? '|' : '\0';
    }
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
    Position_Eval *e = Position_eval_new(&Amazons_ruleset);
    char s[80];
    size_t boards = 0, bad = 0;
    for (int R = 1; R <= 6; R++)
        for (int C = 1; R * C <= 6; C++) {
            uint64_t count = 1ULL << (2 * R * C);
            for (uint64_t f = 0; f < count; f++, boards++) {
                board(s, R, C, f);
                bool same = value(e, s) == oracle(s, C);
                if ((!same || !parts_agree(e, &Amazons_ruleset, s)) && bad++ < 5)
                    CU_FAIL(s);
            }
        }
    uint64_t g = 39;
    for (int i = 0; i < 300; i++, boards++) {
        board(s, 3, 3, Rng_below(&g, 1u << 18));
        if (value(e, s) != oracle(s, 3) && bad++ < 5)
            CU_FAIL(s);
    }
    memo_free();
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(boards, 19364 + 300);
    Position_eval_free(&e);
}
#line 504 "noweb/rulesets/amazons.nw"
static void test_mcgs(void)
{
    static const struct { const char *board, *outcome; } cases[] = {
        { ".O.|#.#|O..", "R" }, { "#..|#..|...", "P" }, { ".X#|.X.|..O", "L" },
        { "..O|.OX|..X", "N" }, { "OX#|X..|.O.", "R" }, { "...|...|...", "P" },
        { "O.X|.OX|##.", "N" }, { ".X.|O..|...", "N" }, { "..O|XOX|#..", "P" },
        { "OOX|.#.|X#.", "N" }, { "...|.#O|OX.", "R" },         /* 3x3.test */
        { ".#..|X.#.|#X#.|#..#", "L" }, { "...#|....|#.##|..#.", "P" },
        { ".O.#|#...|#..O|#.##", "R" }, { "#X#.|..X#|..O.|O##O", "N" },
        { ".X..|#X##|..OO|#XO#", "L" }, { "X.O#|O##O|...#|XX#.", "N" },  /* 4x4.test */
    };
    Position_Eval *e = Position_eval_new(&Amazons_ruleset);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game_T v = value(e, cases[i].board);
        CU_ASSERT_STRING_EQUAL(Game_outcome_name(Game_outcome(v)), cases[i].outcome);
    }
    Position_eval_free(&e);
}
#line 539 "noweb/rulesets/amazons.nw"
static void test_hand(void)
{
    Position_Eval *e = Position_eval_new(&Amazons_ruleset);
    CU_ASSERT_EQUAL(value(e, "x.."), Game_integer(2));
    CU_ASSERT_EQUAL(value(e, "...o"), Game_integer(-3));
    CU_ASSERT_EQUAL(value(e, "x.o"), Game_nimber(1));
    CU_ASSERT_EQUAL(value(e, "x..|###|o.."), Game_zero());
    Game_T v = value(e, "x.#|##.|#.o"), w = value(e, "o.#|##.|#.x");
    CU_ASSERT_EQUAL(v, Game_neg(w));
    CU_ASSERT_EQUAL(v, oracle("x.#|##.|#.o", 3));
    memo_free();
    Position_List l = { 0 };
    Perr_T err;
    Amazons_ruleset.census->enumerate(NULL, 3, &l);   /* 3 + 6 + 18 boards */
    CU_ASSERT_EQUAL(l.count, 27);
    Position_list_clear(&l);
    CU_ASSERT_FALSE(Amazons_ruleset.parse(NULL, "x.q", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Amazons_ruleset.parse(NULL, "x.|...", &l, &err));
    CU_ASSERT_EQUAL(err.column, 7);
    Position_list_free(&l);
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 66 "noweb/rulesets/amazons.nw"
Position_List l = { 0 };  Perr_T err;  Game_T v;
Position_Eval *e = Position_eval_new(&Amazons_ruleset);
if (Amazons_ruleset.parse(NULL, "x..", &l, &err)
    && Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE)
        assert(v == Game_integer(2));
Position_list_free(&l);  Position_eval_free(&e);
#line 566 "noweb/rulesets/amazons.nw"
}

int test_amazons_suite(void)
{
    CU_pSuite s = CU_add_suite("amazons", NULL, NULL);
    if (!s || !CU_add_test(s, "every small board against the oracle", test_oracle)
        || !CU_add_test(s, "MCGS's outcomes (from CGSuite)", test_mcgs)
        || !CU_add_test(s, "values by hand", test_hand)
        || !CU_add_test(s, "the example", test_example))
        return CU_get_error();
    return 0;
}
