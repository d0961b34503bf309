/* Generated from noweb/games/storecache.nw by notangle: edit the .nw, not this file. */
#line 78 "noweb/games/storecache.nw"
#define STORE_REPRESENTATION
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "store.h"
#include "mem.h"

#line 159 "noweb/games/storecache.nw"
static void *cache_new(size_t n, size_t elt)
{
    void *p = Store_grow(NULL, 0, n, elt);
    memset(p, 0xFF, n * elt);          /* g == NONE marks an empty entry */
    return p;
}

void Store_caches_init(void)
{
    T.scrcap = 1024;     T.scr = Store_grow(NULL, 0, T.scrcap, sizeof *T.scr);
    T.sp = 0;
    T.lesize = LE_MIN;   T.le = cache_new(T.lesize, sizeof *T.le);
    T.lecomputed = T.legrew = 0;
    memset(T.pend, 0, sizeof T.pend);
    T.pgen = 0;
    if (S.add == NULL) {
        S.addsize = ADD_MIN;
        S.add = cache_new(S.addsize, sizeof *S.add);
    }
}

enum { SCRATCH_ROOM = 1 << 17 };        /* entries, once the store is fixed */

void Game_thread_start(void)
{
    ENSURE();
    if (T.le == NULL)
        Store_caches_init();
    if (S.fixed && T.scrcap < SCRATCH_ROOM) {
        T.scr = Store_grow(T.scr, T.scrcap, SCRATCH_ROOM, sizeof *T.scr);
        T.scrcap = SCRATCH_ROOM;
    }
}

void Store_caches_free(void)            /* the calling thread's */
{
    if (T.le != NULL) {
        Store_release(T.le, T.lesize, sizeof *T.le);
        Store_release(T.scr, T.scrcap, sizeof *T.scr);
    }
    T.le = NULL;
    T.scr = NULL;
    T.sp = T.scrcap = 0;
    FREE(T.reading);
    T.readcap = 0;
    FREE(T.fixpoint);
    T.fixcap = 0;
    T.fixl = SIZE_MAX;
}

void Game_thread_end(void)
{
    Store_caches_free();
}

#line 225 "noweb/games/storecache.nw"
static bool cache_room(size_t size, size_t cap, size_t elt)   /* to double */
{
    return size < cap
           && (T.max_bytes == 0 || S.bytes + size * elt <= T.max_bytes);
}

static bool cache_may_grow(size_t size, size_t cap, size_t elt, size_t per_game)
{
    return S.count * per_game > size && cache_room(size, cap, elt);
}

static void le_grow(void)
{
    LeEnt *old = T.le;
    size_t n = T.lesize;
    LeEnt *t = cache_new(2 * n, sizeof *t);
    T.le = t;
    T.lesize = 2 * n;
    T.legrew = T.lecomputed;
    for (size_t i = n; i-- > 0;)
        if (old[i].g != NONE)
            le_store(old[i].g, old[i].h & MAX_IDS, old[i].h >> 31);
    Store_release(old, n, sizeof *old);
}

static size_t le_cap(void)
{
    return T.lecomputed > LE_HEAVY * S.count ? LE_CAP : LE_LIGHT_CAP;
}

void Store_le_missed(void)
{
    if (!S.initialising && cache_room(T.lesize, le_cap(), sizeof *T.le))
        le_grow();
}

void Store_caches_follow(void)
{
    if (S.initialising)
        return;
    if (cache_may_grow(T.lesize, le_cap(), sizeof *T.le, LE_PER_GAME))
        le_grow();
    if (cache_may_grow(S.addsize, ADD_CAP, sizeof *S.add, ADD_PER_GAME)) {
        AddEnt *old = S.add;
        size_t n = S.addsize;
        AddEnt *t = cache_new(2 * n, sizeof *t);
        S.add = t;
        S.addsize = 2 * n;
        for (size_t i = n; i-- > 0;)
            if (old[i].g != NONE)
                add_store(old[i].g, old[i].h, old[i].r);
        Store_release(old, n, sizeof *old);
    }
}
