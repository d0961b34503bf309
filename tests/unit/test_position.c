/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#line 865 "noweb/rulesets/position.nw"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "position.h"
#include "mem.h"

#line 880 "noweb/rulesets/position.nw"
static void stalk_options(const uint64_t *p, size_t len, char side, Position_List *out)
{
    for (size_t i = 0; i < len; i++) {
        uint64_t h = p[i] & 0xffffffffu, colour = p[i] >> 32;
        if ((colour == 0 && side == 'R') || (colour == 1 && side == 'L'))
            continue;
        for (uint64_t j = 0; j < h; j++) {
            uint64_t q[64];
            for (size_t k = 0; k < len; k++)
                q[k] = k == i ? (colour << 32 | j) : p[k];
            Position_list_push(out, q, len, 0);
        }
    }
}

static void stalk_split(const uint64_t *p, size_t len, Position_List *out)
{
    for (size_t i = 0; i < len; i++)
        if (p[i] & 0xffffffffu)
            Position_list_push(out, p + i, 1, 0);
}

static bool stalk_normalise(const uint64_t *c, size_t len, uint64_t *key, size_t *klen)
{
    CU_ASSERT(len == 1);
    bool red = c[0] >> 32 == 1;
    key[0] = red ? (c[0] & 0xffffffffu) : c[0];
    *klen = 1;
    return red;
}

static const Position_Ruleset stalks = {
    "stalks", stalk_options, stalk_split, stalk_normalise, NULL
};

static uint64_t stalk(unsigned colour, unsigned h) { return (uint64_t)colour << 32 | h; }
#line 923 "noweb/rulesets/position.nw"
static uint64_t rng_state = 7;
static uint64_t rng(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void test_stalks(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    for (int t = 0; t < 200; t++) {
        uint64_t p[6];
        size_t n = 1 + rng() % 6;
        int64_t ints = 0;
        uint32_t nim = 0;
        for (size_t i = 0; i < n; i++) {
            unsigned c = (unsigned)(rng() % 3), h = (unsigned)(rng() % 7);
            p[i] = stalk(c, h);
            if (c == 0) ints += h;
            else if (c == 1) ints -= h;
            else nim ^= h;
        }
        Game_T v;
        CU_ASSERT_FATAL(Position_value(e, p, n, &v));
        CU_ASSERT_EQUAL(v, Game_add(Game_integer(ints), Game_nimber(nim)));
    }
    /* keys: blue heights 1..6 and green 1..6 at most, red ones share blue keys */
    CU_ASSERT(Position_eval_count(e) <= 12);
    CU_ASSERT(Position_eval_searched(e) == Position_eval_count(e));
    Position_eval_free(e);
}
#line 964 "noweb/rulesets/position.nw"
static void test_limits(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t g5 = stalk(2, 5);
    Game_T v = Game_zero();
    Position_eval_set_limits(e, 3, 0);
    CU_ASSERT_FALSE(Position_value(e, &g5, 1, &v));
    CU_ASSERT_EQUAL(Position_eval_count(e), 3);
    Position_eval_set_limits(e, 0, 0);
    CU_ASSERT_TRUE(Position_value(e, &g5, 1, &v));
    CU_ASSERT_EQUAL(v, Game_nimber(5));
    CU_ASSERT_EQUAL(Position_eval_searched(e), 5);
    Position_eval_free(e);
    e = Position_eval_new(&stalks);
    Position_eval_set_limits(e, 0, 1000);
    CU_ASSERT_FALSE(Position_value(e, &g5, 1, &v));
    Position_eval_free(e);
}
#line 989 "noweb/rulesets/position.nw"
static void test_save_load(void)
{
    char path[] = "/tmp/cgtk-position-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    char err[512];
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t p[3] = { stalk(0, 4), stalk(2, 6), stalk(1, 3) };
    Game_T v;
    CU_ASSERT_FATAL(Position_value(e, p, 3, &v));
    size_t count = Position_eval_count(e);
    CU_ASSERT_TRUE(Position_eval_save(e, path, err, sizeof err));
    Position_eval_free(e);
    Game_store_free();
    e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), count);
    CU_ASSERT_TRUE(Position_value(e, p, 3, &v));
    CU_ASSERT_EQUAL(Position_eval_searched(e), 0);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(1), Game_nimber(6)));
    Position_eval_free(e);

    static const Position_Ruleset other = {
        "other", stalk_options, stalk_split, stalk_normalise, NULL
    };
    e = Position_eval_new(&other);
    CU_ASSERT_FALSE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "another ruleset"));
    Position_eval_free(e);
    FILE *f = fopen(path, "r+b");
    CU_ASSERT_FATAL(f != NULL);
    fseek(f, -4, SEEK_END);
    for (int i = 0; i < 4; i++)
        fputc(0x7f, f);
    fclose(f);
    e = Position_eval_new(&stalks);
    CU_ASSERT_FALSE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "damaged"));
    remove(path);
    CU_ASSERT_FALSE(Position_eval_load(e, path, err, sizeof err));
    Position_eval_free(e);
}

int test_position_suite(void)
{
    CU_pSuite s = CU_add_suite("position", NULL, NULL);
    if (!s || !CU_add_test(s, "stalks: b - r + *(g1 ^ g2 ...)", test_stalks)
           || !CU_add_test(s, "limits stop and resume", test_limits)
           || !CU_add_test(s, "save and load a table", test_save_load))
        return CU_get_error();
    return 0;
}
