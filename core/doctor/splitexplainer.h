#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checkpointside.h"
#include "doctorreport.h"
#include "loademulator.h"
#include "netspec.h"

namespace shardscope {

// Full shapes of one parameter on both sides, where they are known.
struct FullShapePair {
    std::vector<int64_t> ckpt;  // empty: the checkpoint's layout is unknown
    std::vector<int64_t> net;   // empty: unknown
    bool known() const { return !ckpt.empty() && !net.empty(); }
};

// Explains a shape mismatch by the parallel layouts of the two sides (docs/layouts.md sections
// 1-4): when the full tensors agree, the difference is only how they are cut.
class SplitExplainer {
public:
    SplitExplainer(const CheckpointSide& ckpt, const NetSpec& net) : m_ckpt(ckpt), m_net(net) {}

    FullShapePair fullShapes(const ParamOutcome& outcome) const;
    // The split that explains the mismatch; nullopt when the layouts do not (unknown, or the
    // full shapes differ).
    std::optional<Diagnosis> explain(const ParamOutcome& outcome) const;

    // How the layout cuts that dimension (a piece, doctorpieces.h's cutArg): "dim 0
    // (5120) is split 2 ways over device axis 0 of dev_matrix [2]; rank 0 holds part 0,
    // [0, 2560)", with optimizer sharding when it cuts dimension 0 too.
    static IssueArg cutArg(const TensorLayout& layout, int localRank, int globalRank, size_t dim);

private:
    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
};

}  // namespace shardscope
