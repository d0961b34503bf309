/* Generated from noweb/cmd/zigcmd.nw by notangle: edit the .nw, not this file. */
#line 32 "noweb/cmd/zigcmd.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cmdkit.h"
#include "dyadic.h"
#include "emit.h"
#include "game.h"
#include "mem.h"
#include "notation.h"
#include "position.h"
#include "rulecmd.h"
#include "tablefile.h"
#include "thermo.h"
#include "zigcmd.h"
#include "zigzag.h"

#line 56 "noweb/cmd/zigcmd.nw"
static const char *ish_latex(const char *p, char *buf, size_t size)
{
    static const char *const name[5][2] = {
        { "0", "$0$" }, { "+-1", "$\\cgtpm{1}$" }, { "1", "$1$" },
        { "2|0", "$\\cgtgame{2}{0}$" }, { "P_{n/4}", "$P_{n/4}$" }
    };
    for (int i = 0; i < 5; i++)
        if (strcmp(p, name[i][0]) == 0)
            return name[i][1];
    if (strncmp(p, "P_", 2) == 0) {
        snprintf(buf, size, "$P_{%s}$", p + 2);
        return buf;
    }
    return p;                           /* none */
}
#line 75 "noweb/cmd/zigcmd.nw"
typedef struct Zig_State {
    long from, to;
    bool table, residues, thermo, no_value;
    int thermograph;
} Zig_State;

enum { K_FROM = CMD_KEY + 20, K_TO, K_RESIDUES, K_ZTHERMO = 't', K_ZGRAPH = CMD_KEY + 30,
       K_NO_VALUE };

static const Cmd_Option zig_options[] = {
    { "from", K_FROM, "A", "the first n of a table (1 <= A <= B)" },
    { "to", K_TO, "B", "the last n of a table" },
    { "thermo", K_ZTHERMO, NULL, "add the mean and the temperature to tsv, latex and json" },
    { "thermograph", K_ZGRAPH, "[FMT]", "print the thermograph of ZZ_N (or of each ZZ_n):\n"
      "cgsuite (default), tikz or data" },
    { "residues", K_RESIDUES, NULL, "summarise the patterns found, by n mod 8" },
    { "no-value", K_NO_VALUE, NULL, "leave the column of the values out of a table (for\n"
      "plots: ZZ_32 alone is 375,151 characters)" },
    { NULL, 0, NULL, NULL }
};

static int zig_option(Cmd *c, int key, const char *arg)
{
    Zig_State *st = Cmd_state(c);
    switch (key) {
    case K_FROM: st->table = true;
        return Cmd_count(c, "--from", arg, 1000000, &st->from) ? CMD_OK : CMD_USAGE;
    case K_TO: st->table = true;
        return Cmd_count(c, "--to", arg, 1000000, &st->to) ? CMD_OK : CMD_USAGE;
    case K_ZTHERMO: st->thermo = true; break;
    case K_RESIDUES: st->residues = st->table = true; break;
    case K_NO_VALUE: st->no_value = true; break;
    case K_ZGRAPH: return Rulecmd_thermograph_form(c, arg, &st->thermograph);
    }
    return CMD_OK;
}
#line 120 "noweb/cmd/zigcmd.nw"
typedef struct Zig {
    Game_T *zz;
    long to, done;
    Cmd *c;
    Position_Eval *e;
    Emit_Table *t;                      /* the table being written, if any */
    Dyadic_T d[4];                      /* stops, mean, temperature of a row */
} Zig;

static void zig_progress(void *closure, long n)
{
    Zig *z = closure;
    Cmd_progress(z->c, "zig-zags", (size_t)n, (size_t)z->to, Game_store_bytes());
}

static void zig_body(void *closure)
{
    Zig *z = closure;
    Zigzag_values(z->zz, z->to, z->e, &z->done, zig_progress, z);
}

static void print_zigzags(Zig *z);
static void print_residues(Zig *z);
static void zig_print(void *closure);

static int zig_run(Cmd *c)
{
    Zig_State *st = Cmd_state(c);
    if (st->table) {
        if (Cmd_argc(c) > 0 || st->from < 1 || st->to < st->from)
            return Cmd_usage(c, "expected --from A --to B with 1 <= A <= B, and no N");
    } else {
        if (Cmd_argc(c) != 1)
            return Cmd_usage(c, "expected one N (or --from A --to B)");
        if (!Cmd_count(c, "N", Cmd_argv(c, 0), 1000000, &st->to))
            return CMD_USAGE;
        if (st->to < 1)
            return Cmd_error(c, "N: expected a positive integer, found '%s'", Cmd_argv(c, 0));
        st->from = st->to;
    }
    Cmd_bound_memory(c);
    Zig z = { ALLOC_ARRAY((size_t)st->to + 1, sizeof *z.zz), st->to, 0, c, NULL };
    if (Cmd_table_path(c)) {
        
#line 211 "noweb/cmd/zigcmd.nw"
z.e = Position_eval_new(&Zigzag_table);
Position_eval_set_limits(z.e, (Game_Limits){ .max_games = Cmd_limits(c).max_games,
                                             .max_bytes = Cmd_limits(c).max_bytes });
char err[512];
const char *path = Cmd_table_path(c);
if (access(path, F_OK) == 0 && !Position_eval_load(z.e, path, err, sizeof err)) {
    Position_eval_free(&z.e);
    FREE(z.zz);
    return Cmd_error(c, "--table %s", err);
}
#line 164 "noweb/cmd/zigcmd.nw"
    }
    Game_Status s = Cmd_protect(c, zig_body, &z);
    int rc = CMD_OK;
    if (s != GAME_DONE)
        rc = Cmd_limit(c, "%s: ZZ_1..ZZ_%ld were done, ZZ_%ld was not (%zu games in the "
                       "store, %zu MB)",
                       Cmd_interrupted(c) ? "the search" : Cmd_limit_name(s),
                       z.done, z.done + 1,
                       Game_store_count(), Game_store_bytes() >> 20);
    if (z.e) {
        
#line 226 "noweb/cmd/zigcmd.nw"
char err[512];
(void)Zigzag_put(z.e, z.zz, z.done);    /* what the table refuses is not saved */
if (!Position_eval_save(z.e, Cmd_table_path(c), err, sizeof err)) {
    fprintf(Cmd_err(c), "cgtk %s: the table was not saved: --table %s%s\n", Cmd_name(c), err,
            rc == CMD_OK ? "; nothing was printed" : "");
    rc = CMD_LIMIT;
} else if (rc != CMD_OK) {
    char *line = Cmd_command_line(c);
    fprintf(Cmd_err(c), "cgtk %s: ZZ_1..ZZ_%ld were saved in %s; to resume, run: %s\n",
            Cmd_name(c), z.done, Cmd_table_path(c), line);
    FREE(line);
}
Position_eval_free(&z.e);
#line 175 "noweb/cmd/zigcmd.nw"
    }
    if (rc == CMD_OK && (s = Cmd_protect(c, zig_print, &z)) != GAME_DONE) {
        Emit_table_free(&z.t);          /* what a stopped row left */
        for (int k = 0; k < 4; k++)
            Dyadic_clear(&z.d[k]);
        rc = Cmd_limit(c, "%s: the values were computed, but writing them (%s) "
                       "passed the bound", Cmd_interrupted(c) ? "the search" :
                       Cmd_limit_name(s), st->table ? "a table" : "one canonical form");
    }
    FREE(z.zz);
    return rc;
}
#line 197 "noweb/cmd/zigcmd.nw"
static void zig_print(void *closure)
{
    Zig *z = closure;
    if (((Zig_State *)Cmd_state(z->c))->residues)
        print_residues(z);
    else
        print_zigzags(z);
}
#line 243 "noweb/cmd/zigcmd.nw"
static void print_zigzags(Zig *z)
{
    Cmd *c = z->c;
    const Game_T *zz = z->zz;
    Zig_State *st = Cmd_state(c);
    if (st->thermograph) {
        for (long n = st->from; n <= st->to; n++) {
            char title[64];
            snprintf(title, sizeof title, "$ZZ_{%ld}$", n);
            Rulecmd_put_thermograph(c, zz[n], st->thermograph, title);
        }
        return;
    }
    if (!st->table) {
        char *s = Cmd_emit_format(c) == EMIT_LATEX ? Notation_latex(zz[st->to])
                                        : Notation_str(zz[st->to]);
        fputs(s, Cmd_out(c));                 /* not printf: the text may pass 2 GB */
        putc('\n', Cmd_out(c));
        FREE(s);
        return;
    }
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        for (long n = st->from; n <= st->to; n++) {
            char *s = Notation_str(zz[n]);
            fprintf(Cmd_out(c), "%ld\t", n);
            fputs(s, Cmd_out(c));
            putc('\n', Cmd_out(c));
            FREE(s);
        }
        return;
    }
    
#line 292 "noweb/cmd/zigcmd.nw"
Emit_Column col[11];
size_t k = 0;
col[k++] = (Emit_Column){ "n", "$n$", "r" };
col[k++] = (Emit_Column){ "n_mod_8", "$n \\bmod 8$", "r" };
if (!st->no_value)
    col[k++] = (Emit_Column){ "value", "$ZZ_n$ (cgtk)", st->thermo
        ? ">{\\raggedright\\arraybackslash}p{0.3\\linewidth}"
        : ">{\\raggedright\\arraybackslash}p{0.42\\linewidth}" };
col[k++] = (Emit_Column){ "left_stop", "$L$", "r", true };
col[k++] = (Emit_Column){ "right_stop", "$R$", "r", true };
if (st->thermo) {
    col[k++] = (Emit_Column){ "mean", "$m$", "r", true };
    col[k++] = (Emit_Column){ "temperature", "$t$", "r", true };
}
col[k++] = (Emit_Column){ "ish", "$P$-ish", "l" };
col[k++] = (Emit_Column){ "onag", "ONAG", "l" };
col[k++] = (Emit_Column){ "agree", "Agree", "l" };
Emit_Table *t = z->t = Cmd_table(c, col, k);
Emit_long(t);                           /* long values: rows may fill pages */
char buf[64];
for (long n = st->from; n <= st->to; n++) {
    Emit_int(t, n);
    Emit_int(t, n % 8);
    if (!st->no_value)
        Emit_game(t, zz[n]);
    Dyadic_T *d = z->d;                 /* in the closure: cleared after a limit */
    d[0] = Game_left_stop(zz[n]);
    d[1] = Game_right_stop(zz[n]);
    if (st->thermo) {
        d[2] = Thermo_mean(zz[n]);
        d[3] = Thermo_temperature(zz[n]);
    }
    for (int i = 0; i < (st->thermo ? 4 : 2); i++) {
        Emit_dyadic(t, d[i]);
        Dyadic_clear(&d[i]);
    }
    const char *p = Zigzag_pattern(zz[n], n, buf, sizeof buf);
    char lbuf[64];
    Emit_cell(t, p, ish_latex(p, lbuf, sizeof lbuf));
    if (Zigzag_onag(n)) {
        Game_T g;
        Perr_T e;
        bool ok = Notation_parse(Zigzag_onag(n), &g, &e);
        assert(ok);
        (void)ok;
        Emit_cell(t, Zigzag_onag_written(n), Zigzag_onag_latex(n));
        Emit_words(t, g == zz[n] ? "yes" : "no");
    } else {
        Emit_empty(t);
        Emit_empty(t);
    }
}
Emit_table_free(&z->t);
#line 275 "noweb/cmd/zigcmd.nw"
}
#line 366 "noweb/cmd/zigcmd.nw"
static void print_residues(Zig *z)
{
    Cmd *c = z->c;
    const Game_T *zz = z->zz;
    Zig_State *st = Cmd_state(c);
    static const Emit_Column cols[] = {
        { "n_mod_8", "$n \\bmod 8$", "r" }, { "n", "$n$ computed", "l" },
        { "patterns", "$ZZ_n$ is $P$-ish for $P = {}$", "l" }
    };
    Emit_Table *t = z->t = Cmd_table(c, cols, 3);
    for (long r = 0; r < 8; r++) {
        const char *name[64];
        long count[64], first = -1, last = -1, total = 0;
        int k = 0;
        char buf[64];
        for (long n = st->from; n <= st->to; n++) {
            if (n % 8 != r)
                continue;
            const char *p = Zigzag_pattern(zz[n], n, buf, sizeof buf);
            if (strncmp(p, "P_", 2) == 0)
                p = "P_{n/4}";
            int j = 0;
            while (j < k && strcmp(name[j], p) != 0)
                j++;
            if (j == k && k < 64) { name[k] = p; count[k++] = 0; }
            if (j < 64) count[j]++;
            if (first < 0) first = n;
            last = n;
            total++;
        }
        if (first < 0)
            continue;
        char ns[128], pat[512] = "", lpat[1024] = "";
        snprintf(ns, sizeof ns, "%ld, %ld, ..., %ld (%ld values)",
                 first, first + 8, last, total);
        for (int j = 0; j < k; j++) {
            snprintf(pat + strlen(pat), sizeof pat - strlen(pat), "%s%s: %ld of %ld",
                     j ? "; " : "", name[j], count[j], total);
            char lbuf[64];
            snprintf(lpat + strlen(lpat), sizeof lpat - strlen(lpat), "%s%s: %ld of %ld",
                     j ? "; " : "", ish_latex(name[j], lbuf, sizeof lbuf), count[j], total);
        }
        Emit_int(t, r);
        Emit_cell(t, ns, NULL);
        Emit_cell(t, pat, lpat);
    }
    Emit_table_free(&z->t);
}

const Cmd_Command Cmd_zigzag = {
    .name = "zigzag", .summary = "ONAG's Domineering zig-zags ZZ_n",
    .synopsis = "[OPTION]... N\n[OPTION]... --from A --to B", .rank = 390,
    .description =
        "Print the value of ONAG's zig-zag ZZ_N (the path of N squares going down, left,\n"
        "down, left, ...; Left plays vertically), or a table of ZZ_A..ZZ_B.  tsv, latex\n"
        "and json add n mod 8, the stops, ONAG's pattern P with ZZ_n - P infinitesimal\n"
        "(0, +-1, 1, 2|0, or P_k = k|k-1||...|0 for n = 4k), and ONAG's value.",
    .see = "ONAG ch. 10", .formats = "plain tsv latex json",
    .kit = CMD_GAMES | CMD_POSITIONS | CMD_LONG | CMD_DECIMAL,
    .options = zig_options, .option = zig_option, .run = zig_run, .state = sizeof(Zig_State)
};
