#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/checkpointfile.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"
#include "layout/tensorlayout.h"
#include "layout/transformsources.h"

namespace shardscope {

// How a strategy cuts one parameter, as data; the CLI and the GUI each put it into words.
struct SplitDescription {
    struct DimSplit {
        size_t dim = 0;
        int64_t parts = 1;
        std::vector<int> axes;  // dev-matrix axes counted from the left, most significant first
    };
    std::vector<DimSplit> dims;  // split dimensions only
    int64_t replicas = 1;        // ranks holding each model-parallel slice
    std::vector<int> replicaAxes;
    int64_t optShard = 1;  // optimizer shard size (1: off)
};

SplitDescription describeSplit(const TensorLayout& layout);
// "dim 0 / 4 over axis 1, replicated x2 over axis 0, optimizer shard x2"; "not split".
std::string splitText(const SplitDescription& split);

enum class ParamStatus { Ok, NotInStrategy, NotInCheckpoint, ShapeContradicts, MissingOnRanks };

// One parameter of a run: where it lives and how big it is.
struct ParamInfo {
    std::string name;
    int stage = 0;
    std::string dtype;
    std::vector<int64_t> globalShape;
    std::vector<int64_t> localShape;
    uint64_t bytesPerRank = 0;
    uint64_t bytesTotal = 0;  // over every rank file that holds it
    int layoutIndex = -1;     // into the strategy's layouts; -1 when the strategy lacks it
    std::optional<TensorLayout> layout;
    std::vector<int> ranks;  // global ranks whose files hold it
    ParamStatus status = ParamStatus::Ok;
    std::string statusMessage;  // English detail for the CLI; the GUI builds its own from status
};

// A run folder joined with its strategy: what the inspector shows.
struct RunModel {
    std::string path;
    RunFolder run;
    std::string strategyPath;
    std::optional<Strategy> strategy;
    StageShape stages;  // from the strategy; one stage of all ranks without one
    std::vector<std::shared_ptr<const CheckpointFile>> files;  // by global rank, null if none
    std::vector<ParamInfo> params;                             // in file order, stage by stage
    std::vector<Issue> issues;

    int rankCount() const { return static_cast<int>(files.size()); }
    const ParamInfo* find(const std::string& name) const;
    uint64_t rankBytes(int rank) const;
};

// The strategy beside a run's rank folders: a single top-level strategy file, else the
// per-stage files in strategy/; empty when there is none or the choice is ambiguous.
std::string findRunStrategy(const RunFolder& run);

// strategyPath empty: found with findRunStrategy(). Indexes every rank file (metadata only).
Result<RunModel> loadRunModel(const std::string& folder, const std::string& strategyPath = {},
                              unsigned threads = 0);

}  // namespace shardscope
