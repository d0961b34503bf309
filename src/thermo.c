/* Generated from noweb/games/thermo.nw by notangle: edit the .nw, not this file. */
#line 239 "noweb/games/thermo.nw"
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "thermo.h"
#include "mem.h"

#line 255 "noweb/games/thermo.nw"
#define NO_KEY UINT32_MAX
typedef struct Memo { Game_T *key; uint32_t *val; size_t cap, n; } Memo;
#line 314 "noweb/games/thermo.nw"
typedef struct Sections { Thermo_Section l, r; } Sections;
static struct {
    Memo sec_memo, th_memo;
    Sections *sec;
    Thermo_Graph *th;
    size_t nsec, capsec, nth, capth;
    uint64_t epoch;               /* the store's epoch of the entries */
} C;
#line 853 "noweb/games/thermo.nw"
static uint32_t thermograph_index(Game_T g);
static uint32_t compact_thermograph(Game_T g);
#line 918 "noweb/games/thermo.nw"
static struct {
    Memo memo;
    Game_T *a;
    size_t n, cap;
    Dyadic_T t;            /* the temperature of the current cooling */
    Game_T tg, sg;         /* the games t and s of heating */
    Dyadic_T m;            /* the copies of s left in a Norton product */
} W;
#line 260 "noweb/games/thermo.nw"
static void memo_clear(Memo *m)
{
    free(m->key);
    free(m->val);
    *m = (Memo){ 0 };
}

static size_t memo_slot(const Memo *m, Game_T k)
{
    size_t i = (size_t)(k * 2654435761u) & (m->cap - 1);
    while (m->key[i] != NO_KEY && m->key[i] != k)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static bool memo_get(const Memo *m, Game_T k, uint32_t *v)
{
    if (m->cap == 0)
        return false;
    size_t i = memo_slot(m, k);
    if (m->key[i] == NO_KEY)
        return false;
    *v = m->val[i];
    return true;
}

static void memo_put(Memo *m, Game_T k, uint32_t v)
{
    if (2 * (m->n + 1) > m->cap) {
        Memo old = *m;
        m->cap = old.cap ? 2 * old.cap : 256;
        m->n = 0;
        m->key = ALLOC(m->cap * sizeof *m->key);
        m->val = ALLOC(m->cap * sizeof *m->val);
        memset(m->key, 0xff, m->cap * sizeof *m->key);
        for (size_t i = 0; i < old.cap; i++)
            if (old.key[i] != NO_KEY)
                memo_put(m, old.key[i], old.val[i]);
        memo_clear(&old);
    }
    size_t i = memo_slot(m, k);
    if (m->key[i] == NO_KEY)
        m->n++;
    m->key[i] = k;
    m->val[i] = v;
}
#line 325 "noweb/games/thermo.nw"
static void wall_free(Thermo_Wall *w);

void Thermo_cache_free(void)
{
    for (size_t i = 0; i < C.nsec; i++) {
        Dyadic_clear(&C.sec[i].l.x);
        Dyadic_clear(&C.sec[i].r.x);
    }
    for (size_t i = 0; i < C.nth; i++) {
        wall_free(&C.th[i].left);
        wall_free(&C.th[i].right);
    }
    free(C.sec);
    free(C.th);
    memo_clear(&C.sec_memo);
    memo_clear(&C.th_memo);
    
#line 929 "noweb/games/thermo.nw"
memo_clear(&W.memo);
free(W.a);
Dyadic_clear(&W.t);
Dyadic_clear(&W.m);
memset(&W, 0, sizeof W);
#line 342 "noweb/games/thermo.nw"
    memset(&C, 0, sizeof C);
}

static void check_store(void)
{
    uint64_t e = Game_store_epoch();
    if (e != C.epoch) {
        Thermo_cache_free();
        C.epoch = e;
    }
}
#line 358 "noweb/games/thermo.nw"
int Thermo_section_cmp(Thermo_Section a, Thermo_Section b)
{
    assert(a.side == 'L' || a.side == 'R');
    assert(b.side == 'L' || b.side == 'R');
    int c = Dyadic_cmp(a.x, b.x);
    if (c != 0)
        return c;
    return a.side == b.side ? 0 : a.side == 'L' ? -1 : 1;
}

void Thermo_section_clear(Thermo_Section *s)
{
    assert(s);
    Dyadic_clear(&s->x);
}

static Thermo_Section section_copy(Thermo_Section s)
{
    return (Thermo_Section){ Dyadic_copy(s.x), s.side };
}
#line 395 "noweb/games/thermo.nw"
static uint32_t sections_index(Game_T g)
{
    uint32_t k;
    if (memo_get(&C.sec_memo, g, &k))
        return k;
    Sections s;
    if (Game_is_nus(g)) {
        
#line 433 "noweb/games/thermo.nw"
Dyadic_T x;
Game_nus_parts(g, &x, NULL, NULL);
Game_Order o = Game_compare(g, Game_number(x));
s.l = (Thermo_Section){ Dyadic_copy(x), o == GAME_LESS ? 'L' : 'R' };
s.r = (Thermo_Section){ x, o == GAME_GREATER || o == GAME_EQUAL ? 'R' : 'L' };
if (o == GAME_EQUAL)
    s.l.side = 'L';
#line 403 "noweb/games/thermo.nw"
    } else {
        Game_stack_check();
        size_t nl = Game_num_left(g), nr = Game_num_right(g);
        assert(nl > 0 && nr > 0);    /* a canonical non-number has both */
        uint32_t best = sections_index(Game_left(g, 0));
        for (size_t i = 1; i < nl; i++) {
            uint32_t j = sections_index(Game_left(g, i));
            if (Thermo_section_cmp(C.sec[j].r, C.sec[best].r) > 0)
                best = j;
        }
        s.l = section_copy(C.sec[best].r);
        best = sections_index(Game_right(g, 0));
        for (size_t i = 1; i < nr; i++) {
            uint32_t j = sections_index(Game_right(g, i));
            if (Thermo_section_cmp(C.sec[j].l, C.sec[best].l) < 0)
                best = j;
        }
        s.r = section_copy(C.sec[best].l);
        assert(Thermo_section_cmp(s.l, s.r) >= 0);   /* Theorem 56 */
    }
    if (C.nsec == C.capsec) {
        C.capsec = C.capsec ? 2 * C.capsec : 256;
        RESIZE(C.sec, C.capsec * sizeof *C.sec);
    }
    C.sec[C.nsec] = s;
    memo_put(&C.sec_memo, g, (uint32_t)C.nsec);
    return (uint32_t)C.nsec++;
}

#line 443 "noweb/games/thermo.nw"
Thermo_Section Thermo_left_section(Game_T g)
{
    check_store();
    uint32_t k = sections_index(g);     /* first: the cache may move */
    return section_copy(C.sec[k].l);
}

Thermo_Section Thermo_right_section(Game_T g)
{
    check_store();
    uint32_t k = sections_index(g);
    return section_copy(C.sec[k].r);
}
#line 462 "noweb/games/thermo.nw"
Game_Order Thermo_compare_number(Game_T g, Dyadic_T x)
{
    Thermo_Section l = Thermo_left_section(g), r = Thermo_right_section(g);
    int cl = Dyadic_cmp(x, l.x), cr = Dyadic_cmp(x, r.x);
    bool x_ge = l.side == 'L' ? cl >= 0 : cl > 0;
    bool x_le = r.side == 'R' ? cr <= 0 : cr < 0;
    Thermo_section_clear(&l);
    Thermo_section_clear(&r);
    if (x_ge && x_le) return GAME_EQUAL;
    if (x_ge) return GAME_LESS;
    if (x_le) return GAME_GREATER;
    return GAME_CONFUSED;
}
#line 485 "noweb/games/thermo.nw"
static void wall_free(Thermo_Wall *w)
{
    for (size_t i = 0; i < w->n; i++) {
        Dyadic_clear(&w->p[i].t);
        Dyadic_clear(&w->p[i].v);
    }
    free(w->p);
    free(w->slope);
    *w = (Thermo_Wall){ 0 };
}

static void wall_push(Thermo_Wall *w, Dyadic_T t, Dyadic_T v, int slope)
{
    if (w->n > 0 && w->slope[w->n - 1] == slope) {
        Dyadic_clear(&t);
        Dyadic_clear(&v);
        return;
    }
    if (w->n == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 4;
        RESIZE(w->p, w->cap * sizeof *w->p);
        RESIZE(w->slope, w->cap * sizeof *w->slope);
    }
    w->p[w->n] = (Thermo_Point){ t, v };
    w->slope[w->n++] = slope;
}

static Thermo_Wall wall_copy(const Thermo_Wall *w, int tilt)
{
    Thermo_Wall c = { 0 };
    for (size_t i = 0; i < w->n; i++) {
        Dyadic_T d = Dyadic_mul_int(w->p[i].t, tilt);
        wall_push(&c, Dyadic_copy(w->p[i].t), Dyadic_add(w->p[i].v, d),
                  w->slope[i] + tilt);
        Dyadic_clear(&d);
    }
    return c;
}
#line 528 "noweb/games/thermo.nw"
static size_t seg(const Thermo_Wall *w, Dyadic_T t)
{
    size_t lo = 0, hi = w->n;          /* p[lo].t <= t < p[hi].t */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (Dyadic_cmp(w->p[mid].t, t) <= 0) lo = mid; else hi = mid;
    }
    return lo;
}

static Dyadic_T value_in(const Thermo_Wall *w, size_t i, Dyadic_T t)
{
    Dyadic_T d = Dyadic_sub(t, w->p[i].t), e = Dyadic_mul_int(d, w->slope[i]);
    Dyadic_T v = Dyadic_add(w->p[i].v, e);
    Dyadic_clear(&d);
    Dyadic_clear(&e);
    return v;
}

Dyadic_T Thermo_wall_at(const Thermo_Wall *w, Dyadic_T t)
{
    assert(w && w->n > 0 && Dyadic_cmp(t, w->p[0].t) >= 0);
    return value_in(w, seg(w, t), t);
}
#line 563 "noweb/games/thermo.nw"
static Dyadic_T div_slope(Dyadic_T d, int ds)
{
    assert(ds == 1 || ds == 2);
    return ds == 2 ? Dyadic_half(d) : Dyadic_copy(d);
}

static Thermo_Wall wall_extreme(const Thermo_Wall *f, const Thermo_Wall *g, int sign)
{
    Thermo_Wall out = { 0 };
    size_t i = 0, j = 0;
    while (i < f->n || j < g->n) {
        
#line 593 "noweb/games/thermo.nw"
Dyadic_T b;
if (j >= g->n || (i < f->n && Dyadic_cmp(f->p[i].t, g->p[j].t) < 0))
    b = Dyadic_copy(f->p[i++].t);
else if (i >= f->n || Dyadic_cmp(g->p[j].t, f->p[i].t) < 0)
    b = Dyadic_copy(g->p[j++].t);
else {
    b = Dyadic_copy(f->p[i++].t);
    j++;
}
const Dyadic_T *next = NULL;
if (i < f->n) next = &f->p[i].t;
if (j < g->n && (!next || Dyadic_cmp(g->p[j].t, *next) < 0)) next = &g->p[j].t;
#line 575 "noweb/games/thermo.nw"
        size_t fi = seg(f, b), gi = seg(g, b);
        Dyadic_T fb = value_in(f, fi, b), gb = value_in(g, gi, b);
        int sf = f->slope[fi], sg = g->slope[gi];
        int c = sign * Dyadic_cmp(fb, gb);
        bool f_wins = c > 0 || (c == 0 && sign * sf >= sign * sg);
        wall_push(&out, Dyadic_copy(b), Dyadic_copy(f_wins ? fb : gb), f_wins ? sf : sg);
        if (c != 0 && sign * ((f_wins ? sg : sf) - (f_wins ? sf : sg)) > 0) {
            
#line 610 "noweb/games/thermo.nw"
int ds = (f_wins ? sg : sf) - (f_wins ? sf : sg);
Dyadic_T d = Dyadic_sub(fb, gb);
if (Dyadic_sign(d) < 0) { Dyadic_T e = Dyadic_neg(d); Dyadic_clear(&d); d = e; }
Dyadic_T q = div_slope(d, ds < 0 ? -ds : ds), cross = Dyadic_add(b, q);
if (!next || Dyadic_cmp(cross, *next) < 0) {
    const Thermo_Wall *loser = f_wins ? g : f;
    Dyadic_T v = value_in(loser, f_wins ? gi : fi, cross);
    wall_push(&out, Dyadic_copy(cross), v, f_wins ? sg : sf);
}
Dyadic_clear(&d);
Dyadic_clear(&q);
Dyadic_clear(&cross);
#line 583 "noweb/games/thermo.nw"
        }
        Dyadic_clear(&fb);
        Dyadic_clear(&gb);
        Dyadic_clear(&b);
    }
    return out;
}
#line 632 "noweb/games/thermo.nw"
static Dyadic_T meeting_point(const Thermo_Wall *ls, const Thermo_Wall *rs)
{
    size_t i = 0, j = 0;
    Dyadic_T tau;
    for (;;) {
        const Thermo_Wall *f = ls, *g = rs;
        
#line 593 "noweb/games/thermo.nw"
Dyadic_T b;
if (j >= g->n || (i < f->n && Dyadic_cmp(f->p[i].t, g->p[j].t) < 0))
    b = Dyadic_copy(f->p[i++].t);
else if (i >= f->n || Dyadic_cmp(g->p[j].t, f->p[i].t) < 0)
    b = Dyadic_copy(g->p[j++].t);
else {
    b = Dyadic_copy(f->p[i++].t);
    j++;
}
const Dyadic_T *next = NULL;
if (i < f->n) next = &f->p[i].t;
if (j < g->n && (!next || Dyadic_cmp(g->p[j].t, *next) < 0)) next = &g->p[j].t;
#line 639 "noweb/games/thermo.nw"
        size_t fi = seg(f, b), gi = seg(g, b);
        Dyadic_T fb = value_in(f, fi, b), gb = value_in(g, gi, b), d = Dyadic_sub(fb, gb);
        int sd = f->slope[fi] - g->slope[gi];
        assert(Dyadic_sign(d) >= 0);
        bool found = false;
        if (sd < 0) {
            Dyadic_T q = div_slope(d, -sd);
            tau = Dyadic_add(b, q);
            Dyadic_clear(&q);
            found = !next || Dyadic_cmp(tau, *next) <= 0;
            if (!found) Dyadic_clear(&tau);
        }
        Dyadic_clear(&fb);
        Dyadic_clear(&gb);
        Dyadic_clear(&d);
        Dyadic_clear(&b);
        if (found)
            return tau;
        assert(next);
    }
}
#line 664 "noweb/games/thermo.nw"
static Thermo_Wall cut_at(const Thermo_Wall *s, Dyadic_T tau)
{
    Thermo_Wall w = { 0 };
    for (size_t i = 0; i < s->n && Dyadic_cmp(s->p[i].t, tau) < 0; i++)
        wall_push(&w, Dyadic_copy(s->p[i].t), Dyadic_copy(s->p[i].v), s->slope[i]);
    wall_push(&w, Dyadic_copy(tau), Thermo_wall_at(s, tau), 0);
    return w;
}
#line 687 "noweb/games/thermo.nw"
static Thermo_Wall mast(Dyadic_T x)
{
    Thermo_Wall w = { 0 };
    wall_push(&w, Dyadic_int(-1), Dyadic_copy(x), 0);
    return w;
}

static const Thermo_Wall *option_wall(Game_T g, bool left, size_t i)
{
    return left ? &C.th[thermograph_index(Game_left(g, i))].right
                : &C.th[thermograph_index(Game_right(g, i))].left;
}

static Thermo_Wall scaffold(Game_T g, bool left)
{
    size_t n = left ? Game_num_left(g) : Game_num_right(g), nth = C.nth;
    assert(n > 0);
    Thermo_Wall acc = wall_copy(option_wall(g, left, 0), 0);
    for (size_t i = 1; i < n; i++) {
        Thermo_Wall w = wall_extreme(&acc, option_wall(g, left, i), left ? 1 : -1);
        wall_free(&acc);
        acc = w;
    }
    assert(C.nth == nth);           /* the options' were made before: nothing moved */
    (void)nth;
    Thermo_Wall s = wall_copy(&acc, left ? -1 : 1);
    wall_free(&acc);
    return s;
}

static uint32_t thermograph_store(Game_T g, Thermo_Graph th)
{
    if (C.nth == C.capth) {
        C.capth = C.capth ? 2 * C.capth : 256;
        RESIZE(C.th, C.capth * sizeof *C.th);
    }
    C.th[C.nth] = th;
    memo_put(&C.th_memo, g, (uint32_t)C.nth);
    return (uint32_t)C.nth++;
}

static uint32_t thermograph_by_options(Game_T g)
{
    Thermo_Graph th;
    if (Game_is_integer(g)) {
        Dyadic_T x = Game_number_value(g);
        th.left = mast(x);
        th.right = mast(x);
        Dyadic_clear(&x);
    } else {
        Game_stack_check();
        for (size_t i = 0; i < Game_num_left(g); i++)   /* holding nothing: may stop */
            thermograph_index(Game_left(g, i));
        for (size_t i = 0; i < Game_num_right(g); i++)
            thermograph_index(Game_right(g, i));
        Thermo_Wall ls = scaffold(g, true), rs = scaffold(g, false);
        Dyadic_T tau = meeting_point(&ls, &rs);
        th.left = cut_at(&ls, tau);
        th.right = cut_at(&rs, tau);
        Dyadic_clear(&tau);
        wall_free(&ls);
        wall_free(&rs);
    }
    return thermograph_store(g, th);
}

static uint32_t thermograph_index(Game_T g)
{
    uint32_t k;
    if (memo_get(&C.th_memo, g, &k))
        return k;
    if (Game_is_nus(g) && !Game_is_number(g)) {
        uint32_t j = compact_thermograph(g);
        if (j != NO_KEY) {
            Thermo_Graph th = { wall_copy(&C.th[j].left, 0), wall_copy(&C.th[j].right, 0) };
            return thermograph_store(g, th);
        }
    }
    return thermograph_by_options(g);
}
#line 799 "noweb/games/thermo.nw"
static bool walls_equal(const Thermo_Wall *a, const Thermo_Wall *b)
{
    if (a->n != b->n)
        return false;
    for (size_t i = 0; i < a->n; i++)
        if (a->slope[i] != b->slope[i] || !Dyadic_eq(a->p[i].t, b->p[i].t)
            || !Dyadic_eq(a->p[i].v, b->p[i].v))
            return false;
    return true;
}

static bool same_graph(uint32_t i, uint32_t j)
{
    return walls_equal(&C.th[i].left, &C.th[j].left)
           && walls_equal(&C.th[i].right, &C.th[j].right);
}

static uint32_t known_or_by_options(Game_T g)
{
    uint32_t k;
    return memo_get(&C.th_memo, g, &k) ? k : thermograph_by_options(g);
}

static uint32_t compact_thermograph(Game_T g)   /* an index, or NO_KEY */
{
    Dyadic_T x;
    int64_t n;
    uint32_t m, r = NO_KEY;
    Game_nus_parts(g, &x, &n, &m);
    if (n == 0 && m >= 4) {
        uint32_t i1 = thermograph_index(Game_nus(x, 0, 1));
        uint32_t i2 = thermograph_index(Game_nus(x, 0, 2));
        uint32_t i3 = thermograph_index(Game_nus(x, 0, 3));
        r = same_graph(i2, i1) ? i2 : same_graph(i3, i2) ? i3 : NO_KEY;
    } else if (n > 2 || n < -2) {
        uint64_t top = n > 0 ? (uint64_t)n : (uint64_t)0 - (uint64_t)n;
        uint32_t prev = NO_KEY;
        for (uint64_t k = 1; k <= top; k++) {
            int64_t ups = n > 0 ? (int64_t)k : -(int64_t)k;
            uint32_t cur =
                known_or_by_options(Game_nus(x, ups, m ^ (uint32_t)((top - k) & 1)));
            if (k == top || (k >= 2 && same_graph(cur, prev))) {
                r = cur;
                break;
            }
            prev = cur;
        }
    }
    Dyadic_clear(&x);
    return r;
}
#line 858 "noweb/games/thermo.nw"
Thermo_Graph *Thermo_thermograph(Game_T g)
{
    check_store();
    uint32_t k = thermograph_index(g);
    Thermo_Graph *th = ALLOC(sizeof *th);
    th->left = wall_copy(&C.th[k].left, 0);
    th->right = wall_copy(&C.th[k].right, 0);
    return th;
}

void Thermo_graph_free(Thermo_Graph **th)
{
    assert(th);
    if (!*th)
        return;
    wall_free(&(*th)->left);
    wall_free(&(*th)->right);
    FREE(*th);
}

Dyadic_T Thermo_graph_mean(const Thermo_Graph *th)
{
    assert(th && th->left.n > 0);
    return Dyadic_copy(th->left.p[th->left.n - 1].v);
}

Dyadic_T Thermo_graph_temperature(const Thermo_Graph *th)
{
    assert(th);
    const Thermo_Wall *l = &th->left, *r = &th->right;
    if (l->n == 1 && r->n == 1)
        return Dyadic_int(-1);
    if (r->n == 1 || (l->n > 1 && Dyadic_cmp(l->p[l->n - 1].t, r->p[r->n - 1].t) >= 0))
        return Dyadic_copy(l->p[l->n - 1].t);
    return Dyadic_copy(r->p[r->n - 1].t);
}

Dyadic_T Thermo_mean(Game_T g)
{
    check_store();
    uint32_t k = thermograph_index(g);  /* first: the cache may move */
    return Thermo_graph_mean(&C.th[k]);
}

Dyadic_T Thermo_temperature(Game_T g)
{
    check_store();
    uint32_t k = thermograph_index(g);
    return Thermo_graph_temperature(&C.th[k]);
}
#line 937 "noweb/games/thermo.nw"
static size_t work_reserve(size_t k)
{
    GROW(W.a, W.cap, W.n + k);
    size_t base = W.n;
    W.n += k;
    return base;
}

static void work_start(void)
{
    check_store();
    memo_clear(&W.memo);
    W.n = 0;
}
#line 958 "noweb/games/thermo.nw"
typedef bool Leaf(Game_T g, Game_T *out);
typedef Game_T Shift(Game_T x, bool left);

static Game_T transform(Game_T g, Leaf *leaf, Shift *shift)
{
    uint32_t k;
    Game_T r;
    if (memo_get(&W.memo, g, &k))
        return k;
    if (!leaf(g, &r)) {
        Game_stack_check();
        size_t nl = Game_num_left(g), nr = Game_num_right(g);
        size_t base = work_reserve(nl + nr);
        for (size_t i = 0; i < nl; i++) {
            Game_T x = transform(Game_left(g, i), leaf, shift);
            W.a[base + i] = shift(x, true);
        }
        for (size_t i = 0; i < nr; i++) {
            Game_T x = transform(Game_right(g, i), leaf, shift);
            W.a[base + nl + i] = shift(x, false);
        }
        r = Game_make(W.a + base, nl, W.a + base + nl, nr);
        W.n = base;
    }
    memo_put(&W.memo, g, r);
    return r;
}
#line 1010 "noweb/games/thermo.nw"
static bool cool_leaf(Game_T g, Game_T *out)
{
    if (Game_is_number(g)) {
        *out = g;
        return true;
    }
    Dyadic_T temp = Thermo_temperature(g);
    bool frozen = Dyadic_cmp(temp, W.t) < 0;
    Dyadic_clear(&temp);
    if (frozen) {
        Dyadic_T m = Thermo_mean(g);
        *out = Game_number(m);
        Dyadic_clear(&m);
    }
    return frozen;
}

static Game_T cool_shift(Game_T x, bool left)
{
    return left ? Game_sub(x, W.tg) : Game_add(x, W.tg);
}

Game_T Thermo_cool(Game_T g, Dyadic_T t)
{
    Dyadic_T m1 = Dyadic_int(-1);
    assert(Dyadic_cmp(t, m1) > 0);
    Dyadic_clear(&m1);
    if (Dyadic_is_zero(t))
        return g;                       /* G_0 = G */
    work_start();
    Dyadic_clear(&W.t);
    W.t = Dyadic_copy(t);
    W.tg = Game_number(t);
    return transform(g, cool_leaf, cool_shift);
}
#line 1059 "noweb/games/thermo.nw"
static bool heat_leaf(Game_T g, Game_T *out)
{
    if (!Game_is_number(g))
        return false;
    *out = g;
    return true;
}

static Game_T heat_shift(Game_T x, bool left)
{
    return left ? Game_add(x, W.tg) : Game_sub(x, W.tg);
}

Game_T Thermo_heat(Game_T g, Game_T t)
{
    work_start();
    W.tg = t;
    return transform(g, heat_leaf, heat_shift);
}

static Game_T norton(Game_T n, Game_T s)          /* n an integer */
{
    Dyadic_clear(&W.m);
    W.m = Game_number_value(n);
    bool negative = Dyadic_sign(W.m) < 0;
    if (negative) {
        Dyadic_T a = Dyadic_neg(W.m);
        Dyadic_clear(&W.m);
        W.m = a;
    }
    Game_T unit = negative ? Game_neg(s) : s, sum = Game_zero();
    while (!Dyadic_is_zero(W.m)) {
        Dyadic_T h = Dyadic_half(W.m);
        bool odd = !Dyadic_is_integer(h);
        Dyadic_clear(&W.m);
        W.m = Dyadic_floor(h);
        Dyadic_clear(&h);
        if (odd)
            sum = Game_add(sum, unit);
        if (!Dyadic_is_zero(W.m))
            unit = Game_add(unit, unit);
    }
    return sum;
}

static bool overheat_leaf(Game_T g, Game_T *out)
{
    if (!Game_is_integer(g))
        return false;
    *out = norton(g, W.sg);
    return true;
}

Game_T Thermo_overheat(Game_T g, Game_T s, Game_T t)
{
    work_start();
    W.tg = t;
    W.sg = s;
    return transform(g, overheat_leaf, heat_shift);
}
#line 1126 "noweb/games/thermo.nw"
static void print_wall(FILE *out, const Thermo_Wall *w)
{
    char *m = Dyadic_str(w->p[w->n - 1].v);
    fprintf(out, "%s,[", m);
    free(m);
    for (size_t i = w->n - 1; i >= 1; i--) {
        char *s = Dyadic_str(w->p[i].t);
        fprintf(out, "%s%s", s, i > 1 ? "," : "");
        free(s);
    }
    fputs("],[", out);
    for (size_t i = w->n; i-- > 0;)
        fprintf(out, "%d%s", w->slope[i], i > 0 ? "," : "");
    fputc(']', out);
}

char *Thermo_str(const Thermo_Graph *th)
{
    assert(th);
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert(out);
    fputs("Thermograph(", out);
    print_wall(out, &th->left);
    fputc(',', out);
    print_wall(out, &th->right);
    fputc(')', out);
    fclose(out);
    return buf;
}
#line 1162 "noweb/games/thermo.nw"
static int by_dyadic(const void *a, const void *b)
{
    return Dyadic_cmp(*(const Dyadic_T *)a, *(const Dyadic_T *)b);
}

static size_t sample_points(const Thermo_Graph *th, Dyadic_T **out)
{
    size_t n = th->left.n + th->right.n + 1, k = 0;
    Dyadic_T *t = ALLOC(n * sizeof *t);
    for (size_t i = 0; i < th->left.n; i++) t[k++] = Dyadic_copy(th->left.p[i].t);
    for (size_t i = 0; i < th->right.n; i++) t[k++] = Dyadic_copy(th->right.p[i].t);
    Dyadic_T temp = Thermo_graph_temperature(th), one = Dyadic_int(1);
    if (Dyadic_sign(temp) < 0) { Dyadic_clear(&temp); temp = Dyadic_int(0); }
    t[k++] = Dyadic_add(temp, one);
    Dyadic_clear(&temp);
    qsort(t, k, sizeof *t, by_dyadic);
    size_t m = 0;
    for (size_t i = 0; i < k; i++) {
        if (m > 0 && Dyadic_eq(t[m - 1], t[i]))
            Dyadic_clear(&t[i]);
        else
            t[m++] = t[i];
    }
    *out = t;
    return m;
}

void Thermo_print_data(FILE *out, const Thermo_Graph *th)
{
    assert(out && th);
    Dyadic_T *t;
    size_t n = sample_points(th, &t);
    fputs("t left right\n", out);
    for (size_t i = 0; i < n; i++) {
        Dyadic_T l = Thermo_wall_at(&th->left, t[i]), r = Thermo_wall_at(&th->right, t[i]);
        char *ts = Dyadic_str(t[i]), *ls = Dyadic_str(l), *rs = Dyadic_str(r);
        fprintf(out, "%s %s %s\n", ts, ls, rs);
        free(ts); free(ls); free(rs);
        Dyadic_clear(&l); Dyadic_clear(&r); Dyadic_clear(&t[i]);
    }
    free(t);
}
#line 1224 "noweb/games/thermo.nw"
static double approx(Dyadic_T x)
{
    char *s = Dyadic_str(x), *slash = strchr(s, '/');
    double v = slash ? strtod(s, NULL) / strtod(slash + 1, NULL) : strtod(s, NULL);
    free(s);
    return v;
}

static void latex_num(FILE *out, Dyadic_T x)
{
    char *s = Dyadic_latex(x);
    fputs(s, out);
    free(s);
}

static void tikz_wall(FILE *out, const Thermo_Wall *w, double top, const char *anchor)
{
    Dyadic_T zero = Dyadic_int(0), v0 = Thermo_wall_at(w, zero);
    fprintf(out, "\\draw[thick] (%.6f,0)", -approx(v0));
    for (size_t i = 1; i < w->n; i++)
        if (Dyadic_sign(w->p[i].t) > 0)
            fprintf(out, " -- (%.6f,%.6f)", -approx(w->p[i].v), approx(w->p[i].t));
    fprintf(out, " -- (%.6f,%.6f);\n", -approx(w->p[w->n - 1].v), top);
    for (size_t i = 1; i + 1 < w->n; i++)
        if (Dyadic_sign(w->p[i].t) > 0) {
            fprintf(out, "\\fill (%.6f,%.6f) circle (1.2pt) "
                    "node[anchor=%s,font=\\scriptsize] {$(",
                    -approx(w->p[i].v), approx(w->p[i].t), anchor);
            latex_num(out, w->p[i].v);
            fputs(",\\,", out);
            latex_num(out, w->p[i].t);
            fputs(")$};\n", out);
        }
    fprintf(out, "\\node[below,font=\\scriptsize] at (%.6f,0) {$", -approx(v0));
    latex_num(out, v0);
    fputs("$};\n", out);
    Dyadic_clear(&v0);
}
#line 1265 "noweb/games/thermo.nw"
void Thermo_print_tikz(FILE *out, const Thermo_Graph *th, const char *title)
{
    assert(out && th);
    Dyadic_T zero = Dyadic_int(0);
    Dyadic_T l0 = Thermo_wall_at(&th->left, zero), r0 = Thermo_wall_at(&th->right, zero);
    Dyadic_T temp = Thermo_graph_temperature(th), m = Thermo_graph_mean(th);
    double lo = -approx(l0), hi = -approx(r0), tt = approx(temp) > 0 ? approx(temp) : 0;
    double width = hi - lo > 1 ? hi - lo : 1, mastlen = width / 4 > 1 ? width / 4 : 1;
    double top = tt + mastlen, unit = 10.0 / (width + 2);
    if (unit * (top + 0.5) > 8.0) unit = 8.0 / (top + 0.5);
    if (unit > 1.5) unit = 1.5;
    char *s = Thermo_str(th);
    fprintf(out, "%% %s\n\\begin{tikzpicture}[x=%.4fcm,y=%.4fcm]\n", s, unit, unit);
    free(s);
    double axis = lo - width > 0 ? lo - 1 : hi + width < 0 ? hi + 1 : 0;   /* value 0 */
    double x0 = axis < lo - 1 ? axis : lo - 1, x1 = axis > hi + 1 ? axis : hi + 1;
    fprintf(out, "\\draw[gray,->] (%.6f,0) -- (%.6f,0);\n", x1, x0);
    fprintf(out, "\\draw[gray,->] (%.6f,0) -- (%.6f,%.6f) node[right] {$t$};\n",
            axis, axis, top + 0.3);
    if (Dyadic_sign(temp) > 0) {      /* the temperature on its axis */
        bool right = axis >= hi;
        fprintf(out, "\\draw[gray] (%.6f,%.6f) -- (%.6f,%.6f) node[%s,font=\\scriptsize] {$",
                axis - 0.08, tt, axis + 0.08, tt, right ? "right" : "left");
        latex_num(out, temp);
        fputs("$};\n", out);
    }
    tikz_wall(out, &th->left, top, "east");
    tikz_wall(out, &th->right, top, "west");
    if (Dyadic_sign(temp) > 0) {
        double mx = -approx(m);           /* the mast; its label away from the axis */
        fprintf(out, "\\fill (%.6f,%.6f) circle (1.5pt) "
                "node[anchor=south %s,font=\\scriptsize] {$m=",
                mx, tt, mx < axis ? "east" : "west");
        latex_num(out, m);
        fputs(",\\ t=", out);
        latex_num(out, temp);
        fputs("$};\n", out);
    }
    if (title)
        fprintf(out, "\\node[above] at (%.6f,%.6f) {%s};\n", (lo + hi) / 2, top + 0.9, title);
    fputs("\\end{tikzpicture}\n", out);
    Dyadic_clear(&l0); Dyadic_clear(&r0); Dyadic_clear(&temp); Dyadic_clear(&m);
}

char *Thermo_tikz(const Thermo_Graph *th, const char *title)
{
    assert(th);
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert(out);
    Thermo_print_tikz(out, th, title);
    fclose(out);
    return buf;
}

char *Thermo_data(const Thermo_Graph *th)
{
    assert(th);
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert(out);
    Thermo_print_data(out, th);
    fclose(out);
    return buf;
}
