/* Generated from noweb/rulesets/arckayles.nw by notangle: edit the .nw, not this file. */
#line 495 "noweb/rulesets/arckayles.nw"
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arckayles.h"
#include "game.h"
#include "graph.h"
#include "graphcanon.h"
#include "octal.h"
#include "position.h"
#include "query.h"
#include "rng.h"
#include "sum.h"

int test_arckayles_suite(void);

#line 527 "noweb/rulesets/arckayles.nw"
static uint64_t seed = 0xA4CCA7E5ULL;

enum { MAXV = 16 };
typedef struct Oracle {
    int n;
    unsigned adj[MAXV][MAXV];
    unsigned char known[1 << MAXV];
    uint32_t nim[1 << MAXV];
    Game_T game[1 << MAXV];
} Oracle;
static Oracle o;

/* an oracle of n vertices, no edges, nothing known */
static void oracle_clear(int n)
{
    o.n = n;
    memset(o.adj, 0, sizeof o.adj);
    memset(o.known, 0, (size_t)1 << n);
}

static uint32_t oracle_nim(unsigned set)
{
    if (o.known[set])
        return o.nim[set];
    uint64_t seen = 0;
    for (int u = 0; u < o.n; u++)
        for (int v = u; v < o.n; v++)
            if ((set >> u & 1) && (set >> v & 1) && (o.adj[u][v] & 1)) {
                uint32_t x = oracle_nim(set & ~(1u << u | 1u << v));
                CU_ASSERT_FATAL(x < 64);
                seen |= 1ULL << x;
            }
    uint32_t m = 0;
    while (seen >> m & 1)
        m++;
    o.known[set] = 1;
    return o.nim[set] = m;
}

static Game_T oracle_game(unsigned set)
{
    if (o.known[set])
        return o.game[set];
    Game_T opt[2][MAXV * (MAXV + 1) / 2];
    size_t k[2] = { 0, 0 };
    for (int b = 0; b < 2; b++)
        for (int u = 0; u < o.n; u++)
            for (int v = u; v < o.n; v++)
                if ((set >> u & 1) && (set >> v & 1) && (o.adj[u][v] >> b & 1))
                    opt[b][k[b]++] = oracle_game(set & ~(1u << u | 1u << v));
    o.known[set] = 1;
    return o.game[set] = Game_make(opt[0], k[0], opt[1], k[1]);
}

/* the oracle's graph as a graph of module graph */
static uint64_t *to_graph(unsigned ecolours)
{
    uint64_t *g = Graph_new((size_t)o.n, ecolours, true);
    for (int u = 0; u < o.n; u++) {
        Graph_set_colour(g, (size_t)u, o.adj[u][u]);
        for (int v = u + 1; v < o.n; v++)
            if (o.adj[u][v])
                Graph_add_edge(g, (size_t)u, (size_t)v, o.adj[u][v]);
    }
    return g;
}

/* a graph of module graph (at most MAXV vertices) as the oracle's */
static void from_graph(const uint64_t *g)
{
    oracle_clear((int)Graph_n(g));
    for (int u = 0; u < o.n; u++) {
        o.adj[u][u] = Graph_colour(g, (size_t)u);
        for (int v = 0; v < o.n; v++)
            if (v != u)
                o.adj[u][v] = Graph_edge(g, (size_t)u, (size_t)v);
    }
}

static Game_T value_of(Position_Eval *e, const uint64_t *g)
{
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL_FATAL(Position_value(e, g, Graph_len(g), &v), GAME_DONE);
    return v;
}

static Game_T text_value(const Position_Ruleset *rs, const char *text)
{
    Position_Eval *e = Position_eval_new(rs);
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_EQUAL(Position_value_text(e, text, &v, &err), GAME_DONE);
    Position_eval_free(&e);
    return v;
}
#line 635 "noweb/rulesets/arckayles.nw"
static void test_oracle_impartial(void)
{
    Position_Eval *e = Position_eval_new(&Arckayles_ruleset);
    size_t graphs = 0;
    for (int n = 0; n <= 5; n++) {
        int pairs = n * (n + 1) / 2;
        for (unsigned code = 0; code < 1u << pairs; code++) {
            oracle_clear(n);
            int j = 0;
            for (int u = 0; u < n; u++)
                for (int v = u; v < n; v++, j++)
                    o.adj[u][v] = o.adj[v][u] = code >> j & 1;
            uint64_t *g = to_graph(1);
            uint32_t want = oracle_nim((1u << n) - 1);
            CU_ASSERT_EQUAL(value_of(e, g), Game_nimber(want));
            Graph_free(&g);
            graphs++;
        }
    }
    CU_ASSERT_EQUAL(graphs, 1 + 2 + 8 + 64 + 1024 + 32768);
    for (int r = 0; r < 300; r++) {
        oracle_clear(6 + (int)Rng_below(&seed, 3));
        uint64_t density = 2 + Rng_below(&seed, 8);
        for (int u = 0; u < o.n; u++)
            for (int v = u; v < o.n; v++)
                o.adj[u][v] = o.adj[v][u] = Rng_below(&seed, 16) < density;
        uint64_t *g = to_graph(1);
        CU_ASSERT_EQUAL(value_of(e, g), Game_nimber(oracle_nim((1u << o.n) - 1)));
        Graph_free(&g);
    }
    Position_eval_free(&e);
}

static void check_partizan(Position_Eval *e)
{
    uint64_t *g = to_graph(2);
    CU_ASSERT_EQUAL(value_of(e, g), oracle_game((1u << o.n) - 1));
    Graph_free(&g);
}

static void test_oracle_partizan(void)
{
    Position_Eval *e = Position_eval_new(&Arckayles_partizan_ruleset);
    for (int n = 0; n <= 3; n++) {
        int pairs = n * (n + 1) / 2;
        for (unsigned code = 0; code < 1u << 2 * pairs; code++) {
            oracle_clear(n);
            int j = 0;
            for (int u = 0; u < n; u++)
                for (int v = u; v < n; v++, j++)
                    o.adj[u][v] = o.adj[v][u] = code >> 2 * j & 3;
            check_partizan(e);
        }
    }
    for (int loops = 0; loops < 2; loops++)
        for (unsigned code = 0; code < 1u << 12; code++) {
            oracle_clear(4);
            int j = 0;
            for (int u = 0; u < 4; u++) {
                if (loops)
                    o.adj[u][u] = (unsigned)Rng_below(&seed, 4);
                for (int v = u + 1; v < 4; v++, j++)
                    o.adj[u][v] = o.adj[v][u] = code >> 2 * j & 3;
            }
            check_partizan(e);
        }
    for (int r = 0; r < 300; r++) {
        oracle_clear(5 + (int)Rng_below(&seed, 3));
        uint64_t density = 2 + Rng_below(&seed, 8);
        for (int u = 0; u < o.n; u++)
            for (int v = u; v < o.n; v++)
                if (Rng_below(&seed, 16) < density)
                    o.adj[u][v] = o.adj[v][u] = 1 + (unsigned)Rng_below(&seed, 3);
        check_partizan(e);
    }
    Position_eval_free(&e);
}
#line 719 "noweb/rulesets/arckayles.nw"
static uint64_t *looped_path(size_t n, unsigned ecolours, unsigned colour)
{
    uint64_t *g = Graph_new(n, ecolours, true);
    for (size_t v = 0; v < n; v++) {
        Graph_set_colour(g, v, colour);
        if (v + 1 < n)
            Graph_add_edge(g, v, v + 1, ecolours == 2 ? 3u : 1u);
    }
    return g;
}

static void test_paths(void)
{
    Octal *dawson, *kayles;
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.07", &dawson, NULL));
    CU_ASSERT_TRUE_FATAL(Octal_parse("0.77", &kayles, NULL));
    uint16_t a[32], b[32];
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(dawson, 30, a));
    CU_ASSERT_TRUE_FATAL(Octal_grundy_plain(kayles, 30, b));
    Position_Eval *e = Position_eval_new(&Arckayles_ruleset);
    Position_Eval *f = Position_eval_new(&Arckayles_partizan_ruleset);
    for (size_t n = 0; n <= 30; n++) {
        uint64_t *p = looped_path(n, 1, 0), *q = looped_path(n, 1, 1);
        CU_ASSERT_EQUAL(value_of(e, p), Game_nimber(a[n]));
        CU_ASSERT_EQUAL(value_of(e, q), Game_nimber(b[n]));
        Graph_free(&p);
        Graph_free(&q);
        p = looped_path(n, 2, 0);
        q = looped_path(n, 2, 3);
        CU_ASSERT_EQUAL(value_of(f, p), Game_nimber(a[n]));
        CU_ASSERT_EQUAL(value_of(f, q), Game_nimber(b[n]));
        Graph_free(&p);
        Graph_free(&q);
    }
    CU_ASSERT_EQUAL(a[4], 2);                   /* by hand, in the introduction */
    Position_eval_free(&e);
    Position_eval_free(&f);
    Octal_free(&dawson);
    Octal_free(&kayles);
}
#line 770 "noweb/rulesets/arckayles.nw"
static void round_trip(const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 }, back = { 0 };
    Perr_T err;
    CU_ASSERT_TRUE_FATAL(rs->parse(rs->param, text, &l, &err));
    char *s = rs->print(rs->param, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_TRUE_FATAL(rs->parse(rs->param, s, &back, &err));
    CU_ASSERT_EQUAL(text_value(rs, text), text_value(rs, s));
    const uint64_t *g = l.w + 1;
    CU_ASSERT_FATAL(Graph_n(g) <= MAXV);
    from_graph(g);
    CU_ASSERT_EQUAL(text_value(rs, text), rs == &Arckayles_ruleset
                    ? Game_nimber(oracle_nim((1u << o.n) - 1))
                    : oracle_game((1u << o.n) - 1));
    free(s);
    Position_list_free(&l);
    Position_list_free(&back);
}

static void expect_error(const Position_Ruleset *rs, const char *text, size_t column)
{
    Position_List l = { 0 };
    Perr_T err = { 0 };
    CU_ASSERT_FALSE(rs->parse(rs->param, text, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    Position_list_free(&l);
}

static void test_notation(void)
{
    const Position_Ruleset *pa = &Arckayles_partizan_ruleset, *ak = &Arckayles_ruleset;
    Game_T zero = Game_zero(), one = Game_integer(1);
    Game_T half = Game_make(&zero, 1, &one, 1);
    CU_ASSERT_EQUAL(text_value(pa, "llr"), half);
    CU_ASSERT_EQUAL(text_value(pa, "l:0-1,1-2 r:2-3"), half);
    CU_ASSERT_EQUAL(text_value(pa, "l:0-0"), one);
    CU_ASSERT_EQUAL(text_value(pa, "l:0-1 r:1-1"), Game_star());
    CU_ASSERT_EQUAL(text_value(pa, "e:0-0"), Game_star());
    CU_ASSERT_EQUAL(text_value(pa, "llr + llr"), one);
    CU_ASSERT_EQUAL(text_value(pa, "0"), zero);
    CU_ASSERT_EQUAL(text_value(ak, "path:4"), Game_nimber(2));
    CU_ASSERT_EQUAL(text_value(ak, "path:3 loop:1,2,3"), Game_nimber(3));
    CU_ASSERT_EQUAL(text_value(ak, "e:1-2 n:3,4,5"), Game_star());
    CU_ASSERT_EQUAL(text_value(ak, "loop:1"), Game_star());
    CU_ASSERT_EQUAL(text_value(ak, "empty:7"), zero);
    round_trip(pa, "llr");
    round_trip(pa, "l(l;rl)");
    round_trip(pa, "ee:Aeeee:A");
    round_trip(pa, "l:Ar:A");
    round_trip(pa, "l:0-1 r:1-1 + e:0-0 + rr");
    round_trip(pa, "lrlr(ll;ree(rl;l))");
    round_trip(pa, "lrlrlrlrlrlrlr");      /* a path of 15 nodes */
    round_trip(ak, "grid:2x3 loop:1,6");
    round_trip(ak, "path:5 n:9");
    expect_error(ak, "e:1-1", 5);
    expect_error(pa, "llx", 3);
    expect_error(pa, "ll + lx", 7);
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_TRUE(pa->parse(pa->param, "l(l;rl)", &l, &err));
    char *t = pa->drawing->tikz(pa->param, l.w + 1, POSITION_LEN(l.w[0]), 1.0);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "tikzpicture"));
    free(t);
    Position_list_free(&l);
    CU_ASSERT(ak->flags & POSITION_IMPARTIAL);
    CU_ASSERT_FALSE(pa->flags & POSITION_IMPARTIAL);
}

static int cleanup(void)
{
    Graph_release();
    Graph_canon_release();
    return 0;
}

/* The example writes on a standard stream; the test reads back what it wrote. */
static int capture_fd = -1, capture_saved = -1;
static FILE *capture_tmp;

static void capture(int fd)
{
    fflush(NULL);
    capture_tmp = tmpfile();
    capture_saved = dup(fd);
    capture_fd = fd;
    dup2(fileno(capture_tmp), fd);
}

static char *captured(void)
{
    fflush(NULL);
    dup2(capture_saved, capture_fd);
    close(capture_saved);
    int fd = fileno(capture_tmp);
    off_t n = lseek(fd, 0, SEEK_END);
    char *s = calloc((size_t)n + 1, 1);
    if (n > 0 && pread(fd, s, (size_t)n, 0) != n)
        s[0] = '\0';
    fclose(capture_tmp);
    return s;
}

static void test_example(void)
{
    capture(1);
    
#line 112 "noweb/rulesets/arckayles.nw"
Position_Eval *e = Position_eval_new(&Arckayles_ruleset);
Game_T v;  Perr_T err;
if (Position_value_text(e, "path:4", &v, &err) == GAME_DONE)
    printf("%u\n", Game_nimber_value(v));                  /* 2 */
Position_eval_free(&e);
#line 876 "noweb/rulesets/arckayles.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "2\n");
    free(out);
}

int test_arckayles_suite(void)
{
    CU_pSuite s = CU_add_suite("arckayles", NULL, cleanup);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "every graph of <= 5 vertices with loops, random ones: oracle",
                     test_oracle_impartial)
        || !CU_add_test(s, "partizan: every coloured graph of <= 3 vertices, K4 "
                        "colourings, random ones: oracle", test_oracle_partizan)
        || !CU_add_test(s, "paths = Dawson's Kayles 0.07, looped paths = Kayles 0.77",
                        test_paths)
        || !CU_add_test(s, "notation, CGSuite's examples, errors", test_notation)
        || !CU_add_test(s, "example: the path of 4 vertices is *2", test_example))
        return CU_get_error();
    return 0;
}
