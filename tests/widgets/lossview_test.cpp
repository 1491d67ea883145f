// LossView driven as a user drives it: open logs (files, per-rank folders, drops, a run
// folder), overlay runs, switch ranks to a mean with its band, smooth, offset a resumed run,
// zoom into a summarised curve, read the crosshair, hide a run, export CSV and PNG, follow a
// log that grows.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QMimeData>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QWheelEvent>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <functional>

#include "logs/rankband.h"
#include "logs/smoothing.h"
#include "losstestlogs.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossrunlistmodel.h"

using namespace shardscope;

namespace {

class LossViewTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        const QString synth = s_dir->filePath(QStringLiteral("synth"));
        ASSERT_TRUE(writeSynthRun(synth.toStdString(), SynthConfig{}));
    }
    static void TearDownTestSuite() { delete s_dir; }

    static QString synthRun() { return s_dir->filePath(QStringLiteral("synth")); }
    static QString synthLogs() { return s_dir->filePath(QStringLiteral("synth/log")); }

    QString write(const QString& name, const std::string& text) {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text.data(), static_cast<qint64>(text.size()));
        return path;
    }
    static bool wait(LossView& view, const std::function<void()>& start) {
        QSignalSpy spy(view.controller(), &LossController::loaded);
        start();
        if (!spy.wait(kSettleMs)) {
            ADD_FAILURE() << "no loaded() signal";
            return false;
        }
        return spy[0][0].toBool();
    }
    static bool open(LossView& view, const QStringList& paths) {
        return wait(view, [&] { view.controller()->openPaths(paths); });
    }
    static QStringList metricsOf(const LossView& view) {
        QStringList out;
        for (const LossMetricName& m : view.controller()->state().metrics) {
            out << QString::fromStdString(m.name);
        }
        return out;
    }
    static std::vector<const LossCurve*> curvesOf(const LossView& view, int run) {
        std::vector<const LossCurve*> out;
        for (const LossCurve& c : view.curves()) {
            if (c.run == run) {
                out.push_back(&c);
            }
        }
        return out;
    }

    QTemporaryDir m_dir;
    static inline QTemporaryDir* s_dir = nullptr;
};

TEST_F(LossViewTest, EmptyStateThenOverlayOfTwoRuns) {
    LossView view;
    view.resize(1100, 700);
    view.show();
    auto* stack = view.findChild<QStackedWidget*>();
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->currentIndex(), 0);
    EXPECT_FALSE(view.controller()->isLoading());

    const QString mf = write(QStringLiteral("mindformers.log"), losstest::mindFormersLog(40, 9.0));
    ASSERT_TRUE(open(view, {synthLogs(), mf}));
    EXPECT_EQ(stack->currentIndex(), 1);
    ASSERT_EQ(view.controller()->runs().size(), 2u);
    EXPECT_EQ(view.controller()->runs()[0].name, "synth");
    EXPECT_EQ(view.controller()->runs()[0].logs.size(), 8u);
    EXPECT_EQ(view.controller()->runs()[1].name, "mindformers");
    // tiny: 2 epochs of 250 steps; only the last pipeline stage (ranks 4..7) has the loss.
    const auto ranks = curvesOf(view, 0);
    ASSERT_EQ(ranks.size(), 4u);
    for (const LossCurve* c : ranks) {
        EXPECT_EQ(c->x.size(), 500u);
        EXPECT_EQ(c->x.front(), 1);
        EXPECT_EQ(c->x.back(), 500);
    }
    EXPECT_EQ(ranks[0]->label, QStringLiteral("synth/rank_4"));
    ASSERT_EQ(curvesOf(view, 1).size(), 1u);
    EXPECT_EQ(curvesOf(view, 1)[0]->x.size(), 40u);
    LossRunListModel* model = view.controller()->runDocument();
    EXPECT_EQ(model->run(0).points, 2000);
    EXPECT_EQ(model->run(1).points, 40);
    EXPECT_EQ(model->run(0).logs, 8);
    EXPECT_NE(model->run(0).colour, model->run(1).colour);
    EXPECT_TRUE(metricsOf(view).contains(QStringLiteral("lr")));
    EXPECT_TRUE(metricsOf(view).contains(QStringLiteral("per_step_time")));
    EXPECT_EQ(metricsOf(view).first(), QStringLiteral("loss"));

    // Per-rank logs as their mean with a min-max band, exactly the core's.
    view.controller()->setRankMode(LossRankMode::MeanBand);
    ASSERT_EQ(curvesOf(view, 0).size(), 1u);
    const LossCurve& mean = *curvesOf(view, 0)[0];
    const RankBand band = rankBand(view.controller()->runs()[0], "loss");
    EXPECT_EQ(mean.ranks, 4);
    EXPECT_EQ(mean.x, band.x);
    EXPECT_EQ(mean.y, band.mean);
    EXPECT_EQ(mean.bandMin, band.min);
    EXPECT_EQ(mean.bandMax, band.max);
    EXPECT_FALSE(mean.upper.isEmpty());

    // Another metric: only the run that has it.
    view.controller()->setMetric(QStringLiteral("lr"));
    EXPECT_EQ(QString::fromStdString(view.controller()->state().series.metric),
              QStringLiteral("lr"));
    EXPECT_TRUE(curvesOf(view, 0).empty());
    ASSERT_EQ(curvesOf(view, 1).size(), 1u);
    EXPECT_DOUBLE_EQ(curvesOf(view, 1)[0]->y[1], 2e-5);
    EXPECT_EQ(model->run(0).points, 0);
}

TEST_F(LossViewTest, SmoothingOffsetAndCrosshair) {
    LossView view;
    view.resize(1000, 650);
    view.show();
    const QString before =
        write(QStringLiteral("before.csv"), losstest::csvLog({1, 2, 3, 4}, {4.0, 3.0, 2.5, 2.25}));
    const QString after =
        write(QStringLiteral("after.csv"), losstest::csvLog({1, 2, 3}, {2.0, 1.5, 1.25}));
    ASSERT_TRUE(open(view, {before, after}));
    ASSERT_EQ(view.curves().size(), 2u);

    view.controller()->setSmoothing(0.6);
    EXPECT_DOUBLE_EQ(view.controller()->state().series.weight, 0.6);
    for (const LossCurve& c : view.curves()) {
        EXPECT_TRUE(c.smoothedApplied);
        EXPECT_EQ(c.smoothed, smoothEma(c.y, 0.6));
    }
    view.controller()->setSmoothingMethod(LossSmoothing::RunningMean);
    EXPECT_EQ(view.curves()[0].smoothed, smoothRunningMean(view.curves()[0].y, 4));
    view.controller()->setSmoothing(0);
    EXPECT_FALSE(view.curves()[0].smoothedApplied);

    // The resumed run continues at step 4: its steps move by exactly 3.
    view.controller()->setRunOffset(1, 3);
    EXPECT_EQ(curvesOf(view, 1)[0]->x, (std::vector<double>{4, 5, 6}));
    EXPECT_EQ(curvesOf(view, 0)[0]->x, (std::vector<double>{1, 2, 3, 4}));
    EXPECT_EQ(view.controller()->runDocument()->run(1).offset, 3);

    ASSERT_TRUE(view.chart()->showCrosshairAt(4.2));
    EXPECT_EQ(view.chart()->crosshairText(), QStringLiteral("step 4: before 2.25, after 2"));
    view.controller()->setRunVisible(0, false);
    ASSERT_TRUE(view.chart()->showCrosshairAt(5));
    EXPECT_EQ(view.chart()->crosshairText(), QStringLiteral("step 5: after 1.5"));

    view.controller()->setLogY(true);
    EXPECT_TRUE(view.controller()->state().logY);
    EXPECT_TRUE(view.chart()->logY());
}

TEST_F(LossViewTest, CsvOfVisibleRunsAndPng) {
    LossView view;
    view.resize(1000, 650);
    view.show();
    const QString a = write(QStringLiteral("a.csv"), losstest::csvLog({1, 2}, {2.0, 1.0}));
    const QString b = write(QStringLiteral("b.csv"), losstest::csvLog({1, 2}, {3.0, 2.5}));
    ASSERT_TRUE(open(view, {a, b}));
    view.controller()->setRunOffset(1, 10);
    const QString out = m_dir.filePath(QStringLiteral("all.csv"));
    ASSERT_TRUE(view.exportCsv(out));
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(f.readAll()),
              QStringLiteral("run,global_step,epoch,step,value,smoothed\n"
                             "a,1,,1,2,2\n"
                             "a,2,,2,1,1\n"
                             "b,11,,1,3,3\n"
                             "b,12,,2,2.5,2.5\n"));
    // Hiding a run by its legend entry removes it from the export.
    Q_EMIT view.chart()->runToggled(0);
    EXPECT_FALSE(view.controller()->runDocument()->run(0).visible);
    EXPECT_EQ(view.controller()->csv(), QStringLiteral("run,global_step,epoch,step,value,smoothed\n"
                                                       "b,11,,1,3,3\n"
                                                       "b,12,,2,2.5,2.5\n"));
    // The table's check box brings it back.
    const QModelIndex check =
        view.controller()->runDocument()->index(0, LossRunListModel::NameColumn);
    ASSERT_TRUE(view.controller()->runDocument()->setData(check, Qt::Checked, Qt::CheckStateRole));
    EXPECT_TRUE(view.controller()->csv().contains(QStringLiteral("a,1,,1,2,2\n")));

    const QString png = m_dir.filePath(QStringLiteral("chart.png"));
    ASSERT_TRUE(view.exportPng(png, QSize(640, 400)));
    QImage img(png);
    ASSERT_FALSE(img.isNull());
    EXPECT_EQ(img.size(), QSize(640, 400));
    int differing = 0;
    const QRgb corner = img.pixel(0, 0);
    for (int y = 0; y < img.height(); y += 4) {
        for (int x = 0; x < img.width(); x += 4) {
            differing += img.pixel(x, y) != corner;
        }
    }
    EXPECT_GT(differing, 200);  // axes, labels, curves
}

// Issue 34 #25: a 1600 x 900 export drew the screen's small text on a big image. The chart is
// laid out smaller and drawn scaled: text and lines grow with the image.
TEST(LossChartExport, TextGrowsWithTheImage) {
    EXPECT_EQ(LossChart::exportScale(QSize(640, 400)), 1.0);
    EXPECT_EQ(LossChart::exportScale(QSize(1000, 560)), 1.0);
    EXPECT_DOUBLE_EQ(LossChart::exportScale(QSize(1600, 900)), 1.6);
    EXPECT_DOUBLE_EQ(LossChart::exportScale(QSize(1920, 1080)), 1.92);
    EXPECT_DOUBLE_EQ(LossChart::exportScale(QSize(2560, 1440)), 2.56);
    EXPECT_DOUBLE_EQ(LossChart::exportScale(QSize(1600, 400)), 1.0);  // a strip: the height
    EXPECT_EQ(LossChart::exportScale(QSize(8000, 6000)), 4.0);
}

TEST_F(LossViewTest, ManyPointsAreSummarisedAndZoomReadsFullResolution) {
    constexpr int kPoints = 100000;
    std::vector<int64_t> steps;
    std::vector<double> values;
    for (int i = 1; i <= kPoints; ++i) {
        steps.push_back(i);
        values.push_back(3.0 + std::sin(i * 0.37) + (i == 54321 ? 50.0 : 0.0));
    }
    const QString big = write(QStringLiteral("big.csv"), losstest::csvLog(steps, values));
    LossView view;
    view.resize(1000, 650);
    view.show();
    ASSERT_TRUE(open(view, {big}));
    // The plot's own width, once laid out, decides the columns: wait for the summary made for
    // it (layout and redraw are queued; a fixed wait is too short on a busy machine).
    ASSERT_TRUE(QTest::qWaitFor(
        [&view] {
            return view.chart()->columns() > 200 && !view.curves().empty() &&
                   view.curves()[0].summarised &&
                   view.curves()[0].envelope.columns.size() == view.chart()->columns();
        },
        kSettleMs));
    const LossCurve& c = view.curves()[0];
    const size_t columns = view.chart()->columns();
    ASSERT_GT(columns, 200u);
    ASSERT_TRUE(c.summarised);
    EXPECT_EQ(c.envelope.columns.size(), columns);
    size_t total = 0;
    double top = 0;
    for (const EnvelopeColumn& col : c.envelope.columns) {
        total += col.count;
        top = std::max(top, col.max);
    }
    EXPECT_EQ(total, static_cast<size_t>(kPoints));
    EXPECT_EQ(top, values[54320]);
    const QLocale locale;
    EXPECT_TRUE(view.notesText().startsWith(
        QStringLiteral("%1 points summarised in %2 columns")
            .arg(locale.toString(kPoints), locale.toString(static_cast<qint64>(columns)))))
        << view.notesText().toStdString();

    view.chart()->zoomTo(54000, 54100);
    EXPECT_TRUE(view.chart()->isZoomed());
    const LossCurve& zoomed = view.curves()[0];
    EXPECT_FALSE(zoomed.summarised);
    EXPECT_EQ(zoomed.inRange, 101u);
    EXPECT_EQ(zoomed.raw.size(), 103);  // and one either side
    EXPECT_FALSE(view.notesText().contains(QStringLiteral("summarised")));
    view.chart()->resetZoom();
    EXPECT_FALSE(view.chart()->isZoomed());
    EXPECT_TRUE(view.curves()[0].summarised);
}

TEST_F(LossViewTest, RubberBandWheelAndLegendClicks) {
    std::vector<int64_t> steps;
    std::vector<double> values;
    for (int i = 1; i <= 1000; ++i) {
        steps.push_back(i);
        values.push_back(10.0 / i);
    }
    const QString a = write(QStringLiteral("a.csv"), losstest::csvLog(steps, values));
    const QString b = write(QStringLiteral("b.csv"), losstest::csvLog(steps, values));
    LossView view;
    view.resize(1000, 650);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    ASSERT_TRUE(open(view, {a, b}));
    LossChart* chart = view.chart();
    // The plot area exists once the chart is laid out at the view's size.
    ASSERT_TRUE(
        QTest::qWaitFor([chart] { return chart->chart()->plotArea().width() > 400; }, kSettleMs));
    const QRectF area = chart->chart()->plotArea();
    const QPoint from = chart->mapFromScene(
        chart->chart()->mapToScene(area.topLeft() + QPointF(area.width() * 0.25, 10)));
    const QPoint to = chart->mapFromScene(chart->chart()->mapToScene(
        area.topLeft() + QPointF(area.width() * 0.5, area.height() - 10)));
    QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(chart->viewport(), (from + to) / 2);
    QTest::mouseMove(chart->viewport(), to);
    QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, to);
    ASSERT_TRUE(chart->isZoomed());
    const auto shown = *chart->shownRange();
    EXPECT_NEAR(shown.first, 250, 10);
    EXPECT_NEAR(shown.second, 500, 10);
    for (const LossCurve& c : view.curves()) {
        EXPECT_FALSE(c.summarised);
        EXPECT_EQ(c.inRange,
                  static_cast<size_t>(std::floor(shown.second) - std::ceil(shown.first) + 1));
    }
    QTest::mouseClick(chart->viewport(), Qt::RightButton, {}, to);
    EXPECT_FALSE(chart->isZoomed());

    const QPoint centre = chart->mapFromScene(chart->chart()->mapToScene(area.center()));
    QWheelEvent wheel(centre, chart->viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(chart->viewport(), &wheel);
    ASSERT_TRUE(chart->isZoomed());
    const auto wheeled = *chart->shownRange();
    EXPECT_NEAR(wheeled.second - wheeled.first, 999 * 0.64, 1);

    const auto markers = chart->chart()->legend()->markers();
    QLegendMarker* first = nullptr;
    for (QLegendMarker* m : markers) {
        if (m->label() == QStringLiteral("a")) {  // the run's entry; the faded lines have none
            first = m;
        }
    }
    ASSERT_NE(first, nullptr);
    Q_EMIT first->clicked();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view.controller()->runDocument()->run(0).visible; },
                                kSettleMs));
    EXPECT_FALSE(view.controller()->csv().contains(QStringLiteral("\na,")));
}

TEST_F(LossViewTest, FollowPicksUpAppendedLines) {
    const auto loss = [](int64_t g) { return 5.0 / static_cast<double>(g); };
    const std::string first = losstest::lossMonitorLog(1, 10, loss);
    const QString path = write(QStringLiteral("growing.log"), first);
    LossView view;
    view.show();
    ASSERT_TRUE(open(view, {path}));
    EXPECT_EQ(view.controller()->runDocument()->run(0).points, 10);
    view.controller()->followFiles(true);
    EXPECT_TRUE(view.controller()->isFollowing());
    QTest::qWait(200);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::Append));
    f.write("epoch: 2 step: 1, loss is 0.45\nepoch: 2 step: 2, loss is 0.41\n");
    f.close();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return view.controller()->runDocument()->run(0).points == 12; }, kSettleMs));
    ASSERT_EQ(view.curves()[0].x.size(), 12u);
    EXPECT_EQ(view.curves()[0].x.back(), 12);
    EXPECT_EQ(view.curves()[0].y.back(), 0.41);
    view.controller()->followFiles(false);
    EXPECT_FALSE(view.controller()->isFollowing());
}

TEST_F(LossViewTest, DropRunFolderAndErrors) {
    LossView view;
    view.show();
    const QString a = write(QStringLiteral("drop/a.csv"), losstest::csvLog({1, 2}, {2.0, 1.0}));
    auto* mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(a)});
    EXPECT_TRUE(wait(view, [&] {
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &enter);
        EXPECT_TRUE(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &drop);
    }));
    delete mime;
    ASSERT_EQ(view.controller()->runs().size(), 1u);

    // A run folder's logs are added; the same logs opened again replace their run, not "(2)".
    EXPECT_TRUE(
        wait(view, [&] { EXPECT_TRUE(view.controller()->openRunFolder(synthRun(), true)); }));
    ASSERT_EQ(view.controller()->runs().size(), 2u);
    EXPECT_EQ(view.controller()->runs()[1].logs.size(), 8u);
    const std::string name = view.controller()->runs()[1].name;
    EXPECT_TRUE(wait(view, [&] { view.controller()->addPaths({synthLogs()}); }));
    ASSERT_EQ(view.controller()->runs().size(), 2u);
    EXPECT_EQ(view.controller()->runs()[1].name, name);
    EXPECT_FALSE(view.controller()->openRunFolder(m_dir.filePath(QStringLiteral("drop"))));

    EXPECT_FALSE(open(view, {m_dir.filePath(QStringLiteral("missing.log"))}));
    EXPECT_FALSE(view.errorText().isEmpty());
    EXPECT_EQ(view.controller()->runs().size(), 2u);  // a failed load keeps what was shown

    const QString unread = write(QStringLiteral("unread.log"),
                                 "epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2\n"
                                 "epoch: 1 step: 3, loss is 2.25\n");
    ASSERT_TRUE(open(view, {unread}));
    EXPECT_EQ(view.controller()->runDocument()->run(0).unread, 1);
    EXPECT_TRUE(view.unreadText().startsWith(QStringLiteral("Unread lines: unread 1 (line 2:")))
        << view.unreadText().toStdString();
    view.clear();
    EXPECT_TRUE(view.controller()->runs().empty());
    EXPECT_EQ(view.findChild<QStackedWidget*>()->currentIndex(), 0);
}

// A run folder opened on another tab: its rank folders are listed for logs by the job, never
// on the UI thread (4,096 of them take tens of milliseconds), and a folder without logs adds
// nothing and says nothing.
TEST_F(LossViewTest, ARunFolderIsListedForLogsInTheBackground) {
    LossView view;
    EXPECT_TRUE(wait(view, [&] {
        view.controller()->addRunFolderSoon(synthRun());
        EXPECT_TRUE(view.controller()->isLoading());
        EXPECT_TRUE(view.controller()->runs().empty());  // nothing listed or read yet
    }));
    ASSERT_EQ(view.controller()->runs().size(), 1u);
    EXPECT_EQ(view.controller()->runs()[0].logs.size(), 8u);
    const QString empty = m_dir.filePath(QStringLiteral("no-logs"));
    QDir().mkpath(empty + QStringLiteral("/rank_0"));
    EXPECT_TRUE(wait(view, [&] { view.controller()->addRunFolderSoon(empty); }));
    EXPECT_EQ(view.controller()->runs().size(), 1u);
    EXPECT_TRUE(view.errorText().isEmpty());
}

// A run closed while its logs are still being listed or read never comes back.
TEST_F(LossViewTest, ARunFolderClosedWhileItsLogsLoadAddsNothing) {
    LossView view;
    EXPECT_TRUE(wait(view, [&] {
        view.controller()->addRunFolderSoon(synthRun());
        view.controller()->removeRunsUnder(synthRun());
    }));
    EXPECT_TRUE(view.controller()->runs().empty());
    // Opened again, it comes back.
    EXPECT_TRUE(wait(view, [&] { view.controller()->addRunFolderSoon(synthRun()); }));
    EXPECT_EQ(view.controller()->runs().size(), 1u);
}

TEST_F(LossViewTest, CancelDropsTheLoad) {
    LossView view;
    QSignalSpy spy(view.controller(), &LossController::loaded);
    view.controller()->openPaths({synthLogs()});
    EXPECT_TRUE(view.controller()->isLoading());
    view.controller()->cancel();
    EXPECT_FALSE(view.controller()->isLoading());
    ASSERT_EQ(spy.count(), 1);
    EXPECT_FALSE(spy[0][0].toBool());
    QTest::qWait(300);
    EXPECT_EQ(spy.count(), 1);
    EXPECT_TRUE(view.controller()->runs().empty());
}

// Logs added one after another while earlier ones still load are all shown, each as its run;
// a log opened again replaces its run instead of adding a "(2)".
TEST(LossViewLoads, LogsAddedWhileLoadingAreQueuedNotLost) {
    QTemporaryDir dir;
    QStringList paths;
    for (const char* name : {"a.csv", "b.csv", "c.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(losstest::csvLog({1, 2, 3}, {1, 2, 3}).c_str());
        paths << path;
    }
    LossView view;
    for (const QString& path : paths) {
        view.controller()->addPaths({path});  // as three command-line arguments arrive
    }
    EXPECT_TRUE(view.controller()->isLoading());
    ASSERT_TRUE(QTest::qWaitFor([&view] { return !view.controller()->isLoading(); }, kSettleMs));
    ASSERT_EQ(view.controller()->runs().size(), 3u);
    EXPECT_EQ(view.controller()->runs()[0].name, "a");
    EXPECT_EQ(view.controller()->runs()[1].name, "b");
    EXPECT_EQ(view.controller()->runs()[2].name, "c");

    view.controller()->addPaths({paths[1]});
    ASSERT_TRUE(QTest::qWaitFor([&view] { return !view.controller()->isLoading(); }, kSettleMs));
    ASSERT_EQ(view.controller()->runs().size(), 3u);
    EXPECT_EQ(view.controller()->runs()[1].name, "b");

    view.controller()->addPaths({dir.filePath(QStringLiteral("none.log"))});
    ASSERT_TRUE(QTest::qWaitFor([&view] { return !view.controller()->isLoading(); }, kSettleMs));
    EXPECT_EQ(view.controller()->runs().size(), 3u);  // a failed load leaves the others alone
    EXPECT_FALSE(view.errorText().isEmpty());
}

}  // namespace

TEST_F(LossViewTest, RemovingARunKeepsTheOthersColoursAndExportsAreNamed) {
    LossView view;
    view.resize(1000, 650);
    view.show();
    const QString a = write(QStringLiteral("logs/a.csv"), losstest::csvLog({1, 2}, {2.0, 1.0}));
    const QString b = write(QStringLiteral("logs/b.csv"), losstest::csvLog({1, 2}, {3.0, 2.5}));
    const QString c = write(QStringLiteral("logs/c.csv"), losstest::csvLog({1, 2}, {4.0, 3.5}));
    ASSERT_TRUE(open(view, {a, b, c}));
    ASSERT_EQ(view.controller()->runDocument()->rowCount(), 3);
    const QColor bColour = view.controller()->runDocument()->run(1).colour;
    const QColor cColour = view.controller()->runDocument()->run(2).colour;
    EXPECT_NE(bColour, cColour);
    // Export names come from the runs; the folder is the user's Pictures (or home), not the
    // run's log folder (issue 34 #25), then the folder of the last export.
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString home =
        QFileInfo(pictures).isDir() && !pictures.isEmpty() ? pictures : QDir::homePath();
    EXPECT_EQ(view.defaultExportPath(QStringLiteral(".png")),
              QDir(home).filePath(QStringLiteral("a-and-2-more-loss.png")));
    ASSERT_TRUE(QDir(m_dir.path()).mkpath(QStringLiteral("charts")));
    ASSERT_TRUE(view.exportCsv(m_dir.filePath(QStringLiteral("charts/first.csv"))));
    EXPECT_EQ(view.defaultExportPath(QStringLiteral(".png")),
              m_dir.filePath(QStringLiteral("charts/a-and-2-more-loss.png")));
    EXPECT_EQ(view.exportSize(), QSize(1600, 900));  // not the on-screen strip

    view.controller()->removeRunsUnder(a);
    ASSERT_EQ(view.controller()->runDocument()->rowCount(), 2);
    EXPECT_EQ(view.controller()->runDocument()->run(0).name, QStringLiteral("b"));
    EXPECT_EQ(view.controller()->runDocument()->run(0).colour, bColour);
    EXPECT_EQ(view.controller()->runDocument()->run(1).colour, cColour);
    EXPECT_EQ(view.defaultExportPath(QStringLiteral(".csv")),
              m_dir.filePath(QStringLiteral("charts/b-and-1-more-loss.csv")));
    // A run added later takes the freed colour, not one in use.
    const QString d = write(QStringLiteral("logs/d.csv"), losstest::csvLog({1, 2}, {1.0, 0.5}));
    ASSERT_TRUE(wait(view, [&] { view.controller()->addPaths({d}); }));
    ASSERT_EQ(view.controller()->runDocument()->rowCount(), 3);
    const QColor dColour = view.controller()->runDocument()->run(2).colour;
    EXPECT_NE(dColour, bColour);
    EXPECT_NE(dColour, cColour);
}
