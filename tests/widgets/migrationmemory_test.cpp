// The Migration tab's "Memory per card" (issue 33): the target's parameters, gradients and
// optimizer states per card, as core's fitStep gives them, with the headline plan prints; with
// a training step (typed, or from the run's configuration) the activations and the
// model-parallel and pipeline groups, as `shardscope-cli fit` counts them.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChartView>
#include <algorithm>
#include <fstream>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <tuple>

#include "../core/testutil.h"
#include "chinesefont.h"
#include "chinesetranslation.h"
#include "fit/fitmodel.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/fit/cardmemorygrid.h"
#include "widgets/fit/fitgroupsview.h"
#include "widgets/fit/stagememorybars.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/targetmemorypanel.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fitgroupsmodel.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/migration/targetmemory.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/startview.h"

using namespace shardscope;

namespace {

constexpr int kMigrationMemorySettleMs = 30000;

// A synthesized run (2 stages x [2, 2]) open in a window, the Migration tab simulating
// dp=1,mp=4,pp=2 and its memory per card computed once.
class MigrationMemory : public ::testing::Test {
protected:
    // `config`: a run configuration written beside the rank folders first (empty: none).
    void open(const std::string& config = {}) {
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(writeSynthRun(path(), SynthConfig{}));
        if (!config.empty()) {
            std::ofstream(path() + "/config.yaml") << config;
        }
        window = std::make_unique<MainWindow>();
        window->setRecordRecentFiles(false);
        window->resize(1280, 800);
        window->show();
        window->openPath(dir.path());
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return !window->isIndexing(); }, kMigrationMemorySettleMs));
        window->inspector()->setView(InspectorPanel::View::Migration);
        view = window->inspector()->migration();
        QString error;
        ASSERT_TRUE(view->simulate(QStringLiteral("dp=1,mp=4,pp=2"), &error))
            << error.toStdString();
        memory = view->controller()->targetMemory();
        ASSERT_TRUE(settle([&] { return memory->report() != nullptr; }));
    }
    std::string path() const { return dir.path().toStdString(); }
    static bool settle(const std::function<bool()>& done) {
        return QTest::qWaitFor(done, kMigrationMemorySettleMs);
    }
    // The memory page in front.
    void showPage() {
        if (auto* tabs =
                qobject_cast<QTabWidget*>(view->memoryPanel()->parentWidget()->parentWidget())) {
            tabs->setCurrentWidget(view->memoryPanel());
        }
    }
    // fitStep of the run on the simulated target (the sizes the page shows, without a step).
    FitReport expectedStep(uint64_t deviceMemory, bool withGroups) const {
        EXPECT_TRUE(view->controller()->target().simulation &&
                    view->controller()->target().strategy);
        auto input = fitInputFromRun(*view->controller()->runDocument(),
                                     view->controller()->target().strategy);
        EXPECT_TRUE(input);
        auto report = fitStep(*input, deviceMemory, Links{}, withGroups);
        EXPECT_TRUE(report);
        return std::move(*report);
    }
    // The page's note: what it counts, and what it cannot.
    QString note() const {
        const auto* label = control<QLabel>("memoryNote");
        return label != nullptr ? label->text() : QString();
    }
    template <class T>
    T* control(const char* name) const {
        return view->memoryPanel()->findChild<T*>(QString::fromLatin1(name));
    }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    MigrationView* view = nullptr;
    TargetMemory* memory = nullptr;
};

TEST_F(MigrationMemory, TheTargetsCardsHoldWhatFitStepSays) {
    ASSERT_NO_FATAL_FAILURE(open());
    const FitReport expected = expectedStep(64 * TargetMemory::kGiB, false);
    const FitReport& shown = *memory->report();
    ASSERT_EQ(shown.ranks.size(), 8u);
    for (size_t r = 0; r < shown.ranks.size(); ++r) {
        EXPECT_EQ(shown.ranks[r].bytes, expected.ranks[r].bytes) << r;
    }
    EXPECT_FALSE(shown.activationsKnown);
    EXPECT_EQ(view->memoryPanel()->headline(), FitTexts::headline(expected, false));
    EXPECT_TRUE(view->memoryPanel()->headline().startsWith(QStringLiteral("Fits: peak ")));
    EXPECT_EQ(view->memoryPanel()->bars()->stages().size(), 2u);

    // A smaller card is checked again in the background.
    view->memoryPanel()->cardMemory()->setValue(1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return memory->report() && memory->report()->deviceMemory == TargetMemory::kGiB; },
        kMigrationMemorySettleMs));
    EXPECT_EQ(view->memoryPanel()->headline(), FitTexts::headline(*memory->report(), false));
    EXPECT_EQ(memory->report()->ranks[0].bytes, expected.ranks[0].bytes);

    // For looking at it: SHARDSCOPE_MEMORY_SHOT=out.png saves the window on this page.
    const QString shot = qEnvironmentVariable("SHARDSCOPE_MEMORY_SHOT");
    if (!shot.isEmpty()) {
        view->memoryPanel()->cardMemory()->setValue(64);
        ASSERT_TRUE(
            settle([&] { return memory->report()->deviceMemory == 64 * TargetMemory::kGiB; }));
        showPage();
        QTest::qWait(200);
        window->grab().save(shot);
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

TEST_F(MigrationMemory, TheTargetsCardsAreColouredByMemoryAndAChosenGroupIsRinged) {
    ASSERT_NO_FATAL_FAILURE(open());
    // A card small enough that the target's cards are not all "empty".
    view->memoryPanel()->cardMemory()->setValue(1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return memory->report() && memory->report()->deviceMemory == TargetMemory::kGiB; },
        kMigrationMemorySettleMs));
    showPage();
    QTest::qWait(50);
    const FitReport expected = expectedStep(TargetMemory::kGiB, true);
    CardMemoryGrid* cards = view->memoryPanel()->cards();
    ASSERT_TRUE(cards->isVisible());
    for (const int rank : {0, 5}) {
        const uint64_t total = expected.ranks[static_cast<size_t>(rank)].bytes.total();
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
        const MemoryBytes& bytes = expected.ranks[static_cast<size_t>(rank)].bytes;
        EXPECT_TRUE(text.contains(QStringLiteral("\nParameters %1 · Gradients %2 · Optimizer "
                                                 "states %3\n")
                                      .arg(SizeText::bytes(bytes.parameters),
                                           SizeText::bytes(bytes.gradients),
                                           SizeText::bytes(bytes.optimizer))))
            << text.toStdString();
    }
    // mp 4 over a stage of 4 cards: the data-parallel groups reduce the replicated parameters'
    // gradients (norms, embeddings) across a stage's four cards.
    EXPECT_TRUE(cards->describe(5).contains(QStringLiteral("Data parallel group: ranks 4–7, ")))
        << cards->describe(5).toStdString();
    FitGroupsView* groups = view->memoryPanel()->groups();
    ASSERT_EQ(groups->model()->rowCount(), static_cast<int>(expected.groups.size()));
    ASSERT_EQ(expected.groups.size(), 2u);
    groups->setCurrentIndex(groups->model()->index(1, 0));
    EXPECT_EQ(cards->marked(), expected.groups[1].ranks);
    EXPECT_EQ(cards->marked(), (std::vector<int>{4, 5, 6, 7}));
    EXPECT_EQ(groups->model()->index(1, 4).data().toString(),
              SizeText::bytes(expected.groups[1].bytesPerStep));
    // A new card memory recolours the same cards: the chosen group stays ringed.
    view->memoryPanel()->cardMemory()->setValue(2);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return memory->report() && memory->report()->deviceMemory == 2 * TargetMemory::kGiB;
        },
        kMigrationMemorySettleMs));
    EXPECT_EQ(cards->marked(), (std::vector<int>{4, 5, 6, 7}));
}

// The step the two tests below give, as a MindFormers configuration says it.
constexpr const char* kMigrationMemoryConfig = R"(runner_config:
  batch_size: 2
parallel_config:
  micro_batch_num: 4
  use_seq_parallel: True
recompute_config:
  recompute: False
  select_recompute: True
model:
  model_config:
    seq_length: 64
    num_heads: 4
)";

// The page's groups (kind, ranks, bytes per step) and each stage's activations in its bars.
struct MigrationMemoryShown {
    std::vector<std::tuple<std::string, std::vector<int>, uint64_t>> groups;
    std::vector<uint64_t> activations;
};

MigrationMemoryShown migrationMemoryShown(TargetMemoryPanel& panel) {
    MigrationMemoryShown shown;
    FitGroupsModel* model = panel.groups()->groupsModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        const StepGroup& g = model->group(row);
        shown.groups.emplace_back(groupKindName(g.kind), g.ranks, g.bytesPerStep);
    }
    for (const MemoryBytes& stage : panel.bars()->stages()) {
        shown.activations.push_back(stage.activations);
    }
    return shown;
}

// What `shardscope-cli fit --src RUN --simulate dp=1,mp=4,pp=2 FLAGS --json` counts, in the
// same shape.
MigrationMemoryShown migrationMemoryFit(const std::string& run, const std::string& flags) {
    int status = -1;
    const std::string out = test::cli(
        "fit --src '" + run + "' --simulate dp=1,mp=4,pp=2 " + flags + " --json", &status);
    EXPECT_EQ(status, 0) << out;
    const auto j = nlohmann::json::parse(out);
    MigrationMemoryShown fit;
    for (const auto& g : j.at("groups")) {
        fit.groups.emplace_back(g.at("kind").get<std::string>(),
                                g.at("ranks").get<std::vector<int>>(),
                                g.at("bytes_per_step").get<uint64_t>());
    }
    for (const auto& r : j.at("ranks")) {
        const auto stage = r.at("stage").get<size_t>();
        fit.activations.resize(std::max(fit.activations.size(), stage + 1), 0);
        fit.activations[stage] =
            std::max(fit.activations[stage], r.at("bytes").at("activations").get<uint64_t>());
    }
    return fit;
}

size_t migrationMemoryGroupsOf(const MigrationMemoryShown& shown, const std::string& kind) {
    return static_cast<size_t>(
        std::count_if(shown.groups.begin(), shown.groups.end(),
                      [&](const auto& g) { return std::get<0>(g) == kind; }));
}

TEST_F(MigrationMemory, ATypedStepAddsTheActivationsAndEveryGroupAsFitCountsThem) {
    ASSERT_NO_FATAL_FAILURE(open());
    auto* seq = control<QSpinBox>("stepSeq");
    auto* microBatch = control<QSpinBox>("stepMicroBatch");
    auto* microBatches = control<QSpinBox>("stepMicroBatches");
    auto* heads = control<QSpinBox>("stepHeads");
    auto* recompute = control<QComboBox>("stepRecompute");
    auto* sequenceParallel = control<QCheckBox>("stepSequenceParallel");
    auto* source = control<QLabel>("memoryStepSource");
    ASSERT_TRUE(seq && microBatch && microBatches && heads && recompute && sequenceParallel &&
                source);
    // No step yet: the data-parallel groups, no activations, and the note says what is missing.
    EXPECT_EQ(seq->text(), QStringLiteral("unknown"));
    EXPECT_EQ(source->text(), QString());
    EXPECT_EQ(migrationMemoryShown(*view->memoryPanel()).activations,
              (std::vector<uint64_t>{0, 0}));
    EXPECT_EQ(memory->report()->groups.size(), 2u);
    EXPECT_TRUE(note().contains(QStringLiteral("give its sequence length")))
        << note().toStdString();

    seq->setValue(64);
    microBatch->setValue(2);
    microBatches->setValue(4);
    heads->setValue(4);
    recompute->setCurrentIndex(recompute->findData(static_cast<int>(Recompute::Selective)));
    sequenceParallel->setChecked(true);
    ASSERT_TRUE(settle([&] {
        const FitReport* r = memory->report();
        return r != nullptr && r->work.sequenceParallel &&
               r->work.recompute == Recompute::Selective && r->dims.heads == 4 &&
               r->work.microBatches == 4 && r->work.microBatch == 2 && r->work.seq == 64;
    }));
    EXPECT_EQ(source->text(), QStringLiteral("typed"));
    const MigrationMemoryShown shown = migrationMemoryShown(*view->memoryPanel());
    const MigrationMemoryShown fit =
        migrationMemoryFit(path(),
                           "--seq 64 --micro-batch 2 --micro-batches 4 --heads 4 --recompute "
                           "selective --sequence-parallel");
    EXPECT_EQ(shown.groups, fit.groups);
    EXPECT_EQ(shown.activations, fit.activations);
    // Both stages hold activations (140 KiB and 332 KiB: the last one the logits); a model-parallel
    // group a stage, and a pipeline send for each card of the first stage.
    EXPECT_EQ(shown.activations, (std::vector<uint64_t>{143360, 339968}));
    EXPECT_EQ(migrationMemoryGroupsOf(shown, "model_parallel"), 2u);
    EXPECT_EQ(migrationMemoryGroupsOf(shown, "pipeline"), 4u);
    EXPECT_EQ(migrationMemoryGroupsOf(shown, "data_parallel"), 2u);
    EXPECT_EQ(view->memoryPanel()->headline(), FitTexts::headline(*memory->report(), false));
    EXPECT_TRUE(note().contains(QStringLiteral("an estimate from the training step")))
        << note().toStdString();

    // Back to an unknown sequence length: as before, the data-parallel groups only.
    seq->setValue(0);
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->work.seq == 0; }));
    EXPECT_EQ(source->text(), QString());
    EXPECT_EQ(memory->report()->groups.size(), 2u);
    EXPECT_EQ(migrationMemoryShown(*view->memoryPanel()).activations,
              (std::vector<uint64_t>{0, 0}));
}

TEST_F(MigrationMemory, TheRunsConfigurationFillsTheStepAsFitReadsIt) {
    ASSERT_NO_FATAL_FAILURE(open(kMigrationMemoryConfig));
    auto* seq = control<QSpinBox>("stepSeq");
    auto* heads = control<QSpinBox>("stepHeads");
    auto* source = control<QLabel>("memoryStepSource");
    ASSERT_TRUE(seq && heads && source);
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->work.seq == 64; }));
    EXPECT_EQ(seq->value(), 64);
    EXPECT_EQ(control<QSpinBox>("stepMicroBatch")->value(), 2);
    EXPECT_EQ(control<QSpinBox>("stepMicroBatches")->value(), 4);
    EXPECT_EQ(heads->value(), 4);
    EXPECT_EQ(control<QComboBox>("stepRecompute")->currentData().toInt(),
              static_cast<int>(Recompute::Selective));
    EXPECT_TRUE(control<QCheckBox>("stepSequenceParallel")->isChecked());
    EXPECT_EQ(source->text(), QStringLiteral("from config.yaml"));
    // `fit --src RUN` reads the same file beside the rank folders: the same figures.
    const MigrationMemoryShown shown = migrationMemoryShown(*view->memoryPanel());
    const MigrationMemoryShown fit = migrationMemoryFit(path(), "");
    EXPECT_EQ(shown.groups, fit.groups);
    EXPECT_EQ(shown.activations, fit.activations);
    EXPECT_EQ(shown.activations, (std::vector<uint64_t>{143360, 339968}));

    // A value typed over the configuration's.
    heads->setValue(8);
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->dims.heads == 8; }));
    EXPECT_EQ(source->text(), QStringLiteral("typed"));
    EXPECT_EQ(migrationMemoryShown(*view->memoryPanel()).groups,
              migrationMemoryFit(path(), "--heads 8").groups);
}

TEST_F(MigrationMemory, TheKeyboardWalksTheStepAfterTheCardMemory) {
    ASSERT_NO_FATAL_FAILURE(open());
    showPage();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    view->memoryPanel()->cardMemory()->setFocus();
    ASSERT_TRUE(settle([&] { return view->memoryPanel()->cardMemory()->hasFocus(); }));
    QStringList walked;
    for (int i = 0; i < 6; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        walked << QApplication::focusWidget()->objectName();
    }
    EXPECT_EQ(walked, (QStringList{QStringLiteral("stepSeq"), QStringLiteral("stepMicroBatch"),
                                   QStringLiteral("stepMicroBatches"), QStringLiteral("stepHeads"),
                                   QStringLiteral("stepRecompute"),
                                   QStringLiteral("stepSequenceParallel")}));
    // Each has its letter: Alt+Q the sequence length, Alt+R the recomputation.
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), control<QSpinBox>("stepSeq"));
    QTest::keyClick(window.get(), Qt::Key_R, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), control<QComboBox>("stepRecompute"));
}

TEST_F(MigrationMemory, TheViewNamedMemoryShowsThePage) {
    ASSERT_NO_FATAL_FAILURE(open());
    window->inspector()->setView(InspectorPanel::View::Files);
    StartView start;
    start.view = QStringLiteral("memory");  // --view memory
    EXPECT_EQ(start.apply(window->inspector()), QString());
    EXPECT_EQ(window->inspector()->view(), InspectorPanel::View::Migration);
    EXPECT_TRUE(view->memoryPanel()->isVisible());
}

// At 1280x800, in English and in Chinese, the page shows every column of its groups (no scroll
// sideways) and a few of their rows, and the cards of each stage at more than a strip's
// height, and in English the plan table below keeps five rows at the least (it kept two): the
// page folds its note and keeps its minimum while it shows, and the plan has its height back
// with the other pages.
TEST_F(MigrationMemory, AtALaptopsSizeTheGroupsAndCardsShowWhole) {
    ASSERT_NO_FATAL_FAILURE(open(kMigrationMemoryConfig));
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->work.seq == 64; }));
    auto* tabs = qobject_cast<QTabWidget*>(view->memoryPanel()->parentWidget()->parentWidget());
    ASSERT_TRUE(tabs != nullptr);
    PlanPreview* plan = view->preview();
    for (const bool chinese : {false, true}) {
        std::unique_ptr<ChineseTranslation> zh;
        if (chinese) {
            zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(zh->loaded());
        }
        tabs->setCurrentIndex(0);
        window->resize(1300, 800);
        QApplication::processEvents();
        window->resize(1280, 800);
        QApplication::processEvents();
        const int planHeight = plan->height();
        ASSERT_GT(planHeight, plan->minimumHeight());
        showPage();
        QApplication::processEvents();
        // The page folds its note (its toggle keeps it) and the plan keeps several of its rows
        // (it kept two); its chart, cut to a strip of axes, gives the table its width.
        EXPECT_FALSE(view->memoryPanel()->noteShown()) << chinese;
        const QTableView* table = plan->table();
        EXPECT_GE(table->viewport()->height(), 5 * table->verticalHeader()->defaultSectionSize())
            << chinese;
        const StageMemoryBars* bars = view->memoryPanel()->bars();
        EXPECT_GE(bars->height(), bars->minimumHeight()) << chinese;
        const auto* chart = plan->findChild<QChartView*>();
        ASSERT_TRUE(chart != nullptr);
        EXPECT_TRUE(chart->isHidden() || chart->height() >= chart->minimumHeight()) << chinese;
        FitGroupsView* groups = view->memoryPanel()->groups();
        ASSERT_GT(groups->groupsModel()->rowCount(), 3);
        EXPECT_EQ(groups->horizontalScrollBar()->maximum(), 0)
            << chinese << ": " << groups->viewport()->width() << " px for the columns";
        EXPECT_GE(groups->viewport()->height(), 3 * groups->sizeHintForRow(0)) << chinese;
        const CardMemoryGrid* cards = view->memoryPanel()->cards();
        EXPECT_GE(cards->height(), 8 * cards->fontMetrics().height()) << chinese;
        tabs->setCurrentIndex(0);
        QApplication::processEvents();
        EXPECT_EQ(plan->height(), planHeight) << chinese;
    }
}

// A window opened in Chinese, in its taller font (as `--lang zh_CN` opens it), at 1280x800: the
// plan below the page keeps five rows, as in English (it kept two).
TEST_F(MigrationMemory, InChineseAtALaptopsSizeThePlanKeepsFiveRows) {
    const ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const ChineseFont font;
    ASSERT_NO_FATAL_FAILURE(open(kMigrationMemoryConfig));
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->work.seq == 64; }));
    ASSERT_TRUE(settle(
        [&] { return !view->controller()->isPlanning() && view->controller()->planned().plan; }));
    window->resize(1280, 800);
    QApplication::processEvents();
    showPage();
    QApplication::processEvents();
    const QTableView* table = view->preview()->table();
    EXPECT_GE(table->viewport()->height(), 5 * table->verticalHeader()->defaultSectionSize());
}

// At 1920x1080, in English and in Chinese, the page keeps its own height and the plan below it
// shows whole: the chart with its axes (it was cut to a strip: the plan kept only the minimum it
// has on a laptop's screen) and the table's first rows.
TEST_F(MigrationMemory, OnAFullHdScreenThePlanBelowThePageShowsWhole) {
    ASSERT_NO_FATAL_FAILURE(open(kMigrationMemoryConfig));
    ASSERT_TRUE(settle([&] { return memory->report() && memory->report()->work.seq == 64; }));
    ASSERT_TRUE(settle(
        [&] { return !view->controller()->isPlanning() && view->controller()->planned().plan; }));
    auto* tabs = qobject_cast<QTabWidget*>(view->memoryPanel()->parentWidget()->parentWidget());
    ASSERT_TRUE(tabs != nullptr);
    PlanPreview* plan = view->preview();
    auto* chart = plan->findChild<QChartView*>();
    ASSERT_TRUE(chart != nullptr);
    const StageMemoryBars* bars = view->memoryPanel()->bars();
    for (const bool chinese : {false, true}) {
        std::unique_ptr<ChineseTranslation> zh;
        if (chinese) {
            zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(zh->loaded());
        }
        tabs->setCurrentIndex(0);
        window->resize(1900, 1080);
        QApplication::processEvents();
        window->resize(1920, 1080);
        QApplication::processEvents();
        showPage();
        QApplication::processEvents();
        // The chart stands whole beside the table (squeezed, it overran the totals under it).
        QTableView* table = plan->table();
        EXPECT_GE(chart->height(), chart->minimumHeight()) << chinese;
        EXPECT_EQ(chart->height(), table->height()) << chinese;
        EXPECT_GE(table->viewport()->height(), 4 * table->verticalHeader()->defaultSectionSize())
            << chinese;
        EXPECT_GE(bars->height(), bars->minimumSizeHint().height()) << chinese;
        EXPECT_TRUE(view->memoryPanel()->noteShown()) << chinese;
    }
    tabs->setCurrentIndex(0);
}

// Under a hundredth of a millisecond is said so, not "0.00 ms".
TEST(MigrationMemoryTimes, ATinyGroupsTimeIsUnderAHundredthOfAMillisecond) {
    EXPECT_EQ(FitTexts::seconds(0.0), QStringLiteral("0 ms"));
    EXPECT_EQ(FitTexts::seconds(3e-6), QStringLiteral("< 0.01 ms"));
    EXPECT_EQ(FitTexts::seconds(1.2e-5), QStringLiteral("0.01 ms"));
    EXPECT_EQ(FitTexts::seconds(0.00052), QStringLiteral("0.52 ms"));
    EXPECT_EQ(FitTexts::seconds(0.1798), QStringLiteral("179.8 ms"));
    EXPECT_EQ(FitTexts::seconds(2.5), QStringLiteral("2.50 s"));
}

}  // namespace
