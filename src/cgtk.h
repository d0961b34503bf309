/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#ifndef CGTK_INCLUDED
#define CGTK_INCLUDED

/* runs the command line argv[0..argc) on stdin, stdout and stderr; the
   exit code */
extern int Cgtk_main(int argc, char **argv);
struct Cmd_Command;
struct Position_Ruleset;
/* the command called name, *rs its ruleset or NULL; NULL when none */
extern const struct Cmd_Command *Cgtk_find(const char *name,
                                           const struct Position_Ruleset **rs);
#endif
