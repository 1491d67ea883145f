// The Loss tab on a run with hundreds of loss-printing ranks (issue 35): every rank's line is
// drawn by one layer, not one QLineSeries each (whose outlines stalled the window for a
// second), the legend keeps one entry for the run, and the crosshair names the lowest and
// highest rank and their mean instead of a row per rank. Runs with few ranks are drawn as before.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

#include "losstestlogs.h"
#include "testhome.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/lossranklayer.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossrunlistmodel.h"

using namespace shardscope;

namespace {

constexpr int kRanks = 300;
constexpr int kSteps = 10;

// Rank r's loss at global step g: exact in binary, so the crosshair's values are known.
double lossOf(int rank, int64_t g) {
    return 2.0 + rank / 1024.0 + static_cast<double>(g) / 128.0;
}

// `ranks` LossMonitor logs in <dir>/<name>/log/rank_<r>.log; returns the log folder.
QString writeRun(const QTemporaryDir& dir, const QString& name, int ranks) {
    const QString logs = dir.filePath(name + QStringLiteral("/log"));
    QDir().mkpath(logs);
    for (int r = 0; r < ranks; ++r) {
        QFile f(logs + QStringLiteral("/rank_%1.log").arg(r));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        const std::string text =
            losstest::lossMonitorLog(1, kSteps, [r](int64_t g) { return lossOf(r, g); });
        f.write(text.data(), static_cast<qint64>(text.size()));
    }
    return logs;
}

bool open(LossView& view, const QString& path) {
    QSignalSpy spy(view.controller(), &LossController::loaded);
    view.controller()->openPaths({path});
    return spy.wait(kSettleMs) && spy[0][0].toBool();
}

// The legend's entries: the labels of its markers, each once (a run's hidden markers repeat it).
QStringList legendLabels(const LossChart& chart) {
    QStringList out;
    for (QLegendMarker* m : chart.chart()->legend()->markers()) {
        if (!m->label().isEmpty()) {
            out << m->label();
        }
    }
    out.removeDuplicates();
    return out;
}

}  // namespace

TEST(LossManyRanks, EveryRankIsDrawnByTheLayerAndTheCrosshairSummarises) {
    QTemporaryDir dir;
    LossView view;
    view.resize(1280, 800);
    view.show();
    ASSERT_TRUE(open(view, writeRun(dir, QStringLiteral("many"), kRanks)));
    LossChart& chart = *view.chart();
    ASSERT_EQ(view.curves().size(), static_cast<size_t>(kRanks));

    // One line per rank, in the layer, with the curve's own points; one series: the legend's.
    const LossRankLayer& layer = chart.rankLayer();
    EXPECT_EQ(layer.curveCount(), kRanks);
    ASSERT_EQ(layer.lines().size(), static_cast<size_t>(kRanks));
    EXPECT_EQ(layer.runs(), std::vector<int>{0});
    EXPECT_EQ(layer.lines()[7].points, view.curves()[7].raw);
    EXPECT_EQ(layer.lines()[7].points.size(), kSteps);
    EXPECT_EQ(layer.lines()[7].points[3], QPointF(4, view.curves()[7].y[3]));
    EXPECT_EQ(layer.lines()[7].points[3].y(), 2.03808594);  // 2 + 7 / 1024 + 4 / 128 as logged
    EXPECT_EQ(layer.lines()[7].pen.widthF(), 1.0);
    EXPECT_EQ(layer.lines()[7].pen.color(), view.curves()[7].colour);
    ASSERT_EQ(chart.chart()->series().size(), 1);
    EXPECT_EQ(static_cast<QLineSeries*>(chart.chart()->series()[0])->count(), 0);
    EXPECT_EQ(chart.chart()->legend()->markers().size(), 1);
    EXPECT_EQ(legendLabels(chart), QStringList{QStringLiteral("many (300 logs)")});

    // The crosshair: the highest rank, the mean over the ranks, the lowest rank.
    ASSERT_TRUE(chart.showCrosshairAt(4));
    EXPECT_EQ(chart.crosshairText(),
              QStringLiteral("step 4: many/rank_299 (highest of 300) 2.323, "
                             "many mean of 300 logs 2.177, many/rank_0 (lowest of 300) 2.031"));

    // Mean and band: one curve again, drawn as series; nothing left in the layer.
    view.controller()->setRankMode(LossRankMode::MeanBand);
    EXPECT_EQ(layer.curveCount(), 0);
    EXPECT_TRUE(layer.lines().empty());
    ASSERT_EQ(view.curves().size(), 1u);
    EXPECT_EQ(view.curves()[0].ranks, kRanks);
    EXPECT_EQ(legendLabels(chart), QStringList{QStringLiteral("many (mean of 300 logs)")});

    // Each rank again, then the run hidden (the only one: an empty chart) and shown.
    view.controller()->setRankMode(LossRankMode::Individual);
    EXPECT_EQ(layer.curveCount(), kRanks);
    view.controller()->setRunVisible(0, false);
    EXPECT_EQ(layer.curveCount(), 0);
    EXPECT_TRUE(chart.chart()->series().isEmpty());
    view.controller()->setRunVisible(0, true);
    EXPECT_EQ(layer.curveCount(), kRanks);
}

TEST(LossManyRanks, AFewRanksAreSeriesAndTheCrosshairListsEach) {
    QTemporaryDir dir;
    LossView view;
    view.resize(1280, 800);
    view.show();
    // Up to kManyRanks ranks: one QLineSeries per rank, as always.
    ASSERT_TRUE(open(view, writeRun(dir, QStringLiteral("few"), LossRankLayer::kManyRanks)));
    LossChart& chart = *view.chart();
    EXPECT_EQ(chart.rankLayer().curveCount(), 0);
    ASSERT_EQ(chart.chart()->series().size(), LossRankLayer::kManyRanks);
    EXPECT_EQ(static_cast<QLineSeries*>(chart.chart()->series()[0])->count(), kSteps);
    EXPECT_EQ(static_cast<QLineSeries*>(chart.chart()->series()[0])->pen().widthF(), 1.5);
    EXPECT_EQ(chart.chart()->legend()->markers().size(), LossRankLayer::kManyRanks);
    EXPECT_EQ(legendLabels(chart), QStringList{QStringLiteral("few (32 logs)")});
    ASSERT_TRUE(chart.showCrosshairAt(4));
    EXPECT_TRUE(chart.crosshairText().startsWith(
        QStringLiteral("step 4: few/rank_0 2.031, few/rank_1 2.032, few/rank_2 2.033, ")));
    EXPECT_EQ(chart.crosshairText().count(QStringLiteral("few/rank_")), 32);
}

// A pipeline's run: every rank writes a log, only the last stage's ranks print the loss. The
// legend counts logs as the run list does, and says how many of the run's logs its curves are
// (it said "4 ranks" beside the list's "8" logs).
TEST(LossManyRanks, TheLegendCountsLogsAsTheRunListDoes) {
    QTemporaryDir dir;
    const QString logs = writeRun(dir, QStringLiteral("pipe"), 8);
    for (int r = 0; r < 4; ++r) {  // the first stage: time per step, no loss
        QFile f(logs + QStringLiteral("/rank_%1.log").arg(r));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(
            "epoch time: 5460.802 ms, per step time: 21.843 ms\n"
            "epoch time: 5460.802 ms, per step time: 21.843 ms\n");
    }
    LossView view;
    view.resize(1280, 800);
    view.show();
    ASSERT_TRUE(open(view, logs));
    const QModelIndex logsCell =
        view.controller()->runDocument()->index(0, LossRunListModel::LogsColumn);
    EXPECT_EQ(logsCell.data().toString(), QStringLiteral("8"));
    EXPECT_EQ(legendLabels(*view.chart()), QStringList{QStringLiteral("pipe (4 of 8 logs)")});
    view.controller()->setRankMode(LossRankMode::MeanBand);
    EXPECT_EQ(legendLabels(*view.chart()),
              QStringList{QStringLiteral("pipe (mean of 4 of 8 logs)")});
}
