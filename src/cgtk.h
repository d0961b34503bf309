/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#ifndef CGTK_INCLUDED
#define CGTK_INCLUDED

extern int Cgtk_main(int argc, char **argv);
#endif
