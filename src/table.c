/* Generated from noweb/rulesets/table.nw by notangle: edit the .nw, not this file. */
#line 265 "noweb/rulesets/table.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "mem.h"
#include "table.h"

#line 275 "noweb/rulesets/table.nw"
void Table_init(Table_T *t)
{
    assert(t);
    *t = (Table_T){ 0 };
    t->epoch = Game_store_epoch();
    t->mask = 1023;
    t->slot = CALLOC(t->mask + 1, sizeof *t->slot);
    t->acap = 4096;
    t->arena = ALLOC(t->acap * sizeof *t->arena);
    t->arena[0] = 0;
    t->an = 1;
}

void Table_free(Table_T *t)
{
    assert(t);
    FREE(t->slot);
    FREE(t->arena);
    FREE(t->notes);
    *t = (Table_T){ 0 };
}

static uint64_t slot_hash(const Table_Slot *s)
{
    return (uint32_t)s->ref == TABLE_SHORT ? Table_hash(&s->key, 1) : s->key;
}

bool Table_next(const Table_T *t, Table_It *it, const uint64_t **key, uint32_t *len,
                Game_T *v)
{
    assert(t && it && key && len && v);
    if (it->a < t->an) {
        const uint64_t *w = t->arena + it->a;
        *len = (uint32_t)TABLE_LEN(w[0]);
        *key = w + 1;
        *v = (Game_T)(w[0] >> 32);
        it->a += 1 + *len;
        return true;
    }
    for (; it->i <= t->mask; it->i++) {
        const Table_Slot *s = &t->slot[it->i];
        if (s->ref != 0 && (uint32_t)s->ref == TABLE_SHORT) {
            *key = &s->key;
            *len = 1;
            *v = (Game_T)(s->ref >> 32);
            it->i++;
            return true;
        }
    }
    return false;
}
#line 334 "noweb/rulesets/table.nw"
void Table_hold(Table_T *t)
{
    if (!t->active)
        return;
    size_t b = Table_bytes(t);
    Game_hold((ptrdiff_t)b - (ptrdiff_t)t->held);
    t->held = b;
}

static void retire(Table_T *t, void *old)
{
    if (t->retire)
        t->retire(t->retire_closure, old);
    else
        free(old);
}

void Table_grow_index(Table_T *t)
{
    size_t n = 2 * (t->mask + 1);
    Game_charge(n * sizeof *t->slot);
    Table_Slot *s = calloc(n, sizeof *s);
    if (!s)
        Game_raise(GAME_LIMIT_MEMORY);
    Mem_huge(s, n * sizeof *s);             /* before the pages are touched */
    for (size_t i = 0; i <= t->mask; i++)
        if (t->slot[i].ref) {
            size_t j = (size_t)slot_hash(&t->slot[i]) & (n - 1);
            while (s[j].ref)
                j = (j + 1) & (n - 1);
            s[j] = t->slot[i];
        }
    Table_Slot *old = t->slot;
    __atomic_store_n(&t->slot, s, __ATOMIC_RELEASE);      /* the array, then the mask */
    __atomic_store_n(&t->mask, n - 1, __ATOMIC_RELEASE);
    retire(t, old);
    Table_hold(t);
}

void Table_grow_arena(Table_T *t, size_t need)
{
    size_t cap = t->acap;
    while (cap < t->an + need)
        cap *= 2;
    if (cap > ((size_t)1 << 32))
        Game_raise(GAME_LIMIT_KEYS);
    Game_charge((cap - t->acap) * sizeof *t->arena);
    uint64_t *a, *old = t->arena;
    if (t->retire) {                    /* threads may read the old one: copy it */
        a = malloc(cap * sizeof *a);
        if (a) {
            Mem_huge(a, cap * sizeof *a);
            memcpy(a, old, t->an * sizeof *a);
        }
    } else
        a = realloc(old, cap * sizeof *a);
    if (!a)
        Game_raise(GAME_LIMIT_MEMORY);
    __atomic_store_n(&t->arena, a, __ATOMIC_RELEASE);
    t->acap = cap;
    if (t->retire)
        retire(t, old);
    else
        Mem_huge(a, cap * sizeof *a);
    Table_hold(t);
}

void Table_reset(Table_T *t)
{
    assert(t);
    memset(t->slot, 0, (t->mask + 1) * sizeof *t->slot);
    t->an = 1;
    t->count = 0;
    t->nn = t->ncount = 0;
}

void Table_follow(Table_T *t)
{
    assert(t);
    if (t->epoch != Game_store_epoch()) {
        Table_reset(t);
        t->epoch = Game_store_epoch();
    }
}
