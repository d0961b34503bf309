/* Generated from noweb/rulesets/threaded.nw by notangle: edit the .nw, not this file. */
#line 829 "noweb/rulesets/threaded.nw"
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include "interrupt.h"
#include "mem.h"
#include "position.h"
#include "table.h"
#include "threaded.h"

typedef Position_Level Level;
#define find(e, k, len, h, v) Table_find(&(e)->table, k, len, h, v)
#define insert(e, k, len, h, v) Table_insert(&(e)->table, k, len, h, v)
#define split_parts Position_split_parts
#define level_in Position_level_in
#define levels_free Position_levels_free
#define push_value Position_push_value
#define next_way Position_next_way
#define NONE_VALUE UINT32_MAX       /* no value (yet) */
enum { PART_NEG = POSITION_PART_NEG, PART_END = POSITION_PART_END };

#line 199 "noweb/rulesets/threaded.nw"
enum { THREADS_MAX = 64, TOMB = 1, STARTED = 2 };
typedef struct Claim {          /* a component under way; state 0: an empty entry */
    uint64_t h, one;            /* the key's hash; a one-word key itself */
    uint64_t *key;              /* a longer key: a copy */
    uint32_t len, state;
} Claim;

typedef struct Threads {
    struct Position_Eval *e;
    Game_Limits call;           /* the bounds in force in the caller */
    int lock;                   /* the spin lock of the store and the table's writers */
    int claims_lock;            /* the spin lock of the claims */
    int n;
    bool stop;                  /* a thread has stopped: all stop */
    Game_Status first;          /* the reason of the first stop */
    Claim *claim;               /* the claims: open addressing */
    size_t cmask, cused;        /* cused counts tombstones too */
    uint64_t quiet[THREADS_MAX];        /* locks taken by each thread */
    struct Retired { void *p; uint64_t at[THREADS_MAX]; } *retired;
    size_t nretired, capretired;
} Threads;

typedef struct Worker {
    Threads *t;
    int self;                   /* the worker's number, 0 the main thread's */
    bool holding;               /* it holds the lock */
    Level **lv;
    size_t nlv;
    const uint64_t *p;          /* the position */
    size_t len;
    Game_T v;                   /* its value (the main thread's) */
    Game_Status st;
} Worker;
#line 240 "noweb/rulesets/threaded.nw"
#if defined(__x86_64__) || defined(__i386__)
#define RELAX() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define RELAX() __asm__ __volatile__("yield")
#else
#define RELAX() ((void)0)
#endif

static void release_retired(Threads *t, int self)
{
    size_t k = 0;
    for (size_t i = 0; i < t->nretired; i++) {
        bool quiet = true;
        for (int j = 0; quiet && j < t->n; j++)
            quiet = j == self || t->quiet[j] == UINT64_MAX          /* or finished */
                    || t->quiet[j] > t->retired[i].at[j];
        if (quiet)
            free(t->retired[i].p);
        else
            t->retired[k++] = t->retired[i];
    }
    t->nretired = k;
}

static void spin_lock(int *l)
{
    for (unsigned spins = 0; __atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE);)
        while (__atomic_load_n(l, __ATOMIC_RELAXED))
            if (++spins % 4096 == 0)
                sched_yield();
            else
                RELAX();
}

static void spin_unlock(int *l)
{
    __atomic_store_n(l, 0, __ATOMIC_RELEASE);
}

static void locked(Worker *w)
{
    Threads *t = w->t;
    w->holding = true;
    t->quiet[w->self]++;
    if (t->nretired)
        release_retired(t, w->self);
}

static void tlock(Worker *w)
{
    spin_lock(&w->t->lock);
    locked(w);
}

static void tunlock(Worker *w)
{
    w->holding = false;
    spin_unlock(&w->t->lock);
}

static void retire(void *closure, void *p)      /* the table's, under the lock */
{
    Threads *t = closure;
    GROW(t->retired, t->capretired, t->nretired + 1);
    t->retired[t->nretired].p = p;
    memcpy(t->retired[t->nretired].at, t->quiet, sizeof t->quiet);
    t->nretired++;
}
#line 314 "noweb/rulesets/threaded.nw"
static bool tfind(const struct Position_Eval *e, const uint64_t *k, size_t len, uint64_t h,
                  Game_T *v)
{
    size_t mask = __atomic_load_n(&e->table.mask, __ATOMIC_ACQUIRE);
    const Table_Slot *slot = __atomic_load_n(&e->table.slot, __ATOMIC_ACQUIRE);
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        uint64_t ref = __atomic_load_n(&slot[i].ref, __ATOMIC_ACQUIRE);
        if (ref == 0)
            return false;
        uint64_t key = slot[i].key;
        if (len == 1) {
            if (key == k[0] && (uint32_t)ref == TABLE_SHORT) {
                *v = (Game_T)(ref >> 32);
                return true;
            }
            continue;
        }
        if (key != h || (uint32_t)ref == TABLE_SHORT)
            continue;
        const uint64_t *a = __atomic_load_n(&e->table.arena, __ATOMIC_ACQUIRE)
                            + (uint32_t)ref;
        if (TABLE_LEN(a[0]) == len && memcmp(a + 1, k, len * sizeof *k) == 0) {
            *v = (Game_T)(ref >> 32);
            return true;
        }
    }
}
#line 348 "noweb/rulesets/threaded.nw"
static bool claim_is(const Claim *c, const uint64_t *k, size_t len, uint64_t h)
{
    return c->state == STARTED && c->h == h && c->len == len
           && memcmp(len == 1 ? &c->one : c->key, k, len * sizeof *k) == 0;
}

static Claim *claim_find(Threads *t, const uint64_t *k, size_t len, uint64_t h)
{
    for (size_t i = (size_t)h & t->cmask;; i = (i + 1) & t->cmask) {
        Claim *c = &t->claim[i];
        if (c->state == 0)
            return NULL;
        if (claim_is(c, k, len, h))
            return c;
    }
}

static void claim_rebuild(Threads *t, size_t cap)
{
    Claim *old = t->claim;
    size_t n = old ? t->cmask + 1 : 0;
    t->claim = CALLOC(cap, sizeof *t->claim);
    t->cmask = cap - 1;
    t->cused = 0;
    for (size_t i = 0; i < n; i++)
        if (old[i].state == STARTED) {
            size_t j = (size_t)old[i].h & t->cmask;
            while (t->claim[j].state)
                j = (j + 1) & t->cmask;
            t->claim[j] = old[i];
            t->cused++;
        }
    FREE(old);
}

static void claim_add(Threads *t, const uint64_t *k, size_t len, uint64_t h)
{
    if (2 * (t->cused + 1) > t->cmask + 1) {
        size_t live = 0;
        for (size_t i = 0; i <= t->cmask; i++)
            live += t->claim[i].state == STARTED;
        claim_rebuild(t, 4 * (live + 1) > t->cmask + 1 ? 2 * (t->cmask + 1)
                                                        : t->cmask + 1);
    }
    size_t i = (size_t)h & t->cmask;
    while (t->claim[i].state == STARTED)
        i = (i + 1) & t->cmask;
    Claim *c = &t->claim[i];
    t->cused += c->state == 0;
    *c = (Claim){ h, len == 1 ? k[0] : 0, NULL, (uint32_t)len, STARTED };
    if (len != 1) {
        c->key = ALLOC(len * sizeof *k);
        memcpy(c->key, k, len * sizeof *k);
    }
}

static void claim_drop(Threads *t, const uint64_t *k, size_t len, uint64_t h)
{
    Claim *c = claim_find(t, k, len, h);
    assert(c);
    FREE(c->key);
    c->state = TOMB;
}

static void claims_free(Threads *t)
{
    for (size_t i = 0; t->claim && i <= t->cmask; i++)
        FREE(t->claim[i].key);
    FREE(t->claim);
}
#line 427 "noweb/rulesets/threaded.nw"
static void tstop(Worker *w, Game_Status why)
{
    if (!w->holding)
        tlock(w);
    Game_raise(why);
}

static void twatch(Worker *w)
{
    if (__atomic_load_n(&w->t->stop, __ATOMIC_ACQUIRE))
        tstop(w, GAME_LIMIT_RAISED);
    if (Interrupt_signal)
        tstop(w, GAME_LIMIT_SIGNAL);
}
#line 448 "noweb/rulesets/threaded.nw"
static Level *tlevel(Worker *w, size_t d)
{
    return level_in(&w->lv, &w->nlv, d);
}

static void tgen(const struct Position_Eval *e, Level *lv, const uint64_t *k, size_t len)
{
    for (int side = 0; side < 2; side++) {
        Position_list_clear(&lv->opts);
        Position_value_options(e->rs, k, len, side ? 'R' : 'L', &lv->opts);
        Position_list_clear(&lv->parts[side]);
        for (size_t i = 0; i < lv->opts.n; i += 1 + POSITION_LEN(lv->opts.w[i]))
            split_parts(e, lv, side, lv->opts.w + i + 1, POSITION_LEN(lv->opts.w[i]));
    }
}
#line 477 "noweb/rulesets/threaded.nw"
static Game_T tget(Worker *w, const uint64_t *k, size_t len, uint64_t h, size_t depth);

static void tvalues(Worker *w, Level *lv, int sides, size_t depth)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    size_t m = 0;
    for (int s = 0; s < sides; s++) {
        Position_List *L = &lv->parts[s];
        GROW(lv->pv[s], lv->cappv[s], L->n);
        GROW(lv->order, lv->caporder, m + L->count);
        for (size_t i = 0; i < L->n; i += 1 + POSITION_LEN(L->w[i])) {
            size_t len = POSITION_LEN(L->w[i]);
            if (POSITION_FLAGS(L->w[i]) & PART_END)
                continue;
            if (!tfind(e, L->w + i + 1, len, lv->hs[s][i], &lv->pv[s][i]))
                lv->order[m++] = 2 * i + (size_t)s;
        }
    }
    for (size_t j = 0, start = (size_t)w->self * m / (size_t)t->n; j < m; j++) {
        size_t o = lv->order[(start + j) % m], i = o / 2;
        const Position_List *L = &lv->parts[o % 2];
        lv->pv[o % 2][i] = tget(w, L->w + i + 1, POSITION_LEN(L->w[i]), lv->hs[o % 2][i],
                                depth + 1);
    }
}

static Game_T tsum(const Level *lv, int side, size_t *at)
{
    const Position_List *L = &lv->parts[side];
    Game_T s = Game_zero();
    size_t i = *at;
    for (; !(POSITION_FLAGS(L->w[i]) & PART_END); i += 1 + POSITION_LEN(L->w[i])) {
        Game_T v = lv->pv[side][i];
        s = Game_add(s, POSITION_FLAGS(L->w[i]) & PART_NEG ? Game_neg(v) : v);
    }
    *at = i + 1;
    return s;
}
#line 531 "noweb/rulesets/threaded.nw"
static bool tparts_found(const struct Position_Eval *e, Level *up, int s,
                         const uint64_t *p, size_t len)
{
    Position_list_clear(&up->parts[s]);
    split_parts(e, up, s, p, len);
    Position_List *L = &up->parts[s];
    GROW(up->pv[s], up->cappv[s], L->n);
    bool all = true;
    for (size_t i = 0; !(POSITION_FLAGS(L->w[i]) & PART_END);
         i += 1 + POSITION_LEN(L->w[i])) {
        size_t n = POSITION_LEN(L->w[i]);
        if (!tfind(e, L->w + i + 1, n, up->hs[s][i], &up->pv[s][i])) {
            up->pv[s][i] = NONE_VALUE;
            all = false;
        }
    }
    return all;
}

static bool one_part(const Position_List *L)
{
    return !(POSITION_FLAGS(L->w[0]) & PART_END)
           && (POSITION_FLAGS(L->w[1 + POSITION_LEN(L->w[0])]) & PART_END);
}

static bool tbridged(Worker *w, Level *lv, const uint64_t *k, size_t len, size_t depth,
                     Game_T *v)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    Position_list_clear(&lv->opts);
    e->rs->bridges(e->rs->param, k, len, &lv->opts);
    Level *up = tlevel(w, depth + 1);
    for (size_t i = 0; i < lv->opts.n;) {
        const uint64_t *r[3];
        size_t n[3];
        next_way(&lv->opts, &i, r, n);
        if (!tparts_found(e, up, 0, r[0], n[0]) || !tparts_found(e, up, 1, r[1], n[1]))
            continue;
        Position_List *L0 = &up->parts[0], *L1 = &up->parts[1];
        bool one = one_part(L0) && one_part(L1)
                   && (POSITION_FLAGS(L0->w[0] ^ L1->w[0]) & PART_NEG) == 0;
        if (one && up->pv[0][0] != up->pv[1][0])
            continue;                           /* x != p, no lock needed */
        if (!one) {
            tlock(w);
            size_t at = 0, bt = 0;
            bool equal = tsum(up, 0, &at) == tsum(up, 1, &bt);
            tunlock(w);
            if (!equal)
                continue;
        }
        Position_list_clear(&up->parts[0]);     /* Q, into the list of X */
        split_parts(e, up, 0, r[2], n[2]);
        tvalues(w, up, 1, depth + 1);
        tlock(w);
        size_t at = 0, bt = 0;
        Game_T p = tsum(up, 1, &bt);
        *v = Game_add(p, tsum(up, 0, &at));
        return true;                            /* with the lock held */
    }
    return false;
}
#line 611 "noweb/rulesets/threaded.nw"
enum { REDUCE_MIN = 2 };

static void tfinish(Worker *w, const uint64_t *k, size_t len, uint64_t h, Game_T v,
                    bool searched)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    insert(e, k, len, h, v);
    spin_lock(&t->claims_lock);
    claim_drop(t, k, len, h);
    spin_unlock(&t->claims_lock);
    if (searched && (++e->searched & 4095) == 0 && e->progress)
        e->progress(e->progress_closure, e->searched, e->table.count,
                    Table_bytes(&e->table));
}

static Game_T tcompute(Worker *w, const uint64_t *k, size_t len, uint64_t h, size_t depth)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    twatch(w);
    Level *lv = tlevel(w, depth);
    Game_T v;
    if (e->rs->bridges && tbridged(w, lv, k, len, depth, &v)) {
        tfinish(w, k, len, h, v, false);
        tunlock(w);
        return v;
    }
    tgen(e, lv, k, len);
    tvalues(w, lv, 2, depth);
    tlock(w);
    for (int side = 0; side < 2; side++) {
        lv->nvals[side] = 0;
        for (size_t at = 0; at < lv->parts[side].n;)
            push_value(lv, side, tsum(lv, side, &at));
    }
    if (lv->nvals[0] + lv->nvals[1] >= REDUCE_MIN) {
        tunlock(w);
        (void)Game_reduce(lv->vals[0], &lv->nvals[0], lv->capvals[0],
                          lv->vals[1], &lv->nvals[1], lv->capvals[1]);
        tlock(w);
    }
    v = Game_make(lv->vals[0], lv->nvals[0], lv->vals[1], lv->nvals[1]);
    tfinish(w, k, len, h, v, true);
    tunlock(w);
    return v;
}

static void thelp(Worker *w, const uint64_t *k, size_t len, size_t depth)
{
    Level *lv = tlevel(w, depth);
    tgen(w->t->e, lv, k, len);
    tvalues(w, lv, 2, depth);
}

static bool tfast(Worker *w, const uint64_t *k, size_t len, uint64_t h, Game_T *v)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    tlock(w);
    bool got = find(e, k, len, h, v);
    if (!got && e->rs->fast(e->rs->param, k, len, v)) {
        insert(e, k, len, h, *v);
        got = true;
    }
    tunlock(w);
    return got;
}

static Game_T tget(Worker *w, const uint64_t *k, size_t len, uint64_t h, size_t depth)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    Game_T v;
    if (tfind(e, k, len, h, &v) || (e->rs->fast && tfast(w, k, len, h, &v)))
        return v;
    for (bool helped = false;;) {
        if (tfind(e, k, len, h, &v))
            return v;
        twatch(w);
        spin_lock(&t->claims_lock);
        bool found = tfind(e, k, len, h, &v), busy = !found && claim_find(t, k, len, h);
        if (!found && !busy)
            claim_add(t, k, len, h);
        spin_unlock(&t->claims_lock);
        if (found)
            return v;
        if (busy) {
            if (!helped) {
                helped = true;
                thelp(w, k, len, depth);
                continue;
            }
            while (!tfind(e, k, len, h, &v)) {
                twatch(w);
                RELAX();
            }
            return v;
        }
        return tcompute(w, k, len, h, depth);
    }
}
#line 721 "noweb/rulesets/threaded.nw"
static void tbody(void *closure)
{
    Worker *w = closure;
    Threads *t = w->t;
    if (w->self > 0)
        Game_thread_start();
    tunlock(w);
    Level *lv = tlevel(w, 0);
    Position_list_clear(&lv->parts[0]);
    split_parts(t->e, lv, 0, w->p, w->len);
    tvalues(w, lv, 1, 0);
    if (w->self == 0) {
        tlock(w);
        size_t at = 0;
        w->v = tsum(lv, 0, &at);
        tunlock(w);
    }
}

static void tland(Worker *w)
{
    Threads *t = w->t;
    if (!w->holding)
        tlock(w);
    if (w->st != GAME_DONE && t->first == GAME_DONE)
        t->first = w->st;                       /* a quiet stop comes after the first */
    if (w->st != GAME_DONE)
        __atomic_store_n(&t->stop, true, __ATOMIC_RELEASE);
    t->quiet[w->self] = UINT64_MAX;             /* reads nothing any more */
    if (w->self > 0)
        Game_thread_end();
    tunlock(w);
}

static void trun(Worker *w)
{
    tlock(w);
    w->st = Game_protect(w->t->call, tbody, w);   /* the bounds in force in the caller */
    tland(w);
}

static void *tthread(void *closure)
{
    trun(closure);
    return NULL;
}
#line 777 "noweb/rulesets/threaded.nw"
static Game_T threaded_value(struct Position_Eval *e, const uint64_t *p, size_t len)
{
    (void)Game_fix_store();     /* if not, Game_reduce declines: all under the lock */
    Threads t = { .e = e, .n = e->threads, .first = GAME_DONE,
                  .call = Game_limits() };  /* the workers' bounds: those in force here */
    claim_rebuild(&t, 1024);
    Worker w[THREADS_MAX];
    pthread_t id[THREADS_MAX];
    pthread_attr_t attr;
    bool attr_ok = pthread_attr_init(&attr) == 0
                   && pthread_attr_setstacksize(&attr, Game_stack_size()) == 0;
    e->par = &t;
    e->table.retire = retire;           /* arrays a growth replaces: retired */
    e->table.retire_closure = &t;
    int started = 1;
    for (int i = 0; i < t.n; i++)
        w[i] = (Worker){ &t, i, false, NULL, 0, p, len, 0, GAME_DONE };
    for (int i = 1; i < t.n && attr_ok; i++, started++)
        if (pthread_create(&id[i], &attr, tthread, &w[i]) != 0)
            break;
    if (started < t.n) {        /* those that never ran read nothing */
        tlock(&w[0]);
        for (int i = started; i < t.n; i++)
            t.quiet[i] = UINT64_MAX;
        tunlock(&w[0]);
    }
    if (attr_ok)
        pthread_attr_destroy(&attr);
    trun(&w[0]);
    for (int i = 1; i < started; i++)
        pthread_join(id[i], NULL);
    for (int i = 0; i < t.n; i++)
        levels_free(w[i].lv, w[i].nlv);
    claims_free(&t);
    for (size_t i = 0; i < t.nretired; i++)
        free(t.retired[i].p);
    FREE(t.retired);
    e->table.retire = NULL;
    e->table.retire_closure = NULL;
    e->par = NULL;
    if (w[0].st != GAME_DONE)
        Game_raise(t.first);
    return w[0].v;
}
#line 859 "noweb/rulesets/threaded.nw"
static Game_T threaded_value(struct Position_Eval *e, const uint64_t *p, size_t len);

int Position_eval_set_threads(Position_Eval *e, int n)
{
    assert(e);
    e->threads = n < 1 ? 1 : n > THREADS_MAX ? THREADS_MAX : n;
    e->parallel = e->threads > 1 ? threaded_value : NULL;
    return e->threads;
}
