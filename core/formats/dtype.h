#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace shardscope {

// MindSpore tensor_type names. Unknown names are kept as strings by the reader.
enum class DType {
    Bool,
    Int4,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Float16,
    BFloat16,
    Float32,
    Float64,
    Complex64,
    Complex128,
    Float8E4M3FN,
    Float8E5M2,
    Str,
    Unknown,
};

struct DTypeInfo {
    DType dtype;
    std::string_view msName;       // tensor_type in .ckpt files
    std::string_view numpyName;    // used by map tensors and exports
    std::string_view safetensors;  // safetensors dtype, empty when there is none
    uint32_t bits;                 // bits per element; Str counts 32 (UTF-32LE)
    bool loadable;                 // MindSpore's load_checkpoint accepts it
    bool isFloat;
    bool isInteger;
};

const DTypeInfo& dtypeInfo(DType dtype);
DType dtypeFromMsName(std::string_view name);
DType dtypeFromNumpyName(std::string_view name);
DType dtypeFromSafetensorsName(std::string_view name);

// Content bytes for `elements` elements, nullopt on overflow. An Int4 (qint4x2) element is one
// byte holding two 4-bit values: its shape counts bytes, as MindSpore's does.
std::optional<uint64_t> dtypeBytesFor(DType dtype, uint64_t elements);

}  // namespace shardscope
