#include "readspeed.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <random>
#include <vector>

#include "../util/fileio.h"
#include "../util/temporaryfile.h"
#include "../util/uniquefd.h"

namespace shardscope {

namespace {

namespace fs = std::filesystem;

double elapsedSince(std::chrono::steady_clock::time_point start) {
    return std::max(
        1e-6, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

fs::path existingFolder(const std::string& folder) {
    std::error_code ec;
    fs::path at = folder.empty() ? fs::current_path(ec) : fs::path(folder);
    while (!at.empty() && !fs::is_directory(at, ec)) {
        // A relative name without a folder ("dst") is in the current folder.
        const fs::path parent = at.has_parent_path() ? at.parent_path() : fs::path(".");
        if (parent == at) {
            return {};
        }
        at = parent;
    }
    return at;
}

// What an output file costs beyond its bytes, as the executor pays it: a temporary created, a
// few bytes written, published (synced, renamed into place, its folder synced). The median of
// three.
double measureFileCost(const fs::path& folder, const std::string& stem) {
    std::vector<double> costs;
    for (int i = 0; i < 3; ++i) {
        const fs::path final = folder / (stem + "-" + std::to_string(i));
        const auto start = std::chrono::steady_clock::now();
        auto file = TemporaryFile::create(final.string(), TemporaryFile::Name::Plain, 0600);
        if (!file || !writeFull(file->fd(), "shardscope", 10) || !file->publish()) {
            return 0;
        }
        costs.push_back(elapsedSince(start));
        std::error_code ec;
        fs::remove(final, ec);
    }
    std::sort(costs.begin(), costs.end());
    return costs[1];
}

// The verifier's work on bytes in the page cache: the written file mapped, hashed (XXH3) and
// compared with the bytes it was written from.
double measureVerify(int fd, const std::vector<char>& buffer, uint64_t bytes) {
    void* map = ::mmap(nullptr, static_cast<size_t>(bytes), PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) {
        return 0;
    }
    const auto* data = static_cast<const char*>(map);
    const auto start = std::chrono::steady_clock::now();
    XXH64_hash_t hash = 0;
    bool same = true;
    for (uint64_t at = 0; at < bytes; at += buffer.size()) {
        const size_t n = static_cast<size_t>(std::min<uint64_t>(buffer.size(), bytes - at));
        hash ^= XXH3_64bits(data + at, n);
        same = same && std::memcmp(data + at, buffer.data(), n) == 0;
    }
    const double seconds = elapsedSince(start);
    ::munmap(map, static_cast<size_t>(bytes));
    return same && hash != 1 ? static_cast<double>(bytes) / seconds : 0;
}

}  // namespace

double measureReadSpeed(const ConversionPlan& plan, uint64_t limit) {
    const CheckpointFile* largest = nullptr;
    for (const auto& f : plan.sources) {
        if (f && (!largest || f->mapped().size() > largest->mapped().size())) {
            largest = f.get();
        }
    }
    if (!largest) {
        return 0;
    }
    // A set or per-stage parts are named by an index or a wildcard: sample their first file.
    const std::string sample =
        largest->index().parts.empty() ? largest->path() : largest->index().parts.front().path;
    const UniqueFd fd(::open(sample.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid()) {
        return 0;
    }
    // Clean pages of the sample are dropped, so the read below reaches the device.
    (void)::posix_fadvise(fd.get(), 0, static_cast<off_t>(limit), POSIX_FADV_DONTNEED);
    std::vector<char> buffer(4u << 20);
    const auto start = std::chrono::steady_clock::now();
    uint64_t read = 0;
    while (read < limit) {
        const ssize_t n = preadFull(fd.get(), buffer.data(), buffer.size(), read);
        if (n <= 0) {
            break;
        }
        read += static_cast<uint64_t>(n);
    }
    const double seconds = elapsedSince(start);
    return read == 0 ? 0 : static_cast<double>(read) / seconds;
}

WriteProbe measureWriteSpeed(const std::string& folder, uint64_t bytes) {
    WriteProbe probe;
    const fs::path at = existingFolder(folder);
    if (at.empty()) {
        return probe;
    }
    std::random_device random;
    const std::string stem =
        ".shardscope-write-test-" + std::to_string(::getpid()) + "-" + std::to_string(random());
    const fs::path path = at / stem;
    const UniqueFd fd(::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    if (!fd.valid()) {
        return probe;
    }
    // Incompressible-looking bytes, so a compressing file system is not timed at zero cost.
    std::vector<char> buffer(4u << 20);
    std::mt19937_64 fill(random());
    for (size_t i = 0; i + 8 <= buffer.size(); i += 8) {
        const uint64_t word = fill();
        std::copy_n(reinterpret_cast<const char*>(&word), 8, buffer.data() + i);
    }
    const auto start = std::chrono::steady_clock::now();
    uint64_t written = 0;
    bool ok = true;
    while (written < bytes && ok) {
        const size_t chunk =
            static_cast<size_t>(std::min<uint64_t>(buffer.size(), bytes - written));
        ok = writeFull(fd.get(), buffer.data(), chunk);
        written += ok ? chunk : 0;
    }
    ok = ok && ::fsync(fd.get()) == 0;
    const double seconds = elapsedSince(start);
    if (ok && written > 0) {
        probe.writeBytesPerSecond = static_cast<double>(written) / seconds;
        probe.verifyBytesPerSecond = measureVerify(fd.get(), buffer, written);
    }
    std::error_code ec;
    fs::remove(path, ec);
    if (probe.writeBytesPerSecond > 0) {
        probe.secondsPerFile = measureFileCost(at, stem);
    }
    return probe;
}

}  // namespace shardscope
