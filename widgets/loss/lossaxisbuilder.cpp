#include "widgets/loss/lossaxisbuilder.h"

#include <QCoreApplication>
#include <QPalette>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "widgets/common/withalpha.h"
#include "widgets/models/loss/lossaxisticks.h"

namespace {

constexpr int kXTicks = 7;
constexpr int kYTicks = 6;

// Labels at chosen values; a category must end after the one before it (or the start).
void appendTicks(QCategoryAxis* axis, double start, const std::vector<LossTick>& ticks) {
    axis->setStartValue(start);
    double last = start;
    for (const LossTick& t : ticks) {
        if (t.value > last) {
            axis->append(t.label, t.value);
            last = t.value;
        }
    }
}

}  // namespace

QString LossAxisBuilder::xTitle(LossAxis axis) {
    switch (axis) {
        case LossAxis::Step:
            return QCoreApplication::translate("LossChart", "Global step");
        case LossAxis::Epoch:
            return QCoreApplication::translate("LossChart", "Epoch");
        case LossAxis::RelativeTime:
            return QCoreApplication::translate("LossChart", "Hours since the first timestamp");
        case LossAxis::WallTime:
            return QCoreApplication::translate("LossChart", "Wall time (as written in the log)");
    }
    return {};
}

void LossAxisBuilder::style(QValueAxis* axis, const QString& title, const QPalette& palette) {
    axis->setTitleText(title);
    QFont font = axis->titleFont();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    font.setBold(false);
    axis->setTitleFont(font);
    axis->setGridLineColor(withAlpha(palette.color(QPalette::Mid), 0.6));
    axis->setMinorGridLineVisible(false);
    axis->setLabelsColor(palette.color(QPalette::Text));
    axis->setTitleBrush(palette.color(QPalette::Text));
}

QValueAxis* LossAxisBuilder::x(LossAxis kind, double x0, double x1, const QPalette& palette) {
    const QString title = xTitle(kind);
    QValueAxis* x = nullptr;
    if (kind == LossAxis::WallTime) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        appendTicks(axis, x0, LossAxisTicks::timeTicks(x0, x1, kXTicks - 1));
        x = axis;
    } else {
        auto* axis = new QValueAxis;
        double step = LossAxisTicks::niceStep(x1 - x0, kXTicks);
        if (kind == LossAxis::Step) {
            step = std::max(step, 1.0);
        }
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(step);
        axis->setLabelFormat(LossAxisTicks::linearFormat(x0, x1, step));
        x = axis;
    }
    x->setRange(x0, x1);
    style(x, title, palette);
    return x;
}

QValueAxis* LossAxisBuilder::y(bool logY, double y0, double y1, const QString& title,
                               const QPalette& palette) {
    QValueAxis* y = nullptr;
    if (logY) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        appendTicks(axis, y0, LossAxisTicks::logTicks(std::pow(10.0, y0), std::pow(10.0, y1)));
        y = axis;
    } else {
        auto* axis = new QValueAxis;
        const double step = LossAxisTicks::niceStep(y1 - y0, kYTicks);
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(step);
        axis->setLabelFormat(LossAxisTicks::linearFormat(y0, y1, step));
        y = axis;
    }
    y->setRange(y0, y1);
    style(y, logY ? QCoreApplication::translate("LossChart", "%1 (log scale)").arg(title) : title,
          palette);
    return y;
}
