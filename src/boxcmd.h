/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#ifndef BOXCMD_INCLUDED
#define BOXCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_box;
#endif
