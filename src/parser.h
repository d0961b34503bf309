/* Generated from noweb/games/parser.nw by notangle: edit the .nw, not this file. */
#ifndef PARSER_INCLUDED
#define PARSER_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"
#include "perr.h"

/* Parse a whole expression (CGSuite plain notation, module parser).
   Returns true and sets *out, or false and fills *err (module perr: the
   1-based column, in characters, and what was expected). Never prints. */
extern bool  Notation_parse(const char *s, Game_T *out, Perr_T *err);

/* Parse one brace game WITHOUT canonicalising the outer level: the option lists as
   written, each option canonical. For `cgtk value --explain`. Returns false with
   *err when s is not of the form {...|...}. *L and *R are malloc'ed; caller frees. */
extern bool  Notation_parse_options(const char *s, Game_T **L, size_t *nl,
                                    Game_T **R, size_t *nr, Perr_T *err);
#endif
