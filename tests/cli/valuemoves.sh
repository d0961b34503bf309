# cgtk value --moves: each move of each summand, the sum it leaves and whether it
# wins (noweb/cmd/gamecmd.nw).  A property test over sums of games drawn with a
# fixed seed: a row says "yes" exactly when `cgtk compare LEAVES 0` says the mover
# wins moving there (Left: >= 0, Right: <= 0), and "hot" only for a player with no
# winning move, once.
t vm-up         0 $'^\\^\tL\t1\t0\t0\tyes$' EMPTY -- value --moves '^'
t vm-up-right   0 $'^\\^\tR\t1\t\\*\t\\*\thot$' EMPTY -- value --moves '^'
t vm-summand    0 $'\tL\t2\t2\t\\{3\\|1\\}\tyes$' EMPTY -- value --moves '{1|-1} + {2|-2}'
t vm-tsv-header 0 $'^expression\tplayer\tsummand\toption\tleaves\twins$' EMPTY -- value --moves -f tsv 0
t vm-position   0 $'\tL\t2\t1\t\\{2\\|0\\}\tno$' EMPTY -- value --moves '{1|-1} + domineering(2x2)'
t vm-bad        2 EMPTY 'argument 1: column 4: expected' -- value --moves '{1|'
games=('{2|-1}' '^' '*' '+-1' '{1|0}' '1/2' '{0|v}' '*2' '{3|2||1|0}' 'v*' '{1|*}' '-1' 'Tiny(1)' '{^|v}')
RANDOM=38; bad=0; rows=0
for k in $(seq 1 12); do
  e="${games[RANDOM % ${#games[@]}]} + ${games[RANDOM % ${#games[@]}]}"
  [ $((k % 3)) -eq 0 ] && e="$e + ${games[RANDOM % ${#games[@]}]}"
  "$CGTK" value --moves -f tsv -- "$e" >"$WORK/moves" 2>"$WORK/err" || { bad=$((bad+1)); echo "  $e: $(head -1 "$WORK/err")"; continue; }
  declare -A yes=() hot=()
  while IFS=$'\t' read -r x who part opt leaves wins; do
    [ "$x" = expression ] && continue
    rows=$((rows+1))
    rel=$("$CGTK" compare -- "$leaves" 0)
    want=no
    case "$who$rel" in L\>|L=|R\<|R=) want=yes ;; esac
    got=$wins; [ "$got" = hot ] && { got=no; hot[$who]=$(( ${hot[$who]:-0} + 1 )); }
    [ "$got" = yes ] && yes[$who]=1
    [ "$got" = "$want" ] || { bad=$((bad+1)); echo "  $e: $who to $opt leaves $leaves ($rel), marked $wins"; }
  done <"$WORK/moves"
  for w in L R; do
    [ -n "${hot[$w]:-}" ] && { [ -n "${yes[$w]:-}" ] || [ "${hot[$w]}" -ne 1 ]; } && { bad=$((bad+1)); echo "  $e: $w hot wrongly"; }
  done
  unset yes hot
done
if [ "$bad" -eq 0 ] && [ "$rows" -gt 20 ]; then pass=$((pass+1))
else fail=$((fail+1)); echo "FAIL vm-property: $bad of $rows rows disagree with compare"; fi
# value --solve: the outcome of a sum by an outcome search in all its positions
# (several make one position of a mixed ruleset), checked against the outcome
# class of the sum's value on sums of positions of four rulesets and games.
t vs-one        0 '^N$'          EMPTY -- value --solve 'domineering(2x2)'
t vs-tsv        0 $'^domineering\\(2x3\\) \\+ \\{1\\|\\*\\}\tL$' EMPTY -- value --solve -f tsv 'domineering(2x3) + {1|*}'
t vs-bad        2 EMPTY "column 14: expected 'x'" -- value --solve 'domineering(2y3)'
t vs-limit      1 EMPTY 'computation limit reached' -- value --solve --max-games 20 'domineering(4x4) + {2|1||0}'
sums=('domineering(2x3) + {1|*}' 'domineering(3x3) - 1' '{1|-1} + domineering(2x2) + hackenbush(lr)'
      'domineering(3x4) + ^' 'cutcake(2x3) + cutcake(3x2) + *' 'hackenbush(lrlr) + {0|-1}'
      'domineering(2x4) + domineering(4x2) + *' 'domineering(3x3) + v + v' 'cutcake(3x5) - 1/2'
      'domineering(3x3) + cutcake(3x2) + hackenbush(lrr) - 1' 'domineering(2x2) + domineering(2x2)'
      'nodekayles(path:3) + domineering(2x2)' 'nodekayles(path:3) + nodekayles(path:2) + *3'
      'Domineering(3x4) + ChildishHackenbush(lrl) + {1|*}' 'domineering(4x4) + hackenbush(lrrl) + cutcake(2x5)')
bad=0
for e in "${sums[@]}"; do
  a=$("$CGTK" value --solve -- "$e" 2>&1); b=$("$CGTK" value -f tsv -- "$e" 2>&1 | tail -1 | cut -f3)
  [ "$a" = "$b" ] || { bad=$((bad+1)); echo "  $e: --solve $a, value's outcome $b"; }
done
if [ "$bad" -eq 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL vs-property: $bad sums"; fi
t solve-cmd     0 $'^L\nN$'      EMPTY -- solve 'domineering(2x3) + {1|*}' 'domineering(2x2)'
t solve-cmd-tsv 0 $'^expression\toutcome$' EMPTY -- solve -f tsv 'domineering(2x2)'
t solve-cmd-bad 2 EMPTY 'argument 1: column 1: expected' -- solve 'Foo'
# CGSuite's capitals and game.grid prefix name the ruleset (an assertion failed here)
t solve-camel   0 '^L$'          EMPTY -- solve 'game.grid.Domineering("2x3") + 1'
t solve-camel2  0 '^L$'          EMPTY -- solve 'NodeKayles(path:3) + 1'
t solve-bad-2nd 2 EMPTY "column 33: expected 'x'" -- solve 'domineering(2x2) + domineering(2y2)'
t solve-help    0 '^usage: cgtk solve' EMPTY -- solve --help
