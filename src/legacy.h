/* Generated from noweb/cmd/legacy.nw by notangle: edit the .nw, not this file. */
#ifndef LEGACY_INCLUDED
#define LEGACY_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "notation.h"

enum { CGTK_OK = 0, CGTK_LIMIT = 1, CGTK_USAGE = 2 };
typedef struct Cgtk_Input {
    char **text;        /* the expressions */
    size_t *where;      /* argument index, or line number on stdin */
    size_t n, cap;
    bool from_stdin;
} Cgtk_Input;
typedef struct Cgtk_Output { FILE *out; char *buf; size_t len; } Cgtk_Output;
extern int  Cgtk_bad_usage(const char *cmd);
extern int  Cgtk_bad_option(const char *cmd, int argc, char **argv);
extern bool Cgtk_parse_count(const char *cmd, const char *opt, const char *arg,
                             long max, long *out);
extern void Cgtk_input_read(Cgtk_Input *in, int argc, char **argv, FILE *f);
extern void Cgtk_input_free(Cgtk_Input *in);
extern void Cgtk_report_parse_error(const char *cmd, const Cgtk_Input *in, size_t i,
                                    const Perr_T *e);
extern FILE *Cgtk_output_open(Cgtk_Output *o);
extern int   Cgtk_output_close(Cgtk_Output *o, int rc);
extern bool Cgtk_parse_limit(const char *cmd, int c, const char *arg, long *max_games,
                             long *max_mb);
#endif
