# --impartial: the impartial twin of a partizan ruleset (noweb/rulesets/twin.nw).
# Cram strips 1xN are Dawson's Kayles 0.07 (Winning Ways ch. 4): G(9) = 0, G(10) = 3.
t twin-dawson      0 '^0$' EMPTY -- domineering --impartial 1x9
t twin-dawson-10   0 '^3$' EMPTY -- domineering --impartial 10x1
# an even by even Cram board is a second-player win by the symmetry strategy
t twin-even-solve  0 '^P$' EMPTY -- domineering --impartial --solve 4x4
t twin-even-value  0 '^0$' EMPTY -- domineering --impartial 2x6
# odd by even: the first player takes the two central squares and copies
t twin-odd-solve   0 '^N$' EMPTY -- domineering --impartial --solve 3x4
# 2x2 Cram leaves a domino, *1, whatever is played: mex{1} = 0; 1x3 is *1
t twin-sum         0 '^1$' EMPTY -- domineering --impartial '2x2 + 1x3'
t twin-json        0 '^\{"position": "1x10", "nim_value": 3\}$' EMPTY -- domineering --impartial --format=json 1x10
# a green stalk of three edges is *3, whatever the colours of the partizan one
t twin-green       0 '^3$' EMPTY -- hackenbush --impartial lrl
t twin-moves       0 '^2x3	L	\.\.\|\.\.	0	P	yes$' EMPTY -- domineering --impartial --moves 2x3
t twin-contorted   2 EMPTY "unknown option '--impartial'" -- contorted --impartial 1/2
t twin-nodekayles  2 EMPTY "unknown option '--impartial'" -- nodekayles --impartial path:3
# enumerate --impartial: the dictionary of the twin.  Impartial Clobber oxx: o takes the
# middle x (leaving ox, worth *) or that x takes o (leaving x.x, 0): mex{*, 0} = *2;
# xox: every capture leaves two stones of one colour, 0, so *.
t twin-enum        0 $'^\\*2\t2\txo\\|x\\. oxx$' EMPTY -- enumerate clobber --impartial --size 3
t twin-enum-stats  0 $'^3\t4\t2\t2\t0\t2\t2\t0\t0\t\\*$' EMPTY -- enumerate clobber --impartial --size 3 --stats
t twin-enum-cram   2 EMPTY 'cram is impartial already' -- enumerate cram --impartial --size 3
t twin-enum-props  2 EMPTY 'states no properties' -- enumerate col --impartial --size 3 --properties
# a size with no positions (a lone stone is no Clobber position) has no hottest value
t enum-stats-empty 0 '^\{"size": 1, "positions": 0, .*"hottest_temperature": null, "hottest_value": null\}$' EMPTY -- enumerate clobber --size 1 --stats --format=json
# Two independent paths to Cram: the twin of Domineering (the wrapper of
# noweb/rulesets/twin.nw) and the cram ruleset (noweb/rulesets/cram.nw, its own
# impartial descriptor): equal nim-values on random boards of up to 12 squares.
bad=0; boards=()
for seed in $(seq 1 24); do
  r=$((seed % 3 + 2)); c=$((seed % 4 + 2)); b=""
  for i in $(seq 1 $r); do
    row=""; for j in $(seq 1 $c); do
      [ $(( (seed * 7 + i * 13 + j * 29) % 5 )) -eq 0 ] && row="$row#" || row="$row."
    done; b="$b${b:+|}$row"
  done; boards+=("$b")
done
a=$("$CGTK" domineering --impartial -- "${boards[@]}" 2>&1); b=$("$CGTK" cram -- "${boards[@]}" 2>&1)
if [ "$a" = "$b" ] && [ "$(printf '%s\n' "$a" | wc -l)" -eq 24 ]; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL twin-cram: the twin of Domineering and cram disagree"; fi
# Nim-values without --by-search: the evaluator and the search in turns (noweb/cmd/rulecmd.nw).
# MCGS 1.5's input/autotests/fission/fission_6x6_imp.test gives this board {N 1}; the
# evaluator's first budget runs out and the search finds it.
t twin-turns       0 '^1$' EMPTY -- fission --impartial '...X..|..X..#|......|......|......|..#...'
# a limit past the first budget stops the search's turn cleanly, and says how far it got
t twin-turns-limit 1 EMPTY 'states decided, 2000 positions in the table.*nothing was printed' -- fission --impartial --max-positions 30000 '...X..|..X..#|......|......|......|..#...'
# a row of 60 Toppling Dominoes (1,566 positions: the evaluator's turns) and the search
# alone agree
row=leelrereelelrrellereerrellelerelellelrlrreererreerlrlllrlrer
a=$("$CGTK" toppling --impartial "$row" 2>&1); b=$("$CGTK" toppling --impartial --by-search "$row" 2>&1)
if [ "$a" = "$b" ] && [ "$a" = 60 ]; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL twin-turns-toppling: '$a' and '$b'"; fi
