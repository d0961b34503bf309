/* Generated from noweb/games/gameops.nw by notangle: edit the .nw, not this file. */
#ifndef GAMEOPS_INCLUDED
#define GAMEOPS_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "products.h"

/* CGSuite G.Companion (never refuses a short game) */
extern bool     Gameops_companion(Game_T g, Game_T *out, const char **why);
/* CGSuite G.Subordinate(H); false when g cannot be subordinated to h */
extern bool     Gameops_subordinate(Game_T g, Game_T h, Game_T *out,
                                    const char **why);
/* CGSuite G.LeftIncentives: the games G^L - G, undominated; *list new */
extern size_t   Gameops_left_incentives(Game_T g, Game_T **list);
/* CGSuite G.RightIncentives: the games G - G^R, undominated; *list new */
extern size_t   Gameops_right_incentives(Game_T g, Game_T **list);
/* CGSuite G.Incentives: both sides, undominated; *list new */
extern size_t   Gameops_incentives(Game_T g, Game_T **list);
/* CGSuite G.Followers: g and all its subpositions, *list new */
extern size_t   Gameops_followers(Game_T g, Game_T **list);
/* CGSuite G.FollowerCount: the number of followers, g included */
extern uint64_t Gameops_follower_count(Game_T g);
/* CGSuite G.StopCount, saturating at UINT64_MAX */
extern uint64_t Gameops_stop_count(Game_T g);
/* CGSuite G.MisereOutcomeClass of the canonical form: 'L', 'R', 'N' or 'P' */
extern char     Gameops_misere_outcome(Game_T g);
/* CGSuite G.IsAtomic: G.AtomicWeight exists */
extern bool     Gameops_is_atomic(Game_T g);
/* CGSuite G.IsEven: every option odd (0 is even) */
extern bool     Gameops_is_even(Game_T g);
/* CGSuite G.IsOdd: every option even, and not 0 */
extern bool     Gameops_is_odd(Game_T g);
/* CGSuite G.IsEvenTempered: a number, or every option odd-tempered */
extern bool     Gameops_is_even_tempered(Game_T g);
/* CGSuite G.IsOddTempered: not a number, every option even-tempered */
extern bool     Gameops_is_odd_tempered(Game_T g);
/* CGSuite G.IsNumberish: Left stop = Right stop */
extern bool     Gameops_is_numberish(Game_T g);
/* CGSuite G.IsNumberTiny: a number, or x + Tiny or Miny of something */
extern bool     Gameops_is_number_tiny(Game_T g);
/* CGSuite G.IsOrdinal: for short games, a non-negative integer */
extern bool     Gameops_is_ordinal(Game_T g);
/* CGSuite's deterministic order of games: <0, 0 or >0 */
extern int      Gameops_order(Game_T g, Game_T h);
/* CGSuite G.PowTo(x), x a number: G : x.Subordinate(1) (0 for x = 0) */
extern bool     Gameops_pow_to(Game_T g, Game_T x, Game_T *out, const char **why);
/* CGSuite G.Pow(x), G = {0|H}, x a number: {0 | -G.PowTo(x-1) + H} */
extern bool     Gameops_pow(Game_T g, Game_T x, Game_T *out, const char **why);
/* CGSuite G.Freeze: g cooled by its temperature (g itself for x + n.^ + *m) */
extern Game_T   Gameops_freeze(Game_T g);
#endif
