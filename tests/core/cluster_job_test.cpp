// The distributed conversion without MPI: process 0's job plan, the messages the processes
// exchange, one process's work (the same bytes as `convert`), and the summary.
#include <gtest/gtest.h>

#include <filesystem>

#include "cluster/clusterjob.h"
#include "cluster/processwork.h"
#include "convert/executor.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

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
    done.error = "x: cannot write";
    done.ranks = {
        {3, "/out/rank_3/c3.ckpt", 100, 0.5, true, "ok", 12, {"e1"}, {"verify-bytes-differ"}}};
    done.peakRss = 1 << 20;
    const auto d = decodeDone(encode(done));
    ASSERT_TRUE(d);
    EXPECT_EQ(d->error, done.error);
    EXPECT_EQ(d->ranks[0].verifyErrors, (std::vector<std::string>{"e1"}));
    EXPECT_TRUE(d->ranks[0].kept);
    const auto h = decodeHello(encode(hello(2, "n2", "#1")));
    ASSERT_TRUE(h);
    EXPECT_EQ(h->host, "#1");
    EXPECT_FALSE(decodeDone("{\"process\": 1"));
    EXPECT_FALSE(decodeJobStart("[]"));
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
    ASSERT_TRUE(done.ok) << done.error;
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
    EXPECT_EQ(blocked.error,
              run.dir.file("blocked/rank_4") + ": cannot create folder: Not a directory");
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
    EXPECT_EQ(missing.error, run.dir.file("gone") + ": not a folder");
    auto handed = discoverRun(run.dir.file("src"), sourceLoadOptions(run.request));
    ASSERT_TRUE(handed) << handed.error().describe();
    work.plan.source = *handed;
    const ProcessDone done = runProcessWork(work, {}, progress);
    ASSERT_TRUE(done.ok) << done.error;
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
    p0.ranks = {{0, "out/rank_0/c0.ckpt", 2048, 0.25, false, "ok", 3, {}, {}}};
    p1.process = 1;
    p1.ok = true;
    p1.seconds = 0.75;
    p1.peakRss = 31 << 20;
    p1.ranks = {{1, "out/rank_1/c1.ckpt", 1024, 0, true, "ok", 2, {}, {}}};
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
    failed.error = "out/rank_1/c1.ckpt.tmp: cannot reserve 1024 bytes: No space left on device";
    EXPECT_EQ(jobFailureLine(outcome, failed),
              "process 1 (host 'node_1'): rank 1: out/rank_1/c1.ckpt.tmp: cannot reserve 1024 "
              "bytes: No space left on device");
}

}  // namespace
}  // namespace shardscope
