/* Generated from noweb/base/hash.nw by notangle: edit the .nw, not this file. */
#line 117 "noweb/base/hash.nw"
#include <assert.h>
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

static void test_example_slot(void)
{
    uint64_t key[3] = { 1, 2, 3 };
    size_t len = 3, mask = 1023;
    
#line 17 "noweb/base/hash.nw"
uint64_t h = Hash_words(key, len);
size_t slot = (size_t)h & mask;  uint32_t tag = (uint32_t)(h >> 32);
#line 185 "noweb/base/hash.nw"
    CU_ASSERT(slot <= mask && slot == (Hash_words(key, 3) & 1023));
    CU_ASSERT_EQUAL(tag, Hash_words(key, 3) >> 32);
}

static void test_example_fnv(void)
{
    const char *both = "table v1\nbody of the file", *head = "table v1\n";
    const char *body = both + strlen(head);
    size_t n = strlen(body);
    
#line 38 "noweb/base/hash.nw"
uint64_t h = Hash_fnv(HASH_FNV_BASIS, head, strlen(head));
h = Hash_fnv(h, body, n);               /* the same as one call over both */
assert(h == Hash_fnv(HASH_FNV_BASIS, both, strlen(both)));
#line 195 "noweb/base/hash.nw"
}

int test_hash_suite(void)
{
    CU_pSuite s = CU_add_suite("hash", NULL, NULL);
    if (!s || !CU_add_test(s, "Hash_mix is a bijection", test_mix_inverts)
           || !CU_add_test(s, "Hash_words separates and balances", test_words)
           || !CU_add_test(s, "Hash_fnv: the reference vectors, in pieces", test_fnv)
           || !CU_add_test(s, "example: a slot and a tag", test_example_slot)
           || !CU_add_test(s, "example: a checksum in two pieces", test_example_fnv))
        return CU_get_error();
    return 0;
}
