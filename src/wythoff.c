/* Generated from noweb/rulesets/wythoff.nw by notangle: edit the .nw, not this file. */
#line 90 "noweb/rulesets/wythoff.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wythoff.h"
#include "mem.h"

#define A(w) ((w) & 0xffffffffu)
#define B(w) ((w) >> 32)
#define PAIR(a, b) ((uint64_t)(b) << 32 | (a))
#define WYTHOFF_MAX 1000000u            /* the largest heap a position may have */

static void push_with(Position_List *out, const uint64_t *p, size_t len, size_t i,
                      uint64_t a, uint64_t b)
{
    Position_list_push(out, p, len, 0);     /* a copy of p, */
    out->w[out->n - len + i] = PAIR(a, b);  /* with pair i changed */
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    (void)side;
    for (size_t i = 0; i < len; i++) {
        uint64_t a = A(p[i]), b = B(p[i]);
        for (uint64_t k = 1; k <= a; k++)
            push_with(out, p, len, i, a - k, b);
        for (uint64_t k = 1; k <= b; k++)
            push_with(out, p, len, i, a, b - k);
        for (uint64_t k = 1; k <= a && k <= b; k++)
            push_with(out, p, len, i, a - k, b - k);
    }
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++)
        if (p[i] != 0)
            Position_list_push(out, p + i, 1, 0);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    uint64_t a = A(c[0]), b = B(c[0]);
    *key = a <= b ? PAIR(a, b) : PAIR(b, a);
    *klen = 1;
    return false;
}

static bool fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    (void)klen;
    if (A(key[0]) != 0)
        return false;
    *v = Game_nimber((uint32_t)B(key[0]));     /* (0, b) is a nim heap of b */
    return true;
}
#line 159 "noweb/rulesets/wythoff.nw"
static const char *heap(const char *s, const char *p, uint64_t *v, Perr_T *err)
{
    while (*p == ' ') p++;
    if (*p < '0' || *p > '9') {
        Perr_set(err, (size_t)(p - s) + 1, "a heap, an integer from 0 to %u",
                 WYTHOFF_MAX);
        return NULL;
    }
    uint64_t x = 0;
    for (; *p >= '0' && *p <= '9'; p++)
        if ((x = 10 * x + (uint64_t)(*p - '0')) > WYTHOFF_MAX) {
            Perr_set(err, (size_t)(p - s) + 1, "a heap of at most %u", WYTHOFF_MAX);
            return NULL;
        }
    while (*p == ' ') p++;
    *v = x;
    return p;
}

static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = 0, cap = 1;
    for (const char *c = s; *c; c++)
        cap += *c == '+';
    uint64_t *w = ALLOC_ARRAY(cap, sizeof *w), a, b;
    const char *p = s;
    for (;;) {
        while (*p == ' ') p++;
        bool paren = *p == '(';
        if ((p = heap(s, p + paren, &a, err)) == NULL)
            break;
        if (*p != ',') {
            Perr_set(err, (size_t)(p - s) + 1, "',' between the two heaps");
            p = NULL;
            break;
        }
        if ((p = heap(s, p + 1, &b, err)) == NULL)
            break;
        if (paren && *p++ != ')') {
            Perr_set(err, (size_t)(p - s), "')'");
            p = NULL;
            break;
        }
        while (*p == ' ') p++;
        w[n++] = PAIR(a, b);
        if (*p == '\0')
            break;
        if (*p++ != '+') {
            Perr_set(err, (size_t)(p - s), "'+' or the end");
            p = NULL;
            break;
        }
    }
    if (p)
        Position_list_push(out, w, n, 0);
    FREE(w);
    return p != NULL;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(28 * len + 2);
    s[0] = '\0';
    for (size_t i = 0, k = 0; i < len; i++)
        k += (size_t)sprintf(s + k, "%s(%llu,%llu)", i ? " + " : "",
                             (unsigned long long)A(p[i]), (unsigned long long)B(p[i]));
    return s;
}
#line 237 "noweb/rulesets/wythoff.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (uint64_t s = 1; s <= (uint64_t)size; s++)
        for (uint64_t a = 0; 2 * a <= s; a++) {
            uint64_t w = PAIR(a, s - a);
            Position_list_push(out, &w, 1, (unsigned)s);
        }
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += A(p[i]) + B(p[i]);
    return n;
}

static size_t moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    (void)side;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += A(p[i]) + B(p[i]) + (A(p[i]) < B(p[i]) ? A(p[i]) : B(p[i]));
    return n;
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "tokens", .max_size = 200
};
static const Position_Hints hints = { .size = size, .moves = moves };

const Position_Ruleset Wythoff_ruleset = {
    .name = "wythoff", .summary = "Wythoff's game: nim-values of pairs of heaps",
    .syntax = "A POSITION is a sum of pairs of heaps (A,B), or A,B, as in\n"
              "'(3,5) + (1,3)'.  A move takes tokens from one heap, or the same\n"
              "number from both; the value is a nimber.  The P-positions are\n"
              "(floor(n phi), floor(n phi^2)) and their mirror images.",
    .source = "Wythoff (1907); Winning Ways (Wyt Queens)",
    .flags = POSITION_IMPARTIAL, .options = options, .split = split,
    .normalise = normalise, .fast = fast, .parse = parse, .print = print,
    .census = &census, .hints = &hints
};
