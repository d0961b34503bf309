/* Generated from noweb/cmd/runner.nw by notangle: edit the .nw, not this file. */
#ifndef RUNNER_INCLUDED
#define RUNNER_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "cache.h"
#include "census.h"
#include "expr.h"
#include "position.h"
#include "val.h"

enum { BIND_RANGE, BIND_LIST, BIND_ENUM, BIND_OCTAL, BIND_LINES };
typedef struct Bind {
    char *var;
    int kind;
    size_t col;
    Expr *lo, *hi, **list;      /* BIND_LIST: list[0..nlist) */
    size_t nlist;
    const Position_Ruleset *rs; /* BIND_ENUM, with lo the size bound */
    char *text; /* BIND_OCTAL: the pattern; BIND_LINES: the file */
} Bind;
typedef struct Family {
    char *name, *decl, *file;
    size_t line;
    Bind *b;
    size_t nb;
    Expr *where;
    Expr_Scope sc;              /* vars: the b[k].var; lets and letx owned */
    Val *vals;                  /* items x nb */
    char **keys;
    size_t nitems, cap;
} Family;
typedef struct Stmt {
    char kind;                  /* 't' table, 'd' data, 's' tsv, 'c' conjecture,
                                   'v' verdicts */
    char *name, *file;
    size_t line;
    Family *f;
    Expr *where, **cols, *wit[4];
    char **names, **heads;
    size_t ncol, nwit;
    char *plain, *latex;        /* the verdict, once checked */
    char *body;                 /* the output, made in memory */
    size_t bodylen, rows;
    bool *numeric;              /* a column whose values are all numbers */
} Stmt;
typedef struct Runner_Options {
    long jobs;                  /* worker processes; 1: none */
    int rank, size;             /* under MPI: this process's rank, the ranks */
    void (*progress)(void *closure, size_t done, size_t total); /* 0: erase */
    void *closure;
    int census_split;           /* censuses in parts from this size (0: 7) */
} Runner_Options;
typedef struct Runner {
    Family **fam;
    size_t nfam;
    Stmt *st;
    size_t nst, stcap;
    char **files;
    size_t nfiles;
    Cache cache;
    Expr_Env env;               /* env.values is &cache */
    Census_Set censuses;        /* the censuses listed (module census) */
    const Runner_Options *opt;  /* of the run */
} Runner;
typedef struct Undecided { size_t n; char *item, *why; } Undecided;
/* expands every family of x into its items: 0, or the status, said on err */
extern int  Runner_expand(Runner *x, FILE *err);
/* computes the values not cached (rc: the status so far; not 0: none, but
   MPI ranks released); *worker: an MPI rank that only computed its share */
extern int  Runner_compute(Runner *x, int rc, FILE *err, bool *worker);
/* says FILE:LINE:COL: item ITEM: MSG on err; returns 2 */
extern int  Runner_item_error(FILE *err, const char *file, size_t line,
                              size_t col, const char *item, const char *msg);
/* counts an item left out or undecided; why (a new string) is taken */
extern void Runner_undecided_add(Undecided *u, const char *item, char *why);
/* says on err (when not NULL) how many items u counted, and clears it */
extern void Runner_undecided_note(Undecided *u, FILE *err, const char *file,
                                  size_t line, const char *what);
/* releases a family, its bindings, scope and items */
extern void Runner_family_free(Family *f);
/* releases what a statement holds (not the struct) */
extern void Runner_stmt_free(Stmt *s);
/* releases everything x holds (not the struct); x is then all zeros */
extern void Runner_clear(Runner *x);
#endif
