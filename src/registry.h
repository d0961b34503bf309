/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#ifndef REGISTRY_INCLUDED
#define REGISTRY_INCLUDED
#include "position.h"

extern const Position_Ruleset *const Registry_rulesets[];
/* the ruleset called name, or NULL */
extern const Position_Ruleset *Registry_find(const char *name);
/* lets expressions (module parser) hold positions: domineering(2x3) */
extern void Registry_install_notation(void);
#endif
