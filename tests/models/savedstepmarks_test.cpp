// The open run's saved checkpoints as marks on the Loss tab's step axis (issue 14).
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <filesystem>

#include "history/historyloader.h"
#include "synth/synthrun.h"
#include "widgets/models/loss/savedstepmarks.h"

using namespace shardscope;

TEST(SavedStepMarks, EverySavedStepWithTheResumeStepAndTheIncompleteOne) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    SynthConfig config;  // tiny: 8 ranks, 2 epochs of 250 steps
    config.saves = 3;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config));
    auto before = loadRunHistory(dir.path().toStdString());
    ASSERT_TRUE(before) << before.error().describe();
    ASSERT_EQ(before->steps.size(), 3u);
    // The newest save lost on rank 3: the one before is where to resume.
    const std::string newest = before->steps.back().cell(3)->best().path;
    std::filesystem::remove(newest);

    auto history = loadRunHistory(dir.path().toStdString());
    ASSERT_TRUE(history) << history.error().describe();
    const std::vector<SavedStepMark> marks = SavedStepMarks::of(*history);
    ASSERT_EQ(marks.size(), 3u);
    EXPECT_LT(marks[0].step, marks[1].step);
    EXPECT_LT(marks[1].step, marks[2].step);
    EXPECT_EQ(marks[2].step, 500);
    EXPECT_TRUE(marks[0].complete);
    EXPECT_TRUE(marks[1].complete);
    EXPECT_FALSE(marks[2].complete);
    EXPECT_FALSE(marks[0].resume);
    EXPECT_TRUE(marks[1].resume);
    EXPECT_FALSE(marks[2].resume);
    EXPECT_EQ(SavedStepMarks::legend(marks),
              QStringLiteral("▲ 3 saved checkpoints of the open run (hollow: not usable on every "
                             "rank); dashed: resume from %1 (step %2)")
                  .arg(marks[1].name)
                  .arg(marks[1].step));
    EXPECT_TRUE(SavedStepMarks::legend({}).isEmpty());
    EXPECT_EQ(SavedStepMarks::unplaced(*history), 0);
    EXPECT_EQ(SavedStepMarks::legend({}, 2),
              QStringLiteral("2 saved steps not marked: their global step is not known (set the "
                             "steps per epoch above)"));
}
