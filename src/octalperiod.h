/* Generated from noweb/games/octalperiod.nw by notangle: edit the .nw, not this file. */
#ifndef OCTALPERIOD_INCLUDED
#define OCTALPERIOD_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Octal Octal;
/* Periodicity, proven, not guessed: see Octal_find_period.  bound is the largest
   heap size whose value the periodicity theorem needs; checked is the n given. */
typedef struct Octal_Period {
    size_t period;          /* p */
    size_t preperiod;       /* e: the least m from which the sequence repeats */
    size_t last_exceptional;/* e - 1, or none (SIZE_MAX) when e == 0 */
    size_t bound;           /* the largest heap the theorem needs checked */
    size_t checked;         /* the n actually computed and checked */
    uint32_t saltus;        /* 0: ordinary periodicity G(m+p) = G(m) */
} Octal_Period;
/* Given G(0..n) of g, find the least period p and then the least preperiod e such
   that G(m + p) = G(m) for all e <= m and m + p <= n, AND the periodicity theorem
   for games with finitely many digits certifies it: with K = Octal_max_heaps(g)
   and t = Octal_max_take(g), it suffices that G(m+p) = G(m) for
   e <= m < K e + (K-1) p + t (plus one when e == 0), so bound = that + p - 1 must
   be <= n.  For K = 2, e >= 1 this is Guy and Smith's e <= m < 2e + p + t.
   Returns false (and period 0, bound SIZE_MAX) when no certified period exists
   within 0..n.  saltus is always 0: arithmetic periodicity is not certified here
   (see Octal_observe_saltus). */
extern bool    Octal_find_period(Octal *g, const uint16_t *values, size_t n,
                                 Octal_Period *p);
/* The heaps a period search computes at most unless told otherwise: the one default
   of every caller (cgtk octal --period, --rows, --outcomes; period() and
   preperiod() of cgtk run), so that a code settled by one is settled by the other.
   2^24 heaps hold every period of the literature's tables that is settled at all
   (0.16: period 149459 from heap 105351, Gangolli and Plambeck 1989) in 32 MB of
   values; an unsettled code costs minutes to give up on (0.6: 3.5 min). */
#define OCTAL_PERIOD_HEAPS ((size_t)1 << 24)
/* Observation only, NOT a proof: the least p <= max_period and saltus s > 0 with
   G(m+p) = G(m) + s for e <= m, m+p <= n, where the pattern is seen over at least
   three full periods.  Fills *p (bound = SIZE_MAX: no theorem applied). */
extern bool    Octal_observe_saltus(const uint16_t *values, size_t n,
                                    size_t max_period, Octal_Period *p);
/* The search of Octal_find_period for the fast method of module octal: also
   *soonest, the least bound among the periods rejected (SIZE_MAX: none). */
extern bool    Octal_period_search(Octal *g, const uint16_t *values, size_t n,
                                   Octal_Period *p, size_t *soonest);
#endif
