#include <string_view>

#include "../util/translatenoop.h"
#include "exportformats.h"
#include "npywriter.h"

namespace shardscope {

namespace {

// NumPy's dtype string for the stored bytes; bfloat16, float8 and int4 (qint4x2) keep their raw
// bits.
std::string numpyDescr(const TensorSource& s, uint64_t bytes) {
    switch (s.dtype) {
        case DType::Bool:
            return "|b1";
        case DType::Int8:
        case DType::Int4:  // qint4x2: int8 bytes of two values each, as MindSpore's asnumpy
            return "|i1";
        case DType::UInt8:
        case DType::Float8E4M3FN:
        case DType::Float8E5M2:
            return "|u1";
        case DType::Int16:
            return "<i2";
        case DType::Int32:
            return "<i4";
        case DType::Int64:
            return "<i8";
        case DType::UInt16:
        case DType::BFloat16:
            return "<u2";
        case DType::UInt32:
            return "<u4";
        case DType::UInt64:
            return "<u8";
        case DType::Float16:
            return "<f2";
        case DType::Float32:
            return "<f4";
        case DType::Float64:
            return "<f8";
        case DType::Complex64:
            return "<c8";
        case DType::Complex128:
            return "<c16";
        case DType::Str:
            return "<U" + std::to_string(bytes / 4);  // NumPy's str is UTF-32 too
        case DType::Unknown:
            return {};
    }
    return {};
}

}  // namespace

Status exportNpy(const ExportSelection& selection, ExportContext& context, ExportResult& result) {
    const ExportRequest& request = context.request();
    const ExportItem& item = selection.items.front();
    const TensorSource& s = item.source;
    const TensorEntry* entry = s.pieces.front().entry;
    auto content = TensorAssembler::make(s);
    if (!content) {
        return std::move(content).error();
    }
    std::string descr = numpyDescr(s, content->bytes());
    if (entry->kind == TensorKind::Map || descr.empty()) {
        return makeError(
                   ErrorCode::Unsupported,
                   QT_TRANSLATE_NOOP("ErrorMessage", "a {dtype} tensor has no NumPy equivalent"),
                   {{"dtype", s.dtypeName}})
            .inFile(request.output)
            .forParam(s.name);
    }
    const std::vector<int64_t>& shape = s.shape;
    const bool toFloat = request.float32 && s.dtype == DType::BFloat16;
    uint64_t dataBytes = content->bytes();
    if (toFloat) {
        descr = "<f4";
        dataBytes *= 2;
    } else if (s.dtype == DType::BFloat16 || s.dtype == DType::Int4 ||
               s.dtype == DType::Float8E4M3FN || s.dtype == DType::Float8E5M2) {
        result.notes.push_back(makeIssue(IssueCode::ExportRawBits, Severity::Info, {}, s.name, -1,
                                         {s.name, s.dtypeName, descr}));
    }
    auto writer = NpyWriter::create(request.output, descr, shape, dataBytes);
    if (!writer) {
        return std::move(writer).error();
    }
    std::vector<uint8_t> converted;
    context.startTensor(0, s.name);
    Status streamed = context.stream(*content, [&](std::span<const uint8_t> window) {
        if (!toFloat) {
            return writer->append(window);
        }
        converted.resize(window.size() * 2);
        bf16ToFloat32(window, converted);
        return writer->append(converted);
    });
    if (!streamed) {
        return streamed;
    }
    if (Status s2 = context.checkSources(); !s2) {
        return s2;
    }
    if (Status s2 = writer->commit(); !s2) {
        return s2;
    }
    result.tensors = 1;
    result.bytes = content->bytes();
    result.files = {request.output};
    return {};
}

}  // namespace shardscope
