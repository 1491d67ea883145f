// An LD_PRELOAD shim that makes the file system misbehave for the files under one folder, so that
// tests can watch a conversion or an export meet a full disk, a failing source or a read-only
// destination without root, loop devices or a real broken disk. Everything is set by environment
// variables, read once as the shim loads (a FAULT_* variable set later is not seen): getenv on
// each call raced with the setenv of the program's other threads (Open MPI's PMIx thread read
// through the shim while the process set its environment, and getenv crashed). With none set the
// shim only passes calls through.
//
//   FAULT_WRITE_PATH=DIR     files whose path starts with DIR count against FAULT_WRITE_LIMIT
//   FAULT_WRITE_LIMIT=N      after N bytes written to them in total (write, pwrite, writev,
//                            pwritev, and the blocks fallocate / posix_fallocate reserve), writes
//                            fail with ENOSPC; a write that crosses the limit is cut short there,
//                            as a real full disk does
//   FAULT_EIO_PATH=DIR       reading files under DIR fails with EIO: read, pread, readv, and mmap
//                            (sources are memory-mapped; a mapping that cannot be made is how an
//                            unreadable file reaches a reader that maps)
//   FAULT_EROFS_PATH=DIR     DIR is on a read-only file system: creating, opening for writing,
//                            renaming, removing or making folders under it fails with EROFS
//   FAULT_EOF_PATH=DIR       files under DIR read as if cut to FAULT_EOF_AT bytes while being read
//   FAULT_EOF_AT=N           (read and pread end there, as after a truncation by another process;
//                            fstat still gives the size from before, the file itself is untouched)
//   FAULT_CUT_FILE=FILE      FILE is really cut to FAULT_CUT_TO bytes (truncate) once
//   FAULT_CUT_TO=N           FAULT_CUT_AFTER bytes have been written under FAULT_WRITE_PATH: a
//   FAULT_CUT_AFTER=N        source another program cuts short while a conversion reads it
//   FAULT_STALL_MS=N         each write under FAULT_WRITE_PATH (write, pwrite, writev, pwritev)
//                            first takes N ms, signals or not: a disk that cannot keep up, so
//                            that a signal finds the writer in the middle of a write
//   FAULT_LOG=1              one line on stderr per injected fault
//   FAULT_REPORT=FILE        at exit, the bytes counted against FAULT_WRITE_LIMIT go to FILE
//                            (a file's size is not what was written: HDF5 leaves gaps)
//   FAULT_OPENS_OF=PATH      opens of PATH (or of files under it, for a folder) are counted
//   FAULT_OPENS_REPORT=FILE  (open, openat, fopen), and at exit the count is appended to FILE,
//                            one line per process: how often each process of a program (or of
//                            an MPI job) reads an input it was given
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

static atomic_ullong g_written;
static atomic_ullong g_opens;

static const char* env(const char* name);

static void report_count(const char* name, const char* mode, unsigned long long count) {
    const char* path = env(name);
    if (path && *path) {
        FILE* f = fopen(path, mode);
        if (f) {
            fprintf(f, "%llu\n", count);
            fclose(f);
        }
    }
}

__attribute__((destructor)) static void report(void) {
    report_count("FAULT_REPORT", "w", (unsigned long long)atomic_load(&g_written));
    report_count("FAULT_OPENS_REPORT", "a", (unsigned long long)atomic_load(&g_opens));
}

#define NEXT(name) ((__typeof__(&name))next_symbol(#name))

static void* next_symbol(const char* name) {
    void* p = dlsym(RTLD_NEXT, name);
    if (!p) {
        fprintf(stderr, "faultfs: no next %s\n", name);
        abort();
    }
    return p;
}

// The FAULT_* variables as the process started, copied before any thread of it runs.
enum { kMostFaultVariables = 64 };
static char* g_faultEnv[kMostFaultVariables];
static int g_faultEnvCount;

__attribute__((constructor)) static void read_fault_environment(void) {
    extern char** environ;
    for (char** e = environ; e && *e && g_faultEnvCount < kMostFaultVariables; ++e) {
        if (strncmp(*e, "FAULT_", 6) == 0) {
            g_faultEnv[g_faultEnvCount++] = strdup(*e);
        }
    }
}

static const char* env(const char* name) {
    const size_t n = strlen(name);
    for (int i = 0; i < g_faultEnvCount; ++i) {
        const char* e = g_faultEnv[i];
        if (e && strncmp(e, name, n) == 0 && e[n] == '=') {
            return e[n + 1] ? e + n + 1 : NULL;
        }
    }
    return NULL;
}

static void note(const char* what, const char* path) {
    if (env("FAULT_LOG")) {
        fprintf(stderr, "faultfs: %s: %s\n", what, path ? path : "?");
    }
}

static int under(const char* path, const char* prefix) {
    if (!path || !prefix) {
        return 0;
    }
    char absolute[PATH_MAX];
    if (path[0] != '/') {
        if (!getcwd(absolute, sizeof absolute)) {
            return 0;
        }
        size_t n = strlen(absolute);
        snprintf(absolute + n, sizeof absolute - n, "/%s", path);
        path = absolute;
    }
    size_t n = strlen(prefix);
    return strncmp(path, prefix, n) == 0 && (path[n] == '\0' || path[n] == '/' || prefix[n - 1] == '/');
}

static int fd_under(int fd, const char* prefix, char* path, size_t size) {
    if (!prefix) {
        return 0;
    }
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, size - 1);
    if (n <= 0) {
        return 0;
    }
    path[n] = '\0';
    return under(path, prefix);
}

static atomic_ullong g_cutCounted;
static atomic_int g_cutDone;

// FAULT_CUT_FILE: cut once the writes under FAULT_WRITE_PATH pass FAULT_CUT_AFTER bytes.
static void cut_source(size_t count) {
    const char* file = env("FAULT_CUT_FILE");
    if (!file || atomic_load(&g_cutDone)) {
        return;
    }
    const char* after = env("FAULT_CUT_AFTER");
    const unsigned long long total = atomic_fetch_add(&g_cutCounted, count) + count;
    if (total >= (after ? strtoull(after, NULL, 10) : 0) && !atomic_exchange(&g_cutDone, 1)) {
        const char* to = env("FAULT_CUT_TO");
        note("cut", file);
        if (truncate(file, to ? (off_t)strtoll(to, NULL, 10) : 0) != 0) {
            perror("faultfs: truncate");
        }
    }
}

// FAULT_STALL_MS: the write takes that long; a signal does not cut the wait short.
static void stall(void) {
    const char* ms = env("FAULT_STALL_MS");
    if (!ms) {
        return;
    }
    struct timespec left = {0, 0};
    const long long total = strtoll(ms, NULL, 10);
    left.tv_sec = (time_t)(total / 1000);
    left.tv_nsec = (long)(total % 1000) * 1000000L;
    const int saved = errno;
    while (nanosleep(&left, &left) != 0 && errno == EINTR) {
    }
    errno = saved;
}

// How many of `count` bytes may still be written to `fd`; 0 with errno ENOSPC when none.
static size_t allowance(int fd, size_t count) {
    const char* limitText = env("FAULT_WRITE_LIMIT");
    char path[PATH_MAX];
    if (count == 0 || !fd_under(fd, env("FAULT_WRITE_PATH"), path, sizeof path)) {
        return count;
    }
    cut_source(count);
    stall();
    if (!limitText) {
        return count;
    }
    const unsigned long long limit = strtoull(limitText, NULL, 10);
    unsigned long long used = atomic_load(&g_written);
    for (;;) {
        if (used >= limit) {
            note("ENOSPC", path);
            errno = ENOSPC;
            return 0;
        }
        unsigned long long take = limit - used < count ? limit - used : count;
        if (atomic_compare_exchange_weak(&g_written, &used, used + take)) {
            return (size_t)take;
        }
    }
}

static int eio(int fd) {
    char path[PATH_MAX];
    if (fd_under(fd, env("FAULT_EIO_PATH"), path, sizeof path)) {
        note("EIO", path);
        errno = EIO;
        return 1;
    }
    return 0;
}

static int erofs(const char* path) {
    if (under(path, env("FAULT_EROFS_PATH"))) {
        note("EROFS", path);
        errno = EROFS;
        return 1;
    }
    return 0;
}

ssize_t write(int fd, const void* buf, size_t count) {
    size_t n = allowance(fd, count);
    if (count > 0 && n == 0) {
        return -1;
    }
    return NEXT(write)(fd, buf, n);
}

ssize_t pwrite(int fd, const void* buf, size_t count, off_t offset) {
    size_t n = allowance(fd, count);
    if (count > 0 && n == 0) {
        return -1;
    }
    return NEXT(pwrite)(fd, buf, n, offset);
}

ssize_t pwrite64(int fd, const void* buf, size_t count, off_t offset) {
    return pwrite(fd, buf, count, offset);
}

static size_t iov_total(const struct iovec* iov, int iovcnt) {
    size_t total = 0;
    for (int i = 0; i < iovcnt; ++i) {
        total += iov[i].iov_len;
    }
    return total;
}

// Cuts an iovec list to `n` bytes in place (the caller's copy).
static int iov_cut(struct iovec* iov, int iovcnt, size_t n) {
    int i = 0;
    for (; i < iovcnt && n > 0; ++i) {
        if (iov[i].iov_len > n) {
            iov[i].iov_len = n;
        }
        n -= iov[i].iov_len;
    }
    return i;
}

ssize_t writev(int fd, const struct iovec* iov, int iovcnt) {
    size_t total = iov_total(iov, iovcnt);
    size_t n = allowance(fd, total);
    if (total > 0 && n == 0) {
        return -1;
    }
    if (n == total || iovcnt > 64) {
        return NEXT(writev)(fd, iov, iovcnt);
    }
    struct iovec copy[64];
    memcpy(copy, iov, sizeof(struct iovec) * (size_t)iovcnt);
    return NEXT(writev)(fd, copy, iov_cut(copy, iovcnt, n));
}

ssize_t pwritev(int fd, const struct iovec* iov, int iovcnt, off_t offset) {
    size_t total = iov_total(iov, iovcnt);
    size_t n = allowance(fd, total);
    if (total > 0 && n == 0) {
        return -1;
    }
    if (n == total || iovcnt > 64) {
        return NEXT(pwritev)(fd, iov, iovcnt, offset);
    }
    struct iovec copy[64];
    memcpy(copy, iov, sizeof(struct iovec) * (size_t)iovcnt);
    return NEXT(pwritev)(fd, copy, iov_cut(copy, iovcnt, n), offset);
}

// Reserving blocks is all or nothing: ENOSPC when the whole length does not fit.
static int reserve(int fd, off_t len) {
    const char* limitText = env("FAULT_WRITE_LIMIT");
    char path[PATH_MAX];
    if (!limitText || len <= 0 || !fd_under(fd, env("FAULT_WRITE_PATH"), path, sizeof path)) {
        return 0;
    }
    const unsigned long long limit = strtoull(limitText, NULL, 10);
    unsigned long long used = atomic_load(&g_written);
    if (used + (unsigned long long)len > limit) {
        note("ENOSPC (fallocate)", path);
        return ENOSPC;
    }
    return 0;
}

int fallocate(int fd, int mode, off_t offset, off_t len) {
    int err = reserve(fd, len);
    if (err) {
        errno = err;
        return -1;
    }
    return NEXT(fallocate)(fd, mode, offset, len);
}

int fallocate64(int fd, int mode, off_t offset, off_t len) {
    return fallocate(fd, mode, offset, len);
}

int posix_fallocate(int fd, off_t offset, off_t len) {
    int err = reserve(fd, len);
    if (err) {
        return err;
    }
    return NEXT(posix_fallocate)(fd, offset, len);
}

int posix_fallocate64(int fd, off_t offset, off_t len) {
    return posix_fallocate(fd, offset, len);
}

// How many of `count` bytes at `offset` of `fd` can be read before the simulated end.
static size_t before_eof(int fd, size_t count, off_t offset) {
    const char* atText = env("FAULT_EOF_AT");
    char path[PATH_MAX];
    if (!atText || !fd_under(fd, env("FAULT_EOF_PATH"), path, sizeof path)) {
        return count;
    }
    const off_t at = (off_t)strtoll(atText, NULL, 10);
    if (offset >= at) {
        note("EOF", path);
        return 0;
    }
    return (off_t)count > at - offset ? (size_t)(at - offset) : count;
}

ssize_t read(int fd, void* buf, size_t count) {
    if (eio(fd)) {
        return -1;
    }
    if (env("FAULT_EOF_AT")) {
        const int saved = errno;
        const off_t at = lseek(fd, 0, SEEK_CUR);  // fails on pipes: they are never cut
        errno = saved;
        if (at >= 0) {
            count = before_eof(fd, count, at);
        }
    }
    return NEXT(read)(fd, buf, count);
}

ssize_t pread(int fd, void* buf, size_t count, off_t offset) {
    if (eio(fd)) {
        return -1;
    }
    return NEXT(pread)(fd, buf, before_eof(fd, count, offset), offset);
}

ssize_t pread64(int fd, void* buf, size_t count, off_t offset) {
    return pread(fd, buf, count, offset);
}

ssize_t readv(int fd, const struct iovec* iov, int iovcnt) {
    if (eio(fd)) {
        return -1;
    }
    return NEXT(readv)(fd, iov, iovcnt);
}

void* mmap(void* addr, size_t length, int prot, int flags, int fd, off_t offset) {
    if (fd >= 0 && !(flags & MAP_ANONYMOUS) && eio(fd)) {
        return MAP_FAILED;
    }
    return NEXT(mmap)(addr, length, prot, flags, fd, offset);
}

void* mmap64(void* addr, size_t length, int prot, int flags, int fd, off_t offset) {
    return mmap(addr, length, prot, flags, fd, offset);
}

static int writes(int flags) {
    return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)) != 0;
}

// FAULT_OPENS_OF: one more open of the counted path.
static void count_open(const char* path) {
    if (under(path, env("FAULT_OPENS_OF"))) {
        atomic_fetch_add(&g_opens, 1);
    }
}

int open(const char* path, int flags, ...) {
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = (mode_t)va_arg(ap, int);
        va_end(ap);
    }
    if (writes(flags) && erofs(path)) {
        return -1;
    }
    count_open(path);
    return NEXT(open)(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = (mode_t)va_arg(ap, int);
        va_end(ap);
    }
    return open(path, flags, mode);
}

int openat(int dirfd, const char* path, int flags, ...) {
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = (mode_t)va_arg(ap, int);
        va_end(ap);
    }
    // Only absolute or cwd-relative paths are judged; the project opens nothing relative to a
    // folder descriptor.
    if (writes(flags) && (path[0] == '/' || dirfd == AT_FDCWD) && erofs(path)) {
        return -1;
    }
    if (path[0] == '/' || dirfd == AT_FDCWD) {
        count_open(path);
    }
    return NEXT(openat)(dirfd, path, flags, mode);
}

int openat64(int dirfd, const char* path, int flags, ...) {
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = (mode_t)va_arg(ap, int);
        va_end(ap);
    }
    return openat(dirfd, path, flags, mode);
}

FILE* fopen(const char* path, const char* mode) {
    if (strpbrk(mode, "wa+") && erofs(path)) {
        return NULL;
    }
    count_open(path);
    return NEXT(fopen)(path, mode);
}

FILE* fopen64(const char* path, const char* mode) {
    return fopen(path, mode);
}

int creat(const char* path, mode_t mode) {
    return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode);
}

int mkdir(const char* path, mode_t mode) {
    if (erofs(path)) {
        return -1;
    }
    return NEXT(mkdir)(path, mode);
}

int rename(const char* from, const char* to) {
    if (erofs(from) || erofs(to)) {
        return -1;
    }
    return NEXT(rename)(from, to);
}

int renameat(int fromfd, const char* from, int tofd, const char* to) {
    if (erofs(from) || erofs(to)) {
        return -1;
    }
    return NEXT(renameat)(fromfd, from, tofd, to);
}

int renameat2(int fromfd, const char* from, int tofd, const char* to, unsigned int flags) {
    if (erofs(from) || erofs(to)) {
        return -1;
    }
    return NEXT(renameat2)(fromfd, from, tofd, to, flags);
}

int remove(const char* path) {
    if (erofs(path)) {
        return -1;
    }
    return NEXT(remove)(path);
}

int unlink(const char* path) {
    if (erofs(path)) {
        return -1;
    }
    return NEXT(unlink)(path);
}

int rmdir(const char* path) {
    if (erofs(path)) {
        return -1;
    }
    return NEXT(rmdir)(path);
}

int unlinkat(int dirfd, const char* path, int flags) {
    if ((path[0] == '/' || dirfd == AT_FDCWD) && erofs(path)) {
        return -1;
    }
    return NEXT(unlinkat)(dirfd, path, flags);
}
