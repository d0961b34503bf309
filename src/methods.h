/* Generated from noweb/games/methods.nw by notangle: edit the .nw, not this file. */
#ifndef METHODS_INCLUDED
#define METHODS_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "game.h"

typedef enum {
    METHOD_GAME,         /* game: a canonical form (numbers included) */
    METHOD_BOOL,         /* truth */
    METHOD_OUTCOME,      /* outcome: L, R, N or P */
    METHOD_LIST,         /* list[0..n): games, in the order printed */
    METHOD_TEXT          /* text: printed as it is (a thermograph, a fraction) */
} Method_Kind;

typedef struct Method_Value {
    Method_Kind kind;
    Game_T game;
    bool truth;
    Game_Outcome outcome;
    Game_T *list;
    size_t n;
    char *text;
} Method_Value;

/* A method: self is the receiver, args[0..nargs) its arguments. On false, *why
   is a static phrase saying what was expected ("a number as receiver"). */
typedef bool Method_Fn(Game_T self, const Game_T *args, Method_Value *out,
                       const char **why);
/* A method of a list, on list[0..n), with no arguments. */
typedef bool Method_List_Fn(const Game_T *list, size_t n, Method_Value *out,
                            const char **why);

typedef struct Method {
    const char *name;    /* CGSuite's name */
    unsigned nargs;      /* arguments besides the receiver */
    const char *args;    /* their names, for --methods: "(s,t)" */
    const char *summary; /* one line, for --methods */
    Method_Fn *fn;       /* a method of games or a function, or NULL: */
    Method_List_Fn *on_list;     /* a method of lists */
} Method;
/* the method (with a receiver) named by name[0..len), or NULL */
extern const Method *Method_find(const char *name, size_t len);
/* the function (without a receiver) named by name[0..len), or NULL */
extern const Method *Method_find_function(const char *name, size_t len);
extern const char   *Method_nearest(const char *name, size_t len);   /* or NULL */
extern size_t        Method_count(void);      /* methods and functions */
extern const Method *Method_at(size_t i);     /* i < Method_count() */
/* whether m is a function (no receiver) */
extern bool          Method_is_function(const Method *m);
/* whether m is a method of lists (its receiver a list, not a game) */
extern bool          Method_on_list(const Method *m);
/* the method of lists m on list[0..n): *out, or false and *why */
extern bool          Method_call_list(const Method *m, const Game_T *list, size_t n,
                                      Method_Value *out, const char **why);
/* m on self and args[0..nargs), nargs == m->nargs: *out, or false and *why */
extern bool Method_call(const Method *m, Game_T self, const Game_T *args,
                        size_t nargs, Method_Value *out, const char **why);
/* A value that is a game. */
extern Method_Value Method_game(Game_T g);
/* CGSuite's printed form of v, malloc'ed. */
extern char *Method_value_str(const Method_Value *v);
/* frees what v owns; v is then the game 0 */
extern void  Method_value_clear(Method_Value *v);
/* The name of v's kind, for messages: "a game", "a truth value", ... */
extern const char *Method_kind_name(Method_Kind k);
#endif
