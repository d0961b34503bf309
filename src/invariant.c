/* Generated from noweb/games/invariant.nw by notangle: edit the .nw, not this file. */
#line 71 "noweb/games/invariant.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "invariant.h"
#include "mem.h"

#line 92 "noweb/games/invariant.nw"
enum { MEMO_VALUE, MEMO_FAR_STAR, MEMO_NORTON };
typedef struct Memo_Entry { Game_T g, v; uint8_t k; bool used; } Memo_Entry;

static struct {
    bool busy;
    Memo_Entry *e;
    size_t n, cap;
} memo;
#line 526 "noweb/games/invariant.nw"
typedef struct Sides { Game_T *o[2]; size_t n[2], cap[2]; } Sides;

static struct {
    Sides **lv;
    size_t depth, cap;
} sides_pool;
#line 103 "noweb/games/invariant.nw"
static void sides_release(void);

static void memo_reset(void)
{
    free(memo.e);
    memset(&memo, 0, sizeof memo);
    sides_release();
}

static void memo_begin(void)
{
    if (memo.busy)
        memo_reset();
    memo.busy = true;
}

static size_t memo_probe(const Memo_Entry *e, size_t cap, Game_T g, uint8_t k)
{
    size_t i = (((size_t)g * 4 + k) * 2654435761u) & (cap - 1);
    while (e[i].used && (e[i].g != g || e[i].k != k))
        i = (i + 1) & (cap - 1);
    return i;
}

static bool memo_get_kind(uint8_t k, Game_T g, Game_T *v)
{
    if (memo.cap == 0)
        return false;
    size_t i = memo_probe(memo.e, memo.cap, g, k);
    if (!memo.e[i].used)
        return false;
    *v = memo.e[i].v;
    return true;
}

static void memo_put_kind(uint8_t k, Game_T g, Game_T v)
{
    if (2 * (memo.n + 1) > memo.cap) {
        size_t cap = memo.cap ? 2 * memo.cap : 64;
        Memo_Entry *e = CALLOC(cap, sizeof *e);
        for (size_t i = 0; i < memo.cap; i++)
            if (memo.e[i].used)
                e[memo_probe(e, cap, memo.e[i].g, memo.e[i].k)] = memo.e[i];
        free(memo.e);
        memo.e = e;
        memo.cap = cap;
    }
    size_t i = memo_probe(memo.e, memo.cap, g, k);
    if (!memo.e[i].used)
        memo.n++;
    memo.e[i] = (Memo_Entry){ g, v, k, true };
}

static bool memo_get(Game_T g, Game_T *v) { return memo_get_kind(MEMO_VALUE, g, v); }
static void memo_put(Game_T g, Game_T v)  { memo_put_kind(MEMO_VALUE, g, v); }
#line 194 "noweb/games/invariant.nw"
static Game_Outcome far_star_outcome(Game_T g, uint32_t scale)
{
    uint64_t b = Game_birthday(g), m = 2;
    while (m <= b && m < ((uint64_t)1 << 30))
        m *= 2;
    return Game_outcome(Game_add(g, Game_nimber((uint32_t)m * scale)));
}
#line 208 "noweb/games/invariant.nw"
static int64_t stop_int(Game_T h, bool left, bool up)
{
    Dyadic_T s = left ? Game_left_stop(h) : Game_right_stop(h);
    Dyadic_T r = up ? Dyadic_ceil(s) : Dyadic_floor(s);
    int64_t n = 0;
    bool ok = Dyadic_to_int64(r, &n);
    assert(ok);
    (void)ok;
    Dyadic_clear(&s);
    Dyadic_clear(&r);
    return n;
}

/* The largest integer n with not (n >= W[i]) for all i (n <| W[i]). */
static Game_T largest_below(const Game_T *w, size_t k)
{
    int64_t n = INT64_MAX;
    for (size_t i = 0; i < k; i++) {
        int64_t c = stop_int(w[i], true, true) + 1;
        if (c < n)
            n = c;
    }
    for (;; n--) {
        Game_T x = Game_integer(n);
        bool all = true;
        for (size_t i = 0; i < k && all; i++)
            all = !Game_le(w[i], x);
        if (all)
            return x;
    }
}

/* The least integer n with not (n <= W[i]) for all i (n |> W[i]). */
static Game_T least_above(const Game_T *w, size_t k)
{
    int64_t n = INT64_MIN;
    for (size_t i = 0; i < k; i++) {
        int64_t c = stop_int(w[i], false, false) - 1;
        if (c > n)
            n = c;
    }
    for (;; n++) {
        Game_T x = Game_integer(n);
        bool all = true;
        for (size_t i = 0; i < k && all; i++)
            all = !Game_le(x, w[i]);
        if (all)
            return x;
    }
}
#line 263 "noweb/games/invariant.nw"
static Game_T atomic_weight(Game_T g)
{
    Game_T v;
    if (memo_get(g, &v))
        return v;
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    Game_T *w = ALLOC((nl + nr + 1) * sizeof *w);
    Game_T two = Game_integer(2);
    for (size_t i = 0; i < nl; i++)
        w[i] = Game_sub(atomic_weight(Game_left(g, i)), two);
    for (size_t i = 0; i < nr; i++)
        w[nl + i] = Game_add(atomic_weight(Game_right(g, i)), two);
    v = Game_make(w, nl, w + nl, nr);
    if (Game_is_integer(v)) {
        Game_Outcome o = far_star_outcome(g, 1);
        if (o == GAME_OUTCOME_L)
            v = largest_below(w + nl, nr);
        else if (o == GAME_OUTCOME_R)
            v = least_above(w, nl);
        else
            v = Game_zero();
    }
    free(w);
    memo_put(g, v);
    return v;
}

#line 317 "noweb/games/invariant.nw"
static uint32_t far_star(Game_T g)      /* 1 + the largest nimber follower */
{
    if (Game_is_nimber(g))
        return Game_nimber_value(g) + 1;
    Game_T f = 1;
    if (memo_get_kind(MEMO_FAR_STAR, g, &f))
        return f;
    for (int side = 0; side < 2; side++) {
        size_t n = side ? Game_num_right(g) : Game_num_left(g);
        for (size_t i = 0; i < n; i++) {
            uint32_t h = far_star(side ? Game_right(g, i) : Game_left(g, i));
            if (h > f)
                f = h;
        }
    }
    memo_put_kind(MEMO_FAR_STAR, g, f);
    return f;
}

static Game_T naive_weight(Game_T g)
{
    Game_T v;
    if (Game_is_nus(g)) {
        Dyadic_T x;
        int64_t ups;
        uint32_t nim;
        Game_nus_parts(g, &x, &ups, &nim);
        Dyadic_clear(&x);
        return Game_integer(ups);
    }
    if (memo_get(g, &v))
        return v;
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    Game_T *w = ALLOC((nl + nr + 1) * sizeof *w);
    Game_T two = Game_integer(2);
    for (size_t i = 0; i < nl; i++)
        w[i] = Game_sub(naive_weight(Game_left(g, i)), two);
    for (size_t i = 0; i < nr; i++)
        w[nl + i] = Game_add(naive_weight(Game_right(g, i)), two);
    v = Game_make(w, nl, w + nl, nr);
    if (Game_is_integer(v)) {
        Game_T fs = Game_nimber(far_star(g));
        bool le = Game_le(g, fs), ge = Game_le(fs, g);
        if (le && !ge)
            v = nl == 0 ? Game_zero() : least_above(w, nl);
        else if (ge && !le)
            v = nr == 0 ? Game_zero() : largest_below(w + nl, nr);
    }
    free(w);
    memo_put(g, v);
    return v;
}

static Game_T norton_up(Game_T g)       /* Norton's product g.^ */
{
    if (Game_is_integer(g)) {
        Dyadic_T x = Game_number_value(g), z = Dyadic_int(0);
        int64_t n = 0;
        bool ok = Dyadic_to_int64(x, &n);
        assert(ok);
        (void)ok;
        Game_T r = Game_nus(z, n, 0);
        Dyadic_clear(&z);
        Dyadic_clear(&x);
        return r;
    }
    Game_T r;
    if (memo_get_kind(MEMO_NORTON, g, &r))
        return r;
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    Game_T *o = ALLOC((2 * (nl + nr) + 1) * sizeof *o);
    Game_T upup = Game_add(Game_add(Game_up(), Game_up()), Game_star());
    for (size_t i = 0; i < nl; i++) {
        Game_T p = norton_up(Game_left(g, i));
        o[2 * i] = p;
        o[2 * i + 1] = Game_add(p, upup);
    }
    for (size_t i = 0; i < nr; i++) {
        Game_T p = norton_up(Game_right(g, i));
        o[2 * (nl + i)] = p;
        o[2 * (nl + i) + 1] = Game_sub(p, upup);
    }
    r = Game_make(o, 2 * nl, o + 2 * nl, 2 * nr);
    free(o);
    memo_put_kind(MEMO_NORTON, g, r);
    return r;
}

static bool cgsuite_atomic(Game_T g, Game_T w)
{
    uint32_t f = far_star(g), n = 2;
    while (n < f)
        n *= 2;
    Game_T *kl = ALLOC(((size_t)n + 1) * sizeof *kl);
    for (uint32_t i = 0; i <= n; i++)
        kl[i] = Game_nimber(i);
    Game_T kite = Game_make(kl, n, kl, (size_t)n + 1);     /* *N : -1 */
    free(kl);
    Game_T eps = Game_add(Game_add(Game_up(), Game_star()), kite);
    Game_T d = Game_sub(g, norton_up(w));
    return Game_le(d, eps) && Game_le(Game_neg(eps), d);
}

bool Invariant_atomic_weight_why(Game_T g, Game_T *w, const char **why)
{
    assert(w != NULL);
    const char *no = NULL;
    if (Game_is_all_small(g)) {
        memo_begin();
        *w = atomic_weight(g);
        memo_reset();
        return true;
    }
    if (!Game_is_infinitesimal(g))
        no = "not infinitesimal";
    else {
        memo_begin();
        Game_T v = naive_weight(g);
        bool atomic = cgsuite_atomic(g, v);
        memo_reset();
        if (atomic)
            *w = v;
        else
            no = "not atomic";
    }
    if (no && why)
        *why = no;
    return no == NULL;
}

bool Invariant_atomic_weight(Game_T g, Game_T *w)
{
    return Invariant_atomic_weight_why(g, w, NULL);
}
#line 491 "noweb/games/invariant.nw"
/* G >= H modulo Inf: R(G - H) >= 0. */
static bool inf_ge(Game_T g, Game_T h)
{
    Dyadic_T r = Game_right_stop(Game_sub(g, h));
    bool ge = Dyadic_sign(r) >= 0;
    Dyadic_clear(&r);
    return ge;
}

static bool numberish(Game_T g, Game_T *x)
{
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    bool eq = Dyadic_eq(l, r);
    if (eq)
        *x = Game_number(l);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    return eq;
}
#line 535 "noweb/games/invariant.nw"
static Sides *sides_enter(void)         /* the empty lists of the next depth */
{
    if (sides_pool.depth == sides_pool.cap) {
        size_t old = sides_pool.cap;
        GROW(sides_pool.lv, sides_pool.cap, old + 1);
        for (size_t i = old; i < sides_pool.cap; i++)
            sides_pool.lv[i] = CALLOC(1, sizeof (Sides));
    }
    Sides *s = sides_pool.lv[sides_pool.depth++];
    s->n[0] = s->n[1] = 0;
    return s;
}

static void sides_release(void)
{
    for (size_t i = 0; i < sides_pool.cap; i++) {
        free(sides_pool.lv[i]->o[0]);
        free(sides_pool.lv[i]->o[1]);
        free(sides_pool.lv[i]);
    }
    free(sides_pool.lv);
    memset(&sides_pool, 0, sizeof sides_pool);
}

static void sides_push(Sides *s, int side, Game_T g)
{
    GROW(s->o[side], s->cap[side], s->n[side] + 1);
    s->o[side][s->n[side]++] = g;
}

static void sides_remove(Sides *s, int side, size_t i)
{
    s->o[side][i] = s->o[side][--s->n[side]];
}

static Game_T sides_game(const Sides *s)
{
    return Game_make(s->o[0], s->n[0], s->o[1], s->n[1]);
}

/* Is option i of side dominated (mod Inf) by another? side 0: o_i <= o_j. */
static bool inf_dominated(const Sides *s, int side, size_t i)
{
    Game_T a = s->o[side][i];
    for (size_t j = 0; j < s->n[side]; j++) {
        Game_T b = s->o[side][j];
        if (j == i)
            continue;
        bool worse = side == 0 ? inf_ge(b, a) : inf_ge(a, b);
        bool back = side == 0 ? inf_ge(a, b) : inf_ge(b, a);
        if (worse && (!back || j < i))
            return true;
    }
    return false;
}

/* Does option i reverse (mod Inf) through one of its options? Then replace it. */
static bool inf_reverse(Sides *s, int side, size_t i, Game_T g)
{
    Game_T a = s->o[side][i];
    size_t n = side == 0 ? Game_num_right(a) : Game_num_left(a);
    for (size_t k = 0; k < n; k++) {
        Game_T r = side == 0 ? Game_right(a, k) : Game_left(a, k);
        if (side == 0 ? inf_ge(g, r) : inf_ge(r, g)) {
            sides_remove(s, side, i);
            size_t m = side == 0 ? Game_num_left(r) : Game_num_right(r);
            for (size_t t = 0; t < m; t++)
                sides_push(s, side, side == 0 ? Game_left(r, t) : Game_right(r, t));
            return true;
        }
    }
    return false;
}

static Game_T reduce(Sides *s, Game_T g)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int side = 0; side < 2 && !changed; side++)
            for (size_t i = 0; i < s->n[side] && !changed; i++) {
                if (inf_dominated(s, side, i)) {
                    sides_remove(s, side, i);
                    changed = true;
                } else
                    changed = inf_reverse(s, side, i, g);
            }
    }
    return sides_game(s);
}
#line 631 "noweb/games/invariant.nw"
static Game_T reduced(Game_T g)
{
    Game_T v;
    if (memo_get(g, &v))
        return v;
    if (!numberish(g, &v)) {
        Sides *s = sides_enter();
        for (int side = 0; side < 2; side++) {
            size_t n = side ? Game_num_right(g) : Game_num_left(g);
            for (size_t i = 0; i < n; i++)
                sides_push(s, side, reduced(side ? Game_right(g, i) : Game_left(g, i)));
        }
        v = reduce(s, g);
        sides_pool.depth--;
    }
    memo_put(g, v);
    return v;
}

Game_T Invariant_reduced(Game_T g)
{
    memo_begin();
    Game_T v = reduced(g);
    memo_reset();
    return v;
}
