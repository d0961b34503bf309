/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 51 "noweb/cmd/boxcmd.nw"
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "boxcmd.h"
#include "cmdkit.h"
#include "mem.h"
#include "rational.h"

#line 64 "noweb/cmd/boxcmd.nw"
#define BOX_MAX_DIGITS 100000
typedef struct Box_State {
    bool inverse, cf;
} Box_State;

enum { K_INVERSE = CMD_KEY, K_CF };

static const Cmd_Option box_options[] = {
    { "inverse", K_INVERSE, NULL, "read each X as a value y and print the x with [x] = y:\n"
      "a rational when y is dyadic, else (a + b sqrt d)/c" },
    { "cf", K_CF, NULL, "print the continued fractions too" },
    { NULL, 0, NULL, NULL }
};

static int box_option(Cmd *c, int key, const char *arg)
{
    (void)arg;
    Box_State *st = c->state;
    if (key == K_INVERSE)
        st->inverse = true;
    else
        st->cf = true;
    return CMD_OK;
}
#line 94 "noweb/cmd/boxcmd.nw"
typedef struct Result {
    char *text[3];              /* the answer, cf, cf_other */
    bool bad;
    Perr_T e;
} Result;

static bool compute(const Box_State *st, const char *s, Result *r)
{
    if (strlen(s) > BOX_MAX_DIGITS) {
        Perr_limit(&r->e, 0, "a number of at most %d characters", BOX_MAX_DIGITS);
        return false;
    }
    mpq_t x;
    mpq_init(x);
    bool ok = Rational_parse(s, x, &r->e);
    if (ok && st->inverse) {
        Rational_Quadratic q;
        Rational_quadratic_init(&q);
        ok = Rational_unbox(x, &q, &r->e);
        if (ok) {
            r->text[0] = Rational_quadratic_str(&q);
            r->text[1] = STRDUP(q.cf);
        }
        Rational_quadratic_clear(&q);
    } else if (ok) {
        Rational_Box b;
        Rational_box(x, &b);
        r->text[0] = Rational_box_str(&b);
        Rational_box_clear(&b);
        r->text[1] = Rational_cf_str(x, false);
        r->text[2] = Rational_cf_str(x, true);
    }
    mpq_clear(x);
    return ok;
}
#line 135 "noweb/cmd/boxcmd.nw"
static void print_plain(Cmd *c, const Box_State *st, const Result *r)
{
    for (size_t i = 0; i < c->nitems; i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, NULL, i, &r[i].e);  /* --keep-going: said, and on */
            continue;
        }
        fputs(r[i].text[0], c->out);
        for (int k = 1; st->cf && k < 3; k++)
            if (r[i].text[k])
                fprintf(c->out, "\t%s", r[i].text[k]);
        fputc('\n', c->out);
    }
}

static void print_table(Cmd *c, const Box_State *st, const Result *r)
{
    Emit_Column cols[4] = {
        { st->inverse ? "box" : "x", st->inverse ? "$y = [x]$" : "$x$", "l" },
        { st->inverse ? "x" : "box", st->inverse ? "$x$" : "$[x]$", "l" },
        { "cf", "Continued fraction", "l" }, { "cf_other", "The other one", "l" }
    };
    size_t ncols = !st->cf ? 2 : st->inverse ? 3 : 4;
    Emit_Table *t = Cmd_table(c, cols, ncols);
    for (size_t i = 0; i < c->nitems; i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, t, i, &r[i].e);     /* --keep-going: a row of its own */
            continue;
        }
        Emit_text(t, c->item[i].text);
        for (size_t k = 0; k + 1 < ncols; k++)
            Emit_text(t, r[i].text[k]);
    }
    Emit_table_free(&t);
}

static int run_box(Cmd *c)
{
    const Box_State *st = c->state;
    Result *r = CALLOC(c->nitems + 1, sizeof *r);
    int rc = CMD_OK;
    for (size_t i = 0; i < c->nitems; i++)
        if (!compute(st, c->item[i].text, &r[i])) {
            r[i].bad = true;
            if (!Cmd_keep_going(c)) {
                rc = Cmd_parse_error(c, i, &r[i].e);
                break;
            }
        }
    if (rc == CMD_OK && c->emit == EMIT_PLAIN)
        print_plain(c, st, r);
    else if (rc == CMD_OK)
        print_table(c, st, r);
    for (size_t i = 0; i < c->nitems; i++)
        for (int k = 0; k < 3; k++)
            FREE(r[i].text[k]);
    FREE(r);
    return rc;
}
#line 198 "noweb/cmd/boxcmd.nw"
const Cmd_Command Cmd_box = {
    .name = "box", .summary = "ONAG's contorted fractions [x]: Minkowski's function",
    .synopsis = "[--inverse] [--cf] [OPTION]... [X]...", .items = "X", .rank = 175,
    .description =
        "Print [X], the value of ONAG's contorted fraction X (Minkowski's question-mark\n"
        "function, scaled to fix the integers): the partial quotients of X read as runs\n"
        "of binary digits, so [2/5] = 3/8 and [2 13/35] = 2 79/256 = 591/256.  X is\n"
        "a, a/b, a mixed number 'a b/c' or a decimal a.d, of any size (one starting\n"
        "with - goes after '--').  A value of more than 2^20 binary places is printed\n"
        "exactly as a sum of powers of two: [1/10^20] = 2^-99999999999999999999.\n"
        "tsv, json and latex give the columns x and box, and with --cf also cf and\n"
        "cf_other.",
    .see = "ONAG ch. 8 (contorted fractions, Fig. 8)",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS, .options = box_options,
    .option = box_option, .run = run_box, .state = sizeof(Box_State)
};
