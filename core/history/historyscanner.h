#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../util/result.h"
#include "savedname.h"

namespace shardscope {

// One file a save left in a rank folder (or a fault-tolerance folder), as listed.
struct ScannedFile {
    int rank = -1;
    size_t tier = 0;
    std::string path;
    SavedName name;
    uint64_t bytes = 0;
    int64_t mtimeNs = 0;
    std::optional<int64_t> folderStep;  // tft_saved_checkpoints-step_<N>: N
    bool unfinishedFolder = false;      // ... in a "_tmp" folder
};

// MindFormers' rank_<r>/meta.json.
struct MetaJson {
    bool valid = false;
    int64_t lastEpoch = 0;
    int64_t lastStep = 0;
    std::string lastFile;
    std::string problem;  // why it is not valid
};

// Everything a listing of a run's folders says, before any file is opened.
struct ScannedRun {
    std::vector<std::string> tiers;
    std::vector<int> ranks;
    bool singleFolder = false;
    std::vector<ScannedFile> files;      // saved-step names (final and temporary), every tier
    std::vector<std::string> leftovers;  // temporaries that name no step
    std::vector<std::string> topLevel;   // *.ckpt / *.json beside the rank folders (tier 0)
    std::map<int, std::string> lexLast;  // tier 0: the lexicographically-last checkpoint file
    std::map<int, MetaJson> meta;        // tier 0: MindFormers' meta.json per rank
    bool rankNumbersNotSteps = false;    // "<prefix>_<r>" names whose number is the rank
};

// Lists RUN (tier 0) and every other tier. A tier must be a folder; a run needs rank_<N>/
// folders or checkpoints of its own (a single-card run is rank 0). Opens no checkpoint.
Result<ScannedRun> scanRun(const std::vector<std::string>& tiers);

// Reads MindFormers' meta.json ({"last_epoch", "last_step", "last_ckpt_file"}).
MetaJson readMetaJson(const std::string& path);

}  // namespace shardscope
