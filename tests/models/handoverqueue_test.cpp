// How the inspector hands a run to its views (issue 32 §3), without the views: the view in front
// first and at once, the others one per turn of the event loop, the first parameter last, a view
// brought to front promoted, a newer run dropping the older's turns, and handedOver() once.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QTest>
#include <vector>

#include "widgets/models/shell/handoverqueue.h"

namespace {

using Step = HandOverQueue::Step;

class HandOverQueueTest : public ::testing::Test {
protected:
    void SetUp() override {
        QObject::connect(&m_queue, &HandOverQueue::stepDue, [this](Step step) {
            m_done.push_back(step);
            if (m_onStep) {
                m_onStep(step);
            }
        });
        QObject::connect(&m_queue, &HandOverQueue::handedOver, [this] { ++m_handedOver; });
    }
    // One turn of the event loop.
    static void turn() { QCoreApplication::processEvents(); }

    HandOverQueue m_queue;
    std::vector<Step> m_done;
    std::function<void(Step)> m_onStep;
    int m_handedOver = 0;
};

TEST_F(HandOverQueueTest, TheViewInFrontFirstThenOnePerTurnAndTheSelectionLast) {
    m_queue.start(Step::Slices, false);
    EXPECT_EQ(m_done, std::vector<Step>{Step::Slices});  // at once
    EXPECT_TRUE(m_queue.isHandingOver());
    EXPECT_EQ(m_queue.pending(), (std::vector<Step>{Step::Matrix, Step::Parameters, Step::Migration,
                                                    Step::History, Step::Select}));
    turn();
    EXPECT_EQ(m_done, (std::vector<Step>{Step::Slices, Step::Matrix}));
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(m_handedOver, 0);
        turn();
    }
    EXPECT_EQ(m_done, (std::vector<Step>{Step::Slices, Step::Matrix, Step::Parameters,
                                         Step::Migration, Step::History, Step::Select}));
    EXPECT_FALSE(m_queue.isHandingOver());
    EXPECT_EQ(m_handedOver, 1);
    turn();
    EXPECT_EQ(m_handedOver, 1) << "once per run";
    EXPECT_EQ(m_done.size(), 6u);
}

TEST_F(HandOverQueueTest, NoRunHandsEverythingOverAtOnce) {
    m_queue.start(Step::History, true);
    EXPECT_EQ(m_done, (std::vector<Step>{Step::History, Step::Matrix, Step::Parameters,
                                         Step::Slices, Step::Migration, Step::Select}));
    EXPECT_FALSE(m_queue.isHandingOver());
    EXPECT_EQ(m_handedOver, 1);
}

TEST_F(HandOverQueueTest, AViewBroughtToFrontTakesTheRunNext) {
    m_queue.start(Step::Matrix, false);
    m_queue.promote(Step::History);
    turn();
    EXPECT_EQ(m_done, (std::vector<Step>{Step::Matrix, Step::History}));
    m_queue.promote(Step::Select);
    turn();
    EXPECT_EQ(m_done.back(), Step::Select);
    EXPECT_EQ(m_queue.pending(),
              (std::vector<Step>{Step::Parameters, Step::Slices, Step::Migration}));
}

TEST_F(HandOverQueueTest, FinishRunsWhatIsDueNowAndDropSkipsAStep) {
    m_queue.start(Step::Matrix, false);
    m_queue.drop(Step::Select);
    EXPECT_FALSE(m_queue.isDue(Step::Select));
    EXPECT_TRUE(m_queue.isDue(Step::Migration));
    m_queue.finish();
    EXPECT_EQ(m_done, (std::vector<Step>{Step::Matrix, Step::Parameters, Step::Slices,
                                         Step::Migration, Step::History}));
    EXPECT_EQ(m_handedOver, 1);
    turn();  // the turn queued before finish() finds nothing due
    EXPECT_EQ(m_done.size(), 5u);
}

TEST_F(HandOverQueueTest, ANewerRunDropsTheOldersTurns) {
    m_queue.start(Step::Matrix, false);
    turn();
    m_queue.start(Step::Parameters, false);
    EXPECT_EQ(m_done, (std::vector<Step>{Step::Matrix, Step::Parameters, Step::Parameters}));
    m_queue.finish();
    EXPECT_EQ(m_done,
              (std::vector<Step>{Step::Matrix, Step::Parameters, Step::Parameters, Step::Matrix,
                                 Step::Slices, Step::Migration, Step::History, Step::Select}));
    EXPECT_EQ(m_handedOver, 1) << "the older run is never announced";
}

TEST_F(HandOverQueueTest, StepsKnowTheyRunAndAHoldDelaysTheAnnouncement) {
    std::vector<bool> inStep;
    m_onStep = [&](Step) { inStep.push_back(m_queue.inStep()); };
    m_queue.start(Step::Matrix, false);
    const unsigned first = m_queue.hold();
    const unsigned second = m_queue.hold();  // a later parameter's first rank
    m_queue.finish();
    EXPECT_EQ(inStep, std::vector<bool>(6, true));
    EXPECT_FALSE(m_queue.inStep());
    EXPECT_TRUE(m_queue.isHandingOver());
    EXPECT_EQ(m_handedOver, 0);
    EXPECT_FALSE(m_queue.release(first)) << "stale";
    EXPECT_TRUE(m_queue.isHandingOver());
    EXPECT_TRUE(m_queue.release(second));
    EXPECT_FALSE(m_queue.isHandingOver());
    EXPECT_EQ(m_handedOver, 0);  // the holder announces
    m_queue.announce();
    m_queue.announce();
    EXPECT_EQ(m_handedOver, 1);
}

}  // namespace
