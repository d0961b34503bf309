# cgtk domineering, zigzag, enumerate: results, bad input, limits, tables.
t dom-2x2           0 '^\+-1$'       EMPTY -- domineering 2x2
t dom-grid-slash    0 '^\{2\|-1/2\}$' EMPTY -- domineering '.../...'
t dom-stops         0 $'^\\+-1\tstops 1 -1$' EMPTY -- domineering --stops 3x3
t dom-tsv           0 $'^4x3\t3/2\t3/2\t3/2$' EMPTY -- domineering --format=tsv --stops 4x3
t dom-tsv-header    0 $'^position\tvalue\tleft_stop\tright_stop$' EMPTY -- domineering --format=tsv --stops 4x3
t dom-json          0 '^\{"position": "2x2", "value": "\+-1"\}$' EMPTY -- domineering --format=json 2x2
t dom-tikz          0 'tikzpicture'  EMPTY -- domineering --tikz '..#|...'
t dom-latex         0 'toprule'      EMPTY -- domineering --format=latex 2x2
t dom-help          0 'Left plays vertically' EMPTY -- domineering --help
t dom-empty         2 EMPTY 'argument 1: column 1: expected a board' -- domineering ''
t dom-ragged        2 EMPTY 'column 5: expected 2 squares in row 2' -- domineering '..|.'
t dom-unknown       2 EMPTY "column 3: expected '.', '#', '\|' or '/'" -- domineering '..x'
t dom-zero          2 EMPTY 'expected 1 to 64 rows and 1 to 64 columns' -- domineering 0x3
t dom-too-big       2 EMPTY 'expected 1 to 64 rows' -- domineering 65x2
t dom-second-bad    2 EMPTY 'argument 2: column' -- domineering 2x2 '3x'
t dom-none          2 EMPTY 'no items: expected a position as an argument' -- domineering
t dom-format        2 EMPTY "--format: expected plain, tsv, latex or json, found 'xml'" -- domineering --format=xml 2x2
t dom-limit         1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(5x5\): [0-9]+ positions' -- domineering --max-positions 100 5x5
t dom-mem-limit     1 EMPTY 'limit reached' -- domineering --max-memory 1 5x6
# two threads: the same values; the limits, the table and the resumption as with one
# (ONAG ch. 10: 3 rows of 4 = -3/2, 2x3 = {2|-1/2}, 4x2 = tiny-two, 5x5 = 0)
threads_out='^-3/2
\{2\|-1/2\}
Tiny\(2\)
0$'
t dom-threads       0 "$threads_out" EMPTY -- domineering --threads 2 3x4 2x3 4x2 5x5
t dom-threads-limit 1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(5x5\): 100 positions' -- domineering --threads 2 --max-positions 100 5x5
t dom-threads-save  1 EMPTY 'limit reached' -- domineering --threads 2 --table "$WORK/t2.table" --max-positions 1000 5x5
t dom-threads-resume 0 '^0$'         EMPTY -- domineering --threads 2 --table "$WORK/t2.table" 5x5
t dom-threads-zero  2 EMPTY '--threads: at least 1' -- domineering --threads 0 2x2
t dom-threads-solve 2 EMPTY '--threads is for values; --solve searches with one thread' -- domineering --threads 2 --solve 4x4
t nk-threads        2 EMPTY "unknown option '--threads'" -- nodekayles --threads 2 path:3
printf 'not a table' > "$WORK/bad.table"
t dom-bad-table     2 EMPTY 'not a cgtk table' -- domineering --table "$WORK/bad.table" 2x2
t dom-table-save    1 EMPTY 'limit reached' -- domineering --table "$WORK/t.table" --max-positions 1000 5x5
t dom-table-resume  0 '^0$'          EMPTY -- domineering --table "$WORK/t.table" 5x5
printf '2x2\t+-1\tONAG ch. 7\n4x3\t1\twrong on purpose\n' > "$WORK/v.tsv"
t dom-verify        1 $'^\\+-1\tyes$' 'v.tsv:2: 4x3: the stated value 1 disagrees' -- domineering --verify "$WORK/v.tsv"
t dom-verify-no     1 $'^3/2\tno$'   'verification failed: 1 of 2' -- domineering --verify "$WORK/v.tsv"
printf '2x2\t+-1\tok\n..|.\t0\tragged\n' > "$WORK/w.tsv"
t dom-verify-bad    2 EMPTY 'w.tsv:2: column 5: expected 2 squares in row 2' -- domineering --verify "$WORK/w.tsv"
t zz-one            0 '^\{2\|1\|\|0\}$' EMPTY -- zigzag 8
t zz-tsv            0 $'^12\t4\t\\{3\\|2\\|\\|1\\|\\|\\|0\\}\t1\t0\tP_3' EMPTY -- zigzag --from 12 --to 12 --format=tsv
t zz-zero           2 EMPTY 'N: expected a positive integer' -- zigzag 0
t zz-range          2 EMPTY 'expected --from A --to B' -- zigzag --from 5 --to 3
t zz-limit          1 EMPTY 'ZZ_1..ZZ_[0-9]+ were done' -- zigzag --max-games 200 40
# the text of ZZ_40 (tens of MB) passes --max-memory 8 though its games fit: a
# limit with nothing on stdout (it was a 4 GB string printed with printf)
t zz-print-limit    1 EMPTY 'writing them \(one canonical form\) passed the bound' -- zigzag --max-memory 8 40
t zz-print-limit-tsv 1 EMPTY 'writing them \(a table\) passed the bound' -- zigzag --max-memory 8 --from 39 --to 40 --format=tsv
t enum-6            0 $'^\\{2\\|-1/2\\}\t2\t' EMPTY -- enumerate domineering --cells 6
t enum-stats        0 $'^8\t369\t' EMPTY -- enumerate domineering --cells 8 --stats
# the census views: Hackenbush restrained trees are all numbers (ONAG ch. 8), a
# blue-red tree of k edges has a denominator of at most 2^(k-1) and a chain
# reaches it; the hottest Domineering position of 6 cells is the one --stats gives
t enum-census       0 $'^5\t107\t29\t107\t0\t0\t16\t' EMPTY -- enumerate hackenbush --size 5 --census
t enum-census-head  0 $'^size\tpositions\tvalues\tnumbers\tnumber_plus_star\tother\tmax_denominator\twitness$' EMPTY -- enumerate hackenbush --size 2 --census -f tsv
t enum-hottest      0 $'^6\t35\t5/4\t2\t\\{2\\|-1/2\\}\t' EMPTY -- enumerate domineering --cells 6 --hottest
t enum-distribution 0 $'^6\t5/4\t2\t' EMPTY -- enumerate domineering --cells 6 --distribution=temperature
t enum-dist-den     0 $'^4\t8\t9\t' EMPTY -- enumerate hackenbush --size 4 --distribution=denominator
t enum-dist-bad     2 EMPTY "--distribution: expected denominator or temperature, found 'x'" -- enumerate domineering --cells 4 --distribution=x
t enum-class-none   2 EMPTY '--class: dominograph has no classes of positions' -- enumerate dominograph --nodes 3 --class trees
t enum-ruleset      2 EMPTY "expected one RULESET with an enumerator \(domineering, .*\), found 'chess'" -- enumerate chess --cells 3
t enum-cake         0 $'^1\t2\t2x1 4x2$' EMPTY -- enumerate cutcake --size 8
t cutcake-sum       0 '^3$' EMPTY -- cutcake '4x1 + 2x3'
t cutcake-bad       2 EMPTY 'argument 1: column 5: expected ' -- cutcake '4x1 - 2x3'
t enum-cells        2 EMPTY 'expected --size K with 1 <= K <= 15' -- enumerate domineering --cells 99
# Temperature theory on Domineering values (module thermo).
t dom-thermo        0 $'^\\+-1\tmean 0 temperature 1$' EMPTY -- domineering --thermo 2x2
t dom-thermograph   0 '^Thermograph\(3/2,' EMPTY -- domineering --thermograph 4x3
t dom-thermograph-bad 2 EMPTY "--thermograph: expected cgsuite, tikz or data, found 'svg'" -- domineering --thermograph=svg 2x2
t zz-thermo         0 $'^8\t0\t\\{2\\|1\\|\\|0\\}\t1\t0\t3/4\t3/4\t' EMPTY -- zigzag --from 8 --to 8 --thermo --format=tsv
t zz-thermograph    0 'tikzpicture' EMPTY -- zigzag 12 --thermograph=tikz
# The hottest value of each size: 2x2 = +-1 (temperature 1) among 4 squares,
# ONAG's 2|-1/2 (temperature 5/4, ch. 10) among 6.
t enum-hottest-4    0 $'^4\t5\t.*\t1\t\\+-1$' EMPTY -- enumerate domineering --cells 6 --stats
t enum-hottest-6    0 $'^6\t35\t.*\t5/4\t\\{2\\|-1/2\\}$' EMPTY -- enumerate domineering --cells 6 --stats
# --latex-width N: in LaTeX a value longer than N characters is a summary
# (the stops and the mean and temperature only when the table has no columns
# for them); the full value stays in the other formats.
t dom-latex-width   0 '\\emph\{birthday 10; 2 Left and 2 Right options; stops \$0\$, \$0\$; mean \$0\$; temperature \$0\$; 465 characters\}' EMPTY -- domineering --latex --latex-width 60 4x6
t dom-latex-width-full 0 '\\allowbreak' EMPTY -- domineering --latex --latex-width 500 4x6
t dom-latex-width-tsv 0 $'^4x6\t\\{' EMPTY -- domineering --format=tsv --latex-width 60 4x6
t zz-latex-width    0 '^16 & 0 & \\emph\{birthday 8; 2 Left and 3 Right options; 163 characters\} & \$1\$ & \$0\$ & \$\\frac\{15\}\{16\}\$ & \$\\frac\{15\}\{16\}\$ & \$P_\{4\}\$' EMPTY -- zigzag --from 1 --to 16 --thermo --latex --latex-width 60
t zz-latex-onag     0 '^9 & 1 & .* & \$0\$ & \$\\cgtpm\{\(\\cgtgame\{2\}\{0\}, \\cgtgame\{2\}\{\\cgtstar\}\)\}\$ & yes' EMPTY -- zigzag --from 9 --to 9 --latex
t zz-residues-latex 0 '^0 & 8, 16, \.\.\., 40 \(5 values\) & \$P_\{n/4\}\$: 5 of 5' EMPTY -- zigzag --from 1 --to 40 --residues --latex
t latex-width-bad   2 EMPTY 'latex-width' -- zigzag --from 1 --to 4 --latex --latex-width x
t zz-no-value       0 $'^32\t0\t1\t1\t0\t0\t255/256\t0.99609375\t255/256\t0.99609375\tP_8\t\t$' EMPTY -- zigzag --from 32 --to 32 --thermo --no-value --decimal --format=tsv
# --solve (noweb/rulesets/solve.nw): who wins, without the value.  2x4 and 4x2 are
# ONAG's -tiny-two and tiny-two; 6x6 is a first-player win (MCGS).
t solve-outcomes    0 $'^N\nR\nL$' EMPTY -- domineering --solve 6x6 2x4 4x2
t solve-tsv         0 $'^position\toutcome\n6x7\tL$' EMPTY -- domineering --solve -f tsv 6x7
t solve-stops       2 EMPTY 'solve prints the outcome class alone' -- domineering --solve --stops 2x2
t solve-bad         2 EMPTY "column 2: expected" -- domineering --solve '.x'
t solve-limit       1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(6x6\)' -- domineering --solve --max-positions 50 6x6
t solve-verify      1 $'^L\tyes\nR\tno\nN\tyes\nR\tno\nR\tno$' 'verification failed: 3 of 5 stated values are wrong' -- domineering --solve --verify tests/cli/params/whowins.tsv
t solve-nodekayles  0 $'^P\nN$' EMPTY -- nodekayles --solve path:4 path:5
# the decided states are kept in the --table file: a search stopped by a limit
# saves them, and the same command resumes; a finished one answers again
# without searching a state; a value run on the same file keeps them
ST="$WORK/solve.tab"
t solve-keep-limit  1 EMPTY 'positions and [0-9]+ decided states was saved' -- domineering --solve --table "$ST" --max-positions 3000 6x7
t solve-keep-resume 0 '^L$' 'states searched' -- domineering --solve --stats --table "$ST" 6x7
t solve-keep-value  0 '^[+]-1$' EMPTY -- domineering --table "$ST" 3x3
t solve-keep-again  0 '^L$' ': 0 states searched' -- domineering --solve --stats --table "$ST" 6x7
# --times with --solve: each item's outcome and search time, as MCGS reports its own
t solve-times        0 $'^N\nP$' 'position 2 \(2x2 \+ 2x2\): P in [0-9]+\.[0-9]{3} ms' -- domineering --solve --times 2x3 '2x2 + 2x2'
# without --solve, the time each value took; not with the commands that print no values
t value-times        0 $'^\\+-1$' 'position 1 \(2x2\): valued in [0-9]+\.[0-9]{3} ms' -- domineering --times 2x2
t times-moves        2 EMPTY '--times says how long each item.*no --options, --tikz, --moves or --upto' -- domineering --times --moves 2x2
# --by-search (noweb/rulesets/solve.nw, "Values proved by search"): the values of
# ONAG ch. 10's rectangles (3x3 = +-1, 4x1 = 2, 2x3 = {2|-1/2}, 5x5 = 0) and 5x6 (-3/2,
# the report's table); 4x4's value is none of the forms guessed: exit 1, nothing printed
t bysearch-values   0 $'^\\+-1\n2\n\\{2\\|-1/2\\}\n0\n-3/2$' EMPTY -- domineering --by-search 3x3 4x1 2x3 5x5 5x6
t bysearch-stops    0 $'^position\tvalue\toutcome\tleft_stop\tright_stop\n2x7\t\\{3/2\\|-1/2\\}\tN\t3/2\t-1/2$' EMPTY -- domineering --by-search --stops --outcome -f tsv 2x7
t bysearch-none     1 EMPTY '4x4: its value is none of the forms guessed.*nothing was printed' -- domineering --by-search 2x2 4x4
t bysearch-solve    2 EMPTY 'by-search finds the values by one thread' -- domineering --by-search --solve 2x2
t bysearch-threads  2 EMPTY 'by-search finds the values by one thread' -- domineering --by-search --threads 2 2x2
t bysearch-limit    1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(6x6\)' -- domineering --by-search --max-positions 50 6x6
BT="$WORK/bysearch.tab"
t bysearch-save     1 EMPTY 'decided states was saved' -- domineering --by-search --table "$BT" --max-positions 3000 6x7
t bysearch-resume   0 '^\{5/2\|1/2\}$' EMPTY -- domineering --by-search --table "$BT" 6x7
# the values by search and the canonical forms agree, stops and all, on the rectangles
# of at most 5x7 whose values are of the guessed forms (both computed here)
simple="2x1 2x2 2x3 2x5 2x7 3x1 3x2 3x3 3x4 3x5 3x6 3x7 4x3 4x5 4x7 5x2 5x3 5x4 5x6"
# shellcheck disable=SC2086
a=$("$CGTK" domineering --by-search --stops $simple)
# shellcheck disable=SC2086
b=$("$CGTK" domineering --stops $simple)
if [ -n "$a" ] && [ "$a" = "$b" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL bysearch-agrees: search '$a', values '$b'"; fi
# the search and the canonical form agree on the strips 2x1..2x12 and 3x1..3x8
strips="$(for n in $(seq 1 12); do printf '2x%d ' "$n"; done; for n in $(seq 1 8); do printf '3x%d ' "$n"; done)"
# shellcheck disable=SC2086
a=$("$CGTK" domineering --solve $strips | tr '\n' ' ')
# shellcheck disable=SC2086
b=$("$CGTK" domineering --outcome -f tsv $strips | tail -n +2 | cut -f3 | tr '\n' ' ')
if [ -n "$a" ] && [ "$a" = "$b" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL solve-strips: search '$a', values '$b'"; fi
