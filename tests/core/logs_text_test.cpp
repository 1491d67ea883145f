// Text training logs as MindSpore and MindFormers print them (docs formats.md section 6): every
// value on a line kept as its own series, exact values, and every line that could not be read
// reported with its number and reason.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "logs/logtable.h"
#include "logtestutil.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::globalSteps;
using test::parseLog;
using test::values;

using test::kInf;

// The two MindFormers lines of formats.md section 6, verbatim.
constexpr const char* kMindFormersStamped =
    "2025-04-07 15:34:27,308 - [mindformers/core/callback/callback.py:529] - INFO - { Epoch:[  "
    "1/  2], step:[    1/   19], loss: 10.649, per_step_time: 103328ms, lr: 0.0, overflow cond: "
    "False, loss_scale: 1.0, global_norm: [1 31049], train_throughput_per_npu: 2.896T";
constexpr const char* kMindFormersPlain =
    "{ step:[    1/   10], loss:  11.813965, per_step_time:  13570ms, load_balancing_loss:   "
    "1.093977, lr: 1.000000e-05, grad_norm:  13.831877, throughput:   1.36T }";

// 2025-04-07 15:34:27 UTC, as `date -u -d ... +%s` gives it.
constexpr double kStamp = 1744040067.0;

TEST(LogsText, LossMonitorAndTimeMonitorFromFormatsMd) {
    const LogTable t = parseLog(
        "epoch: 1 step: 156, loss is 2.0084016\n"
        "epoch time: 1234.567 ms, per step time: 7.913 ms\n");
    ASSERT_EQ(t.rowCount(), 1u);
    EXPECT_EQ(t.globalStep(0), 156);
    EXPECT_EQ(t.epoch(0), 1);
    EXPECT_EQ(t.stepOnLine(0), 156);
    EXPECT_TRUE(std::isnan(t.wallTime(0)));
    EXPECT_FALSE(t.hasWallTime());
    EXPECT_EQ(test::metricNames(t),
              (std::vector<std::string>{"loss", "epoch_time", "per_step_time"}));
    EXPECT_EQ(values(t, "loss"), std::vector<double>{2.0084016});
    // TimeMonitor closes the epoch: its values join the epoch's last step.
    EXPECT_EQ(values(t, "epoch_time"), std::vector<double>{1234.567});
    EXPECT_EQ(values(t, "per_step_time"), std::vector<double>{7.913});
    EXPECT_EQ(t.metric("per_step_time")->unit, "ms");
    EXPECT_EQ(test::rowsOf(t, "epoch_time"), std::vector<uint32_t>{0});
    EXPECT_EQ(t.report().lines, 2);
    EXPECT_EQ(t.report().readLines, 2);
    EXPECT_EQ(t.report().unreadLines, 0);
    EXPECT_EQ(t.pointCount(), 3u);
}

TEST(LogsText, MindFormersLineWithTimestampKeepsEveryValue) {
    const LogTable t = parseLog(std::string(kMindFormersStamped) + "\n");
    ASSERT_EQ(t.rowCount(), 1u);
    EXPECT_EQ(t.globalStep(0), 1);
    EXPECT_EQ(t.epoch(0), 1);
    EXPECT_EQ(t.stepOnLine(0), 1);
    EXPECT_EQ(t.stepsPerEpoch(), 19);
    EXPECT_DOUBLE_EQ(t.wallTime(0), kStamp + 0.308);
    EXPECT_EQ(test::metricNames(t),
              (std::vector<std::string>{"loss", "per_step_time", "lr", "overflow", "loss_scale",
                                        "train_throughput_per_npu"}));
    EXPECT_EQ(values(t, "loss"), std::vector<double>{10.649});
    EXPECT_EQ(values(t, "per_step_time"), std::vector<double>{103328});
    EXPECT_EQ(t.metric("per_step_time")->unit, "ms");
    EXPECT_EQ(values(t, "lr"), std::vector<double>{0.0});
    EXPECT_EQ(values(t, "overflow"), std::vector<double>{0.0});
    EXPECT_EQ(values(t, "loss_scale"), std::vector<double>{1.0});
    EXPECT_EQ(values(t, "train_throughput_per_npu"), std::vector<double>{2.896});
    EXPECT_EQ(t.metric("train_throughput_per_npu")->unit, "T");
    // "[1 31049]" is no number: reported, not guessed; the line itself is read.
    EXPECT_EQ(t.metric("global_norm"), nullptr);
    const LogReport& r = t.report();
    EXPECT_EQ(r.readLines, 1);
    EXPECT_EQ(r.unreadLines, 0);
    EXPECT_EQ(r.skippedValues, 1);
    ASSERT_EQ(r.skipped.size(), 1u);
    EXPECT_EQ(r.skipped[0].line, 1);
    EXPECT_EQ(r.skipped[0].message.text(), "global_norm: '[1 31049]' is not a number");
}

// Found by fuzzing (issue 16): two records on one line gave each series two values for one
// row. Each series keeps one value per row, and a dropped one is reported.
TEST(LogsText, ASeriesTwiceOnOneLineKeepsItsFirstValue) {
    const LogTable t = parseLog(
        "{ step:[    1/   10], loss:  11.5, lr: 1.0e-05, step:[    1/   10], loss:  9.5, "
        "lr: 2.0e-05 }\n");
    ASSERT_EQ(t.rowCount(), 1u);
    // The line reader holds one loss per line: the last one written there. Other series keep
    // their first value.
    EXPECT_EQ(values(t, "loss"), std::vector<double>{9.5});
    EXPECT_EQ(values(t, "lr"), std::vector<double>{1.0e-05});
    const LogReport& r = t.report();
    EXPECT_EQ(r.readLines, 1);
    std::vector<std::string> skipped;
    for (const auto& s : r.skipped) {
        skipped.push_back(s.message.text());
    }
    EXPECT_EQ(skipped,
              (std::vector<std::string>{"lr: given twice on the line, the first value kept"}));
}

// Found by fuzzing (issue 16, a CI-length run): a step of 9223372036854775807 in a later epoch
// overflowed the epoch x steps arithmetic. Numbers past any training are reported, not placed.
TEST(LogsText, StepsPastAnyTrainingAreReportedNotPlaced) {
    const LogTable t = parseLog(
        "epoch: 3 step: 1, loss is 2.5\n"
        "epoch: 3 step:9223372036854775807 1, loss is nan\n"
        "epoch: 4 step: 1, loss is 2.0\n"
        "epoch: 2000000000 step: 1, loss is 1.0\n");
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{2.5, 2.0}));
    const LogReport& r = t.report();
    EXPECT_EQ(r.readLines, 2);
    EXPECT_EQ(r.unreadLines, 2);
    ASSERT_EQ(r.unread.size(), 2u);
    EXPECT_EQ(r.unread[0].line, 2);
    EXPECT_EQ(logLineProblem(r.unread[0].message.code), LogLineProblem::BadNumber);
    EXPECT_EQ(r.unread[0].message.text(),
              "step 9223372036854775807 is past any training (over 2^30)");
    EXPECT_EQ(r.unread[1].message.text(), "epoch 2000000000 is past any training (over 2^30)");
}

// Issue 34 #3: a MindFormers field without its ':' cost the whole record (2 of 5 kept). The
// field is reported, with its line; the step, the loss and the other fields are kept.
TEST(LogsText, AFieldWithoutItsColonCostsTheFieldNotTheRecord) {
    std::string log;
    for (int step = 1; step <= 5; ++step) {
        log += "{ Epoch:[  1/  2], step:[    " + std::to_string(step) +
               "/   19], loss: " + std::to_string(10 - step) + ".5, lr: 0.0, global_norm" +
               (step % 2 == 1 ? " [1 31049]" : ": 1.25") + ", throughput: 2.896T }\n";
    }
    const LogTable t = parseLog(log);
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 2, 3, 4, 5}));
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{9.5, 8.5, 7.5, 6.5, 5.5}));
    EXPECT_EQ(values(t, "throughput"), (std::vector<double>{2.896, 2.896, 2.896, 2.896, 2.896}));
    EXPECT_EQ(values(t, "global_norm"), (std::vector<double>{1.25, 1.25}));
    const LogReport& r = t.report();
    EXPECT_EQ(r.readLines, 5);
    EXPECT_EQ(r.unreadLines, 0);
    EXPECT_EQ(r.skippedValues, 3);
    ASSERT_EQ(r.skipped.size(), 3u);
    for (size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(r.skipped[i].line, static_cast<int64_t>(2 * i + 1));
        EXPECT_EQ(logLineProblem(r.skipped[i].message.code), LogLineProblem::Malformed);
        EXPECT_EQ(r.skipped[i].message.text(),
                  "global_norm: no ':' before its value '[1 31049]', the field skipped");
    }

    // A one-word field without ':' on a line that is whole otherwise; a comma inside the
    // brackets of such a field does not split it.
    const LogTable word = parseLog("{ step:[ 1/ 10], loss: 2.5, warmup, norm [1, 2], lr: 0.5 }\n");
    EXPECT_EQ(values(word, "loss"), std::vector<double>{2.5});
    EXPECT_EQ(values(word, "lr"), std::vector<double>{0.5});
    ASSERT_EQ(word.report().skipped.size(), 2u);
    EXPECT_EQ(word.report().skipped[0].message.text(), "no ':' after 'warmup', the field skipped");
    EXPECT_EQ(word.report().skipped[1].message.text(),
              "norm: no ':' before its value '[1, 2]', the field skipped");

    // Without its step or loss the line is unread, for the field without ':'.
    const LogTable noLoss = parseLog("{ Epoch:[  1/  2], step:[    5/   19], loss 2.5 }\n");
    ASSERT_EQ(noLoss.report().unread.size(), 1u);
    EXPECT_EQ(logLineProblem(noLoss.report().unread[0].message.code), LogLineProblem::Malformed);
    EXPECT_EQ(noLoss.report().unread[0].message.text(), "no ':' after 'loss 2.5'");
    EXPECT_EQ(noLoss.report().skippedValues, 0);
}

// Issue 34 #11: the model zoo's TimeMonitor copies print the epoch's mean loss at its end; it
// was dropped. It is the series avg_loss, on the epoch's last step beside epoch_time.
TEST(LogsText, EpochEndAverageLossIsKept) {
    const LogTable t = parseLog(
        "epoch: 1 step: 1, loss is 2.5\n"
        "epoch: 1 step: 2, loss is 2.25\n"
        "epoch time: 1234.567, per step time: 617.283, avg loss: 2.375\n"
        "epoch: 2 step: 1, loss is 2.0\n"
        "epoch: 2 step: 2, loss is 1.5\n"
        "Epoch time: 1000.0, per step time: 500.0, avg loss: 1.75\n"
        "epoch: [  3/ 10], epoch time: 1100.5, steps:     2, per step time: 550.25, avg loss: "
        "1.25, lr:[0.001000]\n");
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{2.5, 2.25, 2.0, 1.5}));
    EXPECT_EQ(values(t, "avg_loss"), (std::vector<double>{2.375, 1.75, 1.25}));
    EXPECT_EQ(values(t, "epoch_time"), (std::vector<double>{1234.567, 1000.0, 1100.5}));
    EXPECT_EQ(values(t, "per_step_time"), (std::vector<double>{617.283, 500.0, 550.25}));
    // On the epoch's last step, as epoch_time; the third has no step of its own.
    EXPECT_EQ(test::rowsOf(t, "avg_loss"), (std::vector<uint32_t>{1, 3, 4}));
    EXPECT_EQ(t.epoch(4), 3);
    EXPECT_EQ(t.report().unreadLines, 0);
    EXPECT_EQ(t.report().readLines, 7);
}

TEST(LogsText, MindFormersLineWithoutEpochOrTimestamp) {
    const LogTable t = parseLog(std::string(kMindFormersPlain) + "\n");
    ASSERT_EQ(t.rowCount(), 1u);
    EXPECT_EQ(t.globalStep(0), 1);
    EXPECT_EQ(t.epoch(0), LogTable::kNone);
    EXPECT_EQ(t.stepOnLine(0), 1);
    EXPECT_EQ(t.stepsPerEpoch(), 10);
    EXPECT_TRUE(std::isnan(t.wallTime(0)));
    EXPECT_EQ(test::metricNames(t),
              (std::vector<std::string>{"loss", "per_step_time", "load_balancing_loss", "lr",
                                        "grad_norm", "throughput"}));
    EXPECT_EQ(values(t, "loss"), std::vector<double>{11.813965});
    EXPECT_EQ(values(t, "per_step_time"), std::vector<double>{13570});
    EXPECT_EQ(values(t, "load_balancing_loss"), std::vector<double>{1.093977});
    EXPECT_EQ(values(t, "lr"), std::vector<double>{1e-05});
    EXPECT_EQ(values(t, "grad_norm"), std::vector<double>{13.831877});
    EXPECT_EQ(values(t, "throughput"), std::vector<double>{1.36});
    EXPECT_EQ(t.report().skippedValues, 0);
}

TEST(LogsText, MindFormersTimestampIsOptionalOnEitherLine) {
    // The first sample without its prefix, the second with one.
    const std::string first(kMindFormersStamped);
    const std::string noStamp = first.substr(first.find('{'));
    const LogTable t =
        parseLog(noStamp + "\n2025-04-07 15:34:28,000 - INFO - " + kMindFormersPlain + "\n");
    ASSERT_EQ(t.rowCount(), 2u);
    EXPECT_TRUE(std::isnan(t.wallTime(0)));
    EXPECT_DOUBLE_EQ(t.wallTime(1), kStamp + 1);
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{10.649, 11.813965}));
    EXPECT_EQ(values(t, "lr"), (std::vector<double>{0.0, 1e-05}));
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 1}));
}

TEST(LogsText, MindFormersGlobalStepFromEpochAndStepsPerEpoch) {
    const LogTable t = parseLog(
        "{ Epoch:[  1/  2], step:[   19/   19], loss: 3.5, lr: 0.1 }\n"
        "{ Epoch:[  2/  2], step:[    1/   19], loss: 3.25, lr: 0.1 }\n"
        "{ Epoch:[  2/  2], step:[    7/   19], loss: 3.0, lr: 0.1 }\n");
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{19, 20, 26}));
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{3.5, 3.25, 3.0}));
}

TEST(LogsText, LossMonitorSpellingsOfOlderReleases) {
    const char* lines[] = {
        "epoch: 1 step: 156, loss is 2.0084016",
        "epoch:1 step:156, loss is 2.0084016",
        "epoch: 1, step: 156, loss is 2.0084016",
        "epoch:  1  step:  156 ,  loss is  2.0084016",
        "epoch: 1 step 156, loss is 2.0084016",
        "epoch 1 step 156 loss is 2.0084016",
        "Epoch: 1, Step: 156, Loss: 2.0084016",
        "epoch: 1 step: 156, loss is [2.0084016]",
        "epoch: 1 step: 156, loss = 2.0084016",
        "\tepoch: 1 step: 156, loss is 2.0084016  ",
        "epoch: [  1/ 10], step: [  156/ 1875], loss is 2.0084016",
        ("[INFO] ME(3523:281473,MainProcess):2025-04-07-15:34:27.308.456 [train.py:12] epoch: 1 "
         "step: 156, loss is 2.0084016"),
    };
    for (const char* line : lines) {
        const LogTable t = parseLog(line);
        ASSERT_EQ(t.rowCount(), 1u) << line;
        EXPECT_EQ(t.globalStep(0), 156) << line;
        EXPECT_EQ(t.epoch(0), 1) << line;
        EXPECT_EQ(values(t, "loss"), std::vector<double>{2.0084016}) << line;
        EXPECT_EQ(t.report().unreadLines, 0) << line;
    }
    // MindSpore's own logger prefix carries milliseconds and microseconds.
    const LogTable me = parseLog(lines[11]);
    EXPECT_DOUBLE_EQ(me.wallTime(0), kStamp + 0.308456);
}

TEST(LogsText, ModelZooCallbackLines) {
    // The model zoo's own callbacks print bracketed now/average losses and more values.
    const LogTable t = parseLog(
        "epoch: [  1/ 90], step:[ 1874/ 1875], loss:[2.250/2.500], time:[120.5], lr:[0.100]\n"
        "epoch: [  2/ 90], step:[    1/ 1875], loss:[2.125/2.125], time:[118.25], lr:[0.099]\n");
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1874, 1876}));
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{2.25, 2.125}));
    EXPECT_EQ(values(t, "time"), (std::vector<double>{120.5, 118.25}));
    EXPECT_EQ(values(t, "lr"), (std::vector<double>{0.1, 0.099}));
}

TEST(LogsText, TimeMonitorSpellings) {
    const LogTable t = parseLog(
        "Train epoch time: 5394.789 ms, per step time: 5.395 ms\n"
        "epoch time: 5.5 s, per step time: 0.25 s\n"
        "per step time: 6.25 ms\n");
    // No step anywhere: the rows have none, and each line is a row of its own.
    EXPECT_EQ(globalSteps(t),
              (std::vector<int64_t>{LogTable::kNoStep, LogTable::kNoStep, LogTable::kNoStep}));
    // Units are kept as first printed; seconds are converted to it.
    EXPECT_EQ(values(t, "epoch_time"), (std::vector<double>{5394.789, 5500}));
    EXPECT_EQ(values(t, "per_step_time"), (std::vector<double>{5.395, 250, 6.25}));
    EXPECT_EQ(t.report().readLines, 3);
}

TEST(LogsText, NotAvailableLossIsNoPointButCounted) {
    const LogTable t = parseLog(
        "{ Epoch:[  1/  2], step:[    1/   19], loss: N/A, per_step_time: 1000ms, lr: 0.5 }\n"
        "{ Epoch:[  1/  2], step:[    2/   19], loss: N/A, per_step_time: 1001ms, lr: 0.5 }\n"
        "epoch: 1 step: 3, loss is N/A\n"
        "epoch: 1 step: 4, loss is 2.5\n");
    EXPECT_EQ(values(t, "loss"), std::vector<double>{2.5});
    EXPECT_EQ(test::rowsOf(t, "loss"), std::vector<uint32_t>{2});
    EXPECT_EQ(values(t, "per_step_time"), (std::vector<double>{1000, 1001}));
    // The LossMonitor N/A line has no other value: no row.
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 2, 4}));
    EXPECT_EQ(t.report().naLosses, 3);
    EXPECT_EQ(t.report().readLines, 4);
    EXPECT_EQ(t.report().unreadLines, 0);
}

TEST(LogsText, NanAndInfiniteLossesArePoints) {
    const LogTable t = parseLog(
        "epoch: 1 step: 1, loss is nan\n"
        "epoch: 1 step: 2, loss is inf\n"
        "epoch: 1 step: 3, loss is -inf\n"
        "epoch: 1 step: 4, loss is NaN\n"
        "epoch: 1 step: 5, loss is 1.5\n");
    const std::vector<double> loss = values(t, "loss");
    ASSERT_EQ(loss.size(), 5u);
    EXPECT_TRUE(std::isnan(loss[0]));
    EXPECT_EQ(loss[1], kInf);
    EXPECT_EQ(loss[2], -kInf);
    EXPECT_TRUE(std::isnan(loss[3]));
    EXPECT_EQ(loss[4], 1.5);
    EXPECT_EQ(t.report().nonFiniteLosses, 4);
    EXPECT_EQ(t.report().unreadLines, 0);
}

TEST(LogsText, MalformedAndTruncatedLinesAreReportedWithLineNumbers) {
    const LogTable t = parseLog(
        "epoch: 1 step: 1, loss is 2.5\n"              // 1 read
        "epoch: 1 step: 2, loss is\n"                  // 2 cut after "loss is"
        "epoch: 1 step: 3, loss is abc\n"              // 3 not a number
        "epoch: 1 step\n"                              // 4 cut after "step"
        "epoch: 1 step: 4\n"                           // 5 cut before the loss
        "loss is 2.0\n"                                // 6 no step
        "epoch time: abc ms, per step time: 1 ms\n"    // 7 not a number
        "{ Epoch:[  1/  2], step:[    5/   19], lo\n"  // 8 cut in a MindFormers line
        "INFO - Start training\n"                      // 9 other output
        "epoch: x step: 5, loss is 2.0\n"              // 10 bad epoch
        "\n"                                           // 11 blank
        "epoch: 1 step: 6, loss is 2.25\n");           // 12 read
    const LogReport& r = t.report();
    EXPECT_EQ(r.lines, 12);
    EXPECT_EQ(r.readLines, 2);
    EXPECT_EQ(r.otherLines, 2);
    EXPECT_EQ(r.unreadLines, 8);
    ASSERT_EQ(r.unread.size(), LogReport::kExamples);
    const std::vector<std::tuple<int64_t, LogLineProblem, std::string, std::string>> expected = {
        {2, LogLineProblem::MissingLoss, "no value after the loss", "epoch: 1 step: 2, loss is"},
        {3, LogLineProblem::BadNumber, "loss 'abc' is not a number",
         "epoch: 1 step: 3, loss is abc"},
        {4, LogLineProblem::BadNumber, "no step number after 'step'", "epoch: 1 step"},
        {5, LogLineProblem::MissingLoss, "the line ends before the loss", "epoch: 1 step: 4"},
        {6, LogLineProblem::MissingStep, "a loss without a step", "loss is 2.0"},
    };
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(r.unread[i].line, std::get<0>(expected[i]));
        EXPECT_EQ(logLineProblem(r.unread[i].message.code), std::get<1>(expected[i]))
            << r.unread[i].message.text();
        EXPECT_EQ(r.unread[i].message.text(), std::get<2>(expected[i]));
        EXPECT_EQ(r.unread[i].text, std::get<3>(expected[i]));
    }
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{2.5, 2.25}));
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 6}));

    // The remaining three, each alone.
    const LogTable bad7 = parseLog("epoch time: abc ms, per step time: 1 ms\n");
    ASSERT_EQ(bad7.report().unread.size(), 1u);
    EXPECT_EQ(bad7.report().unread[0].message.text(), "epoch_time 'abc ms' is not a number");
    const LogTable bad8 = parseLog("{ Epoch:[  1/  2], step:[    5/   19], lo\n");
    ASSERT_EQ(bad8.report().unread.size(), 1u);
    EXPECT_EQ(logLineProblem(bad8.report().unread[0].message.code), LogLineProblem::Malformed);
    EXPECT_EQ(bad8.report().unread[0].message.text(), "no ':' after 'lo'");
    const LogTable bad10 = parseLog("epoch: x step: 5, loss is 2.0\n");
    ASSERT_EQ(bad10.report().unread.size(), 1u);
    EXPECT_EQ(bad10.report().unread[0].message.text(), "no epoch number after 'epoch'");
}

TEST(LogsText, LongUnreadLinesAreCutInTheReport) {
    const std::string tail(300, 'x');
    const LogTable t = parseLog("epoch: 1 step: 2, loss is " + tail + "\n");
    ASSERT_EQ(t.report().unread.size(), 1u);
    EXPECT_EQ(t.report().unread[0].text,
              ("epoch: 1 step: 2, loss is " + tail).substr(0, LogReport::kTextLimit) + "...");
}

TEST(LogsText, CrlfLineEndingsAndMissingFinalNewline) {
    const LogTable crlf = parseLog(
        "epoch: 1 step: 1, loss is 2.5\r\n"
        "epoch time: 10.0 ms, per step time: 10.0 ms\r\n"
        "{ Epoch:[  1/  2], step:[    2/    2], loss: 2.25, overflow cond: True }\r\n"
        "epoch: 2 step: 1, loss is 2.125");
    EXPECT_EQ(globalSteps(crlf), (std::vector<int64_t>{1, 2, 3}));
    EXPECT_EQ(values(crlf, "loss"), (std::vector<double>{2.5, 2.25, 2.125}));
    EXPECT_EQ(values(crlf, "per_step_time"), std::vector<double>{10.0});
    EXPECT_EQ(crlf.metric("per_step_time")->unit, "ms");
    EXPECT_EQ(values(crlf, "overflow"), std::vector<double>{1.0});
    EXPECT_EQ(crlf.report().lines, 4);
    EXPECT_EQ(crlf.report().unreadLines, 0);

    // Without finish() the unfinished last line waits.
    LogParser parser;
    parser.feed("epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2, loss is 2.25");
    EXPECT_EQ(parser.table().rowCount(), 1u);
    EXPECT_TRUE(parser.hasPartialLine());
    parser.finish();
    EXPECT_EQ(parser.table().rowCount(), 2u);
    EXPECT_FALSE(parser.hasPartialLine());
    EXPECT_EQ(values(parser.table(), "loss"), (std::vector<double>{2.5, 2.25}));
}

TEST(LogsText, OrdinaryOutputIsNeitherReadNorUnread) {
    const LogTable t = parseLog(
        "[WARNING] ME(1:2,MainProcess):2025-04-07-15:34:27.308.456 [model.py:1] sink mode\n"
        "2025-04-07 15:34:27,308 - INFO - total epoch: 10, steps per epoch 19\n"
        "INFO - loss_scale_manager: FixedLossScaleManager\n"
        "INFO - saving checkpoint at step 100\n"
        "Traceback (most recent call last):\n"
        "epoch: 1 step: 1, loss is 4.0\n");
    EXPECT_EQ(t.report().otherLines, 5);
    EXPECT_EQ(t.report().unreadLines, 0);
    EXPECT_EQ(t.report().readLines, 1);
    EXPECT_EQ(values(t, "loss"), std::vector<double>{4.0});
}

// The model zoo's networks with several losses (wide & deep): every named loss is its own
// series, and a line with only named losses is a point (issue 15 section 4).
TEST(LogsText, SeveralNamedLossesAreEachASeries) {
    const LogTable t = parseLog(
        "epoch: 1, step: 2582, wide_loss: 0.4467863, deep_loss: 0.45492005\n"
        "epoch: 1, step: 2583, wide_loss: 0.4401, deep_loss: 0.4475\n"
        "epoch: 2 step: 10, loss is 2.5, aux_loss: 0.25\n");
    EXPECT_EQ(t.report().readLines, 3);
    EXPECT_EQ(t.report().unreadLines, 0);
    ASSERT_EQ(t.rowCount(), 3u);
    EXPECT_EQ(t.stepOnLine(0), 2582);
    EXPECT_EQ(t.epoch(1), 1);
    EXPECT_EQ(values(t, "wide_loss"), (std::vector<double>{0.4467863, 0.4401}));
    EXPECT_EQ(values(t, "deep_loss"), (std::vector<double>{0.45492005, 0.4475}));
    EXPECT_EQ(values(t, "loss"), std::vector<double>{2.5});
    EXPECT_EQ(values(t, "aux_loss"), std::vector<double>{0.25});

    // A named value that is no number is skipped and said, never a failure of the line.
    const LogTable odd = parseLog(
        "epoch: 1, step: 7, wide_loss: nope, deep_loss: [0.4/0.5]\n"
        "epoch: 1 step: 8, loss is 2.5, aux_loss: True\n");
    EXPECT_EQ(odd.report().unreadLines, 0);
    EXPECT_EQ(values(odd, "deep_loss"), std::vector<double>{0.4});
    EXPECT_EQ(values(odd, "loss"), std::vector<double>{2.5});
    EXPECT_TRUE(values(odd, "wide_loss").empty());
    EXPECT_EQ(odd.report().skipped.size(), 2u);
}

// Lines that mention losses or outputs in passing stay ordinary output.
TEST(LogsText, WordsAboutLossesAndOutputsAreNoPoints) {
    const LogTable t = parseLog(
        "INFO - loss_scale_manager: FixedLossScaleManager\n"
        "step 3: outputs are written to ./out\n"
        "step 5, compute_loss = True\n"
        "epoch: 1 step: 1, loss is 4.0\n");
    EXPECT_EQ(t.report().unreadLines, 0);
    EXPECT_EQ(t.report().readLines, 1);
    EXPECT_EQ(t.report().otherLines, 3);
}

// BERT-style pretraining prints the network's outputs tuple: the loss, the overflow flag and
// the loss scale, after a fractional epoch.
TEST(LogsText, PretrainingOutputsTupleGivesLossOverflowAndScale) {
    const LogTable t = parseLog(
        "epoch: 0.0, current epoch percent: 0.001, step: 100, outputs are (Tensor(shape=[1], "
        "dtype=Float32, [ 1.08209e+01]), Tensor(shape=[], dtype=Bool, False), Tensor(shape=[], "
        "dtype=Float32, 65536))\n"
        "epoch: 0.0, current epoch percent: 0.002, step: 200, outputs are (Tensor(shape=[1], "
        "dtype=Float32, [ 9.87500e+00]), Tensor(shape=[], dtype=Bool, True), Tensor(shape=[], "
        "dtype=Float32, 32768))\n");
    EXPECT_EQ(t.report().readLines, 2);
    EXPECT_EQ(t.report().unreadLines, 0);
    ASSERT_EQ(t.rowCount(), 2u);
    EXPECT_EQ(t.stepOnLine(1), 200);
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{10.8209, 9.875}));
    EXPECT_EQ(values(t, "overflow"), (std::vector<double>{0, 1}));
    EXPECT_EQ(values(t, "loss_scale"), (std::vector<double>{65536, 32768}));

    // MindSpore 1.2 and later print "value=" in a Tensor, and the tuple may stop at two.
    const LogTable current = parseLog(
        "epoch: 0, current epoch percent: 1.000, step: 6094, outputs are (Tensor(shape=[], "
        "dtype=Float32, value= 0.714172), Tensor(shape=[], dtype=Bool, value= False))\n");
    EXPECT_EQ(current.report().unreadLines, 0);
    EXPECT_EQ(values(current, "loss"), std::vector<double>{0.714172});
    EXPECT_EQ(values(current, "overflow"), std::vector<double>{0});
    EXPECT_TRUE(values(current, "loss_scale").empty());

    const LogTable cut = parseLog(
        "epoch: 0.0, current epoch percent: 0.001, step: 100, outputs are (Tensor(shape=[1], "
        "dtype=Float32, [ 1.08209e+01]\n");
    EXPECT_EQ(cut.report().unreadLines, 1);
    ASSERT_FALSE(cut.report().unread.empty());
    EXPECT_EQ(cut.report().unread.front().message.text(), "the outputs tuple ends before its ')'");
}

// The model zoo's detection scripts (YOLOv3, v4, v5): "epoch[E], iter[I], loss:V, fps:..., lr:..."
// with I global in the older scripts (epoch = I / steps per epoch, from 0) and within the epoch,
// with ", per step time: Xms" after the loss, in the newer ones (from 1).
TEST(LogsText, DetectionScriptsCountIterations) {
    const LogTable global = parseLog(
        "2023-01-01 10:00:00,123:INFO:epoch[0], iter[100], loss:495.719407, fps:12.34 imgs/sec, "
        "lr:0.0001\n"
        "2023-01-01 10:00:10,123:INFO:epoch[0], iter[200], loss:300.5, fps:12.40 imgs/sec, "
        "lr:0.0002\n"
        "2023-01-01 10:00:20,123:INFO:epoch[1], iter[300], loss:250.25, fps:12.41 imgs/sec, "
        "lr:0.0003\n");
    EXPECT_EQ(global.report().unreadLines, 0);
    ASSERT_EQ(global.rowCount(), 3u);
    EXPECT_EQ(global.globalStep(0), 100);
    EXPECT_EQ(global.globalStep(2), 300);
    EXPECT_EQ(global.epoch(2), 1);
    EXPECT_EQ(values(global, "loss"), (std::vector<double>{495.719407, 300.5, 250.25}));

    const LogTable inEpoch = parseLog(
        "epoch[1], iter[100], loss:495.719407, fps:12.34 imgs/sec, lr:0.0001, per step time: "
        "80.5ms\n"
        "epoch[1], iter[200], loss:300.5, fps:12.40 imgs/sec, lr:0.0002, per step time: 80.1ms\n"
        "epoch[2], iter[100], loss:250.25, fps:12.41 imgs/sec, lr:0.0003, per step time: 79.9ms\n");
    EXPECT_EQ(inEpoch.report().unreadLines, 0);
    ASSERT_EQ(inEpoch.rowCount(), 3u);
    EXPECT_EQ(inEpoch.stepOnLine(2), 100);
    EXPECT_EQ(inEpoch.globalStep(2), 300);
    EXPECT_EQ(inEpoch.stepsPerEpoch(), 200);

    // "iter" without its number is no step: "s/iter", "iter time" before a real "step".
    const LogTable other = parseLog(
        "epoch: 1 | 0.53 s/iter | step 100 | loss: 2.1\n"
        "Epoch: 3, iter time: 0.41s, step: 1200, loss: 2.3\n");
    EXPECT_EQ(other.report().unreadLines, 0);
    ASSERT_EQ(other.rowCount(), 2u);
    EXPECT_EQ(other.stepOnLine(0), 100);
    EXPECT_EQ(other.stepOnLine(1), 1200);
    EXPECT_EQ(values(inEpoch, "loss"), (std::vector<double>{495.719407, 300.5, 250.25}));
}

}  // namespace
}  // namespace shardscope
