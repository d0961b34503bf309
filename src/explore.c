/* Generated from noweb/cmd/explore.nw by notangle: edit the .nw, not this file. */
#line 253 "noweb/cmd/explore.nw"
#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cache.h"
#include "cmdkit.h"
#include "explore.h"
#include "expr.h"
#include "game.h"
#include "mem.h"
#include "outputs.h"
#include "registry.h"
#include "runner.h"
#include "val.h"

#line 277 "noweb/cmd/explore.nw"
static Family *family_named(Explore *x, const char *name)
{
    for (size_t i = 0; i < x->nfam; i++)
        if (strcmp(x->fam[i]->name, name) == 0)
            return x->fam[i];
    return NULL;
}

static bool binding(Expr_Parser *p, Explore *x, Bind *b)
{
    (void)x;
    Expr_blanks(p);
    b->col = Perr_column(p->in.s, p->in.at);
    if (!(b->var = Expr_name(p, "a variable")))
        return false;
    if (!Expr_at_word(p, "in"))
        return Expr_error(p, p->in.at, "'in'");
    Expr_blanks(p);
    size_t at = p->in.at;
    if (Expr_at_sym(p, "[")) {
        b->kind = BIND_LIST;
        do {
            Expr *e = Expr_parse(p);
            if (!e)
                return false;
            RESIZE_ARRAY(b->list, b->nlist + 1, sizeof *b->list);
            b->list[b->nlist++] = e;
        } while (Expr_at_sym(p, ","));
        return Expr_at_sym(p, "]") || Expr_error(p, p->in.at, "',' or ']'");
    }
    if (Expr_at_word(p, "enumerate")) {
        b->kind = BIND_ENUM;
        Expr_blanks(p);
        size_t rat = p->in.at;
        char *rs = Expr_name(p, "a ruleset");
        if (!rs)
            return false;
        b->rs = Registry_find(rs);
        FREE(rs);
        if (!b->rs || !b->rs->census)
            return Expr_error(p, rat,
                              "a ruleset that enumerates its positions");
        Expr_blanks(p);
        if (!Expr_at_word(p, b->rs->census->size_unit)) {
            char what[80];
            snprintf(what, sizeof what, "'%s' (the size of a position of %s)",
                     b->rs->census->size_unit, b->rs->name);
            return Expr_error(p, p->in.at, what);
        }
        if (!Expr_at_sym(p, "<="))
            return Expr_error(p, p->in.at, "'<='");
        return (b->lo = Expr_parse(p)) != NULL;
    }
    if (Expr_at_word(p, "octal") || Expr_at_word(p, "lines")) {
        b->kind = p->in.s[at] == 'o' ? BIND_OCTAL : BIND_LINES;
        Expr *n = Expr_constant(
            p, b->kind == BIND_OCTAL
                   ? "a pattern in quotes (0. and digits, ? or [...])"
                   : "a file name in quotes");
        if (!n)
            return false;
        b->text = STRDUP(n->lit.s);
        Expr_free(n);
        return true;
    }
    b->kind = BIND_RANGE;
    if (!(b->lo = Expr_parse(p)))
        return false;
    if (!Expr_at_sym(p, ".."))
        return Expr_error(p, p->in.at, "'..' (a range lo..hi)");
    return (b->hi = Expr_parse(p)) != NULL;
}

static bool family_stmt(Expr_Parser *p, Explore *x, const char *file,
                        size_t line)
{
    Expr_blanks(p);
    size_t at = p->in.at;
    char *name = Expr_name(p, "a family name");
    if (!name)
        return false;
    if (family_named(x, name)) {
        FREE(name);
        return Expr_error(p, at, "a family name not used before");
    }
    if (!Expr_at_sym(p, ":")) {
        FREE(name);
        return Expr_error(p, p->in.at, "':' after the name");
    }
    Family *f = CALLOC(1, sizeof *f);
    f->name = name;
    f->file = (char *)file;                     /* interned by Explore_line */
    f->line = line;
    p->scope = &f->sc;
    Expr_blanks(p);
    size_t from = p->in.at;
    do {
        RESIZE_ARRAY(f->b, f->nb + 1, sizeof *f->b);
        memset(&f->b[f->nb], 0, sizeof *f->b);
        p->nvis = f->nb;
        bool ok = binding(p, x, &f->b[f->nb]);
        f->nb++;
        RESIZE_ARRAY(f->sc.vars, f->nb, sizeof *f->sc.vars);
        f->sc.vars[f->nb - 1] = f->b[f->nb - 1].var;  /* the scope's names */
        f->sc.nvar = f->nb;
        for (size_t k = 0; ok && k + 1 < f->nb; k++)
            if (strcmp(f->b[k].var, f->b[f->nb - 1].var) == 0)
                ok = Expr_error(p, from, "variables of different names");
        if (!ok) {
            Runner_family_free(f);
            return false;
        }
    } while (Expr_at_sym(p, ","));
    p->nvis = f->nb;
    if (Expr_at_word(p, "where") && !(f->where = Expr_parse(p))) {
        Runner_family_free(f);
        return false;
    }
    Expr_blanks(p);
    if (p->in.s[p->in.at]) {
        Runner_family_free(f);
        return Expr_error(p, p->in.at, "',', 'where' or the end of the line");
    }
    size_t to = p->in.at;
    while (to > from && strchr(" \t\r", p->in.s[to - 1]))
        to--;
    f->decl = STRNDUP(p->in.s + from, to - from);
    RESIZE_ARRAY(x->fam, x->nfam + 1, sizeof *x->fam);
    x->fam[x->nfam++] = f;
    return true;
}

static Family *family_ref(Expr_Parser *p, Explore *x)
{
    Expr_blanks(p);
    size_t at = p->in.at;
    char *name = Expr_name(p, "a family's name");
    if (!name)
        return NULL;
    Family *f = family_named(x, name);
    FREE(name);
    if (!f)
        Expr_error(p, at, "a family declared above");
    p->scope = f ? &f->sc : NULL;
    p->nvis = f ? f->nb : 0;
    p->nlet = f ? f->sc.nlet : 0;
    return f;
}

static bool let_stmt(Expr_Parser *p, Explore *x)
{
    Family *f = family_ref(p, x);
    if (!f)
        return false;
    if (!Expr_at_sym(p, ":"))
        return Expr_error(p, p->in.at, "':' after the family's name");
    Expr_blanks(p);
    size_t at = p->in.at;
    char *name = Expr_name(p, "a name");
    if (!name)
        return false;
    bool used = false;
    for (size_t k = 0; k < f->nb; k++)
        used = used || strcmp(f->b[k].var, name) == 0;
    for (size_t k = 0; k < f->sc.nlet; k++)
        used = used || strcmp(f->sc.lets[k], name) == 0;
    Expr *e = NULL;
    if (used)
        Expr_error(p, at, "a name not used in the family");
    else if (!Expr_at_sym(p, "="))
        Expr_error(p, p->in.at, "'='");
    else if ((e = Expr_parse(p)) != NULL) {
        Expr_blanks(p);
        if (p->in.s[p->in.at])
            Expr_error(p, p->in.at, "an operator or the end of the line");
    }
    if (p->failed) {
        FREE(name);
        Expr_free(e);
        return false;
    }
    Expr_Scope *sc = &f->sc;
    RESIZE_ARRAY(sc->lets, sc->nlet + 1, sizeof *sc->lets);
    RESIZE_ARRAY(sc->letx, sc->nlet + 1, sizeof *sc->letx);
    sc->lets[sc->nlet] = name;
    sc->letx[sc->nlet++] = e;
    return true;
}
#line 470 "noweb/cmd/explore.nw"
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

static void collect_witnesses(Stmt *st, Expr *n)
{
    if (!n || st->nwit == 4)
        return;
    if (n->kind == EXPR_BIN && n->op >= VAL_EQ && n->op <= VAL_GE) {
        for (int i = 0; i < 2 && st->nwit < 4; i++)
            if (n->a[i]->kind != EXPR_LIT)
                st->wit[st->nwit++] = n->a[i];
        return;
    }
    if (n->kind == EXPR_BIN || n->kind == EXPR_NOT)
        for (int i = 0; i < n->na; i++)
            collect_witnesses(st, n->a[i]);
}

static bool output_stmt(Expr_Parser *p, Explore *x, Stmt *st)
{
    if (!Expr_at_word(p, "for"))
        return Expr_error(p, p->in.at, "'for' and a family");
    if (!(st->f = family_ref(p, x)))
        return false;
    if (Expr_at_word(p, "where") && !(st->where = Expr_parse(p)))
        return false;
    if (!Expr_at_sym(p, ":"))
        return Expr_error(p, p->in.at,
                          st->where ? "an operator or ':'" : "'where' or ':'");
    do {
        Expr *e = Expr_parse(p);
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
        if (Expr_at_word(p, "as")) {
            Expr_blanks(p);
            size_t at = p->in.at;
            char *w = Expr_name(p, "a column name (letters, digits, _)");
            if (!w)
                return false;
            for (char *c = w; *c; c++)
                if (*c >= 'A' && *c <= 'Z') {
                    FREE(w);
                    return Expr_error(p, at, "a column name in lower case");
                }
            st->names[st->ncol - 1] = w;
            Expr_blanks(p);
            if (p->in.s[p->in.at] == '\'' || p->in.s[p->in.at] == '"') {
                Expr *h = Expr_constant(p, "a LaTeX header");
                if (!h)
                    return false;
                st->heads[st->ncol - 1] = STRDUP(h->lit.s);
                Expr_free(h);
            }
        }
    } while (Expr_at_sym(p, ","));
    Expr_blanks(p);
    if (p->in.s[p->in.at])
        return Expr_error(
            p, p->in.at,
            st->kind == 'c' ? "an operator or the end of the line"
                            : "an operator, 'as', ',' or the end of the line");
    for (size_t k = 0; k < st->ncol; k++) {
        if (!st->names[k])
            st->names[k] = word_of(st->cols[k]->text, k);
        if (!st->heads[k]) {
            char *e = Val_escaped(st->cols[k]->text);
            st->heads[k] = ALLOC(strlen(e) + 12);
            sprintf(st->heads[k], "\\texttt{%s}", e);
            FREE(e);
        }
    }
    if (st->kind == 'c')
        collect_witnesses(st, st->cols[0]);
    return true;
}
#line 578 "noweb/cmd/explore.nw"
/* one copy of each file's name */
static char *intern(Explore *x, const char *file)
{
    for (size_t i = 0; i < x->nfiles; i++)
        if (strcmp(x->files[i], file) == 0)
            return x->files[i];
    RESIZE_ARRAY(x->files, x->nfiles + 1, sizeof *x->files);
    return x->files[x->nfiles++] = STRDUP(file);
}

int Explore_line(Explore *x, const char *file0, const char *s, size_t line,
                 Perr_T *err)
{
    assert(x && file0 && s && err);
    Expr_Parser p = { .in = Scan_new(s, err) };
    Expr_blanks(&p);
    size_t k = Expr_word_len(s + p.in.at);
    char kw[16] = "";
    if (k < sizeof kw)
        memcpy(kw, s + p.in.at, k), kw[k] = '\0';
    static const char *const ours[] = { "family",     "let",      "tsv",
                                        "conjecture", "verdicts", "table",
                                        "data" };
    size_t which = 0;
    while (which < 7 && strcmp(kw, ours[which]))
        which++;
    if (which == 7)
        return 0;
    Expr_Parser q = p;
    q.in.at += k;
    if (which >= 5) {                       /* table or data: ours with 'for' */
        Expr_blanks(&q);
        q.in.at += strspn(s + q.in.at,
                      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                      "0123456789-_");
        if (!Expr_at_sym(&q, ":") || !Expr_at_word(&q, "for"))
            return 0;
    }
    p.in.at += k;
    char *file = intern(x, file0);
    if (which == 0)
        return family_stmt(&p, x, file, line) ? 1 : -1;
    if (which == 1)
        return let_stmt(&p, x) ? 1 : -1;
    Stmt st = { .kind = "  scvtd"[which], .file = (char *)file, .line = line };
    Expr_blanks(&p);
    size_t at = p.in.at;
    size_t m =
        strspn(s + p.in.at, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                        "0123456789-_");
    if (m == 0 || s[p.in.at + m] == '/'
        || s[p.in.at + m] == '.') /* a file name in DIR */
        return Expr_error(&p, at, EXPLORE_NAME_EXPECTED) ? 1 : -1;
    st.name = STRNDUP(s + at, m);
    p.in.at += m;
    bool ok;
    if (st.kind == 'v') {
        Expr_blanks(&p);
        ok = !s[p.in.at] || Expr_error(&p, p.in.at, "the end of the line");
    } else
        ok = Expr_at_sym(&p, ":") ? output_stmt(&p, x, &st)
                                  : Expr_error(&p, p.in.at, "':' after the name");
    if (!ok) {
        Runner_stmt_free(&st);
        return -1;
    }
    if (x->nst == x->stcap)
        RESIZE_ARRAY(x->st, x->stcap = x->stcap ? 2 * x->stcap : 8,
                     sizeof *x->st);
    x->st[x->nst++] = st;
    return 1;
}

bool Explore_include(const char *s, char **path, Perr_T *err, bool *bad)
{
    assert(s && path && err && bad);
    Expr_Parser p = { .in = Scan_new(s, err) };
    *bad = false;
    if (!Expr_at_word(&p, "include"))
        return false;
    Expr *n = Expr_constant(&p, "a file name in quotes");
    Expr_blanks(&p);
    if (n && s[p.in.at])
        Expr_error(&p, p.in.at, "the end of the line");
    if (p.failed) {
        Expr_free(n);
        *bad = true;
        return true;
    }
    *path = STRDUP(n->lit.s);
    Expr_free(n);
    return true;
}

Explore *Explore_new(void)
{
    Explore *x = CALLOC(1, sizeof *x);
    x->env.values = &x->cache; /* the values the run computes */
    return x;
}

void Explore_free(Explore **xp)
{
    assert(xp);
    Explore *x = *xp;
    if (!x)
        return;
    Runner_clear(x);
    FREE(x);
    *xp = NULL;
}
#line 697 "noweb/cmd/explore.nw"
typedef struct Phase { Explore *x; FILE *err; int rc; bool outputs; } Phase;

static void phase_body(void *closure)
{
    Phase *p = closure;
    p->rc =
        p->outputs ? Outputs_make(p->x, p->err) : Runner_expand(p->x, p->err);
}

static int protected_phase(Explore *x, FILE *err, bool outputs)
{
    Phase p = { x, err, 0, outputs };
    Game_Status st =
        Game_protect((Game_Limits){ 0, Cmd_default_bytes() }, phase_body, &p);
    if (st == GAME_DONE)
        return p.rc;
    fprintf(err, "cgtk run: %s: %s\n",
            outputs ? "making the outputs" : "expanding the families",
            Cmd_limit_name(st));
    return st == GAME_LIMIT_SIGNAL ? 130 : 1;
}

int Explore_run(Explore *x, const char *dir, const Explore_Options *opt,
                FILE *err)
{
    assert(x && dir && opt && err);
    if (x->nst == 0 && x->nfam == 0)
        return 0;
    Runner_Options ro = { .jobs = opt->jobs,
                          .rank = opt->rank,
                          .size = opt->size,
                          .progress = opt->progress,
                          .closure = opt->closure,
                          .census_split = opt->census_split };
    x->opt = &ro;
    if (opt->cache_name) {
        const char *cdir = opt->cache_dir;
        size_t n = strlen(cdir ? cdir : dir) + strlen(opt->cache_name) + 16;
        char *path = ALLOC(n);
        snprintf(path, n, cdir ? "%s" : "%s/cache", cdir ? cdir : dir);
        if (mkdir(path, 0777) != 0 && errno != EEXIST) {
            fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno));
            FREE(path);
            x->opt = NULL;
            return 2;
        }
        snprintf(path + strlen(path), n - strlen(path), "/%s.cache",
                 opt->cache_name);
        int rc = Cache_open(&x->cache, path, opt->no_cache, err);
        FREE(path);
        if (rc) {
            x->opt = NULL;
            return rc;
        }
    }
    bool worker;
    int rc = Runner_compute(x, protected_phase(x, err, false), err, &worker);
    x->opt = NULL;                              /* ro lives no longer */
    if (worker) /* an MPI rank: its share only */
        return rc;
    if (rc == 0)
        rc = protected_phase(x, err, true);
    if (rc == 0)
        rc = Outputs_write(x, dir, err);
    Cache_sync(&x->cache);
    if (x->cache.failed && rc == 0) {
        char msg[700];
        rc = Cache_failed(&x->cache, msg, sizeof msg);
        fprintf(err, "%s\n", msg);
    }
    return rc;
}
#line 775 "noweb/cmd/explore.nw"
void Explore_list(const Explore *x, const char *shown, FILE *out)
{
    Outputs_list(x, shown, out);
}

void Explore_report(const Explore *x, FILE *f)
{
    Outputs_report(x, f);
}
#line 793 "noweb/cmd/explore.nw"
int Explore_run_text(const char *text, const char *name, const char *dir,
                     const Explore_Options *opt, FILE *out, FILE *err)
{
    assert(text && name && dir && opt && out && err);
    Explore *x = Explore_new();
    size_t line = 0;
    int rc = 0;
    for (const char *p = text; *p && rc == 0;) {
        size_t len = strcspn(p, "\n");
        char *s = Mem_strndup(p, len, __FILE__, __LINE__);
        Perr_T e;
        line++;
        if (Explore_line(x, name, s, line, &e) < 0) {
            fprintf(err, "%s:%zu:%zu: expected %s\n", name, line, e.column,
                    e.expected);
            rc = 2;
        }
        FREE(s);
        p += len + (p[len] == '\n');
    }
    if (rc == 0)
        rc = Explore_run(x, dir, opt, err);
    if (rc == 0)
        Explore_list(x, ".", out);
    Explore_free(&x);
    return rc;
}
