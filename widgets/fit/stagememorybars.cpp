#include "widgets/fit/stagememorybars.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fittexts.h"

using namespace shardscope;

namespace {

constexpr double kBarsGiB = 1024.0 * 1024.0 * 1024.0;

// The unit of a scale that reaches `top` bytes: GiB, or MiB / KiB for smaller scales.
double barsUnit(double top) {
    for (const double unit : {kBarsGiB, kBarsGiB / 1024.0, kBarsGiB / 1048576.0}) {
        if (top >= unit) {
            return unit;
        }
    }
    return 1.0;
}

// 1, 2 or 5 times a power of ten of the scale's unit, so that `top` takes at most `ticks` steps.
double barsTickStep(double top, int ticks) {
    const double unit = barsUnit(top);
    const double raw = top / unit / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw) {
            return m * power * unit;
        }
    }
    return 10.0 * power * unit;
}

// A tick's number in the unit of a scale reaching `top` bytes.
QString barsGibText(double bytes, double top) {
    const double unit = barsUnit(top);
    const double v = bytes / unit;
    const QString number = QString::number(v, 'f', v < 10.0 && v != std::floor(v) ? 1 : 0);
    if (unit == kBarsGiB) {
        return StageMemoryBars::tr("%1 GiB").arg(number);
    }
    if (unit == kBarsGiB / 1024.0) {
        return StageMemoryBars::tr("%1 MiB").arg(number);
    }
    if (unit == kBarsGiB / 1048576.0) {
        return StageMemoryBars::tr("%1 KiB").arg(number);
    }
    return StageMemoryBars::tr("%1 B").arg(number);
}

}  // namespace

StageMemoryBars::StageMemoryBars(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("stageMemoryBars"));
    setMouseTracking(true);
}

std::vector<MemoryBytes> StageMemoryBars::fullestPerStage(const FitReport& report) {
    std::vector<MemoryBytes> out(static_cast<size_t>(report.stages));
    for (const RankFit& r : report.ranks) {
        MemoryBytes& s = out[static_cast<size_t>(r.stage)];
        if (r.bytes.total() > s.total()) {
            s = r.bytes;
        }
    }
    return out;
}

void StageMemoryBars::setStages(std::vector<MemoryBytes> stages, uint64_t deviceMemory) {
    m_stages = std::move(stages);
    m_deviceMemory = deviceMemory;
    update();
}

QColor StageMemoryBars::kindColor(int kind) {
    static const QColor colors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0x59, 0xa1, 0x4f),
                                    QColor(0xf2, 0x8e, 0x2b), QColor(0xb0, 0x7a, 0xa1)};
    return colors[std::clamp(kind, 0, 3)];
}

QSize StageMemoryBars::sizeHint() const {
    return {420, 300};
}

QSize StageMemoryBars::minimumSizeHint() const {
    return {260, 200};
}

StageMemoryBars::Plot StageMemoryBars::plotOf(const QRectF& area) const {
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    uint64_t fullest = 0;
    for (const MemoryBytes& s : m_stages) {
        fullest = std::max(fullest, s.total());
    }
    // Bars under a twentieth of the card would be invisible under its line: the scale follows
    // the bars and the card's memory is named off the scale instead.
    Plot p;
    p.lineOffScale = fullest > 0 && fullest < m_deviceMemory / 20;
    const uint64_t most = p.lineOffScale ? fullest : std::max(fullest, m_deviceMemory);
    const double wanted = std::max(1.0, static_cast<double>(most) * 1.08);
    // Title, legend, then the bars (half a line below, for the top tick's number); the stage
    // numbers and the axis' name below.
    const auto legend = legendOf(area);
    const qreal top =
        (legend.empty() ? 1.3 * line : legend.back().at.y() - area.top() + line) + line;
    const qreal height = area.height() - top - 2.4 * line;
    // Up to five steps, fewer when the bars are short: a tick's number a line and a half apart.
    p.step = barsTickStep(wanted, std::clamp(static_cast<int>(height / (1.5 * line)), 1, 5));
    p.top = std::ceil(wanted / p.step) * p.step;
    const qreal left = fm.horizontalAdvance(barsGibText(p.top, p.top)) + 10;
    p.area = QRectF(area.left() + left, area.top() + top, area.width() - left - 8, height);
    const qreal n = std::max<qreal>(1, static_cast<qreal>(m_stages.size()));
    p.pitch = p.area.width() / n;
    p.barWidth = std::max<qreal>(1.0, std::min<qreal>(p.pitch * 0.7, 64.0));
    return p;
}

void StageMemoryBars::paintOn(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QPalette& pal = palette();
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    painter.setFont(font());
    painter.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt::AlignLeft,
                     tr("Memory of a card, by pipeline stage"));
    painter.setFont(font());

    // The legend: the four kinds and the card's memory, wrapped to the width.
    const QPen limitPen(QColor(0xd6, 0x27, 0x28), 2, Qt::DashLine);
    for (const LegendItem& item : legendOf(area)) {
        if (item.kind < FitTexts::kKinds) {
            painter.fillRect(QRectF(item.at.x(), item.at.y() + line * 0.25, line * 0.6, line * 0.6),
                             kindColor(item.kind));
        } else {
            painter.setPen(limitPen);
            painter.drawLine(QPointF(item.at.x(), item.at.y() + line * 0.55),
                             QPointF(item.at.x() + line * 0.6, item.at.y() + line * 0.55));
            painter.setPen(pal.color(QPalette::WindowText));
        }
        painter.drawText(QPointF(item.at.x() + line * 0.8, item.at.y() + fm.ascent()), item.text);
    }

    if (m_stages.empty()) {
        painter.restore();
        return;
    }
    const Plot p = plotOf(area);
    const auto yOf = [&](double bytes) {
        return p.area.bottom() - bytes / p.top * p.area.height();
    };
    // Ticks and grid lines.
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.15);
    for (double v = 0; v <= p.top + 1; v += p.step) {
        const qreal y = yOf(v);
        painter.setPen(grid);
        painter.drawLine(QPointF(p.area.left(), y), QPointF(p.area.right(), y));
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRectF(area.left(), y - line / 2, p.area.left() - area.left() - 6, line),
                         Qt::AlignRight | Qt::AlignVCenter, barsGibText(v, p.top));
    }
    // The bars.
    const size_t n = m_stages.size();
    const int labelEvery = std::max(
        1,
        static_cast<int>(std::ceil((fm.horizontalAdvance(QStringLiteral("000")) + 4) / p.pitch)));
    for (size_t s = 0; s < n; ++s) {
        const qreal left =
            p.area.left() + p.pitch * static_cast<qreal>(s) + (p.pitch - p.barWidth) / 2;
        double below = 0;
        for (int k = 0; k < FitTexts::kKinds; ++k) {
            const double bytes = static_cast<double>(FitTexts::bytesOf(m_stages[s], k));
            const QRectF bar(QPointF(left, yOf(below + bytes)),
                             QPointF(left + p.barWidth, yOf(below)));
            painter.fillRect(bar, kindColor(k));
            below += bytes;
        }
        if (static_cast<int>(s) % labelEvery == 0) {
            painter.drawText(
                QRectF(left - p.pitch, p.area.bottom() + 2, p.barWidth + 2 * p.pitch, line),
                Qt::AlignHCenter | Qt::AlignTop, QString::number(s));
        }
    }
    painter.drawText(QRectF(p.area.left(), p.area.bottom() + line + 2, p.area.width(), line),
                     Qt::AlignHCenter | Qt::AlignTop, tr("Pipeline stage"));
    // The card's memory.
    if (m_deviceMemory > 0 && p.lineOffScale) {
        painter.setPen(limitPen.color());
        painter.drawText(
            QRectF(p.area.left(), p.area.top() - line, p.area.width(), line),
            Qt::AlignRight | Qt::AlignVCenter,
            tr("Card memory %1: above the scale").arg(SizeText::bytes(m_deviceMemory)));
    } else if (m_deviceMemory > 0) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(limitPen);
        const qreal y = yOf(static_cast<double>(m_deviceMemory));
        painter.drawLine(QPointF(p.area.left(), y), QPointF(p.area.right(), y));
    }
    painter.restore();
}

std::vector<StageMemoryBars::LegendItem> StageMemoryBars::legendOf(const QRectF& area) const {
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    std::vector<LegendItem> items;
    QPointF at(area.left(), area.top() + 1.3 * line);
    for (int k = 0; k <= FitTexts::kKinds; ++k) {
        const QString text = k < FitTexts::kKinds ? FitTexts::kind(k) : tr("Card memory");
        const qreal width = line * 0.8 + fm.horizontalAdvance(text);
        if (at.x() > area.left() && at.x() + width > area.right()) {
            at = QPointF(area.left(), at.y() + line * 1.1);
        }
        items.push_back({k, text, at});
        at.rx() += width + line * 0.8;
    }
    return items;
}

int StageMemoryBars::stageAt(const QPointF& point) const {
    const Plot p = plotOf(QRectF(rect()).adjusted(6, 6, -6, -6));
    if (!p.area.contains(point) || m_stages.empty()) {
        return -1;
    }
    const int s = static_cast<int>((point.x() - p.area.left()) / p.pitch);
    return s >= 0 && s < static_cast<int>(m_stages.size()) ? s : -1;
}

void StageMemoryBars::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paintOn(painter, QRectF(rect()).adjusted(6, 6, -6, -6));
}

bool StageMemoryBars::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int s = stageAt(help->pos());
        if (s < 0) {
            QToolTip::hideText();
            return true;
        }
        const MemoryBytes& b = m_stages[static_cast<size_t>(s)];
        QStringList lines{tr("Stage %1: %2 of %3")
                              .arg(s)
                              .arg(SizeText::bytes(b.total()), SizeText::bytes(m_deviceMemory))};
        for (int k = 0; k < FitTexts::kKinds; ++k) {
            lines << tr("%1: %2").arg(FitTexts::kind(k), SizeText::bytes(FitTexts::bytesOf(b, k)));
        }
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    return QWidget::event(event);
}
