#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../util/result.h"
#include "redundancy.h"
#include "sourceranks.h"
#include "tensorlayout.h"

namespace shardscope {

// How a strategy spreads over ranks: devices per pipeline stage (prod(dev_matrix), the same for
// every layout) and the number of stages (exactly 0..n-1).
// More ranks than any real cluster: a strategy claiming more is corrupt, not large.
inline constexpr int64_t kMaxRanks = int64_t{1} << 20;

struct StageShape {
    int devices = 1;  // stage_device_num
    int stages = 1;
    int ranks() const { return devices * stages; }
};
// role ("source", "destination") names the strategy in errors.
Result<StageShape> stageShape(const Strategy& strategy, const char* role);

// Full shapes by parameter name (without stage prefix). Protobuf strategies record none.
using FullShapes = std::map<std::string, std::vector<int64_t>>;

// The source slices of one parameter for one destination rank, shared by the parameters of one
// cut and source stage in one answer (a 16,384-card plan otherwise copied a dozen vectors for
// each of its millions of parameters). Read-only once made.
class SliceList {
public:
    SliceList() = default;
    explicit SliceList(std::shared_ptr<const std::vector<SourceSlice>> slices)
        : m_slices(std::move(slices)) {}

    size_t size() const { return m_slices ? m_slices->size() : 0; }
    bool empty() const { return size() == 0; }
    const SourceSlice& operator[](size_t i) const { return (*m_slices)[i]; }
    const SourceSlice* begin() const { return m_slices ? m_slices->data() : nullptr; }
    const SourceSlice* end() const { return begin() + size(); }
    // The same list for two parameters when they share it (same pointer).
    const void* identity() const { return m_slices.get(); }

private:
    std::shared_ptr<const std::vector<SourceSlice>> m_slices;
};

// What one destination rank reads for one parameter.
struct ParamSources {
    // The context's layouts, not copies (two per parameter and rank were most of a 16,384-card
    // plan's allocations): alive as long as the TransformSources that holds them.
    const TensorLayout* src = nullptr;
    const TensorLayout* dst = nullptr;
    SliceList slices;         // replicas are global source ranks
    std::vector<int> chosen;  // the global source rank read for each slice
};

// The source ranks one destination global rank needs (rank_list_for_transform, layouts.md
// section 5), minimal: one replica per overlapping slice, chosen over all parameters at once by
// chooseReplicas(). MindSpore's own list can be a superset: it takes every rank its
// redistribution planner touches, for every source stage.
struct TransformSources {
    int dstRank = 0;
    int dstStage = 0;
    int dstLocalRank = 0;
    int srcStageDevices = 1;
    int dstStageDevices = 1;
    std::vector<int> ranks;  // global source ranks, ascending: the union of `chosen`
    // The source rank whose entries outside both strategies are copied (layouts.md section 5,
    // step 3: local rank r mod src_device_num of the destination's stage, else of stage 0).
    int copyRank = 0;
    std::vector<ParamSources> params;     // in both strategies, in source order
    std::shared_ptr<const void> layouts;  // keeps the params' src and dst alive
};

// `src` null: the source is one unsplit checkpoint (rank 0). `dst` null: merge everything into
// destination rank 0. A parameter is matched by name; the destination keeps those of its own
// stage, and when the source lists the name in several stages (a tied embedding), the layout of
// the destination's stage is used if there is one, else the lowest stage. A name only in the
// source (copied unmerged by MindSpore) or only in the destination is not part of the answer.
// Shapes come from `fullShapes`, else from a JSON strategy's tensor_shape. `preferred` holds
// global source ranks whose files are already open; they win ties (see chooseReplicas()).
// Without any, the copy rank wins ties: its file is read anyway, so the set stays minimal.
// `holders` (a run saved with remove_redundancy, or files lost): each slice's replicas are only
// the ranks whose files hold the parameter; a slice none of them holds keeps every replica, so
// that the caller finds the loss and names it.
Result<TransformSources> transformSources(const Strategy* src, const Strategy* dst,
                                          const FullShapes& fullShapes, int dstRank,
                                          const std::set<int>& preferred = {},
                                          const HolderMap* holders = nullptr);

}  // namespace shardscope
