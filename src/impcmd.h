/* Generated from noweb/cmd/impcmd.nw by notangle: edit the .nw, not this file. */
#ifndef IMPCMD_INCLUDED
#define IMPCMD_INCLUDED
extern int Impcmd_octal(int argc, char **argv);
extern int Impcmd_grundy(int argc, char **argv);
extern int Impcmd_nim(int argc, char **argv);
extern int Impcmd_nodekayles(int argc, char **argv);
#endif
