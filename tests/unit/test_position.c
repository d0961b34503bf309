/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#line 1173 "noweb/rulesets/position.nw"
#include "notation.h"
#include "domineering.h"
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

#line 1196 "noweb/rulesets/position.nw"
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
#line 1254 "noweb/rulesets/position.nw"
static void test_stalks(void)
{
    uint64_t st = 7;
    Position_Eval *e = Position_eval_new(&stalks), *gi = Position_eval_new(&green_stalks);
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
#line 1296 "noweb/rulesets/position.nw"
static void test_limits(void)
{
    Position_Eval *e = Position_eval_new(&stalks);
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
#line 1331 "noweb/rulesets/position.nw"
static void test_within(void)
{
    Position_Eval *e = Position_eval_new(&stalks);
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
#line 1362 "noweb/rulesets/position.nw"
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
    Position_Eval *e = Position_eval_new(&held);
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

#line 1437 "noweb/rulesets/position.nw"
typedef struct Outer { Position_Eval *e; bool first, second, after; } Outer;

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
#line 1470 "noweb/rulesets/position.nw"
static void test_new_store(void)
{
    Position_Eval *e = Position_eval_new(&stalks);
    uint64_t p[2] = { stalk(0, 4), stalk(2, 6) };
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 2, &v), GAME_DONE);
    Game_store_free();
    (void)Game_switch(Game_integer(77));        /* other games get the old ids */
    CU_ASSERT_EQUAL_FATAL(Position_value(e, p, 2, &v), GAME_DONE);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(4), Game_nimber(6)));
    Position_eval_free(&e);
}
#line 1488 "noweb/rulesets/position.nw"
static void test_interrupted(void)
{
    Position_Eval *e = Position_eval_new(&stalks);
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

/* The example writes on a standard stream; the test reads back what it wrote. */
static int capture_fd = -1, capture_saved = -1;
static FILE *capture_tmp;

static void capture(int fd)
{
    fflush(NULL);
    capture_tmp = tmpfile();
    capture_saved = dup(fd);
    capture_fd = fd;
    dup2(fileno(capture_tmp), fd);
}

static char *captured(void)
{
    fflush(NULL);
    dup2(capture_saved, capture_fd);
    close(capture_saved);
    int fd = fileno(capture_tmp);
    off_t n = lseek(fd, 0, SEEK_END);
    char *s = calloc((size_t)n + 1, 1);
    if (n > 0 && pread(fd, s, (size_t)n, 0) != n)
        s[0] = '\0';
    fclose(capture_tmp);
    return s;
}

static void test_example_board(void)
{
    capture(1);
    
#line 61 "noweb/rulesets/position.nw"
Position_Eval *e = Position_eval_new(&Domineering_ruleset);
Position_List p = { 0 };  Perr_T err;  Game_T v;
if (Domineering_ruleset.parse(Domineering_ruleset.param, "3x4", &p, &err)
    && Position_value(e, p.w + 1, POSITION_LEN(p.w[0]), &v) == GAME_DONE)
        { char *s = Notation_str(v); puts(s); free(s); }      /* -3/2 */
Position_list_free(&p);  Position_eval_free(&e);
#line 1535 "noweb/rulesets/position.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "-3/2\n");
    free(out);
}

static size_t used_records, used_words;
static unsigned used_flags;

static void use(const uint64_t *w, size_t len, unsigned flags)
{
    used_records++;
    used_words += len;
    used_flags |= flags;
    CU_ASSERT(len == 0 || w[0] == len);
}

static void test_example_walk(void)
{
    Position_List list = { 0 }, *l = &list;
    uint64_t w[3] = { 3, 0, 0 }, one[1] = { 1 };
    Position_list_push(l, w, 3, 0);
    Position_list_push(l, w, 0, 0);
    Position_list_push(l, one, 1, POSITION_NEG);
    
#line 110 "noweb/rulesets/position.nw"
for (size_t i = 0; i < l->n; i += 1 + POSITION_LEN(l->w[i]))
    use(l->w + i + 1, POSITION_LEN(l->w[i]), POSITION_FLAGS(l->w[i]));
#line 1559 "noweb/rulesets/position.nw"
    CU_ASSERT(used_records == 3 && used_words == 4 && used_flags == POSITION_NEG);
    Position_list_free(l);
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
           || !CU_add_test(s, "a signal stops the search as a limit", test_interrupted)
           || !CU_add_test(s, "example: the value of a Domineering board",
                              test_example_board)
           || !CU_add_test(s, "example: a walk over a list", test_example_walk))
        return CU_get_error();
    return 0;
}
