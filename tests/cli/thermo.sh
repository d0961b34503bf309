# cgtk stops, mean, temperature, cool, heat, thermograph, ordinal, signs: results,
# bad input (exit 2, nothing on stdout), limits (exit 1).
t stops-plain       0 '^5 4$'          EMPTY -- stops '{5|4,7}'
t stops-sections    0 '^R\(5\) L\(4\)$' EMPTY -- stops --sections '{5|4,7}'
STDIN=$'{4|1}\n# comment\n{{7|5}|{4|1}}\n'
t mean-stdin        0 '^17/4$'         'read 2 items from <stdin>, skipped 1 comment line' -- mean
t temperature-stdin 0 '^7/4$'          'read 2 items from <stdin>, skipped 1 comment line' -- temperature
unset STDIN
t temperature-int   0 '^-1$'           EMPTY -- temperature 3
t cool-fig          0 '^\{3\|2\}$'     EMPTY -- cool '{4|1}' 1
t cool-option       0 '^5/2$'          EMPTY -- cool -t 2 '{4|1}'
STDIN=$'{4|1}\n'
t cool-stdin        0 '^5/2\*$'        EMPTY -- cool -t 3/2
unset STDIN
t cool-no-temp      2 EMPTY 'expected a temperature' -- cool '{4|1}'
t cool-no-args      2 EMPTY 'expected a temperature' -- cool
t cool-negative     2 EMPTY 'expected a number > -1, found .-1.' -- cool '{4|1}' -- -1
t cool-negative-opt 0 '^\{9/2\|1/2\}$' EMPTY -- cool -t -1/2 '{4|1}'
t cool-third        2 EMPTY "temperature: column 3: expected a power of two as denominator" -- cool '{4|1}' 1/3
t cool-not-number   2 EMPTY "temperature: column 1: expected a digit" -- cool '{4|1}' '*'
t cool-bad-game     2 EMPTY 'argument 1: column 5: expected' -- cool '{4|1' 1
t cool-temps-two    2 EMPTY '--temperatures: expected one game, found 2' -- cool --temperatures 1,2 '{4|1}' '{3|1}'
t cool-temps-bad    2 EMPTY "--temperatures: column 3: expected a digit" -- cool --temperatures 1,x '{4|1}'
t cool-temps-neg    2 EMPTY "--temperatures: column 3: expected a non-negative number" -- cool --temperatures=1,-1 '{4|1}'
t cool-temps-and-t  2 EMPTY '-t and --temperatures: expected one of them' -- cool -t 1 --temperatures 1 '{4|1}'
t cool-table-gone   2 EMPTY "unknown option '--table'" -- cool --table 1,2 '{4|1}'
t heat-star         0 '^\+-1$'         EMPTY -- heat '*' 1
t heat-overheat     0 '^\{4\|0\}$'     EMPTY -- heat --overheat 1 '{3|1}' 1
# Overheating from S to T (Berlekamp; CGSuite's Overheat) of a game that is not an
# integer is {its Left option overheated + T | its Right option overheated - T}, and
# of an integer n is n copies of S (-n copies of -S when n < 0).  Past 64 bits:
# {2^63|0} from 1 to 1 is {2^63 copies of 1, + 1 | 0 copies, - 1} = {2^63+1 | -1};
# from * it is {2^63 copies of *, + 1 | -1} = {0 + 1 | -1} = +-1, since * + * = 0
# and 2^63 is even, and with 2^63+1 (odd) {* + 1 | -1} = {1*|-1}; and
# {0 | -(2^63+1)} from 1/2 to 1 is {0 + 1 | (2^63+1) copies of -1/2, - 1}
# = {1 | -(2^63+1)/2 - 1} = {1 | -(2^63+3)/2}, 2^63+3 = 9223372036854775811.
t heat-overheat-big   0 '^\{9223372036854775809\|-1\}$' EMPTY -- heat --overheat 1 '{9223372036854775808|0}' 1
t heat-overheat-star  0 '^\+-1$'        EMPTY -- heat --overheat '*' '{9223372036854775808|0}' 1
t heat-overheat-star1 0 '^\{1\*\|-1\}$' EMPTY -- heat --overheat '*' '{9223372036854775809|0}' 1
t heat-overheat-neg   0 '^\{1\|-9223372036854775811/2\}$' EMPTY -- heat --overheat 1/2 '{0|-9223372036854775809}' 1
t heat-no-temp      2 EMPTY 'expected a temperature' -- heat '*'
t heat-bad-temp     2 EMPTY 'temperature: column' -- heat '*' '{1|'
t thermograph-plain 0 '^Thermograph\(5/2,\[3/2\],\[0,-1\],5/2,\[3/2\],\[0,1\]\)$' EMPTY -- thermograph '{4|1}'
t thermograph-tikz  0 'begin\{tikzpicture\}' EMPTY -- thermograph --tikz '{{7|5}|{4|1}}'
# the temperature axis at the value 0 (for +-1 on the mast), its temperature marked
t thermograph-tikz-axis 0 '\(0\.000000,0\) -- \(0\.000000,[0-9.]+\) node\[right\] \{\$t\$\}' EMPTY -- thermograph --tikz '+-1'
# far from 0 the axis is a scale at the side nearer 0, one unit out
t thermograph-tikz-side 0 '\(-3\.000000,0\) -- \(-3\.000000,[0-9.]*\) node\[right\] \{\$t\$\}' EMPTY -- thermograph --tikz '{{7|5}|{4|1}}'
t thermograph-data  0 '^7/4 17/4 17/4$' EMPTY -- thermograph --data '{{7|5}|{4|1}}'
t thermograph-data2 2 EMPTY 'expected one game' -- thermograph --data '{4|1}' '*'
t thermograph-bad   2 EMPTY 'argument 2: column' -- thermograph '{4|1}' '{4|'
t thermograph-latex 0 'toprule'        EMPTY -- thermograph --format=latex '{4|1}'
t thermograph-fmt   2 EMPTY "expected plain, tsv, latex or json, found 'xml'" -- thermograph --format=xml '{4|1}'
t thermograph-tikz-latex 2 EMPTY 'it goes without --format=latex' -- thermograph --tikz --latex '{4|1}'
t thermograph-title 2 EMPTY '--title goes with --tikz' -- thermograph --title G '{4|1}'
t ordinal-pair      0 '^3/2$'          EMPTY -- ordinal 1 1/2
t ordinal-colon     0 '^3/4$'          EMPTY -- ordinal '1:-1/2'
STDIN=$'*:1\n'
t ordinal-stdin     0 '^\^\*$'         EMPTY -- ordinal
unset STDIN
t ordinal-no-colon  2 EMPTY 'expected .:. between' -- ordinal '{1|}'
t ordinal-bad-h     2 EMPTY 'argument 1: column 5: expected' -- ordinal '1:{1'
t ordinal-numbers   0 '^-5	1/32	1/32	-6	-6	yes$' EMPTY -- ordinal --numbers=-5,0
t ordinal-numbers-args 2 EMPTY "--numbers takes no operands, found '1'" -- ordinal --numbers 0 1
t ordinal-numbers-bad  2 EMPTY '--numbers: column 3: expected a power of two as denominator' -- ordinal --numbers 1/3
# --numbers reads no items: standard input (a report's parameter file) is left alone.
STDIN=$'1:1\n'
t ordinal-numbers-stdin 0 '^0	1	1	-1	-1	yes$' EMPTY -- ordinal --numbers 0
unset STDIN
t signs-number      0 '^\+-\+$'        EMPTY -- signs 3/4
t signs-chain       0 '^7/2$'          EMPTY -- signs '+++(+-)'
t signs-bad         2 EMPTY 'argument 1: column' -- signs '1/3'
t signs-too-long    2 EMPTY 'argument 1: expected a number whose sign expansion has at most 100000 signs' -- signs 100001
t stops-limit       1 EMPTY 'computation limit reached' -- stops --max-games 50 '+-1 + +-2 + +-3 + +-4 + +-5 + +-6 + +-7 + +-8'
t cool-limit        1 EMPTY 'computation limit reached' -- cool --max-games 200 '+-1 + +-2 + +-3 + +-4 + +-5' 1/2
t help-stops        0 '^usage: cgtk stops' EMPTY -- stops --help
t help-cool         0 '^usage: cgtk cool'  EMPTY -- cool --help
t help-heat         0 '^usage: cgtk heat'  EMPTY -- heat --help
t help-thermograph  0 '^usage: cgtk thermograph' EMPTY -- thermograph --help
t help-ordinal      0 '^usage: cgtk ordinal' EMPTY -- ordinal --help
t help-signs        0 '^usage: cgtk signs' EMPTY -- signs --help
t help-mean         0 '^usage: cgtk mean' EMPTY -- mean --help
t help-temperature  0 '^usage: cgtk temperature' EMPTY -- temperature --help
t stops-negative    0 '^-3/2 -3/2$'   EMPTY -- stops -3/2
t stops-bad-option  2 EMPTY "goes after '--'" -- stops '-{1|2}'
# The formats: TSV has exactly one header line, JSON one object per line.
t stops-tsv         0 '^game	value	left_stop	right_stop$' EMPTY -- stops -f tsv '{5|4,7}'
t stops-tsv-row     0 '^\{5\|4,7\}	\{5\|4\}	5	4$' EMPTY -- stops -f tsv '{5|4,7}'
t stops-sections-tsv 0 '^game	value	left_section	right_section$' EMPTY -- stops --sections -f tsv '{5|4,7}'
t stops-json        0 '^\{"game": "\{5\|4,7\}", "value": "\{5\|4\}", "left_section": "R\(5\)", "right_section": "L\(4\)"\}$' EMPTY -- stops --sections --format=json '{5|4,7}'
t stops-latex-stops 0 '^\$\\\{5 \\cgtbar\{1\} 4,7\\\}\$ & \$\\cgtgame\{5\}\{4\}\$ & \$5\$ & \$4\$ \\\\$' EMPTY -- stops --latex '{5|4,7}'
t thermograph-latex-given 0 '^\$\\\{\\cgtup \\cgtbar\{1\} \\cgtdown\\\}\$ & \$\\cgtstar\$' EMPTY -- thermograph --format=latex '{^|v}'
t mean-json         0 '^\{"game": "\{4\|1\}", "value": "\{4\|1\}", "mean": "5/2"\}$' EMPTY -- mean --format=json '{4|1}'
t temperature-tsv   0 '^game	value	temperature$' EMPTY -- temperature -f tsv '{4|1}'
t cool-tsv          0 '^game	value$' EMPTY -- cool -f tsv '{4|1}' 1
t cool-json         0 '^\{"game": "\{4\|1\}", "value": "\{3\|2\}"\}$' EMPTY -- cool -f json '{4|1}' 1
t cool-temps-tsv    0 '^temperature	formula	cooled$' EMPTY -- cool -f tsv --temperatures 0,1 '{4|1}'
t heat-json         0 '^\{"game": "\*", "value": "\+-1"\}$' EMPTY -- heat -f json -t 1 '*'
t thermograph-tsv   0 '^game	value	left_stop	right_stop	mean	temperature	thermograph$' EMPTY -- thermograph -f tsv '{4|1}'
t thermograph-json  0 '"thermograph": "Thermograph\(5/2,\[3/2\],\[0,-1\],5/2,\[3/2\],\[0,1\]\)"\}$' EMPTY -- thermograph -f json '{4|1}'
t ordinal-tsv       0 '^base	subordinate	value$' EMPTY -- ordinal -f tsv '1:-1/2'
t ordinal-json      0 '^\{"base": "1", "subordinate": "-1/2", "value": "3/4"\}$' EMPTY -- ordinal -f json '1:-1/2'
t ordinal-numbers-tsv 0 '^x	one_colon_formula	one_colon_construction	minus_one_colon_formula	minus_one_colon_construction	agree$' EMPTY -- ordinal -f tsv --numbers=0
t signs-tsv         0 '^expansion	value	berlekamp	berlekamp_value	chain$' EMPTY -- signs -f tsv '+++(+-)'
t signs-json        0 '^\{"expansion": "\+\+\+\(\+-\)", "value": "7/2", "berlekamp": "3.1", "berlekamp_value": "7/2", "chain": "7/2"\}$' EMPTY -- signs -f json '+++(+-)'
# Limits: exit 1, nothing on stdout, how far it got.
t mean-limit        1 EMPTY 'computation limit reached: --max-games.*0 of 1 expressions were done' -- mean --max-games 50 '+-1 + +-2 + +-3 + +-4 + +-5 + +-6 + +-7 + +-8'
t thermograph-limit 1 EMPTY 'computation limit reached: --max-games' -- thermograph --max-games 50 '{4|1}' '+-1 + +-2 + +-3 + +-4 + +-5 + +-6 + +-7 + +-8'
t heat-limit        1 EMPTY 'computation limit reached: --max-games' -- heat --max-games 60 '+-1 + +-2 + +-3 + +-4 + +-5' 1
t ordinal-limit     1 EMPTY 'computation limit reached: --max-games' -- ordinal --max-games 40 '+-1 + +-2 + +-3 + +-4 + +-5:1'
# A chain of signs stopped by a limit while its ordinal sums are made holds nothing on
# the heap (the runner fails on a sanitizer's leak report); a heated nimber whose text
# passes --max-memory stops while it is printed (*n heated by 2 is 8^(n/2) characters).
t signs-chain-limit 1 EMPTY 'computation limit reached: --max-games' -- signs -f tsv --max-games=20 '+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-'
t heat-print-limit  1 EMPTY 'the values were computed, but writing them passed the bound' -- heat --max-memory=64 '*47' 2
