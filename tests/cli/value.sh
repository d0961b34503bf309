# cgtk value, compare and verify: results, bad input, limits.
t value-half        0 '^1/2$'        EMPTY -- value '{0|1}'
t value-args        0 '^\*$'         EMPTY -- value '{^|v}' '{0|0}'
t value-tsv         0 $'^\\{1\\|-1\\}\t\\+-1\tN$' EMPTY -- value --format=tsv '{1|-1}'
t value-tsv-header  0 $'^game\tvalue\toutcome$' EMPTY -- value --format=tsv '{1|-1}'
t value-two-formats 2 EMPTY 'two formats given, tsv and latex' -- value -f tsv --latex 1
t value-typo        2 EMPTY "unknown command 'vaule'; did you mean 'value'" -- vaule 1
t value-latex       0 'cgtpm'        EMPTY -- value --latex '+-1'
STDIN=$'{0|1}\n\n# a comment\n^ + ^\n'
t value-stdin       0 '^1/2$'        'read 2 items from <stdin>, skipped 1 blank line and 1 comment line' -- value
unset STDIN
t value-open        2 EMPTY 'argument 1: column 4: expected' -- value '{1|'
t value-double-bar  2 EMPTY 'argument 1: column [0-9]+: expected' -- value '{1||2}'
t value-star-x      2 EMPTY 'argument 1: column 2: expected' -- value '*x'
t value-third-bad   2 EMPTY 'argument 3: column' -- value '0' '1' '{|'
STDIN=$'{0|1}\n*\n{1|\n'
t value-stdin-bad   2 EMPTY '<stdin>:3: column 4: expected' -- value
unset STDIN
t value-format      2 EMPTY "--format: expected plain, tsv, latex or json, found 'xml'" -- value --format=xml 0
t value-limit       1 EMPTY 'computation limit reached' -- value --max-games 50 '+-1 + +-2 + +-3 + +-4 + +-5 + +-6 + +-7 + +-8'
t value-limit-arg   2 EMPTY "--max-games: expected a non-negative integer, found 'lots'" -- value --max-games lots 0
t value-explain     0 'reverses through 1/4' EMPTY -- value --explain '{{2|1/4}|{3|1}}'
t value-explain-dom 0 'dominated'    EMPTY -- value --explain '{0,-1|1}'
t value-explain-bad 2 EMPTY 'column' -- value --explain '{0|'
t compare-up        0 '^>$'          EMPTY -- compare '^' 0
t compare-star      0 '^\|\|$'       EMPTY -- compare '*' 0
t compare-lt        0 '^<$'          EMPTY -- compare 'v' '^'
t compare-one       2 EMPTY 'expected two games, found 1' -- compare '^'
t compare-bad       2 EMPTY 'argument 2: column' -- compare '^' '{'
t verify-missing    2 EMPTY 'no-such-file.tsv: No such file' -- verify no-such-file.tsv
t help-value        0 '^usage: cgtk value' EMPTY -- value --help
t help-compare      0 '^usage: cgtk compare' EMPTY -- compare --help
t help-verify       0 '^usage: cgtk verify' EMPTY -- verify --help
printf '{0|1}\t1/2\tgood line\n{1|\t0\tbad line\n' > "$WORK/bad.tsv"
t verify-bad-line   2 EMPTY 'bad.tsv:2: column 4: expected' -- verify "$WORK/bad.tsv"
printf '# a claim that is false\n{0|1}\t1\tdisagrees\n{0|1}\t1/2\tagrees\n' > "$WORK/claims.tsv"
t verify-tsv        1 $'disagrees\t\\{0\\|1\\}\t1/2\t1\tno' 'claims.tsv:2: \{0\|1\}: the stated value 1 disagrees \(disagrees\)' -- verify --format=tsv "$WORK/claims.tsv"
t value-negative    0 '^-7/8$'       EMPTY -- value -7/8
t value-dashdash    0 '^-7/8$'       EMPTY -- value -- -7/8
t compare-negative  0 '^>$'          EMPTY -- compare -- -1 -2
# verify --format=latex typesets the game as given and the stated value as
# written, through cgt.sty: no typewriter ^, +- or bars.  (The last claim is false,
# v* is not {0|*2,^3}, and marked so in its fourth field.)
printf '{^|^}\t{0|^}\tONAG\n{2|-1/2}\t3/4+-5/4\tONAG\n{0||0|-2}\tTiny(2)\tONAG\n{0|*,v}\t{0|*2,3 * ^}\tx\tno\n' > "$WORK/forms.tsv"
t verify-latex-given  0 '^ONAG & \$\\\{\\cgtup \\cgtbar\{1\} \\cgtup\\\}\$ & ' EMPTY -- verify --format=latex "$WORK/forms.tsv"
t verify-latex-stated 0 '& \$\\\{0 \\cgtbar\{1\} \\cgtup\\\}\$ & yes' EMPTY -- verify --format=latex "$WORK/forms.tsv"
t verify-latex-pm     0 '& \$\\frac\{3\}\{4\}\\cgtpm\{\}1\\frac\{1\}\{4\}\$ & yes' EMPTY -- verify --format=latex "$WORK/forms.tsv"
t verify-latex-tiny   0 '& \$\\cgttiny\{2\}\$ & yes' EMPTY -- verify --format=latex "$WORK/forms.tsv"
t verify-latex-star   0 '\\cgtnim\{2\},3\\cdot \\cgtup' EMPTY -- verify --format=latex "$WORK/forms.tsv"
