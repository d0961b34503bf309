/* Generated from noweb/cmd/cmdopts.nw by notangle: edit the .nw, not this file. */
#line 758 "noweb/cmd/cmdopts.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "cmdopts.h"

#line 768 "noweb/cmd/cmdopts.nw"
static const Cmd_Option sum_options[] = {
    { "shout", 's', NULL, "end with an exclamation mark\nwhich is loud" },
    { "flood", 'F', NULL, "write 2 MB first" },
    { NULL, 0, NULL, NULL }
};

static int no_run(Cmd *c)
{
    (void)c;
    return CMD_OK;
}

static const Cmd_Command sum_command = {
    .name = "sum", .summary = "the sum of games", .synopsis = "[OPTION]... [EXPR]...",
    .items = "EXPR", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_VERIFY, .options = sum_options, .run = no_run,
    .see = "ONAG ch. 7"
};

static char *buf;
static size_t len;

static FILE *open_buf(void)
{
    free(buf);
    buf = NULL;
    FILE *f = open_memstream(&buf, &len);
    CU_ASSERT_FATAL(f != NULL);
    return f;
}

static int release_buf(void)
{
    free(buf);
    buf = NULL;
    return 0;
}

static void test_help_page(void)
{
    FILE *f = open_buf();
    Cmd_help(f, &sum_command, NULL, "sum");
    fclose(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "usage: cgtk sum [OPTION]... [EXPR]...\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf,
        "  -s, --shout             end with an exclamation mark\n"
        "                          which is loud\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "plain (default), tsv, latex or json"));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "--max-games N"));
    CU_ASSERT_PTR_NULL(strstr(buf, "--table"));         /* no CMD_POSITIONS */
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "See: ONAG ch. 7."));
    char list[64];
    Cmd_list_formats(&sum_command, list, sizeof list);
    CU_ASSERT_STRING_EQUAL(list, "plain, tsv, latex or json");
    CU_ASSERT_TRUE(Cmd_has_format(&sum_command, "latex"));
    CU_ASSERT_FALSE(Cmd_has_format(&sum_command, "lat"));
    CU_ASSERT_FALSE(Cmd_has_format(&sum_command, ""));
}

/* the own options first, then the shared ones sum's kit takes, in the
   order of the shared table; in roff every hyphen is \- */
static void test_manual_and_words(void)
{
    FILE *f = open_buf();
    Cmd_words(f, &sum_command, NULL);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "--shout --flood --format --latex --latex-width "
                                "--max-games --max-memory --verify --keep-going --help ");
    f = open_buf();
    Cmd_man(f, &sum_command, NULL, "sum");
    fclose(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, ".SS \"cgtk sum\"\n.B cgtk sum\n"
                                       "[OPTION]... [EXPR]...\n.br\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, ".TP\n\\fB\\-s\\fR, \\fB\\-\\-shout\\fR\n"
                                       "end with an exclamation mark\nwhich is loud\n"));
    CU_ASSERT_PTR_NULL(strstr(buf, "\\-\\-help"));      /* the manual has no --help */
}

/* reads the words of line (separated by single spaces) for sum; keys
   records each key and argument as "k" or "k=ARG", operands what follows */
static char keys[256], operands[256], *msg;

static int record(void *closure, int key, const char *arg)
{
    (void)closure;
    size_t n = strlen(keys);
    snprintf(keys + n, sizeof keys - n, "%s%c%s%s", n ? " " : "",
             key < 128 ? key : '#', arg ? "=" : "", arg ? arg : "");
    return CMD_OK;
}

static int read_line(const char *line)
{
    char copy[256], *argv[32];
    int argc = 0, first;
    snprintf(copy, sizeof copy, "%s", line);
    for (char *w = strtok(copy, " "); w && argc < 31; w = strtok(NULL, " "))
        argv[argc++] = w;
    argv[argc] = NULL;
    keys[0] = operands[0] = '\0';
    free(msg);
    msg = NULL;
    size_t mlen;
    FILE *err = open_memstream(&msg, &mlen);
    int rc = Cmd_read_options(&sum_command, NULL, "sum", argc, argv, err, record, NULL,
                              &first);
    fclose(err);
    for (int i = first; rc == CMD_OK && i < argc; i++) {
        size_t n = strlen(operands);
        snprintf(operands + n, sizeof operands - n, "%s%s", n ? " " : "", argv[i]);
    }
    CU_ASSERT_STRING_EQUAL(argv[0], "sum");             /* given back as it was */
    return rc;
}

static void test_reading(void)
{
    CU_ASSERT_EQUAL(read_line("sum -s -1 -f tsv -1/2"), CMD_OK);
    CU_ASSERT_STRING_EQUAL(keys, "s f=tsv");            /* -1, -1/2: numbers, operands */
    CU_ASSERT_STRING_EQUAL(operands, "-1 -1/2");
    CU_ASSERT_EQUAL(read_line("sum --max-games -1 x"), CMD_OK);  /* the option's own */
    CU_ASSERT_STRING_EQUAL(keys, "#=-1");
    CU_ASSERT_STRING_EQUAL(operands, "x");
    CU_ASSERT_EQUAL(read_line("sum -^"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "goes after '--', as in: cgtk sum -- -^"));
    CU_ASSERT_EQUAL(read_line("sum --shout=1 1"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "cgtk sum: option '--shout' takes no argument\n"));
    CU_ASSERT_EQUAL(read_line("sum --sohut 1"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "unknown option '--sohut'; did you mean '--shout'?"));
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "Try 'cgtk sum --help'.\n"));
    CU_ASSERT_EQUAL(read_line("sum --max"), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "option '--max' is ambiguous: --max-games, "
                                       "--max-memory"));
    CU_ASSERT_EQUAL(read_line("sum --table x"), CMD_USAGE);      /* not sum's */
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "unknown option '--table'"));
    free(msg);
    msg = NULL;
}

int test_cmdopts_suite(void)
{
    CU_pSuite s = CU_add_suite("cmdopts", NULL, release_buf);
    if (!s || !CU_add_test(s, "the help page and the formats", test_help_page)
           || !CU_add_test(s, "the manual and the completion words", test_manual_and_words)
           || !CU_add_test(s, "reading options: negatives, bad options", test_reading))
        return CU_get_error();
    return 0;
}
