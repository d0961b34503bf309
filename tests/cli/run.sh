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
# Explorations (noweb/cmd/explore.nw): families, quantities, conjectures, the cache.
t run-explore       0 'conjecture sw-small: refuted: 3 of 12 items fail .*n=10: n = 10' EMPTY -- run -o "$WORK/x1" tests/cli/params/explore.params
t run-explore-holds 0 'conjecture sw-hot: holds for all 12 items checked \(n in 1\.\.12\)' EMPTY -- run -o "$WORK/x1" tests/cli/params/explore.params
t run-explore-tsv   0 '^  '"$WORK"'/x1/data/sw\.tsv$' EMPTY -- run -o "$WORK/x1" tests/cli/params/explore.params
if [ "$(sed -n 2,4p "$WORK/x1/data/sw.tsv" | tr '\t\n' ',;')" = "n,value,t;1,+-1,1;2,+-2,2;" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-explore-values: $(cat "$WORK/x1/data/sw.tsv")"; fi
if grep -q '^n	n_decimal	t	t_decimal$' "$WORK/x1/data/sw-plot.dat"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-explore-decimal"; fi
t run-explore-jobs  0 'sw-all\.tex' EMPTY -- run -j 2 --no-cache -o "$WORK/x2" tests/cli/params/explore.params
for f in data/sw.tsv data/sw-plot.dat tables/sw-hot.tex tables/sw-small.tex tables/sw-all.tex; do
  if cmp -s "$WORK/x1/$f" "$WORK/x2/$f"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-explore-j2: $f differs"; fi
done
# a corrupt cache entry is named and recomputed, the outputs unchanged
sed -i '3s/\t[0-9a-f]*$/\t0000000000000000/' "$WORK/x1/cache/explore.cache"
t run-explore-corrupt 0 'sw-all\.tex' 'explore\.cache:3: a corrupt cache entry \(checksum\): recomputed' -- run -o "$WORK/x1" tests/cli/params/explore.params
if cmp -s "$WORK/x1/data/sw.tsv" "$WORK/x2/data/sw.tsv"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-explore-corrupt: output changed"; fi
t run-include       0 'conjecture again: holds for all 12' EMPTY -- run -o "$WORK/x3" tests/cli/params/include.params
t run-include-cycle 2 EMPTY 'included again from within itself' -- run -o "$WORK/x4" tests/cli/params/loop-a.params
t run-unknown-fn    2 EMPTY 'explore-bad\.params:2:17: expected a function' -- run -o "$WORK/x5" tests/cli/params/explore-bad.params
t run-unknown-rs    2 EMPTY 'unknown-ruleset\.params:2:17: expected a function .* or a ruleset' -- run -o "$WORK/x5" tests/cli/params/unknown-ruleset.params
t run-empty-range   2 EMPTY 'empty-range\.params:1:11: an empty range 4\.\.1' -- run -o "$WORK/x5" tests/cli/params/empty-range.params
t run-undefined     2 EMPTY 'undefined\.params:2:.*item n=1: .* is undefined \(the atomic weight of a game that is not all-small\)' -- run -o "$WORK/x5" tests/cli/params/undefined.params
if [ ! -e "$WORK/x5/tables/x.tex" ] && [ ! -e "$WORK/x5/tables/c.tex" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-nothing-written"; fi
t run-standard      0 'nk-dawson: holds' EMPTY -- run -o "$WORK/x6" --standard-report "$WORK/x6/std.tex" reports/explorations/explorations.params
if grep -q '\\cgtktable{cake-integers}' "$WORK/x6/std.tex" && grep -q '\\title{Cutcake and Node-Kayles' "$WORK/x6/std.tex"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-standard-tex"; fi
t run-standard-two  2 EMPTY 'standard-report: expected one parameter file' -- run --standard-report "$WORK/s.tex" tests/cli/params/explore.params tests/cli/params/include.params
