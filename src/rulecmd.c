/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#line 60 "noweb/cmd/rulecmd.nw"
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cmdkit.h"
#include "domineering.h"
#include "dyadic.h"
#include "emit.h"
#include "enumerate.h"
#include "game.h"
#include "interrupt.h"
#include "mem.h"
#include "notation.h"
#include "octal.h"
#include "position.h"
#include "registry.h"
#include "rulecmd.h"
#include "solve.h"
#include "tablefile.h"
#include "threaded.h"
#include "thermo.h"

#line 110 "noweb/cmd/rulecmd.nw"
typedef struct Eval {
    Cmd *c;
    Position_Eval e;
    Solve solve;                /* --by-search: the solver, made on the first value */
} Eval;

static void eval_progress(void *closure, size_t searched, size_t count, size_t bytes)
{
    (void)count;
    Cmd_progress(closure, "positions searched", searched, 0, bytes + Game_store_bytes());
}

static int eval_open(Cmd *c, Eval *ev)
{
    ev->c = c;
    ev->e = Position_eval_new(c->ruleset);
    Game_Limits lim = c->limits;
    if (!lim.max_bytes)
        lim.max_bytes = Cmd_default_bytes();
    Position_eval_set_limits(ev->e, lim);
    Position_eval_set_progress(ev->e, eval_progress, c);
    if (c->table && access(c->table, F_OK) == 0) {
        char err[512];
        if (!Position_eval_load(ev->e, c->table, err, sizeof err)) {
            Game_Status st = Position_eval_status(ev->e);
            if (st == GAME_DONE)
                return Cmd_error(c, "--table %s", err);
            return Cmd_error(c, "--table %s (%s)", err, Cmd_limit_name(st));
        }
    }
    return CMD_OK;
}

static int eval_close(Eval *ev, int rc)
{
    Cmd *c = ev->c;
    bool stopped = rc != CMD_OK && rc != CMD_USAGE;
    if (c->table && rc != CMD_USAGE) {
        char err[512];
        Cmd_progress_clear(c);
        if (!Position_eval_save(ev->e, c->table, err, sizeof err)) {
            if (rc == CMD_OK) {
                fprintf(c->err, "cgtk %s: the table was not saved: --table %s; nothing was "
                        "printed\n", c->name, err);
                rc = CMD_LIMIT;
            } else
                fprintf(c->err, "cgtk %s: the table was not saved either: --table %s\n",
                        c->name, err);
        } else if (stopped) {
            char *line = Cmd_command_line(c);
            char states[64] = "";
            if (Position_eval_note_count(ev->e))
                snprintf(states, sizeof states, " and %zu decided states",
                         Position_eval_note_count(ev->e));
            fprintf(c->err, "cgtk %s: the table of %zu positions%s was saved in %s; "
                    "to resume, run: %s\n", c->name, Position_eval_count(ev->e), states,
                    c->table, line);
            FREE(line);
        }
    } else if (stopped && Cmd_interrupted(c))
        fprintf(c->err, "cgtk %s: the values of the %zu positions in the table were lost; "
                "with --table FILE they are saved, and the same command resumes from them\n",
                c->name, Position_eval_count(ev->e));
    Position_eval_free(&ev->e);
    return rc;
}

static int eval_limit(Eval *ev, const char *what);
#line 189 "noweb/cmd/rulecmd.nw"
static bool check_value(Cmd *c, Game_T v, const char *position)
{
    const Position_Ruleset *rs = c->ruleset;
    char why[300];
    if (!rs->check || rs->check(rs->param, v, why, sizeof why))
        return true;
    char *s = Notation_str(v);
    Cmd_progress_clear(c);
    fprintf(c->err, "cgtk %s: EXCEPTION TO A THEOREM: %.200s has the value %.200s, but %s\n",
            c->name, position, s, why);
    FREE(s);
    Cmd_fail_after_output(c, CMD_LIMIT);
    return false;
}
#line 210 "noweb/cmd/rulecmd.nw"
static int thermograph_form(Cmd *c, const char *arg, int *how)
{
    if (!arg || strcmp(arg, "cgsuite") == 0) *how = 'c';
    else if (strcmp(arg, "tikz") == 0) *how = 't';
    else if (strcmp(arg, "data") == 0) *how = 'd';
    else
        return Cmd_usage(c, "--thermograph: expected cgsuite, tikz or data, found '%s'", arg);
    return CMD_OK;
}

static void put_thermograph(Cmd *c, Game_T g, int how, const char *title)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    if (how == 't')
        Thermo_print_tikz(c->out, th, title);
    else if (how == 'd')
        Thermo_print_data(c->out, th);
    else {
        char *s = Thermo_str(th);
        fprintf(c->out, "%s\n", s);
        FREE(s);
    }
    Thermo_graph_free(&th);
}

static int eval_limit(Eval *ev, const char *what)
{
    return Cmd_limit(ev->c, "%s, %s: %zu positions in the table (%zu MB), %zu games in "
                     "the store (%zu MB)", Cmd_interrupted(ev->c) ? "the search stopped"
                     : Cmd_limit_name(Position_eval_status(ev->e)), what,
                     Position_eval_count(ev->e), Position_eval_bytes(ev->e) >> 20,
                     Game_store_count(), Game_store_bytes() >> 20);
}
#line 256 "noweb/cmd/rulecmd.nw"
typedef struct Rule_State {
    bool stops, thermo, outcome, tikz, stats, options, period, solve, by_search;
    int thermograph;            /* 0 none, 'c' CGSuite, 't' TikZ, 'd' data */
    long upto;                  /* -1: no --upto */
    long threads;               /* --threads */
    const char *octal[4];       /* --octal CODE[+K], at most four */
    size_t noctal;
} Rule_State;

static bool family_word(const Position_Ruleset *rs, const char *s)
{
    for (const char *const *f = rs->families; f && *f; f++)
        if (strcmp(*f, s) == 0)
            return true;
    return false;
}

static void join_families(Cmd *c)
{
    const Position_Ruleset *rs = c->ruleset;
    if (!rs->families || c->origin)
        return;
    size_t n = c->nitems, k = 0;
    char **text = ALLOC_ARRAY(n + 1, sizeof *text);
    size_t *where = ALLOC_ARRAY(n + 1, sizeof *where);
    for (size_t i = 0; i < n; i++) {
        bool word = family_word(rs, c->item[i].text);
        if (word && i + 1 < n) {
            size_t len = strlen(c->item[i].text) + strlen(c->item[i + 1].text) + 2;
            text[k] = ALLOC(len);
            snprintf(text[k], len, "%s:%s", c->item[i].text, c->item[i + 1].text);
            where[k++] = c->item[i++].where;
        } else {
            text[k] = STRDUP(c->item[i].text);
            where[k++] = c->item[i].where;
        }
    }
    bool from_stdin = n == 1 && family_word(rs, text[0]);
    Cmd_clear_items(c);
    
#line 305 "noweb/cmd/rulecmd.nw"
if (from_stdin) {
    Cmd_read_items(c, c->in, "<stdin>");
    for (size_t i = 0; i < c->nitems; i++) {
        size_t len = strlen(text[0]) + strlen(c->item[i].text) + 2;
        char *t = ALLOC(len);
        snprintf(t, len, "%s:%s", text[0], c->item[i].text);
        FREE(c->item[i].text);
        c->item[i].text = t;
    }
} else
    for (size_t i = 0; i < k; i++)
        Cmd_add_item(c, text[i], where[i]);
#line 296 "noweb/cmd/rulecmd.nw"
    for (size_t i = 0; i < k; i++)
        FREE(text[i]);
    FREE(text);
    FREE(where);
}
#line 324 "noweb/cmd/rulecmd.nw"
static int family_members(Cmd *c, Position_List *pos)
{
    Rule_State *st = c->state;
    const Position_Ruleset *rs = c->ruleset;
    const char *blank = c->argc == 1 ? strrchr(c->argv[0], ' ') : NULL;
    if (c->argc != 1 || !family_word(rs, blank ? blank + 1 : c->argv[0]))
        return Cmd_usage(c, "--upto: expected one family, as in --upto 20 path");
    const char *fam = c->argv[0];
    bool started = false;
    Cmd_clear_items(c);
    for (long n = 0; n <= st->upto; n++) {
        char text[128];
        snprintf(text, sizeof text, "%s:%ld", fam, n);
        Perr_T e;
        size_t before = pos->count;
        if (!rs->parse(rs->param, text, pos, &e)) {
            if (!started)
                continue;
            return Cmd_parse_error_in(c, "--upto", text, &e);
        }
        assert(pos->count == before + 1);
        started = true;
        Cmd_add_item(c, text, (size_t)n);
    }
    if (!started)
        return Cmd_usage(c, "--upto: no member of '%s' up to %ld", fam, st->upto);
    return CMD_OK;
}

static int parse_positions(Cmd *c, Position_List *pos)
{
    const Position_Ruleset *rs = c->ruleset;
    for (size_t i = 0; i < c->nitems; i++) {
        Perr_T e;
        int rc;
        if (rs->parse(rs->param, c->item[i].text, pos, &e))
            continue;
        if ((rc = Cmd_drop_item(c, i, &e)) != CMD_OK)
            return rc;
        i--;                            /* --keep-going: the next item is now i */
    }
    return Cmd_require_items(c);        /* none at all; (all bad: reported already) */
}
#line 382 "noweb/cmd/rulecmd.nw"
enum { K_STOPS = 's', K_THERMO = 't', K_OUTCOME = 'o', K_TIKZ = CMD_KEY, K_GRAPH,
       K_UPTO, K_OCTAL, K_RSTATS = CMD_KEY + 20, K_OPTIONS, K_PERIOD, K_SOLVE, K_THREADS,
       K_BY_SEARCH };

static const Cmd_Option rule_options[] = {
    { "stops", K_STOPS, NULL, "add the Left and Right stops" },
    { "thermo", K_THERMO, NULL, "add the mean and the temperature" },
    { "outcome", K_OUTCOME, NULL, "add the outcome class: L, R, N or P (of the value;\n"
      "--solve finds it alone, faster)" },
    { "solve", K_SOLVE, NULL, "print only the outcome class, found by a search that\n"
      "decides who wins without the whole value (faster,\nand for larger positions); "
      "with --table the file keeps\nthe states it decided, and a rerun resumes from them" },
    { "by-search", K_BY_SEARCH, NULL, "find each value by the outcome search instead:\n"
      "guess it from the stops, prove it by showing that\nthe position minus the guess "
      "is a second-player win\n(simple values of large boards; exit 1 when no\n"
      "guess is proved)" },
    { "thermograph", K_GRAPH, "[FMT]", "print each thermograph instead: cgsuite (default),\n"
      "tikz (ONAG's orientation) or data (pgfplots)" },
    { "tikz", K_TIKZ, NULL, "print each position as a TikZ picture" },
    { "options", K_OPTIONS, NULL, "print each position's options with their values\n"
      "instead: a row for the position (side =), then one\nfor each Left (L) and Right (R) "
      "option" },
    { "upto", K_UPTO, "N", "the members FAMILY:0 .. FAMILY:N of one family" },
    { "octal", K_OCTAL, "CODE[+K]", "with --upto: a column with G(n+K) of the octal\n"
      "game CODE, and whether all agree" },
    { "period", K_PERIOD, NULL, "with --upto: print the apparent period of the\n"
      "nim-values instead (seen twice, not proved)" },
    { "stats", K_RSTATS, NULL, "say on standard error how many positions were\n"
      "searched and kept, and how many games made" },
    { "threads", K_THREADS, "N", "search each value with N threads sharing one table\n"
      "and game store (default 1; the values are the same)" },
    { NULL, 0, NULL, NULL }
};

static bool rule_offers(const Position_Ruleset *rs, int key)
{
    switch (key) {
    case K_TIKZ: return rs->tikz != NULL;
    case K_UPTO: return rs->families != NULL;
    case K_OCTAL: case K_PERIOD: return rs->families && (rs->flags & POSITION_IMPARTIAL);
    case K_THREADS: return !(rs->flags & POSITION_IMPARTIAL);
    default: return true;
    }
}

static void rule_init(Cmd *c)
{
    ((Rule_State *)c->state)->upto = -1;
    ((Rule_State *)c->state)->threads = 1;
}

static int rule_option(Cmd *c, int key, const char *arg)
{
    Rule_State *st = c->state;
    switch (key) {
    case K_STOPS: st->stops = true; break;
    case K_THERMO: st->thermo = true; break;
    case K_OUTCOME: st->outcome = true; break;
    case K_TIKZ: st->tikz = true; break;
    case K_RSTATS: st->stats = true; break;
    case K_PERIOD: st->period = true; break;
    case K_OPTIONS: st->options = true; break;
    case K_SOLVE: st->solve = true; break;
    case K_BY_SEARCH: st->by_search = true; break;
    case K_GRAPH: return thermograph_form(c, arg, &st->thermograph);
    case K_UPTO:
        return Cmd_count(c, "--upto", arg, 1000000, &st->upto) ? CMD_OK : CMD_USAGE;
    case K_THREADS:
        if (!Cmd_count(c, "--threads", arg, 64, &st->threads))
            return CMD_USAGE;
        if (st->threads < 1)
            return Cmd_usage(c, "--threads: at least 1");
        break;
    case K_OCTAL:
        if (st->noctal == 4)
            return Cmd_usage(c, "--octal: at most four codes");
        st->octal[st->noctal++] = arg;
        break;
    }
    return CMD_OK;
}
#line 468 "noweb/cmd/rulecmd.nw"
static int print_values(Cmd *c, const Game_T *v, Emit_Table **t, Position_List *one);
static int print_upto(Cmd *c, const Game_T *v, Emit_Table **t);
static int render(Cmd *c, const Game_T *v);
static int print_period(Cmd *c, const Game_T *v);
static void print_pictures(Cmd *c, const Position_List *pos);
static int print_options(Cmd *c, const Position_List *pos);
static int solve_positions(Cmd *c, const Position_List *pos);
static int value_by_search(Cmd *c, Eval *ev, const uint64_t *p, size_t len, size_t i,
                           Game_T *v);

static int rule_run(Cmd *c)
{
    Rule_State *st = c->state;
    Position_List pos = { 0 };
    int rc;
    if (st->upto >= 0)
        rc = family_members(c, &pos);
    else {
        join_families(c);
        rc = parse_positions(c, &pos);
    }
    if (rc == CMD_OK && st->noctal && st->upto < 0)
        rc = Cmd_usage(c, "--octal goes with --upto");
    if (rc == CMD_OK && st->period && st->upto < 0)
        rc = Cmd_usage(c, "--period goes with --upto");
    bool valued = st->stops || st->thermo || st->outcome || st->thermograph || st->options;
    if (rc == CMD_OK && st->solve && (valued || st->tikz || st->upto >= 0))
        rc = Cmd_usage(c, "--solve prints the outcome class alone: it goes with no --stops, "
                       "--thermo, --outcome, --thermograph, --options, --tikz or --upto");
    if (rc == CMD_OK && st->solve && st->threads > 1)
        rc = Cmd_usage(c, "--threads is for values; --solve searches with one thread");
    if (rc == CMD_OK && st->by_search && (st->solve || st->options || st->threads > 1))
        rc = Cmd_usage(c, "--by-search finds the values by one thread's outcome search: it "
                       "goes with no --solve, --options or --threads");
    if (rc == CMD_OK && st->solve) {
        rc = solve_positions(c, &pos);
        Position_list_free(&pos);
        return rc;
    }
    if (rc == CMD_OK && st->tikz) {
        print_pictures(c, &pos);
        Position_list_free(&pos);
        return CMD_OK;
    }
    if (rc == CMD_OK && st->options) {
        rc = print_options(c, &pos);
        Position_list_free(&pos);
        return rc;
    }
    Game_T *v = ALLOC_ARRAY(c->nitems + 1, sizeof *v);
    Eval ev = { c, NULL };
    if (rc == CMD_OK && (rc = eval_open(c, &ev)) == CMD_OK) {
        Position_eval_set_threads(ev.e, (int)st->threads);
        size_t i = 0;
        for (size_t o = 0; o < pos.n && rc == CMD_OK; o += 1 + POSITION_LEN(pos.w[o]), i++)
            if (st->by_search)
                rc = value_by_search(c, &ev, pos.w + o + 1, POSITION_LEN(pos.w[o]), i, &v[i]);
            else if (Position_value(ev.e, pos.w + o + 1, POSITION_LEN(pos.w[o]), &v[i])
                     != GAME_DONE) {
                char what[200];
                snprintf(what, sizeof what, "on %s %zu of %zu (%.60s)", c->cmd->items, i + 1,
                         c->nitems, c->item[i].text);
                rc = eval_limit(&ev, what);
            } else
                check_value(c, v[i], c->item[i].text);
    }
    if (ev.solve && c->table)
        Solve_keep(ev.solve);
    Solve_free(&ev.solve);
    if (ev.e && st->stats && rc == CMD_OK)
        fprintf(c->err, "cgtk %s: %zu positions searched, %zu in the table (%zu MB), %zu "
                "games in the store (%zu MB)\n", c->name, Position_eval_searched(ev.e),
                Position_eval_count(ev.e), Position_eval_bytes(ev.e) >> 20,
                Game_store_count(), Game_store_bytes() >> 20);
    if (ev.e)
        rc = eval_close(&ev, rc);
    if (rc == CMD_OK)
        rc = render(c, v);
    FREE(v);
    Position_list_free(&pos);
    return rc;
}
#line 596 "noweb/cmd/rulecmd.nw"
typedef struct Render {
    Cmd *c;
    const Game_T *v;
    int rc;
    Emit_Table *t;              /* the table being written */
    Position_List one;          /* a position parsed again for its picture */
} Render;

static void render_body(void *closure)
{
    Render *r = closure;
    Rule_State *st = r->c->state;
    r->rc = st->period ? print_period(r->c, r->v) : st->upto >= 0
            ? print_upto(r->c, r->v, &r->t) : print_values(r->c, r->v, &r->t, &r->one);
}

static int render(Cmd *c, const Game_T *v)
{
    Render r = { c, v, CMD_OK, NULL, { 0 } };
    Game_Status gs = Cmd_protect(c, render_body, &r);
    if (r.t)
        Emit_table_free(&r.t);
    Position_list_free(&r.one);
    if (gs == GAME_DONE)
        return r.rc;
    if (Cmd_interrupted(c))
        return Cmd_limit(c, "the values were computed, but not written");
    return Cmd_limit(c, "%s: the values were computed, but writing them passed the bound",
                     Cmd_limit_name(gs));
}
#line 629 "noweb/cmd/rulecmd.nw"
static void put_value(Cmd *c, Emit_Table *t, Game_T g)
{
    if (c->ruleset->flags & POSITION_IMPARTIAL)
        Emit_uint(t, Game_nimber_value(g));
    else
        Emit_game(t, g);
}

static const char *outcome_of(Game_T g)
{
    return Game_outcome_name(Game_outcome(g));
}

static void print_plain(Cmd *c, const Game_T *v)
{
    Rule_State *st = c->state;
    for (size_t i = 0; i < c->nitems; i++) {
        char *s = c->ruleset->flags & POSITION_IMPARTIAL ? NULL : Notation_str(v[i]);
        if (s)
            fputs(s, c->out);
        else
            fprintf(c->out, "%u", Game_nimber_value(v[i]));
        FREE(s);
        if (st->stops) {
            Dyadic_T l = Game_left_stop(v[i]), r = Game_right_stop(v[i]);
            char *a = Dyadic_str(l), *b = Dyadic_str(r);
            fprintf(c->out, "\tstops %s %s", a, b);
            FREE(a); FREE(b); Dyadic_clear(&l); Dyadic_clear(&r);
        }
        if (st->thermo) {
            Dyadic_T m = Thermo_mean(v[i]), t = Thermo_temperature(v[i]);
            char *a = Dyadic_str(m), *b = Dyadic_str(t);
            fprintf(c->out, "\tmean %s temperature %s", a, b);
            FREE(a); FREE(b); Dyadic_clear(&m); Dyadic_clear(&t);
        }
        if (st->outcome)
            fprintf(c->out, "\toutcome %s", outcome_of(v[i]));
        if (c->verify)
            fprintf(c->out, "\t%s", Cmd_agree(c, i, v[i]));
        fputc('\n', c->out);
    }
}
#line 679 "noweb/cmd/rulecmd.nw"
static int print_values(Cmd *c, const Game_T *v, Emit_Table **tp, Position_List *one)
{
    Rule_State *st = c->state;
    if (st->thermograph) {
        for (size_t i = 0; i < c->nitems; i++)
            put_thermograph(c, v[i], st->thermograph, c->item[i].text);
        return CMD_OK;
    }
    if (c->emit == EMIT_PLAIN && !Cmd_decimal(c)) {  /* --decimal needs the table */
        print_plain(c, v);
        return CMD_OK;
    }
    bool impartial = c->ruleset->flags & POSITION_IMPARTIAL, pictures = c->emit == EMIT_LATEX
                     && c->ruleset->tikz, lng = c->nitems > 12;
    bool numbers = true;                /* short values: no wrapping column needed */
    for (size_t i = 0; i < c->nitems; i++)
        numbers = numbers && Game_is_number(v[i]);
    Emit_Column col[16];
    size_t n = 0;
    if (pictures) col[n++] = (Emit_Column){ "picture", "", "c" };
    col[n++] = (Emit_Column){ "position", "Position", "l" };
    col[n++] = impartial ? (Emit_Column){ "nim_value", "$\\mathcal G$", "r" }
        : (Emit_Column){ "value", "Value (cgtk)", numbers ? "l"
                         : ">{\\raggedright\\arraybackslash}p{0.36\\linewidth}", true };
    if (st->outcome) col[n++] = (Emit_Column){ "outcome", "Outcome", "c" };
    if (st->stops) {
        col[n++] = (Emit_Column){ "left_stop", "$L(G)$", "c", true };
        col[n++] = (Emit_Column){ "right_stop", "$R(G)$", "c", true };
    }
    if (st->thermo) {
        col[n++] = (Emit_Column){ "mean", "$m(G)$", "c", true };
        col[n++] = (Emit_Column){ "temperature", "$t(G)$", "c", true };
    }
    if (c->verify) {
        col[n++] = (Emit_Column){ "stated", "Stated",
                                  ">{\\raggedright\\arraybackslash}p{0.14\\linewidth}" };
        col[n++] = (Emit_Column){ "agree", "Agree", "c" };
        col[n++] = (Emit_Column){ "source", "Source",
                                  ">{\\raggedright\\arraybackslash}p{0.22\\linewidth}" };
    }
    Emit_Table *t = *tp = Cmd_table(c, col, n);
    if (lng)
        Emit_long(t);
    
#line 734 "noweb/cmd/rulecmd.nw"
for (size_t i = 0; i < c->nitems; i++) {
    if (pictures) {
        Perr_T e;
        Position_list_clear(one);
        c->ruleset->parse(c->ruleset->param, c->item[i].text, one, &e);
        char *pic = c->ruleset->tikz(c->ruleset->param, one->w + 1, POSITION_LEN(one->w[0]),
                                     lng ? 0.15 : 0.22);
        Emit_cell(t, "", pic);
        FREE(pic);
    }
    Emit_text(t, c->item[i].text);
    put_value(c, t, v[i]);
    if (st->outcome)
        Emit_words(t, outcome_of(v[i]));
    if (st->stops) {
        Dyadic_T l = Game_left_stop(v[i]), r = Game_right_stop(v[i]);
        Emit_dyadic(t, l);
        Emit_dyadic(t, r);
        Dyadic_clear(&l);
        Dyadic_clear(&r);
    }
    if (st->thermo) {
        Dyadic_T m = Thermo_mean(v[i]), tt = Thermo_temperature(v[i]);
        Emit_dyadic(t, m);
        Emit_dyadic(t, tt);
        Dyadic_clear(&m);
        Dyadic_clear(&tt);
    }
    if (c->verify) {
        Emit_text(t, c->item[i].stated);
        Emit_words(t, Cmd_agree(c, i, v[i]));
        Emit_words(t, c->item[i].source);
    }
}
#line 723 "noweb/cmd/rulecmd.nw"
    Emit_table_free(tp);
    return CMD_OK;
}
#line 793 "noweb/cmd/rulecmd.nw"
static void solve_progress(void *closure, size_t searched, size_t count, size_t bytes)
{
    (void)count;
    Cmd_progress(closure, "states searched", searched, 0, bytes + Game_store_bytes());
}

/* the class named by the n characters at s, or -1 */
static int outcome_named(const char *s, size_t n)
{
    for (Game_Outcome k = GAME_OUTCOME_L; k <= GAME_OUTCOME_P; k++)
        if (strlen(Game_outcome_name(k)) == n && strncmp(s, Game_outcome_name(k), n) == 0)
            return (int)k;
    return -1;
}

/* --verify: does item i's stated outcome (a class, classes joined by " or ", or a
   value) agree with o? */
static const char *outcome_class_agrees(const Cmd *c, size_t i, Game_Outcome o);

static const char *outcome_agrees(Cmd *c, size_t i, Game_Outcome o)
{
    return Cmd_verdict(c, i, outcome_class_agrees(c, i, o));
}

static const char *outcome_class_agrees(const Cmd *c, size_t i, Game_Outcome o)
{
    const char *s = c->item[i].stated;
    if (!s[0])
        return "-";
    bool listed = true, found = false;
    for (const char *p = s;;) {
        const char *sep = strstr(p, " or ");
        size_t n = sep ? (size_t)(sep - p) : strlen(p);
        int k = outcome_named(p, n);
        listed = listed && k >= 0;
        found = found || k == (int)o;
        if (!sep)
            break;
        p = sep + 4;
    }
    if (listed)
        return found ? "yes" : "no";
    Game_T g;
    Perr_T e;
    return Notation_parse(s, &g, &e) && Game_outcome(g) == o ? "yes" : "no";
}

/* a limit or a signal stopped the solver on item i */
static int solve_limit(Cmd *c, Solve s, Position_Eval e, size_t i)
{
    return Cmd_limit(c, "%s, on %s %zu of %zu (%.60s): %zu states decided, %zu positions in "
                     "the table, %zu games in the store (%zu MB)",
                     Cmd_interrupted(c) ? "the search stopped"
                                        : Cmd_limit_name(Solve_status(s)),
                     c->cmd->items, i + 1, c->nitems, c->item[i].text, Solve_count(s),
                     Position_eval_count(e), Game_store_count(), Game_store_bytes() >> 20);
}

static int solve_positions(Cmd *c, const Position_List *pos)
{
    Rule_State *st = c->state;
    Game_Outcome *o = ALLOC_ARRAY(c->nitems + 1, sizeof *o);
    Eval ev = { c, NULL };
    int rc = eval_open(c, &ev);
    Solve s = rc == CMD_OK ? Solve_new(ev.e) : NULL;
    if (s)
        Solve_set_progress(s, solve_progress, c);
    size_t i = 0;
    for (size_t p = 0; p < pos->n && rc == CMD_OK; p += 1 + POSITION_LEN(pos->w[p]), i++)
        if (Solve_outcome(s, pos->w + p + 1, POSITION_LEN(pos->w[p]), &o[i]) != GAME_DONE)
            rc = solve_limit(c, s, ev.e, i);
    if (s && st->stats && rc == CMD_OK)
        fprintf(c->err, "cgtk %s: %zu states searched, %zu positions in the table, %zu "
                "games in the store (%zu MB)\n", c->name, Solve_nodes(s),
                Position_eval_count(ev.e), Game_store_count(), Game_store_bytes() >> 20);
    if (s && c->table)
        Solve_keep(s);
    Solve_free(&s);
    if (ev.e)
        rc = eval_close(&ev, rc);
    if (rc == CMD_OK && c->emit == EMIT_PLAIN)
        for (i = 0; i < c->nitems; i++)
            fprintf(c->out, "%s%s%s\n", Game_outcome_name(o[i]), c->verify ? "\t" : "",
                    c->verify ? outcome_agrees(c, i, o[i]) : "");
    else if (rc == CMD_OK) {
        Emit_Column col[5] = { { "position", "Position", "l" },
                               { "outcome", "Outcome", "c" },
                               { "stated", "Stated", "c" }, { "agree", "Agree", "c" },
                               { "source", "Source",
                                 ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" } };
        Emit_Table *t = Cmd_table(c, col, c->verify ? 5 : 2);
        if (c->nitems > 40)
            Emit_long(t);
        for (i = 0; i < c->nitems; i++) {
            Emit_text(t, c->item[i].text);
            Emit_words(t, Game_outcome_name(o[i]));
            if (c->verify) {
                Emit_words(t, c->item[i].stated);
                Emit_words(t, outcome_agrees(c, i, o[i]));
                Emit_words(t, c->item[i].source);
            }
        }
        Emit_table_free(&t);
    }
    FREE(o);
    return rc;
}
#line 923 "noweb/cmd/rulecmd.nw"
static int value_by_search(Cmd *c, Eval *ev, const uint64_t *p, size_t len, size_t i,
                           Game_T *v)
{
    if (!ev->solve) {
        ev->solve = Solve_new(ev->e);
        Solve_set_progress(ev->solve, solve_progress, c);
    }
    bool found;
    if (Solve_value(ev->solve, p, len, v, &found) != GAME_DONE)
        return solve_limit(c, ev->solve, ev->e, i);
    if (!found) {
        Cmd_progress_clear(c);
        fprintf(c->err, "cgtk %s: %.60s: its value is none of the forms guessed from its "
                "stops (numbers, x+*, x+^, switches {a|b}); without --by-search the "
                "evaluator computes it; nothing was printed\n", c->name, c->item[i].text);
        return CMD_LIMIT;
    }
    check_value(c, *v, c->item[i].text);
    return CMD_OK;
}
#line 987 "noweb/cmd/rulecmd.nw"
static bool apparent_period(const uint32_t *g, const long *n, size_t count, long *period,
                            long *pre)
{
    for (size_t p = 1; 2 * p <= count; p++) {
        size_t t = count - p;                 /* the least t with g[i + p] = g[i], i >= t */
        while (t > 0 && g[t - 1 + p] == g[t - 1])
            t--;
        if (count - t >= 2 * p && n[count - 1] + 1 >= 2 * n[t] + 2 * (long)p) {
            *period = (long)p;
            *pre = n[t];
            return true;
        }
    }
    return false;
}

static int print_period(Cmd *c, const Game_T *v)
{
    uint32_t *g = ALLOC_ARRAY(c->nitems, sizeof *g);
    long *n = ALLOC_ARRAY(c->nitems, sizeof *n), period = 0, pre = 0;
    for (size_t i = 0; i < c->nitems; i++) {
        g[i] = Game_nimber_value(v[i]);
        n[i] = (long)c->item[i].where;
    }
    bool found = apparent_period(g, n, c->nitems, &period, &pre);
    long first = n[0], last = n[c->nitems - 1];
    if (c->emit == EMIT_PLAIN) {
        if (found)
            fprintf(c->out, "apparent period %ld, preperiod %ld, in n = %ld..%ld (seen, not "
                    "proved)\n", period, pre, first, last);
        else
            fprintf(c->out, "no apparent period in n = %ld..%ld\n", first, last);
    } else {
        Emit_Column col[3] = { { "last", "$N$", "r" }, { "period", "Period", "r" },
                               { "preperiod", "Preperiod", "r" } };
        Emit_Table *t = Cmd_table(c, col, 3);
        Emit_int(t, last);
        if (found) {
            Emit_int(t, period);
            Emit_int(t, pre);
        } else {
            Emit_text(t, "");
            Emit_text(t, "");
        }
        Emit_table_free(&t);
    }
    FREE(g);
    FREE(n);
    return CMD_OK;
}
#line 1040 "noweb/cmd/rulecmd.nw"
static int octal_column(Cmd *c, const char *spec, long last, uint16_t **G, long *shift,
                        char *name, size_t size)
{
    char code[80];
    const char *plus = strchr(spec, '+');
    snprintf(code, sizeof code, "%.*s", plus ? (int)(plus - spec) : (int)strlen(spec), spec);
    *shift = 0;
    if (plus && !Cmd_count(c, "--octal", plus + 1, 1000, shift))
        return CMD_USAGE;
    Octal_T g;
    Perr_T e;
    if (!Octal_parse(code, &g, &e))
        return Cmd_parse_error_in(c, "--octal", code, &e);
    *G = Octal_values_new((size_t)(last + *shift));
    if (!*G || !Octal_grundy_fast(g, (size_t)(last + *shift), *G, NULL, NULL)) {
        Octal_free(&g);
        return Cmd_limit(c, "--octal %s: the values to %ld do not fit", spec, last + *shift);
    }
    char *s = Octal_str(g);
    snprintf(name, size, "%s", s);
    FREE(s);
    Octal_free(&g);
    return CMD_OK;
}

static int print_upto(Cmd *c, const Game_T *v, Emit_Table **tp)
{
    Rule_State *st = c->state;
    bool impartial = c->ruleset->flags & POSITION_IMPARTIAL;
    if (st->noctal && !impartial)
        return Cmd_usage(c, "--octal: %s is not impartial", c->ruleset->name);
    if (c->emit == EMIT_PLAIN) {
        for (size_t i = 0; i < c->nitems; i++) {
            char *s = impartial ? NULL : Notation_str(v[i]);
            if (s) fprintf(c->out, "%s%s", i ? " " : "", s);
            else fprintf(c->out, "%s%u", i ? " " : "", Game_nimber_value(v[i]));
            FREE(s);
        }
        fputc('\n', c->out);
        return CMD_OK;
    }
    long last = (long)c->item[c->nitems - 1].where, shift[4];
    uint16_t *G[4] = { NULL, NULL, NULL, NULL };
    char code[4][80], names[4][100], heads[4][120];
    Emit_Column col[8];
    size_t n = 0;
    int rc = CMD_OK;
    col[n++] = (Emit_Column){ "n", "$n$", "r" };
    col[n++] = impartial ? (Emit_Column){ "nim_value", "$\\mathcal G$", "r" }
                         : (Emit_Column){ "value", "Value", "l" };
    for (size_t k = 0; k < st->noctal && rc == CMD_OK; k++) {
        rc = octal_column(c, st->octal[k], last, &G[k], &shift[k], code[k], sizeof code[k]);
        snprintf(names[k], sizeof names[k], "g_%.79s", code[k]);
        for (char *p = names[k]; *p; p++)      /* snake_case: 0.07C1 is g_0_07c1 */
            *p = *p == '.' ? '_' : (char)tolower((unsigned char)*p);
        snprintf(heads[k], sizeof heads[k], shift[k] ? "$G_{%s}(n+%ld)$" : "$G_{%s}(n)$",
                 code[k], shift[k]);
        col[n++] = (Emit_Column){ names[k], heads[k], "r" };
    }
    if (st->noctal)
        col[n++] = (Emit_Column){ "agree", "Agree", "c" };
    if (rc == CMD_OK) {
        Emit_Table *t = *tp = Cmd_table(c, col, n);
        for (size_t i = 0; i < c->nitems; i++) {
            long m = (long)c->item[i].where;
            Emit_int(t, m);
            put_value(c, t, v[i]);
            bool agree = true;
            for (size_t k = 0; k < st->noctal; k++) {
                unsigned g = G[k][m + shift[k]];
                Emit_uint(t, g);
                agree = agree && g == Game_nimber_value(v[i]);
            }
            if (st->noctal)
                Emit_words(t, agree ? "yes" : "NO");
        }
        Emit_table_free(tp);
    }
    for (size_t k = 0; k < st->noctal; k++)
        if (G[k])
            Octal_values_free(&G[k], (size_t)(last + shift[k]));
    return rc;
}
#line 1136 "noweb/cmd/rulecmd.nw"
static int print_options(Cmd *c, const Position_List *pos)
{
    static const Emit_Column cols[] = {
        { "position", "Position", "l" }, { "side", "Side", "c" },
        { "option", "Option", ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" },
        { "value", "Value", ">{\\raggedright\\arraybackslash}p{0.25\\linewidth}", true }
    };
    const Position_Ruleset *rs = c->ruleset;
    Eval ev = { c, NULL };
    int rc = eval_open(c, &ev);
    Position_List opt = { 0 }, rows = { 0 };   /* rows: (item, side) of each option */
    Game_T *v = NULL;
    size_t nv = 0, cap = 0, i = 0;
    for (size_t o = 0; o < pos->n && rc == CMD_OK; o += 1 + POSITION_LEN(pos->w[o]), i++) {
        const uint64_t *p = pos->w + o + 1;
        size_t len = POSITION_LEN(pos->w[o]);
        
#line 1182 "noweb/cmd/rulecmd.nw"
Position_List mine = { 0 };
Position_list_push(&mine, p, len, '=');
const char *sides = rs->flags & POSITION_IMPARTIAL ? "L" : "LR";
for (const char *sd = sides; *sd; sd++) {
    size_t from = mine.n;
    rs->options(rs->param, p, len, *sd, &mine);
    for (size_t q = from; q < mine.n; q += 1 + POSITION_LEN(mine.w[q]))
        mine.w[q] = (mine.w[q] & 0xffffffffu) | (uint64_t)(unsigned char)*sd << 32;
}
char **seen = ALLOC_ARRAY(mine.count + 1, sizeof *seen);
size_t nseen = 0;
for (size_t q = 0; q < mine.n && rc == CMD_OK; q += 1 + POSITION_LEN(mine.w[q])) {
    unsigned side = POSITION_FLAGS(mine.w[q]);
    char *text = rs->print(rs->param, mine.w + q + 1, POSITION_LEN(mine.w[q]));
    bool dup = false;
    for (size_t j = 0; j < nseen && !dup; j++)
        dup = seen[j][0] == (char)side && strcmp(seen[j] + 1, text) == 0;
    if (dup) {
        FREE(text);
        continue;
    }
    seen[nseen] = ALLOC(strlen(text) + 2);
    seen[nseen][0] = (char)side;
    strcpy(seen[nseen++] + 1, text);
    FREE(text);
    GROW(v, cap, nv + 1);
    if (Position_value(ev.e, mine.w + q + 1, POSITION_LEN(mine.w[q]), &v[nv]) != GAME_DONE) {
        char what[200];
        snprintf(what, sizeof what, "on an option of %s %zu (%.60s)", c->cmd->items, i + 1,
                 c->item[i].text);
        rc = eval_limit(&ev, what);
        break;
    }
    nv++;
    Position_list_push(&opt, mine.w + q + 1, POSITION_LEN(mine.w[q]), 0);
    uint64_t row[2] = { i, side };
    Position_list_push(&rows, row, 2, 0);
}
for (size_t j = 0; j < nseen; j++)
    FREE(seen[j]);
FREE(seen);
Position_list_free(&mine);
#line 1153 "noweb/cmd/rulecmd.nw"
    }
    if (ev.e)
        rc = eval_close(&ev, rc);
    if (rc == CMD_OK) {
        bool one = c->emit == EMIT_LATEX && c->nitems == 1;  /* a LaTeX table of one */
        Emit_Table *t = Cmd_table(c, cols + one, 4 - one);   /* position: no column */
        size_t k = 0;
        for (size_t o = 0; o < opt.n; o += 1 + POSITION_LEN(opt.w[o]), k++) {
            char *text = rs->print(rs->param, opt.w + o + 1, POSITION_LEN(opt.w[o]));
            char side[2] = { (char)rows.w[3 * k + 2], 0 };   /* records: header, i, side */
            if (!one)
                Emit_text(t, c->item[rows.w[3 * k + 1]].text);
            Emit_cell(t, side, side);
            Emit_text(t, text);
            Emit_game(t, v[k]);
            FREE(text);
        }
        Emit_table_free(&t);
    }
    FREE(v);
    Position_list_free(&opt);
    Position_list_free(&rows);
    return rc;
}
#line 1229 "noweb/cmd/rulecmd.nw"
static void print_pictures(Cmd *c, const Position_List *pos)
{
    for (size_t o = 0; o < pos->n; o += 1 + POSITION_LEN(pos->w[o])) {
        char *pic = c->ruleset->tikz(c->ruleset->param, pos->w + o + 1,
                                     POSITION_LEN(pos->w[o]), 0.4);
        fprintf(c->out, "%s\n", pic);
        FREE(pic);
    }
}

const Cmd_Command Rulecmd_command = {
    .synopsis = "[OPTION]... POSITION...\n--upto N [OPTION]... FAMILY",
    .items = "position", .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_POSITIONS | CMD_VERIFY | CMD_LONG | CMD_DECIMAL,
    .options = rule_options,
    .init = rule_init, .option = rule_option, .run = rule_run, .offers = rule_offers,
    .state = sizeof(Rule_State),
    .description =
        "Print the value of each position, one per line (the nim-value, for an\n"
        "impartial ruleset).  All positions share one transposition table, so what\n"
        "they have in common is searched once."
};
#line 1294 "noweb/cmd/rulecmd.nw"
typedef struct Enum_State {
    long size;
    int cls;                    /* the class of positions (module position) */
    const char *class_name;
    char mode;                  /* 'd'ictionary, 'l'ist, 's'tats, 'c'ensus, 'h'ottest,
                                   'D'istribution, 'p'roperties */
    char quantity;              /* of the distribution: 'd'enominator, 't'emperature */
} Enum_State;

enum { K_SIZE = 'k', K_LIST = CMD_KEY + 10, K_STATS, K_CLASS, K_CENSUS, K_HOTTEST,
       K_DISTRIBUTION, K_PROPERTIES };

static const Cmd_Option enum_options[] = {
    { "size", K_SIZE, "K", "the largest size (squares, vertices: the ruleset's unit)" },
    { "cells", K_SIZE, "K", "the same as --size" },
    { "nodes", K_SIZE, "K", "the same as --size" },
    { "class", K_CLASS, "NAME", "a class of positions of the ruleset (COL and SNORT:\n"
      "graphs, the default; untinted, trees, tinted-trees,\nrandom)" },
    { "list", K_LIST, NULL, "one line per position: size, position, value (each\n"
      "position as itself, with its own value)" },
    { "stats", K_STATS, NULL, "one row per size: positions, distinct values, numbers,\n"
      "nimbers, infinitesimals, tinies, and the hottest temperature\nwith its value" },
    { "census", K_CENSUS, NULL, "one row per size: positions, distinct values, how many\n"
      "positions are worth a number x, x + *, or neither, and\nthe largest denominator "
      "of x with the first position\nthat has it" },
    { "hottest", K_HOTTEST, NULL, "one row per size: positions, the greatest temperature,\n"
      "how many positions have it, and the first of them" },
    { "distribution", K_DISTRIBUTION, "Q", "how many positions of each size have each\n"
      "denominator (Q = denominator: of x, for values x and\nx + *) or temperature "
      "(Q = temperature)" },
    { "properties", K_PROPERTIES, NULL, "put every position to the ruleset's stated\n"
      "properties (COL: ONAG's dictionary): how many cases\neach met and how many held" },
    { NULL, 0, NULL, NULL }
};

static void enum_init(Cmd *c)
{
    Enum_State *st = c->state;
    st->size = -1;
    st->mode = 'd';
}

static int enum_option(Cmd *c, int key, const char *arg)
{
    Enum_State *st = c->state;
    if (key == K_SIZE)
        return Cmd_count(c, "--size", arg, 1000, &st->size) ? CMD_OK : CMD_USAGE;
    if (key == K_CLASS) st->class_name = arg;
    if (key == K_LIST) st->mode = 'l';
    if (key == K_STATS) st->mode = 's';
    if (key == K_CENSUS) st->mode = 'c';
    if (key == K_HOTTEST) st->mode = 'h';
    if (key == K_PROPERTIES) st->mode = 'p';
    if (key == K_DISTRIBUTION) {
        st->mode = 'D';
        if (strcmp(arg, "denominator") == 0) st->quantity = 'd';
        else if (strcmp(arg, "temperature") == 0) st->quantity = 't';
        else
            return Cmd_usage(c, "--distribution: expected denominator or temperature, "
                             "found '%s'", arg);
    }
    return CMD_OK;
}
#line 1362 "noweb/cmd/rulecmd.nw"
typedef struct Shape { uint64_t *p; size_t len; int size; Game_T value; } Shape;

static void print_dictionary(Cmd *c, const Shape *s, size_t n);
static void print_list(Cmd *c, const Shape *s, size_t n);
static void print_stats(Cmd *c, const Shape *s, size_t n, int k);
static void print_census(Cmd *c, const Shape *s, size_t n, int k);
static void print_hottest(Cmd *c, const Shape *s, size_t n, int k);
static void print_distribution(Cmd *c, const Shape *s, size_t n, char quantity);
static void print_properties(Cmd *c, const size_t *tried, const size_t *held);

static int enum_ruleset(Cmd *c)
{
    char names[512] = "";
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++)
        if ((*r)->enumerate)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                     names[0] ? ", " : "", (*r)->name);
    const Position_Ruleset *rs = c->argc == 1 ? Registry_find(c->argv[0]) : NULL;
    if (!rs || !rs->enumerate)
        return Cmd_usage(c, "expected one RULESET with an enumerator (%s)%s%s%s", names,
                         c->argc ? ", found '" : "", c->argc ? c->argv[0] : "",
                         c->argc ? "'" : "");
    c->ruleset = rs;
    Enum_State *st = c->state;
    int max = rs->max_size;
    if (st->mode == 'p' && !rs->test)
        return Cmd_usage(c, "--properties: %s states no properties", rs->name);
    if (st->class_name || rs->classes) {
        
#line 1491 "noweb/cmd/rulecmd.nw"
char known[512] = "";
const Position_Class *k = rs->classes;
for (int i = 0; k && k[i].name; i++)
    snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s",
             i ? ", " : "", k[i].name);
if (!k)
    return Cmd_usage(c, "--class: %s has no classes of positions", rs->name);
st->cls = 0;
if (st->class_name) {
    while (k[st->cls].name && strcmp(k[st->cls].name, st->class_name) != 0)
        st->cls++;
    if (!k[st->cls].name)
        return Cmd_usage(c, "--class: expected one of %s, found '%s'", known,
                         st->class_name);
}
max = k[st->cls].max_size;
#line 1391 "noweb/cmd/rulecmd.nw"
    }
    if (st->size < 1 || st->size > max)
        return Cmd_usage(c, "expected --size K with 1 <= K <= %d", max);
    return CMD_OK;
}

/* The list of positions is made inside a protected call, so that it counts
   against --max-memory and stops at Ctrl-C like the search that follows. */
typedef struct Enumerating {
    const Position_Ruleset *rs;
    int cls, size;
    Position_List *l;
    bool ok;
    char err[400];
} Enumerating;

static void enumerate_positions(void *closure)
{
    Enumerating *en = closure;
    if (en->rs->classes)
        en->ok = en->rs->enumerate_class(en->rs->param, en->cls, en->size, en->l, en->err,
                                         sizeof en->err);
    else
        en->rs->enumerate(en->rs->param, en->size, en->l);
}

static int enum_run(Cmd *c)
{
    int rc = enum_ruleset(c);
    if (rc != CMD_OK)
        return rc;
    const Position_Ruleset *rs = c->ruleset;
    Enum_State *st = c->state;
    Position_List l = { 0 }, conj = { 0 };
    Enumerating en = { rs, st->cls, (int)st->size, &l, true, "" };
    Game_Status gs = Cmd_protect(c, enumerate_positions, &en);
    if (gs == GAME_DONE && !en.ok) {
        Position_list_free(&l);
        return Cmd_error(c, "%s", en.err);
    }
    if (gs != GAME_DONE) {
        size_t listed = l.count;
        Position_list_free(&l);
        return Cmd_limit(c, "%s, while listing the positions of up to %ld %s: %zu listed",
                         Cmd_limit_name(gs), st->size, rs->size_unit ? rs->size_unit : "",
                         listed);
    }
    Shape *s = ALLOC_ARRAY(l.count + 1, sizeof *s);
    size_t n = 0;
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]))
        s[n++] = (Shape){ l.w + o + 1, POSITION_LEN(l.w[o]), (int)POSITION_FLAGS(l.w[o]), 0 };
    Eval ev = { c, NULL };
    size_t np = 0;
    while (rs->properties && rs->properties[np].name)
        np++;
    size_t *tried = CALLOC(2 * np + 1, sizeof *tried), *held = tried + np;
    if ((rc = eval_open(c, &ev)) == CMD_OK)
        for (size_t i = 0; i < n && rc == CMD_OK; i++) {
            if (st->mode == 'p')
                
#line 1514 "noweb/cmd/rulecmd.nw"
{
    size_t before = 0, after = 0;
    for (size_t j = 0; j < np; j++)
        before += tried[j] - held[j];
    char why[400] = "";
    if (!rs->test(rs->param, ev.e, s[i].p, s[i].len, tried, held, why, sizeof why)) {
        char what[100];
        snprintf(what, sizeof what, "testing position %zu of %zu", i + 1, n);
        rc = eval_limit(&ev, what);
    }
    for (size_t j = 0; j < np; j++)
        after += tried[j] - held[j];
    if (after > before) {
        char *text = rs->print(rs->param, s[i].p, s[i].len);
        Cmd_progress_clear(c);
        fprintf(c->err, "cgtk %s: A STATED PROPERTY FAILS at %.300s: %s\n", c->name, text,
                why);
        FREE(text);
        Cmd_fail_after_output(c, CMD_LIMIT);
    }
}
#line 1451 "noweb/cmd/rulecmd.nw"
            if (rc != CMD_OK)
                break;
            if (Position_value(ev.e, s[i].p, s[i].len, &s[i].value) != GAME_DONE) {
                char what[100];
                snprintf(what, sizeof what, "at position %zu of %zu", i + 1, n);
                rc = eval_limit(&ev, what);
            } else {
                if (rs->check)
                    
#line 1561 "noweb/cmd/rulecmd.nw"
{
    char *text = rs->print(rs->param, s[i].p, s[i].len);
    check_value(c, s[i].value, text);
    FREE(text);
}
#line 1460 "noweb/cmd/rulecmd.nw"
                if (rs->conjugate && st->mode != 'l'
                    && Enumerate_prefer_negative(s[i].value)) {
                    
#line 1571 "noweb/cmd/rulecmd.nw"
Position_list_clear(&conj);
rs->conjugate(rs->param, s[i].p, s[i].len, &conj);
s[i].len = POSITION_LEN(conj.w[0]);
s[i].p = ALLOC_ARRAY(s[i].len + 1, sizeof *s[i].p);
memcpy(s[i].p, conj.w + 1, s[i].len * sizeof *s[i].p);
s[i].value = Game_neg(s[i].value);
#line 1463 "noweb/cmd/rulecmd.nw"
                }
            }
        }
    if (ev.e)
        rc = eval_close(&ev, rc);
    if (rc == CMD_OK) {
        if (st->mode == 's') print_stats(c, s, n, (int)st->size);
        else if (st->mode == 'l') print_list(c, s, n);
        else if (st->mode == 'c') print_census(c, s, n, (int)st->size);
        else if (st->mode == 'h') print_hottest(c, s, n, (int)st->size);
        else if (st->mode == 'D') print_distribution(c, s, n, st->quantity);
        else if (st->mode == 'p') print_properties(c, tried, held);
        else print_dictionary(c, s, n);
    }
    FREE(tried);
    for (size_t i = 0; i < n; i++)
        if (s[i].p < l.w || s[i].p >= l.w + l.n)
            FREE(s[i].p);
    FREE(s);
    Position_list_free(&l);
    Position_list_free(&conj);
    return rc;
}
#line 1540 "noweb/cmd/rulecmd.nw"
static void print_properties(Cmd *c, const size_t *tried, const size_t *held)
{
    static const Emit_Column cols[] = {
        { "property", "Statement", ">{\\raggedright\\arraybackslash}p{0.5\\linewidth}" },
        { "source", "Source", "l" }, { "cases", "Cases", "r" }, { "held", "Held", "r" }
    };
    Emit_Table *t = Cmd_table(c, cols, 4);
    const Position_Property *pr = c->ruleset->properties;
    for (size_t j = 0; pr[j].name; j++) {
        Emit_words(t, pr[j].name);
        Emit_words(t, pr[j].source);
        Emit_uint(t, tried[j]);
        Emit_uint(t, held[j]);
    }
    Emit_table_free(&t);
}
#line 1582 "noweb/cmd/rulecmd.nw"
static char *shown(Cmd *c, const Shape *s, double unit)
{
    const Position_Ruleset *rs = c->ruleset;
    if (c->emit == EMIT_LATEX && rs->tikz)
        return rs->tikz(rs->param, s->p, s->len, unit);
    return rs->print(rs->param, s->p, s->len);
}

static void print_list(Cmd *c, const Shape *s, size_t n)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "position", "Position", "c" }, { "value", "Value", "l" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    Emit_long(t);
    for (size_t i = 0; i < n; i++) {
        Emit_int(t, s[i].size);
        char *p = shown(c, &s[i], 0.2);
        if (c->emit == EMIT_LATEX && c->ruleset->tikz)
            Emit_cell(t, "", p);
        else
            Emit_text(t, p);
        FREE(p);
        Emit_game(t, s[i].value);
    }
    Emit_table_free(&t);
}

static void print_dictionary(Cmd *c, const Shape *s, size_t n)
{
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    size_t *order = ALLOC_ARRAY(n + 1, sizeof *order);
    for (size_t i = 0; i < n; i++)
        v[i] = s[i].value;
    Enumerate_Group *g;
    size_t ng = Enumerate_dictionary(v, n, order, &g);
    const Emit_Column cols[] = {        /* with a conjugate, a line holds G and -G */
        { "value", c->ruleset->conjugate ? "Value $G$ (conjugates: $-G$)" : "Value $G$",
          ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}", true },
        { "count", "Positions", "r" },
        { "positions", "", ">{\\raggedright\\arraybackslash}p{0.56\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    Emit_long(t);
    for (size_t j = 0; j < ng; j++) {
        Emit_game(t, g[j].value);
        Emit_uint(t, g[j].count);
        char *all = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&all, &len);
        for (size_t m = 0; m < g[j].count; m++) {
            char *p = shown(c, &s[order[g[j].first + m]], 0.2);
            fprintf(f, "%s%s", m ? (c->emit == EMIT_LATEX ? "\\enspace " : " ") : "", p);
            FREE(p);
        }
        fclose(f);
        if (c->emit == EMIT_LATEX)
            Emit_cell(t, "", c->ruleset->tikz ? all : NULL);
        else
            Emit_text(t, all);
        free(all);
    }
    Emit_table_free(&t);
    FREE(g);
    FREE(order);
    FREE(v);
}
#line 1655 "noweb/cmd/rulecmd.nw"
static void print_stats(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "values", "Values", "r" }, { "values_up_to", "Values ($\\le$)", "r" },
        { "numbers", "Numbers", "r" }, { "nimbers", "Nimbers", "r" },
        { "infinitesimals", "Infinitesimals", "r" }, { "tinies", "Tinies", "r" },
        { "hottest_temperature", "$t(G)$", "r" },
        { "hottest_value", "Hottest $G$",
          ">{\\raggedright\\arraybackslash}p{0.18\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 10);
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, all = 0;
        for (size_t i = 0; i < n; i++)
            if (s[i].size == size)
                v[m++] = s[i].value;
        Enumerate_Stats st = Enumerate_stats(v, m);
        
#line 1702 "noweb/cmd/rulecmd.nw"
Game_T hot = Game_zero();
Dyadic_T tmax = Dyadic_int(-2);
for (size_t i = 0; i < m; i++) {
    Dyadic_T ti = Thermo_temperature(v[i]);
    if (Dyadic_cmp(ti, tmax) > 0) {
        Dyadic_clear(&tmax);
        tmax = ti;
        hot = v[i];
    } else
        Dyadic_clear(&ti);
}
#line 1675 "noweb/cmd/rulecmd.nw"
        for (size_t i = 0; i < n; i++)
            if (s[i].size <= size)
                v[all++] = s[i].value;
        Enumerate_Stats cum = Enumerate_stats(v, all);
        Emit_int(t, size);
        Emit_uint(t, st.positions);
        Emit_uint(t, st.distinct);
        Emit_uint(t, cum.distinct);
        Emit_uint(t, st.numbers);
        Emit_uint(t, st.nimbers);
        Emit_uint(t, st.infinitesimals);
        Emit_uint(t, st.tinies);
        Emit_dyadic(t, tmax);
        Emit_game(t, hot);
        Dyadic_clear(&tmax);
    }
    Emit_table_free(&t);
    FREE(v);
}
#line 1731 "noweb/cmd/rulecmd.nw"
static bool number_part(Game_T v, Dyadic_T *x)     /* v = x or x + *: true, x */
{
    if (Game_is_number(v)) {
        *x = Game_number_value(v);
        return true;
    }
    Game_T w = Game_add(v, Game_star());
    if (!Game_is_number(w))
        return false;
    *x = Game_number_value(w);
    return true;
}

static void emit_denominator(Emit_Table *t, int32_t e)
{
    char plain[32], latex[32];
    if (e < 63) {
        Emit_uint(t, 1ULL << e);
        return;
    }
    snprintf(plain, sizeof plain, "2^%d", (int)e);
    snprintf(latex, sizeof latex, "$2^{%d}$", (int)e);
    Emit_cell(t, plain, latex);
}

static void emit_position(Cmd *c, Emit_Table *t, const Shape *s)
{
    char *p = shown(c, s, 0.2);
    if (c->emit == EMIT_LATEX && c->ruleset->tikz)
        Emit_cell(t, "", p);
    else
        Emit_text(t, p);
    FREE(p);
}

static void print_census(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "values", "Values", "r" }, { "numbers", "$x$", "r" },
        { "number_plus_star", "$x + \\ast$", "r" }, { "other", "Other", "r" },
        { "max_denominator", "Denominator", "r" },
        { "witness", "First with it", ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 8);
    Game_T *v = ALLOC_ARRAY(n + 1, sizeof *v);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, kind[3] = { 0, 0, 0 }, first = n;
        int32_t emax = -1;
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            v[m++] = s[i].value;
            Dyadic_T x;
            if (!number_part(s[i].value, &x)) {
                kind[2]++;
                continue;
            }
            kind[Game_is_number(s[i].value) ? 0 : 1]++;
            if (Dyadic_exp(x) > emax) {
                emax = Dyadic_exp(x);
                first = i;
            }
            Dyadic_clear(&x);
        }
        if (m == 0)
            continue;
        Enumerate_Stats st = Enumerate_stats(v, m);
        Emit_int(t, size);
        Emit_uint(t, m);
        Emit_uint(t, st.distinct);
        for (int j = 0; j < 3; j++)
            Emit_uint(t, kind[j]);
        if (first < n) {
            emit_denominator(t, emax);
            emit_position(c, t, &s[first]);
        } else {
            Emit_empty(t);
            Emit_empty(t);
        }
    }
    Emit_table_free(&t);
    FREE(v);
}

static void print_hottest(Cmd *c, const Shape *s, size_t n, int k)
{
    static const Emit_Column cols[] = {
        { "size", "Size", "r" }, { "positions", "Positions", "r" },
        { "temperature", "$t(G)$", "r" }, { "count", "Reaching it", "r" },
        { "value", "Value", ">{\\raggedright\\arraybackslash}p{0.22\\linewidth}", true },
        { "position", "First position", ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 6);
    for (int size = 1; size <= k; size++) {
        size_t m = 0, count = 0, first = n;
        Dyadic_T tmax = Dyadic_int(-2);
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            m++;
            Dyadic_T ti = Thermo_temperature(s[i].value);
            int cmp = Dyadic_cmp(ti, tmax);
            if (cmp > 0) {
                Dyadic_clear(&tmax);
                tmax = Dyadic_copy(ti);
                count = 0;
                first = i;
            }
            count += cmp >= 0;
            Dyadic_clear(&ti);
        }
        if (m > 0) {
            Emit_int(t, size);
            Emit_uint(t, m);
            Emit_dyadic(t, tmax);
            Emit_uint(t, count);
            Emit_game(t, s[first].value);
            emit_position(c, t, &s[first]);
        }
        Dyadic_clear(&tmax);
    }
    Emit_table_free(&t);
}
#line 1861 "noweb/cmd/rulecmd.nw"
typedef struct Bucket { Dyadic_T q; size_t count, first; } Bucket;

static void print_distribution(Cmd *c, const Shape *s, size_t n, char quantity)
{
    const Emit_Column cols[] = {
        { "size", "Size", "r" },
        { quantity == 'd' ? "denominator" : "temperature",
          quantity == 'd' ? "Denominator" : "$t(G)$", "r" },
        { "count", "Positions", "r" },
        { "position", "First position", ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" }
    };
    Emit_Table *t = Cmd_table(c, cols, 4);
    int kmax = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i].size > kmax)
            kmax = s[i].size;
    Bucket *b = NULL;
    size_t nb = 0, cap = 0;
    for (int size = 1; size <= kmax; size++) {
        nb = 0;
        for (size_t i = 0; i < n; i++) {
            if (s[i].size != size)
                continue;
            Dyadic_T q;
            if (quantity == 't')
                q = Thermo_temperature(s[i].value);
            else if (number_part(s[i].value, &q)) {
                int32_t e = Dyadic_exp(q);
                Dyadic_clear(&q);
                q = Dyadic_int(e);
            } else
                continue;
            
#line 1914 "noweb/cmd/rulecmd.nw"
size_t j = 0;
while (j < nb && Dyadic_cmp(b[j].q, q) < 0)
    j++;
if (j < nb && Dyadic_eq(b[j].q, q)) {
    b[j].count++;
    Dyadic_clear(&q);
} else {
    GROW(b, cap, nb + 1);
    memmove(b + j + 1, b + j, (nb - j) * sizeof *b);
    b[j] = (Bucket){ q, 1, i };
    nb++;
}
#line 1894 "noweb/cmd/rulecmd.nw"
        }
        for (size_t j = 0; j < nb; j++) {
            Emit_int(t, size);
            if (quantity == 'd') {
                int64_t e;
                Dyadic_to_int64(b[j].q, &e);
                emit_denominator(t, (int32_t)e);
            } else
                Emit_dyadic(t, b[j].q);
            Emit_uint(t, b[j].count);
            emit_position(c, t, &s[b[j].first]);
            Dyadic_clear(&b[j].q);
        }
    }
    FREE(b);
    Emit_table_free(&t);
}
#line 1929 "noweb/cmd/rulecmd.nw"
const Cmd_Command Cmd_enumerate = {
    .name = "enumerate", .summary = "all small positions of a ruleset, as a dictionary",
    .synopsis = "RULESET --size K [OPTION]...", .rank = 400,
    .description =
        "Evaluate every position of RULESET of at most K squares (or vertices: the\n"
        "ruleset's unit), each once up to the ruleset's symmetries, and print them as\n"
        "a dictionary: each value, how many positions have it, and the positions.  When\n"
        "the ruleset has a conjugate (Domineering: a board turned a quarter), each\n"
        "value is shown once up to sign.",
    .see = "ONAG Fig. 22 (the dictionary of Domineering)",
    .formats = "plain tsv latex json",
    .kit = CMD_GAMES | CMD_POSITIONS | CMD_LONG | CMD_DECIMAL,
    .options = enum_options, .init = enum_init, .option = enum_option, .run = enum_run,
    .state = sizeof(Enum_State)
};
#line 1971 "noweb/cmd/rulecmd.nw"
static Game_T pattern_4k(long k)
{
    Game_T g = Game_integer(k);
    for (long j = k - 1; j >= 0; j--)
        g = Game_make(&g, 1, (Game_T[]){ Game_integer(j) }, 1);
    return g;
}

static const char *ish(Game_T zz, long n, char *buf, size_t size)
{
    Game_T cand[4] = { Game_zero(), Game_switch(Game_integer(1)), Game_integer(1),
                       Game_make((Game_T[]){ Game_integer(2) }, 1,
                                 (Game_T[]){ Game_zero() }, 1) };
    static const char *const name[4] = { "0", "+-1", "1", "2|0" };
    for (int i = 0; i < 4; i++)
        if (Game_is_infinitesimal(Game_sub(zz, cand[i])))
            return name[i];
    if (n % 4 == 0 && n > 0 && Game_is_infinitesimal(Game_sub(zz, pattern_4k(n / 4)))) {
        snprintf(buf, size, "P_%ld", n / 4);
        return buf;
    }
    return "none";
}
#line 1999 "noweb/cmd/rulecmd.nw"
static const char *ish_latex(const char *p, char *buf, size_t size)
{
    static const char *const name[5][2] = {
        { "0", "$0$" }, { "+-1", "$\\cgtpm{1}$" }, { "1", "$1$" },
        { "2|0", "$\\cgtgame{2}{0}$" }, { "P_{n/4}", "$P_{n/4}$" }
    };
    for (int i = 0; i < 5; i++)
        if (strcmp(p, name[i][0]) == 0)
            return name[i][1];
    if (strncmp(p, "P_", 2) == 0) {
        snprintf(buf, size, "$P_{%s}$", p + 2);
        return buf;
    }
    return p;                           /* none */
}
#line 2020 "noweb/cmd/rulecmd.nw"
static const char *const onag_zz[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-(1*)", "2|1||0",
    "{{2|0},{2|*}|{0|-2},{*|-2}}", "1*", "{{2|0},{2|*}|{0|-2},{*|-2}}+*"
};
static const char *const onag_zz_written[12] = {
    NULL, "0", "1", "*", "1|0", "+-1", "2|*", "+-1*", "2|1||0",
    "+-(2|0, 2|*)", "1*", "ZZ_9*"
};
static const char *const onag_zz_latex[12] = {
    NULL, "$0$", "$1$", "$\\cgtstar$", "$\\cgtgame{1}{0}$", "$\\cgtpm{1}$",
    "$\\cgtgame{2}{\\cgtstar}$", "$\\cgtpm{1}\\cgtstar$",
    "$\\{2 \\cgtbar{1} 1 \\cgtbar{2} 0\\}$",
    "$\\cgtpm{(\\cgtgame{2}{0}, \\cgtgame{2}{\\cgtstar})}$", "$1\\cgtstar$",
    "$ZZ_{9}\\cgtstar$"
};
#line 2038 "noweb/cmd/rulecmd.nw"
typedef struct Zig_State {
    long from, to;
    bool table, residues, thermo, no_value;
    int thermograph;
} Zig_State;

enum { K_FROM = CMD_KEY + 20, K_TO, K_RESIDUES, K_ZTHERMO = 't', K_ZGRAPH = CMD_KEY + 30,
       K_NO_VALUE };

static const Cmd_Option zig_options[] = {
    { "from", K_FROM, "A", "the first n of a table (1 <= A <= B)" },
    { "to", K_TO, "B", "the last n of a table" },
    { "thermo", K_ZTHERMO, NULL, "add the mean and the temperature to tsv, latex and json" },
    { "thermograph", K_ZGRAPH, "[FMT]", "print the thermograph of ZZ_N (or of each ZZ_n):\n"
      "cgsuite (default), tikz or data" },
    { "residues", K_RESIDUES, NULL, "summarise the patterns found, by n mod 8" },
    { "no-value", K_NO_VALUE, NULL, "leave the column of the values out of a table (for\n"
      "plots: ZZ_32 alone is 375,151 characters)" },
    { NULL, 0, NULL, NULL }
};

static int zig_option(Cmd *c, int key, const char *arg)
{
    Zig_State *st = c->state;
    switch (key) {
    case K_FROM: st->table = true;
        return Cmd_count(c, "--from", arg, 1000000, &st->from) ? CMD_OK : CMD_USAGE;
    case K_TO: st->table = true;
        return Cmd_count(c, "--to", arg, 1000000, &st->to) ? CMD_OK : CMD_USAGE;
    case K_ZTHERMO: st->thermo = true; break;
    case K_RESIDUES: st->residues = st->table = true; break;
    case K_NO_VALUE: st->no_value = true; break;
    case K_ZGRAPH: return thermograph_form(c, arg, &st->thermograph);
    }
    return CMD_OK;
}
#line 2084 "noweb/cmd/rulecmd.nw"
typedef struct Zig {
    Game_T *zz;
    long to, done;
    Cmd *c;
    Position_Eval e;
    Emit_Table *t;                      /* the table being written, if any */
    Dyadic_T d[4];                      /* stops, mean, temperature of a row */
} Zig;

static void zz_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    (void)param; (void)p; (void)len; (void)side; (void)out;
}

static void zz_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
}

static bool zz_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    (void)param;
    memcpy(key, c, len * sizeof *c);
    *klen = len;
    return false;
}

static const Position_Ruleset zigzag_table = {
    .name = "zigzag", .options = zz_options, .split = zz_split, .normalise = zz_normalise
};

static void zig_body(void *closure)
{
    Zig *z = closure;
    z->zz[0] = Game_zero();
    for (long n = 1; n <= z->to; n++) {
        uint64_t key = (uint64_t)n;
        if (z->e && Position_eval_get(z->e, &key, 1, &z->zz[n])) {
            z->done = n;
            continue;
        }
        if (Interrupt_signal)
            Game_raise(GAME_LIMIT_SIGNAL);
        z->zz[n] = Domineering_zigzag_next(z->zz, (size_t)n);
        z->done = n;
        Cmd_progress(z->c, "zig-zags", (size_t)n, (size_t)z->to, Game_store_bytes());
    }
}

static void print_zigzags(Zig *z);
static void print_residues(Zig *z);
static void zig_print(void *closure);

static int zig_run(Cmd *c)
{
    Zig_State *st = c->state;
    if (st->table) {
        if (c->argc > 0 || st->from < 1 || st->to < st->from)
            return Cmd_usage(c, "expected --from A --to B with 1 <= A <= B, and no N");
    } else {
        if (c->argc != 1)
            return Cmd_usage(c, "expected one N (or --from A --to B)");
        if (!Cmd_count(c, "N", c->argv[0], 1000000, &st->to))
            return CMD_USAGE;
        if (st->to < 1)
            return Cmd_error(c, "N: expected a positive integer, found '%s'", c->argv[0]);
        st->from = st->to;
    }
    if (!c->limits.max_bytes)
        c->limits.max_bytes = Cmd_default_bytes();
    Zig z = { ALLOC_ARRAY((size_t)st->to + 1, sizeof *z.zz), st->to, 0, c, NULL };
    if (c->table) {
        
#line 2207 "noweb/cmd/rulecmd.nw"
z.e = Position_eval_new(&zigzag_table);
Position_eval_set_limits(z.e, (Game_Limits){ .max_games = c->limits.max_games,
                                             .max_bytes = c->limits.max_bytes });
char err[512];
if (access(c->table, F_OK) == 0 && !Position_eval_load(z.e, c->table, err, sizeof err)) {
    Position_eval_free(&z.e);
    FREE(z.zz);
    return Cmd_error(c, "--table %s", err);
}
#line 2160 "noweb/cmd/rulecmd.nw"
    }
    Game_Status s = Cmd_protect(c, zig_body, &z);
    int rc = CMD_OK;
    if (s != GAME_DONE)
        rc = Cmd_limit(c, "%s: ZZ_1..ZZ_%ld were done, ZZ_%ld was not (%zu games in the "
                       "store, %zu MB)",
                       Cmd_interrupted(c) ? "the search" : Cmd_limit_name(s),
                       z.done, z.done + 1,
                       Game_store_count(), Game_store_bytes() >> 20);
    if (z.e) {
        
#line 2221 "noweb/cmd/rulecmd.nw"
char err[512];
for (long n = 1; n <= z.done; n++) {
    uint64_t key = (uint64_t)n;
    if (!Position_eval_put(z.e, &key, 1, z.zz[n]))
        break;
}
if (!Position_eval_save(z.e, c->table, err, sizeof err)) {
    fprintf(c->err, "cgtk %s: the table was not saved: --table %s%s\n", c->name, err,
            rc == CMD_OK ? "; nothing was printed" : "");
    rc = CMD_LIMIT;
} else if (rc != CMD_OK) {
    char *line = Cmd_command_line(c);
    fprintf(c->err, "cgtk %s: ZZ_1..ZZ_%ld were saved in %s; to resume, run: %s\n",
            c->name, z.done, c->table, line);
    FREE(line);
}
Position_eval_free(&z.e);
#line 2171 "noweb/cmd/rulecmd.nw"
    }
    if (rc == CMD_OK && (s = Cmd_protect(c, zig_print, &z)) != GAME_DONE) {
        Emit_table_free(&z.t);          /* what a stopped row left */
        for (int k = 0; k < 4; k++)
            Dyadic_clear(&z.d[k]);
        rc = Cmd_limit(c, "%s: the values were computed, but writing them (%s) "
                       "passed the bound", Cmd_interrupted(c) ? "the search" :
                       Cmd_limit_name(s), st->table ? "a table" : "one canonical form");
    }
    FREE(z.zz);
    return rc;
}
#line 2193 "noweb/cmd/rulecmd.nw"
static void zig_print(void *closure)
{
    Zig *z = closure;
    if (((Zig_State *)z->c->state)->residues)
        print_residues(z);
    else
        print_zigzags(z);
}
#line 2242 "noweb/cmd/rulecmd.nw"
static void print_zigzags(Zig *z)
{
    Cmd *c = z->c;
    const Game_T *zz = z->zz;
    Zig_State *st = c->state;
    if (st->thermograph) {
        for (long n = st->from; n <= st->to; n++) {
            char title[64];
            snprintf(title, sizeof title, "$ZZ_{%ld}$", n);
            put_thermograph(c, zz[n], st->thermograph, title);
        }
        return;
    }
    if (!st->table) {
        char *s = c->emit == EMIT_LATEX ? Notation_latex(zz[st->to])
                                        : Notation_str(zz[st->to]);
        fputs(s, c->out);                 /* not printf: the text may pass 2 GB */
        putc('\n', c->out);
        FREE(s);
        return;
    }
    if (c->emit == EMIT_PLAIN) {
        for (long n = st->from; n <= st->to; n++) {
            char *s = Notation_str(zz[n]);
            fprintf(c->out, "%ld\t", n);
            fputs(s, c->out);
            putc('\n', c->out);
            FREE(s);
        }
        return;
    }
    
#line 2291 "noweb/cmd/rulecmd.nw"
Emit_Column col[11];
size_t k = 0;
col[k++] = (Emit_Column){ "n", "$n$", "r" };
col[k++] = (Emit_Column){ "n_mod_8", "$n \\bmod 8$", "r" };
if (!st->no_value)
    col[k++] = (Emit_Column){ "value", "$ZZ_n$ (cgtk)", st->thermo
        ? ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}"
        : ">{\\raggedright\\arraybackslash}p{0.42\\linewidth}" };
col[k++] = (Emit_Column){ "left_stop", "$L$", "r", true };
col[k++] = (Emit_Column){ "right_stop", "$R$", "r", true };
if (st->thermo) {
    col[k++] = (Emit_Column){ "mean", "$m$", "r", true };
    col[k++] = (Emit_Column){ "temperature", "$t$", "r", true };
}
col[k++] = (Emit_Column){ "ish", "$P$-ish", "l" };
col[k++] = (Emit_Column){ "onag", "ONAG", "l" };
col[k++] = (Emit_Column){ "agree", "Agree", "l" };
Emit_Table *t = z->t = Cmd_table(c, col, k);
Emit_long(t);                           /* long values: rows may fill pages */
char buf[64];
for (long n = st->from; n <= st->to; n++) {
    Emit_int(t, n);
    Emit_int(t, n % 8);
    if (!st->no_value)
        Emit_game(t, zz[n]);
    Dyadic_T *d = z->d;                 /* in the closure: cleared after a limit */
    d[0] = Game_left_stop(zz[n]);
    d[1] = Game_right_stop(zz[n]);
    if (st->thermo) {
        d[2] = Thermo_mean(zz[n]);
        d[3] = Thermo_temperature(zz[n]);
    }
    for (int i = 0; i < (st->thermo ? 4 : 2); i++) {
        Emit_dyadic(t, d[i]);
        Dyadic_clear(&d[i]);
    }
    const char *p = ish(zz[n], n, buf, sizeof buf);
    char lbuf[64];
    Emit_cell(t, p, ish_latex(p, lbuf, sizeof lbuf));
    if (n <= 11) {
        Game_T g;
        Perr_T e;
        bool ok = Notation_parse(onag_zz[n], &g, &e);
        assert(ok);
        (void)ok;
        Emit_cell(t, onag_zz_written[n], onag_zz_latex[n]);
        Emit_words(t, g == zz[n] ? "yes" : "no");
    } else {
        Emit_empty(t);
        Emit_empty(t);
    }
}
Emit_table_free(&z->t);
#line 2274 "noweb/cmd/rulecmd.nw"
}
#line 2365 "noweb/cmd/rulecmd.nw"
static void print_residues(Zig *z)
{
    Cmd *c = z->c;
    const Game_T *zz = z->zz;
    Zig_State *st = c->state;
    static const Emit_Column cols[] = {
        { "n_mod_8", "$n \\bmod 8$", "r" }, { "n", "$n$ computed", "l" },
        { "patterns", "$ZZ_n$ is $P$-ish for $P = {}$", "l" }
    };
    Emit_Table *t = z->t = Cmd_table(c, cols, 3);
    for (long r = 0; r < 8; r++) {
        const char *name[64];
        long count[64], first = -1, last = -1, total = 0;
        int k = 0;
        char buf[64];
        for (long n = st->from; n <= st->to; n++) {
            if (n % 8 != r)
                continue;
            const char *p = ish(zz[n], n, buf, sizeof buf);
            if (strncmp(p, "P_", 2) == 0)
                p = "P_{n/4}";
            int j = 0;
            while (j < k && strcmp(name[j], p) != 0)
                j++;
            if (j == k && k < 64) { name[k] = p; count[k++] = 0; }
            if (j < 64) count[j]++;
            if (first < 0) first = n;
            last = n;
            total++;
        }
        if (first < 0)
            continue;
        char ns[128], pat[512] = "", lpat[1024] = "";
        snprintf(ns, sizeof ns, "%ld, %ld, ..., %ld (%ld values)",
                 first, first + 8, last, total);
        for (int j = 0; j < k; j++) {
            snprintf(pat + strlen(pat), sizeof pat - strlen(pat), "%s%s: %ld of %ld",
                     j ? "; " : "", name[j], count[j], total);
            char lbuf[64];
            snprintf(lpat + strlen(lpat), sizeof lpat - strlen(lpat), "%s%s: %ld of %ld",
                     j ? "; " : "", ish_latex(name[j], lbuf, sizeof lbuf), count[j], total);
        }
        Emit_int(t, r);
        Emit_cell(t, ns, NULL);
        Emit_cell(t, pat, lpat);
    }
    Emit_table_free(&z->t);
}

const Cmd_Command Cmd_zigzag = {
    .name = "zigzag", .summary = "ONAG's Domineering zig-zags ZZ_n",
    .synopsis = "[OPTION]... N\n[OPTION]... --from A --to B", .rank = 390,
    .description =
        "Print the value of ONAG's zig-zag ZZ_N (the path of N squares going down, left,\n"
        "down, left, ...; Left plays vertically), or a table of ZZ_A..ZZ_B.  tsv, latex\n"
        "and json add n mod 8, the stops, ONAG's pattern P with ZZ_n - P infinitesimal\n"
        "(0, +-1, 1, 2|0, or P_k = k|k-1||...|0 for n = 4k), and ONAG's value.",
    .see = "ONAG ch. 10", .formats = "plain tsv latex json",
    .kit = CMD_GAMES | CMD_POSITIONS | CMD_LONG | CMD_DECIMAL,
    .options = zig_options, .option = zig_option, .run = zig_run, .state = sizeof(Zig_State)
};
