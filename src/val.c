/* Generated from noweb/tools/val.nw by notangle: edit the .nw, not this file. */
#line 117 "noweb/tools/val.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "emit.h"
#include "mem.h"
#include "notation.h"
#include "val.h"

#line 135 "noweb/tools/val.nw"
void Val_clear(Val *v)
{
    assert(v);
    FREE(v->s);
    Dyadic_clear(&v->x);
    *v = (Val){ 0 };
}

Val Val_copy(const Val *v)
{
    assert(v);
    Val r = *v;
    r.s = v->s ? STRDUP(v->s) : NULL;
    r.x = Dyadic_copy(v->x);
    return r;
}

Val Val_number(Dyadic_T x) { return (Val){ .t = VAL_NUM, .x = x }; }
Val Val_integer(int64_t k) { return Val_number(Dyadic_int(k)); }
Val Val_truth(bool b) { return (Val){ .t = VAL_BOOL, .b = b }; }
Val Val_string(char *s) { assert(s); return (Val){ .t = VAL_STR, .s = s }; }

Val Val_game(Game_T g)          /* a game that is a number is a number */
{
    if (Game_is_number(g))
        return Val_number(Game_number_value(g));
    return (Val){ .t = VAL_GAME, .g = g };
}

Val Val_undefined(const char *fmt, ...)
{
    char buf[300];
    va_list ap;
    assert(fmt);
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return (Val){ .t = VAL_UNDEF, .s = STRDUP(buf) };
}
#line 183 "noweb/tools/val.nw"
char *Val_text(const Val *v)
{
    assert(v);
    switch (v->t) {
    case VAL_BOOL: return STRDUP(v->b ? "true" : "false");
    case VAL_NUM: return Dyadic_str(v->x);
    case VAL_STR: return STRDUP(v->s);
    case VAL_GAME: return Notation_str(v->g);
    default: return STRDUP("");
    }
}

char *Val_escaped(const char *s)
{
    char *buf = NULL;
    size_t len = 0;
    assert(s);
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    Emit_latex_escape(f, s);
    fclose(f);
    char *r = STRDUP(buf);
    free(buf);
    return r;
}

char *Val_latex(const Val *v)
{
    char buf[120];
    assert(v);
    switch (v->t) {
    case VAL_NUM: {
        char *d = Dyadic_latex(v->x), *r = ALLOC(strlen(d) + 3);
        sprintf(r, "$%s$", d);
        FREE(d);
        return r;
    }
    case VAL_GAME: {
        char *s = Notation_str(v->g);
        size_t n = strlen(s);
        FREE(s);
        if (n > 60) {
            snprintf(buf, sizeof buf,
                     "a game born on day %llu (%zu characters)",
                     (unsigned long long)Game_birthday(v->g), n);
            return STRDUP(buf);
        }
        char *l = Notation_latex(v->g), *r = ALLOC(strlen(l) + 3);
        sprintf(r, "$%s$", l);
        FREE(l);
        return r;
    }
    case VAL_UNDEF: return STRDUP("undefined");
    default: {
        char *s = Val_text(v), *e = Val_escaped(s);
        FREE(s);
        char *r = ALLOC(strlen(e) + 12);
        sprintf(r, "\\texttt{%s}", e);
        FREE(e);
        return r;
    }
    }
}
#line 254 "noweb/tools/val.nw"
char *Val_quoted(const char *s)
{
    assert(s);
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
#line 278 "noweb/tools/val.nw"
char *Val_write(const Val *v)
{
    assert(v);
    char *s = v->t == VAL_UNDEF ? STRDUP(v->s ? v->s : "") : Val_text(v), *r;
    r = ALLOC(strlen(s) + 2);
    r[0] = "ubnsg"[v->t];
    strcpy(r + 1, s);
    FREE(s);
    return r;
}

bool Val_read(const char *s, Val *v)
{
    Perr_T e;
    assert(s && v);
    *v = (Val){ 0 };
    switch (s[0]) {
    case 'u': *v = (Val){ .t = VAL_UNDEF, .s = STRDUP(s + 1) }; return true;
    case 'b':
        if (strcmp(s + 1, "true") && strcmp(s + 1, "false"))
            return false;
        *v = Val_truth(s[1] == 't');
        return true;
    case 'n': v->t = VAL_NUM; return Dyadic_parse(s + 1, &v->x, &e);
    case 's': *v = Val_string(STRDUP(s + 1)); return true;
    case 'g': {
        Game_T g;
        if (!Notation_parse(s + 1, &g, &e) || Game_is_number(g))
            return false;
        *v = Val_game(g);
        return true;
    }
    default: return false;
    }
}
#line 320 "noweb/tools/val.nw"
Game_T Val_as_game(const Val *v)
{
    assert(v && (v->t == VAL_NUM || v->t == VAL_GAME));
    return v->t == VAL_NUM ? Game_number(v->x) : v->g;
}

bool Val_small_int(const Val *v, int64_t *k)
{
    assert(v && k);
    return v->t == VAL_NUM && Dyadic_to_int64(v->x, k);
}
#line 341 "noweb/tools/val.nw"
const char *const Val_op_text[] = { "", "implies", "or", "and", "==", "!=",
                                    "<", "<=", ">", ">=", "+", "-", "*", "/",
                                    "mod", "^" };

static Val bad_types(bool *type_error, int op, const Val *a, const Val *b)
{
    static const char *const kinds[] = { "undefined", "a truth value",
                                         "a number", "a string", "a game" };
    *type_error = true;
    return Val_undefined("'%s' of %s and %s", Val_op_text[op], kinds[a->t],
                         kinds[b->t]);
}

static bool gamelike(const Val *v)
{
    return v->t == VAL_GAME || v->t == VAL_NUM;
}

static Val compare(int op, const Val *a, const Val *b, bool *type_error)
{
    int c;
    if (a->t == VAL_NUM && b->t == VAL_NUM)
        c = Dyadic_cmp(a->x, b->x);
    else if (a->t == VAL_STR && b->t == VAL_STR)
        c = strcmp(a->s, b->s);
    else if (a->t == VAL_BOOL && b->t == VAL_BOOL
             && (op == VAL_EQ || op == VAL_NE))
        c = a->b != b->b;
    else if (gamelike(a) && gamelike(b)) {
        Game_Order o = Game_compare(Val_as_game(a), Val_as_game(b));
        bool eq = o == GAME_EQUAL, lt = o == GAME_LESS;
        bool gt = o == GAME_GREATER;
        switch (op) {
        case VAL_EQ: return Val_truth(eq);
        case VAL_NE: return Val_truth(!eq);
        case VAL_LT: return Val_truth(lt);
        case VAL_LE: return Val_truth(lt || eq);
        case VAL_GT: return Val_truth(gt);
        default: return Val_truth(gt || eq);
        }
    } else
        return bad_types(type_error, op, a, b);
    c = c < 0 ? -1 : c > 0;
    switch (op) {
    case VAL_EQ: return Val_truth(c == 0);
    case VAL_NE: return Val_truth(c != 0);
    case VAL_LT: return Val_truth(c < 0);
    case VAL_LE: return Val_truth(c <= 0);
    case VAL_GT: return Val_truth(c > 0);
    default: return Val_truth(c >= 0);
    }
}

Val Val_binop(int op, const Val *a, const Val *b, bool *type_error)
{
    assert(a && b && type_error);
    assert(op >= VAL_IMPLIES && op <= VAL_POW);
    if (a->t == VAL_UNDEF)
        return Val_copy(a);
    if (b->t == VAL_UNDEF)
        return Val_copy(b);
    if (op >= VAL_EQ && op <= VAL_GE)
        return compare(op, a, b, type_error);
    bool nums = a->t == VAL_NUM && b->t == VAL_NUM;
    bool games = gamelike(a) && gamelike(b);
    int64_t k;
    switch (op) {
    case VAL_ADD:
    case VAL_SUB:
        if (nums)
            return Val_number(op == VAL_ADD ? Dyadic_add(a->x, b->x)
                                            : Dyadic_sub(a->x, b->x));
        if (games)
            return Val_game(op == VAL_ADD
                            ? Game_add(Val_as_game(a), Val_as_game(b))
                            : Game_sub(Val_as_game(a), Val_as_game(b)));
        if (op == VAL_ADD && a->t == VAL_STR && b->t == VAL_STR) {
            char *s = ALLOC(strlen(a->s) + strlen(b->s) + 1);
            return Val_string(strcat(strcpy(s, a->s), b->s));
        }
        break;
    case VAL_MUL:
        if (nums)
            return Val_number(Dyadic_mul(a->x, b->x));
        break;
    case VAL_DIV:
        if (nums) {
            Dyadic_T q;
            if (Dyadic_div(a->x, b->x, &q))
                return Val_number(q);
            return Val_undefined(Dyadic_is_zero(b->x) ? "division by zero"
                                 : "a quotient that is not a dyadic "
                                   "rational");
        }
        break;
    case VAL_MOD: {
        int64_t p, q;
        if (Val_small_int(a, &p) && Val_small_int(b, &q) && q != 0
            && q != INT64_MIN) {
            int64_t r = q == -1 ? 0 : p % q;    /* INT64_MIN % -1 overflows */
            return Val_integer(r < 0 ? r + (q < 0 ? -q : q) : r);
        }
        if (nums)
            return Val_undefined("mod of numbers that are not integers "
                                 "(or by 0)");
        break;
    }
    case VAL_POW:
        if (nums && Val_small_int(b, &k) && k >= 0 && k <= 4096) {
            Dyadic_T r = Dyadic_int(1);
            for (int64_t i = 0; i < k; i++) {
                Dyadic_T t = Dyadic_mul(r, a->x);
                Dyadic_clear(&r);
                r = t;
            }
            return Val_number(r);
        }
        if (nums)
            return Val_undefined("a power whose exponent is not an integer "
                                 "from 0 to 4096");
        break;
    }
    return bad_types(type_error, op, a, b);
}
