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
extern int Fuzz_expr(const uint8_t *data, size_t size);
extern int Fuzz_dyadic(const uint8_t *data, size_t size);
extern int Fuzz_octal(const uint8_t *data, size_t size);
extern int Fuzz_ruleset(const uint8_t *data, size_t size);
extern int Fuzz_graph(const uint8_t *data, size_t size);
extern int Fuzz_table(const uint8_t *data, size_t size);
extern int Fuzz_command(const uint8_t *data, size_t size);
extern int Fuzz_params(const uint8_t *data, size_t size);
extern const Fuzz_Target Fuzz_targets[];
extern const Fuzz_Target *Fuzz_find(const char *name);
extern bool Fuzz_run_file(const Fuzz_Target *t, const char *path);
extern long Fuzz_run_dir(const Fuzz_Target *t, const char *dir);
#endif
