#include "mappedfile.h"

#include "mapguard.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace shardscope {

MappedFile::~MappedFile() {
    release();
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : m_path(std::move(other.m_path)),
      m_data(other.m_data),
      m_size(other.m_size),
      m_guard(other.m_guard) {
    other.m_data = nullptr;
    other.m_size = 0;
    other.m_guard = 0;
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        release();
        m_path = std::move(other.m_path);
        m_data = other.m_data;
        m_size = other.m_size;
        m_guard = other.m_guard;
        other.m_data = nullptr;
        other.m_size = 0;
        other.m_guard = 0;
    }
    return *this;
}

void MappedFile::release() {
    if (m_data != nullptr) {
        MapGuard::forget(m_guard);
        m_guard = 0;
        munmap(const_cast<uint8_t*>(m_data), static_cast<size_t>(m_size));
        m_data = nullptr;
    }
}

Status MappedFile::intact() const {
    if (!MapGuard::cut(m_guard)) {
        return {};
    }
    std::string now;
    struct stat st {};
    if (::stat(m_path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
        now = ": it has " + std::to_string(st.st_size) + " bytes now, " + std::to_string(m_size) +
              " when it was opened";
    }
    return makeError(ErrorCode::Truncated, "the file was cut short while it was being read" + now +
                                               " (another program changed it)")
        .inFile(m_path);
}

Result<MappedFile> MappedFile::open(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        const ErrorCode code = err == ENOENT ? ErrorCode::NotFound : ErrorCode::Io;
        return makeError(code, std::string("cannot open: ") + std::strerror(err)).inFile(path);
    }
    struct stat st {};
    if (fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return makeError(ErrorCode::Io, std::string("cannot stat: ") + std::strerror(err))
            .inFile(path);
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return makeError(ErrorCode::InvalidArgument, "is a folder, not a file").inFile(path);
    }
    MappedFile file;
    file.m_path = path;
    file.m_size = static_cast<uint64_t>(st.st_size);
    if (file.m_size > 0) {
        void* p = mmap(nullptr, static_cast<size_t>(file.m_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            const int err = errno;
            ::close(fd);
            return makeError(ErrorCode::Io, std::string("cannot map: ") + std::strerror(err))
                .inFile(path);
        }
        file.m_data = static_cast<const uint8_t*>(p);
        file.m_guard = MapGuard::watch(p, file.m_size);
    }
    ::close(fd);
    return file;
}

void MappedFile::adviseRandom() const {
    if (m_data != nullptr) {
        madvise(const_cast<uint8_t*>(m_data), static_cast<size_t>(m_size), MADV_RANDOM);
    }
}

void MappedFile::adviseSequential(uint64_t offset, uint64_t length) const {
    if (m_data == nullptr || length == 0 || offset >= m_size) {
        return;
    }
    const long page = sysconf(_SC_PAGESIZE);
    const uint64_t start = offset - offset % static_cast<uint64_t>(page);
    const uint64_t end = std::min(m_size, offset + length);
    madvise(const_cast<uint8_t*>(m_data) + start, static_cast<size_t>(end - start), MADV_WILLNEED);
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
        madvise(const_cast<uint8_t*>(m_data) + start, static_cast<size_t>(end - start),
                MADV_DONTNEED);
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
    madvise(const_cast<uint8_t*>(m_data) + start, static_cast<size_t>(end - start), MADV_DONTNEED);
}

void MappedFile::adviseNormal() const {
    if (m_data != nullptr) {
        madvise(const_cast<uint8_t*>(m_data), static_cast<size_t>(m_size), MADV_NORMAL);
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
            const ErrorCode code = err == ENOENT ? ErrorCode::NotFound : ErrorCode::Io;
            return makeError(code, std::string("cannot open: ") + std::strerror(err)).inFile(path);
        }
        fds.push_back(fd);
        sizes.push_back(static_cast<uint64_t>(st.st_size));
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
            return makeError(ErrorCode::Io, std::string("cannot map: ") + std::strerror(err))
                .inFile(name);
        }
        file.m_data = static_cast<const uint8_t*>(area);
        file.m_guard = MapGuard::watch(area, total);
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
                return makeError(ErrorCode::Io, std::string("cannot map: ") + std::strerror(err))
                    .inFile(paths[i]);
            }
        }
    }
    closeAll();
    return file;
}

}  // namespace shardscope
