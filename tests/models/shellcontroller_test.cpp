// The window's decisions without a window (issue 32 §3): where a path goes, the Files tree's rows
// of loading documents, Open Recent, Close, the rank table check and the queue of runs that wait
// for a key, driven through ShellController on real runs.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "formats/checkpointkey.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "testpaths.h"
#include "widgets/models/common/recentfiles.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/models/problems/runissuefilter.h"
#include "widgets/models/shell/session.h"
#include "widgets/models/shell/shellcontroller.h"

using namespace shardscope;

namespace {

constexpr const char* kKeyHex = "000102030405060708090a0b0c0d0e0f";

CheckpointKeyRef testKey() {
    auto key = makeCheckpointKey(kKeyHex, KeyEncoding::Hex, EncryptionMode::AesGcm);
    EXPECT_TRUE(key);
    return key ? *key : nullptr;
}

class ShellControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        // Open Recent is the process's settings: each test starts with it empty.
        for (const QString& path : m_shell.recentFiles()->paths()) {
            m_shell.recentFiles()->remove(path);
        }
    }

    QString makeRun(const QString& name, bool encrypted = false) {
        const QString path = m_dir.filePath(name);
        SynthConfig config;  // 8 ranks, 2 stages
        SynthOptions options;
        if (encrypted) {
            options.encryptKey = testKey();
        }
        EXPECT_TRUE(writeSynthRun(path.toStdString(), config, options));
        return QDir::cleanPath(path);
    }
    bool settle() {
        return QTest::qWaitFor([this] { return !m_shell.session()->isLoading(); }, kSettleMs);
    }

    QTemporaryDir m_dir;
    ShellController m_shell;
};

TEST_F(ShellControllerTest, RoutesEachKindOfPath) {
    const QString run = makeRun(QStringLiteral("run"));
    ShellController::Route route = ShellController::route(run + QStringLiteral("/./"));
    EXPECT_EQ(route.kind, ShellController::Route::Kind::Document);
    EXPECT_EQ(route.path, run);  // absolute and clean

    route = ShellController::route(run + QStringLiteral("/log/rank_0.log"));
    EXPECT_EQ(route.kind, ShellController::Route::Kind::Logs);
    EXPECT_EQ(route.path, run + QStringLiteral("/log/rank_0.log"));

    const QString table = m_dir.filePath(QStringLiteral("rank_table.json"));
    ASSERT_TRUE(QFile::copy(QString::fromUtf8(SHARDSCOPE_TEST_DATA) +
                                QStringLiteral("/ranktable/duplicate_rank_id.json"),
                            table));
    EXPECT_EQ(ShellController::route(table).kind, ShellController::Route::Kind::RankTable);

    // A MindFormers output folder with its run and an earlier conversion: the user chooses.
    const QString out = m_dir.filePath(QStringLiteral("output"));
    const QString checkpoint = makeRun(QStringLiteral("output/checkpoint"));
    const QString converted = makeRun(QStringLiteral("output/transformed_checkpoint/llama_4p"));
    route = ShellController::route(out);
    EXPECT_EQ(route.kind, ShellController::Route::Kind::ChooseRun);
    EXPECT_EQ(route.runs,
              (std::vector<std::string>{checkpoint.toStdString(), converted.toStdString()}));
    // One of its runs opened by name is a document like any other.
    EXPECT_EQ(ShellController::route(checkpoint).kind, ShellController::Route::Kind::Document);
}

TEST_F(ShellControllerTest, TheDemoFolderOpensWithItsStrategyAndAStrategyFitsWhenAllIsInTheRun) {
    const QString run = makeRun(QStringLiteral("demo"));  // its strategy.ckpt beside the ranks
    EXPECT_EQ(ShellController::demoPaths(run),
              (QStringList{run, run + QStringLiteral("/strategy.ckpt")}));
    ASSERT_TRUE(QFile::remove(run + QStringLiteral("/strategy.ckpt")));
    EXPECT_EQ(ShellController::demoPaths(run), QStringList{run});

    EXPECT_TRUE(ShellController::strategyFits(12, 12));
    EXPECT_FALSE(ShellController::strategyFits(11, 12));
    EXPECT_FALSE(ShellController::strategyFits(0, 0));  // lays nothing out: nothing to attach
}

TEST_F(ShellControllerTest, AnOpenedRunIsListedRememberedAndClosedWithItsRow) {
    const QString a = makeRun(QStringLiteral("a"));
    const QString b = makeRun(QStringLiteral("b"));
    QSignalSpy ready(&m_shell, &ShellController::documentReady);
    QSignalSpy finished(&m_shell, &ShellController::reportFinished);
    m_shell.open(a);
    ASSERT_TRUE(settle());
    m_shell.open(b);
    ASSERT_TRUE(settle());
    ASSERT_EQ(ready.count(), 2);
    EXPECT_EQ(finished.count(), 2);
    EXPECT_EQ(m_shell.model()->reportCount(), 2);
    EXPECT_EQ(m_shell.model()->reportPath(0), a);
    EXPECT_EQ(m_shell.model()->reportPath(1), b);
    EXPECT_EQ(m_shell.recentFiles()->paths(), (QStringList{b, a}));  // newest first
    EXPECT_EQ(m_shell.model()->indexingCount(), 0);

    m_shell.session()->setActive(b);
    EXPECT_EQ(m_shell.followActive(), 1);
    // Close takes the active run, whatever row the tree has current.
    EXPECT_EQ(m_shell.closeTarget(m_shell.model()->index(0, 0)), b);
    EXPECT_EQ(m_shell.close(b), QStringList{b});
    EXPECT_EQ(m_shell.model()->reportCount(), 1);
    EXPECT_EQ(m_shell.model()->reportPath(0), a);

    m_shell.closeAll();
    EXPECT_EQ(m_shell.model()->reportCount(), 0);
    EXPECT_TRUE(m_shell.session()->paths().isEmpty());
    EXPECT_EQ(m_shell.closeTarget(QModelIndex()), QString());
}

TEST_F(ShellControllerTest, WithoutRecordingNothingJoinsOpenRecent) {
    const QString run = makeRun(QStringLiteral("quiet"));
    m_shell.setRecordRecentFiles(false);
    m_shell.open(run);
    ASSERT_TRUE(settle());
    EXPECT_EQ(m_shell.model()->reportCount(), 1);
    EXPECT_TRUE(m_shell.recentFiles()->paths().isEmpty());
}

TEST_F(ShellControllerTest, AFailedOpenDropsItsRowAndItsRecentEntry) {
    const QString missing = m_dir.filePath(QStringLiteral("gone"));
    m_shell.recentFiles()->add(missing);
    QSignalSpy dropped(&m_shell, &ShellController::documentDropped);
    QSignalSpy failed(&m_shell, &ShellController::failed);
    QSignalSpy key(&m_shell, &ShellController::keyWanted);
    m_shell.open(missing);
    ASSERT_TRUE(settle());
    ASSERT_EQ(dropped.count(), 1);
    EXPECT_EQ(dropped.front().front().toString(), missing);
    EXPECT_EQ(failed.count(), 1);
    EXPECT_EQ(key.count(), 0);
    EXPECT_EQ(m_shell.model()->reportCount(), 0);
    EXPECT_TRUE(m_shell.recentFiles()->paths().isEmpty());
}

TEST_F(ShellControllerTest, ARankTableNeedsARunFolderAndIsReadBeforeTheRunReopens) {
    const QString table = m_dir.filePath(QStringLiteral("rank_table.json"));
    ASSERT_TRUE(QFile::copy(QString::fromUtf8(SHARDSCOPE_TEST_DATA) +
                                QStringLiteral("/ranktable/duplicate_rank_id.json"),
                            table));
    EXPECT_FALSE(m_shell.canPlaceCards());  // nothing open
    const QString run = makeRun(QStringLiteral("placed"));
    m_shell.open(run);
    ASSERT_TRUE(settle());
    m_shell.session()->setActive(run);
    ASSERT_TRUE(m_shell.canPlaceCards());
    const auto before = m_shell.session()->activeRun();
    const auto error = m_shell.attachRankTable(table);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->message,
              "rank_id 1 is given twice: server_list[0] ('node_0'), device[1] and "
              "server_list[1] ('node_1'), device[0]");
    EXPECT_FALSE(m_shell.session()->isLoading()) << "the run is not reloaded";
    EXPECT_EQ(m_shell.session()->activeRun(), before);
}

TEST_F(ShellControllerTest, RunsWaitingForAKeyAreAskedOneAtATime) {
    const QString first = makeRun(QStringLiteral("locked1"), true);
    const QString second = makeRun(QStringLiteral("locked2"), true);
    QSignalSpy key(&m_shell, &ShellController::keyWanted);
    m_shell.open(first);
    m_shell.open(second);
    ASSERT_TRUE(settle());
    ASSERT_EQ(key.count(), 1) << "one question at a time";
    // The runs load side by side: the one loaded first is asked first.
    const QString asked = key.at(0).at(0).toString();
    const QString waiting = asked == first ? second : first;
    ASSERT_TRUE(asked == first || asked == second) << asked.toStdString();
    EXPECT_EQ(key.at(0).at(1).value<Error>().code, ErrorCode::Encrypted);
    EXPECT_TRUE(m_shell.isAskingKey());

    // The first answered with the key: it opens again with it; the second is asked next.
    QSignalSpy ready(&m_shell, &ShellController::documentReady);
    m_shell.giveKey(asked, testKey());
    m_shell.keyAnswered();
    ASSERT_TRUE(QTest::qWaitFor([&] { return key.count() == 2; }, kSettleMs));
    EXPECT_EQ(key.at(1).at(0).toString(), waiting);
    ASSERT_TRUE(settle());
    ASSERT_TRUE(QTest::qWaitFor([&] { return ready.count() == 1; }, kSettleMs));
    EXPECT_EQ(ready.front().front().toString(), asked);
    EXPECT_FALSE(m_shell.session()->keyNeeded(asked).has_value());
    EXPECT_EQ(key.count(), 2) << "a run opened with its key asks nothing";

    // Asked again while its question is open, then closed: it is not asked for.
    const Error need = key.at(1).at(1).value<Error>();
    m_shell.askKey(waiting, need);
    EXPECT_EQ(key.count(), 2);
    m_shell.close(waiting);
    m_shell.keyAnswered();
    QCoreApplication::processEvents();
    EXPECT_EQ(key.count(), 2);
    EXPECT_FALSE(m_shell.isAskingKey());
}

}  // namespace
