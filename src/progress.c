/* Generated from noweb/cmd/progress.nw by notangle: edit the .nw, not this file. */
#line 70 "noweb/cmd/progress.nw"
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "mem.h"
#include "progress.h"

#line 84 "noweb/cmd/progress.nw"
static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

Progress Progress_start(int mode)
{
    assert(mode >= -1 && mode <= 1);
    return (Progress){ mode, seconds(), 0, 0 };
}

bool Progress_on(const Progress *p, FILE *f)
{
    assert(p && f);
    return p->mode > 0 || (p->mode == 0 && fileno(f) >= 0 && isatty(fileno(f)));
}
#line 107 "noweb/cmd/progress.nw"
void Progress_draw(Progress *p, FILE *f, const char *name, const char *unit,
                   size_t done, size_t total, size_t bytes)
{
    assert(p && f && name && unit);
    double now = seconds();
    if (!Progress_on(p, f) || (p->len && now - p->last < 0.25))
        return;
    p->last = now;
    double rate = now > p->t0 ? done / (now - p->t0) : 0;
    char line[200];
    int n = snprintf(line, sizeof line, "cgtk %s: %zu %s, %.0f/s, %zu MB", name, done,
                     unit, rate, bytes >> 20);
    if (total > done && rate > 0 && n > 0 && (size_t)n < sizeof line)
        snprintf(line + n, sizeof line - (size_t)n, ", %zu to go, about %.0f s left",
                 total - done, (double)(total - done) / rate);
    size_t len = strlen(line);
    fprintf(f, "\r%s%*s", line, p->len > len ? (int)(p->len - len) : 0, "");
    fflush(f);
    p->len = len;
}

void Progress_clear(Progress *p, FILE *f)
{
    assert(p && f);
    if (p->len) {
        fprintf(f, "\r%*s\r", (int)p->len, "");
        fflush(f);
        p->len = 0;
    }
}
#line 142 "noweb/cmd/progress.nw"
char *Progress_quoted(int argc, char *const *argv, bool drop_bounds)
{
    assert(argc >= 0 && (argv || argc == 0));
    size_t cap = 8;
    for (int i = 0; i < argc; i++)
        cap += 4 * strlen(argv[i]) + 3;
    char *s = ALLOC(cap), *p = s;
    p += sprintf(p, "cgtk");
    for (int i = 0; i < argc; i++) {
        const char *w = argv[i];
        if (drop_bounds && strncmp(w, "--max-", 6) == 0) {
            i += !strchr(w, '=');       /* and its argument, when separate */
            continue;
        }
        *p++ = ' ';
        if (*w && strspn(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                            "0123456789-_./=:,+@%") == strlen(w)) {
            p += sprintf(p, "%s", w);
            continue;
        }
        *p++ = '\'';
        for (; *w; w++)
            if (*w == '\'') p += sprintf(p, "'\\''");
            else *p++ = *w;
        *p++ = '\'';
    }
    *p = '\0';
    return s;
}
