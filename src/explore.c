/* Generated from noweb/cmd/explore.nw by notangle: edit the .nw, not this file. */
#line 217 "noweb/cmd/explore.nw"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "cmdkit.h"
#include "domineering.h"
#include "dyadic.h"
#include "emit.h"
#include "enumerate.h"
#include "explore.h"
#include "game.h"
#include "hash.h"
#include "interrupt.h"
#include "savefile.h"
#include "invariant.h"
#include "mem.h"
#include "notation.h"
#include "octal.h"
#include "position.h"
#include "registry.h"
#include "thermo.h"
#include "version.h"
#ifdef CGTK_MPI
#include <mpi.h>
#endif

#line 266 "noweb/cmd/explore.nw"
typedef enum { V_UNDEF, V_BOOL, V_NUM, V_STR, V_GAME } Vtype;
typedef struct Val { Vtype t; bool b; Dyadic_T x; char *s; Game_T g; } Val;

enum { N_LIT, N_VAR, N_LET, N_CALL, N_RULESET, N_BIN, N_NOT, N_NEG, N_CAT };
enum { OP_IMPLIES = 1, OP_OR, OP_AND, OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_ADD,
       OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_POW };

struct Ctx;
typedef struct Node Node;
typedef Val Fn_Impl(struct Ctx *c, const Node *at, Val *a, int n);
typedef struct Fn { const char *name; int min, max; Fn_Impl *f; } Fn;
struct Node {
    int kind, op, var;          /* var: a binding's or a let's index */
    size_t col;
    Val lit;
    const Fn *fn;
    const Position_Ruleset *rs;
    Node **a;
    int na;
    char *text, *key;
    bool cheap;                 /* no game, ruleset or octal function below: not cached */
};
#line 294 "noweb/cmd/explore.nw"
enum { B_RANGE, B_LIST, B_ENUM, B_OCTAL, B_LINES };
typedef struct Bind {
    char *var;
    int kind;
    size_t col;
    Node *lo, *hi, **list;      /* B_LIST: list[0..nlist) */
    size_t nlist;
    const Position_Ruleset *rs; /* B_ENUM, with lo the size bound */
    char *text;                 /* B_OCTAL: the pattern; B_LINES: the file */
} Bind;
typedef struct Family {
    char *name, *decl, *file;
    size_t line;
    Bind *b;
    size_t nb;
    Node *where;
    char **lets;
    Node **letx;
    size_t nlet;
    bool expanded;
    Val *vals;                  /* items x nb */
    char **keys;
    size_t nitems, cap;
} Family;
#line 324 "noweb/cmd/explore.nw"
typedef struct Stmt {
    char kind;                  /* 't' table, 'd' data, 's' tsv, 'c' conjecture,
                                   'v' verdicts */
    char *name, *file;
    size_t line;
    Family *f;
    Node *where, **cols, *wit[4];
    char **names, **heads;
    size_t ncol, nwit;
    char *plain, *latex;        /* the verdict, once checked */
    char *body;                 /* the output, made in memory */
    size_t bodylen, rows;
    bool *numeric;              /* a column whose values are all numbers */
} Stmt;
#line 346 "noweb/cmd/explore.nw"
typedef struct Entry { char *key, *val; uint64_t h; } Entry;
typedef struct Cache {
    Entry *e;
    size_t n, cap;
    FILE *sink;
    char *path;
    size_t hits, made;
    bool file, locked;          /* sink is the cache file; lock is held */
    int lock;                   /* the lock file's descriptor, when locked */
    off_t good;                 /* the file's length after the last whole write */
    int failed;                 /* errno of a failed write of the file, or 0 */
} Cache;

typedef struct Evaluator { const Position_Ruleset *rs; Position_Eval e; } Evaluator;
struct Explore {
    Family **fam;
    size_t nfam;
    Stmt *st;
    size_t nst, stcap;
    char **files;
    size_t nfiles;
    Cache cache;
    Evaluator *ev;
    size_t nev;
    Game_T *zz;                 /* ZZ_1.. computed so far */
    size_t nzz;
    Cache periods;              /* octal code -> "period preperiod", or undefined */
    struct Census *census;      /* the censuses listed */
    size_t ncensus, censuscap;
    const Explore_Options *opt; /* of the run */
};
#line 664 "noweb/cmd/explore.nw"
typedef struct Ctx {
    Explore *x;
    Family *f;
    const Val *bind;
    Val *lets;
    bool *done;
    const char *item;           /* the item's key, for messages */
    int status;
    size_t col;
    char msg[400];
} Ctx;
#line 1510 "noweb/cmd/explore.nw"
typedef struct Parser {
    const char *s;
    size_t i;
    Perr_T *err;
    Family *f;
    size_t nvis, nlet;
    bool failed;
} Parser;
#line 2477 "noweb/cmd/explore.nw"
typedef struct Undecided Undecided;
typedef struct Expander { Explore *x; Family *f; Val *cur; FILE *err; Undecided *left; }
        Expander;
#line 2625 "noweb/cmd/explore.nw"
typedef struct Census { const Position_Ruleset *rs; int hi; char *text; size_t len; } Census;
typedef struct Part { int size; unsigned res, mod; } Part;    /* mod 0: sizes 1..size */
enum { CENSUS_SPLIT_FROM = 7 };          /* unless the options say otherwise */
static const uint64_t PART_FAILED = 1ULL << 63;
#line 3045 "noweb/cmd/explore.nw"
typedef struct Unit { Stmt *s; size_t item; } Unit;
typedef struct Unit_Run { Explore *x; const Unit *u; Ctx c; } Unit_Run;
#line 3128 "noweb/cmd/explore.nw"
typedef struct Progress { const Explore_Options *opt; size_t total; } Progress;
#line 3153 "noweb/cmd/explore.nw"
typedef struct Worker {
    pid_t pid;
    int to, from;               /* the pipes: units to it, lines from it */
    size_t pending;             /* units of its batch not finished */
    bool busy, open;
    char *buf;                  /* what it sent, up to a newline */
    size_t len, cap;
} Worker;
#line 383 "noweb/cmd/explore.nw"
static void val_clear(Val *v)
{
    FREE(v->s);
    Dyadic_clear(&v->x);
    *v = (Val){ 0 };
}

static Val val_copy(const Val *v)
{
    Val r = *v;
    r.s = v->s ? STRDUP(v->s) : NULL;
    r.x = Dyadic_copy(v->x);
    return r;
}

static Val vnum(Dyadic_T x) { return (Val){ .t = V_NUM, .x = x }; }
static Val vint(int64_t k) { return vnum(Dyadic_int(k)); }
static Val vbool(bool b) { return (Val){ .t = V_BOOL, .b = b }; }
static Val vstr(char *s) { return (Val){ .t = V_STR, .s = s }; }

static Val vgame(Game_T g)              /* a game that is a number is a number */
{
    if (Game_is_number(g))
        return vnum(Game_number_value(g));
    return (Val){ .t = V_GAME, .g = g };
}

static Val undef(const char *fmt, ...)
{
    char buf[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return (Val){ .t = V_UNDEF, .s = STRDUP(buf) };
}
#line 428 "noweb/cmd/explore.nw"
static char *val_str(const Val *v)
{
    switch (v->t) {
    case V_BOOL: return STRDUP(v->b ? "true" : "false");
    case V_NUM: return Dyadic_str(v->x);
    case V_STR: return STRDUP(v->s);
    case V_GAME: return Notation_str(v->g);
    default: return STRDUP("");
    }
}

static char *latex_escaped(const char *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    Emit_latex_escape(f, s);
    fclose(f);
    char *r = STRDUP(buf);
    free(buf);
    return r;
}

static char *val_latex(const Val *v)
{
    char buf[120];
    switch (v->t) {
    case V_NUM: {
        char *d = Dyadic_latex(v->x), *r = ALLOC(strlen(d) + 3);
        sprintf(r, "$%s$", d);
        FREE(d);
        return r;
    }
    case V_GAME: {
        char *s = Notation_str(v->g);
        size_t n = strlen(s);
        FREE(s);
        if (n > 60) {
            snprintf(buf, sizeof buf, "a game born on day %llu (%zu characters)",
                     (unsigned long long)Game_birthday(v->g), n);
            return STRDUP(buf);
        }
        char *l = Notation_latex(v->g), *r = ALLOC(strlen(l) + 3);
        sprintf(r, "$%s$", l);
        FREE(l);
        return r;
    }
    case V_UNDEF: return STRDUP("undefined");
    default: {
        char *s = val_str(v), *e = latex_escaped(s);
        FREE(s);
        char *r = ALLOC(strlen(e) + 12);
        sprintf(r, "\\texttt{%s}", e);
        FREE(e);
        return r;
    }
    }
}
#line 496 "noweb/cmd/explore.nw"
static char *val_write(const Val *v)
{
    char *s = v->t == V_UNDEF ? STRDUP(v->s ? v->s : "") : val_str(v), *r;
    r = ALLOC(strlen(s) + 2);
    r[0] = "ubnsg"[v->t];
    strcpy(r + 1, s);
    FREE(s);
    return r;
}

static bool val_read(const char *s, Val *v)
{
    Perr_T e;
    *v = (Val){ 0 };
    switch (s[0]) {
    case 'u': *v = (Val){ .t = V_UNDEF, .s = STRDUP(s + 1) }; return true;
    case 'b':
        if (strcmp(s + 1, "true") && strcmp(s + 1, "false"))
            return false;
        *v = vbool(s[1] == 't');
        return true;
    case 'n': v->t = V_NUM; return Dyadic_parse(s + 1, &v->x, &e);
    case 's': *v = vstr(STRDUP(s + 1)); return true;
    case 'g': {
        Game_T g;
        if (!Notation_parse(s + 1, &g, &e) || Game_is_number(g))
            return false;
        *v = vgame(g);
        return true;
    }
    default: return false;
    }
}
#line 535 "noweb/cmd/explore.nw"
static Game_T as_game(const Val *v)
{
    return v->t == V_NUM ? Game_number(v->x) : v->g;
}

static bool small_int(const Val *v, int64_t *k)
{
    return v->t == V_NUM && Dyadic_to_int64(v->x, k);
}
#line 551 "noweb/cmd/explore.nw"
static const char *const op_text[] = { "", "implies", "or", "and", "==", "!=", "<", "<=",
                                       ">", ">=", "+", "-", "*", "/", "mod", "^" };

static bool type_error;                 /* set by binop and the functions */

static Val bad_types(int op, const Val *a, const Val *b)
{
    static const char *const kinds[] = { "undefined", "a truth value", "a number",
                                         "a string", "a game" };
    type_error = true;
    return undef("'%s' of %s and %s", op_text[op], kinds[a->t], kinds[b->t]);
}

static Val compare(int op, const Val *a, const Val *b)
{
    int c;
    if (a->t == V_NUM && b->t == V_NUM)
        c = Dyadic_cmp(a->x, b->x);
    else if (a->t == V_STR && b->t == V_STR)
        c = strcmp(a->s, b->s);
    else if (a->t == V_BOOL && b->t == V_BOOL && (op == OP_EQ || op == OP_NE))
        c = a->b != b->b;
    else if ((a->t == V_GAME || a->t == V_NUM) && (b->t == V_GAME || b->t == V_NUM)) {
        Game_Order o = Game_compare(as_game(a), as_game(b));
        bool eq = o == GAME_EQUAL, lt = o == GAME_LESS, gt = o == GAME_GREATER;
        switch (op) {
        case OP_EQ: return vbool(eq);
        case OP_NE: return vbool(!eq);
        case OP_LT: return vbool(lt);
        case OP_LE: return vbool(lt || eq);
        case OP_GT: return vbool(gt);
        default: return vbool(gt || eq);
        }
    } else
        return bad_types(op, a, b);
    c = c < 0 ? -1 : c > 0;
    switch (op) {
    case OP_EQ: return vbool(c == 0);
    case OP_NE: return vbool(c != 0);
    case OP_LT: return vbool(c < 0);
    case OP_LE: return vbool(c <= 0);
    case OP_GT: return vbool(c > 0);
    default: return vbool(c >= 0);
    }
}

static Val binop(int op, const Val *a, const Val *b)
{
    if (a->t == V_UNDEF)
        return val_copy(a);
    if (b->t == V_UNDEF)
        return val_copy(b);
    if (op >= OP_EQ && op <= OP_GE)
        return compare(op, a, b);
    bool nums = a->t == V_NUM && b->t == V_NUM;
    bool games = (a->t == V_GAME || a->t == V_NUM) && (b->t == V_GAME || b->t == V_NUM);
    int64_t k;
    switch (op) {
    case OP_ADD:
    case OP_SUB:
        if (nums)
            return vnum(op == OP_ADD ? Dyadic_add(a->x, b->x) : Dyadic_sub(a->x, b->x));
        if (games)
            return vgame(op == OP_ADD ? Game_add(as_game(a), as_game(b))
                                      : Game_sub(as_game(a), as_game(b)));
        if (op == OP_ADD && a->t == V_STR && b->t == V_STR) {
            char *s = ALLOC(strlen(a->s) + strlen(b->s) + 1);
            return vstr(strcat(strcpy(s, a->s), b->s));
        }
        break;
    case OP_MUL:
        if (nums)
            return vnum(Dyadic_mul(a->x, b->x));
        break;
    case OP_DIV:
        if (nums) {
            Dyadic_T q;
            return Dyadic_div(a->x, b->x, &q) ? vnum(q)
                   : undef(Dyadic_is_zero(b->x) ? "division by zero"
                                                : "a quotient that is not a dyadic rational");
        }
        break;
    case OP_MOD: {
        int64_t p, q;
        if (small_int(a, &p) && small_int(b, &q) && q != 0 && q != INT64_MIN) {
            int64_t r = q == -1 ? 0 : p % q;               /* INT64_MIN % -1 overflows */
            return vint(r < 0 ? r + (q < 0 ? -q : q) : r);
        }
        if (nums)
            return undef("mod of numbers that are not integers (or by 0)");
        break;
    }
    case OP_POW:
        if (nums && small_int(b, &k) && k >= 0 && k <= 4096) {
            Dyadic_T r = Dyadic_int(1);
            for (int64_t i = 0; i < k; i++) {
                Dyadic_T t = Dyadic_mul(r, a->x);
                Dyadic_clear(&r);
                r = t;
            }
            return vnum(r);
        }
        if (nums)
            return undef("a power whose exponent is not an integer from 0 to 4096");
        break;
    }
    return bad_types(op, a, b);
}
#line 678 "noweb/cmd/explore.nw"
static Val fail(Ctx *c, const Node *at, int status, const char *fmt, ...)
{
    if (c->status == 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->msg, sizeof c->msg, fmt, ap);
        va_end(ap);
        c->status = status;
        c->col = at ? at->col : 0;
    }
    return (Val){ .t = V_UNDEF, .s = STRDUP("error") };
}

static bool need_game(Ctx *c, const Node *at, const Val *v)
{
    if (v->t == V_GAME || v->t == V_NUM)
        return true;
    fail(c, at, 2, "%s: expected a game", at->fn->name);
    return false;
}

static bool need_int(Ctx *c, const Node *at, const Val *v, int64_t lo, int64_t hi,
                     int64_t *k)
{
    if (small_int(v, k) && *k >= lo && *k <= hi)
        return true;
    fail(c, at, 2, "%s: expected an integer from %lld to %lld", at->fn->name,
         (long long)lo, (long long)hi);
    return false;
}

static bool need_str(Ctx *c, const Node *at, const Val *v)
{
    if (v->t == V_STR)
        return true;
    fail(c, at, 2, "%s: expected a string", at->fn->name);
    return false;
}
#line 720 "noweb/cmd/explore.nw"
static Val f_game(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (!need_str(c, at, &a[0]))
        return undef("error");
    Game_T g;
    Perr_T e;
    if (!Notation_parse(a[0].s, &g, &e))
        return fail(c, at, e.limit ? 1 : 2, "game('%s'): column %zu: expected %s", a[0].s,
                    e.column, e.expected);
    return vgame(g);
}

static Val f_nimber(Ctx *c, const Node *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    return need_int(c, at, &a[0], 0, UINT32_MAX, &k) ? vgame(Game_nimber((uint32_t)k))
                                                     : undef("error");
}

static Val f_zigzag(Ctx *c, const Node *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    if (!need_int(c, at, &a[0], 1, 100000, &k))
        return undef("error");
    Explore *x = c->x;
    if ((size_t)k > x->nzz) {                      /* zz[0] = ZZ_0 = 0 */
        RESIZE_ARRAY(x->zz, (size_t)k + 1, sizeof *x->zz);
        x->zz[0] = Game_zero();
        for (size_t m = x->nzz + 1; m <= (size_t)k; m++)
            x->zz[m] = Domineering_zigzag_next(x->zz, m);
        x->nzz = (size_t)k;
    }
    return vgame(x->zz[k]);
}

static Val f_outcome(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return undef("error");
    return vstr(STRDUP(Game_outcome_name(Game_outcome(as_game(&a[0])))));
}

static Val f_thermo(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return undef("error");
    Game_T g = as_game(&a[0]);
    const char *name = at->fn->name;
    if (strcmp(name, "leftstop") == 0)
        return vnum(Game_left_stop(g));
    if (strcmp(name, "rightstop") == 0)
        return vnum(Game_right_stop(g));
    if (strcmp(name, "mean") == 0)
        return vnum(Thermo_mean(g));
    if (strcmp(name, "temperature") == 0)
        return vnum(Thermo_temperature(g));
    return vint((int64_t)Game_birthday(g));
}

static Val f_invariant(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]))
        return undef("error");
    Game_T g = as_game(&a[0]), w;
    const char *name = at->fn->name;
    if (strcmp(name, "ish") == 0)
        return vgame(Invariant_reduced(g));
    if (strcmp(name, "isnumber") == 0)
        return vbool(Game_is_number(g));
    if (strcmp(name, "isinfinitesimal") == 0)
        return vbool(Game_is_infinitesimal(g));
    if (strcmp(name, "isnimber") == 0)
        return vbool(Game_is_nimber(g));
    if (!Invariant_atomic_weight(g, &w))
        return undef("the atomic weight of a game that is not all-small");
    return vgame(w);
}

static Val f_grundy(Ctx *c, const Node *at, Val *a, int n)
{
    if (n == 1) {
        if (!need_game(c, at, &a[0]))
            return undef("error");
        Game_T g = as_game(&a[0]);
        if (!Game_is_nimber(g))
            return undef("the nim-value of a game that is not a nimber");
        return vint(Game_nimber_value(g));
    }
    int64_t h;
    if (!need_str(c, at, &a[0]) || !need_int(c, at, &a[1], 0, 1 << 24, &h))
        return undef("error");
    Octal_T o;
    Perr_T e;
    if (!Octal_parse(a[0].s, &o, &e))
        return fail(c, at, 2, "octal code '%s': column %zu: expected %s", a[0].s, e.column,
                    e.expected);
    uint16_t *v = Octal_values_new((size_t)h);
    bool ok = v && Octal_grundy_fast(o, (size_t)h, v, NULL, NULL);
    Val r = ok ? vint(v[h]) : fail(c, at, 1, "G(%lld) of %s: a limit (a value past 16 bits, "
                                   "memory or a signal)", (long long)h, a[0].s);
    if (v)
        Octal_values_free(&v, (size_t)h);
    Octal_free(&o);
    return r;
}

static Val period_of(Ctx *c, const Node *at, Val *a, size_t heaps);
static Entry *cache_find(Cache *t, const char *key);
static bool cache_add(Cache *t, const char *key, const char *val);
static char *val_write(const Val *v);
static bool val_read(const char *s, Val *v);

static Val f_period(Ctx *c, const Node *at, Val *a, int n)     /* memo: one search a code */
{
    int64_t heaps = (int64_t)OCTAL_PERIOD_HEAPS;           /* as cgtk octal --period */
    if (!need_str(c, at, &a[0])
        || (n == 2 && !need_int(c, at, &a[1], 1024, (int64_t)OCTAL_PERIOD_HEAPS, &heaps)))
        return undef("error");
    Cache *memo = &c->x->periods;
    char key[200];
    snprintf(key, sizeof key, "%.150s %lld", a[0].s, (long long)heaps);
    Entry *e = cache_find(memo, key);
    Val r;
    if (!e) {
        Val p = period_of(c, at, a, (size_t)heaps);
        if (c->status)
            return p;
        char *w = val_write(&p);
        cache_add(memo, key, w);
        FREE(w);
        val_clear(&p);
        e = cache_find(memo, key);
    }
    val_read(e->val, &r);
    if (r.t == V_UNDEF)
        return r;
    char *end;
    int64_t p = strtoll(r.s, &end, 10), pre = strtoll(end, NULL, 10);
    val_clear(&r);
    return vint(strcmp(at->fn->name, "period") == 0 ? p : pre);
}

static Val period_of(Ctx *c, const Node *at, Val *a, size_t heaps)  /* "p e", or undefined */
{
    Octal_T o;
    Perr_T e;
    if (!Octal_parse(a[0].s, &o, &e))
        return fail(c, at, 2, "octal code '%s': column %zu: expected %s", a[0].s, e.column,
                    e.expected);
    Val r = undef("%s: no period proven within %zu heaps", a[0].s, heaps);
    for (size_t h = heaps < 1024 ? heaps : 1024;; h = 4 * h < heaps ? 4 * h : heaps) {
        uint16_t *v = Octal_values_new(h);
        Octal_Period p;
        bool ok = v && Octal_grundy_fast(o, h, v, NULL, NULL);
        if (!ok) {
            val_clear(&r);
            r = Interrupt_signal ? fail(c, at, 1, "interrupted")
                                 : undef("%s: a nim-value past 16 bits", a[0].s);
        } else if (Octal_find_period(o, v, h, &p)) {
            val_clear(&r);
            char buf[64];
            snprintf(buf, sizeof buf, "%zu %zu", p.period, p.preperiod);
            r = vstr(STRDUP(buf));
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

static Val f_numeric(Ctx *c, const Node *at, Val *a, int n)
{
    const char *name = at->fn->name;
    for (int i = 0; i < n; i++)
        if (a[i].t != V_NUM)
            return fail(c, at, 2, "%s: expected a number", name);
    if (strcmp(name, "floor") == 0)
        return vnum(Dyadic_floor(a[0].x));
    if (strcmp(name, "abs") == 0)
        return vnum(Dyadic_sign(a[0].x) < 0 ? Dyadic_neg(a[0].x) : Dyadic_copy(a[0].x));
    bool first = Dyadic_cmp(a[0].x, a[1].x) <= 0;
    return val_copy(&a[strcmp(name, "min") == 0 ? !first : first]);
}

static Val f_num(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (a[0].t == V_NUM)
        return val_copy(&a[0]);
    if (!need_str(c, at, &a[0]))
        return undef("error");
    Dyadic_T x;
    Perr_T e;
    if (!Dyadic_parse(a[0].s, &x, &e))
        return fail(c, at, 2, "num('%s'): column %zu: expected %s", a[0].s, e.column,
                    e.expected);
    return vnum(x);
}

static Val f_field(Ctx *c, const Node *at, Val *a, int n)
{
    int64_t k;
    (void)n;
    if (!need_str(c, at, &a[0]) || !need_int(c, at, &a[1], 1, 1000, &k))
        return undef("error");
    const char *s = a[0].s;
    for (int64_t i = 1; i < k && s; i++)
        s = strchr(s, '\t') ? strchr(s, '\t') + 1 : NULL;
    if (!s)
        return undef("a line with fewer than %lld fields", (long long)k);
    return vstr(STRNDUP(s, strcspn(s, "\t")));
}

static Val f_fuzzy(Ctx *c, const Node *at, Val *a, int n)
{
    (void)n;
    if (!need_game(c, at, &a[0]) || !need_game(c, at, &a[1]))
        return undef("error");
    return vbool(Game_compare(as_game(&a[0]), as_game(&a[1])) == GAME_CONFUSED);
}

static const Fn functions[] = {
    { "game", 1, 1, f_game }, { "nimber", 1, 1, f_nimber }, { "zigzag", 1, 1, f_zigzag },
    { "outcome", 1, 1, f_outcome }, { "leftstop", 1, 1, f_thermo },
    { "rightstop", 1, 1, f_thermo }, { "mean", 1, 1, f_thermo },
    { "temperature", 1, 1, f_thermo }, { "birthday", 1, 1, f_thermo },
    { "atomicweight", 1, 1, f_invariant }, { "ish", 1, 1, f_invariant },
    { "isnumber", 1, 1, f_invariant }, { "isinfinitesimal", 1, 1, f_invariant },
    { "isnimber", 1, 1, f_invariant }, { "grundy", 1, 2, f_grundy },
    { "period", 1, 2, f_period }, { "preperiod", 1, 2, f_period },
    { "floor", 1, 1, f_numeric }, { "abs", 1, 1, f_numeric }, { "min", 2, 2, f_numeric },
    { "max", 2, 2, f_numeric }, { "num", 1, 1, f_num }, { "field", 2, 2, f_field },
    { "fuzzy", 2, 2, f_fuzzy }, { "defined", 1, 1, NULL }, { NULL, 0, 0, NULL }
};
#line 970 "noweb/cmd/explore.nw"
static Val ruleset_value(Ctx *c, const Node *at, const Val *a)
{
    if (a->t != V_STR)
        return fail(c, at, 2, "%s: expected a position (a string)", at->rs->name);
    Explore *x = c->x;
    Position_Eval e = NULL;
    for (size_t i = 0; i < x->nev; i++)
        if (x->ev[i].rs == at->rs)
            e = x->ev[i].e;
    if (!e) {
        RESIZE_ARRAY(x->ev, x->nev + 1, sizeof *x->ev);
        e = Position_eval_new(at->rs);
        Position_eval_set_limits(e, (Game_Limits){ .max_bytes = Cmd_default_bytes() });
        x->ev[x->nev++] = (Evaluator){ at->rs, e };
    }
    Game_T g;
    Perr_T err;
    Game_Status st = Position_value_text(e, a->s, &g, &err);
    if (st == GAME_DONE)
        return vgame(g);
    if (st != GAME_BAD_INPUT)
        Perr_limit(&err, 0, "a search within its limits (%s)", Cmd_limit_name(st));
    char col[40] = "";
    if (err.column)
        snprintf(col, sizeof col, "column %zu: ", err.column);
    return fail(c, at, err.limit ? 1 : 2, "%s('%s'): %sexpected %s", at->rs->name, a->s, col,
                err.expected);
}
#line 1005 "noweb/cmd/explore.nw"
static Val eval(Ctx *c, const Node *n);

static bool need_bool(Ctx *c, const Node *at, const Val *v)
{
    if (v->t == V_BOOL || v->t == V_UNDEF)
        return true;
    fail(c, at, 2, "expected a truth value");
    return false;
}

static Val eval_bin(Ctx *c, const Node *n)
{
    Val a = eval(c, n->a[0]);
    if (n->op <= OP_AND) {
        if (a.t == V_UNDEF || !need_bool(c, n->a[0], &a))
            return a;
        if ((n->op == OP_AND && !a.b) || (n->op != OP_AND && a.b == (n->op == OP_OR)))
            return vbool(n->op != OP_AND);
        Val b = eval(c, n->a[1]);
        need_bool(c, n->a[1], &b);
        return b;
    }
    Val b = eval(c, n->a[1]), r = binop(n->op, &a, &b);
    if (type_error) {
        type_error = false;
        Val e = fail(c, n, 2, "%s", r.s);
        val_clear(&r);
        r = e;
    }
    val_clear(&a);
    val_clear(&b);
    return r;
}

static Val eval(Ctx *c, const Node *n)
{
    if (c->status)
        return undef("error");
    switch (n->kind) {
    case N_LIT: return val_copy(&n->lit);
    case N_VAR: return val_copy(&c->bind[n->var]);
    case N_LET:
        if (!c->done[n->var]) {
            c->lets[n->var] = eval(c, c->f->letx[n->var]);
            c->done[n->var] = true;
        }
        return val_copy(&c->lets[n->var]);
    case N_BIN: return eval_bin(c, n);
    case N_NOT:
    case N_NEG: {
        Val a = eval(c, n->a[0]);
        if (a.t == V_UNDEF)
            return a;
        Val r = n->kind == N_NOT && a.t == V_BOOL ? vbool(!a.b)
              : n->kind == N_NEG && a.t == V_NUM  ? vnum(Dyadic_neg(a.x))
              : n->kind == N_NEG && a.t == V_GAME ? vgame(Game_neg(a.g))
              : fail(c, n, 2, n->kind == N_NOT ? "'not' of something not a truth value"
                                                : "'-' of something not a number or a game");
        val_clear(&a);
        return r;
    }
    case N_CAT: {
        size_t len = 0;
        char *s = ALLOC(1);
        s[0] = '\0';
        for (int i = 0; i < n->na; i++) {
            Val v = eval(c, n->a[i]);
            if (v.t == V_UNDEF) {
                FREE(s);
                return v;
            }
            char *t = val_str(&v);
            RESIZE(s, len + strlen(t) + 1);
            strcpy(s + len, t);
            len += strlen(t);
            FREE(t);
            val_clear(&v);
        }
        return vstr(s);
    }
    default: {
        Val a[2] = { { 0 }, { 0 } }, r = { 0 };
        if (n->fn && n->fn->f == NULL) {                    /* defined(e) */
            a[0] = eval(c, n->a[0]);
            r = vbool(a[0].t != V_UNDEF);
            val_clear(&a[0]);
            return r;
        }
        int k = 0;
        for (; k < n->na && r.t == V_UNDEF && !r.s; k++) {
            a[k] = eval(c, n->a[k]);
            if (a[k].t == V_UNDEF)
                r = val_copy(&a[k]);
        }
        if (!r.s && !c->status)
            r = n->kind == N_RULESET ? ruleset_value(c, n, &a[0]) : n->fn->f(c, n, a, n->na);
        for (int i = 0; i < k; i++)
            val_clear(&a[i]);
        return r;
    }
    }
}
#line 1116 "noweb/cmd/explore.nw"
static uint64_t str_hash(const char *s)
{
    return Hash_mix(Hash_fnv(HASH_FNV_BASIS, s, strlen(s)));
}

static Entry *cache_find(Cache *t, const char *key)
{
    if (t->cap == 0)
        return NULL;
    uint64_t h = str_hash(key);
    for (size_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        if (!t->e[i].key)
            return NULL;
        if (t->e[i].h == h && strcmp(t->e[i].key, key) == 0)
            return &t->e[i];
    }
}

static bool cache_add(Cache *t, const char *key, const char *val)    /* true: new */
{
    Entry *old = cache_find(t, key);
    if (old) {
        FREE(old->val);
        old->val = STRDUP(val);
        return false;
    }
    if (2 * (t->n + 1) > t->cap) {
        Entry *e = t->e;
        size_t cap = t->cap;
        t->cap = cap ? 2 * cap : 1024;
        t->e = CALLOC(t->cap, sizeof *t->e);
        t->n = 0;
        for (size_t i = 0; i < cap; i++)
            if (e[i].key) {
                size_t j = e[i].h & (t->cap - 1);
                while (t->e[j].key)
                    j = (j + 1) & (t->cap - 1);
                t->e[j] = e[i];
                t->n++;
            }
        FREE(e);
    }
    uint64_t h = str_hash(key);
    size_t j = h & (t->cap - 1);
    while (t->e[j].key)
        j = (j + 1) & (t->cap - 1);
    t->e[j] = (Entry){ STRDUP(key), STRDUP(val), h };
    t->n++;
    return true;
}

static void escape_to(FILE *f, const char *s)
{
    for (; *s; s++)
        if (*s == '\t' || *s == '\n' || *s == '\\')
            fprintf(f, "\\%c", *s == '\t' ? 't' : *s == '\n' ? 'n' : '\\');
        else
            fputc(*s, f);
}

static bool unescape(char *s)
{
    char *w = s;
    for (; *s; s++) {
        if (*s != '\\') {
            *w++ = *s;
            continue;
        }
        s++;
        if (*s != 't' && *s != 'n' && *s != '\\')
            return false;
        *w++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : '\\';
    }
    *w = '\0';
    return true;
}

static char *entry_line(const char *key, const char *val)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    escape_to(f, key);
    fputc('\t', f);
    escape_to(f, val);
    fclose(f);
    char *line = ALLOC(len + 20);
    sprintf(line, "%s\t%016llx\n", buf,
            (unsigned long long)Hash_fnv(HASH_FNV_BASIS, buf, len));
    free(buf);
    return line;
}

/* reads one line of the cache (without its newline) into the table; false: corrupt.
   *fresh (may be NULL): the key was not in the table. */
static bool cache_read_line(Cache *t, char *line, bool *fresh)
{
    char *tab2 = strrchr(line, '\t');
    if (!tab2 || strlen(tab2 + 1) != 16)
        return false;
    *tab2 = '\0';
    unsigned long long sum = strtoull(tab2 + 1, NULL, 16);
    if (sum != Hash_fnv(HASH_FNV_BASIS, line, strlen(line)))
        return false;
    char *tab = strchr(line, '\t');
    if (!tab)
        return false;
    *tab = '\0';
    Val v;
    if (!unescape(line) || !unescape(tab + 1) || !val_read(tab + 1, &v))
        return false;
    val_clear(&v);
    bool added = cache_add(t, line, tab + 1);
    if (fresh)
        *fresh = added;
    return true;
}

/* the entries written reach the file whole, or not at all: after a write that fails
   (a full disk) the file is cut back to its last whole entry and no longer written */
static void cache_sync(Cache *t)
{
    if (!t->sink)
        return;
    if (!t->file) {
        fflush(t->sink);
        return;
    }
    errno = 0;
    if (fflush(t->sink) == 0 && !ferror(t->sink)) {
        off_t at = ftello(t->sink);
        t->good = at >= 0 ? at : t->good;
        return;
    }
    t->failed = errno ? errno : EIO;
    int fd = dup(fileno(t->sink));
    fclose(t->sink);                    /* may write some more of the torn entry ... */
    t->sink = NULL;
    if (fd >= 0) {
        if (ftruncate(fd, t->good) != 0)      /* ... which goes, with the rest of it */
            t->failed = t->failed ? t->failed : errno;
        close(fd);
    }
}

static int cache_failed(Explore *x, char *msg, size_t size)     /* the status, said */
{
    snprintf(msg, size, "cgtk run: cannot write the cache %s: %s (cut back to its last "
             "whole entry; the run stops here)", x->cache.path, strerror(x->cache.failed));
    return 1;
}

static void cache_put(Cache *t, const char *key, const Val *v)
{
    char *val = val_write(v);
    cache_add(t, key, val);
    t->made++;
    if (t->sink) {
        char *line = entry_line(key, val);
        fputs(line, t->sink);
        cache_sync(t);
        FREE(line);
    }
    FREE(val);
}
#line 1289 "noweb/cmd/explore.nw"
static const char *identity(void)
{
    static char id[160];
    if (id[0])
        return id;
    uint64_t h = HASH_FNV_BASIS;
    int fd = open("/proc/self/exe", O_RDONLY);
    char buf[1 << 16];
    ssize_t k;
    while (fd >= 0 && (k = read(fd, buf, sizeof buf)) > 0)
        h = Hash_fnv(h, buf, (size_t)k);
    if (fd >= 0)
        close(fd);
    snprintf(id, sizeof id, "cgtk-cache 1 %s %016llx", Version_string(),
             (unsigned long long)h);
    return id;
}
#line 1333 "noweb/cmd/explore.nw"
static bool write_cache(FILE *f, void *closure)  /* for Savefile_write: a fresh cache */
{
    const Cache *t = closure;
    fprintf(f, "%s\n", identity());
    for (size_t i = 0; i < t->cap; i++)
        if (t->e[i].key) {
            char *l = entry_line(t->e[i].key, t->e[i].val);
            fputs(l, f);
            FREE(l);
        }
    return !ferror(f);
}

/* a regular file with one name, not a link: 0, or the status after a message */
static int cache_plain(const char *path, int fd, FILE *err)
{
    struct stat sb;
    int e = fd >= 0 ? fstat(fd, &sb) : lstat(path, &sb);
    if (e != 0)
        return errno == ENOENT ? 0 : (fprintf(err, "cgtk run: %s: %s\n", path,
                                              strerror(errno)), 1);
    if (S_ISLNK(sb.st_mode) || !S_ISREG(sb.st_mode) || sb.st_nlink > 1) {
        fprintf(err, "cgtk run: %s: %s: refused, since the cache is written there "
                "(remove it)\n", path, S_ISLNK(sb.st_mode) ? "a symbolic link"
                : !S_ISREG(sb.st_mode) ? "not a regular file"
                : "a file with other names (hard links)");
        return 2;
    }
    return 0;
}

static int cache_lock(Cache *t, const char *path, FILE *err)
{
    size_t n = strlen(path) + 8;
    char *lock = ALLOC(n);
    snprintf(lock, n, "%s.lock", path);
    int fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    int rc = fd < 0 ? (errno == ELOOP ? 2 : 1) : cache_plain(lock, fd, err);
    if (fd < 0)
        fprintf(err, "cgtk run: %s: %s\n", lock, errno == ELOOP
                ? "a symbolic link: refused (remove it)" : strerror(errno));
    if (rc == 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {
        fprintf(err, "cgtk run: %s is in use by another run of the same file: waiting "
                "for it\n", path);
        while (rc == 0 && flock(fd, LOCK_EX) != 0)
            if (errno != EINTR || Interrupt_signal)
                rc = Interrupt_signal ? 128 + Interrupt_signal : 1;
        if (rc == 1)
            fprintf(err, "cgtk run: %s: %s\n", lock, strerror(errno));
    }
    if (rc == 0) {
        t->lock = fd;
        t->locked = true;
    } else if (fd >= 0)
        close(fd);
    FREE(lock);
    return rc;
}

static int cache_open(Cache *t, const char *path, bool fresh, FILE *err)
{
    t->path = STRDUP(path);
    int rc = cache_lock(t, path, err);
    if (rc == 0)
        rc = cache_plain(path, -1, err);
    if (rc)
        return rc;
    int fd = fresh ? -1 : open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (fd >= 0 && !f)
        close(fd);
    char *line = NULL;
    size_t cap = 0, lineno = 1, bad = 0;
    ssize_t len;
    bool ours = false;
    if (f && (len = getline(&line, &cap, f)) > 0) {
        line[strcspn(line, "\n")] = '\0';
        ours = strcmp(line, identity()) == 0;
    }
    while (ours && (len = getline(&line, &cap, f)) > 0) {
        lineno++;
        bool whole = line[len - 1] == '\n';
        line[strcspn(line, "\n")] = '\0';
        if (!whole || !cache_read_line(t, line, NULL)) {
            if (bad++ < 5)
                fprintf(err, "%s:%zu: a corrupt cache entry (checksum): recomputed\n", path,
                        lineno);
        }
    }
    free(line);
    if (f)
        fclose(f);
    if (bad > 5)
        fprintf(err, "%s: %zu corrupt cache entries in all: recomputed\n", path, bad);
    char why[700];
    if ((!ours || bad) && !Savefile_write(path, write_cache, NULL, t, why, sizeof why)) {
        fprintf(err, "cgtk run: the cache: %s\n", why);    /* the old file, if any, stays */
        return 1;
    }
    fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
    rc = fd < 0 ? (fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno)), 1)
                : cache_plain(path, fd, err);
    if (rc == 0 && !(t->sink = fdopen(fd, "a"))) {
        fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno));
        rc = 1;
    }
    if (rc) {
        if (fd >= 0)
            close(fd);
        return rc;
    }
    t->file = true;
    t->good = lseek(fd, 0, SEEK_END);
    return 0;
}

static void cache_free(Cache *t)
{
    for (size_t i = 0; i < t->cap; i++)
        if (t->e[i].key) {
            FREE(t->e[i].key);
            FREE(t->e[i].val);
        }
    FREE(t->e);
    FREE(t->path);
    if (t->sink && t->file)
        cache_sync(t);
    if (t->sink)
        fclose(t->sink);
    if (t->locked)
        close(t->lock);                 /* and the lock goes with it */
    *t = (Cache){ 0 };
}
#line 1477 "noweb/cmd/explore.nw"
static char *entry_key(const Node *n, const char *item)     /* a new string */
{
    char *key = ALLOC(strlen(n->key) + strlen(item) + 4);
    sprintf(key, "%s @ %s", n->key, item);
    return key;
}

static Val cached(Ctx *c, const Node *n)
{
    if (n->cheap)
        return eval(c, n);
    char *key = entry_key(n, c->item);
    Entry *e = cache_find(&c->x->cache, key);
    Val v;
    if (e && val_read(e->val, &v)) {
        c->x->cache.hits++;
        FREE(key);
        return v;
    }
    v = eval(c, n);
    if (!c->status)
        cache_put(&c->x->cache, key, &v);
    FREE(key);
    return v;
}
#line 1521 "noweb/cmd/explore.nw"
static void blanks(Parser *p)
{
    p->i += strspn(p->s + p->i, " \t\r");
    if (p->s[p->i] == '#')
        p->i += strlen(p->s + p->i);
}

static bool perr(Parser *p, size_t at, const char *what)
{
    if (!p->failed)
        Perr_set(p->err, Perr_column(p->s, at), "%s", what);
    p->failed = true;
    return false;
}

static bool is_word_char(char ch, bool first)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_'
        || (!first && ch >= '0' && ch <= '9');
}

static size_t word_len(const char *s)
{
    size_t k = 0;
    while (is_word_char(s[k], k == 0))
        k++;
    return k;
}

static bool at_word(Parser *p, const char *w)      /* the keyword w, consumed */
{
    blanks(p);
    size_t k = strlen(w);
    if (strncmp(p->s + p->i, w, k) || is_word_char(p->s[p->i + k], false))
        return false;
    p->i += k;
    return true;
}

static bool at_sym(Parser *p, const char *sym)
{
    blanks(p);
    size_t k = strlen(sym);
    if (strncmp(p->s + p->i, sym, k))
        return false;
    p->i += k;
    return true;
}

static char *name_of(Parser *p, const char *what)   /* a word, or NULL */
{
    blanks(p);
    size_t k = word_len(p->s + p->i);
    if (k == 0) {
        perr(p, p->i, what);
        return NULL;
    }
    p->i += k;
    return STRNDUP(p->s + p->i - k, k);
}

static Node *node(int kind, size_t col)
{
    Node *n = CALLOC(1, sizeof *n);
    n->kind = kind;
    n->col = col;
    return n;
}

static void node_free(Node *n)
{
    if (!n)
        return;
    for (int i = 0; i < n->na; i++)
        node_free(n->a[i]);
    FREE(n->a);
    val_clear(&n->lit);
    FREE(n->text);
    FREE(n->key);
    FREE(n);
}

static void add_arg(Node *n, Node *a)
{
    RESIZE_ARRAY(n->a, n->na + 1, sizeof *n->a);
    n->a[n->na++] = a;
}

static char *quoted(const char *s)          /* 'like this', for keys and messages */
{
    char *r = ALLOC(2 * strlen(s) + 3), *w = r;
    *w++ = '\'';
    for (; *s; s++) {
        if (*s == '\'' || *s == '\\')
            *w++ = '\\';
        *w++ = *s;
    }
    *w++ = '\'';
    *w = '\0';
    return r;
}
#line 1627 "noweb/cmd/explore.nw"
static Node *finish(Parser *p, Node *n, size_t from)
{
    size_t to = p->i;
    while (to > from && strchr(" \t\r", p->s[to - 1]))
        to--;
    n->text = STRNDUP(p->s + from, to - from);
    n->col = Perr_column(p->s, n->col);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    switch (n->kind) {
    case N_LIT: {
        char *s = n->lit.t == V_STR ? quoted(n->lit.s) : val_str(&n->lit);
        fputs(s, f);
        FREE(s);
        break;
    }
    case N_VAR: fprintf(f, "$%s", p->f->b[n->var].var); break;
    case N_LET: fprintf(f, "(%s)", p->f->letx[n->var]->key); break;
    case N_BIN: fprintf(f, "(%s %s %s)", n->a[0]->key, op_text[n->op], n->a[1]->key); break;
    case N_NOT: fprintf(f, "not(%s)", n->a[0]->key); break;
    case N_NEG: fprintf(f, "-(%s)", n->a[0]->key); break;
    default:
        fprintf(f, "%s(", n->kind == N_CAT ? "cat" : n->kind == N_RULESET ? n->rs->name
                                                                           : n->fn->name);
        for (int i = 0; i < n->na; i++)
            fprintf(f, "%s%s", i ? "," : "", n->a[i]->key);
        fputc(')', f);
    }
    fclose(f);
    n->key = STRDUP(buf);
    free(buf);
    static const char *const light[] = { "floor", "abs", "min", "max", "num", "field",
                                         "defined", NULL };
    n->cheap = n->kind != N_RULESET;
    if (n->kind == N_CALL) {
        bool found = false;
        for (size_t i = 0; light[i]; i++)
            found = found || strcmp(n->fn->name, light[i]) == 0;
        n->cheap = found;
    }
    if (n->kind == N_LET)
        n->cheap = p->f->letx[n->var]->cheap;
    for (int i = 0; i < n->na; i++)
        n->cheap = n->cheap && n->a[i]->cheap;
    return n;
}

static Node *expr(Parser *p);
#line 1684 "noweb/cmd/explore.nw"
static Node *name_ref(Parser *p, const char *name, size_t at);

static Node *string(Parser *p)
{
    size_t from = p->i;
    char q = p->s[p->i++];
    size_t cap = strlen(p->s) + 1, k = 0;
    char *buf = ALLOC(cap);
    Node *cat = node(N_CAT, from);
    for (;;) {
        char ch = p->s[p->i];
        if (ch == '\0') {
            FREE(buf);
            node_free(cat);
            perr(p, from, q == '"' ? "a \" closing this string" : "a ' closing this string");
            return NULL;
        }
        p->i++;
        if (ch == q)
            break;
        if (q == '"' && ch == '\\' && strchr("\"\\$", p->s[p->i]) && p->s[p->i]) {
            buf[k++] = p->s[p->i++];
            continue;
        }
        if (q == '"' && ch == '$') {
            Node *part = NULL;
            if (k) {
                Node *lit = node(N_LIT, from);
                lit->lit = vstr(STRNDUP(buf, k));
                add_arg(cat, finish(p, lit, p->i));
                k = 0;
            }
            if (p->s[p->i] == '{') {
                p->i++;
                part = expr(p);
                if (part && !at_sym(p, "}")) {
                    node_free(part);
                    part = NULL;
                    perr(p, p->i, "'}' closing ${");
                }
            } else {
                size_t at = p->i, w = word_len(p->s + at);
                if (w == 0)
                    perr(p, at, "a name or { after $ (\\$ for a dollar)");
                else {
                    char *nm = STRNDUP(p->s + at, w);
                    p->i += w;
                    part = name_ref(p, nm, at);
                    if (part)
                        finish(p, part, at);
                    FREE(nm);
                }
            }
            if (!part) {
                FREE(buf);
                node_free(cat);
                return NULL;
            }
            add_arg(cat, part);
            continue;
        }
        buf[k++] = ch;
    }
    Node *r;
    if (cat->na == 0) {
        node_free(cat);
        r = node(N_LIT, from);
        r->lit = vstr(STRNDUP(buf, k));
    } else {
        if (k) {
            Node *lit = node(N_LIT, from);
            lit->lit = vstr(STRNDUP(buf, k));
            add_arg(cat, finish(p, lit, p->i));
        }
        r = cat;
    }
    FREE(buf);
    return finish(p, r, from);
}
#line 1767 "noweb/cmd/explore.nw"
static Node *name_ref(Parser *p, const char *name, size_t at)
{
    for (size_t k = 0; p->f && k < p->nvis; k++)
        if (strcmp(p->f->b[k].var, name) == 0) {
            Node *n = node(N_VAR, at);
            n->var = (int)k;
            return n;
        }
    for (size_t k = 0; p->f && k < p->nlet; k++)
        if (strcmp(p->f->lets[k], name) == 0) {
            Node *n = node(N_LET, at);
            n->var = (int)k;
            return n;
        }
    perr(p, at, p->f ? "a variable of the family (or a function call)"
                     : "a constant (no family's variables here)");
    return NULL;
}
#line 1790 "noweb/cmd/explore.nw"
static Node *atom(Parser *p)
{
    blanks(p);
    size_t from = p->i;
    char ch = p->s[p->i];
    if (ch >= '0' && ch <= '9') {
        size_t k = strspn(p->s + p->i, "0123456789");
        char *digits = STRNDUP(p->s + p->i, k);
        Node *n = node(N_LIT, from);
        Perr_T e;
        n->lit.t = V_NUM;
        Dyadic_parse(digits, &n->lit.x, &e);
        FREE(digits);
        p->i += k;
        return finish(p, n, from);
    }
    if (ch == '\'' || ch == '"')
        return string(p);
    if (ch == '(') {
        p->i++;
        Node *n = expr(p);
        if (n && !at_sym(p, ")")) {
            node_free(n);
            perr(p, p->i, "')'");
            return NULL;
        }
        return n;
    }
    size_t k = word_len(p->s + p->i);
    if (k == 0) {
        perr(p, from, "a number, a string, a name, a call or '('");
        return NULL;
    }
    char *name = STRNDUP(p->s + p->i, k);
    p->i += k;
    blanks(p);
    Node *n = NULL;
    if (p->s[p->i] != '(') {
        n = name_ref(p, name, from);
        FREE(name);
        return n ? finish(p, n, from) : NULL;
    }
    const Fn *fn = NULL;
    for (const Fn *f = functions; f->name && !fn; f++)
        if (strcmp(f->name, name) == 0)
            fn = f;
    const Position_Ruleset *rs = fn ? NULL : Registry_find(name);
    FREE(name);
    if (!fn && !rs) {
        perr(p, from, "a function (game, outcome, mean, temperature, ...) or a ruleset");
        return NULL;
    }
    n = node(rs ? N_RULESET : N_CALL, from);
    n->fn = fn;
    n->rs = rs;
    p->i++;
    if (!at_sym(p, ")"))
        do {
            Node *a = expr(p);
            if (!a) {
                node_free(n);
                return NULL;
            }
            add_arg(n, a);
        } while (at_sym(p, ","));
    if (!at_sym(p, ")")) {
        node_free(n);
        perr(p, p->i, "',' or ')'");
        return NULL;
    }
    int lo = rs ? 1 : fn->min, hi = rs ? 1 : fn->max;
    if (n->na < lo || n->na > hi) {
        node_free(n);
        perr(p, from, lo == hi ? (lo == 1 ? "one argument" : "two arguments")
                               : "one or two arguments");
        return NULL;
    }
    return finish(p, n, from);
}
#line 1874 "noweb/cmd/explore.nw"
static int binary_op(Parser *p, int level)     /* the operator at p of this level, or 0 */
{
    static const struct { int level; const char *sym; int op; bool word; } ops[] = {
        { 0, "implies", OP_IMPLIES, true }, { 1, "or", OP_OR, true },
        { 2, "and", OP_AND, true },         { 3, "==", OP_EQ, false },
        { 3, "!=", OP_NE, false },          { 3, "<=", OP_LE, false },
        { 3, ">=", OP_GE, false },          { 3, "<", OP_LT, false },
        { 3, ">", OP_GT, false },           { 4, "+", OP_ADD, false },
        { 4, "-", OP_SUB, false },          { 5, "*", OP_MUL, false },
        { 5, "/", OP_DIV, false },          { 5, "mod", OP_MOD, true },
        { 6, "^", OP_POW, false },
    };
    blanks(p);
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (ops[k].level == level && (ops[k].word ? at_word(p, ops[k].sym)
                                                  : at_sym(p, ops[k].sym)))
            return ops[k].op;
    return 0;
}

static Node *level(Parser *p, int lv)
{
    blanks(p);
    size_t from = p->i;
    if (lv == 7)
        return atom(p);
    if (lv == 2 + 1 && at_word(p, "not")) {                     /* not binds under and */
        Node *a = level(p, 3);
        if (!a)
            return NULL;
        Node *n = node(N_NOT, from);
        add_arg(n, a);
        return finish(p, n, from);
    }
    if (lv == 6 && at_sym(p, "-")) {
        Node *a = level(p, 6);
        if (!a)
            return NULL;
        Node *n = node(N_NEG, from);
        add_arg(n, a);
        return finish(p, n, from);
    }
    Node *a = level(p, lv + 1);
    while (a) {
        blanks(p);
        size_t at = p->i;
        int op = binary_op(p, lv);
        if (!op)
            break;
        Node *b = level(p, op == OP_IMPLIES || op == OP_POW ? lv : lv + 1);
        if (!b) {
            node_free(a);
            return NULL;
        }
        Node *n = node(N_BIN, at);
        n->op = op;
        add_arg(n, a);
        add_arg(n, b);
        a = finish(p, n, from);
        if (op == OP_IMPLIES || op == OP_POW)
            break;
        if (lv == 3)                                            /* a < b < c: no */
            break;
    }
    return a;
}

static Node *expr(Parser *p)
{
    return level(p, 0);
}
#line 1949 "noweb/cmd/explore.nw"
static Family *family_named(Explore *x, const char *name)
{
    for (size_t i = 0; i < x->nfam; i++)
        if (strcmp(x->fam[i]->name, name) == 0)
            return x->fam[i];
    return NULL;
}

static Node *constant_string(Parser *p, const char *what)
{
    blanks(p);
    size_t at = p->i;
    if (p->s[at] != '\'' && p->s[at] != '"') {
        perr(p, at, what);
        return NULL;
    }
    Node *n = string(p);
    if (n && n->kind != N_LIT) {
        node_free(n);
        perr(p, at, "a string without $");
        return NULL;
    }
    return n;
}

static bool binding(Parser *p, Explore *x, Bind *b)
{
    (void)x;
    blanks(p);
    b->col = Perr_column(p->s, p->i);
    if (!(b->var = name_of(p, "a variable")))
        return false;
    if (!at_word(p, "in"))
        return perr(p, p->i, "'in'");
    blanks(p);
    size_t at = p->i;
    if (at_sym(p, "[")) {
        b->kind = B_LIST;
        do {
            Node *e = expr(p);
            if (!e)
                return false;
            RESIZE_ARRAY(b->list, b->nlist + 1, sizeof *b->list);
            b->list[b->nlist++] = e;
        } while (at_sym(p, ","));
        return at_sym(p, "]") || perr(p, p->i, "',' or ']'");
    }
    if (at_word(p, "enumerate")) {
        b->kind = B_ENUM;
        blanks(p);
        size_t rat = p->i;
        char *rs = name_of(p, "a ruleset");
        if (!rs)
            return false;
        b->rs = Registry_find(rs);
        FREE(rs);
        if (!b->rs || !b->rs->enumerate)
            return perr(p, rat, "a ruleset that enumerates its positions");
        blanks(p);
        if (!at_word(p, b->rs->size_unit)) {
            char what[80];
            snprintf(what, sizeof what, "'%s' (the size of a position of %s)",
                     b->rs->size_unit, b->rs->name);
            return perr(p, p->i, what);
        }
        if (!at_sym(p, "<="))
            return perr(p, p->i, "'<='");
        return (b->lo = expr(p)) != NULL;
    }
    if (at_word(p, "octal") || at_word(p, "lines")) {
        b->kind = p->s[at] == 'o' ? B_OCTAL : B_LINES;
        Node *n = constant_string(p, b->kind == B_OCTAL
                                         ? "a pattern in quotes (0. and digits, ? or [...])"
                                         : "a file name in quotes");
        if (!n)
            return false;
        b->text = STRDUP(n->lit.s);
        node_free(n);
        return true;
    }
    b->kind = B_RANGE;
    if (!(b->lo = expr(p)))
        return false;
    if (!at_sym(p, ".."))
        return perr(p, p->i, "'..' (a range lo..hi)");
    return (b->hi = expr(p)) != NULL;
}

static void family_free(Family *f)
{
    for (size_t k = 0; k < f->nb; k++) {
        Bind *b = &f->b[k];
        FREE(b->var);
        node_free(b->lo);
        node_free(b->hi);
        for (size_t i = 0; i < b->nlist; i++)
            node_free(b->list[i]);
        FREE(b->list);
        FREE(b->text);
    }
    for (size_t i = 0; i < f->nitems * f->nb; i++)
        val_clear(&f->vals[i]);
    for (size_t i = 0; i < f->nitems; i++)
        FREE(f->keys[i]);
    for (size_t i = 0; i < f->nlet; i++) {
        FREE(f->lets[i]);
        node_free(f->letx[i]);
    }
    FREE(f->lets);
    FREE(f->letx);
    FREE(f->vals);
    FREE(f->keys);
    FREE(f->b);
    node_free(f->where);
    FREE(f->name);
    FREE(f->decl);
    FREE(f);
}

static bool family_stmt(Parser *p, Explore *x, const char *file, size_t line)
{
    blanks(p);
    size_t at = p->i;
    char *name = name_of(p, "a family name");
    if (!name)
        return false;
    if (family_named(x, name)) {
        FREE(name);
        return perr(p, at, "a family name not used before");
    }
    if (!at_sym(p, ":")) {
        FREE(name);
        return perr(p, p->i, "':' after the name");
    }
    Family *f = CALLOC(1, sizeof *f);
    f->name = name;
    f->file = (char *)file;                     /* interned by Explore_line */
    f->line = line;
    p->f = f;
    blanks(p);
    size_t from = p->i;
    do {
        RESIZE_ARRAY(f->b, f->nb + 1, sizeof *f->b);
        memset(&f->b[f->nb], 0, sizeof *f->b);
        p->nvis = f->nb;
        bool ok = binding(p, x, &f->b[f->nb]);
        f->nb++;
        for (size_t k = 0; ok && k + 1 < f->nb; k++)
            if (strcmp(f->b[k].var, f->b[f->nb - 1].var) == 0)
                ok = perr(p, from, "variables of different names");
        if (!ok) {
            family_free(f);
            return false;
        }
    } while (at_sym(p, ","));
    p->nvis = f->nb;
    if (at_word(p, "where") && !(f->where = expr(p))) {
        family_free(f);
        return false;
    }
    blanks(p);
    if (p->s[p->i]) {
        family_free(f);
        return perr(p, p->i, "',', 'where' or the end of the line");
    }
    size_t to = p->i;
    while (to > from && strchr(" \t\r", p->s[to - 1]))
        to--;
    f->decl = STRNDUP(p->s + from, to - from);
    RESIZE_ARRAY(x->fam, x->nfam + 1, sizeof *x->fam);
    x->fam[x->nfam++] = f;
    return true;
}

static Family *family_ref(Parser *p, Explore *x)
{
    blanks(p);
    size_t at = p->i;
    char *name = name_of(p, "a family's name");
    if (!name)
        return NULL;
    Family *f = family_named(x, name);
    FREE(name);
    if (!f)
        perr(p, at, "a family declared above");
    p->f = f;
    p->nvis = f ? f->nb : 0;
    p->nlet = f ? f->nlet : 0;
    return f;
}

static bool let_stmt(Parser *p, Explore *x)
{
    Family *f = family_ref(p, x);
    if (!f)
        return false;
    if (!at_sym(p, ":"))
        return perr(p, p->i, "':' after the family's name");
    blanks(p);
    size_t at = p->i;
    char *name = name_of(p, "a name");
    if (!name)
        return false;
    bool used = false;
    for (size_t k = 0; k < f->nb; k++)
        used = used || strcmp(f->b[k].var, name) == 0;
    for (size_t k = 0; k < f->nlet; k++)
        used = used || strcmp(f->lets[k], name) == 0;
    Node *e = NULL;
    if (used)
        perr(p, at, "a name not used in the family");
    else if (!at_sym(p, "="))
        perr(p, p->i, "'='");
    else if ((e = expr(p)) != NULL) {
        blanks(p);
        if (p->s[p->i])
            perr(p, p->i, "an operator or the end of the line");
    }
    if (p->failed) {
        FREE(name);
        node_free(e);
        return false;
    }
    RESIZE_ARRAY(f->lets, f->nlet + 1, sizeof *f->lets);
    RESIZE_ARRAY(f->letx, f->nlet + 1, sizeof *f->letx);
    f->lets[f->nlet] = name;
    f->letx[f->nlet++] = e;
    return true;
}
#line 2183 "noweb/cmd/explore.nw"
static char *word_of(const char *text, size_t k)
{
    size_t n = strlen(text);
    char *w = ALLOC(n + 24), *o = w;
    for (const char *s = text; *s; s++) {
        char ch = *s;
        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch - 'A' + 'a');
        if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'))
            *o++ = ch;
        else if (o > w && o[-1] != '_')
            *o++ = '_';
    }
    while (o > w && o[-1] == '_')
        o--;
    *o = '\0';
    if (o == w || (w[0] >= '0' && w[0] <= '9'))
        sprintf(w, "c%zu", k + 1);
    return w;
}

static void collect_witnesses(Stmt *st, Node *n)
{
    if (!n || st->nwit == 4)
        return;
    if (n->kind == N_BIN && n->op >= OP_EQ && n->op <= OP_GE) {
        for (int i = 0; i < 2 && st->nwit < 4; i++)
            if (n->a[i]->kind != N_LIT)
                st->wit[st->nwit++] = n->a[i];
        return;
    }
    if (n->kind == N_BIN || n->kind == N_NOT)
        for (int i = 0; i < n->na; i++)
            collect_witnesses(st, n->a[i]);
}

static void stmt_free(Stmt *s)
{
    node_free(s->where);
    for (size_t k = 0; k < s->ncol; k++) {
        node_free(s->cols[k]);
        FREE(s->names[k]);
        FREE(s->heads[k]);
    }
    FREE(s->cols);
    FREE(s->numeric);
    FREE(s->names);
    FREE(s->heads);
    FREE(s->name);
    FREE(s->plain);
    FREE(s->latex);
    FREE(s->body);
}

static bool output_stmt(Parser *p, Explore *x, Stmt *st)
{
    if (!at_word(p, "for"))
        return perr(p, p->i, "'for' and a family");
    if (!(st->f = family_ref(p, x)))
        return false;
    if (at_word(p, "where") && !(st->where = expr(p)))
        return false;
    if (!at_sym(p, ":"))
        return perr(p, p->i, st->where ? "an operator or ':'" : "'where' or ':'");
    do {
        Node *e = expr(p);
        if (!e)
            return false;
        RESIZE_ARRAY(st->cols, st->ncol + 1, sizeof *st->cols);
        RESIZE_ARRAY(st->names, st->ncol + 1, sizeof *st->names);
        RESIZE_ARRAY(st->heads, st->ncol + 1, sizeof *st->heads);
        st->cols[st->ncol] = e;
        st->names[st->ncol] = NULL;
        st->heads[st->ncol++] = NULL;
        if (st->kind == 'c')
            break;
        if (at_word(p, "as")) {
            blanks(p);
            size_t at = p->i;
            char *w = name_of(p, "a column name (letters, digits, _)");
            if (!w)
                return false;
            for (char *c = w; *c; c++)
                if (*c >= 'A' && *c <= 'Z') {
                    FREE(w);
                    return perr(p, at, "a column name in lower case");
                }
            st->names[st->ncol - 1] = w;
            blanks(p);
            if (p->s[p->i] == '\'' || p->s[p->i] == '"') {
                Node *h = constant_string(p, "a LaTeX header");
                if (!h)
                    return false;
                st->heads[st->ncol - 1] = STRDUP(h->lit.s);
                node_free(h);
            }
        }
    } while (at_sym(p, ","));
    blanks(p);
    if (p->s[p->i])
        return perr(p, p->i, st->kind == 'c'
                                 ? "an operator or the end of the line"
                                 : "an operator, 'as', ',' or the end of the line");
    for (size_t k = 0; k < st->ncol; k++) {
        if (!st->names[k])
            st->names[k] = word_of(st->cols[k]->text, k);
        if (!st->heads[k]) {
            char *e = latex_escaped(st->cols[k]->text);
            st->heads[k] = ALLOC(strlen(e) + 12);
            sprintf(st->heads[k], "\\texttt{%s}", e);
            FREE(e);
        }
    }
    if (st->kind == 'c')
        collect_witnesses(st, st->cols[0]);
    return true;
}
#line 2307 "noweb/cmd/explore.nw"
static char *intern(Explore *x, const char *file)      /* one copy of each file's name */
{
    for (size_t i = 0; i < x->nfiles; i++)
        if (strcmp(x->files[i], file) == 0)
            return x->files[i];
    RESIZE_ARRAY(x->files, x->nfiles + 1, sizeof *x->files);
    return x->files[x->nfiles++] = STRDUP(file);
}

int Explore_line(Explore *x, const char *file0, const char *s, size_t line, Perr_T *err)
{
    Parser p = { .s = s, .err = err };
    blanks(&p);
    size_t k = word_len(s + p.i);
    char kw[16] = "";
    if (k < sizeof kw)
        memcpy(kw, s + p.i, k), kw[k] = '\0';
    static const char *const ours[] = { "family", "let", "tsv", "conjecture", "verdicts",
                                        "table", "data" };
    size_t which = 0;
    while (which < 7 && strcmp(kw, ours[which]))
        which++;
    if (which == 7)
        return 0;
    Parser q = p;
    q.i += k;
    if (which >= 5) {                       /* table or data: ours with 'for' */
        blanks(&q);
        q.i += strspn(s + q.i, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                               "0123456789-_");
        if (!at_sym(&q, ":") || !at_word(&q, "for"))
            return 0;
    }
    p.i += k;
    char *file = intern(x, file0);
    if (which == 0)
        return family_stmt(&p, x, file, line) ? 1 : -1;
    if (which == 1)
        return let_stmt(&p, x) ? 1 : -1;
    Stmt st = { .kind = "  scvtd"[which], .file = (char *)file, .line = line };
    blanks(&p);
    size_t at = p.i;
    size_t m = strspn(s + p.i, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                               "0123456789-_");
    if (m == 0 || s[p.i + m] == '/' || s[p.i + m] == '.')   /* a file name in DIR */
        return perr(&p, at, EXPLORE_NAME_EXPECTED) ? 1 : -1;
    st.name = STRNDUP(s + at, m);
    p.i += m;
    bool ok;
    if (st.kind == 'v') {
        blanks(&p);
        ok = !s[p.i] || perr(&p, p.i, "the end of the line");
    } else
        ok = at_sym(&p, ":") ? output_stmt(&p, x, &st) : perr(&p, p.i, "':' after the name");
    if (!ok) {
        stmt_free(&st);
        return -1;
    }
    if (x->nst == x->stcap)
        RESIZE_ARRAY(x->st, x->stcap = x->stcap ? 2 * x->stcap : 8, sizeof *x->st);
    x->st[x->nst++] = st;
    return 1;
}

bool Explore_include(const char *s, char **path, Perr_T *err, bool *bad)
{
    Parser p = { .s = s, .err = err };
    *bad = false;
    if (!at_word(&p, "include"))
        return false;
    Node *n = constant_string(&p, "a file name in quotes");
    blanks(&p);
    if (n && s[p.i])
        perr(&p, p.i, "the end of the line");
    if (p.failed) {
        node_free(n);
        *bad = true;
        return true;
    }
    *path = STRDUP(n->lit.s);
    node_free(n);
    return true;
}

Explore *Explore_new(void)
{
    return CALLOC(1, sizeof(Explore));
}

void Explore_free(Explore **xp)
{
    Explore *x = *xp;
    if (!x)
        return;
    for (size_t i = 0; i < x->nst; i++)
        stmt_free(&x->st[i]);
    for (size_t i = 0; i < x->nfam; i++)
        family_free(x->fam[i]);
    for (size_t i = 0; i < x->nev; i++)
        Position_eval_free(&x->ev[i].e);
    FREE(x->ev);
    FREE(x->st);
    FREE(x->fam);
    FREE(x->zz);
    for (size_t i = 0; i < x->nfiles; i++)
        FREE(x->files[i]);
    FREE(x->files);
    cache_free(&x->cache);
    cache_free(&x->periods);
    for (size_t i = 0; i < x->ncensus; i++)
        FREE(x->census[i].text);
    FREE(x->census);
    FREE(x);
    *xp = NULL;
}
#line 2429 "noweb/cmd/explore.nw"
static void ctx_init(Ctx *c, Explore *x, Family *f, const Val *bind, const char *item)
{
    *c = (Ctx){ .x = x, .f = f, .bind = bind, .item = item };
    c->lets = CALLOC(f->nlet + 1, sizeof *c->lets);
    c->done = CALLOC(f->nlet + 1, sizeof *c->done);
}

static void ctx_done(Ctx *c)
{
    for (size_t k = 0; k < c->f->nlet; k++)
        val_clear(&c->lets[k]);
    FREE(c->lets);
    FREE(c->done);
}

static char *item_key(const Family *f, const Val *v, size_t nb)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    if (!o)
        Mem_failed(0, __FILE__, __LINE__);
    for (size_t k = 0; k < nb; k++) {
        char *s = v[k].t == V_STR ? quoted(v[k].s) : val_str(&v[k]);
        fprintf(o, "%s%s=%s", k ? "," : "", f->b[k].var, s);
        FREE(s);
    }
    fclose(o);
    char *r = STRDUP(buf);
    free(buf);
    return r;
}

static int item_error(FILE *err, const char *file, size_t line, size_t col,
                      const char *item, const char *msg)
{
    fprintf(err, "%s:%zu:%zu: %s%s%s%s\n", file, line, col ? col : 1, item[0] ? "item " : "",
            item, item[0] ? ": " : "", msg);
    return 2;
}
#line 2483 "noweb/cmd/explore.nw"
/* the first item left out or undecided, and how many: for the messages */
struct Undecided { size_t n; char *item, *why; };

static void undecided_add(Undecided *u, const char *item, char *why)
{
    if (u->n++ == 0) {
        u->item = STRDUP(item);
        u->why = why;
    } else
        FREE(why);
}

static void undecided_note(Undecided *u, FILE *err, const char *file, size_t line,
                           const char *what)
{
    if (u->n && err)
        fprintf(err, "%s:%zu: %s: %zu item%s left out, the filter undefined (the first: "
                "%s: %s)\n", file, line, what, u->n, u->n == 1 ? "" : "s", u->item, u->why);
    FREE(u->item);
    FREE(u->why);
    *u = (Undecided){ 0 };
}

static int expand(Expander *e, size_t k);

static int expand_with(Expander *e, size_t k, Val v)
{
    e->cur[k] = v;
    int rc = expand(e, k + 1);
    val_clear(&e->cur[k]);
    return rc;
}

static int bound(Expander *e, size_t k, const Node *n, int64_t lo, int64_t hi, int64_t *out)
{
    Family *f = e->f;
    char *key = item_key(f, e->cur, k);
    Ctx c;
    ctx_init(&c, e->x, f, e->cur, key);
    Val v = eval(&c, n);
    int rc = c.status;
    if (rc)
        item_error(e->err, f->file, f->line, c.col, key, c.msg);
    else if (!small_int(&v, out) || *out < lo || *out > hi) {
        char msg[120];
        snprintf(msg, sizeof msg, "expected an integer from %lld to %lld",
                 (long long)lo, (long long)hi);
        rc = item_error(e->err, f->file, f->line, n->col, key, msg);
    }
    val_clear(&v);
    ctx_done(&c);
    FREE(key);
    return rc;
}

static int octal_codes(Expander *e, size_t k, const char *pat, char *code, size_t at)
{
    const Bind *b = &e->f->b[k];
    if (*pat == '\0') {
        size_t n = strlen(code);
        if (n == 0 || code[n - 1] == '0' || code[n - 1] == '.')
            return 0;                                  /* a shorter code, or none */
        return expand_with(e, k, vstr(STRDUP(code)));
    }
    char set[20] = "";
    const char *next = pat + 1;
    if (*pat == '?')
        strcpy(set, "01234567");
    else if (*pat == '[') {
        size_t m = strcspn(pat + 1, "]");
        if (pat[1 + m] != ']' || m == 0 || m >= sizeof set)
            return item_error(e->err, e->f->file, e->f->line, b->col, "",
                              "octal pattern: expected ']' closing a class of digits");
        size_t k = 0;
        for (size_t j = 1; j <= m && k + 8 < sizeof set; j++)       /* 0-7: a range */
            if (pat[j + 1] == '-' && j + 2 <= m)
                for (char d = pat[j], z = pat[j + 2]; d <= z && k + 1 < sizeof set; d++)
                    set[k++] = d, j += d == z ? 2 : 0;
            else
                set[k++] = pat[j];
        set[k] = '\0';
        next = pat + m + 2;
    } else {
        set[0] = *pat;
        set[1] = '\0';
    }
    for (const char *s = set; *s; s++) {
        code[at] = *s;
        code[at + 1] = '\0';
        int rc = octal_codes(e, k, next, code, at + 1);
        if (rc)
            return rc;
    }
    return 0;
}

#line 2632 "noweb/cmd/explore.nw"
static size_t census_parts(const Position_Ruleset *rs, int hi, int from, Part *p)
{
    size_t n = 0;
    int whole = rs->enumerate_part && hi >= from ? from - 1 : hi;
    if (whole >= 1)
        p[n++] = (Part){ whole, 0, 0 };
    for (int s = whole + 1; s <= hi; s++)
        for (unsigned r = 0, mod = s == from ? 16 : 64; r < mod; r++)
            p[n++] = (Part){ s, r, mod };
    return n;
}

/* the records of the parts drawn from the counter, each after its part's index, on
   out; it stops at a failure or an interrupt */
typedef struct Share {
    const Position_Ruleset *rs;
    const Part *parts;
    size_t n;
    FILE *out;
    size_t *next;               /* the counter: the next part to list */
    size_t (*draw)(void);       /* or, when not NULL, the counter elsewhere (MPI) */
} Share;

static size_t share_next(Share *sh)
{
    return sh->draw ? sh->draw() : __atomic_fetch_add(sh->next, 1, __ATOMIC_RELAXED);
}

static void list_share(void *closure)
{
    Share *sh = closure;
    const Position_Ruleset *rs = sh->rs;
    Position_List l = { 0 };
    char *buf = NULL;
    size_t len = 0;
    for (size_t i = share_next(sh); i < sh->n && !Interrupt_signal; i = share_next(sh)) {
        const Part *pt = &sh->parts[i];
        char msg[300] = "";
        bool ok = true;
        Position_list_clear(&l);
        if (pt->mod == 0)
            rs->enumerate(rs->param, pt->size, &l);
        else
            ok = rs->enumerate_part(rs->param, pt->size, pt->res, pt->mod, &l, msg,
                                    sizeof msg);
        FILE *m = open_memstream(&buf, &len);
        if (!m)
            Mem_failed(0, __FILE__, __LINE__);
        for (size_t o = 0; ok && o < l.n; o += 1 + POSITION_LEN(l.w[o])) {
            char *p = rs->print(rs->param, l.w + o + 1, POSITION_LEN(l.w[o]));
            fwrite(p, 1, strlen(p) + 1, m);
            FREE(p);
        }
        fclose(m);
        uint64_t index = i, h = ok ? len : PART_FAILED | strlen(msg);
        fwrite(&index, sizeof index, 1, sh->out);
        fwrite(&h, sizeof h, 1, sh->out);
        fwrite(ok ? buf : msg, 1, ok ? len : strlen(msg), sh->out);
        free(buf);
        buf = NULL;
        if (!ok)
            break;
    }
    Position_list_free(&l);
}

/* a share's records into the parts' places; false: one failed (msg) or is malformed */
static bool share_records(const char *buf, size_t len, size_t n, const char **at,
                          size_t *size, char *msg, size_t msize)
{
    for (size_t o = 0; o < len;) {
        uint64_t h, index;
        if (len - o < sizeof index)
            return false;
        memcpy(&index, buf + o, sizeof index);
        o += sizeof index;
        if (index >= n || at[index])
            return false;
        size_t i = (size_t)index;
        if (len - o < sizeof h)
            return false;
        memcpy(&h, buf + o, sizeof h);
        o += sizeof h;
        size_t k = (size_t)(h & ~PART_FAILED);
        if (k > len - o)
            return false;
        if (h & PART_FAILED) {
            snprintf(msg, msize, "%.*s", (int)k, buf + o);
            return false;
        }
        at[i] = buf + o;
        size[i] = k;
        o += k;
    }
    return true;
}

/* the shares of P forked workers, each in a temporary file, the counter in memory
   they share; false: one could not start */
static bool fork_shares(Share *sh, size_t P, char **buf, size_t *len)
{
    FILE **f = CALLOC(P, sizeof *f);
    pid_t *pid = CALLOC(P, sizeof *pid);
    sh->next = mmap(NULL, sizeof *sh->next, PROT_READ | PROT_WRITE,
                    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    bool ok = sh->next != MAP_FAILED;
    if (ok)
        *sh->next = 0;
    fflush(NULL);
    for (size_t w = 0; w < P && ok; w++) {
        ok = (f[w] = tmpfile()) != NULL && (pid[w] = fork()) >= 0;
        if (ok && pid[w] == 0) {
            sh->out = f[w];
            Game_Status st = Game_protect((Game_Limits){ 0, Cmd_default_bytes() },
                                          list_share, sh);
            _exit(st == GAME_DONE && fflush(f[w]) == 0 ? 0 : 1);
        }
    }
    for (size_t w = 0; w < P; w++) {
        int status;
        while (pid[w] > 0 && waitpid(pid[w], &status, 0) < 0 && errno == EINTR)
            ;
        if (f[w] && ok && fseek(f[w], 0, SEEK_END) == 0) {
            long n = ftell(f[w]);
            buf[w] = ALLOC((size_t)(n > 0 ? n : 0) + 1);
            rewind(f[w]);
            len[w] = fread(buf[w], 1, (size_t)(n > 0 ? n : 0), f[w]);
        }
        if (f[w])
            fclose(f[w]);
    }
    if (sh->next != MAP_FAILED)
        munmap(sh->next, sizeof *sh->next);
    FREE(f);
    FREE(pid);
    return ok;
}

#ifdef CGTK_MPI
/* MPI's share_next: the next part from a counter on rank 0 (one-sided) */
static MPI_Win share_win;

static size_t mpi_next_part(void)
{
    unsigned long long one = 1, got = 0;
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, share_win);
    MPI_Fetch_and_op(&one, &got, MPI_UNSIGNED_LONG_LONG, 0, 0, MPI_SUM, share_win);
    MPI_Win_unlock(0, share_win);
    return (size_t)got;
}

/* every rank (this one is rank) lists the parts it draws; all gather every share */
static bool gather_shares(Share *sh, int rank, size_t P, char **buf, size_t *len)
{
    char *mine = NULL;
    size_t n = 0;
    unsigned long long *counter = NULL;
    MPI_Win_allocate(rank == 0 ? (MPI_Aint)sizeof *counter : 0, sizeof *counter,
                     MPI_INFO_NULL, MPI_COMM_WORLD, &counter, &share_win);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, share_win);
        *counter = 0;
        MPI_Win_unlock(0, share_win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    sh->draw = mpi_next_part;
    sh->out = open_memstream(&mine, &n);
    if (!sh->out)
        Mem_failed(0, __FILE__, __LINE__);
    list_share(sh);
    fclose(sh->out);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&share_win);
    long long *lens = CALLOC(P, sizeof *lens), me = (long long)n;
    MPI_Allgather(&me, 1, MPI_LONG_LONG, lens, 1, MPI_LONG_LONG, MPI_COMM_WORLD);
    long long total = 0;
    for (size_t w = 0; w < P; w++)
        total += lens[w];
    bool ok = total < INT_MAX;
    if (ok) {
        int *counts = CALLOC(P, sizeof *counts), *displs = CALLOC(P, sizeof *displs);
        for (size_t w = 0; w < P; w++) {
            counts[w] = (int)lens[w];
            displs[w] = w ? displs[w - 1] + counts[w - 1] : 0;
        }
        char *all = ALLOC((size_t)total + 1);
        MPI_Allgatherv(mine, (int)n, MPI_CHAR, all, counts, displs, MPI_CHAR, MPI_COMM_WORLD);
        for (size_t w = 0; w < P; w++) {
            len[w] = (size_t)lens[w];
            buf[w] = ALLOC(len[w] + 1);
            memcpy(buf[w], all + displs[w], len[w]);
        }
        FREE(all);
        FREE(counts);
        FREE(displs);
    }
    free(mine);
    FREE(lens);
    return ok;
}
#endif

static int census(Explore *x, const Position_Ruleset *rs, int hi, const Census **out,
                  char *msg, size_t msize)
{
    for (size_t i = 0; i < x->ncensus; i++)
        if (x->census[i].rs == rs && x->census[i].hi == hi) {
            *out = &x->census[i];
            return 0;
        }
    const Explore_Options *opt = x->opt;
    int from = opt && opt->census_split > 1 ? opt->census_split : CENSUS_SPLIT_FROM;
    Part *parts = ALLOC_ARRAY(1 + 64 * (size_t)hi, sizeof *parts);
    size_t n = census_parts(rs, hi, from, parts), P = 1;
    bool mpi = false;
#ifdef CGTK_MPI
    mpi = opt && opt->size > 1;
#endif
    if (mpi)
        P = (size_t)opt->size;
    else if (opt && opt->jobs > 1)
        P = (size_t)opt->jobs < n ? (size_t)opt->jobs : n;
    char **buf = CALLOC(P, sizeof *buf);
    size_t *len = CALLOC(P, sizeof *len);
    size_t next = 0;                    /* the counter of one process */
    Share sh = { rs, parts, n, NULL, &next, NULL };
    bool ok = true;
    if (mpi) {
#ifdef CGTK_MPI
        ok = gather_shares(&sh, opt->rank, P, buf, len);
#endif
    } else if (P > 1)
        ok = fork_shares(&sh, P, buf, len);
    else {
        sh.out = open_memstream(&buf[0], &len[0]);
        if (!sh.out)
            Mem_failed(0, __FILE__, __LINE__);
        list_share(&sh);
        fclose(sh.out);
    }
    const char **at = CALLOC(n, sizeof *at);
    size_t *size = CALLOC(n, sizeof *size), total = 0;
    snprintf(msg, msize, "%s", ok ? "" : "cannot list the census");
    for (size_t w = 0; w < P && ok; w++)
        ok = share_records(buf[w], len[w], n, at, size, msg, msize);
    for (size_t i = 0; i < n && ok; i++)
        ok = at[i] != NULL;                     /* every part listed */
    int rc = 0;
    if (!ok) {
        rc = Interrupt_signal ? 128 + Interrupt_signal : 2;
        if (!msg[0])
            snprintf(msg, msize, "%s", Interrupt_signal ? "interrupted"
                                       : "a process listing the census stopped");
    } else {
        GROW(x->census, x->censuscap, x->ncensus + 1);
        Census *c = &x->census[x->ncensus++];
        for (size_t i = 0; i < n; i++)
            total += size[i];
        *c = (Census){ rs, hi, ALLOC(total + 1), total };
        for (size_t i = 0, o = 0; i < n; o += size[i++])
            memcpy(c->text + o, at[i], size[i]);
        *out = c;
    }
    for (size_t w = 0; w < P; w++)
        FREE(buf[w]);
    FREE(at);
    FREE(size);
    FREE(buf);
    FREE(len);
    FREE(parts);
    return rc;
}
#line 2907 "noweb/cmd/explore.nw"
static int enumerated(Expander *e, size_t k)
{
    const Bind *b = &e->f->b[k];
    int64_t hi;
    int rc = bound(e, k, b->lo, 1, b->rs->max_size, &hi);
    const Census *c = NULL;
    char msg[300] = "";
    if (rc == 0 && (rc = census(e->x, b->rs, (int)hi, &c, msg, sizeof msg)) != 0) {
        char *key = item_key(e->f, e->cur, k);
        item_error(e->err, e->f->file, e->f->line, b->col, key, msg);
        FREE(key);
    }
    for (size_t o = 0; rc == 0 && c && o < c->len; o += strlen(c->text + o) + 1)
        rc = expand_with(e, k, vstr(STRDUP(c->text + o)));
    return rc;
}

static int lines_of(Expander *e, size_t k)
{
    const Bind *b = &e->f->b[k];
    FILE *in = fopen(b->text, "r");
    if (!in) {
        char msg[300];
        snprintf(msg, sizeof msg, "%s: %s", b->text, strerror(errno));
        return item_error(e->err, e->f->file, e->f->line, b->col, "", msg);
    }
    char *line = NULL;
    size_t cap = 0, len = strlen(b->text);
    ssize_t n;
    int rc = 0;
    bool header = len >= 4 && strcasecmp(b->text + len - 4, ".tsv") == 0;  /* see above */
    while (rc == 0 && (n = getline(&line, &cap, in)) > 0) {
        line[strcspn(line, "\r\n")] = '\0';
        bool comment = line[0] == '%' || (line[0] == '#' && line[1] == ' ');
        if (!line[0] || comment)        /* '#.|..' or '#<TAB>...' is a board */
            continue;
        if (header)
            header = false;                     /* the names of the fields */
        else
            rc = expand_with(e, k, vstr(STRDUP(line)));
    }
    free(line);
    fclose(in);
    return rc;
}

static int expand(Expander *e, size_t k)
{
    Family *f = e->f;
    if (Interrupt_signal)
        return 128 + Interrupt_signal;
    if (k == f->nb) {
        char *key = item_key(f, e->cur, f->nb);
        int rc = 0;
        bool keep = true;
        if (f->where) {
            Ctx c;
            ctx_init(&c, e->x, f, e->cur, key);
            Val v = cached(&c, f->where);
            if (c.status)
                rc = item_error(e->err, f->file, f->line, c.col, key, c.msg);
            else if (v.t == V_UNDEF)                    /* left out, and said: above */
                undecided_add(e->left, key, STRDUP(v.s ? v.s : ""));
            else if (v.t != V_BOOL)
                rc = item_error(e->err, f->file, f->line, f->where->col, key,
                                "the filter is not a truth value");
            keep = rc == 0 && v.t == V_BOOL && v.b;
            val_clear(&v);
            ctx_done(&c);
        }
        if (keep && f->nitems == 1u << 24)
            rc = item_error(e->err, f->file, f->line, 1, key, "more than 2^24 items");
        if (keep && rc == 0) {
            if (f->nitems == f->cap) {
                f->cap = f->cap ? 2 * f->cap : 64;
                RESIZE_ARRAY(f->vals, f->cap * f->nb, sizeof *f->vals);
                RESIZE_ARRAY(f->keys, f->cap, sizeof *f->keys);
            }
            for (size_t j = 0; j < f->nb; j++)
                f->vals[f->nitems * f->nb + j] = val_copy(&e->cur[j]);
            f->keys[f->nitems++] = key;
            key = NULL;
        }
        FREE(key);
        return rc;
    }
    const Bind *b = &f->b[k];
    int rc = 0;
    switch (b->kind) {
    case B_RANGE: {
        int64_t lo, hi;
        if ((rc = bound(e, k, b->lo, -(1LL << 40), 1LL << 40, &lo)) != 0
            || (rc = bound(e, k, b->hi, -(1LL << 40), 1LL << 40, &hi)) != 0)
            return rc;
        if (lo > hi) {
            char *key = item_key(f, e->cur, k), msg[120];
            snprintf(msg, sizeof msg, "an empty range %lld..%lld", (long long)lo,
                     (long long)hi);
            rc = item_error(e->err, f->file, f->line, b->col, key, msg);
            FREE(key);
            return rc;
        }
        for (int64_t v = lo; rc == 0 && v <= hi; v++)
            rc = expand_with(e, k, vint(v));
        return rc;
    }
    case B_LIST:
        for (size_t i = 0; rc == 0 && i < b->nlist; i++) {
            char *key = item_key(f, e->cur, k);
            Ctx c;
            ctx_init(&c, e->x, f, e->cur, key);
            Val v = eval(&c, b->list[i]);
            if (c.status)
                rc = item_error(e->err, f->file, f->line, c.col, key, c.msg);
            ctx_done(&c);
            FREE(key);
            rc = rc ? rc : expand_with(e, k, v);
            if (c.status)
                val_clear(&v);
        }
        return rc;
    case B_ENUM: return enumerated(e, k);
    case B_OCTAL: {
        char code[OCTAL_MAX_DIGITS * 4 + 8];
        if (strlen(b->text) > OCTAL_MAX_DIGITS * 4)
            return item_error(e->err, f->file, f->line, b->col, "", "a pattern too long");
        return octal_codes(e, k, b->text, code, 0);
    }
    default: return lines_of(e, k);
    }
}
#line 3050 "noweb/cmd/explore.nw"
static void unit_body(void *closure)
{
    Unit_Run *r = closure;
    Stmt *s = r->u->s;
    Family *f = s->f;
    ctx_init(&r->c, r->x, f, &f->vals[r->u->item * f->nb], f->keys[r->u->item]);
    bool go = true;
    if (s->where) {
        Val w = cached(&r->c, s->where);
        go = w.t == V_BOOL && w.b;
        val_clear(&w);
    }
    for (size_t k = 0; go && k < s->ncol && !r->c.status; k++) {
        Val v = cached(&r->c, s->cols[k]);
        val_clear(&v);
    }
}

static int run_unit(Explore *x, const Unit *u, char *msg, size_t size)
{
    Unit_Run r = { .x = x, .u = u };
    Game_Status st = Game_protect((Game_Limits){ 0, Cmd_default_bytes() }, unit_body, &r);
    const Stmt *s = u->s;
    int rc = r.c.status;
    if (st != GAME_DONE && !rc)
        rc = st == GAME_LIMIT_SIGNAL ? 130 : 1;
    if (rc)
        snprintf(msg, size, "%s:%zu:%zu: item %s: %s", s->file, s->line,
                 r.c.col ? r.c.col : 1, s->f->keys[u->item],
                 r.c.status ? r.c.msg : Cmd_limit_name(st));
    if (r.c.lets)
        ctx_done(&r.c);
    return rc;
}

static bool key_cached(Explore *x, const Node *n, const char *item, Val *v)
{
    char *key = entry_key(n, item);
    Entry *e = cache_find(&x->cache, key);
    FREE(key);
    return e && (!v || val_read(e->val, v));
}

static bool unit_cached(Explore *x, const Unit *u)
{
    const Stmt *s = u->s;
    const char *item = s->f->keys[u->item];
    if (s->where) {
        Val w;
        if (s->where->cheap) {                          /* computed here, at once */
            Ctx c;
            ctx_init(&c, x, s->f, &s->f->vals[u->item * s->f->nb], item);
            w = eval(&c, s->where);
            ctx_done(&c);
            if (c.status) {
                val_clear(&w);
                return false;                           /* the unit will say what */
            }
        } else if (!key_cached(x, s->where, item, &w))
            return false;
        bool go = w.t == V_BOOL && w.b;
        val_clear(&w);
        if (!go)
            return true;
    }
    for (size_t k = 0; k < s->ncol; k++)
        if (!s->cols[k]->cheap && !key_cached(x, s->cols[k], item, NULL))
            return false;
    return true;
}
#line 3132 "noweb/cmd/explore.nw"
static void progress(Progress *p, size_t done, bool last)
{
    if (p->opt && p->opt->progress)
        p->opt->progress(p->opt->closure, done, last ? 0 : p->total);
}
#line 3164 "noweb/cmd/explore.nw"
/* a batch: the units of one line; after a failure the rest answer with it too */
static void worker_batch(Explore *x, const Unit *units, const size_t *u, size_t k, FILE *out)
{
    char msg[700];
    int rc = 0;
    for (size_t i = 0; i < k; i++) {
        if (rc == 0 && Interrupt_signal) {
            rc = 128 + Interrupt_signal;
            snprintf(msg, sizeof msg, "interrupted");
        }
        if (rc == 0)
            rc = run_unit(x, &units[u[i]], msg, sizeof msg);
        if (rc)
            fprintf(out, "!%d %s\n", rc, msg);
        else
            fputs(".\n", out);
    }
}

static void worker_loop(Explore *x, const Unit *units, int in, int out)
{
    FILE *fin = fdopen(in, "r"), *fout = fdopen(out, "w");
    if (!fin || !fout)
        _exit(1);
    x->cache.sink = fout;
    char *line = NULL;
    size_t cap = 0, *u = NULL;
    while (getline(&line, &cap, fin) > 0) {
        size_t k = 0;
        RESIZE_ARRAY(u, strlen(line) / 2 + 1, sizeof *u);
        for (char *p = line, *end; *p && *p != '\n'; p = end) {
            u[k++] = strtoull(p, &end, 10);
            if (end == p)
                _exit(1);
        }
        worker_batch(x, units, u, k, fout);
        if (fflush(fout) != 0)
            _exit(1);
    }
    _exit(0);
}

/* guided scheduling: a quarter of each worker's share of what is left, 1 to 1000 */
static size_t batch_size(size_t left, long workers)
{
    size_t k = left / (4 * (size_t)workers);
    return k < 1 ? 1 : k > 1000 ? 1000 : k;
}

static bool send_units(Worker *w, const size_t *todo, size_t n, size_t *next, long workers)
{
    size_t k = batch_size(n - *next, workers);
    k = k < n - *next ? k : n - *next;
    char *line = ALLOC(24 * k + 2), *p = line;
    for (size_t i = 0; i < k; i++)
        p += sprintf(p, "%s%zu", i ? " " : "", todo[(*next)++]);
    *p++ = '\n';
    w->pending = k;
    w->busy = write(w->to, line, (size_t)(p - line)) == p - line;
    FREE(line);
    return w->busy;
}

/* one line from a worker: an entry, a unit done (returns 1) or an error (2) */
static int worker_line(Explore *x, char *line, int *rc, char *msg, size_t size)
{
    if (strcmp(line, ".") == 0)
        return 1;
    if (line[0] == '!') {
        char *sp = strchr(line, ' ');
        if (*rc == 0) {
            *rc = atoi(line + 1);
            snprintf(msg, size, "%s", sp ? sp + 1 : "a worker failed");
        }
        return 2;
    }
    char *copy = STRDUP(line);
    bool fresh;                         /* two workers may compute one key: kept once */
    if (cache_read_line(&x->cache, copy, &fresh) && fresh && x->cache.sink) {
        fputs(line, x->cache.sink);
        fputc('\n', x->cache.sink);
    }
    FREE(copy);
    return 0;
}

#ifdef CGTK_MPI
static void mpi_serve(Explore *x, const size_t *todo, size_t n, size_t *next, size_t *done,
                      int *remote, long workers, int *rc, Progress *pg, char *msg,
                      size_t size);
#endif

static int compute_parallel(Explore *x, const Unit *units, const size_t *todo, size_t n,
                            long jobs, int ranks, Progress *pg, char *msg, size_t size)
{
    Worker *w = CALLOC((size_t)jobs, sizeof *w);
    size_t next = 0, done = 0;
    int rc = 0, remote = ranks - 1;             /* MPI ranks still working */
    long started = 0;
    fflush(NULL);
    for (long k = 0; k < jobs && (size_t)k < n; k++) {
        int down[2], up[2];
        if (pipe(down) != 0 || pipe(up) != 0) {
            rc = 1;
            snprintf(msg, size, "cgtk run: cannot start a worker: %s", strerror(errno));
            break;
        }
        pid_t pid = fork();
        if (pid == 0) {
            close(down[1]);
            close(up[0]);
            for (long j = 0; j < k; j++) {
                close(w[j].to);
                close(w[j].from);
            }
            if (x->cache.sink)
                fclose(x->cache.sink);
            x->cache.sink = NULL;
            x->cache.file = x->cache.locked = false;        /* the parent's */
            worker_loop(x, units, down[0], up[1]);
        }
        close(down[0]);
        close(up[1]);
        if (pid < 0) {
            close(down[1]);
            close(up[0]);
            rc = 1;
            snprintf(msg, size, "cgtk run: cannot start a worker: %s", strerror(errno));
            break;
        }
        w[k] = (Worker){ .pid = pid, .to = down[1], .from = up[0], .open = true };
        started++;
    }
    signal(SIGPIPE, SIG_IGN);
    long all = started + remote;                 /* the workers of the guided batches */
    for (long k = 0; k < started && next < n; k++)
        send_units(&w[k], todo, n, &next, all);
    struct pollfd *fds = CALLOC((size_t)started + 1, sizeof *fds);
    for (;;) {
        nfds_t m = 0;
        for (long k = 0; k < started; k++)
            if (w[k].open)
                fds[m++] = (struct pollfd){ .fd = w[k].from, .events = POLLIN };
        if (m == 0 && remote == 0)
            break;
        if (poll(fds, m, remote ? 1 : 200) < 0 && errno != EINTR)
            break;
#ifdef CGTK_MPI
        if (remote)
            mpi_serve(x, todo, n, &next, &done, &remote, all, &rc, pg, msg, size);
#endif
        if (Interrupt_signal && rc == 0) {
            rc = 128 + Interrupt_signal;
            snprintf(msg, size, "interrupted");
        }
        if (x->cache.failed && rc == 0)
            rc = cache_failed(x, msg, size);
        for (long k = 0; k < started; k++) {
            if (!w[k].open)
                continue;
            struct pollfd *pf = NULL;
            for (nfds_t i = 0; i < m; i++)
                if (fds[i].fd == w[k].from)
                    pf = &fds[i];
            if (!pf || !(pf->revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char chunk[1 << 16];
            ssize_t got = read(w[k].from, chunk, sizeof chunk);
            if (got <= 0) {
                w[k].open = false;
                if (w[k].busy && rc == 0) {
                    rc = Interrupt_signal ? 128 + Interrupt_signal : 1;
                    snprintf(msg, size, "a worker stopped without finishing its item");
                }
                continue;
            }
            Worker *wk = &w[k];
            if (wk->len + (size_t)got + 1 > wk->cap)
                RESIZE(wk->buf, wk->cap = 2 * (wk->len + (size_t)got + 1));
            memcpy(wk->buf + wk->len, chunk, (size_t)got);
            wk->len += (size_t)got;
            char *start = wk->buf, *nl;
            while ((nl = memchr(start, '\n', wk->len - (size_t)(start - wk->buf)))) {
                *nl = '\0';
                int r = worker_line(x, start, &rc, msg, size);
                start = nl + 1;
                if (r == 0)
                    continue;
                cache_sync(&x->cache);          /* a unit's entries reach the file whole */
                done++;
                progress(pg, done, false);
                if (wk->pending > 0 && --wk->pending > 0)
                    continue;
                wk->busy = false;
                if (rc == 0 && next < n)
                    send_units(wk, todo, n, &next, all);
            }
            wk->len -= (size_t)(start - wk->buf);
            memmove(wk->buf, start, wk->len);
            if (!wk->busy && wk->to >= 0) {
                close(wk->to);                          /* no more: the worker leaves */
                wk->to = -1;
            }
        }
    }
    cache_sync(&x->cache);
    for (long k = 0; k < started; k++) {
        if (w[k].to >= 0)
            close(w[k].to);
        close(w[k].from);
        int status;
        while (waitpid(w[k].pid, &status, 0) < 0 && errno == EINTR)
            ;
        FREE(w[k].buf);
    }
    FREE(fds);
    FREE(w);
    return rc;
}
#line 3407 "noweb/cmd/explore.nw"
#ifdef CGTK_MPI
enum { TAG_LINES = 1, TAG_UNIT = 2 };
static const unsigned long long NO_UNIT = ~0ULL;

/* the messages of the ranks that came: their entries, and for each rank that is ready
   (it sent "+", ".", or "!" and a message) its next unit, or NO_UNIT: stop */
static void mpi_serve(Explore *x, const size_t *todo, size_t n, size_t *next, size_t *done,
                      int *remote, long workers, int *rc, Progress *pg, char *msg,
                      size_t size)
{
    for (;;) {
        MPI_Status st;
        int flag = 0, len;
        MPI_Iprobe(MPI_ANY_SOURCE, TAG_LINES, MPI_COMM_WORLD, &flag, &st);
        if (!flag)
            return;
        MPI_Get_count(&st, MPI_CHAR, &len);
        char *buf = ALLOC((size_t)len + 1);
        MPI_Recv(buf, len, MPI_CHAR, st.MPI_SOURCE, TAG_LINES, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        buf[len] = '\0';
        if (Interrupt_signal && *rc == 0) {
            *rc = 128 + Interrupt_signal;
            snprintf(msg, size, "interrupted");
        }
        bool failed = buf[0] == '!' || strstr(buf, "\n!");     /* a unit failed */
        size_t k = *rc == 0 && !failed && *next < n ? batch_size(n - *next, workers) : 0;
        k = k < n - *next ? k : n - *next;
        unsigned long long *u = ALLOC_ARRAY(k + 1, sizeof *u);
        for (size_t i = 0; i < k; i++)
            u[i] = todo[(*next)++];
        if (k == 0)
            u[k++] = NO_UNIT;
        MPI_Send(u, (int)k, MPI_UNSIGNED_LONG_LONG, st.MPI_SOURCE, TAG_UNIT, MPI_COMM_WORLD);
        *remote -= u[0] == NO_UNIT;
        FREE(u);
        for (char *line = buf, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
            *nl = '\0';
            if (strcmp(line, "+") == 0 || worker_line(x, line, rc, msg, size) == 0)
                continue;
            cache_sync(&x->cache);
            ++*done;
            progress(pg, *done, false);
        }
        FREE(buf);
    }
}

static int compute_mpi(Explore *x, const Unit *units, size_t *todo, size_t n,
                       const Explore_Options *opt, Progress *pg, char *msg, size_t size)
{
    long local = opt->jobs > 1 ? opt->jobs : 1;
    return compute_parallel(x, units, todo, n, local, opt->size, pg, msg, size);
}

static void mpi_release(Explore *x, const Explore_Options *opt)  /* rank 0 failed first */
{
    size_t next = 0, done = 0;
    int remote = opt->size - 1, rc = 1;
    char msg[8];
    Progress pg = { NULL, 0 };
    while (remote > 0)
        mpi_serve(x, NULL, 0, &next, &done, &remote, 1, &rc, &pg, msg, sizeof msg);
}

static int mpi_worker(Explore *x, const Unit *units, const Explore_Options *opt, int rc)
{
    (void)opt;
    char *buf = NULL;
    size_t len = 0;
    const char *ready = "+\n";
    MPI_Send(ready, 2, MPI_CHAR, 0, TAG_LINES, MPI_COMM_WORLD);
    for (;;) {
        MPI_Status st;
        int k;
        MPI_Probe(0, TAG_UNIT, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, MPI_UNSIGNED_LONG_LONG, &k);
        unsigned long long *u = ALLOC_ARRAY((size_t)k + 1, sizeof *u);
        MPI_Recv(u, k, MPI_UNSIGNED_LONG_LONG, 0, TAG_UNIT, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (k < 1 || u[0] == NO_UNIT) {
            FREE(u);
            break;
        }
        size_t *batch = ALLOC_ARRAY((size_t)k, sizeof *batch);
        for (int i = 0; i < k; i++)
            batch[i] = (size_t)u[i];
        x->cache.sink = open_memstream(&buf, &len);
        if (!x->cache.sink)
            Mem_failed(0, __FILE__, __LINE__);
        worker_batch(x, units, batch, (size_t)k, x->cache.sink);
        fclose(x->cache.sink);
        x->cache.sink = NULL;
        const char *bang = buf[0] == '!' ? buf : strstr(buf, "\n!");   /* a failed unit */
        if (bang && rc == 0)
            rc = atoi(bang + (bang[0] == '!' ? 1 : 2));
        MPI_Send(buf, (int)len, MPI_CHAR, 0, TAG_LINES, MPI_COMM_WORLD);
        free(buf);
        buf = NULL;
        FREE(batch);
        FREE(u);
    }
    return rc;
}
#endif

#line 3519 "noweb/cmd/explore.nw"
static int compute(Explore *x, const Unit *units, size_t nu, const Explore_Options *opt,
                   FILE *err, size_t *computed)
{
    long jobs = opt->jobs;
    size_t *todo = ALLOC_ARRAY(nu + 1, sizeof *todo), n = 0;
    for (size_t i = 0; i < nu; i++)
        if (!unit_cached(x, &units[i]))
            todo[n++] = i;
    *computed = n;
    Progress pg = { opt, n };
    char msg[700] = "";
    int rc = 0;
#ifdef CGTK_MPI
    if (opt->size > 1)
        rc = compute_mpi(x, units, todo, n, opt, &pg, msg, sizeof msg);
    else
#endif
    if (jobs > 1 && n > 1)
        rc = compute_parallel(x, units, todo, n, jobs, 1, &pg, msg, sizeof msg);
    else
        for (size_t i = 0; i < n && rc == 0; i++) {
            rc = run_unit(x, &units[todo[i]], msg, sizeof msg);
            if (rc == 0 && Interrupt_signal) {
                rc = 128 + Interrupt_signal;
                snprintf(msg, sizeof msg, "interrupted");
            }
            if (rc == 0 && x->cache.failed)
                rc = cache_failed(x, msg, sizeof msg);
            progress(&pg, i + 1, false);
        }
    progress(&pg, n, true);
    if (rc == 0 && x->cache.failed)                 /* the last unit's entries */
        rc = cache_failed(x, msg, sizeof msg);
    if (rc) {
        fprintf(err, "%s\n", msg);
        if (rc != 2 && x->cache.path && !x->cache.failed)
            fprintf(err, "cgtk run: what was computed is kept in %s; run again to go on\n",
                    x->cache.path);
    }
    FREE(todo);
    return rc;
}
#line 3567 "noweb/cmd/explore.nw"
static void emit_value(Emit_Table *t, const Val *v, char kind)
{
    switch (v->t) {
    case V_GAME: Emit_game(t, v->g); break;
    case V_NUM: Emit_dyadic(t, v->x); break;
    case V_STR: Emit_text(t, v->s); break;
    case V_BOOL: Emit_cell(t, v->b ? "true" : "false", v->b ? "yes" : "no"); break;
    default: Emit_cell(t, kind == 'd' ? "nan" : "undefined", "\\textit{undefined}");
    }
}

/* *holds: 1 true, 0 false, -1 undefined (its reason in why, a new string) */
static int predicate(Ctx *c, const Stmt *s, const Node *n, FILE *err, int *holds,
                     char **why)
{
    Val v = cached(c, n);
    int rc = 0;
    *holds = 0;
    if (c->status)
        rc = item_error(err, s->file, s->line, c->col, c->item, c->msg);
    else if (v.t == V_UNDEF) {
        *holds = -1;
        *why = STRDUP(v.s ? v.s : "");
    } else if (v.t != V_BOOL)
        rc = item_error(err, s->file, s->line, n->col, c->item,
                        "expected a truth value (a comparison, and, or, not, is...)");
    else
        *holds = v.b;
    val_clear(&v);
    return rc;
}


static FILE *body_open(Stmt *s)
{
    FILE *o = open_memstream(&s->body, &s->bodylen);
    if (!o)
        Mem_failed(0, __FILE__, __LINE__);
    fprintf(o, "%c made by: cgtk run (%s:%zu)\n", s->kind == 'd' || s->kind == 's' ? '#'
                                                                                  : '%',
            s->file, s->line);
    return o;
}

static int make_table(Explore *x, Stmt *s, FILE *err)
{
    Family *f = s->f;
    Emit_Column *cols = ALLOC_ARRAY(s->ncol, sizeof *cols);
    for (size_t k = 0; k < s->ncol; k++)
        cols[k] = (Emit_Column){ s->names[k], s->heads[k], "l", true };
    FILE *o = body_open(s);
    Emit_Table *t = Emit_table_new(o, s->kind == 't' ? EMIT_LATEX : EMIT_TSV, cols, s->ncol);
    if (s->kind == 'd')
        Emit_decimal(t);
    if (s->kind == 't')
        Emit_latex_width(t, 60);        /* a longer game: its summary (module emit) */
    size_t rows = 0;                    /* a long table breaks across pages */
    for (size_t i = 0; s->kind == 't' && i < f->nitems && rows <= 40; i++) {
        Ctx c;
        ctx_init(&c, x, f, &f->vals[i * f->nb], f->keys[i]);
        Val w = s->where ? cached(&c, s->where) : vbool(true);
        rows += w.t == V_BOOL && w.b;
        val_clear(&w);
        ctx_done(&c);
    }
    if (rows > 40)
        Emit_long(t);
    int rc = 0;
    s->numeric = ALLOC_ARRAY(s->ncol, sizeof *s->numeric);
    for (size_t k = 0; k < s->ncol; k++)
        s->numeric[k] = true;
    Undecided left = { 0 };
    for (size_t i = 0; i < f->nitems && rc == 0; i++) {
        Ctx c;
        ctx_init(&c, x, f, &f->vals[i * f->nb], f->keys[i]);
        int go = 1;
        char *why = NULL;
        if (s->where && (rc = predicate(&c, s, s->where, err, &go, &why)) == 0 && go < 0)
            undecided_add(&left, c.item, why);
        go = go > 0;
        s->rows += go && rc == 0;
        for (size_t k = 0; go && rc == 0 && k < s->ncol; k++) {
            Val v = cached(&c, s->cols[k]);
            if (c.status)
                rc = item_error(err, s->file, s->line, c.col, c.item, c.msg);
            else
                emit_value(t, &v, s->kind);
            s->numeric[k] = s->numeric[k] && v.t == V_NUM;
            val_clear(&v);
        }
        ctx_done(&c);
    }
    if (rc == 0) {
        char what[300];
        snprintf(what, sizeof what, "%s %s", s->kind == 't' ? "table" : s->kind == 'd'
                                             ? "data" : "tsv", s->name);
        undecided_note(&left, err, s->file, s->line, what);
    } else
        undecided_note(&left, NULL, s->file, s->line, "");
    Emit_table_free(&t);
    fclose(o);
    FREE(cols);
    return rc;
}
#line 3678 "noweb/cmd/explore.nw"
static void describe(FILE *plain, FILE *latex, Ctx *c, const Stmt *s)
{
    fprintf(plain, "%s", c->item);
    char *e = latex_escaped(c->item);
    fprintf(latex, "\\texttt{%s}", e);
    FREE(e);
    for (size_t k = 0; k < s->nwit; k++) {
        Val v = cached(c, s->wit[k]);
        char *p = val_str(&v), *l = val_latex(&v), *t = latex_escaped(s->wit[k]->text);
        fprintf(plain, "%s %s = %s", k ? "," : ":", s->wit[k]->text,
                v.t == V_UNDEF ? "undefined" : strlen(p) > 60 ? "(a long game)" : p);
        fprintf(latex, "%s \\texttt{%s} $=$ %s", k ? "," : ":", t, l);
        FREE(p);
        FREE(l);
        FREE(t);
        val_clear(&v);
    }
}

static int make_conjecture(Explore *x, Stmt *s, FILE *err)
{
    Family *f = s->f;
    size_t checked = 0, failed = 0, first[3];
    int rc = 0;
    Undecided un = { 0 };
    for (size_t i = 0; i < f->nitems && rc == 0; i++) {
        Ctx c;
        ctx_init(&c, x, f, &f->vals[i * f->nb], f->keys[i]);
        int go = 1, holds = 0;
        char *why = NULL;
        if (s->where)
            rc = predicate(&c, s, s->where, err, &go, &why);
        if (go > 0 && rc == 0)
            rc = predicate(&c, s, s->cols[0], err, &holds, &why);
        if (rc == 0 && (go < 0 || holds < 0))
            undecided_add(&un, c.item, why);
        else if (go > 0 && rc == 0) {
            checked++;
            if (!holds && failed++ < 3)
                first[failed - 1] = i;
        }
        ctx_done(&c);
    }
    if (rc) {
        undecided_note(&un, NULL, s->file, s->line, "");
        return rc;
    }
    char *pb = NULL, *lb = NULL;
    size_t pl = 0, ll = 0;
    FILE *plain = open_memstream(&pb, &pl), *latex = open_memstream(&lb, &ll);
    if (!plain || !latex)
        Mem_failed(0, __FILE__, __LINE__);
    char *decl = ALLOC(strlen(f->decl) + (s->where ? strlen(s->where->text) : 0) + 8);
    sprintf(decl, "%s%s%s", f->decl, s->where ? "; " : "", s->where ? s->where->text : "");
    char *range = latex_escaped(decl);
    if (checked == 0 && un.n > 0) {
        fprintf(plain, "undecided: undefined for all %zu item%s (%s)", un.n,
                un.n == 1 ? "" : "s", decl);
        fprintf(latex, "\\textbf{Undecided}: undefined for all %zu item%s "
                "(\\texttt{%s})", un.n, un.n == 1 ? "" : "s", range);
    } else if (failed == 0) {
        fprintf(plain, "holds for all %zu items checked (%s)", checked, decl);
        fprintf(latex, "\\textbf{Holds} for all %zu items checked (\\texttt{%s})", checked,
                range);
    } else {
        fprintf(plain, "refuted: %zu of %zu items fail (%s); the first in the family's "
                "order: ", failed, checked, decl);
        fprintf(latex, "\\textbf{Refuted}: %zu of the %zu items checked fail "
                "(\\texttt{%s}); the first, in the order of the family: ", failed, checked,
                range);
        for (size_t j = 0; j < failed && j < 3; j++) {
            Ctx c;
            ctx_init(&c, x, f, &f->vals[first[j] * f->nb], f->keys[first[j]]);
            fputs(j ? "; " : "", plain);
            fputs(j ? "; " : "", latex);
            describe(plain, latex, &c, s);
            ctx_done(&c);
        }
    }
    if (un.n > 0) {
        char *item = latex_escaped(un.item), *why = latex_escaped(un.why);
        if (checked) {
            fprintf(plain, "; undefined for %zu item%s", un.n, un.n == 1 ? "" : "s");
            fprintf(latex, "; undefined for %zu item%s", un.n, un.n == 1 ? "" : "s");
        }
        fprintf(plain, "; the first undefined: %s: %s", un.item, un.why);
        fprintf(latex, "; the first undefined: \\texttt{%s}: %s", item, why);
        FREE(item);
        FREE(why);
    }
    fputc('.', latex);
    undecided_note(&un, NULL, s->file, s->line, "");
    FREE(range);
    FREE(decl);
    fclose(plain);
    fclose(latex);
    s->plain = STRDUP(pb);
    s->latex = STRDUP(lb);
    free(pb);
    free(lb);
    FILE *o = body_open(s);
    char *stmt = latex_escaped(s->cols[0]->text), *fam = latex_escaped(f->decl);
    fprintf(o, "\\paragraph{Conjecture \\texttt{%s}.}\n{\\raggedright For every item of "
            "\\texttt{%s}", s->name, fam);
    if (s->where) {
        char *w = latex_escaped(s->where->text);
        fprintf(o, " with \\texttt{%s}", w);
        FREE(w);
    }
    fprintf(o, ": \\texttt{%s}.\\par}\n{\\raggedright %s\\par}\n", stmt, s->latex);
    FREE(stmt);
    FREE(fam);
    fclose(o);
    return 0;
}

static void make_verdicts(Explore *x, Stmt *s)
{
    FILE *o = body_open(s);
    fputs("\\begin{description}\n", o);
    for (size_t i = 0; i < x->nst; i++)
        if (x->st[i].kind == 'c' && x->st[i].latex) {
            char *t = latex_escaped(x->st[i].cols[0]->text);
            fprintf(o, "\\item[\\texttt{%s}] {\\raggedright\\texttt{%s}\\par\n%s\\par}\n",
                    x->st[i].name, t, x->st[i].latex);
            FREE(t);
        }
    fputs("\\end{description}\n", o);
    fclose(o);
}
#line 3814 "noweb/cmd/explore.nw"
static const char *subdir(const Stmt *s)
{
    return s->kind == 'd' || s->kind == 's' ? "data" : "tables";
}

static const char *extension(const Stmt *s)
{
    return s->kind == 'd' ? "dat" : s->kind == 's' ? "tsv" : "tex";
}

static bool write_body(FILE *f, void *closure)
{
    const Stmt *s = closure;
    return fwrite(s->body, 1, s->bodylen, f) == s->bodylen;
}

static int write_output(const char *dir, Stmt *s, FILE *err)
{
    size_t n = strlen(dir) + strlen(s->name) + 32;
    char *path = ALLOC(n), why[600];
    snprintf(path, n, "%s/%s/%s.%s", dir, subdir(s), s->name, extension(s));
    bool ok = Savefile_write(path, write_body, NULL, s, why, sizeof why);
    if (!ok)
        fprintf(err, "%s:%zu: cannot write %s\n", s->file, s->line, why);
    FREE(path);
    return ok ? 0 : 1;
}
#line 3848 "noweb/cmd/explore.nw"
typedef struct Phase { Explore *x; FILE *err; int rc; bool outputs; } Phase;

static void phase_body(void *closure)
{
    Phase *p = closure;
    Explore *x = p->x;
    for (size_t i = 0; !p->outputs && i < x->nfam && p->rc == 0; i++) {
        Family *f = x->fam[i];
        Val *cur = CALLOC(f->nb + 1, sizeof *cur);
        Undecided left = { 0 };
        Expander e = { x, f, cur, p->err, &left };
        p->rc = expand(&e, 0);
        char what[300];
        snprintf(what, sizeof what, "family %s", f->name);
        undecided_note(&left, p->rc ? NULL : p->err, f->file, f->line, what);
        FREE(cur);
    }
    for (size_t i = 0; p->outputs && i < x->nst && p->rc == 0; i++) {
        Stmt *s = &x->st[i];
        if (s->kind == 'c')
            p->rc = make_conjecture(x, s, p->err);
        else if (s->kind != 'v')
            p->rc = make_table(x, s, p->err);
    }
    for (size_t i = 0; p->outputs && i < x->nst && p->rc == 0; i++)
        if (x->st[i].kind == 'v')
            make_verdicts(x, &x->st[i]);
}

static int protected_phase(Explore *x, FILE *err, bool outputs)
{
    Phase p = { x, err, 0, outputs };
    Game_Status st = Game_protect((Game_Limits){ 0, Cmd_default_bytes() }, phase_body, &p);
    if (st == GAME_DONE)
        return p.rc;
    fprintf(err, "cgtk run: %s: %s\n",
            outputs ? "making the outputs" : "expanding the families", Cmd_limit_name(st));
    return st == GAME_LIMIT_SIGNAL ? 130 : 1;
}

int Explore_run(Explore *x, const char *dir, const Explore_Options *opt, FILE *err)
{
    if (x->nst == 0 && x->nfam == 0)
        return 0;
    x->opt = opt;
    if (opt->cache_name) {
        const char *cdir = opt->cache_dir;
        size_t n = strlen(cdir ? cdir : dir) + strlen(opt->cache_name) + 16;
        char *path = ALLOC(n);
        snprintf(path, n, cdir ? "%s" : "%s/cache", cdir ? cdir : dir);
        if (mkdir(path, 0777) != 0 && errno != EEXIST) {
            fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno));
            FREE(path);
            return 2;
        }
        snprintf(path + strlen(path), n - strlen(path), "/%s.cache", opt->cache_name);
        int rc = cache_open(&x->cache, path, opt->no_cache, err);
        FREE(path);
        if (rc)
            return rc;
    }
    int rc = protected_phase(x, err, false);
    size_t nu = 0, computed = 0;
    for (size_t i = 0; i < x->nst; i++)
        nu += strchr("tdsc", x->st[i].kind) ? x->st[i].f->nitems : 0;
    Unit *units = ALLOC_ARRAY(nu + 1, sizeof *units);
    nu = 0;
    for (size_t i = 0; i < x->nst; i++)
        for (size_t j = 0; strchr("tdsc", x->st[i].kind) && j < x->st[i].f->nitems; j++)
            units[nu++] = (Unit){ &x->st[i], j };
#ifdef CGTK_MPI
    if (opt->size > 1 && opt->rank > 0) {                /* a worker rank: its share */
        rc = mpi_worker(x, units, opt, rc);
        FREE(units);
        return rc;
    }
#endif
    if (rc == 0)
        rc = compute(x, units, nu, opt, err, &computed);
#ifdef CGTK_MPI
    else if (opt->size > 1)
        mpi_release(x, opt);
#endif
    FREE(units);
    if (rc == 0)
        rc = protected_phase(x, err, true);
    for (size_t i = 0; i < x->nst && rc == 0; i++)
        rc = write_output(dir, &x->st[i], err);
    cache_sync(&x->cache);
    if (x->cache.failed && rc == 0) {
        char msg[700];
        rc = cache_failed(x, msg, sizeof msg);
        fprintf(err, "%s\n", msg);
    }
    return rc;
}
#line 3957 "noweb/cmd/explore.nw"
void Explore_report(const Explore *x, FILE *f)
{
    size_t nc = 0, nt = 0, np = 0;
    for (size_t i = 0; i < x->nst; i++) {
        const Stmt *s = &x->st[i];
        nc += s->kind == 'c';
        nt += s->kind == 't';
        size_t ys = 0;
        for (size_t k = 1; s->kind == 'd' && s->numeric && k < s->ncol; k++)
            ys += s->numeric[k];
        np += s->kind == 'd' && s->numeric && s->ncol > 1 && s->numeric[0] && ys > 0;
    }
    if (nc) {
        fputs("\\section{Conjectures}\n", f);
        for (size_t i = 0; i < x->nst; i++)
            if (x->st[i].kind == 'c')
                fprintf(f, "\\cgtktable{%s}\n", x->st[i].name);
    }
    if (nt) {
        fputs("\\section{Tables}\n", f);
        for (size_t i = 0; i < x->nst; i++) {
            const Stmt *s = &x->st[i];
            if (s->kind != 't')
                continue;
            fprintf(f, "\\paragraph{Table \\texttt{%s}} (%zu rows).\n", s->name, s->rows);
            if (s->rows > 40)
                fprintf(f, "{\\small\\cgtktable{%s}}\n", s->name);
            else
                fprintf(f, "\\begin{center}\\small\\cgtkfit{\\cgtktable{%s}}\\end{center}\n",
                        s->name);
        }
    }
    if (np) {
        fputs("\\section{Plots}\n", f);
        for (size_t i = 0; i < x->nst; i++) {
            const Stmt *s = &x->st[i];
            size_t ys = 0;
            for (size_t k = 1; s->kind == 'd' && s->numeric && k < s->ncol; k++)
                ys += s->numeric[k];
            if (s->kind != 'd' || !s->numeric || !s->numeric[0] || ys == 0)
                continue;
            char *xl = latex_escaped(s->cols[0]->text);
            fprintf(f, "\\cgtkdata{%s}\n\\begin{figure}[htbp]\\centering\n"
                    "\\begin{tikzpicture}\\begin{axis}[width=0.8\\linewidth, height=6cm,\n"
                    "  xlabel={\\texttt{%s}}, legend columns=2,\n"
                    "  legend style={font=\\scriptsize, at={(0.5,-0.25)}, anchor=north},\n"
                    "  tick label style={font=\\footnotesize}]\n",
                    s->name, xl);
            for (size_t k = 1, m = 0; k < s->ncol && m < 6; k++) {
                if (!s->numeric[k])
                    continue;
                char *yl = latex_escaped(s->cols[k]->text);
                fprintf(f, "\\addplot+[only marks, mark size=1pt]\n"
                        "  table[col sep=tab, x=%s_decimal, y=%s_decimal] {data/%s.dat};\n"
                        "\\addlegendentry{\\texttt{%s}}\n",
                        s->names[0], s->names[k], s->name, yl);
                FREE(yl);
                m++;
            }
            fprintf(f, "\\end{axis}\\end{tikzpicture}\n\\caption{The data \\texttt{%s} "
                    "(%zu rows), against \\texttt{%s}.}\n\\end{figure}\n", s->name, s->rows,
                    xl);
            FREE(xl);
        }
    }
}
#line 4027 "noweb/cmd/explore.nw"
void Explore_list(const Explore *x, const char *shown, FILE *out)
{
    for (size_t i = 0; i < x->nst; i++) {
        const Stmt *s = &x->st[i];
        fprintf(out, "  %s/%s/%s.%s\n", shown, subdir(s), s->name, extension(s));
        if (s->kind == 'c')
            fprintf(out, "    conjecture %s: %s\n", s->name, s->plain);
    }
}
