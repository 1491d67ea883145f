// Following the Loss tab's logs (LossLogFollower, issue 32 §3): each file that grows is told as
// its run's log, by the runs' own numbering, and nothing is told once stopped.
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "losstestlogs.h"
#include "testhome.h"
#include "widgets/models/loss/losslogfollower.h"

using namespace shardscope;

namespace {

bool writeFollowedLog(const QString& path, const std::string& text) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return false;
    }
    return file.write(text.data(), static_cast<qint64>(text.size())) ==
           static_cast<qint64>(text.size());
}

// A run of the logs at `paths`, read as empty (the follower reads them whole).
LogRun followedRun(const std::string& name, const std::vector<QString>& paths) {
    LogRun run;
    run.name = name;
    for (size_t i = 0; i < paths.size(); ++i) {
        LogRankLog log;
        log.rank = static_cast<int>(i);
        log.path = QFile::encodeName(paths[i]).toStdString();
        log.format = LogFormat::Csv;
        run.logs.push_back(std::move(log));
    }
    return run;
}

}  // namespace

TEST(LossLogFollowerTest, TellsWhichRunsLogGrew) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString a = dir.filePath(QStringLiteral("a.csv"));
    const QString b0 = dir.filePath(QStringLiteral("b0.csv"));
    const QString b1 = dir.filePath(QStringLiteral("b1.csv"));
    ASSERT_TRUE(writeFollowedLog(a, losstest::csvLog({1}, {3.0})));
    ASSERT_TRUE(writeFollowedLog(b0, losstest::csvLog({1, 2}, {3.0, 2.0})));
    ASSERT_TRUE(writeFollowedLog(b1, losstest::csvLog({1, 2, 3}, {3.0, 2.0, 1.0})));
    const std::vector<LogRun> runs{followedRun("a", {a}), followedRun("b", {b0, b1})};

    LossLogFollower follower;
    std::map<std::pair<size_t, size_t>, size_t> rows;  // (run, log) -> rows told
    QObject::connect(&follower, &LossLogFollower::logUpdated,
                     [&rows](size_t run, size_t log, const LogTable& table) {
                         rows[{run, log}] = table.rowCount();
                     });
    follower.setRuns(runs);  // not following: nothing polled
    EXPECT_FALSE(follower.isActive());
    QTest::qWait(50);
    EXPECT_TRUE(rows.empty());

    follower.follow(true, runs);
    EXPECT_TRUE(follower.isActive());
    ASSERT_TRUE(QTest::qWaitFor([&rows] { return rows.size() == 3; }, kSettleMs));
    const std::map<std::pair<size_t, size_t>, size_t> expected{
        {{0, 0}, 1}, {{1, 0}, 2}, {{1, 1}, 3}};
    EXPECT_EQ(rows, expected);

    follower.follow(false, runs);
    EXPECT_FALSE(follower.isActive());
}
