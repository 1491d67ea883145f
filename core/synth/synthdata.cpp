#include "synthdata.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

namespace shardscope {

namespace {

constexpr uint64_t kGolden = 0x9E3779B97F4A7C15ull;

// splitmix64's finaliser: a counter-based generator needs no state, so every element can be
// computed on its own, in any order, on any thread.
inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Irwin-Hall of four 16-bit uniforms from one hash: close enough to a standard normal for
// plausible weights, bounded (|x| < 3.5), and far cheaper than Box-Muller.
inline float normalish(uint64_t h) {
    const uint32_t sum = static_cast<uint32_t>(h & 0xFFFF) +
                         static_cast<uint32_t>((h >> 16) & 0xFFFF) +
                         static_cast<uint32_t>((h >> 32) & 0xFFFF) + static_cast<uint32_t>(h >> 48);
    // Four U(0, 65536) sum to mean 131070 and standard deviation 65536 / sqrt(3).
    constexpr float kScale = 1.7320508f / 65536.0f;
    return (static_cast<float>(sum) - 131070.0f) * kScale;
}

struct Shape {
    float offset;
    float scale;
    bool squared;
};

Shape shapeOf(SynthValueKind kind) {
    switch (kind) {
        case SynthValueKind::Weight:
        case SynthValueKind::Embedding:
            return {0.0f, 0.02f, false};
        case SynthValueKind::Bias:
            return {0.0f, 0.002f, false};
        case SynthValueKind::Gamma:
            return {1.0f, 0.02f, false};
        case SynthValueKind::Beta:
            return {0.0f, 0.01f, false};
        case SynthValueKind::AdamM:
            return {0.0f, 1e-4f, false};
        case SynthValueKind::AdamV:
            return {1e-10f, 1e-8f, true};
    }
    return {0.0f, 0.0f, false};
}

inline float valueAt(uint64_t key, const Shape& s, uint64_t index) {
    float x = normalish(mix(key + (index + 1) * kGolden));
    if (s.squared) {
        x *= x;
    }
    return s.offset + s.scale * x;
}

enum class Out { F32, F16, BF16 };

// One contiguous run of global indices into `out`; the dtype switch sits outside the loop.
void fillRun(uint64_t key, const Shape& s, Out out, uint64_t first, size_t count, uint8_t* dst) {
    switch (out) {
        case Out::F32:
            for (size_t i = 0; i < count; ++i) {
                const float v = valueAt(key, s, first + i);
                std::memcpy(dst + 4 * i, &v, 4);
            }
            break;
        case Out::F16:
            for (size_t i = 0; i < count; ++i) {
                const uint16_t v = floatToFloat16(valueAt(key, s, first + i));
                std::memcpy(dst + 2 * i, &v, 2);
            }
            break;
        case Out::BF16:
            for (size_t i = 0; i < count; ++i) {
                const uint16_t v = floatToBFloat16(valueAt(key, s, first + i));
                std::memcpy(dst + 2 * i, &v, 2);
            }
            break;
    }
}

}  // namespace

uint64_t synthParamKey(uint64_t seed, const std::string& name) {
    uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a of the name, then mixed with the seed
    for (const char ch : name) {
        h = (h ^ static_cast<uint8_t>(ch)) * 0x100000001B3ull;
    }
    return mix(h ^ mix(seed + kGolden));
}

float synthValue(uint64_t key, SynthValueKind kind, uint64_t index) {
    return valueAt(key, shapeOf(kind), index);
}

uint16_t floatToBFloat16(float value) {
    const uint32_t bits = std::bit_cast<uint32_t>(value);
    if ((bits & 0x7FFFFFFFu) > 0x7F800000u) {
        return static_cast<uint16_t>((bits >> 16) | 0x40);  // keep NaN a (quiet) NaN
    }
    return static_cast<uint16_t>((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
}

// Branch-free (the hot loop converts every element): the FPU does the rounding. Scaling |x|
// up by 2^112 and back down by 2^-110 leaves 4|x| for halves, overflows to infinity past the
// half range, and adding a power of two aligned with the half's lowest mantissa bit makes
// the float addition round the significand to 10 bits, ties to even; subnormals get the
// alignment of the smallest normal exponent. This is the method of the FP16 library.
uint16_t floatToFloat16(float value) {
    const float scaled = (std::fabs(value) * 0x1.0p+112f) * 0x1.0p-110f;
    const uint32_t w = std::bit_cast<uint32_t>(value);
    const uint32_t twice = w + w;  // drops the sign
    const uint32_t bias = std::max<uint32_t>(twice & 0xFF000000u, 0x71000000u);
    const uint32_t bits =
        std::bit_cast<uint32_t>(std::bit_cast<float>((bias >> 1) + 0x07800000u) + scaled);
    const uint32_t magnitude = ((bits >> 13) & 0x7C00u) + (bits & 0x0FFFu);
    const uint32_t sign = (w >> 16) & 0x8000u;
    return static_cast<uint16_t>(sign | (twice > 0xFF000000u ? 0x7E00u : magnitude));
}

Status streamSynthSlice(const SynthParam& param, uint64_t seed, const Box& slice,
                        const SynthSink& sink, size_t pieceBytes) {
    const Out out = param.dtype == "Float16"    ? Out::F16
                    : param.dtype == "BFloat16" ? Out::BF16
                                                : Out::F32;
    const size_t elemBytes = out == Out::F32 ? 4 : 2;
    const uint64_t key = synthParamKey(seed, param.name);
    const Shape s = shapeOf(param.kind);
    const size_t dims = slice.dims();
    if (slice.empty()) {
        return {};
    }
    // Rows along the last dimension are contiguous in the full tensor: generate them whole.
    std::vector<uint64_t> strides(dims, 1);
    for (size_t d = dims; d-- > 1;) {
        strides[d - 1] = strides[d] * static_cast<uint64_t>(param.shape[d]);
    }
    const uint64_t rowLength =
        dims == 0 ? 1 : static_cast<uint64_t>(slice.end[dims - 1] - slice.begin[dims - 1]);
    uint64_t sliceElements = 1;
    for (size_t d = 0; d < dims; ++d) {
        sliceElements *= static_cast<uint64_t>(slice.end[d] - slice.begin[d]);
    }
    // No bigger than the slice: a small slice must not allocate and clear a whole piece.
    const size_t capacity = static_cast<size_t>(
        std::min<uint64_t>(std::max<size_t>(pieceBytes / elemBytes, 1), sliceElements));
    std::vector<uint8_t> buffer(capacity * elemBytes);
    size_t used = 0;                        // elements in buffer
    std::vector<int64_t> at = slice.begin;  // current row's coordinates (last one = row start)
    while (true) {
        uint64_t first = 0;
        for (size_t d = 0; d < dims; ++d) {
            first += static_cast<uint64_t>(at[d]) * strides[d];
        }
        for (uint64_t done = 0; done < rowLength;) {
            const size_t take =
                static_cast<size_t>(std::min<uint64_t>(rowLength - done, capacity - used));
            fillRun(key, s, out, first + done, take, buffer.data() + used * elemBytes);
            used += take;
            done += take;
            if (used == capacity) {
                if (Status st = sink({buffer.data(), used * elemBytes}); !st) {
                    return st;
                }
                used = 0;
            }
        }
        // Next row: odometer over every dimension but the last.
        size_t d = dims > 0 ? dims - 1 : 0;
        while (d > 0) {
            --d;
            if (++at[d] < slice.end[d]) {
                break;
            }
            at[d] = slice.begin[d];
            if (d == 0) {
                d = dims;  // wrapped the outermost dimension: done
                break;
            }
        }
        if (dims <= 1 || d == dims) {
            break;
        }
    }
    if (used > 0) {
        return sink({buffer.data(), used * elemBytes});
    }
    return {};
}

}  // namespace shardscope
