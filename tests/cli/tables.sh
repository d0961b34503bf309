# Saved tables and interruption: every test is named after the fault it guards.
# Multi-step scenarios are plain bash and count pass/fail like t (tests/cli/run).
ok() {  # NAME CONDITION-STATUS WHY
  if [ "$2" -eq 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL $1: $3"; fi
}
TD=$WORK/tables; mkdir -p "$TD"
# started FILE: wait until a command run with --progress has drawn its progress
# line in FILE (so its signal handlers are in place, however loaded the machine),
# and a little longer, so that it has done some work.
started() { for _ in $(seq 300); do [ -s "$1" ] && break; sleep 0.1; done; sleep 0.2; }

# A reference value computed with no table at all.
ref=$("$CGTK" domineering 5x6 2>/dev/null)
ok tables-reference $([ -n "$ref" ]; echo $?) "domineering 5x6 printed nothing"

# interrupt-saves-and-resumes: SIGINT early in the search of 5x6 (1 s without
# the sanitizers, 2 s with them; 4x7 took 0.3 s, and a run could end before the
# signal came): exit 130, nothing on stdout, the message says how many positions
# were saved and the exact command that resumes; the resumed run prints the
# reference value.
"$CGTK" domineering --progress --table "$TD/int.bin" 5x6 >"$TD/out" 2>"$TD/err" &
pid=$!; started "$TD/err"; kill -INT "$pid"; wait "$pid"; rc=$?
ok interrupt-status $([ "$rc" -eq 130 ]; echo $?) "exit status $rc, expected 130"
ok interrupt-no-stdout $([ ! -s "$TD/out" ]; echo $?) "stdout not empty after SIGINT"
ok interrupt-message $(grep -Eq "interrupted by SIGINT.*" "$TD/err" \
  && grep -Eq "table of [0-9]+ positions was saved in .*int.bin; to resume, run: cgtk domineering --progress --table [^ ]*int.bin 5x6$" "$TD/err"; echo $?) \
  "message: $(cat "$TD/err")"
ok interrupt-no-temporary $([ -z "$(ls -A "$TD" | grep -v '^int.bin$\|^out$\|^err$')" ]; echo $?) \
  "a temporary file was left: $(ls -A "$TD")"
got=$("$CGTK" domineering --table "$TD/int.bin" 5x6 2>"$TD/err"); rc=$?
ok interrupt-resume $([ "$rc" -eq 0 ] && [ "$got" = "$ref" ]; echo $?) \
  "resumed: status $rc, value '$got', expected '$ref'"

# sigterm-without-table: exit 143, the work is said to be lost, --table suggested.
"$CGTK" domineering --progress 5x6 >"$TD/out" 2>"$TD/err" &
pid=$!; started "$TD/err"; kill -TERM "$pid"; wait "$pid"; rc=$?
ok sigterm-status $([ "$rc" -eq 143 ] && [ ! -s "$TD/out" ]; echo $?) "exit status $rc, expected 143"
ok sigterm-lost $(grep -q "interrupted by SIGTERM" "$TD/err" && grep -q "were lost; with --table FILE" "$TD/err"; echo $?) \
  "message: $(cat "$TD/err")"

# flipped-byte-45: format 1 printed a wrong value with exit 0 for a 4x4 table with
# byte 45 flipped.  Now every damage is refused with exit 2, whatever byte.
"$CGTK" domineering --table "$TD/d.bin" 4x4 >/dev/null 2>&1
size=$(stat -c %s "$TD/d.bin")
for at in 0 5 20 45 60 100 $((size / 2)) $((size - 1)); do
  cp "$TD/d.bin" "$TD/f.bin"
  byte=$(od -An -tu1 -j "$at" -N1 "$TD/f.bin" | tr -d ' ')
  printf "$(printf '\\%03o' $(( (byte ^ 0x55) & 255 )))" | dd of="$TD/f.bin" bs=1 seek="$at" conv=notrunc 2>/dev/null
  t "flipped-byte-$at" 2 EMPTY 'damaged|not a cgtk table|another format|a table of' -- domineering --table "$TD/f.bin" 4x4 3x3
done
head -c $((size - 7)) "$TD/d.bin" >"$TD/short.bin"
t truncated-table 2 EMPTY 'damaged table \(cut short' -- domineering --table "$TD/short.bin" 4x4
t foreign-ruleset 2 EMPTY 'a table of domineering, not of cutcake' -- cutcake --table "$TD/d.bin" 3x3
printf 'PK\003\004 not a table\n' >"$TD/zip.bin"
t not-a-table 2 EMPTY 'not a cgtk table' -- domineering --table "$TD/zip.bin" 2x2
printf 'cgtk-positions 1\ndomineering\n' >"$TD/old.bin"
t format-1-table 2 EMPTY 'another format of cgtk' -- domineering --table "$TD/old.bin" 2x2
t nodekayles-table 0 '^3$' EMPTY -- nodekayles --table "$TD/nk.bin" path 5
t nodekayles-table-resumes 0 '^3$' EMPTY -- nodekayles --table "$TD/nk.bin" path 5

# symlinked-temporary: format 1 wrote FILE.tmp, following a planted symbolic link
# and overwriting its target.  The victim is untouched now.
echo precious >"$TD/victim"; ln -s "$TD/victim" "$TD/s.bin.tmp"
t symlinked-temporary 0 '^\+-1$' EMPTY -- domineering --table "$TD/s.bin" 3x3
ok symlinked-victim-untouched $([ "$(cat "$TD/victim")" = precious ] && [ -L "$TD/s.bin.tmp" ]; echo $?) \
  "the victim of a planted link was overwritten"

# concurrent-writers: two runs on one table both succeed and the table loads.
"$CGTK" domineering --table "$TD/c.bin" 4x5 >"$TD/c1" 2>&1 & p1=$!
"$CGTK" domineering --table "$TD/c.bin" 5x4 >"$TD/c2" 2>&1 & p2=$!
wait "$p1"; r1=$?; wait "$p2"; r2=$?
ok concurrent-writers $([ "$r1" -eq 0 ] && [ "$r2" -eq 0 ]; echo $?) "statuses $r1 $r2: $(cat "$TD/c1" "$TD/c2")"
t concurrent-table-loads 0 . EMPTY -- domineering --table "$TD/c.bin" 4x5 5x4

# unwritable-table: a table that cannot be saved is refused before the search
# (exit 2, nothing printed); it was computed, printed, and exit 1.
t unwritable-table 2 EMPTY 'cannot save there: No such file' -- domineering --table "$TD/no/such/dir/t.bin" 3x3

# progress: --progress draws on a non-terminal, --quiet and the default do not.
t progress-forced 0 . 'positions searched' -- domineering --progress 4x6
t progress-quiet 0 . EMPTY -- domineering --quiet 4x4
t progress-help 0 'progress line' EMPTY -- domineering --help

# nodekayles sizes that used to be called a computation limit: star 64 is worth
# {0, *(63 mod 2)} = *2 (taking the centre leaves nothing; a leaf leaves 63 lone
# vertices); a 65x1 grid is a path of 65.
t nodekayles-star-64 0 '^2$' EMPTY -- nodekayles star 64
t nodekayles-grid-65x1 0 "^$("$CGTK" nodekayles path 65 2>/dev/null)\$" EMPTY -- nodekayles grid 65x1

# octal-table-resume: octal --table saves the Grundy prefix at SIGTERM and a
# rerun continues from it to the values of a run without a table (0.6 has no
# known period, so every heap is computed).
"$CGTK" octal 0.6 --progress --upto 3000000 --table "$TD/o.bin" >"$TD/out" 2>"$TD/err" &
pid=$!; started "$TD/err"; kill -TERM "$pid"; wait "$pid"; rc=$?
ok octal-interrupt-status $([ "$rc" -eq 143 ] && [ ! -s "$TD/out" ]; echo $?) "exit status $rc, expected 143"
ok octal-interrupt-message $(grep -Eq "G\(0\.\.[0-9]+\) were saved in .*o.bin; to resume, run: cgtk octal 0.6 --progress --upto 3000000 --table [^ ]*o.bin$" "$TD/err"; echo $?) \
  "message: $(cat "$TD/err")"
want=$("$CGTK" octal 0.6 --upto 60000 | md5sum)
got=$("$CGTK" octal 0.6 --upto 60000 --table "$TD/o.bin" | md5sum)
ok octal-table-resume $([ "$want" = "$got" ]; echo $?) "resumed values differ from a run without table"
t octal-table-other-code 2 EMPTY 'a table of octal 0.6, not of octal 0.77' -- octal 0.77 --upto 5 --table "$TD/o.bin"
head -c 100 "$TD/o.bin" >"$TD/o-short.bin"
t octal-table-truncated 2 EMPTY 'damaged table' -- octal 0.6 --upto 5 --table "$TD/o-short.bin"
t octal-table-not-plain 2 EMPTY '--table goes with' -- octal 0.6 --upto 5 --plain --table "$TD/o.bin"
# 0.6: take one token leaving one or two heaps: G(0..5) = 0 0 1 2 0 1 (G(4) =
# mex{G(3), G(1)+G(2)} = mex{2, 1}; G(5) = mex{G(4), G(1)+G(3), G(2)+G(2)} = mex{0, 2}).
t octal-unwritable-table 2 EMPTY 'cannot save there: No such file' -- octal 0.6 --upto 5 --table "$TD/no/dir/o.bin"
# octal-period-max: --max bounds the search below 1024 heaps too (0.137 needs 174).
t octal-period-max-honoured 1 EMPTY 'no period certified with 100 heaps' -- octal 0.137 --period --max 100
t octal-period-max-enough 0 'period 34 preperiod 52' EMPTY -- octal 0.137 --period --max 300

# stats-on-stderr: run-dependent figures go to stderr under --stats, so the
# results of equal boards diff clean (first run searches, the second loads).
t stats-on-stderr 0 '^\+-1$' '^cgtk domineering: [0-9]+ positions searched, [0-9]+ in the table' -- domineering --stats 3x3
"$CGTK" domineering --format=tsv --table "$TD/st.bin" 4x4 3x3 >"$TD/tsv1" 2>/dev/null
"$CGTK" domineering --format=tsv --table "$TD/st.bin" 4x4 3x3 >"$TD/tsv2" 2>/dev/null
ok tsv-equal-boards-diff-clean $(cmp -s "$TD/tsv1" "$TD/tsv2" && [ "$(head -1 "$TD/tsv1")" = "$(printf 'position\tvalue')" ] \
  && [ "$(grep -c '^position' "$TD/tsv1")" -eq 1 ]; echo $?) "tsv of a searched and a loaded run differ"
# enumerate-table: enumerate keeps its positions in a table and resumes from it.
want=$("$CGTK" enumerate domineering --size 4 2>/dev/null)
t enumerate-table-first 0 . EMPTY -- enumerate domineering --size 4 --table "$TD/e.bin"
got=$("$CGTK" enumerate domineering --size 4 --table "$TD/e.bin" 2>/dev/null)
ok enumerate-table-resume $([ -n "$want" ] && [ "$want" = "$got" ]; echo $?) "enumerate with a loaded table differs"
t enumerate-table-foreign 2 EMPTY 'a table of domineering, not of cutcake' -- enumerate cutcake --size 3 --table "$TD/e.bin"

# octal-stream: --stream prints the same values, and prints them while computing
# (the first values are out before the run ends; a signal then leaves them).
want=$("$CGTK" octal 0.6 --upto 70000 --from 3 | md5sum)
got=$("$CGTK" octal 0.6 --upto 70000 --from 3 --stream | md5sum)
ok octal-stream-same-values $([ "$want" = "$got" ]; echo $?) "streamed values differ"
"$CGTK" octal 0.6 --upto 100000000 --stream >"$TD/stream" 2>"$TD/err" &
pid=$!; for i in $(seq 60); do [ -s "$TD/stream" ] && break; sleep 0.5; done
kill -TERM "$pid"; wait "$pid"; rc=$?
ok octal-stream-while-computing $([ "$rc" -eq 143 ] && grep -q '^0 0 1 2 0 1 ' "$TD/stream"; echo $?) \
  "status $rc; streamed: $(head -c 40 "$TD/stream")"
t octal-stream-plain-only 2 EMPTY '--stream goes with' -- octal 0.6 --upto 10 --stream --format=tsv

# resume-line-quoted: the resume line is the command line as typed, quoted for
# the shell (a space in the file name), also after a limit.
t resume-line-quoted 1 EMPTY "to resume, run: cgtk domineering --table '[^']*q q.bin' 4x5$" \
  -- domineering --table "$TD/q q.bin" --max-positions 50 4x5

# tsv-one-header: every tsv of these commands has exactly one header line, of
# snake_case names, and the rows never repeat it.
tsv_shape() {  # NAME ARGS...
  local name=$1; shift
  "$CGTK" "$@" --format=tsv >"$TD/tsv" 2>/dev/null; local rc=$?
  local head; head=$(head -1 "$TD/tsv")
  local bad=0
  [ "$rc" -eq 0 ] || bad=1
  printf '%s\n' "$head" | grep -Eq '^[a-z][a-z0-9_]*(	[a-z][a-z0-9_]*)*$' || bad=1
  [ "$(grep -cxF -- "$head" "$TD/tsv")" -eq 1 ] || bad=1
  ok "$name" "$bad" "status $rc, header '$head'"
}
tsv_shape tsv-grundy grundy '*3' '{*,*2}'
tsv_shape tsv-nim nim 3 5 6
tsv_shape tsv-octal octal 0.07 --upto 20
tsv_shape tsv-octal-period octal 0.07 --period
tsv_shape tsv-nodekayles nodekayles path 5 cycle 6
tsv_shape tsv-enumerate enumerate domineering --size 4
tsv_shape tsv-enumerate-stats enumerate domineering --size 4 --stats
tsv_shape tsv-zigzag zigzag --from 1 --to 6
tsv_shape tsv-domineering-stops domineering --stops --thermo --outcome 3x3 2x4

# zigzag-table: zigzag keeps ZZ_1, ZZ_2, ... in a table, saved at SIGINT too,
# and a rerun takes them from it (equal to a run without a table).
"$CGTK" zigzag 300 --progress --table "$TD/z.bin" >"$TD/out" 2>"$TD/err" &
pid=$!; started "$TD/err"; kill -INT "$pid"; wait "$pid"; rc=$?
ok zigzag-interrupt $([ "$rc" -eq 130 ] && [ ! -s "$TD/out" ] \
  && grep -Eq "ZZ_1\.\.ZZ_[0-9]+ were saved in .*z.bin; to resume, run: cgtk zigzag 300 --progress --table [^ ]*z.bin$" "$TD/err"; echo $?) \
  "status $rc: $(cat "$TD/err")"
want=$("$CGTK" zigzag --from 1 --to 14 --format=tsv 2>/dev/null)
got=$("$CGTK" zigzag --from 1 --to 14 --format=tsv --table "$TD/z.bin" 2>/dev/null)
ok zigzag-table-resume $([ -n "$want" ] && [ "$want" = "$got" ]; echo $?) "zigzag with a table differs"
t zigzag-table-foreign 2 EMPTY 'a table of zigzag, not of domineering' -- domineering --table "$TD/z.bin" 2x2

# table-unwritable: a --table that cannot be saved is refused before anything is
# computed (exit 2, one message, nothing on stdout); it used to compute, print the
# whole result and exit 1 ("value printed; table not saved"), and octal --rows
# repeated the warning at every periodic save.
for cmd in "domineering 2x2" "domineering --solve 2x2" "enumerate domineering --size 3" \
           "zigzag 5" "gocut --upto 5 path" "nodekayles path 5"; do
  read -ra args <<< "$cmd"
  t "table-unwritable-${args[0]}" 2 EMPTY '^cgtk [a-z]+: --table /nonexistent/x: cannot save there: No such file or directory' -- "${args[@]}" --table /nonexistent/x
done
t table-unwritable-octal 2 EMPTY '^cgtk octal: --table /nonexistent/x\.tab: cannot save there: No such file' -- octal 0.57b7 --rows --upto 100 --table /nonexistent/x.tab
"$CGTK" octal 0.57b7 --rows --upto 100 --table /nonexistent/x.tab >/dev/null 2>"$TD/err"
ok table-unwritable-once $([ "$(wc -l < "$TD/err")" -eq 1 ]; echo $?) "$(wc -l < "$TD/err") lines: $(head -3 "$TD/err")"
mkdir -p "$TD/adir"
t table-directory 2 EMPTY '--table .*adir: not a regular file' -- domineering --table "$TD/adir" 2x2
ln -sf "$TD/d.bin" "$TD/link.bin"
t table-symlink 2 EMPTY '--table .*link.bin: a symbolic link' -- domineering --table "$TD/link.bin" 2x2
