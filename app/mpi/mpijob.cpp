// The distributed conversion's glue: process 0 plans and shares out (core/cluster/clusterjob.h),
// every process converts its ranks (core/cluster/processwork.h) on a worker thread, and the main
// thread moves progress, failures and stop requests over MPI.
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <thread>
#include <utility>

#include "cluster/clusterjob.h"
#include "cluster/hostselect.h"
#include "cluster/processwork.h"
#include "common/interruptwatch.h"
#include "common/jsonfailure.h"
#include "common/progressbar.h"
#include "convert/deststrategy.h"
#include "convert/planjson.h"
#include "convert/planproblems.h"
#include "convert/planrecord.h"
#include "convert/sourceoptions.h"
#include "formats/checkpointformat.h"
#include "formats/conversionrecord.h"
#include "formats/placeholders.h"
#include "inspect/discoveredrun.h"
#include "inspect/runloader.h"
#include "mpiargs.h"
#include "mpitransport.h"
#include "util/jsontext.h"
#include "util/messagejson.h"
#include "util/ranklist.h"
#include "util/staletemporaries.h"
#include "util/temporaryfile.h"

namespace shardscope::mpi {

using cli::InterruptWatch;
using cli::JsonFailure;
using cli::ProgressBar;
using cli::Refusal;

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kTick = std::chrono::milliseconds(20);
constexpr auto kProgressEvery = std::chrono::milliseconds(100);
constexpr int kAbandoned = -1;  // the job is being torn down: leave without MPI_Finalize

// On stderr, and noted for --json's error object (common/jsonfailure.h), as shardscope-cli's.
void printError(const std::string& line, const char* code = nullptr) {
    JsonFailure::note(code, line);
    std::cerr << "shardscope-mpi: " << line << "\n";
}

// Process 0's refusal of the job: printed here, and sent whole to every process (JobStart).
// `code`: what --json's error object names (printError), none for a failure that prints as the
// command's own words.
JobStart failed(int exitCode, Error error, const char* code) {
    JobStart job;
    job.exitCode = exitCode;
    job.error = std::move(error);
    printError(job.error.describe(), code);
    return job;
}

JobStart failed(int exitCode, Error error) {
    const char* code = errorCodeName(error.code);
    return failed(exitCode, std::move(error), code);
}

JobStart failed(const Refusal& why) {
    return failed(why.exitCode, why.error, why.code);
}

// --dst-strategy, read once by each process: its ranks' count, its plan and the strategy written
// beside the converted ranks all take it from here. Null when merging, or when it does not load
// (whoever needs it then reads it and says why).
std::shared_ptr<const Strategy> heldDestination(const MpiArgs& args) {
    if (args.dstStrategy.empty()) {
        return nullptr;
    }
    auto strategy = loadStrategy(args.dstStrategy);
    return strategy ? std::make_shared<const Strategy>(std::move(*strategy)) : nullptr;
}

// Process 0's source run, loaded once as `convert` loads it: the job's plan and its own share take
// its rank folders, its strategy and its indexed rank files (the other processes open only the
// sources of their ranks). A run that does not load is only discovered for the plan, which says
// why. With --ranks the plans open only those ranks' sources: nothing is loaded ahead.
void holdSourceRun(const MpiArgs& args, PlanRequest& request) {
    if (!args.ranks.empty()) {
        return;
    }
    auto run = loadRunFolder(args.src, sourceLoadOptions(request));
    if (run) {
        auto held = std::make_shared<const RunDocument>(std::move(*run));
        request.indexed = held->files;
        request.source = std::move(held);
    }
}

// Process 0: the whole job's plan, checked before anything is written, and who writes what.
// `planRequest`: the conversion's request with its keys (MpiArgs::keyedPlanRequest); the rank
// table's warnings and the plan's problems into `problems` (--json lists them).
JobStart prepare(const MpiArgs& args, PlanRequest planRequest,
                 const std::vector<std::string>& hellos, const std::shared_ptr<const Strategy>& dst,
                 std::vector<Issue>& problems) {
    ClusterJobRequest request;
    for (const std::string& text : hellos) {
        auto hello = decodeHello(text);
        if (!hello) {
            return failed(1, unreadableHelloError(), nullptr);
        }
        request.processes.push_back(std::move(*hello));
    }
    if (auto refusal = args.validate()) {
        return failed(*refusal);
    }
    Refusal why;
    auto ranks = args.destinationRanks(dst.get(), RankScope::Job, why);
    if (!ranks) {
        return failed(why);
    }
    const RankTable* table = ranks->table ? &*ranks->table : nullptr;
    // Where every process is, before planning a job that could not run.
    if (table != nullptr) {
        if (auto servers = processServers(*table, request.processes); !servers) {
            return failed(1, servers.error());
        }
    }
    planRequest.dstHeld = dst;
    planRequest.dstRanks = ranks->selection.ranks;
    if (!planRequest.source) {  // --ranks, or a run that did not load: discovered only
        auto run = discoverRun(planRequest.srcFolder, sourceLoadOptions(planRequest));
        if (!run) {
            return failed(1, run.error(), nullptr);
        }
        planRequest.source = std::move(*run);
    }
    auto plan = planConversion(planRequest);
    if (!plan) {
        return failed(1, plan.error());
    }
    for (const Issue& p : plan->problems) {
        std::cerr << issueLine(p) << "\n";
        JsonFailure::noteIssue(p);  // in --json's error object, should the job not start
    }
    // The rank table's warnings first, as stderr gave them (destinationRanks) before the plan's.
    problems = ranks->tableWarnings();
    problems.insert(problems.end(), plan->problems.begin(), plan->problems.end());
    if (!plan->runnable()) {
        return failed(1, planNotRunnableError(), nullptr);
    }
    request.plan = &*plan;
    request.table = table;
    auto job = planClusterJob(request);
    if (!job) {
        return failed(1, job.error());
    }
    return std::move(*job);
}

// After the whole job succeeded: the destination strategy beside the rank folders, so the
// converted run describes itself (as `convert` writes it). Prints why when it cannot.
bool writeJobStrategy(const MpiArgs& args, const std::shared_ptr<const Strategy>& dst) {
    if (args.dstStrategy.empty()) {
        return true;  // merged to one file: nothing is split
    }
    std::shared_ptr<const Strategy> strategy = dst;
    if (!strategy) {
        auto loaded = loadStrategy(args.dstStrategy);
        if (!loaded) {
            printError(loaded.error().describe());
            return false;
        }
        strategy = std::make_shared<const Strategy>(std::move(*loaded));
    }
    if (auto written = writeDestinationStrategy(*strategy, args.dst); !written) {
        printError("every rank file was written, but not the strategy beside them: " +
                   written.error().describe());
        return false;
    }
    return true;
}

// After the whole job: the strategy (when every file was written and passed) and the record's
// final word (conversionrecord.h), on every process, so each node's folder describes itself.
// Returns the job's exit code, 1 when these cannot be written.
int finishJob(const MpiArgs& args, int code, const std::shared_ptr<const Strategy>& dst) {
    if (code != 0 && code != 3) {
        return code;  // the job stopped: the record says "in progress", and a re-run resumes
    }
    if (code == 0 && !writeJobStrategy(args, dst)) {
        return 1;
    }
    const char* verification = !args.verify ? "not run" : code == 0 ? "verified" : "failed";
    if (Status s = finishConversionRecord(args.dst, verification);
        !s && s.error().code != ErrorCode::NotFound) {  // NotFound: no rank was written here
        printError("every rank file was written, but not the record beside them: " +
                   s.error().describe());
        return 1;
    }
    return code;
}

// The conversion's request with its keys, made by each process (it reads the key file itself),
// or why it could not be.
struct KeyedRequest {
    std::optional<PlanRequest> request;
    Refusal why;
};

// Everyone but process 0: convert, report progress, obey a stop, send the result.
int follow(const MpiArgs& args, Transport& transport, const JobStart& job, const KeyedRequest& base,
           const std::shared_ptr<const Strategy>& dst) {
    const int me = transport.process();
    const InterruptWatch interrupt;
    std::stop_source stop;
    ProcessProgress progress;
    ProcessDone result;
    std::atomic<bool> finished{false};
    ProcessWorkRequest work;
    work.plan = base.request.value_or(PlanRequest{});
    work.plan.dstHeld = dst;
    work.plan.dstRanks = ranksOfProcess(job, me);
    work.plan.options.threads =
        args.threads != 0 ? args.threads : job.processThreads[static_cast<size_t>(me)];
    work.plan.options.writeStrategy = false;  // once the whole job has succeeded
    work.verify = args.verify;
    work.process = me;
    std::thread worker([&] {
        if (base.request) {
            result = runProcessWork(work, stop.get_token(), progress);
        } else {  // this process's key (process 0 made its own)
            result.process = me;
            result.error = base.why.error;
        }
        finished = true;
    });
    std::string sent;
    Clock::time_point lastSent{};
    while (!finished) {
        if (interrupt.interrupted() || transport.poll(kStop, 0)) {
            stop.request_stop();
        }
        const std::string now =
            std::to_string(progress.bytes.load()) + " " + std::to_string(progress.ranks.load());
        if (now != sent && Clock::now() - lastSent >= kProgressEvery) {
            transport.send(0, kProgress, now);
            sent = now;
            lastSent = Clock::now();
        }
        std::this_thread::sleep_for(kTick);
    }
    worker.join();
    transport.send(0, kDone, encode(result));
    const auto deadline = Clock::now() + std::chrono::seconds(3);
    while (true) {
        if (auto final = transport.poll(kFinal, 0)) {
            while (transport.poll(kStop, 0)) {
            }
            const int code = std::stoi(final->second);
            // Each process writes it where its ranks went (shared or local storage alike).
            return finishJob(args, code, dst);
        }
        transport.poll(kStop, 0);  // a stop that crossed our report
        if (interrupt.interrupted() && Clock::now() > deadline) {
            return kAbandoned;  // process 0 is gone with the rest of the job
        }
        std::this_thread::sleep_for(kTick);
    }
}

std::string unfinishedList(const JobStart& job,
                           const std::vector<std::optional<ProcessDone>>& done) {
    std::string out;
    for (size_t p = 0; p < done.size(); ++p) {
        const std::vector<int> ranks = ranksOfProcess(job, static_cast<int>(p));
        if (done[p] || ranks.empty()) {
            continue;
        }
        out += (out.empty() ? "" : "; ") + std::string("process ") + std::to_string(p) +
               " (host '" + job.processHosts[p] + "', rank" + (ranks.size() == 1 ? " " : "s ") +
               formatRankList(ranks) + ")";
    }
    return out.empty() ? "none" : out;
}

// What process 0 knows of every process while the job runs: its bytes and ranks so far, and its
// report once it has finished.
struct LeadTally {
    LeadTally(const JobStart& job, size_t processes)
        : n(processes), total(n, 0), bytes(n, 0), ranksDone(n, 0), done(n) {
        for (const JobRank& r : job.ranks) {
            total[static_cast<size_t>(r.process)] += r.content;
        }
        for (uint64_t t : total) {
            jobTotal += t;
        }
    }

    void record(ProcessDone d) {
        const auto p = static_cast<size_t>(d.process);
        if (p >= n || done[p]) {
            return;
        }
        if (!d.ok) {
            failures.push_back(d.process);
        }
        bytes[p] = total[p];
        done[p] = std::move(d);
    }

    // The other processes' progress and reports that have arrived.
    void receive(Transport& transport) {
        while (auto m = transport.poll(kProgress)) {
            const auto p = static_cast<size_t>(m->first);
            if (p < n && !done[p]) {
                const size_t space = m->second.find(' ');
                bytes[p] = std::stoull(m->second.substr(0, space));
                ranksDone[p] = std::stoi(m->second.substr(space + 1));
            }
        }
        while (auto m = transport.poll(kDone)) {
            if (auto d = decodeDone(m->second)) {
                d->process = m->first;
                record(std::move(*d));
            }
        }
    }

    void draw(ProgressBar& bar, const JobStart& job) const {
        uint64_t sum = 0;
        int ranks = 0;
        for (size_t p = 0; p < n; ++p) {
            sum += std::min(bytes[p], total[p]);
            ranks += done[p] ? static_cast<int>(ranksOfProcess(job, static_cast<int>(p)).size())
                             : ranksDone[p];
        }
        bar.update(sum, jobTotal,
                   std::to_string(ranks) + "/" + std::to_string(job.ranks.size()) + " ranks, " +
                       std::to_string(n) + (n == 1 ? " process" : " processes"));
    }

    bool allDone() const {
        return std::all_of(done.begin(), done.end(), [](const auto& d) { return d.has_value(); });
    }

    size_t n;
    std::vector<uint64_t> total;
    std::vector<uint64_t> bytes;
    std::vector<int> ranksDone;
    uint64_t jobTotal = 0;
    std::vector<std::optional<ProcessDone>> done;
    std::vector<int> failures;  // in the order they arrived
};

// mpirun stops the job when a process dies (or on Ctrl+C): say what was left, clear the
// temporary files we can see, and go before it has to kill us.
void abandonJob(const MpiArgs& args, const JobStart& job,
                const std::vector<std::optional<ProcessDone>>& done, ProgressBar& bar) {
    bar.finish();
    printError(
        "stopped by a signal before the job finished (mpirun stops every process "
        "when one of them dies; its message names it). Processes that had not "
        "finished: " +
        unfinishedList(job, done) +
        ". No partial file is kept under a final name; run the same command "
        "again to resume.");
    for (const JobRank& r : job.ranks) {
        if (!done[static_cast<size_t>(r.process)]) {
            ::unlink(TemporaryFile::pathFor(r.path).c_str());
        }
    }
    // Every process writes the folder's record first: one killed while writing it
    // left its temporary copy.
    removeStaleTemporaries(args.dst + "/" + kConversionRecordName);
}

// The first failure's cause, or the summary (with --json, the `problems` too); the job's
// exit code before finishJob.
int reportJob(const MpiArgs& args, const JobOutcome& outcome, const std::vector<int>& failures,
              const std::vector<Issue>& problems) {
    if (!failures.empty()) {
        // The cause, not the cancellations it triggered.
        int cause = failures.front();
        for (int p : failures) {
            if (!outcome.done[static_cast<size_t>(p)].cancelled) {
                cause = p;
                break;
            }
        }
        const ProcessDone& failed = outcome.done[static_cast<size_t>(cause)];
        const std::string line = jobFailureLine(outcome, failed) +
                                 " (the job stopped; no partial file is kept under a final name; "
                                 "complete files stay, and the same command resumes)";
        printError(line, errorCodeName(failed.error.code));  // --json: the error object
        return 1;
    }
    if (args.json) {
        nlohmann::ordered_json j = jobSummaryJson(outcome);
        nlohmann::ordered_json listed = nlohmann::ordered_json::array();
        for (const Issue& p : problems) {
            listed.push_back(planProblemToJson(p));  // as plan --json lists them
        }
        j["problems"] = std::move(listed);
        std::cout << dumpJson(std::move(j), 2) << "\n";
    } else {
        std::cout << jobSummaryText(outcome);
    }
    return jobExitCode(outcome);
}

// Process 0: its own share, the progress line, the first failure, the summary.
int lead(const MpiArgs& args, Transport& transport, const JobStart& job, PlanRequest base,
         const std::shared_ptr<const Strategy>& dst, const std::vector<Issue>& problems) {
    const size_t n = static_cast<size_t>(transport.size());
    const InterruptWatch interrupt;
    std::stop_source stop;
    ProcessProgress progress;
    ProcessDone mine;
    std::atomic<bool> finished{false};
    ProcessWorkRequest work;
    work.plan = std::move(base);
    work.plan.dstHeld = dst;
    work.plan.dstRanks = ranksOfProcess(job, 0);
    work.plan.options.threads = args.threads != 0 ? args.threads : job.processThreads[0];
    work.plan.options.writeStrategy = false;  // once the whole job has succeeded
    work.verify = args.verify;
    const auto start = Clock::now();
    std::thread worker([&] {
        mine = runProcessWork(work, stop.get_token(), progress);
        finished = true;
    });
    LeadTally tally(job, n);
    bool stopping = false;
    ProgressBar bar(!args.noProgress);
    while (true) {
        if (finished && !tally.done[0]) {
            worker.join();
            tally.record(std::exchange(mine, ProcessDone{}));
        }
        tally.bytes[0] = tally.done[0] ? tally.total[0] : progress.bytes.load();
        tally.ranksDone[0] = progress.ranks.load();
        tally.receive(transport);
        const bool signalled = interrupt.interrupted();
        if ((signalled || !tally.failures.empty()) && !stopping) {
            stopping = true;
            stop.request_stop();
            for (size_t p = 1; p < n; ++p) {
                if (!tally.done[p]) {
                    transport.send(static_cast<int>(p), kStop, "");
                }
            }
        }
        if (signalled) {
            abandonJob(args, job, tally.done, bar);
            if (worker.joinable()) {
                worker.join();
            }
            return kAbandoned;
        }
        tally.draw(bar, job);
        if (tally.allDone()) {
            break;
        }
        std::this_thread::sleep_for(kTick);
    }
    bar.finish();
    while (transport.poll(kProgress)) {
        // Progress sent just before a process's report: nothing left to draw.
    }
    JobOutcome outcome;
    outcome.start = job;
    outcome.dst = args.dst;
    outcome.verify = args.verify;
    outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    for (auto& d : tally.done) {
        outcome.done.push_back(std::move(*d));
    }
    int code = reportJob(args, outcome, tally.failures, problems);
    code = finishJob(args, code, dst);
    std::cout.flush();
    for (size_t p = 1; p < n; ++p) {
        transport.send(static_cast<int>(p), kFinal, std::to_string(code));
    }
    return code;
}

}  // namespace

std::string MpiArgs::requestKey() const {
    std::string keys;
    for (const std::string* s :
         {&key.keyFile, &key.keyMode, &key.encryptMode, &key.encryptKeyFile}) {
        keys += *s + "\x1f";
    }
    return jobKey() + (json ? "j" : "-") + keys + (key.keyHex ? "h" : "-") +
           std::to_string(key.encryptBlockBytes);
}

int runConvertJob(const MpiArgs& args, Transport& transport) {
    const HostIdentity self = localHostIdentity();
    ProcessHello hello;
    hello.process = transport.process();
    hello.hostname = self.hostname;
    hello.addresses = self.addresses;
    hello.host = args.host;
    hello.request = args.requestKey();
    hello.hostCores = std::max(1u, std::thread::hardware_concurrency());
    cpu_set_t affinity;
    CPU_ZERO(&affinity);
    hello.cores = sched_getaffinity(0, sizeof affinity, &affinity) == 0
                      ? static_cast<unsigned>(std::max(1, CPU_COUNT(&affinity)))
                      : hello.hostCores;
    const std::vector<std::string> hellos = transport.gather(encode(hello));
    KeyedRequest base;
    base.request = args.keyedPlanRequest(base.why);
    JobStart job;
    std::shared_ptr<const Strategy> dst;
    std::vector<Issue> problems;  // the plan's, on process 0
    if (transport.process() == 0) {
        dst = heldDestination(args);
        if (base.request) {
            holdSourceRun(args, *base.request);
            job = prepare(args, *base.request, hellos, dst, problems);
        } else {
            job = failed(base.why);
        }
    }
    const auto start = decodeJobStart(transport.broadcast(encode(job)));
    if (!start || !start->ok) {
        return start ? start->exitCode : 1;
    }
    if (transport.process() != 0) {
        dst = heldDestination(args);
    }
    const int code = transport.process() == 0
                         ? lead(args, transport, *start, std::move(*base.request), dst, problems)
                         : follow(args, transport, *start, base, dst);
    if (code == kAbandoned) {
        transport.abandon();
        std::cout.flush();
        std::cerr.flush();
        ::_exit(1);
    }
    return code;
}

}  // namespace shardscope::mpi
