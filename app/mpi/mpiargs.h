#pragma once

#include <string>

#include "common/convertoptions.h"

namespace shardscope::mpi {

// `shardscope-mpi convert` options: those of `shardscope-cli convert` (ConvertOptions, declared
// by the same addConvertOptions and addConvertKeyOptions; --host may differ between processes in
// MPMD launches), plus the job's own.
struct MpiArgs : ConvertOptions {
    bool json = false;
    bool noProgress = false;

    // Everything but --host, to check that every process got the same job.
    std::string requestKey() const;
};

// Runs the job; returns the exit status every process ends with.
int runConvertJob(const MpiArgs& args, class Transport& transport);

}  // namespace shardscope::mpi
