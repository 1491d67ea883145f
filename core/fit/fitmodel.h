#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../formats/ranktable.h"
#include "../formats/strategy.h"
#include "../layout/transformsources.h"
#include "../util/issue.h"
#include "../util/result.h"
#include "fitnetwork.h"

namespace shardscope {

struct RunDocument;

// An entry of a run without a layout (global_step, learning_rate, beta1_power ...): held whole
// by the ranks whose files have it (every rank when `ranks` is empty).
struct UnlaidEntry {
    std::string name;
    EntryKind kind = EntryKind::Optimizer;
    uint64_t bytes = 0;
    std::vector<int> ranks;
};

// Everything the model of a step needs, in memory (house rule 13: no paths). Build it with
// fitInputFromRun() or fitInputFromPreset(), then set the target and the workload.
struct FitInput {
    // Merged: every stage's layouts. Shared, not copied: a 16,384-card target's strategy is
    // hundreds of MiB, and a search or the Migration tab's steps make many inputs of one.
    std::shared_ptr<const Strategy> target;
    FullShapes shapes;  // by parameter name (optimizer copies take their parameter's)
    // MindSpore dtype names by entry name, as the checkpoint holds them. Without an entry, a
    // network parameter's bytes come from `precision` (a preset), and then its gradients and
    // optimizer state too.
    std::map<std::string, std::string, std::less<>> dtypes;
    std::optional<Precision> precision;
    std::vector<UnlaidEntry> unlaid;
    NetworkDims dims;
    std::string blockPrefix;  // the repeated block's names ("model.layers."): layers per stage
    std::string embedding;    // the word embedding's name: its stage holds the input terms
    std::string dimsWhy;      // what could not be recognised (activations unknown)
    IssueCode dimsWhyCode = IssueCode::NetworkNoEmbedding;  // its code
    Workload work;
    bool optimizerSaved = true;  // a run whose files hold no optimizer state says so
};

// The network of a loaded run (its strategy, shapes and dtypes) on `target`, or on a copy of the
// run's own strategy when `target` is null; replace `target` (and keep the rest) for another
// strategy or a simulation. The network is recognised, and entries without a layout found, on
// the run's own strategy either way.
Result<FitInput> fitInputFromRun(const RunDocument& run,
                                 std::shared_ptr<const Strategy> target = nullptr);
FitInput fitInputFromPreset(const NetworkPreset& preset, const Split& split);
// The run merged into one card (plan's target without a destination strategy): every parameter
// whole, as a strategy of one device.
Strategy oneCardStrategy(const RunDocument& run);

struct Links {
    double intraHost = 56e9;  // bytes per second inside a host (HCCS class)
    double interHost = 25e9;  // between hosts (one 200 Gb/s RoCE port per card)
    int cardsPerHost = 8;     // without a rank table: ranks 0-7 on the first host, ...
    const RankTable* rankTable = nullptr;
};

struct MemoryBytes {
    uint64_t parameters = 0;
    uint64_t gradients = 0;
    uint64_t optimizer = 0;
    uint64_t activations = 0;  // 0 when unknown
    uint64_t total() const { return parameters + gradients + optimizer + activations; }
    uint64_t staticBytes() const { return parameters + gradients + optimizer; }
    MemoryBytes& operator+=(const MemoryBytes& o);
    bool operator==(const MemoryBytes&) const = default;
};

struct StageFit {
    int stage = 0;
    int64_t layers = 0;                // of the repeated block
    int64_t inFlight = 0;              // micro-batches whose activations the stage holds (1F1B)
    int64_t tensorParallel = 1;        // t: how many ways the stage's layer weights are split
    MemoryBytes bytes;                 // of each of its ranks, before unlaid entries
    uint64_t activationsPerLayer = 0;  // one micro-batch
};

struct RankFit {
    int rank = 0;
    int stage = 0;
    MemoryBytes bytes;
    bool fits = true;
};

enum class GroupKind { DataParallel, ModelParallel, Pipeline };
const char* groupKindName(GroupKind kind);  // "data_parallel", "model_parallel", "pipeline"

// One communication group and what each of its ranks sends in a step.
struct StepGroup {
    GroupKind kind = GroupKind::DataParallel;
    int stage = 0;
    std::vector<int> ranks;  // global, ascending
    std::string collective;  // "all-reduce", "reduce-scatter + all-gather", "send/receive"
    uint64_t bytesPerStep = 0;
    bool crossesHosts = false;
    double seconds = 0;  // bytesPerStep over the link it crosses
};

struct FitReport {
    int stages = 1;
    int devicesPerStage = 1;
    int cards() const { return stages * devicesPerStage; }
    uint64_t deviceMemory = 0;
    NetworkDims dims;
    Workload work;  // as used (micro-batches filled in)
    bool activationsKnown = false;
    std::string activationsWhy;  // why not, when not
    // The same as the catalogue's message (its English is activationsWhy): --json prints its code.
    std::optional<Issue> activationsReason;
    std::vector<StageFit> stageFits;
    std::vector<RankFit> ranks;  // by global rank
    std::vector<StepGroup> groups;
    bool fits = false;
    int peakRank = 0;
    uint64_t peakBytes = 0;
    uint64_t commBytesPerStep = 0;  // the most any rank sends in a step
    double commSeconds = 0;         // the longest any rank spends communicating (not overlapped)
    std::vector<Issue> issues;

    const RankFit& peak() const { return ranks[static_cast<size_t>(peakRank)]; }
};

// The memory of every rank and the communication of every group for one training step of
// `input` on `input.target` (docs/fit.md). Fails only when the target cannot be read as a
// strategy (no layouts, stages not 0..n-1, devices differing between layouts); parameters it
// cannot size are issues.
Result<FitReport> fitStep(const FitInput& input, uint64_t deviceMemory, const Links& links,
                          bool withGroups = true);

// "fits: peak 51.2 GiB of 64 GiB on stage 0 (rank 0)" or "does not fit: rank 8 (stage 1)
// needs 71.0 GiB of 64 GiB": the headline plan and convert print too.
std::string fitHeadline(const FitReport& report);
// The same as the catalogue's message (FitFits or FitDoesNotFit; its text() is fitHeadline()):
// the window renders it in its language, --json prints its code.
Issue fitHeadlineIssue(const FitReport& report);

}  // namespace shardscope
