/* Generated from noweb/cmd/cgtk.nw by notangle: edit the .nw, not this file. */
#line 75 "noweb/cmd/cgtk.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cgtk.h"
#include "cmdkit.h"
#include "registry.h"
#include "rulecmd.h"
#include "mem.h"
#include "version.h"

#line 93 "noweb/cmd/cgtk.nw"
#define CGTK_COMMAND(x) extern const Cmd_Command x;
#include "commands.def"
#undef CGTK_COMMAND

static const Cmd_Command *const commands[] = {
#define CGTK_COMMAND(x) &x,
#include "commands.def"
#undef CGTK_COMMAND
    NULL
};
#line 126 "noweb/cmd/cgtk.nw"
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
        fprintf(out, "  %-14s %s\n", e[i].name, e[i].summary);
    fputs("\nRun 'cgtk COMMAND --help' (or 'cgtk help COMMAND') for the options of a\n"
          "command.  Exit status: 0 success, 1 a computation limit was reached,\n"
          "2 bad input or usage.\n", out);
}
#line 180 "noweb/cmd/cgtk.nw"
static int unknown(const char *name)
{
    Entry e[128];
    size_t n = entries(e, 128), best = 3;
    const char *guess = NULL;
    for (size_t i = 0; i < n; i++) {
        size_t d = Perr_distance(name, e[i].name);
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
#line 209 "noweb/cmd/cgtk.nw"
const Cmd_Command *Cgtk_find(const char *name, const Position_Ruleset **rs)
{
    assert(name && rs);
    *rs = NULL;
    for (const Cmd_Command *const *c = commands; *c; c++)
        if (strcmp(name, (*c)->name) == 0)
            return *c;
    *rs = Registry_find(name);
    return *rs ? &Rulecmd_command : NULL;
}

static void man(FILE *f)
{
    Entry e[128];
    size_t n = entries(e, 128);
    fprintf(f, ".TH CGTK 1 \"\" \"cgtk %s\" \"User Commands\"\n"
            ".SH NAME\ncgtk \\- exact combinatorial game theory\n"
            ".SH SYNOPSIS\n.B cgtk\n\\fICOMMAND\\fR [\\fIOPTION\\fR]... [\\fIARG\\fR]...\n"
            ".br\n.B cgtk help\n\\fICOMMAND\\fR\n.br\n.B cgtk \\-\\-version\n"
            ".SH DESCRIPTION\n"
            "Canonical forms of short partizan games in CGSuite's notation, numbers,\n"
            "nimbers, infinitesimals, stops, temperature and thermographs, ordinal sums,\n"
            "Sprague\\-Grundy values and octal games, and the rulesets of Conway's\n"
            "\\fIOn Numbers and Games\\fR and of \\fIWinning Ways\\fR, exactly.\n"
            "Each command reads its items (games, boards, graphs) from its operands, or\n"
            "one per line of standard input when it has none; results go to standard\n"
            "output, in plain text, TSV (one header line), LaTeX or JSON Lines, and\n"
            "nothing is written there unless the whole command succeeded.\n"
            ".SH COMMANDS\n", Version_string());
    for (size_t i = 0; i < n; i++) {
        const Position_Ruleset *rs;
        const Cmd_Command *c = Cgtk_find(e[i].name, &rs);
        Cmd_man(f, c, rs, e[i].name);
    }
    fputs(".SH \"EXIT STATUS\"\n.TP\n0\nsuccess\n.TP\n1\na computation limit was "
          "reached (positions, games, memory), or the results could not be written\n"
          ".TP\n2\nbad input or bad usage\n.TP\n130, 143\ninterrupted by SIGINT or SIGTERM "
          "(with \\fB\\-\\-table\\fR, the table was saved and the same command "
          "resumes)\n"
          ".PP\nExcept with \\fB\\-\\-keep\\-going\\fR, nothing is written on standard "
          "output when the status is not 0.\n"
          ".SH EXAMPLES\n.nf\n$ cgtk value '{0|*}' '2|1||0'\n^\n{2|1||0}\n"
          "$ printf '1\\et^\\en' | cgtk compare\n>\n"
          "$ cgtk domineering \\-\\-stops 2x3\n.fi\n"
          ".SH \"SEE ALSO\"\n\\fBlibcgtk\\fR(3), the literate program \\fIcgtk.pdf\\fR.\n"
          "J. H. Conway, \\fIOn Numbers and Games\\fR; E. R. Berlekamp, J. H. Conway and\n"
          "R. K. Guy, \\fIWinning Ways for your Mathematical Plays\\fR; A. N. Siegel,\n"
          "\\fICombinatorial Game Theory\\fR.\n", f);
}
#line 265 "noweb/cmd/cgtk.nw"
static void completion(FILE *f)
{
    Entry e[128];
    size_t n = entries(e, 128);
    fputs("# bash completion for cgtk; generated by 'cgtk help --completion'\n"
          "_cgtk() {\n"
          "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} words\n"
          "    if [ \"$COMP_CWORD\" -eq 1 ] || { [ \"$COMP_CWORD\" -eq 2 ] && "
          "[ \"${COMP_WORDS[1]}\" = help ]; }; then\n"
          "        words=\"help version", f);
    for (size_t i = 0; i < n; i++)
        fprintf(f, " %s", e[i].name);
    fputs("\"\n        COMPREPLY=($(compgen -W \"$words\" -- \"$cur\")); return\n    fi\n"
          "    case $prev in --table|--verify|--tikz-file) "
          "COMPREPLY=($(compgen -f -- \"$cur\")); return;; esac\n"
          "    case ${COMP_WORDS[1]} in\n", f);
    for (size_t i = 0; i < n; i++) {
        const Position_Ruleset *rs;
        const Cmd_Command *c = Cgtk_find(e[i].name, &rs);
        fprintf(f, "    %s) words=\"", e[i].name);
        Cmd_words(f, c, rs);
        fputs("\";;\n", f);
    }
    fputs("    esac\n"
          "    case $cur in -*) COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"));; esac\n"
          "}\ncomplete -o default -F _cgtk cgtk\n", f);
}
#line 300 "noweb/cmd/cgtk.nw"
static int run(int argc, char **argv)
{
    const Position_Ruleset *rs;
    const Cmd_Command *c = Cgtk_find(argv[0], &rs);
    return c ? Cmd_run(c, rs, argc, argv, stdin, stdout, stderr) : unknown(argv[0]);
}

static void version(FILE *f)
{
    fprintf(f, "cgtk %s\n", Version_string());
}

/* Every text the dispatcher prints itself goes through here: a write that
   failed (a full disk, a closed pipe) is an error, as for a command's results. */
static int write_out(void (*writer)(FILE *))
{
    writer(stdout);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("cgtk: writing the results");
        return CMD_LIMIT;
    }
    return CMD_OK;
}

/* When malloc itself fails (the machine or ulimit -v has no more memory; module
   mem), cgtk stops with the status of a limit: the library would abort. */
static void out_of_memory(size_t n, const char *file, int line)
{
    Mem_failure_message(n, file, line);
    exit(CMD_LIMIT);
}

int Cgtk_main(int argc, char **argv)
{
    Cmd_on_find(Cgtk_find);             /* for the commands that run others */
    Registry_install_notation();        /* positions in expressions */
    Mem_on_failure(out_of_memory);
    if (argc < 2) {
        usage(stderr);
        return CMD_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0)
        return write_out(version);
    if (strcmp(name, "help") == 0 && argc == 3 && strcmp(argv[2], "--man") == 0)
        return write_out(man);
    if (strcmp(name, "help") == 0 && argc == 3 && strcmp(argv[2], "--completion") == 0)
        return write_out(completion);
    if (strcmp(name, "help") == 0 && argc > 2) {
        char help[] = "--help";
        char *sub[] = { argv[2], help, NULL };
        return run(2, sub);
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0)
        return write_out(usage);
    return run(argc - 1, argv + 1);
}
