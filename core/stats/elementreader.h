#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../util/result.h"

namespace shardscope {

// Whether elements of this dtype can be decoded to double: every integer and float type MindSpore
// loads, plus Float8 (E4M3FN, E5M2). Complex, str, map tensors and unknown names cannot.
bool dtypeDecodable(DType dtype);

// Decodes `out.size()` elements of `dtype` from `bytes`. An Int4 (qint4x2) element is the int8
// byte that holds its two 4-bit values, as MindSpore's Tensor.asnumpy() gives it.
void decodeElements(DType dtype, std::span<const uint8_t> bytes, std::span<double> out);

// Random and sequential access to one tensor's elements, as doubles, straight from the memory
// map (or decrypted, block by block): only the elements asked for are touched, so memory does not
// grow with the tensor. The file must outlive the reader.
class ElementReader {
public:
    // Fails (Unsupported) for dtypes decodeElements cannot read and (Truncated) when the content
    // is shorter than the shape says; messages name the parameter and the file.
    static Result<ElementReader> make(const CheckpointFile& file, const TensorEntry& entry);

    uint64_t count() const { return m_count; }
    DType dtype() const { return m_dtype; }

    // Elements [first, first + out.size()); the range must lie inside the tensor. `scratch` is
    // reused when the bytes span two records of a chunked tensor, or come from an encrypted file
    // (whose blocks can fail to decrypt: the error says which).
    Status read(uint64_t first, std::span<double> out, std::vector<uint8_t>& scratch) const;
    Result<double> at(uint64_t index) const;

private:
    ElementReader() = default;
    Result<std::span<const uint8_t>> contentBytes(uint64_t begin, uint64_t size,
                                                  std::vector<uint8_t>& scratch) const;

    const CheckpointFile* m_file = nullptr;
    ChunkList m_chunks;
    std::vector<uint64_t> m_chunkStart;  // content position of each chunk
    DType m_dtype = DType::Unknown;
    uint64_t m_count = 0;
    uint32_t m_bits = 0;
};

}  // namespace shardscope
