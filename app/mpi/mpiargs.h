#pragma once

#include <string>

#include "convert/convertspec.h"

namespace shardscope::mpi {

// `shardscope-mpi convert` options: those of `shardscope-cli convert` (ConvertSpec, declared by
// the same addConvertOptions; --host may differ between processes in MPMD launches), plus the
// job's own.
struct MpiArgs : ConvertSpec {
    bool json = false;
    bool noProgress = false;

    // Everything but --host, to check that every process got the same job.
    std::string requestKey() const;
};

// Runs the job; returns the exit status every process ends with.
int runConvertJob(const MpiArgs& args, class Transport& transport);

}  // namespace shardscope::mpi
