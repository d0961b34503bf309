# cgtk run: parameter files (noweb/cmd/runcmd.nw).  Outputs go to $WORK (the
# runner's scratch folder); files named in a command are relative to the file.
t run-writes        0 '^  '"$WORK"'/r1/tables/sums\.tex$' EMPTY -- run -o "$WORK/r1" tests/cli/params/example.params
t run-all           0 '^  '"$WORK"'/r1/tables/board\.tex$' EMPTY -- run -o "$WORK/r1" tests/cli/params/example.params
t run-data          0 '^  '"$WORK"'/r1/data/go\.dat$' EMPTY -- run -o "$WORK/r1" tests/cli/params/example.params
t run-syntax        2 EMPTY 'syntax\.params:2:21: expected a '"'"' closing this one' -- run -o "$WORK/r2" tests/cli/params/syntax.params
t run-fails         2 EMPTY 'fails\.params:2: the command failed \(exit status 2\): cgtk value 1 \+' -- run -o "$WORK/r3" tests/cli/params/fails.params
t run-no-file       2 EMPTY 'cgtk run: tests/cli/params/none\.params: No such file' -- run -o "$WORK/r4" tests/cli/params/none.params
t run-usage         2 EMPTY 'expected a parameter file' -- run
t run-jobs          0 '^  '"$WORK"'/r5/tables/board\.tex$' EMPTY -- run -j 3 -o "$WORK/r5" tests/cli/params/example.params
t run-jobs-bad      2 EMPTY 'jobs: expected a number of processes' -- run -j 0 -o "$WORK/r6" tests/cli/params/example.params
