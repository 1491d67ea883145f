#include "widgets/fit/cardmemorygrid.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fittexts.h"

using namespace shardscope;

CardMemoryGrid::CardMemoryGrid(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("cardMemoryGrid"));
    setMouseTracking(true);
}

void CardMemoryGrid::setReport(const FitReport* report, int mp) {
    m_totals.clear();
    m_bytes.clear();
    m_groups.clear();
    m_groupsOf.clear();
    m_marked.clear();
    m_hover = -1;
    m_stages = report != nullptr ? report->stages : 0;
    m_perStage = report != nullptr ? report->devicesPerStage : 0;
    m_mp = std::max(1, std::min(mp, std::max(1, m_perStage)));
    if (report != nullptr) {
        m_deviceMemory = report->deviceMemory;
        m_activationsKnown = report->activationsKnown;
        m_totals.reserve(report->ranks.size());
        m_bytes.reserve(report->ranks.size());
        for (const RankFit& r : report->ranks) {
            m_totals.push_back(r.bytes.total());
            m_bytes.push_back(r.bytes);
        }
        m_groups = report->groups;
        m_groupsOf.resize(m_totals.size());
        for (size_t g = 0; g < m_groups.size(); ++g) {
            for (const int r : m_groups[g].ranks) {
                if (r >= 0 && static_cast<size_t>(r) < m_groupsOf.size()) {
                    m_groupsOf[static_cast<size_t>(r)].push_back(static_cast<int>(g));
                }
            }
        }
    }
    update();
}

void CardMemoryGrid::setMarked(std::vector<int> ranks) {
    m_marked = std::move(ranks);
    update();
}

QColor CardMemoryGrid::useColor(double share) {
    if (share > 1.0) {
        return {0xd6, 0x27, 0x28};
    }
    // Pale green (empty) to amber (full).
    const double t = std::clamp(share, 0.0, 1.0);
    const auto mix = [t](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * t)); };
    return {mix(0xd9, 0xf2), mix(0xf0, 0xa0), mix(0xd3, 0x2b)};
}

QSize CardMemoryGrid::sizeHint() const {
    return {420, 300};
}

QSize CardMemoryGrid::minimumSizeHint() const {
    return {200, 160};
}

CardMemoryGrid::Layout CardMemoryGrid::layoutFor(const QRectF& area) const {
    Layout best;
    if (m_stages <= 0 || m_perStage <= 0) {
        return best;
    }
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    const qreal top = 2.6 * line;  // the title and the colour key
    const int cols = m_mp;
    const int rows = (m_perStage + cols - 1) / cols;
    const qreal gap = 8;
    for (int c = 1; c <= m_stages; ++c) {
        const int r = (m_stages + c - 1) / c;
        const qreal pw = (area.width() - gap * (c - 1)) / c;
        const qreal ph = (area.height() - top - gap * (r - 1)) / r;
        const qreal header = line + 2;
        const qreal cell = std::min(pw / cols, (ph - header) / rows);
        if (cell > best.cell) {
            best.cell = cell;
            best.columns = c;
            best.header = header;
        }
    }
    best.cell = std::floor(std::min<qreal>(best.cell, 80));
    best.panelWidth = best.cell * cols;
    best.panelHeight = best.header + best.cell * rows;
    best.origin = QPointF(area.left(), area.top() + top);
    return best;
}

QRectF CardMemoryGrid::panelRect(const Layout& l, int stage) const {
    const qreal gap = 8;
    const int c = stage % l.columns;
    const int r = stage / l.columns;
    return {l.origin.x() + c * (l.panelWidth + gap), l.origin.y() + r * (l.panelHeight + gap),
            l.panelWidth, l.panelHeight};
}

QRectF CardMemoryGrid::cellRect(const Layout& l, int rank) const {
    const int stage = rank / m_perStage;
    const int local = rank % m_perStage;
    const QRectF panel = panelRect(l, stage);
    const int row = local / m_mp;
    const int column = local % m_mp;
    return {panel.left() + column * l.cell, panel.top() + l.header + row * l.cell, l.cell, l.cell};
}

void CardMemoryGrid::paintOn(QPainter& painter, const QRectF& area) const {
    painter.save();
    const QPalette& pal = palette();
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt::AlignLeft,
                     tr("Cards by stage, coloured by memory use"));
    painter.setFont(font());
    // The colour key: a ramp from empty to full, then red for a card that does not fit.
    const qreal keyY = area.top() + 1.3 * line;
    qreal x = area.left();
    const QString empty = tr("empty");
    painter.drawText(QPointF(x, keyY + fm.ascent()), empty);
    x += fm.horizontalAdvance(empty) + 4;
    for (int i = 0; i < 10; ++i) {
        painter.fillRect(QRectF(x + i * line * 0.5, keyY + line * 0.2, line * 0.5, line * 0.6),
                         useColor(i / 9.0));
    }
    x += line * 5 + 4;
    const QString full = tr("full");
    painter.drawText(QPointF(x, keyY + fm.ascent()), full);
    x += fm.horizontalAdvance(full) + line;
    painter.fillRect(QRectF(x, keyY + line * 0.2, line * 0.6, line * 0.6), useColor(2.0));
    painter.drawText(QPointF(x + line * 0.8, keyY + fm.ascent()), tr("does not fit"));

    const Layout l = layoutFor(area);
    if (l.cell <= 0) {
        painter.restore();
        return;
    }
    const bool grid = l.cell >= 4;
    for (int s = 0; s < m_stages; ++s) {
        const QRectF panel = panelRect(l, s);
        painter.setPen(pal.color(QPalette::WindowText));
        // Panels narrower than their title (many stages in a small page) are named by number.
        const QString title = tr("Stage %1").arg(s);
        const qreal room = std::max(panel.width(), 60.0);
        const bool fits = m_stages <= 1 || fm.horizontalAdvance(title) + 6 <= panel.width() + 8;
        painter.drawText(QRectF(panel.left(), panel.top(), room, l.header),
                         Qt::AlignLeft | Qt::AlignVCenter, fits ? title : QString::number(s));
        for (int local = 0; local < m_perStage; ++local) {
            const int rank = s * m_perStage + local;
            const QRectF cell = cellRect(l, rank);
            const double share = m_deviceMemory > 0
                                     ? static_cast<double>(m_totals[static_cast<size_t>(rank)]) /
                                           static_cast<double>(m_deviceMemory)
                                     : 0.0;
            painter.fillRect(grid ? cell.adjusted(0.5, 0.5, -0.5, -0.5) : cell, useColor(share));
            if (grid && l.cell >= fm.horizontalAdvance(QString::number(rank)) + 4 &&
                l.cell >= line) {
                painter.setPen(QColor(0x20, 0x20, 0x20));
                painter.drawText(cell, Qt::AlignCenter, QString::number(rank));
            }
        }
    }
    // Marked cards (a chosen group) and the hovered one.
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(pal.color(QPalette::Highlight), std::max<qreal>(1.5, l.cell / 8)));
    for (const int rank : m_marked) {
        if (rank >= 0 && rank < m_stages * m_perStage) {
            painter.drawRect(cellRect(l, rank).adjusted(1, 1, -1, -1));
        }
    }
    if (m_hover >= 0) {
        painter.setPen(QPen(pal.color(QPalette::WindowText), 2));
        painter.drawRect(cellRect(l, m_hover));
    }
    painter.restore();
}

int CardMemoryGrid::rankAt(const QPointF& point) const {
    const Layout l = layoutFor(QRectF(rect()).adjusted(6, 6, -6, -6));
    if (l.cell <= 0) {
        return -1;
    }
    for (int s = 0; s < m_stages; ++s) {
        const QRectF panel = panelRect(l, s);
        const QRectF cells = panel.adjusted(0, l.header, 0, 0);
        if (!cells.contains(point)) {
            continue;
        }
        const int col = static_cast<int>((point.x() - cells.left()) / l.cell);
        const int row = static_cast<int>((point.y() - cells.top()) / l.cell);
        const int local = row * m_mp + col;
        if (col < m_mp && local < m_perStage) {
            return s * m_perStage + local;
        }
    }
    return -1;
}

QString CardMemoryGrid::describe(int rank) const {
    if (rank < 0 || static_cast<size_t>(rank) >= m_totals.size()) {
        return {};
    }
    QStringList lines{tr("Rank %1 (stage %2): %3 of %4")
                          .arg(rank)
                          .arg(rank / m_perStage)
                          .arg(SizeText::bytes(m_totals[static_cast<size_t>(rank)]),
                               SizeText::bytes(m_deviceMemory))};
    // Of each kind: activations only where the step's shape is known.
    QStringList kinds;
    const int counted = m_activationsKnown ? FitTexts::kKinds : FitTexts::kKinds - 1;
    for (int k = 0; k < counted; ++k) {
        kinds << tr("%1 %2").arg(FitTexts::kind(k), SizeText::bytes(FitTexts::bytesOf(
                                                        m_bytes[static_cast<size_t>(rank)], k)));
    }
    lines << kinds.join(QStringLiteral(" · "));
    for (const int g : m_groupsOf[static_cast<size_t>(rank)]) {
        const StepGroup& group = m_groups[static_cast<size_t>(g)];
        lines << tr("%1 group: ranks %2, %3 sent per step")
                     .arg(FitTexts::groupKind(group.kind), FitTexts::ranks(group.ranks),
                          SizeText::bytes(group.bytesPerStep));
    }
    if (m_groupsOf[static_cast<size_t>(rank)].empty()) {
        lines << tr("No communication group: a single card.");
    }
    return lines.join(QLatin1Char('\n'));
}

void CardMemoryGrid::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paintOn(painter, QRectF(rect()).adjusted(6, 6, -6, -6));
}

bool CardMemoryGrid::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = describe(rankAt(help->pos()));
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void CardMemoryGrid::mouseMoveEvent(QMouseEvent* event) {
    const int rank = rankAt(event->position());
    if (rank != m_hover) {
        m_hover = rank;
        update();
    }
}

void CardMemoryGrid::leaveEvent(QEvent*) {
    if (m_hover >= 0) {
        m_hover = -1;
        update();
    }
}
