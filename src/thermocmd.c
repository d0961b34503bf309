/* Generated from noweb/cmd/thermocmd.nw by notangle: edit the .nw, not this file. */
#line 59 "noweb/cmd/thermocmd.nw"
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simplest.h"
#include "cmdkit.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "emit.h"
#include "gamecmd.h"
#include "game.h"
#include "mem.h"
#include "notation.h"
#include "ordinal.h"
#include "perr.h"
#include "thermo.h"
#include "thermocmd.h"

#line 113 "noweb/cmd/thermocmd.nw"
typedef struct Result {
    const char *given;          /* the item as the user wrote it */
    Game_T game, value, other;  /* the item's game; results */
    Dyadic_T x[4];              /* numbers: mean, stops, 1:x, ... */
    Thermo_Section left, right; /* stops */
    Thermo_Graph *graph;        /* thermograph */
    char *text[2];              /* ordinal: G and H; signs: expansion, binary */
    Game_T *opts;               /* cool --temperatures: options being built */
    bool agree, was_signs;      /* ordinal --numbers; signs */
    bool bad;                   /* --keep-going: the row's item was bad */
} Result;

typedef struct Fault {
    size_t item;                /* the bad item */
    Perr_T e;                   /* where in it, and what was expected */
} Fault;

typedef bool Compute(Cmd *c, size_t i, Result *r, Fault *f);
typedef void Line(Cmd *c, const Result *r);
typedef void Row(Cmd *c, Emit_Table *t, const Result *r);

typedef struct Shape {
    Compute *compute;
    Line *line;
    Row *row;
    const Emit_Column *cols;
    size_t ncols;
    const char *what;
} Shape;
#line 149 "noweb/cmd/thermocmd.nw"
typedef struct State {
    bool sections;              /* stops --sections */
    int picture;                /* thermograph: 't' --tikz, 'd' --data, or 0 */
    const char *title;          /* thermograph --title */
    const char *t, *s;          /* cool, heat: -t T; heat: --overheat S */
    const char *list;           /* cool --temperatures, ordinal --numbers */
    Dyadic_T temp;              /* cool: T */
    Game_T tg, sg;              /* heat: T and S */
    Dyadic_T *x;                /* the numbers of list */
    size_t nx;
    bool pair;                  /* ordinal: the operands are G and H */
} State;
#line 179 "noweb/cmd/thermocmd.nw"
typedef struct Batch {
    Cmd *c;
    const Shape *s;
    Result *r;
    size_t n, done;
    Fault *faults;              /* the bad rows' faults, in row order */
    size_t nfaults, capfaults;
    Emit_Table *t;              /* the table being written, if any */
} Batch;

static void compute_rows(void *closure)
{
    Batch *b = closure;
    for (; b->done < b->n; b->done++) {
        Fault f;
        if (b->s->compute(b->c, b->done, &b->r[b->done], &f))
            continue;
        GROW(b->faults, b->capfaults, b->nfaults + 1);
        b->faults[b->nfaults++] = f;
        b->r[b->done].bad = true;
        if (!Cmd_keep_going(b->c)) {
            b->done++;
            return;
        }
    }
}

static void print_rows(void *closure)
{
    Batch *b = closure;
    Cmd *c = b->c;
    const Shape *s = b->s;
    bool lines = Cmd_emit_format(c) == EMIT_PLAIN && s->line && !Cmd_decimal(c);
    b->t = lines ? NULL : Cmd_table(c, s->cols, s->ncols);
    for (size_t i = 0, k = 0; i < b->n; i++)
        if (b->r[i].bad)
            Cmd_bad_item(c, b->t, b->faults[k].item, &b->faults[k].e), k++;
        else if (lines)
            s->line(c, &b->r[i]);
        else
            s->row(c, b->t, &b->r[i]);
}

static void result_clear(Result *r)
{
    for (size_t k = 0; k < 4; k++)
        Dyadic_clear(&r->x[k]);
    Thermo_section_clear(&r->left);
    Thermo_section_clear(&r->right);
    Thermo_graph_free(&r->graph);
    FREE(r->text[0]);
    FREE(r->text[1]);
    FREE(r->opts);
}

static int run_rows(Cmd *c, const Shape *s, size_t n)
{
    Batch b = { .c = c, .s = s, .r = CALLOC(n + 1, sizeof(Result)), .n = n };
    Game_Status st = Cmd_protect(c, compute_rows, &b);
    int rc = CMD_OK;
    if (st != GAME_DONE)
        rc = Cmd_limit(c, "%s, with %zu games in the store (%zu MB); %zu of %zu %s "
                       "were done", Cmd_limit_name(st), Game_store_count(),
                       Game_store_bytes() >> 20, b.done, n, s->what);
    else if (b.nfaults > 0 && !Cmd_keep_going(c))
        rc = Cmd_parse_error(c, b.faults[0].item, &b.faults[0].e);
    else if ((st = Cmd_protect(c, print_rows, &b)) != GAME_DONE)
        rc = Cmd_limit(c, "%s: the values were computed, but writing them passed the "
                       "bound", Cmd_interrupted(c) ? "the search" : Cmd_limit_name(st));
    Emit_table_free(&b.t);
    for (size_t i = 0; i < n; i++)
        result_clear(&b.r[i]);
    FREE(b.r);
    FREE(b.faults);
    return rc;
}
#line 260 "noweb/cmd/thermocmd.nw"
static bool parse_item(Cmd *c, size_t i, Result *r, Fault *f)
{
    r->given = Cmd_item(c, i)->text;
    if (Notation_parse(r->given, &r->game, &f->e))
        return true;
    f->item = i;
    return false;
}
#line 275 "noweb/cmd/thermocmd.nw"
static int parse_list(Cmd *c, const char *what, bool nonneg, State *st)
{
    const char *s = st->list;
    size_t at = 0;
    for (;;) {
        Dyadic_T x;
        Perr_T e;
        size_t n = Dyadic_scan(s + at, &x, &e);
        if (n == 0) {
            e.column += Perr_column(s, at) - 1;
            return Cmd_parse_error_in(c, what, s, &e);
        }
        if (nonneg && Dyadic_sign(x) < 0) {
            Dyadic_clear(&x);
            Perr_set(&e, Perr_column(s, at), "a non-negative number");
            return Cmd_parse_error_in(c, what, s, &e);
        }
        RESIZE_ARRAY(st->x, st->nx + 1, sizeof *st->x);
        st->x[st->nx++] = x;
        at += n;
        if (s[at] == '\0')
            return CMD_OK;
        if (s[at] != ',') {
            Perr_set(&e, Perr_column(s, at), "',' or the end of the list");
            return Cmd_parse_error_in(c, what, s, &e);
        }
        at++;
    }
}

static void state_clear(State *st)
{
    Dyadic_clear(&st->temp);
    for (size_t i = 0; i < st->nx; i++)
        Dyadic_clear(&st->x[i]);
    FREE(st->x);
    st->nx = 0;
}
#line 322 "noweb/cmd/thermocmd.nw"
static const char *last_operand(Cmd *c, size_t *ngames)
{
    if (Cmd_origin(c) || Cmd_nitems(c) < 2) {
        Cmd_usage(c, "expected a temperature: cgtk %s EXPR T, or -t T", Cmd_name(c));
        return NULL;
    }
    *ngames = Cmd_nitems(c) - 1;
    return Cmd_item(c, Cmd_nitems(c) - 1)->text;
}
#line 338 "noweb/cmd/thermocmd.nw"
static void put_dyadic(FILE *out, Dyadic_T x)
{
    char *s = Dyadic_str(x);
    fputs(s, out);
    FREE(s);
}

static void put_game(FILE *out, Game_T g)
{
    char *s = Notation_str(g);
    fputs(s, out);
    FREE(s);
}

static void put_section(FILE *out, Thermo_Section s)
{
    fprintf(out, "%c(", s.side);
    put_dyadic(out, s.x);
    fputc(')', out);
}

static void emit_section(Emit_Table *t, Thermo_Section s)
{
    char *p = Dyadic_str(s.x), *l = Dyadic_latex(s.x);
    size_t np = strlen(p) + 4, nl = strlen(l) + 6;
    char *plain = ALLOC(np), *latex = ALLOC(nl);
    snprintf(plain, np, "%c(%s)", s.side, p);
    snprintf(latex, nl, "$%c(%s)$", s.side, l);
    Emit_cell(t, plain, latex);
    FREE(p); FREE(l); FREE(plain); FREE(latex);
}
#line 374 "noweb/cmd/thermocmd.nw"
static void line_value(Cmd *c, const Result *r)
{
    put_game(Cmd_out(c), r->value);
    fputc('\n', Cmd_out(c));
}

static void row_value(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Gamecmd_emit_form(t, r->given);
    Emit_game(t, r->value);
}

static void line_number(Cmd *c, const Result *r)
{
    put_dyadic(Cmd_out(c), r->x[0]);
    fputc('\n', Cmd_out(c));
}

static void row_number(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Gamecmd_emit_form(t, r->given);
    Emit_game(t, r->game);
    Emit_dyadic(t, r->x[0]);
}
#line 406 "noweb/cmd/thermocmd.nw"
enum { K_SECTIONS = 's', K_T = 't', K_OVERHEAT = 'o', K_TIKZ = 'z', K_DATA = 'd',
       K_TITLE = CMD_KEY, K_TEMPERATURES, K_NUMBERS };

static int thermo_option(Cmd *c, int key, const char *arg)
{
    State *st = Cmd_state(c);
    switch (key) {
    case K_SECTIONS: st->sections = true; break;
    case K_T: st->t = arg; break;
    case K_OVERHEAT: st->s = arg; break;
    case K_TIKZ: case K_DATA: {
        int want = key == K_TIKZ ? 't' : 'd';
        if (st->picture && st->picture != want)
            return Cmd_usage(c, "--tikz and --data: expected one of them");
        st->picture = want;
        break;
    }
    case K_TITLE: st->title = arg; break;
    case K_TEMPERATURES: case K_NUMBERS: st->list = arg; break;
    }
    return CMD_OK;
}
#line 451 "noweb/cmd/thermocmd.nw"
static int run_stops(Cmd *c);

static const Cmd_Option stops_options[] = {
    { "sections", K_SECTIONS, NULL, "print the sections L(G) and R(G) instead of\n"
      "the stops" },
    { NULL, 0, NULL, NULL }
};

const Cmd_Command Cmd_stops = {
    .name = "stops", .summary = "Left and Right stops, or sections, of games",
    .synopsis = "[--sections] [OPTION]... [EXPR]...", .items = "EXPR", .rank = 100,
    .description =
        "Print the Left and Right stop of each game, separated by a space: the number\n"
        "reached when Left, resp. Right, starts and both play well.  With --sections,\n"
        "print the Left and Right sections (ONAG Theorem 56) instead: R(5) is the\n"
        "section just right of 5, L(4) just left of 4.  tsv, latex and json give the\n"
        "game as given, its value and the two stops (or sections).",
    .see = "ONAG ch. 9", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_DECIMAL,
    .options = stops_options, .option = thermo_option, .run = run_stops,
    .state = sizeof(State)
};
#line 500 "noweb/cmd/thermocmd.nw"
static bool compute_stops(Cmd *c, size_t i, Result *r, Fault *f)
{
    if (!parse_item(c, i, r, f))
        return false;
    r->left = Thermo_left_section(r->game);
    r->right = Thermo_right_section(r->game);
    return true;
}

static void line_stops(Cmd *c, const Result *r)
{
    if (((State *)Cmd_state(c))->sections) {
        put_section(Cmd_out(c), r->left);
        fputc(' ', Cmd_out(c));
        put_section(Cmd_out(c), r->right);
    } else {
        put_dyadic(Cmd_out(c), r->left.x);
        fputc(' ', Cmd_out(c));
        put_dyadic(Cmd_out(c), r->right.x);
    }
    fputc('\n', Cmd_out(c));
}

static void row_stops(Cmd *c, Emit_Table *t, const Result *r)
{
    Gamecmd_emit_form(t, r->given);
    Emit_game(t, r->game);
    if (((State *)Cmd_state(c))->sections) {
        emit_section(t, r->left);
        emit_section(t, r->right);
    } else {
        Emit_dyadic(t, r->left.x);
        Emit_dyadic(t, r->right.x);
    }
}

static int run_stops(Cmd *c)
{
    bool sections = ((State *)Cmd_state(c))->sections;
    const Emit_Column cols[] = {
        { "game", "Game as given", "l" }, { "value", "Canonical form", "l" },
        { sections ? "left_section" : "left_stop", "$L(G)$", "l", !sections },
        { sections ? "right_section" : "right_stop", "$R(G)$", "l", !sections }
    };
    Shape s = { compute_stops, line_stops, row_stops, cols, 4, "expressions" };
    return run_rows(c, &s, Cmd_nitems(c));
}
#line 564 "noweb/cmd/thermocmd.nw"
static int run_mean(Cmd *c);
static int run_temperature(Cmd *c);

const Cmd_Command Cmd_mean = {
    .name = "mean", .summary = "mean values of games",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 110,
    .description =
        "Print the mean value m(G) of each game: the number it freezes at when cooled\n"
        "(the mast of its thermograph; a number is its own mean).  tsv, latex and json\n"
        "give the game as given, its value and its mean.",
    .see = "ONAG ch. 9", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_DECIMAL,
    .run = run_mean, .state = sizeof(State)
};

const Cmd_Command Cmd_temperature = {
    .name = "temperature", .summary = "temperatures of games",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 120,
    .description =
        "Print the temperature t(G) of each game: the least t at which it freezes when\n"
        "cooled, the highest corner of its thermograph.  CGSuite's conventions: an\n"
        "integer has temperature -1, a number k/2^j (k odd) has -1/2^j, a number plus a\n"
        "nonzero infinitesimal 0.  tsv, latex and json give the game as given, its\n"
        "value and its temperature.",
    .see = "ONAG ch. 9; CGSuite's Temperature", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_DECIMAL, .run = run_temperature, .state = sizeof(State)
};
#line 594 "noweb/cmd/thermocmd.nw"
static bool compute_mean(Cmd *c, size_t i, Result *r, Fault *f)
{
    if (!parse_item(c, i, r, f))
        return false;
    r->x[0] = Thermo_mean(r->game);
    return true;
}

static bool compute_temperature(Cmd *c, size_t i, Result *r, Fault *f)
{
    if (!parse_item(c, i, r, f))
        return false;
    r->x[0] = Thermo_temperature(r->game);
    return true;
}

static int run_mean(Cmd *c)
{
    static const Emit_Column cols[] = {
        { "game", "Game as given", "l" }, { "value", "Canonical form", "l" },
        { "mean", "$m(G)$", "r", true }
    };
    Shape s = { compute_mean, line_number, row_number, cols, 3, "expressions" };
    return run_rows(c, &s, Cmd_nitems(c));
}

static int run_temperature(Cmd *c)
{
    static const Emit_Column cols[] = {
        { "game", "Game as given", "l" }, { "value", "Canonical form", "l" },
        { "temperature", "$t(G)$", "r", true }
    };
    Shape s = { compute_temperature, line_number, row_number, cols, 3, "expressions" };
    return run_rows(c, &s, Cmd_nitems(c));
}
#line 652 "noweb/cmd/thermocmd.nw"
static int run_cool(Cmd *c);

static const Cmd_Option cool_options[] = {
    { "temperature", K_T, "T", "cool by T (then every operand is a game)" },
    { "temperatures", K_TEMPERATURES, "LIST",
      "for one game, a row per temperature t of\nLIST (T1,T2,...): t, the formula\n"
      "{G^L_t - t | G^R_t + t} before freezing, and G_t" },
    { NULL, 0, NULL, NULL }
};

const Cmd_Command Cmd_cool = {
    .name = "cool", .summary = "a game cooled by a temperature",
    .synopsis = "[OPTION]... EXPR T\n-t T [OPTION]... [EXPR]...\n"
                "--temperatures T1,T2,... [OPTION]... EXPR",
    .items = "EXPR", .rank = 130,
    .description =
        "Print G cooled by T: {G^L_T - T | G^R_T + T}, frozen at the mean m(G) when T\n"
        "is above the temperature of G.  T is a dyadic number > -1 (negative T as in\n"
        "CGSuite).  tsv, latex and json give the game as given and the cooled game.",
    .see = "ONAG ch. 9", .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .options = cool_options, .option = thermo_option, .run = run_cool,
    .state = sizeof(State)
};
#line 678 "noweb/cmd/thermocmd.nw"
static bool compute_cool(Cmd *c, size_t i, Result *r, Fault *f)
{
    if (!parse_item(c, i, r, f))
        return false;
    r->value = Thermo_cool(r->game, ((State *)Cmd_state(c))->temp);
    return true;
}
#line 690 "noweb/cmd/thermocmd.nw"
static Game_T unfrozen(Game_T g, Dyadic_T t, Result *r)
{
    if (Game_is_number(g))
        return g;
    Game_T tg = Game_number(t);
    size_t nl = Game_num_left(g), nr = Game_num_right(g);
    r->opts = ALLOC_ARRAY(nl + nr + 1, sizeof *r->opts);
    for (size_t i = 0; i < nl; i++)
        r->opts[i] = Game_sub(Thermo_cool(Game_left(g, i), t), tg);
    for (size_t i = 0; i < nr; i++)
        r->opts[nl + i] = Game_add(Thermo_cool(Game_right(g, i), t), tg);
    Game_T u = Game_make(r->opts, nl, r->opts + nl, nr);
    FREE(r->opts);
    return u;
}

static bool compute_cool_table(Cmd *c, size_t i, Result *r, Fault *f)
{
    State *st = Cmd_state(c);
    if (!parse_item(c, 0, r, f))
        return false;
    r->x[0] = Dyadic_copy(st->x[i]);
    r->value = unfrozen(r->game, r->x[0], r);
    r->other = Thermo_cool(r->game, r->x[0]);
    return true;
}

static void row_cool_table(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Emit_dyadic(t, r->x[0]);
    Emit_game(t, r->value);
    Emit_game(t, r->other);
}
#line 729 "noweb/cmd/thermocmd.nw"
static int cool_table(Cmd *c)
{
    State *st = Cmd_state(c);
    static const Emit_Column cols[] = {
        { "temperature", "$t$", "l" },
        { "formula", "$\\{G^L_t - t \\mid G^R_t + t\\}$", "l" },
        { "cooled", "$G_t$", "l" }
    };
    if (st->t)
        return Cmd_usage(c, "-t and --temperatures: expected one of them");
    if (Cmd_nitems(c) != 1)
        return Cmd_usage(c, "--temperatures: expected one game, found %zu", Cmd_nitems(c));
    int rc = parse_list(c, "--temperatures", true, st);
    Shape s = { compute_cool_table, NULL, row_cool_table, cols, 3, "temperatures" };
    return rc == CMD_OK ? run_rows(c, &s, st->nx) : rc;
}

static bool above_minus_one(Cmd *c, const char *what, const char *arg, State *st)
{
    Dyadic_T m1 = Dyadic_int(-1);
    bool ok = Dyadic_cmp(st->temp, m1) > 0;
    Dyadic_clear(&m1);
    if (!ok) {
        Cmd_error(c, "%s: expected a number > -1, found '%s' (cooling is defined "
                  "for t > -1 only)", what, arg);
        state_clear(st);
    }
    return ok;
}

static int run_cool(Cmd *c)
{
    State *st = Cmd_state(c);
    int rc;
    if (st->list)
        rc = cool_table(c);
    else {
        size_t n = Cmd_nitems(c);
        const char *t = st->t ? st->t : last_operand(c, &n);
        if (!t)
            return CMD_USAGE;
        if (!Cmd_dyadic(c, st->t ? "-t" : "temperature", t, false, &st->temp))
            return CMD_USAGE;
        if (!above_minus_one(c, st->t ? "-t" : "temperature", t, st))
            return CMD_USAGE;
        char *l = Dyadic_latex(st->temp), head[256];
        snprintf(head, sizeof head, "Cooled by $%s$", l);
        FREE(l);
        const Emit_Column cols[] = {
            { "game", "Game as given", "l" }, { "value", head, "l" }
        };
        Shape s = { compute_cool, line_value, row_value, cols, 2, "expressions" };
        rc = run_rows(c, &s, n);
    }
    state_clear(st);
    return rc;
}
#line 802 "noweb/cmd/thermocmd.nw"
static int run_heat(Cmd *c);

static const Cmd_Option heat_options[] = {
    { "temperature", K_T, "T", "heat by T (then every operand is a game)" },
    { "overheat", K_OVERHEAT, "S", "overheat from S to T" },
    { NULL, 0, NULL, NULL }
};

const Cmd_Command Cmd_heat = {
    .name = "heat", .summary = "a game heated (or overheated) by a temperature",
    .synopsis = "[OPTION]... EXPR T\n-t T [OPTION]... [EXPR]...", .items = "EXPR",
    .rank = 140,
    .description =
        "Print G heated by T (CGSuite's Heat): G itself when G is a number, otherwise\n"
        "{G^L heated + T | G^R heated - T}.  With --overheat S, G overheated from S\n"
        "to T (CGSuite's Overheat): an integer n becomes n copies of S.  T and S are\n"
        "games (usually numbers).  tsv, latex and json give the game as given and the\n"
        "heated game.",
    .see = "ONAG ch. 9 (cooling, which heating undoes); CGSuite's Heat and Overheat",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .options = heat_options, .option = thermo_option, .run = run_heat,
    .state = sizeof(State)
};
#line 828 "noweb/cmd/thermocmd.nw"
static bool compute_heat(Cmd *c, size_t i, Result *r, Fault *f)
{
    State *st = Cmd_state(c);
    if (!parse_item(c, i, r, f))
        return false;
    r->value = st->s ? Thermo_overheat(r->game, st->sg, st->tg)
                     : Thermo_heat(r->game, st->tg);
    return true;
}

static int run_heat(Cmd *c)
{
    State *st = Cmd_state(c);
    size_t n = Cmd_nitems(c);
    const char *t = st->t ? st->t : last_operand(c, &n);
    if (!t || !Cmd_game(c, st->t ? "-t" : "temperature", t, &st->tg)
        || (st->s && !Cmd_game(c, "--overheat", st->s, &st->sg)))
        return CMD_USAGE;
    char *lt = Notation_latex(st->tg), *ls = st->s ? Notation_latex(st->sg) : NULL,
         head[512];
    if (ls)
        snprintf(head, sizeof head, "Overheated from $%s$ to $%s$", ls, lt);
    else
        snprintf(head, sizeof head, "Heated by $%s$", lt);
    FREE(lt);
    FREE(ls);
    const Emit_Column cols[] = {
        { "game", "Game as given", "l" }, { "value", head, "l" }
    };
    Shape s = { compute_heat, line_value, row_value, cols, 2, "expressions" };
    return run_rows(c, &s, n);
}
#line 880 "noweb/cmd/thermocmd.nw"
static int run_thermograph(Cmd *c);

static const Cmd_Option thermograph_options[] = {
    { "tikz", K_TIKZ, NULL, "a TikZ picture in ONAG's orientation (positive values\n"
      "to the left), corners labelled with exact values" },
    { "title", K_TITLE, "TEXT", "with --tikz: put TEXT (LaTeX) above the picture" },
    { "data", K_DATA, NULL, "the walls as a pgfplots table: t left right (one game)" },
    { NULL, 0, NULL, NULL }
};

const Cmd_Command Cmd_thermograph = {
    .name = "thermograph", .summary = "thermographs: CGSuite's form, TikZ, pgfplots",
    .synopsis = "[--tikz [--title TEXT] | --data] [OPTION]... [EXPR]...", .items = "EXPR",
    .rank = 150,
    .description =
        "Print the thermograph of each game in CGSuite's form\n"
        "  Thermograph(mast,[corners],[slopes],mast,[corners],[slopes])\n"
        "(Left wall, then Right wall; corners from the highest down, slopes from the\n"
        "mast's down, in ordinary coordinates; walls are defined from t = -1 up).\n"
        "tsv, latex and json give the game as given, its value, its stops, mean and\n"
        "temperature, and the thermograph.",
    .see = "ONAG ch. 9 (Theorem 61, Fig. 15); CGSuite's Thermograph",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .options = thermograph_options, .option = thermo_option, .run = run_thermograph,
    .state = sizeof(State)
};
#line 910 "noweb/cmd/thermocmd.nw"
static bool compute_thermograph(Cmd *c, size_t i, Result *r, Fault *f)
{
    if (!parse_item(c, i, r, f))
        return false;
    r->graph = Thermo_thermograph(r->game);
    Dyadic_T zero = Dyadic_int(0);
    r->x[0] = Thermo_wall_at(&r->graph->left, zero);
    r->x[1] = Thermo_wall_at(&r->graph->right, zero);
    r->x[2] = Thermo_graph_mean(r->graph);
    r->x[3] = Thermo_graph_temperature(r->graph);
    return true;
}

static void line_thermograph(Cmd *c, const Result *r)
{
    State *st = Cmd_state(c);
    if (st->picture == 't')
        Thermo_print_tikz(Cmd_out(c), r->graph, st->title);
    else if (st->picture == 'd')
        Thermo_print_data(Cmd_out(c), r->graph);
    else {
        char *s = Thermo_str(r->graph);
        fprintf(Cmd_out(c), "%s\n", s);
        FREE(s);
    }
}
#line 940 "noweb/cmd/thermocmd.nw"
static void row_thermograph(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Gamecmd_emit_form(t, r->given);
    Emit_game(t, r->game);
    for (size_t k = 0; k < 4; k++)
        Emit_dyadic(t, r->x[k]);
    char *s = Thermo_str(r->graph), *latex = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&latex, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);              /* reports and exits */
    fputs("{\\scriptsize \\texttt{", f);
    Emit_latex_escape(f, s);
    fputs("}}", f);
    fclose(f);
    Emit_cell(t, s, latex);
    free(latex);
    FREE(s);
}

static int run_thermograph(Cmd *c)
{
    State *st = Cmd_state(c);
    if (st->picture && Cmd_emit_format(c) != EMIT_PLAIN)
        return Cmd_usage(c, "--%s writes its own format: it goes without --format=%s",
                         st->picture == 't' ? "tikz" : "data", Cmd_format(c));
    if (st->title && st->picture != 't')
        return Cmd_usage(c, "--title goes with --tikz");
    if (st->picture == 'd' && Cmd_nitems(c) != 1)
        return Cmd_usage(c, "--data: expected one game, found %zu", Cmd_nitems(c));
    static const Emit_Column cols[] = {
        { "game", "Game", "l" }, { "value", "Canonical form", "l" },
        { "left_stop", "$L$", "l", true }, { "right_stop", "$R$", "l", true },
        { "mean", "$m(G)$", "l", true }, { "temperature", "$t(G)$", "l", true },
        { "thermograph", "Thermograph (CGSuite)", "l" }
    };
    Shape s = { compute_thermograph, line_thermograph, row_thermograph, cols, 7,
                "expressions" };
    return run_rows(c, &s, Cmd_nitems(c));
}
#line 1010 "noweb/cmd/thermocmd.nw"
static int run_ordinal(Cmd *c);

static const Cmd_Option ordinal_options[] = {
    { "numbers", K_NUMBERS, "LIST", "1:x and (-1):x for each number x of LIST\n"
      "(X1,X2,...), by the closed formulas and by the\nconstruction" },
    { NULL, 0, NULL, NULL }
};

const Cmd_Command Cmd_ordinal = {
    .name = "ordinal", .summary = "ordinal sums G:H; tables of 1:x and (-1):x",
    .synopsis = "[OPTION]... G H\n[OPTION]... [G:H]...\n--numbers X1,X2,... [OPTION]...",
    .items = "G:H", .rank = 160,
    .description =
        "Print the ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} of the canonical form\n"
        "of G with H.  With two operands without a colon they are G and H; otherwise\n"
        "each operand is G:H.  With no operand, one G:H is read per line from standard\n"
        "input (blank lines and lines starting with # are skipped).  tsv, latex and\n"
        "json give G, H and G:H.",
    .see = "ONAG ch. 8 and 15", .formats = "plain tsv latex json", .kit = CMD_GAMES,
    .options = ordinal_options, .option = thermo_option, .run = run_ordinal,
    .state = sizeof(State)
};
#line 1036 "noweb/cmd/thermocmd.nw"
static size_t top_colon(const char *s)
{
    int depth = 0;
    for (size_t i = 0; s[i]; i++) {
        if (s[i] == '{' || s[i] == '(') depth++;
        else if (s[i] == '}' || s[i] == ')') depth--;
        else if (s[i] == ':' && depth == 0) return i;
    }
    return SIZE_MAX;
}
#line 1052 "noweb/cmd/thermocmd.nw"
static bool parse_part(const char *s, size_t item, size_t column, Game_T *g, Fault *f)
{
    if (Notation_parse(s, g, &f->e))
        return true;
    f->item = item;
    f->e.column += column - 1;
    return false;
}

static bool compute_ordinal(Cmd *c, size_t i, Result *r, Fault *f)
{
    Game_T g, h;
    if (((State *)Cmd_state(c))->pair) {
        r->text[0] = STRDUP(Cmd_item(c, 0)->text);
        r->text[1] = STRDUP(Cmd_item(c, 1)->text);
        if (!parse_part(r->text[0], 0, 1, &g, f) || !parse_part(r->text[1], 1, 1, &h, f))
            return false;
    } else {
        const char *s = Cmd_item(c, i)->text;
        size_t k = top_colon(s);
        if (k == SIZE_MAX) {
            f->item = i;
            Perr_set(&f->e, Perr_column(s, strlen(s)), "':' between the games G and H");
            return false;
        }
        r->text[0] = STRNDUP(s, k);
        r->text[1] = STRDUP(s + k + 1);
        if (!parse_part(r->text[0], i, 1, &g, f)
            || !parse_part(r->text[1], i, Perr_column(s, k + 1), &h, f))
            return false;
    }
    r->value = Ordinal_sum(g, h);
    return true;
}

static void row_ordinal(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Emit_text(t, r->text[0]);
    Emit_text(t, r->text[1]);
    Emit_game(t, r->value);
}
#line 1099 "noweb/cmd/thermocmd.nw"
static bool compute_colon(Cmd *c, size_t i, Result *r, Fault *f)
{
    (void)f;
    State *st = Cmd_state(c);
    r->x[0] = Dyadic_copy(st->x[i]);
    r->x[1] = Ordinal_one_colon(r->x[0]);
    r->x[2] = Ordinal_minus_one_colon(r->x[0]);
    r->value = Ordinal_sum(Game_integer(1), Game_number(r->x[0]));
    r->other = Ordinal_sum(Game_integer(-1), Game_number(r->x[0]));
    r->agree = r->value == Game_number(r->x[1]) && r->other == Game_number(r->x[2]);
    return true;
}

static void row_colon(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Emit_dyadic(t, r->x[0]);
    Emit_dyadic(t, r->x[1]);
    Emit_game(t, r->value);
    Emit_dyadic(t, r->x[2]);
    Emit_game(t, r->other);
    Emit_words(t, r->agree ? "yes" : "no");
}
#line 1146 "noweb/cmd/thermocmd.nw"
static int ordinal_numbers(Cmd *c)
{
    State *st = Cmd_state(c);
    static const Emit_Column cols[] = {
        { "x", "$x$", "r" }, { "one_colon_formula", "$1{:}x$ (formula)", "r" },
        { "one_colon_construction", "$1{:}x$ (construction)", "r" },
        { "minus_one_colon_formula", "$(-1){:}x$ (formula)", "r" },
        { "minus_one_colon_construction", "$(-1){:}x$ (construction)", "r" },
        { "agree", "agree", "l" }
    };
    if (Cmd_argc(c) > 0)
        return Cmd_usage(c, "--numbers takes no operands, found '%s'", Cmd_argv(c, 0));
    int rc = parse_list(c, "--numbers", false, st);
    for (size_t i = 0; rc == CMD_OK && i < st->nx; i++)
        
#line 1132 "noweb/cmd/thermocmd.nw"
{
    int64_t b = Dyadic_birthday(st->x[i]);
    if (b < 0 || b > ORDINAL_MAX_SIGNS) {
        char *x = Dyadic_str(st->x[i]);
        Cmd_error(c, "--numbers: %s is too large: it is born after day %d (at most "
                  "%d positions for the construction of 1:x)", x, ORDINAL_MAX_SIGNS,
                  ORDINAL_MAX_SIGNS);
        FREE(x);
        rc = CMD_USAGE;
    }
}
#line 1161 "noweb/cmd/thermocmd.nw"
    Shape s = { compute_colon, NULL, row_colon, cols, 6, "numbers" };
    return rc == CMD_OK ? run_rows(c, &s, st->nx) : rc;
}

static int run_ordinal(Cmd *c)
{
    State *st = Cmd_state(c);
    int rc;
    if (st->list)
        rc = ordinal_numbers(c);
    else {
        if (Cmd_argc(c) == 0)
            Cmd_read_items(c, Cmd_in(c), "<stdin>");
        for (int i = 0; i < Cmd_argc(c); i++)
            Cmd_add_item(c, Cmd_argv(c, i), (size_t)i + 1);
        st->pair = !Cmd_origin(c) && Cmd_nitems(c) == 2
                   && top_colon(Cmd_item(c, 0)->text) == SIZE_MAX
                   && top_colon(Cmd_item(c, 1)->text) == SIZE_MAX;
        static const Emit_Column cols[] = {
            { "base", "$G$", "l" }, { "subordinate", "$H$", "l" },
            { "value", "$G{:}H$", "l" }
        };
        Shape s = { compute_ordinal, line_value, row_ordinal, cols, 3, "ordinal sums" };
        rc = run_rows(c, &s, st->pair ? 1 : Cmd_nitems(c));
    }
    state_clear(st);
    return rc;
}
#line 1214 "noweb/cmd/thermocmd.nw"
static int run_signs(Cmd *c);

const Cmd_Command Cmd_signs = {
    .name = "signs", .summary = "sign expansions of numbers, and back",
    .synopsis = "[OPTION]... [X]...", .items = "X", .rank = 170,
    .description =
        "Convert between numbers and sign expansions (Hackenbush strings): a number X\n"
        "is printed as its expansion (3/4 as +-+), and an expansion of + and -\n"
        "(brackets ignored, as in +++(+-)) as its value.  An expansion starting\n"
        "with - goes after '--'.  tsv, latex and json give the expansion, its\n"
        "value, Berlekamp's binary reading and its value, and the value of the\n"
        "Hackenbush chain by ordinal sums.",
    .see = "ONAG ch. 3 and 8; Winning Ways ch. 2 (Hackenbush strings)",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES, .run = run_signs,
    .state = sizeof(State)
};
#line 1233 "noweb/cmd/thermocmd.nw"
static bool is_signs(const char *s)
{
    return s[0] && strspn(s, "+-() ") == strlen(s) && strpbrk(s, "+-");
}

static bool compute_signs(Cmd *c, size_t i, Result *r, Fault *f)
{
    const char *s = Cmd_item(c, i)->text;
    f->item = i;
    if (is_signs(s)) {
        if (!Ordinal_from_signs(s, &r->x[0], &f->e))
            return false;
        r->text[0] = STRDUP(s);
        r->was_signs = true;
    } else {
        if (!Dyadic_parse(s, &r->x[0], &f->e)) {
            size_t n = strlen(f->e.expected);
            snprintf(f->e.expected + n, sizeof f->e.expected - n,
                     " (a number, or signs + and -)");
            return false;
        }
        r->text[0] = Ordinal_signs(r->x[0]);
        if (!r->text[0]) {
            Perr_set(&f->e, 0, "a number whose sign expansion has at most %d signs",
                     ORDINAL_MAX_SIGNS);
            return false;
        }
    }
    if (Cmd_emit_format(c) != EMIT_PLAIN) {
        bool ok = Ordinal_berlekamp(r->text[0], &r->x[1], &r->text[1], &f->e)
                  && Ordinal_chain(r->text[0], &r->value, &f->e);
        assert(ok);             /* the expansion was read already */
        (void)ok;
    }
    return true;
}

static void line_signs(Cmd *c, const Result *r)
{
    if (r->was_signs)
        put_dyadic(Cmd_out(c), r->x[0]);
    else
        fputs(r->text[0], Cmd_out(c));
    fputc('\n', Cmd_out(c));
}

static void row_signs(Cmd *c, Emit_Table *t, const Result *r)
{
    (void)c;
    Emit_text(t, r->text[0]);
    Emit_dyadic(t, r->x[0]);
    size_t n = strlen(r->text[1]) + 3;
    char *latex = ALLOC(n);
    snprintf(latex, n, "$%s$", r->text[1]);
    Emit_cell(t, r->text[1], latex);
    FREE(latex);
    Emit_dyadic(t, r->x[1]);
    Emit_game(t, r->value);
}

static int run_signs(Cmd *c)
{
    static const Emit_Column cols[] = {
        { "expansion", "Sign expansion", "l" }, { "value", "Value", "r" },
        { "berlekamp", "Berlekamp's reading", "l" },
        { "berlekamp_value", "Value by the rule", "r" },
        { "chain", "Chain by ordinal sums", "r" }
    };
    Shape s = { compute_signs, line_signs, row_signs, cols, 5, "items" };
    return run_rows(c, &s, Cmd_nitems(c));
}
