/* Generated from noweb/games/sum.nw by notangle: edit the .nw, not this file. */
#line 82 "noweb/games/sum.nw"
#define STORE_REPRESENTATION
#include <assert.h>
#include <stdint.h>
#include "game.h"

#line 110 "noweb/games/sum.nw"
static Game_T neg(Game_T g)
{
    Game_T r = S.negof[g];
    if (r != NONE)
        return r;
    if (S.rec[g].nl & F_NUS) {
        const Nus *n = nus_of(g);
        size_t at = T.nkept;
        r = Store_nus(*keep(Dyadic_neg(n->x)), -n->ups, n->nim);
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
        r = Store_general(&T.scr[base], nr, &T.scr[base + nr], nl);
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
#line 164 "noweb/games/sum.nw"
static Game_T add(Game_T g, Game_T h);

static Game_T nus_add(Game_T g, Game_T h)
{
    const Nus *a = nus_of(g), *b = nus_of(h);
    size_t at = T.nkept;
    Dyadic_T *x = keep(Dyadic_add(a->x, b->x));
    int64_t u;
    bool overflow = __builtin_add_overflow(a->ups, b->ups, &u);
    assert(!overflow);
    (void)overflow;
    Game_T r = Store_nus(*x, u, nus_of(g)->nim ^ nus_of(h)->nim);
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
    Game_T r = Store_general(&T.scr[base], nl, &T.scr[base + nl], nr);
    T.sp = base;
    return r;
}

#line 351 "noweb/games/sum.nw"
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
        return Store_general(&ac, 1, &bc, 1);
    size_t base = T.sp;
    push(ac);
    push(bc);
    Game_T res = Game_canon_pushed(base, 1, 1);
    T.sp = base;
    return res;
}

#line 195 "noweb/games/sum.nw"
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
    Game_T r = Game_canon_pushed(base, gl + hl, gr + hr);
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
#line 409 "noweb/games/sum.nw"
Game_T Game_zero(void) { ENSURE(); return 0; }
Game_T Game_star(void) { ENSURE(); return S.star; }
Game_T Game_up(void)   { ENSURE(); return S.up; }
Game_T Game_down(void) { ENSURE(); return S.down; }

Game_T Game_integer(int64_t n)
{
    ENSURE();
    Dyadic_T x = Dyadic_int(n);
    Game_T r = Store_nus(x, 0, 0);
    Dyadic_clear(&x);
    return r;
}

Game_T Game_number(Dyadic_T x)
{
    ENSURE();
    return Store_nus(x, 0, 0);
}

Game_T Game_nimber(uint32_t n)
{
    ENSURE();
    Dyadic_T x = Dyadic_int(0);
    return Store_nus(x, 0, n);
}

Game_T Game_nus(Dyadic_T x, int64_t ups, uint32_t nim)
{
    ENSURE();
    return Store_nus(x, ups, nim);
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
