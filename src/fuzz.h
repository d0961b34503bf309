/* Generated from noweb/cmd/fuzz.nw by notangle: edit the .nw, not this file. */
#ifndef FUZZ_INCLUDED
#define FUZZ_INCLUDED
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef int Fuzz_Harness(const uint8_t *data, size_t size);
typedef struct Fuzz_Target {
    const char *name;
    Fuzz_Harness *run;
    size_t max_len;
    long check_runs;
    const char *about;
} Fuzz_Target;
/* Each harness takes data[0..size) and returns 0; a broken oracle aborts. */
/* game expressions: parse, print and parse back, -(-G) = G, G - G = 0 */
extern int Fuzz_expr(const uint8_t *data, size_t size);
/* dyadic numbers: parse and scan agree, print and parse back */
extern int Fuzz_dyadic(const uint8_t *data, size_t size);
/* octal codes: print and parse back; plain and fast Grundy values agree */
extern int Fuzz_octal(const uint8_t *data, size_t size);
/* a ruleset's name, a newline, a position: print and parse back, value */
extern int Fuzz_ruleset(const uint8_t *data, size_t size);
/* a graph syntax's name, a newline, a graph: print and parse back */
extern int Fuzz_graph(const uint8_t *data, size_t size);
/* a saved table of positions: load it, value a small position with it */
extern int Fuzz_table(const uint8_t *data, size_t size);
/* a command line, an empty line, stdin: exit 0, 1 or 2, silent on failure */
extern int Fuzz_command(const uint8_t *data, size_t size);
/* a parameter file: parse it; a refused line says where and what */
extern int Fuzz_params(const uint8_t *data, size_t size);
extern const Fuzz_Target Fuzz_targets[];
/* the harness called name, or NULL */
extern const Fuzz_Target *Fuzz_find(const char *name);
/* runs t on the first t->max_len bytes of file path; false if unreadable */
extern bool Fuzz_run_file(const Fuzz_Target *t, const char *path);
/* runs t on every file of dir: how many, or -1 if dir is unreadable */
extern long Fuzz_run_dir(const Fuzz_Target *t, const char *dir);
#endif
