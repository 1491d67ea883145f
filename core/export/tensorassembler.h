#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "../convert/copyblock.h"
#include "../stats/tensorsource.h"
#include "sourcereads.h"

namespace shardscope {

// A tensor's content in C order, read window by window straight from the memory-mapped pieces
// it is stored in: one rank's file, or the distinct slices of a run (assembled with the same
// strided copy blocks the converter uses). No window is kept; pages read are dropped again (by
// `reads`, which also checks the files before the output is committed), so memory stays flat
// however large the tensor.
class TensorAssembler {
public:
    // Fails (Unsupported) for a tensor of several pieces whose elements are not whole bytes.
    static Result<TensorAssembler> make(const TensorSource& source);

    uint64_t bytes() const { return m_bytes; }
    // Content bytes [offset, offset + out.size()); the range must lie inside the tensor. A copy
    // is checked against a cut that faults; `reads.check()` finds the cut that does not.
    Status read(uint64_t offset, std::span<uint8_t> out, SourceReads& reads) const;

private:
    struct Part {
        const TensorPiece* piece = nullptr;
        CopyBlock block;
    };

    const TensorSource* m_source = nullptr;
    std::vector<Part> m_parts;
    uint64_t m_bytes = 0;
};

}  // namespace shardscope
