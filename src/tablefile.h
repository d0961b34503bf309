/* Generated from noweb/rulesets/tablefile.nw by notangle: edit the .nw, not this file. */
#ifndef TABLEFILE_INCLUDED
#define TABLEFILE_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "game.h"
#include "position.h"

/* Writes e's table to path; false with "path: why" in err. */
extern bool Position_eval_save(Position_Eval *e, const char *path, char *err,
                               size_t errsize);
/* Adds the entries of table file path to e; false with "path: why" in err. */
extern bool Position_eval_load(Position_Eval *e, const char *path, char *err,
                               size_t errsize);
/* Adds the note (w, len) with game v to e's table. */
extern void Position_eval_note(Position_Eval *e, const uint64_t *w, size_t len, Game_T v);
/* The notes e holds. */
extern size_t Position_eval_note_count(const Position_Eval *e);
/* Removes e's notes and frees their room. */
extern void Position_eval_notes_clear(Position_Eval *e);
/* Hands e's buffer of notes to the caller (NULL: none); e forgets it. */
extern uint64_t *Position_eval_notes_take(Position_Eval *e, size_t *n, size_t *cap,
                                          size_t *count);
/* Makes the buffer notes (from mem) e's notes, in place of any it had. */
extern void Position_eval_notes_give(Position_Eval *e, uint64_t *notes, size_t n,
                                     size_t cap, size_t count);
/* True with *v when e's table holds key (len words). */
extern bool Position_eval_get(const Position_Eval *e, const uint64_t *key, size_t len,
                              Game_T *v);
/* Enters key with v in e's table; false when a limit stopped it. */
extern bool Position_eval_put(Position_Eval *e, const uint64_t *key, size_t len, Game_T v);
#endif
