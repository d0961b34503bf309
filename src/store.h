/* Generated from noweb/games/store.nw by notangle: edit the .nw, not this file. */
#ifndef STORE_INCLUDED
#define STORE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"
#include "protect.h"
#include "storecache.h"

/* A short partizan game in canonical form: an id in one global, hash-consed store.
   Two games are equal exactly when their ids are equal. */
typedef uint32_t Game_T;
extern void     Game_store_free(void);    /* frees all; ids become invalid */
extern uint64_t Game_store_epoch(void);   /* moves on at Game_store_free */
extern size_t   Game_store_count(void);   /* games in the store */
extern size_t   Game_store_bytes(void);   /* bytes held by store and caches */
extern bool        Game_fix_store(void);     /* arrays never move; false: no */
#ifdef STORE_REPRESENTATION
#include <assert.h>
#include <stdlib.h>
#include "interrupt.h"
typedef int64_t Stop;           /* a packed stop, see below */
typedef struct Stops2 { Stop l, r; } Stops2;

typedef struct Rec {
    uint32_t off;   /* first option in S.opts: left options, then right */
    uint32_t nl;    /* flags | number of left options */
    uint32_t nr;    /* number of right options */
    uint32_t aux;   /* general: hash of the option lists; compact: index in S.nus */
    Stops2 stop;    /* Left and Right stops */
} Rec;

enum {
    F_NUS    = 0x80000000u,     /* compact x + n.up + *m */
    F_NUMBER = 0x40000000u,     /* compact number (n = m = 0) */
    F_READY  = 0x20000000u,     /* options of a compact value produced */
    F_LE_LS  = 0x10000000u,     /* G <= L(G), L(G) known */
    F_GE_RS  = 0x08000000u,     /* G >= R(G), R(G) known */
    COUNT    = 0x07FFFFFFu      /* mask of the option count in nl */
};
#define NONE     UINT32_MAX     /* no game: empty slot, absent option */
#define MAX_IDS  0x7FFFFFFFu    /* ids fit in 31 bits (the le cache uses bit 31) */

typedef struct Nus {
    Dyadic_T x;                 /* number part (owned) */
    int64_t ups;                /* multiple of up */
    uint32_t nim;               /* nimber part */
    uint32_t hash;
    Game_T id;
} Nus;

/* the flags and left count of g (valid), a relaxed load: defined below */
static inline uint32_t flags_of(Game_T g);
typedef struct { uint32_t g, h; } LeEnt;        /* h | answer << 31 */
typedef struct { uint32_t g, h, r; } AddEnt;
typedef struct { uint32_t key, gen; } PendEnt;  /* gen | answer << 31 */
enum { LE_MIN = 1 << 14, LE_CAP = 1 << 22, LE_LIGHT_CAP = 1 << 18, LE_HEAVY = 256,
       ADD_MIN = 1 << 13, ADD_CAP = 1 << 21, PEND_SIZE = 1 << 12,
       LE_PER_GAME = 8, ADD_PER_GAME = 8 };

typedef struct { __int128 l, r; uint32_t i; } Reading;  /* see module game */
enum { KEPT_MAX = 16 };
struct Guard;

struct Store_Shared {
    bool init, initialising;                  /* made; making constants */
    Rec *rec;       size_t count, reccap;     /* all games */
    uint32_t *negof;                          /* each one's negative, NONE */
    uint32_t *opts; size_t nopts, optcap;     /* all option lists */
    uint32_t *tab;  size_t tabsize, ngen;     /* general games by options */
    Nus *nus;       size_t nnus, nuscap;      /* compact triples */
    uint32_t *ntab; size_t ntabsize;          /* compact games by triple */
    AddEnt *add;    size_t addsize;           /* the cache of sums */
    size_t bytes;                             /* bytes the store allocated */
    Game_T star, up, down;                    /* constants, made first */
    bool fixed;                               /* rec, opts, nus never move */
    size_t recmax, optmax, nusmax;            /* their room, if fixed */
    struct {                                  /* kept by Game_store_free: */
        uint64_t epoch;                       /* stores so far, from 1 */
        size_t held;                          /* bytes of Game_hold */
        size_t stack_limit;                   /* the stack's; 0: unread */
        void (*release_walk)(void);           /* frees query's walk */
    } life;
};

struct Store_Thread {                         /* per thread */
    uint32_t *scr;  size_t sp, scrcap;        /* scratch stack */
    LeEnt *le;      size_t lesize;            /* the cache of comparisons */
    size_t lecomputed, legrew;                /* le's misses; at its growth */
    PendEnt pend[PEND_SIZE]; uint32_t pgen;   /* le against a pending game */
    struct Guard *guard;                      /* innermost protected call */
    size_t max_games, max_bytes;              /* its bounds on the store */
    Game_Status why;                          /* the reason of its jump */
    char *stack_base;                         /* outermost call's frame */
    size_t stack_room;                        /* bytes recursions may use */
    Dyadic_T kept[KEPT_MAX]; size_t nkept;    /* numbers held meanwhile */
    bool read_only;                           /* Game_reduce: no new game */
    Game_T *fixpoint;                         /* lists Game_reduce left */
    size_t fixl, fixr, fixcap;                /* sizes; fixl SIZE_MAX: none */
    Reading *reading; size_t readcap;         /* game's sort of options */
};

#define STORE_TLS _Thread_local __attribute__((tls_model("local-exec")))
extern struct Store_Shared Store_shared;
extern STORE_TLS struct Store_Thread Store_thread;
#define S Store_shared
#define T Store_thread

#define ENSURE() do { if (!S.init) Store_init(); } while (0)
#define VALID(g) ((g) < S.count)
void Store_init(void);                    /* the store and its constants */
/* x kept by the store (it owns it now) until unkeep; a pointer to it */
static inline Dyadic_T *keep(Dyadic_T x)
{
    assert(T.nkept < KEPT_MAX);
    T.kept[T.nkept] = x;
    return &T.kept[T.nkept++];
}

static inline void unkeep(size_t to)   /* releases the kept numbers above to */
{
    while (T.nkept > to)
        Dyadic_clear(&T.kept[--T.nkept]);
}
#define READ_ONLY_STOP()                                                    \
    do { if (T.read_only) Game_raise(GAME_LIMIT_RAISED); } while (0)
/* grows p from oldn to newn elements of elt bytes, counted; may stop the call */
void *Store_grow(void *p, size_t oldn, size_t newn, size_t elt);
void Store_release(void *p, size_t n, size_t elt);  /* frees what Store_grow gave */
void Store_scratch_grow(void);            /* doubles the scratch stack */

/* pushes the id v on the scratch stack, growing it when full */
static inline void push(uint32_t v)
{
    if (T.sp == T.scrcap)
        Store_scratch_grow();
    T.scr[T.sp++] = v;
}
/* the hash of the pair of ids (a, b), for the caches keyed by pairs */
static inline uint32_t pair_hash(uint32_t a, uint32_t b)
{
    uint64_t h = (((uint64_t)a << 32) | b) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32) ^ (uint32_t)(h >> 7);
}
#define STOP_UNKNOWN INT64_MIN

static inline int stop_cmp(Stop a, Stop b)          /* both known */
{
    int64_t ea = a & 0xFF, eb = b & 0xFF;
    if (ea == eb)                       /* same denominator: compare a, b */
        return (a > b) - (a < b);
    __int128 x = (__int128)((a - ea) / 256) * ((__int128)1 << (63 - ea));
    __int128 y = (__int128)((b - eb) / 256) * ((__int128)1 << (63 - eb));
    return (x > y) - (x < y);
}
static inline bool ups_star_nonneg(int64_t k, uint32_t j)   /* k.up + *j >= 0 */
{
    return k >= 2 || (k == 1 && j != 1) || (k == 0 && j == 0);
}
Game_T Store_general(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
Game_T Store_nus(Dyadic_T x, int64_t ups, uint32_t nim);    /* x borrowed */
void   Store_materialize(Game_T g);       /* a compact value's options */
/* the triple (borrowed) of the compact game g (valid, F_NUS set) */
static inline const Nus *nus_of(Game_T g)
{
    assert(flags_of(g) & F_NUS);
    return &S.nus[S.rec[g].aux];
}
/* the flags and left count of g (valid), a relaxed load */
static inline uint32_t flags_of(Game_T g)
{
    return __atomic_load_n(&S.rec[g].nl, __ATOMIC_RELAXED);
}

/* *off, *nl, *nr (non-NULL) = g's options in S.opts (g valid);
   materialises a compact g */
static inline void options(Game_T g, uint32_t *off, uint32_t *nl, uint32_t *nr)
{
    uint32_t f = __atomic_load_n(&S.rec[g].nl, __ATOMIC_ACQUIRE);
    if ((f & (F_NUS | F_READY)) == F_NUS) {
        READ_ONLY_STOP();
        Store_materialize(g);
        f = S.rec[g].nl;
    }
    *off = S.rec[g].off;
    *nl = f & COUNT;
    *nr = S.rec[g].nr;
}
/* the order of the ids at a and b, for qsort: -1, 0 or +1 */
static inline int cmp_ids(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* sorts the n ids at a in increasing order */
static inline void sort_ids(uint32_t *a, size_t n)
{
    if (n > 16) {
        qsort(a, n, sizeof *a, cmp_ids);
        return;
    }
    for (size_t i = 1; i < n; i++) {
        uint32_t v = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] > v; j--)
            a[j] = a[j - 1];
        a[j] = v;
    }
}

/* this thread's cached g <= h: 1 or 0, or -1 when not cached */
static inline int le_lookup(Game_T g, Game_T h)
{
    LeEnt *e = &T.le[pair_hash(g, h) & (T.lesize - 2)];
    if (e[0].g == g && (e[0].h & MAX_IDS) == h) return (int)(e[0].h >> 31);
    if (e[1].g == g && (e[1].h & MAX_IDS) == h) return (int)(e[1].h >> 31);
    return -1;
}

/* caches g <= h as r in this thread's cache */
static inline void le_store(Game_T g, Game_T h, bool r)
{
    LeEnt *e = &T.le[pair_hash(g, h) & (T.lesize - 2)];
    e[1] = e[0];
    e[0] = (LeEnt){ g, h | ((uint32_t)r << 31) };
}

/* the cached g + h, or NONE when not cached */
static inline Game_T add_lookup(Game_T g, Game_T h)
{
    AddEnt *e = &S.add[pair_hash(g, h) & (S.addsize - 2)];
    if (e[0].g == g && e[0].h == h) return e[0].r;
    if (e[1].g == g && e[1].h == h) return e[1].r;
    return NONE;
}

/* caches r as g + h */
static inline void add_store(Game_T g, Game_T h, Game_T r)
{
    AddEnt *e = &S.add[pair_hash(g, h) & (S.addsize - 2)];
    e[1] = e[0];
    e[0] = (AddEnt){ g, h, r };
}
void Store_le_missed(void);               /* grows le if it may */

static inline void le_missed(void)       /* one more comparison computed */
{
    if (T.read_only) {                    /* grows later, under the lock */
        T.lecomputed++;
        return;
    }
    if (++T.lecomputed - T.legrew > 2 * T.lesize)
        Store_le_missed();
}
#endif
#endif
