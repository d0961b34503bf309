# cgtk fission: values, outcomes, both notations, bad input.
# .|x|. = 1: Left splits the stone to the ends, Right cannot move; its
# transpose .x. = -1; the lone stone in the middle of 3x3 = {-2|2} = 0
# (noweb/rulesets/fission.nw, values by hand).
fi_hand='^1
-1
0$'
t fi-hand           0 "$fi_hand"     EMPTY -- fission '.|x|.' '.x.' '...|.x.|...'
# outcomes of MCGS's fission_3x3.test and fission_5x5_easy.test (from CGSuite 2.1.1)
t fi-solve-L        0 '^L$'          EMPTY -- fission --solve '...|..X|...'
t fi-solve-R        0 '^R$'          EMPTY -- fission --solve '.X.|...|...'
t fi-solve-P        0 '^P$'          EMPTY -- fission --solve '..#..|.....|...#.|..X#.|.....'
t fi-notations      0 '^0$'          EMPTY -- value 'fission(.....|.X...|.X...|..X##|...#.) - fission(...../.x.../.x.../..x##/...#.)'
t fi-moves          0 $'^\\.\\|x\\|\\.\tL\tx\\|\\.\\|x\t0\t' EMPTY -- fission --moves '.|x|.'
t fi-tikz           0 'circle'       EMPTY -- fission --tikz '.x.|#..'
t fi-unknown        2 EMPTY "column 3: expected one of the characters '.x#'" -- fission 'x.o'
t fi-ragged         2 EMPTY 'column 7: expected 3 squares in row 2' -- fission '...|..'
