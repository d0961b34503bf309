/* Generated from noweb/rulesets/partsub.nw by notangle: edit the .nw, not this file. */
#line 80 "noweb/rulesets/partsub.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "partsub.h"
#include "mem.h"

#define PARTSUB_MAX_HEAP 1000000u
#define PARTSUB_MAX_MEMBER 64

static uint64_t playable(uint64_t n)    /* the members k <= n, as a mask */
{
    return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    for (size_t i = 0; i + 3 <= len; i += 3) {
        uint64_t set = (side == 'L' ? p[i] : p[i + 1]) & playable(p[i + 2]);
        for (; set; set &= set - 1) {
            uint64_t k = (uint64_t)__builtin_ctzll(set) + 1;
            Position_list_push(out, p, len, 0);
            out->w[out->n - len + i + 2] = p[i + 2] - k;
        }
    }
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    for (size_t i = 0; i + 3 <= len; i += 3)
        if ((p[i] | p[i + 1]) & playable(p[i + 2]))
            Position_list_push(out, p + i, 3, 0);
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    uint64_t m = playable(c[2]), l = c[0] & m, r = c[1] & m;
    bool swap = r < l;
    key[0] = swap ? r : l;
    key[1] = swap ? l : r;
    key[2] = c[2];
    *klen = 3;
    return swap;
}
#line 135 "noweb/rulesets/partsub.nw"
static void skip(const char **p)
{
    while (**p == ' ')
        (*p)++;
}

static bool number(const char *s, const char **p, uint64_t max, uint64_t *v,
                   const char *what, Perr_T *err)
{
    skip(p);
    if (**p < '0' || **p > '9')
        return Perr_set(err, (size_t)(*p - s) + 1, "%s", what);
    uint64_t x = 0;
    for (; **p >= '0' && **p <= '9'; (*p)++)
        if ((x = 10 * x + (uint64_t)(**p - '0')) > max)
            return Perr_set(err, (size_t)(*p - s) + 1, "%s", what);
    *v = x;
    skip(p);
    return true;
}

static bool set(const char *s, const char **p, uint64_t *mask, Perr_T *err)
{
    skip(p);
    if (*(*p)++ != '{')
        return Perr_set(err, (size_t)(*p - s), "'{' to open the set");
    *mask = 0;
    skip(p);
    if (**p == '}') {
        (*p)++;
        return true;
    }
    for (;;) {
        uint64_t k;
        if (!number(s, p, PARTSUB_MAX_MEMBER, &k, "a member from 1 to 64", err))
            return false;
        if (k == 0)
            return Perr_set(err, (size_t)(*p - s), "a member from 1 to 64");
        *mask |= (uint64_t)1 << (k - 1);
        char c = *(*p)++;
        if (c == '}')
            return true;
        if (c != ',')
            return Perr_set(err, (size_t)(*p - s), "',' or '}'");
    }
}

static bool rules(const char *s, const char **p, uint64_t lr[2], Perr_T *err)
{
    bool seen[2] = { false, false };
    for (int i = 0; i < 2; i++) {
        skip(p);
        int side = **p == 'L' ? 0 : **p == 'R' ? 1 : -1;
        if (side < 0 || seen[side])
            return Perr_set(err, (size_t)(*p - s) + 1, i == 0 ? "L= or R="
                            : seen[0] ? "R=" : "L=");
        (*p)++;
        skip(p);
        if (*(*p)++ != '=')
            return Perr_set(err, (size_t)(*p - s), "'='");
        if (!set(s, p, &lr[side], err))
            return false;
        seen[side] = true;
    }
    skip(p);
    if (*(*p)++ != ':')
        return Perr_set(err, (size_t)(*p - s), "':' before the heap");
    return true;
}

static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    (void)param;
    size_t n = 0, cap = 3;
    for (const char *c = s; *c; c++)
        cap += 3 * (*c == '+');
    uint64_t *w = ALLOC_ARRAY(cap, sizeof *w), lr[2] = { 0, 0 }, h;
    const char *p = s;
    bool ok = true;
    for (;;) {
        skip(&p);
        if (n == 0 || *p == 'L' || *p == 'R')
            ok = rules(s, &p, lr, err);
        if (!ok || !(ok = number(s, &p, PARTSUB_MAX_HEAP, &h,
                                 "a heap, an integer from 0 to 1000000", err)))
            break;
        w[n++] = lr[0];
        w[n++] = lr[1];
        w[n++] = h;
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
#line 241 "noweb/rulesets/partsub.nw"
static size_t put_set(char *s, uint64_t m)
{
    size_t k = 0;
    s[k++] = '{';
    for (int i = 0; i < 64; i++)
        if (m >> i & 1)
            k += (size_t)sprintf(s + k, "%s%d", k > 1 ? "," : "", i + 1);
    s[k++] = '}';
    return k;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *s = ALLOC(len / 3 * 540 + 2);
    size_t k = 0;
    for (size_t i = 0; i + 3 <= len; i += 3) {
        if (i)
            k += (size_t)sprintf(s + k, " + ");
        if (i == 0 || p[i] != p[i - 3] || p[i + 1] != p[i - 2]) {
            k += (size_t)sprintf(s + k, "L=");
            k += put_set(s + k, p[i]);
            k += (size_t)sprintf(s + k, " R=");
            k += put_set(s + k, p[i + 1]);
            k += (size_t)sprintf(s + k, ": ");
        }
        k += (size_t)sprintf(s + k, "%llu", (unsigned long long)p[i + 2]);
    }
    s[k] = '\0';
    return s;
}
#line 279 "noweb/rulesets/partsub.nw"
static void conjugate(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    (void)param;
    Position_list_push(out, p, len, 0);
    uint64_t *q = out->w + out->n - len;
    for (size_t i = 0; i + 3 <= len; i += 3) {
        q[i] = p[i + 1];
        q[i + 1] = p[i];
    }
}

static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i + 3 <= len; i += 3)
        n += p[i + 2];
    return n;
}

static size_t moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i + 3 <= len; i += 3)
        n += (size_t)__builtin_popcountll((side == 'L' ? p[i] : p[i + 1])
                                          & playable(p[i + 2]));
    return n;
}
#line 315 "noweb/rulesets/partsub.nw"
static const Position_Theory theory = { .conjugate = conjugate };
static const Position_Hints hints = { .size = size, .moves = moves };

const Position_Ruleset Partsub_ruleset = {
    .name = "partizan-subtraction",
    .summary = "partizan subtraction games: values of heaps",
    .syntax = "A POSITION is a heap with its rules, L={1,3} R={2,3}: 10 (Left takes\n"
              "1 or 3 tokens, Right 2 or 3), or a sum of heaps joined by '+'; a heap\n"
              "without rules plays by those of the heap before it:\n"
              "'L={1,3} R={2,3}: 10 + 7 + L={1} R={2}: 5'.  Members 1 to 64; {} is a\n"
              "player with no move.",
    .source = "Fraenkel and Kotzig (1987); CGSuite's game.heap.PartizanSubtraction",
    .options = options, .split = split, .normalise = normalise, .parse = parse,
    .print = print, .theory = &theory, .hints = &hints
};
