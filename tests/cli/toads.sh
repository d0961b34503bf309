# cgtk toads and elephants: values, outcomes, moves, both notations, bad input.
# Values: t.f = * by hand (noweb/rulesets/toads.nw); tttt..fff with jumps over two
# stones = {1/2*|v} and Elephants and Rhinos' tttt..fff = 1 (CGSuite's
# GameStripTest.scala); the outcome R of 1,2,1,1:X.OX..O......OOX...X from MCGS
# input/autotests/gen_toads_autotests/gen_toads_1211.test ({B loss, W win});
# CGSuite's and MCGS's spellings of one strip give the same value (whatever it is).
t toads-star        0 '^\*$'          EMPTY -- toads 't.f'
t toads-mcgs-letters 0 '^\*$'         EMPTY -- toads 'X.O'
t toads-cgsuite-mcgs 0 $'^(.+)\n\\1$' EMPTY -- toads 'tt.t.fff' 'XX.X.OOO'
t toads-prefix-std  0 '^\*$'          EMPTY -- toads '1,1,1,0:x.o'
t toads-gen         0 '^\{1/2\*\|v\}$' EMPTY -- toads '1,1,2,0:tttt..fff'
t toads-solve       0 '^R$'           EMPTY -- toads --solve '1,2,1,1:X.OX..O......OOX...X'
t toads-moves       0 $'^t.f\tL\t.tf\t0\tP\tyes$' EMPTY -- toads --moves 't.f'
t toads-options     0 $'^1,2,1,1:t..f\tL\t1,2,1,1:..tf\t-1$' EMPTY -- toads --options '1,2,1,1:t..f'
t toads-sum         0 '^0$'           EMPTY -- toads 't.f + X.O'
t toads-tikz        0 'circle'        EMPTY -- toads --tikz 't.f'
t toads-help        0 "prefix 's,S,J,f:'" EMPTY -- toads --help
t elephants-value   0 '^1$'           EMPTY -- elephants 'tttt..fff'
t elephants-mcgs    0 '^\{-4\*\|-6\*\}$' EMPTY -- elephants 'X.......O.....XO.O.....X..OO.X.O.OOXO...'
t toads-enumerate   0 $'^\\*\t1\tt.f$' EMPTY -- enumerate toads --size 3
# bad input: exit 2, the column, what was expected, nothing on stdout
t toads-no-moves    2 EMPTY 'column 1: expected a least slide from 1 to 255' -- toads '0,0,0,0:t.f'
t toads-min-max     2 EMPTY 'column 3: expected a greatest slide from the least slide' -- toads '2,1,1,0:t.f'
t toads-friendly    2 EMPTY 'column 7: expected 0 or 1 \(friendly jumps\)' -- toads '1,1,1,2:t.f'
t toads-colon       2 EMPTY "column 8: expected ':' after the friendly-jump flag" -- toads '1,1,1,0t.f'
t toads-letter      2 EMPTY "column 3: expected a toad \(t, T, x, X\), a frog" -- toads 't.q'
t toads-empty       2 EMPTY 'column 1: expected a toad' -- toads ''
t elephants-prefix  2 EMPTY 'column 1: expected a toad' -- elephants '1,1,0,0:t.f'
# --verify with a choice of values ("1 or 1*", as Erickson's conjecture E4
# states T^a □^a F^(a-1)): agrees when the value is one of them
printf 'tt..f\t1 or 1*\tErickson E4, a = 2\nttt...ff\t1 or 1*\tE4, a = 3\nt.f\t0 or 1\twrong on purpose\n' > "$WORK/e4.tsv"
t toads-verify-or   1 $'^1\tyes\n1\\*\tyes\n\\*\tno$' 'e4.tsv:3: t.f: the stated value 0 or 1 disagrees' -- toads --verify "$WORK/e4.tsv"
printf 't.f\t* or {\tunreadable on purpose\n' > "$WORK/e4bad.tsv"
t toads-verify-or-bad 1 $'^\\*\tunreadable$' 'does not parse' -- toads --verify "$WORK/e4bad.tsv"
