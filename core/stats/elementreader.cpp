#include "elementreader.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "../formats/scalarvalue.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

template <class T>
T load(const uint8_t* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

template <class T>
void decodeAs(std::span<const uint8_t> bytes, std::span<double> out) {
    for (size_t i = 0; i < out.size(); ++i) {
        out[i] = static_cast<double>(load<T>(bytes.data() + i * sizeof(T)));
    }
}

// 1 sign, 4 exponent (bias 7), 3 mantissa bits; no infinities, S.1111.111 is NaN.
double float8e4m3fnToDouble(uint8_t b) {
    const int exp = (b >> 3) & 0xF;
    const int mant = b & 0x7;
    double v;
    if (exp == 0xF && mant == 0x7) {
        v = std::numeric_limits<double>::quiet_NaN();
    } else if (exp == 0) {
        v = std::ldexp(mant, -9);
    } else {
        v = std::ldexp(8 + mant, exp - 10);
    }
    return (b & 0x80) != 0 ? -v : v;
}

}  // namespace

bool dtypeDecodable(DType dtype) {
    switch (dtype) {
        case DType::Complex64:
        case DType::Complex128:
        case DType::Str:
        case DType::Unknown:
            return false;
        default:
            return true;
    }
}

void decodeElements(DType dtype, std::span<const uint8_t> bytes, std::span<double> out) {
    switch (dtype) {
        case DType::Bool:
            for (size_t i = 0; i < out.size(); ++i) {
                out[i] = bytes[i] != 0 ? 1.0 : 0.0;
            }
            break;
        case DType::Int4:  // qint4x2: each element is its int8 byte, as MindSpore's asnumpy
        case DType::Int8:
            decodeAs<int8_t>(bytes, out);
            break;
        case DType::Int16:
            decodeAs<int16_t>(bytes, out);
            break;
        case DType::Int32:
            decodeAs<int32_t>(bytes, out);
            break;
        case DType::Int64:
            decodeAs<int64_t>(bytes, out);
            break;
        case DType::UInt8:
            decodeAs<uint8_t>(bytes, out);
            break;
        case DType::UInt16:
            decodeAs<uint16_t>(bytes, out);
            break;
        case DType::UInt32:
            decodeAs<uint32_t>(bytes, out);
            break;
        case DType::UInt64:
            decodeAs<uint64_t>(bytes, out);
            break;
        case DType::Float16:
            for (size_t i = 0; i < out.size(); ++i) {
                out[i] = halfToFloat(load<uint16_t>(bytes.data() + 2 * i));
            }
            break;
        case DType::BFloat16:
            for (size_t i = 0; i < out.size(); ++i) {
                out[i] = bfloat16ToFloat(load<uint16_t>(bytes.data() + 2 * i));
            }
            break;
        case DType::Float32:
            decodeAs<float>(bytes, out);
            break;
        case DType::Float64:
            decodeAs<double>(bytes, out);
            break;
        case DType::Float8E4M3FN:
            for (size_t i = 0; i < out.size(); ++i) {
                out[i] = float8e4m3fnToDouble(bytes[i]);
            }
            break;
        case DType::Float8E5M2:
            // E5M2 is the upper byte of an IEEE half.
            for (size_t i = 0; i < out.size(); ++i) {
                out[i] = halfToFloat(static_cast<uint16_t>(bytes[i] << 8));
            }
            break;
        default:
            std::fill(out.begin(), out.end(), std::numeric_limits<double>::quiet_NaN());
            break;
    }
}

Result<ElementReader> ElementReader::make(const CheckpointFile& file, const TensorEntry& entry) {
    if (entry.kind == TensorKind::Map || entry.kind == TensorKind::String ||
        !dtypeDecodable(entry.dtype)) {
        const ErrorTemplate sentence =
            entry.kind == TensorKind::Map
                ? ErrorTemplate(QT_TRANSLATE_NOOP(
                      "ErrorMessage", "values of type map tensor cannot be shown as numbers"))
                : ErrorTemplate(QT_TRANSLATE_NOOP(
                      "ErrorMessage", "values of type {type} cannot be shown as numbers"));
        return makeError(ErrorCode::Unsupported, sentence, {{"type", entry.dtypeName.str()}})
            .forParam(entry.name)
            .inFile(file.path());
    }
    ElementReader r;
    r.m_file = &file;
    r.m_chunks = entry.chunks;
    r.m_dtype = entry.dtype;
    r.m_count = entry.elementCount();
    r.m_bits = dtypeInfo(entry.dtype).bits;
    uint64_t position = 0;
    for (const ByteRange& c : r.m_chunks) {
        r.m_chunkStart.push_back(position);
        position += c.size;
    }
    const auto needed = dtypeBytesFor(entry.dtype, r.m_count);
    if (!needed || *needed > position) {
        return makeError(ErrorCode::Truncated,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the content holds {size} bytes, the shape needs more"),
                         {{"size", std::to_string(position)}})
            .forParam(entry.name)
            .inFile(file.path());
    }
    return r;
}

Result<std::span<const uint8_t>> ElementReader::contentBytes(uint64_t begin, uint64_t size,
                                                             std::vector<uint8_t>& scratch) const {
    auto it = std::upper_bound(m_chunkStart.begin(), m_chunkStart.end(), begin);
    size_t c = static_cast<size_t>(it - m_chunkStart.begin()) - 1;
    uint64_t inChunk = begin - m_chunkStart[c];
    if (inChunk + size <= m_chunks[c].size) {
        return m_file->view({m_chunks[c].offset + inChunk, size}, scratch);
    }
    // Records are cut at element boundaries by MindSpore, but nothing forces other writers to.
    scratch.resize(static_cast<size_t>(size));
    uint64_t filled = 0;
    while (filled < size) {
        const uint64_t take = std::min(size - filled, m_chunks[c].size - inChunk);
        const std::span<uint8_t> into(scratch.data() + filled, static_cast<size_t>(take));
        if (Status s = m_file->copy(m_chunks[c].offset + inChunk, into); !s) {
            return std::move(s).error();
        }
        filled += take;
        ++c;
        inChunk = 0;
    }
    return std::span<const uint8_t>(scratch);
}

Status ElementReader::read(uint64_t first, std::span<double> out,
                           std::vector<uint8_t>& scratch) const {
    if (out.empty()) {
        return {};
    }
    const uint64_t size = m_bits / 8;  // every decodable type has whole-byte elements
    auto bytes = contentBytes(first * size, out.size() * size, scratch);
    if (!bytes) {
        return std::move(bytes).error();
    }
    decodeElements(m_dtype, *bytes, out);
    return m_file->unchanged();  // a file cut short reads zeros past its new end
}

Result<double> ElementReader::at(uint64_t index) const {
    double v = 0;
    std::vector<uint8_t> scratch;
    if (Status s = read(index, {&v, 1}, scratch); !s) {
        return std::move(s).error();
    }
    return v;
}

}  // namespace shardscope
