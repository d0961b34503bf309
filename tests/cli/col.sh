# cgtk col and snort (ONAG ch. 8): notations, formats, censuses, bad input, limits.
# COL's strings are CGSuite's: the tag is the colour of the neighbours, so CGSuite's
# 'R-.' is ONAG's node tinted Left (only Left may colour it) beside a free one, 1/2;
# the general notation keeps ONAG's tints ('path:5 L:1,5').  These tests read 'L'
# for ONAG's tint until the tags became CGSuite's: each string swapped L and R.
t col-cgsuite       0 '^1/2$'        EMPTY -- col 'R-.'
t col-cgsuite-neg   0 '^-1/2$'       EMPTY -- col 'L-.'
# CGSuite's GameGraphTest.scala ("define Col properly"): Col("R-.-R-.-L-.-R-.-R-.") is
# 7/8, and so is the same path in the general notation with ONAG's tints.
t col-cgsuite-test  0 '^7/8$'        EMPTY -- col 'R-.-R-.-L-.-R-.-R-.'
t col-cgsuite-onag  0 '^7/8$'        EMPTY -- col 'path:10 L:1,3,7,9 R:5'
# CGSuite's names (':a', ':{name}') and ';' between parts: a triangle is 0 (symmetric)
t col-cgsuite-name  0 '^0$'          EMPTY -- col '.:a-.-.-:a'
t col-cgsuite-semi  0 '^1/2$'        EMPTY -- col 'L-.;R'
t col-by-search     0 $'^1/2\n1$'     EMPTY -- col --by-search 'R-.' 'path:5 L:1,5'
t col-general       0 '^1$'          EMPTY -- col 'path:5 L:1,5'
t col-family-word   0 '^1$'          EMPTY -- col path 3 'R-.-R'
t col-branches      0 '^0$'          EMPTY -- col '.-.-.(-.;-.)'
t col-cycle-name    0 '^0$'          EMPTY -- col '.[a]-.-.-[a]'
t col-blanks        0 '^1/2$'        EMPTY -- col ' R - . '
t col-untagged      0 '^1/2$'        EMPTY -- col 'R-'
t snort-untagged    0 '^\+-2$'      EMPTY -- snort -- '--'
t col-sum           0 '^1/2\*$'      EMPTY -- col 'R-., .'
t col-tsv           0 $'^R-.\t1/2\t1/2\t1/2$' EMPTY -- col -f tsv --stops 'R-.'
t col-json          0 '^\{"position": "R-.", "value": "1/2"\}$' EMPTY -- col -f json 'R-.'
t col-latex         0 'tikzpicture'  EMPTY -- col --format=latex 'L-.-R'
t col-tikz          0 'draw,fill=white' EMPTY -- col --tikz 'L-.-R'
t col-options       0 $'^.-.\\(-.;-R\\)\tR\tR, R, R\t3$' EMPTY -- col --options '.-.(-.;-R)'
t snort-pm1         0 '^\+-1$'       EMPTY -- snort '.-.'
t snort-thermo      0 $'^\\+-\\{2\\|1\\}\tmean 0 temperature 3/2$' EMPTY -- snort --thermo path 4
STDIN=$'.-.-.\n'
t snort-stdin       0 '^\+-2$'       EMPTY -- snort
unset STDIN
# bad input: column and expectation, exit 2, nothing on stdout
t col-bad-tint      2 EMPTY "column 3: expected a node: '.', 'L', 'R', 'B', ':a' or '\[name\]'" -- col 'L-Q'
t col-bad-self      2 EMPTY 'column 5: expected a node other than the first' -- col 'e:1-1'
t col-bad-self-cgs  2 EMPTY 'column 6: expected a node other than the one before' -- col '.[a]-[a]'
t col-bad-node      2 EMPTY 'column 3: expected a node number, 1 to 16384' -- col 'e:0-1'
t col-bad-family    2 EMPTY 'column 7: expected a number of nodes, 3 to 16384' -- col 'cycle:2'
t col-bad-paren     2 EMPTY "column 4: expected a ')' closing this '\('" -- col '.-.(-.'
t col-bad-name      2 EMPTY 'column 3: expected a tag before a new name' -- col '.-[b]'
t col-bad-after     2 EMPTY "column 5: expected '-', '\(', ',' or the end after a node" -- col '.-. .'
t col-bad-empty     2 EMPTY 'column 1: expected a node' -- col ''
t col-too-many      1 EMPTY 'expected a node number, 1 to 16384' -- col 'e:1-99999'
t col-limit         1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(grid:5x5\)' -- col --max-positions 100 grid:5x5
# censuses: counts checked by hand in noweb/rulesets/tinted.nw (3, 5, 19 tinted COL
# graphs of 1-3 nodes; trees A000055); SNORT's hottest graphs of n nodes are those with
# a node adjacent to all others (ONAG's rule), as many as all graphs of n - 1 nodes
# (A000088: 1, 2, 4, 11, 34, 156)
t col-census        0 $'^3\t19\t' EMPTY -- enumerate col --nodes 3 --census
t col-census-trees  0 $'^10\t106\t' EMPTY -- enumerate col --class trees --nodes 10 --census
t snort-hottest     0 $'^7\t853\t6\t156\t\\+-6\t' EMPTY -- enumerate snort --class untinted --nodes 7 --hottest
t snort-hottest-6   0 $'^6\t112\t5\t34\t' EMPTY -- enumerate snort --class untinted --nodes 6 --hottest
t col-class-bad     2 EMPTY "--class: expected one of graphs, untinted, trees, tinted-trees, random, found 'x'" -- enumerate col --class x --nodes 3
t col-nodes-bad     2 EMPTY 'expected --size K with 1 <= K <= 8' -- enumerate col --nodes 9
t col-properties    0 $'^two untinted twins may be tinted black and white\tONAG ch. 8, COL\t([0-9]+)\t\\1$' EMPTY -- enumerate col --nodes 5 --properties
t snort-properties  0 $'^a node adjacent to every node not of one.s own tint is a best move\tONAG ch. 8, SNORT\t([0-9]+)\t\\1$' EMPTY -- enumerate snort --nodes 5 --properties
t col-random        0 $'^3\t1000\t' EMPTY -- enumerate col --class random --nodes 3 --census
t col-denominator   0 $'^7\t16\t42\t' EMPTY -- enumerate col --nodes 7 --distribution=denominator
CGTK_GENG=/nonexistent; export CGTK_GENG
t col-no-geng       2 EMPTY "CGTK_GENG names '/nonexistent', which is not a program" -- enumerate col --nodes 3
unset CGTK_GENG
