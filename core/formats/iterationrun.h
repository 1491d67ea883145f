#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../util/result.h"
#include "runfolder.h"

namespace shardscope {

// MindFormers 1.7's iteration checkpoints (ckpt_use_legacy_format: False), read as a run:
//   checkpoint/latest_checkpointed_iteration.txt       the last iteration saved on every rank
//   checkpoint/iteration_<8 digits>/model-<rank:07d>-<world:07d>.safetensors   network parameters
//                                   opt-<rank:07d>-<world:07d>.safetensors     optimizer's
//                                   metadata.json (the layouts), common.json (step, epoch)
// `dir` is the checkpoint/ folder or one iteration_<N>/ folder. Of a checkpoint/ folder, the
// iteration read is choice.step's (its number or folder name), else the one the tracker names
// when every rank's file is there, else the newest whose ranks are all there. Each rank is one
// checkpoint, its two files read as one ("*-<rank>-<world>.safetensors", CheckpointParts); the
// strategy is the iteration's metadata.json. Without one (MindFormers writes none without a
// parallel strategy) each rank's files are read whole. Files numbered by file instead of by rank
// (remove_redundancy with a rank that saved nothing) are refused.
bool isIterationRun(const std::string& dir);

// "iteration_00000200" -> 200; nullopt for any other name.
std::optional<int64_t> iterationFolderNumber(const std::string& name);

// The rank files of one iteration folder: rank -> its files (model- first), of the save's prefix
// (the one most files carry); files of other prefixes are listed apart.
struct IterationFiles {
    std::map<int64_t, std::vector<std::string>> ranks;
    std::vector<std::string> others;  // names of another prefix: not this save's
    int64_t world = 0;
    bool mixedWorlds = false;
    bool metadata = false;  // metadata.json beside the files

    // The world size is one a save of these files could have (not a stray name's 9999999).
    bool plausible() const;
    // Every rank 0 .. world-1, one world size, each rank with the same kinds of file, and the
    // layouts (metadata.json) when there are several ranks and `needMetadata`.
    bool complete(bool needMetadata = true) const;
    // Ranks without a `kind` ("model" or "opt") file that other ranks have.
    std::vector<int> without(const std::string& kind) const;
    // The rank's checkpoint: its two files' part name, or its one file.
    std::optional<std::string> rankFile(int64_t rank) const;
};
IterationFiles listIteration(const std::filesystem::path& dir);
Result<RunFolder> discoverIterationRun(const std::string& dir, const StepChoice& choice);

}  // namespace shardscope
