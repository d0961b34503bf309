/* Generated from noweb/cmd/rulecmd.nw by notangle: edit the .nw, not this file. */
#line 100 "noweb/cmd/rulecmd.nw"
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cmdkit.h"
#include "domineering.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "emit.h"
#include "enumerate.h"
#include "game.h"
#include "interrupt.h"
#include "twin.h"
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

#line 151 "noweb/cmd/rulecmd.nw"
static void eval_progress(void *closure, size_t searched, size_t count, size_t bytes)
{
    (void)count;
    Cmd_progress(closure, "positions searched", searched, 0, bytes + Game_store_bytes());
}

int Rulecmd_eval_open(Cmd *c, Rulecmd_Eval *ev)
{
    ev->c = c;
    ev->e = Position_eval_new(Cmd_ruleset(c));
    Game_Limits lim = Cmd_limits(c);
    if (!lim.max_bytes)
        lim.max_bytes = Cmd_default_bytes();
    Position_eval_set_limits(ev->e, lim);
    Position_eval_set_progress(ev->e, eval_progress, c);
    if (Cmd_table_path(c) && access(Cmd_table_path(c), F_OK) == 0) {
        char err[512];
        if (!Position_eval_load(ev->e, Cmd_table_path(c), err, sizeof err)) {
            Game_Status st = Position_eval_status(ev->e);
            if (st == GAME_DONE)
                return Cmd_error(c, "--table %s", err);
            return Cmd_error(c, "--table %s (%s)", err, Cmd_limit_name(st));
        }
    }
    return CMD_OK;
}

int Rulecmd_eval_close(Rulecmd_Eval *ev, int rc)
{
    Cmd *c = ev->c;
    bool stopped = rc != CMD_OK && rc != CMD_USAGE;
    if (Cmd_table_path(c) && rc != CMD_USAGE) {
        char err[512];
        Cmd_progress_clear(c);
        if (!Position_eval_save(ev->e, Cmd_table_path(c), err, sizeof err)) {
            if (rc == CMD_OK) {
                fprintf(Cmd_err(c), "cgtk %s: the table was not saved: --table %s; nothing "
                        "was printed\n", Cmd_name(c), err);
                rc = CMD_LIMIT;
            } else
                fprintf(Cmd_err(c), "cgtk %s: the table was not saved either: --table %s\n",
                        Cmd_name(c), err);
        } else if (stopped) {
            char *line = Cmd_command_line(c);
            char states[64] = "";
            if (Position_eval_note_count(ev->e))
                snprintf(states, sizeof states, " and %zu decided states",
                         Position_eval_note_count(ev->e));
            fprintf(Cmd_err(c), "cgtk %s: the table of %zu positions%s was saved in %s; "
                    "to resume, run: %s\n", Cmd_name(c), Position_eval_count(ev->e), states,
                    Cmd_table_path(c), line);
            FREE(line);
        }
    } else if (stopped && Cmd_interrupted(c))
        fprintf(Cmd_err(c), "cgtk %s: the values of the %zu positions in the table were "
                "lost; with --table FILE they are saved, and the same command resumes "
                "from them\n",
                Cmd_name(c), Position_eval_count(ev->e));
    Position_eval_free(&ev->e);
    return rc;
}

#line 224 "noweb/cmd/rulecmd.nw"
bool Rulecmd_check_value(Cmd *c, Game_T v, const char *position)
{
    const Position_Ruleset *rs = Cmd_ruleset(c);
    const Position_Theory *th = Position_theory(rs);
    char why[300];
    if (!th->check || th->check(rs->param, v, why, sizeof why))
        return true;
    char *s = Notation_str(v);
    Cmd_progress_clear(c);
    fprintf(Cmd_err(c), "cgtk %s: EXCEPTION TO A THEOREM: %.200s has the value %.200s, "
            "but %s\n", Cmd_name(c), position, s, why);
    FREE(s);
    Cmd_fail_after_output(c, CMD_LIMIT);
    return false;
}
#line 246 "noweb/cmd/rulecmd.nw"
int Rulecmd_thermograph_form(Cmd *c, const char *arg, int *how)
{
    if (!arg || strcmp(arg, "cgsuite") == 0) *how = 'c';
    else if (strcmp(arg, "tikz") == 0) *how = 't';
    else if (strcmp(arg, "data") == 0) *how = 'd';
    else
        return Cmd_usage(c, "--thermograph: expected cgsuite, tikz or data, found '%s'", arg);
    return CMD_OK;
}

void Rulecmd_put_thermograph(Cmd *c, Game_T g, int how, const char *title)
{
    Thermo_Graph *th = Thermo_thermograph(g);
    if (how == 't')
        Thermo_print_tikz(Cmd_out(c), th, title);
    else if (how == 'd')
        Thermo_print_data(Cmd_out(c), th);
    else {
        char *s = Thermo_str(th);
        fprintf(Cmd_out(c), "%s\n", s);
        FREE(s);
    }
    Thermo_graph_free(&th);
}

int Rulecmd_eval_limit(Rulecmd_Eval *ev, const char *what)
{
    return Cmd_limit(ev->c, "%s, %s: %zu positions in the table (%zu MB), %zu games in "
                     "the store (%zu MB)", Cmd_interrupted(ev->c) ? "the search stopped"
                     : Cmd_limit_name(Position_eval_status(ev->e)), what,
                     Position_eval_count(ev->e), Position_eval_bytes(ev->e) >> 20,
                     Game_store_count(), Game_store_bytes() >> 20);
}
#line 292 "noweb/cmd/rulecmd.nw"
typedef struct Rule_State {
    bool stops, thermo, outcome, tikz, stats, options, period, solve, by_search, moves, times;
    size_t *ncomp;              /* positions in each item: 1, or k for a sum of k */
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
    const Position_Ruleset *rs = Cmd_ruleset(c);
    if (!rs->families || Cmd_origin(c))
        return;
    size_t n = Cmd_nitems(c), k = 0;
    char **text = ALLOC_ARRAY(n + 1, sizeof *text);
    size_t *where = ALLOC_ARRAY(n + 1, sizeof *where);
    for (size_t i = 0; i < n; i++) {
        bool word = family_word(rs, Cmd_item(c, i)->text);
        if (word && i + 1 < n) {
            size_t len = strlen(Cmd_item(c, i)->text) + strlen(Cmd_item(c, i + 1)->text) + 2;
            text[k] = ALLOC(len);
            snprintf(text[k], len, "%s:%s", Cmd_item(c, i)->text, Cmd_item(c, i + 1)->text);
            where[k++] = Cmd_item(c, i++)->where;
        } else {
            text[k] = STRDUP(Cmd_item(c, i)->text);
            where[k++] = Cmd_item(c, i)->where;
        }
    }
    bool from_stdin = n == 1 && family_word(rs, text[0]);
    Cmd_clear_items(c);
    
#line 342 "noweb/cmd/rulecmd.nw"
if (from_stdin) {
    Cmd_read_items(c, Cmd_in(c), "<stdin>");
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        size_t len = strlen(text[0]) + strlen(Cmd_item(c, i)->text) + 2;
        char *t = ALLOC(len);
        snprintf(t, len, "%s:%s", text[0], Cmd_item(c, i)->text);
        Cmd_set_item_text(c, i, t);
        FREE(t);
    }
} else
    for (size_t i = 0; i < k; i++)
        Cmd_add_item(c, text[i], where[i]);
#line 333 "noweb/cmd/rulecmd.nw"
    for (size_t i = 0; i < k; i++)
        FREE(text[i]);
    FREE(text);
    FREE(where);
}
#line 361 "noweb/cmd/rulecmd.nw"
static int family_members(Cmd *c, Position_List *pos)
{
    Rule_State *st = Cmd_state(c);
    const Position_Ruleset *rs = Cmd_ruleset(c);
    const char *blank = Cmd_argc(c) == 1 ? strrchr(Cmd_argv(c, 0), ' ') : NULL;
    if (Cmd_argc(c) != 1 || !family_word(rs, blank ? blank + 1 : Cmd_argv(c, 0)))
        return Cmd_usage(c, "--upto: expected one family, as in --upto 20 path");
    const char *fam = Cmd_argv(c, 0);
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

#line 429 "noweb/cmd/rulecmd.nw"
static bool parse_sum(const Position_Ruleset *rs, const char *text, Position_List *pos,
                      size_t *k, Perr_T *e)
{
    size_t n0 = pos->n, c0 = pos->count;
    *k = 1;
    if (rs->parse(rs->param, text, pos, e))
        return true;
    pos->n = n0;
    pos->count = c0;
    if (!strstr(text, " + "))
        return false;
    *k = 0;
    for (const char *p = text;;) {
        const char *sep = strstr(p, " + ");
        size_t n = sep ? (size_t)(sep - p) : strlen(p);
        char *part = ALLOC(n + 1);
        memcpy(part, p, n);
        part[n] = 0;
        bool ok = rs->parse(rs->param, part, pos, e);
        FREE(part);
        if (!ok) {
            if (e->column)
                e->column += (size_t)(p - text);
            pos->n = n0;
            pos->count = c0;
            return false;
        }
        (*k)++;
        if (!sep)
            return true;
        p = sep + 3;
    }
}

#line 392 "noweb/cmd/rulecmd.nw"
static int parse_positions(Cmd *c, Position_List *pos)
{
    const Position_Ruleset *rs = Cmd_ruleset(c);
    Rule_State *st = Cmd_state(c);
    st->ncomp = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *st->ncomp);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        Perr_T e;
        int rc;
        if (parse_sum(rs, Cmd_item(c, i)->text, pos, &st->ncomp[i], &e))
            continue;
        if ((rc = Cmd_drop_item(c, i, &e)) != CMD_OK)
            return rc;
        i--;                            /* --keep-going: the next item is now i */
    }
    return Cmd_require_items(c);        /* none at all; (all bad: reported already) */
}
#line 487 "noweb/cmd/rulecmd.nw"
enum { K_STOPS = 's', K_THERMO = 't', K_OUTCOME = 'o', K_TIKZ = CMD_KEY, K_GRAPH,
       K_UPTO, K_OCTAL, K_RSTATS = CMD_KEY + 20, K_OPTIONS, K_PERIOD, K_SOLVE, K_THREADS,
       K_BY_SEARCH, K_MOVES, K_IMPARTIAL, K_TIMES };

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
    { "moves", K_MOVES, NULL, "print each position's moves instead: a row for the\n"
      "position (side =), then one for each option of each\nplayer, its value, outcome "
      "and whether it wins for\nthe mover (yes or no; in a sum, hot for Hotstrat's\n"
      "move when none wins); in a sum A + B, the component\nmoved in" },
    { "impartial", K_IMPARTIAL, NULL, "play the impartial twin: either player may make\n"
      "any move of either player (Domineering's twin is\nCram); prints nim-values" },
    { "upto", K_UPTO, "N", "the members FAMILY:0 .. FAMILY:N of one family" },
    { "octal", K_OCTAL, "CODE[+K]", "with --upto: a column with G(n+K) of the octal\n"
      "game CODE, and whether all agree" },
    { "period", K_PERIOD, NULL, "with --upto: print the apparent period of the\n"
      "nim-values instead (seen twice, not proved)" },
    { "stats", K_RSTATS, NULL, "say on standard error how many positions were\n"
      "searched and kept, and how many games made" },
    { "times", K_TIMES, NULL, "say on standard error the time each item took, its\n"
      "start-up aside (as MCGS reports its solve times),\nand with --solve its outcome" },
    { "threads", K_THREADS, "N", "search each value with N threads sharing one table\n"
      "and game store (default 1; the values are the same)" },
    { NULL, 0, NULL, NULL }
};

static bool rule_offers(const Position_Ruleset *rs, int key)
{
    switch (key) {
    case K_TIKZ: return rs->drawing != NULL;
    case K_UPTO: return rs->families != NULL;
    case K_OCTAL: case K_PERIOD: return rs->families && (rs->flags & POSITION_IMPARTIAL);
    case K_THREADS: return !(rs->flags & POSITION_IMPARTIAL);
    case K_IMPARTIAL: return Twin_offered(rs);
    default: return true;
    }
}

static void rule_init(Cmd *c)
{
    ((Rule_State *)Cmd_state(c))->upto = -1;
    ((Rule_State *)Cmd_state(c))->threads = 1;
}

static int rule_option(Cmd *c, int key, const char *arg)
{
    Rule_State *st = Cmd_state(c);
    switch (key) {
    case K_STOPS: st->stops = true; break;
    case K_THERMO: st->thermo = true; break;
    case K_OUTCOME: st->outcome = true; break;
    case K_TIKZ: st->tikz = true; break;
    case K_RSTATS: st->stats = true; break;
    case K_TIMES: st->times = true; break;
    case K_PERIOD: st->period = true; break;
    case K_OPTIONS: st->options = true; break;
    case K_MOVES: st->moves = true; break;
    case K_SOLVE: st->solve = true; break;
    case K_BY_SEARCH: st->by_search = true; break;
    case K_IMPARTIAL: Cmd_set_ruleset(c, Twin_of(Cmd_ruleset(c))); break;
    case K_GRAPH: return Rulecmd_thermograph_form(c, arg, &st->thermograph);
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
#line 585 "noweb/cmd/rulecmd.nw"
static int print_values(Cmd *c, const Game_T *v, Emit_Table **t, Position_List *one);
static int print_upto(Cmd *c, const Game_T *v, Emit_Table **t);
static int render(Cmd *c, const Game_T *v);
static int print_period(Cmd *c, const Game_T *v);
static void print_pictures(Cmd *c, const Position_List *pos);
static int print_options(Cmd *c, const Position_List *pos);
static int print_moves(Cmd *c, const Position_List *pos);
static int solve_positions(Cmd *c, const Position_List *pos);
static int value_by_search(Cmd *c, Rulecmd_Eval *ev, const uint64_t *p, size_t len, size_t i,
                           Game_T *v);
static int value_impartial(Cmd *c, Rulecmd_Eval *ev, const uint64_t *p, size_t len, size_t i,
                           Game_T *v);

static int rule_run_parsed(Cmd *c, Position_List *pos, int rc);

static int rule_run(Cmd *c)
{
    Rule_State *st = Cmd_state(c);
    Position_List pos = { 0 };
    int rc;
    if (st->upto >= 0)
        rc = family_members(c, &pos);
    else {
        join_families(c);
        rc = parse_positions(c, &pos);
    }
    bool sum = false;
    if (!st->ncomp) {                   /* --upto: one position an item */
        st->ncomp = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *st->ncomp);
        for (size_t i = 0; i < Cmd_nitems(c); i++)
            st->ncomp[i] = 1;
    }
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        sum = sum || st->ncomp[i] > 1;
    bool alone = st->solve || st->options || st->by_search || st->tikz
                 || st->thermograph || st->upto >= 0;
    if (rc == CMD_OK && st->moves && alone)
        rc = Cmd_usage(c, "--moves prints the moves and who wins by them: it goes with "
                       "no --solve, --options, --by-search, --tikz, --thermograph or "
                       "--upto");
    if (rc == CMD_OK && st->times && (st->options || st->tikz || st->moves || st->upto >= 0))
        rc = Cmd_usage(c, "--times says how long each item's value or outcome took: it goes "
                       "with no --options, --tikz, --moves or --upto");
    if (rc == CMD_OK && sum && (st->options || st->tikz))
        rc = Cmd_usage(c, "a sum of positions (A + B) has a value, an outcome and "
                       "moves: it goes with no --options or --tikz");
    rc = rule_run_parsed(c, &pos, rc);
    Position_list_free(&pos);
    FREE(st->ncomp);
    return rc;
}

/* the command after parsing; pos is freed by the caller */
static int rule_run_parsed(Cmd *c, Position_List *pos, int rc)
{
    Rule_State *st = Cmd_state(c);
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
    if (rc == CMD_OK && st->solve)
        return solve_positions(c, pos);
    if (rc == CMD_OK && st->tikz) {
        print_pictures(c, pos);
        return CMD_OK;
    }
    if (rc == CMD_OK && st->options)
        return print_options(c, pos);
    if (rc == CMD_OK && st->moves)
        return print_moves(c, pos);
    Game_T *v = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *v);
    Rulecmd_Eval ev = { c, NULL };
    if (rc == CMD_OK && (rc = Rulecmd_eval_open(c, &ev)) == CMD_OK) {
        Position_eval_set_threads(ev.e, (int)st->threads);
        size_t o = 0;
        for (size_t i = 0; i < Cmd_nitems(c) && rc == CMD_OK; i++) {
            struct timespec t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            v[i] = Game_zero();
            for (size_t j = 0; j < st->ncomp[i] && rc == CMD_OK; j++) {
                const uint64_t *p = pos->w + o + 1;
                size_t len = POSITION_LEN(pos->w[o]);
                Game_T g;
                o += 1 + len;
                if (st->by_search)
                    rc = value_by_search(c, &ev, p, len, i, &g);
                else if (Cmd_ruleset(c)->flags & POSITION_IMPARTIAL)
                    rc = value_impartial(c, &ev, p, len, i, &g);
                else if (Position_value(ev.e, p, len, &g) != GAME_DONE) {
                    char what[200];
                    snprintf(what, sizeof what, "on %s %zu of %zu (%.60s)",
                             Cmd_command(c)->items, i + 1, Cmd_nitems(c),
                             Cmd_item(c, i)->text);
                    rc = Rulecmd_eval_limit(&ev, what);
                } else
                    Rulecmd_check_value(c, g, Cmd_item(c, i)->text);
                if (rc == CMD_OK)
                    v[i] = st->ncomp[i] == 1 ? g : Game_add(v[i], g);
            }
            clock_gettime(CLOCK_MONOTONIC, &t1);
            if (st->times && rc == CMD_OK)
                fprintf(Cmd_err(c), "cgtk %s: %s %zu (%.40s): valued in %.3f ms\n",
                        Cmd_name(c), Cmd_command(c)->items, i + 1, Cmd_item(c, i)->text,
                        (double)(t1.tv_sec - t0.tv_sec) * 1e3
                        + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
        }
    }
    if (ev.solve && Cmd_table_path(c))
        Solve_keep(ev.solve);
    Solve_free(&ev.solve);
    if (ev.e && st->stats && rc == CMD_OK)
        fprintf(Cmd_err(c), "cgtk %s: %zu positions searched, %zu in the table (%zu MB), %zu "
                "games in the store (%zu MB)\n", Cmd_name(c), Position_eval_searched(ev.e),
                Position_eval_count(ev.e), Position_eval_bytes(ev.e) >> 20,
                Game_store_count(), Game_store_bytes() >> 20);
    if (ev.e)
        rc = Rulecmd_eval_close(&ev, rc);
    if (rc == CMD_OK)
        rc = render(c, v);
    FREE(v);
    return rc;
}
#line 762 "noweb/cmd/rulecmd.nw"
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
    Rule_State *st = Cmd_state(r->c);
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
#line 795 "noweb/cmd/rulecmd.nw"
static void put_value(Cmd *c, Emit_Table *t, Game_T g)
{
    if (Cmd_ruleset(c)->flags & POSITION_IMPARTIAL)
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
    Rule_State *st = Cmd_state(c);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        char *s = Cmd_ruleset(c)->flags & POSITION_IMPARTIAL ? NULL : Notation_str(v[i]);
        if (s)
            fputs(s, Cmd_out(c));
        else
            fprintf(Cmd_out(c), "%u", Game_nimber_value(v[i]));
        FREE(s);
        if (st->stops) {
            Dyadic_T l = Game_left_stop(v[i]), r = Game_right_stop(v[i]);
            char *a = Dyadic_str(l), *b = Dyadic_str(r);
            fprintf(Cmd_out(c), "\tstops %s %s", a, b);
            FREE(a); FREE(b); Dyadic_clear(&l); Dyadic_clear(&r);
        }
        if (st->thermo) {
            Dyadic_T m = Thermo_mean(v[i]), t = Thermo_temperature(v[i]);
            char *a = Dyadic_str(m), *b = Dyadic_str(t);
            fprintf(Cmd_out(c), "\tmean %s temperature %s", a, b);
            FREE(a); FREE(b); Dyadic_clear(&m); Dyadic_clear(&t);
        }
        if (st->outcome)
            fprintf(Cmd_out(c), "\toutcome %s", outcome_of(v[i]));
        if (Cmd_verify_path(c))
            fprintf(Cmd_out(c), "\t%s", Cmd_agree(c, i, v[i]));
        fputc('\n', Cmd_out(c));
    }
}
#line 853 "noweb/cmd/rulecmd.nw"
enum { PICTURE_MAX = 40, POWER_WORD = 8, POWER_COVER = 6 };

/* the cell of a position: in LaTeX its text with repetitions as powers, else
   the text itself */
static void position_cell(Emit_Table *t, Emit_Format fmt, const char *s)
{
    if (fmt != EMIT_LATEX) {
        Emit_text(t, s);
        return;
    }
    char *buf = NULL;
    size_t len = 0, n = strlen(s), lit = 0;     /* lit: letters not yet written */
    FILE *m = open_memstream(&buf, &len);
    if (!m)
        Mem_failed(0, __FILE__, __LINE__);      /* reports and exits */
    for (size_t i = 0; i <= n;) {
        size_t best_w = 0, best_r = 0;
        for (size_t w = 1; w <= POWER_WORD && i + 2 * w <= n; w++) {
            size_t r = 1;
            while (i + (r + 1) * w <= n && memcmp(s + i, s + i + r * w, w) == 0)
                r++;
            if (r >= 2 && r * w >= POWER_COVER && r * w > best_r * best_w)
                best_w = w, best_r = r;
        }
        if (best_r == 0 && i < n) {
            lit++, i++;
            continue;
        }
        if (lit) {
            char *text = ALLOC(lit + 1);
            memcpy(text, s + i - lit, lit);
            text[lit] = '\0';
            fputs("\\texttt{", m);
            Emit_latex_escape(m, text);
            fputc('}', m);
            FREE(text);
            lit = 0;
        }
        if (i == n)
            break;
        char *word = ALLOC(best_w + 1);
        memcpy(word, s + i, best_w);
        word[best_w] = '\0';
        fputs(best_w > 1 ? "(\\texttt{" : "\\texttt{", m);
        Emit_latex_escape(m, word);
        fprintf(m, best_w > 1 ? "})$^{%zu}$" : "}$^{%zu}$", best_r);
        FREE(word);
        i += best_w * best_r;
    }
    if (fclose(m) != 0 || !buf)
        Mem_failed(0, __FILE__, __LINE__);
    Emit_cell(t, s, buf);
    free(buf);
}
#line 915 "noweb/cmd/rulecmd.nw"
static int print_values(Cmd *c, const Game_T *v, Emit_Table **tp, Position_List *one)
{
    Rule_State *st = Cmd_state(c);
    if (st->thermograph) {
        for (size_t i = 0; i < Cmd_nitems(c); i++)
            Rulecmd_put_thermograph(c, v[i], st->thermograph, Cmd_item(c, i)->text);
        return CMD_OK;
    }
    if (Cmd_emit_format(c) == EMIT_PLAIN && !Cmd_decimal(c)) {  /* --decimal: the table */
        print_plain(c, v);
        return CMD_OK;
    }
    const Position_Ruleset *rs = Cmd_ruleset(c);
    bool impartial = rs->flags & POSITION_IMPARTIAL;
    bool pictures = Cmd_emit_format(c) == EMIT_LATEX && rs->drawing, lng = Cmd_nitems(c) > 12;
    bool numbers = true;                /* short values: no wrapping column needed */
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        numbers = numbers && Game_is_number(v[i]);
        pictures = pictures && strlen(Cmd_item(c, i)->text) <= PICTURE_MAX;
    }
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
    if (Cmd_verify_path(c)) {
        col[n++] = (Emit_Column){ "stated", "Stated",
                                  ">{\\raggedright\\arraybackslash}p{0.14\\linewidth}" };
        col[n++] = (Emit_Column){ "agree", "Agree", "c" };
        col[n++] = (Emit_Column){ "source", "Source",
                                  ">{\\raggedright\\arraybackslash}p{0.22\\linewidth}" };
    }
    Emit_Table *t = *tp = Cmd_table(c, col, n);
    if (lng)
        Emit_long(t);
    
#line 973 "noweb/cmd/rulecmd.nw"
for (size_t i = 0; i < Cmd_nitems(c); i++) {
    if (pictures) {
        Perr_T e;
        Position_list_clear(one);
        rs->parse(rs->param, Cmd_item(c, i)->text, one, &e);
        char *pic = rs->drawing->tikz(rs->param, one->w + 1, POSITION_LEN(one->w[0]),
                                      lng ? 0.15 : 0.22);
        Emit_cell(t, "", pic);
        FREE(pic);
    }
    position_cell(t, Cmd_emit_format(c), Cmd_item(c, i)->text);
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
    if (Cmd_verify_path(c)) {
        Emit_text(t, Cmd_item(c, i)->stated);
        Emit_words(t, Cmd_agree(c, i, v[i]));
        Emit_words(t, Cmd_item(c, i)->source);
    }
}
#line 962 "noweb/cmd/rulecmd.nw"
    Emit_table_free(tp);
    return CMD_OK;
}
#line 1032 "noweb/cmd/rulecmd.nw"
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
    const char *s = Cmd_item(c, i)->stated;
    if (!s[0])
        return "-";
    bool listed = true, found = false;
    const char *one;
    size_t n;
    for (const char *p = s; Cmd_choice(&p, &one, &n);) {
        int k = outcome_named(one, n);
        listed = listed && k >= 0;
        found = found || k == (int)o;
    }
    if (listed)
        return found ? "yes" : "no";
    Game_T g;
    Perr_T e;
    return Notation_parse(s, &g, &e) && Game_outcome(g) == o ? "yes" : "no";
}

/* a limit or a signal stopped the solver on item i */
static int solve_limit(Cmd *c, Solve *s, Position_Eval *e, size_t i)
{
    return Cmd_limit(c, "%s, on %s %zu of %zu (%.60s): %zu states decided, %zu positions in "
                     "the table, %zu games in the store (%zu MB)",
                     Cmd_interrupted(c) ? "the search stopped"
                                        : Cmd_limit_name(Solve_status(s)),
                     Cmd_command(c)->items, i + 1, Cmd_nitems(c), Cmd_item(c, i)->text,
                     Solve_count(s),
                     Position_eval_count(e), Game_store_count(), Game_store_bytes() >> 20);
}

#line 1161 "noweb/cmd/rulecmd.nw"
static int solve_item(Cmd *c, Solve *s, Rulecmd_Eval *ev, const Position_List *pos,
                      size_t *p, size_t i, Game_Outcome *o)
{
    size_t k = ((Rule_State *)Cmd_state(c))->ncomp[i], big = *p, q = *p;
    for (size_t j = 0; j < k; j++, q += 1 + POSITION_LEN(pos->w[q]))
        if (POSITION_LEN(pos->w[q]) > POSITION_LEN(pos->w[big]))
            big = q;
    size_t start = *p;
    *p = q;
    if (k == 1)
        return Solve_outcome(s, pos->w + big + 1, POSITION_LEN(pos->w[big]), o)
               == GAME_DONE ? CMD_OK : solve_limit(c, s, ev->e, i);
    Game_T g = Game_zero(), v;
    q = start;
    for (size_t j = 0; j < k; j++, q += 1 + POSITION_LEN(pos->w[q]))
        if (q != big) {
            if (Position_value(ev->e, pos->w + q + 1, POSITION_LEN(pos->w[q]), &v)
                != GAME_DONE) {
                char what[200];
                snprintf(what, sizeof what, "on %s %zu of %zu (%.60s)",
                         Cmd_command(c)->items, i + 1, Cmd_nitems(c),
                         Cmd_item(c, i)->text);
                return Rulecmd_eval_limit(ev, what);
            }
            g = Game_add(g, v);
        }
    bool lw, rw;            /* Left, Right moving first wins */
    if (Solve_wins_plus(s, pos->w + big + 1, POSITION_LEN(pos->w[big]), g, 'L', &lw)
        != GAME_DONE
        || Solve_wins_plus(s, pos->w + big + 1, POSITION_LEN(pos->w[big]), g, 'R', &rw)
        != GAME_DONE)
        return solve_limit(c, s, ev->e, i);
    *o = lw ? (rw ? GAME_OUTCOME_N : GAME_OUTCOME_L)
            : rw ? GAME_OUTCOME_R : GAME_OUTCOME_P;
    return CMD_OK;
}

#line 1090 "noweb/cmd/rulecmd.nw"
static int solve_positions(Cmd *c, const Position_List *pos)
{
    Rule_State *st = Cmd_state(c);
    Game_Outcome *o = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *o);
    Rulecmd_Eval ev = { c, NULL };
    int rc = Rulecmd_eval_open(c, &ev);
    Solve *s = rc == CMD_OK ? Solve_new(ev.e) : NULL;
    if (s)
        Solve_set_progress(s, solve_progress, c);
    size_t i, p = 0;
    for (i = 0; i < Cmd_nitems(c) && rc == CMD_OK; i++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        size_t before = s ? Solve_nodes(s) : 0;
        rc = solve_item(c, s, &ev, pos, &p, i, &o[i]);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (st->times && rc == CMD_OK)
            fprintf(Cmd_err(c), "cgtk %s: %s %zu (%.40s): %s in %.3f ms, %zu states "
                    "searched\n", Cmd_name(c), Cmd_command(c)->items, i + 1,
                    Cmd_item(c, i)->text, Game_outcome_name(o[i]),
                    (double)(t1.tv_sec - t0.tv_sec) * 1e3
                    + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6,
                    Solve_nodes(s) - before);
    }
    if (s && st->stats && rc == CMD_OK)
        fprintf(Cmd_err(c), "cgtk %s: %zu states searched, %zu positions in the table, %zu "
                "games in the store (%zu MB)\n", Cmd_name(c), Solve_nodes(s),
                Position_eval_count(ev.e), Game_store_count(), Game_store_bytes() >> 20);
    if (s && Cmd_table_path(c))
        Solve_keep(s);
    Solve_free(&s);
    if (ev.e)
        rc = Rulecmd_eval_close(&ev, rc);
    if (rc == CMD_OK && Cmd_emit_format(c) == EMIT_PLAIN)
        for (i = 0; i < Cmd_nitems(c); i++)
            fprintf(Cmd_out(c), "%s%s%s\n", Game_outcome_name(o[i]),
                    Cmd_verify_path(c) ? "\t" : "",
                    Cmd_verify_path(c) ? outcome_agrees(c, i, o[i]) : "");
    else if (rc == CMD_OK) {
        Emit_Column col[5] = { { "position", "Position", "l" },
                               { "outcome", "Outcome", "c" },
                               { "stated", "Stated", "c" }, { "agree", "Agree", "c" },
                               { "source", "Source",
                                 ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" } };
        Emit_Table *t = Cmd_table(c, col, Cmd_verify_path(c) ? 5 : 2);
        if (Cmd_nitems(c) > 40)
            Emit_long(t);
        for (i = 0; i < Cmd_nitems(c); i++) {
            position_cell(t, Cmd_emit_format(c), Cmd_item(c, i)->text);
            Emit_words(t, Game_outcome_name(o[i]));
            if (Cmd_verify_path(c)) {
                Emit_words(t, Cmd_item(c, i)->stated);
                Emit_words(t, outcome_agrees(c, i, o[i]));
                Emit_words(t, Cmd_item(c, i)->source);
            }
        }
        Emit_table_free(&t);
    }
    FREE(o);
    return rc;
}
#line 1220 "noweb/cmd/rulecmd.nw"
static int value_by_search(Cmd *c, Rulecmd_Eval *ev, const uint64_t *p, size_t len, size_t i,
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
        fprintf(Cmd_err(c), "cgtk %s: %.60s: its value is none of the forms guessed from its "
                "stops (numbers, x+*, x+^, switches {a|b}); without --by-search the "
                "evaluator computes it; nothing was printed\n", Cmd_name(c),
                Cmd_item(c, i)->text);
        return CMD_LIMIT;
    }
    Rulecmd_check_value(c, *v, Cmd_item(c, i)->text);
    return CMD_OK;
}
#line 1274 "noweb/cmd/rulecmd.nw"
#define IMPARTIAL_BUDGET 2000

static size_t tighter(size_t a, size_t b)
{
    return a - 1 < b - 1 ? a : b;           /* 0 is no bound: it wraps to the largest */
}

static int value_impartial(Cmd *c, Rulecmd_Eval *ev, const uint64_t *p, size_t len, size_t i,
                           Game_T *v)
{
    Game_Limits own = Position_eval_limits(ev->e);
    if (!ev->solve) {
        ev->solve = Solve_new(ev->e);
        Solve_set_progress(ev->solve, solve_progress, c);
    }
    for (size_t b = IMPARTIAL_BUDGET;; b = b < SIZE_MAX / 16 ? 4 * b : b) {
        size_t bound = Position_eval_count(ev->e) + b;
        Game_Status st = Position_value_within(ev->e, (Game_Limits){ .max_positions = bound },
                                               p, len, v);
        if (st == GAME_DONE)
            break;
        if (st != GAME_LIMIT_POSITIONS || tighter(own.max_positions, bound) != bound) {
            char what[200];
            snprintf(what, sizeof what, "on %s %zu of %zu (%.60s)", Cmd_command(c)->items,
                     i + 1, Cmd_nitems(c), Cmd_item(c, i)->text);
            return Rulecmd_eval_limit(ev, what);
        }
        bound = Position_eval_count(ev->e) + Solve_count(ev->solve) + 16 * b;
        Game_Limits turn = own;
        turn.max_positions = tighter(own.max_positions, bound);
        Position_eval_set_limits(ev->e, turn);
        bool found;
        st = Solve_value(ev->solve, p, len, v, &found);
        Position_eval_set_limits(ev->e, own);
        if (st == GAME_DONE && found)
            break;
        if (st != GAME_LIMIT_POSITIONS || turn.max_positions != bound)
            return solve_limit(c, ev->solve, ev->e, i);
    }
    Rulecmd_check_value(c, *v, Cmd_item(c, i)->text);
    return CMD_OK;
}
#line 1360 "noweb/cmd/rulecmd.nw"
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
    uint32_t *g = ALLOC_ARRAY(Cmd_nitems(c), sizeof *g);
    long *n = ALLOC_ARRAY(Cmd_nitems(c), sizeof *n), period = 0, pre = 0;
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        g[i] = Game_nimber_value(v[i]);
        n[i] = (long)Cmd_item(c, i)->where;
    }
    bool found = apparent_period(g, n, Cmd_nitems(c), &period, &pre);
    long first = n[0], last = n[Cmd_nitems(c) - 1];
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        if (found)
            fprintf(Cmd_out(c), "apparent period %ld, preperiod %ld, in n = %ld..%ld (seen, "
                    "not proved)\n", period, pre, first, last);
        else
            fprintf(Cmd_out(c), "no apparent period in n = %ld..%ld\n", first, last);
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
#line 1413 "noweb/cmd/rulecmd.nw"
static int octal_column(Cmd *c, const char *spec, long last, uint16_t **G, long *shift,
                        char *name, size_t size)
{
    char code[80];
    const char *plus = strchr(spec, '+');
    snprintf(code, sizeof code, "%.*s", plus ? (int)(plus - spec) : (int)strlen(spec), spec);
    *shift = 0;
    if (plus && !Cmd_count(c, "--octal", plus + 1, 1000, shift))
        return CMD_USAGE;
    Octal *g;
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
    Rule_State *st = Cmd_state(c);
    bool impartial = Cmd_ruleset(c)->flags & POSITION_IMPARTIAL;
    if (st->noctal && !impartial)
        return Cmd_usage(c, "--octal: %s is not impartial", Cmd_ruleset(c)->name);
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        for (size_t i = 0; i < Cmd_nitems(c); i++) {
            char *s = impartial ? NULL : Notation_str(v[i]);
            if (s) fprintf(Cmd_out(c), "%s%s", i ? " " : "", s);
            else fprintf(Cmd_out(c), "%s%u", i ? " " : "", Game_nimber_value(v[i]));
            FREE(s);
        }
        fputc('\n', Cmd_out(c));
        return CMD_OK;
    }
    long last = (long)Cmd_item(c, Cmd_nitems(c) - 1)->where, shift[4];
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
        for (size_t i = 0; i < Cmd_nitems(c); i++) {
            long m = (long)Cmd_item(c, i)->where;
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
#line 1509 "noweb/cmd/rulecmd.nw"
static int print_options(Cmd *c, const Position_List *pos)
{
    static const Emit_Column cols[] = {
        { "position", "Position", "l" }, { "side", "Side", "c" },
        { "option", "Option", ">{\\raggedright\\arraybackslash}p{0.4\\linewidth}" },
        { "value", "Value", ">{\\raggedright\\arraybackslash}p{0.25\\linewidth}", true }
    };
    const Position_Ruleset *rs = Cmd_ruleset(c);
    Rulecmd_Eval ev = { c, NULL };
    int rc = Rulecmd_eval_open(c, &ev);
    Position_List opt = { 0 }, rows = { 0 };   /* rows: (item, side) of each option */
    Game_T *v = NULL;
    size_t nv = 0, cap = 0, i = 0;
    for (size_t o = 0; o < pos->n && rc == CMD_OK; o += 1 + POSITION_LEN(pos->w[o]), i++) {
        const uint64_t *p = pos->w + o + 1;
        size_t len = POSITION_LEN(pos->w[o]);
        
#line 1555 "noweb/cmd/rulecmd.nw"
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
        snprintf(what, sizeof what, "on an option of %s %zu (%.60s)", Cmd_command(c)->items,
                 i + 1, Cmd_item(c, i)->text);
        rc = Rulecmd_eval_limit(&ev, what);
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
#line 1526 "noweb/cmd/rulecmd.nw"
    }
    if (ev.e)
        rc = Rulecmd_eval_close(&ev, rc);
    if (rc == CMD_OK) {
        bool one = Cmd_emit_format(c) == EMIT_LATEX && Cmd_nitems(c) == 1;  /* LaTeX, one */
        Emit_Table *t = Cmd_table(c, cols + one, 4 - one);   /* position: no column */
        size_t k = 0;
        for (size_t o = 0; o < opt.n; o += 1 + POSITION_LEN(opt.w[o]), k++) {
            char *text = rs->print(rs->param, opt.w + o + 1, POSITION_LEN(opt.w[o]));
            char side[2] = { (char)rows.w[3 * k + 2], 0 };   /* records: header, i, side */
            if (!one)
                Emit_text(t, Cmd_item(c, rows.w[3 * k + 1])->text);
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
#line 1634 "noweb/cmd/rulecmd.nw"
typedef struct Move_Row {
    size_t item, comp;          /* comp: 0 for the position's own row, else 1.. */
    char side;                  /* '=', 'L' or 'R' */
    char *text;                 /* the position after the move */
    Game_T v;                   /* its value */
    Game_T ov;                  /* the value of the component's option */
    bool hot;                   /* Hotstrat's move, when none of the player's wins */
} Move_Row;

/* the components' printed forms joined by " + ", component j replaced by alt */
static char *sum_text(const Position_Ruleset *rs, const Position_List *pos, size_t o,
                      size_t k, size_t j, const char *alt)
{
    size_t n = 0, cap = 0;
    char *s = NULL;
    for (size_t q = 0; q < k; q++, o += 1 + POSITION_LEN(pos->w[o])) {
        char *t = q == j && alt ? STRDUP(alt)
                  : rs->print(rs->param, pos->w + o + 1, POSITION_LEN(pos->w[o]));
        size_t m = strlen(t);
        GROW(s, cap, n + m + 4);
        if (q)
            memcpy(s + n, " + ", 3), n += 3;
        memcpy(s + n, t, m + 1);
        n += m;
        FREE(t);
    }
    return s;
}

static bool move_wins(const Position_Ruleset *rs, char side, Game_T v)
{
    Game_Outcome o = Game_outcome(v);
    if (rs->flags & POSITION_IMPARTIAL)
        return o == GAME_OUTCOME_P;
    return o == GAME_OUTCOME_P || o == (side == 'L' ? GAME_OUTCOME_L : GAME_OUTCOME_R);
}

static int list_moves(Cmd *c, Rulecmd_Eval *ev, const Position_List *pos, size_t o,
                      size_t i, Move_Row **rows, size_t *nrows, size_t *cap);
static void mark_hot(const Position_Ruleset *rs, Move_Row *row, size_t n,
                     const Game_T *cv, char side);

static int print_moves(Cmd *c, const Position_List *pos)
{
    Rule_State *st = Cmd_state(c);
    const Position_Ruleset *rs = Cmd_ruleset(c);
    bool sums = false, one = Cmd_emit_format(c) == EMIT_LATEX && Cmd_nitems(c) == 1;
    for (size_t i = 0; i < Cmd_nitems(c); i++)
        sums = sums || st->ncomp[i] > 1;
    Move_Row *rows = NULL;
    size_t nrows = 0, cap = 0, o = 0;
    Rulecmd_Eval ev = { c, NULL };
    int rc = Rulecmd_eval_open(c, &ev);
    for (size_t i = 0; i < Cmd_nitems(c) && rc == CMD_OK; i++) {
        rc = list_moves(c, &ev, pos, o, i, &rows, &nrows, &cap);
        for (size_t j = 0; j < st->ncomp[i]; j++)
            o += 1 + POSITION_LEN(pos->w[o]);
    }
    if (ev.e)
        rc = Rulecmd_eval_close(&ev, rc);
    if (rc == CMD_OK) {
        Emit_Column col[7];
        size_t n = 0;
        if (!one) col[n++] = (Emit_Column){ "position", "Position", "l" };
        col[n++] = (Emit_Column){ "side", "Side", "c" };
        if (sums) col[n++] = (Emit_Column){ "component", "Component", "r" };
        col[n++] = (Emit_Column){ "option", "Option",
                                  ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}" };
        col[n++] = (Emit_Column){ "value", "Value",
                                  ">{\\raggedright\\arraybackslash}p{0.25\\linewidth}",
                                  true };
        col[n++] = (Emit_Column){ "outcome", "Outcome", "c" };
        col[n++] = (Emit_Column){ "winning", "Winning", "c" };
        Emit_Table *t = Cmd_table(c, col, n);
        if (nrows > 40)
            Emit_long(t);
        for (size_t k = 0; k < nrows; k++) {
            Move_Row *r = &rows[k];
            char side[2] = { r->side, 0 };
            if (!one)
                Emit_text(t, Cmd_item(c, r->item)->text);
            Emit_cell(t, side, side);
            if (sums && r->comp)
                Emit_uint(t, r->comp);
            else if (sums)
                Emit_text(t, "");
            Emit_text(t, r->text);
            Emit_game(t, r->v);
            Emit_words(t, Game_outcome_name(Game_outcome(r->v)));
            Emit_words(t, r->side == '=' ? "" : move_wins(rs, r->side, r->v) ? "yes"
                          : r->hot ? "hot" : "no");
        }
        Emit_table_free(&t);
    }
    for (size_t k = 0; k < nrows; k++)
        FREE(rows[k].text);
    FREE(rows);
    return rc;
}
#line 1739 "noweb/cmd/rulecmd.nw"
static int list_moves(Cmd *c, Rulecmd_Eval *ev, const Position_List *pos, size_t o,
                      size_t i, Move_Row **rows, size_t *nrows, size_t *cap)
{
    Rule_State *st = Cmd_state(c);
    const Position_Ruleset *rs = Cmd_ruleset(c);
    size_t k = st->ncomp[i], start = *nrows;
    Game_T *cv = ALLOC_ARRAY(k, sizeof *cv), total = Game_zero();
    char what[200];
    snprintf(what, sizeof what, "on %s %zu (%.60s)", Cmd_command(c)->items, i + 1,
             Cmd_item(c, i)->text);
    int rc = CMD_OK;
    size_t q = o;
    for (size_t j = 0; j < k && rc == CMD_OK; j++, q += 1 + POSITION_LEN(pos->w[q]))
        if (Position_value(ev->e, pos->w + q + 1, POSITION_LEN(pos->w[q]), &cv[j])
            != GAME_DONE)
            rc = Rulecmd_eval_limit(ev, what);
        else
            total = j ? Game_add(total, cv[j]) : cv[j];
    if (rc == CMD_OK) {
        GROW(*rows, *cap, *nrows + 1);
        (*rows)[(*nrows)++] = (Move_Row){ i, 0, '=', sum_text(rs, pos, o, k, k, NULL),
                                          total, total, false };
    }
    const char *sides = rs->flags & POSITION_IMPARTIAL ? "L" : "LR";
    q = o;
    for (size_t j = 0; j < k && rc == CMD_OK; j++, q += 1 + POSITION_LEN(pos->w[q])) {
        Game_T others = Game_add(total, Game_neg(cv[j]));
        for (const char *sd = sides; *sd && rc == CMD_OK; sd++) {
            
#line 1778 "noweb/cmd/rulecmd.nw"
Position_List mine = { 0 };
rs->options(rs->param, pos->w + q + 1, POSITION_LEN(pos->w[q]), *sd, &mine);
size_t first = *nrows;
for (size_t m = 0; m < mine.n && rc == CMD_OK; m += 1 + POSITION_LEN(mine.w[m])) {
    char *text = rs->print(rs->param, mine.w + m + 1, POSITION_LEN(mine.w[m]));
    char *whole = k == 1 ? text : sum_text(rs, pos, o, k, j, text);
    if (whole != text)
        FREE(text);
    bool dup = false;
    for (size_t r = first; r < *nrows && !dup; r++)
        dup = strcmp((*rows)[r].text, whole) == 0;
    Game_T ov;
    if (dup) {
        FREE(whole);
        continue;
    }
    if (Position_value(ev->e, mine.w + m + 1, POSITION_LEN(mine.w[m]), &ov)
        != GAME_DONE) {
        FREE(whole);
        rc = Rulecmd_eval_limit(ev, what);
        break;
    }
    GROW(*rows, *cap, *nrows + 1);
    (*rows)[(*nrows)++] = (Move_Row){ i, j + 1, *sd, whole,
                                      k == 1 ? ov : Game_add(others, ov), ov, false };
}
Position_list_free(&mine);
#line 1768 "noweb/cmd/rulecmd.nw"
        }
    }
    for (const char *sd = sides; *sd && rc == CMD_OK && k > 1; sd++)
        mark_hot(rs, *rows + start, *nrows - start, cv, *sd);
    FREE(cv);
    return rc;
}
#line 1822 "noweb/cmd/rulecmd.nw"
/* the mover's stop of the component's option: R(H^L) for Left, -L(H^R) for Right */
static Dyadic_T hot_stop(const Move_Row *r)
{
    if (r->side == 'R') {
        Dyadic_T l = Game_left_stop(r->ov), m = Dyadic_neg(l);
        Dyadic_clear(&l);
        return m;
    }
    return Game_right_stop(r->ov);
}

static void mark_hot(const Position_Ruleset *rs, Move_Row *row, size_t n,
                     const Game_T *cv, char side)
{
    size_t hot = 0;                     /* the hottest component with a move, from 1 */
    Dyadic_T best = { 0 };
    for (size_t r = 0; r < n; r++) {
        if (row[r].side != side)
            continue;
        if (move_wins(rs, side, row[r].v)) {
            Dyadic_clear(&best);
            return;
        }
        Dyadic_T t = Thermo_temperature(cv[row[r].comp - 1]);
        if (!hot || Dyadic_cmp(t, best) > 0) {
            Dyadic_clear(&best);
            best = t;
            hot = row[r].comp;
        } else
            Dyadic_clear(&t);
    }
    Dyadic_clear(&best);
    bool any = false;
    for (size_t r = 0; r < n; r++) {    /* the best stop for the mover in it */
        if (row[r].side != side || row[r].comp != hot)
            continue;
        Dyadic_T x = hot_stop(&row[r]);
        if (!any || Dyadic_cmp(x, best) > 0) {
            Dyadic_clear(&best);
            best = x;
            any = true;
        } else
            Dyadic_clear(&x);
    }
    for (size_t r = 0; r < n && any; r++)
        if (row[r].side == side && row[r].comp == hot) {
            Dyadic_T x = hot_stop(&row[r]);
            row[r].hot = Dyadic_cmp(x, best) == 0;
            Dyadic_clear(&x);
        }
    Dyadic_clear(&best);
}
#line 1879 "noweb/cmd/rulecmd.nw"
static void print_pictures(Cmd *c, const Position_List *pos)
{
    for (size_t o = 0; o < pos->n; o += 1 + POSITION_LEN(pos->w[o])) {
        const Position_Ruleset *rs = Cmd_ruleset(c);
        char *pic = rs->drawing->tikz(rs->param, pos->w + o + 1, POSITION_LEN(pos->w[o]),
                                      0.4);
        fprintf(Cmd_out(c), "%s\n", pic);
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
        "they have in common is searched once.  A sum of positions, 'A + B' (a plus\n"
        "with a space on each side), is valued as the sum of their values, when the\n"
        "ruleset does not read the whole as one position (Cutcake and Contorted\n"
        "fractions do); --solve decides its outcome, --moves says which component\n"
        "to play in."
};
