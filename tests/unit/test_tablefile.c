/* Generated from noweb/rulesets/tablefile.nw by notangle: edit the .nw, not this file. */
#line 727 "noweb/rulesets/tablefile.nw"
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "game.h"
#include "mem.h"
#include "position.h"
#include "tablefile.h"

#line 743 "noweb/rulesets/tablefile.nw"
typedef struct Stalks { uint64_t green; } Stalks;

static void stalk_options(const void *param, const uint64_t *p, size_t len, char side,
                          Position_List *out)
{
    const Stalks *s = param;
    for (size_t i = 0; i < len; i++) {
        uint64_t h = p[i] & 0xffffffffu, colour = p[i] >> 32;
        if (colour != s->green && (colour == 0) != (side == 'L'))
            continue;
        for (uint64_t j = 0; j < h; j++) {
            uint64_t q[64];
            for (size_t k = 0; k < len; k++)
                q[k] = k == i ? (colour << 32 | j) : p[k];
            Position_list_push(out, q, len, 0);
        }
    }
}

static void stalk_split(const void *param, const uint64_t *p, size_t len,
                        Position_List *out)
{
    (void)param;
    for (size_t i = 0; i < len; i++)
        if (p[i] & 0xffffffffu)
            Position_list_push(out, p + i, 1, 0);
}

static bool stalk_normalise(const void *param, const uint64_t *c, size_t len,
                            uint64_t *key, size_t *klen)
{
    (void)param;
    CU_ASSERT(len == 1);
    bool red = c[0] >> 32 == 1;
    key[0] = red ? (c[0] & 0xffffffffu) : c[0];
    *klen = 1;
    return red;
}

static const Stalks green2 = { 2 };
static const Position_Ruleset stalks = {
    .name = "stalks", .param = &green2, .options = stalk_options, .split = stalk_split,
    .normalise = stalk_normalise
};

static uint64_t stalk(unsigned colour, unsigned h) { return (uint64_t)colour << 32 | h; }
#line 796 "noweb/rulesets/tablefile.nw"
static char table_path[] = "/tmp/cgtk-position-test-XXXXXX";
static const uint64_t three[3] = { 0x4, 0x200000006ULL, 0x100000003ULL };

static size_t save_three(void)
{
    strcpy(table_path, "/tmp/cgtk-position-test-XXXXXX");
    int fd = mkstemp(table_path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    char err[512];
    Position_Eval *e = Position_eval_new(&stalks);
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, three, 3, &v), GAME_DONE);
    size_t count = Position_eval_count(e);
    static const uint64_t w[3] = { 7, 8, 9 };
    Position_eval_note(e, w, 2, v);             /* two notes, saved with the table */
    Position_eval_note(e, w + 2, 1, Game_nimber(2));
    CU_ASSERT_TRUE(Position_eval_save(e, table_path, err, sizeof err));
    Position_eval_free(&e);
    return count;
}

static void test_save_load(void)
{
    size_t count = save_three();
    Game_store_free();
    char err[512];
    Position_Eval *e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, table_path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), count);
    Game_T v;
    CU_ASSERT_EQUAL(Position_value(e, three, 3, &v), GAME_DONE);
    CU_ASSERT_EQUAL(Position_eval_searched(e), 0);
    CU_ASSERT_EQUAL(v, Game_add(Game_integer(1), Game_nimber(6)));
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 2);
    size_t n, cap, notes;
    uint64_t *w = Position_eval_notes_take(e, &n, &cap, &notes);
    CU_ASSERT_FATAL(w && n == 5 && cap >= n && notes == 2);     /* two headers, 3 words */
    CU_ASSERT(w[0] == (2 | (uint64_t)v << 32) && w[1] == 7 && w[2] == 8);
    CU_ASSERT(w[3] == (1 | (uint64_t)Game_nimber(2) << 32) && w[4] == 9);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 0);
    Position_eval_notes_give(e, w, n, cap, notes);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 2);
    Position_eval_notes_clear(e);
    CU_ASSERT_EQUAL(Position_eval_note_count(e), 0);
    Position_eval_free(&e);
    remove(table_path);
}
#line 856 "noweb/rulesets/tablefile.nw"
static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    CU_ASSERT_FATAL(f != NULL);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    rewind(f);
    unsigned char *b = ALLOC(*n + 1);
    CU_ASSERT_FATAL(fread(b, 1, *n, f) == *n);
    fclose(f);
    return b;
}

static void spit(const char *path, const unsigned char *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    CU_ASSERT_FATAL(f != NULL);
    CU_ASSERT_FATAL(fwrite(b, 1, n, f) == n);
    fclose(f);
}

static bool refused(const Position_Ruleset *rs, const char *want)
{
    char err[512] = "";
    Position_Eval *e = Position_eval_new(rs);
    bool ok = Position_eval_load(e, table_path, err, sizeof err);
    bool clean = Position_eval_count(e) == 0 && Position_eval_note_count(e) == 0;
    Position_eval_free(&e);
    if (!want)                  /* the header's identity: either message will do */
        return !ok && clean && (strstr(err, "a table of") || strstr(err, "damaged"));
    return !ok && clean && strstr(err, want) != NULL;
}

static void test_damage(void)
{
    save_three();
    size_t n;
    unsigned char *good = slurp(table_path, &n);
    size_t header = strlen("cgtk table 2\npositions\nstalks\n");
    CU_ASSERT_FATAL(n > header + 32);
    for (size_t i = 0; i < n; i++)
        for (int bit = 0; bit < 8; bit += 3) {
            good[i] ^= (unsigned char)(1u << bit);
            spit(table_path, good, n);
            const char *want = i < 4 ? "not a cgtk table" : i < 13 ? "another format"
                             : i < header ? NULL : "damaged";
            if (!refused(&stalks, want))
                CU_FAIL("a flipped bit was not refused as it should be");
            good[i] ^= (unsigned char)(1u << bit);
        }
    for (size_t k = header; k < n; k++) {
        spit(table_path, good, k);
        if (!refused(&stalks, "damaged"))
            CU_FAIL("a table cut short was not refused");
    }
    good[n] = 0;
    spit(table_path, good, n + 1);
    CU_ASSERT_TRUE(refused(&stalks, "damaged"));
    spit(table_path, good, n);

    static const Position_Ruleset other = {
        .name = "other", .param = &green2, .options = stalk_options,
        .split = stalk_split, .normalise = stalk_normalise
    }, variant = {
        .name = "stalks", .variant = "tall", .param = &green2, .options = stalk_options,
        .split = stalk_split, .normalise = stalk_normalise
    };
    CU_ASSERT_TRUE(refused(&other, "a table of stalks, not of other"));
    CU_ASSERT_TRUE(refused(&variant, "a table of stalks, not of stalks/tall"));
    spit(table_path, (const unsigned char *)"hello\n", 6);
    CU_ASSERT_TRUE(refused(&stalks, "not a cgtk table"));
    spit(table_path, (const unsigned char *)"cgtk-positions 1\nstalks\n", 24);
    CU_ASSERT_TRUE(refused(&stalks, "another format"));
    remove(table_path);
    CU_ASSERT_TRUE(refused(&stalks, "No such file"));
    FREE(good);
}
#line 942 "noweb/rulesets/tablefile.nw"
static void test_save_safely(void)
{
    char dir[] = "/tmp/cgtk-position-dir-XXXXXX", path[600], link[600], victim[600];
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/t.bin", dir);
    snprintf(link, sizeof link, "%s/t.bin.tmp", dir);
    snprintf(victim, sizeof victim, "%s/victim", dir);
    spit(victim, (const unsigned char *)"keep", 4);
    CU_ASSERT_FATAL(symlink(victim, link) == 0);
    char err[512];
    Position_Eval *e = Position_eval_new(&stalks), *f = Position_eval_new(&stalks);
    uint64_t a = stalk(0, 5), b = stalk(2, 7);
    Game_T v;
    CU_ASSERT_EQUAL_FATAL(Position_value(e, &a, 1, &v), GAME_DONE);
    CU_ASSERT_EQUAL_FATAL(Position_value(f, &b, 1, &v), GAME_DONE);
    CU_ASSERT_TRUE(Position_eval_save(e, path, err, sizeof err));
    CU_ASSERT_TRUE(Position_eval_save(f, path, err, sizeof err));
    size_t n;
    unsigned char *k = slurp(victim, &n);
    CU_ASSERT(n == 4 && memcmp(k, "keep", 4) == 0);
    FREE(k);
    Position_eval_free(&e);
    e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), 5 + 7);      /* both runs' entries */
    snprintf(link, sizeof link, "%s/no/such/dir/t.bin", dir);
    CU_ASSERT_FALSE(Position_eval_save(e, link, err, sizeof err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "No such file"));
    Position_eval_free(&e);
    Position_eval_free(&f);
    remove(path);
    remove(victim);
    snprintf(link, sizeof link, "%s/t.bin.tmp", dir);
    remove(link);
    CU_ASSERT_EQUAL(rmdir(dir), 0);             /* no temporary file was left */
}
#line 984 "noweb/rulesets/tablefile.nw"
static void test_put_get(void)
{
    char path[] = "/tmp/cgtk-position-put-XXXXXX", err[512];
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    Position_Eval *e = Position_eval_new(&stalks);
    Game_T v;
    for (uint64_t k = 1; k <= 20; k++) {
        uint64_t two[2] = { k, k + 100 };
        CU_ASSERT_TRUE(Position_eval_put(e, &k, 1, Game_switch(Game_integer((int64_t)k))));
        CU_ASSERT_TRUE(Position_eval_put(e, two, 2, Game_nimber((uint32_t)k)));
    }
    CU_ASSERT_EQUAL(Position_eval_count(e), 40);
    CU_ASSERT_TRUE(Position_eval_save(e, path, err, sizeof err));
    Position_eval_free(&e);
    Game_store_free();
    e = Position_eval_new(&stalks);
    CU_ASSERT_TRUE(Position_eval_load(e, path, err, sizeof err));
    CU_ASSERT_EQUAL(Position_eval_count(e), 40);
    for (uint64_t k = 1; k <= 20; k++) {
        uint64_t two[2] = { k, k + 100 };
        CU_ASSERT_TRUE(Position_eval_get(e, &k, 1, &v));
        CU_ASSERT_EQUAL(v, Game_switch(Game_integer((int64_t)k)));
        CU_ASSERT_TRUE(Position_eval_get(e, two, 2, &v));
        CU_ASSERT_EQUAL(v, Game_nimber((uint32_t)k));
    }
    uint64_t none = 21;
    CU_ASSERT_FALSE(Position_eval_get(e, &none, 1, &v));
    Position_eval_free(&e);
    remove(path);
}
#line 1019 "noweb/rulesets/tablefile.nw"
static char failed[600];

static void fail(const char *err)
{
    snprintf(failed, sizeof failed, "%s", err);
}

static Game_Status example_run(const char *path, Game_T *out)
{
    Position_Eval *e = Position_eval_new(&stalks);
    const uint64_t *p = three;
    size_t len = 3;
    Game_T v = 0;
    failed[0] = '\0';
    
#line 23 "noweb/rulesets/tablefile.nw"
char err[512];
if (access(path, F_OK) == 0 && !Position_eval_load(e, path, err, sizeof err))
    fail(err);                          /* "path: damaged table (...)" */
Game_Status st = Position_value(e, p, len, &v);    /* resumes */
if (!Position_eval_save(e, path, err, sizeof err)) fail(err);
#line 1034 "noweb/rulesets/tablefile.nw"
    Position_eval_free(&e);
    *out = v;
    return st;
}

static void test_example_resume(void)
{
    char path[64];
    struct stat sb;
    Game_T v1, v2, v3;
    snprintf(path, sizeof path, "/tmp/cgtk-tablefile-example-%ld", (long)getpid());
    remove(path);
    CU_ASSERT(example_run(path, &v1) == GAME_DONE && failed[0] == '\0');
    CU_ASSERT_FATAL(stat(path, &sb) == 0);      /* saved */
    CU_ASSERT(example_run(path, &v2) == GAME_DONE && failed[0] == '\0' && v2 == v1);
    CU_ASSERT_FATAL(truncate(path, sb.st_size / 2) == 0);
    CU_ASSERT(example_run(path, &v3) == GAME_DONE && v3 == v1);
    CU_ASSERT(strncmp(failed, path, strlen(path)) == 0
              && strstr(failed, ": damaged table") != NULL);
    remove(path);
}

int test_tablefile_suite(void)
{
    CU_pSuite s = CU_add_suite("tablefile", NULL, NULL);
    if (!s || !CU_add_test(s, "save and load a table", test_save_load)
           || !CU_add_test(s, "every kind of damage is refused", test_damage)
           || !CU_add_test(s, "saving: no symlink followed, merged, cleaned up",
                           test_save_safely)
           || !CU_add_test(s, "entries put by hand, saved and loaded", test_put_get)
           || !CU_add_test(s, "example: a search resumed from its file",
                              test_example_resume))
        return CU_get_error();
    return 0;
}
