// The Migration tab's controller without its view (issue 32 §3): a synthesized run planned,
// blocked, planned as totals and converted in full, with exactly what it publishes for a view
// and the plan's table it keeps.
#include "widgets/models/migration/migrationcontroller.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <utility>
#include <vector>

#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/problemlistmodel.h"

using namespace shardscope;

namespace migrationcontrollertest {

constexpr int kSettleMs = 60000;

// Everything the controller told a view, in order.
struct Published {
    QObject context;  // what the recording goes with: nothing is recorded once it is gone
    QStringList statuses;
    std::vector<MigrationController::Source> sources;
    std::vector<MigrationController::Sides> sides;
    std::vector<MigrationController::Preview> previews;
    std::vector<MigrationController::RunState> runStates;
    std::vector<MigrationController::Marks> marks;
    std::vector<TargetRankTable::Hosts> hosts;
    int planReady = 0;
    int conversionFinished = 0;

    explicit Published(MigrationController& c) {
        using C = MigrationController;
        QObject::connect(&c, &C::statusChanged, &context,
                         [this](const QString& s) { statuses << s; });
        QObject::connect(&c, &C::sourceChanged, &context,
                         [this](const C::Source& s) { sources.push_back(s); });
        QObject::connect(&c, &C::sidesChanged, &context,
                         [this](const C::Sides& s) { sides.push_back(s); });
        QObject::connect(&c, &C::previewChanged, &context,
                         [this](const C::Preview& p) { previews.push_back(p); });
        QObject::connect(&c, &C::runStateChanged, &context,
                         [this](const C::RunState& s) { runStates.push_back(s); });
        QObject::connect(&c, &C::marksChanged, &context,
                         [this](const C::Marks& m) { marks.push_back(m); });
        QObject::connect(c.hosts(), &MigrationHosts::changed, &context,
                         [this](const TargetRankTable::Hosts& h) { hosts.push_back(h); });
        QObject::connect(&c, &C::planReady, &context, [this] { ++planReady; });
        QObject::connect(&c, &C::conversionFinished, &context, [this] { ++conversionFinished; });
    }
};

// A synthesized run (8 ranks, dp 2 x mp 2 x pp 2, hidden 64) open in a controller whose inputs
// the test sets, as a view would give them.
class MigrationControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_out.isValid());
        ASSERT_TRUE(writeSynthRun(m_dir.path().toStdString(), SynthConfig{}));
        auto run = loadRunFolder(m_dir.path().toStdString());
        ASSERT_TRUE(run) << run.error().describe();
        m_run = std::make_shared<const RunDocument>(std::move(run).value());
        m_inputs.axisNames = {QStringLiteral("dp"), QStringLiteral("mp")};
        m_inputs.destination = m_out.filePath(QStringLiteral("converted"));
        m_controller.setInputSource([this] { return m_inputs; });
    }
    // Simulates dp x mp over one stage and waits until the plan settles.
    bool simulateAndWait(int64_t dp, int64_t mp) {
        m_inputs.simulating = true;
        m_inputs.spec.axisSizes = {dp, mp};
        m_inputs.spec.stages = 1;
        const int before = m_published.planReady;
        m_controller.edited();
        return QTest::qWaitFor([&] { return m_published.planReady > before; }, kSettleMs) &&
               !m_controller.isPlanning();
    }
    QStringList problemTexts() const {
        QStringList texts;
        const ProblemListModel* rows = m_controller.problems();
        for (int i = 0; i < rows->rowCount(); ++i) {
            texts << rows->index(i, 0).data().toString();
        }
        return texts;
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    std::shared_ptr<const RunDocument> m_run;
    MigrationInputs m_inputs;
    MigrationController m_controller;
    Published m_published{m_controller};
};

}  // namespace migrationcontrollertest

using migrationcontrollertest::MigrationControllerTest;

TEST_F(MigrationControllerTest, ARunGivesTheSourceSideAndNoPlanUntilATargetIsChosen) {
    m_controller.setRunDocument(m_run);
    ASSERT_EQ(m_published.sources.size(), 1u);
    const MigrationController::Source& source = m_published.sources.front();
    EXPECT_EQ(source.run, m_run);
    EXPECT_TRUE(source.planned);
    EXPECT_EQ(source.title, QStringLiteral("Source"));
    EXPECT_EQ(source.devMatrix, (std::vector<int64_t>{2, 2}));
    EXPECT_EQ(source.axisNames, (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_EQ(source.replicaAxes, (std::vector<bool>{true, false}));
    EXPECT_EQ(source.stages, 2);
    EXPECT_EQ(source.destination, QDir::cleanPath(m_dir.path()) + QStringLiteral("-converted"));
    ASSERT_EQ(m_published.marks.size(), 1u);
    EXPECT_EQ(m_published.marks.front().source, -1);
    EXPECT_EQ(m_published.marks.front().target, -1);
    EXPECT_TRUE(m_published.statuses.isEmpty());
    EXPECT_TRUE(m_published.previews.empty());

    // Loading a target, with no file named yet: nothing to plan, and it says so.
    m_controller.edited();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_published.planReady == 1; }, kSettleMs));
    ASSERT_EQ(m_published.previews.size(), 1u);
    EXPECT_EQ(m_published.previews.back().why,
              QStringLiteral("Choose a destination strategy file or folder."));
    EXPECT_EQ(m_published.previews.back().plan, nullptr);
    EXPECT_EQ(m_controller.planned().plan, nullptr);
    EXPECT_FALSE(m_published.runStates.back().convert);
    EXPECT_EQ(m_controller.problems()->rowCount(), 0);
}

TEST_F(MigrationControllerTest, ADividingTargetIsPlannedInFullWithWhatTheViewShows) {
    m_controller.setRunDocument(m_run);
    m_controller.setParam(QString::fromStdString(m_run->params.front().name));
    ASSERT_TRUE(simulateAndWait(1, 4));

    const auto plan = m_controller.planned().plan;
    ASSERT_NE(plan, nullptr);
    EXPECT_FALSE(m_controller.planned().summary);
    ASSERT_EQ(plan->ranks.size(), 4u);
    EXPECT_TRUE(plan->runnable());
    EXPECT_EQ(QString::fromStdString(plan->dstFolder), m_inputs.destination);
    EXPECT_EQ(m_published.statuses,
              (QStringList{QStringLiteral("Planning…"), QStringLiteral("Planning…"),
                           QStringLiteral("Ready to convert.")}));
    EXPECT_EQ(problemTexts(), QStringList());
    ASSERT_EQ(m_published.sides.size(), 1u);
    const MigrationController::Sides& sides = m_published.sides.front();
    EXPECT_EQ(sides.sourceTitle, QStringLiteral("Source: 8 ranks"));
    EXPECT_EQ(sides.targetTitle, QStringLiteral("Target: 4 ranks"));
    EXPECT_FALSE(sides.loadedTarget);  // simulated: the panel keeps the sizes typed
    ASSERT_NE(sides.targetRun, nullptr);
    EXPECT_EQ(sides.targetRun->stages.ranks(), 4);
    // The selected parameter on both sides, once the target run is known.
    const MigrationController::Marks& marks = m_published.marks.back();
    EXPECT_EQ(marks.source, 0);
    EXPECT_EQ(marks.target, 0);
    ASSERT_FALSE(m_published.previews.empty());
    const MigrationController::Preview& preview = m_published.previews.back();
    EXPECT_EQ(preview.plan, plan);
    EXPECT_TRUE(preview.why.isEmpty());
    EXPECT_GT(preview.freeBytes, 0);  // counted on the destination's existing parent
    EXPECT_EQ(m_controller.planned().freeBytes, preview.freeBytes);
    EXPECT_GT(preview.estimate.totalSeconds, 0);  // the test rates: 200 MB/s read, 100 write
    EXPECT_DOUBLE_EQ(m_controller.planned().estimate, preview.estimate.totalSeconds);
    ASSERT_FALSE(m_published.hosts.empty());
    EXPECT_EQ(m_published.hosts.back().table, nullptr);
    EXPECT_EQ(m_published.hosts.back().note,
              QStringLiteral("No rank table places the target ranks on servers."));
    const MigrationController::RunState& state = m_published.runStates.back();
    EXPECT_TRUE(state.convert);
    EXPECT_FALSE(state.cancel);
    EXPECT_FALSE(state.locked);
    EXPECT_FALSE(state.open);
    EXPECT_FALSE(state.summary);
    EXPECT_EQ(m_published.planReady, 1);
}

TEST_F(MigrationControllerTest, ATargetThatDoesNotDivideListsOneRowPerCauseAndBlocks) {
    m_controller.setRunDocument(m_run);
    ASSERT_TRUE(simulateAndWait(1, 3));

    EXPECT_EQ(m_controller.planned().plan, nullptr);
    ASSERT_TRUE(m_controller.target().simulation.has_value());
    EXPECT_FALSE(m_controller.target().simulation->runnable());
    const ProblemListModel* problems = m_controller.problems();
    ASSERT_EQ(problems->rowCount(), 1);
    const QModelIndex head = problems->index(0, 0);
    EXPECT_EQ(head.data().toString(),
              QStringLiteral("60 parameters do not divide into 3 parts\nSizes of mp that divide "
                             "them all: 1, 2, 4, 8, 16, 32, 64 (1, 2, 4, 8, 16, 32, 64 cards)."));
    EXPECT_TRUE(head.data(ProblemListModel::kBlockingRole).toBool());
    EXPECT_EQ(head.data(ProblemListModel::kCountRole).toInt(), 60);
    ASSERT_EQ(problems->rowCount(head), 60);
    EXPECT_EQ(problems->index(0, 0, head).data().toString(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight: dimension 0 (size 64)"));
    EXPECT_EQ(problems->index(0, 0, head).data(ProblemListModel::kParamRole).toString(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    EXPECT_EQ(problems->errorCount(), 60);
    EXPECT_EQ(problems->warningCount(), 0);
    EXPECT_EQ(m_published.statuses,
              (QStringList{QStringLiteral("Planning…"),
                           QStringLiteral("60 problems block this conversion.")}));
    ASSERT_FALSE(m_published.previews.empty());
    EXPECT_EQ(m_published.previews.back().why,
              QStringLiteral("The problems on the left block this target: change the sizes to "
                             "see the plan."));
    EXPECT_EQ(m_published.sides.back().targetTitle, QStringLiteral("Target: 3 ranks"));
    EXPECT_FALSE(m_published.runStates.back().convert);

    // Planned again: the problems before are gone.
    ASSERT_TRUE(simulateAndWait(1, 4));
    EXPECT_EQ(problems->rowCount(), 0);
    EXPECT_NE(m_controller.planned().plan, nullptr);
}

TEST_F(MigrationControllerTest, ALargeTargetIsPlannedAsTotalsAndInFullWhenConverted) {
    m_controller.setRunDocument(m_run);
    m_controller.jobs()->setFullPlanLimit(0);
    ASSERT_TRUE(simulateAndWait(1, 4));
    ASSERT_NE(m_controller.planned().plan, nullptr);
    EXPECT_TRUE(m_controller.planned().summary);
    EXPECT_TRUE(m_published.runStates.back().convert);  // Convert stays on: it plans in full

    m_controller.startConversion();
    EXPECT_TRUE(m_controller.isPlanning());  // the full plan first
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_published.conversionFinished == 1; }, kSettleMs));
    EXPECT_FALSE(m_controller.planned().summary);
    const auto& outcome = m_controller.conversion()->outcome();
    ASSERT_TRUE(outcome.has_value());
    EXPECT_FALSE(outcome->cancelled);
    EXPECT_FALSE(outcome->error.has_value());
    EXPECT_TRUE(m_published.runStates.back().open);
    EXPECT_TRUE(m_published.runStates.back().summary);
    EXPECT_FALSE(m_published.runStates.back().cancel);
    for (int rank = 0; rank < 4; ++rank) {
        EXPECT_TRUE(QFileInfo::exists(m_inputs.destination + QStringLiteral("/rank_%1").arg(rank)))
            << rank;
    }
}

TEST_F(MigrationControllerTest, AHiddenViewIsPlannedWhenShown) {
    m_controller.setRunDocument(m_run);
    m_inputs.visible = false;
    m_inputs.simulating = true;
    m_inputs.spec.axisSizes = {1, 4};
    m_inputs.spec.stages = 1;
    m_controller.edited();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_controller.isPlanning(); }, kSettleMs));
    EXPECT_EQ(m_published.planReady, 0);
    EXPECT_EQ(m_published.statuses, QStringList{QString()});
    EXPECT_EQ(m_controller.planned().plan, nullptr);

    m_inputs.visible = true;
    m_controller.shown();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_published.planReady == 1; }, kSettleMs));
    ASSERT_NE(m_controller.planned().plan, nullptr);
    EXPECT_EQ(m_published.statuses.back(), QStringLiteral("Ready to convert."));
}

TEST_F(MigrationControllerTest, TheWindowsRunIsPlannedWithoutReadingItsFolderAgain) {
    // The plan takes the window's loaded run (PlanRequest::source): its rank folders and its
    // strategy, not read again; with the strategy file gone the plan is the same.
    const QString strategy = QString::fromStdString(m_run->strategyPath);
    ASSERT_EQ(QFileInfo(strategy).fileName(), QStringLiteral("strategy.ckpt"));
    ASSERT_TRUE(QFile::rename(strategy, strategy + QStringLiteral(".moved")));
    m_controller.setRunDocument(m_run);
    ASSERT_TRUE(simulateAndWait(1, 4));

    const auto plan = m_controller.planned().plan;
    ASSERT_NE(plan, nullptr) << problemTexts().join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(plan->runnable());
    ASSERT_EQ(plan->ranks.size(), 4u);
    EXPECT_EQ(plan->srcStrategy, m_run->strategyPath);
    EXPECT_EQ(problemTexts(), QStringList());
    EXPECT_EQ(m_published.statuses.back(), QStringLiteral("Ready to convert."));
}

TEST_F(MigrationControllerTest, ASingleCheckpointIsPlannedFromWhatTheWindowLoaded) {
    // A checkpoint opened alone (a run of one unsplit rank; here given the one-card strategy it
    // was saved with, which the tab needs) split for the 8-card strategy: the plan takes the
    // window's document, its file indexed once. The planner used to be handed only the file's
    // path for such a document, look for a run folder there and fail.
    SynthConfig one;
    one.dp = 1;
    one.mp = 1;
    one.pp = 1;
    const std::string whole = m_out.filePath(QStringLiteral("whole")).toStdString();
    ASSERT_TRUE(writeSynthRun(whole, one));
    const QStringList files =
        QDir(QString::fromStdString(whole + "/rank_0")).entryList({QStringLiteral("*.ckpt")});
    ASSERT_FALSE(files.isEmpty());
    const std::string file = whole + "/rank_0/" + files.back().toStdString();
    auto single = loadPath(file);
    ASSERT_TRUE(single) << single.error().describe();
    ASSERT_EQ(single->kind, InputKind::Checkpoint);
    auto strategy = loadStrategy(whole + "/strategy.ckpt");
    ASSERT_TRUE(strategy) << strategy.error().describe();
    single->strategy = std::move(*strategy);
    single->strategyPath = whole + "/strategy.ckpt";
    auto document = std::make_shared<const RunDocument>(std::move(single).value());
    m_inputs.strategyPath = QString::fromStdString(m_run->strategyPath);
    m_controller.setRunDocument(document);
    m_controller.edited();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_published.planReady >= 1; }, kSettleMs));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_controller.isPlanning(); }, kSettleMs));

    const auto plan = m_controller.planned().plan;
    ASSERT_NE(plan, nullptr) << problemTexts().join(QLatin1Char('\n')).toStdString()
                             << m_published.statuses.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(plan->runnable()) << problemTexts().join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(plan->ranks.size(), 8u);
    ASSERT_EQ(plan->sources.size(), 1u);
    EXPECT_EQ(plan->sources.front().get(), document->files.front().get());
}

namespace migrationcontrollertest {

// Every row of the plan's table as the view shows it, cells joined by " | " (sizes keep their
// unit on the line: a no-break space, \u00a0).
QStringList planRows(const PlanTableModel& table) {
    QStringList rows;
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table.columnCount(); ++c) {
            cells << table.index(r, c).data().toString();
        }
        rows << cells.join(QStringLiteral(" | "));
    }
    return rows;
}

}  // namespace migrationcontrollertest

// The plan's table is the controller's (issue 32 §3): it follows the plan, the rank table chosen
// for the target and the conversion, with no view, and empties when a target is blocked.
TEST_F(MigrationControllerTest, ThePlansTableFollowsThePlanItsServersAndTheConversion) {
    using migrationcontrollertest::planRows;
    const PlanTableModel* table = m_controller.planTable();
    m_controller.setRunDocument(m_run);
    EXPECT_EQ(table->rowCount(), 0);
    m_inputs.verify = true;
    ASSERT_TRUE(simulateAndWait(1, 4));
    ASSERT_EQ(table->plan(), m_controller.planned().plan);
    EXPECT_EQ(
        planRows(*table),
        (QStringList{
            QStringLiteral(
                "0 |  | 0, 4 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
            QStringLiteral(
                "1 |  | 0–1, 4 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
            QStringLiteral(
                "2 |  | 1–2, 5 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
            QStringLiteral(
                "3 |  | 3, 5 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
            QStringLiteral("All 4 ranks |  | 0–5 | 448 | 3.1\u00a0MiB | 3.1\u00a0MiB | "
                           "40.0\u00a0MiB | planned")}));

    ASSERT_TRUE(m_controller.hosts()->setRankTable(QStringLiteral("msrun:4:2")));
    EXPECT_EQ(planRows(*table),
              (QStringList{QStringLiteral("0 | node_0 | 0, 4 | 112 | 781.1\u00a0KiB | "
                                          "788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
                           QStringLiteral("1 | node_0 | 0–1, 4 | 112 | 781.1\u00a0KiB | "
                                          "788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
                           QStringLiteral("2 | node_1 | 1–2, 5 | 112 | 781.1\u00a0KiB | "
                                          "788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
                           QStringLiteral("3 | node_1 | 3, 5 | 112 | 781.1\u00a0KiB | "
                                          "788.2\u00a0KiB | 40.0\u00a0MiB | planned"),
                           QStringLiteral("All 4 ranks | 2 servers | 0–5 | 448 | 3.1\u00a0MiB | "
                                          "3.1\u00a0MiB | 40.0\u00a0MiB | planned")}));
    ASSERT_TRUE(m_controller.hosts()->setRankTable(QString()));
    EXPECT_EQ(table->index(0, PlanTableModel::HostColumn).data().toString(), QString());

    m_controller.startConversion();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_published.conversionFinished == 1; }, kSettleMs));
    EXPECT_EQ(
        planRows(*table),
        (QStringList{
            QStringLiteral(
                "0 |  | 0, 4 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | verified"),
            QStringLiteral(
                "1 |  | 0–1, 4 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | verified"),
            QStringLiteral(
                "2 |  | 1–2, 5 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | verified"),
            QStringLiteral(
                "3 |  | 3, 5 | 112 | 781.1\u00a0KiB | 788.2\u00a0KiB | 40.0\u00a0MiB | verified"),
            QStringLiteral("All 4 ranks |  | 0–5 | 448 | 3.1\u00a0MiB | 3.1\u00a0MiB | "
                           "40.0\u00a0MiB | 100%")}));

    ASSERT_TRUE(simulateAndWait(1, 3));
    EXPECT_EQ(table->plan(), nullptr);
    EXPECT_EQ(table->rowCount(), 0);
}
