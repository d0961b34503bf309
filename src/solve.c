/* Generated from noweb/rulesets/solve.nw by notangle: edit the .nw, not this file. */
#line 150 "noweb/rulesets/solve.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "hash.h"
#include "interrupt.h"
#include "mem.h"
#include "solve.h"
#include "tablefile.h"

#line 172 "noweb/rulesets/solve.nw"
typedef struct Level {
    Position_List opts, parts;          /* a component's options; an option's parts */
    Position_List hard, keys;           /* the hard components of a child being made */
    Position_List kids;                 /* the children */
    Position_List todo;                 /* the children still to search, in order */
    Position_List sh, sk;               /* the state searched at this depth */
    uint64_t *buf;                      /* a key, a child's record */
    size_t cap;
    uint64_t *sig;                      /* the signature of the state searched here */
    size_t sigcap;
    const uint64_t **order;             /* the keys of a state, sorted for its signature */
    size_t ordercap;
    size_t *kid;                        /* the offsets of the children, in order */
    size_t kidcap;
} Level;

struct Solve {
    Position_Eval *e;
    const Position_Ruleset *rs;
    const Position_Hints *hints;        /* Position_hints(rs) */
    size_t budget, small;
    uint64_t *arena;                    /* entries: header (length, result), words */
    size_t an, acap;
    size_t *slot;                       /* offsets + 1 of entries and hash tags; 0 empty */
    size_t mask, count;
    uint64_t *hard;                     /* keys known to be hard, as entries too */
    size_t hn, hcap, *hslot, hmask, hcount;
    uint64_t *memo;                     /* components as split, and what they are */
    size_t mn, mcap, *mslot, mmask, mcount;
    uint64_t *nims;                     /* impartial: keys of known nim-value (the tag) */
    size_t nn, ncap, *nslot, nmask, ncount;
    uint64_t epoch;                     /* the game store's, when the memo was begun */
    size_t held;                        /* bytes declared with Game_hold */
    size_t nodes;
    Level **level;
    size_t nlevel;
    Game_Status status;                 /* how the last call ended */
    size_t max_positions;               /* the bound in force in the search under way */
    Position_Progress *progress;
    void *progress_closure;
};
#line 225 "noweb/rulesets/solve.nw"
static void account(Solve *s)
{
    size_t bytes = (s->acap + s->hcap + s->mcap + s->ncap) * sizeof(uint64_t)
                   + (s->mask + s->hmask + s->mmask + s->nmask + 4) * sizeof(size_t);
    Game_hold((ptrdiff_t)bytes - (ptrdiff_t)s->held);
    s->held = bytes;
}

/* a slot holds the entry's offset + 1 in its low SLOT_BITS bits and the top
   bits of its hash above them; 0 is an empty slot */
#define SLOT_BITS 40
#define SLOT_AT(x) ((size_t)((x) & (((uint64_t)1 << SLOT_BITS) - 1)))
#define SLOT_TAG(h) ((h) >> SLOT_BITS << SLOT_BITS)

/* the entry of words w[0..n) in a set, or NULL */
static uint64_t *set_find(const uint64_t *arena, const size_t *slot, size_t mask,
                          const uint64_t *w, size_t n)
{
    if (!slot)
        return NULL;
    uint64_t h = Hash_words(w, n), tag = SLOT_TAG(h);
    for (size_t j = (size_t)h & mask; slot[j]; j = (j + 1) & mask) {
        if (SLOT_TAG((uint64_t)slot[j]) != tag)
            continue;                   /* another hash: the arena is not read */
        const uint64_t *k = arena + SLOT_AT(slot[j]) - 1;
        if ((k[0] & 0xffffffffu) == n && memcmp(k + 1, w, n * sizeof *w) == 0)
            return (uint64_t *)k;
    }
    return NULL;
}

/* index the entry at offset at of the arena (its words already there) */
static void set_index(const uint64_t *arena, size_t at, size_t **slot, size_t *mask,
                      size_t *count)
{
    assert(at + 1 < (size_t)1 << SLOT_BITS);
    if (2 * (*count + 1) > (*slot ? *mask + 1 : 0)) {
        size_t m = *slot ? 2 * (*mask + 1) : 1024;
        size_t *t = CALLOC(m, sizeof *t);
        for (size_t i = 0; *slot && i <= *mask; i++)
            if ((*slot)[i]) {
                const uint64_t *k = arena + SLOT_AT((*slot)[i]) - 1;
                size_t j = (size_t)Hash_words(k + 1, k[0] & 0xffffffffu) & (m - 1);
                while (t[j])
                    j = (j + 1) & (m - 1);
                t[j] = (*slot)[i];
            }
        FREE(*slot);
        *slot = t;
        *mask = m - 1;
    }
    const uint64_t *k = arena + at;
    uint64_t h = Hash_words(k + 1, k[0] & 0xffffffffu);
    size_t j = (size_t)h & *mask;
    while ((*slot)[j])
        j = (j + 1) & *mask;
    (*slot)[j] = (size_t)(SLOT_TAG(h) | (at + 1));
    (*count)++;
}

static void set_add(uint64_t **arena, size_t *an, size_t *acap, size_t **slot,
                    size_t *mask, size_t *count, const uint64_t *w, size_t n, uint64_t tag)
{
    GROW(*arena, *acap, *an + n + 1);
    size_t at = *an;
    (*arena)[(*an)++] = n | tag << 32;
    memcpy(*arena + *an, w, n * sizeof *w);
    *an += n;
    set_index(*arena, at, slot, mask, count);
}
#line 304 "noweb/rulesets/solve.nw"
static void check_limits(Solve *s)
{
    if (Interrupt_signal)
        Game_raise(GAME_LIMIT_SIGNAL);
    if (s->max_positions && Position_eval_count(s->e) + s->count >= s->max_positions)
        Game_raise(GAME_LIMIT_POSITIONS);
}
#line 338 "noweb/rulesets/solve.nw"
static Level *level_at(Solve *s, size_t depth)
{
    if (depth >= s->nlevel) {
        size_t n = s->nlevel ? 2 * s->nlevel : 16;
        while (n <= depth)
            n *= 2;
        RESIZE_ARRAY(s->level, n, sizeof *s->level);
        for (size_t i = s->nlevel; i < n; i++)
            NEW0(s->level[i]);
        s->nlevel = n;
    }
    return s->level[depth];
}

static void need(Level *l, size_t words)
{
    if (words > l->cap) {
        RESIZE_ARRAY(l->buf, words, sizeof *l->buf);
        l->cap = words;
    }
}

static bool component(Solve *s, Level *l, const uint64_t *p, size_t len, Game_T *v,
                      size_t *klen, bool *neg)
{
    bool large = s->hints->search
                 || (s->hints->size && s->hints->size(s->rs->param, p, len) > s->small);
    if (s->hints->size && !large) {             /* small: the evaluator's, key and all */
        Game_Status st = Position_value(s->e, p, len, v);
        if (st == GAME_DONE)
            return true;
        Game_raise(st);
    }
    need(l, len + POSITION_KEY_EXTRA);
    *neg = s->rs->normalise(s->rs->param, p, len, l->buf, klen);
    if (s->rs->fast && s->rs->fast(s->rs->param, l->buf, *klen, v)) {
        *v = *neg ? Game_neg(*v) : *v;
        return true;
    }
    if (large)
        return false;
    if (set_find(s->hard, s->hslot, s->hmask, l->buf, *klen))
        return false;
    size_t budget = Position_eval_count(s->e) + s->budget;
    size_t room = !s->max_positions ? 0 : s->max_positions > s->count
                  ? s->max_positions - s->count : 1;
    Game_Limits call = { .max_positions = room && room < budget ? room : budget };
    Game_Status st = Position_value_within(s->e, call, p, len, v);
    if (st == GAME_DONE)
        return true;
    if (st != GAME_LIMIT_POSITIONS || call.max_positions != budget)
        Game_raise(st);                         /* not the budget: the search stops */
    set_add(&s->hard, &s->hn, &s->hcap, &s->hslot, &s->hmask, &s->hcount, l->buf, *klen, 0);
    account(s);
    return false;
}
#line 422 "noweb/rulesets/solve.nw"
enum { MEMO_HARD = 1, MEMO_NEG = 2 };
#define MEMO_WORDS ((size_t)1 << 21)    /* 16 MB of entries, then it starts again */

static void memo_clear(Solve *s)
{
    s->mn = s->mcount = 0;
    if (s->mslot)
        memset(s->mslot, 0, (s->mmask + 1) * sizeof *s->mslot);
    s->epoch = Game_store_epoch();
}

/* the moves of both players in hard component p, Left's | Right's << 16, each
   at most 0xffff (they only order the children) */
static unsigned both_moves(const Solve *s, const uint64_t *p, size_t len)
{
    if (!s->hints->moves)
        return 0;
    size_t l = s->hints->moves(s->rs->param, p, len, 'L');
    size_t r = s->hints->moves(s->rs->param, p, len, 'R');
    return (unsigned)(l < 0xffff ? l : 0xffff) | (unsigned)(r < 0xffff ? r : 0xffff) << 16;
}

/* component p classified, through the memo: true and *v when its value is known,
   else false and *key (in the memo, valid till the next memo_add), *klen, *neg and
   *moves (as both_moves) */
static bool classify(Solve *s, Level *l, const uint64_t *p, size_t len, Game_T *v,
                     const uint64_t **key, size_t *klen, bool *neg, unsigned *moves)
{
    const uint64_t *m = set_find(s->memo, s->mslot, s->mmask, p, len);
    if (!m) {
        bool known = component(s, l, p, len, v, klen, neg);
        size_t extra = known ? 2 : 2 + *klen;
        if (s->mn + 1 + len + extra > MEMO_WORDS)
            memo_clear(s);
        GROW(s->memo, s->mcap, s->mn + 1 + len + extra);
        size_t at = s->mn;
        uint64_t *w = s->memo + at;
        w[0] = len;
        memcpy(w + 1, p, len * sizeof *p);
        w[1 + len] = (known ? 0 : MEMO_HARD) | (!known && *neg ? MEMO_NEG : 0)
                     | (uint64_t)(known ? 0 : *klen) << 32;
        w[2 + len] = known ? (uint64_t)*v : both_moves(s, p, len);
        if (!known)
            memcpy(w + 3 + len, l->buf, *klen * sizeof *w);
        s->mn += 1 + len + extra;
        set_index(s->memo, at, &s->mslot, &s->mmask, &s->mcount);
        account(s);
        m = s->memo + at;
    }
    const uint64_t *info = m + 1 + len;
    if (!(info[0] & MEMO_HARD)) {
        *v = (Game_T)info[1];
        return true;
    }
    *neg = info[0] & MEMO_NEG;
    *klen = (size_t)(info[0] >> 32);
    *moves = (unsigned)info[1];
    *key = info + 2;
    return false;
}
#line 488 "noweb/rulesets/solve.nw"
static void drop_record(Position_List *l, size_t i)
{
    size_t o = 0;
    for (size_t j = 0; j < i; j++)
        o += 1 + POSITION_LEN(l->w[o]);
    size_t words = 1 + POSITION_LEN(l->w[o]);
    memmove(l->w + o, l->w + o + words, (l->n - o - words) * sizeof *l->w);
    l->n -= words;
    l->count--;
}

static void push_hard(Position_List *hard, Position_List *keys, const uint64_t *p,
                      size_t len, const uint64_t *key, size_t klen, bool neg,
                      unsigned moves)
{
    size_t o = 0, i = 0;
    for (; o < keys->n; o += 1 + POSITION_LEN(keys->w[o]), i++)
        if (POSITION_LEN(keys->w[o]) == klen && (POSITION_FLAGS(keys->w[o]) != 0) != neg
            && memcmp(keys->w + o + 1, key, klen * sizeof *key) == 0)
            break;
    if (o == keys->n) {
        Position_list_push(hard, p, len, moves);
        Position_list_push(keys, key, klen, neg ? POSITION_NEG : 0);
        return;
    }
    drop_record(hard, i);
    drop_record(keys, i);
}
#line 535 "noweb/rulesets/solve.nw"
static int key_order(const void *a, const void *b)
{
    const uint64_t *x = *(const uint64_t *const *)a, *y = *(const uint64_t *const *)b;
    size_t n = POSITION_LEN(x[0]), m = POSITION_LEN(y[0]);
    if (n != m)
        return n < m ? -1 : 1;
    int c = memcmp(x + 1, y + 1, n * sizeof *x);
    if (c)
        return c;
    return (POSITION_FLAGS(x[0]) > POSITION_FLAGS(y[0])) - (POSITION_FLAGS(x[0])
                                                            < POSITION_FLAGS(y[0]));
}

static size_t signature(Level *l, Game_T c, const Position_List *keys, char side)
{
    GROW(l->order, l->ordercap, keys->count + 1);
    const uint64_t **k = l->order;
    size_t n = 0;
    for (size_t o = 0; o < keys->n; o += 1 + POSITION_LEN(keys->w[o]))
        k[n++] = keys->w + o;
    qsort(k, n, sizeof *k, key_order);
    GROW(l->sig, l->sigcap, keys->n + 1);
    size_t w = 0;
    bool flip = side == 'R';                    /* written as -G with Left to move */
    l->sig[w++] = (uint64_t)(flip ? Game_neg(c) : c) << 8 | 'L';
    for (size_t i = 0; i < n; i++) {
        size_t len = POSITION_LEN(k[i][0]);
        l->sig[w++] = flip ? k[i][0] ^ (uint64_t)POSITION_NEG << 32 : k[i][0];
        memcpy(l->sig + w, k[i] + 1, len * sizeof *l->sig);
        w += len;
    }
    return w;
}
#line 585 "noweb/rulesets/solve.nw"
static bool wins(Solve *s, Game_T c, const Position_List *hard, const Position_List *keys,
                 char side, size_t depth);

static uint64_t order_key(Solve *s, const Position_List *hard, char side);
static bool sum_wins(Solve *s, const Position_List *hard, const Position_List *keys,
                     uint32_t n, size_t depth);
static bool nim_known(const Solve *s, const uint64_t *k, uint32_t *m);
static void nim_add(Solve *s, const Position_List *keys, uint32_t m);

static bool outcome_wins(Game_T c, char side)
{
    Game_Outcome o = Game_outcome(c);
    return o == GAME_OUTCOME_N || o == (side == 'L' ? GAME_OUTCOME_L : GAME_OUTCOME_R);
}

/* splits position p: its known components are added to c (returned), the hard ones
   pushed on hard and keys */
static Game_T add_parts(Solve *s, Level *l, const uint64_t *p, size_t len, Game_T c,
                        Position_List *hard, Position_List *keys)
{
    Position_list_clear(&l->parts);
    s->rs->split(s->rs->param, p, len, &l->parts);
    for (size_t r = 0; r < l->parts.n; r += 1 + POSITION_LEN(l->parts.w[r])) {
        const uint64_t *part = l->parts.w + r + 1;
        size_t n = POSITION_LEN(l->parts.w[r]), klen;
        Game_T v;
        const uint64_t *key;
        bool neg = false;
        unsigned moves;
        if (classify(s, l, part, n, &v, &key, &klen, &neg, &moves))
            c = Game_add(c, v);
        else
            push_hard(hard, keys, part, n, key, klen, neg, moves);
    }
    return c;
}

/* child records: header (length; flags: hard parts), C', total hard length, then the
   hard parts, each a position record followed by its key record */
static void make_children(Solve *s, Level *l, Game_T c, const Position_List *hard,
                          const Position_List *keys, char side)
{
    Position_list_clear(&l->kids);
    size_t i = 0;
    for (size_t o = 0; o < hard->n; o += 1 + POSITION_LEN(hard->w[o]), i++) {
        Position_list_clear(&l->opts);
        Position_value_options(s->rs, hard->w + o + 1, POSITION_LEN(hard->w[o]),
                               s->rs->flags & POSITION_IMPARTIAL ? 'L' : side, &l->opts);
        for (size_t q = 0; q < l->opts.n; q += 1 + POSITION_LEN(l->opts.w[q])) {
            Game_T c2 = c;
            Position_list_clear(&l->hard);
            Position_list_clear(&l->keys);
            size_t j = 0;                       /* the other hard components stay */
            for (size_t a = 0, b = 0; a < hard->n; a += 1 + POSITION_LEN(hard->w[a]),
                 b += 1 + POSITION_LEN(keys->w[b]), j++)
                if (j != i) {
                    Position_list_push(&l->hard, hard->w + a + 1, POSITION_LEN(hard->w[a]),
                                       POSITION_FLAGS(hard->w[a]));
                    Position_list_push(&l->keys, keys->w + b + 1, POSITION_LEN(keys->w[b]),
                                       POSITION_FLAGS(keys->w[b]));
                }
            c2 = add_parts(s, l, l->opts.w + q + 1, POSITION_LEN(l->opts.w[q]), c2, &l->hard,
                           &l->keys);
            
#line 659 "noweb/rulesets/solve.nw"
size_t words = 4 + l->hard.n + l->keys.n;
need(l, words);                         /* the keys of the parts are done with */
uint64_t *w = l->buf;
w[0] = c2;
w[1] = l->hard.count;
w[2] = l->hard.n;
w[3] = order_key(s, &l->hard, side);
size_t at = 4;
for (size_t a = 0, b = 0; a < l->hard.n; a += 1 + POSITION_LEN(l->hard.w[a]),
     b += 1 + POSITION_LEN(l->keys.w[b])) {
    memcpy(w + at, l->hard.w + a, (1 + POSITION_LEN(l->hard.w[a])) * sizeof *w);
    at += 1 + POSITION_LEN(l->hard.w[a]);
    memcpy(w + at, l->keys.w + b, (1 + POSITION_LEN(l->keys.w[b])) * sizeof *w);
    at += 1 + POSITION_LEN(l->keys.w[b]);
}
Position_list_push(&l->kids, w, words, 0);
#line 649 "noweb/rulesets/solve.nw"
        }
    }
}
#line 686 "noweb/rulesets/solve.nw"
static uint64_t order_key(Solve *s, const Position_List *hard, char side)
{
    if (!s->hints->moves || hard->n == 0)          /* no hard part: decided at once */
        return hard->n;
    uint64_t mine = 0, theirs = 0;
    for (size_t o = 0; o < hard->n; o += 1 + POSITION_LEN(hard->w[o])) {
        unsigned m = POSITION_FLAGS(hard->w[o]);        /* both_moves */
        mine += side == 'L' ? m & 0xffff : m >> 16;
        theirs += side == 'L' ? m >> 16 : m & 0xffff;
    }
    return ((uint64_t)1 << 40) + 2 * theirs - mine;
}

static int child_order(const void *a, const void *b, void *kids)
{
    const uint64_t *w = kids;
    const uint64_t *x = w + *(const size_t *)a + 1, *y = w + *(const size_t *)b + 1;
    if (x[3] != y[3])
        return x[3] < y[3] ? -1 : 1;
    return (*(const size_t *)a > *(const size_t *)b) - (*(const size_t *)a
                                                        < *(const size_t *)b);
}

/* the state of child w is put in the next level's sh and sk (and searched there) */
static Level *child_state(Solve *s, const uint64_t *w, size_t depth)
{
    Level *l = level_at(s, depth + 1);
    Position_list_clear(&l->sh);
    Position_list_clear(&l->sk);
    size_t at = 4;
    for (uint64_t i = 0; i < w[1]; i++) {
        Position_list_push(&l->sh, w + at + 1, POSITION_LEN(w[at]), POSITION_FLAGS(w[at]));
        at += 1 + POSITION_LEN(w[at]);
        Position_list_push(&l->sk, w + at + 1, POSITION_LEN(w[at]), POSITION_FLAGS(w[at]));
        at += 1 + POSITION_LEN(w[at]);
    }
    return l;
}

static bool child_wins(Solve *s, const uint64_t *w, char side, size_t depth)
{
    Level *l = child_state(s, w, depth);
    return wins(s, (Game_T)w[0], &l->sh, &l->sk, side, depth + 1);
}

/* 1: the table says that side wins child w, 0: that it loses, -1: not known */
static int child_known(Solve *s, const uint64_t *w, char side, size_t depth)
{
    Level *l = child_state(s, w, depth);
    size_t n = signature(l, (Game_T)w[0], &l->sk, side);
    const uint64_t *hit = set_find(s->arena, s->slot, s->mask, l->sig, n);
    return hit ? hit[0] >> 32 == 1 : -1;
}
#line 747 "noweb/rulesets/solve.nw"
static bool wins(Solve *s, Game_T c, const Position_List *hard, const Position_List *keys,
                 char side, size_t depth)
{
    if (hard->count == 0)
        return outcome_wins(c, side);
    bool impartial = (s->rs->flags & POSITION_IMPARTIAL) && Game_is_nimber(c);
    if (impartial) {
        
#line 826 "noweb/rulesets/solve.nw"
if (hard->count > 1)
    return sum_wins(s, hard, keys, Game_nimber_value(c), depth);
uint32_t known;
if (nim_known(s, keys->w, &known))
    return known != Game_nimber_value(c);
side = 'L';
#line 755 "noweb/rulesets/solve.nw"
    }
    Game_stack_check();
    check_limits(s);
    Level *l = level_at(s, depth);
    size_t n = signature(l, c, keys, side);         /* kept in l->sig till the end */
    const uint64_t *hit = set_find(s->arena, s->slot, s->mask, l->sig, n);
    if (hit) {
        if (impartial && hit[0] >> 32 != 1)
            nim_add(s, keys, Game_nimber_value(c));     /* a state of a saved table */
        return hit[0] >> 32 == 1;
    }
    if ((++s->nodes & 4095) == 0 && s->progress)
        s->progress(s->progress_closure, s->nodes, s->count,
                    s->held + Position_eval_bytes(s->e));
    char other = impartial ? 'L' : side == 'L' ? 'R' : 'L';
    make_children(s, l, c, hard, keys, side);
    GROW(l->kid, l->kidcap, l->kids.count + 1);
    size_t *ord = l->kid, m = 0;
    for (size_t o = 0; o < l->kids.n; o += 1 + POSITION_LEN(l->kids.w[o]))
        ord[m++] = o;
    qsort_r(ord, m, sizeof *ord, child_order, l->kids.w);
    bool won = false;
    for (size_t i = 0; i < m && !won && l->kids.w[ord[i] + 2] == 0; i++)
        won = !outcome_wins((Game_T)l->kids.w[ord[i] + 1], other);
    Position_list_clear(&l->todo);      /* in order, apart from the scratch of kids */
    for (size_t i = 0; i < m && !won; i++)
        if (l->kids.w[ord[i] + 2] != 0)
            Position_list_push(&l->todo, l->kids.w + ord[i] + 1,
                               POSITION_LEN(l->kids.w[ord[i]]), 0);
    for (size_t o = 0; o < l->todo.n && !won; o += 1 + POSITION_LEN(l->todo.w[o]))
        won = child_known(s, l->todo.w + o + 1, other, depth) == 0;
    for (size_t o = 0; o < l->todo.n && !won; o += 1 + POSITION_LEN(l->todo.w[o]))
        won = !child_wins(s, l->todo.w + o + 1, other, depth);
    size_t nm = side == 'L' ? Game_num_left(c) : Game_num_right(c);
    for (size_t i = 0; i < nm && !won; i++)
        won = !wins(s, side == 'L' ? Game_left(c, i) : Game_right(c, i), hard, keys, other,
                    depth + 1);
    set_add(&s->arena, &s->an, &s->acap, &s->slot, &s->mask, &s->count, l->sig, n,
            won ? 1 : 2);
    if (impartial && !won)
        nim_add(s, keys, Game_nimber_value(c));         /* H + *n lost: H is *n */
    account(s);
    return won;
}
#line 838 "noweb/rulesets/solve.nw"
static bool nim_known(const Solve *s, const uint64_t *k, uint32_t *m)
{
    const uint64_t *e = set_find(s->nims, s->nslot, s->nmask, k + 1, POSITION_LEN(k[0]));
    if (e)
        *m = (uint32_t)(e[0] >> 32);
    return e != NULL;
}

static void nim_add(Solve *s, const Position_List *keys, uint32_t m)
{
    uint32_t known;
    if (!nim_known(s, keys->w, &known))
        set_add(&s->nims, &s->nn, &s->ncap, &s->nslot, &s->nmask, &s->ncount, keys->w + 1,
                POSITION_LEN(keys->w[0]), m);
}
#line 865 "noweb/rulesets/solve.nw"
static void one_state(Level *l, const uint64_t *h, const uint64_t *k)
{
    Position_list_clear(&l->sh);
    Position_list_clear(&l->sk);
    Position_list_push(&l->sh, h + 1, POSITION_LEN(h[0]), POSITION_FLAGS(h[0]));
    Position_list_push(&l->sk, k + 1, POSITION_LEN(k[0]), POSITION_FLAGS(k[0]));
}

static uint32_t nim_of(Solve *s, const uint64_t *h, const uint64_t *k, size_t depth)
{
    uint32_t m;
    if (nim_known(s, k, &m))
        return m;
    Level *l = level_at(s, depth);
    for (m = 0;; m++) {
        one_state(l, h, k);
        if (!wins(s, Game_nimber(m), &l->sh, &l->sk, 'L', depth))
            return m;
    }
}

/* the moves of both players in a hard record (both_moves in its flags), then the
   length of its key: the larger, the harder */
static uint64_t hardness(const uint64_t *h, const uint64_t *k)
{
    unsigned m = POSITION_FLAGS(h[0]);
    return ((uint64_t)(m & 0xffff) + (m >> 16)) << 32 | POSITION_LEN(k[0]);
}

static bool sum_wins(Solve *s, const Position_List *hard, const Position_List *keys,
                     uint32_t n, size_t depth)
{
    size_t best = 0, bestk = 0;
    for (size_t a = 0, b = 0; a < hard->n; a += 1 + POSITION_LEN(hard->w[a]),
         b += 1 + POSITION_LEN(keys->w[b]))
        if (hardness(hard->w + a, keys->w + b) > hardness(hard->w + best, keys->w + bestk)) {
            best = a;
            bestk = b;
        }
    for (size_t a = 0, b = 0; a < hard->n; a += 1 + POSITION_LEN(hard->w[a]),
         b += 1 + POSITION_LEN(keys->w[b]))
        if (a != best)
            n ^= nim_of(s, hard->w + a, keys->w + b, depth + 1);
    Level *l = level_at(s, depth + 1);
    one_state(l, hard->w + best, keys->w + bestk);
    return wins(s, Game_nimber(n), &l->sh, &l->sk, 'L', depth + 1);
}
#line 919 "noweb/rulesets/solve.nw"
typedef struct Search {
    Solve *s;
    const uint64_t *p;
    size_t len;
    Game_T g;
    char first;
    bool wins;
} Search;

static void search_begin(Solve *s)
{
    s->max_positions = Game_limits().max_positions;
    if (s->epoch != Game_store_epoch())
        memo_clear(s);                          /* its values were of an emptied store */
}

static void search_body(void *closure)
{
    Search *q = closure;
    Solve *s = q->s;
    search_begin(s);
    Level *l = level_at(s, 0), *next = level_at(s, 1);
    Position_list_clear(&next->sh);
    Position_list_clear(&next->sk);
    Game_T c = add_parts(s, l, q->p, q->len, q->g, &next->sh, &next->sk);
    q->wins = wins(s, c, &next->sh, &next->sk, q->first, 1);
}

Game_Status Solve_wins_plus(Solve *s, const uint64_t *p, size_t len, Game_T g, char first,
                            bool *wins)
{
    assert(s && (p || len == 0) && wins && (first == 'L' || first == 'R'));
    Search q = { s, p, len, g, first, false };
    s->status = Game_protect(Position_eval_limits(s->e), search_body, &q);
    if (s->status == GAME_DONE)
        *wins = q.wins;
    return s->status;
}

Game_Status Solve_wins(Solve *s, const uint64_t *p, size_t len, char first, bool *wins)
{
    return Solve_wins_plus(s, p, len, Game_zero(), first, wins);
}

Game_Status Solve_outcome(Solve *s, const uint64_t *p, size_t len, Game_Outcome *o)
{
    assert(o);
    bool l, r;
    Game_Status st;
    if ((st = Solve_wins(s, p, len, 'L', &l)) != GAME_DONE
        || (st = Solve_wins(s, p, len, 'R', &r)) != GAME_DONE)
        return st;
    *o = l && r ? GAME_OUTCOME_N : l ? GAME_OUTCOME_L : r ? GAME_OUTCOME_R : GAME_OUTCOME_P;
    return GAME_DONE;
}
#line 1033 "noweb/rulesets/solve.nw"
Game_Status Solve_equals(Solve *s, const uint64_t *p, size_t len, Game_T v, bool *eq)
{
    assert(eq);
    Game_T minus = Game_neg(v);
    bool w;
    Game_Status st;
    if ((st = Solve_wins_plus(s, p, len, minus, 'L', &w)) != GAME_DONE)
        return st;
    if (!w && (st = Solve_wins_plus(s, p, len, minus, 'R', &w)) != GAME_DONE)
        return st;
    *eq = !w;
    return GAME_DONE;
}
#line 1059 "noweb/rulesets/solve.nw"
enum { SOLVE_VALUE_BITS = 4, SOLVE_GUESSES = 64 };

static Game_T nus_at(int64_t m, int d, int64_t ups, uint32_t nim)
{
    Dyadic_T x = Dyadic_make(m, d);
    Game_T g = Game_nus(x, ups, nim);
    Dyadic_clear(&x);
    return g;
}

static bool probe(Solve *s, const uint64_t *p, size_t len, int64_t m, int d, char side,
                  bool *w)
{
    return Solve_wins_plus(s, p, len, nus_at(-m, d, 0, 0), side, w) == GAME_DONE;
}

/* the integer a with below(a) and not below(a + 1), where below(x) is "side's probe
   at x is wins_at"; false on a limit */
static bool bracket(Solve *s, const uint64_t *p, size_t len, char side, bool wins_at,
                    int64_t *a)
{
    bool w;
    if (!probe(s, p, len, 0, 0, side, &w))
        return false;
    int64_t lo, hi, step = 1;                   /* below(lo), not below(hi) */
    if (w == wins_at) {
        for (lo = 0;; step *= 2) {
            if (step > (int64_t)1 << 40 || !probe(s, p, len, step, 0, side, &w))
                return false;
            if (w != wins_at)
                break;
            lo = step;
        }
        hi = step;
    } else {
        for (hi = 0;; step *= 2) {
            if (step > (int64_t)1 << 40 || !probe(s, p, len, -step, 0, side, &w))
                return false;
            if (w == wins_at)
                break;
            hi = -step;
        }
        lo = -step;
    }
    while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        if (!probe(s, p, len, mid, 0, side, &w))
            return false;
        if (w == wins_at)
            lo = mid;
        else
            hi = mid;
    }
    *a = lo;
    return true;
}
#line 1122 "noweb/rulesets/solve.nw"
static const struct { int64_t ups; uint32_t nim; }
    fuzzy[] = { { 0, 1 }, { 1, 1 }, { -1, 1 }, { 0, 2 } },     /* *, ^*, v*, *2 */
    above[] = { { 1, 0 }, { 2, 0 }, { 2, 1 } };                 /* ^, ^^, ^^* */

static size_t guesses(int64_t la, int64_t rc, int d, Game_T *tried, size_t *nt,
                      Game_T *out)
{
    Game_T g[16];
    size_t n = 0;
    if (la > rc + 1) {                                      /* {a | e} */
        Game_T l = nus_at(la, d, 0, 0), r = nus_at(rc + 1, d, 0, 0);
        g[n++] = Game_make(&l, 1, &r, 1);
    }
    if (la + 1 == rc)                                       /* the number b = c */
        g[n++] = nus_at(rc, d, 0, 0);
    if (la == rc + 1)                                       /* x + *: both win at x */
        for (size_t i = 0; i < sizeof fuzzy / sizeof *fuzzy; i++)
            g[n++] = nus_at(la, d, fuzzy[i].ups, fuzzy[i].nim);
    if (la == rc)               /* x + ups (+ *): only Left wins at x = a; or downs at b */
        for (size_t i = 0; i < sizeof above / sizeof *above; i++) {
            g[n++] = nus_at(la, d, above[i].ups, above[i].nim);
            g[n++] = nus_at(la + 1, d, -above[i].ups, above[i].nim);
        }
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        bool seen = false;
        for (size_t j = 0; j < *nt && !seen; j++)
            seen = tried[j] == g[i];
        if (!seen && *nt < SOLVE_GUESSES) {
            tried[(*nt)++] = g[i];
            out[m++] = g[i];
        }
    }
    return m;
}
#line 1163 "noweb/rulesets/solve.nw"
typedef struct Valuing {
    Solve *s;
    const uint64_t *p;
    size_t len;
    Game_T v;
    bool found, ok;
} Valuing;

static void value_body(void *closure)
{
    Valuing *q = closure;
    Solve *s = q->s;
    if (s->rs->flags & POSITION_IMPARTIAL) {
        
#line 1237 "noweb/rulesets/solve.nw"
search_begin(s);
Level *l = level_at(s, 0), *next = level_at(s, 1);
Position_list_clear(&next->sh);
Position_list_clear(&next->sk);
Game_T c = add_parts(s, l, q->p, q->len, Game_zero(), &next->sh, &next->sk);
uint32_t n = Game_nimber_value(c);
for (size_t a = 0, b = 0; a < next->sh.n; a += 1 + POSITION_LEN(next->sh.w[a]),
     b += 1 + POSITION_LEN(next->sk.w[b]))
    n ^= nim_of(s, next->sh.w + a, next->sk.w + b, 2);
q->v = Game_nimber(n);
q->found = q->ok = true;
#line 1177 "noweb/rulesets/solve.nw"
        return;
    }
    int64_t la, rc;
    if (!bracket(s, q->p, q->len, 'L', true, &la)
        || !bracket(s, q->p, q->len, 'R', false, &rc))
        return;
    Game_T tried[SOLVE_GUESSES], g[16];
    size_t nt = 0;
    for (int d = 0;; d++) {
        size_t n = guesses(la, rc, d, tried, &nt, g);
        for (size_t i = 0; i < n; i++) {
            bool eq;
            if (Solve_equals(s, q->p, q->len, g[i], &eq) != GAME_DONE)
                return;
            if (eq) {
                q->v = g[i];
                q->found = q->ok = true;
                return;
            }
        }
        if (d == SOLVE_VALUE_BITS)
            break;
        bool w;
        if (!probe(s, q->p, q->len, 2 * la + 1, d + 1, 'L', &w))
            return;
        la = 2 * la + w;                        /* Left wins at the middle: a moves up */
        if (!probe(s, q->p, q->len, 2 * rc + 1, d + 1, 'R', &w))
            return;
        rc = 2 * rc + !w;                       /* Right loses at the middle: c moves up */
    }
    q->ok = true;
}

Game_Status Solve_value(Solve *s, const uint64_t *p, size_t len, Game_T *v, bool *found)
{
    assert(s && (p || len == 0) && v && found);
    Valuing q = { s, p, len, 0, false, false };
    Game_Status st = Game_protect(Position_eval_limits(s->e), value_body, &q);
    if (st == GAME_DONE && !q.ok)
        st = s->status;                 /* a search inside stopped, and said why */
    s->status = st;
    if (st == GAME_DONE) {
        *found = q.found;
        if (q.found)
            *v = q.v;
    }
    return st;
}
#line 1284 "noweb/rulesets/solve.nw"
enum { SOLVE_TAG = 0x536f6c76 };        /* "Solv" */

static void take_notes(Solve *s)
{
    size_t n, cap, count;
    uint64_t *w = Position_eval_notes_take(s->e, &n, &cap, &count);
    bool ours = w != NULL;
    for (size_t a = 0; ours && a < n; a += 1 + (w[a] & 0xffffffffu))
        ours = w[a + 1] >> 16 == SOLVE_TAG;
    if (!ours) {                        /* none, or another client's: left as they are */
        if (w)
            Position_eval_notes_give(s->e, w, n, cap, count);
        return;
    }
    for (size_t a = 0; a < n; a += 1 + (w[a] & 0xffffffffu)) {
        uint64_t c = w[a] >> 32, head = w[a + 1];
        w[a] = (w[a] & 0xffffffffu) | (head >> 8 & 0xff) << 32;
        w[a + 1] = c << 8 | (head & 0xff);
        if (!set_find(w, s->slot, s->mask, w + a + 1, w[a] & 0xffffffffu))
            set_index(w, a, &s->slot, &s->mask, &s->count);
    }
    s->arena = w;
    s->an = n;
    s->acap = cap;
    account(s);
}

void Solve_keep(Solve *s)
{
    assert(s);
    uint64_t *w = s->arena;
    size_t records = 0;                 /* a state loaded twice is kept, not indexed */
    for (size_t a = 0; a < s->an; a += 1 + (w[a] & 0xffffffffu), records++) {
        uint64_t result = w[a] >> 32, sig = w[a + 1];
        w[a] = (w[a] & 0xffffffffu) | (sig >> 8) << 32;
        w[a + 1] = (uint64_t)SOLVE_TAG << 16 | result << 8 | (sig & 0xff);
    }
    Position_eval_notes_give(s->e, w, s->an, s->acap, records);
    s->arena = NULL;
    s->an = s->acap = s->count = 0;
    FREE(s->slot);
    s->mask = 0;
    account(s);
}
#line 1335 "noweb/rulesets/solve.nw"
Solve *Solve_new(Position_Eval *e)
{
    assert(e);
    Solve *s;
    NEW0(s);
    s->e = e;
    s->rs = Position_eval_ruleset(e);
    s->hints = Position_hints(s->rs);
    s->budget = 20000;
    s->small = 12;
    take_notes(s);
    return s;
}

void Solve_free(Solve **sp)
{
    assert(sp);
    Solve *s = *sp;
    if (!s)
        return;
    Game_hold(-(ptrdiff_t)s->held);
    for (size_t i = 0; i < s->nlevel; i++) {
        Level *l = s->level[i];
        Position_list_free(&l->opts);
        Position_list_free(&l->parts);
        Position_list_free(&l->hard);
        Position_list_free(&l->keys);
        Position_list_free(&l->kids);
        Position_list_free(&l->todo);
        Position_list_free(&l->sh);
        Position_list_free(&l->sk);
        FREE(l->buf);
        FREE(l->sig);
        FREE(l->order);
        FREE(l->kid);
        FREE(l);
    }
    FREE(s->level);
    FREE(s->arena);
    FREE(s->slot);
    FREE(s->hard);
    FREE(s->hslot);
    FREE(s->memo);
    FREE(s->mslot);
    FREE(s->nims);
    FREE(s->nslot);
    FREE(s);
    *sp = NULL;
}

void Solve_set_budget(Solve *s, size_t positions)
{
    assert(s);
    s->budget = positions ? positions : 1;
    memo_clear(s);
}

void Solve_set_small(Solve *s, size_t units)
{
    assert(s);
    s->small = units;
    memo_clear(s);
}

Game_Status Solve_status(const Solve *s) { assert(s); return s->status; }
size_t Solve_nodes(const Solve *s) { assert(s); return s->nodes; }
size_t Solve_count(const Solve *s) { assert(s); return s->count; }

void Solve_set_progress(Solve *s, Position_Progress *fn, void *closure)
{
    assert(s);
    s->progress = fn;
    s->progress_closure = closure;
}
