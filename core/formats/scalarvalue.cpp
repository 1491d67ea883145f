#include "scalarvalue.h"

#include <cmath>
#include <cstring>
#include <sstream>

namespace shardscope {

namespace {
template <class T>
T load(std::span<const uint8_t> bytes) {
    T v;
    std::memcpy(&v, bytes.data(), sizeof(T));
    return v;
}
}  // namespace

float halfToFloat(uint16_t h) {
    const uint32_t sign = (h >> 15) & 1;
    const uint32_t exp = (h >> 10) & 0x1F;
    const uint32_t mant = h & 0x3FF;
    float value;
    if (exp == 0) {
        value = std::ldexp(static_cast<float>(mant), -24);
    } else if (exp == 31) {
        value = mant == 0 ? INFINITY : NAN;
    } else {
        value = std::ldexp(static_cast<float>(mant | 0x400), static_cast<int>(exp) - 25);
    }
    return sign != 0 ? -value : value;
}

float bfloat16ToFloat(uint16_t b) {
    const uint32_t bits = static_cast<uint32_t>(b) << 16;
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

std::string ScalarValue::text() const {
    switch (kind) {
        case Kind::Int:
            return std::to_string(i);
        case Kind::UInt:
            return std::to_string(u);
        case Kind::Bool:
            return b ? "True" : "False";
        case Kind::Float: {
            std::ostringstream os;
            os.precision(9);
            os << f;
            return os.str();
        }
    }
    return {};
}

std::optional<ScalarValue> decodeScalar(DType dtype, std::span<const uint8_t> bytes) {
    const auto size = dtypeBytesFor(dtype, 1);
    if (!size || bytes.size() != *size) {
        return std::nullopt;
    }
    ScalarValue v;
    switch (dtype) {
        case DType::Bool:
            v.kind = ScalarValue::Kind::Bool, v.b = bytes[0] != 0;
            break;
        case DType::Int8:
            v.i = load<int8_t>(bytes);
            break;
        case DType::Int16:
            v.i = load<int16_t>(bytes);
            break;
        case DType::Int32:
            v.i = load<int32_t>(bytes);
            break;
        case DType::Int64:
            v.i = load<int64_t>(bytes);
            break;
        case DType::UInt8:
            v.kind = ScalarValue::Kind::UInt, v.u = load<uint8_t>(bytes);
            break;
        case DType::UInt16:
            v.kind = ScalarValue::Kind::UInt, v.u = load<uint16_t>(bytes);
            break;
        case DType::UInt32:
            v.kind = ScalarValue::Kind::UInt, v.u = load<uint32_t>(bytes);
            break;
        case DType::UInt64:
            v.kind = ScalarValue::Kind::UInt, v.u = load<uint64_t>(bytes);
            break;
        case DType::Float16:
            v.kind = ScalarValue::Kind::Float, v.f = halfToFloat(load<uint16_t>(bytes));
            break;
        case DType::BFloat16:
            v.kind = ScalarValue::Kind::Float, v.f = bfloat16ToFloat(load<uint16_t>(bytes));
            break;
        case DType::Float32:
            v.kind = ScalarValue::Kind::Float, v.f = load<float>(bytes);
            break;
        case DType::Float64:
            v.kind = ScalarValue::Kind::Float, v.f = load<double>(bytes);
            break;
        default:
            return std::nullopt;
    }
    return v;
}

}  // namespace shardscope
