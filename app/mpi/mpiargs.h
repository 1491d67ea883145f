#pragma once

#include <string>

#include "convert/planner.h"

namespace shardscope::mpi {

// `shardscope-mpi convert` options: those of `shardscope-cli convert`, plus the job's own.
struct MpiArgs {
    std::string src;
    std::string dst;
    std::string srcStrategy;
    std::string dstStrategy;
    std::string prefix = "checkpoint_";
    std::string format;
    std::string ranks;
    std::string step;  // the source run's saved step; empty: the one `history` recommends
    std::string rankTable;
    std::string host;  // this process's server; may differ between processes (MPMD launches)
    unsigned threads = 0;
    bool verify = false;
    bool crc = false;
    bool json = false;
    bool noProgress = false;

    // Everything but --host, to check that every process got the same job.
    std::string requestKey() const;
    PlanRequest planRequest() const;
};

// Runs the job; returns the exit status every process ends with.
int runConvertJob(const MpiArgs& args, class Transport& transport);

}  // namespace shardscope::mpi
