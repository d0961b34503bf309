/* Generated from noweb/base/rng.nw by notangle: edit the .nw, not this file. */
#line 76 "noweb/base/rng.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include "rng.h"

static void test_reference(void)
{
    uint64_t s = 0;
    CU_ASSERT_EQUAL(Rng_next(&s), 0xe220a8397b1dcdafULL);
    CU_ASSERT_EQUAL(Rng_next(&s), 0x6e789e6aa1b965f4ULL);
    CU_ASSERT_EQUAL(Rng_next(&s), 0x06c45d188009454fULL);
    uint64_t a = 7, b = 7;
    for (int i = 0; i < 100; i++)
        CU_ASSERT_EQUAL(Rng_next(&a), Rng_next(&b));
}

static void test_below(void)
{
    uint64_t s = 1;
    long count[6] = { 0 };
    for (int i = 0; i < 60000; i++) {
        uint64_t r = Rng_below(&s, 6);
        CU_ASSERT_FATAL(r < 6);
        count[r]++;
    }
    for (int v = 0; v < 6; v++)
        CU_ASSERT(count[v] > 9000 && count[v] < 11000);
    CU_ASSERT_EQUAL(Rng_below(&s, 1), 0);
}

static void test_example_stream(void)
{
    size_t n = 6;
    
#line 14 "noweb/base/rng.nw"
uint64_t state = 42;
uint64_t r = Rng_next(&state);            /* the next 64 random bits */
size_t i = (size_t)Rng_below(&state, n);  /* uniform in 0..n-1 */
assert(i < n);
#line 109 "noweb/base/rng.nw"
    uint64_t again = 42;                /* the same seed, the same numbers */
    CU_ASSERT_EQUAL(Rng_next(&again), r);
    CU_ASSERT_EQUAL(Rng_below(&again, n), i);
}

int test_rng_suite(void)
{
    CU_pSuite s = CU_add_suite("rng", NULL, NULL);
    if (!s || !CU_add_test(s, "reference outputs of SplitMix64", test_reference)
           || !CU_add_test(s, "uniform below n", test_below)
           || !CU_add_test(s, "example: a reproducible stream", test_example_stream))
        return CU_get_error();
    return 0;
}
