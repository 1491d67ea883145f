#include "checkpointfile.h"

namespace shardscope {

Result<CheckpointFile> CheckpointFile::open(const std::string& path,
                                            const CheckpointParseOptions& options) {
    auto mapped = MappedFile::open(path);
    if (!mapped) {
        return std::move(mapped).error();
    }
    mapped->adviseRandom();
    CheckpointParseOptions indexOnly = options;
    indexOnly.verifyCrc = false;
    auto index = parseCheckpoint(mapped->bytes(), path, indexOnly);
    if (!index) {
        return std::move(index).error();
    }
    CheckpointFile file;
    file.m_file = std::move(*mapped);
    file.m_index = std::move(*index);
    if (options.verifyCrc && file.m_index.crc == CrcState::Unverified) {
        file.computeCrc();
    }
    return file;
}

std::span<const uint8_t> CheckpointFile::bytes(const ByteRange& range) const {
    return m_file.bytes().subspan(static_cast<size_t>(range.offset),
                                  static_cast<size_t>(range.size));
}

Status CheckpointFile::verifyCrc() {
    if (m_index.crc == CrcState::None) {
        return makeError(ErrorCode::CrcMissing, "the ckpt file do not contain the crc code")
            .inFile(path());
    }
    computeCrc();
    if (m_index.crc == CrcState::Mismatch) {
        return makeError(ErrorCode::CrcMismatch, "the crc check is failed").inFile(path());
    }
    return {};
}

void CheckpointFile::computeCrc() {
    m_file.adviseSequential(0, m_index.payloadSize);
    m_index.computedCrc = crc32Of(m_file.bytes().first(static_cast<size_t>(m_index.payloadSize)));
    m_index.crc = m_index.computedCrc == m_index.storedCrc ? CrcState::Ok : CrcState::Mismatch;
}

Status CheckpointFile::readTensor(const TensorEntry& entry, const Sink& sink) const {
    if (entry.kind == TensorKind::Map) {
        for (const MapPart& part : entry.mapParts) {
            if (Status s = sink(bytes(part.content)); !s) {
                return s;
            }
        }
        return {};
    }
    for (const ByteRange& chunk : entry.chunks) {
        m_file.adviseSequential(chunk.offset, chunk.size);
        if (Status s = sink(bytes(chunk)); !s) {
            return s;
        }
    }
    return {};
}

std::string CheckpointFile::readString(const TensorEntry& entry) const {
    std::string text;
    for (const ByteRange& chunk : entry.chunks) {
        text += utf32leToUtf8(bytes(chunk));
    }
    return text;
}

std::string utf32leToUtf8(std::span<const uint8_t> bytes) {
    std::string out;
    out.reserve(bytes.size() / 4);
    for (size_t i = 0; i + 4 <= bytes.size(); i += 4) {
        uint32_t cp = static_cast<uint32_t>(bytes[i]) | static_cast<uint32_t>(bytes[i + 1]) << 8 |
                      static_cast<uint32_t>(bytes[i + 2]) << 16 |
                      static_cast<uint32_t>(bytes[i + 3]) << 24;
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            cp = 0xFFFD;
        }
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }
    return out;
}

}  // namespace shardscope
