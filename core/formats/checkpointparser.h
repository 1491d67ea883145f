#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"
#include "checkpointkey.h"

namespace shardscope {

struct CheckpointParseOptions {
    bool verifyCrc = true;    // compute the CRC-32 when a trailer is present (reads every byte)
    bool requireCrc = false;  // a missing trailer is an error (MindSpore's crc_check=True)
    // Decrypts an encrypted .ckpt (MindSpore's dec_key and dec_mode). Without it such a file is
    // an Encrypted error; plain files ignore it.
    CheckpointKeyRef key;
    // Where the entries' names and shapes are kept: one pool for every file of a run (they
    // repeat across ranks); null: a pool of the file's own.
    InternPoolPtr pool;
};

class EncryptedStream;

EncryptionMode detectEncryption(std::span<const uint8_t> bytes);

// Walks the top-level records of a .ckpt image and indexes every tensor without copying tensor
// bytes. Every length is checked against the bytes that remain before it is used.
Result<CheckpointIndex> parseCheckpoint(std::span<const uint8_t> bytes, const std::string& path,
                                        const CheckpointParseOptions& options = {});

// Indexes the plain stream of an encrypted .ckpt, decrypting and checking every block once, one
// at a time, without keeping any: byte ranges in the index are plain-stream offsets, read back
// through the stream. Errors name the file and the block (EncryptedStream::decrypt).
Result<CheckpointIndex> parseEncryptedCheckpoint(const EncryptedStream& stream,
                                                 const std::string& path,
                                                 InternPoolPtr pool = nullptr);

uint32_t crc32Of(std::span<const uint8_t> bytes, uint32_t seed = 0);

}  // namespace shardscope
