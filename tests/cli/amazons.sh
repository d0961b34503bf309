# cgtk amazons: values, outcomes, moves, both notations, bad input.
# A queen of Left on a strip with k empty squares beside her makes k moves
# and no more (noweb/rulesets/amazons.nw, values by hand): x.. = 2, ...o = -3;
# x.o: whoever moves first takes the middle square: *.
am_hand='^2
-3
\*$'
t am-hand           0 "$am_hand"     EMPTY -- amazons 'x..' '...o' 'x.o'
# outcomes of MCGS's input/autotests/amazons_autotests/3x3.test (from CGSuite 2.1.1)
t am-solve-L        0 '^L$'          EMPTY -- amazons --solve '.X#|.X.|..O'
t am-solve-N        0 '^N$'          EMPTY -- amazons --solve '..O|.OX|..X'
t am-solve-R        0 '^R$'          EMPTY -- amazons --solve 'OX#|X..|.O.'
t am-solve-P        0 '^P$'          EMPTY -- amazons --solve '...|...|...'
# MCGS writes X/O and '|', CGSuite x/o (and '/' is read too): the same value
t am-notations      0 '^0$'          EMPTY -- value 'amazons(.X#|.X.|..O) - amazons(.x#/.x./..o)'
# x..: her four moves, the one to the far end burning the middle leaves 0
t am-moves          0 $'^x\\.\\.\tL\t\\.#x\t0\t' EMPTY -- amazons --moves 'x..'
t am-tikz           0 'circle'       EMPTY -- amazons --tikz 'x.#|..o'
t am-help           0 'queen of Left' EMPTY -- amazons --help
t am-unknown        2 EMPTY "column 3: expected one of the characters '.xo#'" -- amazons 'x.q'
t am-ragged         2 EMPTY 'column 7: expected 2 squares in row 2' -- amazons 'x.|...'
t am-too-big        2 EMPTY 'column 65: expected at most 64 squares' -- amazons '.................................................................'
t am-empty          2 EMPTY 'column 1: expected a row' -- amazons ''
