/* Generated from noweb/cmd/census.nw by notangle: edit the .nw, not this file. */
#line 76 "noweb/cmd/census.nw"
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "census.h"
#include "cmdkit.h"
#include "game.h"
#include "interrupt.h"
#include "mem.h"
#ifdef CGTK_MPI
#include <mpi.h>
#endif

#line 144 "noweb/cmd/census.nw"
typedef struct Part {
    int size;
    unsigned res, mod;
} Part;                                  /* mod 0: sizes 1..size */
enum { CENSUS_SPLIT_FROM = 7 };          /* unless the options say otherwise */
static const uint64_t PART_FAILED = 1ULL << 63;
#line 153 "noweb/cmd/census.nw"
static size_t census_parts(const Position_Ruleset *rs, int hi, int from,
                           Part *p)
{
    size_t n = 0;
    int whole = rs->census->enumerate_part && hi >= from ? from - 1 : hi;
    if (whole >= 1)
        p[n++] = (Part){ whole, 0, 0 };
    for (int s = whole + 1; s <= hi; s++)
        for (unsigned r = 0, mod = s == from ? 16 : 64; r < mod; r++)
            p[n++] = (Part){ s, r, mod };
    return n;
}

/* the records of the parts drawn from the counter, each after its part's index,
   on out; it stops at a failure or an interrupt */
typedef struct Share {
    const Position_Ruleset *rs;
    const Part *parts;
    size_t n;
    FILE *out;
    size_t *next;               /* the counter: the next part to list */
    size_t (*draw)(struct Share *sh);   /* or the counter elsewhere (MPI) */
    void *win;                  /* draw's counter: the MPI window */
} Share;

static size_t share_next(Share *sh)
{
    return sh->draw ? sh->draw(sh)
                    : __atomic_fetch_add(sh->next, 1, __ATOMIC_RELAXED);
}

static void list_share(void *closure)
{
    Share *sh = closure;
    const Position_Ruleset *rs = sh->rs;
    Position_List l = { 0 };
    char *buf = NULL;
    size_t len = 0;
    for (size_t i = share_next(sh); i < sh->n && !Interrupt_signal;
         i = share_next(sh)) {
        const Part *pt = &sh->parts[i];
        char msg[300] = "";
        bool ok = true;
        Position_list_clear(&l);
        if (pt->mod == 0)
            rs->census->enumerate(rs->param, pt->size, &l);
        else
            ok = rs->census->enumerate_part(rs->param, pt->size, pt->res, pt->mod,
                                            &l, msg, sizeof msg);
        FILE *m = open_memstream(&buf, &len);
        if (!m)
            Mem_failed(0, __FILE__, __LINE__);
        for (size_t o = 0; ok && o < l.n; o += 1 + POSITION_LEN(l.w[o])) {
            char *p = rs->print(rs->param, l.w + o + 1, POSITION_LEN(l.w[o]));
            fwrite(p, 1, strlen(p) + 1, m);
            FREE(p);
        }
        fclose(m);
        uint64_t index = i, h = ok ? len : PART_FAILED | strlen(msg);
        fwrite(&index, sizeof index, 1, sh->out);
        fwrite(&h, sizeof h, 1, sh->out);
        fwrite(ok ? buf : msg, 1, ok ? len : strlen(msg), sh->out);
        free(buf);
        buf = NULL;
        if (!ok)
            break;
    }
    Position_list_free(&l);
}

/* a share's records into the parts' places; false: one failed (msg) or is
   malformed */
static bool share_records(const char *buf, size_t len, size_t n,
                          const char **at, size_t *size, char *msg,
                          size_t msize)
{
    for (size_t o = 0; o < len;) {
        uint64_t h, index;
        if (len - o < sizeof index)
            return false;
        memcpy(&index, buf + o, sizeof index);
        o += sizeof index;
        if (index >= n || at[index])
            return false;
        size_t i = (size_t)index;
        if (len - o < sizeof h)
            return false;
        memcpy(&h, buf + o, sizeof h);
        o += sizeof h;
        size_t k = (size_t)(h & ~PART_FAILED);
        if (k > len - o)
            return false;
        if (h & PART_FAILED) {
            snprintf(msg, msize, "%.*s", (int)k, buf + o);
            return false;
        }
        at[i] = buf + o;
        size[i] = k;
        o += k;
    }
    return true;
}

/* the shares of P forked workers, each in a temporary file, the counter in
   memory they share; false: one could not start */
static bool fork_shares(Share *sh, size_t P, char **buf, size_t *len)
{
    FILE **f = CALLOC(P, sizeof *f);
    pid_t *pid = CALLOC(P, sizeof *pid);
    sh->next = mmap(NULL, sizeof *sh->next, PROT_READ | PROT_WRITE,
                    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    bool ok = sh->next != MAP_FAILED;
    if (ok)
        *sh->next = 0;
    fflush(NULL);
    for (size_t w = 0; w < P && ok; w++) {
        ok = (f[w] = tmpfile()) != NULL && (pid[w] = fork()) >= 0;
        if (ok && pid[w] == 0) {
            sh->out = f[w];
            Game_Status st = Game_protect(
                (Game_Limits){ 0, Cmd_default_bytes() }, list_share, sh);
            _exit(st == GAME_DONE && fflush(f[w]) == 0 ? 0 : 1);
        }
    }
    for (size_t w = 0; w < P; w++) {
        int status;
        while (pid[w] > 0 && waitpid(pid[w], &status, 0) < 0 && errno == EINTR)
            ;
        if (f[w] && ok && fseek(f[w], 0, SEEK_END) == 0) {
            long n = ftell(f[w]);
            buf[w] = ALLOC((size_t)(n > 0 ? n : 0) + 1);
            rewind(f[w]);
            len[w] = fread(buf[w], 1, (size_t)(n > 0 ? n : 0), f[w]);
        }
        if (f[w])
            fclose(f[w]);
    }
    if (sh->next != MAP_FAILED)
        munmap(sh->next, sizeof *sh->next);
    FREE(f);
    FREE(pid);
    return ok;
}

#ifdef CGTK_MPI
/* MPI's share_next: the next part from a counter on rank 0 (one-sided), in
   the window of the share (once a static variable of this file) */
static size_t mpi_next_part(Share *sh)
{
    MPI_Win share_win = *(MPI_Win *)sh->win;
    unsigned long long one = 1, got = 0;
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, share_win);
    MPI_Fetch_and_op(&one, &got, MPI_UNSIGNED_LONG_LONG, 0, 0, MPI_SUM,
                     share_win);
    MPI_Win_unlock(0, share_win);
    return (size_t)got;
}

/* every rank (this one is rank) lists the parts it draws; all gather every
   share */
static bool gather_shares(Share *sh, int rank, size_t P, char **buf,
                          size_t *len)
{
    char *mine = NULL;
    size_t n = 0;
    unsigned long long *counter = NULL;
    MPI_Win share_win;
    MPI_Win_allocate(rank == 0 ? (MPI_Aint)sizeof *counter : 0, sizeof *counter,
                     MPI_INFO_NULL, MPI_COMM_WORLD, &counter, &share_win);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, share_win);
        *counter = 0;
        MPI_Win_unlock(0, share_win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    sh->win = &share_win;
    sh->draw = mpi_next_part;
    sh->out = open_memstream(&mine, &n);
    if (!sh->out)
        Mem_failed(0, __FILE__, __LINE__);
    list_share(sh);
    fclose(sh->out);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&share_win);
    long long *lens = CALLOC(P, sizeof *lens), me = (long long)n;
    MPI_Allgather(&me, 1, MPI_LONG_LONG, lens, 1, MPI_LONG_LONG,
                  MPI_COMM_WORLD);
    long long total = 0;
    for (size_t w = 0; w < P; w++)
        total += lens[w];
    bool ok = total < INT_MAX;
    if (ok) {
        int *counts = CALLOC(P, sizeof *counts),
            *displs = CALLOC(P, sizeof *displs);
        for (size_t w = 0; w < P; w++) {
            counts[w] = (int)lens[w];
            displs[w] = w ? displs[w - 1] + counts[w - 1] : 0;
        }
        char *all = ALLOC((size_t)total + 1);
        MPI_Allgatherv(mine, (int)n, MPI_CHAR, all, counts, displs, MPI_CHAR,
                       MPI_COMM_WORLD);
        for (size_t w = 0; w < P; w++) {
            len[w] = (size_t)lens[w];
            buf[w] = ALLOC(len[w] + 1);
            memcpy(buf[w], all + displs[w], len[w]);
        }
        FREE(all);
        FREE(counts);
        FREE(displs);
    }
    free(mine);
    FREE(lens);
    return ok;
}
#endif

int Census_get(Census_Set *set, const Position_Ruleset *rs, int hi,
               const Census_Options *opt, const Census **out, char *msg,
               size_t msize)
{
    assert(set && rs && rs->census && hi >= 1 && out && msg && msize > 0);
    for (size_t i = 0; i < set->n; i++)
        if (set->c[i].rs == rs && set->c[i].hi == hi) {
            *out = &set->c[i];
            return 0;
        }
    int from = opt && opt->split > 1 ? opt->split : CENSUS_SPLIT_FROM;
    Part *parts = ALLOC_ARRAY(1 + 64 * (size_t)hi, sizeof *parts);
    size_t n = census_parts(rs, hi, from, parts), P = 1;
    bool mpi = false;
#ifdef CGTK_MPI
    mpi = opt && opt->size > 1;
#endif
    if (mpi)
        P = (size_t)opt->size;
    else if (opt && opt->jobs > 1)
        P = (size_t)opt->jobs < n ? (size_t)opt->jobs : n;
    char **buf = CALLOC(P, sizeof *buf);
    size_t *len = CALLOC(P, sizeof *len);
    size_t next = 0;                    /* the counter of one process */
    Share sh = { rs, parts, n, NULL, &next, NULL };
    bool ok = true;
    if (mpi) {
#ifdef CGTK_MPI
        ok = gather_shares(&sh, opt->rank, P, buf, len);
#endif
    } else if (P > 1)
        ok = fork_shares(&sh, P, buf, len);
    else {
        sh.out = open_memstream(&buf[0], &len[0]);
        if (!sh.out)
            Mem_failed(0, __FILE__, __LINE__);
        list_share(&sh);
        fclose(sh.out);
    }
    const char **at = CALLOC(n, sizeof *at);
    size_t *size = CALLOC(n, sizeof *size), total = 0;
    snprintf(msg, msize, "%s", ok ? "" : "cannot list the census");
    for (size_t w = 0; w < P && ok; w++)
        ok = share_records(buf[w], len[w], n, at, size, msg, msize);
    for (size_t i = 0; i < n && ok; i++)
        ok = at[i] != NULL;                     /* every part listed */
    int rc = 0;
    if (!ok) {
        rc = Interrupt_signal ? 128 + Interrupt_signal : 2;
        if (!msg[0])
            snprintf(msg, msize, "%s",
                     Interrupt_signal ? "interrupted"
                                      : "a process listing the census stopped");
    } else {
        GROW(set->c, set->cap, set->n + 1);
        Census *c = &set->c[set->n++];
        for (size_t i = 0; i < n; i++)
            total += size[i];
        *c = (Census){ rs, hi, ALLOC(total + 1), total };
        for (size_t i = 0, o = 0; i < n; o += size[i++])
            memcpy(c->text + o, at[i], size[i]);
        *out = c;
    }
    for (size_t w = 0; w < P; w++)
        FREE(buf[w]);
    FREE(at);
    FREE(size);
    FREE(buf);
    FREE(len);
    FREE(parts);
    return rc;
}
#line 444 "noweb/cmd/census.nw"
void Census_set_free(Census_Set *set)
{
    assert(set);
    for (size_t i = 0; i < set->n; i++)
        FREE(set->c[i].text);
    FREE(set->c);
    *set = (Census_Set){ 0 };
}
