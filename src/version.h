/* Generated from noweb/base/version.nw by notangle: edit the .nw, not this file. */
#ifndef VERSION_INCLUDED
#define VERSION_INCLUDED
/* the version, "MAJOR.MINOR.PATCH": a static string */
extern const char *Version_string(void);
#endif
