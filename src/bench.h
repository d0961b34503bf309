/* Generated from noweb/cmd/bench.nw by notangle: edit the .nw, not this file. */
#ifndef BENCH_INCLUDED
#define BENCH_INCLUDED
#include <stddef.h>

typedef void Bench_Workload(char *note, size_t size);
typedef struct Bench_Result {
    double seconds;     /* wall-clock time of the child */
    long peak_kb;       /* its peak resident set, kilobytes */
    int status;         /* 0 when it finished normally */
} Bench_Result;
/* runs fn(note, size) in a child (size > 0): its time, peak and status */
extern Bench_Result Bench_measure(Bench_Workload *fn, char *note, size_t size);
/* runs each workload whose name holds a word of argv[1..argc) (none: all
   but the opt-in ones), a line each on stdout; 0, or 1 when one failed */
extern int Bench_main(int argc, char **argv);
#endif
