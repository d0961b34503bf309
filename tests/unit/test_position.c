/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#line 2624 "noweb/rulesets/position.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "interrupt.h"
#include "position.h"
#include "mem.h"
#include "rng.h"

#line 2645 "noweb/rulesets/position.nw"
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
    CU_ASSERT(len == 1);
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
static const Position_Ruleset green_stalks = {
    .name = "green stalks", .param = &green2, .flags = POSITION_IMPARTIAL,
    .options = stalk_options, .split = stalk_split, .normalise = stalk_normalise
};

static uint64_t stalk(unsigned colour, unsigned h) { return (uint64_t)colour << 32 | h; }
#line 2703 "noweb/rulesets/position.nw"
static void test_stalks(void)
{
    uint64_t st = 7;
    Position_Eval e = Position_eval_new(&stalks), gi = Position_eval_new(&green_stalks);
    for (int t = 0; t < 200; t++) {
        uint64_t p[6];
        size_t n = 1 + Rng_below(&st, 6);
        int64_t ints = 0;
        uint32_t nim = 0;
        for (size_t i = 0; i < n; i++) {
            unsigned c = (unsigned)Rng_below(&st, 3), h = (unsigned)Rng_below(&st, 7);
            p[i] = stalk(c, h);
            if (c == 0) ints += h;
            else if (c == 1) ints -= h;
            else nim ^= h;
        }
        Game_T v, w;
        CU_ASSERT_EQUAL_FATAL(Position_value(e, p, n, &v), GAME_DONE);
        CU_ASSERT_EQUAL(v, Game_add(Game_integer(ints), Game_nimber(nim)));
        for (size_t i = 0; i < n; i++)
            p[i] = stalk(2, (unsigned)(p[i] & 0xffffffffu));
        CU_ASSERT_EQUAL_FATAL(Position_value(e, p, n, &v), GAME_DONE);
        CU_ASSERT_EQUAL_FATAL(Position_value(gi, p, n, &w), GAME_DONE);
        CU_ASSERT_EQUAL(v, w);
        CU_ASSERT(Game_is_nimber(w));
    }
    /* keys: blue heights 1..6 and green 1..6 at most, red ones share blue keys */
    CU_ASSERT(Position_eval_count(e) <= 12);
    CU_ASSERT(Position_eval_searched(e) == Position_eval_count(e));
    Position_eval_free(&e);
    Position_eval_free(&gi);
    CU_ASSERT_PTR_NULL(e);
}
#line 2745 "noweb/rulesets/position.nw"
static void test_limits(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t g5 = stalk(2, 5);
    Game_T v = Game_zero();
    Position_eval_set_limits(e, (Game_Limits){ .max_positions = 3 });
    CU_ASSERT_NOT_EQUAL(Position_value(e, &g5, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_POSITIONS);
    CU_ASSERT_EQUAL(Position_eval_count(e), 3);
    Position_eval_set_limits(e, (Game_Limits){ 0 });
    CU_ASSERT_EQUAL(Position_value(e, &g5, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_nimber(5));
    CU_ASSERT_EQUAL(Position_eval_searched(e), 5);
    Position_eval_free(&e);
    e = Position_eval_new(&stalks);
    Position_eval_set_limits(e, (Game_Limits){ .max_bytes = 1000 });
    CU_ASSERT_NOT_EQUAL(Position_value(e, &g5, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_BYTES);
    Position_eval_free(&e);
    Game_store_free();
    e = Position_eval_new(&stalks);
    uint64_t b40 = stalk(0, 40);
    Position_eval_set_limits(e, (Game_Limits){ .max_games = Game_store_count() + 5 });
    CU_ASSERT_NOT_EQUAL(Position_value(e, &b40, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_GAMES);
    Position_eval_free(&e);
}
#line 2780 "noweb/rulesets/position.nw"
static void test_within(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t g5 = stalk(2, 5);
    Game_T v = Game_zero();
    Position_eval_set_limits(e, (Game_Limits){ .max_games = 1 << 20 });
    Game_Limits budget = { .max_positions = 3 };
    CU_ASSERT_EQUAL(Position_value_within(e, budget, &g5, 1, &v), GAME_LIMIT_POSITIONS);
    CU_ASSERT_EQUAL(Position_eval_count(e), 3);
    Game_Limits kept = Position_eval_limits(e);
    CU_ASSERT(kept.max_positions == 0 && kept.max_games == 1 << 20 && kept.max_bytes == 0);
    CU_ASSERT_EQUAL(Position_value(e, &g5, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_nimber(5));
    Position_eval_free(&e);
}
#line 2811 "noweb/rulesets/position.nw"
static int holding;                     /* copies the holding hook has not freed */

static void holding_options(const void *param, const uint64_t *p, size_t len, char side,
                            Position_List *out)
{
    uint64_t *copy = ALLOC_ARRAY(len, sizeof *copy);
    holding++;
    memcpy(copy, p, len * sizeof *copy);
    stalk_options(param, copy, len, side, out);
    holding--;
    free(copy);
}

static void whole(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
}

static bool as_is(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                  size_t *klen)
{
    (void)param;
    memcpy(key, c, len * sizeof *key);
    *klen = len;
    return false;
}

static void fill_list(void *closure)     /* pushes until a limit stops it */
{
    Position_List *l = closure;
    for (uint64_t i = 0;; i++)
        Position_list_push(l, &i, 1, 0);
}

static void test_short_lists(void)
{
    static const Position_Ruleset held = {
        .name = "held stalks", .param = &green2, .options = holding_options,
        .split = whole, .normalise = as_is
    };
    uint64_t p[6];
    for (int i = 0; i < 6; i++)
        p[i] = stalk(2, 4);
    size_t stopped = 0, done = 0;
    Game_store_free();
    size_t base = Game_store_bytes();
    Position_Eval e = Position_eval_new(&held);
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 6, &v), GAME_DONE);
    size_t need = Game_store_bytes() + Position_eval_bytes(e);
    size_t step = (2 * need - base) / 200 + 1;
    Position_eval_free(&e);
    Game_store_free();
    for (size_t bound = base; bound < 2 * need; bound += step) {
        e = Position_eval_new(&held);
        Position_eval_set_limits(e, (Game_Limits){ .max_bytes = bound });
        if (Position_value(e, p, 6, &v) == GAME_DONE)
            done++;
        else
            stopped++;
        CU_ASSERT_EQUAL(holding, 0);
        holding = 0;
        Position_eval_free(&e);
        Game_store_free();
    }
    CU_ASSERT(stopped > 0 && done > 0);
    Position_List l = { 0 };
    Game_Limits lim = { .max_bytes = Game_store_bytes() + POSITION_LIST_FREE };
    CU_ASSERT_EQUAL(Game_protect(lim, fill_list, &l), GAME_LIMIT_BYTES);
    CU_ASSERT(l.n * sizeof *l.w >= POSITION_LIST_FREE / 4);
    Position_list_free(&l);
}

#line 2886 "noweb/rulesets/position.nw"
typedef struct Outer { Position_Eval e; bool first, second, after; } Outer;

static void outer_body(void *c)
{
    Outer *o = c;
    uint64_t s = stalk(2, 3), big = stalk(0, 60);
    Game_T v;
    o->first = (Position_value(o->e, &s, 1, &v) == GAME_DONE);
    o->second = (Position_value(o->e, &big, 1, &v) == GAME_DONE);   /* past the outer bound */
    for (int64_t k = 1000; k < 1100; k++)
        (void)Game_switch(Game_integer(k));
    o->after = true;                                /* not reached */
}

static void test_nested(void)
{
    Game_store_free();
    Outer o = { Position_eval_new(&stalks), false, true, false };
    Game_Status st = Game_protect((Game_Limits){ Game_store_count() + 40, 0 }, outer_body,
                                  &o);
    CU_ASSERT_EQUAL(st, GAME_LIMIT_GAMES);
    CU_ASSERT_TRUE(o.first);
    CU_ASSERT_FALSE(o.second);
    CU_ASSERT_FALSE(o.after);
    CU_ASSERT_FALSE(Game_protected());
    Position_eval_free(&o.e);
}
#line 2919 "noweb/rulesets/position.nw"
static void test_new_store(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t p[2] = { stalk(0, 4), stalk(2, 6) };
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 2, &v), GAME_DONE);
    Game_store_free();
    (void)Game_switch(Game_integer(77));        /* other games get the old ids */
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 2, &v), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(4), Game_nimber(6)));
    Position_eval_free(&e);
}
#line 2938 "noweb/rulesets/position.nw"
static char table_path[] = "/tmp/cgtk-position-test-XXXXXX";
static const uint64_t three[3] = { 0x4, 0x200000006ULL, 0x100000003ULL };

static size_t save_three(void)
{
    strcpy(table_path, "/tmp/cgtk-position-test-XXXXXX");
    int fd = mkstemp(table_path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    char err[512];
    Position_Eval e = Position_eval_new(&stalks);
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, three, 3, &v), GAME_DONE);
    size_t count = Position_eval_count(e);
    static const uint64_t w[3] = { 7, 8, 9 };
    Position_eval_note(e, w, 2, v);             /* two notes, saved with the table */
    Position_eval_note(e, w + 2, 1, Game_nimber(2));
    CU_ASSERT_TRUE(Position_eval_save(e, table_path, err, sizeof err));
    Position_eval_free(&e);
    return count;
}

static void test_save_load(void)
{
    size_t count = save_three();
    Game_store_free();
    char err[512];
    Position_Eval e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, table_path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), count);
    Game_T v;
    CU_ASSERT_EQUAL(Position_value(e, three, 3, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_searched(e), 0);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(1), Game_nimber(6)));
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 2);
    size_t n, cap, notes;
    uint64_t *w = Position_eval_notes_take(e, &n, &cap, &notes);
    CU_ASSERT_FATAL(w && n == 5 && cap >= n && notes == 2);     /* two headers, 3 words */
    CU_ASSERT(w[0] == (2 | (uint64_t)v << 32) && w[1] == 7 && w[2] == 8);
    CU_ASSERT(w[3] == (1 | (uint64_t)Game_nimber(2) << 32) && w[4] == 9);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 0);
    Position_eval_notes_give(e, w, n, cap, notes);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 2);
    Position_eval_notes_clear(e);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 0);
    Position_eval_free(&e);
    remove(table_path);
}
#line 2998 "noweb/rulesets/position.nw"
static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    CU_ASSERT_FATAL(f != NULL);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    rewind(f);
    unsigned char *b = ALLOC(*n + 1);
    CU_ASSERT_FATAL(fread(b, 1, *n, f) == *n);
    fclose(f);
    return b;
}

static void spit(const char *path, const unsigned char *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    CU_ASSERT_FATAL(f != NULL);
    CU_ASSERT_FATAL(fwrite(b, 1, n, f) == n);
    fclose(f);
}

static bool refused(const Position_Ruleset *rs, const char *want)
{
    char err[512] = "";
    Position_Eval e = Position_eval_new(rs);
    bool ok = Position_eval_load(e, table_path, err, sizeof err);
    bool clean = Position_eval_count(e) == 0 && Position_eval_note_count(e) == 0;
    Position_eval_free(&e);
    if (!want)                  /* the header's identity: either message will do */
        return !ok && clean && (strstr(err, "a table of") || strstr(err, "damaged"));
    return !ok && clean && strstr(err, want) != NULL;
}

static void test_damage(void)
{
    save_three();
    size_t n;
    unsigned char *good = slurp(table_path, &n);
    size_t header = strlen("cgtk table 2\npositions\nstalks\n");
    CU_ASSERT_FATAL(n > header + 32);
    for (size_t i = 0; i < n; i++)
        for (int bit = 0; bit < 8; bit += 3) {
            good[i] ^= (unsigned char)(1u << bit);
            spit(table_path, good, n);
            const char *want = i < 4 ? "not a cgtk table" : i < 13 ? "another format"
                             : i < header ? NULL : "damaged";
            if (!refused(&stalks, want))
                CU_FAIL("a flipped bit was not refused as it should be");
            good[i] ^= (unsigned char)(1u << bit);
        }
    for (size_t k = header; k < n; k++) {
        spit(table_path, good, k);
        if (!refused(&stalks, "damaged"))
            CU_FAIL("a table cut short was not refused");
    }
    good[n] = 0;
    spit(table_path, good, n + 1);
    CU_ASSERT_TRUE(refused(&stalks, "damaged"));
    spit(table_path, good, n);

    static const Position_Ruleset other = {
        .name = "other", .param = &green2, .options = stalk_options,
        .split = stalk_split, .normalise = stalk_normalise
    }, variant = {
        .name = "stalks", .variant = "tall", .param = &green2, .options = stalk_options,
        .split = stalk_split, .normalise = stalk_normalise
    };
    CU_ASSERT_TRUE(refused(&other, "a table of stalks, not of other"));
    CU_ASSERT_TRUE(refused(&variant, "a table of stalks, not of stalks/tall"));
    spit(table_path, (const unsigned char *)"hello\n", 6);
    CU_ASSERT_TRUE(refused(&stalks, "not a cgtk table"));
    spit(table_path, (const unsigned char *)"cgtk-positions 1\nstalks\n", 24);
    CU_ASSERT_TRUE(refused(&stalks, "another format"));
    remove(table_path);
    CU_ASSERT_TRUE(refused(&stalks, "No such file"));
    FREE(good);
}
#line 3084 "noweb/rulesets/position.nw"
static void test_save_safely(void)
{
    char dir[] = "/tmp/cgtk-position-dir-XXXXXX", path[600], link[600], victim[600];
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/t.bin", dir);
    snprintf(link, sizeof link, "%s/t.bin.tmp", dir);
    snprintf(victim, sizeof victim, "%s/victim", dir);
    spit(victim, (const unsigned char *)"keep", 4);
    CU_ASSERT_FATAL(symlink(victim, link) == 0);
    char err[512];
    Position_Eval e = Position_eval_new(&stalks), f = Position_eval_new(&stalks);
    uint64_t a = stalk(0, 5), b = stalk(2, 7);
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, &a, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL_FATAL(Position_value(f, &b, 1, &v), GAME_DONE);
    CU_ASSERT_TRUE(Position_eval_save(e, path, err, sizeof err));
    CU_ASSERT_TRUE(Position_eval_save(f, path, err, sizeof err));
    size_t n;
    unsigned char *k = slurp(victim, &n);
    CU_ASSERT(n == 4 && memcmp(k, "keep", 4) == 0);
    FREE(k);
    Position_eval_free(&e);
    e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), 5 + 7);      /* both runs' entries */
    snprintf(link, sizeof link, "%s/no/such/dir/t.bin", dir);
    CU_ASSERT_FALSE(Position_eval_save(e, link, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "No such file"));
    Position_eval_free(&e);
    Position_eval_free(&f);
    remove(path);
    remove(victim);
    snprintf(link, sizeof link, "%s/t.bin.tmp", dir);
    remove(link);
    CU_ASSERT_EQUAL(rmdir(dir), 0);             /* no temporary file was left */
}
#line 3126 "noweb/rulesets/position.nw"
static void test_put_get(void)
{
    char path[] = "/tmp/cgtk-position-put-XXXXXX", err[512];
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    Position_Eval e = Position_eval_new(&stalks);
    Game_T v;
    for (uint64_t k = 1; k <= 20; k++) {
        uint64_t two[2] = { k, k + 100 };
        CU_ASSERT_TRUE(Position_eval_put(e, &k, 1, Game_switch(Game_integer((int64_t)k))));
        CU_ASSERT_TRUE(Position_eval_put(e, two, 2, Game_nimber((uint32_t)k)));
    }
    CU_ASSERT_EQUAL(Position_eval_count(e), 40);
    CU_ASSERT_TRUE(Position_eval_save(e, path, err, sizeof err));
    Position_eval_free(&e);
    Game_store_free();
    e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), 40);
    for (uint64_t k = 1; k <= 20; k++) {
        uint64_t two[2] = { k, k + 100 };
        CU_ASSERT_TRUE(Position_eval_get(e, &k, 1, &v));
        CU_ASSERT_EQUAL(v, Game_switch(Game_integer((int64_t)k)));
        CU_ASSERT_TRUE(Position_eval_get(e, two, 2, &v));
        CU_ASSERT_EQUAL(v, Game_nimber((uint32_t)k));
    }
    uint64_t none = 21;
    CU_ASSERT_FALSE(Position_eval_get(e, &none, 1, &v));
    Position_eval_free(&e);
    remove(path);
}
#line 3164 "noweb/rulesets/position.nw"
static void test_interrupted(void)
{
    Position_Eval e = Position_eval_new(&stalks);
    uint64_t g = stalk(2, 9);
    Game_T v;
    Interrupt_install();
    raise(SIGINT);
    CU_ASSERT_NOT_EQUAL(Position_value(e, &g, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_SIGNAL);
    Interrupt_clear();
    Interrupt_uninstall();
    CU_ASSERT_EQUAL(Position_value(e, &g, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_nimber(9));
    Position_eval_free(&e);
}

int test_position_suite(void)
{
    CU_pSuite s = CU_add_suite("position", NULL, NULL);
    if (!s || !CU_add_test(s, "stalks: b - r + *(g1 ^ g2 ...)", test_stalks)
           || !CU_add_test(s, "limits stop and resume", test_limits)
           || !CU_add_test(s, "a bound of one call", test_within)
           || !CU_add_test(s, "a hook may hold memory while it pushes", test_short_lists)
           || !CU_add_test(s, "inside a caller's protected call", test_nested)
           || !CU_add_test(s, "a new store empties the table", test_new_store)
           || !CU_add_test(s, "save and load a table", test_save_load)
           || !CU_add_test(s, "every kind of damage is refused", test_damage)
           || !CU_add_test(s, "saving: no symlink followed, merged, cleaned up",
                           test_save_safely)
           || !CU_add_test(s, "a signal stops the search as a limit", test_interrupted)
           || !CU_add_test(s, "entries put by hand, saved and loaded", test_put_get))
        return CU_get_error();
    return 0;
}
