/* Generated from noweb/tools/cache.nw by notangle: edit the .nw, not this file. */
#ifndef CACHE_INCLUDED
#define CACHE_INCLUDED
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "val.h"

typedef struct Cache_Entry { char *key, *val; uint64_t h; } Cache_Entry;
typedef struct Cache {
    Cache_Entry *e;
    size_t n, cap;
    FILE *sink;
    char *path;
    size_t hits, made;
    bool file, locked;          /* sink is the cache file; lock is held */
    int lock;                   /* the lock file's descriptor, when locked */
    off_t good; /* the file's length after the last whole write */
    int failed;                 /* errno of a failed write of the file, or 0 */
    char id[160]; /* the program's identity: the file's first line */
} Cache;
/* the entry of key in t, or NULL */
extern Cache_Entry *Cache_find(Cache *t, const char *key);
/* key's value in t becomes val (copied); true: the key is new */
extern bool Cache_add(Cache *t, const char *key, const char *val);
/* reads a line of the file (no newline; it is changed) into t; false: a
   corrupt entry; *fresh (fresh may be NULL): the key was not in t */
extern bool Cache_read_line(Cache *t, char *line, bool *fresh);
/* puts key and *v in t, and on its sink as a line, synced */
extern void Cache_put(Cache *t, const char *key, const Val *v);
/* flushes the sink; a failed write of the file cuts it back and stops it */
extern void Cache_sync(Cache *t);
/* the message of t's failed write in msg; returns the status, 1 */
extern int  Cache_failed(const Cache *t, char *msg, size_t size);
/* locks, reads (unless fresh) and opens the file path for t: 0, or the
   exit status after a message on err */
extern int  Cache_open(Cache *t, const char *path, bool fresh, FILE *err);
/* releases t, closing its file and lock; t is then all zeros */
extern void Cache_free(Cache *t);
#endif
