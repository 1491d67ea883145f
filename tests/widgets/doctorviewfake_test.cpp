// DoctorView bound to a stand-in controller (issue 32 §3): the check is recorded instead of run,
// so the test sees exactly what the boxes ask of the doctor; the answer is a real report (or an
// error) handed to the controller's own path, and the view shows it.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <vector>

#include "doctor/doctorinputs.h"
#include "inspect/rundocument.h"
#include "netjsonfile.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/doctor/doctorview.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/doctor/doctorcontroller.h"
#include "widgets/models/doctor/doctortablemodel.h"
#include "widgets/models/doctor/doctortext.h"

using namespace shardscope;

namespace {

// Runs no doctor: each check's request is recorded.
class DoctorViewFakeController final : public DoctorController {
public:
    void startCheck(DoctorInputs request) override { requests.push_back(std::move(request)); }
    void answer(DoctorReport report) {
        onReport(std::make_shared<const DoctorReport>(std::move(report)));
    }
    void fail(const Error& error) { onFailed(error); }

    std::vector<DoctorInputs> requests;
};

// Rank 0 of a synthetic run checked against a network of every parameter's full shape: real
// problems (parallel splits, another stage's parameters) to show.
DoctorReport doctorViewFakeReport(const QTemporaryDir& dir) {
    EXPECT_TRUE(writeSynthRun(dir.filePath(QStringLiteral("run")).toStdString(), SynthConfig{}));
    auto run = loadRunFolder(dir.filePath(QStringLiteral("run")).toStdString());
    EXPECT_TRUE(run) << run.error().describe();
    const QString path = dir.filePath(QStringLiteral("net.json"));
    EXPECT_TRUE(writeNetJson(run->params, path));
    DoctorInputs inputs;
    inputs.run = std::make_shared<const RunDocument>(std::move(*run));
    inputs.netJson = path.toStdString();
    auto request = openDoctor(inputs);
    EXPECT_TRUE(request) << request.error().describe();
    return runDoctor(*request);
}

QCheckBox* doctorViewFakeBox(const DoctorView& view, const QString& text) {
    for (QCheckBox* box : view.findChildren<QCheckBox*>()) {
        if (box->text() == text) {
            return box;
        }
    }
    return nullptr;
}

TEST(DoctorViewFakeControllerTest, TheBoxesMakeTheRequestAndTheReportIsShown) {
    DoctorViewFakeController controller;
    DoctorView view(&controller);
    view.resize(1280, 800);
    view.show();
    EXPECT_EQ(view.controller(), &controller);
    EXPECT_EQ(view.model(), controller.model());

    // A single checkpoint the window loaded: it goes to the doctor as loaded, not by its path.
    auto run = std::make_shared<RunDocument>();
    run->kind = InputKind::Checkpoint;
    run->path = "/nowhere/rank_3/net-2_10.ckpt";
    run->files.resize(1);
    view.setRunDocument(run);
    auto* net = view.findChild<QLineEdit*>();
    ASSERT_NE(net, nullptr);
    QTest::keyClicks(net, QStringLiteral("/nowhere/net.json"));
    QCheckBox* strict = doctorViewFakeBox(view, QStringLiteral("strict_load"));
    ASSERT_NE(strict, nullptr);
    strict->click();
    EXPECT_TRUE(view.isChecking());  // the boxes rest 300 ms before the check
    ASSERT_TRUE(QTest::qWaitFor([&] { return !controller.requests.empty(); }, kSettleMs));
    QTest::qWait(400);
    ASSERT_EQ(controller.requests.size(), 1u);  // one check for every key and the box
    {
        const DoctorInputs& r = controller.requests.front();
        EXPECT_EQ(r.run, run);
        EXPECT_EQ(r.ckpt, "");
        EXPECT_EQ(r.netJson, "/nowhere/net.json");
        EXPECT_EQ(r.netStrategy, "");
        EXPECT_EQ(r.netCkpt, "");
        EXPECT_EQ(r.rank, 0);
        EXPECT_TRUE(r.strict);
        EXPECT_FALSE(r.removeRedundancy);
    }
    EXPECT_EQ(view.summaryText(), QStringLiteral("Checking…"));

    // A path without .json is taken for a checkpoint, and the kind box says so.
    net->setText(QStringLiteral("/nowhere/other.ckpt"));
    EXPECT_EQ(view.findChild<QComboBox*>()->currentIndex(),
              static_cast<int>(DoctorController::NetKind::Checkpoint));
    ASSERT_TRUE(QTest::qWaitFor([&] { return controller.requests.size() == 2; }, kSettleMs));
    EXPECT_EQ(controller.requests.back().netCkpt, "/nowhere/other.ckpt");
    EXPECT_EQ(controller.requests.back().netJson, "");

    QTemporaryDir dir;
    DoctorReport report = doctorViewFakeReport(dir);
    ASSERT_GT(report.errors(), 0u);
    const std::string first = report.problems.front().name;
    QSignalSpy checked(&view, &DoctorView::checked);
    QSignalSpy param(&view, &DoctorView::paramRequested);
    const QString summary = DoctorText::summary(report);
    const auto problems = static_cast<int>(report.problems.size());
    controller.answer(std::move(report));
    EXPECT_EQ(checked.count(), 1);
    EXPECT_EQ(view.summaryText(), summary);
    // The window's English is the CLI's summary line, rendered from the same catalogue message.
    EXPECT_EQ(view.summaryText(), QString::fromStdString(view.report()->summary()));
    EXPECT_TRUE(view.summaryText().startsWith(
        QStringLiteral("%1 of %2 parameters would not load (strict_load=False): ")
            .arg(view.report()->errors())
            .arg(view.report()->netParams)))
        << view.summaryText().toStdString();
    EXPECT_EQ(view.table()->model()->rowCount(), problems);
    EXPECT_EQ(view.table()->currentIndex().row(), 0);
    EXPECT_TRUE(view.detailsText().startsWith(QString::fromStdString(first)))
        << view.detailsText().toStdString();
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("MindSpore says:")));
    ASSERT_GE(param.count(), 1);
    EXPECT_EQ(param.last().at(0).toString(), QString::fromStdString(first));

    const Error error =
        makeError(ErrorCode::NotFound, "no such file or folder", {}).inFile("/nowhere/other.ckpt");
    controller.fail(error);
    EXPECT_EQ(checked.count(), 2);
    EXPECT_EQ(view.report(), nullptr);
    EXPECT_EQ(view.table()->model()->rowCount(), 0);
    EXPECT_EQ(view.summaryText(), ErrorText::text(error));
    EXPECT_EQ(view.summaryText(),
              QStringLiteral("Not found: /nowhere/other.ckpt: no such file or folder"));
    EXPECT_EQ(view.detailsText(), QString());
}

// Without a run there is nothing to check: no request, and whoever waits hears so at once.
TEST(DoctorViewFakeControllerTest, NothingIsCheckedWithoutARun) {
    DoctorViewFakeController controller;
    DoctorView view(&controller);
    QSignalSpy checked(&view, &DoctorView::checked);
    view.setNet(QStringLiteral("/nowhere/net.json"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return checked.count() == 1; }, kSettleMs));
    EXPECT_TRUE(controller.requests.empty());
    EXPECT_FALSE(view.isChecking());
    EXPECT_EQ(view.summaryText(),
              QStringLiteral("Choose the network side to check whether this checkpoint loads."));
}

}  // namespace
