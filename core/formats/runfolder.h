#pragma once

#include <string>
#include <vector>

#include "../util/issue.h"
#include "../util/result.h"

namespace shardscope {

struct RankFile {
    int rank = -1;
    std::string folder;                     // full path of rank_<N>/
    std::string file;                       // full path of the chosen file; empty if none
    std::vector<std::string> alternatives;  // other candidate file names in the folder
    std::string format;                     // "ckpt", "safetensors" or "hdf5"
};

// A folder of rank_<N>/ subfolders, one checkpoint per rank, as MindSpore saves it.
struct RunFolder {
    std::string path;
    std::vector<RankFile> ranks;                  // ascending rank
    std::vector<std::string> strategyCandidates;  // *.ckpt / *.json beside the rank folders
    std::vector<Issue> issues;

    const RankFile* rank(int r) const;
};

bool looksLikeRunFolder(const std::string& dir);
// MindSpore's rules: rank_<digits> folders only; in a folder with several checkpoints the
// lexicographically last is taken (and we say so, with the alternatives).
Result<RunFolder> discoverRunFolder(const std::string& dir);

}  // namespace shardscope
