/* Generated from noweb/base/savefile.nw by notangle: edit the .nw, not this file. */
#ifndef SAVEFILE_INCLUDED
#define SAVEFILE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
/* Saves path whole: write() into a synced temporary, renamed over path. */
extern bool Savefile_write(const char *path, bool (*write)(FILE *f, void *closure),
                           void (*locked)(void *closure), void *closure, char *err,
                           size_t errsize);
#endif
