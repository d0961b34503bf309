/* Generated from noweb/rulesets/cells.nw by notangle: edit the .nw, not this file. */
#line 345 "noweb/rulesets/cells.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cells.h"

static void test_example(void)
{
    
#line 25 "noweb/rulesets/cells.nw"
Cells_Board b;  Perr_T err;
if (Cells_parse("x.#|..o", ".xo#", &b, &err)) {
    Cells_Board t = Cells_transform(&b, 4);       /* rows and columns exchanged */
    char *s = Cells_str(&t, ".xo#");
    assert(strcmp(s, "x.|..|#o") == 0);
    free(s);
}
#line 354 "noweb/rulesets/cells.nw"
    else
        CU_FAIL("x.#|..o is a board");
}

static void test_boards(void)
{
    Cells_Board a, b;
    Perr_T err;
    CU_ASSERT_FATAL(Cells_parse("X.#/..O", ".xo#", &a, &err));
    CU_ASSERT_FATAL(Cells_parse("x.#|..o", ".xo#", &b, &err));
    CU_ASSERT(memcmp(&a, &b, sizeof a) == 0);
    CU_ASSERT(a.rows == 2 && a.cols == 3 && a.layers == 3);
    CU_ASSERT(a.layer[0] == 1 && a.layer[1] == 32 && a.layer[2] == 4);
    uint64_t w[4];
    CU_ASSERT_EQUAL(Cells_words(&a, w), 4);
    b = Cells_from_words(w, 4);
    CU_ASSERT(memcmp(&a, &b, sizeof a) == 0);
    for (int s = 0; s < 8; s++) {                   /* each symmetry an involution */
        Cells_Board t = Cells_transform(&a, s), u = Cells_transform(&t, s);
        if (s == 5 || s == 6)                       /* the quarter turns: four times */
            u = Cells_transform(&u, s), u = Cells_transform(&u, s);
        CU_ASSERT(memcmp(&a, &u, sizeof a) == 0);
    }
    char *s = Cells_str(&a, ".xo#");
    CU_ASSERT_STRING_EQUAL(s, "x.#|..o");
    free(s);
    /* x.#|#.#|#.o: the open squares 0, 1, 4, 7, 8 make one path by sides */
    CU_ASSERT_FATAL(Cells_parse("x.#|#.#|#.o", ".xo#", &a, &err));
    uint64_t open = Cells_all(&a) & ~a.layer[2];
    CU_ASSERT_EQUAL(Cells_part(&a, open, 0, false), 1 | 2 | 16 | 128 | 256);
    CU_ASSERT_EQUAL(Cells_part(&a, open & ~16u, 8, false), 128 | 256);
    CU_ASSERT_FATAL(Cells_parse("x#|#o", ".xo#", &a, &err));
    open = Cells_all(&a) & ~a.layer[2];
    CU_ASSERT_EQUAL(Cells_part(&a, open, 0, false), 1);
    CU_ASSERT_EQUAL(Cells_part(&a, open, 0, true), 9);    /* a king steps across */
    Cells_Board r = Cells_restrict(&a, 8, 2);
    s = Cells_str(&r, ".xo#");
    CU_ASSERT_STRING_EQUAL(s, "o");
    free(s);
    static const struct { const char *in; size_t column; } bad[] = {
        { "", 1 }, { "..|.", 5 }, { "..y", 3 }, { "..||..", 4 }, { "|", 1 }
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CU_ASSERT_FALSE(Cells_parse(bad[i].in, ".xo#", &a, &err));
        CU_ASSERT_EQUAL(err.column, bad[i].column);
    }
    char big[80];
    memset(big, '.', 65);
    big[65] = '\0';
    CU_ASSERT_FALSE(Cells_parse(big, ".x#", &a, &err));
    CU_ASSERT_EQUAL(err.column, 65);
    s = Cells_tikz(&b, "BW#", 0.5);
    CU_ASSERT(strstr(s, "circle") && strstr(s, "black!45"));
    free(s);
}

int test_cells_suite(void)
{
    CU_pSuite s = CU_add_suite("cells", NULL, NULL);
    if (!s || !CU_add_test(s, "the example", test_example)
        || !CU_add_test(s, "boards, symmetries, parts", test_boards))
        return CU_get_error();
    return 0;
}
