// The migration planner driven as a user drives it: open a synthesized run, simulate a target,
// read the problems and the plan, run the conversion, cancel one, verify one, open the result.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include "chinesefont.h"
#include "chinesetranslation.h"
#include "convert/verifier.h"
#include "formats/conversionrecord.h"
#include "layout/proxyshapes.h"
#include "migrationviewfixture.h"
#include "stats/tensorsource.h"
#include "stats/tensorstats.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/matrix/matrixpainter.h"
#include "widgets/migration/hostplanrow.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/models/migration/simulatetext.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

TEST(SimulateText, ParsesAxisNamesStagesShardAndMerge) {
    const QStringList names{QStringLiteral("dp"), QStringLiteral("mp")};
    const auto spec = SimulateText::parse(QStringLiteral("dp=1, mp=4,pp=1,opt=0"), names);
    ASSERT_TRUE(spec);
    EXPECT_EQ(spec->axisSizes, (std::vector<int64_t>{1, 4}));
    EXPECT_EQ(spec->stages, 1);
    EXPECT_EQ(spec->optShard, 0);
    EXPECT_EQ(SimulateText::format(*spec, names), QStringLiteral("dp=1,mp=4,pp=1,opt=0"));
    EXPECT_TRUE(SimulateText::parse(QStringLiteral("merge"), names)->mergeToOne);

    QString error;
    EXPECT_FALSE(SimulateText::parse(QStringLiteral("tp=4"), names, &error));
    EXPECT_EQ(error, QStringLiteral("Unknown axis 'tp' (the axes are dp, mp, plus pp and opt)"));
    EXPECT_FALSE(SimulateText::parse(QStringLiteral("dp=2"), names, &error));
    EXPECT_EQ(error, QStringLiteral("Give every axis a size: mp is missing"));
    EXPECT_FALSE(SimulateText::parse(QStringLiteral("mp=four"), names, &error));
    EXPECT_EQ(error, QStringLiteral("'mp=four' is not NAME=NUMBER"));
}

// Issue 17: a run opened on another tab is not planned until the Migration tab shows (planning
// a thousand-card run took seconds of CPU beside the window taking the run).
TEST(MigrationViewShown, ARunOpenedOnAnotherTabIsPlannedWhenTheTabFirstShows) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1400, 900);
    window.show();
    window.inspector()->setView(InspectorPanel::View::Matrix);
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    MigrationView* view = window.inspector()->migration();
    QString error;
    ASSERT_TRUE(view->simulate(QStringLiteral("dp=1,mp=4,pp=1"), &error)) << error.toStdString();
    QTest::qWait(300);  // past the panel's debounce
    EXPECT_FALSE(view->controller()->isPlanning());
    EXPECT_EQ(view->controller()->planned().plan, nullptr);
    EXPECT_FALSE(view->runButton()->isEnabled());

    window.inspector()->setView(InspectorPanel::View::Migration);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return view->controller()->planned().plan != nullptr; }, kSettleMs));
    EXPECT_EQ(view->controller()->planned().plan->ranks.size(), 4u);
    EXPECT_TRUE(view->runButton()->isEnabled());
}

TEST_F(MigrationViewTest, SimulatingFourCardsPlansEveryRankFromItsMinimalSources) {
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=1")));
    const auto plan = m_view->controller()->planned().plan;
    ASSERT_NE(plan, nullptr);
    EXPECT_TRUE(plan->runnable());
    ASSERT_EQ(plan->ranks.size(), 4u);
    ASSERT_NE(m_view->controller()->target().targetRun, nullptr);
    EXPECT_EQ(m_view->controller()->target().targetRun->stages.ranks(), 4);
    EXPECT_TRUE(m_view->runButton()->isEnabled());

    PlanTableModel* model = m_view->preview()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(model->rowCount(), 5);  // four ranks and the totals
    EXPECT_EQ(model->index(4, PlanTableModel::RankColumn).data().toString(),
              QStringLiteral("All 4 ranks"));

    // The minimal sets `shardscope-cli ranks` prints (transformSources), plus the rank whose
    // entries outside both strategies (global_step, learning_rate...) MindSpore copies.
    auto src = loadStrategy(m_view->sourceMatrix()->cards().texts().run()->strategyPath);
    // The simulated target is held in memory, never written for the planner.
    EXPECT_TRUE(m_view->controller()->target().strategyPath.empty());
    const std::shared_ptr<const Strategy> dst = m_view->controller()->target().strategy;
    ASSERT_TRUE(src && dst);
    for (const RankPlan& rank : plan->ranks) {
        auto needs = transformSources(&*src, dst.get(), proxyShapes(&*src, dst.get()), rank.rank);
        ASSERT_TRUE(needs) << needs.error().describe();
        std::set<int> expected(needs->ranks.begin(), needs->ranks.end());
        const bool copies =
            std::any_of(rank.tensors.begin(), rank.tensors.end(),
                        [](const auto& t) { return t.origin == TensorOrigin::Copied; });
        if (copies) {
            expected.insert(needs->copyRank);
        }
        EXPECT_EQ(rank.sources, std::vector<int>(expected.begin(), expected.end()))
            << "target rank " << rank.rank;
        const QModelIndex cell = model->index(rank.rank, PlanTableModel::SourcesColumn);
        EXPECT_EQ(cell.data().toString(), PlanTableModel::sourcesText(rank.sources));
    }
    EXPECT_TRUE(
        m_view->preview()->totalsText().contains(QStringLiteral("free at the destination")));

    // The simulated strategy saves as a file the planner (and MindSpore) loads: same layouts.
    for (const char* name : {"simulated.ckpt", "simulated.json"}) {
        const QString path = m_out.filePath(QString::fromLatin1(name));
        QString error;
        ASSERT_TRUE(m_view->controller()->saveStrategy(path, &error)) << error.toStdString();
        auto saved = loadStrategy(path.toStdString());
        ASSERT_TRUE(saved) << saved.error().describe();
        const auto& simulated = m_view->controller()->target().strategy->layouts;
        ASSERT_EQ(saved->layouts.size(), simulated.size());
        for (size_t i = 0; i < simulated.size(); ++i) {
            EXPECT_EQ(saved->layouts[i].devMatrices, simulated[i].devMatrices);
            EXPECT_EQ(saved->layouts[i].tensorMap, simulated[i].tensorMap);
        }
    }
}

// A run closed (or replaced) while its target is prepared or its plan made: what was being made
// belongs to the run before and is never applied (it crashed on a closed run).
TEST_F(MigrationViewTest, ARunClosedWhileItsTargetIsPreparedGetsNothingOfIt) {
    QString error;
    ASSERT_TRUE(m_view->simulate(QStringLiteral("dp=1,mp=4,pp=1"), &error)) << error.toStdString();
    // Past the debounce: the target is being prepared in the background.
    ASSERT_TRUE(QTest::qWaitFor(
        [this] { return m_view->statusText() == QStringLiteral("Planning…"); }, kSettleMs));
    m_view->controller()->setRunDocument(nullptr);
    ASSERT_TRUE(QTest::qWaitFor([this] { return !m_view->controller()->isPlanning(); }, kSettleMs));
    QTest::qWait(300);  // past the panel's debounce
    EXPECT_EQ(m_view->controller()->runDocument(), nullptr);
    EXPECT_EQ(m_view->controller()->planned().plan, nullptr);
    EXPECT_FALSE(m_view->runButton()->isEnabled());
}

TEST_F(MigrationViewTest, ANonDivisibleTargetListsItsProblemsAndBlocksTheRun) {
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=3,pp=1")));
    ASSERT_TRUE(m_view->controller()->target().simulation.has_value());
    EXPECT_FALSE(m_view->controller()->target().simulation->runnable());
    const QStringList problems = problemTexts();
    ASSERT_FALSE(problems.isEmpty());
    bool named = false;
    const QAbstractItemModel* rows = m_view->problems()->model();
    const auto isNamed = [](const QModelIndex& row) {
        return row.data(ProblemListModel::kBlockingRole).toBool() &&
               row.data(ProblemListModel::kParamRole).toString() ==
                   QStringLiteral("backbone.blocks.0.attention.dense1.weight");
    };
    for (int i = 0; i < rows->rowCount(); ++i) {
        const QModelIndex head = rows->index(i, 0);
        named = named || isNamed(head);
        for (int j = 0; j < rows->rowCount(head); ++j) {
            named = named || isNamed(rows->index(j, 0, head));
        }
    }
    EXPECT_TRUE(named) << problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(m_view->runButton()->isEnabled());
}

// Issue 34 #15: 60 rows, one per parameter, cut mid-sentence, the sizes that divide in tooltips
// only. One row per cause, counted, its words whole (wrapped), the parameters below it; one
// activated opens its parameter.
TEST_F(MigrationViewTest, PlanProblemsAreOneRowPerCauseWithTheParametersBelow) {
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=3,pp=1")));
    PlanProblemList* list = m_view->problems();
    const QAbstractItemModel* rows = list->model();
    ASSERT_EQ(rows->rowCount(), 1);
    const QModelIndex head = rows->index(0, 0);
    EXPECT_EQ(head.data(ProblemListModel::kTextRole).toString(),
              QStringLiteral("60 parameters do not divide into 3 parts\nSizes of mp that divide "
                             "them all: 1, 2, 4, 8, 16, 32, 64 (1, 2, 4, 8, 16, 32, 64 cards)."));
    EXPECT_EQ(rows->rowCount(head), 60);
    EXPECT_EQ(rows->index(0, 0, head).data(ProblemListModel::kTextRole).toString(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight: dimension 0 (size 64)"));
    EXPECT_EQ(list->errorCount(), 60);
    EXPECT_EQ(m_view->statusText(), QStringLiteral("60 problems block this conversion."));
    // Wrapped, not elided: every word of the headline is on the row.
    const QFontMetrics metrics(list->font());
    for (const QString& line : head.data().toString().split(QLatin1Char('\n'))) {
        EXPECT_LE(metrics.horizontalAdvance(line), list->viewport()->width()) << line.toStdString();
    }
    EXPECT_EQ(head.data().toString().split(QLatin1Char('\n')).join(QLatin1Char(' ')),
              head.data(ProblemListModel::kTextRole)
                  .toString()
                  .replace(QLatin1Char('\n'), QLatin1Char(' ')));
    QString requested;
    QObject::connect(m_view, &MigrationView::paramRequested,
                     [&requested](const QString& p) { requested = p; });
    Q_EMIT list->activated(rows->index(1, 0, head));
    EXPECT_EQ(requested, QStringLiteral("backbone.blocks.0.attention.dense1.bias"));
}

// Issue 34 #15: the optimizer shard stayed at 2 with dp=1 (a warning for every parameter): it
// follows the data-parallel size, says so, and comes back when dp does.
TEST(MigrationViewOptShard, TheOptimizerShardFollowsTheDataParallelSize) {
    QTemporaryDir dir;
    SynthConfig config;  // dp 2 x mp 2 x pp 2
    config.optShard = 2;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1400, 900);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&window] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->setView(InspectorPanel::View::Migration);
    MigrationView* view = window.inspector()->migration();
    EXPECT_EQ(view->targetPanel()->spec().optShard, 2);
    QString error;
    ASSERT_TRUE(view->simulate(QStringLiteral("dp=1,mp=2,pp=2"), &error)) << error.toStdString();
    EXPECT_EQ(view->targetPanel()->spec().optShard, 0);
    EXPECT_EQ(view->targetPanel()->optShardNote(),
              QStringLiteral("Off: a shard of 2 needs replicas to share it (dp=1)."));
    ASSERT_TRUE(QTest::qWaitFor([view] { return !view->controller()->isPlanning(); }, kSettleMs));
    EXPECT_EQ(view->problems()->warningCount(), 0);
    ASSERT_TRUE(view->simulate(QStringLiteral("dp=4,mp=1,pp=2"), &error)) << error.toStdString();
    EXPECT_EQ(view->targetPanel()->spec().optShard, 2);
    EXPECT_EQ(view->targetPanel()->optShardNote(), QString());
}

TEST_F(MigrationViewTest, ConvertVerifyOpenAndCompare) {
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=1")));
    ASSERT_TRUE(convertAndWait());
    const auto& outcome = *m_view->controller()->conversion()->outcome();
    ASSERT_FALSE(outcome.error) << outcome.error->describe();
    ASSERT_TRUE(outcome.verify);
    EXPECT_TRUE(outcome.verify->ok());
    EXPECT_TRUE(m_view->statusText().contains(QStringLiteral("every byte of every tensor matches")))
        << m_view->statusText().toStdString();
    for (int r = 0; r < 4; ++r) {
        EXPECT_TRUE(QFile::exists(
            m_out.filePath(QStringLiteral("converted/rank_%1/checkpoint_%1.ckpt").arg(r))));
    }

    const QString summary = m_out.filePath(QStringLiteral("summary.json"));
    QString error;
    ASSERT_TRUE(m_view->controller()->saveSummary(summary, &error)) << error.toStdString();
    QFile file(summary);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    EXPECT_EQ(json[QStringLiteral("status")].toString(), QStringLiteral("verified"));
    EXPECT_EQ(json[QStringLiteral("files")].toArray().size(), 4);
    EXPECT_EQ(json[QStringLiteral("target")].toString(),
              QStringLiteral("simulated: dp=1,mp=4,pp=1,opt=0"));

    // One click opens the converted run; the same parameter's merged statistics match.
    const auto source = m_window.inspector()->runDocument();
    Q_EMIT m_view->openRunRequested(
        m_out.filePath(QStringLiteral("converted")),
        QString::fromStdString(m_view->controller()->target().strategyPath));
    ASSERT_TRUE(QTest::qWaitFor(
        [this] {
            return !m_window.isIndexing() && m_window.inspector()->runDocument() &&
                   m_window.inspector()->runDocument()->rankCount() == 4;
        },
        kSettleMs));
    const auto converted = m_window.inspector()->runDocument();
    for (const char* name : {"backbone.blocks.0.attention.dense1.weight",
                             "adam_m.backbone.blocks.1.output.mapping.weight"}) {
        const ParamInfo* a = source->find(name);
        const ParamInfo* b = converted->find(name);
        ASSERT_TRUE(a && b) << name;
        auto sa = mergedSource(*source, *a);
        auto sb = mergedSource(*converted, *b);
        ASSERT_TRUE(sa && sb) << name;
        auto ta = computeStats(*sa);
        auto tb = computeStats(*sb);
        ASSERT_TRUE(ta && tb);
        EXPECT_EQ(ta->count, tb->count) << name;
        EXPECT_EQ(ta->min, tb->min) << name;
        EXPECT_EQ(ta->max, tb->max) << name;
        EXPECT_NEAR(ta->mean, tb->mean, 1e-12) << name;
        EXPECT_NEAR(ta->std, tb->std, 1e-12) << name;
    }
}

TEST_F(MigrationViewTest, CancelLeavesNoFileBehind) {
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=1")));
    m_view->controller()->startConversion();
    ASSERT_TRUE(m_view->controller()->conversion()->isRunning());
    EXPECT_TRUE(m_view->cancelButton()->isEnabled());
    m_view->controller()->cancelConversion();
    ASSERT_TRUE(QTest::qWaitFor(
        [this] { return m_view->controller()->conversion()->outcome().has_value(); }, kSettleMs));
    EXPECT_TRUE(m_view->controller()->conversion()->outcome()->cancelled ||
                m_view->controller()->conversion()->outcome()->result);
    if (m_view->controller()->conversion()->outcome()->cancelled) {
        // Files finished before the cancel stay (a re-run keeps them once verified); nothing
        // else may: no temporary file, no file shorter than planned.
        const auto plan = m_view->controller()->planned().plan;
        QDirIterator it(m_out.filePath(QStringLiteral("converted")), QDir::Files | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (QFileInfo(path).fileName() == QLatin1String(kConversionRecordName)) {
                continue;  // what is being written there, so that a re-run is told apart
            }
            const auto planned = std::find_if(
                plan->ranks.begin(), plan->ranks.end(),
                [&path](const RankPlan& r) { return QString::fromStdString(r.outPath) == path; });
            ASSERT_NE(planned, plan->ranks.end()) << "left behind: " << path.toStdString();
            EXPECT_EQ(static_cast<uint64_t>(QFileInfo(path).size()), planned->fileSize);
            EXPECT_TRUE(verifyRank(*plan, *planned).ok) << path.toStdString();
        }
        EXPECT_TRUE(m_view->statusText().startsWith(QStringLiteral("Cancelled")));
    }
    EXPECT_TRUE(m_view->runButton()->isEnabled());
}

TEST_F(MigrationViewTest, TheRunsOwnStrategyAsTargetReadsEachRankFromItself) {
    const QString own = m_dir.filePath(QStringLiteral("strategy.ckpt"));
    m_view->setTargetStrategy(own);
    ASSERT_TRUE(QTest::qWaitFor(
        [this] {
            return !m_view->controller()->isPlanning() && m_view->controller()->planned().plan;
        },
        kSettleMs));
    ASSERT_EQ(m_view->controller()->planned().plan->ranks.size(), 8u);
    for (const RankPlan& rank : m_view->controller()->planned().plan->ranks) {
        EXPECT_EQ(rank.sources, std::vector<int>{rank.rank});
    }
    // Nothing moves: no target cell is marked.
    ASSERT_TRUE(m_window.inspector()->selectParam(
        QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    EXPECT_TRUE(m_view->targetMatrix()->markedRanks().empty());
}

// A destination strategy loaded (`shardscope --target`): the target's cards, sizes and stages are
// the loaded strategy's, not the simulated 8 cards the panel showed before (issue 36 review); the
// simulated values come back with "Simulate".
TEST_F(MigrationViewTest, ALoadedStrategyGivesTheTargetItsCards) {
    QTemporaryDir standalone;
    ASSERT_TRUE(writeOneCardRun(standalone));
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=2,mp=2,pp=2")));
    TargetPanel* panel = m_view->targetPanel();
    EXPECT_EQ(panel->cardsText(), QStringLiteral("8 cards"));
    m_view->setTargetStrategy(standalone.filePath(QStringLiteral("strategy.ckpt")));
    ASSERT_TRUE(QTest::qWaitFor(
        [this] {
            return !m_view->controller()->isPlanning() && m_view->controller()->planned().plan;
        },
        kSettleMs));
    ASSERT_NE(m_view->controller()->target().targetRun, nullptr);
    ASSERT_EQ(m_view->controller()->target().targetRun->stages.ranks(), 1);
    EXPECT_EQ(panel->cardsText(), QStringLiteral("1 card"));
    std::vector<int> shown;
    for (QSpinBox* spin : panel->findChildren<QSpinBox*>()) {
        EXPECT_FALSE(spin->isEnabled());
        shown.push_back(spin->value());
    }
    // The loaded strategy's dp 1, mp 1, one stage, no optimizer shard: no 2 left of the 8 cards.
    EXPECT_EQ(std::count(shown.begin(), shown.end(), 2), 0);
    {
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        m_view->setTargetStrategy(QString());
        m_view->setTargetStrategy(standalone.filePath(QStringLiteral("strategy.ckpt")));
        ASSERT_TRUE(QTest::qWaitFor(
            [this] {
                return !m_view->controller()->isPlanning() && m_view->controller()->planned().plan;
            },
            kSettleMs));
        EXPECT_EQ(panel->cardsText(), QStringLiteral("1 张卡"));
    }
    // Back to the simulated target: its sizes and 8 cards again.
    panel->findChildren<QRadioButton*>().front()->setChecked(true);
    EXPECT_EQ(panel->cardsText(), QStringLiteral("8 cards"));
    EXPECT_EQ(panel->spec().axisSizes, (std::vector<int64_t>{2, 2}));
    EXPECT_EQ(panel->spec().stages, 2);
}

// A rank table beside the run places a same-size target on its servers: the Server column,
// what each server does, and the mpirun line that performs the plan there, copied with a
// click. A target of another size is not placed by it.
TEST_F(MigrationViewTest, ARankTableShowsTheServersAndTheMpirunLine) {
    const QString table = m_dir.filePath(QStringLiteral("rank_table.json"));
    {
        QFile file(table);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        QByteArray json = R"({"version": "1.0", "status": "completed", "server_list": [)";
        for (int s = 0; s < 2; ++s) {
            json += (s ? "," : "") + QByteArray(R"({"server_id": "node-)") + "ab"[s] +
                    R"(", "device": [)";
            for (int d = 0; d < 4; ++d) {
                const QByteArray rank = QByteArray::number(s * 4 + d);
                json += (d ? "," : "") + QByteArray(R"({"device_id": ")") + QByteArray::number(d) +
                        R"(", "device_ip": "10.0.0.)" + rank + R"(", "rank_id": ")" + rank +
                        R"("})";
            }
            json += "]}";
        }
        file.write(json + "]}");
    }
    m_window.openPath(m_dir.path());  // reopened: the table beside it is read
    ASSERT_TRUE(QTest::qWaitFor([this] { return !m_window.isIndexing(); }, 20000));
    ASSERT_TRUE(m_view->controller()->runDocument() &&
                m_view->controller()->runDocument()->rankTable);
    m_view->setDestination(m_out.filePath(QStringLiteral("converted")));
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=2")));

    PlanPreview* preview = m_view->findChild<PlanPreview*>();
    ASSERT_NE(preview, nullptr);
    EXPECT_FALSE(preview->table()->isColumnHidden(PlanTableModel::HostColumn));
    const PlanTableModel* model = preview->model();
    EXPECT_EQ(model->index(5, PlanTableModel::HostColumn).data().toString(),
              QStringLiteral("node-b"));
    EXPECT_EQ(model->index(8, PlanTableModel::HostColumn).data().toString(),
              QStringLiteral("2 servers"));
    HostPlanRow* hosts = preview->hosts();
    EXPECT_TRUE(hosts->isVisible());
    EXPECT_TRUE(hosts->summaryText().startsWith(
        QStringLiteral("2 servers write the target ranks; the busiest, node-")))
        << hosts->summaryText().toStdString();
    const QString expected =
        QStringLiteral(
            "mpirun --bind-to none -np 2 --host node-a:1,node-b:1 --map-by ppr:1:node "
            "shardscope-mpi convert --src %1 --dst %2 --src-strategy %3 "
            "--dst-strategy TARGET_STRATEGY --rank-table %4 --verify")
            .arg(m_dir.path(), m_out.filePath(QStringLiteral("converted")),
                 m_dir.filePath(QStringLiteral("strategy.ckpt")), table);
    EXPECT_EQ(hosts->commandLine().toStdString(), expected.toStdString());
    hosts->copyButton()->click();
    EXPECT_EQ(QApplication::clipboard()->text(), expected);

    // 4 ranks: the table does not place them, and the row says so instead of vanishing.
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=2,pp=2")));
    EXPECT_TRUE(preview->table()->isColumnHidden(PlanTableModel::HostColumn));
    EXPECT_TRUE(hosts->isVisible());
    EXPECT_EQ(hosts->summaryText(),
              QStringLiteral("No servers: the run's rank table places 8 ranks, the target has 4; "
                             "choose the target job's own table."));
    EXPECT_TRUE(hosts->commandLine().isEmpty());
    EXPECT_TRUE(hosts->tableButton()->isVisible());

    // The target job's own table: 4 ranks, 2 per server (msrun's layout), then a broken file.
    EXPECT_TRUE(m_view->controller()->hosts()->setRankTable(QStringLiteral("msrun:4:2")));
    EXPECT_FALSE(preview->table()->isColumnHidden(PlanTableModel::HostColumn))
        << hosts->summaryText().toStdString();
    EXPECT_EQ(model->index(3, PlanTableModel::HostColumn).data().toString(),
              QStringLiteral("node_1"));
    EXPECT_TRUE(hosts->summaryText().startsWith(QStringLiteral("2 servers write the target ranks")))
        << hosts->summaryText().toStdString();
    EXPECT_NE(hosts->commandLine().indexOf(QStringLiteral(" --rank-table msrun:4:2 --verify")), -1)
        << hosts->commandLine().toStdString();
    const QString broken = m_dir.filePath(QStringLiteral("broken_table.json"));
    {
        QFile file(broken);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(R"({"version": "1.0", "server_list": [)");
    }
    EXPECT_FALSE(m_view->controller()->hosts()->setRankTable(broken));
    EXPECT_TRUE(preview->table()->isColumnHidden(PlanTableModel::HostColumn));
    EXPECT_TRUE(
        hosts->summaryText().startsWith(QStringLiteral("The target rank table was not used: ")))
        << hosts->summaryText().toStdString();
    EXPECT_NE(hosts->summaryText().indexOf(broken), -1) << hosts->summaryText().toStdString();
    // Back to the run's table, which places an 8-rank target again.
    EXPECT_TRUE(m_view->controller()->hosts()->setRankTable(QString()));
    ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=2")));
    EXPECT_EQ(hosts->commandLine().toStdString(), expected.toStdString());
    // A chosen table of another size than the target says so.
    EXPECT_TRUE(m_view->controller()->hosts()->setRankTable(QStringLiteral("msrun:4:2")));
    EXPECT_EQ(
        hosts->summaryText(),
        QStringLiteral("No servers: the chosen rank table places 4 ranks, the target has 8."));
}
