// The Loss tab's controller with no view (issue 32 §3): logs read on its load queue fill the run
// table and the chart's state; a log that cannot be read fails with the core's error; a cancel
// leaves nothing shown; a new set of logs replaces a load still under way; added logs join.
#include "widgets/models/loss/losscontroller.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <string>
#include <vector>

#include "losstestlogs.h"
#include "modelrows.h"
#include "printers.h"
#include "testhome.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/jobbase.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/loss/lossrunlistmodel.h"

using namespace shardscope;

namespace {

// Writes `text` to `name` in `dir`; its path.
QString lossControllerLog(const QTemporaryDir& dir, const QString& name, const std::string& text) {
    QString path = dir.filePath(name);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text.data(), static_cast<qint64>(text.size()));
    return path;
}

// Two logs: a CSV of three steps, and LossMonitor lines of two epochs of four steps.
QStringList lossControllerLogs(const QTemporaryDir& dir) {
    return {lossControllerLog(dir, QStringLiteral("short.csv"),
                              losstest::csvLog({1, 2, 3}, {3.0, 2.0, 1.5})),
            lossControllerLog(dir, QStringLiteral("monitor.log"),
                              losstest::lossMonitorLog(
                                  2, 4, [](int64_t g) { return 10.0 - static_cast<double>(g); }))};
}

bool lossControllerSettled(const LossController& c) {
    return QTest::qWaitFor([&c] { return !c.isLoading(); }, kSettleMs);
}

// Every load the queue started has ended and its end reached this thread.
void lossControllerDrain() {
    JobBase::pool()->waitForDone();
    QTest::qWait(JobBase::kPollMs);
}

}  // namespace

TEST(LossControllerTest, ReadLogsFillTheRunTableAndTheState) {
    QTemporaryDir dir;
    const QStringList logs = lossControllerLogs(dir);
    LossController c;
    QSignalSpy loaded(&c, &LossController::loaded);
    QSignalSpy runs(&c, &LossController::runsChanged);
    c.openPaths(logs);
    EXPECT_TRUE(c.isLoading());
    ASSERT_TRUE(lossControllerSettled(c));
    ASSERT_EQ(loaded.count(), 1);
    EXPECT_TRUE(loaded[0][0].toBool());
    ASSERT_EQ(runs.count(), 1);
    EXPECT_FALSE(runs[0][0].toBool());  // replaced, not added to
    EXPECT_EQ(modelRows(*c.runDocument()),
              (QStringList{QStringLiteral("short|1|3|0|0"), QStringLiteral("monitor|1|8|0|0")}));
    ASSERT_EQ(c.runs().size(), 2u);
    EXPECT_TRUE(c.skipped().empty());
    EXPECT_EQ(c.state().series.metric, "loss");
    EXPECT_EQ(c.curves().size(), 2u);
    EXPECT_EQ(c.csv(), QStringLiteral("run,global_step,epoch,step,value,smoothed\n"
                                      "short,1,,1,3,3\n"
                                      "short,2,,2,2,2\n"
                                      "short,3,,3,1.5,1.5\n"
                                      "monitor,1,1,1,9,9\n"
                                      "monitor,2,1,2,8,8\n"
                                      "monitor,3,1,3,7,7\n"
                                      "monitor,4,1,4,6,6\n"
                                      "monitor,5,2,1,5,5\n"
                                      "monitor,6,2,2,4,4\n"
                                      "monitor,7,2,3,3,3\n"
                                      "monitor,8,2,4,2,2\n"));
    c.setRunVisible(0, false);  // the CSV holds the runs shown
    EXPECT_TRUE(
        c.csv().startsWith(QStringLiteral("run,global_step,epoch,step,value,smoothed\n"
                                          "monitor,1,1,1,9,9\n")));
}

TEST(LossControllerTest, AnUnreadableLogFailsWithTheCoresError) {
    QTemporaryDir dir;
    LossController c;
    QSignalSpy loaded(&c, &LossController::loaded);
    QSignalSpy failed(c.loads(), &LossLoadQueue::failed);
    const QString missing = dir.filePath(QStringLiteral("missing.log"));
    c.openPaths({missing});
    ASSERT_TRUE(lossControllerSettled(c));
    ASSERT_EQ(loaded.count(), 1);
    EXPECT_FALSE(loaded[0][0].toBool());
    ASSERT_EQ(failed.count(), 1);
    const auto error = failed[0][0].value<Error>();
    EXPECT_EQ(error.code, ErrorCode::NotFound);
    EXPECT_EQ(error.describe(), missing.toStdString() + ": no such file or folder");
    EXPECT_EQ(ErrorText::text(error),
              QStringLiteral("Not found: ") + missing + QStringLiteral(": no such file or folder"));
    EXPECT_EQ(c.runDocument()->rowCount(), 0);
    EXPECT_TRUE(c.runs().empty());
}

// Cancelled right after it started: the load ends as failed at once, and what it read never
// shows.
TEST(LossControllerTest, ACancelledLoadShowsNothing) {
    QTemporaryDir dir;
    const QStringList logs = lossControllerLogs(dir);
    LossController c;
    QSignalSpy loaded(&c, &LossController::loaded);
    QSignalSpy runs(&c, &LossController::runsChanged);
    c.openPaths(logs);
    ASSERT_TRUE(c.isLoading());
    c.cancel();
    EXPECT_FALSE(c.isLoading());
    ASSERT_EQ(loaded.count(), 1);
    EXPECT_FALSE(loaded[0][0].toBool());
    lossControllerDrain();
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_EQ(runs.count(), 0);
    EXPECT_EQ(c.runDocument()->rowCount(), 0);
    EXPECT_TRUE(c.runs().empty());
}

// Logs opened while others load replace them: only the second set is shown.
TEST(LossControllerTest, ASecondOpenReplacesTheFirst) {
    QTemporaryDir dir;
    const QStringList logs = lossControllerLogs(dir);
    LossController c;
    QSignalSpy loaded(&c, &LossController::loaded);
    c.openPaths({logs[0]});
    c.openPaths({logs[1]});
    ASSERT_TRUE(lossControllerSettled(c));
    lossControllerDrain();
    ASSERT_EQ(loaded.count(), 1);
    EXPECT_TRUE(loaded[0][0].toBool());
    EXPECT_EQ(modelRows(*c.runDocument()), QStringList{QStringLiteral("monitor|1|8|0|0")});
}

// Logs added join those shown, keeping their visibility and offsets; a log opened again
// replaces its run; a run removed leaves the others.
TEST(LossControllerTest, AddedLogsJoinAndARemovedRunGoes) {
    QTemporaryDir dir;
    const QStringList logs = lossControllerLogs(dir);
    LossController c;
    QSignalSpy runs(&c, &LossController::runsChanged);
    c.openPaths({logs[0]});
    ASSERT_TRUE(lossControllerSettled(c));
    c.setRunOffset(0, 100);
    c.setRunVisible(0, false);
    c.addPaths({logs[1]});
    ASSERT_TRUE(lossControllerSettled(c));
    ASSERT_EQ(runs.count(), 2);
    EXPECT_TRUE(runs[1][0].toBool());
    EXPECT_EQ(modelRows(*c.runDocument()),
              (QStringList{QStringLiteral("short|1|3|0|100"), QStringLiteral("monitor|1|8|0|0")}));
    EXPECT_EQ(c.runDocument()->index(0, 0).data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    c.addPaths({logs[0]});
    ASSERT_TRUE(lossControllerSettled(c));
    EXPECT_EQ(c.runDocument()->rowCount(), 2);
    EXPECT_EQ(c.runs()[0].name, "short");  // not "short (2)"
    c.removeRun(0);
    EXPECT_EQ(modelRows(*c.runDocument()), QStringList{QStringLiteral("monitor|1|8|0|0")});
    c.removeRun(5);  // no such row: nothing changes
    EXPECT_EQ(c.runDocument()->rowCount(), 1);
}
