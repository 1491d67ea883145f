// ranks, plan and convert as scripts call them; a converter killed with SIGKILL leaves no
// partial output under a final name, and a re-run completes.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>

#include "../core/testutil.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "synth/demorun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using test::cli;

TEST(CliConvert, RanksFromTheRealStrategies) {
    int status = -1;
    const std::string args = " --src-strategy " + test::realFixture("strategy_8_npus.ckpt") +
                             " --dst-strategy " + test::realFixture("strategy_4_npus.ckpt");
    // 8 cards (2 stages x [2, 2]) to 4 (2 stages x [2]): destination rank 2 is stage 1, local 0.
    EXPECT_EQ(cli("ranks" + args + " --rank 0 --json", &status), "{\"rank\":0,\"needs\":[0]}\n");
    EXPECT_EQ(status, 0);
    EXPECT_EQ(cli("ranks" + args + " --rank 2 --json", &status), "{\"rank\":2,\"needs\":[4]}\n");
    EXPECT_EQ(cli("ranks" + args + " --rank 3", &status), "rank 3 needs source ranks 5\n");
    const std::string merged = cli(
        "ranks --src-strategy " + test::realFixture("strategy_8_npus.ckpt") + " --rank 0 --json",
        &status);
    EXPECT_EQ(merged, "{\"rank\":0,\"needs\":[0,1,4,5]}\n");
    const std::string bad = cli("ranks" + args + " --rank 9 2>&1", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(bad.rfind("shardscope-cli: ", 0), 0u) << bad;
}

TEST(CliConvert, PlanJsonAndAMissingRank) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    int status = -1;
    const std::string out = cli("plan --src " + dir.file("src") + " --src-strategy " +
                                    dir.file("src/strategy.ckpt") + " --json",
                                &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    ASSERT_EQ(j["ranks"].size(), 1u);
    EXPECT_EQ(j["ranks"][0]["rank"], 0);
    EXPECT_EQ(j["ranks"][0]["sources"], json::parse("[0, 1, 4, 5]"));
    EXPECT_GT(j["ranks"][0]["bytes_read"], 0);
    EXPECT_GT(j["ranks"][0]["bytes_written"], j["ranks"][0]["bytes_read"]);
    EXPECT_GT(j["ranks"][0]["peak_memory"], 0);
    EXPECT_EQ(j["problems"], json::array());

    fs::remove_all(dir.file("src/rank_5"));
    fs::remove_all(dir.file("src/rank_7"));
    const std::string missing = cli("plan --src " + dir.file("src") + " --src-strategy " +
                                        dir.file("src/strategy.ckpt") + " --json",
                                    &status);
    EXPECT_EQ(status, 1);
    const json m = json::parse(missing);
    ASSERT_GE(m["problems"].size(), 1u);
    EXPECT_EQ(m["problems"][0]["kind"], "missing-rank");
    EXPECT_EQ(m["problems"][0]["message"],
              "The checkpoint file of rank5 is needed for converting rank0's checkpoint, but it "
              "is missing.");
    const std::string refused =
        cli("convert --src " + dir.file("src") + " --dst " + dir.file("dst") + " --src-strategy " +
                dir.file("src/strategy.ckpt") + " 2>&1",
            &status);
    EXPECT_EQ(status, 1);
    EXPECT_NE(refused.find("error: The checkpoint file of rank5 is needed for converting rank0's "
                           "checkpoint, but it is missing.\n"),
              std::string::npos)
        << refused;
    EXPECT_FALSE(fs::exists(dir.file("dst")));
}

// A run's rank files hold slices: without the strategy beside them, rank 0's slices would
// pass for whole tensors. Named or not, the same strategy is read, and the plan says which.
TEST(CliConvert, TheStrategyBesideTheRunIsReadWhenNoneIsNamed) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    int status = -1;
    const std::string found =
        cli("convert --src " + dir.file("src") + " --dst " + dir.file("a") + " 2>&1", &status);
    ASSERT_EQ(status, 0) << found;
    EXPECT_EQ(found.rfind("note: source strategy: " + dir.file("src/strategy.ckpt") +
                              " (found beside the rank folders)\n",
                          0),
              0u)
        << found;
    const std::string named = cli("convert --src " + dir.file("src") + " --dst " + dir.file("b") +
                                      " --src-strategy " + dir.file("src/strategy.ckpt") + " 2>&1",
                                  &status);
    ASSERT_EQ(status, 0) << named;
    EXPECT_EQ(named.find("note: source strategy"), std::string::npos) << named;
    EXPECT_TRUE(test::readFile(dir.file("a/rank_0/checkpoint_0.ckpt")) ==
                test::readFile(dir.file("b/rank_0/checkpoint_0.ckpt")));
    const json plan = json::parse(cli("plan --src " + dir.file("src") + " --json", &status));
    EXPECT_EQ(plan["src_strategy"], dir.file("src/strategy.ckpt"));
    EXPECT_EQ(plan["problems"][0]["kind"], "source-strategy-found");
    EXPECT_EQ(plan["problems"][0]["severity"], "info");

    // Without one beside the run, and none named, there is nothing to convert to.
    fs::remove(dir.file("src/strategy.ckpt"));
    fs::remove_all(dir.file("src/strategy"));
    const std::string none =
        cli("convert --src " + dir.file("src") + " --dst " + dir.file("c") + " 2>&1", &status);
    EXPECT_EQ(status, 1) << none;
    EXPECT_NE(none.find("give a source strategy, a destination strategy, or both"),
              std::string::npos)
        << none;
    EXPECT_FALSE(fs::exists(dir.file("c")));
}

TEST(CliConvert, ConvertVerifyAndKeepCompleteFiles) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    int status = -1;
    const std::string base = "convert --src " + dir.file("src") + " --dst " + dir.file("one") +
                             " --src-strategy " + dir.file("src/strategy.ckpt") +
                             " --prefix merged";
    const std::string out = cli(base + " --verify --crc 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified 112 tensors in 1 file: all match their sources"),
              std::string::npos)
        << out;
    auto merged = CheckpointFile::open(dir.file("one/rank_0/merged0.ckpt"));
    ASSERT_TRUE(merged) << merged.error().describe();
    EXPECT_EQ(merged->index().crc, CrcState::Ok);
    const std::string again = cli(base + " --crc 2>&1", &status);
    EXPECT_EQ(status, 0);
    EXPECT_NE(again.find("1 already complete and verified, kept"), std::string::npos) << again;
}

// Four ranks of 48 MiB each, written fast, so that a conversion takes long enough to be killed.
void writeBigRun(const std::string& dir) {
    const std::vector<uint8_t> block = test::patternBytes(8u << 20, 5);
    for (int g = 0; g < 4; ++g) {
        fs::create_directories(dir + "/rank_" + std::to_string(g));
        CheckpointWriteOptions options;
        options.readOnly = false;
        auto w =
            CheckpointWriter::create(dir + "/rank_" + std::to_string(g) + "/big.ckpt", options);
        ASSERT_TRUE(w);
        ASSERT_TRUE(w->beginTensor("w", "Float32", {3072, 4096}, 48u << 20));
        for (int k = 0; k < 6; ++k) {
            ASSERT_TRUE(w->append(block));
        }
        ASSERT_TRUE(w->endTensor());
        ASSERT_TRUE(w->commit());
    }
    test::writeFile(dir + "/src.json",
                    R"({"current_stage": 1, "parallel_strategy_item": {"MatMul_w": {"stage": 0,
                       "parallel_strategy": [[4, 1]]}}, "parallel_layout_item": {"w": {
                       "dev_matrix": [4], "tensor_map": [0, -1], "tensor_shape": [12288, 4096],
                       "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}})");
    test::writeFile(dir + "/dst.json",
                    R"({"current_stage": 1, "parallel_strategy_item": {"MatMul_w": {"stage": 0,
                       "parallel_strategy": [[1, 2]]}}, "parallel_layout_item": {"w": {
                       "dev_matrix": [2], "tensor_map": [-1, 0], "tensor_shape": [12288, 4096],
                       "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}})");
}

TEST(CliConvert, KilledMidRunLeavesNoPartialFileAndARerunCompletes) {
    test::TempDir dir;
    writeBigRun(dir.file("src"));
    const std::string dst = dir.file("dst");
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        const std::string srcStrategy = dir.file("src/src.json");
        const std::string dstStrategy = dir.file("src/dst.json");
        const std::string src = dir.file("src");
        execl(SHARDSCOPE_CLI, SHARDSCOPE_CLI, "convert", "--src", src.c_str(), "--dst", dst.c_str(),
              "--src-strategy", srcStrategy.c_str(), "--dst-strategy", dstStrategy.c_str(),
              "--threads", "1", static_cast<char*>(nullptr));
        _exit(127);
    }
    // Kill it as soon as the first temporary file exists, mid-copy.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!fs::exists(dst + "/rank_0/checkpoint_0.ckpt.tmp") &&
           std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    kill(pid, SIGKILL);
    int wstatus = 0;
    waitpid(pid, &wstatus, 0);
    ASSERT_TRUE(WIFSIGNALED(wstatus)) << "the converter finished before it could be killed";
    for (int r = 0; r < 2; ++r) {
        const std::string final =
            dst + "/rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) + ".ckpt";
        if (fs::exists(final)) {  // a file under its final name is always whole
            EXPECT_TRUE(CheckpointFile::open(final)) << final;
        }
    }
    int status = -1;
    const std::string out =
        cli("convert --src " + dir.file("src") + " --dst " + dst + " --src-strategy " +
                dir.file("src/src.json") + " --dst-strategy " + dir.file("src/dst.json") +
                " --verify 2>&1",
            &status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified 2 tensors in 2 files: all match their sources"), std::string::npos)
        << out;
    for (const auto& entry : fs::recursive_directory_iterator(dst)) {
        EXPECT_NE(entry.path().extension(), ".tmp") << entry.path();
    }
}

// Ctrl+C and SIGTERM stop the copy cleanly: exit 1, one line saying so, no file left behind.
TEST(CliConvert, InterruptedBySignalStopsCleanly) {
    for (const int sig : {SIGINT, SIGTERM}) {
        SCOPED_TRACE(sig);
        test::TempDir dir;
        writeBigRun(dir.file("src"));
        const std::string dst = dir.file("dst");
        int pipeFds[2];
        ASSERT_EQ(pipe(pipeFds), 0);
        const pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            dup2(pipeFds[1], STDERR_FILENO);
            close(pipeFds[0]);
            const std::string srcStrategy = dir.file("src/src.json");
            const std::string dstStrategy = dir.file("src/dst.json");
            const std::string src = dir.file("src");
            execl(SHARDSCOPE_CLI, SHARDSCOPE_CLI, "convert", "--src", src.c_str(), "--dst",
                  dst.c_str(), "--src-strategy", srcStrategy.c_str(), "--dst-strategy",
                  dstStrategy.c_str(), "--threads", "1", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(pipeFds[1]);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!fs::exists(dst + "/rank_0/checkpoint_0.ckpt.tmp") &&
               std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        kill(pid, sig);
        std::string err;
        char buf[512];
        ssize_t n = 0;
        while ((n = read(pipeFds[0], buf, sizeof buf)) > 0) {
            err.append(buf, static_cast<size_t>(n));
        }
        close(pipeFds[0]);
        int wstatus = 0;
        waitpid(pid, &wstatus, 0);
        ASSERT_TRUE(WIFEXITED(wstatus)) << "the signal killed it instead of stopping it";
        ASSERT_FALSE(fs::exists(dst + "/rank_1/checkpoint_1.ckpt"))
            << "the conversion finished before the signal arrived";
        EXPECT_EQ(WEXITSTATUS(wstatus), 1);
        EXPECT_NE(err.find("conversion cancelled; no partial file kept"), std::string::npos) << err;
        for (const auto& entry : fs::recursive_directory_iterator(dst)) {
            EXPECT_NE(entry.path().extension(), ".tmp") << entry.path();
        }
    }
}

}  // namespace
}  // namespace shardscope
