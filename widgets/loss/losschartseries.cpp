#include "widgets/loss/losschartseries.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPalette>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>

#include "widgets/common/withalpha.h"
#include "widgets/loss/losscurvepens.h"
#include "widgets/loss/lossranklayer.h"

LossChartSeries::LossChartSeries(QChart* chart, QObject* parent)
    : QObject(parent), m_chart(chart) {}

void LossChartSeries::clear() {
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_x = nullptr;
    m_y = nullptr;
    m_anchor = nullptr;
}

void LossChartSeries::addAxis(QValueAxis* axis, Qt::Alignment alignment) {
    (alignment == Qt::AlignBottom ? m_x : m_y) = axis;
    m_chart->addAxis(axis, alignment);
}

void LossChartSeries::attach(QAbstractSeries* series) {
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    if (m_anchor == nullptr) {
        m_anchor = series;
    }
}

// A run's curves are counted in logs, as the run list counts them: "(mean of 128 of 1,024 logs)"
// when only some of the run's logs hold the metric (the last pipeline stage's ranks print the
// loss).
QString LossChartSeries::legendName(const LossCurve& c, std::span<const LossCurve> curves) {
    const QLocale locale;
    const auto logsText = [&locale, &c](qint64 drawn, const char* all, const char* some) {
        return drawn < c.runLogs
                   ? QCoreApplication::translate("LossChart", some)
                         .arg(locale.toString(drawn), locale.toString(c.runLogs))
                   : QCoreApplication::translate("LossChart", all).arg(locale.toString(drawn));
    };
    if (c.log < 0 && c.ranks > 1) {
        return QCoreApplication::translate("LossChart", "%1 (%2)", "a run and its logs")
            .arg(c.label, logsText(c.ranks, QT_TRANSLATE_NOOP("LossChart", "mean of %1 logs"),
                                   QT_TRANSLATE_NOOP("LossChart", "mean of %1 of %2 logs")));
    }
    const auto ranks = std::count_if(curves.begin(), curves.end(),
                                     [&c](const LossCurve& o) { return o.run == c.run; });
    if (ranks > 1) {
        // Per-rank curves share the run's hue: one entry for the run.
        const QString name = c.label.section(QLatin1Char('/'), 0, -2);
        return QCoreApplication::translate("LossChart", "%1 (%2)", "a run and its logs")
            .arg(name.isEmpty() ? c.label : name,
                 logsText(ranks, QT_TRANSLATE_NOOP("LossChart", "%1 logs"),
                          QT_TRANSLATE_NOOP("LossChart", "%1 of %2 logs")));
    }
    return c.label;
}

void LossChartSeries::addCurve(const LossCurve& c, const QString& name, bool legend,
                               const LossCurvePens& pens, bool logY) {
    const auto chartUnits = [logY](const QList<QPointF>& points) {
        return LossRankLayer::chartUnits(points, logY);
    };
    QList<QAbstractSeries*> hidden;
    if (!c.upper.isEmpty() && !c.lower.isEmpty()) {
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        upper->replace(chartUnits(c.upper));
        lower->replace(chartUnits(c.lower));
        auto* band = new QAreaSeries(upper, lower);
        upper->setParent(band);
        lower->setParent(band);
        m_chart->addSeries(band);
        band->setPen(Qt::NoPen);
        band->setBrush(pens.band);
        attach(band);
        hidden << band;
    }
    QLineSeries* main = nullptr;
    if (c.smoothedApplied) {
        auto* raw = new QLineSeries;
        raw->replace(chartUnits(c.raw));
        m_chart->addSeries(raw);
        raw->setPen(pens.raw);
        attach(raw);
        hidden << raw;
        main = new QLineSeries;
        main->replace(chartUnits(c.line));
        m_chart->addSeries(main);
    } else {
        main = new QLineSeries;
        main->replace(chartUnits(c.raw));
        m_chart->addSeries(main);
    }
    main->setPen(pens.main);
    attach(main);
    main->setName(name);
    if (!legend) {
        hidden << main;
    }
    for (QAbstractSeries* s : hidden) {
        for (QLegendMarker* m : m_chart->legend()->markers(s)) {
            m->setVisible(false);
        }
    }
    if (legend) {
        for (QLegendMarker* m : m_chart->legend()->markers(main)) {
            const int run = c.run;
            connect(
                m, &QLegendMarker::clicked, this, [this, run] { Q_EMIT runToggled(run); },
                Qt::QueuedConnection);
        }
    }
}

void LossChartSeries::addLegendOnly(const LossCurve& c, const QString& name, bool shown,
                                    const LossCurvePens& pens, const QPalette& palette) {
    auto* placeholder = new QLineSeries;
    placeholder->setName(name);
    m_chart->addSeries(placeholder);
    placeholder->setPen(shown ? pens.main : QPen(withAlpha(c.colour, 0.35), 2));
    attach(placeholder);
    for (QLegendMarker* m : m_chart->legend()->markers(placeholder)) {
        if (!shown) {
            m->setLabelBrush(palette.color(QPalette::PlaceholderText));
            QFont font = m->font();
            font.setStrikeOut(true);
            m->setFont(font);
        }
        const int run = c.run;
        connect(
            m, &QLegendMarker::clicked, this, [this, run] { Q_EMIT runToggled(run); },
            Qt::QueuedConnection);
    }
}
