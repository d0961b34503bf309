# cgtk RULESET --moves and sums of positions 'A + B' (noweb/cmd/rulecmd.nw; issue 38).
# Fixed cases, derived by hand:
# 2x2 is +-1 (ONAG ch. 10): Left's one move leaves .|. = 1 (class L: Right, moving first
# there, loses), Right's leaves .. = -1; both win.
moves_2x2=$'^2x2\t=\t\\.\\.\\|\\.\\.\t\\+-1\tN\t
2x2\tL\t\\.\\|\\.\t1\tL\tyes
2x2\tR\t\\.\\.\t-1\tR\tyes$'
t moves-2x2          0 "$moves_2x2" EMPTY -- domineering --moves 2x2
t moves-tsv-header   0 $'^position\tside\toption\tvalue\toutcome\twinning$' EMPTY -- domineering -f tsv --moves 2x2
t moves-json         0 '^\{"position": "2x1", "side": "L", "option": "#", "value": "0", "outcome": "P", "winning": "yes"\}$' EMPTY -- domineering -f json --moves 2x1
t moves-latex        0 'Winning' EMPTY -- domineering -f latex --moves 2x2
# 3x3 is +-1 (ONAG ch. 10); Left's move in the middle column leaves 1 and wins, a move in
# a side column leaves {1/2|-2}, where Right moving first wins (to -2): it loses.
t moves-3x3-win      0 $'^3x3\tL\t\\.#\\.\\|\\.#\\.\\|\\.\\.\\.\t1\tL\tyes$' EMPTY -- domineering --moves 3x3
t moves-3x3-lose     0 $'^3x3\tL\t#\\.\\.\\|#\\.\\.\\|\\.\\.\\.\t\\{1/2\\|-2\\}\tN\tno$' EMPTY -- domineering --moves 3x3
# Hackenbush lrlr = 5/8 (Winning Ways ch. 1: 1 - 1/2 + 1/4 - 1/8): Left wins by chopping
# to 0 or to lr = 1/2 (both >= 0); Right's moves leave l = 1 and lrl = 3/4, both > 0.
t moves-hack-left    0 $'^lrlr\tL\tlr\t1/2\tL\tyes$' EMPTY -- hackenbush --moves lrlr
t moves-hack-right   0 $'^lrlr\tR\tlrl\t3/4\tL\tno$' EMPTY -- hackenbush --moves lrlr
# impartial: a path of 3 is *2 (Node-Kayles, Winning Ways ch. 4: a move takes a node and
# its neighbours).  Taking the middle node empties the graph (0: the mover wins); taking
# an end node leaves one node, * (the opponent takes it and wins).
t moves-nk-win       0 $'^path:3\tL\tempty:0\t0\tP\tyes$' EMPTY -- nodekayles --moves path:3
t moves-nk-lose      0 $'^path:3\tL\tn:1\t\*\tN\tno$' EMPTY -- nodekayles --moves path:3
# sums: 2x2 + 1x2 is +-1 + (-1) = {0|-2}; Left's move leaves 1 - 1 = 0 (wins), Right's in
# the first component leaves -1 - 1 = -2 (wins), in the second +-1 (loses)
moves_sum=$'^2x2 \\+ 1x2\t=\t\t\\.\\.\\|\\.\\. \\+ \\.\\.\t\\{0\\|-2\\}\tN\t
2x2 \\+ 1x2\tL\t1\t\\.\\|\\. \\+ \\.\\.\t0\tP\tyes
2x2 \\+ 1x2\tR\t1\t\\.\\. \\+ \\.\\.\t-2\tR\tyes
2x2 \\+ 1x2\tR\t2\t\\.\\.\\|\\.\\. \\+ #\t\\+-1\tN\tno$'
t moves-sum          0 "$moves_sum" EMPTY -- domineering --moves '2x2 + 1x2'
# Hotstrat (Winning Ways ch. 6): 2x2 + 2x2 = +-1 +-1 = 0, so no move wins; both
# components have temperature 1, the first is taken, and each player's one move there
# (to 1, or to -1) is marked hot; the same moves in the second stay no
moves_hot=$'^2x2 \\+ 2x2\t=\t\t\\.\\.\\|\\.\\. \\+ \\.\\.\\|\\.\\.\t0\tP\t
2x2 \\+ 2x2\tL\t1\t\\.\\|\\. \\+ \\.\\.\\|\\.\\.\t\\{2\\|0\\}\tN\thot
2x2 \\+ 2x2\tR\t1\t\\.\\. \\+ \\.\\.\\|\\.\\.\t\\{0\\|-2\\}\tN\thot
2x2 \\+ 2x2\tL\t2\t\\.\\.\\|\\.\\. \\+ \\.\\|\\.\t\\{2\\|0\\}\tN\tno
2x2 \\+ 2x2\tR\t2\t\\.\\.\\|\\.\\. \\+ \\.\\.\t\\{0\\|-2\\}\tN\tno$'
t moves-hot          0 "$moves_hot" EMPTY -- domineering --moves '2x2 + 2x2'
t sum-value          0 '^\{0\|-2\}$' EMPTY -- domineering '2x2 + 1x2'
t sum-switches       0 '^0$' EMPTY -- domineering '2x2 + 3x3'   # +-1 +-1 = 0
t sum-stops          0 $'^\\{0\\|-2\\}\tstops 0 -2$' EMPTY -- domineering --stops '2x2 + 1x2'
t sum-nim            0 '^3$' EMPTY -- nodekayles 'path:3 + path:2'   # *2 + *1 = *3
t sum-cutcake        0 '^-3$' EMPTY -- cutcake '2x3 + 1x4'   # its own syntax: unchanged
# bad input: exit 2, the column in the whole item, nothing on stdout
t sum-bad-part       2 EMPTY 'argument 1: column 9: expected the number of columns' -- domineering '2x2 + 3x'
t sum-bad-options    2 EMPTY 'a sum of positions \(A \+ B\) has a value, an outcome and moves' -- domineering --options '2x2 + 3x3'
# --solve of a sum: the largest component searched plus the others' values
# (2x2 + 1x2 = {0|-2}: N; 2x2 + 3x3 = 0: P)
t sum-solve          0 $'^N\nP$' EMPTY -- domineering --solve '2x2 + 1x2' '2x2 + 3x3'
t moves-bad-solve    2 EMPTY '--moves prints the moves and who wins by them' -- domineering --moves --solve 2x2
t moves-bad-board    2 EMPTY 'argument 1: column 1: expected a board' -- domineering --moves ''

# Property: on a random sample of positions, --moves marks an option winning iff the
# outcome solver (--solve) of the option says the opponent, moving first, loses:
# class L or P after a Left move, R or P after a Right move.
RANDOM=38
moves_property() {  # NAME RULESET POSITION...: checks each position's rows
  local name=$1 rs=$2 bad=0 rows opts want got; shift 2
  for p in "$@"; do
    rows=$("$CGTK" "$rs" -f tsv --moves "$p" | tail -n +2 | awk -F'\t' '$2 != "="')
    [ -n "$rows" ] || continue
    mapfile -t opts < <(cut -f3 <<<"$rows")
    want=$(cut -f2,6 <<<"$rows" | tr '\t' ' ')
    got=$(paste <(cut -f2 <<<"$rows") <("$CGTK" "$rs" --solve "${opts[@]}") \
          | awk -F'\t' '{ w = ($2 == "P" || $2 == $1) ? "yes" : "no"; print $1, w }')
    if [ "$want" != "$got" ]; then bad=1; echo "  $name: $p: --moves '$want', solved '$got'"; fi
  done
  if [ "$bad" -eq 0 ] && [ $# -gt 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL $name"; fi
}
boards=()
for _ in $(seq 1 14); do
  r=$((RANDOM % 3 + 1)); c=$((RANDOM % 4 + 1)); b=""
  for i in $(seq 1 "$r"); do
    [ "$i" -gt 1 ] && b="$b|"
    for _ in $(seq 1 "$c"); do if [ $((RANDOM % 4)) -eq 0 ]; then b="$b#"; else b="$b."; fi; done
  done
  boards+=("$b")
done
moves_property moves-property-domineering domineering "${boards[@]}"
stalks=()
for _ in $(seq 1 10); do
  s=""; for _ in $(seq 1 $((RANDOM % 6 + 1))); do if [ $((RANDOM % 2)) -eq 0 ]; then s="${s}l"; else s="${s}r"; fi; done
  stalks+=("$s")
done
moves_property moves-property-hackenbush hackenbush "${stalks[@]}"

# Sums: the value of A + B is the value of the expression (value of A) + (value of B),
# and each move of the sum is winning iff the outcome of the option (by its value) says so.
sums_bad=0
for k in 0 2 4 6 8 10; do
  a=${boards[$k]}; b=${boards[$((k + 1))]}
  va=$("$CGTK" domineering "$a"); vb=$("$CGTK" domineering "$b")
  vs=$("$CGTK" domineering "$a + $b")
  ve=$("$CGTK" value -- "($va) + ($vb)")
  [ -n "$vs" ] && [ "$vs" = "$ve" ] || { sums_bad=1; echo "  sum $a + $b: '$vs', values '$ve'"; }
  os=$("$CGTK" domineering --solve "$a + $b"); ov=$("$CGTK" domineering --outcome "$a + $b" | cut -f2)
  [ -n "$os" ] && [ "outcome $os" = "$ov" ] || { sums_bad=1; echo "  solve $a + $b: '$os', value's '$ov'"; }
  rows=$("$CGTK" domineering -f tsv --moves "$a + $b" | tail -n +2 | awk -F'\t' '$2 != "="')
  [ -n "$rows" ] || continue
  mapfile -t opts < <(cut -f4 <<<"$rows")
  want=$(cut -f2,7 <<<"$rows" | tr '\t' ' ' | sed 's/ hot$/ no/')   # hot: a losing move
  got=$(paste <(cut -f2 <<<"$rows") <("$CGTK" domineering -f tsv --outcome "${opts[@]}" \
        | tail -n +2 | cut -f3) | awk -F'\t' '{ print $1, ($2 == "P" || $2 == $1) ? "yes" : "no" }')
  [ "$want" = "$got" ] || { sums_bad=1; echo "  moves of $a + $b: '$want', outcomes '$got'"; }
done
if [ "$sums_bad" -eq 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL sums-property"; fi
# impartial sums (Bouton, Winning Ways ch. 3): path:3 + path:2 = *2 + *1 = *3; the winning
# move makes the nim-sum 0: the end node of the path of 3, leaving * + *
t moves-nim-sum      0 $'^path:3 \\+ path:2\tL\t1\tn:1 \\+ e:1-2\t0\tP\tyes$' EMPTY -- nodekayles --moves 'path:3 + path:2'
# Node-Kayles sums on paths and cycles: the nim-value of A + B is the nim-sum of theirs
nk_bad=0
for k in 1 2 3 4 5 6; do
  a="path:$((RANDOM % 9 + 1))"; b="cycle:$((RANDOM % 7 + 3))"
  ga=$("$CGTK" nodekayles "$a"); gb=$("$CGTK" nodekayles "$b"); gs=$("$CGTK" nodekayles "$a + $b")
  [ -n "$gs" ] && [ "$gs" -eq $((ga ^ gb)) ] || { nk_bad=1; echo "  $a + $b: $gs, nim-sum of $ga and $gb"; }
done
if [ "$nk_bad" -eq 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL nim-sums-property"; fi
