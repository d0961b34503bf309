/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#ifndef POSITION_INCLUDED
#define POSITION_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "mem.h"
#include "perr.h"
#include "table.h"

typedef struct Position_List {
    uint64_t *w;        /* records: header word, then the record's words */
    size_t n, cap;      /* words used, words allocated */
    size_t count;       /* records */
} Position_List;
#define POSITION_NEG 1u
#define POSITION_LEN(h)   ((size_t)((h) & 0xffffffffu))
#define POSITION_FLAGS(h) ((unsigned)((h) >> 32))
#define POSITION_LIST_FREE ((size_t)1 << 20)    /* bytes of a list not checked */
#define POSITION_IMPARTIAL 1u
#define POSITION_NO_TWIN 2u
#define POSITION_KEY_EXTRA 64
struct Position_Eval;
typedef struct Position_Census {
    void (*enumerate)(const void *param, int size, Position_List *out);
    const char *size_unit;
    int max_size;
    bool (*enumerate_part)(const void *param, int size, unsigned res, unsigned mod,
                           Position_List *out, char *err, size_t errsize);
    const struct Position_Class *classes;
    bool (*enumerate_class)(const void *param, int cls, int size, Position_List *out,
                            char *err, size_t errsize);
} Position_Census;
typedef struct Position_Theory {
    void (*conjugate)(const void *param, const uint64_t *p, size_t len,
                      Position_List *out);
    bool (*check)(const void *param, Game_T v, char *why, size_t size);
    const struct Position_Property *properties;
    bool (*test)(const void *param, struct Position_Eval *e, const uint64_t *p, size_t len,
                 size_t *tried, size_t *held, char *why, size_t size);
} Position_Theory;
typedef struct Position_Hints {
    size_t (*size)(const void *param, const uint64_t *p, size_t len);
    size_t (*moves)(const void *param, const uint64_t *p, size_t len, char side);
    bool search;                        /* components are searched, never valued */
} Position_Hints;
typedef struct Position_Drawing {
    char *(*tikz)(const void *param, const uint64_t *p, size_t len, double unit);
} Position_Drawing;
typedef struct Position_Ruleset {
    const char *name, *summary, *syntax, *source, *variant;
    const void *param;
    unsigned flags;
    void (*options)(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out);
    void (*split)(const void *param, const uint64_t *p, size_t len, Position_List *out);
    bool (*normalise)(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen);
    bool (*fast)(const void *param, const uint64_t *key, size_t klen, Game_T *v);
    void (*bridges)(const void *param, const uint64_t *p, size_t len, Position_List *out);
    void (*value_options)(const void *param, const uint64_t *p, size_t len, char side,
                          Position_List *out);
    bool (*parse)(const void *param, const char *text, Position_List *out, Perr_T *err);
    char *(*print)(const void *param, const uint64_t *p, size_t len);
    const char *const *families;
    const Position_Census *census;      /* the parts: NULL when it has none */
    const Position_Theory *theory;
    const Position_Hints *hints;
    const Position_Drawing *drawing;
} Position_Ruleset;
typedef struct Position_Class { const char *name, *summary; int max_size; } Position_Class;
typedef struct Position_Property { const char *name, *source; } Position_Property;
typedef struct Position_Eval Position_Eval;
typedef void Position_Progress(void *closure, size_t searched, size_t count,
                               size_t bytes);
typedef struct Position_Level Position_Level;
typedef struct Position_Stamp { uint64_t dev, ino, size, sec, nsec; } Position_Stamp;
struct Position_Eval {
    const Position_Ruleset *rs;
    Table_T table;                  /* the transposition table */
    size_t searched;
    Game_Limits lim;                /* the evaluator's bounds */
    Position_Level **level;         /* scratch, one per depth of the search */
    size_t nlevel;
    size_t held_levels;             /* scratch bytes of the levels: the sum of their held */
    Game_Status status;             /* how the last call ended */
    Position_Progress *progress;    /* called now and then during a search */
    void *progress_closure;
    int threads;                    /* threads of a search (module threaded) */
    Game_T (*parallel)(struct Position_Eval *e, const uint64_t *p, size_t len);
    const void *par;                /* the threads' state while they run */
    Game_T *loaded;                 /* the games of a table being loaded */
    Position_Stamp file;            /* the table file last loaded or saved */
    bool file_known;
    const char *saving;             /* the path being saved to */
};
struct Position_Level {
    Position_List opts, comps;      /* the options of a component; one option's components */
    Position_List parts[2];         /* keys of the options' parts (threads: a side each) */
    uint64_t *hs[2];                /* the hash of each key, at its offset in parts */
    Game_T *pv[2];                  /* threads: each part's value, likewise */
    size_t caphs[2], cappv[2];
    size_t *order;                  /* threads: offsets of the parts, in the thread's order */
    size_t caporder;
    Game_T *vals[2];                /* values of Left and Right options */
    size_t nvals[2], capvals[2];
    uint64_t *key;                  /* room for a key: capkey words */
    size_t capkey;
    size_t held;                    /* its bytes as last declared with Game_hold */
};
enum { POSITION_PART_NEG = 1, POSITION_PART_END = 2 };
/* Appends the record (w, len) with flags to l. */
extern void Position_list_push(Position_List *l, const uint64_t *w, size_t len,
                               unsigned flags);
/* Empties l and keeps its memory. */
extern void Position_list_clear(Position_List *l);
/* Releases the memory of l, which is then empty. */
extern void Position_list_free(Position_List *l);
/* Appends to out the options of p for side that a value needs. */
extern void Position_value_options(const Position_Ruleset *rs, const uint64_t *p,
                                   size_t len, char side, Position_List *out);
/* rs's theory, or one whose members are all NULL */
static inline const Position_Theory *Position_theory(const Position_Ruleset *rs)
{
    static const Position_Theory none = { 0 };
    return rs->theory ? rs->theory : &none;
}
/* rs's hints, or hints whose members are all NULL */
static inline const Position_Hints *Position_hints(const Position_Ruleset *rs)
{
    static const Position_Hints none = { 0 };
    return rs->hints ? rs->hints : &none;
}
/* A new evaluator of rs's positions, with an empty table. */
extern Position_Eval *Position_eval_new(const Position_Ruleset *rs);
/* Frees *e (game ids stay valid) and sets *e to NULL. */
extern void Position_eval_free(Position_Eval **e);
/* Sets the bounds of e's searches (0: no bound). */
extern void Position_eval_set_limits(Position_Eval *e, Game_Limits lim);
/* The value of p in *v and GAME_DONE, or the status of the limit hit. */
extern Game_Status Position_value(Position_Eval *e, const uint64_t *p, size_t len,
                                  Game_T *v);
/* Position_value within lim as well as e's own bounds. */
extern Game_Status Position_value_within(Position_Eval *e, Game_Limits lim,
                                         const uint64_t *p, size_t len, Game_T *v);
/* Parses text and values it; GAME_BAD_INPUT with *err when it does not read. */
extern Game_Status Position_value_text(Position_Eval *e, const char *text, Game_T *v,
                                       Perr_T *err);
/* How the last call of e ended. */
extern Game_Status Position_eval_status(const Position_Eval *e);
/* The bounds set with Position_eval_set_limits. */
extern Game_Limits Position_eval_limits(const Position_Eval *e);
/* The ruleset of e. */
extern const Position_Ruleset *Position_eval_ruleset(const Position_Eval *e);
/* The components in e's table. */
extern size_t Position_eval_count(const Position_Eval *e);
/* The components e searched (not loaded). */
extern size_t Position_eval_searched(const Position_Eval *e);
/* The bytes of e's table. */
extern size_t Position_eval_bytes(const Position_Eval *e);
/* Calls fn(closure, ...) every 4096 components searched; NULL: never. */
extern void Position_eval_set_progress(Position_Eval *e, Position_Progress *fn,
                                       void *closure);
/* Depth d of the levels *a (of *n), made as needed; stays valid. */
extern Position_Level *Position_level_in(Position_Level ***a, size_t *n, size_t d);
/* Frees the n levels of a and the array. */
extern void Position_levels_free(Position_Level **a, size_t n);
/* Appends to lv->parts[s] the keys of p's components, and an end. */
extern void Position_split_parts(const struct Position_Eval *e, Position_Level *lv, int s,
                                 const uint64_t *p, size_t len);
/* Runs body(closure) as e's protected call; its status, also recorded. */
extern Game_Status Position_eval_protect(Position_Eval *e, Game_Body *body, void *closure);
/* Appends v to the values of side's options in lv. */
static inline void Position_push_value(Position_Level *lv, int side, Game_T v)
{
    GROW(lv->vals[side], lv->capvals[side], lv->nvals[side] + 1);
    lv->vals[side][lv->nvals[side]++] = v;
}
/* Reads at *i of l the records X, P, Q of a way (a bridge), moving *i on. */
static inline void Position_next_way(const Position_List *l, size_t *i,
                                     const uint64_t *r[3], size_t n[3])
{
    for (int j = 0; j < 3; j++) {       /* the records X, P, Q of one way */
        n[j] = POSITION_LEN(l->w[*i]);
        r[j] = l->w + *i + 1;
        *i += 1 + n[j];
    }
}
#endif
