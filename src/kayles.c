/* Generated from noweb/rulesets/kayles.nw by notangle: edit the .nw, not this file. */
#line 53 "noweb/rulesets/kayles.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kayles.h"
#include "mem.h"

#define KAYLES_MAX 100000u              /* the most pins of a row */

typedef struct Kayles_Param {
    int t;                              /* the last digit */
    unsigned char d[4];                 /* d[1..t], octal digits */
} Kayles_Param;

static void push_rows(Position_List *out, const uint64_t *p, size_t len, size_t i,
                      uint64_t a, uint64_t b, int rows)
{
    uint64_t *q = ALLOC_ARRAY(len + 1, sizeof *q);
    size_t m = 0;
    for (size_t j = 0; j < len; j++)
        if (j != i)
            q[m++] = p[j];
        else {                          /* row i becomes the rows a and b */
            if (rows >= 1)
                q[m++] = a;
            if (rows == 2)
                q[m++] = b;
        }
    Position_list_push(out, q, m, 0);
    FREE(q);
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    const Kayles_Param *k = param;
    (void)side;
    for (size_t i = 0; i < len; i++) {
        uint64_t n = p[i];
        for (int take = 1; take <= k->t; take++) {
            unsigned d = k->d[take];
            if (n < (uint64_t)take)
                continue;
            uint64_t left = n - (uint64_t)take;
            if ((d & 1) && left == 0)
                push_rows(out, p, len, i, 0, 0, 0);
            if ((d & 2) && left > 0)
                push_rows(out, p, len, i, left, 0, 1);
            for (uint64_t a = 1; (d & 4) && 2 * a <= left; a++)
                push_rows(out, p, len, i, a, left - a, 2);
        }
    }
}

static uint64_t smallest(const Kayles_Param *k)
{
    int take = 1;
    while (take < k->t && k->d[take] == 0)
        take++;
    return (uint64_t)take;
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    for (size_t i = 0; i < len; i++)
        if (p[i] >= smallest(param))
            Position_list_push(out, p + i, 1, 0);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    key[0] = c[0];
    *klen = 1;
    return false;
}
#line 135 "noweb/rulesets/kayles.nw"
static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = 0, cap = 1;
    for (const char *c = s; *c; c++)
        cap += *c == '+';
    uint64_t *w = ALLOC_ARRAY(cap, sizeof *w);
    const char *p = s;
    bool ok = true;
    for (;;) {
        while (*p == ' ') p++;
        uint64_t x = 0;
        const char *start = p;
        for (; ok && *p >= '0' && *p <= '9'; p++)
            if ((x = 10 * x + (uint64_t)(*p - '0')) > KAYLES_MAX)
                ok = Perr_set(err, (size_t)(p - s) + 1, "a row of at most %u pins",
                              KAYLES_MAX);
        if (ok && p == start)
            ok = Perr_set(err, (size_t)(p - s) + 1, "a row, its number of pins");
        if (!ok)
            break;
        w[n++] = x;
        while (*p == ' ') p++;
        if (*p == '\0')
            break;
        if (*p++ != '+') {
            ok = Perr_set(err, (size_t)(p - s), "'+' or the end");
            break;
        }
    }
    if (ok)
        Position_list_push(out, w, n, 0);
    FREE(w);
    return ok;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(24 * len + 2);
    s[0] = '\0';
    for (size_t i = 0, k = 0; i < len; i++)
        k += (size_t)sprintf(s + k, "%s%llu", i ? " + " : "", (unsigned long long)p[i]);
    return s;
}
#line 187 "noweb/rulesets/kayles.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (uint64_t n = 1; n <= (uint64_t)size; n++)
        Position_list_push(out, &n, 1, (unsigned)n);
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += p[i];
    return n;
}

static size_t moves(const void *param, const uint64_t *p, size_t len, char side)
{
    const Kayles_Param *k = param;
    (void)side;
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        for (int take = 1; take <= k->t; take++)
            if (k->d[take] && p[i] >= (uint64_t)take)
                n += p[i] - (uint64_t)take + 1;
    return n;
}

static const Kayles_Param kayles = { 2, { 0, 7, 7, 0 } },     /* 0.77 */
                          dawson = { 2, { 0, 0, 7, 0 } };     /* 0.07 */
static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "pins", .max_size = 200
};
static const Position_Hints hints = { .size = size, .moves = moves };

#define KAYLES_DESCRIPTOR                                                             \
    .flags = POSITION_IMPARTIAL, .options = options, .split = split,                 \
    .normalise = normalise, .parse = parse, .print = print, .census = &census,       \
    .hints = &hints

const Position_Ruleset Kayles_ruleset = {
    .name = "kayles", .summary = "Kayles: rows of pins (the octal game 0.77)",
    .syntax = "A POSITION is a sum of rows of pins, each its number of pins, as in\n"
              "'5 + 3'.  A move knocks down one pin or two adjacent ones, and may\n"
              "split a row in two; the value is a nimber.",
    .source = "Winning Ways ch. 4 (its table on p. 91)", .param = &kayles,
    KAYLES_DESCRIPTOR
};
const Position_Ruleset Kayles_dawson_ruleset = {
    .name = "dawsons-kayles",
    .summary = "Dawson's Kayles: rows of pins (the octal game 0.07)",
    .syntax = "A POSITION is a sum of rows of pins, each its number of pins, as in\n"
              "'5 + 3'.  A move knocks down two adjacent pins, and may split a row\n"
              "in two; the value is a nimber.",
    .source = "Winning Ways ch. 4", .param = &dawson, KAYLES_DESCRIPTOR
};
