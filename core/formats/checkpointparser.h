#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"

namespace shardscope {

struct CheckpointParseOptions {
    bool verifyCrc = true;    // compute the CRC-32 when a trailer is present (reads every byte)
    bool requireCrc = false;  // a missing trailer is an error (MindSpore's crc_check=True)
};

EncryptionMode detectEncryption(std::span<const uint8_t> bytes);

// Walks the top-level records of a .ckpt image and indexes every tensor without copying tensor
// bytes. Every length is checked against the bytes that remain before it is used.
Result<CheckpointIndex> parseCheckpoint(std::span<const uint8_t> bytes, const std::string& path,
                                        const CheckpointParseOptions& options = {});

uint32_t crc32Of(std::span<const uint8_t> bytes, uint32_t seed = 0);

}  // namespace shardscope
