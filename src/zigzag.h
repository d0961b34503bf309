/* Generated from noweb/rulesets/zigzag.nw by notangle: edit the .nw, not this file. */
#ifndef ZIGZAG_INCLUDED
#define ZIGZAG_INCLUDED
#include <stddef.h>
#include "game.h"
#include "position.h"

extern const Position_Ruleset Zigzag_table;
typedef void Zigzag_Progress(void *closure, long n);
/* zz[0..to] = ZZ_0..ZZ_to, in a protected call; *done: the last n done */
extern void Zigzag_values(Game_T *zz, long to, Position_Eval *e, long *done,
                          Zigzag_Progress *progress, void *closure);
/* puts zz[1..done] into e's table; false when the table refuses one */
extern bool Zigzag_put(Position_Eval *e, const Game_T *zz, long done);
/* ONAG's pattern P of ZZ_n = zz ("0", "+-1", "1", "2|0", "P_k" or "none") */
extern const char *Zigzag_pattern(Game_T zz, long n, char *buf, size_t size);
/* ONAG's value of ZZ_n in cgtk's notation; NULL unless 1 <= n <= 11 */
extern const char *Zigzag_onag(long n);
/* the same value as ONAG writes it; NULL unless 1 <= n <= 11 */
extern const char *Zigzag_onag_written(long n);
/* the same value in LaTeX, with cgt.sty's macros; NULL unless 1 <= n <= 11 */
extern const char *Zigzag_onag_latex(long n);
#endif
