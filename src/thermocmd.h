/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#ifndef THERMOCMD_INCLUDED
#define THERMOCMD_INCLUDED
#include "cmdkit.h"

extern const Cmd_Command Cmd_stops, Cmd_mean, Cmd_temperature, Cmd_cool, Cmd_heat,
    Cmd_thermograph, Cmd_ordinal, Cmd_signs;
#endif
