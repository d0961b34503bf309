# cgtk wythoff, subtraction, partizan-subtraction and the octal names: results,
# the two spellings of a position, bad input (exit 2, the column, nothing on stdout).
# Wythoff (1907): (3,5) is a P-position (n = 2: floor(2 phi) = 3, floor(2 phi^2) = 5);
# wythoff.nw derives G(1,3) = 4 by hand.
t wyt-p             0 '^0$'          EMPTY -- wythoff '(3,5)'
t wyt-value         0 '^4$'          EMPTY -- wythoff '(1,3)'
t wyt-bare          0 '^4$'          EMPTY -- wythoff '1,3'
t wyt-mirror        0 '^0$'          EMPTY -- wythoff '(1,3) + (3,1)'
t wyt-solve         0 $'^P\nN$'      EMPTY -- wythoff --solve '(4,7)' '(4,6)'
t wyt-moves         0 $'\t\\(1,3\\) \\+ \\(1,3\\)\t0\tP\tyes' EMPTY -- wythoff --moves '(3,5) + (1,3)'
# CGSuite's GameHeapTest.scala: Wythoff((10,10)) has 30 options; (10,6) is worth 0
t wyt-options       0 '^\(10,10\)	L	\(0,0\)	0$' EMPTY -- wythoff --options '(10,10)'
t wyt-cgsuite-row   0 $'^10\n11\n9\n8$' EMPTY -- wythoff '10,0' '10,1' '10,2' '10,3'
t wyt-expr          0 '^0$'          EMPTY -- value 'wythoff(1,3) + *4'
t wyt-paren         2 EMPTY "argument 1: column 5: expected '\)'" -- wythoff '(3,5'
t wyt-comma         2 EMPTY "column 4: expected ',' between the two heaps" -- wythoff '(3 5)'
t wyt-letter        2 EMPTY 'column 3: expected a heap, an integer from 0 to 1000000' -- wythoff '3,x'
t wyt-plus          2 EMPTY "column 5: expected '\+' or the end" -- wythoff '3,5 - 1,1'
# subtraction: S(1,3,4) has period 7, G = 0 1 0 1 2 3 2 (derived in octal.nw);
# S(2,3,7) is CGSuite's game.heap.Subtraction([2,3,7]), code 0.0330003, period 5
t sub-values        0 '^0 1 0 1 2 3 2 0 1 0 1 2 3 2$' EMPTY -- subtraction 1,3,4 --upto 13
t sub-period        0 '^period 7 preperiod 0$' EMPTY -- subtraction '{1,3,4}' --period
t sub-json          0 '^\{"code": "0.0330003", "period": 5, "preperiod": 0, "bound": [0-9]+\}$' EMPTY -- subtraction 2,3,7 --period --format=json
t sub-same-as-octal 0 '^0 1 0 1 2 3 2 0$' EMPTY -- octal 0.3033 --upto 7
t sub-outcomes      0 'P' EMPTY -- subtraction 1,2,3 --outcomes
t sub-bad           2 EMPTY 'set: column 3: expected a member of the set, an integer from 1 to 64' -- subtraction '1,,3' --upto 5
t sub-big           2 EMPTY 'column 3: expected a member of the set' -- subtraction 1,65 --upto 5
t sub-none          2 EMPTY 'expected a subtraction set such as 1,3,4' -- subtraction --upto 5
t sub-two           2 EMPTY "expected one set, found '3' after '1,'" -- subtraction 1, 3 --upto 5
t sub-survey        2 EMPTY 'use cgtk octal --survey' -- subtraction --survey
# octal games by name: Kayles is 0.77, Dawson's Kayles 0.07 (Winning Ways ch. 4)
t oct-kayles        0 '^period 12 preperiod 71$' EMPTY -- octal kayles --period
t oct-dawson        0 '^period 34 preperiod 53$' EMPTY -- octal dawsons-kayles --period
t oct-name-bad      2 EMPTY 'code: column 1: expected a hexadecimal digit' -- octal kales --upto 3
# partizan subtraction: CGSuite's GameHeapTest.scala gives the heap of 6 of
# PartizanSubtraction([1,3],[2,3]); partsub.nw derives the heap of 2 of {1,2},{1,3}
t ps-cgsuite        0 '^\{1\|1,\{1\|0\}\|\|0,\{1\|0\}\|0\|\|\|0,\{1\|0\}\|0\}$' EMPTY -- partizan-subtraction 'L={1,3} R={2,3}: 6'
t ps-up             0 '^\^$'         EMPTY -- partizan-subtraction 'L={1,2} R={1,3}: 2'
t ps-swap           0 '^0$'          EMPTY -- partizan-subtraction 'L={1} R={2}: 5 + R={1} L={2}: 5'
t ps-carry          0 '^0$'          EMPTY -- partizan-subtraction 'L={1} R={1}: 3 + 5'
t ps-solve          0 '^L$'          EMPTY -- partizan-subtraction --solve 'L={1,2} R={1,3}: 2'
t ps-moves          0 $'\tL\tL=\\{1,2\\} R=\\{1,3\\}: 0\t0\tP\tyes' EMPTY -- partizan-subtraction --moves 'L={1,2} R={1,3}: 2'
t ps-no-rules       2 EMPTY 'argument 1: column 1: expected L= or R=' -- partizan-subtraction 10
t ps-colon          2 EMPTY "column 13: expected ':' before the heap" -- partizan-subtraction 'L={1} R={2} 3'
t ps-member         2 EMPTY 'column 4: expected a member from 1 to 64' -- partizan-subtraction 'L={0} R={2}: 3'
t ps-twice          2 EMPTY 'column 7: expected R=' -- partizan-subtraction 'L={1} L={2}: 3'
# Kayles and Dawson's Kayles as rulesets: rows of pins (WW p. 91: G(5) = 4, G(4) = 1)
t kay-sum           0 '^5$'          EMPTY -- kayles '5 + 4'
t kay-solve         0 $'^P\nN$'      EMPTY -- dawsons-kayles --solve 5 6
t kay-moves         0 $'\t1 \\+ 1\t0\tP\tyes' EMPTY -- kayles --moves '3 + 1'
t kay-expr          0 '^0$'          EMPTY -- value 'kayles(5 + 4) + *5'
t kay-bad           2 EMPTY "argument 1: column 3: expected '\\+' or the end" -- kayles '5 - 3'
t kay-big           2 EMPTY 'column 6: expected a row of at most 100000 pins' -- kayles 100001
