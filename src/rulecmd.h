/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#ifndef RULECMD_INCLUDED
#define RULECMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Rulecmd_command, Cmd_enumerate, Cmd_zigzag;
#endif
