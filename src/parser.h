/* Generated from noweb/games/parser.nw by notangle: edit the .nw, not this file. */
#ifndef PARSER_INCLUDED
#define PARSER_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"
#include "methods.h"
#include "perr.h"

typedef struct Notation_Position_Reader {
    bool (*knows)(const char *name, size_t len);
    bool (*value)(const char *name, size_t len, const char *text, size_t tlen,
                  Game_T *out, Perr_T *err);
} Notation_Position_Reader;
typedef struct Notation_Summand {
    Game_T game;                 /* the value, when name is NULL */
    const char *name, *text;     /* a position not valued: its ruleset, its text */
    size_t nlen, tlen;
} Notation_Summand;
/* Parse a whole expression (CGSuite plain notation, module parser).
   Returns true and sets *out, or false and fills *err (module perr: the
   1-based column, in characters, and what was expected). Never prints. */
extern bool  Notation_parse(const char *s, Game_T *out, Perr_T *err);

/* Parse one brace game WITHOUT canonicalising the outer level: the option lists as
   written, each option canonical. For `cgtk value --explain`. Returns false with
   *err when s is not of the form {...|...}. *L and *R are malloc'ed; caller frees. */
extern bool  Notation_parse_options(const char *s, Game_T **L, size_t *nl,
                                    Game_T **R, size_t *nr, Perr_T *err);
/* Evaluate s: any value in *out (caller clears), or false and *err. */
extern bool  Notation_eval(const char *s, Method_Value *out, Perr_T *err);
/* r (NULL: none) reads the positions of rulesets from now on; r is kept */
extern void  Notation_set_position_reader(const Notation_Position_Reader *r);
/* The summands of s's outermost sum in *parts[0..*n), or false and *err. */
extern bool  Notation_parse_sum(const char *s, Game_T **parts, size_t *n, Perr_T *err);
/* As Notation_parse_sum; lazy: a position alone is left as its name and text. */
extern bool  Notation_parse_summands(const char *s, bool lazy, Notation_Summand **parts,
                                     size_t *n, Perr_T *err);
#endif
