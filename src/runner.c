/* Generated from noweb/cmd/runner.nw by notangle: edit the .nw, not this file. */
#line 169 "noweb/cmd/runner.nw"
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "cmdkit.h"
#include "game.h"
#include "interrupt.h"
#include "mem.h"
#include "octal.h"
#include "runner.h"
#ifdef CGTK_MPI
#include <mpi.h>
#endif

#line 309 "noweb/cmd/runner.nw"
typedef struct Expander {
    Runner *x;
    Family *f;
    Val *cur;
    FILE *err;
    Undecided *left;
} Expander;
#line 573 "noweb/cmd/runner.nw"
typedef struct Unit { Stmt *s; size_t item; } Unit;
typedef struct Unit_Run { Runner *x; const Unit *u; Expr_Ctx c; } Unit_Run;
#line 661 "noweb/cmd/runner.nw"
typedef struct Progress { const Runner_Options *opt; size_t total; } Progress;
#line 686 "noweb/cmd/runner.nw"
typedef struct Worker {
    pid_t pid;
    int to, from;               /* the pipes: units to it, lines from it */
    size_t pending;             /* units of its batch not finished */
    bool busy, open;
    char *buf;                  /* what it sent, up to a newline */
    size_t len, cap;
} Worker;
#line 199 "noweb/cmd/runner.nw"
void Runner_family_free(Family *f)
{
    assert(f);
    for (size_t k = 0; k < f->nb; k++) {
        Bind *b = &f->b[k];
        FREE(b->var);
        Expr_free(b->lo);
        Expr_free(b->hi);
        for (size_t i = 0; i < b->nlist; i++)
            Expr_free(b->list[i]);
        FREE(b->list);
        FREE(b->text);
    }
    for (size_t i = 0; i < f->nitems * f->nb; i++)
        Val_clear(&f->vals[i]);
    for (size_t i = 0; i < f->nitems; i++)
        FREE(f->keys[i]);
    for (size_t i = 0; i < f->sc.nlet; i++) {
        FREE(f->sc.lets[i]);
        Expr_free(f->sc.letx[i]);
    }
    FREE(f->sc.lets);
    FREE(f->sc.letx);
    FREE(f->sc.vars);                   /* the names are the bindings' */
    FREE(f->vals);
    FREE(f->keys);
    FREE(f->b);
    Expr_free(f->where);
    FREE(f->name);
    FREE(f->decl);
    FREE(f);
}

void Runner_stmt_free(Stmt *s)
{
    assert(s);
    Expr_free(s->where);
    for (size_t k = 0; k < s->ncol; k++) {
        Expr_free(s->cols[k]);
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

void Runner_clear(Runner *x)
{
    assert(x);
    for (size_t i = 0; i < x->nst; i++)
        Runner_stmt_free(&x->st[i]);
    for (size_t i = 0; i < x->nfam; i++)
        Runner_family_free(x->fam[i]);
    Expr_env_free(&x->env);
    FREE(x->st);
    FREE(x->fam);
    for (size_t i = 0; i < x->nfiles; i++)
        FREE(x->files[i]);
    FREE(x->files);
    Cache_free(&x->cache);
    Census_set_free(&x->censuses);
    *x = (Runner){ 0 };
}
#line 275 "noweb/cmd/runner.nw"
static char *item_key(const Family *f, const Val *v, size_t nb)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    if (!o)
        Mem_failed(0, __FILE__, __LINE__);
    for (size_t k = 0; k < nb; k++) {
        char *s = v[k].t == VAL_STR ? Val_quoted(v[k].s) : Val_text(&v[k]);
        fprintf(o, "%s%s=%s", k ? "," : "", f->b[k].var, s);
        FREE(s);
    }
    fclose(o);
    char *r = STRDUP(buf);
    free(buf);
    return r;
}

int Runner_item_error(FILE *err, const char *file, size_t line, size_t col,
                      const char *item, const char *msg)
{
    assert(err && file && item && msg);
    fprintf(err, "%s:%zu:%zu: %s%s%s%s\n", file, line, col ? col : 1,
            item[0] ? "item " : "", item, item[0] ? ": " : "", msg);
    return 2;
}
#line 319 "noweb/cmd/runner.nw"
void Runner_undecided_add(Undecided *u, const char *item, char *why)
{
    assert(u && item && why);
    if (u->n++ == 0) {
        u->item = STRDUP(item);
        u->why = why;
    } else
        FREE(why);
}

void Runner_undecided_note(Undecided *u, FILE *err, const char *file,
                           size_t line, const char *what)
{
    assert(u && file && what);
    if (u->n && err)
        fprintf(
            err,
            "%s:%zu: %s: %zu item%s left out, the filter undefined (the first: "
            "%s: %s)\n",
            file, line, what, u->n, u->n == 1 ? "" : "s", u->item, u->why);
    FREE(u->item);
    FREE(u->why);
    *u = (Undecided){ 0 };
}

static int expand(Expander *e, size_t k);

static int expand_with(Expander *e, size_t k, Val v)
{
    e->cur[k] = v;
    int rc = expand(e, k + 1);
    Val_clear(&e->cur[k]);
    return rc;
}

static int bound(Expander *e, size_t k, const Expr *n, int64_t lo, int64_t hi,
                 int64_t *out)
{
    Family *f = e->f;
    char *key = item_key(f, e->cur, k);
    Expr_Ctx c;
    Expr_ctx_init(&c, &e->x->env, &f->sc, e->cur, key);
    Val v = Expr_eval(&c, n);
    int rc = c.status;
    if (rc)
        Runner_item_error(e->err, f->file, f->line, c.col, key, c.msg);
    else if (!Val_small_int(&v, out) || *out < lo || *out > hi) {
        char msg[120];
        snprintf(msg, sizeof msg, "expected an integer from %lld to %lld",
                 (long long)lo, (long long)hi);
        rc = Runner_item_error(e->err, f->file, f->line, n->col, key, msg);
    }
    Val_clear(&v);
    Expr_ctx_done(&c);
    FREE(key);
    return rc;
}

static int octal_codes(Expander *e, size_t k, const char *pat, char *code,
                       size_t at)
{
    const Bind *b = &e->f->b[k];
    if (*pat == '\0') {
        size_t n = strlen(code);
        if (n == 0 || code[n - 1] == '0' || code[n - 1] == '.')
            return 0; /* a shorter code, or none */
        return expand_with(e, k, Val_string(STRDUP(code)));
    }
    char set[20] = "";
    const char *next = pat + 1;
    if (*pat == '?')
        strcpy(set, "01234567");
    else if (*pat == '[') {
        size_t m = strcspn(pat + 1, "]");
        if (pat[1 + m] != ']' || m == 0 || m >= sizeof set)
            return Runner_item_error(
                e->err, e->f->file, e->f->line, b->col, "",
                "octal pattern: expected ']' closing a class of digits");
        size_t k = 0;
        for (size_t j = 1; j <= m && k + 8 < sizeof set; j++) /* 0-7: a range */
            if (pat[j + 1] == '-' && j + 2 <= m)
                for (char d = pat[j], z = pat[j + 2];
                     d <= z && k + 1 < sizeof set; d++)
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
#line 423 "noweb/cmd/runner.nw"
static int enumerated(Expander *e, size_t k)
{
    const Bind *b = &e->f->b[k];
    int64_t hi;
    int rc = bound(e, k, b->lo, 1, b->rs->census->max_size, &hi);
    const Census *c = NULL;
    char msg[300] = "";
    const Runner_Options *o = e->x->opt;
    Census_Options co = { o ? o->jobs : 1, o ? o->rank : 0, o ? o->size : 1,
                          o ? o->census_split : 0 };
    if (rc == 0
        && (rc = Census_get(&e->x->censuses, b->rs, (int)hi, o ? &co : NULL, &c,
                            msg, sizeof msg))
               != 0) {
        char *key = item_key(e->f, e->cur, k);
        Runner_item_error(e->err, e->f->file, e->f->line, b->col, key, msg);
        FREE(key);
    }
    for (size_t o = 0; rc == 0 && c && o < c->len; o += strlen(c->text + o) + 1)
        rc = expand_with(e, k, Val_string(STRDUP(c->text + o)));
    return rc;
}

static int lines_of(Expander *e, size_t k)
{
    const Bind *b = &e->f->b[k];
    FILE *in = fopen(b->text, "r");
    if (!in) {
        char msg[300];
        snprintf(msg, sizeof msg, "%s: %s", b->text, strerror(errno));
        return Runner_item_error(e->err, e->f->file, e->f->line, b->col, "",
                                 msg);
    }
    char *line = NULL;
    size_t cap = 0, len = strlen(b->text);
    ssize_t n;
    int rc = 0;
    bool header =
        len >= 4 && strcasecmp(b->text + len - 4, ".tsv") == 0; /* see above */
    while (rc == 0 && (n = getline(&line, &cap, in)) > 0) {
        line[strcspn(line, "\r\n")] = '\0';
        bool comment = line[0] == '%' || (line[0] == '#' && line[1] == ' ');
        if (!line[0] || comment)        /* '#.|..' or '#<TAB>...' is a board */
            continue;
        if (header)
            header = false;                     /* the names of the fields */
        else
            rc = expand_with(e, k, Val_string(STRDUP(line)));
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
            Expr_Ctx c;
            Expr_ctx_init(&c, &e->x->env, &f->sc, e->cur, key);
            Val v = Expr_cached(&c, f->where);
            if (c.status)
                rc = Runner_item_error(e->err, f->file, f->line, c.col, key,
                                       c.msg);
            else if (v.t == VAL_UNDEF) /* left out, and said: above */
                Runner_undecided_add(e->left, key, STRDUP(v.s ? v.s : ""));
            else if (v.t != VAL_BOOL)
                rc = Runner_item_error(e->err, f->file, f->line, f->where->col,
                                       key, "the filter is not a truth value");
            keep = rc == 0 && v.t == VAL_BOOL && v.b;
            Val_clear(&v);
            Expr_ctx_done(&c);
        }
        if (keep && f->nitems == 1u << 24)
            rc = Runner_item_error(e->err, f->file, f->line, 1, key,
                                   "more than 2^24 items");
        if (keep && rc == 0) {
            if (f->nitems == f->cap) {
                f->cap = f->cap ? 2 * f->cap : 64;
                RESIZE_ARRAY(f->vals, f->cap * f->nb, sizeof *f->vals);
                RESIZE_ARRAY(f->keys, f->cap, sizeof *f->keys);
            }
            for (size_t j = 0; j < f->nb; j++)
                f->vals[f->nitems * f->nb + j] = Val_copy(&e->cur[j]);
            f->keys[f->nitems++] = key;
            key = NULL;
        }
        FREE(key);
        return rc;
    }
    const Bind *b = &f->b[k];
    int rc = 0;
    switch (b->kind) {
    case BIND_RANGE: {
        int64_t lo, hi;
        if ((rc = bound(e, k, b->lo, -(1LL << 40), 1LL << 40, &lo)) != 0
            || (rc = bound(e, k, b->hi, -(1LL << 40), 1LL << 40, &hi)) != 0)
            return rc;
        if (lo > hi) {
            char *key = item_key(f, e->cur, k), msg[120];
            snprintf(msg, sizeof msg, "an empty range %lld..%lld",
                     (long long)lo, (long long)hi);
            rc = Runner_item_error(e->err, f->file, f->line, b->col, key, msg);
            FREE(key);
            return rc;
        }
        for (int64_t v = lo; rc == 0 && v <= hi; v++)
            rc = expand_with(e, k, Val_integer(v));
        return rc;
    }
    case BIND_LIST:
        for (size_t i = 0; rc == 0 && i < b->nlist; i++) {
            char *key = item_key(f, e->cur, k);
            Expr_Ctx c;
            Expr_ctx_init(&c, &e->x->env, &f->sc, e->cur, key);
            Val v = Expr_eval(&c, b->list[i]);
            if (c.status)
                rc = Runner_item_error(e->err, f->file, f->line, c.col, key,
                                       c.msg);
            Expr_ctx_done(&c);
            FREE(key);
            rc = rc ? rc : expand_with(e, k, v);
            if (c.status)
                Val_clear(&v);
        }
        return rc;
    case BIND_ENUM: return enumerated(e, k);
    case BIND_OCTAL: {
        char code[OCTAL_MAX_DIGITS * 4 + 8];
        if (strlen(b->text) > OCTAL_MAX_DIGITS * 4)
            return Runner_item_error(e->err, f->file, f->line, b->col, "",
                                     "a pattern too long");
        return octal_codes(e, k, b->text, code, 0);
    }
    default: return lines_of(e, k);
    }
}
#line 578 "noweb/cmd/runner.nw"
static void unit_body(void *closure)
{
    Unit_Run *r = closure;
    Stmt *s = r->u->s;
    Family *f = s->f;
    Expr_ctx_init(&r->c, &r->x->env, &f->sc, &f->vals[r->u->item * f->nb],
                  f->keys[r->u->item]);
    bool go = true;
    if (s->where) {
        Val w = Expr_cached(&r->c, s->where);
        go = w.t == VAL_BOOL && w.b;
        Val_clear(&w);
    }
    for (size_t k = 0; go && k < s->ncol && !r->c.status; k++) {
        Val v = Expr_cached(&r->c, s->cols[k]);
        Val_clear(&v);
    }
}

static int run_unit(Runner *x, const Unit *u, char *msg, size_t size)
{
    assert(u->item < u->s->f->nitems);        /* an item of its family */
    Unit_Run r = { .x = x, .u = u };
    Game_Status st =
        Game_protect((Game_Limits){ 0, Cmd_default_bytes() }, unit_body, &r);
    const Stmt *s = u->s;
    int rc = r.c.status;
    if (st != GAME_DONE && !rc)
        rc = st == GAME_LIMIT_SIGNAL ? 130 : 1;
    if (rc)
        snprintf(msg, size, "%s:%zu:%zu: item %s: %s", s->file, s->line,
                 r.c.col ? r.c.col : 1, s->f->keys[u->item],
                 r.c.status ? r.c.msg : Cmd_limit_name(st));
    if (r.c.lets)
        Expr_ctx_done(&r.c);
    return rc;
}

static bool key_cached(Runner *x, const Expr *n, const char *item, Val *v)
{
    char *key = Expr_key(n, item);
    Cache_Entry *e = Cache_find(&x->cache, key);
    FREE(key);
    return e && (!v || Val_read(e->val, v));
}

static bool unit_cached(Runner *x, const Unit *u)
{
    assert(u->item < u->s->f->nitems);
    const Stmt *s = u->s;
    const char *item = s->f->keys[u->item];
    if (s->where) {
        Val w;
        if (s->where->cheap) { /* computed here, at once */
            Expr_Ctx c;
            Expr_ctx_init(&c, &x->env, &s->f->sc,
                          &s->f->vals[u->item * s->f->nb], item);
            w = Expr_eval(&c, s->where);
            Expr_ctx_done(&c);
            if (c.status) {
                Val_clear(&w);
                return false; /* the unit will say what */
            }
        } else if (!key_cached(x, s->where, item, &w))
            return false;
        bool go = w.t == VAL_BOOL && w.b;
        Val_clear(&w);
        if (!go)
            return true;
    }
    for (size_t k = 0; k < s->ncol; k++)
        if (!s->cols[k]->cheap && !key_cached(x, s->cols[k], item, NULL))
            return false;
    return true;
}
#line 665 "noweb/cmd/runner.nw"
static void progress(Progress *p, size_t done, bool last)
{
    if (p->opt && p->opt->progress)
        p->opt->progress(p->opt->closure, done, last ? 0 : p->total);
}
#line 697 "noweb/cmd/runner.nw"
/* a batch: the units of one line; after a failure the rest answer with it
   too */
static void worker_batch(Runner *x, const Unit *units, const size_t *u,
                         size_t k, FILE *out)
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

static void worker_loop(Runner *x, const Unit *units, int in, int out)
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

/* guided scheduling: a quarter of each worker's share of what is left, 1 to
   1000 */
static size_t batch_size(size_t left, long workers)
{
    size_t k = left / (4 * (size_t)workers);
    return k < 1 ? 1 : k > 1000 ? 1000 : k;
}

static bool send_units(Worker *w, const size_t *todo, size_t n, size_t *next,
                       long workers)
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
static int worker_line(Runner *x, char *line, int *rc, char *msg, size_t size)
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
    bool fresh; /* two workers may compute one key: kept once */
    if (Cache_read_line(&x->cache, copy, &fresh) && fresh && x->cache.sink) {
        fputs(line, x->cache.sink);
        fputc('\n', x->cache.sink);
    }
    FREE(copy);
    return 0;
}

#ifdef CGTK_MPI
static void mpi_serve(Runner *x, const size_t *todo, size_t n, size_t *next,
                      size_t *done, int *remote, long workers, int *rc,
                      Progress *pg, char *msg, size_t size);
#endif

static int compute_parallel(Runner *x, const Unit *units, const size_t *todo,
                            size_t n, long jobs, int ranks, Progress *pg,
                            char *msg, size_t size)
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
            snprintf(msg, size, "cgtk run: cannot start a worker: %s",
                     strerror(errno));
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
            snprintf(msg, size, "cgtk run: cannot start a worker: %s",
                     strerror(errno));
            break;
        }
        w[k] =
            (Worker){ .pid = pid, .to = down[1], .from = up[0], .open = true };
        started++;
    }
    signal(SIGPIPE, SIG_IGN);
    long all = started + remote; /* the workers of the guided batches */
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
            mpi_serve(x, todo, n, &next, &done, &remote, all, &rc, pg, msg,
                      size);
#endif
        if (Interrupt_signal && rc == 0) {
            rc = 128 + Interrupt_signal;
            snprintf(msg, size, "interrupted");
        }
        if (x->cache.failed && rc == 0)
            rc = Cache_failed(&x->cache, msg, size);
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
                    snprintf(msg, size,
                             "a worker stopped without finishing its item");
                }
                continue;
            }
            Worker *wk = &w[k];
            if (wk->len + (size_t)got + 1 > wk->cap)
                RESIZE(wk->buf, wk->cap = 2 * (wk->len + (size_t)got + 1));
            memcpy(wk->buf + wk->len, chunk, (size_t)got);
            wk->len += (size_t)got;
            char *start = wk->buf, *nl;
            while ((nl = memchr(start, '\n',
                                wk->len - (size_t)(start - wk->buf)))) {
                *nl = '\0';
                int r = worker_line(x, start, &rc, msg, size);
                start = nl + 1;
                if (r == 0)
                    continue;
                Cache_sync(
                    &x->cache); /* a unit's entries reach the file whole */
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
                close(wk->to); /* no more: the worker leaves */
                wk->to = -1;
            }
        }
    }
    Cache_sync(&x->cache);
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
#line 952 "noweb/cmd/runner.nw"
#ifdef CGTK_MPI
enum { TAG_LINES = 1, TAG_UNIT = 2 };
static const unsigned long long NO_UNIT = ~0ULL;

/* the messages of the ranks that came: their entries, and for each rank that is
   ready (it sent "+", ".", or "!" and a message) its next unit, or NO_UNIT:
   stop */
static void mpi_serve(Runner *x, const size_t *todo, size_t n, size_t *next,
                      size_t *done, int *remote, long workers, int *rc,
                      Progress *pg, char *msg, size_t size)
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
        bool failed = buf[0] == '!' || strstr(buf, "\n!"); /* a unit failed */
        size_t k = *rc == 0 && !failed && *next < n
                       ? batch_size(n - *next, workers)
                       : 0;
        k = k < n - *next ? k : n - *next;
        unsigned long long *u = ALLOC_ARRAY(k + 1, sizeof *u);
        for (size_t i = 0; i < k; i++)
            u[i] = todo[(*next)++];
        if (k == 0)
            u[k++] = NO_UNIT;
        MPI_Send(u, (int)k, MPI_UNSIGNED_LONG_LONG, st.MPI_SOURCE, TAG_UNIT,
                 MPI_COMM_WORLD);
        *remote -= u[0] == NO_UNIT;
        FREE(u);
        for (char *line = buf, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
            *nl = '\0';
            if (strcmp(line, "+") == 0
                || worker_line(x, line, rc, msg, size) == 0)
                continue;
            Cache_sync(&x->cache);
            ++*done;
            progress(pg, *done, false);
        }
        FREE(buf);
    }
}

static int compute_mpi(Runner *x, const Unit *units, size_t *todo, size_t n,
                       const Runner_Options *opt, Progress *pg, char *msg,
                       size_t size)
{
    long local = opt->jobs > 1 ? opt->jobs : 1;
    return compute_parallel(x, units, todo, n, local, opt->size, pg, msg, size);
}

/* rank 0 failed first */
static void mpi_release(Runner *x, const Runner_Options *opt)
{
    size_t next = 0, done = 0;
    int remote = opt->size - 1, rc = 1;
    char msg[8];
    Progress pg = { NULL, 0 };
    while (remote > 0)
        mpi_serve(x, NULL, 0, &next, &done, &remote, 1, &rc, &pg, msg,
                  sizeof msg);
}

static int mpi_worker(Runner *x, const Unit *units, const Runner_Options *opt,
                      int rc)
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
        const char *bang =
            buf[0] == '!' ? buf : strstr(buf, "\n!"); /* a failed unit */
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
#line 1073 "noweb/cmd/runner.nw"
static int compute(Runner *x, const Unit *units, size_t nu,
                   const Runner_Options *opt, FILE *err, size_t *computed)
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
                rc = Cache_failed(&x->cache, msg, sizeof msg);
            progress(&pg, i + 1, false);
        }
    progress(&pg, n, true);
    if (rc == 0 && x->cache.failed)             /* the last unit's */
        rc = Cache_failed(&x->cache, msg, sizeof msg);
    if (rc) {
        fprintf(err, "%s\n", msg);
        if (rc != 2 && x->cache.path && !x->cache.failed)
            fprintf(err,
                    "cgtk run: what was computed is kept in %s; run again to "
                    "go on\n",
                    x->cache.path);
    }
    FREE(todo);
    return rc;
}
#line 1127 "noweb/cmd/runner.nw"
int Runner_expand(Runner *x, FILE *err)
{
    assert(x && err);
    int rc = 0;
    for (size_t i = 0; i < x->nfam && rc == 0; i++) {
        Family *f = x->fam[i];
        Val *cur = CALLOC(f->nb + 1, sizeof *cur);
        Undecided left = { 0 };
        Expander e = { x, f, cur, err, &left };
        rc = expand(&e, 0);
        char what[300];
        snprintf(what, sizeof what, "family %s", f->name);
        Runner_undecided_note(&left, rc ? NULL : err, f->file, f->line, what);
        FREE(cur);
    }
    return rc;
}

int Runner_compute(Runner *x, int rc, FILE *err, bool *worker)
{
    assert(x && x->opt && err && worker);
    const Runner_Options *opt = x->opt;
    size_t nu = 0, computed = 0;
    for (size_t i = 0; i < x->nst; i++)
        nu += strchr("tdsc", x->st[i].kind) ? x->st[i].f->nitems : 0;
    Unit *units = ALLOC_ARRAY(nu + 1, sizeof *units);
    nu = 0;
    for (size_t i = 0; i < x->nst; i++)
        for (size_t j = 0; strchr("tdsc", x->st[i].kind)
                           && j < x->st[i].f->nitems; j++)
            units[nu++] = (Unit){ &x->st[i], j };
    *worker = false;
#ifdef CGTK_MPI
    if (opt->size > 1 && opt->rank > 0) {       /* a worker rank: its share */
        *worker = true;
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
    return rc;
}
