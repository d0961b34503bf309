/* Generated from noweb/rulesets/position.nw by notangle: edit the .nw, not this file. */
#line 606 "noweb/rulesets/position.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "position.h"
#include "interrupt.h"
#include "mem.h"
#include "table.h"

typedef Position_Level Level;
#define find(e, k, len, h, v) Table_find(&(e)->table, k, len, h, v)
#define insert(e, k, len, h, v) Table_insert(&(e)->table, k, len, h, v)
#define hash_key Table_hash
#define push_value Position_push_value
#define next_way Position_next_way
enum { PART_NEG = POSITION_PART_NEG, PART_END = POSITION_PART_END };

#line 1075 "noweb/rulesets/position.nw"
typedef struct Call {
    struct Position_Eval *e;
    const uint64_t *p;
    size_t len;
    Game_T v;
} Call;
#line 643 "noweb/rulesets/position.nw"
void Position_list_push(Position_List *l, const uint64_t *w, size_t len, unsigned flags)
{
    assert(l && (w || len == 0) && len <= 0xffffffffu);
    size_t bytes = 2 * (l->n + len + 1) * sizeof *l->w;
    if (l->n + len + 1 > l->cap && bytes > POSITION_LIST_FREE)
        Game_charge(bytes);                 /* a long list counts against the byte bound */
    GROW(l->w, l->cap, l->n + len + 1);
    l->w[l->n] = (uint64_t)len | (uint64_t)flags << 32;
    if (len == 1)
        l->w[l->n + 1] = w[0];          /* the common case, without a call */
    else
        memcpy(l->w + l->n + 1, w, len * sizeof *w);
    l->n += len + 1;
    l->count++;
}

void Position_list_clear(Position_List *l)
{
    l->n = l->count = 0;
}

void Position_list_free(Position_List *l)
{
    FREE(l->w);
    *l = (Position_List){ 0 };
}

void Position_value_options(const Position_Ruleset *rs, const uint64_t *p, size_t len,
                            char side, Position_List *out)
{
    (rs->value_options ? rs->value_options : rs->options)(rs->param, p, len, side, out);
}
#line 680 "noweb/rulesets/position.nw"
Position_Eval *Position_eval_new(const Position_Ruleset *rs)
{
    assert(rs && rs->name && rs->options && rs->split && rs->normalise);
    struct Position_Eval *e = CALLOC(1, sizeof *e);
    e->rs = rs;
    Table_init(&e->table);
    e->threads = 1;
    return e;
}

void Position_eval_free(Position_Eval **ep)
{
    assert(ep);
    struct Position_Eval *e = *ep;
    if (!e)
        return;
    Position_levels_free(e->level, e->nlevel);
    Table_free(&e->table);
    FREE(*ep);
}

void Position_eval_set_limits(Position_Eval *e, Game_Limits lim)
{
    assert(e);
    e->lim = lim;
}

Game_Status Position_eval_status(const Position_Eval *e)
{
    assert(e);
    return e->status;
}

Game_Limits Position_eval_limits(const Position_Eval *e)
{
    assert(e);
    return e->lim;
}

const Position_Ruleset *Position_eval_ruleset(const Position_Eval *e)
{
    assert(e);
    return e->rs;
}

size_t Position_eval_count(const Position_Eval *e)
{
    assert(e);
    return e->table.count;
}

size_t Position_eval_searched(const Position_Eval *e)
{
    assert(e);
    return e->searched;
}

size_t Position_eval_bytes(const Position_Eval *e)
{
    assert(e);
    return Table_bytes(&e->table);
}

void Position_eval_set_progress(Position_Eval *e, Position_Progress *fn, void *closure)
{
    assert(e);
    e->progress = fn;
    e->progress_closure = closure;
}
#line 778 "noweb/rulesets/position.nw"
static Level *level_in(Level ***a, size_t *n, size_t d)    /* of a search, or a thread */
{
    while (d >= *n) {
        RESIZE(*a, (*n + 1) * sizeof **a);
        (*a)[(*n)++] = CALLOC(1, sizeof(Level));
    }
    return (*a)[d];
}

Position_Level *Position_level_in(Position_Level ***a, size_t *n, size_t d)
{
    assert(a && n);
    return level_in(a, n, d);
}

static Level *level(struct Position_Eval *e, size_t d)
{
    return level_in(&e->level, &e->nlevel, d);
}

/* the lists that grow with the options of a position (the options, their
   parts and the parts' hashes); the rest of a level is smaller than these */
static size_t level_bytes(const Level *lv)
{
    return (lv->opts.cap + lv->parts[0].cap + lv->caphs[0]) * sizeof(uint64_t);
}

static void hold_level(struct Position_Eval *e, Level *lv)
{
    size_t b = level_bytes(lv);
    if (b <= lv->held || !e->table.active || e->par)
        return;
    Game_hold((ptrdiff_t)(b - lv->held));
    e->held_levels += b - lv->held;
    lv->held = b;
    Game_charge(0);                         /* within the byte bound, or stop */
}


static void levels_free(Level **a, size_t n)
{
    for (size_t d = 0; d < n; d++) {
        Level *lv = a[d];
        Position_list_free(&lv->opts);
        Position_list_free(&lv->comps);
        for (int s = 0; s < 2; s++) {
            Position_list_free(&lv->parts[s]);
            FREE(lv->hs[s]);
            FREE(lv->pv[s]);
            FREE(lv->vals[s]);
        }
        FREE(lv->order);
        FREE(lv->key);
        FREE(lv);
    }
    FREE(a);
}

void Position_levels_free(Position_Level **a, size_t n)
{
    assert(a || n == 0);
    levels_free(a, n);
}

static void split_parts(const struct Position_Eval *e, Level *lv, int s, const uint64_t *p,
                        size_t len);
static Game_T sum_parts(struct Position_Eval *e, Level *lv, size_t *at, size_t depth);

static Game_T impartial_value(Level *lv);
static bool bridged(struct Position_Eval *e, Level *lv, const uint64_t *k, size_t len,
                    size_t depth, Game_T *v);

static Game_T component_value(struct Position_Eval *e, const uint64_t *k, size_t len,
                              uint64_t h, size_t depth)
{
    Game_T v;
    if (find(e, k, len, h, &v))
        return v;
    const void *param = e->rs->param;
    if (e->rs->fast && e->rs->fast(param, k, len, &v))
        return v;
    if (Interrupt_signal)
        Game_raise(GAME_LIMIT_SIGNAL);
    Game_stack_check();                 /* a heap of 50000 is 50000 levels deep */
    Level *lv = level(e, depth);
    if (e->rs->bridges && bridged(e, lv, k, len, depth, &v)) {
        insert(e, k, len, h, v);
        return v;
    }
    lv->nvals[0] = lv->nvals[1] = 0;
    bool impartial = e->rs->flags & POSITION_IMPARTIAL;
    for (int side = 0; side < (impartial ? 1 : 2); side++) {
        Position_list_clear(&lv->opts);
        Position_value_options(e->rs, k, len, side ? 'R' : 'L', &lv->opts);
        Position_list_clear(&lv->parts[0]);
        for (size_t i = 0; i < lv->opts.n; i += 1 + POSITION_LEN(lv->opts.w[i]))
            split_parts(e, lv, 0, lv->opts.w + i + 1, POSITION_LEN(lv->opts.w[i]));
        hold_level(e, lv);
        for (size_t at = 0; at < lv->parts[0].n;)
            push_value(lv, side, sum_parts(e, lv, &at, depth));
    }
    if (impartial)
        v = impartial_value(lv);
    else
        v = Game_make(lv->vals[0], lv->nvals[0], lv->vals[1], lv->nvals[1]);
    insert(e, k, len, h, v);
    if ((++e->searched & 4095) == 0 && e->progress)
        e->progress(e->progress_closure, e->searched, e->table.count,
                    Table_bytes(&e->table));
    return v;
}
#line 899 "noweb/rulesets/position.nw"
static Game_T impartial_value(Level *lv)
{
    size_t n = lv->nvals[0], words = n / 64 + 1;
    if (lv->capkey < words) {
        lv->capkey = words;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    memset(lv->key, 0, words * sizeof *lv->key);
    for (size_t i = 0; i < n; i++) {
        uint32_t m = Game_nimber_value(lv->vals[0][i]);
        if (m <= n)
            lv->key[m / 64] |= 1ULL << (m % 64);
    }
    size_t m = 0;
    while (lv->key[m / 64] >> (m % 64) & 1)
        m++;
    return Game_nimber((uint32_t)m);
}
#line 944 "noweb/rulesets/position.nw"
static void split_parts(const struct Position_Eval *e, Level *lv, int s, const uint64_t *p,
                        size_t len)
{
    Position_List *parts = &lv->parts[s];
    Position_list_clear(&lv->comps);
    e->rs->split(e->rs->param, p, len, &lv->comps);
    if (lv->capkey < len + POSITION_KEY_EXTRA) {
        lv->capkey = len + POSITION_KEY_EXTRA;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    uint64_t *key = lv->key;
    for (size_t i = 0; i < lv->comps.n; i += 1 + POSITION_LEN(lv->comps.w[i])) {
        size_t clen = POSITION_LEN(lv->comps.w[i]), klen;
        assert(clen <= len);
        bool neg = e->rs->normalise(e->rs->param, lv->comps.w + i + 1, clen, key, &klen);
        assert(klen <= clen + POSITION_KEY_EXTRA);
        uint64_t h = hash_key(key, klen);
        __builtin_prefetch(__atomic_load_n(&e->table.slot, __ATOMIC_RELAXED)  /* threads */
                           + ((size_t)h & __atomic_load_n(&e->table.mask, __ATOMIC_RELAXED)));
        GROW(lv->hs[s], lv->caphs[s], parts->n + 1);
        lv->hs[s][parts->n] = h;
        Position_list_push(parts, key, klen, neg ? PART_NEG : 0);
    }
    static const uint64_t none = 0;     /* memcpy wants a pointer even for 0 words */
    Position_list_push(parts, &none, 0, PART_END);
}

static Game_T sum_parts(struct Position_Eval *e, Level *lv, size_t *at, size_t depth)
{
    bool impartial = e->rs->flags & POSITION_IMPARTIAL;
    uint32_t nim = 0;
    size_t count = 0;
    Game_T s = Game_zero();
    size_t i = *at;
    for (;;) {
        uint64_t w = lv->parts[0].w[i];
        if (POSITION_FLAGS(w) & PART_END)
            break;
        size_t klen = POSITION_LEN(w);
        Game_T v = component_value(e, lv->parts[0].w + i + 1, klen, lv->hs[0][i], depth + 1);
        if (!impartial)
            s = Game_add(s, POSITION_FLAGS(w) & PART_NEG ? Game_neg(v) : v);
        else if (count++ == 0)
            s = v;
        nim ^= impartial ? Game_nimber_value(v) : 0;
        i += 1 + klen;
    }
    *at = i + 1;
    return impartial && count > 1 ? Game_nimber(nim) : s;
}

void Position_split_parts(const struct Position_Eval *e, Position_Level *lv, int s,
                          const uint64_t *p, size_t len)
{
    assert(e && lv && (s == 0 || s == 1) && (p || len == 0));
    split_parts(e, lv, s, p, len);
}

static Game_T sum_value(struct Position_Eval *e, const uint64_t *p, size_t len,
                        size_t depth)
{
    Level *lv = level(e, depth);
    Position_list_clear(&lv->parts[0]);
    split_parts(e, lv, 0, p, len);
    size_t at = 0;
    return sum_parts(e, lv, &at, depth);
}
#line 1028 "noweb/rulesets/position.nw"
static bool known(struct Position_Eval *e, Level *up, const uint64_t *p, size_t len,
                  Game_T *v)
{
    Position_list_clear(&up->parts[0]);
    split_parts(e, up, 0, p, len);
    Game_T s = Game_zero();
    for (size_t i = 0;; i += 1 + POSITION_LEN(up->parts[0].w[i])) {
        uint64_t w = up->parts[0].w[i];
        if (POSITION_FLAGS(w) & PART_END)
            break;
        const uint64_t *key = up->parts[0].w + i + 1;
        size_t klen = POSITION_LEN(w);
        Game_T c;
        if (!find(e, key, klen, up->hs[0][i], &c)
            && !(e->rs->fast && e->rs->fast(e->rs->param, key, klen, &c)))
            return false;
        s = Game_add(s, POSITION_FLAGS(w) & PART_NEG ? Game_neg(c) : c);
    }
    *v = s;
    return true;
}

static bool bridged(struct Position_Eval *e, Level *lv, const uint64_t *k, size_t len,
                    size_t depth, Game_T *v)
{
    Position_list_clear(&lv->opts);
    e->rs->bridges(e->rs->param, k, len, &lv->opts);
    Level *up = level(e, depth + 1);
    for (size_t i = 0; i < lv->opts.n;) {
        const uint64_t *r[3];
        size_t n[3];
        next_way(&lv->opts, &i, r, n);
        Game_T x, p;
        if (known(e, up, r[0], n[0], &x) && known(e, up, r[1], n[1], &p) && x == p) {
            *v = Game_add(p, sum_value(e, r[2], n[2], depth + 1));
            return true;
        }
    }
    return false;
}
#line 1084 "noweb/rulesets/position.nw"
static void value_body(void *closure)
{
    Call *c = closure;
    if (c->e->parallel && !(c->e->rs->flags & POSITION_IMPARTIAL))
        c->v = c->e->parallel(c->e, c->p, c->len);     /* module threaded */
    else
        c->v = sum_value(c->e, c->p, c->len, 0);
}

static size_t tighter(size_t a, size_t b)
{
    return a - 1 < b - 1 ? a : b;           /* 0 is no bound: it wraps to the largest */
}

static Game_Status protected_within(struct Position_Eval *e, const Game_Limits *lim,
                                    Game_Body *body, void *closure)
{
    Table_follow(&e->table);            /* an emptied store: its ids are void */
    e->table.active = true;
    e->table.held = Table_bytes(&e->table);
    Game_hold((ptrdiff_t)(e->table.held + e->held_levels));  /* the table, the levels */
    Game_Limits both = e->lim;
    if (lim) {
        both.max_games = tighter(both.max_games, lim->max_games);
        both.max_bytes = tighter(both.max_bytes, lim->max_bytes);
        both.max_positions = tighter(both.max_positions, lim->max_positions);
    }
    Game_Status st = Game_protect(both, body, closure);
    Game_hold(-(ptrdiff_t)(e->table.held + e->held_levels));
    e->table.held = 0;
    e->table.active = false;
    e->status = st;
    return st;
}

Game_Status Position_eval_protect(Position_Eval *e, Game_Body *body, void *closure)
{
    assert(e && body);
    return protected_within(e, NULL, body, closure);
}

Game_Status Position_value_within(Position_Eval *e, Game_Limits lim, const uint64_t *p,
                                  size_t len, Game_T *v)
{
    assert(e && (p || len == 0) && v);
    Call c = { e, p, len, 0 };
    Game_Status st = protected_within(e, &lim, value_body, &c);
    if (st == GAME_DONE)
        *v = c.v;
    return st;
}

Game_Status Position_value(Position_Eval *e, const uint64_t *p, size_t len, Game_T *v)
{
    assert(e && (p || len == 0) && v);
    Call c = { e, p, len, 0 };
    Game_Status st = protected_within(e, NULL, value_body, &c);
    if (st == GAME_DONE)
        *v = c.v;
    return st;
}

Game_Status Position_value_text(Position_Eval *e, const char *text, Game_T *v, Perr_T *err)
{
    assert(e && text && v && err);
    Position_List l = { 0 };
    Game_Status st = GAME_BAD_INPUT;
    if (e->rs->parse(e->rs->param, text, &l, err)
        && (st = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), v)) != GAME_DONE)
        Perr_limit(err, 0, "a search within its limits");
    Position_list_free(&l);
    return st;
}

