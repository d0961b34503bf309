/* Generated from noweb/rulesets/konane.nw by notangle: edit the .nw, not this file. */
#line 513 "noweb/rulesets/konane.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "konane.h"
#include "parser.h"

typedef struct Memo { char *key; Game_T v; struct Memo *next; } Memo;
static Memo *memo[1 << 16];

static unsigned hash(const char *s)
{
    unsigned h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h & 0xffff;
}

static Game_T oracle(const char *s)
{
    unsigned h = hash(s);
    for (Memo *m = memo[h]; m; m = m->next)
        if (strcmp(m->key, s) == 0)
            return m->v;
    int n = (int)strlen(s), C = (int)(strchr(s, '|') ? strchr(s, '|') - s : n);
    int R = (n + 1) / (C + 1);
    Game_T opts[2][256];
    size_t no[2] = { 0, 0 };
    char *t = malloc((size_t)n + 1);
    static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
    for (int side = 0; side < 2; side++) {
        char me = side ? 'o' : 'x', them = side ? 'x' : 'o';
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (s[r * (C + 1) + c] != me)
                    continue;
                for (int d = 0; d < 4; d++) {
                    strcpy(t, s);
                    int y = r, x = c;
                    for (;;) {
                        int y1 = y + dr[d], x1 = x + dc[d], y2 = y + 2 * dr[d],
                            x2 = x + 2 * dc[d];
                        if (y2 < 0 || y2 >= R || x2 < 0 || x2 >= C
                            || t[y1 * (C + 1) + x1] != them
                            || t[y2 * (C + 1) + x2] != '.')
                            break;
                        t[y * (C + 1) + x] = '.';
                        t[y1 * (C + 1) + x1] = '.';
                        t[y2 * (C + 1) + x2] = me;
                        y = y2;
                        x = x2;
                        opts[side][no[side]++] = oracle(t);
                    }
                }
            }
    }
    free(t);
    Memo *m = malloc(sizeof *m);
    m->key = strdup(s);
    m->v = Game_make(opts[0], no[0], opts[1], no[1]);
    m->next = memo[h];
    memo[h] = m;
    return m->v;
}

static void memo_free(void)
{
    for (size_t i = 0; i < sizeof memo / sizeof *memo; i++)
        while (memo[i]) {
            Memo *m = memo[i];
            memo[i] = m->next;
            free(m->key);
            free(m);
        }
}

static Game_T value(Position_Eval *e, const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_EQUAL_FATAL(Position_value_text(e, s, &v, &err), GAME_DONE);
    return v;
}

static Game_T expr(const char *s)
{
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(s, &v, &err));
    return v;
}

static size_t check_shape(Position_Eval *e, int R, int C, size_t *boards)
{
    int k = R * C;
    size_t count = 1, bad = 0;
    for (int i = 0; i < k; i++)
        count *= 3;
    char s[64];
    for (size_t x = 0; x < count; x++) {
        size_t y = x, j = 0;
        for (int r = 0; r < R; r++) {
            if (r)
                s[j++] = '|';
            for (int c = 0; c < C; c++, y /= 3)
                s[j++] = ".xo"[y % 3];
        }
        s[j] = '\0';
        (*boards)++;
        if (value(e, s) != oracle(s) && bad++ < 5)
            printf("\n  %s differs from the oracle", s);
    }
    return bad;
}

static void test_oracle(void)
{
    Position_Eval *e = Position_eval_new(&Konane_ruleset);
    size_t bad = 0, boards = 0;
    for (int C = 1; C <= 8; C++)
        bad += check_shape(e, 1, C, &boards);
    bad += check_shape(e, 2, 2, &boards);
    bad += check_shape(e, 2, 3, &boards);
    bad += check_shape(e, 2, 4, &boards);
    bad += check_shape(e, 3, 3, &boards);
    CU_ASSERT_EQUAL(boards, 9840 + 81 + 729 + 6561 + 19683);
    CU_ASSERT_EQUAL(bad, 0);
    /* sparse boards that split into several components */
    const char *sparse[] = {
        "xo.....ox|.........|....x....|....o....|.........|x.......o",
        "xo.o.o.|.......|.......|o.x.x.o|.......|.x...#.|.o.....",
        ".xo..xo.|........|..xox...|........|o.....x.|x......o",
        "x.o.x.o.x|.o.x.o.x.|x.o.x.o.x",
    };
    for (size_t i = 0; i < sizeof sparse / sizeof *sparse; i++)
        CU_ASSERT_EQUAL(value(e, sparse[i]), oracle(sparse[i]));
    memo_free();
    Position_eval_free(&e);
}
#line 657 "noweb/rulesets/konane.nw"
static void test_values(void)
{
    Position_Eval *e = Position_eval_new(&Konane_ruleset);
    CU_ASSERT_EQUAL(value(e, "xo."), Game_integer(1));
    CU_ASSERT_EQUAL(value(e, "ox."), Game_integer(-1));
    CU_ASSERT_EQUAL(value(e, ".xo."), Game_star());
    CU_ASSERT_EQUAL(value(e, "xo.o."), Game_integer(1));
    CU_ASSERT_EQUAL(value(e, "x|o|."), Game_integer(1));      /* turned a quarter */
    CU_ASSERT_EQUAL(value(e, "xo.|...|.ox"), Game_integer(2));  /* 1 + 1, apart */
    CU_ASSERT_EQUAL(value(e, "xox"), Game_zero());
    CU_ASSERT_EQUAL(value(e, "b.w"), Game_zero());
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 54 "noweb/rulesets/konane.nw"
Position_Eval *e = Position_eval_new(&Konane_ruleset);
Game_T v = Game_zero();  Perr_T err;
Game_Status st = Position_value_text(e, ".xo.", &v, &err);   /* GAME_DONE, v = * */
Position_eval_free(&e);
#line 674 "noweb/rulesets/konane.nw"
    CU_ASSERT_EQUAL(st, GAME_DONE);
    CU_ASSERT_EQUAL(v, expr("*"));
}

static void test_parse(void)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(Konane_ruleset.parse(NULL, "x.q", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Konane_ruleset.parse(NULL, "x.o|..", &l, &err));
    CU_ASSERT_EQUAL(err.column, 7);
    CU_ASSERT_FALSE(Konane_ruleset.parse(NULL, "", &l, &err));
    CU_ASSERT_EQUAL(err.column, 1);
    CU_ASSERT_EQUAL(l.count, 0);
    CU_ASSERT(Konane_ruleset.parse(NULL, "XO#/b.W", &l, &err));
    char *s = Konane_ruleset.print(NULL, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "xo#|x.o");
    free(s);
    Position_list_free(&l);
}

static void test_parts(void)
{
    Position_List l = { 0 };
    Konane_ruleset.census->enumerate(NULL, 2, &l);
    size_t by[3] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
        by[POSITION_FLAGS(l.w[i])]++;
    /* one square: empty, or a stone (x and o are one up to the colour
       swap); two squares: .., x., xx, xo (x. ~ .x ~ o. ~ .o) */
    CU_ASSERT_EQUAL(by[1], 2);
    CU_ASSERT_EQUAL(by[2], 4);
    Position_list_clear(&l);
    Perr_T err;
    CU_ASSERT_FATAL(Konane_ruleset.parse(NULL, "xo.o.|o....", &l, &err));
    const uint64_t *p = l.w + 1;
    size_t n = POSITION_LEN(l.w[0]);
    CU_ASSERT_EQUAL(Konane_ruleset.hints->size(NULL, p, n), 4);
    /* Left: one jump east, or two */
    CU_ASSERT_EQUAL(Konane_ruleset.hints->moves(NULL, p, n, 'L'), 2);
    CU_ASSERT_EQUAL(Konane_ruleset.hints->moves(NULL, p, n, 'R'), 0);
    Position_List c = { 0 };
    Konane_ruleset.theory->conjugate(NULL, p, n, &c);
    Position_Eval *e = Position_eval_new(&Konane_ruleset);
    Game_T v, w;
    CU_ASSERT_EQUAL(Position_value(e, p, n, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_value(e, c.w + 1, n, &w), GAME_DONE);
    CU_ASSERT_EQUAL(w, Game_neg(v));
    char *t = Konane_ruleset.drawing->tikz(NULL, p, n, 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "circle"));
    free(t);
    Position_eval_free(&e);
    Position_list_free(&c);
    Position_list_free(&l);
}

int test_konane_suite(void)
{
    CU_pSuite s = CU_add_suite("konane", NULL, NULL);
    if (!s || !CU_add_test(s, "every small board against the oracle", test_oracle)
        || !CU_add_test(s, "values from the rules", test_values)
        || !CU_add_test(s, "the example", test_example)
        || !CU_add_test(s, "the reader", test_parse)
        || !CU_add_test(s, "census, conjugate, hints, picture", test_parts))
        return CU_get_error();
    return 0;
}
