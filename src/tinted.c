/* Generated from noweb/rulesets/tinted.nw by notangle: edit the .nw, not this file. */
#line 159 "noweb/rulesets/tinted.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <nauty/nauty.h>
#include <nauty/naugroup.h>
#include "game.h"
#include "mem.h"
#include "rng.h"
#include "scan.h"
#include "tinted.h"

#line 188 "noweb/rulesets/tinted.nw"
static inline uint64_t all_of(size_t n, size_t w)   /* the vertices of word w of n */
{
    return n >= 64 * (w + 1) ? ~0ULL : ~(~0ULL >> (n - 64 * w));
}
#line 198 "noweb/rulesets/tinted.nw"
static void reduce_in(bool snort, uint64_t *h, uint64_t *keep)
{
    size_t n = Graph_n(h);
    for (size_t u = 0; u < n; u++) {
        if (!Graph_in(keep, u))
            continue;
        unsigned a = Graph_colour(h, u);
        if (a == TINTED_BOTH) {
            keep[u / 64] &= ~GRAPH_BIT(u);
            continue;
        }
        if (a == 0)                 /* an idle edge has two tinted ends */
            continue;
        for (size_t v = u + 1; v < n; v++)
            if (Graph_in(keep, v) && Graph_edge(h, u, v)
                && Tinted_idle_edge(snort, a, Graph_colour(h, v)))
                Graph_set_edge(h, u, v, 0);
    }
}
#line 225 "noweb/rulesets/tinted.nw"
static void options(const void *param, const uint64_t *p, size_t len, char side,
                    Position_List *out)
{
    bool snort = ((const Tinted_Param *)param)->snort;
    if (len == 0)
        return;
    assert(Graph_is_graph(p) && Graph_ecolours(p) == 1 && Graph_vcoloured(p));
    if (len != Graph_len(p)) {
        uint64_t *u = Graph_sum_union(p, len);
        options(param, u, Graph_len(u), side, out);
        Graph_free(&u);
        return;
    }
    size_t n = Graph_n(p), m = Graph_m(n);
    if (n == 0)
        return;
    unsigned mine = side == 'L' ? TINTED_LEFT : TINTED_RIGHT;
    unsigned given = snort ? mine : TINTED_BOTH ^ mine;
    int small[64], *orbits = n <= 64 ? small : ALLOC_ARRAY(n, sizeof *orbits);
    uint64_t *keep = ALLOC_ARRAY(m, sizeof *keep);
    uint64_t *h = ALLOC_ARRAY(len, sizeof *h);
    Graph_orbits(p, orbits);
    for (size_t v = 0; v < n; v++) {
        unsigned t = Graph_colour(p, v);
        if ((size_t)orbits[v] != v || (t != 0 && t != mine))
            continue;
        memcpy(h, p, len * sizeof *h);
        h[0] &= ~GRAPH_CONNECTED;
        for (size_t w = 0; w < m; w++)
            keep[w] = all_of(n, w);
        keep[v / 64] &= ~GRAPH_BIT(v);
        const uint64_t *r = Graph_row(p, 0, v);
        for (size_t w = 0; w < m; w++)
            for (uint64_t y = r[w]; y; y &= y - 1) {
                size_t u = 64 * w + (size_t)__builtin_clzll(y & -y);
                Graph_set_colour(h, u, Graph_colour(h, u) | given);
            }
        reduce_in(snort, h, keep);
        Graph_sum_induced(h, keep, 1, out, 0);
    }
    if (orbits != small)
        FREE(orbits);
    FREE(keep);
    FREE(h);
}
#line 276 "noweb/rulesets/tinted.nw"
/* the size of a position for the outcome solver (module solve): its nodes; with it the
   solver values components of up to 12 nodes and searches larger graphs move by move
   (COL on the 5x5 grid: 1.0 s, where its value takes 18 s) */
static size_t size(const void *param, const uint64_t *p, size_t len)
{
    (void)param;
    size_t n = 0;
    for (size_t i = 0; i < len; i += Graph_len(p + i))
        n += Graph_n(p + i);
    return n;
}

static void split(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    bool snort = ((const Tinted_Param *)param)->snort;
    Position_List tmp = { 0 };
    for (size_t i = 0; i < len; i += Graph_len(p + i)) {
        const uint64_t *g = p + i;
        if (Graph_known_connected(g)) {
            Position_list_push(out, g, Graph_len(g), 0);
            continue;
        }
        size_t n = Graph_n(g), m = Graph_m(n);
        uint64_t *h = Graph_copy(g), *keep = ALLOC_ARRAY(m + 1, sizeof *keep);
        for (size_t w = 0; w < m; w++)
            keep[w] = all_of(n, w);
        reduce_in(snort, h, keep);
        Position_list_clear(&tmp);
        Graph_sum_induced(h, keep, 1, &tmp, 0);
        Graph_sum_split(tmp.w + 1, POSITION_LEN(tmp.w[0]), 1, out);
        Graph_free(&h);
        FREE(keep);
    }
    Position_list_free(&tmp);
}
#line 319 "noweb/rulesets/tinted.nw"
#define LONE_KEY (0x80ULL << 56)

static void swap_tints(const uint64_t *g, uint64_t *out)
{
    memcpy(out, g, Graph_len(g) * sizeof *g);
    for (size_t v = 0; v < Graph_n(g); v++) {
        unsigned t = Graph_colour(g, v);
        if (t == TINTED_LEFT || t == TINTED_RIGHT)
            Graph_set_colour(out, v, t ^ TINTED_BOTH);
    }
}

static bool normalise(const void *param, const uint64_t *c, size_t len, uint64_t *key,
                      size_t *klen)
{
    (void)param;
    assert(Graph_is_graph(c) && len == Graph_len(c));
    if (Graph_n(c) == 1) {
        key[0] = LONE_KEY | Graph_colour(c, 0);
        *klen = 1;
        return false;
    }
    *klen = len;
    return Graph_canon_conjugate(c, swap_tints, key);
}

static bool fast(const void *param, const uint64_t *key, size_t klen, Game_T *v)
{
    (void)param;
    if (Graph_is_graph(key))
        return false;
    assert(klen == 1);
    unsigned t = (unsigned)(key[0] & 3);
    *v = t == 0 ? Game_star() : Game_integer(t == TINTED_LEFT ? 1 : -1);
    return true;
}
#line 364 "noweb/rulesets/tinted.nw"
static bool col_check(const void *param, Game_T v, char *why, size_t size)
{
    (void)param;
    if (Game_is_number(v) || Game_is_number(Game_add(v, Game_star())))
        return true;
    snprintf(why, size, "Conway and Guy (ONAG ch. 8) prove every COL value is a number "
             "x or x + *");
    return false;
}
#line 382 "noweb/rulesets/tinted.nw"
const Graph_Syntax Tinted_syntax = { 1, { "e", NULL },
                                      (const char *const[]){ "L", "R", "B", NULL } };

typedef struct Name { char *name; size_t vertex; } Name;
typedef struct Reader {
    Scan sc;                        /* the text, where we are, the error */
    unsigned char *tint;
    size_t n, cap;
    size_t *edge;                   /* pairs */
    size_t ne, ecap;
    Name *name;
    size_t nn, ncap;
    bool swap;                      /* COL: CGSuite's tags, L and R exchanged */
} Reader;

static bool rfail(Reader *r, size_t at, const char *what)
{
    return Scan_fail(&r->sc, at, "%s", what);
}

static void blanks(Reader *r)                 /* newlines too: a text may span lines */
{
    Scan_spaces(&r->sc);
}

static bool name_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9');
}

static int tag_of(char c)
{
    return c == '.' ? 0 : c == 'L' ? 1 : c == 'R' ? 2 : c == 'B' ? 3 : -1;
}
#line 430 "noweb/rulesets/tinted.nw"
static bool name_at(Reader *r, size_t *from, size_t *len, bool *cgsuite)
{
    const char *s = r->sc.s;
    *cgsuite = s[r->sc.at] == ':';
    if (*cgsuite) {
        size_t j = ++r->sc.at;
        if (s[j] == '{') {
            size_t k = j + 1 + strcspn(s + j + 1, "{}");
            if (s[k] != '}')
                return rfail(r, k, "'}' closing the '{' of the name");
            if (k == j + 1)
                return rfail(r, k, "a name between '{' and '}'");
            *from = j + 1;
            *len = k - j - 1;
            r->sc.at = k + 1;
            return true;
        }
        if (!name_char(s[j]))
            return rfail(r, j, "a name after ':', a letter or digit, or {name}");
        *from = j;
        *len = 1;
        r->sc.at = j + 1;
        return true;
    }
    *from = ++r->sc.at;
    while (name_char(s[r->sc.at]))
        r->sc.at++;
    if (r->sc.at == *from)
        return rfail(r, r->sc.at, "a name of letters and digits after '['");
    if (s[r->sc.at] != ']')
        return rfail(r, r->sc.at, "']' after the name");
    *len = r->sc.at++ - *from;
    return true;
}

static bool vertex(Reader *r, size_t *v, bool after_edge)
{
    blanks(r);
    size_t at = r->sc.at;
    char c = Scan_peek(&r->sc);
    int tag = tag_of(c);
    if (tag >= 0)
        r->sc.at++;
    else if ((c && strchr("-();,:", c)) || (!c && after_edge))
        tag = 0;                    /* CGSuite's untinted node: no tag at all */
    else if (c != '[')
        return rfail(r, at, "a node: '.', 'L', 'R', 'B', ':a' or '[name]'");
    if (r->swap && (tag == 1 || tag == 2))
        tag = 3 - tag;
    blanks(r);
    if (r->sc.s[r->sc.at] == '[' || r->sc.s[r->sc.at] == ':') {
        size_t from = 0, len = 0;
        bool cgsuite;
        if (!name_at(r, &from, &len, &cgsuite))
            return false;
        for (size_t k = 0; k < r->nn; k++)
            if (strlen(r->name[k].name) == len
                && memcmp(r->name[k].name, r->sc.s + from, len) == 0) {
                *v = r->name[k].vertex;
                if (tag >= 0 && tag != r->tint[*v])
                    return rfail(r, at, "the tag the node had when it was named");
                return true;
            }
        if (tag < 0)
            return rfail(r, at, "a tag before a new name ('.', 'L', 'R' or 'B')");
        GROW(r->name, r->ncap, r->nn + 1);
        r->name[r->nn].name = ALLOC(len + 1);
        memcpy(r->name[r->nn].name, r->sc.s + from, len);
        r->name[r->nn].name[len] = '\0';
        r->name[r->nn++].vertex = r->n;
    }
    if (r->n >= GRAPH_MAX_VERTICES)
        return Scan_limit(&r->sc, at, "at most %d nodes", GRAPH_MAX_VERTICES);
    GROW(r->tint, r->cap, r->n + 1);
    r->tint[r->n] = (unsigned char)tag;
    *v = r->n++;
    return true;
}
#line 516 "noweb/rulesets/tinted.nw"
static bool joined(Reader *r, size_t from, size_t *v)
{
    blanks(r);
    size_t at = r->sc.at;
    if (!vertex(r, v, from != SIZE_MAX))
        return false;
    if (from == SIZE_MAX)
        return true;
    if (from == *v)
        return rfail(r, at, "a node other than the one before (an edge joins two nodes)");
    GROW(r->edge, r->ecap, 2 * r->ne + 2);
    r->edge[2 * r->ne] = from;
    r->edge[2 * r->ne++ + 1] = *v;
    return true;
}

static bool chain(Reader *r, size_t from, int depth)
{
    size_t v;
    if (!joined(r, from, &v))
        return false;
    for (;;) {
        blanks(r);
        if (r->sc.s[r->sc.at] == '-') {
            r->sc.at++;
            size_t w;
            if (!joined(r, v, &w))
                return false;
            v = w;
            continue;
        }
        if (r->sc.s[r->sc.at] != '(')
            return true;
        size_t open = r->sc.at++;
        if (depth >= 1000)
            return Scan_limit(&r->sc, open, "branches nested at most 1000 deep");
        do {
            blanks(r);
            if (r->sc.s[r->sc.at] != '-')
                return rfail(r, r->sc.at, "'-' to start a branch");
            r->sc.at++;
            if (!chain(r, v, depth + 1))
                return false;
            blanks(r);
        } while (r->sc.s[r->sc.at] == ';' && ++r->sc.at);
        if (r->sc.s[r->sc.at] != ')') {
            if (r->sc.s[r->sc.at])
                return rfail(r, r->sc.at, "';' or ')' after a branch");
            return Scan_fail(&r->sc, open, "a ')' closing this '('");
        }
        r->sc.at++;
        return true;
    }
}
#line 576 "noweb/rulesets/tinted.nw"
static bool read_cgsuite(const char *text, bool swap, Position_List *out, Perr_T *err)
{
    Reader r = { .sc = Scan_new(text, err), .swap = swap };
    bool ok;
    for (;;) {
        if (!(ok = chain(&r, SIZE_MAX, 0)))
            break;
        blanks(&r);
        if (r.sc.s[r.sc.at] == ',' || r.sc.s[r.sc.at] == ';') {
            r.sc.at++;
            continue;
        }
        if (r.sc.s[r.sc.at])
            ok = rfail(&r, r.sc.at, "'-', '(', ',' or the end after a node");
        break;
    }
    if (ok) {
        uint64_t *g = Graph_new(r.n, 1, true), *key = ALLOC_ARRAY(Graph_len(g), sizeof *key);
        for (size_t v = 0; v < r.n; v++)
            Graph_set_colour(g, v, r.tint[v]);
        for (size_t k = 0; k < r.ne; k++)
            Graph_add_edge(g, r.edge[2 * k], r.edge[2 * k + 1], 1);
        Graph_canon(g, key, NULL, NULL);
        Position_list_push(out, key, Graph_len(g), 0);
        Graph_free(&g);
        FREE(key);
    }
    for (size_t k = 0; k < r.nn; k++)
        FREE(r.name[k].name);
    FREE(r.name);
    FREE(r.tint);
    FREE(r.edge);
    return ok;
}

static bool general_notation(const char *text)
{
    const char *colon = strchr(text, ':');
    return colon && colon[1] >= '0' && colon[1] <= '9';
}

bool Tinted_parse(const void *param, const char *text, Position_List *out, Perr_T *err)
{
    assert(text && out && err);
    if (general_notation(text))
        return Graph_parse(&Tinted_syntax, text, out, err);
    return read_cgsuite(text, param && !((const Tinted_Param *)param)->snort, out, err);
}
#line 637 "noweb/rulesets/tinted.nw"
typedef struct Printer {
    const uint64_t *g;
    size_t *order, *parent, *name, next_name, count;
    char *s;                    /* the text so far */
    size_t len, cap;
} Printer;

/* the text grows in a buffer of its own: fputc on a memory stream took a
   third of the time of listing COL's census */
static void put_c(Printer *pr, char c)
{
    GROW(pr->s, pr->cap, pr->len + 2);
    pr->s[pr->len++] = c;
    pr->s[pr->len] = '\0';
}

static void put_s(Printer *pr, const char *t)
{
    while (*t)
        put_c(pr, *t++);
}

static void visit(Printer *pr, size_t v)          /* the depth-first numbering */
{
    size_t *stack = ALLOC_ARRAY(Graph_n(pr->g) + 1, sizeof *stack), *at = NULL, sp = 0;
    size_t n = Graph_n(pr->g);
    at = ALLOC_ARRAY(n + 1, sizeof *at);
    pr->order[v] = pr->count++;
    stack[sp] = v;
    at[sp++] = 0;
    while (sp > 0) {
        size_t u = stack[sp - 1], w = at[sp - 1];
        while (w < n && !(Graph_edge(pr->g, u, w) && pr->order[w] == SIZE_MAX))
            w++;
        if (w == n) {
            sp--;
            continue;
        }
        at[sp - 1] = w + 1;
        pr->parent[w] = u;
        pr->order[w] = pr->count++;
        stack[sp] = w;
        at[sp++] = 0;
    }
    FREE(stack);
    FREE(at);
}

static bool is_child(const Printer *pr, size_t u, size_t w)
{
    return pr->parent[w] == u && pr->order[w] > pr->order[u];
}

static bool is_back(const Printer *pr, size_t u, size_t w)
{
    return pr->order[w] < pr->order[u] && pr->parent[u] != w;
}

static void put_name(Printer *pr, size_t k)     /* CGSuite's :a, or :{a1} */
{
    char digits[24];
    put_s(pr, k >= 26 ? ":{" : ":");
    put_c(pr, (char)('a' + (int)(k % 26)));
    if (k >= 26) {
        snprintf(digits, sizeof digits, "%zu}", k / 26);
        put_s(pr, digits);
    }
}

static void write_node(Printer *pr, size_t v)
{
    size_t n = Graph_n(pr->g), items = 0;
    put_c(pr, ".LRB"[Graph_colour(pr->g, v) & 3]);
    if (pr->name[v] != SIZE_MAX)
        put_name(pr, pr->name[v]);
    for (size_t w = 0; w < n; w++)
        if (Graph_edge(pr->g, v, w) && (is_child(pr, v, w) || is_back(pr, v, w)))
            items++;
    if (items > 1)
        put_c(pr, '(');
    size_t k = 0;
    for (size_t w = 0; w < n; w++) {
        if (!Graph_edge(pr->g, v, w) || !(is_child(pr, v, w) || is_back(pr, v, w)))
            continue;
        put_s(pr, k++ ? ";-" : "-");
        if (is_child(pr, v, w))
            write_node(pr, w);
        else {
            put_c(pr, ".LRB"[Graph_colour(pr->g, w) & 3]);
            put_name(pr, pr->name[w]);
        }
    }
    if (items > 1)
        put_c(pr, ')');
}
#line 740 "noweb/rulesets/tinted.nw"
enum { TINTED_STR_MAX = 1000 };
#line 744 "noweb/rulesets/tinted.nw"
char *Tinted_str(const uint64_t *p, size_t len)
{
    assert(p || len == 0);
    if (len == 0)
        return Graph_str(&Tinted_syntax, (uint64_t[]){ Graph_header(0, 1, true) });
    uint64_t *u = Graph_sum_union(p, len), *g = ALLOC_ARRAY(Graph_len(u), sizeof *g);
    u[0] &= ~GRAPH_CONNECTED;
    Graph_canon(u, g, NULL, NULL);
    size_t n = Graph_n(g);
    if (n == 0 || n > TINTED_STR_MAX) {
        char *s = Graph_str(&Tinted_syntax, n ? g : (uint64_t[]){ Graph_header(0, 1, true) });
        Graph_free(&u);
        FREE(g);
        return s;
    }
    Printer pr = { g, ALLOC_ARRAY(3 * n, sizeof(size_t)), NULL, NULL, 0, 0, NULL, 0, 0 };
    pr.parent = pr.order + n;
    pr.name = pr.order + 2 * n;
    for (size_t v = 0; v < n; v++)
        pr.order[v] = pr.parent[v] = pr.name[v] = SIZE_MAX;
    size_t *roots = ALLOC_ARRAY(n, sizeof *roots), nroots = 0;
    for (size_t v = 0; v < n; v++)
        if (pr.order[v] == SIZE_MAX) {
            roots[nroots++] = v;
            visit(&pr, v);
        }
    size_t *byorder = ALLOC_ARRAY(n, sizeof *byorder);
    for (size_t v = 0; v < n; v++)
        byorder[pr.order[v]] = v;
    for (size_t k = 0; k < n; k++) {
        size_t w = byorder[k];
        for (size_t v = 0; v < n && pr.name[w] == SIZE_MAX; v++)
            if (Graph_edge(g, v, w) && is_back(&pr, v, w))
                pr.name[w] = pr.next_name++;
    }
    for (size_t k = 0; k < nroots; k++) {
        if (k)
            put_s(&pr, ", ");
        write_node(&pr, roots[k]);
    }
    char *buf = pr.s;
    FREE(byorder);
    FREE(roots);
    FREE(pr.order);
    Graph_free(&u);
    FREE(g);
    return buf;
}
#line 802 "noweb/rulesets/tinted.nw"
static const char *const tint_style[] = {
    "circle,fill=black,inner sep=0pt,minimum size=%.3fcm",
    "circle,fill=black,inner sep=0pt,minimum size=%.3fcm",
    "circle,draw,fill=white,inner sep=0pt,minimum size=%.3fcm",
    "circle,draw,fill=black!40,inner sep=0pt,minimum size=%.3fcm"
};

static char *tikz(const void *param, const uint64_t *p, size_t len, double unit)
{
    (void)param;
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f && unit > 0);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm]\n", unit, unit);
    Position_List parts = { 0 };
    if (len > 0) {
        uint64_t *u = Graph_sum_union(p, len), *g = ALLOC_ARRAY(Graph_len(u), sizeof *g);
        u[0] &= ~GRAPH_CONNECTED;
        Graph_canon(u, g, NULL, NULL);
        Graph_components(g, 1, &parts);
        Graph_free(&u);
        FREE(g);
    }
    double x0 = 0;
    size_t id = 0;
    for (size_t o = 0; o < parts.n; o += 1 + POSITION_LEN(parts.w[o])) {
        const uint64_t *c = parts.w + o + 1;
        
#line 844 "noweb/rulesets/tinted.nw"
size_t n = Graph_n(c), edges = 0, maxdeg = 0, end = 0;
for (size_t v = 0; v < n; v++) {
    size_t d = Graph_degree(c, v);
    edges += d;
    if (d > maxdeg) maxdeg = d;
    if (d <= 1) end = v;
}
bool path = edges / 2 + 1 == n && maxdeg <= 2;
double r = n > 6 ? (double)n / 6.2832 : n > 1 ? 0.75 : 0;
size_t prev = SIZE_MAX, v = end;
fprintf(f, "\\begin{scope}[shift={(%.3f,0)}]\n", path ? x0 : x0 + r);
for (size_t k = 0; k < n; k++) {
    size_t at = path ? v : k;
    unsigned t = Graph_colour(c, at);
    fprintf(f, "\\node[");
    fprintf(f, tint_style[t & 3], (t ? 0.65 : 0.3) * unit);
    if (path)
        fprintf(f, "] (n%zu) at (%zu,0) {};\n", id + at, k);
    else                        /* polar: TikZ does the trigonometry */
        fprintf(f, "] (n%zu) at (%.3f:%.3f) {};\n", id + at,
                90 - 360.0 * (double)k / (double)n, r);
    if (path) {
        size_t next = SIZE_MAX;
        for (size_t w = 0; w < n; w++)
            if (w != prev && w != v && Graph_edge(c, v, w))
                next = w;
        prev = v;
        v = next;
    }
}
fprintf(f, "\\end{scope}\n");
for (size_t a = 0; a < n; a++)
    for (size_t b = a + 1; b < n; b++)
        if (Graph_edge(c, a, b))
            fprintf(f, "\\draw (n%zu) -- (n%zu);\n", id + a, id + b);
x0 += (path ? (double)n - 1 : 2 * r) + 1.2;
id += n;
#line 831 "noweb/rulesets/tinted.nw"
    }
    if (parts.count == 0)
        fprintf(f, "\\node at (0,0) {$\\emptyset$};\n");
    fprintf(f, "\\end{tikzpicture}\n");
    fclose(f);
    Position_list_free(&parts);
    return buf;
}
#line 886 "noweb/rulesets/tinted.nw"
static char *print(const void *param, const uint64_t *p, size_t len)
{
    if (!param || ((const Tinted_Param *)param)->snort || len == 0)
        return Tinted_str(p, len);
    uint64_t *w = ALLOC_ARRAY(len, sizeof *w);       /* COL: CGSuite's tags */
    for (size_t i = 0; i < len; i += Graph_len(p + i))
        swap_tints(p + i, w + i);
    char *s = Tinted_str(w, len);
    FREE(w);
    return s;
}

static void conjugate(const void *param, const uint64_t *p, size_t len, Position_List *out)
{
    (void)param;
    uint64_t *w = ALLOC_ARRAY(len ? len : 1, sizeof *w);
    for (size_t i = 0; i < len; i += Graph_len(p + i))
        swap_tints(p + i, w + i);
    Position_list_push(out, w, len, 0);
    FREE(w);
}

static const char *const families[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", NULL
};

#define TINTED_SYNTAX                                                                 \
    "A POSITION is a graph whose nodes may be tagged, in CGSuite's notation:\n"        \
    "  .  an untagged node (or nothing, as in CGSuite: 'L--R')   L  R  tagged\n"       \
    "  -  an edge   ( -...; -... )  branches   :a  :{name}  [a]  a name (again:\n"    \
    "  the same node)   ;  ,  between components; blanks are ignored\n"              \
    "so 'L-.-.-.-L' is a path with tagged ends, '.-.-.(-.;-.)' a spider and\n"       \
    "'.:a-.-.-:a' a triangle; or a family and groups, nodes numbered from 1, with\n" \
    "ONAG's tints: L tinted Left (black: Left alone may colour it), R Right:\n"      \
    GRAPH_FAMILIES_HELP                                                               \
    "  e:A-B,C-D  edges   n:A,B  nodes   L:A,B  R:A,B  tints   ('path:5 L:1,5').\n"

static const Tinted_Param col_param = { false }, snort_param = { true };
static const Position_Theory col_theory = {
    .conjugate = conjugate, .check = col_check, .properties = Tinted_col_properties,
    .test = Tinted_test
}, snort_theory = {
    .conjugate = conjugate, .properties = Tinted_snort_properties, .test = Tinted_test
};
static const Position_Hints hints = { .size = size };
static const Position_Drawing drawing = { .tikz = tikz };

const Position_Ruleset Tinted_col = {
    .name = "col", .summary = "COL: map colouring, neighbours differ",
    .syntax = TINTED_SYNTAX
              "A player colours a node he may; in COL its neighbours are tinted for\n"
              "the other player.  A string's tags are CGSuite's, the colour of the\n"
              "neighbours: 'R' is a node next to a white country, which Left alone may\n"
              "colour (ONAG's tint L), so a line pasted from CGSuite gives its value\n"
              "('R-.-R-.-L-.-R-.-R-.' is 7/8), and positions print so; the general\n"
              "notation keeps ONAG's tints ('path:5 L:1,5' prints its ends as R).",
    .source = "ONAG ch. 8; Winning Ways ch. 2", .param = &col_param,
    .options = options, .split = split, .normalise = normalise, .fast = fast,
    .parse = Tinted_parse, .print = print, .families = families, .census = &Tinted_census,
    .theory = &col_theory, .hints = &hints, .drawing = &drawing
};

const Position_Ruleset Tinted_snort = {
    .name = "snort", .summary = "SNORT: map colouring, neighbours agree",
    .syntax = TINTED_SYNTAX
              "A player colours a node he may (Left: untagged or L); in SNORT its\n"
              "neighbours are tinted for the same player, so CGSuite's tags and ONAG's\n"
              "tints agree: L is a node Left alone may colour.",
    .source = "ONAG ch. 8; Winning Ways ch. 2", .param = &snort_param,
    .options = options, .split = split, .normalise = normalise, .fast = fast,
    .parse = Tinted_parse, .print = print, .families = families, .census = &Tinted_census,
    .theory = &snort_theory, .hints = &hints, .drawing = &drawing
};
