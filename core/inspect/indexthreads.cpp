#include "indexthreads.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>

#include "util/parallel.h"
#include "util/uniquefd.h"

namespace shardscope {

namespace {

// Whether the page cache holds the first and the last page of one file.
bool endsCached(const std::string& path) {
    const UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    struct stat st {};
    if (!fd.valid() || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0) {
        return false;
    }
    const auto size = static_cast<size_t>(st.st_size);
    const auto page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    void* map = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd.get(), 0);
    if (map == MAP_FAILED) {
        return false;
    }
    const size_t pages = (size + page - 1) / page;
    unsigned char first = 0;
    unsigned char last = 0;
    auto* base = static_cast<unsigned char*>(map);
    const bool known = ::mincore(base, page, &first) == 0 &&
                       ::mincore(base + (pages - 1) * page, page, &last) == 0;
    ::munmap(map, size);
    return known && (first & 1U) != 0 && (last & 1U) != 0;
}

}  // namespace

unsigned indexThreads(unsigned requested, bool cached, unsigned cores) {
    if (requested != 0) {
        return requested;
    }
    return cached ? std::max(1U, cores) : ioThreads(0);
}

bool sampleCached(const std::vector<std::string>& paths, size_t samples) {
    if (paths.empty() || samples == 0) {
        return false;
    }
    const size_t count = std::min(samples, paths.size());
    for (size_t i = 0; i < count; ++i) {
        // Evenly spread, the first and the last file included.
        const size_t at = count == 1 ? 0 : i * (paths.size() - 1) / (count - 1);
        if (!endsCached(paths[at])) {
            return false;
        }
    }
    return true;
}

}  // namespace shardscope
