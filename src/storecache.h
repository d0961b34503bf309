/* Generated from noweb/games/storecache.nw by notangle: edit the .nw, not this file. */
#ifndef STORECACHE_INCLUDED
#define STORECACHE_INCLUDED

extern void        Game_thread_start(void);  /* this thread's caches (locked) */
extern void        Game_thread_end(void);    /* frees them */
#ifdef STORE_REPRESENTATION
void Store_caches_init(void);             /* this thread's caches, the shared one */
void Store_caches_free(void);             /* this thread's caches */
void Store_caches_follow(void);           /* grows the caches the store outgrew */
#endif
#endif
