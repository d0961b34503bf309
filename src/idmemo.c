/* Generated from noweb/games/idmemo.nw by notangle: edit the .nw, not this file. */
#line 59 "noweb/games/idmemo.nw"
#include <assert.h>
#include <stdlib.h>
#include "idmemo.h"
#include "hash.h"
#include "mem.h"

struct Idmemo_Entry {
    Game_T a, b;
    unsigned op;
    bool used;
    uint64_t v;
};

static size_t probe(const Idmemo_Entry *e, size_t cap, unsigned op, Game_T a, Game_T b)
{
    uint64_t key = (uint64_t)a << 32 | b;
    uint64_t h = Hash_mix(key ^ ((uint64_t)op * 0x9E3779B97F4A7C15u));
    size_t i = (size_t)h & (cap - 1);
    while (e[i].used && (e[i].a != a || e[i].b != b || e[i].op != op))
        i = (i + 1) & (cap - 1);
    return i;
}

bool Idmemo_get(const Idmemo *m, unsigned op, Game_T a, Game_T b, uint64_t *v)
{
    assert(m != NULL && v != NULL);
    if (m->cap == 0)
        return false;
    size_t i = probe(m->e, m->cap, op, a, b);
    if (!m->e[i].used)
        return false;
    *v = m->e[i].v;
    return true;
}

uint64_t Idmemo_put(Idmemo *m, unsigned op, Game_T a, Game_T b, uint64_t v)
{
    assert(m != NULL);
    if (2 * (m->n + 1) > m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 64;
        Idmemo_Entry *e = CALLOC(cap, sizeof *e);
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].used) {
                const Idmemo_Entry *x = &m->e[i];
                e[probe(e, cap, x->op, x->a, x->b)] = *x;
            }
        free(m->e);
        m->e = e;
        m->cap = cap;
    }
    size_t i = probe(m->e, m->cap, op, a, b);
    if (!m->e[i].used)
        m->n++;
    m->e[i] = (Idmemo_Entry){ a, b, op, true, v };
    return v;
}

void Idmemo_clear(Idmemo *m)
{
    assert(m != NULL);
    free(m->e);
    *m = (Idmemo){ 0 };
}
