// The inspector as a user reaches it: open a run in the main window, switch views, select a
// parameter; the views, the summary and the explanation follow.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/lossview.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

class InspectorPanelTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        shardscope::SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2
        ASSERT_TRUE(shardscope::writeSynthRun(m_dir.path().toStdString(), config));
        m_window.setRecordRecentFiles(false);
        m_window.resize(1200, 800);
        m_window.show();
    }
    bool waitIdle() {
        return QTest::qWaitFor([this] { return !m_window.isIndexing(); }, kSettleMs);
    }

    QTemporaryDir m_dir;
    MainWindow m_window;
};

TEST_F(InspectorPanelTest, OpeningARunFillsEveryViewAroundOneParameter) {
    m_window.openPath(m_dir.path());
    ASSERT_TRUE(waitIdle());
    InspectorPanel* panel = m_window.inspector();
    ASSERT_NE(panel->runDocument(), nullptr);
    EXPECT_EQ(panel->runDocument()->rankCount(), 8);
    EXPECT_EQ(panel->runDocument()->strategyPath,
              QString(m_dir.path() + QStringLiteral("/strategy.ckpt")).toStdString());

    // The first split parameter is selected by itself, so every view has something to show.
    ASSERT_GE(panel->currentParam(), 0);
    EXPECT_FALSE(panel->explanation().isEmpty());

    ASSERT_TRUE(panel->selectParam(QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    EXPECT_EQ(panel->explanation(),
              QStringLiteral("How the strategy splits backbone.blocks.0.attention.dense1.weight "
                             "[64, 64]: dim 0 / 2 over mp, replicated ×2 over dp. A replica is "
                             "data parallelism: the ranks that hold the same part keep the same "
                             "weights. Every rank of pipeline stage 0 therefore stores [32, 64] "
                             "(8.0\u00A0KiB)."));
    EXPECT_FALSE(panel->selectParam(QStringLiteral("no.such.parameter")));

    for (auto view : {InspectorPanel::View::Parameters, InspectorPanel::View::Matrix,
                      InspectorPanel::View::Slices, InspectorPanel::View::Tensor,
                      InspectorPanel::View::Files}) {
        panel->setView(view);
        EXPECT_EQ(panel->view(), view);
    }
    InspectorPanel::View parsed;
    EXPECT_TRUE(inspectorViewFromName(QStringLiteral("slices"), &parsed));
    EXPECT_EQ(parsed, InspectorPanel::View::Slices);
    EXPECT_TRUE(inspectorViewFromName(QStringLiteral("loss"), &parsed));
    EXPECT_EQ(parsed, InspectorPanel::View::Loss);
    EXPECT_FALSE(inspectorViewFromName(QStringLiteral("histogram"), &parsed));
}

TEST_F(InspectorPanelTest, ABareStrategyDoesNotReplaceTheRunBeingShown) {
    m_window.openPath(m_dir.path());
    ASSERT_TRUE(waitIdle());
    m_window.openPath(m_dir.path() + QStringLiteral("/strategy.ckpt"));
    ASSERT_TRUE(waitIdle());
    EXPECT_EQ(m_window.inspector()->runDocument()->rankCount(), 8);
}

}  // namespace

namespace {

TEST_F(InspectorPanelTest, AxisNamesTheUserGaveARunComeBackWhenItIsOpenedAgain) {
    m_window.openPath(m_dir.path());
    ASSERT_TRUE(waitIdle());
    m_window.inspector()->setView(InspectorPanel::View::Matrix);
    auto* matrix = m_window.inspector()->matrixView();
    ASSERT_NE(matrix, nullptr);
    const QStringList defaults = matrix->axisNames();
    ASSERT_EQ(defaults, (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));

    matrix->editAxisName(0);
    matrix->axisEditor()->setText(QStringLiteral("batch"));
    QTest::keyClick(matrix->axisEditor(), Qt::Key_Return);
    matrix->editAxisName(1);
    matrix->axisEditor()->setText(QStringLiteral("tensor"));
    QTest::keyClick(matrix->axisEditor(), Qt::Key_Return);
    EXPECT_EQ(matrix->axisNames(),
              (QStringList{QStringLiteral("batch"), QStringLiteral("tensor")}));

    MainWindow again;
    again.setRecordRecentFiles(false);
    again.openPath(m_dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&again] { return !again.isIndexing(); }, kSettleMs));
    auto* reopened = again.inspector()->matrixView();
    ASSERT_NE(reopened, nullptr);
    EXPECT_EQ(reopened->axisNames(),
              (QStringList{QStringLiteral("batch"), QStringLiteral("tensor")}));
    EXPECT_EQ(AxisNameStore::load(m_dir.path()),
              (QStringList{QStringLiteral("batch"), QStringLiteral("tensor")}));

    // Another run keeps its own defaults; resetting forgets the names.
    QTemporaryDir other;
    ASSERT_TRUE(shardscope::writeSynthRun(other.path().toStdString(), {}));
    EXPECT_TRUE(AxisNameStore::load(other.path()).isEmpty());
    AxisNameStore::save(m_dir.path(), {});
    EXPECT_TRUE(AxisNameStore::load(m_dir.path()).isEmpty());
}

}  // namespace

namespace {

// A run reaches the views one per turn of the event loop (thousands of cards would hold the
// window for all of them at once): the view in front first, the first parameter last.
TEST_F(InspectorPanelTest, TheViewInFrontTakesARunFirstAndTheOthersInLaterTurns) {
    auto loaded = shardscope::loadRunFolder(m_dir.path().toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto run = std::make_shared<const shardscope::RunDocument>(std::move(*loaded));
    InspectorPanel* panel = m_window.inspector();

    panel->setView(InspectorPanel::View::Migration);
    panel->setRunDocument(run);
    EXPECT_EQ(panel->migration()->controller()->runDocument(), run);  // in front: at once
    EXPECT_TRUE(panel->isHandingOver());
    EXPECT_TRUE(m_window.isIndexing());  // what tests and --screenshot wait for
    EXPECT_EQ(panel->currentParam(), -1);
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_GE(panel->currentParam(), 0);
    EXPECT_FALSE(m_window.isIndexing());

    panel->setView(InspectorPanel::View::Matrix);
    panel->setRunDocument(nullptr);  // closing hands over at once
    EXPECT_FALSE(panel->isHandingOver());
    EXPECT_EQ(panel->migration()->controller()->runDocument(), nullptr);
    EXPECT_EQ(panel->currentParam(), -1);

    panel->setRunDocument(run);
    EXPECT_EQ(panel->migration()->controller()->runDocument(), nullptr);  // behind: in a later turn
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_EQ(panel->migration()->controller()->runDocument(), run);
}

TEST_F(InspectorPanelTest, ANewerRunOrAChosenParameterOvertakesTheHandOver) {
    auto loaded = shardscope::loadRunFolder(m_dir.path().toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto first = std::make_shared<const shardscope::RunDocument>(*loaded);
    const auto second = std::make_shared<const shardscope::RunDocument>(std::move(*loaded));
    InspectorPanel* panel = m_window.inspector();
    panel->setView(InspectorPanel::View::Matrix);
    panel->setRunDocument(first);
    panel->setRunDocument(second);  // before the first reached every view
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_EQ(panel->migration()->controller()->runDocument(), second);

    // A parameter chosen while the views still wait (--param, a click in the Migration tab)
    // is selected, and the first parameter's turn does not take it back.
    panel->setRunDocument(first);
    const QString name = QStringLiteral("backbone.blocks.0.attention.dense1.weight");
    ASSERT_TRUE(panel->selectParam(name));
    EXPECT_EQ(panel->migration()->controller()->runDocument(), first);
    const int chosen = panel->currentParam();
    ASSERT_GE(chosen, 0);
    EXPECT_EQ(first->params[static_cast<size_t>(chosen)].name, name.toStdString());
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_EQ(panel->currentParam(), chosen);
}

}  // namespace

namespace {

// A click in the Parameters view (in front, so it has the run at once) while the other views
// still wait: they get the run then, every view shows the parameter clicked, and the first
// parameter's turn does not take the choice back.
TEST_F(InspectorPanelTest, AParameterClickedWhileTheViewsWaitStaysChosen) {
    auto loaded = shardscope::loadRunFolder(m_dir.path().toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto run = std::make_shared<const shardscope::RunDocument>(std::move(*loaded));
    InspectorPanel* panel = m_window.inspector();
    auto* parameters = panel->findChild<ParametersView*>();
    ASSERT_NE(parameters, nullptr);
    const std::string name = "backbone.blocks.0.attention.dense2.weight";
    const auto* param = run->find(name);
    ASSERT_NE(param, nullptr);
    const int chosen = static_cast<int>(param - run->params.data());

    panel->setView(InspectorPanel::View::Parameters);
    panel->setRunDocument(run);
    ASSERT_TRUE(panel->isHandingOver());
    parameters->selectParam(chosen);  // as a click does: currentParamChanged
    EXPECT_EQ(panel->migration()->controller()->runDocument(), run);
    EXPECT_EQ(panel->currentParam(), chosen);
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_EQ(panel->currentParam(), chosen);
    EXPECT_TRUE(panel->explanation().startsWith(QStringLiteral("How the strategy splits ") +
                                                QString::fromStdString(name) + QLatin1Char(' ')))
        << panel->explanation().toStdString();
}

}  // namespace

namespace {

// The History tab's saved steps and the run folder's training logs are read once every view has
// the run and the window painted, not while the views take it (issue 35: a second of CPU at
// 16,384 cards); the History or Loss tab brought to front reads them at once.
TEST_F(InspectorPanelTest, TheHistoryAndTheLogsAreReadOnceTheViewsHaveTheRun) {
    auto loaded = shardscope::loadRunFolder(m_dir.path().toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto run = std::make_shared<const shardscope::RunDocument>(std::move(*loaded));
    InspectorPanel* panel = m_window.inspector();
    HistoryView* history = panel->history();
    panel->setView(InspectorPanel::View::Matrix);
    const quint64 before = history->job()->generation();
    int handedOver = 0;
    bool readEarly = false;
    QObject::connect(panel, &InspectorPanel::handedOver, panel, [&] {
        ++handedOver;
        // Due (isLoading(), what the window and tests wait for), but not started.
        readEarly = history->job()->generation() != before || !history->isReadDue() ||
                    !history->isLoading() || panel->loss()->controller()->loads()->isLoading() ||
                    !panel->loss()->isLoading();
    });
    panel->setRunDocument(run);
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    EXPECT_EQ(handedOver, 1);
    EXPECT_FALSE(readEarly) << "read while the views took the run";
    EXPECT_EQ(history->summaryText(), QStringLiteral("Reading the saved steps of every rank…"));
    ASSERT_TRUE(QTest::qWaitFor([history] { return history->history() != nullptr; }, kSettleMs));
    EXPECT_EQ(history->job()->generation(), before + 1) << "read once";
    EXPECT_FALSE(history->isReadDue());

    // Closed, then opened again with the History tab in front: it reads at once, logs too.
    panel->setRunDocument(nullptr);
    const quint64 again = history->job()->generation();
    panel->setView(InspectorPanel::View::History);
    panel->setRunDocument(run);
    ASSERT_TRUE(panel->isHandingOver());
    EXPECT_EQ(history->job()->generation(), again + 1) << "the tab in front reads at once";
    EXPECT_TRUE(history->isLoading());
    EXPECT_TRUE(panel->loss()->controller()->loads()->isLoading()) << "the run folder's logs too";
    ASSERT_TRUE(QTest::qWaitFor([history] { return history->history() != nullptr; }, kSettleMs));
    ASSERT_TRUE(QTest::qWaitFor([panel] { return !panel->isHandingOver(); }, kSettleMs));
    QTest::qWait(50);
    EXPECT_EQ(history->job()->generation(), again + 1) << "not read again";
}

}  // namespace
