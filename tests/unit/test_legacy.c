/* Generated from noweb/cmd/legacy.nw by notangle: edit the .nw, not this file. */
#line 255 "noweb/cmd/legacy.nw"
#include <CUnit/CUnit.h>
#include "legacy.h"

int test_legacy_suite(void)
{
    return CU_add_suite("legacy", NULL, NULL) ? 0 : CU_get_error();
}
