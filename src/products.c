/* Generated from noweb/games/products.nw by notangle: edit the .nw, not this file. */
#line 101 "noweb/games/products.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "products.h"
#include "gamevec.h"
#include "idmemo.h"
#include "mem.h"
#include "nim.h"

#line 124 "noweb/games/products.nw"
enum { OP_NORTON = 1, OP_CONWAY, OP_FORM, OP_COLON, OP_CONJ, OP_SEL };

typedef Gamevec Vec;                       /* module gamevec: a limit cannot leak it */

typedef struct Form { Vec l, r; } Form;     /* options of the form G (x) H' */

static struct {
    bool busy;
    Idmemo memo;            /* module idmemo: the results of this call */
    Form *forms;
    size_t nforms, capforms;
    Gamevec_Pool pool;      /* every Vec of a call, the forms' included */
} pm;
#line 140 "noweb/games/products.nw"
static void pm_reset(void)
{
    Gamevec_pool_release(&pm.pool);     /* the forms' vectors, and a limit's */
    free(pm.forms);
    Idmemo_clear(&pm.memo);
    memset(&pm, 0, sizeof pm);
}

static void pm_begin(void)
{
    if (pm.busy)
        pm_reset();
    pm.busy = true;
}

static bool pm_get(int op, Game_T a, Game_T b, Game_T *v)
{
    uint64_t w;
    if (!Idmemo_get(&pm.memo, (unsigned)op, a, b, &w))
        return false;
    *v = (Game_T)w;
    return true;
}

static Game_T pm_put(int op, Game_T a, Game_T b, Game_T v)
{
    return (Game_T)Idmemo_put(&pm.memo, (unsigned)op, a, b, v);
}

static void vec_push(Vec *v, Game_T g)
{
    Gamevec_push(&pm.pool, v, g);
}

static Game_T vec_make(Vec *l, Vec *r)   /* the canonical form of {l | r}; frees both */
{
    return Gamevec_make(&pm.pool, l, r);
}
#line 188 "noweb/games/products.nw"
static Vec incentives_plus_u(Game_T u)     /* U + I for the undominated I */
{
    Vec in = { 0 };
    for (size_t i = 0; i < Game_num_left(u); i++)
        vec_push(&in, Game_sub(Game_left(u, i), u));
    for (size_t i = 0; i < Game_num_right(u); i++)
        vec_push(&in, Game_sub(u, Game_right(u, i)));
    size_t k = 0;
    for (size_t i = 0; i < in.n; i++) {
        bool keep = true;
        for (size_t j = 0; j < in.n && keep; j++)
            if (j != i && Game_le(in.a[i], in.a[j])
                && (!Game_le(in.a[j], in.a[i]) || j < i))
                keep = false;                 /* dominated, or a later duplicate */
        if (keep)
            in.a[k++] = in.a[i];
    }
    in.n = k;
    for (size_t i = 0; i < in.n; i++)
        in.a[i] = Game_add(u, in.a[i]);
    return in;
}

static Game_T copies(int64_t n, Game_T u)
{
    Game_T sum = Game_zero(), pow = n < 0 ? Game_neg(u) : u;
    uint64_t m = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    for (; m; m >>= 1) {
        if (m & 1)
            sum = Game_add(sum, pow);
        if (m > 1)
            pow = Game_add(pow, pow);
    }
    return sum;
}

#line 231 "noweb/games/products.nw"
static bool integer_of(Game_T g, int64_t *n)
{
    Dyadic_T x = Game_number_value(g);
    bool ok = Dyadic_to_int64(x, n);
    Dyadic_clear(&x);
    return ok;
}

static Game_T norton(Game_T g, Game_T u, const Vec *in)
{
    Game_T v;
    int64_t n;
    if (Game_is_integer(g) && integer_of(g, &n))
        return copies(n, u);
    if (pm_get(OP_NORTON, g, u, &v))
        return v;
    Vec l = { 0 }, r = { 0 };
    for (size_t i = 0; i < Game_num_left(g); i++) {
        Game_T x = norton(Game_left(g, i), u, in);
        for (size_t j = 0; j < in->n; j++)
            vec_push(&l, Game_add(x, in->a[j]));
    }
    for (size_t i = 0; i < Game_num_right(g); i++) {
        Game_T x = norton(Game_right(g, i), u, in);
        for (size_t j = 0; j < in->n; j++)
            vec_push(&r, Game_sub(x, in->a[j]));
    }
    return pm_put(OP_NORTON, g, u, vec_make(&l, &r));
}

bool Gameops_norton_product(Game_T g, Game_T u, Game_T *out, const char **why)
{
    assert(out && why);
    int64_t n;
    if (Game_is_integer(g)) {
        if (!integer_of(g, &n)) {
            *why = "an integer below 2^63 for NortonProduct";
            return false;
        }
        *out = copies(n, u);
        return true;
    }
    pm_begin();
    Vec in = incentives_plus_u(u);
    *out = norton(g, u, &in);
    Gamevec_free(&pm.pool, &in);
    pm_reset();
    return true;
}
#line 288 "noweb/games/products.nw"
static Game_T conway(Game_T g, Game_T h)
{
    if (Game_is_number(g) && Game_is_number(h)) {
        Dyadic_T x = Game_number_value(g), y = Game_number_value(h);
        Dyadic_T z = Dyadic_mul(x, y);
        Game_T p = Game_number(z);
        Dyadic_clear(&x);
        Dyadic_clear(&y);
        Dyadic_clear(&z);
        return p;
    }
    if (Game_is_nimber(g) && Game_is_nimber(h))
        return Game_nimber((uint32_t)Nim_times(Game_nimber_value(g),
                                               Game_nimber_value(h)));
    if (g > h) {
        Game_T t = g;
        g = h;
        h = t;
    }
    Game_T v;
    if (pm_get(OP_CONWAY, g, h, &v))
        return v;
    Vec l = { 0 }, r = { 0 };
    
#line 328 "noweb/games/products.nw"
for (int sx = 0; sx < 2; sx++) {
    size_t ng = sx ? Game_num_right(g) : Game_num_left(g);
    for (size_t i = 0; i < ng; i++) {
        Game_T gx = sx ? Game_right(g, i) : Game_left(g, i);
        Game_T gxh = conway(gx, h);
        for (int sy = 0; sy < 2; sy++) {
            size_t nh = sy ? Game_num_right(h) : Game_num_left(h);
            for (size_t j = 0; j < nh; j++) {
                Game_T hy = sy ? Game_right(h, j) : Game_left(h, j);
                Game_T t = Game_sub(Game_add(gxh, conway(g, hy)), conway(gx, hy));
                vec_push(sx == sy ? &l : &r, t);
            }
        }
    }
}
#line 312 "noweb/games/products.nw"
    return pm_put(OP_CONWAY, g, h, vec_make(&l, &r));
}

bool Gameops_conway_product(Game_T g, Game_T h, Game_T *out, const char **why)
{
    assert(out && why);
    pm_begin();
    *out = conway(g, h);
    pm_reset();
    return true;
}
#line 352 "noweb/games/products.nw"
static Game_T colon(Game_T g, Game_T hp, Game_T b);

static const Form *form(Game_T g, Game_T hp)
{
    Game_T ix;
    if (pm_get(OP_FORM, hp, 0, &ix))
        return &pm.forms[ix];
    Form f = { { 0 }, { 0 } };
    Game_T ng = Game_neg(g);
    for (int p = 0; p < 2; p++) {          /* H'^L with G, H'^R with -G */
        size_t nh = p ? Game_num_right(hp) : Game_num_left(hp);
        Game_T base = p ? ng : g;
        for (size_t j = 0; j < nh; j++) {
            Game_T hq = p ? Game_right(hp, j) : Game_left(hp, j);
            for (size_t i = 0; i < Game_num_left(base); i++)
                vec_push(&f.l, colon(g, hq, Game_left(base, i)));
            for (size_t i = 0; i < Game_num_right(base); i++)
                vec_push(&f.r, colon(g, hq, Game_right(base, i)));
        }
    }
    GROW(pm.forms, pm.capforms, pm.nforms + 1);
    pm.forms[pm.nforms] = f;
    pm_put(OP_FORM, hp, 0, (Game_T)pm.nforms);
    return &pm.forms[pm.nforms++];
}

static Game_T colon(Game_T g, Game_T hp, Game_T b)
{
    Game_T v;
    if (pm_get(OP_COLON, hp, b, &v))
        return v;
    const Form *f = form(g, hp);
    Vec l = { 0 }, r = { 0 };
    for (size_t i = 0; i < f->l.n; i++)
        vec_push(&l, f->l.a[i]);
    for (size_t i = 0; i < f->r.n; i++)
        vec_push(&r, f->r.a[i]);
    for (size_t i = 0; i < Game_num_left(b); i++)
        vec_push(&l, colon(g, hp, Game_left(b, i)));
    for (size_t i = 0; i < Game_num_right(b); i++)
        vec_push(&r, colon(g, hp, Game_right(b, i)));
    return pm_put(OP_COLON, hp, b, vec_make(&l, &r));
}

bool Gameops_ordinal_product(Game_T g, Game_T h, Game_T *out, const char **why)
{
    assert(out && why);
    pm_begin();
    *out = colon(g, h, Game_zero());
    pm_reset();
    return true;
}
#line 424 "noweb/games/products.nw"
static Game_T conjunct(Game_T g, Game_T h)
{
    Game_T v;
    if (pm_get(OP_CONJ, g, h, &v))
        return v;
    Vec l = { 0 }, r = { 0 };
    for (size_t i = 0; i < Game_num_left(g); i++)
        for (size_t j = 0; j < Game_num_left(h); j++)
            vec_push(&l, conjunct(Game_left(g, i), Game_left(h, j)));
    for (size_t i = 0; i < Game_num_right(g); i++)
        for (size_t j = 0; j < Game_num_right(h); j++)
            vec_push(&r, conjunct(Game_right(g, i), Game_right(h, j)));
    return pm_put(OP_CONJ, g, h, vec_make(&l, &r));
}

static Game_T sel(Game_T g, Game_T h)
{
    Game_T v;
    if (pm_get(OP_SEL, g, h, &v))
        return v;
    Vec l = { 0 }, r = { 0 };
    for (int p = 0; p < 2; p++) {
        Vec *o = p ? &r : &l;
        size_t ng = p ? Game_num_right(g) : Game_num_left(g);
        size_t nh = p ? Game_num_right(h) : Game_num_left(h);
        for (size_t i = 0; i < ng; i++) {
            Game_T gx = p ? Game_right(g, i) : Game_left(g, i);
            vec_push(o, Game_add(gx, h));
            for (size_t j = 0; j < nh; j++)
                vec_push(o, conjunct(gx, p ? Game_right(h, j) : Game_left(h, j)));
        }
        for (size_t j = 0; j < nh; j++)
            vec_push(o, Game_add(g, p ? Game_right(h, j) : Game_left(h, j)));
    }
    return pm_put(OP_SEL, g, h, vec_make(&l, &r));
}

Game_T Gameops_conjunctive_sum(Game_T g, Game_T h)
{
    pm_begin();
    Game_T v = conjunct(g, h);
    pm_reset();
    return v;
}

Game_T Gameops_selective_sum(Game_T g, Game_T h)
{
    pm_begin();
    Game_T v = sel(g, h);
    pm_reset();
    return v;
}
