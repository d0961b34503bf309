/* Generated from noweb/rulesets/solve.nw by notangle: edit the .nw, not this file. */
#ifndef SOLVE_INCLUDED
#define SOLVE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "position.h"

typedef struct Solve *Solve;
extern Solve Solve_new(Position_Eval e);
extern void Solve_free(Solve *s);
extern void Solve_set_budget(Solve s, size_t positions);
extern void Solve_set_small(Solve s, size_t units);
extern Game_Status Solve_wins(Solve s, const uint64_t *p, size_t len, char first,
                              bool *wins);
extern Game_Status Solve_wins_plus(Solve s, const uint64_t *p, size_t len, Game_T g,
                                   char first, bool *wins);
extern Game_Status Solve_outcome(Solve s, const uint64_t *p, size_t len, Game_Outcome *o);
extern Game_Status Solve_equals(Solve s, const uint64_t *p, size_t len, Game_T v, bool *eq);
extern Game_Status Solve_value(Solve s, const uint64_t *p, size_t len, Game_T *v,
                               bool *found);
extern Game_Status Solve_status(const Solve s);
extern size_t Solve_nodes(const Solve s);
extern size_t Solve_count(const Solve s);
extern void Solve_set_progress(Solve s, Position_Progress *fn, void *closure);
extern void Solve_keep(Solve s);
#endif
