/* Generated from noweb/tools/emit.nw by notangle: edit the .nw, not this file. */
#ifndef EMIT_INCLUDED
#define EMIT_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "dyadic.h"
#include "game.h"

typedef enum { EMIT_PLAIN, EMIT_TSV, EMIT_LATEX, EMIT_JSON } Emit_Format;
typedef struct Emit_Column {
    const char *name;           /* snake_case: TSV header, JSON key */
    const char *latex;          /* LaTeX header */
    const char *align;          /* LaTeX column type */
    bool exact;                 /* may hold numbers: a decimal companion on request */
} Emit_Column;
typedef struct Emit_Table Emit_Table;
/* a new table on out, n > 0 columns cols (outliving it); writes its head */
extern Emit_Table *Emit_table_new(FILE *out, Emit_Format fmt, const Emit_Column *cols,
                                  size_t n);
/* LaTeX: a longtable, its header on every page; before the first cell */
extern void Emit_long(Emit_Table *t);
/* ends the last row, writes the foot, frees *t and sets it to NULL */
extern void Emit_table_free(Emit_Table **t);
/* a NAME_decimal column after each exact one; before the head is written */
extern void Emit_decimal(Emit_Table *t);
/* a last column, error; before the head is written */
extern void Emit_errors(Emit_Table *t);
/* a row: item, empty cells, message in error (t has Emit_errors) */
extern void Emit_error_row(Emit_Table *t, const char *item, const char *message);
/* x's exact decimal spelling, a new string the caller frees */
extern char *Emit_decimal_str(Dyadic_T x);
/* the next cell: text s (LaTeX: escaped, in \texttt) */
extern void Emit_text(Emit_Table *t, const char *s);
/* the next cell: words s (LaTeX: escaped) */
extern void Emit_words(Emit_Table *t, const char *s);
/* the next cell: game g (LaTeX: cgt.sty's, a summary when too long) */
extern void Emit_game(Emit_Table *t, Game_T g);
/* the next cell: the dyadic rational x */
extern void Emit_dyadic(Emit_Table *t, Dyadic_T x);
/* the next cell: v in decimal (JSON: a number) */
extern void Emit_int(Emit_Table *t, long long v);
/* the next cell: v in decimal (JSON: a number) */
extern void Emit_uint(Emit_Table *t, unsigned long long v);
/* the next cell: plain, or latex as given in LaTeX (NULL: plain, escaped) */
extern void Emit_cell(Emit_Table *t, const char *plain, const char *latex);
/* the next cell, empty (JSON: null) */
extern void Emit_empty(Emit_Table *t);
enum { EMIT_LATEX_WIDTH = 1500 };       /* the width of a new table */
/* LaTeX writes longer games as their summary; before the first cell */
extern void Emit_latex_width(Emit_Table *t, size_t width);
/* writes s to out with LaTeX's special characters (and |, <, >) printable */
extern void Emit_latex_escape(FILE *out, const char *s);
/* writes s to out as a TSV field: tab, newline, return, backslash escaped */
extern void Emit_tsv_escape(FILE *out, const char *s);
/* writes s to out as a JSON string, with its quotes */
extern void Emit_json_string(FILE *out, const char *s);
#endif
