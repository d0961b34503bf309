/* Generated from noweb/cmd/invcmd.nw by notangle: edit the .nw, not this file. */
#line 75 "noweb/cmd/invcmd.nw"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "cmdkit.h"
#include "emit.h"
#include "game.h"
#include "invariant.h"
#include "invcmd.h"
#include "mem.h"
#include "notation.h"

#line 94 "noweb/cmd/invcmd.nw"
typedef enum { INV_BIRTHDAY, INV_ATOMIC_WEIGHT, INV_REDUCED } Which;

typedef struct Result {
    Game_T g, v;                /* the game and its invariant (a game) */
    uint64_t birthday;
    bool defined;
    const char *why;            /* undefined: "not infinitesimal" or "not atomic" */
    bool bad;                   /* --keep-going: the item did not parse (e) */
    Perr_T e;
} Result;

typedef struct Job {
    Cmd *c;
    Which which;
    Result *r;
    size_t done, bad;
    Perr_T e;
} Job;

static void compute(void *closure)
{
    Job *j = closure;
    for (; j->done < Cmd_nitems(j->c); j->done++) {
        Result *r = &j->r[j->done];
        if (!Notation_parse(Cmd_item(j->c, j->done)->text, &r->g, &r->e)) {
            r->bad = true;
            if (Cmd_keep_going(j->c))
                continue;
            j->bad = j->done;
            j->e = r->e;
            return;
        }
        r->defined = true;
        if (j->which == INV_BIRTHDAY)
            r->birthday = Game_birthday(r->g);
        else if (j->which == INV_ATOMIC_WEIGHT)
            r->defined = Invariant_atomic_weight_why(r->g, &r->v, &r->why);
        else
            r->v = Invariant_reduced(r->g);
    }
}
#line 141 "noweb/cmd/invcmd.nw"
static void print_plain(Cmd *c, Which which, const Result *r)
{
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        if (r[i].bad)
            Cmd_bad_item(c, NULL, i, &r[i].e);  /* --keep-going: said, and on */
        else if (which == INV_BIRTHDAY)
            fprintf(Cmd_out(c), "%llu\n", (unsigned long long)r[i].birthday);
        else if (!r[i].defined)
            fprintf(Cmd_out(c), "undefined: %s is %s\n", Cmd_item(c, i)->text,
                    r[i].why);
        else {
            char *s = Notation_str(r[i].v);
            fprintf(Cmd_out(c), "%s\n", s);
            FREE(s);
        }
    }
}

static void print_table(Cmd *c, Which which, const Result *r)
{
    static const Emit_Column cols[][3] = {
        { { "game", "Game", "l" }, { "birthday", "Birthday", "r" }, { NULL, NULL, NULL } },
        { { "game", "Game", "l" }, { "atomic_weight", "Atomic weight", "l" },
          { "note", "Note", "l" } },
        { { "game", "Game", "l" }, { "reduced", "Reduced canonical form", "l" },
          { NULL, NULL, NULL } }
    };
    Emit_Table *t = Cmd_table(c, cols[which], which == INV_ATOMIC_WEIGHT ? 3 : 2);
    for (size_t i = 0; i < Cmd_nitems(c); i++) {
        if (r[i].bad) {
            Cmd_bad_item(c, t, i, &r[i].e);     /* --keep-going: a row of its own */
            continue;
        }
        Emit_text(t, Cmd_item(c, i)->text);
        if (which == INV_BIRTHDAY)
            Emit_uint(t, r[i].birthday);
        else if (r[i].defined)
            Emit_game(t, r[i].v);
        else
            Emit_empty(t);
        if (which == INV_ATOMIC_WEIGHT) {
            if (r[i].defined)
                Emit_empty(t);
            else
                Emit_words(t, r[i].why);
        }
    }
    Emit_table_free(&t);
}

static int run_invariant(Cmd *c, Which which)
{
    Job j = { .c = c, .which = which, .bad = SIZE_MAX,
              .r = CALLOC(Cmd_nitems(c) + 1, sizeof *j.r) };
    int rc = CMD_OK;
    Game_Status st = Cmd_protect(c, compute, &j);
    if (st != GAME_DONE)
        rc = Cmd_limit(c, "%s, with %zu games in the store (%zu MB); %zu of %zu "
                       "items were done", Cmd_limit_name(st), Game_store_count(),
                       Game_store_bytes() >> 20, j.done, Cmd_nitems(c));
    else if (j.bad != SIZE_MAX)
        rc = Cmd_parse_error(c, j.bad, &j.e);
    else if (Cmd_emit_format(c) == EMIT_PLAIN)
        print_plain(c, which, j.r);
    else
        print_table(c, which, j.r);
    FREE(j.r);
    return rc;
}

static int run_birthday(Cmd *c)      { return run_invariant(c, INV_BIRTHDAY); }
static int run_atomic_weight(Cmd *c) { return run_invariant(c, INV_ATOMIC_WEIGHT); }
static int run_reduced(Cmd *c)       { return run_invariant(c, INV_REDUCED); }
#line 218 "noweb/cmd/invcmd.nw"
const Cmd_Command Cmd_birthday = {
    .name = "birthday", .summary = "birthdays of game expressions",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 50,
    .description =
        "Print the birthday of each game expression: the day on which its canonical\n"
        "form is born (0 is born on day 0; {L|R} the day after its latest option).\n"
        "tsv, json and latex give the columns game and birthday.",
    .see = "ONAG ch. 16; Siegel, Combinatorial Game Theory (2013), ch. II",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .run = run_birthday
};

const Cmd_Command Cmd_atomic_weight = {
    .name = "atomic-weight", .summary = "atomic weights of atomic games",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 51,
    .description =
        "Print the atomic weight of each game expression, by the atomic weight\n"
        "calculus: aw(^) = 1, aw(*) = 0, aw(G+H) = aw(G) + aw(H).  Atomic weight is\n"
        "defined for atomic games: all-small games, and the infinitesimals that\n"
        "pass CGSuite's test (G - W.^ within ^* plus a red kite, W.^ Norton's\n"
        "product); for any other game the line says 'undefined: G is not\n"
        "infinitesimal' or 'undefined: G is not atomic' (exit status 0: it is an\n"
        "answer, not an error).  tsv, json and latex give the columns game,\n"
        "atomic_weight (empty, or null in json, when undefined) and note ('not\n"
        "infinitesimal' or 'not atomic').",
    .see = "Winning Ways ch. 8; Siegel, Combinatorial Game Theory (2013), ch. II sec. 7",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .run = run_atomic_weight
};

const Cmd_Command Cmd_reduced = {
    .name = "reduced", .summary = "reduced canonical forms (games modulo infinitesimals)",
    .synopsis = "[OPTION]... [EXPR]...", .items = "EXPR", .rank = 52,
    .description =
        "Print the reduced canonical form of each game expression: the simplest game\n"
        "that differs from it by an infinitesimal, so ^ reduces to 0 and +-1 + ^ to\n"
        "+-1.  tsv, json and latex give the columns game and reduced.",
    .see = "Siegel, Combinatorial Game Theory (2013), ch. II sec. 6",
    .formats = "plain tsv latex json", .kit = CMD_ITEMS | CMD_GAMES,
    .run = run_reduced
};
