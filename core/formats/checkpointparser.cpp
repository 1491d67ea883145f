#include "checkpointparser.h"

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <optional>
#include <semaphore>
#include <thread>

#include "../util/utf8text.h"
#include "../util/wire.h"
#include "checkpointparts.h"
#include "encryptedstream.h"
#include "entryhints.h"
#include "entryvalidator.h"
#include "foreignfile.h"
#include "indextemplates.h"
#include "plainstreamsource.h"
#include "shapetext.h"
#include "sourcecursor.h"

namespace shardscope {

namespace {

constexpr size_t kMaxDims = 64;

struct RawTensor {
    bool hasType = false;
    bool hasContent = false;
    std::string type;
    std::vector<int64_t> dims;
    ByteRange content;

    // Emptied for the next record, keeping what was allocated.
    void reset() {
        hasType = hasContent = false;
        type.clear();
        dims.clear();
        content = {};
    }
};

// One record as read; the parser keeps one and reuses it, so that walking a file of thousands
// of records allocates nothing per record.
struct RawValue {
    bool hasTag = false;
    std::string tag;
    bool hasTensor = false;
    RawTensor tensor;
    bool hasMap = false;
    std::vector<RawTensor> mapParts;

    void reset() {
        hasTag = hasTensor = hasMap = false;
        tag.clear();
        tensor.reset();
        mapParts.clear();
    }
};

struct PendingField {
    uint32_t field;
    uint64_t offset, size;
};

template <class Source>
class Parser {
public:
    Parser(Source& source, uint64_t payload, std::string path)
        : m_src(source), m_payload(payload), m_path(std::move(path)) {}

    Status run(CheckpointIndex& index);

private:
    Error fail(ErrorCode code, const std::string& message, uint64_t offset,
               const std::string& param = {}) const {
        Error e = makeError(code, message).inFile(m_path).atOffset(static_cast<int64_t>(offset));
        if (!param.empty()) {
            e.forParam(param);
        }
        return e;
    }
    // A varint cut by the end of the file is truncation; eleven continuation bytes are garbage.
    Error headerError(const SourceCursor<Source>& c, uint64_t recordStart) const {
        if (c.atEnd()) {
            return fail(ErrorCode::Truncated, "truncated record header", recordStart);
        }
        return fail(ErrorCode::Corrupt, "malformed record header (varint longer than 10 bytes)",
                    recordStart);
    }
    SourceCursor<Source> sub(uint64_t offset, uint64_t size) const {
        return {&m_src, offset, offset + size};
    }

    Status readField(SourceCursor<Source>& c, uint64_t recordStart, uint32_t& field, uint32_t& type,
                     uint64_t& length, uint64_t& varint);
    Status parseValue(uint64_t offset, uint64_t size, RawValue& out);
    Status parseTensor(uint64_t offset, uint64_t size, const std::string& param, RawTensor& out);
    Status parseDims(SourceCursor<Source>& c, uint64_t fieldStart, const std::string& param,
                     RawTensor& out, uint32_t type, uint64_t value, uint64_t length);
    Status finish(TensorEntry& entry, CheckpointIndex& index);
    Status addValue(const RawValue& value, uint64_t recordOffset, uint64_t recordSize,
                    CheckpointIndex& index);

    Source& m_src;
    uint64_t m_payload;
    std::string m_path;
    bool m_open = false;
    TensorEntry m_current;
    bool m_currentValidUtf8 = true;
    RawValue m_value;
    std::vector<PendingField> m_nested;
};

template <class Source>
Status Parser<Source>::readField(SourceCursor<Source>& c, uint64_t recordStart, uint32_t& field,
                                 uint32_t& type, uint64_t& length, uint64_t& varint) {
    const uint64_t at = c.offset();
    uint64_t tag = 0;
    if (!c.readVarint(tag)) {
        return fail(ErrorCode::Corrupt, "malformed field header", at);
    }
    field = static_cast<uint32_t>(tag >> 3);
    type = static_cast<uint32_t>(tag & 7);
    if (field == 0 || tag >> 3 > std::numeric_limits<uint32_t>::max()) {
        return fail(ErrorCode::Corrupt, "invalid field number " + std::to_string(tag >> 3), at);
    }
    length = 0;
    switch (type) {
        case wire::Varint:
            if (!c.readVarint(varint)) {
                return fail(ErrorCode::Corrupt,
                            "malformed varint in field " + std::to_string(field), at);
            }
            return {};
        case wire::Fixed64:
        case wire::Fixed32: {
            const uint64_t n = type == wire::Fixed64 ? 8 : 4;
            if (!c.skip(n)) {
                return fail(ErrorCode::Corrupt,
                            "field " + std::to_string(field) + " runs past the end of its record",
                            at);
            }
            return {};
        }
        case wire::LengthDelimited:
            if (!c.readVarint(length)) {
                return fail(ErrorCode::Corrupt,
                            "malformed length of field " + std::to_string(field), at);
            }
            if (length > c.remaining()) {
                return fail(ErrorCode::Corrupt,
                            "field " + std::to_string(field) + " of " + std::to_string(length) +
                                " bytes runs past the end of its record (" +
                                std::to_string(c.remaining()) + " bytes left)",
                            at);
            }
            return {};
        default:
            (void)recordStart;
            return fail(ErrorCode::Corrupt,
                        "unsupported wire type " + std::to_string(type) + " in field " +
                            std::to_string(field),
                        at);
    }
}

template <class Source>
Status Parser<Source>::parseDims(SourceCursor<Source>& c, uint64_t fieldStart,
                                 const std::string& param, RawTensor& out, uint32_t type,
                                 uint64_t value, uint64_t length) {
    auto push = [&](uint64_t v) -> Status {
        if (out.dims.size() >= kMaxDims) {
            return fail(ErrorCode::BadDims, "more than " + std::to_string(kMaxDims) + " dimensions",
                        fieldStart, param);
        }
        const auto d = static_cast<int64_t>(v);
        if (d < 0) {
            return fail(ErrorCode::BadDims, "negative dimension " + std::to_string(d), fieldStart,
                        param);
        }
        out.dims.push_back(d);
        return {};
    };
    if (type == wire::Varint) {
        return push(value);
    }
    if (type != wire::LengthDelimited) {
        return fail(ErrorCode::Corrupt, "dims has wire type " + std::to_string(type), fieldStart,
                    param);
    }
    SourceCursor<Source> packed{c.src, c.pos, c.pos + length};
    c.skip(length);
    while (!packed.atEnd()) {
        uint64_t v = 0;
        if (!packed.readVarint(v)) {
            return fail(ErrorCode::Corrupt, "malformed packed dims", fieldStart, param);
        }
        if (Status s = push(v); !s) {
            return s;
        }
    }
    return {};
}

template <class Source>
Status Parser<Source>::parseTensor(uint64_t offset, uint64_t size, const std::string& param,
                                   RawTensor& out) {
    SourceCursor<Source> c = sub(offset, size);
    while (!c.atEnd()) {
        const uint64_t at = c.offset();
        uint32_t field = 0, type = 0;
        uint64_t length = 0, varint = 0;
        if (Status s = readField(c, offset, field, type, length, varint); !s) {
            return Error(s.error()).forParam(param);
        }
        if (field == 1) {
            if (Status s = parseDims(c, at, param, out, type, varint, length); !s) {
                return s;
            }
            continue;
        }
        if (type != wire::LengthDelimited) {
            if (field == 2 || field == 3) {
                return fail(ErrorCode::Corrupt,
                            "field " + std::to_string(field) + " of TensorProto has wire type " +
                                std::to_string(type),
                            at, param);
            }
            continue;
        }
        if (field == 2) {
            out.hasType = true;
            const char* text = c.text(length);
            if (text == nullptr) {
                return fail(ErrorCode::Corrupt, "unreadable tensor_type", at, param);
            }
            out.type.assign(text, length);
        } else if (field == 3) {
            out.hasContent = true;
            out.content = {c.offset(), length};
        }
        c.skip(length);
    }
    if (!out.hasType) {
        return fail(ErrorCode::Corrupt, "tensor has no tensor_type", offset, param);
    }
    if (!out.hasContent) {
        return fail(ErrorCode::Corrupt, "tensor has no tensor_content", offset, param);
    }
    return {};
}

template <class Source>
Status Parser<Source>::parseValue(uint64_t offset, uint64_t size, RawValue& out) {
    SourceCursor<Source> c = sub(offset, size);
    std::vector<PendingField>& nested = m_nested;
    nested.clear();
    while (!c.atEnd()) {
        uint32_t field = 0, type = 0;
        uint64_t length = 0, varint = 0;
        if (Status s = readField(c, offset, field, type, length, varint); !s) {
            return s;
        }
        if (type != wire::LengthDelimited) {
            continue;
        }
        if (field == 1) {
            out.hasTag = true;
            const char* text = c.text(length);
            if (text == nullptr) {
                return fail(ErrorCode::Corrupt, "unreadable parameter name", offset);
            }
            out.tag.assign(text, length);
        } else if (field == 2 || field == 3) {
            nested.push_back({field, c.offset(), length});
        }
        c.skip(length);
    }
    if (!out.hasTag) {
        return fail(ErrorCode::Corrupt, "record has no parameter name (tag)", offset);
    }
    for (const PendingField& p : nested) {
        if (p.field == 2) {
            out.hasTensor = true;
            out.tensor.reset();
            if (Status s = parseTensor(p.offset, p.size, out.tag, out.tensor); !s) {
                return s;
            }
            continue;
        }
        out.hasMap = true;
        SourceCursor<Source> m = sub(p.offset, p.size);
        while (!m.atEnd()) {
            uint32_t field = 0, type = 0;
            uint64_t length = 0, varint = 0;
            if (Status s = readField(m, p.offset, field, type, length, varint); !s) {
                return Error(s.error()).forParam(out.tag);
            }
            if (field == 1 && type == wire::LengthDelimited) {
                RawTensor part;
                if (Status s = parseTensor(m.offset(), length, out.tag, part); !s) {
                    return s;
                }
                out.mapParts.push_back(std::move(part));
            }
            m.skip(length);
        }
    }
    if (!out.hasTensor && !out.hasMap) {
        return fail(ErrorCode::Corrupt, "record holds neither a tensor nor a map tensor", offset,
                    out.tag);
    }
    return {};
}

template <class Source>
Status Parser<Source>::finish(TensorEntry& e, CheckpointIndex& index) {
    if (!m_currentValidUtf8) {
        index.issues.push_back(invalidUtf8NameIssue(e.name, index.path));
    }
    if (e.kind == TensorKind::Map) {
        index.tensors.push_back(std::move(e));
        return {};
    }
    const uint64_t at = e.recordOffset;
    if (e.dtype == DType::Str) {
        e.kind = TensorKind::String;
        e.shape = {};
        if (e.bytes % 4 != 0) {
            return fail(ErrorCode::SizeMismatch,
                        "str content of " + std::to_string(e.bytes) +
                            " bytes is not UTF-32 (not a multiple of 4)",
                        at, e.name);
        }
        index.tensors.push_back(std::move(e));
        return {};
    }
    e.shape = e.dims;
    // dims [0] with content: the pre-r2.3 way of writing a scalar.
    const bool oldScalar = e.dims.size() == 1 && e.dims[0] == 0 && e.bytes > 0;
    if (e.dims.empty() || oldScalar) {
        e.kind = TensorKind::Scalar;
    }
    if (oldScalar) {
        e.shape = {};
    }
    const EntryValidator validator({"dims", "hold", "tensor_type", "tensor_content", "holds"},
                                   index.path, index.issues);
    if (const auto problem =
            validator.check({.name = e.name,
                             .dtype = e.dtype,
                             .dtypeText = e.dtypeName,
                             .dtypeName = e.dtypeName,
                             .dims = &static_cast<const std::vector<int64_t>&>(e.dims),
                             .scalarContent = oldScalar,
                             .bytes = e.bytes})) {
        return fail(problem->code, problem->message, at, e.name);
    }
    index.tensors.push_back(std::move(e));
    return {};
}

template <class Source>
Status Parser<Source>::addValue(const RawValue& v, uint64_t recordOffset, uint64_t recordSize,
                                CheckpointIndex& index) {
    if (v.hasTensor && m_open && m_current.kind != TensorKind::Map && m_current.name == v.tag) {
        if (m_current.dtypeName != v.tensor.type || m_current.dims != v.tensor.dims) {
            return fail(ErrorCode::Corrupt,
                        "consecutive records of this parameter disagree on dtype or dims (" +
                            m_current.dtypeName + " " + shapeText(m_current.dims) + " then " +
                            v.tensor.type + " " + shapeText(v.tensor.dims) + ")",
                        recordOffset, v.tag);
        }
        m_current.chunks.push_back(v.tensor.content);
        m_current.bytes += v.tensor.content.size;
        // To this record's end: other top-level fields may lie between two of its records
        // (the repeated `value` field is consecutive for protobuf, and MindSpore joins them).
        m_current.recordBytes = recordOffset + recordSize - m_current.recordOffset;
        return {};
    }
    if (m_open) {
        m_open = false;
        if (Status s = finish(m_current, index); !s) {
            return s;
        }
    }
    InternPool& pool = *index.pool;
    EntryHints& hints = EntryHints::forThread(pool);
    const size_t position = index.tensors.size();
    m_current = TensorEntry{};
    const InternPool::Text name = hints.name(position, v.tag);
    m_current.name = name.text;
    m_currentValidUtf8 = name.validUtf8;
    m_current.recordOffset = recordOffset;
    m_current.recordBytes = recordSize;
    if (v.hasTensor) {
        m_current.dtypeName = hints.dtypeName(position, v.tensor.type);
        m_current.dtype = dtypeFromMsName(m_current.dtypeName);
        m_current.dims = hints.dims(position, v.tensor.dims);
        m_current.chunks.push_back(v.tensor.content);
        m_current.bytes = v.tensor.content.size;
    } else {
        m_current.kind = TensorKind::Map;
        m_current.dtypeName = pool.text("MapTensor").text;
        for (const RawTensor& part : v.mapParts) {
            m_current.bytes += part.content.size;
            m_current.mapParts.push_back({part.type, part.dims, part.content});
        }
        if (m_current.mapParts.size() >= 2) {
            m_current.shape = pool.dims(m_current.mapParts[1].dims);
        }
        m_current.dims = m_current.shape;
    }
    m_open = true;
    return {};
}

template <class Source>
Status Parser<Source>::run(CheckpointIndex& index) {
    index.tensors.reserve(EntryHints::forThread(*index.pool).expected());
    SourceCursor<Source> c = sub(0, m_payload);
    while (!c.atEnd()) {
        const uint64_t recordStart = c.offset();
        uint64_t tag = 0;
        if (!c.readVarint(tag)) {
            return headerError(c, recordStart);
        }
        const uint64_t field = tag >> 3;
        const uint32_t type = static_cast<uint32_t>(tag & 7);
        if (field == 0) {
            return fail(ErrorCode::Corrupt, "invalid field number 0", recordStart);
        }
        uint64_t length = 0;
        if (type == wire::LengthDelimited || type == wire::Varint) {
            if (!c.readVarint(length)) {
                return headerError(c, recordStart);
            }
            if (type == wire::Varint) {
                continue;
            }
        } else if (type == wire::Fixed64 || type == wire::Fixed32) {
            length = type == wire::Fixed64 ? 8 : 4;
        } else {
            return fail(ErrorCode::Corrupt, "unsupported wire type " + std::to_string(type),
                        recordStart);
        }
        if (length > c.remaining()) {
            return fail(ErrorCode::Truncated,
                        "record of " + std::to_string(length) +
                            " bytes runs past the end of the file (" +
                            std::to_string(c.remaining()) + " bytes left)",
                        recordStart);
        }
        const uint64_t body = c.offset();
        c.skip(length);
        if constexpr (requires { m_src.prefetch(uint64_t{0}); }) {
            if (!c.atEnd()) {
                m_src.prefetch(c.offset());
            }
        }
        if (field != 1 || type != wire::LengthDelimited) {
            continue;  // e.g. model_type (field 2) of 2020-era files
        }
        RawValue& value = m_value;
        value.reset();
        if (Status s = parseValue(body, length, value); !s) {
            return s;
        }
        if (Status s = addValue(value, recordStart, c.offset() - recordStart, index); !s) {
            return s;
        }
    }
    if (m_open) {
        m_open = false;
        return finish(m_current, index);
    }
    return {};
}

// Top-level records are Checkpoint.value (0x0A) or, in 2020-era files, model_type (0x12).
Status checkFirstByte(uint8_t first, const std::string& path, const EncryptedStream* stream) {
    if (isGraphFileName(std::filesystem::path(path).filename().string())) {
        return graphFileError(path);
    }
    if (first == 0x08) {
        return makeError(ErrorCode::Unsupported, "this is a strategy file, not a checkpoint")
            .inFile(path);
    }
    if (first == 0x0A || first == 0x12) {
        return {};
    }
    char text[8];
    std::snprintf(text, sizeof text, "0x%02x", first);
    if (stream != nullptr && !stream->authenticated()) {
        // CBC and legacy GCM decrypt with any key: a wrong one shows here.
        return makeError(ErrorCode::WrongKey,
                         std::string("wrong key or key mode: the decrypted bytes do not start "
                                     "like a checkpoint (byte ") +
                             text + ")")
            .inFile(path);
    }
    return makeError(ErrorCode::Corrupt,
                     std::string(stream != nullptr ? "the decrypted file is " : "") +
                         "not a MindSpore checkpoint (it starts with byte " + text + ", not 0x0a)")
        .inFile(path);
}

}  // namespace

uint32_t crc32Of(std::span<const uint8_t> bytes, uint32_t seed) {
    return static_cast<uint32_t>(crc32_z(seed, bytes.data(), bytes.size()));
}

EncryptionMode detectEncryption(std::span<const uint8_t> bytes) {
    return detectEncryptionLayout(bytes).mode;
}

Result<CheckpointIndex> parseCheckpoint(std::span<const uint8_t> bytes, const std::string& path,
                                        const CheckpointParseOptions& options) {
    CheckpointIndex index;
    index.path = path;
    index.fileSize = bytes.size();
    if (bytes.empty()) {
        return makeError(ErrorCode::Empty, "the file is empty").inFile(path);
    }
    if (const EncryptionMode mode = detectEncryption(bytes); mode != EncryptionMode::None) {
        return makeError(ErrorCode::Encrypted, std::string("the checkpoint is encrypted (") +
                                                   encryptionModeName(mode) +
                                                   "); a key is needed to read it")
            .inFile(path);
    }
    if (Status s = checkFirstByte(bytes[0], path, nullptr); !s) {
        // Text is no checkpoint: say what it is when it can be told (print(net), hccl_test).
        const std::string_view head(reinterpret_cast<const char*>(bytes.data()),
                                    std::min<size_t>(bytes.size(), size_t{64} * 1024));
        if (auto foreign = foreignTextError(head, path)) {
            return std::move(*foreign);
        }
        return std::move(s).error();
    }
    uint64_t payload = bytes.size();
    const std::optional<uint64_t> trailer =
        bytes.size() >= kCkptCrcTrailerBytes
            ? decodeCrcTrailer(bytes.data() + bytes.size() - kCkptCrcTrailerBytes)
            : std::nullopt;
    if (trailer) {
        payload = bytes.size() - kCkptCrcTrailerBytes;
        const uint64_t stored = *trailer;
        if (stored > std::numeric_limits<uint32_t>::max()) {
            return makeError(ErrorCode::Corrupt, "the CRC trailer holds a value above 2^32")
                .inFile(path)
                .atOffset(static_cast<int64_t>(payload));
        }
        index.storedCrc = static_cast<uint32_t>(stored);
        index.crc = CrcState::Unverified;
    } else if (options.requireCrc) {
        return makeError(ErrorCode::CrcMissing, "the ckpt file do not contain the crc code")
            .inFile(path);
    }
    index.payloadSize = payload;
    index.pool = options.pool ? options.pool : std::make_shared<InternPool>();
    const std::span<const uint8_t> payloadBytes = bytes.first(static_cast<size_t>(payload));
    IndexTemplates* templates = index.pool->templates();
    if (auto shared = templates ? templates->match(payloadBytes) : std::nullopt) {
        index.tensors = std::move(*shared);
    } else {
        MappedSource source{bytes.data()};
        Parser<MappedSource> parser(source, payload, path);
        if (Status s = parser.run(index); !s) {
            return std::move(s).error();
        }
        index.tensors.shrink_to_fit();
        if (templates != nullptr) {
            index.tensors = templates->add(index, payloadBytes);
        }
    }
    if (index.crc == CrcState::Unverified && options.verifyCrc) {
        index.computedCrc = crc32Of(bytes.first(payload));
        index.crc = index.computedCrc == index.storedCrc ? CrcState::Ok : CrcState::Mismatch;
    }
    return index;
}

}  // namespace shardscope

namespace shardscope {

namespace {

Result<CheckpointIndex> indexEncrypted(const EncryptedStream& stream, const std::string& path,
                                       const InternPoolPtr& pool, bool checkBlocks) {
    CheckpointIndex index;
    index.path = path;
    index.pool = pool ? pool : std::make_shared<InternPool>();
    index.fileSize = stream.mapped().size();
    index.payloadSize = stream.plainSize();
    index.encryption = {stream.mode(), stream.legacy(), stream.blocks().size(), checkBlocks};
    if (stream.plainSize() == 0) {
        return makeError(ErrorCode::Empty, "the decrypted checkpoint is empty").inFile(path);
    }
    // Checking decrypts every block: CPU work. Run folders open many files at once (more threads
    // than cores, for I/O): at most one per core decrypts.
    static std::counting_semaphore<1024> decrypting(
        std::clamp<std::ptrdiff_t>(std::thread::hardware_concurrency(), 1, 1024));
    if (checkBlocks) {
        decrypting.acquire();
    }
    struct Release {
        bool held;
        ~Release() {
            if (held) {
                decrypting.release();
            }
        }
    } release{checkBlocks};
    PlainStreamSource source(stream, checkBlocks);
    const uint8_t* first = source.at(0, 1);
    if (first == nullptr) {
        return *source.error();
    }
    if (Status s = checkFirstByte(*first, path, &stream); !s) {
        return std::move(s).error();
    }
    Parser<PlainStreamSource> parser(source, stream.plainSize(), path);
    Status parsed = parser.run(index);
    if (source.error()) {
        return *source.error();  // a block that does not decrypt, not what the parser made of it
    }
    if (!parsed) {
        Error e = std::move(parsed).error();
        if (!stream.authenticated()) {
            e.fix = std::string("the bytes decrypted from ") + encryptionModeName(stream.mode()) +
                    " are not checked: a wrong key or key mode looks like this too";
        }
        return e;
    }
    if (Status s = source.finish(); !s) {
        return std::move(s).error();
    }
    // The headers were read after their blocks were checked: the same bytes only if nothing
    // wrote to the file meanwhile.
    if (Status s = checkBlocks ? stream.unchanged() : Status{}; !s) {
        return std::move(s).error();
    }
    index.tensors.shrink_to_fit();
    return index;
}

}  // namespace

Result<CheckpointIndex> parseEncryptedCheckpoint(const EncryptedStream& stream,
                                                 const std::string& path, const InternPoolPtr& pool,
                                                 bool checkBlocks) {
    if (!checkBlocks) {
        auto index = indexEncrypted(stream, path, pool, false);
        if (index) {
            return index;
        }
        // Whatever stops the headers' walk is told as decrypting whole blocks tells it: a wrong
        // key as a wrong key, a changed block as a changed block.
    }
    return indexEncrypted(stream, path, pool, true);
}

}  // namespace shardscope
