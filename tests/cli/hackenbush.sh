# cgtk hackenbush: blue, red and green edges on the ground (module hackenbush).
# Stalks by Berlekamp's rule: the first run gives the integer, each later edge a half
# of the one before (ONAG ch. 8): blue-red 1/2, blue-red-red 1/4, blue-red-blue 3/4.
t hb-half           0 '^1/2$'        EMPTY -- hackenbush lr
t hb-quarter        0 '^1/4$'        EMPTY -- hackenbush lrr
t hb-three-quarter  0 '^3/4$'        EMPTY -- hackenbush lrl
# 1 - 1/2 + 1/4 - 1/8 - 1/16 + 1/32 + 1/64 - 1/128 = 77/128
t hb-stalk-8        0 '^77/128$'     EMPTY -- hackenbush lrlrrllr
t hb-negative       0 '^-77/128$'    EMPTY -- hackenbush rlrllrrl
# A tree: 1:(1 - 1/2) = 3/2 (ONAG's 1:x); a sum of a stalk and its recolouring: 0.
t hb-tree           0 '^3/2$'        EMPTY -- hackenbush 'l(l;rl)'
t hb-sum            0 '^0$'          EMPTY -- hackenbush 'lr + rl'
# Green: a stalk of three is *3; a triangle on the ground fuses to three loops, *.
t hb-green-stalk    0 '^\*3$'        EMPTY -- hackenbush eee
t hb-triangle       0 '^\*$'         EMPTY -- hackenbush 'e:0-1,1-2,2-0'
t hb-lollipop       0 '^\*2$'        EMPTY -- hackenbush 'e:0-1,1-2,2-3,3-1'
t hb-mixed          0 '^\^\*$'       EMPTY -- hackenbush el
t hb-loop           0 '^1/2$'        EMPTY -- hackenbush 'l:0-1 r:1-1'
t hb-stops          0 '^1\*	stops 1 1$' EMPTY -- hackenbush --stops le
t hb-tsv            0 '^lrr	1/4$'     EMPTY -- hackenbush --format=tsv lrr
t hb-json           0 '"value": "\^\*"' EMPTY -- hackenbush --format=json el
STDIN=$'lrlrrllr\n# a comment\nlr + rl\n' \
t hb-stdin          0 '^77/128$'     'read 2 items from <stdin>, skipped 1 comment line' -- hackenbush
unset STDIN
t hb-help           0 'green triangle' EMPTY -- hackenbush --help
t hb-unbalanced     2 EMPTY "column 6: expected '\)' to close the '\(' of column 2" -- hackenbush 'l(l;r'
t hb-close          2 EMPTY "column 2: expected an edge .*'\+' or the end" -- hackenbush 'l)'
t hb-not-grounded   2 EMPTY 'column 9: expected an edge connected to the ground' -- hackenbush 'l:0-1 r:2-3'
t hb-bad-letter     2 EMPTY "argument 2: column 2: expected an edge 'l', 'r' or 'e'" -- hackenbush l lx
t hb-bad-group      2 EMPTY "column 1: expected 'l:', 'r:' or 'e:'" -- hackenbush 'k:0-1'
t hb-too-big        1 EMPTY 'column 5: expected a node number, 0 to 16383' -- hackenbush 'l:0-16384'
t hb-tikz           0 'draw\[blue\] \(0,1\) to\[bend left=25\] \(0,0\)' EMPTY -- hackenbush --tikz 'l:0-1,0-1'
# The fast path: a green stalk of 3000 edges is *3000 (the colon principle); a blue
# edge under 99 red ones is 2^-99 (Berlekamp's rule), past a machine word.
t hb-long-green     0 '^\*3000$'     EMPTY -- hackenbush "$(printf 'e%.0s' $(seq 3000))"
t hb-long-stalk     0 '^1/633825300114114700748351602688$' EMPTY -- hackenbush "l$(printf 'r%.0s' $(seq 99))"
# Bad input: a ')' that closes no '(' (column and what was expected), an unclosed '('
# (test hb-unbalanced above), an edge list whose edges do not reach the ground.
# (after an edge at the top level, ';' starts a new chain, as in CGSuite's strings)
t hb-stray-close    2 EMPTY "column 2: expected an edge 'l', 'r' or 'e', '\(', ';', '\+' or the end \(this '\)' closes no '\('\)" -- hackenbush 'l)r'
t hb-unclosed-2     2 EMPTY "column 3: expected an edge 'l', 'r' or 'e', or '\('" -- hackenbush 'l('
t hb-floating       2 EMPTY 'column 3: expected an edge connected to the ground \(node 0\) by the others' -- hackenbush 'l:1-2'
t hb-floating-loop  2 EMPTY 'column 9: expected an edge connected to the ground' -- hackenbush 'l:0-1 r:2-2'
# Berlekamp's loop rule (ONAG ch. 8, Fig. 11): the left circuit is worth 2.
t hb-circuit        0 '^2$'          EMPTY -- hackenbush 'l:0-1,1-2,2-3,3-4,5-6,7-8 r:4-5,6-7,8-9,9-0'
# Enumeration: the planted blue-red trees on a blue edge, up to isomorphism, grouped by
# value; with at most 3 edges 1/4 is lrr and l(r;r).  --stats: A000151 counts per size.
t hb-enum-3         0 $'^1/4\t2\tlrr l\\(r;r\\)$' EMPTY -- enumerate hackenbush --size 3
t hb-enum-stats     0 $'^7\t2058\t125\t' EMPTY -- enumerate hackenbush --size 7 --stats
t hb-enum-latex     0 'tikzpicture' EMPTY -- enumerate hackenbush --size 2 --format=latex
t hb-enum-too-big   2 EMPTY 'expected --size K with 1 <= K <= 10' -- enumerate hackenbush --size 11
t enum-hb-decimal 0 '^1/4	0.25	2	lrr l\(r;r\)$' EMPTY -- enumerate hackenbush --size 3 --format=tsv --decimal
# --options: ONAG ch. 8 finds black-white-black worth {0, 1/2 | 1} = 3/4
t hb-options-l      0 $'^lrl\tL\tlr\t1/2$' EMPTY -- hackenbush --options lrl
t hb-options-r      0 $'^lrl\tR\tl\t1$' EMPTY -- hackenbush --options lrl
t hb-options-self   0 $'^lrl\t=\tlrl\t3/4$' EMPTY -- hackenbush --options lrl
t hb-options-tsv    0 $'^position\tside\toption\tvalue$' EMPTY -- hackenbush --options -f tsv lrl
t nk-options        0 $'^path:4\tL\tn:1\t\\*$' EMPTY -- nodekayles --options path:4
# Listing the trees stopped by --max-memory holds nothing a sanitizer would report as
# leaked (the list of trees was a local variable, lost by the limit's longjmp).
t enumerate-limit-no-leak 1 EMPTY 'computation limit reached: --max-memory' -- enumerate hackenbush --size 9 --max-memory=1
# CGSuite's strings with named nodes (GameGraphTest.scala, "define Hackenbush
# properly"): Winning Ways' green girl (ch. 7, Fig. 3) is *2; a 4-cycle on a stalk of
# two green edges fuses to four loops worth 0, so the bulb is *2 (CGSuite's docs).
t hb-green-girl     0 '^\*2$'        EMPTY -- hackenbush 'e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))'
t hb-bulb           0 '^\*2$'        EMPTY -- hackenbush 'ee:Aeeee:A'
# a name on the first node names the ground: two blue edges from it to one node, 2
t hb-named-ground   0 '^2$'          EMPTY -- hackenbush ':{ground}l:Al:{ground}'
t hb-name-unclosed  2 EMPTY "column 9: expected '}' to close the '\{' of column 3" -- hackenbush 'l:{waist'
t hb-name-missing   2 EMPTY "column 3: expected a vertex name after ':', a letter or digit, or \{name\}" -- hackenbush 'l:'
t hb-name-empty     2 EMPTY "column 4: expected a vertex name between '\{' and '\}'" -- hackenbush 'l:{}'
# CGSuite refuses 'lrlr;lr' ("That Graph is not connected"): the second chain floats
t hb-not-connected  2 EMPTY 'column 6: expected an edge connected to the ground' -- hackenbush 'lrlr;lr'
# cgtk childish-hackenbush: CGSuite's ChildishHackenbush (a blue or red edge only when
# no other edge falls); values from CGSuite's GameGraphTest.scala ("define Childish
# Hackenbush properly"): l(l;rl) is 2, the circuit of six blue and four red edges on
# the ground {4|-2}; by hand, on a stalk only the top edge goes, so lrr is -1.
t chb-tree          0 '^2$'          EMPTY -- childish-hackenbush 'l(l;rl)'
t chb-hot           0 '^\{4\|-2\}$'  EMPTY -- childish-hackenbush ':{ground}llllllrrrr:{ground}'
t chb-fraction      0 '^15/16$'      EMPTY -- childish-hackenbush 'r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))'
t chb-stalk         0 '^-1$'         EMPTY -- childish-hackenbush lrr
t chb-options       0 $'^lrr\tR\tlr\t0$' EMPTY -- childish-hackenbush --options lrr
t chb-help          0 'only when no other' EMPTY -- childish-hackenbush --help
t chb-bad           2 EMPTY "column 3: expected a vertex name after ':'" -- childish-hackenbush 'l:'
# Pictures with cycles, loops or double edges print as CGSuite's strings with named
# nodes (the ground named first), which read back as themselves: a green triangle on
# the ground, written as an edge list and as the string printed.
t hb-print-named    0 $'^e:0-1,1-2,2-0\t=\t:Aeee:A\t\\*$' EMPTY -- hackenbush --options 'e:0-1,1-2,2-0'
t hb-print-back     0 $'^:Aeee:A\t=\t:Aeee:A\t\\*$' EMPTY -- hackenbush --options ':Aeee:A'
