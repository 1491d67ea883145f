#include "fileio.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace shardscope {

Error ioError(ErrorTemplate what, const std::string& path, std::vector<IssueArg> args) {
    const int err = errno;
    args.push_back({"reason", std::strerror(err)});
    return makeError(err == ENOENT ? ErrorCode::NotFound : ErrorCode::Io, what, std::move(args))
        .inFile(path);
}

ssize_t preadFull(int fd, void* data, size_t size, uint64_t offset) {
    auto* p = static_cast<char*>(data);
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, p + done, size - done, static_cast<off_t>(offset + done));
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

bool pwriteFull(int fd, const void* data, size_t size, uint64_t offset) {
    const auto* p = static_cast<const char*>(data);
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pwrite(fd, p + done, size - done, static_cast<off_t>(offset + done));
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        done += static_cast<size_t>(n);
    }
    return true;
}

bool writeFull(int fd, const void* data, size_t size) {
    const auto* p = static_cast<const char*>(data);
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(fd, p + done, size - done);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        done += static_cast<size_t>(n);
    }
    return true;
}

}  // namespace shardscope
