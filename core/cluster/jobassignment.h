#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../formats/ranktable.h"
#include "../util/result.h"

namespace shardscope {

// One destination rank to write and what it weighs.
struct RankWork {
    int rank = 0;
    uint64_t bytes = 0;  // bytes written (the file size): what the writer's disk and NIC carry
};

// Who writes what in a job of `processes` processes.
struct JobAssignment {
    std::vector<int> owner;              // per RankWork, in the order given: the writing process
    std::vector<uint64_t> processBytes;  // per process
    std::vector<int> processServer;      // per process: its server in the table, -1 without one

    std::vector<int> ranksOf(int process, const std::vector<RankWork>& work) const;
    // max / mean of processBytes over the processes that got work (1 when there is none).
    double balance() const;
};

// Largest first onto the least-loaded process (ties: the lower process), which keeps the
// heaviest process within 4/3 of the best possible; equal ranks come out round-robin.
JobAssignment assignByBytes(const std::vector<RankWork>& work, int processes);

// With a rank table: every rank is written by a process on the server the table places it on;
// the processes of one server share its ranks largest first, as above. `processServer` gives
// each process's server (-1: it matched none, and gets nothing). Errors (InvalidArgument) for a
// rank the table does not have, and for a server that has ranks to write but no process, named
// with its ranks and where the processes are.
Result<JobAssignment> assignByHost(const std::vector<RankWork>& work, const RankTable& table,
                                   const std::vector<int>& processServer);

}  // namespace shardscope
