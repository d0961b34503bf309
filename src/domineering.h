/* Generated from noweb/rulesets/domineering.nw by notangle: edit the .nw, not this file. */
#ifndef DOMINEERING_INCLUDED
#define DOMINEERING_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "position.h"
#include "perr.h"
#include "domboard.h"

typedef struct Domineering_Param { bool general; } Domineering_Param;
extern const Position_Ruleset Domineering_ruleset;
/* writes b's position into w (room for 1 + DOMINEERING_MAX); its length */
extern size_t Domineering_position(const Domineering_Board *b, uint64_t *w);
/* the board of position (or key) w of len words, len >= 1 */
extern Domineering_Board Domineering_board(const uint64_t *w, size_t len);
extern const Position_Ruleset Domineering_general_ruleset;
#endif
