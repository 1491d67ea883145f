#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../util/result.h"

namespace shardscope {

// MindFormers' output folder, as its trainer writes it:
//   output/checkpoint/rank_<N>/<prefix>_rank_<N>-<epoch>_<step>.ckpt (+
//   <prefix>_rank_<N>-graph.meta) output/strategy/ckpt_strategy_rank_<N>.ckpt   (per-rank copies;
//   per-stage files with pipelines) output/log/rank_<N>/info.log, output/msrun_log/worker_<N>.log
//   output/transformed_checkpoint/<name>/rank_<N>/...   (earlier conversions)
//   output/checkpoint_network/rank_<N>/<prefix>_rank_<N>-network-<e>_<s>.ckpt (network weights
//   only) and output/checkpoint_trainable/rank_<N>/<prefix>_rank_<N>-trainable_params-<e>_<s>.ckpt
//   output/merged_strategy/dst_strategy.ckpt (strategy/ merged, with auto_trans_ckpt)
//   output/checkpoint/iteration_<N>/... (MindFormers 1.7, ckpt_use_legacy_format: False; see
//   iterationrun.h)
struct MindFormersOutput {
    std::string root;               // the output/ folder
    std::vector<std::string> runs;  // folders of rank_<N>/ in it: checkpoint/ first
    // root/strategy when it holds strategy files, else root/merged_strategy/dst_strategy.ckpt
    // when there is one, else empty
    std::string strategy;

    // The runs to choose from: checkpoint_network/ and checkpoint_trainable/ (saved beside
    // checkpoint/ by default in MindFormers 1.3 - 1.5, the same steps with fewer parameters) are
    // no choice of their own when checkpoint/ is there.
    std::vector<std::string> choices() const;
};

// The output/ folder that `path` is, or is directly inside (checkpoint/, strategy/, log/, a run
// of transformed_checkpoint/); nullopt when it is none. An output/ folder is one whose
// checkpoint/ holds rank_<N>/ folders or whose strategy/ holds ckpt_strategy_rank_<N> files.
std::optional<MindFormersOutput> findMindFormersOutput(const std::string& path);

// `path` absolute and normal, without a trailing '/': how MindFormersOutput names folders.
std::string normalizedFolder(const std::string& path);

// Whether `dir` is the output's log/ or msrun_log/ folder (its rank_<N>/ folders hold logs).
bool isMindFormersLogFolder(const MindFormersOutput& output, const std::string& dir);

// The run folder to read for `dir`: `dir` itself, unless it is an output/ folder without rank
// folders of its own: then its only run (checkpoint/), or an error naming every run it holds
// when there are several to choose from.
Result<std::string> runFolderFor(const std::string& dir);

}  // namespace shardscope
