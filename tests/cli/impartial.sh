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
t octal-bad-x       2 EMPTY "^cgtk octal: code: column 4: expected end of input$" -- octal 0.8x --upto 5
t octal-bad-caret   2 EMPTY '^     \^$'    -- octal 0.8x --upto 5
t octal-bad-point   2 EMPTY "column 3: expected a digit after '.'" -- octal 0. --upto 5
t octal-empty       2 EMPTY "column 1: expected a hexadecimal digit" -- octal '' --upto 5
t octal-d0          2 EMPTY "expected 0, 4, 8 or C before '.'" -- octal 2.7 --upto 5
t octal-negative    2 EMPTY "--upto: expected a non-negative integer, found '-5'" -- octal 0.77 --upto -5
t octal-no-code     2 EMPTY 'expected an octal code' -- octal --upto 5
t octal-two-codes   2 EMPTY 'expected one code' -- octal 0.77 0.07 --upto 5
t octal-no-n        2 EMPTY 'expected --upto N' -- octal 0.77
t octal-from-past   2 EMPTY 'is past the last heap' -- octal 0.77 --from 9 --to 5
t octal-format      2 EMPTY "expected plain, tsv, latex or json, found 'xml'" -- octal 0.77 --upto 3 --format=xml
t octal-huge        2 EMPTY 'past the limit' -- octal 0.77 --upto 99999999999
t octal-unsettled   1 EMPTY 'no period certified with 2000 heaps' -- octal 0.6 --period --max 2000
t octal-upto-short  1 EMPTY 'no period certified with 100 heaps' -- octal 0.77 --period --upto 100
t octal-survey-code 2 EMPTY 'takes no code' -- octal --survey 0.77
# Formats: every TSV has one header line of snake_case names; JSON Lines.
t octal-tsv-header  0 '^n	g$'       EMPTY -- octal 0.77 --upto 3 --format=tsv
t octal-json        0 '^\{"n": 11, "g": 6\}$' EMPTY -- octal 0.77 --upto 11 --format=json
t octal-latex       0 'begin\{longtable\}' EMPTY -- octal 0.77 --upto 11 --latex
t octal-period-tsv  0 '^0\.77	12	71	167$' EMPTY -- octal 0.77 --period -f tsv
t octal-period-json 0 '^\{"code": "0\.77", "period": 12, "preperiod": 71, "bound": 167\}$' EMPTY -- octal 0.77 --period --format=json
t octal-rows-tsv    0 '^70	6	yes$' EMPTY -- octal 0.77 --rows --format=tsv
t octal-rows-upto   0 '^    24: 4 1 2 8 5\. 4 7$' EMPTY -- octal 0.77 --rows --upto 30
t octal-survey-tsv  0 '^code	period	preperiod	bound$' EMPTY -- octal --survey --max 64 --format=tsv
t octal-unsettled-json 0 '^\{"code": "0\.004", "heaps": 1024, "saltus_period": null' EMPTY -- octal --survey --unsettled --max 64 --format=json
t octal-rules-tsv   2 EMPTY '--rules writes sentences, in plain text only' -- octal 0.165 --rules --format=tsv
t octal-two-modes   2 EMPTY 'two modes given, --period and --rows: expected one' -- octal 0.77 --period --rows
t octal-from-mode   2 EMPTY '--from goes with the values' -- octal 0.77 --period --from 3
t octal-unsettled-alone 2 EMPTY '--unsettled goes with --survey' -- octal 0.77 --upto 5 --unsettled
t octal-two-formats 2 EMPTY 'two formats given, tsv and latex' -- octal 0.77 --upto 5 -f tsv --latex
t grundy-args       0 '^1$'           EMPTY -- grundy '{*2,0,*3}'
STDIN=$'{*2,*3|*2,*3}\n# comment\n*3 + *5\n'
t grundy-stdin      0 '^6$'           'read 2 items from <stdin>, skipped 1 comment line' -- grundy
unset STDIN
t grundy-tsv        0 '^0	0	1	P	N$' EMPTY -- grundy --format=tsv 0
t grundy-tsv-header 0 '^expression	grundy	misere	outcome	misere_outcome$' EMPTY -- grundy --format=tsv 0
t grundy-json       0 '^\{"expression": "\*2", "grundy": 2, "misere": 2, "outcome": "N", "misere_outcome": "N"\}$' EMPTY -- grundy --format=json '*2'
t grundy-latex      0 'mathcal G\^-' EMPTY -- grundy --latex 0
t grundy-latex-math 0 '^\$\\\{\\cgtnim\{2\},\\,0\\\}\+\\cgtstar \$ & 0 & 1 & ' EMPTY -- grundy --latex '{*2,0} + *'
t grundy-partizan   2 EMPTY "argument 1: column 1: expected an impartial game \(the same options" -- grundy '{0|*}'
t grundy-number     2 EMPTY "argument 2: column 1: expected an impartial game: 0, \*n" -- grundy '*' 1
t grundy-limit      1 EMPTY 'computation limit reached' -- grundy --max-nodes 50 '*20 + *30'
t nim-normal        0 '^heap 1: 3 -> 1$' EMPTY -- nim 3 4 5
t nim-p             0 '^P$'           EMPTY -- nim 1 2 3
t nim-misere        0 '^heap 1: 2 -> 1$' EMPTY -- nim --misere 2 1 1
t nim-mex           0 '^1$'           EMPTY -- nim --mex 2 0 3
t nim-table         0 'otimes'        EMPTY -- nim --times-table 4 --format=latex
t nim-tsv-header    0 '^nim_sum	outcome	heap	from	to$' EMPTY -- nim 3 4 5 --format=tsv
t nim-json          0 '^\{"nim_sum": 2, "outcome": "N", "heap": 1, "from": 3, "to": 1\}$' EMPTY -- nim 3 4 5 --format=json
t nim-json-p        0 '^\{"nim_sum": 0, "outcome": "P", "heap": null, "from": null, "to": null\}$' EMPTY -- nim 1 2 3 --format=json
t nim-sum-tsv       0 '^a	b	nim_sum$' EMPTY -- nim --sum-table 4 --format=tsv
t nim-mex-json      0 '^\{"mex": 1\}$' EMPTY -- nim --mex 2 0 3 --format=json
t nim-two-modes     2 EMPTY 'two modes given, --mex and --times' -- nim --mex --times 1 2
t nim-table-operand 2 EMPTY "--sum-table takes no operand, found '3'" -- nim --sum-table 4 3
t nim-bad           2 EMPTY "argument 2: column 1: expected a non-negative integer$" -- nim 3 x
t nim-bad-digit     2 EMPTY "argument 1: column 3: expected a decimal digit" -- nim 12x
t nim-too-big       2 EMPTY "argument 1: expected a non-negative integer below 2\^64" -- nim 18446744073709551616
t nim-negative      2 EMPTY 'argument 1: column 1: expected a non-negative integer' -- nim -1 2
t nim-negative-dash 2 EMPTY 'argument 1: column 1: expected a non-negative integer' -- nim -- -1 2
t nim-none          2 EMPTY 'expected the heap sizes' -- nim
t nim-times-one     2 EMPTY 'expected two numbers' -- nim --times 3
t nk-path           0 '^4$'           EMPTY -- nodekayles path 13
t nk-grid           0 '^0$'           EMPTY -- nodekayles grid 4x4
# --by-search: nim-values proved by the outcome search (G + *n a second-player win);
# Dawson's chess on paths: 3 for path 5, 4 for path 13 (Winning Ways ch. 4)
t nk-by-search      0 $'^3\n4\n0$'  EMPTY -- nodekayles --by-search path:5 path:13 grid:4x4
t nk-edges          0 '^2$'           EMPTY -- nodekayles edges '0-1, 1-2 2-0 2-3'
STDIN=$'0 -1\n'
t nk-edges-stdin-bad 2 EMPTY '<stdin>:1: column 8: expected .-. between the two vertices' -- nodekayles edges
unset STDIN
STDIN=$'0-1 1-2\n0-1\n'
t nk-edges-stdin    0 $'^2\n1$'     EMPTY -- nodekayles edges
unset STDIN
t nk-upto-tsv       0 '^13	4	4	4	yes$' EMPTY -- nodekayles --upto 20 --octal 0.137 --octal 0.07+1 --format=tsv path
t nk-upto-header    0 '^n	nim_value	g_0_137	g_0_07	agree$' EMPTY -- nodekayles --upto 20 --octal 0.137 --octal 0.07+1 --format=tsv path
t nk-bad-family     2 EMPTY "column 1: expected 'e:' or 'n:', or a family such as path:N" -- nodekayles wheel 5
t nk-bad-grid       2 EMPTY "column 7: expected 'x' between the rows and the columns" -- nodekayles grid 3y4
t nk-bad-size       2 EMPTY 'column 6: expected a number of nodes, 0 to 16384' -- nodekayles path -- -3
t nk-bad-edge       2 EMPTY "column 12: expected '-' between the two vertices" -- nodekayles edges '0-1 1'
t nk-cycle-2        2 EMPTY 'expected a number of nodes, 3 to 16384' -- nodekayles cycle 2
t nk-path-100       0 '^7$'           EMPTY -- nodekayles path 100
t nk-grid-2x40      0 '^0$'           EMPTY -- nodekayles grid 2x40
t nk-too-big        1 EMPTY 'computation limit reached: argument 1: column 6: expected a number of nodes, 0 to 16384' -- nodekayles path 20000
t nk-table-limit    1 EMPTY 'computation limit reached: --max-positions' -- nodekayles --max-positions 3 grid 4x4
t nk-cycle-100      0 '^0$'           EMPTY -- nodekayles cycle 100
t nk-enumerate      0 $'^\\*\t5\t' EMPTY -- enumerate nodekayles --size 4
