# cgtk clobber and cannibal-clobber: values, outcomes, moves, notations, bad input.
# (Values: Albert et al. 2005, xo = *, xxo = ^; CGSuite's GameGridTest.scala,
# xox|ox. = {^^*|*,v}; outcomes: MCGS's input/autotests/ files.)
t clob-star         0 '^\*$'          EMPTY -- clobber xo
t clob-up           0 '^\^$'          EMPTY -- clobber xxo
t clob-cgsuite      0 '^\{\^\^\*\|\*,v\}$' EMPTY -- clobber 'xox|ox.'
t clob-mcgs         0 '^\{\^\^\*\|\*,v\}$' EMPTY -- clobber 'XOX|OX.'
t clob-slash        0 '^\{\^\^\*\|\*,v\}$' EMPTY -- clobber 'xox/ox.'
t clob-kings        0 '^\{\^\^\*\|\*,v\[2\]\}$' EMPTY -- clobber 'kings:xox|ox.'
t clob-anti         0 '^\{\*\|-1\}$'  EMPTY -- clobber 'anti:xoxo|oo..'
t clob-solve        0 '^N$'           EMPTY -- clobber --solve XOXOXOXO
t clob-solve-p      0 '^P$'           EMPTY -- clobber --solve 'OXX.OOX.XO.OX.XO.OX.XXOOOXX'
t clob-moves        0 $'^xxo\tL\tx\\.x\t0\tP\tyes$' EMPTY -- clobber --moves xxo
t clob-sum          0 '^0$'           EMPTY -- clobber 'xxo + oox'
t clob-tikz         0 'circle'        EMPTY -- clobber --tikz 'xo|#.'
t clob-help         0 'Anti-Clobber'  EMPTY -- clobber --help
t clob-enum         0 $'^\\^\t2\t'    EMPTY -- enumerate clobber --size 3
t cann-group        0 '^3$'           EMPTY -- cannibal-clobber xxxx
t cann-solve        0 '^P$'           EMPTY -- cannibal-clobber --solve 'XOX|O.X|OXO'
t clob-empty        2 EMPTY 'column 1: expected a row of' -- clobber ''
t clob-ragged       2 EMPTY 'column 5: expected 2 squares in row 2' -- clobber 'xo|x'
t clob-letter       2 EMPTY "column 3: expected 'x', 'o', '\\.', '#', '\\|' or '/'" -- clobber xoy
t clob-rule         2 EMPTY 'column 1: expected a rule: orthogonal' -- clobber 'bogus:xo'
t cann-anti         2 EMPTY 'column 1: expected a rule other than anti' -- cannibal-clobber 'anti:xo.'
# in LaTeX a long position is written with its repetitions as powers; a table with
# a position of more than 40 letters has no pictures; plain text keeps the position
t clob-latex-powers 0 '\(\\texttt\{xo\}\)\$\^\{4\}\$\\texttt\{\\textbar\{\}\}\(\\texttt\{ox\}\)\$\^\{4\}\$' EMPTY -- clobber -f latex 'xoxoxoxo|oxoxoxox'
t clob-latex-nopic  0 '^\\texttt\{x\}\$\^\{41\}\$\\texttt\{o\} & ' EMPTY -- clobber -f latex xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxo
t clob-plain-text   0 $'^xoxoxoxo\t' EMPTY -- clobber -f tsv xoxoxoxo
