/* Generated from noweb/cmd/zigcmd.nw by notangle: edit the .nw, not this file. */
#ifndef ZIGCMD_INCLUDED
#define ZIGCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_zigzag;        /* cgtk zigzag N, or --from A --to B */
#endif
