/* Generated from noweb/base/hash.nw by notangle: edit the .nw, not this file. */
#line 116 "noweb/base/hash.nw"
#include <string.h>
#include <CUnit/CUnit.h>
#include "hash.h"
#include "rng.h"

static uint64_t inverse(uint64_t a)
{
    uint64_t x = a;                 /* correct to 3 bits for odd a */
    for (int i = 0; i < 5; i++)
        x *= 2 - a * x;
    return x;
}

static uint64_t unshift(uint64_t z, int s)
{
    uint64_t x = z;
    for (int i = 0; i < 64 / s + 1; i++)
        x = z ^ (x >> s);
    return x;
}

static void test_mix_inverts(void)
{
    uint64_t st = 42;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = Rng_next(&st), z = Hash_mix(x);
        z = unshift(z, 31);
        z *= inverse(0x94d049bb133111ebULL);
        z = unshift(z, 27);
        z *= inverse(0xbf58476d1ce4e5b9ULL);
        z = unshift(z, 30);
        CU_ASSERT_EQUAL(z, x);
    }
}

static void test_words(void)
{
    uint64_t st = 7, k[4], count[64] = { 0 };
    for (int i = 0; i < 4096; i++) {
        for (int j = 0; j < 4; j++)
            k[j] = Rng_next(&st);
        uint64_t h = Hash_words(k, 4);
        for (int b = 0; b < 64; b++)
            count[b] += h >> b & 1;
        k[i % 4] ^= 1ULL << (i % 64);
        CU_ASSERT_NOT_EQUAL(Hash_words(k, 4), h);
        CU_ASSERT_NOT_EQUAL(Hash_words(k, 3), Hash_words(k, 4));
    }
    for (int b = 0; b < 64; b++)
        CU_ASSERT(count[b] > 4096 * 4 / 10 && count[b] < 4096 * 6 / 10);
}

static void test_fnv(void)
{
    CU_ASSERT_EQUAL(Hash_fnv(HASH_FNV_BASIS, "", 0), HASH_FNV_BASIS);
    CU_ASSERT_EQUAL(Hash_fnv(HASH_FNV_BASIS, "a", 1), 0xaf63dc4c8601ec8cULL);
    CU_ASSERT_EQUAL(Hash_fnv(HASH_FNV_BASIS, "foobar", 6), 0x85944171f73967e8ULL);
    const char *s = "cgtk table 2\npositions\n";
    uint64_t whole = Hash_fnv(HASH_FNV_BASIS, s, strlen(s));
    CU_ASSERT_EQUAL(Hash_fnv(Hash_fnv(HASH_FNV_BASIS, s, 5), s + 5, strlen(s) - 5), whole);
}

int test_hash_suite(void)
{
    CU_pSuite s = CU_add_suite("hash", NULL, NULL);
    if (!s || !CU_add_test(s, "Hash_mix is a bijection", test_mix_inverts)
           || !CU_add_test(s, "Hash_words separates and balances", test_words)
           || !CU_add_test(s, "Hash_fnv: the reference vectors, in pieces", test_fnv))
        return CU_get_error();
    return 0;
}
