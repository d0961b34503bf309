/* Generated from noweb/rulesets/mixed.nw by notangle: edit the .nw, not this file. */
#line 364 "noweb/rulesets/mixed.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "amazons.h"
#include "conjoined.h"
#include "cutcake.h"
#include "domineering.h"
#include "hackenbush.h"
#include "mixed.h"
#include "rng.h"
#include "solve.h"

static Game_T value_alone(const Position_Ruleset *rs, const char *s, Position_List *l)
{
    Perr_T err;
    Position_list_clear(l);
    CU_ASSERT_FATAL(rs->parse(rs->param, s, l, &err));
    Position_Eval *e = Position_eval_new(rs);
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL(Position_value(e, l->w + 1, POSITION_LEN(l->w[0]), &v), GAME_DONE);
    Position_eval_free(&e);
    return v;
}

static void test_sums(void)
{
    const Position_Ruleset *rs[3] = { &Domineering_ruleset, &Hackenbush_ruleset,
                                      &Cutcake_ruleset };
    static const char *pos[3][5] = {
        { "2x2", "3x3", "2x3", "..#|...|.#.", "4x2" },
        { "lrl", "rrl", "lll", "lrlrr", "rl" },
        { "2x3", "3x1", "1x4", "3x3", "5x2" }
    };
    Mixed *m = Mixed_new(rs, 3);
    const Position_Ruleset *mx = Mixed_ruleset(m);
    Position_Eval *e = Position_eval_new(mx);
    Solve *s = Solve_new(e);
    Solve_set_small(s, 2);
    uint64_t r = 38;
    Position_List l = { 0 };
    for (int trial = 0; trial < 40; trial++) {
        uint64_t *w = NULL;
        size_t n = 0, cap = 0;
        Game_T sum = Game_zero();
        int k = 2 + (int)Rng_below(&r, 3);
        for (int i = 0; i < k; i++) {
            unsigned b = (unsigned)Rng_below(&r, 3);
            const char *t = pos[b][Rng_below(&r, 5)];
            sum = Game_add(sum, value_alone(rs[b], t, &l));
            Mixed_append(m, b, l.w + 1, POSITION_LEN(l.w[0]), &w, &n, &cap);
        }
        Game_T v;
        CU_ASSERT_EQUAL_FATAL(Position_value(e, w, n, &v), GAME_DONE);
        CU_ASSERT_EQUAL(v, sum);
        Game_Outcome o;
        CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, w, n, &o), GAME_DONE);
        CU_ASSERT_EQUAL(o, Game_outcome(sum));
        free(w);
    }
    Position_list_free(&l);
    Solve_free(&s);
    Position_eval_free(&e);
    Mixed_free(&m);
}

/* bases whose components are searched when alone: sums of NoGo with Domineering and
   with Amazons, the small components valued by their sizes (the mixed ruleset has them,
   never the demand that all be searched), then with nothing small, every component
   searched and none valued; each outcome as the sum of the values found alone says */
static void test_searched(void)
{
    static const char *nogo[] = { "..|..", ".X.|...", "X..|..O", "..O|...", "...|..." };
    static const char *other[2][5] = {
        { "2x2", "3x3", "2x3", "..#|...|.#.", "4x2" },
        { "x.|.o", "x..|..o", "x.#|..o", "xo.", "x.|.#|.o" }
    };
    const Position_Ruleset *pair[2] = { &Domineering_ruleset, &Amazons_ruleset };
    uint64_t r = 7;
    Position_List l = { 0 };
    for (int k = 0; k < 4; k++) {
        const Position_Ruleset *rs[2] = { &Conjoined_nogo, pair[k % 2] };
        Mixed *m = Mixed_new(rs, 2);
        const Position_Ruleset *mx = Mixed_ruleset(m);
        CU_ASSERT_FATAL(mx->hints && mx->hints->size);
        CU_ASSERT(!mx->hints->search);
        Position_Eval *e = Position_eval_new(mx);
        Solve *s = Solve_new(e);
        if (k >= 2)
            Solve_set_small(s, 0);
        for (int trial = 0; trial < 10; trial++) {
            uint64_t *w = NULL;
            size_t n = 0, cap = 0;
            Game_T sum = Game_zero();
            for (int i = 0; i < 3; i++) {
                unsigned b = i == 0 ? 0 : (unsigned)Rng_below(&r, 2);
                const char *t = b ? other[k % 2][Rng_below(&r, 5)] : nogo[Rng_below(&r, 5)];
                sum = Game_add(sum, value_alone(rs[b], t, &l));
                Mixed_append(m, b, l.w + 1, POSITION_LEN(l.w[0]), &w, &n, &cap);
            }
            Game_Outcome o;
            CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, w, n, &o), GAME_DONE);
            CU_ASSERT_EQUAL(o, Game_outcome(sum));
            free(w);
        }
        size_t valued = Position_eval_count(e);
        CU_ASSERT(k < 2 ? valued > 0 : valued == 0);
        Solve_free(&s);
        Position_eval_free(&e);
        Mixed_free(&m);
    }
    Position_list_free(&l);
}

static void test_print(void)
{
    const Position_Ruleset *rs[2] = { &Cutcake_ruleset, &Hackenbush_ruleset };
    Mixed *m = Mixed_new(rs, 2);
    const Position_Ruleset *mx = Mixed_ruleset(m);
    Position_List l = { 0 };
    Perr_T err;
    uint64_t *w = NULL;
    size_t n = 0, cap = 0;
    CU_ASSERT_FATAL(Cutcake_ruleset.parse(NULL, "2x3", &l, &err));
    Mixed_append(m, 0, l.w + 1, POSITION_LEN(l.w[0]), &w, &n, &cap);
    char *s = mx->print(mx->param, w, n);
    CU_ASSERT_STRING_EQUAL(s, "cutcake(2x3)");
    free(s);
    CU_ASSERT_FALSE(mx->parse(mx->param, "2x3", &l, &err));
    CU_ASSERT(mx->flags & POSITION_NO_TWIN);
    free(w);
    Position_list_free(&l);
    Mixed_free(&m);
    CU_ASSERT_PTR_NULL(m);
}

int test_mixed_suite(void)
{
    CU_pSuite s = CU_add_suite("mixed", NULL, NULL);
    if (!s || !CU_add_test(s, "sums of three rulesets: values and outcomes", test_sums)
        || !CU_add_test(s, "sums with bases searched when alone", test_searched)
        || !CU_add_test(s, "printing", test_print))
        return CU_get_error();
    return 0;
}
