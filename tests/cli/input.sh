# Input read from standard input and from --verify files: which lines are comments,
# what the user is told about skipped lines, empty input, and how options and
# operands are told apart.
#
# A '#' is a blocked square in every grid notation, so a line that begins with one is
# a board: only '# ' or '#<TAB>' (at the start or after a blank) starts a comment.
# '#.|..' is * (Left's only move, down the right column, leaves one square; so does
# Right's, along the bottom row) and 2x2 is +-1 (ONAG ch. 7);
# '#' alone is one square, 0, and '##|..' has one move, Right's: -1.
STDIN=$'#.|..\n2x2\n'
t hash-board-stdin     0 $'^\\*\n\\+-1$' EMPTY -- domineering
STDIN=$'#\n##|..\n'
t hash-alone-stdin     0 $'^0\n-1$' EMPTY -- domineering
STDIN=$'# a comment\n\n#.|..  # a board, then a comment\n'
t hash-comment-count   0 '^\*$' '^cgtk domineering: read 1 item from <stdin>, skipped 1 blank line and 1 comment line$' -- domineering
STDIN=$'#\t1x1 is a board, this line a comment\n1/2   # a half\n'
t hash-tab-comment     0 '^1/2$' '^cgtk value: read 1 item from <stdin>, skipped 1 comment line$' -- value
STDIN=$'1/2\n'
t no-skip-no-message   0 '^1/2$' EMPTY -- value
# Every board of at most 6 squares, as enumerate lists them (21 of the 56 begin
# with '#'), piped through domineering: one value a line, each the listed one.
"$CGTK" enumerate domineering --size 6 --list > "$WORK/list" 2>/dev/null
n_hash=$(cut -f2 "$WORK/list" | grep -c '^#')
got=$(cut -f2 "$WORK/list" | "$CGTK" domineering 2>"$WORK/err"; echo "rc=$?")
if [ "$n_hash" -gt 0 ] && [ "$got" = "$(cut -f3 "$WORK/list")"$'\nrc=0' ] && [ ! -s "$WORK/err" ]
then pass=$((pass+1)); else fail=$((fail+1))
  echo "FAIL enumerate-pipe-domineering: $(grep -c . <<<"$got") lines for $(grep -c . "$WORK/list") boards ($n_hash with '#')"; fi
unset STDIN
# A --verify file: the board '#' (1x1, value 0) is a claim, '# ...' a comment.
printf '# claims\n#\t0\tone square\n2x2\t+-1\tONAG ch. 7\n' > "$WORK/hash.tsv"
t hash-verify-file     0 $'^0\tyes\n\\+-1\tyes$' "read 2 items from $WORK/hash.tsv, skipped 1 comment line" -- domineering --verify "$WORK/hash.tsv"
# cgtk run: 'family ... in lines' reads boards too; '#.|..' is one, '# ...' a comment,
# and the first other line of a .tsv is its header (the names of its fields).
printf '# boards\nboard\n#.|..\n2x2\n' > "$WORK/boards.tsv"
printf "family b: s in lines 'boards.tsv'\ntsv hb: for b: s, domineering(s) as v\n" > "$WORK/lines.params"
got=$("$CGTK" run --no-cache -o "$WORK/lr" "$WORK/lines.params" 2>&1 >/dev/null; echo "rc=$?"; cat "$WORK/lr/data/hb.tsv" 2>/dev/null)
if grep -q '^rc=0$' <<<"$got" && grep -q $'^#\\.|\\.\\.\t\\*$' <<<"$got" && grep -q $'^2x2\t+-1$' <<<"$got"
then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL run-lines-hash-board: $got"; fi
# No input: no item at all (no operand, nothing on standard input but blanks and
# comments) is bad input, exit 2 with one message, with and without --keep-going,
# for every command that takes items.
NOITEMS='no items: expected an? [^ ]+ as an argument or one per line of standard input'
t no-items-rules       2 EMPTY "^cgtk domineering: $NOITEMS" -- domineering
t no-items-rules-kg    2 EMPTY "^cgtk domineering: $NOITEMS" -- domineering --keep-going
t no-items-hb-kg       2 EMPTY "^cgtk hackenbush: $NOITEMS" -- hackenbush --keep-going
t no-items-value       2 EMPTY "^cgtk value: $NOITEMS" -- value
t no-items-value-kg    2 EMPTY "^cgtk value: $NOITEMS" -- value --keep-going
t no-items-compare     2 EMPTY "^cgtk compare: $NOITEMS" -- compare
t no-items-mean-kg     2 EMPTY "^cgtk mean: $NOITEMS" -- mean --keep-going
t no-items-grundy      2 EMPTY "^cgtk grundy: $NOITEMS" -- grundy
t no-items-ordinal     2 EMPTY "^cgtk ordinal: $NOITEMS" -- ordinal
STDIN=$'# only a comment\n\n'
t no-items-comments    2 EMPTY $'^cgtk value: read 0 items from <stdin>, skipped 1 blank line and 1 comment line\ncgtk value: no items' -- value --keep-going
t no-items-tsv         2 EMPTY "^cgtk domineering: $NOITEMS" -- domineering -f tsv --keep-going
unset STDIN
printf '# nothing but a comment\n' > "$WORK/none.tsv"
t no-items-verify      2 EMPTY "no items: .*none.tsv holds no claim" -- verify "$WORK/none.tsv"
t no-items-verify-rs   2 EMPTY "no items: .*none.tsv holds no claim" -- domineering --verify "$WORK/none.tsv"
# --keep-going with items that are all bad is not "no input": each is reported.
t all-bad-kg           2 EMPTY '1 of 1 items failed' -- domineering --keep-going '..|.'
# Commands whose items are made by an option need none.
t box-upto-no-stdin    0 '^1/2	1/2$' EMPTY -- box --upto 2 -f tsv
# verify: a wrong stated value fails the verification (exit 1), naming the claim,
# with the whole table printed; all right: exit 0.  Plain text by default.
# {0|1} = 1/2 and {1|} = 2 (ONAG ch. 0); 4x3 Domineering is 3/2 (ONAG ch. 10).
printf '# claims\n{0|1}\t1\ta slip\n{0|1}\t1/2\tONAG\n' > "$WORK/wrong.tsv"
printf '{0|1}\t1/2\tONAG\n{1|}\t2\tONAG\n' > "$WORK/right.tsv"
t verify-wrong-exit    1 $'^a slip\t\\{0\\|1\\}\t1/2\t1\tno\nONAG\t\\{0\\|1\\}\t1/2\t1/2\tyes$' 'wrong.tsv:2: \{0\|1\}: the stated value 1 disagrees \(a slip\)' -- verify "$WORK/wrong.tsv"
t verify-wrong-count   1 ANY 'verification failed: 1 of 2 stated values is wrong' -- verify "$WORK/wrong.tsv"
t verify-right-exit    0 $'^ONAG\t\\{0\\|1\\}\t1/2\t1/2\tyes\nONAG\t\\{1\\|\\}\t2\t2\tyes$' EMPTY -- verify "$WORK/right.tsv"
t verify-latex-option  0 'tabular' EMPTY -- verify --format=latex "$WORK/right.tsv"
t value-verify-wrong   1 $'\tno$' 'wrong.tsv:2: \{0\|1\}: the stated value 1 disagrees' -- value --verify "$WORK/wrong.tsv"
printf '2x2\t+-1\tONAG ch. 7\n4x3\t1\twrong\n' > "$WORK/dom-wrong.tsv"
t rules-verify-wrong   1 $'^\\+-1\tyes\n3/2\tno$' 'dom-wrong.tsv:2: 4x3: the stated value 1 disagrees \(wrong\)' -- domineering --verify "$WORK/dom-wrong.tsv"
t rules-verify-tsv     1 $'^4x3\t3/2\t1\tno\twrong$' 'verification failed' -- domineering -f tsv --verify "$WORK/dom-wrong.tsv"
printf '2x2\tN\tLachmann et al.\n2x2\tP\twrong\n' > "$WORK/solve-wrong.tsv"
t solve-verify-wrong   1 $'^N\tyes\nN\tno$' 'solve-wrong.tsv:2: 2x2: the stated value P disagrees' -- domineering --solve --verify "$WORK/solve-wrong.tsv"
# A claim marked 'no' (a known slip) must disagree; agreeing then fails.
printf '{0|1}\t1\ta slip\tno\n{0|1}\t1/2\tONAG\tyes\n' > "$WORK/slip.tsv"
t verify-slip-ok       0 $'\tno$' EMPTY -- verify "$WORK/slip.tsv"
printf '{0|1}\t1/2\tnot a slip\tno\n' > "$WORK/noslip.tsv"
t verify-slip-agrees   1 $'\tyes$' 'the stated value 1/2 agrees, but the claim is marked to disagree' -- verify "$WORK/noslip.tsv"
printf '{0|1}\t1/2\tONAG\tmaybe\n' > "$WORK/badfield.tsv"
t verify-bad-field     2 EMPTY "badfield.tsv:1: the fourth field: expected yes or no .*found 'maybe'" -- verify "$WORK/badfield.tsv"
# enumerate --list: each position as itself, with its own value.  Read back by the
# ruleset, every listed position gives the listed value, and no line repeats (COL's
# R-tinted node was printed as L, worth 1, twice).
for rs in "col 4" "snort 4" "nogo 4" "domineering 5" "hackenbush 3"; do
  set -- $rs
  "$CGTK" enumerate "$1" --size "$2" --list > "$WORK/elist" 2>/dev/null
  got=$(cut -f2 "$WORK/elist" | "$CGTK" "$1" 2>&1)
  if [ -s "$WORK/elist" ] && [ "$got" = "$(cut -f3 "$WORK/elist")" ] && [ -z "$(sort "$WORK/elist" | uniq -d)" ]
  then pass=$((pass+1)); else fail=$((fail+1))
    echo "FAIL enumerate-list-$1: repeated: $(sort "$WORK/elist" | uniq -d | head -3 | tr '\n' ' '); values differ: $(diff <(cut -f3 "$WORK/elist") <(echo "$got") | head -4 | tr '\n' ' ')"; fi
done
set --
# COL prints CGSuite's tags (the neighbours' colour): the node Left alone may colour,
# worth 1, is 'R' (it read 'L', ONAG's tint, before cgtk took CGSuite's meaning).
t enumerate-list-col   0 $'^1\t\\.\t\\*\n1\tR\t1\n1\tL\t-1$' EMPTY -- enumerate col --size 1 --list
# The dictionary shows each position once: COL's Right node is the conjugate of its
# Left node, which the enumeration also lists, so it is not shown as a second one.
t enumerate-dict-col   0 $'^\\*\t1\t\\.\n1\t1\tR$' EMPTY -- enumerate col --size 1
t enumerate-dict-snort 0 $'\n\\{1\\|0\\}\t1\t\\.-L\n1\t1\tL$' EMPTY -- enumerate snort --size 2
# A lone negative number is an operand, not an option (no option of cgtk is a digit);
# real short options still work beside it, and an option's argument stays its own.
t neg-value            0 '^-1/2$' EMPTY -- value -1/2
t neg-compare          0 '^>$' EMPTY -- compare 1 -1
t neg-compare-first    0 '^<$' EMPTY -- compare -2 -1
t neg-mixed-options    0 $'^-3\t-3\tR$' EMPTY -- value -f tsv -3
t neg-short-option     0 $'^game\tvalue\toutcome\n-3/4\t-3/4\tR$' EMPTY -- value -3/4 -f tsv
t neg-option-arg       2 EMPTY "--max-games: expected a non-negative integer, found '-1'" -- value --max-games -1 1
t neg-option-arg-abbr  2 EMPTY "--max-games: expected a non-negative integer, found '-5'" -- value --max-g -5 1
t neg-dashdash         0 '^-7/8$' EMPTY -- value -- -7/8
t neg-game-advice      2 EMPTY "goes after '--', as in: cgtk value -- -\\^" -- value -^
t neg-cool             0 '^' EMPTY -- cool '{2|-1}' 1
t neg-box              0 '^-3/8$' EMPTY -- box -2/5
# An option that takes no argument, given one: say which and why, not '-s'.
t opt-no-argument      2 EMPTY "^cgtk domineering: option '--stops' takes no argument" -- domineering --stops=yes 2x2
t opt-no-arg-abbr      2 EMPTY "option '--stops' takes no argument" -- domineering --sto=yes 2x2
t opt-no-arg-short     2 EMPTY "option '--explain' takes no argument" -- value --explain=1 1
# A misspelt long option: the nearest name.
t opt-typo             2 EMPTY "^cgtk domineering: unknown option '--stosp'; did you mean '--stops'\\?" -- domineering --stosp 2x2
t opt-typo-value       2 EMPTY "unknown option '--expalin'; did you mean '--explain'\\?" -- value --expalin 1
t opt-typo-far         2 EMPTY "^cgtk value: unknown option '--zzzzzz'$" -- value --zzzzzz 1
t opt-typo-arg         2 EMPTY "unknown option '--max-gmaes'; did you mean '--max-games'\\?" -- value --max-gmaes=3 1
t opt-ambiguous        2 EMPTY "option '--max' is ambiguous: --max-games, --max-memory" -- value --max 3 1
t opt-unknown-short    2 EMPTY "^cgtk value: unknown option '-z'$" -- value -z 1
