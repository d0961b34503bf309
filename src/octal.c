/* Generated from noweb/games/octal.nw by notangle: edit the .nw, not this file. */
#line 227 "noweb/games/octal.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "interrupt.h"
#include "octal.h"
#include "mem.h"
#include "rng.h"

#line 217 "noweb/games/octal.nw"
struct Octal {
    uint8_t digit[OCTAL_MAX_DIGITS + 1];   /* d_0 .. d_t, zero beyond t */
    int t;                                 /* index of the last non-zero digit */
    int nsplit2, nsplit3;
    int split2[OCTAL_MAX_DIGITS + 1];      /* k with bit 4 in d_k */
    int split3[OCTAL_MAX_DIGITS + 1];      /* k with bit 8 in d_k */
};
#line 453 "noweb/games/octal.nw"
typedef struct Buf {
    char *s;
    size_t len, cap;
    bool failed;
} Buf;
#line 539 "noweb/games/octal.nw"
#define VALUE_LIMIT 65536u          /* values are < VALUE_LIMIT (16 bits) */

typedef struct Marks {
    uint32_t *stamp;                /* VALUE_LIMIT + 1 entries */
    uint32_t now;
    uint64_t *cand;                 /* VALUE_LIMIT / 64 words (fast method) */
} Marks;
#line 769 "noweb/games/octal.nw"
typedef struct Sparse {
    unsigned mask;              /* value class c(v) = parity(v & mask) */
    unsigned sigma, tau;        /* heap class: c(G(a)) ^ (sigma & (a ^ tau) & 1) */
    bool sparse;                /* false: compute heaps plainly (fallback) */
    size_t *rare;               /* heaps a >= 1 of class 0, ascending */
    size_t nrare, caprare;
    uint64_t *count[2];         /* count[a & 1][v]: heaps a of value v */
    unsigned maxv;              /* the largest value so far */
} Sparse;
#line 249 "noweb/games/octal.nw"
static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static bool parse_fail(Perr_T *err, size_t at, const char *what)
{
    return Perr_set(err, at + 1, "%s", what);
}

bool Octal_parse(const char *code, Octal **out, Perr_T *err)
{
    assert(code && out);
    for (const Octal_Name *n = Octal_names; n->name; n++)
        if (strcmp(code, n->name) == 0)
            code = n->code;
    uint8_t d[OCTAL_MAX_DIGITS + 1] = { 0 };
    size_t i = 0;
    if (code[0] != '.') {
        int v = hexval(code[0]);
        if (v < 0)
            return parse_fail(err, 0, "a hexadecimal digit");
        if (v & 3)
            return parse_fail(err, 0, "0, 4, 8 or C before '.'");
        d[0] = (uint8_t)v;
        i = 1;
    }
    if (code[i] != '.')
        return parse_fail(err, i, "'.'");
    i++;
    if (hexval(code[i]) < 0)
        return parse_fail(err, i, "a digit after '.'");
    int k = 0;
    for (; hexval(code[i]) >= 0; i++) {
        if (k == OCTAL_MAX_DIGITS)
            return parse_fail(err, i, "at most 64 digits after '.'");
        d[++k] = (uint8_t)hexval(code[i]);
    }
    if (code[i] != '\0')
        return parse_fail(err, i, "end of input");
    
#line 307 "noweb/games/octal.nw"
int t = k;
while (t > 0 && d[t] == 0) t--;
if (t == 0 && d[0] == 0)
    return parse_fail(err, 0, "a code with a non-zero digit");
#line 293 "noweb/games/octal.nw"
    struct Octal *g;
    NEW0(g);
    memcpy(g->digit, d, sizeof d);
    g->t = t;
    for (int j = 0; j <= t; j++) {
        if (d[j] & 4) g->split2[g->nsplit2++] = j;
        if (d[j] & 8) g->split3[g->nsplit3++] = j;
    }
    *out = g;
    return true;
}
#line 323 "noweb/games/octal.nw"
const Octal_Name Octal_names[] = {
    { "kayles", "0.77" }, { "dawsons-kayles", "0.07" }, { "dawsons-chess", "0.137" },
    { NULL, NULL }
};
#line 345 "noweb/games/octal.nw"
bool Octal_subtraction_code(const char *text, char **code, Perr_T *err)
{
    assert(text && code);
    bool in[OCTAL_MAX_DIGITS + 1] = { false }, brace = false;
    int top = 0;
    const char *p = text;
    while (*p == ' ') p++;
    if (*p == '{') {
        brace = true;
        for (p++; *p == ' '; p++) {}
    }
    for (;;) {
        int v = 0;
        const char *q = p;
        while (*q >= '0' && *q <= '9' && v <= OCTAL_MAX_DIGITS)
            v = 10 * v + (*q++ - '0');
        if (q == p || v < 1 || v > OCTAL_MAX_DIGITS)
            return Perr_set(err, (size_t)(p - text) + 1,
                            "a member of the set, an integer from 1 to %d",
                            OCTAL_MAX_DIGITS);
        in[v] = true;
        top = v > top ? v : top;
        for (p = q; *p == ' '; p++) {}
        if (*p != ',')
            break;
        for (p++; *p == ' '; p++) {}
    }
    if (brace && *p++ != '}')
        return Perr_set(err, (size_t)(p - text), "',' or '}'");
    while (*p == ' ') p++;
    if (*p != '\0')
        return Perr_set(err, (size_t)(p - text) + 1,
                        brace ? "the end of the set" : "',' or the end of the set");
    char *s = ALLOC((size_t)top + 3);
    s[0] = '0';
    s[1] = '.';
    for (int k = 1; k <= top; k++)
        s[k + 1] = in[k] ? '3' : '0';
    s[top + 2] = '\0';
    *code = s;
    return true;
}
#line 394 "noweb/games/octal.nw"
void Octal_free(Octal **g)
{
    assert(g);
    FREE(*g);
}

char *Octal_str(Octal *g)
{
    assert(g);
    static const char hex[] = "0123456789ABCDEF";
    char *s = ALLOC((size_t)g->t + 4);
    size_t j = 0;
    s[j++] = hex[g->digit[0]];
    s[j++] = '.';
    if (g->t == 0) s[j++] = '0';
    for (int k = 1; k <= g->t; k++) s[j++] = hex[g->digit[k]];
    s[j] = '\0';
    return s;
}

int Octal_max_take(Octal *g)
{
    assert(g);
    return g->t;
}

bool Octal_is_hexadecimal(Octal *g)
{
    assert(g);
    return g->nsplit3 > 0;
}

int Octal_max_heaps(Octal *g)
{
    assert(g);
    return g->nsplit3 > 0 ? 3 : g->nsplit2 > 0 ? 2 : 1;
}
#line 461 "noweb/games/octal.nw"
static void buf_printf(Buf *b, const char *fmt, ...)
{
    if (b->failed) return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int w = vsnprintf(b->s ? b->s + b->len : NULL,
                          b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (w < 0) { b->failed = true; return; }
        if (b->s && b->len + (size_t)w < b->cap) { b->len += (size_t)w; return; }
        b->cap = 2 * (b->cap + (size_t)w) + 64;
        RESIZE(b->s, b->cap);
    }
}

static void leaves_text(Buf *b, unsigned d)
{
    static const char *what[3] = { "one heap", "two non-empty heaps",
                                   "three non-empty heaps" };
    const char *list[3];
    int n = 0;
    for (int j = 0; j < 3; j++)
        if (d & (2u << j)) list[n++] = what[j];
    for (int j = 0; j < n; j++)
        buf_printf(b, "%s%s", j == 0 ? "" : j == n - 1 ? " or " : ", ", list[j]);
}

static int fewest_heaps_left(unsigned d)
{
    return (d & 2) ? 1 : (d & 4) ? 2 : 3;
}

char *Octal_rules(Octal *g)
{
    assert(g);
    Buf b = { NULL, 0, 0, false };
    if (g->digit[0]) {
        unsigned d = g->digit[0];
        buf_printf(&b, "split a heap of at least %d into ", fewest_heaps_left(d));
        leaves_text(&b, d);
        buf_printf(&b, ", taking no token\n");
    }
    for (int k = 1; k <= g->t; k++) {
        unsigned d = g->digit[k];
        if (!d) continue;
        buf_printf(&b, "take %d token%s", k, k == 1 ? "" : "s");
        if (d & 1)
            buf_printf(&b, " if %s the whole heap", k == 1 ? "it is" : "they are");
        if (d & 14) {
            buf_printf(&b, "%s from a heap of at least %d, leaving ",
                       (d & 1) ? ", or" : "", k + fewest_heaps_left(d));
            leaves_text(&b, d);
        }
        buf_printf(&b, "\n");
    }
    if (b.failed) { FREE(b.s); return NULL; }
    return b.s;
}
#line 549 "noweb/games/octal.nw"
static void marks_init(Marks *mk)
{
    mk->stamp = CALLOC(VALUE_LIMIT + 1, sizeof *mk->stamp);
    mk->cand = CALLOC(VALUE_LIMIT / 64, sizeof *mk->cand);
    mk->now = 0;
}

static void marks_free(Marks *mk)
{
    FREE(mk->stamp);
    FREE(mk->cand);
}

static void marks_next(Marks *mk)
{
    if (++mk->now == 0) {
        memset(mk->stamp, 0, (VALUE_LIMIT + 1) * sizeof *mk->stamp);
        mk->now = 1;
    }
}

static inline void mark(Marks *mk, unsigned v) { mk->stamp[v] = mk->now; }
static inline bool marked(const Marks *mk, unsigned v) { return mk->stamp[v] == mk->now; }

static unsigned marks_mex(const Marks *mk)
{
    unsigned v = 0;
    while (v < VALUE_LIMIT && marked(mk, v)) v++;
    return v;
}
#line 585 "noweb/games/octal.nw"
static void mark_single(const struct Octal *g, const uint16_t *G, size_t h,
                        Marks *mk)
{
    for (int k = 1; k <= g->t && (size_t)k <= h; k++) {
        unsigned d = g->digit[k];
        if ((d & 1) && h == (size_t)k) mark(mk, 0);
        if ((d & 2) && h > (size_t)k) mark(mk, G[h - (size_t)k]);
    }
}

static void mark_pairs_all(const struct Octal *g, const uint16_t *G, size_t h,
                           Marks *mk)
{
    for (int i = 0; i < g->nsplit2; i++) {
        size_t k = (size_t)g->split2[i];
        if (h < k + 2) continue;
        size_t m = h - k;
        for (size_t a = 1; 2 * a <= m; a++)
            mark(mk, (unsigned)(G[a] ^ G[m - a]));
    }
}

static void mark_triples_all(const struct Octal *g, const uint16_t *G, size_t h,
                             Marks *mk)
{
    for (int i = 0; i < g->nsplit3; i++) {
        size_t k = (size_t)g->split3[i];
        if (h < k + 3) continue;
        size_t m = h - k;
        for (size_t a = 1; 3 * a <= m; a++)
            for (size_t b = a; 2 * b <= m - a; b++)
                mark(mk, (unsigned)(G[a] ^ G[b] ^ G[m - a - b]));
    }
}
#line 622 "noweb/games/octal.nw"
bool Octal_grundy_plain(Octal *g, size_t n, uint16_t *out)
{
    assert(g && out);
    Marks mk;
    marks_init(&mk);
    bool ok = true;
    for (size_t h = 0; h <= n && ok; h++) {
        marks_next(&mk);
        mark_single(g, out, h, &mk);
        mark_pairs_all(g, out, h, &mk);
        mark_triples_all(g, out, h, &mk);
        unsigned v = marks_mex(&mk);
        if (v >= VALUE_LIMIT) ok = false;
        else out[h] = (uint16_t)v;
    }
    marks_free(&mk);
    return ok;
}
#line 781 "noweb/games/octal.nw"
static inline unsigned value_class(unsigned mask, unsigned v)
{
    return (unsigned)__builtin_parity(v & mask);
}

static inline unsigned heap_class(const Sparse *sp, size_t a, unsigned v)
{
    return value_class(sp->mask, v) ^ (sp->sigma & ((unsigned)a ^ sp->tau) & 1u);
}

static void rare_push(Sparse *sp, size_t a)
{
    GROW(sp->rare, sp->caprare, sp->nrare + 1);
    sp->rare[sp->nrare++] = a;
}

static void walsh_hadamard(int64_t *W, size_t L)
{
    for (size_t len = 1; len < L; len *= 2)
        for (size_t i = 0; i < L; i += 2 * len)
            for (size_t j = i; j < i + len; j++) {
                int64_t x = W[j], y = W[j + len];
                W[j] = x + y;
                W[j + len] = x - y;
            }
}
#line 814 "noweb/games/octal.nw"
static bool same_parity_splits(const struct Octal *g)
{
    if (g->nsplit2 == 0) return false;
    for (int i = 1; i < g->nsplit2; i++)
        if ((g->split2[i] ^ g->split2[0]) & 1) return false;
    return true;
}

static void choose_partition(Sparse *sp, const struct Octal *g,
                             const uint16_t *G, size_t h)
{
    size_t L = 2;
    while (L <= sp->maxv) L *= 2;
    int64_t *W = ALLOC_ARRAY(2 * L, sizeof *W), *D = W + L;
    bool domain = same_parity_splits(g);
    unsigned tau = domain ? (unsigned)g->split2[0] & 1u : 0;
    for (size_t v = 0; v < L; v++) {
        int64_t n0 = (int64_t)sp->count[tau][v], n1 = (int64_t)sp->count[1 - tau][v];
        W[v] = n0 + n1;
        D[v] = n0 - n1;
    }
    walsh_hadamard(W, L);
    walsh_hadamard(D, L);
    size_t best = 1;
    unsigned sigma = 0;
    for (size_t m = 2; m < L; m++)
        if (W[m] < W[best]) best = m;
    int64_t least = W[best];
    if (domain)
        for (size_t m = 0; m < L; m++)
            if (D[m] < least) { least = D[m]; best = m; sigma = 1; }
    FREE(W);
    int64_t rare_heaps = ((int64_t)h + least) / 2;
    sp->mask = (unsigned)best;
    sp->sigma = sigma;
    sp->tau = tau;
    sp->sparse = rare_heaps <= (int64_t)(h / 4) + 1;
    sp->nrare = 0;
    if (sp->sparse)
        for (size_t a = 1; a < h; a++)
            if (heap_class(sp, a, G[a]) == 0)
                rare_push(sp, a);
}
#line 865 "noweb/games/octal.nw"
static unsigned sparse_heap(const struct Octal *g, const Sparse *sp,
                            const uint16_t *G, size_t h, Marks *mk)
{
    mark_single(g, G, h, mk);
    mark_triples_all(g, G, h, mk);
    if (g->nsplit2 == 0) return marks_mex(mk);
    unsigned gamma = 1u ^ (sp->sigma & (unsigned)(h - (size_t)g->split2[0]) & 1u);
    
#line 881 "noweb/games/octal.nw"
for (int i = 0; i < g->nsplit2; i++) {
    size_t k = (size_t)g->split2[i];
    if (h < k + 2) continue;
    size_t m = h - k;
    for (size_t r = 0; r < sp->nrare && sp->rare[r] < m; r++) {
        size_t a = sp->rare[r];
        mark(mk, (unsigned)(G[a] ^ G[m - a]));
    }
}
#line 873 "noweb/games/octal.nw"
    
#line 893 "noweb/games/octal.nw"
unsigned v1 = 0;
size_t need = 0;
for (; v1 < VALUE_LIMIT; v1++) {
    if (marked(mk, v1)) continue;
    if (value_class(sp->mask, v1) == gamma) break;
    need++;
}
#line 874 "noweb/games/octal.nw"
    if (need == 0) return v1;
    
#line 912 "noweb/games/octal.nw"
uint64_t *cand = mk->cand;
size_t span = 64;                  /* a power of two above every value so far */
while (span <= sp->maxv) span *= 2;
memset(cand, 0, span / 64 * sizeof *cand);
for (unsigned w = 0; w < v1; w++)
    if (!marked(mk, w)) cand[w / 64] |= 1ULL << (w % 64);
for (size_t a = 1; need > 0; a++) {
    bool any = false;
    for (int i = 0; i < g->nsplit2; i++) {
        size_t k = (size_t)g->split2[i];
        if (h < k + 2 * a) continue;
        size_t m = h - k;
        any = true;
        unsigned x = (unsigned)(G[a] ^ G[m - a]);
        assert(x < span);
        if (cand[x / 64] >> (x % 64) & 1) {
            assert(x < v1 && value_class(sp->mask, x) != gamma);
            cand[x / 64] &= ~(1ULL << (x % 64));
            mark(mk, x);
            need--;
        }
    }
    if (!any) break;
}
#line 876 "noweb/games/octal.nw"
    return need == 0 ? v1 : marks_mex(mk);
}
#line 972 "noweb/games/octal.nw"
enum { FIRST = 64 };

static bool grundy_sparse(Octal *g, size_t n, uint16_t *out, size_t from, size_t *done,
                          Octal_Progress *progress, void *ctx, bool shortcut)
{
    Marks mk = { NULL, 0, NULL };
    Sparse sp = { 0, 0, 0, false, NULL, 0, 0, { NULL, NULL }, 0 };
    sp.count[0] = CALLOC(2 * (size_t)VALUE_LIMIT, sizeof *sp.count[0]);
    sp.count[1] = sp.count[0] + VALUE_LIMIT;
    marks_init(&mk);
    bool ok = true;
    size_t next_choice = FIRST, next_check = FIRST;
    if (done)
        *done = from;
    
#line 1062 "noweb/games/octal.nw"
if (from > 0) {
    size_t P = from >= FIRST ? FIRST : 0;
    while (P && 2 * P <= from)
        P *= 2;
    for (size_t a = 0; a < from; a++) {
        if (P && a == P)
            choose_partition(&sp, g, out, P);
        sp.count[a & 1][out[a]]++;
        if (out[a] > sp.maxv) sp.maxv = out[a];
        if (P && a >= P && sp.sparse && heap_class(&sp, a, out[a]) == 0)
            rare_push(&sp, a);
    }
    if (P && P == from)
        next_choice = P;            /* the loop chooses at P itself */
    else
        next_choice = P ? 2 * P : FIRST;
}
#line 987 "noweb/games/octal.nw"
    if (from > FIRST)
        next_check = from;
    for (size_t h = from; h <= n && ok; h++) {
        if ((h & 1023) == 0 && Interrupt_signal) { ok = false; break; }
        if (shortcut && h == next_check) {
            
#line 1082 "noweb/games/octal.nw"
Octal_Period per;
size_t soonest;
if (Octal_period_search(g, out, h - 1, &per, &soonest)) {
    for (size_t m = h; m <= n; m++) out[m] = out[m - per.period];
    break;
}
next_check = soonest == SIZE_MAX ? 2 * h : soonest + 1;
if (next_check < h + h / 16)
    next_check = h + h / 16;
if (next_check > 2 * h)
    next_check = 2 * h;
#line 993 "noweb/games/octal.nw"
        }
        if (h == next_choice) {
            choose_partition(&sp, g, out, h);
            next_choice *= 2;
        }
        marks_next(&mk);
        unsigned v;
        if (h < FIRST || !sp.sparse) {
            mark_single(g, out, h, &mk);
            mark_pairs_all(g, out, h, &mk);
            mark_triples_all(g, out, h, &mk);
            v = marks_mex(&mk);
        } else {
            v = sparse_heap(g, &sp, out, h, &mk);
        }
        if (v >= VALUE_LIMIT) { ok = false; break; }
        out[h] = (uint16_t)v;
        sp.count[h & 1][v]++;
        if (v > sp.maxv) sp.maxv = v;
        if (sp.sparse && h >= FIRST && heap_class(&sp, h, v) == 0)
            rare_push(&sp, h);
        if (done) *done = h + 1;
        if (progress && (h & 0xFFFF) == 0 && h > 0) progress(ctx, h, n);
    }
    if (ok && done) *done = n + 1;
    if (ok && progress) progress(ctx, n, n);
    FREE(sp.rare);
    FREE(sp.count[0]);
    marks_free(&mk);
    return ok;
}

bool Octal_grundy_fast(Octal *g, size_t n, uint16_t *out,
                       Octal_Progress *progress, void *ctx)
{
    assert(g && out);
    return grundy_sparse(g, n, out, 0, NULL, progress, ctx, true);
}

bool Octal_grundy_resume(Octal *g, size_t n, uint16_t *out, size_t from, size_t *done,
                         Octal_Progress *progress, void *ctx)
{
    assert(g && out && from <= n + 1);
    return grundy_sparse(g, n, out, from, done, progress, ctx, true);
}

bool Octal_grundy_sparse(Octal *g, size_t n, uint16_t *out,
                         Octal_Progress *progress, void *ctx)
{
    assert(g && out);
    return grundy_sparse(g, n, out, 0, NULL, progress, ctx, false);
}
#line 1101 "noweb/games/octal.nw"
#define MMAP_VALUES ((size_t)1 << 20)

uint16_t *Octal_values_new(size_t n)
{
    if (n >= SIZE_MAX / sizeof(uint16_t) - 1) return NULL;
    size_t bytes = (n + 1) * sizeof(uint16_t);
    if (n + 1 < MMAP_VALUES) return malloc(bytes);
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

void Octal_values_free(uint16_t **values, size_t n)
{
    assert(values);
    if (!*values) return;
    if (n + 1 < MMAP_VALUES) free(*values);
    else munmap(*values, (n + 1) * sizeof(uint16_t));
    *values = NULL;
}
#line 1133 "noweb/games/octal.nw"
long Octal_selftest(size_t n)
{
    uint16_t *a = Octal_values_new(n), *b = Octal_values_new(n);
    uint16_t *c = Octal_values_new(n);
    long bad = (a && b && c) ? 0 : -1;
    size_t bytes = (n + 1) * sizeof(uint16_t);
    for (int code = 1; code < 512 && bad >= 0; code++) {
        char s[6] = { '0', '.', (char)('0' + code / 64), (char)('0' + code / 8 % 8),
                      (char)('0' + code % 8), '\0' };
        Octal *g;
        if (!Octal_parse(s, &g, NULL)) { bad = -1; break; }
        bool pa = Octal_grundy_plain(g, n, a);
        bool pb = Octal_grundy_sparse(g, n, b, NULL, NULL);
        bool pc = Octal_grundy_fast(g, n, c, NULL, NULL);
        if (pa != pb || pa != pc
            || (pa && (memcmp(a, b, bytes) != 0 || memcmp(a, c, bytes) != 0)))
            bad++;
        Octal_free(&g);
    }
    Octal_values_free(&a, n);
    Octal_values_free(&b, n);
    Octal_values_free(&c, n);
    return bad;
}
