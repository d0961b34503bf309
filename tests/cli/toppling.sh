# cgtk toppling: values, outcomes, moves, both notations, bad input.
# (Values derived in noweb/rulesets/toppling.nw and tests/golden/toppling.golden.)
t top-value         0 $'^1/2\n\\*\n\\+-1$' EMPTY -- toppling lrl lr llrr
t top-mcgs          0 '^1/2$'          EMPTY -- toppling XOX
t top-cgsuite-dots  0 '^1/2$'          EMPTY -- toppling 'l.r.l'
t top-sum           0 '^0$'            EMPTY -- toppling 'lrl rlr'
t top-sum-bar       0 '^0$'            EMPTY -- toppling 'XOX|OXO'
t top-plus          0 '^0$'            EMPTY -- toppling 'lrl + rlr'
t top-grey          0 '^\*5$'          EMPTY -- toppling '#####'
t top-solve         0 $'^L\nN\nR$'     EMPTY -- toppling --solve XXO##XXO#X '#O###OO#XX' OOXXOXXXOO
t top-moves         0 $'^lrl\t=\tlrl\t1/2\tL\t' EMPTY -- toppling --moves lrl
t top-moves-win     0 $'^lrl\tL\t\\.\t0\tP\tyes$' EMPTY -- toppling --moves lrl
t top-options       0 $'^le\tR\tl\t1$' EMPTY -- toppling --options le
t top-stops         0 $'^\\{1\\|0\\}\tstops 1 0$' EMPTY -- toppling --stops le
t top-tikz          0 'fill=red!60'    EMPTY -- toppling --tikz 'lr|e'
t top-help          0 'CGSuite 2'      EMPTY -- toppling --help
t top-enum          0 ANY              EMPTY -- enumerate toppling --size 3
t top-unknown       2 EMPTY "column 3: expected a domino 'l', 'x', 'r', 'o', 'e' or '#'" -- toppling 'lrq'
t top-empty         2 EMPTY 'column 1: expected a row of dominoes' -- toppling ''
t top-second-bad    2 EMPTY 'argument 2: column 2' -- toppling lr 'l*'
