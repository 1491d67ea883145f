// `shardscope-cli logs` as scripts use it: the exact CSV, the summary and its JSON keys, and
// the exit statuses (docs/cli.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

// stdout only; stderr goes to `err` when given.
std::string cliWithStderr(const std::string& args, int* status, std::string* err = nullptr) {
    test::TempDir tmp;
    const std::string errFile = tmp.file("stderr");
    std::string out =
        test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>" + errFile, status);
    if (err != nullptr) {
        *err = test::readFile(errFile);
    }
    return out;
}

// Two logs: MindFormers lines with timestamps, and LossMonitor / TimeMonitor lines with a
// NaN loss and an unfinished last line.
class CliLogs : public ::testing::Test {
protected:
    void SetUp() override {
        test::writeFile(a(),
                        "2025-04-07 15:34:27,308 - INFO - { Epoch:[  1/  2], step:[    1/    2], "
                        "loss: 10.5, per_step_time: 1000ms, lr: 0.001, overflow cond: False }\n"
                        "2025-04-07 15:34:28,308 - INFO - { Epoch:[  1/  2], step:[    2/    2], "
                        "loss: N/A, per_step_time: 1001ms, lr: 0.002, overflow cond: True }\n");
        test::writeFile(b(),
                        "epoch: 1 step: 1, loss is 2.5\n"
                        "epoch: 1 step: 2, loss is nan\n"
                        "epoch time: 100.5 ms, per step time: 50.25 ms\n"
                        "epoch: 2 step: 1, loss is 2.0\n"
                        "epoch: 2 step\n");
    }
    std::string a() const { return m_dir.file("a.log"); }
    std::string b() const { return m_dir.file("b.log"); }

    test::TempDir m_dir;
};

TEST_F(CliLogs, CsvHasEveryPointOfEveryRun) {
    int status = -1;
    std::string err;
    const std::string out = cliWithStderr("logs --csv " + a() + " " + b(), &status, &err);
    EXPECT_EQ(status, 0) << err;
    EXPECT_EQ(out,
              "run,global_step,epoch,step,loss,per_step_time,lr,overflow,epoch_time,wall_time\n"
              "a,1,1,1,10.5,1000,0.001,0,,1744040067.308\n"
              "a,2,1,2,,1001,0.002,1,,1744040068.308\n"
              "b,1,1,1,2.5,,,,,\n"
              "b,2,1,2,nan,50.25,,,100.5,\n"
              "b,3,2,1,2,,,,,\n");
    // Lines that could not be read are named on stderr, keeping stdout clean for the CSV.
    EXPECT_EQ(err, "shardscope-cli: " + b() +
                       ":5: no step number after 'step' (1 line could not be read)\n");
}

TEST_F(CliLogs, CsvOfPerRankLogsLabelsTheRanks) {
    test::TempDir dir;
    std::filesystem::create_directories(dir.file("job/log"));
    test::writeFile(dir.file("job/log/rank_1.log"), "epoch: 1 step: 1, loss is 2.5\n");
    test::writeFile(dir.file("job/log/rank_0.log"), "epoch: 1 step: 1, loss is 3.5\n");
    int status = -1;
    const std::string out = cliWithStderr("logs --csv " + dir.file("job"), &status);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(out,
              "run,global_step,epoch,step,loss\n"
              "job/rank_0,1,1,1,3.5\n"
              "job/rank_1,1,1,1,2.5\n");
}

TEST_F(CliLogs, SummaryNamesRunsPointsLossesAndUnreadLines) {
    int status = -1;
    const std::string out = cliWithStderr("logs " + a() + " " + b(), &status);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(out,
              "run a: 1 log\n"
              "  " +
                  a() +
                  ": text, 2 lines, 2 rows, 7 points: loss 1, per_step_time 2, "
                  "lr 2, overflow 2\n"
                  "    steps 1-2 (2 per epoch); loss first 10.5 at step 1, last 10.5 at step 1, "
                  "min 10.5 at step 1\n"
                  "    loss N/A on 1 line (no point)\n"
                  "run b: 1 log\n"
                  "  " +
                  b() +
                  ": text, 5 lines, 3 rows, 5 points: loss 3, epoch_time 1, "
                  "per_step_time 1\n"
                  "    steps 1-3 (2 per epoch); loss first 2.5 at step 1, last 2 at step 3, min 2 "
                  "at step 3\n"
                  "    1 loss NaN or infinite\n"
                  "    1 line could not be read:\n"
                  "      " +
                  b() +
                  ":5: no step number after 'step' [bad-number]: epoch: 2 step\n"
                  "2 runs, 2 logs, 12 points (4 loss), 1 unread line\n");
}

TEST_F(CliLogs, JsonSummaryKeys) {
    int status = -1;
    const std::string out = cliWithStderr("logs --json " + a() + " " + b(), &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    ASSERT_EQ(j["runs"].size(), 2u);
    EXPECT_EQ(j["runs"][0]["name"], "a");
    const json& la = j["runs"][0]["logs"][0];
    EXPECT_EQ(la["label"], "a");
    EXPECT_FALSE(la.contains("rank"));
    EXPECT_EQ(la["path"], a());
    EXPECT_EQ(la["format"], "text");
    EXPECT_EQ(la["lines"], 2);
    EXPECT_EQ(la["rows"], 2);
    EXPECT_EQ(la["points"], 7);
    EXPECT_EQ(la["series"][1], json({{"name", "per_step_time"}, {"unit", "ms"}, {"points", 2}}));
    EXPECT_EQ(la["first_step"], 1);
    EXPECT_EQ(la["last_step"], 2);
    EXPECT_EQ(la["steps_per_epoch"], 2);
    EXPECT_EQ(la["loss"]["na_lines"], 1);
    EXPECT_EQ(la["loss"]["first"], json({{"step", 1}, {"value", 10.5}}));

    const json& lb = j["runs"][1]["logs"][0];
    EXPECT_EQ(lb["read_lines"], 4);
    EXPECT_EQ(lb["other_lines"], 0);
    EXPECT_EQ(lb["loss"]["points"], 3);
    EXPECT_EQ(lb["loss"]["non_finite"], 1);
    EXPECT_EQ(lb["loss"]["min"], json({{"step", 3}, {"value", 2.0}}));
    EXPECT_EQ(lb["unread_lines"], 1);
    ASSERT_EQ(lb["unread"].size(), 1u);
    EXPECT_EQ(lb["unread"][0], json({{"line", 5},
                                     {"problem", "bad-number"},
                                     {"message", "no step number after 'step'"},
                                     {"code", "log-no-number-after"},
                                     {"text", "epoch: 2 step"}}));
    EXPECT_EQ(lb["skipped_values"], 0);
    EXPECT_EQ(j["skipped_files"], json::array());
    EXPECT_EQ(
        j["totals"],
        json({{"runs", 2}, {"logs", 2}, {"points", 12}, {"loss_points", 4}, {"unread_lines", 1}}));
}

// Issue 34 #9: named files are treated like a folder's: a log that is no training log among
// them is skipped and listed (text, JSON, and stderr beside the CSV), not the end of the command.
TEST_F(CliLogs, ANamedFileWithoutPointsIsSkippedAndListed) {
    const std::string hccl = m_dir.file("hccl_test.log");
    test::writeFile(hccl, "hccl_test: 8 ranks\nall reduce: 12.5 GB/s\n");
    int status = -1;
    std::string err;
    std::string out = cliWithStderr("logs " + a() + " " + hccl + " " + b(), &status, &err);
    EXPECT_EQ(status, 0) << err;
    EXPECT_EQ(err, "");
    EXPECT_EQ(out.substr(out.find("\nskipped ") + 1),
              "skipped " + hccl +
                  ": no training-log points in 2 lines\n"
                  "2 runs, 2 logs, 12 points (4 loss), 1 unread line\n");

    out = cliWithStderr("logs --json " + a() + " " + hccl + " " + b(), &status);
    EXPECT_EQ(status, 0);
    const json j = json::parse(out);
    EXPECT_EQ(j["runs"].size(), 2u);
    EXPECT_EQ(j["skipped_files"], json::array({{{"path", hccl},
                                                {"reason", "no training-log points in 2 lines"},
                                                {"code", "log-file-no-points"}}}));

    out = cliWithStderr("logs --csv " + a() + " " + hccl, &status, &err);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(out.substr(0, out.find('\n')),
              "run,global_step,epoch,step,loss,per_step_time,lr,overflow,wall_time");
    EXPECT_EQ(err, "shardscope-cli: skipped " + hccl + ": no training-log points in 2 lines\n");

    // Only files without points: nothing to show, exit status 1, the first one named.
    const std::string notes = m_dir.file("notes.log");
    test::writeFile(notes, "hello\n");
    out = cliWithStderr("logs " + hccl + " " + notes, &status, &err);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "");
    EXPECT_EQ(err, "shardscope-cli: " + hccl +
                       ": no training-log points in any log found (2 files; " + hccl +
                       ": no training-log points in 2 lines)\n");
}

// Issue 34 #11: a log of three runs one after another names the lines where it restarts (text,
// JSON, and stderr beside the CSV); steps per epoch that are unknown are null, not 0.
TEST_F(CliLogs, RestartsAreNamedAndUnknownStepsPerEpochIsNull) {
    const std::string three = m_dir.file("three.log");
    test::writeFile(three,
                    "{ step:[    1/   10], loss: 2.5 }\n"
                    "{ step:[    2/   10], loss: 2.4 }\n"
                    "{ step:[    1/   10], loss: 2.5 }\n"
                    "{ step:[    2/   10], loss: 2.3 }\n"
                    "{ step:[    3/   10], loss: 2.2 }\n"
                    "{ step:[    1/   10], loss: 2.6 }\n");
    const std::string flat = m_dir.file("flat.csv");
    test::writeFile(flat, "step,loss\n1,2.5\n2,2.25\n");
    int status = -1;
    std::string out = cliWithStderr("logs " + three, &status);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(out, "run three: 1 log\n  " + three +
                       ": text, 6 lines, 6 rows, 6 points: loss 6\n"
                       "    steps 1-3 (10 per epoch); loss first 2.5 at step 1, last 2.6 at step "
                       "1, min 2.2 at step 3\n"
                       "    2 restarts (the step goes back: the log holds 3 runs one after "
                       "another):\n"
                       "      " +
                       three + ":3: step 1 after step 2\n      " + three +
                       ":6: step 1 after step 3\n"
                       "1 run, 1 log, 6 points (6 loss), 0 unread lines\n");

    out = cliWithStderr("logs --json " + three + " " + flat, &status);
    ASSERT_EQ(status, 0);
    const json j = json::parse(out);
    const json& l3 = j["runs"][0]["logs"][0];
    EXPECT_EQ(l3["steps_per_epoch"], 10);
    EXPECT_EQ(l3["restart_count"], 2);
    EXPECT_EQ(l3["restarts"], json::array({{{"line", 3}, {"from_step", 2}, {"to_step", 1}},
                                           {{"line", 6}, {"from_step", 3}, {"to_step", 1}}}));
    const json& lf = j["runs"][1]["logs"][0];
    EXPECT_EQ(lf["steps_per_epoch"], nullptr);
    EXPECT_EQ(lf["restart_count"], 0);
    EXPECT_EQ(lf["restarts"], json::array());

    std::string err;
    cliWithStderr("logs --csv " + three, &status, &err);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(err, "shardscope-cli: " + three +
                       ":3: step 1 after step 2, a restarted run (2 restarts in the log)\n");
}

TEST(CliLogsSynth, RunFolderWrittenBySynth) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    int status = -1;
    const std::string synth = cliWithStderr("synth --out " + run + " --preset tiny", &status);
    ASSERT_EQ(status, 0) << synth;

    const json j = json::parse(cliWithStderr("logs --json " + run, &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["totals"], json({{"runs", 1},
                                 {"logs", 8},
                                 {"points", 4 * 4 + 4 * 504},
                                 {"loss_points", 4 * 500},
                                 {"unread_lines", 0}}));
    const json& rank5 = j["runs"][0]["logs"][5];
    EXPECT_EQ(rank5["label"], "run/rank_5");
    EXPECT_EQ(rank5["rank"], 5);
    EXPECT_EQ(rank5["first_step"], 1);
    EXPECT_EQ(rank5["last_step"], 500);
    EXPECT_EQ(rank5["steps_per_epoch"], 250);
    EXPECT_EQ(j["runs"][0]["logs"][0]["first_step"], nullptr);  // TimeMonitor lines only

    const std::string csv = cliWithStderr("logs --csv " + run, &status);
    ASSERT_EQ(status, 0);
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 1 + 4 * 2 + 4 * 500);
    EXPECT_EQ(csv.substr(0, csv.find('\n')),
              "run,global_step,epoch,step,loss,epoch_time,per_step_time");
    EXPECT_NE(csv.find("\nrun/rank_4,1,1,1,"), std::string::npos);
    EXPECT_NE(csv.find("\nrun/rank_7,500,2,250,"), std::string::npos);
}

TEST(CliLogsErrors, ExitStatusesAndMessages) {
    test::TempDir dir;
    int status = -1;
    std::string err;
    std::string out = cliWithStderr("logs " + dir.file("missing.log"), &status, &err);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "");
    EXPECT_EQ(err, "shardscope-cli: " + dir.file("missing.log") + ": no such file or folder\n");

    test::writeFile(dir.file("garbage.log"), "hello\nepoch: 1 step: 3, loss is abc\n");
    out = cliWithStderr("logs --csv " + dir.file("garbage.log"), &status, &err);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "");
    EXPECT_EQ(err, "shardscope-cli: " + dir.file("garbage.log") +
                       ": no training-log points in 2 lines (1 unread; line 2: bad-number: loss "
                       "'abc' is not a number)\n");

    test::writeFile(dir.file("empty.log"), "");
    cliWithStderr("logs " + dir.file("empty.log"), &status, &err);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(err,
              "shardscope-cli: " + dir.file("empty.log") + ": no training-log points in 0 lines\n");

    std::filesystem::create_directories(dir.file("nothing"));
    cliWithStderr("logs " + dir.file("nothing"), &status, &err);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(err.rfind("shardscope-cli: " + dir.file("nothing") + ": no training logs found (", 0),
              0u)
        << err;

    cliWithStderr("logs", &status, &err);
    EXPECT_EQ(status, 2);
    test::writeFile(dir.file("ok.log"), "epoch: 1 step: 1, loss is 2\n");
    cliWithStderr("logs --csv --json " + dir.file("ok.log"), &status, &err);
    EXPECT_EQ(status, 2);
    cliWithStderr("logs --steps-per-epoch -3 " + dir.file("ok.log"), &status, &err);
    EXPECT_EQ(status, 2);
    out = cliWithStderr("logs --steps-per-epoch 10 --csv " + dir.file("ok.log"), &status, &err);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(out, "run,global_step,epoch,step,loss\nok,1,1,1,2\n");
}

}  // namespace
}  // namespace shardscope
