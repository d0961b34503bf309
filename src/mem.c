/* Generated from noweb/base/mem.nw by notangle: edit the .nw, not this file. */
#line 258 "noweb/base/mem.nw"
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#include "mem.h"

#line 161 "noweb/base/mem.nw"
void Mem_huge(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (p == NULL || n < 2 * huge)
        return;
    uintptr_t a = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t b = ((uintptr_t)p + n) & ~(huge - 1);
    if (b > a)
        (void)madvise((void *)a, b - a, MADV_HUGEPAGE);
#else
    (void)p;
    (void)n;
#endif
}
#line 198 "noweb/base/mem.nw"
size_t Mem_physical(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (size_t)pages * (size_t)size : 0;
}

void *Mem_reserve(size_t n)
{
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    Mem_huge(p, n);
    return p;
}

void Mem_unreserve(void *p, size_t n)
{
    if (p != NULL)
        munmap(p, n);
}
#line 278 "noweb/base/mem.nw"
static _Thread_local struct {
    Mem_Release *fn[MEM_RELEASES];
    size_t n;
} releases;
static pthread_once_t release_once = PTHREAD_ONCE_INIT;
static pthread_key_t release_key;
static bool release_keyed;

static void release_all(void *unused)
{
    (void)unused;
    while (releases.n > 0)
        releases.fn[--releases.n]();
}

static void release_key_make(void)
{
    release_keyed = pthread_key_create(&release_key, release_all) == 0;
}

void Mem_release_at_thread_end(Mem_Release *release)
{
    assert(release != NULL);
    for (size_t i = 0; i < releases.n; i++)
        if (releases.fn[i] == release)
            return;
    assert(releases.n < MEM_RELEASES);
    releases.fn[releases.n++] = release;
    pthread_once(&release_once, release_key_make);
    if (release_keyed)
        (void)pthread_setspecific(release_key, &releases);
}
#line 314 "noweb/base/mem.nw"
void Mem_failure_message(size_t n, const char *file, int line)
{
    if (n == SIZE_MAX)
        fprintf(stderr, "cgtk: out of memory: a request too large to count, at %s:%d\n",
                file, line);
    else
        fprintf(stderr, "cgtk: out of memory: %zu bytes requested at %s:%d\n", n, file,
                line);
}

static void default_failure(size_t n, const char *file, int line)
{
    Mem_failure_message(n, file, line);
    abort();
}

static Mem_Failure *failure = default_failure;

Mem_Failure *Mem_on_failure(Mem_Failure *handler)
{
    Mem_Failure *old = failure;
    failure = handler ? handler : default_failure;
    return old;
}

void *Mem_failed(size_t n, const char *file, int line)
{
    failure(n, file, line);
    assert(!"a Mem_Failure handler returned");
    abort();
}
#line 348 "noweb/base/mem.nw"
void *Mem_calloc(size_t count, size_t size, const char *file, int line)
{
    if (size && count > SIZE_MAX / size)
        return Mem_failed(SIZE_MAX, file, line);
    void *p = calloc(count ? count : 1, size ? size : 1);
    return p ? p : Mem_failed(count * size, file, line);
}

void *Mem_array(size_t count, size_t size, const char *file, int line)
{
    if (size && count > SIZE_MAX / size)
        return Mem_failed(SIZE_MAX, file, line);
    return Mem_alloc(count * size, file, line);
}

void *Mem_resize_array(void *p, size_t count, size_t size, const char *file, int line)
{
    if (size && count > SIZE_MAX / size)
        return Mem_failed(SIZE_MAX, file, line);
    return Mem_resize(p, count * size, file, line);
}

char *Mem_strdup(const char *s, const char *file, int line)
{
    assert(s);
    size_t n = strlen(s) + 1;
    return memcpy(Mem_alloc(n, file, line), s, n);
}

char *Mem_strndup(const char *s, size_t n, const char *file, int line)
{
    assert(s);
    size_t len = strnlen(s, n);
    char *t = Mem_alloc(len + 1, file, line);
    memcpy(t, s, len);
    t[len] = '\0';
    return t;
}

void *Mem_grow(void *p, size_t *cap, size_t need, size_t size, const char *file,
               int line)
{
    assert(cap);
    size_t c = *cap ? *cap : 16;
    while (c < need)
        c = c > SIZE_MAX / 2 ? need : 2 * c;
    p = Mem_resize_array(p, c, size, file, line);
    *cap = c;
    return p;
}

void Mem_free(void *p)
{
    free(p);
}
