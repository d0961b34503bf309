/* Generated from noweb/tools/emit.nw by notangle: edit the .nw, not this file. */
#line 684 "noweb/tools/emit.nw"
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "emit.h"
#include "mem.h"

static const Emit_Column cols[] = {
    { "game", "Game", "l" }, { "value", "Value", "l" }, { "stop", "$L(G)$", "r" },
    { "n", "$n$", "r" }
};

static char *table(Emit_Format fmt)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Emit_Table *t = Emit_table_new(f, fmt, cols, 4);
    Emit_text(t, "{1|-1}");
    Emit_game(t, Game_switch(Game_integer(1)));
    Dyadic_T x = Dyadic_make(11, 2);
    Emit_dyadic(t, x);
    Dyadic_clear(&x);
    Emit_int(t, -3);
    Emit_text(t, "a\tb\\c\"d\x01");
    Emit_empty(t);
    Emit_table_free(&t);
    CU_ASSERT_PTR_NULL(t);
    fclose(f);
    return buf;
}

static void test_formats(void)
{
    char *s = table(EMIT_TSV);
    CU_ASSERT_STRING_EQUAL(s, "game\tvalue\tstop\tn\n{1|-1}\t+-1\t11/4\t-3\n"
                              "a\\tb\\\\c\"d\x01\t\t\t\n");
    free(s);
    s = table(EMIT_PLAIN);
    CU_ASSERT_STRING_EQUAL(s, "{1|-1}\t+-1\t11/4\t-3\na\tb\\c\"d\x01\t\t\t\n");
    free(s);
    s = table(EMIT_JSON);
    CU_ASSERT_STRING_EQUAL(s, "{\"game\": \"{1|-1}\", \"value\": \"+-1\", "
                              "\"stop\": \"11/4\", \"n\": -3}\n"
                              "{\"game\": \"a\\tb\\\\c\\\"d\\u0001\", \"value\": null, "
                              "\"stop\": null, \"n\": null}\n");
    free(s);
    s = table(EMIT_LATEX);
    CU_ASSERT(strncmp(s, "\\begin{tabular}{@{}llrr@{}}\n\\toprule\n"
                         "Game & Value & $L(G)$ & $n$ "
                         "\\\\\n\\midrule\n\\texttt{\\{1\\textbar{}-1\\}} & $\\pm 1$ & "
                         "$2\\frac{3}{4}$ & -3 \\\\\n", strlen("\\begin{tabular}")) == 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\\texttt{\\{1\\textbar{}-1\\}} & $"));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "$2\\frac{3}{4}$ & -3 \\\\\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\\bottomrule\n\\end{tabular}\n"));
    free(s);
}

static void test_latex_escape(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Emit_latex_escape(f, "{}#$%&_\\^~|<>x");
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "\\{\\}\\#\\$\\%\\&\\_\\textbackslash{}\\^{}\\~{}"
                                "\\textbar{}\\textless{}\\textgreater{}x");
    free(buf);
}

static void test_long_values(void)
{
    Game_T g = Game_zero();
    for (int k = 1; k <= 12; k++)
        g = Game_add(g, Game_switch(Game_integer(k)));
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Emit_Table *t = Emit_table_new(f, EMIT_LATEX, cols + 1, 1);
    Emit_long(t);
    Emit_game(t, g);
    Emit_table_free(&t);
    fclose(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "\\begin{longtable}"));
    CU_ASSERT(strstr(buf, "\\allowbreak{}") != NULL
              || strstr(buf, "characters}") != NULL);
    free(buf);
}

static void test_latex_width(void)
{
    Game_T g = Game_make((Game_T[]){ Game_make((Game_T[]){ Game_integer(2) }, 1,
                                               (Game_T[]){ Game_integer(1) }, 1) }, 1,
                         (Game_T[]){ Game_zero() }, 1);     /* {2|1||0}: 8 characters */
    for (size_t width = 7; width <= 8; width++) {
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        Emit_Table *t = Emit_table_new(f, EMIT_LATEX, cols + 1, 1);
        Emit_latex_width(t, width);
        Emit_game(t, g);
        Emit_table_free(&t);
        fclose(f);
        if (width == 7) {
            CU_ASSERT_PTR_NOT_NULL(strstr(buf,
                "\\emph{birthday 4; 1 Left and 1 Right options; "
                "stops $1$, $0$; mean $\\frac{3}{4}$; "
                "temperature $\\frac{3}{4}$; 8 characters} \\\\\n"));
        } else {
            CU_ASSERT_PTR_NOT_NULL(strstr(buf,
                "\n$\\{2 \\cgtbar{1} 1 \\cgtbar{2} 0\\}$ \\\\\n"));
        }
        free(buf);
    }
    static const Emit_Column sc[] = {   /* the stops have columns: not in the summary */
        { "value", "Value", "l" }, { "left_stop", "$L$", "r" }, { "right_stop", "$R$", "r" }
    };
    char *sbuf = NULL;
    size_t slen = 0;
    FILE *sf = open_memstream(&sbuf, &slen);
    Emit_Table *st = Emit_table_new(sf, EMIT_LATEX, sc, 3);
    Emit_latex_width(st, 0);
    Emit_game(st, g);
    Emit_table_free(&st);
    fclose(sf);
    CU_ASSERT_PTR_NOT_NULL(strstr(sbuf, "\\emph{birthday 4; 1 Left and 1 Right options; "
                                        "mean $\\frac{3}{4}$; temperature $\\frac{3}{4}$; "
                                        "8 characters} &  &  \\\\\n"));
    free(sbuf);
    char *buf = NULL;                   /* TSV keeps the whole value */
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Emit_Table *t = Emit_table_new(f, EMIT_TSV, cols + 1, 1);
    Emit_latex_width(t, 0);
    Emit_game(t, g);
    Emit_table_free(&t);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "value\n{2|1||0}\n");
    free(buf);
}

static void test_decimal(void)
{
    static const struct { int64_t num; int32_t exp; const char *want; } d[] = {
        { 3, 3, "0.375" }, { -9, 2, "-2.25" }, { 7, 0, "7" }, { 1, 4, "0.0625" },
        { -1, 1, "-0.5" }, { 0, 0, "0" }, { 1023, 10, "0.9990234375" }
    };
    for (size_t i = 0; i < sizeof d / sizeof *d; i++) {
        Dyadic_T x = Dyadic_make(d[i].num, d[i].exp);
        char *s = Emit_decimal_str(x);
        CU_ASSERT_STRING_EQUAL(s, d[i].want);
        FREE(s);
        Dyadic_clear(&x);
    }
    Dyadic_T tiny = Dyadic_make(1, 200);    /* 2^-200: 200 places, exactly */
    char *s = Emit_decimal_str(tiny);
    CU_ASSERT_EQUAL(strlen(s), 202);
    CU_ASSERT(strncmp(s, "0.000000000000000000000000000000"
                         "0000000000000000000000000000006223", 66) == 0);
    CU_ASSERT_EQUAL(s[201], '5');           /* 5^200 ends in 5 */
    FREE(s);
    Dyadic_clear(&tiny);
}

static char *decimal_table(Emit_Format fmt, bool errors)
{
    static const Emit_Column dc[] = {
        { "game", "Game", "l", false }, { "value", "Value", "l", true },
        { "stop", "$L(G)$", "r", true }
    };
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Emit_Table *t = Emit_table_new(f, fmt, dc, 3);
    Emit_decimal(t);
    if (errors)
        Emit_errors(t);
    Emit_text(t, "{1|2}");
    Emit_game(t, Game_number(Dyadic_make(3, 1)));
    Dyadic_T x = Dyadic_make(3, 1);
    Emit_dyadic(t, x);
    Dyadic_clear(&x);
    Emit_text(t, "+-1");
    Emit_game(t, Game_switch(Game_integer(1)));
    Emit_empty(t);
    if (errors)
        Emit_error_row(t, "{1|", "column 4: expected a game");
    Emit_table_free(&t);
    fclose(f);
    return buf;
}

static void test_added_columns(void)
{
    char *s = decimal_table(EMIT_TSV, false);
    CU_ASSERT_STRING_EQUAL(s, "game\tvalue\tvalue_decimal\tstop\tstop_decimal\n"
                              "{1|2}\t3/2\t1.5\t3/2\t1.5\n+-1\t+-1\t\t\t\n");
    free(s);
    s = decimal_table(EMIT_TSV, true);
    CU_ASSERT_STRING_EQUAL(s, "game\tvalue\tvalue_decimal\tstop\tstop_decimal\terror\n"
                              "{1|2}\t3/2\t1.5\t3/2\t1.5\t\n+-1\t+-1\t\t\t\t\n"
                              "{1|\t\t\t\t\tcolumn 4: expected a game\n");
    free(s);
    s = decimal_table(EMIT_JSON, true);
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\"value_decimal\": 1.5, \"stop\": \"3/2\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "{\"game\": \"{1|\", \"value\": null, "));
    CU_ASSERT_PTR_NOT_NULL(strstr(s, "\"error\": \"column 4: expected a game\"}\n"));
    free(s);
}

/* The example writes on a standard stream; the test reads back what it wrote. */
static int capture_fd = -1, capture_saved = -1;
static FILE *capture_tmp;

static void capture(int fd)
{
    fflush(NULL);
    capture_tmp = tmpfile();
    capture_saved = dup(fd);
    capture_fd = fd;
    dup2(fileno(capture_tmp), fd);
}

static char *captured(void)
{
    fflush(NULL);
    dup2(capture_saved, capture_fd);
    close(capture_saved);
    int fd = fileno(capture_tmp);
    off_t n = lseek(fd, 0, SEEK_END);
    char *s = calloc((size_t)n + 1, 1);
    if (n > 0 && pread(fd, s, (size_t)n, 0) != n)
        s[0] = '\0';
    fclose(capture_tmp);
    return s;
}

static void test_example_tsv(void)
{
    capture(1);
    
#line 31 "noweb/tools/emit.nw"
static const Emit_Column cols[] = { { "game", "Game", "l" }, { "value", "Value", "l" } };
Emit_Table *t = Emit_table_new(stdout, EMIT_TSV, cols, 2);
Emit_text(t, "{0|*}");  Emit_game(t, Game_up());
Emit_table_free(&t);    /* game<TAB>value, then {0|*}<TAB>^ */
#line 926 "noweb/tools/emit.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "game\tvalue\n{0|*}\t^\n");
    free(out);
}

int test_emit_suite(void)
{
    CU_pSuite s = CU_add_suite("emit", NULL, NULL);
    if (!s || !CU_add_test(s, "four formats of one table", test_formats)
           || !CU_add_test(s, "the LaTeX escaper", test_latex_escape)
           || !CU_add_test(s, "long values in LaTeX", test_long_values)
           || !CU_add_test(s, "a summary past the LaTeX width", test_latex_width)
           || !CU_add_test(s, "exact decimals of dyadic rationals", test_decimal)
           || !CU_add_test(s, "decimal and error columns", test_added_columns)
           || !CU_add_test(s, "example: a table of two columns in TSV", test_example_tsv))
        return CU_get_error();
    return 0;
}
