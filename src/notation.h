/* Generated from noweb/notation.nw by notangle: edit the .nw, not this file. */
#ifndef NOTATION_INCLUDED
#define NOTATION_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"

/* A parse error: 1-based column (in characters of the input) where the problem was
   found and a short phrase saying what was expected there, e.g. "'|' or '}'",
   "a number after '*'", "end of input". */
typedef struct Notation_Error {
    size_t column;
    char expected[128];
} Notation_Error;
/* Parse a whole expression (CGSuite plain notation; see noweb/notation.nw).
   Returns true and sets *out, or false and fills *err. Never prints. */
extern bool  Notation_parse(const char *s, Game_T *out, Notation_Error *err);

/* Parse one brace game WITHOUT canonicalising the outer level: the option lists as
   written, each option canonical. For `cgtk value --explain`. Returns false with
   *err when s is not of the form {...|...}. *L and *R are malloc'ed; caller frees. */
extern bool  Notation_parse_options(const char *s, Game_T **L, size_t *nl,
                                    Game_T **R, size_t *nr, Notation_Error *err);

/* Print in CGSuite's canonical plain spelling / in LaTeX with templates/cgt.sty
   macros. Malloc'ed; caller frees. Notation_parse(Notation_str(g)) == g for every g. */
extern char *Notation_str(Game_T g);
extern char *Notation_latex(Game_T g);
#endif
