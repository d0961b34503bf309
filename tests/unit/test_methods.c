/* Generated from noweb/games/methods.nw by notangle: edit the .nw, not this file. */
#line 828 "noweb/games/methods.nw"
#include <CUnit/CUnit.h>
#include <stdlib.h>
#include <string.h>
#include "methods.h"
#include "parser.h"

int test_methods_suite(void);

static Game_T G(const char *s)
{
    Game_T g = 0;
    Perr_T e;
    CU_ASSERT_TRUE_FATAL(Notation_parse(s, &g, &e));
    return g;
}

/* The printed value of m on the receiver r (and argument a, if any). */
static char *call(const char *name, const char *r, const char *a)
{
    const Method *m = Method_find(name, strlen(name));
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    Game_T arg = a ? G(a) : 0;
    Method_Value v;
    const char *why;
    if (!Method_call(m, G(r), &arg, m->nargs, &v, &why))
        return NULL;
    char *s = Method_value_str(&v);
    Method_value_clear(&v);
    return s;
}

static void expect(const char *name, const char *r, const char *a, const char *want)
{
    char *s = call(name, r, a);
    CU_ASSERT_PTR_NOT_NULL(s);
    if (s && strcmp(s, want) != 0)
        fprintf(stderr, "\n%s of %s: got %s, want %s\n", name, r, s, want);
    CU_ASSERT_STRING_EQUAL(s ? s : "", want);
    free(s);
}

#line 889 "noweb/games/methods.nw"
static void test_table(void)
{
    for (size_t i = 0; i < Method_count(); i++) {
        const Method *m = Method_at(i);
        bool fn = Method_is_function(m);
        CU_ASSERT_PTR_EQUAL(fn ? Method_find_function(m->name, strlen(m->name))
                               : Method_find(m->name, strlen(m->name)), m);
        if (i > 0 && Method_is_function(Method_at(i - 1)) == fn)
            CU_ASSERT_TRUE(strcmp(Method_at(i - 1)->name, m->name) < 0);
    }
    CU_ASSERT_PTR_NULL(Method_find("Temp", 4));
    CU_ASSERT_PTR_NULL(Method_find("temperature", 11));
    CU_ASSERT_PTR_NOT_NULL(Method_find("Temperature(", 11));
}
#line 923 "noweb/games/methods.nw"
static void test_values(void)
{
    expect("LeftStop", "{2|-1}", NULL, "2");
    expect("RightStop", "{2|-1}", NULL, "-1");
    expect("Mean", "{2|-1}", NULL, "1/2");
    expect("Temperature", "{2|-1}", NULL, "3/2");
    expect("Temperature", "3", NULL, "-1");
    expect("Cool", "{2|-1}", "1", "{1|0}");
    expect("Freeze", "{2|-1}", NULL, "1/2*");
    expect("Freeze", "5/4", NULL, "5/4");
    expect("Heat", "+-1", "1", "+-2");
    expect("Thermograph", "{2|-1}", NULL,
           "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])");
    expect("OrdinalSum", "1", "1", "2");
    expect("OrdinalSum", "1/2", "1/4", "9/16");
    expect("IsInfinitesimal", "^", NULL, "true");
    expect("IsAllSmall", "^", NULL, "true");
    expect("IsAllSmall", "{1|0}", NULL, "false");
    expect("IsNumber", "3/8", NULL, "true");
    expect("IsInteger", "3/8", NULL, "false");
    expect("IsNimber", "*3", NULL, "true");
    expect("IsZero", "{*|*}", NULL, "true");
    expect("NimValue", "*3", NULL, "3");
    expect("Birthday", "{1|*}", NULL, "2");
    expect("OutcomeClass", "{2|1}", NULL, "L");
    expect("OutcomeClass", "+-1", NULL, "N");
    expect("OutcomeClass", "{*|*}", NULL, "P");
    expect("OutcomeClass", "v", NULL, "R");
    expect("LeftOptions", "{1,*|0}", NULL, "{1}");
    expect("LeftOptions", "*2", NULL, "{0,*}");
    expect("RightOptions", "1", NULL, "{}");
    expect("AtomicWeight", "^", NULL, "1");
    expect("AtomicWeight", "{1|^^||^}", NULL, "2");     /* CGSuite's test table */
    expect("AtomicWeight", "{0||0|-3/2}", NULL, "0");   /* CGSuite's test table */
    expect("ReducedCanonicalForm", "{1|^}", NULL, "{1|0}");
    expect("CanonicalForm", "{0,*|0,*}", NULL, "*2");
}
#line 963 "noweb/games/methods.nw"
static void test_refusals(void)
{
    CU_ASSERT_PTR_NULL(call("NimValue", "^", NULL));
    CU_ASSERT_PTR_NULL(call("Cool", "{2|1}", "^"));
    CU_ASSERT_PTR_NULL(call("Cool", "{2|1}", "-1"));      /* found by the fuzzer */
    CU_ASSERT_PTR_NULL(call("AtomicWeight", "{2|1}", NULL));
    CU_ASSERT_PTR_NULL(call("AtomicWeight", "{1|^^^||^}", NULL));  /* CGSuite: not atomic */
}

static void test_example(void)
{
    Game_T g = G("{2|-1}");
    char *seen = NULL;
    {
        
#line 37 "noweb/games/methods.nw"
const Method *m = Method_find("Temperature", 11);
Method_Value v;
const char *why;
if (m && Method_call(m, g, NULL, 0, &v, &why)) {   /* v.game: a number */
    char *s = Method_value_str(&v);
    Method_value_clear(&v);
    free(s);
}
#line 978 "noweb/games/methods.nw"
    }
    Method_Value v2;
    const char *why2;
    const Method *m2 = Method_find("Temperature", 11);
    CU_ASSERT_TRUE(Method_call(m2, g, NULL, 0, &v2, &why2));
    seen = Method_value_str(&v2);
    CU_ASSERT_STRING_EQUAL(seen, "3/2");
    free(seen);
}

/* DayN(1): 0, -1, 1 and * (ONAG ch. 1), in module born's order. */
static void test_day_n(void)
{
    const Method *m = Method_find_function("DayN", 4);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    Game_T one = Game_integer(1), four = Game_integer(4);
    Method_Value v;
    const char *why;
    CU_ASSERT_TRUE_FATAL(Method_call(m, 0, &one, 1, &v, &why));
    char *s = Method_value_str(&v);
    CU_ASSERT_STRING_EQUAL(s, "{0,-1,1,*}");
    free(s);
    Method_value_clear(&v);
    CU_ASSERT_FALSE(Method_call(m, 0, &four, 1, &v, &why));
    CU_ASSERT_PTR_NOT_NULL(why);
}

/* The methods of lists on DayN(1) = {0,-1,1,*}: four members, the first 0,
   their sum 0 + -1 + 1 + * = *; on the empty list, Head is refused. */
static void test_lists(void)
{
    Game_T l[4] = { Game_zero(), Game_integer(-1), Game_integer(1), Game_nimber(1) };
    const char *names[] = { "Size", "Length", "IsEmpty", "Head", "Sum" };
    const char *want[] = { "4", "4", "false", "0", "*" };
    for (size_t i = 0; i < 5; i++) {
        const Method *m = Method_find(names[i], strlen(names[i]));
        CU_ASSERT_PTR_NOT_NULL_FATAL(m);
        CU_ASSERT_TRUE(Method_on_list(m));
        Method_Value v;
        const char *why;
        CU_ASSERT_TRUE_FATAL(Method_call_list(m, l, 4, &v, &why));
        char *s = Method_value_str(&v);
        CU_ASSERT_STRING_EQUAL(s, want[i]);
        free(s);
        Method_value_clear(&v);
    }
    Method_Value v;
    const char *why;
    CU_ASSERT_FALSE(Method_call_list(Method_find("Head", 4), NULL, 0, &v, &why));
    CU_ASSERT_PTR_NOT_NULL(why);
    CU_ASSERT_TRUE(Method_call_list(Method_find("IsEmpty", 7), NULL, 0, &v, &why));
    CU_ASSERT_TRUE(v.kind == METHOD_BOOL && v.truth);
    CU_ASSERT_FALSE(Method_on_list(Method_find("Temperature", 11)));
}

static void test_nearest(void)
{
    CU_ASSERT_STRING_EQUAL(Method_nearest("Temprature", 10), "Temperature");
    CU_ASSERT_STRING_EQUAL(Method_nearest("temperature", 11), "Temperature");
    CU_ASSERT_STRING_EQUAL(Method_nearest("Mena", 4), "Mean");
    CU_ASSERT_STRING_EQUAL(Method_nearest("LeftOption", 10), "LeftOptions");
    CU_ASSERT_PTR_NULL(Method_nearest("x", 1));
    CU_ASSERT_PTR_NULL(Method_nearest("Domineering", 11));
}

#line 871 "noweb/games/methods.nw"
int test_methods_suite(void)
{
    CU_pSuite s = CU_add_suite("methods", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    if (!CU_add_test(s, "table sorted, lookup", test_table)
        || !CU_add_test(s, "values by hand", test_values)
        || !CU_add_test(s, "refusals", test_refusals)
        || !CU_add_test(s, "nearest name", test_nearest)
        || !CU_add_test(s, "example of use", test_example)
        || !CU_add_test(s, "DayN", test_day_n)
        || !CU_add_test(s, "methods of lists", test_lists))
        return CU_get_error();
    return 0;
}
