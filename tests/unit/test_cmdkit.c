/* Generated from noweb/cmd/cmdkit.nw by notangle: edit the .nw, not this file. */
#line 1602 "noweb/cmd/cmdkit.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cmdkit.h"
#include "dyadictext.h"
#include "notation.h"
#include "mem.h"
#include "thermo.h"

#line 25 "noweb/cmd/cmdkit.nw"
static int run_mean(Cmd *c)
{
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        Game_T g;
        Perr_T e;
        if (!Notation_parse(Cmd_item(c, i)->text, &g, &e))
            return Cmd_parse_error(c, i, &e);
        Dyadic_T m = Thermo_mean(g);
        char *s = Dyadic_str(m);
        fprintf(Cmd_out(c), "%s\n", s);
        free(s);
        Dyadic_clear(&m);
    }
    return CMD_OK;
}
static const Cmd_Command Cmd_mean = { .name = "mean", .summary = "mean values of games",
    .synopsis = "[OPTION]... [EXPR]...", .kit = CMD_ITEMS | CMD_GAMES, .run = run_mean };
#line 1618 "noweb/cmd/cmdkit.nw"
typedef struct Sum { bool shout, flood; } Sum;

static int sum_option(Cmd *c, int key, const char *arg)
{
    (void)arg;
    if (key == 's')
        ((Sum *)Cmd_state(c))->shout = true;
    if (key == 'F')
        ((Sum *)Cmd_state(c))->flood = true;
    return CMD_OK;
}

typedef struct Adding { Cmd *c; Game_T total; } Adding;

static void add_all(void *closure)
{
    Adding *a = closure;
    for (size_t i = 0; i < Cmd_nitems(a->c); i++) {
        Game_T g;
        Perr_T e;
        if (Notation_parse(Cmd_item(a->c, i)->text, &g, &e))
            a->total = Game_add(a->total, g);
    }
}

static int sum_run(Cmd *c)
{
    if (((Sum *)Cmd_state(c))->flood)               /* 2 MB of results */
        for (int i = 0; i < 1 << 15; i++)
            fprintf(Cmd_out(c), "%063d\n", i);
    Emit_Column col = { "item", "Item", "l" };
    Emit_Table *items = Cmd_table(c, &col, 1);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        Game_T g;
        Perr_T e;
        int rc;
        if (!Notation_parse(Cmd_item(c, i)->text, &g, &e)) {
            if ((rc = Cmd_bad_item(c, items, i, &e)) != CMD_OK) {
                Emit_table_free(&items);
                return rc;
            }
            continue;
        }
        Emit_text(items, Cmd_item(c, i)->text);      /* partial output */
    }
    Emit_table_free(&items);
    Adding a = { c, Game_zero() };
    Game_Status st = Cmd_protect(c, add_all, &a);
    if (st != GAME_DONE)
        return Cmd_limit(c, "%s", Cmd_limit_name(st));
    static const Emit_Column cols[] = { { "sum", "Sum", "l" }, { "agree", "Agree", "l" } };
    Emit_Table *t = Cmd_table(c, cols, 2);
    Emit_game(t, a.total);
    Emit_words(t, Cmd_verify_path(c) ? Cmd_agree(c, 0, a.total) : "-");
    Emit_table_free(&t);
    if (((Sum *)Cmd_state(c))->shout)
        fputs("!\n", Cmd_out(c));
    return CMD_OK;
}

static const Cmd_Option sum_options[] = {
    { "shout", 's', NULL, "end with an exclamation mark\nwhich is loud" },
    { "flood", 'F', NULL, "write 2 MB first" },
    { NULL, 0, NULL, NULL }
};

static const Cmd_Command sum_command = {
    .name = "sum", .summary = "the sum of games", .synopsis = "[OPTION]... [EXPR]...",
    .items = "EXPR", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_VERIFY, .options = sum_options,
    .option = sum_option, .run = sum_run, .state = sizeof(Sum), .see = "ONAG ch. 7"
};
#line 1696 "noweb/cmd/cmdkit.nw"
static char *out, *err;

static int run(const char *line, const char *input)
{
    char copy[512], *argv[32];
    int argc = 0;
    snprintf(copy, sizeof copy, "%s", line);
    for (char *w = strtok(copy, " "); w && argc < 31; w = strtok(NULL, " ")) {
        for (char *p = w; *p; p++)
            if (*p == '_') *p = ' ';
        argv[argc++] = w;
    }
    argv[argc] = NULL;
    FREE(out);
    FREE(err);
    return Cmd_capture(&sum_command, NULL, argc, argv, input, &out, &err);
}

static int release_output(void)
{
    FREE(out);
    FREE(err);
    return 0;
}

/* the page itself and the reading of options: module cmdopts' tests */
static void test_help_and_usage(void)
{
    CU_ASSERT_EQUAL(run("sum --help", ""), CMD_OK);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "usage: cgtk sum [OPTION]... [EXPR]...\n"));
    CU_ASSERT_STRING_EQUAL(err, "");
    CU_ASSERT_EQUAL(run("sum --format=xml 1", ""), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err,
        "--format: expected plain, tsv, latex or json, found 'xml'"));
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_EQUAL(run("sum -f tsv --latex 1", ""), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "two formats given, tsv and latex"));
    CU_ASSERT_EQUAL(run("sum -1/2", ""), CMD_OK);        /* a negative number: an operand */
    CU_ASSERT_STRING_EQUAL(out, "-1/2\n-1/2\t-\n");
    CU_ASSERT_EQUAL(run("sum -s -1 -f tsv -1/2", ""), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "item\n-1\n-1/2\nsum\tagree\n-3/2\t-\n!\n");
    CU_ASSERT_EQUAL(run("sum --max-games -1 1", ""), CMD_USAGE);   /* an option's own */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "--max-games: expected a non-negative integer, "
                                       "found '-1'"));
    CU_ASSERT_EQUAL(run("sum --sohut 1", ""), CMD_USAGE);          /* cmdopts says why */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "unknown option '--sohut'"));
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_EQUAL(run("sum --max-games x 1", ""), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err,
        "--max-games: expected a non-negative integer, found 'x'"));
}

static void test_items(void)
{
    CU_ASSERT_EQUAL(run("sum ^ v *", ""), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "^\nv\n*\n*\t-\n");
    CU_ASSERT_EQUAL(run("sum -s -f tsv -- -1 {1|-1}", ""), CMD_OK);  /* -1 + +-1 */
    CU_ASSERT_STRING_EQUAL(out, "item\n-1\n{1|-1}\nsum\tagree\n{0|-2}\t-\n!\n");
    CU_ASSERT_EQUAL(run("sum --format=json", "1/2\n\n# a comment\n1/2\n"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "{\"item\": \"1/2\"}\n{\"item\": \"1/2\"}\n"
                                "{\"sum\": \"1\", \"agree\": \"-\"}\n");
}

static void test_errors_and_limits(void)
{
    CU_ASSERT_EQUAL(run("sum 1 {1|", ""), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");                /* the partial output is dropped */
    CU_ASSERT_STRING_EQUAL(err, "cgtk sum: argument 2: column 4: "
                                "expected a game, '|' or '}'\n"
                                "  {1|\n     ^\n");
    CU_ASSERT_EQUAL(run("sum", "0\n{|\n"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk sum: <stdin>:2: column 3:"));
    Game_store_free();
    CU_ASSERT_EQUAL(run("sum --max-games 10 +-1 +-2 +-3 +-4 +-5 +-6", ""), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_STRING_EQUAL(err, "cgtk sum: computation limit reached: --max-games; "
                                "nothing was printed\n");
}

static void test_input_lines(void)
{
    CU_ASSERT_EQUAL(run("sum", "  1/2   # a half\n\t1/2\t\n# a comment\n\n"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "1/2\n1/2\n1\t-\n");    /* trimmed, comments cut */
    CU_ASSERT_EQUAL(run("sum", "1/2#x\n"), CMD_USAGE);    /* a # inside a word stays */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "<stdin>:1: column 4:"));
    CU_ASSERT_EQUAL(run("sum", "#x\n"), CMD_USAGE);       /* so does a # before a word */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "<stdin>:1: column 1:"));
    CU_ASSERT_EQUAL(run("sum", "#\n"), CMD_USAGE);        /* and a # alone */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "<stdin>:1: column 1:"));
    CU_ASSERT_EQUAL(run("sum", "1 #\n"), CMD_USAGE);      /* '#' then the end: no comment */
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "<stdin>:1: column 3:"));
    CU_ASSERT_EQUAL(run("sum", "#\tnote\n# note\n \t# note\n1 #\tnote\n\n"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "1\n1\t-\n");
    CU_ASSERT_STRING_EQUAL(err, "cgtk sum: read 1 item from <stdin>, skipped 1 blank line "
                                "and 3 comment lines\n");
    CU_ASSERT_EQUAL(run("sum", "1\n\n\n2\n"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(err, "cgtk sum: read 2 items from <stdin>, skipped 2 blank "
                                "lines\n");
    CU_ASSERT_EQUAL(run("sum", "1\n2\n"), CMD_OK);          /* nothing skipped: silent */
    CU_ASSERT_STRING_EQUAL(err, "");
    static const char nul[] = "0\n1\0garbage\n";
    FILE *in = fmemopen((void *)nul, sizeof nul - 1, "r");
    char *obuf = NULL, *ebuf = NULL;
    size_t olen = 0, elen = 0;
    FILE *o = open_memstream(&obuf, &olen), *e = open_memstream(&ebuf, &elen);
    char *argv[] = { "sum", NULL };
    CU_ASSERT_EQUAL(Cmd_run(&sum_command, NULL, 1, argv, in, o, e), CMD_USAGE);
    fclose(in);
    fclose(o);
    fclose(e);
    CU_ASSERT_STRING_EQUAL(obuf, "");
    CU_ASSERT_STRING_EQUAL(ebuf, "cgtk sum: <stdin>:2: column 2: expected text, found a NUL "
                                 "byte\n");
    free(obuf);
    free(ebuf);
}

static void test_keep_going(void)
{
    CU_ASSERT_EQUAL(run("sum --keep-going -f tsv", "1\n{|\n1\n"), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "item\terror\n1\t\n"
                                "{|\tcolumn 3: expected a game, '|' or '}'\n"
                                "1\t\nsum\tagree\terror\n2\t-\t\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk sum: <stdin>:2: column 3:"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk sum: 1 of 3 items failed (--keep-going)\n"));
    CU_ASSERT_EQUAL(run("sum --keep-going 1 2", ""), CMD_OK);
    CU_ASSERT_STRING_EQUAL(err, "");
    CU_ASSERT_EQUAL(run("sum 1 {|", ""), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_EQUAL(run("sum", ""), CMD_USAGE);                 /* no input at all */
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk sum: no items: expected an EXPR as an "
                                       "argument or one per line of standard input\n"));
    CU_ASSERT_EQUAL(run("sum --keep-going", "# a comment\n"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cgtk sum: no items:"));
}

static void test_output_bound(void)
{
    CU_ASSERT_EQUAL(run("sum --flood --max-memory 1 1", ""), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "the results would pass --max-memory (1 MB)"));
    CU_ASSERT_EQUAL(run("sum --flood --max-memory 3 1", ""), CMD_OK);
    CU_ASSERT_EQUAL(strlen(out), (64u << 15) + strlen("1\n1\t-\n"));
}

static void test_verify(void)
{
    char path[] = "/tmp/cgtk-cmdkit-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("# a claim\n{0|*}\t^\tONAG p. 72\n", f);
    fclose(f);
    char line[128];
    snprintf(line, sizeof line, "sum -f tsv --verify %s", path);
    CU_ASSERT_EQUAL(run(line, ""), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "item\n{0|*}\nsum\tagree\n^\tyes\n");
    snprintf(line, sizeof line, "sum --verify %s 1", path);
    CU_ASSERT_EQUAL(run(line, ""), CMD_USAGE);
    remove(path);
    CU_ASSERT_EQUAL(run(line, ""), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "found also '1'"));
    const char *p = "1 or 1* or  or x", *one, *want[] = { "1", "1*", "", "x" };
    size_t n, k = 0;
    while (Cmd_choice(&p, &one, &n) && k < 5) {
        CU_ASSERT(k < 4 && n == strlen(want[k]) && strncmp(one, want[k], n) == 0);
        k++;
    }
    CU_ASSERT_EQUAL(k, 4);
    CU_ASSERT_PTR_NULL(p);
}

/* a command that prints what its handle shows; --none: the kit reads no items */
static int peek_option(Cmd *c, int key, const char *arg)
{
    (void)key, (void)arg;
    Cmd_take_no_items(c);
    return CMD_OK;
}

static int peek_run(Cmd *c)
{
    int typed;
    char *const *words = Cmd_typed_argv(c, &typed);
    FILE *out = Cmd_out(c);
    fprintf(out, "%s %s %d", Cmd_name(c), Cmd_format(c), Cmd_argc(c));
    for (int i = 0; i < Cmd_argc(c); i++)
        fprintf(out, " %s", Cmd_argv(c, i));
    fprintf(out, " | %d %s %s |", typed, words[typed - 1], words[typed] ? "?" : "end");
    if (Cmd_nitems(c) > 0)
        Cmd_set_item_text(c, 0, "first");
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        fprintf(out, " %s:%zu", Cmd_item(c, i)->text, Cmd_item(c, i)->where);
    fprintf(out, " | %s %d\n", Cmd_origin(c) ? Cmd_origin(c) : "-",
            Cmd_emit_format(c) == EMIT_TSV);
    return CMD_OK;
}

static void test_handle(void)
{
    static const Cmd_Option opts[] = {
        { "none", 'n', NULL, "no items" }, { NULL, 0, NULL, NULL }
    };
    static const Cmd_Command peek = { .name = "peek", .formats = "plain tsv",
        .kit = CMD_ITEMS, .options = opts, .option = peek_option, .run = peek_run };
    char *argv[] = { "peek", "a", "-f", "tsv", "b", NULL };
    char *o = NULL, *e = NULL;
    CU_ASSERT_EQUAL(Cmd_capture(&peek, NULL, 5, argv, "", &o, &e), CMD_OK);
    CU_ASSERT_STRING_EQUAL(o, "peek tsv 2 a b | 5 b end | first:1 b:2 | - 1\n");
    FREE(o);
    FREE(e);
    CU_ASSERT_EQUAL(Cmd_capture(&peek, NULL, 1, argv, "x\n\ny\n", &o, &e), CMD_OK);
    CU_ASSERT_STRING_EQUAL(o, "peek plain 0 | 1 peek end | first:1 y:3 | <stdin> 0\n");
    FREE(o);
    FREE(e);
    char *none[] = { "peek", "--none", "a", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&peek, NULL, 3, none, "x\n", &o, &e), CMD_OK);
    CU_ASSERT_STRING_EQUAL(o, "peek plain 1 a | 3 a end | | - 0\n");
    FREE(o);
    FREE(e);
}

/* the command of the example, run: {2|1} has mean 3/2 (ONAG ch. 9: a
   switch's mean is the mean of its stops), a number is its own mean */
static void test_example_mean(void)
{
    char *argv[] = { "mean", "{2|1}", "-1/2", NULL }, *o = NULL, *e = NULL;
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_mean, NULL, 3, argv, NULL, &o, &e), CMD_OK);
    CU_ASSERT_STRING_EQUAL(o, "3/2\n-1/2\n");
    FREE(o);
    FREE(e);
    char *bad[] = { "mean", "{2|", NULL };
    CU_ASSERT_EQUAL(Cmd_capture(&Cmd_mean, NULL, 2, bad, NULL, &o, &e), CMD_USAGE);
    CU_ASSERT_STRING_EQUAL(o, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "cgtk mean: argument 1: column 4:"));
    FREE(o);
    FREE(e);
}

int test_cmdkit_suite(void)
{
    CU_pSuite s = CU_add_suite("cmdkit", NULL, release_output);
    if (!s || !CU_add_test(s, "help, formats and usage errors", test_help_and_usage)
           || !CU_add_test(s, "items from operands and stdin", test_items)
           || !CU_add_test(s, "parse errors and limits", test_errors_and_limits)
           || !CU_add_test(s, "--verify claims", test_verify)
           || !CU_add_test(s, "lines: blanks, comments, a NUL byte", test_input_lines)
           || !CU_add_test(s, "--keep-going", test_keep_going)
           || !CU_add_test(s, "results bounded by --max-memory", test_output_bound)
           || !CU_add_test(s, "what the handle shows", test_handle)
           || !CU_add_test(s, "the example: a mean command", test_example_mean))
        return CU_get_error();
    return 0;
}
