#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../util/issue.h"
#include "../util/result.h"
#include "checkpointkey.h"
#include "conversionrecord.h"

namespace shardscope {

struct Strategy;

struct RankFile {
    int rank = -1;
    std::string folder;                     // full path of rank_<N>/
    std::string file;                       // full path of the chosen file; empty if none
    std::vector<std::string> alternatives;  // other candidate file names in the folder
    std::string format;                     // "ckpt", "safetensors" or "hdf5"
    // Files MindSpore saves beside the checkpoint, listed but not read: the network's graph
    // (ModelCheckpoint's <prefix>-graph.meta, MindFormers' <prefix>_rank_<N>-graph.meta).
    std::vector<std::string> companions;  // full paths, by name
};

// Whether a file in a rank folder is one MindSpore saves beside the checkpoint (RankFile).
bool isCheckpointCompanion(const std::string& fileName);

// The saved step every rank's file was chosen from, when the folders hold named saves
// (<prefix>-<epoch>_<step>.ckpt and the like; see core/history).
struct SelectedStep {
    std::string name;  // "net-3_100"
    int64_t epoch = -1;
    int64_t step = 0;
    std::optional<int64_t> globalStep;
    bool recommended = false;  // chosen by default: the newest step complete and intact
    size_t savedSteps = 0;     // distinct saved steps in the run
};

// How the file of each rank folder is chosen when the folders hold several saved steps.
struct StepChoice {
    std::string step;          // --step: a global step, E_S or a step's name; empty: default
    std::string strategyPath;  // the files are checked against it; empty: the one beside the run
    bool verifyCrc = false;    // prove the chosen step's CRC trailers (reads all its bytes)
    unsigned threads = 0;
    CheckpointKeyRef key;  // opens encrypted saves (their metadata is in the encrypted stream)
};

// A folder of rank_<N>/ subfolders, one checkpoint per rank, as MindSpore saves it.
struct RunFolder {
    std::string path;
    std::vector<RankFile> ranks;                  // ascending rank
    std::vector<std::string> strategyCandidates;  // *.ckpt / *.json beside the rank folders
    std::vector<Issue> issues;
    std::optional<SelectedStep> step;  // set when the rank files are named saves of one step
    // A converted run's record of where it came from (DST/shardscope-conversion.json).
    std::optional<ConversionRecord> conversion;

    const RankFile* rank(int r) const;
};

bool looksLikeRunFolder(const std::string& dir);

// The strategy beside a run's rank folders: a single top-level strategy file, else the
// per-stage files in strategy/; empty when there is none or the choice is ambiguous.
std::string findRunStrategy(const RunFolder& run);
// The same, and when the strategy found is a file it read to tell it from other files, what
// reading it gave (loadStrategy() of that path), so that it is not read twice.
std::string findRunStrategy(const RunFolder& run, std::optional<Result<Strategy>>* read);

}  // namespace shardscope
