/* Generated from noweb/rulesets/toads.nw by notangle: edit the .nw, not this file. */
#line 151 "noweb/rulesets/toads.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mem.h"
#include "toads.h"

enum { EMPTY = 0, TOAD = 1, FROG = 2 };

typedef struct Param {
    uint32_t rule;                  /* the rule of a position without a prefix */
    bool prefix;                    /* MCGS's prefix s,S,J,f: is read */
} Param;

#define RULE(s, S, J, f) ((uint32_t)(s) | (uint32_t)(S) << 8 | (uint32_t)(J) << 16 \
                          | (uint32_t)(f) << 24)
#define NCELLS(p) ((size_t)((p)[0] >> 32))
#define WORDS(n) (1 + ((n) + 31) / 32)

static Toads_Rule rule_of(uint64_t h)
{
    return (Toads_Rule){ (int)(h & 0xff), (int)(h >> 8 & 0xff), (int)(h >> 16 & 0xff),
                         (h >> 24 & 1) != 0 };
}

Toads_Rule Toads_rule(const uint64_t *p, size_t len)
{
    assert(p && len >= 1);
    return rule_of(p[0]);
}

static void decode(const uint64_t *p, unsigned char *c)
{
    size_t n = NCELLS(p);
    for (size_t i = 0; i < n; i++)
        c[i] = (unsigned char)(p[1 + i / 32] >> (2 * (i % 32)) & 3);
}

/* the record of squares c[0..n) with rule, into w; its length */
static size_t encode(uint32_t rule, const unsigned char *c, size_t n, uint64_t *w)
{
    w[0] = (uint64_t)rule | (uint64_t)n << 32;
    memset(w + 1, 0, (WORDS(n) - 1) * sizeof *w);
    for (size_t i = 0; i < n; i++)
        w[1 + i / 32] |= (uint64_t)c[i] << (2 * (i % 32));
    return WORDS(n);
}
#line 204 "noweb/rulesets/toads.nw"
static size_t targets(const unsigned char *c, long n, Toads_Rule r, long i,
                      long *t)
{
    unsigned own = c[i];
    long dir = own == TOAD ? 1 : -1, a = i + dir;
    size_t m = 0;
    if (a < 0 || a >= n)
        return 0;
    if (c[a] == EMPTY) {
        for (long d = 1; d <= r.max_slide; d++) {
            long k = i + d * dir;
            if (k < 0 || k >= n || c[k] != EMPTY)
                break;
            if (d >= r.min_slide)
                t[m++] = k;
        }
        return m;
    }
    long k = a, run = 0;
    while (k >= 0 && k < n && c[k] != EMPTY) {
        if ((c[k] == own && !r.friendly) || ++run > r.max_jump)
            return 0;
        k += dir;
    }
    if (k >= 0 && k < n)
        t[m++] = k;
    return m;
}

static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS];
    uint64_t w[WORDS(TOADS_MAX_CELLS)];
    long t[256], n = (long)NCELLS(p);
    unsigned own = side == 'L' ? TOAD : FROG;
    Toads_Rule r = rule_of(p[0]);
    decode(p, c);
    for (long i = 0; i < n; i++) {
        if (c[i] != own)
            continue;
        size_t m = targets(c, n, r, i, t);
        for (size_t j = 0; j < m; j++) {
            c[i] = EMPTY;
            c[t[j]] = (unsigned char)own;
            Position_list_push(out, w, encode((uint32_t)p[0], c, (size_t)n, w), 0);
            c[t[j]] = EMPTY;
            c[i] = (unsigned char)own;
        }
    }
}

static size_t hint_moves(const void *param, const uint64_t *p, size_t len, char side)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS];
    long t[256], n = (long)NCELLS(p);
    unsigned own = side == 'L' ? TOAD : FROG;
    size_t count = 0;
    decode(p, c);
    for (long i = 0; i < n; i++)
        if (c[i] == own)
            count += targets(c, n, rule_of(p[0]), i, t);
    return count;
}

static size_t hint_size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    (void)len;
    return NCELLS(p);
}
#line 287 "noweb/rulesets/toads.nw"
static void emit(uint32_t rule, const unsigned char *c, long s, long e,
                 Position_List *out)
{
    bool jumps = rule_of(rule).max_jump > 0;
    for (;;) {
        long s0 = s, e0 = e;
        while (s < e && c[s] == FROG)
            s++;
        while (e > s && c[e - 1] == TOAD)
            e--;
        if (!jumps) {
            long k = s, j = e;
            while (k < e && c[k] == EMPTY)
                k++;
            if (k < e && c[k] == TOAD)
                s = k;
            while (j > s && c[j - 1] == EMPTY)
                j--;
            if (j > s && c[j - 1] == FROG)
                e = j;
        }
        if (s == s0 && e == e0)
            break;
    }
    bool stone = false, empty = false;
    for (long i = s; i < e; i++) {
        stone |= c[i] != EMPTY;
        empty |= c[i] == EMPTY;
    }
    if (stone && empty) {
        uint64_t w[WORDS(TOADS_MAX_CELLS)];
        Position_list_push(out, w, encode(rule, c + s, (size_t)(e - s), w), 0);
    }
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS];
    long n = (long)NCELLS(p), start = 0, i = 0;
    uint32_t rule = (uint32_t)p[0];
    long need = rule_of(rule).max_jump + 1;
    decode(p, c);
    while (i < n) {
        if (c[i] == TOAD && (i == 0 || c[i - 1] != TOAD)) {
            long a = i, b;
            while (a < n && c[a] == TOAD)
                a++;
            for (b = a; b < n && c[b] == FROG; b++) {}
            if (a - i >= need && b - a >= need) {       /* a wall */
                emit(rule, c, start, i, out);
                start = i = b;
            } else
                i = a;
            continue;
        }
        if (need == 1 && c[i] == FROG) {                /* a gap without jumps */
            long k = i + 1;
            while (k < n && c[k] == EMPTY)
                k++;
            if (k < n && c[k] == TOAD) {
                emit(rule, c, start, i + 1, out);
                start = i = k;
                continue;
            }
        }
        i++;
    }
    emit(rule, c, start, n, out);
}
#line 363 "noweb/rulesets/toads.nw"
static void swapped(const unsigned char *c, size_t n, unsigned char *r)
{
    static const unsigned char swap[4] = { EMPTY, FROG, TOAD, 3 };
    for (size_t i = 0; i < n; i++)
        r[i] = swap[c[n - 1 - i]];
}

static bool normalise(const void *param, const uint64_t *p, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS], r[TOADS_MAX_CELLS];
    size_t n = NCELLS(p);
    decode(p, c);
    swapped(c, n, r);
    bool neg = memcmp(r, c, n) < 0;
    *klen = encode((uint32_t)p[0], neg ? r : c, n, key);
    return neg;
}

static void conjugate(const void *param, const uint64_t *p, size_t len,
                      Position_List *out)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS], r[TOADS_MAX_CELLS];
    uint64_t w[WORDS(TOADS_MAX_CELLS)];
    size_t n = NCELLS(p);
    decode(p, c);
    swapped(c, n, r);
    Position_list_push(out, w, encode((uint32_t)p[0], r, n, w), 0);
}
#line 402 "noweb/rulesets/toads.nw"
static const char stones[] =
    "a toad (t, T, x, X), a frog (f, F, o, O) or an empty square '.'";

/* the number at s + *at, advanced past; -1 when there is none or it is past 255 */
static long number(const char *s, size_t *at)
{
    long v = 0;
    size_t i = *at;
    if (s[i] < '0' || s[i] > '9')
        return -1;
    for (; s[i] >= '0' && s[i] <= '9'; i++)
        if ((v = 10 * v + (s[i] - '0')) > 255)
            return -1;
    *at = i;
    return v;
}

static bool prefix(const char *s, size_t *at, uint32_t *rule, Perr_T *err)
{
    static const char *const name[4] = {
        "the least slide", "the greatest slide", "the greatest jump",
        "the friendly-jump flag"
    };
    static const char *const what[4] = {
        "a least slide from 1 to 255", "a greatest slide from the least slide to 255",
        "a greatest jump from 0 to 255", "0 or 1 (friendly jumps)"
    };
    long v[4];
    size_t i = 0;
    for (int k = 0; k < 4; k++) {
        size_t col = i + 1;
        v[k] = number(s, &i);
        bool bad = v[k] < 0 || (k == 0 && v[k] < 1) || (k == 1 && v[k] < v[0])
                   || (k == 3 && v[k] > 1);
        if (bad)
            return Perr_set(err, col, "%s", what[k]);
        if (s[i] != (k < 3 ? ',' : ':'))
            return Perr_set(err, i + 1, "'%c' after %s", k < 3 ? ',' : ':', name[k]);
        i++;
    }
    *rule = RULE(v[0], v[1], v[2], v[3]);
    *at = i;
    return true;
}

static bool parse(const void *param, const char *s, Position_List *out, Perr_T *err)
{
    const Param *pm = param;
    uint32_t rule = pm->rule;
    size_t i = 0, n = 0;
    unsigned char c[TOADS_MAX_CELLS];
    uint64_t w[WORDS(TOADS_MAX_CELLS)];
    if (pm->prefix && s[0] >= '0' && s[0] <= '9' && !prefix(s, &i, &rule, err))
        return false;
    static const char letters[] = "tTxXfFoO.";
    for (; s[i]; i++, n++) {
        const char *k = strchr(letters, s[i]);
        if (k == NULL)
            return Perr_set(err, Perr_column(s, i), "%s", stones);
        if (n == TOADS_MAX_CELLS)
            return Perr_limit(err, Perr_column(s, i), "at most %d squares",
                              TOADS_MAX_CELLS);
        c[n] = (unsigned char)(*k == '.' ? EMPTY : k - letters < 4 ? TOAD : FROG);
    }
    if (n == 0)
        return Perr_set(err, Perr_column(s, i), "%s", stones);
    Position_list_push(out, w, encode(rule, c, n, w), 0);
    return true;
}

static char *print(const void *param, const uint64_t *p, size_t len)
{
    const Param *pm = param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS];
    size_t n = NCELLS(p), k = 0;
    char *s = ALLOC(n + 24);
    Toads_Rule r = rule_of(p[0]);
    if ((uint32_t)p[0] != pm->rule)
        k = (size_t)sprintf(s, "%d,%d,%d,%d:", r.min_slide, r.max_slide, r.max_jump,
                            r.friendly);
    decode(p, c);
    for (size_t i = 0; i < n; i++)
        s[k++] = ".tf"[c[i]];
    s[k] = '\0';
    return s;
}
#line 496 "noweb/rulesets/toads.nw"
static void enumerate(const void *param, int size, Position_List *out)
{
    const Param *pm = param;
    unsigned char c[TOADS_MAX_CELLS];
    uint64_t w[WORDS(TOADS_MAX_CELLS)];
    assert(size >= 0 && size <= 20);
    for (int n = 1; n <= size; n++) {
        memset(c, 0, (size_t)n);
        for (;;) {
            Position_list_push(out, w, encode(pm->rule, c, (size_t)n, w), (unsigned)n);
            int i = 0;
            while (i < n && c[i] == FROG)
                c[i++] = EMPTY;
            if (i == n)
                break;
            c[i]++;
        }
    }
}

static char *tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    (void)len;
    unsigned char c[TOADS_MAX_CELLS];
    size_t n = NCELLS(p), bytes = 0;
    char *buf = NULL;
    FILE *f = open_memstream(&buf, &bytes);
    assert(f);
    decode(p, c);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,"
            "baseline=(current bounding box.center)]\n", unit, unit);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "\\draw (%zu,0) rectangle +(1,1);\n", i);
        if (c[i] != EMPTY)
            fprintf(f, "\\draw[fill=%s] (%zu.5,0.5) circle (0.35);\n",
                    c[i] == TOAD ? "black" : "white", i);
    }
    fputs("\\end{tikzpicture}", f);
    fclose(f);
    return buf;
}
#line 542 "noweb/rulesets/toads.nw"
static const Param standard = { RULE(1, 1, 1, 0), true };
static const Param elephants = { RULE(1, 1, 0, 0), false };
static const Position_Census census = {
    .enumerate = enumerate, .size_unit = "squares", .max_size = 12
};
static const Position_Theory theory = { .conjugate = conjugate };
static const Position_Hints hints = { .size = hint_size, .moves = hint_moves };
static const Position_Drawing drawing = { .tikz = tikz };

#define TOADS_DESCRIPTOR                                                         \
    .options = options, .split = split, .normalise = normalise, .parse = parse,  \
    .print = print, .census = &census, .theory = &theory, .hints = &hints,       \
    .drawing = &drawing

const Position_Ruleset Toads_ruleset = {
    .name = "toads", .summary = "values of Toads and Frogs strips (generalised rules)",
    .syntax = "A POSITION is a strip of toads (t, T, x or X: Left, moving\n"
              "right), frogs (f, F, o or O: Right, moving left) and empty squares\n"
              "'.', as in 'ttt..fff' (CGSuite) or 'XXX..OOO' (MCGS).  A toad\n"
              "slides one square right or jumps over one frog; frogs likewise to\n"
              "the left.  MCGS's prefix 's,S,J,f:' sets the rule: slides of s to S\n"
              "squares, jumps over up to J stones (0: none), f = 1 lets them pass\n"
              "one's own stones; '1,1,1,0:' is the standard game.",
    .source = "Winning Ways ch. 1; CGSuite GenToadsAndFrogs; MCGS gen_toads",
    .param = &standard, TOADS_DESCRIPTOR
};

const Position_Ruleset Toads_elephants = {
    .name = "elephants", .summary = "values of Elephants and Rhinos strips",
    .syntax = "A POSITION is a strip of elephants (t, T, x or X: Left, moving right),\n"
              "rhinos (f, F, o or O: Right, moving left) and empty squares '.', as in\n"
              "'x..o.x'.  A stone moves one square forward into an empty square; no\n"
              "jumps.  (It is 'toads 1,1,0,0:...'.)",
    .source = "CGSuite ElephantsAndRhinos; MCGS elephants",
    .param = &elephants, TOADS_DESCRIPTOR
};
