/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#ifndef RULECMD_INCLUDED
#define RULECMD_INCLUDED
extern int Rulecmd_domineering(int argc, char **argv);
extern int Rulecmd_zigzag(int argc, char **argv);
extern int Rulecmd_enumerate(int argc, char **argv);
extern int Rulecmd_dominograph(int argc, char **argv);
#endif
