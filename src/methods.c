/* Generated from noweb/games/methods.nw by notangle: edit the .nw, not this file. */
#line 154 "noweb/games/methods.nw"
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "methods.h"
#include "dyadictext.h"
#include "born.h"
#include "gameops.h"
#include "uptimal.h"
#include "invariant.h"
#include "mem.h"
#include "notation.h"
#include "ordinal.h"
#include "perr.h"
#include "thermo.h"

#line 186 "noweb/games/methods.nw"
Method_Value Method_game(Game_T g)
{
    Method_Value v = { .kind = METHOD_GAME, .game = g };
    return v;
}

static bool give_game(Method_Value *out, Game_T g)
{
    *out = Method_game(g);
    return true;
}

static bool give_bool(Method_Value *out, bool b)
{
    *out = (Method_Value){ .kind = METHOD_BOOL, .truth = b };
    return true;
}

static struct { Dyadic_T d[2]; size_t n; } held;

static void release_held(void)
{
    for (size_t i = 0; i < held.n; i++)
        Dyadic_clear(&held.d[i]);
    held.n = 0;
}

static const Dyadic_T *keep(Dyadic_T x)
{
    assert(held.n < sizeof held.d / sizeof held.d[0]);
    held.d[held.n] = x;
    return &held.d[held.n++];
}

static bool give_number(Method_Value *out, Dyadic_T x)
{
    return give_game(out, Game_number(*keep(x)));
}

static bool refuse(const char **why, const char *what)
{
    *why = what;
    return false;
}

#define METHOD(name) \
    static bool name(Game_T g, const Game_T *a, Method_Value *out, const char **why)
#define UNUSED_ARGS (void)g, (void)a, (void)why
#line 246 "noweb/games/methods.nw"
METHOD(m_temperature) { UNUSED_ARGS; return give_number(out, Thermo_temperature(g)); }
METHOD(m_mean)        { UNUSED_ARGS; return give_number(out, Thermo_mean(g)); }
METHOD(m_left_stop)   { UNUSED_ARGS; return give_number(out, Game_left_stop(g)); }
METHOD(m_right_stop)  { UNUSED_ARGS; return give_number(out, Game_right_stop(g)); }

METHOD(m_cool)
{
    if (!Game_is_number(a[0]))
        return refuse(why, "a number as the temperature of Cool");
    const Dyadic_T *t = keep(Game_number_value(a[0]));
    Dyadic_T m1 = Dyadic_int(-1);
    bool defined = Dyadic_cmp(*t, m1) > 0;
    Game_T r = defined ? Thermo_cool(g, *t) : 0;
    if (!defined)
        return refuse(why, "a temperature above -1 for Cool (cooling is not "
                      "defined below)");
    return give_game(out, r);
}

METHOD(m_freeze) { UNUSED_ARGS; return give_game(out, Gameops_freeze(g)); }

METHOD(m_heat)     { UNUSED_ARGS; return give_game(out, Thermo_heat(g, a[0])); }
METHOD(m_overheat)
{
    UNUSED_ARGS;
    return give_game(out, Thermo_overheat(g, a[0], a[1]));
}

METHOD(m_thermograph)
{
    UNUSED_ARGS;
    Thermo_Graph *th = Thermo_thermograph(g);
    *out = (Method_Value){ .kind = METHOD_TEXT, .text = Thermo_str(th) };
    Thermo_graph_free(&th);
    return true;
}
#line 294 "noweb/games/methods.nw"
static bool give_options(Method_Value *out, Game_T g, bool left)
{
    size_t n = left ? Game_num_left(g) : Game_num_right(g);
    Game_T *l = ALLOC((n ? n : 1) * sizeof *l);
    for (size_t i = 0; i < n; i++)
        l[i] = left ? Game_left(g, i) : Game_right(g, i);
    *out = (Method_Value){ .kind = METHOD_LIST, .list = l, .n = n };
    return true;
}

METHOD(m_left_options)  { UNUSED_ARGS; return give_options(out, g, true); }
METHOD(m_right_options) { UNUSED_ARGS; return give_options(out, g, false); }
METHOD(m_canonical)     { UNUSED_ARGS; return give_game(out, g); }

METHOD(m_birthday)
{
    UNUSED_ARGS;
    uint64_t b = Game_birthday(g);
    if (b > INT64_MAX)
        return refuse(why, "a game of birthday below 2^63");
    return give_game(out, Game_integer((int64_t)b));
}

METHOD(m_outcome)
{
    UNUSED_ARGS;
    *out = (Method_Value){ .kind = METHOD_OUTCOME, .outcome = Game_outcome(g) };
    return true;
}

METHOD(m_nim_value)
{
    UNUSED_ARGS;
    if (!Game_is_nimber(g))
        return refuse(why, "an impartial game (a nimber) for NimValue");
    return give_game(out, Game_integer(Game_nimber_value(g)));
}

METHOD(m_ordinal_sum) { UNUSED_ARGS; return give_game(out, Ordinal_sum(g, a[0])); }

METHOD(m_atomic_weight)
{
    UNUSED_ARGS;
    Game_T w;
    const char *not;
    if (Invariant_atomic_weight_why(g, &w, &not))
        return give_game(out, w);
    return refuse(why, strcmp(not, "not infinitesimal") == 0
                  ? "an infinitesimal for AtomicWeight (an atomic game)"
                  : "an atomic game for AtomicWeight");
}

METHOD(m_reduced) { UNUSED_ARGS; return give_game(out, Invariant_reduced(g)); }

#define PREDICATE(name, test) \
    METHOD(name) { UNUSED_ARGS; return give_bool(out, test); }
PREDICATE(m_is_all_small, Game_is_all_small(g))
PREDICATE(m_is_infinitesimal, Game_is_infinitesimal(g))
PREDICATE(m_is_integer, Game_is_integer(g))
PREDICATE(m_is_nimber, Game_is_nimber(g))
PREDICATE(m_is_number, Game_is_number(g))
PREDICATE(m_is_zero, g == Game_zero())
#line 370 "noweb/games/methods.nw"
#define BINARY(name, fn) \
    METHOD(name) { Game_T r; return fn(g, a[0], &r, why) && give_game(out, r); }
BINARY(m_norton, Gameops_norton_product)
BINARY(m_conway, Gameops_conway_product)
BINARY(m_ordinal_product, Gameops_ordinal_product)
BINARY(m_subordinate, Gameops_subordinate)
BINARY(m_pow, Gameops_pow)
BINARY(m_pow_to, Gameops_pow_to)

#define COMPOUND(name, fn) \
    METHOD(name) { UNUSED_ARGS; return give_game(out, fn(g, a[0])); }
COMPOUND(m_conjunctive, Gameops_conjunctive_sum)
COMPOUND(m_selective, Gameops_selective_sum)

METHOD(m_companion)
{
    (void)a;
    Game_T r;
    return Gameops_companion(g, &r, why) && give_game(out, r);
}

static bool give_list(Method_Value *out, Game_T *l, size_t n)
{
    *out = (Method_Value){ .kind = METHOD_LIST, .list = l, .n = n };
    return true;
}

#define LIST(name, fn) \
    METHOD(name) { UNUSED_ARGS; Game_T *l = NULL; size_t n = fn(g, &l); \
                   return give_list(out, l, n); }
LIST(m_incentives, Gameops_incentives)
LIST(m_left_incentives, Gameops_left_incentives)
LIST(m_right_incentives, Gameops_right_incentives)
LIST(m_followers, Gameops_followers)

static bool give_count(Method_Value *out, uint64_t n, const char **why)
{
    if (n > INT64_MAX)
        return refuse(why, "a count below 2^63");
    return give_game(out, Game_integer((int64_t)n));
}

#define COUNT(name, fn) \
    METHOD(name) { (void)a; return give_count(out, fn(g), why); }
COUNT(m_follower_count, Gameops_follower_count)
COUNT(m_stop_count, Gameops_stop_count)

METHOD(m_misere)
{
    UNUSED_ARGS;
    char c = Gameops_misere_outcome(g);
    Game_Outcome o = c == 'L' ? GAME_OUTCOME_L : c == 'R' ? GAME_OUTCOME_R
                     : c == 'N' ? GAME_OUTCOME_N : GAME_OUTCOME_P;
    *out = (Method_Value){ .kind = METHOD_OUTCOME, .outcome = o };
    return true;
}

PREDICATE(m_is_atomic, Gameops_is_atomic(g))
PREDICATE(m_is_even, Gameops_is_even(g))
PREDICATE(m_is_odd, Gameops_is_odd(g))
PREDICATE(m_is_even_tempered, Gameops_is_even_tempered(g))
PREDICATE(m_is_odd_tempered, Gameops_is_odd_tempered(g))
PREDICATE(m_is_numberish, Gameops_is_numberish(g))
PREDICATE(m_is_number_tiny, Gameops_is_number_tiny(g))
PREDICATE(m_is_ordinal, Gameops_is_ordinal(g))
PREDICATE(m_is_uptimal, Uptimal_is(g))

METHOD(m_uptimal_expansion)
{
    UNUSED_ARGS;
    char *t = Uptimal_expansion_str(g);
    if (t == NULL)
        return refuse(why, "an uptimal for UptimalExpansion (IsUptimal)");
    *out = (Method_Value){ .kind = METHOD_TEXT, .text = t };
    return true;
}
#line 463 "noweb/games/methods.nw"
METHOD(m_itself)        { UNUSED_ARGS; return give_game(out, g); }
METHOD(m_zero)          { UNUSED_ARGS; return give_game(out, Game_zero()); }
PREDICATE(m_true, ((void)g, true))
#line 563 "noweb/games/methods.nw"
static bool m_day_n(Game_T g, const Game_T *a, Method_Value *out, const char **why)
{
    (void)g;
    int64_t n = -1;
    if (Game_is_integer(a[0])) {
        Dyadic_T d = Game_number_value(a[0]);
        if (!Dyadic_to_int64(d, &n))
            n = -1;
        Dyadic_clear(&d);
    }
    if (n < 0 || n > BORN_MAX_DAY)
        return refuse(why, "a day from 0 to 3 for DayN (day 4 has more games than "
                      "can be listed; cgtk games --day 4 gives the bounds)");
    Game_T *l;
    size_t count;
    const char *no;
    if (!Born_by_day((unsigned)n, 0, &l, &count, &no))
        return refuse(why, no);
    *out = (Method_Value){ .kind = METHOD_LIST, .list = l, .n = count };
    return true;
}
#line 591 "noweb/games/methods.nw"
static bool l_size(const Game_T *l, size_t n, Method_Value *out, const char **why)
{
    (void)l;
    return give_count(out, n, why);
}

static bool l_is_empty(const Game_T *l, size_t n, Method_Value *out, const char **why)
{
    (void)l, (void)why;
    return give_bool(out, n == 0);
}

static bool l_head(const Game_T *l, size_t n, Method_Value *out, const char **why)
{
    if (n == 0)
        return refuse(why, "a list with a member for Head (the list is empty)");
    return give_game(out, l[0]);
}

static bool l_sum(const Game_T *l, size_t n, Method_Value *out, const char **why)
{
    (void)why;
    Game_T g = Game_zero();
    for (size_t i = 0; i < n; i++)
        g = Game_add(g, l[i]);
    return give_game(out, g);
}
#line 473 "noweb/games/methods.nw"
static const Method methods[] = {
    
#line 486 "noweb/games/methods.nw"
{ "AtomicWeight", 0, "", "atomic weight (games CGSuite calls atomic)",
  m_atomic_weight },
{ "Birthday", 0, "", "birthday of the canonical form", m_birthday },
{ "CanonicalForm", 0, "", "the canonical form (values are canonical)", m_canonical },
{ "Companion", 0, "", "companion (Winning Ways ch. 16; CGSuite)", m_companion },
{ "ConjunctiveSum", 1, "(H)", "conjunctive sum (Winning Ways ch. 9)", m_conjunctive },
{ "ConwayProduct", 1, "(H)", "Conway product (nim product of nimbers)", m_conway },
{ "Cool", 1, "(t)", "G cooled by the number t", m_cool },
{ "Degree", 0, "", "degree of loopiness: 0 for a short game", m_zero },
{ "FollowerCount", 0, "", "number of followers", m_follower_count },
{ "Followers", 0, "", "all subpositions, G included", m_followers },
{ "Freeze", 0, "", "G cooled by its temperature", m_freeze },
{ "Head", 0, "", "of a list: its first member", NULL, l_head },
{ "Heat", 1, "(t)", "G heated by t", m_heat },
{ "Incentives", 0, "", "Left and Right incentives", m_incentives },
{ "IsAllSmall", 0, "", "every subposition with moves for one has both",
  m_is_all_small },
{ "IsAtomic", 0, "", "G has an atomic weight", m_is_atomic },
{ "IsEmpty", 0, "", "of a list: whether it has no member", NULL, l_is_empty },
{ "IsEven", 0, "", "every option is odd (G even)", m_is_even },
{ "IsEvenTempered", 0, "", "even-tempered (Siegel ch. II)", m_is_even_tempered },
{ "IsIdempotent", 0, "", "G + G = G (for a short game: G = 0)", m_is_zero },
{ "IsInfinitesimal", 0, "", "-x < G < x for every positive number x",
  m_is_infinitesimal },
{ "IsInteger", 0, "", "G is an integer", m_is_integer },
{ "IsLoopfree", 0, "", "true for a short game", m_true },
{ "IsNimber", 0, "", "G is a nimber *n", m_is_nimber },
{ "IsNumber", 0, "", "G is a number", m_is_number },
{ "IsNumberTiny", 0, "", "number plus tiny", m_is_number_tiny },
{ "IsNumberish", 0, "", "infinitesimally close to a number", m_is_numberish },
{ "IsOdd", 0, "", "G is not even and every option is even", m_is_odd },
{ "IsOddTempered", 0, "", "odd-tempered", m_is_odd_tempered },
{ "IsOrdinal", 0, "", "G is an ordinal (no Right options anywhere)", m_is_ordinal },
{ "IsPlumtree", 0, "", "true for a short game", m_true },
{ "IsPseudonumber", 0, "", "for a short game: G is a number", m_is_number },
{ "IsStopper", 0, "", "true for a short game", m_true },
{ "IsStopperSided", 0, "", "true for a short game", m_true },
{ "IsUptimal", 0, "", "G is an uptimal (number + *n + sum of up-nths)",
  m_is_uptimal },
{ "IsZero", 0, "", "G = 0", m_is_zero },
{ "LeftIncentives", 0, "", "Left incentives G^L - G", m_left_incentives },
{ "LeftOptions", 0, "", "Left options of the canonical form", m_left_options },
{ "LeftStop", 0, "", "Left stop", m_left_stop },
{ "Length", 0, "", "of a list: the number of its members", NULL, l_size },
{ "Mean", 0, "", "mean value", m_mean },
{ "MisereOutcomeClass", 0, "", "outcome class in misere play", m_misere },
{ "NimValue", 0, "", "nim value (Grundy value) of an impartial game", m_nim_value },
{ "NortonProduct", 1, "(U)", "Norton product G.U (Winning Ways ch. 8)", m_norton },
{ "Offside", 0, "", "G itself for a short game", m_itself },
{ "Onside", 0, "", "G itself for a short game", m_itself },
{ "OrdinalProduct", 1, "(H)", "ordinal product", m_ordinal_product },
{ "OrdinalSum", 1, "(H)", "ordinal sum G:H", m_ordinal_sum },
{ "OutcomeClass", 0, "", "outcome class L, R, N or P", m_outcome },
{ "Overheat", 2, "(s,t)", "G overheated from s to t", m_overheat },
{ "Pow", 1, "(n)", "power, ^.Pow(2) is ^<2> (G of the form {0|H})", m_pow },
{ "PowTo", 1, "(n)", "power to, ^.PowTo(3) is ^[3]", m_pow_to },
{ "ReducedCanonicalForm", 0, "", "reduced canonical form (infinitesimals dropped)",
  m_reduced },
{ "RightIncentives", 0, "", "Right incentives G - G^R", m_right_incentives },
{ "RightOptions", 0, "", "Right options of the canonical form", m_right_options },
{ "RightStop", 0, "", "Right stop", m_right_stop },
{ "SelectiveSum", 1, "(H)", "selective sum, as CGSuite computes it", m_selective },
{ "Size", 0, "", "of a list: the number of its members", NULL, l_size },
{ "StopCount", 0, "", "number of stops (leaves of the game tree)", m_stop_count },
{ "Subordinate", 1, "(H)", "subordinate of a number", m_subordinate },
{ "Sum", 0, "", "of a list: the sum of its members", NULL, l_sum },
{ "Temperature", 0, "", "temperature (-1 for an integer)", m_temperature },
{ "Thermograph", 0, "", "thermograph, as CGSuite prints it", m_thermograph },
{ "UptimalExpansion", 0, "", "the uptimal expansion, as CGSuite prints it",
  m_uptimal_expansion },
#line 475 "noweb/games/methods.nw"
};

static const Method functions[] = {
    
#line 621 "noweb/games/methods.nw"
{ "DayN", 1, "(n)", "the games born by day n (n <= 3), in module born's order",
  m_day_n },
#line 479 "noweb/games/methods.nw"
    { "", 0, "", "", NULL }
};
#define NMETHODS (sizeof methods / sizeof methods[0])
#define NFUNCTIONS (sizeof functions / sizeof functions[0] - 1)
#line 629 "noweb/games/methods.nw"
static int name_cmp(const char *name, size_t len, const char *known)
{
    size_t k = strlen(known);
    int c = memcmp(name, known, len < k ? len : k);
    if (c != 0)
        return c;
    return len < k ? -1 : len > k;
}

static const Method *search(const Method *t, size_t n, const char *name, size_t len)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = name_cmp(name, len, t[mid].name);
        if (c == 0)
            return &t[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

const Method *Method_find(const char *name, size_t len)
{
    assert(name != NULL);
    return search(methods, NMETHODS, name, len);
}

const Method *Method_find_function(const char *name, size_t len)
{
    assert(name != NULL);
    return search(functions, NFUNCTIONS, name, len);
}

size_t Method_count(void)
{
    return NMETHODS + NFUNCTIONS;
}

const Method *Method_at(size_t i)
{
    assert(i < Method_count());
    return i < NMETHODS ? &methods[i] : &functions[i - NMETHODS];
}

bool Method_is_function(const Method *m)
{
    return m >= functions && m < functions + NFUNCTIONS;
}
#line 694 "noweb/games/methods.nw"
static void lowered(char *d, const char *s, size_t n)
{
    if (n > 63)
        n = 63;
    for (size_t i = 0; i < n; i++)
        d[i] = (char)((s[i] >= 'A' && s[i] <= 'Z') ? s[i] - 'A' + 'a' : s[i]);
    d[n] = '\0';
}

const char *Method_nearest(const char *name, size_t len)
{
    assert(name != NULL);
    char a[64], b[64];
    lowered(a, name, len);
    const char *best = methods[0].name;
    size_t bd = SIZE_MAX;
    for (size_t i = 0; i < Method_count(); i++) {
        const char *known = Method_at(i)->name;
        lowered(b, known, strlen(known));
        size_t d = Perr_distance(a, b);
        if (d < bd) {
            bd = d;
            best = known;
        }
    }
    return bd <= (len < 6 ? 1 : len / 3) ? best : NULL;
}
#line 726 "noweb/games/methods.nw"
bool Method_call(const Method *m, Game_T self, const Game_T *args, size_t nargs,
                 Method_Value *out, const char **why)
{
    assert(m != NULL && out != NULL && why != NULL);
    assert(nargs == m->nargs && (nargs == 0 || args != NULL) && m->fn != NULL);
    *why = NULL;
    release_held();                 /* what an abandoned call left */
    bool ok = m->fn(self, args, out, why);
    release_held();
    return ok;
}

bool Method_on_list(const Method *m)
{
    assert(m != NULL);
    return m->on_list != NULL;
}

bool Method_call_list(const Method *m, const Game_T *list, size_t n, Method_Value *out,
                      const char **why)
{
    assert(m != NULL && m->on_list != NULL && (n == 0 || list != NULL));
    assert(out != NULL && why != NULL);
    *why = NULL;
    release_held();
    bool ok = m->on_list(list, n, out, why);
    release_held();
    return ok;
}

static char *outcome_str(Game_Outcome o)
{
    return STRDUP(Game_outcome_name(o));
}

static char *list_str(const Game_T *l, size_t n)
{
    size_t len = 3, cap = 64;
    char *s = ALLOC(cap);
    strcpy(s, "{");
    len = 1;
    for (size_t i = 0; i < n; i++) {
        char *e = Notation_str(l[i]);
        size_t k = strlen(e);
        GROW(s, cap, len + k + 3);
        if (i > 0)
            s[len++] = ',';
        memcpy(s + len, e, k);
        len += k;
        free(e);
    }
    GROW(s, cap, len + 2);
    s[len++] = '}';
    s[len] = '\0';
    return s;
}

char *Method_value_str(const Method_Value *v)
{
    assert(v != NULL);
    switch (v->kind) {
    case METHOD_GAME:    return Notation_str(v->game);
    case METHOD_BOOL:    return STRDUP(v->truth ? "true" : "false");
    case METHOD_OUTCOME: return outcome_str(v->outcome);
    case METHOD_LIST:    return list_str(v->list, v->n);
    case METHOD_TEXT:    return STRDUP(v->text);
    }
    return NULL;
}

void Method_value_clear(Method_Value *v)
{
    assert(v != NULL);
    free(v->list);
    free(v->text);
    *v = Method_game(0);
}

const char *Method_kind_name(Method_Kind k)
{
    switch (k) {
    case METHOD_GAME:    return "a game";
    case METHOD_BOOL:    return "a truth value";
    case METHOD_OUTCOME: return "an outcome class";
    case METHOD_LIST:    return "a list of games";
    case METHOD_TEXT:    return "a value that is not a game";
    }
    return "a value";
}
