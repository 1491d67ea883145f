#include "widgets/models/loss/losscrosshairtext.h"

#include <QDateTime>
#include <QStringList>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace {

// The index of the point nearest x in an ascending vector; the first of equal ones.
size_t nearest(const std::vector<double>& xs, double x) {
    const auto it = std::lower_bound(xs.begin(), xs.end(), x);
    if (it == xs.end()) {
        return static_cast<size_t>(std::lower_bound(xs.begin(), xs.end(), xs.back()) - xs.begin());
    }
    const auto i = static_cast<size_t>(it - xs.begin());
    if (i == 0 || *it - x < x - xs[i - 1]) {
        return i;
    }
    const double before = xs[i - 1];
    return static_cast<size_t>(std::lower_bound(xs.begin(), xs.end(), before) - xs.begin());
}

QString integral(double x) {
    return QString::number(x, 'f', 0);
}

}  // namespace

double LossCrosshairText::snap(std::span<const LossCurve> curves, double x) {
    double best = std::numeric_limits<double>::quiet_NaN();
    for (const LossCurve& c : curves) {
        if (!c.visible || c.x.empty()) {
            continue;
        }
        const double at = c.x[nearest(c.x, x)];
        if (std::isnan(best) || std::abs(at - x) < std::abs(best - x)) {
            best = at;
        }
    }
    return best;
}

std::vector<LossCrosshairEntry> LossCrosshairText::entries(std::span<const LossCurve> curves,
                                                           double x) {
    std::vector<LossCrosshairEntry> out;
    for (const LossCurve& c : curves) {
        if (!c.visible || c.x.empty()) {
            continue;
        }
        // A run whose points end (or begin) further from x than its own spacing has no value
        // here: listing its last point would read as a value at this step.
        const double spacing =
            c.x.size() > 1 ? (c.x.back() - c.x.front()) / static_cast<double>(c.x.size() - 1) : 0;
        if (x > c.x.back() + spacing || x < c.x.front() - spacing) {
            continue;
        }
        const size_t i = nearest(c.x, x);
        LossCrosshairEntry e;
        e.label = c.label;
        e.run = c.run;
        e.colour = c.colour;
        e.x = c.x[i];
        e.value = c.y[i];
        e.smoothedShown = c.smoothedApplied && i < c.smoothed.size();
        if (e.smoothedShown) {
            e.smoothed = c.smoothed[i];
        }
        out.push_back(std::move(e));
    }
    return out;
}

QString LossCrosshairText::xText(LossAxis axis, double x) {
    switch (axis) {
        case LossAxis::Step:
            return tr("step %1").arg(x == std::floor(x) ? integral(x)
                                                        : QString::number(x, 'g', 10));
        case LossAxis::Epoch:
            return tr("epoch %1").arg(QString::number(x, 'g', 6));
        case LossAxis::RelativeTime: {
            const auto seconds = static_cast<qint64>(std::llround(x * 3600));
            const qint64 s = std::abs(seconds);
            return tr("%1%2:%3:%4 elapsed")
                .arg(seconds < 0 ? QStringLiteral("−") : QString())
                .arg(s / 3600)
                .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
                .arg(s % 60, 2, 10, QLatin1Char('0'));
        }
        case LossAxis::WallTime:
            return QDateTime::fromMSecsSinceEpoch(std::llround(x * 1000), QTimeZone::utc())
                .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    }
    return QString::number(x);
}

QString LossCrosshairText::value(double v) {
    if (std::isnan(v)) {
        return QStringLiteral("nan");
    }
    if (std::isinf(v)) {
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    }
    if (std::abs(v) >= 1e4 && std::abs(v) < 1e9) {
        return integral(v);
    }
    return QString::number(v, 'g', 4);
}

QString LossCrosshairText::text(LossAxis axis, double x,
                                const std::vector<LossCrosshairEntry>& entries) {
    QStringList parts;
    for (const LossCrosshairEntry& e : entries) {
        QString part = tr("%1 %2", "a curve's name and its value").arg(e.label, value(e.value));
        if (e.x != x) {
            part = tr("%1 (%2)", "a value and where it lies").arg(part, xText(axis, e.x));
        }
        parts << part;
    }
    return tr("%1: %2", "where the crosshair is, and the values there")
        .arg(xText(axis, x), parts.join(tr(", ", "a list of values")));
}

QString LossCrosshairText::html(LossAxis axis, double x,
                                const std::vector<LossCrosshairEntry>& entries) {
    const bool smoothed =
        std::any_of(entries.begin(), entries.end(), [](const auto& e) { return e.smoothedShown; });
    QString rows = QStringLiteral("<tr><th colspan=\"2\" align=\"left\">%1</th>")
                       .arg(xText(axis, x).toHtmlEscaped());
    if (smoothed) {
        rows += QStringLiteral(
                    "<th align=\"right\" style=\"padding-left:10px\">%1</th>"
                    "<th align=\"right\" style=\"padding-left:10px\">%2</th>")
                    .arg(tr("smoothed").toHtmlEscaped(), tr("value").toHtmlEscaped());
    }
    rows += QStringLiteral("</tr>");
    for (const LossCrosshairEntry& e : entries) {
        QString label = e.label.toHtmlEscaped();
        if (e.x != x) {
            label += QStringLiteral(" <i>(%1)</i>").arg(xText(axis, e.x).toHtmlEscaped());
        }
        rows += QStringLiteral("<tr><td style=\"color:%1\">&#9632;</td><td>&nbsp;%2</td>")
                    .arg(e.colour.name(), label);
        if (smoothed) {
            rows += QStringLiteral("<td align=\"right\" style=\"padding-left:10px\"><b>%1</b></td>")
                        .arg(e.smoothedShown ? value(e.smoothed) : QString());
        }
        rows += QStringLiteral("<td align=\"right\" style=\"padding-left:10px\">%1</td></tr>")
                    .arg(value(e.value));
    }
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">") + rows +
           QStringLiteral("</table>");
}
