/* Generated from noweb/rulesets/grid.nw by notangle: edit the .nw, not this file. */
#line 70 "noweb/rulesets/grid.nw"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "grid.h"
#include "mem.h"

#line 83 "noweb/rulesets/grid.nw"
static int by_byte(const void *a, const void *b)
{
    return (int)*(const uint8_t *)a - (int)*(const uint8_t *)b;
}

static Grid_Shape settle(const int *r, const int *c, int n)
{
    int r0 = 99, c0 = 99, r1 = 0, c1 = 0;
    for (int i = 0; i < n; i++) {
        if (r[i] < r0) r0 = r[i];
        if (c[i] < c0) c0 = c[i];
        if (r[i] > r1) r1 = r[i];
        if (c[i] > c1) c1 = c[i];
    }
    Grid_Shape s = { n, r1 - r0 + 1, c1 - c0 + 1, { 0 } };
    for (int i = 0; i < n; i++)
        s.cell[i] = (uint8_t)((r[i] - r0) * 16 + (c[i] - c0));
    qsort(s.cell, (size_t)n, 1, by_byte);
    return s;
}

Grid_Shape Grid_transform(const Grid_Shape *p, int s)
{
    assert(p && s >= 0 && s < 8);
    int r[GRID_MAX_CELLS], c[GRID_MAX_CELLS];
    for (int i = 0; i < p->cells; i++) {
        int y = p->cell[i] / 16, x = p->cell[i] % 16;
        if (s & 1) x = -x;
        if (s & 2) y = -y;
        if (s & 4) { int t = x; x = y; y = t; }
        r[i] = y;
        c[i] = x;
    }
    return settle(r, c, p->cells);
}

static Grid_Shape canonical(const Grid_Shape *p)
{
    Grid_Shape best = *p;
    for (int s = 1; s < 8; s++) {
        Grid_Shape t = Grid_transform(p, s);
        if (memcmp(t.cell, best.cell, (size_t)p->cells) < 0)
            best = t;
    }
    return best;
}
#line 137 "noweb/rulesets/grid.nw"
static uint64_t shape_hash(const Grid_Shape *s)
{
    uint64_t h = (uint64_t)s->cells;
    for (int i = 0; i < s->cells; i++)
        h = (h ^ s->cell[i]) * 0x100000001b3ULL;
    return h ^ (h >> 29);
}

static struct { Grid_Shape *a; size_t *set; } held; /* of a call stopped by a limit */

size_t Grid_polyominoes(int k, Grid_Shape **out)
{
    assert(k >= 1 && k <= GRID_MAX_CELLS && out);
    FREE(held.a);
    FREE(held.set);
    size_t n = 0, cap = 64, start = 0;
    Grid_Shape *a = held.a = ALLOC(cap * sizeof *a);
    a[n++] = (Grid_Shape){ 1, 1, 1, { 0 } };
    for (int size = 2; size <= k; size++) {
        size_t end = n, hcap = 1024;
        while (hcap < 8 * (end - start) * 4) hcap *= 2;
        size_t *set = held.set = ALLOC(hcap * sizeof *set);
        memset(set, 0xff, hcap * sizeof *set);
        for (size_t i = start; i < end; i++) {
            Game_charge(cap * sizeof *a + hcap * sizeof *set);
            
#line 184 "noweb/rulesets/grid.nw"
int r[GRID_MAX_CELLS], c[GRID_MAX_CELLS], m = a[i].cells;
for (int j = 0; j < m; j++) {
    r[j] = a[i].cell[j] / 16;
    c[j] = a[i].cell[j] % 16;
}
static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
for (int j = 0; j < m; j++)
    for (int d = 0; d < 4; d++) {
        int y = r[j] + dr[d], x = c[j] + dc[d];
        bool taken = false;
        for (int q = 0; q < m && !taken; q++)
            taken = r[q] == y && c[q] == x;
        if (taken)
            continue;
        r[m] = y;
        c[m] = x;
        Grid_Shape t = settle(r, c, m + 1), s = canonical(&t);
        size_t h = (size_t)shape_hash(&s) & (hcap - 1);
        bool seen = false;
        while (set[h] != SIZE_MAX && !seen) {
            seen = memcmp(a[set[h]].cell, s.cell, (size_t)s.cells) == 0;
            h = (h + 1) & (hcap - 1);
        }
        if (seen)
            continue;
        GROW(a, cap, n + 1);
        set[h] = n;
        a[n++] = s;
    }
#line 163 "noweb/rulesets/grid.nw"
            held.a = a;
        }
        FREE(set);
        held.set = NULL;
        start = end;
    }
    held.a = NULL;
    *out = a;
    return n;
}
