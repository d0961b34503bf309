/* Generated from noweb/games/nim.nw by notangle: edit the .nw, not this file. */
#ifndef NIM_INCLUDED
#define NIM_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "perr.h"

typedef struct Nim_Move {
    size_t heap;            /* index of the heap, from 0 */
    uint64_t from, to;      /* its size before and after the move */
} Nim_Move;
typedef struct Nim_Store Nim_Store;
typedef uint32_t Nim_Id;
#define NIM_NONE UINT32_MAX
/* the nim-sum of a and b: their exclusive or */
extern uint64_t Nim_sum(uint64_t a, uint64_t b);
/* the least clear bit of the nwords words at words (non-NULL if nwords > 0) */
extern size_t   Nim_mex_bits(const uint64_t *words, size_t nwords);
/* the mex of the n values at values (non-NULL when n > 0) */
extern uint32_t Nim_mex(const uint32_t *values, size_t n);
/* the nim-product of a and b, in the field of the 64-bit integers */
extern uint64_t Nim_times(uint64_t a, uint64_t b);
extern uint64_t Nim_inverse(uint64_t a);     /* checked runtime error if a == 0 */
/* the nim-sum of the n heaps at heaps (non-NULL when n > 0) */
extern uint64_t Nim_heaps_sum(const uint64_t *heaps, size_t n);
/* the n heaps at heaps (non-NULL when n > 0) are a misere P-position */
extern bool     Nim_misere_is_p(const uint64_t *heaps, size_t n);
/* the number of winning moves of the n heaps (non-NULL when n > 0),
   written to out (room for n moves); 0: a P-position */
extern size_t   Nim_winning_moves(const uint64_t *heaps, size_t n, bool misere,
                                  Nim_Move *out);
extern Nim_Store *Nim_store_new(size_t max_nodes);  /* 0: no limit */
/* frees the store *s (s non-NULL; *s NULL: none) and sets *s to NULL */
extern void      Nim_store_free(Nim_Store **s);
/* the number of nodes in s (non-NULL) */
extern size_t    Nim_store_count(Nim_Store *s);
extern bool      Nim_store_full(Nim_Store *s);     /* the node limit was reached */
/* Nodes; NIM_NONE when the node limit is reached.  Nim_node takes options in
   any order, with repetitions. */
extern Nim_Id    Nim_node(Nim_Store *s, const Nim_Id *opts, size_t n);
extern Nim_Id    Nim_nimber(Nim_Store *s, uint32_t n);      /* *n */
extern Nim_Id    Nim_add(Nim_Store *s, Nim_Id a, Nim_Id b);  /* disjunctive sum */
/* the number of options of the node g of s (non-NULL, g a node) */
extern size_t    Nim_num_options(Nim_Store *s, Nim_Id g);
/* option i < Nim_num_options(s, g) of the node g of s (non-NULL) */
extern Nim_Id    Nim_option(Nim_Store *s, Nim_Id g, size_t i);
/* Grundy values, normal and misere (as the study notes on ONAG define them). */
extern uint32_t  Nim_grundy(Nim_Store *s, Nim_Id g);
/* the misere Grundy value of the node g of s (non-NULL) */
extern uint32_t  Nim_misere_grundy(Nim_Store *s, Nim_Id g);
/* Parse an impartial game expression; false with *err (module perr) on bad
   input, or when the node limit is reached: then Nim_store_full(s) is true. */
extern bool Nim_parse(Nim_Store *s, const char *text, Nim_Id *out, Perr_T *err);
#endif
