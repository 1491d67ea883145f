#pragma once

#include <string>
#include <vector>

#include "../util/result.h"

namespace shardscope {

struct LogSource {
    std::string path;
    int rank = -1;  // -1: not a per-rank log
};

// The logs of one run: one file, or the per-rank logs of one job.
struct LogSourceRun {
    std::string name;
    std::string path;              // the file, or the folder the logs were found in
    bool fromFolder = false;       // found by looking into a folder (not named by the user)
    std::vector<LogSource> files;  // ascending rank
};

// Where the logs named by `paths` are. A file is a run of its own, named after it ("train" for
// train.log) unless it is a per-rank log (rank_<i>.log, worker_<i>.log, device<i>/train.log<i>,
// rank_<i>/info.log): per-rank logs of one folder are one run, named after the run folder. A
// folder is searched in this order:
//   1. per-rank logs in it: rank_<i>.log, worker_<i>.log (msrun), device<i>/train.log<i>,
//      rank_<i>/info.log (MindFormers' output/log);
//   2. per-rank logs in its log/, logs/, msrun_log/ or output/log/ folder (a run folder);
//   3. every *.log, *.log<i>, *.csv, *.jsonl and *.ndjson file in it, each a run of its own.
// Names repeated across runs get their parent folder in front ("a/train", "b/train").
Result<std::vector<LogSourceRun>> discoverLogs(const std::vector<std::string>& paths);

// Steps 1 and 2 for a run folder (the one with rank_<N>/ checkpoints): empty when it has none.
std::vector<LogSourceRun> runFolderLogs(const std::string& folder);

}  // namespace shardscope
