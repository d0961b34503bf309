/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#line 60 "noweb/cmd/cgtk.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cgtk.h"
#include "cmdkit.h"
#include "registry.h"
#include "rulecmd.h"
#include "version.h"

#line 76 "noweb/cmd/cgtk.nw"
#define CGTK_COMMAND(x) extern const Cmd_Command x;
#include "commands.def"
#undef CGTK_COMMAND

static const Cmd_Command *const commands[] = {
#define CGTK_COMMAND(x) &x,
#include "commands.def"
#undef CGTK_COMMAND
    NULL
};
#line 94 "noweb/cmd/cgtk.nw"
typedef struct Entry { const char *name, *summary; int rank; } Entry;

static int by_rank(const void *a, const void *b)
{
    const Entry *x = a, *y = b;
    return (x->rank > y->rank) - (x->rank < y->rank);
}

static size_t entries(Entry *e, size_t cap)
{
    size_t n = 0;
    for (const Cmd_Command *const *c = commands; *c && n < cap; c++)
        e[n++] = (Entry){ (*c)->name, (*c)->summary, (*c)->rank };
    int rank = 300;
    for (const Position_Ruleset *const *r = Registry_rulesets; *r && n < cap; r++) {
        bool listed = false;
        for (size_t i = 0; i < n; i++)
            listed = listed || strcmp(e[i].name, (*r)->name) == 0;
        if (!listed)
            e[n++] = (Entry){ (*r)->name, (*r)->summary, rank++ };
    }
    qsort(e, n, sizeof *e, by_rank);
    return n;
}

static void usage(FILE *out)
{
    Entry e[128];
    size_t n = entries(e, 128);
    fputs("usage: cgtk COMMAND [OPTION]... [ARG]...\n"
          "Exact combinatorial game theory: canonical forms, numbers, nimbers,\n"
          "temperature, impartial games and the rulesets of the classical texts.\n\n"
          "Commands:\n", out);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "  %-12s %s\n", e[i].name, e[i].summary);
    fputs("\nRun 'cgtk COMMAND --help' (or 'cgtk help COMMAND') for the options of a\n"
          "command.  Exit status: 0 success, 1 a computation limit was reached,\n"
          "2 bad input or usage.\n", out);
}
#line 139 "noweb/cmd/cgtk.nw"
static size_t distance(const char *a, const char *b)
{
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

static int unknown(const char *name)
{
    Entry e[128];
    size_t n = entries(e, 128), best = 3;
    const char *guess = NULL;
    for (size_t i = 0; i < n; i++) {
        size_t d = distance(name, e[i].name);
        if (d < best) {
            best = d;
            guess = e[i].name;
        }
    }
    fprintf(stderr, "cgtk: unknown command '%s'", name);
    if (guess)
        fprintf(stderr, "; did you mean '%s'?", guess);
    fputs(" (try 'cgtk --help')\n", stderr);
    return CMD_USAGE;
}
#line 186 "noweb/cmd/cgtk.nw"
static int run(int argc, char **argv)
{
    const char *name = argv[0];
    for (const Cmd_Command *const *c = commands; *c; c++)
        if (strcmp(name, (*c)->name) == 0)
            return Cmd_run(*c, NULL, argc, argv, stdin, stdout, stderr);
    const Position_Ruleset *rs = Registry_find(name);
    if (rs)
        return Cmd_run(&Rulecmd_command, rs, argc, argv, stdin, stdout, stderr);
    return unknown(name);
}

int Cgtk_main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CMD_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
        printf("cgtk %s\n", Version_string());
        return CMD_OK;
    }
    if (strcmp(name, "help") == 0 && argc > 2) {
        char help[] = "--help";
        char *sub[] = { argv[2], help, NULL };
        return run(2, sub);
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
        usage(stdout);
        return CMD_OK;
    }
    return run(argc - 1, argv + 1);
}
