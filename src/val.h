/* Generated from noweb/tools/val.nw by notangle: edit the .nw, not this file. */
#ifndef VAL_INCLUDED
#define VAL_INCLUDED
#include <stdbool.h>
#include <stdint.h>
#include "dyadic.h"
#include "game.h"

typedef enum { VAL_UNDEF, VAL_BOOL, VAL_NUM, VAL_STR, VAL_GAME } Val_Type;
typedef struct Val { Val_Type t; bool b; Dyadic_T x; char *s; Game_T g; } Val;
enum { VAL_IMPLIES = 1, VAL_OR, VAL_AND, VAL_EQ, VAL_NE, VAL_LT, VAL_LE,
       VAL_GT, VAL_GE, VAL_ADD, VAL_SUB, VAL_MUL, VAL_DIV, VAL_MOD,
       VAL_POW };
/* releases *v's string and number; *v is then undefined, with no reason */
extern void Val_clear(Val *v);
/* an independent copy of *v */
extern Val Val_copy(const Val *v);
/* the number x, which the value then owns */
extern Val Val_number(Dyadic_T x);
/* the integer k */
extern Val Val_integer(int64_t k);
/* the truth value b */
extern Val Val_truth(bool b);
/* the string s, which the value then owns (it was allocated by module mem) */
extern Val Val_string(char *s);
/* the game g: a game that is a number is that number */
extern Val Val_game(Game_T g);
/* undefined, with the reason formatted as by printf (300 bytes at most) */
extern Val Val_undefined(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* *v as a cell of plain text or TSV, a new string ("" when undefined) */
extern char *Val_text(const Val *v);
/* *v in LaTeX, a new string; a game over 60 characters is described */
extern char *Val_latex(const Val *v);
/* s escaped for LaTeX's text (module emit), a new string */
extern char *Val_escaped(const char *s);
/* s in single quotes, ' and \ escaped by a backslash: a new string */
extern char *Val_quoted(const char *s);
/* *v as a cache entry spells it (a type letter, then its text): new */
extern char *Val_write(const Val *v);
/* reads what Val_write wrote into *v; false, *v undefined: anything else */
extern bool Val_read(const char *s, Val *v);
/* the game that *v is; *v is a number or a game */
extern Game_T Val_as_game(const Val *v);
/* whether *v is an integer of 64 bits, then in *k */
extern bool Val_small_int(const Val *v, int64_t *k);
/* *a op *b (op not and, or, implies); undefined in, undefined out; for
   operands of the wrong kind sets *type_error, the reason in the value */
extern Val Val_binop(int op, const Val *a, const Val *b, bool *type_error);
/* the operators' spellings, by number ("" for 0) */
extern const char *const Val_op_text[];
#endif
