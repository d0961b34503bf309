/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#line 38 "noweb/rulesets/registry.nw"
#include <assert.h>
#include <string.h>
#include "registry.h"
#line 76 "noweb/rulesets/registry.nw"
#include "conjoined.h"
#include "contorted.h"
#include "cutcake.h"
#include "domineering.h"
#include "dominograph.h"
#include "hackenbush.h"
#include "nodekayles.h"
#include "tinted.h"

#line 43 "noweb/rulesets/registry.nw"
const Position_Ruleset *const Registry_rulesets[] = {
    
#line 60 "noweb/rulesets/registry.nw"
&Domineering_ruleset,
&Dominograph_ruleset,
&Nodekayles_ruleset,
&Cutcake_ruleset,
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
#line 45 "noweb/rulesets/registry.nw"
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
