#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../convert/conversionplan.h"
#include "../formats/ranktable.h"
#include "../util/result.h"
#include "jobmessages.h"

namespace shardscope {

// Process 0's part of a distributed conversion, MPI-free: who writes which destination rank.
struct ClusterJobRequest {
    const ConversionPlan* plan = nullptr;  // the job's ranks (runnable)
    const RankTable* table = nullptr;      // nullptr: share the ranks out by bytes
    std::vector<ProcessHello> processes;   // one per process, in process order
};

// Each process's server in the table: its --host, else matched by host name and address. An
// error names the process, its host, and what it tried.
Result<std::vector<int>> processServers(const RankTable& table,
                                        const std::vector<ProcessHello>& processes);

// Errors name the process and its host: arguments that differ from process 0's, a process that
// is none of the table's servers (what it tried), a server with ranks but no process.
Result<JobStart> planClusterJob(const ClusterJobRequest& request);

// The ranks of one process, ascending.
std::vector<int> ranksOfProcess(const JobStart& job, int process);

// Everything that came back, for the summary.
struct JobOutcome {
    JobStart start;
    std::vector<ProcessDone> done;  // by process
    std::string dst;
    bool verify = false;
    double seconds = 0;
};

// "process 2 (host 'n1'): rank 5: FILE: message" for the failure that stopped the job: the
// first one that is not a cancellation caused by another. The message is the process's error,
// worded on process 0 from its code, template and arguments as that process would have.
std::string jobFailureLine(const JobOutcome& outcome, const ProcessDone& failed);
// A verification error of a job's rank as the summary prints it: "FILE: parameter 'P': message"
// for a tensor's, the issue's own words for the file's.
std::string verifyErrorLine(const Issue& error);

// The end of a job that worked: a row per destination rank (writer process, host, bytes,
// seconds, verify result), a row per process (ranks, bytes, seconds, peak RSS), and the totals.
std::string jobSummaryText(const JobOutcome& outcome);
nlohmann::ordered_json jobSummaryJson(const JobOutcome& outcome);
// 0, or 3 when --verify found a difference (as `convert`).
int jobExitCode(const JobOutcome& outcome);

}  // namespace shardscope
