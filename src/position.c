/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#line 453 "noweb/rulesets/position.nw"
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#include "position.h"
#include "hash.h"
#include "interrupt.h"
#include "mem.h"

#line 559 "noweb/rulesets/position.nw"
typedef struct Slot {
    uint64_t key;                   /* a one-word key, or a longer key's hash */
    uint64_t ref;                   /* value id << 32 | SHORT or arena offset; 0: empty */
} Slot;

#define SHORT UINT32_MAX            /* the low half of [[ref]] for a one-word key */
#define NONE_VALUE UINT32_MAX       /* no value (yet) */
#define NOTE  0x80000000u           /* in a saved table, the length of a note's record */

typedef struct Level {
    Position_List opts, comps;      /* the options of a component; one option's components */
    Position_List parts[2];         /* keys of the options' parts (threads: a side each) */
    uint64_t *hs[2];                /* the hash of each key, at its offset in parts */
    Game_T *pv[2];                  /* threads: each part's value, likewise */
    size_t caphs[2], cappv[2];
    size_t *order;                  /* threads: offsets of the parts, in the thread's order */
    size_t caporder;
    Game_T *vals[2];                /* values of Left and Right options */
    size_t nvals[2], capvals[2];
    uint64_t *key;                  /* room for a key: capkey words */
    size_t capkey;
    size_t held;                    /* its bytes as last declared with Game_hold */
} Level;

struct Position_Eval {
    const Position_Ruleset *rs;
    uint64_t *arena;                /* entries: header, key words */
    size_t an, acap;
    Slot *slot;                     /* hash index */
    size_t mask, count;
    size_t searched;
    Game_Limits lim;                /* the evaluator's bounds */
    Game_Limits call;               /* threads: the bounds in force in the caller */
    Level **level;                  /* scratch, one per depth of the search */
    size_t nlevel;
    uint64_t epoch;                 /* the game store's epoch of the values */
    bool active;                    /* inside Position_value or a load */
    size_t held;                    /* table bytes declared with Game_hold */
    size_t held_levels;             /* scratch bytes of the levels: the sum of their held */
    Game_Status status;             /* how the last call ended */
    Game_T *loaded;                 /* the games of a table being loaded */
    struct stat file;               /* the table file last loaded or saved */
    bool file_known;
    const char *saving;             /* the path being saved to */
    Position_Progress *progress;    /* called now and then during a search */
    void *progress_closure;
    uint64_t *notes;                /* notes: header (length, game), words */
    size_t nn, ncap, ncount;
    int threads;                    /* threads of a search (section \ref{position-threads}) */
    struct Threads *par;            /* while they run */
};
#line 659 "noweb/rulesets/position.nw"
typedef struct Entry_It { size_t a, i; } Entry_It;   /* start: { 1, 0 } */
#line 1175 "noweb/rulesets/position.nw"
typedef struct Call {
    struct Position_Eval *e;
    const uint64_t *p;
    size_t len;
    Game_T v;
} Call;
#line 1514 "noweb/rulesets/position.nw"
enum { THREADS_MAX = 64, TOMB = 1, STARTED = 2 };
typedef struct Claim {          /* a component under way; state 0: an empty entry */
    uint64_t h, one;            /* the key's hash; a one-word key itself */
    uint64_t *key;              /* a longer key: a copy */
    uint32_t len, state;
} Claim;

typedef struct Threads {
    struct Position_Eval *e;
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
    int self;
    Level **lv;
    size_t nlv;
    const uint64_t *p;          /* the position */
    size_t len;
    Game_T v;                   /* its value (the main thread's) */
    Game_Status st;
} Worker;
#line 2173 "noweb/rulesets/position.nw"
typedef struct Gamemap {
    Game_T *id;
    uint32_t *index;
    size_t mask, count;
} Gamemap;
#line 2222 "noweb/rulesets/position.nw"
typedef struct Out { FILE *f; uint64_t h, n; bool ok; } Out;
#line 491 "noweb/rulesets/position.nw"
void Position_list_push(Position_List *l, const uint64_t *w, size_t len, unsigned flags)
{
    assert(l && (w || len == 0) && len <= 0xffffffffu);
    size_t bytes = 2 * (l->n + len + 1) * sizeof *l->w;
    if (l->n + len + 1 > l->cap && bytes > POSITION_LIST_FREE)
        Game_charge(bytes);                 /* a long list counts against the byte bound */
    GROW(l->w, l->cap, l->n + len + 1);
    l->w[l->n] = (uint64_t)len | (uint64_t)flags << 32;
    if (len == 1)
        l->w[l->n + 1] = w[0];          /* the common case, without a call */
    else
        memcpy(l->w + l->n + 1, w, len * sizeof *w);
    l->n += len + 1;
    l->count++;
}

void Position_list_clear(Position_List *l)
{
    l->n = l->count = 0;
}

void Position_list_free(Position_List *l)
{
    FREE(l->w);
    *l = (Position_List){ 0 };
}

void Position_value_options(const Position_Ruleset *rs, const uint64_t *p, size_t len,
                            char side, Position_List *out)
{
    (rs->value_options ? rs->value_options : rs->options)(rs->param, p, len, side, out);
}
#line 614 "noweb/rulesets/position.nw"
#define hash_key Hash_words

static size_t table_bytes(const struct Position_Eval *e)
{
    return (e->mask + 1) * sizeof *e->slot + (e->acap + e->ncap) * sizeof *e->arena;
}

static bool find(const struct Position_Eval *e, const uint64_t *k, size_t len,
                 uint64_t h, Game_T *v)
{
    if (len == 1) {
        for (size_t i = (size_t)h & e->mask;; i = (i + 1) & e->mask) {
            const Slot *s = &e->slot[i];
            if (s->ref == 0)
                return false;
            if (s->key == k[0] && (uint32_t)s->ref == SHORT) {
                *v = (Game_T)(s->ref >> 32);
                return true;
            }
        }
    }
    for (size_t i = (size_t)h & e->mask;; i = (i + 1) & e->mask) {
        const Slot *s = &e->slot[i];
        if (s->ref == 0)
            return false;
        if (s->key != h || (uint32_t)s->ref == SHORT)
            continue;
        const uint64_t *a = e->arena + (uint32_t)s->ref;
        if (POSITION_LEN(a[0]) == len
            && (len == 0 || memcmp(a + 1, k, len * sizeof *k) == 0)) {
            *v = (Game_T)(s->ref >> 32);
            return true;
        }
    }
}

static uint64_t slot_hash(const Slot *s)
{
    return (uint32_t)s->ref == SHORT ? hash_key(&s->key, 1) : s->key;
}
#line 663 "noweb/rulesets/position.nw"
static bool next_entry(const struct Position_Eval *e, Entry_It *it, const uint64_t **key,
                       uint32_t *len, Game_T *v)
{
    if (it->a < e->an) {
        const uint64_t *w = e->arena + it->a;
        *len = (uint32_t)POSITION_LEN(w[0]);
        *key = w + 1;
        *v = (Game_T)(w[0] >> 32);
        it->a += 1 + *len;
        return true;
    }
    for (; it->i <= e->mask; it->i++) {
        const Slot *s = &e->slot[it->i];
        if (s->ref != 0 && (uint32_t)s->ref == SHORT) {
            *key = &s->key;
            *len = 1;
            *v = (Game_T)(s->ref >> 32);
            it->i++;
            return true;
        }
    }
    return false;
}
#line 701 "noweb/rulesets/position.nw"
static void hold_table(struct Position_Eval *e)
{
    if (!e->active)
        return;
    size_t t = table_bytes(e);
    Game_hold((ptrdiff_t)t - (ptrdiff_t)e->held);
    e->held = t;
}

static void retire(struct Position_Eval *e, void *p);

static void grow_index(struct Position_Eval *e)
{
    size_t n = 2 * (e->mask + 1);
    Game_charge(n * sizeof *e->slot);
    Slot *s = calloc(n, sizeof *s);
    if (!s)
        Game_raise(GAME_LIMIT_MEMORY);
    Mem_huge(s, n * sizeof *s);             /* before the pages are touched */
    for (size_t i = 0; i <= e->mask; i++)
        if (e->slot[i].ref) {
            size_t j = (size_t)slot_hash(&e->slot[i]) & (n - 1);
            while (s[j].ref)
                j = (j + 1) & (n - 1);
            s[j] = e->slot[i];
        }
    Slot *old = e->slot;
    __atomic_store_n(&e->slot, s, __ATOMIC_RELEASE);      /* the array, then the mask */
    __atomic_store_n(&e->mask, n - 1, __ATOMIC_RELEASE);
    retire(e, old);
    hold_table(e);
}

static void grow_arena(struct Position_Eval *e, size_t need)
{
    size_t cap = e->acap;
    while (cap < e->an + need)
        cap *= 2;
    if (cap > ((size_t)1 << 32))
        Game_raise(GAME_LIMIT_KEYS);
    Game_charge((cap - e->acap) * sizeof *e->arena);
    uint64_t *a, *old = e->arena;
    if (e->par) {                       /* threads may read the old one: copy it */
        a = malloc(cap * sizeof *a);
        if (a) {
            Mem_huge(a, cap * sizeof *a);
            memcpy(a, old, e->an * sizeof *a);
        }
    } else
        a = realloc(old, cap * sizeof *a);
    if (!a)
        Game_raise(GAME_LIMIT_MEMORY);
    __atomic_store_n(&e->arena, a, __ATOMIC_RELEASE);
    e->acap = cap;
    if (e->par)
        retire(e, old);
    else
        Mem_huge(a, cap * sizeof *a);
    hold_table(e);
}

static void insert(struct Position_Eval *e, const uint64_t *k, size_t len, uint64_t h,
                   Game_T v)
{
    size_t cap = Game_limits().max_positions;
    if (cap && e->count >= cap)
        Game_raise(GAME_LIMIT_POSITIONS);
    if (4 * (e->count + 1) > 3 * (e->mask + 1))
        grow_index(e);
    size_t o = e->an;
    if (len != 1) {
        if (e->an + len + 1 >= SHORT)
            Game_raise(GAME_LIMIT_KEYS);
        if (e->an + len + 1 > e->acap)
            grow_arena(e, len + 1);
        e->arena[o] = (uint64_t)len | (uint64_t)v << 32;
        if (len > 0)                    /* a key of length 0 may be NULL */
            memcpy(e->arena + o + 1, k, len * sizeof *k);
        e->an += len + 1;
    }
    size_t i = (size_t)h & e->mask;
    while (e->slot[i].ref)
        i = (i + 1) & e->mask;
    e->slot[i].key = len == 1 ? k[0] : h;      /* the key, then the filled word */
    __atomic_store_n(&e->slot[i].ref, (uint64_t)v << 32 | (len == 1 ? SHORT : o),
                     __ATOMIC_RELEASE);
    e->count++;
}
#line 794 "noweb/rulesets/position.nw"
Position_Eval Position_eval_new(const Position_Ruleset *rs)
{
    assert(rs && rs->name && rs->options && rs->split && rs->normalise);
    struct Position_Eval *e = CALLOC(1, sizeof *e);
    e->rs = rs;
    e->epoch = Game_store_epoch();
    e->mask = 1023;
    e->slot = CALLOC(e->mask + 1, sizeof *e->slot);
    e->acap = 4096;
    e->arena = ALLOC(e->acap * sizeof *e->arena);
    e->arena[0] = 0;
    e->an = 1;
    e->threads = 1;
    return e;
}

static void levels_free(Level **a, size_t n);

void Position_eval_free(Position_Eval *ep)
{
    assert(ep);
    struct Position_Eval *e = *ep;
    if (!e)
        return;
    levels_free(e->level, e->nlevel);
    FREE(e->slot);
    FREE(e->arena);
    FREE(e->notes);
    FREE(*ep);
}

void Position_eval_set_limits(Position_Eval e, Game_Limits lim)
{
    assert(e);
    e->lim = lim;
}

Game_Status Position_eval_status(const Position_Eval e)
{
    assert(e);
    return e->status;
}

Game_Limits Position_eval_limits(const Position_Eval e)
{
    assert(e);
    return e->lim;
}

const Position_Ruleset *Position_eval_ruleset(const Position_Eval e) { return e->rs; }

size_t Position_eval_count(const Position_Eval e) { return e->count; }
size_t Position_eval_searched(const Position_Eval e) { return e->searched; }
size_t Position_eval_bytes(const Position_Eval e) { return table_bytes(e); }

void Position_eval_set_progress(Position_Eval e, Position_Progress *fn, void *closure)
{
    e->progress = fn;
    e->progress_closure = closure;
}

int Position_eval_set_threads(Position_Eval e, int n)
{
    e->threads = n < 1 ? 1 : n > THREADS_MAX ? THREADS_MAX : n;
    return e->threads;
}
#line 882 "noweb/rulesets/position.nw"
static Level *level_in(Level ***a, size_t *n, size_t d)    /* of a search, or a thread */
{
    while (d >= *n) {
        RESIZE(*a, (*n + 1) * sizeof **a);
        (*a)[(*n)++] = CALLOC(1, sizeof(Level));
    }
    return (*a)[d];
}

static Level *level(struct Position_Eval *e, size_t d)
{
    return level_in(&e->level, &e->nlevel, d);
}

/* the lists that grow with the options of a position (the options, their
   parts and the parts' hashes); the rest of a level is smaller than these */
static size_t level_bytes(const Level *lv)
{
    return (lv->opts.cap + lv->parts[0].cap + lv->caphs[0]) * sizeof(uint64_t);
}

static void hold_level(struct Position_Eval *e, Level *lv)
{
    size_t b = level_bytes(lv);
    if (b <= lv->held || !e->active || e->par)
        return;
    Game_hold((ptrdiff_t)(b - lv->held));
    e->held_levels += b - lv->held;
    lv->held = b;
    Game_charge(0);                         /* within the byte bound, or stop */
}


static void levels_free(Level **a, size_t n)
{
    for (size_t d = 0; d < n; d++) {
        Level *lv = a[d];
        Position_list_free(&lv->opts);
        Position_list_free(&lv->comps);
        for (int s = 0; s < 2; s++) {
            Position_list_free(&lv->parts[s]);
            FREE(lv->hs[s]);
            FREE(lv->pv[s]);
            FREE(lv->vals[s]);
        }
        FREE(lv->order);
        FREE(lv->key);
        FREE(lv);
    }
    FREE(a);
}

static void push_value(Level *lv, int side, Game_T v)
{
    GROW(lv->vals[side], lv->capvals[side], lv->nvals[side] + 1);
    lv->vals[side][lv->nvals[side]++] = v;
}

static void split_parts(const struct Position_Eval *e, Level *lv, int s, const uint64_t *p,
                        size_t len);
static Game_T sum_parts(struct Position_Eval *e, Level *lv, size_t *at, size_t depth);

static Game_T impartial_value(Level *lv);
static bool bridged(struct Position_Eval *e, Level *lv, const uint64_t *k, size_t len,
                    size_t depth, Game_T *v);

static Game_T component_value(struct Position_Eval *e, const uint64_t *k, size_t len,
                              uint64_t h, size_t depth)
{
    Game_T v;
    if (find(e, k, len, h, &v))
        return v;
    const void *param = e->rs->param;
    if (e->rs->fast && e->rs->fast(param, k, len, &v))
        return v;
    if (Interrupt_signal)
        Game_raise(GAME_LIMIT_SIGNAL);
    Level *lv = level(e, depth);
    if (e->rs->bridges && bridged(e, lv, k, len, depth, &v)) {
        insert(e, k, len, h, v);
        return v;
    }
    lv->nvals[0] = lv->nvals[1] = 0;
    bool impartial = e->rs->flags & POSITION_IMPARTIAL;
    for (int side = 0; side < (impartial ? 1 : 2); side++) {
        Position_list_clear(&lv->opts);
        Position_value_options(e->rs, k, len, side ? 'R' : 'L', &lv->opts);
        Position_list_clear(&lv->parts[0]);
        for (size_t i = 0; i < lv->opts.n; i += 1 + POSITION_LEN(lv->opts.w[i]))
            split_parts(e, lv, 0, lv->opts.w + i + 1, POSITION_LEN(lv->opts.w[i]));
        hold_level(e, lv);
        for (size_t at = 0; at < lv->parts[0].n;)
            push_value(lv, side, sum_parts(e, lv, &at, depth));
    }
    if (impartial)
        v = impartial_value(lv);
    else
        v = Game_make(lv->vals[0], lv->nvals[0], lv->vals[1], lv->nvals[1]);
    insert(e, k, len, h, v);
    if ((++e->searched & 4095) == 0 && e->progress)
        e->progress(e->progress_closure, e->searched, e->count, table_bytes(e));
    return v;
}
#line 995 "noweb/rulesets/position.nw"
static Game_T impartial_value(Level *lv)
{
    size_t n = lv->nvals[0], words = n / 64 + 1;
    if (lv->capkey < words) {
        lv->capkey = words;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    memset(lv->key, 0, words * sizeof *lv->key);
    for (size_t i = 0; i < n; i++) {
        uint32_t m = Game_nimber_value(lv->vals[0][i]);
        if (m <= n)
            lv->key[m / 64] |= 1ULL << (m % 64);
    }
    size_t m = 0;
    while (lv->key[m / 64] >> (m % 64) & 1)
        m++;
    return Game_nimber((uint32_t)m);
}
#line 1040 "noweb/rulesets/position.nw"
enum { PART_NEG = 1, PART_END = 2 };

static void split_parts(const struct Position_Eval *e, Level *lv, int s, const uint64_t *p,
                        size_t len)
{
    Position_List *parts = &lv->parts[s];
    Position_list_clear(&lv->comps);
    e->rs->split(e->rs->param, p, len, &lv->comps);
    if (lv->capkey < len + POSITION_KEY_EXTRA) {
        lv->capkey = len + POSITION_KEY_EXTRA;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    uint64_t *key = lv->key;
    for (size_t i = 0; i < lv->comps.n; i += 1 + POSITION_LEN(lv->comps.w[i])) {
        size_t clen = POSITION_LEN(lv->comps.w[i]), klen;
        assert(clen <= len);
        bool neg = e->rs->normalise(e->rs->param, lv->comps.w + i + 1, clen, key, &klen);
        assert(klen <= clen + POSITION_KEY_EXTRA);
        uint64_t h = hash_key(key, klen);
        __builtin_prefetch(__atomic_load_n(&e->slot, __ATOMIC_RELAXED)      /* threads */
                           + ((size_t)h & __atomic_load_n(&e->mask, __ATOMIC_RELAXED)));
        GROW(lv->hs[s], lv->caphs[s], parts->n + 1);
        lv->hs[s][parts->n] = h;
        Position_list_push(parts, key, klen, neg ? PART_NEG : 0);
    }
    static const uint64_t none = 0;     /* memcpy wants a pointer even for 0 words */
    Position_list_push(parts, &none, 0, PART_END);
}

static Game_T sum_parts(struct Position_Eval *e, Level *lv, size_t *at, size_t depth)
{
    bool impartial = e->rs->flags & POSITION_IMPARTIAL;
    uint32_t nim = 0;
    size_t count = 0;
    Game_T s = Game_zero();
    size_t i = *at;
    for (;;) {
        uint64_t w = lv->parts[0].w[i];
        if (POSITION_FLAGS(w) & PART_END)
            break;
        size_t klen = POSITION_LEN(w);
        Game_T v = component_value(e, lv->parts[0].w + i + 1, klen, lv->hs[0][i], depth + 1);
        if (!impartial)
            s = Game_add(s, POSITION_FLAGS(w) & PART_NEG ? Game_neg(v) : v);
        else if (count++ == 0)
            s = v;
        nim ^= impartial ? Game_nimber_value(v) : 0;
        i += 1 + klen;
    }
    *at = i + 1;
    return impartial && count > 1 ? Game_nimber(nim) : s;
}

static Game_T sum_value(struct Position_Eval *e, const uint64_t *p, size_t len,
                        size_t depth)
{
    Level *lv = level(e, depth);
    Position_list_clear(&lv->parts[0]);
    split_parts(e, lv, 0, p, len);
    size_t at = 0;
    return sum_parts(e, lv, &at, depth);
}
#line 1119 "noweb/rulesets/position.nw"
static bool known(struct Position_Eval *e, Level *up, const uint64_t *p, size_t len,
                  Game_T *v)
{
    Position_list_clear(&up->parts[0]);
    split_parts(e, up, 0, p, len);
    Game_T s = Game_zero();
    for (size_t i = 0;; i += 1 + POSITION_LEN(up->parts[0].w[i])) {
        uint64_t w = up->parts[0].w[i];
        if (POSITION_FLAGS(w) & PART_END)
            break;
        const uint64_t *key = up->parts[0].w + i + 1;
        size_t klen = POSITION_LEN(w);
        Game_T c;
        if (!find(e, key, klen, up->hs[0][i], &c)
            && !(e->rs->fast && e->rs->fast(e->rs->param, key, klen, &c)))
            return false;
        s = Game_add(s, POSITION_FLAGS(w) & PART_NEG ? Game_neg(c) : c);
    }
    *v = s;
    return true;
}

static void next_way(const Position_List *l, size_t *i, const uint64_t *r[3], size_t n[3])
{
    for (int j = 0; j < 3; j++) {       /* the records X, P, Q of one way */
        n[j] = POSITION_LEN(l->w[*i]);
        r[j] = l->w + *i + 1;
        *i += 1 + n[j];
    }
}

static bool bridged(struct Position_Eval *e, Level *lv, const uint64_t *k, size_t len,
                    size_t depth, Game_T *v)
{
    Position_list_clear(&lv->opts);
    e->rs->bridges(e->rs->param, k, len, &lv->opts);
    Level *up = level(e, depth + 1);
    for (size_t i = 0; i < lv->opts.n;) {
        const uint64_t *r[3];
        size_t n[3];
        next_way(&lv->opts, &i, r, n);
        Game_T x, p;
        if (known(e, up, r[0], n[0], &x) && known(e, up, r[1], n[1], &p) && x == p) {
            *v = Game_add(p, sum_value(e, r[2], n[2], depth + 1));
            return true;
        }
    }
    return false;
}
#line 1184 "noweb/rulesets/position.nw"
static Game_T threaded_value(struct Position_Eval *e, const uint64_t *p, size_t len);

static void value_body(void *closure)
{
    Call *c = closure;
    if (c->e->threads > 1 && !(c->e->rs->flags & POSITION_IMPARTIAL))
        c->v = threaded_value(c->e, c->p, c->len);
    else
        c->v = sum_value(c->e, c->p, c->len, 0);
}

static void table_reset(struct Position_Eval *e);

static void follow_store(struct Position_Eval *e)   /* an emptied store: ids are void */
{
    if (e->epoch != Game_store_epoch()) {
        table_reset(e);
        e->epoch = Game_store_epoch();
    }
}

static size_t tighter(size_t a, size_t b)
{
    return a - 1 < b - 1 ? a : b;           /* 0 is no bound: it wraps to the largest */
}

static Game_Status protected_within(struct Position_Eval *e, const Game_Limits *lim,
                                    Game_Body *body, void *closure)
{
    follow_store(e);
    e->active = true;
    e->held = table_bytes(e);
    Game_hold((ptrdiff_t)(e->held + e->held_levels));  /* the table, the levels as left */
    Game_Limits both = e->lim;
    if (lim) {
        both.max_games = tighter(both.max_games, lim->max_games);
        both.max_bytes = tighter(both.max_bytes, lim->max_bytes);
        both.max_positions = tighter(both.max_positions, lim->max_positions);
    }
    Game_Status st = Game_protect(both, body, closure);
    Game_hold(-(ptrdiff_t)(e->held + e->held_levels));
    e->held = 0;
    e->active = false;
    e->status = st;
    return st;
}

static Game_Status protected(struct Position_Eval *e, Game_Body *body, void *closure)
{
    return protected_within(e, NULL, body, closure);
}

Game_Status Position_value_within(Position_Eval e, Game_Limits lim, const uint64_t *p,
                                  size_t len, Game_T *v)
{
    assert(e && (p || len == 0) && v);
    Call c = { e, p, len, 0 };
    Game_Status st = protected_within(e, &lim, value_body, &c);
    if (st == GAME_DONE)
        *v = c.v;
    return st;
}

Game_Status Position_value(Position_Eval e, const uint64_t *p, size_t len, Game_T *v)
{
    assert(e && (p || len == 0) && v);
    Call c = { e, p, len, 0 };
    Game_Status st = protected(e, value_body, &c);
    if (st == GAME_DONE)
        *v = c.v;
    return st;
}

Game_Status Position_value_text(Position_Eval e, const char *text, Game_T *v, Perr_T *err)
{
    assert(e && text && v && err);
    Position_List l = { 0 };
    Game_Status st = GAME_BAD_INPUT;
    if (e->rs->parse(e->rs->param, text, &l, err)
        && (st = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), v)) != GAME_DONE)
        Perr_limit(err, 0, "a search within its limits");
    Position_list_free(&l);
    return st;
}

void Position_eval_note(Position_Eval e, const uint64_t *w, size_t len, Game_T v)
{
    assert(e && w && len > 0 && len < NOTE);
    follow_store(e);
    GROW(e->notes, e->ncap, e->nn + 1 + len);
    e->notes[e->nn++] = (uint64_t)len | (uint64_t)v << 32;
    memcpy(e->notes + e->nn, w, len * sizeof *w);
    e->nn += len;
    e->ncount++;
    hold_table(e);
}

size_t Position_eval_note_count(const Position_Eval e)
{
    return e->epoch == Game_store_epoch() ? e->ncount : 0;
}

void Position_eval_notes_clear(Position_Eval e)
{
    FREE(e->notes);                     /* the room too: a solver's states are large */
    e->nn = e->ncap = e->ncount = 0;
    hold_table(e);
}

uint64_t *Position_eval_notes_take(Position_Eval e, size_t *n, size_t *cap, size_t *count)
{
    uint64_t *notes = e->epoch == Game_store_epoch() && e->ncount ? e->notes : NULL;
    *n = notes ? e->nn : 0;
    *cap = notes ? e->ncap : 0;
    *count = notes ? e->ncount : 0;
    if (notes)
        e->notes = NULL;
    Position_eval_notes_clear(e);
    return notes;
}

void Position_eval_notes_give(Position_Eval e, uint64_t *notes, size_t n, size_t cap,
                              size_t count)
{
    follow_store(e);
    FREE(e->notes);
    e->notes = notes;
    e->nn = n;
    e->ncap = cap;
    e->ncount = count;
    hold_table(e);
}

bool Position_eval_get(const Position_Eval e, const uint64_t *key, size_t len, Game_T *v)
{
    assert(e && key && len > 0 && v);
    return e->epoch == Game_store_epoch() && find(e, key, len, hash_key(key, len), v);
}

typedef struct Put {
    struct Position_Eval *e;
    const uint64_t *key;
    size_t len;
    Game_T v;
} Put;

static void put_body(void *closure)
{
    Put *p = closure;
    uint64_t h = hash_key(p->key, p->len);
    Game_T old;
    if (!find(p->e, p->key, p->len, h, &old))
        insert(p->e, p->key, p->len, h, p->v);
}

bool Position_eval_put(Position_Eval e, const uint64_t *key, size_t len, Game_T v)
{
    assert(e && key && len > 0);
    Put p = { e, key, len, v };
    return protected(e, put_body, &p) == GAME_DONE;
}

static void table_reset(struct Position_Eval *e)
{
    memset(e->slot, 0, (e->mask + 1) * sizeof *e->slot);
    e->an = 1;
    e->count = 0;
    e->nn = e->ncount = 0;
}
#line 1551 "noweb/rulesets/position.nw"
#if defined(__x86_64__) || defined(__i386__)
#define RELAX() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define RELAX() __asm__ __volatile__("yield")
#else
#define RELAX() ((void)0)
#endif

static _Thread_local bool holding;
static _Thread_local int self;

static void release_retired(Threads *t)
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

static void locked(Threads *t)
{
    holding = true;
    t->quiet[self]++;
    if (t->nretired)
        release_retired(t);
}

static void tlock(Threads *t)
{
    spin_lock(&t->lock);
    locked(t);
}

static void tunlock(Threads *t)
{
    holding = false;
    spin_unlock(&t->lock);
}

static void retire(struct Position_Eval *e, void *p)      /* under the lock */
{
    Threads *t = e->par;
    if (!t) {
        free(p);
        return;
    }
    GROW(t->retired, t->capretired, t->nretired + 1);
    t->retired[t->nretired].p = p;
    memcpy(t->retired[t->nretired].at, t->quiet, sizeof t->quiet);
    t->nretired++;
}
#line 1632 "noweb/rulesets/position.nw"
static bool tfind(const struct Position_Eval *e, const uint64_t *k, size_t len, uint64_t h,
                  Game_T *v)
{
    size_t mask = __atomic_load_n(&e->mask, __ATOMIC_ACQUIRE);
    const Slot *slot = __atomic_load_n(&e->slot, __ATOMIC_ACQUIRE);
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        uint64_t ref = __atomic_load_n(&slot[i].ref, __ATOMIC_ACQUIRE);
        if (ref == 0)
            return false;
        uint64_t key = slot[i].key;
        if (len == 1) {
            if (key == k[0] && (uint32_t)ref == SHORT) {
                *v = (Game_T)(ref >> 32);
                return true;
            }
            continue;
        }
        if (key != h || (uint32_t)ref == SHORT)
            continue;
        const uint64_t *a = __atomic_load_n(&e->arena, __ATOMIC_ACQUIRE) + (uint32_t)ref;
        if (POSITION_LEN(a[0]) == len && memcmp(a + 1, k, len * sizeof *k) == 0) {
            *v = (Game_T)(ref >> 32);
            return true;
        }
    }
}
#line 1665 "noweb/rulesets/position.nw"
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
#line 1744 "noweb/rulesets/position.nw"
static void tstop(Threads *t, Game_Status why)
{
    if (!holding)
        tlock(t);
    Game_raise(why);
}

static void twatch(Threads *t)
{
    if (__atomic_load_n(&t->stop, __ATOMIC_ACQUIRE))
        tstop(t, GAME_LIMIT_RAISED);
    if (Interrupt_signal)
        tstop(t, GAME_LIMIT_SIGNAL);
}
#line 1765 "noweb/rulesets/position.nw"
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
#line 1794 "noweb/rulesets/position.nw"
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
#line 1848 "noweb/rulesets/position.nw"
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
            tlock(t);
            size_t at = 0, bt = 0;
            bool equal = tsum(up, 0, &at) == tsum(up, 1, &bt);
            tunlock(t);
            if (!equal)
                continue;
        }
        Position_list_clear(&up->parts[0]);     /* Q, into the list of X */
        split_parts(e, up, 0, r[2], n[2]);
        tvalues(w, up, 1, depth + 1);
        tlock(t);
        size_t at = 0, bt = 0;
        Game_T p = tsum(up, 1, &bt);
        *v = Game_add(p, tsum(up, 0, &at));
        return true;                            /* with the lock held */
    }
    return false;
}
#line 1928 "noweb/rulesets/position.nw"
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
        e->progress(e->progress_closure, e->searched, e->count, table_bytes(e));
}

static Game_T tcompute(Worker *w, const uint64_t *k, size_t len, uint64_t h, size_t depth)
{
    Threads *t = w->t;
    struct Position_Eval *e = t->e;
    twatch(t);
    Level *lv = tlevel(w, depth);
    Game_T v;
    if (e->rs->bridges && tbridged(w, lv, k, len, depth, &v)) {
        tfinish(w, k, len, h, v, false);
        tunlock(t);
        return v;
    }
    tgen(e, lv, k, len);
    tvalues(w, lv, 2, depth);
    tlock(t);
    for (int side = 0; side < 2; side++) {
        lv->nvals[side] = 0;
        for (size_t at = 0; at < lv->parts[side].n;)
            push_value(lv, side, tsum(lv, side, &at));
    }
    if (lv->nvals[0] + lv->nvals[1] >= REDUCE_MIN) {
        tunlock(t);
        (void)Game_reduce(lv->vals[0], &lv->nvals[0], lv->capvals[0],
                          lv->vals[1], &lv->nvals[1], lv->capvals[1]);
        tlock(t);
    }
    v = Game_make(lv->vals[0], lv->nvals[0], lv->vals[1], lv->nvals[1]);
    tfinish(w, k, len, h, v, true);
    tunlock(t);
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
    tlock(t);
    bool got = find(e, k, len, h, v);
    if (!got && e->rs->fast(e->rs->param, k, len, v)) {
        insert(e, k, len, h, *v);
        got = true;
    }
    tunlock(t);
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
        twatch(t);
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
                twatch(t);
                RELAX();
            }
            return v;
        }
        return tcompute(w, k, len, h, depth);
    }
}
#line 2037 "noweb/rulesets/position.nw"
static void tbody(void *closure)
{
    Worker *w = closure;
    Threads *t = w->t;
    if (w->self > 0)
        Game_thread_start();
    tunlock(t);
    Level *lv = tlevel(w, 0);
    Position_list_clear(&lv->parts[0]);
    split_parts(t->e, lv, 0, w->p, w->len);
    tvalues(w, lv, 1, 0);
    if (w->self == 0) {
        tlock(t);
        size_t at = 0;
        w->v = tsum(lv, 0, &at);
        tunlock(t);
    }
}

static void tland(Worker *w)
{
    Threads *t = w->t;
    if (!holding)
        tlock(t);
    if (w->st != GAME_DONE && t->first == GAME_DONE)
        t->first = w->st;                       /* a quiet stop comes after the first */
    if (w->st != GAME_DONE)
        __atomic_store_n(&t->stop, true, __ATOMIC_RELEASE);
    t->quiet[w->self] = UINT64_MAX;             /* reads nothing any more */
    if (w->self > 0)
        Game_thread_end();
    tunlock(t);
}

static void trun(Worker *w)
{
    struct Position_Eval *e = w->t->e;
    self = w->self;
    tlock(w->t);
    w->st = Game_protect(e->call, tbody, w);   /* the bounds in force in the caller */
    tland(w);
}

static void *tthread(void *closure)
{
    trun(closure);
    return NULL;
}
#line 2095 "noweb/rulesets/position.nw"
static Game_T threaded_value(struct Position_Eval *e, const uint64_t *p, size_t len)
{
    (void)Game_fix_store();     /* if not, Game_reduce declines: all under the lock */
    e->call = Game_limits();    /* the workers' bounds: those in force here */
    Threads t = { .e = e, .n = e->threads, .first = GAME_DONE };
    claim_rebuild(&t, 1024);
    Worker w[THREADS_MAX];
    pthread_t id[THREADS_MAX];
    pthread_attr_t attr;
    bool attr_ok = pthread_attr_init(&attr) == 0
                   && pthread_attr_setstacksize(&attr, Game_stack_size()) == 0;
    e->par = &t;
    int started = 1;
    for (int i = 0; i < t.n; i++)
        w[i] = (Worker){ &t, i, NULL, 0, p, len, 0, GAME_DONE };
    for (int i = 1; i < t.n && attr_ok; i++, started++)
        if (pthread_create(&id[i], &attr, tthread, &w[i]) != 0)
            break;
    if (started < t.n) {        /* those that never ran read nothing */
        tlock(&t);
        for (int i = started; i < t.n; i++)
            t.quiet[i] = UINT64_MAX;
        tunlock(&t);
    }
    if (attr_ok)
        pthread_attr_destroy(&attr);
    trun(&w[0]);
    for (int i = 1; i < started; i++)
        pthread_join(id[i], NULL);
    self = 0;
    for (int i = 0; i < t.n; i++)
        levels_free(w[i].lv, w[i].nlv);
    claims_free(&t);
    for (size_t i = 0; i < t.nretired; i++)
        free(t.retired[i].p);
    FREE(t.retired);
    e->par = NULL;
    if (w[0].st != GAME_DONE)
        Game_raise(t.first);
    return w[0].v;
}
#line 2181 "noweb/rulesets/position.nw"
static uint32_t *gamemap_slot(Gamemap *m, Game_T g, bool *found)
{
    size_t i = ((uint64_t)g * 0x9e3779b97f4a7c15ULL >> 20) & m->mask;
    while (m->index[i] != UINT32_MAX && m->id[i] != g)
        i = (i + 1) & m->mask;
    *found = m->index[i] != UINT32_MAX;
    m->id[i] = g;
    return &m->index[i];
}

static void gamemap_init(Gamemap *m, size_t n)
{
    size_t cap = 1024;
    while (cap < 2 * n)
        cap *= 2;
    m->id = ALLOC(cap * sizeof *m->id);
    m->index = ALLOC(cap * sizeof *m->index);
    memset(m->index, 0xff, cap * sizeof *m->index);
    m->mask = cap - 1;
    m->count = 0;
}

static void gamemap_grow(Gamemap *m)
{
    Gamemap n;
    gamemap_init(&n, 2 * (m->mask + 1));
    for (size_t i = 0; i <= m->mask; i++)
        if (m->index[i] != UINT32_MAX) {
            bool f;
            *gamemap_slot(&n, m->id[i], &f) = m->index[i];
        }
    n.count = m->count;
    FREE(m->id);
    FREE(m->index);
    *m = n;
}
#line 2226 "noweb/rulesets/position.nw"
#define FNV_BASIS INTERRUPT_FNV_BASIS
#define fnv Interrupt_fnv

static void put(Out *o, const void *p, size_t n)
{
    o->h = fnv(o->h, p, n);
    o->ok = o->ok && fwrite(p, 1, n, o->f) == n;
    o->n += n;
}

static void table_identity(const Position_Ruleset *rs, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s", rs->name, rs->variant ? "/" : "",
             rs->variant ? rs->variant : "");
}
#line 2247 "noweb/rulesets/position.nw"
static uint32_t index_of(Gamemap *m, Game_T g)
{
    bool f;
    uint32_t *s = gamemap_slot(m, g, &f);
    assert(f);
    return *s;
}

static void write_game(Out *o, Gamemap *m, Game_T g)
{
    uint32_t n[2] = { (uint32_t)Game_num_left(g), (uint32_t)Game_num_right(g) };
    put(o, n, sizeof n);
    for (size_t i = 0; i < n[0]; i++) {
        uint32_t x = index_of(m, Game_left(g, i));
        put(o, &x, sizeof x);
    }
    for (size_t i = 0; i < n[1]; i++) {
        uint32_t x = index_of(m, Game_right(g, i));
        put(o, &x, sizeof x);
    }
}

static void write_games(Out *o, const struct Position_Eval *e, Gamemap *m,
                        uint64_t *ngames)
{
    Game_T *stack = NULL;
    size_t sp = 0, scap = 0;
    *ngames = 0;
    Entry_It it = { 1, 0 };
    for (size_t n = 0; o->ok;) {
        bool f0;
        Game_T root;
        const uint64_t *k;
        uint32_t len;
        if (!next_entry(e, &it, &k, &len, &root)) {   /* the values, then the notes' */
            if (n >= e->nn)
                break;
            root = (Game_T)(e->notes[n] >> 32);
            n += 1 + POSITION_LEN(e->notes[n]);
        }
        if (m->count * 2 + 2 > m->mask) gamemap_grow(m);
        uint32_t *s = gamemap_slot(m, root, &f0);
        if (f0)
            continue;
        *s = UINT32_MAX - 1;            /* on the stack */
        m->count++;
        
#line 2311 "noweb/rulesets/position.nw"
GROW(stack, scap, sp + 1);
stack[sp++] = root;
#line 2294 "noweb/rulesets/position.nw"
        while (sp > 0 && o->ok) {
            Game_T g = stack[sp - 1];
            bool pushed = false;
            
#line 2316 "noweb/rulesets/position.nw"
size_t nl = Game_num_left(g), nr = Game_num_right(g);
for (size_t i = 0; i < nl + nr && !pushed; i++) {
    Game_T c = i < nl ? Game_left(g, i) : Game_right(g, i - nl);
    bool f2;
    if (m->count * 2 + 2 > m->mask) gamemap_grow(m);
    uint32_t *s = gamemap_slot(m, c, &f2);
    if (f2)
        continue;
    *s = UINT32_MAX - 1;
    m->count++;
    Game_T root = c;
    
#line 2311 "noweb/rulesets/position.nw"
GROW(stack, scap, sp + 1);
stack[sp++] = root;
#line 2328 "noweb/rulesets/position.nw"
    pushed = true;
}
#line 2298 "noweb/rulesets/position.nw"
            if (!pushed) {
                sp--;
                bool f1;
                *gamemap_slot(m, g, &f1) = (uint32_t)(*ngames)++;
                write_game(o, m, g);
            }
        }
    }
    free(stack);
}
#line 2336 "noweb/rulesets/position.nw"
static bool write_table(const struct Position_Eval *e, FILE *f)
{
    char id[300], head[400];
    table_identity(e->rs, id, sizeof id);
    int hl = snprintf(head, sizeof head, "cgtk table 2\npositions\n%s\n", id);
    Out o = { f, FNV_BASIS, 0, true };
    put(&o, head, (size_t)hl);
    uint64_t count[4] = { 0, e->count + e->ncount, 0, 0 };
    o.ok = o.ok && fwrite(count, sizeof count, 1, f) == 1;
    o.n = 0;
    Gamemap m;
    gamemap_init(&m, e->count);
    write_games(&o, e, &m, &count[0]);
    Entry_It it = { 1, 0 };
    const uint64_t *k;
    uint32_t len;
    Game_T v;
    while (o.ok && next_entry(e, &it, &k, &len, &v)) {
        uint32_t x = index_of(&m, v);
        put(&o, &len, sizeof len);
        put(&o, k, len * sizeof(uint64_t));
        put(&o, &x, sizeof x);
    }
    for (size_t a = 0; o.ok && a < e->nn; a += 1 + POSITION_LEN(e->notes[a])) {
        uint32_t len = (uint32_t)POSITION_LEN(e->notes[a]) | NOTE;
        uint32_t x = index_of(&m, (Game_T)(e->notes[a] >> 32));
        put(&o, &len, sizeof len);
        put(&o, e->notes + a + 1, (len & ~NOTE) * sizeof(uint64_t));
        put(&o, &x, sizeof x);
    }
    FREE(m.id);
    FREE(m.index);
    count[2] = o.n;
    count[3] = fnv(o.h, count, 3 * sizeof *count);
    return o.ok && fseek(f, hl, SEEK_SET) == 0 && fwrite(count, sizeof count, 1, f) == 1;
}
#line 2387 "noweb/rulesets/position.nw"
static bool same_file(const struct Position_Eval *e, const struct stat *s)
{
    return e->file_known && s->st_dev == e->file.st_dev && s->st_ino == e->file.st_ino
           && s->st_size == e->file.st_size
           && s->st_mtim.tv_sec == e->file.st_mtim.tv_sec
           && s->st_mtim.tv_nsec == e->file.st_mtim.tv_nsec;
}

static bool write_call(FILE *f, void *closure)
{
    return write_table(closure, f);
}

static void merge(void *closure);

bool Position_eval_save(Position_Eval e, const char *path, char *err, size_t errsize)
{
    e->saving = path;
    bool ok = Interrupt_save(path, write_call, merge, e, err, errsize);
    e->saving = NULL;
    struct stat sb;
    if (ok && stat(path, &sb) == 0) {
        e->file = sb;
        e->file_known = true;
    }
    return ok;
}
#line 2420 "noweb/rulesets/position.nw"
static void merge(void *closure)
{
    struct Position_Eval *e = closure;
    struct stat now;
    if (stat(e->saving, &now) == 0 && !same_file(e, &now)) {
        char ignored[512];
        Game_Status why = e->status;
        (void)Position_eval_load(e, e->saving, ignored, sizeof ignored);
        e->status = why;
    }
}
#line 2438 "noweb/rulesets/position.nw"
static bool refuse(char *err, size_t errsize, const char *path, const char *why)
{
    snprintf(err, errsize, "%s: %s", path, why);
    return false;
}

static bool read_line(FILE *f, char *buf, size_t size)
{
    if (!fgets(buf, (int)size, f))
        return false;
    size_t n = strlen(buf);
    return n > 0 && buf[n - 1] == '\n';
}

static bool load_body(struct Position_Eval *e, FILE *f, const char *path, char *err,
                      size_t errsize)
{
    
#line 2467 "noweb/rulesets/position.nw"
char magic[64], kind[64], name[300], id[300], msg[700];
uint64_t h = FNV_BASIS;
if (!read_line(f, magic, sizeof magic) || strncmp(magic, "cgtk", 4) != 0)
    return refuse(err, errsize, path, "not a cgtk table");
if (strcmp(magic, "cgtk table 2\n") != 0)
    return refuse(err, errsize, path, "a table in another format of cgtk (an older "
                  "version wrote it); remove it to start afresh");
if (!read_line(f, kind, sizeof kind) || !read_line(f, name, sizeof name))
    return refuse(err, errsize, path, "damaged table (its header is cut short)");
table_identity(e->rs, id, sizeof id);
name[strlen(name) - 1] = '\0';
if (strcmp(kind, "positions\n") != 0 || strcmp(name, id) != 0) {
    kind[strlen(kind) - 1] = '\0';
    snprintf(msg, sizeof msg, "a table of %s%s%.200s, not of %s: use another file",
             strcmp(kind, "positions") == 0 ? "" : kind,
             strcmp(kind, "positions") == 0 ? "" : " of ", name, id);
    return refuse(err, errsize, path, msg);
}
h = fnv(h, magic, strlen(magic));
h = fnv(h, kind, strlen(kind));
h = fnv(fnv(h, name, strlen(name)), "\n", 1);
uint64_t count[4];
if (fread(count, sizeof count, 1, f) != 1)
    return refuse(err, errsize, path, "damaged table (cut short)");
uint64_t ng = count[0], ne = count[1], body = count[2];
#line 2456 "noweb/rulesets/position.nw"
    
#line 2497 "noweb/rulesets/position.nw"
struct stat sb;
long here = ftell(f);
if (fstat(fileno(f), &sb) != 0 || here < 0 || (uint64_t)(sb.st_size - here) != body)
    return refuse(err, errsize, path, "damaged table (cut short, or longer than "
                  "written); remove it to start afresh");
{
    unsigned char buf[1 << 16];
    size_t n;
    uint64_t left = body;
    while (left > 0 && (n = fread(buf, 1, left < sizeof buf ? left : sizeof buf, f)) > 0) {
        h = fnv(h, buf, n);
        left -= n;
    }
    if (left != 0 || fnv(h, count, 3 * sizeof *count) != count[3])
        return refuse(err, errsize, path, "damaged table (its checksum does not match); "
                      "remove it to start afresh");
    if (fseek(f, here, SEEK_SET) != 0)
        return refuse(err, errsize, path, strerror(errno));
}
if (ng > body / 8 || ng >= UINT32_MAX || ne > body / 8)
    goto bad;
#line 2457 "noweb/rulesets/position.nw"
    
#line 2521 "noweb/rulesets/position.nw"
Game_T *games = e->loaded = ALLOC_ARRAY((size_t)ng + 1, sizeof *games);
for (uint32_t i = 0; i < ng; i++) {
    uint32_t n[2];
    if (fread(n, sizeof n, 1, f) != 1 || (size_t)n[0] + n[1] > (size_t)i * 2)
        goto bad;
    Game_T opt[2 * 4096];
    if ((size_t)n[0] + n[1] > sizeof opt / sizeof *opt)
        goto bad;
    for (uint32_t j = 0; j < n[0] + n[1]; j++) {
        uint32_t x;
        if (fread(&x, sizeof x, 1, f) != 1 || x >= i)
            goto bad;
        opt[j] = games[x];
    }
    games[i] = Game_make(opt, n[0], opt + n[0], n[1]);
}
#line 2458 "noweb/rulesets/position.nw"
    
#line 2540 "noweb/rulesets/position.nw"
Level *lv = level(e, 0);
for (uint64_t k = 0; k < ne; k++) {
    uint32_t len, x;
    if (fread(&len, sizeof len, 1, f) != 1)
        goto bad;
    bool note = len & NOTE;
    len &= ~NOTE;
    if (len == 0 || len > body / sizeof(uint64_t))
        goto bad;
    if (lv->capkey < len) {
        lv->capkey = len;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    uint64_t *key = lv->key;
    if (fread(key, sizeof *key, len, f) != len || fread(&x, sizeof x, 1, f) != 1
        || x >= ng)
        goto bad;
    if (note) {
        Position_eval_note(e, key, len, games[x]);
        continue;
    }
    uint64_t kh = hash_key(key, len);
    Game_T old;
    if (!find(e, key, len, kh, &old))
        insert(e, key, len, kh, games[x]);
}
if (ftell(f) != sb.st_size)
    goto bad;
#line 2459 "noweb/rulesets/position.nw"
    return true;
bad:
    return refuse(err, errsize, path, "damaged table (an entry is out of range); "
                  "remove it to start afresh");
}
#line 2571 "noweb/rulesets/position.nw"
typedef struct Load {
    struct Position_Eval *e;
    FILE *f;
    const char *path;
    char *err;
    size_t errsize;
    bool ok;
} Load;

static void load_call(void *closure)
{
    Load *l = closure;
    l->ok = load_body(l->e, l->f, l->path, l->err, l->errsize);
}

bool Position_eval_load(Position_Eval e, const char *path, char *err, size_t errsize)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errsize, "%s: %s", path, strerror(errno));
        return false;
    }
    struct stat sb;
    bool known = fstat(fileno(f), &sb) == 0;
    Load l = { e, f, path, err, errsize, false };
    if (protected(e, load_call, &l) != GAME_DONE) {
        snprintf(err, errsize, "%s: a limit was reached after %zu positions", path,
                 e->count);
        l.ok = false;
    }
    if (l.ok && known) {
        e->file = sb;
        e->file_known = true;
    }
    FREE(e->loaded);
    fclose(f);
    return l.ok;
}
