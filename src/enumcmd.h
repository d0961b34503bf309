/* Generated from noweb/cmd/enumcmd.nw by notangle: edit the .nw, not this file. */
#ifndef ENUMCMD_INCLUDED
#define ENUMCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_enumerate;     /* cgtk enumerate RULESET --size K */
#endif
