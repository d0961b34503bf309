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
extern Emit_Table *Emit_table_new(FILE *out, Emit_Format fmt, const Emit_Column *cols,
                                  size_t n);
extern void Emit_long(Emit_Table *t);
extern void Emit_table_free(Emit_Table **t);
extern void Emit_decimal(Emit_Table *t);
extern void Emit_errors(Emit_Table *t);
extern void Emit_error_row(Emit_Table *t, const char *item, const char *message);
extern char *Emit_decimal_str(Dyadic_T x);
extern void Emit_text(Emit_Table *t, const char *s);
extern void Emit_words(Emit_Table *t, const char *s);
extern void Emit_game(Emit_Table *t, Game_T g);
extern void Emit_dyadic(Emit_Table *t, Dyadic_T x);
extern void Emit_int(Emit_Table *t, long long v);
extern void Emit_uint(Emit_Table *t, unsigned long long v);
extern void Emit_cell(Emit_Table *t, const char *plain, const char *latex);
extern void Emit_empty(Emit_Table *t);
enum { EMIT_LATEX_WIDTH = 1500 };       /* the width of a new table */
extern void Emit_latex_width(Emit_Table *t, size_t width);
extern void Emit_latex_escape(FILE *out, const char *s);
extern void Emit_tsv_escape(FILE *out, const char *s);
extern void Emit_json_string(FILE *out, const char *s);
#endif
