/* Generated from noweb/games/parseeval.nw by notangle: edit the .nw, not this file. */
#line 162 "noweb/games/parseeval.nw"
#define PARSER_REPRESENTATION
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <gmp.h>
#include "dyadictext.h"
#include "parseeval.h"
#include "mem.h"
#include "ordinal.h"
#include "products.h"
#include "uptimal.h"

#line 180 "noweb/games/parseeval.nw"
struct Parseeval_Work Parseeval_work;
const Notation_Position_Reader *Parseeval_reader;
#line 205 "noweb/games/parseeval.nw"
static void work_release(void)
{
    free(work.ops);
    for (size_t i = 0; i < work.nnums; i++)
        Dyadic_clear(&work.nums[i]);
    free(work.nums);
    free(work.bars);
    free(work.pbars);
    free(work.games);
    free(work.gx);
    for (size_t i = 0; i < work.nxf; i++)
        free(work.xf[i].opt);
    free(work.xf);
    free(work.sums);
    if (work.has_last)
        Method_value_clear(&work.last);
    if (work.has_list)
        Method_value_clear(&work.list);
    memset(&work, 0, sizeof work);
}

void Parseeval_begin(void)
{
    if (work.busy)
        work_release();
    work.busy = true;
}

void Parseeval_end(void)
{
    work_release();
}

static void push_game(Game_T g)
{
    GROW(work.games, work.cgames, work.ngames + 1);
    GROW(work.gx, work.cgx, work.ngames + 1);
    work.gx[work.ngames] = 0;
    work.games[work.ngames++] = g;
}

static Game_T pop_game(void)
{
    assert(work.ngames > 0);
    return work.games[--work.ngames];
}

Game_T Parseeval_pop(void)
{
    return pop_game();
}

static size_t new_number(void)
{
    GROW(work.nums, work.cnums, work.nnums + 1);
    work.nums[work.nnums] = Dyadic_int(0);
    return work.nnums++;
}

size_t Parseeval_new_number(void)
{
    return new_number();
}
#line 310 "noweb/games/parseeval.nw"
static size_t seg_start(const Split *s, size_t i)
{
    return s->games + (i == 0 ? 0 : split_bar(s, i)->next);
}

static size_t seg_end(const Split *s, size_t i)
{
    return i == s->n ? s->end : s->games + split_bar(s, i + 1)->next;
}
#line 342 "noweb/games/parseeval.nw"
static Game_T build_split(const Split *s, size_t a, size_t b);

/* The games from index i on; NULL (not NULL + i, undefined) before the first. */
static const Game_T *games_at(size_t i)
{
    return work.games ? work.games + i : NULL;
}

void Parseeval_split_sides(const Split *s, size_t a, size_t b, Game_T hold[2],
                           const Game_T **L, size_t *nl, const Game_T **R, size_t *nr)
{
    size_t j = longest_bar(s, a, b);
    if (j - 1 == a) {
        *L = games_at(seg_start(s, a));
        *nl = seg_end(s, a) - seg_start(s, a);
    } else {
        hold[0] = build_split(s, a, j - 1);
        *L = &hold[0];
        *nl = 1;
    }
    if (j == b) {
        *R = games_at(seg_start(s, b));
        *nr = seg_end(s, b) - seg_start(s, b);
    } else {
        hold[1] = build_split(s, j, b);
        *R = &hold[1];
        *nr = 1;
    }
}

static Game_T build_split(const Split *s, size_t a, size_t b)
{
    Game_T hold[2];
    const Game_T *L, *R;
    size_t nl, nr;
    Parseeval_split_sides(s, a, b, hold, &L, &nl, &R, &nr);
    return Game_make(L, nl, R, nr);
}
#line 403 "noweb/games/parseeval.nw"
static bool nimber_of(Scan *sc, size_t at);
static bool multiply(Scan *sc, size_t at);
static bool divide(Scan *sc, size_t at, bool last);
static bool call(Scan *sc, const Op *o, bool last);
static bool position(Scan *sc, const Op *o);
static bool relation(Scan *sc, const Op *o, bool last);

static void switch_of_list(size_t n)
{
    size_t base = work.ngames - n;
    for (size_t i = 0; i < n; i++) {
        Game_T g = work.games[base + i];
        push_game(Game_neg(g));
    }
    Game_T g = Game_make(games_at(base), n, games_at(base + n), n);
    work.ngames = base;
    push_game(g);
}

static size_t keep_explicit(const Game_T *l, size_t nl, const Game_T *r, size_t nr)
{
    GROW(work.xf, work.cxf, work.nxf + 1);
    Explicit *x = &work.xf[work.nxf];
    x->opt = ALLOC((nl + nr ? nl + nr : 1) * sizeof *x->opt);
    if (nl)
        memcpy(x->opt, l, nl * sizeof *l);
    if (nr)
        memcpy(x->opt + nl, r, nr * sizeof *r);
    x->nl = nl;
    x->nr = nr;
    return work.nxf++;
}

static void brace(const Op *o)
{
    Split s = { work.pbars + o->b, o->nb, work.ngames - o->a, work.ngames };
    if (o->quoted) {
        Game_T hold[2];
        const Game_T *l, *r;
        size_t nl, nr;
        Parseeval_split_sides(&s, 0, s.n, hold, &l, &nl, &r, &nr);
        size_t x = keep_explicit(l, nl, r, nr);
        Game_T g = Game_make(l, nl, r, nr);
        work.ngames -= o->a;
        push_game(g);
        work.gx[work.ngames - 1] = x + 1;
        return;
    }
    Game_T g = build_split(&s, 0, s.n);
    work.ngames -= o->a;
    push_game(g);
}

#line 468 "noweb/games/parseeval.nw"
typedef struct Memo { Game_T h, v; } Memo;

static Game_T ordinal_explicit(const Explicit *x, Game_T h, Memo **memo, size_t *n,
                               size_t *cap)
{
    for (size_t i = 0; i < *n; i++)
        if ((*memo)[i].h == h)
            return (*memo)[i].v;
    size_t nl = Game_num_left(h), nr = Game_num_right(h);
    Game_T *l = ALLOC((x->nl + nl + x->nr + nr + 1) * sizeof *l), *r = l + x->nl + nl;
    memcpy(l, x->opt, x->nl * sizeof *l);
    memcpy(r, x->opt + x->nl, x->nr * sizeof *r);
    for (size_t i = 0; i < nl; i++)
        l[x->nl + i] = ordinal_explicit(x, Game_left(h, i), memo, n, cap);
    for (size_t i = 0; i < nr; i++)
        r[x->nr + i] = ordinal_explicit(x, Game_right(h, i), memo, n, cap);
    Game_T v = Game_make(l, x->nl + nl, r, x->nr + nr);
    free(l);
    GROW(*memo, *cap, *n + 1);
    (*memo)[(*n)++] = (Memo){ h, v };
    return v;
}

static void ordinal(void)
{
    size_t x = work.gx[work.ngames - 2];
    Game_T h = pop_game();
    if (x == 0) {
        work.games[work.ngames - 1] = Ordinal_sum(work.games[work.ngames - 1], h);
        return;
    }
    Memo *memo = NULL;
    size_t n = 0, cap = 0;
    work.games[work.ngames - 1] = ordinal_explicit(&work.xf[x - 1], h, &memo, &n, &cap);
    free(memo);
}

/* the up-nth or up-to-the-n of an OP_NUS, with its sign */
static Game_T uptimal_literal(const Op *o)
{
    Game_T u = 0;
    const char *why;
    bool ok = o->upform == '<' ? Uptimal_pow(Game_up(), o->upn, &u, &why)
                               : Uptimal_pow_to(Game_up(), o->upn, &u, &why);
    assert(ok);                               /* the exponent was checked */
    (void)ok;
    return o->ups < 0 ? Game_neg(u) : u;
}

#line 523 "noweb/games/parseeval.nw"
static size_t explicit_sides(size_t slot, const Game_T **l, size_t *nl, const Game_T **r,
                             size_t *nr, Game_T *hold)
{
    size_t x = work.gx[slot];
    if (x) {
        const Explicit *e = &work.xf[x - 1];
        *l = e->opt, *nl = e->nl, *r = e->opt + e->nl, *nr = e->nr;
        return 0;
    }
    Game_T g = work.games[slot];
    *nl = Game_num_left(g), *nr = Game_num_right(g);
    for (size_t i = 0; i < *nl; i++)
        hold[i] = Game_left(g, i);
    for (size_t i = 0; i < *nr; i++)
        hold[*nl + i] = Game_right(g, i);
    *l = hold, *r = hold + *nl;
    return *nl + *nr;
}

static void conjunctive_explicit(void)
{
    size_t a = work.ngames - 2, b = work.ngames - 1;
    size_t na = Game_num_left(work.games[a]) + Game_num_right(work.games[a]);
    size_t nb = Game_num_left(work.games[b]) + Game_num_right(work.games[b]);
    Game_T *ha = ALLOC((na + 1) * sizeof *ha), *hb = ALLOC((nb + 1) * sizeof *hb);
    const Game_T *gl, *gr, *hl, *hr;
    size_t ngl, ngr, nhl, nhr;
    explicit_sides(a, &gl, &ngl, &gr, &ngr, ha);
    explicit_sides(b, &hl, &nhl, &hr, &nhr, hb);
    Game_T *l = ALLOC((ngl * nhl + ngr * nhr + 1) * sizeof *l), *r = l + ngl * nhl;
    for (size_t i = 0; i < ngl; i++)
        for (size_t j = 0; j < nhl; j++)
            l[i * nhl + j] = Gameops_conjunctive_sum(gl[i], hl[j]);
    for (size_t i = 0; i < ngr; i++)
        for (size_t j = 0; j < nhr; j++)
            r[i * nhr + j] = Gameops_conjunctive_sum(gr[i], hr[j]);
    Game_T v = Game_make(l, ngl * nhl, r, ngr * nhr);
    free(l);
    free(ha);
    free(hb);
    pop_game();
    work.games[work.ngames - 1] = v;
}
#line 569 "noweb/games/parseeval.nw"
bool Parseeval_run(Scan *sc, size_t from, size_t to, bool any)
{
    Game_T h;
#define TOP work.games[work.ngames - 1]
    for (size_t i = from; i < to; i++) {
        const Op *o = &work.ops[i];
        bool last = any && i + 1 == work.nops;
        switch (o->kind) {
        case OP_NUMBER:
            push_game(Game_number(work.nums[o->a]));
            break;
        case OP_NUS: {
            Dyadic_T zero = Dyadic_int(0);
            Game_T g = Game_nus(o->a == NONE ? zero : work.nums[o->a],
                                o->upform ? 0 : o->ups, o->nim);
            if (o->upform)
                g = Game_add(g, uptimal_literal(o));
            push_game(g);
            break;
        }
        case OP_NIMBER_OF:
            if (!nimber_of(sc, o->at))
                return false;
            break;
        case OP_NEG:    TOP = Game_neg(TOP); break;
        case OP_SWITCH: TOP = Game_switch(TOP); break;
        case OP_TINY:   TOP = Game_tiny(TOP); break;
        case OP_MINY:   TOP = Game_miny(TOP); break;
        case OP_ADD:    h = pop_game(); TOP = Game_add(TOP, h); break;
        case OP_SUB:    h = pop_game(); TOP = Game_sub(TOP, h); break;
        case OP_MUL:
            if (!multiply(sc, o->at))
                return false;
            break;
        case OP_DIV:
            if (!divide(sc, o->at, last))
                return false;
            break;
        case OP_ORDINAL: ordinal(); break;
        case OP_CALL:
            if (!call(sc, o, last))
                return false;
            break;
        case OP_POSITION:
            if (!position(sc, o))
                return false;
            break;
        case OP_RELATION:
            if (!relation(sc, o, last))
                return false;
            break;
        case OP_SWITCH_LIST:
            switch_of_list(o->a);
            break;
        case OP_BRACE:
            brace(o);
            break;
        }
        if (!(o->kind == OP_BRACE && o->quoted) && work.ngames > 0)
            work.gx[work.ngames - 1] = 0;   /* the top is a canonical form now */
    }
#undef TOP
    return true;
}
#line 639 "noweb/games/parseeval.nw"
static bool nimber_of(Scan *sc, size_t at)
{
    Game_T g = pop_game();
    int64_t n = -1;
    if (Game_is_integer(g)) {
        Dyadic_T v = Game_number_value(g);
        if (!Dyadic_to_int64(v, &n))
            n = -1;
        Dyadic_clear(&v);
    }
    if (n < 0 || n > (int64_t)UINT32_MAX)
        return Scan_fail(sc, at, "a nonnegative integer below 2^32 "
                                 "(the heap of *( ))");
    push_game(Game_nimber((uint32_t)n));
    return true;
}
#line 671 "noweb/games/parseeval.nw"
/* 1: g is an integer fitting int64 (in *n); 0: not an integer; -1: too large. */
static int integer_of(Game_T g, int64_t *n)
{
    if (!Game_is_integer(g))
        return 0;
    Dyadic_T v = Game_number_value(g);
    bool fits = Dyadic_to_int64(v, n) && *n != INT64_MIN;
    Dyadic_clear(&v);
    return fits ? 1 : -1;
}

static bool limit(Scan *sc, size_t at, const char *what)
{
    return Scan_limit(sc, at, "%s", what);
}

static bool times(Scan *sc, size_t at, Game_T g, int64_t n, Game_T *out)
{
    if (Game_is_nus(g)) {
        size_t i = new_number(), j = new_number();
        int64_t ups, u;
        uint32_t nim;
        Game_nus_parts(g, &work.nums[i], &ups, &nim);
        if (__builtin_mul_overflow(ups, n, &u) || u > INT32_MAX || u < -INT32_MAX)
            return limit(sc, at, "a multiple with fewer than 2^31 ups");
        work.nums[j] = Dyadic_mul_int(work.nums[i], n);
        *out = Game_nus(work.nums[j], u, (n & 1) ? nim : 0);
        return true;
    }
    if (n >= ((int64_t)1 << 32) || n <= -((int64_t)1 << 32))
        return limit(sc, at, "a multiplier below 2^32 (for a game that is not "
                     "a number-up-star)");
    uint64_t k = n < 0 ? (uint64_t)-n : (uint64_t)n;
    Game_T sum = Game_zero(), power = n < 0 ? Game_neg(g) : g;
    for (; k; k >>= 1) {
        if (k & 1)
            sum = Game_add(sum, power);
        if (k > 1)
            power = Game_add(power, power);
    }
    *out = sum;
    return true;
}

static bool multiply(Scan *sc, size_t at)
{
    Game_T h = pop_game(), g = pop_game(), r = 0;
    int64_t n;
    if (Game_is_number(g) && Game_is_number(h)) {
        
#line 750 "noweb/games/parseeval.nw"
size_t i = new_number(), j = new_number(), k = new_number();
work.nums[i] = Game_number_value(g);
work.nums[j] = Game_number_value(h);
work.nums[k] = Dyadic_mul(work.nums[i], work.nums[j]);
push_game(Game_number(work.nums[k]));
#line 721 "noweb/games/parseeval.nw"
        return true;
    }
    int c = integer_of(g, &n);
    if (c == 0) {
        c = integer_of(h, &n);
        h = g;
    }
    if (c == 0)
        return Scan_fail(sc, at, "an integer on one side of '*' (a multiple n * G)");
    if (c < 0)
        return limit(sc, at, "a multiplier below 2^63");
    if (!times(sc, at, h, n, &r))
        return false;
    push_game(r);
    return true;
}
#line 758 "noweb/games/parseeval.nw"
static char *rational_text(Dyadic_T a, Dyadic_T b)
{
    char *sa = Dyadic_str(a), *sb = Dyadic_str(b);
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    mpq_set_str(x, sa, 10);
    mpq_set_str(y, sb, 10);
    mpq_canonicalize(x);
    mpq_canonicalize(y);
    mpq_div(x, x, y);
    char *t = mpq_get_str(NULL, 10, x);
    char *r = STRDUP(t);
    void (*release)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &release);
    release(t, strlen(t) + 1);
    mpq_clears(x, y, NULL);
    free(sa);
    free(sb);
    return r;
}

static bool divide(Scan *sc, size_t at, bool last)
{
    Game_T h = pop_game(), g = pop_game();
    if (!Game_is_number(g) || !Game_is_number(h))
        return Scan_fail(sc, at, "numbers on both sides of '/'");
    if (h == Game_zero())
        return Scan_fail(sc, at, "a divisor other than 0");
    size_t i = new_number(), j = new_number(), k = new_number();
    work.nums[i] = Game_number_value(g);
    work.nums[j] = Game_number_value(h);
    if (Dyadic_div(work.nums[i], work.nums[j], &work.nums[k])) {
        push_game(Game_number(work.nums[k]));
        return true;
    }
    char *t = rational_text(work.nums[i], work.nums[j]);
    if (!last) {
        bool r = Scan_fail(sc, at, "a dyadic quotient (%s is a number but not a game)",
                           t);
        free(t);
        return r;
    }
    work.last = (Method_Value){ .kind = METHOD_TEXT, .text = t };
    work.has_last = true;
    return true;
}
#line 817 "noweb/games/parseeval.nw"
static void ordinal(void);
static void conjunctive_explicit(void);

static bool call(Scan *sc, const Op *o, bool last)
{
    const Method *m = o->m;
    Game_T args[8];
    assert(o->a <= 8 && work.ngames >= o->a);
    if (!Method_is_function(m) && o->a == 1 && strcmp(m->name, "OrdinalSum") == 0) {
        ordinal();                      /* G.OrdinalSum(H) is G:H, with its form */
        return true;
    }
    if (!Method_is_function(m) && o->a == 1 && strcmp(m->name, "ConjunctiveSum") == 0
        && (work.gx[work.ngames - 1] || work.gx[work.ngames - 2])) {
        conjunctive_explicit();
        return true;
    }
    Method_Value v;
    const char *why;
    if (Method_on_list(m)) {
        if (!work.has_list)
            return Scan_fail(sc, o->at,
                             "a list as the receiver of %s (a game has no %s)",
                             m->name, m->name);
        bool ok = Method_call_list(m, work.list.list, work.list.n, &v, &why);
        Method_value_clear(&work.list);
        work.has_list = false;
        if (!ok)
            return Scan_fail(sc, o->at, "%s", why);
    } else {
        for (size_t k = o->a; k-- > 0;)
            args[k] = pop_game();
        Game_T self = Method_is_function(m) ? 0 : pop_game();
        if (!Method_call(m, self, args, o->a, &v, &why))
            return Scan_fail(sc, o->at, "%s", why);
    }
    if (v.kind == METHOD_GAME) {
        push_game(v.game);
        return true;
    }
    const Op *next = o + 1;
    if (!last && v.kind == METHOD_LIST && next < work.ops + work.nops
        && next->kind == OP_CALL && Method_on_list(next->m)) {
        work.list = v;
        work.has_list = true;
        return true;
    }
    if (!last) {
        const char *kind = Method_kind_name(v.kind);
        Method_value_clear(&v);
        return Scan_fail(sc, o->at, "a game (%s gives %s)", m->name, kind);
    }
    work.last = v;
    work.has_last = true;
    return true;
}
#line 877 "noweb/games/parseeval.nw"
static bool relation(Scan *sc, const Op *o, bool last)
{
    Game_T h = pop_game(), g = pop_game();
    if (!last)
        return Scan_fail(sc, o->at, "a game (a relation gives a truth value)");
    Game_Order r = Game_compare(g, h);
    bool t = false;
    switch (o->a) {
    case REL_EQ:       t = r == GAME_EQUAL; break;
    case REL_NE:       t = r != GAME_EQUAL; break;
    case REL_LE:       t = r == GAME_LESS || r == GAME_EQUAL; break;
    case REL_GE:       t = r == GAME_GREATER || r == GAME_EQUAL; break;
    case REL_LT:       t = r == GAME_LESS; break;
    case REL_GT:       t = r == GAME_GREATER; break;
    case REL_CONFUSED: t = r == GAME_CONFUSED; break;
    }
    work.last = (Method_Value){ .kind = METHOD_BOOL, .truth = t };
    work.has_last = true;
    return true;
}
#line 903 "noweb/games/parseeval.nw"
static bool position(Scan *sc, const Op *o)
{
    Game_T g;
    Perr_T e;
    memset(&e, 0, sizeof e);
    if (!Parseeval_reader->value(sc->s + o->a, o->nb, sc->s + o->b, o->len, &g, &e)) {
        size_t at = o->b, end = o->b + o->len;
        for (size_t c = 1; c < e.column && at < end; c++)
            do
                at++;
            while (at < end && ((unsigned char)sc->s[at] & 0xC0) == 0x80);
        return e.limit ? limit(sc, at, e.expected)
                       : Scan_fail(sc, at, "%s", e.expected);
    }
    push_game(g);
    return true;
}
