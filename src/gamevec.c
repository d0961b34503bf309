/* Generated from noweb/games/gamevec.nw by notangle: edit the .nw, not this file. */
#line 67 "noweb/games/gamevec.nw"
#include <assert.h>
#include <stdlib.h>
#include "gamevec.h"
#include "mem.h"

#line 79 "noweb/games/gamevec.nw"
static void forget(Gamevec_Pool *p, const Game_T *a)
{
    for (size_t i = p->n; i-- > 0;)
        if (p->live[i] == a) {
            p->live[i] = p->live[--p->n];
            return;
        }
    assert(!"a vector's buffer is not its pool's");
}

void Gamevec_push(Gamevec_Pool *p, Gamevec *v, Game_T g)
{
    assert(p != NULL && v != NULL);
    Game_T *old = v->a;
    GROW(v->a, v->cap, v->n + 1);
    if (v->a != old) {
        if (old != NULL)
            forget(p, old);
        GROW(p->live, p->cap, p->n + 1);
        p->live[p->n++] = v->a;
    }
    v->a[v->n++] = g;
}

void Gamevec_free(Gamevec_Pool *p, Gamevec *v)
{
    assert(p != NULL && v != NULL);
    if (v->a != NULL)
        forget(p, v->a);
    free(v->a);
    *v = (Gamevec){ 0 };
}

Game_T Gamevec_make(Gamevec_Pool *p, Gamevec *l, Gamevec *r)
{
    assert(p != NULL && l != NULL && r != NULL);
    Game_T g = Game_make(l->a, l->n, r->a, r->n);
    Gamevec_free(p, l);
    Gamevec_free(p, r);
    return g;
}

Game_T *Gamevec_detach(Gamevec_Pool *p, Gamevec *v)
{
    assert(p != NULL && v != NULL);
    Game_T *a = v->a;
    if (a != NULL)
        forget(p, a);
    *v = (Gamevec){ 0 };
    return a;
}

void Gamevec_pool_release(Gamevec_Pool *p)
{
    assert(p != NULL);
    for (size_t i = 0; i < p->n; i++)
        free(p->live[i]);
    free(p->live);
    *p = (Gamevec_Pool){ 0 };
}
