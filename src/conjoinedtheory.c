/* Generated from noweb/rulesets/conjoinedtheory.nw by notangle: edit the .nw, not this file. */
#line 63 "noweb/rulesets/conjoinedtheory.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conjoined.h"
#include "conjoinedtheory.h"
#include "game.h"

#line 86 "noweb/rulesets/conjoinedtheory.nw"
typedef struct Tester {
    Position_Eval *e;
    size_t *tried, *held;
    char *why;
    size_t size;
    bool ok, failed;
} Tester;

static long value(Tester *t, const uint64_t *p)
{
    Game_T v;
    if (!t->ok || Position_value(t->e, p, Conjoined_len(p), &v)
                      != GAME_DONE) {
        t->ok = false;
        return -1;
    }
    return Game_is_nimber(v) ? (long)Game_nimber_value(v) : -2;
}

static void verdict(Tester *t, int i, bool held, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void verdict(Tester *t, int i, bool held, const char *fmt, ...)
{
    t->tried[i]++;
    if (held)
        t->held[i]++;
    else if (!t->failed) {
        va_list ap;
        va_start(ap, fmt);
        t->failed = true;
        vsnprintf(t->why, t->size, fmt, ap);
        va_end(ap);
    }
}
#line 129 "noweb/rulesets/conjoinedtheory.nw"
static const Position_Property gocut_properties[] = {
    { "Lemma 3: an (i, j)-component has nim-value ((i - 1) xor (j - 1)) + 1",
      "Huggan and Nowakowski, Lemma 3" },
    { "at the start of Phase 2 every component is an (i, j)-component",
      "Huggan and Nowakowski, Section 2" },
    { "the empty paths of 1 to 15 vertices have nim-values "
      "0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 2",
      "Huggan and Nowakowski, footnote 2" },
    { NULL, NULL }
};

static bool blocks(const char *s, int *i, int *j)
{
    size_t a = strspn(s, "x"), b;
    if (a == 0) {
        a = strspn(s, "o");
        b = strspn(s + a, "x");
    } else
        b = strspn(s + a, "o");
    *i = (int)a;
    *j = (int)b;
    return a > 0 && b > 0 && s[a + b] == '\0';
}

static void lemma3(Tester *t, const uint64_t *p, const char *s, bool entered)
{
    int i, j;
    bool shape = blocks(s, &i, &j);
    if (entered)
        verdict(t, 1, shape, "%s is not an (i, j)-component", s);
    if (!shape)
        return;
    long g = value(t, p), want = ((i - 1) ^ (j - 1)) + 1;
    if (t->ok)
        verdict(t, 0, g == want, "%s has nim-value %ld, not %ld", s, g, want);
}

static void gocut_tests(Tester *t, const uint64_t *p, size_t len)
{
    static const long stated[16] = { 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 2 };
    char s[CONJOINED_MAX_VERTICES + 1];
    unsigned n = Conjoined_vertices(p);
    Conjoined_cells(p, s);
    if (Conjoined_phase2(p)) {
        lemma3(t, p, s, false);
        return;
    }
    if (n >= 1 && n <= 15 && strspn(s, ".") == n) {
        long g = value(t, p);
        if (t->ok)
            verdict(t, 2, g == stated[n], "the empty path %s has nim-value %ld, not %ld", s,
                    g, stated[n]);
    }
    if (!Conjoined_terminal(p))
        return;
    Position_List parts = { 0 };
    Conjoined_gocut.split(NULL, p, len, &parts);
    for (size_t k = 0; t->ok && k < parts.n; k += 1 + POSITION_LEN(parts.w[k])) {
        char c[CONJOINED_MAX_VERTICES + 1];
        Conjoined_cells(parts.w + k + 1, c);
        lemma3(t, parts.w + k + 1, c, true);
    }
    Position_list_free(&parts);
}
#line 203 "noweb/rulesets/conjoinedtheory.nw"
static const Position_Property snogo_properties[] = {
    { "Lemma 6: merging two adjacent vertices of one colour keeps the nim-value",
      "Huggan and Nowakowski, Lemma 6" },
    { "Lemma 7: at the start of Phase 2, merged, colours alternate with one hole "
      "between and coloured ends", "Huggan and Nowakowski, Lemma 7" },
    { "Lemma 9: at the start of Phase 2 with m holes, m at least 2, the nim-value is "
      "Node-Kayles on a path of m - 2 vertices", "Huggan and Nowakowski, Lemma 9" },
    { "Lemma 10: at the end of Phase 1 ends of one colour leave an even number of holes, "
      "of two colours an odd number", "Huggan and Nowakowski, Lemma 10" },
    { "Lemma 11: on a path of 2k + 1 vertices, 0, 2, or an odd number (at least 3) of "
      "holes at the end of Phase 1 is a win for the first player",
      "Huggan and Nowakowski, Lemma 11" },
    { "Theorem 12: the empty path of n vertices is P exactly when n is even",
      "Huggan and Nowakowski, Thm. 12" },
    { NULL, NULL }
};

static long nk(int m)
{
    static long g[CONJOINED_MAX_VERTICES + 1];
    static int known = -1;
    for (int k = known + 1; k <= m; k++) {
        unsigned long seen = 0;
        for (int i = 0; i < k; i++) {
            int a = i - 1 > 0 ? i - 1 : 0, b = k - i - 2 > 0 ? k - i - 2 : 0;
            long x = g[a] ^ g[b];
            if (x < 64)
                seen |= 1UL << x;
        }
        long v = 0;
        while (seen >> v & 1)
            v++;
        g[k] = v;
        known = k;
    }
    return g[m];
}

static void snogo_terminal(Tester *t, const uint64_t *p, const char *s, unsigned n)
{
    char m[CONJOINED_MAX_VERTICES + 1];
    size_t k = 0;
    for (unsigned v = 0; v < n; v++)
        if (k == 0 || s[v] == '.' || s[v] != m[k - 1])
            m[k++] = s[v];
    m[k] = '\0';
    bool alternate = m[0] != '.' && m[k - 1] != '.';
    int h = 0;
    for (size_t v = 0; v < k; v++)
        if (m[v] == '.') {
            h++;
            alternate = alternate && m[v + 1] != '.' && m[v + 1] != m[v - 1];
        }
    verdict(t, 1, alternate, "%s does not alternate when merged", s);
    long g = value(t, p);
    if (!t->ok)
        return;
    if (h >= 2)
        verdict(t, 2, g == nk(h - 2), "%s has nim-value %ld, Node-Kayles %ld", s, g,
                nk(h - 2));
    char first = s[0] != '.' ? s[0] : s[1], last = s[n - 1] != '.' ? s[n - 1] : s[n - 2];
    if (n >= 2 && first != '.' && last != '.')
        verdict(t, 3, (h % 2 == 0) == (first == last), "%s has %d holes", s, h);
    if (n % 2 == 1 && (h == 0 || h == 2 || (h >= 3 && h % 2 == 1))) {
        bool alf_moves = (n - (unsigned)h) % 2 == 0;
        verdict(t, 4, alf_moves == (g != 0), "%s: nim-value %ld with %d holes", s, g, h);
    }
}

static void snogo_tests(Tester *t, const uint64_t *p)
{
    char s[CONJOINED_MAX_VERTICES + 1];
    unsigned n = Conjoined_vertices(p);
    if (Conjoined_phase2(p) || !Conjoined_is_path(p))
        return;
    Conjoined_cells(p, s);
    if (strspn(s, ".") == n && n > 0) {
        long g = value(t, p);
        if (t->ok)
            verdict(t, 5, (g == 0) == (n % 2 == 0), "the empty path %s has nim-value %ld", s,
                    g);
    }
    long g = -1;
    for (unsigned v = 0; t->ok && v + 1 < n; v++) {
        if (s[v] == '.' || s[v] != s[v + 1])
            continue;
        char merged[CONJOINED_MAX_VERTICES + 1];
        uint64_t w[7];
        memcpy(merged, s, v + 1);
        strcpy(merged + v + 1, s + v + 2);
        Conjoined_path(merged, Conjoined_game_of(p), w);
        if (g < 0)
            g = value(t, p);
        long h = value(t, w);
        if (t->ok)
            verdict(t, 0, g == h, "%s has nim-value %ld, merged %ld", s, g, h);
    }
    if (t->ok && n > 0 && Conjoined_terminal(p))
        snogo_terminal(t, p, s, n);
}
#line 306 "noweb/rulesets/conjoinedtheory.nw"
static bool gocut_test(const void *param, struct Position_Eval *e, const uint64_t *p,
                       size_t len, size_t *tried, size_t *held, char *why, size_t size)
{
    (void)param;
    Tester t = { e, tried, held, why, size, true, false };
    if (len > 0)
        gocut_tests(&t, p, len);
    return t.ok;
}

static bool snogo_test(const void *param, struct Position_Eval *e, const uint64_t *p,
                       size_t len, size_t *tried, size_t *held, char *why, size_t size)
{
    (void)param;
    Tester t = { e, tried, held, why, size, true, false };
    if (len > 0)
        snogo_tests(&t, p);
    return t.ok;
}

const Position_Theory Conjoined_gocut_theory = { .properties = gocut_properties,
                                                 .test = gocut_test },
                      Conjoined_snogo_theory = { .properties = snogo_properties,
                                                 .test = snogo_test };
#line 343 "noweb/rulesets/conjoinedtheory.nw"
static const Position_Class path_classes[] = {
    { "paths", "every board on a path that obeys the first rule", 14 },
    { NULL, NULL, 0 }
};

static const Position_Class gocut_classes[] = {
    { "paths", "every board on a path that obeys the first rule", 14 },
    { "components", "the (i, j)-components of Phase 2: x^i o^j", CONJOINED_MAX_VERTICES },
    { NULL, NULL, 0 }
};

static bool enumerate_class(const void *param, int cls, int size, Position_List *out,
                            char *err, size_t errsize)
{
    (void)err;
    (void)errsize;
    uint64_t game = Conjoined_game(param);
    char s[CONJOINED_MAX_VERTICES + 1];
    uint64_t w[7];
    for (int n = 1; n <= size && n <= CONJOINED_MAX_VERTICES; n++) {
        if (cls == 1) {
            for (int i = 1; 2 * i <= n; i++) {
                Conjoined_component(i, n - i, game, w);
                Position_list_push(out, w, 7, (unsigned)n);
            }
            continue;
        }
        if (n > 20)
            break;
        
#line 392 "noweb/rulesets/conjoinedtheory.nw"
unsigned long total = 1;
for (int k = 0; k < n; k++)
    total *= 3;
for (unsigned long code = 0; code < total; code++) {
    unsigned long c = code;
    for (int k = 0; k < n; k++, c /= 3)
        s[k] = ".xo"[c % 3];
    s[n] = '\0';
    Conjoined_path(s, game, w);
    if (Conjoined_listed(w))
        Position_list_push(out, w, 7, (unsigned)n);
}
#line 373 "noweb/rulesets/conjoinedtheory.nw"
    }
    return true;
}

static void enumerate(const void *param, int size, Position_List *out)
{
    enumerate_class(param, 0, size, out, NULL, 0);
}

#define CENSUS(CLASSES)                                                                \
    { .enumerate = enumerate, .size_unit = "vertices", .max_size = 14,                 \
      .classes = (CLASSES), .enumerate_class = enumerate_class }
const Position_Census Conjoined_path_census = CENSUS(path_classes),
                      Conjoined_gocut_census = CENSUS(gocut_classes);
#line 413 "noweb/rulesets/conjoinedtheory.nw"
static bool cutthroat_check(const void *param, Game_T v, char *why, size_t size)
{
    (void)param;
    if (Game_is_all_small(v))
        return true;
    snprintf(why, size, "a CUTTHROAT value that is not all-small");
    return false;
}

const Position_Theory Conjoined_cutthroat_theory = { .check = cutthroat_check };
#line 428 "noweb/rulesets/conjoinedtheory.nw"
size_t Conjoined_lemma3(int max, size_t *mismatch)
{
    assert(mismatch);
    Position_Eval *e = Position_eval_new(&Conjoined_gocut);
    uint64_t w[7];
    size_t n = 0;
    *mismatch = 0;
    for (int i = 1; i <= max && 2 * max <= CONJOINED_MAX_VERTICES; i++)
        for (int j = 1; j <= max; j++) {
            Conjoined_component(i, j, Conjoined_game(Conjoined_gocut.param), w);
            Game_T v;
            if (Position_value(e, w, 7, &v) != GAME_DONE) {
                Position_eval_free(&e);
                return 0;
            }
            n++;
            uint32_t want = (uint32_t)(((i - 1) ^ (j - 1)) + 1);
            if (!Game_is_nimber(v) || Game_nimber_value(v) != want)
                (*mismatch)++;
        }
    Position_eval_free(&e);
    return n;
}
