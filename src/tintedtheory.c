/* Generated from noweb/rulesets/tintedtheory.nw by notangle: edit the .nw, not this file. */
#line 61 "noweb/rulesets/tintedtheory.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <nauty/nauty.h>
#include <nauty/naugroup.h>
#include "game.h"
#include "graphcanon.h"
#include "mem.h"
#include "rng.h"
#include "tinted.h"

#line 89 "noweb/rulesets/tintedtheory.nw"
static bool graph6(const char *s, Position_List *out)
{
    size_t n = (size_t)(unsigned char)s[0] - 63, k = 0;
    if ((unsigned char)s[0] < 63 || n > 62)
        return false;
    uint64_t *g = Graph_new(n, 1, true);
    const char *p = s + 1;
    for (size_t j = 1; j < n; j++)
        for (size_t i = 0; i < j; i++, k++) {
            int c = p[k / 6] - 63;
            if (c < 0 || c > 63) {
                Graph_free(&g);
                return false;
            }
            if (c >> (5 - k % 6) & 1)
                Graph_add_edge(g, i, j, 1);
        }
    Position_list_push(out, g, Graph_len(g), (unsigned)n);
    Graph_free(&g);
    return true;
}

static const char *geng_program(void)
{
    const char *env = getenv("CGTK_GENG");
    if (env && *env)
        return env;
    static const char *const names[] = { "nauty-geng", "geng" };
    const char *path = getenv("PATH");
    for (int k = 0; k < 2 && path; k++)
        for (const char *d = path; *d;) {
            size_t len = strcspn(d, ":");
            char file[4096];
            snprintf(file, sizeof file, "%.*s/%s", (int)len, d, names[k]);
            if (access(file, X_OK) == 0)
                return names[k];
            d += len + (d[len] == ':');
        }
    return NULL;
}

bool Tinted_geng(const char *args, Position_List *out, char *err, size_t errsize)
{
    assert(args && out && (err || errsize == 0));
    const char *prog = geng_program();
    if (prog && strchr(prog, '/') && access(prog, X_OK) != 0) {
        snprintf(err, errsize, "CGTK_GENG names '%s', which is not a program", prog);
        return false;
    }
    if (!prog) {
        snprintf(err, errsize, "nauty's geng was not found (Debian package nauty; "
                 "'make deps' installs it)");
        return false;
    }
    char cmd[512], line[256];
    snprintf(cmd, sizeof cmd, "%s -q %s", prog, args);
    FILE *f = popen(cmd, "r");
    bool ok = f != NULL;
    while (ok && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        ok = graph6(line, out);
    }
    if (f && pclose(f) != 0)
        ok = false;
    if (!ok)
        snprintf(err, errsize, "running '%s' failed", cmd);
    return ok;
}
#line 172 "noweb/rulesets/tintedtheory.nw"
static _Thread_local struct { int *perm; size_t count, cap; int n; } G;

static void collect(int *p, int n)
{
    GROW(G.perm, G.cap, (G.count + 1) * (size_t)n);
    memcpy(G.perm + G.count++ * (size_t)n, p, (size_t)n * sizeof *p);
}

static void group_of(const uint64_t *g)
{
    int n = (int)Graph_n(g), lab[64], ptn[64], orb[64];
    G.count = 0;
    G.n = n;
    if (n <= 1) {
        int id[1] = { 0 };
        collect(id, n);
        return;
    }
    DEFAULTOPTIONS_GRAPH(options);
    statsblk stats;
    options.userautomproc = groupautomproc;
    options.userlevelproc = grouplevelproc;
    densenauty((graph *)Graph_row(g, 0, 0), lab, ptn, orb, &options, &stats, 1, n, NULL);
    grouprec *grp = groupptr(FALSE);
    makecosetreps(grp);
    allgroup(grp, collect);
}

static bool least_tinting(const unsigned char *t, int n)
{
    for (size_t k = 0; k < G.count; k++) {
        const int *p = G.perm + k * (size_t)n;
        for (int i = 0; i < n; i++)
            if (t[p[i]] != t[i]) {
                if (t[p[i]] < t[i])
                    return false;
                break;
            }
    }
    return true;
}
#line 218 "noweb/rulesets/tintedtheory.nw"
static void tintings(bool snort, const uint64_t *g, unsigned flags, Position_List *out)
{
    int n = (int)Graph_n(g);
    unsigned char t[64] = { 0 };
    uint64_t *h = Graph_copy(g), *key = ALLOC_ARRAY(Graph_len(g), sizeof *key);
    group_of(g);
    for (;;) {
        bool idle = false;
        for (int u = 0; u < n && !idle; u++)
            for (int v = u + 1; v < n && !idle; v++)
                idle = Graph_edge(g, (size_t)u, (size_t)v)
                       && Tinted_idle_edge(snort, t[u], t[v]);
        if (!idle && least_tinting(t, n)) {
            for (int v = 0; v < n; v++)
                Graph_set_colour(h, (size_t)v, t[v]);
            Graph_canon(h, key, NULL, NULL);
            Position_list_push(out, key, Graph_len(h), flags);
        }
        int i = n - 1;
        while (i >= 0 && t[i] == 2)
            t[i--] = 0;
        if (i < 0)
            break;
        t[i]++;
    }
    Graph_free(&h);
    FREE(key);
}
#line 268 "noweb/rulesets/tintedtheory.nw"
enum { GRAPHS, UNTINTED, TREES, TINTED_TREES, RANDOM };

static const Position_Class classes[] = {
    { "graphs", "connected graphs with every tinting (the default)", 8 },
    { "untinted", "connected graphs without tints", 10 },
    { "trees", "trees without tints", 16 },
    { "tinted-trees", "trees with every tinting", 9 },
    { "random", "1000 random connected tinted graphs of each size", 14 },
    { NULL, NULL, 0 }
};
#line 287 "noweb/rulesets/tintedtheory.nw"
enum { RANDOM_PER_SIZE = 1000 };

static void random_graphs(int n, Position_List *out)
{
    uint64_t rng = 0x9e3779b97f4a7c15ULL ^ (uint64_t)n;
    for (int k = 0; k < RANDOM_PER_SIZE; k++) {
        uint64_t *g = Graph_new((size_t)n, 1, true);
        for (int v = 1; v < n; v++)
            Graph_add_edge(g, Rng_below(&rng, (uint64_t)v), (size_t)v, 1);
        for (uint64_t e = Rng_below(&rng, (uint64_t)n + 1); e > 0 && n > 1; e--) {
            size_t a = Rng_below(&rng, (uint64_t)n), b = Rng_below(&rng, (uint64_t)n);
            if (a != b)
                Graph_add_edge(g, a, b, 1);
        }
        for (int v = 0; v < n; v++)
            Graph_set_colour(g, (size_t)v, (unsigned)Rng_below(&rng, 3));
        Position_list_push(out, g, Graph_len(g), (unsigned)n);
        Graph_free(&g);
    }
}

static bool graphs_of(int cls, int n, unsigned res, unsigned mod, Position_List *out,
                      char *err, size_t errsize)
{
    char args[96], part[40] = "";
    bool tree = cls == TREES || cls == TINTED_TREES;
    if (mod > 1)
        snprintf(part, sizeof part, " %u/%u", res, mod);
    if (tree)
        snprintf(args, sizeof args, "-c %d %d:%d%s", n, n - 1, n - 1, part);
    else
        snprintf(args, sizeof args, "-c %d%s", n, part);
    if (geng_program() || n > 8)
        return Tinted_geng(args, out, err, errsize);
    Position_List all = { 0 }, these = { 0 };
    Graph_census(n, 1, false, &all);
    for (size_t o = 0; o < all.n; o += 1 + POSITION_LEN(all.w[o])) {
        const uint64_t *g = all.w + o + 1;
        size_t e = 0;
        if ((int)POSITION_FLAGS(all.w[o]) != n)
            continue;
        for (size_t v = 0; v < (size_t)n; v++)
            e += Graph_degree(g, v);
        if (tree && e != 2 * (size_t)(n - 1))
            continue;
        uint64_t *h = Graph_new((size_t)n, 1, true);
        for (size_t v = 0; v < (size_t)n; v++)
            *(uint64_t *)Graph_row(h, 0, v) = *Graph_row(g, 0, v);
        Position_list_push(&these, h, Graph_len(h), (unsigned)n);
        Graph_free(&h);
    }
    size_t first = these.count * res / mod, last = these.count * (res + 1) / mod, k = 0;
    for (size_t o = 0; o < these.n; o += 1 + POSITION_LEN(these.w[o]), k++)
        if (k >= first && k < last)
            Position_list_push(out, these.w + o + 1, POSITION_LEN(these.w[o]), (unsigned)n);
    Position_list_free(&these);
    Position_list_free(&all);
    return true;
}

static bool class_part(bool snort, int cls, int n, unsigned res, unsigned mod,
                       Position_List *out, char *err, size_t errsize)
{
    Position_List gs = { 0 };
    bool ok = graphs_of(cls, n, res, mod, &gs, err, errsize);
    for (size_t o = 0; ok && o < gs.n; o += 1 + POSITION_LEN(gs.w[o])) {
        const uint64_t *g = gs.w + o + 1;
        if (cls == GRAPHS || cls == TINTED_TREES)
            tintings(snort, g, (unsigned)n, out);
        else {
            uint64_t *key = ALLOC_ARRAY(Graph_len(g), sizeof *key);
            Graph_canon(g, key, NULL, NULL);
            Position_list_push(out, key, Graph_len(g), (unsigned)n);
            FREE(key);
        }
    }
    Position_list_free(&gs);
    return ok;
}

static bool enumerate_class(const void *param, int cls, int size, Position_List *out,
                            char *err, size_t errsize)
{
    bool snort = ((const Tinted_Param *)param)->snort;
    assert(cls >= 0 && cls <= RANDOM && size >= 1);
    bool ok = true;
    for (int n = 1; n <= size && cls == RANDOM; n++)
        random_graphs(n, out);
    for (int n = 1; n <= size && ok && cls != RANDOM; n++)
        ok = class_part(snort, cls, n, 0, 1, out, err, errsize);
    return ok;
}

static void enumerate(const void *param, int size, Position_List *out)
{
    char err[200];
    enumerate_class(param, GRAPHS, size, out, err, sizeof err);
}

static bool enumerate_part(const void *param, int size, unsigned res, unsigned mod,
                           Position_List *out, char *err, size_t errsize)
{
    assert(size >= 1 && size <= 8 && res < mod);
    return class_part(((const Tinted_Param *)param)->snort, GRAPHS, size, res, mod, out,
                      err, errsize);
}
#line 445 "noweb/rulesets/tintedtheory.nw"
const Position_Property Tinted_col_properties[] = {
    { "tinting a node black never lowers the value, white never raises it",
      "ONAG ch. 8, COL" },
    { "deleting an edge at a black-tinted node never lowers the value (at a "
      "white-tinted one never raises it)", "ONAG ch. 8, COL" },
    { "two untinted twins may be tinted black and white", "ONAG ch. 8, COL" },
    { "a node that neither tint changes is explosive: deleting it changes nothing",
      "ONAG ch. 8, COL" },
    { "a node of an untinted chain with three others on each side is explosive, "
      "tinted or not", "ONAG ch. 8, COL" },
    { "an involution moving every node and exchanging the tints makes the value 0",
      "ONAG ch. 8, COL" },
    { NULL, NULL }
};

const Position_Property Tinted_snort_properties[] = {
    { "tinting a node black never lowers the value, white never raises it",
      "ONAG ch. 8, SNORT" },
    { "a node adjacent to every node not of one's own tint is a best move",
      "ONAG ch. 8, SNORT" },
    { NULL, NULL }
};

typedef struct Tester {
    Position_Eval *e;
    uint64_t *g, *h;                /* the position, one graph; a scratch copy */
    size_t len, *tried, *held;
    char *why;
    size_t size;
    bool ok;                        /* no limit was reached */
    Game_T v;                       /* the value of g */
} Tester;

static Game_T value_of_h(Tester *t)
{
    Game_T v = Game_zero();
    if (t->ok && (Position_value(t->e, t->h, t->len, &v) != GAME_DONE))
        t->ok = false;
    memcpy(t->h, t->g, t->len * sizeof *t->h);
    return v;
}

/* Count a case of statement k; true when it failed and is the first failure, which the
   caller then describes in t->why. */
static bool tally(Tester *t, int k, bool held)
{
    if (!t->ok)
        return false;
    t->tried[k]++;
    if (held)
        t->held[k]++;
    return !held && !t->why[0];
}

static Game_T tinted_value(Tester *t, size_t v, unsigned tint)
{
    Graph_set_colour(t->h, v, Graph_colour(t->g, v) | tint);
    return value_of_h(t);
}
#line 508 "noweb/rulesets/tintedtheory.nw"
static bool chain_node(const uint64_t *g, size_t v);
static bool swapping_symmetry(const uint64_t *g);
static bool twins(const uint64_t *g, size_t v, size_t w);

static void col_tests(Tester *t)
{
    const uint64_t *g = t->g;
    size_t n = Graph_n(g);
    for (size_t v = 0; v < n; v++) {
        unsigned c = Graph_colour(g, v);
        Game_T l = c & TINTED_LEFT ? t->v : tinted_value(t, v, TINTED_LEFT);
        Game_T r = c & TINTED_RIGHT ? t->v : tinted_value(t, v, TINTED_RIGHT);
        if (tally(t, 0, Game_le(t->v, l) && Game_le(r, t->v)))
            snprintf(t->why, t->size, "tinting node %zu changes the value the wrong way",
                     v + 1);
        if (c == 0 && l == t->v && r == t->v
            && tally(t, 3, tinted_value(t, v, TINTED_BOTH) == t->v))
            snprintf(t->why, t->size, "node %zu is not explosive though neither tint "
                     "changes the value", v + 1);
        if (c == 0 && chain_node(g, v)
            && tally(t, 4, l == t->v && r == t->v
                           && tinted_value(t, v, TINTED_BOTH) == t->v))
            snprintf(t->why, t->size, "node %zu of a chain is not explosive", v + 1);
        for (size_t w = v + 1; w < n; w++) {
            if (!Graph_edge(g, v, w))
                continue;
            unsigned d = Graph_colour(g, w);
            if ((c | d) & (TINTED_LEFT | TINTED_RIGHT)) {
                Graph_set_edge(t->h, v, w, 0);
                Game_T x = value_of_h(t);
                bool ok = (!((c | d) & TINTED_LEFT) || Game_le(t->v, x))
                          && (!((c | d) & TINTED_RIGHT) || Game_le(x, t->v));
                if (tally(t, 1, ok))
                    snprintf(t->why, t->size, "deleting the edge %zu-%zu changes the value "
                             "the wrong way", v + 1, w + 1);
            }
            if (c == 0 && d == 0 && twins(g, v, w)) {
                Graph_set_colour(t->h, v, TINTED_LEFT);
                Graph_set_colour(t->h, w, TINTED_RIGHT);
                if (tally(t, 2, value_of_h(t) == t->v))
                    snprintf(t->why, t->size, "tinting the twins %zu, %zu black and white "
                             "changes the value", v + 1, w + 1);
            }
        }
    }
    if (n <= 64 && swapping_symmetry(g) && tally(t, 5, t->v == Game_zero()))
        snprintf(t->why, t->size, "a diagram symmetric with its tints exchanged is not 0");
}
#line 561 "noweb/rulesets/tintedtheory.nw"
static bool twins(const uint64_t *g, size_t v, size_t w)
{
    size_t m = Graph_m(Graph_n(g));
    const uint64_t *a = Graph_row(g, 0, v), *b = Graph_row(g, 0, w);
    for (size_t k = 0; k < m; k++) {
        uint64_t x = a[k], y = b[k];
        if (k == w / 64) x &= ~GRAPH_BIT(w);
        if (k == v / 64) y &= ~GRAPH_BIT(v);
        if (x != y)
            return false;
    }
    return true;
}

static size_t other_neighbour(const uint64_t *g, size_t v, size_t not)
{
    for (size_t w = 0; w < Graph_n(g); w++)
        if (w != not && Graph_edge(g, v, w))
            return w;
    return SIZE_MAX;
}

static bool chain_node(const uint64_t *g, size_t v)
{
    if (Graph_degree(g, v) != 2)
        return false;
    for (int side = 0; side < 2; side++) {
        size_t prev = v, a = SIZE_MAX;
        for (size_t w = 0, k = 0; w < Graph_n(g); w++)
            if (Graph_edge(g, v, w) && k++ == (size_t)side)
                a = w;
        for (int step = 1; step <= 3; step++) {
            if (a == SIZE_MAX || a == v || Graph_colour(g, a) != 0
                || (step < 3 && Graph_degree(g, a) != 2))
                return false;
            size_t next = step < 3 ? other_neighbour(g, a, prev) : a;
            prev = a;
            a = next;
        }
    }
    return true;
}
#line 610 "noweb/rulesets/tintedtheory.nw"
static void group_of(const uint64_t *g);

static bool swapping_symmetry(const uint64_t *g)
{
    size_t n = Graph_n(g);
    if (n < 2)
        return false;
    uint64_t *plain = Graph_new(n, 1, false);
    memcpy((uint64_t *)Graph_row(plain, 0, 0), Graph_row(g, 0, 0), n * sizeof *plain);
    group_of(plain);
    Graph_free(&plain);
    for (size_t k = 0; k < G.count; k++) {
        const int *p = G.perm + k * n;
        bool ok = true;
        for (size_t v = 0; v < n && ok; v++) {
            unsigned a = Graph_colour(g, v), b = Graph_colour(g, (size_t)p[v]);
            ok = (size_t)p[v] != v && (size_t)p[p[v]] == v
                 && (a == 0 ? b == 0 : b == (a ^ TINTED_BOTH));
        }
        if (ok)
            return true;
    }
    return false;
}
#line 641 "noweb/rulesets/tintedtheory.nw"
static Game_T option_at(Tester *t, size_t v, unsigned mine)
{
    const uint64_t *r = Graph_row(t->g, 0, v);
    for (size_t w = 0; w < Graph_n(t->g); w++)
        if (Graph_in(r, w))
            Graph_set_colour(t->h, w, Graph_colour(t->g, w) | mine);
    Graph_set_colour(t->h, v, TINTED_BOTH);
    return value_of_h(t);
}

static void snort_tests(Tester *t)
{
    const uint64_t *g = t->g;
    size_t n = Graph_n(g);
    for (size_t v = 0; v < n; v++) {
        unsigned c = Graph_colour(g, v);
        Game_T l = c & TINTED_LEFT ? t->v : tinted_value(t, v, TINTED_LEFT);
        Game_T r = c & TINTED_RIGHT ? t->v : tinted_value(t, v, TINTED_RIGHT);
        if (tally(t, 0, Game_le(t->v, l) && Game_le(r, t->v)))
            snprintf(t->why, t->size, "tinting node %zu changes the value the wrong way",
                     v + 1);
    }
    for (unsigned mine = TINTED_LEFT; mine <= TINTED_RIGHT; mine++) {
        Game_T *opt = ALLOC_ARRAY(n + 1, sizeof *opt);
        bool *legal = CALLOC(n + 1, sizeof *legal);
        for (size_t v = 0; v < n; v++)
            if ((legal[v] = (Graph_colour(g, v) & (TINTED_BOTH ^ mine)) == 0))
                opt[v] = option_at(t, v, mine);
        for (size_t v = 0; v < n; v++) {
            bool dominating = legal[v];
            for (size_t w = 0; w < n && dominating; w++)
                dominating = w == v || Graph_colour(g, w) == mine || Graph_edge(g, v, w);
            if (!dominating)
                continue;
            bool best = true;
            for (size_t w = 0; w < n && best; w++)
                if (legal[w])
                    best = mine == TINTED_LEFT ? Game_le(opt[w], opt[v])
                                               : Game_le(opt[v], opt[w]);
            if (tally(t, 1, best))
                snprintf(t->why, t->size, "the move at node %zu, adjacent to every node "
                         "not of the mover's tint, is not a best move", v + 1);
        }
        FREE(opt);
        FREE(legal);
    }
}

bool Tinted_test(const void *param, struct Position_Eval *e, const uint64_t *p, size_t len,
                 size_t *tried, size_t *held, char *why, size_t size)
{
    if (len == 0)
        return true;
    Tester t = { e, NULL, NULL, 0, tried, held, why, size, true, Game_zero() };
    t.g = Graph_sum_union(p, len);
    t.g[0] &= ~GRAPH_CONNECTED;
    t.len = Graph_len(t.g);
    t.h = Graph_copy(t.g);
    t.v = value_of_h(&t);
    if (t.ok) {
        if (((const Tinted_Param *)param)->snort)
            snort_tests(&t);
        else
            col_tests(&t);
    }
    Graph_free(&t.g);
    Graph_free(&t.h);
    return t.ok;
}
#line 714 "noweb/rulesets/tintedtheory.nw"
const Position_Census Tinted_census = {
    .enumerate = enumerate, .size_unit = "nodes", .max_size = 8,
    .enumerate_part = enumerate_part, .classes = classes,
    .enumerate_class = enumerate_class
};
