#pragma once

#include <functional>
#include <span>
#include <string>

#include "../util/mappedfile.h"
#include "checkpointparser.h"

namespace shardscope {

// An opened checkpoint: the memory map plus its index. A .ckpt, a .safetensors file or set (opened
// through its index .json), or an HDF5 file ShardScope exported: open() tells them apart by name,
// else by their first bytes. Tensor bytes are read only when asked for.
class CheckpointFile {
public:
    using Sink = std::function<Status(std::span<const uint8_t>)>;

    static Result<CheckpointFile> open(const std::string& path,
                                       const CheckpointParseOptions& options = {});

    const CheckpointIndex& index() const { return m_index; }
    const std::string& path() const { return m_file.path(); }
    std::span<const uint8_t> bytes(const ByteRange& range) const;

    const MappedFile& mapped() const { return m_file; }

    // Computes the CRC now (when open() was told not to) and records the verdict in the index.
    Status verifyCrc();

    // Streams a tensor's content, chunks joined in order, without copying it whole.
    Status readTensor(const TensorEntry& entry, const Sink& sink) const;
    // A `str` entry's text, decoded from UTF-32LE to UTF-8.
    std::string readString(const TensorEntry& entry) const;

private:
    void computeCrc();

    MappedFile m_file;
    CheckpointIndex m_index;
};

std::string utf32leToUtf8(std::span<const uint8_t> bytes);

}  // namespace shardscope
