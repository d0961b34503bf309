/* Generated from noweb/cmd/invcmd.nw by notangle: edit the .nw, not this file. */
#ifndef INVCMD_INCLUDED
#define INVCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_birthday, Cmd_atomic_weight, Cmd_reduced;
#endif
