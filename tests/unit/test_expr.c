/* Generated from noweb/cmd/expr.nw by notangle: edit the .nw, not this file. */
#line 1261 "noweb/cmd/expr.nw"
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "expr.h"
#include "mem.h"

int test_expr_suite(void);

/* the scope of the tests: the variable n and the let g = nimber(n) */
static char *vars[] = { "n" }, *lets[] = { "g" };
static Expr *letx[1];
static Expr_Scope scope = { vars, 1, lets, letx, 0 };

static Expr *parse(const char *s, const Expr_Scope *sc, Perr_T *e)
{
    Expr_Parser p = { .in = Scan_new(s, e), .scope = sc, .nvis = sc ? sc->nvar : 0,
                      .nlet = sc ? sc->nlet : 0 };
    Expr *n = Expr_parse(&p);
    Expr_blanks(&p);
    if (n && p.in.s[p.in.at]) {
        Expr_error(&p, p.in.at, "the end");
        Expr_free(n);
        n = NULL;
    }
    return n;
}

static void setup(void)
{
    Perr_T e;
    scope.nlet = 0;
    letx[0] = parse("nimber(n)", &scope, &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(letx[0]);
    scope.nlet = 1;
}

/* the value of s for n = 3 (its text), or the message of its error */
static char *value_of(Expr_Env *env, const char *s, int *status, size_t *col)
{
    Perr_T e;
    Expr *n = parse(s, &scope, &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    Val three = Val_integer(3);
    Expr_Ctx c;
    Expr_ctx_init(&c, env, &scope, &three, "n=3");
    Val v = Expr_eval(&c, n);
    *status = c.status;
    *col = c.col;
    CU_ASSERT(!c.type_error);               /* cleared by its reader */
    char *r = c.status ? STRDUP(c.msg) : Val_text(&v);
    Val_clear(&v);
    Expr_ctx_done(&c);
    Expr_free(n);
    return r;
}

static void check(Expr_Env *env, const char *s, const char *want)
{
    int status;
    size_t col;
    char *got = value_of(env, s, &status, &col);
    CU_ASSERT_EQUAL(status, 0);
    CU_ASSERT_STRING_EQUAL(got, want);
    FREE(got);
}

/* values known by hand: the temperature of the switch {3|-3} is 3; {1|0}
   is a first player's win; implies looks at its right side only when it
   must */
static void test_eval(void)
{
    Cache values = { 0 };
    Expr_Env env = { .values = &values };
    setup();
    check(&env, "n*n/4", "9/4");
    check(&env, "temperature(game(\"{$n|-$n}\"))", "3");
    check(&env, "outcome(game('{1|0}'))", "N");
    check(&env, "g + g", "0");                      /* *3 + *3 */
    check(&env, "isnimber(g) implies grundy(g) < 3", "false");
    check(&env, "isnumber(g) implies grundy(g) < 3", "true");
    check(&env, "defined(atomicweight(game('{1|0}')))", "false");
    check(&env, "\"x${n + 1}y\" + 'z'", "x4yz");
    Expr_free(letx[0]);
    Expr_env_free(&env);
    Cache_free(&values);
}

/* a type error is an error of the file at the operator's column, and its
   flag stays in its context: the next evaluation is not touched by it */
static void test_type_error(void)
{
    Cache values = { 0 };
    Expr_Env env = { .values = &values };
    int status;
    size_t col;
    setup();
    char *msg = value_of(&env, "n + 'a'", &status, &col);
    CU_ASSERT_EQUAL(status, 2);
    CU_ASSERT_EQUAL(col, 3);
    CU_ASSERT_STRING_EQUAL(msg, "'+' of a number and a string");
    FREE(msg);
    check(&env, "n + 1", "4");
    Expr_free(letx[0]);
    Expr_env_free(&env);
    Cache_free(&values);
}

/* keys write the lets out; cheap expressions are computed, the others
   cached: a second evaluation is a hit */
static void test_keys_and_cache(void)
{
    Cache values = { 0 };
    Expr_Env env = { .values = &values };
    Perr_T e;
    setup();
    Expr *n = parse("n + g", &scope, &e),
         *m = parse("field('a', n)", &scope, &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    CU_ASSERT_STRING_EQUAL(n->key, "($n + (nimber($n)))");
    CU_ASSERT_STRING_EQUAL(n->text, "n + g");
    CU_ASSERT(!n->cheap && m->cheap);
    Val three = Val_integer(3);
    for (int i = 0; i < 2; i++) {
        Expr_Ctx c;
        Expr_ctx_init(&c, &env, &scope, &three, "n=3");
        Val v = Expr_cached(&c, n);
        char *s = Val_text(&v);
        CU_ASSERT_STRING_EQUAL(s, "3*3");
        FREE(s);
        Val_clear(&v);
        Expr_ctx_done(&c);
    }
    CU_ASSERT_EQUAL(values.hits, 1);
    char *key = Expr_key(n, "n=3");
    CU_ASSERT_PTR_NOT_NULL(Cache_find(&values, key));
    FREE(key);
    Expr_free(n), Expr_free(m), Expr_free(letx[0]);
    Expr_env_free(&env);
    Cache_free(&values);
}

/* a parse error says where (a column of the line, or just past its end)
   and what was expected */
static void test_parse_errors(void)
{
    static const struct {
        const char *s;
        size_t col;
        const char *expected;
        bool scope;
    } bad[] = {
        { "n +", 4, "a number, a string, a name, a call or '('", true },
        { "frob(1)", 1, "a function (game, outcome, mean, temperature, ...) or "
                        "a ruleset", true },
        { "m * 2", 1, "a variable of the family (or a function call)", true },
        { "n", 1, "a constant (no family's variables here)", false },
        { "\"a${n", 6, "'}' closing ${", true },
        { "min(1)", 1, "two arguments", true },
        { "1 < 2 < 3", 7, "the end", true },
    };
    setup();
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Perr_T e = { 0 };
        Expr *n = parse(bad[i].s, bad[i].scope ? &scope : NULL, &e);
        CU_ASSERT_PTR_NULL(n);
        CU_ASSERT_EQUAL(e.column, bad[i].col);
        CU_ASSERT_STRING_EQUAL(e.expected, bad[i].expected);
        Expr_free(n);
    }
    Expr_free(letx[0]);
}

static void test_example_eval(void)
{
    Perr_T e;
    Cache values = { 0 };
    Expr_Env env = { .values = &values };
    Expr_Scope scope = { 0 };
    Expr_Ctx c;
    
#line 38 "noweb/cmd/expr.nw"
Expr_Parser p = { .in = Scan_new("temperature(game('{3|-3}')) + 1", &e) };
Expr *n = Expr_parse(&p);                   /* NULL: e says where, what */
Expr_ctx_init(&c, &env, &scope, NULL, "");  Val v = Expr_eval(&c, n);
#line 1442 "noweb/cmd/expr.nw"
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    char *text = Val_text(&v);
    CU_ASSERT(c.status == 0 && strcmp(text, "4") == 0);     /* 3 + 1 */
    free(text);
    Val_clear(&v);
    Expr_ctx_done(&c);
    Expr_free(n);
    Expr_env_free(&env);
    Cache_free(&values);
}

int test_expr_suite(void)
{
    CU_pSuite s = CU_add_suite("expr", NULL, NULL);
    if (!s || !CU_add_test(s, "values known by hand; lazy implies", test_eval)
           || !CU_add_test(s, "a type error: the column, the flag cleared",
                           test_type_error)
           || !CU_add_test(s, "keys, cheap expressions and the cache",
                           test_keys_and_cache)
           || !CU_add_test(s, "parse errors: column and expectation",
                           test_parse_errors)
           || !CU_add_test(s, "example: temperature of {3|-3}, plus 1",
                              test_example_eval))
        return CU_get_error();
    return 0;
}
