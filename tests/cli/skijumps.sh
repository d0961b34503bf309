# cgtk skijumps: values, outcomes, moves, bad input (values: tests/golden/skijumps.golden).
t ski-value         0 $'^1/2\n5$'      EMPTY -- skijumps 'L....|....R|.....' 'L....|....R|l....'
t ski-slash         0 '^5/2$'          EMPTY -- skijumps '.L.../.R.../.....'
t ski-plus          0 '^0$'            EMPTY -- skijumps 'L.. + ..r'
t ski-solve         0 $'^L\nR\nP$'     EMPTY -- skijumps --solve L.. ..r LR
t ski-moves         0 $'^L\\.\tL\t\\.L\t1\tL\tyes$' EMPTY -- skijumps --moves L.
t ski-options       0 $'^L\\.\tL\t\\.\\.\t0$' EMPTY -- skijumps --options L.
t ski-tikz          0 'text=red'       EMPTY -- skijumps --tikz 'L.|.R'
t ski-help          0 'slipper'        EMPTY -- skijumps --help
t ski-unknown       2 EMPTY "column 3: expected 'L', 'l', 'R', 'r', '.', '\\|' or '/'" -- skijumps 'L.x'
t ski-ragged        2 EMPTY 'column 7: expected 3 squares in row 2' -- skijumps 'L..|..'
t ski-empty         2 EMPTY "column 1: expected a square" -- skijumps ''
t ski-enum          0 $'^3\t4\tLL lL Ll ll$' EMPTY -- enumerate skijumps --size 2
