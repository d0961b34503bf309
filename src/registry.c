/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#line 37 "noweb/rulesets/registry.nw"
#include <string.h>
#include "registry.h"
#line 72 "noweb/rulesets/registry.nw"
#include "conjoined.h"
#include "contorted.h"
#include "cutcake.h"
#include "domineering.h"
#include "dominograph.h"
#include "hackenbush.h"
#include "nodekayles.h"
#include "tinted.h"

#line 41 "noweb/rulesets/registry.nw"
const Position_Ruleset *const Registry_rulesets[] = {
    
#line 57 "noweb/rulesets/registry.nw"
&Domineering_ruleset,
&Dominograph_ruleset,
&Nodekayles_ruleset,
&Cutcake_ruleset,
&Hackenbush_ruleset,
&Contorted_ruleset,
&Tinted_col,
&Tinted_snort,
&Conjoined_nogo,
&Conjoined_cutthroat,
&Conjoined_gocut,
&Conjoined_snogo,
&Conjoined_any,
#line 43 "noweb/rulesets/registry.nw"
    NULL
};

const Position_Ruleset *Registry_find(const char *name)
{
    for (const Position_Ruleset *const *r = Registry_rulesets; *r; r++)
        if (strcmp((*r)->name, name) == 0)
            return *r;
    return NULL;
}
