/* Generated from noweb/games/octalperiod.nw by notangle: edit the .nw, not this file. */
#line 93 "noweb/games/octalperiod.nw"
#include <assert.h>
#include <stdint.h>
#include "octal.h"

#line 229 "noweb/games/octalperiod.nw"
static size_t period_bound(size_t K, size_t t, size_t e, size_t p)
{
    size_t mlimit = (e == 0) ? (K - 1) * p + t + 1 : K * e + (K - 1) * p + t;
    return mlimit + p - 1;
}

enum { LONG_RUNS = 8, LONG_RUN = 64 };

bool Octal_period_search(Octal *g, const uint16_t *values, size_t n, Octal_Period *p,
                         size_t *soonest)
{
    assert(g && values && p && soonest);
    size_t K = (size_t)Octal_max_heaps(g), t = (size_t)Octal_max_take(g);
    size_t runq[LONG_RUNS], rune[LONG_RUNS], runnext[LONG_RUNS]; /* next multiple */
    int nrun = 0;
    *p = (Octal_Period){ 0, 0, SIZE_MAX, SIZE_MAX, n, 0 };
    *soonest = SIZE_MAX;
    for (size_t per = 1; per <= n && K * per + t <= n; per++) {
        size_t top = n - per + 1, m = top; /* first m known to fit, going down */
        bool multiple = false;
        for (int i = 0; i < nrun; i++)
            if (per == runnext[i]) {
                multiple = true;
                runnext[i] += runq[i];
                if (rune[i] < m) m = rune[i];
            }
        while (m > 0 && values[m - 1 + per] == values[m - 1]) m--;
        size_t e = m;
        size_t bound = period_bound(K, t, e, per);
        if (bound <= n) {
            p->period = per;
            p->preperiod = e;
            p->last_exceptional = e == 0 ? SIZE_MAX : e - 1;
            p->bound = bound;
            return true;
        }
        if (bound < *soonest) *soonest = bound;
        if (!multiple && nrun < LONG_RUNS && top - e >= LONG_RUN) {
            runq[nrun] = per;
            runnext[nrun] = 2 * per;
            rune[nrun++] = e;
        }
    }
    return false;
}

bool Octal_find_period(Octal *g, const uint16_t *values, size_t n,
                       Octal_Period *p)
{
    assert(g && values && p);
    size_t soonest;
    return Octal_period_search(g, values, n, p, &soonest);
}
#line 307 "noweb/games/octalperiod.nw"
bool Octal_observe_saltus(const uint16_t *values, size_t n, size_t max_period,
                          Octal_Period *p)
{
    assert(values && p);
    *p = (Octal_Period){ 0, 0, SIZE_MAX, SIZE_MAX, n, 0 };
    for (size_t per = 1; per <= max_period && 3 * per <= n; per++) {
        if (values[n] <= values[n - per]) continue;
        uint32_t s = (uint32_t)(values[n] - values[n - per]);
        size_t m = n - per + 1;
        while (m > 0 && values[m - 1 + per] == (uint32_t)values[m - 1] + s) m--;
        if (n - m + 1 >= 3 * per) {
            p->period = per;
            p->preperiod = m;
            p->last_exceptional = m == 0 ? SIZE_MAX : m - 1;
            p->saltus = s;
            return true;
        }
    }
    return false;
}
