/* Generated from noweb/games/parser.nw by notangle: edit the .nw, not this file. */
#line 317 "noweb/games/parser.nw"
#define PARSER_REPRESENTATION
#include <assert.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "parser.h"
#include "parseeval.h"
#include "uptimal.h"
#include "mem.h"
#include "scan.h"

#line 364 "noweb/games/parser.nw"
typedef struct Parser {
    Scan sc;             /* the text, the byte offset of the next character,
                            the error (module scan) */
    unsigned depth;      /* nesting of terms */
    bool outer;          /* the outermost sum is still to be read */
} Parser;
#line 1344 "noweb/games/parser.nw"
struct Seq {
    size_t bars;         /* first bar on work.bars */
    size_t nopts;        /* options read */
    size_t comma;        /* byte offset of the first comma, NONE if none */
};
#line 488 "noweb/games/parser.nw"
typedef struct Seq Seq;
static bool parse_expr(Parser *p);
static bool parse_term(Parser *p);
static bool parse_pm_operand(Parser *p);
static bool parse_atom(Parser *p, bool negative);
static bool parse_braced(Parser *p, Seq *q, size_t *close_at);
static bool seq_to_game(Parser *p, const Seq *q, size_t close_at);
static size_t seq_nbars(const Seq *q);
#line 344 "noweb/games/parser.nw"
static Op *emit_op(Op_Kind kind)
{
    GROW(work.ops, work.cops, work.nops + 1);
    Op *o = &work.ops[work.nops++];
    memset(o, 0, sizeof *o);
    o->kind = kind;
    return o;
}
#line 376 "noweb/games/parser.nw"
static bool fail(Parser *p, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(Parser *p, size_t at, const char *fmt, ...)
{
    char what[sizeof ((Perr_T *)0)->expected];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return Scan_fail(&p->sc, at, "%s", what);
}
#line 391 "noweb/games/parser.nw"
static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_alpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* Skip whitespace; return the next character without consuming it. */
static char peek(Parser *p)
{
    while (is_space(p->sc.s[p->sc.at]))
        p->sc.at++;
    return p->sc.s[p->sc.at];
}

/* The first non-space character at or after byte offset i. */
static char peek_at(const Parser *p, size_t i)
{
    while (is_space(p->sc.s[i]))
        i++;
    return p->sc.s[i];
}

/* Whether a blank comes right before the character at p->sc.at. */
static bool star_after_blank(const Parser *p)
{
    return p->sc.at > 0 && is_space(p->sc.s[p->sc.at - 1]);
}

/* Length of the name starting at s (0 if none). */
static size_t name_length(const char *s)
{
    size_t n = 0;
    if (!is_alpha(s[0]))
        return 0;
    while (is_alpha(s[n]) || is_digit(s[n]))
        n++;
    return n;
}

/* Is the name at p->sc.at a run of downs, v, vv, v3? */
static bool at_downs(const Parser *p)
{
    const char *s = p->sc.s + p->sc.at;
    size_t n = name_length(s), i = 0;
    while (i < n && s[i] == 'v')
        i++;
    if (i == 0)
        return false;
    while (i < n && is_digit(s[i]))
        i++;
    return i == n;
}

static bool at_name(const Parser *p, const char *name)
{
    const char *s = p->sc.s + p->sc.at;
    size_t n = strlen(name);
    return name_length(s) == n && memcmp(s, name, n) == 0;
}
#line 467 "noweb/games/parser.nw"
/* Read the digits at p->sc.at; false if the value exceeds max. */
static bool read_count(Parser *p, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    bool ok = true;
    while (is_digit(p->sc.s[p->sc.at])) {
        uint64_t d = (uint64_t)(p->sc.s[p->sc.at] - '0');
        if (v > (max - d) / 10)
            ok = false;
        else
            v = 10 * v + d;
        p->sc.at++;
    }
    *out = v;
    return ok;
}
#line 510 "noweb/games/parser.nw"
static bool parse_sum(Parser *p);
static bool emit_call(Parser *p, size_t at, size_t len, size_t nargs, bool function);

static bool at_infix(Parser *p)
{
    char c = peek(p);
    return is_alpha(c) && !at_downs(p) && !at_name(p, "Tiny") && !at_name(p, "Miny");
}

static bool parse_infix(Parser *p);
static bool parse_relation(Parser *p);

static bool parse_expr(Parser *p)
{
    if (!parse_infix(p))
        return false;
    return parse_relation(p);
}

static bool parse_infix(Parser *p)
{
    if (!parse_sum(p))
        return false;
    while (at_infix(p)) {
        size_t at = p->sc.at, n = name_length(p->sc.s + at);
        const Method *m = Method_find(p->sc.s + at, n);
        const char *near = Method_nearest(p->sc.s + at, n);
        if (m == NULL && near == NULL)
            break;                      /* not meant as a method: the caller says */
        if (m == NULL)
            return fail(p, at, "an operator, or a method of one argument "
                        "(not %.*s; nearest: %s)", (int)(n > 40 ? 40 : n),
                        p->sc.s + at, near);
        if (m->nargs != 1)
            return fail(p, at, "an operator, or a method of one argument (%s "
                        "takes %u: G.%s%s)", m->name, m->nargs, m->name, m->args);
        p->sc.at += n;
        work.nsums = 0;                         /* the sum is an operand */
        if (!parse_sum(p))
            return false;
        if (!emit_call(p, at, n, 1, false))
            return false;
    }
    return true;
}
#line 568 "noweb/games/parser.nw"
static int at_relation(Parser *p, size_t *len)
{
    static const struct { const char *op; int rel; } ops[] = {
        { "==", REL_EQ }, { "!=", REL_NE }, { "<=", REL_LE }, { ">=", REL_GE },
        { "<>", REL_CONFUSED }, { "<", REL_LT }, { ">", REL_GT }
    };
    peek(p);
    const char *t = p->sc.s + p->sc.at;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        size_t n = strlen(ops[i].op);
        if (strncmp(t, ops[i].op, n) == 0) {
            *len = n;
            return ops[i].rel;
        }
    }
    return -1;
}

static bool parse_relation(Parser *p)
{
    size_t len;
    int rel = at_relation(p, &len);
    if (rel < 0)
        return true;
    size_t at = p->sc.at;
    p->sc.at += len;
    if (!parse_infix(p))
        return false;
    Op *o = emit_op(OP_RELATION);
    o->a = (size_t)rel;
    o->at = at;
    if (at_relation(p, &len) >= 0)
        return fail(p, p->sc.at, "one relation only (a truth value is not a game)");
    return true;
}
#line 609 "noweb/games/parser.nw"
static bool parse_ordinal(Parser *p)
{
    if (!parse_term(p))
        return false;
    while (peek(p) == ':') {
        size_t at = p->sc.at;
        p->sc.at++;
        if (!parse_term(p))
            return false;
        emit_op(OP_ORDINAL)->at = at;
    }
    return true;
}

static void mark_summand(bool record, size_t from)
{
    if (!record)
        return;
    GROW(work.sums, work.csums, work.nsums + 2);
    work.sums[work.nsums++] = from;
    work.sums[work.nsums++] = work.nops;
}

static bool parse_sum(Parser *p)
{
    bool record = p->outer && p->depth == 0;
    p->outer = false;
    size_t from = work.nops;
    if (!parse_ordinal(p))
        return false;
    mark_summand(record, from);
    for (;;) {
        char c = peek(p);
        from = work.nops;
        if (c == '+' && p->sc.s[p->sc.at + 1] == '-') {
            p->sc.at += 2;
            if (!parse_pm_operand(p))
                return false;
            mark_summand(record, from);
            emit_op(OP_ADD);
        } else if (c == '+') {
            p->sc.at++;
            if (!parse_ordinal(p))
                return false;
            mark_summand(record, from);
            emit_op(OP_ADD);
        } else if (c == '-') {
            p->sc.at++;
            if (!parse_ordinal(p))
                return false;
            emit_op(OP_NEG);
            mark_summand(record, from);
            emit_op(OP_ADD);
        } else
            break;
    }
    return true;
}
#line 682 "noweb/games/parser.nw"
#define MAX_DEPTH 2000   /* nesting the parser accepts */

static bool parse_product(Parser *p, bool negative);

static bool parse_term_body(Parser *p)
{
    char c = peek(p);
    if (c == '+' && p->sc.s[p->sc.at + 1] == '-') {
        p->sc.at += 2;
        return parse_pm_operand(p);
    }
    if (c == '+') {
        p->sc.at++;
        return parse_term(p);
    }
    if (c == '-') {
        p->sc.at++;
        if (is_digit(peek(p)))
            return parse_product(p, true);
        if (!parse_term(p))
            return false;
        emit_op(OP_NEG);
        return true;
    }
    return parse_product(p, false);
}

static bool parse_term(Parser *p)
{
    if (p->depth >= MAX_DEPTH)
        return fail(p, p->sc.at, "less deeply nested input (at most %d levels)",
                    MAX_DEPTH);
    p->depth++;
    bool ok = parse_term_body(p);
    p->depth--;
    return ok;
}
#line 727 "noweb/games/parser.nw"
static bool can_start_atom(char c)
{
    return c != '\0' && (is_digit(c) || is_alpha(c) || strchr("^*({'", c) != NULL);
}

static bool parse_postfix(Parser *p, bool negative);

static bool parse_product(Parser *p, bool negative)
{
    if (!parse_postfix(p, negative))
        return false;
    for (char c; (c = peek(p)) == '*' || c == '/';) {
        size_t at = p->sc.at;
        p->sc.at++;
        if (!can_start_atom(peek(p)))
            return fail(p, p->sc.at, "%s", c == '*'
                        ? "a game after '*' (a multiple n * G)"
                        : "a number after '/'");
        if (!parse_postfix(p, false))
            return false;
        emit_op(c == '*' ? OP_MUL : OP_DIV)->at = at;
    }
    return true;
}
#line 768 "noweb/games/parser.nw"
static bool at_method(Parser *p)
{
    return peek(p) == '.' && is_alpha(p->sc.s[p->sc.at + 1]);
}

/* At '(' : read the arguments, each an expression; *n is their count. */
static bool parse_arguments(Parser *p, size_t *n)
{
    assert(p->sc.s[p->sc.at] == '(');
    p->sc.at++;
    *n = 0;
    if (peek(p) == ')') {
        p->sc.at++;
        return true;
    }
    for (;;) {
        if (!parse_expr(p))
            return false;
        ++*n;
        char c = peek(p);
        if (c == ')')
            break;
        if (c != ',')
            return fail(p, p->sc.at, "',' or ')' in the arguments");
        p->sc.at++;
    }
    p->sc.at++;
    return true;
}

static bool emit_call(Parser *p, size_t at, size_t len, size_t nargs, bool function)
{
    const char *name = p->sc.s + at;
    const Method *m = function ? Method_find_function(name, len)
                               : Method_find(name, len);
    const char *near = Method_nearest(name, len);
    if (m == NULL)
        return fail(p, at, "a %s (not %.*s%s%s)", function ? "function" : "method",
                    (int)(len > 40 ? 40 : len), name, near ? "; nearest: " : "",
                    near ? near : "");
    if (nargs != m->nargs)
        return fail(p, at, "%u argument%s to %s", m->nargs,
                    m->nargs == 1 ? "" : "s", m->name);
    Op *o = emit_op(OP_CALL);
    o->m = m;
    o->a = nargs;
    o->at = at;
    return true;
}

/* G.Options(Left) and the like: the method for that player, or NULL. */
static const Method *by_player(Parser *p, size_t at, size_t len)
{
    static const char *const base[] = { "Options", "Stop", "Incentives" };
    const char *s = p->sc.s;
    size_t i = at + len;
    while (is_space(s[i]))
        i++;
    if (s[i] != '(')
        return NULL;
    i++;
    while (is_space(s[i]))
        i++;
    size_t k = name_length(s + i);
    bool left = k == 4 && memcmp(s + i, "Left", 4) == 0;
    if (!left && !(k == 5 && memcmp(s + i, "Right", 5) == 0))
        return NULL;
    size_t j = i + k;
    while (is_space(s[j]))
        j++;
    for (size_t b = 0; s[j] == ')' && b < sizeof base / sizeof base[0]; b++)
        if (len == strlen(base[b]) && memcmp(s + at, base[b], len) == 0) {
            char name[32];
            snprintf(name, sizeof name, "%s%s", left ? "Left" : "Right", base[b]);
            p->sc.at = j + 1;
            return Method_find(name, strlen(name));
        }
    return NULL;
}

static bool parse_method(Parser *p)
{
    p->sc.at++;                                   /* the '.' */
    size_t at = p->sc.at, len = name_length(p->sc.s + at), n = 0;
    const Method *m = by_player(p, at, len);
    if (m != NULL) {
        Op *o = emit_op(OP_CALL);
        o->m = m;
        o->at = at;
        return true;
    }
    p->sc.at += len;
    if (peek(p) == '(' && !parse_arguments(p, &n))
        return false;
    return emit_call(p, at, len, n, false);
}

static bool parse_postfix(Parser *p, bool negative)
{
    size_t start = p->sc.at, nops = work.nops;
    if (!parse_atom(p, negative))
        return false;
    if (!at_method(p))
        return true;
    if (negative) {
        p->sc.at = start;
        work.nops = nops;
        if (!parse_atom(p, false))
            return false;
    }
    while (at_method(p))
        if (!parse_method(p))
            return false;
    if (negative)
        emit_op(OP_NEG);
    return true;
}
#line 892 "noweb/games/parser.nw"
static void emit_switch_list(size_t n)
{
    emit_op(OP_SWITCH_LIST)->a = n;
}

static bool parse_pm_operand(Parser *p)
{
    char c = peek(p);
    if (c == '{') {
        Seq q;
        size_t close_at;
        if (!parse_braced(p, &q, &close_at))
            return false;
        
#line 1518 "noweb/games/parser.nw"
if (seq_nbars(&q) == 0 && q.nopts > 0) {
    emit_switch_list(q.nopts);
    return true;
}
#line 906 "noweb/games/parser.nw"
        if (!seq_to_game(p, &q, close_at))
            return false;
        emit_op(OP_SWITCH);
        return true;
    }
    if (c == '(') {
        size_t n = 0;
        p->sc.at++;
        for (;;) {
            if (!parse_expr(p))
                return false;
            n++;
            c = peek(p);
            if (c == ')')
                break;
            if (c != ',')
                return fail(p, p->sc.at, "',' or ')'");
            p->sc.at++;
        }
        p->sc.at++;
        emit_switch_list(n);
        return true;
    }
    if (!parse_term(p))
        return false;
    emit_op(OP_SWITCH);
    return true;
}
#line 945 "noweb/games/parser.nw"
static bool parse_number(Parser *p, bool negative, size_t *slot)
{
    size_t at = p->sc.at, i = Parseeval_new_number();
    Perr_T e;
    size_t n = Dyadic_scan(p->sc.s + at, &work.nums[i], &e);
    if (n == 0 && !e.limit)
        
#line 972 "noweb/games/parser.nw"
{
    const char *t = p->sc.s + at;
    size_t k = 0;
    while (is_digit(t[k]))
        k++;
    if (k > 0 && t[k] == '/') {
        char *digits = STRNDUP(t, k);
        Dyadic_clear(&work.nums[i]);
        n = Dyadic_scan(digits, &work.nums[i], &e);
        free(digits);
    }
}
#line 952 "noweb/games/parser.nw"
    if (n == 0)
        return fail(p, at + e.column - 1, "%s", e.expected);
    p->sc.at += n;
    if (negative) {
        Dyadic_T m = Dyadic_neg(work.nums[i]);
        Dyadic_clear(&work.nums[i]);
        work.nums[i] = m;
    }
    *slot = i;
    return true;
}
#line 995 "noweb/games/parser.nw"
static bool parse_up_count(Parser *p, size_t run, int64_t *ups)
{
    if (!is_digit(peek(p))) {
        *ups = (int64_t)run;
        return true;
    }
    size_t at = p->sc.at;
    if (run > 1)
        return fail(p, at, "'*' or an operator (write ^n or vn, not ^^n)");
    uint64_t v;
    if (!read_count(p, INT32_MAX, &v))
        return fail(p, at, "an up-multiple below 2^31");
    *ups = (int64_t)v;
    return true;
}

static bool parse_parenthesised(Parser *p);

#line 1104 "noweb/games/parser.nw"
static bool parse_up_exponent(Parser *p, char *form, uint64_t *n)
{
    char open = p->sc.s[p->sc.at], close = open == '<' ? '>' : ']';
    p->sc.at++;
    size_t at = p->sc.at;
    if (!is_digit(p->sc.s[at]) || !read_count(p, UPTIMAL_MAX_EXPONENT, n)
        || *n == 0)
        return fail(p, at, "an exponent from 1 to %d", UPTIMAL_MAX_EXPONENT);
    if (p->sc.s[p->sc.at] != close)
        return fail(p, p->sc.at, "'%c'", close);
    p->sc.at++;
    *form = open;
    return true;
}

#line 1015 "noweb/games/parser.nw"
static bool parse_nus(Parser *p, size_t x)
{
    int64_t ups = 0;
    uint32_t nim = 0;
    bool of_expr = false;
    char upform = 0;
    uint64_t upn = 0;
    char c = peek(p);
    if (c == '^' || (c == 'v' && at_downs(p))) {
        size_t run = 0;
        while (p->sc.s[p->sc.at] == c) {
            run++;
            p->sc.at++;
        }
        char b = p->sc.s[p->sc.at];
        if (run > 1 && (b == '<' || b == '[') && is_digit(p->sc.s[p->sc.at + 1]))
            return fail(p, p->sc.at, "one arrow before %c (as in ^%cn%c)", b,
                        b, b == '<' ? '>' : ']');
        if (run == 1 && (b == '<' || b == '[')) {
            if (!parse_up_exponent(p, &upform, &upn))
                return false;
            ups = 1;
        } else if (!parse_up_count(p, run, &ups))
            return false;
        if (c == 'v')
            ups = -ups;
        if (peek(p) == '*' && star_after_blank(p)
            && can_start_atom(peek_at(p, p->sc.at + 1)))
            
#line 1086 "noweb/games/parser.nw"
{
    Op *o = emit_op(OP_NUS);
    o->a = x;
    o->ups = ups;
    o->nim = 0;
    o->upform = upform;
    o->upn = upn;
    return true;
}
#line 1044 "noweb/games/parser.nw"
    }
    if (peek(p) == '*') {
        p->sc.at++;
        char d = peek(p);
        uint64_t v = 1;
        if (is_alpha(d))
            return fail(p, p->sc.at, "a number after '*'");
        if (is_digit(d)) {
            size_t at = p->sc.at;
            if (!read_count(p, UINT32_MAX, &v))
                return fail(p, at, "a nimber below 2^32");
        }
        of_expr = d == '(';
        nim = of_expr ? 0 : (uint32_t)v;
    }
    bool literal = x != NONE || ups != 0 || !of_expr;
    if (literal) {
        Op *o = emit_op(OP_NUS);
        o->a = x;
        o->ups = ups;
        o->nim = nim;
        o->upform = upform;
        o->upn = upn;
    }
    if (of_expr) {
        size_t at = p->sc.at + 1;
        while (is_space(p->sc.s[at]))
            at++;
        if (!parse_parenthesised(p))
            return false;
        emit_op(OP_NIMBER_OF)->at = at;
        if (literal)
            emit_op(OP_ADD);
    }
    return true;
}
#line 1123 "noweb/games/parser.nw"
static bool parse_parenthesised(Parser *p)
{
    assert(p->sc.s[p->sc.at] == '(');
    p->sc.at++;
    if (!parse_expr(p))
        return false;
    if (peek(p) != ')')
        return fail(p, p->sc.at, "')'");
    p->sc.at++;
    return true;
}

static bool parse_tiny(Parser *p)
{
    bool miny = p->sc.s[p->sc.at] == 'M';
    const char *name = miny ? "Miny" : "Tiny";
    p->sc.at += 4;
    if (peek(p) != '(')
        return fail(p, p->sc.at, "'(' after %s", name);
    if (!parse_parenthesised(p))
        return false;
    emit_op(miny ? OP_MINY : OP_TINY);
    return true;
}
#line 1153 "noweb/games/parser.nw"
static bool at_number_suffix(Parser *p)
{
    char c = peek(p);
    if (c == '*') {
        char d = peek_at(p, p->sc.at + 1);
        if (star_after_blank(p))
            return !can_start_atom(d);
        return is_digit(d) || !can_start_atom(d);
    }
    return c == '^' || (c == 'v' && at_downs(p));
}

static bool at_suffix_nus(Parser *p)
{
    char c = peek(p);
    return c == '^' || c == '*' || (c == 'v' && at_downs(p));
}

static bool at_suffix_tiny(Parser *p)
{
    peek(p);
    return at_name(p, "Tiny") || at_name(p, "Miny");
}

static bool parse_quoted(Parser *p);
static bool parse_named(Parser *p);

static bool parse_atom(Parser *p, bool negative)
{
    char c = peek(p);
    size_t at = p->sc.at;
    if (is_digit(c)) {
        size_t x = NONE;
        if (!parse_number(p, negative, &x))
            return false;
        if (at_number_suffix(p))
            return parse_nus(p, x);
        emit_op(OP_NUMBER)->a = x;
        if (at_suffix_tiny(p)) {
            if (!parse_tiny(p))
                return false;
            emit_op(OP_ADD);
        }
        return true;
    }
    assert(!negative);
    if (at_suffix_nus(p))
        return parse_nus(p, NONE);
    if (at_suffix_tiny(p))
        return parse_tiny(p);
    if (is_alpha(c))
        return parse_named(p);
    if (c == '(')
        return parse_parenthesised(p);
    if (c == '{') {
        Seq q;
        size_t close_at;
        return parse_braced(p, &q, &close_at) && seq_to_game(p, &q, close_at);
    }
    if (c == '\'')
        return parse_quoted(p);
    return fail(p, at, "a game");
}
#line 1232 "noweb/games/parser.nw"
void Notation_set_position_reader(const Notation_Position_Reader *r)
{
    Parseeval_reader = r;
}

static bool parse_position(Parser *p, size_t name_at, size_t len)
{
    size_t open = p->sc.at, i = open + 1, depth = 1, from, to;
    const char *s = p->sc.s;
    while (is_space(s[i]))
        i++;
    if (s[i] == '"') {
        from = ++i;
        while (s[i] != '\0' && s[i] != '"')
            i++;
        if (s[i] != '"')
            return fail(p, i, "a closing '\"' for the position");
        to = i++;
        while (is_space(s[i]))
            i++;
        if (s[i] != ')')
            return fail(p, i, "')' after the position");
    } else {
        from = open + 1;
        for (; s[i] != '\0'; i++) {
            depth += s[i] == '(';
            depth -= s[i] == ')';
            if (depth == 0)
                break;
        }
        if (s[i] != ')')
            return fail(p, i, "')' closing the position at column %zu",
                        Perr_column(s, open));
        to = i;
    }
    p->sc.at = i + 1;
    Op *o = emit_op(OP_POSITION);
    o->a = name_at;
    o->nb = len;
    o->b = from;
    o->len = to - from;
    o->at = from;
    return true;
}

/* CGSuite's path of a ruleset, game.grid.Domineering: skip to its last name. */
static void skip_game_path(Parser *p, size_t *at, size_t *len)
{
    const char *s = p->sc.s;
    while (s[*at + *len] == '.' && is_alpha(s[*at + *len + 1])) {
        *at += *len + 1;
        *len = name_length(s + *at);
    }
    p->sc.at = *at;
}

static bool parse_named(Parser *p)
{
    size_t at = p->sc.at, len = name_length(p->sc.s + at), n = 0;
    if (len == 4 && memcmp(p->sc.s + at, "game", 4) == 0)
        skip_game_path(p, &at, &len);
    const char *name = p->sc.s + at;
    p->sc.at += len;
    bool call = peek(p) == '(';
    if (call && Parseeval_reader != NULL && Parseeval_reader->knows(name, len))
        return parse_position(p, at, len);
    if (Method_find_function(name, len) == NULL) {
        const char *near = Method_nearest(name, len);
        const Method *m = near ? Method_find(near, strlen(near)) : NULL;
        return fail(p, at, "a game (no function or ruleset is named %.*s%s%s%s%s)",
                    (int)(len > 40 ? 40 : len), name, near ? "; " : "",
                    near ? near : "", near ? (m ? " is a method: G." : " is a function")
                    : "", m ? near : "");
    }
    if (call && !parse_arguments(p, &n))
        return false;
    return emit_call(p, at, len, n, true);
}
#line 1317 "noweb/games/parser.nw"
static bool parse_quoted(Parser *p)
{
    p->sc.at++;                                   /* the opening quote */
    if (peek(p) != '{')
        return fail(p, p->sc.at, "'{' after a quote");
    Seq q;
    size_t close_at;
    if (!parse_braced(p, &q, &close_at) || !seq_to_game(p, &q, close_at))
        return false;
    work.ops[work.nops - 1].quoted = true;
    if (peek(p) != '\'')
        return fail(p, p->sc.at, "a closing quote");
    p->sc.at++;
    return true;
}
#line 1361 "noweb/games/parser.nw"
static size_t seq_nbars(const Seq *q)
{
    return work.nbars - q->bars;
}

static bool can_start_term(char c)
{
    return c != '\0' && (is_digit(c) || is_alpha(c) || strchr("-+^*({'", c) != NULL);
}

static bool parse_sequence(Parser *p, char close, Seq *q)
{
    enum { AFTER_SEPARATOR, AFTER_COMMA, AFTER_OPTION } state = AFTER_SEPARATOR;
    q->bars = work.nbars;
    q->nopts = 0;
    q->comma = NONE;
    for (;;) {
        char c = peek(p);
        size_t at = p->sc.at;
        if (c == close && state != AFTER_COMMA)
            return true;
        if (c == '|' && state != AFTER_COMMA) {
            
#line 1411 "noweb/games/parser.nw"
Bar b = { 0, at, q->nopts };
while (p->sc.s[p->sc.at] == '|') {
    b.k++;
    p->sc.at++;
}
GROW(work.bars, work.cbars, work.nbars + 1);
work.bars[work.nbars++] = b;
#line 1384 "noweb/games/parser.nw"
            state = AFTER_SEPARATOR;
            continue;
        }
        if (c == ',' && state == AFTER_OPTION) {
            if (q->comma == NONE)
                q->comma = at;
            p->sc.at++;
            state = AFTER_COMMA;
            continue;
        }
        if (state == AFTER_OPTION)
            return fail(p, at, "%s", close ? "',', '|' or '}'"
                        : q->nopts == 1 && seq_nbars(q) == 0
                        ? "end of input" : "',', '|' or end of input");
        if (state == AFTER_SEPARATOR && !can_start_term(c))
            return fail(p, at, "%s", close ? "a game, '|' or '}'"
                        : q->nopts == 0 && seq_nbars(q) == 0
                        ? "a game" : "a game, '|' or end of input");
        if (!parse_expr(p))
            return false;
        q->nopts++;
        state = AFTER_OPTION;
    }
}
#line 1437 "noweb/games/parser.nw"
static const char *strokes_text(unsigned k, char *buf, size_t size)
{
    size_t n = k < size - 1 ? k : size - 1;
    memset(buf, '|', n);
    buf[n] = '\0';
    return buf;
}

static bool check_split(Parser *p, const Split *s, size_t a, size_t b)
{
    size_t j = longest_bar(s, a, b);
    unsigned k = split_bar(s, j)->k, beside = 0;
    char s1[16], s2[16];
    for (size_t i = a + 1; i <= b; i++) {
        if (i == j)
            continue;
        unsigned ki = split_bar(s, i)->k;
        if (ki == k)
            return fail(p, split_bar(s, i > j ? i : j)->at,
                        "a bar other than '%s' (two '%s' at one level are ambiguous)",
                        strokes_text(k, s1, sizeof s1), strokes_text(k, s2, sizeof s2));
        if (ki > beside)
            beside = ki;
    }
    if (beside + 1 != k)
        return fail(p, split_bar(s, j)->at,
                    "'%s' (one bar more than the longest beside it)",
                    strokes_text(beside + 1, s1, sizeof s1));
    return (j - 1 == a || check_split(p, s, a, j - 1))
        && (j == b || check_split(p, s, j, b));
}
#line 1477 "noweb/games/parser.nw"
static bool parse_braced(Parser *p, Seq *q, size_t *close_at)
{
    p->sc.at++;                                   /* the '{' */
    if (!parse_sequence(p, '}', q))
        return false;
    *close_at = p->sc.at;
    p->sc.at++;                                   /* the '}' */
    return true;
}

static bool seq_check(Parser *p, const Seq *q)
{
    Split s = { work.bars + q->bars, seq_nbars(q), 0, 0 };
    return check_split(p, &s, 0, s.n);
}

static bool seq_finish(Parser *p, const Seq *q)
{
    if (!seq_check(p, q))
        return false;
    size_t n = seq_nbars(q);
    GROW(work.pbars, work.cpbars, work.npbars + n);
    memcpy(work.pbars + work.npbars, work.bars + q->bars, n * sizeof *work.pbars);
    Op *o = emit_op(OP_BRACE);
    o->a = q->nopts;
    o->b = work.npbars;
    o->nb = n;
    work.npbars += n;
    work.nbars = q->bars;
    return true;
}

static bool seq_to_game(Parser *p, const Seq *q, size_t close_at)
{
    if (seq_nbars(q) == 0)
        return fail(p, close_at, "%s", q->nopts == 0 ? "a game or '|'" : "',' or '|'");
    return seq_finish(p, q);
}
#line 1532 "noweb/games/parser.nw"
static bool evaluate(Parser *p, bool any)
{
    return Parseeval_run(&p->sc, 0, work.nops, any);
}

static bool parse_input(Parser *p)
{
    Seq q;
    if (!parse_sequence(p, '\0', &q))
        return false;
    if (seq_nbars(&q) > 0)
        return seq_finish(p, &q);
    if (q.nopts == 0)
        return fail(p, p->sc.at, "a game");
    if (q.comma != NONE)
        return fail(p, q.comma, "'|' or end of input");
    return true;
}

bool Notation_eval(const char *s, Method_Value *out, Perr_T *err)
{
    assert(s != NULL && out != NULL && err != NULL);
    Parseeval_begin();
    Parser p = { Scan_new(s, err), 0, true };
    bool ok = parse_input(&p) && evaluate(&p, true);
    Method_Value v = Method_game(0);
    if (ok && work.has_last) {
        v = work.last;
        work.has_last = false;
    } else if (ok)
        v = Method_game(work.games[0]);
    assert(!ok || work.ngames == (v.kind == METHOD_GAME));
    Parseeval_end();
    if (ok)
        *out = v;
    return ok;
}

bool Notation_parse(const char *s, Game_T *out, Perr_T *err)
{
    assert(s != NULL && out != NULL && err != NULL);
    Method_Value v;
    if (!Notation_eval(s, &v, err))
        return false;
    if (v.kind != METHOD_GAME) {
        char *t = Method_value_str(&v);
        if (v.kind == METHOD_TEXT)
            Perr_set(err, 1, "a game (%.40s%s is not a game)", t,
                     strlen(t) > 40 ? "..." : "");
        else
            Perr_set(err, 1, "a game (the value %.40s%s is %s)", t,
                     strlen(t) > 40 ? "..." : "", Method_kind_name(v.kind));
        free(t);
        Method_value_clear(&v);
        return false;
    }
    *out = v.game;
    return true;
}
#line 1599 "noweb/games/parser.nw"
static bool sums_are_whole(void)
{
    size_t k = work.nsums / 2;
    if (k < 2 || work.sums[0] != 0 || work.sums[2 * k - 1] + 1 != work.nops)
        return false;
    for (size_t i = 1; i < k; i++)
        if (work.sums[2 * i] != work.sums[2 * i - 1] + (i > 1)
            || work.ops[work.sums[2 * i + 1]].kind != OP_ADD)
            return false;
    return true;
}

bool Notation_parse_summands(const char *s, bool lazy, Notation_Summand **parts,
                             size_t *n, Perr_T *err)
{
    assert(s != NULL && parts != NULL && n != NULL && err != NULL);
    Parseeval_begin();
    Parser p = { Scan_new(s, err), 0, true };
    bool ok = parse_input(&p);
    bool whole = !ok || !sums_are_whole();
    size_t k = whole ? 1 : work.nsums / 2;
    if (whole) {
        GROW(work.sums, work.csums, 2);
        work.sums[0] = 0;
        work.sums[1] = work.nops;
    }
    Notation_Summand *g = CALLOC(k, sizeof *g);
    for (size_t i = 0; ok && i < k; i++) {
        size_t from = work.sums[2 * i], to = work.sums[2 * i + 1];
        const Op *o = &work.ops[from];
        if (lazy && to == from + 1 && o->kind == OP_POSITION) {
            g[i] = (Notation_Summand){ 0, s + o->a, s + o->b, o->nb, o->len };
            continue;
        }
        ok = Parseeval_run(&p.sc, from, to, false);
        g[i].game = ok ? Parseeval_pop() : 0;
    }
    Parseeval_end();
    if (!ok) {
        free(g);
        return false;
    }
    *parts = g;
    *n = k;
    return true;
}

bool Notation_parse_sum(const char *s, Game_T **parts, size_t *n, Perr_T *err)
{
    Notation_Summand *u;
    if (!Notation_parse_summands(s, false, &u, n, err))
        return false;
    *parts = ALLOC(*n * sizeof **parts);
    for (size_t i = 0; i < *n; i++)
        (*parts)[i] = u[i].game;
    free(u);
    return true;
}
#line 1671 "noweb/games/parser.nw"
static Game_T *copy_games(const Game_T *a, size_t n)
{
    Game_T *c = ALLOC((n ? n : 1) * sizeof *c);
    if (n)
        memcpy(c, a, n * sizeof *c);
    return c;
}

static bool parse_outer_brace(Parser *p, Seq *q)
{
    size_t close_at;
    work.nops = 0;
    work.nbars = 0;
    p->sc.at = 0;
    bool quoted = peek(p) == '\'' && peek_at(p, p->sc.at + 1) == '{';
    if (quoted) {
        p->sc.at++;
        peek(p);
    }
    if (p->sc.s[p->sc.at] != '{')
        return fail(p, p->sc.at, "'{'");
    if (!parse_braced(p, q, &close_at))
        return false;
    if (seq_nbars(q) == 0)
        return fail(p, close_at, "%s", q->nopts == 0 ? "a game or '|'" : "',' or '|'");
    if (quoted && peek(p) != '\'')
        return fail(p, p->sc.at, "a closing quote");
    if (quoted)
        p->sc.at++;
    if (peek(p) != '\0')
        return fail(p, p->sc.at, "end of input");
    return true;
}

static bool parse_outer(Parser *p, Game_T **L, size_t *nl, Game_T **R, size_t *nr)
{
    Seq q;
    if (!parse_sequence(p, '\0', &q))
        return false;
    if (seq_nbars(&q) == 0 && !parse_outer_brace(p, &q))
        return false;
    if (!seq_check(p, &q) || !evaluate(p, false))
        return false;
    Split s = { work.bars + q.bars, seq_nbars(&q), 0, work.ngames };
    Game_T hold[2];
    const Game_T *l, *r;
    Parseeval_split_sides(&s, 0, s.n, hold, &l, nl, &r, nr);
    *L = copy_games(l, *nl);
    *R = copy_games(r, *nr);
    return true;
}

bool Notation_parse_options(const char *s, Game_T **L, size_t *nl,
                            Game_T **R, size_t *nr, Perr_T *err)
{
    assert(s && L && nl && R && nr && err);
    *L = *R = NULL;
    *nl = *nr = 0;
    Parseeval_begin();
    Parser p = { Scan_new(s, err), 0, false };
    bool ok = parse_outer(&p, L, nl, R, nr);
    Parseeval_end();
    return ok;
}
