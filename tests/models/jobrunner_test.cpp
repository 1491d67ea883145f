// JobRunner: the one shape every background task takes in the GUI.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "testhome.h"
#include "widgets/models/common/jobrunner.h"

using shardscope::ErrorCode;
using shardscope::Progress;
using shardscope::Result;
using Runner = JobRunner<int>;

namespace {

// Work that waits until told to go, or until stopped.
Runner::Work gated(int value, std::atomic<bool>& go) {
    return [value, &go](std::stop_token stop, const Runner::Sink& sink) -> Result<int> {
        sink({1, 4});
        while (!go && !stop.stop_requested()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        if (stop.stop_requested()) {
            return shardscope::makeError(ErrorCode::Cancelled, "stopped", {});
        }
        sink({4, 4});
        return value;
    };
}

}  // namespace

TEST(JobRunner, HandsTheResultBackOnTheOwnersThread) {
    Runner runner;
    int got = 0;
    Qt::HANDLE thread = nullptr;
    runner.onResult([&](int v) {
        got = v;
        thread = QThread::currentThreadId();
    });
    QSignalSpy finished(&runner, &JobBase::finished);
    runner.start([](std::stop_token, const Runner::Sink&) -> Result<int> { return 42; });
    EXPECT_TRUE(runner.isRunning());
    ASSERT_TRUE(finished.wait(kSettleMs));
    EXPECT_EQ(got, 42);
    EXPECT_EQ(thread, QThread::currentThreadId());
    EXPECT_FALSE(runner.isRunning());
}

TEST(JobRunner, ARestartDropsTheOlderResult) {
    Runner runner;
    std::vector<int> got;
    runner.onResult([&](int v) { got.push_back(v); });
    std::atomic<bool> goFirst{false};
    std::atomic<bool> goSecond{false};
    runner.start(gated(1, goFirst));
    const quint64 first = runner.generation();
    runner.start(gated(2, goSecond));
    EXPECT_EQ(runner.generation(), first + 1);
    goFirst = true;  // the replaced run was asked to stop; either way its answer is dropped
    goSecond = true;
    QSignalSpy finished(&runner, &JobBase::finished);
    ASSERT_TRUE(finished.wait(kSettleMs));
    QTest::qWait(50);
    EXPECT_EQ(got, std::vector<int>{2});
}

TEST(JobRunner, CancelStopsTheWorkAndDeliversNothing) {
    Runner runner;
    bool delivered = false;
    runner.onResult([&](int) { delivered = true; });
    QSignalSpy failed(&runner, &JobBase::failed);
    QSignalSpy stopped(&runner, &JobBase::stopped);
    std::atomic<bool> never{false};
    runner.start(gated(7, never));
    runner.cancel();
    EXPECT_TRUE(runner.isCancelling());
    ASSERT_TRUE(stopped.wait(kSettleMs));
    EXPECT_FALSE(delivered);
    EXPECT_EQ(failed.count(), 0);  // the Cancelled error of a cancelled run is not a failure
    EXPECT_FALSE(runner.isRunning());
}

TEST(JobRunner, ErrorsAndExceptionsBecomeFailures) {
    Runner runner;
    QSignalSpy failed(&runner, &JobBase::failed);
    runner.start([](std::stop_token, const Runner::Sink&) -> Result<int> {
        return shardscope::makeError(ErrorCode::NotFound, "no such file", {}).inFile("a.ckpt");
    });
    ASSERT_TRUE(failed.wait(kSettleMs));
    EXPECT_EQ(failed.at(0).at(0).value<shardscope::Error>().describe(), "a.ckpt: no such file");

    runner.start([](std::stop_token, const Runner::Sink&) -> Result<int> {
        throw std::runtime_error("vector::at");
    });
    ASSERT_TRUE(failed.wait(kSettleMs));
    const auto error = failed.at(1).at(0).value<shardscope::Error>();
    EXPECT_EQ(error.code, ErrorCode::Internal);
    EXPECT_EQ(error.message, "unexpected failure: vector::at");
}

TEST(JobRunner, ProgressIsPolledWithItsRate) {
    Runner runner;
    QSignalSpy progressed(&runner, &JobBase::progressChanged);
    QSignalSpy finished(&runner, &JobBase::finished);
    std::atomic<bool> go{false};
    runner.start(gated(3, go));
    ASSERT_TRUE(progressed.wait(kSettleMs));
    EXPECT_EQ(runner.done(), 1u);
    EXPECT_EQ(runner.total(), 4u);
    EXPECT_EQ(runner.progress().done, 1u);
    go = true;
    ASSERT_TRUE(finished.wait(kSettleMs));
    EXPECT_EQ(runner.done(), 4u);  // the last report is read when the run ends
    EXPECT_GT(runner.seconds(), 0.0);
}

TEST(JobRunner, DestroyedWhileRunningItWaitsOnlyWhenAsked) {
    std::atomic<bool> ended{false};
    {
        Runner runner;
        runner.setWaitOnDestroy(true);
        runner.start([&ended](std::stop_token stop, const Runner::Sink&) -> Result<int> {
            while (!stop.stop_requested()) {
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));  // cleaning up
            ended = true;
            return 0;
        });
    }
    EXPECT_TRUE(ended);  // the destructor stopped it and waited for its cleanup
}
