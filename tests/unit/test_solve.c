/* Generated from noweb/rulesets/solve.nw by notangle: edit the .nw, not this file. */
#line 1541 "noweb/rulesets/solve.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "amazons.h"
#include "cram.h"
#include "domineering.h"
#include "game.h"
#include "nodekayles.h"
#include "position.h"
#include "rng.h"
#include "solve.h"
#include "tablefile.h"
#include "tinted.h"

static Position_Eval *ev, *es;            /* the evaluator's values; the solver's */
static Solve *s;

static void setup_for(const Position_Ruleset *rs, size_t small)
{
    ev = Position_eval_new(rs);
    es = Position_eval_new(rs);
    s = Solve_new(es);
    Solve_set_small(s, small);
}

static void setup(size_t small) { setup_for(&Domineering_ruleset, small); }

static void cleanup(void)
{
    Solve_free(&s);
    Position_eval_free(&ev);
    Position_eval_free(&es);
}

/* the board's outcome by the solver agrees with its value's; false: it does not */
static bool agrees(const uint64_t *p, size_t len)
{
    Game_T v;
    Game_Outcome o;
    CU_ASSERT_EQUAL_FATAL(Position_value(ev, p, len, &v), GAME_DONE);
    CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, p, len, &o), GAME_DONE);
    return o == Game_outcome(v);
}

static bool board_agrees(const char *text)
{
    Position_List p = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, text, &p, &err));
    bool ok = agrees(p.w + 1, POSITION_LEN(p.w[0]));
    Position_list_free(&p);
    return ok;
}

/* the board of r rows and c columns whose squares in mask are blocked */
static void board(int r, int c, unsigned mask, char *text)
{
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++)
            *text++ = mask >> (i * c + j) & 1 ? '#' : '.';
        *text++ = i + 1 < r ? '|' : '\0';
    }
}

static void test_frames(void)
{
    setup(3);
    size_t n = 0, agree = 0;
    char text[64];
    static const int frame[3][2] = { { 3, 4 }, { 4, 3 }, { 4, 4 } };
    for (int t = 0; t < 3; t++)
        for (unsigned mask = 0; mask < 1u << frame[t][0] * frame[t][1]; mask++, n++) {
            board(frame[t][0], frame[t][1], mask, text);
            agree += board_agrees(text);
        }
    CU_ASSERT_EQUAL(agree, n);
    CU_ASSERT(Solve_nodes(s) > 1000);                   /* the search did the work */
    cleanup();
}

static void test_census(void)
{
    setup(3);
    Position_List l = { 0 };
    Domineering_ruleset.census->enumerate(Domineering_ruleset.param, 9, &l);
    size_t n = 0, agree = 0;
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]), n++)
        agree += agrees(l.w + i + 1, POSITION_LEN(l.w[i]));
    CU_ASSERT(n > 1000);
    CU_ASSERT_EQUAL(agree, n);
    Position_list_free(&l);
    cleanup();
}

/* a 5x5 board with up to k squares blocked at random */
static void random_board(uint64_t *rng, int k, char *text)
{
    unsigned mask = 0;
    for (int b = 0; b < k; b++)
        mask |= 1u << Rng_below(rng, 25);
    board(5, 5, mask, text);
}

static void test_random(void)
{
    setup(12);
    uint64_t rng = 2026;
    size_t agree = 0;
    char text[64];
    for (int k = 0; k < 300; k++) {
        random_board(&rng, 5, text);
        agree += board_agrees(text);
    }
    CU_ASSERT_EQUAL(agree, 300);
    cleanup();
}

/* COL and SNORT: their census of up to 6 nodes, components valued up to 3 nodes */
static void test_tinted(void)
{
    const Position_Ruleset *rs[2] = { &Tinted_col, &Tinted_snort };
    for (int r = 0; r < 2; r++) {
        setup_for(rs[r], 3);
        Position_List l = { 0 };
        rs[r]->census->enumerate(rs[r]->param, 6, &l);
        size_t n = 0, agree = 0;
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]), n++)
            agree += agrees(l.w + i + 1, POSITION_LEN(l.w[i]));
        CU_ASSERT(n > 5000);
        CU_ASSERT_EQUAL(agree, n);
        CU_ASSERT(Solve_nodes(s) > 1000);
        Position_list_free(&l);
        cleanup();
    }
}

/* Amazons asks for its components to be searched: every board of its census
   of up to 7 squares decided as its value says, and the solver's evaluator never
   asked for a value (with the search flag off it values each, as all fit
   under the size) */
static void test_searched(void)
{
    CU_ASSERT_FATAL(Amazons_ruleset.hints && Amazons_ruleset.hints->search);
    setup_for(&Amazons_ruleset, 12);
    Position_List l = { 0 };
    size_t n = 0, agree = 0;
    for (int size = 1; size <= 7; size++) {
        Position_list_clear(&l);
        Amazons_ruleset.census->enumerate(Amazons_ruleset.param, size, &l);
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]), n++)
            agree += agrees(l.w + i + 1, POSITION_LEN(l.w[i]));
    }
    CU_ASSERT(n > 1000);
    CU_ASSERT_EQUAL(agree, n);
    CU_ASSERT_EQUAL(Position_eval_count(es), 0);
    CU_ASSERT(Solve_nodes(s) > 1000);
    Position_list_free(&l);
    cleanup();
}

static void test_outcomes(void)
{
    static const struct { const char *board; Game_Outcome o; } known[] = {
        { "2x2", GAME_OUTCOME_N }, { "3x3", GAME_OUTCOME_N }, { "2x4", GAME_OUTCOME_R },
        { "4x2", GAME_OUTCOME_L }, { "4x4", GAME_OUTCOME_N }, { "5x5", GAME_OUTCOME_P },
        { "1x1", GAME_OUTCOME_P }, { "4x3", GAME_OUTCOME_L }, { "3x4", GAME_OUTCOME_R },
    };
    setup(8);
    for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
        Position_List p = { 0 };
        Perr_T err;
        CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, known[i].board,
                                                  &p, &err));
        Game_Outcome o;
        CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, p.w + 1, POSITION_LEN(p.w[0]), &o), GAME_DONE);
        CU_ASSERT_EQUAL(o, known[i].o);
        Position_list_free(&p);
    }
    cleanup();
}

/* decide 5x5 with a small size (so states are searched), keep the states,
   save; empty the game store; load into a new evaluator and solver: the same
   outcome with no state searched, and the same number of states held */
static void test_kept(void)
{
    char path[] = "/tmp/cgtk-solve-test-XXXXXX", err[512];
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    Position_List p = { 0 };
    Perr_T perr;
    CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, "5x5", &p, &perr));
    setup(4);
    Game_Outcome o;
    CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, p.w + 1, POSITION_LEN(p.w[0]), &o), GAME_DONE);
    size_t states = Solve_count(s);
    CU_ASSERT(states > 100 && Solve_nodes(s) > 100);
    Solve_keep(s);
    CU_ASSERT_EQUAL(Position_eval_note_count(es), states);
    CU_ASSERT_EQUAL(Solve_count(s), 0);                 /* given over, not copied */
    CU_ASSERT_TRUE(Position_eval_save(es, path, err, sizeof err));
    cleanup();
    Game_store_free();
    setup(4);
    Solve_free(&s);                             /* a solver made after the load */
    CU_ASSERT_TRUE(Position_eval_load(es, path, err, sizeof err));
    s = Solve_new(es);
    Solve_set_small(s, 4);
    CU_ASSERT_EQUAL(Solve_count(s), states);
    CU_ASSERT_EQUAL(Position_eval_note_count(es), 0);     /* taken, held once */
    Game_Outcome again;
    CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, p.w + 1, POSITION_LEN(p.w[0]), &again), GAME_DONE);
    CU_ASSERT_EQUAL(again, o);
    CU_ASSERT_EQUAL(o, GAME_OUTCOME_P);
    CU_ASSERT_EQUAL(Solve_nodes(s), 0);
    cleanup();
    Position_list_free(&p);
    remove(path);
}

/* is v one of the forms Solve_value guesses: a number, x + * and its kin, x + ups,
   {a | b} of numbers, all with denominators at most 2^SOLVE_VALUE_BITS (4)? */
static bool guessable(Game_T v)
{
    if (Game_is_nus(v)) {
        Dyadic_T x;
        int64_t ups;
        uint32_t nim;
        Game_nus_parts(v, &x, &ups, &nim);
        bool small = Dyadic_exp(x) <= 4;
        Dyadic_clear(&x);
        return small && ((nim <= 1 && ups >= -2 && ups <= 2) || (nim == 2 && ups == 0));
    }
    if (Game_num_left(v) != 1 || Game_num_right(v) != 1 || !Game_is_number(Game_left(v, 0))
        || !Game_is_number(Game_right(v, 0)))
        return false;
    Dyadic_T a = Game_number_value(Game_left(v, 0)), b = Game_number_value(Game_right(v, 0));
    bool ok = Dyadic_exp(a) <= 4 && Dyadic_exp(b) <= 4 && Dyadic_cmp(a, b) > 0;
    Dyadic_clear(&a);
    Dyadic_clear(&b);
    return ok;
}

/* Solve_value on each position of l: a value found is the evaluator's, and every
   value of a guessable form is found; a wrong value is refuted by Solve_equals */
static void values_agree(const Position_List *l, size_t *n, size_t *found)
{
    for (size_t i = 0; i < l->n; i += 1 + POSITION_LEN(l->w[i]), (*n)++) {
        const uint64_t *p = l->w + i + 1;
        size_t len = POSITION_LEN(l->w[i]);
        Game_T v, w;
        bool f, eq;
        CU_ASSERT_EQUAL_FATAL(Position_value(ev, p, len, &v), GAME_DONE);
        CU_ASSERT_EQUAL_FATAL(Solve_value(s, p, len, &w, &f), GAME_DONE);
        CU_ASSERT(!f || w == v);
        CU_ASSERT_EQUAL(f, guessable(v));
        *found += f;
        CU_ASSERT_EQUAL_FATAL(Solve_equals(s, p, len, Game_add(v, Game_up()), &eq),
                              GAME_DONE);
        CU_ASSERT_FALSE(eq);
    }
}

/* every position of rs's census of size (size 0: 200 random 5x5 boards with 8 squares
   blocked, often of several regions): Solve_value finds the evaluator's nim-value, and
   Solve_outcome its outcome; some value above *2; more than least positions */
static void impartial_values(const Position_Ruleset *rs, size_t small, size_t budget,
                             int size, size_t least)
{
    setup_for(rs, small);
    if (budget)
        Solve_set_budget(s, budget);
    Position_List k = { 0 };
    if (size)
        rs->census->enumerate(rs->param, size, &k);
    uint64_t rng = 4;
    char text[64];
    for (int j = 0; !size && j < 200; j++) {
        random_board(&rng, 8, text);
        Perr_T err;
        CU_ASSERT_FATAL(rs->parse(rs->param, text, &k, &err));
    }
    size_t n = 0;
    bool big = false;
    for (size_t i = 0; i < k.n; i += 1 + POSITION_LEN(k.w[i]), n++) {
        const uint64_t *p = k.w + i + 1;
        size_t len = POSITION_LEN(k.w[i]);
        Game_T v, w;
        bool f;
        Game_Outcome o;
        CU_ASSERT_EQUAL_FATAL(Position_value(ev, p, len, &v), GAME_DONE);
        CU_ASSERT_EQUAL_FATAL(Solve_value(s, p, len, &w, &f), GAME_DONE);
        CU_ASSERT(f && w == v);
        CU_ASSERT_EQUAL_FATAL(Solve_outcome(s, p, len, &o), GAME_DONE);
        CU_ASSERT_EQUAL(o, Game_outcome(v));
        big = big || Game_nimber_value(v) > 2;
    }
    CU_ASSERT(n > least && big);
    Position_list_free(&k);
    cleanup();
}

static void test_values(void)
{
    setup(3);                                   /* the search does the work */
    Position_List l = { 0 };
    Domineering_ruleset.census->enumerate(Domineering_ruleset.param, 9, &l);
    size_t n = 0, found = 0;
    values_agree(&l, &n, &found);
    CU_ASSERT(n > 1000 && found > n / 2);                        /* 1,153 of 1,818 */
    Position_list_free(&l);
    cleanup();
    setup(12);
    Position_List r = { 0 };
    uint64_t rng = 27;
    char text[64];
    for (int k = 0; k < 100; k++) {
        random_board(&rng, 4, text);
        Perr_T err;
        CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, text, &r, &err));
    }
    size_t n2 = 0, found2 = 0;
    values_agree(&r, &n2, &found2);
    CU_ASSERT(n2 == 100 && found2 > 10 && n2 - found2 > 50);     /* 25 found */
    Position_list_free(&r);
    cleanup();
    setup_for(&Tinted_col, 3);                  /* every COL value is x or x + * */
    Position_List c = { 0 };
    Tinted_col.census->enumerate(Tinted_col.param, 6, &c);
    size_t n3 = 0, found3 = 0;
    values_agree(&c, &n3, &found3);
    CU_ASSERT(n3 > 5000 && found3 == n3);
    Position_list_free(&c);
    cleanup();
    impartial_values(&Nodekayles_ruleset, 3, 0, 7, 800);     /* small graphs valued */
    impartial_values(&Nodekayles_ruleset, 3, 1, 7, 800);     /* a budget of 1: searched */
    impartial_values(&Cram_ruleset, 1, 0, 9, 1000);          /* sums of hard regions */
    impartial_values(&Cram_ruleset, 1, 0, 0, 199);          /* and of several at once */
}

static void test_example_six(void)
{
    Position_List b = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, "6x6", &b, &err));
    const uint64_t *p = b.w + 1;
    size_t len = POSITION_LEN(b.w[0]);
    
#line 61 "noweb/rulesets/solve.nw"
Position_Eval *e = Position_eval_new(&Domineering_ruleset);
Solve *s = Solve_new(e);
Game_Outcome o;
if (Solve_outcome(s, p, len, &o) == GAME_DONE)
    assert(o == GAME_OUTCOME_N);        /* for 6x6: the first player wins */
Solve_free(&s);  Position_eval_free(&e);
#line 1893 "noweb/rulesets/solve.nw"
    Position_list_free(&b);
}

int test_solve_suite(void)
{
    CU_pSuite su = CU_add_suite("solve", NULL, NULL);
    if (!su || !CU_add_test(su, "every board in a 3x4 or 4x4 frame, as the value says",
                            test_frames)
        || !CU_add_test(su, "example: the outcome of 6x6", test_example_six)
        || !CU_add_test(su, "the census of 9 squares, as the value says", test_census)
        || !CU_add_test(su, "300 random 5x5 boards, as the value says", test_random)
        || !CU_add_test(su, "COL and SNORT up to 6 nodes, as the value says", test_tinted)
        || !CU_add_test(su, "Amazons searched, never valued, as the value says",
                        test_searched)
        || !CU_add_test(su, "known outcomes of Domineering", test_outcomes)
        || !CU_add_test(su, "decided states kept in the table file", test_kept)
        || !CU_add_test(su, "values proved by search, as the evaluator's", test_values))
        return CU_get_error();
    return 0;
}
