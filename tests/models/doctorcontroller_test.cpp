// The Doctor tab's controller with no view (issue 32 §3): a real MindSpore checkpoint checked on
// its job against a network side that differs from it fills the table with exactly the doctor's
// problems; a network file that is not there fails with the core's error and empties the table;
// a check started while another runs replaces it; with nothing to check nothing is started.
#include "widgets/models/doctor/doctorcontroller.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <memory>
#include <string>

#include "fixtures.h"
#include "inspect/runloader.h"
#include "modelrows.h"
#include "testhome.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/jobbase.h"
#include "widgets/models/doctor/doctortablemodel.h"

using namespace shardscope;

namespace {

// adam_small_net.ckpt as the window loads a single checkpoint.
std::shared_ptr<const RunDocument> doctorControllerRun() {
    auto run = loadPath(fixturePath("adam_small_net.ckpt").toStdString());
    EXPECT_TRUE(run) << run.error().describe();
    return run ? std::make_shared<const RunDocument>(std::move(*run)) : nullptr;
}

// A NET.json of the run's parameters but its first, whose shape gains a leading 3, and its last,
// left out; `extra` adds a parameter the checkpoint does not have.
QString doctorControllerNet(const QTemporaryDir& dir, const RunDocument& run, const QString& name,
                            bool extra) {
    QJsonObject net;
    for (size_t i = 0; i + 1 < run.params.size(); ++i) {
        const ParamInfo& p = run.params[i];
        QJsonArray shape;
        if (i == 0) {
            shape.append(3);
        }
        for (int64_t d : p.globalShape) {
            shape.append(static_cast<qint64>(d));
        }
        net[QString::fromStdString(p.name)] =
            QJsonObject{{QStringLiteral("shape"), shape},
                        {QStringLiteral("dtype"), QString::fromStdString(p.dtype)}};
    }
    if (extra) {
        net[QStringLiteral("head.bias")] =
            QJsonObject{{QStringLiteral("shape"), QJsonArray{4}},
                        {QStringLiteral("dtype"), QStringLiteral("Float32")}};
    }
    QString path = dir.filePath(name);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(net).toJson());
    return path;
}

void doctorControllerDrain() {
    JobBase::pool()->waitForDone();
    QTest::qWait(JobBase::kPollMs);
}

}  // namespace

// The inputs rest 300 ms, then one check runs on the job and its problems fill the table.
TEST(DoctorControllerTest, ACheckFillsTheTableWithTheDoctorsProblems) {
    QTemporaryDir dir;
    const auto run = doctorControllerRun();
    ASSERT_NE(run, nullptr);
    const QString net = doctorControllerNet(dir, *run, QStringLiteral("net.json"), true);
    DoctorController c;
    QSignalSpy started(&c, &DoctorController::checkStarted);
    QSignalSpy ready(&c, &DoctorController::reportReady);
    QSignalSpy checked(&c, &DoctorController::checked);
    c.setRunDocument(run);
    c.setNet(net);
    c.setStrict(true);
    EXPECT_EQ(c.netKind(), DoctorController::NetKind::NetJson);
    EXPECT_TRUE(c.isChecking());
    EXPECT_EQ(started.count(), 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 1; }, kSettleMs));
    doctorControllerDrain();
    EXPECT_EQ(started.count(), 1);  // one check for the three changes
    EXPECT_EQ(ready.count(), 1);
    EXPECT_EQ(checked.count(), 1);
    EXPECT_FALSE(c.isChecking());
    ASSERT_NE(c.report(), nullptr);
    EXPECT_EQ(c.model()->report(), c.report());
    EXPECT_EQ(c.report()->summary(),
              "2 of 22 parameters would not load (strict_load=True): 1 missing, 1 shape-mismatch; "
              "2 checkpoint entries not loaded (ckpt_not_load); MindSpore raises at the first "
              "error, optimizer.network.cell_list.0.weight");
    EXPECT_EQ(modelRows(*c.model()),
              (QStringList{QStringLiteral("head.bias|Missing|(4,)|—|not in the checkpoint"),
                           QStringLiteral("optimizer.network.cell_list.0.weight|Shape differs|"
                                          "(3, 5, 2)|(5, 2)|(3, 5, 2) in the network, (5, 2) in "
                                          "the checkpoint")}));
    ASSERT_EQ(c.model()->rowCount(), 2);
    EXPECT_EQ(c.paramIndex(*c.model()->problem(0)), -1);  // the network's alone
    EXPECT_EQ(c.paramIndex(*c.model()->problem(1)), 0);
    EXPECT_EQ(c.model()->problem(2), nullptr);

    const DoctorInputs request = c.request();
    EXPECT_EQ(request.run, run);
    EXPECT_EQ(request.netJson, net.toStdString());
    EXPECT_TRUE(request.strict);
    EXPECT_FALSE(request.removeRedundancy);
    EXPECT_EQ(request.rank, 0);
}

// A network file that is not there: the core's error, and the table of the check before is
// emptied.
TEST(DoctorControllerTest, AMissingNetworkFileFailsWithTheCoresError) {
    QTemporaryDir dir;
    const auto run = doctorControllerRun();
    ASSERT_NE(run, nullptr);
    DoctorController c;
    QSignalSpy failed(&c, &DoctorController::failed);
    QSignalSpy checked(&c, &DoctorController::checked);
    c.setRunDocument(run);
    c.setNet(doctorControllerNet(dir, *run, QStringLiteral("net.json"), false));
    c.check();
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 1; }, kSettleMs));
    ASSERT_NE(c.report(), nullptr);
    ASSERT_GT(c.model()->rowCount(), 0);

    const QString missing = dir.filePath(QStringLiteral("gone/net.json"));
    c.setNet(missing);
    c.check();
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 2; }, kSettleMs));
    ASSERT_EQ(failed.count(), 1);
    const auto error = failed[0][0].value<Error>();
    EXPECT_EQ(error.describe(), missing.toStdString() + ": cannot open the file");
    EXPECT_EQ(ErrorText::text(error),
              QStringLiteral("Not found: ") + missing + QStringLiteral(": cannot open the file"));
    EXPECT_EQ(c.report(), nullptr);
    EXPECT_EQ(c.model()->rowCount(), 0);
}

// A check started while another runs replaces it: only the second's report arrives.
TEST(DoctorControllerTest, ASecondCheckReplacesTheFirst) {
    QTemporaryDir dir;
    const auto run = doctorControllerRun();
    ASSERT_NE(run, nullptr);
    const QString without = doctorControllerNet(dir, *run, QStringLiteral("a.json"), false);
    const QString with = doctorControllerNet(dir, *run, QStringLiteral("b.json"), true);
    DoctorController c;
    QSignalSpy started(&c, &DoctorController::checkStarted);
    QSignalSpy ready(&c, &DoctorController::reportReady);
    QSignalSpy checked(&c, &DoctorController::checked);
    c.setRunDocument(run);
    c.setNet(without);
    c.check();
    c.setNet(with);
    c.check();
    EXPECT_EQ(started.count(), 2);
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 1; }, kSettleMs));
    doctorControllerDrain();
    EXPECT_EQ(checked.count(), 1);
    EXPECT_EQ(ready.count(), 1);
    ASSERT_NE(c.report(), nullptr);
    EXPECT_EQ(c.request().netJson, with.toStdString());
    ASSERT_EQ(c.model()->rowCount(), 2);  // the first check's network had no head.bias
    EXPECT_EQ(c.model()->index(0, DoctorTableModel::NameColumn).data().toString(),
              QStringLiteral("head.bias"));
}

// No run, or no network side: nothing is started, and whoever waits hears so at once.
TEST(DoctorControllerTest, NothingToCheckStartsNothing) {
    QTemporaryDir dir;
    const auto run = doctorControllerRun();
    ASSERT_NE(run, nullptr);
    DoctorController c;
    QSignalSpy started(&c, &DoctorController::checkStarted);
    QSignalSpy checked(&c, &DoctorController::checked);
    c.setNet(QStringLiteral("/nowhere/net.json"));
    c.check();
    EXPECT_EQ(checked.count(), 1);
    c.setNet(QString());
    c.setRunDocument(run);
    c.check();
    EXPECT_EQ(checked.count(), 2);
    doctorControllerDrain();
    EXPECT_EQ(started.count(), 0);
    EXPECT_EQ(c.report(), nullptr);
    EXPECT_EQ(c.model()->rowCount(), 0);
    EXPECT_EQ(c.lastRank(), 0);
}

// A check in flight when the run is closed, or replaced by another, is dropped: the old run's
// report does not arrive (it showed on the Doctor tab after the run had gone), and the report
// shown before goes with its run.
TEST(DoctorControllerTest, ClosingOrReplacingTheRunDropsTheCheckInFlight) {
    QTemporaryDir dir;
    const auto run = doctorControllerRun();
    const auto other = doctorControllerRun();
    ASSERT_NE(run, nullptr);
    ASSERT_NE(other, nullptr);
    const QString net = doctorControllerNet(dir, *run, QStringLiteral("net.json"), true);
    DoctorController c;
    QSignalSpy started(&c, &DoctorController::checkStarted);
    QSignalSpy ready(&c, &DoctorController::reportReady);
    QSignalSpy checked(&c, &DoctorController::checked);
    c.setRunDocument(run);
    c.setNet(net);
    c.check();
    // The job's answer comes through the event loop: the run goes before it can.
    c.setRunDocument(nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 1; }, kSettleMs));
    doctorControllerDrain();
    EXPECT_EQ(started.count(), 1);
    EXPECT_EQ(ready.count(), 0);
    EXPECT_EQ(c.report(), nullptr);
    EXPECT_EQ(c.model()->rowCount(), 0);

    // A report shown, then another run: the old report goes at once, the check in flight for
    // the run before never arrives, and the new run's check alone is shown.
    c.setRunDocument(run);
    c.check();
    ASSERT_TRUE(QTest::qWaitFor([&] { return ready.count() == 1; }, kSettleMs));
    ASSERT_EQ(c.model()->rowCount(), 2);
    c.check();
    c.setRunDocument(other);
    EXPECT_EQ(c.report(), nullptr);
    EXPECT_EQ(c.model()->rowCount(), 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return ready.count() == 2; }, kSettleMs));
    doctorControllerDrain();
    EXPECT_EQ(started.count(), 4);  // the dropped one, and the other run's after 300 ms
    EXPECT_EQ(ready.count(), 2);
    EXPECT_EQ(c.request().run, other);
    EXPECT_EQ(c.model()->rowCount(), 2);
}
