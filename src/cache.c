/* Generated from noweb/tools/cache.nw by notangle: edit the .nw, not this file. */
#line 100 "noweb/tools/cache.nw"
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cache.h"
#include "hash.h"
#include "interrupt.h"
#include "savefile.h"
#include "mem.h"
#include "version.h"

#line 123 "noweb/tools/cache.nw"
static uint64_t str_hash(const char *s)
{
    return Hash_mix(Hash_fnv(HASH_FNV_BASIS, s, strlen(s)));
}

Cache_Entry *Cache_find(Cache *t, const char *key)
{
    assert(t && key);
    if (t->cap == 0)
        return NULL;
    uint64_t h = str_hash(key);
    for (size_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        if (!t->e[i].key)
            return NULL;
        if (t->e[i].h == h && strcmp(t->e[i].key, key) == 0)
            return &t->e[i];
    }
}

bool Cache_add(Cache *t, const char *key, const char *val)
{
    assert(t && key && val);
    Cache_Entry *old = Cache_find(t, key);
    if (old) {
        FREE(old->val);
        old->val = STRDUP(val);
        return false;
    }
    if (2 * (t->n + 1) > t->cap) {
        Cache_Entry *e = t->e;
        size_t cap = t->cap;
        t->cap = cap ? 2 * cap : 1024;
        t->e = CALLOC(t->cap, sizeof *t->e);
        t->n = 0;
        for (size_t i = 0; i < cap; i++)
            if (e[i].key) {
                size_t j = e[i].h & (t->cap - 1);
                while (t->e[j].key)
                    j = (j + 1) & (t->cap - 1);
                t->e[j] = e[i];
                t->n++;
            }
        FREE(e);
    }
    uint64_t h = str_hash(key);
    size_t j = h & (t->cap - 1);
    while (t->e[j].key)
        j = (j + 1) & (t->cap - 1);
    t->e[j] = (Cache_Entry){ STRDUP(key), STRDUP(val), h };
    t->n++;
    return true;
}

static void escape_to(FILE *f, const char *s)
{
    for (; *s; s++)
        if (*s == '\t' || *s == '\n' || *s == '\\')
            fprintf(f, "\\%c", *s == '\t' ? 't' : *s == '\n' ? 'n' : '\\');
        else
            fputc(*s, f);
}

static bool unescape(char *s)
{
    char *w = s;
    for (; *s; s++) {
        if (*s != '\\') {
            *w++ = *s;
            continue;
        }
        s++;
        if (*s != 't' && *s != 'n' && *s != '\\')
            return false;
        *w++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : '\\';
    }
    *w = '\0';
    return true;
}

static char *entry_line(const char *key, const char *val)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        Mem_failed(0, __FILE__, __LINE__);
    escape_to(f, key);
    fputc('\t', f);
    escape_to(f, val);
    fclose(f);
    char *line = ALLOC(len + 20);
    sprintf(line, "%s\t%016llx\n", buf,
            (unsigned long long)Hash_fnv(HASH_FNV_BASIS, buf, len));
    free(buf);
    return line;
}

bool Cache_read_line(Cache *t, char *line, bool *fresh)
{
    assert(t && line);
    char *tab2 = strrchr(line, '\t');
    if (!tab2 || strlen(tab2 + 1) != 16)
        return false;
    *tab2 = '\0';
    unsigned long long sum = strtoull(tab2 + 1, NULL, 16);
    if (sum != Hash_fnv(HASH_FNV_BASIS, line, strlen(line)))
        return false;
    char *tab = strchr(line, '\t');
    if (!tab)
        return false;
    *tab = '\0';
    Val v;
    if (!unescape(line) || !unescape(tab + 1) || !Val_read(tab + 1, &v))
        return false;
    Val_clear(&v);
    bool added = Cache_add(t, line, tab + 1);
    if (fresh)
        *fresh = added;
    return true;
}

/* the entries written reach the file whole, or not at all: after a write that
   fails (a full disk) the file is cut back to its last whole entry and no
   longer written */
void Cache_sync(Cache *t)
{
    assert(t);
    if (!t->sink)
        return;
    if (!t->file) {
        fflush(t->sink);
        return;
    }
    errno = 0;
    if (fflush(t->sink) == 0 && !ferror(t->sink)) {
        off_t at = ftello(t->sink);
        t->good = at >= 0 ? at : t->good;
        return;
    }
    t->failed = errno ? errno : EIO;
    int fd = dup(fileno(t->sink));
    fclose(t->sink); /* may write some more of the torn entry ... */
    t->sink = NULL;
    if (fd >= 0) {
        if (ftruncate(fd, t->good)
            != 0) /* ... which goes, with the rest of it */
            t->failed = t->failed ? t->failed : errno;
        close(fd);
    }
}

int Cache_failed(const Cache *t, char *msg, size_t size)
{
    assert(t && msg && size > 0);
    snprintf(msg, size,
             "cgtk run: cannot write the cache %s: %s (cut back to its "
             "last whole entry; the run stops here)",
             t->path, strerror(t->failed));
    return 1;
}

void Cache_put(Cache *t, const char *key, const Val *v)
{
    assert(t && key && v);
    char *val = Val_write(v);
    Cache_add(t, key, val);
    t->made++;
    if (t->sink) {
        char *line = entry_line(key, val);
        fputs(line, t->sink);
        Cache_sync(t);
        FREE(line);
    }
    FREE(val);
}
#line 307 "noweb/tools/cache.nw"
static void identity(char *id, size_t size)
{
    uint64_t h = HASH_FNV_BASIS;
    int fd = open("/proc/self/exe", O_RDONLY);
    char buf[1 << 16];
    ssize_t k;
    while (fd >= 0 && (k = read(fd, buf, sizeof buf)) > 0)
        h = Hash_fnv(h, buf, (size_t)k);
    if (fd >= 0)
        close(fd);
    snprintf(id, size, "cgtk-cache 1 %s %016llx", Version_string(),
             (unsigned long long)h);
}
#line 347 "noweb/tools/cache.nw"
/* for Savefile_write: a fresh cache */
static bool write_cache(FILE *f, void *closure)
{
    const Cache *t = closure;
    fprintf(f, "%s\n", t->id);
    for (size_t i = 0; i < t->cap; i++)
        if (t->e[i].key) {
            char *l = entry_line(t->e[i].key, t->e[i].val);
            fputs(l, f);
            FREE(l);
        }
    return !ferror(f);
}

/* a regular file with one name, not a link: 0, or the status after a message */
static int cache_plain(const char *path, int fd, FILE *err)
{
    struct stat sb;
    int e = fd >= 0 ? fstat(fd, &sb) : lstat(path, &sb);
    if (e != 0)
        return errno == ENOENT ? 0 : (fprintf(err, "cgtk run: %s: %s\n", path,
                                              strerror(errno)), 1);
    if (S_ISLNK(sb.st_mode) || !S_ISREG(sb.st_mode) || sb.st_nlink > 1) {
        fprintf(err,
                "cgtk run: %s: %s: refused, since the cache is written there "
                "(remove it)\n",
                path,
                S_ISLNK(sb.st_mode) ? "a symbolic link"
                : !S_ISREG(sb.st_mode)
                    ? "not a regular file"
                    : "a file with other names (hard links)");
        return 2;
    }
    return 0;
}

static int cache_lock(Cache *t, const char *path, FILE *err)
{
    size_t n = strlen(path) + 8;
    char *lock = ALLOC(n);
    snprintf(lock, n, "%s.lock", path);
    int fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    int rc = fd < 0 ? (errno == ELOOP ? 2 : 1) : cache_plain(lock, fd, err);
    if (fd < 0)
        fprintf(err, "cgtk run: %s: %s\n", lock, errno == ELOOP
                ? "a symbolic link: refused (remove it)" : strerror(errno));
    if (rc == 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {
        fprintf(
            err,
            "cgtk run: %s is in use by another run of the same file: waiting "
            "for it\n",
            path);
        while (rc == 0 && flock(fd, LOCK_EX) != 0)
            if (errno != EINTR || Interrupt_signal)
                rc = Interrupt_signal ? 128 + Interrupt_signal : 1;
        if (rc == 1)
            fprintf(err, "cgtk run: %s: %s\n", lock, strerror(errno));
    }
    if (rc == 0) {
        t->lock = fd;
        t->locked = true;
    } else if (fd >= 0)
        close(fd);
    FREE(lock);
    return rc;
}

int Cache_open(Cache *t, const char *path, bool fresh, FILE *err)
{
    assert(t && path && err);
    t->path = STRDUP(path);
    identity(t->id, sizeof t->id);
    int rc = cache_lock(t, path, err);
    if (rc == 0)
        rc = cache_plain(path, -1, err);
    if (rc)
        return rc;
    int fd = fresh ? -1 : open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (fd >= 0 && !f)
        close(fd);
    char *line = NULL;
    size_t cap = 0, lineno = 1, bad = 0;
    ssize_t len;
    bool ours = false;
    if (f && (len = getline(&line, &cap, f)) > 0) {
        line[strcspn(line, "\n")] = '\0';
        ours = strcmp(line, t->id) == 0;
    }
    while (ours && (len = getline(&line, &cap, f)) > 0) {
        lineno++;
        bool whole = line[len - 1] == '\n';
        line[strcspn(line, "\n")] = '\0';
        if (!whole || !Cache_read_line(t, line, NULL)) {
            if (bad++ < 5)
                fprintf(
                    err,
                    "%s:%zu: a corrupt cache entry (checksum): recomputed\n",
                    path, lineno);
        }
    }
    free(line);
    if (f)
        fclose(f);
    if (bad > 5)
        fprintf(err, "%s: %zu corrupt cache entries in all: recomputed\n", path,
                bad);
    char why[700];
    if ((!ours || bad)
        && !Savefile_write(path, write_cache, NULL, t, why, sizeof why)) {
        fprintf(err, "cgtk run: the cache: %s\n",
                why); /* the old file, if any, stays */
        return 1;
    }
    fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
    rc = fd < 0 ? (fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno)), 1)
                : cache_plain(path, fd, err);
    if (rc == 0 && !(t->sink = fdopen(fd, "a"))) {
        fprintf(err, "cgtk run: %s: %s\n", path, strerror(errno));
        rc = 1;
    }
    if (rc) {
        if (fd >= 0)
            close(fd);
        return rc;
    }
    t->file = true;
    t->good = lseek(fd, 0, SEEK_END);
    return 0;
}

void Cache_free(Cache *t)
{
    assert(t);
    for (size_t i = 0; i < t->cap; i++)
        if (t->e[i].key) {
            FREE(t->e[i].key);
            FREE(t->e[i].val);
        }
    FREE(t->e);
    FREE(t->path);
    if (t->sink && t->file)
        Cache_sync(t);
    if (t->sink)
        fclose(t->sink);
    if (t->locked)
        close(t->lock);                 /* and the lock goes with it */
    *t = (Cache){ 0 };
}
