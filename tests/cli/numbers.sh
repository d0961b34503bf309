# cgtk numbers: options and bad input.
t numbers-help     0 '^usage: cgtk numbers'  EMPTY -- numbers --help
t numbers-day2     0 '^-2 -1/2 1/2 2$'       EMPTY -- numbers --day 2
t numbers-bad-day  2 EMPTY "--day: expected a non-negative integer, found 'x'" -- numbers --day x
t numbers-neg-day  2 EMPTY "--day: expected a non-negative integer, found '-1'" -- numbers --day=-1
t numbers-far-day  2 EMPTY "--day: 99 is past the limit 22" -- numbers --day 99
t numbers-format   2 EMPTY "--format: expected plain, tsv, latex, json or tree, found 'xml'" -- numbers --format=xml
t numbers-extra    2 EMPTY "unexpected argument 'extra'" -- numbers extra
t numbers-option   2 EMPTY "unknown option '--frob'" -- numbers --frob
t numbers-latex    0 '^\\begin\{tabular\}'   EMPTY -- numbers --day 1 --format=latex
