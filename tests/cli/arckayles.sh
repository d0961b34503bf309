# cgtk arc-kayles and partizan-arc-kayles: values, outcomes, sums, bad input.
# By hand (noweb/rulesets/arckayles.nw): the path of 4 vertices is *2, the looped
# path of 3 is *3 (Kayles 0.77), a looped vertex alone is *; CGSuite 2,
# GameGraphTest: PartizanArcKayles("llr") = 1/2; a blue edge with a red loop at
# one end is *.  (Nim-values are printed as numbers: 2 for *2.)
ak_vals='^2
3
1
0$'
t ak-values         0 "$ak_vals"      EMPTY -- arc-kayles path:4 'path:3 loop:1,2,3' loop:1 'e:1-2,3-4'
t ak-solve          0 $'^N\nP$'       EMPTY -- arc-kayles --solve path:4 path:5
t ak-sum            0 '^\*3$'         EMPTY -- value 'ArcKayles(path:4) + ArcKayles(path:2)'
t ak-help           0 'loop:A,B'      EMPTY -- arc-kayles --help
t ak-tikz           0 'tikzpicture'   EMPTY -- arc-kayles --tikz 'cycle:4 loop:2'
t ak-loop-edge      2 EMPTY 'column 5: expected a node other than the first' -- arc-kayles 'e:1-1'
t ak-unknown        2 EMPTY 'column 8: expected' -- arc-kayles 'path:3 x:1'
pa_vals='^1/2
\*
1
\{3\*\|2\*\|\|3/2,3/2\*\|1/2\*\}$'
t pa-values         0 "$pa_vals"      EMPTY -- partizan-arc-kayles llr 'l:0-1 r:1-1' 'llr + llr' 'lrlr(ll;ree(rl;l))'
t pa-solve          0 $'^L\nN$'       EMPTY -- partizan-arc-kayles --solve llr 'e:0-1'
t pa-sum            0 '^0$'           EMPTY -- value 'PartizanArcKayles(llr) + PartizanArcKayles(rrl)'
t pa-impartial      0 '^2$'           EMPTY -- partizan-arc-kayles --impartial llr
t pa-moves          0 $'^llr\tL\tr:0-1\t-1' EMPTY -- partizan-arc-kayles --moves llr
t pa-help           0 'PartizanArcKayles|Hackenbush picture' EMPTY -- partizan-arc-kayles --help
t pa-unknown        2 EMPTY "column 7: expected an edge 'l', 'r' or 'e'" -- partizan-arc-kayles 'll + lx'
t pa-unconnected    2 EMPTY 'column 3: expected an edge connected to the ground' -- partizan-arc-kayles 'l:1-2'
