/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#line 87 "noweb/base/interrupt.nw"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "interrupt.h"

volatile sig_atomic_t Interrupt_signal = 0;
static struct sigaction old_int, old_term;
static int installed = 0;

static void handler(int sig)
{
    Interrupt_signal = sig;
}

void Interrupt_install(void)
{
    struct sigaction sa;
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    if (installed++ == 0) {
        Interrupt_signal = 0;
        sigaction(SIGINT, &sa, &old_int);
        sigaction(SIGTERM, &sa, &old_term);
    } else {
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
    }
}

void Interrupt_uninstall(void)
{
    if (installed > 0 && --installed == 0) {
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
    }
}

void Interrupt_clear(void)
{
    Interrupt_signal = 0;
}

void Interrupt_block(sigset_t *old)
{
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGINT);
    sigaddset(&s, SIGTERM);
    sigprocmask(SIG_BLOCK, &s, old);
}

void Interrupt_unblock(const sigset_t *old)
{
    sigprocmask(SIG_SETMASK, old, NULL);
}

uint64_t Interrupt_fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}
#line 165 "noweb/base/interrupt.nw"
bool Interrupt_save(const char *path, bool (*write)(FILE *f, void *closure),
                    void (*locked)(void *closure), void *closure, char *err,
                    size_t errsize)
{
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
        
#line 205 "noweb/base/interrupt.nw"
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
#line 188 "noweb/base/interrupt.nw"
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
