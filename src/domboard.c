/* Generated from noweb/rulesets/domboard.nw by notangle: edit the .nw, not this file. */
#line 115 "noweb/rulesets/domboard.nw"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "domboard.h"
#include "mem.h"

#line 129 "noweb/rulesets/domboard.nw"
Domineering_Board Domineering_turn(const Domineering_Board *b)
{
    assert(b);
    Domineering_Board t = { b->cols, b->rows, { 0 } };
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++)
            if (b->row[r] >> c & 1)
                t.row[c] |= 1ULL << (b->rows - 1 - r);
    return t;
}
#line 144 "noweb/rulesets/domboard.nw"
static bool parse_fail(Perr_T *err, size_t column, const char *msg)
{
    return Perr_set(err, column, "%s", msg);
}

static bool parse_dims(const char *s, Domineering_Board *b, Perr_T *err)
{
    char *end;
    long R = strtol(s, &end, 10);
    if (*end != 'x' && *end != 'X')
        return parse_fail(err, (size_t)(end - s) + 1, "'x' between the "
                          "numbers of rows and columns, as in 3x4");
    const char *c = end + 1;
    if (*c < '0' || *c > '9')
        return parse_fail(err, (size_t)(c - s) + 1, "the number of columns, "
                          "as in 3x4");
    long C = strtol(c, &end, 10);
    if (*end)
        return parse_fail(err, (size_t)(end - s) + 1, "the end of RxC");
    if (R < 1 || C < 1 || R > DOMINEERING_MAX || C > DOMINEERING_MAX)
        return parse_fail(err, 1, "1 to 64 rows and 1 to 64 columns");
    b->rows = (int)R;
    b->cols = (int)C;
    for (int r = 0; r < b->rows; r++)
        b->row[r] = C == 64 ? ~0ULL : (1ULL << C) - 1;
    return true;
}

bool Domineering_parse(const char *s, Domineering_Board *b, Perr_T *err)
{
    assert(s && b && err);
    memset(b, 0, sizeof *b);
    if (*s == '\0')
        return parse_fail(err, 1, "a board: RxC, or rows of '.' (empty) and "
                          "'#' (blocked) separated by '|' or '/'");
    if (*s >= '0' && *s <= '9')
        return parse_dims(s, b, err);
    int r = 0, c = 0;
    for (const char *p = s;; p++) {
        size_t col = (size_t)(p - s) + 1;
        if (*p == '.' || *p == '#') {
            if (c == DOMINEERING_MAX)
                return parse_fail(err, col, "at most 64 squares in a row");
            if (*p == '.')
                b->row[r] |= 1ULL << c;
            c++;
        } else if (*p == '|' || *p == '/' || *p == '\0') {
            if (c == 0)
                return parse_fail(err, col, "a row of '.' and '#'");
            if (r == 0)
                b->cols = c;
            else if (c != b->cols) {
                return Perr_set(err, col, "%d squares in row %d, as in row 1 (rows must "
                                "have equal lengths), found %d", b->cols, r + 1, c);
            }
            r++;
            c = 0;
            if (*p == '\0')
                break;
            if (r == DOMINEERING_MAX)
                return parse_fail(err, col, "at most 64 rows");
        } else
            return parse_fail(err, col, "'.', '#', '|' or '/'");
    }
    b->rows = r;
    return true;
}
#line 215 "noweb/rulesets/domboard.nw"
char *Domineering_str(const Domineering_Board *b)
{
    assert(b);
    char *s = ALLOC((size_t)b->rows * ((size_t)b->cols + 1) + 1), *p = s;
    for (int r = 0; r < b->rows; r++) {
        if (r) *p++ = '|';
        for (int c = 0; c < b->cols; c++)
            *p++ = b->row[r] >> c & 1 ? '.' : '#';
    }
    *p = '\0';
    return s;
}

char *Domineering_tikz(const Domineering_Board *b, double unit)
{
    assert(b);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert(f);
    fprintf(f, "\\begin{tikzpicture}[x=%gcm,y=%gcm,baseline=(current bounding box.center)]\n",
            unit, unit);
    for (int r = 0; r < b->rows; r++)
        for (int c = 0; c < b->cols; c++)
            fprintf(f, "\\draw[%s] (%d,%d) rectangle +(1,1);\n",
                    b->row[r] >> c & 1 ? "fill=white" : "fill=black!45",
                    c, b->rows - 1 - r);
    fputs("\\end{tikzpicture}", f);
    fclose(f);
    return buf;
}
#line 254 "noweb/rulesets/domboard.nw"
Domineering_Board Domineering_zigzag_board(int n)
{
    assert(n >= 1 && n <= 2 * DOMINEERING_MAX - 1);
    int m = (n - 1) / 2;
    Domineering_Board b = { n / 2 + 1, m + 1, { 0 } };
    for (int k = 1; k <= n; k++)
        b.row[k / 2] |= 1ULL << (m - (k - 1) / 2);
    return b;
}

Game_T Domineering_zigzag_next(const Game_T *zz, size_t n)
{
    assert(zz || n == 0);
    Game_T L[n + 1], R[n + 1];          /* on the stack: a limit may jump out */
    size_t nl = 0, nr = 0;
    for (size_t j = 1; j < n; j++) {
        if (j % 2)
            L[nl++] = Game_add(zz[j - 1], zz[n - j - 1]);
        else
            R[nr++] = Game_sub(zz[j - 1], zz[n - j - 1]);
    }
    return Game_make(L, nl, R, nr);
}
