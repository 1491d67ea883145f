#include "clusterjob.h"

#include <algorithm>
#include <map>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "hostselect.h"
#include "jobassignment.h"

namespace shardscope {

namespace {

// "process 2 (host 'n1'): TABLE: what went wrong": the process first, then the usual line.
Error withProcess(const Error& e, const ProcessHello& p) {
    return makeError(
        e.code, QT_TRANSLATE_NOOP("ErrorMessage", "process {process} (host '{host}'): {error}"),
        {{"process", std::to_string(p.process)}, {"host", p.hostname}}, e);
}

}  // namespace

Result<std::vector<int>> processServers(const RankTable& table,
                                        const std::vector<ProcessHello>& processes) {
    std::vector<int> servers;
    for (const ProcessHello& p : processes) {
        Result<int> server = p.host.empty() ? matchServer(table, {p.hostname, p.addresses})
                                            : selectServer(table, p.host);
        if (!server) {
            return withProcess(server.error(), p);
        }
        servers.push_back(*server);
    }
    return servers;
}

Result<JobStart> planClusterJob(const ClusterJobRequest& request) {
    const auto& procs = request.processes;
    if (procs.empty() || request.plan == nullptr) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "a job needs a plan and a process"), {});
    }
    for (const ProcessHello& p : procs) {
        if (p.request != procs.front().request) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "process {process} (host '{host}') was started "
                                               "with other arguments than process 0 ({request} "
                                               "instead of {first}); every process must get the "
                                               "same command line"),
                             {{"process", std::to_string(p.process)},
                              {"host", p.hostname},
                              {"request", p.request},
                              {"first", procs.front().request}})
                .inFile(request.plan->dstFolder);
        }
    }
    JobStart job;
    std::vector<int> servers(procs.size(), -1);
    if (request.table != nullptr) {
        auto found = processServers(*request.table, procs);
        if (!found) {
            return std::move(found).error();
        }
        servers = std::move(*found);
    }
    std::vector<RankWork> work;
    std::vector<uint64_t> content;
    for (const RankPlan& r : request.plan->ranks) {
        work.push_back({r.rank, r.fileSize});
        uint64_t c = 0;
        for (const PlannedTensor& t : r.tensors) {
            c += t.contentBytes;
        }
        content.push_back(c);
    }
    JobAssignment assignment;
    if (request.table != nullptr) {
        auto byHost = assignByHost(work, *request.table, servers);
        if (!byHost) {
            return std::move(byHost).error();
        }
        assignment = std::move(*byHost);
    } else {
        assignment = assignByBytes(work, static_cast<int>(procs.size()));
    }
    std::map<std::string, unsigned> perMachine;
    for (const ProcessHello& p : procs) {
        perMachine[p.hostname]++;
    }
    for (size_t i = 0; i < procs.size(); ++i) {
        job.processHosts.push_back(
            servers[i] >= 0 ? request.table->servers[static_cast<size_t>(servers[i])].label
                            : procs[i].hostname);
        // A process bound to some cores (mpirun binds one or two processes to a core each) uses
        // those; an unbound one shares its machine's with the other processes there.
        const ProcessHello& p = procs[i];
        const bool bound = p.cores < p.hostCores;
        job.processThreads.push_back(
            std::max(1u, bound ? p.cores : p.cores / perMachine[p.hostname]));
    }
    for (size_t i = 0; i < work.size(); ++i) {
        const int p = assignment.owner[i];
        job.ranks.push_back({work[i].rank, p, job.processHosts[static_cast<size_t>(p)],
                             work[i].bytes, content[i], request.plan->ranks[i].outPath});
    }
    std::sort(job.ranks.begin(), job.ranks.end(),
              [](const JobRank& a, const JobRank& b) { return a.rank < b.rank; });
    job.ok = true;
    return job;
}

std::vector<int> ranksOfProcess(const JobStart& job, int process) {
    std::vector<int> out;
    for (const JobRank& r : job.ranks) {
        if (r.process == process) {
            out.push_back(r.rank);
        }
    }
    return out;
}

std::string jobFailureLine(const JobOutcome& outcome, const ProcessDone& failed) {
    const auto& hosts = outcome.start.processHosts;
    std::string host = failed.process >= 0 && static_cast<size_t>(failed.process) < hosts.size()
                           ? hosts[static_cast<size_t>(failed.process)]
                           : std::string("?");
    // The error is another process's, rebuilt here whole (ProcessDone::error).
    std::vector<IssueArg> args = {{"process", std::to_string(failed.process)},
                                  {"host", std::move(host)},
                                  {"rank", std::to_string(failed.rank)},
                                  {"error", failed.error.describe()}};
    if (failed.rank >= 0) {
        return pieceArg(
                   "line",
                   QT_TRANSLATE_NOOP("ErrorPiece",
                                     "process {process} (host '{host}'): rank {rank}: {error}"),
                   std::move(args))
            .value;
    }
    return pieceArg("line",
                    QT_TRANSLATE_NOOP("ErrorPiece", "process {process} (host '{host}'): {error}"),
                    std::move(args))
        .value;
}

}  // namespace shardscope
