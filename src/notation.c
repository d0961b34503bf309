/* Generated from noweb/games/notation.nw by notangle: edit the .nw, not this file. */
#line 182 "noweb/games/notation.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "notation.h"
#include "mem.h"
#include "uptimal.h"

#line 154 "noweb/games/notation.nw"
enum { KIND_UNKNOWN = -1, KIND_NUS, KIND_UPTIMAL, KIND_SWITCH,
      KIND_TINY, KIND_MINY, KIND_OTHER };

typedef struct Memo {
    Game_T g;
    bool used;
    signed char kind;    /* KIND_UNKNOWN until classified */
    unsigned char k;     /* strokes of its bare slash form (KIND_OTHER), 0 = not yet */
    Game_T translate;    /* KIND_TINY, KIND_MINY: the number in front */
    Game_T sub;          /* and the game in parentheses */
    size_t sorted[2];    /* offsets in work.pool of sorted options, NONE = not yet */
} Memo;

#define NONE SIZE_MAX
#define MAX_STROKES 4    /* CGSuite's maxSlashes */

static struct {
    bool busy;                                /* a call is running or was abandoned */
    bool latex;                               /* printer: which spelling */
    char *number;                             /* printer: a number being written */
    Dyadic_T nus;                             /* printer: its value, a copy */
    char *text; size_t ntext, ctext;          /* printer: output */
    Memo *memo; size_t nmemo, cmemo;          /* printer: facts about games */
    Game_T *pool; size_t npool, cpool;        /* printer: sorted option lists */
} work;
#line 640 "noweb/games/notation.nw"
static void print_game(Game_T g, bool force_braces, bool force_parens);
#line 202 "noweb/games/notation.nw"
static void work_release(void)
{
    free(work.text);
    free(work.pool);
    free(work.memo);
    free(work.number);
    Dyadic_clear(&work.nus);
    memset(&work, 0, sizeof work);
}

static void work_begin(void)
{
    if (work.busy)
        work_release();
    work.busy = true;
}

static void work_end(void)
{
    work_release();
}
#line 238 "noweb/games/notation.nw"
static size_t memo_probe(Memo *m, size_t cap, Game_T g)
{
    size_t mask = cap - 1, i = ((size_t)g * 2654435761u) & mask;
    while (m[i].used && m[i].g != g)
        i = (i + 1) & mask;
    return i;
}

static void memo_grow(void)
{
    size_t cap = work.cmemo ? 2 * work.cmemo : 64;
    Memo *m = CALLOC(cap, sizeof *m);
    for (size_t i = 0; i < work.cmemo; i++)
        if (work.memo[i].used)
            m[memo_probe(m, cap, work.memo[i].g)] = work.memo[i];
    free(work.memo);
    work.memo = m;
    work.cmemo = cap;
}

/* The index of g's entry, created if new. */
static size_t memo_slot(Game_T g)
{
    if (2 * (work.nmemo + 1) > work.cmemo)
        memo_grow();
    size_t i = memo_probe(work.memo, work.cmemo, g);
    if (!work.memo[i].used) {
        Memo *e = &work.memo[i];
        memset(e, 0, sizeof *e);
        e->g = g;
        e->used = true;
        e->kind = KIND_UNKNOWN;
        e->sorted[0] = e->sorted[1] = NONE;
        work.nmemo++;
    }
    return i;
}

/* g's entry, valid until the next call that may add an entry.  (Writing
   work.memo[memo_slot(g)] instead would be wrong: C does not say whether
   work.memo is read before or after memo_slot moves the table.) */
static Memo *entry(Game_T g)
{
    size_t i = memo_slot(g);
    return &work.memo[i];
}
#line 290 "noweb/games/notation.nw"
static size_t option_count(Game_T g, int side)
{
    return side ? Game_num_right(g) : Game_num_left(g);
}

static Game_T option(Game_T g, int side, size_t i)
{
    return side ? Game_right(g, i) : Game_left(g, i);
}
#line 312 "noweb/games/notation.nw"
/* Is the left stop of g below x (side 0), or its right stop above x (side 1)?
   x is a number.  (CGSuite asks the same of the mean.) */
static bool stop_beyond(Game_T g, int side, Game_T x)
{
    Dyadic_T st = side ? Game_right_stop(g) : Game_left_stop(g);
    Dyadic_T v = Game_number_value(x);
    int c = Dyadic_cmp(st, v);
    Dyadic_clear(&st);
    Dyadic_clear(&v);
    return side ? c > 0 : c < 0;
}
#line 335 "noweb/games/notation.nw"
/* Is g = {x || x | z} (side 0) or {w | y || y} (side 1), with the stop condition?
   Then set *x to the number and *sub to the game in parentheses. */
static bool tiny_shape(Game_T g, int side, Game_T *x, Game_T *sub)
{
    if (Game_num_left(g) != 1 || Game_num_right(g) != 1)
        return false;
    Game_T a = option(g, side, 0), r = option(g, !side, 0);
    if (!Game_is_number(a) || Game_num_left(r) != 1 || Game_num_right(r) != 1
        || option(r, side, 0) != a)
        return false;
    Game_T z = option(r, !side, 0);
    if (!stop_beyond(z, side, a))
        return false;
    *x = a;
    *sub = side ? Game_sub(z, a) : Game_sub(a, z);
    return true;
}

/* an uptimal of length >= 2 that is a unit or a unit sum */
static bool compact_uptimal(Game_T g)
{
    Uptimal_Expansion e;
    if (!Uptimal_expansion(g, &e) || e.length < 2)
        return false;
    bool unit = true, sum = true;
    size_t nonzero = 0;
    for (size_t i = 0; i < e.length; i++) {
        int64_t c = e.coef[i];
        if (c != 0 && (++nonzero > 1 || c > 1 || c < -1))
            unit = false;
        if (c != e.coef[0] || (c != 1 && c != -1))
            sum = false;
    }
    return unit || sum;
}

static int classify(Game_T g)
{
    int kind = entry(g)->kind;
    if (kind != KIND_UNKNOWN)
        return kind;
    Game_T x = 0, sub = 0;
    if (Game_is_nus(g))
        kind = KIND_NUS;
    else if (compact_uptimal(g))
        kind = KIND_UPTIMAL;
    else if (Game_neg(g) == g)
        kind = KIND_SWITCH;
    else if (tiny_shape(g, 0, &x, &sub))
        kind = KIND_TINY;
    else if (tiny_shape(g, 1, &x, &sub))
        kind = KIND_MINY;
    else
        kind = KIND_OTHER;
    Memo *e = entry(g);
    e->kind = (signed char)kind;
    e->translate = x;
    e->sub = sub;
    return kind;
}
#line 402 "noweb/games/notation.nw"
static unsigned strokes(Game_T g)
{
    unsigned k = entry(g)->k;
    if (k)
        return k;
    k = 1;
    for (int side = 0; side < 2; side++) {
        if (option_count(g, side) != 1)
            continue;
        Game_T o = option(g, side, 0);
        if (classify(o) != KIND_OTHER)
            continue;
        unsigned ko = strokes(o);
        if (ko < MAX_STROKES && ko + 1 > k)
            k = ko + 1;
    }
    entry(g)->k = (unsigned char)k;
    return k;
}
#line 433 "noweb/games/notation.nw"
static size_t sorted_options(Game_T g, int side);

static int rank(Game_T g)
{
    return Game_is_number(g) ? 0 : Game_is_nimber(g) ? 1 : Uptimal_is(g) ? 2 : 3;
}

static int order_uptimals(Game_T g, Game_T h)
{
    Uptimal_Expansion e, f;
    Uptimal_expansion(g, &e);
    Uptimal_expansion(h, &f);
    int c = 0;
    if (e.number != f.number)
        c = Game_le(e.number, f.number) ? -1 : 1;
    for (size_t i = 0; c == 0 && i < e.length && i < f.length; i++)
        c = e.coef[i] < f.coef[i] ? -1 : e.coef[i] > f.coef[i] ? 1 : 0;
    if (c == 0)
        c = e.length < f.length ? -1 : e.length > f.length ? 1 : 0;
    if (c == 0)
        c = e.nim < f.nim ? -1 : e.nim > f.nim ? 1 : 0;
    return c;
}

static int order(Game_T g, Game_T h);

static int order_lists(Game_T g, Game_T h, int side)
{
    size_t og = sorted_options(g, side), oh = sorted_options(h, side);
    size_t ng = option_count(g, side), nh = option_count(h, side);
    for (size_t i = 0; i < ng && i < nh; i++) {
        int c = order(work.pool[og + i], work.pool[oh + i]);
        if (c)
            return c;
    }
    return ng < nh ? -1 : ng > nh ? 1 : 0;
}

static int order(Game_T g, Game_T h)
{
    if (g == h)
        return 0;
    int rg = rank(g), rh = rank(h);
    if (rg != rh)
        return rg < rh ? -1 : 1;
    if (rg == 0) {
        Dyadic_T x = Game_number_value(g), y = Game_number_value(h);
        int c = Dyadic_cmp(x, y);
        Dyadic_clear(&x);
        Dyadic_clear(&y);
        return c;
    }
    if (rg == 1)
        return Game_nimber_value(g) < Game_nimber_value(h) ? -1 : 1;
    if (rg == 2)
        return order_uptimals(g, h);
    int c = order_lists(g, h, 0);
    return c ? c : order_lists(g, h, 1);
}
#line 500 "noweb/games/notation.nw"
static void merge_sort(Game_T *a, Game_T *tmp, size_t n)
{
    if (n < 2)
        return;
    size_t h = n / 2, i = 0, j = h, k = 0;
    merge_sort(a, tmp, h);
    merge_sort(a + h, tmp, n - h);
    while (i < h && j < n)
        tmp[k++] = order(a[j], a[i]) < 0 ? a[j++] : a[i++];
    while (i < h)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}

static size_t sorted_options(Game_T g, int side)
{
    size_t off = entry(g)->sorted[side];
    if (off != NONE)
        return off;
    size_t n = option_count(g, side);
    Game_T *a = NULL, *tmp = NULL;
    if (n) {
        a = ALLOC(n * sizeof *a);
        tmp = ALLOC(n * sizeof *tmp);
        for (size_t i = 0; i < n; i++)
            a[i] = option(g, side, i);
        merge_sort(a, tmp, n);
    }
    off = work.npool;
    GROW(work.pool, work.cpool, off + n + 1);
    if (n)
        memcpy(work.pool + off, a, n * sizeof *a);
    work.npool += n;
    free(a);
    free(tmp);
    entry(g)->sorted[side] = off;
    return off;
}
#line 552 "noweb/games/notation.nw"
static void emit(const char *s)
{
    size_t n = strlen(s);
    if (work.ntext + n + 1 > work.ctext)       /* the text counts against the bound */
        Game_charge(2 * (work.ntext + n + 1));
    GROW(work.text, work.ctext, work.ntext + n + 1);
    memcpy(work.text + work.ntext, s, n + 1);
    work.ntext += n;
}

static void emitf(const char *fmt, ...)
{
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    emit(buf);
}

static void emit_number(Dyadic_T x)
{
    char buf[64];                               /* the usual case: no allocation */
    if ((!work.latex || Dyadic_is_integer(x))
        && Dyadic_format(x, buf, sizeof buf) < sizeof buf) {
        emit(buf);
        return;
    }
    free(work.number);                          /* the last one, if emit stopped */
    work.number = work.latex ? Dyadic_latex(x) : Dyadic_str(x);
    emit(work.number);                          /* may stop at the byte bound */
    free(work.number);
    work.number = NULL;
}
#line 603 "noweb/games/notation.nw"
static void print_nus(Game_T g, bool force_parens)
{
    int64_t ups;
    uint32_t nim;
    Dyadic_clear(&work.nus);                    /* the last one, if emit stopped */
    Game_nus_parts(g, &work.nus, &ups, &nim);
    Dyadic_T x = work.nus;
    bool zero = Dyadic_is_zero(x);
    bool number = ups == 0 && nim == 0;
    bool parens = force_parens && !number && !(zero && ups == 0) && !(zero && nim == 0);
    if (parens)
        emit("(");
    if (!zero || number)
        emit_number(x);
    if (ups != 0) {
        uint64_t a = ups < 0 ? 0 - (uint64_t)ups : (uint64_t)ups;
        if (work.latex && a == 1)
            emit(ups > 0 ? "\\cgtup" : "\\cgtdown");
        else if (work.latex)
            emitf("%s{%llu}", ups > 0 ? "\\cgtups" : "\\cgtdowns",
                  (unsigned long long)a);
        else if (a <= 2)
            emit(ups > 0 ? (a == 1 ? "^" : "^^") : (a == 1 ? "v" : "vv"));
        else
            emitf("%s%llu", ups > 0 ? "^" : "v", (unsigned long long)a);
    }
    if (nim == 1)
        emit(work.latex ? "\\cgtstar" : "*");
    else if (nim > 1)
        emitf(work.latex ? "\\cgtnim{%lu}" : "*%lu", (unsigned long)nim);
    if (parens)
        emit(")");
    Dyadic_clear(&work.nus);
}
#line 648 "noweb/games/notation.nw"
static void print_uptimal(Game_T g, bool force_parens)
{
    Uptimal_Expansion e;
    Uptimal_expansion(g, &e);
    bool unit = true;
    for (size_t i = 0; i + 1 < e.length; i++)
        if (e.coef[i] != 0)
            unit = false;
    bool zero = e.number == Game_zero();
    bool parens = force_parens && !(zero && e.nim == 0);
    bool up = e.coef[e.length - 1] > 0;
    if (parens)
        emit("(");
    if (!zero)
        print_nus(e.number, false);
    if (work.latex)
        emitf("\\cgt%s%s{%zu}", up ? "up" : "down", unit ? "n" : "to", e.length);
    else
        emitf("%s%c%zu%c", up ? "^" : "v", unit ? '<' : '[', e.length,
              unit ? '>' : ']');
    if (e.nim == 1)
        emit(work.latex ? "\\cgtstar" : "*");
    else if (e.nim > 1)
        emitf(work.latex ? "\\cgtnim{%lu}" : "*%lu", (unsigned long)e.nim);
    if (parens)
        emit(")");
}
#line 683 "noweb/games/notation.nw"
static void print_switch(Game_T g)
{
    size_t n = Game_num_left(g), off = sorted_options(g, 0);
    emit(work.latex ? "\\cgtpm{" : "+-");
    if (n > 1)
        emit(work.latex ? "\\{" : "{");
    for (size_t i = 0; i < n; i++) {
        if (i)
            emit(",");
        print_game(work.pool[off + i], true, n == 1);
    }
    if (n > 1)
        emit(work.latex ? "\\}" : "}");
    if (work.latex)
        emit("}");
}
#line 702 "noweb/games/notation.nw"
static void print_tiny(Game_T g, bool force_parens)
{
    const Memo *e = entry(g);
    bool tiny = e->kind == KIND_TINY;
    Game_T x = e->translate, sub = e->sub;
    if (force_parens)
        emit("(");
    if (x != Game_zero())
        print_nus(x, false);
    if (work.latex)
        emit(tiny ? "\\cgttiny{" : "\\cgtminy{");
    else
        emit(tiny ? "Tiny(" : "Miny(");
    print_game(sub, true, false);
    emit(work.latex ? "}" : ")");
    if (force_parens)
        emit(")");
}
#line 729 "noweb/games/notation.nw"
static void print_list(Game_T g, int side)
{
    size_t n = option_count(g, side), off = sorted_options(g, side);
    for (size_t i = 0; i < n; i++) {
        if (i)
            emit(",");
        print_game(work.pool[off + i], n > 1, false);
    }
}

static void print_braces(Game_T g, bool force_braces)
{
    unsigned k = strokes(g);
    bool braced = force_braces || k == MAX_STROKES;
    if (braced)
        emit(!work.latex ? "{" : k == 1 ? "\\cgtgame{" : "\\{");
    print_list(g, 0);
    if (!work.latex)
        for (unsigned j = 0; j < k; j++)
            emit("|");
    else if (braced && k == 1)
        emit("}{");
    else
        emitf(" \\cgtbar{%u} ", k);
    print_list(g, 1);
    if (braced)
        emit(!work.latex || k == 1 ? "}" : "\\}");
}

static void print_game(Game_T g, bool force_braces, bool force_parens)
{
    switch (classify(g)) {
    case KIND_NUS:
        print_nus(g, force_parens);
        break;
    case KIND_UPTIMAL:
        print_uptimal(g, force_parens);
        break;
    case KIND_SWITCH:
        print_switch(g);
        break;
    case KIND_TINY:
    case KIND_MINY:
        print_tiny(g, force_parens);
        break;
    default:
        print_braces(g, force_braces);
        break;
    }
}
#line 785 "noweb/games/notation.nw"
static char *render(Game_T g, bool latex)
{
    work_begin();
    work.latex = latex;
    emit("");
    print_game(g, true, false);
    char *s = work.text;
    work.text = NULL;
    work_end();
    return s;
}

char *Notation_str(Game_T g)
{
    return render(g, false);
}

char *Notation_latex(Game_T g)
{
    return render(g, true);
}
