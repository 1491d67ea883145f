#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../util/atomicfile.h"
#include "safetensorsheader.h"

namespace shardscope {

struct SafetensorsWriteOptions {
    bool crc = false;       // MindSpore's crc_num in __metadata__
    bool readOnly = false;  // 0400, as MindSpore leaves its checkpoints
    SafetensorsMetadata metadata = mindsporeSafetensorsMetadata();
};

// Writes a standard .safetensors file, streaming: the tensors are declared up front (so the
// header, keys sorted, is written first), then their contents arrive in declaration order, in
// pieces of any size. Nothing is held beyond a write buffer; the file appears on commit().
class SafetensorsWriter {
public:
    static Result<SafetensorsWriter> create(const std::string& path,
                                            std::vector<SafetensorsTensorSpec> tensors,
                                            const SafetensorsWriteOptions& options = {});

    // The next bytes of the data block: tensor after tensor, in the order declared.
    Status append(std::span<const uint8_t> bytes);
    Status commit();

    uint64_t bytesWritten() const { return m_file.bytesWritten(); }
    const std::string& path() const { return m_file.finalPath(); }

private:
    AtomicFile m_file;
    SafetensorsWriteOptions m_options;
    std::vector<SafetensorsTensorSpec> m_tensors;
    std::vector<uint32_t> m_crcs;  // of each tensor's content, when crc is on
    size_t m_current = 0;          // the tensor the next byte belongs to
    uint64_t m_left = 0;           // bytes of it still to come
};

}  // namespace shardscope
