#include "checkpointfile.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <optional>

#include "../util/translatenoop.h"
#include "checkpointparts.h"
#include "encryptedstream.h"
#include "groupinfo.h"
#include "hdf5reader.h"
#include "safetensorsparser.h"
#include "safetensorsset.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// Several files read as one checkpoint (a safetensors set, per-stage parts): mapped together,
// file i at bases[i], and indexed by `parse`.
template <class Parse>
Status openJoinedFiles(const std::string& path, const std::vector<std::string>& files,
                       const Parse& parse, MappedFile& mapped, CheckpointIndex& index) {
    std::vector<uint64_t> bases;
    auto joined = MappedFile::openJoined(path, files, &bases);
    if (!joined) {
        return std::move(joined).error();
    }
    joined->adviseRandom();
    Result<CheckpointIndex> parsed = parse(*joined, bases);
    if (Status s = joined->intact(); !s) {
        return s;
    }
    if (!parsed) {
        return std::move(parsed).error();
    }
    mapped = std::move(*joined);
    index = std::move(*parsed);
    return {};
}

Status openSet(const std::string& path, const CheckpointParseOptions& options, MappedFile& mapped,
               CheckpointIndex& index) {
    auto set = readSafetensorsSet(path);
    if (!set) {
        return std::move(set).error();
    }
    return openJoinedFiles(
        path, set->files,
        [&](const MappedFile& joined, const std::vector<uint64_t>& bases) {
            return parseSafetensorsSet(*set, joined, bases, options);
        },
        mapped, index);
}

Status openParts(const std::string& path, const CheckpointParseOptions& options, MappedFile& mapped,
                 CheckpointIndex& index) {
    auto parts = listCheckpointParts(path);
    if (!parts) {
        return std::move(parts).error();
    }
    return openJoinedFiles(
        path, parts->files,
        [&](const MappedFile& joined, const std::vector<uint64_t>& bases) {
            return parseCheckpointParts(*parts, joined, bases, options);
        },
        mapped, index);
}

// The per-stage parts `path` names: their name (unless a file of that very name exists), or a
// rank folder that holds them.
std::optional<std::string> partsNamed(const std::string& path) {
    std::error_code ec;
    if (isCheckpointPartsPath(path)) {
        return fs::exists(path, ec) ? std::nullopt : std::optional<std::string>(path);
    }
    return checkpointPartsIn(path);
}

}  // namespace

Result<CheckpointFile> CheckpointFile::open(const std::string& path,
                                            const CheckpointParseOptions& options) {
    CheckpointParseOptions indexOnly = options;
    indexOnly.verifyCrc = false;
    CheckpointFile file;
    if (isSafetensorsIndexPath(path)) {
        if (Status s = openSet(path, indexOnly, file.m_file, file.m_index); !s) {
            return std::move(s).error();
        }
    } else if (const auto parts = partsNamed(path)) {
        // The parts' name, or their folder (as load_segmented_checkpoints takes it).
        if (Status s = openParts(*parts, indexOnly, file.m_file, file.m_index); !s) {
            return std::move(s).error();
        }
    } else {
        auto mapped = MappedFile::open(path);
        if (!mapped) {
            return std::move(mapped).error();
        }
        mapped->adviseRandom();
        const std::span<const uint8_t> bytes = mapped->bytes();
        Result<CheckpointIndex> index = Error{};
        const auto head = bytes.first(std::min<size_t>(bytes.size(), 16));
        const CheckpointFormat format = detectCheckpointFormat(path, head);
        switch (format) {
            case CheckpointFormat::Ckpt:
                if (detectEncryption(head) != EncryptionMode::None) {
                    auto stream = EncryptedStream::open(std::move(*mapped), options.key);
                    if (!stream) {
                        return std::move(stream).error();
                    }
                    file.m_stream = std::move(*stream);
                    index = parseEncryptedCheckpoint(*file.m_stream, path, options.pool,
                                                     options.checkEncryptedBlocks);
                    break;
                }
                index = parseCheckpoint(bytes, path, indexOnly);
                break;
            case CheckpointFormat::Safetensors:
                index = parseSafetensors(bytes, path, indexOnly);
                break;
            case CheckpointFormat::Hdf5:
                index = readHdf5Index(path, bytes.size(), options.pool);
                break;
        }
        // A group information file parses as far as its first "tensor" without a type, or,
        // without groups, as a checkpoint of no tensor (its restore list an unknown field).
        if (format == CheckpointFormat::Ckpt && !file.m_stream &&
            (!index || index->tensors.empty())) {
            if (const auto groups = parseGroupInfo(bytes)) {
                return groupInfoError(ErrorCode::Unsupported, *groups).inFile(path);
            }
        }
        // A file cut short while it was walked reads as zeros past its new end: that, not what
        // the walk made of the zeros, is the error.
        if (Status s = (file.m_stream ? file.m_stream->mapped() : *mapped).intact(); !s) {
            return std::move(s).error();
        }
        if (!index) {
            return std::move(index).error();
        }
        if (!file.m_stream) {
            file.m_file = std::move(*mapped);
        }
        file.m_index = std::move(*index);
    }
    // The walk faulted in a page (and the kernel's fault-around neighbours) per header; the
    // index holds all it needs, so a run of many open files does not keep them resident.
    file.mapped().drop(0, file.mapped().size());
    if (options.verifyCrc && file.m_index.crc == CrcState::Unverified) {
        file.computeCrc();
        if (Status s = file.mapped().intact(); !s) {
            return std::move(s).error();
        }
    }
    return file;
}

const MappedFile& CheckpointFile::mapped() const {
    return m_stream ? m_stream->mapped() : m_file;
}

std::span<const uint8_t> CheckpointFile::bytes(const ByteRange& range) const {
    return m_file.bytes().subspan(static_cast<size_t>(range.offset),
                                  static_cast<size_t>(range.size));
}

Result<std::span<const uint8_t>> CheckpointFile::view(const ByteRange& range,
                                                      std::vector<uint8_t>& scratch) const {
    if (!m_stream) {
        if (Status s = m_file.intact(); !s) {
            return std::move(s).error();
        }
        return bytes(range);
    }
    scratch.resize(static_cast<size_t>(range.size));
    if (Status s = checkRecordAt(range.offset); !s) {
        return std::move(s).error();
    }
    if (Status s = m_stream->read(range.offset, scratch); !s) {
        return std::move(s).error();
    }
    return std::span<const uint8_t>(scratch);
}

Status CheckpointFile::copy(uint64_t offset, std::span<uint8_t> out) const {
    if (m_stream) {
        if (Status s = checkRecordAt(offset); !s) {
            return s;
        }
        return m_stream->read(offset, out);
    }
    std::memcpy(out.data(), m_file.data() + offset, out.size());
    return m_file.intact();
}

Status CheckpointFile::unchanged() const {
    return m_stream ? m_stream->unchanged() : m_file.sizeUnchanged();
}

void CheckpointFile::dropRead() const {
    if (m_stream) {
        m_stream->dropRead();
    }
}

Status CheckpointFile::checkRecordAt(uint64_t offset) const {
    if (!m_stream || m_index.encryption.checked) {
        return {};
    }
    const std::vector<TensorEntry>& tensors = m_index.tensors;  // in file order
    const auto after =
        std::upper_bound(tensors.begin(), tensors.end(), offset,
                         [](uint64_t o, const TensorEntry& t) { return o < t.recordOffset; });
    if (after == tensors.begin()) {
        return {};
    }
    const TensorEntry& t = *std::prev(after);
    const uint64_t end = t.recordOffset + t.recordBytes;
    if (offset >= end) {
        return {};
    }
    // The record bytes that are not tensor bytes: the headers of its records.
    uint64_t at = t.recordOffset;
    for (const ByteRange& chunk : t.chunks) {
        if (chunk.offset > at) {
            if (Status s = m_stream->verify(at, chunk.offset - at); !s) {
                return s;
            }
        }
        at = std::max(at, chunk.offset + chunk.size);
    }
    return at < end ? m_stream->verify(at, end - at) : Status{};
}

Status CheckpointFile::verifyCrc() {
    if (m_index.crc == CrcState::None) {
        const bool ckpt = m_index.format == CheckpointFormat::Ckpt;
        return makeError(ErrorCode::CrcMissing,
                         ckpt ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                    "ErrorMessage", "the ckpt file do not contain the crc code"))
                              : ErrorTemplate(QT_TRANSLATE_NOOP(
                                    "ErrorMessage", "the file has no crc_num in its __metadata__")),
                         {})
            .inFile(path());
    }
    computeCrc();
    if (Status s = mapped().intact(); !s) {
        return s;
    }
    if (m_index.crc == CrcState::Mismatch) {
        return makeError(ErrorCode::CrcMismatch,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the crc check is failed"), {})
            .inFile(path());
    }
    return {};
}

void CheckpointFile::computeCrc() {
    if (isCheckpointPartsPath(m_index.path)) {
        // Per-stage parts: each file carries its own CRC; one mismatch (or one part that no
        // longer parses) fails them all.
        m_index.crc = CrcState::None;
        for (const IndexPart& part : m_index.parts) {
            if (!part.hasCrc || m_index.crc == CrcState::Mismatch) {
                continue;
            }
            m_file.adviseSequential(part.base, part.size);
            const auto crc = checkpointPartCrc(m_file, part);
            m_index.storedCrc = part.storedCrc;
            m_index.computedCrc = crc ? *crc : ~part.storedCrc;
            m_index.crc = crc && *crc == part.storedCrc ? CrcState::Ok : CrcState::Mismatch;
        }
        return;
    }
    if (m_index.format != CheckpointFormat::Ckpt) {
        // Each file of a safetensors set carries its own crc_num; one mismatch fails the set.
        m_index.crc = CrcState::None;
        for (const IndexPart& part : m_index.parts) {
            if (!part.hasCrc) {
                continue;
            }
            m_file.adviseSequential(part.base, part.size);
            const uint32_t crc = safetensorsCrc(m_file.bytes(), m_index, part);
            if (m_index.crc != CrcState::Mismatch) {
                m_index.storedCrc = part.storedCrc;
                m_index.computedCrc = crc;
                m_index.crc = crc == part.storedCrc ? CrcState::Ok : CrcState::Mismatch;
            }
        }
        return;
    }
    m_file.adviseSequential(0, m_index.payloadSize);
    m_index.computedCrc = crc32Of(m_file.bytes().first(static_cast<size_t>(m_index.payloadSize)));
    m_index.crc = m_index.computedCrc == m_index.storedCrc ? CrcState::Ok : CrcState::Mismatch;
}

Status CheckpointFile::readTensor(const TensorEntry& entry, const Sink& sink) const {
    if (entry.kind == TensorKind::Map) {
        std::vector<uint8_t> scratch;
        for (const MapPart& part : entry.mapParts) {
            auto piece = view(part.content, scratch);
            if (!piece) {
                return std::move(piece).error().forParam(entry.name);
            }
            if (Status s = sink(*piece); !s) {
                return s;
            }
        }
        if (Status s = mapped().intact(); !s) {
            return std::move(s).error().forParam(entry.name);
        }
        return {};
    }
    if (m_stream) {
        // Decrypted a window at a time: memory stays one window, whatever the tensor.
        constexpr uint64_t kWindow = 8u << 20;
        std::vector<uint8_t> scratch;
        for (const ByteRange& chunk : entry.chunks) {
            for (uint64_t at = 0; at < chunk.size; at += kWindow) {
                auto piece = view({chunk.offset + at, std::min(kWindow, chunk.size - at)}, scratch);
                if (!piece) {
                    return std::move(piece).error().forParam(entry.name);
                }
                if (Status s = sink(*piece); !s) {
                    return s;
                }
            }
        }
        // A block written to or cut since it was checked reads as other bytes, unchecked.
        if (Status s = m_stream->unchanged(); !s) {
            return std::move(s).error().forParam(entry.name);
        }
        return {};
    }
    for (const ByteRange& chunk : entry.chunks) {
        m_file.adviseSequential(chunk.offset, chunk.size);
        if (Status s = sink(bytes(chunk)); !s) {
            return s;
        }
        // The sink has read the chunk: it read the file's bytes only if the map is still whole.
        if (Status s = m_file.intact(); !s) {
            return std::move(s).error().forParam(entry.name);
        }
    }
    // A cut inside the page the file now ends in reads zeros without a fault.
    if (Status s = m_file.sizeUnchanged(); !s) {
        return std::move(s).error().forParam(entry.name);
    }
    return {};
}

Result<std::string> CheckpointFile::readString(const TensorEntry& entry) const {
    std::string text;
    std::vector<uint8_t> scratch;
    for (const ByteRange& chunk : entry.chunks) {
        auto piece = view(chunk, scratch);
        if (!piece) {
            return std::move(piece).error().forParam(entry.name);
        }
        text += utf32leToUtf8(*piece);
    }
    if (Status s = mapped().intact(); !s) {
        return std::move(s).error().forParam(entry.name);
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
