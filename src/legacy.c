/* Generated from noweb/cmd/legacy.nw by notangle: edit the .nw, not this file. */
#line 25 "noweb/cmd/legacy.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "legacy.h"
#include "game.h"

#line 56 "noweb/cmd/legacy.nw"
int Cgtk_bad_usage(const char *cmd)
{
    fprintf(stderr, "Try 'cgtk %s --help'.\n", cmd);
    return CGTK_USAGE;
}

int Cgtk_bad_option(const char *cmd, int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (argv[i][0] == '-' && argv[i][1] && strchr("0123456789{(^*v+.TM", argv[i][1])) {
            fprintf(stderr, "cgtk %s: an expression that starts with '-' goes after "
                    "'--', as in: cgtk %s -- %s\n", cmd, cmd, argv[i]);
            break;
        }
    return Cgtk_bad_usage(cmd);
}

bool Cgtk_parse_count(const char *cmd, const char *opt, const char *arg, long max,
                        long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno || end == arg || *end != '\0' || v < 0) {
        fprintf(stderr, "cgtk %s: %s: expected a non-negative integer, found '%s'\n",
                cmd, opt, arg);
        return false;
    }
    if (v > max) {
        fprintf(stderr, "cgtk %s: %s: %ld is past the limit %ld\n", cmd, opt, v, max);
        return false;
    }
    *out = v;
    return true;
}
#line 122 "noweb/cmd/legacy.nw"
static void input_add(Cgtk_Input *in, const char *s, size_t where)
{
    if (in->n == in->cap) {
        in->cap = in->cap ? 2 * in->cap : 64;
        in->text = realloc(in->text, in->cap * sizeof *in->text);
        in->where = realloc(in->where, in->cap * sizeof *in->where);
        assert(in->text && in->where);
    }
    in->text[in->n] = strdup(s);
    assert(in->text[in->n]);
    in->where[in->n++] = where;
}

void Cgtk_input_read(Cgtk_Input *in, int argc, char **argv, FILE *f)
{
    *in = (Cgtk_Input){ 0 };
    if (optind < argc) {
        for (int i = optind; i < argc; i++)
            input_add(in, argv[i], (size_t)(i - optind + 1));
        return;
    }
    in->from_stdin = true;
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        const char *p = line + strspn(line, " \t");
        if (*p == '\0' || *p == '#')
            continue;
        input_add(in, line, lineno);
    }
    free(line);
}

void Cgtk_input_free(Cgtk_Input *in)
{
    for (size_t i = 0; i < in->n; i++)
        free(in->text[i]);
    free(in->text);
    free(in->where);
}
#line 176 "noweb/cmd/legacy.nw"
void Cgtk_report_parse_error(const char *cmd, const Cgtk_Input *in, size_t i,
                               const Perr_T *e)
{
    if (in->from_stdin)
        fprintf(stderr, "cgtk %s: <stdin>:%zu: column %zu: expected %s\n", cmd,
                in->where[i], e->column, e->expected);
    else
        fprintf(stderr, "cgtk %s: argument %zu: column %zu: expected %s\n", cmd,
                in->where[i], e->column, e->expected);
    fprintf(stderr, "  %s\n  %*s^\n", in->text[i], (int)(e->column - 1), "");
}
#line 205 "noweb/cmd/legacy.nw"
FILE *Cgtk_output_open(Cgtk_Output *o)
{
    *o = (Cgtk_Output){ NULL, NULL, 0 };
    o->out = open_memstream(&o->buf, &o->len);
    assert(o->out);
    return o->out;
}

int Cgtk_output_close(Cgtk_Output *o, int rc)
{
    if (o->out)
        fclose(o->out);
    if (rc == CGTK_OK)
        fwrite(o->buf, 1, o->len, stdout);
    free(o->buf);
    *o = (Cgtk_Output){ NULL, NULL, 0 };
    return rc;
}
#line 242 "noweb/cmd/legacy.nw"
bool Cgtk_parse_limit(const char *cmd, int c, const char *arg, long *max_games,
                      long *max_mb)
{
    assert((c == 'G' && max_games) || (c == 'M' && max_mb));
    if (c == 'G')
        return Cgtk_parse_count(cmd, "--max-games", arg, LONG_MAX / 2, max_games);
    return Cgtk_parse_count(cmd, "--max-memory", arg, 1L << 30, max_mb);
}

