/* Generated from noweb/cmd/expr.nw by notangle: edit the .nw, not this file. */
#line 1192 "noweb/cmd/expr.nw"
#include <CUnit/CUnit.h>
#include "expr.h"

int test_expr_suite(void);

int test_expr_suite(void)
{
    CU_pSuite s = CU_add_suite("expr", NULL, NULL);
    return s ? 0 : CU_get_error();
}
