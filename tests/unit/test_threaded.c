/* Generated from noweb/rulesets/threaded.nw by notangle: edit the .nw, not this file. */
#line 881 "noweb/rulesets/threaded.nw"
#include "domineering.h"
#include <assert.h>
#include <stdlib.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "position.h"
#include "rng.h"
#include "threaded.h"

#line 895 "noweb/rulesets/threaded.nw"
typedef struct Stalks { uint64_t green; } Stalks;

static void stalk_options(const void *param, const uint64_t *p, size_t len, char side,
                          Position_List *out)
{
    const Stalks *s = param;
    for (size_t i = 0; i < len; i++) {
        uint64_t h = p[i] & 0xffffffffu, colour = p[i] >> 32;
        if (colour != s->green && (colour == 0) != (side == 'L'))
            continue;
        for (uint64_t j = 0; j < h; j++) {
            uint64_t q[64];
            for (size_t k = 0; k < len; k++)
                q[k] = k == i ? (colour << 32 | j) : p[k];
            Position_list_push(out, q, len, 0);
        }
    }
}

static void stalk_split(const void *param, const uint64_t *p, size_t len,
                        Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++)
        if (p[i] & 0xffffffffu)
            Position_list_push(out, p + i, 1, 0);
}

static bool stalk_normalise(const void *param, const uint64_t *c, size_t len,
                            uint64_t *key, size_t *klen)
{
    (void)param;
    assert(len == 1);                   /* no CUnit in the threads */
    bool red = c[0] >> 32 == 1;
    key[0] = red ? (c[0] & 0xffffffffu) : c[0];
    *klen = 1;
    return red;
}

static const Stalks green2 = { 2 };
static const Position_Ruleset stalks = {
    .name = "stalks", .param = &green2, .options = stalk_options, .split = stalk_split,
    .normalise = stalk_normalise
};

static uint64_t stalk(unsigned colour, unsigned h) { return (uint64_t)colour << 32 | h; }
#line 944 "noweb/rulesets/threaded.nw"
static void test_values(void)
{
    uint64_t st = 11;
    for (int n = 2; n <= 3; n++) {
        Position_Eval *e = Position_eval_new(&stalks);
        CU_ASSERT_EQUAL(Position_eval_set_threads(e, n), n);
        for (int t = 0; t < 100; t++) {
            uint64_t p[6];
            size_t k = 1 + Rng_below(&st, 6);
            int64_t ints = 0;
            uint32_t nim = 0;
            for (size_t i = 0; i < k; i++) {
                unsigned c = (unsigned)Rng_below(&st, 3);
                unsigned h = (unsigned)Rng_below(&st, 9);
                p[i] = stalk(c, h);
                if (c == 0) ints += h;
                else if (c == 1) ints -= h;
                else nim ^= h;
            }
            Game_T v;
            CU_ASSERT_EQUAL_FATAL(Position_value(e, p, k, &v), GAME_DONE);
            CU_ASSERT_EQUAL(v, Game_add(Game_integer(ints), Game_nimber(nim)));
        }
        Position_eval_free(&e);
    }
}

static void test_stop_resume(void)
{
    Position_Eval *e = Position_eval_new(&stalks);
    Position_eval_set_threads(e, 2);
    uint64_t p[2] = { stalk(2, 12), stalk(0, 7) };
    Game_T v;
    Position_eval_set_limits(e, (Game_Limits){ .max_positions = 5 });
    CU_ASSERT_EQUAL(Position_value(e, p, 2, &v), GAME_LIMIT_POSITIONS);
    CU_ASSERT(Position_eval_count(e) <= 5);
    Position_eval_set_limits(e, (Game_Limits){ 0 });
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 2, &v), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(7), Game_nimber(12)));
    CU_ASSERT_EQUAL(Position_eval_set_threads(e, 0), 1);
    CU_ASSERT_EQUAL(Position_eval_set_threads(e, 1000), 64);
    Position_eval_free(&e);
}

static void test_example_two(void)
{
    Position_List b = { 0 };
    Perr_T err;
    Game_T v, one;
    CU_ASSERT_FATAL(Domineering_ruleset.parse(Domineering_ruleset.param, "4x4", &b, &err));
    const uint64_t *p = b.w + 1;
    size_t len = POSITION_LEN(b.w[0]);
    
#line 29 "noweb/rulesets/threaded.nw"
Position_Eval *e = Position_eval_new(&Domineering_ruleset);
Position_eval_set_threads(e, 2);
Game_Status st = Position_value(e, p, len, &v);     /* two threads */
#line 997 "noweb/rulesets/threaded.nw"
    Position_Eval *alone = Position_eval_new(&Domineering_ruleset);
    CU_ASSERT(st == GAME_DONE && Position_value(alone, p, len, &one) == GAME_DONE);
    CU_ASSERT(v == one);                        /* one thread's value */
    Position_eval_free(&alone);
    Position_eval_free(&e);
    Position_list_free(&b);
}

int test_threaded_suite(void)
{
    CU_pSuite s = CU_add_suite("threaded", NULL, NULL);
    if (!s || !CU_add_test(s, "two and three threads: closed forms", test_values)
           || !CU_add_test(s, "a bound stops the threads; resumed", test_stop_resume)
           || !CU_add_test(s, "example: a board on two threads", test_example_two))
        return CU_get_error();
    return 0;
}
