/* Generated from noweb/games/born.nw by notangle: edit the .nw, not this file. */
#line 93 "noweb/games/born.nw"
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "born.h"
#include "mem.h"

#line 119 "noweb/games/born.nw"
typedef struct Scratch {
    Game_T *day, *made;         /* the games of the day; the forms made */
    size_t nday, nmade, capmade;
    uint32_t *chain;            /* antichains: offsets into members */
    Game_T *members;
    size_t nchain, capchain, nmembers, capmembers;
    bool *conf;                 /* conf[i * nday + j]: day[i] || day[j] */
} Scratch;

static Scratch scratch;
#line 132 "noweb/games/born.nw"
static void scratch_free(void)
{
    free(scratch.day);
    free(scratch.made);
    free(scratch.chain);
    free(scratch.members);
    free(scratch.conf);
    memset(&scratch, 0, sizeof scratch);
}
#line 149 "noweb/games/born.nw"
static void chain_close(void)
{
    GROW(scratch.chain, scratch.capchain, scratch.nchain + 2);
    scratch.chain[++scratch.nchain] = (uint32_t)scratch.nmembers;
}

static void antichains(size_t from, size_t *pick, size_t k)
{
    for (size_t i = 0; i < k; i++) {
        GROW(scratch.members, scratch.capmembers, scratch.nmembers + 1);
        scratch.members[scratch.nmembers++] = scratch.day[pick[i]];
    }
    chain_close();
    for (size_t i = from; i < scratch.nday; i++) {
        bool ok = true;
        for (size_t j = 0; j < k && ok; j++)
            ok = scratch.conf[i * scratch.nday + pick[j]];
        if (ok) {
            pick[k] = i;
            antichains(i + 1, pick, k + 1);
        }
    }
}
#line 177 "noweb/games/born.nw"
static int by_id(const void *a, const void *b)
{
    Game_T x = *(const Game_T *)a, y = *(const Game_T *)b;
    return (x > y) - (x < y);
}

static void next_day(void)
{
    size_t n = scratch.nday;
    scratch.conf = ALLOC(n * n * sizeof *scratch.conf + 1);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            scratch.conf[i * n + j] =
                Game_compare(scratch.day[i], scratch.day[j]) == GAME_CONFUSED;
    size_t *pick = ALLOC((n + 1) * sizeof *pick);
    GROW(scratch.chain, scratch.capchain, 1);
    scratch.chain[0] = 0;
    antichains(0, pick, 0);
    free(pick);
    for (size_t a = 0; a < scratch.nchain; a++)
        for (size_t b = 0; b < scratch.nchain; b++) {
            const Game_T *L = scratch.members + scratch.chain[a];
            const Game_T *R = scratch.members + scratch.chain[b];
            size_t nl = scratch.chain[a + 1] - scratch.chain[a];
            size_t nr = scratch.chain[b + 1] - scratch.chain[b];
            GROW(scratch.made, scratch.capmade, scratch.nmade + 1);
            scratch.made[scratch.nmade++] = Game_make(L, nl, R, nr);
        }
    qsort(scratch.made, scratch.nmade, sizeof *scratch.made, by_id);
    size_t m = 0;
    for (size_t i = 0; i < scratch.nmade; i++)
        if (m == 0 || scratch.made[m - 1] != scratch.made[i])
            scratch.made[m++] = scratch.made[i];
    free(scratch.day);
    free(scratch.conf);
    scratch.conf = NULL;
    scratch.day = scratch.made;
    scratch.nday = m;
    scratch.made = NULL;
    scratch.nmade = scratch.capmade = 0;
    scratch.nchain = scratch.nmembers = 0;
}
#line 225 "noweb/games/born.nw"
static int game_class(Game_T g)
{
    return Game_is_number(g) ? 0 : Game_is_nimber(g) ? 1 : Game_is_nus(g) ? 2 : 3;
}

static int cmp_same_day(Game_T g, Game_T h);

static int by_order(const void *a, const void *b)
{
    return Born_cmp(*(const Game_T *)a, *(const Game_T *)b);
}

static int cmp_options(Game_T g, Game_T h, bool right)
{
    size_t ng = right ? Game_num_right(g) : Game_num_left(g);
    size_t nh = right ? Game_num_right(h) : Game_num_left(h);
    Game_T *a = ALLOC((ng + nh + 1) * sizeof *a), *b = a + ng;
    for (size_t i = 0; i < ng; i++)
        a[i] = right ? Game_right(g, i) : Game_left(g, i);
    for (size_t i = 0; i < nh; i++)
        b[i] = right ? Game_right(h, i) : Game_left(h, i);
    qsort(a, ng, sizeof *a, by_order);
    qsort(b, nh, sizeof *b, by_order);
    int c = 0;
    for (size_t i = 0; c == 0 && i < ng && i < nh; i++)
        c = Born_cmp(a[i], b[i]);
    if (c == 0)
        c = (ng > nh) - (ng < nh);
    free(a);
    return c;
}

static int cmp_same_day(Game_T g, Game_T h)
{
    int cg = game_class(g), ch = game_class(h);
    if (cg != ch)
        return cg - ch;
    if (cg == 3) {
        int c = cmp_options(g, h, false);
        return c ? c : cmp_options(g, h, true);
    }
    Dyadic_T x, y;
    int64_t u, v;
    uint32_t m, n;
    Game_nus_parts(g, &x, &u, &m);
    Game_nus_parts(h, &y, &v, &n);
    int c = Dyadic_cmp(x, y);
    Dyadic_clear(&x);
    Dyadic_clear(&y);
    if (c == 0)
        c = (u > v) - (u < v);
    if (c == 0)
        c = (m > n) - (m < n);
    return c;
}

int Born_cmp(Game_T g, Game_T h)
{
    if (g == h)
        return 0;
    uint64_t a = Game_birthday(g), b = Game_birthday(h);
    if (a != b)
        return (a > b) - (a < b);
    return cmp_same_day(g, h);
}
#line 294 "noweb/games/born.nw"
static const char day4[] =
    "the games born by day 4 are too many to list or count: Suetsugu (2022) "
    "bounds them by 10^28.2 and 4.0*10^184 (Wolfe and Fraser (2004): 3.0*10^12 "
    "and 10^434); cgtk lists days 0 to 3";

bool Born_by_day(unsigned n, size_t max, Game_T **out, size_t *count,
                 const char **why)
{
    assert(count != NULL && why != NULL);
    if (n > BORN_MAX_DAY) {
        *why = day4;
        return false;
    }
    scratch_free();
    scratch.day = ALLOC(sizeof *scratch.day);
    scratch.day[0] = Game_zero();
    scratch.nday = 1;
    for (unsigned d = 0; d < n; d++)
        next_day();
    if (max > 0 && scratch.nday > max) {
        scratch_free();
        *why = "more games than the bound on the list allows";
        return false;
    }
    *count = scratch.nday;
    if (out) {
        qsort(scratch.day, scratch.nday, sizeof *scratch.day, by_order);
        *out = scratch.day;
        scratch.day = NULL;
    }
    scratch_free();
    return true;
}
