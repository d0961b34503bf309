/* Generated from noweb/rulesets/registry.nw by notangle: edit the .nw, not this file. */
#ifndef REGISTRY_INCLUDED
#define REGISTRY_INCLUDED
#include "position.h"

extern const Position_Ruleset *const Registry_rulesets[];
/* the ruleset called name, or NULL */
extern const Position_Ruleset *Registry_find(const char *name);
/* the ruleset named by name[0..len) as an expression writes it
   (node_kayles, NodeKayles), or NULL */
extern const Position_Ruleset *Registry_find_written(const char *name, size_t len);
/* lets expressions (module parser) hold positions: domineering(2x3) */
extern void Registry_install_notation(void);
#endif
