/* Generated from noweb/cmd/fuzz.nw by notangle: edit the .nw, not this file. */
#line 1033 "noweb/cmd/fuzz.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "fuzz.h"
#include "game.h"

static void test_corpora(void)
{
    for (const Fuzz_Target *t = Fuzz_targets; t->name; t++) {
        char dir[256];
        snprintf(dir, sizeof dir, "tests/fuzz/corpus/%s", t->name);
        long n = Fuzz_run_dir(t, dir);
        if (n <= 0)
            fprintf(stderr, "fuzz: no seed corpus in %s\n", dir);
        CU_ASSERT(n > 0);
    }
    CU_ASSERT_PTR_NULL(Fuzz_find("no such harness"));
    CU_ASSERT_PTR_NOT_NULL(Fuzz_find("command"));
}

/* a harness on a string literal, NUL bytes inside included */
#define run(name, literal) \
    Fuzz_find(name)->run((const uint8_t *)(literal), sizeof(literal) - 1)
#line 1072 "noweb/cmd/fuzz.nw"
static void test_by_hand(void)
{
    CU_ASSERT_EQUAL(run("expr", "{0|*}"), 0);
    CU_ASSERT_EQUAL(run("expr", "{1|"), 0);
    CU_ASSERT_EQUAL(run("expr", "^100000 + +-1"), 0);     /* skipped: a known slowness */
    CU_ASSERT_EQUAL(run("dyadic", "-3/8"), 0);
    CU_ASSERT_EQUAL(run("dyadic", "1/3"), 0);
    CU_ASSERT_EQUAL(run("octal", "0.137"), 0);
    CU_ASSERT_EQUAL(run("octal", "4.7"), 0);
    CU_ASSERT_EQUAL(run("ruleset", "domineering\n3x4"), 0);
    CU_ASSERT_EQUAL(run("graph", "tinted\npath:3 L:1 B:3 R:5"), 0);
    CU_ASSERT_EQUAL(run("table", "cgtk-positions 1\ndomineering\n"), 0);
    CU_ASSERT_EQUAL(run("command", "value\0{0|*}\0*"), 0);
    CU_ASSERT_EQUAL(run("command", "value\n\n{0|1}\n{1|\n"), 0);
    CU_ASSERT_EQUAL(run("command", "domineering\n--tab=fuzz-x\n2x2"), 0);   /* skipped */
    CU_ASSERT_EQUAL(access("fuzz-x", F_OK), -1);                /* nothing written */
    CU_ASSERT_EQUAL(run("command", "octal\0000.74\0--rows"), 0);   /* --max=1024 */
    CU_ASSERT_EQUAL(run("command", "value\0--format=\0001"), 0);
}
#line 1110 "noweb/cmd/fuzz.nw"
static void test_found(void)
{
    CU_ASSERT_EQUAL(run("ruleset", "domineering\n#.."), 0);
    CU_ASSERT_EQUAL(run("ruleset", "dominograph\ngrid:2x31"), 0);
    CU_ASSERT_EQUAL(run("command", "value\n--format=\n1"), 0);
    CU_ASSERT_EQUAL(run("command",
                        "nodekayles\n--upto\n3\n--octal\n0.07C1\n--format=tsv\npath"), 0);
    CU_ASSERT_EQUAL(run("expr", "{|}"), 0);
    CU_ASSERT_EQUAL(run("command", "ordinal\n\n0:0\n"), 0);
    CU_ASSERT_EQUAL(run("command", "temperature\n{4|1}\n{\n--keep"), 0);
}
#line 1136 "noweb/cmd/fuzz.nw"
static void test_store_limit(void)
{
    for (size_t x = 0; x <= ((size_t)5 << 20); x += (size_t)32 << 10) {
        Game_store_free();
        for (int64_t k = 1; Game_store_count() < 16384 - 8; k++)
            (void)Game_integer(k);
        Game_hold((ptrdiff_t)x);
        CU_ASSERT_EQUAL(run("command", "domineering\0008x2\0002x4"), 0);
        Game_hold(-(ptrdiff_t)x);
        CU_ASSERT_EQUAL(run("command", "heat\0001\000{6|1}\00021"), 0);
        CU_ASSERT_EQUAL(run("command", "domineering\0008x2\0002x4"), 0);
        for (int64_t k = 20000; k < 20000 + 5000; k++) {
            Game_T g = Game_integer(k);
            CU_ASSERT_EQUAL(Game_neg(g), Game_integer(-k));
            CU_ASSERT_EQUAL(Game_add(g, Game_neg(g)), Game_zero());
        }
    }
    Game_store_free();
}
#line 1168 "noweb/cmd/fuzz.nw"
#undef run      /* the shorthand of the tests above: here it is t->run */
#line 39 "noweb/cmd/fuzz.nw"
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{ return Fuzz_expr(data, n); }

#line 1171 "noweb/cmd/fuzz.nw"
static void test_example_entry(void)
{
    CU_ASSERT_EQUAL(LLVMFuzzerTestOneInput((const uint8_t *)"{0|*} + ^", 9), 0);
    
#line 44 "noweb/cmd/fuzz.nw"
const Fuzz_Target *t = Fuzz_find("expr");
int rc = t->run((const uint8_t *)"{0|*}", 5);       /* returns 0, or aborts */
assert(rc == 0);
#line 1175 "noweb/cmd/fuzz.nw"
}

#line 1060 "noweb/cmd/fuzz.nw"
int test_fuzz_suite(void)
{
    CU_pSuite s = CU_add_suite("fuzz", NULL, NULL);
    if (!s || !CU_add_test(s, "every harness over its seed corpus", test_corpora)
           
#line 1158 "noweb/cmd/fuzz.nw"
|| !CU_add_test(s, "inputs by hand", test_by_hand)
|| !CU_add_test(s, "inputs the fuzzer found", test_found)
|| !CU_add_test(s, "a limit while the store grows, input after input", test_store_limit)
#line 1178 "noweb/cmd/fuzz.nw"
|| !CU_add_test(s, "example: the entry point, a harness by hand", test_example_entry)
#line 1064 "noweb/cmd/fuzz.nw"
                                        )
        return CU_get_error();
    return 0;
}
