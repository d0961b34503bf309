# cgtk cram: nim-values, outcomes, bad input.
# MCGS's input/impartial/impartial-easy/cram_easy.test: 2x3 = *, 3x3 = 0,
# 3x6 = *4; even by even boards are 0 by the half-turn symmetry
# (noweb/rulesets/cram.nw); cram_1xn_easy.test: 1x14 = *4 (Dawson's Kayles).
# (printed as nim-values: 1 for *, 4 for *4)
cr_vals='^1
0
4
0
4$'
t cr-values         0 "$cr_vals"     EMPTY -- cram 2x3 3x3 3x6 4x4 1x14
t cr-mcgs           0 '^1$'         EMPTY -- cram '..|..|..'
t cr-solve          0 $'^N\nP$'      EMPTY -- cram --solve 2x3 2x4
t cr-sum            0 '^0$'          EMPTY -- value 'cram(2x3) + cram(1x2)'
t cr-tikz           0 'tikzpicture'  EMPTY -- cram --tikz '..#|...'
t cr-unknown        2 EMPTY "column 3: expected '.', '#', '\|' or '/'" -- cram '..x'
t cr-ragged         2 EMPTY 'column 5: expected 2 squares in row 2' -- cram '..|.'
