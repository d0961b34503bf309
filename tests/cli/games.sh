# cgtk games: the canonical games born by day n; options and bad input.
# Counts 1, 4, 22, 1474 for days 0..3: Siegel, Combinatorial Game Theory, ch. III.1;
# Suetsugu, arXiv:2208.13403 (2022), introduction, quoting them.
t games-help       0 '^usage: cgtk games'  EMPTY -- games --help
t games-day0       0 '^0$'                 EMPTY -- games --day 0
t games-day1       0 $'^0\n-1\n1\n\\*$'    EMPTY -- games --day 1
t games-count0     0 '^1$'                 EMPTY -- games --day 0 --count
t games-count1     0 '^4$'                 EMPTY -- games --day=1 --count
t games-count2     0 '^22$'                EMPTY -- games --count
t games-count3     0 '^1474$'              EMPTY -- games --day 3 --count
# day 2 by hand from the definition (noweb/games/born.nw): the 18 games born that day come after 0, -1, 1, *
t games-day2-tail  0 $'\n\\{1\\|\\*\\}\n\\{\\*\\|-1\\}$' EMPTY -- games --day 2
t games-tsv        0 $'^birthday\tgame\n0\t0\n1\t-1\n1\t1\n1\t\\*$' EMPTY -- games --day 1 -f tsv
t games-json-count 0 '"day": 3, "games": 1474' EMPTY -- games --day 3 --count -f json
# bad input: exit 2, the reason, nothing on standard output
t games-day4       2 EMPTY 'cgtk games: --day 4: .*too many to list or count.*10\^28\.2 and 4\.0\*10\^184.*3\.0\*10\^12 and 10\^434' -- games --day 4
t games-day4-count 2 EMPTY 'too many to list or count' -- games --day 4 --count
t games-day-big    2 EMPTY '--day: 99999999 is past the limit' -- games --day 99999999
t games-bad-day    2 EMPTY "--day: expected a non-negative integer, found 'x'" -- games --day x
t games-neg-day    2 EMPTY "--day: expected a non-negative integer, found '-1'" -- games --day=-1
t games-no-day     2 EMPTY "option '-d' needs an argument" -- games --day
t games-operand    2 EMPTY "unexpected argument 'foo'" -- games foo
t games-format     2 EMPTY "--format: expected plain, tsv, latex or json, found 'xml'" -- games --format=xml
# a limit: exit 1, nothing printed
t games-limit      1 EMPTY 'computation limit reached' -- games --day 3 --max-games 50
