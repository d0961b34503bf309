/* Generated from noweb/cmd/outputs.nw by notangle: edit the .nw, not this file. */
#ifndef OUTPUTS_INCLUDED
#define OUTPUTS_INCLUDED
#include <stdio.h>
#include "runner.h"

/* makes every output of x in memory, from the cache (verdicts last): 0,
   or the status (2: an error of an item), said on err */
extern int  Outputs_make(Runner *x, FILE *err);
/* writes every output made into dir/tables and dir/data: 0, or 1 */
extern int  Outputs_write(Runner *x, const char *dir, FILE *err);
/* lists the files written, as shown/.../NAME.EXT, and the verdicts */
extern void Outputs_list(const Runner *x, const char *shown, FILE *out);
/* the sections of a standard report: conjectures, tables, plots */
extern void Outputs_report(const Runner *x, FILE *f);
#endif
