/* Generated from noweb/base/mem.nw by notangle: edit the .nw, not this file. */
#line 419 "noweb/base/mem.nw"
#include <assert.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "mem.h"

static jmp_buf back;
static size_t failed_size;
static const char *failed_file;

static void catch(size_t n, const char *file, int line)
{
    (void)line;
    failed_size = n;
    failed_file = file;
    longjmp(back, 1);
}

static void test_failure(void)
{
    Mem_Failure *old = Mem_on_failure(catch);
    volatile int reached = 0;
    if (setjmp(back) == 0) {
        void *p = ALLOC(SIZE_MAX / 2);
        FREE(p);
    } else
        reached++;
    CU_ASSERT_EQUAL(reached, 1);
    CU_ASSERT_EQUAL(failed_size, SIZE_MAX / 2);
    CU_ASSERT_PTR_NOT_NULL(strstr(failed_file, "mem"));
    if (setjmp(back) == 0) {
        void *p = ALLOC_ARRAY(SIZE_MAX / 4, 8);
        FREE(p);
    } else
        reached++;
    CU_ASSERT_EQUAL(reached, 2);
    CU_ASSERT_EQUAL(failed_size, SIZE_MAX);
    if (setjmp(back) == 0) {
        uint64_t *w = NULL;
        size_t cap = 0;
        GROW(w, cap, SIZE_MAX / 4);
        FREE(w);
    } else
        reached++;
    CU_ASSERT_EQUAL(reached, 3);
    CU_ASSERT_EQUAL(failed_size, SIZE_MAX);
    Mem_on_failure(old);
}

static void test_ordinary(void)
{
    char *p = ALLOC(0), *q = STRDUP("tiny"), *r = STRNDUP("miny(2)", 4);
    int *a = CALLOC(10, sizeof *a);
    CU_ASSERT(p != NULL && q != NULL && a != NULL);
    CU_ASSERT_STRING_EQUAL(q, "tiny");
    CU_ASSERT_STRING_EQUAL(r, "miny");
    CU_ASSERT_EQUAL(a[9], 0);
    RESIZE_ARRAY(a, 1000, sizeof *a);
    a[999] = 7;
    CU_ASSERT_EQUAL(a[999], 7);
    FREE(p);
    FREE(q);
    FREE(r);
    FREE(a);
    CU_ASSERT_PTR_NULL(a);
    FREE(a);                    /* freeing NULL twice is harmless */
}

static void test_grow(void)
{
    int *v = NULL;
    size_t cap = 0, n = 0;
    GROW(v, cap, 1);
    CU_ASSERT_EQUAL(cap, 16);
    for (int i = 0; i < 1000; i++) {
        GROW(v, cap, n + 1);
        v[n++] = i;
    }
    CU_ASSERT_EQUAL(cap, 1024);
    CU_ASSERT_EQUAL(v[0] + v[999], 999);
    int *same = v;
    GROW(v, cap, 1024);         /* fits: neither moves nor grows */
    CU_ASSERT(v == same && cap == 1024);
    GROW(v, cap, 5000);
    CU_ASSERT_EQUAL(cap, 8192);
    CU_ASSERT_EQUAL(v[999], 999);
    FREE(v);
}

/* 1: the mapping that holds address a is advised for huge pages ("hg" among its
   VmFlags in /proc/self/smaps), 0: it is not, -1: no such mapping, or no smaps */
static int advised(uintptr_t a)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return -1;
    char line[512];
    int found = -1;
    bool inside = false;
    while (found < 0 && fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
            inside = a >= lo && a < hi;
        else if (inside && strncmp(line, "VmFlags:", 8) == 0)
            found = strstr(line, " hg") != NULL;
    }
    fclose(f);
    return found;
}

static void test_reserve(void)  /* room that reads as zeros, and keeps what is written */
{
    size_t n = (size_t)1 << 32;
    CU_ASSERT(Mem_physical() > 0);
    unsigned char *p = Mem_reserve(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT(p[0] == 0 && p[n / 2] == 0 && p[n - 1] == 0);
    p[0] = 1;
    p[n - 1] = 2;
    CU_ASSERT(p[0] == 1 && p[n - 1] == 2 && p[n / 2] == 0);
    Mem_unreserve(p, n);
    Mem_unreserve(NULL, n);
}

static void test_huge(void)     /* the whole 2 MB pages inside the block, and only they */
{
    size_t n = (size_t)9 << 20;
    unsigned char *p = ALLOC(n);
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(i * 7);
    Mem_huge(NULL, n);
    Mem_huge(p, 1000);
    uintptr_t huge = (uintptr_t)2 << 20, q = (uintptr_t)p + 3;
    uintptr_t first = (q + huge - 1) & ~(huge - 1);         /* the first whole page */
    bool known = advised(first) == 0;                       /* THP here, not yet asked */
    Mem_huge(p + 3, n - 3);
    if (known && access("/sys/kernel/mm/transparent_hugepage/enabled", R_OK) == 0) {
        CU_ASSERT_EQUAL(advised(first), 1);
        CU_ASSERT_EQUAL(advised(first + huge), 1);
        if (first > q)                  /* the piece before it is left alone */
            CU_ASSERT_EQUAL(advised(first - 1), 0);
    }
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += p[i] != (unsigned char)(i * 7);
    CU_ASSERT_EQUAL(bad, 0);
    RESIZE(p, 2 * n);
    memset(p + n, 1, n);
    CU_ASSERT(p[5] == 35 && p[2 * n - 1] == 1);
    FREE(p);
}

static _Thread_local int released_here;
static int released;

static void count_release(void)
{
    released_here++;
    __atomic_add_fetch(&released, 1, __ATOMIC_SEQ_CST);
}

static void *ask_twice(void *unused)
{
    (void)unused;
    Mem_release_at_thread_end(count_release);
    Mem_release_at_thread_end(count_release);
    return NULL;
}

static void test_thread_release(void)   /* once per thread that asked, at its end */
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        CU_ASSERT_EQUAL(pthread_create(&t[i], NULL, ask_twice, NULL), 0);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    CU_ASSERT_EQUAL(released, 3);
    CU_ASSERT_EQUAL(released_here, 0);     /* not in this thread */
}

typedef uint32_t Game_T;            /* a game id of store.h, which mem does not see */

static void test_example_alloc(void)
{
    size_t n = 8, cap = 4;
    struct { int count; double weight; } *e;
    int *list = ALLOC(cap * sizeof *list);
    
#line 15 "noweb/base/mem.nw"
Game_T *g = ALLOC(n * sizeof *g);      /* never NULL */
NEW0(e);                               /* e = a zeroed *e */
RESIZE(list, 2 * cap * sizeof *list);
assert(g != NULL && e->count == 0 && list != NULL);
FREE(g);                               /* frees and sets g to NULL */
assert(g == NULL);
#line 612 "noweb/base/mem.nw"
    list[2 * cap - 1] = 1;
    FREE(e);
    FREE(list);
}

int test_mem_suite(void)
{
    CU_pSuite s = CU_add_suite("mem", NULL, NULL);
    if (!s || !CU_add_test(s, "failure reaches the handler", test_failure)
           || !CU_add_test(s, "ordinary requests", test_ordinary)
           || !CU_add_test(s, "arrays that grow", test_grow)
           || !CU_add_test(s, "huge pages asked for", test_huge)
           || !CU_add_test(s, "address space reserved", test_reserve)
           || !CU_add_test(s, "work space given back at thread end",
                           test_thread_release)
           || !CU_add_test(s, "example: allocation that never returns NULL",
                              test_example_alloc))
        return CU_get_error();
    return 0;
}
