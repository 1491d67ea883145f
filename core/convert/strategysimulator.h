#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../layout/transformsources.h"
#include "../util/result.h"

namespace shardscope {

// A target to simulate without hardware (issue 5): the source strategy with its main device
// matrix resized, its pipeline re-staged, its optimizer sharding changed, or everything merged
// onto one card. Tensor maps are kept. The rules, each where it is implemented:
//  - layouts on the main device matrix take the new sizes; a layout on another matrix whose axes
//    group the main ones in order ([4] over [2, 2]) takes the groups' new products, any other is
//    "devmatrix-differs" (devicegrouping.h);
//  - every split dimension must divide by its parts, else "not-divisible" with the sizes of the
//    axis to change that would work (splitcheck.h);
//  - S stages to T when one divides the other, merging neighbours or cutting each stage's
//    parameters into contiguous groups (stagemapping.h);
//  - optimizer sharding only where MindSpore would apply it, with MindSpore's step (optshard.h);
//  - operator items follow their parameter's stage and keep their strategies (one per node name,
//    as the JSON form keys them); merged to one card they become all 1s (strategysimulator.cpp).
struct SimulationSpec {
    std::vector<int64_t> axisSizes;  // new size of each axis of the main device matrix; empty: keep
    int stages = 0;                  // pipeline stages; 0: keep the source's
    int optShard = -1;               // opt_weight_shard_size: -1 keep, 0 off, N > 1 shard
    bool mergeToOne = false;         // one card, nothing split (the planner's empty dst strategy)
};

struct SimulationResult {
    Strategy strategy;               // the simulated destination (merged form, all stages)
    std::vector<int64_t> devMatrix;  // the new main device matrix
    int cards = 1;                   // total target ranks (devices per stage x stages)
    std::vector<Issue> issues;       // IssueCode NotDivisible .. InvalidStrategy (util/issue.h)
    int stages = 1;                  // pipeline stages of `strategy`
    bool runnable() const;           // no blocking issue
};

// The longest workingSizes list; a dimension of 4096 has 13 divisors, so this rarely cuts.
inline constexpr size_t kMaxWorkingSizes = 16;

// The device matrix most layouts use (ties: the first seen), i.e. the axes the user resizes.
std::vector<int64_t> mainDeviceMatrix(const Strategy& strategy);

// Fails only for a spec that makes no sense at all (sizes < 1, wrong axis count, stages < 0,
// an optimizer shard size of 1 or below -1, more than kMaxRanks ranks) or a source without
// layouts; everything about particular parameters goes into issues, all of them at once. With
// mergeToOne the other fields are ignored. Shapes come from `fullShapes`, else from a JSON
// strategy's tensor_shape; the result's layouts record them as tensor_shape (the JSON form
// writes it, the protobuf form has no such field).
Result<SimulationResult> simulateStrategy(const Strategy& source, const FullShapes& fullShapes,
                                          const SimulationSpec& spec);

}  // namespace shardscope
