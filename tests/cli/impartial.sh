# cgtk octal, grundy, nim, nodekayles: results, bad input (exit 2, nothing on
# stdout, a message with the position), limits (exit 1).
t octal-upto        0 '^0 1 2 3 1 4 3 2 1 4 2 6$' EMPTY -- octal 0.77 --upto 11
t octal-tsv         0 '^11	6$'       EMPTY -- octal 0.77 --upto 11 --format=tsv
t octal-window      0 '^2 6$'         EMPTY -- octal 0.77 --from 10 --to 11
t octal-plain       0 '^0 1 2 3 1 4$' EMPTY -- octal 0.77 --upto 5 --plain
t octal-period      0 '^period 12 preperiod 71$' EMPTY -- octal .77 --period
t octal-rows-latex  0 'textbf'        EMPTY -- octal 0.77 --rows --format=latex
t octal-rules       0 '^take 1 token if it is the whole heap$' EMPTY -- octal 0.165 --rules
t octal-hex         0 '^0 0 0 1 1 2 2 3 3$' EMPTY -- octal 8.0 --upto 8
t octal-bad-x       2 EMPTY "code '0.8x': column 4: expected end of input" -- octal 0.8x --upto 5
t octal-bad-point   2 EMPTY "column 3: expected a digit after '.'" -- octal 0. --upto 5
t octal-empty       2 EMPTY "column 1: expected a hexadecimal digit" -- octal '' --upto 5
t octal-d0          2 EMPTY "expected 0, 4, 8 or C before '.'" -- octal 2.7 --upto 5
t octal-negative    2 EMPTY "--upto: expected a non-negative integer, found '-5'" -- octal 0.77 --upto -5
t octal-no-code     2 EMPTY 'expected an octal code' -- octal --upto 5
t octal-two-codes   2 EMPTY 'expected one code' -- octal 0.77 0.07 --upto 5
t octal-no-n        2 EMPTY 'expected --upto N' -- octal 0.77
t octal-from-past   2 EMPTY 'is past the last heap' -- octal 0.77 --from 9 --to 5
t octal-format      2 EMPTY "expected plain, tsv or latex, found 'xml'" -- octal 0.77 --upto 3 --format=xml
t octal-huge        2 EMPTY 'past the limit' -- octal 0.77 --upto 99999999999
t octal-unsettled   1 EMPTY 'no period certified with 2000 heaps' -- octal 0.6 --period --max 2000
t octal-upto-short  1 EMPTY 'no period certified with 100 heaps' -- octal 0.77 --period --upto 100
t octal-survey-code 2 EMPTY 'takes no code' -- octal --survey 0.77
t grundy-args       0 '^1$'           EMPTY -- grundy '{*2,0,*3}'
STDIN=$'{*2,*3|*2,*3}\n# comment\n*3 + *5\n'
t grundy-stdin      0 '^6$'           EMPTY -- grundy
unset STDIN
t grundy-tsv        0 '^0	0	1	P	N$' EMPTY -- grundy --format=tsv 0
t grundy-partizan   2 EMPTY "argument 1: column 1: expected an impartial game \(the same options" -- grundy '{0|*}'
t grundy-number     2 EMPTY "argument 2: column 1: expected an impartial game: 0, \*n" -- grundy '*' 1
t grundy-limit      1 EMPTY 'computation limit reached' -- grundy --max-nodes 50 '*20 + *30'
t nim-normal        0 '^heap 1: 3 -> 1$' EMPTY -- nim 3 4 5
t nim-p             0 '^P$'           EMPTY -- nim 1 2 3
t nim-misere        0 '^heap 1: 2 -> 1$' EMPTY -- nim --misere 2 1 1
t nim-mex           0 '^1$'           EMPTY -- nim --mex 2 0 3
t nim-table         0 'otimes'        EMPTY -- nim --times-table 4 --format=latex
t nim-bad           2 EMPTY "argument 2: expected a non-negative integer below 2\^64, found 'x'" -- nim 3 x
t nim-negative      2 EMPTY 'invalid option|unrecognized' -- nim -1 2
t nim-none          2 EMPTY 'expected the heap sizes' -- nim
t nim-times-one     2 EMPTY 'expected two numbers' -- nim --times 3
t nk-path           0 '^4$'           EMPTY -- nodekayles path 13
t nk-grid           0 '^0$'           EMPTY -- nodekayles grid 4x4
t nk-edges          0 '^2$'           EMPTY -- nodekayles edges '0-1, 1-2 2-0 2-3'
STDIN=$'0 -1\n'
t nk-edges-stdin-bad 2 EMPTY 'edges: column 2' -- nodekayles edges
unset STDIN
STDIN=$'0-1\n1-2\n'
t nk-edges-stdin    0 '^2$'           EMPTY -- nodekayles edges
unset STDIN
t nk-upto-tsv       0 '^13	4	4	4	yes$' EMPTY -- nodekayles --upto 20 --format=tsv path
t nk-bad-family     2 EMPTY "expected path, cycle, star, grid or edges, found 'tree'" -- nodekayles tree 5
t nk-bad-grid       2 EMPTY "expected PxQ such as 4x5, found '3y4'" -- nodekayles grid 3y4
t nk-bad-size       2 EMPTY "expected a non-negative size, found '-3'" -- nodekayles path -- -3
t nk-bad-edge       2 EMPTY "edges: column 6: expected '-'" -- nodekayles edges '0-1 1'
t nk-cycle-2        2 EMPTY 'at least 3 vertices' -- nodekayles cycle 2
t nk-path-100       0 '^7$'           EMPTY -- nodekayles path 100
t nk-grid-2x40      0 '^0$'           EMPTY -- nodekayles grid 2x40
t nk-too-big        1 EMPTY 'at most 16384 vertices' -- nodekayles path 20000
t nk-table-limit    1 EMPTY 'computation limit reached' -- nodekayles --max-entries 3 grid 4x4
