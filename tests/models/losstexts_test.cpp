// The loss view's pure helpers: the run table model, the crosshair words, axis ticks and the notes
// under the chart.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <cmath>

#include "chinesetranslation.h"
#include "losstestlogs.h"
#include "widgets/models/loss/lossaxisticks.h"
#include "widgets/models/loss/losscrosshairtext.h"
#include "widgets/models/loss/lossnotestext.h"
#include "widgets/models/loss/lossrunlistmodel.h"
#include "widgets/models/loss/lossseriesbuilder.h"

using namespace shardscope;

namespace {

TEST(LossRunListModelTest, PassesTheModelTesterAndReportsEdits) {
    LossRunListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    std::vector<LossRunEntry> runs(2);
    runs[0].name = QStringLiteral("before");
    runs[0].colour = QColor(0x4E79A7);
    runs[0].points = 12345;
    runs[0].logs = 8;
    runs[1].name = QStringLiteral("after");
    runs[1].unread = 3;
    runs[1].unreadExample = QStringLiteral("line 7: missing loss");
    model.setRuns(runs);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.columnCount(), LossRunListModel::ColumnCount);
    EXPECT_EQ(model.index(0, LossRunListModel::NameColumn).data(Qt::DecorationRole).value<QColor>(),
              QColor(0x4E79A7));
    EXPECT_EQ(model.index(0, LossRunListModel::PointsColumn).data(LossRunListModel::SortRole),
              QVariant(qint64{12345}));
    EXPECT_EQ(model.index(1, LossRunListModel::UnreadColumn).data(Qt::ToolTipRole).toString(),
              QStringLiteral("line 7: missing loss"));

    QSignalSpy visible(&model, &LossRunListModel::visibilityChanged);
    QSignalSpy offset(&model, &LossRunListModel::offsetChanged);
    EXPECT_TRUE(model.setData(model.index(1, LossRunListModel::NameColumn), Qt::Unchecked,
                              Qt::CheckStateRole));
    ASSERT_EQ(visible.count(), 1);
    EXPECT_EQ(visible[0][0].toInt(), 1);
    EXPECT_FALSE(visible[0][1].toBool());
    EXPECT_FALSE(model.run(1).visible);
    EXPECT_TRUE(model.index(0, LossRunListModel::OffsetColumn).flags() & Qt::ItemIsEditable);
    EXPECT_FALSE(model.index(0, LossRunListModel::PointsColumn).flags() & Qt::ItemIsEditable);
    EXPECT_TRUE(model.setData(model.index(0, LossRunListModel::OffsetColumn), 2500));
    ASSERT_EQ(offset.count(), 1);
    EXPECT_EQ(offset[0][1].toLongLong(), 2500);
    EXPECT_EQ(model.index(0, LossRunListModel::OffsetColumn).data(Qt::EditRole).toInt(), 2500);
    EXPECT_FALSE(
        model.setData(model.index(0, LossRunListModel::OffsetColumn), QStringLiteral("soon")));
    model.setPoints(1, 99);
    model.setRuns({});
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(LossCrosshairTextTest, ValuesOfEveryRunAtTheStep) {
    LossCurve a;
    a.label = QStringLiteral("runA");
    a.x = {1100, 1200, 1300};
    a.y = {2.5, 2.0312, 1.9};
    a.smoothed = a.y;
    LossCurve b;
    b.label = QStringLiteral("runB");
    b.x = {1199, 1201};
    b.y = {2.0451, 2.04};
    b.smoothed = b.y;
    LossCurve hidden = a;
    hidden.label = QStringLiteral("hidden");
    hidden.visible = false;
    const std::vector<LossCurve> curves = {a, b, hidden};
    const double x = LossCrosshairText::snap(curves, 1203);
    EXPECT_EQ(x, 1201);
    EXPECT_EQ(LossCrosshairText::snap(curves, 1180), 1199);
    const auto entries = LossCrosshairText::entries(curves, 1200);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(LossCrosshairText::text(LossAxis::Step, 1200, entries),
              QStringLiteral("step 1200: runA 2.031, runB 2.045 (step 1199)"));
    EXPECT_TRUE(
        LossCrosshairText::html(LossAxis::Step, 1200, entries).contains(QStringLiteral("runB")));
    EXPECT_EQ(LossCrosshairText::xText(LossAxis::Epoch, 1.25), QStringLiteral("epoch 1.25"));
    EXPECT_EQ(LossCrosshairText::xText(LossAxis::RelativeTime, 1.5),
              QStringLiteral("1:30:00 elapsed"));
    EXPECT_EQ(LossCrosshairText::xText(LossAxis::WallTime, 1743953667),
              QStringLiteral("2025-04-06 15:34:27"));
    EXPECT_EQ(LossCrosshairText::value(123456.7), QStringLiteral("123457"));
    EXPECT_EQ(LossCrosshairText::value(1e-5), QStringLiteral("1e-05"));
}

TEST(LossCrosshairTextTest, RunsThatEndedLongBeforeTheStepAreNotListed) {
    LossCurve shortRun;
    shortRun.label = QStringLiteral("short");
    shortRun.x = {100, 200, 300, 400, 500};
    shortRun.y = {5, 4, 3, 2, 1};
    LossCurve longRun;
    longRun.label = QStringLiteral("long");
    longRun.x = {100, 1000, 2000};
    longRun.y = {5, 3, 1};
    const std::vector<LossCurve> curves = {shortRun, longRun};
    auto entries = LossCrosshairText::entries(curves, 2000);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].label, QStringLiteral("long"));
    // Within one spacing of its last point a run still answers, with the step it has.
    entries = LossCrosshairText::entries(curves, 560);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(LossCrosshairText::text(LossAxis::Step, 560, entries),
              QStringLiteral("step 560: short 1 (step 500), long 3 (step 1000)"));
}

TEST(LossAxisTicksTest, LogAndTimeTicks) {
    std::vector<QString> labels;
    for (const LossTick& t : LossAxisTicks::logTicks(1.8, 11)) {
        labels.push_back(t.label);
    }
    EXPECT_EQ(labels, (std::vector<QString>{QStringLiteral("2"), QStringLiteral("5"),
                                            QStringLiteral("10")}));
    const auto decades = LossAxisTicks::logTicks(1e-3, 1e3);
    ASSERT_EQ(decades.size(), 7u);
    EXPECT_DOUBLE_EQ(decades.front().value, -3);
    const auto times = LossAxisTicks::timeTicks(3600 * 10 + 5, 3600 * 13, 6);
    ASSERT_FALSE(times.empty());
    EXPECT_EQ(times.front().label, QStringLiteral("10:30"));
    EXPECT_EQ(LossAxisTicks::niceStep(1000, 5), 200);
    EXPECT_EQ(LossAxisTicks::linearFormat(0, 10, 0.5), QStringLiteral("%.1f"));
}

TEST(LossNotesTextTest, SaysWhatIsSummarisedAndNotDrawn) {
    LossCurve c;
    c.y = {1, std::nan(""), -1};
    c.withoutX = 2;
    c.summarised = true;
    c.inRange = 12345;
    const std::vector<LossCurve> curves = {c};
    const QLocale locale;
    EXPECT_EQ(LossNotesText::summarised(curves, 800),
              QStringLiteral("%1 points summarised in %2 columns (min–max per column); zoom in "
                             "for every point")
                  .arg(locale.toString(12345), locale.toString(800)));
    EXPECT_EQ(LossNotesText::notDrawn(curves, LossAxis::Step, true),
              QStringLiteral("Not drawn: 1 NaN or infinite, 1 not above 0 (log scale), 2 without "
                             "a step"));
    const LogRun r =
        losstest::run("bad", {"epoch: 1 step: 1, loss is 2.0\nepoch: 1 step: 2\n"}, false);
    EXPECT_EQ(LossNotesText::unreadCount(r), 1);
    EXPECT_TRUE(LossNotesText::unreadExample(r).startsWith(QStringLiteral("line 2: missing loss")))
        << LossNotesText::unreadExample(r).toStdString();
}

// The unread line's reason is the catalogue's sentence: the CLI's English, the window's Chinese.
TEST(LossNotesTextTest, UnreadExampleSaysWhyInTheWindowsLanguage) {
    const LogRun r = losstest::run(
        "bad", {"{\"step\": 1, \"loss\": 2.0}\n{\"step\": \"x\", \"loss\": 2.0}\n"}, false);
    EXPECT_EQ(LossNotesText::unreadExample(r),
              QStringLiteral("line 2: not a number: key 'step': 'x' is not a whole number"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(LossNotesText::unreadExample(r),
              QStringLiteral("第 2 行：不是数字：键 'step'：'x' 不是整数"));
}

}  // namespace
