#include "checkpointrecordparser.h"

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

template <class Source>
Status CheckpointRecordParser<Source>::readField(SourceCursor<Source>& c, uint64_t recordStart,
                                                 uint32_t& field, uint32_t& type, uint64_t& length,
                                                 uint64_t& varint) {
    const uint64_t at = c.offset();
    uint64_t tag = 0;
    if (!c.readVarint(tag)) {
        return fail(ErrorCode::Corrupt, QT_TRANSLATE_NOOP("ErrorMessage", "malformed field header"),
                    {}, at);
    }
    field = static_cast<uint32_t>(tag >> 3);
    type = static_cast<uint32_t>(tag & 7);
    if (field == 0 || tag >> 3 > std::numeric_limits<uint32_t>::max()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "invalid field number {field}"),
                    {{"field", std::to_string(tag >> 3)}}, at);
    }
    length = 0;
    switch (type) {
        case wire::Varint:
            if (!c.readVarint(varint)) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage", "malformed varint in field {field}"),
                            {{"field", std::to_string(field)}}, at);
            }
            return {};
        case wire::Fixed64:
        case wire::Fixed32: {
            const uint64_t n = type == wire::Fixed64 ? 8 : 4;
            if (!c.skip(n)) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "field {field} runs past the end of its record"),
                            {{"field", std::to_string(field)}}, at);
            }
            return {};
        }
        case wire::LengthDelimited:
            if (!c.readVarint(length)) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage", "malformed length of field {field}"),
                            {{"field", std::to_string(field)}}, at);
            }
            if (length > c.remaining()) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "field {field} of {length} bytes runs past the end "
                                              "of its record ({left} bytes left)"),
                            {{"field", std::to_string(field)},
                             {"length", std::to_string(length)},
                             {"left", std::to_string(c.remaining())}},
                            at);
            }
            return {};
        default:
            (void)recordStart;
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "unsupported wire type {type} in field "
                                          "{field}"),
                        {{"type", std::to_string(type)}, {"field", std::to_string(field)}}, at);
    }
}

template <class Source>
Status CheckpointRecordParser<Source>::parseDims(SourceCursor<Source>& c, uint64_t fieldStart,
                                                 const std::string& param,
                                                 ckptrecords::RawTensor& out, uint32_t type,
                                                 uint64_t value, uint64_t length) {
    auto push = [&](uint64_t v) -> Status {
        if (out.dims.size() >= kMaxDims) {
            return fail(ErrorCode::BadDims,
                        QT_TRANSLATE_NOOP("ErrorMessage", "more than {max} dimensions"),
                        {{"max", std::to_string(kMaxDims)}}, fieldStart, param);
        }
        const auto d = static_cast<int64_t>(v);
        if (d < 0) {
            return fail(ErrorCode::BadDims,
                        QT_TRANSLATE_NOOP("ErrorMessage", "negative dimension {dimension}"),
                        {{"dimension", std::to_string(d)}}, fieldStart, param);
        }
        out.dims.push_back(d);
        return {};
    };
    if (type == wire::Varint) {
        return push(value);
    }
    if (type != wire::LengthDelimited) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "dims has wire type {type}"),
                    {{"type", std::to_string(type)}}, fieldStart, param);
    }
    SourceCursor<Source> packed{c.src, c.pos, c.pos + length};
    c.skip(length);
    while (!packed.atEnd()) {
        uint64_t v = 0;
        if (!packed.readVarint(v)) {
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage", "malformed packed dims"), {}, fieldStart,
                        param);
        }
        if (Status s = push(v); !s) {
            return s;
        }
    }
    return {};
}

template <class Source>
Status CheckpointRecordParser<Source>::parseTensor(uint64_t offset, uint64_t size,
                                                   const std::string& param,
                                                   ckptrecords::RawTensor& out) {
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
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "field {field} of TensorProto has wire type {type}"),
                            {{"field", std::to_string(field)}, {"type", std::to_string(type)}}, at,
                            param);
            }
            continue;
        }
        if (field == 2) {
            out.hasType = true;
            const char* text = c.text(length);
            if (text == nullptr) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage", "unreadable tensor_type"), {}, at,
                            param);
            }
            out.type.assign(text, length);
        } else if (field == 3) {
            out.hasContent = true;
            out.content = {c.offset(), length};
        }
        c.skip(length);
    }
    if (!out.hasType) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "tensor has no tensor_type"), {}, offset,
                    param);
    }
    if (!out.hasContent) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "tensor has no tensor_content"), {}, offset,
                    param);
    }
    return {};
}

template <class Source>
Status CheckpointRecordParser<Source>::parseValue(uint64_t offset, uint64_t size,
                                                  ckptrecords::RawValue& out) {
    SourceCursor<Source> c = sub(offset, size);
    std::vector<ckptrecords::PendingField>& nested = m_nested;
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
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage", "unreadable parameter name"), {},
                            offset);
            }
            out.tag.assign(text, length);
        } else if (field == 2 || field == 3) {
            nested.push_back({field, c.offset(), length});
        }
        c.skip(length);
    }
    if (!out.hasTag) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "record has no parameter name (tag)"), {},
                    offset);
    }
    for (const ckptrecords::PendingField& p : nested) {
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
                ckptrecords::RawTensor part;
                if (Status s = parseTensor(m.offset(), length, out.tag, part); !s) {
                    return s;
                }
                out.mapParts.push_back(std::move(part));
            }
            m.skip(length);
        }
    }
    if (!out.hasTensor && !out.hasMap) {
        return fail(
            ErrorCode::Corrupt,
            QT_TRANSLATE_NOOP("ErrorMessage", "record holds neither a tensor nor a map tensor"), {},
            offset, out.tag);
    }
    return {};
}

template <class Source>
Status CheckpointRecordParser<Source>::finish(TensorEntry& e, CheckpointIndex& index) {
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
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "str content of {bytes} bytes is not "
                                          "UTF-32 (not a multiple of 4)"),
                        {{"bytes", std::to_string(e.bytes)}}, at, e.name);
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
        return fail(problem->code, problem->text, problem->args, at, e.name);
    }
    index.tensors.push_back(std::move(e));
    return {};
}

template <class Source>
Status CheckpointRecordParser<Source>::addValue(const ckptrecords::RawValue& v,
                                                uint64_t recordOffset, uint64_t recordSize,
                                                CheckpointIndex& index) {
    if (v.hasTensor && m_open && m_current.kind != TensorKind::Map && m_current.name == v.tag) {
        if (m_current.dtypeName != v.tensor.type || m_current.dims != v.tensor.dims) {
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "consecutive records of this parameter disagree on "
                                          "dtype or dims ({dtype} {shape} then {next_dtype} "
                                          "{next_shape})"),
                        {{"dtype", std::string(m_current.dtypeName)},
                         {"shape", shapeText(m_current.dims)},
                         {"next_dtype", v.tensor.type},
                         {"next_shape", shapeText(v.tensor.dims)}},
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
        for (const ckptrecords::RawTensor& part : v.mapParts) {
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
Status CheckpointRecordParser<Source>::run(CheckpointIndex& index) {
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
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage", "invalid field number 0"), {},
                        recordStart);
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
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage", "unsupported wire type {type}"),
                        {{"type", std::to_string(type)}}, recordStart);
        }
        if (length > c.remaining()) {
            return fail(
                ErrorCode::Truncated,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "record of {length} bytes runs past the "
                                  "end of the file ({left} bytes left)"),
                {{"length", std::to_string(length)}, {"left", std::to_string(c.remaining())}},
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
        ckptrecords::RawValue& value = m_value;
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

template class CheckpointRecordParser<MappedSource>;
template class CheckpointRecordParser<PlainStreamSource>;

}  // namespace shardscope
