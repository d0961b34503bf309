/* Generated from noweb/games/nim.nw by notangle: edit the .nw, not this file. */
#line 802 "noweb/games/nim.nw"
#include <unistd.h>
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "nim.h"
#include "notation.h"
#include "mem.h"
#include "rng.h"

int test_nim_suite(void);

#line 820 "noweb/games/nim.nw"
static uint64_t rng_state = 0x5EED0002ULL;
static uint64_t rng(void)               /* splitmix64 */
{
    return Rng_next(&rng_state);
}
#line 833 "noweb/games/nim.nw"
static uint32_t mex_by_definition(const uint32_t *v, size_t n)
{
    for (uint32_t m = 0;; m++) {
        bool found = false;
        for (size_t i = 0; i < n && !found; i++) found = v[i] == m;
        if (!found) return m;
    }
}

static void test_mex(void)
{
    uint32_t seed[3] = { 2, 0, 3 };
    CU_ASSERT_EQUAL(Nim_mex(seed, 3), 1);
    CU_ASSERT_EQUAL(Nim_mex(NULL, 0), 0);
    uint64_t w[3] = { ~0ULL, ~0ULL ^ (1ULL << 5), 0 };
    CU_ASSERT_EQUAL(Nim_mex_bits(w, 3), 69);
    w[1] = ~0ULL;
    CU_ASSERT_EQUAL(Nim_mex_bits(w, 3), 128);
    CU_ASSERT_EQUAL(Nim_mex_bits(w, 2), 128);
    CU_ASSERT_EQUAL(Nim_mex_bits(w, 0), 0);
    static uint32_t v[6000];
    for (int r = 0; r < 200; r++) {
        size_t n = r < 190 ? rng() % 70 : 4096 + rng() % 1900;
        for (size_t i = 0; i < n; i++) v[i] = (uint32_t)(rng() % (n + 3));
        if (r % 3 == 0)                        /* dense: 0..n-1 shuffled */
            for (size_t i = 0; i < n; i++) v[i] = (uint32_t)((i * 7 + 3) % n);
        CU_ASSERT_EQUAL(Nim_mex(v, n), mex_by_definition(v, n));
    }
}
#line 873 "noweb/games/nim.nw"
static void test_nim_times(void)
{
    enum { M = 64 };
    static uint32_t t[M][M];
    for (uint32_t a = 0; a < M; a++)
        for (uint32_t b = 0; b < M; b++) {
            uint64_t seen[4] = { 0, 0, 0, 0 };   /* values below 256 (field F_3) */
            for (uint32_t x = 0; x < a; x++)
                for (uint32_t y = 0; y < b; y++) {
                    uint32_t v = t[x][b] ^ t[a][y] ^ t[x][y];
                    seen[v / 64] |= 1ULL << (v % 64);
                }
            t[a][b] = (uint32_t)Nim_mex_bits(seen, 4);
            CU_ASSERT_EQUAL(Nim_times(a, b), t[a][b]);
        }
    CU_ASSERT_EQUAL(Nim_times(2, 2), 3);
    CU_ASSERT_EQUAL(Nim_times(4, 4), 6);
    CU_ASSERT_EQUAL(Nim_times(16, 16), 24);
    CU_ASSERT_EQUAL(Nim_times(256, 256), 384);
    CU_ASSERT_EQUAL(Nim_times(65536, 65536), 98304);
    CU_ASSERT_EQUAL(Nim_times(1ULL << 32, 1ULL << 32), 3ULL << 31);
    CU_ASSERT_EQUAL(Nim_times(2, 4), 8);
    CU_ASSERT_EQUAL(Nim_times(5, 1ULL << 32), 5ULL << 32);
    for (int r = 0; r < 2000; r++) {
        uint64_t a = rng(), b = rng(), c = rng();
        CU_ASSERT_EQUAL(Nim_times(a, b), Nim_times(b, a));
        CU_ASSERT_EQUAL(Nim_times(Nim_times(a, b), c), Nim_times(a, Nim_times(b, c)));
        CU_ASSERT_EQUAL(Nim_times(a, b ^ c), Nim_times(a, b) ^ Nim_times(a, c));
        CU_ASSERT_EQUAL(Nim_times(a, 1), a);
        CU_ASSERT_EQUAL(Nim_sum(a, b), a ^ b);
        if (r < 200 && a) {
            CU_ASSERT_EQUAL(Nim_times(a, Nim_inverse(a)), 1);
        }
    }
    CU_ASSERT_EQUAL(Nim_inverse(1), 1);
    CU_ASSERT_EQUAL(Nim_inverse(2), 3);                /* 2 (x) 3 = 1 in F_1 */
}
#line 921 "noweb/games/nim.nw"
static int lost[2][6 * 6 * 6 * 6];     /* -1 unknown, 0 won, 1 lost */

static int is_lost(const uint64_t *h, int n, int misere)
{
    int code = 0;
    for (int i = 0; i < n; i++) code = 6 * code + (int)h[i];
    int *slot = &lost[misere][code];
    if (*slot >= 0) return *slot;
    bool any = false, win = false;
    uint64_t g[4];
    for (int i = 0; i < n; i++) {
        for (uint64_t to = 0; to < h[i]; to++) {
            memcpy(g, h, (size_t)n * sizeof *g);
            g[i] = to;
            any = true;
            if (is_lost(g, n, misere)) win = true;
        }
    }
    if (!any) win = misere;                 /* no move: lose normal, win misere */
    return *slot = !win;
}

static void test_nim_positions(void)
{
    memset(lost, -1, sizeof lost);
    uint64_t h[4], g[4];
    Nim_Move mv[4];
    for (int code = 0; code < 6 * 6 * 6 * 6; code++) {
        for (int i = 0, c = code; i < 4; i++, c /= 6) h[3 - i] = (uint64_t)(c % 6);
        for (int misere = 0; misere < 2; misere++) {
            bool p = is_lost(h, 4, misere);
            bool said = misere ? Nim_misere_is_p(h, 4) : Nim_heaps_sum(h, 4) == 0;
            CU_ASSERT_EQUAL(said, p);
            size_t k = Nim_winning_moves(h, 4, misere, mv);
            size_t expected = 0;
            for (int i = 0; i < 4; i++)
                for (uint64_t to = 0; to < h[i]; to++) {
                    memcpy(g, h, sizeof g);
                    g[i] = to;
                    if (is_lost(g, 4, misere)) {
                        expected++;
                        bool listed = false;
                        for (size_t j = 0; j < k; j++)
                            listed |= mv[j].heap == (size_t)i && mv[j].to == to
                                      && mv[j].from == h[i];
                        CU_ASSERT(listed);
                    }
                }
            CU_ASSERT_EQUAL(k, expected);
        }
    }
    uint64_t b[3] = { 3, 4, 5 };
    CU_ASSERT_EQUAL(Nim_heaps_sum(b, 3), 2);
    CU_ASSERT_EQUAL(Nim_winning_moves(b, 3, false, mv), 1);
    CU_ASSERT_TRUE(mv[0].heap == 0 && mv[0].from == 3 && mv[0].to == 1);
    uint64_t ones[3] = { 1, 1, 1 };
    CU_ASSERT_TRUE(Nim_misere_is_p(ones, 3));
    CU_ASSERT_FALSE(Nim_misere_is_p(ones, 2));
    CU_ASSERT_FALSE(Nim_misere_is_p(ones, 0));
}
#line 1000 "noweb/games/nim.nw"
static void expect_values(Nim_Store *s, const char *text, uint32_t g, uint32_t m)
{
    Nim_Id id;
    Perr_T e;
    bool ok = Nim_parse(s, text, &id, &e);
    CU_ASSERT_TRUE_FATAL(ok);
    CU_ASSERT_EQUAL(Nim_grundy(s, id), g);
    CU_ASSERT_EQUAL(Nim_misere_grundy(s, id), m);
}

static void expect_error(Nim_Store *s, const char *text, size_t column,
                         const char *what)
{
    Nim_Id id;
    Perr_T e;
    CU_ASSERT_FALSE(Nim_parse(s, text, &id, &e));
    CU_ASSERT_EQUAL(e.column, column);
    CU_ASSERT_FALSE(Nim_store_full(s));
    CU_ASSERT_PTR_NOT_NULL(strstr(e.expected, what));
}

static void test_expressions(void)
{
    Nim_Store *s = Nim_store_new(0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    expect_values(s, "{*2, 0, *3}", 1, 0);
    expect_values(s, "{*2,*3|*2,*3}", 0, 0);
    expect_values(s, "*3 + *5", 6, 6);
    expect_values(s, "0", 0, 1);
    expect_values(s, "*", 1, 0);
    expect_values(s, "*2", 2, 2);
    expect_values(s, "{*2}", 0, 0);
    expect_values(s, "* + *", 0, 1);
    expect_values(s, "{}", 0, 1);
    expect_values(s, "{|}", 0, 1);
    expect_values(s, "{*|* + 0}", 0, 1);
    expect_values(s, "({0, *} + (*))", 3, 3);
    CU_ASSERT_EQUAL(Nim_nimber(s, 0), 0);
    expect_error(s, "{0|*}", 1, "impartial game (the same options");
    expect_error(s, "{*2,*3|*2}", 1, "the same options");
    expect_error(s, "1", 1, "an impartial game: 0, *n");
    expect_error(s, "*2 + ^", 6, "an impartial game");
    expect_error(s, "{*,*2", 6, "',', '|' or '}'");
    expect_error(s, "{*|*,", 6, "an impartial game");
    expect_error(s, "*2 *3", 4, "'+' or end of input");
    expect_error(s, "(*2", 4, "'+' or ')'");
    expect_error(s, "", 1, "not the end");
    expect_error(s, "*99999", 2, "below *65536");
    Nim_store_free(&s);
    CU_ASSERT_PTR_NULL(s);
    s = Nim_store_new(20);
    Nim_Id id;
    Perr_T e;
    CU_ASSERT_FALSE(Nim_parse(s, "*5 + *6", &id, &e));
    CU_ASSERT_TRUE(Nim_store_full(s));
    Nim_store_free(&s);
}
#line 1067 "noweb/games/nim.nw"
static void random_expr(char *buf, size_t cap, size_t *len, int depth)
{
    int kind = depth > 2 ? 0 : (int)(rng() % 4);   /* bounded: fits the buffers */
    if (kind == 0) {
        *len += (size_t)snprintf(buf + *len, cap - *len, "*%u", (unsigned)(rng() % 6));
    } else if (kind == 1) {
        random_expr(buf, cap, len, depth + 1);
        *len += (size_t)snprintf(buf + *len, cap - *len, " + ");
        random_expr(buf, cap, len, depth + 1);
    } else {
        char side[1024];
        size_t sl = 0;
        int n = (int)(rng() % 4);
        for (int i = 0; i < n; i++) {
            if (i) side[sl++] = ',';
            random_expr(side, sizeof side, &sl, depth + 1);
        }
        side[sl] = '\0';
        *len += (size_t)snprintf(buf + *len, cap - *len,
                                 kind == 2 ? "{%s}" : "{%s|%s}", side, side);
    }
    buf[*len] = '\0';
}

static void test_against_notation(void)
{
    Nim_Store *s = Nim_store_new(0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    for (int r = 0; r < 300; r++) {
        char text[2048], cg[16384];
        size_t len = 0;
        random_expr(text, sizeof text, &len, 0);
        Nim_Id id;
        Perr_T e;
        CU_ASSERT_TRUE_FATAL(Nim_parse(s, text, &id, &e));
        
#line 1129 "noweb/games/nim.nw"
{
    size_t open[64], depth = 0, o = 0;
    bool bar[64];
    for (size_t i = 0; text[i]; i++) {
        char c = text[i];
        if (c == '{') { open[depth] = o + 1; bar[depth++] = false; }
        if (c == '|') bar[depth - 1] = true;
        if (c == '}' && !bar[--depth]) {
            size_t from = open[depth], n = o - from;
            cg[o++] = '|';
            memmove(cg + o, cg + from, n);
            o += n;
        }
        cg[o++] = c;
    }
    cg[o] = '\0';
}
#line 1103 "noweb/games/nim.nw"
        Game_T g;
        Perr_T ne;
        CU_ASSERT_TRUE_FATAL(Notation_parse(cg, &g, &ne));
        CU_ASSERT_TRUE_FATAL(Game_is_nimber(g));
        CU_ASSERT_EQUAL(Game_nimber_value(g), Nim_grundy(s, id));
    }
    for (uint32_t a = 0; a < 6; a++)
        for (uint32_t b = 0; b < 6; b++)
            for (uint32_t c = 0; c < 6; c++) {
                Nim_Id x = Nim_add(s, Nim_add(s, Nim_nimber(s, a), Nim_nimber(s, b)),
                                   Nim_nimber(s, c));
                uint64_t h[3] = { a, b, c };
                CU_ASSERT_EQUAL(Nim_misere_grundy(s, x) == 0, Nim_misere_is_p(h, 3));
                CU_ASSERT_EQUAL(Nim_grundy(s, x), a ^ b ^ c);
            }
    Nim_store_free(&s);
    Game_store_free();
}
#line 1151 "noweb/games/nim.nw"
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

static void test_example_grundy(void)
{
    capture(1);
    
#line 55 "noweb/games/nim.nw"
Nim_Store *s = Nim_store_new(100000); Nim_Id g; Perr_T e;
if (Nim_parse(s, "{*2,*3|*2,*3} + *", &g, &e))
    printf("%u %u\n", Nim_grundy(s, g), Nim_misere_grundy(s, g));  /* 1 1 */
#line 1182 "noweb/games/nim.nw"
    char *out = captured();
    CU_ASSERT_STRING_EQUAL(out, "1 1\n");
    free(out);
    Nim_store_free(&s);
}

int test_nim_suite(void)
{
    CU_pSuite s = CU_add_suite("nim", NULL, NULL);
    if (!s) return CU_get_error();
    if (!CU_add_test(s, "mex, word at a time", test_mex)
        || !CU_add_test(s, "nim-multiplication: ONAG's definition, field laws",
                        test_nim_times)
        || !CU_add_test(s, "nim positions, normal and misere, brute force",
                        test_nim_positions)
        || !CU_add_test(s, "impartial expressions, Grundy and misere values",
                        test_expressions)
        || !CU_add_test(s, "against notation's canonical forms", test_against_notation)
           || !CU_add_test(s, "example: normal and misere Grundy values",
                              test_example_grundy))
        return CU_get_error();
    return 0;
}
