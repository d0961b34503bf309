/* Generated from noweb/games/gamevec.nw by notangle: edit the .nw, not this file. */
#ifndef GAMEVEC_INCLUDED
#define GAMEVEC_INCLUDED
#include <stddef.h>
#include "game.h"

typedef struct Gamevec { Game_T *a; size_t n, cap; } Gamevec;
typedef struct Gamevec_Pool { Game_T **live; size_t n, cap; } Gamevec_Pool;
/* appends g to v, a vector of pool p */
extern void    Gamevec_push(Gamevec_Pool *p, Gamevec *v, Game_T g);
/* frees v's buffer; v is empty again */
extern void    Gamevec_free(Gamevec_Pool *p, Gamevec *v);
/* the canonical form {l | r}; frees both */
extern Game_T  Gamevec_make(Gamevec_Pool *p, Gamevec *l, Gamevec *r);
/* v's buffer, no longer p's (the caller frees it; NULL when empty); v empty */
extern Game_T *Gamevec_detach(Gamevec_Pool *p, Gamevec *v);
/* frees every buffer still p's, and p's own record; p is empty again */
extern void    Gamevec_pool_release(Gamevec_Pool *p);
#endif
