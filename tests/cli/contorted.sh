# cgtk contorted: ONAG's contorted fractions (module contorted; ONAG ch. 8).
# ONAG's table: [1/3] = 1/4, [2/5] = 3/8, [4/7] = 9/16 (the Farey mean of [1/2] and
# [3/5]), [2 13/35] = 2 79/256 (from the continued fraction 2+1/2+1/1+1/2+1/4).
t contorted-third        0 '^1/4$'     EMPTY -- contorted 1/3
t contorted-two-fifths   0 '^3/8$'     EMPTY -- contorted '[2/5]'
t contorted-four-sevenths 0 '^9/16$'   EMPTY -- contorted 4/7
t contorted-onag-mixed   0 '^591/256$' EMPTY -- contorted '2 13/35'
# Sums and differences: [4/7] + [-3/2] = 9/16 - 3/2; [1/2] - [1/3] = 1/2 - 1/4.
t contorted-sum          0 '^-15/16$'  EMPTY -- contorted '4/7 + [-1 1/2]'
t contorted-difference   0 '^1/4$'     EMPTY -- contorted '[1/2] - [1/3]'
t contorted-integer      0 '^-1073741823$' EMPTY -- contorted -- -1073741823
t contorted-reduced      0 '^1/2$'     EMPTY -- contorted 4/8
t contorted-stops        0 $'^2/5\t3/8\t3/8\t3/8$' EMPTY -- contorted --stops --format=tsv 2/5
t contorted-outcome      0 $'^-2/5\t-3/8\tR$' EMPTY -- contorted --outcome --format=tsv -- -2/5
t contorted-json         0 '"value": "1/4"' EMPTY -- contorted --format=json 1/3
t contorted-help         0 'smaller denominator' EMPTY -- contorted --help
t contorted-enumerate    0 $'^3/8\t1\t\\[2/5\\]$' EMPTY -- enumerate contorted --size 5
# Bad input: a parse error (exit 2) at its column, a number past the range of a
# position's word (2^30 - 1) included; a value of more than 2^20 binary places is a
# computation limit (exit 1); nothing on standard output.
t contorted-bad-op       2 EMPTY "argument 1: column 5: expected '\\+', '-' or the end" -- contorted '1/2 *'
t contorted-zero-den     2 EMPTY 'column 3: expected a nonzero denominator' -- contorted 1/0
t contorted-improper     2 EMPTY 'column 5: expected a denominator greater than the numerator' -- contorted '1 3/2'
t contorted-bracket      2 EMPTY "column 5: expected '\\]'" -- contorted '[1/2'
t contorted-empty        2 EMPTY 'column 1: expected a number' -- contorted ''
t contorted-huge         2 EMPTY 'argument 1: column 1: expected a numerator and a denominator of at most 1073741823' -- contorted 1000000000000000000000000000000
t contorted-huge-den     2 EMPTY 'column 1: expected a numerator and a denominator' -- contorted 1/2000000000
t contorted-too-fine     1 EMPTY 'limit reached: argument 1: column 7: expected a box whose value has at most 2\^20 binary places' -- contorted '1/2 + 1/1048578'
# Long chains come from the closed form: [1/q] = 2^(1-q) (Left moves to 0, Right to
# [1/(q-1)]; contorted.nw, "Long chains"), so [1/50000] = 1/2^49999, with 2^49999
# from bc, and [1/10^6] = 1/2^999999 (a denominator of 301,030 digits).
if command -v bc >/dev/null; then
  t contorted-long       0 "^1/$(echo '2^49999' | BC_LINE_LENGTH=0 bc)\$" EMPTY -- contorted 1/50000
fi
out=$("$CGTK" contorted 1/1000000 2>&1); rc=$?
if [ $rc -eq 0 ] && [[ $out =~ ^1/[0-9]+$ ]] && [ ${#out} -eq 301032 ]; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL contorted-deep: exit $rc, ${#out} characters: ${out:0:200}"; fi
# Golden: ONAG's table of boxes, read from standard input with a comment and a blank
# line, as TSV.
golden=$'position\tvalue\n-1\t-1\n-1/2\t-1/2\n0\t0\n1/4\t1/8\n1/3\t1/4\n2/5\t3/8\n1/2\t1/2\n3/5\t5/8\n2/3\t3/4\n3/4\t7/8\n1\t1\n1 1/2\t3/2\n2\t2'
got=$(printf '%s\n' '# ONAG ch. 8' -1 -1/2 0 1/4 1/3 2/5 '' 1/2 3/5 2/3 3/4 1 '1 1/2' 2 \
      | "$CGTK" contorted --format=tsv 2>"$WORK/err"; echo "rc=$?")
if [ "$got" = "$golden"$'\nrc=0' ] \
   && grep -q '^cgtk contorted: read 13 items from <stdin>, skipped 1 blank line and 1 comment line$' "$WORK/err"
then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL contorted-golden-table: $(cat "$WORK/err"); got"; sed 's/^/  /' <<<"$got" | head -20; fi
