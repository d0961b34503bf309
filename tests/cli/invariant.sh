# CGSuite syntax errors and the invariant commands: exit status, message, column.
t nim-of-half       2 EMPTY 'argument 1: column 3: expected a nonnegative integer' -- value '*(1/2)'
t nim-of-negative   2 EMPTY 'argument 1: column 3: expected a nonnegative integer' -- value '*(-1)'
t quote-open        2 EMPTY "argument 1: column 3: expected a game, '\\|' or '\\}'" -- value "'{"
t quote-unclosed    2 EMPTY 'argument 1: column 7: expected a closing quote' -- value "'{1|2}"
t multiple-no-int   2 EMPTY "argument 1: column 5: expected an integer on one side of '\\*'" -- value '1/2 * ^'
# G * n is n copies of G when blanks part the '*' from its operands (the help's
# "G * n"): ^ * 3 is ^3 (WW ch. 3: three ups), 3 * 3 is 9; juxtaposed, ^*3 and 3*3 stay
# up plus *3 and 3 plus *3, as CGSuite prints them.
t multiple-g-n      0 $'^\^3\n\^6\n9\n-2\n\^\*3\n3\*3$' EMPTY -- value '^ * 3' '^^ * 3' '3 * 3' '(-1) * 2' '^*3' '3*3'
t multiple-end      2 EMPTY "column 4: expected a game after '\\*'" -- value '*3*'
# A syntax error is found before any game is made: with a store of 5 games the sum
# would stop at the limit (exit 1); the error at the ')' comes first (exit 2).
t syntax-first      2 EMPTY 'argument 1: column 12: expected end of input' -- value --max-games 5 '*300 + +-1 )'
t syntax-first-big  1 EMPTY 'computation limit reached' -- value --max-games 5 '*300 + +-1'
t multiple-huge     1 EMPTY 'expected a multiplier below 2\^63' -- value '99999999999999999999 * ^'
t multiple-ups      1 EMPTY 'fewer than 2\^31 ups' -- value '2000000000 * ^^'
t birthday-up       0 '^2$' EMPTY -- birthday '^'
t birthday-bad      2 EMPTY 'argument 2: column 4: expected' -- birthday '^' '{1|'
t aw-undefined      0 '^undefined: \{1\|-1\} is not infinitesimal$' EMPTY -- atomic-weight '{1|-1}'
t aw-json           0 '"atomic_weight": null, "note": "not infinitesimal"' EMPTY -- atomic-weight --format=json '1'
STDIN=$'^^*\n{0|v3}\n'
t aw-stdin          0 '^-3/2$' EMPTY -- atomic-weight
unset STDIN
# Infinitesimals that are not all-small: CGSuite's atomic weights (its
# CanonicalShortGameTestCase: Tiny(3/2) 0, {^3|vv} {1|0}, {1|^^||^} 2, {1|^3||^} not
# atomic) and the brief's {1|^||0} 1, {0|{0|-2}} 0 (CGSuite 2.x, G.AtomicWeight).
t aw-cgsuite        0 $'^0\n1\n0\n2\n\\{1\\|0\\}$' EMPTY -- atomic-weight '{0||0|-3/2}' '{1|^||0}' '{0|{0|-2}}' '{1|^^||^}' '{^^^|vv}'
t aw-not-atomic     0 '^undefined: \{1\|\^\^\^\|\|\^\} is not atomic$' EMPTY -- atomic-weight '{1|^^^||^}'
t aw-tsv-why        0 $'not infinitesimal\n.*not atomic' EMPTY -- atomic-weight -f tsv '{3||2+*|1+*}' '{1|^^^||^}'
t reduced-switch    0 '^\+-1$' EMPTY -- reduced '+-1 + ^'
t reduced-limit     1 EMPTY 'computation limit reached' -- reduced --max-games 40 '+-1 + +-2 + +-3 + +-4 + +-5 + ^'
t reduced-latex     0 'Reduced canonical form' EMPTY -- reduced --latex '{1|^}'
t help-aw           0 '^usage: cgtk atomic-weight' EMPTY -- atomic-weight --help
t help-reduced      0 'Siegel, Combinatorial Game Theory' EMPTY -- reduced --help
