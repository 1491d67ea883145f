#include "safetensorsparser.h"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "../util/jsonerrortext.h"
#include "../util/translatenoop.h"
#include "entryvalidator.h"
#include "safetensorsheader.h"
#include "shapetext.h"
#include "util/orderedjson.h"

namespace shardscope {

namespace {

using nlohmann::json;

constexpr size_t kMaxDims = 64;

struct RawEntry {
    std::string name;
    std::string dtype;
    std::vector<int64_t> shape;
    uint64_t begin = 0;
    uint64_t end = 0;
};

std::string offsetsText(uint64_t begin, uint64_t end) {
    return "[" + std::to_string(begin) + ", " + std::to_string(end) + "]";
}

class HeaderReader {
public:
    HeaderReader(std::string path, uint64_t dataStart, uint64_t dataSize)
        : m_path(std::move(path)), m_dataStart(dataStart), m_dataSize(dataSize) {}

    Status read(const json& header, CheckpointIndex& index);

private:
    Error fail(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args,
               const std::string& param = {}, int64_t offset = -1) const {
        Error e = makeError(code, text, std::move(args)).inFile(m_path).atOffset(offset);
        if (!param.empty()) {
            e.forParam(param);
        }
        return e;
    }
    Status readMetadata(const json& value, CheckpointIndex& index);
    Status readEntry(const std::string& name, const json& value, RawEntry& out);
    Status checkTiling(std::vector<RawEntry>& entries) const;
    Status addEntry(const RawEntry& raw, CheckpointIndex& index) const;

    std::string m_path;
    uint64_t m_dataStart;
    uint64_t m_dataSize;
    std::set<std::string> m_int4;  // names __metadata__ marks as qint4x2
};

Status HeaderReader::readMetadata(const json& value, CheckpointIndex& index) {
    if (!value.is_object()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "__metadata__ is not an object of strings"),
                    {});
    }
    for (const auto& [key, v] : value.items()) {
        if (!v.is_string()) {
            return fail(
                ErrorCode::Corrupt,
                QT_TRANSLATE_NOOP("ErrorMessage", "__metadata__ value '{key}' is not a string"),
                {{"key", key}});
        }
        index.metadata.emplace_back(key, v.get<std::string>());
        if (index.metadata.back().second == kInt4Mark) {
            m_int4.insert(key);
        }
    }
    return {};
}

bool readUnsigned(const json& v, uint64_t& out) {
    if (!v.is_number_integer()) {
        return false;
    }
    if (v.is_number_unsigned()) {
        out = v.get<uint64_t>();
        return true;
    }
    const auto i = v.get<int64_t>();
    if (i < 0) {
        return false;
    }
    out = static_cast<uint64_t>(i);
    return true;
}

Status HeaderReader::readEntry(const std::string& name, const json& value, RawEntry& out) {
    out.name = name;
    if (name.empty()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "the header has an entry with an empty name"),
                    {});
    }
    if (!value.is_object()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "header entry is not an object"), {}, name);
    }
    const auto dtype = value.find("dtype");
    if (dtype == value.end()) {
        return fail(ErrorCode::Corrupt, QT_TRANSLATE_NOOP("ErrorMessage", "entry has no 'dtype'"),
                    {}, name);
    }
    if (!dtype->is_string()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "'dtype' is not a string"), {}, name);
    }
    out.dtype = dtype->get<std::string>();
    const auto shape = value.find("shape");
    if (shape == value.end()) {
        return fail(ErrorCode::BadDims, QT_TRANSLATE_NOOP("ErrorMessage", "entry has no 'shape'"),
                    {}, name);
    }
    if (!shape->is_array()) {
        return fail(
            ErrorCode::BadDims,
            QT_TRANSLATE_NOOP("ErrorMessage", "'shape' is not a list of non-negative integers"), {},
            name);
    }
    if (shape->size() > kMaxDims) {
        return fail(ErrorCode::BadDims,
                    QT_TRANSLATE_NOOP("ErrorMessage", "'shape' has more than {max} dimensions"),
                    {{"max", std::to_string(kMaxDims)}}, name);
    }
    for (const json& d : *shape) {
        uint64_t v = 0;
        if (!readUnsigned(d, v) || v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
            return fail(
                ErrorCode::BadDims,
                QT_TRANSLATE_NOOP("ErrorMessage", "'shape' is not a list of non-negative integers"),
                {}, name);
        }
        out.shape.push_back(static_cast<int64_t>(v));
    }
    const auto offsets = value.find("data_offsets");
    if (offsets == value.end()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "entry has no 'data_offsets'"), {}, name);
    }
    if (!offsets->is_array() || offsets->size() != 2 || !readUnsigned((*offsets)[0], out.begin) ||
        !readUnsigned((*offsets)[1], out.end)) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "'data_offsets' is not a pair of non-negative integers"),
                    {}, name);
    }
    if (out.end < out.begin) {
        return fail(
            ErrorCode::Corrupt,
            QT_TRANSLATE_NOOP("ErrorMessage", "data_offsets {offsets} end before they begin"),
            {{"offsets", offsetsText(out.begin, out.end)}}, name);
    }
    return {};
}

// The offsets must tile the data block: sorted, each tensor starts where the previous ended,
// and the last one ends at the end of the file.
Status HeaderReader::checkTiling(std::vector<RawEntry>& entries) const {
    std::sort(entries.begin(), entries.end(), [](const RawEntry& a, const RawEntry& b) {
        return a.begin != b.begin ? a.begin < b.begin
                                  : (a.end != b.end ? a.end < b.end : a.name < b.name);
    });
    uint64_t cursor = 0;
    const RawEntry* previous = nullptr;
    for (const RawEntry& e : entries) {
        const auto at = static_cast<int64_t>(m_dataStart + e.begin);
        if (e.end > m_dataSize) {
            return fail(
                ErrorCode::Truncated,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "data_offsets {offsets} run past the end "
                                  "of the data block ({size} bytes)"),
                {{"offsets", offsetsText(e.begin, e.end)}, {"size", std::to_string(m_dataSize)}},
                e.name, at);
        }
        if (e.begin < cursor) {
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "data_offsets {offsets} overlap those "
                                          "of '{other}' {other_offsets}"),
                        {{"offsets", offsetsText(e.begin, e.end)},
                         {"other", previous->name},
                         {"other_offsets", offsetsText(previous->begin, previous->end)}},
                        e.name, at);
        }
        if (e.begin > cursor) {
            return fail(ErrorCode::Corrupt,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "data block bytes [{begin}, {end}) belong to no tensor"),
                        {{"begin", std::to_string(cursor)}, {"end", std::to_string(e.begin)}}, {},
                        static_cast<int64_t>(m_dataStart + cursor));
        }
        cursor = e.end;
        previous = &e;
    }
    if (cursor != m_dataSize) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "data block bytes [{begin}, {end}) belong to no tensor"),
                    {{"begin", std::to_string(cursor)}, {"end", std::to_string(m_dataSize)}}, {},
                    static_cast<int64_t>(m_dataStart + cursor));
    }
    return {};
}

Status HeaderReader::addEntry(const RawEntry& raw, CheckpointIndex& index) const {
    InternPool& pool = *index.pool;
    TensorEntry e;
    e.name = pool.text(raw.name).text;
    e.dtype = dtypeFromSafetensorsName(raw.dtype);
    if (e.dtype == DType::Int8 && m_int4.count(raw.name) != 0) {
        e.dtype = DType::Int4;  // MindSpore 2.7's "<name>": "Int4" in __metadata__
    }
    e.dtypeName = pool.text(e.dtype == DType::Unknown ? std::string_view(raw.dtype)
                                                      : dtypeInfo(e.dtype).msName)
                      .text;
    e.kind = raw.shape.empty() ? TensorKind::Scalar : TensorKind::Tensor;
    e.dims = pool.dims(raw.shape);
    e.shape = e.dims;
    e.bytes = raw.end - raw.begin;
    e.recordOffset = m_dataStart + raw.begin;
    e.recordBytes = e.bytes;
    e.chunks.push_back({e.recordOffset, e.bytes});
    const auto at = static_cast<int64_t>(e.recordOffset);
    const uint64_t offsets[2] = {raw.begin, raw.end};
    const EntryValidator validator({"shape", "holds", "safetensors dtype", "data_offsets", "hold"},
                                   index.path, index.issues);
    if (const auto problem = validator.check({.name = raw.name,
                                              .dtype = e.dtype,
                                              .dtypeText = raw.dtype,
                                              .dtypeName = e.dtypeName,
                                              .dims = &raw.shape,
                                              .bytes = e.bytes,
                                              .offsets = offsets})) {
        return fail(problem->code, problem->text, problem->args, raw.name, at);
    }
    index.tensors.push_back(std::move(e));
    return {};
}

Status HeaderReader::read(const json& header, CheckpointIndex& index) {
    std::vector<RawEntry> entries;
    for (const auto& [key, value] : header.items()) {
        if (key == "__metadata__") {
            if (Status s = readMetadata(value, index); !s) {
                return s;
            }
            continue;
        }
        RawEntry raw;
        if (Status s = readEntry(key, value, raw); !s) {
            return s;
        }
        entries.push_back(std::move(raw));
    }
    if (Status s = checkTiling(entries); !s) {
        return s;
    }
    for (const RawEntry& raw : entries) {
        if (Status s = addEntry(raw, index); !s) {
            return s;
        }
    }
    return {};
}

// crc_num is written by MindSpore as the decimal text of an unsigned 32-bit CRC.
Status readCrc(CheckpointIndex& index, IndexPart& part, const std::string& path) {
    for (const auto& [key, value] : index.metadata) {
        if (key != "crc_num") {
            continue;
        }
        uint64_t v = 0;
        bool ok = !value.empty() && value.size() <= 10;
        for (char c : value) {
            ok = ok && c >= '0' && c <= '9';
            v = v * 10 + static_cast<uint64_t>(c - '0');
        }
        if (!ok || v > std::numeric_limits<uint32_t>::max()) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "__metadata__ crc_num '{value}' is "
                                               "not a decimal number below 2^32"),
                             {{"value", value}})
                .inFile(path);
        }
        part.hasCrc = true;
        part.storedCrc = static_cast<uint32_t>(v);
    }
    return {};
}

}  // namespace

Result<CheckpointIndex> parseSafetensors(std::span<const uint8_t> bytes, const std::string& path,
                                         const CheckpointParseOptions& options) {
    CheckpointIndex index;
    index.path = path;
    index.pool = options.pool ? options.pool : std::make_shared<InternPool>();
    index.format = CheckpointFormat::Safetensors;
    index.fileSize = bytes.size();
    index.payloadSize = bytes.size();
    if (bytes.empty()) {
        return makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"),
                         {})
            .inFile(path);
    }
    if (bytes.size() < 8) {
        return makeError(ErrorCode::Truncated,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file is shorter ({size} bytes) "
                                           "than the 8-byte header length"),
                         {{"size", std::to_string(bytes.size())}})
            .inFile(path);
    }
    uint64_t headerSize = 0;
    for (int i = 7; i >= 0; --i) {
        headerSize = headerSize << 8 | bytes[static_cast<size_t>(i)];
    }
    if (headerSize > kSafetensorsMaxHeader) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "header length {length} is over the limit of {limit} "
                                           "bytes"),
                         {{"length", std::to_string(headerSize)},
                          {"limit", std::to_string(kSafetensorsMaxHeader)}})
            .inFile(path)
            .atOffset(0);
    }
    if (headerSize > bytes.size() - 8) {
        return makeError(ErrorCode::Truncated,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "header of {length} bytes runs past the "
                                           "end of the file ({left} bytes left)"),
                         {{"length", std::to_string(headerSize)},
                          {"left", std::to_string(bytes.size() - 8)}})
            .inFile(path)
            .atOffset(0);
    }
    if (headerSize == 0 || bytes[8] != '{') {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the header is not a JSON object (it "
                                           "must start with '{')"),
                         {})
            .inFile(path)
            .atOffset(8);
    }
    const auto* text = reinterpret_cast<const char*>(bytes.data() + 8);
    // nlohmann keeps the last of two equal keys without a word.
    RepeatedKey duplicates;
    json header;
    try {
        header = parseJsonNamingRepeats(text, text + headerSize, &duplicates);
    } catch (const json::parse_error& e) {
        const uint64_t at = e.byte > 0 ? e.byte - 1 : 0;
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the header is not valid JSON"), {})
            .inFile(path)
            .atOffset(static_cast<int64_t>(8 + std::min<uint64_t>(at, headerSize)));
    } catch (const json::exception& e) {
        // A number past a double's range (out_of_range 406) ends the parse without a position.
        return makeError(
                   ErrorCode::Corrupt,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the header is not valid JSON: {reason}"),
                   {jsonProblemArg("reason", e)})
            .inFile(path);
    }
    if (!duplicates.key.empty()) {
        const bool top = duplicates.inside.empty();
        return makeError(ErrorCode::Corrupt,
                         top ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                   "ErrorMessage", "the header names this parameter twice"))
                             : ErrorTemplate(QT_TRANSLATE_NOOP(
                                   "ErrorMessage", "the entry repeats the key '{key}'")),
                         {{"key", duplicates.key}})
            .inFile(path)
            .forParam(top ? duplicates.key : duplicates.inside);
    }
    const uint64_t dataStart = 8 + headerSize;
    HeaderReader reader(path, dataStart, bytes.size() - dataStart);
    if (Status s = reader.read(header, index); !s) {
        return std::move(s).error();
    }
    IndexPart part{path, 0, bytes.size(), false, 0, 0, index.tensors.size()};
    if (Status s = readCrc(index, part, path); !s) {
        return std::move(s).error();
    }
    index.parts.push_back(part);
    if (part.hasCrc) {
        index.storedCrc = part.storedCrc;
        index.crc = CrcState::Unverified;
        if (options.verifyCrc) {
            index.computedCrc = safetensorsCrc(bytes, index, part);
            index.crc = index.computedCrc == index.storedCrc ? CrcState::Ok : CrcState::Mismatch;
        }
    } else if (options.requireCrc) {
        return makeError(ErrorCode::CrcMissing,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the safetensors file has no crc_num in its "
                                           "__metadata__"),
                         {})
            .inFile(path);
    }
    return index;
}

uint32_t safetensorsCrc(std::span<const uint8_t> bytes, const CheckpointIndex& index,
                        const IndexPart& part) {
    std::vector<const TensorEntry*> inPart;
    for (size_t i = part.firstTensor; i < part.firstTensor + part.tensorCount; ++i) {
        inPart.push_back(&index.tensors[i]);
    }
    std::sort(inPart.begin(), inPart.end(),
              [](const TensorEntry* a, const TensorEntry* b) { return a->name < b->name; });
    uint32_t crc = 0;
    for (const TensorEntry* t : inPart) {
        crc = crc32Of({reinterpret_cast<const uint8_t*>(t->name.data()), t->name.size()}, crc);
        for (const ByteRange& c : t->chunks) {
            crc = crc32Of(bytes.subspan(static_cast<size_t>(c.offset), static_cast<size_t>(c.size)),
                          crc);
        }
    }
    return crc;
}

}  // namespace shardscope
