# cgtk dominograph: ONAG's domino graphs (module dominograph).
t graph-pair-v      0 '^1$'          EMPTY -- dominograph 'v:1-2'
t graph-pair-h      0 '^-1$'         EMPTY -- dominograph 'h:1-2'
t graph-node        0 '^0$'          EMPTY -- dominograph 'n:1'
# The 2x3 board as a graph (squares in reading order): the value of the board.
t graph-2x3         0 '^\{2\|-1/2\}$' EMPTY -- dominograph 'h:1-2,2-3,4-5,5-6 v:1-4,2-5,3-6'
t graph-help        0 'horizontal edge' EMPTY -- dominograph --help
t graph-empty       2 EMPTY 'argument 1: column 1: expected a graph' -- dominograph ''
t graph-unknown     2 EMPTY "column 7: expected 'h:', 'v:' or 'n:'" -- dominograph 'h:1-2 k:3'
t graph-too-big     1 EMPTY 'computation limit reached: argument 1: column 5: expected a node number, 1 to 16384' -- dominograph 'v:1-16385'
t graph-65-nodes    0 '^1$'          EMPTY -- dominograph 'v:1-65'
t graph-family      0 '^\{2\|-1/2\}$' EMPTY -- dominograph 'grid:2x3'
t graph-loop        2 EMPTY 'column 5: expected a node other than the first' -- dominograph 'v:3-3'
t graph-second-bad  2 EMPTY 'argument 2: column 4' -- dominograph 'v:1-2' 'h:1'
t graph-none        2 EMPTY 'no items: expected a position as an argument' -- dominograph
t graph-limit       1 EMPTY 'limit reached: --max-positions, on position 1 of 1' -- dominograph --max-positions 5 'h:1-2,2-3,4-5,5-6,7-8,8-9 v:1-4,2-5,3-6,4-7,5-8,6-9'
# ONAG ch. 10's two statements about edges, put to every domino graph of 4 nodes:
# each case held (the count of cases is the same number twice)
t dg-properties-h   0 $'^deleting a horizontal edge never decreases the value\tONAG ch. 10\t([0-9]+)\t\\1$' EMPTY -- enumerate dominograph --nodes 4 --properties
t dg-properties-v   0 $'^adding a vertical edge never decreases the value\tONAG ch. 10\t([0-9]+)\t\\1$' EMPTY -- enumerate dominograph --nodes 4 --properties
t dg-properties-no  2 EMPTY '--properties: nodekayles states no properties' -- enumerate nodekayles --nodes 4 --properties
