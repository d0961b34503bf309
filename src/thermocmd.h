/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#ifndef THERMOCMD_INCLUDED
#define THERMOCMD_INCLUDED
extern int Thermocmd_stops(int argc, char **argv);
extern int Thermocmd_mean(int argc, char **argv);
extern int Thermocmd_temperature(int argc, char **argv);
extern int Thermocmd_cool(int argc, char **argv);
extern int Thermocmd_heat(int argc, char **argv);
extern int Thermocmd_thermograph(int argc, char **argv);
extern int Thermocmd_ordinal(int argc, char **argv);
extern int Thermocmd_signs(int argc, char **argv);
#endif
