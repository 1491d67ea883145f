// The History tab's controller with no view (issue 32 §3): it takes the saved steps the run's load
// scanned, reads them on its job when the load scanned none, says why a read failed, drops a
// read that no longer concerns the open run, and lets a newer run replace an older one's read.
#include "widgets/models/history/historycontroller.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <memory>
#include <string>
#include <vector>

#include "inspect/runloader.h"
#include "printers.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

SynthConfig historyControllerConfig(int saves) {
    SynthConfig config;
    config.hidden = 32;
    config.vocab = 128;
    config.seqLength = 16;
    config.saves = saves;
    return config;
}

// An 8-rank synthetic run of `saves` saves (250 steps an epoch) in `folder`, loaded as the window
// loads it; `scanned` false drops the saved steps its load scanned, so the controller reads them
// itself on its job.
std::shared_ptr<const RunDocument> historyControllerRun(const QString& folder, int saves,
                                                        bool scanned,
                                                        std::vector<SynthDamage> damage = {}) {
    SynthOptions options;
    options.threads = 2;
    options.damage = std::move(damage);
    EXPECT_TRUE(writeSynthRun(folder.toStdString(), historyControllerConfig(saves), options));
    auto run = loadRunFolder(folder.toStdString());
    EXPECT_TRUE(run) << run.error().describe();
    if (!run) {
        return nullptr;
    }
    EXPECT_NE(run->history, nullptr);
    if (!scanned) {
        run->history.reset();
    }
    return std::make_shared<const RunDocument>(std::move(*run));
}

std::vector<std::string> historyStepNames(const RunHistory& history) {
    std::vector<std::string> names;
    for (const HistoryStep& step : history.steps) {
        names.push_back(step.name);
    }
    return names;
}

bool historyReadEnded(const HistoryController& c) {
    return QTest::qWaitFor([&c] { return !c.isLoading(); }, kSettleMs);
}

// Every worker the jobs started has ended and its end reached this thread: a dropped read that
// would still be delivered has been by now.
void historyDrainJobs() {
    JobBase::pool()->waitForDone();
    QTest::qWait(JobBase::kPollMs);
}

}  // namespace

// A run whose load scanned none: the controller reads its three steps on the job; two ranks
// missing the newest save make the middle one the step to resume from.
TEST(HistoryControllerTest, ReadsTheSavedStepsOnItsJob) {
    QTemporaryDir dir;
    const auto run =
        historyControllerRun(dir.path(), 3, false, {{SynthDamageKind::MissingNewest, {6, 7}}});
    ASSERT_NE(run, nullptr);
    HistoryController c;
    EXPECT_EQ(c.state(), HistoryController::State::NoRun);
    QSignalSpy changed(&c, &HistoryController::historyChanged);
    QSignalSpy loaded(&c, &HistoryController::loaded);
    QSignalSpy finished(c.job(), &JobBase::finished);

    c.setRunDocument(run);
    EXPECT_EQ(c.state(), HistoryController::State::Reading);
    EXPECT_TRUE(c.isLoading());
    EXPECT_EQ(c.job()->generation(), 1u);
    EXPECT_EQ(c.history(), nullptr);
    EXPECT_EQ(c.openStep(), QStringLiteral("synth-2_83"));  // the load's choice
    EXPECT_EQ(c.resumeStep(), QString());
    ASSERT_TRUE(historyReadEnded(c));
    ASSERT_EQ(c.state(), HistoryController::State::Read)
        << (c.error() ? c.error()->describe() : std::string());
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(changed.count(), 2);  // reading, read
    EXPECT_FALSE(c.error().has_value());
    ASSERT_NE(c.history(), nullptr);
    const RunHistory& h = *c.history();
    EXPECT_EQ(h.path, dir.path().toStdString());
    EXPECT_EQ(historyStepNames(h),
              (std::vector<std::string>{"synth-1_166", "synth-2_83", "synth-2_250"}));
    EXPECT_EQ(h.resume, 1);
    EXPECT_EQ(h.steps[2].missingRanks, (std::vector<int>{6, 7}));
    EXPECT_EQ(h.steps[0].cells.size(), 8u);
    EXPECT_EQ(c.resumeStep(), QStringLiteral("synth-2_83"));
    EXPECT_EQ(HistoryTexts::resumeText(h),
              QStringLiteral("Resume from synth-2_83: epoch 2, step 83 (global step 333), complete "
                             "and intact on all 8 ranks. 1 newer step cannot be used, for the "
                             "reasons below."));
}

// The run's load scanned its saved steps: they are taken as they are, with no read on the job,
// and the same run at another step keeps them; a steps per epoch places them again on the job.
TEST(HistoryControllerTest, TakesTheStepsTheLoadScannedAndPlacesThemAgain) {
    QTemporaryDir dir;
    const auto run = historyControllerRun(dir.path(), 3, true);
    ASSERT_NE(run, nullptr);
    HistoryController c;
    QSignalSpy loaded(&c, &HistoryController::loaded);
    QSignalSpy open(&c, &HistoryController::openStepChanged);
    c.setRunDocument(run);
    ASSERT_TRUE(historyReadEnded(c));
    ASSERT_EQ(c.state(), HistoryController::State::Read);
    EXPECT_EQ(c.job()->generation(), 1u);
    ASSERT_NE(c.history(), nullptr);
    EXPECT_EQ(historyStepNames(*c.history()),
              (std::vector<std::string>{"synth-1_166", "synth-2_83", "synth-2_250"}));
    EXPECT_EQ(c.history()->resume, 2);
    EXPECT_EQ(c.resumeStep(), QStringLiteral("synth-2_250"));
    EXPECT_EQ(c.openStep(), QStringLiteral("synth-2_250"));
    const auto first = c.history();

    auto older = std::make_shared<RunDocument>(*run);
    older->run.step->name = "synth-1_166";
    c.setRunDocument(older);
    EXPECT_EQ(c.openStep(), QStringLiteral("synth-1_166"));
    EXPECT_EQ(open.count(), 2);
    EXPECT_FALSE(c.isLoading());
    EXPECT_EQ(c.job()->generation(), 1u);  // not read again
    EXPECT_EQ(c.history(), first);
    EXPECT_EQ(loaded.count(), 1);

    c.setStepsPerEpoch(125);
    EXPECT_EQ(c.state(), HistoryController::State::Reading);
    EXPECT_EQ(c.job()->generation(), 2u);
    ASSERT_TRUE(historyReadEnded(c));
    ASSERT_EQ(c.state(), HistoryController::State::Read);
    EXPECT_EQ(loaded.count(), 2);
    EXPECT_EQ(c.history()->stepsPerEpoch.value, 125);
    EXPECT_EQ(c.history()->stepsPerEpoch.source, "option");
    c.setStepsPerEpoch(125);  // what is set already: nothing is read
    EXPECT_EQ(c.job()->generation(), 2u);
}

// A folder with no rank in it is read and fails with the core's error; a run whose folder is
// gone, or no run, has no saved steps to show and reads nothing.
TEST(HistoryControllerTest, AFolderWithoutRanksFailsWithTheCoresError) {
    QTemporaryDir dir;
    auto empty = std::make_shared<RunDocument>();
    empty->kind = InputKind::Run;
    empty->path = dir.path().toStdString();
    HistoryController c;
    QSignalSpy loaded(&c, &HistoryController::loaded);
    QSignalSpy failed(c.job(), &JobBase::failed);
    c.setRunDocument(empty);
    ASSERT_TRUE(historyReadEnded(c));
    ASSERT_EQ(c.state(), HistoryController::State::Failed);
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_EQ(failed.count(), 1);
    EXPECT_EQ(c.history(), nullptr);
    ASSERT_TRUE(c.error().has_value());
    const std::string why =
        ": no saved checkpoints here: looked for rank_<N>/ folders, "
        "tft_saved_checkpoints-step_<N>/ folders and checkpoint files";
    EXPECT_EQ(c.error()->code, ErrorCode::NotFound);
    EXPECT_EQ(c.error()->describe(), dir.path().toStdString() + why);
    EXPECT_EQ(ErrorText::text(*c.error()),
              QStringLiteral("Not found: ") + dir.path() + QString::fromStdString(why));
    EXPECT_EQ(c.resumeStep(), QString());

    auto gone = std::make_shared<RunDocument>(*empty);
    gone->path = dir.filePath(QStringLiteral("gone")).toStdString();
    c.setRunDocument(gone);
    EXPECT_EQ(c.state(), HistoryController::State::NoRun);
    EXPECT_FALSE(c.isLoading());
    EXPECT_FALSE(c.error().has_value());
    EXPECT_EQ(c.job()->generation(), 1u);
    c.setRunDocument(nullptr);
    EXPECT_EQ(c.state(), HistoryController::State::NoRun);
    EXPECT_EQ(c.job()->generation(), 1u);
    EXPECT_EQ(loaded.count(), 1);
}

// The run closed while its steps are read: the read is cancelled, and what it read never shows.
TEST(HistoryControllerTest, ClosingTheRunDropsItsRead) {
    QTemporaryDir dir;
    const auto run = historyControllerRun(dir.path(), 3, false);
    ASSERT_NE(run, nullptr);
    HistoryController c;
    QSignalSpy loaded(&c, &HistoryController::loaded);
    QSignalSpy stopped(c.job(), &JobBase::stopped);
    c.setRunDocument(run);
    ASSERT_TRUE(c.job()->isRunning());
    c.setRunDocument(nullptr);
    EXPECT_EQ(c.state(), HistoryController::State::NoRun);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !c.job()->isRunning(); }, kSettleMs));
    historyDrainJobs();
    EXPECT_EQ(stopped.count(), 1);
    EXPECT_EQ(c.state(), HistoryController::State::NoRun);
    EXPECT_EQ(c.history(), nullptr);
    EXPECT_FALSE(c.error().has_value());
    EXPECT_EQ(loaded.count(), 0);
    EXPECT_FALSE(c.isLoading());
}

// A read put off (readLater) waits for readIfDue(), and a later run put off drops the read of
// the one before it.
TEST(HistoryControllerTest, AReadPutOffWaitsForReadIfDue) {
    QTemporaryDir first;
    QTemporaryDir second;
    const auto a = historyControllerRun(first.path(), 3, false);
    const auto b = historyControllerRun(second.path(), 2, false);
    ASSERT_NE(a, nullptr);
    ASSERT_NE(b, nullptr);
    HistoryController c;
    QSignalSpy loaded(&c, &HistoryController::loaded);
    c.setRunDocument(a);
    ASSERT_TRUE(c.job()->isRunning());
    c.setRunDocument(b, true);
    EXPECT_EQ(c.state(), HistoryController::State::Reading);
    EXPECT_TRUE(c.isReadDue());
    EXPECT_TRUE(c.isLoading());
    historyDrainJobs();
    EXPECT_EQ(loaded.count(), 0);  // a's read was dropped
    EXPECT_EQ(c.history(), nullptr);
    EXPECT_EQ(c.job()->generation(), 1u);

    c.readIfDue();
    EXPECT_FALSE(c.isReadDue());
    EXPECT_EQ(c.job()->generation(), 2u);
    ASSERT_TRUE(historyReadEnded(c));
    ASSERT_EQ(c.state(), HistoryController::State::Read);
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_EQ(c.history()->path, second.path().toStdString());
    EXPECT_EQ(historyStepNames(*c.history()),
              (std::vector<std::string>{"synth-1_250", "synth-2_250"}));
    c.readIfDue();  // nothing due: nothing read
    EXPECT_EQ(c.job()->generation(), 2u);
}

// A second run opened while the first is read replaces it: only the second's steps arrive.
TEST(HistoryControllerTest, ASecondRunReplacesTheFirstsRead) {
    QTemporaryDir first;
    QTemporaryDir second;
    const auto a = historyControllerRun(first.path(), 3, false);
    const auto b = historyControllerRun(second.path(), 2, false);
    ASSERT_NE(a, nullptr);
    ASSERT_NE(b, nullptr);
    HistoryController c;
    QSignalSpy loaded(&c, &HistoryController::loaded);
    c.setRunDocument(a);
    c.setRunDocument(b);
    EXPECT_EQ(c.job()->generation(), 2u);
    ASSERT_TRUE(historyReadEnded(c));
    historyDrainJobs();
    ASSERT_EQ(c.state(), HistoryController::State::Read);
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_EQ(c.runDocument(), b);
    EXPECT_EQ(c.history()->path, second.path().toStdString());
    EXPECT_EQ(historyStepNames(*c.history()),
              (std::vector<std::string>{"synth-1_250", "synth-2_250"}));
    EXPECT_EQ(c.resumeStep(), QStringLiteral("synth-2_250"));
}

// A column asks for its step of the open run; a column that is not there asks for nothing.
TEST(HistoryControllerTest, AStepIsRequestedByNameOrColumn) {
    QTemporaryDir dir;
    const auto run = historyControllerRun(dir.path(), 3, true);
    ASSERT_NE(run, nullptr);
    HistoryController c;
    QSignalSpy requested(&c, &HistoryController::stepRequested);
    c.requestStep(QStringLiteral("synth-1_166"));  // no run: nothing to open it in
    EXPECT_EQ(requested.count(), 0);
    c.setRunDocument(run);
    ASSERT_TRUE(historyReadEnded(c));
    c.requestStepAt(0);
    c.requestStepAt(3);
    c.requestStepAt(-1);
    c.requestStep(QStringLiteral("synth-2_250"));
    ASSERT_EQ(requested.count(), 2);
    EXPECT_EQ(requested[0][0].toString(), dir.path());
    EXPECT_EQ(requested[0][1].toString(), QStringLiteral("synth-1_166"));
    EXPECT_EQ(requested[1][1].toString(), QStringLiteral("synth-2_250"));
}
