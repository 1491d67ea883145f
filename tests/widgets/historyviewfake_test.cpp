// HistoryView bound to a stand-in controller (issue 32 §3): the read is recorded instead of run,
// so the test sees what the view asks of the controller; the answer is a real history (or an
// error) handed to the controller's own path, and the view shows exactly that.
#include <gtest/gtest.h>

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>
#include <vector>

#include "history/historyloader.h"
#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historygrid.h"
#include "widgets/history/historyview.h"
#include "widgets/history/stepactions.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/history/historycontroller.h"

using namespace shardscope;

namespace {

// Reads no file: each read's run and options are recorded.
class HistoryViewFakeController final : public HistoryController {
public:
    void startRead(RunPtr run, HistoryOptions options) override {
        runs.push_back(std::move(run));
        stepsPerEpoch.push_back(options.stepsPerEpoch);
    }
    void answer(RunHistory history) {
        onHistory(std::make_shared<const RunHistory>(std::move(history)));
    }
    void fail(const Error& error) { onFailed(error); }

    std::vector<RunPtr> runs;
    std::vector<int> stepsPerEpoch;
};

struct HistoryViewFakeRun {
    std::shared_ptr<const RunDocument> run;  // as loaded, without the steps its load scanned
    RunHistory history;                      // read from its files
};

// Three saves on 8 ranks, the newest missing on ranks 6 and 7.
HistoryViewFakeRun historyViewFakeRun(const QTemporaryDir& dir) {
    SynthConfig config;
    config.hidden = 32;
    config.vocab = 128;
    config.seqLength = 16;
    config.saves = 3;
    SynthOptions options;
    options.damage = {{SynthDamageKind::MissingNewest, {6, 7}}};
    EXPECT_TRUE(writeSynthRun(dir.path().toStdString(), config, options));
    auto run = loadRunFolder(dir.path().toStdString());
    EXPECT_TRUE(run) << run.error().describe();
    auto history = loadRunHistory(dir.path().toStdString());
    EXPECT_TRUE(history) << history.error().describe();
    if (!run || !history) {
        return {};
    }
    run->history.reset();
    return {std::make_shared<const RunDocument>(std::move(*run)), std::move(*history)};
}

QString historyViewFakeLabel(const HistoryView& view, const char* name) {
    const auto* label = view.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("(no label)");
}

TEST(HistoryViewFakeControllerTest, TheViewShowsWhatTheControllerSays) {
    QTemporaryDir dir;
    HistoryViewFakeRun fake = historyViewFakeRun(dir);
    ASSERT_NE(fake.run, nullptr);
    HistoryViewFakeController controller;
    HistoryView view(&controller);
    view.resize(1280, 800);
    view.show();
    EXPECT_EQ(view.controller(), &controller);
    EXPECT_EQ(view.summaryText(),
              QStringLiteral("Open a run folder to see the steps it saved on every rank."));

    view.setRunDocument(fake.run);
    ASSERT_EQ(controller.runs.size(), 1u);
    EXPECT_EQ(controller.runs[0], fake.run);
    EXPECT_EQ(controller.stepsPerEpoch[0], 0);
    EXPECT_FALSE(view.isLoading());  // the stand-in started no job
    EXPECT_EQ(view.summaryText(), QStringLiteral("Reading the saved steps of every rank…"));
    EXPECT_EQ(view.history(), nullptr);

    QSignalSpy loaded(&view, &HistoryView::loaded);
    controller.answer(fake.history);
    EXPECT_EQ(loaded.count(), 1);
    ASSERT_NE(view.history(), nullptr);
    EXPECT_EQ(view.history()->steps.size(), 3u);
    EXPECT_EQ(view.summaryText(),
              QStringLiteral("Resume from synth-2_83: epoch 2, step 83 (global step 333), complete "
                             "and intact on all 8 ranks. 1 newer step cannot be used, for the "
                             "reasons below."));
    EXPECT_EQ(view.damageText().toStdString(),
              "synth-2_250 \u00b7 rank 6: missing\nsynth-2_250 \u00b7 rank 7: missing");
    EXPECT_EQ(historyViewFakeLabel(view, "historySummary"), view.summaryText());
    EXPECT_EQ(view.grid()->rowCount(), 8);
    // The run opened at the resume step: the buttons say so.
    EXPECT_EQ(view.stepActions()->step(), QStringLiteral("synth-2_83"));

    // A column clicked asks for its step of the open run.
    QSignalSpy requested(&view, &HistoryView::stepRequested);
    Q_EMIT view.grid()->stepActivated(0);
    ASSERT_EQ(requested.count(), 1);
    EXPECT_EQ(requested[0][0].toString(), dir.path());
    EXPECT_EQ(requested[0][1].toString(), QStringLiteral("synth-1_166"));

    // Another steps per epoch: read again with it.
    view.setStepsPerEpoch(125);
    ASSERT_EQ(controller.stepsPerEpoch.size(), 2u);
    EXPECT_EQ(controller.stepsPerEpoch[1], 125);
    EXPECT_EQ(view.history(), nullptr);
    EXPECT_EQ(view.damageText(), QString());

    const Error error = makeError(ErrorCode::NotFound, "no such file or folder", {})
                            .inFile(dir.path().toStdString());
    controller.fail(error);
    EXPECT_EQ(loaded.count(), 2);
    EXPECT_EQ(view.history(), nullptr);
    EXPECT_EQ(view.summaryText(), ErrorText::text(error));
    EXPECT_EQ(view.summaryText(), QStringLiteral("Not found: ") + dir.path() +
                                      QStringLiteral(": no such file or folder"));
    EXPECT_EQ(view.stepActions()->step(), QString());

    view.setRunDocument(nullptr);
    EXPECT_EQ(controller.runs.size(), 2u);  // nothing to read
    EXPECT_EQ(view.summaryText(),
              QStringLiteral("Open a run folder to see the steps it saved on every rank."));
}

// A read put off waits for readIfDue(): the view says the steps are being read meanwhile.
TEST(HistoryViewFakeControllerTest, AReadPutOffStartsOnReadIfDue) {
    QTemporaryDir dir;
    HistoryViewFakeRun fake = historyViewFakeRun(dir);
    ASSERT_NE(fake.run, nullptr);
    HistoryViewFakeController controller;
    HistoryView view(&controller);
    view.setRunDocument(fake.run, true);
    EXPECT_TRUE(controller.runs.empty());
    EXPECT_TRUE(view.isReadDue());
    EXPECT_TRUE(view.isLoading());
    EXPECT_EQ(view.summaryText(), QStringLiteral("Reading the saved steps of every rank…"));
    view.readIfDue();
    ASSERT_EQ(controller.runs.size(), 1u);
    EXPECT_FALSE(view.isReadDue());
}

}  // namespace
