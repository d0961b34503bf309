/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 51 "noweb/cmd/boxcmd.nw"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "boxcmd.h"
#include "cmdkit.h"
#include "contorted.h"
#include "mem.h"
#include "notation.h"
#include "rational.h"

#line 67 "noweb/cmd/boxcmd.nw"
#define BOX_MAX_DIGITS 100000
#define BOX_MAX_UPTO 1000
typedef struct Box_State {
    bool inverse, cf, game, summary;
    long upto;                  /* 0: no --upto */
    const char *range;          /* --range A,B, read by run_box */
} Box_State;

enum { K_INVERSE = CMD_KEY, K_CF, K_GAME, K_UPTO, K_RANGE, K_SUMMARY };

static const Cmd_Option box_options[] = {
    { "inverse", K_INVERSE, NULL, "read each X as a value y and print the x with [x] = y:\n"
      "a rational when y is dyadic, else (a + b sqrt d)/c" },
    { "cf", K_CF, NULL, "print the continued fractions too" },
    { "game", K_GAME, NULL, "add the value of the game [X], found by playing it (cgtk\n"
      "contorted), and whether it equals the rule's value" },
    { "upto", K_UPTO, "Q", "the items are every rational of the range with denominator\n"
      "at most Q (1..1000), in increasing order" },
    { "range", K_RANGE, "A,B", "with --upto: the interval [A, B] of rationals (default 0,1)" },
    { "summary", K_SUMMARY, NULL, "with --upto: one row per denominator, counting the\n"
      "rationals and, with --game, the games worth the rule's value" },
    { NULL, 0, NULL, NULL }
};

static int box_option(Cmd *c, int key, const char *arg)
{
    Box_State *st = c->state;
    switch (key) {
    case K_INVERSE: st->inverse = true; break;
    case K_CF: st->cf = true; break;
    case K_GAME: st->game = true; break;
    case K_SUMMARY: st->summary = true; break;
    case K_RANGE: st->range = arg; break;
    default: {
        char *end;
        long q = strtol(arg, &end, 10);
        if (*arg == '\0' || *end != '\0' || q < 1 || q > BOX_MAX_UPTO)
            return Cmd_usage(c, "--upto: expected a denominator from 1 to %d, found '%s'",
                             BOX_MAX_UPTO, arg);
        st->upto = q;
        c->in = NULL;           /* the items are made, not read */
    }
    }
    return CMD_OK;
}
#line 121 "noweb/cmd/boxcmd.nw"
typedef struct Result {
    char *text[3];              /* the answer, cf, cf_other */
    Game_T game;                /* --game */
    bool agree, bad;
    Perr_T e;
} Result;

static bool play(Position_Eval ev, const char *s, const Rational_Box *b, Result *r)
{
    Position_List l = { 0 };
    bool ok = Contorted_ruleset.parse(NULL, s, &l, &r->e);
    if (ok && !Position_value(ev, l.w + 1, POSITION_LEN(l.w[0]), &r->game))
        ok = Perr_limit(&r->e, 0, "a game within the %s", Position_eval_limit(ev));
    Dyadic_T d;
    if (ok && Rational_box_dyadic(b, &d)) {
        r->agree = Game_number(d) == r->game;
        Dyadic_clear(&d);
    }
    Position_list_free(&l);
    return ok;
}

static bool compute(const Box_State *st, Position_Eval ev, const char *s, Result *r)
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
        r->text[1] = Rational_cf_str(x, false);
        r->text[2] = Rational_cf_str(x, true);
        if (ev)
            ok = play(ev, s, &b, r);
        Rational_box_clear(&b);
    }
    mpq_clear(x);
    return ok;
}
#line 182 "noweb/cmd/boxcmd.nw"
#define BOX_MAX_END 1000000
#define BOX_MAX_ITEMS 1000000
typedef struct Frac { int64_t p, q; } Frac;

static int frac_cmp(const void *a, const void *b)
{
    const Frac *x = a, *y = b;
    int64_t l = x->p * y->q, r = y->p * x->q;
    return (l > r) - (l < r);
}

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static int fractions(Cmd *c, const Box_State *st)
{
    mpq_t lo, hi;
    mpq_inits(lo, hi, NULL);
    mpq_set_ui(hi, 1, 1);
    Perr_T e;
    const char *comma = st->range ? strchr(st->range, ',') : NULL;
    char *a = comma ? STRNDUP(st->range, (size_t)(comma - st->range)) : NULL;
    bool ok = !st->range || (comma && Rational_parse(a, lo, &e)
                             && Rational_parse(comma + 1, hi, &e));
    FREE(a);
    ok = ok && mpq_cmp(lo, hi) <= 0 && mpz_cmpabs_ui(mpq_numref(lo), BOX_MAX_END) <= 0
         && mpz_cmpabs_ui(mpq_numref(hi), BOX_MAX_END) <= 0;
    Frac *f = NULL;
    size_t n = 0, cap = 0;
    mpz_t t;
    mpz_init(t);
    for (int64_t q = 1; ok && q <= st->upto; q++) {
        mpz_mul_si(t, mpq_numref(lo), q);
        mpz_cdiv_q(t, t, mpq_denref(lo));
        int64_t p0 = mpz_get_si(t);
        mpz_mul_si(t, mpq_numref(hi), q);
        mpz_fdiv_q(t, t, mpq_denref(hi));
        for (int64_t p = p0; ok && p <= mpz_get_si(t); p++)
            if (gcd64(p, q) == 1) {
                ok = n < BOX_MAX_ITEMS;
                GROW(f, cap, n + 1);
                f[n++] = (Frac){ p, q };
            }
    }
    mpz_clear(t);
    mpq_clears(lo, hi, NULL);
    if (!ok) {
        FREE(f);
        return n >= BOX_MAX_ITEMS
            ? Cmd_usage(c, "--upto: more than %d fractions in the range", BOX_MAX_ITEMS)
            : Cmd_usage(c, "--range: expected two rationals A,B with A <= B, |A| and |B| "
                        "at most %d, found '%s'", BOX_MAX_END, st->range);
    }
    qsort(f, n, sizeof *f, frac_cmp);
    for (size_t i = 0; i < n; i++) {
        char text[48];
        if (f[i].q == 1)
            snprintf(text, sizeof text, "%lld", (long long)f[i].p);
        else
            snprintf(text, sizeof text, "%lld/%lld", (long long)f[i].p, (long long)f[i].q);
        Cmd_add_item(c, text, 0);
    }
    FREE(f);
    return CMD_OK;
}
#line 263 "noweb/cmd/boxcmd.nw"
static void put_frac(char **b, size_t *len, size_t *cap, const char *s)
{
    size_t n = strlen(s);
    GROW(*b, *cap, *len + n + 1);
    memcpy(*b + *len, s, n + 1);
    *len += n;
}

static char *latex_rational(const char *s)
{
    mpq_t x;
    mpq_init(x);
    char *out = NULL;
    if (Rational_parse(s, x, NULL)) {
        mpz_t w, f;
        mpz_inits(w, f, NULL);
        mpz_tdiv_qr(w, f, mpq_numref(x), mpq_denref(x));
        mpz_abs(f, f);
        const char *sign = mpq_sgn(x) < 0 && mpz_sgn(w) == 0 ? "-" : "";
        out = mpz_sgn(f) == 0 ? ALLOC(mpz_sizeinbase(w, 10) + 2) : NULL;
        if (out)
            gmp_sprintf(out, "%Zd", w);
        else {
            size_t n = mpz_sizeinbase(w, 10) + mpz_sizeinbase(f, 10)
                       + mpz_sizeinbase(mpq_denref(x), 10) + 16;
            out = ALLOC(n);
            if (mpz_sgn(w) == 0)
                gmp_snprintf(out, n, "%s\\frac{%Zd}{%Zd}", sign, f, mpq_denref(x));
            else
                gmp_snprintf(out, n, "%Zd\\frac{%Zd}{%Zd}", w, f, mpq_denref(x));
        }
        mpz_clears(w, f, NULL);
    }
    mpq_clear(x);
    return out;
}

static char *latex_of(const char *s)
{
    char *b = NULL, *r = latex_rational(s);
    size_t len = 0, cap = 0;
    put_frac(&b, &len, &cap, "$");
    if (r) {
        put_frac(&b, &len, &cap, r);
        FREE(r);
    } else {
        const char *slash = strrchr(s, '/');
        bool frac = s[0] == '(' && slash && slash > s && slash[-1] == ')';
        if (frac)
            put_frac(&b, &len, &cap, "\\frac{");
        for (const char *p = s + frac; *p && !(frac && p == slash - 1); p++) {
            char one[2] = { *p, '\0' };
            if (strncmp(p, "sqrt ", 5) == 0) {
                size_t k = strspn(p + 5, "0123456789");
                put_frac(&b, &len, &cap, "\\sqrt{");
                GROW(b, cap, len + k + 1);
                memcpy(b + len, p + 5, k);
                b[len += k] = '\0';
                put_frac(&b, &len, &cap, "}");
                p += 4 + k;
            } else if (p[0] == '^' && p[1] == '-') {
                size_t k = strspn(p + 2, "0123456789");
                put_frac(&b, &len, &cap, "^{-");
                GROW(b, cap, len + k + 1);
                memcpy(b + len, p + 2, k);
                b[len += k] = '\0';
                put_frac(&b, &len, &cap, "}");
                p += 1 + k;
            } else
                put_frac(&b, &len, &cap, one);
        }
        if (frac) {
            put_frac(&b, &len, &cap, "}{");
            put_frac(&b, &len, &cap, slash + 1);
            put_frac(&b, &len, &cap, "}");
        }
    }
    put_frac(&b, &len, &cap, "$");
    return b;
}
#line 350 "noweb/cmd/boxcmd.nw"
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
        if (st->game && !st->inverse) {
            char *g = Notation_str(r[i].game);
            fprintf(c->out, "\t%s\t%s", g, r[i].agree ? "yes" : "no");
            FREE(g);
        }
        fputc('\n', c->out);
    }
}

static void cell(Emit_Table *t, const char *plain)
{
    char *l = latex_of(plain);
    Emit_cell(t, plain, l);
    FREE(l);
}

static void print_table(Cmd *c, const Box_State *st, const Result *r)
{
    Emit_Column cols[6] = {
        { st->inverse ? "box" : "x", st->inverse ? "$y = \\boxed{x}$" : "$x$", "l" },
        { st->inverse ? "x" : "box", st->inverse ? "$x$" : "$\\boxed{x}$", "l" },
        { "cf", "Continued fraction", "l" }, { "cf_other", "The other one", "l" },
        { "game", "The game $\\boxed{x}$", "l" }, { "agree", "Equal", "l" }
    };
    size_t ncf = !st->cf ? 0 : st->inverse ? 1 : 2;
    bool game = st->game && !st->inverse;
    if (!st->cf && game) {
        cols[2] = cols[4];
        cols[3] = cols[5];
    } else if (st->cf && st->inverse)
        cols[3] = cols[4];
    Emit_Table *t = Cmd_table(c, cols, 2 + ncf + 2 * game);
    for (size_t i = 0; i < c->nitems; i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, t, i, &r[i].e);     /* --keep-going: a row of its own */
            continue;
        }
        cell(t, c->item[i].text);
        for (size_t k = 0; k <= ncf; k++)
            cell(t, r[i].text[k]);
        if (game) {
            Emit_game(t, r[i].game);
            Emit_words(t, r[i].agree ? "yes" : "no");
        }
    }
    Emit_table_free(&t);
}

static void print_summary(Cmd *c, const Box_State *st, const Result *r)
{
    Emit_Column cols[3] = {
        { "q", "Denominator $q$", "r" }, { "rationals", "Rationals", "r" },
        { "equal", "Games equal to $\\boxed{x}$", "r" }
    };
    Emit_Table *t = Cmd_table(c, cols, st->game ? 3 : 2);
    for (long q = 1; q <= st->upto; q++) {
        unsigned long n = 0, agree = 0;
        for (size_t i = 0; i < c->nitems; i++) {
            const char *slash = strchr(c->item[i].text, '/');
            if ((slash ? atol(slash + 1) : 1) == q) {
                n++;
                agree += !r[i].bad && r[i].agree;
            }
        }
        if (n == 0)
            continue;
        Emit_int(t, q);
        Emit_uint(t, n);
        if (st->game)
            Emit_uint(t, agree);
    }
    Emit_table_free(&t);
}

static int run_box(Cmd *c)
{
    const Box_State *st = c->state;
    int rc = CMD_OK;
    if (st->upto && c->argc > 0)
        return Cmd_usage(c, "--upto makes the items: expected no X, found '%s'", c->argv[0]);
    if ((st->range || st->summary) && !st->upto)
        return Cmd_usage(c, "--%s goes with --upto", st->range ? "range" : "summary");
    if (st->upto && (rc = fractions(c, st)) != CMD_OK)
        return rc;
    Position_Eval ev = st->game && !st->inverse ? Position_eval_new(&Contorted_ruleset)
                                                : NULL;
    Result *r = CALLOC(c->nitems + 1, sizeof *r);
    for (size_t i = 0; i < c->nitems; i++)
        if (!compute(st, ev, c->item[i].text, &r[i])) {
            r[i].bad = true;
            if (!Cmd_keep_going(c)) {
                rc = Cmd_parse_error(c, i, &r[i].e);
                break;
            }
        }
    if (rc == CMD_OK && st->summary)
        print_summary(c, st, r);
    else if (rc == CMD_OK && c->emit == EMIT_PLAIN)
        print_plain(c, st, r);
    else if (rc == CMD_OK)
        print_table(c, st, r);
    for (size_t i = 0; i < c->nitems; i++)
        for (int k = 0; k < 3; k++)
            FREE(r[i].text[k]);
    FREE(r);
    if (ev)
        Position_eval_free(&ev);
    return rc;
}
#line 474 "noweb/cmd/boxcmd.nw"
const Cmd_Command Cmd_box = {
    .name = "box", .summary = "ONAG's contorted fractions [x]: Minkowski's function",
    .synopsis = "[--inverse] [--cf] [--game] [OPTION]... [X]...\n"
                "       cgtk box --upto Q [--range A,B] [--game] [--summary] [OPTION]...", .items = "X", .rank = 175,
    .description =
        "Print [X], the value of ONAG's contorted fraction X (Minkowski's question-mark\n"
        "function, scaled to fix the integers): the partial quotients of X read as runs\n"
        "of binary digits, so [2/5] = 3/8 and [2 13/35] = 2 79/256 = 591/256.  X is\n"
        "a, a/b, a mixed number 'a b/c' or a decimal a.d, of any size (one starting\n"
        "with - goes after '--').  A value of more than 2^20 binary places is printed\n"
        "exactly as a sum of powers of two: [1/10^20] = 2^-99999999999999999999.\n"
        "With --game, also the value of the game [X] found by playing it, and\n"
        "whether the two agree (ONAG's theorem); with --upto Q, every rational of\n"
        "the range with denominator at most Q, and with --summary one row per\n"
        "denominator.  tsv, json and latex give the columns x and box, with --cf\n"
        "also cf and cf_other, with --game also game and agree.",
    .see = "ONAG ch. 8 (contorted fractions, Fig. 8)",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS, .options = box_options,
    .option = box_option, .run = run_box, .state = sizeof(Box_State)
};
