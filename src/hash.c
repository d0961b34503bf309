/* Generated from noweb/base/hash.nw by notangle: edit the .nw, not this file. */
#line 61 "noweb/base/hash.nw"
#include "hash.h"
