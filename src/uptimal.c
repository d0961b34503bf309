/* Generated from noweb/games/uptimal.nw by notangle: edit the .nw, not this file. */
#line 100 "noweb/games/uptimal.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "uptimal.h"
#include "dyadictext.h"
#include "mem.h"
#include "ordinal.h"

#line 181 "noweb/games/uptimal.nw"
typedef struct Exp {
    Game_T x;            /* number part */
    uint32_t m;          /* nimber part */
    size_t k;            /* length */
    int64_t *a;          /* a[0..k), a[k-1] != 0 */
} Exp;

typedef struct Slot { Game_T g; Exp *e; } Slot;   /* e == &none: no uptimal */
#define EMPTY UINT32_MAX                          /* a free slot */

static Exp none;
static Dyadic_T nus_x;   /* a number part being read, kept if the store stops */
static struct {
    uint64_t epoch;
    Slot *slot;
    size_t n, cap;       /* used slots, capacity (a power of two or 0) */
} cache;
#line 114 "noweb/games/uptimal.nw"
bool Uptimal_pow_to(Game_T g, uint64_t n, Game_T *out, const char **why)
{
    assert(out && why);
    if (n > UPTIMAL_MAX_EXPONENT) {
        *why = "an exponent of at most 4096";
        return false;
    }
    *out = n == 0 ? Game_zero() : Ordinal_sum(g, Game_integer((int64_t)n - 1));
    return true;
}

bool Uptimal_pow(Game_T g, uint64_t n, Game_T *out, const char **why)
{
    assert(out && why);
    if (Game_num_left(g) != 1 || Game_num_right(g) != 1
        || Game_left(g, 0) != Game_zero()) {
        *why = "a base of the form {0|H} for Pow";
        return false;
    }
    if (n == 0) {
        *why = "an exponent of at least 1 for Pow";
        return false;
    }
    Game_T t;
    if (!Uptimal_pow_to(g, n - 1, &t, why))
        return false;
    Game_T z = Game_zero(), r = Game_sub(Game_right(g, 0), t);
    *out = Game_make(&z, 1, &r, 1);
    return true;
}
#line 201 "noweb/games/uptimal.nw"
static Exp *exp_new(Game_T x, uint32_t m, const int64_t *a, size_t k)
{
    while (k && a[k - 1] == 0)
        k--;
    Exp *e = ALLOC(sizeof *e);
    e->x = x;
    e->m = m;
    e->k = k;
    e->a = k ? ALLOC(k * sizeof *e->a) : NULL;
    if (k)
        memcpy(e->a, a, k * sizeof *a);
    return e;
}

static void exp_free(Exp *e)
{
    if (e && e != &none) {
        free(e->a);
        free(e);
    }
}

static bool exp_eq(const Exp *e, const Exp *f)
{
    return e->x == f->x && e->m == f->m && e->k == f->k
        && (e->k == 0 || memcmp(e->a, f->a, e->k * sizeof *e->a) == 0);
}

static int64_t coef(const Exp *e, size_t i)      /* a_i, 1-based */
{
    return i >= 1 && i <= e->k ? e->a[i - 1] : 0;
}

/* one added to a_1..a_to, the star toggled */
static Exp *increment(const Exp *e, size_t to)
{
    size_t k = to > e->k ? to : e->k;
    int64_t *a = ALLOC((k ? k : 1) * sizeof *a);
    for (size_t i = 0; i < k; i++)
        a[i] = coef(e, i + 1) + (i < to);
    Exp *r = exp_new(e->x, e->m ^ 1u, a, k);
    free(a);
    return r;
}

static Exp *truncate_to(const Exp *e, size_t n)
{
    return exp_new(e->x, e->m, e->a, n < e->k ? n : e->k);
}

static Exp *sharply_truncate_to(const Exp *e, size_t n)
{
    Exp *t = truncate_to(e, n);
    if (t->k == 0)
        t->m = 0;
    return t;
}

static size_t rightmost_leq(const Exp *e, int64_t v)
{
    for (size_t i = e->k; i > 0; i--)
        if (e->a[i - 1] <= v)
            return i;
    return 0;
}
#line 276 "noweb/games/uptimal.nw"
static bool confused(const Exp *e)
{
    if (e->m == 0)
        return false;
    if (e->k == 0 || e->a[0] == 0)
        return true;
    if (e->m >= 2)
        return false;
    bool pos = e->a[0] > 0;
    for (size_t i = 0; i < e->k; i++) {
        int64_t c = pos ? e->a[i] : -e->a[i];
        if (c > 1)
            return false;
        if (c < 1)
            return true;
    }
    return true;
}
#line 300 "noweb/games/uptimal.nw"
static bool valid(const Exp *e, Exp *const *l, size_t nl, const Exp *r)
{
    size_t match = nl;
    for (size_t i = 0; i < nl; i++)
        if (l[i]->m == r->m) {
            if (match < nl)
                return false;
            match = i;
        }
    size_t neg = rightmost_leq(e, -1), npos = rightmost_leq(e, 0);
    size_t tn = coef(e, e->k) == 1 ? e->k - 1 : npos;
    Exp *t = NULL, *u = NULL;
    bool ok = false;
    if (neg >= 1) {
        if (nl == 2 && match < nl) {
            Exp *s = truncate_to(e, neg);
            u = increment(s, s->k);
            exp_free(s);
            t = truncate_to(e, tn);
            ok = exp_eq(l[match], u) && exp_eq(l[1 - match], t);
        }
    } else if (coef(e, 1) == 0) {
        t = truncate_to(e, tn);
        ok = nl == (size_t)e->m + 1;
        size_t found = 0;
        for (size_t i = 0; ok && i < nl; i++)
            if (exp_eq(l[i], t))
                found++;
            else if (l[i]->k != 0 || l[i]->m >= e->m)
                ok = false;
        ok = ok && found == 1;
    } else if (coef(e, 1) == 1 && confused(e)) {
        t = truncate_to(e, tn);
        ok = nl == 2
            && ((l[0]->k == 0 && l[0]->m == 0 && exp_eq(l[1], t))
                || (l[1]->k == 0 && l[1]->m == 0 && exp_eq(l[0], t)));
    } else {
        t = sharply_truncate_to(e, tn);
        ok = nl == 1 && exp_eq(l[0], t);
    }
    exp_free(t);
    exp_free(u);
    return ok;
}
#line 347 "noweb/games/uptimal.nw"
static const Exp *lookup(Game_T g);

/* g's expansion if it is an uptimal with a positive last coefficient */
static Exp *positive(Game_T g)
{
    if (Game_num_right(g) != 1)
        return NULL;
    const Exp *r = lookup(Game_right(g, 0));
    if (!r)
        return NULL;
    size_t nl = Game_num_left(g), longest = 0;
    for (size_t i = 0; i < nl; i++) {                 /* may add to the store */
        const Exp *o = lookup(Game_left(g, i));
        if (!o || o->x != r->x)
            return NULL;
        if (o->k > longest)
            longest = o->k;
    }
    Exp **l = ALLOC((nl ? nl : 1) * sizeof *l);       /* from here on, no store calls */
    for (size_t i = 0; i < nl; i++)
        l[i] = (Exp *)lookup(Game_left(g, i));
    Exp *e = NULL;
    if (r->k > 0 && r->a[r->k - 1] > 0) {
        e = increment(r, r->k);
        if (!valid(e, l, nl, r)) {
            exp_free(e);
            e = NULL;
        }
    }
    if (!e) {
        e = increment(r, (r->k > longest ? r->k : longest) + 1);
        if (!valid(e, l, nl, r)) {
            exp_free(e);
            e = NULL;
        }
    }
    free(l);
    return e;
}
#line 395 "noweb/games/uptimal.nw"
static bool options_uptimal(Game_T g)
{
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    if ((nl != 1 && nr != 1) || nl == 0 || nr == 0)
        return false;
    const Exp *r = lookup(Game_right(g, 0));
    if (!r)
        return false;
    for (size_t side = 0; side < 2; side++)
        for (size_t i = 0; i < (side ? nr : nl); i++) {
            const Exp *o = lookup(side ? Game_right(g, i) : Game_left(g, i));
            if (!o || o->x != r->x)
                return false;
        }
    return true;
}
#line 416 "noweb/games/uptimal.nw"
static void cache_reset(void)
{
    for (size_t i = 0; i < cache.cap; i++)
        if (cache.slot[i].g != EMPTY)
            exp_free(cache.slot[i].e);
    free(cache.slot);
    cache.slot = NULL;
    cache.n = cache.cap = 0;
    cache.epoch = Game_store_epoch();
}

static size_t cache_probe(Slot *s, size_t cap, Game_T g)
{
    size_t i = ((size_t)g * 0x9E3779B97F4A7C15ull) & (cap - 1);
    while (s[i].g != EMPTY && s[i].g != g)
        i = (i + 1) & (cap - 1);
    return i;
}

static void cache_put(Game_T g, Exp *e)
{
    if (2 * (cache.n + 1) > cache.cap) {
        size_t cap = cache.cap ? 2 * cache.cap : 64;
        Slot *s = ALLOC(cap * sizeof *s);
        for (size_t i = 0; i < cap; i++)
            s[i].g = EMPTY;
        for (size_t i = 0; i < cache.cap; i++)
            if (cache.slot[i].g != EMPTY)
                s[cache_probe(s, cap, cache.slot[i].g)] = cache.slot[i];
        free(cache.slot);
        cache.slot = s;
        cache.cap = cap;
    }
    size_t i = cache_probe(cache.slot, cache.cap, g);
    cache.slot[i].g = g;
    cache.slot[i].e = e;
    cache.n++;
}

static const Exp *lookup(Game_T g)
{
    if (cache.epoch != Game_store_epoch())
        cache_reset();
    if (cache.cap) {
        size_t i = cache_probe(cache.slot, cache.cap, g);
        if (cache.slot[i].g == g)
            return cache.slot[i].e == &none ? NULL : cache.slot[i].e;
    }
    Exp *e = NULL;
    if (Game_is_nus(g)) {
        int64_t ups;
        uint32_t nim;
        Dyadic_clear(&nus_x);                 /* the last one, if the store stopped */
        Game_nus_parts(g, &nus_x, &ups, &nim);
        Game_T x = Game_number(nus_x);
        Dyadic_clear(&nus_x);
        e = exp_new(x, nim, &ups, 1);
    } else if (options_uptimal(g) && !(e = positive(g))) {
        Game_T x = lookup(Game_right(g, 0))->x;
        Exp *f = positive(Game_neg(g));
        if (f) {
            for (size_t i = 0; i < f->k; i++)
                f->a[i] = -f->a[i];
            f->x = x;                         /* -(-x): no store call */
            e = f;
        }
    }
    cache_put(g, e ? e : &none);
    return e;
}
#line 489 "noweb/games/uptimal.nw"
bool Uptimal_expansion(Game_T g, Uptimal_Expansion *out)
{
    const Exp *e = lookup(g);
    if (e && out) {
        out->number = e->x;
        out->nim = e->m;
        out->length = e->k;
        out->coef = e->a;
    }
    return e != NULL;
}

bool Uptimal_is(Game_T g)
{
    return lookup(g) != NULL;
}
#line 516 "noweb/games/uptimal.nw"
char *Uptimal_expansion_str(Game_T g)
{
    const Exp *e = lookup(g);
    if (!e)
        return NULL;
    Dyadic_T x = Game_number_value(e->x);
    char *num = Dyadic_str(x);
    Dyadic_clear(&x);
    size_t cap = strlen(num) + 16 + 24 * e->k, n = 0;
    char *s = ALLOC(cap);
    if (e->m == 0 || strcmp(num, "0") != 0)
        n += (size_t)snprintf(s + n, cap - n, "%s", num);
    free(num);
    if (e->m == 1)
        n += (size_t)snprintf(s + n, cap - n, "*");
    else if (e->m > 1)
        n += (size_t)snprintf(s + n, cap - n, "*%lu", (unsigned long)e->m);
    n += (size_t)snprintf(s + n, cap - n, e->k ? "." : ".0");
    for (size_t i = 0; i < e->k; i++) {
        int64_t c = e->a[i];
        uint64_t d = c < 0 ? 0 - (uint64_t)c : (uint64_t)c;
        if (d < 10)
            n += (size_t)snprintf(s + n, cap - n, "%c", (char)('0' + d));
        else if (d < 36)
            n += (size_t)snprintf(s + n, cap - n, "%c", (char)('A' + d - 10));
        else
            n += (size_t)snprintf(s + n, cap - n, "(%llu)", (unsigned long long)d);
        if (c < 0)
            n += (size_t)snprintf(s + n, cap - n, "-");
    }
    return s;
}
