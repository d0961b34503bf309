/* Generated from noweb/cmd/fuzz.nw by notangle: edit the .nw, not this file. */
#line 138 "noweb/cmd/fuzz.nw"
#include <assert.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "simplest.h"
#include "cgtk.h"
#include "cmdkit.h"
#include "dyadic.h"
#include "dyadictext.h"
#include "explore.h"
#include "fuzz.h"
#include "game.h"
#include "gamecmd.h"
#include "graph.h"
#include "graphnotation.h"
#include "impcmd.h"
#include "mem.h"
#include "methods.h"
#include "notation.h"
#include "octal.h"
#include "perr.h"
#include "position.h"
#include "registry.h"
#include "rulecmd.h"
#include "zigcmd.h"
#include "runcmd.h"
#include "tablefile.h"

#line 176 "noweb/cmd/fuzz.nw"
enum {
    FUZZ_MAX_GAMES = 5000,          /* games added to the store by one input */
    FUZZ_MAX_POSITIONS = 1000,      /* positions in an evaluator */
    FUZZ_MAX_DIGITS = 3,            /* longer numbers: skipped where noted */
    FUZZ_MAX_MULTIPLE = 2,          /* digits of *N, ^N, vN */
    FUZZ_MAX_DAY = 16,              /* numbers --day */
    FUZZ_MAX_ZIGZAG = 32,           /* zigzag N, --from, --to */
    FUZZ_MAX_SPLITS = 2             /* hexadecimal digits 8-F of a code */
};
#define FUZZ_MAX_BYTES ((size_t)4 << 20)      /* store, caches and printed text */
#define FUZZ_STORE_KEEP ((size_t)200000)
#line 524 "noweb/cmd/fuzz.nw"
enum { FUZZ_MAX_WORDS = 600, FUZZ_MAX_GRAPH_WORDS = 40, FUZZ_MAX_PRINTED = 120,
       FUZZ_MAX_SNORT = 32, FUZZ_MAX_READ = 1 << 16 };
#line 203 "noweb/cmd/fuzz.nw"
static Game_Limits fuzz_limits(void)
{
    if (Game_store_count() > FUZZ_STORE_KEEP)
        Game_store_free();
    return (Game_Limits){ Game_store_count() + FUZZ_MAX_GAMES,
                          Game_store_bytes() + FUZZ_MAX_BYTES };
}
#line 225 "noweb/cmd/fuzz.nw"
static char *text_of(const uint8_t *data, size_t size)
{
    char *s = ALLOC(size + 1);
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

static void fail(const char *target, const char *what, const char *input)
{
    fprintf(stderr, "fuzz %s: %s\n  input: '%s'\n", target, what, input ? input : "");
    abort();
}

static bool long_number(const char *s)
{
    size_t run = 0;
    for (; *s; s++)
        if ((run = *s >= '0' && *s <= '9' ? run + 1 : 0) > FUZZ_MAX_DIGITS)
            return true;
    return false;
}

static bool big_multiple(const char *s)
{
    for (; *s; s++)
        if (*s == '*' || *s == '^' || *s == 'v') {
            const char *d = s + 1 + strspn(s + 1, " ");
            if (strspn(d, "0123456789") > FUZZ_MAX_MULTIPLE)
                return true;
        }
    return false;
}

static void check_perr(const char *target, const char *s, const Perr_T *e)
{
    if (e->column > strlen(s) + 1)
        fail(target, "the parse error's column lies beyond the input", s);
    if (memchr(e->expected, '\0', sizeof e->expected) == NULL || e->expected[0] == '\0')
        fail(target, "the parse error does not say what was expected", s);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    Perr_print(f, "fuzz", s, e);
    fclose(f);
    free(buf);
}
#line 470 "noweb/cmd/fuzz.nw"
static const Position_Ruleset *ruleset_line(char *s, char **rest)
{
    char *nl = strchr(s, '\n');
    if (!nl)
        return NULL;
    *nl = '\0';
    *rest = nl + 1;
    return Registry_find(s);
}

static bool same_record(const Position_List *a, size_t oa, const Position_List *b,
                        size_t ob)
{
    size_t len = POSITION_LEN(a->w[oa]);
    return a->w[oa] == b->w[ob]
           && memcmp(a->w + oa + 1, b->w + ob + 1, len * sizeof *a->w) == 0;
}
#line 529 "noweb/cmd/fuzz.nw"
static size_t max_words(const Position_Ruleset *rs)
{
    return rs->families ? FUZZ_MAX_GRAPH_WORDS : FUZZ_MAX_WORDS;
}

static bool unvalued(const Position_Ruleset *rs, size_t len, size_t printed)
{
    return len > max_words(rs) || printed > FUZZ_MAX_PRINTED
           || (strcmp(rs->name, "snort") == 0 && printed > FUZZ_MAX_SNORT);
}
#line 290 "noweb/cmd/fuzz.nw"
typedef struct Expr {
    const char *s;
    char *printed, *latex;
    Game_T *L, *R;
    Method_Value v;             /* what Notation_eval gave */
} Expr;

static void expr_body(void *closure)
{
    Expr *x = closure;
    Game_T g, h;
    Perr_T e;
    if (!Notation_eval(x->s, &x->v, &e)) {
        check_perr("expr", x->s, &e);
        return;
    }
    if (x->v.kind != METHOD_GAME) {
        x->printed = Method_value_str(&x->v);
        if (Notation_parse(x->s, &g, &e) || e.column != 1)
            fail("expr", "a value that is not a game was taken for a game", x->s);
        return;
    }
    if (!Notation_parse(x->s, &g, &e) || g != x->v.game)
        fail("expr", "Notation_parse and Notation_eval disagree", x->s);
    x->printed = Notation_str(g);
    if (!Notation_parse(x->printed, &h, &e) || h != g)
        fail("expr", "parsing the printed game does not give the game back", x->s);
    if (Game_neg(Game_neg(g)) != g)
        fail("expr", "-(-G) differs from G", x->s);
    if (Game_sub(g, g) != Game_zero())
        fail("expr", "G - G is not 0", x->s);
    x->latex = Notation_latex(g);
    size_t nl, nr;
    if (x->s[0] == '{' && !Notation_parse_options(x->s, &x->L, &nl, &x->R, &nr, &e))
        check_perr("expr", x->s, &e);
}

int Fuzz_expr(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("expr")->max_len)
        return 0;
    char *text = text_of(data, size);
    if (long_number(text) || big_multiple(text)) {
        free(text);
        return 0;
    }
    Expr x = { text, NULL, NULL, NULL, NULL, Method_game(0) };
    Game_protect(fuzz_limits(), expr_body, &x);
    Method_value_clear(&x.v);
    free(x.printed);
    free(x.latex);
    free(x.L);
    free(x.R);
    free((char *)x.s);
    return 0;
}
#line 358 "noweb/cmd/fuzz.nw"
typedef struct Num {
    Dyadic_T x, y;
    char *printed;
} Num;

static void num_body(void *closure)
{
    Num *n = closure;
    Game_T g = Game_number(n->x), h;
    Perr_T e;
    if (!Game_is_number(g))
        fail("dyadic", "the game of a number is not a number", n->printed);
    n->y = Game_number_value(g);
    if (!Dyadic_eq(n->x, n->y))
        fail("dyadic", "the game of a number has another value", n->printed);
    if (!Notation_parse(n->printed, &h, &e) || h != g)
        fail("dyadic", "notation reads the number as another game", n->printed);
}

int Fuzz_dyadic(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("dyadic")->max_len)
        return 0;
    char *s = text_of(data, size);
    Dyadic_T x = Dyadic_int(0), y = Dyadic_int(0), z = Dyadic_int(0);
    Perr_T e;
    size_t used = Dyadic_scan(s, &z, &e);
    if (used > strlen(s))
        fail("dyadic", "Dyadic_scan reads past the end", s);
    if (used == 0)
        check_perr("dyadic", s, &e);
    if (!Dyadic_parse(s, &x, &e))
        check_perr("dyadic", s, &e);
    else {
        
#line 403 "noweb/cmd/fuzz.nw"
if (used != strlen(s))
    fail("dyadic", "Dyadic_scan stops short of a whole number", s);
char *p = Dyadic_str(x), *l = Dyadic_latex(x);
if (!Dyadic_parse(p, &y, &e) || !Dyadic_eq(x, y))
    fail("dyadic", "parsing the printed number does not give it back", s);
int64_t born = Dyadic_birthday(x);
if (born >= 0 && born <= 64) {
    Num n = { x, Dyadic_int(0), p };
    Game_protect(fuzz_limits(), num_body, &n);
    Dyadic_clear(&n.y);
}
free(p);
free(l);
#line 393 "noweb/cmd/fuzz.nw"
    }
    Dyadic_clear(&x);
    Dyadic_clear(&y);
    Dyadic_clear(&z);
    free(s);
    return 0;
}
#line 426 "noweb/cmd/fuzz.nw"
int Fuzz_octal(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("octal")->max_len)
        return 0;
    char *s = text_of(data, size);
    Octal *g = NULL, *h = NULL;
    Perr_T e;
    if (!Octal_parse(s, &g, &e))
        check_perr("octal", s, &e);
    else {
        
#line 445 "noweb/cmd/fuzz.nw"
char *p = Octal_str(g), *q = NULL, *rules = Octal_rules(g);
if (!Octal_parse(p, &h, &e) || strcmp(p, q = Octal_str(h)) != 0)
    fail("octal", "the printed code does not parse back to itself", s);
enum { N = 48 };
uint16_t plain[N + 1], fast[N + 1];
bool a = Octal_grundy_plain(g, N, plain), b = Octal_grundy_fast(g, N, fast, NULL, NULL);
if (a != b || (a && memcmp(plain, fast, sizeof plain) != 0))
    fail("octal", "the plain and the fast Grundy values differ", s);
Octal_Period per;
if (a)
    Octal_find_period(g, plain, N, &per);
Octal_free(&h);
free(p);
free(q);
free(rules);
#line 437 "noweb/cmd/fuzz.nw"
        Octal_free(&g);
    }
    free(s);
    return 0;
}
#line 542 "noweb/cmd/fuzz.nw"
int Fuzz_ruleset(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("ruleset")->max_len)
        return 0;
    char *s = text_of(data, size), *text = NULL;
    const Position_Ruleset *rs = ruleset_line(s, &text);
    Position_List pos = { 0 }, back = { 0 };
    Perr_T e;
    if (rs && !long_number(text)) {
        Game_Limits lim = fuzz_limits();
        if (!rs->parse(rs->param, text, &pos, &e))
            check_perr("ruleset", text, &e);
        else {
            
#line 566 "noweb/cmd/fuzz.nw"
if (pos.count != 1)
    fail("ruleset", "a parsed position is not one record", text);
size_t len = POSITION_LEN(pos.w[0]);
if (len > FUZZ_MAX_READ)
    goto unvalued;
char *p = rs->print(rs->param, pos.w + 1, len), *q = NULL;
if (!rs->parse(rs->param, p, &back, &e) || back.count != 1
    || strcmp(p, q = rs->print(rs->param, back.w + 1, POSITION_LEN(back.w[0]))) != 0)
    fail("ruleset", "the printed position does not parse and print to the same text", text);
size_t printed = strlen(p);
free(p);
free(q);
if (rs->drawing)
    free(rs->drawing->tikz(rs->param, pos.w + 1, len, 1.0));
if (unvalued(rs, len, printed))
    goto unvalued;
Position_Eval *ev = Position_eval_new(rs);
lim.max_positions = FUZZ_MAX_POSITIONS;
Position_eval_set_limits(ev, lim);
Game_T v;
(void)Position_value(ev, pos.w + 1, len, &v);
Position_eval_free(&ev);
unvalued:;
#line 556 "noweb/cmd/fuzz.nw"
        }
    }
    Position_list_free(&pos);
    Position_list_free(&back);
    free(s);
    return 0;
}
#line 601 "noweb/cmd/fuzz.nw"
enum { FUZZ_MAX_VERTICES = 300 };
static const char *const tints[] = { "L", "R", "B", NULL };
static const struct { const char *name; Graph_Syntax syn; } syntaxes[] = {
    { "nodekayles", { 1, { "e", NULL }, NULL } },
    { "dominograph", { 2, { "h", "v" }, NULL } },
    { "tinted", { 1, { "e", NULL }, tints } },
};

int Fuzz_graph(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("graph")->max_len)
        return 0;
    char *s = text_of(data, size), *nl = strchr(s, '\n');
    const Graph_Syntax *syn = NULL;
    for (size_t i = 0; nl && i < sizeof syntaxes / sizeof *syntaxes; i++)
        if ((size_t)(nl - s) == strlen(syntaxes[i].name)
            && strncmp(s, syntaxes[i].name, (size_t)(nl - s)) == 0)
            syn = &syntaxes[i].syn;
    Position_List g = { 0 }, back = { 0 };
    Perr_T e;
    if (syn) {
        const char *text = nl + 1;
        if (!Graph_parse(syn, text, &g, &e))
            check_perr("graph", text, &e);
        else if (g.count != 1)
            fail("graph", "a parsed graph is not one record", text);
        else if (Graph_n(g.w + 1) <= FUZZ_MAX_VERTICES) {
            char *p = Graph_str(syn, g.w + 1);
            if (!Graph_parse(syn, p, &back, &e) || !same_record(&g, 0, &back, 0))
                fail("graph", "parsing the printed graph does not give it back", text);
            free(p);
            free(Graph_tikz(syn, g.w + 1, 1.0));
        }
    }
    Position_list_free(&g);
    Position_list_free(&back);
    free(s);
    return 0;
}
#line 654 "noweb/cmd/fuzz.nw"
static int table_fd = -1;

int Fuzz_table(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("table")->max_len)
        return 0;
    if (table_fd < 0 && (table_fd = memfd_create("cgtk-fuzz-table", 0)) < 0)
        fail("table", "memfd_create failed", NULL);
    if (ftruncate(table_fd, 0) != 0 || pwrite(table_fd, data, size, 0) != (ssize_t)size)
        fail("table", "writing the memory file failed", NULL);
    char path[64], err[512], name[64] = "";
    snprintf(path, sizeof path, "/proc/self/fd/%d", table_fd);
    const uint8_t *nl = memchr(data, '\n', size), *nl2 = NULL;
    if (nl && (nl2 = memchr(nl + 1, '\n', size - (size_t)(nl + 1 - data)))
        && (size_t)(nl2 - nl - 1) < sizeof name)
        memcpy(name, nl + 1, (size_t)(nl2 - nl - 1)), name[nl2 - nl - 1] = '\0';
    const Position_Ruleset *rs = Registry_find(name);
    if (!rs)
        rs = Registry_rulesets[0];
    Game_Limits lim = fuzz_limits();
    Position_Eval *ev = Position_eval_new(rs);
    lim.max_positions = FUZZ_MAX_POSITIONS;
    Position_eval_set_limits(ev, lim);
    if (Position_eval_load(ev, path, err, sizeof err)) {
        
#line 687 "noweb/cmd/fuzz.nw"
Position_List pos = { 0 };
Perr_T e;
char text[64] = "2x2";
if (rs->families)
    snprintf(text, sizeof text, "%s:2", rs->families[0]);
if (rs->parse(rs->param, text, &pos, &e)) {
    Game_T v;
    (void)Position_value(ev, pos.w + 1, POSITION_LEN(pos.w[0]), &v);
}
Position_list_free(&pos);
#line 679 "noweb/cmd/fuzz.nw"
    } else if (err[0] == '\0' || !memchr(err, '\0', sizeof err))
        fail("table", "a failed load says nothing", NULL);
    Position_eval_free(&ev);
    return 0;
}
#line 740 "noweb/cmd/fuzz.nw"
static bool abbreviates(const char *word, const char *option)
{
    size_t n = strcspn(word, "=");
    return n > 2 && strncmp(word, option, n) == 0;
}

static bool three_heaps(const char *word)
{
    const char *dot = strchr(word, '.');
    size_t k = 0;
    for (const char *d = dot ? dot + 1 : ""; *d && strchr("0123456789abcdefABCDEF", *d); d++)
        k += strchr("89abcdefABCDEF", *d) != NULL;
    return k > FUZZ_MAX_SPLITS;
}

static bool refused(const char *word)
{
    return strcmp(word, "--") == 0 || abbreviates(word, "--table")
           || abbreviates(word, "--verify") || abbreviates(word, "--survey")
           || long_number(word) || big_multiple(word) || three_heaps(word);
}
#line 773 "noweb/cmd/fuzz.nw"
static bool too_long(const Position_Ruleset *rs, const char *text)
{
    Position_List l = { 0 };
    Perr_T e;
    bool big = false;
    if (rs->parse(rs->param, text, &l, &e) && l.count >= 1) {
        size_t len = POSITION_LEN(l.w[0]);
        char *p = len > FUZZ_MAX_READ ? NULL : rs->print(rs->param, l.w + 1, len);
        big = !p || unvalued(rs, len, strlen(p));
        free(p);
    }
    Position_list_free(&l);
    return big;
}

static bool big_position(const Position_Ruleset *rs, char **argv, int argc, const char *in)
{
    for (int i = 1; i < argc; i++) {
        bool family = false;
        for (const char *const *f = rs->families; f && *f && !family; f++)
            family = strcmp(*f, argv[i]) == 0;
        char joined[256];
        if (family && i + 1 < argc)
            snprintf(joined, sizeof joined, "%s:%s", argv[i], argv[i + 1]);
        if (argv[i][0] != '-' && too_long(rs, family && i + 1 < argc ? joined : argv[i]))
            return true;
    }
    for (const char *line = in; line && *line;) {
        size_t n = strcspn(line, "\n");
        char *t = ALLOC(n + 1);
        memcpy(t, line, n);
        t[n] = '\0';
        bool big = too_long(rs, t);
        FREE(t);
        if (big)
            return true;
        line += n + (line[n] == '\n');
    }
    return false;
}
#line 824 "noweb/cmd/fuzz.nw"
int Fuzz_command(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("command")->max_len)
        return 0;
    char *s = ALLOC(size + 1), *in = NULL;
    memcpy(s, data, size);
    s[size] = '\0';
    char *brk = memmem(s, size, "\n\n", 2);
    size_t end = brk ? (size_t)(brk - s) : size;
    if (brk)
        in = brk + 2;
    
#line 849 "noweb/cmd/fuzz.nw"
char **argv = ALLOC_ARRAY(end + 8, sizeof *argv);       /* words, 4 limits, NULL */
int argc = 0;
for (size_t i = 0; i < end;) {
    size_t j = i;
    while (j < end && s[j] != '\0' && s[j] != '\n')
        j++;
    s[j] = '\0';
    argv[argc++] = s + i;
    if (refused(s + i))
        goto done;
    i = j + 1;
}
if (argc == 0 || (in && (long_number(in) || big_multiple(in))))
    goto done;                          /* standard input: as the words */
#line 836 "noweb/cmd/fuzz.nw"
    
#line 866 "noweb/cmd/fuzz.nw"
const Position_Ruleset *rs = NULL;
const Cmd_Command *cmd = Cgtk_find(argv[0], &rs);     /* as the dispatcher finds it */
if (!cmd || cmd == &Cmd_run_params)                   /* run reads and writes files */
    goto done;
Game_Limits lim = fuzz_limits();
char games[64], positions[64], memory[64];
snprintf(games, sizeof games, "--max-games=%zu", lim.max_games);
snprintf(positions, sizeof positions, "--max-positions=%d", FUZZ_MAX_POSITIONS);
snprintf(memory, sizeof memory, "--max-memory=%zu", (lim.max_bytes >> 20) + 1);
if (cmd->kit & CMD_GAMES)
    argv[argc++] = games;
if (cmd->kit & CMD_POSITIONS)
    argv[argc++] = positions;
if (cmd->kit & (CMD_GAMES | CMD_POSITIONS))
    argv[argc++] = memory;
bool settles = false, keep_going = false;
for (int i = 1; i < argc; i++) {
    settles = settles || abbreviates(argv[i], "--period") || abbreviates(argv[i], "--rows")
              || abbreviates(argv[i], "--outcomes");
    keep_going = keep_going || abbreviates(argv[i], "--keep-going");
}
static char heaps[] = "--max=1024";
if ((cmd == &Cmd_octal || cmd == &Cmd_subtraction) && settles)
    argv[argc++] = heaps;
for (int i = 1; cmd == &Cmd_numbers && i < argc; i++)
    if (strtol(argv[i] + strcspn(argv[i], "0123456789"), NULL, 10) > FUZZ_MAX_DAY)
        goto done;                      /* 2^17 numbers and more: slow by design */
for (int i = 1; cmd == &Cmd_zigzag && i < argc; i++)
    if (strtol(argv[i] + strcspn(argv[i], "0123456789"), NULL, 10) > FUZZ_MAX_ZIGZAG)
        goto done;                      /* large games: slow by design */
if (rs && big_position(rs, argv, argc, in))
    goto done;
argv[argc] = NULL;
char *out = NULL, *err = NULL;
int rc = Cmd_capture(cmd, rs, argc, argv, in, &out, &err);
if (rc < 0 || rc > 2)
    fail("command", "an exit status other than 0, 1 or 2", argv[0]);
bool kept = (keep_going && strstr(err, "failed (--keep-going)\n"))   /* the others' results */
            || strstr(err, ": verification failed: ");   /* the table stays */
if (rc != 0 && out[0] != '\0' && !kept)
    fail("command", "a failed command wrote on standard output", argv[0]);
if (kept && out[0] != '\0' && out[strlen(out) - 1] != '\n')
    fail("command", "--keep-going or a verification left a line unfinished", argv[0]);
if (rc != 0 && err[0] == '\0')
    fail("command", "a failed command said nothing on standard error", argv[0]);
free(out);
free(err);
#line 837 "noweb/cmd/fuzz.nw"
done:
    FREE(argv);
    free(s);
    return 0;
}
#line 926 "noweb/cmd/fuzz.nw"
int Fuzz_params(const uint8_t *data, size_t size)
{
    if (size > Fuzz_find("params")->max_len || memchr(data, '\0', size))
        return 0;
    char *text = ALLOC(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    Explore *x = Explore_new();
    size_t line = 0;
    for (char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        char *s = STRNDUP(p, len);
        Perr_T e = { 0 };
        line++;
        int got = Explore_line(x, "fuzz.params", s, line, &e);
        if (got == 0) {
            Run_Line *l;
            size_t n, at;
            if (Run_parse(s, &l, &n, &e, &at))
                Run_lines_free(&l, n);
            else
                got = -1;
        }
        if (got < 0 && (e.column < 1 || e.column > strlen(s) + 1 || !e.expected[0]))
            fail("params", "an error outside its line or saying nothing", s);
        FREE(s);
        p += len + (p[len] == '\n');
    }
    Explore_free(&x);
    FREE(text);
    return 0;
}
#line 968 "noweb/cmd/fuzz.nw"
const Fuzz_Target Fuzz_targets[] = {
    { "expr", Fuzz_expr, 200, 40000, "game expressions: parse, print, algebra" },
    { "dyadic", Fuzz_dyadic, 80, 2000000, "dyadic numbers: parse, scan, print" },
    { "octal", Fuzz_octal, 80, 80000, "octal codes: parse, print, Grundy values" },
    { "ruleset", Fuzz_ruleset, 120, 150000,
      "positions of every ruleset: parse, print, value" },
    { "graph", Fuzz_graph, 160, 250000, "graph notation in three syntaxes: parse, print" },
    { "table", Fuzz_table, 4096, 1000000, "saved tables of positions: load" },
    { "command", Fuzz_command, 200, 60000, "every command's options and operands" },
    { "params", Fuzz_params, 600, 100000, "parameter files: families, expressions, outputs" },
    { NULL, NULL, 0, 0, NULL }
};

const Fuzz_Target *Fuzz_find(const char *name)
{
    for (const Fuzz_Target *t = Fuzz_targets; t->name; t++)
        if (strcmp(t->name, name) == 0)
            return t;
    return NULL;
}
#line 993 "noweb/cmd/fuzz.nw"
bool Fuzz_run_file(const Fuzz_Target *t, const char *path)
{
    assert(t && path);
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    uint8_t *buf = ALLOC(t->max_len + 1);
    size_t len = fread(buf, 1, t->max_len, f);
    fclose(f);
    t->run(buf, len);
    FREE(buf);
    return true;
}

long Fuzz_run_dir(const Fuzz_Target *t, const char *dir)
{
    assert(t && dir);
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    long n = 0;
    struct dirent *ent;
    while ((ent = readdir(d))) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        if (ent->d_name[0] != '.' && Fuzz_run_file(t, path))
            n++;
    }
    closedir(d);
    return n;
}
