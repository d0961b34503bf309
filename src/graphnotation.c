/* Generated from noweb/rulesets/graphnotation.nw by notangle: edit the .nw, not this file. */
#line 128 "noweb/rulesets/graphnotation.nw"
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "graphnotation.h"
#include "mem.h"
#include "scan.h"

#line 175 "noweb/rulesets/graphnotation.nw"
typedef struct Pedge { size_t u, v; unsigned colours; } Pedge;
typedef struct Pcolour { size_t v, at; unsigned colour; } Pcolour;

typedef struct Parser {
    const Graph_Syntax *syn;
    Scan sc;                        /* the text, where we are, the error */
    Pedge *e;
    size_t ne, cape;
    Pcolour *c;
    size_t nc, capc;
    size_t n;                       /* nodes: the largest number seen */
    uint64_t *base;                 /* the family's graph, or NULL */
    bool too_big;                   /* the last number passed its bound */
} Parser;

enum { PATH, CYCLE, STAR, GRID, COMPLETE, EMPTY, TREE };
static const char *const family_names[] = {
    "path", "cycle", "star", "grid", "complete", "empty", "tree", NULL
};
#line 147 "noweb/rulesets/graphnotation.nw"
char *Graph_sum_str(const Graph_Syntax *syn, const uint64_t *p, size_t len)
{
    assert(syn);
    uint64_t *g = len == 0 ? Graph_empty(0, syn->ecolours) : Graph_sum_union(p, len);
    char *s = Graph_str(syn, g);
    Graph_free(&g);
    return s;
}

char *Graph_sum_tikz(const Graph_Syntax *syn, const uint64_t *p, size_t len, double unit)
{
    assert(syn);
    uint64_t *g = len == 0 ? Graph_empty(0, syn->ecolours) : Graph_sum_union(p, len);
    char *s = Graph_tikz(syn, g, unit);
    Graph_free(&g);
    return s;
}
#line 197 "noweb/rulesets/graphnotation.nw"
static bool fail(Parser *p, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(Parser *p, size_t at, const char *fmt, ...)
{
    char buf[sizeof ((Perr_T *)0)->expected];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (p->too_big)
        return Scan_limit(&p->sc, at, "%s (the adjacency of n nodes takes n^2/8 "
                          "bytes per colour of edges)", buf);
    return Scan_fail(&p->sc, at, "%s", buf);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static void add_pedge(Parser *p, size_t u, size_t v, unsigned colours)
{
    GROW(p->e, p->cape, p->ne + 1);
    p->e[p->ne++] = (Pedge){ u, v, colours };
}
#line 231 "noweb/rulesets/graphnotation.nw"
static bool digits(Parser *p, size_t max, size_t *x)
{
    if (!is_digit(p->sc.s[p->sc.at]))
        return false;
    size_t v = 0;
    while (is_digit(p->sc.s[p->sc.at])) {
        v = 10 * v + (size_t)(p->sc.s[p->sc.at++] - '0');
        if (v > max)
            v = max + 1;
    }
    *x = v;
    p->too_big = v > max;
    return v <= max;
}

static bool node(Parser *p, size_t *v)
{
    size_t at = p->sc.at, x;
    if (!digits(p, GRAPH_MAX_VERTICES, &x) || x < 1)
        return fail(p, at, "a node number, 1 to %d", GRAPH_MAX_VERTICES);
    *v = x - 1;
    if (x > p->n)
        p->n = x;
    return true;
}
#line 261 "noweb/rulesets/graphnotation.nw"
static void expected_groups(const Graph_Syntax *syn, bool first_part, char *buf,
                            size_t size)
{
    const char *names[GRAPH_MAX_ECOLOURS + 1 + 32];
    size_t k = 0;
    for (unsigned b = 0; b < syn->ecolours; b++)
        names[k++] = syn->edge[b];
    names[k++] = "n";
    size_t room_left = sizeof names / sizeof *names;
    for (size_t c = 0; syn->vertex && syn->vertex[c] && k < room_left; c++)
        names[k++] = syn->vertex[c];
    size_t at = 0;
    for (size_t j = 0; j < k && at < size; j++)
        at += (size_t)snprintf(buf + at, size - at, "%s'%s:'",
                               j == 0 ? "" : j + 1 == k ? " or " : ", ", names[j]);
    if (first_part && at < size)
        snprintf(buf + at, size - at, ", or a family such as path:N");
}
#line 285 "noweb/rulesets/graphnotation.nw"
static bool edge_group(Parser *p, unsigned colours)
{
    for (;;) {
        size_t a, b;
        if (!node(p, &a))
            return false;
        if (p->sc.s[p->sc.at] != '-')
            return fail(p, p->sc.at, "'-' between the two nodes of an edge");
        size_t at = ++p->sc.at;
        if (!node(p, &b))
            return false;
        if (a == b)
            return fail(p, at, "a node other than the first (an edge joins two nodes)");
        add_pedge(p, a, b, colours);
        if (p->sc.s[p->sc.at] != ',')
            break;
        p->sc.at++;
    }
    if (p->sc.s[p->sc.at] && !is_space(p->sc.s[p->sc.at]))
        return fail(p, p->sc.at, "',', a space or the end after an edge");
    return true;
}

static bool node_group(Parser *p, unsigned colour)
{
    for (;;) {
        size_t v, at = p->sc.at;
        if (!node(p, &v))
            return false;
        if (colour) {
            GROW(p->c, p->capc, p->nc + 1);
            p->c[p->nc++] = (Pcolour){ v, at, colour };
        }
        if (p->sc.s[p->sc.at] != ',')
            break;
        p->sc.at++;
    }
    if (p->sc.s[p->sc.at] && !is_space(p->sc.s[p->sc.at]))
        return fail(p, p->sc.at, "',', a space or the end");
    return true;
}
#line 330 "noweb/rulesets/graphnotation.nw"
static bool tree_code(Parser *p, unsigned k);

static bool family(Parser *p, int f)
{
    size_t at = p->sc.at, a = 0, b = 0, max = GRAPH_MAX_VERTICES;
    unsigned k = p->syn->ecolours;
    switch (f) {
    case PATH: case COMPLETE: case EMPTY:
        if (!digits(p, max, &a))
            return fail(p, at, "a number of nodes, 0 to %zu", max);
        p->base = f == PATH ? Graph_path(a, k) : f == COMPLETE ? Graph_complete(a, k)
                                                               : Graph_empty(a, k);
        break;
    case CYCLE:
        if (!digits(p, max, &a) || a < 3)
            return fail(p, at, "a number of nodes, 3 to %zu", max);
        p->base = Graph_cycle(a, k);
        break;
    case STAR:
        if (!digits(p, max - 1, &a))
            return fail(p, at, "a number of leaves, 0 to %zu", max - 1);
        p->base = Graph_star(a, k);
        break;
    case GRID:
        if (!digits(p, max, &a))
            return fail(p, at, "a number of rows (grid:RxC)");
        if (p->sc.s[p->sc.at] != 'x')
            return fail(p, p->sc.at, "'x' between the rows and the columns (grid:RxC)");
        p->sc.at++;
        if (!digits(p, max, &b))
            return fail(p, p->sc.at, "a number of columns (grid:RxC)");
        if (b > 0 && a > max / b)
            return fail(p, at, "a grid of at most %zu nodes", max);
        p->base = Graph_grid(a, b, k);
        break;
    default:
        if (!tree_code(p, k))
            return false;
    }
    p->n = Graph_n(p->base);
    if (p->sc.s[p->sc.at] && !is_space(p->sc.s[p->sc.at]))
        return fail(p, p->sc.at, "a space or the end after the family");
    return true;
}
#line 380 "noweb/rulesets/graphnotation.nw"
static bool tree_code(Parser *p, unsigned k)
{
    size_t *code = NULL, *where = NULL, len = 0, cap = 0;
    bool ok = true;
    if (p->sc.s[p->sc.at] && !is_space(p->sc.s[p->sc.at]))
        for (;;) {
            size_t at = p->sc.at, x;
            if (!digits(p, GRAPH_MAX_VERTICES, &x) || x < 1) {
                ok = fail(p, at, "a Prufer code entry, a node number from 1");
                break;
            }
            if (len == cap) {
                cap = cap ? 2 * cap : 16;
                RESIZE_ARRAY(code, cap, sizeof *code);
                RESIZE_ARRAY(where, cap, sizeof *where);
            }
            code[len] = x - 1;
            where[len++] = at;
            if (p->sc.s[p->sc.at] != ',')
                break;
            p->sc.at++;
        }
    if (ok && len + 2 > GRAPH_MAX_VERTICES)
        ok = fail(p, where[GRAPH_MAX_VERTICES - 2], "at most %d entries (a tree of at "
                  "most %d nodes)", GRAPH_MAX_VERTICES - 2, GRAPH_MAX_VERTICES);
    for (size_t j = 0; ok && j < len; j++)
        if (code[j] >= len + 2)
            ok = fail(p, where[j], "a Prufer code entry from 1 to %zu (a code of %zu "
                      "entries names a tree of %zu nodes)", len + 2, len, len + 2);
    if (ok)
        p->base = Graph_tree(code, len, k);
    FREE(code);
    FREE(where);
    return ok;
}
#line 419 "noweb/rulesets/graphnotation.nw"
static bool legacy_edges(Parser *p)
{
    size_t max = GRAPH_MAX_VERTICES - 1;
    for (;;) {
        while (is_space(p->sc.s[p->sc.at]) || p->sc.s[p->sc.at] == ',')
            p->sc.at++;
        if (!p->sc.s[p->sc.at])
            return true;
        size_t a, b, at = p->sc.at;
        if (!digits(p, max, &a))
            return fail(p, at, "a vertex number, 0 to %zu", max);
        if (p->sc.s[p->sc.at] != '-')
            return fail(p, p->sc.at, "'-' between the two vertices of an edge");
        at = ++p->sc.at;
        if (!digits(p, max, &b))
            return fail(p, at, "a vertex number, 0 to %zu", max);
        if (a != b)
            add_pedge(p, a, b, 1);
        if (a + 1 > p->n) p->n = a + 1;
        if (b + 1 > p->n) p->n = b + 1;
    }
}
#line 447 "noweb/rulesets/graphnotation.nw"
static bool name_is(const char *s, size_t len, const char *name)
{
    return name && strlen(name) == len && strncmp(s, name, len) == 0;
}

static bool parts(Parser *p)
{
    const Graph_Syntax *syn = p->syn;
    Scan_spaces(&p->sc);
    if (!p->sc.s[p->sc.at]) {
        char g[120];
        expected_groups(syn, false, g, sizeof g);
        return fail(p, p->sc.at, "a graph: a family (path:N, cycle:N, star:K, grid:RxC, "
                    "complete:N, empty:N, tree:CODE) or groups %s", g);
    }
    if (strncmp(p->sc.s + p->sc.at, "edges:", 6) == 0) {
        p->sc.at += 6;
        return legacy_edges(p);
    }
    for (bool first_part = true; p->sc.s[p->sc.at]; first_part = false) {
        size_t at = p->sc.at, len = 0;
        while (is_letter(p->sc.s[at + len]))
            len++;
        int f = -1;
        for (int j = 0; first_part && family_names[j]; j++)
            if (name_is(p->sc.s + at, len, family_names[j]))
                f = j;
        unsigned edge = 0, colour = 0;
        for (unsigned b = 0; b < syn->ecolours; b++)
            if (name_is(p->sc.s + at, len, syn->edge[b]))
                edge = 1u << b;
        for (size_t c = 0; syn->vertex && syn->vertex[c]; c++)
            if (name_is(p->sc.s + at, len, syn->vertex[c]))
                colour = (unsigned)c + 1;
        bool nodes = name_is(p->sc.s + at, len, "n");
        if (len == 0 || p->sc.s[at + len] != ':' || (f < 0 && !edge && !colour && !nodes)) {
            char g[160];
            expected_groups(syn, first_part, g, sizeof g);
            return fail(p, at, "%s", g);
        }
        p->sc.at = at + len + 1;
        bool ok = f >= 0 ? family(p, f)
                  : edge ? edge_group(p, edge) : node_group(p, colour);
        if (!ok)
            return false;
        Scan_spaces(&p->sc);
    }
    return true;
}
#line 503 "noweb/rulesets/graphnotation.nw"
bool Graph_parse(const Graph_Syntax *syn, const char *text, Position_List *out,
                 Perr_T *err)
{
    assert(syn && syn->ecolours >= 1 && syn->ecolours <= GRAPH_MAX_ECOLOURS);
    assert(text && out);
    Parser p = { .syn = syn, .sc = Scan_new(text, err) };
    bool ok = parts(&p);
    uint64_t *g = NULL;
    if (ok) {
        g = Graph_new(p.n, syn->ecolours, syn->vertex != NULL);
        if (p.base) {
            size_t nb = Graph_n(p.base), mb = Graph_m(nb);
            for (unsigned b = 0; b < syn->ecolours; b++)
                for (size_t v = 0; v < nb; v++)
                    memcpy(Graph_row_w(g, b, v), Graph_row(p.base, b, v), mb * sizeof *g);
        }
        for (size_t j = 0; j < p.ne; j++)
            Graph_add_edge(g, p.e[j].u, p.e[j].v, p.e[j].colours);
        for (size_t j = 0; ok && j < p.nc; j++) {
            if (Graph_colour(g, p.c[j].v))
                ok = fail(&p, p.c[j].at, "a node without a colour (node %zu has one "
                          "already)", p.c[j].v + 1);
            else
                Graph_set_colour(g, p.c[j].v, p.c[j].colour);
        }
    }
    if (ok)
        Position_list_push(out, g, Graph_len(g), 0);
    Graph_free(&g);
    Graph_free(&p.base);
    FREE(p.e);
    FREE(p.c);
    return ok;
}
#line 542 "noweb/rulesets/graphnotation.nw"
char *Graph_str(const Graph_Syntax *syn, const uint64_t *g)
{
    assert(syn && g && Graph_ecolours(g) == syn->ecolours);
    size_t n = Graph_n(g);
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    if (n == 0)
        fputs("empty:0", f);
    bool any = false;
    for (unsigned b = 0; b < syn->ecolours; b++) {
        bool in = false;
        for (size_t u = 0; u < n; u++)
            for (size_t v = u + 1; v < n; v++)
                if (Graph_in(Graph_row(g, b, u), v)) {
                    if (in) fputc(',', f);
                    else fprintf(f, "%s%s:", any ? " " : "", syn->edge[b]);
                    fprintf(f, "%zu-%zu", u + 1, v + 1);
                    in = any = true;
                }
    }
    bool in = false;
    for (size_t v = 0; v < n; v++)
        if (Graph_degree(g, v) == 0) {
            if (in) fputc(',', f);
            else fprintf(f, "%sn:", any ? " " : "");
            fprintf(f, "%zu", v + 1);
            in = any = true;
        }
    for (unsigned c = 1; Graph_vcoloured(g) && c <= 255; c++) {
        in = false;
        for (size_t v = 0; v < n; v++)
            if (Graph_colour(g, v) == c) {
                assert(syn->vertex);
                for (unsigned j = 1; j < c; j++)
                    assert(syn->vertex[j - 1]);
                if (in) fputc(',', f);
                else fprintf(f, "%s%s:", any ? " " : "", syn->vertex[c - 1]);
                fprintf(f, "%zu", v + 1);
                in = any = true;
            }
    }
    fclose(f);
    return buf;
}
#line 600 "noweb/rulesets/graphnotation.nw"
char *Graph_tikz(const Graph_Syntax *syn, const uint64_t *g, double unit)
{
    assert(syn && g && unit > 0);
    static const char *const fill[] = { "white", "black!60", "black!20", "black!40" };
    size_t n = Graph_n(g);
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    assert(f);
    double r = n > 6 ? (double)n / 6.2832 : 1.0;
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm]\n", unit, unit);
    const char *font = unit >= 0.8 ? "\\small" : unit >= 0.4 ? "\\tiny" : NULL;
    for (size_t v = 0; v < n; v++) {
        unsigned c = Graph_colour(g, v);
        fprintf(f, "\\node[draw,circle,inner sep=0pt,minimum size=%.3fcm,fill=%s] (v%zu) "
                "at (%.3f:%.3f) {", 0.6 * unit, c < 4 ? fill[c] : "black!80", v + 1,
                90 - 360.0 * (double)v / (double)n, r);
        if (font)
            fprintf(f, "%s %zu", font, v + 1);
        fprintf(f, "};\n");
    }
    for (size_t u = 0; u < n; u++)
        for (size_t v = u + 1; v < n; v++) {
            unsigned c = Graph_edge(g, u, v);
            if (c)
                fprintf(f, "\\draw%s (v%zu) -- (v%zu);\n",
                        c == 1 ? "" : c == 2 ? "[dashed]" : "[double]", u + 1, v + 1);
        }
    fprintf(f, "\\end{tikzpicture}\n");
    fclose(f);
    return buf;
}
