// The Migration tab's "Memory per card" (issue 33): the target's parameters, gradients and
// optimizer states per card, as core's fitStep gives them, with the headline plan prints.
#include <gtest/gtest.h>

#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "fit/fitmodel.h"
#include "fit/stagememorybars.h"
#include "migration/migrationview.h"
#include "migration/targetmemorypanel.h"
#include "models/fit/fittexts.h"
#include "models/migration/targetmemory.h"
#include "shell/inspectorpanel.h"
#include "shell/mainwindow.h"
#include "synth/synthrun.h"
#include "testhome.h"

using namespace shardscope;

namespace {

constexpr int kMigrationMemorySettleMs = 30000;

TEST(MigrationMemory, TheTargetsCardsHoldWhatFitStepSays) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));  // 2 stages x [2, 2]
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kMigrationMemorySettleMs));
    window.inspector()->setView(InspectorPanel::View::Migration);
    MigrationView* view = window.inspector()->migration();
    QString error;
    ASSERT_TRUE(view->simulate(QStringLiteral("dp=1,mp=4,pp=2"), &error)) << error.toStdString();
    TargetMemory* memory = view->targetMemory();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return memory->report() != nullptr; }, kMigrationMemorySettleMs));

    auto input = fitInputFromRun(*view->runModel());
    ASSERT_TRUE(input);
    ASSERT_TRUE(view->simulation() && view->targetStrategy());
    input->target = *view->targetStrategy();
    auto expected = fitStep(*input, 64 * TargetMemory::kGiB, Links{}, false);
    ASSERT_TRUE(expected);
    const FitReport& shown = *memory->report();
    ASSERT_EQ(shown.ranks.size(), 8u);
    for (size_t r = 0; r < shown.ranks.size(); ++r) {
        EXPECT_EQ(shown.ranks[r].bytes, expected->ranks[r].bytes) << r;
    }
    EXPECT_FALSE(shown.activationsKnown);
    EXPECT_EQ(view->memoryPanel()->headline(), FitTexts::headline(*expected, false));
    EXPECT_TRUE(view->memoryPanel()->headline().startsWith(QStringLiteral("Fits: peak ")));
    EXPECT_EQ(view->memoryPanel()->bars()->stages().size(), 2u);

    // A smaller card is checked again in the background.
    view->memoryPanel()->cardMemory()->setValue(1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return memory->report() && memory->report()->deviceMemory == TargetMemory::kGiB; },
        kMigrationMemorySettleMs));
    EXPECT_EQ(view->memoryPanel()->headline(), FitTexts::headline(*memory->report(), false));
    EXPECT_EQ(memory->report()->ranks[0].bytes, expected->ranks[0].bytes);

    // For looking at it: SHARDSCOPE_MEMORY_SHOT=out.png saves the window on this page.
    const QString shot = qEnvironmentVariable("SHARDSCOPE_MEMORY_SHOT");
    if (!shot.isEmpty()) {
        view->memoryPanel()->cardMemory()->setValue(64);
        ASSERT_TRUE(QTest::qWaitFor(
            [&] { return memory->report()->deviceMemory == 64 * TargetMemory::kGiB; },
            kMigrationMemorySettleMs));
        if (auto* tabs =
                qobject_cast<QTabWidget*>(view->memoryPanel()->parentWidget()->parentWidget())) {
            tabs->setCurrentWidget(view->memoryPanel());
        }
        QTest::qWait(200);
        window.grab().save(shot);
    }
}

}  // namespace
