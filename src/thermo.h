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
extern Thermo_Section Thermo_left_section(Game_T g);
extern Thermo_Section Thermo_right_section(Game_T g);
extern int  Thermo_section_cmp(Thermo_Section a, Thermo_Section b);
extern void Thermo_section_clear(Thermo_Section *s);
extern Game_Order Thermo_compare_number(Game_T g, Dyadic_T x);
extern Thermo_Graph *Thermo_thermograph(Game_T g);
extern void     Thermo_graph_free(Thermo_Graph **th);
extern Dyadic_T Thermo_wall_at(const Thermo_Wall *w, Dyadic_T t);
extern Dyadic_T Thermo_graph_mean(const Thermo_Graph *th);
extern Dyadic_T Thermo_graph_temperature(const Thermo_Graph *th);
extern Dyadic_T Thermo_mean(Game_T g);
extern Dyadic_T Thermo_temperature(Game_T g);
extern Game_T Thermo_cool(Game_T g, Dyadic_T t);
extern Game_T Thermo_heat(Game_T g, Game_T t);
extern Game_T Thermo_overheat(Game_T g, Game_T s, Game_T t);
extern char *Thermo_str(const Thermo_Graph *th);
extern void  Thermo_print_tikz(FILE *out, const Thermo_Graph *th, const char *title);
extern void  Thermo_print_data(FILE *out, const Thermo_Graph *th);
extern char *Thermo_tikz(const Thermo_Graph *th, const char *title);
extern char *Thermo_data(const Thermo_Graph *th);
extern void Thermo_cache_free(void);
#endif
