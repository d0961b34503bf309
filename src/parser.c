/* Generated from noweb/games/parser.nw by notangle: edit the .nw, not this file. */
#line 263 "noweb/games/parser.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dyadictext.h"
#include "parser.h"
#include "uptimal.h"
#include "mem.h"
#include "scan.h"

#line 221 "noweb/games/parser.nw"
typedef struct Bar {
    unsigned k;          /* number of strokes */
    size_t at;           /* byte offset of its first stroke */
    size_t next;         /* options of its brace before it */
} Bar;

typedef enum {
    OP_NUMBER,           /* push the number nums[a] */
    OP_NUS,              /* push x + ups.^ + *nim, x = nums[a] (0 when a is NONE) */
    OP_NIMBER_OF,        /* pop n, push *n */
    OP_NEG, OP_ADD, OP_SUB,
    OP_SWITCH,           /* pop g, push {g | -g} */
    OP_SWITCH_LIST,      /* pop a games, push {them | their negatives} */
    OP_TINY, OP_MINY,
    OP_MUL,              /* pop g, h, push g * h (one of them an integer) */
    OP_BRACE             /* pop a options, push the game of bars pbars[b..b+nb) */
} Op_Kind;

typedef struct Op {
    Op_Kind kind;
    uint32_t nim;        /* OP_NUS */
    int64_t ups;         /* OP_NUS */
    char upform;         /* OP_NUS: '<' up-nth, '[' up-to-the-n, 0 none */
    uint64_t upn;        /* OP_NUS: its exponent; ups is then +1 or -1 */
    size_t a, b, nb;     /* see Op_Kind */
    size_t at;           /* OP_NIMBER_OF, OP_MUL: byte offset for an error */
} Op;

#define NONE SIZE_MAX
#define MAX_DEPTH 2000   /* nesting the parser accepts */

static struct {
    bool busy;                                /* a call is running or was abandoned */
    Op *ops; size_t nops, cops;               /* parser: the program */
    Dyadic_T *nums; size_t nnums, cnums;      /* parser: the numbers read */
    Bar *bars; size_t nbars, cbars;           /* parser: bars being read */
    Bar *pbars; size_t npbars, cpbars;        /* parser: bars of finished braces */
    Game_T *games; size_t ngames, cgames;     /* evaluator: the stack */
} work;
#line 349 "noweb/games/parser.nw"
typedef struct Parser {
    Scan sc;             /* the text, the byte offset of the next character,
                            the error (module scan) */
    unsigned depth;      /* nesting of terms */
} Parser;
#line 921 "noweb/games/parser.nw"
struct Seq {
    size_t bars;         /* first bar on work.bars */
    size_t nopts;        /* options read */
    size_t comma;        /* byte offset of the first comma, NONE if none */
};
#line 1004 "noweb/games/parser.nw"
struct Split {
    const Bar *bar;      /* bar[0..n) */
    size_t n;
    size_t games, end;   /* its options: work.games[games..end) */
};
#line 472 "noweb/games/parser.nw"
typedef struct Seq Seq;
typedef struct Split Split;
static bool parse_expr(Parser *p);
static bool parse_term(Parser *p);
static bool parse_pm_operand(Parser *p);
static bool parse_atom(Parser *p, bool negative);
static bool parse_braced(Parser *p, Seq *q, size_t *close_at);
static bool seq_to_game(Parser *p, const Seq *q, size_t close_at);
static size_t seq_nbars(const Seq *q);
#line 286 "noweb/games/parser.nw"
static void work_release(void)
{
    free(work.ops);
    for (size_t i = 0; i < work.nnums; i++)
        Dyadic_clear(&work.nums[i]);
    free(work.nums);
    free(work.bars);
    free(work.pbars);
    free(work.games);
    memset(&work, 0, sizeof work);
}

static void work_begin(void)
{
    if (work.busy)
        work_release();
    work.busy = true;
}

static void work_end(void)
{
    work_release();
}

static void push_game(Game_T g)
{
    GROW(work.games, work.cgames, work.ngames + 1);
    work.games[work.ngames++] = g;
}

static Game_T pop_game(void)
{
    assert(work.ngames > 0);
    return work.games[--work.ngames];
}

static Op *emit_op(Op_Kind kind)
{
    GROW(work.ops, work.cops, work.nops + 1);
    Op *o = &work.ops[work.nops++];
    memset(o, 0, sizeof *o);
    o->kind = kind;
    return o;
}

static size_t new_number(void)
{
    GROW(work.nums, work.cnums, work.nnums + 1);
    work.nums[work.nnums] = Dyadic_int(0);
    return work.nnums++;
}
#line 360 "noweb/games/parser.nw"
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
#line 375 "noweb/games/parser.nw"
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
#line 451 "noweb/games/parser.nw"
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
#line 488 "noweb/games/parser.nw"
static bool parse_expr(Parser *p)
{
    if (!parse_term(p))
        return false;
    for (;;) {
        char c = peek(p);
        if (c == '+' && p->sc.s[p->sc.at + 1] == '-') {
            p->sc.at += 2;
            if (!parse_pm_operand(p))
                return false;
            emit_op(OP_ADD);
        } else if (c == '+') {
            p->sc.at++;
            if (!parse_term(p))
                return false;
            emit_op(OP_ADD);
        } else if (c == '-') {
            p->sc.at++;
            if (!parse_term(p))
                return false;
            emit_op(OP_SUB);
        } else
            break;
    }
    return true;
}
#line 524 "noweb/games/parser.nw"
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
#line 567 "noweb/games/parser.nw"
static bool can_start_atom(char c)
{
    return c != '\0' && (is_digit(c) || is_alpha(c) || strchr("^*({'", c) != NULL);
}

static bool parse_product(Parser *p, bool negative)
{
    if (!parse_atom(p, negative))
        return false;
    while (peek(p) == '*') {
        size_t at = p->sc.at;
        p->sc.at++;
        if (!can_start_atom(peek(p)))
            return fail(p, p->sc.at, "a game after '*' (a multiple n * G)");
        if (!parse_atom(p, false))
            return false;
        emit_op(OP_MUL)->at = at;
    }
    return true;
}
#line 594 "noweb/games/parser.nw"
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
        
#line 1177 "noweb/games/parser.nw"
if (seq_nbars(&q) == 0 && q.nopts > 0) {
    emit_switch_list(q.nopts);
    return true;
}
#line 608 "noweb/games/parser.nw"
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
#line 647 "noweb/games/parser.nw"
static bool parse_number(Parser *p, bool negative, size_t *slot)
{
    size_t at = p->sc.at, i = new_number();
    Perr_T e;
    size_t n = Dyadic_scan(p->sc.s + at, &work.nums[i], &e);
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
#line 674 "noweb/games/parser.nw"
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

#line 780 "noweb/games/parser.nw"
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

#line 694 "noweb/games/parser.nw"
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
            
#line 762 "noweb/games/parser.nw"
{
    Op *o = emit_op(OP_NUS);
    o->a = x;
    o->ups = ups;
    o->nim = 0;
    o->upform = upform;
    o->upn = upn;
    return true;
}
#line 720 "noweb/games/parser.nw"
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
#line 799 "noweb/games/parser.nw"
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
#line 829 "noweb/games/parser.nw"
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
        return fail(p, at, "a game (the only names are Tiny and Miny)");
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
#line 895 "noweb/games/parser.nw"
static bool parse_quoted(Parser *p)
{
    p->sc.at++;                                   /* the opening quote */
    if (peek(p) != '{')
        return fail(p, p->sc.at, "'{' after a quote");
    Seq q;
    size_t close_at;
    if (!parse_braced(p, &q, &close_at) || !seq_to_game(p, &q, close_at))
        return false;
    if (peek(p) != '\'')
        return fail(p, p->sc.at, "a closing quote");
    p->sc.at++;
    return true;
}
#line 938 "noweb/games/parser.nw"
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
            
#line 988 "noweb/games/parser.nw"
Bar b = { 0, at, q->nopts };
while (p->sc.s[p->sc.at] == '|') {
    b.k++;
    p->sc.at++;
}
GROW(work.bars, work.cbars, work.nbars + 1);
work.bars[work.nbars++] = b;
#line 961 "noweb/games/parser.nw"
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
#line 1012 "noweb/games/parser.nw"
static const Bar *split_bar(const Split *s, size_t j)     /* 1 <= j <= n */
{
    return &s->bar[j - 1];
}

static size_t seg_start(const Split *s, size_t i)
{
    return s->games + (i == 0 ? 0 : split_bar(s, i)->next);
}

static size_t seg_end(const Split *s, size_t i)
{
    return i == s->n ? s->end : s->games + split_bar(s, i + 1)->next;
}
#line 1037 "noweb/games/parser.nw"
static const char *strokes_text(unsigned k, char *buf, size_t size)
{
    size_t n = k < size - 1 ? k : size - 1;
    memset(buf, '|', n);
    buf[n] = '\0';
    return buf;
}

/* The index j in (a, b] of the longest bar of segments a..b. */
static size_t longest_bar(const Split *s, size_t a, size_t b)
{
    size_t j = a + 1;
    for (size_t i = a + 2; i <= b; i++)
        if (split_bar(s, i)->k > split_bar(s, j)->k)
            j = i;
    return j;
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
#line 1089 "noweb/games/parser.nw"
static Game_T build_split(const Split *s, size_t a, size_t b);

/* The games from index i on; NULL (not NULL + i, undefined) before the first. */
static const Game_T *games_at(size_t i)
{
    return work.games ? work.games + i : NULL;
}

static void split_sides(const Split *s, size_t a, size_t b, Game_T hold[2],
                        const Game_T **L, size_t *nl, const Game_T **R, size_t *nr)
{
    size_t j = longest_bar(s, a, b);
    if (j - 1 == a) {
        *L = games_at(seg_start(s, a));
        *nl = seg_end(s, a) - seg_start(s, a);
    } else {
        hold[0] = build_split(s, a, j - 1);
        *L = &hold[0];
        *nl = 1;
    }
    if (j == b) {
        *R = games_at(seg_start(s, b));
        *nr = seg_end(s, b) - seg_start(s, b);
    } else {
        hold[1] = build_split(s, j, b);
        *R = &hold[1];
        *nr = 1;
    }
}

static Game_T build_split(const Split *s, size_t a, size_t b)
{
    Game_T hold[2];
    const Game_T *L, *R;
    size_t nl, nr;
    split_sides(s, a, b, hold, &L, &nl, &R, &nr);
    return Game_make(L, nl, R, nr);
}
#line 1136 "noweb/games/parser.nw"
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
#line 1189 "noweb/games/parser.nw"
static bool nimber_of(Parser *p, size_t at);
static bool multiply(Parser *p, size_t at);

static void switch_of_list(size_t n)
{
    size_t base = work.ngames - n;
    for (size_t i = 0; i < n; i++) {
        Game_T g = work.games[base + i];
        push_game(Game_neg(g));
    }
    Game_T g = Game_make(games_at(base), n, games_at(base + n), n);
    work.ngames = base;
    push_game(g);
}

static void brace(const Op *o)
{
    Split s = { work.pbars + o->b, o->nb, work.ngames - o->a, work.ngames };
    Game_T g = build_split(&s, 0, s.n);
    work.ngames -= o->a;
    push_game(g);
}

/* the up-nth or up-to-the-n of an OP_NUS, with its sign */
static Game_T uptimal_literal(const Op *o)
{
    Game_T u = 0;
    const char *why;
    bool ok = o->upform == '<' ? Uptimal_pow(Game_up(), o->upn, &u, &why)
                               : Uptimal_pow_to(Game_up(), o->upn, &u, &why);
    assert(ok);                               /* the exponent was checked */
    (void)ok;
    return o->ups < 0 ? Game_neg(u) : u;
}

static bool evaluate(Parser *p)
{
    Game_T h;
#define TOP work.games[work.ngames - 1]
    for (size_t i = 0; i < work.nops; i++) {
        const Op *o = &work.ops[i];
        switch (o->kind) {
        case OP_NUMBER:
            push_game(Game_number(work.nums[o->a]));
            break;
        case OP_NUS: {
            Dyadic_T zero = Dyadic_int(0);
            Game_T g = Game_nus(o->a == NONE ? zero : work.nums[o->a],
                                o->upform ? 0 : o->ups, o->nim);
            if (o->upform)
                g = Game_add(g, uptimal_literal(o));
            push_game(g);
            break;
        }
        case OP_NIMBER_OF:
            if (!nimber_of(p, o->at))
                return false;
            break;
        case OP_NEG:    TOP = Game_neg(TOP); break;
        case OP_SWITCH: TOP = Game_switch(TOP); break;
        case OP_TINY:   TOP = Game_tiny(TOP); break;
        case OP_MINY:   TOP = Game_miny(TOP); break;
        case OP_ADD:    h = pop_game(); TOP = Game_add(TOP, h); break;
        case OP_SUB:    h = pop_game(); TOP = Game_sub(TOP, h); break;
        case OP_MUL:
            if (!multiply(p, o->at))
                return false;
            break;
        case OP_SWITCH_LIST:
            switch_of_list(o->a);
            break;
        case OP_BRACE:
            brace(o);
            break;
        }
    }
#undef TOP
    return true;
}
#line 1274 "noweb/games/parser.nw"
static bool nimber_of(Parser *p, size_t at)
{
    Game_T g = pop_game();
    int64_t n = -1;
    if (Game_is_integer(g)) {
        Dyadic_T v = Game_number_value(g);
        if (!Dyadic_to_int64(v, &n))
            n = -1;
        Dyadic_clear(&v);
    }
    if (n < 0 || n > (int64_t)UINT32_MAX)
        return fail(p, at, "a nonnegative integer below 2^32 "
                           "(the heap of *( ))");
    push_game(Game_nimber((uint32_t)n));
    return true;
}
#line 1306 "noweb/games/parser.nw"
/* 1: g is an integer fitting int64 (in *n); 0: not an integer; -1: too large. */
static int integer_of(Game_T g, int64_t *n)
{
    if (!Game_is_integer(g))
        return 0;
    Dyadic_T v = Game_number_value(g);
    bool fits = Dyadic_to_int64(v, n) && *n != INT64_MIN;
    Dyadic_clear(&v);
    return fits ? 1 : -1;
}

static bool limit(Parser *p, size_t at, const char *what)
{
    return Scan_limit(&p->sc, at, "%s", what);
}

static bool times(Parser *p, size_t at, Game_T g, int64_t n, Game_T *out)
{
    if (Game_is_nus(g)) {
        size_t i = new_number(), j = new_number();
        int64_t ups, u;
        uint32_t nim;
        Game_nus_parts(g, &work.nums[i], &ups, &nim);
        if (__builtin_mul_overflow(ups, n, &u) || u > INT32_MAX || u < -INT32_MAX)
            return limit(p, at, "a multiple with fewer than 2^31 ups");
        work.nums[j] = Dyadic_mul_int(work.nums[i], n);
        *out = Game_nus(work.nums[j], u, (n & 1) ? nim : 0);
        return true;
    }
    if (n >= ((int64_t)1 << 32) || n <= -((int64_t)1 << 32))
        return limit(p, at, "a multiplier below 2^32 (for a game that is not "
                     "a number-up-star)");
    uint64_t k = n < 0 ? (uint64_t)-n : (uint64_t)n;
    Game_T sum = Game_zero(), power = n < 0 ? Game_neg(g) : g;
    for (; k; k >>= 1) {
        if (k & 1)
            sum = Game_add(sum, power);
        if (k > 1)
            power = Game_add(power, power);
    }
    *out = sum;
    return true;
}

static bool multiply(Parser *p, size_t at)
{
    Game_T h = pop_game(), g = pop_game(), r = 0;
    int64_t n;
    int c = integer_of(g, &n);
    if (c == 0) {
        c = integer_of(h, &n);
        h = g;
    }
    if (c == 0)
        return fail(p, at, "an integer on one side of '*' (a multiple n * G)");
    if (c < 0)
        return limit(p, at, "a multiplier below 2^63");
    if (!times(p, at, h, n, &r))
        return false;
    push_game(r);
    return true;
}
#line 1377 "noweb/games/parser.nw"
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

bool Notation_parse(const char *s, Game_T *out, Perr_T *err)
{
    assert(s != NULL && out != NULL && err != NULL);
    work_begin();
    Parser p = { Scan_new(s, err), 0 };
    bool ok = parse_input(&p) && evaluate(&p);
    Game_T g = ok ? work.games[0] : 0;
    assert(!ok || work.ngames == 1);
    work_end();
    if (ok)
        *out = g;
    return ok;
}
#line 1418 "noweb/games/parser.nw"
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
    if (!seq_check(p, &q) || !evaluate(p))
        return false;
    Split s = { work.bars + q.bars, seq_nbars(&q), 0, work.ngames };
    Game_T hold[2];
    const Game_T *l, *r;
    split_sides(&s, 0, s.n, hold, &l, nl, &r, nr);
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
    work_begin();
    Parser p = { Scan_new(s, err), 0 };
    bool ok = parse_outer(&p, L, nl, R, nr);
    work_end();
    return ok;
}
