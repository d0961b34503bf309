/* Generated from noweb/bench.nw by notangle: edit the .nw, not this file. */
#line 53 "noweb/bench.nw"
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"
#include "cgtk.h"
#include "dyadic.h"

#line 76 "noweb/bench.nw"
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

Bench_Result Bench_measure(Bench_Workload *fn, char *note, size_t size)
{
    assert(fn && note && size > 0);
    Bench_Result r = { 0, 0, -1 };
    int fd[2];
    note[0] = '\0';
    if (pipe(fd) != 0)
        return r;
    fflush(stdout);
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return r;
    }
    if (pid == 0) {
        
#line 117 "noweb/bench.nw"
close(fd[0]);
fn(note, size);
size_t len = strlen(note);
ssize_t w = write(fd[1], note, len);
_exit(w == (ssize_t)len ? 0 : 3);
#line 101 "noweb/bench.nw"
    }
    close(fd[1]);
    
#line 125 "noweb/bench.nw"
size_t got = 0;
ssize_t k;
while (got + 1 < size && (k = read(fd[0], note + got, size - 1 - got)) > 0)
    got += (size_t)k;
note[got] = '\0';
close(fd[0]);
#line 104 "noweb/bench.nw"
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) == pid) {
        r.seconds = now() - t0;
        r.peak_kb = ru.ru_maxrss;
        r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    return r;
}
#line 139 "noweb/bench.nw"
static uint64_t rng_state;
static uint64_t rng(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
#line 154 "noweb/bench.nw"
static Dyadic_T random_small(void)
{
    return Dyadic_make((int64_t)(rng() % 2000001) - 1000000, (int32_t)(rng() % 21));
}

static void w_dyadic_add_fast(char *note, size_t size)
{
    enum { N = 10000000 };
    rng_state = 1;
    Dyadic_T acc = Dyadic_int(0), x = random_small();
    for (long i = 0; i < N; i++) {
        Dyadic_T s = Dyadic_add(acc, x);
        Dyadic_clear(&acc);
        acc = s;
        if ((i & 1023) == 0) { Dyadic_clear(&acc); acc = Dyadic_int(0); x = random_small(); }
    }
    char *s = Dyadic_str(acc);
    snprintf(note, size, "%d adds, last sum %s", N, s);
    free(s);
    Dyadic_clear(&acc);
}

static void w_dyadic_add_gmp(char *note, size_t size)
{
    enum { N = 2000000 };
    rng_state = 2;
    Dyadic_T big = Dyadic_shift(Dyadic_int(3), 100), acc = Dyadic_copy(big);
    for (long i = 0; i < N; i++) {
        Dyadic_T x = random_small(), s = Dyadic_add(acc, x);
        Dyadic_clear(&acc);
        Dyadic_clear(&x);
        acc = s;
    }
    Dyadic_T d = Dyadic_sub(acc, big);
    char *s = Dyadic_str(d);
    snprintf(note, size, "%d adds near 2^100, drift %s", N, s);
    free(s);
    Dyadic_clear(&d);
    Dyadic_clear(&acc);
    Dyadic_clear(&big);
}

static void w_dyadic_simplest(char *note, size_t size)
{
    enum { N = 2000000 };
    rng_state = 3;
    int64_t sum = 0;
    for (long i = 0; i < N; i++) {
        Dyadic_T a = random_small(), b = random_small();
        int c = Dyadic_cmp(a, b);
        if (c == 0) continue;
        Dyadic_T x = c < 0 ? Dyadic_simplest(&a, &b) : Dyadic_simplest(&b, &a);
        sum += Dyadic_exp(x);
        Dyadic_clear(&x);
    }
    snprintf(note, size, "%d intervals, total denominator exponent %lld", N,
             (long long)sum);
}

static void w_numbers_day20(char *note, size_t size)
{
    size_t n;
    Cgtk_Number *a = Cgtk_numbers_born(20, &n);
    snprintf(note, size, "%zu numbers born by day 20", n);
    Cgtk_numbers_free(a, n);
}
#line 223 "noweb/bench.nw"
static const struct { const char *name; Bench_Workload *fn; } workloads[] = {
    { "dyadic-add-fast", w_dyadic_add_fast },
    { "dyadic-add-gmp", w_dyadic_add_gmp },
    { "dyadic-simplest", w_dyadic_simplest },
    { "numbers-day20", w_numbers_day20 },
    
};
#line 238 "noweb/bench.nw"
static bool selected(const char *name, int argc, char **argv)
{
    if (argc < 2)
        return true;
    for (int i = 1; i < argc; i++)
        if (strstr(name, argv[i]))
            return true;
    return false;
}

int Bench_main(int argc, char **argv)
{
    int failed = 0;
    for (size_t i = 0; i < sizeof workloads / sizeof workloads[0]; i++) {
        if (!selected(workloads[i].name, argc, argv))
            continue;
        char note[256];
        Bench_Result r = Bench_measure(workloads[i].fn, note, sizeof note);
        printf("%-22s wall %7.3f s  peak %7.1f MB  %s%s\n", workloads[i].name,
               r.seconds, (double)r.peak_kb / 1024.0, r.status ? "FAILED " : "", note);
        fflush(stdout);
        failed |= r.status != 0;
    }
    return failed ? 1 : 0;
}
