/* Generated from noweb/numbers/realexpr.nw by notangle: edit the .nw, not this file. */
#line 695 "noweb/numbers/realexpr.nw"
#include <assert.h>
#include <CUnit/CUnit.h>
#include <gmp.h>
#include <mpfr.h>
#include "realexpr.h"

static void test_example(void)
{
    
#line 20 "noweb/numbers/realexpr.nw"
Realexpr *e;
Perr_T err;
Realexpr_Val v;
Realexpr_val_init(&v, 64);
assert(Realexpr_parse("(1+sqrt(5))/2", &e, &err));
assert(Realexpr_eval(e, 64, &v, &err) == REALEXPR_OK && !v.exact);
assert(mpfr_cmp_d(v.lo, 1.618) > 0 && mpfr_cmp_d(v.hi, 1.619) < 0);
Realexpr_free(&e);
assert(Realexpr_parse("2/5+1", &e, &err) && Realexpr_eval(e, 64, &v, &err) == REALEXPR_OK);
assert(v.exact && mpq_cmp_si(v.q, 7, 5) == 0);
Realexpr_free(&e);
Realexpr_val_clear(&v);
#line 704 "noweb/numbers/realexpr.nw"
}

static void test_contract(void)
{
    Realexpr *e;
    Perr_T err;
    Realexpr_Val v;
    for (mpfr_prec_t q = 8; q <= 4096; q *= 2) {
        Realexpr_val_init(&v, q);
        CU_ASSERT_FATAL(Realexpr_parse("sqrt(2)", &e, &err));
        CU_ASSERT(Realexpr_eval(e, q, &v, &err) == REALEXPR_OK && !v.exact);
        mpfr_t lo2, hi2;
        mpfr_inits2(2 * q, lo2, hi2, NULL);
        mpfr_sqr(lo2, v.lo, MPFR_RNDN);             /* exact at 2q bits */
        mpfr_sqr(hi2, v.hi, MPFR_RNDN);
        CU_ASSERT(mpfr_cmp_ui(lo2, 2) <= 0 && mpfr_cmp_ui(hi2, 2) >= 0);
        mpfr_clears(lo2, hi2, NULL);
        Realexpr_free(&e);
        CU_ASSERT(e == NULL);
        Realexpr_val_clear(&v);
    }
    Realexpr_val_init(&v, 64);
    CU_ASSERT_FATAL(Realexpr_parse("1/(sqrt(2)^2-2)", &e, &err));
    CU_ASSERT_EQUAL(Realexpr_eval(e, 64, &v, &err), REALEXPR_UNDECIDED);
    Realexpr_free(&e);
    CU_ASSERT(!Realexpr_parse("1+", &e, &err) && e == NULL && err.column == 3);
    Realexpr_val_clear(&v);
}

int test_realexpr_suite(void);
int test_realexpr_suite(void)
{
    CU_pSuite s = CU_add_suite("realexpr", NULL, NULL);
    if (s == NULL)
        return CU_get_error();
    if (!CU_add_test(s, "example: the golden section and a rational", test_example)
        || !CU_add_test(s, "exact values, intervals, undecided, errors", test_contract))
        return CU_get_error();
    return CU_get_error();
}
