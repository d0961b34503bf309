/* Generated from noweb/cmd/progress.nw by notangle: edit the .nw, not this file. */
#ifndef PROGRESS_INCLUDED
#define PROGRESS_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Progress {
    int mode;                       /* -1 never, 1 always, 0 on a terminal */
    double t0, last;                /* the start and the last drawing, seconds */
    size_t len;                     /* characters of the line drawn, 0: none */
} Progress;

/* a line in mode (-1 never drawn, 1 always, 0 on a terminal), started now */
extern Progress Progress_start(int mode);
/* whether p is drawn on f */
extern bool Progress_on(const Progress *p, FILE *f);
/* redraws p on f: done of total (0: unknown) units, bytes in use; at most
   four times a second */
extern void Progress_draw(Progress *p, FILE *f, const char *name, const char *unit,
                          size_t done, size_t total, size_t bytes);
/* erases p's line from f, if one is drawn */
extern void Progress_clear(Progress *p, FILE *f);
/* "cgtk argv..." quoted for the shell, a new string; drop_bounds: no --max-* */
extern char *Progress_quoted(int argc, char *const *argv, bool drop_bounds);
#endif
