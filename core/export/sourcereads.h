#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>

#include "../formats/checkpointfile.h"
#include "../util/result.h"

namespace shardscope {

// What an export read from its source files, so that the costs of reading stay per byte, not
// per tensor: pages read are dropped once a file's touched range reaches kDropEvery (or all of
// them past kPendingLimit), and each file's size is compared with its size when opened once,
// before the output is committed. A `madvise` pair and a `stat` per tensor made 80,000 tensors
// of 4 bytes take 6.7 to 18 s.
class SourceReads {
public:
    static constexpr uint64_t kDropEvery = 2u << 20;
    static constexpr uint64_t kPendingLimit = 16u << 20;
    // Smaller ranges are left to the kernel's read-around after a fault (MADV_NORMAL).
    static constexpr uint64_t kAdviseFrom = 256u << 10;

    SourceReads() = default;
    ~SourceReads() { dropAll(); }
    SourceReads(const SourceReads&) = delete;
    SourceReads& operator=(const SourceReads&) = delete;

    // `length` bytes at `offset` of the file's map were copied out (a plain, mapped file).
    void touched(const MappedFile& map, uint64_t offset, uint64_t length);
    // `param` (on `rank`) was read from `file`: the first one names the file's check.
    void used(const CheckpointFile& file, int rank, const std::string& param);
    // Every file read is still whole (a cut inside the page a file now ends in reads zeros
    // without a fault) and an encrypted one unchanged since its blocks were checked.
    Status check() const;
    void dropAll();

private:
    struct Range {
        uint64_t lo = UINT64_MAX;
        uint64_t hi = 0;
    };
    struct Reader {
        int rank = -1;
        std::string param;
    };
    static void drop(const MappedFile& map, const Range& range);

    std::unordered_map<const MappedFile*, Range> m_pending;
    uint64_t m_pendingBytes = 0;  // the sum of the pending ranges' spans
    std::unordered_map<const CheckpointFile*, Reader> m_used;
};

}  // namespace shardscope
