/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#line 210 "noweb/rulesets/registry.nw"
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/CUnit.h>
#include "registry.h"

static void test_complete(void)
{
    size_t n = 0;
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++, n++) {
        const Position_Ruleset *rs = *r;
        CU_ASSERT_PTR_EQUAL(Registry_find(rs->name), rs);
        CU_ASSERT(rs->summary && rs->syntax && rs->source);
        CU_ASSERT(rs->options && rs->split && rs->normalise && rs->parse && rs->print);
        CU_ASSERT(!rs->drawing || rs->drawing->tikz);
        CU_ASSERT(!rs->theory || !rs->theory->properties == !rs->theory->test);
        const Position_Census *c = rs->census;
        if (!c)
            continue;
        CU_ASSERT(c->enumerate && c->size_unit && c->max_size >= 2);
        if (c->classes) {
            CU_ASSERT(c->enumerate_class != NULL);
            for (const Position_Class *k = c->classes; k->name; k++)
                CU_ASSERT(k->summary && k->max_size >= 1);
        }
        Position_List l = { 0 }, back = { 0 };
        c->enumerate(rs->param, 2, &l);
        CU_ASSERT(l.count >= 1);
        for (size_t i = 0; i < l.n; i += 1 + POSITION_LEN(l.w[i])) {
            size_t len = POSITION_LEN(l.w[i]);
            CU_ASSERT(POSITION_FLAGS(l.w[i]) >= 1 && POSITION_FLAGS(l.w[i]) <= 2);
            char *s = rs->print(rs->param, l.w + i + 1, len);
            Perr_T e;
            Position_list_clear(&back);
            CU_ASSERT_FATAL(rs->parse(rs->param, s, &back, &e));
            CU_ASSERT(POSITION_LEN(back.w[0]) == len
                      && memcmp(back.w + 1, l.w + i + 1, len * sizeof *l.w) == 0);
            free(s);
        }
        Position_list_free(&l);
        Position_list_free(&back);
    }
    CU_ASSERT(n >= 2);
    CU_ASSERT_PTR_NULL(Registry_find("chess"));
}

static int by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the printed records of l whose size is in lo..hi, sorted */
static char **printed(const Position_Ruleset *rs, const Position_List *l, unsigned lo,
                      unsigned hi, size_t *n)
{
    char **s = calloc(l->count + 1, sizeof *s);
    *n = 0;
    for (size_t i = 0; s && i < l->n; i += 1 + POSITION_LEN(l->w[i]))
        if (POSITION_FLAGS(l->w[i]) >= lo && POSITION_FLAGS(l->w[i]) <= hi)
            s[(*n)++] = rs->print(rs->param, l->w + i + 1, POSITION_LEN(l->w[i]));
    qsort(s, *n, sizeof *s, by_string);
    return s;
}

static void free_printed(char **s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(s[i]);
    free(s);
}

static void test_census(void)
{
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++) {
        const Position_Ruleset *rs = *r;
        const Position_Census *c = rs->census;
        if (!c)
            continue;
        int k = c->max_size < 5 ? c->max_size : 5;
        Position_List l = { 0 }, smaller = { 0 }, part = { 0 };
        c->enumerate(rs->param, k, &l);
        c->enumerate(rs->param, k - 1, &smaller);
        size_t n, m, p;
        char **all = printed(rs, &l, 1, (unsigned)k, &n);
        char **below = printed(rs, &l, 1, (unsigned)k - 1, &m);
        CU_ASSERT_EQUAL(n, l.count);                    /* sizes 1..k, flagged */
        for (size_t i = 1; i < n; i++)                  /* each once */
            CU_ASSERT(strcmp(all[i - 1], all[i]) != 0);
        CU_ASSERT_EQUAL(m, smaller.count);              /* the census of k - 1 within */
        free_printed(below, m);
        if (c->enumerate_part) {
            char **top = printed(rs, &l, (unsigned)k, (unsigned)k, &m), err[200];
            for (unsigned res = 0; res < 3; res++)
                CU_ASSERT(c->enumerate_part(rs->param, k, res, 3, &part, err, sizeof err));
            char **parts = printed(rs, &part, (unsigned)k, (unsigned)k, &p);
            CU_ASSERT_EQUAL(p, part.count);             /* parts of exactly size k */
            CU_ASSERT(p == m && m > 0);                 /* together: the size's census */
            for (size_t i = 0; i < p && i < m; i++)
                CU_ASSERT_STRING_EQUAL(parts[i], top[i]);
            free_printed(top, m);
            free_printed(parts, p);
        }
        free_printed(all, n);
        Position_list_free(&l);
        Position_list_free(&smaller);
        Position_list_free(&part);
    }
}

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

static void test_example_names(void)
{
    capture(1);
    
#line 14 "noweb/rulesets/registry.nw"
const Position_Ruleset *rs = Registry_find("domineering");
for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++) puts((*r)->name);
#line 351 "noweb/rulesets/registry.nw"
    char *out = captured();
    CU_ASSERT(rs != NULL && strcmp(rs->name, "domineering") == 0);
    size_t lines = 0, n = 0;
    for (const char *c = out; *c; c++)
        lines += *c == '\n';
    while (Registry_rulesets[n])
        n++;
    CU_ASSERT(lines == n && n > 1);
    const char *first = Registry_rulesets[0]->name;
    CU_ASSERT(strncmp(out, first, strlen(first)) == 0 && out[strlen(first)] == '\n');
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "domineering\n"));
    free(out);
}

/* Names as expressions write them: underscores for hyphens, CGSuite's capitals
   (nodekayles has no hyphen, so node_kayles names nothing). */
static void test_written(void)
{
    static const struct { const char *written, *name; } t[] = {
        { "domineering", "domineering" }, { "Domineering", "domineering" },
        { "NodeKayles", "nodekayles" }, { "node_kayles", NULL },
        { "childish_hackenbush", "childish-hackenbush" },
        { "ChildishHackenbush", "childish-hackenbush" }, { "nosuch", NULL },
        { "Nosuch", NULL }, { "", NULL }
    };
    for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
        const Position_Ruleset *rs = Registry_find_written(t[i].written,
                                                           strlen(t[i].written));
        if (t[i].name) {
            CU_ASSERT(rs && strcmp(rs->name, t[i].name) == 0);
        } else {
            CU_ASSERT_PTR_NULL(rs);
        }
    }
    CU_ASSERT_PTR_NOT_NULL(Registry_find_written("cutcake(2x3)", 7));  /* counted */
}

int test_registry_suite(void)
{
    CU_pSuite s = CU_add_suite("registry", NULL, NULL);
    if (!s || !CU_add_test(s, "every ruleset is complete", test_complete)
        || !CU_add_test(s, "enumerators list censuses, and parts of them", test_census)
        || !CU_add_test(s, "example: the names of the rulesets", test_example_names)
        || !CU_add_test(s, "names as expressions write them", test_written))
        return CU_get_error();
    return 0;
}
