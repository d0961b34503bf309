/* Generated from noweb/cmd/gamecmd.nw by notangle: edit the .nw, not this file. */
#line 37 "noweb/cmd/gamecmd.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simplest.h"
#include "cmdkit.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "emit.h"
#include "game.h"
#include "gamecmd.h"
#include "mem.h"
#include "methods.h"
#include "notation.h"
#include "parser.h"
#include "mixed.h"
#include "registry.h"
#include "solve.h"
#include "thermo.h"

#line 100 "noweb/cmd/gamecmd.nw"
enum { F_START, F_NUMBER, F_UPS, F_OPERAND };   /* what the last token was */

/* A count (digits, after spaces) at s[*i]: its digits in *n and true, past it */
static bool count_at(const char *s, size_t *i, const char **n, int *len)
{
    size_t j = *i;
    while (s[j] == ' ' || s[j] == '\t')
        j++;
    if (s[j] < '0' || s[j] > '9')
        return false;
    *n = s + j;
    while (s[j] >= '0' && s[j] <= '9')
        j++;
    *len = (int)(s + j - *n);
    *i = j;
    return true;
}

static bool can_start_operand(const char *s, size_t i)
{
    while (s[i] == ' ' || s[i] == '\t')
        i++;
    return (s[i] >= '0' && s[i] <= '9') || strchr("^v*({'-+TM", s[i]) != NULL;
}

#line 223 "noweb/cmd/gamecmd.nw"
static void write_arrows(FILE *out, const char *s, size_t *i)
{
    char a = s[*i];
    size_t k = 0;
    const char *n;
    int len;
    while (s[*i] == a)
        k++, ++*i;
    char b = s[*i], close = b == '<' ? '>' : ']';
    bool exponent = k == 1 && (b == '<' || b == '[');
    size_t d = *i + 1;
    while (exponent && s[d] >= '0' && s[d] <= '9')
        d++;
    if (exponent && d > *i + 1 && s[d] == close) {
        fprintf(out, "\\cgt%s%s{%.*s}", a == '^' ? "up" : "down",
                b == '<' ? "n" : "to", (int)(d - *i - 1), s + *i + 1);
        *i = d + 1;
    } else if (k == 1 && count_at(s, i, &n, &len))
        fprintf(out, a == '^' ? "\\cgtups{%.*s}" : "\\cgtdowns{%.*s}", len, n);
    else if (k == 1)
        fputs(a == '^' ? "\\cgtup" : "\\cgtdown", out);
    else
        fprintf(out, a == '^' ? "\\cgtups{%zu}" : "\\cgtdowns{%zu}", k);
}
#line 253 "noweb/cmd/gamecmd.nw"
static int write_star(FILE *out, const char *s, size_t *i, int prev)
{
    size_t j = *i + 1;
    const char *n;
    int len;
    bool count = count_at(s, &j, &n, &len);
    bool star = prev == F_START || prev == F_UPS
                || (prev == F_NUMBER && (count || !can_start_operand(s, *i + 1)));
    if (!star) {
        fputs("\\cdot ", out);
        ++*i;
        return F_START;
    }
    if (count) {
        fprintf(out, "\\cgtnim{%.*s}", len, n);
        *i = j;
    } else {
        fputs("\\cgtstar", out);
        ++*i;
    }
    return F_OPERAND;
}

#line 128 "noweb/cmd/gamecmd.nw"
char *Gamecmd_form_latex(const char *s)
{
    assert(s);
    char *buf = NULL;
    size_t len = 0, i = 0, depth = 0;
    char open[64];                      /* ')' closes: 'p' a parenthesis, 't' Tiny */
    int prev = F_START;
    bool ok = true;
    FILE *out = open_memstream(&buf, &len);
    assert(out);
    fputc('$', out);
    while (ok && s[i]) {
        char ch = s[i];
        if (ch == ' ' || ch == '\t' || ch == '\'') {
            i++;
        } else if (ch >= '0' && ch <= '9') {
            
#line 205 "noweb/cmd/gamecmd.nw"
Dyadic_T x;
size_t n = Dyadic_scan(s + i, &x, NULL);
if (n == 0) {
    ok = false;
} else {
    char *tex = Dyadic_latex(x);
    fputs(tex, out);
    free(tex);
    Dyadic_clear(&x);
    i += n;
    prev = F_NUMBER;
}
#line 145 "noweb/cmd/gamecmd.nw"
        } else if (ch == '^' || ch == 'v') {
            write_arrows(out, s, &i);
            prev = F_UPS;
        } else if (ch == '*') {
            prev = write_star(out, s, &i, prev);
        } else if (ch == '|') {
            unsigned k = 0;
            while (s[i] == '|')
                k++, i++;
            fprintf(out, " \\cgtbar{%u} ", k);
            prev = F_START;
        } else if (ch == '+' && s[i + 1] == '-') {
            fputs("\\cgtpm{}", out);
            i += 2;
            prev = F_START;
        } else if (strchr("{},+-", ch)) {
            fputs(ch == '{' ? "\\{" : ch == '}' ? "\\}" : ch == ',' ? ","
                  : ch == '+' ? "+" : "-", out);
            prev = ch == '}' ? F_OPERAND : F_START;
            i++;
        } else if (ch == '(' || ((ch == 'T' || ch == 'M')
                                 && strncmp(s + i + 1, "iny(", 4) == 0)) {
            ok = depth < sizeof open;
            if (ok) {
                open[depth++] = ch == '(' ? 'p' : 't';
                fputs(ch == '(' ? "(" : ch == 'T' ? "\\cgttiny{" : "\\cgtminy{", out);
                i += ch == '(' ? 1 : 5;
                prev = F_START;
            }
        } else if (ch == ')' && depth > 0) {
            fputs(open[--depth] == 'p' ? ")" : "}", out);
            i++;
            prev = F_OPERAND;
        } else
            ok = false;
    }
    fputc('$', out);
    fclose(out);
    if (!ok || depth > 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

void Gamecmd_emit_form(Emit_Table *t, const char *s)
{
    char *latex = Gamecmd_form_latex(s);
    if (latex)
        Emit_cell(t, s, latex);
    else
        Emit_text(t, s);
    free(latex);
}
#line 297 "noweb/cmd/gamecmd.nw"
typedef struct Value_State { bool explain, methods, moves, solve; } Value_State;

enum { K_EXPLAIN = 'e', K_METHODS = 0x100, K_MOVES = 0x101, K_SOLVE = 0x102 };

static const Cmd_Option value_options[] = {
    { "explain", K_EXPLAIN, NULL, "show the simplification of a {...|...} expression" },
    { "methods", K_METHODS, NULL, "list CGSuite's methods that expressions may call" },
    { "moves", K_MOVES, NULL, "each move of each summand: what it leaves, if it wins" },
    { "solve", K_SOLVE, NULL, "the outcome class of a sum, by an outcome search in its\n"
      "positions of rulesets (not valued) plus the value of the rest" },
    { NULL, 0, NULL, NULL }
};

static int value_option(Cmd *c, int key, const char *arg)
{
    (void)arg;
    Value_State *st = Cmd_state(c);
    if (key == K_EXPLAIN)
        st->explain = true;
    else if (key == K_MOVES)
        st->moves = true;
    else if (key == K_SOLVE)
        st->solve = true;
    else {
        st->methods = true;
        Cmd_take_no_items(c);
    }
    return CMD_OK;
}

static const char *outcome_name(Game_Outcome o)
{
    switch (o) {
    case GAME_OUTCOME_L: return "L";
    case GAME_OUTCOME_R: return "R";
    case GAME_OUTCOME_N: return "N";
    default:             return "P";
    }
}
#line 369 "noweb/cmd/gamecmd.nw"
typedef struct Bad { size_t item; Perr_T e; } Bad;

typedef struct Values {
    Cmd *c;
    Game_T *g;
    char **other;               /* the printed value when it is not a game, or NULL */
    size_t done;                /* items evaluated */
    Bad *bad;                   /* the items that did not parse, in order */
    size_t nbad, capbad;
    void (*write)(struct Values *v);    /* the results, inside the protected call */
    Emit_Table *t;              /* the table being written, freed after a limit */
    int rc;
} Values;

static bool evaluate_one(Values *v, size_t i)
{
    Perr_T e;
    Method_Value mv;
    if (v->other != NULL && Notation_eval(Cmd_item(v->c, i)->text, &mv, &e)) {
        v->g[i] = mv.game;
        if (mv.kind != METHOD_GAME)
            v->other[i] = Method_value_str(&mv);
        Method_value_clear(&mv);
        return true;
    }
    if (v->other == NULL && Notation_parse(Cmd_item(v->c, i)->text, &v->g[i], &e))
        return true;
    GROW(v->bad, v->capbad, v->nbad + 1);
    v->bad[v->nbad++] = (Bad){ i, e };
    return false;
}

static void evaluate(void *closure)
{
    Values *v = closure;
    for (; v->done < Cmd_nitems(v->c); v->done++)
        if (!evaluate_one(v, v->done) && !Cmd_keep_going(v->c)) {
            v->done++;
            break;
        }
    if (v->write)
        v->write(v);
}

static void write_values(Values *v);

static int evaluate_items(Cmd *c, Values *v, void (*write)(Values *))
{
    *v = (Values){ .c = c, .g = ALLOC_ARRAY(Cmd_nitems(c) + 1, sizeof *v->g),
                   .write = write };
    if (write == write_values)
        v->other = CALLOC(Cmd_nitems(c) + 1, sizeof *v->other);
    Game_Status st = Cmd_protect(c, evaluate, v);
    Emit_table_free(&v->t);                     /* left by a limit while writing */
    if (st != GAME_DONE)
        return Cmd_limit(c, "%s, with %zu games in the store (%zu MB); %zu of %zu "
                         "expressions were done", Cmd_limit_name(st), Game_store_count(),
                         Game_store_bytes() >> 20, v->done, Cmd_nitems(c));
    if (!write && v->nbad > 0)
        return Cmd_bad_item(c, NULL, v->bad[0].item, &v->bad[0].e);
    return v->rc;
}

static void values_free(Values *v)
{
    for (size_t i = 0; v->other != NULL && i < Cmd_nitems(v->c); i++)
        free(v->other[i]);
    FREE(v->other);
    FREE(v->g);
    FREE(v->bad);
}
#line 446 "noweb/cmd/gamecmd.nw"
static void write_values(Values *v)
{
    Cmd *c = v->c;
    static const Emit_Column cols[] = {
        { "game", "Game", "l" }, { "value", "Value", "l", true },
        { "outcome", "Outcome", "c" }
    };
    bool latex = Cmd_emit_format(c) == EMIT_LATEX, plain = Cmd_emit_format(c) == EMIT_PLAIN;
    Emit_Table *t = v->t = latex ? NULL : plain ? Cmd_table(c, cols + 1, 1)
                                               : Cmd_table(c, cols, 3);
    size_t k = 0;
    for (size_t i = 0; i < v->done && v->rc == CMD_OK; i++) {
        if (k < v->nbad && v->bad[k].item == i) {
            v->rc = Cmd_bad_item(c, t, i, &v->bad[k++].e);
            continue;
        }
        if (v->other[i] != NULL) {
            
#line 488 "noweb/cmd/gamecmd.nw"
if (latex)
    fprintf(Cmd_out(c), "\\texttt{%s}\n", v->other[i]);
else {
    if (!plain)
        Emit_text(t, Cmd_item(c, i)->text);
    Emit_text(t, v->other[i]);
    if (!plain)
        Emit_words(t, "-");
}
#line 464 "noweb/cmd/gamecmd.nw"
            continue;
        }
        if (latex) {
            char *s = Notation_latex(v->g[i]);
            fprintf(Cmd_out(c), "%s\n", s);
            FREE(s);
            continue;
        }
        if (!plain)
            Emit_text(t, Cmd_item(c, i)->text);
        Emit_game(t, v->g[i]);
        if (!plain)
            Emit_words(t, outcome_name(Game_outcome(v->g[i])));
    }
    Emit_table_free(&v->t);
}

#line 502 "noweb/cmd/gamecmd.nw"
static int list_methods(Cmd *c)
{
    for (size_t i = 0; i < Method_count(); i++) {
        const Method *m = Method_at(i);
        char name[64];
        snprintf(name, sizeof name, "%s%s%s", Method_is_function(m) ? "" : "G.",
                 m->name, m->args);
        fprintf(Cmd_out(c), "%-28s %s\n", name, m->summary);
    }
    return CMD_OK;
}

#line 515 "noweb/cmd/gamecmd.nw"
static int explain_all(Cmd *c);
static int moves_all(Cmd *c);
static int solve_all(Cmd *c);
static void verify_table(Values *v);

static int run_value(Cmd *c)
{
    if (((Value_State *)Cmd_state(c))->methods)
        return list_methods(c);
    if (((Value_State *)Cmd_state(c))->moves)
        return moves_all(c);
    if (((Value_State *)Cmd_state(c))->solve)
        return solve_all(c);
    if (((Value_State *)Cmd_state(c))->explain)
        return explain_all(c);
    Values v;
    int rc = evaluate_items(c, &v, Cmd_verify_path(c) ? verify_table : write_values);
    values_free(&v);
    return rc;
}

const Cmd_Command Cmd_value = {
    .name = "value", .summary = "canonical forms of game expressions",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 10,
    .description =
        "Print the canonical form of each game expression, one per line, in CGSuite's\n"
        "notation: {a,b|c}, 3, -7/8, *, *3, ^, v, ^3, ^*, uptimals ^<2> (^.Pow(2)),\n"
        "^[3] (^.PowTo(3)), 3/4v[3]*, +-1, +-(1*), 2|1||0,\n"
        "Tiny(2), Miny(2), G + H - K, parentheses, integer multiples n * G and G * n\n"
        "(10 * ^ and ^ * 10 are ^10, 3 * 3 is 9; without blanks, 3*2 and ^*3 are\n"
        "3 + *2 and ^ + *3, as CGSuite prints them), the nimber of an expression\n"
        "*(3+5), and quoted games '{*|*}' (the game as written).  As in CGSuite:\n"
        "ordinal sums G:H; products and quotients of numbers (1/2 * 1/2 is 1/4;\n"
        "1/3 is printed, but is not a game); methods G.Name and G.Name(args), with\n"
        "CGSuite's names ({2|-1}.Temperature, ^.Cool(1), G.IsNumber; --methods lists\n"
        "them), also infix (^ Heat 2); positions of rulesets as terms, written\n"
        "name(position): domineering(2x3) + hackenbush(lrl) + {1|*}.  tsv and json\n"
        "give the expression, its value and its outcome class (L, R, N or P; - for\n"
        "a value that is not a game); latex gives the LaTeX spelling of each value\n"
        "(macros of cgt.sty).",
    .see = "ONAG ch. 1 and 10; CGSuite's notation",
    .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES | CMD_VERIFY | CMD_DECIMAL,
    .options = value_options, .option = value_option, .run = run_value,
    .state = sizeof(Value_State)
};
#line 591 "noweb/cmd/gamecmd.nw"
typedef struct Move {
    int player;                 /* 'L' or 'R' */
    size_t summand;
    Game_T option, leaves;
    bool wins;
} Move;

static bool better_mean(Game_T a, Game_T b, bool left)   /* a better than b */
{
    Dyadic_T x = Thermo_mean(a), y = Thermo_mean(b);
    int c = Dyadic_cmp(x, y);
    Dyadic_clear(&x);
    Dyadic_clear(&y);
    return left ? c > 0 : c < 0;
}

/* The hot move of player among m[0..n): the index, or n if it has none. */
static size_t hot_move(const Move *m, size_t n, int player, const Game_T *part)
{
    size_t best = n;
    Dyadic_T bt = Dyadic_int(0);
    for (size_t i = 0; i < n; i++) {
        if (m[i].player != player)
            continue;
        Dyadic_T t = Thermo_temperature(part[m[i].summand]);
        int c = best == n ? 1 : Dyadic_cmp(t, bt);
        if (c > 0 || (c == 0 && m[i].summand == m[best].summand
                      && better_mean(m[i].option, m[best].option, player == 'L'))) {
            best = i;
            Dyadic_clear(&bt);
            bt = t;
        } else
            Dyadic_clear(&t);
    }
    Dyadic_clear(&bt);
    return best;
}

static size_t list_moves(const Game_T *part, size_t k, Move **out)
{
    Game_T total = Game_zero();
    size_t n = 0, cap = 0;
    Move *m = NULL;
    for (size_t i = 0; i < k; i++)
        total = Game_add(total, part[i]);
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < k; i++) {
            Game_T rest = Game_sub(total, part[i]);
            size_t no = side ? Game_num_right(part[i]) : Game_num_left(part[i]);
            for (size_t j = 0; j < no; j++) {
                Game_T o = side ? Game_right(part[i], j) : Game_left(part[i], j);
                Game_T after = Game_add(rest, o);
                GROW(m, cap, n + 1);
                m[n++] = (Move){ side ? 'R' : 'L', i, o, after,
                                 side ? Game_le(after, Game_zero())
                                      : Game_le(Game_zero(), after) };
            }
        }
    *out = m;
    return n;
}

typedef struct Moves_Job { Cmd *c; Emit_Table *t; int rc; } Moves_Job;

static void moves_body(void *closure)
{
    Moves_Job *j = closure;
    Cmd *c = j->c;
    static const Emit_Column cols[] = {
        { "expression", "Expression", "l" }, { "player", "Player", "c" },
        { "summand", "Summand", "r" }, { "option", "Option", "l", true },
        { "leaves", "Leaves", "l", true }, { "wins", "Wins", "c" }
    };
    j->t = Cmd_table(c, cols, 6);
    for (size_t i = 0; i < Cmd_nitems(c) && j->rc == CMD_OK; i++) {
        Game_T *part;
        size_t k;
        Perr_T e;
        if (!Notation_parse_sum(Cmd_item(c, i)->text, &part, &k, &e)) {
            j->rc = Cmd_bad_item(c, j->t, i, &e);
            continue;
        }
        Move *m;
        size_t n = list_moves(part, k, &m);
        size_t hot[2] = { n, n };
        for (int s = 0; s < 2; s++) {
            bool any = false;
            for (size_t q = 0; q < n; q++)
                any |= m[q].player == "LR"[s] && m[q].wins;
            if (!any)
                hot[s] = hot_move(m, n, "LR"[s], part);
        }
        for (size_t q = 0; q < n; q++) {
            char who[2] = { (char)m[q].player, '\0' };
            Emit_text(j->t, Cmd_item(c, i)->text);
            Emit_words(j->t, who);
            Emit_uint(j->t, m[q].summand + 1);
            Emit_game(j->t, m[q].option);
            Emit_game(j->t, m[q].leaves);
            bool is_hot = q == hot[0] || q == hot[1];
            Emit_words(j->t, m[q].wins ? "yes" : is_hot ? "hot" : "no");
        }
        free(m);
        free(part);
    }
    Emit_table_free(&j->t);
}

static int moves_all(Cmd *c)
{
    Moves_Job j = { c, NULL, CMD_OK };
    Game_Status st = Cmd_protect(c, moves_body, &j);
    Emit_table_free(&j.t);
    if (st != GAME_DONE)
        return Cmd_limit(c, "%s, with %zu games in the store", Cmd_limit_name(st),
                         Game_store_count());
    return j.rc;
}
#line 731 "noweb/cmd/gamecmd.nw"
typedef struct Solve_Job { Cmd *c; Emit_Table *t; int rc; size_t done; } Solve_Job;

/* Reads summand u of item, a position, into *pos (one record) with its
   ruleset *rs; false with *e (columns in the whole item) when it does not read. */
static bool read_summand(const char *item, const Notation_Summand *u,
                         const Position_Ruleset **rs, Position_List *pos, Perr_T *e)
{
    *rs = Registry_find_written(u->name, u->nlen);
    assert(*rs != NULL);                /* the parser asked the registry */
    char *text = STRNDUP(u->text, u->tlen);
    bool read = (*rs)->parse((*rs)->param, text, pos, e);
    free(text);
    if (read && pos->count == 1)
        return true;
    size_t at = Perr_column(item, (size_t)(u->text - item));
    if (read)
        Perr_set(e, at, "one position of %s", (*rs)->name);
    else if (e->column > 0)
        e->column += at - 1;            /* the column in the whole item */
    return false;
}

/* The outcome of position p[0..len) of ruleset rs plus g. */
static Game_Status solve_one(const Position_Ruleset *rs, const uint64_t *p, size_t len,
                             Game_T g, Game_Outcome *o)
{
    Position_Eval *ev = Position_eval_new(rs);
    Solve *s = Solve_new(ev);
    bool lw = false, rw = false;
    Game_Status st = Solve_wins_plus(s, p, len, g, 'L', &lw);
    if (st == GAME_DONE)
        st = Solve_wins_plus(s, p, len, g, 'R', &rw);
    Solve_free(&s);
    Position_eval_free(&ev);
    *o = lw && !rw ? GAME_OUTCOME_L : rw && !lw ? GAME_OUTCOME_R
         : lw ? GAME_OUTCOME_N : GAME_OUTCOME_P;
    return st;
}

/* The value of summand u, a position valued by its ruleset's evaluator. */
static bool value_summand(const Notation_Summand *u, Game_T *g, Perr_T *e)
{
    size_t len = (size_t)(u->text + u->tlen - u->name) + 1;
    char *one = STRNDUP(u->name, len);
    bool ok = Notation_parse(one, g, e);
    free(one);
    return ok;
}
#line 788 "noweb/cmd/gamecmd.nw"
/* whether summand u is searched, given the bases so far (adding its own) */
static bool searched(const Notation_Summand *u, bool partizan,
                     const Position_Ruleset **base, size_t *nbase, size_t *b)
{
    const Position_Ruleset *rs = u->name ? Registry_find_written(u->name, u->nlen) : NULL;
    if (!rs || (partizan && (rs->flags & POSITION_IMPARTIAL)))
        return false;
    for (*b = 0; *b < *nbase && base[*b] != rs; ++*b) {}
    if (*b == *nbase && *nbase == MIXED_MAX_BASES)
        return false;
    if (*b == *nbase)
        base[(*nbase)++] = rs;
    return true;
}

static Game_Status solve_sum(const char *item, const Notation_Summand *u, size_t k,
                             Game_Outcome *o, Perr_T *e)
{
    bool partizan = false;
    for (size_t q = 0; q < k; q++)
        if (u[q].name != NULL) {
            const Position_Ruleset *rs = Registry_find_written(u[q].name, u[q].nlen);
            partizan = partizan || !(rs->flags & POSITION_IMPARTIAL);
        }
    const Position_Ruleset *base[MIXED_MAX_BASES];
    size_t nbase = 0, b, nsearched = 0;
    Game_T g = Game_zero();
    for (size_t q = 0; q < k; q++) {            /* the games, and positions valued */
        if (searched(&u[q], partizan, base, &nbase, &b)) {
            nsearched++;
            continue;
        }
        Game_T h = u[q].game;
        if (u[q].name && !value_summand(&u[q], &h, e))
            return GAME_BAD_INPUT;
        g = Game_add(g, h);
    }
    *o = Game_outcome(g);
    if (nsearched == 0)
        return GAME_DONE;
    Position_List *pos = CALLOC(nsearched, sizeof *pos);
    unsigned *which = ALLOC_ARRAY(nsearched, sizeof *which);
    size_t npos = 0, cap = 0, n = 0;
    bool ok = true;
    nbase = 0;
    for (size_t q = 0; q < k && ok; q++) {      /* the positions searched */
        const Position_Ruleset *rs;
        if (!searched(&u[q], partizan, base, &nbase, &b))
            continue;
        which[npos] = (unsigned)b;
        ok = read_summand(item, &u[q], &rs, &pos[npos++], e);
    }
    Game_Status st = GAME_BAD_INPUT;
    if (ok && nsearched == 1)
        st = solve_one(base[0], pos[0].w + 1, POSITION_LEN(pos[0].w[0]), g, o);
    else if (ok) {
        Mixed *m = Mixed_new(base, nbase);
        uint64_t *w = NULL;
        for (size_t i = 0; i < npos; i++)
            Mixed_append(m, which[i], pos[i].w + 1, POSITION_LEN(pos[i].w[0]), &w, &n,
                         &cap);
        st = solve_one(Mixed_ruleset(m), w, n, g, o);
        free(w);
        Mixed_free(&m);
    }
    for (size_t i = 0; i < npos; i++)
        Position_list_free(&pos[i]);
    free(pos);
    free(which);
    return st;
}
#line 862 "noweb/cmd/gamecmd.nw"
static void solve_body(void *closure)
{
    Solve_Job *j = closure;
    Cmd *c = j->c;
    static const Emit_Column cols[] = {
        { "expression", "Expression", "l" }, { "outcome", "Outcome", "c" }
    };
    j->t = Cmd_emit_format(c) == EMIT_PLAIN ? Cmd_table(c, cols + 1, 1)
                                            : Cmd_table(c, cols, 2);
    for (; j->done < Cmd_nitems(c) && j->rc == CMD_OK; j->done++) {
        size_t i = j->done, k;
        Notation_Summand *u;
        Perr_T e;
        if (!Notation_parse_summands(Cmd_item(c, i)->text, true, &u, &k, &e)) {
            j->rc = Cmd_bad_item(c, j->t, i, &e);
            continue;
        }
        Game_Outcome o;
        Game_Status st = solve_sum(Cmd_item(c, i)->text, u, k, &o, &e);
        free(u);
        if (st == GAME_BAD_INPUT) {
            j->rc = Cmd_bad_item(c, j->t, i, &e);
            continue;
        }
        if (st != GAME_DONE)
            Game_raise(st);
        if (Cmd_emit_format(c) != EMIT_PLAIN)
            Emit_text(j->t, Cmd_item(c, i)->text);
        Emit_words(j->t, outcome_name(o));
    }
    Emit_table_free(&j->t);
}

static int solve_all(Cmd *c)
{
    Solve_Job j = { c, NULL, CMD_OK, 0 };
    Game_Status st = Cmd_protect(c, solve_body, &j);
    Emit_table_free(&j.t);
    if (st != GAME_DONE)
        return Cmd_limit(c, "%s, with %zu games in the store (%zu MB); %zu of %zu "
                         "expressions were done", Cmd_limit_name(st), Game_store_count(),
                         Game_store_bytes() >> 20, j.done, Cmd_nitems(c));
    return j.rc;
}
#line 911 "noweb/cmd/gamecmd.nw"
const Cmd_Command Cmd_solve = {
    .name = "solve", .summary = "who wins a sum of ruleset positions and games",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 15,
    .description =
        "Print the outcome class (L, R, N or P) of each expression, a sum such as\n"
        "domineering(6x5) + hackenbush(lrl) + {1|*}: an outcome search that moves in\n"
        "any of its positions of rulesets, plus the value of the other summands,\n"
        "without the canonical forms of the positions (the same as cgtk value\n"
        "--solve).  In a sum with partizan positions, an impartial position is\n"
        "valued.  tsv and json give the expression and its outcome.",
    .see = "cgtk value --solve; MCGS (Muller et al.), which solves sums so",
    .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES, .run = solve_all
};
#line 928 "noweb/cmd/gamecmd.nw"
static void list_games(FILE *out, const Game_T *g, size_t n)
{
    if (n == 0)
        fputs("none", out);
    for (size_t i = 0; i < n; i++) {
        char *s = Notation_str(g[i]);
        fprintf(out, "%s%s", i ? ", " : "", s);
        FREE(s);
    }
}

static void trace_step(void *ctx, const Game_Step *st)
{
    FILE *out = ctx;
    const char *side = st->side == 'L' ? "Left" : "Right";
    char *opt = st->kind <= GAME_STEP_REPLACED ? Notation_str(st->option) : NULL;
    char *oth = st->kind <= GAME_STEP_REVERSIBLE ? Notation_str(st->other) : NULL;
    char *r = st->kind >= GAME_STEP_NUMBER ? Notation_str(st->result) : NULL;
    switch (st->kind) {
    case GAME_STEP_DOMINATED:
        fprintf(out, "%s option %s is dominated by %s (%s %s %s): removed\n", side,
                opt, oth, opt, st->side == 'L' ? "<=" : ">=", oth);
        break;
    case GAME_STEP_REVERSIBLE:
        fprintf(out, "%s option %s reverses through %s, since %s %s G\n", side, opt,
                oth, oth, st->side == 'L' ? "<=" : ">=");
        break;
    case GAME_STEP_REPLACED:
        fprintf(out, "  %s is replaced by the %s options of the reversing option: ",
                opt, side);
        list_games(out, st->opts, st->nopts);
        fputc('\n', out);
        break;
    case GAME_STEP_NUMBER:
        fprintf(out, "the options make a number: by the simplicity rule G = %s\n", r);
        break;
    case GAME_STEP_RESULT:
        fprintf(out, "canonical form: G = %s\n", r);
        break;
    }
    FREE(opt);
    FREE(oth);
    FREE(r);
}

static int explain_all(Cmd *c)
{
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        Game_T *L, *R;
        size_t nl, nr;
        Perr_T e;
        if (!Notation_parse_options(Cmd_item(c, i)->text, &L, &nl, &R, &nr, &e)) {
            int rc = Cmd_bad_item(c, NULL, i, &e);
            if (rc != CMD_OK)
                return rc;
            continue;
        }
        fprintf(Cmd_out(c), "%sG = %s\nLeft options: ", i ? "\n" : "", Cmd_item(c, i)->text);
        list_games(Cmd_out(c), L, nl);
        fputs("\nRight options: ", Cmd_out(c));
        list_games(Cmd_out(c), R, nr);
        fputc('\n', Cmd_out(c));
        Game_make_explain(L, nl, R, nr, trace_step, Cmd_out(c));
        FREE(L);
        FREE(R);
    }
    return CMD_OK;
}
#line 1013 "noweb/cmd/gamecmd.nw"
static void verify_table(Values *v)
{
    Cmd *c = v->c;
    for (size_t i = 0; i < v->done; i++) {
        Game_T g;
        Perr_T e;
        if (Cmd_item(c, i)->stated[0] && !Notation_parse(Cmd_item(c, i)->stated, &g, &e)) {
            char what[512];
            snprintf(what, sizeof what, "%s:%zu: stated value", Cmd_verify_path(c),
                     Cmd_item(c, i)->where);
            v->rc = Cmd_parse_error_in(c, what, Cmd_item(c, i)->stated, &e);
            return;
        }
    }
    static const Emit_Column cols[] = {
        { "source", "Source", ">{\\raggedright\\arraybackslash}p{0.2\\linewidth}" },
        { "game", "Game as given", "l" }, { "value", "Canonical form (cgtk)", "l" },
        { "stated", "Stated", "l" }, { "agree", "Agree", "l" }
    };
    Emit_Table *t = v->t = Cmd_table(c, cols, 5);
    size_t k = 0;
    for (size_t i = 0; i < v->done && v->rc == CMD_OK; i++) {
        if (k < v->nbad && v->bad[k].item == i) {
            v->rc = Cmd_bad_item(c, t, i, &v->bad[k++].e);
            continue;
        }
        Emit_words(t, Cmd_item(c, i)->source);
        Gamecmd_emit_form(t, Cmd_item(c, i)->text);
        Emit_game(t, v->g[i]);
        if (Cmd_item(c, i)->stated[0])
            Gamecmd_emit_form(t, Cmd_item(c, i)->stated);
        else
            Emit_empty(t);
        Emit_words(t, Cmd_agree(c, i, v->g[i]));
    }
    Emit_table_free(&v->t);
}

static int run_verify(Cmd *c)
{
    if (Cmd_argc(c) != 1)
        return Cmd_usage(c, "expected one FILE, found %d arguments", Cmd_argc(c));
    int rc = Cmd_read_claims(c, Cmd_argv(c, 0));
    if (rc != CMD_OK)
        return rc;
    Values v;
    rc = evaluate_items(c, &v, verify_table);
    values_free(&v);
    return rc;
}

const Cmd_Command Cmd_verify = {
    .name = "verify", .summary = "check a table of games against stated values",
    .synopsis = "[OPTION]... FILE", .rank = 30,
    .description =
        "Read lines GAME<TAB>STATED<TAB>SOURCE (STATED may be empty; '# ' starts a\n"
        "comment line), compute each canonical form, compare it with the stated\n"
        "value as games, and print a table with the columns source, game, value,\n"
        "stated, agree (yes, no, or - when none is stated).  When a stated value is\n"
        "wrong, the table is printed, the claim is named on standard error, and the\n"
        "exit status is 1.  A fourth field 'no' marks a claim known to be wrong (a\n"
        "slip of the source, shown on purpose): then its agreeing is the failure.",
    .formats = "plain tsv latex json", .kit = CMD_GAMES, .run = run_verify
};
#line 1089 "noweb/cmd/gamecmd.nw"
static const char *relation(Game_T a, Game_T b)
{
    static const char *const rel[] = { "<", "=", ">", "||" };
    Game_Order o = Game_compare(a, b);
    return rel[o == GAME_LESS ? 0 : o == GAME_EQUAL ? 1 : o == GAME_GREATER ? 2 : 3];
}

typedef struct Pairs { Cmd *c; size_t done; int rc; Emit_Table *t; } Pairs;

static bool parse_pair(const char *line, Game_T g[2], Perr_T *e)
{
    const char *tab = strchr(line, '\t');
    if (!tab)
        return Perr_set(e, strlen(line) + 1, "a tab and a second game");
    char *a = STRNDUP(line, (size_t)(tab - line));
    bool ok = Notation_parse(a, &g[0], e);
    FREE(a);
    if (ok && !(ok = Notation_parse(tab + 1, &g[1], e)) && e->column > 0)
        e->column += (size_t)(tab - line) + 1;
    return ok;
}

static void compare_pairs(void *closure)
{
    Pairs *p = closure;
    Cmd *c = p->c;
    static const Emit_Column cols[] = {
        { "a", "$A$", "l" }, { "b", "$B$", "l" }, { "relation", "Relation", "c" }
    };
    bool plain = Cmd_emit_format(c) == EMIT_PLAIN;
    Emit_Table *t = p->t = plain ? Cmd_table(c, cols + 2, 1) : Cmd_table(c, cols, 3);
    bool operands = Cmd_origin(c) == NULL;  /* two operands: one pair, two items */
    for (; p->done < (operands ? 1 : Cmd_nitems(c)) && p->rc == CMD_OK; p->done++) {
        Game_T g[2];
        Perr_T e;
        if (operands) {
            for (size_t i = 0; i < 2 && p->rc == CMD_OK; i++)
                if (!Notation_parse(Cmd_item(c, i)->text, &g[i], &e))
                    p->rc = Cmd_parse_error(c, i, &e);
            if (p->rc != CMD_OK)
                break;
        } else if (!parse_pair(Cmd_item(c, p->done)->text, g, &e)) {
            p->rc = Cmd_bad_item(c, t, p->done, &e);
            continue;
        }
        if (!plain) {
            Emit_game(t, g[0]);
            Emit_game(t, g[1]);
        }
        Emit_words(t, relation(g[0], g[1]));
    }
    Emit_table_free(&p->t);
}

static int run_compare(Cmd *c)
{
    if (Cmd_argc(c) > 0 && Cmd_argc(c) != 2)
        return Cmd_usage(c, "expected two games, found %d", Cmd_argc(c));
    Pairs p = { c, 0, CMD_OK, NULL };
    Game_Status st = Cmd_protect(c, compare_pairs, &p);
    Emit_table_free(&p.t);                      /* left by a limit while writing */
    if (st != GAME_DONE)
        return Cmd_limit(c, "%s; %zu of %zu comparisons were done", Cmd_limit_name(st),
                         p.done, Cmd_origin(c) ? Cmd_nitems(c) : 1);
    return p.rc;
}

const Cmd_Command Cmd_compare = {
    .name = "compare", .summary = "compare two games: <, >, = or ||",
    .synopsis = "[OPTION]... A B", .items = "A<TAB>B", .rank = 20,
    .description = "Print how game A compares with game B: <, >, = or || (confused).\n"
        "With no operands, read one pair per line of standard input, A and B\n"
        "separated by a tab.",
    .formats = "plain tsv latex json",
    .kit = CMD_ITEMS | CMD_GAMES, .run = run_compare
};
#line 1178 "noweb/cmd/gamecmd.nw"
typedef struct Numbers_State { long day; } Numbers_State;

static const Cmd_Option numbers_options[] = {
    { "day", 'd', "N", "the last day (default 4; at most 22)" },
    { NULL, 0, NULL, NULL }
};

static void numbers_init(Cmd *c)
{
    ((Numbers_State *)Cmd_state(c))->day = 4;
}

static int numbers_option(Cmd *c, int key, const char *arg)
{
    (void)key;
    return Cmd_count(c, "--day", arg, DYADIC_MAX_DAY, &((Numbers_State *)Cmd_state(c))->day)
           ? CMD_OK : CMD_USAGE;
}

static void put_value(FILE *out, Dyadic_T x, bool latex)
{
    char *s = latex ? Dyadic_latex(x) : Dyadic_str(x);
    fputs(s, out);
    FREE(s);
}

static void numbers_plain(Cmd *c, const Dyadic_Born *a, size_t n);
static void numbers_rows(Cmd *c, const Dyadic_Born *a, size_t n);
static void numbers_latex(Cmd *c, const Dyadic_Born *a, size_t n, int days);
static void numbers_tree(Cmd *c, const Dyadic_Born *a, size_t n);

static int run_numbers(Cmd *c)
{
    if (Cmd_argc(c) > 0)
        return Cmd_usage(c, "unexpected argument '%s'", Cmd_argv(c, 0));
    int day = (int)((Numbers_State *)Cmd_state(c))->day;
    size_t n;
    Dyadic_Born *a = Dyadic_born(day, &n);
    if (Cmd_format_is(c, "tree"))
        numbers_tree(c, a, n);
    else if (Cmd_emit_format(c) == EMIT_LATEX)
        numbers_latex(c, a, n, day);
    else if (Cmd_emit_format(c) == EMIT_PLAIN)
        numbers_plain(c, a, n);
    else
        numbers_rows(c, a, n);
    Dyadic_born_free(&a, n);
    return CMD_OK;
}

const Cmd_Command Cmd_numbers = {
    .name = "numbers", .summary = "the numbers born by a given day, in order of birth",
    .synopsis = "[--day N] [--format=FMT]", .rank = 40,
    .description =
        "Print the numbers born by day N, in order of birth: by day, and by value\n"
        "within a day.  plain: one line of values per day; tsv and json: day, value\n"
        "and canonical form {L|R}, one number per line; latex: a booktabs tabular, one\n"
        "row per day; tree: a pgfplots table of the tree of numbers.",
    .see = "ONAG ch. 0 and 3", .formats = "plain tsv latex json tree",
    .options = numbers_options, .init = numbers_init, .option = numbers_option,
    .run = run_numbers, .state = sizeof(Numbers_State)
};
#line 1243 "noweb/cmd/gamecmd.nw"
static void numbers_plain(Cmd *c, const Dyadic_Born *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        put_value(Cmd_out(c), a[i].value, false);
        fputc(i + 1 == n || a[i + 1].day != a[i].day ? '\n' : ' ', Cmd_out(c));
    }
}

static void numbers_rows(Cmd *c, const Dyadic_Born *a, size_t n)
{
    static const Emit_Column cols[] = {
        { "day", "Day", "r" }, { "value", "Value", "r" }, { "form", "Form", "l" }
    };
    Emit_Table *t = Cmd_table(c, cols, 3);
    for (size_t i = 0; i < n; i++) {
        Emit_int(t, a[i].day);
        Emit_dyadic(t, a[i].value);
        char *form = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&form, &len);
        fputc('{', f);
        if (a[i].left >= 0) put_value(f, a[a[i].left].value, false);
        fputc('|', f);
        if (a[i].right >= 0) put_value(f, a[a[i].right].value, false);
        fputc('}', f);
        fclose(f);
        Emit_text(t, form);
        free(form);
    }
    Emit_table_free(&t);
}
#line 1279 "noweb/cmd/gamecmd.nw"
static void numbers_latex(Cmd *c, const Dyadic_Born *a, size_t n, int days)
{
    fputs("\\begin{tabular}{@{}rrp{0.72\\linewidth}@{}}\n\\toprule\n"
          "Day & New & Numbers born that day \\\\\n\\midrule\n", Cmd_out(c));
    size_t i = 0;
    for (int d = 0; d <= days; d++) {
        fprintf(Cmd_out(c), "%d & %zu & \\raggedright $", d, (size_t)1 << d);
        for (bool first = true; i < n && a[i].day == d; i++, first = false) {
            if (!first) fputs(",\\allowbreak\\ ", Cmd_out(c));
            put_value(Cmd_out(c), a[i].value, true);
        }
        fputs("$ \\tabularnewline\n", Cmd_out(c));
    }
    fputs("\\bottomrule\n\\end{tabular}\n", Cmd_out(c));
}
#line 1300 "noweb/cmd/gamecmd.nw"
static int by_value(const void *x, const void *y, void *numbers)
{
    const Dyadic_Born *a = numbers;
    return Dyadic_cmp(a[*(const long *)x].value, a[*(const long *)y].value);
}

static void numbers_tree(Cmd *c, const Dyadic_Born *a, size_t n)
{
    long *order = ALLOC_ARRAY(n, sizeof *order), *rank = ALLOC_ARRAY(n, sizeof *rank);
    for (size_t i = 0; i < n; i++)
        order[i] = (long)i;
    qsort_r(order, n, sizeof *order, by_value, (void *)a);
    for (size_t r = 0; r < n; r++)
        rank[order[r]] = (long)r - (long)(n / 2);
    fputs("x day dx dday label\n", Cmd_out(c));
    for (size_t i = 0; i < n; i++) {
        long p = a[i].parent;
        fprintf(Cmd_out(c), "%ld %d %ld %d $", rank[i], a[i].day,
                p >= 0 ? rank[p] - rank[i] : 0, p >= 0 ? a[p].day - a[i].day : 0);
        put_value(Cmd_out(c), a[i].value, true);
        fputs("$\n", Cmd_out(c));
    }
    FREE(order);
    FREE(rank);
}
