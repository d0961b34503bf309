/* Generated from noweb/rulesets/conjoined.nw by notangle: edit the .nw, not this file. */
#line 1529 "noweb/rulesets/conjoined.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "conjoined.h"
#include "game.h"
#include "position.h"
#include "registry.h"

int test_conjoined_suite(void);

#line 1545 "noweb/rulesets/conjoined.nw"
static void test_notation(void)
{
    static const struct { const Position_Ruleset *rs; const char *in, *out; } ok[] = {
        { &Conjoined_nogo, "x . o", "x.o" },
        { &Conjoined_nogo, "x./.o", "x.|.o" },
        { &Conjoined_nogo, "path:3 x:1", "x.." },
        { &Conjoined_nogo, "grid:2x2 o:4", "..|.o" },
        { &Conjoined_nogo, "cycle:3", "e:1-2,1-3,2-3" },
        { &Conjoined_cutthroat, "xxox", "xxox" },
        { &Conjoined_cutthroat, "xx#xo", "##" "#xo" },
        { &Conjoined_cutthroat, "star:1 x:1 o:2,3,4", "xo" },  /* a graph that is a path */
        { &Conjoined_cutthroat, "e:1-2 x:1 o:2", "xo" },
        { &Conjoined_nogo, "star:2 x:2", "e:1-2,1-3 x:2" },
        { &Conjoined_gocut, "[2] xxoo", "[2] xxoo" },
        { &Conjoined_any, " col_i>nogo path:2", "col_i>nogo .." },
        { &Conjoined_any, "cutthroat xo", "cutthroat xo" },
        { &Conjoined_nogo, "X..O|.OX.", "x..o|.ox." },          /* MCGS's capitals */
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        Position_List l = { 0 };
        Perr_T e;
        CU_ASSERT_FATAL(ok[i].rs->parse(ok[i].rs->param, ok[i].in, &l, &e));
        char *s = ok[i].rs->print(ok[i].rs->param, l.w + 1, POSITION_LEN(l.w[0]));
        CU_ASSERT_STRING_EQUAL(s, ok[i].out);
        free(s);
        Position_list_free(&l);
    }
    static const struct {
        const Position_Ruleset *rs;
        const char *in;
        size_t column;
        const char *words;
        bool limit;
    } bad[] = {
        { &Conjoined_nogo, "x.z", 3, "x (Left)", false },
        { &Conjoined_nogo, "x../..", 7, "row 2 to have 3", false },
        { &Conjoined_nogo, "..xo", 4, "has none", false },
        { &Conjoined_nogo, "", 1, "a board", false },
        { &Conjoined_nogo, "[2] ..", 1, "conjoined", false },
        { &Conjoined_snogo, "x.ox", 3, "both colours", false },
        { &Conjoined_cutthroat, "x.o", 2, "colours every vertex", false },
        { &Conjoined_gocut, "[2] x.o", 6, "colours every vertex", false },
        { &Conjoined_any, "go>cut path:3", 1, "a rule", false },
        { &Conjoined_any, "nogo>snort>col ..", 11, "two phases", false },
        { &Conjoined_nogo, "path:129", 0, "at most 128", true },
        { &Conjoined_nogo, "path:3 z:1", 8, "", false },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Position_List l = { 0 };
        Perr_T e;
        CU_ASSERT(!bad[i].rs->parse(bad[i].rs->param, bad[i].in, &l, &e));
        CU_ASSERT_EQUAL(e.column, bad[i].column);
        CU_ASSERT_EQUAL(e.limit, bad[i].limit);
        CU_ASSERT_PTR_NOT_NULL(strstr(e.expected, bad[i].words));
        if (e.column != bad[i].column || !strstr(e.expected, bad[i].words))
            printf("\n'%s': column %zu, %s\n", bad[i].in, e.column, e.expected);
        CU_ASSERT_EQUAL(l.count, 0);
        Position_list_free(&l);
    }
}
#line 1615 "noweb/rulesets/conjoined.nw"
static size_t parts(const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 }, out = { 0 };
    Perr_T e;
    CU_ASSERT_FATAL(rs->parse(rs->param, text, &l, &e));
    rs->split(rs->param, l.w + 1, POSITION_LEN(l.w[0]), &out);
    size_t n = out.count;
    Position_list_free(&l);
    Position_list_free(&out);
    return n;
}

static Game_T value_of(const Position_Ruleset *rs, const char *text)
{
    Position_Eval *e = Position_eval_new(rs);
    Game_T v = Game_zero();
    Perr_T err;
    CU_ASSERT_EQUAL(Position_value_text(e, text, &v, &err), GAME_DONE);
    Position_eval_free(&e);
    return v;
}

static void test_cut(void)
{
    CU_ASSERT_EQUAL(parts(&Conjoined_nogo, "x..xo..o"), 2);
    CU_ASSERT_EQUAL(parts(&Conjoined_nogo, "x..xx..o"), 1);
    CU_ASSERT_EQUAL(parts(&Conjoined_nogo, "x.|o."), 1);    /* joined through the . */
    CU_ASSERT_EQUAL(parts(&Conjoined_cutthroat, "xxxoooo"), 1);
    Game_T whole = value_of(&Conjoined_nogo, "...O..XOO.X.X..XX.");
    CU_ASSERT_EQUAL(whole, Game_add(value_of(&Conjoined_nogo, "...O..X"),
                                    value_of(&Conjoined_nogo, "OO.X.X..XX.")));
}

#line 1649 "noweb/rulesets/conjoined.nw"
int test_conjoined_suite(void)
{
    CU_pSuite s = CU_add_suite("conjoined", NULL, NULL);
    if (!s || !CU_add_test(s, "notation and faults", test_notation)
        || !CU_add_test(s, "edges between stones of two colours cut", test_cut))
        return CU_get_error();
    return 0;
}
