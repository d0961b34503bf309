/* Generated from noweb/tools/val.nw by notangle: edit the .nw, not this file. */
#line 476 "noweb/tools/val.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "mem.h"
#include "notation.h"
#include "val.h"

int test_val_suite(void);

static Val num(const char *s)
{
    Val v;
    CU_ASSERT_FATAL(Val_read(s, &v));
    return v;
}

static void check_text(const Val *v, const char *want)
{
    char *s = Val_text(v);
    CU_ASSERT_STRING_EQUAL(s, want);
    FREE(s);
}

static void test_arithmetic(void)
{
    bool bad = false;
    Val a = num("n1/2"), b = num("n1/4"), three = num("n3");
    Val s = Val_binop(VAL_ADD, &a, &b, &bad);
    check_text(&s, "3/4");
    Val_clear(&s);
    s = Val_binop(VAL_DIV, &a, &three, &bad);     /* 1/6: not dyadic */
    CU_ASSERT_EQUAL(s.t, VAL_UNDEF);
    CU_ASSERT_STRING_EQUAL(s.s, "a quotient that is not a dyadic rational");
    Val t = Val_binop(VAL_ADD, &s, &a, &bad);     /* undefined in, out */
    CU_ASSERT_EQUAL(t.t, VAL_UNDEF);
    CU_ASSERT_STRING_EQUAL(t.s, s.s);
    Val_clear(&t);
    Val_clear(&s);
    s = Val_binop(VAL_POW, &a, &three, &bad);
    check_text(&s, "1/8");
    Val_clear(&s);
    Val m = Val_integer(-7);
    s = Val_binop(VAL_MOD, &m, &three, &bad);     /* -7 mod 3 is 2 */
    check_text(&s, "2");
    Val_clear(&s);
    s = Val_binop(VAL_LT, &b, &a, &bad);
    CU_ASSERT(s.t == VAL_BOOL && s.b);
    CU_ASSERT(!bad);
    Val_clear(&s);
    Val_clear(&a), Val_clear(&b), Val_clear(&three);
    Val_clear(&m);
}

/* * + * = 0, a number; * == * and * != 0 through the game order */
static void test_games(void)
{
    bool bad = false;
    Val star = Val_game(Game_nimber(1)), zero = Val_integer(0);
    Val s = Val_binop(VAL_ADD, &star, &star, &bad);
    CU_ASSERT_EQUAL(s.t, VAL_NUM);
    check_text(&s, "0");
    Val e = Val_binop(VAL_EQ, &star, &star, &bad);
    Val n = Val_binop(VAL_NE, &star, &zero, &bad);
    CU_ASSERT(e.t == VAL_BOOL && e.b && n.t == VAL_BOOL && n.b);
    CU_ASSERT(!bad);
    check_text(&star, "*");
    Val_clear(&s), Val_clear(&e), Val_clear(&n), Val_clear(&zero);
}

/* a string added to a game is a fault, said through the caller's flag */
static void test_type_error(void)
{
    bool bad = false;
    Val s = Val_string(STRDUP("x")), g = Val_game(Game_nimber(1));
    Val r = Val_binop(VAL_ADD, &s, &g, &bad);
    CU_ASSERT(bad);
    CU_ASSERT_EQUAL(r.t, VAL_UNDEF);
    CU_ASSERT_STRING_EQUAL(r.s, "'+' of a string and a game");
    Val_clear(&r), Val_clear(&s), Val_clear(&g);
}

/* every kind of value reads back as itself; corrupt entries do not read */
static void test_entries(void)
{
    static const char *const good[] = { "n-3/8", "btrue", "bfalse", "sa\tb",
                                        "g*2", "uno reason", "s" };
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        Val v;
        CU_ASSERT_FATAL(Val_read(good[i], &v));
        char *w = Val_write(&v);
        CU_ASSERT_STRING_EQUAL(w, good[i]);
        FREE(w);
        Val_clear(&v);
    }
    static const char *const bad[] = { "n1/3x", "bmaybe", "g{1|", "g3", "x",
                                       "" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Val v;
        CU_ASSERT(!Val_read(bad[i], &v));
        Val_clear(&v);
    }
    char *q = Val_quoted("it's a\\b");
    CU_ASSERT_STRING_EQUAL(q, "'it\\'s a\\\\b'");
    FREE(q);
    Val s = Val_string(STRDUP("a_b")), u = Val_undefined("why %d", 1);
    char *l = Val_latex(&s), *m = Val_latex(&u);
    CU_ASSERT_STRING_EQUAL(l, "\\texttt{a\\_b}");
    CU_ASSERT_STRING_EQUAL(m, "undefined");
    CU_ASSERT_STRING_EQUAL(u.s, "why 1");
    FREE(l), FREE(m);
    Val_clear(&s), Val_clear(&u);
}

static void test_example_sum(void)
{
    Game_T g = Game_up(), back;
    Perr_T e;
    
#line 35 "noweb/tools/val.nw"
bool bad = false;
Val a = Val_integer(3), b = Val_game(g), s = Val_binop(VAL_ADD, &a, &b, &bad);
char *text = Val_text(&s);          /* CGSuite's notation, a new string */
#line 594 "noweb/tools/val.nw"
    CU_ASSERT_FALSE(bad);
    CU_ASSERT(Notation_parse(text, &back, &e) && back == Game_add(Game_integer(3), g));
    free(text);
    Val_clear(&a);
    Val_clear(&b);
    Val_clear(&s);
}

int test_val_suite(void)
{
    CU_pSuite s = CU_add_suite("val", NULL, NULL);
    if (!s || !CU_add_test(s, "exact arithmetic, undefined in and out",
                           test_arithmetic)
           || !CU_add_test(s, "games: sums and the game order", test_games)
           || !CU_add_test(s, "a type error sets the caller's flag",
                           test_type_error)
           || !CU_add_test(s, "cache entries read back; corrupt ones do not",
                           test_entries)
           || !CU_add_test(s, "example: 3 + up", test_example_sum))
        return CU_get_error();
    return 0;
}
