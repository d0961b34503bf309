/* Generated from noweb/cmd/borncmd.nw by notangle: edit the .nw, not this file. */
#ifndef BORNCMD_INCLUDED
#define BORNCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_games;
#endif
