#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "safetensorswriter.h"

namespace shardscope {

struct SafetensorsSetOptions {
    SafetensorsWriteOptions file;
    uint64_t maxFileBytes = 0;  // data bytes per file; 0: everything in one file
};

// Writes tensors as one .safetensors file, or, when they exceed maxFileBytes, as parts with an
// index the way Hugging Face does: PATH "DIR/model.safetensors" becomes
// DIR/model-00001-of-00003.safetensors ... and DIR/model.safetensors.index.json
// ({"metadata": {"total_size": N}, "weight_map": {name: file}}). A tensor larger than the limit
// gets a part of its own. Streaming like SafetensorsWriter; one part is open at a time, and if
// the set is not committed whole, the parts already written are removed.
class SafetensorsSetWriter {
public:
    SafetensorsSetWriter() = default;
    ~SafetensorsSetWriter();
    SafetensorsSetWriter(SafetensorsSetWriter&& other) noexcept = default;
    SafetensorsSetWriter& operator=(SafetensorsSetWriter&& other) noexcept = default;

    static Result<SafetensorsSetWriter> create(const std::string& path,
                                               std::vector<SafetensorsTensorSpec> tensors,
                                               const SafetensorsSetOptions& options = {});

    Status append(std::span<const uint8_t> bytes);
    Status commit();

    // The files the set is made of (parts, then the index), final paths.
    const std::vector<std::string>& files() const { return m_files; }

private:
    Status openPart(size_t part);

    SafetensorsSetOptions m_options;
    std::vector<std::vector<SafetensorsTensorSpec>> m_parts;
    std::vector<std::string> m_files;
    std::string m_indexPath;  // empty: a single file
    std::unique_ptr<SafetensorsWriter> m_writer;
    size_t m_part = 0;
    uint64_t m_left = 0;  // data bytes of the open part still to come
    std::vector<std::string> m_committed;
    bool m_done = false;
};

}  // namespace shardscope
