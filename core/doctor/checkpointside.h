#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../formats/checkpointindex.h"
#include "../formats/checkpointkey.h"
#include "../formats/runfolder.h"
#include "../formats/strategy.h"
#include "../layout/tensorlayout.h"
#include "../layout/transformsources.h"
#include "../util/issue.h"
#include "../util/result.h"

namespace shardscope {

struct RunDocument;

// One entry of the parameter_dict that load_checkpoint returns.
struct CkptEntry {
    std::string name;
    std::string dtype;           // tensor_type as stored
    std::vector<int64_t> shape;  // [] for scalars (dims [] and the old [0])
    TensorKind kind = TensorKind::Tensor;
};

// The checkpoint side of load_param_into_net: the file's entries and, when its run and strategy
// are known, where each slice comes from.
struct CheckpointSide {
    std::string path;                // the checkpoint file
    std::string runFolder;           // the run (rank_<N>/ folders) it belongs to; empty when none
    int rank = 0;                    // its global rank in the run
    bool rankKnown = false;          // from its rank_<N> folder, or chosen in a run folder
    int runRanks = 0;                // rank folders of the run (0 without a run)
    std::vector<CkptEntry> entries;  // file order
    std::string strategyPath;
    std::optional<Strategy> strategy;
    StageShape stages;
    // Layouts of this file's split parameters; full shapes from the strategy (JSON) or from
    // the slice shapes this file holds.
    std::map<std::string, TensorLayout> layouts;
    std::map<std::string, std::vector<int>> stageIndex;  // name -> stages, from the strategy
    std::vector<Issue> notes;                            // how the inputs were read
    // The run's saved step the file is of, when the run holds several ("net-3_100"): the
    // commands the fixes print name it with --step.
    std::string step;
    CheckpointKeyRef key;  // what opened it (encrypted runs): the run's other files need it too
    // The run with all its rank files: the window's as loaded (fromRun), or read once by the
    // opener (openCheckpointSide) from the run folder the side found, for the redundancy check.
    // Null without a run folder or a strategy, or when the run could not be read (runError).
    std::shared_ptr<const RunDocument> run;
    std::shared_ptr<const Error> runError;  // why `run` could not be read
    // The run folder (runFolder) as found: its ranks' files of the side's saved step, the loaded
    // run's (fromRun) or discovered once from the path (load). Null without a run folder.
    std::shared_ptr<const RunFolder> folder;

    int stage() const { return rank / stages.devices; }
    int localRank() const { return rank % stages.devices; }
    const CkptEntry* find(const std::string& name) const;
    const TensorLayout* layout(const std::string& name) const;
    // Pipeline stages the strategy places a parameter in; empty without a strategy or when it
    // does not list the name.
    std::vector<int> stagesOf(const std::string& name) const;

    static CheckpointSide fromIndex(const CheckpointIndex& index);
    // Joins a strategy: the stage of `rank`, and the layout of every entry of that stage.
    // Fails when the strategy itself cannot be laid out; entries that contradict it are noted.
    Status attachStrategy(Strategy strategy, const std::string& strategyPath);

    // Rank `rank` of a run already loaded (the window's): its file, strategy, saved step and key
    // as the run holds them, and the run itself (`run`); nothing is opened. A single checkpoint
    // (InputKind::Checkpoint) is its file alone: aroundFile finds the run around it.
    static Result<CheckpointSide> fromRun(std::shared_ptr<const RunDocument> run, int rank);
    // A single checkpoint the window loaded alone (InputKind::Checkpoint): its file as loaded,
    // not opened again, with the run around it (a rank_<N>/ folder's) found and its strategy
    // read as `load` finds and reads them from the path.
    static Result<CheckpointSide> aroundFile(const RunDocument& run, int rank);

    // `path`: a checkpoint file (its run and rank found from a rank_<N>/ parent), or a run
    // folder (the file of rank `rank`, of saved step `step`: see StepChoice). `strategyPath`
    // empty: the strategy beside the run, if there is exactly one.
    static Result<CheckpointSide> load(const std::string& path, const std::string& strategyPath,
                                       int rank, const CheckpointKeyRef& key = {},
                                       const std::string& step = {});
};

}  // namespace shardscope
