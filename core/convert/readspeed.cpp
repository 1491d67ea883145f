#include "readspeed.h"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <vector>

#include "../util/uniquefd.h"

namespace shardscope {

namespace {

namespace fs = std::filesystem;

double elapsedSince(std::chrono::steady_clock::time_point start) {
    return std::max(
        1e-6, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
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
        const ssize_t n = ::read(fd.get(), buffer.data(), buffer.size());
        if (n <= 0) {
            break;
        }
        read += static_cast<uint64_t>(n);
    }
    const double seconds = elapsedSince(start);
    return read == 0 ? 0 : static_cast<double>(read) / seconds;
}

double measureWriteSpeed(const std::string& folder, uint64_t bytes) {
    std::error_code ec;
    fs::path at = folder.empty() ? fs::current_path(ec) : fs::path(folder);
    while (!at.empty() && !fs::is_directory(at, ec)) {
        const fs::path parent = at.parent_path();
        if (parent == at) {
            return 0;
        }
        at = parent;
    }
    if (at.empty()) {
        return 0;
    }
    std::random_device random;
    const fs::path probe = at / (".shardscope-write-test-" + std::to_string(::getpid()) + "-" +
                                 std::to_string(random()));
    const UniqueFd fd(::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    if (!fd.valid()) {
        return 0;
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
        const ssize_t n = ::write(fd.get(), buffer.data(), chunk);
        ok = n > 0;
        written += ok ? static_cast<uint64_t>(n) : 0;
    }
    ok = ok && ::fdatasync(fd.get()) == 0;
    const double seconds = elapsedSince(start);
    fs::remove(probe, ec);
    return ok && written > 0 ? static_cast<double>(written) / seconds : 0;
}

ConversionEstimate estimateConversion(const ConversionPlan& plan, double readBytesPerSecond,
                                      double writeBytesPerSecond, bool verify) {
    ConversionEstimate e;
    if (readBytesPerSecond <= 0 || writeBytesPerSecond <= 0) {
        return e;
    }
    const auto read = static_cast<double>(plan.totalRead());
    const auto written = static_cast<double>(plan.totalWritten());
    e.readSeconds = read / readBytesPerSecond;
    e.writeSeconds = written / writeBytesPerSecond;
    // Verification reads each output back and the source bytes it came from.
    e.verifySeconds = verify ? (written + read) / readBytesPerSecond : 0;
    e.totalSeconds = e.readSeconds + e.writeSeconds + e.verifySeconds;
    return e;
}

}  // namespace shardscope
