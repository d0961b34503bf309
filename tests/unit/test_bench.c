/* Generated from noweb/cmd/bench.nw by notangle: edit the .nw, not this file. */
#line 2111 "noweb/cmd/bench.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <CUnit/CUnit.h>
#include "bench.h"

static void touch_64mb(char *note, size_t size)
{
    size_t n = (size_t)64 << 20;
    volatile char *p = malloc(n);
    for (size_t i = 0; i < n; i += 4096)
        p[i] = 1;
    snprintf(note, size, "touched");
    free((void *)p);
}

static void sleep_50ms(char *note, size_t size)
{
    struct timespec t = { 0, 50 * 1000 * 1000 };
    nanosleep(&t, NULL);
    snprintf(note, size, "slept");
}

static void die(char *note, size_t size)
{
    (void)note; (void)size;
    _Exit(7);
}

static void test_measure(void)
{
    char note[64];
    Bench_Result r = Bench_measure(touch_64mb, note, sizeof note);
    CU_ASSERT_EQUAL(r.status, 0);
    CU_ASSERT(r.peak_kb >= 64 * 1024);
    CU_ASSERT_STRING_EQUAL(note, "touched");
    r = Bench_measure(sleep_50ms, note, sizeof note);
    CU_ASSERT(r.seconds >= 0.05);
    CU_ASSERT_STRING_EQUAL(note, "slept");
    r = Bench_measure(die, note, sizeof note);
    CU_ASSERT_EQUAL(r.status, 7);
}

int test_bench_suite(void)
{
    CU_pSuite s = CU_add_suite("bench", NULL, NULL);
    if (!s || !CU_add_test(s, "time and peak memory of a child", test_measure))
        return CU_get_error();
    return 0;
}
