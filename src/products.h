/* Generated from noweb/games/products.nw by notangle: edit the .nw, not this file. */
#ifndef PRODUCTS_INCLUDED
#define PRODUCTS_INCLUDED
#include <stdbool.h>
#include "game.h"

/* CGSuite G.NortonProduct(U): g.u on g's canonical form */
extern bool   Gameops_norton_product(Game_T g, Game_T u, Game_T *out,
                                     const char **why);
/* CGSuite G.ConwayProduct(H) */
extern bool   Gameops_conway_product(Game_T g, Game_T h, Game_T *out,
                                     const char **why);
/* CGSuite G.OrdinalProduct(H) */
extern bool   Gameops_ordinal_product(Game_T g, Game_T h, Game_T *out,
                                      const char **why);
/* CGSuite G.ConjunctiveSum(H) */
extern Game_T Gameops_conjunctive_sum(Game_T g, Game_T h);
/* CGSuite G.SelectiveSum(H) */
extern Game_T Gameops_selective_sum(Game_T g, Game_T h);
#endif
