/* Generated from noweb/base/scan.nw by notangle: edit the .nw, not this file. */
#line 93 "noweb/base/scan.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include "scan.h"

#line 102 "noweb/base/scan.nw"
void Scan_blanks(Scan *sc)
{
    assert(sc && sc->s);
    while (sc->s[sc->at] == ' ' || sc->s[sc->at] == '\t')
        sc->at++;
}

void Scan_spaces(Scan *sc)
{
    assert(sc && sc->s);
    for (char c; (c = sc->s[sc->at]) == ' ' || c == '\t' || c == '\n' || c == '\r';)
        sc->at++;
}

bool Scan_skip(Scan *sc, char c)
{
    assert(sc && sc->s && c != '\0');
    if (sc->s[sc->at] != c)
        return false;
    sc->at++;
    return true;
}
#line 129 "noweb/base/scan.nw"
static bool say(Scan *sc, size_t at, bool limit, const char *fmt, va_list ap)
{
    assert(sc && sc->s && fmt);
    if (!sc->err)
        return false;
    char what[256];
    vsnprintf(what, sizeof what, fmt, ap);
    size_t column = Perr_column(sc->s, at);
    return limit ? Perr_limit(sc->err, column, "%s", what)
                 : Perr_set(sc->err, column, "%s", what);
}

bool Scan_fail(Scan *sc, size_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bool r = say(sc, at, false, fmt, ap);
    va_end(ap);
    return r;
}

bool Scan_limit(Scan *sc, size_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bool r = say(sc, at, true, fmt, ap);
    va_end(ap);
    return r;
}
