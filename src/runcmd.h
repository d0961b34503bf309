/* Generated from noweb/cmd/runcmd.nw by notangle: edit the .nw, not this file. */
#ifndef RUNCMD_INCLUDED
#define RUNCMD_INCLUDED
#include <stddef.h>
#include "cmdkit.h"
#include "perr.h"

typedef struct Run_Line {
    char kind;                  /* 't' table, 'x' text, 'd' data */
    char *name, *command;       /* command: the text after the colon, trimmed */
    const char *file;           /* the file it was read from (may be NULL) */
    char **words;
    int nwords;
    size_t line;
} Run_Line;
extern const Cmd_Command Cmd_run_params;
/* reads text's lines into a new array *lines of *n, freed by Run_lines_free;
   false, with *err and *err_line (from 1) of the fault, and *lines NULL */
extern bool Run_parse(const char *text, Run_Line **lines, size_t *n, Perr_T *err,
                      size_t *err_line);
/* releases the n lines of *lines and the array; *lines becomes NULL */
extern void Run_lines_free(Run_Line **lines, size_t n);
#endif
