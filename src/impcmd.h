/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#ifndef IMPCMD_INCLUDED
#define IMPCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_grundy, Cmd_nim, Cmd_octal, Cmd_subtraction;
#endif
