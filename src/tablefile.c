/* Generated from noweb/rulesets/tablefile.nw by notangle: edit the .nw, not this file. */
#line 123 "noweb/rulesets/tablefile.nw"
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "hash.h"
#include "mem.h"
#include "position.h"
#include "savefile.h"
#include "table.h"
#include "tablefile.h"

#define find(e, k, len, h, v) Table_find(&(e)->table, k, len, h, v)
#define insert(e, k, len, h, v) Table_insert(&(e)->table, k, len, h, v)
#define hash_key Table_hash
#define NOTE  0x80000000u           /* in a saved table, the length of a note's record */

#line 273 "noweb/rulesets/tablefile.nw"
typedef struct Gamemap {
    Game_T *id;
    uint32_t *index;
    size_t mask, count;
} Gamemap;
#line 322 "noweb/rulesets/tablefile.nw"
typedef struct Out { FILE *f; uint64_t h, n; bool ok; } Out;
#line 154 "noweb/rulesets/tablefile.nw"
void Position_eval_note(Position_Eval *e, const uint64_t *w, size_t len, Game_T v)
{
    assert(e && w && len > 0 && len < NOTE);
    Table_follow(&e->table);
    GROW(e->table.notes, e->table.ncap, e->table.nn + 1 + len);
    e->table.notes[e->table.nn++] = (uint64_t)len | (uint64_t)v << 32;
    memcpy(e->table.notes + e->table.nn, w, len * sizeof *w);
    e->table.nn += len;
    e->table.ncount++;
    Table_hold(&e->table);
}

size_t Position_eval_note_count(const Position_Eval *e)
{
    assert(e);
    return e->table.epoch == Game_store_epoch() ? e->table.ncount : 0;
}

void Position_eval_notes_clear(Position_Eval *e)
{
    assert(e);
    FREE(e->table.notes);                     /* the room too: a solver's states are large */
    e->table.nn = e->table.ncap = e->table.ncount = 0;
    Table_hold(&e->table);
}

uint64_t *Position_eval_notes_take(Position_Eval *e, size_t *n, size_t *cap, size_t *count)
{
    assert(e && n && cap && count);
    bool some = e->table.epoch == Game_store_epoch() && e->table.ncount;
    uint64_t *notes = some ? e->table.notes : NULL;
    *n = notes ? e->table.nn : 0;
    *cap = notes ? e->table.ncap : 0;
    *count = notes ? e->table.ncount : 0;
    if (notes)
        e->table.notes = NULL;
    Position_eval_notes_clear(e);
    return notes;
}

void Position_eval_notes_give(Position_Eval *e, uint64_t *notes, size_t n, size_t cap,
                              size_t count)
{
    assert(e && (notes || n == 0) && n <= cap);
    Table_follow(&e->table);
    FREE(e->table.notes);
    e->table.notes = notes;
    e->table.nn = n;
    e->table.ncap = cap;
    e->table.ncount = count;
    Table_hold(&e->table);
}

bool Position_eval_get(const Position_Eval *e, const uint64_t *key, size_t len, Game_T *v)
{
    assert(e && key && len > 0 && v);
    return e->table.epoch == Game_store_epoch() && find(e, key, len, hash_key(key, len), v);
}

typedef struct Put {
    struct Position_Eval *e;
    const uint64_t *key;
    size_t len;
    Game_T v;
} Put;

static void put_body(void *closure)
{
    Put *p = closure;
    uint64_t h = hash_key(p->key, p->len);
    Game_T old;
    if (!find(p->e, p->key, p->len, h, &old))
        insert(p->e, p->key, p->len, h, p->v);
}

bool Position_eval_put(Position_Eval *e, const uint64_t *key, size_t len, Game_T v)
{
    assert(e && key && len > 0);
    Put p = { e, key, len, v };
    return Position_eval_protect(e, put_body, &p) == GAME_DONE;
}

#line 281 "noweb/rulesets/tablefile.nw"
static uint32_t *gamemap_slot(Gamemap *m, Game_T g, bool *found)
{
    size_t i = ((uint64_t)g * 0x9e3779b97f4a7c15ULL >> 20) & m->mask;
    while (m->index[i] != UINT32_MAX && m->id[i] != g)
        i = (i + 1) & m->mask;
    *found = m->index[i] != UINT32_MAX;
    m->id[i] = g;
    return &m->index[i];
}

static void gamemap_init(Gamemap *m, size_t n)
{
    size_t cap = 1024;
    while (cap < 2 * n)
        cap *= 2;
    m->id = ALLOC(cap * sizeof *m->id);
    m->index = ALLOC(cap * sizeof *m->index);
    memset(m->index, 0xff, cap * sizeof *m->index);
    m->mask = cap - 1;
    m->count = 0;
}

static void gamemap_grow(Gamemap *m)
{
    Gamemap n;
    gamemap_init(&n, 2 * (m->mask + 1));
    for (size_t i = 0; i <= m->mask; i++)
        if (m->index[i] != UINT32_MAX) {
            bool f;
            *gamemap_slot(&n, m->id[i], &f) = m->index[i];
        }
    n.count = m->count;
    FREE(m->id);
    FREE(m->index);
    *m = n;
}
#line 326 "noweb/rulesets/tablefile.nw"
#define FNV_BASIS HASH_FNV_BASIS
#define fnv Hash_fnv

static void put(Out *o, const void *p, size_t n)
{
    o->h = fnv(o->h, p, n);
    o->ok = o->ok && fwrite(p, 1, n, o->f) == n;
    o->n += n;
}

static void table_identity(const Position_Ruleset *rs, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s", rs->name, rs->variant ? "/" : "",
             rs->variant ? rs->variant : "");
}
#line 347 "noweb/rulesets/tablefile.nw"
static uint32_t index_of(Gamemap *m, Game_T g)
{
    bool f;
    uint32_t *s = gamemap_slot(m, g, &f);
    assert(f);
    return *s;
}

static void write_game(Out *o, Gamemap *m, Game_T g)
{
    uint32_t n[2] = { (uint32_t)Game_num_left(g), (uint32_t)Game_num_right(g) };
    put(o, n, sizeof n);
    for (size_t i = 0; i < n[0]; i++) {
        uint32_t x = index_of(m, Game_left(g, i));
        put(o, &x, sizeof x);
    }
    for (size_t i = 0; i < n[1]; i++) {
        uint32_t x = index_of(m, Game_right(g, i));
        put(o, &x, sizeof x);
    }
}

static void write_games(Out *o, const struct Position_Eval *e, Gamemap *m,
                        uint64_t *ngames)
{
    Game_T *stack = NULL;
    size_t sp = 0, scap = 0;
    *ngames = 0;
    Table_It it = TABLE_IT_START;
    for (size_t n = 0; o->ok;) {
        bool f0;
        Game_T root;
        const uint64_t *k;
        uint32_t len;
        if (!Table_next(&e->table, &it, &k, &len, &root)) {  /* values, then notes' */
            if (n >= e->table.nn)
                break;
            root = (Game_T)(e->table.notes[n] >> 32);
            n += 1 + POSITION_LEN(e->table.notes[n]);
        }
        if (m->count * 2 + 2 > m->mask) gamemap_grow(m);
        uint32_t *s = gamemap_slot(m, root, &f0);
        if (f0)
            continue;
        *s = UINT32_MAX - 1;            /* on the stack */
        m->count++;
        
#line 411 "noweb/rulesets/tablefile.nw"
GROW(stack, scap, sp + 1);
stack[sp++] = root;
#line 394 "noweb/rulesets/tablefile.nw"
        while (sp > 0 && o->ok) {
            Game_T g = stack[sp - 1];
            bool pushed = false;
            
#line 416 "noweb/rulesets/tablefile.nw"
size_t nl = Game_num_left(g), nr = Game_num_right(g);
for (size_t i = 0; i < nl + nr && !pushed; i++) {
    Game_T c = i < nl ? Game_left(g, i) : Game_right(g, i - nl);
    bool f2;
    if (m->count * 2 + 2 > m->mask) gamemap_grow(m);
    uint32_t *s = gamemap_slot(m, c, &f2);
    if (f2)
        continue;
    *s = UINT32_MAX - 1;
    m->count++;
    Game_T root = c;
    
#line 411 "noweb/rulesets/tablefile.nw"
GROW(stack, scap, sp + 1);
stack[sp++] = root;
#line 428 "noweb/rulesets/tablefile.nw"
    pushed = true;
}
#line 398 "noweb/rulesets/tablefile.nw"
            if (!pushed) {
                sp--;
                bool f1;
                *gamemap_slot(m, g, &f1) = (uint32_t)(*ngames)++;
                write_game(o, m, g);
            }
        }
    }
    free(stack);
}
#line 436 "noweb/rulesets/tablefile.nw"
static bool write_table(const struct Position_Eval *e, FILE *f)
{
    char id[300], head[400];
    table_identity(e->rs, id, sizeof id);
    int hl = snprintf(head, sizeof head, "cgtk table 2\npositions\n%s\n", id);
    Out o = { f, FNV_BASIS, 0, true };
    put(&o, head, (size_t)hl);
    uint64_t count[4] = { 0, e->table.count + e->table.ncount, 0, 0 };
    o.ok = o.ok && fwrite(count, sizeof count, 1, f) == 1;
    o.n = 0;
    Gamemap m;
    gamemap_init(&m, e->table.count);
    write_games(&o, e, &m, &count[0]);
    Table_It it = TABLE_IT_START;
    const uint64_t *k;
    uint32_t len;
    Game_T v;
    while (o.ok && Table_next(&e->table, &it, &k, &len, &v)) {
        uint32_t x = index_of(&m, v);
        put(&o, &len, sizeof len);
        put(&o, k, len * sizeof(uint64_t));
        put(&o, &x, sizeof x);
    }
    for (size_t a = 0; o.ok && a < e->table.nn; a += 1 + POSITION_LEN(e->table.notes[a])) {
        uint32_t len = (uint32_t)POSITION_LEN(e->table.notes[a]) | NOTE;
        uint32_t x = index_of(&m, (Game_T)(e->table.notes[a] >> 32));
        put(&o, &len, sizeof len);
        put(&o, e->table.notes + a + 1, (len & ~NOTE) * sizeof(uint64_t));
        put(&o, &x, sizeof x);
    }
    FREE(m.id);
    FREE(m.index);
    count[2] = o.n;
    count[3] = fnv(o.h, count, 3 * sizeof *count);
    return o.ok && fseek(f, hl, SEEK_SET) == 0 && fwrite(count, sizeof count, 1, f) == 1;
}
#line 487 "noweb/rulesets/tablefile.nw"
static Position_Stamp stamp_of(const struct stat *s)
{
    return (Position_Stamp){ (uint64_t)s->st_dev, (uint64_t)s->st_ino,
                             (uint64_t)s->st_size, (uint64_t)s->st_mtim.tv_sec,
                             (uint64_t)s->st_mtim.tv_nsec };
}

static bool same_file(const struct Position_Eval *e, const struct stat *s)
{
    Position_Stamp now = stamp_of(s);
    return e->file_known && now.dev == e->file.dev && now.ino == e->file.ino
           && now.size == e->file.size && now.sec == e->file.sec
           && now.nsec == e->file.nsec;
}

static bool write_call(FILE *f, void *closure)
{
    return write_table(closure, f);
}

static void merge(void *closure);

bool Position_eval_save(Position_Eval *e, const char *path, char *err, size_t errsize)
{
    assert(e && path && err && errsize > 0);
    e->saving = path;
    bool ok = Savefile_write(path, write_call, merge, e, err, errsize);
    e->saving = NULL;
    struct stat sb;
    if (ok && stat(path, &sb) == 0) {
        e->file = stamp_of(&sb);
        e->file_known = true;
    }
    return ok;
}
#line 528 "noweb/rulesets/tablefile.nw"
static void merge(void *closure)
{
    struct Position_Eval *e = closure;
    struct stat now;
    if (stat(e->saving, &now) == 0 && !same_file(e, &now)) {
        char ignored[512];
        Game_Status why = e->status;
        (void)Position_eval_load(e, e->saving, ignored, sizeof ignored);
        e->status = why;
    }
}
#line 546 "noweb/rulesets/tablefile.nw"
static bool refuse(char *err, size_t errsize, const char *path, const char *why)
{
    snprintf(err, errsize, "%s: %s", path, why);
    return false;
}

static bool read_line(FILE *f, char *buf, size_t size)
{
    if (!fgets(buf, (int)size, f))
        return false;
    size_t n = strlen(buf);
    return n > 0 && buf[n - 1] == '\n';
}

static bool load_body(struct Position_Eval *e, FILE *f, const char *path, char *err,
                      size_t errsize)
{
    
#line 575 "noweb/rulesets/tablefile.nw"
char magic[64], kind[64], name[300], id[300], msg[700];
uint64_t h = FNV_BASIS;
if (!read_line(f, magic, sizeof magic) || strncmp(magic, "cgtk", 4) != 0)
    return refuse(err, errsize, path, "not a cgtk table");
if (strcmp(magic, "cgtk table 2\n") != 0)
    return refuse(err, errsize, path, "a table in another format of cgtk (an older "
                  "version wrote it); remove it to start afresh");
if (!read_line(f, kind, sizeof kind) || !read_line(f, name, sizeof name))
    return refuse(err, errsize, path, "damaged table (its header is cut short)");
table_identity(e->rs, id, sizeof id);
name[strlen(name) - 1] = '\0';
if (strcmp(kind, "positions\n") != 0 || strcmp(name, id) != 0) {
    kind[strlen(kind) - 1] = '\0';
    snprintf(msg, sizeof msg, "a table of %s%s%.200s, not of %s: use another file",
             strcmp(kind, "positions") == 0 ? "" : kind,
             strcmp(kind, "positions") == 0 ? "" : " of ", name, id);
    return refuse(err, errsize, path, msg);
}
h = fnv(h, magic, strlen(magic));
h = fnv(h, kind, strlen(kind));
h = fnv(fnv(h, name, strlen(name)), "\n", 1);
uint64_t count[4];
if (fread(count, sizeof count, 1, f) != 1)
    return refuse(err, errsize, path, "damaged table (cut short)");
uint64_t ng = count[0], ne = count[1], body = count[2];
#line 564 "noweb/rulesets/tablefile.nw"
    
#line 605 "noweb/rulesets/tablefile.nw"
struct stat sb;
long here = ftell(f);
if (fstat(fileno(f), &sb) != 0 || here < 0 || (uint64_t)(sb.st_size - here) != body)
    return refuse(err, errsize, path, "damaged table (cut short, or longer than "
                  "written); remove it to start afresh");
{
    unsigned char buf[1 << 16];
    size_t n;
    uint64_t left = body;
    while (left > 0 && (n = fread(buf, 1, left < sizeof buf ? left : sizeof buf, f)) > 0) {
        h = fnv(h, buf, n);
        left -= n;
    }
    if (left != 0 || fnv(h, count, 3 * sizeof *count) != count[3])
        return refuse(err, errsize, path, "damaged table (its checksum does not match); "
                      "remove it to start afresh");
    if (fseek(f, here, SEEK_SET) != 0)
        return refuse(err, errsize, path, strerror(errno));
}
if (ng > body / 8 || ng >= UINT32_MAX || ne > body / 8)
    goto bad;
#line 565 "noweb/rulesets/tablefile.nw"
    
#line 629 "noweb/rulesets/tablefile.nw"
Game_T *games = e->loaded = ALLOC_ARRAY((size_t)ng + 1, sizeof *games);
for (uint32_t i = 0; i < ng; i++) {
    uint32_t n[2];
    if (fread(n, sizeof n, 1, f) != 1 || (size_t)n[0] + n[1] > (size_t)i * 2)
        goto bad;
    Game_T opt[2 * 4096];
    if ((size_t)n[0] + n[1] > sizeof opt / sizeof *opt)
        goto bad;
    for (uint32_t j = 0; j < n[0] + n[1]; j++) {
        uint32_t x;
        if (fread(&x, sizeof x, 1, f) != 1 || x >= i)
            goto bad;
        opt[j] = games[x];
    }
    games[i] = Game_make(opt, n[0], opt + n[0], n[1]);
}
#line 566 "noweb/rulesets/tablefile.nw"
    
#line 648 "noweb/rulesets/tablefile.nw"
Position_Level *lv = Position_level_in(&e->level, &e->nlevel, 0);
for (uint64_t k = 0; k < ne; k++) {
    uint32_t len, x;
    if (fread(&len, sizeof len, 1, f) != 1)
        goto bad;
    bool note = len & NOTE;
    len &= ~NOTE;
    if (len == 0 || len > body / sizeof(uint64_t))
        goto bad;
    if (lv->capkey < len) {
        lv->capkey = len;
        RESIZE_ARRAY(lv->key, lv->capkey, sizeof *lv->key);
    }
    uint64_t *key = lv->key;
    if (fread(key, sizeof *key, len, f) != len || fread(&x, sizeof x, 1, f) != 1
        || x >= ng)
        goto bad;
    if (note) {
        Position_eval_note(e, key, len, games[x]);
        continue;
    }
    uint64_t kh = hash_key(key, len);
    Game_T old;
    if (!find(e, key, len, kh, &old))
        insert(e, key, len, kh, games[x]);
}
if (ftell(f) != sb.st_size)
    goto bad;
#line 567 "noweb/rulesets/tablefile.nw"
    return true;
bad:
    return refuse(err, errsize, path, "damaged table (an entry is out of range); "
                  "remove it to start afresh");
}
#line 679 "noweb/rulesets/tablefile.nw"
typedef struct Load {
    struct Position_Eval *e;
    FILE *f;
    const char *path;
    char *err;
    size_t errsize;
    bool ok;
} Load;

static void load_call(void *closure)
{
    Load *l = closure;
    l->ok = load_body(l->e, l->f, l->path, l->err, l->errsize);
}

bool Position_eval_load(Position_Eval *e, const char *path, char *err, size_t errsize)
{
    assert(e && path && err && errsize > 0);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errsize, "%s: %s", path, strerror(errno));
        return false;
    }
    struct stat sb;
    bool known = fstat(fileno(f), &sb) == 0;
    Load l = { e, f, path, err, errsize, false };
    if (Position_eval_protect(e, load_call, &l) != GAME_DONE) {
        snprintf(err, errsize, "%s: a limit was reached after %zu positions", path,
                 e->table.count);
        l.ok = false;
    }
    if (l.ok && known) {
        e->file = stamp_of(&sb);
        e->file_known = true;
    }
    FREE(e->loaded);
    fclose(f);
    return l.ok;
}
