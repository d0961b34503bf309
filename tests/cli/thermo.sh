# cgtk stops, mean, temperature, cool, heat, thermograph, ordinal, signs: results,
# bad input (exit 2, nothing on stdout), limits (exit 1).
t stops-plain       0 '^5 4$'          EMPTY -- stops '{5|4,7}'
t stops-sections    0 '^R\(5\) L\(4\)$' EMPTY -- stops --sections '{5|4,7}'
STDIN=$'{4|1}\n# comment\n{{7|5}|{4|1}}\n'
t mean-stdin        0 '^17/4$'         EMPTY -- mean
t temperature-stdin 0 '^7/4$'          EMPTY -- temperature
unset STDIN
t temperature-int   0 '^-1$'           EMPTY -- temperature 3
t cool-fig          0 '^\{3\|2\}$'     EMPTY -- cool '{4|1}' 1
t cool-option       0 '^5/2$'          EMPTY -- cool -t 2 '{4|1}'
STDIN=$'{4|1}\n'
t cool-stdin        0 '^5/2\*$'        EMPTY -- cool -t 3/2
unset STDIN
t cool-no-temp      2 EMPTY 'expected a temperature' -- cool '{4|1}'
t cool-no-args      2 EMPTY 'expected a temperature' -- cool
t cool-negative     2 EMPTY 'expected a non-negative number, found .-1.' -- cool '{4|1}' -- -1
t cool-negative-opt 2 EMPTY 'expected a non-negative number' -- cool -t -1/2 '{4|1}'
t cool-third        2 EMPTY "expected a dyadic number such as 3/2 .*found '1/3'" -- cool '{4|1}' 1/3
t cool-not-number   2 EMPTY "expected a dyadic number" -- cool '{4|1}' '*'
t cool-bad-game     2 EMPTY 'argument 1: column 5: expected' -- cool '{4|1' 1
t cool-table-two    2 EMPTY 'expected one game' -- cool --table 1,2 '{4|1}' '{3|1}'
t cool-table-bad    2 EMPTY "found 'x'" -- cool --table 1,x '{4|1}'
t heat-star         0 '^\+-1$'         EMPTY -- heat '*' 1
t heat-overheat     0 '^\{4\|0\}$'     EMPTY -- heat --overheat 1 '{3|1}' 1
t heat-no-temp      2 EMPTY 'expected a temperature' -- heat '*'
t heat-bad-temp     2 EMPTY 'temperature: column' -- heat '*' '{1|'
t thermograph-plain 0 '^Thermograph\(5/2,\[3/2\],\[0,-1\],5/2,\[3/2\],\[0,1\]\)$' EMPTY -- thermograph '{4|1}'
t thermograph-tikz  0 'begin\{tikzpicture\}' EMPTY -- thermograph --tikz '{{7|5}|{4|1}}'
t thermograph-data  0 '^7/4 17/4 17/4$' EMPTY -- thermograph --data '{{7|5}|{4|1}}'
t thermograph-data2 2 EMPTY 'expected one game' -- thermograph --data '{4|1}' '*'
t thermograph-bad   2 EMPTY 'argument 2: column' -- thermograph '{4|1}' '{4|'
t thermograph-latex 0 'toprule'        EMPTY -- thermograph --format=latex '{4|1}'
t thermograph-fmt   2 EMPTY "expected plain or latex, found 'xml'" -- thermograph --format=xml '{4|1}'
t ordinal-pair      0 '^3/2$'          EMPTY -- ordinal 1 1/2
t ordinal-colon     0 '^3/4$'          EMPTY -- ordinal '1:-1/2'
STDIN=$'*:1\n'
t ordinal-stdin     0 '^\^\*$'         EMPTY -- ordinal
unset STDIN
t ordinal-no-colon  2 EMPTY 'expected .:. between' -- ordinal '{1|}'
t ordinal-bad-h     2 EMPTY 'argument 1: column 5: expected' -- ordinal '1:{1'
t ordinal-table     0 '^-5	1/32	1/32	-6	-6	yes$' EMPTY -- ordinal --table=-5,0
t signs-number      0 '^\+-\+$'        EMPTY -- signs 3/4
t signs-chain       0 '^7/2$'          EMPTY -- signs '+++(+-)'
t signs-bad         2 EMPTY 'argument 1: column' -- signs '1/3'
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
t stops-bad-option  2 EMPTY "goes after '--'" -- stops -3/2
