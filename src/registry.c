/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#line 45 "noweb/rulesets/registry.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "mem.h"
#include "registry.h"
#include "parser.h"
#line 174 "noweb/rulesets/registry.nw"
#include "amazons.h"
#include "arckayles.h"
#include "clobber.h"
#include "conjoined.h"
#include "contorted.h"
#include "cram.h"
#include "cutcake.h"
#include "fission.h"
#include "domineering.h"
#include "dominograph.h"
#include "hackenbush.h"
#include "kayles.h"
#include "nodekayles.h"
#include "partsub.h"
#include "tinted.h"
#include "wythoff.h"
#include "toads.h"
#include "konane.h"
#include "skijumps.h"
#include "toppling.h"

#line 53 "noweb/rulesets/registry.nw"
const Position_Ruleset *const Registry_rulesets[] = {
    
#line 142 "noweb/rulesets/registry.nw"
&Domineering_ruleset,
&Dominograph_ruleset,
&Nodekayles_ruleset,
&Cutcake_ruleset,
&Wythoff_ruleset,
&Partsub_ruleset,
&Kayles_ruleset,
&Kayles_dawson_ruleset,
&Hackenbush_ruleset,
&Hackenbush_childish_ruleset,
&Contorted_ruleset,
&Tinted_col,
&Tinted_snort,
&Conjoined_nogo,
&Conjoined_cutthroat,
&Conjoined_gocut,
&Conjoined_snogo,
&Conjoined_any,
&Toads_ruleset,
&Toads_elephants,
&Toppling_ruleset,
&Konane_ruleset,
&Skijumps_ruleset,
&Clobber_ruleset,
&Clobber_cannibal_ruleset,
&Amazons_ruleset,
&Cram_ruleset,
&Fission_ruleset,
&Arckayles_ruleset,
&Arckayles_partizan_ruleset,
#line 55 "noweb/rulesets/registry.nw"
    NULL
};

const Position_Ruleset *Registry_find(const char *name)
{
    assert(name);
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++)
        if (strcmp((*r)->name, name) == 0)
            return *r;
    return NULL;
}
#line 79 "noweb/rulesets/registry.nw"
static const Position_Ruleset *find_counted(const char *name, size_t len)
{
    char buf[64];
    size_t k = 0;
    if (len == 0 || len >= sizeof buf / 2)
        return NULL;
    bool camel = name[0] >= 'A' && name[0] <= 'Z';
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        if (camel && c >= 'A' && c <= 'Z') {
            if (i > 0)
                buf[k++] = '-';
            c = (char)(c - 'A' + 'a');
        }
        buf[k++] = c == '_' ? '-' : c;
    }
    buf[k] = '\0';
    const Position_Ruleset *rs = Registry_find(buf);
    if (rs == NULL && camel) {                  /* NodeKayles is nodekayles */
        size_t j = 0;
        for (size_t i = 0; i <= k; i++)
            if (buf[i] != '-')
                buf[j++] = buf[i];
        rs = Registry_find(buf);
    }
    return rs;
}

const Position_Ruleset *Registry_find_written(const char *name, size_t len)
{
    assert(name);
    return find_counted(name, len);
}

static bool knows(const char *name, size_t len)
{
    return find_counted(name, len) != NULL;
}

static bool value(const char *name, size_t len, const char *text, size_t tlen,
                  Game_T *out, Perr_T *err)
{
    const Position_Ruleset *rs = find_counted(name, len);
    assert(rs != NULL);
    char *t = STRNDUP(text, tlen);
    Position_Eval *e = Position_eval_new(rs);
    Game_Status st = Position_value_text(e, t, out, err);
    Position_eval_free(&e);
    free(t);
    if (st != GAME_DONE && st != GAME_BAD_INPUT && err->expected[0] == '\0')
        Perr_limit(err, 0, "a position within the limits (%s)", rs->name);
    return st == GAME_DONE;
}

void Registry_install_notation(void)
{
    static const Notation_Position_Reader reader = { knows, value };
    Notation_set_position_reader(&reader);
}
