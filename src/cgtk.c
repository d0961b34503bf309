/* Generated from noweb/cgtk.nw by notangle: edit the .nw, not this file. */
#line 57 "noweb/cgtk.nw"
#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cgtk.h"

#line 77 "noweb/cgtk.nw"
typedef int Command(int argc, char **argv);
typedef struct { const char *name; Command *run; const char *summary; } Subcommand;
#line 82 "noweb/cgtk.nw"
static Command cmd_numbers;
#line 352 "noweb/cgtk.nw"
static void print_numbers_plain(const Cgtk_Number *a, size_t n);
static void print_numbers_tsv(const Cgtk_Number *a, size_t n);
static void print_numbers_latex(const Cgtk_Number *a, size_t n, int days);
static void print_numbers_tree(const Cgtk_Number *a, size_t n);
#line 86 "noweb/cgtk.nw"
static const Subcommand subcommands[] = {
    
#line 93 "noweb/cgtk.nw"
{ "numbers", cmd_numbers, "the numbers born by a given day, in order of birth" },
#line 88 "noweb/cgtk.nw"
    { NULL, NULL, NULL }
};
#line 99 "noweb/cgtk.nw"
#ifndef CGTK_VERSION
#define CGTK_VERSION "0.1.0"
#endif

static void usage(FILE *out)
{
    fputs("usage: cgtk COMMAND [OPTION]... [ARG]...\n"
          "Exact combinatorial game theory: canonical forms, numbers, nimbers.\n\n"
          "Commands:\n", out);
    for (const Subcommand *s = subcommands; s->name; s++)
        fprintf(out, "  %-12s %s\n", s->name, s->summary);
    fputs("\nRun 'cgtk COMMAND --help' for the options of a command.\n"
          "Exit status: 0 success, 1 a computation limit was reached, "
          "2 bad input or usage.\n", out);
}

int Cgtk_main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CGTK_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
        if (strcmp(name, "help") == 0 && argc > 2) {
            char help[] = "--help";
            char *sub[] = { argv[0], argv[2], help, NULL };
            return Cgtk_main(3, sub);
        }
        usage(stdout);
        return CGTK_OK;
    }
    if (strcmp(name, "--version") == 0) {
        printf("cgtk %s\n", CGTK_VERSION);
        return CGTK_OK;
    }
    for (const Subcommand *s = subcommands; s->name; s++)
        if (strcmp(name, s->name) == 0) {
            optind = 0;             /* a full reset of GNU getopt for each call */
            return s->run(argc - 1, argv + 1);
        }
    fprintf(stderr, "cgtk: unknown command '%s' (try 'cgtk --help')\n", name);
    return CGTK_USAGE;
}
#line 153 "noweb/cgtk.nw"
static int bad_usage(const char *cmd)
{
    fprintf(stderr, "Try 'cgtk %s --help'.\n", cmd);
    return CGTK_USAGE;
}

static bool parse_count(const char *cmd, const char *opt, const char *arg, long max,
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
#line 220 "noweb/cgtk.nw"
Cgtk_Number *Cgtk_numbers_born(int day, size_t *n)
{
    assert(day >= 0 && day <= CGTK_MAX_DAY && n);
    size_t total = ((size_t)2 << day) - 1;
    Cgtk_Number *a = malloc(total * sizeof *a);
    long *line = malloc(total * sizeof *line), *next = malloc(total * sizeof *next);
    assert(a && line && next);
    a[0] = (Cgtk_Number){ Dyadic_int(0), 0, -1, -1, -1 };
    line[0] = 0;
    size_t count = 1, width = 1;
    for (int d = 1; d <= day; d++) {
        size_t w = 0;
        for (size_t i = 0; i <= width; i++) {
            long lo = i > 0 ? line[i - 1] : -1, hi = i < width ? line[i] : -1;
            
#line 258 "noweb/cgtk.nw"
Dyadic_T x = Dyadic_simplest(lo >= 0 ? &a[lo].value : NULL,
                             hi >= 0 ? &a[hi].value : NULL);
long parent = lo >= 0 && a[lo].day == d - 1 ? lo : hi;
a[count] = (Cgtk_Number){ x, d, lo, hi, parent };
#line 235 "noweb/cgtk.nw"
            next[w++] = (long)count++;
            if (i < width)
                next[w++] = line[i];
        }
        long *t = line; line = next; next = t;
        width = w;
    }
    free(line);
    free(next);
    *n = count;
    return a;
}

void Cgtk_numbers_free(Cgtk_Number *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        Dyadic_clear(&a[i].value);
    free(a);
}
#line 272 "noweb/cgtk.nw"
enum { FMT_PLAIN, FMT_TSV, FMT_LATEX, FMT_TREE };

static int cmd_numbers(int argc, char **argv)
{
    static const struct option opts[] = {
        { "day", required_argument, NULL, 'd' },
        { "format", required_argument, NULL, 'f' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 }
    };
    long day = 4;
    int fmt = FMT_PLAIN, c;
    while ((c = getopt_long(argc, argv, "d:f:h", opts, NULL)) != -1)
        switch (c) {
        case 'd':
            if (!parse_count("numbers", "--day", optarg, CGTK_MAX_DAY, &day))
                return CGTK_USAGE;
            break;
        case 'f':
            
#line 317 "noweb/cgtk.nw"
if (strcmp(optarg, "plain") == 0) fmt = FMT_PLAIN;
else if (strcmp(optarg, "tsv") == 0) fmt = FMT_TSV;
else if (strcmp(optarg, "latex") == 0) fmt = FMT_LATEX;
else if (strcmp(optarg, "tree") == 0) fmt = FMT_TREE;
else {
    fprintf(stderr, "cgtk numbers: --format: expected plain, tsv, latex or tree, "
            "found '%s'\n", optarg);
    return CGTK_USAGE;
}
#line 292 "noweb/cgtk.nw"
            break;
        case 'h':
            
#line 329 "noweb/cgtk.nw"
printf("usage: cgtk numbers [--day N] [--format=plain|tsv|latex|tree]\n"
       "Print the numbers born by day N (default 4; at most %d), in order of birth:\n"
       "by day, and by value within a day.\n\n"
       "  -d, --day N        the last day\n"
       "  -f, --format FMT   plain: one line of values per day (default)\n"
       "                     tsv: day, value, canonical form {L|R}, one per line\n"
       "                     latex: a booktabs tabular, one row per day\n"
       "                     tree: a pgfplots table of the tree of numbers\n"
       "  -h, --help         print this help\n", CGTK_MAX_DAY);
#line 295 "noweb/cgtk.nw"
            return CGTK_OK;
        default:
            return bad_usage("numbers");
        }
    if (optind < argc) {
        fprintf(stderr, "cgtk numbers: unexpected argument '%s'\n", argv[optind]);
        return bad_usage("numbers");
    }
    size_t n;
    Cgtk_Number *a = Cgtk_numbers_born((int)day, &n);
    switch (fmt) {
    case FMT_PLAIN: print_numbers_plain(a, n); break;
    case FMT_TSV:   print_numbers_tsv(a, n); break;
    case FMT_LATEX: print_numbers_latex(a, n, (int)day); break;
    case FMT_TREE:  print_numbers_tree(a, n); break;
    }
    Cgtk_numbers_free(a, n);
    return CGTK_OK;
}
#line 343 "noweb/cgtk.nw"
static void put_value(Dyadic_T x, bool latex)
{
    char *s = latex ? Dyadic_latex(x) : Dyadic_str(x);
    fputs(s, stdout);
    free(s);
}
#line 359 "noweb/cgtk.nw"
static void print_numbers_plain(const Cgtk_Number *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        put_value(a[i].value, false);
        putchar(i + 1 == n || a[i + 1].day != a[i].day ? '\n' : ' ');
    }
}

static void print_numbers_tsv(const Cgtk_Number *a, size_t n)
{
    puts("day\tvalue\tform");
    for (size_t i = 0; i < n; i++) {
        printf("%d\t", a[i].day);
        put_value(a[i].value, false);
        fputs("\t{", stdout);
        if (a[i].left >= 0) put_value(a[a[i].left].value, false);
        putchar('|');
        if (a[i].right >= 0) put_value(a[a[i].right].value, false);
        puts("}");
    }
}
#line 385 "noweb/cgtk.nw"
static void print_numbers_latex(const Cgtk_Number *a, size_t n, int days)
{
    puts("\\begin{tabular}{@{}rrp{0.72\\linewidth}@{}}\n\\toprule\n"
         "Day & New & Numbers born that day \\\\\n\\midrule");
    size_t i = 0;
    for (int d = 0; d <= days; d++) {
        printf("%d & %zu & \\raggedright $", d, (size_t)1 << d);
        for (bool first = true; i < n && a[i].day == d; i++, first = false) {
            if (!first) fputs(",\\allowbreak\\ ", stdout);
            put_value(a[i].value, true);
        }
        puts("$ \\tabularnewline");
    }
    puts("\\bottomrule\n\\end{tabular}");
}
#line 405 "noweb/cgtk.nw"
static const Cgtk_Number *sort_base;
static int by_value(const void *x, const void *y)
{
    return Dyadic_cmp(sort_base[*(const long *)x].value,
                      sort_base[*(const long *)y].value);
}

static void print_numbers_tree(const Cgtk_Number *a, size_t n)
{
    long *order = malloc(n * sizeof *order), *rank = malloc(n * sizeof *rank);
    assert(order && rank);
    for (size_t i = 0; i < n; i++)
        order[i] = (long)i;
    sort_base = a;
    qsort(order, n, sizeof *order, by_value);
    for (size_t r = 0; r < n; r++)
        rank[order[r]] = (long)r - (long)(n / 2);
    puts("x day dx dday label");
    for (size_t i = 0; i < n; i++) {
        long p = a[i].parent;
        printf("%ld %d %ld %d $", rank[i], a[i].day,
               p >= 0 ? rank[p] - rank[i] : 0, p >= 0 ? a[p].day - a[i].day : 0);
        put_value(a[i].value, true);
        puts("$");
    }
    free(order);
    free(rank);
}
