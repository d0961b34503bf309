/* Generated from noweb/cmd/gamecmd.nw by notangle: edit the .nw, not this file. */
#ifndef GAMECMD_INCLUDED
#define GAMECMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_value, Cmd_compare, Cmd_verify, Cmd_numbers, Cmd_solve;
/* The LaTeX, in math mode with its dollars, of the game expression s as
   written (not simplified), through cgt.sty's macros; NULL if s holds a
   character the notation does not use.  Malloc'ed; the caller frees. */
extern char *Gamecmd_form_latex(const char *s);
/* A table cell holding the expression s: typeset by Gamecmd_form_latex in
   LaTeX (typewriter type if that gives NULL), s itself in the other formats. */
extern void Gamecmd_emit_form(Emit_Table *t, const char *s);
#endif
