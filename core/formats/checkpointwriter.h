#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../util/atomicfile.h"
#include "blockencryptor.h"
#include "checkpointframe.h"

namespace shardscope {

struct CheckpointWriteOptions {
    bool crc = false;                            // append MindSpore's crc_num trailer
    uint64_t chunkBytes = kMindSporeChunkBytes;  // records are cut at this many content bytes
    bool readOnly = true;                        // 0400, as MindSpore leaves its checkpoints
    // Encrypted as save_checkpoint(enc_key, enc_mode) does, with the key's mode (no CRC then).
    CheckpointKeyRef encryptKey;
    uint64_t encryptBlockBytes = kEncryptBlockBytes;  // plain bytes per block
};

// Writes a .ckpt the way MindSpore does, streaming: a tensor's content may arrive in pieces of
// any size, so no tensor (let alone the file) is ever held whole. The file appears on commit().
class CheckpointWriter {
public:
    static Result<CheckpointWriter> create(const std::string& path,
                                           const CheckpointWriteOptions& options = {});

    // dims are written as given: [] for a scalar (MindSpore r2.3+), [0] for old-style scalars and
    // strings.
    Status beginTensor(const std::string& name, const std::string& dtypeName,
                       const std::vector<int64_t>& dims, uint64_t contentBytes);
    Status append(std::span<const uint8_t> bytes);
    Status endTensor();

    Status addTensor(const std::string& name, const std::string& dtypeName,
                     const std::vector<int64_t>& dims, std::span<const uint8_t> content);
    // A `str` entry: UTF-8 text stored as UTF-32LE with dims [0].
    Status addString(const std::string& name, const std::string& utf8);

    Status commit();
    uint64_t bytesWritten() const { return m_file.bytesWritten(); }

private:
    Status emit(std::span<const uint8_t> bytes);
    Status startChunk();

    AtomicFile m_file;
    CheckpointWriteOptions m_options;
    BlockEncryptor m_encryptor;
    uint32_t m_crc = 0;
    bool m_inTensor = false;
    std::string m_name;
    std::string m_dtype;
    std::vector<int64_t> m_dims;
    std::vector<uint64_t> m_chunks;
    size_t m_chunkIndex = 0;
    uint64_t m_chunkLeft = 0;
};

std::vector<uint8_t> utf8ToUtf32le(const std::string& utf8);

}  // namespace shardscope
