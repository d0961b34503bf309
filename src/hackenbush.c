/* Generated from noweb/rulesets/hackenbush.nw by notangle: edit the .nw, not this file. */
#line 231 "noweb/rulesets/hackenbush.nw"
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "hackenbush.h"
#include "mem.h"

#line 278 "noweb/rulesets/hackenbush.nw"
typedef struct Work {
    int small_orbits[64], *orbits;
    uint64_t small_sets[2], *seen, *done;
    size_t small_stack[64], *stack;
} Work;
#line 580 "noweb/rulesets/hackenbush.nw"
typedef struct Param {
    bool fast, childish;
} Param;
#define STALK_KEY (0x80ULL << 56)
#define NIM_KEY (0x81ULL << 56)
#line 738 "noweb/rulesets/hackenbush.nw"
typedef struct Edge {
    size_t u, v, at;
    unsigned colour;
} Edge;
typedef struct Build {
    Edge *e;
    size_t n, cap;      /* edges */
    size_t points;      /* nodes other than the ground, numbered 1 to points */
} Build;
#line 808 "noweb/rulesets/hackenbush.nw"
typedef struct Open {
    size_t at, from;
} Open;
typedef struct Name {
    const char *p;
    size_t len, node;
} Name;
typedef struct Names {
    Name *v;
    size_t n, cap;
} Names;
#line 1484 "noweb/rulesets/hackenbush.nw"
typedef struct Tree_List {
    char **s;
    size_t n, cap, first[HACKENBUSH_MAX_TREE + 2];
} Tree_List;
#line 253 "noweb/rulesets/hackenbush.nw"
static void reach(const uint64_t *g, size_t s, size_t x, uint64_t *seen, size_t *stack)
{
    size_t n = Graph_n(g), m = Graph_m(n), top = 0;
    memset(seen, 0, m * sizeof *seen);
    if (x < n)
        seen[x / 64] |= GRAPH_BIT(x);
    seen[s / 64] |= GRAPH_BIT(s);
    stack[top++] = s;
    while (top > 0) {
        const uint64_t *r = Graph_row(g, 0, stack[--top]);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = r[w] & ~seen[w]; y; y &= y - 1) {
                size_t v = 64 * w + (size_t)__builtin_clzll(y & -y);
                seen[w] |= GRAPH_BIT(v);
                stack[top++] = v;
            }
    }
    if (x < n)
        seen[x / 64] &= ~GRAPH_BIT(x);
}
#line 285 "noweb/rulesets/hackenbush.nw"
static void work_init(Work *w, size_t n)
{
    size_t m = Graph_m(n);
    bool small = n <= 64;
    w->orbits = small ? w->small_orbits : ALLOC_ARRAY(n, sizeof *w->orbits);
    w->seen = small ? w->small_sets : ALLOC_ARRAY(2 * m, sizeof *w->seen);
    w->done = w->seen + m;
    w->stack = small ? w->small_stack : ALLOC_ARRAY(n, sizeof *w->stack);
}

static void work_free(Work *w)
{
    if (w->orbits != w->small_orbits) {
        FREE(w->orbits);
        FREE(w->seen);
        FREE(w->stack);
    }
}
#line 317 "noweb/rulesets/hackenbush.nw"
#define TREE_ANY (1u << HACKENBUSH_BLUE | 1u << HACKENBUSH_RED | 1u << HACKENBUSH_GREEN)

static bool childish_falls(const uint64_t *p, size_t x, const uint64_t *seen);

static void hb_options(const void *param, const uint64_t *p, size_t len, char side,
                       Position_List *out)
{
    const Param *pm = param;
    bool childish = pm && pm->childish;
    if (len == 0)
        return;
    assert(Graph_is_graph(p) && len == Graph_len(p) && Graph_ecolours(p) == 1);
    size_t n = Graph_n(p), gnd = Hackenbush_ground(p);
    if (gnd == n)
        return;
    unsigned mine = side == 'L' ? HACKENBUSH_BLUE : HACKENBUSH_RED;
    Work w;
    work_init(&w, n);
    /* a tree: no orbits, no nauty */
    if (n <= 64 && Hackenbush_tree_walk(p, TREE_ANY, NULL, NULL))
        for (size_t x = 0; x < n; x++)
            w.orbits[x] = (int)x;
    else
        Graph_orbits(p, w.orbits);
    for (size_t x = 0; x < n; x++) {
        unsigned c = Graph_colour(p, x);
        if ((c != mine && c != HACKENBUSH_GREEN) || (size_t)w.orbits[x] != x)
            continue;
        reach(p, gnd, x, w.seen, w.stack);
        if (childish && c != HACKENBUSH_GREEN && childish_falls(p, x, w.seen))
            continue;
        Graph_induced(p, w.seen, out, 0);
    }
    work_free(&w);
}
#line 371 "noweb/rulesets/hackenbush.nw"
static bool childish_falls(const uint64_t *p, size_t x, const uint64_t *seen)
{
    for (size_t v = 0; v < Graph_n(p); v++) {
        unsigned c = Graph_colour(p, v);
        bool edge = c != HACKENBUSH_POINT && c != HACKENBUSH_GROUND;
        if (v != x && edge && !Graph_in(seen, v))
            return true;
    }
    return false;
}
#line 386 "noweb/rulesets/hackenbush.nw"
static void hb_split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    if (len == 0)
        return;
    assert(Graph_is_graph(p) && len == Graph_len(p));
    size_t n = Graph_n(p), m = Graph_m(n);
    size_t gnd = Hackenbush_ground(p);
    if (gnd == n)
        return;
    Work w;
    work_init(&w, n);
    memset(w.done, 0, m * sizeof *w.done);
    const uint64_t *r = Graph_row(p, 0, gnd);
    for (size_t y = 0; y < n; y++) {
        if (!Graph_in(r, y) || Graph_in(w.done, y))
            continue;
        reach(p, y, gnd, w.seen, w.stack);
        for (size_t i = 0; i < m; i++)
            w.done[i] |= w.seen[i];
        w.seen[gnd / 64] |= GRAPH_BIT(gnd);
        Graph_induced(p, w.seen, out, 0);
    }
    work_free(&w);
}
#line 422 "noweb/rulesets/hackenbush.nw"
static void recolour(const uint64_t *c, uint64_t *out)
{
    memcpy(out, c, Graph_len(c) * sizeof *out);
    for (size_t v = 0; v < Graph_n(c); v++) {
        unsigned col = Graph_colour(c, v);
        if (col == HACKENBUSH_BLUE || col == HACKENBUSH_RED)
            Graph_set_colour(out, v, HACKENBUSH_BLUE + HACKENBUSH_RED - col);
    }
}

static bool stalk_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg);
static bool green_tree_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg);
static bool tree_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg);

static bool hb_normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                         size_t *klen)
{
    const Param *pm = param;
    assert(Graph_is_graph(c) && len == Graph_len(c));
    bool neg;
    if (pm && pm->fast
        && ((!pm->childish && stalk_key(c, key, klen, &neg))
            || green_tree_key(c, key, klen, &neg)))
        return neg;
    if (tree_key(c, key, klen, &neg))
        return neg;
    *klen = len;
    return Graph_canon_conjugate(c, recolour, key);
}
#line 484 "noweb/rulesets/hackenbush.nw"
static int by_code(const void *a, const void *b)
{
    return strcmp(**(char **const *)a, **(char **const *)b);
}


static unsigned swapped(unsigned col, bool swap)
{
    return swap && (col == HACKENBUSH_BLUE || col == HACKENBUSH_RED)
           ? HACKENBUSH_BLUE + HACKENBUSH_RED - col : col;
}

static bool tree_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg)
{
    size_t n = Graph_n(c), gnd = Hackenbush_ground(c), q = n;
    size_t order[64], parent[64], first[65], kids[64], lab[64], stack[64];
    if (n > 64 || !Hackenbush_tree_walk(c, TREE_ANY, order, parent))
        return false;
    char *code[2][64], **sorted[64];
    
#line 520 "noweb/rulesets/hackenbush.nw"
for (size_t h = 0; h < n; h++)
    kids[h] = 0;
for (size_t h = q; h-- > 1;) {
    kids[parent[order[h]]]++;
    first[parent[order[h]]] = h;
}
for (int s = 0; s < 2; s++)
    for (size_t h = q; h-- > 0;) {
        size_t v = order[h], len = 4;
        for (size_t k = 0; k < kids[v]; k++) {
            sorted[k] = &code[s][order[first[v] + k]];
            len += strlen(*sorted[k]);
        }
        qsort(sorted, kids[v], sizeof *sorted, by_code);
        char *t = code[s][v] = ALLOC(len);
        *t++ = (char)('0' + swapped(Graph_colour(c, v), s));
        *t++ = '(';
        for (size_t k = 0; k < kids[v]; k++)
            t = stpcpy(t, *sorted[k]);
        *t++ = ')';
        *t = '\0';
    }
#line 504 "noweb/rulesets/hackenbush.nw"
    int cmp = strcmp(code[1][gnd], code[0][gnd]);
    bool sw = cmp < 0;
    
#line 547 "noweb/rulesets/hackenbush.nw"
size_t top = 0, next = 0;
stack[top++] = gnd;
while (top > 0) {
    size_t v = stack[--top];
    lab[v] = next++;
    for (size_t k = 0; k < kids[v]; k++)
        sorted[k] = &code[sw][order[first[v] + k]];
    qsort(sorted, kids[v], sizeof *sorted, by_code);
    for (size_t k = kids[v]; k-- > 0;)
        stack[top++] = (size_t)(sorted[k] - code[sw]);
}
uint64_t *g = Graph_new(n, 1, true);
for (size_t v = 0; v < n; v++) {
    Graph_set_colour(g, lab[v], swapped(Graph_colour(c, v), sw));
    if (parent[v] < n)
        Graph_add_edge(g, lab[v], lab[parent[v]], 1);
}
*klen = Graph_len(g);
memcpy(key, g, *klen * sizeof *key);
Graph_free(&g);
#line 507 "noweb/rulesets/hackenbush.nw"
    for (size_t v = 0; v < n; v++) {
        FREE(code[0][v]);
        FREE(code[1][v]);
    }
    *neg = sw;
    return true;
}
#line 591 "noweb/rulesets/hackenbush.nw"
static size_t neighbours(const uint64_t *g, size_t v, size_t but, size_t *out, size_t max);

static bool stalk_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg)
{
    size_t n = Graph_n(c), v = Hackenbush_ground(c), from = n, L = 0, x, ends[2];
    if (v == n || n % 2 == 0)
        return false;
    memset(key, 0, (1 + (n / 2 + 63) / 64) * sizeof *key);
    bool red_first = false;
    while (neighbours(c, v, from, &x, 1) == 1) {
        unsigned col = Graph_colour(c, x);
        if ((col != HACKENBUSH_BLUE && col != HACKENBUSH_RED)
            || neighbours(c, x, v, ends, 2) != 1)
            return false;
        if (L == 0)
            red_first = col == HACKENBUSH_RED;
        if ((col == HACKENBUSH_RED) != red_first)
            key[1 + L / 64] |= 1ULL << (L % 64);
        L++;
        from = x;
        v = ends[0];
    }
    if (neighbours(c, v, from, NULL, 0) != 0 || 2 * L + 1 != n)
        return false;
    key[0] = STALK_KEY | L;
    *klen = 1 + (L + 63) / 64;
    *neg = red_first;
    return true;
}
#line 631 "noweb/rulesets/hackenbush.nw"
static bool green_tree_key(const uint64_t *c, uint64_t *key, size_t *klen, bool *neg)
{
    size_t n = Graph_n(c), gnd = Hackenbush_ground(c);
    size_t *order = ALLOC_ARRAY(n, sizeof *order), *parent = ALLOC_ARRAY(n, sizeof *parent);
    if (!Hackenbush_tree_walk(c, 1u << HACKENBUSH_GREEN, order, parent)) {
        FREE(order);
        FREE(parent);
        return false;
    }
    uint64_t *val = CALLOC(n, sizeof *val);
    for (size_t h = n; h-- > 1;) {
        size_t v = order[h];
        if (Graph_colour(c, v) == HACKENBUSH_GREEN)
            val[parent[v]] ^= val[v];
        else
            val[parent[v]] = val[v] + 1;
    }
    key[0] = NIM_KEY | val[gnd];
    FREE(order);
    FREE(parent);
    FREE(val);
    *klen = 1;
    *neg = false;
    return true;
}
#line 667 "noweb/rulesets/hackenbush.nw"
static _Thread_local Dyadic_T held;
static _Thread_local bool holding;

static bool hb_fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    if (holding) {
        Dyadic_clear(&held);
        holding = false;
    }
    if (Graph_is_graph(key))
        return false;
    if ((key[0] & ~0xffffffffULL) == NIM_KEY) {
        *v = Game_nimber((uint32_t)key[0]);
        return true;
    }
    assert((key[0] & ~0xffffffffULL) == STALK_KEY);
    size_t L = (size_t)(key[0] & 0xffffffffu), k = 1;
    assert(klen == 1 + (L + 63) / 64);
    #define RED(j) (key[1 + (j) / 64] >> ((j) % 64) & 1)
    while (k < L && !RED(k))
        k++;
    mpz_t num, bit;
    mpz_init_set_ui(num, k);
    mpz_mul_2exp(num, num, L - k);
    mpz_init(bit);
    for (size_t j = 1; j <= L - k; j++) {
        mpz_set_ui(bit, 0);
        mpz_setbit(bit, L - k - j);
        if (RED(k + j - 1))
            mpz_sub(num, num, bit);
        else
            mpz_add(num, num, bit);
    }
    #undef RED
    held = Dyadic_from_mpz(num, (int32_t)(L - k));
    holding = true;
    mpz_clear(num);
    mpz_clear(bit);
    *v = Game_number(held);
    Dyadic_clear(&held);
    holding = false;
    return true;
}
#line 715 "noweb/rulesets/hackenbush.nw"
static void hb_conjugate(const void *param, const uint64_t *p, size_t len,
                         Position_List *out)
{
    (void)param;
    if (len == 0) {
        Position_list_push(out, p, 0, 0);
        return;
    }
    assert(len == Graph_len(p));        /* a position is one picture */
    uint64_t *w = ALLOC_ARRAY(len, sizeof *w);
    recolour(p, w);
    Position_list_push(out, w, len, 0);
    FREE(w);
}
#line 753 "noweb/rulesets/hackenbush.nw"
static bool add_edge(Build *b, const char *s, size_t u, size_t v, unsigned colour,
                     size_t at, Perr_T *err)
{
    if (1 + b->points + b->n + 1 > GRAPH_MAX_VERTICES)
        return Perr_limit(err, Perr_column(s, at), "at most %d nodes and edges together",
                          GRAPH_MAX_VERTICES - 1);
    GROW(b->e, b->cap, b->n + 1);
    b->e[b->n++] = (Edge){ u, v, at, colour };
    return true;
}

static unsigned colour_of(char c)
{
    switch (c) {
    case 'l': case 'L': return HACKENBUSH_BLUE;
    case 'r': case 'R': return HACKENBUSH_RED;
    case 'e': case 'E': return HACKENBUSH_GREEN;
    default: return 0;
    }
}
#line 827 "noweb/rulesets/hackenbush.nw"
static bool vertex_name(const char *s, size_t *i, const char **name, size_t *len,
                        Perr_T *err)
{
    size_t j = *i + strspn(s + *i, " \t");
    *len = 0;
    if (s[j] == '.')
        j += 1 + strspn(s + j + 1, " \t");
    if (s[j] != ':') {
        *i = j;
        return true;
    }
    j += 1 + strspn(s + j + 1, " \t");
    if (s[j] == '{') {
        size_t k = j + 1 + strcspn(s + j + 1, "{}");
        if (s[k] != '}')
            return Perr_set(err, Perr_column(s, k),
                            "'}' to close the '{' of column %zu", Perr_column(s, j));
        if (k == j + 1)
            return Perr_set(err, Perr_column(s, k),
                            "a vertex name between '{' and '}'");
        *name = s + j + 1;
        *len = k - j - 1;
        *i = k + 1;
        return true;
    }
    if (!isalnum((unsigned char)s[j]) && s[j] != '_')
        return Perr_set(err, Perr_column(s, j),
                        "a vertex name after ':', a letter or digit, or {name}");
    *name = s + j;
    *len = 1;
    *i = j + 1;
    return true;
}

static size_t named(Names *t, const char *name, size_t len, size_t fresh, Build *b)
{
    for (size_t k = 0; len > 0 && k < t->n; k++)
        if (t->v[k].len == len && memcmp(t->v[k].p, name, len) == 0)
            return t->v[k].node;
    if (fresh > 0)
        b->points++;
    if (len > 0) {
        GROW(t->v, t->cap, t->n + 1);
        t->v[t->n++] = (Name){ name, len, fresh };
    }
    return fresh;
}
#line 879 "noweb/rulesets/hackenbush.nw"
enum { AT_TREE, AT_EDGE, AT_CLOSE };

static bool parse_tree(const char *s, size_t i, Build *b, Perr_T *err)
{
    Open *open = NULL;
    Names names = { 0 };
    size_t depth = 0, cap = 0, cur = 0, len;
    const char *name;
    int state = AT_TREE;
    bool ok = vertex_name(s, &i, &name, &len, err);
    if (ok)
        named(&names, name, len, 0, b);         /* the first node is the ground */
    while (ok) {
        char c = s[i];
        unsigned colour = colour_of(c);
        if (c == ' ' || c == '\t') {
            i++;
            continue;
        }
        if (colour && state != AT_CLOSE) {
            size_t at = i++;
            if (!(ok = vertex_name(s, &i, &name, &len, err)))
                break;
            size_t top = named(&names, name, len, b->points + 1, b);
            if (!(ok = add_edge(b, s, cur, top, colour, at, err)))
                break;
            cur = top;
            state = AT_EDGE;
            continue;
        }
        if (c == '(' && state != AT_CLOSE) {
            GROW(open, cap, depth + 1);
            open[depth++] = (Open){ i, cur };
            state = AT_TREE;
        } else if (c == ';' && state != AT_TREE && depth > 0) {
            cur = open[depth - 1].from;
            state = AT_TREE;
        } else if (c == ';' && state != AT_TREE) {
            i++;
            if (!(ok = vertex_name(s, &i, &name, &len, err)))
                break;
            cur = named(&names, name, len, b->points + 1, b);
            state = AT_TREE;
            continue;
        } else if (c == ')' && state != AT_TREE && depth > 0) {
            depth--;
            state = AT_CLOSE;
        } else if (c == '+' && state != AT_TREE && depth == 0) {
            cur = 0;
            state = AT_TREE;
        } else if (c == '\0' && state != AT_TREE && depth == 0) {
            break;
        } else {
            
#line 945 "noweb/rulesets/hackenbush.nw"
size_t col = Perr_column(s, i);
const char *stray = c == ')' && depth == 0 ? " (this ')' closes no '(')" : "";
if (state == AT_TREE)
    Perr_set(err, col, "an edge 'l', 'r' or 'e', or '('");
else if (c == '\0')
    Perr_set(err, col, "')' to close the '(' of column %zu",
             Perr_column(s, open[depth - 1].at));
else if (state == AT_EDGE)
    Perr_set(err, col, "an edge 'l', 'r' or 'e', '(', %s%s",
             depth > 0 ? "';' or ')'" : "';', '+' or the end", stray);
else
    Perr_set(err, col, "%s%s", depth > 0 ? "';' or ')'" : "';', '+' or the end", stray);
#line 933 "noweb/rulesets/hackenbush.nw"
            ok = false;
            break;
        }
        i++;
    }
    FREE(open);
    FREE(names.v);
    return ok;
}
#line 964 "noweb/rulesets/hackenbush.nw"
static bool node(const char *s, size_t *i, size_t *map, Build *b, size_t *out, Perr_T *err)
{
    size_t at = *i, v = 0;
    if (s[at] == 'g' || s[at] == 'G') {
        *i = at + 1;
        *out = 0;
        return true;
    }
    if (!isdigit((unsigned char)s[at]))
        return Perr_set(err, Perr_column(s, at),
                        "a node: 0 or g for the ground, or a number");
    for (; isdigit((unsigned char)s[*i]); ++*i)
        if ((v = 10 * v + (size_t)(s[*i] - '0')) >= GRAPH_MAX_VERTICES)
            return Perr_limit(err, Perr_column(s, at), "a node number, 0 to %d",
                              GRAPH_MAX_VERTICES - 1);
    if (v > 0 && map[v] == 0)
        map[v] = ++b->points;
    *out = map[v];
    return true;
}

static bool parse_edges(const char *s, size_t i, Build *b, Perr_T *err)
{
    size_t *map = CALLOC(GRAPH_MAX_VERTICES, sizeof *map);
    bool ok = true;
    while (ok && s[i]) {
        unsigned colour = colour_of(s[i]);
        if (!colour || s[i + 1] != ':') {
            ok = Perr_set(err, Perr_column(s, i), "'l:', 'r:' or 'e:'");
            break;
        }
        for (i += 2;; i++) {
            size_t u, v, at = i;
            if (!(ok = node(s, &i, map, b, &u, err)))
                break;
            if (s[i] != '-') {
                ok = Perr_set(err, Perr_column(s, i), "'-'");
                break;
            }
            i++;
            if (!(ok = node(s, &i, map, b, &v, err) && add_edge(b, s, u, v, colour, at, err)))
                break;
            if (s[i] != ',')
                break;
        }
        if (ok && s[i] && s[i] != ' ' && s[i] != '\t')
            ok = Perr_set(err, Perr_column(s, i), "',', a blank or the end");
        while (s[i] == ' ' || s[i] == '\t')
            i++;
    }
    FREE(map);
    return ok;
}
#line 1023 "noweb/rulesets/hackenbush.nw"
static bool build(const Build *b, const char *s, Position_List *out, Perr_T *err)
{
    size_t n = 1 + b->points + b->n;
    uint64_t *g = Graph_new(n, 1, true);
    Graph_set_colour(g, 0, HACKENBUSH_GROUND);
    for (size_t j = 0; j < b->n; j++) {
        size_t x = 1 + b->points + j;
        Graph_set_colour(g, x, b->e[j].colour);
        Graph_add_edge(g, x, b->e[j].u, 1);
        if (b->e[j].v != b->e[j].u)
            Graph_add_edge(g, x, b->e[j].v, 1);
    }
    Work w;
    work_init(&w, n);
    reach(g, 0, n, w.seen, w.stack);
    bool ok = true;
    for (size_t j = 0; ok && j < b->n; j++)
        if (!Graph_in(w.seen, 1 + b->points + j))
            ok = Perr_set(err, Perr_column(s, b->e[j].at),
                          "an edge connected to the ground (node 0) by the others");
    if (ok)
        Position_list_push(out, g, Graph_len(g), 0);
    work_free(&w);
    Graph_free(&g);
    return ok;
}
#line 1056 "noweb/rulesets/hackenbush.nw"
static bool edge_list(const char *s)
{
    if (!isalpha((unsigned char)s[0]) || s[1] != ':')
        return false;
    size_t d = strspn(s + 2, "0123456789");
    if (d == 0 && (s[2] == 'g' || s[2] == 'G'))
        d = 1;
    return d > 0 && s[2 + d] == '-';
}

static bool hb_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    (void)param;
    assert(text && out);
    size_t i = strspn(text, " \t");
    Build b = { 0 };
    bool ok;
    if (edge_list(text + i))
        ok = parse_edges(text, i, &b, err);
    else if (text[i] == '0' && text[i + 1 + strspn(text + i + 1, " \t")] == '\0')
        ok = true;
    else
        ok = parse_tree(text, i, &b, err);
    ok = ok && build(&b, text, out, err);
    FREE(b.e);
    return ok;
}
#line 1098 "noweb/rulesets/hackenbush.nw"
static int by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char letter(unsigned colour)
{
    return colour == HACKENBUSH_BLUE ? 'l' : colour == HACKENBUSH_RED ? 'r' : 'e';
}

static size_t neighbours(const uint64_t *g, size_t v, size_t but, size_t *out, size_t max)
{
    size_t n = Graph_n(g), m = Graph_m(n), k = 0;
    const uint64_t *r = Graph_row(g, 0, v);
    for (size_t w = 0; w < m; w++)
        for (uint64_t y = r[w]; y; y &= y - 1) {
            size_t u = 64 * w + (size_t)(63 - __builtin_ctzll(y));
            if (u != but && k < max)
                out[k] = u;
            k += u != but;
        }
    return k;
}

static char *branch(const uint64_t *g, size_t x, size_t v);

static void write_branches(FILE *f, const uint64_t *g, size_t v, size_t from,
                           const char *open, const char *sep, const char *close)
{
    size_t k = neighbours(g, v, from, NULL, 0);
    size_t *xs = ALLOC_ARRAY(k ? k : 1, sizeof *xs);
    char **s = ALLOC_ARRAY(k ? k : 1, sizeof *s);
    neighbours(g, v, from, xs, k);
    for (size_t j = 0; j < k; j++)
        s[j] = branch(g, xs[j], v);
    qsort(s, k, sizeof *s, by_string);
    for (size_t j = 0; j < k; j++) {
        fprintf(f, "%s%s", j == 0 ? open : sep, s[j]);
        free(s[j]);
    }
    fputs(close, f);
    FREE(xs);
    FREE(s);
}

static char *branch(const uint64_t *g, size_t x, size_t v)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    for (;;) {
        size_t top = v, up;
        fputc(letter(Graph_colour(g, x)), f);
        neighbours(g, x, v, &top, 1);
        size_t k = neighbours(g, top, x, &up, 1);
        if (k == 1) {
            x = up;
            v = top;
            continue;
        }
        if (k > 1)
            write_branches(f, g, top, x, "(", ";", ")");
        break;
    }
    fclose(f);
    return buf;
}
#line 1181 "noweb/rulesets/hackenbush.nw"
static void write_named(FILE *f, const uint64_t *p);

static char *hb_print(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    size_t n = len ? Graph_n(p) : 0, gnd = len ? Hackenbush_ground(p) : 0, deg2 = 0;
    bool loop = false;
    for (size_t v = 0; v < n; v++) {
        size_t d = Graph_degree(p, v);
        deg2 += d;
        loop |= d == 1 && Graph_colour(p, v) != HACKENBUSH_POINT
                && Graph_colour(p, v) != HACKENBUSH_GROUND;
    }
    if (n <= 1 || gnd == n)
        fputs("0", f);
    else if (!loop && deg2 / 2 == n - 1)
        write_branches(f, p, gnd, n, "", " + ", "");
    else {
        uint64_t *canon = CALLOC(Graph_len(p), sizeof *canon);
        Graph_canon(p, canon, NULL, NULL);  /* printed alike however it was read */
        write_named(f, canon);
        FREE(canon);
    }
    fclose(f);
    return buf;
}
#line 1227 "noweb/rulesets/hackenbush.nw"
static void put_name(FILE *f, size_t k)
{
    if (k < 26)
        fprintf(f, ":%c", (char)('A' + k));
    else
        fprintf(f, ":{%c%zu}", (char)('A' + k % 26), k / 26);
}

static void write_named(FILE *f, const uint64_t *p)
{
    size_t n = Graph_n(p), gnd = Hackenbush_ground(p), sum = 0, k = 0, sp = 0;
    size_t *start = ALLOC_ARRAY(n + 1, sizeof *start), *cur = CALLOC(n, sizeof *cur);
    for (size_t v = 0; v < n; v++) {
        start[v] = sum;
        sum += neighbours(p, v, n, NULL, 0);
    }
    start[n] = sum;
    size_t *adj = ALLOC_ARRAY(sum ? sum : 1, sizeof *adj);
    for (size_t v = 0; v < n; v++)
        neighbours(p, v, n, adj + start[v], start[v + 1] - start[v]);
    size_t *to = ALLOC_ARRAY(n, sizeof *to), *cont = ALLOC_ARRAY(n, sizeof *cont);
    size_t *first = ALLOC_ARRAY(n + 1, sizeof *first);
    size_t *count = CALLOC(n, sizeof *count);
    size_t *stack = ALLOC_ARRAY(n, sizeof *stack), *name = ALLOC_ARRAY(n, sizeof *name);
    bool *met = CALLOC(n, sizeof *met), *used = CALLOC(n, sizeof *used);
    bool *tree = CALLOC(n, sizeof *tree), *named = CALLOC(n, sizeof *named);
    
#line 1265 "noweb/rulesets/hackenbush.nw"
size_t *order = ALLOC_ARRAY(n, sizeof *order), *at = ALLOC_ARRAY(n, sizeof *at), m = 0;
met[gnd] = true;
stack[sp++] = gnd;
while (sp > 0) {
    size_t v = stack[sp - 1];
    if (cur[v] == start[v + 1] - start[v]) {
        sp--;
        continue;
    }
    size_t x = adj[start[v] + cur[v]++];
    if (used[x])
        continue;
    used[x] = true;
    size_t d = start[x + 1] - start[x], w = adj[start[x]];
    if (w == v)
        w = d == 2 ? adj[start[x] + 1] : v;
    to[x] = w;
    at[x] = v;
    order[m++] = x;
    count[v]++;
    if (!met[w]) {
        met[w] = tree[x] = true;
        stack[sp++] = w;
    } else
        named[w] = true;
}
for (size_t v = 0, s = 0; v < n; v++) {
    first[v] = s;
    s += count[v];
    count[v] = 0;
}
for (size_t j = 0; j < m; j++)
    cont[first[at[order[j]]] + count[at[order[j]]]++] = order[j];
FREE(order);
FREE(at);
#line 1254 "noweb/rulesets/hackenbush.nw"
    
#line 1305 "noweb/rulesets/hackenbush.nw"
memset(cur, 0, n * sizeof *cur);
if (named[gnd])
    put_name(f, name[gnd] = k++);
stack[sp++] = gnd;
while (sp > 0) {
    size_t v = stack[sp - 1];
    if (cur[v] == count[v]) {
        if (count[v] > 1)
            fputc(')', f);
        sp--;
        continue;
    }
    if (count[v] > 1)
        fputc(cur[v] == 0 ? '(' : ';', f);
    size_t x = cont[first[v] + cur[v]++];
    fputc(letter(Graph_colour(p, x)), f);
    if (!tree[x])
        put_name(f, name[to[x]]);
    else {
        if (named[to[x]])
            put_name(f, name[to[x]] = k++);
        stack[sp++] = to[x];
    }
}
#line 1255 "noweb/rulesets/hackenbush.nw"
    FREE(start); FREE(cur); FREE(adj); FREE(to); FREE(cont); FREE(first); FREE(count);
    FREE(stack); FREE(name); FREE(met); FREE(used); FREE(tree); FREE(named);
}
#line 1343 "noweb/rulesets/hackenbush.nw"
static char *hb_tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f && unit > 0);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,line width=1.2pt]\n", unit, unit);
    size_t n = len ? Graph_n(p) : 0, gnd = len ? Hackenbush_ground(p) : 0;
    double lo = -0.5, hi = 0.5;
    if (n > 1 && gnd < n) {
        
#line 1367 "noweb/rulesets/hackenbush.nw"
size_t *dist = ALLOC_ARRAY(n, sizeof *dist), *queue = ALLOC_ARRAY(n, sizeof *queue);
size_t *row = CALLOC(n + 1, sizeof *row), *at = CALLOC(n + 1, sizeof *at), q = 0, ends[2];
size_t *loops = CALLOC(n, sizeof *loops);
double *x = CALLOC(n, sizeof *x), *y = CALLOC(n, sizeof *y);
for (size_t v = 0; v < n; v++)
    dist[v] = SIZE_MAX;
dist[gnd] = 0;
queue[q++] = gnd;
for (size_t h = 0; h < q; h++)
    for (size_t u = 0; u < n; u++)
        if (dist[u] == SIZE_MAX && Graph_in(Graph_row(p, 0, queue[h]), u)) {
            dist[u] = dist[queue[h]] + 1;
            queue[q++] = u;
        }
for (size_t v = 0; v < n; v++)
    if (Graph_colour(p, v) == HACKENBUSH_POINT && dist[v] < SIZE_MAX)
        row[dist[v] / 2]++;
for (size_t h = 0; h < q; h++) {
    size_t v = queue[h], d = dist[v] / 2;
    if (Graph_colour(p, v) != HACKENBUSH_POINT)
        continue;
    x[v] = (double)at[d]++ - (double)(row[d] - 1) / 2;
    y[v] = (double)d;
    lo = x[v] - 0.5 < lo ? x[v] - 0.5 : lo;
    hi = x[v] + 0.5 > hi ? x[v] + 0.5 : hi;
    fprintf(f, "\\fill (%g,%g) circle (0.07);\n", x[v], y[v]);
}
double ground_loop = hi + 0.5;
for (size_t e = 0; e < n; e++) {
    unsigned c = Graph_colour(p, e);
    if (c < HACKENBUSH_BLUE || c > HACKENBUSH_GREEN)
        continue;
    const char *ink = c == HACKENBUSH_BLUE ? "blue" : c == HACKENBUSH_RED ? "red"
                      : "green!60!black";
    size_t k = neighbours(p, e, n, ends, 2);
    
#line 1418 "noweb/rulesets/hackenbush.nw"
if (k == 1) {
    bool on_ground = ends[0] == gnd;
    double lx = on_ground ? ground_loop : x[ends[0]], ly = on_ground ? 0 : y[ends[0]];
    size_t turn = loops[ends[0]]++;
    double dx = 0.35 * (turn % 2 ? -1 : 1) * (double)(turn / 2 + 1) * 0.8;
    fprintf(f, "\\draw[%s] (%g,%g) .. controls (%g,%g) and (%g,%g) .. (%g,%g);\n", ink,
            lx, ly, lx + dx + 0.25, ly + 0.7, lx + dx - 0.25, ly + 0.7, lx, ly);
    if (on_ground)
        ground_loop += 1;
} else {
    size_t a = ends[0] == gnd ? ends[1] : ends[0], b = ends[0] == gnd ? ends[0] : ends[1];
    size_t before = 0, o[2];
    for (size_t e2 = 0; e2 < e; e2++)
        if (Graph_colour(p, e2) >= HACKENBUSH_BLUE && Graph_colour(p, e2) <= HACKENBUSH_GREEN
            && neighbours(p, e2, n, o, 2) == 2
            && ((o[0] == a && o[1] == b) || (o[0] == b && o[1] == a)))
            before++;
    double bx = b == gnd ? x[a] : x[b], by = b == gnd ? 0 : y[b];
    fprintf(f, "\\draw[%s] (%g,%g) to", ink, x[a], y[a]);
    if (before > 0)
        fprintf(f, "[bend %s=%zu]", before % 2 ? "left" : "right", 25 * ((before + 1) / 2));
    fprintf(f, " (%g,%g);\n", bx, by);
}
#line 1403 "noweb/rulesets/hackenbush.nw"
}
hi = ground_loop - 0.5 > hi ? ground_loop - 0.5 : hi;
FREE(dist);
FREE(queue);
FREE(row);
FREE(at);
FREE(x);
FREE(y);
FREE(loops);
#line 1355 "noweb/rulesets/hackenbush.nw"
    }
    fprintf(f, "\\draw[line width=0.6pt,densely dotted] (%g,0) -- (%g,0);\n", lo, hi);
    fprintf(f, "\\end{tikzpicture}\n");
    fclose(f);
    return buf;
}
#line 1502 "noweb/rulesets/hackenbush.nw"
static int tree_size(const Tree_List *t, size_t id)
{
    int k = 1;
    while (t->first[k + 1] <= id)
        k++;
    return k;
}

static void add_planted(Tree_List *t, const size_t *chosen, size_t k)
{
    char *buf = NULL;
    size_t size = 0;
    for (int c = 0; c < 2; c++) {
        FILE *f = open_memstream(&buf, &size);
        assert(f);
        fputc(c == 0 ? 'l' : 'r', f);
        if (k > 1)
            fputc('(', f);
        for (size_t i = 0; i < k; i++)
            fprintf(f, "%s%s", i ? ";" : "", t->s[chosen[i]]);
        if (k > 1)
            fputc(')', f);
        fclose(f);
        GROW(t->s, t->cap, t->n + 1);
        t->s[t->n++] = buf;             /* from open_memstream: free, not FREE */
        buf = NULL;
    }
}

static void multisets(Tree_List *t, int left, size_t top, size_t *chosen, size_t k)
{
    if (left == 0) {
        add_planted(t, chosen, k);
        return;
    }
    size_t lim = t->first[left + 1] < top + 1 ? t->first[left + 1] : top + 1;
    for (size_t id = lim; id-- > 0;) {          /* only trees of at most left edges */
        int s = tree_size(t, id);
        if (s <= left) {
            chosen[k] = id;
            multisets(t, left - s, id, chosen, k + 1);
        }
    }
}
#line 1559 "noweb/rulesets/hackenbush.nw"
static _Thread_local struct { Tree_List t; Position_List one; } trees;

static void trees_release(void)
{
    for (size_t i = 0; i < trees.t.n; i++)
        free(trees.t.s[i]);             /* from open_memstream (NULL when used) */
    FREE(trees.t.s);
    trees.t = (Tree_List){ 0 };
    Position_list_free(&trees.one);
}

static void hb_enumerate(const void *param, int size, Position_List *out)
{
    (void)param;
    assert(size >= 1 && size <= HACKENBUSH_MAX_TREE);
    trees_release();
    Tree_List *tl = &trees.t;
    Position_List *one = &trees.one;
    size_t chosen[HACKENBUSH_MAX_TREE];
    tl->first[1] = 0;
    for (int k = 1; k <= size; k++) {
        tl->first[k + 1] = SIZE_MAX;        /* trees of size k are being made */
        size_t from = tl->n;
        if (k == 1)
            add_planted(tl, chosen, 0);
        else if (from > 0)
            multisets(tl, k - 1, from - 1, chosen, 0);
        tl->first[k + 1] = tl->n;
    }
    Perr_T err;
    for (size_t i = 0; i < tl->n; i++) {
        if (tl->s[i][0] == 'l') {
            Position_list_clear(one);
            bool ok = hb_parse(NULL, tl->s[i], one, &err);
            assert(ok && one->count == 1);
            (void)ok;
            Position_list_push(out, one->w + 1, POSITION_LEN(one->w[0]),
                               (unsigned)tree_size(tl, i));
        }
        free(tl->s[i]);
        tl->s[i] = NULL;
    }
    trees_release();
}
#line 1608 "noweb/rulesets/hackenbush.nw"
static const Param with_fast = { true, false }, search_only = { false, false };
static const Param childish = { true, true };
static const Position_Census hb_census = {
    .enumerate = hb_enumerate, .size_unit = "edges", .max_size = HACKENBUSH_MAX_TREE
};
static const Position_Theory hb_theory = { .conjugate = hb_conjugate };
static const Position_Drawing hb_drawing = { .tikz = hb_tikz };

const Position_Ruleset Hackenbush_ruleset = {
    .name = "hackenbush", .summary = "Hackenbush: blue, red and green edges",
    .syntax = "A POSITION is a picture, as CGSuite writes it: a string of edges from the\n"
              "ground up, l blue (Left's), r red (Right's), e green (either's), so 'lrr'\n"
              "is a stalk worth 1/4; branches in parentheses after the edge they stand\n"
              "on, separated by ';': 'l(l;rl)'.  A node is named by ':A' (a letter or\n"
              "digit) or ':{name}' after the edge that reaches it, or at the start for\n"
              "the ground; the nodes of one name are one node, so 'ee:Aeeee:A' is a\n"
              "4-cycle on a green stalk and ':Geeee:G' a 4-cycle on the ground (a dot\n"
              "may mark a node: 'l.:A').  At the top level ';' starts a chain at a new\n"
              "or named node, '+' a tree on the ground: 'lr + e' is a sum; '0' is the\n"
              "empty picture; pictures with cycles print so ('e:0-1,1-2,2-0' as\n"
              "':Aeee:A').  Pictures may also be edge lists, groups separated by\n"
              "blanks, nodes numbered, 0 (or g) the ground:\n"
              "  l:A-B,C-D   blue edges   r:A-B,...   red edges   e:A-B,...   green edges\n"
              "so 'e:0-1,1-2,2-0' is a green triangle on the ground, worth *, and\n"
              "'l:0-1 r:1-1' a red loop on a blue edge, worth 1/2.  Left chops a blue or\n"
              "green edge, Right a red or green one; what is no longer connected to the\n"
              "ground falls.",
    .source = "Winning Ways ch. 1, 2 and 7; ONAG ch. 8", .param = &with_fast,
    .options = hb_options, .split = hb_split, .normalise = hb_normalise, .fast = hb_fast,
    .parse = hb_parse, .print = hb_print, .census = &hb_census, .theory = &hb_theory,
    .drawing = &hb_drawing
};

const Position_Ruleset Hackenbush_search_ruleset = {
    .name = "hackenbush", .summary = "Hackenbush, every component searched",
    .syntax = "as for hackenbush", .source = "Winning Ways ch. 1, 2 and 7; ONAG ch. 8",
    .param = &search_only, .options = hb_options, .split = hb_split,
    .normalise = hb_normalise, .fast = NULL, .parse = hb_parse, .print = hb_print,
    .variant = "search", .census = &hb_census, .theory = &hb_theory,
    .drawing = &hb_drawing
};

const Position_Ruleset Hackenbush_childish_ruleset = {
    .name = "childish-hackenbush",
    .summary = "Childish Hackenbush: nothing else may fall",
    .syntax = "A POSITION is a Hackenbush picture (see cgtk hackenbush --help): CGSuite's\n"
              "strings, 'l(l;rl)', 'ee:Aeeee:A', ':{ground}llllllrrrr:{ground}', or an\n"
              "edge list 'l:0-1,1-2 r:2-0'.  Left chops a blue or green edge, Right a red\n"
              "or green one, as in Hackenbush, but a blue or red edge only when no other\n"
              "edge falls with it; what a green edge's chop disconnects falls.",
    .source = "CGSuite's game.graph.ChildishHackenbush", .param = &childish,
    .options = hb_options, .split = hb_split, .normalise = hb_normalise, .fast = hb_fast,
    .parse = hb_parse, .print = hb_print, .census = &hb_census, .theory = &hb_theory,
    .drawing = &hb_drawing
};
