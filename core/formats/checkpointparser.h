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
    // repeat across ranks); null: a pool of the file's own. A pool keeping templates
    // (InternPool::keepTemplates) also lets a file share a repeated tensor list.
    InternPoolPtr pool;
    // Decrypt and check every block of an encrypted .ckpt when indexing it. Off, only its record
    // headers are decrypted to index it, and each block is checked when bytes are read from it
    // (tensor bytes, and the blocks of their record headers): for callers that read every byte
    // they use (convert, plan, a run's summary), never for a verdict on the file itself
    // (history, the doctor).
    bool checkEncryptedBlocks = true;
};

class EncryptedStream;

EncryptionMode detectEncryption(std::span<const uint8_t> bytes);

// Walks the top-level records of a .ckpt image and indexes every tensor without copying tensor
// bytes. Every length is checked against the bytes that remain before it is used.
Result<CheckpointIndex> parseCheckpoint(std::span<const uint8_t> bytes, const std::string& path,
                                        const CheckpointParseOptions& options = {});

// Indexes the plain stream of an encrypted .ckpt: byte ranges in the index are plain-stream
// offsets, read back through the stream. With `checkBlocks`, every block is decrypted and checked
// once, one at a time, without keeping any; without, only the record headers are decrypted
// (a few KiB per record, whatever the tensors' size) and the blocks are checked when read. A
// walk that fails so is done again checking the blocks, for the error: it names the file and the
// block (EncryptedStream::decrypt), and tells a wrong key from a changed block.
Result<CheckpointIndex> parseEncryptedCheckpoint(const EncryptedStream& stream,
                                                 const std::string& path,
                                                 const InternPoolPtr& pool = nullptr,
                                                 bool checkBlocks = true);

uint32_t crc32Of(std::span<const uint8_t> bytes, uint32_t seed = 0);

}  // namespace shardscope
