// stageStep: one saved step copied tier to tier, byte for byte, verified, atomic, resumable.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>

#include "history/historyloader.h"
#include "history/stager.h"
#include "historyfixtures.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

int64_t mtimeNs(const std::string& path) {
    struct stat st {};
    ::stat(path.c_str(), &st);
    return static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
}

std::vector<std::string> leftoverTemporaries(const std::string& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
        if (e.path().extension() == ".tmp") {
            out.push_back(e.path().string());
        }
    }
    return out;
}

TEST(HistoryStage, CopiesOneStepAndWhatTheRunNeedsBesideIt) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2, true));
    test::writeFile(run + "/rank_table.json", "{\"server_list\": []}");
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "1_250";
    request.blockBytes = 4096;  // many blocks per file
    uint64_t last = 0;
    request.progress = [&](const Progress& p) {
        EXPECT_GE(p.done, last);
        last = p.done;
    };
    auto result = stageStep(request);
    ASSERT_TRUE(result) << result.error().describe();
    EXPECT_EQ(result->step, "synth-1_250");
    EXPECT_EQ(result->globalStep, 250);
    std::vector<std::string> staged;
    for (const StagedFile& f : result->files) {
        staged.push_back(fs::path(f.to).lexically_relative(request.to).string());
        EXPECT_FALSE(f.skipped);
        EXPECT_EQ(test::readFile(f.to), test::readFile(f.from)) << f.to;
        EXPECT_EQ(mtimeNs(f.to), mtimeNs(f.from)) << f.to;
        EXPECT_EQ(f.crcChecked,
                  fs::path(f.to).parent_path().filename().string().rfind("rank_", 0) == 0)
            << f.to;
    }
    EXPECT_EQ(staged,
              (std::vector<std::string>{
                  "rank_0/synth-1_250.ckpt", "rank_1/synth-1_250.ckpt", "rank_2/synth-1_250.ckpt",
                  "rank_3/synth-1_250.ckpt", "rank_4/synth-1_250.ckpt", "rank_5/synth-1_250.ckpt",
                  "rank_6/synth-1_250.ckpt", "rank_7/synth-1_250.ckpt", "rank_table.json",
                  "strategy.ckpt", "strategy/stage_0.ckpt", "strategy/stage_1.ckpt"}));
    EXPECT_EQ(last, result->bytesCopied);
    EXPECT_EQ(result->bytesSkipped, 0u);
    EXPECT_TRUE(leftoverTemporaries(request.to).empty());
    EXPECT_EQ(fs::status(request.to + "/rank_0/synth-1_250.ckpt").permissions() & fs::perms::all,
              fs::perms::owner_read);  // 0400, as MindSpore left the source

    auto staged2 = loadRunHistory(request.to);
    ASSERT_TRUE(staged2);
    ASSERT_EQ(staged2->steps.size(), 1u);
    EXPECT_EQ(staged2->resumeStep()->name, "synth-1_250");
}

TEST(HistoryStage, ResumesWhereItStopped) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2));
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "synth-2_250";
    ASSERT_TRUE(stageStep(request));
    // One copy lost, one left half-done by an earlier tool (no matching time): both redone.
    fs::remove(request.to + "/rank_3/synth-2_250.ckpt");
    const std::string stale = request.to + "/rank_5/synth-2_250.ckpt";
    fs::permissions(stale, fs::perms::owner_write, fs::perm_options::add);
    fs::resize_file(stale, 100);
    auto again = stageStep(request);
    ASSERT_TRUE(again) << again.error().describe();
    std::vector<std::string> copied;
    for (const StagedFile& f : again->files) {
        if (!f.skipped) {
            copied.push_back(fs::path(f.to).lexically_relative(request.to).string());
        }
        EXPECT_EQ(test::readFile(f.to), test::readFile(f.from)) << f.to;
    }
    EXPECT_EQ(copied,
              (std::vector<std::string>{"rank_3/synth-2_250.ckpt", "rank_5/synth-2_250.ckpt"}));
    EXPECT_GT(again->bytesSkipped, again->bytesCopied);
}

TEST(HistoryStage, OnlyTheRanksAsked) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2));
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "500";
    request.ranks = std::vector<int>{2, 3};
    auto result = stageStep(request);
    ASSERT_TRUE(result) << result.error().describe();
    EXPECT_EQ(result->files.size(), 2u + 3u);  // two ranks, three strategy files
    EXPECT_TRUE(fs::exists(request.to + "/rank_2/synth-2_250.ckpt"));
    EXPECT_FALSE(fs::exists(request.to + "/rank_0"));
}

TEST(HistoryStage, ADamagedSourceIsNeverStaged) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2, true), {{SynthDamageKind::FlipByte, {3}}});
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "2_250";
    request.threads = 1;
    auto result = stageStep(request);
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::CrcMismatch);
    EXPECT_EQ(result.error().file, run + "/rank_3/synth-2_250.ckpt");
    EXPECT_NE(result.error().message.find("the source fails its crc_num check"), std::string::npos);
    EXPECT_FALSE(fs::exists(request.to + "/rank_3/synth-2_250.ckpt"));
    EXPECT_TRUE(leftoverTemporaries(request.to).empty());
}

// A step's file cut short, on a run saved without crc_num trailers: the copy does not parse to its
// end, so it is not staged, and the error names the source file and where it ends (the old stage
// copied it and said "copied and verified").
TEST(HistoryStage, ASourceCutShortIsNeverStaged) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2), {{SynthDamageKind::Truncate, {1}}});
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "2_250";
    request.threads = 1;
    auto result = stageStep(request);
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::Truncated) << result.error().describe();
    EXPECT_EQ(result.error().file, run + "/rank_1/synth-2_250.ckpt");
    EXPECT_EQ(result.error().message.rfind("the source does not parse to its end (byte ", 0), 0u)
        << result.error().message;
    EXPECT_NE(result.error().message.find("runs past the end of the file"), std::string::npos);
    EXPECT_EQ(result.error().message.substr(result.error().message.size() - 13), "): not staged");
    EXPECT_FALSE(fs::exists(request.to + "/rank_1/synth-2_250.ckpt"));
    EXPECT_TRUE(leftoverTemporaries(request.to).empty());
    // The step before it is whole: staged, strategy files and all (.ckpt ones are not parsed as
    // checkpoints).
    request.step = "1_250";
    auto earlier = stageStep(request);
    ASSERT_TRUE(earlier) << earlier.error().describe();
    EXPECT_TRUE(fs::exists(request.to + "/rank_1/synth-1_250.ckpt"));
}

// A stage killed mid-copy leaves FILE.tmp; a later stage stopped before it copies anything
// (Ctrl+C, SIGTERM) still removes it: however a stage ends, no half file of any run is left.
TEST(HistoryStage, AStageStoppedAtOnceStillRemovesWhatAKilledOneLeft) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2));
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "2_250";
    fs::create_directories(request.to + "/rank_4");
    test::writeFile(request.to + "/rank_4/synth-2_250.ckpt.tmp", "half a checkpoint");
    test::writeFile(request.to + "/strategy.ckpt.tmp", "half a strategy");
    std::stop_source stop;
    stop.request_stop();
    request.stop = stop.get_token();
    auto result = stageStep(request);
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().describe(), request.to + ": cancelled");
    EXPECT_EQ(leftoverTemporaries(request.to), std::vector<std::string>{});
    EXPECT_FALSE(fs::exists(request.to + "/rank_4/synth-2_250.ckpt"));
}

TEST(HistoryStage, AStepMissingOnRanksStagesNothing) {
    test::TempDir dir;
    const std::string run = dir.file("obs");
    test::writeHistoryRun(run, test::historyConfig(2), {{SynthDamageKind::MissingNewest, {6}}});
    StageRequest request;
    request.from = run;
    request.to = dir.file("fast");
    request.step = "2_250";
    auto result = stageStep(request);
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().describe(),
              run + ": step synth-2_250 has no complete file on rank 6: nothing staged");
    EXPECT_FALSE(fs::exists(request.to));
}

}  // namespace
}  // namespace shardscope
