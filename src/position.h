/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#ifndef POSITION_INCLUDED
#define POSITION_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "perr.h"

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
#define POSITION_KEY_EXTRA 64
struct Position_Eval;
typedef struct Position_Ruleset {
    const char *name, *summary, *syntax, *source;
    const void *param;
    unsigned flags;
    void (*options)(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out);
    void (*split)(const void *param, const uint64_t *p, size_t len, Position_List *out);
    bool (*normalise)(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen);
    bool (*fast)(const void *param, const uint64_t *key, size_t klen, Game_T *v);
    bool (*parse)(const void *param, const char *text, Position_List *out, Perr_T *err);
    char *(*print)(const void *param, const uint64_t *p, size_t len);
    const char *const *families;
    char *(*tikz)(const void *param, const uint64_t *p, size_t len, double unit);
    void (*enumerate)(const void *param, int size, Position_List *out);
    const char *size_unit;
    int max_size;
    void (*conjugate)(const void *param, const uint64_t *p, size_t len,
                      Position_List *out);
    const char *variant;
    const struct Position_Class *classes;
    bool (*enumerate_class)(const void *param, int cls, int size, Position_List *out,
                            char *err, size_t errsize);
    bool (*check)(const void *param, Game_T v, char *why, size_t size);
    const struct Position_Property *properties;
    bool (*test)(const void *param, struct Position_Eval *e, const uint64_t *p, size_t len,
                 size_t *tried, size_t *held, char *why, size_t size);
    bool (*enumerate_part)(const void *param, int size, unsigned res, unsigned mod,
                           Position_List *out, char *err, size_t errsize);
    size_t (*size)(const void *param, const uint64_t *p, size_t len);
    size_t (*moves)(const void *param, const uint64_t *p, size_t len, char side);
    void (*bridges)(const void *param, const uint64_t *p, size_t len, Position_List *out);
    void (*value_options)(const void *param, const uint64_t *p, size_t len, char side,
                          Position_List *out);
} Position_Ruleset;
typedef struct Position_Class { const char *name, *summary; int max_size; } Position_Class;
typedef struct Position_Property { const char *name, *source; } Position_Property;
typedef struct Position_Eval *Position_Eval;
typedef void Position_Progress(void *closure, size_t searched, size_t count,
                               size_t bytes);
extern void Position_list_push(Position_List *l, const uint64_t *w, size_t len,
                               unsigned flags);
extern void Position_list_clear(Position_List *l);
extern void Position_list_free(Position_List *l);
extern void Position_value_options(const Position_Ruleset *rs, const uint64_t *p,
                                   size_t len, char side, Position_List *out);
extern Position_Eval Position_eval_new(const Position_Ruleset *rs);
extern void Position_eval_free(Position_Eval *e);
extern void Position_eval_set_limits(Position_Eval e, Game_Limits lim);
extern Game_Status Position_value(Position_Eval e, const uint64_t *p, size_t len, Game_T *v);
extern Game_Status Position_value_within(Position_Eval e, Game_Limits lim, const uint64_t *p,
                                         size_t len, Game_T *v);
extern Game_Status Position_value_text(Position_Eval e, const char *text, Game_T *v,
                                       Perr_T *err);
extern Game_Status Position_eval_status(const Position_Eval e);
extern Game_Limits Position_eval_limits(const Position_Eval e);
extern const Position_Ruleset *Position_eval_ruleset(const Position_Eval e);
extern size_t Position_eval_count(const Position_Eval e);
extern size_t Position_eval_searched(const Position_Eval e);
extern size_t Position_eval_bytes(const Position_Eval e);
extern void Position_eval_set_progress(Position_Eval e, Position_Progress *fn,
                                       void *closure);
extern int Position_eval_set_threads(Position_Eval e, int n);
extern bool Position_eval_save(Position_Eval e, const char *path, char *err,
                               size_t errsize);
extern bool Position_eval_load(Position_Eval e, const char *path, char *err,
                               size_t errsize);
extern void Position_eval_note(Position_Eval e, const uint64_t *w, size_t len, Game_T v);
extern size_t Position_eval_note_count(const Position_Eval e);
extern void Position_eval_notes_clear(Position_Eval e);
extern uint64_t *Position_eval_notes_take(Position_Eval e, size_t *n, size_t *cap,
                                          size_t *count);
extern void Position_eval_notes_give(Position_Eval e, uint64_t *notes, size_t n,
                                     size_t cap, size_t count);
extern bool Position_eval_get(const Position_Eval e, const uint64_t *key, size_t len,
                              Game_T *v);
extern bool Position_eval_put(Position_Eval e, const uint64_t *key, size_t len, Game_T v);
#endif
