/* Generated from noweb/cmd/borncmd.nw by notangle: edit the .nw, not this file. */
#line 40 "noweb/cmd/borncmd.nw"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "born.h"
#include "borncmd.h"
#include "cmdkit.h"
#include "emit.h"
#include "game.h"
#include "mem.h"
#include "notation.h"

#line 59 "noweb/cmd/borncmd.nw"
typedef struct Games_State { long day; bool count; } Games_State;

enum { K_DAY = 'd', K_COUNT = 0x100 };

static const Cmd_Option games_options[] = {
    { "day", K_DAY, "N", "the day (default 2; days 0 to 3 are known)" },
    { "count", K_COUNT, NULL, "print the number of games, not the games" },
    { NULL, 0, NULL, NULL }
};

static void games_init(Cmd *c)
{
    ((Games_State *)Cmd_state(c))->day = 2;
}

static int games_option(Cmd *c, int key, const char *arg)
{
    Games_State *s = Cmd_state(c);
    if (key == K_COUNT) {
        s->count = true;
        return CMD_OK;
    }
    return Cmd_count(c, "--day", arg, 1000000, &s->day) ? CMD_OK : CMD_USAGE;
}
#line 89 "noweb/cmd/borncmd.nw"
typedef struct Games_Job {
    unsigned day;
    bool count, ok;
    Game_T *g;
    size_t n;
    const char *why;
} Games_Job;

static void games_compute(void *closure)
{
    Games_Job *j = closure;
    j->ok = Born_by_day(j->day, 0, j->count ? NULL : &j->g, &j->n, &j->why);
}

static void games_print(Cmd *c, const Games_Job *j)
{
    static const Emit_Column cols[] = {
        { "birthday", "Birthday", "r" }, { "game", "Game", "l" }
    };
    static const Emit_Column count_cols[] = {
        { "day", "Day", "r" }, { "games", "Games born by the day", "r" }
    };
    if (Cmd_emit_format(c) == EMIT_PLAIN) {
        if (j->count)
            fprintf(Cmd_out(c), "%zu\n", j->n);
        for (size_t i = 0; !j->count && i < j->n; i++) {
            char *s = Notation_str(j->g[i]);
            fprintf(Cmd_out(c), "%s\n", s);
            FREE(s);
        }
        return;
    }
    Emit_Table *t = Cmd_table(c, j->count ? count_cols : cols, 2);
    if (j->count) {
        Emit_uint(t, j->day);
        Emit_uint(t, j->n);
    }
    for (size_t i = 0; !j->count && i < j->n; i++) {
        Emit_uint(t, Game_birthday(j->g[i]));
        Emit_game(t, j->g[i]);
    }
    Emit_table_free(&t);
}

static int run_games(Cmd *c)
{
    if (Cmd_argc(c) > 0)
        return Cmd_usage(c, "unexpected argument '%s'", Cmd_argv(c, 0));
    Games_State *s = Cmd_state(c);
    Games_Job j = { .day = (unsigned)s->day, .count = s->count };
    if (s->day > BORN_MAX_DAY) {
        const char *why = NULL;
        size_t n;
        Born_by_day(j.day, 0, NULL, &n, &why);
        return Cmd_error(c, "--day %ld: %s", s->day, why);
    }
    int rc = CMD_OK;
    Game_Status st = Cmd_protect(c, games_compute, &j);
    if (st != GAME_DONE)
        rc = Cmd_limit(c, "%s, with %zu games in the store", Cmd_limit_name(st),
                       Game_store_count());
    else if (!j.ok)
        rc = Cmd_error(c, "--day %ld: %s", s->day, j.why);
    else
        games_print(c, &j);
    free(j.g);
    return rc;
}
#line 161 "noweb/cmd/borncmd.nw"
const Cmd_Command Cmd_games = {
    .name = "games", .summary = "the canonical games born by a given day",
    .synopsis = "[--day N] [--count] [--format=FMT]", .rank = 41,
    .description =
        "Print the canonical games born by day N (0 to 3: 1, 4, 22 and 1474 games),\n"
        "one per line in CGSuite's notation: by birthday, and within a day numbers\n"
        "by value, nimbers, then x+n.^+*m, then the rest by their options.  --count\n"
        "prints the number only.  tsv, json and latex give the columns birthday and\n"
        "game (with --count, day and games).  Day 4 and later are refused (exit\n"
        "status 2): the count is unknown, between 10^28.2 and 4.0*10^184.",
    .see = "ONAG ch. 1; Siegel, Combinatorial Game Theory (2013), ch. III sec. 1;\n"
           "Wolfe and Fraser, Counting the number of games, TCS 313 (2004);\n"
           "Suetsugu, Improving upper and lower bounds of the number of games\n"
           "born by day 4 (2022), arXiv:2208.13403",
    .formats = "plain tsv latex json", .kit = CMD_GAMES,
    .options = games_options, .init = games_init, .option = games_option,
    .run = run_games, .state = sizeof(Games_State)
};
