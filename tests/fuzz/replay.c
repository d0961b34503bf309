/* tests/fuzz/replay.c: build/fuzz-replay NAME FILE|DIR...: the fuzz harnesses
   of noweb/cmd/fuzz.nw under gcc and the sanitizers of the unit tests, to
   replay a crash (a file, or every file of a folder) without clang.  Exit 2
   on a bad command line or an input that cannot be read. */
#include <stdio.h>
#include "fuzz.h"

int main(int argc, char **argv)
{
    const Fuzz_Target *t = argc > 2 ? Fuzz_find(argv[1]) : NULL;
    if (!t) {
        fputs("usage: fuzz-replay NAME FILE|DIR...\n", stderr);
        return 2;
    }
    for (int i = 2; i < argc; i++)
        if (Fuzz_run_dir(t, argv[i]) < 0 && !Fuzz_run_file(t, argv[i])) {
            perror(argv[i]);
            return 2;
        }
    return 0;
}
