#include "histogramchart.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>

HistogramChart::HistogramChart(const shardscope::TensorStats* stats, const QPalette& palette) {
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    setBackgroundVisible(false);
    setMargins(QMargins(2, 2, 2, 2));
    legend()->hide();
    if (stats == nullptr || stats->finite() == 0 || stats->histogram.empty()) {
        return;
    }
    auto* upper = new QLineSeries(this);
    const auto& h = stats->histogram;
    const double width = (stats->histMax - stats->histMin) / static_cast<double>(h.size());
    uint64_t top = 0;
    for (size_t i = 0; i < h.size(); ++i) {
        const double lo = stats->histMin + width * static_cast<double>(i);
        const auto c = static_cast<double>(h[i]);
        upper->append(lo, c);
        upper->append(lo + width, c);
        top = std::max(top, h[i]);
    }
    auto* area = new QAreaSeries(upper);
    const QColor fill = palette.color(QPalette::Highlight);
    area->setColor(fill);
    area->setBorderColor(dark ? fill.lighter(130) : fill.darker(130));
    addSeries(area);

    auto* x = new QValueAxis;
    x->setRange(stats->histMin, stats->histMax);
    x->setTitleText(tr("Value"));
    x->setLabelFormat(QStringLiteral("%.3g"));
    x->setTickCount(5);
    auto* y = new QValueAxis;
    y->setRange(0, static_cast<double>(top) * 1.08);
    y->setTitleText(tr("Elements"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTickCount(5);
    for (QValueAxis* axis : {x, y}) {
        QFont font = axis->titleFont();
        font.setPointSizeF(font.pointSizeF() * 0.9);
        font.setBold(false);
        axis->setTitleFont(font);
        axis->setGridLineColor(palette.color(QPalette::Mid));
    }
    addAxis(x, Qt::AlignBottom);
    addAxis(y, Qt::AlignLeft);
    area->attachAxis(x);
    area->attachAxis(y);
}
