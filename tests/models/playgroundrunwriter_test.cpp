// The Playground's "Open as Run" without the view (issue 32 §3): the controller's split written
// as a synthetic run into a fresh folder, one at a time; a refused split or a folder that cannot
// be written is named with the reason.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "testhome.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/fit/playgroundrunwriter.h"

using namespace shardscope;

namespace {

class PlaygroundRunWriterTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_fit.setPreset(QStringLiteral("llama2-13b")));
        m_fit.setSplit(split(2, 4, 2));
    }
    static Split split(int64_t dp, int64_t mp, int64_t pp) {
        Split s;
        s.dp = dp;
        s.mp = mp;
        s.pp = pp;
        return s;
    }
    bool finished() {
        return QTest::qWaitFor([this] { return !m_writer.isRunning(); }, kSettleMs);
    }

    QTemporaryDir m_dir;
    FitController m_fit;
    PlaygroundRunWriter m_writer{&m_fit};
    QSignalSpy m_started{&m_writer, &PlaygroundRunWriter::started};
    QSignalSpy m_written{&m_writer, &PlaygroundRunWriter::written};
    QSignalSpy m_failed{&m_writer, &PlaygroundRunWriter::failed};
};

TEST_F(PlaygroundRunWriterTest, WritesTheSplitIntoAFreshFolderOneRunAtATime) {
    const QString folder = m_dir.filePath(QStringLiteral("playground-llama2-13b-dp2-mp4-pp2"));
    m_writer.start(m_dir.path());
    m_writer.start(m_dir.path());  // while the first is written: nothing
    ASSERT_EQ(m_started.count(), 1);
    EXPECT_EQ(m_started.at(0).at(0).toString(), folder);
    const QString what = m_started.at(0).at(1).toString();
    EXPECT_TRUE(what.contains(QStringLiteral("the tensor values are synthetic")))
        << what.toStdString();
    ASSERT_TRUE(finished());
    ASSERT_EQ(m_written.count(), 1);
    EXPECT_EQ(m_failed.count(), 0);
    EXPECT_EQ(m_written.at(0).at(0).toString(), folder);
    EXPECT_EQ(m_written.at(0).at(1).toString(), what);
    const auto summary = m_written.at(0).at(2).value<SynthSummary>();
    EXPECT_EQ(summary.ranks, 16);
    EXPECT_TRUE(QFileInfo(folder + QStringLiteral("/strategy.ckpt")).isFile());
    EXPECT_TRUE(QFileInfo(folder + QStringLiteral("/rank_15")).isDir());

    // Again: a new folder beside it, never into the first.
    m_writer.start(m_dir.path());
    ASSERT_TRUE(finished());
    ASSERT_EQ(m_written.count(), 2);
    EXPECT_EQ(m_written.at(1).at(0).toString(), folder + QStringLiteral("-2"));
}

TEST_F(PlaygroundRunWriterTest, ARefusedSplitIsNotWrittenAndSaysWhy) {
    m_fit.setSplit(split(2, 3, 2));  // model parallel 3 does not divide the heads
    ASSERT_FALSE(m_fit.refusal().isEmpty());
    m_writer.start(m_dir.path());
    EXPECT_EQ(m_started.count(), 0);
    EXPECT_FALSE(m_writer.isRunning());
    ASSERT_EQ(m_failed.count(), 1);
    EXPECT_EQ(m_failed.at(0).at(0).toString(),
              m_dir.filePath(QStringLiteral("playground-llama2-13b-dp2-mp3-pp2")));
    EXPECT_EQ(m_failed.at(0).at(1).toString(), FitTexts::refusal(m_fit.refusal()));
    EXPECT_EQ(m_failed.at(0).at(1).toString(),
              QStringLiteral("This split cannot be built: model parallel 3 does not divide the 40 "
                             "attention heads"));
    EXPECT_TRUE(QDir(m_dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
}

TEST_F(PlaygroundRunWriterTest, AFolderThatCannotBeWrittenIsNamed) {
    const QString file = m_dir.filePath(QStringLiteral("not-a-folder"));
    QFile blocker(file);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    m_writer.start(file);  // a file where the parent folder should be
    ASSERT_EQ(m_started.count(), 1);
    ASSERT_TRUE(finished());
    EXPECT_EQ(m_written.count(), 0);
    ASSERT_EQ(m_failed.count(), 1);
    EXPECT_EQ(m_failed.at(0).at(0).toString(),
              file + QStringLiteral("/playground-llama2-13b-dp2-mp4-pp2"));
    EXPECT_EQ(m_failed.at(0).at(1).toString(),
              QStringLiteral("Cannot read: ") + file +
                  QStringLiteral("/playground-llama2-13b-dp2-mp4-pp2: cannot create the folder: "
                                 "Not a directory"));
}

}  // namespace
