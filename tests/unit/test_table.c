/* Generated from noweb/rulesets/table.nw by notangle: edit the .nw, not this file. */
#line 432 "noweb/rulesets/table.nw"
#include <assert.h>
#include <stdlib.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "table.h"

#line 442 "noweb/rulesets/table.nw"
enum { KEYS = 3000 };

static size_t key_of(uint64_t i, uint64_t *k)    /* key i: 1, 2, 5 or 0 words */
{
    static const size_t lens[4] = { 1, 2, 5, 0 };
    size_t len = lens[i % 4];
    for (size_t j = 0; j < len; j++)
        k[j] = i * 1000003 + j;
    return len;
}

typedef struct Fill { Table_T *t; uint64_t from, to; } Fill;

static void fill(void *closure)
{
    Fill *f = closure;
    for (uint64_t i = f->from; i < f->to; i++) {
        uint64_t k[5];
        size_t len = key_of(i, k);
        uint64_t h = Table_hash(k, len);
        Game_T v;
        if (!Table_find(f->t, k, len, h, &v))
            Table_insert(f->t, k, len, h, Game_integer((int64_t)i));
    }
}

static int retired;

static void count_retired(void *closure, void *old)
{
    (void)closure;
    retired++;
    free(old);
}

static void test_find_insert(void)
{
    Game_store_free();
    Table_T t;
    Table_init(&t);
    t.retire = count_retired;
    Fill f = { &t, 0, KEYS };
    CU_ASSERT_EQUAL_FATAL(Game_protect((Game_Limits){ 0 }, fill, &f), GAME_DONE);
    CU_ASSERT_EQUAL(t.count, KEYS - KEYS / 4 + 1);    /* one key of no words */
    CU_ASSERT(retired > 0 && 4 * t.count <= 3 * (t.mask + 1));
    for (uint64_t i = 0; i < KEYS; i++) {
        uint64_t k[5];
        size_t len = key_of(i, k);
        Game_T v;
        CU_ASSERT_TRUE(Table_find(&t, k, len, Table_hash(k, len), &v));
        CU_ASSERT_EQUAL(v, Game_integer(len ? (int64_t)i : 3));
        k[0] ^= 1ULL << 40;                     /* never entered */
        if (len > 0)
            CU_ASSERT_FALSE(Table_find(&t, k, len, Table_hash(k, len), &v));
    }
    Table_It it = TABLE_IT_START;
    const uint64_t *k;
    uint32_t len;
    Game_T v;
    size_t seen = 0;
    bool ordered = true, shorts = false;
    for (uint64_t last = 0; Table_next(&t, &it, &k, &len, &v); seen++) {
        if (len == 1)
            shorts = true;                      /* the index's, after the arena */
        else if (len > 0) {
            ordered = ordered && !shorts && k[0] / 1000003 >= last;
            last = k[0] / 1000003;
        }
    }
    CU_ASSERT_EQUAL(seen, t.count);
    CU_ASSERT(ordered && shorts);
    Table_free(&t);
}

static void test_limits_and_reset(void)
{
    Game_store_free();
    Table_T t;
    Table_init(&t);
    Fill f = { &t, 0, 100 };
    Game_Status st = Game_protect((Game_Limits){ .max_positions = 50 }, fill, &f);
    CU_ASSERT_EQUAL(st, GAME_LIMIT_POSITIONS);
    CU_ASSERT_EQUAL(t.count, 50);
    size_t before = Table_bytes(&t);
    Table_reset(&t);
    CU_ASSERT_EQUAL(t.count, 0);
    CU_ASSERT_EQUAL(Table_bytes(&t), before);  /* the memory stays */
    f = (Fill){ &t, 0, 10 };
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0 }, fill, &f), GAME_DONE);
    Table_follow(&t);
    CU_ASSERT_EQUAL(t.count, 9);                /* the same store: kept */
    Game_store_free();
    Table_follow(&t);
    CU_ASSERT_EQUAL(t.count, 0);                /* a new store: emptied */
    uint64_t k = 0;
    Game_T v;
    CU_ASSERT_FALSE(Table_find(&t, &k, 1, Table_hash(&k, 1), &v));
    Table_free(&t);
}

static Game_T value_of(const uint64_t *key)
{
    return Game_integer((int64_t)key[0]);
}

static void example_body(void *closure)
{
    const uint64_t *key = closure;
    size_t len = 2;
    
#line 34 "noweb/rulesets/table.nw"
Table_T t;  Table_init(&t);
uint64_t h = Table_hash(key, len);  Game_T v;
if (!Table_find(&t, key, len, h, &v))
    Table_insert(&t, key, len, h, v = value_of(key));  /* in Game_protect */
assert(Table_find(&t, key, len, h, &v) && v == value_of(key));
Table_free(&t);
#line 552 "noweb/rulesets/table.nw"
}

static void test_example_lookup(void)
{
    uint64_t key[2] = { 12, 34 };
    CU_ASSERT_EQUAL(Game_protect((Game_Limits){ 0 }, example_body, key), GAME_DONE);
}

int test_table_suite(void)
{
    CU_pSuite s = CU_add_suite("table", NULL, NULL);
    if (!s || !CU_add_test(s, "keys of 0, 1, 2 and 5 words, grown", test_find_insert)
           || !CU_add_test(s, "a bound, a reset, a new store", test_limits_and_reset)
           || !CU_add_test(s, "example: a value looked up or entered",
                              test_example_lookup))
        return CU_get_error();
    return 0;
}
