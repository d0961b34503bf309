/* Generated from noweb/rulesets/twin.nw by notangle: edit the .nw, not this file. */
#line 91 "noweb/rulesets/twin.nw"
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "mem.h"
#include "twin.h"

#define TWIN_MAX 64

typedef struct Twin {
    Position_Ruleset rs;
    const Position_Ruleset *base;
    Position_Census census;
    Position_Hints hints;
    Position_Drawing drawing;
    char summary[160], variant[80];
} Twin;

static const Position_Ruleset *base_of(const void *param)
{
    return ((const Twin *)param)->base;
}
#line 117 "noweb/rulesets/twin.nw"
static void twin_options(const void *param, const uint64_t *p, size_t len, char side,
                         Position_List *out)
{
    (void)side;
    const Position_Ruleset *b = base_of(param);
    b->options(b->param, p, len, 'L', out);
    b->options(b->param, p, len, 'R', out);
}

static void twin_split(const void *param, const uint64_t *p, size_t len,
                       Position_List *out)
{
    const Position_Ruleset *b = base_of(param);
    b->split(b->param, p, len, out);
}

static bool twin_normalise(const void *param, const uint64_t *c, size_t len,
                           uint64_t *key, size_t *klen)
{
    const Position_Ruleset *b = base_of(param);
    (void)b->normalise(b->param, c, len, key, klen);
    Game_T v;
    if (b->fast && b->fast(b->param, key, *klen, &v)) {     /* maybe not a position */
        memcpy(key, c, len * sizeof *key);
        *klen = len;
    }
    return false;
}
#line 149 "noweb/rulesets/twin.nw"
static bool twin_parse(const void *param, const char *text, Position_List *out,
                       Perr_T *err)
{
    const Position_Ruleset *b = base_of(param);
    return b->parse(b->param, text, out, err);
}

static char *twin_print(const void *param, const uint64_t *p, size_t len)
{
    const Position_Ruleset *b = base_of(param);
    return b->print(b->param, p, len);
}
#line 165 "noweb/rulesets/twin.nw"
static void twin_enumerate(const void *param, int size, Position_List *out)
{
    const Position_Ruleset *b = base_of(param);
    b->census->enumerate(b->param, size, out);
}

static bool twin_enumerate_part(const void *param, int size, unsigned res, unsigned mod,
                                Position_List *out, char *err, size_t errsize)
{
    const Position_Ruleset *b = base_of(param);
    return b->census->enumerate_part(b->param, size, res, mod, out, err, errsize);
}

static bool twin_enumerate_class(const void *param, int cls, int size, Position_List *out,
                                 char *err, size_t errsize)
{
    const Position_Ruleset *b = base_of(param);
    return b->census->enumerate_class(b->param, cls, size, out, err, errsize);
}

static size_t twin_size(const void *param, const uint64_t *p, size_t len)
{
    const Position_Ruleset *b = base_of(param);
    return b->hints->size(b->param, p, len);
}

static size_t twin_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)side;
    const Position_Ruleset *b = base_of(param);
    return b->hints->moves(b->param, p, len, 'L') + b->hints->moves(b->param, p, len, 'R');
}

static char *twin_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    const Position_Ruleset *b = base_of(param);
    return b->drawing->tikz(b->param, p, len, unit);
}
#line 210 "noweb/rulesets/twin.nw"
static void make(Twin *t, const Position_Ruleset *b)
{
    t->base = b;
    snprintf(t->summary, sizeof t->summary, "%s, impartial twin", b->summary);
    snprintf(t->variant, sizeof t->variant, "impartial%s%s", b->variant ? " " : "",
             b->variant ? b->variant : "");
    t->rs = (Position_Ruleset){
        .name = b->name, .summary = t->summary, .syntax = b->syntax, .source = b->source,
        .variant = t->variant, .param = t, .flags = POSITION_IMPARTIAL,
        .options = twin_options, .split = twin_split, .normalise = twin_normalise,
        .parse = twin_parse, .print = twin_print, .families = b->families
    };
    if (b->census) {
        t->census = *b->census;
        t->census.enumerate = twin_enumerate;
        t->census.enumerate_part = b->census->enumerate_part ? twin_enumerate_part : NULL;
        t->census.enumerate_class = b->census->enumerate_class ? twin_enumerate_class
                                                               : NULL;
        t->rs.census = &t->census;
    }
    if (b->hints) {
        t->hints.size = b->hints->size ? twin_size : NULL;
        t->hints.moves = b->hints->moves ? twin_moves : NULL;
        t->hints.search = b->hints->search;
        t->rs.hints = &t->hints;
    }
    if (b->drawing) {
        t->drawing.tikz = twin_tikz;
        t->rs.drawing = &t->drawing;
    }
}
#line 246 "noweb/rulesets/twin.nw"
static Twin *twins[TWIN_MAX];
static size_t ntwins;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

bool Twin_offered(const Position_Ruleset *rs)
{
    assert(rs);
    return !(rs->flags & (POSITION_IMPARTIAL | POSITION_NO_TWIN));
}

const Position_Ruleset *Twin_of(const Position_Ruleset *rs)
{
    assert(rs);
    if (rs->flags & POSITION_IMPARTIAL)
        return rs;
    if (rs->flags & POSITION_NO_TWIN)
        return NULL;
    pthread_mutex_lock(&lock);
    Twin *t = NULL;
    for (size_t i = 0; i < ntwins && !t; i++)
        if (twins[i]->base == rs)
            t = twins[i];
    if (!t) {
        assert(ntwins < TWIN_MAX);
        NEW0(t);
        make(t, rs);
        twins[ntwins++] = t;
    }
    pthread_mutex_unlock(&lock);
    return &t->rs;
}
