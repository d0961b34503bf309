/* Generated from noweb/games/notation.nw by notangle: edit the .nw, not this file. */
#ifndef NOTATION_INCLUDED
#define NOTATION_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"
#include "parser.h"

/* Print in CGSuite's canonical plain spelling / in LaTeX with templates/cgt.sty
   macros. Malloc'ed; caller frees. Notation_parse(Notation_str(g)) == g for every g. */
extern char *Notation_str(Game_T g);
extern char *Notation_latex(Game_T g);      /* new: g in LaTeX, for cgt.sty */
#endif
