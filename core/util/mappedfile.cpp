#include "mappedfile.h"

#include "fileio.h"
#include "mapguard.h"
#include "translatenoop.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <utility>

namespace shardscope {

namespace {

// madvise and stat calls made on maps: a count, for tests that keep them per byte, not per tensor.
std::atomic<uint64_t> g_systemCalls{0};

int adviseMap(const uint8_t* data, uint64_t length, int advice) {
    g_systemCalls.fetch_add(1, std::memory_order_relaxed);
    return madvise(const_cast<uint8_t*>(data), static_cast<size_t>(length), advice);
}

}  // namespace

uint64_t MappedFile::systemCalls() {
    return g_systemCalls.load(std::memory_order_relaxed);
}

MappedFile::~MappedFile() {
    release();
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : m_path(std::move(other.m_path)),
      m_data(other.m_data),
      m_size(other.m_size),
      m_parts(std::move(other.m_parts)) {
    other.m_data = nullptr;
    other.m_size = 0;
    other.m_parts.clear();
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        release();
        m_path = std::move(other.m_path);
        m_data = other.m_data;
        m_size = other.m_size;
        m_parts = std::move(other.m_parts);
        other.m_data = nullptr;
        other.m_size = 0;
        other.m_parts.clear();
    }
    return *this;
}

void MappedFile::release() {
    for (const Part& part : m_parts) {
        MapGuard::forget(part.guard);
    }
    m_parts.clear();
    if (m_data != nullptr) {
        munmap(const_cast<uint8_t*>(m_data), static_cast<size_t>(m_size));
        m_data = nullptr;
    }
}

Status MappedFile::cutShort(const Part& part, bool faulted) const {
    struct stat st {};
    g_systemCalls.fetch_add(1, std::memory_order_relaxed);
    if (::stat(part.path.c_str(), &st) != 0 || st.st_dev != part.device ||
        st.st_ino != part.inode) {
        // The name no longer leads to the mapped file (removed, or replaced by a new one): the
        // map still holds the file it was made from, whose size cannot be asked by name.
        if (!faulted) {
            return {};
        }
        return makeError(ErrorCode::Truncated,
                         QT_TRANSLATE_NOOP(
                             "ErrorMessage",
                             "the file was cut short while it was being read (another program "
                             "changed it, and then removed or replaced it)"),
                         {})
            .inFile(part.path);
    }
    const auto now = static_cast<uint64_t>(st.st_size);
    if (now >= part.size) {
        if (!faulted) {
            return {};
        }
        // Pages that cannot be read fault as a cut does (a disk or network file system error).
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP(
                             "ErrorMessage",
                             "the file could not be read while it was mapped (an I/O error)"),
                         {})
            .inFile(part.path);
    }
    return makeError(ErrorCode::Truncated,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "the file was cut short while it was being read: it has "
                                       "{now} bytes now, {then} when it was opened (another "
                                       "program changed it)"),
                     {{"now", std::to_string(now)}, {"then", std::to_string(part.size)}})
        .inFile(part.path);
}

Status MappedFile::intact() const {
    for (const Part& part : m_parts) {
        if (MapGuard::cut(part.guard)) {
            return cutShort(part, true);
        }
    }
    return {};
}

Status MappedFile::sizeUnchanged() const {
    if (Status s = intact(); !s) {
        return s;
    }
    for (const Part& part : m_parts) {
        if (Status s = cutShort(part, false); !s) {
            return s;
        }
    }
    return {};
}

Result<MappedFile> MappedFile::open(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), path);
    }
    struct stat st {};
    if (fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return ioError(err, QT_TRANSLATE_NOOP("ErrorMessage", "cannot stat: {reason}"), path);
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "is a folder, not a file"), {})
            .inFile(path);
    }
    MappedFile file;
    file.m_path = path;
    file.m_size = static_cast<uint64_t>(st.st_size);
    if (file.m_size > 0) {
        void* p = mmap(nullptr, static_cast<size_t>(file.m_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            const int err = errno;
            ::close(fd);
            return ioError(err, QT_TRANSLATE_NOOP("ErrorMessage", "cannot map: {reason}"), path);
        }
        file.m_data = static_cast<const uint8_t*>(p);
        file.m_parts.push_back(
            {path, 0, file.m_size, st.st_dev, st.st_ino, MapGuard::watch(p, file.m_size)});
    }
    ::close(fd);
    return file;
}

void MappedFile::adviseRandom() const {
    if (m_data != nullptr) {
        adviseMap(m_data, m_size, MADV_RANDOM);
    }
}

void MappedFile::adviseSequential(uint64_t offset, uint64_t length) const {
    if (m_data == nullptr || length == 0 || offset >= m_size) {
        return;
    }
    const long page = sysconf(_SC_PAGESIZE);
    const uint64_t start = offset - offset % static_cast<uint64_t>(page);
    const uint64_t end = std::min(m_size, offset + length);
    adviseMap(m_data + start, end - start, MADV_WILLNEED);
}

}  // namespace shardscope

namespace shardscope {

void MappedFile::release(uint64_t offset, uint64_t length) const {
    if (m_data == nullptr || length == 0 || offset >= m_size) {
        return;
    }
    const auto page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
    const uint64_t start = (offset + page - 1) / page * page;
    const uint64_t end = std::min(m_size, offset + length) / page * page;
    if (end > start) {
        adviseMap(m_data + start, end - start, MADV_DONTNEED);
    }
}

}  // namespace shardscope

namespace shardscope {

void MappedFile::drop(uint64_t offset, uint64_t length) const {
    if (m_data == nullptr || length == 0 || offset >= m_size) {
        return;
    }
    const auto page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
    const uint64_t start = offset / page * page;
    const uint64_t end = std::min(m_size, offset + length);
    adviseMap(m_data + start, end - start, MADV_DONTNEED);
}

void MappedFile::adviseNormal() const {
    if (m_data != nullptr) {
        adviseMap(m_data, m_size, MADV_NORMAL);
    }
}

}  // namespace shardscope

namespace shardscope {

Result<MappedFile> MappedFile::openJoined(const std::string& name,
                                          const std::vector<std::string>& paths,
                                          std::vector<uint64_t>* bases) {
    const auto page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
    std::vector<int> fds;
    std::vector<uint64_t> sizes;
    std::vector<std::pair<dev_t, ino_t>> ids;  // each file's device and inode
    auto closeAll = [&fds] {
        for (int fd : fds) {
            ::close(fd);
        }
    };
    uint64_t total = 0;
    bases->clear();
    for (const std::string& path : paths) {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        struct stat st {};
        if (fd < 0 || fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
            const int err = fd < 0 ? errno : (S_ISDIR(st.st_mode) ? EISDIR : errno);
            if (fd >= 0) {
                ::close(fd);
            }
            closeAll();
            return ioError(err, QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), path);
        }
        fds.push_back(fd);
        sizes.push_back(static_cast<uint64_t>(st.st_size));
        ids.emplace_back(st.st_dev, st.st_ino);
        bases->push_back(total);
        total += (static_cast<uint64_t>(st.st_size) + page - 1) / page * page;
    }
    MappedFile file;
    file.m_path = name;
    file.m_size = total;
    if (total > 0) {
        // Reserve the whole range first, then map each file over its slot.
        void* area = mmap(nullptr, static_cast<size_t>(total), PROT_NONE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (area == MAP_FAILED) {
            const int err = errno;
            closeAll();
            return ioError(err, QT_TRANSLATE_NOOP("ErrorMessage", "cannot map: {reason}"), name);
        }
        file.m_data = static_cast<const uint8_t*>(area);
        for (size_t i = 0; i < paths.size(); ++i) {
            if (sizes[i] == 0) {
                continue;
            }
            void* at = static_cast<uint8_t*>(area) + (*bases)[i];
            void* p = mmap(at, static_cast<size_t>(sizes[i]), PROT_READ, MAP_PRIVATE | MAP_FIXED,
                           fds[i], 0);
            if (p == MAP_FAILED) {
                const int err = errno;
                closeAll();
                return ioError(err, QT_TRANSLATE_NOOP("ErrorMessage", "cannot map: {reason}"),
                               paths[i]);
            }
            file.m_parts.push_back({paths[i], (*bases)[i], sizes[i], ids[i].first, ids[i].second,
                                    MapGuard::watch(p, sizes[i])});
        }
    }
    closeAll();
    return file;
}

}  // namespace shardscope
