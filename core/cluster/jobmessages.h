#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../util/error.h"
#include "../util/issue.h"

namespace shardscope {

// What the processes of a distributed conversion (`shardscope-mpi convert`) tell each other, as
// JSON text: the transport (MPI in app/mpi) only moves strings. Decoding never throws: a message
// that does not parse gives nullopt.

// Each process to process 0, at the start: who and where it is, and what it was asked to do.
struct ProcessHello {
    int process = 0;
    std::string hostname;
    std::vector<std::string> addresses;
    std::string host;        // its --host, if given
    std::string request;     // its arguments other than --host, to check they agree
    unsigned cores = 1;      // CPUs it may run on (its affinity: mpirun may bind it)
    unsigned hostCores = 1;  // CPUs of its machine
};

// One destination rank of the job, as process 0 shares them out.
struct JobRank {
    int rank = 0;
    int process = 0;
    std::string host;      // the writer's host: its server label, or its host name
    uint64_t bytes = 0;    // file size
    uint64_t content = 0;  // tensor bytes copied (what progress counts)
    std::string path;      // the file it becomes
};

// Process 0 to everyone, once: the job, or why there is none.
struct JobStart {
    bool ok = false;
    int exitCode = 0;  // when !ok
    // Why, when !ok: process 0's refusal whole (code, template, arguments, subject), as
    // ProcessDone::error travels, so any process can word it from the catalogue; process 0 has
    // printed it already.
    Error error;
    std::vector<JobRank> ranks;
    std::vector<std::string> processHosts;  // per process
    std::vector<unsigned> processThreads;   // per process: copy threads (cores / processes there)
};

// What one process did with one of its ranks.
struct JobRankReport {
    int rank = 0;
    std::string path;
    uint64_t bytes = 0;
    double seconds = 0;
    bool kept = false;   // complete and verified from an earlier run, not rewritten
    std::string verify;  // "ok", "failed", or "" when not asked
    size_t tensors = 0;  // verified tensors
    // Why it failed, at most 20: each a catalogued issue (code and arguments) about the file
    // (`file` is the path: its words name it) or one of its tensors (`file` and `param`), as
    // verifyErrorLine (clusterjob.h) prints it.
    std::vector<Issue> verifyErrors;
};

// Each process to process 0, at its end.
struct ProcessDone {
    int process = 0;
    bool ok = false;
    bool cancelled = false;
    int rank = -1;  // the destination rank a failure is about, when known
    // Why, when !ok: the error whole (code, template, arguments, file, rank, parameter), so
    // process 0 words it as the process would have (Error::describe()) and --json names its code.
    Error error;
    std::vector<JobRankReport> ranks;
    uint64_t peakRss = 0;  // bytes (getrusage)
    double seconds = 0;
};

// Process 0's refusal of a greeting that does not decode.
Error unreadableHelloError();

std::string encode(const ProcessHello& m);
std::string encode(const JobStart& m);
std::string encode(const ProcessDone& m);
std::optional<ProcessHello> decodeHello(const std::string& text);
std::optional<JobStart> decodeJobStart(const std::string& text);
std::optional<ProcessDone> decodeDone(const std::string& text);

}  // namespace shardscope
