/* Generated from noweb/base/perr.nw by notangle: edit the .nw, not this file. */
#line 99 "noweb/base/perr.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "perr.h"

#line 109 "noweb/base/perr.nw"
size_t Perr_distance(const char *a, const char *b)
{
    assert(a && b);
    size_t n = strlen(a), m = strlen(b);
    if (n > 32 || m > 32)
        return 99;
    size_t d[33][33];
    for (size_t i = 0; i <= n; i++) d[i][0] = i;
    for (size_t j = 0; j <= m; j++) d[0][j] = j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
                && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[n][m];
}

static void set(Perr_T *e, size_t column, bool limit, const char *fmt, va_list ap)
{
    e->column = column;
    e->limit = limit;
    vsnprintf(e->expected, sizeof e->expected, fmt, ap);
}

bool Perr_set(Perr_T *e, size_t column, const char *fmt, ...)
{
    assert(fmt);
    if (e) {
        va_list ap;
        va_start(ap, fmt);
        set(e, column, false, fmt, ap);
        va_end(ap);
    }
    return false;
}

bool Perr_limit(Perr_T *e, size_t column, const char *fmt, ...)
{
    assert(fmt);
    if (e) {
        va_list ap;
        va_start(ap, fmt);
        set(e, column, true, fmt, ap);
        va_end(ap);
    }
    return false;
}
#line 166 "noweb/base/perr.nw"
static bool starts_char(char c) { return ((unsigned char)c & 0xC0) != 0x80; }

size_t Perr_column(const char *s, size_t at)
{
    assert(s);
    size_t col = 1;
    for (size_t i = 0; i < at && s[i]; i++)
        if (starts_char(s[i]))
            col++;
    return col;
}

static size_t byte_of(const char *s, size_t column)
{
    size_t i = 0;
    for (size_t c = 1; c < column && s[i]; c++)
        do i++; while (s[i] && !starts_char(s[i]));
    return i;
}
#line 192 "noweb/base/perr.nw"
enum { WIDTH = 70, BEFORE = 40 };

static size_t put_shown(FILE *f, const char *s, size_t from, size_t to, size_t at)
{
    size_t before = 0;
    for (size_t i = from; i < to; i++) {
        fputc((unsigned char)s[i] < ' ' || s[i] == 0x7f ? '?' : s[i], f);
        if (i < at && starts_char(s[i]))
            before++;
    }
    return before;
}

void Perr_print(FILE *f, const char *who, const char *input, const Perr_T *e)
{
    assert(f && who && e);
    if (e->column > 0)
        fprintf(f, "%s: column %zu: expected %s\n", who, e->column, e->expected);
    else
        fprintf(f, "%s: expected %s\n", who, e->expected);
    if (!input)
        return;
    size_t len = strlen(input), at = e->column ? byte_of(input, e->column) : 0;
    size_t from = len > WIDTH && at > BEFORE ? at - BEFORE : 0;
    while (from > 0 && !starts_char(input[from]))
        from--;
    size_t to = from + WIDTH < len ? from + WIDTH : len;
    while (to < len && !starts_char(input[to]))
        to++;
    fputs(from > 0 ? "  ..." : "  ", f);
    size_t before = put_shown(f, input, from, to, at);
    fputs(to < len ? "...\n" : "\n", f);
    if (e->column > 0)
        fprintf(f, "  %*s^\n", (int)(before + (from > 0 ? 3 : 0)), "");
}
