// The Export dialog bound to a stand-in controller (issue 32 §3): nothing is written; the
// request the form makes reaches the controller, and the outcomes the controller publishes
// (progress, a result with notes and many files, a failure, a cancel) are what the dialog shows.
#include <gtest/gtest.h>

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "printers.h"
#include "widgets/export/exportdialog.h"
#include "widgets/export/exportform.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/models/export/exporttext.h"

using namespace shardscope;

namespace {

// Starts nothing: records the requests, and publishes what a test tells it to.
class FakeExportController final : public ExportController {
public:
    explicit FakeExportController(std::shared_ptr<const RunDocument> run)
        : ExportController(std::move(run)) {}
    void start(const ExportRequest& options) override {
        started.push_back(request(options));
        setState(State::Running);
    }
    void cancel() override {
        ++cancels;
        stopped();
    }
    void progress(const ExportController::Progress& p) { Q_EMIT progressChanged(p); }
    void finishWith(const ExportResult& result, double seconds) { finish(result, seconds); }
    void failWith(const Error& error) { fail(error); }

    std::vector<ExportRequest> started;
    int cancels = 0;
};

// A run of 4 ranks at /data/run holding two parameters, as the window hands it over.
std::shared_ptr<const RunDocument> fakeRun() {
    auto run = std::make_shared<RunDocument>();
    run->path = "/data/run";
    run->strategyPath = "/data/run/strategy.ckpt";
    run->files.resize(4);
    for (const char* name : {"a.weight", "b.bias", "a.weight"}) {
        run->params.emplace_back();
        run->params.back().name = name;
    }
    return run;
}

}  // namespace

TEST(ExportDialogFake, TheFormsRequestReachesTheControllerAndItsOutcomesShow) {
    // No parent: the dialog takes it.
    auto& controller = *new FakeExportController(fakeRun());
    EXPECT_EQ(controller.paramNames(),
              (QStringList{QStringLiteral("a.weight"), QStringLiteral("b.bias")}));
    ExportDialog dialog(&controller, QStringLiteral("b.bias"));
    dialog.show();
    EXPECT_EQ(dialog.controller(), &controller);
    EXPECT_EQ(dialog.form()->outputPath(), QStringLiteral("/data/run-merged.h5"));
    ASSERT_TRUE(dialog.exportButton()->isEnabled()) << dialog.message().toStdString();
    dialog.startExport();
    ASSERT_EQ(controller.started.size(), 1u);
    EXPECT_EQ(controller.started[0].source, "/data/run");
    EXPECT_EQ(controller.started[0].strategy, "/data/run/strategy.ckpt");
    EXPECT_EQ(controller.started[0].output, "/data/run-merged.h5");
    EXPECT_TRUE(controller.started[0].merged);
    EXPECT_FALSE(dialog.form()->isEnabled());
    EXPECT_TRUE(dialog.progressBar()->isVisible());
    EXPECT_EQ(dialog.closeButton()->text(), QStringLiteral("Cancel"));

    ExportController::Progress p;
    p.progress.done = 250;
    p.progress.total = 1000;
    p.progress.tensor = 1;
    p.progress.tensors = 2;
    p.progress.name = "b.bias";
    controller.progress(p);
    EXPECT_EQ(dialog.progressBar()->value(), 250);
    EXPECT_EQ(dialog.tensorLabel()->text(), ExportText::tensorLine(p.progress));

    ExportResult result;
    result.tensors = 9;
    result.bytes = 3u << 20;
    for (int i = 0; i < 8; ++i) {
        result.files.push_back("/data/out/part-" + std::to_string(i) + ".safetensors");
    }
    result.notes.push_back(
        makeIssue(IssueCode::ExportRawBitsCount, Severity::Info, {}, {}, -1, {"3"}));
    QSignalSpy exported(&dialog, &ExportDialog::exported);
    controller.finishWith(result, 2.0);
    EXPECT_EQ(exported.count(), 1);
    EXPECT_FALSE(dialog.progressBar()->isVisible());
    EXPECT_EQ(dialog.summaryLabel()->text(), ExportText::summary(result, 2.0));
    const QLabel* files = nullptr;
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        if (label->text().startsWith(QStringLiteral("In /data/out:"))) {
            files = label;
        }
    }
    ASSERT_NE(files, nullptr);
    EXPECT_EQ(files->text(),
              QStringLiteral("In /data/out:\npart-0.safetensors\npart-1.safetensors\n"
                             "part-2.safetensors\npart-3.safetensors\n"
                             "part-4.safetensors\npart-5.safetensors\n… and 2 more"));
    EXPECT_EQ(dialog.notesLabel()->text(),
              QStringLiteral("•  3 BFloat16 tensor(s) stored as their raw bits (uint16, attribute "
                             "\"storage\"); --float32 adds float32 copies"));
    EXPECT_EQ(dialog.closeButton()->text(), QStringLiteral("Close"));
    EXPECT_FALSE(dialog.exportButton()->isVisible());
}

TEST(ExportDialogFake, AFailureAndACancelAreSaidInline) {
    auto& controller = *new FakeExportController(fakeRun());
    ExportDialog dialog(&controller, QString());
    dialog.show();
    dialog.startExport();
    controller.failWith(
        makeError(ErrorCode::Io, "cannot create folder: {reason}", {{"reason", "Not a directory"}})
            .inFile("/data/out"));
    EXPECT_TRUE(dialog.form()->isEnabled());
    EXPECT_TRUE(dialog.messageIsError());
    EXPECT_EQ(
        dialog.message(),
        QStringLiteral("The export failed: /data/out: cannot create folder: Not a directory"));

    dialog.startExport();
    EXPECT_EQ(controller.started.size(), 2u);
    EXPECT_FALSE(dialog.messageIsError());
    dialog.cancelExport();
    EXPECT_EQ(controller.cancels, 1);
    EXPECT_EQ(controller.state(), ExportController::State::Editing);
    EXPECT_EQ(dialog.message(), QStringLiteral("Cancelled. No partial file was kept."));
    EXPECT_TRUE(dialog.exportButton()->isEnabled());
}
