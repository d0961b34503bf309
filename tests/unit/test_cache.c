/* Generated from noweb/tools/cache.nw by notangle: edit the .nw, not this file. */
#line 483 "noweb/tools/cache.nw"
#include <CUnit/CUnit.h>
#include "cache.h"

int test_cache_suite(void);

int test_cache_suite(void)
{
    CU_pSuite s = CU_add_suite("cache", NULL, NULL);
    return s ? 0 : CU_get_error();
}
