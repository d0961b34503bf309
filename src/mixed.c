/* Generated from noweb/rulesets/mixed.nw by notangle: edit the .nw, not this file. */
#line 103 "noweb/rulesets/mixed.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "mem.h"
#include "mixed.h"

struct Mixed {
    Position_Ruleset rs;
    const Position_Ruleset *base[MIXED_MAX_BASES];
    size_t nbase;
    Position_Hints hints;
};

#define BASE(h) ((unsigned)((h) >> 32))
#define CLEN(h) ((size_t)((h) & 0xffffffffu))

static const Position_Ruleset *base_of(const void *param, uint64_t h)
{
    const Mixed *m = param;
    assert(BASE(h) < m->nbase);
    return m->base[BASE(h)];
}

void Mixed_append(const Mixed *m, unsigned base, const uint64_t *p, size_t len,
                  uint64_t **out, size_t *n, size_t *cap)
{
    assert(m && base < m->nbase && (len == 0 || p) && out && n && cap);
    assert(len < ((size_t)1 << 32));
    GROW(*out, *cap, *n + 1 + len);
    (*out)[(*n)++] = MIXED_CHUNK(base, len);
    if (len)
        memcpy(*out + *n, p, len * sizeof **out);
    *n += len;
}
#line 143 "noweb/rulesets/mixed.nw"
static void replace(const uint64_t *p, size_t len, size_t at, size_t clen,
                    const uint64_t *o, size_t olen, uint64_t h, Position_List *out,
                    uint64_t **buf, size_t *cap)
{
    size_t n = len - (1 + clen) + 1 + olen;
    GROW(*buf, *cap, n + 1);
    memcpy(*buf, p, at * sizeof **buf);
    (*buf)[at] = MIXED_CHUNK(BASE(h), olen);
    if (olen)
        memcpy(*buf + at + 1, o, olen * sizeof **buf);
    memcpy(*buf + at + 1 + olen, p + at + 1 + clen,
           (len - at - 1 - clen) * sizeof **buf);
    Position_list_push(out, *buf, n, 0);
}

static void chunk_options(const void *param, const uint64_t *p, size_t len, char side,
                          Position_List *out, bool valued)
{
    Position_List opts = { 0 };
    uint64_t *buf = NULL;
    size_t cap = 0;
    for (size_t at = 0; at < len; at += 1 + CLEN(p[at])) {
        const Position_Ruleset *b = base_of(param, p[at]);
        size_t clen = CLEN(p[at]);
        assert(at + 1 + clen <= len);
        Position_list_clear(&opts);
        if (valued)
            Position_value_options(b, p + at + 1, clen, side, &opts);
        else
            b->options(b->param, p + at + 1, clen, side, &opts);
        for (size_t i = 0; i < opts.n; i += 1 + POSITION_LEN(opts.w[i]))
            replace(p, len, at, clen, opts.w + i + 1, POSITION_LEN(opts.w[i]), p[at], out,
                    &buf, &cap);
    }
    free(buf);
    Position_list_free(&opts);
}

static void mx_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    chunk_options(param, p, len, side, out, false);
}

static void mx_value_options(const void *param, const uint64_t *p, size_t len, char side,
                             Position_List *out)
{
    chunk_options(param, p, len, side, out, true);
}
#line 197 "noweb/rulesets/mixed.nw"
static void wrap(const Position_List *in, uint64_t h, Position_List *out)
{
    uint64_t *buf = NULL;
    size_t cap = 0;
    for (size_t i = 0; i < in->n; i += 1 + POSITION_LEN(in->w[i])) {
        size_t l = POSITION_LEN(in->w[i]);
        GROW(buf, cap, l + 1);
        buf[0] = MIXED_CHUNK(BASE(h), l);
        memcpy(buf + 1, in->w + i + 1, l * sizeof *buf);
        Position_list_push(out, buf, l + 1, POSITION_FLAGS(in->w[i]));
    }
    free(buf);
}

static void mx_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    Position_List parts = { 0 };
    for (size_t at = 0; at < len; at += 1 + CLEN(p[at])) {
        const Position_Ruleset *b = base_of(param, p[at]);
        Position_list_clear(&parts);
        b->split(b->param, p + at + 1, CLEN(p[at]), &parts);
        wrap(&parts, p[at], out);
    }
    Position_list_free(&parts);
}

static bool mx_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    assert(len >= 1 && CLEN(c[0]) == len - 1);     /* a component is one chunk */
    const Position_Ruleset *b = base_of(param, c[0]);
    size_t k = 0;
    bool neg = b->normalise(b->param, c + 1, len - 1, key + 1, &k);
    key[0] = MIXED_CHUNK(BASE(c[0]), k);
    *klen = k + 1;
    return neg;
}

static bool mx_fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    const Position_Ruleset *b = base_of(param, key[0]);
    return b->fast && b->fast(b->param, key + 1, klen - 1, v);
}

static void mx_bridges(const void *param, const uint64_t *p, size_t len,
                       Position_List *out)
{
    if (len < 1 || CLEN(p[0]) != len - 1)
        return;                                     /* only of one component */
    const Position_Ruleset *b = base_of(param, p[0]);
    if (!b->bridges)
        return;
    Position_List ways = { 0 };
    b->bridges(b->param, p + 1, len - 1, &ways);
    wrap(&ways, p[0], out);
    Position_list_free(&ways);
}
#line 263 "noweb/rulesets/mixed.nw"
static bool mx_parse(const void *param, const char *text, Position_List *out,
                     Perr_T *err)
{
    (void)param, (void)text, (void)out;
    return Perr_set(err, 1, "positions of its rulesets (a mixed sum reads no text)");
}

static char *mx_print(const void *param, const uint64_t *p, size_t len)
{
    char *s = STRDUP("");
    size_t n = 0;
    for (size_t at = 0; at < len; at += 1 + CLEN(p[at])) {
        const Position_Ruleset *b = base_of(param, p[at]);
        char *t = b->print(b->param, p + at + 1, CLEN(p[at]));
        size_t k = strlen(t) + strlen(b->name) + 6;
        RESIZE(s, n + k + 1);
        n += (size_t)sprintf(s + n, "%s%s(%s)", n ? " + " : "", b->name, t);
        free(t);
    }
    return s;
}

static size_t mx_size(const void *param, const uint64_t *p, size_t len)
{
    size_t n = 0;
    for (size_t at = 0; at < len; at += 1 + CLEN(p[at])) {
        const Position_Ruleset *b = base_of(param, p[at]);
        n += b->hints->size(b->param, p + at + 1, CLEN(p[at]));
    }
    return n;
}

static size_t mx_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    size_t n = 0;
    for (size_t at = 0; at < len; at += 1 + CLEN(p[at])) {
        const Position_Ruleset *b = base_of(param, p[at]);
        n += b->hints->moves(b->param, p + at + 1, CLEN(p[at]), side);
    }
    return n;
}
#line 308 "noweb/rulesets/mixed.nw"
Mixed *Mixed_new(const Position_Ruleset *const *rs, size_t n)
{
    assert(rs && n >= 1 && n <= MIXED_MAX_BASES);
    Mixed *m;
    NEW0(m);
    bool size = true, moves = true, bridges = false, fast = false;
    unsigned flags = rs[0]->flags & POSITION_IMPARTIAL;
    for (size_t i = 0; i < n; i++) {
        assert(rs[i] && (rs[i]->flags & POSITION_IMPARTIAL) == flags);
        m->base[i] = rs[i];
        size = size && rs[i]->hints && rs[i]->hints->size;
        moves = moves && rs[i]->hints && rs[i]->hints->moves;
        bridges = bridges || rs[i]->bridges;
        fast = fast || rs[i]->fast;
    }
    m->nbase = n;
    m->hints = (Position_Hints){ .size = size ? mx_size : NULL,
                                 .moves = moves ? mx_moves : NULL };
    m->rs = (Position_Ruleset){
        .name = "mixed", .summary = "sums of positions of several rulesets",
        .syntax = "positions of its rulesets", .source = "ONAG ch. 7 (disjunctive sums)",
        .param = m, .flags = flags | POSITION_NO_TWIN,
        .options = mx_options, .split = mx_split, .normalise = mx_normalise,
        .fast = fast ? mx_fast : NULL, .bridges = bridges ? mx_bridges : NULL,
        .value_options = mx_value_options, .parse = mx_parse, .print = mx_print,
        .hints = size || moves ? &m->hints : NULL
    };
    return m;
}

void Mixed_free(Mixed **m)
{
    assert(m);
    free(*m);
    *m = NULL;
}

const Position_Ruleset *Mixed_ruleset(const Mixed *m)
{
    assert(m);
    return &m->rs;
}
