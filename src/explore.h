/* Generated from noweb/cmd/explore.nw by notangle: edit the .nw, not this file. */
#ifndef EXPLORE_INCLUDED
#define EXPLORE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "perr.h"

/* what an output's name must be, in the messages of both modules: the name is a
   file name inside -o DIR, so a name with / or .. is refused (it could write
   elsewhere) */
#define EXPLORE_NAME_EXPECTED \
    "a name (letters, digits, - and _: a file name inside -o DIR, no / or ..)"
typedef struct Runner Explore;  /* a run, module runner */
typedef struct Explore_Options {
    long jobs;                  /* worker processes; 1: none */
    bool no_cache;              /* recompute everything */
    const char *cache_name;     /* the cache's file name under DIR/cache */
    const char *cache_dir;      /* the cache's folder, when not DIR/cache */
    int rank, size;             /* under MPI: this process's rank, the ranks */
    /* the progress line: units done of total (total 0: erase it) */
    void (*progress)(void *closure, size_t done, size_t total);
    void *closure;
    int census_split;           /* censuses in parts from this size (0: 7) */
} Explore_Options;
/* a run with no statements */
extern Explore *Explore_new(void);
/* releases *x and everything it holds; *x becomes NULL (it may be) */
extern void Explore_free(Explore **x);
/* reads line s: 0 not ours, 1 read, -1 a syntax error in *err */
extern int Explore_line(Explore *x, const char *file, const char *s,
                        size_t line, Perr_T *err);
/* whether s is an include; *path the file (new), or *bad with *err */
extern bool Explore_include(const char *s, char **path, Perr_T *err, bool *bad);
/* computes and writes every output into dir: the exit status */
extern int  Explore_run(Explore *x, const char *dir, const Explore_Options *opt,
                        FILE *err);
/* lists the files written, as shown/.../NAME.EXT, and the verdicts */
extern void Explore_list(const Explore *x, const char *shown, FILE *out);
/* the sections of a standard report for the outputs of the run */
extern void Explore_report(const Explore *x, FILE *f);
/* runs text as the parameter file name (its lines, no includes) into dir,
   listing the files written on out: the exit status, 2 for a bad line */
extern int  Explore_run_text(const char *text, const char *name, const char *dir,
                             const Explore_Options *opt, FILE *out, FILE *err);
#endif
