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
t box-stdin       0 '^3/4$' EMPTY -- box
unset STDIN
t box-zero-den    2 EMPTY 'argument 2: column 3: expected a nonzero denominator' -- box 1/2 1/0
t box-mixed-bad   2 EMPTY 'column 5: expected a denominator greater than the numerator' -- box '2 5/3'
t box-junk        2 EMPTY 'column 4: expected end of input' -- box 1/2x
t box-no-digit    2 EMPTY 'column 1: expected a digit' -- box x
t box-keep-going  2 '^1/4$' 'column 1: expected a digit' -- box --keep-going x 1/3
t box-period      1 EMPTY 'computation limit reached: argument 1: expected a number whose binary expansion' -- box --inverse 1/1000000000000000000000000000000
t box-help        0 '^usage: cgtk box' EMPTY -- box --help
# --game plays [x] as a game (cgtk contorted); --upto makes the items, stdin unread.
t box-game        0 '^3/8	3/8	yes$' EMPTY -- box --game 2/5
t box-upto        0 '^1/4$' EMPTY -- box --upto 3
t box-upto-count  0 '^30	48	48$' EMPTY -- box --upto 30 --range=-3,3 --game --summary
t box-game-latex  0 '^\$2\\frac\{13\}\{35\}\$ & \$2\\frac\{79\}\{256\}\$ & \$2\\frac\{79\}\{256\}\$ & yes' EMPTY -- box --game --latex '2 13/35'
t box-upto-items  2 EMPTY 'expected no X' -- box --upto 3 1/2
t box-upto-bad    2 EMPTY 'expected a denominator from 1 to 1000' -- box --upto 0
t box-range-bad   2 EMPTY 'expected two rationals A,B with A <= B' -- box --upto 3 --range 2,1
t box-summary-alone 2 EMPTY 'goes with --upto' -- box --summary 1/2
t box-game-big    1 EMPTY 'at most 1073741823' -- box --game 1/2000000000
