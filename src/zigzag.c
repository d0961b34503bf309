/* Generated from noweb/rulesets/zigzag.nw by notangle: edit the .nw, not this file. */
#line 86 "noweb/rulesets/zigzag.nw"
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "domineering.h"
#include "interrupt.h"
#include "tablefile.h"
#include "zigzag.h"

#line 100 "noweb/rulesets/zigzag.nw"
static void zz_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param; (void)p; (void)len; (void)side; (void)out;
}

static void zz_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
}

static bool zz_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    (void)param;
    memcpy(key, c, len * sizeof *c);
    *klen = len;
    return false;
}

const Position_Ruleset Zigzag_table = {
    .name = "zigzag", .options = zz_options, .split = zz_split, .normalise = zz_normalise
};
#line 129 "noweb/rulesets/zigzag.nw"
void Zigzag_values(Game_T *zz, long to, Position_Eval *e, long *done,
                   Zigzag_Progress *progress, void *closure)
{
    assert(zz && done && to >= 0 && Game_protected());
    zz[0] = Game_zero();
    *done = 0;
    for (long n = 1; n <= to; n++) {
        uint64_t key = (uint64_t)n;
        if (e && Position_eval_get(e, &key, 1, &zz[n])) {
            *done = n;
            continue;
        }
        if (Interrupt_signal)
            Game_raise(GAME_LIMIT_SIGNAL);
        zz[n] = Domineering_zigzag_next(zz, (size_t)n);
        *done = n;
        if (progress)
            progress(closure, n);
    }
}

bool Zigzag_put(Position_Eval *e, const Game_T *zz, long done)
{
    assert(e && zz);
    for (long n = 1; n <= done; n++) {
        uint64_t key = (uint64_t)n;
        if (!Position_eval_put(e, &key, 1, zz[n]))
            return false;
    }
    return true;
}
#line 165 "noweb/rulesets/zigzag.nw"
static Game_T pattern_4k(long k)
{
    Game_T g = Game_integer(k);
    for (long j = k - 1; j >= 0; j--)
        g = Game_make(&g, 1, (Game_T[]){ Game_integer(j) }, 1);
    return g;
}

const char *Zigzag_pattern(Game_T zz, long n, char *buf, size_t size)
{
    assert(buf && size > 0);
    Game_T cand[4] = { Game_zero(), Game_switch(Game_integer(1)), Game_integer(1),
                       Game_make((Game_T[]){ Game_integer(2) }, 1,
                                 (Game_T[]){ Game_zero() }, 1) };
    static const char *const name[4] = { "0", "+-1", "1", "2|0" };
    for (int i = 0; i < 4; i++)
        if (Game_is_infinitesimal(Game_sub(zz, cand[i])))
            return name[i];
    if (n % 4 == 0 && n > 0 && Game_is_infinitesimal(Game_sub(zz, pattern_4k(n / 4)))) {
        snprintf(buf, size, "P_%ld", n / 4);
        return buf;
    }
    return "none";
}
#line 195 "noweb/rulesets/zigzag.nw"
static const char *const onag_zz[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-(1*)", "2|1||0",
    "{{2|0},{2|*}|{0|-2},{*|-2}}", "1*", "{{2|0},{2|*}|{0|-2},{*|-2}}+*"
};
static const char *const onag_zz_written[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-1*", "2|1||0",
    "+-(2|0, 2|*)", "1*", "ZZ_9*"
};
static const char *const onag_zz_latex[12] = {
    NULL, "$0$", "$1$", "$\\cgtstar$", "$\\cgtgame{1}{0}$", "$\\cgtpm{1}$",
    "$\\cgtgame{2}{\\cgtstar}$", "$\\cgtpm{1}\\cgtstar$",
    "$\\{2 \\cgtbar{1} 1 \\cgtbar{2} 0\\}$",
    "$\\cgtpm{(\\cgtgame{2}{0}, \\cgtgame{2}{\\cgtstar})}$", "$1\\cgtstar$",
    "$ZZ_{9}\\cgtstar$"
};

const char *Zigzag_onag(long n) { return n >= 1 && n <= 11 ? onag_zz[n] : NULL; }

const char *Zigzag_onag_written(long n)
{
    return n >= 1 && n <= 11 ? onag_zz_written[n] : NULL;
}

const char *Zigzag_onag_latex(long n)
{
    return n >= 1 && n <= 11 ? onag_zz_latex[n] : NULL;
}
