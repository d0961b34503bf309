/* Generated from noweb/tools/enumerate.nw by notangle: edit the .nw, not this file. */
#line 93 "noweb/tools/enumerate.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "dyadic.h"
#include "enumerate.h"
#include "notation.h"
#include "mem.h"

#line 107 "noweb/tools/enumerate.nw"
typedef struct Sortkey {
    Dyadic_T sum, left;
    uint64_t birthday;
    char *str;
    Game_T value;
} Sortkey;

static int by_sortkey(const void *a, const void *b)
{
    const Sortkey *x = a, *y = b;
    int c = Dyadic_cmp(x->sum, y->sum);
    if (!c) c = Dyadic_cmp(x->left, y->left);
    if (!c) c = (x->birthday > y->birthday) - (x->birthday < y->birthday);
    if (!c) c = strcmp(x->str, y->str);
    return c;
}

static Sortkey sortkey(Game_T g)
{
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    Sortkey k = { Dyadic_add(l, r), l, Game_birthday(g), Notation_str(g), g };
    Dyadic_clear(&r);
    return k;
}

static void sortkey_clear(Sortkey *k)
{
    Dyadic_clear(&k->sum);
    Dyadic_clear(&k->left);
    free(k->str);
}
#line 144 "noweb/tools/enumerate.nw"
static int by_value_then_index(const void *a, const void *b, void *values)
{
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    Game_T x = ((const Game_T *)values)[i], y = ((const Game_T *)values)[j];
    if (x != y)
        return x < y ? -1 : 1;
    return (i > j) - (i < j);
}

size_t Enumerate_dictionary(const Game_T *values, size_t n, size_t *order,
                            Enumerate_Group **groups)
{
    assert((values && order) || n == 0);
    size_t *idx = ALLOC((n + 1) * sizeof *idx);
    for (size_t i = 0; i < n; i++)
        idx[i] = i;
    qsort_r(idx, n, sizeof *idx, by_value_then_index, (void *)values);
    size_t ng = 0;
    Sortkey *keys = ALLOC((n + 1) * sizeof *keys);
    size_t *start = ALLOC((n + 1) * sizeof *start), *len = ALLOC((n + 1) * sizeof *len);
    for (size_t i = 0; i < n; i++)
        if (i == 0 || values[idx[i]] != values[idx[i - 1]]) {
            keys[ng] = sortkey(values[idx[i]]);
            start[ng] = i;
            len[ng++] = 1;
        } else
            len[ng - 1]++;
    
#line 183 "noweb/tools/enumerate.nw"
qsort(keys, ng, sizeof *keys, by_sortkey);
*groups = ALLOC((ng + 1) * sizeof **groups);
size_t w = 0;
for (size_t g = 0; g < ng; g++) {
    size_t lo = 0, hi = ng;                 /* find the run of keys[g].value */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (values[idx[start[mid]]] < keys[g].value) lo = mid + 1; else hi = mid;
    }
    (*groups)[g] = (Enumerate_Group){ keys[g].value, w, len[lo] };
    for (size_t j = 0; j < len[lo]; j++)
        order[w++] = idx[start[lo] + j];
    sortkey_clear(&keys[g]);
}
#line 172 "noweb/tools/enumerate.nw"
    free(keys);
    free(start);
    free(len);
    free(idx);
    return ng;
}
#line 200 "noweb/tools/enumerate.nw"
bool Enumerate_prefer_negative(Game_T g)
{
    Game_T m = Game_neg(g);
    if (m == g)
        return false;
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g), s = Dyadic_add(l, r);
    int sign = Dyadic_sign(s);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    Dyadic_clear(&s);
    if (sign)
        return sign < 0;
    Game_Order o = Game_compare(g, Game_zero());
    if (o == GAME_LESS || o == GAME_GREATER)
        return o == GAME_LESS;
    char *a = Notation_str(g), *b = Notation_str(m);
    bool neg = strcmp(b, a) < 0;
    free(a);
    free(b);
    return neg;
}

static bool is_positive_number(Game_T g)
{
    return Game_is_number(g) && Game_compare(g, Game_zero()) == GAME_GREATER;
}

bool Enumerate_is_tiny(Game_T g)
{
    for (int side = 0; side < 2; side++, g = Game_neg(g)) {
        /* tiny_x = {0 || 0 | -x}; miny_x is its negative */
        if (Game_num_left(g) != 1 || Game_num_right(g) != 1 || Game_left(g, 0) != Game_zero())
            continue;
        Game_T r = Game_right(g, 0);
        if (Game_num_left(r) == 1 && Game_num_right(r) == 1 && Game_left(r, 0) == Game_zero()
            && is_positive_number(Game_neg(Game_right(r, 0))))
            return true;
    }
    return false;
}

Enumerate_Stats Enumerate_stats(const Game_T *values, size_t n)
{
    assert(values || n == 0);
    Enumerate_Stats st = { n, 0, 0, 0, 0, 0, Game_zero() };
    size_t *order = ALLOC((n + 1) * sizeof *order);
    Enumerate_Group *g;
    st.distinct = Enumerate_dictionary(values, n, order, &g);
    Dyadic_T widest = Dyadic_int(-1);
    for (size_t i = 0; i < st.distinct; i++) {
        Game_T v = g[i].value;
        st.numbers += Game_is_number(v);
        st.nimbers += Game_is_nimber(v) && v != Game_zero();
        st.infinitesimals += Game_is_infinitesimal(v) && v != Game_zero();
        st.tinies += Enumerate_is_tiny(v);
        Dyadic_T l = Game_left_stop(v), r = Game_right_stop(v), d = Dyadic_sub(l, r);
        if (Dyadic_cmp(d, widest) > 0) {
            Dyadic_clear(&widest);
            widest = Dyadic_copy(d);
            st.widest = v;
        }
        Dyadic_clear(&l);
        Dyadic_clear(&r);
        Dyadic_clear(&d);
    }
    Dyadic_clear(&widest);
    free(g);
    free(order);
    return st;
}
