#include "temporaryfile.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <filesystem>

#include "fileio.h"
#include "pendingtemporaries.h"
#include "staletemporaries.h"
#include "translatenoop.h"
#include "uniquefd.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSuffix = ".tmp";

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
        if (name.size() <= prefix.size() + kSuffix.size() ||
            name.compare(0, prefix.size(), prefix) != 0 || !TemporaryFile::isTemporaryName(name)) {
            continue;
        }
        const std::string middle =
            name.substr(prefix.size(), name.size() - prefix.size() - kSuffix.size());
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

// The process was told to stop (PendingTemporaries::removeAll): nothing more is written.
Error stopped(const std::string& finalPath) {
    return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
        .inFile(finalPath);
}

bool syncFolderOf(const std::string& path) {
    const fs::path parent = fs::path(path).parent_path();
    const UniqueFd fd(
        ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    return fd.valid() && ::fsync(fd.get()) == 0;
}

}  // namespace

void removeStaleTemporaries(const std::string& finalPath) {
    removeStaleTemporaries(finalPath, hostName());
}

std::string TemporaryFile::pathFor(const std::string& finalPath) {
    return finalPath + std::string(kSuffix);
}

bool TemporaryFile::isTemporaryName(std::string_view fileName) {
    return fileName.size() > kSuffix.size() && fileName.ends_with(kSuffix);
}

Result<TemporaryFile> TemporaryFile::create(const std::string& finalPath, Name name,
                                            unsigned mode) {
    static std::atomic<unsigned> counter{0};
    TemporaryFile f;
    f.m_final = finalPath;
    if (name == Name::Unique) {
        const std::string host = hostName();
        removeStaleTemporaries(finalPath, host);
        f.m_temp = finalPath + "." + host + "." + std::to_string(::getpid()) + "." +
                   std::to_string(counter++) + std::string(kSuffix);
    } else {
        f.m_temp = pathFor(finalPath);
    }
    int error = 0;
    const bool allowed = PendingTemporaries::add(f.m_temp, [&f, mode, &error] {
        ::unlink(f.m_temp.c_str());
        f.m_fd = ::open(f.m_temp.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC,
                        static_cast<mode_t>(mode));
        error = errno;
        return f.m_fd >= 0;
    });
    if (!allowed) {
        return stopped(f.m_final);
    }
    if (f.m_fd < 0) {
        errno = error;
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot create: {reason}"), f.m_temp);
    }
    f.m_pending = true;
    return f;
}

TemporaryFile::~TemporaryFile() {
    discard();
}

TemporaryFile::TemporaryFile(TemporaryFile&& other) noexcept
    : m_final(std::move(other.m_final)),
      m_temp(std::move(other.m_temp)),
      m_fd(other.m_fd),
      m_pending(other.m_pending) {
    other.m_fd = -1;
    other.m_pending = false;
}

TemporaryFile& TemporaryFile::operator=(TemporaryFile&& other) noexcept {
    if (this != &other) {
        discard();
        m_final = std::move(other.m_final);
        m_temp = std::move(other.m_temp);
        m_fd = other.m_fd;
        m_pending = other.m_pending;
        other.m_fd = -1;
        other.m_pending = false;
    }
    return *this;
}

void TemporaryFile::closeDescriptor() {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

Status TemporaryFile::publish(bool readOnly) {
    if (!m_pending) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage", "publish after publish or discard"), {})
            .inFile(m_final);
    }
    if (m_fd < 0) {
        m_fd = ::open(m_temp.c_str(), O_RDONLY | O_CLOEXEC);
        if (m_fd < 0) {
            Error e = ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), m_temp);
            discard();
            return e;
        }
    }
    if (::fsync(m_fd) != 0) {
        Error e = ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot sync: {reason}"), m_temp);
        discard();
        return e;
    }
    if (readOnly && ::fchmod(m_fd, 0400) != 0) {
        Error e =
            ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot set permissions: {reason}"), m_temp);
        discard();
        return e;
    }
    closeDescriptor();
    int renamed = 0;
    int error = 0;
    const bool allowed = PendingTemporaries::publish(m_temp, [this, &renamed, &error] {
        renamed = ::rename(m_temp.c_str(), m_final.c_str());
        error = errno;
        return renamed == 0;
    });
    errno = error;
    if (!allowed || renamed != 0) {
        Error e =
            !allowed
                ? stopped(m_final)
                : ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot rename into place: {reason}"),
                          m_final);
        discard();
        return e;
    }
    m_pending = false;
    // The rename itself must survive a power loss too; the file is complete either way.
    syncFolderOf(m_final);
    return {};
}

void TemporaryFile::discard() {
    closeDescriptor();
    if (m_pending) {
        PendingTemporaries::discard(m_temp);
        m_pending = false;
    }
}

}  // namespace shardscope
