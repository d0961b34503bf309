/* Generated from noweb/games/storecache.nw by notangle: edit the .nw, not this file. */
#line 288 "noweb/games/storecache.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include "game.h"
#include "mem.h"

#line 327 "noweb/games/storecache.nw"
/* the bytes the store grew by while n tinies (*games games) were compared
   in every order, which made no game */
static size_t tinies_compared(int n, size_t *games)
{
    Game_store_free();
    Game_T *t = ALLOC((size_t)n * sizeof *t);
    for (int k = 0; k < n; k++)
        t[k] = Game_tiny(Game_integer(k + 1));
    size_t bytes = Game_store_bytes();
    *games = Game_store_count();
    bool all = true;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            all = all && Game_le(t[a], t[b]) == (a >= b);
    CU_ASSERT(all);
    CU_ASSERT_EQUAL(Game_store_count(), *games);
    FREE(t);
    return Game_store_bytes() - bytes;
}

static void test_le_grows(void)
{
    size_t games, grown = tinies_compared(300, &games);
    CU_ASSERT(games * 8 < ((size_t)1 << 14));
    CU_ASSERT(grown >= ((size_t)1 << 14) * 8);
}
#line 360 "noweb/games/storecache.nw"
static void test_le_heavy(void)
{
    size_t games;
    CU_ASSERT(tinies_compared(2000, &games) >= ((size_t)1 << 19) * 8);
}
#line 371 "noweb/games/storecache.nw"
static void *example_thread(void *arg)
{
    (void)arg;
    
#line 31 "noweb/games/storecache.nw"
Game_thread_start();                        /* under the lock */
assert(Game_add(Game_star(), Game_star()) == Game_zero());
Game_thread_end();
#line 375 "noweb/games/storecache.nw"
    return NULL;
}

static void test_example_thread(void)
{
    Game_T z = Game_zero();                     /* the store, made here */
    pthread_t t;
    CU_ASSERT_EQUAL_FATAL(pthread_create(&t, NULL, example_thread, NULL), 0);
    CU_ASSERT_EQUAL(pthread_join(t, NULL), 0);
    CU_ASSERT_EQUAL(Game_add(Game_star(), Game_star()), z);
    CU_ASSERT(Game_le(Game_star(), Game_up()) == false);    /* this thread's cache */
}

#line 298 "noweb/games/storecache.nw"
static int suite_cleanup(void)
{
    Game_store_free();
    return 0;
}

int test_storecache_suite(void);
int test_storecache_suite(void)
{
    CU_pSuite s = CU_add_suite("storecache", NULL, suite_cleanup);
    if (s == NULL)
        return CU_get_error();
    if (CU_add_test(s, "example: a thread's own caches", test_example_thread) == NULL
        || CU_add_test(s, "the comparison cache grows on its misses", test_le_grows) == NULL
        || CU_add_test(s, "heavy comparisons grow it past its light cap",
                       test_le_heavy) == NULL)
        return CU_get_error();
    return 0;
}
