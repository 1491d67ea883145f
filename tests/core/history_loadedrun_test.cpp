// The saved steps of a loaded run (historyOfRun, the History tab's): the history the run's load
// scanned to choose its step is kept with the run and placed again with the steps per epoch the
// tab asks for (and the training log the load did not read), byte for byte what a scan of the
// folder gives, and no rank file is read again (issue 32: core takes the loaded run).
#include <gtest/gtest.h>

#include <filesystem>

#include "history/historyjson.h"
#include "history/historyloader.h"
#include "historyfixtures.h"
#include "inspect/historyofrun.h"
#include "inspect/rundocument.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// Two ranks saving net-9_10 and net-10_5 without step_num (their names sort the other way
// round: MindSpore's rule takes the older step), and a log of 10 steps per epoch.
void writeLoadedHistoryRun(const test::TempDir& dir) {
    for (int r = 0; r < 2; ++r) {
        const std::string folder = dir.file("rank_" + std::to_string(r) + "/");
        test::writeTinyCkpt(folder + "net-9_10.ckpt", 4);
        test::writeTinyCkpt(folder + "net-10_5.ckpt", 4);
    }
    std::string log;
    for (int epoch = 1; epoch <= 2; ++epoch) {
        for (int step = 1; step <= 10; ++step) {
            log += "epoch: " + std::to_string(epoch) + " step: " + std::to_string(step) +
                   ", loss is 2.5\n";
        }
    }
    fs::create_directories(dir.file("log"));
    test::writeFile(dir.file("log/rank_0.log"), log);
}

std::string scannedJson(const std::string& run, const HistoryOptions& options) {
    auto h = loadRunHistory(run, options);
    EXPECT_TRUE(h) << h.error().describe();
    return h ? historyToJson(*h).dump(2) : std::string();
}

TEST(HistoryLoadedRun, TheLoadsHistoryIsPlacedAgainWithoutReadingTheRankFiles) {
    test::TempDir dir;
    writeLoadedHistoryRun(dir);
    HistoryOptions byOption;
    byOption.stepsPerEpoch = 100;
    const std::string scanned = scannedJson(dir.path(), {});
    const std::string scannedByOption = scannedJson(dir.path(), byOption);
    ASSERT_NE(scanned.find("\"source\": \"logs\""), std::string::npos) << scanned;
    ASSERT_NE(scanned.find("takes an older step, net-9_10 (epoch 9, step 10, global step 90)"),
              std::string::npos)
        << scanned;

    auto loaded = loadRunFolder(dir.path());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    ASSERT_NE(loaded->history, nullptr);  // the load chose its step from the saved steps
    EXPECT_EQ(loaded->history->stepsPerEpoch.value, 0);  // and read no log for it
    EXPECT_EQ(loaded->history->strategy, nullptr);       // the run holds its strategy
    const auto run = std::make_shared<const RunDocument>(std::move(*loaded));
    for (int r = 0; r < 2; ++r) {
        fs::remove_all(dir.file("rank_" + std::to_string(r)));
    }

    auto placed = historyOfRun(run, {});
    ASSERT_TRUE(placed) << placed.error().describe();
    EXPECT_EQ(historyToJson(*placed).dump(2), scanned);
    ASSERT_EQ(placed->steps.size(), 2u);
    EXPECT_EQ(placed->steps[1].name, "net-10_5");
    EXPECT_EQ(placed->steps[1].globalStep, 95);
    EXPECT_EQ(placed->steps[1].globalSource, "names");
    EXPECT_EQ(placed->steps[1].cells.size(), 2u);
    EXPECT_EQ(placed->steps[1].cells[0].best().state, FileState::Intact);

    auto again = historyOfRun(run, byOption);
    ASSERT_TRUE(again) << again.error().describe();
    EXPECT_EQ(historyToJson(*again).dump(2), scannedByOption);
    EXPECT_EQ(again->steps[1].globalStep, 905);
    EXPECT_EQ(again->stepsPerEpoch.source, "option");
    // The run's own history is left as loaded.
    EXPECT_EQ(run->history->stepsPerEpoch.value, 0);
    EXPECT_FALSE(run->history->steps[1].globalStep.has_value());
}

// One file per rank and no step asked for: the load scanned no saved steps, so the run's are
// read from its folder, with the files the run indexed checked from their indexes.
TEST(HistoryLoadedRun, ARunWhoseLoadScannedNoStepsIsScannedOnce) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(1));
    const std::string scanned = scannedJson(dir.path(), {});
    auto loaded = loadRunFolder(dir.path());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    EXPECT_EQ(loaded->history, nullptr);
    auto h = historyOfRun(std::make_shared<const RunDocument>(std::move(*loaded)), {});
    ASSERT_TRUE(h) << h.error().describe();
    EXPECT_EQ(historyToJson(*h).dump(2), scanned);
    ASSERT_EQ(h->steps.size(), 1u);
    EXPECT_TRUE(h->steps[0].usable());
    EXPECT_NE(h->strategy, nullptr);  // the run's, as it holds it

    auto none = historyOfRun(nullptr, {});
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().describe(), "no run is loaded");
}

}  // namespace
}  // namespace shardscope
