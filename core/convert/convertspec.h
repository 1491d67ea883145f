#pragma once

#include <string>

#include "planner.h"

namespace shardscope {

// One conversion as a user asks for it (docs/architecture.md, rule 13): what `plan`, `convert`,
// `shardscope-mpi convert` and the Migration tab are given. Each front end fills it (the command
// lines through addConvertOptions, app/common/convertoptions.h) and turns it into the planner's
// request here, in one place.
struct ConvertSpec {
    std::string src;          // the source run folder (rank_<N>/)
    std::string dst;          // the destination folder; may be empty when only planning
    std::string srcStrategy;  // empty: the one beside the rank folders, else one checkpoint
    std::string dstStrategy;  // empty: merge into one checkpoint
    std::string prefix = "checkpoint_";
    std::string format;     // "ckpt", "safetensors", or empty: the sources'
    std::string ranks;      // "0-3,8": only these destination ranks; empty: every one
    std::string step;       // the source's saved step; empty: the one `history` recommends
    std::string rankTable;  // the destination job's rank table (or msrun:W:L)
    std::string host;       // with rankTable: this machine's server
    std::string simulate;   // "dp=1,mp=4,pp=1": the destination simulated (plan and convert)
    unsigned threads = 0;   // copy threads; 0: every core
    bool verify = false;
    bool crc = false;
    bool removeRedundancy = false;

    // The planner's request: folders, strategies, step and the conversion options. What the
    // spec cannot say is the caller's to add: keys, the destination ranks once resolved, a
    // target held in memory, rank files already indexed.
    PlanRequest planRequest() const;
    // Every field but `host` (which may differ between an MPI job's processes), as one string:
    // equal keys, the same job.
    std::string jobKey() const;
};

}  // namespace shardscope
