#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "../layout/box.h"
#include "../util/result.h"
#include "synthmodel.h"

namespace shardscope {

// A synthetic parameter's FULL tensor is a pure function of (seed, parameter name, element
// index in C order): any rank computes its slice from global indices, so replicas agree byte
// for byte, and a converter's output can be checked against the full tensor without storing it.
uint64_t synthParamKey(uint64_t seed, const std::string& name);
// Plausible values: weights ~N(0, 0.02), biases ~N(0, 0.002), gamma ~1 + N(0, 0.02),
// beta ~N(0, 0.01), adam_m ~N(0, 1e-4), adam_v positive (about 1e-8).
float synthValue(uint64_t key, SynthValueKind kind, uint64_t index);

// Round to nearest, ties to even, as numpy's astype and MindSpore's casts do. The way back is
// halfToFloat / bfloat16ToFloat in formats/scalarvalue.h.
uint16_t floatToBFloat16(float value);
uint16_t floatToFloat16(float value);

// Streams the bytes of `slice` of the full tensor in C order, in dtype `param.dtype`, through
// `sink` in pieces of about pieceBytes: memory stays flat whatever the tensor size.
using SynthSink = std::function<Status(std::span<const uint8_t>)>;
Status streamSynthSlice(const SynthParam& param, uint64_t seed, const Box& slice,
                        const SynthSink& sink, size_t pieceBytes = size_t{2} << 20);

}  // namespace shardscope
