/* Generated from noweb/games/game.nw by notangle: edit the .nw, not this file. */
#line 179 "noweb/games/game.nw"
#define STORE_REPRESENTATION
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "mem.h"
#include "simplest.h"

#line 351 "noweb/games/game.nw"
typedef struct Pend {
    size_t lb, nl, rb, nr;      /* the pending lists on the scratch stack */
    uint32_t gen;
} Pend;
#line 982 "noweb/games/game.nw"
static size_t sort_unique(uint32_t *a, size_t n);
static bool was_reduced(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
static Game_T recognise_nus(const Game_T *L, size_t nl, const Game_T *R, size_t nr);
static Game_T number_options(const Game_T *L, size_t nl, const Game_T *R, size_t nr,
                             Game_Trace *fn, void *ctx);
static size_t remove_dominated(size_t at, size_t n, char side, Game_Trace *fn, void *ctx);
static bool bypass(Game_T a, char side, const struct Pend *p, Game_Trace *fn, void *ctx);
#line 212 "noweb/games/game.nw"
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
    
#line 306 "noweb/games/game.nw"
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
#line 230 "noweb/games/game.nw"
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
#line 358 "noweb/games/game.nw"
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
#line 416 "noweb/games/game.nw"
static void trace(Game_Trace *fn, void *ctx, Game_Step_Kind kind, char side,
                  Game_T option, Game_T other, Game_T result)
{
    if (fn == NULL)
        return;
    Game_Step s = { kind, side, option, other, NULL, 0, result };
    fn(ctx, &s);
}
#line 431 "noweb/games/game.nw"
static bool simplify(size_t base, size_t *pnl, size_t *pnr, Game_Trace *fn, void *ctx)
{                                               /* true: only numbers are left */
    size_t nl = *pnl, nr = *pnr;
    bool numbers = false;
    Pend p;
    p.gen = pend_generation();
    for (size_t i = 0; i < nl + nr; i++)        /* their stops are read first */
        __builtin_prefetch(&S.rec[T.scr[base + i]]);
    for (;;) {
        
#line 486 "noweb/games/game.nw"
{
    size_t k = sort_unique(&T.scr[base], nl);
    memmove(&T.scr[base + k], &T.scr[base + nl], nr * sizeof *T.scr);
    nl = k;
    nr = sort_unique(&T.scr[base + nl], nr);
    T.sp = base + nl + nr;
}
#line 441 "noweb/games/game.nw"
        
#line 593 "noweb/games/game.nw"
nl = remove_dominated(base, nl, 'L', fn, ctx);
memmove(&T.scr[base + nl], &T.scr[T.sp - nr], nr * sizeof *T.scr);
nr = remove_dominated(base + nl, nr, 'R', fn, ctx);
T.sp = base + nl + nr;
#line 442 "noweb/games/game.nw"
        
#line 510 "noweb/games/game.nw"
{
    bool allnum = true;
    for (size_t i = 0; allnum && i < nl + nr; i++)
        allnum = (flags_of(T.scr[base + i]) & F_NUMBER) != 0;
    if (allnum) {
        numbers = true;                 /* canon passes them to number_options */
        break;
    }
}
#line 443 "noweb/games/game.nw"
        bool changed = false;
        
#line 712 "noweb/games/game.nw"
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
#line 445 "noweb/games/game.nw"
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
        r = Store_general(&T.scr[base], nl, &T.scr[base + nl], nr);
    trace(fn, ctx, GAME_STEP_RESULT, 0, NONE, NONE, r);
    return r;
}

static Game_T canon(size_t base, size_t nl, size_t nr, Game_Trace *fn, void *ctx)
{
    if (simplify(base, &nl, &nr, fn, ctx))
        return number_options(&T.scr[base], nl, &T.scr[base + nl], nr, fn, ctx);
    return finish(base, nl, nr, fn, ctx);
}
#line 472 "noweb/games/game.nw"
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
#line 522 "noweb/games/game.nw"
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
        r = Store_nus(nus_of(a)->x, 0, 1);
    } else if (c > 0) {
        r = Store_general(&a, 1, &b, 1);
    } else {
        size_t at = T.nkept;
        Dyadic_T *x = keep(Dyadic_simplest(a == NONE ? NULL : &nus_of(a)->x,
                                           b == NONE ? NULL : &nus_of(b)->x));
        r = Store_nus(*x, 0, 0);
        unkeep(at);
        trace(fn, ctx, GAME_STEP_NUMBER, 0, NONE, NONE, r);
    }
    trace(fn, ctx, GAME_STEP_RESULT, 0, NONE, NONE, r);
    return r;
}
#line 603 "noweb/games/game.nw"
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
    GROW(T.reading, T.readcap, n);
    for (size_t i = 0; i < n; i++) {
        Stops2 st = S.rec[T.scr[at + i]].stop;
        int sg = side == 'L' ? 1 : -1;          /* the Right side reads smallest first */
        T.reading[i] = (Reading){ sg * stop_scaled(st.l),
                                  sg * stop_scaled(st.r), (uint32_t)i };
    }
    if (n > 32)
        qsort(T.reading, n, sizeof *T.reading, reading_cmp);
    else
        for (size_t i = 1; i < n; i++) {
            Reading x = T.reading[i];
            size_t j = i;
            for (; j > 0 && reading_cmp(&T.reading[j - 1], &x) > 0; j--)
                T.reading[j] = T.reading[j - 1];
            T.reading[j] = x;
        }
    uint32_t g = 0;
    for (size_t k = 0; k < n; k++) {
        if (k > 0 && reading_cmp(&T.reading[k - 1], &T.reading[k]) != 0)
            g++;
        T.scr[ord + k] = T.reading[k].i;
        T.scr[grp + T.reading[k].i] = g;
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
    
#line 677 "noweb/games/game.nw"
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
#line 662 "noweb/games/game.nw"
    T.sp = ord;
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (T.scr[at + i] != NONE)
            T.scr[at + k++] = T.scr[at + i];
    return k;
}
#line 727 "noweb/games/game.nw"
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
        
#line 760 "noweb/games/game.nw"
{
    trace(fn, ctx, GAME_STEP_REVERSIBLE, side, a, rev, NONE);
    Game_T *copy = ALLOC((n ? n : 1) * sizeof *copy);
    memcpy(copy, &T.scr[at], n * sizeof *copy);
    Game_Step s = { GAME_STEP_REPLACED, side, a, rev, copy, n, NONE };
    fn(ctx, &s);
    free(copy);
}
#line 752 "noweb/games/game.nw"
    return true;
}
#line 785 "noweb/games/game.nw"
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
        return top == nl - 1 ? Store_nus(a->x, 0, (uint32_t)nl) : NONE;
    }
    if (nl == 1 && nr == 1) {
        const Nus *a = nus_of(L[0]), *b = nus_of(R[0]);
        if ((S.rec[L[0]].nl & F_NUMBER) && b->ups >= 0 && Dyadic_eq(a->x, b->x))
            return Store_nus(a->x, b->ups + 1, b->nim ^ 1);
        if ((S.rec[R[0]].nl & F_NUMBER) && a->ups <= 0 && Dyadic_eq(a->x, b->x))
            return Store_nus(b->x, a->ups - 1, a->nim ^ 1);
        return NONE;
    }
    if (nl == 2 && nr == 1 && (S.rec[R[0]].nl & F_NUMBER)) {
        Dyadic_T x = nus_of(R[0])->x;
        if ((L[0] == R[0] && is_x_star(L[1], x)) || (L[1] == R[0] && is_x_star(L[0], x)))
            return Store_nus(x, 1, 1);
    }
    if (nl == 1 && nr == 2 && (S.rec[L[0]].nl & F_NUMBER)) {
        Dyadic_T x = nus_of(L[0])->x;
        if ((R[0] == L[0] && is_x_star(R[1], x)) || (R[1] == L[0] && is_x_star(R[0], x)))
            return Store_nus(x, -1, 1);
    }
    return NONE;
}
#line 843 "noweb/games/game.nw"
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
#line 878 "noweb/games/game.nw"
Game_T Game_canon_pushed(size_t base, size_t nl, size_t nr)
{
    assert(base + nl + nr == T.sp);
    return canon(base, nl, nr, NULL, NULL);
}
#line 913 "noweb/games/game.nw"
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
    bool same = T.fixl == nl && T.fixr == nr && same_ids(L, T.fixpoint, nl)
                && same_ids(R, T.fixpoint + nl, nr);
    T.fixl = SIZE_MAX;
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
            GROW(T.fixpoint, T.fixcap, nl + nr);
            memcpy(T.fixpoint, &T.scr[base], (nl + nr) * sizeof *T.fixpoint);
            T.fixl = nl;
            T.fixr = nr;
        }
    }
    T.sp = base;
}

bool Game_reduce(Game_T *L, size_t *nl, size_t capl, Game_T *R, size_t *nr, size_t capr)
{
    if (!S.fixed)                       /* written before the threads began */
        return false;
    Reduce q = { L, R, *nl, *nr, capl, capr, false };
    T.fixl = SIZE_MAX;
    T.read_only = true;
    Game_Status st = Game_protect((Game_Limits){ 0 }, reduce_body, &q);
    T.read_only = false;
    if (st != GAME_DONE || !q.fits)
        return false;
    *nl = q.nl;
    *nr = q.nr;
    return true;
}
