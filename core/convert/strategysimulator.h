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

// One thing found while simulating. `kind` and `args` are for the GUI's translated text:
//   not-divisible      blocking  args: param, dimension, dimension size, parts, the layout's new
//                                dev_matrix, main axis, working sizes ("1, 2, 4"), their cards
//   devmatrix-differs  blocking  args: param, its dev_matrix, the main dev_matrix
//   opt-shard-skipped  warning   args: param, shard size, replica group size, slice dimension 0
//                                (empty when unknown or when the group is the reason)
//   shape-unknown      warning   args: param
//   invalid-layout     blocking  args: param, TensorLayout::make's message (what the source
//                                itself gets wrong: an axis the dev_matrix lacks, a shape of
//                                another rank, ...)
//   stage-split        warning   args: source stages, target stages
//   stage-empty        blocking  args: target stage, source stage, its parameters, the stages it
//                                is cut into
//   bad-spec           blocking  args: target stages, source stages
//   bad-source         blocking  args: the source's stages ("0, 2"), not exactly 0..n-1
//   invalid-strategy   blocking  args: stageShape()'s message (e.g. stages disagree on devices)
struct SimulationIssue {
    bool blocking = true;  // false: a warning, the conversion can still run
    std::string kind;      // stable: "not-divisible", "opt-shard-skipped", "devmatrix-differs", ...
    std::string param;     // empty when about the whole spec
    std::string message;   // English sentence naming the parameter, dimension, sizes
    std::vector<int64_t> workingSizes;  // for not-divisible: sizes of the offending axis that would
                                        // divide, ascending (at most kMaxWorkingSizes)
    std::vector<int64_t> workingCards;  // the total card count each working size gives
    int axis = -1;  // not-divisible: the main device-matrix axis workingSizes are for (from left)
    std::vector<std::string> args;
};

struct SimulationResult {
    Strategy strategy;               // the simulated destination (merged form, all stages)
    std::vector<int64_t> devMatrix;  // the new main device matrix
    int cards = 1;                   // total target ranks (devices per stage x stages)
    std::vector<SimulationIssue> issues;
    int stages = 1;         // pipeline stages of `strategy`
    bool runnable() const;  // no blocking issue
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
