/* Generated from noweb/cmd/gamecmd.nw by notangle: edit the .nw, not this file. */
#ifndef GAMECMD_INCLUDED
#define GAMECMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_value, Cmd_compare, Cmd_verify, Cmd_numbers;
#endif
