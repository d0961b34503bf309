/* Generated from noweb/rulesets/cutcake.nw by notangle: edit the .nw, not this file. */
#line 43 "noweb/rulesets/cutcake.nw"
#include <stdio.h>
#include <stdlib.h>
#include "cutcake.h"
#include "mem.h"

#define W(c) ((c) & 0xffffffffu)
#define H(c) ((c) >> 32)
#define CAKE(w, h) ((uint64_t)(h) << 32 | (w))

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++) {
        uint64_t w = W(p[i]), h = H(p[i]), n = side == 'L' ? w : h;
        for (uint64_t a = 1; a < n; a++) {
            uint64_t two[2] = { side == 'L' ? CAKE(a, h) : CAKE(w, a),
                                side == 'L' ? CAKE(w - a, h) : CAKE(w, h - a) };
            uint64_t *q = ALLOC_ARRAY(len + 1, sizeof *q);
            for (size_t j = 0, k = 0; j < len; j++)
                if (j != i) q[k++] = p[j];
            q[len - 1] = two[0];
            q[len] = two[1];
            Position_list_push(out, q, len + 1, 0);
            FREE(q);
        }
    }
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++)
        if (W(p[i]) * H(p[i]) > 1)
            Position_list_push(out, p + i, 1, 0);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    uint64_t t = CAKE(H(c[0]), W(c[0]));
    *key = t < c[0] ? t : c[0];
    *klen = 1;
    return t < c[0];
}
#line 94 "noweb/rulesets/cutcake.nw"
static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    uint64_t cake[64];
    size_t n = 0;
    const char *p = s;
    for (;;) {
        while (*p == ' ') p++;
        char *end;
        unsigned long w = strtoul(p, &end, 10), h = 0;
        if (end == p || w == 0 || w > 65535 || *end != 'x')
            return Perr_set(err, (size_t)(end - s) + 1,
                            "a cake WxH, W and H from 1 to 65535");
        p = end + 1;
        h = strtoul(p, &end, 10);
        if (end == p || h == 0 || h > 65535 || n == 64)
            return Perr_set(err, (size_t)(p - s) + 1, n == 64 ? "at most 64 cakes"
                                                              : "a height from 1 to 65535");
        cake[n++] = CAKE(w, h);
        for (p = end; *p == ' '; p++) {}
        if (*p == '\0')
            break;
        if (*p++ != '+')
            return Perr_set(err, (size_t)(p - s), "'+' or the end");
    }
    Position_list_push(out, cake, n, 0);
    return true;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(24 * len + 2);
    s[0] = '\0';
    for (size_t i = 0, k = 0; i < len; i++)
        k += (size_t)sprintf(s + k, "%s%llux%llu", i ? " + " : "",
                             (unsigned long long)W(p[i]), (unsigned long long)H(p[i]));
    return s;
}

static void enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    for (uint64_t area = 1; area <= (uint64_t)size; area++)
        for (uint64_t h = 1; h * h <= area; h++)
            if (area % h == 0) {
                uint64_t c = CAKE(area / h, h);
                Position_list_push(out, &c, 1, (unsigned)area);
            }
}

static void conjugate(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);     /* a copy of p, */
    uint64_t *q = out->w + out->n - len;    /* conjugated in place */
    for (size_t i = 0; i < len; i++)
        q[i] = CAKE(H(p[i]), W(p[i]));
}

static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "squares", .max_size = 64
};
static const Position_Theory theory = { .conjugate = conjugate };

const Position_Ruleset Cutcake_ruleset = {
    .name = "cutcake", .summary = "values of Cutcake positions",
    .syntax = "A POSITION is a sum of cakes WxH (W squares wide, H high), as in\n"
              "'4x1 + 2x3'.  Left cuts a cake along a vertical line, Right along a\n"
              "horizontal one.",
    .source = "Winning Ways ch. 2, pp. 24-27",
    .options = options, .split = split, .normalise = normalise, .parse = parse,
    .print = print, .census = &census, .theory = &theory
};
