/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#ifndef CGTK_INCLUDED
#define CGTK_INCLUDED

extern int Cgtk_main(int argc, char **argv);
struct Cmd_Command;
struct Position_Ruleset;
extern const struct Cmd_Command *Cgtk_find(const char *name,
                                           const struct Position_Ruleset **rs);
#endif
