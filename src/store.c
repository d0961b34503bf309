/* Generated from noweb/games/store.nw by notangle: edit the .nw, not this file. */
#line 154 "noweb/games/store.nw"
#define STORE_REPRESENTATION
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "store.h"
#include "interrupt.h"
#include "mem.h"

#line 337 "noweb/games/store.nw"
struct Store_Shared Store_shared = { .life.epoch = 1 };
STORE_TLS struct Store_Thread Store_thread = { .fixl = SIZE_MAX };
#line 1309 "noweb/games/store.nw"
static void release_room(void *p, size_t n, size_t elt);
#line 414 "noweb/games/store.nw"
static void out_of_memory(size_t bytes)
{
    if (T.guard)
        Game_raise(GAME_LIMIT_MEMORY);
    Mem_failed(bytes, __FILE__, __LINE__);              /* reports and exits */
}

static void store_charge(size_t extra)           /* the byte bound, before growing */
{
    if (!S.initialising && T.max_bytes != 0
        && S.bytes + S.life.held + extra > T.max_bytes)
        Game_raise(GAME_LIMIT_BYTES);
}

static void *block_grow(void *p, size_t newn, size_t elt)     /* uncounted */
{
    void *q = realloc(p, newn * elt);
    if (q == NULL)
        out_of_memory(newn * elt);
    Mem_huge(q, newn * elt);
    return q;
}

static void *store_grow(void *p, size_t oldn, size_t newn, size_t elt)
{
    size_t extra = (newn - oldn) * elt;
    store_charge(extra);
    void *q = block_grow(p, newn, elt);
    S.bytes += extra;
    return q;
}

static void store_release(void *p, size_t n, size_t elt)
{
    free(p);
    S.bytes -= n * elt;
}

void *Store_grow(void *p, size_t oldn, size_t newn, size_t elt)
{
    return store_grow(p, oldn, newn, elt);
}

void Store_release(void *p, size_t n, size_t elt)
{
    store_release(p, n, elt);
}

static inline void caches_follow_store(void)    /* after each new game */
{
    if (S.count * LE_PER_GAME > T.lesize || S.count * ADD_PER_GAME > S.addsize)
        Store_caches_follow();
}

static void check_new_game(void)
{
    assert(S.count < MAX_IDS);
    if (!S.initialising && T.max_games != 0 && S.count + 1 > T.max_games)
        Game_raise(GAME_LIMIT_GAMES);
}

static size_t grown_cap(size_t cap, size_t need, size_t max, size_t elt)
{                                   /* doubled to need; inside max once fixed */
    if (S.fixed && need > max)
        out_of_memory(need * elt);
    size_t n = cap;
    while (n < need)
        n *= 2;
    return S.fixed && n > max ? max : n;
}

static void *array_grow(void *p, size_t *cap, size_t need, size_t max, size_t elt)
{                                   /* the array p, or NULL if fixed: it did not move */
    size_t n = grown_cap(*cap, need, max, elt);
    if (!S.fixed) {
        p = store_grow(p, *cap, n, elt);
    } else {                                    /* reserved: count the bytes only */
        store_charge((n - *cap) * elt);
        S.bytes += (n - *cap) * elt;
        p = NULL;                   /* a reader may hold the pointer: not even rewritten */
    }
    *cap = n;
    return p;
}

static void reserve_rec(void)       /* room for one more game in every table of games */
{
    if (S.count < S.reccap)
        return;
    size_t old = S.reccap, n = grown_cap(old, old + 1, S.recmax, sizeof *S.rec);
    size_t more = n - old;
    store_charge(more * (sizeof *S.rec + sizeof *S.negof));     /* a jump: no change */
    if (!S.fixed)                   /* fixed: the records have their room already */
        S.rec = block_grow(S.rec, n, sizeof *S.rec);
    S.negof = block_grow(S.negof, n, sizeof *S.negof);
    memset(S.negof + old, 0xFF, more * sizeof *S.negof);
    S.bytes += more * (sizeof *S.rec + sizeof *S.negof);
    S.reccap = n;                   /* last: every table has room for n games */
}

static void reserve_opts(size_t n)
{
    assert(S.nopts + n <= UINT32_MAX);
    if (S.nopts + n > S.optcap) {
        uint32_t *p = array_grow(S.opts, &S.optcap, S.nopts + n, S.optmax, sizeof *S.opts);
        if (p != NULL)
            S.opts = p;
    }
}

void Store_scratch_grow(void)
{
    READ_ONLY_STOP();
    T.scr = store_grow(T.scr, T.scrcap, 2 * T.scrcap, sizeof *T.scr);
    T.scrcap *= 2;
}
#line 559 "noweb/games/store.nw"
static inline uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * 0x9E3779B97F4A7C15ull;
    return h ^ (h >> 29);
}

static uint32_t hash_lists(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    uint64_t h = 0x243F6A8885A308D3ull;
    for (size_t i = 0; i < nl; i++)
        h = mix(h, L[i]);
    h = mix(h, 0xFFFFFFFFFull);
    for (size_t i = 0; i < nr; i++)
        h = mix(h, R[i]);
    h = mix(h, nl * 131 + nr);
    return (uint32_t)(h ^ (h >> 32));
}
#line 593 "noweb/games/store.nw"
static uint32_t game_hash(Game_T g)
{
    const Rec *r = &S.rec[g];
    return (r->nl & F_NUS) ? S.nus[r->aux].hash : r->aux;
}

static uint32_t *table_grow(uint32_t *tab, size_t *size)
{
    size_t n = 2 * *size;
    uint32_t *t = store_grow(NULL, 0, n, sizeof *t);
    memset(t, 0xFF, n * sizeof *t);
    for (size_t i = 0; i < *size; i++)
        if (tab[i] != NONE) {
            size_t j = game_hash(tab[i]) & (n - 1);
            while (t[j] != NONE)
                j = (j + 1) & (n - 1);
            t[j] = tab[i];
        }
    store_release(tab, *size, sizeof *tab);
    *size = n;
    return t;
}
#line 670 "noweb/games/store.nw"
static Stop stop_pack(Dyadic_T x)
{
    int32_t e = Dyadic_exp(x);
    if (!Dyadic_is_fast(x) || e > 63 || x.num >= (INT64_C(1) << 55)
        || x.num <= -(INT64_C(1) << 55))
        return STOP_UNKNOWN;
    return x.num * 256 + e;
}

static Stops2 stops_from_options(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    Stops2 s = { S.rec[L[0]].stop.r, S.rec[R[0]].stop.l };
    for (size_t i = 1; i < nl && s.l != STOP_UNKNOWN; i++) {
        Stop t = S.rec[L[i]].stop.r;
        if (t == STOP_UNKNOWN || stop_cmp(t, s.l) > 0)
            s.l = t;
    }
    for (size_t i = 1; i < nr && s.r != STOP_UNKNOWN; i++) {
        Stop t = S.rec[R[i]].stop.l;
        if (t == STOP_UNKNOWN || stop_cmp(t, s.r) < 0)
            s.r = t;
    }
    return s;
}
#line 732 "noweb/games/store.nw"
static uint32_t adorn_general(const Game_T *L, size_t nl, const Game_T *R, size_t nr,
                              Stops2 st)
{
    uint32_t f = 0;
    if (st.l != STOP_UNKNOWN) {
        bool under = true;
        for (size_t i = 0; under && i < nl; i++)
            under = !(S.rec[L[i]].stop.r == st.l && (S.rec[L[i]].nl & F_GE_RS));
        f |= under ? F_LE_LS : 0;
    }
    if (st.r != STOP_UNKNOWN) {
        bool over = true;
        for (size_t i = 0; over && i < nr; i++)
            over = !(S.rec[R[i]].stop.l == st.r && (S.rec[R[i]].nl & F_LE_LS));
        f |= over ? F_GE_RS : 0;
    }
    return f;
}

static uint32_t adorn_nus(int64_t ups, uint32_t nim, Stop x)
{
    if (x == STOP_UNKNOWN)
        return 0;
    return (ups_star_nonneg(-ups, nim) ? F_LE_LS : 0)
           | (ups_star_nonneg(ups, nim) ? F_GE_RS : 0);
}
#line 776 "noweb/games/store.nw"
Game_T Store_general(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    assert(nl > 0 && nr > 0 && nl <= COUNT && nr <= COUNT);
    uint32_t h = hash_lists(L, nl, R, nr);
    size_t mask = S.tabsize - 1, i = h & mask;
    for (Game_T g; (g = S.tab[i]) != NONE; i = (i + 1) & mask) {
        const Rec *r = &S.rec[g];
        if (r->aux == h && !(r->nl & F_NUS) && (r->nl & COUNT) == nl && r->nr == nr
            && memcmp(&S.opts[r->off], L, nl * sizeof *L) == 0
            && memcmp(&S.opts[r->off + nl], R, nr * sizeof *R) == 0)
            return g;
    }
    check_new_game();
    if ((S.ngen + 1) * 4 > S.tabsize * 3) {
        S.tab = table_grow(S.tab, &S.tabsize);
        mask = S.tabsize - 1;
        for (i = h & mask; S.tab[i] != NONE; i = (i + 1) & mask)
            ;
    }
    reserve_opts(nl + nr);
    reserve_rec();
    Game_T g = (Game_T)S.count++;
    memcpy(&S.opts[S.nopts], L, nl * sizeof *L);
    memcpy(&S.opts[S.nopts + nl], R, nr * sizeof *R);
    Stops2 st = stops_from_options(L, nl, R, nr);
    uint32_t flags = adorn_general(L, nl, R, nr, st);
    S.rec[g] = (Rec){ (uint32_t)S.nopts, (uint32_t)nl | flags, (uint32_t)nr, h, st };
    S.nopts += nl + nr;
    S.tab[i] = g;
    S.ngen++;
    caches_follow_store();
    return g;
}
#line 824 "noweb/games/store.nw"
static uint32_t nus_hash(Dyadic_T x, int64_t ups, uint32_t nim)
{
    uint64_t h = mix(mix(mix(0x452821E638D01377ull, Dyadic_hash(x)), (uint64_t)ups), nim);
    return (uint32_t)(h ^ (h >> 32));
}

Game_T Store_nus(Dyadic_T x, int64_t ups, uint32_t nim)
{
    assert(ups <= (INT64_C(1) << 62) && ups >= -(INT64_C(1) << 62));
    uint32_t h = nus_hash(x, ups, nim);
    size_t mask = S.ntabsize - 1, i = h & mask;
    for (Game_T g; (g = S.ntab[i]) != NONE; i = (i + 1) & mask) {
        const Nus *n = &S.nus[S.rec[g].aux];
        if (n->hash == h && n->ups == ups && n->nim == nim && Dyadic_eq(n->x, x))
            return g;
    }
    check_new_game();
    if ((S.nnus + 1) * 4 > S.ntabsize * 3) {
        S.ntab = table_grow(S.ntab, &S.ntabsize);
        mask = S.ntabsize - 1;
        for (i = h & mask; S.ntab[i] != NONE; i = (i + 1) & mask)
            ;
    }
    if (S.nnus == S.nuscap) {
        Nus *p = array_grow(S.nus, &S.nuscap, S.nnus + 1, S.nusmax, sizeof *S.nus);
        if (p != NULL)
            S.nus = p;
    }
    reserve_rec();
    Game_T g = (Game_T)S.count++;
    Stop st = stop_pack(x);
    uint32_t flags = F_NUS | (ups == 0 && nim == 0 ? F_NUMBER : 0);
    flags |= adorn_nus(ups, nim, st);
    S.nus[S.nnus] = (Nus){ Dyadic_copy(x), ups, nim, h, g };
    S.rec[g] = (Rec){ 0, flags, 0, (uint32_t)S.nnus, { st, st } };
    S.nnus++;
    S.ntab[i] = g;
    caches_follow_store();
    return g;
}
#line 951 "noweb/games/store.nw"
void Store_materialize(Game_T g)
{
    uint32_t idx = S.rec[g].aux;
    Dyadic_T x = S.nus[idx].x;          /* shallow: its GMP limbs never move */
    int64_t ups = S.nus[idx].ups;
    uint32_t nim = S.nus[idx].nim;
    size_t base = T.sp, nl;
    if (ups == 0 && nim == 0) {
        
#line 994 "noweb/games/store.nw"
nl = 0;
if (Dyadic_is_integer(x)) {
    Dyadic_T one = Dyadic_int(1);
    int s = Dyadic_sign(x);
    size_t at = T.nkept;
    if (s > 0) {
        push(Store_nus(*keep(Dyadic_sub(x, one)), 0, 0)); nl = 1;
    } else if (s < 0) {
        push(Store_nus(*keep(Dyadic_add(x, one)), 0, 0));
    }
    unkeep(at);
} else {
    size_t at = T.nkept;
    Dyadic_T *ulp = keep(Dyadic_make(1, Dyadic_exp(x)));
    Dyadic_T *lo = keep(Dyadic_sub(x, *ulp)), *hi = keep(Dyadic_add(x, *ulp));
    push(Store_nus(*lo, 0, 0)); nl = 1;
    push(Store_nus(*hi, 0, 0));
    unkeep(at);
}
#line 960 "noweb/games/store.nw"
    } else if (ups == 0) {
        for (uint32_t k = 0; k < nim; k++)
            push(Store_nus(x, 0, k));
        nl = nim;
        for (uint32_t k = 0; k < nim; k++)
            push(T.scr[base + k]);
    } else if (ups == 1 && nim == 1) {                 /* up* = {0,*|0} */
        push(Store_nus(x, 0, 0)); push(Store_nus(x, 0, 1)); nl = 2;
        push(Store_nus(x, 0, 0));
    } else if (ups == -1 && nim == 1) {                /* down* = {0|0,*} */
        push(Store_nus(x, 0, 0)); nl = 1;
        push(Store_nus(x, 0, 0)); push(Store_nus(x, 0, 1));
    } else if (ups > 0) {                              /* {0 | (n-1).up *(m^1)} */
        push(Store_nus(x, 0, 0)); nl = 1;
        push(Store_nus(x, ups - 1, nim ^ 1));
    } else {                                           /* {(n+1).up *(m^1) | 0} */
        push(Store_nus(x, ups + 1, nim ^ 1)); nl = 1;
        push(Store_nus(x, 0, 0));
    }
    size_t n = T.sp - base;
    sort_ids(&T.scr[base], nl);
    sort_ids(&T.scr[base + nl], n - nl);
    reserve_opts(n);
    memcpy(&S.opts[S.nopts], &T.scr[base], n * sizeof *S.opts);
    Rec *r = &S.rec[g];
    r->off = (uint32_t)S.nopts;
    r->nr = (uint32_t)(n - nl);
    __atomic_store_n(&r->nl, (r->nl & ~COUNT) | F_READY | (uint32_t)nl, __ATOMIC_RELEASE);
    S.nopts += n;
    T.sp = base;
}
#line 1091 "noweb/games/store.nw"
void Store_init(void)
{
    memset(&S, 0, offsetof(struct Store_Shared, life));
    S.initialising = true;
    S.reccap = 1024;   S.rec = store_grow(NULL, 0, S.reccap, sizeof *S.rec);
    S.negof = store_grow(NULL, 0, S.reccap, sizeof *S.negof);
    S.optcap = 4096;   S.opts = store_grow(NULL, 0, S.optcap, sizeof *S.opts);
    S.tabsize = 1024;  S.tab = store_grow(NULL, 0, S.tabsize, sizeof *S.tab);
    S.nuscap = 256;    S.nus = store_grow(NULL, 0, S.nuscap, sizeof *S.nus);
    S.ntabsize = 512;  S.ntab = store_grow(NULL, 0, S.ntabsize, sizeof *S.ntab);
    memset(S.negof, 0xFF, S.reccap * sizeof *S.negof);
    memset(S.tab, 0xFF, S.tabsize * sizeof *S.tab);
    memset(S.ntab, 0xFF, S.ntabsize * sizeof *S.ntab);
    Store_caches_init();
    Dyadic_T z = Dyadic_int(0);
    Game_T zero = Store_nus(z, 0, 0);
    assert(zero == 0);
    (void)zero;
    S.star = Store_nus(z, 0, 1);
    S.up = Store_nus(z, 1, 0);
    S.down = Store_nus(z, -1, 0);
    S.initialising = false;
    S.init = true;
}

void Game_store_free(void)
{
    assert(!T.guard && "Game_store_free inside a protected call");
    if (S.life.release_walk != NULL)
        S.life.release_walk();
    if (!S.init)
        return;
    for (size_t i = 0; i < S.nnus; i++)
        Dyadic_clear(&S.nus[i].x);
    if (S.fixed) {
        release_room(S.rec, S.recmax, sizeof *S.rec);
        release_room(S.opts, S.optmax, sizeof *S.opts);
        release_room(S.nus, S.nusmax, sizeof *S.nus);
    } else {
        free(S.rec); free(S.opts); free(S.nus);
    }
    free(S.negof); free(S.tab); free(S.ntab); free(S.add);
    Store_caches_free();
    memset(&S, 0, offsetof(struct Store_Shared, life));
    S.life.epoch++;
}

uint64_t Game_store_epoch(void)
{
    return S.life.epoch;
}

size_t Game_store_count(void)
{
    ENSURE();
    return S.count;
}

size_t Game_store_bytes(void)
{
    ENSURE();
    return S.bytes + offsetof(struct Store_Shared, life);
}
#line 1267 "noweb/games/store.nw"
static size_t room_for(size_t max, size_t elt, size_t have)     /* elements */
{
    size_t n = Mem_physical() / elt;
    n = n > 0 && n < max ? n : max;
    return n > have ? n : have;
}

static void release_room(void *p, size_t n, size_t elt)
{
    Mem_unreserve(p, n * elt);
}

bool Game_fix_store(void)
{
    ENSURE();
    if (!S.fixed) {
        size_t rm = room_for(MAX_IDS, sizeof *S.rec, S.reccap);
        size_t om = room_for(UINT32_MAX, sizeof *S.opts, S.optcap);
        size_t nm = room_for(MAX_IDS, sizeof *S.nus, S.nuscap);
        Rec *rec = Mem_reserve(rm * sizeof *rec);
        uint32_t *opts = Mem_reserve(om * sizeof *opts);
        Nus *nus = Mem_reserve(nm * sizeof *nus);
        if (rec == NULL || opts == NULL || nus == NULL) {
            release_room(rec, rm, sizeof *rec);
            release_room(opts, om, sizeof *opts);
            release_room(nus, nm, sizeof *nus);
            return false;
        }
        memcpy(rec, S.rec, S.count * sizeof *rec);
        memcpy(opts, S.opts, S.nopts * sizeof *opts);
        memcpy(nus, S.nus, S.nnus * sizeof *nus);   /* shallow: the limbs stay */
        free(S.rec); free(S.opts); free(S.nus);
        S.rec = rec; S.opts = opts; S.nus = nus;
        S.recmax = rm; S.optmax = om; S.nusmax = nm;
        S.fixed = true;
    }
    Game_thread_start();
    return true;
}
