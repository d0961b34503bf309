# cgtk nogo, cutthroat, gocut, snogo and conjoined (module conjoined; Huggan and
# Nowakowski, "Conjoined games: GO-CUT and SNO-GO", Games of No Chance 5).
t nogo-row          0 '^\+-1$'       EMPTY -- nogo '...'
t nogo-grid-bar     0 '^\*$'         EMPTY -- nogo '..|..'
t nogo-grid-slash   0 '^\*$'         EMPTY -- nogo '../..'
# MCGS writes the stones as capitals (input/autotests/nogo_autotests): 'X..' is
# {0|0} = * by hand (Left's two moves leave no move; Right's one leaves 'X.O', 0)
t nogo-capitals     0 '^\*$'         EMPTY -- nogo 'X..'
t nogo-capitals-p   0 '^P$'          EMPTY -- nogo --solve 'X.O'
t nogo-blanks       0 '^\*$'         EMPTY -- nogo ' x . . '
t nogo-family       0 '^\+-1$'       EMPTY -- nogo path 3
t nogo-graph        0 '^\*$'         EMPTY -- nogo 'path:3 x:1'
t nogo-grid-family  0 '^\*$'         EMPTY -- nogo 'grid:2x2'
t nogo-options      0 $'^x\\.\\.\tR\tx\\.o\t0$' EMPTY -- nogo --options 'x..'
t nogo-json         0 '^\{"position": "x\.\.", "value": "\*"\}$' EMPTY -- nogo -f json 'x..'
t cutthroat-star    0 '^\^\^\*$'     EMPTY -- cutthroat 'star:3 x:1 o:2,3,4'
t cutthroat-drop    0 '^0$'          EMPTY -- cutthroat 'xxx'
t gocut-outcome     0 $'^1\toutcome N$' EMPTY -- gocut --outcome path:13
t gocut-phase2      0 '^4$'          EMPTY -- gocut '[2] xxooo'
t gocut-cycle       0 '^[0-9]+$'     EMPTY -- gocut cycle:6
# Theorem 12: SNO-GO on a path is P exactly when n is even
t snogo-p-even      0 $'^0\toutcome P$' EMPTY -- snogo --outcome path:12
t snogo-n-odd       0 $'^[1-9][0-9]*\toutcome N$' EMPTY -- snogo --outcome path:13
# the combinator: two lines of configuration give the same games
t conjoined-gocut   0 '^\*$'         EMPTY -- conjoined 'nogo_i>cutthroat_i path:8'
t conjoined-snogo   0 '^\*$'         EMPTY -- conjoined 'snort_i>nogo_i path:9'
t conjoined-partizan 0 '^\*$'        EMPTY -- conjoined 'nogo>cutthroat path:6'
t conjoined-snort   0 '^\+-1$'       EMPTY -- conjoined 'snort ..'
t conjoined-print   0 $'\tcol_i>nogo \\.\\.\t0$' EMPTY -- conjoined --options 'col_i>nogo path:2'
# the paper's statements, checked on every board of the paths listed: tried = held
t snogo-properties  0 $'Theorem 12[^\t]*\t[^\t]*\t8\t8$' EMPTY -- enumerate snogo --nodes 8 --properties
t gocut-properties  0 $'Lemma 3[^\t]*\t[^\t]*\t([0-9]+)\t\\1$' EMPTY -- enumerate gocut --nodes 8 --properties
t gocut-lemma3      0 $'Lemma 3[^\t]*\t[^\t]*\t1600\t1600$' EMPTY -- enumerate gocut --class components --nodes 80 --properties
# bad input: column and expectation, exit 2, nothing on stdout
t nogo-bad-stone    2 EMPTY 'column 3: expected x \(Left\), o \(Right\)' -- nogo 'x.z'
t nogo-bad-liberty  2 EMPTY 'column 4: expected every group to have a liberty \(NOGO\): this one has none' -- nogo '..xo'
t nogo-bad-row      2 EMPTY 'column 7: expected row 2 to have 3 vertices' -- nogo 'x../..'
t nogo-bad-phase    2 EMPTY 'column 1: expected a board \(\[2\], the second phase, is for a conjoined game\)' -- nogo '[2] ..'
t nogo-bad-colour   2 EMPTY 'column 8: expected' -- nogo 'path:3 z:1'
t nogo-bad-graph    2 EMPTY 'every group to have a liberty \(NOGO\): this one has none \(at node 1\)' -- nogo 'path:2 x:1 o:2'
t snogo-bad-snort   2 EMPTY 'column 3: expected no stones of both colours side by side \(SNORT\)' -- snogo 'x.ox'
t cutthroat-bad     2 EMPTY 'column 2: expected x or o: CUTTHROAT colours every vertex' -- cutthroat 'x.o'
t conjoined-bad     2 EMPTY 'column 1: expected a rule: nogo, snort, col, cutthroat or nosuicide' -- conjoined 'go>cut path:3'
t conjoined-bad-2nd 2 EMPTY 'column 6: expected a rule' -- conjoined 'nogo>cut path:3'
t conjoined-bad-3   2 EMPTY 'column 11: expected a blank after the game' -- conjoined 'nogo>snort>col ..'
# limits: exit 1, saying how far the search got
t nogo-too-big      1 EMPTY 'a board of at most 128 vertices \(this graph has 129\)' -- nogo path:129
t gocut-limit       1 EMPTY 'limit reached: --max-positions, on position 1 of 1 \(path:15\): 100 positions' -- gocut --max-positions 100 path:15
# apparent periods (--period): Node-Kayles on paths shows the proved period of Dawson's
# chess (octal 0.137: period 34 after 52, Winning Ways ch. 4) once N + 1 >= 2*52 + 2*34
t nodekayles-period 0 '^apparent period 34, preperiod 52, in n = 0\.\.171 \(seen, not proved\)$' EMPTY -- nodekayles --upto 171 --period path
t nodekayles-short  0 '^no apparent period in n = 0\.\.170$' EMPTY -- nodekayles --upto 170 --period path
# GO-CUT, footnote 2 to 14 vertices: 0 0 1 0 1 0 1 0 1 0 1 0 0 1 0 (n = 0..14): period 1
# holds from 14, 2 from 12, 3 from 9, ..., none with 15 >= 2t + 2p
t gocut-period      0 '^no apparent period in n = 0\.\.14$' EMPTY -- gocut --upto 14 --period path
t gocut-period-tsv  0 $'^14\t\t$' EMPTY -- gocut --upto 14 --period -f tsv path
t period-usage      2 EMPTY '--period goes with --upto' -- snogo --period path:3
t period-partizan   2 EMPTY 'period' -- nogo --upto 3 --period path
