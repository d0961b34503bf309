/* Generated from noweb/rulesets/skijumps.nw by notangle: edit the .nw, not this file. */
#line 356 "noweb/rulesets/skijumps.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "skijumps.h"
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
    for (int side = 0; side < 2; side++) {
        const char *mine = side ? "Rr" : "Ll", *theirs = side ? "Ll" : "Rr";
        int dx = side ? -1 : 1;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                char me = s[r * (C + 1) + c];
                if (me == '.' || !strchr(mine, me))
                    continue;
                for (int x = c + dx; ; x += dx) {       /* slides */
                    bool off = x < 0 || x >= C;
                    if (!off && s[r * (C + 1) + x] != '.')
                        break;
                    strcpy(t, s);
                    t[r * (C + 1) + c] = '.';
                    if (!off)
                        t[r * (C + 1) + x] = me;
                    opts[side][no[side]++] = oracle(t);
                    if (off)
                        break;
                }
                char below = r + 1 < R ? s[(r + 1) * (C + 1) + c] : '.';
                if (me == mine[0] && r + 2 < R && below != '.' && strchr(theirs, below)
                    && s[(r + 2) * (C + 1) + c] == '.') {
                    strcpy(t, s);
                    t[r * (C + 1) + c] = '.';
                    t[(r + 1) * (C + 1) + c] = theirs[1];
                    t[(r + 2) * (C + 1) + c] = me;
                    opts[side][no[side]++] = oracle(t);
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
        count *= 5;
    char s[64];
    for (size_t x = 0; x < count; x++) {
        size_t y = x, j = 0;
        int skiers = 0;
        for (int r = 0; r < R; r++) {
            if (r)
                s[j++] = '|';
            for (int c = 0; c < C; c++, y /= 5) {
                s[j++] = ".LlRr"[y % 5];
                skiers += y % 5 != 0;
            }
        }
        s[j] = '\0';
        if (skiers > 4)
            continue;
        (*boards)++;
        if (value(e, s) != oracle(s) && bad++ < 5)
            printf("\n  %s differs from the oracle", s);
    }
    return bad;
}

static void test_oracle(void)
{
    Position_Eval *e = Position_eval_new(&Skijumps_ruleset);
    size_t bad = 0, boards = 0;
    for (int C = 1; C <= 5; C++)
        bad += check_shape(e, 1, C, &boards);
    bad += check_shape(e, 2, 2, &boards);
    bad += check_shape(e, 2, 3, &boards);
    bad += check_shape(e, 3, 2, &boards);
    bad += check_shape(e, 3, 3, &boards);
    CU_ASSERT(boards > 20000);
    CU_ASSERT_EQUAL(bad, 0);
    memo_free();
    Position_eval_free(&e);
}
#line 499 "noweb/rulesets/skijumps.nw"
static void test_values(void)
{
    Position_Eval *e = Position_eval_new(&Skijumps_ruleset);
    CU_ASSERT_EQUAL(value(e, "L...."), Game_integer(5));    /* 5 squares to go */
    CU_ASSERT_EQUAL(value(e, "..r"), Game_integer(-3));
    CU_ASSERT_EQUAL(value(e, "LR"), Game_zero());          /* neither can pass */
    CU_ASSERT_EQUAL(value(e, "....."), Game_zero());
    Position_eval_free(&e);
}

static void test_example(void)
{
    
#line 29 "noweb/rulesets/skijumps.nw"
Position_Eval *e = Position_eval_new(&Skijumps_ruleset);
Game_T v = Game_zero();  Perr_T err;
Game_Status st = Position_value_text(e, "L....|....R|.....", &v, &err);  /* v = 1/2 */
Position_eval_free(&e);
#line 512 "noweb/rulesets/skijumps.nw"
    CU_ASSERT_EQUAL(st, GAME_DONE);
    CU_ASSERT_EQUAL(v, expr("1/2"));
}

static void test_parse(void)
{
    Position_List l = { 0 };
    Perr_T err;
    /* the census of 1 square: '.', 'L', 'l' ('R' and 'r' are their images);
       of 2: 25 slopes in 1x2 and 25 in 2x1, each (5 + 25) / 2 = 15 up to the
       image (5 fixed in a row: '..', 'LR', 'RL', 'lr', 'rl'; in a column the
       image keeps only '.' over '.' fixed, so (25 + 1) / 2 = 13) */
    Skijumps_ruleset.census->enumerate(NULL, 2, &l);
    size_t by[3] = { 0 };
    for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i]))
        by[POSITION_FLAGS(l.w[i])]++;
    CU_ASSERT_EQUAL(by[1], 3);
    CU_ASSERT_EQUAL(by[2], 15 + 13);
    Position_list_clear(&l);
    CU_ASSERT_FALSE(Skijumps_ruleset.parse(NULL, "L.x", &l, &err));
    CU_ASSERT_EQUAL(err.column, 3);
    CU_ASSERT_FALSE(Skijumps_ruleset.parse(NULL, "L..|..", &l, &err));
    CU_ASSERT_EQUAL(err.column, 7);
    CU_ASSERT(Skijumps_ruleset.parse(NULL, "L.r/lR.", &l, &err));
    const uint64_t *p = l.w + 1;
    size_t n = POSITION_LEN(l.w[0]);
    char *s = Skijumps_ruleset.print(NULL, p, n);
    CU_ASSERT_STRING_EQUAL(s, "L.r|lR.");
    free(s);
    CU_ASSERT_EQUAL(Skijumps_ruleset.hints->size(NULL, p, n), 4);
    /* Left: L one square; l blocked by R; Right: r one, R blocked */
    CU_ASSERT_EQUAL(Skijumps_ruleset.hints->moves(NULL, p, n, 'L'), 1);
    CU_ASSERT_EQUAL(Skijumps_ruleset.hints->moves(NULL, p, n, 'R'), 1);
    Position_List c = { 0 };
    Skijumps_ruleset.theory->conjugate(NULL, p, n, &c);
    Position_Eval *e = Position_eval_new(&Skijumps_ruleset);
    Game_T v, w;
    CU_ASSERT_EQUAL(Position_value(e, p, n, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_value(e, c.w + 1, n, &w), GAME_DONE);
    CU_ASSERT_EQUAL(w, Game_neg(v));
    char *t = Skijumps_ruleset.drawing->tikz(NULL, p, n, 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "text=blue"));
    free(t);
    Position_eval_free(&e);
    Position_list_free(&c);
    Position_list_free(&l);
}

int test_skijumps_suite(void)
{
    CU_pSuite s = CU_add_suite("skijumps", NULL, NULL);
    if (!s || !CU_add_test(s, "small slopes against the oracle", test_oracle)
        || !CU_add_test(s, "values from the rules", test_values)
        || !CU_add_test(s, "the example", test_example)
        || !CU_add_test(s, "reader, hints, conjugate, picture", test_parse))
        return CU_get_error();
    return 0;
}
