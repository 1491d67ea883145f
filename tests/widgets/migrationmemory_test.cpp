// The Migration tab's "Memory per card" (issue 33): the target's parameters, gradients and
// optimizer states per card, as core's fitStep gives them, with the headline plan prints.
#include <gtest/gtest.h>

#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "fit/cardmemorygrid.h"
#include "fit/fitgroupsview.h"
#include "fit/fitmodel.h"
#include "fit/stagememorybars.h"
#include "migration/migrationview.h"
#include "migration/targetmemorypanel.h"
#include "models/common/sizetext.h"
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

// The colour of a card as the grid paints it: the pixel a little inside its cell, away from the
// rank number in the middle.
QColor migrationMemoryCardColour(CardMemoryGrid& grid, int rank) {
    const QImage image = grid.grab().toImage();
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            if (grid.rankAt(QPointF(x, y)) == rank && grid.rankAt(QPointF(x + 4, y + 4)) == rank) {
                return image.pixelColor(x + 4, y + 4);
            }
        }
    }
    return {};
}

TEST(MigrationMemory, TheTargetsCardsAreColouredByMemoryAndAChosenGroupIsRinged) {
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
    // A card small enough that the target's cards are not all "empty".
    view->memoryPanel()->cardMemory()->setValue(1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return memory->report() && memory->report()->deviceMemory == TargetMemory::kGiB; },
        kMigrationMemorySettleMs));
    if (auto* tabs =
            qobject_cast<QTabWidget*>(view->memoryPanel()->parentWidget()->parentWidget())) {
        tabs->setCurrentWidget(view->memoryPanel());
    }
    QTest::qWait(50);

    auto input = fitInputFromRun(*view->runModel());
    ASSERT_TRUE(input);
    input->target = *view->targetStrategy();
    auto expected = fitStep(*input, TargetMemory::kGiB, Links{});
    ASSERT_TRUE(expected);
    CardMemoryGrid* cards = view->memoryPanel()->cards();
    ASSERT_TRUE(cards->isVisible());
    for (const int rank : {0, 5}) {
        const uint64_t total = expected->ranks[static_cast<size_t>(rank)].bytes.total();
        // Its colour on the Playground's scale, its bytes and its group in the tooltip.
        EXPECT_EQ(migrationMemoryCardColour(*cards, rank),
                  CardMemoryGrid::useColor(static_cast<double>(total) /
                                           static_cast<double>(TargetMemory::kGiB)))
            << rank;
        const QString text = cards->describe(rank);
        EXPECT_TRUE(text.startsWith(QStringLiteral("Rank %1 (stage %2): %3 of 1.0\u00A0GiB")
                                        .arg(rank)
                                        .arg(rank / 4)
                                        .arg(SizeText::bytes(total))))
            << text.toStdString();
        // Of each kind; no activations (a checkpoint records no training step).
        const MemoryBytes& bytes = expected->ranks[static_cast<size_t>(rank)].bytes;
        EXPECT_TRUE(text.contains(QStringLiteral("\nParameters %1 · Gradients %2 · Optimizer "
                                                 "states %3\n")
                                      .arg(SizeText::bytes(bytes.parameters),
                                           SizeText::bytes(bytes.gradients),
                                           SizeText::bytes(bytes.optimizer))))
            << text.toStdString();
    }
    // mp 4 over a stage of 4 cards: the data-parallel groups reduce the replicated parameters'
    // gradients (norms, embeddings) across a stage's four cards.
    EXPECT_TRUE(cards->describe(5).contains(QStringLiteral("Data parallel group: ranks 4-7, ")))
        << cards->describe(5).toStdString();
    FitGroupsView* groups = view->memoryPanel()->groups();
    ASSERT_EQ(groups->model()->rowCount(), static_cast<int>(expected->groups.size()));
    ASSERT_EQ(expected->groups.size(), 2u);
    groups->setCurrentIndex(groups->model()->index(1, 0));
    EXPECT_EQ(cards->marked(), expected->groups[1].ranks);
    EXPECT_EQ(cards->marked(), (std::vector<int>{4, 5, 6, 7}));
    EXPECT_EQ(groups->model()->index(1, 4).data().toString(),
              SizeText::bytes(expected->groups[1].bytesPerStep));
    // A new card memory recolours the same cards: the chosen group stays ringed.
    view->memoryPanel()->cardMemory()->setValue(2);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return memory->report() && memory->report()->deviceMemory == 2 * TargetMemory::kGiB;
        },
        kMigrationMemorySettleMs));
    EXPECT_EQ(cards->marked(), (std::vector<int>{4, 5, 6, 7}));
}

}  // namespace
