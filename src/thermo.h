/* Generated from noweb/games/thermo.nw by notangle: edit the .nw, not this file. */
#ifndef THERMO_INCLUDED
#define THERMO_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "dyadic.h"
#include "game.h"

typedef struct Thermo_Section {
    Dyadic_T x;
    char side;            /* 'L': L(x), just left of x; 'R': R(x), just right */
} Thermo_Section;
typedef struct Thermo_Point { Dyadic_T t, v; } Thermo_Point;
typedef struct Thermo_Wall {
    size_t n, cap;
    Thermo_Point *p;
    int *slope;
} Thermo_Wall;
typedef struct Thermo_Graph { Thermo_Wall left, right; } Thermo_Graph;
/* L(g), the Left section of g; its number is new (Thermo_section_clear) */
extern Thermo_Section Thermo_left_section(Game_T g);
/* R(g), the Right section of g; its number is new (Thermo_section_clear) */
extern Thermo_Section Thermo_right_section(Game_T g);
/* the order of the sections a and b (sides 'L' or 'R'): -1, 0 or +1 */
extern int  Thermo_section_cmp(Thermo_Section a, Thermo_Section b);
/* clears the number of *s (non-NULL) */
extern void Thermo_section_clear(Thermo_Section *s);
/* the order of g with the number x, from g's sections alone */
extern Game_Order Thermo_compare_number(Game_T g, Dyadic_T x);
/* a new copy of g's thermograph (the caller frees it: Thermo_graph_free) */
extern Thermo_Graph *Thermo_thermograph(Game_T g);
/* frees the thermograph *th (th non-NULL; *th NULL: none), *th = NULL */
extern void     Thermo_graph_free(Thermo_Graph **th);
/* a new number: the wall *w (non-NULL, n > 0) at t >= its first t (-1) */
extern Dyadic_T Thermo_wall_at(const Thermo_Wall *w, Dyadic_T t);
/* a new number: the mast value of the thermograph *th (non-NULL) */
extern Dyadic_T Thermo_graph_mean(const Thermo_Graph *th);
/* a new number: the highest corner of *th (non-NULL), -1 when none */
extern Dyadic_T Thermo_graph_temperature(const Thermo_Graph *th);
/* a new number: the mean value of g (its mast) */
extern Dyadic_T Thermo_mean(Game_T g);
/* a new number: the temperature of g (-1 for an integer) */
extern Dyadic_T Thermo_temperature(Game_T g);
/* g cooled by t > -1, g_t */
extern Game_T Thermo_cool(Game_T g, Dyadic_T t);
/* g heated by t: the integral of g from 0 to t */
extern Game_T Thermo_heat(Game_T g, Game_T t);
/* g overheated from s to t */
extern Game_T Thermo_overheat(Game_T g, Game_T s, Game_T t);
/* a new string: the thermograph *th (non-NULL) in CGSuite's form */
extern char *Thermo_str(const Thermo_Graph *th);
/* writes *th (non-NULL) on out (non-NULL) as a tikzpicture, under
   title (NULL: none) */
extern void  Thermo_print_tikz(FILE *out, const Thermo_Graph *th, const char *title);
/* writes *th (non-NULL) on out (non-NULL) as a pgfplots table */
extern void  Thermo_print_data(FILE *out, const Thermo_Graph *th);
/* a new string: what Thermo_print_tikz writes */
extern char *Thermo_tikz(const Thermo_Graph *th, const char *title);
/* a new string: what Thermo_print_data writes */
extern char *Thermo_data(const Thermo_Graph *th);
/* frees the module's caches of sections and thermographs */
extern void Thermo_cache_free(void);
#endif
