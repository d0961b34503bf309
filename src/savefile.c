/* Generated from noweb/base/savefile.nw by notangle: edit the .nw, not this file. */
#line 67 "noweb/base/savefile.nw"
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "interrupt.h"
#include "savefile.h"

bool Savefile_write(const char *path, bool (*write)(FILE *f, void *closure),
                    void (*locked)(void *closure), void *closure, char *err,
                    size_t errsize)
{
    assert(path && write && err && errsize > 0);
    sigset_t blocked;
    Interrupt_block(&blocked);
    size_t plen = strlen(path);
    const char *slash = strrchr(path, '/');
    size_t dlen = !slash ? 1 : slash == path ? 1 : (size_t)(slash - path);
    char *dir = malloc(dlen + 1), *tmp = malloc(plen + 32);
    bool ok = false;
    errno = ENOMEM;
    if (dir && tmp) {
        memcpy(dir, slash ? path : ".", dlen);
        dir[dlen] = '\0';
        snprintf(tmp, plen + 32, "%s%s.cgtk-table-XXXXXX", slash ? dir : "",
                 slash && slash != path ? "/" : "");
        int dfd = open(dir, O_RDONLY | O_DIRECTORY);
        if (dfd >= 0)
            flock(dfd, LOCK_EX);
        if (locked)
            locked(closure);
        
#line 120 "noweb/base/savefile.nw"
int fd = mkstemp(tmp);
if (fd >= 0) {
    mode_t mask = umask(0);             /* the permissions of a file the shell makes */
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    FILE *f = fdopen(fd, "wb");
    errno = 0;
    ok = f && write(f, closure) && fflush(f) == 0 && fsync(fd) == 0;
    int saved = errno;
    if (f) ok = fclose(f) == 0 && ok; else close(fd);
    errno = ok ? 0 : saved;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok) {
        saved = errno;
        unlink(tmp);
        errno = saved;
    }
}
#line 103 "noweb/base/savefile.nw"
        if (dfd >= 0) {
            if (ok)
                fsync(dfd);
            flock(dfd, LOCK_UN);
            close(dfd);
        }
    }
    if (!ok)
        snprintf(err, errsize, "%s: %s", path, errno ? strerror(errno) : "write failed");
    free(tmp);
    free(dir);
    Interrupt_unblock(&blocked);
    return ok;
}
