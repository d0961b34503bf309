/* Generated from noweb/cmd/outputs.nw by notangle: edit the .nw, not this file. */
#line 67 "noweb/cmd/outputs.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "emit.h"
#include "expr.h"
#include "interrupt.h"
#include "savefile.h"
#include "mem.h"
#include "outputs.h"
#include "val.h"

#line 86 "noweb/cmd/outputs.nw"
static void emit_value(Emit_Table *t, const Val *v, char kind)
{
    switch (v->t) {
    case VAL_GAME: Emit_game(t, v->g); break;
    case VAL_NUM: Emit_dyadic(t, v->x); break;
    case VAL_STR: Emit_text(t, v->s); break;
    case VAL_BOOL:
        Emit_cell(t, v->b ? "true" : "false", v->b ? "yes" : "no");
        break;
    default:
        Emit_cell(t, kind == 'd' ? "nan" : "undefined", "\\textit{undefined}");
    }
}

/* *holds: 1 true, 0 false, -1 undefined (its reason in why, a new string) */
static int predicate(Expr_Ctx *c, const Stmt *s, const Expr *n, FILE *err,
                     int *holds, char **why)
{
    Val v = Expr_cached(c, n);
    int rc = 0;
    *holds = 0;
    if (c->status)
        rc = Runner_item_error(err, s->file, s->line, c->col, c->item, c->msg);
    else if (v.t == VAL_UNDEF) {
        *holds = -1;
        *why = STRDUP(v.s ? v.s : "");
    } else if (v.t != VAL_BOOL)
        rc = Runner_item_error(
            err, s->file, s->line, n->col, c->item,
            "expected a truth value (a comparison, and, or, not, is...)");
    else
        *holds = v.b;
    Val_clear(&v);
    return rc;
}


static FILE *body_open(Stmt *s)
{
    FILE *o = open_memstream(&s->body, &s->bodylen);
    if (!o)
        Mem_failed(0, __FILE__, __LINE__);
    fprintf(o, "%c made by: cgtk run (%s:%zu)\n",
            s->kind == 'd' || s->kind == 's' ? '#' : '%', s->file, s->line);
    return o;
}

static int make_table(Runner *x, Stmt *s, FILE *err)
{
    Family *f = s->f;
    Emit_Column *cols = ALLOC_ARRAY(s->ncol, sizeof *cols);
    for (size_t k = 0; k < s->ncol; k++)
        cols[k] = (Emit_Column){ s->names[k], s->heads[k], "l", true };
    FILE *o = body_open(s);
    Emit_Table *t = Emit_table_new(o, s->kind == 't' ? EMIT_LATEX : EMIT_TSV,
                                   cols, s->ncol);
    if (s->kind == 'd')
        Emit_decimal(t);
    if (s->kind == 't')
        Emit_latex_width(t, 60); /* a longer game: its summary (module emit) */
    size_t rows = 0;                    /* a long table breaks across pages */
    for (size_t i = 0; s->kind == 't' && i < f->nitems && rows <= 40; i++) {
        Expr_Ctx c;
        Expr_ctx_init(&c, &x->env, &f->sc, &f->vals[i * f->nb], f->keys[i]);
        Val w = s->where ? Expr_cached(&c, s->where) : Val_truth(true);
        rows += w.t == VAL_BOOL && w.b;
        Val_clear(&w);
        Expr_ctx_done(&c);
    }
    if (rows > 40)
        Emit_long(t);
    int rc = 0;
    s->numeric = ALLOC_ARRAY(s->ncol, sizeof *s->numeric);
    for (size_t k = 0; k < s->ncol; k++)
        s->numeric[k] = true;
    Undecided left = { 0 };
    for (size_t i = 0; i < f->nitems && rc == 0; i++) {
        Expr_Ctx c;
        Expr_ctx_init(&c, &x->env, &f->sc, &f->vals[i * f->nb], f->keys[i]);
        int go = 1;
        char *why = NULL;
        if (s->where && (rc = predicate(&c, s, s->where, err, &go, &why)) == 0
            && go < 0)
            Runner_undecided_add(&left, c.item, why);
        go = go > 0;
        s->rows += go && rc == 0;
        for (size_t k = 0; go && rc == 0 && k < s->ncol; k++) {
            Val v = Expr_cached(&c, s->cols[k]);
            if (c.status)
                rc = Runner_item_error(err, s->file, s->line, c.col, c.item,
                                       c.msg);
            else
                emit_value(t, &v, s->kind);
            s->numeric[k] = s->numeric[k] && v.t == VAL_NUM;
            Val_clear(&v);
        }
        Expr_ctx_done(&c);
    }
    if (rc == 0) {
        char what[300];
        snprintf(what, sizeof what, "%s %s",
                 s->kind == 't'   ? "table"
                 : s->kind == 'd' ? "data"
                                  : "tsv",
                 s->name);
        Runner_undecided_note(&left, err, s->file, s->line, what);
    } else
        Runner_undecided_note(&left, NULL, s->file, s->line, "");
    Emit_table_free(&t);
    fclose(o);
    FREE(cols);
    return rc;
}
#line 206 "noweb/cmd/outputs.nw"
static void describe(FILE *plain, FILE *latex, Expr_Ctx *c, const Stmt *s)
{
    fprintf(plain, "%s", c->item);
    char *e = Val_escaped(c->item);
    fprintf(latex, "\\texttt{%s}", e);
    FREE(e);
    for (size_t k = 0; k < s->nwit; k++) {
        Val v = Expr_cached(c, s->wit[k]);
        char *p = Val_text(&v), *l = Val_latex(&v),
             *t = Val_escaped(s->wit[k]->text);
        fprintf(plain, "%s %s = %s", k ? "," : ":", s->wit[k]->text,
                v.t == VAL_UNDEF ? "undefined"
                : strlen(p) > 60 ? "(a long game)"
                                 : p);
        fprintf(latex, "%s \\texttt{%s} $=$ %s", k ? "," : ":", t, l);
        FREE(p);
        FREE(l);
        FREE(t);
        Val_clear(&v);
    }
}

static int make_conjecture(Runner *x, Stmt *s, FILE *err)
{
    Family *f = s->f;
    size_t checked = 0, failed = 0, first[3];
    int rc = 0;
    Undecided un = { 0 };
    for (size_t i = 0; i < f->nitems && rc == 0; i++) {
        Expr_Ctx c;
        Expr_ctx_init(&c, &x->env, &f->sc, &f->vals[i * f->nb], f->keys[i]);
        int go = 1, holds = 0;
        char *why = NULL;
        if (s->where)
            rc = predicate(&c, s, s->where, err, &go, &why);
        if (go > 0 && rc == 0)
            rc = predicate(&c, s, s->cols[0], err, &holds, &why);
        if (rc == 0 && (go < 0 || holds < 0))
            Runner_undecided_add(&un, c.item, why);
        else if (go > 0 && rc == 0) {
            checked++;
            if (!holds && failed++ < 3)
                first[failed - 1] = i;
        }
        Expr_ctx_done(&c);
    }
    if (rc) {
        Runner_undecided_note(&un, NULL, s->file, s->line, "");
        return rc;
    }
    char *pb = NULL, *lb = NULL;
    size_t pl = 0, ll = 0;
    FILE *plain = open_memstream(&pb, &pl), *latex = open_memstream(&lb, &ll);
    if (!plain || !latex)
        Mem_failed(0, __FILE__, __LINE__);
    char *decl =
        ALLOC(strlen(f->decl) + (s->where ? strlen(s->where->text) : 0) + 8);
    sprintf(decl, "%s%s%s", f->decl, s->where ? "; " : "",
            s->where ? s->where->text : "");
    char *range = Val_escaped(decl);
    if (checked == 0 && un.n > 0) {
        fprintf(plain, "undecided: undefined for all %zu item%s (%s)", un.n,
                un.n == 1 ? "" : "s", decl);
        fprintf(latex, "\\textbf{Undecided}: undefined for all %zu item%s "
                "(\\texttt{%s})", un.n, un.n == 1 ? "" : "s", range);
    } else if (failed == 0) {
        fprintf(plain, "holds for all %zu items checked (%s)", checked, decl);
        fprintf(latex,
                "\\textbf{Holds} for all %zu items checked (\\texttt{%s})",
                checked, range);
    } else {
        fprintf(
            plain,
            "refuted: %zu of %zu items fail (%s); the first in the family's "
            "order: ",
            failed, checked, decl);
        fprintf(latex,
                "\\textbf{Refuted}: %zu of the %zu items checked fail "
                "(\\texttt{%s}); the first, in the order of the family: ",
                failed, checked, range);
        for (size_t j = 0; j < failed && j < 3; j++) {
            Expr_Ctx c;
            Expr_ctx_init(&c, &x->env, &f->sc, &f->vals[first[j] * f->nb],
                          f->keys[first[j]]);
            fputs(j ? "; " : "", plain);
            fputs(j ? "; " : "", latex);
            describe(plain, latex, &c, s);
            Expr_ctx_done(&c);
        }
    }
    if (un.n > 0) {
        char *item = Val_escaped(un.item), *why = Val_escaped(un.why);
        if (checked) {
            fprintf(plain, "; undefined for %zu item%s", un.n,
                    un.n == 1 ? "" : "s");
            fprintf(latex, "; undefined for %zu item%s", un.n,
                    un.n == 1 ? "" : "s");
        }
        fprintf(plain, "; the first undefined: %s: %s", un.item, un.why);
        fprintf(latex, "; the first undefined: \\texttt{%s}: %s", item, why);
        FREE(item);
        FREE(why);
    }
    fputc('.', latex);
    Runner_undecided_note(&un, NULL, s->file, s->line, "");
    FREE(range);
    FREE(decl);
    fclose(plain);
    fclose(latex);
    s->plain = STRDUP(pb);
    s->latex = STRDUP(lb);
    free(pb);
    free(lb);
    FILE *o = body_open(s);
    char *stmt = Val_escaped(s->cols[0]->text), *fam = Val_escaped(f->decl);
    fprintf(o,
            "\\paragraph{Conjecture \\texttt{%s}.}\n{\\raggedright For every "
            "item of "
            "\\texttt{%s}",
            s->name, fam);
    if (s->where) {
        char *w = Val_escaped(s->where->text);
        fprintf(o, " with \\texttt{%s}", w);
        FREE(w);
    }
    fprintf(o, ": \\texttt{%s}.\\par}\n{\\raggedright %s\\par}\n", stmt,
            s->latex);
    FREE(stmt);
    FREE(fam);
    fclose(o);
    return 0;
}

static void make_verdicts(Runner *x, Stmt *s)
{
    FILE *o = body_open(s);
    fputs("\\begin{description}\n", o);
    for (size_t i = 0; i < x->nst; i++)
        if (x->st[i].kind == 'c' && x->st[i].latex) {
            char *t = Val_escaped(x->st[i].cols[0]->text);
            fprintf(o,
                    "\\item[\\texttt{%s}] "
                    "{\\raggedright\\texttt{%s}\\par\n%s\\par}\n",
                    x->st[i].name, t, x->st[i].latex);
            FREE(t);
        }
    fputs("\\end{description}\n", o);
    fclose(o);
}
#line 361 "noweb/cmd/outputs.nw"
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
#line 396 "noweb/cmd/outputs.nw"
int Outputs_make(Runner *x, FILE *err)
{
    assert(x && err);
    int rc = 0;
    for (size_t i = 0; i < x->nst && rc == 0; i++) {
        Stmt *s = &x->st[i];
        if (s->kind == 'c')
            rc = make_conjecture(x, s, err);
        else if (s->kind != 'v')
            rc = make_table(x, s, err);
    }
    for (size_t i = 0; i < x->nst && rc == 0; i++)
        if (x->st[i].kind == 'v')
            make_verdicts(x, &x->st[i]);
    return rc;
}

int Outputs_write(Runner *x, const char *dir, FILE *err)
{
    assert(x && dir && err);
    int rc = 0;
    for (size_t i = 0; i < x->nst && rc == 0; i++)
        rc = write_output(dir, &x->st[i], err);
    return rc;
}
#line 431 "noweb/cmd/outputs.nw"
void Outputs_report(const Runner *x, FILE *f)
{
    assert(x && f);
    size_t nc = 0, nt = 0, np = 0;
    for (size_t i = 0; i < x->nst; i++) {
        const Stmt *s = &x->st[i];
        nc += s->kind == 'c';
        nt += s->kind == 't';
        size_t ys = 0;
        for (size_t k = 1; s->kind == 'd' && s->numeric && k < s->ncol; k++)
            ys += s->numeric[k];
        np += s->kind == 'd' && s->numeric && s->ncol > 1 && s->numeric[0]
              && ys > 0;
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
            fprintf(f, "\\paragraph{Table \\texttt{%s}} (%zu rows).\n", s->name,
                    s->rows);
            if (s->rows > 40)
                fprintf(f, "{\\small\\cgtktable{%s}}\n", s->name);
            else
                fprintf(f,
                        "\\begin{center}\\small\\cgtkfit{\\cgtktable{%s}}\\end{"
                        "center}\n",
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
            char *xl = Val_escaped(s->cols[0]->text);
            fprintf(f,
                    "\\cgtkdata{%s}\n\\begin{figure}[htbp]\\centering\n"
                    "\\begin{tikzpicture}\\begin{axis}[width=0.8\\linewidth, "
                    "height=6cm,\n"
                    "  xlabel={\\texttt{%s}}, legend columns=2,\n"
                    "  legend style={font=\\scriptsize, at={(0.5,-0.25)}, "
                    "anchor=north},\n"
                    "  tick label style={font=\\footnotesize}]\n",
                    s->name, xl);
            for (size_t k = 1, m = 0; k < s->ncol && m < 6; k++) {
                if (!s->numeric[k])
                    continue;
                char *yl = Val_escaped(s->cols[k]->text);
                fprintf(f,
                        "\\addplot+[only marks, mark size=1pt]\n"
                        "  table[col sep=tab, x=%s_decimal, y=%s_decimal] "
                        "{data/%s.dat};\n"
                        "\\addlegendentry{\\texttt{%s}}\n",
                        s->names[0], s->names[k], s->name, yl);
                FREE(yl);
                m++;
            }
            fprintf(f,
                    "\\end{axis}\\end{tikzpicture}\n\\caption{The data "
                    "\\texttt{%s} "
                    "(%zu rows), against \\texttt{%s}.}\n\\end{figure}\n",
                    s->name, s->rows, xl);
            FREE(xl);
        }
    }
}
#line 512 "noweb/cmd/outputs.nw"
void Outputs_list(const Runner *x, const char *shown, FILE *out)
{
    assert(x && shown && out);
    for (size_t i = 0; i < x->nst; i++) {
        const Stmt *s = &x->st[i];
        fprintf(out, "  %s/%s/%s.%s\n", shown, subdir(s), s->name,
                extension(s));
        if (s->kind == 'c')
            fprintf(out, "    conjecture %s: %s\n", s->name, s->plain);
    }
}
