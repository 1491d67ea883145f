#include "widgets/history/historygrid.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

constexpr qreal kMaxCellWidth = 56;
constexpr qreal kMaxCellHeight = 22;
constexpr qreal kMinCell = 3;
constexpr qreal kMaxZoom = 64;

}  // namespace

int HistoryGrid::rankLabelStep(int least) {
    // 1, 2, 5, then per power of ten 10, 20, 25, 50, 100, 200, 250, 500, ...
    for (int power = 1;; power *= 10) {
        for (const int step : {power, 2 * power, power >= 10 ? power / 2 * 5 : 0, 5 * power}) {
            if (step >= least) {
                return step;
            }
        }
    }
}

HistoryGrid::HistoryGrid(QWidget* parent) : ZoomableView(parent) {
    setObjectName(QStringLiteral("historyGrid"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setZoomRange(1, kMaxZoom);
}

void HistoryGrid::setHistory(std::shared_ptr<const RunHistory> history) {
    m_history = std::move(history);
    m_keyStep = -1;
    m_rowStatesPer = 0;  // the row states are worked out again for this history
    relayout();
}

void HistoryGrid::setOpenStep(const QString& name) {
    m_openStep = name;
    viewport()->update();
}

int HistoryGrid::ranksPerRow() const {
    if (!m_history || m_history->ranks.empty()) {
        return 1;
    }
    // As many rows of kMinCell pixels as fit, and the ranks spread evenly over them.
    const qreal height = (fitSize().height() - m_top - 8) * zoom();
    const auto fit = std::max<qreal>(1, std::floor(height / kMinCell));
    const auto ranks = static_cast<qreal>(m_history->ranks.size());
    return std::max(1, static_cast<int>(std::ceil(ranks / fit)));
}

int HistoryGrid::rowCount() const {
    if (!m_history) {
        return 0;
    }
    const int per = ranksPerRow();
    return (static_cast<int>(m_history->ranks.size()) + per - 1) / per;
}

QSizeF HistoryGrid::cellSize() const {
    if (!m_history || m_history->steps.empty() || m_history->ranks.empty()) {
        return {};
    }
    const auto steps = static_cast<qreal>(m_history->steps.size());
    const qreal fitW = (fitSize().width() - m_left - 8) / steps;
    const qreal fitH = (fitSize().height() - m_top - 8) / static_cast<qreal>(rowCount());
    return {std::clamp(fitW * zoom(), kMinCell, kMaxCellWidth * zoom()),
            std::clamp(fitH * zoom(), kMinCell, kMaxCellHeight * zoom())};
}

int HistoryGrid::severity(int state) {
    for (size_t i = 0; i < std::size(kWorstFirst); ++i) {
        if (kWorstFirst[i] == state) {
            return static_cast<int>(i);
        }
    }
    return static_cast<int>(std::size(kWorstFirst)) - 1;
}

void HistoryGrid::ensureRowStates(int per) const {
    if (m_rowStatesPer == per) {
        return;
    }
    const auto& ranks = m_history->ranks;
    const size_t rows = (ranks.size() + static_cast<size_t>(per) - 1) / static_cast<size_t>(per);
    const auto intact = static_cast<uint8_t>(severity(static_cast<int>(FileState::Intact)));
    m_rowStates.assign(m_history->steps.size() * rows, intact);
    // Each step's cells walked beside the run's ranks (both ascending): one pass per step.
    for (size_t s = 0; s < m_history->steps.size(); ++s) {
        const auto& cells = m_history->steps[s].cells;
        auto cell = cells.begin();
        for (size_t i = 0; i < ranks.size(); ++i) {
            while (cell != cells.end() && cell->rank < ranks[i]) {
                ++cell;
            }
            const int state = cell != cells.end() && cell->rank == ranks[i]
                                  ? static_cast<int>(cell->best().state)
                                  : kMissing;
            uint8_t& slot = m_rowStates[s * rows + i / static_cast<size_t>(per)];
            slot = std::min(slot, static_cast<uint8_t>(severity(state)));
        }
    }
    m_rowStatesPer = per;
}

QColor HistoryGrid::cellColour(int step, int row) const {
    ensureRowStates(ranksPerRow());
    return colourAt(static_cast<size_t>(step) * static_cast<size_t>(rowCount()) +
                    static_cast<size_t>(row));
}

QColor HistoryGrid::colourAt(size_t index) const {
    const int state = kWorstFirst[m_rowStates[index]];
    return state == kMissing ? HistoryTexts::missingColour()
                             : HistoryTexts::stateColour(static_cast<FileState>(state));
}

QString HistoryGrid::rowToolTip(int step, int row) const {
    const auto& ranks = m_history->ranks;
    const HistoryStep& s = m_history->steps[static_cast<size_t>(step)];
    const int per = ranksPerRow();
    if (per == 1) {
        return HistoryTexts::cellToolTip(*m_history, static_cast<size_t>(step),
                                         ranks[static_cast<size_t>(row)]);
    }
    // A row of several ranks: how many of them are in each state, the worst first.
    const size_t first = static_cast<size_t>(row) * static_cast<size_t>(per);
    const size_t end = std::min(ranks.size(), first + static_cast<size_t>(per));
    std::map<int, int> counts;  // severity -> ranks
    for (size_t i = first; i < end; ++i) {
        const HistoryCell* found = s.cell(ranks[i]);
        ++counts[severity(found ? static_cast<int>(found->best().state) : kMissing)];
    }
    QStringList parts;
    for (const auto& [rank, n] : counts) {
        const int state = kWorstFirst[static_cast<size_t>(rank)];
        parts << tr("%1: %2", "a file state and how many ranks of the row are in it")
                     .arg(state == kMissing
                              ? HistoryTexts::missingText()
                              : HistoryTexts::stateText(static_cast<FileState>(state)),
                          QString::number(n));
    }
    return tr("%1\nranks %2-%3: %4 (zoom in to see each rank)")
        .arg(HistoryTexts::stepText(s), QString::number(ranks[first]),
             QString::number(ranks[end - 1]), parts.join(QStringLiteral(", ")));
}

QPointF HistoryGrid::origin() const {
    return {m_left - horizontalScrollBar()->value(), m_top - verticalScrollBar()->value()};
}

QSizeF HistoryGrid::layoutContent() {
    const QFontMetricsF fm(font());
    m_left = fm.horizontalAdvance(tr("rank %1").arg(99999)) + 12;
    // The resume step's name is drawn bold, so wider: measured so, it is not cut at the top.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldFm(bold);
    qreal longest = 0;
    if (m_history) {
        for (const HistoryStep& s : m_history->steps) {
            longest = std::max(longest, boldFm.horizontalAdvance(QString::fromStdString(s.name)));
        }
    }
    m_top = std::min<qreal>(longest + 16, 160);
    const QSizeF cell = cellSize();
    const qreal width =
        m_history ? m_left + cell.width() * static_cast<qreal>(m_history->steps.size()) + 8 : 0;
    const qreal height = m_history ? m_top + cell.height() * static_cast<qreal>(rowCount()) + 8 : 0;
    return {width, height};
}

int HistoryGrid::stepAt(const QPoint& point) const {
    const QSizeF cell = cellSize();
    if (!m_history || cell.isEmpty()) {
        return -1;
    }
    const qreal x = point.x() - origin().x();
    const int step = static_cast<int>(std::floor(x / cell.width()));
    return x >= 0 && step < static_cast<int>(m_history->steps.size()) ? step : -1;
}

int HistoryGrid::rankRowAt(const QPoint& point) const {
    const QSizeF cell = cellSize();
    if (!m_history || cell.isEmpty() || point.y() < m_top) {
        return -1;
    }
    const qreal y = point.y() - origin().y();
    const int row = static_cast<int>(std::floor(y / cell.height()));
    return y >= 0 && row < rowCount() ? row : -1;
}

void HistoryGrid::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_history || m_history->steps.empty()) {
        return;
    }
    const QSizeF cell = cellSize();
    if (cell.isEmpty()) {
        return;  // steps, but no rank folders
    }
    const QPointF at = origin();
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    const auto& steps = m_history->steps;
    const auto& ranks = m_history->ranks;
    const qreal gap = cell.width() >= 8 && cell.height() >= 6 ? 1 : 0;
    // Cells: only the visible rows and columns are painted.
    const int firstCol = std::max(0, static_cast<int>((m_left - at.x()) / cell.width()));
    const int lastCol = std::min(static_cast<int>(steps.size()) - 1,
                                 static_cast<int>((viewport()->width() - at.x()) / cell.width()));
    const int firstRow = std::max(0, static_cast<int>((m_top - at.y()) / cell.height()));
    const int per = ranksPerRow();
    const int rows = rowCount();
    ensureRowStates(per);
    const int lastRow =
        std::min(rows - 1, static_cast<int>((viewport()->height() - at.y()) / cell.height()));
    p.save();
    p.setClipRect(
        QRectF(m_left, m_top, viewport()->width() - m_left, viewport()->height() - m_top));
    for (int c = firstCol; c <= lastCol; ++c) {
        for (int r = firstRow; r <= lastRow; ++r) {
            const QColor colour = colourAt(static_cast<size_t>(c) * static_cast<size_t>(rows) +
                                           static_cast<size_t>(r));
            p.fillRect(QRectF(at.x() + c * cell.width(), at.y() + r * cell.height(),
                              cell.width() - gap, cell.height() - gap),
                       colour);
        }
    }
    // The resume step and the open step, framed over the whole column. A frame stands half
    // outside the cells: clipped at the cells, its top and the first column's left edge were cut.
    p.setClipRect(QRectF(m_left - 3, m_top - 3, viewport()->width() - m_left + 3,
                         viewport()->height() - m_top + 3));
    const auto frameColumn = [&](int c, const QColor& colour, qreal thickness) {
        p.setPen(QPen(colour, thickness));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(at.x() + c * cell.width() - thickness / 2, at.y() - thickness / 2,
                          cell.width() + thickness,
                          cell.height() * static_cast<qreal>(rowCount()) + thickness));
    };
    for (int c = 0; c < static_cast<int>(steps.size()); ++c) {
        if (QString::fromStdString(steps[static_cast<size_t>(c)].name) == m_openStep) {
            frameColumn(c, palette().color(QPalette::Text), 2);
        }
    }
    if (m_history->resume >= 0) {
        frameColumn(m_history->resume, palette().color(QPalette::Highlight), 3);
    }
    if (m_keyStep >= 0) {
        // The keyboard's step: a focus frame inside the column, dotted over a light line, so it
        // shows on the cells' colours and inside the resume step's frame alike.
        const QRectF inside(at.x() + m_keyStep * cell.width() + 2, at.y() + 2,
                            cell.width() - gap - 4, cell.height() * static_cast<qreal>(rows) - 4);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette().color(QPalette::Base), 1));
        p.drawRect(inside);
        p.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        p.drawRect(inside);
    }
    p.restore();
    // Labels where there is room: every k-th rank and step.
    p.setPen(palette().color(QPalette::Text));
    // A label a line apart at least, on a round count of ranks, at its rank's place in its row.
    const int every =
        rankLabelStep(std::max(1, static_cast<int>(std::ceil(line / cell.height()))) * per);
    const int lastRank = std::min(static_cast<int>(ranks.size()) - 1, (lastRow + 1) * per - 1);
    p.save();
    // Half a line above the cells too: the first rank's label is centred on its row.
    p.setClipRect(QRectF(0, m_top - line / 2, m_left, viewport()->height() - m_top + line / 2));
    for (int i = firstRow * per - firstRow * per % every; i <= lastRank; i += every) {
        const qreal y = at.y() + (i + 0.5) / per * cell.height();
        p.drawText(QRectF(0, y - line / 2, m_left - 6, line), Qt::AlignRight | Qt::AlignVCenter,
                   tr("rank %1").arg(ranks[static_cast<size_t>(i)]));
    }
    p.restore();
    const int colEvery = std::max(1, static_cast<int>(std::ceil(line / cell.width())));
    p.save();
    p.setClipRect(QRectF(m_left, 0, viewport()->width() - m_left, m_top));
    for (int c = firstCol - firstCol % colEvery; c <= lastCol; c += colEvery) {
        const qreal x = at.x() + c * cell.width() + cell.width() / 2;
        p.save();
        p.translate(x + line / 2 - 2, m_top - 6);
        p.rotate(-90);
        const bool resume = c == m_history->resume;
        QFont labelFont = p.font();
        labelFont.setBold(resume);
        p.setFont(labelFont);
        p.drawText(QRectF(0, 0, m_top - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(QString::fromStdString(steps[static_cast<size_t>(c)].name),
                                 Qt::ElideLeft, m_top - 8));
        p.restore();
    }
    p.restore();
}

QString HistoryGrid::toolTipAt(const QPointF& contentPoint) const {
    if (!m_history) {
        return {};
    }
    const QPoint at = (contentPoint - scrollOffset()).toPoint();
    const int step = stepAt(at);
    const int row = rankRowAt(at);
    if (step >= 0 && row >= 0) {
        return rowToolTip(step, row);
    }
    if (step >= 0) {
        return tr("%1: click to open this step in every tab")
            .arg(HistoryTexts::stepText(m_history->steps[static_cast<size_t>(step)]));
    }
    return {};
}

void HistoryGrid::mousePressEvent(QMouseEvent* event) {
    const int step = stepAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && step >= 0) {
        Q_EMIT stepActivated(step);
    }
}

void HistoryGrid::keyPressEvent(QKeyEvent* event) {
    const int steps = m_history ? static_cast<int>(m_history->steps.size()) : 0;
    if (steps == 0 || event->modifiers() != Qt::NoModifier) {
        return ZoomableView::keyPressEvent(event);
    }
    const int from = m_keyStep >= 0 ? m_keyStep : std::max(0, m_history->resume);
    int to = -1;
    switch (event->key()) {
        case Qt::Key_Left:
            to = m_keyStep >= 0 ? std::max(0, from - 1) : from;
            break;
        case Qt::Key_Right:
            to = m_keyStep >= 0 ? std::min(steps - 1, from + 1) : from;
            break;
        case Qt::Key_Home:
            to = 0;
            break;
        case Qt::Key_End:
            to = steps - 1;
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (m_keyStep >= 0) {
                Q_EMIT stepActivated(m_keyStep);
            }
            return;
        default:
            return ZoomableView::keyPressEvent(event);
    }
    m_keyStep = to;
    const QSizeF cell = cellSize();
    ensureVisible(QRectF(m_left + to * cell.width(), m_top, cell.width(), cell.height()));
    viewport()->update();
}
