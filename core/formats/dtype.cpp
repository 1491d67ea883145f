#include "dtype.h"

#include <array>
#include <limits>

namespace shardscope {

namespace {
// clang-format off
constexpr std::array<DTypeInfo, 20> kInfos = {{
    {DType::Bool,         "Bool",         "bool",       "BOOL",   8,  true,  false, false},
    {DType::Int4,         "Int4",         "int4",       "I8",     8,  true,  false, true},
    {DType::Int8,         "Int8",         "int8",       "I8",     8,  true,  false, true},
    {DType::Int16,        "Int16",        "int16",      "I16",    16, true,  false, true},
    {DType::Int32,        "Int32",        "int32",      "I32",    32, true,  false, true},
    {DType::Int64,        "Int64",        "int64",      "I64",    64, true,  false, true},
    {DType::UInt8,        "UInt8",        "uint8",      "U8",     8,  true,  false, true},
    {DType::UInt16,       "UInt16",       "uint16",     "U16",    16, true,  false, true},
    {DType::UInt32,       "UInt32",       "uint32",     "U32",    32, true,  false, true},
    {DType::UInt64,       "UInt64",       "uint64",     "U64",    64, true,  false, true},
    {DType::Float16,      "Float16",      "float16",    "F16",    16, true,  true,  false},
    {DType::BFloat16,     "BFloat16",     "bfloat16",   "BF16",   16, true,  true,  false},
    {DType::Float32,      "Float32",      "float32",    "F32",    32, true,  true,  false},
    {DType::Float64,      "Float64",      "float64",    "F64",    64, true,  true,  false},
    {DType::Complex64,    "Complex64",    "complex64",  "C64",    64, false, false, false},
    {DType::Complex128,   "Complex128",   "complex128", "",       128, false, false, false},
    {DType::Float8E4M3FN, "Float8E4M3FN", "float8_e4m3fn", "F8_E4M3", 8, false, true, false},
    {DType::Float8E5M2,   "Float8E5M2",   "float8_e5m2",   "F8_E5M2", 8, false, true, false},
    {DType::Str,          "str",          "str",        "",       32, true,  false, false},
    {DType::Unknown,      "",             "",           "",       0,  false, false, false},
}};
// clang-format on
}  // namespace

const DTypeInfo& dtypeInfo(DType dtype) {
    return kInfos[static_cast<size_t>(dtype)];
}

DType dtypeFromMsName(std::string_view name) {
    for (const DTypeInfo& info : kInfos) {
        if (!info.msName.empty() && info.msName == name) {
            return info.dtype;
        }
    }
    return DType::Unknown;
}

DType dtypeFromNumpyName(std::string_view name) {
    for (const DTypeInfo& info : kInfos) {
        if (!info.numpyName.empty() && info.numpyName == name) {
            return info.dtype;
        }
    }
    return DType::Unknown;
}

DType dtypeFromSafetensorsName(std::string_view name) {
    for (const DTypeInfo& info : kInfos) {
        // "I8" is Int8 unless the file's __metadata__ marks the tensor "Int4" (qint4x2).
        if (!info.safetensors.empty() && info.safetensors == name && info.dtype != DType::Int4) {
            return info.dtype;
        }
    }
    return DType::Unknown;
}

std::optional<uint64_t> dtypeBytesFor(DType dtype, uint64_t elements) {
    const uint32_t bits = dtypeInfo(dtype).bits;
    if (bits == 0) {
        return std::nullopt;
    }
    const uint64_t size = bits / 8;
    if (elements > std::numeric_limits<uint64_t>::max() / size) {
        return std::nullopt;
    }
    return elements * size;
}

}  // namespace shardscope
