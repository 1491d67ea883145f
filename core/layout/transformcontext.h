#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "../util/flatnamemap.h"
#include "transformsources.h"

namespace shardscope {

// What transformSources() works out for one pair of strategies, kept for every destination rank
// asked for: the source layouts by name, each destination stage's parameters in source order
// with their two layouts (the stage last asked for), and the source slices each cut of a
// parameter gives each destination local rank (a few dozen distinct cuts, whatever the number
// of parameters). A planner of a 16,384-card target asks 16,384 ranks; each answer then costs
// the rank's own parameters, not every layout of both strategies. Not for several threads.
class TransformContext {
public:
    // The strategies and shapes must outlive the context.
    TransformContext(const Strategy* src, const Strategy* dst, const FullShapes& fullShapes);
    // With the stage shapes of the strategies as they were loaded (what stageShape() gave for
    // them): `src` and `dst` may then hold some of their layouts only. A planner drops the
    // parameters no selected rank holds, which can leave whole stages without a layout; the rank
    // math (devices per stage, number of stages) stays that of the whole strategies.
    TransformContext(const Strategy* src, const Strategy* dst, const FullShapes& fullShapes,
                     const StageShape& srcShape, const StageShape& dstShape);

    // transformSources(src, dst, fullShapes, dstRank, preferred, holders), the same answer.
    Result<TransformSources> sources(int dstRank, const std::set<int>& preferred = {},
                                     const HolderMap* holders = nullptr) const;
    // The rank whose entries outside both strategies are copied (TransformSources::copyRank).
    int copyRank(int dstRank) const;
    // What the stored slices of a destination rank's parameters depend on: its stage, then the
    // stored slice of each distinct cut of the stage's parameters (a few dozen). Two ranks with
    // the same key store the same slice of every parameter, so they need the same source slices
    // with the same replicas (sources() differs for them in the copy rank alone). Empty for a
    // rank out of range or a stage that cannot be laid out (sources() says why).
    std::vector<int64_t> sliceKey(int dstRank) const;

private:
    void index();

    struct Param {
        const ParamLayout* srcLayout = nullptr;  // null: the unsplit stand-in
        std::optional<ParamLayout> standIn;      // srcUsed when srcLayout is null
        std::optional<TensorLayout> srcTl;
        std::optional<TensorLayout> dstTl;
        std::optional<Error> error;                 // the first of its shape and its two layouts
        int cut = -1;                               // index of the pair's cut in m_cuts
        std::span<const ParamLayout* const> named;  // every source layout of it
        const ParamLayout& srcUsed() const { return srcLayout ? *srcLayout : *standIn; }
    };
    struct Stage {
        int stage = -1;
        std::vector<Param> params;
        std::vector<size_t> cutFirst;  // the first parameter of each distinct cut
        bool failed = false;           // a parameter has an error
    };
    std::shared_ptr<const Stage> stage(int dstStage) const;
    int cutOf(const TensorLayout& src, const TensorLayout& dst) const;
    void keepHeld(ParamSources& ps, const Param& p, const HolderMap& holders, int base) const;
    void chooseFor(TransformSources& out, const std::set<int>& preferred) const;
    // The source slices (local ranks) of cut `cut` for destination local rank `local`.
    Result<std::shared_ptr<const std::vector<SourceSlice>>> slices(const Param& p, int local) const;

    const Strategy* m_src;
    const Strategy* m_dst;
    const FullShapes& m_shapes;
    std::optional<Error> m_error;  // a strategy's stage shape
    StageShape m_srcShape;
    StageShape m_dstShape;
    std::vector<std::string_view> m_srcOrder;  // each source name once, in source order
    FlatNameMap<size_t> m_srcIndex;            // position in m_srcOrder
    // Every source layout of each name, grouped by name in m_srcOrder's order (source order
    // within a name): those of m_srcOrder[i] are [m_srcFirst[i], m_srcFirst[i + 1]).
    std::vector<const ParamLayout*> m_srcLayouts;
    std::vector<size_t> m_srcFirst;
    std::map<int, std::vector<const ParamLayout*>> m_dstByStage;
    mutable std::shared_ptr<const Stage> m_last;
    mutable std::unordered_map<std::string, int> m_cuts;
    mutable std::map<std::pair<int, int>, std::shared_ptr<const std::vector<SourceSlice>>>
        m_slices;  // (cut, destination local rank)
};

}  // namespace shardscope
