/* Generated from noweb/base/scan.nw by notangle: edit the .nw, not this file. */
#ifndef SCAN_INCLUDED
#define SCAN_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include "perr.h"

typedef struct Scan {
    const char *s;                  /* the text, NUL-terminated (borrowed) */
    size_t at;                      /* the byte offset reached */
    Perr_T *err;                    /* where an error is said, or NULL */
} Scan;

/* a scan of s (non-NULL) from its start, errors to err (NULL: none) */
static inline Scan Scan_new(const char *s, Perr_T *err)
{
    return (Scan){ s, 0, err };
}

/* the character at sc->at (NUL at the end) */
static inline char Scan_peek(const Scan *sc)
{
    return sc->s[sc->at];
}

/* the character k bytes after sc->at, not past the end */
static inline char Scan_peek_at(const Scan *sc, size_t k)
{
    return sc->s[sc->at + k];
}

/* passes over blanks and tabs */
extern void Scan_blanks(Scan *sc);
/* passes over blanks, tabs, newlines and carriage returns */
extern void Scan_spaces(Scan *sc);
/* passes over c when it is next; whether it was */
extern bool Scan_skip(Scan *sc, char c);
/* false, with *sc->err saying at byte at what was expected (fmt, ...) */
extern bool Scan_fail(Scan *sc, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* as Scan_fail, for an input refused for its size */
extern bool Scan_limit(Scan *sc, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#endif
