#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "dtype.h"

namespace shardscope {

// The value of a one-element tensor (epoch_num, learning_rate, ...), for display and JSON.
struct ScalarValue {
    enum class Kind { Int, UInt, Float, Bool } kind = Kind::Int;
    int64_t i = 0;
    uint64_t u = 0;
    double f = 0;
    bool b = false;

    std::string text() const;
};

std::optional<ScalarValue> decodeScalar(DType dtype, std::span<const uint8_t> bytes);
float halfToFloat(uint16_t h);
float bfloat16ToFloat(uint16_t b);

}  // namespace shardscope
