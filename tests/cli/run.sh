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
t run-undefined     0 "conjecture c: undecided: undefined for all 4 items .*n=1: .*the atomic weight of a game that is not infinitesimal" EMPTY -- run -o "$WORK/x5u" tests/cli/params/undefined.params
if [ ! -e "$WORK/x5/tables/x.tex" ] && [ ! -e "$WORK/x5/tables/c.tex" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-nothing-written"; fi
t run-standard      0 'nk-dawson: holds' EMPTY -- run -o "$WORK/x6" --standard-report "$WORK/x6/std.tex" reports/explorations/explorations.params
if grep -q '\\cgtktable{cake-integers}' "$WORK/x6/std.tex" && grep -q '\\title{Cutcake and Node-Kayles' "$WORK/x6/std.tex"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-standard-tex"; fi
t run-standard-two  2 EMPTY 'standard-report: expected one parameter file' -- run --standard-report "$WORK/s.tex" tests/cli/params/explore.params tests/cli/params/include.params
# An undefined value is a value: one unsettled code no longer stops the file.  A
# table shows it as "undefined", a TSV cell as "undefined"; defined() tests it; a
# conjecture counts it apart from the items checked; a filter that is undefined
# leaves the item out, saying so on stderr.
t run-undefined-item 0 'conjecture u-short: holds for all 1 items checked .*; undefined for 1 item.*0\.6.*no period proven within 1024 heaps' 'u-where.* 1 item left out.*undefined' -- run -o "$WORK/u1" tests/cli/params/undefined-item.params
t run-undefined-known 0 'conjecture u-known: holds for all 1 items checked' ANY -- run -o "$WORK/u1" tests/cli/params/undefined-item.params
if [ "$(sed 1d "$WORK/u1/data/u-tsv.tsv" | tr '\t\n' ',;')" = "c,p,known;0.07,34,true;0.6,undefined,false;" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-undefined-tsv: $(cat "$WORK/u1/data/u-tsv.tsv")"; fi
if grep -q '0\.6} & \\textit{undefined}' "$WORK/u1/tables/u-table.tex" && grep -q '0\.07} & \$34\$' "$WORK/u1/tables/u-table.tex"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-undefined-table: $(cat "$WORK/u1/tables/u-table.tex")"; fi
if [ "$(sed 1d "$WORK/u1/data/u-where.tsv" | tr '\n' ';')" = "c;0.07;" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-undefined-where: $(cat "$WORK/u1/data/u-where.tsv")"; fi
# period() searches as far as cgtk octal --period (one default, OCTAL_PERIOD_HEAPS):
# 0.16's period 149459 needs more than 65536 heaps
if [ "$(sed -n 3p "$WORK/u1/data/u-default.tsv" | tr '\t' ',')" = "0.16,149459,105351" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-period-default: $(cat "$WORK/u1/data/u-default.tsv")"; fi
t octal-period-default 0 '^period 149459 preperiod 105351$' EMPTY -- octal 0.16 --period
# A .tsv file's first line (after comments) is its header, not an item; a .txt has none.
t run-tsv-header    0 'conjecture h-stated: holds for all 2 items checked' EMPTY -- run -o "$WORK/h1" tests/cli/params/header.params
if [ "$(sed 1d "$WORK/h1/data/h-txt.tsv" | tr '\t\n' ',;')" = "s,value;2x2,+-1;2x3,{2|-1/2};" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-txt-no-header: $(cat "$WORK/h1/data/h-txt.tsv")"; fi
# An output's name is a file name inside -o DIR: no '/', no '..' (exit 2, nothing written).
mkdir -p "$WORK/tr/o"
t run-traversal     2 EMPTY 'traversal\.params:1:7: expected a name .*no / or \.\.' -- run -o "$WORK/tr/o" tests/cli/params/traversal.params
t run-traversal-x   2 EMPTY 'traversal2\.params:2:5: expected a name .*no / or \.\.' -- run -o "$WORK/tr/o" tests/cli/params/traversal2.params
if [ -z "$(find "$WORK/tr" -name 'escape*')" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-traversal-nothing: $(find "$WORK/tr")"; fi
# All outputs or none: a command that fails after others succeeded leaves no output
# of the run (nor a staging folder), only the cache.
t run-all-or-none   2 EMPTY $'late-fail\\.params:5: the command failed.*\ncgtk run: no output was written' -- run -o "$WORK/lf" tests/cli/params/late-fail.params
if [ -z "$(find "$WORK/lf/tables" "$WORK/lf/data" -mindepth 1)" ] && [ "$(ls -A "$WORK/lf" | tr '\n' ' ')" = "cache data tables " ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-all-or-none-files: $(ls -AR "$WORK/lf")"; fi
t run-all-or-none-j 2 EMPTY 'late-fail\.params:5: the command failed' -- run -j 3 -o "$WORK/lf" tests/cli/params/late-fail.params
if [ -z "$(find "$WORK/lf/tables" "$WORK/lf/data" -mindepth 1)" ] && [ "$(ls -A "$WORK/lf" | tr '\n' ' ')" = "cache data tables " ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-all-or-none-j-files: $(ls -AR "$WORK/lf")"; fi
# two files: the second fails, so the first's outputs are not written either
t run-all-or-none-2 2 EMPTY 'late-fail\.params:5: the command failed' -- run -o "$WORK/lf2" tests/cli/params/explore.params tests/cli/params/late-fail.params
if [ -z "$(find "$WORK/lf2/tables" "$WORK/lf2/data" -mindepth 1)" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-all-or-none-2-files: $(ls -AR "$WORK/lf2")"; fi
# A run stopped by SIGKILL leaves its staging folder; the next run in the same DIR
# removes it and says so, but leaves alone the folder of a run still going (its
# .lock is held) and a folder without a .lock.
mkdir -p "$WORK/k9"; printf 'text slow: octal 0.118 --period\n' > "$WORK/k9/slow.params"
setsid "$CGTK" run -o "$WORK/k9" "$WORK/k9/slow.params" 2>/dev/null & k9=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do sleep 0.5; ls -d "$WORK"/k9/.cgtk-run-*/.lock >/dev/null 2>&1 && break; done
kill -9 -- -"$k9" 2>/dev/null; wait "$k9" 2>/dev/null
left=$(ls -d "$WORK"/k9/.cgtk-run-* 2>/dev/null)
mkdir -p "$WORK/k9/.cgtk-run-live" "$WORK/k9/.cgtk-run-nolock"
exec 9>"$WORK/k9/.cgtk-run-live/.lock"; flock 9
if [ -n "$left" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-kill9-left: no staging folder after kill -9"; fi
t run-kill9-sweep   0 ANY "removed .*/k9/\\.cgtk-run-[A-Za-z0-9]{6}, left by a run that was stopped" -- run -o "$WORK/k9" tests/cli/params/header.params
exec 9>&-
if [ "$(ls -A "$WORK/k9" | grep '^\.cgtk' | tr '\n' ' ')" = ".cgtk-run-live .cgtk-run-nolock " ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-kill9-kept: $(ls -A "$WORK/k9")"; fi
