#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../util/result.h"
#include "../util/translatenoop.h"
#include "byterange.h"
#include "checkpointindex.h"
#include "plainstreamsource.h"
#include "sourcecursor.h"

namespace shardscope {

namespace ckptrecords {

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

}  // namespace ckptrecords

// Walks the top-level records of a .ckpt payload into a CheckpointIndex (parseCheckpoint,
// parseEncryptedCheckpoint): a memory map (MappedSource) or an encrypted file's plain stream
// (PlainStreamSource). Every length is checked against the bytes that remain before it is used.
template <class Source>
class CheckpointRecordParser {
public:
    CheckpointRecordParser(Source& source, uint64_t payload, std::string path)
        : m_src(source), m_payload(payload), m_path(std::move(path)) {}

    Status run(CheckpointIndex& index);

private:
    static constexpr size_t kMaxDims = 64;

    Error fail(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args, uint64_t offset,
               const std::string& param = {}) const {
        Error e = makeError(code, text, std::move(args))
                      .inFile(m_path)
                      .atOffset(static_cast<int64_t>(offset));
        if (!param.empty()) {
            e.forParam(param);
        }
        return e;
    }
    // A varint cut by the end of the file is truncation; eleven continuation bytes are garbage.
    Error headerError(const SourceCursor<Source>& c, uint64_t recordStart) const {
        if (c.atEnd()) {
            return fail(ErrorCode::Truncated,
                        QT_TRANSLATE_NOOP("ErrorMessage", "truncated record header"), {},
                        recordStart);
        }
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "malformed record header (varint longer than 10 bytes)"),
                    {}, recordStart);
    }
    SourceCursor<Source> sub(uint64_t offset, uint64_t size) const {
        return {&m_src, offset, offset + size};
    }

    Status readField(SourceCursor<Source>& c, uint64_t recordStart, uint32_t& field, uint32_t& type,
                     uint64_t& length, uint64_t& varint);
    Status parseValue(uint64_t offset, uint64_t size, ckptrecords::RawValue& out);
    Status parseTensor(uint64_t offset, uint64_t size, const std::string& param,
                       ckptrecords::RawTensor& out);
    Status parseDims(SourceCursor<Source>& c, uint64_t fieldStart, const std::string& param,
                     ckptrecords::RawTensor& out, uint32_t type, uint64_t value, uint64_t length);
    Status finish(TensorEntry& entry, CheckpointIndex& index);
    Status addValue(const ckptrecords::RawValue& value, uint64_t recordOffset, uint64_t recordSize,
                    CheckpointIndex& index);

    Source& m_src;
    uint64_t m_payload;
    std::string m_path;
    bool m_open = false;
    TensorEntry m_current;
    bool m_currentValidUtf8 = true;
    ckptrecords::RawValue m_value;
    std::vector<ckptrecords::PendingField> m_nested;
};

extern template class CheckpointRecordParser<MappedSource>;
extern template class CheckpointRecordParser<PlainStreamSource>;

}  // namespace shardscope
