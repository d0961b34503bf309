/* Generated from noweb/rulesets/solve.nw by notangle: edit the .nw, not this file. */
#ifndef SOLVE_INCLUDED
#define SOLVE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "position.h"

typedef struct Solve Solve;
/* a new solver valuing components with e, taking e's notes; e outlives it */
extern Solve *Solve_new(Position_Eval *e);
/* releases *s (not its evaluator) and sets *s to NULL */
extern void Solve_free(Solve **s);
/* new positions a component may cost when the ruleset gives no size */
extern void Solve_set_budget(Solve *s, size_t positions);
/* components of at most units (the ruleset's size) go to the evaluator */
extern void Solve_set_small(Solve *s, size_t units);
/* *wins: whether first ('L' or 'R') wins p moving first; a status */
extern Game_Status Solve_wins(Solve *s, const uint64_t *p, size_t len, char first,
                              bool *wins);
/* *wins: whether first ('L' or 'R') wins p + g moving first; a status */
extern Game_Status Solve_wins_plus(Solve *s, const uint64_t *p, size_t len, Game_T g,
                                   char first, bool *wins);
/* *o: p's outcome class, both players' wins decided; a status */
extern Game_Status Solve_outcome(Solve *s, const uint64_t *p, size_t len, Game_Outcome *o);
/* *eq: whether p is worth v (p - v is a second player's win); a status */
extern Game_Status Solve_equals(Solve *s, const uint64_t *p, size_t len, Game_T v,
                                bool *eq);
/* *found: whether a form guessed from p's stops is proved p's value *v */
extern Game_Status Solve_value(Solve *s, const uint64_t *p, size_t len, Game_T *v,
                               bool *found);
/* the status of s's last call */
extern Game_Status Solve_status(const Solve *s);
/* the number of states s has searched */
extern size_t Solve_nodes(const Solve *s);
/* the number of states in s's table */
extern size_t Solve_count(const Solve *s);
/* fn(closure, ...) every 4096 states searched; fn NULL: none */
extern void Solve_set_progress(Solve *s, Position_Progress *fn, void *closure);
/* gives s's decided states to its evaluator as notes; s keeps none */
extern void Solve_keep(Solve *s);
#endif
