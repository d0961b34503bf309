/* Generated from noweb/games/ordinal.nw by notangle: edit the .nw, not this file. */
#line 115 "noweb/games/ordinal.nw"
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simplest.h"
#include "ordinal.h"
#include "mem.h"

#line 132 "noweb/games/ordinal.nw"
static struct {
    Game_T base;
    Game_T *key, *val;      /* open addressing; key UINT32_MAX is empty */
    size_t cap, n;
    Game_T *a;              /* option lists under construction */
    size_t na, capa;
    uint64_t epoch;         /* the game store's epoch of the memo */
} O;

static void memo_reset(void)
{
    FREE(O.key);
    FREE(O.val);
    FREE(O.a);
    memset(&O, 0, sizeof O);
}

static size_t slot(Game_T k)
{
    size_t i = (size_t)(k * 2654435761u) & (O.cap - 1);
    while (O.key[i] != UINT32_MAX && O.key[i] != k)
        i = (i + 1) & (O.cap - 1);
    return i;
}

static void put(Game_T k, Game_T v)
{
    if (2 * (O.n + 1) > O.cap) {
        Game_T *ok = O.key, *ov = O.val;
        size_t oc = O.cap;
        O.cap = oc ? 2 * oc : 256;
        O.n = 0;
        O.key = ALLOC(O.cap * sizeof *O.key);
        O.val = ALLOC(O.cap * sizeof *O.val);
        memset(O.key, 0xff, O.cap * sizeof *O.key);
        for (size_t i = 0; i < oc; i++)
            if (ok[i] != UINT32_MAX)
                put(ok[i], ov[i]);
        free(ok);
        free(ov);
    }
    size_t i = slot(k);
    if (O.key[i] == UINT32_MAX)
        O.n++;
    O.key[i] = k;
    O.val[i] = v;
}

static size_t reserve(size_t k)
{
    while (O.na + k > O.capa || !O.a) {        /* never NULL: O.a + base is defined */
        O.capa = O.capa ? 2 * O.capa : 256;
        RESIZE(O.a, O.capa * sizeof *O.a);
    }
    size_t base = O.na;
    O.na += k;
    return base;
}

static Game_T colon(Game_T h)
{
    if (O.cap) {
        size_t i = slot(h);
        if (O.key[i] != UINT32_MAX)
            return O.val[i];
    }
    Game_stack_check();
    Game_T g = O.base;
    size_t gl = Game_num_left(g), gr = Game_num_right(g);
    size_t hl = Game_num_left(h), hr = Game_num_right(h);
    size_t base = reserve(gl + hl + gr + hr);
    for (size_t i = 0; i < gl; i++) O.a[base + i] = Game_left(g, i);
    for (size_t i = 0; i < hl; i++) {
        Game_T x = colon(Game_left(h, i));
        O.a[base + gl + i] = x;
    }
    for (size_t i = 0; i < gr; i++) O.a[base + gl + hl + i] = Game_right(g, i);
    for (size_t i = 0; i < hr; i++) {
        Game_T x = colon(Game_right(h, i));
        O.a[base + gl + hl + gr + i] = x;
    }
    Game_T r = Game_make(O.a + base, gl + hl, O.a + base + gl + hl, gr + hr);
    O.na = base;
    put(h, r);
    return r;
}

Game_T Ordinal_sum(Game_T g, Game_T h)
{
    uint64_t epoch = Game_store_epoch();
    if (O.cap == 0 || O.base != g || O.epoch != epoch) {   /* new base, or a new store */
        memo_reset();
        O.base = g;
        O.epoch = epoch;
    }
    O.na = 0;
    return colon(h);
}
#line 235 "noweb/games/ordinal.nw"
static Dyadic_T colon_formula(Dyadic_T x, int sign)
{
    assert(Dyadic_birthday(x) >= 0 && Dyadic_birthday(x) <= ORDINAL_MAX_SIGNS);
    Dyadic_T one = Dyadic_int(1), y = sign > 0 ? Dyadic_sub(one, x) : Dyadic_add(one, x);
    Dyadic_T f = Dyadic_floor(y);
    int64_t n;
    bool ok = Dyadic_to_int64(f, &n);
    assert(ok && n < INT32_MAX);
    n = n + 1 < 1 ? 1 : n + 1;
    Dyadic_T nn = Dyadic_int(n);
    Dyadic_T num = sign > 0 ? Dyadic_add(x, nn) : Dyadic_sub(x, nn);
    Dyadic_T r = Dyadic_shift(num, -(int32_t)(n - 1));
    Dyadic_clear(&y); Dyadic_clear(&f); Dyadic_clear(&nn); Dyadic_clear(&num);
    return r;
}

Dyadic_T Ordinal_one_colon(Dyadic_T x)       { return colon_formula(x, 1); }
Dyadic_T Ordinal_minus_one_colon(Dyadic_T x) { return colon_formula(x, -1); }
#line 260 "noweb/games/ordinal.nw"
char *Ordinal_signs(Dyadic_T x)
{
    int64_t len = Dyadic_birthday(x);
    if (len < 0 || len > ORDINAL_MAX_SIGNS)
        return NULL;
    char *s = ALLOC((size_t)len + 1);
    Dyadic_T cur = Dyadic_int(0), lo = { 0 }, hi = { 0 };
    bool has_lo = false, has_hi = false;
    size_t k = 0;
    while (!Dyadic_eq(cur, x)) {
        bool up = Dyadic_cmp(x, cur) > 0;
        s[k++] = up ? '+' : '-';
        Dyadic_T *side = up ? &lo : &hi;
        Dyadic_clear(side);
        *side = cur;
        if (up) has_lo = true; else has_hi = true;
        cur = Dyadic_simplest(has_lo ? &lo : NULL, has_hi ? &hi : NULL);
    }
    s[k] = '\0';
    Dyadic_clear(&cur); Dyadic_clear(&lo); Dyadic_clear(&hi);
    return s;
}

static bool bad_sign(const char *s, size_t i, size_t count, Perr_T *err)
{
    if (s[i] != '+' && s[i] != '-')
        return !Perr_set(err, i + 1, "'+', '-', '(' or ')'");
    if (count >= ORDINAL_MAX_SIGNS)
        return !Perr_set(err, i + 1, "at most %d signs", ORDINAL_MAX_SIGNS);
    return false;
}

bool Ordinal_from_signs(const char *s, Dyadic_T *x, Perr_T *err)
{
    assert(s && x);
    Dyadic_T cur = Dyadic_int(0), lo = { 0 }, hi = { 0 };
    bool has_lo = false, has_hi = false;
    size_t count = 0;
    for (size_t i = 0; s[i]; i++) {
        if (strchr("() ", s[i]))
            continue;
        if (bad_sign(s, i, count++, err)) {
            Dyadic_clear(&cur); Dyadic_clear(&lo); Dyadic_clear(&hi);
            return false;
        }
        Dyadic_T *side = s[i] == '+' ? &lo : &hi;
        Dyadic_clear(side);
        *side = cur;
        if (s[i] == '+') has_lo = true; else has_hi = true;
        cur = Dyadic_simplest(has_lo ? &lo : NULL, has_hi ? &hi : NULL);
    }
    Dyadic_clear(&lo); Dyadic_clear(&hi);
    *x = cur;
    return true;
}
#line 320 "noweb/games/ordinal.nw"
static bool signs_ok(const char *s, Perr_T *err)
{
    for (size_t i = 0, k = 0; s[i]; i++)
        if (!strchr("() ", s[i]) && bad_sign(s, i, k++, err))
            return false;
    return true;
}

static char *clean_signs(const char *s, Perr_T *err)
{
    if (!signs_ok(s, err))
        return NULL;
    char *t = ALLOC(strlen(s) + 1);
    size_t k = 0;
    for (size_t i = 0; s[i]; i++)
        if (!strchr("() ", s[i]))
            t[k++] = s[i];
    t[k] = '\0';
    return t;
}

bool Ordinal_berlekamp(const char *s, Dyadic_T *x, char **binary, Perr_T *err)
{
    assert(s && x);
    char *t = clean_signs(s, err);
    if (!t)
        return false;
    size_t n = strlen(t), k = 0;
    while (k < n && t[k] == t[0])
        k++;
    int sign = n && t[0] == '-' ? -1 : 1;
    Dyadic_T v = Dyadic_int((int64_t)(k == n ? k : k - 1));
    char *bin = ALLOC(n + 32);
    int w = sprintf(bin, "%s%zu", sign < 0 && n ? "-" : "", k == n ? k : k - 1);
    if (k < n) {
        bin[w++] = '.';
        int32_t e = 0;
        for (size_t i = k + 1; i <= n; i++) {
            bool one = i == n || t[i] == t[0];     /* the final 1, or a sign like the first */
            e++;
            bin[w++] = one ? '1' : '0';
            if (one) {
                Dyadic_T bit = Dyadic_make(1, e), s2 = Dyadic_add(v, bit);
                Dyadic_clear(&bit); Dyadic_clear(&v);
                v = s2;
            }
        }
    }
    bin[w] = '\0';
    if (sign < 0) { Dyadic_T m = Dyadic_neg(v); Dyadic_clear(&v); v = m; }
    *x = v;
    if (binary) *binary = bin; else free(bin);
    free(t);
    return true;
}
#line 384 "noweb/games/ordinal.nw"
bool Ordinal_chain(const char *s, Game_T *g, Perr_T *err)
{
    assert(s && g);
    if (!signs_ok(s, err))
        return false;
    Game_T v = Game_zero();
    for (size_t i = strlen(s); i-- > 0;)
        if (!strchr("() ", s[i]))
            v = Ordinal_sum(Game_integer(s[i] == '+' ? 1 : -1), v);
    *g = v;
    return true;
}
