/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#ifndef RULECMD_INCLUDED
#define RULECMD_INCLUDED
#include <stdbool.h>
#include "cmdkit.h"
#include "game.h"
#include "position.h"
#include "solve.h"

extern const Cmd_Command Rulecmd_command;
typedef struct Rulecmd_Eval {
    Cmd *c;
    Position_Eval *e;
    Solve *solve;                /* --by-search: the solver, made on the first value */
} Rulecmd_Eval;
/* opens c's evaluator with its limits and --table; CMD_OK or an exit code */
extern int Rulecmd_eval_open(Cmd *c, Rulecmd_Eval *ev);
/* saves the table when asked and frees the evaluator; rc or a worse code */
extern int Rulecmd_eval_close(Rulecmd_Eval *ev, int rc);
/* says which limit stopped the search of what, and how far; CMD_LIMIT */
extern int Rulecmd_eval_limit(Rulecmd_Eval *ev, const char *what);
/* false, with the exception on stderr, when v breaks the ruleset's theorem */
extern bool Rulecmd_check_value(Cmd *c, Game_T v, const char *position);
/* *how = 'c', 't' or 'd' for --thermograph=cgsuite, tikz, data (arg NULL: c) */
extern int Rulecmd_thermograph_form(Cmd *c, const char *arg, int *how);
/* prints g's thermograph in form how, titled title in TikZ */
extern void Rulecmd_put_thermograph(Cmd *c, Game_T g, int how, const char *title);
#endif
