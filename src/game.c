/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#line 389 "noweb/games/game.nw"
#include <assert.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "game.h"
#include "interrupt.h"
#include "mem.h"
#include "rng.h"

#line 448 "noweb/games/game.nw"
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
#line 1787 "noweb/games/game.nw"
typedef struct Pend {
    size_t lb, nl, rb, nr;      /* the pending lists on the scratch stack */
    uint32_t gen;
} Pend;
#line 2021 "noweb/games/game.nw"
typedef struct { __int128 l, r; uint32_t i; } Reading;     /* exact stops, scaled */
static _Thread_local Reading *reading;  /* sort scratch; no comparison runs meanwhile */
static _Thread_local size_t readcap;
#line 2944 "noweb/games/game.nw"
typedef struct TMap {
    uint32_t *keys;
    uint64_t *vals;
    size_t size, count;
} TMap;
#line 3065 "noweb/games/game.nw"
typedef struct Stops {
    Dyadic_T l, r;
} Stops;
typedef struct StopWalk {
    TMap map;
    Stops *v;
    size_t n, cap;
} StopWalk;
#line 1468 "noweb/games/game.nw"
typedef struct { uint32_t g, h; } LeEnt;        /* h | answer << 31 */
typedef struct { uint32_t g, h, r; } AddEnt;
typedef struct { uint32_t key, gen; } PendEnt;  /* gen | answer << 31 */
enum { LE_MIN = 1 << 14, LE_CAP = 1 << 22, LE_LIGHT_CAP = 1 << 18, LE_HEAVY = 256,
       ADD_MIN = 1 << 13, ADD_CAP = 1 << 21, PEND_SIZE = 1 << 12,
       LE_PER_GAME = 8, ADD_PER_GAME = 8 };

#line 489 "noweb/games/game.nw"
static struct Store {
    bool init, initialising;
    Rec *rec;       size_t count, reccap;        /* all games */
    uint32_t *negof;                             /* each one's negative, or NONE */
    uint32_t *opts; size_t nopts, optcap;        /* all option lists */
    uint32_t *tab;  size_t tabsize, ngen;        /* general games by options */
    Nus *nus;       size_t nnus, nuscap;         /* compact triples */
    uint32_t *ntab; size_t ntabsize;             /* compact games by triple */
    AddEnt *add;    size_t addsize;              /* the cache of sums */
    size_t bytes;                                /* bytes allocated by the store */
    Game_T star, up, down;
    bool fixed;                                  /* rec, opts, nus never move */
    size_t recmax, optmax, nusmax;               /* their reserved room, if fixed */
} S;

static _Thread_local struct Caches {            /* per thread: see Threads above */
    uint32_t *scr;  size_t sp, scrcap;           /* scratch stack */
    LeEnt *le;      size_t lesize;               /* the cache of comparisons */
    size_t lecomputed, legrew;                   /* le's misses: all, and when it grew */
    PendEnt pend[PEND_SIZE]; uint32_t pgen;
} T;

#line 536 "noweb/games/game.nw"
enum { KEPT_MAX = 16 };
static _Thread_local Dyadic_T kept[KEPT_MAX];   /* numbers held while games are made */
static _Thread_local size_t nkept;

static Dyadic_T *keep(Dyadic_T x)
{
    assert(nkept < KEPT_MAX);
    kept[nkept] = x;
    return &kept[nkept++];
}

static void unkeep(size_t to)       /* releases the kept numbers above height to */
{
    while (nkept > to)
        Dyadic_clear(&kept[--nkept]);
}

typedef struct Guard {
    jmp_buf env;
    struct Guard *outer;
    Game_Limits lim;            /* the tighter of its own bounds and the enclosing call's */
    size_t sp;                  /* scratch stack height at entry */
    size_t kept;                /* kept numbers at entry */
} Guard;

static _Thread_local Guard *guard;
static _Thread_local size_t max_games, max_bytes;
static _Thread_local Game_Status why;
static size_t held;
#line 574 "noweb/games/game.nw"
static _Thread_local char *stack_base;
static _Thread_local size_t stack_room;
#define DEEP() ((size_t)(stack_base - (char *)__builtin_frame_address(0)) > stack_room)
#define WATCH()                                                                     \
    do {                                                                            \
        if (guard != NULL && (Interrupt_signal || DEEP()))                          \
            Game_raise(Interrupt_signal ? GAME_LIMIT_SIGNAL : GAME_LIMIT_DEPTH);   \
    } while (0)
#line 2333 "noweb/games/game.nw"
static _Thread_local bool read_only;    /* Game_reduce: no game is made */
#define READ_ONLY_STOP() do { if (read_only) Game_raise(GAME_LIMIT_RAISED); } while (0)
static _Thread_local Game_T *fixpoint;  /* the lists Game_reduce left last */
static _Thread_local size_t fixl = SIZE_MAX, fixr, fixcap;     /* fixl: none */
#line 3076 "noweb/games/game.nw"
static StopWalk walk;           /* the working memory of the current walk */
static void walk_start(void);
#line 3207 "noweb/games/game.nw"
static void walk_end(void);
static void caches_init(void);
static void caches_free(void);
static void release_room(void *p, size_t n, size_t elt);
static inline uint32_t flags_of(Game_T g);
static bool was_reduced(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
static void caches_follow_store(void);
static Game_T recognise_nus(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
static Game_T number_options(const Game_T *L, size_t nl, const Game_T *R, size_t nr,
                             Game_Trace *fn, void *ctx);
static size_t remove_dominated(size_t at, size_t n, char side, Game_Trace *fn, void *ctx);
static bool bypass(Game_T a, char side, const struct Pend *p, Game_Trace *fn, void *ctx);
#line 585 "noweb/games/game.nw"
static size_t tighter(size_t a, size_t b)
{
    return a - 1 < b - 1 ? a : b;           /* 0 is no bound: it wraps to the largest */
}

static void bounds_of(const Guard *g)
{
    max_games = g ? g->lim.max_games : 0;
    max_bytes = g ? g->lim.max_bytes : 0;
}

static size_t stack_limit(void)
{
    static size_t lim;
    if (lim == 0) {
        struct rlimit r;
        size_t cap = (size_t)256 << 20;
        lim = getrlimit(RLIMIT_STACK, &r) != 0 || r.rlim_cur == RLIM_INFINITY
              || r.rlim_cur > cap ? cap : (size_t)r.rlim_cur;
    }
    return lim;
}

void Game_charge(size_t bytes)
{
    if (guard != NULL && max_bytes != 0 && S.bytes + held + bytes > max_bytes)
        Game_raise(GAME_LIMIT_BYTES);
    if (guard != NULL && Interrupt_signal)
        Game_raise(GAME_LIMIT_SIGNAL);
}

void Game_stack_check(void)
{
    WATCH();
}

size_t Game_stack_size(void)
{
    return stack_limit();
}

Game_Status Game_protect(Game_Limits lim, Game_Body *body, void *closure)
{
    assert(body);
    Guard g;
    g.outer = guard;
    Game_Limits outer = Game_limits();
    g.lim.max_games = tighter(lim.max_games, outer.max_games);
    g.lim.max_bytes = tighter(lim.max_bytes, outer.max_bytes);
    g.lim.max_positions = tighter(lim.max_positions, outer.max_positions);
    g.sp = T.sp;
    g.kept = nkept;
    if (guard == NULL) {
        stack_base = (char *)__builtin_frame_address(0);
        stack_room = stack_limit() / 2;
    }
    guard = &g;
    bounds_of(&g);
    why = GAME_DONE;
    if (setjmp(g.env) == 0) {
        body(closure);
        why = GAME_DONE;
    }
    guard = g.outer;
    bounds_of(guard);
    return why;
}

Game_Limits Game_limits(void)
{
    return guard ? guard->lim : (Game_Limits){ 0 };
}

void Game_raise(Game_Status reason)
{
    assert(guard && "a limit was reached outside Game_protect");
    assert(reason != GAME_DONE && reason != GAME_BAD_INPUT);
    why = reason;
    T.sp = guard->sp;
    unkeep(guard->kept);
    longjmp(guard->env, 1);
}

bool Game_protected(void)
{
    return guard != NULL;
}

void Game_hold(ptrdiff_t bytes)
{
    assert(bytes >= 0 || (size_t)-bytes <= held);
    held += (size_t)bytes;
}
#line 715 "noweb/games/game.nw"
static void out_of_memory(size_t bytes)
{
    if (guard)
        Game_raise(GAME_LIMIT_MEMORY);
    Mem_failed(bytes, __FILE__, __LINE__);              /* reports and exits */
}

static void store_charge(size_t extra)           /* the byte bound, before growing */
{
    if (!S.initialising && max_bytes != 0 && S.bytes + held + extra > max_bytes)
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

static void check_new_game(void)
{
    assert(S.count < MAX_IDS);
    if (!S.initialising && max_games != 0 && S.count + 1 > max_games)
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

static void push(uint32_t v)
{
    if (T.sp == T.scrcap) {
        READ_ONLY_STOP();
        T.scr = store_grow(T.scr, T.scrcap, 2 * T.scrcap, sizeof *T.scr);
        T.scrcap *= 2;
    }
    T.scr[T.sp++] = v;
}
#line 823 "noweb/games/game.nw"
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

static inline uint32_t pair_hash(uint32_t a, uint32_t b)
{
    uint64_t h = (((uint64_t)a << 32) | b) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32) ^ (uint32_t)(h >> 7);
}
#line 853 "noweb/games/game.nw"
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
#line 904 "noweb/games/game.nw"
#define STOP_UNKNOWN INT64_MIN

static Stop stop_pack(Dyadic_T x)
{
    int32_t e = Dyadic_exp(x);
    if (!Dyadic_is_fast(x) || e > 63 || x.num >= (INT64_C(1) << 55)
        || x.num <= -(INT64_C(1) << 55))
        return STOP_UNKNOWN;
    return x.num * 256 + e;
}

static inline int stop_cmp(Stop a, Stop b)          /* both known */
{
    int64_t ea = a & 0xFF, eb = b & 0xFF;
    if (ea == eb)                       /* same denominator: compare a, b */
        return (a > b) - (a < b);
    __int128 x = (__int128)((a - ea) / 256) * ((__int128)1 << (63 - ea));
    __int128 y = (__int128)((b - eb) / 256) * ((__int128)1 << (63 - eb));
    return (x > y) - (x < y);
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
#line 978 "noweb/games/game.nw"
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

static bool ups_star_nonneg(int64_t k, uint32_t j)     /* k.up + *j >= 0 */
{
    return k >= 2 || (k == 1 && j != 1) || (k == 0 && j == 0);
}

static uint32_t adorn_nus(int64_t ups, uint32_t nim, Stop x)
{
    if (x == STOP_UNKNOWN)
        return 0;
    return (ups_star_nonneg(-ups, nim) ? F_LE_LS : 0)
           | (ups_star_nonneg(ups, nim) ? F_GE_RS : 0);
}
#line 1020 "noweb/games/game.nw"
static Game_T intern_general(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
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
#line 1063 "noweb/games/game.nw"
static uint32_t nus_hash(Dyadic_T x, int64_t ups, uint32_t nim)
{
    uint64_t h = mix(mix(mix(0x452821E638D01377ull, Dyadic_hash(x)), (uint64_t)ups), nim);
    return (uint32_t)(h ^ (h >> 32));
}

static Game_T nus_make(Dyadic_T x, int64_t ups, uint32_t nim)
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

static inline const Nus *nus_of(Game_T g)
{
    assert(flags_of(g) & F_NUS);
    return &S.nus[S.rec[g].aux];
}
#line 1187 "noweb/games/game.nw"
static void sort_ids(uint32_t *a, size_t n);

static void materialize(Game_T g)
{
    uint32_t idx = S.rec[g].aux;
    Dyadic_T x = S.nus[idx].x;          /* shallow: its GMP limbs never move */
    int64_t ups = S.nus[idx].ups;
    uint32_t nim = S.nus[idx].nim;
    size_t base = T.sp, nl;
    if (ups == 0 && nim == 0) {
        
#line 1232 "noweb/games/game.nw"
nl = 0;
if (Dyadic_is_integer(x)) {
    Dyadic_T one = Dyadic_int(1);
    int s = Dyadic_sign(x);
    size_t at = nkept;
    if (s > 0) {
        push(nus_make(*keep(Dyadic_sub(x, one)), 0, 0)); nl = 1;
    } else if (s < 0) {
        push(nus_make(*keep(Dyadic_add(x, one)), 0, 0));
    }
    unkeep(at);
} else {
    size_t at = nkept;
    Dyadic_T *ulp = keep(Dyadic_make(1, Dyadic_exp(x)));
    Dyadic_T *lo = keep(Dyadic_sub(x, *ulp)), *hi = keep(Dyadic_add(x, *ulp));
    push(nus_make(*lo, 0, 0)); nl = 1;
    push(nus_make(*hi, 0, 0));
    unkeep(at);
}
#line 1198 "noweb/games/game.nw"
    } else if (ups == 0) {
        for (uint32_t k = 0; k < nim; k++)
            push(nus_make(x, 0, k));
        nl = nim;
        for (uint32_t k = 0; k < nim; k++)
            push(T.scr[base + k]);
    } else if (ups == 1 && nim == 1) {                 /* up* = {0,*|0} */
        push(nus_make(x, 0, 0)); push(nus_make(x, 0, 1)); nl = 2;
        push(nus_make(x, 0, 0));
    } else if (ups == -1 && nim == 1) {                /* down* = {0|0,*} */
        push(nus_make(x, 0, 0)); nl = 1;
        push(nus_make(x, 0, 0)); push(nus_make(x, 0, 1));
    } else if (ups > 0) {                              /* {0 | (n-1).up *(m^1)} */
        push(nus_make(x, 0, 0)); nl = 1;
        push(nus_make(x, ups - 1, nim ^ 1));
    } else {                                           /* {(n+1).up *(m^1) | 0} */
        push(nus_make(x, ups + 1, nim ^ 1)); nl = 1;
        push(nus_make(x, 0, 0));
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
#line 1265 "noweb/games/game.nw"
static inline uint32_t flags_of(Game_T g)
{
    return __atomic_load_n(&S.rec[g].nl, __ATOMIC_RELAXED);
}

static inline void options(Game_T g, uint32_t *off, uint32_t *nl, uint32_t *nr)
{
    uint32_t f = __atomic_load_n(&S.rec[g].nl, __ATOMIC_ACQUIRE);
    if ((f & (F_NUS | F_READY)) == F_NUS) {
        READ_ONLY_STOP();
        materialize(g);
        f = S.rec[g].nl;
    }
    *off = S.rec[g].off;
    *nl = f & COUNT;
    *nr = S.rec[g].nr;
}
#line 1288 "noweb/games/game.nw"
static int cmp_ids(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void sort_ids(uint32_t *a, size_t n)
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

static size_t sort_unique(uint32_t *a, size_t n)
{
    if (n < 2)
        return n;
    sort_ids(a, n);
    size_t k = 1;
    for (size_t i = 1; i < n; i++)
        if (a[i] != a[k - 1])
            a[k++] = a[i];
    return k;
}
#line 1325 "noweb/games/game.nw"
static void store_init(void)
{
    memset(&S, 0, sizeof S);
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
    caches_init();
    Dyadic_T z = Dyadic_int(0);
    Game_T zero = nus_make(z, 0, 0);
    assert(zero == 0);
    (void)zero;
    S.star = nus_make(z, 0, 1);
    S.up = nus_make(z, 1, 0);
    S.down = nus_make(z, -1, 0);
    S.initialising = false;
    S.init = true;
}

#define ENSURE() do { if (!S.init) store_init(); } while (0)
#define VALID(g) ((g) < S.count)

static uint64_t epoch = 1;

void Game_store_free(void)
{
    assert(!guard && "Game_store_free inside a protected call");
    walk_end();
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
    caches_free();
    memset(&S, 0, sizeof S);
    epoch++;
}

uint64_t Game_store_epoch(void)
{
    return epoch;
}

size_t Game_store_count(void)
{
    ENSURE();
    return S.count;
}

size_t Game_store_bytes(void)
{
    ENSURE();
    return S.bytes + sizeof S;
}
#line 1477 "noweb/games/game.nw"
static void *cache_new(size_t n, size_t elt)
{
    void *p = store_grow(NULL, 0, n, elt);
    memset(p, 0xFF, n * elt);          /* g == NONE marks an empty entry */
    return p;
}

static void caches_init(void)
{
    T.scrcap = 1024;     T.scr = store_grow(NULL, 0, T.scrcap, sizeof *T.scr);
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
        caches_init();
    if (S.fixed && T.scrcap < SCRATCH_ROOM) {
        T.scr = store_grow(T.scr, T.scrcap, SCRATCH_ROOM, sizeof *T.scr);
        T.scrcap = SCRATCH_ROOM;
    }
}

static void caches_free(void)           /* the calling thread's */
{
    if (T.le != NULL) {
        store_release(T.le, T.lesize, sizeof *T.le);
        store_release(T.scr, T.scrcap, sizeof *T.scr);
    }
    T.le = NULL;
    T.scr = NULL;
    T.sp = T.scrcap = 0;
    FREE(reading);
    readcap = 0;
    FREE(fixpoint);
    fixcap = 0;
    fixl = SIZE_MAX;
}

void Game_thread_end(void)
{
    caches_free();
}

static inline int le_lookup(Game_T g, Game_T h)
{
    LeEnt *e = &T.le[pair_hash(g, h) & (T.lesize - 2)];
    if (e[0].g == g && (e[0].h & MAX_IDS) == h) return (int)(e[0].h >> 31);
    if (e[1].g == g && (e[1].h & MAX_IDS) == h) return (int)(e[1].h >> 31);
    return -1;
}

static inline void le_store(Game_T g, Game_T h, bool r)
{
    LeEnt *e = &T.le[pair_hash(g, h) & (T.lesize - 2)];
    e[1] = e[0];
    e[0] = (LeEnt){ g, h | ((uint32_t)r << 31) };
}

static inline Game_T add_lookup(Game_T g, Game_T h)
{
    AddEnt *e = &S.add[pair_hash(g, h) & (S.addsize - 2)];
    if (e[0].g == g && e[0].h == h) return e[0].r;
    if (e[1].g == g && e[1].h == h) return e[1].r;
    return NONE;
}

static inline void add_store(Game_T g, Game_T h, Game_T r)
{
    AddEnt *e = &S.add[pair_hash(g, h) & (S.addsize - 2)];
    e[1] = e[0];
    e[0] = (AddEnt){ g, h, r };
}
#line 1568 "noweb/games/game.nw"
static bool cache_room(size_t size, size_t cap, size_t elt)   /* to double */
{
    return size < cap && (max_bytes == 0 || S.bytes + size * elt <= max_bytes);
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
    store_release(old, n, sizeof *old);
}

static size_t le_cap(void)
{
    return T.lecomputed > LE_HEAVY * S.count ? LE_CAP : LE_LIGHT_CAP;
}

static void le_missed(void)             /* one more comparison computed */
{
    if (read_only) {                    /* grows later, under the lock */
        T.lecomputed++;
        return;
    }
    if (++T.lecomputed - T.legrew > 2 * T.lesize && !S.initialising
        && cache_room(T.lesize, le_cap(), sizeof *T.le))
        le_grow();
}

static void caches_follow_store(void)
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
        store_release(old, n, sizeof *old);
    }
}
#line 1648 "noweb/games/game.nw"
static bool nus_le(Game_T g, Game_T h)
{
    const Nus *a = nus_of(g), *b = nus_of(h);
    int c = Dyadic_cmp(a->x, b->x);
    if (c != 0)
        return c < 0;
    return ups_star_nonneg(b->ups - a->ups, b->nim ^ a->nim);
}

static bool le(Game_T g, Game_T h)
{
    if (g == h)
        return true;
    __builtin_prefetch(&T.le[pair_hash(g, h) & (T.lesize - 2)]);
    uint32_t fg = flags_of(g), fh = flags_of(h);
    if (fg & fh & F_NUS)
        return nus_le(g, h);
    
#line 1742 "noweb/games/game.nw"
{
    Stop lg = S.rec[g].stop.l, rg = S.rec[g].stop.r;
    Stop lh = S.rec[h].stop.l, rh = S.rec[h].stop.r;
    if (lg != STOP_UNKNOWN && rh != STOP_UNKNOWN && stop_cmp(lg, rh) < 0)
        return true;
    if (lg != STOP_UNKNOWN && lh != STOP_UNKNOWN && stop_cmp(lg, lh) > 0)
        return false;
    if (rg != STOP_UNKNOWN && rh != STOP_UNKNOWN && stop_cmp(rg, rh) > 0)
        return false;
    if (lg == rh && lg != STOP_UNKNOWN && (fg & F_LE_LS) && (fh & F_GE_RS))
        return true;                            /* g <= L(g) = R(h) <= h */
    if (lg == lh && lg != STOP_UNKNOWN && (fh & ~fg & F_LE_LS))
        return false;
    if (rg == rh && rg != STOP_UNKNOWN && (fg & ~fh & F_GE_RS))
        return false;
}
#line 1666 "noweb/games/game.nw"
    if (!(fh & F_NUS))                          /* not written by materialize */
        __builtin_prefetch(&S.opts[S.rec[h].off + (fh & COUNT)]);
    if (!(fg & F_NUS))
        __builtin_prefetch(&S.opts[S.rec[g].off]);
    int c = le_lookup(g, h);
    if (c >= 0)
        return c;
    WATCH();
    bool r = true;
    uint32_t off, nl, nr;
    if (fg & F_NUMBER) {                        /* no h^R <= g */
        options(h, &off, &nl, &nr);
        for (uint32_t i = 0; r && i < nr; i++)
            r = !le(S.opts[off + nl + i], g);
    } else if (fh & F_NUMBER) {                 /* no g^L >= h */
        options(g, &off, &nl, &nr);
        for (uint32_t i = 0; r && i < nl; i++)
            r = !le(h, S.opts[off + i]);
    } else {
        uint32_t goff, gnl, gnr;
        options(h, &off, &nl, &nr);
        options(g, &goff, &gnl, &gnr);
        for (uint32_t i = 0; i < nr && i < 8; i++)
            __builtin_prefetch(&S.rec[S.opts[off + nl + i]]);
        for (uint32_t i = 0; i < gnl && i < 8; i++)
            __builtin_prefetch(&S.rec[S.opts[goff + i]]);
        for (uint32_t i = 0; r && i < nr; i++)
            r = !le(S.opts[off + nl + i], g);
        for (uint32_t i = 0; r && i < gnl; i++)
            r = !le(h, S.opts[goff + i]);
    }
    le_store(g, h, r);
    le_missed();
    return r;
}

bool Game_le(Game_T g, Game_T h)
{
    ENSURE();
    assert(VALID(g) && VALID(h));
    return le(g, h);
}

Game_Order Game_compare(Game_T g, Game_T h)
{
    ENSURE();
    assert(VALID(g) && VALID(h));
    if (g == h)
        return GAME_EQUAL;
    bool a = le(g, h), b = le(h, g);
    assert(!(a && b));          /* equal values have equal ids */
    return a ? GAME_LESS : b ? GAME_GREATER : GAME_CONFUSED;
}

Game_Outcome Game_outcome(Game_T g)
{
    switch (Game_compare(g, 0)) {
    case GAME_GREATER: return GAME_OUTCOME_L;
    case GAME_LESS:    return GAME_OUTCOME_R;
    case GAME_EQUAL:   return GAME_OUTCOME_P;
    default:           return GAME_OUTCOME_N;
    }
}

const char *Game_outcome_name(Game_Outcome o)
{
    static const char *const name[] = { "L", "R", "N", "P" };
    assert(o <= GAME_OUTCOME_P);
    return name[o];
}
#line 1794 "noweb/games/game.nw"
static uint32_t pend_generation(void)
{
    if (++T.pgen > MAX_IDS) {
        memset(T.pend, 0, sizeof T.pend);
        T.pgen = 1;
    }
    return T.pgen;
}

static inline PendEnt *pend_slot(uint32_t key)
{
    return &T.pend[pair_hash(key, 0x27d4eb2du) & (PEND_SIZE - 1)];
}

static bool pend_ge(Game_T x, const Pend *p);

static bool pend_le(Game_T x, const Pend *p)            /* x <= G */
{
    uint32_t key = x * 2;
    PendEnt *e = pend_slot(key);
    if (e->key == key && (e->gen & MAX_IDS) == p->gen)
        return e->gen >> 31;
    WATCH();
    bool r = true;
    for (size_t i = 0; r && i < p->nr; i++)
        r = !le(T.scr[p->rb + i], x);
    uint32_t off, nl, nr;
    options(x, &off, &nl, &nr);
    for (uint32_t i = 0; r && i < nl; i++)
        r = !pend_ge(S.opts[off + i], p);
    e = pend_slot(key);
    *e = (PendEnt){ key, p->gen | ((uint32_t)r << 31) };
    return r;
}

static bool pend_ge(Game_T x, const Pend *p)            /* G <= x */
{
    uint32_t key = x * 2 + 1;
    PendEnt *e = pend_slot(key);
    if (e->key == key && (e->gen & MAX_IDS) == p->gen)
        return e->gen >> 31;
    WATCH();
    bool r = true;
    for (size_t i = 0; r && i < p->nl; i++)
        r = !le(x, T.scr[p->lb + i]);
    uint32_t off, nl, nr;
    options(x, &off, &nl, &nr);
    for (uint32_t i = 0; r && i < nr; i++)
        r = !pend_le(S.opts[off + nl + i], p);
    e = pend_slot(key);
    *e = (PendEnt){ key, p->gen | ((uint32_t)r << 31) };
    return r;
}
#line 1852 "noweb/games/game.nw"
static void trace(Game_Trace *fn, void *ctx, Game_Step_Kind kind, char side,
                  Game_T option, Game_T other, Game_T result)
{
    if (fn == NULL)
        return;
    Game_Step s = { kind, side, option, other, NULL, 0, result };
    fn(ctx, &s);
}
#line 1867 "noweb/games/game.nw"
static bool simplify(size_t base, size_t *pnl, size_t *pnr, Game_Trace *fn, void *ctx)
{                                               /* true: only numbers are left */
    size_t nl = *pnl, nr = *pnr;
    bool numbers = false;
    Pend p;
    p.gen = pend_generation();
    for (size_t i = 0; i < nl + nr; i++)        /* their stops are read first */
        __builtin_prefetch(&S.rec[T.scr[base + i]]);
    for (;;) {
        
#line 1907 "noweb/games/game.nw"
{
    size_t k = sort_unique(&T.scr[base], nl);
    memmove(&T.scr[base + k], &T.scr[base + nl], nr * sizeof *T.scr);
    nl = k;
    nr = sort_unique(&T.scr[base + nl], nr);
    T.sp = base + nl + nr;
}
#line 1877 "noweb/games/game.nw"
        
#line 2014 "noweb/games/game.nw"
nl = remove_dominated(base, nl, 'L', fn, ctx);
memmove(&T.scr[base + nl], &T.scr[T.sp - nr], nr * sizeof *T.scr);
nr = remove_dominated(base + nl, nr, 'R', fn, ctx);
T.sp = base + nl + nr;
#line 1878 "noweb/games/game.nw"
        
#line 1931 "noweb/games/game.nw"
{
    bool allnum = true;
    for (size_t i = 0; allnum && i < nl + nr; i++)
        allnum = (flags_of(T.scr[base + i]) & F_NUMBER) != 0;
    if (allnum) {
        numbers = true;                 /* canon passes them to number_options */
        break;
    }
}
#line 1879 "noweb/games/game.nw"
        bool changed = false;
        
#line 2135 "noweb/games/game.nw"
p.lb = base; p.nl = nl; p.rb = base + nl; p.nr = nr;
size_t top = T.sp;
for (size_t i = 0; i < nl; i++)
    changed |= bypass(T.scr[base + i], 'L', &p, fn, ctx);
size_t nl2 = T.sp - top;
for (size_t i = 0; i < nr; i++)
    changed |= bypass(T.scr[base + nl + i], 'R', &p, fn, ctx);
size_t n2 = T.sp - top;
memmove(&T.scr[base], &T.scr[top], n2 * sizeof *T.scr);
nl = nl2;
nr = n2 - nl2;
T.sp = base + n2;
#line 1881 "noweb/games/game.nw"
        if (!changed)
            break;
    }
    *pnl = nl;
    *pnr = nr;
    return numbers;
}

static Game_T finish(size_t base, size_t nl, size_t nr, Game_Trace *fn, void *ctx)
{                                               /* simplified lists, not all numbers */
    Game_T r = recognise_nus(&T.scr[base], nl, &T.scr[base + nl], nr);
    if (r == NONE)
        r = intern_general(&T.scr[base], nl, &T.scr[base + nl], nr);
    trace(fn, ctx, GAME_STEP_RESULT, 0, NONE, NONE, r);
    return r;
}

static Game_T canon(size_t base, size_t nl, size_t nr, Game_Trace *fn, void *ctx)
{
    if (simplify(base, &nl, &nr, fn, ctx))
        return number_options(&T.scr[base], nl, &T.scr[base + nl], nr, fn, ctx);
    return finish(base, nl, nr, fn, ctx);
}
#line 1943 "noweb/games/game.nw"
static Game_T number_options(const Game_T *L, size_t nl, const Game_T *R, size_t nr,
                             Game_Trace *fn, void *ctx)
{
    Game_T a = NONE, b = NONE, r;
    for (size_t i = 0; i < nl; i++)
        if (a == NONE || Dyadic_cmp(nus_of(L[i])->x, nus_of(a)->x) > 0)
            a = L[i];
    for (size_t i = 0; i < nr; i++)
        if (b == NONE || Dyadic_cmp(nus_of(R[i])->x, nus_of(b)->x) < 0)
            b = R[i];
    for (size_t i = 0; i < nl; i++)
        if (L[i] != a)
            trace(fn, ctx, GAME_STEP_DOMINATED, 'L', L[i], a, NONE);
    for (size_t i = 0; i < nr; i++)
        if (R[i] != b)
            trace(fn, ctx, GAME_STEP_DOMINATED, 'R', R[i], b, NONE);
    int c = (a != NONE && b != NONE) ? Dyadic_cmp(nus_of(a)->x, nus_of(b)->x) : -1;
    if (c == 0) {
        r = nus_make(nus_of(a)->x, 0, 1);
    } else if (c > 0) {
        r = intern_general(&a, 1, &b, 1);
    } else {
        size_t at = nkept;
        Dyadic_T *x = keep(Dyadic_simplest(a == NONE ? NULL : &nus_of(a)->x,
                                           b == NONE ? NULL : &nus_of(b)->x));
        r = nus_make(*x, 0, 0);
        unkeep(at);
        trace(fn, ctx, GAME_STEP_NUMBER, 0, NONE, NONE, r);
    }
    trace(fn, ctx, GAME_STEP_RESULT, 0, NONE, NONE, r);
    return r;
}
#line 2027 "noweb/games/game.nw"
static __int128 stop_scaled(Stop v)                     /* v * 2^63, v known */
{
    int64_t e = v & 0xFF;
    return (__int128)((v - e) / 256) * ((__int128)1 << (63 - e));
}

static int reading_cmp(const void *x, const void *y)   /* larger stops first */
{
    const Reading *a = x, *b = y;
    if (a->l != b->l)
        return a->l > b->l ? -1 : 1;
    return (a->r < b->r) - (a->r > b->r);
}

static void read_by_stops(size_t at, size_t n, char side, size_t ord, size_t grp)
{
    GROW(reading, readcap, n);
    for (size_t i = 0; i < n; i++) {
        Stops2 st = S.rec[T.scr[at + i]].stop;
        int sg = side == 'L' ? 1 : -1;          /* the Right side reads smallest first */
        reading[i] = (Reading){ sg * stop_scaled(st.l), sg * stop_scaled(st.r), (uint32_t)i };
    }
    if (n > 32)
        qsort(reading, n, sizeof *reading, reading_cmp);
    else
        for (size_t i = 1; i < n; i++) {
            Reading x = reading[i];
            size_t j = i;
            for (; j > 0 && reading_cmp(&reading[j - 1], &x) > 0; j--)
                reading[j] = reading[j - 1];
            reading[j] = x;
        }
    uint32_t g = 0;
    for (size_t k = 0; k < n; k++) {
        if (k > 0 && reading_cmp(&reading[k - 1], &reading[k]) != 0)
            g++;
        T.scr[ord + k] = reading[k].i;
        T.scr[grp + reading[k].i] = g;
    }
}

static bool dominated_by(Game_T a, Game_T b, char side)
{
    return side == 'L' ? le(a, b) : le(b, a);
}

static size_t remove_dominated(size_t at, size_t n, char side, Game_Trace *fn, void *ctx)
{
    bool known = true;
    for (size_t i = 0; known && i < n; i++)
        known = S.rec[T.scr[at + i]].stop.l != STOP_UNKNOWN
                && S.rec[T.scr[at + i]].stop.r != STOP_UNKNOWN;
    size_t ord = T.sp, grp = T.sp + n;  /* the reading order, each option's group */
    for (size_t i = 0; i < 2 * n; i++)
        push((uint32_t)(i % n));
    if (known)
        read_by_stops(at, n, side, ord, grp);
    
#line 2100 "noweb/games/game.nw"
size_t ns = 0;
for (size_t k = 0; k < n; k++) {
    Game_T a = T.scr[at + T.scr[ord + k]];
    size_t t = 0;
    while (t < ns && !dominated_by(a, T.scr[at + T.scr[ord + t]], side))
        t++;
    if (t < ns) {
        trace(fn, ctx, GAME_STEP_DOMINATED, side, a, T.scr[at + T.scr[ord + t]], NONE);
        T.scr[at + T.scr[ord + k]] = NONE;
        continue;
    }
    t = known ? ns : 0;                     /* the survivors a may dominate */
    while (t > 0 && T.scr[grp + T.scr[ord + t - 1]] == T.scr[grp + T.scr[ord + k]])
        t--;
    size_t v = t;
    for (size_t u = t; u < ns; u++) {
        Game_T b = T.scr[at + T.scr[ord + u]];
        if (dominated_by(b, a, side)) {
            trace(fn, ctx, GAME_STEP_DOMINATED, side, b, a, NONE);
            T.scr[at + T.scr[ord + u]] = NONE;
        } else
            T.scr[ord + v++] = T.scr[ord + u];
    }
    ns = v;
    T.scr[ord + ns++] = T.scr[ord + k];
}
#line 2085 "noweb/games/game.nw"
    T.sp = ord;
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (T.scr[at + i] != NONE)
            T.scr[at + k++] = T.scr[at + i];
    return k;
}
#line 2150 "noweb/games/game.nw"
static bool bypass(Game_T a, char side, const Pend *p, Game_Trace *fn, void *ctx)
{
    uint32_t off, nl, nr;
    options(a, &off, &nl, &nr);
    Game_T rev = NONE;
    if (side == 'L') {
        for (uint32_t i = 0; rev == NONE && i < nr; i++)
            if (pend_le(S.opts[off + nl + i], p))
                rev = S.opts[off + nl + i];
    } else {
        for (uint32_t i = 0; rev == NONE && i < nl; i++)
            if (pend_ge(S.opts[off + i], p))
                rev = S.opts[off + i];
    }
    if (rev == NONE) {
        push(a);
        return false;
    }
    options(rev, &off, &nl, &nr);
    size_t first = side == 'L' ? off : off + nl, n = side == 'L' ? nl : nr;
    size_t at = T.sp;
    for (size_t i = 0; i < n; i++)
        push(S.opts[first + i]);
    if (fn != NULL)
        
#line 2183 "noweb/games/game.nw"
{
    trace(fn, ctx, GAME_STEP_REVERSIBLE, side, a, rev, NONE);
    Game_T *copy = ALLOC((n ? n : 1) * sizeof *copy);
    memcpy(copy, &T.scr[at], n * sizeof *copy);
    Game_Step s = { GAME_STEP_REPLACED, side, a, rev, copy, n, NONE };
    fn(ctx, &s);
    free(copy);
}
#line 2175 "noweb/games/game.nw"
    return true;
}
#line 2208 "noweb/games/game.nw"
static bool is_x_star(Game_T g, Dyadic_T x)             /* g == x + * ? */
{
    if (!(S.rec[g].nl & F_NUS))
        return false;
    const Nus *n = nus_of(g);
    return n->ups == 0 && n->nim == 1 && Dyadic_eq(n->x, x);
}

static Game_T recognise_nus(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    for (size_t i = 0; i < nl; i++)
        if (!(S.rec[L[i]].nl & F_NUS))
            return NONE;
    for (size_t i = 0; i < nr; i++)
        if (!(S.rec[R[i]].nl & F_NUS))
            return NONE;
    if (nl == nr && nl >= 2 && memcmp(L, R, nl * sizeof *L) == 0) {
        const Nus *a = nus_of(L[0]);
        uint32_t top = 0;
        for (size_t i = 0; i < nl; i++) {
            const Nus *b = nus_of(L[i]);
            if (b->ups != 0 || !Dyadic_eq(a->x, b->x))
                return NONE;
            if (b->nim > top)
                top = b->nim;
        }
        return top == nl - 1 ? nus_make(a->x, 0, (uint32_t)nl) : NONE;
    }
    if (nl == 1 && nr == 1) {
        const Nus *a = nus_of(L[0]), *b = nus_of(R[0]);
        if ((S.rec[L[0]].nl & F_NUMBER) && b->ups >= 0 && Dyadic_eq(a->x, b->x))
            return nus_make(a->x, b->ups + 1, b->nim ^ 1);
        if ((S.rec[R[0]].nl & F_NUMBER) && a->ups <= 0 && Dyadic_eq(a->x, b->x))
            return nus_make(b->x, a->ups - 1, a->nim ^ 1);
        return NONE;
    }
    if (nl == 2 && nr == 1 && (S.rec[R[0]].nl & F_NUMBER)) {
        Dyadic_T x = nus_of(R[0])->x;
        if ((L[0] == R[0] && is_x_star(L[1], x)) || (L[1] == R[0] && is_x_star(L[0], x)))
            return nus_make(x, 1, 1);
    }
    if (nl == 1 && nr == 2 && (S.rec[L[0]].nl & F_NUMBER)) {
        Dyadic_T x = nus_of(L[0])->x;
        if ((R[0] == L[0] && is_x_star(R[1], x)) || (R[1] == L[0] && is_x_star(R[0], x)))
            return nus_make(x, -1, 1);
    }
    return NONE;
}
#line 2266 "noweb/games/game.nw"
Game_T Game_make_explain(const Game_T *L, size_t nl, const Game_T *R, size_t nr,
                         Game_Trace *fn, void *ctx)
{
    ENSURE();
    assert((L != NULL || nl == 0) && (R != NULL || nr == 0));
    size_t base = T.sp;
    for (size_t i = 0; i < nl; i++) {
        assert(VALID(L[i]));
        push(L[i]);
    }
    for (size_t i = 0; i < nr; i++) {
        assert(VALID(R[i]));
        push(R[i]);
    }
    Game_T r = fn == NULL && was_reduced(L, nl, R, nr) ? finish(base, nl, nr, NULL, NULL)
                                                       : canon(base, nl, nr, fn, ctx);
    T.sp = base;
    return r;
}

Game_T Game_make(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    return Game_make_explain(L, nl, R, nr, NULL, NULL);
}
#line 2340 "noweb/games/game.nw"
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
#line 2401 "noweb/games/game.nw"
typedef struct Reduce {
    Game_T *L, *R;
    size_t nl, nr, capl, capr;
    bool fits;
} Reduce;

/* a may be NULL if n = 0 */
static bool same_ids(const Game_T *a, const Game_T *b, size_t n)
{
    return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static void copy_ids(Game_T *to, const Game_T *from, size_t n)        /* likewise */
{
    if (n > 0)
        memcpy(to, from, n * sizeof *to);
}

static bool was_reduced(const Game_T *L, size_t nl, const Game_T *R, size_t nr)
{
    bool same = fixl == nl && fixr == nr && same_ids(L, fixpoint, nl)
                && same_ids(R, fixpoint + nl, nr);
    fixl = SIZE_MAX;
    return same;
}

static void reduce_body(void *closure)
{
    Reduce *q = closure;
    size_t base = T.sp, nl = q->nl, nr = q->nr;
    for (size_t i = 0; i < nl; i++)
        push(q->L[i]);
    for (size_t i = 0; i < nr; i++)
        push(q->R[i]);
    bool numbers = simplify(base, &nl, &nr, NULL, NULL);
    q->fits = nl <= q->capl && nr <= q->capr;
    if (q->fits) {
        copy_ids(q->L, &T.scr[base], nl);           /* a side without options: */
        copy_ids(q->R, &T.scr[base + nl], nr);      /* its list may be NULL */
        q->nl = nl;
        q->nr = nr;
        if (!numbers) {                 /* memory of this thread: no lock needed */
            GROW(fixpoint, fixcap, nl + nr);
            memcpy(fixpoint, &T.scr[base], (nl + nr) * sizeof *fixpoint);
            fixl = nl;
            fixr = nr;
        }
    }
    T.sp = base;
}

bool Game_reduce(Game_T *L, size_t *nl, size_t capl, Game_T *R, size_t *nr, size_t capr)
{
    if (!S.fixed)                       /* written before the threads began */
        return false;
    Reduce q = { L, R, *nl, *nr, capl, capr, false };
    fixl = SIZE_MAX;
    read_only = true;
    Game_Status st = Game_protect((Game_Limits){ 0 }, reduce_body, &q);
    read_only = false;
    if (st != GAME_DONE || !q.fits)
        return false;
    *nl = q.nl;
    *nr = q.nr;
    return true;
}
#line 2488 "noweb/games/game.nw"
static Game_T neg(Game_T g)
{
    Game_T r = S.negof[g];
    if (r != NONE)
        return r;
    if (S.rec[g].nl & F_NUS) {
        const Nus *n = nus_of(g);
        size_t at = nkept;
        r = nus_make(*keep(Dyadic_neg(n->x)), -n->ups, n->nim);
        unkeep(at);
    } else {
        WATCH();
        uint32_t off = S.rec[g].off, nl = S.rec[g].nl & COUNT, nr = S.rec[g].nr;
        size_t base = T.sp;
        for (uint32_t i = 0; i < nr; i++)
            push(neg(S.opts[off + nl + i]));
        for (uint32_t i = 0; i < nl; i++)
            push(neg(S.opts[off + i]));
        sort_ids(&T.scr[base], nr);
        sort_ids(&T.scr[base + nr], nl);
        r = intern_general(&T.scr[base], nr, &T.scr[base + nr], nl);
        T.sp = base;
    }
    S.negof[g] = r;
    S.negof[r] = g;
    return r;
}

Game_T Game_neg(Game_T g)
{
    ENSURE();
    assert(VALID(g));
    return neg(g);
}
#line 2542 "noweb/games/game.nw"
static Game_T add(Game_T g, Game_T h);

static Game_T nus_add(Game_T g, Game_T h)
{
    const Nus *a = nus_of(g), *b = nus_of(h);
    size_t at = nkept;
    Dyadic_T *x = keep(Dyadic_add(a->x, b->x));
    int64_t u;
    bool overflow = __builtin_add_overflow(a->ups, b->ups, &u);
    assert(!overflow);
    (void)overflow;
    Game_T r = nus_make(*x, u, nus_of(g)->nim ^ nus_of(h)->nim);
    unkeep(at);
    return r;
}

static Game_T translate(Game_T x, Game_T g)             /* x number, g general */
{
    uint32_t off = S.rec[g].off, nl = S.rec[g].nl & COUNT, nr = S.rec[g].nr;
    size_t base = T.sp;
    for (uint32_t i = 0; i < nl + nr; i++)
        push(add(x, S.opts[off + i]));
    sort_ids(&T.scr[base], nl);
    sort_ids(&T.scr[base + nl], nr);
    Game_T r = intern_general(&T.scr[base], nl, &T.scr[base + nl], nr);
    T.sp = base;
    return r;
}

#line 2729 "noweb/games/game.nw"
static bool stops_beyond(Game_T x, char side, Stop bound)
{
    if (S.rec[x].nl & F_NUS)
        return true;                    /* by (a), as shown above */
    const Rec *r = &S.rec[x];
    uint32_t first = side == 'R' ? r->off + (r->nl & COUNT) : r->off;
    uint32_t n = side == 'R' ? r->nr : r->nl & COUNT;
    for (uint32_t i = 0; i < n; i++) {
        const Stops2 *st = &S.rec[S.opts[first + i]].stop;
        Stop t = side == 'R' ? st->r : st->l;
        if (t == STOP_UNKNOWN || (side == 'R' ? stop_cmp(t, bound) <= 0
                                              : stop_cmp(t, bound) >= 0))
            return false;
    }
    return true;
}

static Game_T add_compact(Game_T g, Game_T c)   /* g general, c compact */
{
    const Rec *r = &S.rec[g];
    if ((r->nl & COUNT) != 1 || r->nr != 1)
        return NONE;
    Game_T a = S.opts[r->off], b = S.opts[r->off + 1];
    Stop ra = S.rec[a].stop.r, lb = S.rec[b].stop.l;
    if (ra == STOP_UNKNOWN || lb == STOP_UNKNOWN || stop_cmp(ra, lb) <= 0)
        return NONE;                                            /* (a) */
    uint32_t off, nl, nr;
    options(b, &off, &nl, &nr);
    for (uint32_t i = 0; i < nl; i++) {                         /* (b) */
        Stop t = S.rec[S.opts[off + i]].stop.l;
        if (t == STOP_UNKNOWN || stop_cmp(t, ra) >= 0)
            return NONE;
    }
    options(a, &off, &nl, &nr);
    for (uint32_t i = 0; i < nr; i++) {                         /* (c) */
        Stop t = S.rec[S.opts[off + nl + i]].stop.r;
        if (t == STOP_UNKNOWN || stop_cmp(t, lb) <= 0)
            return NONE;
    }
    Game_T ac = add(a, c), bc = add(b, c);
    if (stops_beyond(ac, 'R', lb) && stops_beyond(bc, 'L', ra))
        return intern_general(&ac, 1, &bc, 1);
    size_t base = T.sp;
    push(ac);
    push(bc);
    Game_T res = canon(base, 1, 1, NULL, NULL);
    T.sp = base;
    return res;
}

#line 2573 "noweb/games/game.nw"
static Game_T add_general(Game_T g, Game_T h)
{
    uint32_t goff, gl, gr, hoff, hl, hr;
    options(g, &goff, &gl, &gr);
    options(h, &hoff, &hl, &hr);
    size_t base = T.sp;
    for (uint32_t i = 0; i < gl; i++)
        push(add(S.opts[goff + i], h));
    for (uint32_t i = 0; i < hl; i++)
        push(add(g, S.opts[hoff + i]));
    for (uint32_t i = 0; i < gr; i++)
        push(add(S.opts[goff + gl + i], h));
    for (uint32_t i = 0; i < hr; i++)
        push(add(g, S.opts[hoff + hl + i]));
    Game_T r = canon(base, gl + hl, gr + hr, NULL, NULL);
    T.sp = base;
    return r;
}

static Game_T add(Game_T g, Game_T h)
{
    if (g == 0)
        return h;
    if (h == 0)
        return g;
    uint32_t fg = S.rec[g].nl, fh = S.rec[h].nl;
    if (fg & fh & F_NUS)
        return nus_add(g, h);
    if (g > h) {
        Game_T t = g; g = h; h = t;
        uint32_t f = fg; fg = fh; fh = f;
    }
    Game_T r = add_lookup(g, h);
    if (r != NONE)
        return r;
    if (S.negof[g] == h)                        /* G + (-G) = 0 */
        return 0;
    WATCH();
    if (fg & F_NUMBER)
        r = translate(g, h);
    else if (fh & F_NUMBER)
        r = translate(h, g);
    else if ((fg & F_NUS) && (r = add_compact(h, g)) != NONE)
        ;
    else if ((fh & F_NUS) && (r = add_compact(g, h)) != NONE)
        ;
    else
        r = add_general(g, h);
    add_store(g, h, r);
    return r;
}

Game_T Game_add(Game_T g, Game_T h)
{
    ENSURE();
    assert(VALID(g) && VALID(h));
    return add(g, h);
}

Game_T Game_sub(Game_T g, Game_T h)
{
    ENSURE();
    assert(VALID(g) && VALID(h));
    return g == h ? 0 : add(g, neg(h));
}
#line 2783 "noweb/games/game.nw"
Game_T Game_zero(void) { ENSURE(); return 0; }
Game_T Game_star(void) { ENSURE(); return S.star; }
Game_T Game_up(void)   { ENSURE(); return S.up; }
Game_T Game_down(void) { ENSURE(); return S.down; }

Game_T Game_integer(int64_t n)
{
    ENSURE();
    Dyadic_T x = Dyadic_int(n);
    Game_T r = nus_make(x, 0, 0);
    Dyadic_clear(&x);
    return r;
}

Game_T Game_number(Dyadic_T x)
{
    ENSURE();
    return nus_make(x, 0, 0);
}

Game_T Game_nimber(uint32_t n)
{
    ENSURE();
    Dyadic_T x = Dyadic_int(0);
    return nus_make(x, 0, n);
}

Game_T Game_nus(Dyadic_T x, int64_t ups, uint32_t nim)
{
    ENSURE();
    return nus_make(x, ups, nim);
}

static Game_T make1(Game_T l, Game_T r)                 /* {l | r} */
{
    return Game_make(&l, 1, &r, 1);
}

Game_T Game_switch(Game_T x)
{
    ENSURE();
    assert(VALID(x));
    return make1(x, neg(x));
}

Game_T Game_tiny(Game_T x)
{
    ENSURE();
    assert(VALID(x));
    return make1(0, make1(0, neg(x)));
}

Game_T Game_miny(Game_T x)
{
    ENSURE();
    assert(VALID(x));
    return make1(make1(x, 0), 0);
}
#line 2846 "noweb/games/game.nw"
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
#line 2952 "noweb/games/game.nw"
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
#line 3007 "noweb/games/game.nw"
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
#line 3079 "noweb/games/game.nw"
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
    tmap_init(&walk.map);
}
#line 3098 "noweb/games/game.nw"
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
#line 3153 "noweb/games/game.nw"
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
#line 3178 "noweb/games/game.nw"
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
