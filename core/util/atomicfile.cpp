#include "atomicfile.h"
#include "fileio.h"
#include "staletemporaries.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace shardscope {

namespace fs = std::filesystem;

namespace {
constexpr size_t kBufferSize = 1 << 20;

std::string hostName() {
    char name[256] = {};
    if (::gethostname(name, sizeof(name) - 1) != 0 || name[0] == '\0') {
        return "localhost";
    }
    return name;
}

// Removes "<final>.<host>.<pid>.<n>.tmp" files of this host whose process is gone: what a
// SIGKILL while writing left (no process of another host is ever judged from here).
void removeStaleTemporaries(const std::string& finalPath, const std::string& host) {
    const fs::path final(finalPath);
    const std::string prefix = final.filename().string() + "." + host + ".";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(
             final.parent_path().empty() ? fs::path(".") : final.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() <= prefix.size() + 4 || name.compare(0, prefix.size(), prefix) != 0 ||
            name.compare(name.size() - 4, 4, ".tmp") != 0) {
            continue;
        }
        const std::string middle = name.substr(prefix.size(), name.size() - prefix.size() - 4);
        const size_t dot = middle.find('.');
        if (dot == 0 || dot == std::string::npos || middle.find_first_not_of("0123456789") != dot) {
            continue;
        }
        const long pid = std::strtol(middle.substr(0, dot).c_str(), nullptr, 10);
        if (pid > 0 && pid != ::getpid() && ::kill(static_cast<pid_t>(pid), 0) != 0 &&
            errno == ESRCH) {
            fs::remove(entry.path(), ec);
        }
    }
}
}  // namespace

void removeStaleTemporaries(const std::string& finalPath) {
    removeStaleTemporaries(finalPath, hostName());
}

AtomicFile::~AtomicFile() {
    abort();
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : m_final(std::move(other.m_final)),
      m_temp(std::move(other.m_temp)),
      m_fd(other.m_fd),
      m_buffer(std::move(other.m_buffer)),
      m_used(other.m_used),
      m_written(other.m_written) {
    other.m_fd = -1;
}

AtomicFile& AtomicFile::operator=(AtomicFile&& other) noexcept {
    if (this != &other) {
        abort();
        m_final = std::move(other.m_final);
        m_temp = std::move(other.m_temp);
        m_fd = other.m_fd;
        m_buffer = std::move(other.m_buffer);
        m_used = other.m_used;
        m_written = other.m_written;
        other.m_fd = -1;
    }
    return *this;
}

Result<AtomicFile> AtomicFile::create(const std::string& finalPath, bool uniqueTemp) {
    static std::atomic<unsigned> counter{0};
    AtomicFile f;
    f.m_final = finalPath;
    if (uniqueTemp) {
        const std::string host = hostName();
        removeStaleTemporaries(finalPath, host);
        f.m_temp = finalPath + "." + host + "." + std::to_string(::getpid()) + "." +
                   std::to_string(counter++) + ".tmp";
    } else {
        f.m_temp = finalPath + ".tmp";
    }
    ::unlink(f.m_temp.c_str());
    f.m_fd = ::open(f.m_temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (f.m_fd < 0) {
        return ioError("cannot create", f.m_temp);
    }
    f.m_buffer.resize(kBufferSize);
    return f;
}

Status AtomicFile::flushBuffer() {
    if (!writeFull(m_fd, m_buffer.data(), m_used)) {
        return ioError("cannot write", m_temp);
    }
    m_used = 0;
    return {};
}

Status AtomicFile::write(const void* data, size_t size) {
    if (m_fd < 0) {
        return makeError(ErrorCode::Io, "write after commit or abort").inFile(m_final);
    }
    const char* p = static_cast<const char*>(data);
    m_written += size;
    if (m_used + size <= m_buffer.size()) {
        std::memcpy(m_buffer.data() + m_used, p, size);
        m_used += size;
        return {};
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (size >= m_buffer.size()) {
        if (!writeFull(m_fd, p, size)) {
            return ioError("cannot write", m_temp);
        }
        return {};
    }
    std::memcpy(m_buffer.data(), p, size);
    m_used = size;
    return {};
}

Status AtomicFile::commit(bool readOnly) {
    if (m_fd < 0) {
        return makeError(ErrorCode::Io, "commit after abort").inFile(m_final);
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (::fsync(m_fd) != 0) {
        return ioError("cannot sync", m_temp);
    }
    if (readOnly && ::fchmod(m_fd, 0400) != 0) {
        return ioError("cannot set permissions", m_temp);
    }
    ::close(m_fd);
    m_fd = -1;
    if (::rename(m_temp.c_str(), m_final.c_str()) != 0) {
        Error e = ioError("cannot rename into place", m_final);
        ::unlink(m_temp.c_str());
        return e;
    }
    m_buffer.clear();
    m_buffer.shrink_to_fit();
    return {};
}

void AtomicFile::abort() {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
        ::unlink(m_temp.c_str());
    }
}

}  // namespace shardscope

namespace shardscope {

Status AtomicFile::flush() {
    if (m_fd < 0) {
        return makeError(ErrorCode::Io, "flush after commit or abort").inFile(m_final);
    }
    return flushBuffer();
}

Status AtomicFile::overwrite(uint64_t offset, std::string_view bytes) {
    if (m_fd < 0) {
        return makeError(ErrorCode::Io, "write after commit or abort").inFile(m_final);
    }
    if (offset + bytes.size() > m_written) {
        return makeError(ErrorCode::InvalidArgument, "overwrite past the bytes written")
            .inFile(m_final);
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (!pwriteFull(m_fd, bytes.data(), bytes.size(), offset)) {
        return ioError("cannot write", m_temp);
    }
    return {};
}

}  // namespace shardscope
