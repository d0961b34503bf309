/* Generated from noweb/cmd/expr.nw by notangle: edit the .nw, not this file. */
#ifndef EXPR_INCLUDED
#define EXPR_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "cache.h"
#include "game.h"
#include "perr.h"
#include "position.h"
#include "scan.h"
#include "val.h"

enum { EXPR_LIT, EXPR_VAR, EXPR_LET, EXPR_CALL, EXPR_RULESET, EXPR_BIN,
       EXPR_NOT, EXPR_NEG, EXPR_CAT };
struct Expr_Ctx;
typedef struct Expr Expr;
typedef Val Expr_Fn_Impl(struct Expr_Ctx *c, const Expr *at, Val *a, int n);
typedef struct Expr_Fn {
    const char *name;
    int min, max;
    Expr_Fn_Impl *f;
} Expr_Fn;
struct Expr {
    int kind, op, var;          /* var: a binding's or a let's index */
    size_t col;
    Val lit;
    const Expr_Fn *fn;
    const Position_Ruleset *rs;
    Expr **a;
    int na;
    char *text, *key;
    bool cheap;     /* no game, ruleset or octal function below: not cached */
};
typedef struct Expr_Scope {
    char **vars;                /* the bindings' names */
    size_t nvar;
    char **lets;                /* the lets' names and expressions */
    Expr **letx;
    size_t nlet;
} Expr_Scope;
typedef struct Expr_Env {
    Cache *values;              /* the values computed, by key and item */
    Cache periods; /* octal code -> "period preperiod", or undefined */
    struct Expr_Evaluator *ev;  /* one evaluator a ruleset */
    size_t nev;
    Game_T *zz;                 /* ZZ_0.. computed so far */
    size_t nzz;
} Expr_Env;
typedef struct Expr_Ctx {
    Expr_Env *env;
    const Expr_Scope *sc;
    const Val *bind;
    Val *lets;
    bool *done;
    const char *item;           /* the item's key, for messages */
    int status;
    size_t col;
    char msg[400];
    bool type_error;            /* set by Val_binop, cleared by its caller */
} Expr_Ctx;
typedef struct Expr_Parser {
    Scan in;                    /* the line, the offset reached, the error */
    const Expr_Scope *scope;
    size_t nvis, nlet;
    bool failed;
} Expr_Parser;
/* an expression read at p's position, or NULL with the error set */
extern Expr *Expr_parse(Expr_Parser *p);
/* a string without $ at p's position (a literal), or NULL: what it wants */
extern Expr *Expr_constant(Expr_Parser *p, const char *what);
/* releases n and its arguments; n may be NULL */
extern void Expr_free(Expr *n);
/* skips blanks and a comment (# to the end of the line) */
extern void Expr_blanks(Expr_Parser *p);
/* the first error: expected what at offset at; returns false */
extern bool Expr_error(Expr_Parser *p, size_t at, const char *what);
/* the length of the word (a name: letters, digits, _) at s */
extern size_t Expr_word_len(const char *s);
/* whether the keyword w comes next (then consumed) */
extern bool Expr_at_word(Expr_Parser *p, const char *w);
/* whether the symbol sym comes next (then consumed) */
extern bool Expr_at_sym(Expr_Parser *p, const char *sym);
/* the word at p (a new string), or NULL with "expected what" */
extern char *Expr_name(Expr_Parser *p, const char *what);
/* a context for the item whose bindings are bind, in env and scope sc */
extern void Expr_ctx_init(Expr_Ctx *c, Expr_Env *env, const Expr_Scope *sc,
                          const Val *bind, const char *item);
/* releases c's lets */
extern void Expr_ctx_done(Expr_Ctx *c);
/* n's value on c's item; after an error (c->status) undefined */
extern Val  Expr_eval(Expr_Ctx *c, const Expr *n);
/* Expr_eval through the environment's cache of values */
extern Val  Expr_cached(Expr_Ctx *c, const Expr *n);
/* the key of n's value on the item whose key is item: a new string */
extern char *Expr_key(const Expr *n, const char *item);
/* releases what env holds but its cache of values, which it keeps */
extern void Expr_env_free(Expr_Env *env);
#endif
