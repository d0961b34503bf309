/* Generated from noweb/cmd/runcmd.nw by notangle: edit the .nw, not this file. */
#line 117 "noweb/cmd/runcmd.nw"
#include <assert.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "emit.h"
#include "game.h"
#include "explore.h"
#include "interrupt.h"
#include "savefile.h"
#include "mem.h"
#include "runcmd.h"

#line 149 "noweb/cmd/runcmd.nw"
static bool no_words(Run_Line *l)                /* frees the words read so far */
{
    for (int k = 0; k < l->nwords; k++)
        FREE(l->words[k]);
    FREE(l->words);
    l->nwords = 0;
    return false;
}

static bool read_words(const char *s, size_t at, Run_Line *l, Perr_T *err)
{
    size_t cap = 8, n = strlen(s);
    char *w = ALLOC(n + 1);
    l->words = ALLOC_ARRAY(cap, sizeof *l->words);
    l->nwords = 0;
    for (size_t i = at; i < n;) {
        if (s[i] == ' ' || s[i] == '\t') {
            i++;
            continue;
        }
        if (s[i] == '#')
            break;
        size_t k = 0;
        while (i < n && s[i] != ' ' && s[i] != '\t') {
            char q = s[i];
            if (q == '\'' || q == '"') {
                size_t open = i++;
                while (i < n && s[i] != q) {
                    if (q == '"' && s[i] == '\\' && i + 1 < n && (s[i + 1] == '"'
                                                                  || s[i + 1] == '\\'))
                        i++;
                    w[k++] = s[i++];
                }
                if (i == n) {
                    FREE(w);
                    Perr_set(err, Perr_column(s, open), "a %c closing this one", q);
                    return no_words(l);
                }
                i++;
            } else if (q == '\\' && i + 1 < n) {
                w[k++] = s[i + 1];
                i += 2;
            } else
                w[k++] = s[i++];
        }
        if (l->nwords + 2 > (int)cap)
            RESIZE_ARRAY(l->words, cap *= 2, sizeof *l->words);
        l->words[l->nwords++] = STRNDUP(w, k);
    }
    l->words[l->nwords] = NULL;
    FREE(w);
    if (l->nwords == 0) {
        Perr_set(err, Perr_column(s, n), "a cgtk command after the colon");
        return no_words(l);
    }
    return true;
}
#line 212 "noweb/cmd/runcmd.nw"
static bool read_line(const char *s, Run_Line *l, bool *some, Perr_T *err)
{
    size_t i = strspn(s, " \t"), n = strlen(s);
    *some = false;
    if (i == n || s[i] == '#')
        return true;
    size_t k = strcspn(s + i, " \t:");
    if (k == 5 && strncmp(s + i, "order", 5) == 0)
        return true;
    char kind = k == 5 && strncmp(s + i, "table", 5) == 0 ? 't'
              : k == 4 && strncmp(s + i, "text", 4) == 0  ? 'x'
              : k == 4 && strncmp(s + i, "data", 4) == 0  ? 'd' : 0;
    if (!kind)
        return Perr_set(err, Perr_column(s, i), "table, text or data");
    i += k + strspn(s + i + k, " \t");
    size_t m = strspn(s + i, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                             "0123456789-_");
    if (m == 0 || s[i + m] == '/' || s[i + m] == '.')      /* a file name in DIR */
        return Perr_set(err, Perr_column(s, i), "%s", EXPLORE_NAME_EXPECTED);
    if (s[i + m] != ':')
        return Perr_set(err, Perr_column(s, i + m), "':' after the name");
    l->kind = kind;
    l->name = STRNDUP(s + i, m);
    size_t from = i + m + 1 + strspn(s + i + m + 1, " \t"), to = n;
    while (to > from && (s[to - 1] == ' ' || s[to - 1] == '\t'))
        to--;
    l->command = STRNDUP(s + from, to - from);
    if (!read_words(s, i + m + 1, l, err)) {
        FREE(l->name);
        FREE(l->command);
        return false;
    }
    *some = true;
    return true;
}
#line 250 "noweb/cmd/runcmd.nw"
bool Run_parse(const char *text, Run_Line **lines, size_t *n, Perr_T *err,
               size_t *err_line)
{
    assert(text && lines && n && err && err_line);
    size_t cap = 8, line = 0;
    *lines = ALLOC_ARRAY(cap, sizeof **lines);
    *n = 0;
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        char *s = STRNDUP(p, len);
        Run_Line l = { 0 };
        bool some, ok = read_line(s, &l, &some, err);
        FREE(s);
        line++;
        if (!ok) {
            *err_line = line;
            Run_lines_free(lines, *n);
            return false;
        }
        if (some) {
            if (*n == cap)
                RESIZE_ARRAY(*lines, cap *= 2, sizeof **lines);
            l.line = line;
            (*lines)[(*n)++] = l;
        }
        p += len + (p[len] == '\n');
    }
    return true;
}

void Run_lines_free(Run_Line **lines, size_t n)
{
    for (size_t i = 0; *lines && i < n; i++) {
        for (int k = 0; k < (*lines)[i].nwords; k++)
            FREE((*lines)[i].words[k]);
        FREE((*lines)[i].words);
        FREE((*lines)[i].name);
        FREE((*lines)[i].command);
    }
    FREE(*lines);
}
#line 300 "noweb/cmd/runcmd.nw"
static char *slurp(const char *file);

typedef struct Parse_State {
    Run_Line *lines;
    size_t n, cap;
    char **stack;               /* the files being read, outermost first */
    size_t depth;
    char **names;               /* every file read, for the lines' [[file]] */
    size_t nnames;
} Parse_State;

static int parse_file(Cmd *c, const char *file, Explore *x, Parse_State *ps)
{
    char *real = realpath(file, NULL), *text = real ? slurp(file) : NULL;
    if (!text) {
        fprintf(Cmd_err(c), "cgtk run: %s: %s\n", file, strerror(errno));
        free(real);
        return 2;
    }
    for (size_t i = 0; i < ps->depth; i++)
        if (strcmp(ps->stack[i], real) == 0) {
            fprintf(Cmd_err(c), "%s: included again from within itself (a cycle of "
                    "include)\n", file);
            free(real);
            FREE(text);
            return 2;
        }
    if (strlen(text) != strcspn(text, "\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f")) {
        fprintf(Cmd_err(c), "%s: not a parameter file (control characters)\n", file);
        free(real);
        FREE(text);
        return 2;
    }
    RESIZE_ARRAY(ps->stack, ps->depth + 1, sizeof *ps->stack);
    ps->stack[ps->depth++] = real;
    RESIZE_ARRAY(ps->names, ps->nnames + 1, sizeof *ps->names);
    char *name = ps->names[ps->nnames++] = STRDUP(file);
    int rc = 0;
    size_t line = 0;
    for (const char *p = text; *p && rc == 0;) {
        size_t len = strcspn(p, "\n");
        char *s = STRNDUP(p, len), *inc = NULL;
        Perr_T e = { 0 };
        bool bad, some = false;
        line++;
        int got = 0;
        if (Explore_include(s, &inc, &e, &bad)) {
            if (!bad) {
                const char *slash = strrchr(file, '/');
                size_t k = slash && inc[0] != '/' ? (size_t)(slash - file) + 1 : 0;
                char *path = ALLOC(k + strlen(inc) + 1);
                memcpy(path, file, k);
                strcpy(path + k, inc);
                rc = parse_file(c, path, x, ps);
                FREE(path);
                FREE(inc);
            }
            got = bad ? -1 : 1;
        } else
            got = Explore_line(x, name, s, line, &e);
        if (got == 0) {
            Run_Line l = { 0 };
            if (!read_line(s, &l, &some, &e))
                got = -1;
            else if (some) {
                if (ps->n == ps->cap)
                    RESIZE_ARRAY(ps->lines, ps->cap = ps->cap ? 2 * ps->cap : 8,
                                 sizeof *ps->lines);
                l.line = line;
                l.file = name;
                ps->lines[ps->n++] = l;
            }
        }
        if (got < 0) {
            fprintf(Cmd_err(c), "%s:%zu:%zu: expected %s\n", file, line, e.column,
                    e.expected);
            rc = 2;
        }
        FREE(s);
        p += len + (p[len] == '\n');
    }
    FREE(text);
    free(ps->stack[--ps->depth]);
    return rc;
}
#line 395 "noweb/cmd/runcmd.nw"
static int run_line(Cmd *c, const char *file, const Run_Line *l, const char *out)
{
    const Position_Ruleset *rs = NULL;
    const Cmd_Command *cmd = Cmd_find(l->words[0], &rs);
    if (!cmd) {
        fprintf(Cmd_err(c), "%s:%zu: unknown command '%s' (try 'cgtk --help')\n", file,
                l->line, l->words[0]);
        return 2;
    }
    size_t n = strlen(out);
    char *tmp = ALLOC(n + 16);
    snprintf(tmp, n + 16, "%s.tmpXXXXXX", out);
    int fd = mkstemp(tmp);
    mode_t mask = umask(0);
    umask(mask);
    if (fd >= 0 && fchmod(fd, 0666 & ~mask) != 0) {     /* as a file made by the shell */
        close(fd);
        fd = -1;
    }
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    FILE *in = fopen("/dev/null", "r");
    if (!f || !in) {
        fprintf(Cmd_err(c), "%s:%zu: cannot write %s: %s\n", file, l->line, out,
                strerror(errno));
        if (f)
            fclose(f);
        else if (fd >= 0)
            close(fd);
        if (in)
            fclose(in);
        unlink(tmp);
        FREE(tmp);
        return 1;
    }
    fprintf(f, "%c made by: cgtk %s (%s:%zu)\n", l->kind == 'd' ? '#' : '%', l->command,
            l->file ? l->file : file, l->line);
    int rc = Cmd_run(cmd, rs, l->nwords, l->words, in, f, Cmd_err(c));
    fclose(in);
    if (fclose(f) != 0 && rc == 0) {
        fprintf(Cmd_err(c), "%s:%zu: cannot write %s: %s\n", file, l->line, out,
                strerror(errno));
        rc = 1;
    }
    if (rc == 0 && rename(tmp, out) != 0) {
        fprintf(Cmd_err(c), "%s:%zu: cannot write %s: %s\n", file, l->line, out,
                strerror(errno));
        rc = 1;
    }
    if (rc != 0) {
        unlink(tmp);
        fprintf(Cmd_err(c), "%s:%zu: the command failed (exit status %d): cgtk %s\n", file,
                l->line, rc, l->command);
    }
    FREE(tmp);
    return rc;
}
#line 466 "noweb/cmd/runcmd.nw"
typedef struct Run_State {
    const char *dir, *standard;         /* -o, --standard-report */
    const char *cache;                  /* the folder of the caches, DIR/cache */
    long jobs;                          /* -j */
    bool no_cache;
    int rank, size;                     /* MPI: this rank, the ranks (1: no MPI) */
} Run_State;

static const char *ext_of(const Run_Line *l)
{
    return l->kind == 'd' ? "dat" : l->kind == 't' ? "tex" : "txt";
}

static char *output_of(const char *outdir, const Run_Line *l)
{
    size_t len = strlen(outdir) + strlen(l->name) + 16;
    char *out = ALLOC(len);
    snprintf(out, len, "%s/%s/%s.%s", outdir, l->kind == 'd' ? "data" : "tables", l->name,
             ext_of(l));
    return out;
}

static int run_serial(Cmd *c, const char *file, const Run_Line *lines, size_t n,
                      const char *outdir, int *result)
{
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        char *out = output_of(outdir, &lines[i]);
        rc = result[i] = run_line(c, file, &lines[i], out);
        FREE(out);
        if (rc == 0 && Interrupt_signal)
            rc = 128 + Interrupt_signal;
    }
    return rc;
}

static int run_parallel(Cmd *c, const char *file, const Run_Line *lines, size_t n,
                        const char *outdir, int *result)
{
    long jobs = ((Run_State *)Cmd_state(c))->jobs;
    pid_t *pid = ALLOC_ARRAY(n + 1, sizeof *pid);
    size_t next = 0, running = 0;
    bool stop = false;
    int rc = 0;
    while ((next < n && !stop) || running > 0) {
        if (next < n && !stop && (long)running < jobs) {
            fflush(NULL);
            fflush(Cmd_out(c));
            fflush(Cmd_err(c));
            pid_t p = fork();
            if (p == 0) {
                char *out = output_of(outdir, &lines[next]);
                int r = run_line(c, file, &lines[next], out);
                fflush(Cmd_err(c));
                _exit(r);
            }
            if (p < 0) {
                fprintf(Cmd_err(c), "cgtk run: cannot start a worker: %s\n",
                        strerror(errno));
                stop = true;
                rc = 1;
                continue;
            }
            pid[next++] = p;
            running++;
            continue;
        }
        int status;
        pid_t w = waitpid(-1, &status, 0);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (size_t i = 0; i < next; i++)
            if (pid[i] == w) {
                result[i] = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
                running--;
                stop = stop || result[i] != 0;
            }
        stop = stop || Interrupt_signal;
    }
    for (size_t i = 0; i < n && rc == 0; i++)
        if (result[i] > 0)
            rc = result[i];
    if (rc == 0 && Interrupt_signal)
        rc = 128 + Interrupt_signal;
    FREE(pid);
    return rc;
}
#line 569 "noweb/cmd/runcmd.nw"
static char *slurp(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0, k;
    char *s = ALLOC(cap);
    while ((k = fread(s + n, 1, cap - n - 1, f)) > 0)
        if ((n += k) + 1 == cap)
            RESIZE(s, cap *= 2);
    s[n] = '\0';
    fclose(f);
    return s;
}

#line 665 "noweb/cmd/runcmd.nw"
static char *title_of(const char *file)
{
    char *text = slurp(file), *t = NULL;
    for (const char *p = text; p && *p && !t;) {
        size_t len = strcspn(p, "\n");
        size_t i = strspn(p, " \t");
        if (p[i] == '#') {
            i += 1 + strspn(p + i + 1, " \t");
            const char *colon = strstr(p + i, ".params:");
            if (colon && colon < p + len)
                i = (size_t)(colon - p) + 8 + strspn(colon + 8, " \t");
            t = STRNDUP(p + i, len - i);
        }
        p += len + (p[len] == '\n');
    }
    FREE(text);
    return t ? t : STRDUP(file);
}

typedef struct Standard {
    const char *file;
    const Explore *x;
    const Run_Line *lines;
    size_t n;
} Standard;

static bool write_standard(FILE *f, void *closure)
{
    const Standard *st = closure;
    const char *file = st->file;
    const Run_Line *lines = st->lines;
    char *title = title_of(file);
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    fprintf(f, "%% made by: cgtk run --standard-report (%s)\n"
            "\\documentclass[11pt]{article}\n\\input{preamble}\n\\usepackage{longtable}\n"
            "\\usepackage{graphicx}\n\\usepackage{verbatim}\n"
            "\\newcommand{\\cgtkfit}[1]{\\resizebox{\\ifdim\\width>\\linewidth\\linewidth"
            "\\else\\width\\fi}{!}{#1}}\n\\title{", file);
    Emit_latex_escape(f, title);
    fputs("}\n\\author{\\cgtkbuilt}\n\\date{\\today}\n\\cgtkmeta{", f);
    Emit_latex_escape(f, title);
    fputs("}{a report made by cgtk from a parameter file}{combinatorial game theory, cgtk}\n"
          "\\begin{document}\n\\maketitle\n\\begin{abstract}\n"
          "This report was made by \\cgtk{} from the parameter file \\texttt{", f);
    Emit_latex_escape(f, base);
    fputs("}, which has no report of its own.  It gives the verdict of each conjecture of "
          "the file, computed on every item of its family (a conjecture is refuted by its "
          "first counterexamples, in the order of the family), and its tables and plots.  "
          "Values are exact: games in canonical form, in the notation of "
          "CGSuite~\\cite{cgsuite} and Siegel~\\cite{siegel}, numbers as dyadic "
          "rationals; the theory is that of \\cite{onag,winningways}.\n"
          "\\end{abstract}\n", f);
    Explore_report(st->x, f);
    bool other = false;
    for (size_t i = 0; i < st->n; i++) {
        if (lines[i].kind == 'd')
            continue;
        if (!other)
            fputs("\\section{Outputs of commands}\n", f);
        other = true;
        fprintf(f, "\\paragraph{\\texttt{%s}.}\n", lines[i].name);
        if (lines[i].kind == 't')
            fprintf(f, "{\\small\\cgtktable{%s}}\n", lines[i].name);
        else
            fprintf(f, "\\cgtkrecord{%s}{tables/%s.txt}"
                    "{\\small\\verbatiminput{tables/%s.txt}}\n",
                    lines[i].name, lines[i].name, lines[i].name);
    }
    fputs("\\bibliography{cgt}\n\\appendix\n\\section{How each output was made}\n"
          "\\cgtksources\n\\end{document}\n", f);
    FREE(title);
    return !ferror(f);
}

static int standard_report(Cmd *c, const char *path, const char *file, const Explore *x,
                           const Run_Line *lines, size_t n)
{
    Standard st = { file, x, lines, n };
    char why[600];
    if (Savefile_write(path, write_standard, NULL, &st, why, sizeof why))
        return 0;
    fprintf(Cmd_err(c), "cgtk run: %s\n", why);
    return 1;
}
#line 771 "noweb/cmd/runcmd.nw"
#ifdef CGTK_MPI
#include <mpi.h>
#else
static bool started_by_mpirun(void)
{
    const char *n = getenv("OMPI_COMM_WORLD_SIZE");
    return n && atoi(n) > 1;
}

static int to_mpi_build(Cmd *c)      /* the same command line, typed, to cgtk-mpi */
{
    char self[PATH_MAX];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 16);
    if (k <= 0) {
        fprintf(Cmd_err(c), "cgtk run: started by mpirun, and cannot find cgtk-mpi\n");
        return 2;
    }
    self[k] = '\0';
    strcpy(strrchr(self, '/') + 1, "cgtk-mpi");
    int typed;
    char *const *words = Cmd_typed_argv(c, &typed);
    char **argv = ALLOC_ARRAY((size_t)typed + 2, sizeof *argv);
    argv[0] = self;
    memcpy(argv + 1, words, ((size_t)typed + 1) * sizeof *argv);
    fflush(NULL);
    execv(self, argv);
    fprintf(Cmd_err(c), "cgtk run: started by mpirun, but %s: %s (build it: make "
            "build/cgtk-mpi, with Open MPI)\n", self, strerror(errno));
    FREE(argv);
    return 2;
}
#endif

#line 587 "noweb/cmd/runcmd.nw"
static void items_done(void *closure, size_t done, size_t total)   /* module explore's */
{
    if (total)
        Cmd_progress(closure, "items", done, total, Game_store_bytes());
    else
        Cmd_progress_clear(closure);
}

static int run_file(Cmd *c, const char *file, const char *outdir, const char *shown)
{
    Run_State *st = Cmd_state(c);
    Explore *x = Explore_new();
    Parse_State ps = { 0 };
    int rc = parse_file(c, file, x, &ps);
    Run_Line *lines = ps.lines;
    size_t n = ps.n;
    const char *slash = strrchr(file, '/');
    char *folder = slash ? STRNDUP(file, (size_t)(slash - file) + 1) : STRDUP(".");
    int here = open(".", O_RDONLY);
    if (rc == 0 && (here < 0 || chdir(folder) != 0)) {
        fprintf(Cmd_err(c), "cgtk run: %s: %s\n", folder, strerror(errno));
        rc = 2;
    }
    const char *base = slash ? slash + 1 : file;
    char *cache = STRNDUP(base, strcspn(base, "."));
    Explore_Options opt = { .jobs = st->jobs, .no_cache = st->no_cache,
                            .cache_name = st->rank > 0 ? NULL : cache[0] ? cache : "params",
                            .cache_dir = st->cache,
                            .rank = st->rank, .size = st->size,
                            .progress = st->rank > 0 ? NULL : items_done, .closure = c };
    if (rc == 0)
        rc = Explore_run(x, outdir, &opt, Cmd_err(c));
    int *result = ALLOC_ARRAY(n + 1, sizeof *result);
    for (size_t i = 0; i < n; i++)
        result[i] = -1;                                 /* not run */
    bool first = st->rank == 0;                         /* the rest is rank 0's */
    if (!first)
        n = 0;
    if (rc == 0)
        rc = st->jobs > 1 ? run_parallel(c, file, lines, n, outdir, result)
                          : run_serial(c, file, lines, n, outdir, result);
    for (size_t i = 0; i < n; i++)
        if (result[i] == 0)
            fprintf(Cmd_out(c), "  %s/%s/%s.%s\n", shown, lines[i].kind == 'd' ? "data"
                                                                         : "tables",
                    lines[i].name, ext_of(&lines[i]));
    if (rc == 0 && first)
        Explore_list(x, shown, Cmd_out(c));
    FREE(result);
    FREE(cache);
    if (here >= 0) {
        if (fchdir(here) != 0 && rc == 0)
            rc = 1;
        close(here);
    }
    if (rc == 0 && st->standard && first)       /* back in the caller's folder */
        rc = standard_report(c, st->standard, file, x, lines, n);
    FREE(folder);
    Run_lines_free(&lines, ps.n);
    for (size_t i = 0; i < ps.nnames; i++)
        FREE(ps.names[i]);
    FREE(ps.names);
    FREE(ps.stack);
    Explore_free(&x);
    return rc;
}
#line 836 "noweb/cmd/runcmd.nw"
static char *stage_new(Cmd *c, const char *abs, int *lock)
{
    size_t len = strlen(abs) + 32;
    char *stage = ALLOC(len), *sub = ALLOC(len + 8), *to = ALLOC(len + 8);
    snprintf(stage, len, "%s/.cgtk-run-XXXXXX", abs);
    bool ok = mkdtemp(stage) != NULL;
    for (int i = 0; i < 2 && ok; i++) {
        snprintf(sub, len + 8, "%s/%s", stage, i ? "data" : "tables");
        ok = mkdir(sub, 0700) == 0;
    }
    if (ok) {                           /* the lock, then its name (above) */
        snprintf(sub, len + 8, "%s/.lock-new", stage);
        snprintf(to, len + 8, "%s/.lock", stage);
        *lock = open(sub, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        ok = *lock >= 0 && flock(*lock, LOCK_EX) == 0 && rename(sub, to) == 0;
    }
    FREE(to);
    if (!ok) {
        fprintf(Cmd_err(c), "cgtk run: %s: %s\n", stage, strerror(errno));
        if (*lock >= 0)
            close(*lock), *lock = -1, unlink(sub);
        rmdir(sub);
        rmdir(stage);
        FREE(stage);
    }
    FREE(sub);
    return stage;
}

static int stage_commit(Cmd *c, const char *stage, const char *abs)
{
    sigset_t held;
    Interrupt_block(&held);
    int rc = 0;
    for (int i = 0; i < 2 && rc == 0; i++) {
        const char *sub = i ? "data" : "tables";
        size_t len = strlen(stage) + strlen(abs) + 300;
        char *from = ALLOC(len), *to = ALLOC(len);
        snprintf(from, len, "%s/%s", stage, sub);
        DIR *d = opendir(from);
        struct dirent *e;
        while (d && rc == 0 && (e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.')
                continue;                       /* ., .., a temporary file */
            snprintf(from, len, "%s/%s/%s", stage, sub, e->d_name);
            snprintf(to, len, "%s/%s/%s", abs, sub, e->d_name);
            if (rename(from, to) != 0) {
                fprintf(Cmd_err(c), "cgtk run: %s: %s\n", to, strerror(errno));
                rc = 1;
            }
        }
        if (!d) {
            fprintf(Cmd_err(c), "cgtk run: %s: %s\n", from, strerror(errno));
            rc = 1;
        } else
            closedir(d);
        snprintf(to, len, "%s/%s", abs, sub);
        int fd = open(to, O_RDONLY | O_DIRECTORY);    /* the new names survive a crash */
        if (fd >= 0) {
            fsync(fd);
            close(fd);
        }
        FREE(from);
        FREE(to);
    }
    Interrupt_unblock(&held);
    return rc;
}

static int remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    return remove(path);
}

static void stage_remove(const char *stage)
{
    nftw(stage, remove_one, 8, FTW_DEPTH | FTW_PHYS);
}

static void stage_sweep(Cmd *c, const char *abs)
{
    DIR *d = opendir(abs);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, ".cgtk-run-", 10) != 0)
            continue;
        size_t len = strlen(abs) + strlen(e->d_name) + 16;
        char *path = ALLOC(len);
        snprintf(path, len, "%s/%s/.lock", abs, e->d_name);
        int fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0) {
            snprintf(path, len, "%s/%s", abs, e->d_name);
            stage_remove(path);
            fprintf(Cmd_err(c), "cgtk run: removed %s, left by a run that was stopped\n",
                    path);
        }
        if (fd >= 0)
            close(fd);
        FREE(path);
    }
    if (d)
        closedir(d);
}

#line 942 "noweb/cmd/runcmd.nw"
enum { K_OUTPUT = 'o', K_JOBS = 'j', K_NO_CACHE = 256, K_STANDARD };

static const Cmd_Option run_options[] = {
    { "output", K_OUTPUT, "DIR", "write DIR/tables/NAME.tex (table), DIR/tables/NAME.txt\n"
      "(text) and DIR/data/NAME.dat (data); default: ." },
    { "jobs", K_JOBS, "N", "use N processes: up to N command lines at once,\n"
      "and the items of families over N workers (the\n"
      "outputs are the same whatever N; default 1)" },
    { "no-cache", K_NO_CACHE, NULL, "recompute every item (the cache DIR/cache/FILE.cache\n"
      "is written afresh)" },
    { "standard-report", K_STANDARD, "TEX", "also write TEX, a LaTeX report of the outputs\n"
      "(verdicts, tables, plots), for a file that has no\n"
      "report of its own" },
    { NULL, 0, NULL, NULL }
};

static int run_option(Cmd *c, int key, const char *arg)
{
    Run_State *st = Cmd_state(c);
    if (key == K_OUTPUT)
        st->dir = arg;
    if (key == K_NO_CACHE)
        st->no_cache = true;
    if (key == K_STANDARD)
        st->standard = arg;
    if (key == K_JOBS && !Cmd_count(c, "--jobs", arg, 256, &st->jobs))
        return CMD_USAGE;
    if (key == K_JOBS && st->jobs < 1)
        return Cmd_usage(c, "--jobs: expected a number of processes from 1 to 256");
    return CMD_OK;
}

static int run_params(Cmd *c)
{
    Run_State *st = Cmd_state(c);
    if (Cmd_argc(c) == 0)
        return Cmd_usage(c, "expected a parameter file");
    if (st->standard && Cmd_argc(c) > 1)
        return Cmd_usage(c, "--standard-report: expected one parameter file");
    const char *dir = st->dir ? st->dir : ".";
    char *abs = NULL;
    static const char *const subs[] = { "", "/tables", "/data", "/cache" };
    for (size_t i = 0; i < 4; i++) {
        size_t len = strlen(dir) + 8;
        char *p = ALLOC(len);
        snprintf(p, len, "%s%s", dir, subs[i]);
        struct stat sb;
        bool ok = mkdir(p, 0777) == 0 || errno == EEXIST;
        if (!ok)
            fprintf(Cmd_err(c), "cgtk run: %s: %s\n", p, strerror(errno));
        else if (i > 0 && (lstat(p, &sb) != 0 || !S_ISDIR(sb.st_mode))) {
            fprintf(Cmd_err(c), "cgtk run: %s: %s: refused (cgtk run writes only into real "
                    "folders under -o DIR)\n", p, S_ISLNK(sb.st_mode) ? "a symbolic link"
                                                                    : "not a folder");
            ok = false;
        }
        FREE(p);
        if (!ok)
            return 2;
    }
    abs = realpath(dir, NULL);
    if (!abs) {
        fprintf(Cmd_err(c), "cgtk run: %s: %s\n", dir, strerror(errno));
        return 2;
    }
    int rc = 0;
    st->size = 1;
#ifdef CGTK_MPI
    setenv("OMPI_MCA_pml", "ob1", 0);   /* unless the user chose: see above */
    MPI_Init(NULL, NULL);
    MPI_Comm_rank(MPI_COMM_WORLD, &st->rank);
    MPI_Comm_size(MPI_COMM_WORLD, &st->size);
#else
    if (started_by_mpirun())
        rc = to_mpi_build(c);
#endif
    Interrupt_install();
    size_t len = strlen(abs) + 32;
    char *cache = ALLOC(len), *stage = NULL;
    snprintf(cache, len, "%s/cache", abs);
    st->cache = cache;
    int lock = -1;
    if (rc == 0 && st->rank == 0) {
        stage_sweep(c, abs);
        if (!(stage = stage_new(c, abs, &lock)))
            rc = 1;
    }
    for (int i = 0; i < Cmd_argc(c) && rc == 0; i++)
        rc = run_file(c, Cmd_argv(c, i), stage ? stage : abs, dir);
    if (stage) {
        if (rc == 0)
            rc = stage_commit(c, stage, abs);
        stage_remove(stage);
        close(lock);
        if (rc != 0)
            fprintf(Cmd_err(c), "cgtk run: no output was written (the cache keeps the values "
                    "computed)\n");
    }
    Interrupt_uninstall();
    FREE(stage);
    FREE(cache);
    free(abs);
#ifdef CGTK_MPI
    MPI_Finalize();
#endif
    return rc;
}

const Cmd_Command Cmd_run_params = {
    .name = "run", .summary = "run parameter files: the tables and data of a report",
    .synopsis = "[-o DIR] [-j N] [--no-cache] [--standard-report TEX] FILE...", .rank = 410,
    .description =
        "Read each parameter file and write its outputs.  A line is a command line,\n"
        "  table NAME: COMMAND   (to DIR/tables/NAME.tex)\n"
        "  text NAME: COMMAND    (to DIR/tables/NAME.txt)\n"
        "  data NAME: COMMAND    (to DIR/data/NAME.dat)\n"
        "where COMMAND is a cgtk command line without 'cgtk', words split at blanks\n"
        "outside quotes ('...' and \"...\" as in the shell), or an exploration:\n"
        "  family NAME: VAR in LO..HI [, VAR in ...] [where PREDICATE]\n"
        "      (also VAR in [A, B, ...], enumerate RULESET UNIT <= N,\n"
        "       octal '0.[0-7]?\?', lines 'FILE.tsv')\n"
        "  let FAMILY: VAR = EXPR\n"
        "  table|data|tsv NAME: for FAMILY [where PREDICATE]: EXPR [as NAME ['TeX']], ...\n"
        "  conjecture NAME: for FAMILY [where PREDICATE]: PREDICATE\n"
        "  verdicts NAME\n"
        "  include 'FILE'\n"
        "EXPR: numbers, 'strings', \"strings with $var and ${expr}\", + - * / mod ^,\n"
        "== != < <= > >= (games by game order), and or not implies, and functions:\n"
        "game(S), RULESET(S) (domineering(\"2x3\"), ...), zigzag(N), nimber(N),\n"
        "outcome, leftstop, rightstop, mean, temperature, birthday, atomicweight,\n"
        "ish (reduced canonical form), isnumber, isinfinitesimal, isnimber,\n"
        "grundy(G), grundy(CODE, N), period(CODE [, HEAPS]), preperiod(...),\n"
        "floor, abs, min, max, num, field(S, K), fuzzy(G, H), defined(E).\n"
        "A conjecture's verdict is 'holds for all N items checked' or 'refuted' with\n"
        "the first counterexamples in the family's order and their values.  Values\n"
        "are cached in DIR/cache/FILE.cache (checksummed; a corrupt entry is\n"
        "recomputed), so a rerun computes only what changed and an interrupted run\n"
        "resumes.  Under 'mpirun -np P' the items are spread over the ranks\n"
        "(cgtk-mpi).  # starts a comment at the start of a line or after a blank.\n"
        "A file 'lines' reads whose name ends in .tsv has a header line (the first\n"
        "not skipped): it is not an item.  An undefined value (period() of a code not\n"
        "proven periodic) prints as 'undefined'; a filter undefined for an item\n"
        "leaves it out (said on stderr); a conjecture counts it apart.  period()\n"
        "searches 2^24 heaps, as 'cgtk octal --period'.  Files named are relative\n"
        "to the parameter file's folder.  Each output starts with a line naming\n"
        "what made it (file and line).  The outputs of a run are written all or\n"
        "none: made in DIR/.cgtk-run-XXXXXX and moved into place when every file\n"
        "succeeded, so an error (FILE:LINE:COLUMN, exit 2), a failed command, a\n"
        "limit (1) or an interrupt (130) writes none of them; the cache keeps the\n"
        "values computed.  The cache is never written through a symbolic link; two\n"
        "runs of one file into one DIR take turns (a lock).",
    .see = "README.md, \"Parameter files\"",
    .kit = 0, .options = run_options, .option = run_option,
    .run = run_params, .state = sizeof(Run_State)
};
