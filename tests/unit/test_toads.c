/* Generated from noweb/rulesets/toads.nw by notangle: edit the .nw, not this file. */
#line 594 "noweb/rulesets/toads.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "parser.h"
#include "toads.h"

typedef struct Rule { int s, S, J, f; } Rule;
enum { MEMO = 1 << 18 };                /* more than twice 3^10 + 3^9 + ... */
static struct Memo { char key[16]; Game_T v; } *memo;
static size_t used;                     /* slots of memo filled */

static size_t slot(const char *b)
{
    size_t h = 5381;
    for (const char *c = b; *c; c++)
        h = h * 33 + (unsigned char)*c;
    h %= MEMO;
    while (memo[h].key[0] && strcmp(memo[h].key, b) != 0)
        h = (h + 1) % MEMO;
    return h;
}

static Game_T oracle(const char *b, Rule r)
{
    size_t h = slot(b), n = strlen(b), nl = 0, nr = 0;
    if (memo[h].key[0])
        return memo[h].v;
    assert(n < sizeof memo[h].key);
    Game_T L[64], R[64];
    char q[16];
    for (size_t i = 0; i < n; i++) {
        if (b[i] == '.')
            continue;
        char me = b[i];
        long dir = me == 't' ? 1 : -1;
        Game_T *o = me == 't' ? L : R;
        size_t *no = me == 't' ? &nl : &nr;
        long k;
        for (k = 1; k <= r.S; k++) {                    /* slides over empty squares */
            long j = (long)i + k * dir;
            if (j < 0 || j >= (long)n || b[j] != '.')
                break;
            if (k >= r.s) {
                strcpy(q, b);
                q[i] = '.', q[j] = me;
                o[(*no)++] = oracle(q, r);
            }
        }
        for (k = 1; k <= r.J; k++) {                    /* a jump over k stones */
            long j = (long)i + k * dir;
            if (j < 0 || j >= (long)n || b[j] == '.' || (b[j] == me && !r.f))
                break;
            long land = j + dir;
            if (land >= 0 && land < (long)n && b[land] == '.') {
                strcpy(q, b);
                q[i] = '.', q[land] = me;
                o[(*no)++] = oracle(q, r);
                break;
            }
        }
    }
    Game_T v = Game_make(L, nl, R, nr);
    h = slot(b);                        /* the recursion may have filled slot h */
    assert(++used < MEMO / 2);          /* so that slot always finds a free one */
    strcpy(memo[h].key, b);
    memo[h].v = v;
    return v;
}

static Game_T value(Position_Eval *e, const Position_Ruleset *rs, const char *s)
{
    Position_List l = { 0 };
    Perr_T err;
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(rs->parse(rs->param, s, &l, &err));
    CU_ASSERT_EQUAL_FATAL(Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v),
                          GAME_DONE);
    Position_list_free(&l);
    return v;
}

/* every strip of 1 to n squares under rule r, through rs (with the prefix when
   prefix), against the oracle */
static void against_oracle(const Position_Ruleset *rs, Rule r, bool prefix, int n)
{
    memo = calloc(MEMO, sizeof *memo);
    used = 0;
    Position_Eval *e = Position_eval_new(rs);
    char b[16], text[40];
    size_t bad = 0;
    for (int len = 1; len <= n; len++) {
        int idx[16] = { 0 };
        for (;;) {
            for (int i = 0; i < len; i++)
                b[i] = ".tf"[idx[i]];
            b[len] = '\0';
            if (prefix)
                snprintf(text, sizeof text, "%d,%d,%d,%d:%s", r.s, r.S, r.J, r.f, b);
            else
                snprintf(text, sizeof text, "%s", b);
            if (value(e, rs, text) != oracle(b, r) && bad++ < 5)
                fprintf(stderr, "toads: %s differs from the oracle\n", text);
            int i = 0;
            while (i < len && idx[i] == 2)
                idx[i++] = 0;
            if (i == len)
                break;
            idx[i]++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    Position_eval_free(&e);
    free(memo);
}

static void test_oracle(void)
{
    against_oracle(&Toads_ruleset, (Rule){ 1, 1, 1, 0 }, false, 10);
    against_oracle(&Toads_elephants, (Rule){ 1, 1, 0, 0 }, false, 10);
    against_oracle(&Toads_ruleset, (Rule){ 1, 2, 1, 1 }, true, 9);
    against_oracle(&Toads_ruleset, (Rule){ 2, 3, 2, 0 }, true, 9);
    against_oracle(&Toads_ruleset, (Rule){ 1, 3, 2, 1 }, true, 9);
    against_oracle(&Toads_ruleset, (Rule){ 1, 1, 0, 0 }, true, 9);
    against_oracle(&Toads_ruleset, (Rule){ 3, 4, 1, 0 }, true, 9);   /* s >= 3 */
}
#line 728 "noweb/rulesets/toads.nw"
static void test_longer(void)
{
    static const Rule rules[2] = { { 1, 1, 1, 0 }, { 1, 2, 1, 1 } };
    unsigned seed = 12345;
    for (int k = 0; k < 2; k++) {
        memo = calloc(MEMO, sizeof *memo);
        used = 0;
        Position_Eval *e = Position_eval_new(&Toads_ruleset);
        char b[16], text[40];
        for (int t = 0; t < 40; t++) {
            for (int i = 0; i < 10; i++) {
                seed = seed * 1103515245u + 12345u;
                b[i] = ".tf"[(seed >> 16) % 3];
            }
            b[10] = '\0';
            Rule r = rules[k];
            snprintf(text, sizeof text, "%d,%d,%d,%d:%s", r.s, r.S, r.J, r.f, b);
            CU_ASSERT(value(e, &Toads_ruleset, text) == oracle(b, r));
        }
        Position_eval_free(&e);
        free(memo);
    }
}
#line 766 "noweb/rulesets/toads.nw"
static void is(const Position_Ruleset *rs, Position_Eval *e, const char *s,
               const char *want)
{
    Game_T w;
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(want, &w, &err));
    if (value(e, rs, s) != w)
        fprintf(stderr, "toads: %s is not %s\n", s, want);
    CU_ASSERT(value(e, rs, s) == w);
}

static void test_values(void)
{
    Position_Eval *e = Position_eval_new(&Toads_ruleset);
    
#line 111 "noweb/rulesets/toads.nw"
Position_List l = { 0 };  Perr_T err;  Game_T v;
if (Toads_ruleset.parse(Toads_ruleset.param, "t.f", &l, &err)
    && Position_value(e, l.w + 1, POSITION_LEN(l.w[0]), &v) == GAME_DONE)
        assert(v == Game_star());                    /* t.f = * */
Position_list_free(&l);
#line 781 "noweb/rulesets/toads.nw"
    is(&Toads_ruleset, e, "t..", "2");
    is(&Toads_ruleset, e, "..f", "-2");
    is(&Toads_ruleset, e, ".tf", "0");
    is(&Toads_ruleset, e, "TF.", "0");
    is(&Toads_ruleset, e, "X.O", "*");
    is(&Toads_ruleset, e, "f.t", "0");
    is(&Toads_ruleset, e, "t.fttfft.f", "0");
    static const char *const mcgs[6][2] = {
        { "X.......O.....XO.O.....X..OO.X.O.OOXO...", "{-4*|-6*}" },
        { "X...XX.O...X.....OOOO..X...O.....O.O...O", "{-27|-29}" },
        { "X..X........O....X....O...O.......XO.X..", "3" },
        { ".......X.....O..X.....O.......", "0" },
        { ".OXO...O.O..O.X.X......X...X..OO..X....X", "14" },
        { "....OXO.....X......X.XOX..O...O...O.XXO.", "-7" },
    };
    /* CGSuite's GameStripTest.scala: ttttt..fffff; GenToadsAndFrogs(maxJump
       => 2)("tttt..fff"); ElephantsAndRhinos("tttt..fff") */
    is(&Toads_ruleset, e, "ttttt..fffff", "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},"
       "{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}");
    is(&Toads_ruleset, e, "1,1,2,0:tttt..fff", "{1/2*|v}");
    Position_Eval *el = Position_eval_new(&Toads_elephants);
    is(&Toads_elephants, el, "tttt..fff", "1");
    char text[64];
    for (int i = 0; i < 6; i++) {
        is(&Toads_elephants, el, mcgs[i][0], mcgs[i][1]);
        snprintf(text, sizeof text, "1,1,0,0:%s", mcgs[i][0]);
        is(&Toads_ruleset, e, text, mcgs[i][1]);
    }
    Position_eval_free(&el);
    Position_eval_free(&e);
}
#line 818 "noweb/rulesets/toads.nw"
static void test_split(void)
{
    Position_List l = { 0 }, parts = { 0 }, conj = { 0 };
    Perr_T err;
    const Position_Ruleset *rs = &Toads_ruleset;
    CU_ASSERT_FATAL(rs->parse(rs->param, "t.fttfft.f", &l, &err));
    rs->split(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &parts);
    CU_ASSERT_EQUAL(parts.count, 2);
    uint64_t k1[80], k2[80];
    size_t n1, n2, second = 1 + POSITION_LEN(parts.w[0]);
    bool g1 = rs->normalise(rs->param, parts.w + 1, POSITION_LEN(parts.w[0]), k1, &n1);
    bool g2 = rs->normalise(rs->param, parts.w + second + 1,
                            POSITION_LEN(parts.w[second]), k2, &n2);
    CU_ASSERT(n1 == n2 && memcmp(k1, k2, n1 * sizeof *k1) == 0 && g1 == g2);
    Position_list_clear(&l);
    Position_list_clear(&parts);
    CU_ASSERT_FATAL(rs->parse(rs->param, "fft.ttff.tt", &l, &err));
    rs->split(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &parts);
    CU_ASSERT_EQUAL(parts.count, 1);                /* only "t." is left */
    Position_list_clear(&l);
    Position_list_clear(&parts);
    CU_ASSERT_FATAL(rs->parse(rs->param, "ttff", &l, &err));
    rs->split(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &parts);
    CU_ASSERT_EQUAL(parts.count, 0);
    Position_list_clear(&l);
    CU_ASSERT_FATAL(rs->parse(rs->param, "t..tf.f", &l, &err));
    rs->theory->conjugate(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &conj);
    char *s = rs->print(rs->param, conj.w + 1, POSITION_LEN(conj.w[0]));
    CU_ASSERT_STRING_EQUAL(s, "t.tf..f");
    free(s);
    Position_Eval *e = Position_eval_new(rs);
    CU_ASSERT(value(e, rs, "t..tf.f") == Game_neg(value(e, rs, "t.tf..f")));
    CU_ASSERT_EQUAL(rs->hints->moves(rs->param, l.w + 1, POSITION_LEN(l.w[0]), 'L'), 2);
    CU_ASSERT_EQUAL(rs->hints->moves(rs->param, l.w + 1, POSITION_LEN(l.w[0]), 'R'), 2);
    Position_eval_free(&e);
    Position_list_free(&l);
    Position_list_free(&parts);
    Position_list_free(&conj);
}
#line 865 "noweb/rulesets/toads.nw"
static void reads(const Position_Ruleset *rs, const char *s, const char *back)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(rs->parse(rs->param, s, &l, &err));
    char *t = rs->print(rs->param, l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT_STRING_EQUAL(t, back);
    free(t);
    Position_list_free(&l);
}

static void refuses(const Position_Ruleset *rs, const char *s, size_t column)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FALSE(rs->parse(rs->param, s, &l, &err));
    CU_ASSERT_EQUAL(err.column, column);
    CU_ASSERT_EQUAL(l.count, 0);
    Position_list_free(&l);
}

static void test_reading(void)
{
    reads(&Toads_ruleset, "XxTt.OoFf", "tttt.ffff");
    reads(&Toads_ruleset, "1,1,1,0:X.O", "t.f");
    reads(&Toads_ruleset, "1,2,1,1:X.O", "1,2,1,1:t.f");
    reads(&Toads_elephants, "X.O", "t.f");
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Toads_ruleset.parse(Toads_ruleset.param, "2,3,2,1:t.f", &l, &err));
    Toads_Rule r = Toads_rule(l.w + 1, POSITION_LEN(l.w[0]));
    CU_ASSERT(r.min_slide == 2 && r.max_slide == 3 && r.max_jump == 2 && r.friendly);
    Position_list_free(&l);
    refuses(&Toads_ruleset, "0,0,0,0:t.f", 1);
    refuses(&Toads_ruleset, "2,1,1,0:t.f", 3);
    refuses(&Toads_ruleset, "1,1,1,2:t.f", 7);
    refuses(&Toads_ruleset, "1,1,1,0t.f", 8);
    refuses(&Toads_ruleset, "1,1,256,0:t.f", 5);
    refuses(&Toads_ruleset, "t.q", 3);
    refuses(&Toads_ruleset, "", 1);
    refuses(&Toads_elephants, "1,1,0,0:t.f", 1);
}

static void test_tikz(void)
{
    Position_List l = { 0 };
    Perr_T err;
    CU_ASSERT_FATAL(Toads_ruleset.parse(Toads_ruleset.param, "t.f", &l, &err));
    char *t = Toads_ruleset.drawing->tikz(NULL, l.w + 1, POSITION_LEN(l.w[0]), 0.5);
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "fill=black"));
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "fill=white"));
    CU_ASSERT_PTR_NOT_NULL(strstr(t, "\\end{tikzpicture}"));
    free(t);
    Position_list_free(&l);
}

int test_toads_suite(void)
{
    CU_pSuite s = CU_add_suite("toads", NULL, NULL);
    if (!s || !CU_add_test(s, "every strip to 10 squares, the oracle", test_oracle)
        || !CU_add_test(s, "random strips of 10 against the oracle", test_longer)
        || !CU_add_test(s, "values by hand and from MCGS", test_values)
        || !CU_add_test(s, "walls, keys, conjugates, moves", test_split)
        || !CU_add_test(s, "reading and its errors", test_reading)
        || !CU_add_test(s, "a drawing", test_tikz))
        return CU_get_error();
    return 0;
}
