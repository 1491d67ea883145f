// The global step of a line (stepderiver.h): LossMonitor's step within the epoch, global steps
// printed by sink mode, MindFormers' "/ S" denominators, resumed runs and restarts.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "logs/stepderiver.h"
#include "logtestutil.h"

namespace shardscope {
namespace {

constexpr int64_t kNone = StepDeriver::kNone;

// Places (epoch, step) pairs one after the other, as LossMonitor prints them.
std::vector<int64_t> placeAll(StepDeriver& d, const std::vector<std::pair<int64_t, int64_t>>& at) {
    std::vector<int64_t> out;
    for (const auto& [epoch, step] : at) {
        const StepDeriver::Placed p = d.place(epoch, step, 0, kNone);
        EXPECT_EQ(p.shiftEarlier, 0) << epoch << " " << step;
        out.push_back(p.global);
    }
    return out;
}

TEST(LogsSteps, StepWithinTheEpochCountsOnFromThePreviousEpochsLargestStep) {
    StepDeriver d;
    EXPECT_EQ(placeAll(d, {{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}}),
              (std::vector<int64_t>{1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(d.stepsPerEpoch(), 3);
    EXPECT_FALSE(d.printsGlobalSteps());
}

TEST(LogsSteps, StepsThatKeepGrowingAcrossEpochsAreGlobalAlready) {
    // Sink mode in some releases prints the global step with each epoch.
    StepDeriver d;
    EXPECT_EQ(placeAll(d, {{1, 1875}, {2, 3750}, {3, 5625}}),
              (std::vector<int64_t>{1875, 3750, 5625}));
    EXPECT_TRUE(d.printsGlobalSteps());
    // Sink mode that prints the step within the epoch: one line per epoch, same S.
    StepDeriver perEpoch;
    EXPECT_EQ(placeAll(perEpoch, {{1, 1875}, {2, 1875}, {3, 1875}}),
              (std::vector<int64_t>{1875, 3750, 5625}));
    EXPECT_FALSE(perEpoch.printsGlobalSteps());
}

TEST(LogsSteps, PrintEveryNStepsUsesTheLargestStepSeen) {
    // LossMonitor(per_print_times=10) with 20 steps per epoch.
    StepDeriver d;
    EXPECT_EQ(placeAll(d, {{1, 10}, {1, 20}, {2, 10}, {2, 20}}),
              (std::vector<int64_t>{10, 20, 30, 40}));
}

TEST(LogsSteps, SkippedEpochsAndRestartsInOneFile) {
    StepDeriver d;
    // Epoch 2 is missing from the log: epoch 3 still starts after two epochs of 2 steps.
    EXPECT_EQ(placeAll(d, {{1, 1}, {1, 2}, {3, 1}}), (std::vector<int64_t>{1, 2, 5}));
    // The job restarted from scratch and appended to the same file.
    EXPECT_EQ(placeAll(d, {{1, 1}, {1, 2}, {2, 1}}), (std::vector<int64_t>{1, 2, 3}));
}

// Issue 34 #11: a log of three runs one after another (the step goes back twice) said nothing.
// The report names each line where it restarts, the step before and the step there.
TEST(LogsSteps, ARestartedRunIsReportedWithItsLine) {
    const LogTable t = test::parseLog(
        "epoch: 1 step: 1, loss is 2.5\n"
        "epoch: 1 step: 2, loss is 2.4\n"
        "epoch: 2 step: 1, loss is 2.3\n"
        "epoch time: 10.0 ms, per step time: 5.0 ms\n"
        "epoch: 1 step: 1, loss is 2.5\n"  // line 5: the second run
        "epoch: 1 step: 2, loss is 2.4\n"
        "epoch: 1 step: 1, loss is 2.6\n"  // line 7: the third
        "epoch: 1 step: 2, loss is 2.2\n");
    EXPECT_EQ(test::globalSteps(t), (std::vector<int64_t>{1, 2, 3, 1, 2, 1, 2}));
    const LogReport& r = t.report();
    EXPECT_EQ(r.restartCount, 2);
    ASSERT_EQ(r.restarts.size(), 2u);
    EXPECT_EQ(r.restarts[0].line, 5);
    EXPECT_EQ(r.restarts[0].fromStep, 3);
    EXPECT_EQ(r.restarts[0].toStep, 1);
    EXPECT_EQ(r.restarts[1].line, 7);
    EXPECT_EQ(r.restarts[1].fromStep, 2);
    EXPECT_EQ(r.restarts[1].toStep, 1);

    // A resumed run whose first epoch moves later is no restart; nor are repeated steps.
    const LogTable resumed = test::parseLog(
        "epoch: 3 step: 1, loss is 2.5\n"
        "epoch: 3 step: 2, loss is 2.4\n"
        "epoch: 4 step: 1, loss is 2.3\n"
        "{ step:[    9/   10], loss: 2.0 }\n"
        "{ step:[    9/   10], loss: 2.0 }\n");
    EXPECT_EQ(resumed.report().restartCount, 0);
}

TEST(LogsSteps, MindFormersDenominatorGivesTheStepsPerEpoch) {
    StepDeriver d;
    EXPECT_EQ(d.place(2, 3, 19, kNone).global, 22);
    EXPECT_EQ(d.place(kNone, 7, 10, kNone).global, 7);  // no epoch: the step is global
    EXPECT_EQ(d.stepsPerEpoch(), 10);
    EXPECT_EQ(d.place(5, 1, 0, 41).global, 41);  // a global step given outright wins
    StepDeriver plain;
    EXPECT_EQ(plain.place(kNone, 12, 0, kNone).global, 12);
}

TEST(LogsSteps, ResumedRunMovesItsFirstEpochOnceTheStepsPerEpochAreKnown) {
    StepDeriver d;
    EXPECT_EQ(d.place(3, 1, 0, kNone).global, 1);
    EXPECT_EQ(d.place(3, 2, 0, kNone).global, 2);
    const StepDeriver::Placed next = d.place(4, 1, 0, kNone);
    EXPECT_EQ(next.shiftEarlier, 4);  // (3 - 1) epochs of 2 steps
    EXPECT_EQ(next.global, 7);

    // Through the parser: rows already read move, and the revision says so.
    const LogTable t = test::parseLog(
        "epoch: 3 step: 1, loss is 2.5\n"
        "epoch: 3 step: 2, loss is 2.25\n"
        "epoch: 4 step: 1, loss is 2.0\n");
    EXPECT_EQ(test::globalSteps(t), (std::vector<int64_t>{5, 6, 7}));
    EXPECT_EQ(t.revision(), 1u);
    EXPECT_EQ(t.stepsPerEpoch(), 2);
}

TEST(LogsSteps, GivenStepsPerEpochPlaceAOneEpochResumedLog) {
    LogParserOptions options;
    options.stepsPerEpoch = 250;
    const LogTable t = test::parseLog(
        "epoch: 3 step: 1, loss is 2.5\n"
        "epoch: 3 step: 2, loss is 2.25\n",
        options);
    EXPECT_EQ(test::globalSteps(t), (std::vector<int64_t>{501, 502}));
    EXPECT_EQ(t.revision(), 0u);
    EXPECT_EQ(t.stepsPerEpoch(), 250);
    // A step above the given steps per epoch is global already.
    StepDeriver d(250);
    EXPECT_EQ(d.place(3, 600, 0, kNone).global, 600);
    // Without the option, the same one-epoch log can only count from its first line.
    EXPECT_EQ(test::globalSteps(test::parseLog("epoch: 3 step: 1, loss is 2.5\n")),
              std::vector<int64_t>{1});
}

TEST(LogsSteps, LossMonitorAfterMindFormersLinesContinuesTheirCount) {
    const LogTable t = test::parseLog(
        "{ Epoch:[  1/  2], step:[    2/    2], loss: 2.25 }\n"
        "epoch: 2 step: 1, loss is 2.125\n");
    EXPECT_EQ(test::globalSteps(t), (std::vector<int64_t>{2, 3}));
}

}  // namespace
}  // namespace shardscope
