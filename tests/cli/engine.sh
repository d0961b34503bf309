# The engine never crashes or runs unbounded on short input (noweb/games/game.nw: the
# stack watch and the sums with a compact value; thermo.nw: compact thermographs).
t deep-up-sum          0 '^\{1v100000\|-1v100000\}$'   EMPTY -- value '+-1 + v100000'
t deep-up-sum-star     0 '^\{1\^100000\|\^100000\*\}$' EMPTY -- value '^100000 + {1|*}'
t deep-down-switch     0 '^\{1v100000\|v100000\}$'     EMPTY -- value 'v100000+{1|0}'
t deep-up-switch-sum   0 '^\{3\^100000\|1\^100000\|\|-1\^100000\|-3\^100000\}$' EMPTY -- value '(+-1 + +-2) + ^100000'
t deep-stops           0 '^1 0$'                        EMPTY -- stops '^100000+{1|0}'
t deep-mean            0 '^1/2$'                        EMPTY -- mean '^100000+{1|0}'
t deep-temperature     0 '^1/2$'                        EMPTY -- temperature '^100000+{1|0}'
t deep-thermograph     0 '^Thermograph\(1/2,'           EMPTY -- thermograph '^100000+{1|0}'
t deep-cool            0 '^1/2$'                        EMPTY -- cool '^100000+{1|0}' 1
t deep-heat            1 EMPTY 'computation limit reached' -- heat '^100000' 1
t deep-ordinal-minus   1 EMPTY 'computation limit reached' -- ordinal -- -1 100000
t deep-ordinal-up      1 EMPTY 'computation limit reached' -- ordinal -- ^ 100000
t ordinal-numbers-huge 2 EMPTY 'born after day 100000'     -- ordinal --numbers 2147483647
t ordinal-numbers-big  2 EMPTY 'born after day 100000'     -- ordinal --numbers 16777217
t nimber-switch-sum    0 '^\+-\(1\*21474\)$'            EMPTY -- value --max-games 100000 --max-memory 64 '*21474 + +-1'
t nimber-hot-sum       0 '^\{2\*21474\|1\*21474\|\|\*21474\}$' EMPTY -- value '{2|1||0} + *21474'
t nimber-stops         0 '^0 0$'                        EMPTY -- stops '*30000'
t nimber-thermograph   0 '^Thermograph\(0,\[0\],\[0,-1\],0,\[0\],\[0,1\]\)$' EMPTY -- thermograph '*30000'
t cool-negative-half   0 '^\{7/2\|\|\|5/2\|3/2\|\|\+-1/2\}$' EMPTY -- cool -- '{3||2+*|1+*}' -1/2
t cool-minus-one       2 EMPTY 'expected a number > -1'    -- cool -- '*' -1
t cool-below-minus-one 2 EMPTY 'expected a number > -1'    -- cool -t -3/2 '{4|1}'
STDIN="+$(printf '%*s' 1000000 '' | tr ' ' '-')"
t signs-huge           2 EMPTY 'at most 100000 signs'      -- signs
unset STDIN
