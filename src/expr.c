/* Generated from noweb/cmd/expr.nw by notangle: edit the .nw, not this file. */
#line 205 "noweb/cmd/expr.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cmdkit.h"
#include "domineering.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "expr.h"
#include "interrupt.h"
#include "invariant.h"
#include "mem.h"
#include "notation.h"
#include "octal.h"
#include "registry.h"
#include "thermo.h"

#line 232 "noweb/cmd/expr.nw"
typedef struct Expr_Evaluator {
    const Position_Ruleset *rs;
    Position_Eval *e;
} Expr_Evaluator;
#line 239 "noweb/cmd/expr.nw"
void Expr_ctx_init(Expr_Ctx *c, Expr_Env *env, const Expr_Scope *sc,
                   const Val *bind, const char *item)
{
    assert(c && env && sc && item);
    *c = (Expr_Ctx){ .env = env, .sc = sc, .bind = bind, .item = item };
    c->lets = CALLOC(sc->nlet + 1, sizeof *c->lets);
    c->done = CALLOC(sc->nlet + 1, sizeof *c->done);
}

void Expr_ctx_done(Expr_Ctx *c)
{
    assert(c && c->lets);
    for (size_t k = 0; k < c->sc->nlet; k++)
        Val_clear(&c->lets[k]);
    FREE(c->lets);
    FREE(c->done);
}

void Expr_env_free(Expr_Env *env)
{
    assert(env);
    for (size_t i = 0; i < env->nev; i++)
        Position_eval_free(&env->ev[i].e);
    FREE(env->ev);
    FREE(env->zz);
    Cache_free(&env->periods);
    Cache *values = env->values;
    *env = (Expr_Env){ .values = values };
}
#line 275 "noweb/cmd/expr.nw"
static Val fail(Expr_Ctx *c, const Expr *at, int status, const char *fmt, ...)
{
    if (c->status == 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->msg, sizeof c->msg, fmt, ap);
        va_end(ap);
        c->status = status;
        c->col = at ? at->col : 0;
    }
    return (Val){ .t = VAL_UNDEF, .s = STRDUP("error") };
}

static bool need_game(Expr_Ctx *c, const Expr *at, const Val *v)
{
    if (v->t == VAL_GAME || v->t == VAL_NUM)
        return true;
    fail(c, at, 2, "%s: expected a game", at->fn->name);
    return false;
}

static bool need_int(Expr_Ctx *c, const Expr *at, const Val *v, int64_t lo,
                     int64_t hi, int64_t *k)
{
    if (Val_small_int(v, k) && *k >= lo && *k <= hi)
        return true;
    fail(c, at, 2, "%s: expected an integer from %lld to %lld", at->fn->name,
         (long long)lo, (long long)hi);
    return false;
}

static bool need_str(Expr_Ctx *c, const Expr *at, const Val *v)
{
    if (v->t == VAL_STR)
        return true;
    fail(c, at, 2, "%s: expected a string", at->fn->name);
    return false;
}
#line 317 "noweb/cmd/expr.nw"
static Val f_game(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (!need_str(c, at, &a[0]))
        return Val_undefined("error");
    Game_T g;
    Perr_T e;
    if (!Notation_parse(a[0].s, &g, &e))
        return fail(c, at, e.limit ? 1 : 2,
                    "game('%s'): column %zu: expected %s", a[0].s, e.column,
                    e.expected);
    return Val_game(g);
}

static Val f_nimber(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    return need_int(c, at, &a[0], 0, UINT32_MAX, &k)
               ? Val_game(Game_nimber((uint32_t)k))
               : Val_undefined("error");
}

static Val f_zigzag(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    if (!need_int(c, at, &a[0], 1, 100000, &k))
        return Val_undefined("error");
    Expr_Env *x = c->env;
    if ((size_t)k > x->nzz) {                      /* zz[0] = ZZ_0 = 0 */
        RESIZE_ARRAY(x->zz, (size_t)k + 1, sizeof *x->zz);
        x->zz[0] = Game_zero();
        for (size_t m = x->nzz + 1; m <= (size_t)k; m++)
            x->zz[m] = Domineering_zigzag_next(x->zz, m);
        x->nzz = (size_t)k;
    }
    return Val_game(x->zz[k]);
}

static Val f_outcome(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return Val_undefined("error");
    return Val_string(
        STRDUP(Game_outcome_name(Game_outcome(Val_as_game(&a[0])))));
}

static Val f_thermo(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return Val_undefined("error");
    Game_T g = Val_as_game(&a[0]);
    const char *name = at->fn->name;
    if (strcmp(name, "leftstop") == 0)
        return Val_number(Game_left_stop(g));
    if (strcmp(name, "rightstop") == 0)
        return Val_number(Game_right_stop(g));
    if (strcmp(name, "mean") == 0)
        return Val_number(Thermo_mean(g));
    if (strcmp(name, "temperature") == 0)
        return Val_number(Thermo_temperature(g));
    return Val_integer((int64_t)Game_birthday(g));
}

static Val f_invariant(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return Val_undefined("error");
    Game_T g = Val_as_game(&a[0]), w;
    const char *name = at->fn->name;
    if (strcmp(name, "ish") == 0)
        return Val_game(Invariant_reduced(g));
    if (strcmp(name, "isnumber") == 0)
        return Val_truth(Game_is_number(g));
    if (strcmp(name, "isinfinitesimal") == 0)
        return Val_truth(Game_is_infinitesimal(g));
    if (strcmp(name, "isnimber") == 0)
        return Val_truth(Game_is_nimber(g));
    const char *why = NULL;
    if (!Invariant_atomic_weight_why(g, &w, &why))
        return Val_undefined(strcmp(why, "not atomic") == 0
            ? "the atomic weight of a game that is not atomic"
            : "the atomic weight of a game that is not infinitesimal");
    return Val_game(w);
}

static Val f_grundy(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    if (n == 1) {
        if (!need_game(c, at, &a[0]))
            return Val_undefined("error");
        Game_T g = Val_as_game(&a[0]);
        if (!Game_is_nimber(g))
            return Val_undefined(
                "the nim-value of a game that is not a nimber");
        return Val_integer(Game_nimber_value(g));
    }
    int64_t h;
    if (!need_str(c, at, &a[0]) || !need_int(c, at, &a[1], 0, 1 << 24, &h))
        return Val_undefined("error");
    Octal *o;
    Perr_T e;
    if (!Octal_parse(a[0].s, &o, &e))
        return fail(c, at, 2, "octal code '%s': column %zu: expected %s",
                    a[0].s, e.column, e.expected);
    uint16_t *v = Octal_values_new((size_t)h);
    bool ok = v && Octal_grundy_fast(o, (size_t)h, v, NULL, NULL);
    Val r = ok ? Val_integer(v[h])
               : fail(c, at, 1,
                      "G(%lld) of %s: a limit (a value past 16 bits, "
                      "memory or a signal)",
                      (long long)h, a[0].s);
    if (v)
        Octal_values_free(&v, (size_t)h);
    Octal_free(&o);
    return r;
}

static Val period_of(Expr_Ctx *c, const Expr *at, Val *a, size_t heaps);

/* memo: one search a code */
static Val f_period(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    int64_t heaps = (int64_t)OCTAL_PERIOD_HEAPS; /* as cgtk octal --period */
    if (!need_str(c, at, &a[0])
        || (n == 2
            && !need_int(c, at, &a[1], 1024, (int64_t)OCTAL_PERIOD_HEAPS,
                         &heaps)))
        return Val_undefined("error");
    Cache *memo = &c->env->periods;
    char key[200];
    snprintf(key, sizeof key, "%.150s %lld", a[0].s, (long long)heaps);
    Cache_Entry *e = Cache_find(memo, key);
    Val r;
    if (!e) {
        Val p = period_of(c, at, a, (size_t)heaps);
        if (c->status)
            return p;
        char *w = Val_write(&p);
        Cache_add(memo, key, w);
        FREE(w);
        Val_clear(&p);
        e = Cache_find(memo, key);
    }
    Val_read(e->val, &r);
    if (r.t == VAL_UNDEF)
        return r;
    char *end;
    int64_t p = strtoll(r.s, &end, 10), pre = strtoll(end, NULL, 10);
    Val_clear(&r);
    return Val_integer(strcmp(at->fn->name, "period") == 0 ? p : pre);
}

/* "p e", or undefined */
static Val period_of(Expr_Ctx *c, const Expr *at, Val *a, size_t heaps)
{
    Octal *o;
    Perr_T e;
    if (!Octal_parse(a[0].s, &o, &e))
        return fail(c, at, 2, "octal code '%s': column %zu: expected %s",
                    a[0].s, e.column, e.expected);
    Val r =
        Val_undefined("%s: no period proven within %zu heaps", a[0].s, heaps);
    for (size_t h = heaps < 1024 ? heaps : 1024;;
         h = 4 * h < heaps ? 4 * h : heaps) {
        uint16_t *v = Octal_values_new(h);
        Octal_Period p;
        bool ok = v && Octal_grundy_fast(o, h, v, NULL, NULL);
        if (!ok) {
            Val_clear(&r);
            r = Interrupt_signal
                    ? fail(c, at, 1, "interrupted")
                    : Val_undefined("%s: a nim-value past 16 bits", a[0].s);
        } else if (Octal_find_period(o, v, h, &p)) {
            Val_clear(&r);
            char buf[64];
            snprintf(buf, sizeof buf, "%zu %zu", p.period, p.preperiod);
            r = Val_string(STRDUP(buf));
            ok = false;
        }
        if (v)
            Octal_values_free(&v, h);
        if (!ok || h == heaps)
            break;
    }
    Octal_free(&o);
    return r;
}

static Val f_numeric(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    const char *name = at->fn->name;
    for (int i = 0; i < n; i++)
        if (a[i].t != VAL_NUM)
            return fail(c, at, 2, "%s: expected a number", name);
    if (strcmp(name, "floor") == 0)
        return Val_number(Dyadic_floor(a[0].x));
    if (strcmp(name, "abs") == 0)
        return Val_number(Dyadic_sign(a[0].x) < 0 ? Dyadic_neg(a[0].x)
                                                  : Dyadic_copy(a[0].x));
    bool first = Dyadic_cmp(a[0].x, a[1].x) <= 0;
    return Val_copy(&a[strcmp(name, "min") == 0 ? !first : first]);
}

static Val f_num(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (a[0].t == VAL_NUM)
        return Val_copy(&a[0]);
    if (!need_str(c, at, &a[0]))
        return Val_undefined("error");
    Dyadic_T x;
    Perr_T e;
    if (!Dyadic_parse(a[0].s, &x, &e))
        return fail(c, at, 2, "num('%s'): column %zu: expected %s", a[0].s,
                    e.column, e.expected);
    return Val_number(x);
}

static Val f_field(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    if (!need_str(c, at, &a[0]) || !need_int(c, at, &a[1], 1, 1000, &k))
        return Val_undefined("error");
    const char *s = a[0].s;
    for (int64_t i = 1; i < k && s; i++)
        s = strchr(s, '\t') ? strchr(s, '\t') + 1 : NULL;
    if (!s)
        return Val_undefined("a line with fewer than %lld fields",
                             (long long)k);
    return Val_string(STRNDUP(s, strcspn(s, "\t")));
}

static Val f_fuzzy(Expr_Ctx *c, const Expr *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]) || !need_game(c, at, &a[1]))
        return Val_undefined("error");
    return Val_truth(Game_compare(Val_as_game(&a[0]), Val_as_game(&a[1]))
                     == GAME_CONFUSED);
}

static const Expr_Fn functions[] = { { "game", 1, 1, f_game },
                                     { "nimber", 1, 1, f_nimber },
                                     { "zigzag", 1, 1, f_zigzag },
                                     { "outcome", 1, 1, f_outcome },
                                     { "leftstop", 1, 1, f_thermo },
                                     { "rightstop", 1, 1, f_thermo },
                                     { "mean", 1, 1, f_thermo },
                                     { "temperature", 1, 1, f_thermo },
                                     { "birthday", 1, 1, f_thermo },
                                     { "atomicweight", 1, 1, f_invariant },
                                     { "ish", 1, 1, f_invariant },
                                     { "isnumber", 1, 1, f_invariant },
                                     { "isinfinitesimal", 1, 1, f_invariant },
                                     { "isnimber", 1, 1, f_invariant },
                                     { "grundy", 1, 2, f_grundy },
                                     { "period", 1, 2, f_period },
                                     { "preperiod", 1, 2, f_period },
                                     { "floor", 1, 1, f_numeric },
                                     { "abs", 1, 1, f_numeric },
                                     { "min", 2, 2, f_numeric },
                                     { "max", 2, 2, f_numeric },
                                     { "num", 1, 1, f_num },
                                     { "field", 2, 2, f_field },
                                     { "fuzzy", 2, 2, f_fuzzy },
                                     { "defined", 1, 1, NULL },
                                     { NULL, 0, 0, NULL } };
#line 596 "noweb/cmd/expr.nw"
static Val ruleset_value(Expr_Ctx *c, const Expr *at, const Val *a)
{
    if (a->t != VAL_STR)
        return fail(c, at, 2, "%s: expected a position (a string)",
                    at->rs->name);
    Expr_Env *x = c->env;
    Position_Eval *e = NULL;
    for (size_t i = 0; i < x->nev; i++)
        if (x->ev[i].rs == at->rs)
            e = x->ev[i].e;
    if (!e) {
        RESIZE_ARRAY(x->ev, x->nev + 1, sizeof *x->ev);
        e = Position_eval_new(at->rs);
        Position_eval_set_limits(
            e, (Game_Limits){ .max_bytes = Cmd_default_bytes() });
        x->ev[x->nev++] = (Expr_Evaluator){ at->rs, e };
    }
    Game_T g;
    Perr_T err;
    Game_Status st = Position_value_text(e, a->s, &g, &err);
    if (st == GAME_DONE)
        return Val_game(g);
    if (st != GAME_BAD_INPUT)
        Perr_limit(&err, 0, "a search within its limits (%s)",
                   Cmd_limit_name(st));
    char col[40] = "";
    if (err.column)
        snprintf(col, sizeof col, "column %zu: ", err.column);
    return fail(c, at, err.limit ? 1 : 2, "%s('%s'): %sexpected %s",
                at->rs->name, a->s, col, err.expected);
}
#line 634 "noweb/cmd/expr.nw"
static bool need_bool(Expr_Ctx *c, const Expr *at, const Val *v)
{
    if (v->t == VAL_BOOL || v->t == VAL_UNDEF)
        return true;
    fail(c, at, 2, "expected a truth value");
    return false;
}

static Val eval_bin(Expr_Ctx *c, const Expr *n)
{
    Val a = Expr_eval(c, n->a[0]);
    if (n->op <= VAL_AND) {
        if (a.t == VAL_UNDEF || !need_bool(c, n->a[0], &a))
            return a;
        if ((n->op == VAL_AND && !a.b)
            || (n->op != VAL_AND && a.b == (n->op == VAL_OR)))
            return Val_truth(n->op != VAL_AND);
        Val b = Expr_eval(c, n->a[1]);
        need_bool(c, n->a[1], &b);
        return b;
    }
    Val b = Expr_eval(c, n->a[1]);
    Val r = Val_binop(n->op, &a, &b, &c->type_error);
    if (c->type_error) {
        c->type_error = false;
        Val e = fail(c, n, 2, "%s", r.s);
        Val_clear(&r);
        r = e;
    }
    Val_clear(&a);
    Val_clear(&b);
    return r;
}

Val Expr_eval(Expr_Ctx *c, const Expr *n)
{
    assert(c && n);
    if (c->status)
        return Val_undefined("error");
    switch (n->kind) {
    case EXPR_LIT: return Val_copy(&n->lit);
    case EXPR_VAR:
        assert(n->var >= 0 && (size_t)n->var < c->sc->nvar);
        return Val_copy(&c->bind[n->var]);
    case EXPR_LET:
        assert(n->var >= 0 && (size_t)n->var < c->sc->nlet);
        if (!c->done[n->var]) {
            c->lets[n->var] = Expr_eval(c, c->sc->letx[n->var]);
            c->done[n->var] = true;
        }
        return Val_copy(&c->lets[n->var]);
    case EXPR_BIN: return eval_bin(c, n);
    case EXPR_NOT:
    case EXPR_NEG: {
        Val a = Expr_eval(c, n->a[0]);
        if (a.t == VAL_UNDEF)
            return a;
        Val r = n->kind == EXPR_NOT && a.t == VAL_BOOL ? Val_truth(!a.b)
                : n->kind == EXPR_NEG && a.t == VAL_NUM
                    ? Val_number(Dyadic_neg(a.x))
                : n->kind == EXPR_NEG && a.t == VAL_GAME
                    ? Val_game(Game_neg(a.g))
                    : fail(c, n, 2,
                           n->kind == EXPR_NOT
                               ? "'not' of something not a truth value"
                               : "'-' of something not a number or a game");
        Val_clear(&a);
        return r;
    }
    case EXPR_CAT: {
        size_t len = 0;
        char *s = ALLOC(1);
        s[0] = '\0';
        for (int i = 0; i < n->na; i++) {
            Val v = Expr_eval(c, n->a[i]);
            if (v.t == VAL_UNDEF) {
                FREE(s);
                return v;
            }
            char *t = Val_text(&v);
            RESIZE(s, len + strlen(t) + 1);
            strcpy(s + len, t);
            len += strlen(t);
            FREE(t);
            Val_clear(&v);
        }
        return Val_string(s);
    }
    default: {
        Val a[2] = { { 0 }, { 0 } }, r = { 0 };
        if (n->fn && n->fn->f == NULL) {                    /* defined(e) */
            a[0] = Expr_eval(c, n->a[0]);
            r = Val_truth(a[0].t != VAL_UNDEF);
            Val_clear(&a[0]);
            return r;
        }
        int k = 0;
        for (; k < n->na && r.t == VAL_UNDEF && !r.s; k++) {
            a[k] = Expr_eval(c, n->a[k]);
            if (a[k].t == VAL_UNDEF)
                r = Val_copy(&a[k]);
        }
        if (!r.s && !c->status)
            r = n->kind == EXPR_RULESET ? ruleset_value(c, n, &a[0])
                                        : n->fn->f(c, n, a, n->na);
        for (int i = 0; i < k; i++)
            Val_clear(&a[i]);
        return r;
    }
    }
}
#line 755 "noweb/cmd/expr.nw"
char *Expr_key(const Expr *n, const char *item)
{
    assert(n && item);
    char *key = ALLOC(strlen(n->key) + strlen(item) + 4);
    sprintf(key, "%s @ %s", n->key, item);
    return key;
}

Val Expr_cached(Expr_Ctx *c, const Expr *n)
{
    assert(c && n && c->env->values);
    if (n->cheap)
        return Expr_eval(c, n);
    char *key = Expr_key(n, c->item);
    Cache_Entry *e = Cache_find(c->env->values, key);
    Val v;
    if (e && Val_read(e->val, &v)) {
        c->env->values->hits++;
        FREE(key);
        return v;
    }
    v = Expr_eval(c, n);
    if (!c->status)
        Cache_put(c->env->values, key, &v);
    FREE(key);
    return v;
}
#line 790 "noweb/cmd/expr.nw"
void Expr_blanks(Expr_Parser *p)
{
    assert(p && p->in.s);
    do
        Scan_blanks(&p->in);
    while (Scan_skip(&p->in, '\r'));         /* a line of a DOS file */
    if (Scan_peek(&p->in) == '#')
        p->in.at += strlen(p->in.s + p->in.at);
}

bool Expr_error(Expr_Parser *p, size_t at, const char *what)
{
    assert(p && p->in.err && what);
    if (!p->failed)
        Scan_fail(&p->in, at, "%s", what);
    p->failed = true;
    return false;
}

static bool is_word_char(char ch, bool first)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_'
        || (!first && ch >= '0' && ch <= '9');
}

size_t Expr_word_len(const char *s)
{
    assert(s);
    size_t k = 0;
    while (is_word_char(s[k], k == 0))
        k++;
    return k;
}

bool Expr_at_word(Expr_Parser *p, const char *w)
{
    assert(p && w);
    Expr_blanks(p);
    size_t k = strlen(w);
    if (strncmp(p->in.s + p->in.at, w, k) || is_word_char(p->in.s[p->in.at + k], false))
        return false;
    p->in.at += k;
    return true;
}

bool Expr_at_sym(Expr_Parser *p, const char *sym)
{
    assert(p && sym);
    Expr_blanks(p);
    size_t k = strlen(sym);
    if (strncmp(p->in.s + p->in.at, sym, k))
        return false;
    p->in.at += k;
    return true;
}

char *Expr_name(Expr_Parser *p, const char *what)
{
    assert(p && what);
    Expr_blanks(p);
    size_t k = Expr_word_len(p->in.s + p->in.at);
    if (k == 0) {
        Expr_error(p, p->in.at, what);
        return NULL;
    }
    p->in.at += k;
    return STRNDUP(p->in.s + p->in.at - k, k);
}

static Expr *node(int kind, size_t col)
{
    Expr *n = CALLOC(1, sizeof *n);
    n->kind = kind;
    n->col = col;
    return n;
}

void Expr_free(Expr *n)
{
    if (!n)
        return;
    for (int i = 0; i < n->na; i++)
        Expr_free(n->a[i]);
    FREE(n->a);
    Val_clear(&n->lit);
    FREE(n->text);
    FREE(n->key);
    FREE(n);
}

static void add_arg(Expr *n, Expr *a)
{
    RESIZE_ARRAY(n->a, n->na + 1, sizeof *n->a);
    n->a[n->na++] = a;
}
#line 890 "noweb/cmd/expr.nw"
static Expr *finish(Expr_Parser *p, Expr *n, size_t from)
{
    size_t to = p->in.at;
    while (to > from && strchr(" \t\r", p->in.s[to - 1]))
        to--;
    n->text = STRNDUP(p->in.s + from, to - from);
    n->col = Perr_column(p->in.s, n->col);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    switch (n->kind) {
    case EXPR_LIT: {
        char *s =
            n->lit.t == VAL_STR ? Val_quoted(n->lit.s) : Val_text(&n->lit);
        fputs(s, f);
        FREE(s);
        break;
    }
    case EXPR_VAR: fprintf(f, "$%s", p->scope->vars[n->var]); break;
    case EXPR_LET: fprintf(f, "(%s)", p->scope->letx[n->var]->key); break;
    case EXPR_BIN:
        fprintf(f, "(%s %s %s)", n->a[0]->key, Val_op_text[n->op],
                n->a[1]->key);
        break;
    case EXPR_NOT: fprintf(f, "not(%s)", n->a[0]->key); break;
    case EXPR_NEG: fprintf(f, "-(%s)", n->a[0]->key); break;
    default:
        fprintf(f, "%s(",
                n->kind == EXPR_CAT       ? "cat"
                : n->kind == EXPR_RULESET ? n->rs->name
                                          : n->fn->name);
        for (int i = 0; i < n->na; i++)
            fprintf(f, "%s%s", i ? "," : "", n->a[i]->key);
        fputc(')', f);
    }
    fclose(f);
    n->key = STRDUP(buf);
    free(buf);
    static const char *const light[] = { "floor", "abs",   "min",     "max",
                                         "num",   "field", "defined", NULL };
    n->cheap = n->kind != EXPR_RULESET;
    if (n->kind == EXPR_CALL) {
        bool found = false;
        for (size_t i = 0; light[i]; i++)
            found = found || strcmp(n->fn->name, light[i]) == 0;
        n->cheap = found;
    }
    if (n->kind == EXPR_LET)
        n->cheap = p->scope->letx[n->var]->cheap;
    for (int i = 0; i < n->na; i++)
        n->cheap = n->cheap && n->a[i]->cheap;
    return n;
}
#line 951 "noweb/cmd/expr.nw"
static Expr *name_ref(Expr_Parser *p, const char *name, size_t at);

static Expr *string(Expr_Parser *p)
{
    size_t from = p->in.at;
    char q = p->in.s[p->in.at++];
    size_t cap = strlen(p->in.s) + 1, k = 0;
    char *buf = ALLOC(cap);
    Expr *cat = node(EXPR_CAT, from);
    for (;;) {
        char ch = p->in.s[p->in.at];
        if (ch == '\0') {
            FREE(buf);
            Expr_free(cat);
            Expr_error(p, from,
                       q == '"' ? "a \" closing this string"
                                : "a ' closing this string");
            return NULL;
        }
        p->in.at++;
        if (ch == q)
            break;
        if (q == '"' && ch == '\\' && strchr("\"\\$", p->in.s[p->in.at])
            && p->in.s[p->in.at]) {
            buf[k++] = p->in.s[p->in.at++];
            continue;
        }
        if (q == '"' && ch == '$') {
            Expr *part = NULL;
            if (k) {
                Expr *lit = node(EXPR_LIT, from);
                lit->lit = Val_string(STRNDUP(buf, k));
                add_arg(cat, finish(p, lit, p->in.at));
                k = 0;
            }
            if (p->in.s[p->in.at] == '{') {
                p->in.at++;
                part = Expr_parse(p);
                if (part && !Expr_at_sym(p, "}")) {
                    Expr_free(part);
                    part = NULL;
                    Expr_error(p, p->in.at, "'}' closing ${");
                }
            } else {
                size_t at = p->in.at, w = Expr_word_len(p->in.s + at);
                if (w == 0)
                    Expr_error(p, at, "a name or { after $ (\\$ for a dollar)");
                else {
                    char *nm = STRNDUP(p->in.s + at, w);
                    p->in.at += w;
                    part = name_ref(p, nm, at);
                    if (part)
                        finish(p, part, at);
                    FREE(nm);
                }
            }
            if (!part) {
                FREE(buf);
                Expr_free(cat);
                return NULL;
            }
            add_arg(cat, part);
            continue;
        }
        buf[k++] = ch;
    }
    Expr *r;
    if (cat->na == 0) {
        Expr_free(cat);
        r = node(EXPR_LIT, from);
        r->lit = Val_string(STRNDUP(buf, k));
    } else {
        if (k) {
            Expr *lit = node(EXPR_LIT, from);
            lit->lit = Val_string(STRNDUP(buf, k));
            add_arg(cat, finish(p, lit, p->in.at));
        }
        r = cat;
    }
    FREE(buf);
    return finish(p, r, from);
}
#line 1037 "noweb/cmd/expr.nw"
static Expr *name_ref(Expr_Parser *p, const char *name, size_t at)
{
    for (size_t k = 0; p->scope && k < p->nvis; k++)
        if (strcmp(p->scope->vars[k], name) == 0) {
            Expr *n = node(EXPR_VAR, at);
            n->var = (int)k;
            return n;
        }
    for (size_t k = 0; p->scope && k < p->nlet; k++)
        if (strcmp(p->scope->lets[k], name) == 0) {
            Expr *n = node(EXPR_LET, at);
            n->var = (int)k;
            return n;
        }
    Expr_error(p, at, p->scope ? "a variable of the family (or a function call)"
                     : "a constant (no family's variables here)");
    return NULL;
}
#line 1060 "noweb/cmd/expr.nw"
static Expr *atom(Expr_Parser *p)
{
    Expr_blanks(p);
    size_t from = p->in.at;
    char ch = p->in.s[p->in.at];
    if (ch >= '0' && ch <= '9') {
        size_t k = strspn(p->in.s + p->in.at, "0123456789");
        char *digits = STRNDUP(p->in.s + p->in.at, k);
        Expr *n = node(EXPR_LIT, from);
        Perr_T e;
        n->lit.t = VAL_NUM;
        Dyadic_parse(digits, &n->lit.x, &e);
        FREE(digits);
        p->in.at += k;
        return finish(p, n, from);
    }
    if (ch == '\'' || ch == '"')
        return string(p);
    if (ch == '(') {
        p->in.at++;
        Expr *n = Expr_parse(p);
        if (n && !Expr_at_sym(p, ")")) {
            Expr_free(n);
            Expr_error(p, p->in.at, "')'");
            return NULL;
        }
        return n;
    }
    size_t k = Expr_word_len(p->in.s + p->in.at);
    if (k == 0) {
        Expr_error(p, from, "a number, a string, a name, a call or '('");
        return NULL;
    }
    char *name = STRNDUP(p->in.s + p->in.at, k);
    p->in.at += k;
    Expr_blanks(p);
    Expr *n = NULL;
    if (p->in.s[p->in.at] != '(') {
        n = name_ref(p, name, from);
        FREE(name);
        return n ? finish(p, n, from) : NULL;
    }
    const Expr_Fn *fn = NULL;
    for (const Expr_Fn *f = functions; f->name && !fn; f++)
        if (strcmp(f->name, name) == 0)
            fn = f;
    const Position_Ruleset *rs = fn ? NULL : Registry_find(name);
    FREE(name);
    if (!fn && !rs) {
        Expr_error(
            p, from,
            "a function (game, outcome, mean, temperature, ...) or a ruleset");
        return NULL;
    }
    n = node(rs ? EXPR_RULESET : EXPR_CALL, from);
    n->fn = fn;
    n->rs = rs;
    p->in.at++;
    if (!Expr_at_sym(p, ")"))
        do {
            Expr *a = Expr_parse(p);
            if (!a) {
                Expr_free(n);
                return NULL;
            }
            add_arg(n, a);
        } while (Expr_at_sym(p, ","));
    if (!Expr_at_sym(p, ")")) {
        Expr_free(n);
        Expr_error(p, p->in.at, "',' or ')'");
        return NULL;
    }
    int lo = rs ? 1 : fn->min, hi = rs ? 1 : fn->max;
    if (n->na < lo || n->na > hi) {
        Expr_free(n);
        Expr_error(p, from,
                   lo == hi ? (lo == 1 ? "one argument" : "two arguments")
                            : "one or two arguments");
        return NULL;
    }
    return finish(p, n, from);
}
#line 1147 "noweb/cmd/expr.nw"
/* the operator at p of this level, or 0 */
static int binary_op(Expr_Parser *p, int level)
{
    static const struct {
        int level;
        const char *sym;
        int op;
        bool word;
    } ops[] = {
        { 0, "implies", VAL_IMPLIES, true }, { 1, "or", VAL_OR, true },
        { 2, "and", VAL_AND, true },         { 3, "==", VAL_EQ, false },
        { 3, "!=", VAL_NE, false },          { 3, "<=", VAL_LE, false },
        { 3, ">=", VAL_GE, false },          { 3, "<", VAL_LT, false },
        { 3, ">", VAL_GT, false },           { 4, "+", VAL_ADD, false },
        { 4, "-", VAL_SUB, false },          { 5, "*", VAL_MUL, false },
        { 5, "/", VAL_DIV, false },          { 5, "mod", VAL_MOD, true },
        { 6, "^", VAL_POW, false },
    };
    Expr_blanks(p);
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (ops[k].level == level && (ops[k].word ? Expr_at_word(p, ops[k].sym)
                                                  : Expr_at_sym(p, ops[k].sym)))
            return ops[k].op;
    return 0;
}

static Expr *level(Expr_Parser *p, int lv)
{
    Expr_blanks(p);
    size_t from = p->in.at;
    if (lv == 7)
        return atom(p);
    if (lv == 2 + 1 && Expr_at_word(p, "not")) { /* not binds under and */
        Expr *a = level(p, 3);
        if (!a)
            return NULL;
        Expr *n = node(EXPR_NOT, from);
        add_arg(n, a);
        return finish(p, n, from);
    }
    if (lv == 6 && Expr_at_sym(p, "-")) {
        Expr *a = level(p, 6);
        if (!a)
            return NULL;
        Expr *n = node(EXPR_NEG, from);
        add_arg(n, a);
        return finish(p, n, from);
    }
    Expr *a = level(p, lv + 1);
    while (a) {
        Expr_blanks(p);
        size_t at = p->in.at;
        int op = binary_op(p, lv);
        if (!op)
            break;
        Expr *b = level(p, op == VAL_IMPLIES || op == VAL_POW ? lv : lv + 1);
        if (!b) {
            Expr_free(a);
            return NULL;
        }
        Expr *n = node(EXPR_BIN, at);
        n->op = op;
        add_arg(n, a);
        add_arg(n, b);
        a = finish(p, n, from);
        if (op == VAL_IMPLIES || op == VAL_POW)
            break;
        if (lv == 3) /* a < b < c: no */
            break;
    }
    return a;
}

Expr *Expr_parse(Expr_Parser *p)
{
    assert(p && p->in.s && p->in.err);
    return level(p, 0);
}
#line 1232 "noweb/cmd/expr.nw"
Expr *Expr_constant(Expr_Parser *p, const char *what)
{
    assert(p && what);
    Expr_blanks(p);
    size_t at = p->in.at;
    if (p->in.s[at] != '\'' && p->in.s[at] != '"') {
        Expr_error(p, at, what);
        return NULL;
    }
    Expr *n = string(p);
    if (n && n->kind != EXPR_LIT) {
        Expr_free(n);
        Expr_error(p, at, "a string without $");
        return NULL;
    }
    return n;
}
