# cgtk box: ONAG's contorted fractions [x] (ONAG ch. 8), the inverse, continued fractions.
t box-table       0 '^3/8$' EMPTY -- box 2/5
t box-onag        0 '^591/256$' EMPTY -- box '2 13/35'
t box-farey       0 '^9/16$' EMPTY -- box 4/7
t box-decimal     0 '^7/8$' EMPTY -- box 0.75
t box-negative    0 '^-1/8$' EMPTY -- box -- -1/4
t box-integer     0 '^-3$' EMPTY -- box -- -3
t box-huge        0 '^2\^-99999999999999999999$' EMPTY -- box 1/100000000000000000000
t box-huge-neg    0 '^-\(7 \+ 2\^-33333333333333333332 - 2\^-33333333333333333335\)$' EMPTY -- box -- '-7 3/100000000000000000000'
t box-cf          0 '^591/256	\[2; 2, 1, 2, 4\]	\[2; 2, 1, 2, 3, 1\]$' EMPTY -- box --cf '2 13/35'
t box-inverse     0 '^\(2 - sqrt 2\)/2$' EMPTY -- box --inverse 1/5
t box-golden      0 '^\(1 \+ sqrt 5\)/2$' EMPTY -- box --inverse 5/3
t box-inverse-dy  0 '^83/35$' EMPTY -- box --inverse 591/256
t box-inverse-cf  0 '^\(2 - sqrt 2\)/2	\[0; 3, \(2\)\]$' EMPTY -- box --inverse --cf 1/5
t box-tsv         0 '^x	box$' EMPTY -- box -f tsv 1/3
t box-json        0 '^\{"x": "4/7", "box": "9/16"\}$' EMPTY -- box --format=json 4/7
t box-latex       0 'tabular' EMPTY -- box --latex 1/3
STDIN=$'1/3\n# a comment\n2/3\n'
t box-stdin       0 '^3/4$' '^cgtk box: read 2 items from <stdin>, skipped 1 comment line$' -- box
unset STDIN
t box-zero-den    2 EMPTY 'argument 2: column 3: expected a nonzero denominator' -- box 1/2 1/0
t box-mixed-bad   2 EMPTY 'column 5: expected a denominator greater than the numerator' -- box '2 5/3'
t box-junk        2 EMPTY 'column 4: expected an operator' -- box 1/2x
t box-no-digit    2 EMPTY 'column 1: expected a digit' -- box /3
t box-keep-going  2 '^1/4$' 'column 1: expected a number' -- box --keep-going x 1/3
t box-period      1 EMPTY 'computation limit reached: argument 1: expected a number whose binary expansion' -- box --inverse 1/1000000000000000000000000000000
t box-help        0 '^usage: cgtk box' EMPTY -- box --help
# Real expressions, through MPFR.  [pi] from pi = [3; 7, 15, 1, 292, ...] by Conway's
# rule: 3 + six zeros, fifteen ones, a zero, 292 ones: 3 + (2^15-1)/2^21 + (1-2^-292)/2^22
# to below 2^-314; its first 30 decimals (bc) start the 1000-bit answer (300 digits), and
# its first 15 digits, rounded, are the 53-bit answer (floor((p - 1) log10 2) digits).
PI30=$(echo "scale=120; 3 + (2^15-1)/2^21 + (1 - 1/2^292)/2^22" | bc | tr -d '\\\n' | cut -c1-32)
PI15=$(printf '%.14f' "$(echo "scale=20; 3 + (2^15-1)/2^21 + 1/2^22" | bc)")
t box-real-pi     0 "^${PI15//./\\.}\$" EMPTY -- box pi
t box-real-prec   0 "^${PI30//./\\.}[0-9]{269}\$" EMPTY -- box --prec 1000 pi
t box-real-golden 0 '^1\.66666666666667$' EMPTY -- box '(1+sqrt(5))/2'
t box-real-sqrt2  0 '^1\.4$' EMPTY -- box 'sqrt(2)'
# [x] = 1/5 at x = 1/(2+sqrt 2) (ONAG): 15 digits of bc's value, from a rational with
# --prec and from a real expression without
INV=$(printf '%.15f' "$(echo "scale=30; 1/(2+sqrt(2))" | bc)")
t box-real-inv    0 "^${INV//./\\.}\$" EMPTY -- box --inverse --prec 53 0.2
t box-real-inv2   0 "^${INV//./\\.}\$" EMPTY -- box --inverse '1/5+0*pi'
t box-real-cf     0 '^3\.01562476158142	\[3; 7, 15, 1, 292, 1, 1, 1, 2, 1, 3, 1, 14, \.\.\.\]$' EMPTY -- box --cf pi
t box-real-tsv    0 '^pi	3\.01562476158142$' EMPTY -- box -f tsv pi
t box-exact-prec  0 '^0\.375$' EMPTY -- box --prec 20 2/5
t box-prec-zero   2 EMPTY 'expected a precision of 1 to 10000000 bits' -- box --prec 0 pi
t box-prec-big    2 EMPTY 'expected a precision of 1 to 10000000 bits' -- box --prec 10000001 pi
t box-real-paren  2 EMPTY "argument 1: column 7: expected '\)'" -- box 'sqrt(2'
t box-real-div0   2 EMPTY 'column 2: expected a divisor that is not 0' -- box '1/(1-1)+pi'
# Plot data: the header, ONAG's [2/5] = 3/8 among the Stern-Brocot points, a zoom, the
# inverse, bad counts and ranges
t box-plot        0 '^x box$' EMPTY -- box --plot 10
t box-plot-sb     0 '^4\.0000000000000000e-01	3\.7500000000000000e-01$' EMPTY -- box --plot 100
t box-plot-unif   0 '^1\.0000000e-01	' EMPTY -- box --plot 11 --uniform --prec 20
t box-plot-range  0 '^3\.3333333333333333e-01	2\.5000000000000000e-01$' EMPTY -- box --plot 50 --range 1/3,1/2
t box-plot-inv    0 '^box x$' EMPTY -- box --plot 10 --inverse
t box-plot-inv2   0 '^1\.2500000000000000e-01	2\.5000000000000000e-01$' EMPTY -- box --plot 6 --inverse
t box-plot-one    2 EMPTY 'expected a number of points from 2 to 1000000' -- box --plot 1
t box-plot-big    2 EMPTY 'expected a number of points from 2 to 1000000' -- box --plot 1000001
t box-plot-range2 2 EMPTY 'column 5: expected an upper end B greater than A' -- box --plot 10 --range 1/2,1/3
t box-plot-items  2 EMPTY 'takes no X' -- box --plot 10 1/2
t box-plot-format 2 EMPTY 'writes pgfplots data' -- box --plot 10 --format=tsv
# The two trees: 2/5 in the Stern-Brocot tree, its box 3/8 in the same place of the other
t box-tree        0 '^\\node \(s3_1\) at \(2\.5875000,-2\) \{\$\\frac\{2\}\{5\}\$\};$' EMPTY -- box --tree 4
t box-tree-box    0 '^\\node \(d3_1\) at \(10\.4875000,-2\) \{\$\\frac\{3\}\{8\}\$\};$' EMPTY -- box --tree 4
t box-tree-bad    2 EMPTY 'expected a depth from 1 to 6' -- box --tree 0
# --game plays [x] as a game (cgtk contorted); --upto makes the items, stdin unread.
t box-game        0 '^3/8	3/8	yes$' EMPTY -- box --game 2/5
t box-upto        0 '^1/4$' EMPTY -- box --upto 3
t box-upto-count  0 '^30	48	48$' EMPTY -- box --upto 30 --range=-3,3 --game --summary
t box-game-latex  0 '^\$2\\frac\{13\}\{35\}\$ & \$2\\frac\{79\}\{256\}\$ & \$2\\frac\{79\}\{256\}\$ & yes' EMPTY -- box --game --latex '2 13/35'
# The largest --upto the help allows: [0,1] holds 1 + phi(1) + ... + phi(1000) =
# 304,193 fractions of denominator at most 1000 (phi(1000) = 400, phi(999) = 648).
out=$("$CGTK" box --upto 1000 --summary 2>&1); rc=$?
total=$(awk -F'\t' '{ n += $2 } END { print n }' <<<"$out")
if [ $rc -eq 0 ] && [ "$total" = 304193 ] && [[ $out == *$'999\t648\n1000\t400' ]]; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL box-upto-1000: exit $rc, $total fractions: ${out:0:200}"; fi
t box-upto-items  2 EMPTY 'expected no X' -- box --upto 3 1/2
t box-upto-bad    2 EMPTY 'expected a denominator from 1 to 1000' -- box --upto 0
t box-range-bad   2 EMPTY 'expected an upper end B greater than A' -- box --upto 3 --range 2,1
t box-summary-alone 2 EMPTY 'goes with --upto' -- box --summary 1/2
t box-game-big    2 EMPTY 'at most 1073741823' -- box --game 1/2000000000
t box-game-deep   1 EMPTY 'expected a search within its limits \(the depth of recursion\)' -- box --game 1/100000
