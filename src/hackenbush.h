/* Generated from noweb/rulesets/hackenbush.nw by notangle: edit the .nw, not this file. */
#ifndef HACKENBUSH_INCLUDED
#define HACKENBUSH_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "dyadic.h"
#include "graph.h"
#include "graphcanon.h"
#include "position.h"

#define HACKENBUSH_POINT 0u
#define HACKENBUSH_BLUE 1u
#define HACKENBUSH_RED 2u
#define HACKENBUSH_GREEN 3u
#define HACKENBUSH_GROUND 4u
#define HACKENBUSH_MAX_TREE 10
extern const Position_Ruleset Hackenbush_ruleset;
extern const Position_Ruleset Hackenbush_search_ruleset;
/* a circuit's value, edges c[0..n) 'l' or 'r', n >= 1; new, the caller's */
extern Dyadic_T Hackenbush_circuit_value(const char *c, size_t n);
/* *x: the value of picture p, a blue-red tree; false, *x untouched, if not */
extern bool Hackenbush_tree_number(const uint64_t *p, size_t len, Dyadic_T *x);
#endif
