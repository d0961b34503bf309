# Batch use: --keep-going, input lines (comments, blanks, NUL bytes), compare on
# standard input, --decimal, and results that cannot be written.
lines=""
for i in $(seq 1 10000); do
  case $i in 17|5000|9999) lines+=$'(2|1||0 - *2)\n' ;; *) lines+=$'{1|-1}\n' ;; esac
done
STDIN=$lines
t keep-going-10k-rows  2 $'^game\tvalue\toutcome\terror$' '3 of 10000 items failed' -- value --keep-going --format=tsv
t keep-going-10k-error 2 $'^\\(2\\|1\\|\\|0 - \\*2\\)\t\t\tcolumn 3: expected' '<stdin>:17: column 3' -- value --keep-going --format=tsv
unset STDIN
# the count of rows: 9,997 results and 3 error rows after the header
got=$(printf '%s' "$lines" | "$CGTK" value --keep-going --format=tsv 2>/dev/null; echo "rc=$?")
if [ "$(grep -c $'\t$' <<<"$got")" -eq 9997 ] && [ "$(grep -c $'\tcolumn 3: expected' <<<"$got")" -eq 3 ] \
   && [ "$(grep -c . <<<"$got")" -eq 10002 ] && grep -q '^rc=2$' <<<"$got"; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL keep-going-10k-count: expected 9997 results, 3 error rows, exit 2"; fi
t keep-going-json      2 '"error": "column 4: expected' 'argument 2' -- value --keep-going --format=json 1 '{1|' '*'
t keep-going-plain     2 $'^1\n\\*$' '1 of 3 items failed' -- value --keep-going 1 '{1|' '*'
t keep-going-ok        0 '^1$' EMPTY -- value --keep-going 1
t no-keep-going        2 EMPTY 'argument 2: column 4' -- value 1 '{1|' '*'
STDIN=$'  {0|1}   # a half, with blanks around it\n\t^ + ^\t# two ups\n# a comment line\n'
t comment-trailing     0 $'^1/2\n\\^\\^$' 'read 2 items from <stdin>, skipped 1 comment line' -- value
unset STDIN
STDIN=$'..#|...  # a board with a blocked square\n'
t comment-hash-in-word 0 '.' EMPTY -- domineering
unset STDIN
STDIN=$'\t{1|-1}\n'
t tsv-leading-tab      0 $'^\\{1\\|-1\\}\t\\+-1\tN$' EMPTY -- value --format=tsv
STDIN=$'^\t0\n*\t0\nv\t^\n1 + *\t1\n'
t compare-stdin        0 $'^>\n\\|\\|\n<\n\\|\\|$' EMPTY -- compare
t compare-stdin-tsv    0 $'^a\tb\trelation\n\\^\t0\t>\n\\*\t0\t\\|\\|\nv\t\\^\t<\n1\\*\t1\t\\|\\|$' EMPTY -- compare --format=tsv
STDIN=$'^\t0\n*\n'
t compare-no-tab       2 EMPTY '<stdin>:2: column 2: expected a tab and a second game' -- compare
STDIN=$'^\t{1|\n'
t compare-second-col   2 EMPTY '<stdin>:1: column 6: expected' -- compare
unset STDIN
t compare-three        2 EMPTY 'expected two games, found 3' -- compare 1 2 3
t decimal-value        0 $'^3/8\t0\\.375\n\\+-1\t$' EMPTY -- value --decimal 3/8 '+-1'
t decimal-tsv          0 $'^game\tvalue\tvalue_decimal\toutcome\n-11/4\t-11/4\t-2\\.75\tR$' EMPTY -- value --decimal --format=tsv -- -11/4
t decimal-json         0 '"value_decimal": 0\.0625,' EMPTY -- value --decimal --format=json 1/16
# A NUL byte in a line is bad input at its column, never a silently shortened line.
got=$(printf '1\0garbage\n' | "$CGTK" value 2>&1 >/dev/null; echo "rc=$?")
if grep -q '<stdin>:1: column 2: expected text, found a NUL byte' <<<"$got" && grep -q '^rc=2$' <<<"$got"
then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL input-nul-byte: $got"; fi
# Results that cannot be written: a message and exit 1, for a full disk and a closed pipe.
if [ -w /dev/full ]; then
  got=$("$CGTK" value 1 2>&1 >/dev/full; echo "rc=$?")
  if grep -q 'writing the results: No space left on device' <<<"$got" && grep -q '^rc=1$' <<<"$got"
  then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL write-dev-full: $got"; fi
fi
got=$( (trap '' PIPE; "$CGTK" numbers --day 14 2>"$WORK/err" | true; echo "rc=${PIPESTATUS[0]}") )
if grep -q '^rc=1$' <<<"$got" && grep -q 'Broken pipe' "$WORK/err"
then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL write-closed-pipe: $got $(cat "$WORK/err")"; fi
# The manual and the completion come from the same tables as --help.
t man-page             0 '^\.SS "cgtk value"$' EMPTY -- help --man
t man-page-options     0 'fB\\-\\-keep\\-going' EMPTY -- help --man
t man-page-ruleset     0 '^\.SS "cgtk domineering"$' EMPTY -- help --man
t completion           0 'value\) words="--explain ' EMPTY -- help --completion
# The temperature commands share one driver: --keep-going and --decimal there too.
t keep-going-temperature 2 $'^\\{1\\|\t\t\tcolumn 4: expected' '1 of 3 items failed' -- temperature --keep-going -f tsv '{1|-1}' '{1|' '^'
t keep-going-stops-plain 2 $'^1 -1\n0 0$' 'argument 2: column 4' -- stops --keep-going '{1|-1}' '{1|' '*'
t decimal-stops          0 $'\t-1/4\t-0\\.25$' EMPTY -- stops --decimal '{1|-1/4}'
t decimal-mean-json      0 '"mean": "2", "mean_decimal": 2\}' EMPTY -- mean --decimal -f json '{3|1}'
t decimal-not-offered    2 EMPTY "unknown option '--decimal'" -- cool --decimal 1 1
# --keep-going in the commands that read all their items first: the bad ones are
# dropped, reported, and listed right after the header of the table.
t keep-going-ruleset   2 $'^position\tvalue\terror\n\\.\\.\\|\\.x\t\tcolumn 5: expected' '1 of 3 items failed' -- domineering --keep-going -f tsv 2x2 '..|.x' 2x3
t keep-going-ruleset-2 2 $'\n2x3\t\\{2\\|-1/2\\}\t$' ANY -- domineering --keep-going -f tsv 2x2 '..|.x' 2x3
t keep-going-all-bad   2 EMPTY '1 of 1 items failed' -- domineering --keep-going x
t keep-going-grundy    2 $'^1\n1$' 'argument 2: column 2' -- grundy --keep-going '*2+*3' '*x' '*1'
t keep-going-birthday  2 $'^game\tbirthday\terror\n1\t1\t\n\\{\t\tcolumn 2: expected' '1 of 3 items failed' -- birthday --keep-going -f tsv 1 '{' '^'
t decimal-ruleset      0 $'^2x3\t\\{2\\|-1/2\\}\t\t2\t2\t-1/2\t-0\\.5$' EMPTY -- domineering --decimal --stops 2x3
t empty-format         2 EMPTY "--format: expected plain, tsv, latex or json, found ''" -- value --format= 1
t octal-column-lower   0 $'g_0_07c1' EMPTY -- nodekayles --upto 3 --octal 0.07C1 --format=tsv path
# Printing counts against --max-memory: the sum of 26 switches has a value of
# many megabytes of text (146 MB of memory before the printer was charged).
e=$(printf '+-%d + ' $(seq 1 25))+-26
t print-bounded        1 EMPTY 'computation limit reached: --max-memory' -- value --max-memory 20 "$e"
# Faults of the fuzzing campaign (the tracker's "faults found by fuzzing"):
# a limit striking while a value is printed is a limit, with nothing printed,
# also after thousands of good lines; a file without line ends (/dev/zero) is
# refused at its first byte, not read without end.
t limit-while-printing 1 EMPTY 'computation limit reached: --max-games' -- value --max-games 8 '{2|1||0}'
STDIN=$(printf '1\n%.0s' $(seq 3000))$'\n{2|1||0}\n'
t limit-after-good-lines 1 EMPTY 'computation limit reached' -- value --max-games 8
unset STDIN
t verify-dev-zero      2 EMPTY '/dev/zero:1: column 1: expected text, found a NUL byte' -- verify /dev/zero
# enumerate's list of positions counts against --max-memory (2.5 GB for 15 cells
# at --max-memory 50 before), and the limit leaves no leak (this runs under ASan).
t enumerate-bounded    1 EMPTY 'computation limit reached: --max-memory, while listing the positions of up to 13 squares' -- enumerate domineering --cells 13 --max-memory 8
# A ruleset's value table of more than twelve rows is a long table; with --keep-going
# the error row of a bad position is written at once, before the table is made long
# (an assertion failed there until a fuzzer found it).
t keep-going-long-tsv  2 $'^position\tvalue\terror\nx!\t\tcolumn 1: [^\n]*(\n1x2\t-1\t){13}$' '1 of 14 items failed' -- domineering --keep-going --format=tsv 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 1x2 'x!'
t keep-going-long-json 2 '"error": "column 2: expected x' '1 of 14 items failed' -- snogo --keep-going --format=json xx xx xx xx xx xx xx xx xx xx xx xx xx 'x!'
