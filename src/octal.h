/* Generated from noweb/games/octal.nw by notangle: edit the .nw, not this file. */
#ifndef OCTAL_INCLUDED
#define OCTAL_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "perr.h"
#include "octalperiod.h"

/* A take-and-break game given by its code (Winning Ways ch. 4, Siegel ch. IV.2):
   "0.d1d2d3..." or "4.7" (digit d0 before the point), digits 0-9 and A-F/a-f (codes
   with digits beyond 7 are the hexadecimal games: bit 8 = may leave three heaps).
   Digit dk (k >= 1) says what a move removing k tokens from a heap may leave:
   bit 1: nothing (the whole heap, so the heap had exactly k); bit 2: one heap
   (heap > k); bit 4: two heaps (heap > k+1, split into two non-empty heaps);
   bit 8: three non-empty heaps.  d0 (before the point) concerns removing 0 tokens:
   4.7 means a move may split a heap into two without removing anything (d0 = 4);
   d0 must be 0, 4, 8 or C.  A code has finitely many digits (at most
   OCTAL_MAX_DIGITS after the point).  ".77" is accepted for "0.77". */
typedef struct Octal Octal;
#define OCTAL_MAX_DIGITS 64
/* Parse: false on error, filling *err (module perr; may be NULL) with the
   column of the problem and what was expected ("a hexadecimal digit", "'.'",
   "a digit after '.'", "end of input", "a code with a non-zero digit",
   "0, 4, 8 or C before '.'", "at most 64 digits after '.'").  On success
   *out is a new game (Octal_free).  A name of Octal_names stands for its code. */
extern bool    Octal_parse(const char *code, Octal **out, Perr_T *err);
/* The games known by name, ending with { NULL, NULL }: kayles is 0.77,
   dawsons-kayles 0.07, dawsons-chess 0.137 (Winning Ways ch. 4). */
typedef struct Octal_Name { const char *name, *code; } Octal_Name;
extern const Octal_Name Octal_names[];
/* The code of the subtraction game of the set written in text ("1,3,4" or
   "{1,3,4}", members 1 to OCTAL_MAX_DIGITS, spaces allowed): digit 3 at each
   member, a new string in *code; false with *err (column, expectation) else. */
extern bool    Octal_subtraction_code(const char *text, char **code, Perr_T *err);
/* frees the game *g (g non-NULL; *g NULL: none) and sets *g to NULL */
extern void    Octal_free(Octal **g);
extern char   *Octal_str(Octal *g);          /* canonical spelling, malloc'ed */
/* The moves in words, one line (ending in '\n') per non-zero digit, as the study
   notes on ONAG read 0.165 ("take 1 token if it is the whole heap"), malloc'ed. */
extern char   *Octal_rules(Octal *g);
extern int     Octal_max_take(Octal *g);     /* index of the last non-zero digit, t */
/* some digit of g (non-NULL) has bit 8 */
extern bool    Octal_is_hexadecimal(Octal *g);
/* The most heaps one move can leave: 3 if some digit has bit 8, else 2 if some
   digit has bit 4, else 1. */
extern int     Octal_max_heaps(Octal *g);
/* Grundy values G(0..n) into out[0..n].  Values are 16 bits; if a value would
   not fit, return false (the command reports a limit).  The plain method is the
   O(n^2) reference; the fast one is the rare/common ("sparse space") method of
   Winning Ways and Flammenkamp, near O(n) in practice; both are exact and agree.
   progress (may be NULL) is called now and then with the heap size reached. */
typedef void Octal_Progress(void *ctx, size_t done, size_t total);
/* G(0..n) of g (non-NULL) into out[0..n] (non-NULL), the O(n^2) way;
   false when a value passes 16 bits */
extern bool    Octal_grundy_plain(Octal *g, size_t n, uint16_t *out);
/* as Octal_grundy_plain, by the sparse space and a certified period;
   false also when interrupted */
extern bool    Octal_grundy_fast(Octal *g, size_t n, uint16_t *out,
                                 Octal_Progress *progress, void *ctx);
/* The fast method without its periodicity shortcut (Octal_grundy_fast stops
   computing once Octal_find_period certifies a period and extends it): the
   bare sparse-space method, exported so that it can be tested on its own. */
extern bool    Octal_grundy_sparse(Octal *g, size_t n, uint16_t *out,
                                   Octal_Progress *progress, void *ctx);
/* Octal_grundy_fast given G(0..from-1) in out[0..from) already (a prefix saved
   by an earlier run, from <= n + 1): computes out[from..n] exactly as a run from
   0 would.  The fast methods poll Interrupt_signal (module interrupt) every 1024
   heaps and return false when a signal came; the caller tells a wide value from
   an interruption by Interrupt_signal, and *done (may be NULL) is the number of
   heaps whose values are in out, which is a prefix worth saving. */
extern bool    Octal_grundy_resume(Octal *g, size_t n, uint16_t *out, size_t from,
                                   size_t *done, Octal_Progress *progress, void *ctx);
/* Room for G(0..n), i.e. n+1 values: malloc below 1M values, anonymous mmap
   above (page-aligned, zero-filled, returned to the system by
   Octal_values_free(&values, n), which must get the same n and sets values to NULL).
   NULL when out of memory. */
extern uint16_t *Octal_values_new(size_t n);
/* frees *values of Octal_values_new(n) (values non-NULL), sets it to NULL */
extern void      Octal_values_free(uint16_t **values, size_t n);
/* The exhaustive comparison of the two methods: every code 0.d1d2d3 with octal
   digits (511 codes, 0.000 skipped), heaps 0..n, by the plain, the sparse and
   the fast method.  Returns the number of codes on which they differ (0 on
   success), or -1 if memory ran out. */
extern long    Octal_selftest(size_t n);
#endif
