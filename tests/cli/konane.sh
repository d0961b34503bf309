# cgtk konane: values, outcomes, moves, bad input.
# (Values derived in noweb/rulesets/konane.nw and tests/golden/konane.golden.)
t kon-value         0 $'^1\n\\*\n1$'   EMPTY -- konane xo. .xo. xo.o.
t kon-letters       0 '^1$'            EMPTY -- konane 'B/W/.'
t kon-slash         0 '^1$'            EMPTY -- konane 'xoxo/oxo.'
t kon-apart         0 '^2$'            EMPTY -- konane 'xo.|...|.ox'
t kon-plus          0 '^0$'            EMPTY -- konane 'xo. + ox.'
t kon-solve         0 $'^L\nN\nP$'     EMPTY -- konane --solve xo. .xo. 'xoxo|ox.x|xoxo'
t kon-moves         0 $'^xo\\.o\\.\tL\t\\.\\.\\.\\.x\t0\tP\tyes$' EMPTY -- konane --moves xo.o.
t kon-options       0 $'^\\.xo\\.\tR\to\\.\\.\\.\t0$' EMPTY -- konane --options .xo.
t kon-tikz          0 'circle'         EMPTY -- konane --tikz 'xo.|#..'
t kon-help          0 'Left'           EMPTY -- konane --help
t kon-enum          0 ANY              EMPTY -- enumerate konane --size 3
t kon-unknown       2 EMPTY "column 3: expected 'x', 'o', '.', '#', '\\|' or '/'" -- konane 'x.q'
t kon-ragged        2 EMPTY 'column 7: expected 3 squares in row 2' -- konane 'x.o|..'
t kon-empty         2 EMPTY 'column 1: expected a square' -- konane ''
