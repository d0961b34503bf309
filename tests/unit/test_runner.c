/* Generated from noweb/cmd/runner.nw by notangle: edit the .nw, not this file. */
#line 1461 "noweb/cmd/runner.nw"
#include <CUnit/CUnit.h>
#include "runner.h"

int test_runner_suite(void);

int test_runner_suite(void)
{
    CU_pSuite s = CU_add_suite("runner", NULL, NULL);
    return s ? 0 : CU_get_error();
}
