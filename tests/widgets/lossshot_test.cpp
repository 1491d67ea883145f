// Temporary: renders the loss view for a visual check (SHARDSCOPE_LOSS_SHOTS=dir).
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <cmath>

#include "losschart.h"
#include "losstestlogs.h"
#include "lossview.h"
#include "synth/synthlog.h"
#include "synth/synthrun.h"

using namespace shardscope;

namespace {

class FakeChinese : public QTranslator {
public:
    QString translate(const char*, const char* source, const char*, int) const override {
        static const QHash<QString, QString> map = {
            {QStringLiteral("Open logs…"), QStringLiteral("打开日志…")},
            {QStringLiteral("Global step"), QStringLiteral("全局步数")},
            {QStringLiteral("Epoch"), QStringLiteral("轮次")},
            {QStringLiteral("Each rank"), QStringLiteral("逐卡显示")},
            {QStringLiteral("Mean, min–max"), QStringLiteral("均值与最小–最大范围")},
            {QStringLiteral("Follow"), QStringLiteral("跟踪文件增长")},
            {QStringLiteral("Export PNG…"), QStringLiteral("导出 PNG 图片…")},
            {QStringLiteral("Export CSV…"), QStringLiteral("导出 CSV 文件…")},
            {QStringLiteral("Smoothing"), QStringLiteral("平滑")},
            {QStringLiteral("EMA"), QStringLiteral("指数滑动平均")},
            {QStringLiteral("Running mean"), QStringLiteral("滑动平均")},
            {QStringLiteral("Log scale"), QStringLiteral("对数坐标")},
            {QStringLiteral("Reset zoom"), QStringLiteral("重置缩放")},
            {QStringLiteral("Run"), QStringLiteral("运行")},
            {QStringLiteral("Logs"), QStringLiteral("日志数")},
            {QStringLiteral("Points"), QStringLiteral("数据点")},
            {QStringLiteral("Unread"), QStringLiteral("未读行")},
            {QStringLiteral("Step offset"), QStringLiteral("步数偏移")},
            {QStringLiteral("%1 (mean of %2 ranks)"), QStringLiteral("%1（%2 张卡的均值）")},
            {QStringLiteral("Unread lines: %1"), QStringLiteral("未能读取的行：%1")},
            {QStringLiteral("%1 points summarised in %2 columns (min–max per column); zoom in "
                            "for every point"),
             QStringLiteral("%1 个数据点汇总到 %2 列（每列最小–最大值）；放大可查看每个点")},
        };
        return map.value(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

std::string afterLog(const SynthConfig& config) {
    std::string out;
    char line[160];
    for (int s = 1; s <= 200; ++s) {
        const double loss = synthLoss(config, 0, s + 300) * (s < 20 ? 1.0 + 0.02 * (20 - s) : 1.0);
        std::snprintf(line, sizeof line, "epoch: 1 step: %d, loss is %.7f\n", s, loss);
        out += line;
    }
    return out;
}

void shot(QWidget& w, const QString& dir, const char* name) {
    QTest::qWait(120);
    w.grab().save(QDir(dir).filePath(QString::fromLatin1(name)));
}

TEST(LossShot, Render) {
    const QString dir = qEnvironmentVariable("SHARDSCOPE_LOSS_SHOTS");
    if (dir.isEmpty()) {
        GTEST_SKIP();
    }
    QTemporaryDir tmp;
    SynthConfig config;
    ASSERT_TRUE(writeSynthRun(tmp.filePath(QStringLiteral("before")).toStdString(), config));
    const QString after = tmp.filePath(QStringLiteral("after.log"));
    {
        QFile f(after);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(afterLog(config).c_str());
        QFile u(tmp.filePath(QStringLiteral("after.log")));
    }
    const auto load = [](LossView& v, const QStringList& paths) {
        QSignalSpy spy(&v, &LossView::loaded);
        v.openPaths(paths);
        spy.wait(20000);
    };
    {
        LossView view;
        view.resize(1100, 700);
        view.show();
        shot(view, dir, "empty.png");
        load(view, {tmp.filePath(QStringLiteral("before/log")), after});
        view.setRunOffset(1, 300);
        view.setSmoothing(0.6);
        shot(view, dir, "individual.png");
        view.setRankMode(LossRankMode::MeanBand);
        view.chart()->showCrosshairAt(320);
        shot(view, dir, "mean.png");
        view.setLogY(true);
        shot(view, dir, "logy.png");
        view.setLogY(false);
        view.exportPng(QDir(dir).filePath(QStringLiteral("export.png")), QSize(900, 500));
        view.setAxis(LossAxis::Epoch);
        shot(view, dir, "epoch.png");
        view.setAxis(LossAxis::Step);
        view.chart()->zoomTo(250, 400);
        shot(view, dir, "zoom.png");
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b2b2b));
        dark.setColor(QPalette::WindowText, QColor(0xe0e0e0));
        dark.setColor(QPalette::Base, QColor(0x1e1e1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x262626));
        dark.setColor(QPalette::Text, QColor(0xe0e0e0));
        dark.setColor(QPalette::Button, QColor(0x353535));
        dark.setColor(QPalette::ButtonText, QColor(0xe0e0e0));
        dark.setColor(QPalette::ToolTipBase, QColor(0x303030));
        dark.setColor(QPalette::ToolTipText, QColor(0xe0e0e0));
        dark.setColor(QPalette::PlaceholderText, QColor(0x909090));
        dark.setColor(QPalette::Mid, QColor(0x505050));
        view.setPalette(dark);
        view.chart()->resetZoom();
        view.chart()->showCrosshairAt(150);
        shot(view, dir, "dark.png");
    }
    {
        std::vector<int64_t> steps;
        std::vector<double> values;
        for (int i = 1; i <= 100000; ++i) {
            steps.push_back(i);
            values.push_back(2.0 + 8.0 * std::exp(-i / 8000.0) + 0.3 * std::sin(i * 0.37) +
                             (i % 20011 == 0 ? 3.0 : 0.0));
        }
        const QString big = tmp.filePath(QStringLiteral("big.csv"));
        QFile f(big);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(losstest::csvLog(steps, values).c_str());
        f.close();
        const QString bad = tmp.filePath(QStringLiteral("bad.log"));
        QFile b(bad);
        ASSERT_TRUE(b.open(QIODevice::WriteOnly));
        b.write(
            "epoch: 1 step: 1, loss is 9.5\nepoch: 1 step: 2\nepoch: 1 step: 3, loss is nan\n"
            "epoch: 1 step: 4, loss is 9.1\n");
        b.close();
        LossView view;
        view.resize(1100, 700);
        view.show();
        load(view, {big, bad});
        view.setSmoothing(0.9);
        shot(view, dir, "big.png");
        FakeChinese zh;
        QCoreApplication::installTranslator(&zh);
        LossView narrow;
        narrow.resize(820, 560);
        narrow.show();
        load(narrow, {big, bad});
        narrow.setRankMode(LossRankMode::MeanBand);
        shot(narrow, dir, "narrow_zh.png");
        QCoreApplication::removeTranslator(&zh);
    }
}

}  // namespace
