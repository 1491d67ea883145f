// File > Export's controller with no dialog (issue 32 §3): it exports the run it was handed as
// loaded, even once the run's folder is gone (documents in: the old dialog, given the path,
// opened it again and failed); a failure comes back as the core's error with the form editable
// again, and the next start forgets it.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "export/exporter.h"
#include "inspect/runloader.h"
#include "printers.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/export/exportcontroller.h"

using namespace shardscope;

namespace {

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool settled(const ExportController& c) {
    return QTest::qWaitFor([&c] { return c.state() != ExportController::State::Running; },
                           kSettleMs);
}

}  // namespace

TEST(ExportControllerTest, ExportsTheLoadedRunAfterItsFolderIsGone) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run"));
    ASSERT_TRUE(writeSynthRun(path.toStdString(), SynthConfig{}));
    ExportRequest options;
    options.merged = true;
    options.output = dir.filePath(QStringLiteral("before.safetensors")).toStdString();
    options.source = path.toStdString();
    ASSERT_TRUE(exportPath(options));

    auto run = loadRunFolder(path.toStdString());
    ASSERT_TRUE(run) << run.error().describe();
    ExportController controller(std::make_shared<const RunDocument>(std::move(*run)));
    EXPECT_EQ(controller.source(), path);
    EXPECT_TRUE(controller.isRunFolder());
    EXPECT_EQ(controller.ranks(), 8);
    ASSERT_TRUE(QDir(dir.path()).rename(QStringLiteral("run"), QStringLiteral("moved")));

    QSignalSpy states(&controller, &ExportController::stateChanged);
    QSignalSpy finished(&controller, &ExportController::finished);
    ExportRequest form;
    form.merged = true;
    form.output = dir.filePath(QStringLiteral("after.safetensors")).toStdString();
    controller.start(form);
    EXPECT_EQ(controller.state(), ExportController::State::Running);
    ASSERT_TRUE(settled(controller));
    ASSERT_EQ(controller.state(), ExportController::State::Done)
        << (controller.failure() ? controller.failure()->describe() : std::string());
    ASSERT_EQ(finished.count(), 1);
    ASSERT_EQ(states.count(), 2);
    EXPECT_EQ(states[1][0].value<ExportController::State>(), ExportController::State::Done);
    ASSERT_TRUE(controller.result());
    EXPECT_EQ(controller.result()->files, std::vector<std::string>{form.output});
    const QByteArray after = fileBytes(QString::fromStdString(form.output));
    EXPECT_FALSE(after.isEmpty());
    EXPECT_TRUE(after == fileBytes(dir.filePath(QStringLiteral("before.safetensors"))));
    // Done: a second start does nothing until the dialog is opened again.
    controller.start(form);
    EXPECT_EQ(controller.state(), ExportController::State::Done);
}

TEST(ExportControllerTest, AFailureIsTheCoresErrorAndTheNextStartForgetsIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run"));
    ASSERT_TRUE(writeSynthRun(path.toStdString(), SynthConfig{}));
    auto run = loadRunFolder(path.toStdString());
    ASSERT_TRUE(run) << run.error().describe();
    ExportController controller(std::make_shared<const RunDocument>(std::move(*run)));
    QSignalSpy failed(&controller, &ExportController::failed);
    ExportRequest form;  // neither merged nor a rank
    form.output = dir.filePath(QStringLiteral("one.h5")).toStdString();
    controller.start(form);
    ASSERT_TRUE(settled(controller));
    EXPECT_EQ(controller.state(), ExportController::State::Editing);
    ASSERT_EQ(failed.count(), 1);
    ASSERT_TRUE(controller.failure());
    EXPECT_EQ(controller.failure()->describe(),
              path.toStdString() +
                  ": the run holds 8 ranks: give --rank R to export one rank's slices, or "
                  "--merged for full tensors");
    EXPECT_FALSE(controller.result());

    form.rank = 3;
    controller.start(form);
    EXPECT_FALSE(controller.failure());
    ASSERT_TRUE(settled(controller));
    EXPECT_EQ(controller.state(), ExportController::State::Done);
    EXPECT_EQ(controller.result()->files, std::vector<std::string>{form.output});
}
