/* Generated from noweb/games/query.nw by notangle: edit the .nw, not this file. */
#line 85 "noweb/games/query.nw"
#define STORE_REPRESENTATION
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "simplest.h"
#include "query.h"
#include "mem.h"

#line 201 "noweb/games/query.nw"
typedef struct TMap {
    uint32_t *keys;
    uint64_t *vals;
    size_t size, count;
} TMap;
#line 322 "noweb/games/query.nw"
typedef struct Stops {
    Dyadic_T l, r;
} Stops;
typedef struct StopWalk {
    TMap map;
    Stops *v;
    size_t n, cap;
} StopWalk;
#line 333 "noweb/games/query.nw"
static StopWalk walk;           /* the working memory of the current walk */
static void walk_start(void);
#line 465 "noweb/games/query.nw"
static void walk_end(void);
#line 101 "noweb/games/query.nw"
bool Game_is_number(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    return (S.rec[g].nl & F_NUMBER) != 0;
}

bool Game_is_integer(Game_T g)
{
    return Game_is_number(g) && Dyadic_is_integer(nus_of(g)->x);
}

bool Game_is_nus(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    return (S.rec[g].nl & F_NUS) != 0;
}

bool Game_is_nimber(Game_T g)
{
    return Game_is_nus(g) && nus_of(g)->ups == 0 && Dyadic_is_zero(nus_of(g)->x);
}

Dyadic_T Game_number_value(Game_T g)
{
    assert(Game_is_number(g));
    return Dyadic_copy(nus_of(g)->x);
}

uint32_t Game_nimber_value(Game_T g)
{
    assert(Game_is_nimber(g));
    return nus_of(g)->nim;
}

void Game_nus_parts(Game_T g, Dyadic_T *x, int64_t *ups, uint32_t *nim)
{
    assert(Game_is_nus(g));
    const Nus *n = nus_of(g);
    if (x != NULL)
        *x = Dyadic_copy(n->x);
    if (ups != NULL)
        *ups = n->ups;
    if (nim != NULL)
        *nim = n->nim;
}

size_t Game_num_left(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    uint32_t off, nl, nr;
    options(g, &off, &nl, &nr);
    return nl;
}

size_t Game_num_right(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    uint32_t off, nl, nr;
    options(g, &off, &nl, &nr);
    return nr;
}

Game_T Game_left(Game_T g, size_t i)
{
    ENSURE();
    assert(VALID(g));
    uint32_t off, nl, nr;
    options(g, &off, &nl, &nr);
    assert(i < nl);
    return S.opts[off + i];
}

Game_T Game_right(Game_T g, size_t i)
{
    ENSURE();
    assert(VALID(g));
    uint32_t off, nl, nr;
    options(g, &off, &nl, &nr);
    assert(i < nr);
    return S.opts[off + nl + i];
}
#line 209 "noweb/games/query.nw"
static void tmap_init(TMap *m)
{
    m->size = 64;
    m->count = 0;
    m->keys = ALLOC(m->size * sizeof *m->keys);
    m->vals = ALLOC(m->size * sizeof *m->vals);
    memset(m->keys, 0xFF, m->size * sizeof *m->keys);
}

static bool tmap_get(const TMap *m, uint32_t k, uint64_t *v)
{
    for (size_t i = pair_hash(k, 1) & (m->size - 1); m->keys[i] != NONE;
         i = (i + 1) & (m->size - 1))
        if (m->keys[i] == k) {
            *v = m->vals[i];
            return true;
        }
    return false;
}

static void tmap_put(TMap *m, uint32_t k, uint64_t v)
{
    if ((m->count + 1) * 2 > m->size) {
        TMap n = { NULL, NULL, m->size * 2, 0 };
        n.keys = ALLOC(n.size * sizeof *n.keys);
        n.vals = ALLOC(n.size * sizeof *n.vals);
        memset(n.keys, 0xFF, n.size * sizeof *n.keys);
        for (size_t i = 0; i < m->size; i++)
            if (m->keys[i] != NONE)
                tmap_put(&n, m->keys[i], m->vals[i]);
        free(m->keys); free(m->vals);
        *m = n;
    }
    size_t i = pair_hash(k, 1) & (m->size - 1);
    while (m->keys[i] != NONE && m->keys[i] != k)
        i = (i + 1) & (m->size - 1);
    if (m->keys[i] == NONE)
        m->count++;
    m->keys[i] = k;
    m->vals[i] = v;
}

static void tmap_free(TMap *m)
{
    free(m->keys);
    free(m->vals);
}
#line 264 "noweb/games/query.nw"
static uint64_t sat_add(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static uint64_t nus_birthday(const Nus *n)
{
    int64_t bx = Dyadic_birthday(n->x);
    uint64_t b = bx < 0 ? UINT64_MAX : (uint64_t)bx;
    uint64_t k = n->ups < 0 ? (uint64_t)0 - (uint64_t)n->ups : (uint64_t)n->ups;
    uint64_t m = n->nim, f;
    if (k == 0)
        f = m;
    else
        f = k + (m ^ (k & 1)) + ((m ^ ((k - 1) & 1)) == 1);
    return sat_add(b, f);
}

static uint64_t birthday(Game_T g, TMap *m)
{
    if (S.rec[g].nl & F_NUS)
        return nus_birthday(nus_of(g));
    uint64_t b;
    if (tmap_get(m, g, &b))
        return b;
    WATCH();
    b = 0;
    const Rec *r = &S.rec[g];
    uint32_t off = r->off, n = (r->nl & COUNT) + r->nr;
    for (uint32_t i = 0; i < n; i++) {
        uint64_t c = birthday(S.opts[off + i], m);
        if (c > b)
            b = c;
    }
    b = sat_add(b, 1);
    tmap_put(m, g, b);
    return b;
}

uint64_t Game_birthday(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    walk_start();
    uint64_t b = birthday(g, &walk.map);
    walk_end();
    return b;
}
#line 336 "noweb/games/query.nw"
static void walk_end(void)
{
    for (size_t i = 0; i < walk.n; i++) {
        Dyadic_clear(&walk.v[i].l);
        Dyadic_clear(&walk.v[i].r);
    }
    free(walk.v);
    tmap_free(&walk.map);
    memset(&walk, 0, sizeof walk);
}

static void walk_start(void)
{
    walk_end();
    S.life.release_walk = walk_end;     /* Game_store_free frees it too */
    tmap_init(&walk.map);
}
#line 356 "noweb/games/query.nw"
static Stops stops(Game_T g, StopWalk *w)             /* borrowed results */
{
    if (S.rec[g].nl & F_NUS) {
        Dyadic_T x = nus_of(g)->x;
        return (Stops){ x, x };
    }
    uint64_t k;
    if (tmap_get(&w->map, g, &k))
        return w->v[k];
    WATCH();
    const Rec *r = &S.rec[g];
    uint32_t off = r->off, nl = r->nl & COUNT, nr = r->nr;
    Dyadic_T best = { 0, 0, NULL };
    bool have = false;
    for (uint32_t i = 0; i < nl; i++) {
        Dyadic_T x = stops(S.opts[off + i], w).r;
        if (!have || Dyadic_cmp(x, best) > 0)
            best = x, have = true;
    }
    Stops s;
    s.l = Dyadic_copy(best);
    have = false;
    for (uint32_t i = 0; i < nr; i++) {
        Dyadic_T x = stops(S.opts[off + nl + i], w).l;
        if (!have || Dyadic_cmp(x, best) < 0)
            best = x, have = true;
    }
    s.r = Dyadic_copy(best);
    GROW(w->v, w->cap, w->n + 1);
    w->v[w->n] = s;
    tmap_put(&w->map, g, w->n++);
    return s;
}

static Dyadic_T stop(Game_T g, bool left)
{
    ENSURE();
    assert(VALID(g));
    walk_start();
    Stops s = stops(g, &walk);
    Dyadic_T x = Dyadic_copy(left ? s.l : s.r);
    walk_end();
    return x;
}

Dyadic_T Game_left_stop(Game_T g)  { return stop(g, true); }
Dyadic_T Game_right_stop(Game_T g) { return stop(g, false); }
#line 411 "noweb/games/query.nw"
bool Game_is_infinitesimal(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    if (S.rec[g].nl & F_NUS)
        return Dyadic_is_zero(nus_of(g)->x);
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    bool z = Dyadic_is_zero(l) && Dyadic_is_zero(r);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    return z;
}
#line 436 "noweb/games/query.nw"
static bool all_small(Game_T g, TMap *m)
{
    if (S.rec[g].nl & F_NUS)
        return Dyadic_is_zero(nus_of(g)->x);
    uint64_t v;
    if (tmap_get(m, g, &v))
        return v != 0;
    WATCH();
    const Rec *r = &S.rec[g];
    uint32_t off = r->off, n = (r->nl & COUNT) + r->nr;
    bool ok = true;
    for (uint32_t i = 0; ok && i < n; i++)
        ok = all_small(S.opts[off + i], m);
    tmap_put(m, g, ok);
    return ok;
}

bool Game_is_all_small(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    walk_start();
    bool ok = all_small(g, &walk.map);
    walk_end();
    return ok;
}
