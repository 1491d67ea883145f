#pragma once

#include <atomic>
#include <cstdint>
#include <stop_token>

#include "../convert/planner.h"
#include "jobmessages.h"

namespace shardscope {

// What one process of a distributed conversion does with its ranks, transport-free: plan them
// (opening only their minimal sources), convert them as `convert` does (resumable, atomic), and
// with `verify` re-read every byte. Never throws; the result says what happened.
struct ProcessWorkRequest {
    PlanRequest plan;  // plan.dstRanks: this process's ranks (none: nothing to do)
    bool verify = false;
    int process = 0;
};

// Live figures for the job's progress line, written by the work, read by whoever reports.
struct ProcessProgress {
    std::atomic<uint64_t> bytes{0};  // tensor bytes copied
    std::atomic<int> ranks{0};       // ranks finished
};

ProcessDone runProcessWork(const ProcessWorkRequest& request, const std::stop_token& stop,
                           ProcessProgress& progress);

// Which destination rank an executor error is about: the rank whose file (or temporary file,
// or folder) it names, else the first rank reading the source file it names; -1 if neither.
int failedRankOf(const ConversionPlan& plan, const Error& error);

}  // namespace shardscope
