/* Generated from noweb/base/mem.nw by notangle: edit the .nw, not this file. */
#ifndef MEM_INCLUDED
#define MEM_INCLUDED
#include <stddef.h>
#include <stdlib.h>

typedef void Mem_Failure(size_t n, const char *file, int line);
typedef void Mem_Release(void);
enum { MEM_RELEASES = 8 };
/* never returns: runs the failure handler for n bytes asked at file:line */
extern void *Mem_failed(size_t n, const char *file, int line);
/* a new block of n bytes (of 1 when n is 0), never NULL */
static inline void *Mem_alloc(size_t n, const char *file, int line)
{
    void *p = malloc(n ? n : 1);
    return p ? p : Mem_failed(n, file, line);
}
/* p (NULL: none yet) resized to n bytes, perhaps moved; never NULL */
static inline void *Mem_resize(void *p, size_t n, const char *file, int line)
{
    void *q = realloc(p, n ? n : 1);
    return q ? q : Mem_failed(n, file, line);
}
/* a new zeroed block of count * size bytes; a failure when it overflows */
extern void *Mem_calloc(size_t count, size_t size, const char *file, int line);
/* a new block of count * size bytes; a failure when the product overflows */
extern void *Mem_array(size_t count, size_t size, const char *file, int line);
/* p resized to count * size bytes; a failure when the product overflows */
extern void *Mem_resize_array(void *p, size_t count, size_t size, const char *file,
                              int line);
/* a new copy of the string s (non-NULL) */
extern char *Mem_strdup(const char *s, const char *file, int line);
/* a new string: the first n bytes at most of s (non-NULL) */
extern char *Mem_strndup(const char *s, size_t n, const char *file, int line);
/* frees p (NULL: nothing); FREE also sets the pointer to NULL */
extern void  Mem_free(void *p);
/* p grown to hold need elements of size bytes; *cap (non-NULL) updated */
extern void *Mem_grow(void *p, size_t *cap, size_t need, size_t size, const char *file,
                      int line);
/* a hint: huge pages for the whole 2 MB pages of p's n bytes (NULL: none) */
extern void Mem_huge(void *p, size_t n);
/* the machine's physical memory in bytes; 0 when the system does not say */
extern size_t Mem_physical(void);
/* n bytes of room that reads as zeros (Mem_unreserve it), or NULL if refused */
extern void  *Mem_reserve(size_t n);
/* gives back the n bytes that Mem_reserve gave at p (NULL: nothing) */
extern void   Mem_unreserve(void *p, size_t n);
/* installs the handler of a failed allocation (NULL: the default) */
extern Mem_Failure *Mem_on_failure(Mem_Failure *handler);
/* "cgtk: out of memory: N bytes requested at FILE:LINE" on stderr */
extern void Mem_failure_message(size_t n, const char *file, int line);
/* release() runs in this thread when it ends */
extern void Mem_release_at_thread_end(Mem_Release *release);
#define ALLOC(n)          Mem_alloc((n), __FILE__, __LINE__)
#define CALLOC(count, n)  Mem_calloc((count), (n), __FILE__, __LINE__)
#define ALLOC_ARRAY(count, n) Mem_array((count), (n), __FILE__, __LINE__)
#define NEW(p)            ((p) = Mem_alloc(sizeof *(p), __FILE__, __LINE__))
#define NEW0(p)           ((p) = Mem_calloc(1, sizeof *(p), __FILE__, __LINE__))
#define RESIZE(p, n)      ((p) = Mem_resize((p), (n), __FILE__, __LINE__))
#define RESIZE_ARRAY(p, count, n) \
    ((p) = Mem_resize_array((p), (count), (n), __FILE__, __LINE__))
#define STRDUP(s)         Mem_strdup((s), __FILE__, __LINE__)
#define STRNDUP(s, n)     Mem_strndup((s), (n), __FILE__, __LINE__)
#define FREE(p)           ((void)(Mem_free(p), (p) = NULL))
#define GROW(p, cap, need) \
    ((void)((size_t)(need) <= (cap) \
            || ((p) = Mem_grow((p), &(cap), (need), sizeof *(p), __FILE__, __LINE__))))
#endif
