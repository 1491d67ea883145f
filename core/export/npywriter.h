#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../util/atomicfile.h"

namespace shardscope {

// Writes a NumPy .npy file (format 1.0, or 2.0 when the header needs it), streaming: the header
// first, then the C-order data in pieces of any size. The file appears on commit().
class NpyWriter {
public:
    // descr: a NumPy dtype string such as "<f4", "|b1", "<U5".
    static Result<NpyWriter> create(const std::string& path, const std::string& descr,
                                    const std::vector<int64_t>& shape, uint64_t dataBytes);

    Status append(std::span<const uint8_t> bytes);
    Status commit();

private:
    AtomicFile m_file;
    uint64_t m_left = 0;
};

// The header bytes, magic included, padded so the data starts on a 64-byte boundary.
std::string npyHeader(const std::string& descr, const std::vector<int64_t>& shape);

}  // namespace shardscope
