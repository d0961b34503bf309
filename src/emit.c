/* Generated from noweb/tools/emit.nw by notangle: edit the .nw, not this file. */
#line 195 "noweb/tools/emit.nw"
#include <assert.h>
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "emit.h"
#include "mem.h"
#include "notation.h"
#include "thermo.h"

#line 211 "noweb/tools/emit.nw"
struct Emit_Table {
    FILE *out;
    Emit_Format fmt;
    Emit_Column *col;
    size_t ncol, at;            /* columns; the next cell's column */
    bool head_done, long_table;
    bool decimal, errors;       /* Emit_decimal, Emit_errors */
    char **names;               /* the names and headers made for them */
    size_t nnames;
    bool *made;                 /* col[i] was added by the table, not the command */
    char *pending;              /* the decimal of the exact cell just written */
    size_t width;               /* LaTeX: longer games are summarised */
};
#line 230 "noweb/tools/emit.nw"
void Emit_latex_escape(FILE *out, const char *s)
{
    assert(out && s);
    for (; *s; s++)
        switch (*s) {
        case '{': case '}': case '#': case '$': case '%': case '&': case '_':
            fprintf(out, "\\%c", *s); break;
        case '\\': fputs("\\textbackslash{}", out); break;
        case '^': fputs("\\^{}", out); break;
        case '~': fputs("\\~{}", out); break;
        case '|': fputs("\\textbar{}", out); break;
        case '<': fputs("\\textless{}", out); break;
        case '>': fputs("\\textgreater{}", out); break;
        default: fputc(*s, out);
        }
}

void Emit_tsv_escape(FILE *out, const char *s)
{
    assert(out && s);
    for (; *s; s++)
        switch (*s) {
        case '\t': fputs("\\t", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\\': fputs("\\\\", out); break;
        default: fputc(*s, out);
        }
}

void Emit_json_string(FILE *out, const char *s)
{
    assert(out && s);
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c == '\t')
            fputs("\\t", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}
#line 285 "noweb/tools/emit.nw"
enum { SHORT_VALUE = 120 };

static bool snake_case(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return true;
}

Emit_Table *Emit_table_new(FILE *out, Emit_Format fmt, const Emit_Column *cols, size_t n)
{
    assert(out && cols && n > 0);
    Emit_Table *t;
    NEW0(t);
    t->out = out;
    t->fmt = fmt;
    t->col = ALLOC_ARRAY(n, sizeof *t->col);
    memcpy(t->col, cols, n * sizeof *cols);
    t->ncol = n;
    t->made = CALLOC(n, sizeof *t->made);
    t->width = EMIT_LATEX_WIDTH;
    for (size_t i = 0; i < n; i++)
        assert(snake_case(cols[i].name) && cols[i].latex && cols[i].align);
    return t;
}
#line 318 "noweb/tools/emit.nw"
static char *own(Emit_Table *t, char *s)
{
    RESIZE_ARRAY(t->names, t->nnames + 1, sizeof *t->names);
    return t->names[t->nnames++] = s;
}

static void add_column(Emit_Table *t, size_t at, Emit_Column c)
{
    RESIZE_ARRAY(t->col, t->ncol + 1, sizeof *t->col);
    RESIZE_ARRAY(t->made, t->ncol + 1, sizeof *t->made);
    memmove(t->col + at + 1, t->col + at, (t->ncol - at) * sizeof *t->col);
    memmove(t->made + at + 1, t->made + at, (t->ncol - at) * sizeof *t->made);
    t->col[at] = c;
    t->made[at] = true;
    t->ncol++;
}

void Emit_decimal(Emit_Table *t)
{
    assert(t && !t->head_done && t->at == 0);
    if (t->decimal)
        return;
    t->decimal = true;
    for (size_t i = 0; i < t->ncol; i++)
        if (t->col[i].exact && !t->made[i]) {
            size_t n = strlen(t->col[i].name), m = strlen(t->col[i].latex);
            char *name = own(t, ALLOC(n + 9)), *latex = own(t, ALLOC(m + 14));
            snprintf(name, n + 9, "%s_decimal", t->col[i].name);
            snprintf(latex, m + 14, "%s (decimal)", t->col[i].latex);
            add_column(t, i + 1, (Emit_Column){ name, latex, "r", false });
        }
}

void Emit_errors(Emit_Table *t)
{
    assert(t && !t->head_done && t->at == 0);
    if (!t->errors)
        add_column(t, t->ncol, (Emit_Column){ "error", "Error", "l", false });
    t->errors = true;
}

void Emit_long(Emit_Table *t)
{
    assert(t && (!t->head_done || t->fmt != EMIT_LATEX));
    t->long_table = true;
}

void Emit_latex_width(Emit_Table *t, size_t width)
{
    assert(t && !t->head_done);
    t->width = width;
}

static void head(Emit_Table *t)
{
    if (t->head_done)
        return;
    t->head_done = true;
    if (t->fmt == EMIT_TSV)
        for (size_t i = 0; i < t->ncol; i++)
            fprintf(t->out, "%s%s", t->col[i].name, i + 1 < t->ncol ? "\t" : "\n");
    else if (t->fmt == EMIT_LATEX) {
        fprintf(t->out, "\\begin{%s}{@{}", t->long_table ? "longtable" : "tabular");
        for (size_t i = 0; i < t->ncol; i++)
            fputs(t->col[i].align, t->out);
        fputs("@{}}\n\\toprule\n", t->out);
        for (size_t i = 0; i < t->ncol; i++)
            fprintf(t->out, "%s%s", t->col[i].latex, i + 1 < t->ncol ? " & " : " \\\\\n");
        fputs(t->long_table ? "\\midrule\n\\endhead\n" : "\\midrule\n", t->out);
    }
}
#line 395 "noweb/tools/emit.nw"
static void open_cell(Emit_Table *t)
{
    head(t);
    if (t->fmt == EMIT_JSON) {
        fputs(t->at == 0 ? "{" : ", ", t->out);
        Emit_json_string(t->out, t->col[t->at].name);
        fputs(": ", t->out);
    } else if (t->at > 0)
        fputs(t->fmt == EMIT_LATEX ? " & " : "\t", t->out);
}

static void put_string(Emit_Table *t, const char *s);
static void end_row(Emit_Table *t);

static void close_cell(Emit_Table *t)
{
    t->at++;
    while (t->at < t->ncol && t->made[t->at]) {
        
#line 430 "noweb/tools/emit.nw"
const char *d = t->pending && strcmp(t->col[t->at].name, "error") != 0 ? t->pending : NULL;
open_cell(t);
if (d && t->fmt == EMIT_JSON)
    fputs(d, t->out);                   /* a JSON number, written exactly */
else if (d)
    put_string(t, d);
else if (t->fmt == EMIT_JSON)
    fputs("null", t->out);
FREE(t->pending);
t->at++;
#line 414 "noweb/tools/emit.nw"
    }
    FREE(t->pending);
    if (t->at == t->ncol)
        end_row(t);
}

static void end_row(Emit_Table *t)
{
    t->at = 0;
    fputs(t->fmt == EMIT_LATEX ? " \\\\\n" : t->fmt == EMIT_JSON ? "}\n" : "\n", t->out);
}
#line 443 "noweb/tools/emit.nw"
static void put_string(Emit_Table *t, const char *s)
{
    if (t->fmt == EMIT_TSV)
        Emit_tsv_escape(t->out, s);
    else if (t->fmt == EMIT_JSON)
        Emit_json_string(t->out, s);
    else
        fputs(s, t->out);
}

void Emit_cell(Emit_Table *t, const char *plain, const char *latex)
{
    assert(t && plain);
    open_cell(t);
    if (t->fmt == EMIT_LATEX) {
        if (latex)
            fputs(latex, t->out);
        else
            Emit_latex_escape(t->out, plain);
    } else
        put_string(t, plain);
    close_cell(t);
}

void Emit_text(Emit_Table *t, const char *s)
{
    assert(t && s);
    open_cell(t);
    if (t->fmt == EMIT_LATEX) {
        fputs("\\texttt{", t->out);
        Emit_latex_escape(t->out, s);
        fputc('}', t->out);
    } else
        put_string(t, s);
    close_cell(t);
}

void Emit_words(Emit_Table *t, const char *s)
{
    Emit_cell(t, s, NULL);
}

void Emit_empty(Emit_Table *t)
{
    assert(t);
    open_cell(t);
    if (t->fmt == EMIT_JSON)
        fputs("null", t->out);
    close_cell(t);
}

void Emit_int(Emit_Table *t, long long v)
{
    assert(t);
    open_cell(t);
    fprintf(t->out, "%lld", v);
    close_cell(t);
}

void Emit_uint(Emit_Table *t, unsigned long long v)
{
    assert(t);
    open_cell(t);
    fprintf(t->out, "%llu", v);
    close_cell(t);
}

static void want_decimal(Emit_Table *t, Dyadic_T x)
{
    if (t->decimal && t->col[t->at].exact)
        t->pending = Emit_decimal_str(x);
}

void Emit_dyadic(Emit_Table *t, Dyadic_T x)
{
    assert(t);
    char *s = t->fmt == EMIT_LATEX ? Dyadic_latex(x) : Dyadic_str(x);
    open_cell(t);
    if (t->fmt == EMIT_LATEX)
        fprintf(t->out, "$%s$", s);
    else
        put_string(t, s);
    want_decimal(t, x);
    close_cell(t);
    FREE(s);
}
#line 534 "noweb/tools/emit.nw"
char *Emit_decimal_str(Dyadic_T x)
{
    int32_t k = Dyadic_exp(x);
    Dyadic_T m = Dyadic_shift(x, k);
    char *ms = Dyadic_str(m);
    Dyadic_clear(&m);
    mpz_t z;
    mpz_init_set_str(z, ms[0] == '-' ? ms + 1 : ms, 10);
    mpz_t five;
    mpz_init(five);
    mpz_ui_pow_ui(five, 5, (unsigned long)k);
    mpz_mul(z, z, five);
    char *digits = mpz_get_str(NULL, 10, z);
    size_t n = strlen(digits), pad = n <= (size_t)k ? (size_t)k + 1 - n : 0;
    char *out = ALLOC(n + pad + 3), *p = out;
    if (ms[0] == '-')
        *p++ = '-';
    for (size_t i = 0; i < pad; i++)    /* leading zeros: 0.0625 */
        *p++ = '0';
    memcpy(p, digits, n);
    p += n;
    *p = '\0';
    if (k > 0) {                        /* the point, k digits from the right */
        memmove(p - k + 1, p - k, (size_t)k + 1);
        p[-k] = '.';
    }
    mpz_clear(z);
    mpz_clear(five);
    free(digits);
    FREE(ms);
    return out;
}
#line 578 "noweb/tools/emit.nw"
static bool has_column(const Emit_Table *t, const char *name)
{
    for (size_t i = 0; i < t->ncol; i++)
        if (strcmp(t->col[i].name, name) == 0)
            return true;
    return false;
}

static void put_summary(Emit_Table *t, Game_T g, size_t len)
{
    fprintf(t->out, "\\emph{birthday %llu; %zu Left and %zu Right options",
            (unsigned long long)Game_birthday(g), Game_num_left(g), Game_num_right(g));
    static const char *const name[4] = { "left_stop", "right_stop", "mean", "temperature" };
    static const char *const word[4] = { "; stops $%s$", ", $%s$", "; mean $%s$",
                                         "; temperature $%s$" };
    for (int i = 0; i < 4; i++) {
        if (has_column(t, name[i & ~1]) && has_column(t, name[i | 1]))
            continue;                   /* a stop or the thermal pair: both or neither */
        Dyadic_T v = i == 0 ? Game_left_stop(g) : i == 1 ? Game_right_stop(g)
                   : i == 2 ? Thermo_mean(g) : Thermo_temperature(g);
        char *s = Dyadic_latex(v);
        fprintf(t->out, word[i], s);
        FREE(s);
        Dyadic_clear(&v);
    }
    fprintf(t->out, "; %zu characters}", len);
}

void Emit_game(Emit_Table *t, Game_T g)
{
    assert(t);
    char *s = Notation_str(g);
    open_cell(t);
    if (t->decimal && t->col[t->at].exact && Game_is_number(g)) {
        Dyadic_T x = Game_number_value(g);
        want_decimal(t, x);
        Dyadic_clear(&x);
    }
    if (t->fmt != EMIT_LATEX)
        put_string(t, s);
    else if (strlen(s) > t->width)
        put_summary(t, g, strlen(s));
    else if (strlen(s) <= SHORT_VALUE) {
        char *l = Notation_latex(g);
        fprintf(t->out, "$%s$", l);
        FREE(l);
    } else {
        fputs("{\\scriptsize\\ttfamily ", t->out);
        for (char *p = s; *p; p++) {
            char c[2] = { *p, 0 };
            Emit_latex_escape(t->out, c);
            if (*p == ',' || *p == '|')
                fputs("\\allowbreak{}", t->out);
        }
        fputc('}', t->out);
    }
    close_cell(t);
    FREE(s);
}

void Emit_table_free(Emit_Table **tp)
{
    assert(tp);
    Emit_Table *t = *tp;
    if (!t)
        return;
    head(t);
    while (t->at > 0)
        Emit_empty(t);
    if (t->fmt == EMIT_LATEX)
        fprintf(t->out, "\\bottomrule\n\\end{%s}\n", t->long_table ? "longtable" : "tabular");
    for (size_t i = 0; i < t->nnames; i++)
        FREE(t->names[i]);
    FREE(t->names);
    FREE(t->made);
    FREE(t->pending);
    FREE(t->col);
    FREE(*tp);
}

void Emit_error_row(Emit_Table *t, const char *item, const char *message)
{
    assert(t && t->errors && item && message);
    while (t->at > 0)                   /* finish a row left open */
        Emit_empty(t);
    for (size_t i = 0; i < t->ncol; i++) {
        open_cell(t);
        const char *s = i == 0 ? item : i + 1 == t->ncol ? message : NULL;
        if (s && t->fmt == EMIT_LATEX)
            Emit_latex_escape(t->out, s);
        else if (s)
            put_string(t, s);
        else if (t->fmt == EMIT_JSON)
            fputs("null", t->out);
        t->at++;
    }
    end_row(t);
}
