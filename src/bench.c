/* Generated from noweb/cmd/bench.nw by notangle: edit the .nw, not this file. */
#line 57 "noweb/cmd/bench.nw"
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"
#include "born.h"
#include "simplest.h"
#include "conjoined.h"
#include "dyadictext.h"
#include "rational.h"
#include "real.h"
#include "domineering.h"
#include "dyadic.h"
#include "game.h"
#include "thermo.h"
#include "octal.h"
#include "graph.h"
#include "hackenbush.h"
#include "hackenbushtheory.h"
#include "mem.h"
#include "nodekayles.h"
#include "notation.h"
#include "parser.h"
#include "methods.h"
#include "position.h"
#include "registry.h"
#include "rng.h"
#include "runcmd.h"
#include "solve.h"
#include "threaded.h"
#include "tinted.h"
#include "twin.h"

#line 106 "noweb/cmd/bench.nw"
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

Bench_Result Bench_measure(Bench_Workload *fn, char *note, size_t size)
{
    assert(fn && note && size > 0);
    Bench_Result r = { 0, 0, -1 };
    int fd[2];
    note[0] = '\0';
    if (pipe(fd) != 0)
        return r;
    fflush(stdout);
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return r;
    }
    if (pid == 0) {
        
#line 147 "noweb/cmd/bench.nw"
close(fd[0]);
fn(note, size);
size_t len = strlen(note);
ssize_t w = write(fd[1], note, len);
_exit(w == (ssize_t)len ? 0 : 3);
#line 131 "noweb/cmd/bench.nw"
    }
    close(fd[1]);
    
#line 155 "noweb/cmd/bench.nw"
size_t got = 0;
ssize_t k;
while (got + 1 < size && (k = read(fd[0], note + got, size - 1 - got)) > 0)
    got += (size_t)k;
note[got] = '\0';
close(fd[0]);
#line 134 "noweb/cmd/bench.nw"
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) == pid) {
        r.seconds = now() - t0;
        r.peak_kb = ru.ru_maxrss;
        r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    return r;
}
#line 169 "noweb/cmd/bench.nw"
static uint64_t rng_state;
static uint64_t rng(void)
{
    return Rng_next(&rng_state);
}
#line 256 "noweb/cmd/bench.nw"
static void w_games_day3(char *note, size_t size)
{
    Game_T *g = NULL;
    size_t n = 0, chars = 0;
    const char *why = NULL;
    bool ok = Born_by_day(3, 0, &g, &n, &why);
    assert(ok);
    (void)ok;
    for (size_t i = 0; i < n; i++) {
        char *t = Notation_str(g[i]);
        chars += strlen(t) + 1;
        free(t);
    }
    snprintf(note, size, "%zu games born by day 3 (target 1 s), listed: %zu characters",
             n, chars);
    free(g);
    Game_store_free();
}
#line 305 "noweb/cmd/bench.nw"
static Game_T random_game_from(const Game_T *pool, size_t n)
{
    Game_T L[3], R[3];
    size_t nl = rng() % 4, nr = rng() % 4;
    for (size_t i = 0; i < nl; i++) L[i] = pool[rng() % n];
    for (size_t i = 0; i < nr; i++) R[i] = pool[rng() % n];
    return Game_make(L, nl, R, nr);
}

/* Pools of random games, POOL a day for days 1 to 4 over {0}; returns the count. */
static size_t random_pools(Game_T *pool, size_t per_day)
{
    size_t n = 1;
    pool[0] = Game_zero();
    for (int d = 1; d <= 4; d++) {
        size_t had = n;
        for (size_t i = 0; i < per_day; i++)
            pool[n++] = random_game_from(pool, had);
    }
    return n;
}
#line 382 "noweb/cmd/bench.nw"
static void w_cgsuite_lines(char *note, size_t size)
{
    enum { POOL = 64, N = 10000 };
    static const char *const calls[] = {
        "Temperature", "Mean", "LeftStop", "Cool(1)", "Heat(1/2)", "IsNumber",
        "OutcomeClass", "OrdinalSum(1)", "Thermograph", "Freeze"
    };
    rng_state = 11;
    Game_T pool[4 * POOL + 1];
    size_t n = random_pools(pool, POOL), chars = 0;
    char **line = malloc(N * sizeof *line);
    assert(line);
    for (size_t i = 0; i < N; i++) {
        char *g = Notation_str(random_game_from(pool, n));
        const char *m = calls[i % (sizeof calls / sizeof calls[0])];
        size_t len = strlen(g) + strlen(m) + 4;
        line[i] = malloc(len);
        assert(line[i]);
        snprintf(line[i], len, "(%s).%s", g, m);
        free(g);
    }
    double t0 = now();
    size_t bad = 0;
    for (size_t i = 0; i < N; i++) {
        Method_Value v;
        Perr_T e;
        if (!Notation_eval(line[i], &v, &e)) {
            bad++;
            continue;
        }
        char *s = Method_value_str(&v);
        chars += strlen(s);
        free(s);
        Method_value_clear(&v);
    }
    double t = now() - t0;
    snprintf(note, size, "%d lines read, evaluated, printed in %.3f s (target 1 s), "
             "%zu characters out, %zu refused", N, t, chars, bad);
    for (size_t i = 0; i < N; i++)
        free(line[i]);
    free(line);
    Game_store_free();
}
#line 474 "noweb/cmd/bench.nw"
static void hb_trees(char *note, size_t size, int edges)
{
    Position_List l = { 0 };
    Hackenbush_ruleset.census->enumerate(Hackenbush_ruleset.param, edges, &l);
    Position_Eval *e = Position_eval_new(&Hackenbush_search_ruleset);
    size_t n = 0, top = 0, wrong = 0;
    uint64_t sum = 0;
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]), n++) {
        const uint64_t *p = l.w + o + 1;
        size_t len = POSITION_LEN(l.w[o]);
        Game_T v;
        Dyadic_T x;
        bool ok = Position_value(e, p, len, &v) == GAME_DONE
                  && Hackenbush_tree_number(p, len, &x);
        if (ok) {
            wrong += Game_number(x) != v;
            sum = 31 * sum + Dyadic_hash(x);
            Dyadic_clear(&x);
        } else
            wrong++;
        top += POSITION_FLAGS(l.w[o]) == (unsigned)edges;
    }
    snprintf(note, size, "%zu planted trees on a blue edge (%zu of %d edges): %zu differ "
             "from 1:x; hash %016llx, %zu positions in the table", n, top, edges, wrong,
             (unsigned long long)sum, Position_eval_count(e));
    Position_eval_free(&e);
    Position_list_free(&l);
}

static void w_hb_trees9(char *n, size_t s)  { hb_trees(n, s, 9); }
static void w_hb_trees10(char *n, size_t s) { hb_trees(n, s, 10); }

static void w_hb_graph20(char *note, size_t size)
{
    uint64_t rng = 0x2545f4914f6cdd1dULL;
    char text[400];
    size_t at = 0;
    for (int k = 1; k <= 20; k++) {
        uint64_t a = k <= 17 ? (uint64_t)k : Rng_below(&rng, 18), b;
        if (k <= 17)
            b = Rng_below(&rng, (uint64_t)k);
        else
            do b = Rng_below(&rng, 18); while (b == a);
        at += (size_t)snprintf(text + at, sizeof text - at, "%s%c:%llu-%llu",
                               k > 1 ? " " : "", Rng_below(&rng, 2) ? 'r' : 'l',
                               (unsigned long long)a, (unsigned long long)b);
    }
    Position_List l = { 0 };
    Perr_T err;
    bool ok = Hackenbush_ruleset.parse(NULL, text, &l, &err);
    assert(ok);
    Position_Eval *e = Position_eval_new(&Hackenbush_ruleset);
    Game_T v;
    ok = (Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE);
    char *s = ok ? Notation_str(v) : NULL;
    snprintf(note, size, "%s: %s, %zu positions in the table", text,
             ok ? s : "FAILED", Position_eval_count(e));
    free(s);
    Position_eval_free(&e);
    Position_list_free(&l);
}
#line 566 "noweb/cmd/bench.nw"
static void tinted_census(char *note, size_t size, const Position_Ruleset *rs, int nodes)
{
    Position_List l = { 0 };
    char err[200];
    if (!rs->census->enumerate_class(rs->param, 0, nodes, &l, err, sizeof err)) {
        snprintf(note, size, "FAILED: %s", err);
        return;
    }
    Position_Eval *e = Position_eval_new(rs);
    int32_t den = 0;
    Dyadic_T hot = Dyadic_int(-1);
    size_t n = 0;
    for (size_t o = 0; o < l.n; o += 1 + POSITION_LEN(l.w[o]), n++) {
        Game_T v;
        if (Position_value(e, l.w + o + 1, POSITION_LEN(l.w[o]), &v) != GAME_DONE)
            break;
        Game_T x = Game_is_number(v) ? v : Game_add(v, Game_star());
        if (Game_is_number(x)) {
            Dyadic_T d = Game_number_value(x);
            if (Dyadic_exp(d) > den)
                den = Dyadic_exp(d);
            Dyadic_clear(&d);
        }
        Dyadic_T t = Thermo_temperature(v);
        if (Dyadic_cmp(t, hot) > 0) {
            Dyadic_clear(&hot);
            hot = t;
        } else
            Dyadic_clear(&t);
    }
    char *h = Dyadic_str(hot);
    snprintf(note, size, "%s: %zu positions of 1 to %d nodes, largest denominator 2^%d, "
             "hottest temperature %s, %zu in the table", rs->name, n, nodes, (int)den, h,
             Position_eval_count(e));
    free(h);
    Dyadic_clear(&hot);
    Position_eval_free(&e);
    Position_list_free(&l);
}

static void w_col_census7(char *n, size_t s)   { tinted_census(n, s, &Tinted_col, 7); }
static void w_snort_census7(char *n, size_t s) { tinted_census(n, s, &Tinted_snort, 7); }
static void w_col_census8(char *n, size_t s)   { tinted_census(n, s, &Tinted_col, 8); }
static void w_snort_census8(char *n, size_t s) { tinted_census(n, s, &Tinted_snort, 8); }

static void tinted_one(char *note, size_t size, const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 };
    Perr_T err;
    bool ok = rs->parse(rs->param, text, &l, &err);
    assert(ok);
    Position_Eval *e = Position_eval_new(rs);
    Game_T v;
    ok = (Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE);
    char *s = ok ? Notation_str(v) : NULL;
    Dyadic_T t = ok ? Thermo_temperature(v) : Dyadic_int(0);
    char *ts = Dyadic_str(t);
    snprintf(note, size, "%s %s: %s%s, %zu characters, temperature %s, %zu positions in "
             "the table", rs->name, text, ok && strlen(s) < 60 ? s : "",
             ok ? "" : "FAILED", ok ? strlen(s) : 0, ts, Position_eval_count(e));
    free(s);
    free(ts);
    Dyadic_clear(&t);
    Position_eval_free(&e);
    Position_list_free(&l);
}

static void w_snort_path20(char *n, size_t s) { tinted_one(n, s, &Tinted_snort, "path:20"); }
static void w_col_grid45(char *n, size_t s)   { tinted_one(n, s, &Tinted_col, "grid:4x5"); }
static void w_col_grid55(char *n, size_t s)   { tinted_one(n, s, &Tinted_col, "grid:5x5"); }
#line 667 "noweb/cmd/bench.nw"
static void w_conjoined_paths(char *note, size_t size)
{
    const Position_Ruleset *rs[2] = { &Conjoined_gocut, &Conjoined_snogo };
    char seq[2][64] = { "", "" };
    size_t count[2] = { 0, 0 };
    for (int r = 0; r < 2; r++) {
        Position_Eval *e = Position_eval_new(rs[r]);
        for (int n = 1; n <= 15; n++) {
            char text[32];
            Game_T v;
            Perr_T err;
            snprintf(text, sizeof text, "path:%d", n);
            if (Position_value_text(e, text, &v, &err) != GAME_DONE) {
                snprintf(note, size, "FAILED at %s", text);
                Position_eval_free(&e);
                return;
            }
            snprintf(seq[r] + strlen(seq[r]), sizeof seq[r] - strlen(seq[r]), "%u",
                     Game_nimber_value(v));
        }
        count[r] = Position_eval_count(e);
        Position_eval_free(&e);
    }
    snprintf(note, size, "nim-values 1..15: GO-CUT %s (%zu positions), SNO-GO %s (%zu)",
             seq[0], count[0], seq[1], count[1]);
}

static void w_lemma3(char *note, size_t size)
{
    size_t bad = 0, n = Conjoined_lemma3(40, &bad);
    snprintf(note, size, "Lemma 3: %zu (i, j)-components, i, j <= 40, %zu disagree%s", n,
             bad, n == 1600 && bad == 0 ? "" : " FAILED");
}
#line 706 "noweb/cmd/bench.nw"
static void w_nogo_star(char *note, size_t size)
{
    Position_Eval *e = Position_eval_new(&Conjoined_nogo);
    Game_T v;
    Perr_T err;
    bool ok = (Position_value_text(e, "star:50", &v, &err) == GAME_DONE);
    char *s = ok ? Notation_str(v) : NULL;
    snprintf(note, size, "NOGO on star:50: %s, %zu positions", ok ? s : "FAILED",
             Position_eval_count(e));
    free(s);
    Position_eval_free(&e);
}
#line 767 "noweb/cmd/bench.nw"
typedef struct Trees {
    uint32_t *kids, *kstart, *opts, *ostart, *slot;
    uint8_t *nkids, *colour;
    uint16_t *nopt[2];
    Dyadic_T *val;
    size_t n, cap, nk, kcap, no, ocap, mask;
} Trees;

#define NO_TREE UINT32_MAX

static uint64_t trees_hash(unsigned colour, const uint32_t *m, size_t k)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL * (colour + 1);
    for (size_t i = 0; i < k; i++)
        h = (h ^ m[i]) * 0x100000001b3ULL;
    return h ^ h >> 29;
}

static uint32_t trees_find(const Trees *t, unsigned colour, const uint32_t *m, size_t k)
{
    for (size_t s = trees_hash(colour, m, k) & t->mask;; s = (s + 1) & t->mask) {
        uint32_t id = t->slot[s];
        if (id == NO_TREE)
            return NO_TREE;
        if (t->colour[id] == colour && t->nkids[id] == k
            && memcmp(t->kids + t->kstart[id], m, k * sizeof *m) == 0)
            return id;
    }
}
#line 805 "noweb/cmd/bench.nw"
static size_t trees_options(Trees *t, unsigned c, const uint32_t *m, size_t k, int p,
                            bool keep, Dyadic_T *best, bool *any, size_t *wrong)
{
    size_t count = 0;
    uint32_t m2[16];
    #define OFFER(id) do {                                                          \
        Dyadic_T v_ = (id) == NO_TREE ? Dyadic_int(0) : t->val[id];                  \
        int c_ = *any ? Dyadic_cmp(v_, *best) : 0;                                   \
        if (!*any || (p == 0 ? c_ > 0 : c_ < 0))                                     \
            *best = v_;                                                              \
        *any = true;                                                                 \
        if (keep) {                                                                  \
            GROW(t->opts, t->ocap, t->no + 1);                                       \
            t->opts[t->no++] = (id);                                                 \
        }                                                                            \
        count++;                                                                     \
    } while (0)
    if (c == (unsigned)p)
        OFFER(NO_TREE);
    for (size_t i = 0; i < k; i++) {
        if (i > 0 && m[i] == m[i - 1])
            continue;
        uint32_t u = m[i];
        size_t from = t->ostart[u] + (p == 1 ? t->nopt[0][u] : 0);
        for (size_t j = 0; j < t->nopt[p][u]; j++) {
            uint32_t up = t->opts[from + j];
            size_t k2 = 0;
            for (size_t a = 0; a < k; a++)
                if (a != i)
                    m2[k2++] = m[a];
            if (up != NO_TREE) {                /* keep m2 non-increasing */
                size_t at = k2++;
                for (; at > 0 && m2[at - 1] < up; at--)
                    m2[at] = m2[at - 1];
                m2[at] = up;
            }
            uint32_t id = trees_find(t, c, m2, k2);
            if (id == NO_TREE) {
                ++*wrong;
                continue;
            }
            OFFER(id);
        }
    }
    #undef OFFER
    return count;
}
#line 857 "noweb/cmd/bench.nw"
static void trees_add(Trees *t, unsigned c, const uint32_t *m, size_t k, bool keep,
                      size_t *wrong, uint64_t *sum)
{
    GROW(t->kids, t->kcap, t->nk + k);
    size_t id = t->n;
    if (id == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 1024;
        RESIZE(t->kstart, t->cap * sizeof *t->kstart);
        RESIZE(t->ostart, t->cap * sizeof *t->ostart);
        RESIZE(t->nkids, t->cap * sizeof *t->nkids);
        RESIZE(t->colour, t->cap * sizeof *t->colour);
        RESIZE(t->nopt[0], t->cap * sizeof *t->nopt[0]);
        RESIZE(t->nopt[1], t->cap * sizeof *t->nopt[1]);
        RESIZE(t->val, t->cap * sizeof *t->val);
    }
    memcpy(t->kids + t->nk, m, k * sizeof *m);
    t->kstart[id] = (uint32_t)t->nk;
    t->nk += k;
    t->nkids[id] = (uint8_t)k;
    t->colour[id] = (uint8_t)c;
    t->ostart[id] = (uint32_t)t->no;
    Dyadic_T lo = Dyadic_int(0), hi = Dyadic_int(0), x = Dyadic_int(0);
    bool anyl = false, anyr = false;
    t->nopt[0][id] = (uint16_t)trees_options(t, c, m, k, 0, keep, &lo, &anyl, wrong);
    t->nopt[1][id] = (uint16_t)trees_options(t, c, m, k, 1, keep, &hi, &anyr, wrong);
    if (anyl && anyr && Dyadic_cmp(lo, hi) >= 0) {
        ++*wrong;
        t->val[id] = Dyadic_int(0);
    } else
        t->val[id] = Dyadic_simplest(anyl ? &lo : NULL, anyr ? &hi : NULL);
    for (size_t i = 0; i < k; i++) {
        Dyadic_T s = Dyadic_add(x, t->val[m[i]]);
        Dyadic_clear(&x);
        x = s;
    }
    
#line 907 "noweb/cmd/bench.nw"
int sign = c == 0 ? 1 : -1;
for (int64_t j = 1;; j++) {
    Dyadic_T xj = Dyadic_add(x, Dyadic_int(sign * j));
    int cmp = Dyadic_cmp(xj, Dyadic_int(sign));
    if (sign > 0 ? cmp > 0 : cmp < 0) {
        Dyadic_T want = Dyadic_shift(xj, -(int32_t)(j - 1));
        *wrong += !Dyadic_eq(want, t->val[id]);
        Dyadic_clear(&want);
        Dyadic_clear(&xj);
        break;
    }
    Dyadic_clear(&xj);
}
Dyadic_clear(&x);
#line 893 "noweb/cmd/bench.nw"
    *sum = 31 * *sum + Dyadic_hash(t->val[id]);
    for (size_t s = trees_hash(c, m, k) & t->mask; keep; s = (s + 1) & t->mask)
        if (t->slot[s] == NO_TREE) {
            t->slot[s] = (uint32_t)id;
            break;
        }
    t->n++;
}
#line 927 "noweb/cmd/bench.nw"
static void trees_multisets(Trees *t, const size_t *first, int left, size_t top,
                            uint32_t *chosen, size_t k, unsigned c, bool keep,
                            size_t *wrong, uint64_t *sum)
{
    if (left == 0) {
        trees_add(t, c, chosen, k, keep, wrong, sum);
        return;
    }
    size_t lim = first[left + 1] < top + 1 ? first[left + 1] : top + 1;
    for (size_t id = lim; id-- > 0;) {         /* only trees of at most left edges */
        int s = 1;
        while (first[s + 1] <= id)
            s++;
        if (s <= left) {
            chosen[k] = (uint32_t)id;
            trees_multisets(t, first, left - s, id, chosen, k + 1, c, keep, wrong, sum);
        }
    }
}

static void w_hb_trees12(char *note, size_t size)
{
    enum { E = 12 };
    Trees t = { 0 };
    t.mask = (1u << 23) - 1;             /* 2 667 308 trees kept: load 0.32 */
    t.slot = ALLOC_ARRAY(t.mask + 1, sizeof *t.slot);
    memset(t.slot, 0xff, (t.mask + 1) * sizeof *t.slot);
    size_t first[E + 2] = { 0 }, wrong = 0, top = 0;
    uint32_t chosen[E];
    uint64_t sum = 0;
    for (int k = 1; k <= E; k++) {
        size_t from = t.n;
        first[k] = from;
        first[k + 1] = SIZE_MAX;
        for (unsigned c = 0; c < (k < E ? 2u : 1u); c++)
            if (k == 1)
                trees_add(&t, c, chosen, 0, k < E, &wrong, &sum);
            else
                trees_multisets(&t, first, k - 1, from - 1, chosen, 0, c, k < E, &wrong,
                                &sum);
        if (k == E)
            top = t.n - from;
    }
    snprintf(note, size, "%zu planted trees on a blue edge of %d edges (%zu trees in all) "
             "searched: %zu differ from 1:x; hash %016llx", top, E, t.n, wrong,
             (unsigned long long)sum);
    for (size_t i = 0; i < t.n; i++)
        Dyadic_clear(&t.val[i]);
    FREE(t.kids); FREE(t.kstart); FREE(t.opts); FREE(t.ostart); FREE(t.slot);
    FREE(t.nkids); FREE(t.colour); FREE(t.nopt[0]); FREE(t.nopt[1]); FREE(t.val);
}
#line 1028 "noweb/cmd/bench.nw"
static void octal_run(char *note, size_t size, const char *code, size_t n, int how)
{
    Octal *g;
    bool ok = Octal_parse(code, &g, NULL);
    assert(ok);
    uint16_t *G = Octal_values_new(n);
    assert(G);
    ok = how == 0 ? Octal_grundy_fast(g, n, G, NULL, NULL)
       : how == 1 ? Octal_grundy_sparse(g, n, G, NULL, NULL)
                  : Octal_grundy_plain(g, n, G);
    uint64_t sum = 0;
    unsigned max = 0;
    for (size_t i = 0; i <= n; i++) {
        sum = sum * 31 + G[i];
        if (G[i] > max) max = G[i];
    }
    snprintf(note, size, "%s to %zu heaps (%s): %s, G(n) = %u, max %u, hash %016llx",
             code, n, how == 0 ? "fast" : how == 1 ? "sparse" : "plain",
             ok ? "ok" : "FAILED", G[n], max, (unsigned long long)sum);
    Octal_values_free(&G, n);
    Octal_free(&g);
}

static void w_oct_077_fast(char *n, size_t s)   { octal_run(n, s, "0.77", 100000, 0); }
static void w_oct_007_fast(char *n, size_t s)   { octal_run(n, s, "0.07", 100000, 0); }
static void w_oct_077_plain(char *n, size_t s)  { octal_run(n, s, "0.77", 100000, 2); }
static void w_oct_077_sparse(char *n, size_t s) { octal_run(n, s, "0.77", 1000000, 1); }
static void w_oct_0137_fast(char *n, size_t s)  { octal_run(n, s, "0.137", 1000000, 0); }
static void w_oct_06_fast(char *n, size_t s)    { octal_run(n, s, "0.6", 1000000, 0); }
static void w_oct_0167_1e7(char *n, size_t s)   { octal_run(n, s, "0.167", 10000000, 0); }
static void w_oct_0167_1e8(char *n, size_t s)   { octal_run(n, s, "0.167", 100000000, 0); }

static void w_oct_016_settle(char *note, size_t size)
{
    Octal *g;
    bool ok = Octal_parse("0.16", &g, NULL);
    assert(ok);
    size_t n = 1024;
    Octal_Period p = { 0, 0, 0, 0, 0, 0 };
    for (;; n *= 2) {                    /* as cgtk octal --period does */
        uint16_t *G = Octal_values_new(n);
        assert(G);
        ok = Octal_grundy_fast(g, n, G, NULL, NULL) && Octal_find_period(g, G, n, &p);
        Octal_values_free(&G, n);
        if (ok || n > 4000000) break;
    }
    snprintf(note, size, "0.16 (target 10 s): period %zu preperiod %zu bound %zu, "
             "%zu heaps computed", p.period, p.preperiod, p.bound, n);
    Octal_free(&g);
}

static void w_oct_376_settle(char *note, size_t size)
{
    Octal *g;
    bool ok = Octal_parse("0.376", &g, NULL);
    assert(ok);
    size_t n = 1024, prevn = 0;
    uint16_t *prev = NULL;
    Octal_Period p = { 0, 0, 0, 0, 0, 0 };
    for (;; n *= 2) {                    /* as cgtk octal --period does: each try */
        uint16_t *G = Octal_values_new(n);   /* goes on from the one before */
        assert(G);
        size_t from = prev ? prevn + 1 : 0;
        if (prev) {
            memcpy(G, prev, from * sizeof *G);
            Octal_values_free(&prev, prevn);
        }
        ok = Octal_grundy_resume(g, n, G, from, NULL, NULL, NULL)
             && Octal_find_period(g, G, n, &p);
        prev = G;
        prevn = n;
        if (ok || n >= ((size_t)1 << 24)) break;
    }
    Octal_values_free(&prev, prevn);
    snprintf(note, size, "0.376 (target 60 s): period %zu preperiod %zu bound %zu (%s), "
             "%zu heaps asked", p.period, p.preperiod, p.bound,
             p.period == 4 && p.preperiod == 2268248 ? "as published" : "WRONG", n);
    Octal_free(&g);
}

static void w_oct_selftest(char *note, size_t size)
{
    snprintf(note, size, "Octal_selftest(10000): %ld codes differ", Octal_selftest(10000));
}

static void nk_run(char *note, size_t size, int p, int q)
{
    Position_Eval *e = Position_eval_new(&Nodekayles_ruleset);
    uint32_t v = 0, x = 0;
    if (p == 0) {
        for (int n = 0; n <= 60; n++) {
            uint64_t *g = Graph_path((size_t)n, 1);
            Nodekayles_grundy(e, g, &v);
            Graph_free(&g);
            x = 31 * x + v;
        }
        snprintf(note, size, "P_0..P_60, hash %08x, %zu components in the table",
                 (unsigned)x, Position_eval_count(e));
    } else {
        uint64_t *g = Graph_grid((size_t)p, (size_t)q, 1);
        bool ok = Nodekayles_grundy(e, g, &v);
        Graph_free(&g);
        snprintf(note, size, "grid %dx%d: %s %u, %zu components in the table", p, q,
                 ok ? "value" : "FAILED", v, Position_eval_count(e));
    }
    Position_eval_free(&e);
}

static void w_nk_paths(char *n, size_t s)  { nk_run(n, s, 0, 0); }
static void w_nk_grid66(char *n, size_t s) { nk_run(n, s, 6, 6); }
static void w_nk_grid58(char *n, size_t s) { nk_run(n, s, 5, 8); }
#line 1150 "noweb/cmd/bench.nw"
static void w_thermographs(char *note, size_t size)
{
    enum { POOL = 512, N = 10000 };
    rng_state = 41;
    Game_T pool[4 * POOL + 1];
    size_t n = random_pools(pool, POOL), before = Game_store_count();
    size_t corners = 0;
    Dyadic_T hottest = Dyadic_int(-1);
    for (int i = 0; i < N; i++) {
        Thermo_Graph *th = Thermo_thermograph(random_game_from(pool, n));
        Dyadic_T t = Thermo_graph_temperature(th);
        if (Dyadic_cmp(t, hottest) > 0) { Dyadic_clear(&hottest); hottest = t; }
        else Dyadic_clear(&t);
        corners += th->left.n + th->right.n - 2;
        Thermo_graph_free(&th);
        Thermo_cache_free();        /* the next one starts from nothing */
    }
    char *h = Dyadic_str(hottest);
    snprintf(note, size,
             "%d thermographs from scratch (%zu distinct games), %zu corners, hottest %s",
             N, Game_store_count() - before, corners, h);
    free(h);
    Dyadic_clear(&hottest);
    Thermo_cache_free();
    Game_store_free();
}

static void w_thermograph_sum18(char *note, size_t size)
{
    Game_T g = Game_zero();
    for (int k = 1; k <= 18; k++)
        g = Game_add(g, Game_switch(Game_integer(k)));
    Thermo_Graph *th = Thermo_thermograph(g);
    Dyadic_T m = Thermo_graph_mean(th), t = Thermo_graph_temperature(th);
    char *ms = Dyadic_str(m), *ts = Dyadic_str(t);
    snprintf(note, size, "+-1+...+-18: mean %s, temperature %s, %zu+%zu corners, %zu games",
             ms, ts, th->left.n - 1, th->right.n - 1, Game_store_count());
    free(ms); free(ts);
    Dyadic_clear(&m); Dyadic_clear(&t);
    Thermo_graph_free(&th);
    Thermo_cache_free();
    Game_store_free();
}
#line 1202 "noweb/cmd/bench.nw"
static void solve_board(const char *board, char *note, size_t size)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Solve *s = Solve_new(e);
    Domineering_Board b;
    Perr_T err;
    uint64_t w[DOMINEERING_MAX + 1];
    Game_Outcome o = GAME_OUTCOME_P;
    bool ok = Domineering_parse(board, &b, &err)
              && (Solve_outcome(s, w, Domineering_position(&b, w), &o) == GAME_DONE);
    snprintf(note, size, "%s%s: outcome %s, %zu states searched, %zu positions valued",
             ok ? "" : "LIMIT ", board, Game_outcome_name(o),
             Solve_nodes(s), Position_eval_count(e));
    Solve_free(&s);
    Position_eval_free(&e);
    Game_store_free();
}

static void w_solve_6x6(char *note, size_t size) { solve_board("6x6", note, size); }
static void w_solve_6x7(char *note, size_t size) { solve_board("6x7", note, size); }
#line 1233 "noweb/cmd/bench.nw"
static void value_boards(const char *const *boards, size_t n, char *note, size_t size)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Solve *s = Solve_new(e);
    size_t at = 0;
    for (size_t i = 0; i < n && at < size; i++) {
        Domineering_Board b;
        Perr_T err;
        uint64_t w[DOMINEERING_MAX + 1];
        Game_T v = Game_zero();
        bool found = false, ok = Domineering_parse(boards[i], &b, &err)
                     && Solve_value(s, w, Domineering_position(&b, w), &v, &found)
                           == GAME_DONE;
        char *text = found ? Notation_str(v) : NULL;
        at += (size_t)snprintf(note + at, size - at, "%s%s = %s", i ? ", " : "", boards[i],
                               !ok ? "LIMIT" : found ? text : "NOT FOUND");
        FREE(text);
    }
    if (at < size)
        snprintf(note + at, size - at, "; %zu states searched", Solve_nodes(s));
    Solve_free(&s);
    Position_eval_free(&e);
    Game_store_free();
}

static void w_value_6x7(char *note, size_t size)
{
    static const char *const b[] = { "6x7", "7x6" };
    value_boards(b, 2, note, size);
}

static void w_value_7x7(char *note, size_t size)
{
    static const char *const b[] = { "7x7" };
    value_boards(b, 1, note, size);
}
#line 1280 "noweb/cmd/bench.nw"
static void solve_all(int rows, int cols, char *note, size_t size)
{
    Position_Eval *ev = Position_eval_new(&Domineering_ruleset);
    Position_Eval *es = Position_eval_new(&Domineering_ruleset);
    Solve *s = Solve_new(es);
    Solve_set_small(s, 6);
    unsigned cells = (unsigned)(rows * cols);
    uint64_t boards = 0, bad = 0;
    bool ok = true;
    for (uint64_t mask = 0; ok && mask < (UINT64_C(1) << cells); mask++, boards++) {
        Domineering_Board b = { rows, cols, { 0 } };
        for (unsigned k = 0; k < cells; k++)
            if (!(mask >> k & 1))
                b.row[k / (unsigned)cols] |= UINT64_C(1) << (k % (unsigned)cols);
        uint64_t w[DOMINEERING_MAX + 1];
        size_t len = Domineering_position(&b, w);
        Game_T v;
        Game_Outcome o;
        ok = Position_value(ev, w, len, &v) == GAME_DONE
             && Solve_outcome(s, w, len, &o) == GAME_DONE;
        bad += ok && o != Game_outcome(v);
    }
    snprintf(note, size, "%s%s%dx%d, every set of blocked squares: %llu boards, %llu "
             "disagree; %zu states searched", ok ? "" : "LIMIT ", bad ? "DISAGREE " : "",
             rows, cols, (unsigned long long)boards, (unsigned long long)bad,
             Solve_nodes(s));
    Solve_free(&s);
    Position_eval_free(&es);
    Position_eval_free(&ev);
    Game_store_free();
}

static void w_solve_all_4x5(char *note, size_t size) { solve_all(4, 5, note, size); }
static void w_solve_all_5x5(char *note, size_t size) { solve_all(5, 5, note, size); }
#line 1331 "noweb/cmd/bench.nw"
static void w_zigzag_43(char *note, size_t size)
{
    Game_T zz[44];
    zz[0] = Game_zero();
    for (size_t n = 1; n <= 43; n++)
        zz[n] = Domineering_zigzag_next(zz, n);
    snprintf(note, size, "ZZ_1..ZZ_43 by ONAG's recurrence (goal 0.25 s): birthday of ZZ_43 "
             "%llu, %zu games", (unsigned long long)Game_birthday(zz[43]),
             Game_store_count());
    Game_store_free();
}
#line 1393 "noweb/cmd/bench.nw"
/* name: the ruleset as the note names it */
static void rules_run(const Position_Ruleset *rs, const char *name, const char *text,
                      bool solve, char *note, size_t size)
{
    assert(rs != NULL);
    Position_List l = { 0 };
    Perr_T err;
    bool ok = rs->parse(rs->param, text, &l, &err);
    Position_Eval *e = Position_eval_new(rs);
    Solve *s = NULL;
    Game_T v = Game_zero();
    Game_Outcome o = GAME_OUTCOME_P;
    if (ok && solve) {
        s = Solve_new(e);
        ok = Solve_outcome(s, l.w + 1, POSITION_LEN(l.w[0]), &o) == GAME_DONE;
    } else if (ok)
        ok = Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE;
    char *vs = Notation_str(v);
    snprintf(note, size, "%s%s %.30s%s: %s %.40s%s, %zu positions, %zu games",
             ok ? "" : "FAILED ", name, text, strlen(text) > 30 ? "..." : "",
             solve ? "outcome" : "value", solve ? Game_outcome_name(o) : vs,
             !solve && strlen(vs) > 40 ? "..." : "", Position_eval_count(e),
             Game_store_count());
    free(vs);
    if (s)
        Solve_free(&s);
    Position_eval_free(&e);
    Position_list_free(&l);
    Game_store_free();
}

static void ruleset_run(const char *name, const char *text, bool solve, char *note,
                        size_t size)
{
    rules_run(Registry_find(name), name, text, solve, note, size);
}

static void twin_run(const char *name, const char *text, char *note, size_t size)
{
    char label[64];
    snprintf(label, sizeof label, "impartial %s", name);
    rules_run(Twin_of(Registry_find(name)), label, text, false, note, size);
}

static char *alternating(int n)             /* (xo)^n */
{
    char *t = malloc(2 * (size_t)n + 1);
    assert(t);
    for (int i = 0; i < 2 * n; i++)
        t[i] = i % 2 ? 'o' : 'x';
    t[2 * n] = '\0';
    return t;
}

static void w_toads_12(char *note, size_t size)
{
    ruleset_run("toads", "ttttt..fffff", false, note, size);
}

static void w_clobber_xox(char *note, size_t size)
{
    ruleset_run("clobber", "xox/ox.", false, note, size);
}

static void clobber_strip(int n, char *note, size_t size)
{
    char *t = alternating(n);
    ruleset_run("clobber", t, true, note, size);
    free(t);
}

static void w_clobber_xo24(char *note, size_t size) { clobber_strip(24, note, size); }
static void w_clobber_xo30(char *note, size_t size) { clobber_strip(30, note, size); }

static void clobber_checkerboard(int rows, int cols, char *note, size_t size)
{
    char t[128];                        /* rows * (cols + 1) letters */
    assert(rows * (cols + 1) <= (int)sizeof t);
    size_t k = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++)
            t[k++] = (r + c) % 2 ? 'o' : 'x';
        t[k++] = r + 1 < rows ? '|' : '\0';
    }
    ruleset_run("clobber", t, true, note, size);
}

static void w_clobber_2x12(char *note, size_t size)
{
    clobber_checkerboard(2, 12, note, size);
}
static void w_clobber_2x15(char *note, size_t size)
{
    clobber_checkerboard(2, 15, note, size);
}
static void w_clobber_2x16(char *note, size_t size)
{
    clobber_checkerboard(2, 16, note, size);
}
static void w_clobber_2x17(char *note, size_t size)
{
    clobber_checkerboard(2, 17, note, size);
}

static void w_toppling_3x20(char *note, size_t size)
{
    ruleset_run("toppling", "XX#O#OXOXXXXX##XXOXX XXOOXOO##OOOXXOXXXXO "
                "OXOOX#XOXOOXXXXOXOOO", true, note, size);
}

static void w_nogo_4x5(char *note, size_t size)
{
    ruleset_run("nogo", "..O.O|X..O.|....X|..O..", true, note, size);
}

static void w_amazons_4x4(char *note, size_t size)
{
    ruleset_run("amazons", "x..o|....|....|o..x", true, note, size);
}

static void w_konane_5x5(char *note, size_t size)
{
    ruleset_run("konane", "xoxox|oxoxo|xo.ox|ox.xo|xoxox", true, note, size);
}

static void w_konane_5x5_value(char *note, size_t size)
{
    ruleset_run("konane", "xoxox|oxoxo|xo.ox|ox.xo|xoxox", false, note, size);
}

static void w_fission_5x5(char *note, size_t size)
{
    ruleset_run("fission", ".....|.x...|...x.|.....|..x..", false, note, size);
}

static void w_twin_fission_5x5(char *note, size_t size)
{
    twin_run("fission", ".....|.x...|...x.|.....|..x..", note, size);
}

static void w_twin_clobber_2x9(char *note, size_t size)
{
    twin_run("clobber", "xoxoxoxox|oxoxoxoxo", note, size);
}

/* the nim-value of text in name's twin, by the search (Solve_value) */
static void twin_search_run(const char *name, const char *text, char *note, size_t size)
{
    const Position_Ruleset *rs = Twin_of(Registry_find(name));
    Position_List l = { 0 };
    Perr_T err;
    bool ok = rs->parse(rs->param, text, &l, &err), found = false;
    Position_Eval *e = Position_eval_new(rs);
    Solve *s = Solve_new(e);
    Game_T v = Game_zero();
    ok = ok && Solve_value(s, l.w + 1, POSITION_LEN(l.w[0]), &v, &found) == GAME_DONE
         && found;
    snprintf(note, size, "%simpartial %s %.40s: *%u by search, %zu states, %zu positions",
             ok ? "" : "FAILED ", name, text, ok ? Game_nimber_value(v) : 0, Solve_count(s),
             Position_eval_count(e));
    Solve_free(&s);
    Position_eval_free(&e);
    Position_list_free(&l);
    Game_store_free();
}

static void w_twin_search_fission_6x6(char *note, size_t size)
{
    twin_search_run("fission", "..X...|......|....#.|....X.|......|......", note, size);
}
#line 1608 "noweb/cmd/bench.nw"
static Game_T board_value(const char *s, Position_Eval *e, bool *ok)
{
    Domineering_Board b;
    Perr_T err;
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T v = Game_zero();
    *ok = Domineering_parse(s, &b, &err)
          && (Position_value(e, w, Domineering_position(&b, w), &v) == GAME_DONE);
    return v;
}

static void domineering_board(const char *board, size_t max_bytes, char *note, size_t size)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Position_eval_set_limits(e, (Game_Limits){ .max_bytes = max_bytes });
    bool ok;
    Game_T v = board_value(board, e, &ok);
    char *s = Notation_str(v);
    Dyadic_T l = Game_left_stop(v), r = Game_right_stop(v);
    char *ls = Dyadic_str(l), *rs = Dyadic_str(r);
    snprintf(note, size, "%s%s: %zu positions, %zu games; value %.40s%s, stops %s %s",
             ok ? "" : "LIMIT ", board, Position_eval_count(e), Game_store_count(), s,
             strlen(s) > 40 ? "..." : "", ls, rs);
    free(s); free(ls); free(rs);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    Position_eval_free(&e);
    Game_store_free();
}

static void w_domineering_5x5(char *note, size_t size)
{
    domineering_board("5x5", (size_t)128 << 20, note, size);
}

static void w_domineering_5x6(char *note, size_t size)
{
    domineering_board("5x6", (size_t)1 << 30, note, size);
}

static Position_Eval *progress_eval;
static volatile long progress_n;
static double progress_t0;

static void report_progress(int sig)
{
    (void)sig;
    char buf[256];
    int k = progress_eval
        ? snprintf(buf, sizeof buf, "  (stopped at %.0f s: %zu positions in the table, "
                   "%zu games in the store, %zu MB)\n", now() - progress_t0,
                   Position_eval_count(progress_eval), Game_store_count(),
                   (Position_eval_bytes(progress_eval) + Game_store_bytes()) >> 20)
        : snprintf(buf, sizeof buf, "  (stopped at %.0f s: ZZ_1..ZZ_%ld done, %zu games)\n",
                   now() - progress_t0, progress_n, Game_store_count());
    ssize_t w = write(1, buf, (size_t)k);
    _exit(w == k ? 0 : 3);
}

static void large_board(const char *board, int threads, unsigned seconds, char *note,
                        size_t size)
{
    progress_t0 = now();
    progress_eval = Position_eval_new(&Domineering_ruleset);
    Position_eval_set_limits(progress_eval, (Game_Limits){ .max_bytes = (size_t)16 << 30 });
    Position_eval_set_threads(progress_eval, threads);
    signal(SIGALRM, report_progress);
    alarm(seconds);
    bool ok;
    Game_T v = board_value(board, progress_eval, &ok);
    alarm(0);
    char *s = Notation_str(v);
    snprintf(note, size, "%s%s: %zu positions; value %.60s%s", ok ? "" : "LIMIT ", board,
             Position_eval_count(progress_eval), s, strlen(s) > 60 ? "..." : "");
    free(s);
}

static void w_domineering_6x6(char *note, size_t size)
{
    large_board("6x6", 1, 600, note, size);
}

static void w_domineering_6x6_threads(char *note, size_t size)
{
    large_board("6x6", 2, 600, note, size);
}

static void w_domineering_6x7(char *note, size_t size)
{
    large_board("6x7", 1, 3600, note, size);
}

static void w_domineering_6x7_threads(char *note, size_t size)
{
    large_board("6x7", 2, 3600, note, size);
}

static void w_zigzag_60s(char *note, size_t size)
{
    progress_t0 = now();
    progress_eval = NULL;
    signal(SIGALRM, report_progress);
    alarm(60);
    Game_T zz[4096];
    zz[0] = Game_zero();
    for (long n = 1; n < 4096; n++) {
        zz[n] = Domineering_zigzag_next(zz, (size_t)n);
        progress_n = n;
    }
    alarm(0);
    snprintf(note, size, "ZZ_1..ZZ_4095 done");
}
#line 1759 "noweb/cmd/bench.nw"
static void w_box_rational(char *note, size_t size)
{
    enum { N = 1000000 };
    rng_state = 12;
    mpz_t lo, span, r;
    mpz_inits(lo, span, r, NULL);
    mpz_ui_pow_ui(lo, 10, 19);
    mpz_mul_ui(span, lo, 9);                    /* q in [10^19, 10^20) */
    mpq_t x;
    mpq_init(x);
    mpz_t e, places;
    mpz_inits(e, places, NULL);
    size_t quotients = 0;
    for (long i = 0; i < N; i++) {
        mpz_set_ui(r, rng());
        mpz_mul_2exp(r, r, 64);
        mpz_add_ui(r, r, rng());
        mpz_mod(r, r, span);
        mpz_add(mpq_denref(x), r, lo);
        mpz_set_ui(r, rng());
        mpz_mul_2exp(r, r, 64);
        mpz_add_ui(r, r, rng());
        mpz_mod(mpq_numref(x), r, mpq_denref(x));
        mpq_canonicalize(x);
        Rational_Box b;
        Rational_box(x, &b);
        quotients += b.m;
        Rational_box_places(&b, e);
        mpz_add(places, places, e);
        Rational_box_clear(&b);
    }
    gmp_snprintf(note, size, "%d boxes, %zu quotients, %Zd binary places in all", N,
                 quotients, places);
    mpz_clears(lo, span, r, e, places, NULL);
    mpq_clear(x);
}

static void w_box_plot(char *note, size_t size)
{
    enum { N = 1000000 };
    mpq_t x;
    mpq_init(x);
    mpfr_t y, sum;
    mpfr_init2(y, 53);
    mpfr_init2(sum, 128);
    mpfr_set_ui(sum, 0, MPFR_RNDN);
    Perr_T err;
    long bad = 0;
    for (long i = 0; i < N; i++) {
        mpq_set_ui(x, (unsigned long)i, N - 1);
        mpq_canonicalize(x);
        if (!Real_box_q(x, 53, y, &err))
            bad++;
        mpfr_add(sum, sum, y, MPFR_RNDN);
    }
    mpfr_snprintf(note, size, "%d boxes to 53 bits, %ld failed, sum %.12Rf", N, bad, sum);
    mpfr_clears(y, sum, NULL);
    mpq_clear(x);
}

static void w_box_pi(char *note, size_t size)
{
    mpfr_t v;
    mpfr_init2(v, 10000);
    Perr_T err;
    bool ok = Real_box("pi", 10000, v, &err);
    mpfr_snprintf(note, size, "%s[pi] to 10000 bits = %.20Rf...", ok ? "" : "FAILED ", v);
    mpfr_clear(v);
}
#line 1903 "noweb/cmd/bench.nw"
static double run_params(const char *dir, const char *file, const char *jobs, bool fresh,
                         bool *ok)
{
    char *argv[] = { "run", "-j", (char *)jobs, "-o", (char *)dir, (char *)file,
                     fresh ? "--no-cache" : NULL, NULL };
    char *out = NULL, *err = NULL;
    if (fresh)
        Game_store_free();      /* from nothing, as a new process (and mpirun's ranks) */
    double t0 = now();
    int rc = Cmd_capture(&Cmd_run_params, NULL, fresh ? 7 : 6, argv, NULL, &out, &err);
    double t = now() - t0;
    *ok = *ok && rc == 0;
    free(out);
    free(err);
    return t;
}

static char *slurp_file(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *s = calloc(1, 1 << 20);
    size_t n = s ? fread(s, 1, (1 << 20) - 1, f) : 0;
    if (s)
        s[n] = '\0';
    fclose(f);
    return s;
}

static void run_cleanup(const char *dir)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "bench: could not remove %s\n", dir);
}

/* makes the temporary folder dir (a mkdtemp template) and in it the parameter file
   NAME holding text (*ok: it was written); false, the note saying so, without the folder */
static bool params_file(char *dir, const char *name, const char *text, char *file,
                        size_t fsize, bool *ok, char *note, size_t size)
{
    if (!mkdtemp(dir)) {
        snprintf(note, size, "FAILED: no temporary folder");
        return false;
    }
    snprintf(file, fsize, "%s/%s", dir, name);
    FILE *f = fopen(file, "w");
    *ok = f && fputs(text, f) >= 0;
    *ok = f && fclose(f) == 0 && *ok;
    return true;
}

static void w_run_overhead(char *note, size_t size)
{
    char dir[] = "/tmp/cgtk-bench-XXXXXX", file[100];
    bool ok;
    if (!params_file(dir, "t.params", "family a: n in 1..10000\n"
                     "tsv t: for a: n, birthday(nimber(n mod 8)) as b\n", file, sizeof file,
                     &ok, note, size))
        return;
    double computed = run_params(dir, file, "1", true, &ok);
    double cached = run_params(dir, file, "1", false, &ok);
    snprintf(note, size, "%s10000 items: computed %.1f us/item (goal 1000), cached %.1f "
             "us/item (goal 50)", ok ? "" : "FAILED ", computed * 1e6 / 10000,
             cached * 1e6 / 10000);
    run_cleanup(dir);
}

/* mpirun -np 2 cgtk-mpi (beside this program) on the file, or 0 when there is none */
static double run_mpirun(const char *dir, const char *file, bool *ok)
{
    char self[400], cmd[1200];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 16);
    if (k <= 0)
        return 0;
    self[k] = '\0';
    strcpy(strrchr(self, '/') + 1, "cgtk-mpi");
    if (access(self, X_OK) != 0 || system("command -v mpirun >/dev/null 2>&1") != 0)
        return 0;
    snprintf(cmd, sizeof cmd, "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
             "mpirun -np 2 '%s' run --no-cache -o '%s/mpi' '%s' >/dev/null 2>&1", self, dir,
             file);
    double t0 = now();
    *ok = *ok && system(cmd) == 0;
    return now() - t0;
}

static void w_run_jobs(char *note, size_t size)
{
    char dir[] = "/tmp/cgtk-bench-XXXXXX", file[100], path[120], one[100], two[100];
    bool ok;
    if (!params_file(dir, "d.params", "family b: p in lines 'boards.txt'\n"
                     "tsv d: for b: p, domineering(p) as value, "
                     "temperature(domineering(p)) as t\n", file, sizeof file, &ok, note,
                     size))
        return;
    snprintf(path, sizeof path, "%s/boards.txt", dir);
    FILE *f = fopen(path, "w");
    rng_state = 2026;
    for (int b = 0; f && b < 200; b++) {
        char cell[4][8];
        memset(cell, '.', sizeof cell);
        for (int k = 0; k < 6; k++)
            cell[rng() % 4][rng() % 8] = '#';
        for (int r = 0; r < 4; r++)
            fprintf(f, "%.8s%c", cell[r], r < 3 ? '|' : '\n');
    }
    ok = f && fclose(f) == 0 && ok;
    snprintf(one, sizeof one, "%s/one", dir);
    snprintf(two, sizeof two, "%s/two", dir);
    double t1 = run_params(one, file, "1", true, &ok);
    double t2 = run_params(two, file, "2", true, &ok);
    double tm = run_mpirun(dir, file, &ok);
    snprintf(path, sizeof path, "%s/data/d.tsv", one);
    char *a = slurp_file(path);
    snprintf(path, sizeof path, "%s/data/d.tsv", two);
    char *b = slurp_file(path);
    ok = ok && a && b && strcmp(a, b) == 0;
    free(b);
    snprintf(path, sizeof path, "%s/mpi/data/d.tsv", dir);
    b = tm > 0 ? slurp_file(path) : NULL;
    ok = ok && (tm == 0 || (a && b && strcmp(a, b) == 0));
    free(a);
    free(b);
    char mpi[80] = "mpirun: no cgtk-mpi";
    if (tm > 0)
        snprintf(mpi, sizeof mpi, "mpirun -np 2 %.2f s (goal: within 10%% of -j 2)", tm);
    snprintf(note, size, "%s200 Domineering boards: -j 1 %.2f s, -j 2 %.2f s, %.2fx "
             "(goal 1.8x); %s; same output", ok ? "" : "FAILED ", t1, t2,
             t2 > 0 ? t1 / t2 : 0, mpi);
    run_cleanup(dir);
}
#line 2048 "noweb/cmd/bench.nw"
static void w_run_census(char *note, size_t size)
{
    char dir[] = "/tmp/cgtk-bench-XXXXXX", file[100], one[100], two[100];
    bool ok;
    if (!params_file(dir, "c.params", "family g: p in enumerate col nodes <= 8\n"
                     "conjecture c: for g: 1 == 1\n", file, sizeof file, &ok, note, size))
        return;
    snprintf(one, sizeof one, "%s/one", dir);
    snprintf(two, sizeof two, "%s/two", dir);
    double t1 = run_params(one, file, "1", true, &ok);
    double t2 = run_params(two, file, "2", true, &ok);
    double tm = run_mpirun(dir, file, &ok);
    char mpi[80] = "mpirun: no cgtk-mpi";
    if (tm > 0)
        snprintf(mpi, sizeof mpi, "mpirun -np 2 %.1f s", tm);
    snprintf(note, size, "%sCOL, 6246469 positions of <= 8 nodes: -j 1 %.1f s, -j 2 %.1f s "
             "(%.2fx); %s", ok ? "" : "FAILED ", t1, t2, t2 > 0 ? t1 / t2 : 0, mpi);
    run_cleanup(dir);
}
#line 181 "noweb/cmd/bench.nw"
static Dyadic_T random_small(void)
{
    return Dyadic_make((int64_t)(rng() % 2000001) - 1000000, (int32_t)(rng() % 21));
}

static void w_dyadic_add_fast(char *note, size_t size)
{
    enum { N = 10000000 };
    rng_state = 1;
    Dyadic_T acc = Dyadic_int(0), x = random_small();
    for (long i = 0; i < N; i++) {
        Dyadic_T s = Dyadic_add(acc, x);
        Dyadic_clear(&acc);
        acc = s;
        if ((i & 1023) == 0) { Dyadic_clear(&acc); acc = Dyadic_int(0); x = random_small(); }
    }
    char *s = Dyadic_str(acc);
    snprintf(note, size, "%d adds, last sum %s", N, s);
    free(s);
    Dyadic_clear(&acc);
}

static void w_dyadic_add_gmp(char *note, size_t size)
{
    enum { N = 2000000 };
    rng_state = 2;
    Dyadic_T big = Dyadic_shift(Dyadic_int(3), 100), acc = Dyadic_copy(big);
    for (long i = 0; i < N; i++) {
        Dyadic_T x = random_small(), s = Dyadic_add(acc, x);
        Dyadic_clear(&acc);
        Dyadic_clear(&x);
        acc = s;
    }
    Dyadic_T d = Dyadic_sub(acc, big);
    char *s = Dyadic_str(d);
    snprintf(note, size, "%d adds near 2^100, drift %s", N, s);
    free(s);
    Dyadic_clear(&d);
    Dyadic_clear(&acc);
    Dyadic_clear(&big);
}

static void w_dyadic_simplest(char *note, size_t size)
{
    enum { N = 2000000 };
    rng_state = 3;
    int64_t sum = 0;
    for (long i = 0; i < N; i++) {
        Dyadic_T a = random_small(), b = random_small();
        int c = Dyadic_cmp(a, b);
        if (c == 0) continue;
        Dyadic_T x = c < 0 ? Dyadic_simplest(&a, &b) : Dyadic_simplest(&b, &a);
        sum += Dyadic_exp(x);
        Dyadic_clear(&x);
    }
    snprintf(note, size, "%d intervals, total denominator exponent %lld", N,
             (long long)sum);
}

static void w_numbers_day20(char *note, size_t size)
{
    size_t n;
    Dyadic_Born *a = Dyadic_born(20, &n);
    snprintf(note, size, "%zu numbers born by day 20", n);
    Dyadic_born_free(&a, n);
}
#line 282 "noweb/cmd/bench.nw"
static void w_switch_sum18(char *note, size_t size)
{
    Game_T g = Game_zero();
    for (int k = 1; k <= 18; k++)
        g = Game_add(g, Game_switch(Game_integer(k)));
    Dyadic_T l = Game_left_stop(g), r = Game_right_stop(g);
    char *ls = Dyadic_str(l), *rs = Dyadic_str(r);
    snprintf(note, size, "+-1+...+-18 (target 75 ms, 64 MB): %zu games, stops %s %s",
             Game_store_count(), ls, rs);
    free(ls);
    free(rs);
    Dyadic_clear(&l);
    Dyadic_clear(&r);
    Game_store_free();
}

#line 328 "noweb/cmd/bench.nw"
static void w_random_games(char *note, size_t size)
{
    enum { POOL = 64, N = 100000 };
    rng_state = 5;
    Game_T pool[4 * POOL + 1];
    size_t n = random_pools(pool, POOL);
    Game_T *g = malloc(N * sizeof *g);
    assert(g);
    double t0 = now();
    for (size_t i = 0; i < N; i++)
        g[i] = random_game_from(pool, n);
    size_t less = 0, equal = 0;
    for (size_t i = 0; i + 1 < N; i += 2) {
        Game_T s = Game_add(g[i], g[i + 1]);
        Game_Order o = Game_compare(g[i], s);
        less += o == GAME_LESS;
        equal += o == GAME_EQUAL;
        Game_compare(g[i], g[i + 1]);
    }
    double t = now() - t0;
    snprintf(note, size, "%.0f games/s (built, summed in pairs, compared); "
             "%zu games in the store", (double)N / t, Game_store_count());
    (void)less; (void)equal;
    free(g);
    Game_store_free();
}
#line 357 "noweb/cmd/bench.nw"
static const struct { const char *name; Bench_Workload *fn; } workloads[] = {
    { "dyadic-add-fast", w_dyadic_add_fast },
    { "dyadic-add-gmp", w_dyadic_add_gmp },
    { "dyadic-simplest", w_dyadic_simplest },
    { "numbers-day20", w_numbers_day20 },
    { "games-day3", w_games_day3 },
    { "switch-sum-18", w_switch_sum18 },
    { "random-games-100k", w_random_games },
    
#line 370 "noweb/cmd/bench.nw"
{ "thermographs-10k", w_thermographs },
{ "thermograph-sum-18", w_thermograph_sum18 },
{ "cgsuite-lines-10k", w_cgsuite_lines },
#line 537 "noweb/cmd/bench.nw"
{ "hackenbush-trees-9", w_hb_trees9 },
{ "optin-hackenbush-trees-10", w_hb_trees10 },
{ "hackenbush-graph-20", w_hb_graph20 },
#line 638 "noweb/cmd/bench.nw"
{ "col-census-7", w_col_census7 },
{ "snort-census-7", w_snort_census7 },
{ "optin-col-census-8", w_col_census8 },
{ "optin-snort-census-8", w_snort_census8 },
{ "snort-path-20", w_snort_path20 },
{ "col-grid-4x5", w_col_grid45 },
{ "optin-col-grid-5x5", w_col_grid55 },
#line 721 "noweb/cmd/bench.nw"
{ "gocut-snogo-paths-15", w_conjoined_paths },
{ "gocut-lemma3-40", w_lemma3 },
{ "nogo-star-50", w_nogo_star },
#line 980 "noweb/cmd/bench.nw"
{ "hackenbush-trees-12", w_hb_trees12 },
#line 1011 "noweb/cmd/bench.nw"
{ "octal-077-1e5-fast", w_oct_077_fast },
{ "octal-007-1e5-fast", w_oct_007_fast },
{ "octal-077-1e5-plain", w_oct_077_plain },
{ "octal-077-1e6-sparse", w_oct_077_sparse },
{ "octal-0137-1e6-fast", w_oct_0137_fast },
{ "octal-06-1e6-fast", w_oct_06_fast },
{ "octal-016-settle", w_oct_016_settle },
{ "octal-376-settle", w_oct_376_settle },
{ "nodekayles-paths-60", w_nk_paths },
{ "nodekayles-grid-6x6", w_nk_grid66 },
{ "nodekayles-grid-5x8", w_nk_grid58 },
{ "optin-octal-0167-1e7", w_oct_0167_1e7 },
{ "optin-octal-0167-1e8", w_oct_0167_1e8 },
{ "optin-octal-selftest", w_oct_selftest },
#line 1345 "noweb/cmd/bench.nw"
{ "zigzag-43", w_zigzag_43 },
{ "solve-domineering-6x6", w_solve_6x6 },
{ "solve-domineering-6x7", w_solve_6x7 },
{ "value-by-search-6x7", w_value_6x7 },
{ "solve-all-4x5", w_solve_all_4x5 },
{ "domineering-5x5", w_domineering_5x5 },
{ "domineering-5x6", w_domineering_5x6 },
{ "optin-domineering-6x6", w_domineering_6x6 },
{ "optin-domineering-6x6-threads", w_domineering_6x6_threads },
{ "optin-domineering-6x7", w_domineering_6x7 },
{ "optin-domineering-6x7-threads", w_domineering_6x7_threads },
{ "optin-solve-all-5x5", w_solve_all_5x5 },
{ "optin-value-by-search-7x7", w_value_7x7 },
{ "optin-zigzag-60s", w_zigzag_60s },
#line 1570 "noweb/cmd/bench.nw"
{ "toads-ttttt..fffff", w_toads_12 },
{ "clobber-xox/ox.", w_clobber_xox },
{ "solve-clobber-xo24", w_clobber_xo24 },
{ "solve-clobber-2x12", w_clobber_2x12 },
{ "solve-toppling-td3x20", w_toppling_3x20 },
{ "solve-nogo-4x5", w_nogo_4x5 },
{ "solve-amazons-4x4", w_amazons_4x4 },
{ "solve-konane-5x5", w_konane_5x5 },
{ "fission-5x5", w_fission_5x5 },
{ "twin-fission-5x5", w_twin_fission_5x5 },
{ "twin-clobber-2x9", w_twin_clobber_2x9 },
{ "twin-search-fission-6x6", w_twin_search_fission_6x6 },
{ "optin-solve-clobber-xo30", w_clobber_xo30 },
{ "optin-solve-clobber-2x15", w_clobber_2x15 },
{ "optin-solve-clobber-2x16", w_clobber_2x16 },
{ "optin-solve-clobber-2x17", w_clobber_2x17 },
{ "optin-konane-5x5", w_konane_5x5_value },
#line 1831 "noweb/cmd/bench.nw"
{ "box-rational-1e6", w_box_rational },
{ "box-plot-1e6", w_box_plot },
{ "box-pi-1e4", w_box_pi },
#line 2070 "noweb/cmd/bench.nw"
{ "run-overhead-10k", w_run_overhead },
{ "run-domineering-200", w_run_jobs },
{ "optin-run-census-col-8", w_run_census },
#line 366 "noweb/cmd/bench.nw"
};
#line 2078 "noweb/cmd/bench.nw"
static bool selected(const char *name, int argc, char **argv)
{
    if (argc < 2)
        return strncmp(name, "optin-", 6) != 0;   /* opt-in: only when named */
    for (int i = 1; i < argc; i++)
        if (strstr(name, argv[i]))
            return true;
    return false;
}

int Bench_main(int argc, char **argv)
{
    int failed = 0;
    for (size_t i = 0; i < sizeof workloads / sizeof workloads[0]; i++) {
        if (!selected(workloads[i].name, argc, argv))
            continue;
        char note[256];
        Bench_Result r = Bench_measure(workloads[i].fn, note, sizeof note);
        printf("%-22s wall %7.3f s  peak %7.1f MB  %s%s\n", workloads[i].name,
               r.seconds, (double)r.peak_kb / 1024.0, r.status ? "FAILED " : "", note);
        fflush(stdout);
        failed |= r.status != 0;
    }
    return failed ? 1 : 0;
}
