/* Generated from noweb/cmd/outputs.nw by notangle: edit the .nw, not this file. */
#line 487 "noweb/cmd/outputs.nw"
#include <CUnit/CUnit.h>
#include "outputs.h"

int test_outputs_suite(void);

int test_outputs_suite(void)
{
    CU_pSuite s = CU_add_suite("outputs", NULL, NULL);
    return s ? 0 : CU_get_error();
}
