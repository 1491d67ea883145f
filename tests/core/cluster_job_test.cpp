// The distributed conversion without MPI: process 0's job plan, the messages the processes
// exchange, one process's work (the same bytes as `convert`), and the summary.
#include <gtest/gtest.h>

#include <filesystem>

#include "cluster/clusterjob.h"
#include "cluster/processwork.h"
#include "convert/executor.h"
#include "convert/planproblems.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"
#include "util/jsontext.h"
#include "util/messagepiece.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

struct SynthPair {
    test::TempDir dir;
    PlanRequest request;
    SynthPair() {
        SynthConfig config = *synthPreset("tiny");
        config.optShard = 2;
        EXPECT_TRUE(writeSynthRun(dir.file("src"), config));
        config.dp = 3;
        config.mp = 1;
        config.optShard = 0;
        EXPECT_TRUE(writeSynthRun(dir.file("dst6"), config));
        request.srcFolder = dir.file("src");
        request.srcStrategy = dir.file("src/strategy.ckpt");
        request.dstStrategy = dir.file("dst6/strategy.ckpt");
    }
};

ProcessHello hello(int process, const std::string& hostname, const std::string& host = {}) {
    return {process, hostname, {"192.0.2." + std::to_string(process + 1)}, host, "same", 8, 8};
}

TEST(ClusterJob, ByBytesAndByHost) {
    SynthPair run;
    run.request.dstFolder = run.dir.file("out");
    auto plan = test::planFromPath(run.request);
    ASSERT_TRUE(plan);
    ClusterJobRequest request;
    request.plan = &*plan;
    request.processes = {hello(0, "n1"), hello(1, "n1"), hello(2, "n2"), hello(3, "n2")};
    request.processes[3].cores = 1;  // bound to one core by mpirun
    auto job = planClusterJob(request);
    ASSERT_TRUE(job) << job.error().describe();
    ASSERT_EQ(job->ranks.size(), 6u);
    // Stage-0 files are larger (the embedding): 0, 1, 2 first, then 3 and 4 onto the least
    // loaded (process 3), then 5 onto the lowest of the three equal ones.
    EXPECT_EQ(ranksOfProcess(*job, 0), (std::vector<int>{0, 5}));
    EXPECT_EQ(ranksOfProcess(*job, 1), (std::vector<int>{1}));
    EXPECT_EQ(ranksOfProcess(*job, 2), (std::vector<int>{2}));
    EXPECT_EQ(ranksOfProcess(*job, 3), (std::vector<int>{3, 4}));
    EXPECT_EQ(job->processHosts, (std::vector<std::string>{"n1", "n1", "n2", "n2"}));
    EXPECT_EQ(job->processThreads, (std::vector<unsigned>{4, 4, 4, 1}));
    EXPECT_EQ(job->ranks[3].path, run.dir.file("out/rank_3/checkpoint_3.ckpt"));
    EXPECT_EQ(job->ranks[3].bytes, plan->ranks[3].fileSize);

    auto table = loadRankTableSpec("msrun:6:3");
    request.table = &*table;
    request.processes = {hello(0, "n1", "node_1"), hello(1, "node_0"), hello(2, "n2", "#1")};
    auto byHost = planClusterJob(request);
    ASSERT_TRUE(byHost) << byHost.error().describe();
    EXPECT_EQ(ranksOfProcess(*byHost, 1), (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(ranksOfProcess(*byHost, 0), (std::vector<int>{3, 5}));
    EXPECT_EQ(ranksOfProcess(*byHost, 2), (std::vector<int>{4}));
    EXPECT_EQ(byHost->ranks[4].host, "node_1");

    request.processes = {hello(0, "n1", "node_1"), hello(1, "gpu9")};
    auto lost = planClusterJob(request);
    ASSERT_FALSE(lost);
    EXPECT_EQ(lost.error().describe(),
              "process 1 (host 'gpu9'): msrun:6:3: this machine is none of the table's servers "
              "('node_0', 'node_1'): tried host name 'gpu9', addresses 192.0.2.2; give --host "
              "SERVER_ID");
    request.processes = {hello(0, "n1", "node_1"), hello(1, "n2", "node_1")};
    request.processes[1].request = "other";
    auto differ = planClusterJob(request);
    ASSERT_FALSE(differ);
    EXPECT_EQ(differ.error().message,
              "process 1 (host 'n2') was started with other arguments than process 0 (other "
              "instead of same); every process must get the same command line");
}

TEST(ClusterJob, MessagesRoundTrip) {
    JobStart start;
    start.ok = true;
    start.ranks = {{3, 1, "node_1", 100, 90, "/out/rank_3/c3.ckpt"}};
    start.processHosts = {"node_0", "node_1"};
    start.processThreads = {2, 2};
    const auto back = decodeJobStart(encode(start));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->ranks[0].path, "/out/rank_3/c3.ckpt");
    EXPECT_EQ(back->ranks[0].content, 90u);
    EXPECT_EQ(back->processThreads, start.processThreads);
    ProcessDone done;
    done.process = 1;
    done.rank = 3;
    // A failure travels whole: its code, template, named arguments (a piece among them), the
    // error it reports, its subject and its fix.
    const Error inner = makeError(ErrorCode::Io, "cannot reserve {bytes} bytes: {reason}",
                                  {{"bytes", "1024"}, {"reason", "No space left on device"}});
    Error error = makeError(
        ErrorCode::Io, "writing {what} failed: {error}",
        {pieceArg("what", PiecePlural("{n} tensor", "{n} tensors", "n"), {{"n", "2"}})}, inner);
    error.inFile("/out/rank_3/c3.ckpt.tmp").onRank(3).forParam("w").atOffset(77);
    error.withFix("free {space} and run it again", {{"space", "1 KiB"}});
    done.error = error;
    JobRankReport report;
    report.rank = 3;
    report.path = "/out/rank_3/c3.ckpt";
    report.bytes = 100;
    report.seconds = 0.5;
    report.kept = true;
    report.verify = "ok";
    report.tensors = 12;
    Issue differ = makeIssue(IssueCode::VerifyBytesDiffer, Severity::Error, "/out/rank_3/c3.ckpt",
                             "w", -1, {"1"});
    differ.because(inner);
    report.verifyErrors = {differ};
    done.ranks = {report};
    done.peakRss = 1 << 20;
    const auto d = decodeDone(encode(done));
    ASSERT_TRUE(d);
    EXPECT_FALSE(d->ok);
    EXPECT_EQ(d->rank, 3);
    const Error& sentError = d->error;
    EXPECT_EQ(sentError.code, ErrorCode::Io);
    ASSERT_NE(sentError.messageTemplate, nullptr);
    EXPECT_STREQ(sentError.messageTemplate, "writing {what} failed: {error}");
    EXPECT_EQ(sentError.args, error.args);
    ASSERT_NE(sentError.args.at(0).piece, nullptr);  // the piece itself, not only its English
    EXPECT_STREQ(sentError.args.at(0).piece->plural, "{n} tensors");
    EXPECT_STREQ(sentError.args.at(0).piece->count, "n");
    EXPECT_EQ(sentError.args.at(0).piece->args, (std::vector<IssueArg>{{"n", "2"}}));
    ASSERT_NE(sentError.cause, nullptr);
    EXPECT_STREQ(sentError.cause->messageTemplate, "cannot reserve {bytes} bytes: {reason}");
    EXPECT_EQ(sentError.cause->args, inner.args);
    EXPECT_EQ(sentError.file, "/out/rank_3/c3.ckpt.tmp");
    EXPECT_EQ(sentError.rank, 3);
    EXPECT_EQ(sentError.param, "w");
    EXPECT_EQ(sentError.offset, 77);
    EXPECT_STREQ(sentError.fixTemplate, "free {space} and run it again");
    EXPECT_EQ(sentError.fixArgs, error.fixArgs);
    EXPECT_TRUE(rendersFromTemplate(sentError));
    EXPECT_EQ(sentError.describe(),
              "/out/rank_3/c3.ckpt.tmp: rank 3: byte 77: parameter 'w': writing 2 tensors failed: "
              "cannot reserve 1024 bytes: No space left on device (free 1 KiB and run it again)");
    EXPECT_EQ(sentError.describe(), error.describe());
    // The verification errors: each an issue, its words the catalogue's again.
    ASSERT_EQ(d->ranks.at(0).verifyErrors.size(), 1u);
    const Issue& issue = d->ranks[0].verifyErrors[0];
    EXPECT_EQ(issue.code, IssueCode::VerifyBytesDiffer);
    EXPECT_EQ(issue.severity, Severity::Error);
    EXPECT_EQ(issue.file, "/out/rank_3/c3.ckpt");
    EXPECT_EQ(issue.param, "w");
    EXPECT_EQ(issue.arg("bytes"), "1");
    ASSERT_NE(issue.cause, nullptr);
    EXPECT_EQ(issue.cause->describe(), inner.describe());
    EXPECT_EQ(issue.text(), "1 bytes differ from the source bytes they were copied from");
    EXPECT_EQ(verifyErrorLine(issue),
              "/out/rank_3/c3.ckpt: parameter 'w': 1 bytes differ from the source bytes they "
              "were copied from");
    EXPECT_TRUE(d->ranks[0].kept);
    // A process that worked sends no error; one whose message names an unknown code is unread.
    done.ok = true;
    done.error = Error{};
    EXPECT_TRUE(decodeDone(encode(done)));
    std::string unknown = encode(done);
    unknown.replace(unknown.find("verify-bytes-differ"), 19, "verify-bytes-gone!!");
    EXPECT_FALSE(decodeDone(unknown));
    const auto h = decodeHello(encode(hello(2, "n2", "#1")));
    ASSERT_TRUE(h);
    EXPECT_EQ(h->host, "#1");
    EXPECT_FALSE(decodeDone("{\"process\": 1"));
    EXPECT_FALSE(decodeJobStart("[]"));
}

// Process 0's refusal of a job travels whole, as a process's failure does: every process has
// its code, template and arguments, and could word it from the catalogue.
TEST(ClusterJob, ARefusedJobSendsItsErrorWhole) {
    JobStart refused;
    refused.exitCode = 2;
    refused.error = makeError(ErrorCode::InvalidArgument, "rank {rank} is not one of the {count}",
                              {{"rank", "9"}, {"count", "8"}});
    refused.error.inFile("/dst/strategy.ckpt");
    const auto back = decodeJobStart(encode(refused));
    ASSERT_TRUE(back);
    EXPECT_FALSE(back->ok);
    EXPECT_EQ(back->exitCode, 2);
    EXPECT_EQ(back->error.code, ErrorCode::InvalidArgument);
    ASSERT_NE(back->error.messageTemplate, nullptr);
    EXPECT_STREQ(back->error.messageTemplate, "rank {rank} is not one of the {count}");
    EXPECT_EQ(back->error.args, refused.error.args);
    EXPECT_EQ(back->error.file, "/dst/strategy.ckpt");
    EXPECT_EQ(back->error.describe(), "/dst/strategy.ckpt: rank 9 is not one of the 8");

    // Process 0's own refusals are the catalogue's sentences (shardscope-mpi prints them as it
    // did: tests/mpi pin the lines).
    for (const Error& own : {unreadableHelloError(), planNotRunnableError()}) {
        refused.error = own;
        const auto sent = decodeJobStart(encode(refused));
        ASSERT_TRUE(sent);
        ASSERT_NE(sent->error.messageTemplate, nullptr) << own.describe();
        EXPECT_TRUE(rendersFromTemplate(sent->error));
        EXPECT_EQ(sent->error.code, own.code);
        EXPECT_EQ(sent->error.describe(), own.describe());
    }
    EXPECT_EQ(unreadableHelloError().describe(), "a process sent an unreadable greeting");
    EXPECT_EQ(planNotRunnableError().describe(), "nothing written: fix the errors above first");

    // A job that starts sends no error.
    JobStart started;
    started.ok = true;
    EXPECT_NE(encode(started).find("\"error\":null"), std::string::npos) << encode(started);
}

TEST(ClusterJob, OneProcessWritesWhatConvertWrites) {
    SynthPair run;
    PlanRequest whole = run.request;
    whole.dstFolder = run.dir.file("one");
    auto plan = test::planFromPath(whole);
    ASSERT_TRUE(plan);
    ASSERT_TRUE(executeConversion(*plan));
    ProcessWorkRequest work;
    work.plan = run.request;
    work.plan.dstFolder = run.dir.file("mine");
    work.plan.dstRanks = std::vector<int>{1, 4};
    work.verify = true;
    work.process = 2;
    ProcessProgress progress;
    const ProcessDone done = runProcessWork(work, {}, progress);
    ASSERT_TRUE(done.ok) << done.error.describe();
    EXPECT_EQ(done.process, 2);
    ASSERT_EQ(done.ranks.size(), 2u);
    EXPECT_EQ(done.ranks[1].rank, 4);
    EXPECT_EQ(done.ranks[1].verify, "ok");
    EXPECT_GT(done.ranks[1].tensors, 0u);
    EXPECT_GT(done.peakRss, 0u);
    EXPECT_EQ(progress.ranks.load(), 2);
    for (int r : {1, 4}) {
        const std::string name =
            "/rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) + ".ckpt";
        EXPECT_EQ(test::readFile(run.dir.file("mine") + name),
                  test::readFile(run.dir.file("one") + name));
    }
    EXPECT_FALSE(fs::exists(run.dir.file("mine/rank_0")));
    // Again: both files are kept, nothing is rewritten.
    const ProcessDone again = runProcessWork(work, {}, progress);
    ASSERT_TRUE(again.ok);
    EXPECT_TRUE(again.ranks[0].kept && again.ranks[1].kept);
    // A folder that cannot be made fails the rank it belongs to.
    work.plan.dstFolder = run.dir.file("blocked");
    fs::create_directories(run.dir.file("blocked"));
    test::writeFile(run.dir.file("blocked/rank_4"), "not a folder");
    const ProcessDone blocked = runProcessWork(work, {}, progress);
    EXPECT_FALSE(blocked.ok);
    EXPECT_FALSE(blocked.cancelled);
    EXPECT_EQ(blocked.rank, 4);
    EXPECT_EQ(blocked.error.describe(),
              run.dir.file("blocked/rank_4") + ": cannot create folder: Not a directory");
    // Process 0 words it from what came: the same line, and its code for --json.
    const auto sent = decodeDone(encode(blocked));
    ASSERT_TRUE(sent);
    EXPECT_EQ(sent->error.code, ErrorCode::Io);
    EXPECT_EQ(sent->error.file, run.dir.file("blocked/rank_4"));
    EXPECT_NE(sent->error.messageTemplate, nullptr);
    EXPECT_EQ(sent->error.describe(), blocked.error.describe());
}

// A process that was handed no run (every process but 0, and process 0 with --ranks) discovers
// it from its folder, as the planner takes no path; one handed a run plans from that run.
TEST(ClusterJob, AProcessPlansFromTheRunItWasHandedOrDiscovers) {
    SynthPair run;
    ProcessWorkRequest work;
    work.plan = run.request;
    work.plan.dstFolder = run.dir.file("mine");
    work.plan.dstRanks = std::vector<int>{2};
    work.plan.srcFolder = run.dir.file("gone");
    ProcessProgress progress;
    const ProcessDone missing = runProcessWork(work, {}, progress);
    EXPECT_FALSE(missing.ok);
    EXPECT_EQ(missing.error.describe(), run.dir.file("gone") + ": not a folder");
    auto handed = discoverRun(run.dir.file("src"), sourceLoadOptions(run.request));
    ASSERT_TRUE(handed) << handed.error().describe();
    work.plan.source = *handed;
    const ProcessDone done = runProcessWork(work, {}, progress);
    ASSERT_TRUE(done.ok) << done.error.describe();
    ASSERT_EQ(done.ranks.size(), 1u);
    EXPECT_EQ(done.ranks[0].rank, 2);
    EXPECT_TRUE(fs::exists(run.dir.file("mine/rank_2")));
}

TEST(ClusterJob, SummaryAndFailureLine) {
    JobOutcome outcome;
    outcome.dst = "out";
    outcome.verify = true;
    outcome.seconds = 1.25;
    outcome.start.ok = true;
    outcome.start.processHosts = {"node_0", "node_1"};
    outcome.start.ranks = {{0, 0, "node_0", 2048, 2000, "out/rank_0/c0.ckpt"},
                           {1, 1, "node_1", 1024, 1000, "out/rank_1/c1.ckpt"}};
    ProcessDone p0, p1;
    p0.process = 0;
    p0.ok = true;
    p0.seconds = 0.5;
    p0.peakRss = 30 << 20;
    p0.ranks = {{0, "out/rank_0/c0.ckpt", 2048, 0.25, false, "ok", 3, {}}};
    p1.process = 1;
    p1.ok = true;
    p1.seconds = 0.75;
    p1.peakRss = 31 << 20;
    p1.ranks = {{1, "out/rank_1/c1.ckpt", 1024, 0, true, "ok", 2, {}}};
    outcome.done = {p0, p1};
    EXPECT_EQ(jobSummaryText(outcome),
              "RANK  PROCESS  HOST      BYTES  SECONDS  VERIFY\n"
              "   0        0  node_0  2.0 KiB     0.25  ok\n"
              "   1        1  node_1  1.0 KiB     kept  ok\n"
              "\n"
              "PROCESS  HOST    RANKS    BYTES  SECONDS  PEAK RSS\n"
              "      0  node_0  0      2.0 KiB     0.50  30.0 MiB\n"
              "      1  node_1  1      1.0 KiB     0.75  31.0 MiB\n"
              "\n"
              "wrote 1 file (2.0 KiB) to out with 2 processes on 2 hosts in 1.2 s; 1 already "
              "complete and verified, kept\n"
              "verified 5 tensors in 2 files: all match their sources\n");
    EXPECT_EQ(jobExitCode(outcome), 0);
    const auto j = jobSummaryJson(outcome);
    EXPECT_EQ(j["files_written"], 1);
    EXPECT_EQ(j["files_kept"], 1);
    EXPECT_EQ(j["verified"], true);
    EXPECT_EQ(j["ranks"][1]["process"], 1);
    EXPECT_EQ(j["ranks"][1]["host"], "node_1");
    EXPECT_EQ(j["processes"][0]["peak_rss"], 30 << 20);
    outcome.done[1].ranks[0].verify = "failed";
    EXPECT_EQ(jobExitCode(outcome), 3);
    ProcessDone failed;
    failed.process = 1;
    failed.rank = 1;
    failed.error = makeError(ErrorCode::Io, "cannot reserve {bytes} bytes: {reason}",
                             {{"bytes", "1024"}, {"reason", "No space left on device"}})
                       .inFile("out/rank_1/c1.ckpt.tmp");
    // As process 0 gets it from process 1.
    const auto arrived = decodeDone(encode(failed));
    ASSERT_TRUE(arrived);
    EXPECT_EQ(jobFailureLine(outcome, *arrived),
              "process 1 (host 'node_1'): rank 1: out/rank_1/c1.ckpt.tmp: cannot reserve 1024 "
              "bytes: No space left on device");
    EXPECT_EQ(arrived->error.code, ErrorCode::Io);  // --json's error object names it (mpijob.cpp)
}

TEST(ClusterJob, VerifyErrorsPrintAsTheyDid) {
    JobOutcome outcome;
    outcome.dst = "out";
    outcome.verify = true;
    outcome.seconds = 1.25;
    outcome.start.ok = true;
    outcome.start.processHosts = {"node_0"};
    outcome.start.ranks = {{0, 0, "node_0", 2048, 2000, "out/rank_0/c0.ckpt"}};
    ProcessDone p0;
    p0.ok = true;
    p0.seconds = 0.5;
    p0.peakRss = 30 << 20;
    JobRankReport r;
    r.path = "out/rank_0/c0.ckpt";
    r.bytes = 2048;
    r.seconds = 0.25;
    r.verify = "failed";
    r.tensors = 3;
    r.verifyErrors = {
        makeIssue(IssueCode::VerifyCrcFailed, Severity::Error, r.path, "", -1, {r.path}),
        makeIssue(IssueCode::VerifyBytesDiffer, Severity::Error, r.path, "w", -1, {"7"})};
    p0.ranks = {r};
    const auto arrived = decodeDone(encode(p0));
    ASSERT_TRUE(arrived);
    outcome.done = {*arrived};
    const std::string text = jobSummaryText(outcome);
    EXPECT_NE(text.find("\nerror: out/rank_0/c0.ckpt: the crc check is failed\nerror: "
                        "out/rank_0/c0.ckpt: parameter 'w': 7 bytes differ from the "
                        "source bytes they were copied from\nwrote 1 file"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("verified 3 tensors in 1 file: 2 failed\n"), std::string::npos) << text;
    const auto j = jobSummaryJson(outcome);
    EXPECT_EQ(dumpJson(j["ranks"][0]["verify_errors"]),
              "[\"out/rank_0/c0.ckpt: the crc check is failed\",\"out/rank_0/c0.ckpt: parameter "
              "'w': 7 bytes differ from the source bytes they were copied from\"]");
    EXPECT_EQ(dumpJson(j["ranks"][0]["verify_error_codes"]),
              "[\"verify-crc-failed\",\"verify-bytes-differ\"]");
    EXPECT_EQ(jobExitCode(outcome), 3);
}

}  // namespace
}  // namespace shardscope
