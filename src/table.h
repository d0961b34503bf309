/* Generated from noweb/rulesets/table.nw by notangle: edit the .nw, not this file. */
#ifndef TABLE_INCLUDED
#define TABLE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "game.h"
#include "hash.h"

typedef struct Table_Slot {
    uint64_t key;                   /* a one-word key, or a longer key's hash */
    uint64_t ref;                   /* value id << 32 | SHORT or arena offset */
} Table_Slot;                       /* ref 0: empty */

#define TABLE_SHORT UINT32_MAX      /* the low half of [[ref]], one-word key */
#define TABLE_LEN(h) ((size_t)((h) & 0xffffffffu))   /* of an arena header */

typedef struct Table_T {
    uint64_t *arena;                /* entries: header, key words */
    size_t an, acap;
    Table_Slot *slot;               /* hash index */
    size_t mask, count;
    uint64_t *notes;                /* notes: header (length, game), words */
    size_t nn, ncap, ncount;
    uint64_t epoch;                 /* the game store's epoch of the values */
    bool active;                    /* the bytes are declared, as held */
    size_t held;
    void (*retire)(void *closure, void *old);   /* NULL: free(old) */
    void *retire_closure;
} Table_T;
typedef struct Table_It { size_t a, i; } Table_It;
#define TABLE_IT_START ((Table_It){ 1, 0 })
/* Makes *t an empty table of the current game store. */
extern void Table_init(Table_T *t);
/* Releases the arrays of *t; *t is then empty of memory. */
extern void Table_free(Table_T *t);
/* The bytes the index, the arena and the notes of *t take. */
static inline size_t Table_bytes(const Table_T *t)
{
    return (t->mask + 1) * sizeof *t->slot
           + (t->acap + t->ncap) * sizeof *t->arena;
}
/* The hash of a key of len words, as the lookups want it. */
static inline uint64_t Table_hash(const uint64_t *k, size_t len)
{
    return Hash_words(k, len);
}
/* True with *v when key k (len words, hash h) is in t. */
static inline bool Table_find(const Table_T *t, const uint64_t *k, size_t len,
                              uint64_t h, Game_T *v)
{
    if (len == 1) {
        for (size_t i = (size_t)h & t->mask;; i = (i + 1) & t->mask) {
            const Table_Slot *s = &t->slot[i];
            if (s->ref == 0)
                return false;
            if (s->key == k[0] && (uint32_t)s->ref == TABLE_SHORT) {
                *v = (Game_T)(s->ref >> 32);
                return true;
            }
        }
    }
    for (size_t i = (size_t)h & t->mask;; i = (i + 1) & t->mask) {
        const Table_Slot *s = &t->slot[i];
        if (s->ref == 0)
            return false;
        if (s->key != h || (uint32_t)s->ref == TABLE_SHORT)
            continue;
        const uint64_t *a = t->arena + (uint32_t)s->ref;
        if (TABLE_LEN(a[0]) == len
            && (len == 0 || memcmp(a + 1, k, len * sizeof *k) == 0)) {
            *v = (Game_T)(s->ref >> 32);
            return true;
        }
    }
}

/* Doubles the index of t (inside Game_protect: a limit jumps). */
extern void Table_grow_index(Table_T *t);
/* Grows the arena of t by at least need words (inside Game_protect). */
extern void Table_grow_arena(Table_T *t, size_t need);

/* Enters key k (not in t) with value v; inside Game_protect. */
static inline void Table_insert(Table_T *t, const uint64_t *k, size_t len,
                                uint64_t h, Game_T v)
{
    size_t cap = Game_limits().max_positions;
    if (cap && t->count >= cap)
        Game_raise(GAME_LIMIT_POSITIONS);
    if (4 * (t->count + 1) > 3 * (t->mask + 1))
        Table_grow_index(t);
    size_t o = t->an;
    if (len != 1) {
        if (t->an + len + 1 >= TABLE_SHORT)
            Game_raise(GAME_LIMIT_KEYS);
        if (t->an + len + 1 > t->acap)
            Table_grow_arena(t, len + 1);
        t->arena[o] = (uint64_t)len | (uint64_t)v << 32;
        if (len > 0)                    /* a key of length 0 may be NULL */
            memcpy(t->arena + o + 1, k, len * sizeof *k);
        t->an += len + 1;
    }
    size_t i = (size_t)h & t->mask;
    while (t->slot[i].ref)
        i = (i + 1) & t->mask;
    t->slot[i].key = len == 1 ? k[0] : h;      /* the key, then the filled word */
    __atomic_store_n(&t->slot[i].ref,
                     (uint64_t)v << 32 | (len == 1 ? TABLE_SHORT : o),
                     __ATOMIC_RELEASE);
    t->count++;
}
/* The next entry of t after *it: its key, length and value; false at the end. */
extern bool Table_next(const Table_T *t, Table_It *it, const uint64_t **key,
                       uint32_t *len, Game_T *v);
/* Declares the change in the bytes of t to the store, when t is active. */
extern void Table_hold(Table_T *t);
/* Empties t of its entries and notes; the memory stays. */
extern void Table_reset(Table_T *t);
/* Empties t when the game store was freed since its values were made. */
extern void Table_follow(Table_T *t);
#endif
