#include "fileio.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace shardscope {

namespace {

Error ioErrorOf(bool missing, std::string reason, ErrorTemplate what, const std::string& path,
                std::vector<IssueArg> args) {
    args.push_back({"reason", std::move(reason)});
    return makeError(missing ? ErrorCode::NotFound : ErrorCode::Io, what, std::move(args))
        .inFile(path);
}

}  // namespace

Error ioError(ErrorTemplate what, const std::string& path, std::vector<IssueArg> args) {
    return ioError(errno, what, path, std::move(args));
}

Error ioError(int err, ErrorTemplate what, const std::string& path, std::vector<IssueArg> args) {
    return ioErrorOf(err == ENOENT, std::strerror(err), what, path, std::move(args));
}

Error ioError(const std::error_code& ec, ErrorTemplate what, const std::string& path,
              std::vector<IssueArg> args) {
    return ioErrorOf(ec == std::errc::no_such_file_or_directory, ec.message(), what, path,
                     std::move(args));
}

namespace {

// Calls `transfer(done)` (one pread, pwrite or write of the bytes from `done` on) until `size`
// bytes moved, retrying interrupted calls: the bytes moved, fewer at the end of a file (a call
// that moves none), or -1 on an error (errno set).
template <typename Transfer>
ssize_t transferFull(size_t size, Transfer transfer) {
    size_t done = 0;
    while (done < size) {
        const ssize_t n = transfer(done);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return -1;
        }
        if (n == 0) {
            break;
        }
        done += static_cast<size_t>(n);
    }
    return static_cast<ssize_t>(done);
}

}  // namespace

ssize_t preadFull(int fd, void* data, size_t size, uint64_t offset) {
    auto* p = static_cast<char*>(data);
    return transferFull(size, [&](size_t done) {
        return ::pread(fd, p + done, size - done, static_cast<off_t>(offset + done));
    });
}

bool pwriteFull(int fd, const void* data, size_t size, uint64_t offset) {
    const auto* p = static_cast<const char*>(data);
    return transferFull(size, [&](size_t done) {
               return ::pwrite(fd, p + done, size - done, static_cast<off_t>(offset + done));
           }) == static_cast<ssize_t>(size);
}

bool writeFull(int fd, const void* data, size_t size) {
    const auto* p = static_cast<const char*>(data);
    return transferFull(size, [&](size_t done) { return ::write(fd, p + done, size - done); }) ==
           static_cast<ssize_t>(size);
}

}  // namespace shardscope
