#include "widgets/tensor/histogramchart.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

HistogramChart::HistogramChart(const shardscope::TensorStats* stats, const QPalette& palette) {
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    setBackgroundVisible(false);
    setMargins(QMargins(2, 2, 2, 2));
    legend()->hide();
    if (stats == nullptr || stats->finite() == 0 || stats->histogram.empty()) {
        return;
    }
    auto* upper = new QLineSeries;
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
    upper->setParent(area);  // goes with the area, not with the chart's next histogram
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
    // Counts are whole numbers: a step of 1, 2 or 5 times a power of ten, never a fraction,
    // so a histogram of a few elements does not label its axis "0 0 1 1 1".
    const double rough = std::max(1.0, static_cast<double>(top) / 4.0);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = rough <= power       ? power
                        : rough <= 2 * power ? 2 * power
                        : rough <= 5 * power ? 5 * power
                                             : 10 * power;
    const double yMax = std::ceil(static_cast<double>(top) * 1.05 / step) * step;
    y->setRange(0, yMax);
    y->setTitleText(tr("Elements"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTickCount(static_cast<int>(std::lround(yMax / step)) + 1);
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
