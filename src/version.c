/* Generated from noweb/base/version.nw by notangle: edit the .nw, not this file. */
#line 38 "noweb/base/version.nw"
#include "cgtk_version.h"
#include "version.h"

const char *Version_string(void)
{
    return CGTK_VERSION;
}
