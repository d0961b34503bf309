/* Generated from noweb/games/parseeval.nw by notangle: edit the .nw, not this file. */
#ifndef PARSEEVAL_INCLUDED
#define PARSEEVAL_INCLUDED
#ifdef PARSER_REPRESENTATION
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "dyadic.h"
#include "game.h"
#include "methods.h"
#include "parser.h"
#include "scan.h"

typedef struct Explicit {
    Game_T *opt;         /* Left options, then Right ones, as written */
    size_t nl, nr;
} Explicit;

typedef struct Bar {
    unsigned k;          /* number of strokes */
    size_t at;           /* byte offset of its first stroke */
    size_t next;         /* options of its brace before it */
} Bar;

typedef enum {
    OP_NUMBER,           /* push the number nums[a] */
    OP_NUS,              /* push x + ups.^ + *nim, x = nums[a] (0 when a is NONE) */
    OP_NIMBER_OF,        /* pop n, push *n */
    OP_NEG, OP_ADD, OP_SUB,
    OP_SWITCH,           /* pop g, push {g | -g} */
    OP_SWITCH_LIST,      /* pop a games, push {them | their negatives} */
    OP_TINY, OP_MINY,
    OP_MUL,              /* pop g, h, push g * h (an integer, or two numbers) */
    OP_DIV,              /* pop g, h, push g / h (numbers) */
    OP_ORDINAL,          /* pop g, h, push the ordinal sum g:h */
    OP_CALL,             /* pop a arguments and, for a method, its receiver;
                            push m's value */
    OP_POSITION,         /* push the position text s[b..b+len) of ruleset
                            s[a..a+nb) */
    OP_RELATION,         /* pop g, h; the truth of g R h, R the relation a */
    OP_BRACE             /* pop a options, push the game of bars pbars[b..b+nb) */
} Op_Kind;

/* The relations of OP_RELATION, its a. */
enum { REL_EQ, REL_NE, REL_LE, REL_GE, REL_LT, REL_GT, REL_CONFUSED };

typedef struct Op {
    Op_Kind kind;
    uint32_t nim;        /* OP_NUS */
    int64_t ups;         /* OP_NUS */
    char upform;         /* OP_NUS: '<' up-nth, '[' up-to-the-n, 0 none */
    uint64_t upn;        /* OP_NUS: its exponent; ups is then +1 or -1 */
    size_t a, b, nb;     /* see Op_Kind */
    size_t len;          /* OP_POSITION */
    const Method *m;     /* OP_CALL */
    bool quoted;         /* OP_BRACE: CGSuite's explicit game '{...}' */
    size_t at;           /* byte offset for an error */
} Op;

#define NONE SIZE_MAX

struct Parseeval_Work {
    bool busy;                                /* a call is running or was abandoned */
    Op *ops; size_t nops, cops;               /* parser: the program */
    Dyadic_T *nums; size_t nnums, cnums;      /* parser: the numbers read */
    Bar *bars; size_t nbars, cbars;           /* parser: bars being read */
    Bar *pbars; size_t npbars, cpbars;        /* parser: bars of finished braces */
    Game_T *games; size_t ngames, cgames;     /* evaluator: the stack */
    size_t *gx; size_t cgx;                   /* evaluator: for each game on the
                                                 stack, 1 + its explicit form in
                                                 xf, or 0 */
    struct Explicit *xf; size_t nxf, cxf;     /* evaluator: explicit forms */
    Method_Value last; bool has_last;         /* evaluator: a last value that
                                                 is not a game */
    Method_Value list; bool has_list;         /* evaluator: a list, the receiver
                                                 of the next call */
    size_t *sums; size_t nsums, csums;        /* parser: the outermost summands,
                                                 pairs [from, to) of ops */
};
extern struct Parseeval_Work Parseeval_work;
#define work Parseeval_work
extern const Notation_Position_Reader *Parseeval_reader;   /* NULL: none */
typedef struct Split {
    const Bar *bar;      /* bar[0..n) */
    size_t n;
    size_t games, end;   /* its options: work.games[games..end) */
} Split;
/* Starts a call of the parser: releases what an abandoned call left in work. */
extern void   Parseeval_begin(void);
/* Ends a call: releases all that work holds, and clears it. */
extern void   Parseeval_end(void);
/* A new slot of work.nums, holding 0 and released with work; its index. */
extern size_t Parseeval_new_number(void);
/* The game on top of work's stack, which must not be empty, popped. */
extern Game_T Parseeval_pop(void);
/* Bar j of s, 1 <= j <= n: the bar between segments j - 1 and j. */
static inline const Bar *split_bar(const Split *s, size_t j)
{
    return &s->bar[j - 1];
}

/* The index j in (a, b] of the longest bar of segments a..b (the first of
   the longest). */
static inline size_t longest_bar(const Split *s, size_t a, size_t b)
{
    size_t j = a + 1;
    for (size_t i = a + 2; i <= b; i++)
        if (split_bar(s, i)->k > split_bar(s, j)->k)
            j = i;
    return j;
}
/* The option lists of segments a..b of s (a < b, their games on work's
   stack) split at their longest bar, in *L[0..*nl) and *R[0..*nr): a side of
   one segment in place on the stack, a side of several the one game they
   make, in hold[0] (Left) or hold[1] (Right). */
extern void   Parseeval_split_sides(const Split *s, size_t a, size_t b, Game_T hold[2],
                                    const Game_T **L, size_t *nl, const Game_T **R,
                                    size_t *nr);
/* Runs work.ops[from..to) on work's stack of games, which gains their
   values; false with *sc->err set (the column of the failing operation's
   byte offset in sc->s). any: the last operation of the whole program may
   give a value that is not a game, then kept in work.last. */
extern bool   Parseeval_run(Scan *sc, size_t from, size_t to, bool any);
#endif
#endif
