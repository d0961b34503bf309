/* Generated from noweb/games/gameops.nw by notangle: edit the .nw, not this file. */
#line 98 "noweb/games/gameops.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "gameops.h"
#include "invariant.h"
#include "gamevec.h"
#include "idmemo.h"
#include "mem.h"
#include "ordinal.h"
#include "thermo.h"
#include "uptimal.h"

#line 121 "noweb/games/gameops.nw"
enum { GO_COMP = 1, GO_SUB, GO_STOPS, GO_MIS, GO_PAR, GO_TEMP, GO_SEEN };

typedef Gamevec Go_Vec;                    /* module gamevec: a limit cannot leak it */

static struct {
    bool busy;
    Idmemo memo;            /* module idmemo: the results of this call */
    Gamevec_Pool pool;      /* every Go_Vec of a call */
} gm;
#line 133 "noweb/games/gameops.nw"
static void gm_reset(void)
{
    Gamevec_pool_release(&gm.pool);
    Idmemo_clear(&gm.memo);
    memset(&gm, 0, sizeof gm);
}

static void gm_begin(void)
{
    if (gm.busy)
        gm_reset();
    gm.busy = true;
}

static bool gm_get(int op, Game_T a, Game_T b, uint64_t *v)
{
    uint64_t w;
    if (!Idmemo_get(&gm.memo, (unsigned)op, a, b, &w))
        return false;
    *v = (uint64_t)w;
    return true;
}

static uint64_t gm_put(int op, Game_T a, Game_T b, uint64_t v)
{
    return (uint64_t)Idmemo_put(&gm.memo, (unsigned)op, a, b, v);
}

static void go_push(Go_Vec *v, Game_T g)
{
    Gamevec_push(&gm.pool, v, g);
}

static Game_T go_make(Go_Vec *l, Go_Vec *r)   /* {l | r}; frees both */
{
    return Gamevec_make(&gm.pool, l, r);
}
#line 186 "noweb/games/gameops.nw"
typedef struct Nus_Parts {
    bool nus, xint, xparity;      /* a number-up-star; x an integer; x odd */
    int xsign;
    int64_t ups;
    uint32_t nim;
} Nus_Parts;

static Nus_Parts parts(Game_T g)
{
    Nus_Parts p = { 0 };
    if (!Game_is_nus(g))
        return p;
    Dyadic_T x;
    Game_nus_parts(g, &x, &p.ups, &p.nim);
    p.nus = true;
    p.xsign = Dyadic_sign(x);
    p.xint = Dyadic_is_integer(x);
    if (p.xint) {
        Dyadic_T h = Dyadic_half(x);
        p.xparity = !Dyadic_is_integer(h);          /* x odd */
        Dyadic_clear(&h);
    }
    Dyadic_clear(&x);
    return p;
}
#line 233 "noweb/games/gameops.nw"
static Game_T companion(Game_T g)
{
    Nus_Parts p = parts(g);
    if (p.nus && p.xsign == 0) {
        if (p.nim >= 2)
            return g;
        Dyadic_T z = Dyadic_int(0);
        Game_T c = Game_nus(z, p.ups, p.nim ^ 1u);
        Dyadic_clear(&z);
        return c;
    }
    uint64_t v;
    if (gm_get(GO_COMP, g, 0, &v))
        return (Game_T)v;
    Go_Vec l = { 0 }, r = { 0 };
    for (size_t i = 0; i < Game_num_left(g); i++)
        go_push(&l, companion(Game_left(g, i)));
    for (size_t i = 0; i < Game_num_right(g); i++)
        go_push(&r, companion(Game_right(g, i)));
    if (Game_le(Game_zero(), g))
        go_push(&l, Game_zero());
    if (Game_le(g, Game_zero()))
        go_push(&r, Game_zero());
    return (Game_T)gm_put(GO_COMP, g, 0, go_make(&l, &r));
}

bool Gameops_companion(Game_T g, Game_T *out, const char **why)
{
    assert(out && why);
    Nus_Parts p = parts(g);
    gm_begin();
    *out = p.nus && p.xsign != 0 ? g : companion(g);
    gm_reset();
    return true;
}
#line 285 "noweb/games/gameops.nw"
static bool contains(Game_T h, bool left, Game_T x)
{
    size_t n = left ? Game_num_left(h) : Game_num_right(h);
    for (size_t i = 0; i < n; i++)
        if ((left ? Game_left(h, i) : Game_right(h, i)) == x)
            return true;
    return false;
}

static bool subordinable(Game_T g, Game_T h)
{
    for (size_t i = 0; i < Game_num_left(h); i++) {
        Game_T bl = Game_left(h, i);
        bool ok = false;
        for (size_t j = 0; j < Game_num_left(g) && !ok; j++)
            ok = Game_le(bl, Game_left(g, j));
        for (size_t j = 0; j < Game_num_right(bl) && !ok; j++)
            ok = Game_le(Game_right(bl, j), g);
        if (!ok)
            return false;
    }
    for (size_t i = 0; i < Game_num_right(h); i++) {
        Game_T br = Game_right(h, i);
        bool ok = false;
        for (size_t j = 0; j < Game_num_right(g) && !ok; j++)
            ok = Game_le(Game_right(g, j), br);
        for (size_t j = 0; j < Game_num_left(br) && !ok; j++)
            ok = Game_le(g, Game_left(br, j));
        if (!ok)
            return false;
    }
    return true;
}

static bool subordinate(Game_T g, Game_T h, Game_T *out)
{
    uint64_t v;
    if (gm_get(GO_SUB, g, h, &v)) {
        *out = (Game_T)v;
        return v != UINT64_MAX;
    }
    bool ok = subordinable(g, h);
    Go_Vec l = { 0 }, r = { 0 };
    for (size_t i = 0; ok && i < Game_num_left(g); i++) {
        Game_T x = Game_left(g, i), y;
        if (!contains(h, true, x) && (ok = subordinate(x, h, &y)))
            go_push(&l, y);
    }
    for (size_t i = 0; ok && i < Game_num_right(g); i++) {
        Game_T x = Game_right(g, i), y;
        if (!contains(h, false, x) && (ok = subordinate(x, h, &y)))
            go_push(&r, y);
    }
    if (!ok) {
        Gamevec_free(&gm.pool, &l);
        Gamevec_free(&gm.pool, &r);
        gm_put(GO_SUB, g, h, UINT64_MAX);
        return false;
    }
    *out = (Game_T)gm_put(GO_SUB, g, h, go_make(&l, &r));
    return true;
}

bool Gameops_subordinate(Game_T g, Game_T h, Game_T *out, const char **why)
{
    assert(out && why);
    Game_T v;
    gm_begin();
    bool ok = subordinate(g, h, &v);
    gm_reset();
    if (!ok) {
        *why = "a game that can be subordinated to the given base (Subordinate)";
        return false;
    }
    *out = v;
    return true;
}
#line 389 "noweb/games/gameops.nw"
/* x as an exponent of module uptimal's powers: 0 <= x <= UPTIMAL_MAX_EXPONENT */
static bool small_exponent(Game_T x, uint64_t *n)
{
    if (!Game_is_integer(x))
        return false;
    Dyadic_T d = Game_number_value(x);
    int64_t v = -1;
    bool fits = Dyadic_to_int64(d, &v) && v >= 0 && v <= UPTIMAL_MAX_EXPONENT;
    Dyadic_clear(&d);
    *n = (uint64_t)v;
    return fits;
}

bool Gameops_pow_to(Game_T g, Game_T x, Game_T *out, const char **why)
{
    assert(out && why);
    uint64_t n;
    if (small_exponent(x, &n))
        return Uptimal_pow_to(g, n, out, why);
    if (!Game_is_number(x)) {
        *why = "a number as the exponent";
        return false;
    }
    if (x == Game_zero()) {
        *out = Game_zero();
        return true;
    }
    Game_T s;
    if (!Gameops_subordinate(x, Game_integer(1), &s, why)) {
        *why = "an exponent that can be subordinated to 1 (PowTo)";
        return false;
    }
    *out = Ordinal_sum(g, s);
    return true;
}

bool Gameops_pow(Game_T g, Game_T x, Game_T *out, const char **why)
{
    assert(out && why);
    uint64_t n;
    if (small_exponent(x, &n) && n > 0)
        return Uptimal_pow(g, n, out, why);
    if (Game_num_left(g) != 1 || Game_num_right(g) != 1
        || Game_left(g, 0) != Game_zero()) {
        *why = "a base of the form {0|H} for Pow";
        return false;
    }
    if (!Game_is_number(x)) {
        *why = "a number as the exponent";
        return false;
    }
    Game_T p;
    if (!Gameops_pow_to(g, Game_sub(x, Game_integer(1)), &p, why))
        return false;
    Game_T r = Game_add(Game_neg(p), Game_right(g, 0)), z = Game_zero();
    *out = Game_make(&z, 1, &r, 1);
    return true;
}
#line 463 "noweb/games/gameops.nw"
Game_T Gameops_freeze(Game_T g)
{
    if (Game_is_nus(g))
        return g;
    Dyadic_T t = Thermo_temperature(g), m1 = Dyadic_int(-1);
    Game_T f = Dyadic_cmp(t, m1) > 0 ? Thermo_cool(g, t) : g;
    Dyadic_clear(&t);
    Dyadic_clear(&m1);
    return f;
}
#line 489 "noweb/games/gameops.nw"
static int rank(Game_T g)
{
    return Game_is_number(g) ? 0 : Game_is_nimber(g) ? 1 : Uptimal_is(g) ? 2 : 3;
}

static int cmp_ids(const void *a, const void *b)
{
    return Gameops_order(*(const Game_T *)a, *(const Game_T *)b);
}

static Game_T *sorted_options(Game_T g, bool left, size_t *n)
{
    *n = left ? Game_num_left(g) : Game_num_right(g);
    Game_T *a = ALLOC_ARRAY(*n ? *n : 1, sizeof *a);
    for (size_t i = 0; i < *n; i++)
        a[i] = left ? Game_left(g, i) : Game_right(g, i);
    qsort(a, *n, sizeof *a, cmp_ids);
    return a;
}

static int cmp_lists(Game_T g, Game_T h, bool left)
{
    size_t m, n;
    Game_T *a = sorted_options(g, left, &m), *b = sorted_options(h, left, &n);
    int c = 0;
    for (size_t i = 0; c == 0 && (i < m || i < n); i++)
        c = i >= m ? -1 : i >= n ? 1 : Gameops_order(a[i], b[i]);
    free(a);
    free(b);
    return c;
}

static int cmp_expansions(Game_T g, Game_T h)
{
    Uptimal_Expansion a, b;
    bool ok = Uptimal_expansion(g, &a) && Uptimal_expansion(h, &b);
    assert(ok);
    (void)ok;
    Game_Order o = Game_compare(a.number, b.number);     /* numbers: total */
    int c = o == GAME_LESS ? -1 : o == GAME_GREATER ? 1 : 0;
    for (size_t i = 0; c == 0 && i < a.length && i < b.length; i++)
        c = a.coef[i] < b.coef[i] ? -1 : a.coef[i] > b.coef[i];
    if (c == 0)
        c = a.length < b.length ? -1 : a.length > b.length;
    if (c == 0)
        c = a.nim < b.nim ? -1 : a.nim > b.nim;
    return c;
}

int Gameops_order(Game_T g, Game_T h)
{
    if (g == h)
        return 0;
    int rg = rank(g), rh = rank(h);
    if (rg != rh)
        return rg < rh ? -1 : 1;
    if (rg < 3)
        return cmp_expansions(g, h);
    int c = cmp_lists(g, h, true);
    return c ? c : cmp_lists(g, h, false);
}
#line 560 "noweb/games/gameops.nw"
static size_t incentives(Game_T g, bool left, bool right, Game_T **list)
{
    Go_Vec in = { 0 };
    for (size_t i = 0; left && i < Game_num_left(g); i++)
        go_push(&in, Game_sub(Game_left(g, i), g));
    for (size_t i = 0; right && i < Game_num_right(g); i++)
        go_push(&in, Game_sub(g, Game_right(g, i)));
    size_t k = 0;
    for (size_t i = 0; i < in.n; i++) {
        bool keep = true;
        for (size_t j = 0; j < in.n && keep; j++)
            if (j != i && Game_le(in.a[i], in.a[j])
                && (!Game_le(in.a[j], in.a[i]) || j < i))
                keep = false;
        if (keep)
            in.a[k++] = in.a[i];
    }
    if (k == 0)
        Gamevec_free(&gm.pool, &in);
    else
        qsort(in.a, k, sizeof *in.a, cmp_ids);
    *list = Gamevec_detach(&gm.pool, &in);
    return k;
}

size_t Gameops_left_incentives(Game_T g, Game_T **list)
{
    assert(list);
    return incentives(g, true, false, list);
}

size_t Gameops_right_incentives(Game_T g, Game_T **list)
{
    assert(list);
    return incentives(g, false, true, list);
}

size_t Gameops_incentives(Game_T g, Game_T **list)
{
    assert(list);
    return incentives(g, true, true, list);
}
#line 611 "noweb/games/gameops.nw"
size_t Gameops_followers(Game_T g, Game_T **list)
{
    assert(list);
    Go_Vec out = { 0 }, stack = { 0 };
    uint64_t seen;
    gm_begin();
    go_push(&stack, g);
    while (stack.n) {
        Game_T x = stack.a[--stack.n];
        if (gm_get(GO_SEEN, x, 0, &seen))
            continue;
        gm_put(GO_SEEN, x, 0, 1);
        go_push(&out, x);
        for (size_t i = 0; i < Game_num_left(x); i++)
            go_push(&stack, Game_left(x, i));
        for (size_t i = 0; i < Game_num_right(x); i++)
            go_push(&stack, Game_right(x, i));
    }
    Gamevec_free(&gm.pool, &stack);
    qsort(out.a, out.n, sizeof *out.a, cmp_ids);
    size_t n = out.n;
    *list = Gamevec_detach(&gm.pool, &out);
    gm_reset();
    return n;
}

uint64_t Gameops_follower_count(Game_T g)
{
    int64_t n;
    if (Game_is_integer(g)) {                     /* 0, 1, ..., n */
        Dyadic_T x = Game_number_value(g);
        bool small = Dyadic_to_int64(x, &n);
        Dyadic_clear(&x);
        if (small && n > INT64_MIN)
            return (uint64_t)(n < 0 ? -n : n) + 1;
    }
    Game_T *list;
    size_t k = Gameops_followers(g, &list);
    free(list);
    return k;
}
#line 659 "noweb/games/gameops.nw"
static uint64_t sat_add(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static uint64_t stops(Game_T g)
{
    uint64_t v;
    if (Game_is_number(g))
        return 1;
    if (gm_get(GO_STOPS, g, 0, &v))
        return v;
    v = 0;
    for (size_t i = 0; i < Game_num_left(g); i++)
        v = sat_add(v, stops(Game_left(g, i)));
    for (size_t i = 0; i < Game_num_right(g); i++)
        v = sat_add(v, stops(Game_right(g, i)));
    return gm_put(GO_STOPS, g, 0, v);
}

uint64_t Gameops_stop_count(Game_T g)
{
    gm_begin();
    uint64_t v = stops(g);
    gm_reset();
    return v;
}
#line 703 "noweb/games/gameops.nw"
static unsigned misere(Game_T g)
{
    uint64_t v;
    if (Game_is_integer(g)) {                     /* n > 0: R, n < 0: L, 0: N */
        Dyadic_T x = Game_number_value(g);
        int sg = Dyadic_sign(x);
        Dyadic_clear(&x);
        return sg > 0 ? 2u : sg < 0 ? 1u : 3u;
    }
    if (gm_get(GO_MIS, g, 0, &v))
        return (unsigned)v;
    bool lw = Game_num_left(g) == 0, rw = Game_num_right(g) == 0;
    for (size_t i = 0; !lw && i < Game_num_left(g); i++)
        lw = !(misere(Game_left(g, i)) & 2);
    for (size_t i = 0; !rw && i < Game_num_right(g); i++)
        rw = !(misere(Game_right(g, i)) & 1);
    return (unsigned)gm_put(GO_MIS, g, 0, (lw ? 1u : 0u) | (rw ? 2u : 0u));
}

char Gameops_misere_outcome(Game_T g)
{
    gm_begin();
    unsigned m = misere(g);
    gm_reset();
    return m == 3 ? 'N' : m == 1 ? 'L' : m == 2 ? 'R' : 'P';
}
#line 742 "noweb/games/gameops.nw"
static unsigned parity(Game_T g)
{
    Nus_Parts p = parts(g);
    if (p.nus) {
        if (p.ups != 0 || p.nim > 1 || !p.xint)
            return 0;
        bool odd = p.xparity ^ (p.nim == 1);
        return odd ? 2u : 1u;
    }
    uint64_t v;
    if (gm_get(GO_PAR, g, 0, &v))
        return (unsigned)v;
    bool even = true, odd = true;
    for (size_t i = 0; i < Game_num_left(g); i++) {
        unsigned q = parity(Game_left(g, i));
        even = even && (q & 2);
        odd = odd && (q & 1);
    }
    for (size_t i = 0; i < Game_num_right(g); i++) {
        unsigned q = parity(Game_right(g, i));
        even = even && (q & 2);
        odd = odd && (q & 1);
    }
    return (unsigned)gm_put(GO_PAR, g, 0, (even ? 1u : 0u) | (odd ? 2u : 0u));
}

bool Gameops_is_even(Game_T g)
{
    gm_begin();
    bool b = parity(g) & 1;
    gm_reset();
    return b;
}

bool Gameops_is_odd(Game_T g)
{
    gm_begin();
    bool b = parity(g) & 2;
    gm_reset();
    return b;
}
#line 792 "noweb/games/gameops.nw"
static unsigned temper(Game_T g)
{
    Nus_Parts p = parts(g);
    if (p.nus)
        return p.ups != 0 ? 0u : p.nim == 0 ? 1u : p.nim == 1 ? 2u : 0u;
    uint64_t v;
    if (gm_get(GO_TEMP, g, 0, &v))
        return (unsigned)v;
    bool even = true, odd = true;
    for (size_t i = 0; i < Game_num_left(g) + Game_num_right(g); i++) {
        Game_T x = i < Game_num_left(g) ? Game_left(g, i)
                                        : Game_right(g, i - Game_num_left(g));
        unsigned q = temper(x);
        even = even && (q & 2);
        odd = odd && (q & 1);
    }
    return (unsigned)gm_put(GO_TEMP, g, 0, (even ? 1u : 0u) | (odd ? 2u : 0u));
}

bool Gameops_is_even_tempered(Game_T g)
{
    gm_begin();
    bool b = temper(g) & 1;
    gm_reset();
    return b;
}

bool Gameops_is_odd_tempered(Game_T g)
{
    gm_begin();
    bool b = temper(g) & 2;
    gm_reset();
    return b;
}
#line 839 "noweb/games/gameops.nw"
bool Gameops_is_numberish(Game_T g)
{
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    bool b = Dyadic_eq(l, r);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    return b;
}

static bool single(Game_T g)
{
    return Game_num_left(g) == 1 && Game_num_right(g) == 1;
}

static bool mean_less(Game_T a, Game_T b)      /* mean(a) < mean(b) */
{
    Dyadic_T x = Thermo_mean(a), y = Thermo_mean(b);
    bool lt = Dyadic_cmp(x, y) < 0;
    Dyadic_clear(&x);
    Dyadic_clear(&y);
    return lt;
}

bool Gameops_is_number_tiny(Game_T g)
{
    if (Game_is_number(g))
        return true;
    if (Game_is_nus(g) || !single(g))
        return false;
    Game_T gl = Game_left(g, 0), gr = Game_right(g, 0);
    if (Game_is_number(gl) && single(gr) && Game_left(gr, 0) == gl
        && mean_less(Game_right(gr, 0), gl))
        return true;
    return Game_is_number(gr) && single(gl) && Game_right(gl, 0) == gr
           && mean_less(gr, Game_left(gl, 0));
}

bool Gameops_is_ordinal(Game_T g)
{
    if (!Game_is_integer(g))
        return false;
    Dyadic_T x = Game_number_value(g);
    bool b = Dyadic_sign(x) >= 0;
    Dyadic_clear(&x);
    return b;
}
#line 897 "noweb/games/gameops.nw"
bool Gameops_is_atomic(Game_T g)
{
    Game_T w;
    return Invariant_atomic_weight(g, &w);
}
