#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "../util/mappedfile.h"
#include "checkpointparser.h"

namespace shardscope {

class EncryptedStream;

// An opened checkpoint: the memory map plus its index. A .ckpt, a .safetensors file or set (opened
// through its index .json), or an HDF5 file ShardScope exported: open() tells them apart by name,
// else by their first bytes. Tensor bytes are read only when asked for.
//
// An encrypted .ckpt opens with options.key: its index holds plain-stream offsets, and its bytes
// are decrypted again, block by block, whenever they are read (view(), copy(), readTensor()).
class CheckpointFile {
public:
    using Sink = std::function<Status(std::span<const uint8_t>)>;

    static Result<CheckpointFile> open(const std::string& path,
                                       const CheckpointParseOptions& options = {});

    const CheckpointIndex& index() const { return m_index; }
    const std::string& path() const { return mapped().path(); }
    bool encrypted() const { return m_stream != nullptr; }
    // The encrypted stream's blocks (null when not encrypted).
    const EncryptedStream* stream() const { return m_stream.get(); }
    // A view of the memory map: files that are not encrypted only (see view()).
    std::span<const uint8_t> bytes(const ByteRange& range) const;
    // The bytes of a range of either kind of file: a view of the map, or decrypted into
    // `scratch` (which the view then points into).
    Result<std::span<const uint8_t>> view(const ByteRange& range,
                                          std::vector<uint8_t>& scratch) const;
    // Copies bytes [offset, offset + out.size()) (plain-stream offsets when encrypted).
    Status copy(uint64_t offset, std::span<uint8_t> out) const;
    // After a window of copies: an encrypted file's stream drops the ciphertext pages it read
    // through its map (EncryptedStream::dropRead); a plain file's readers drop the exact ranges
    // they read (TouchedPages).
    void dropRead() const;
    // After a window of copies or a tensor read: the file is still as it was opened (plain: its
    // size, MappedFile::sizeUnchanged; encrypted: its size and modification time,
    // EncryptedStream::unchanged).
    Status unchanged() const;

    // The file's memory map (of its ciphertext, when encrypted).
    const MappedFile& mapped() const;

    // Computes the CRC now (when open() was told not to) and records the verdict in the index.
    Status verifyCrc();

    // Streams a tensor's content, chunks joined in order, without copying it whole.
    Status readTensor(const TensorEntry& entry, const Sink& sink) const;
    // A `str` entry's text, decoded from UTF-32LE to UTF-8.
    Result<std::string> readString(const TensorEntry& entry) const;

private:
    void computeCrc();
    // An index made from the record headers alone (CheckpointParseOptions::
    // checkEncryptedBlocks off): before bytes of a tensor are used, the blocks holding its
    // record headers (its name, shape and type) are checked too, not only those of its bytes.
    Status checkRecordAt(uint64_t offset) const;

    MappedFile m_file;                                // empty when encrypted: the stream holds it
    std::shared_ptr<const EncryptedStream> m_stream;  // encrypted .ckpt only
    CheckpointIndex m_index;
};

std::string utf32leToUtf8(std::span<const uint8_t> bytes);

}  // namespace shardscope
