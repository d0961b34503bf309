/* Generated from noweb/cmd/boxcmd.nw by notangle: edit the .nw, not this file. */
#line 147 "noweb/cmd/boxcmd.nw"
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gmp.h>
#include <mpfr.h>
#include "boxcmd.h"
#include "cmdkit.h"
#include "contorted.h"
#include "mem.h"
#include "notation.h"
#include "rational.h"
#include "real.h"

#line 170 "noweb/cmd/boxcmd.nw"
#define BOX_MAX_DIGITS 100000
#define BOX_PREC 53                 /* the precision of a real item without --prec */
#define BOX_MAX_POINTS 1000000L
#define BOX_MAX_DEPTH 6
#define BOX_MAX_UPTO 1000
typedef struct Box_State {
    bool inverse, cf, uniform, game, summary;
    long prec, plot, tree, upto;
    const char *range;
} Box_State;

enum { K_INVERSE = CMD_KEY, K_CF, K_PREC, K_PLOT, K_UNIFORM, K_RANGE, K_TREE, K_GAME,
       K_UPTO, K_SUMMARY };

static const Cmd_Option box_options[] = {
    { "inverse", K_INVERSE, NULL, "read each X as a value y and print the x with [x] = y:\n"
      "a rational when y is dyadic, else (a + b sqrt d)/c" },
    { "cf", K_CF, NULL, "print the continued fractions too" },
    { "prec", K_PREC, "BITS", "print decimals correctly rounded to BITS bits (1 to\n"
      "10000000; real expressions: 53 unless given)" },
    { "plot", K_PLOT, "N", "write the pgfplots data of [x] on [0,1], N points\n"
      "(2 to 1000000), adaptive; with --inverse the inverse curve" },
    { "uniform", K_UNIFORM, NULL, "with --plot: equally spaced points only" },
    { "range", K_RANGE, "A,B", "with --plot or --upto: the interval [A,B] instead of\n"
      "[0,1]" },
    { "tree", K_TREE, "D", "draw the Stern-Brocot and dyadic trees to depth D\n"
      "(1 to 6) side by side, as TikZ" },
    { "game", K_GAME, NULL, "add the value of the game [X], found by playing it (cgtk\n"
      "contorted), and whether it equals the rule's value" },
    { "upto", K_UPTO, "Q", "the items are every rational of the range with denominator\n"
      "at most Q (1 to 1000), in increasing order (at most 1000000 of them)" },
    { "summary", K_SUMMARY, NULL, "with --upto: one row per denominator, counting the\n"
      "rationals and, with --game, the games worth the rule's value" },
    { NULL, 0, NULL, NULL }
};

static void box_init(Cmd *c)
{
    Box_State *st = Cmd_state(c);
    st->tree = -1;
}
#line 219 "noweb/cmd/boxcmd.nw"
static bool read_long(const char *arg, long lo, long hi, long *out)
{
    char *end;
    if (arg[0] < '0' || arg[0] > '9' || strlen(arg) > 9)
        return false;
    long v = strtol(arg, &end, 10);
    if (*end != '\0' || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static int box_option(Cmd *c, int key, const char *arg)
{
    Box_State *st = Cmd_state(c);
    switch (key) {
    case K_INVERSE: st->inverse = true; break;
    case K_CF: st->cf = true; break;
    case K_UNIFORM: st->uniform = true; break;
    case K_GAME: st->game = true; break;
    case K_SUMMARY: st->summary = true; break;
    case K_UPTO:
        if (!read_long(arg, 1, BOX_MAX_UPTO, &st->upto))
            return Cmd_usage(c, "--upto: expected a denominator from 1 to %d, found '%s'",
                             BOX_MAX_UPTO, arg);
        Cmd_take_no_items(c);
        break;
    case K_RANGE: st->range = arg; break;
    case K_PREC:
        if (!read_long(arg, 1, REAL_MAX_PREC, &st->prec))
            return Cmd_usage(c, "--prec: expected a precision of 1 to %ld bits, found '%s'",
                             REAL_MAX_PREC, arg);
        break;
    case K_PLOT:
        if (!read_long(arg, 2, BOX_MAX_POINTS, &st->plot))
            return Cmd_usage(c, "--plot: expected a number of points from 2 to %ld, "
                             "found '%s'", BOX_MAX_POINTS, arg);
        Cmd_take_no_items(c);
        break;
    default:
        if (!read_long(arg, 1, BOX_MAX_DEPTH, &st->tree))
            return Cmd_usage(c, "--tree: expected a depth from 1 to %d, found '%s'",
                             BOX_MAX_DEPTH, arg);
        Cmd_take_no_items(c);
        break;
    }
    return CMD_OK;
}
#line 276 "noweb/cmd/boxcmd.nw"
typedef struct Result {
    char *text[3];              /* the answer, cf, cf_other */
    Game_T game;                /* --game */
    bool agree, bad;
    Perr_T e;
} Result;

static bool is_rational_text(const char *s)
{
    s += strspn(s, " \t");
    if (*s == '-')
        s++;
    return s[strspn(s, "0123456789 \t/.")] == '\0';
}

/* v as a decimal of as many significant digits as prec bits carry */
static char *decimal(mpfr_t v, long prec)
{
    int d = (int)((prec - 1) * 30102999566LL / 100000000000LL);
    char *s = NULL;
    if (mpfr_asprintf(&s, "%.*Rg", d > 1 ? d : 1, v) < 0)
        Mem_failed(0, __FILE__, __LINE__);
    char *r = STRDUP(s);
    mpfr_free_str(s);
    return r;
}
#line 310 "noweb/cmd/boxcmd.nw"
static bool play(Position_Eval *ev, const char *s, const Rational_Box *b, Result *r)
{
    Game_Status st = Position_value_text(ev, s, &r->game, &r->e);
    bool ok = st == GAME_DONE;
    if (st != GAME_DONE && st != GAME_BAD_INPUT)
        Perr_limit(&r->e, 0, "a search within its limits (%s)", Cmd_limit_name(st));
    Dyadic_T d;
    if (ok && Rational_box_dyadic(b, &d)) {
        r->agree = Game_number(d) == r->game;
        Dyadic_clear(&d);
    }
    return ok;
}

static bool compute_rational(const Box_State *st, Position_Eval *ev, const char *s,
                             Result *r)
{
    mpq_t x;
    mpq_init(x);
    bool ok = Rational_parse(s, x, &r->e);
    mpfr_t v;
    mpfr_init2(v, st->prec ? st->prec : 2);
    if (ok && st->prec && !st->inverse && (ok = Real_box_q(x, st->prec, v, &r->e)))
        r->text[0] = decimal(v, st->prec);
    if (ok && st->prec && st->inverse) {
        char *q = mpq_get_str(NULL, 10, x);
        ok = Real_box_inverse(q, st->prec, v, &r->e);
        free(q);
        if (ok)
            r->text[0] = decimal(v, st->prec);
    }
    if (ok && st->inverse && (!st->prec || st->cf)) {
        Rational_Quadratic q;
        Rational_quadratic_init(&q);
        ok = Rational_unbox(x, &q, &r->e);
        if (ok) {
            if (!r->text[0])
                r->text[0] = Rational_quadratic_str(&q);
            r->text[1] = STRDUP(q.cf);
        }
        Rational_quadratic_clear(&q);
    } else if (ok && !st->inverse) {
        if (!r->text[0]) {
            Rational_Box b;
            Rational_box(x, &b);
            r->text[0] = Rational_box_str(&b);
            Rational_box_clear(&b);
        }
        r->text[1] = Rational_cf_str(x, false);
        r->text[2] = Rational_cf_str(x, true);
        if (ev) {
            Rational_Box b;
            Rational_box(x, &b);
            ok = play(ev, s, &b, r);
            Rational_box_clear(&b);
        }
    }
    mpfr_clear(v);
    mpq_clear(x);
    return ok;
}
#line 381 "noweb/cmd/boxcmd.nw"
static char *cf_common(const mpq_t lo, const mpq_t hi)
{
    mpq_t l, h, t;
    mpz_t a, b;
    mpq_inits(l, h, t, NULL);
    mpz_inits(a, b, NULL);
    mpq_set(l, lo);
    mpq_set(h, hi);
    size_t len = 0, cap = 16, k = 0;
    char *s = ALLOC(cap);
    bool exact = false;
    for (;;) {
        mpz_fdiv_q(a, mpq_numref(l), mpq_denref(l));
        mpz_fdiv_q(b, mpq_numref(h), mpq_denref(h));
        if (mpz_cmp(a, b) != 0)
            break;
        GROW(s, cap, len + mpz_sizeinbase(a, 10) + 8);
        len += (size_t)sprintf(s + len, "%s", k == 0 ? "[" : k == 1 ? "; " : ", ");
        mpz_get_str(s + len, 10, a);
        len += strlen(s + len);
        k++;
        mpq_set_z(t, a);
        mpq_sub(l, l, t);
        mpq_sub(h, h, t);
        if (mpq_sgn(l) == 0) {          /* then h = a + 0 too, or x may stop here */
            exact = mpq_sgn(h) == 0;
            break;
        }
        mpq_inv(t, l);                  /* 1/(h - a) <= 1/(x - a) <= 1/(l - a) */
        mpq_inv(l, h);
        mpq_set(h, t);
    }
    GROW(s, cap, len + 8);
    strcpy(s + len, exact ? "]" : k == 0 ? "[...]" : k == 1 ? "; ...]" : ", ...]");
    mpz_clears(a, b, NULL);
    mpq_clears(l, h, t, NULL);
    return s;
}
#line 427 "noweb/cmd/boxcmd.nw"
static bool compute_real(const Box_State *st, const char *s, Result *r)
{
    long prec = st->prec ? st->prec : BOX_PREC;
    mpfr_t v, lo, hi;
    mpfr_inits2(prec, v, lo, hi, NULL);
    bool ok = st->inverse ? Real_box_inverse(s, prec, v, &r->e)
                          : Real_box(s, prec, v, &r->e);
    if (ok)
        r->text[0] = decimal(v, prec);
    Perr_T e;
    if (ok && st->cf && !Real_enclose(s, prec, lo, hi, &e))
        r->text[1] = STRDUP("[...]");
    else if (ok && st->cf) {
        mpq_t l, h;
        mpq_inits(l, h, NULL);
        mpfr_get_q(l, lo);
        mpfr_get_q(h, hi);
        if (st->inverse) {
            Real_unbox_dyadic(l, l);
            Real_unbox_dyadic(h, h);
        }
        r->text[1] = cf_common(l, h);
        mpq_clears(l, h, NULL);
    }
    mpfr_clears(v, lo, hi, NULL);
    return ok;
}

static bool compute(const Box_State *st, Position_Eval *ev, const char *s, Result *r)
{
    if (strlen(s) > BOX_MAX_DIGITS) {
        Perr_limit(&r->e, 0, "a number of at most %d characters", BOX_MAX_DIGITS);
        return false;
    }
    if (is_rational_text(s))
        return compute_rational(st, ev, s, r);
    if (ev)
        return Perr_set(&r->e, 1, "a rational: the game [X] is played on rationals");
    return compute_real(st, s, r);
}
#line 479 "noweb/cmd/boxcmd.nw"
#define BOX_MAX_END 1000000
#define BOX_MAX_ITEMS 1000000
typedef struct Frac { int64_t p, q; } Frac;
static bool read_range(const char *arg, mpq_t a, mpq_t b, Perr_T *e);

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
    bool ok = !st->range || read_range(st->range, lo, hi, &e);
    if (!ok) {
        mpq_clears(lo, hi, NULL);
        return Cmd_parse_error_in(c, "--range", st->range, &e);
    }
    ok = mpz_cmpabs_ui(mpq_numref(lo), BOX_MAX_END) <= 0
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
            : Cmd_usage(c, "--range: expected ends of at most %d in absolute value with "
                        "--upto, found '%s'", BOX_MAX_END, st->range);
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
#line 562 "noweb/cmd/boxcmd.nw"
static void append(char **b, size_t *len, size_t *cap, const char *s)
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
    if (!strchr(s, '.') && Rational_parse(s, x, NULL)) {
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

/* The index just past the parenthesis that closes s[i] == '(', or 0. */
static size_t closing(const char *s, size_t i, size_t n)
{
    for (int depth = 0; i < n; i++)
        if ((depth += (s[i] == '(') - (s[i] == ')')) == 0)
            return i + 1;
    return 0;
}

/* s[0..n) in math mode: (A)/(B) and (A)/c as fractions, sqrt, pi, powers, ... */
static void put_math(char **b, size_t *len, size_t *cap, const char *s, size_t n)
{
    size_t close = n > 0 && s[0] == '(' ? closing(s, 0, n) : 0;
    if (close > 0 && close + 1 < n && s[close] == '/'
        && (strspn(s + close + 1, "0123456789") == n - close - 1
            || (s[close + 1] == '(' && closing(s, close + 1, n) == n))) {
        bool paren = s[close + 1] == '(';
        append(b, len, cap, "\\frac{");
        put_math(b, len, cap, s + 1, close - 2);
        append(b, len, cap, "}{");
        put_math(b, len, cap, s + close + 1 + paren, n - close - 1 - 2 * paren);
        append(b, len, cap, "}");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const char *p = s + i;
        size_t k;
        char one[2] = { *p, '\0' };
        if (strncmp(p, "...", 3) == 0) {
            append(b, len, cap, "\\ldots");
            i += 2;
        } else if (p[0] == 'e' && i > 0 && isdigit((unsigned char)p[-1])
                   && (p[1] == '-' || p[1] == '+')) {
            k = strspn(p + 2, "0123456789");
            append(b, len, cap, "\\cdot 10^{");
            put_math(b, len, cap, p + 1 + (p[1] == '+'), k + (p[1] == '-'));
            append(b, len, cap, "}");
            i += 1 + k;
        } else if (strncmp(p, "sqrt ", 5) == 0) {
            k = strspn(p + 5, "0123456789");
            append(b, len, cap, "\\sqrt{");
            put_math(b, len, cap, p + 5, k);
            append(b, len, cap, "}");
            i += 4 + k;
        } else if (strncmp(p, "sqrt(", 5) == 0 && (k = closing(s, i + 4, n)) > 0) {
            append(b, len, cap, "\\sqrt{");
            put_math(b, len, cap, p + 5, k - i - 6);
            append(b, len, cap, "}");
            i = k - 1;
        } else if (strncmp(p, "pi", 2) == 0 && !isalpha((unsigned char)p[2])
                   && (i == 0 || !isalpha((unsigned char)p[-1]))) {
            append(b, len, cap, "\\pi ");
            i++;
        } else if (p[0] == '^') {
            k = (p[1] == '-') + strspn(p + 1 + (p[1] == '-'), "0123456789");
            append(b, len, cap, "^{");
            put_math(b, len, cap, p + 1, k);
            append(b, len, cap, "}");
            i += k;
        } else if (p[0] == '*')
            append(b, len, cap, "\\cdot ");
        else
            append(b, len, cap, one);
    }
}

static char *latex_of(const char *s)
{
    char *b = NULL, *r = s[0] ? latex_rational(s) : NULL;
    size_t len = 0, cap = 0;
    append(&b, &len, &cap, s[0] ? "$" : "");
    if (r)
        append(&b, &len, &cap, r);
    else
        put_math(&b, &len, &cap, s, strlen(s));
    append(&b, &len, &cap, s[0] ? "$" : "");
    FREE(r);
    return b;
}
#line 686 "noweb/cmd/boxcmd.nw"
static void print_plain(Cmd *c, const Box_State *st, const Result *r)
{
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, NULL, i, &r[i].e);  /* --keep-going: said, and on */
            continue;
        }
        fputs(r[i].text[0], Cmd_out(c));
        for (int k = 1; st->cf && k < 3; k++)
            if (r[i].text[k])
                fprintf(Cmd_out(c), "\t%s", r[i].text[k]);
        if (st->game && !st->inverse) {
            char *g = Notation_str(r[i].game);
            fprintf(Cmd_out(c), "\t%s\t%s", g, r[i].agree ? "yes" : "no");
            FREE(g);
        }
        fputc('\n', Cmd_out(c));
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
    bool other = false;                 /* a rational item has the other expansion */
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        other |= !r[i].bad && r[i].text[2] != NULL;
    size_t ncf = !st->cf ? 0 : other ? 2 : 1, n = 2;
    bool game = st->game && !st->inverse;
    Emit_Column use[6] = { cols[0], cols[1] };
    for (size_t k = 2; k < 2 + ncf; k++)
        use[n++] = cols[k];
    for (size_t k = 4; game && k < 6; k++)
        use[n++] = cols[k];
    Emit_Table *t = Cmd_table(c, use, n);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, t, i, &r[i].e);     /* --keep-going: a row of its own */
            continue;
        }
        cell(t, Cmd_item(c, i)->text);
        for (size_t k = 0; k <= ncf; k++)
            cell(t, r[i].text[k] ? r[i].text[k] : "");
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
    unsigned long *n = CALLOC((size_t)st->upto + 1, sizeof *n);
    unsigned long *agree = CALLOC((size_t)st->upto + 1, sizeof *agree);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {          /* the items fractions() made */
        const char *slash = strchr(Cmd_item(c, i)->text, '/');
        long q = slash ? atol(slash + 1) : 1;
        assert(q >= 1 && q <= st->upto);
        n[q]++;
        agree[q] += !r[i].bad && r[i].agree;
    }
    for (long q = 1; q <= st->upto; q++) {
        if (n[q] == 0)
            continue;
        Emit_int(t, q);
        Emit_uint(t, n[q]);
        if (st->game)
            Emit_uint(t, agree[q]);
    }
    FREE(n);
    FREE(agree);
    Emit_table_free(&t);
}

static int run_items(Cmd *c, const Box_State *st)
{
    int rc = CMD_OK;
    if (st->upto && (rc = fractions(c, st)) != CMD_OK)
        return rc;
    Position_Eval *ev =
        st->game && !st->inverse ? Position_eval_new(&Contorted_moves_ruleset) : NULL;
    Result *r = CALLOC(Cmd_nitems(c) + 1, sizeof *r);
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        if (!compute(st, ev, Cmd_item(c, i)->text, &r[i])) {
            r[i].bad = true;
            if (!Cmd_keep_going(c)) {
                rc = Cmd_parse_error(c, i, &r[i].e);
                break;
            }
        }
    if (rc == CMD_OK && st->summary)
        print_summary(c, st, r);
    else if (rc == CMD_OK && Cmd_emit_format(c) == EMIT_PLAIN)
        print_plain(c, st, r);
    else if (rc == CMD_OK)
        print_table(c, st, r);
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        for (int k = 0; k < 3; k++)
            FREE(r[i].text[k]);
    FREE(r);
    if (ev)
        Position_eval_free(&ev);
    return rc;
}
#line 851 "noweb/cmd/boxcmd.nw"
typedef struct Grid {
    bool on_y;              /* equally spaced in y: dyadics and their inverses */
    long i, count;
    mpq_t lo, step;         /* the first point and the spacing, in x or in y */
    mpq_t x, y;             /* the current point; y is exact when on_y */
    mp_bitcnt_t places;     /* on_y: the binary places of the rounded y */
} Grid;

static void grid_init(Grid *g, bool on_y, const mpq_t lo, const mpq_t hi, long count,
                      long prec)
{
    g->on_y = on_y;
    g->i = 0;
    g->count = count;
    g->places = (mp_bitcnt_t)prec + 64;
    mpq_inits(g->lo, g->step, g->x, g->y, NULL);
    mpq_set(g->lo, lo);
    if (count > 1) {
        mpq_sub(g->step, hi, lo);
        mpq_set_ui(g->x, 1, (unsigned long)(count - 1));
        mpq_mul(g->step, g->step, g->x);
    }
}

static void grid_clear(Grid *g)
{
    mpq_clears(g->lo, g->step, g->x, g->y, NULL);
}

static bool is_dyadic(const mpq_t y)
{
    return mpz_scan1(mpq_denref(y), 0) + 1 == mpz_sizeinbase(mpq_denref(y), 2);
}

/* Make point g->i current; false past the last. */
static bool grid_point(Grid *g)
{
    if (g->i >= g->count)
        return false;
    mpq_t *t = g->on_y ? &g->y : &g->x;
    mpq_set_ui(*t, (unsigned long)g->i, 1);
    mpq_mul(*t, *t, g->step);
    mpq_add(*t, *t, g->lo);
    if (g->on_y) {
        if (!is_dyadic(g->y)) {
            mpz_mul_2exp(mpq_numref(g->y), mpq_numref(g->y), g->places);
            if (g->i == 0)
                mpz_cdiv_q(mpq_numref(g->y), mpq_numref(g->y), mpq_denref(g->y));
            else
                mpz_fdiv_q(mpq_numref(g->y), mpq_numref(g->y), mpq_denref(g->y));
            mpz_set_ui(mpq_denref(g->y), 1);
            mpq_div_2exp(g->y, g->y, g->places);
        }
        Real_unbox_dyadic(g->x, g->y);
    }
    return true;
}
#line 915 "noweb/cmd/boxcmd.nw"
static bool range_end(const mpq_t t, bool inverse, bool up, mpq_t r, bool *exact,
                      Perr_T *e)
{
    *exact = inverse && is_dyadic(t);
    if (*exact) {
        Real_unbox_dyadic(r, t);
        return true;
    }
    mpfr_t v;
    mpfr_init2(v, 64);
    bool ok;
    if (inverse) {
        char *q = mpq_get_str(NULL, 10, t);
        ok = Real_box_inverse(q, 64, v, e);
        free(q);
    } else if ((ok = Real_box_q(t, 64, v, e))) {
        mpfr_get_q(r, v);
        Real_unbox_dyadic(r, r);
        *exact = mpq_equal(r, t);
    }
    if (ok && !*exact) {
        if (up)
            mpfr_nextabove(v);
        else
            mpfr_nextbelow(v);
    }
    if (ok)
        mpfr_get_q(r, v);
    mpfr_clear(v);
    return ok;
}
#line 952 "noweb/cmd/boxcmd.nw"
static bool read_range(const char *arg, mpq_t a, mpq_t b, Perr_T *e)
{
    const char *comma = strchr(arg, ',');
    if (!comma)
        return Perr_set(e, strlen(arg) + 1, "a comma and the upper end: A,B");
    char *first = STRDUP(arg);
    first[comma - arg] = '\0';
    bool ok = Rational_parse(first, a, e);
    FREE(first);
    if (ok && !(ok = Rational_parse(comma + 1, b, e)))
        e->column += e->column ? (size_t)(comma - arg) + 1 : 0;
    if (ok && mpq_cmp(a, b) >= 0)
        ok = Perr_set(e, (size_t)(comma - arg) + 2, "an upper end B greater than A");
    return ok;
}
#line 979 "noweb/cmd/boxcmd.nw"
typedef struct Plot_Out {
    long prec;
    int digits;
    bool inverse;
    mpfr_t x, y;            /* x exact to many places; y to prec bits */
} Plot_Out;

static bool plot_line(Cmd *c, Plot_Out *o, const Grid *g, Perr_T *e)
{
    mpfr_set_q(o->x, g->x, MPFR_RNDN);
    if (g->on_y)
        mpfr_set_q(o->y, g->y, MPFR_RNDN);
    else if (!Real_box_q(g->x, o->prec, o->y, e))
        return false;
    int d = o->digits - 1;
    if (o->inverse)
        mpfr_fprintf(Cmd_out(c), "%.*Re\t%.*Re\n", d, o->y, d, o->x);
    else
        mpfr_fprintf(Cmd_out(c), "%.*Re\t%.*Re\n", d, o->x, d, o->y);
    return true;
}
#line 1004 "noweb/cmd/boxcmd.nw"
static int plot_error(Cmd *c, const char *range, const Perr_T *e)
{
    if (e->limit)
        return Cmd_limit(c, "--plot: expected %s", e->expected);
    return Cmd_parse_error_in(c, "--range", range, e);
}

static int run_plot(Cmd *c, const Box_State *st)
{
    const char *range = st->range ? st->range : "0,1";
    long prec = st->prec ? st->prec : BOX_PREC, n = st->plot;
    mpq_t a, b, fa, fb, last;
    mpq_inits(a, b, fa, fb, last, NULL);
    Perr_T e;
    int rc = CMD_OK;
    bool ea = false, eb = false;
    if (!read_range(range, a, b, &e)
        || (!st->uniform && (!range_end(a, st->inverse, true, fa, &ea, &e)
                             || !range_end(b, st->inverse, false, fb, &eb, &e))))
        rc = plot_error(c, range, &e);
    
#line 1064 "noweb/cmd/boxcmd.nw"
long m = st->uniform ? n : n / 2 > 2 ? n / 2 : 2, room = n - m + (ea && eb ? 2 : 0), d = 0;
while (!st->uniform && (1L << (d + 1)) + 1 <= room)
    d++;
long other = st->uniform || mpq_cmp(fa, fb) >= 0 ? 0
             : st->inverse ? room : (1L << d) + 1;
#line 1025 "noweb/cmd/boxcmd.nw"
    Grid g[2];                          /* the argument's kind, the other */
    grid_init(&g[0], st->inverse, a, b, m, prec);
    grid_init(&g[1], !st->inverse, fa, fb, other, prec);
    Plot_Out o = { .prec = prec, .inverse = st->inverse,
                   .digits = (int)((prec * 30103L + 99999L) / 100000L) + 1 };
    mpfr_init2(o.x, 4 * (mpfr_prec_t)o.digits + 64);
    mpfr_init2(o.y, prec);
    if (rc == CMD_OK)
        fputs(st->inverse ? "box x\n" : "x box\n", Cmd_out(c));
    bool have[2] = { rc == CMD_OK && grid_point(&g[0]), rc == CMD_OK && grid_point(&g[1]) };
    bool first = true;
    while (rc == CMD_OK && (have[0] || have[1])) {
        int k = !have[1] || (have[0] && mpq_cmp(g[0].x, g[1].x) <= 0) ? 0 : 1;
        if (first || mpq_cmp(g[k].x, last) > 0) {
            if (!plot_line(c, &o, &g[k], &e))
                rc = plot_error(c, range, &e);
            mpq_set(last, g[k].x);
            first = false;
        }
        g[k].i++;
        have[k] = grid_point(&g[k]);
    }
    mpfr_clears(o.x, o.y, NULL);
    grid_clear(&g[0]);
    grid_clear(&g[1]);
    mpq_clears(a, b, fa, fb, last, NULL);
    return rc;
}
#line 1094 "noweb/cmd/boxcmd.nw"
static int run_tree(Cmd *c, const Box_State *st)
{
    long D = st->tree;
    const char *font = D <= 4 ? "\\footnotesize" : D == 5 ? "\\scriptsize" : "\\tiny";
    size_t cap = ((size_t)1 << D) + 1, cnt = 2;
    unsigned long *num = ALLOC_ARRAY(cap, sizeof *num), *den = ALLOC_ARRAY(cap, sizeof *den);
    unsigned long *n2 = ALLOC_ARRAY(cap, sizeof *n2), *d2 = ALLOC_ARRAY(cap, sizeof *d2);
    num[0] = 0, den[0] = 1, num[1] = 1, den[1] = 1;
    fprintf(Cmd_out(c), "\\begin{tikzpicture}[x=1cm,y=1cm,font=%s,inner sep=1pt]\n", font);
    fputs("\\node at (3.45,0.8) {Stern--Brocot tree: $x$};\n"
          "\\node at (11.35,0.8) {dyadic tree: $[x]$};\n", Cmd_out(c));
    mpq_t x;
    mpq_init(x);
    for (long lev = 1; lev <= D; lev++) {
        size_t k2 = 0;
        for (size_t k = 0; k + 1 < cnt; k++) {  /* new node k: between k and k + 1 */
            n2[k2] = num[k], d2[k2++] = den[k];
            n2[k2] = num[k] + num[k + 1], d2[k2++] = den[k] + den[k + 1];
            
#line 1135 "noweb/cmd/boxcmd.nw"
mpq_set_ui(x, n2[k2 - 1], d2[k2 - 1]);
Rational_Box bx;
Rational_box(x, &bx);
char *q = mpq_get_str(NULL, 10, x), *y = Rational_box_str(&bx);
Rational_box_clear(&bx);
unsigned long pos = ((2 * (unsigned long)k + 1) * 69000000UL) >> lev;   /* 10^-7 cm */
for (int t = 0; t < 2; t++) {
    unsigned long at = pos + (t ? 79000000UL : 0);
    fprintf(Cmd_out(c), "\\node (%c%ld_%zu) at (%lu.%07lu,%ld) {", t ? 'd' : 's', lev, k,
            at / 10000000UL, at % 10000000UL, 1 - lev);
    char *label = latex_of(t ? y : q);
    fprintf(Cmd_out(c), "%s};\n", label);
    FREE(label);
    if (lev > 1)
        fprintf(Cmd_out(c), "\\draw (%c%ld_%zu) -- (%c%ld_%zu);\n", t ? 'd' : 's', lev, k,
                t ? 'd' : 's', lev - 1, k / 2);
}
free(q);
FREE(y);
#line 1113 "noweb/cmd/boxcmd.nw"
        }
        n2[k2] = num[cnt - 1], d2[k2++] = den[cnt - 1];
        memcpy(num, n2, k2 * sizeof *num);
        memcpy(den, d2, k2 * sizeof *den);
        cnt = k2;
    }
    fputs("\\end{tikzpicture}\n", Cmd_out(c));
    mpq_clear(x);
    FREE(num);
    FREE(den);
    FREE(n2);
    FREE(d2);
    return CMD_OK;
}
#line 1161 "noweb/cmd/boxcmd.nw"
static int run_box(Cmd *c)
{
    const Box_State *st = Cmd_state(c);
    bool picture = st->plot > 0 || st->tree >= 0;
    const char *what = st->plot > 0 ? "--plot" : "--tree";
    if (st->plot > 0 && st->tree >= 0)
        return Cmd_usage(c, "--plot and --tree: expected one of them");
    if (picture && Cmd_argc(c) > 0)
        return Cmd_usage(c, "%s takes no X, found '%s'", what, Cmd_argv(c, 0));
    if (picture && Cmd_emit_format(c) != EMIT_PLAIN)
        return Cmd_usage(c, "%s writes %s, not --format=%s", what,
                         st->plot > 0 ? "pgfplots data" : "TikZ", Cmd_format(c));
    if (st->upto && (picture || Cmd_argc(c) > 0))
        return Cmd_usage(c, "--upto makes the items: expected no X, --plot or --tree%s%s",
                         Cmd_argc(c) > 0 ? ", found " : "",
                         Cmd_argc(c) > 0 ? Cmd_argv(c, 0) : "");
    if (st->uniform && st->plot == 0)
        return Cmd_usage(c, "--uniform goes with --plot");
    if (st->range && st->plot == 0 && st->upto == 0)
        return Cmd_usage(c, "--range goes with --plot or --upto");
    if (st->summary && st->upto == 0)
        return Cmd_usage(c, "--summary goes with --upto");
    if (st->game && picture)
        return Cmd_usage(c, "--game goes with X or --upto, not with %s", what);
    if (st->tree >= 0 && (st->inverse || st->cf || st->prec))
        return Cmd_usage(c, "--tree: expected no --inverse, --cf or --prec");
    if (st->plot > 0 && st->cf)
        return Cmd_usage(c, "--cf goes with X, not with --plot");
    if (st->plot > 0)
        return run_plot(c, st);
    if (st->tree >= 0)
        return run_tree(c, st);
    return run_items(c, st);
}
#line 1199 "noweb/cmd/boxcmd.nw"
const Cmd_Command Cmd_box = {
    .name = "box", .summary = "ONAG's contorted fractions [x]: Minkowski's function",
    .synopsis = "[--inverse] [--cf] [--prec BITS] [--game] [OPTION]... [X]...\n"
        "--upto Q [--range A,B] [--game] [--summary] [OPTION]...\n"
        "--plot N [--inverse] [--uniform] [--range A,B] [--prec BITS]\n--tree D",
    .items = "X", .rank = 175,
    .description =
        "Print [X], the value of ONAG's contorted fraction X (Minkowski's question-mark\n"
        "function, scaled to fix the integers): the partial quotients of X read as runs\n"
        "of binary digits, so [2/5] = 3/8 and [2 13/35] = 2 79/256 = 591/256.  X is\n"
        "a, a/b, a mixed number 'a b/c' or a decimal a.d, of any size, negative too\n"
        "(-2/5), and its box is exact.  A value of more than 2^20\n"
        "binary places is printed exactly as a sum of powers of two:\n"
        "[1/10^20] = 2^-99999999999999999999.  Any other X is a real expression\n"
        "(sqrt(...), pi, e, + - * / ^n, parentheses), whose box is printed as a decimal\n"
        "correctly rounded to --prec bits (53 unless given), with as many digits as the\n"
        "precision carries; with --prec a rational is printed so too.  --cf on a real\n"
        "prints the partial quotients the precision determines, then '...'.\n"
        "tsv, json and latex give the columns x and box, and with --cf also cf and\n"
        "cf_other.  --plot N writes the pgfplots data of [x] on [0,1] (or --range\n"
        "A,B): a header 'x box', then lines x<TAB>y, adaptive unless --uniform; with\n"
        "--inverse the inverse curve, 'box x'.  --tree D draws the Stern-Brocot tree\n"
        "and the dyadic tree of the boxes side by side (TikZ).  --game adds the value\n"
        "of the game [X] found by playing it (cgtk contorted) and whether the two\n"
        "agree (ONAG's theorem); --upto Q takes as items every rational of [0,1] (or\n"
        "--range A,B) with denominator at most Q, and --summary counts them by\n"
        "denominator.",
    .see = "ONAG ch. 8 (contorted fractions, Fig. 8)",
    .formats = "plain tsv latex json", .options = box_options, .init = box_init,
    .option = box_option, .run = run_box, .state = sizeof(Box_State),
    .kit = CMD_ITEMS
};
