/* Generated from noweb/rulesets/domineering.nw by notangle: edit the .nw, not this file. */
#line 1080 "noweb/rulesets/domineering.nw"
#include <assert.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "rng.h"
#include "domineering.h"
#include "game.h"
#include "grid.h"
#include "interrupt.h"
#include "notation.h"
#include "position.h"
#include "thermo.h"
#include "threaded.h"
#include "mem.h"

#line 1108 "noweb/rulesets/domineering.nw"
enum { MEMO = 1 << 19 };
static uint64_t *memo_key;
static Game_T *memo_val;

static Game_T explicit_value(uint64_t b)
{
    size_t i = (size_t)((b * 0x9e3779b97f4a7c15ULL) >> 45) & (MEMO - 1);
    while (memo_key[i] != ~0ULL) {
        if (memo_key[i] == b)
            return memo_val[i];
        i = (i + 1) & (MEMO - 1);
    }
    Game_T L[64], R[64];
    size_t nl = 0, nr = 0;
    for (int s = 0; s < 64; s++) {
        if (!(b >> s & 1))
            continue;
        if (s + 8 < 64 && (b >> (s + 8) & 1))
            L[nl++] = explicit_value(b & ~(1ULL << s) & ~(1ULL << (s + 8)));
        if (s % 8 != 7 && (b >> (s + 1) & 1))
            R[nr++] = explicit_value(b & ~(1ULL << s) & ~(1ULL << (s + 1)));
    }
    Game_T v = Game_make(L, nl, R, nr);
    while (memo_key[i] != ~0ULL)            /* the recursion may have filled slot i */
        i = (i + 1) & (MEMO - 1);
    memo_key[i] = b;
    memo_val[i] = v;
    return v;
}

static void memo_init(void)
{
    memo_key = ALLOC(MEMO * sizeof *memo_key);
    memo_val = ALLOC(MEMO * sizeof *memo_val);
    memset(memo_key, 0xff, MEMO * sizeof *memo_key);
}

static void memo_free(void)
{
    free(memo_key);
    free(memo_val);
}

static Game_T value_of(Position_Eval *e, uint64_t bits)
{
    Domineering_Board b = { 8, 8, { 0 } };
    for (int r = 0; r < 8; r++)
        b.row[r] = (bits >> (8 * r)) & 0xff;
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&b, w), &v), GAME_DONE);
    return v;
}

static Game_T board_value(Position_Eval *e, const char *s)
{
    Domineering_Board b;
    Perr_T err;
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T v = Game_zero();
    CU_ASSERT_FATAL(Domineering_parse(s, &b, &err));
    CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&b, w), &v), GAME_DONE);
    return v;
}

static Game_T parse(const char *s)
{
    Game_T g = Game_zero();
    Perr_T err;
    CU_ASSERT_FATAL(Notation_parse(s, &g, &err));
    return g;
}
#line 1188 "noweb/rulesets/domineering.nw"
static const uint64_t NOT_COL0 = 0xfefefefefefefefeULL, NOT_COL7 = 0x7f7f7f7f7f7f7f7fULL;

static uint64_t beside(uint64_t p)      /* the squares left and right of p */
{
    return ((p << 1) & NOT_COL0) | ((p >> 1) & NOT_COL7);
}

static uint64_t over(uint64_t p)        /* the squares above and below p */
{
    return (p << 8) | (p >> 8);
}

static size_t polyominoes(int k, uint64_t *out, size_t cap)
{
    size_t n = 0, start = 0;
    out[n++] = 1;
    for (int size = 2; size <= k; size++) {
        size_t end = n;
        for (size_t i = start; i < end; i++) {
            uint64_t p = out[i] << 9;           /* room above and to the left */
            uint64_t around = (over(p) | beside(p)) & ~p;
            for (; around; around &= around - 1) {
                uint64_t q = p | (around & -around);
                while (!(q & 0xff)) q >>= 8;
                while (!(q & 0x0101010101010101ULL)) q >>= 1;
                bool seen = false;
                for (size_t j = end; j < n && !seen; j++)
                    seen = out[j] == q;
                if (!seen) {
                    CU_ASSERT_FATAL(n < cap);
                    out[n++] = q;
                }
            }
        }
        start = end;
    }
    return n;
}
#line 1236 "noweb/rulesets/domineering.nw"
static void test_cross_check(void)
{
    static const size_t count[9] = { 0, 1, 3, 9, 28, 91, 307, 1067, 3792 };
    uint64_t *poly = ALLOC(4000 * sizeof *poly);
    size_t n = polyominoes(8, poly, 4000);
    CU_ASSERT_EQUAL(n, count[8]);
    memo_init();
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    size_t agree = 0;
    for (size_t i = 0; i < n; i++)
        agree += value_of(e, poly[i]) == explicit_value(poly[i]);
    CU_ASSERT_EQUAL(agree, n);
    size_t subsets = 0;
    agree = 0;
    for (uint32_t m = 0; m < (1u << 16); m++) {
        if (__builtin_popcount(m) > 8)
            continue;
        uint64_t b = 0;
        for (int s = 0; s < 16; s++)
            if (m >> s & 1)
                b |= 1ULL << (8 * (s / 4) + s % 4);
        subsets++;
        agree += value_of(e, b) == explicit_value(b);
    }
    CU_ASSERT_EQUAL(subsets, 39203);
    CU_ASSERT_EQUAL(agree, subsets);
    Position_eval_free(&e);
    e = Position_eval_new(&Domineering_general_ruleset);
    agree = 0;
    for (size_t i = 0; i < n; i++)
        agree += value_of(e, poly[i]) == explicit_value(poly[i]);
    CU_ASSERT_EQUAL(agree, n);
    Position_eval_free(&e);
    memo_free();
    free(poly);
}
#line 1293 "noweb/rulesets/domineering.nw"
static void test_onag(void)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Game_T pm1 = Game_switch(Game_integer(1));
    CU_ASSERT_EQUAL(board_value(e, "2x2"), pm1);
    CU_ASSERT_EQUAL(board_value(e, "3x3"), pm1);
    CU_ASSERT_EQUAL(board_value(e, "2x1"), Game_integer(1));
    CU_ASSERT_EQUAL(board_value(e, "1x2"), Game_integer(-1));
    CU_ASSERT_EQUAL(board_value(e, "4x3"), parse("3/2"));
    CU_ASSERT_EQUAL(board_value(e, "3x4"), parse("-3/2"));
    CU_ASSERT_EQUAL(board_value(e, "2x3"), parse("2|-1/2"));
    CU_ASSERT_EQUAL(board_value(e, "3x2"), parse("1/2|-2"));
    CU_ASSERT_EQUAL(board_value(e, "1x12"), Game_integer(-6));
    CU_ASSERT_EQUAL(board_value(e, "13x1"), Game_integer(6));
    Position_eval_free(&e);
}
#line 1333 "noweb/rulesets/domineering.nw"
static size_t lemma_cases(Position_Eval *e, uint64_t b)
{
    size_t n = 0;
    uint64_t h = beside(b), v = over(b);
    for (uint64_t m = b; m; m &= m - 1) {
        uint64_t a = m & -m, x = a << 8;   /* x below a: Left's extra square */
        if (!(v & a) && x && !(b & x) && !(h & x) && !(b & (x << 8))) {
            n++;
            CU_ASSERT_EQUAL(Game_compare(value_of(e, b | x), value_of(e, b)), GAME_GREATER);
        }
        x = (a << 1) & NOT_COL0;           /* x right of a: Right's */
        if (!(h & a) && x && !(b & x) && !(v & x) && !(b & ((x << 1) & NOT_COL0))) {
            n++;
            CU_ASSERT_EQUAL(Game_compare(value_of(e, b | x), value_of(e, b)), GAME_LESS);
        }
    }
    return n;
}

static uint64_t test_flood(uint64_t region, uint64_t seed)
{
    uint64_t f = seed & region, g;
    do {
        g = f;
        f |= (over(f) | beside(f)) & region;
    } while (f != g);
    return f;
}

static bool offered(const Position_List *out, uint64_t x, uint64_t p, uint64_t q)
{
    for (size_t j = 0; j + 6 <= out->n; j += 6)
        if (out->w[j + 1] == x && out->w[j + 3] == p && out->w[j + 5] == q)
            return true;
    return false;
}

/* every way of the theorem that holds, found square by square without
   dom_bridges, must be among those it offers: the lemma drops none */
static size_t holding_ways(Position_Eval *e, uint64_t b, const Position_List *out)
{
    size_t n = 0;
    for (uint64_t m = b; m; m &= m - 1) {
        uint64_t x = m & -m, nb[4] = { x >> 8, x << 8, (x >> 1) & NOT_COL7,
                                       (x << 1) & NOT_COL0 };
        for (int d = 0; d < 4; d += 2) {
            uint64_t a = nb[d] & b, y = nb[d + 1] & b;
            if (!a || !y || (nb[2 - d] | nb[3 - d]) & b)
                continue;                   /* not two opposite neighbours only */
            uint64_t A = test_flood(b & ~x, a);
            if (A & y)
                continue;
            uint64_t C = b & ~A & ~x;
            if (value_of(e, A | x) == value_of(e, A)) {
                n++;
                CU_ASSERT(offered(out, A | x, A, C | x));
            }
            if (value_of(e, C | x) == value_of(e, C)) {
                n++;
                CU_ASSERT(offered(out, C | x, C, A | x));
            }
        }
    }
    return n;
}

static bool shape_bits(const Grid_Shape *s, uint64_t *b)   /* false: beyond 8 x 8 */
{
    if (s->rows > 8 || s->cols > 8)
        return false;
    *b = 0;
    for (int k = 0; k < s->cells; k++)
        *b |= 1ULL << (s->cell[k] / 16 * 8 + s->cell[k] % 16);
    return true;
}

static void test_bridges(void)
{
    Position_Ruleset plain = Domineering_ruleset;
    plain.bridges = NULL;
    Position_Eval *e = Position_eval_new(&plain);
    Grid_Shape *s;
    size_t n = Grid_polyominoes(10, &s), ways = 0, needed = 0, lemma = 0, holding = 0;
    Position_List out = { 0 }, wide = { 0 };
    for (size_t i = 0; i < n; i++) {
        uint64_t b;
        if (!shape_bits(&s[i], &b))
            continue;
        if (s[i].cells < 10)
            lemma += lemma_cases(e, b);
        Position_list_clear(&out);
        Domineering_ruleset.bridges(Domineering_ruleset.param, &b, 1, &out);
        CU_ASSERT_EQUAL(out.count % 3, 0);
        holding += holding_ways(e, b, &out);
        uint64_t g[9] = { 8 | 8 << 8 };
        for (int r = 0; r < 8; r++)
            g[1 + r] = (b >> (8 * r)) & 0xff;
        Position_list_clear(&wide);
        Domineering_general_ruleset.bridges(Domineering_general_ruleset.param, g, 9, &wide);
        CU_ASSERT_EQUAL(wide.count, out.count);
        for (size_t j = 0, k = 0; j < out.n && k < wide.n; j += 2, k += 10) {
            uint64_t back = 0;
            for (int r = 0; r < 8; r++)
                back |= wide.w[k + 2 + r] << (8 * r);
            CU_ASSERT(POSITION_LEN(wide.w[k]) == 9 && back == out.w[j + 1]);
        }
        for (size_t j = 0; j + 6 <= out.n; j += 6) {
            CU_ASSERT(POSITION_LEN(out.w[j]) == 1 && POSITION_LEN(out.w[j + 2]) == 1
                      && POSITION_LEN(out.w[j + 4]) == 1);
            uint64_t x = out.w[j + 1], p = out.w[j + 3], q = out.w[j + 5];
            CU_ASSERT((p & q) == 0 && (p | q) == b && (x & ~p & q) == (x & ~p)
                      && __builtin_popcountll(x & ~p) == 1 && (p & ~x) == 0);
            Game_T sum = Game_add(value_of(e, p), value_of(e, q));
            if (value_of(e, x) == value_of(e, p)) {
                ways++;
                CU_ASSERT_EQUAL(value_of(e, b), sum);
            } else
                needed += value_of(e, b) != sum;
        }
    }
    CU_ASSERT(ways > 5000);                 /* 5,133 ways held */
    CU_ASSERT_EQUAL(holding, ways);         /* and none was left out */
    CU_ASSERT(needed > 4000);               /* 5,072 failed the condition and the sum */
    CU_ASSERT(lemma > 3000);                /* 3,262 squares hung as in the lemma */
    free(s);
    Position_list_free(&out);
    Position_list_free(&wide);
    Position_eval_free(&e);

    e = Position_eval_new(&Domineering_ruleset);
    Position_Eval *f = Position_eval_new(&plain);
    Game_T pm1 = Game_switch(Game_integer(1));
    /* ONAG: a 2x2 square hung above G by one square adds +-1; the L of three
       squares is {0|0} = *, and G below is valued without bridges */
    CU_ASSERT_EQUAL(board_value(e, "..|..|.#|.."), Game_add(pm1, Game_star()));
    CU_ASSERT_EQUAL(board_value(e, "..|..|.#|..|.#|.."),
                    Game_add(pm1, board_value(f, ".#|..|.#|..")));
    /* Left to 0 (two lone squares) or -1, Right to 1: {0, -1 | 1} = 1/2, not -1 + 1 */
    CU_ASSERT_EQUAL(board_value(f, "..|.#|.#"), parse("1/2"));
    CU_ASSERT_EQUAL(board_value(e, "..|.#|.#"), parse("1/2"));
    CU_ASSERT_EQUAL(board_value(e, "5x5"), board_value(f, "5x5"));
    CU_ASSERT(Position_eval_searched(e) < Position_eval_searched(f));
    CU_ASSERT(Position_eval_searched(e) < Position_eval_count(e));
    Position_eval_free(&e);
    Position_eval_free(&f);
}
#line 1489 "noweb/rulesets/domineering.nw"
static uint64_t transposed(uint64_t b)          /* (r, c) to (c, r), square by square */
{
    uint64_t t = 0;
    for (int s = 0; s < 64; s++)
        if (b >> s & 1)
            t |= 1ULL << (8 * (s % 8) + s / 8);
    return t;
}

/* the lemma for Left's d1 and d2, with either pairing phi of E2 with E1 */
static bool lemma_holds(uint64_t b, uint64_t d1, uint64_t d2)
{
    uint64_t e1 = d1 & ~d2, e2 = d2 & ~d1;
    uint64_t a[2] = { e1 & -e1, e1 & (e1 - 1) }, c[2] = { e2 & -e2, e2 & (e2 - 1) };
    int n = __builtin_popcountll(e1);
    for (int cross = 0; cross < n; cross++) {
        bool ok = true;
        for (int i = 0; i < n; i++) {
            uint64_t p = a[i], q = c[cross ? 1 - i : i];        /* phi(q) = p */
            ok = ok && (beside(p) & b & ~d2 & ~beside(q)) == 0
                 && (over(q) & b & ~(d1 | d2) & ~over(p)) == 0;
        }
        if (ok)
            return true;
    }
    return false;
}

static uint64_t lemma_left_out(uint64_t b)      /* Left's moves, their top squares */
{
    int top[64], n = 0;
    for (int s = 0; s + 8 < 64; s++)
        if ((b >> s & 1) && (b >> (s + 8) & 1))
            top[n++] = s;
    uint64_t gone = 0, out = 0;
    for (int i = 0; i < n; i++) {
        uint64_t d1 = (1ULL << top[i]) | (1ULL << (top[i] + 8));
        for (int j = 0; j < n; j++) {
            uint64_t d2 = (1ULL << top[j]) | (1ULL << (top[j] + 8));
            if (j == i || (gone >> j & 1))
                continue;
            if (lemma_holds(b, d1, d2)) {
                gone |= 1ULL << i;
                out |= 1ULL << top[i];
                break;
            }
        }
    }
    return out;
}

static void test_dominated_moves(void)
{
    Position_Ruleset every = Domineering_ruleset;
    every.value_options = NULL;
    Position_Eval *e = Position_eval_new(&every);
    Position_Eval *f = Position_eval_new(&Domineering_ruleset);
    Grid_Shape *s;
    size_t n = Grid_polyominoes(9, &s), shapes = 0, moves = 0, out = 0, dominated = 0;
    size_t agree = 0, same = 0, listed = 0;
    Position_List all = { 0 }, kept = { 0 };
    for (size_t i = 0; i < n; i++) {
        uint64_t b;
        if (!shape_bits(&s[i], &b))
            continue;
        shapes++;
        same += value_of(e, b) == value_of(f, b);
        for (int side = 0; side < 2; side++) {
            char c = side ? 'R' : 'L';
            uint64_t gone = side ? transposed(lemma_left_out(transposed(b)))
                                 : lemma_left_out(b);
            Position_list_clear(&all);
            Position_list_clear(&kept);
            Domineering_ruleset.options(Domineering_ruleset.param, &b, 1, c, &all);
            Domineering_ruleset.value_options(Domineering_ruleset.param, &b, 1, c, &kept);
            size_t missing = 0;
            for (size_t j = 0; j < all.n; j += 2) {
                uint64_t o = all.w[j + 1], first = (b & ~o) & -(b & ~o);
                bool in_kept = false;
                for (size_t k = 0; k < kept.n; k += 2)
                    in_kept |= kept.w[k + 1] == o;
                moves++;
                agree += in_kept == !(gone & first);
                if (in_kept)
                    continue;
                missing++;
                bool below = false;
                for (size_t k = 0; k < kept.n && !below; k += 2)
                    below = side ? Game_le(value_of(e, kept.w[k + 1]), value_of(e, o))
                                 : Game_le(value_of(e, o), value_of(e, kept.w[k + 1]));
                dominated += below;
            }
            out += missing;
            listed += kept.count + missing == all.count;
        }
    }
    CU_ASSERT_EQUAL(agree, moves);          /* left out: the moves the lemma leaves out */
    CU_ASSERT_EQUAL(listed, 2 * shapes);    /* and the others, once each */
    CU_ASSERT_EQUAL(dominated, out);        /* each no better than one kept */
    CU_ASSERT_EQUAL(same, shapes);
    CU_ASSERT(out > 5700 && out < moves);   /* 5,721 of 14,473 moves */
    free(s);
    Position_list_free(&all);
    Position_list_free(&kept);
    Position_eval_free(&e);
    Position_eval_free(&f);
}
#line 1604 "noweb/rulesets/domineering.nw"
static void test_zigzags(void)
{
    static const char *onag[12] = {
        "0", "0", "1", "*", "1|0", "+-1", "2|*", "+-(1*)", "2|1||0",
        "{{2|0},{2|*}|{0|-2},{*|-2}}", "1*", NULL
    };
    Game_T zz[19];
    zz[0] = Game_zero();
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    for (size_t n = 1; n <= 18; n++) {
        zz[n] = Domineering_zigzag_next(zz, n);
        Domineering_Board b = Domineering_zigzag_board((int)n);
        CU_ASSERT_EQUAL(__builtin_popcountll(b.row[0]) + (b.rows > 1 ? 1 : 0), n > 1 ? 2 : 1);
        uint64_t w[DOMINEERING_MAX + 1];
        Game_T v = Game_zero();
        CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&b, w), &v), GAME_DONE);
        CU_ASSERT_EQUAL(v, zz[n]);
        if (n <= 10)
            CU_ASSERT_EQUAL(zz[n], parse(onag[n]));
    }
    CU_ASSERT_EQUAL(zz[11], Game_add(zz[9], Game_star()));
    Position_eval_free(&e);
}
#line 1633 "noweb/rulesets/domineering.nw"
static uint64_t rng_state = 11;
static uint64_t rng(void)
{
    return Rng_next(&rng_state);
}

static Domineering_Board random_board(int R, int C, int percent)
{
    Domineering_Board b = { R, C, { 0 } };
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if ((int)(rng() % 100) < percent)
                b.row[r] |= 1ULL << c;
    return b;
}

static void test_turn_and_sum(void)
{
    memo_init();
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    uint64_t w[DOMINEERING_MAX + 1];
    for (int t = 0; t < 60; t++) {
        Domineering_Board b = random_board(1 + (int)(rng() % 5), 1 + (int)(rng() % 5), 70);
        Domineering_Board q = Domineering_turn(&b);
        Game_T v = Game_zero(), u = Game_zero();
        CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&b, w), &v), GAME_DONE);
        CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&q, w), &u), GAME_DONE);
        CU_ASSERT_EQUAL(u, Game_neg(v));
    }
    for (int t = 0; t < 60; t++) {
        Domineering_Board a = random_board(3, 3, 80), b = random_board(3, 3, 80);
        uint64_t ab = 0, bb = 0;
        Domineering_Board s = { 3, 7, { 0 } };
        for (int r = 0; r < 3; r++) {
            s.row[r] = a.row[r] | b.row[r] << 4;
            ab |= a.row[r] << (8 * r);
            bb |= b.row[r] << (8 * r);
        }
        Game_T v = Game_zero();
        CU_ASSERT_EQUAL(Position_value(e, w, Domineering_position(&s, w), &v), GAME_DONE);
        CU_ASSERT_EQUAL(v, Game_add(explicit_value(ab), explicit_value(bb)));
    }
    Position_eval_free(&e);
    memo_free();
}
#line 1692 "noweb/rulesets/domineering.nw"
/* the first squares of the moves that lead from board w (general, 8 rows) to the
   options of l, as one-word bits of the board shifted back by sh columns */
static uint64_t general_moves(const uint64_t *w, const Position_List *l, int sh)
{
    uint64_t m = 0;
    for (size_t j = 0; j < l->n; j += 1 + POSITION_LEN(l->w[j])) {
        const uint64_t *o = l->w + j + 1;
        for (int r = 0; r < 8; r++) {
            uint64_t gone = w[1 + r] & ~o[1 + r];
            if (gone) {
                m |= ((gone & -gone) >> sh) << (8 * r);
                break;
            }
        }
    }
    return m;
}

/* the moves value_options leaves out of one-word board b (cols columns wide), for
   each side, and of the same board on a general board of 8 x 64 squares, at the
   left edge and against the right one: the number of the four cases that agree,
   with the moves left out on the general boards added to *out unless it is NULL */
static int general_agrees(uint64_t b, int cols, size_t *out)
{
    const Position_Ruleset *rs = &Domineering_ruleset;
    Position_List l = { 0 };
    int agree = 0;
    for (int side = 0; side < 2; side++) {
        char c = side ? 'R' : 'L';
        Position_list_clear(&l);
        rs->value_options(rs->param, &b, 1, c, &l);
        uint64_t kept = 0, w[9];
        for (size_t j = 0; j < l.n; j += 2)
            kept |= (b & ~l.w[j + 1]) & -(b & ~l.w[j + 1]);
        for (int at = 0; at < 2; at++) {
            int sh = at ? 64 - cols : 0;
            w[0] = 8 | 64 << 8;
            for (int r = 0; r < 8; r++)
                w[1 + r] = (b >> (8 * r) & 0xff) << sh;
            Position_list_clear(&l);
            rs->options(rs->param, w, 9, c, &l);
            size_t every = l.count;
            Position_list_clear(&l);
            rs->value_options(rs->param, w, 9, c, &l);
            agree += general_moves(w, &l, sh) == kept;
            if (out)
                *out += every - l.count;
        }
    }
    Position_list_free(&l);
    return agree;
}

static void test_dominated_general(void)
{
    const Position_Ruleset *rs = &Domineering_ruleset;
    Grid_Shape *s;
    size_t n = Grid_polyominoes(9, &s), cases = 0, agree = 0, out = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t b;
        if (!shape_bits(&s[i], &b))
            continue;
        cases += 4;
        agree += (size_t)general_agrees(b, s[i].cols, &out);
    }
    CU_ASSERT_EQUAL(agree, cases);
    CU_ASSERT_EQUAL(out, 2 * 5721);         /* as many as on one word, twice */
    free(s);
    cases = agree = 0;                      /* every set of squares of the 4 x 4 box */
    for (uint32_t m = 0; m < (1u << 16); m++) {
        uint64_t b = 0;
        for (int q = 0; q < 16; q++)
            if (m >> q & 1)
                b |= 1ULL << (8 * (q / 4) + q % 4);
        cases += 4;
        agree += (size_t)general_agrees(b, 4, NULL);
    }
    CU_ASSERT_EQUAL(agree, cases);

    Position_Ruleset every = Domineering_ruleset;
    every.value_options = NULL;
    Position_Eval *e = Position_eval_new(&every), *f = Position_eval_new(rs);
    Position_List all = { 0 }, l = { 0 };
    size_t boards = 0, same = 0, moves = 0, missing = 0, dominated = 0;
    rng_state = 16;                         /* the same boards, run alone or not */
    for (int t = 0; t < 120; t++) {
        int R = 2 + t % 3;                  /* 2 x 9..16, 3 x 9..13, 4 x 9..10 */
        static const unsigned widths[3] = { 8, 5, 2 };
        Domineering_Board d = random_board(R, 9 + (int)(rng() % widths[R - 2]), 66);
        uint64_t w[DOMINEERING_MAX + 1];
        size_t len = Domineering_position(&d, w);
        if (len == 1)
            continue;
        boards++;
        Game_T u = Game_zero(), v = Game_zero();
        CU_ASSERT(Position_value(e, w, len, &u) == GAME_DONE
                  && Position_value(f, w, len, &v) == GAME_DONE);
        same += u == v;
        for (int side = 0; side < 2; side++) {
            char c = side ? 'R' : 'L';
            Position_list_clear(&all);
            Position_list_clear(&l);
            rs->options(rs->param, w, len, c, &all);
            rs->value_options(rs->param, w, len, c, &l);
            moves += all.count;
            for (size_t j = 0; j < all.n; j += 1 + len) {
                bool in_kept = false;
                for (size_t k = 0; k < l.n && !in_kept; k += 1 + len)
                    in_kept = memcmp(all.w + j + 1, l.w + k + 1, len * sizeof *w) == 0;
                if (in_kept)
                    continue;
                missing++;
                Game_T o = Game_zero(), p = Game_zero();
                CU_ASSERT_EQUAL(Position_value(e, all.w + j + 1, len, &o), GAME_DONE);
                bool below = false;
                for (size_t k = 0; k < l.n && !below; k += 1 + len) {
                    CU_ASSERT_EQUAL(Position_value(e, l.w + k + 1, len, &p), GAME_DONE);
                    below = side ? Game_le(p, o) : Game_le(o, p);
                }
                dominated += below;
            }
        }
    }
    CU_ASSERT(boards > 100);
    CU_ASSERT_EQUAL(same, boards);
    CU_ASSERT_EQUAL(dominated, missing);
    CU_ASSERT(missing > moves / 20 && missing < moves);
    Position_list_free(&l);
    Position_list_free(&all);
    Position_eval_free(&e);
    Position_eval_free(&f);
}
#line 1841 "noweb/rulesets/domineering.nw"
static void raise_signal(void *closure, size_t searched, size_t count, size_t bytes)
{
    (void)closure; (void)searched; (void)count; (void)bytes;
    Interrupt_signal = SIGINT;
}

static Game_T threaded(const uint64_t *w, size_t len, int threads)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    CU_ASSERT_EQUAL(Position_eval_set_threads(e, threads), threads);
    Game_T v = Game_zero();
    CU_ASSERT_EQUAL(Position_value(e, w, len, &v), GAME_DONE);
    Position_eval_free(&e);
    return v;
}

static void test_threads(void)
{
    Position_Eval *one = Position_eval_new(&Domineering_ruleset);
    uint64_t w[DOMINEERING_MAX + 1];
    Game_T v = Game_zero(), u = Game_zero();
    for (int t = 0; t < 52; t++) {
        int R = t < 40 ? 1 + (int)(rng() % 5) : 2 + t % 2;
        int C = t < 40 ? 1 + (int)(rng() % 6) : 9 + (int)(rng() % 4);
        Domineering_Board b = random_board(R, C, t < 40 ? 80 : 75);
        size_t len = Domineering_position(&b, w);
        CU_ASSERT_EQUAL(Position_value(one, w, len, &v), GAME_DONE);
        CU_ASSERT_EQUAL(threaded(w, len, 2), v);
    }
    Domineering_Board b45 = { 4, 5, { 31, 31, 31, 31 } };
    Domineering_Board b55 = { 5, 5, { 31, 31, 31, 31, 31 } };
    size_t len = Domineering_position(&b45, w);
    CU_ASSERT_EQUAL(Position_value(one, w, len, &v), GAME_DONE);
    CU_ASSERT_EQUAL(threaded(w, len, 3), v);

    for (size_t limit = 50; limit < 1500; limit += 50) {   /* stops met in turn */
        Position_Eval *f = Position_eval_new(&Domineering_ruleset);
        Position_eval_set_threads(f, 3);
        Position_eval_set_limits(f, (Game_Limits){ .max_positions = limit });
        CU_ASSERT_NOT_EQUAL(Position_value(f, w, len, &u), GAME_DONE);
        Position_eval_free(&f);
    }
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Position_eval_set_threads(e, 2);
    Position_eval_set_limits(e, (Game_Limits){ .max_positions = 500 });
    CU_ASSERT_NOT_EQUAL(Position_value(e, w, len, &u), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_POSITIONS);
    CU_ASSERT(Position_eval_count(e) <= 500);
    Position_eval_set_limits(e, (Game_Limits){ 0 });
    Position_eval_set_threads(e, 1);
    CU_ASSERT_EQUAL(Position_value(e, w, len, &u), GAME_DONE);
    CU_ASSERT_EQUAL(u, v);
    Position_eval_free(&e);

    len = Domineering_position(&b55, w);
    CU_ASSERT_EQUAL(Position_value(one, w, len, &v), GAME_DONE);
    e = Position_eval_new(&Domineering_ruleset);
    Position_eval_set_threads(e, 2);
    Position_eval_set_progress(e, raise_signal, NULL);
    CU_ASSERT_NOT_EQUAL(Position_value(e, w, len, &u), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_status(e), GAME_LIMIT_SIGNAL);
    Interrupt_signal = 0;
    Position_eval_set_progress(e, NULL, NULL);
    CU_ASSERT(Position_eval_count(e) > 0);
    CU_ASSERT_EQUAL(Position_value(e, w, len, &u), GAME_DONE);
    CU_ASSERT_EQUAL(u, v);
    Position_eval_free(&e);
    Position_eval_free(&one);
}
#line 1913 "noweb/rulesets/domineering.nw"
/* the example of the introduction, given its evaluator and +-1 = {1|-1} */
static void test_example_board(void)
{
    Position_Eval *e = Position_eval_new(&Domineering_ruleset);
    Perr_T perr;
    Game_T plus_minus_one;
    CU_ASSERT_FATAL(Notation_parse("{1|-1}", &plus_minus_one, &perr));
    
#line 57 "noweb/rulesets/domineering.nw"
Domineering_Board b;  Perr_T err;  uint64_t w[65];  Game_T v;
if (Domineering_parse("3x3", &b, &err)
    && Position_value(e, w, Domineering_position(&b, w), &v) == GAME_DONE)
        assert(v == plus_minus_one);                /* v = +-1 */
else
    assert(!"3x3 is a board");
#line 1921 "noweb/rulesets/domineering.nw"
    Position_eval_free(&e);
}

int test_domineering_suite(void)
{
    CU_pSuite s = CU_add_suite("domineering", NULL, NULL);
    if (!s || !CU_add_test(s, "positions of up to 8 squares vs explicit trees",
                           test_cross_check)
           || !CU_add_test(s, "values of ONAG", test_onag)
           || !CU_add_test(s, "bridges: the theorem on polyominoes of up to 10 squares",
                           test_bridges)
           || !CU_add_test(s, "dominated moves: the lemma on polyominoes of up to 9 "
                           "squares", test_dominated_moves)
           || !CU_add_test(s, "zig-zags: recurrence, boards, ONAG", test_zigzags)
           || !CU_add_test(s, "quarter turn negates; sums of regions", test_turn_and_sum)
           || !CU_add_test(s, "dominated moves: the general representation, wide boards",
                           test_dominated_general)
           || !CU_add_test(s, "threads: the values of one thread; limits, signals",
                           test_threads)
           || !CU_add_test(s, "the example: 3x3 is +-1", test_example_board))
        return CU_get_error();
    return 0;
}
